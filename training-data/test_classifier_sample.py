"""Tests of train.classifier_sample, the classifier's training view of a stored crop
(run: /usr/bin/python3 -m unittest discover -s training-data -p 'test_*.py')."""
import unittest
from unittest import mock

import numpy as np

import train
from train import STORE_SIDE_SHARE, STORE_SIZE, classifier_sample

#: The stored die's side in store pixels (a die stored at STORE_SIDE_SHARE x its side).
STORED_SIDE = STORE_SIZE / STORE_SIDE_SHARE


def stored_die() -> np.ndarray:
    """A STORE_SIZE x STORE_SIZE uint8 RGB crop: a black die of side STORED_SIDE, centred, on white."""
    crop = np.full((STORE_SIZE, STORE_SIZE, 3), 255, np.uint8)
    lo, hi = round((STORE_SIZE - STORED_SIDE) / 2), round((STORE_SIZE + STORED_SIDE) / 2)
    crop[lo:hi, lo:hi] = 0
    return crop


class ClassifierSampleTest(unittest.TestCase):
    def die_share(self, crop_size: int, crop_side_share: float) -> float:
        """Median over seeds of the die's side as a share of the view's side, measured from the
        dark pixels' area (rotation keeps the area); the box jitter is turned off."""
        shares = []
        for seed in range(40):
            view, cls = classifier_sample(stored_die(), 3, np.random.default_rng(seed), (1.0, 1.0), crop_size, crop_side_share)
            self.assertEqual(view.shape, (crop_size, crop_size, 3))
            self.assertEqual(view.dtype, np.uint8)
            if cls != 3:  # the rare far-out-of-focus view becomes unreadable
                continue
            grey = view.mean(axis=2)
            dark = grey < (np.percentile(grey, 2) + np.percentile(grey, 98)) / 2
            shares.append(np.sqrt(dark.mean()))
        return float(np.median(shares))

    def test_the_die_fills_one_over_the_crop_side_share(self) -> None:
        """The shipped crop (48 px, 1.5 x the die) and others: the die spans 1 / share of the view,
        whatever its pixel size (measured within 0.01)."""
        for crop_size, share in ((48, 1.5), (56, 1.4), (64, 2.0)):
            self.assertAlmostEqual(self.die_share(crop_size, share), 1 / share, delta=0.02, msg=f'{crop_size} px, {share} x')

    def test_the_default_crop_is_the_shipped_one(self) -> None:
        """Without crop arguments the view is the 48 px one of the shipped classifier, draw for draw."""
        for seed in range(5):
            default, _ = classifier_sample(stored_die(), 2, np.random.default_rng(seed))
            explicit, _ = classifier_sample(stored_die(), 2, np.random.default_rng(seed), (0.85, 1.2), 48, 1.5)
            np.testing.assert_array_equal(default, explicit)

    def test_plain_views_have_no_strong_augmentation(self) -> None:
        """`strong=False` (train.py --plain-views) never draws a glare streak, side pips or a
        low-resolution look; the default draws each of them in some of 200 views."""
        for strong in (False, True):
            calls = {'glare_streak': 0, 'side_pips': 0, 'low_resolution': 0}

            def counted(name: str):
                def passthrough(view, *_args):
                    calls[name] += 1
                    return view
                return passthrough

            with mock.patch.multiple(train, **{name: counted(name) for name in calls}):
                for seed in range(200):
                    view, _ = classifier_sample(stored_die(), 4, np.random.default_rng(seed), strong=strong)
                    self.assertEqual(view.shape, (48, 48, 3))
            if strong:
                self.assertTrue(all(n > 0 for n in calls.values()), calls)
            else:
                self.assertEqual(calls, {'glare_streak': 0, 'side_pips': 0, 'low_resolution': 0})


if __name__ == '__main__':
    unittest.main()
