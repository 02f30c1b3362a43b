#!/usr/bin/python3
"""Renders each view of a real model with `quantlens snapshot` and checks the picture is not blank:
enough pixel variance and the colours that view must contain (metric colours in the graph, the
candidate line in the curves, highlighted cells in the table).
Usage: check_snapshot.py QUANTLENS MODEL_DIR WORK_DIR TENSOR"""
import os
import subprocess
import sys

import numpy as np
from PIL import Image

EXPECTED = {  # view -> colours (RGB) that must appear, each within a small tolerance; one verdict
    # palette everywhere (ui/verdict_style.cpp)
    "graph": [(102, 189, 99), (200, 40, 40)],     # passing and failing layers
    "curves": [(31, 119, 180), (244, 109, 67)],   # the candidate's line, the fail level
    "table": [(255, 205, 195), (255, 240, 190)],  # failing and warning cells
    "detail": [(176, 0, 0)],                      # the flag text
}


def has_colour(pixels, rgb, tolerance=40, minimum=20):
    diff = np.abs(pixels[:, :, :3].astype(int) - np.array(rgb)).max(axis=2)
    return int((diff <= tolerance).sum()) >= minimum


def main():
    quantlens, model, work, tensor = sys.argv[1:5]
    os.makedirs(work, exist_ok=True)
    failures = []
    for view, colours in EXPECTED.items():
        out = os.path.join(work, "%s.png" % view)
        r = subprocess.run([quantlens, "snapshot", "--float", os.path.join(model, "float.onnx"),
                            "--quant", os.path.join(model, "quant.onnx"),
                            "--float-dump", os.path.join(model, "float_dump"),
                            "--quant-dump", os.path.join(model, "quant_dump"),
                            "--view", view, "--select", tensor, "--size", "1200x800", "--no-measure", "-o", out],
                           capture_output=True, text=True, timeout=300)
        if r.returncode != 0:
            failures.append("%s: exit %d: %s" % (view, r.returncode, r.stderr[-500:]))
            continue
        pixels = np.asarray(Image.open(out).convert("RGB"))
        if pixels.shape[:2] != (800, 1200):
            failures.append("%s: image is %s, expected 1200x800" % (view, pixels.shape[:2]))
        variance = float(pixels.astype(float).var())
        print("%s: %dx%d, pixel variance %.0f" % (view, pixels.shape[1], pixels.shape[0], variance))
        if variance < 100:
            failures.append("%s: nearly blank (variance %.1f)" % (view, variance))
        for rgb in colours:
            if not has_colour(pixels, rgb):
                failures.append("%s: colour %s not found" % (view, rgb))
    for f in failures:
        print("FAIL:", f)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
