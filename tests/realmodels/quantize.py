#!/usr/bin/python3
"""A static post-training QDQ quantizer, laid out the way ONNX Runtime's quantize_static writes
QDQ models, for the test and demo fixtures:
  activations: uint8 asymmetric per-tensor (MinMax over the calibration runs), as
      t -> QuantizeLinear -> t_QuantizeLinear_Output -> DequantizeLinear -> t_DequantizeLinear_Output,
      consumers reading t_DequantizeLinear_Output; a graph output t is produced as
      t_QuantizeLinear_Input and its DequantizeLinear output keeps the name t;
  Conv / MatMul / Gemm weights: int8 symmetric, per channel (or per tensor with --per-tensor-weights),
      stored as w_quantized + w_scale + w_zero_point -> DequantizeLinear -> w_DequantizeLinear_Output;
  biases: int32 with scale = input scale x weight scale, zero point 0.
With --range-from-8bit a 16-bit activation keeps the range its 8-bit parameters represent,
[scale·(0 − zp), scale·(255 − zp)], instead of re-deriving it from the calibration min/max: what
QuantLens's simulator does (it sees only the quantized model), so a simulation can be checked level
for level. Tensors listed with --keep-16bit (or read from a Pulsar2 layer_configs JSON or a SigmaStar
quant-param JSON) use uint16 activations through the com.microsoft QuantizeLinear/DequantizeLinear
contrib ops, which ONNX Runtime runs at any opset (the standard ops take 16 bit only from opset 21).
With --share-data-movement the output of an operator that only moves values (MaxPool, Resize,
Reshape, Transpose, ...) takes its input's scale and zero point, as ONNX Runtime's QDQ quantizer
does. Such an output whose 8-bit parameters equal its input's (shared, or equal by calibration, as a
nearest Resize's are) goes to 16 bit with its input, as a toolchain moves it and QuantLens simulates it
(core/simulation/shared_quantization.h), unless --independent-16bit.
Usage: quantize.py FLOAT13.onnx MINMAX.json CALIB_INPUTS_DIR OUT.onnx [--per-tensor-weights]
                   [--keep-16bit NAME ...] [--pulsar2-config FILE] [--sigmastar-quant-json FILE]
                   [--range-from-8bit] [--share-data-movement] [--independent-16bit]"""
import argparse
import glob
import json
import os
import sys

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

MS_DOMAIN = "com.microsoft"
# Operators whose output a quantizer gives its input's parameters (QuantLens: simulation/shared_quantization.cpp).
DATA_MOVEMENT = {"MaxPool", "GlobalMaxPool", "Resize", "Upsample", "Reshape", "Transpose", "Flatten", "Squeeze",
                 "Unsqueeze", "Slice", "Split", "Gather", "Identity", "SpaceToDepth", "DepthToSpace", "Expand", "Tile"}
WEIGHT_INPUT = {"Conv": 1, "MatMul": 1, "Gemm": 1, "ConvTranspose": 1}


def attribute(node, name, default=None):
    for a in node.attribute:
        if a.name == name:
            return helper.get_attribute_value(a)
    return default


def constant_arrays(graph):
    arrays = {i.name: numpy_helper.to_array(i) for i in graph.initializer}
    for node in graph.node:
        if node.op_type == "Constant" and attribute(node, "value") is not None:
            arrays[node.output[0]] = numpy_helper.to_array(attribute(node, "value"))
    return arrays


def activation_params(lo, hi, bits):
    lo, hi = min(0.0, float(lo)), max(0.0, float(hi))  # zero must be exactly representable
    qmax = (1 << bits) - 1
    scale = (hi - lo) / qmax if hi > lo else 1.0
    zp = int(np.clip(round(-lo / scale), 0, qmax))
    return np.float32(scale), zp


def weight_axis(node):
    if node.op_type in ("Conv",):
        return 0
    if node.op_type == "ConvTranspose":
        return 1
    if node.op_type == "Gemm":
        return 0 if attribute(node, "transB", 0) else 1
    return 1  # MatMul: [K, N] -> one scale per output column


def quantize_weight(w, axis, per_channel):
    if per_channel and w.ndim > 1:
        reduce_axes = tuple(i for i in range(w.ndim) if i != axis)
        amax = np.abs(w).max(axis=reduce_axes)
    else:
        amax = np.array(np.abs(w).max())
    scale = np.where(amax > 0, amax / 127.0, 1.0).astype(np.float32)
    shape = [1] * w.ndim
    if scale.ndim:
        shape[axis] = -1
    q = np.clip(np.round(w / scale.reshape(shape)), -127, 127).astype(np.int8)
    return q, scale


def tensors_from_pulsar2(path, graph):
    """layer_configs items with data_type U16/S16: layer_name(s) -> their outputs, op_type(s),
    start/end tensor names -> every tensor between them, ["DEFAULT"] -> everything."""
    config = json.load(open(path))
    items = config.get("quant", config).get("layer_configs", [])
    chosen = set()
    for item in items:
        if item.get("data_type") not in ("U16", "S16"):
            continue
        names = set(item.get("layer_names", [])) | ({item["layer_name"]} if "layer_name" in item else set())
        types = set(item.get("op_types", [])) | ({item["op_type"]} if "op_type" in item else set())
        starts, ends = item.get("start_tensor_names", []), item.get("end_tensor_names", [])
        for node in graph.node:
            if node.name in names or node.op_type in types or "DEFAULT" in starts:
                chosen.update(node.output)
        if starts and "DEFAULT" not in starts:
            chosen.update(tensors_between(graph, set(starts), set(ends)))
    return chosen


def tensors_between(graph, starts, ends):
    """Tensors reachable from `starts` that can still reach one of `ends` (inclusive)."""
    consumers = {}
    for node in graph.node:
        for i in node.input:
            consumers.setdefault(i, []).append(node)
    forward, stack = set(), list(starts)
    while stack:
        t = stack.pop()
        if t in forward:
            continue
        forward.add(t)
        if t in ends:
            continue
        for node in consumers.get(t, []):
            stack.extend(node.output)
    producers = {o: n for n in graph.node for o in n.output}
    backward, stack = set(), list(ends)
    while stack:
        t = stack.pop()
        if t in backward or t not in forward:
            continue
        backward.add(t)
        if t in starts or t not in producers:
            continue
        stack.extend(producers[t].input)
    return backward


def tensors_from_sigmastar(path):
    return {item["name"] for item in json.load(open(path)) if int(item.get("bit", 8)) >= 16}


class QdqBuilder:
    def __init__(self, model, minmax, keep16, per_channel, range_from_8bit=False, share=False, follow=True):
        self.model, self.minmax, self.keep16, self.per_channel = model, minmax, keep16, per_channel
        self.range_from_8bit = range_from_8bit
        self.share, self.follow = share, follow
        # tensor -> its data-movement producer's input, whose parameters it may share
        self.leader = {}
        for node in model.graph.node:
            if node.op_type in DATA_MOVEMENT and node.input and node.input[0] in minmax:
                for out in node.output:
                    if out in minmax:
                        self.leader[out] = node.input[0]
        self.graph = model.graph
        self.inits, self.new_nodes = [], []
        self.act_scale = {}
        self.uses_ms_domain = False

    def add_init(self, array, name):
        self.inits.append(numpy_helper.from_array(array, name))
        return name

    def quantize_activations(self, float_tensors):
        outputs = {o.name for o in self.graph.output}
        renamed, params, params8 = {}, {}, {}
        for t in float_tensors:
            if t not in self.minmax:
                continue
            leader = self.leader.get(t)  # graph order: a leader's parameters are known before its outputs'
            own8 = activation_params(*self.minmax[t], 8)
            params8[t] = params8[leader] if self.share and leader in params8 else own8
            follows = self.follow and leader in params8 and params8[leader] == params8[t]
            if follows and params[leader][2] == 16 and t not in self.keep16:
                scale, zp, bits = params[leader]
            elif t in self.keep16:
                bits = 16
                scale, zp = activation_params(*self.minmax[t], 16)
                if self.range_from_8bit:
                    s8, z8 = params8[t]
                    lo, hi = float(s8) * (0 - z8), float(s8) * (255 - z8)
                    scale = np.float32((hi - lo) / 65535)
                    zp = int(np.clip(round(-lo / float(scale)), 0, 65535))
            else:
                bits = 8
                scale, zp = params8[t]
            params[t] = (scale, zp, bits)
            self.act_scale[t] = scale
            s = self.add_init(np.array(scale, np.float32), t + "_scale")
            z = self.add_init(np.array(zp, np.uint16 if bits == 16 else np.uint8), t + "_zero_point")
            domain = MS_DOMAIN if bits == 16 else ""
            self.uses_ms_domain |= bits == 16
            src, dst = t, t + "_DequantizeLinear_Output"
            if t in outputs:  # ORT keeps the graph output's name on the DequantizeLinear output
                src, dst = t + "_QuantizeLinear_Input", t
            renamed[t] = (src, dst)
            self.new_nodes.append((t, [
                helper.make_node("QuantizeLinear", [src, s, z], [t + "_QuantizeLinear_Output"],
                                 name=t + "_QuantizeLinear", domain=domain),
                helper.make_node("DequantizeLinear", [t + "_QuantizeLinear_Output", s, z], [dst],
                                 name=t + "_DequantizeLinear", domain=domain)]))
        return renamed

    def quantize_weights(self, arrays):
        replaced = {}
        for node in self.graph.node:
            idx = WEIGHT_INPUT.get(node.op_type)
            if idx is None or len(node.input) <= idx or node.input[idx] not in arrays:
                continue
            w_name = node.input[idx]
            w = arrays[w_name].astype(np.float32)
            axis = weight_axis(node)
            q, scale = quantize_weight(w, axis, self.per_channel)
            dq = self.dequantize_node(w_name, q, scale, np.zeros(scale.shape, np.int8), axis)
            replaced[(node.name, idx)] = dq
            bias_idx = 2
            if node.op_type in ("Conv", "Gemm", "ConvTranspose") and len(node.input) > bias_idx \
                    and node.input[bias_idx] in arrays and node.input[0] in self.act_scale:
                b = arrays[node.input[bias_idx]].astype(np.float64)
                b_scale = (self.act_scale[node.input[0]] * scale).astype(np.float32)
                qb = np.clip(np.round(b / b_scale), -2**31, 2**31 - 1).astype(np.int32)
                replaced[(node.name, bias_idx)] = self.dequantize_node(
                    node.input[bias_idx], qb, b_scale, np.zeros(b_scale.shape, np.int32), 0)
        return replaced

    def dequantize_node(self, name, q, scale, zp, axis):
        qn = self.add_init(q, name + "_quantized")
        sn = self.add_init(scale, name + "_scale")
        zn = self.add_init(zp, name + "_zero_point")
        out = name + "_DequantizeLinear_Output"
        kwargs = {"axis": axis} if scale.ndim else {}
        self.new_nodes.append((None, [helper.make_node("DequantizeLinear", [qn, sn, zn], [out],
                                                       name=name + "_DequantizeLinear", **kwargs)]))
        return out

    def build(self, float_tensors, arrays):
        renamed = self.quantize_activations(float_tensors)
        replaced = self.quantize_weights(arrays)
        weight_nodes = [nodes for key, nodes in self.new_nodes if key is None]
        act_nodes = {key: nodes for key, nodes in self.new_nodes if key is not None}
        out_nodes = [n for nodes in weight_nodes for n in nodes]
        for name in [i.name for i in self.graph.input]:
            out_nodes += act_nodes.get(name, [])
        for node in self.graph.node:
            for i, inp in enumerate(node.input):
                if (node.name, i) in replaced:
                    node.input[i] = replaced[(node.name, i)]
                elif inp in renamed and renamed[inp][0] == inp:
                    node.input[i] = renamed[inp][1]
            for k, out in enumerate(node.output):
                if out in renamed and renamed[out][0] != out:
                    node.output[k] = renamed[out][0]
            out_nodes.append(node)
            for out in list(node.output):
                key = next((t for t, (src, _) in renamed.items() if src == out), None)
                out_nodes += act_nodes.get(key, [])
        # The float weights now live on as *_quantized initializers: drop the originals (initializers
        # and Constant nodes) nothing reads any more, as ONNX Runtime's quantizer does.
        used = {i for n in out_nodes for i in n.input} | {o.name for o in self.graph.output}
        out_nodes = [n for n in out_nodes if n.op_type != "Constant" or n.output[0] in used]
        kept = [i for i in self.graph.initializer if i.name in used]
        del self.graph.initializer[:]
        self.graph.initializer.extend(kept)
        del self.graph.node[:]
        self.graph.node.extend(out_nodes)
        self.graph.initializer.extend(self.inits)
        if self.uses_ms_domain:
            self.model.opset_import.append(helper.make_opsetid(MS_DOMAIN, 1))
        return self.model


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("model")
    ap.add_argument("minmax")
    ap.add_argument("calibration_dir")
    ap.add_argument("out")
    ap.add_argument("--per-tensor-weights", action="store_true")
    ap.add_argument("--keep-16bit", nargs="*", default=[])
    ap.add_argument("--pulsar2-config")
    ap.add_argument("--sigmastar-quant-json")
    ap.add_argument("--range-from-8bit", action="store_true")
    ap.add_argument("--share-data-movement", action="store_true")
    ap.add_argument("--independent-16bit", action="store_true",
                    help="16 bit only for the tensors named, not for the outputs sharing their parameters")
    args = ap.parse_args()

    model = onnx.load(args.model)
    minmax = json.load(open(args.minmax))
    input_name = model.graph.input[0].name
    calib = [np.load(f) for f in sorted(glob.glob(os.path.join(args.calibration_dir, "calib_*.npy")))]
    if not calib:
        sys.exit("quantize: no calib_*.npy in %s" % args.calibration_dir)
    if input_name not in minmax:  # a calibration table may give the input its own range
        minmax[input_name] = [min(float(c.min()) for c in calib), max(float(c.max()) for c in calib)]
    keep16 = set(args.keep_16bit)
    if args.pulsar2_config:
        keep16 |= tensors_from_pulsar2(args.pulsar2_config, model.graph)
    if args.sigmastar_quant_json:
        keep16 |= tensors_from_sigmastar(args.sigmastar_quant_json)

    float_tensors = [input_name] + [o for n in model.graph.node if n.op_type != "Constant"
                                    for o in n.output if o in minmax]
    builder = QdqBuilder(model, minmax, keep16, not args.per_tensor_weights, args.range_from_8bit,
                         args.share_data_movement, not args.independent_16bit)
    onnx.save(builder.build(float_tensors, constant_arrays(model.graph)), args.out)
    print("quantize: %d activations (%d at 16 bit), %d weights" % (
        len(builder.act_scale), len(keep16 & set(builder.act_scale)),
        sum(1 for k, _ in builder.new_nodes if k is None)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
