#include "widgets/common/interruption_weight_box.h"

#include "forecast/chain_cost.h"

#include <QCoreApplication>
#include <QDoubleSpinBox>

namespace mirage {

QDoubleSpinBox *makeInterruptionWeightBox(QWidget *parent)
{
  auto *box = new QDoubleSpinBox(parent);
  box->setRange(0, kMaxInterruptionWeight);
  box->setDecimals(2);
  box->setSingleStep(0.25);
  box->setStepType(QAbstractSpinBox::AdaptiveDecimalStepType);
  box->setValue(kDefaultInterruptionWeight);
  box->setAccelerated(true);
  retranslateInterruptionWeightBox(box);
  return box;
}

void retranslateInterruptionWeightBox(QDoubleSpinBox *box)
{
  box->setSuffix(QCoreApplication::translate("InterruptionWeightBox", " ×"));
  box->setToolTip(QCoreApplication::translate(
      "InterruptionWeightBox",
      "How much an hour of the service interrupted counts against an hour of the two jobs overlapping. The cost "
      "is the chain's GPUs × (weight × hours interrupted + hours of overlap), in GPU-hours: 1 counts both the "
      "same, 4 fears interruption four times as much."));
}

} // namespace mirage
