#!/usr/bin/python3
"""A plan searched for a task target (`quantlens plan --target text>=S | iou>=S | top1>=S`), checked by
rebuilding the model as a toolchain does: QuantLens searches on the fixture's test input and three
variations (the last held out, as `plan` does by default) with 16-bit ranges from the calibration inputs;
the fixture quantizer (tests/realmodels/quantize.py) rebuilds the model with the plan's tensors at 16 bit
over the calibration min/max; ONNX Runtime runs float, quantized and rebuilt models; the task agreement
is recomputed here in numpy from those outputs (check_task_agreement.expected: CTC strings, mask IoU,
top-1). Passes when the rebuilt model's mean agreement over the inputs the plan was fitted on reaches the
target, the plan is an improvement over the model as quantized, and on every input the rebuilt agreement
is within --tolerance of QuantLens's prediction (`simulate` of the plan). Prints every number it compares.
Usage: check_task_target_rebuild.py QUANTLENS REALMODELS WORK [--model rec] [--target text>=0.90]
                                     [--tolerance 0.05]"""
import argparse
import json
import os
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
QUANTIZER = os.path.join(os.path.dirname(HERE), "realmodels", "quantize.py")
sys.path.insert(0, HERE)
from check_calibration_rebuild import eval_inputs, ort_outputs, run  # noqa: E402 (after the path it is found on)
from check_task_agreement import KINDS, expected  # noqa: E402

TARGET_KINDS = {"text": "sequence", "iou": "mask", "top1": "classification"}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("quantlens")
    ap.add_argument("realmodels")
    ap.add_argument("work")
    ap.add_argument("--model", default="rec")
    ap.add_argument("--target", default="text>=0.90")
    ap.add_argument("--tolerance", type=float, default=0.05)
    args = ap.parse_args()
    measure, level = args.target.split(">=")
    level = float(level)
    kind = TARGET_KINDS[measure]
    if KINDS[args.model] != kind:
        raise SystemExit("check_task_target_rebuild: %s's outputs are %s, not %s" % (args.model, KINDS[args.model], kind))
    os.makedirs(args.work, exist_ok=True)
    folder = os.path.join(args.realmodels, args.model)
    calib = os.path.join(folder, "calibration")
    float_model, quant_model = os.path.join(folder, "float.onnx"), os.path.join(folder, "quant.onnx")
    inputs = eval_inputs(os.path.join(folder, "test_input.npy"), args.work)
    given = sum((["--input", p] for p in inputs), [])
    held = len(inputs) // 4  # quantlens plan's default: the last quarter held out
    fitted = len(inputs) - held

    plan = os.path.join(args.work, "plan.json")
    found = run([args.quantlens, "plan", "--float", float_model, "--quant", quant_model, *given, "--calib", calib,
                 "--target", args.target, "-o", plan])
    tensors = [t["name"] for t in json.load(open(plan))["plan"]["tensors"]]
    print("plan for %s on %d inputs (%d held out): %d tensors: %s"
          % (args.target, len(inputs), held, len(tensors), ", ".join(tensors)))
    for line in found.stderr.splitlines():
        if "target" in line or "held out" in line:
            print("  quantlens: " + line.strip())
    if not tensors:
        raise SystemExit("check_task_target_rebuild: the plan is empty: the target is met without one, nothing to "
                         "rebuild (choose a higher target)")

    simulated = json.loads(run([args.quantlens, "simulate", plan, "--float", float_model, "--quant", quant_model,
                                *given, "--calib", calib, "--format", "json", "-q"]).stdout)
    task_outputs = [o for o in simulated["task"]["outputs"] if o["kind"] == kind]
    if not task_outputs:
        raise SystemExit("check_task_target_rebuild: simulate judged no %s output" % kind)
    predicted = [min(o["per_input"][i]["agreement"] for o in task_outputs) for i in range(len(inputs))]

    rebuilt = os.path.join(args.work, "rebuilt.onnx")
    run([sys.executable, QUANTIZER, os.path.join(calib, "float13.onnx"), os.path.join(calib, "minmax.json"), calib,
         rebuilt, "--keep-16bit", *tensors])
    names = [o["name"] for o in task_outputs]
    quantized_scores, rebuilt_scores, failures = [], [], []
    print("%-16s %10s %10s %10s %10s  %s" % ("input", "quantized", "predicted", "rebuilt", "diff", "set"))
    for i, path in enumerate(inputs):
        outs = {tag: ort_outputs(args.realmodels, model, path, os.path.join(args.work, "%s_%d" % (tag, i)))
                for tag, model in (("float", float_model), ("quant", quant_model), ("rebuilt", rebuilt))}

        def output(tag, name):
            files = outs[tag]
            return list(files.values())[0] if len(files) == 1 else files[name.replace("/", "_") + ".npy"]

        def agreement(tag):
            return min(expected(kind, output("float", n), output(tag, n))[0] for n in names)
        quantized_scores.append(agreement("quant"))
        rebuilt_scores.append(agreement("rebuilt"))
        diff = rebuilt_scores[i] - predicted[i]
        print("%-16s %10.5f %10.5f %10.5f %+10.5f  %s" % (os.path.basename(path), quantized_scores[i], predicted[i],
                                                          rebuilt_scores[i], diff, "held out" if i >= fitted else "fitted"))
        if abs(diff) > args.tolerance:
            failures.append("%s: rebuilt %.5f, predicted %.5f (tolerance %.3f)"
                            % (os.path.basename(path), rebuilt_scores[i], predicted[i], args.tolerance))
    reached = float(np.mean(rebuilt_scores[:fitted]))
    before = float(np.mean(quantized_scores[:fitted]))
    print("mean %s agreement over the %d fitted inputs: quantized %.5f, rebuilt with the plan %.5f, target %.3f"
          % (measure, fitted, before, reached, level))
    if reached < level:
        failures.append("the rebuilt model's agreement %.5f does not reach the target %.3f" % (reached, level))
    if before >= level:
        failures.append("the model as quantized already reaches the target (%.5f): nothing was tested" % before)
    for f in failures:
        print("FAIL: " + f)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
