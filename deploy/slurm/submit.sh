#!/bin/bash
# Queues a self-play run on Slurm: the array of N shards, then merge + train behind it
# (--dependency=afterok: it starts only if every array task exits 0). Prints the two job ids on
# one line: "ARRAY_ID MERGE_ID". docs/scale-out.md walks through it.
#
#   VEX_RUN=/shared/runs/r1 VEX_SHARDS=1000 VEX_GAMES=4000 VEX_AGENT=mcts:sims=400 \
#     deploy/slurm/submit.sh [extra sbatch options for both jobs, e.g. --partition=cpu --time=4:00:00]
#
# Extra environment: VEX_ARRAY_LIMIT (at most that many tasks at once: --array=0-(N-1)%LIMIT).
# Every VEX_* variable of selfplay-array.sbatch and merge-train.sbatch is passed to the jobs.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
export VEX_HOME=${VEX_HOME:-$(cd "$here/../.." && pwd)}
: "${VEX_RUN:?set VEX_RUN to a run directory that every node sees}" "${VEX_SHARDS:?set VEX_SHARDS (N)}"
mkdir -p "$VEX_RUN/logs"
export VEX_RUN VEX_SHARDS
range="0-$((VEX_SHARDS - 1))${VEX_ARRAY_LIMIT:+%$VEX_ARRAY_LIMIT}"
array=$(sbatch --parsable --export=ALL --array="$range" --output="$VEX_RUN/logs/selfplay-%A_%a.out" "$@" "$here/selfplay-array.sbatch")
array=${array%%;*} # --parsable prints "id" or "id;cluster"
after=$(sbatch --parsable --export=ALL --dependency="afterok:$array" --kill-on-invalid-dep=yes \
  --output="$VEX_RUN/logs/merge-train-%j.out" "$@" "$here/merge-train.sbatch")
echo "${array} ${after%%;*}"
