#!/usr/bin/python3
"""Rewrites a float model's Conv and MatMul nodes into ONNX Runtime's dynamic-quantization form, the
way onnxruntime.quantization.quantize_dynamic writes it (operators/conv.py, matmul.py, onnx_quantizer.py):
  x -> DynamicQuantizeLinear -> (x_quantized, x_scale, x_zero_point)
  ConvInteger(x_quantized, W_quantized, x_zero_point, W_zero_point) -> out_output_quantized
  -> Cast -> Mul(., Mul(x_scale, W_scale)) -> [Add(Reshape(B))] -> out
Weights: int8 symmetric per tensor (scale max|w|/127, zero point 0), or uint8 asymmetric with
--uint8-weights; MatMul weights per column with --per-column.
  make_dynamic_model.py FLOAT.onnx OUT.onnx [--uint8-weights] [--per-column]"""
import sys

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper


def quantize_weight(w, uint8, axis=None):
    """(quantized, scale, zero point): per tensor, or per slice along `axis`."""
    if axis is not None:
        parts = [quantize_weight(np.take(w, i, axis=axis), uint8) for i in range(w.shape[axis])]
        q = np.stack([p[0] for p in parts], axis=axis)
        return q, np.array([p[1] for p in parts], np.float32), np.array([p[2] for p in parts], q.dtype)
    lo, hi = min(float(w.min()), 0.0), max(float(w.max()), 0.0)
    if uint8:
        scale = (hi - lo) / 255 if hi > lo else 1.0
        zp = int(np.clip(round(-lo / scale), 0, 255))
        q = np.clip(np.round(w / scale) + zp, 0, 255).astype(np.uint8)
        return q, np.float32(scale), np.uint8(zp)
    absmax = max(abs(lo), abs(hi))
    scale = absmax / 127 if absmax > 0 else 1.0
    return np.clip(np.round(w / scale), -127, 127).astype(np.int8), np.float32(scale), np.int8(0)


def main():
    src, dst = sys.argv[1], sys.argv[2]
    uint8, per_column = "--uint8-weights" in sys.argv, "--per-column" in sys.argv
    model = onnx.load(src)
    g = model.graph
    weights = {i.name: numpy_helper.to_array(i) for i in g.initializer}
    constants = {}
    for n in g.node:
        if n.op_type == "Constant" and n.attribute and n.attribute[0].name == "value":
            constants[n.output[0]] = (n, numpy_helper.to_array(n.attribute[0].t))

    def weight(name):
        if name in weights:
            return weights[name]
        return constants[name][1] if name in constants else None

    new_nodes, new_inits, quantized_inputs, used_weights = [], [], {}, set()

    def dynamic_input(x):
        if x not in quantized_inputs:
            new_nodes.append(helper.make_node("DynamicQuantizeLinear", [x],
                                              [x + "_quantized", x + "_scale", x + "_zero_point"], x + "_QuantizeLinear"))
            quantized_inputs[x] = True
        return x + "_quantized", x + "_scale", x + "_zero_point"

    for node in g.node:
        w = weight(node.input[1]) if node.op_type in ("Conv", "MatMul") and len(node.input) > 1 else None
        if w is None or w.dtype != np.float32 or (node.op_type == "MatMul" and w.ndim != 2):
            new_nodes.append(node)
            continue
        wname = node.input[1]
        used_weights.add(wname)
        axis = 1 if node.op_type == "MatMul" and per_column else None
        q, scale, zp = quantize_weight(w, uint8, axis)
        new_inits += [numpy_helper.from_array(q, wname + "_quantized"), numpy_helper.from_array(scale, wname + "_scale"),
                      numpy_helper.from_array(zp, wname + "_zero_point")]
        xq, xs, xzp = dynamic_input(node.input[0])
        out = node.output[0]
        op_name = node.name + "_quant" if node.name else ""
        integer = out + "_output_quantized"
        integer_op = "ConvInteger" if node.op_type == "Conv" else "MatMulInteger"
        n = helper.make_node(integer_op, [xq, wname + "_quantized", xzp, wname + "_zero_point"], [integer], op_name)
        if node.op_type == "Conv":
            n.attribute.extend(node.attribute)
        new_nodes.append(n)
        new_nodes.append(helper.make_node("Cast", [integer], [integer + "_cast_output"], integer + "_cast",
                                          to=TensorProto.FLOAT))
        scales_mul = (op_name or xs + "_" + wname + "_scale") + "_scales_mul"
        new_nodes.append(helper.make_node("Mul", [xs, wname + "_scale"], [scales_mul + ":0"], scales_mul))
        has_bias = node.op_type == "Conv" and len(node.input) == 3 and node.input[2]
        scaled = out + "quant_scaled_output" if has_bias else out
        new_nodes.append(helper.make_node("Mul", [integer + "_cast_output", scales_mul + ":0"], [scaled],
                                          op_name + "_output_scale_mul" if op_name else ""))
        if has_bias:
            shape = np.ones(w.ndim, np.int64)
            shape[1] = -1
            new_inits.append(numpy_helper.from_array(shape, out + "_bias_reshape_shape"))
            new_nodes.append(helper.make_node("Reshape", [node.input[2], out + "_bias_reshape_shape"],
                                              [out + "_bias_reshape_output"]))
            new_nodes.append(helper.make_node("Add", [scaled, out + "_bias_reshape_output"], [out], out + "_bias_add"))

    # The float weights are gone, unless something else still reads them.
    still_read = {i for n in new_nodes for i in n.input if n.op_type != "Constant"}
    new_nodes = [n for n in new_nodes if not (n.op_type == "Constant" and n.output[0] in used_weights
                                              and n.output[0] not in still_read)]
    kept_inits = [i for i in g.initializer if not (i.name in used_weights and i.name not in still_read)]
    del g.node[:]
    g.node.extend(new_nodes)
    del g.initializer[:]
    g.initializer.extend(kept_inits + new_inits)
    onnx.checker.check_model(model)
    onnx.save(model, dst)
    print(f"{dst}: {len(used_weights)} weights quantized, {len(quantized_inputs)} dynamic inputs")


if __name__ == "__main__":
    main()
