// Loads libmirage_ml.so the way the GUI and the CLI do (at run time, through MlLibrary), and
// trains a small model of each kind through the loaded API.
#include "services/library_versions.h"
#include "ml/ml_library.h"

#include <QElapsedTimer>
#include <QTest>

#include <cmath>

using namespace mirage;

class TestMlLibrary : public QObject {
  Q_OBJECT
private slots:
  void not_loaded_before_first_use()
  {
    QVERIFY(!MlLibrary::isLoaded());
    const auto basic = basicLibraryVersions();
    QVERIFY(!MlLibrary::isLoaded()); // the cheap versions do not load torch
    QCOMPARE(basic.mirage, QStringLiteral(MIRAGE_VERSION));
    QVERIFY(basic.sqlite.startsWith(QLatin1String("3.")));
  }

  void loads_and_reports_versions()
  {
    QElapsedTimer timer;
    timer.start();
    const auto *api = MlLibrary::api();
    QVERIFY2(api, qPrintable(MlLibrary::error()));
    qInfo("libmirage_ml.so loaded in %lld ms from %s", timer.elapsed(), qPrintable(MlLibrary::path()));
    QVERIFY(MlLibrary::isLoaded());
    QCOMPARE(MlLibrary::api(), api); // loaded once
    const auto v = fullLibraryVersions();
    QVERIFY(v.mlError.isEmpty());
    QVERIFY2(v.torch.startsWith(QLatin1String("1.")) || v.torch.startsWith(QLatin1String("2.")), qPrintable(v.torch));
    QVERIFY2(v.xgboost.startsWith(QLatin1String("1.")) || v.xgboost.startsWith(QLatin1String("2.")),
             qPrintable(v.xgboost));
  }

  void trains_every_kind_through_the_loaded_api()
  {
    const auto *api = MlLibrary::api();
    QVERIFY(api);
    // y = 2 a - b on a grid.
    ml::Matrix x(200, 2);
    std::vector<float> y(200);
    for (int i = 0; i < 200; ++i) {
      x.at(i, 0) = float(i % 20) / 10.0f;
      x.at(i, 1) = float(i / 20) / 5.0f;
      y[i] = 2 * x.at(i, 0) - x.at(i, 1);
    }
    const auto kinds = api->kinds();
    QVERIFY(kinds.size() >= 3);
    for (const std::string &kind : kinds) {
      const bool torch = kind.rfind("torch-", 0) == 0;
      ml::RegressorOptions options;
      options.epochs = torch ? 200 : 100;
      options.learningRate = torch ? 0.01f : 0.2f;
      if (kind == "torch-transformer" || kind == "torch-moe")
        options.hiddenUnits = 16; // two steps of one feature each
      if (kind == "torch-moe")
        options.experts = 4; // on the first 20 %, then together on 80 %
      auto model = api->make(kind, options);
      model->fit(x, y);
      const auto p = model->predict(x);
      double err = 0;
      for (int i = 0; i < 200; ++i)
        err += std::fabs(p[i] - y[i]);
      err /= 200;
      qInfo("%s: mean absolute error %.3f (target range -2..2)", kind.c_str(), err);
      QVERIFY2(err < 0.25, kind.c_str());
    }
    QVERIFY_THROWS_EXCEPTION(ml::MlError, api->make("nonsense", {}));
  }
};

QTEST_GUILESS_MAIN(TestMlLibrary)
#include "tst_ml_library.moc"
