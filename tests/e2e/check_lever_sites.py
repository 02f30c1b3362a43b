#!/usr/bin/python3
"""The fix advisor's sites on the real recognizer, as a user sees them: `advise --sites` lists each site of
equalization and SmoothQuant with its measured gain, `snapshot --levers --apply-levers --view graph` (the models measured
with the advised combination applied) colours the tensors of the most helpful site teal (the ramp's deep end).
Usage: check_lever_sites.py QUANTLENS REALMODELS WORK"""
import json
import os
import subprocess
import sys

import numpy as np
from PIL import Image

TEAL = (0, 121, 107)  # ui/graph/metric_color_scale.cpp: kLeverHelps


def run(args):
    r = subprocess.run(args, capture_output=True, text=True, timeout=600)
    if r.returncode != 0:
        raise SystemExit("check_lever_sites: %s exited %d: %s" % (" ".join(args[:3]), r.returncode, r.stderr[-800:]))
    return r


def main():
    quantlens, realmodels, work = sys.argv[1:4]
    os.makedirs(work, exist_ok=True)
    rec = os.path.join(realmodels, "rec")
    models = ["--float", os.path.join(rec, "float.onnx"), "--quant", os.path.join(rec, "quant.onnx"),
              "--input", os.path.join(rec, "test_input.npy"), "--calib", os.path.join(rec, "calibration")]
    advice = json.loads(run([quantlens, "advise", *models, "--sites", "--format", "json", "-q"]).stdout)
    sites = advice.get("sites", [])
    failures = []
    if not any(s["lever"] == "equalization" for s in sites) or not any(s["lever"] == "smooth_quant" for s in sites):
        failures.append("expected equalization and SmoothQuant sites on rec, got %s" % [s["lever"] for s in sites])
    best = max(sites, key=lambda s: s["gain"]) if sites else None
    if best is None or best["gain"] <= 1e-4:
        raise SystemExit("check_lever_sites: no site gains on rec: %s" % sites)
    # The combination applied too (the Advisor view's Apply): the colour-by stays the sites'.
    picture = os.path.join(work, "helped.png")
    r = run([quantlens, "snapshot", *models, "--levers", "--apply-levers", "--view", "graph", "--select",
             best["tensors"][-1], "--size", "1200x800", "-o", picture])
    if "warning" in r.stderr:
        failures.append("snapshot --levers --apply-levers: %s" % r.stderr[-500:])
    pixels = np.asarray(Image.open(picture).convert("RGB")).astype(int)[:-80]  # the legend's teal bar left out
    near = (np.abs(pixels - np.array(TEAL)).max(axis=2) <= 45).sum()
    if near < 300:
        failures.append("the most helpful site (%s, %+.5f) is not drawn teal (%d pixels)" % (best["tensors"],
                                                                                         best["gain"], near))
    print("sites: %s" % ", ".join("%s %s %+.5f" % (s["lever"], s["tensors"][0], s["gain"]) for s in sites))
    if failures:
        print("check_lever_sites: " + "; ".join(failures))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
