"""Tests of augment.py (run: /usr/bin/python3 -m unittest discover -s training-data -p 'test_*.py')."""
import unittest

import numpy as np

from augment import glare_streak, side_pips


class GlareStreakTest(unittest.TestCase):
    def test_brightens_a_thin_streak_on_the_die_only(self) -> None:
        """A 96 x 96 crop of a dark die (side 40 px) on a dark floor: the streak is bright, thin,
        and stays within the die's circle (0.7 x side from the centre)."""
        img = np.full((96, 96, 3), 40, np.uint8)
        for seed in range(20):
            out = glare_streak(img, 40.0, np.random.default_rng(seed))
            self.assertEqual(out.shape, img.shape)
            self.assertEqual(out.dtype, np.uint8)
            changed = np.abs(out.astype(int) - img.astype(int)).max(axis=2) > 8
            ys, xs = np.nonzero(changed)
            self.assertGreater(len(ys), 10, f'seed {seed}: no streak drawn')
            self.assertLess(changed.mean(), 0.12, f'seed {seed}: streak covers {changed.mean():.0%} of the crop')
            self.assertLessEqual(np.hypot(xs - 48, ys - 48).max(), 0.7 * 40, f'seed {seed}: streak leaves the die')
            self.assertGreater(out.max(), 75, f'seed {seed}: streak is not bright')
            self.assertTrue((out.astype(int) >= img.astype(int)).all(), f'seed {seed}: glare darkened a pixel')


class SidePipsTest(unittest.TestCase):
    def test_draws_pip_coloured_dots_outside_the_top_face_pips_only(self) -> None:
        """A 96 x 96 crop of a white die (side 40 px) with one black pip: the dots take the pip's or
        the body's colour and lie 0.45-0.9 x side from the centre, never on the top face's pips."""
        img = np.full((96, 96, 3), 230, np.uint8)
        img[44:52, 44:52] = 10
        for seed in range(30):
            out = side_pips(img, 40.0, np.random.default_rng(seed))
            self.assertEqual(out.shape, img.shape)
            self.assertEqual(out.dtype, np.uint8)
            changed = np.abs(out.astype(int) - img.astype(int)).max(axis=2) > 30
            ys, xs = np.nonzero(changed)
            self.assertGreater(len(ys), 3, f'seed {seed}: no dot drawn')
            distance = np.hypot(xs + 0.5 - 48, ys + 0.5 - 48)
            self.assertGreaterEqual(distance.min(), 0.45 * 40, f'seed {seed}: a dot on the top face pips')
            self.assertLessEqual(distance.max(), 0.9 * 40 * 1.5, f'seed {seed}: a dot far from the die')
            self.assertLess(out[changed].max(), 231, f'seed {seed}: a dot brighter than the body')


if __name__ == '__main__':
    unittest.main()
