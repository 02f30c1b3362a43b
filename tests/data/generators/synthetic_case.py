#!/usr/bin/python3
"""Writes a small float ONNX model, its QDQ twin and two dump directories that exercise every path
of QuantLens's matcher and metrics: manifest and file-name rule, QDQ alias names, NHWC storage,
float16, big-endian, raw uint8 that must be dequantized, NaN, all-zero tensors, a missing tensor
and tensor names with '/' that only match after sanitising.

The activations are random, not a real forward pass: this case tests the metrics, not a network.
Usage: synthetic_case.py OUTPUT_DIR [--seed N]
"""
import argparse
import json
import os
import sys

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

CHANNELS = [3, 8, 8, 16, 16, 16]


def float_model():
    """x -> Conv -> Relu -> Conv -> Add(residual) -> Conv -> Relu -> GlobalAveragePool -> Flatten -> Gemm."""
    rng = np.random.default_rng(1)
    nodes, inits = [], []

    def weight(name, shape):
        inits.append(numpy_helper.from_array(rng.standard_normal(shape).astype(np.float32) * 0.2, name))
        return name

    nodes.append(helper.make_node("Conv", ["x", weight("conv1.w", [8, 3, 3, 3])], ["/backbone/conv1/Conv_output_0"],
                                  name="/backbone/conv1/Conv", pads=[1, 1, 1, 1]))
    nodes.append(helper.make_node("Relu", ["/backbone/conv1/Conv_output_0"], ["relu1"], name="relu1"))
    nodes.append(helper.make_node("Conv", ["relu1", weight("conv2.w", [8, 8, 1, 1])], ["conv2"], name="conv2"))
    nodes.append(helper.make_node("Add", ["conv2", "relu1"], ["add1"], name="add1"))
    nodes.append(helper.make_node("Conv", ["add1", weight("conv3.w", [16, 8, 3, 3])], ["conv3"], name="conv3",
                                  pads=[1, 1, 1, 1]))
    nodes.append(helper.make_node("Relu", ["conv3"], ["relu3"], name="relu3"))
    nodes.append(helper.make_node("Sigmoid", ["relu3"], ["zeros"], name="sigmoid_zeroed"))
    nodes.append(helper.make_node("Mul", ["zeros", "relu3"], ["with_nan"], name="mul_nan"))
    nodes.append(helper.make_node("GlobalAveragePool", ["with_nan"], ["pool"], name="pool"))
    nodes.append(helper.make_node("Flatten", ["pool"], ["flat"], name="flatten"))
    nodes.append(helper.make_node("Gemm", ["flat", weight("fc.w", [10, 16]), weight("fc.b", [10])], ["logits"],
                                  name="fc", transB=1))
    graph = helper.make_graph(nodes, "synthetic",
                              [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 3, 8, 8])],
                              [helper.make_tensor_value_info("logits", TensorProto.FLOAT, [1, 10])], inits)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)], producer_name="quantlens-tests")
    model.ir_version = 7
    return model


SHAPES = {
    "x": [1, 3, 8, 8], "/backbone/conv1/Conv_output_0": [1, 8, 8, 8], "relu1": [1, 8, 8, 8], "conv2": [1, 8, 8, 8],
    "add1": [1, 8, 8, 8], "conv3": [1, 16, 8, 8], "relu3": [1, 16, 8, 8], "zeros": [1, 16, 8, 8],
    "with_nan": [1, 16, 8, 8], "pool": [1, 16, 1, 1], "flat": [1, 16], "logits": [1, 10],
}


def activation_scales(float_acts):
    """uint8 asymmetric per-tensor MinMax parameters, the way ONNX Runtime's QDQ quantizer picks them."""
    params = {}
    for name, a in float_acts.items():
        finite = a[np.isfinite(a)]
        lo, hi = min(0.0, float(finite.min())), max(0.0, float(finite.max()))
        scale = (hi - lo) / 255.0 if hi > lo else 1.0
        zp = int(np.clip(round(-lo / scale), 0, 255))
        params[name] = (np.float32(scale), np.uint8(zp))
    return params


def qdq_model(float_m, params):
    """Inserts QuantizeLinear/DequantizeLinear after every activation, named like ORT's quantizer."""
    m = onnx.ModelProto()
    m.CopyFrom(float_m)
    g = m.graph
    new_nodes, inits = [], list(g.initializer)
    rename = {}
    for name, (scale, zp) in params.items():
        inits.append(numpy_helper.from_array(np.array(scale, np.float32), name + "_scale"))
        inits.append(numpy_helper.from_array(np.array(zp, np.uint8), name + "_zero_point"))
        rename[name] = name + "_DequantizeLinear_Output"

    def qdq(name):
        return [helper.make_node("QuantizeLinear", [name, name + "_scale", name + "_zero_point"],
                                 [name + "_QuantizeLinear_Output"], name=name + "_QuantizeLinear"),
                helper.make_node("DequantizeLinear", [name + "_QuantizeLinear_Output", name + "_scale",
                                                      name + "_zero_point"], [rename[name]],
                                 name=name + "_DequantizeLinear")]
    new_nodes += qdq("x")
    for node in g.node:
        n = onnx.NodeProto()
        n.CopyFrom(node)
        for i, inp in enumerate(n.input):
            if inp in rename:
                n.input[i] = rename[inp]
        new_nodes.append(n)
        for out in n.output:
            if out in params and out != "logits":
                new_nodes += qdq(out)
    del g.node[:]
    g.node.extend(new_nodes)
    del g.initializer[:]
    g.initializer.extend(inits)
    return m


def write_npy(path, array, version=None):
    with open(path, "wb") as f:
        if version is None:
            np.save(f, array)
        else:
            np.lib.format.write_array(f, array, version=version)


def sanitize(name):
    return "".join(c if (c.isascii() and (c.isalnum() or c in "_-")) else "_" for c in name)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("--seed", type=int, default=7)
    args = ap.parse_args()
    rng = np.random.default_rng(args.seed)
    os.makedirs(args.out, exist_ok=True)
    fdir, qdir = os.path.join(args.out, "float_dump"), os.path.join(args.out, "quant_dump")
    os.makedirs(fdir, exist_ok=True)
    os.makedirs(qdir, exist_ok=True)

    float_acts = {}
    for name, shape in SHAPES.items():
        a = rng.standard_normal(shape).astype(np.float32) * rng.uniform(0.5, 8.0) + rng.uniform(-1, 1)
        if name.startswith("relu"):
            a = np.maximum(a, 0)
        float_acts[name] = a
    float_acts["zeros"][:] = 0.0
    float_acts["with_nan"].flat[5] = np.nan
    params = activation_scales(float_acts)

    # Candidate = fake-quantized float plus a little drift that grows with depth.
    quant_acts = {}
    for depth, (name, a) in enumerate(float_acts.items()):
        scale, zp = params[name]
        q = np.clip(np.round(a / scale) + int(zp), 0, 255)
        deq = ((q - int(zp)) * scale).astype(np.float32)
        deq = deq + rng.standard_normal(a.shape).astype(np.float32) * float(scale) * 0.2 * depth
        deq[~np.isfinite(a)] = a[~np.isfinite(a)]
        quant_acts[name] = deq.astype(np.float32)
    quant_acts["zeros"][:] = 0.0
    quant_acts["conv3"].flat[3] = np.inf

    fm = float_model()
    onnx.save(fm, os.path.join(args.out, "float.onnx"))
    onnx.save(qdq_model(fm, params), os.path.join(args.out, "quant.onnx"))

    # Reference dump: a manifest, original names, mixed .npy versions.
    manifest = {"format": "quantlens-dump", "version": 1, "layout": "NCHW", "tensors": []}
    for order, (name, a) in enumerate(float_acts.items()):
        file = "t%02d_%s.npy" % (order, sanitize(name))
        write_npy(os.path.join(fdir, file), a, version=(2, 0) if order == 1 else None)
        manifest["tensors"].append({"name": name, "file": file, "shape": list(a.shape), "dtype": "float32",
                                    "order": order})
    with open(os.path.join(fdir, "manifest.json"), "w") as f:
        json.dump(manifest, f, indent=1)

    # Candidate dump: no manifest, file names follow the tensors' (quantized) names.
    stored = {}  # file stem -> how it is stored, for the independent checker
    for name, a in quant_acts.items():
        if name == "flat":
            continue  # missing on purpose: the report must list it as not compared
        stem, array, how = sanitize(name), a, {"tensor": name}
        if name == "relu1":
            stem = sanitize(name + "_DequantizeLinear_Output")  # ORT qdq naming
        elif name in ("conv2", "conv3"):  # conv2 is square (C = H = W): only the values tell its layout
            array, how["layout"] = np.ascontiguousarray(a.transpose(0, 2, 3, 1)), "NHWC"
        elif name == "add1":
            array = a.astype(np.float16)
        elif name == "relu3":
            array = a.astype(">f4")
        elif name == "pool":
            array = np.asfortranarray(a.reshape(1, 16).T)  # size-1 dims differ, Fortran order
        elif name == "x":
            scale, zp = params[name]
            array = np.clip(np.round(float_acts[name] / scale) + int(zp), 0, 255).astype(np.uint8)
            how["dequantize"] = [float(scale), int(zp)]
        write_npy(os.path.join(qdir, stem + ".npy"), array, version=(3, 0) if name == "logits" else None)
        stored[stem] = how
    with open(os.path.join(args.out, "candidate_storage.json"), "w") as f:
        json.dump(stored, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
