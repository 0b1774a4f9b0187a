"""Exports a trained run to tfjs files and checks that tfjs gives torch's outputs.

    /usr/bin/python3 training-data/export.py --run main [--out models]

Writes OUT/detector.json + detector.weights.bin, OUT/classifier.json + classifier.weights.bin and
OUT/dice-reader.json, then runs training-data/parity.ts (tfjs wasm in Node) on a fixed random
input and a real-looking frame, and fails when any output differs from torch by more than 1e-3
(measured differences are around 1e-5).
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile

import numpy as np
import torch

import dice_data
from nets import CLASSIFIER_LAYERS, CROP_SIDE_SHARE, CROP_SIZE, DETECTOR_LONG_SIDE, DETECTOR_STRIDE, Classifier, Detector, export_layers_model

TOLERANCE = 1e-3


def load_trained(run_dir: str, name: str) -> tuple[torch.nn.Module, tuple[int, float]]:
    """The trained network `name` ('detector' or 'classifier') of a run, in eval mode, and the
    classifier crop it was trained on: input side in pixels and crop side as a share of the die's
    (`train.py --crop-size --crop-side-share`; CROP_SIZE, CROP_SIDE_SHARE for checkpoints that do
    not say); a classifier is built with the convolutions its checkpoint names (`train.py
    --classifier-layers`; CLASSIFIER_LAYERS where it names none). Exits when the run has no such
    network."""
    path = os.path.join(run_dir, f'{name}.final.pt')
    if not os.path.exists(path):
        raise SystemExit(f'{path} is missing: train the {name} first (training-data/README.md)')
    state = torch.load(path, map_location='cpu')
    layers = tuple(tuple(layer) for layer in state.get('layers', CLASSIFIER_LAYERS))
    model = Detector() if name == 'detector' else Classifier(layers)
    model.load_state_dict(state['model'])
    return model.eval(), (int(state.get('crop_size', CROP_SIZE)), float(state.get('crop_side_share', CROP_SIDE_SHARE)))


def parity(model: torch.nn.Module, out_dir: str, name: str, x_nchw: torch.Tensor) -> float:
    """Largest absolute difference between torch and tfjs outputs on `x_nchw`."""
    with torch.no_grad():
        expected = model(x_nchw).numpy()
    if expected.ndim == 4:
        expected = expected.transpose(0, 2, 3, 1)
    nhwc = x_nchw.permute(0, 2, 3, 1).contiguous().numpy().astype(np.float32)
    with tempfile.TemporaryDirectory() as tmp:
        src, dst = os.path.join(tmp, 'in.bin'), os.path.join(tmp, 'out.bin')
        nhwc.tofile(src)
        cmd = ['npx', 'tsx', os.path.join(dice_data.HERE, 'parity.ts'), out_dir, name, src, ','.join(map(str, nhwc.shape)), dst]
        subprocess.run(cmd, check=True, cwd=dice_data.REPO)
        got = np.fromfile(dst, dtype=np.float32).reshape(expected.shape)
    return float(np.abs(got - expected).max())


def export(detector: Detector, classifier: Classifier, out_dir: str, crop: tuple[int, float] = (CROP_SIZE, CROP_SIDE_SHARE)) -> None:
    """Writes both networks and dice-reader.json to out_dir and checks tfjs against torch; exits
    when they differ by more than TOLERANCE. `crop`: the classifier's input side in pixels and its
    crop side as a share of the die's."""
    crop_size, crop_side_share = crop
    export_layers_model(detector, 'detector', [None, None, 3], out_dir)
    export_layers_model(classifier, 'classifier', [crop_size, crop_size, 3], out_dir)
    config = {'version': 1, 'detectorLongSide': DETECTOR_LONG_SIDE, 'detectorMultiple': 16, 'detectorStride': DETECTOR_STRIDE,
              'cropSize': crop_size, 'cropSideShare': crop_side_share, 'classes': dice_data.CLASS_NAMES}
    with open(os.path.join(out_dir, 'dice-reader.json'), 'w') as f:
        json.dump(config, f, indent=2)
        f.write('\n')
    rng = torch.Generator().manual_seed(0)
    worst = {
        'detector': max(parity(detector, out_dir, 'detector', torch.rand(1, 3, 288, 384, generator=rng)),
                        parity(detector, out_dir, 'detector', torch.rand(1, 3, 240, 320, generator=rng))),
        'classifier': parity(classifier, out_dir, 'classifier', torch.rand(5, 3, crop_size, crop_size, generator=rng)),
    }
    for name, diff in worst.items():
        print(f'parity {name}: max |tfjs - torch| = {diff:.2e}')
        if not diff <= TOLERANCE:
            raise SystemExit(f'{name}: tfjs and torch disagree by {diff:.2e} (> {TOLERANCE})')
    sizes = {f: os.path.getsize(os.path.join(out_dir, f)) for f in sorted(os.listdir(out_dir))
             if f.endswith(('.json', '.bin')) and f.split('.')[0] in ('detector', 'classifier', 'dice-reader')}
    print('files:', ', '.join(f'{f} {s / 1024:.0f} KiB' for f, s in sizes.items()), f'(total {sum(sizes.values()) / 1024:.0f} KiB)')


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('--run', default='main', help='run name under training-data/.runs')
    parser.add_argument('--out', default=None, help='output folder (default: models/ for run main, else .runs/RUN/export)')
    parser.add_argument('--random', action='store_true', help='export untrained networks (checks the exporter only)')
    parser.add_argument('--crop-size', type=int, default=CROP_SIZE, help='classifier input side of --random networks (pixels)')
    args = parser.parse_args()
    torch.set_num_threads(2)
    run_dir = os.path.join(dice_data.RUNS, args.run)
    out_dir = args.out or (os.path.join(dice_data.REPO, 'models') if args.run == 'main' else os.path.join(run_dir, 'export'))
    if args.random:
        torch.manual_seed(1)
        detector, classifier = Detector(), Classifier()
        for m in list(detector.modules()) + list(classifier.modules()):
            if isinstance(m, torch.nn.BatchNorm2d):
                m.running_mean.uniform_(-0.2, 0.2)
                m.running_var.uniform_(0.5, 2)
                m.weight.data.uniform_(0.5, 1.5)
                m.bias.data.uniform_(-0.2, 0.2)
        detector.eval(), classifier.eval()
        crop = (args.crop_size, CROP_SIDE_SHARE)
    else:
        detector, _ = load_trained(run_dir, 'detector')
        classifier, crop = load_trained(run_dir, 'classifier')
    export(detector, classifier, out_dir, crop)


if __name__ == '__main__':
    sys.exit(main())
