#!/usr/bin/env bash
# Brings up, from nothing, a real Slurm 22.05 cluster on 127.0.0.1 and an sshd for the tests:
# munge, a private MariaDB + slurmdbd (so sacct works), slurmctld, four slurmd nodes with fake
# GPUs (a100 on node1-2, h100 on node3-4), partitions `gpu` (all nodes, default) and `debug`
# (node1-2, 30 min), and sshd on 127.0.0.1:2222 with user mirage-test who logs in by key.
# Idempotent: starts only what is not running. Facts: ../shared/docs/slurm-local.md.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=tests/cluster/common.sh
source "$here/common.sh"
[ "$(id -u)" -eq 0 ] || die "run as root (it starts daemons and writes $MC_CONF_DIR)"

bash "$here/../../tools/install-deps.sh" test
mkdir -p "$MC_DIR"/{state,log,run,spool,dev,jobs,mysql,ssh}
chmod 1777 "$MC_DIR/jobs"
chmod 755 "$MC_DIR"

# --- munge -------------------------------------------------------------------------------------
if ! live_pid /run/munge/munged.pid >/dev/null; then
  mkdir -p /run/munge && chown munge: /run/munge && chmod 755 /run/munge
  if [ ! -s /etc/munge/munge.key ]; then
    dd if=/dev/urandom of=/etc/munge/munge.key bs=1024 count=1 status=none
    chown munge: /etc/munge/munge.key && chmod 400 /etc/munge/munge.key
  fi
  runuser -u munge -- /usr/sbin/munged
  touch "$MC_DIR/run/munged.ours"
  log "munged started"
fi
wait_for "munge -n | unmunge" 10 || die "munge does not answer"

# --- MariaDB (private: own datadir, port 13306, socket in $MC_DIR/mysql) ------------------------
cat >"$MC_DIR/my.cnf" <<CNF
[mysqld]
datadir=$MC_DIR/mysql/data
socket=$MC_DIR/mysql/mysqld.sock
pid-file=$MC_DIR/mysql/mariadbd.pid
port=$MC_DB_PORT
bind-address=127.0.0.1
user=mysql
log-error=$MC_DIR/mysql/mariadb.log
innodb_buffer_pool_size=128M
innodb_log_file_size=64M
innodb_lock_wait_timeout=900
skip-name-resolve
CNF
chown -R mysql: "$MC_DIR/mysql"
if [ ! -d "$MC_DIR/mysql/data/mysql" ]; then
  mariadb-install-db --defaults-file="$MC_DIR/my.cnf" --auth-root-authentication-method=socket \
    --skip-test-db >"$MC_DIR/log/mariadb-install.log" 2>&1 || die "mariadb-install-db failed (see $MC_DIR/log)"
fi
if ! live_pid "$MC_DIR/mysql/mariadbd.pid" >/dev/null; then
  setsid -f mariadbd --defaults-file="$MC_DIR/my.cnf" </dev/null >/dev/null 2>&1
  wait_for "mariadb --socket=$MC_DIR/mysql/mysqld.sock -e 'select 1'" 30 || die "MariaDB did not start (see $MC_DIR/mysql/mariadb.log)"
  log "mariadbd started"
fi
mariadb --socket="$MC_DIR/mysql/mysqld.sock" <<SQL
CREATE USER IF NOT EXISTS 'slurm'@'127.0.0.1' IDENTIFIED BY 'mirage-test-db';
CREATE USER IF NOT EXISTS 'slurm'@'localhost' IDENTIFIED BY 'mirage-test-db';
GRANT ALL ON slurm_acct_db.* TO 'slurm'@'127.0.0.1';
GRANT ALL ON slurm_acct_db.* TO 'slurm'@'localhost';
SQL

# --- configuration -----------------------------------------------------------------------------
mkdir -p "$MC_CONF_DIR"
if [ -f "$MC_CONF_DIR/slurm.conf" ] && ! grep -qF "$MC_MARK" "$MC_CONF_DIR/slurm.conf"; then
  die "$MC_CONF_DIR/slurm.conf exists and was not written by this script; refusing to overwrite it"
fi
for n in 0 1 2 3; do
  [ -e "$MC_DIR/dev/nvidia$n" ] || mknod "$MC_DIR/dev/nvidia$n" c 195 "$n" 2>/dev/null || touch "$MC_DIR/dev/nvidia$n"
done
conf_new="$(mktemp)"
cat >"$conf_new" <<CONF
$MC_MARK
ClusterName=$MC_CLUSTER
SlurmctldHost=localhost
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
SlurmctldPort=6817
StateSaveLocation=$MC_DIR/state
SlurmdSpoolDir=$MC_DIR/spool/%n
SlurmctldPidFile=$MC_DIR/run/slurmctld.pid
SlurmdPidFile=$MC_DIR/run/slurmd-%n.pid
SlurmctldLogFile=$MC_DIR/log/slurmctld.log
SlurmdLogFile=$MC_DIR/log/slurmd-%n.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
MpiDefault=none
MailProg=/bin/true
ReturnToService=2
SlurmdParameters=config_overrides
SelectType=select/cons_tres
SelectTypeParameters=CR_Core_Memory
DefMemPerCPU=500
SchedulerType=sched/backfill
SchedulerParameters=sched_interval=2,bf_interval=1,bf_resolution=10,sched_min_interval=100000
MinJobAge=300
KillWait=2
GresTypes=gpu
AccountingStorageType=accounting_storage/slurmdbd
AccountingStorageHost=localhost
AccountingStoragePort=6819
AccountingStorageTRES=gres/gpu,gres/gpu:a100,gres/gpu:h100
JobAcctGatherType=jobacct_gather/none
JobCompType=jobcomp/none
NodeName=node1 NodeHostname=localhost NodeAddr=127.0.0.1 Port=17001 CPUs=8 RealMemory=16000 Gres=gpu:a100:4 State=UNKNOWN
NodeName=node2 NodeHostname=localhost NodeAddr=127.0.0.1 Port=17002 CPUs=8 RealMemory=16000 Gres=gpu:a100:4 State=UNKNOWN
NodeName=node3 NodeHostname=localhost NodeAddr=127.0.0.1 Port=17003 CPUs=8 RealMemory=16000 Gres=gpu:h100:4 State=UNKNOWN
NodeName=node4 NodeHostname=localhost NodeAddr=127.0.0.1 Port=17004 CPUs=8 RealMemory=16000 Gres=gpu:h100:4 State=UNKNOWN
PartitionName=gpu Nodes=node[1-4] Default=YES MaxTime=INFINITE State=UP
PartitionName=debug Nodes=node[1-2] MaxTime=30 State=UP
CONF
conf_changed=0
if ! cmp -s "$conf_new" "$MC_CONF_DIR/slurm.conf"; then
  mv "$conf_new" "$MC_CONF_DIR/slurm.conf" && conf_changed=1
else
  rm -f "$conf_new"
fi
chmod 644 "$MC_CONF_DIR/slurm.conf"
cat >"$MC_CONF_DIR/gres.conf" <<CONF
$MC_MARK
AutoDetect=off
NodeName=node[1-2] Name=gpu Type=a100 File=$MC_DIR/dev/nvidia[0-3]
NodeName=node[3-4] Name=gpu Type=h100 File=$MC_DIR/dev/nvidia[0-3]
CONF
cat >"$MC_CONF_DIR/slurmdbd.conf" <<CONF
$MC_MARK
AuthType=auth/munge
DbdHost=localhost
DbdPort=6819
SlurmUser=root
StorageType=accounting_storage/mysql
StorageHost=127.0.0.1
StoragePort=$MC_DB_PORT
StorageUser=slurm
StoragePass=mirage-test-db
StorageLoc=slurm_acct_db
PidFile=$MC_DIR/run/slurmdbd.pid
LogFile=$MC_DIR/log/slurmdbd.log
CONF
chmod 600 "$MC_CONF_DIR/slurmdbd.conf"

# --- slurmdbd and associations -----------------------------------------------------------------
if ! live_pid "$MC_DIR/run/slurmdbd.pid" >/dev/null; then
  slurmdbd
  log "slurmdbd started"
fi
wait_for "sacctmgr -n show cluster" 60 || die "slurmdbd does not answer (see $MC_DIR/log/slurmdbd.log)"
id "$MC_SSH_USER" >/dev/null 2>&1 || useradd -m -s /bin/bash "$MC_SSH_USER"
# No password, but not locked: sshd without PAM refuses locked accounts ('!' in shadow), even for keys.
usermod -p '*' "$MC_SSH_USER"
if ! sacctmgr -n -P show cluster format=cluster | grep -qx "$MC_CLUSTER"; then
  sacctmgr -i add cluster "$MC_CLUSTER" >/dev/null
fi
if ! sacctmgr -n -P show account format=account | grep -qx research; then
  sacctmgr -i add account research,physics cluster="$MC_CLUSTER" >/dev/null
fi
for u in root "$MC_SSH_USER"; do
  if ! sacctmgr -n -P show user format=user | grep -qx "$u"; then
    sacctmgr -i add user "$u" account=research cluster="$MC_CLUSTER" >/dev/null
  fi
done

# --- slurmctld and the nodes -------------------------------------------------------------------
if ! live_pid "$MC_DIR/run/slurmctld.pid" >/dev/null; then
  slurmctld
  log "slurmctld started"
  conf_changed=0
fi
wait_for "scontrol ping | grep -q UP" 30 || die "slurmctld does not answer (see $MC_DIR/log/slurmctld.log)"
for ((i = 1; i <= MC_NODES; i++)); do
  mkdir -p "$MC_DIR/spool/node$i"
  if ! live_pid "$MC_DIR/run/slurmd-node$i.pid" >/dev/null; then
    slurmd -N "node$i"
    log "slurmd node$i started"
  fi
done
[ "$conf_changed" -eq 1 ] && scontrol reconfigure && log "reconfigured"
# A node drained by an earlier bad start stays drained across restarts: resume it.
wait_for "[ \$(sinfo -h -N -p gpu -o '%N %T' | grep -cvE 'unknown|not_responding|\\*') -ge $MC_NODES ]" 30 || true
for node in $(sinfo -h -N -p gpu -o '%N %T' | awk '$2 ~ /drain|down|fail/ {print $1}'); do
  scontrol update NodeName="$node" State=RESUME || true
done
wait_for "[ \$(sinfo -h -N -p gpu -t idle,mixed,allocated -o '%N' | sort -u | wc -l) -eq $MC_NODES ]" 30 ||
  die "not all $MC_NODES nodes are up: $(sinfo -N -p gpu -o '%N %T %E' | tr '\n' ';')"

# --- sshd on 127.0.0.1:$MC_SSH_PORT for user $MC_SSH_USER -------------------------------------
S="$MC_DIR/ssh"
[ -s "$S/host_ed25519" ] || ssh-keygen -q -t ed25519 -N '' -C mirage-test-host -f "$S/host_ed25519"
[ -s "$S/client_ed25519" ] || ssh-keygen -q -t ed25519 -N '' -C mirage-test-client -f "$S/client_ed25519"
cp "$S/client_ed25519.pub" "$S/authorized_keys"
chmod 644 "$S/authorized_keys"
printf '[127.0.0.1]:%s %s\n' "$MC_SSH_PORT" "$(cut -d' ' -f1,2 "$S/host_ed25519.pub")" >"$S/known_hosts"
cat >"$S/sshd_config" <<CONF
Port $MC_SSH_PORT
ListenAddress 127.0.0.1
HostKey $S/host_ed25519
PidFile $MC_DIR/run/sshd.pid
AuthorizedKeysFile $S/authorized_keys
AllowUsers $MC_SSH_USER
PubkeyAuthentication yes
PasswordAuthentication no
KbdInteractiveAuthentication no
PermitRootLogin no
UsePAM no
StrictModes no
PrintMotd no
AcceptEnv LANG LC_*
CONF
# The client side: what the tests pass to ssh -F. StrictHostKeyChecking=yes: an unknown or changed
# key is an error, never accepted.
cat >"$S/ssh_config" <<CONF
Host mirage-test-host
  HostName 127.0.0.1
  Port $MC_SSH_PORT
  User $MC_SSH_USER
  IdentityFile $S/client_ed25519
  IdentitiesOnly yes
  UserKnownHostsFile $S/known_hosts
  StrictHostKeyChecking yes
  BatchMode yes
  ConnectTimeout 10
CONF
chmod 600 "$S/client_ed25519"
# A quiet login shell for the test user (no rc files that cost time per command).
home="$(getent passwd "$MC_SSH_USER" | cut -d: -f6)"
: >"$home/.bashrc"
: >"$home/.profile"
mkdir -p /run/sshd
/usr/sbin/sshd -t -f "$S/sshd_config" || die "sshd_config is invalid"
if ! live_pid "$MC_DIR/run/sshd.pid" >/dev/null; then
  /usr/sbin/sshd -f "$S/sshd_config" -E "$MC_DIR/log/sshd.log"
  log "sshd started on 127.0.0.1:$MC_SSH_PORT"
fi
wait_for "ssh -F $S/ssh_config mirage-test-host true" 20 || die "cannot log in over ssh (see $MC_DIR/log/sshd.log)"

cat >"$MC_DIR/env.sh" <<ENV
export MIRAGE_CLUSTER_DIR=$MC_DIR
export MIRAGE_TEST_SSH_CONFIG=$S/ssh_config
export MIRAGE_TEST_SSH_HOST=mirage-test-host
ENV
log "up: $(sinfo -h -o '%P %D %T' | tr '\n' ';') ssh $MC_SSH_USER@127.0.0.1:$MC_SSH_PORT"
