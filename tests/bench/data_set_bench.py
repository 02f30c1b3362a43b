#!/usr/bin/python3
"""A data set through `report`, whole process as a user runs it: det on N rendered documents (the
fixtures' generator, render_inputs.py, several sizes as PaddleOCR's resize gives them), each input's
output cosine and mask agreement and every tensor's distribution over the inputs, against the baseline
measured in the same run: QuantLens's executor running the float and the quantized model on the same N
inputs (`run`, two processes). Prints the ratio (target ≤ 1.5) and the peak RSS at a small and at the
full count (target: growth ≤ 100 MB from 20 to 200 inputs).
Usage: data_set_bench.py QUANTLENS REALMODELS [--inputs 200] [--small 20] [--threads 2] [--smoke]"""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile

from process_usage import seconds_and_peak_mib

HERE = os.path.dirname(os.path.abspath(__file__))
RENDER = os.path.join(HERE, "..", "realmodels", "render_inputs.py")


def timed(cmd):
    return seconds_and_peak_mib(cmd, "data_set_bench", env=dict(os.environ, QUANTLENS_LANG="en_US"))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("quantlens")
    ap.add_argument("realmodels")
    ap.add_argument("--inputs", type=int, default=200)
    ap.add_argument("--small", type=int, default=20)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--smoke", action="store_true", help="6 and 3 inputs: the commands work, nothing judged")
    args = ap.parse_args()
    if args.smoke:
        args.inputs, args.small = 6, 3
    det = os.path.join(args.realmodels, "det")
    work = tempfile.mkdtemp(prefix="data_set_bench")
    try:
        subprocess.run([sys.executable, RENDER, work, "--calibration", str(args.inputs)], check=True)
        folder = os.path.join(work, "det")
        files = sorted(os.path.join(folder, f) for f in os.listdir(folder) if f.startswith("calib_"))
        models = ["--float", os.path.join(det, "float.onnx"), "--quant", os.path.join(det, "quant.onnx")]
        threads = ["--threads", str(args.threads)]
        base = 0.0
        for model in ("float", "quant"):
            cmd = [args.quantlens, "run", os.path.join(det, model + ".onnx"), "--outputs-only", "-q",
                   "-o", os.path.join(work, "run_" + model)] + threads
            for f in files:
                cmd += ["--input", f]
            seconds, _ = timed(cmd)
            base += seconds
        print("executor, float + quantized model on %d inputs: %.2f s" % (len(files), base))
        peaks = {}
        for count in (args.small, len(files)):
            cmd = [args.quantlens, "report"] + models + threads + ["-q", "--format", "json",
                                                                   "-o", os.path.join(work, "report.json")]
            for f in files[:count]:
                cmd += ["--input", f]
            seconds, peak = timed(cmd)
            peaks[count] = peak
            print("report on %d inputs: %.2f s, peak RSS %.0f MiB" % (count, seconds, peak))
        print("ratio to the executor on %d inputs: %.2f (target <= 1.5)" % (len(files), seconds / base))
        print("peak RSS growth from %d to %d inputs: %.1f MiB (target <= 100 MB)"
              % (args.small, len(files), peaks[len(files)] - peaks[args.small]))
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
