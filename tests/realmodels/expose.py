#!/usr/bin/python3
"""Makes every float intermediate tensor of a model a graph output, so ONNX Runtime returns it.
  float mode: expose.py float FLOAT.onnx OUT.onnx NAMES.json EXCLUSIONS.json
    exposes the graph input's consumers' view of every float node output; NAMES.json maps each
    exposed output to its own name; EXCLUSIONS.json lists node outputs that are not float (shape
    arithmetic) with their op type and dtype: those are not activations and are not dumped.
  quant mode: expose.py quant QDQ.onnx OUT.onnx FLOAT_NAMES.json NAMES.json
    exposes, for every float tensor t, the DequantizeLinear output that replaces it
    (t_DequantizeLinear_Output, or t itself for graph outputs), and maps it back to t."""
import json
import sys

import onnx
from onnx import TensorProto, helper, shape_inference


def float_node_outputs(model):
    """(float tensors in topological order, non-float node outputs with reasons)."""
    inferred = shape_inference.infer_shapes(model)
    types = {}
    for vi in list(inferred.graph.value_info) + list(inferred.graph.output) + list(inferred.graph.input):
        types[vi.name] = vi.type.tensor_type.elem_type
    floats = [i.name for i in model.graph.input if types.get(i.name) == TensorProto.FLOAT]
    excluded = []
    for node in model.graph.node:
        if node.op_type == "Constant":
            continue
        for out in node.output:
            t = types.get(out, TensorProto.UNDEFINED)
            if t == TensorProto.FLOAT:
                floats.append(out)
            else:
                excluded.append({"tensor": out, "op_type": node.op_type,
                                 "dtype": TensorProto.DataType.Name(t).lower(),
                                 "reason": "not a float activation (shape arithmetic)"})
    return floats, excluded


def add_outputs(model, names):
    present = {o.name for o in model.graph.output}
    for name in names:
        if name not in present:
            model.graph.output.append(helper.make_tensor_value_info(name, TensorProto.FLOAT, None))
            present.add(name)


def main():
    mode = sys.argv[1] if len(sys.argv) > 1 else ""
    if mode == "float" and len(sys.argv) == 6:
        model = onnx.load(sys.argv[2])
        floats, excluded = float_node_outputs(model)
        exposed = [n for n in floats if n not in {i.name for i in model.graph.input}]
        add_outputs(model, exposed)
        onnx.save(model, sys.argv[3])
        json.dump({n: n for n in floats}, open(sys.argv[4], "w"), indent=1)
        json.dump(excluded, open(sys.argv[5], "w"), indent=1)
    elif mode == "quant" and len(sys.argv) == 6:
        model = onnx.load(sys.argv[2])
        float_names = list(json.load(open(sys.argv[4])))
        produced = {o for n in model.graph.node for o in n.output}
        graph_inputs = {i.name for i in model.graph.input}
        mapping = {}
        for t in float_names:
            twin = t + "_DequantizeLinear_Output"
            if twin in produced:
                mapping[twin] = t
            elif t in produced or t in graph_inputs:
                mapping[t] = t  # graph outputs keep their name; unquantized tensors too
        add_outputs(model, [n for n in mapping if n not in graph_inputs])
        onnx.save(model, sys.argv[3])
        json.dump(mapping, open(sys.argv[5], "w"), indent=1)
    else:
        sys.exit(__doc__)
    return 0


if __name__ == "__main__":
    sys.exit(main())
