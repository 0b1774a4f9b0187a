"""Trains the die detector and the face classifier (PyTorch, CPU by default), resumably.

    /usr/bin/python3 training-data/train.py detector   --run main [--leave-out SOURCE] [--steps 2400]
    /usr/bin/python3 training-data/train.py classifier --run main [--leave-out SOURCE] [--steps 3000]
                                                       [--init RUN --lr 1e-3]  (warm restart)

`--device cuda --workers N` trains on a GPU with N processes making the batches: the same batches
(prefetch.batch_rng) and the same recipe, for measuring recipes where a GPU machine is lent.

Runs live in training-data/.runs/RUN/: checkpoints every 100 steps (RUN/detector.pt,
RUN/classifier.pt), final weights (RUN/*.final.pt), logs. Killing and re-running the same
command continues from the last checkpoint. `--leave-out SOURCE` removes every image of that
source of ../shared/data from training (for the never-seen-source figures).

Training data (dice_data.py for the splits): the synthetic scenes of make-synth.ts, the train
photos of byler-d6, matteo-d6, fudw-d6-tray, the empty frames of yudai-d6-gray's train sessions,
and (after `--pseudo-at` steps of the detector) yudai frames boxed by the detector itself
(pseudo labels: the frame's one die where the detector is sure of it; the face comes from the
frame's label). The classifier learns from crops of all these plus repainted real crops
(paint.py: X and 1-6 drawn on real dice), background crops and near misses.
"""
from __future__ import annotations

import argparse
import json
import math
import os
import sys
import time

import cv2
import numpy as np
import torch
import torch.nn.functional as F

import dice_data
from augment import affine, cast_shadow, glare_streak, low_resolution, photometric, side_pips, warp
from dice_data import BACKGROUND, CLASS_INDEX, UNREADABLE, Die, ImageRecord
from nets import (CLASSIFIER_LAYERS, CROP_SIDE_SHARE, CROP_SIZE, DETECTOR_LONG_SIDE, DETECTOR_STRIDE, Classifier, Detector,
                  format_layers, parse_layers)
from paint import repaint
from prefetch import batches

#: The torch device training runs on (--device).
DEVICE = torch.device('cpu')
STORE_SIZE = 104         # classifier crops are stored at 104 x 104 (a die about 47 px) ...
STORE_SIDE_SHARE = 2.2   # ... covering 2.2 x the die side, so jittered 1.5 x crops fit


def log(run_dir: str, text: str) -> None:
    line = f'{time.strftime("%H:%M:%S")} {text}'
    print(line, flush=True)
    with open(os.path.join(run_dir, 'train.log'), 'a') as f:
        f.write(line + '\n')


def read_rgb(path: str) -> np.ndarray:
    img = cv2.imread(path, cv2.IMREAD_COLOR)
    if img is None:
        raise SystemExit(f'cannot decode image {path}')
    return np.ascontiguousarray(img[:, :, ::-1])


class ImageCache:
    """Decoded real photos kept in memory (long side at most 1024 px); synthetic scenes decoded on demand."""

    def __init__(self) -> None:
        self.images: dict[str, tuple[np.ndarray, float]] = {}

    def get(self, rec: ImageRecord) -> tuple[np.ndarray, float]:
        """The image and its scale relative to the record's pixel coordinates."""
        if rec.path in self.images:
            return self.images[rec.path]
        img = read_rgb(rec.path)
        pre = img.shape[1] / rec.width
        long_side = max(img.shape[:2])
        if long_side > 1024:
            f = 1024 / long_side
            img = cv2.resize(img, None, fx=f, fy=f, interpolation=cv2.INTER_AREA)
            pre *= f
        if rec.source != 'synth':
            self.images[rec.path] = (img, pre)
        return img, pre


def training_records(leave_out: str | None, run_dir: str, synth: str | None = None) -> dict[str, list[ImageRecord]]:
    """Detector training images by group (synth, each source's train photos, yudai empty and pseudo-boxed frames).
    `synth`: the scenes' folder (default .runs/synth)."""
    groups: dict[str, list[ImageRecord]] = {'synth': dice_data.load_synth(synth)}
    for source in dice_data.SOURCES:
        if source == leave_out:
            continue
        train = [r for r in dice_data.load_source(source) if r.split == 'train']
        if source == 'yudai-d6-gray':
            groups['yudai-empty'] = [r for r in train if r.weak_label is None]
            pseudo = os.path.join(run_dir, 'yudai-pseudo.json')
            if os.path.exists(pseudo):
                with open(pseudo) as f:
                    boxes = json.load(f)
                groups['yudai-pseudo'] = [ImageRecord(r.path, r.source, r.split, r.width, r.height, [Die(**boxes[r.path])])
                                          for r in train if r.path in boxes]
        else:
            groups[source] = train
    return groups


DETECTOR_WEIGHTS = {'synth': 0.4, 'byler-d6': 0.2, 'matteo-d6': 0.12, 'fudw-d6-tray': 0.1, 'yudai-empty': 0.08, 'yudai-pseudo': 0.1}


def detector_sample(rec: ImageRecord, cache: ImageCache, rng: np.random.Generator, patch: int, shadows: float = 0.0):
    """One augmented patch (patch x patch x 3 uint8) and its dice as (x, y, size) in patch pixels;
    with probability `shadows` a soft cast shadow darkens part of it (augment.cast_shadow)."""
    img, pre = cache.get(rec)
    s0 = DETECTOR_LONG_SIDE / max(rec.width, rec.height)
    zoom = math.exp(rng.uniform(math.log(0.5), math.log(2.0)))
    scale = s0 * zoom / pre
    if rec.dice and rng.random() < 0.8:
        d = rec.dice[int(rng.integers(len(rec.dice)))]
        jitter = rng.uniform(-0.4, 0.4, 2) * patch / scale
        centre = (d.x * pre + jitter[0], d.y * pre + jitter[1])
    else:
        centre = (rng.uniform(0, img.shape[1]), rng.uniform(0, img.shape[0]))
    angle = 0.0 if rng.random() < 0.3 else rng.uniform(0, 360)
    m = affine(scale, angle, centre, (patch / 2, patch / 2), rng.random() < 0.5)
    out = warp(img, m, (patch, patch), rng)
    dice = []
    for d in rec.dice:
        x, y = m @ np.array([d.x * pre, d.y * pre, 1.0])
        if 0 <= x < patch and 0 <= y < patch:
            dice.append((x, y, d.size * s0 * zoom))
    if shadows and rng.random() < shadows:
        out = cast_shadow(out, rng)
    return photometric(out, rng), dice


def detector_targets(dice: list[tuple[float, float, float]], patch: int):
    """Heat map (Gaussian peaks of 1 at centre cells), log side, offsets and centre mask at stride 4."""
    g = patch // DETECTOR_STRIDE
    heat = np.zeros((g, g), np.float32)
    size = np.zeros((g, g), np.float32)
    offset = np.zeros((2, g, g), np.float32)
    mask = np.zeros((g, g), np.float32)
    yy, xx = np.mgrid[0:g, 0:g].astype(np.float32)
    for x, y, s in dice:
        cx, cy = x / DETECTOR_STRIDE, y / DETECTOR_STRIDE
        ix, iy = min(g - 1, int(cx)), min(g - 1, int(cy))
        sigma = max(0.5, 0.16 * s / DETECTOR_STRIDE)
        heat = np.maximum(heat, np.exp(-((xx - ix) ** 2 + (yy - iy) ** 2) / (2 * sigma ** 2)))
        size[iy, ix] = math.log(max(s, 2.0))
        offset[:, iy, ix] = (cx - ix, cy - iy)
        mask[iy, ix] = 1.0
    return heat, size, offset, mask


def detector_loss(out: torch.Tensor, heat: torch.Tensor, size: torch.Tensor, offset: torch.Tensor, mask: torch.Tensor):
    """CenterNet focal loss on the heat map (alpha 2, beta 4) plus L1 on log side and offset at centres."""
    logit = out[:, 0]
    log_p, log_1mp = F.logsigmoid(logit), F.logsigmoid(-logit)
    p = torch.sigmoid(logit)
    pos = mask
    pos_loss = -(log_p * (1 - p) ** 2 * pos).sum()
    neg_loss = -(log_1mp * p ** 2 * (1 - heat) ** 4 * (1 - pos)).sum()
    n = pos.sum().clamp(min=1)
    heat_loss = (pos_loss + neg_loss) / n
    size_loss = (torch.abs(out[:, 1] - size) * pos).sum() / n
    off_loss = (torch.abs(out[:, 2:4] - offset) * pos[:, None]).sum() / n
    return heat_loss + 0.5 * size_loss + off_loss, (heat_loss.item(), size_loss.item(), off_loss.item())


def save_checkpoint(path: str, model, opt, step: int, ema=None, crop: tuple[int, float] | None = None,
                    layers: tuple[tuple[int, int], ...] | None = None) -> None:
    """Writes model, optimiser, step, the weights' moving average (when kept), the classifier's
    crop (when given: input side in pixels and crop side as a share of the die's; export.py writes
    them to dice-reader.json) and its convolutions (when given: (filters, stride) per layer, so
    that export.py builds the same network) atomically (the batches need no saved state:
    prefetch.batch_rng)."""
    tmp = path + '.tmp'
    weights = {k: v.cpu() for k, v in model.state_dict().items()}  # loadable where no GPU is
    state = {'model': weights, 'opt': opt.state_dict() if opt else None, 'step': step}
    if crop is not None:
        state['crop_size'], state['crop_side_share'] = crop
    if layers is not None:
        state['layers'] = [list(layer) for layer in layers]
    if ema is not None:
        state['ema'] = {k: v.cpu() for k, v in ema.state_dict().items()}
    torch.save(state, tmp)
    os.replace(tmp, path)


def load_checkpoint(path: str, model, opt, run_dir: str, stage: str, ema=None) -> int:
    """Restores a save_checkpoint file into model, optimiser and moving average; returns its step
    (0 when none)."""
    if not os.path.exists(path):
        return 0
    state = torch.load(path, map_location='cpu')
    model.load_state_dict(state['model'])
    opt.load_state_dict(state['opt'])
    if ema is not None and 'ema' in state:
        ema.load_state_dict(state['ema'])
    log(run_dir, f'{stage}: resumed at step {state["step"]}')
    return state['step']


def unfinished_run(run: str, stage: str) -> str | None:
    """The folder of run `run` (made if missing), or None, logged, when its `stage` ('detector' or
    'classifier') is already trained there."""
    run_dir = os.path.join(dice_data.RUNS, run)
    os.makedirs(run_dir, exist_ok=True)
    if os.path.exists(os.path.join(run_dir, f'{stage}.final.pt')):
        log(run_dir, f'{stage} already trained (delete {stage}.final.pt to retrain)')
        return None
    return run_dir


class Progress:
    """After each training step: logs the mean of its figures every 50 steps with the rate and the
    time left, and checkpoints the model every 100 steps and at the last one."""

    def __init__(self, run_dir: str, stage: str, steps: int, batch: int, unit: str, names: tuple[str, ...]):
        self.run_dir, self.stage, self.steps, self.batch, self.unit, self.names = run_dir, stage, steps, batch, unit, names
        self.ckpt = os.path.join(run_dir, f'{stage}.pt')
        self.t0, self.seen, self.figures = time.time(), 0, []

    def step_done(self, done: int, figures: tuple[float, ...], model, opt, ema=None) -> None:
        """Records step `done` (1-based) and its figures, one per name; `ema` (a weight_average)
        is checkpointed with the model."""
        self.figures.append(figures)
        self.seen += self.batch
        if done % 50 == 0:
            means = ' '.join(f'{name} {value:.3f}' for name, value in zip(self.names, np.mean(self.figures, axis=0)))
            self.figures = []
            rate = self.seen / (time.time() - self.t0)
            log(self.run_dir, f'{self.stage} step {done}/{self.steps} {means} '
                              f'({rate:.1f} {self.unit}/s, ~{(self.steps - done) * self.batch / rate / 60:.0f} min left)')
        if done % 100 == 0 or done == self.steps:
            save_checkpoint(self.ckpt, model, opt, done, ema)


def weight_average(model: torch.nn.Module, decay: float):
    """An exponential moving average of `model`'s weights and batch-norm statistics (decay per step,
    e.g. 0.998: a half-life of about 350 steps), or None when `decay` is 0. Polyak & Juditsky 1992;
    the averaged weights are often steadier from run to run than the last step's."""
    if not decay:
        return None
    average = lambda avg, new, _count: decay * avg + (1 - decay) * new
    return torch.optim.swa_utils.AveragedModel(model, avg_fn=average, use_buffers=True)


def lr_at(step: int, steps: int, base: float) -> float:
    warm = 100
    if step < warm:
        return base * (step + 1) / warm
    return base * 0.5 * (1 + math.cos(math.pi * (step - warm) / max(1, steps - warm))) + base * 0.01


def to_input(images: np.ndarray) -> torch.Tensor:
    """[B,H,W,3] uint8 images as the networks' [B,3,H,W] float input (0-1) on the training device."""
    return torch.from_numpy(images).to(DEVICE).permute(0, 3, 1, 2).float() / 255.0


def detect_peaks(model: Detector, img: np.ndarray) -> list[tuple[float, float, float, float]]:
    """Runs the detector on an RGB frame; (x, y, side, score) per local maximum above 0.1, frame pixels."""
    h, w = img.shape[:2]
    s = DETECTOR_LONG_SIDE / max(h, w)
    ih, iw = max(16, round(h * s / 16) * 16), max(16, round(w * s / 16) * 16)
    x = cv2.resize(img, (iw, ih), interpolation=cv2.INTER_AREA if s < 1 else cv2.INTER_LINEAR)
    with torch.no_grad():
        out = model(to_input(x[None]))[0].cpu()
    heat = torch.sigmoid(out[0])
    peaks = (heat == F.max_pool2d(heat[None, None], 3, 1, 1)[0, 0]) & (heat > 0.1)
    res = []
    for iy, ix in zip(*torch.nonzero(peaks, as_tuple=True)):
        cx = (ix.item() + out[2, iy, ix].item()) * DETECTOR_STRIDE * w / iw
        cy = (iy.item() + out[3, iy, ix].item()) * DETECTOR_STRIDE * h / ih
        side = math.exp(out[1, iy, ix].item()) * w / iw
        res.append((cx, cy, side, heat[iy, ix].item()))
    return sorted(res, key=lambda r: -r[3])


def pseudo_label_yudai(model: Detector, run_dir: str) -> None:
    """Boxes yudai train frames with the detector: the frame's die where one peak is > 0.5 and no other > 0.3."""
    model.eval()
    frames = [r for r in dice_data.load_source('yudai-d6-gray') if r.split == 'train' and r.weak_label is not None]
    boxes = {}
    for r in frames:
        peaks = detect_peaks(model, read_rgb(r.path))
        if peaks and peaks[0][3] > 0.5 and (len(peaks) == 1 or peaks[1][3] < 0.3):
            x, y, side, _ = peaks[0]
            boxes[r.path] = {'x': x, 'y': y, 'size': side, 'cls': r.weak_label}
    with open(os.path.join(run_dir, 'yudai-pseudo.json'), 'w') as f:
        json.dump(boxes, f)
    log(run_dir, f'pseudo labels: {len(boxes)} of {len(frames)} yudai train frames boxed')
    model.train()


def detector_batch(groups: dict[str, list[ImageRecord]], cache: ImageCache, batch: int, patch: int,
                   rng: np.random.Generator, shadows: float = 0.0):
    """`batch` augmented patches ([B,patch,patch,3] uint8) and their targets (detector_targets, stacked)."""
    names = [k for k in groups if groups[k]]
    weights = np.array([DETECTOR_WEIGHTS[k] for k in names])
    weights /= weights.sum()
    xs, targets = [], []
    for _ in range(batch):
        group = groups[names[rng.choice(len(names), p=weights)]]
        img, dice = detector_sample(group[int(rng.integers(len(group)))], cache, rng, patch, shadows)
        xs.append(img)
        targets.append(detector_targets(dice, patch))
    return np.stack(xs), tuple(np.stack(t) for t in zip(*targets))


def train_detector(args) -> None:
    run_dir = unfinished_run(args.run, 'detector')
    if run_dir is None:
        return
    final = os.path.join(run_dir, 'detector.final.pt')
    torch.manual_seed(args.seed)
    model = Detector().to(DEVICE)
    opt = torch.optim.AdamW(model.parameters(), lr=args.lr, weight_decay=1e-4)
    ema = weight_average(model, args.ema)
    step = load_checkpoint(os.path.join(run_dir, 'detector.pt'), model, opt, run_dir, 'detector', ema)
    use_pseudo = args.leave_out != 'yudai-d6-gray' and args.pseudo_at > 0
    cache = ImageCache()
    model.train()
    progress = Progress(run_dir, 'detector', args.steps, args.batch, 'patches', ('heat', 'size', 'offset'))
    while step < args.steps:
        # The yudai frames get their pseudo boxes at pseudo_at; the batches after it come from a new worker.
        if use_pseudo and step >= args.pseudo_at and not os.path.exists(os.path.join(run_dir, 'yudai-pseudo.json')):
            pseudo_label_yudai(model, run_dir)
        stop = args.pseudo_at if use_pseudo and step < args.pseudo_at else args.steps
        groups = training_records(args.leave_out, run_dir, args.synth)
        log(run_dir, 'detector groups: ' + ', '.join(f'{k} {len(v)}' for k, v in groups.items()))
        make = lambda rng, groups=groups: detector_batch(groups, cache, args.batch, args.patch, rng, args.shadows)
        for step, (patches, targets) in batches(make, step, stop, args.seed, workers=args.workers):
            x = to_input(patches)
            heat, size, offset, mask = (torch.from_numpy(t).to(DEVICE) for t in targets)
            for group in opt.param_groups:
                group['lr'] = lr_at(step, args.steps, args.lr)
            loss, parts = detector_loss(model(x), heat, size, offset, mask)
            opt.zero_grad()
            loss.backward()
            torch.nn.utils.clip_grad_norm_(model.parameters(), 10.0)
            opt.step()
            if ema is not None:
                ema.update_parameters(model)
            progress.step_done(step + 1, parts, model, opt, ema)
        step = stop
    if ema is not None:
        save_checkpoint(os.path.join(run_dir, 'detector.ema.pt'), ema.module.eval(), None, step)
        log(run_dir, f'detector weight average (decay {args.ema}): {run_dir}/detector.ema.pt')
    save_checkpoint(final, model.eval(), None, step)
    log(run_dir, f'detector done: {final}')


# ---------------------------------------------------------------- classifier

def store_crop(img: np.ndarray, x: float, y: float, size: float) -> np.ndarray:
    """STORE_SIZE x STORE_SIZE crop centred on (x, y) covering STORE_SIDE_SHARE x size (image pixels)."""
    scale = STORE_SIZE / (STORE_SIDE_SHARE * size)
    m = affine(scale, 0.0, (x, y), (STORE_SIZE / 2, STORE_SIZE / 2), False)
    if scale < 0.7:
        f = scale * 1.25
        small = cv2.resize(img, None, fx=f, fy=f, interpolation=cv2.INTER_AREA)
        m[:, :2] /= f
        img = small
    return cv2.warpAffine(img, m, (STORE_SIZE, STORE_SIZE), flags=cv2.INTER_LINEAR, borderMode=cv2.BORDER_REFLECT_101)


def build_store(run_dir: str, groups: dict[str, list[ImageRecord]], seed: int,
                detector_boxes: bool = False) -> dict[str, np.ndarray]:
    """Crops for the classifier: every die, repainted real dice, background and near-miss crops;
    with `detector_boxes`, each real die a second time, cut around the trained detector's box
    for it (`detector_box_crops`)."""
    path = os.path.join(run_dir, 'crops.npz')
    if os.path.exists(path):
        data = np.load(path)
        return {k: data[k] for k in data.files}
    rng = np.random.default_rng(seed)
    cache = ImageCache()
    crops, classes, kinds = [], [], []
    t0 = time.time()
    for group, records in groups.items():
        real = group != 'synth'
        for rec in records:
            img, pre = cache.get(rec)
            for d in rec.dice:
                c = store_crop(img, d.x * pre, d.y * pre, d.size * pre)
                crops.append(c), classes.append(d.cls), kinds.append(f'die:{group}')
                if real and d.cls < 6:
                    face = 'X' if rng.random() < 0.4 else str(int(rng.integers(1, 7)))
                    painted = repaint(c, STORE_SIZE / STORE_SIDE_SHARE, face, rng)
                    if painted is not None:
                        crops.append(painted), classes.append(CLASS_INDEX[face]), kinds.append(f'painted:{group}')
            sizes = [d.size for d in rec.dice] or [math.exp(rng.uniform(math.log(0.04), math.log(0.25))) * min(rec.width, rec.height)]
            n_bg = 3 if real else 2
            for _ in range(n_bg * 4):
                if n_bg == 0:
                    break
                s = float(rng.choice(sizes)) * rng.uniform(0.8, 1.25)
                x, y = rng.uniform(0, rec.width), rng.uniform(0, rec.height)
                if all(math.hypot(d.x - x, d.y - y) > 0.75 * (d.size + s) for d in rec.dice):
                    crops.append(store_crop(img, x * pre, y * pre, s * pre)), classes.append(BACKGROUND), kinds.append(f'bg:{group}')
                    n_bg -= 1
            for d in rec.dice[:2]:
                a = rng.uniform(0, 2 * math.pi)
                r = rng.uniform(0.7, 1.0) * d.size
                x, y = d.x + r * math.cos(a), d.y + r * math.sin(a)
                if all(math.hypot(o.x - x, o.y - y) > 0.6 * o.size for o in rec.dice):
                    crops.append(store_crop(img, x * pre, y * pre, d.size * pre)), classes.append(BACKGROUND), kinds.append(f'near:{group}')
        log(run_dir, f'crop store: {group} done, {len(crops)} crops ({time.time() - t0:.0f} s)')
    for crop, group in mine_hard_negatives(run_dir, groups, cache):
        crops.append(crop), classes.append(BACKGROUND), kinds.append(f'hard:{group}')
    if detector_boxes:
        for crop, cls, group in detector_box_crops(run_dir, groups, cache):
            crops.append(crop), classes.append(cls), kinds.append(f'die:{group}')
    log(run_dir, f'crop store: {len(crops)} crops with hard negatives ({time.time() - t0:.0f} s)')
    store = {'crops': np.stack(crops), 'classes': np.array(classes, np.int64), 'kinds': np.array(kinds)}
    np.savez(path, **store)
    return store


def mine_hard_negatives(run_dir: str, groups: dict[str, list[ImageRecord]], cache: ImageCache,
                        per_image: int = 8) -> list[tuple[np.ndarray, str]]:
    """Crops where the trained detector fires on a training image but no labelled die is (score > 0.15,
    centre farther than half a die from every labelled die): the byler tray's screw heads, printed
    text, side faces of dice seen at an angle, the synthetic scenes' printed words... They teach
    the classifier 'background'. Every training image is searched (the synthetic scenes too: with
    only 800 of them searched, a 48 px classifier took printed letters on empty arenas for dice)."""
    path = os.path.join(run_dir, 'detector.final.pt')
    if not os.path.exists(path):
        log(run_dir, 'no trained detector: no hard negatives')
        return []
    model = Detector()
    model.load_state_dict(torch.load(path, map_location='cpu')['model'])
    model.to(DEVICE).eval()
    found: list[tuple[np.ndarray, str]] = []
    t0 = time.time()
    for group, records in groups.items():
        for rec in records:
            img = read_rgb(rec.path)
            scale = img.shape[1] / rec.width
            peaks = [p for p in detect_peaks(model, img) if p[3] > 0.15]
            kept = 0
            for x, y, side, _ in peaks:
                if kept >= per_image:
                    break
                if all(math.hypot(d.x * scale - x, d.y * scale - y) > 0.5 * max(d.size * scale, side) for d in rec.dice):
                    small, pre = cache.get(rec)
                    found.append((store_crop(small, x / scale * pre, y / scale * pre, side / scale * pre), group))
                    kept += 1
        log(run_dir, f'hard negatives: {group} done, {len(found)} so far ({time.time() - t0:.0f} s)')
    return found


def match_peaks(dice: list[Die], peaks: list[tuple[float, float, float, float]], scale: float,
                max_offset: float = 0.5, min_score: float = 0.15) -> list[tuple[Die, tuple[float, float, float, float]]]:
    """Each labelled die with the detector's peak for it: the nearest peak (x, y, side, score in
    frame pixels, as `detect_peaks` gives them) above `min_score` whose centre is within
    `max_offset` of the die's side from the die's centre; dice without one are left out.
    `scale`: frame pixels per label pixel."""
    matched = []
    for d in dice:
        near = [(math.hypot(d.x * scale - p[0], d.y * scale - p[1]), p) for p in peaks if p[3] > min_score]
        near = [(dist, p) for dist, p in near if dist <= max_offset * d.size * scale]
        if near:
            matched.append((d, min(near, key=lambda n: n[0])[1]))
    return matched


def detector_box_crops(run_dir: str, groups: dict[str, list[ImageRecord]], cache: ImageCache) -> list[tuple[np.ndarray, int, str]]:
    """A crop of each labelled real die (the sources' photos and yudai's pseudo-boxed frames are
    already the detector's) cut around the trained detector's box for it instead of the label's,
    with the label's class: the reader classifies the detector's boxes, which for translucent dice
    under glare lie off the labelled ones (models/README.md, session 23's shadow detector)."""
    path = os.path.join(run_dir, 'detector.final.pt')
    if not os.path.exists(path):
        raise SystemExit(f'--detector-box-crops needs a trained detector: {path}')
    model = Detector()
    model.load_state_dict(torch.load(path, map_location='cpu')['model'])
    model.to(DEVICE).eval()
    found: list[tuple[np.ndarray, int, str]] = []
    t0 = time.time()
    for group, records in groups.items():
        if group in ('synth', 'yudai-pseudo', 'yudai-empty'):
            continue
        for rec in records:
            img = read_rgb(rec.path)
            scale = img.shape[1] / rec.width
            small, pre = cache.get(rec)
            for d, (x, y, side, _) in match_peaks(rec.dice, detect_peaks(model, img), scale):
                found.append((store_crop(small, x / scale * pre, y / scale * pre, side / scale * pre), d.cls, group))
        log(run_dir, f'detector-box crops: {group} done, {len(found)} so far ({time.time() - t0:.0f} s)')
    return found


def classifier_sample(crop: np.ndarray, cls: int, rng: np.random.Generator,
                      crop_scale: tuple[float, float] = (0.85, 1.2), crop_size: int = CROP_SIZE,
                      crop_side_share: float = CROP_SIDE_SHARE, strong: bool = True) -> tuple[np.ndarray, int]:
    """A crop_size x crop_size view (pixels) of a stored crop as the reader would cut it: side
    crop_side_share x die times a factor drawn from `crop_scale` (the detector's box is that much
    off), shifted, any rotation; sometimes (when `strong`) a glare streak across it, side pips
    beside it, or the look of a 10-24 px die enlarged (any class, so none of these is a cue)."""
    side = STORE_SIZE / STORE_SIDE_SHARE * crop_side_share * rng.uniform(*crop_scale)
    scale = 2 * crop_size / side
    shift = rng.uniform(-0.15, 0.15, 2) * STORE_SIZE / STORE_SIDE_SHARE
    m = affine(scale, rng.uniform(0, 360), (STORE_SIZE / 2 + shift[0], STORE_SIZE / 2 + shift[1]), (crop_size, crop_size), rng.random() < 0.5)
    view = cv2.warpAffine(crop, m, (2 * crop_size, 2 * crop_size), flags=cv2.INTER_LINEAR, borderMode=cv2.BORDER_REFLECT_101)
    die_side = STORE_SIZE / STORE_SIDE_SHARE * scale
    if strong and rng.random() < 0.25:
        view = glare_streak(view, die_side, rng)
    if strong and rng.random() < SIDE_PIPS_SHARE:
        view = side_pips(view, die_side, rng)
    if strong and rng.random() < LOW_RESOLUTION_SHARE:
        view = low_resolution(view, die_side, rng)
    if cls < 7 and rng.random() < 0.03:
        # Far out of focus: unreadable. Sigma is in view pixels, where (48 px crops) the die is about
        # 64 px and a 6's pips 16 px apart: from about 7 they merge; below that they can still be
        # counted, and calling such a view unreadable taught the reader to give up on small sixes
        # (yudai-d6-gray never seen: 31 of the held-out session's 51 sixes). Scaled with the die.
        view = cv2.GaussianBlur(view, (0, 0), rng.uniform(7, 11) * (crop_size / crop_side_share) / (CROP_SIZE / CROP_SIDE_SHARE))
        cls = UNREADABLE
    view = photometric(view, rng)
    # The reader cuts crops at twice the size and averages 2 x 2 (tf.avgPool), as here.
    return cv2.resize(view, (crop_size, crop_size), interpolation=cv2.INTER_AREA), cls


#: Share of classifier samples with side pips drawn beside the top face (augment.side_pips).
SIDE_PIPS_SHARE = 0.3
#: Share of classifier samples seen as a 10-24 px die enlarged (augment.low_resolution).
LOW_RESOLUTION_SHARE = 0.2

CLASSIFIER_WEIGHTS = {'die:synth': 0.22, 'die:real': 0.38, 'painted': 0.1, 'bg': 0.1, 'near': 0.06, 'hard': 0.14}
#: Within the real dice, byler-d6 (many colours, marbled, red-on-black) gets the largest share.
REAL_GROUP_WEIGHTS = {'byler-d6': 0.4, 'matteo-d6': 0.2, 'fudw-d6-tray': 0.2, 'yudai-pseudo': 0.2}


def train_classifier(args) -> None:
    run_dir = unfinished_run(args.run, 'classifier')
    if run_dir is None:
        return
    final = os.path.join(run_dir, 'classifier.final.pt')
    groups = training_records(args.leave_out, run_dir, args.synth)
    store = build_store(run_dir, groups, args.seed, args.detector_box_crops)
    kinds = store['kinds']
    pools: dict[str, list[tuple[float, np.ndarray]]] = {}
    for kind in np.unique(kinds):
        prefix, group = kind.split(':', 1)
        key = 'die:synth' if kind == 'die:synth' else ('die:real' if prefix == 'die' else prefix)
        weight = REAL_GROUP_WEIGHTS.get(group, 0.2) if key == 'die:real' else 1.0
        pools.setdefault(key, []).append((weight, np.nonzero(kinds == kind)[0]))
    log(run_dir, 'classifier pools: ' + ', '.join(f'{k} {sum(len(i) for _, i in v)}' for k, v in pools.items()))
    torch.manual_seed(args.seed)
    layers = parse_layers(args.classifier_layers)
    log(run_dir, f'classifier layers (filters:stride): {format_layers(layers)}')
    model = Classifier(layers).to(DEVICE)
    if args.init:
        start = os.path.join(dice_data.RUNS, args.init, 'classifier.final.pt')
        model.load_state_dict(torch.load(start, map_location='cpu')['model'])
        log(run_dir, f'classifier: starts from {start}')
    opt = torch.optim.AdamW(model.parameters(), lr=args.lr, weight_decay=5e-4)
    step = load_checkpoint(os.path.join(run_dir, 'classifier.pt'), model, opt, run_dir, 'classifier')
    names = list(pools)
    weights = np.array([CLASSIFIER_WEIGHTS[k] for k in names])
    weights /= weights.sum()
    crops, classes = store['crops'], store['classes']

    def make(rng: np.random.Generator):
        xs, ys = [], []
        for _ in range(args.batch):
            pool = pools[names[rng.choice(len(names), p=weights)]]
            group_weights = np.array([w for w, _ in pool])
            idx = pool[rng.choice(len(pool), p=group_weights / group_weights.sum())][1]
            i = int(idx[int(rng.integers(len(idx)))])
            view, cls = classifier_sample(crops[i], int(classes[i]), rng, tuple(args.crop_scale), args.crop_size, args.crop_side_share,
                                          not args.plain_views)
            xs.append(view), ys.append(cls)
        return np.stack(xs), np.array(ys, np.int64)

    model.train()
    progress = Progress(run_dir, 'classifier', args.steps, args.batch, 'crops', ('loss', 'train acc'))
    for step, (views, labels) in batches(make, step, args.steps, args.seed, workers=args.workers):
        x = to_input(views)
        y = torch.from_numpy(labels).to(DEVICE)
        for group in opt.param_groups:
            group['lr'] = lr_at(step, args.steps, args.lr)
        logits = model(x)
        loss = F.cross_entropy(logits, y, label_smoothing=0.05)
        opt.zero_grad()
        loss.backward()
        opt.step()
        progress.step_done(step + 1, (loss.item(), (logits.argmax(1) == y).float().mean().item()), model, opt)
    save_checkpoint(final, model.eval(), None, args.steps, crop=(args.crop_size, args.crop_side_share), layers=layers)
    log(run_dir, f'classifier done: {final}')


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('stage', choices=['detector', 'classifier'])
    parser.add_argument('--run', default='main')
    parser.add_argument('--leave-out', choices=dice_data.SOURCES, default=None)
    parser.add_argument('--steps', type=int, default=None)
    parser.add_argument('--batch', type=int, default=None)
    parser.add_argument('--patch', type=int, default=192)
    parser.add_argument('--lr', type=float, default=None)
    parser.add_argument('--pseudo-at', type=int, default=None, help='detector step at which yudai frames are pseudo-boxed')
    parser.add_argument('--seed', type=int, default=1)
    parser.add_argument('--init', default=None,
                        help='classifier: start from the trained classifier of this run (a warm restart: '
                             'fresh optimiser, its own cosine schedule over --steps; Loshchilov & Hutter 2017, SGDR)')
    parser.add_argument('--shadows', type=float, default=0.0,
                        help='detector: share of patches darkened by a soft cast shadow (augment.cast_shadow)')
    parser.add_argument('--ema', type=float, default=0.0,
                        help='detector: also keep a moving average of the weights with this decay per step '
                             '(e.g. 0.998), saved as detector.ema.pt')
    parser.add_argument('--crop-scale', type=float, nargs=2, default=[0.85, 1.2], metavar=('LO', 'HI'),
                        help='classifier: the crop side is 1.5 x the die times a factor drawn from LO-HI '
                             '(a detector box that much too small or large)')
    parser.add_argument('--crop-size', type=int, default=CROP_SIZE,
                        help=f'classifier input side in pixels (default {CROP_SIZE})')
    parser.add_argument('--crop-side-share', type=float, default=CROP_SIDE_SHARE,
                        help=f'classifier crop side as a share of the die side (default {CROP_SIDE_SHARE})')
    parser.add_argument('--classifier-layers', default=format_layers(CLASSIFIER_LAYERS), metavar='F:S,...',
                        help='classifier convolutions, 3 x 3 each, as filters:stride separated by commas '
                             f'(default {format_layers(CLASSIFIER_LAYERS)})')
    parser.add_argument('--detector-box-crops', action='store_true',
                        help='the crop store also cuts each real die around the detector\'s box for it (session 33)')
    parser.add_argument('--plain-views', action='store_true',
                        help='classifier: no glare streaks, side pips or low-resolution views (a last phase, after '
                             '--init, without the strong augmentations, as YOLOX turns off mosaic for its last epochs)')
    parser.add_argument('--synth', default=None, help='folder of the synthetic scenes (default training-data/.runs/synth)')
    parser.add_argument('--threads', type=int, default=1, help='torch threads; batches are made in one more process (prefetch.py)')
    parser.add_argument('--workers', type=int, default=1, help='processes making the batches (prefetch.py)')
    parser.add_argument('--device', default='cpu', help="torch device: cpu, or cuda where a GPU is")
    args = parser.parse_args()
    global DEVICE
    DEVICE = torch.device(args.device)
    torch.set_num_threads(args.threads)
    cv2.setNumThreads(1)
    if not dice_data.shared_available():
        raise SystemExit(f'{dice_data.SHARED} is missing: the labelled photos are needed for training')
    if args.stage == 'detector':
        args.steps = args.steps or 2400
        args.batch = args.batch or 16
        args.lr = args.lr or 3e-3
        args.pseudo_at = args.steps * 2 // 3 if args.pseudo_at is None else args.pseudo_at
        train_detector(args)
    else:
        args.steps = args.steps or 8000
        args.batch = args.batch or 128
        args.lr = args.lr or 3e-3
        train_classifier(args)


if __name__ == '__main__':
    sys.exit(main())
