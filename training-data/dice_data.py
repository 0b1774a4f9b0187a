"""Labelled photos of ../shared/data and the synthetic scenes, in one shape, with honest splits.

Every image becomes an ImageRecord: the file, the source, the split ('train' or 'held') and its
dice as top-face centres and sizes in the image's own pixels, with a class index (CLASS_NAMES).

Splits never cut a source at random (photos of one source are near-duplicates):
  byler-d6      200 photos of one afternoon: the last 40 by time stamp in the file name are held out.
  matteo-d6     the author's Valid folder (valid_*.jpg, 86 photos) is held out, Train is trained on.
  fudw-d6-tray  the last 6 photos by number (IMG_4555..IMG_4562) are held out.
  yudai-d6-gray the 2018-06-24 session (ids 20180624*, 249 frames incl. 50 empty) is held out;
                the 2018-07-01 session and the undated frames are trained on.
Box conventions differ (SOURCE.txt of each): byler boxes are the whole die (top-down, close to
the top face), fudw boxes are the top face, matteo boxes enclose only the pip pattern (the die
side is estimated from the pattern: 4/5/6/2/3 patterns span about 0.72 of the side), yudai has
image-level labels only (one die or none per frame, no box).
"""
from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass, field

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
SHARED = os.path.join(os.path.dirname(REPO), 'shared', 'data')
RUNS = os.path.join(HERE, '.runs')

#: Classifier classes, in output order; the same list is in synthScene.ts (CLASS_NAMES).
CLASS_NAMES = ['1', '2', '3', '4', '5', '6', 'X', 'unreadable', 'background']
CLASS_INDEX = {name: i for i, name in enumerate(CLASS_NAMES)}
UNREADABLE = CLASS_INDEX['unreadable']
BACKGROUND = CLASS_INDEX['background']
WORD_TO_FACE = {'one': '1', 'two': '2', 'three': '3', 'four': '4', 'five': '5', 'six': '6', 'x': 'X'}
SOURCES = ['byler-d6', 'matteo-d6', 'fudw-d6-tray', 'yudai-d6-gray']

#: Share of the die side spanned by a pip pattern box (two pips at +-0.26 of the side plus the pip
#: radius, PIP_LAYOUT in arenaScene.ts); measured on matteo-d6 4/5/6 boxes against die edges.
PATTERN_SHARE = 0.72


@dataclass
class Die:
    """One labelled die: top-face centre (x, y) and side (size) in image pixels, class index."""
    x: float
    y: float
    size: float
    cls: int


@dataclass
class ImageRecord:
    """One image: file path, source name, split, width and height in pixels, dice.

    weak_label: for yudai frames, the class index of the frame's single die (None = no die);
    dice is then empty and the frame has no box.
    """
    path: str
    source: str
    split: str
    width: int
    height: int
    dice: list[Die] = field(default_factory=list)
    weak_label: int | None = None
    weak: bool = False


def _face_class(label: str, where: str) -> int:
    face = WORD_TO_FACE.get(label.lower(), label)
    if face not in CLASS_INDEX:
        raise ValueError(f'{where}: unknown label {label!r}')
    return CLASS_INDEX[face]


def _boxes_file(folder: str) -> list[dict]:
    path = os.path.join(folder, 'annotations.json')
    try:
        with open(path) as f:
            return json.load(f)
    except (OSError, json.JSONDecodeError) as error:
        raise SystemExit(f'cannot read {path}: {error}')


#: Labels of ../shared/data found wrong, with the faces their photos show (label-errata.json).
LABEL_ERRATA = os.path.join(HERE, 'label-errata.json')


def label_fixes(source: str, path: str = LABEL_ERRATA) -> dict[tuple[str, int | None], tuple[str, str]]:
    """The fixes of `source` in the errata file: (file relative to the source's folder, box index
    in its annotations.json, None for a frame's own label) -> (label written there, face the photo
    shows)."""
    with open(path) as f:
        fixes = json.load(f)['fixes']
    seen = set()
    for x in fixes:
        if x['source'] not in SOURCES:
            raise ValueError(f'{path}: unknown source {x["source"]!r} ({", ".join(SOURCES)})')
        key = (x['source'], x['file'], x['box'])
        if key in seen:
            raise ValueError(f'{path}: two fixes of {x["source"]} {x["file"]} box {x["box"]}')
        seen.add(key)
    return {(x['file'], x['box']): (x['labelled'], x['face']) for x in fixes if x['source'] == source}


def _fixed_label(fixes: dict, file: str, index: int | None, label: str) -> str:
    """`label` of box `index` of `file`, or the face the errata give for it; raises ValueError when
    the errata correct a label that is not the one written there (the data changed)."""
    fix = fixes.pop((file, index), None)
    if fix is None:
        return label
    if fix[0] != label:
        what = 'the frame' if index is None else f'box {index}'
        raise ValueError(f'{LABEL_ERRATA}: {file} {what} is labelled {label!r}, not {fix[0]!r}: check the errata')
    return fix[1]


def _all_fixes_used(fixes: dict, source: str) -> None:
    """Raises ValueError when fixes of `source` were left over: their image or box is not in the data."""
    if fixes:
        raise ValueError(f'{LABEL_ERRATA}: no such box or frame in {source}: {sorted(fixes, key=str)}')


def _time_key(name: str) -> list:
    return [int(t) if t.isdigit() else t for t in re.split(r'(\d+)', name)]


def load_byler() -> list[ImageRecord]:
    folder = os.path.join(SHARED, 'byler-d6', 'train')
    entries = sorted(_boxes_file(folder), key=lambda e: _time_key(e['file']))
    held = {e['file'] for e in entries[-40:]}
    fixes = label_fixes('byler-d6')
    out = []
    for e in entries:
        w, h = e['width'], e['height']
        dice = []
        for i, b in enumerate(e['boxes']):
            bw = (b['xmax'] - b['xmin']) * w
            bh = (b['ymax'] - b['ymin']) * h
            label = _fixed_label(fixes, 'train/' + e['file'], i, b['label'])
            dice.append(Die((b['xmin'] + b['xmax']) / 2 * w, (b['ymin'] + b['ymax']) / 2 * h, (bw * bh) ** 0.5,
                            _face_class(label, e['file'])))
        out.append(ImageRecord(os.path.join(folder, e['file']), 'byler-d6', 'held' if e['file'] in held else 'train', w, h, dice))
    _all_fixes_used(fixes, 'byler-d6')
    return out


def load_matteo() -> list[ImageRecord]:
    out = []
    all_sides = []
    raw = []
    for sub, split in (('train', 'train'), ('valid', 'held')):
        folder = os.path.join(SHARED, 'matteo-d6', sub)
        for e in _boxes_file(folder):
            raw.append((folder, split, e))
            for b in e['boxes']:
                if b['label'] in ('four', 'five', 'six'):
                    all_sides.append(((b['xmax'] - b['xmin']) * e['width'] + (b['ymax'] - b['ymin']) * e['height']) / 2 / PATTERN_SHARE)
    global_side = float(np.median(all_sides))
    fixes = label_fixes('matteo-d6')
    for folder, split, e in raw:
        w, h = e['width'], e['height']
        sides = [((b['xmax'] - b['xmin']) * w + (b['ymax'] - b['ymin']) * h) / 2 / PATTERN_SHARE
                 for b in e['boxes'] if b['label'] in ('two', 'three', 'four', 'five', 'six')]
        side = float(np.median(sides)) if sides else global_side
        dice = [Die((b['xmin'] + b['xmax']) / 2 * w, (b['ymin'] + b['ymax']) / 2 * h, side,
                    _face_class(_fixed_label(fixes, os.path.basename(folder) + '/' + e['file'], i, b['label']), e['file']))
                for i, b in enumerate(e['boxes'])]
        out.append(ImageRecord(os.path.join(folder, e['file']), 'matteo-d6', split, w, h, dice))
    _all_fixes_used(fixes, 'matteo-d6')
    return out


def load_fudw() -> list[ImageRecord]:
    entries = []
    for sub in ('train', 'valid'):
        folder = os.path.join(SHARED, 'fudw-d6-tray', sub)
        entries += [(folder, e) for e in _boxes_file(folder)]
    entries.sort(key=lambda fe: _time_key(fe[1]['file']))
    held = {fe[1]['file'] for fe in entries[-6:]}
    fixes = label_fixes('fudw-d6-tray')
    out = []
    for folder, e in entries:
        w, h = e['width'], e['height']
        dice = []
        for i, b in enumerate(e['boxes']):
            bw = (b['xmax'] - b['xmin']) * w
            bh = (b['ymax'] - b['ymin']) * h
            label = _fixed_label(fixes, os.path.basename(folder) + '/' + e['file'], i, b['label'])
            dice.append(Die((b['xmin'] + b['xmax']) / 2 * w, (b['ymin'] + b['ymax']) / 2 * h, (bw * bh) ** 0.5,
                            _face_class(label, e['file'])))
        out.append(ImageRecord(os.path.join(folder, e['file']), 'fudw-d6-tray', 'held' if e['file'] in held else 'train', w, h, dice))
    _all_fixes_used(fixes, 'fudw-d6-tray')
    return out


def yudai_session(file: str) -> str:
    """Capture session of a yudai frame from its id (<id>_<k>.jpg): '20180624', '20180701' or 'plain'."""
    ident = os.path.basename(file).split('_')[0]
    return ident[:8] if ident.startswith('2018') and len(ident) > 8 else 'plain'


def load_yudai() -> list[ImageRecord]:
    folder = os.path.join(SHARED, 'yudai-d6-gray')
    fixes = label_fixes('yudai-d6-gray')
    out = []
    for name, has_die in (('annotations.json', True), ('negatives.json', False)):
        path = os.path.join(folder, name)
        with open(path) as f:
            entries = json.load(f)
        for e in entries:
            split = 'held' if yudai_session(e['file']) == '20180624' else 'train'
            label = _face_class(_fixed_label(fixes, e['file'], None, e['label']), e['file']) if has_die else None
            out.append(ImageRecord(os.path.join(folder, e['file']), 'yudai-d6-gray', split, e['width'], e['height'], [], label, weak=has_die))
    _all_fixes_used(fixes, 'yudai-d6-gray')
    return out


def load_source(name: str) -> list[ImageRecord]:
    """All images of one source of ../shared/data (SOURCES), with splits as in the module docstring."""
    return {'byler-d6': load_byler, 'matteo-d6': load_matteo, 'fudw-d6-tray': load_fudw, 'yudai-d6-gray': load_yudai}[name]()


def load_synth(folder: str | None = None) -> list[ImageRecord]:
    """Synthetic scenes written by make-synth.ts (labels.json: top-face boxes, labels '1'..'6', 'X', 'unreadable')."""
    folder = folder or os.path.join(RUNS, 'synth')
    path = os.path.join(folder, 'labels.json')
    if not os.path.exists(path):
        raise SystemExit(f'{path} is missing: run `npx tsx training-data/make-synth.ts` first')
    with open(path) as f:
        entries = json.load(f)
    out = []
    for e in entries:
        dice = []
        for d in e['dice']:
            x0, y0, x1, y1 = d['box']
            dice.append(Die((x0 + x1) / 2, (y0 + y1) / 2, ((x1 - x0) * (y1 - y0)) ** 0.5, CLASS_INDEX[d['label']]))
        out.append(ImageRecord(os.path.join(folder, e['file']), 'synth', 'train', e['width'], e['height'], dice))
    return out


def shared_available() -> bool:
    return os.path.isdir(SHARED)
