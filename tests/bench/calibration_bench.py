#!/usr/bin/python3
"""The calibration lab at the size users feed det (default 640x640), whole process as a user runs it:
  - statistics: `calibrate` over 16 calibration inputs against the same with 1 (the difference is 15
    inputs' statistics), next to `run` of the float model on the 16 inputs (16 inferences; target: the
    statistics within 2x of them);
  - all methods' what-if on 4 eval inputs (`calibrate --samples 0`; target ≤ 30 s and ≤ 1.5 GB), and the
    same with the three most influential calibration inputs measured (the default);
  - `advise` on the same inputs (every lever and their combination; target ≤ 60 s and ≤ 2 GB).
The inputs are the fixtures' test image in 20 variations (crops, flips, brightness, contrast), resized
and normalised as PaddleOCR's detector takes it; the first 16 calibrate, the last 4 evaluate.
--smoke: det at the fixtures' 224x640, 4 calibration inputs, 2 eval inputs, one repeat (ctest).
Usage: calibration_bench.py QUANTLENS REALMODELS [--size 640x640] [--repeat 3] [--threads 2] [--smoke]"""
import argparse
import os
import shutil
import statistics
import sys
import tempfile

import numpy as np
from PIL import Image, ImageEnhance

from process_usage import seconds_and_peak_mib

MEAN, STD = np.array([0.485, 0.456, 0.406], np.float32), np.array([0.229, 0.224, 0.225], np.float32)
TARGETS = {"what-if (4 methods)": 30.0, "advise": 60.0}  # seconds


def variations(image, count):
    """`count` pictures of the same kind: crops, mirror images, brightness and contrast changes."""
    w, h = image.size
    out = []
    for i in range(count):
        picture = image
        if i % 2:
            picture = picture.transpose(Image.FLIP_LEFT_RIGHT)
        crop = (i % 5) * 0.04
        picture = picture.crop((int(w * crop), int(h * crop / 2), int(w * (1 - crop / 2)), int(h * (1 - crop))))
        picture = ImageEnhance.Brightness(picture).enhance(0.6 + 0.1 * (i % 7))
        picture = ImageEnhance.Contrast(picture).enhance(0.7 + 0.15 * (i % 4))
        out.append(picture)
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("quantlens")
    ap.add_argument("realmodels")
    ap.add_argument("--size", default="640x640")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--smoke", action="store_true")
    args = ap.parse_args()
    size = "224x640" if args.smoke else args.size
    calib_count, eval_count = (4, 2) if args.smoke else (16, 4)
    repeat = 1 if args.smoke else args.repeat
    w, h = (int(v) for v in size.lower().split("x"))
    work = tempfile.mkdtemp(prefix="calibration-bench-")
    try:
        image = Image.open(os.path.join(args.realmodels, "test_image.png")).convert("RGB")
        calib_dir, one_dir = os.path.join(work, "calib"), os.path.join(work, "one")
        os.makedirs(calib_dir)
        os.makedirs(one_dir)
        paths = []
        for i, picture in enumerate(variations(image, calib_count + eval_count)):
            x = np.asarray(picture.resize((w, h), Image.BILINEAR)).astype(np.float32) / 255.0
            folder = calib_dir if i < calib_count else work
            path = os.path.join(folder, "input_%02d.npy" % i)
            np.save(path, ((x - MEAN) / STD).transpose(2, 0, 1)[None].astype(np.float32))
            paths.append(path)
        shutil.copy(paths[0], one_dir)
        evals = sum((["--input", p] for p in paths[calib_count:]), [])
        det = os.path.join(args.realmodels, "det")
        models = ["--float", os.path.join(det, "float.onnx"), "--quant", os.path.join(det, "quant.onnx")]
        threads = ["--threads", str(args.threads)]
        calibrate = [args.quantlens, "calibrate", *models, "-q", "--format", "json"] + threads
        commands = [
            ("%d float runs" % calib_count, [args.quantlens, "run", os.path.join(det, "float.onnx"),
                                             *sum((["--input", p] for p in paths[:calib_count]), []),
                                             "-o", os.path.join(work, "run"), "--outputs-only", "-q"] + threads),
            ("minmax, 1 calib input", calibrate + [evals[0], evals[1], "--calib", one_dir, "--method", "minmax",
                                                   "--samples", "0"]),
            ("minmax, %d calib inputs" % calib_count, calibrate + [evals[0], evals[1], "--calib", calib_dir,
                                                                   "--method", "minmax", "--samples", "0"]),
            ("what-if (4 methods)", calibrate + evals + ["--calib", calib_dir, "--samples", "0"]),
            ("what-if + 3 samples", calibrate + evals + ["--calib", calib_dir]),
            ("advise", [args.quantlens, "advise", *models, "-q", "--format", "json"] + threads + evals
             + ["--calib", calib_dir]),
        ]
        times = {name: [] for name, _ in commands}
        rss = {name: 0.0 for name, _ in commands}
        for _ in range(repeat):
            for name, cmd in commands:
                seconds, peak = seconds_and_peak_mib(cmd, "calibration_bench", env=dict(os.environ,
                                                                                        QUANTLENS_LANG="en_US"))
                times[name].append(seconds)
                rss[name] = max(rss[name], peak)
        med = {k: statistics.median(v) for k, v in times.items()}
        runs = med["%d float runs" % calib_count]
        print("calibration_bench: det at %s, %d calibration and %d eval inputs, %d threads, median of %d" % (
            size, calib_count, eval_count, args.threads, repeat))
        print("%-26s %8s %10s %8s %8s" % ("command", "s", "÷runs", "÷target", "MiB"))
        for name, _ in commands:
            target = TARGETS.get(name)
            print("%-26s %8.2f %10.2f %8s %8.0f" % (name, med[name], med[name] / runs,
                                                     "%.2f" % (med[name] / target) if target else "-", rss[name]))
        extra = med["minmax, %d calib inputs" % calib_count] - med["minmax, 1 calib input"]
        per_run = runs / calib_count
        print("statistics of %d more calibration inputs: %.2f s, %.2fx their %d float runs (%.2f s; target ≤ 2x)" % (
            calib_count - 1, extra, extra / (per_run * (calib_count - 1)), calib_count - 1, per_run * (calib_count - 1)))
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
