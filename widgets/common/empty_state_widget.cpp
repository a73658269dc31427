#include "widgets/common/empty_state_widget.h"

#include <QAction>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace mirage {

EmptyStateWidget::EmptyStateWidget(QWidget *parent)
    : QWidget(parent), m_icon(new QLabel(this)), m_title(new QLabel(this)), m_text(new QLabel(this)),
      m_buttons(new QHBoxLayout)
{
  m_icon->setPixmap(QIcon(QStringLiteral(":/icons/mirage.svg")).pixmap(96, 96));
  m_icon->setAlignment(Qt::AlignCenter);
  QFont titleFont = m_title->font();
  titleFont.setPointSizeF(titleFont.pointSizeF() * 1.6);
  titleFont.setBold(true);
  m_title->setFont(titleFont);
  m_title->setAlignment(Qt::AlignCenter);
  m_title->setObjectName(QStringLiteral("emptyStateTitle"));
  m_text->setWordWrap(true);
  m_text->setAlignment(Qt::AlignCenter);
  m_text->setTextFormat(Qt::PlainText);
  m_text->setFixedWidth(540); // a fixed width lets the label compute its wrapped height
  m_text->setObjectName(QStringLiteral("emptyStateText"));
  m_buttons->addStretch();
  m_buttons->addStretch();

  auto *layout = new QVBoxLayout(this);
  layout->addStretch(2);
  layout->addWidget(m_icon);
  layout->addSpacing(8);
  layout->addWidget(m_title);
  // Centred by stretches, not by an alignment flag: with a flag the layout ignores the wrapped
  // label's height-for-width and clips the text.
  auto *textRow = new QHBoxLayout;
  textRow->addStretch();
  textRow->addWidget(m_text);
  textRow->addStretch();
  layout->addLayout(textRow);
  layout->addSpacing(12);
  layout->addLayout(m_buttons);
  layout->addStretch(3);
}

void EmptyStateWidget::setTitle(const QString &title)
{
  m_title->setText(title);
}
void EmptyStateWidget::setText(const QString &text)
{
  m_text->setText(text);
}
QString EmptyStateWidget::title() const
{
  return m_title->text();
}
QString EmptyStateWidget::text() const
{
  return m_text->text();
}

void EmptyStateWidget::addAction(QAction *action)
{
  auto *button = new QPushButton(this);
  const auto sync = [button, action] {
    button->setText(action->text().remove(QLatin1Char('&')));
    button->setIcon(action->icon());
    button->setEnabled(action->isEnabled());
  };
  sync();
  connect(action, &QAction::changed, button, sync);
  connect(button, &QPushButton::clicked, action, &QAction::trigger);
  m_buttons->insertWidget(m_buttons->count() - 1, button);
  m_actionButtons.append(button);
}

void EmptyStateWidget::setActionsVisible(bool visible)
{
  for (QPushButton *button : std::as_const(m_actionButtons))
    button->setVisible(visible);
}

} // namespace mirage
