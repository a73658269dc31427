// The fuzz targets as ordinary programs: every file named (or inside a folder named) on the command
// line is fed to LLVMFuzzerTestOneInput once. ctest runs them over tests/fuzz/regressions (every
// finding of tools/fuzz.sh, kept) and the fixtures, in the normal build, so a fixed finding stays
// fixed without libFuzzer.
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>

#include <cstdint>
#include <cstdio>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size);

namespace {
bool replay(const QString &path)
{
  QFile f(path);
  if (!f.open(QIODevice::ReadOnly)) {
    std::fprintf(stderr, "cannot read %s\n", qPrintable(path));
    return false;
  }
  const QByteArray bytes = f.readAll();
  LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t *>(bytes.constData()), std::size_t(bytes.size()));
  return true;
}
} // namespace

int main(int argc, char **argv)
{
  int inputs = 0;
  for (int i = 1; i < argc; ++i) {
    const QString arg = QString::fromLocal8Bit(argv[i]);
    if (QFileInfo(arg).isDir()) {
      for (QDirIterator it(arg, QDir::Files, QDirIterator::Subdirectories); it.hasNext();)
        inputs += replay(it.next()) ? 1 : 0;
    } else if (!replay(arg)) {
      return 1;
    } else {
      ++inputs;
    }
  }
  std::printf("%d inputs replayed without a crash\n", inputs);
  return inputs > 0 ? 0 : 1;
}
