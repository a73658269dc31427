#!/usr/bin/env bash
# Tears down what up.sh started, by the pids it recorded (never by process name):
# jobs first, then slurmd, leftover slurmstepd, slurmctld, slurmdbd, MariaDB, sshd, and munged if
# up.sh started it. --purge also deletes the state folder and the configuration it wrote.
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=tests/cluster/common.sh
source "$here/common.sh"

if live_pid "$MC_DIR/run/slurmctld.pid" >/dev/null; then
  scancel --full --quiet -u root 2>/dev/null
  scancel --full --quiet -u "$MC_SSH_USER" 2>/dev/null
  wait_for "[ -z \"\$(squeue -h -t running,completing,pending -o %i)\" ]" 20 || log "jobs still listed after 20 s"
fi
for ((i = 1; i <= MC_NODES; i++)); do
  for pid in $(scontrol listpids '*' "node$i" 2>/dev/null | awk 'NR > 1 {print $1}'); do
    kill -KILL "$pid" 2>/dev/null
  done
  stop_pidfile "$MC_DIR/run/slurmd-node$i.pid" 10
done
# Orphaned slurmstepd processes ignore SIGTERM; theirs have their cwd inside $MC_DIR.
for proc in /proc/[0-9]*; do
  [ "$(readlink "$proc/exe" 2>/dev/null)" = /usr/sbin/slurmstepd ] || continue
  case "$(readlink "$proc/cwd" 2>/dev/null)" in
    "$MC_DIR"*) pkill -KILL -P "${proc#/proc/}" 2>/dev/null; kill -KILL "${proc#/proc/}" 2>/dev/null ;;
  esac
done
stop_pidfile "$MC_DIR/run/slurmctld.pid" 15
stop_pidfile "$MC_DIR/run/slurmdbd.pid" 10
stop_pidfile "$MC_DIR/mysql/mariadbd.pid" 20
stop_pidfile "$MC_DIR/run/sshd.pid" 5
if [ -e "$MC_DIR/run/munged.ours" ]; then
  stop_pidfile /run/munge/munged.pid 5
  rm -f "$MC_DIR/run/munged.ours"
fi
if [ "${1:-}" = --purge ]; then
  for f in slurm.conf gres.conf slurmdbd.conf; do
    grep -qsF "$MC_MARK" "$MC_CONF_DIR/$f" && rm -f "$MC_CONF_DIR/$f"
  done
  rm -rf "$MC_DIR"
fi
log "down"
