#!/bin/bash
# A single-node Slurm on this machine, for tests and for trying deploy/slurm/ before a real
# cluster: munged, slurmctld and slurmd (Debian's munge, slurmctld, slurmd, slurm-client; Slurm
# 22.05 checked) run as the calling user (root or not: SlurmUser and SlurmdUser are that user, so
# jobs can only be that user's, which is all a test needs) from DIR with their own key, socket,
# ports, state and logs, so nothing under /etc is touched and two copies can run side by side with
# different ports.
#
#   usage: deploy/slurm/local/start.sh DIR [SLURMCTLD_PORT] [SLURMD_PORT]
#   then:  export SLURM_CONF=DIR/slurm.conf; sbatch ...; squeue ...
#   stop:  deploy/slurm/local/stop.sh DIR      (kills the PIDs listed in DIR/pids)
#
#   DIR/slurm.conf  DIR/munge.key  DIR/munge.sock  DIR/pids  DIR/state/  DIR/spool/  DIR/log/*.log
#
# Exits 0 once the node is idle (about 1-2 s), non-zero with the daemons' last log lines if not
# within 30 s (the daemons it started are then stopped). Caller: tests/deploy/slurm.test.ts.
set -euo pipefail
D=${1:?usage: start.sh DIR [SLURMCTLD_PORT] [SLURMD_PORT]}
CTLD_PORT=${2:-6817}
SLURMD_PORT=${3:-6818}
for b in munged slurmctld slurmd sinfo; do
  command -v "$b" > /dev/null || { echo "start.sh: $b not found: apt-get install -y munge slurmctld slurmd slurm-client" >&2; exit 1; }
done
D=$(cd "$D" && pwd)
H=$(hostname -s)
U=$(id -un)   # the daemons' user and the only user whose jobs run (root or not)
mkdir -p "$D/state" "$D/spool" "$D/log"
chmod 711 "$D"
: > "$D/pids"

head -c 1024 /dev/urandom > "$D/munge.key"
chmod 600 "$D/munge.key"
setsid munged -F -f --socket="$D/munge.sock" --key-file="$D/munge.key" --pid-file="$D/munged.pid" \
  --log-file="$D/log/munged.log" --seed-file="$D/munged.seed" > "$D/log/munged.out" 2>&1 < /dev/null &
echo $! >> "$D/pids"

cat > "$D/slurm.conf" <<EOF
ClusterName=vexlocal
SlurmctldHost=$H
SlurmUser=$U
SlurmdUser=$U
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$D/munge.sock
MpiDefault=none
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
ReturnToService=2
SchedulerType=sched/backfill
SchedulerParameters=batch_sched_delay=0,sched_min_interval=0,default_queue_depth=1000
MinJobAge=600
StateSaveLocation=$D/state
SlurmdSpoolDir=$D/spool/%n
SlurmctldPidFile=$D/slurmctld.pid
SlurmdPidFile=$D/slurmd.pid
SlurmctldLogFile=$D/log/slurmctld.log
SlurmdLogFile=$D/log/slurmd.log
SlurmctldPort=$CTLD_PORT
SlurmdPort=$SLURMD_PORT
NodeName=$H CPUs=$(nproc) State=UNKNOWN
PartitionName=debug Nodes=ALL Default=YES MaxTime=INFINITE State=UP
EOF
export SLURM_CONF="$D/slurm.conf"

for _ in $(seq 50); do [ -S "$D/munge.sock" ] && break; sleep 0.1; done
setsid slurmctld -D -i > "$D/log/slurmctld.out" 2>&1 < /dev/null &
echo $! >> "$D/pids"
setsid slurmd -D > "$D/log/slurmd.out" 2>&1 < /dev/null &
echo $! >> "$D/pids"

for _ in $(seq 300); do
  if [ "$(sinfo -h -N -o %t 2> /dev/null)" = idle ]; then exit 0; fi
  sleep 0.1
done
echo "start.sh: the node did not come up idle within 30 s; last log lines:" >&2
tail -n 5 "$D"/log/*.log "$D"/log/*.out >&2 || true
"$(dirname "$0")/stop.sh" "$D"
exit 1
