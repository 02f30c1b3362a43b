#!/usr/bin/python3
"""The vendors' own dump and table formats on a real model (the rec fixture), each written here from
the layout FORMATS.md documents, independently of QuantLens:
  - SigmaStar sigma_outtensor_dump.bin (NHWC, isFloat: 0 with int16 payloads and their own scale and
    zero point, alignment padding) and Pulsar2's raw per-layer .bin files (sanitised names, no shape):
    every tensor's cosine equals what the .npy dump of the same run gives;
  - RKNN's error_analysis.txt and Pulsar2's precision table as imported runs: each tensor's imported
    cosine is the number written in the table, next to the computed run.
Usage: check_vendor_formats.py QUANTLENS MODEL_DIR WORK_DIR"""
import csv
import io
import json
import os
import re
import shutil
import subprocess
import sys

import numpy as np

quantlens, model, work = sys.argv[1:4]
shutil.rmtree(work, ignore_errors=True)
os.makedirs(work)
source = os.path.join(model, "quant_dump")
tensors = json.load(open(os.path.join(source, "manifest.json")))["tensors"]
inputs = ["--float", os.path.join(model, "float.onnx"), "--quant", os.path.join(model, "quant.onnx"),
          "--float-dump", os.path.join(model, "float_dump"), "-q"]
failures = []


def report(*extra):
    p = subprocess.run([quantlens, "report", *inputs, *extra, "--format", "csv"], capture_output=True, text=True)
    if p.returncode != 0:
        sys.exit("report %s: exit %d\n%s" % (" ".join(extra), p.returncode, p.stderr[-1500:]))
    return list(csv.DictReader(io.StringIO(p.stdout)))


def cosines(rows, prefix=""):
    return {r["tensor"]: float(r[prefix + "cosine"]) for r in rows if r[prefix + "cosine"] not in ("", "nan")}


baseline = cosines(report("--quant-dump", source))

# SigmaStar: int16 payloads, s·(q − z) as the reader must dequantize them.
sigma = os.path.join(work, "sigma_outtensor_dump.bin")
with open(sigma, "wb") as f:
    f.write(b"isFloat: 0\n")
    for i, t in enumerate(tensors):
        a = np.load(os.path.join(source, t["file"])).astype(np.float64)
        if a.ndim == 4:
            a = a.transpose(0, 2, 3, 1)
        lo, hi = float(a.min()), float(a.max())
        scale = max(hi - lo, 1e-6) / 65000.0
        zero = int(round(-lo / scale)) - 32500
        q = np.clip(np.round(a / scale) + zero, -32768, 32767).astype("<i2")
        payload = q.tobytes() + b"\0" * (-q.nbytes % 64)
        f.write(("//out 0 s: %.9g z: %d type: SGS_S16 name: %s bConstant:0 shape:[%s] dims:%d\nop_out[%d] %s = {\n"
                 "//buffer data size: %d\n" % (scale, zero, t["name"], ", ".join(map(str, a.shape)), a.ndim, i,
                                                 t.get("op_type", "OP"), len(payload))).encode())
        f.write(payload + b"\n};\n//buffer data size: %d\n" % len(payload))
got = cosines(report("--quant-dump", sigma))
for name, want in baseline.items():
    if name not in got or abs(got[name] - want) > 2e-4:  # int16 re-quantization moves cos by < 1e-4
        failures.append("SigmaStar dump: %s cos %s, .npy dump %.6f" % (name, got.get(name), want))

# Pulsar2 --enable_perlayer_output: raw float32, re.sub(r"[^a-zA-Z0-9_-]", "_", name) + ".bin".
pulsar = os.path.join(work, "pulsar2_perlayer")
os.makedirs(pulsar)
for t in tensors:
    np.load(os.path.join(source, t["file"])).astype("<f4").tofile(
        os.path.join(pulsar, re.sub(r"[^a-zA-Z0-9_-]", "_", t["name"]) + ".bin"))
got = cosines(report("--quant-dump", pulsar))
for name, want in baseline.items():
    if name not in got or abs(got[name] - want) > 1e-9:
        failures.append("Pulsar2 .bin dump: %s cos %s, .npy dump %.9f" % (name, got.get(name), want))

# Imported tables: the numbers written are the cosines numpy computes, to 5 digits as the tools print.
names = [t["name"] for t in tensors]
fused = set(names[7::10])  # lines the tools leave empty (fused layers)
rknn = os.path.join(work, "error_analysis.txt")
with open(rknn, "w") as f:
    f.write("# simulator_error: calculate the output error of each layer of the simulator (compared to the "
            "'golden' value).\n#              entire: errors accumulate layer by layer\n#              single: "
            "input of each layer from 'golden'\n\n")
    f.write("layer_name                                           simulator_error\n")
    f.write("                                                 entire              single\n")
    f.write("                                              cos      euc        cos      euc\n")
    f.write("-" * 96 + "\n")
    for t in tensors:
        head = "[%s] %s" % (t.get("op_type", "Conv"), t["name"])
        if t["name"] in fused:
            f.write(head + "\n")
            continue
        cos = round(baseline.get(t["name"], 1.0), 5)
        f.write("%-44s %.5f | %-9.4f %.5f | %.4f\n" % (head, cos, 1.5, min(1.0, cos + 0.001), 0.5))
box = os.path.join(work, "precision_analysis_table.txt")
with open(box, "w") as f:
    widths = [30, 20, 30, 10]
    line = lambda l, m, r: l + m.join("━" * w for w in widths) + r + "\n"
    cell = lambda cells: "│" + "│".join(" %-*s" % (w - 1, c) for w, c in zip(widths, cells)) + "│\n"
    f.write("2026-11-20 10:00:00 | INFO | building\n" + " " * 20 + "Quant Precision Table【PerLayer Reference】\n")
    f.write(line("┏", "┳", "┓") + "┃" + "┃".join(" %-*s" % (w - 1, h) for w, h in
                                               zip(widths, ["Operator", "Type", "Output Tensor", "Cosin"])) + "┃\n")
    f.write(line("┡", "╇", "┩").replace("━", "━"))
    for i, t in enumerate(tensors):
        if t["name"] in baseline:
            f.write(cell(["op_%d" % i, "AxQuantized", t["name"], "%.5f" % baseline[t["name"]]]))
    f.write(line("└", "┴", "┘").replace("━", "─"))
outliers = os.path.join(work, "outliers.txt")
with open(outliers, "w") as f:
    heads = ["Op outputs", "Sparse channel ratio", "level>=3 ratio", "level>=4 ratio", "level>=5 ratio", "level>=6 ratio"]
    widths = [32, 22, 16, 16, 16, 16]
    f.write(" " * 10 + "Ratio of outliers in tensor【 level=Log(Max_Pertensor/Max_Perchannel) 】\n")
    f.write("┏" + "┳".join("━" * w for w in widths) + "┓\n")
    f.write("┃" + "┃".join(" %-*s" % (w - 1, h) for w, h in zip(widths, heads)) + "┃\n")
    f.write("┡" + "╇".join("━" * w for w in widths) + "┩\n")
    for i, name in enumerate(names[:20]):
        cells = [name] + ["%.7g" % (k / 256 + i / 1024) for k in range(5)]
        f.write("│" + "│".join(" %-*s" % (w - 1, c) for w, c in zip(widths, cells)) + "│\n")
    f.write("└" + "┴".join("─" * w for w in widths) + "┘\n")
rows = report("--quant-dump", source, "--dump", "rknn=" + rknn, "--dump", "pulsar2=" + box, "--dump", "outliers=" + outliers)
third = next(r for r in rows if r["tensor"] == names[3])
want = "level_ge_3_ratio=%s" % ("%.7g" % (1 / 256 + 3 / 1024))
if want not in third["outliers.vendor_values"] or "no cosine" not in third["outliers.problem"]:
    failures.append("outlier table: %s: vendor_values %r, problem %r (want %s)" % (
        names[3], third["outliers.vendor_values"], third["outliers.problem"], want))
for prefix, written in (("rknn.", {n: round(baseline[n], 5) for n in baseline if n not in fused}),
                        ("pulsar2.", {n: round(baseline[n], 5) for n in baseline})):
    got = cosines(rows, prefix)
    if set(got) != set(written):
        failures.append("%s imported %d tensors, the table has %d (missing e.g. %s)" % (
            prefix, len(got), len(written), sorted(set(written) - set(got))[:3]))
    for name, want in written.items():
        if name in got and abs(got[name] - want) > 1e-9:
            failures.append("%s %s imported cos %s, table %s" % (prefix, name, got[name], want))
empty = [r for r in rows if r["tensor"] in fused]
if not empty or any("no cosine" not in r["rknn.problem"] for r in empty):
    failures.append("fused lines: expected 'no cosine' problems, got %s" % [r["rknn.problem"] for r in empty][:2])
if failures:
    sys.exit("vendor formats on %s:\n  %s" % (model, "\n  ".join(failures[:20])))
print("vendor formats on %s: SigmaStar and Pulsar2 dumps equal the .npy dump on %d tensors; RKNN and Pulsar2 "
      "tables imported" % (model, len(baseline)))
