#!/bin/bash
# Runs a self-play run on the current kubectl context: the volume claim, the Indexed self-play
# Job, a wait for it to complete, then the merge + train Job (docs/scale-out.md).
#   usage: deploy/k8s/run.sh [TIMEOUT, default 24h]
# Edit selfplay-job.yaml (image, completions = VEX_SHARDS, the plan) and merge-train-job.yaml
# (image, VEX_SHARDS) first. Never run from the development machine (no cluster there).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
timeout=${1:-24h}
kubectl apply -f "$here/volume.yaml"
kubectl apply -f "$here/selfplay-job.yaml"
job=$(kubectl get -f "$here/selfplay-job.yaml" -o name)
kubectl wait --for=condition=complete "$job" --timeout="$timeout"
kubectl apply -f "$here/merge-train-job.yaml"
kubectl wait --for=condition=complete "$(kubectl get -f "$here/merge-train-job.yaml" -o name)" --timeout="$timeout"
kubectl logs "job/$(kubectl get -f "$here/merge-train-job.yaml" -o jsonpath='{.metadata.name}')" | tail -n 5
