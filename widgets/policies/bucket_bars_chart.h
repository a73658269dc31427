#pragma once
// Each method's mean cost per load bucket (low, medium, heavy: the reactive outcome of the
// episode), as grouped bars; hovering a bar gives the cost, the interruption and overlap behind it
// and its episodes.
#include <QWidget>

#include <vector>

class QCustomPlot;

namespace mirage {

class BucketBarsChart : public QWidget {
  Q_OBJECT
public:
  struct Method {
    QString name;
    std::vector<double> cost;         // GPU-hours a hand-over, per bucket
    std::vector<double> interruption; // hours, per bucket
    std::vector<double> overlap;      // hours, per bucket
    std::vector<int> episodes;        // per bucket
  };
  explicit BucketBarsChart(QWidget *parent = nullptr);
  // `buckets`: the groups' names (translated), as many as each method's values.
  void setMethods(const QStringList &buckets, const std::vector<Method> &methods);
  int barCount() const;
  QString tooltipAt(const QPoint &pos) const;
  QCustomPlot *plot() const { return m_plot; }

protected:
  void changeEvent(QEvent *event) override;

private:
  void rebuild();
  QCustomPlot *m_plot;
  QStringList m_buckets;
  std::vector<Method> m_methods;
};

} // namespace mirage
