#!/usr/bin/env bash
# Shared settings of the local test cluster scripts (sourced by up.sh and down.sh).
# shellcheck disable=SC2034
MC_DIR="${MIRAGE_CLUSTER_DIR:-/tmp/mirage-cluster}"   # all state, logs, pids, keys
MC_CONF_DIR=/etc/slurm                                   # clients read /etc/slurm/slurm.conf
MC_MARK="# written by mirage tests/cluster/up.sh"
MC_CLUSTER=mirage-test
MC_NODES=4
MC_SSH_PORT="${MIRAGE_SSH_PORT:-2222}"
MC_SSH_USER=mirage-test
MC_DB_PORT=13306

log() { printf '[cluster] %s\n' "$*"; }
die() { printf '[cluster] error: %s\n' "$*" >&2; exit 1; }

# A pid from a pid file that names a live (not zombie) process, else nothing.
live_pid() {
  local file="$1" pid state
  [ -s "$file" ] || return 1
  pid="$(tr -dc '0-9' 2>/dev/null <"$file")"
  [ -n "$pid" ] && [ -d "/proc/$pid" ] || return 1
  state="$(awk '{print $3}' "/proc/$pid/stat" 2>/dev/null)"
  [ -n "$state" ] && [ "$state" != Z ] && printf '%s' "$pid"
}

# Waits up to $2 seconds (default 30) for the command in $1 to succeed.
wait_for() {
  local what="$1" limit="${2:-30}" i
  for ((i = 0; i < limit * 4; i++)); do
    if eval "$what" >/dev/null 2>&1; then return 0; fi
    sleep 0.25
  done
  return 1
}

# Stops the process in pid file $1: SIGTERM, then SIGKILL after $2 seconds (default 10).
stop_pidfile() {
  local file="$1" grace="${2:-10}" pid i
  pid="$(live_pid "$file")" || { rm -f "$file"; return 0; }
  kill -TERM "$pid" 2>/dev/null || true
  for ((i = 0; i < grace * 4; i++)); do
    live_pid "$file" >/dev/null || { rm -f "$file"; return 0; }
    sleep 0.25
  done
  kill -KILL "$pid" 2>/dev/null || true
  rm -f "$file"
}
