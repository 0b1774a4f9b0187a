#!/usr/bin/env bash
# Never-seen-source figures (training-data/README.md): for each photo source, trains both stages
# with every photo of that source left out (run loo-SOURCE, exported to .runs/loo-SOURCE/export),
# then scores the source's photos. Results: training-data/results/loo-SOURCE-{held,all}.json.
# Re-running continues where it stopped. The pipeline's default schedule (detector 4000, classifier
# 12 000 steps: about 45 min a source on 2 cores); LOO_DETECTOR_STEPS and LOO_CLASSIFIER_STEPS
# change it. The shipped models' schedule, with its own runs (loo-SOURCE-long, results
# loo-SOURCE-long-*.json; about 100 min a source on 2 cores):
#   LOO_CLASSIFIER_STEPS=24000 LOO_SUFFIX=-long training-data/leave-one-out.sh SOURCE
# (on a GPU: DEVICE=cuda WORKERS=8 PY=python3 before the command, as environment variables)
# LOO_SYNTH=DIR trains on the scenes in DIR (an experiment's, e.g. make-synth.ts --die-shadows).
# WORKERS=8 PY=python3 trains on a GPU with 8 batch-making processes (export and scoring need Node).
#   training-data/leave-one-out.sh [SOURCE...]
set -euo pipefail
cd "$(dirname "$0")/.."
PY="${PY:-/usr/bin/python3}"
NICE="nice -n 10"
SOURCES=("$@")
[ ${#SOURCES[@]} -eq 0 ] && SOURCES=(byler-d6 matteo-d6 fudw-d6-tray yudai-d6-gray)
mkdir -p training-data/results
for SRC in "${SOURCES[@]}"; do
  RUN="loo-$SRC${LOO_SUFFIX:-}"
  $NICE $PY training-data/train.py detector --run "$RUN" --leave-out "$SRC" --steps "${LOO_DETECTOR_STEPS:-4000}" --threads "${THREADS:-1}" \
    --workers "${WORKERS:-1}" --device "${DEVICE:-cpu}" ${LOO_SYNTH:+--synth "$LOO_SYNTH"}
  $NICE $PY training-data/train.py classifier --run "$RUN" --leave-out "$SRC" --steps "${LOO_CLASSIFIER_STEPS:-12000}" --threads "${THREADS:-1}" \
    --workers "${WORKERS:-1}" --device "${DEVICE:-cpu}" ${LOO_SYNTH:+--synth "$LOO_SYNTH"}
  $NICE $PY training-data/export.py --run "$RUN"
  for SPLIT in held all; do
    $NICE npx tsx training-data/evalModels.ts --models "training-data/.runs/$RUN/export" --sources "$SRC" --split "$SPLIT" \
      --json "training-data/results/$RUN-$SPLIT.json"
  done
done
