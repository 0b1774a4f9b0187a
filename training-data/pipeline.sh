#!/usr/bin/env bash
# The whole training pipeline (training-data/README.md): synthetic scenes, detector, classifier,
# export to models/ with the tfjs parity check. Re-running continues where it stopped.
# Torch trains on one thread (THREADS): the other core makes the next batches (prefetch.py).
#   training-data/pipeline.sh [RUN] [--leave-out SOURCE]
# RUN defaults to main (exported to models/); other runs export to .runs/RUN/export.
# Extra arguments go to train.py: `--device cuda --workers 8` (with PY=python3) trains on a GPU.
set -euo pipefail
cd "$(dirname "$0")/.."
RUN="${1:-main}"
shift || true
PY="${PY:-/usr/bin/python3}"
NICE="nice -n 10"
mkdir -p training-data/.runs/"$RUN"
$NICE npx tsx training-data/make-synth.ts --count "${SYNTH_COUNT:-3000}"
$NICE $PY training-data/train.py detector --run "$RUN" --steps "${DETECTOR_STEPS:-4000}" --threads "${THREADS:-1}" "$@"
$NICE $PY training-data/train.py classifier --run "$RUN" --steps "${CLASSIFIER_STEPS:-12000}" --threads "${THREADS:-1}" "$@"
$NICE $PY training-data/export.py --run "$RUN"
