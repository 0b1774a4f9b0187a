"""Tests of paint.py (run: /usr/bin/python3 -m unittest discover -s training-data -p 'test_*.py').

A drawn die (white body, black pips of a known face, rotated) is repainted; the new face must
have no trace of the old pips and exactly the new marks.
"""
import math
import unittest

import cv2
import numpy as np

from paint import draw_marks, find_face, repaint


def drawn_die(face: int, angle: float, side: float = 29.0, size: int = 64) -> np.ndarray:
    """A 64 x 64 crop: grey floor, white die of `side` px rotated by `angle`, black pips."""
    img = np.full((size, size, 3), 90, np.uint8)
    c = (size - 1) / 2
    box = cv2.boxPoints(((c, c), (side, side), angle)).astype(np.int32)
    cv2.fillPoly(img, [box], (245, 245, 240), cv2.LINE_AA)
    mask = draw_marks((size, size), side, str(face), angle, 0.09 * side, 0.26, 'cross')
    img = (img * (1 - mask[..., None]) + np.array([15, 15, 15]) * mask[..., None]).astype(np.uint8)
    return img


def dark_blobs(img: np.ndarray, side: float) -> int:
    """Number of dark blobs inside the die's inner circle."""
    h, w = img.shape[:2]
    yy, xx = np.mgrid[0:h, 0:w]
    inner = (xx - (w - 1) / 2) ** 2 + (yy - (h - 1) / 2) ** 2 <= (0.45 * side) ** 2
    dark = ((img.mean(axis=2) < 110) & inner).astype(np.uint8)
    n, _, stats, _ = cv2.connectedComponentsWithStats(dark)
    return int((stats[1:, cv2.CC_STAT_AREA] >= 3).sum())


class RepaintTest(unittest.TestCase):
    def test_finds_the_pips_of_a_drawn_die(self):
        for face in range(1, 7):
            found = find_face(drawn_die(face, 20), 29.0 * 1.28)
            self.assertIsNotNone(found, f'face {face}')
            mask, body, pip, centre, side, angle = found
            self.assertAlmostEqual(side, 29.0, delta=2.5)
            self.assertAlmostEqual(min(angle, 90 - angle), 20, delta=4)
            self.assertGreater(body.mean(), 200)
            self.assertLess(pip.mean(), 80)

    def test_repaints_every_face_with_exactly_its_pips(self):
        rng = np.random.default_rng(0)
        for old in range(1, 7):
            for new in range(1, 7):
                out = repaint(drawn_die(old, 15 * old), 29.0 * (abs(math.cos(math.radians(15 * old))) + abs(math.sin(math.radians(15 * old)))), str(new), rng)
                self.assertIsNotNone(out)
                self.assertEqual(dark_blobs(out, 29.0), new, f'{old} -> {new}')

    def test_draws_an_x_and_removes_the_old_pips(self):
        rng = np.random.default_rng(1)
        out = repaint(drawn_die(6, 0), 29.0, 'X', rng)
        self.assertIsNotNone(out)
        self.assertEqual(dark_blobs(out, 29.0), 1)  # the cross is one connected mark
        c = 31.5
        self.assertLess(out[int(c), int(c)].mean(), 110)  # the centre is on the cross
        # The old 6's middle-row pips (at +-0.26 of the side, on the horizontal axis) are gone.
        self.assertGreater(out[int(c), int(c - 0.26 * 29)].mean(), 180)
        self.assertGreater(out[int(c), int(c + 0.26 * 29)].mean(), 180)

    def test_gives_up_on_a_plain_face(self):
        blank = np.full((64, 64, 3), 200, np.uint8)
        self.assertIsNone(repaint(blank, 29.0, 'X', np.random.default_rng(2)))


if __name__ == '__main__':
    unittest.main()
