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
Usage: check_prediction_rebuild.py QUANTLENS REALMODELS WORK [--model det] [--size 640x640]
                                   [--target 0.99] [--fit-tolerance 0.002] [--held-tolerance 0.005]"""
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
        worst = min(worst, float(a @ b / (np.linalg.norm(a) * np.linalg.norm(b))))
    return worst


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
    args = ap.parse_args()
    os.makedirs(args.work, exist_ok=True)
    folder = os.path.join(args.realmodels, args.model)
    calib = os.path.join(folder, "calibration")
    float_model, quant_model = os.path.join(folder, "float.onnx"), os.path.join(folder, "quant.onnx")
    inputs = eval_inputs(args.realmodels, args.size, args.work)
    given = sum((["--input", p] for p in inputs), [])

    plan = os.path.join(args.work, "plan.json")
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

    rebuilt = os.path.join(args.work, "rebuilt.onnx")
    run([sys.executable, QUANTIZER, os.path.join(calib, "float13.onnx"), os.path.join(calib, "minmax.json"), calib,
         rebuilt, "--keep-16bit", *tensors])
    runner = os.path.join(args.realmodels, "tools", "npm", "ort_run.mjs")
    failures = []
    print("%-28s %10s %10s %10s  %s" % ("input", "predicted", "rebuilt", "diff", "set"))
    for i, path in enumerate(inputs):
        outs = {}
        for tag, model in (("float", float_model), ("rebuilt", rebuilt)):
            out = os.path.join(args.work, "%s_%d" % (tag, i))
            shutil.rmtree(out, ignore_errors=True)
            run(["node", runner, "outputs", model, path, out])
            outs[tag] = {f: np.load(os.path.join(out, f)) for f in os.listdir(out)}
        obtained = worst_cos(outs["float"], outs["rebuilt"])
        is_held = i >= fitted
        tolerance = args.held_tolerance if is_held else args.fit_tolerance
        diff = obtained - predicted_cos[i]
        print("%-28s %10.5f %10.5f %+10.5f  %s" % (os.path.basename(path), predicted_cos[i], obtained, diff,
                                                  "held out" if is_held else "fitted"))
        if abs(diff) > tolerance:
            failures.append("%s: rebuilt %.5f, predicted %.5f (tolerance %.3f)" % (
                os.path.basename(path), obtained, predicted_cos[i], tolerance))
    for f in failures:
        print("FAIL: " + f)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
