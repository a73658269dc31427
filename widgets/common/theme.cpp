#include "widgets/common/theme.h"

#include <QApplication>
#include <QPalette>
#include <QStyle>
#include <QStyleFactory>

namespace mirage {
namespace {
struct SystemLook {
  QString styleName;
  QPalette palette;
};
SystemLook &systemLook()
{
  static SystemLook look{QApplication::style()->name(), QApplication::palette()};
  return look;
}

QPalette darkPalette()
{
  QPalette p;
  const QColor window(0x2b, 0x2d, 0x31), base(0x1e, 0x1f, 0x22), text(0xe6, 0xe6, 0xe6);
  const QColor highlight(0x3d, 0x8e, 0xd8), disabled(0x80, 0x80, 0x80);
  p.setColor(QPalette::Window, window);
  p.setColor(QPalette::WindowText, text);
  p.setColor(QPalette::Base, base);
  p.setColor(QPalette::AlternateBase, window);
  p.setColor(QPalette::ToolTipBase, base);
  p.setColor(QPalette::ToolTipText, text);
  p.setColor(QPalette::PlaceholderText, disabled);
  p.setColor(QPalette::Text, text);
  p.setColor(QPalette::Button, window);
  p.setColor(QPalette::ButtonText, text);
  p.setColor(QPalette::BrightText, Qt::red);
  p.setColor(QPalette::Link, highlight.lighter(130));
  p.setColor(QPalette::Highlight, highlight);
  p.setColor(QPalette::HighlightedText, Qt::white);
  for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
    p.setColor(QPalette::Disabled, role, disabled);
  return p;
}
} // namespace

void applyTheme(Theme theme)
{
  const SystemLook &look = systemLook(); // captured on the first call, before any change
  switch (theme) {
  case Theme::System:
    QApplication::setStyle(QStyleFactory::create(look.styleName));
    QApplication::setPalette(look.palette);
    break;
  case Theme::Light:
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    QApplication::setPalette(QApplication::style()->standardPalette());
    break;
  case Theme::Dark:
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    QApplication::setPalette(darkPalette());
    break;
  }
}

} // namespace mirage
