"""Packs what a detector run with one source left out needs into `.carry/` for the lent GPU machine.

The device tool sends the repository and the paths named in its `carry`, 64 MiB in all, counted
as disk blocks (the `../shared` beside the checkout does not travel). The photos of three
sources' training splits are 34 MB as they are; the 3000 synthetic scenes (JPEG, 61 MB) do not
fit beside them, so they are re-encoded as WebP, quality 50 (15 MB; PSNR 40.5 dB against the
JPEGs they come from, measured on 300 scenes in session 36). Runs trained on the packed scenes
are compared only with runs trained on the same packed scenes.

    /usr/bin/python3 training-data/pack_device.py --leave-out fudw-d6-tray [--quality 50]

Writes `.carry/shared/data/SOURCE/...` (the training-split photos of every other source, byte for
byte, and the annotation files the loaders read) and `.carry/synth/` (the scenes and their
labels.json), then prints the disk use. On the device, `ln -s "$PWD/.carry/shared" ../shared`
puts the photos where dice_data looks, and `train.py --synth .carry/synth` reads the scenes
(`training-data/device-detector-seeds.sh` does both). Add `/.carry/` to `.git/info/exclude`.
Exits when ../shared/data or the scenes (`make-synth.ts`) are missing.
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess

import cv2

import dice_data

#: Annotation files the loaders read besides the photos (dice_data.load_*).
ANNOTATIONS = {
    'byler-d6': ['train/annotations.json'],
    'matteo-d6': ['train/annotations.json', 'valid/annotations.json'],
    'fudw-d6-tray': ['train/annotations.json', 'valid/annotations.json'],
    'yudai-d6-gray': ['annotations.json', 'negatives.json'],
}


def pack_photos(leave_out: str, out: str) -> int:
    """Copies the training-split photos of every source but `leave_out` under out/shared/data; returns how many."""
    count = 0
    for source in dice_data.SOURCES:
        if source == leave_out:
            continue
        for rec in dice_data.load_source(source):
            if rec.split != 'train':
                continue
            target = os.path.join(out, 'shared', 'data', os.path.relpath(rec.path, dice_data.SHARED))
            os.makedirs(os.path.dirname(target), exist_ok=True)
            shutil.copy2(rec.path, target)
            count += 1
        for rel in ANNOTATIONS[source]:
            target = os.path.join(out, 'shared', 'data', source, rel)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            shutil.copy2(os.path.join(dice_data.SHARED, source, rel), target)
    return count


def pack_scenes(synth: str, out: str, quality: int) -> int:
    """Re-encodes the scenes of `synth` as WebP at `quality` (0–100) into out/synth; returns how many."""
    path = os.path.join(synth, 'labels.json')
    if not os.path.exists(path):
        raise SystemExit(f'{path} is missing: run `npx tsx training-data/make-synth.ts` first')
    with open(path) as f:
        labels = json.load(f)
    target = os.path.join(out, 'synth')
    os.makedirs(target, exist_ok=True)
    for entry in labels:
        img = cv2.imread(os.path.join(synth, entry['file']), cv2.IMREAD_COLOR)
        if img is None:
            raise SystemExit(f'cannot decode scene {entry["file"]}')
        ok, data = cv2.imencode('.webp', img, [cv2.IMWRITE_WEBP_QUALITY, quality])
        if not ok:
            raise SystemExit('this OpenCV cannot write WebP')
        entry['file'] = os.path.splitext(entry['file'])[0] + '.webp'
        with open(os.path.join(target, entry['file']), 'wb') as f:
            f.write(data.tobytes())
    with open(os.path.join(target, 'labels.json'), 'w') as f:
        json.dump(labels, f, separators=(',', ':'))
    return len(labels)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('--leave-out', choices=dice_data.SOURCES, required=True)
    parser.add_argument('--quality', type=int, default=50, help='WebP quality of the scenes, 0–100')
    parser.add_argument('--synth', default=os.path.join(dice_data.RUNS, 'synth'))
    args = parser.parse_args()
    if not dice_data.shared_available():
        raise SystemExit(f'{dice_data.SHARED} is missing')
    out = os.path.join(dice_data.REPO, '.carry')
    for sub in ('shared', 'synth'):
        shutil.rmtree(os.path.join(out, sub), ignore_errors=True)
    photos = pack_photos(args.leave_out, out)
    scenes = pack_scenes(args.synth, out, args.quality)
    print(f'{photos} photos and {scenes} scenes in {out}')
    print(subprocess.run(['du', '-s', '--block-size=1M', out], capture_output=True, text=True).stdout.strip(), 'MiB (disk blocks)')


if __name__ == '__main__':
    main()
