#!/usr/bin/python3
"""What `quantlens advise` predicts for cross-layer equalization, checked by intervention: an independent
numpy equalization of the fixture's float model (the same pair rule: Conv → [Relu] → Conv, the middle
tensors read by nothing else, weights of their own, plain or depthwise; swept until the scales settle)
must keep the float outputs (ONNX Runtime, relative L2 ≤ 1e-5); its activations are recalibrated with the
advisor's base method (`calibrate --float EQUALIZED --method BASE --export-ranges`), the fixture quantizer
(tests/realmodels/quantize.py) rebuilds the model from it, and ONNX Runtime runs it on the eval inputs (the
test input and three variations). Passes when the obtained worst-output cosine is within --tolerance of
the advisor's prediction on every input. Prints both.
Usage: check_advise_rebuild.py QUANTLENS REALMODELS WORK [--model rec] [--tolerance 0.005]"""
import argparse
import json
import os
import sys

import numpy as np
import onnx
from onnx import numpy_helper

HERE = os.path.dirname(os.path.abspath(__file__))
QUANTIZER = os.path.join(os.path.dirname(HERE), "realmodels", "quantize.py")
sys.path.insert(0, HERE)
from check_calibration_rebuild import eval_inputs, ort_outputs, run  # noqa: E402
from check_prediction_rebuild import worst_cos  # noqa: E402


def equalize(source, target):
    """Cross-layer equalization in numpy, written from the paper's rule (not from QuantLens's code)."""
    model = onnx.load(source)
    graph = model.graph
    values, holders = {}, {}
    for init in graph.initializer:
        if init.data_type == onnx.TensorProto.FLOAT:
            values[init.name], holders[init.name] = numpy_helper.to_array(init).astype(np.float32).copy(), init
    for node in graph.node:
        for a in node.attribute:
            if node.op_type == "Constant" and a.name == "value" and a.t.data_type == onnx.TensorProto.FLOAT:
                values[node.output[0]], holders[node.output[0]] = numpy_helper.to_array(a.t).astype(np.float32).copy(), a.t
    readers = {}
    for node in graph.node:
        for name in node.input:
            readers.setdefault(name, []).append(node)
    outputs = {o.name for o in graph.output}

    def only_reader(name):
        r = readers.get(name, [])
        return r[0] if len(r) == 1 and name not in outputs else None

    def own(name, rank=3):
        return name in values and len(readers.get(name, [])) == 1 and values[name].ndim >= rank

    def group(node):
        return next((a.i for a in node.attribute if a.name == "group"), 1)

    pairs = []
    for node in graph.node:
        if node.op_type != "Conv" or not own(node.input[1]):
            continue
        if len(node.input) > 2 and node.input[2] and not own(node.input[2], 1):
            continue
        middle, nxt = node.output[0], only_reader(node.output[0])
        if nxt is not None and nxt.op_type == "Relu":
            middle, nxt = nxt.output[0], only_reader(nxt.output[0])
        if nxt is not None and nxt.op_type == "Conv" and nxt.input[0] == middle and own(nxt.input[1]):
            pairs.append((node, nxt))
    for _ in range(20):
        largest = 0.0
        for first, second in pairs:
            w1, w2 = values[first.input[1]], values[second.input[1]]
            channels = w1.shape[0]
            depthwise2 = group(second) == channels and w2.shape[1] == 1 and w2.shape[0] == channels
            if (group(first) != 1 and not (group(first) == channels and w1.shape[1] == 1)) \
                    or (group(second) != 1 and not depthwise2) or (group(second) == 1 and w2.shape[1] != channels):
                continue
            r1 = np.abs(w1.reshape(channels, -1)).max(1).astype(np.float64)
            into = w2.reshape(channels, -1) if depthwise2 else np.swapaxes(w2, 0, 1).reshape(channels, -1)
            r2 = np.abs(into).max(1).astype(np.float64)
            s = np.ones(channels)
            both = (r1 > 0) & (r2 > 0)
            s[both] = np.sqrt(r1[both] / r2[both])
            largest = max(largest, float(np.abs(np.log(s)).max()))
            w1 *= (1 / s).astype(np.float32).reshape(-1, *([1] * (w1.ndim - 1)))
            if len(first.input) > 2 and first.input[2]:
                values[first.input[2]] *= (1 / s).astype(np.float32)
            w2 *= s.astype(np.float32).reshape((-1, 1, 1, 1) if depthwise2 else (1, -1, 1, 1))
        if largest < 1e-4:
            break
    for name, holder in holders.items():
        holder.CopyFrom(numpy_helper.from_array(values[name], holder.name))
    onnx.save(model, target)
    return len(pairs)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("quantlens")
    ap.add_argument("realmodels")
    ap.add_argument("work")
    ap.add_argument("--model", default="rec")
    ap.add_argument("--tolerance", type=float, default=0.005)
    args = ap.parse_args()
    os.makedirs(args.work, exist_ok=True)
    folder = os.path.join(args.realmodels, args.model)
    calib = os.path.join(folder, "calibration")
    float_model, quant_model = os.path.join(folder, "float.onnx"), os.path.join(folder, "quant.onnx")
    inputs = eval_inputs(os.path.join(folder, "test_input.npy"), args.work)
    given = sum((["--input", p] for p in inputs), [])
    advice = json.loads(run([args.quantlens, "advise", "--float", float_model, "--quant", quant_model, *given,
                             "--calib", calib, "--format", "json", "-q"]).stdout)
    lever = next(l for l in advice["levers"] if l["name"] == "equalization")
    if not lever["applicable"]:
        raise SystemExit("check_advise_rebuild: %s has nothing to equalize (%s)" % (args.model, lever["reason"]))
    # The float model as the fixture quantizer reads it (opset 13), and as the eval runs read it.
    equalized13, equalized = os.path.join(args.work, "equalized13.onnx"), os.path.join(args.work, "equalized.onnx")
    pairs = equalize(os.path.join(calib, "float13.onnx"), equalized13)
    equalize(float_model, equalized)
    print("%s: %d pairs equalized here, %d by QuantLens; base method %s" % (
        args.model, pairs, lever["changes"], advice["base_method"]))
    failures = [] if pairs == lever["changes"] else ["%d pairs here, %d in the advice" % (pairs, lever["changes"])]

    def outputs(model, i, tag):
        return ort_outputs(args.realmodels, model, inputs[i], os.path.join(args.work, "%s_%d" % (tag, i)))

    table_path = os.path.join(args.work, "ranges.json")
    run([args.quantlens, "calibrate", "--float", equalized13, "--quant", quant_model, given[0], given[1],
         "--calib", calib, "--method", advice["base_method"], "--samples", "0", "--export-ranges", table_path,
         "--format", "json", "-q"])
    table = json.load(open(os.path.join(calib, "minmax.json")))
    table.update(json.load(open(table_path)))
    json.dump(table, open(table_path, "w"))
    rebuilt = os.path.join(args.work, "rebuilt.onnx")
    run([sys.executable, QUANTIZER, equalized13, table_path, calib, rebuilt])
    print("%-10s %12s %10s %10s %10s" % ("input", "float drift", "predicted", "rebuilt", "diff"))
    for i, item in enumerate(lever["per_input"]):
        reference = outputs(float_model, i, "float")
        same = outputs(equalized, i, "equalized")
        drift = max(float(np.linalg.norm(reference[k] - same[k]) / np.linalg.norm(reference[k])) for k in reference)
        obtained = worst_cos(reference, outputs(rebuilt, i, "rebuilt"))
        name = os.path.basename(inputs[i])[:-4]
        print("%-10s %12.2e %10.5f %10.5f %+10.5f" % (name, drift, item["cos"], obtained, obtained - item["cos"]))
        if drift > 1e-5:
            failures.append("the equalized float model drifts %.2e on %s" % (drift, name))
        if abs(obtained - item["cos"]) > args.tolerance:
            failures.append("on %s: rebuilt %.5f, predicted %.5f" % (name, obtained, item["cos"]))
    if failures:
        print("check_advise_rebuild: " + "; ".join(failures))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
