"""The two networks (PyTorch) and their export to tfjs LayersModel files.

Detector: a small fully convolutional CenterNet-style network (Zhou et al. 2019, "Objects as
Points"). Input: RGB in 0..1, H x W with H and W multiples of 16 (the reader scales a frame so
its long side is DETECTOR_LONG_SIDE). Output at stride 4, 4 channels: centre heat logit,
log(top-face side in input pixels), x and y offset of the centre inside its cell (0..1).

Classifier: a small CNN on 48 x 48 RGB crops (0..1) centred on a detected die, crop side 1.5 x the
detected side; 9 logits over CLASS_NAMES (1-6, X, unreadable, background).

Padding follows TensorFlow's 'same' rule (extra pixel at the bottom/right for stride 2), so the
exported tfjs model gives the same numbers as torch. Batch norm is folded into the convolutions
at export; kernels go from OIHW to HWIO (platform-notes.md, "Training: PyTorch from Debian").
"""
from __future__ import annotations

import json
import math
import os

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

DETECTOR_LONG_SIDE = 384
DETECTOR_STRIDE = 4
CROP_SIZE = 48
CROP_SIDE_SHARE = 1.5
NUM_CLASSES = 9


def same_pad(x: torch.Tensor, k: int, s: int) -> torch.Tensor:
    """Zero padding of TensorFlow's 'same' convolution for kernel k and stride s."""
    if k == 1:
        return x
    pads = []
    for size in (x.shape[3], x.shape[2]):
        out = math.ceil(size / s)
        total = max((out - 1) * s + k - size, 0)
        pads += [total // 2, total - total // 2]
    return F.pad(x, pads)


class ConvBnRelu(nn.Module):
    """k x k convolution (TF 'same' padding), batch norm, ReLU."""

    def __init__(self, cin: int, cout: int, stride: int = 1, k: int = 3):
        super().__init__()
        self.k, self.stride = k, stride
        self.conv = nn.Conv2d(cin, cout, k, stride, 0, bias=False)
        self.bn = nn.BatchNorm2d(cout)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return F.relu(self.bn(self.conv(same_pad(x, self.k, self.stride))))


class Detector(nn.Module):
    """CenterNet-style die detector; see the module docstring for inputs and outputs."""

    def __init__(self, w: tuple[int, int, int, int] = (12, 16, 32, 64), up: int = 32, mid: int = 24, head: int = 16):
        super().__init__()
        self.stem = ConvBnRelu(3, w[0], 2)
        self.c2a, self.c2b = ConvBnRelu(w[0], w[1], 2), ConvBnRelu(w[1], w[1])
        self.c3a, self.c3b = ConvBnRelu(w[1], w[2], 2), ConvBnRelu(w[2], w[2])
        self.c4a, self.c4b, self.c4c = ConvBnRelu(w[2], w[3], 2), ConvBnRelu(w[3], w[3]), ConvBnRelu(w[3], w[3])
        self.l16, self.l8, self.l4 = ConvBnRelu(w[3], up, k=1), ConvBnRelu(w[2], up, k=1), ConvBnRelu(w[1], mid, k=1)
        self.u8 = ConvBnRelu(up, mid)
        self.u4 = ConvBnRelu(mid, head)
        self.out = nn.Conv2d(head, 4, 1)
        nn.init.constant_(self.out.bias, 0.0)
        with torch.no_grad():
            self.out.bias[0] = -4.0  # CenterNet's prior: heat starts near 0
            self.out.bias[1] = math.log(16.0)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = self.stem(x)
        f4 = self.c2b(self.c2a(x))
        f8 = self.c3b(self.c3a(f4))
        f16 = self.c4c(self.c4b(self.c4a(f8)))
        u = F.interpolate(self.l16(f16), scale_factor=2, mode='nearest') + self.l8(f8)
        u = self.u8(u)
        u = F.interpolate(u, scale_factor=2, mode='nearest') + self.l4(f4)
        return self.out(self.u4(u))

    def graph(self) -> list[tuple]:
        """The layer graph for export: (kind, name, module or args, inputs)."""
        return [
            ('conv', 'stem', self.stem, ['input']), ('conv', 'c2a', self.c2a, ['stem']), ('conv', 'c2b', self.c2b, ['c2a']),
            ('conv', 'c3a', self.c3a, ['c2b']), ('conv', 'c3b', self.c3b, ['c3a']),
            ('conv', 'c4a', self.c4a, ['c3b']), ('conv', 'c4b', self.c4b, ['c4a']), ('conv', 'c4c', self.c4c, ['c4b']),
            ('conv', 'l16', self.l16, ['c4c']), ('up', 'up16', None, ['l16']), ('conv', 'l8', self.l8, ['c3b']),
            ('add', 'add8', None, ['up16', 'l8']), ('conv', 'u8', self.u8, ['add8']), ('up', 'up8', None, ['u8']),
            ('conv', 'l4', self.l4, ['c2b']), ('add', 'add4', None, ['up8', 'l4']), ('conv', 'u4', self.u4, ['add4']),
            ('head', 'out', self.out, ['u4']),
        ]


#: The classifier's convolutions as (filters, stride), 3 x 3 each: full resolution only for the
#: first, thin layer (tfjs wasm time grows with the pixels a layer sees more than with its
#: channels: this layout reads 20 crops of 48 x 48 in about 11 ms in Node, where the earlier
#: 7-layer 32 x 32 network took 8.7 ms, both measured with random weights).
CLASSIFIER_LAYERS = ((12, 1), (24, 2), (32, 2), (48, 1), (64, 2), (64, 1))


def parse_layers(text: str) -> tuple[tuple[int, int], ...]:
    """Classifier convolutions written as `filters:stride` pairs separated by commas
    ("12:1,24:2,...", as `format_layers` writes them) as (filters, stride) pairs.
    Raises ValueError on any other text, a filter count under 1 or a stride other than 1 or 2."""
    layers = []
    for part in text.split(','):
        filters, sep, stride = part.strip().partition(':')
        if not sep or not filters.isdigit() or stride not in ('1', '2') or int(filters) < 1:
            raise ValueError(f'classifier layer {part.strip()!r}: expected filters:stride, e.g. 64:2 (stride 1 or 2)')
        layers.append((int(filters), int(stride)))
    return tuple(layers)


def format_layers(layers: tuple[tuple[int, int], ...]) -> str:
    """(filters, stride) pairs as the text `parse_layers` reads."""
    return ','.join(f'{filters}:{stride}' for filters, stride in layers)


class Classifier(nn.Module):
    """Face classifier on CROP_SIZE x CROP_SIZE crops; see the module docstring."""

    def __init__(self, layers: tuple[tuple[int, int], ...] = CLASSIFIER_LAYERS):
        super().__init__()
        convs, cin = [], 3
        for cout, stride in layers:
            convs.append(ConvBnRelu(cin, cout, stride))
            cin = cout
        self.convs = nn.ModuleList(convs)
        self.drop = nn.Dropout(0.2)
        self.fc = nn.Linear(cin, NUM_CLASSES)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for layer in self.convs:
            x = layer(x)
        return self.fc(self.drop(x.mean(dim=(2, 3))))

    def graph(self) -> list[tuple]:
        names = [f'c{i + 1}' for i in range(len(self.convs))]
        g = [('conv', n, conv, [prev]) for n, conv, prev in zip(names, self.convs, ['input'] + names[:-1])]
        return g + [('gap', 'gap', None, [names[-1]]), ('dense', 'fc', self.fc, ['gap'])]


def _folded(m: ConvBnRelu) -> tuple[np.ndarray, np.ndarray]:
    """Conv kernel (HWIO) and bias with the batch norm folded in."""
    w = m.conv.weight.detach().double()
    bn = m.bn
    scale = bn.weight.detach().double() / torch.sqrt(bn.running_var.detach().double() + bn.eps)
    kernel = (w * scale[:, None, None, None]).permute(2, 3, 1, 0).contiguous()
    bias = bn.bias.detach().double() - bn.running_mean.detach().double() * scale
    return kernel.float().numpy(), bias.float().numpy()


def export_layers_model(model: nn.Module, name: str, input_shape: list, out_dir: str) -> dict:
    """Writes `out_dir/<name>.json` and `<name>.weights.bin` (tfjs LayersModel); returns the manifest dict."""
    layers = [{'class_name': 'InputLayer', 'name': 'input', 'inbound_nodes': [],
               'config': {'batch_input_shape': [None] + input_shape, 'dtype': 'float32', 'sparse': False, 'name': 'input'}}]
    weights: list[tuple[str, np.ndarray]] = []
    for kind, lname, module, inputs in model.graph():
        inbound = [[[i, 0, 0, {}] for i in inputs]]
        if kind == 'conv':
            kernel, bias = _folded(module)
            config = {'name': lname, 'trainable': True, 'dtype': 'float32', 'filters': int(kernel.shape[3]),
                      'kernel_size': [module.k, module.k], 'strides': [module.stride, module.stride], 'padding': 'same',
                      'data_format': 'channels_last', 'dilation_rate': [1, 1], 'activation': 'relu', 'use_bias': True}
            layers.append({'class_name': 'Conv2D', 'name': lname, 'config': config, 'inbound_nodes': inbound})
            weights += [(f'{lname}/kernel', kernel), (f'{lname}/bias', bias)]
        elif kind == 'head':
            kernel = module.weight.detach().permute(2, 3, 1, 0).contiguous().numpy()
            config = {'name': lname, 'trainable': True, 'dtype': 'float32', 'filters': int(kernel.shape[3]),
                      'kernel_size': [1, 1], 'strides': [1, 1], 'padding': 'same', 'data_format': 'channels_last',
                      'dilation_rate': [1, 1], 'activation': 'linear', 'use_bias': True}
            layers.append({'class_name': 'Conv2D', 'name': lname, 'config': config, 'inbound_nodes': inbound})
            weights += [(f'{lname}/kernel', kernel), (f'{lname}/bias', module.bias.detach().numpy())]
        elif kind == 'up':
            layers.append({'class_name': 'UpSampling2D', 'name': lname, 'inbound_nodes': inbound,
                           'config': {'name': lname, 'trainable': True, 'dtype': 'float32', 'size': [2, 2],
                                      'data_format': 'channels_last', 'interpolation': 'nearest'}})
        elif kind == 'add':
            layers.append({'class_name': 'Add', 'name': lname, 'inbound_nodes': inbound,
                           'config': {'name': lname, 'trainable': True, 'dtype': 'float32'}})
        elif kind == 'gap':
            layers.append({'class_name': 'GlobalAveragePooling2D', 'name': lname, 'inbound_nodes': inbound,
                           'config': {'name': lname, 'trainable': True, 'dtype': 'float32', 'data_format': 'channels_last'}})
        elif kind == 'dense':
            config = {'name': lname, 'trainable': True, 'dtype': 'float32', 'units': module.out_features,
                      'activation': 'linear', 'use_bias': True}
            layers.append({'class_name': 'Dense', 'name': lname, 'config': config, 'inbound_nodes': inbound})
            weights += [(f'{lname}/kernel', module.weight.detach().t().contiguous().numpy()), (f'{lname}/bias', module.bias.detach().numpy())]
        else:
            raise ValueError(kind)
    last = model.graph()[-1][1]
    topology = {'class_name': 'Model', 'keras_version': '2.15.0', 'backend': 'tensorflow',
                'config': {'name': name, 'layers': layers, 'input_layers': [['input', 0, 0]], 'output_layers': [[last, 0, 0]]}}
    bin_name = f'{name}.weights.bin'
    blob = b''.join(np.ascontiguousarray(w, dtype=np.float32).tobytes() for _, w in weights)
    manifest = {'format': 'layers-model', 'generatedBy': 'dice-referee training-data/nets.py', 'convertedBy': None,
                'modelTopology': topology,
                'weightsManifest': [{'paths': [bin_name], 'weights': [{'name': n, 'shape': list(w.shape), 'dtype': 'float32'} for n, w in weights]}]}
    os.makedirs(out_dir, exist_ok=True)
    with open(os.path.join(out_dir, f'{name}.json'), 'w') as f:
        json.dump(manifest, f)
    with open(os.path.join(out_dir, bin_name), 'wb') as f:
        f.write(blob)
    return manifest
