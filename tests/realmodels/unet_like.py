#!/usr/bin/python3
"""Builds a small U-Net-style segmentation network the way PyTorch's ONNX exporter names things
(nodes "/encoder/stage1/conv_s1/Conv", tensors "/encoder/stage1/conv_s1/Conv_output_0", weights
"encoder.stage1.conv_s1.weight" as initializers), plus its test and calibration inputs.

It stands in for the U²-Net-style models users bring: scoped names whose last parts repeat in every
block (conv_s1/Conv), and an encoder–decoder whose uint8 decoder collapses when calibration widens
the decoder's ranges (see widen_decoder_ranges). Weights are random but scaled so activations stay
in a plausible range; the point is the structure and the names, not what it segments.

Usage: unet_like.py build OUT_DIR      writes OUT_DIR/float13.onnx, OUT_DIR/test.npy, OUT_DIR/calib_*.npy
       unet_like.py widen MINMAX.json  widens the decoder's calibration ranges in place"""
import json
import os
import sys

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

SIZE = 64
CHANNELS = [8, 16, 24, 32]  # stage1..stage3 and the bottleneck
CALIBRATION_IMAGES = 4


class Builder:
    def __init__(self, seed):
        self.rng = np.random.default_rng(seed)
        self.nodes, self.inits = [], []

    def weight(self, name, shape, fan_in):
        w = (self.rng.standard_normal(shape) * np.sqrt(2.0 / fan_in)).astype(np.float32)
        self.inits.append(numpy_helper.from_array(w, name))
        return name

    def bias(self, name, channels):
        self.inits.append(numpy_helper.from_array((self.rng.standard_normal(channels) * 0.05).astype(np.float32), name))
        return name

    def op(self, scope, op_type, inputs, **attrs):
        name = "%s/%s" % (scope, op_type)
        out = name + "_output_0"
        self.nodes.append(helper.make_node(op_type, inputs, [out], name=name, **attrs))
        return out

    def conv_relu(self, scope, x, cin, cout, index, kernel=3):
        prefix = scope.strip("/").replace("/", ".") + ".conv_s%d" % index
        w = self.weight(prefix + ".weight", (cout, cin, kernel, kernel), cin * kernel * kernel)
        b = self.bias(prefix + ".bias", cout)
        y = self.op("%s/conv_s%d" % (scope, index), "Conv", [x, w, b], pads=[kernel // 2] * 4, kernel_shape=[kernel, kernel])
        return self.op("%s/relu_s%d" % (scope, index), "Relu", [y])


def build_model():
    b = Builder(seed=7)
    x, cin, skips = "input", 3, []
    for stage, cout in enumerate(CHANNELS[:3], start=1):
        scope = "/encoder/stage%d" % stage
        x = b.conv_relu(scope, x, cin, cout, 1)
        x = b.conv_relu(scope, x, cout, cout, 2)
        skips.append((x, cout))
        x = b.op(scope + "/pool", "MaxPool", [x], kernel_shape=[2, 2], strides=[2, 2])
        cin = cout
    x = b.conv_relu("/bottleneck", x, cin, CHANNELS[3], 1)
    cin = CHANNELS[3]
    scales = numpy_helper.from_array(np.array([1, 1, 2, 2], dtype=np.float32), "up_scales")
    roi = numpy_helper.from_array(np.array([], dtype=np.float32), "up_roi")
    b.inits += [scales, roi]
    for stage in (3, 2, 1):
        scope = "/decoder/stage%dd" % stage
        up = b.op(scope + "/upsample", "Resize", [x, "up_roi", "up_scales"], mode="nearest")
        skip, cskip = skips[stage - 1]
        cat = b.op(scope + "/cat", "Concat", [up, skip], axis=1)
        cout = CHANNELS[stage - 1]
        x = b.conv_relu(scope, cat, cin + cskip, cout, 1)
        x = b.conv_relu(scope, x, cout, cout, 2)
        cin = cout
    w = b.weight("side.weight", (1, cin, 1, 1), cin)
    logits = b.op("/side", "Conv", [x, w, b.bias("side.bias", 1)], kernel_shape=[1, 1])
    b.nodes.append(helper.make_node("Sigmoid", [logits], ["mask"], name="/Sigmoid"))
    graph = helper.make_graph(b.nodes, "unet_like",
                              [helper.make_tensor_value_info("input", TensorProto.FLOAT, [1, 3, SIZE, SIZE])],
                              [helper.make_tensor_value_info("mask", TensorProto.FLOAT, [1, 1, SIZE, SIZE])],
                              b.inits)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)], producer_name="pytorch")
    model.ir_version = 7
    onnx.checker.check_model(model)
    return model


def image(seed):
    """A smooth picture with a few blobs and edges, normalised like a typical segmentation input."""
    rng = np.random.default_rng(seed)
    yy, xx = np.mgrid[0:SIZE, 0:SIZE] / SIZE
    img = np.zeros((3, SIZE, SIZE), np.float32)
    for _ in range(6):
        cy, cx, r = rng.uniform(0.1, 0.9), rng.uniform(0.1, 0.9), rng.uniform(0.05, 0.3)
        blob = np.exp(-((yy - cy) ** 2 + (xx - cx) ** 2) / (2 * r * r))
        img += blob[None] * rng.uniform(-1, 1, (3, 1, 1))
    img += (xx > rng.uniform(0.3, 0.7))[None] * rng.uniform(-0.5, 0.5, (3, 1, 1))
    return (img / max(1e-6, np.abs(img).max()) * 2.0)[None].astype(np.float32)


def widen_decoder_ranges(minmax):
    """What an unrepresentative calibration image does to a decoder: its ranges grow many times over
    (like a Relu calibrated to [0, 179] whose values stay in [0, 3.9]), so uint8 spends a handful
    of levels on what the test image uses and the decoder's output collapses, worse the deeper the
    stage. One encoder tensor gets a mildly wider range too: the early, harmless dip that the
    first tensor below the threshold points at, while the damage is done in the decoder. Applied to
    the min/max statistics before quantizing."""
    growth = {"/encoder/stage1/conv_s2/": 9.0, "/decoder/stage3d/": 8.0, "/decoder/stage2d/": 60.0,
              "/decoder/stage1d/": 150.0}
    for name, (lo, hi) in list(minmax.items()):
        grow = next((g for prefix, g in growth.items() if name.startswith(prefix)), 1.0)
        minmax[name] = [lo * grow, hi * grow]
    return minmax


def main():
    mode, target = sys.argv[1:3]
    if mode == "widen":
        minmax = json.load(open(target))
        json.dump(widen_decoder_ranges(minmax), open(target, "w"))
        return
    out = target
    os.makedirs(out, exist_ok=True)
    onnx.save(build_model(), os.path.join(out, "float13.onnx"))
    test = image(1000)
    np.save(os.path.join(out, "test.npy"), test)
    # Calibration images like the test image (flipped, noisy), so the encoder's ranges fit it:
    # its loss stays a mild uint8 dip and the collapse comes from the decoder's widened ranges.
    rng = np.random.default_rng(99)
    for i in range(CALIBRATION_IMAGES):
        variant = test[:, :, :, ::-1] if i % 2 else test[:, :, ::-1, :]
        noisy = variant + rng.normal(0, 0.05, variant.shape) * (i + 1)
        np.save(os.path.join(out, "calib_%d.npy" % i), (noisy * (1.0 + 0.05 * i)).astype(np.float32))


if __name__ == "__main__":
    main()
