"""Tests of augment.py (run: /usr/bin/python3 -m unittest discover -s training-data -p 'test_*.py')."""
import unittest

import numpy as np

from augment import cast_shadow, glare_streak, low_resolution, side_pips

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


class CastShadowTest(unittest.TestCase):
    def test_darkens_one_soft_region_and_never_brightens(self) -> None:
        """A grey 192 px patch: some pixels darken (none below a quarter of the light, none
        brighter), the shadow covers part of the patch but not all of it, its edge is soft (levels
        between lit and shadowed exist), and most shadows are deep (below 0.75 of the light; a
        thin triangle's may only reach in with its penumbra)."""
        img = np.full((192, 192, 3), 200, np.uint8)
        deep = 0
        for seed in range(20):
            out = cast_shadow(img, np.random.default_rng(seed))
            self.assertEqual(out.shape, img.shape)
            self.assertEqual(out.dtype, np.uint8)
            grey = out.astype(np.float32).mean(axis=2)
            self.assertTrue((out <= img).all(), f'seed {seed}: the shadow brightened a pixel')
            self.assertGreaterEqual(grey.min(), 0.25 * 200 - 1, f'seed {seed}: darker than a quarter of the light')
            self.assertLess(grey.min(), 190, f'seed {seed}: nothing is in shadow')
            deep += grey.min() < 0.75 * 200
            shadowed = (grey < 195).mean()
            self.assertGreater(shadowed, 0.005, f'seed {seed}: shadow covers {shadowed:.1%}')
            self.assertLess(shadowed, 1.0, f'seed {seed}: the whole patch is in shadow')
            penumbra = ((grey > grey.min() + 5) & (grey < 195)).mean()
            self.assertGreater(penumbra, 0.0, f'seed {seed}: a hard edge')
        self.assertGreaterEqual(deep, 15)


class LowResolutionTest(unittest.TestCase):
    def test_blurs_fine_pips_as_a_small_die_shows_them_and_keeps_the_die(self) -> None:
        """A checkerboard of 2 px pips on the die: after shrinking to a 10-24 px die and back the
        fine pattern is gone (its contrast drops), the mean colour and the crop's shape stay."""
        img = np.full((SIZE, SIZE, 3), 200, np.uint8)
        yy, xx = np.mgrid[0:SIZE, 0:SIZE]
        img[((yy // 2 + xx // 2) % 2 == 0) & (np.abs(yy - SIZE / 2) < SIDE / 2) & (np.abs(xx - SIZE / 2) < SIDE / 2)] = 20
        for seed in range(20):
            out = low_resolution(img, SIDE, np.random.default_rng(seed))
            self.assertEqual(out.shape, img.shape)
            self.assertEqual(out.dtype, np.uint8)
            die = (slice(36, 60), slice(36, 60))
            self.assertLess(out[die].std(), 0.3 * img[die].std(), f'seed {seed}: the fine pattern survived')
            self.assertAlmostEqual(out[die].mean(), img[die].mean(), delta=12)

    def test_leaves_a_die_that_is_already_small_alone(self) -> None:
        img = np.random.default_rng(0).integers(0, 256, (SIZE, SIZE, 3), dtype=np.uint8)
        out = low_resolution(img, 9.0, np.random.default_rng(1))
        np.testing.assert_array_equal(out, img)


if __name__ == '__main__':
    unittest.main()
