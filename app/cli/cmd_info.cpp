// mirage-cli info: versions of Mirage and its libraries, where data lives, whether CUDA is there.
#include "cli/cli_options.h"
#include "ml/ml_library.h"
#include "services/library_versions.h"
#include "settings/app_settings.h"

#include <QCommandLineParser>
#include <QJsonDocument>
#include <QJsonObject>

namespace mirage::cli {
namespace {

int runInfo(CliContext &ctx)
{
  QCommandLineParser parser;
  parser.setApplicationDescription(
      CliTr::tr("Show the versions of Mirage and its libraries and where its data lives."));
  const QCommandLineOption json(QStringLiteral("json"), CliTr::tr("Print one JSON object."));
  const QCommandLineOption noMl(QStringLiteral("no-ml"), CliTr::tr("Do not load the machine-learning library (fast)."));
  parser.addOptions({json, noMl});
  if (const int rc = parseCommandLine(parser, QStringLiteral("info"), ctx); rc >= 0)
    return rc;
  const LibraryVersionInfo v = parser.isSet(noMl) ? basicLibraryVersions() : fullLibraryVersions();
  const QString dataFolder = AppSettings().dataFolder();
  if (parser.isSet(json)) {
    QJsonObject o{{QStringLiteral("mirage"), v.mirage},        {QStringLiteral("qt"), v.qt},
                  {QStringLiteral("sqlite"), v.sqlite},        {QStringLiteral("torch"), v.torch},
                  {QStringLiteral("xgboost"), v.xgboost},      {QStringLiteral("cuda_devices"), v.cudaDevices},
                  {QStringLiteral("data_folder"), dataFolder}, {QStringLiteral("ml_library"), MlLibrary::path()}};
    if (!v.mlError.isEmpty())
      o.insert(QStringLiteral("ml_error"), v.mlError);
    ctx.out << QJsonDocument(o).toJson(QJsonDocument::Compact) << Qt::endl;
  } else {
    const QString missing = parser.isSet(noMl) ? CliTr::tr("(not loaded)") : CliTr::tr("(not available)");
    ctx.out << CliTr::tr("Mirage %1").arg(v.mirage) << '\n'
            << CliTr::tr("Qt %1, SQLite %2").arg(v.qt, v.sqlite) << '\n'
            << CliTr::tr("libtorch %1, XGBoost %2")
                   .arg(v.torch.isEmpty() ? missing : v.torch, v.xgboost.isEmpty() ? missing : v.xgboost)
            << '\n'
            << CliTr::tr("CUDA devices: %1").arg(v.cudaDevices) << '\n'
            << CliTr::tr("Data folder: %1").arg(dataFolder) << '\n'
            << CliTr::tr("Machine-learning library: %1").arg(MlLibrary::path()) << Qt::endl;
  }
  if (!v.mlError.isEmpty()) {
    ctx.err << "mirage-cli info: " << v.mlError << Qt::endl;
    return Failure;
  }
  return Success;
}

const RegisterCommand reg({QStringLiteral("info"),
                           [] { return CliTr::tr("Versions of Mirage and its libraries, data folder, CUDA"); },
                           &runInfo});

} // namespace
} // namespace mirage::cli
