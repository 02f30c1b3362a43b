#!/usr/bin/python3
"""Upgrades the PaddleOCR exports (opset 9 and 11) to opset 13, which QDQ with per-channel weights
needs. onnx 1.12's version converter fails on these models, so this rewrites only the operators
whose signature changed between those opsets and that the models use: attribute-form Clip, Pad,
Slice, Squeeze, Unsqueeze, ReduceSum and Split become input-form. Softmax changed meaning at 13
(one axis instead of "flatten from axis"); that is the same only on the last axis, which is what
these models use; generate.py checks the upgraded model's outputs against the original's.
Usage: upgrade_opset.py IN.onnx OUT.onnx"""
import sys

import numpy as np
import onnx
from onnx import helper, numpy_helper

TARGET = 13


def attribute(node, name, default=None):
    for a in node.attribute:
        if a.name == name:
            return helper.get_attribute_value(a)
    return default


def drop_attributes(node, names):
    keep = [a for a in node.attribute if a.name not in names]
    del node.attribute[:]
    node.attribute.extend(keep)


def upgrade(model):
    version = next(o.version for o in model.opset_import if o.domain in ("", "ai.onnx"))
    if version >= TARGET:
        return model
    graph = model.graph
    inits = []

    def const(node, suffix, array):
        name = "%s_%s" % (node.name or node.output[0], suffix)
        inits.append(numpy_helper.from_array(np.asarray(array), name))
        return name

    for node in graph.node:
        op = node.op_type
        if op == "Clip" and version < 11 and len(node.input) == 1:
            lo, hi = attribute(node, "min", -3.4028234663852886e38), attribute(node, "max", 3.4028234663852886e38)
            node.input.extend([const(node, "min", np.float32(lo)), const(node, "max", np.float32(hi))])
            drop_attributes(node, {"min", "max"})
        elif op == "Slice" and version < 10:
            starts, ends, axes = attribute(node, "starts"), attribute(node, "ends"), attribute(node, "axes")
            node.input.extend([const(node, "starts", np.array(starts, np.int64)),
                               const(node, "ends", np.array(ends, np.int64))])
            if axes is not None:
                node.input.append(const(node, "axes", np.array(axes, np.int64)))
            drop_attributes(node, {"starts", "ends", "axes"})
        elif op == "Pad" and version < 11:
            node.input.append(const(node, "pads", np.array(attribute(node, "pads"), np.int64)))
            node.input.append(const(node, "value", np.float32(attribute(node, "value", 0.0))))
            drop_attributes(node, {"pads", "value"})
        elif op in ("Squeeze", "Unsqueeze", "ReduceSum") and attribute(node, "axes") is not None:
            node.input.append(const(node, "axes", np.array(attribute(node, "axes"), np.int64)))
            drop_attributes(node, {"axes"})
        elif op == "Split" and attribute(node, "split") is not None:
            node.input.append(const(node, "split", np.array(attribute(node, "split"), np.int64)))
            drop_attributes(node, {"split"})
        elif op in ("Upsample", "Scatter", "TopK") and version < 10:
            sys.exit("upgrade_opset: %s (%s) would need a rewrite this tool does not have" % (op, node.name))
    graph.initializer.extend(inits)
    for o in model.opset_import:
        if o.domain in ("", "ai.onnx"):
            o.version = TARGET
    return model


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    model = upgrade(onnx.load(sys.argv[1]))
    onnx.save(model, sys.argv[2])
    return 0


if __name__ == "__main__":
    sys.exit(main())
