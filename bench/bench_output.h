#pragma once
// What every benchmark prints: one compact JSON object per figure, and medians of repeated runs.
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>

#include <algorithm>
#include <cstdio>

namespace mirage::bench {

inline double median(QList<double> v)
{
  std::sort(v.begin(), v.end());
  return v.isEmpty() ? 0 : (v.size() % 2 ? v[v.size() / 2] : (v[v.size() / 2 - 1] + v[v.size() / 2]) / 2);
}

inline void printFigure(const QJsonObject &o)
{
  std::printf("%s\n", QJsonDocument(o).toJson(QJsonDocument::Compact).constData());
  std::fflush(stdout);
}

} // namespace mirage::bench
