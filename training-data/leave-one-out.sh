#!/usr/bin/env bash
# Never-seen-source figures (training-data/README.md): for each photo source, trains both stages
# with every photo of that source left out (run loo-SOURCE, exported to .runs/loo-SOURCE/export),
# then scores the source's photos. Results: training-data/results/loo-SOURCE-{held,all}.json.
# Re-running continues where it stopped. Shorter schedules than the main run by default
# (LOO_DETECTOR_STEPS, LOO_CLASSIFIER_STEPS) so the four runs fit on 2 cores.
#   training-data/leave-one-out.sh [SOURCE...]
set -euo pipefail
cd "$(dirname "$0")/.."
PY=/usr/bin/python3
NICE="nice -n 10"
SOURCES=("$@")
[ ${#SOURCES[@]} -eq 0 ] && SOURCES=(byler-d6 matteo-d6 fudw-d6-tray yudai-d6-gray)
mkdir -p training-data/results
for SRC in "${SOURCES[@]}"; do
  RUN="loo-$SRC"
  $NICE $PY training-data/train.py detector --run "$RUN" --leave-out "$SRC" --steps "${LOO_DETECTOR_STEPS:-2400}" --threads "${THREADS:-1}"
  $NICE $PY training-data/train.py classifier --run "$RUN" --leave-out "$SRC" --steps "${LOO_CLASSIFIER_STEPS:-5000}" --threads "${THREADS:-1}"
  $NICE $PY training-data/export.py --run "$RUN"
  for SPLIT in held all; do
    $NICE npx tsx training-data/evalModels.ts --models "training-data/.runs/$RUN/export" --sources "$SRC" --split "$SPLIT" \
      --json "training-data/results/$RUN-$SPLIT.json"
  done
done
