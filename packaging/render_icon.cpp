// Renders the SVG icon to a square PNG: render_icon in.svg SIZE out.png
#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>

#include <cstdio>

int main(int argc, char *argv[])
{
  QGuiApplication app(argc, argv);
  const QStringList args = QCoreApplication::arguments();
  if (args.size() != 4) {
    std::fprintf(stderr, "usage: render_icon in.svg SIZE out.png\n");
    return 2;
  }
  QSvgRenderer svg(args[1]);
  const int size = args[2].toInt();
  if (!svg.isValid() || size <= 0) {
    std::fprintf(stderr, "render_icon: cannot read %s or bad size %s\n", qPrintable(args[1]), qPrintable(args[2]));
    return 1;
  }
  QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
  image.fill(Qt::transparent);
  QPainter painter(&image);
  painter.setRenderHint(QPainter::Antialiasing);
  svg.render(&painter);
  painter.end();
  QDir().mkpath(QFileInfo(args[3]).absolutePath());
  return image.save(args[3], "PNG") ? 0 : 1;
}
