"""Tests of augment.py (run: /usr/bin/python3 -m unittest discover -s training-data -p 'test_*.py')."""
import unittest

import numpy as np

from augment import glare_streak, side_pips

#: The test crops: 96 x 96 pixels around a die of side 40 px at the centre.
SIZE, SIDE = 96, 40.0


class PaintedCropTest(unittest.TestCase):
    def painted(self, img: np.ndarray, out: np.ndarray, threshold: int) -> tuple[np.ndarray, np.ndarray]:
        """Checks `out` is an image like `img` and returns the mask of pixels changed by more than
        `threshold` and their distances from the crop's centre (pixels)."""
        self.assertEqual(out.shape, img.shape)
        self.assertEqual(out.dtype, np.uint8)
        changed = np.abs(out.astype(int) - img.astype(int)).max(axis=2) > threshold
        ys, xs = np.nonzero(changed)
        return changed, np.hypot(xs + 0.5 - SIZE / 2, ys + 0.5 - SIZE / 2)


class GlareStreakTest(PaintedCropTest):
    def test_brightens_a_thin_streak_on_the_die_only(self) -> None:
        """A dark die on a dark floor: the streak is bright, thin, and stays within the die's
        circle (0.7 x side from the centre)."""
        img = np.full((SIZE, SIZE, 3), 40, np.uint8)
        for seed in range(20):
            out = glare_streak(img, SIDE, np.random.default_rng(seed))
            changed, distance = self.painted(img, out, 8)
            self.assertGreater(len(distance), 10, f'seed {seed}: no streak drawn')
            self.assertLess(changed.mean(), 0.12, f'seed {seed}: streak covers {changed.mean():.0%} of the crop')
            self.assertLessEqual(distance.max(), 0.7 * SIDE + 1, f'seed {seed}: streak leaves the die')
            self.assertGreater(out.max(), 75, f'seed {seed}: streak is not bright')
            self.assertTrue((out.astype(int) >= img.astype(int)).all(), f'seed {seed}: glare darkened a pixel')


class SidePipsTest(PaintedCropTest):
    def test_draws_pip_coloured_dots_beside_the_top_face_pips_only(self) -> None:
        """A white die with one black pip: the dots are pip-dark and lie 0.45-1 x side from the
        centre, never on the top face's pips (within 0.45 x side)."""
        img = np.full((SIZE, SIZE, 3), 230, np.uint8)
        img[44:52, 44:52] = 10
        for seed in range(30):
            out = side_pips(img, SIDE, np.random.default_rng(seed))
            changed, distance = self.painted(img, out, 30)
            self.assertGreater(len(distance), 3, f'seed {seed}: no dot drawn')
            self.assertGreaterEqual(distance.min(), 0.45 * SIDE, f'seed {seed}: a dot on the top face pips')
            self.assertLessEqual(distance.max(), 1.0 * SIDE, f'seed {seed}: a dot far from the die')
            self.assertLess(out[changed].min(), 60, f'seed {seed}: the dots are not pip-dark')


if __name__ == '__main__':
    unittest.main()
