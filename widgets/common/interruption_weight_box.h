#pragma once

class QDoubleSpinBox;
class QWidget;

namespace mirage {

// A spin box for λ of the hand-over cost (forecast/chain_cost.h): how much an hour of the service
// interrupted counts against an hour of overlap, 0 … 1000, default 1, with its tooltip. Call
// retranslateInterruptionWeightBox from the owner's changeEvent.
QDoubleSpinBox *makeInterruptionWeightBox(QWidget *parent);
void retranslateInterruptionWeightBox(QDoubleSpinBox *box);

} // namespace mirage
