// "Score forecasts on a trace…" as a user drives it: a month of the real LS6 trace scored from the
// window, the same numbers as the services layer gives mirage-cli forecast-eval, errors named by
// field, Cancel, the JSON saved and the form remembered.
#include "services/forecast_scoring.h"
#include "widgets/forecast/forecast_eval_dialog.h"
#include "widgets/forecast/forecast_workspace.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace mirage;

namespace {
const QString kLs6 = QStringLiteral(MIRAGE_SHARED_DATA_DIR "/ls6-a100.log");

void checkOnly(QListWidget *list, const QStringList &methods)
{
  for (int i = 0; i < list->count(); ++i)
    list->item(i)->setCheckState(methods.contains(list->item(i)->text()) ? Qt::Checked : Qt::Unchecked);
}
} // namespace

class TestForecastEvalDialog : public QObject {
  Q_OBJECT
private slots:
  void initTestCase()
  {
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setOrganizationName(QStringLiteral("MirageTest"));
    QApplication::setApplicationName(QStringLiteral("tst_forecast_eval_dialog"));
    QSettings().clear();
  }

  void the_workspace_opens_it()
  {
    ForecastWorkspace ws;
    QVERIFY(!ws.evalDialog());
    ws.scoreOnTraceButton()->click();
    QVERIFY(ws.evalDialog() && ws.evalDialog()->isVisible());
    ws.evalDialog()->close();
  }

  void bad_forms_are_named_by_field()
  {
    ForecastEvalDialog dialog;
    dialog.traceEdit()->clear();
    dialog.runButton()->click();
    QVERIFY(!dialog.isRunning());
    QVERIFY2(dialog.statusLabel()->text().startsWith(QLatin1String("Trace:")),
             qPrintable(dialog.statusLabel()->text()));
    dialog.traceEdit()->setText(QStringLiteral("/nonexistent/trace.log"));
    dialog.runButton()->click();
    QVERIFY(dialog.statusLabel()->text().contains(QLatin1String("/nonexistent/trace.log")));
    dialog.traceEdit()->setText(kLs6);
    checkOnly(dialog.methodList(), {});
    dialog.runButton()->click();
    QVERIFY2(dialog.statusLabel()->text().startsWith(QLatin1String("Methods:")),
             qPrintable(dialog.statusLabel()->text()));
    QVERIFY(!dialog.isRunning());
  }

  void a_month_of_ls6_scored_as_the_cli_scores_it()
  {
    ForecastEvalDialog dialog;
    dialog.resize(1100, 640);
    dialog.show();
    dialog.traceEdit()->setText(kLs6);
    dialog.modeBox()->setCurrentIndex(0);
    dialog.monthsBox()->setValue(1);
    checkOnly(dialog.methodList(), {QStringLiteral("hist-median"), QStringLiteral("qbets")});
    QSignalSpy started(&dialog, &ForecastEvalDialog::started), finished(&dialog, &ForecastEvalDialog::finished);
    dialog.runButton()->click();
    QCOMPARE(started.size(), 1);
    QVERIFY(dialog.isRunning());
    QVERIFY(!dialog.runButton()->isEnabled() && dialog.cancelButton()->isVisible());
    QVERIFY(finished.wait(240000));
    QVERIFY2(!dialog.statusLabel()->text().contains(QLatin1String("failed")), qPrintable(dialog.statusLabel()->text()));
    // Each method raw and with adaptive calibration, for March 2023 (the trace's last month).
    QCOMPARE(dialog.rows().size(), 4);
    QCOMPARE(dialog.rows()[0].window, QStringLiteral("2023-03"));
    QCOMPARE(dialog.rows()[0].method, QStringLiteral("hist-median"));
    QCOMPARE(dialog.rows()[1].method, QStringLiteral("hist-median+adaptive"));
    QCOMPARE(dialog.rows()[3].method, QStringLiteral("qbets+adaptive"));
    QCOMPARE(dialog.resultsView()->model()->rowCount(), 4);
    // The same numbers as the service that mirage-cli forecast-eval prints.
    const auto options = dialog.options();
    QVERIFY2(options.ok(), qPrintable(options.error()));
    const auto direct = services::scoreForecasts(options.value());
    QVERIFY2(direct.ok(), qPrintable(direct.error()));
    const ForecastScore expected = direct->months.front().evaluation.methods.front().scores.total();
    QVERIFY(expected.jobs > 1000);
    QCOMPARE(dialog.rows()[0].score.jobs, expected.jobs);
    QCOMPARE(dialog.rows()[0].score.maeLogWait, expected.maeLogWait);
    QCOMPARE(dialog.rows()[0].score.coverageP10P90, expected.coverageP10P90);
    const QString shown = dialog.resultsView()->model()->index(0, 4).data().toString();
    QCOMPARE(shown, QLocale().toString(expected.coverageP10P90, 'f', 2));
    // Beside it the same by the randomised PIT, explained in its tooltip.
    const QModelIndex pit = dialog.resultsView()->model()->index(0, 5);
    QCOMPARE(pit.data().toString(), QLocale().toString(expected.coverageP10P90Pit, 'f', 2));
    QVERIFY(pit.data(Qt::ToolTipRole).toString().contains(QLatin1String("randomised PIT")));
    QVERIFY(dialog.statusLabel()->text().contains(QLatin1String("in the band")));
    QDir().mkpath(QStringLiteral(MIRAGE_BINARY_DIR "/screenshots"));
    QVERIFY(dialog.grab().save(QStringLiteral(MIRAGE_BINARY_DIR "/screenshots/forecast-eval-dialog.png")));
    // Saved as forecast-eval --json prints it.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("scores.json"));
    QVERIFY(dialog.saveButton()->isEnabled());
    QVERIFY(dialog.saveJson(path).ok());
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QJsonObject json = QJsonDocument::fromJson(f.readAll()).object();
    QCOMPARE(json[QLatin1String("rolling_months")].toInt(), 1);
    QCOMPARE(json[QLatin1String("months")].toArray().size(), 1);
    // The form is remembered for the next time.
    ForecastEvalDialog again;
    QCOMPARE(again.traceEdit()->text(), kLs6);
    QCOMPARE(again.monthsBox()->value(), 1);
    int checked = 0;
    for (int i = 0; i < again.methodList()->count(); ++i)
      checked += again.methodList()->item(i)->checkState() == Qt::Checked;
    QCOMPARE(checked, 2);
  }

  void cancel_stops_the_run_and_shows_nothing()
  {
    ForecastEvalDialog dialog;
    dialog.traceEdit()->setText(kLs6);
    dialog.monthsBox()->setValue(2);
    checkOnly(dialog.methodList(), {QStringLiteral("monte-carlo")});
    QSignalSpy finished(&dialog, &ForecastEvalDialog::finished);
    dialog.runButton()->click();
    QVERIFY(dialog.isRunning());
    QTest::qWait(300);
    dialog.cancelButton()->click();
    QVERIFY(finished.wait(60000));
    QCOMPARE(dialog.statusLabel()->text(), QStringLiteral("Cancelled."));
    QCOMPARE(dialog.rows().size(), 0);
    QVERIFY(dialog.runButton()->isEnabled() && !dialog.saveButton()->isEnabled());
  }
};

QTEST_MAIN(TestForecastEvalDialog)
#include "tst_forecast_eval_dialog.moc"
