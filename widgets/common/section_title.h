#pragma once

class QLabel;
class QWidget;

namespace mirage {

// A bold label that heads a part of a workspace ("Job request", "Validation scores"); its text is
// set (and translated) by the owner.
QLabel *makeSectionTitle(QWidget *parent);

} // namespace mirage
