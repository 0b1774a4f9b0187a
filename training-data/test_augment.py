"""Tests of augment.py (run: /usr/bin/python3 -m unittest discover -s training-data -p 'test_*.py')."""
import unittest

import numpy as np

from augment import glare_streak


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


if __name__ == '__main__':
    unittest.main()
