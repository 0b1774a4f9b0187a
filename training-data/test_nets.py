"""Tests of the classifier's layer option (nets.parse_layers, format_layers) and of export.py
building the network a checkpoint names (run: /usr/bin/python3 -m unittest discover -s
training-data -p 'test_*.py')."""
import os
import tempfile
import unittest

import torch

import export
import train
from nets import CLASSIFIER_LAYERS, NUM_CLASSES, Classifier, format_layers, parse_layers


class LayersTest(unittest.TestCase):
    def test_text_round_trips(self) -> None:
        self.assertEqual(format_layers(CLASSIFIER_LAYERS), '12:1,24:2,32:2,48:1,64:2,64:1')
        self.assertEqual(parse_layers(format_layers(CLASSIFIER_LAYERS)), CLASSIFIER_LAYERS)
        self.assertEqual(parse_layers(' 8:2, 16:1 '), ((8, 2), (16, 1)))

    def test_bad_text_is_refused(self) -> None:
        for text in ('', '12', '12:3', 'a:1', '0:1', '12:1,,24:2', '-4:1'):
            with self.assertRaises(ValueError, msg=text):
                parse_layers(text)

    def test_the_network_follows_the_layers(self) -> None:
        model = Classifier(((8, 2), (16, 2), (24, 1))).eval()
        self.assertEqual([conv.conv.out_channels for conv in model.convs], [8, 16, 24])
        with torch.no_grad():
            self.assertEqual(tuple(model(torch.rand(2, 3, 48, 48)).shape), (2, NUM_CLASSES))


class ExportLoadTest(unittest.TestCase):
    def load(self, layers):
        with tempfile.TemporaryDirectory() as run_dir:
            torch.manual_seed(3)
            model = Classifier(layers) if layers else Classifier()
            train.save_checkpoint(os.path.join(run_dir, 'classifier.final.pt'), model.eval(), None, 1,
                                  crop=(56, 1.4), layers=layers)
            loaded, crop = export.load_trained(run_dir, 'classifier')
        x = torch.rand(2, 3, 56, 56)
        with torch.no_grad():
            self.assertTrue(torch.equal(model(x), loaded(x)))
        return loaded, crop

    def test_a_checkpoint_with_layers_loads_that_network(self) -> None:
        loaded, crop = self.load(((8, 1), (16, 2), (32, 2), (40, 1)))
        self.assertEqual([conv.conv.out_channels for conv in loaded.convs], [8, 16, 32, 40])
        self.assertEqual(crop, (56, 1.4))

    def test_a_checkpoint_without_layers_loads_the_default_network(self) -> None:
        loaded, _ = self.load(None)
        self.assertEqual([conv.conv.out_channels for conv in loaded.convs], [f for f, _ in CLASSIFIER_LAYERS])


if __name__ == '__main__':
    unittest.main()
