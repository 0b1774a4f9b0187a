#!/usr/bin/env bash
# Detectors with one source left out, several seeds and schedules side by side on a lent GPU
# machine (training-data/README.md, "On a GPU machine"). Run there from the repository root, after
# `pack_device.py --leave-out SOURCE` here and with `.carry` carried:
#   LEAVE_OUT=fudw-d6-tray RUNS="4000:1:3 4000:2:3 10000:1:5" training-data/device-detector-seeds.sh
# Each RUNS entry is STEPS:SEED:WORKERS (batch-making processes; 16 cores in all there). Run
# d<STEPS>-s<SEED> trains in training-data/.runs/, and its detector.final.pt and log are copied to
# $OUT as it ends. LIMIT (seconds, default 540) stops a run that would outlast the call.
# Session 36: 10 000 steps with 6 workers took 254 s, 4000 with 2 workers 282 s, three side by side.
set -u
OUT="${OUT:-/tmp/out}"
PY="${PY:-python3}"
LEAVE_OUT="${LEAVE_OUT:?LEAVE_OUT=SOURCE}"
mkdir -p "$OUT"
[ -e ../shared ] || ln -s "$PWD/.carry/shared" ../shared
run() {  # STEPS SEED WORKERS
  local name="d$1-s$2"
  timeout "${LIMIT:-540}" "$PY" training-data/train.py detector --run "$name" --leave-out "$LEAVE_OUT" --steps "$1" \
    --seed "$2" --workers "$3" --threads 1 --device "${DEVICE:-cuda}" --synth .carry/synth > "$OUT/$name.log" 2>&1
  echo "$name exit $? at $(date +%T)"
  cp "training-data/.runs/$name/detector.final.pt" "$OUT/$name.pt" 2>/dev/null
}
date +%T
for entry in ${RUNS:?RUNS="STEPS:SEED:WORKERS ..."}; do
  IFS=: read -r steps seed workers <<< "$entry"
  run "$steps" "$seed" "$workers" &
done
wait
date +%T
