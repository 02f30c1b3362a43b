#!/usr/bin/python3
"""QuantLens's executor against ONNX Runtime, whole process as a user runs it: `quantlens run MODEL
--input ×4 --outputs-only` against one onnxruntime-node process running the same four inputs, with
graph optimisation disabled (the comparison the target is set on) and `all`, the same thread count,
alternating, median of N. Prints each median, the ratios and the peak RSS of each process.
Target (issue): ours ≤ 1.5× ORT (disabled) on det and rec.
Usage: executor_bench.py QUANTLENS REALMODELS [--models det,rec] [--variants float,quant] [--repeat 5]
                         [--threads 2] [--smoke]"""
import argparse
import glob
import os
import shutil
import statistics
import sys
import tempfile

from process_usage import seconds_and_peak_mib

HERE = os.path.dirname(os.path.abspath(__file__))


def timed(cmd):
    """(seconds, peak RSS in MiB) of one process."""
    return seconds_and_peak_mib(cmd, "executor_bench")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("quantlens")
    ap.add_argument("realmodels")
    ap.add_argument("--models", default="det,rec")
    ap.add_argument("--variants", default="float,quant")
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--smoke", action="store_true", help="one input, one repeat (ctest)")
    args = ap.parse_args()
    npm = os.path.abspath(os.path.join(args.realmodels, "tools", "npm"))
    work = tempfile.mkdtemp(prefix="executor-bench-")
    print("executor_bench: %d threads, median of %d alternations, whole process" % (args.threads, args.repeat))
    print("%-12s %9s %9s %9s %7s %7s %8s %8s" % ("model", "ours s", "ORT off", "ORT all", "÷off", "÷all",
                                                 "ours MiB", "ORT MiB"))
    try:
        for model in args.models.split(","):
            inputs = sorted(glob.glob(os.path.join(args.realmodels, "inputs", model, "calib_*.npy")))[:4]
            if args.smoke:
                inputs = inputs[:1]
            for variant in args.variants.split(","):
                path = os.path.join(args.realmodels, model, variant + ".onnx")
                ours_cmd = [args.quantlens, "run", path, "-o", os.path.join(work, "out"), "--outputs-only", "-q",
                            "--threads", str(args.threads)]
                for x in inputs:
                    ours_cmd += ["--input", x]
                ort = lambda level: ["node", os.path.join(HERE, "ort_bench.mjs"), npm, path, level,
                                     str(args.threads)] + inputs
                times = {"ours": [], "disabled": [], "all": []}
                rss = {"ours": 0.0, "disabled": 0.0, "all": 0.0}
                for _ in range(1 if args.smoke else args.repeat):
                    for key, cmd in (("ours", ours_cmd), ("disabled", ort("disabled")), ("all", ort("all"))):
                        seconds, peak = timed(cmd)
                        times[key].append(seconds)
                        rss[key] = max(rss[key], peak)
                med = {k: statistics.median(v) for k, v in times.items()}
                print("%-12s %9.3f %9.3f %9.3f %7.2f %7.2f %8.0f %8.0f" % (
                    "%s %s" % (model, variant), med["ours"], med["disabled"], med["all"],
                    med["ours"] / med["disabled"], med["ours"] / med["all"], rss["ours"], rss["disabled"]), flush=True)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
