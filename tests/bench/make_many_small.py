#!/usr/bin/python3
"""Writes issue 12's many-small-tensors case: a float ONNX model of NODES ops (residual blocks of
Conv-Relu-Conv-Add, so about NODES tensors) and two dump folders of one small .npy per tensor,
written with np.save the way a user's dump loop writes them (not by QuantLens):
  make_many_small.py OUT_DIR [--nodes 20000] [--channels 8] [--size 4]
OUT_DIR/model.onnx, OUT_DIR/float_dump/*.npy, OUT_DIR/quant_dump/*.npy (float + quantization-like noise)."""
import argparse
import os

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper


def build(nodes, channels):
    """Residual blocks until `nodes` ops: conv -> relu -> conv -> add(block input)."""
    shape = [1, channels, None, None]
    inits, ops = [], []
    weight = numpy_helper.from_array(np.eye(channels, dtype=np.float32).reshape(channels, channels, 1, 1) * 0.5, "w")
    inits.append(weight)
    current, i = "input", 0
    while len(ops) < nodes:
        block_in = current
        for kind in ("Conv", "Relu", "Conv", "Add"):
            if len(ops) >= nodes:
                break
            out = f"t{i}"
            if kind == "Conv":
                ops.append(helper.make_node("Conv", [current, "w"], [out], name=f"conv{i}"))
            elif kind == "Relu":
                ops.append(helper.make_node("Relu", [current], [out], name=f"relu{i}"))
            else:
                ops.append(helper.make_node("Add", [current, block_in], [out], name=f"add{i}"))
            current, i = out, i + 1
    graph = helper.make_graph(ops, "many_small",
        [helper.make_tensor_value_info("input", TensorProto.FLOAT, shape)],
        [helper.make_tensor_value_info(current, TensorProto.FLOAT, shape)], inits)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)])
    model.ir_version = 8
    return model, [op.output[0] for op in ops]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--nodes", type=int, default=20000)
    parser.add_argument("--channels", type=int, default=8)
    parser.add_argument("--size", type=int, default=4)
    args = parser.parse_args()
    model, tensors = build(args.nodes, args.channels)
    os.makedirs(args.out, exist_ok=True)
    onnx.save(model, os.path.join(args.out, "model.onnx"))
    rng = np.random.default_rng(12)
    shape = (1, args.channels, args.size, args.size)
    for folder in ("float_dump", "quant_dump"):
        os.makedirs(os.path.join(args.out, folder), exist_ok=True)
    for name in tensors:
        value = rng.standard_normal(shape).astype(np.float32)
        quant = (np.round(value * 16) / 16).astype(np.float32)
        np.save(os.path.join(args.out, "float_dump", name + ".npy"), value)
        np.save(os.path.join(args.out, "quant_dump", name + ".npy"), quant)


if __name__ == "__main__":
    main()
