#include "store/schema.h"

namespace mirage {

QStringList schemaMigrations()
{
  return {
      // 0 -> 1: the first schema.
      QStringLiteral(R"SQL(
CREATE TABLE clusters (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  source TEXT NOT NULL DEFAULT '',          -- local | ssh://user@host:port | trace | demo
  time_zone TEXT NOT NULL DEFAULT '',
  created INTEGER NOT NULL
);
CREATE TABLE imports (
  id INTEGER PRIMARY KEY,
  cluster_id INTEGER NOT NULL REFERENCES clusters(id) ON DELETE CASCADE,
  path TEXT NOT NULL,
  format TEXT NOT NULL,
  started INTEGER NOT NULL,
  finished INTEGER,
  jobs INTEGER NOT NULL DEFAULT 0,
  duplicates INTEGER NOT NULL DEFAULT 0,
  skipped INTEGER NOT NULL DEFAULT 0,
  first_submit INTEGER,
  last_submit INTEGER
);
CREATE TABLE jobs (
  id INTEGER PRIMARY KEY,
  cluster_id INTEGER NOT NULL REFERENCES clusters(id) ON DELETE CASCADE,
  import_id INTEGER REFERENCES imports(id) ON DELETE SET NULL,
  job_id TEXT NOT NULL,
  name TEXT, user TEXT, account TEXT, partition TEXT, state TEXT,
  submit INTEGER NOT NULL,
  start INTEGER, end INTEGER,
  time_limit INTEGER,
  nodes INTEGER, cpus INTEGER, gpus INTEGER,
  -- Array tasks can share a job id and submit time (Eagle's CSV writes the parent id for each
  -- task): seq numbers the records with the same (job_id, submit) in the order of their source,
  -- so a re-import of the same file finds each record again.
  seq INTEGER NOT NULL DEFAULT 0,
  UNIQUE (cluster_id, job_id, submit, seq)
);
CREATE INDEX jobs_by_submit ON jobs (cluster_id, submit);
CREATE TABLE snapshots (
  id INTEGER PRIMARY KEY,
  cluster_id INTEGER NOT NULL REFERENCES clusters(id) ON DELETE CASCADE,
  time INTEGER NOT NULL,
  running INTEGER NOT NULL, pending INTEGER NOT NULL,
  gpus_in_use INTEGER NOT NULL DEFAULT 0, gpus_total INTEGER NOT NULL DEFAULT 0,
  pending_gpu_hours REAL NOT NULL DEFAULT 0,  -- requested GPU-hours (by time limit) of the queue
  data BLOB NOT NULL                        -- the snapshot as Mirage snapshot JSON
);
CREATE INDEX snapshots_by_time ON snapshots (cluster_id, time);
CREATE TABLE chains (
  id INTEGER PRIMARY KEY,
  cluster_id INTEGER REFERENCES clusters(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  definition TEXT NOT NULL,                 -- JSON
  created INTEGER NOT NULL
);
CREATE TABLE models (
  id INTEGER PRIMARY KEY,
  cluster_id INTEGER REFERENCES clusters(id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  name TEXT NOT NULL,
  data_from INTEGER, data_to INTEGER,       -- the training window
  scores TEXT,                              -- JSON
  parameters BLOB,
  created INTEGER NOT NULL
);
CREATE TABLE scenarios (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  definition TEXT NOT NULL,                 -- JSON
  results TEXT,                             -- JSON
  created INTEGER NOT NULL, modified INTEGER NOT NULL
);
CREATE TABLE reports (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,
  path TEXT NOT NULL,
  parameters TEXT,                          -- JSON
  created INTEGER NOT NULL
);
)SQL"),
      // 1 -> 2: a chain's links, each recorded before its sbatch (the intent) and after it (the
      // job id), so that a runner that crashes in between finds the job by its name, never
      // submitting a link twice.
      QStringLiteral(R"SQL(
CREATE TABLE chain_links (
  id INTEGER PRIMARY KEY,
  chain_id INTEGER NOT NULL REFERENCES chains(id) ON DELETE CASCADE,
  link INTEGER NOT NULL,                    -- 0 for the first job
  tag TEXT NOT NULL,                        -- the job name given to sbatch
  state TEXT NOT NULL,                      -- intended | submitted
  job_id TEXT,                              -- Slurm's id once known
  intended INTEGER NOT NULL,
  submitted INTEGER,
  UNIQUE (chain_id, link)
);
)SQL"),
      // 2 -> 3: who runs a chain now (mirage-cli chain run or a window), so that two never run the
      // same chain at once; a row whose process is gone or whose heartbeat is old is nobody's.
      QStringLiteral(R"SQL(
CREATE TABLE chain_runners (
  chain_id INTEGER PRIMARY KEY REFERENCES chains(id) ON DELETE CASCADE,
  holder TEXT NOT NULL,                     -- "mirage-cli chain run", "the Mirage window"
  pid INTEGER NOT NULL,
  host TEXT NOT NULL,
  since INTEGER NOT NULL,
  heartbeat INTEGER NOT NULL
);
)SQL"),
      // 3 -> 4: adaptive calibration per cluster and forecast method (forecast/adaptive_calibration.h):
      // its shifts, the forecasts issued to jobs still waiting, whose outcomes teach it, and how
      // the issued forecasts scored against the starts.
      QStringLiteral(R"SQL(
CREATE TABLE forecast_calibration (
  cluster_id INTEGER NOT NULL REFERENCES clusters(id) ON DELETE CASCADE,
  method TEXT NOT NULL,
  state TEXT NOT NULL,                      -- JSON: AdaptiveCalibration::toJson
  pending TEXT NOT NULL,                    -- JSON: the issued forecasts not yet learned
  live TEXT NOT NULL DEFAULT '{}',          -- JSON: the issued forecasts' scores against the starts
  updated INTEGER NOT NULL,
  PRIMARY KEY (cluster_id, method)
);
)SQL"),
  };
}

} // namespace mirage
