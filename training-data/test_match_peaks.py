"""Tests of train.match_peaks, which pairs labelled dice with the detector's peaks for
--detector-box-crops (run: /usr/bin/python3 -m unittest discover -s training-data -p 'test_*.py')."""
import unittest

from dice_data import Die
from train import match_peaks


class MatchPeaksTest(unittest.TestCase):
    def test_each_die_takes_the_nearest_peak_within_half_its_side(self):
        dice = [Die(100, 100, 40, 4), Die(300, 100, 40, 2)]
        peaks = [(115, 100, 36, 0.9), (104, 98, 44, 0.8), (300, 125, 40, 0.95)]
        matched = match_peaks(dice, peaks, 1.0)
        self.assertEqual(len(matched), 1)
        die, peak = matched[0]
        self.assertEqual(die.cls, 4)
        self.assertEqual(peak, (104, 98, 44, 0.8))  # 4.5 px away, not the surer peak 15 px away

    def test_label_pixels_are_scaled_to_frame_pixels(self):
        # Labels of a 640 px photo, peaks found on it read at 1280 px.
        matched = match_peaks([Die(100, 50, 20, 5)], [(205, 98, 42, 0.7)], 2.0)
        self.assertEqual([(d.cls, p[2]) for d, p in matched], [(5, 42)])
        self.assertEqual(match_peaks([Die(100, 50, 20, 5)], [(205, 98, 42, 0.7)], 1.0), [])

    def test_weak_peaks_are_not_boxes(self):
        self.assertEqual(match_peaks([Die(10, 10, 8, 1)], [(10, 10, 8, 0.1)], 1.0), [])
        self.assertEqual(len(match_peaks([Die(10, 10, 8, 1)], [(10, 10, 8, 0.1)], 1.0, min_score=0.05)), 1)


if __name__ == '__main__':
    unittest.main()
