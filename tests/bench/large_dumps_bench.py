#!/usr/bin/python3
"""A dump set of several GB with tensors of hundreds of MB, written by ONNX Runtime: a fixture's models
(det, or rec with --model rec) run on its test input tiled to a large resolution (every activation grows
with the pixels; rec's text line only grows longer, its height is fixed), so the dumps are a real
network's activations at full resolution, not data this benchmark made up.

Measured, whole process as a user runs it (`quantlens report` on the two dump folders), median of N:
  - time against a one-thread pread pass over the same files (`metrics_bench --real`, alternating, so
    the page cache treats both alike); target: at the read limit;
  - peak RSS against the same report on the fixture's own small dumps (same models): what the large
    dumps add must stay flat, under 512 MiB.
The dump set is kept in WORK (keyed by its size) so later runs skip the ONNX Runtime step.
Usage: large_dumps_bench.py QUANTLENS METRICS_BENCH REALMODELS WORK [--model det|rec] [--gib 10] [--repeat 3]
       [--smoke]
(10 GiB: about 2 minutes of ONNX Runtime the first time, 11 GB of disk.)"""
import argparse
import ast
import json
import math
import os
import shutil
import statistics
import subprocess
import sys
import time

from process_usage import seconds_and_peak_mib

HERE = os.path.dirname(os.path.abspath(__file__))
RSS_LIMIT_MIB = 512


def run(cmd, **kwargs):
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, **kwargs)
    if p.returncode != 0:
        sys.exit("large_dumps_bench: %s failed (status %d):\n%s" % (" ".join(cmd[:3]), p.returncode, p.stderr[-3000:]))
    return p.stdout


def peak_rss(cmd):
    """(seconds, peak RSS in MiB) of one process."""
    return seconds_and_peak_mib(cmd, "large_dumps_bench", env=dict(os.environ, QUANTLENS_LANG="en_US"))


def read_npy(path):
    with open(path, "rb") as f:
        data = f.read()
    if data[:6] != b"\x93NUMPY":
        sys.exit("large_dumps_bench: %s is not a .npy file" % path)
    header_len = int.from_bytes(data[8:10], "little")
    header = ast.literal_eval(data[10:10 + header_len].decode("latin1"))
    if header["descr"] != "<f4" or header["fortran_order"]:
        sys.exit("large_dumps_bench: %s: expected little-endian float32 in C order" % path)
    return header["shape"], data[10 + header_len:]


def write_npy(path, shape, payload):
    header = "{'descr': '<f4', 'fortran_order': False, 'shape': (%s), }" % "".join("%d, " % d for d in shape)
    header += " " * (63 - (10 + len(header)) % 64) + "\n"
    with open(path, "wb") as f:
        f.write(b"\x93NUMPY\x01\x00" + len(header).to_bytes(2, "little") + header.encode("latin1") + payload)


def tile_image(source, target, rows, cols):
    """The NCHW image repeated rows x cols times: real content, every side still a multiple of 32."""
    (n, c, h, w), payload = read_npy(source)
    row_bytes = w * 4
    out = bytearray()
    for plane in range(n * c):
        base = plane * h * row_bytes
        block = b"".join(payload[base + y * row_bytes:base + (y + 1) * row_bytes] * cols for y in range(h))
        out += block * rows
    write_npy(target, (n, c, h * rows, w * cols), bytes(out))
    return h * rows, w * cols


def folder_bytes(folder):
    return sum(e.stat().st_size for e in os.scandir(folder) if e.is_file())


def fixture_dir(args):
    return os.path.join(args.realmodels, args.model)


def fixture_dump_bytes(args):
    return folder_bytes(os.path.join(fixture_dir(args), "float_dump")) + folder_bytes(
        os.path.join(fixture_dir(args), "quant_dump"))


def make_dump_set(args, work):
    """The tiled input's float and quantized dumps (ONNX Runtime), reused when already complete."""
    factor = 1 if args.smoke else max(1, math.ceil(args.gib * 2**30 / fixture_dump_bytes(args)))
    if args.model == "rec":
        rows, cols = 1, factor  # a longer text line: rec's input height is fixed
    else:
        # About square: det's 224x640 image repeated more often down than across.
        cols = max(1, round(math.sqrt(factor / (640 / 224))))
        rows = math.ceil(factor / cols)
    root = os.path.join(work, "%s_x%dx%d" % (args.model, rows, cols))
    done = os.path.join(root, "complete")
    models = [os.path.join(root, m) for m in ("float.onnx", "quant.onnx")]
    # A set kept by an older version links its models into the tree that wrote it, which may be gone.
    if os.path.exists(done) and all(os.path.isfile(m) and not os.path.islink(m) for m in models):
        return root, json.load(open(done))
    shutil.rmtree(root, ignore_errors=True)
    os.makedirs(root)
    fixture = fixture_dir(args)
    calib = os.path.join(fixture, "calibration")
    # Copied, not linked: the kept set holds the models its dumps were made with, whichever build tree
    # (or clone, since removed) wrote it.
    for model in ("float.onnx", "quant.onnx"):
        shutil.copyfile(os.path.join(fixture, model), os.path.join(root, model))
    image = os.path.join(root, "input.npy")
    h, w = tile_image(os.path.join(fixture, "test_input.npy"), image, rows, cols)
    expose = os.path.join(HERE, "..", "realmodels", "expose.py")
    runner = os.path.join(args.realmodels, "tools", "npm", "ort_run.mjs")
    tmp = os.path.join(root, "tmp")
    os.makedirs(tmp)
    names, float_exposed = os.path.join(tmp, "float_names.json"), os.path.join(tmp, "float_exposed.onnx")
    run([sys.executable, expose, "float", os.path.join(calib, "float13.onnx"), float_exposed, names,
         os.path.join(tmp, "exclusions.json")])
    quant_exposed, quant_names = os.path.join(tmp, "quant_exposed.onnx"), os.path.join(tmp, "quant_names.json")
    run([sys.executable, expose, "quant", os.path.join(fixture, "quant.onnx"), quant_exposed, names, quant_names])
    started = time.perf_counter()
    # One model at a time: ONNX Runtime holds every exposed activation of a run in memory.
    run(["node", runner, "dump", float_exposed, image, os.path.join(root, "float_dump"), names])
    run(["node", runner, "dump", quant_exposed, image, os.path.join(root, "quant_dump"), quant_names])
    shutil.rmtree(tmp)
    run(["sync"])
    largest = max(e.stat().st_size for e in os.scandir(os.path.join(root, "float_dump")))
    info = {"input": [1, 3, h, w], "seconds": round(time.perf_counter() - started, 1),
            "bytes": folder_bytes(os.path.join(root, "float_dump")) + folder_bytes(os.path.join(root, "quant_dump")),
            "largest_tensor_bytes": largest}
    with open(done, "w") as f:
        json.dump(info, f)
    return root, info


def report_cmd(args, root):
    return [args.quantlens, "report", "--float", os.path.join(root, "float.onnx"), "--quant",
            os.path.join(root, "quant.onnx"), "--float-dump", os.path.join(root, "float_dump"), "--quant-dump",
            os.path.join(root, "quant_dump"), "--format", "csv", "-q", "--threads", str(args.threads),
            "-o", os.devnull]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("quantlens")
    ap.add_argument("metrics_bench")
    ap.add_argument("realmodels")
    ap.add_argument("work")
    ap.add_argument("--model", choices=("det", "rec"), default="det", help="the fixture whose input is tiled")
    ap.add_argument("--gib", type=float, default=10.0, help="size of the two dump folders together")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--smoke", action="store_true", help="the fixture's size, one repeat, removed after (ctest)")
    args = ap.parse_args()
    if args.smoke:
        args.repeat = 1  # and the fixture's own size (make_dump_set)
    os.makedirs(args.work, exist_ok=True)
    root, info = make_dump_set(args, args.work)
    print("large_dumps_bench: %s at %dx%d, %.2f GiB in the two dump folders, largest tensor %.0f MiB "
          "(ONNX Runtime wrote them in %.0f s), %d threads, median of %d"
          % (args.model, info["input"][2], info["input"][3], info["bytes"] / 2**30,
             info["largest_tensor_bytes"] / 2**20, info["seconds"], args.threads, args.repeat))

    # Time: the analysis against a one-thread pread pass, alternating in one process, then the report
    # command as a process against read passes of its own (every line after the benchmark's header).
    out = run([args.metrics_bench, "--real", root, "--repeat", str(args.repeat), "--threads", str(args.threads)])
    print("".join("  " + line + "\n" for line in out.splitlines()[1:]), end="")

    # Memory: the whole report process on the large set and on the fixture's own dumps (same models).
    small = fixture_dir(args)
    base = [peak_rss(report_cmd(args, small)) for _ in range(args.repeat)]
    large = [peak_rss(report_cmd(args, root)) for _ in range(args.repeat)]
    base_rss, large_rss = max(r for _, r in base), max(r for _, r in large)
    print("  report, fixture dumps (%.2f GiB)  %7.2f s  peak RSS %6.0f MiB"
          % (fixture_dump_bytes(args) / 2**30,
             statistics.median(t for t, _ in base), base_rss))
    # Rounded before the sign is chosen: a difference of -0.3 MiB is "+0", not "-0".
    print("  report, large dumps               %7.2f s  peak RSS %6.0f MiB  = %+d MiB for the large dumps "
          "(target < %d)" % (statistics.median(t for t, _ in large), large_rss, round(large_rss - base_rss),
                             RSS_LIMIT_MIB))
    if args.smoke:
        shutil.rmtree(root)
    if large_rss - base_rss >= RSS_LIMIT_MIB:
        print("large_dumps_bench: peak RSS grows with the dumps", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
