#include "widgets/common/section_title.h"

#include <QLabel>

namespace mirage {

QLabel *makeSectionTitle(QWidget *parent)
{
  auto *label = new QLabel(parent);
  QFont font = label->font();
  font.setBold(true);
  label->setFont(font);
  return label;
}

} // namespace mirage
