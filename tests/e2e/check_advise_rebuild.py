#!/usr/bin/python3
"""What `quantlens advise` predicts for its transforms, checked by intervention: independent numpy versions
of cross-layer equalization (Conv → [Relu] → Conv, the middle tensors read by nothing else, weights of their
own, plain or depthwise; swept until the scales settle) and SmoothQuant (a MatMul/Gemm input made by
Add(β) ← Mul(γ) or a LayerNormalization: γ and β divided by s_c = max|X_c|^α / max|W_c|^(1−α), the weight's
rows multiplied; max|X_c| from ONNX Runtime over the calibration inputs) must keep the float outputs (ONNX
Runtime, relative L2 ≤ 1e-5). The transformed model's activations are recalibrated with the advisor's method
(`calibrate --float TRANSFORMED --method M --export-ranges`), the fixture quantizer (tests/realmodels/
quantize.py) rebuilds it, and ONNX Runtime runs it on the eval inputs (the test input and three variations).
Checked: the equalization lever alone (numpy's and the model `quantlens transform --equalize` writes),
SmoothQuant alone (where it applies), bias correction (the model `quantlens transform --bias-correction` writes,
fitted to the quantized model calibrated by the advisor's method; its float outputs move on purpose), the
calibration set without the inputs drop_samples leaves out, and the advised combination when it holds one of
these with another lever. Passes when
every obtained worst-output cosine is within --tolerance of the prediction. Prints both.
With --target-cos the 16-bit plan the advisor searches on top of the levers is rebuilt with its tensors at
16 bit (--keep-16bit) as well.
Usage: check_advise_rebuild.py QUANTLENS REALMODELS WORK [--model rec] [--tolerance 0.005] [--target-cos C]"""
import argparse
import json
import os
import re
import sys

import numpy as np
import onnx
from onnx import numpy_helper

HERE = os.path.dirname(os.path.abspath(__file__))
QUANTIZER = os.path.join(os.path.dirname(HERE), "realmodels", "quantize.py")
sys.path.insert(0, HERE)
from check_calibration_rebuild import eval_inputs, ort_outputs, run  # noqa: E402
from check_prediction_rebuild import worst_cos  # noqa: E402


class Parameters:
    """A model's float weights (initializers and Constant nodes), editable in place, and who reads what."""

    def __init__(self, path):
        self.model = onnx.load(path)
        graph = self.model.graph
        self.values, self.holders = {}, {}
        for init in graph.initializer:
            if init.data_type == onnx.TensorProto.FLOAT:
                self.values[init.name] = numpy_helper.to_array(init).astype(np.float32).copy()
                self.holders[init.name] = init
        for node in graph.node:
            for a in node.attribute:
                if node.op_type == "Constant" and a.name == "value" and a.t.data_type == onnx.TensorProto.FLOAT:
                    self.values[node.output[0]] = numpy_helper.to_array(a.t).astype(np.float32).copy()
                    self.holders[node.output[0]] = a.t
        self.readers = {}
        for node in graph.node:
            for name in node.input:
                self.readers.setdefault(name, []).append(node)
        self.producer = {o: node for node in graph.node for o in node.output}
        self.outputs = {o.name for o in graph.output}

    def only_reader(self, name):
        r = self.readers.get(name, [])
        return r[0] if len(r) == 1 and name not in self.outputs else None

    def own(self, name, rank=3):
        return name in self.values and len(self.readers.get(name, [])) == 1 and self.values[name].ndim >= rank

    def save(self, target):
        for name, holder in self.holders.items():
            holder.CopyFrom(numpy_helper.from_array(self.values[name], holder.name))
        onnx.save(self.model, target)


def group(node):
    return next((a.i for a in node.attribute if a.name == "group"), 1)


def equalize(p):
    """Cross-layer equalization, written from the paper's rule (not from QuantLens's code). Returns the pairs."""
    pairs = []
    for node in p.model.graph.node:
        if node.op_type != "Conv" or not p.own(node.input[1]):
            continue
        if len(node.input) > 2 and node.input[2] and not p.own(node.input[2], 1):
            continue
        middle, nxt = node.output[0], p.only_reader(node.output[0])
        if nxt is not None and nxt.op_type == "Relu":
            middle, nxt = nxt.output[0], p.only_reader(nxt.output[0])
        if nxt is not None and nxt.op_type == "Conv" and nxt.input[0] == middle and p.own(nxt.input[1]):
            pairs.append((node, nxt))
    for _ in range(20):
        largest = 0.0
        for first, second in pairs:
            w1, w2 = p.values[first.input[1]], p.values[second.input[1]]
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
                p.values[first.input[2]] *= (1 / s).astype(np.float32)
            w2 *= s.astype(np.float32).reshape((-1, 1, 1, 1) if depthwise2 else (1, -1, 1, 1))
        if largest < 1e-4:
            break
    return len(pairs)


def smooth_sites(p):
    """MatMul inputs X = Mul(γ) → Add(β) whose readers are all MatMul with weights of their own (or Shape):
    [(X, γ, β, [weights])]."""
    sites = []
    for node in p.model.graph.node:
        if node.op_type != "Add" or len(node.input) != 2:
            continue
        beta = next((i for i in node.input if i in p.values), None)
        other = next((i for i in node.input if i not in p.values), None)
        mul = p.producer.get(other)
        if beta is None or other is None or mul is None or mul.op_type != "Mul" or p.only_reader(other) is not node:
            continue
        gamma = next((i for i in mul.input if i in p.values), None)
        if gamma is None or not p.own(gamma, 1) or not p.own(beta, 1) or p.values[gamma].shape[-1] <= 1:
            continue
        x = node.output[0]
        readers = [r for r in p.readers.get(x, []) if r.op_type != "Shape"]
        if x in p.outputs or not readers or any(r.op_type != "MatMul" or r.input[0] != x or not p.own(r.input[1], 2)
                                                 for r in readers):
            continue
        sites.append((x, gamma, beta, [r.input[1] for r in readers]))
    return sites


def channel_maxima(realmodels, source, sites, calib, work):
    """max|X_c| over the calibration inputs, by ONNX Runtime with the sites made graph outputs."""
    model = onnx.load(source)
    for x, _, _, _ in sites:
        model.graph.output.append(onnx.helper.make_empty_tensor_value_info(x))
    probe = os.path.join(work, "probe.onnx")
    onnx.save(model, probe)
    maxima = {}
    for name in sorted(f for f in os.listdir(calib) if f.endswith(".npy")):
        got = ort_outputs(realmodels, probe, os.path.join(calib, name), os.path.join(work, "probe_out"))
        for x, _, _, _ in sites:
            found = got[re.sub(r"[^A-Za-z0-9_-]", "_", x) + ".npy"]  # ort_run.mjs's file names
            value = np.abs(found.astype(np.float64)).reshape(-1, found.shape[-1]).max(0)
            maxima[x] = np.maximum(maxima.get(x, 0), value)
    return maxima


def smooth(p, sites, maxima, alpha):
    """SmoothQuant's migration, written from the paper's rule."""
    for x, gamma, beta, weights in sites:
        wmax = np.max([np.abs(p.values[w]).max(1) for w in weights], axis=0).astype(np.float64)
        s = np.ones_like(wmax)
        both = (maxima[x] > 0) & (wmax > 0)
        s[both] = np.clip(maxima[x][both] ** alpha / wmax[both] ** (1 - alpha), 1e-5, 1e5)
        s = s.astype(np.float32)
        p.values[gamma] /= s.reshape(p.values[gamma].shape)
        p.values[beta] /= s.reshape(p.values[beta].shape)
        for w in weights:
            p.values[w] *= s.reshape(-1, 1)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("quantlens")
    ap.add_argument("realmodels")
    ap.add_argument("work")
    ap.add_argument("--model", default="rec")
    ap.add_argument("--tolerance", type=float, default=0.005)
    ap.add_argument("--target-cos", help="advise --target-cos: the 16-bit plan on top of the levers is rebuilt too")
    args = ap.parse_args()
    os.makedirs(args.work, exist_ok=True)
    folder = os.path.join(args.realmodels, args.model)
    calib = os.path.join(folder, "calibration")
    float_model, quant_model = os.path.join(folder, "float.onnx"), os.path.join(folder, "quant.onnx")
    inputs = eval_inputs(os.path.join(folder, "test_input.npy"), args.work)
    given = sum((["--input", p] for p in inputs), [])
    advice = json.loads(run([args.quantlens, "advise", "--float", float_model, "--quant", quant_model, *given,
                             "--calib", calib, "--format", "json", "-q"]
                            + (["--target-cos", args.target_cos] if args.target_cos else [])).stdout)
    levers = {l["name"]: l for l in advice["levers"]}
    failures = []

    def outputs(model, i, tag):
        return ort_outputs(args.realmodels, model, inputs[i], os.path.join(args.work, "%s_%d" % (tag, i)))

    reference = [outputs(float_model, i, "float") for i in range(len(inputs))]

    def kept_calibration(work):
        """The calibration folder without the inputs drop_samples leaves out (links to the rest)."""
        dropped = {os.path.basename(f) for f in levers["drop_samples"]["dropped"]}
        kept = os.path.join(work, "calibration")
        os.makedirs(kept, exist_ok=True)
        for name in os.listdir(calib):
            if name not in dropped and not os.path.exists(os.path.join(kept, name)):
                os.symlink(os.path.abspath(os.path.join(calib, name)), os.path.join(kept, name))
        return kept

    def check(tag, chosen, method, alpha, per_input, own=False, keep16=()):
        """Transforms `chosen` in numpy (or with `quantlens transform` when `own`), rebuilds with `method`'s
        ranges over the calibration inputs (those kept when drop_samples is chosen), compares with `per_input`."""
        work = os.path.join(args.work, tag)
        os.makedirs(work, exist_ok=True)
        inputs_used = kept_calibration(work) if "drop_samples" in chosen else calib
        # The float model as the fixture quantizer reads it (opset 13), and as the eval runs read it.
        models, maxima = {}, None
        # The float model first: SmoothQuant's maxima come from it (the one the advisor runs), for both copies.
        for key, source in (("", float_model), ("13", os.path.join(inputs_used, "float13.onnx"))):
            if own:
                models[key] = os.path.join(work, "transformed%s.onnx" % key)
                switches = (["--equalize"] if "equalization" in chosen else []) + (
                    ["--smooth-quant", str(alpha)] if "smooth_quant" in chosen else []) + (
                    ["--bias-correction", "--quant", quant_model, "--method", method]
                    if "bias_correction" in chosen else [])
                run([args.quantlens, "transform", source, *switches, "--calib", inputs_used, "-o", models[key], "-q"])
                continue
            p = Parameters(source)
            if "equalization" in chosen:
                pairs = equalize(p)
                if pairs != levers["equalization"]["changes"]:
                    failures.append("%s: %d pairs here, %d in the advice" % (tag, pairs,
                                                                              levers["equalization"]["changes"]))
            if "smooth_quant" in chosen:
                sites = smooth_sites(p)
                if [x for x, _, _, _ in sites] != sorted(advice["smoothed_tensors"]) and key == "":
                    print("sites here %s, in the advice %s" % ([x for x, _, _, _ in sites], advice["smoothed_tensors"]))
                maxima = maxima or channel_maxima(args.realmodels, source, sites, inputs_used, work)
                smooth(p, sites, maxima, alpha)
            models[key] = os.path.join(work, "transformed%s.onnx" % key)
            p.save(models[key])
        table_path = os.path.join(work, "ranges.json")
        run([args.quantlens, "calibrate", "--float", models["13"], "--quant", quant_model, given[0], given[1],
             "--calib", inputs_used, "--method", method, "--samples", "0", "--export-ranges", table_path,
             "--format", "json", "-q"])
        table = json.load(open(os.path.join(calib, "minmax.json")))
        table.update(json.load(open(table_path)))
        json.dump(table, open(table_path, "w"))
        rebuilt = os.path.join(work, "rebuilt.onnx")
        run([sys.executable, QUANTIZER, models["13"], table_path, inputs_used, rebuilt]
            + (["--keep-16bit", *keep16] if keep16 else []))
        print("%s (%s, recalibrated with %s%s)" % (tag, " + ".join(chosen), method,
                                                   "; at 16 bit: " + ", ".join(keep16) if keep16 else ""))
        print("%-10s %12s %10s %10s %10s" % ("input", "float drift", "predicted", "rebuilt", "diff"))
        for i, item in enumerate(per_input):
            same = outputs(models[""], i, tag + "_float")
            drift = max(float(np.linalg.norm(reference[i][k] - same[k]) / np.linalg.norm(reference[i][k]))
                        for k in reference[i])
            obtained = worst_cos(reference[i], outputs(rebuilt, i, tag + "_rebuilt"))
            name = os.path.basename(inputs[i])[:-4]
            print("%-10s %12.2e %10.5f %10.5f %+10.5f" % (name, drift, item["cos"], obtained, obtained - item["cos"]))
            if drift > 1e-5 and "bias_correction" not in chosen:  # it moves the float outputs on purpose
                failures.append("%s: the transformed float model drifts %.2e on %s" % (tag, drift, name))
            if abs(obtained - item["cos"]) > args.tolerance:
                failures.append("%s on %s: rebuilt %.5f, predicted %.5f" % (tag, name, obtained, item["cos"]))

    equalization = levers["equalization"]
    if not equalization["applicable"]:
        raise SystemExit("check_advise_rebuild: %s has nothing to equalize (%s)" % (args.model, equalization["reason"]))
    check("equalization", ["equalization"], advice["base_method"], 0, equalization["per_input"])
    # The model `quantlens transform` writes for the user's quantizer: the same prediction holds.
    check("transform_equalize", ["equalization"], advice["base_method"], 0, equalization["per_input"], own=True)
    smooth_quant = levers["smooth_quant"]
    if smooth_quant["applicable"]:
        check("smooth_quant", ["smooth_quant"], advice["base_method"], smooth_quant["alpha"], smooth_quant["per_input"])
    # The calibration set without the inputs that set ranges alone: the quantizer given the rest.
    drop = levers["drop_samples"]
    if drop["applicable"]:
        check("drop_samples", ["drop_samples"], advice["base_method"], 0, drop["per_input"])
    # Bias correction (fitted to the quantized model): only QuantLens's transform writes it.
    biases = levers["bias_correction"]
    if biases["applicable"]:
        check("bias_correction", ["bias_correction"], advice["base_method"], 0, biases["per_input"], own=True)
    path = [step["lever"] for step in advice["combination"][1:] if step["lever"] != "sixteen_bit"]
    print("%s: base method %s; advised %s" % (args.model, advice["base_method"], " + ".join(path) or "nothing"))
    rebuilt = [lever for lever in path if lever in ("equalization", "smooth_quant", "bias_correction", "drop_samples")]
    if rebuilt and rebuilt != path or len(rebuilt) > 1:
        method = next((l[len("calibration:"):] for l in path if l.startswith("calibration:")), advice["base_method"])
        alpha = levers["smooth_quant"].get("alpha", 0)
        free = [step for step in advice["combination"] if step["lever"] != "sixteen_bit"]
        check("combination", path, method, alpha, free[-1]["per_input"], own="bias_correction" in path)
    # The expensive lever last: the plan searched on top of the levers, rebuilt with its tensors at 16 bit (their
    # ranges the combination's calibration gives them, as the advisor predicts).
    if advice["combination"][-1]["lever"] == "sixteen_bit":
        method = next((l[len("calibration:"):] for l in path if l.startswith("calibration:")), advice["base_method"])
        check("combination_16bit", path, method, levers["smooth_quant"].get("alpha", 0),
              advice["combination"][-1]["per_input"], own="bias_correction" in path,
              keep16=advice["target"]["sixteen_bit"])
    elif args.target_cos:
        print("%s: the levers reach --target-cos %s: no 16-bit tensor to rebuild" % (args.model, args.target_cos))
    if failures:
        print("check_advise_rebuild: " + "; ".join(failures))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
