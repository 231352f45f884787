#!/bin/bash
# Stops the single-node Slurm that deploy/slurm/local/start.sh started in DIR: sends TERM to each
# PID listed in DIR/pids (slurmd, slurmctld, munged, in reverse order), waits up to 10 s, then
# KILLs what is left. Touches no other process. Safe to call twice.
#   usage: deploy/slurm/local/stop.sh DIR
D=${1:?usage: stop.sh DIR}
[ -f "$D/pids" ] || exit 0
pids=$(tac "$D/pids")
for p in $pids; do kill -TERM "$p" 2> /dev/null; done
for _ in $(seq 100); do
  alive=""
  for p in $pids; do kill -0 "$p" 2> /dev/null && alive="$alive $p"; done
  [ -z "$alive" ] && break
  sleep 0.1
done
for p in $alive; do kill -KILL "$p" 2> /dev/null; done
: > "$D/pids"
exit 0
