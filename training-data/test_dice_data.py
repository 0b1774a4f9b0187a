import json
import os
import tempfile
import unittest

import dice_data


class LabelErrataTest(unittest.TestCase):
    def test_fix_replaces_the_label_it_corrects_once(self):
        fixes = {('train/a.jpg', 1): ('six', '5')}
        self.assertEqual(dice_data._fixed_label(fixes, 'train/a.jpg', 0, 'six'), 'six')
        self.assertEqual(dice_data._fixed_label(fixes, 'train/a.jpg', 1, 'six'), '5')
        self.assertEqual(fixes, {}, 'an applied fix is used up, so that a fix never applied can be reported')

    def test_fix_of_another_label_stops(self):
        with self.assertRaisesRegex(ValueError, "train/a.jpg box 1 is labelled 'five', not 'six'"):
            dice_data._fixed_label({('train/a.jpg', 1): ('six', '5')}, 'train/a.jpg', 1, 'five')

    def test_frame_fix(self):
        fixes = {('frames/1_5.jpg', None): ('five', '4')}
        with self.assertRaisesRegex(ValueError, "frames/1_5.jpg the frame is labelled 'six'"):
            dice_data._fixed_label(dict(fixes), 'frames/1_5.jpg', None, 'six')
        self.assertEqual(dice_data._fixed_label(fixes, 'frames/1_5.jpg', None, 'five'), '4')

    def test_a_fix_left_over_stops(self):
        dice_data._all_fixes_used({}, 'byler-d6')
        with self.assertRaisesRegex(ValueError, r"no such box or frame in byler-d6: \[\('train/z.jpg', 3\)\]"):
            dice_data._all_fixes_used({('train/z.jpg', 3): ('two', '3')}, 'byler-d6')

    def test_fixes_of_one_source(self):
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, 'errata.json')
            with open(path, 'w') as f:
                json.dump({'fixes': [
                    {'source': 'byler-d6', 'file': 'train/a.jpg', 'box': 2, 'labelled': 'two', 'face': '3', 'seen': ''},
                    {'source': 'matteo-d6', 'file': 'train/b.jpg', 'box': 0, 'labelled': 'one', 'face': '2', 'seen': ''},
                ]}, f)
            self.assertEqual(dice_data.label_fixes('byler-d6', path), {('train/a.jpg', 2): ('two', '3')})

    def test_errata_with_an_unknown_source_or_a_box_fixed_twice_stop(self):
        fix = {'source': 'byler-d6', 'file': 'train/a.jpg', 'box': 2, 'labelled': 'two', 'face': '3', 'seen': ''}
        for fixes, message in (([{**fix, 'source': 'byler'}], "unknown source 'byler'"),
                               ([fix, {**fix, 'face': '4'}], 'two fixes of byler-d6 train/a.jpg box 2')):
            with tempfile.TemporaryDirectory() as d:
                path = os.path.join(d, 'errata.json')
                with open(path, 'w') as f:
                    json.dump({'fixes': fixes}, f)
                with self.assertRaisesRegex(ValueError, message):
                    dice_data.label_fixes('matteo-d6', path)

    @unittest.skipUnless(dice_data.shared_available(), '../shared/data is absent')
    def test_byler_held_out_five(self):
        record = [r for r in dice_data.load_byler() if r.path.endswith('IMG_20191209_100722.jpg')][0]
        self.assertEqual(dice_data.CLASS_NAMES[record.dice[4].cls], '5')


if __name__ == '__main__':
    unittest.main()
