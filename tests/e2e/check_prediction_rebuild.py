#!/usr/bin/python3
"""A plan's prediction checked by rebuilding the model as a toolchain does: `quantlens plan --target-cos`
with `--calib` (16-bit ranges gathered over the calibration inputs) on several eval inputs, some held
out; the fixture quantizer (tests/realmodels/quantize.py) then rebuilds the model with the plan's tensors
at 16 bit, their ranges re-derived from the calibration min/max (no --range-from-8bit), and ONNX Runtime
runs it on every eval input. Passes when the obtained worst-output cosine is within --fit-tolerance of
QuantLens's prediction (`quantlens simulate`, same --calib) on every input the plan was fitted on, and
within --held-tolerance on the held-out ones. The eval inputs are the fixtures' test image at --size
(default 640x640, what users feed det) and four variations of it (mirrored, two crops, darker).
Prints every number it compares.
--shared: the quantized model is the fixture quantizer's with --share-data-movement (a MaxPool's or
Resize's output takes its input's parameters, as ONNX Runtime's quantizer gives them), and the plan is
not searched but is the inputs of those operators: QuantLens must move each shared output with its input,
as the rebuild does. The rebuild with only the named tensors at 16 bit (--independent-16bit) is printed
beside it.
Usage: check_prediction_rebuild.py QUANTLENS REALMODELS WORK [--model det] [--size 640x640]
                                   [--target 0.99] [--fit-tolerance 0.002] [--held-tolerance 0.005] [--shared]"""
import argparse
import json
import os
import shutil
import subprocess
import sys

import numpy as np
from PIL import Image

HERE = os.path.dirname(os.path.abspath(__file__))
QUANTIZER = os.path.join(os.path.dirname(HERE), "realmodels", "quantize.py")
MEAN, STD = np.array([0.485, 0.456, 0.406], np.float32), np.array([0.229, 0.224, 0.225], np.float32)


def run(cmd):
    r = subprocess.run(cmd, capture_output=True, text=True, env=dict(os.environ, QUANTLENS_LANG="en_US"))
    if r.returncode != 0:
        raise SystemExit("check_prediction_rebuild: %s failed (exit %d)\n%s%s"
                         % (" ".join(cmd[:3]), r.returncode, r.stdout[-1500:], r.stderr[-2500:]))
    return r


def eval_inputs(realmodels, size, work):
    """The test image and four variations, resized to `size`, normalised as PaddleOCR's detector takes it."""
    w, h = (int(v) for v in size.lower().split("x"))
    image = Image.open(os.path.join(realmodels, "test_image.png")).convert("RGB")
    iw, ih = image.size
    variants = {
        "image": image,
        "mirrored": image.transpose(Image.FLIP_LEFT_RIGHT),
        "left_crop": image.crop((0, 0, iw * 3 // 4, ih)),
        "centre_crop": image.crop((iw // 8, ih // 8, iw * 7 // 8, ih * 7 // 8)),
        "darker": image.point(lambda v: int(v * 0.6)),
    }
    paths = []
    for name, picture in variants.items():
        x = np.asarray(picture.resize((w, h), Image.BILINEAR)).astype(np.float32) / 255.0
        path = os.path.join(work, "%s_%dx%d.npy" % (name, w, h))
        np.save(path, ((x - MEAN) / STD).transpose(2, 0, 1)[None].astype(np.float32))
        paths.append(path)
    return paths


def worst_cos(reference, got):
    worst = 1.0
    for name, ref in reference.items():
        a, b = ref.astype(np.float64).ravel(), got[name].astype(np.float64).ravel()
        na, nb = np.linalg.norm(a), np.linalg.norm(b)
        # Two zero outputs agree; one zero output against another does not (no NaN that min() would skip).
        cos = float(a @ b / (na * nb)) if na > 0 and nb > 0 else (1.0 if na == nb else 0.0)
        worst = min(worst, cos)
    return worst


DATA_MOVEMENT = {"MaxPool", "Resize", "Upsample", "Reshape", "Transpose", "Flatten", "Squeeze", "Unsqueeze", "Slice"}


def shared_leaders(float13, minmax_path):
    """The inputs of the data-movement operators whose output the quantizer shares them with."""
    import onnx
    minmax = json.load(open(minmax_path))
    leaders = []
    for node in onnx.load(float13).graph.node:
        if node.op_type in DATA_MOVEMENT and node.input[0] in minmax and node.output[0] in minmax \
                and node.input[0] not in leaders:
            leaders.append(node.input[0])
    return leaders


def write_plan(path, float_model, quant_model, tensors):
    plan = {"format": "quantlens-precision-plan", "version": 1, "float_model": float_model,
            "quant_model": quant_model, "plan": {"default": "U8", "whole_model": None, "op_types": {},
                                                 "tensors": [{"name": t, "data_type": "U16"} for t in tensors]}}
    with open(path, "w") as f:
        json.dump(plan, f)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("quantlens")
    ap.add_argument("realmodels")
    ap.add_argument("work")
    ap.add_argument("--model", default="det")
    ap.add_argument("--size", default="640x640")
    ap.add_argument("--target", type=float, default=0.99)
    ap.add_argument("--fit-tolerance", type=float, default=0.002)
    ap.add_argument("--held-tolerance", type=float, default=0.005)
    ap.add_argument("--shared", action="store_true")
    args = ap.parse_args()
    os.makedirs(args.work, exist_ok=True)
    folder = os.path.join(args.realmodels, args.model)
    calib = os.path.join(folder, "calibration")
    float_model, quant_model = os.path.join(folder, "float.onnx"), os.path.join(folder, "quant.onnx")
    inputs = eval_inputs(args.realmodels, args.size, args.work)
    given = sum((["--input", p] for p in inputs), [])

    quantize = [sys.executable, QUANTIZER, os.path.join(calib, "float13.onnx"), os.path.join(calib, "minmax.json"),
                calib]
    share = ["--share-data-movement"] if args.shared else []
    plan = os.path.join(args.work, "plan.json")
    if args.shared:
        quant_model = os.path.join(args.work, "shared.onnx")
        run(quantize + [quant_model] + share)
        tensors = shared_leaders(os.path.join(calib, "float13.onnx"), os.path.join(calib, "minmax.json"))
        if not tensors:
            raise SystemExit("check_prediction_rebuild: %s has no data-movement operator to share through" % args.model)
        write_plan(plan, float_model, quant_model, tensors)
        found = subprocess.CompletedProcess([], 0, "", "")
    else:
        found = run([args.quantlens, "plan", "--float", float_model, "--quant", quant_model, *given, "--calib", calib,
                     "--target-cos", str(args.target), "-o", plan])
        tensors = [t["name"] for t in json.load(open(plan))["plan"]["tensors"]]
    held_line = [line for line in found.stderr.splitlines() if "held out" in line]
    print("plan for %s on %d inputs at %s: %s" % (args.target, len(inputs), args.size, ", ".join(tensors)))
    for line in held_line:
        print("  quantlens: " + line.strip())
    held = len(inputs) // 4 if len(inputs) >= 4 else 0  # quantlens plan's default: the last quarter
    fitted = len(inputs) - held

    predicted = json.loads(run([args.quantlens, "simulate", plan, "--float", float_model, "--quant", quant_model,
                                *given, "--calib", calib, "--format", "json", "-q"]).stdout)
    predicted_cos = [min(o["predicted_cos"] for o in item["outputs"]) for item in predicted["inputs"]]

    rebuilt, unshared = os.path.join(args.work, "rebuilt.onnx"), os.path.join(args.work, "rebuilt_unshared.onnx")
    run(quantize + [rebuilt, "--keep-16bit", *tensors] + share)
    models = [("float", float_model), ("rebuilt", rebuilt)]
    if args.shared:
        run(quantize + [unshared, "--keep-16bit", *tensors, "--independent-16bit"] + share)
        models.append(("unshared", unshared))
    runner = os.path.join(args.realmodels, "tools", "npm", "ort_run.mjs")
    failures, unshared_off = [], 0
    print("%-28s %10s %10s %10s  %s" % ("input", "predicted", "rebuilt", "diff", "set")
          + ("  rebuilt without sharing" if args.shared else ""))
    for i, path in enumerate(inputs):
        outs = {}
        for tag, model in models:
            out = os.path.join(args.work, "%s_%d" % (tag, i))
            shutil.rmtree(out, ignore_errors=True)
            run(["node", runner, "outputs", model, path, out])
            outs[tag] = {f: np.load(os.path.join(out, f)) for f in os.listdir(out)}
        obtained = worst_cos(outs["float"], outs["rebuilt"])
        is_held = i >= fitted
        tolerance = args.held_tolerance if is_held else args.fit_tolerance
        diff = obtained - predicted_cos[i]
        print("%-28s %10.5f %10.5f %+10.5f  %s" % (os.path.basename(path), predicted_cos[i], obtained, diff,
                                                  "held out" if is_held else "fitted")
              + ("  %.5f" % worst_cos(outs["float"], outs["unshared"]) if args.shared else ""))
        if args.shared and abs(worst_cos(outs["float"], outs["unshared"]) - predicted_cos[i]) > tolerance:
            unshared_off += 1
        if abs(diff) > tolerance:
            failures.append("%s: rebuilt %.5f, predicted %.5f (tolerance %.3f)" % (
                os.path.basename(path), obtained, predicted_cos[i], tolerance))
    if args.shared and not unshared_off:
        failures.append("the rebuild with only the named tensors at 16 bit agrees with the prediction too: "
                        "this model and tolerance cannot tell whether shared outputs moved")
    for f in failures:
        print("FAIL: " + f)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
