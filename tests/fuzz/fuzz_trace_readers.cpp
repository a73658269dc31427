// Every trace reader (SWF, sacct --parsable2, Mirage log, Eagle CSV) and format detection, on the
// same bytes; the first byte picks the format (0: detect, as import does).
#include "fuzz_input.h"
#include "traces/trace_reader.h"

#include <QList>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
  if (size == 0)
    return 0;
  using mirage::TraceFormat;
  static const TraceFormat kFormats[] = {TraceFormat::Auto, TraceFormat::Swf, TraceFormat::Sacct,
                                         TraceFormat::MirageLog, TraceFormat::EagleCsv};
  const QByteArray file = mirage::fuzz::bytes(data + 1, size - 1);
  (void)mirage::detectTraceFormat(file.split('\n').mid(0, 8));
  mirage::TraceOptions options;
  options.format = kFormats[data[0] % 5];
  options.timeZone = QTimeZone::utc();
  options.gpusPerNode = data[0] / 5 % 4;
  const auto reader = mirage::openTraceData(file, QStringLiteral("fuzz"), options);
  if (!reader)
    return 0;
  mirage::TraceJob job;
  while (reader->next(job)) {
  }
  (void)reader->machine();
  return 0;
}
