#!/usr/bin/python3
"""Rewrites a QDQ model (as tests/realmodels/quantize.py writes it) into QOperator form where ONNX
Runtime's quantizer would: DequantizeLinear → Conv → QuantizeLinear becomes one QLinearConv, and
DequantizeLinear → MatMul → QuantizeLinear one QLinearMatMul, reading the quantized tensors, scales
and zero points the QDQ nodes read. Everything else stays QDQ (a mixed model, as real exports are).
The converted ops' int8 weights are requantized to 7 bits (scale doubled, values halved, biases with
them), as ONNX Runtime's quantizer does with reduce_range: on x86 CPUs without VNNI, ORT's u8s8 kernels
add pairs of products in saturating 16-bit lanes (255·127·2 > 32767), so 8-bit weights would make the
oracle differ from the ONNX specification by CPU; with 7 bits (255·64·2 ≤ 32767) every CPU is exact.
  make_qoperator_model.py QDQ.onnx OUT.onnx"""
import sys

import numpy as np
import onnx
from onnx import helper, numpy_helper


class SevenBitWeights:
    """New initializers holding the converted ops' weights at 7 bits (the originals may be shared)."""

    def __init__(self, graph):
        self.graph = graph
        self.arrays = {i.name: i for i in graph.initializer}

    def add(self, name, array):
        self.graph.initializer.append(numpy_helper.from_array(array, name))
        return name

    def weight(self, w_name, scale_name, zero_name):
        """(weight, scale) names of the 7-bit copy; None when the weight is not symmetric int8."""
        w = numpy_helper.to_array(self.arrays[w_name])
        zero = numpy_helper.to_array(self.arrays[zero_name]) if zero_name in self.arrays else None
        if w.dtype != np.int8 or scale_name not in self.arrays or zero is None or np.any(zero != 0):
            return None
        scale = numpy_helper.to_array(self.arrays[scale_name]).astype(np.float32)
        halved = np.clip(np.rint(w.astype(np.float64) / 2), -64, 63).astype(np.int8)
        return self.add(w_name + "_7bit", halved), self.add(scale_name + "_7bit", (scale * 2).astype(np.float32))

    def bias(self, b_name):
        b = numpy_helper.to_array(self.arrays[b_name])
        return self.add(b_name + "_7bit", np.rint(b.astype(np.float64) / 2).astype(np.int32))


def main():
    src, dst = sys.argv[1:3]
    model = onnx.load(src)
    g = model.graph
    producer = {o: n for n in g.node for o in n.output}
    consumers = {}
    for n in g.node:
        for i in n.input:
            consumers.setdefault(i, []).append(n)
    outputs = {o.name for o in g.output}
    inits = {i.name for i in g.initializer}

    def dq_of(name):
        """The DequantizeLinear producing `name` (default domain, per-tensor or per-axis)."""
        n = producer.get(name)
        return n if n is not None and n.op_type == "DequantizeLinear" and n.domain == "" else None

    seven = SevenBitWeights(g)
    replaced, removed = {}, set()
    converted = 0
    for node in g.node:
        if node.op_type not in ("Conv", "MatMul") or node.output[0] in outputs:
            continue
        users = consumers.get(node.output[0], [])
        if len(users) != 1 or users[0].op_type != "QuantizeLinear" or users[0].domain != "":
            continue
        q = users[0]
        x, w = dq_of(node.input[0]), dq_of(node.input[1])
        if x is None or w is None or len(x.input) < 3 or len(w.input) < 3 or w.input[0] not in inits:
            continue
        if node.op_type == "MatMul" and any(a.name == "axis" for a in x.attribute):
            continue
        narrowed = seven.weight(w.input[0], w.input[1], w.input[2])
        if narrowed is None:
            continue
        inputs = [x.input[0], x.input[1], x.input[2], narrowed[0], narrowed[1], w.input[2], q.input[1], q.input[2]]
        if node.op_type == "Conv":
            if len(node.input) > 2 and node.input[2]:
                b = dq_of(node.input[2])
                if b is None or b.input[0] not in inits:
                    continue
                inputs.append(seven.bias(b.input[0]))
            new = helper.make_node("QLinearConv", inputs, [q.output[0]], name=node.name + "_quant")
            new.attribute.extend(node.attribute)
        else:
            new = helper.make_node("QLinearMatMul", inputs, [q.output[0]], name=node.name + "_quant")
        replaced[node.name] = new
        removed.add(q.name or id(q))
        converted += 1
    nodes = []
    for node in g.node:
        if node.name in replaced:
            nodes.append(replaced[node.name])
        elif (node.name or id(node)) in removed:
            continue
        else:
            nodes.append(node)
    # DequantizeLinear nodes nobody reads any more (the converted ops' inputs) go too.
    while True:
        used = {i for n in nodes for i in n.input} | outputs
        kept = [n for n in nodes if n.op_type != "DequantizeLinear" or n.output[0] in used]
        if len(kept) == len(nodes):
            break
        nodes = kept
    del g.node[:]
    g.node.extend(nodes)
    onnx.save(model, dst)
    print("make_qoperator_model: %d ops converted" % converted)


if __name__ == "__main__":
    main()
