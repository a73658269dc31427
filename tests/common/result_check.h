#pragma once
// QVERIFY_OK(expr): expr (a mirage::Result) succeeded; the test fails with its error otherwise.
#include <QTest>

#define QVERIFY_OK(expr)                                                                                               \
  do {                                                                                                                 \
    const auto &result_ = (expr);                                                                                      \
    QVERIFY2(result_.ok(), qPrintable(result_.error()));                                                               \
  } while (false)
