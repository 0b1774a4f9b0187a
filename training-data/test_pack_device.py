"""Tests of pack_device.py (run: /usr/bin/python3 -m unittest discover -s training-data -p 'test_*.py').

Scenes re-encoded for the device keep their labels and nearly their pixels, under new file names
that load_synth reads; the photos of a packed source arrive byte for byte (needs ../shared/data).
"""
import filecmp
import json
import os
import tempfile
import unittest

import cv2
import numpy as np

import dice_data
from pack_device import pack_photos, pack_scenes


class PackScenes(unittest.TestCase):
    def test_scenes_become_webp_with_their_labels(self):
        rng = np.random.default_rng(3)
        with tempfile.TemporaryDirectory() as tmp:
            synth, out = os.path.join(tmp, 'synth'), os.path.join(tmp, 'carry')
            os.makedirs(synth)
            labels = []
            for i in range(2):
                img = cv2.GaussianBlur(rng.integers(0, 256, (64, 80, 3), dtype=np.uint8), (7, 7), 2)
                cv2.rectangle(img, (10, 10), (30, 30), (250, 250, 250), -1)
                cv2.imwrite(os.path.join(synth, f'{i:05d}.jpg'), img, [cv2.IMWRITE_JPEG_QUALITY, 95])
                labels.append({'file': f'{i:05d}.jpg', 'width': 80, 'height': 64, 'dice': [{'label': str(i + 1), 'box': [10, 10, 30, 30]}]})
            with open(os.path.join(synth, 'labels.json'), 'w') as f:
                json.dump(labels, f)
            self.assertEqual(pack_scenes(synth, out, 50), 2)
            records = dice_data.load_synth(os.path.join(out, 'synth'))
            self.assertEqual([os.path.basename(r.path) for r in records], ['00000.webp', '00001.webp'])
            self.assertEqual([r.dice[0].cls for r in records], [0, 1])
            for i, rec in enumerate(records):
                before = cv2.imread(os.path.join(synth, f'{i:05d}.jpg')).astype(float)
                after = cv2.imread(rec.path).astype(float)
                self.assertEqual(after.shape, before.shape)
                self.assertLess(np.abs(after - before).mean(), 6.0)

    def test_missing_scenes_say_how_to_make_them(self):
        with tempfile.TemporaryDirectory() as tmp:
            with self.assertRaises(SystemExit) as caught:
                pack_scenes(os.path.join(tmp, 'none'), tmp, 50)
            self.assertIn('make-synth.ts', str(caught.exception))


@unittest.skipUnless(dice_data.shared_available(), '../shared/data is absent')
class PackPhotos(unittest.TestCase):
    def test_left_out_source_stays_behind_and_photos_arrive_unchanged(self):
        with tempfile.TemporaryDirectory() as tmp:
            count = pack_photos('matteo-d6', tmp)
            data = os.path.join(tmp, 'shared', 'data')
            self.assertEqual(sorted(os.listdir(data)), ['byler-d6', 'fudw-d6-tray', 'yudai-d6-gray'])
            train = [r for s in ('byler-d6', 'fudw-d6-tray', 'yudai-d6-gray') for r in dice_data.load_source(s) if r.split == 'train']
            self.assertEqual(count, len(train))
            held = next(r for r in dice_data.load_source('byler-d6') if r.split == 'held')
            self.assertFalse(os.path.exists(os.path.join(data, os.path.relpath(held.path, dice_data.SHARED))))
            self.assertTrue(filecmp.cmp(train[0].path, os.path.join(data, os.path.relpath(train[0].path, dice_data.SHARED)), shallow=False))


if __name__ == '__main__':
    unittest.main()
