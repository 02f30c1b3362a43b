#!/usr/bin/python3
"""Where one inference spends its time, per operator type, in QuantLens's executor and in ONNX Runtime
on the same model, input and number of threads (graph optimizations off in both, so both run the
model's own nodes): `quantlens run --profile` (median of the runs, one process each) against ONNX
Runtime's profiler (the same number of runs after a warm-up, one process). Prints the operator types by
our time, each with ONNX Runtime's time and the ratio, and the totals. Shows which kernels to work on
at the sizes users feed (det at 640x640, ISNet at 512x512).
Usage: op_profile.py QUANTLENS NPM_DIR MODEL INPUT.npy [--threads 2] [--runs 3] [--top 12]"""
import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
PROFILE_LINE = re.compile(r"^(\S+)\s+([0-9.]+) ms in (\d+) calls$")


def ours(quantlens, model, x, threads, runs, work):
    """{op type: (median ms, calls)} over `runs` processes."""
    samples = {}
    for _ in range(runs):
        result = subprocess.run([quantlens, "run", model, "--input", x, "-o", os.path.join(work, "out"), "--outputs-only",
                                 "-q", "--profile", "--threads", str(threads)], capture_output=True, text=True,
                                env=dict(os.environ, QUANTLENS_LANG="en_US"))
        if result.returncode != 0:
            sys.exit("op_profile: quantlens run failed:\n" + result.stderr)
        for line in result.stderr.splitlines():
            m = PROFILE_LINE.match(line.strip())
            if m:
                samples.setdefault(m.group(1), []).append((float(m.group(2)), int(m.group(3))))
    return {op: (statistics.median(ms for ms, _ in s), s[0][1]) for op, s in samples.items()}


def onnxruntime(npm, model, x, threads, runs, work):
    out = os.path.join(work, "ort.json")
    subprocess.run(["node", os.path.join(HERE, "ort_profile.mjs"), os.path.abspath(npm), model, str(threads), str(runs), x, out],
                   check=True)
    return {op: (ms, calls) for op, (ms, calls) in json.load(open(out)).items()}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("quantlens")
    ap.add_argument("npm")
    ap.add_argument("model")
    ap.add_argument("input")
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--top", type=int, default=12)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="op-profile-") as work:
        a = ours(args.quantlens, args.model, args.input, args.threads, args.runs, work)
        b = onnxruntime(args.npm, args.model, args.input, args.threads, args.runs, work)
    if not a or not b:
        sys.exit("op_profile: no operator times from %s" % ("quantlens run --profile" if not a else "ONNX Runtime"))
    total_a, total_b = sum(v[0] for v in a.values()), sum(v[0] for v in b.values())
    print("%s, %d threads: QuantLens %.1f ms, ONNX Runtime %.1f ms per inference (operators only), %.2fx"
          % (os.path.basename(args.model), args.threads, total_a, total_b, total_a / max(total_b, 1e-9)))
    print("%-24s %10s %7s %10s %8s %7s" % ("operator", "ours ms", "share", "ORT ms", "ours/ORT", "nodes"))
    for op in sorted(a, key=lambda k: -a[k][0])[:args.top]:
        ms_b = b.get(op, (0.0, 0))[0]
        print("%-24s %10.1f %6.1f%% %10.1f %8s %7d" % (op, a[op][0], 100 * a[op][0] / total_a, ms_b,
                                                     "%.2f" % (a[op][0] / ms_b) if ms_b else "-", a[op][1]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
