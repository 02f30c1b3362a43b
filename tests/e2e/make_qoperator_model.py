#!/usr/bin/python3
"""Rewrites a QDQ model (as tests/realmodels/quantize.py writes it) into QOperator form where ONNX
Runtime's quantizer would: DequantizeLinear → Conv → QuantizeLinear becomes one QLinearConv, and
DequantizeLinear → MatMul → QuantizeLinear one QLinearMatMul, reading the quantized tensors, scales
and zero points the QDQ nodes read. Everything else stays QDQ (a mixed model, as real exports are).
  make_qoperator_model.py QDQ.onnx OUT.onnx"""
import sys

import onnx
from onnx import helper


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
        inputs = [x.input[0], x.input[1], x.input[2], w.input[0], w.input[1], w.input[2], q.input[1], q.input[2]]
        if node.op_type == "Conv":
            if len(node.input) > 2 and node.input[2]:
                b = dq_of(node.input[2])
                if b is None:
                    continue
                inputs.append(b.input[0])
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
