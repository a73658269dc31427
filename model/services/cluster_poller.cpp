#include "services/cluster_poller.h"

#include "core/background_pool.h"
#include "core/core_tr.h"
#include "services/calibration_tracker.h"
#include "store/forecast_model_store.h"
#include "store/history_store.h"
#include "store/snapshot_store.h"
#include "store/store.h"
#include "store/trace_import.h"

#include <QDateTime>
#include <QtConcurrent>

namespace mirage {

QStringList sacctHistoryArguments(const QString &since, const QString &until)
{
  return {QStringLiteral("sacct"),
          QStringLiteral("-a"),
          QStringLiteral("-X"),
          QStringLiteral("-P"),
          QStringLiteral("-s"),
          QStringLiteral("CD,F,TO,CA,NF,OOM,PR,DL"),
          QStringLiteral("-S"),
          since,
          QStringLiteral("-E"),
          until,
          QStringLiteral("-o"),
          QStringLiteral("JobID,JobIDRaw,JobName,User,Account,Partition,State,Submit,Start,End,Timelimit,NNodes,NCPUS,"
                         "AllocTRES,ReqTRES")};
}

ClusterPoller::ClusterPoller(std::shared_ptr<CommandRunner> runner, SnapshotOptions options, Store *store,
                             PollerSettings settings, QObject *parent)
    : QObject(parent), m_runner(std::move(runner)), m_options(std::move(options)), m_store(store), m_settings(settings)
{
  m_options.cancel = &m_cancel;
  m_timer.setSingleShot(true);
  connect(&m_timer, &QTimer::timeout, this, &ClusterPoller::pollNow);
  connect(&m_watcher, &QFutureWatcher<Outcome>::finished, this, &ClusterPoller::finished);
}

ClusterPoller::~ClusterPoller()
{
  m_cancel = true;
  m_watcher.waitForFinished();
}

void ClusterPoller::start()
{
  m_cancel = false;
  m_failures = 0;
  pollNow();
}

void ClusterPoller::stop()
{
  m_timer.stop();
  m_cancel = true;
  m_watcher.waitForFinished();
  setStatus(PollStatus::Stopped, CoreTr::tr("stopped"));
}

void ClusterPoller::pollNow()
{
  if (m_running)
    return;
  m_timer.stop();
  m_cancel = false;
  m_running = true;
  if (m_status == PollStatus::Stopped)
    setStatus(PollStatus::Polling, CoreTr::tr("connecting to %1…").arg(m_runner->describe()));
  m_watcher.setFuture(QtConcurrent::run(backgroundPool(), [this] { return pollOnce(); }));
}

ClusterPoller::Outcome ClusterPoller::pollOnce()
{
  Outcome out;
  auto snapshot = takeSnapshot(*m_runner, m_options);
  if (!snapshot) {
    out.error = snapshot.error();
    return out;
  }
  out.snapshot = snapshot.value();
  if (m_store) {
    const auto saved = m_store->run([s = out.snapshot](Database &db) { return saveSnapshot(db, s); }).result();
    if (!saved) {
      out.error = saved.error();
      return out;
    }
  }
  if (m_settings.calibrate && m_store)
    calibrate(out.snapshot, out);
  if (!m_settings.readHistory || !m_store)
    return out;
  // Finished jobs since the newest end already stored (minus an hour of overlap: duplicates are
  // recognised), or historyDays back on the first read.
  const QString cluster = out.snapshot.cluster;
  const qint64 newestEnd = m_store->run([cluster](Database &db) { return newestJobEnd(db, cluster); }).result();
  const QTimeZone zone(out.snapshot.timeZone.toUtf8());
  const qint64 since = newestEnd > 0 ? newestEnd - 3600 : out.snapshot.time - qint64(m_settings.historyDays) * 86400;
  const auto local = [&](qint64 t) {
    return QDateTime::fromSecsSinceEpoch(t, zone.isValid() ? zone : QTimeZone::utc())
        .toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss"));
  };
  const CommandResult r =
      m_runner->run(sacctHistoryArguments(local(since), local(out.snapshot.time)), 60000, &m_cancel);
  if (!r.ok()) {
    // No accounting (or sacct failed): the snapshot still counts; say so.
    out.historyNote = r.errorMessage(m_runner->describe() + QStringLiteral(": sacct"));
    return out;
  }
  ImportOptions options;
  options.cluster = cluster;
  options.trace.format = TraceFormat::Sacct;
  options.trace.timeZone = zone.isValid() ? zone : QTimeZone::utc();
  const QByteArray data = r.out;
  const QString source = m_runner->describe();
  const ImportResult imported = m_store
                                    ->run([data, options, source](Database &db) {
                                      auto reader =
                                          openTraceData(data, source + QStringLiteral(": sacct"), options.trace);
                                      return importJobs(db, *reader, options, source);
                                    })
                                    .result();
  if (!imported.error.isEmpty() && !imported.error.contains(QLatin1String("no jobs found")))
    out.historyNote = imported.error;
  out.newJobs = imported.jobs;
  if (out.newJobs > 0 && m_context && !m_context->history)
    m_context.reset(); // the first history: the next poll's calibration forecasts from it too
  return out;
}

void ClusterPoller::calibrate(const ClusterSnapshot &snapshot, Outcome &out)
{
  if (!m_context || ++m_pollsSinceContext >= std::max(1, m_settings.contextEveryPolls)) {
    m_context = m_store
                    ->run([cluster = snapshot.cluster](Database &db) {
                      return std::make_shared<const ForecastContext>(loadForecastContext(db, cluster));
                    })
                    .result();
    m_pollsSinceContext = 0;
  }
  // Learn and load on the store's thread, forecast here (Monte-Carlo takes its time), save there.
  auto work = m_store
                  ->run([snapshot, context = m_context](Database &db) {
                    return services::beginCalibrationStep(db, snapshot, *context);
                  })
                  .result();
  if (!work.ok()) {
    out.calibrationNote = work.error();
    return;
  }
  auto shared = std::make_shared<services::CalibrationWork>(std::move(work).value());
  services::issueForecasts(*shared, snapshot, *m_context, 200, &m_cancel);
  const auto step =
      m_store->run([shared](Database &db) { return services::finishCalibrationStep(db, *shared); }).result();
  if (!step.ok())
    out.calibrationNote = step.error();
}

void ClusterPoller::finished()
{
  m_running = false;
  if (m_cancel && m_status == PollStatus::Stopped)
    return;
  const Outcome out = m_watcher.result();
  if (!out.error.isEmpty()) {
    ++m_failures;
    m_lastError = out.error;
    // 1, 2, 4, … times the interval, at most maxBackoffS.
    const qint64 backoff = qint64(m_settings.intervalS) << std::min(m_failures - 1, 16);
    m_delayS = int(std::min<qint64>(std::max<qint64>(backoff, 1), m_settings.maxBackoffS));
    setStatus(PollStatus::Unreachable, CoreTr::tr("%1 — next try in %2 s").arg(out.error).arg(m_delayS));
  } else {
    m_failures = 0;
    m_lastError.clear();
    m_delayS = m_settings.intervalS;
    emit snapshotTaken(out.snapshot);
    if (out.newJobs > 0)
      emit historyImported(out.newJobs);
    QString message = out.historyNote.isEmpty()
                          ? CoreTr::tr("connected to %1").arg(m_runner->describe())
                          : CoreTr::tr("connected to %1; history: %2").arg(m_runner->describe(), out.historyNote);
    if (!out.calibrationNote.isEmpty())
      message += CoreTr::tr("; calibration: %1").arg(out.calibrationNote);
    setStatus(PollStatus::Connected, message);
  }
  if (!m_cancel)
    m_timer.start(m_delayS * 1000);
}

void ClusterPoller::setStatus(PollStatus status, const QString &message)
{
  m_status = status;
  emit statusChanged(status, message);
}

} // namespace mirage
