#pragma once
// Inputs that several tests share, written once.
#include "store/chain_store.h"
#include "store/database.h"

#include <QFile>
#include <QString>

namespace mirage::test {

// Three jobs on one node, FCFS: J1 0–3600; J2 (submitted 600, runs 1800) 3600–5400; J3 (1200,
// 600) 5400–6000. Waits 0, 3000, 4200 s. On two nodes: J2 at 600, J3 at 2400: waits 0, 0, 1200 s.
inline constexpr const char *kTinySwf = "; UnixStartTime: 1700000000\n"
                                        "1 0 0 3600 1 -1 -1 1 7200 -1 1 1 1 -1 -1 -1 -1 -1\n"
                                        "2 600 0 1800 1 -1 -1 1 3600 -1 1 2 1 -1 -1 -1 -1 -1\n"
                                        "3 1200 0 600 1 -1 -1 1 600 -1 1 3 1 -1 -1 -1 -1 -1\n";
inline constexpr qint64 kTinySwfStart = 1700000000;

// Stores "llm-serve": three links of 48 h on gpu-a100 running `script` (written as a stub here).
inline Result<qint64> saveLlmServeChain(Database &db, const QString &script)
{
  QFile f(script);
  if (!f.open(QIODevice::WriteOnly) || f.write("#!/bin/sh\n") < 0)
    return failure(QStringLiteral("cannot write %1").arg(script));
  f.close();
  policy::ChainDefinition c;
  c.name = QStringLiteral("llm-serve");
  c.partition = QStringLiteral("gpu-a100");
  c.scripts << script;
  c.links = 3;
  c.limitSeconds = 48 * 3600;
  return saveChain(db, c);
}

} // namespace mirage::test
