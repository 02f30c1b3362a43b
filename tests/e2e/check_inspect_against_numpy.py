#!/usr/bin/python3
"""`quantlens inspect` and `quantlens outliers` on a real model's fixtures, against numpy:
  - per tensor: the reference's min/max/range, the representable range from the quantized model's own
    QuantizeLinear scale and zero point (read here with the onnx package, not by QuantLens), range use,
    clip ratio, the own quantize-dequantize loss (float32 as QuantizeLinear computes it; cos, SQNR),
    the local drop (from the report's cosines and the float graph);
  - the set of tensors flagged u8-range>20 equals numpy's set exactly;
  - the outlier table: channels, max level, shares of level >= 3..6, sparse ratio (axis 1, ln; a
    channel is sparse when its max |x| is below one quantization step or the smallest normal float).
Usage: check_inspect_against_numpy.py QUANTLENS MODEL_DIR WORK_DIR"""
import json
import math
import os
import subprocess
import sys

import numpy as np
import onnx
from onnx import numpy_helper

from numpy_metrics import close, metrics

INPUT_SUFFIX = "_QuantizeLinear_Input"


def quant_params(path):
    """Float tensor name -> (scale, zero point, qmin, qmax), from the QuantizeLinear nodes."""
    graph = onnx.load(path).graph
    init = {t.name: numpy_helper.to_array(t) for t in graph.initializer}
    for node in graph.node:  # scales given by Constant nodes
        if node.op_type == "Constant":
            for a in node.attribute:
                if a.name == "value":
                    init[node.output[0]] = numpy_helper.to_array(a.t)
                elif a.name == "value_float":
                    init[node.output[0]] = np.array(a.f, dtype=np.float32)
    params = {}
    for node in graph.node:
        if node.op_type != "QuantizeLinear":
            continue
        name = node.input[0]
        if name.endswith(INPUT_SUFFIX):
            name = name[: -len(INPUT_SUFFIX)]
        scale = init[node.input[1]]
        zp = init[node.input[2]] if len(node.input) > 2 and node.input[2] else np.array(0, dtype=np.uint8)
        if scale.size != 1:
            continue  # per-channel activations do not occur in these fixtures
        info = np.iinfo(zp.dtype)
        params.setdefault(name, (np.float32(scale.reshape(())), float(zp.reshape(())), info.min, info.max, zp.dtype))
    return params


def own_quantization(x, scale, zp, qmin, qmax):
    q = np.clip(np.rint(x / scale) + np.float32(zp), np.float32(qmin), np.float32(qmax)).astype(np.float32)
    return ((q - np.float32(zp)) * scale).astype(np.float32)


def run(quantlens, args, path):
    subprocess.run([quantlens, *args, "--format", "json", "-o", path, "-q"], check=True)
    return json.load(open(path))


def main():
    quantlens, model_dir, work = sys.argv[1:4]
    os.makedirs(work, exist_ok=True)
    inputs = ["--float", os.path.join(model_dir, "float.onnx"), "--quant", os.path.join(model_dir, "quant.onnx"),
              "--float-dump", os.path.join(model_dir, "float_dump"),
              "--quant-dump", os.path.join(model_dir, "quant_dump")]
    inspected = run(quantlens, ["inspect", *inputs], os.path.join(work, "inspect.json"))["tensors"]
    outliers = {t["tensor"]: t for t in run(quantlens, ["outliers", *inputs], os.path.join(work, "outliers.json"))["tensors"]}
    report = run(quantlens, ["report", *inputs], os.path.join(work, "report.json"))
    cosine = {t["tensor"]: t["runs"][0]["cosine"] for t in report["tensors"]}
    dump_dir = os.path.join(model_dir, "float_dump")
    files = {t["name"]: os.path.join(dump_dir, t["file"])
             for t in json.load(open(os.path.join(dump_dir, "manifest.json")))["tensors"]}
    params = quant_params(os.path.join(model_dir, "quant.onnx"))
    graph = onnx.load(os.path.join(model_dir, "float.onnx")).graph
    producer = {o: n for n in graph.node for o in n.output}

    failures, checked = [], 0

    def check(name, key, got, want):
        nonlocal checked
        checked += 1
        if not close(got, want):
            failures.append("%s.%s: quantlens %r, numpy %r" % (name, key, got, want))

    flagged_numpy, flagged_quantlens = set(), set()
    for row in inspected:
        name = row["tensor"]
        if "u8-range>20" in row["flags"].split(";"):
            flagged_quantlens.add(name)
        if cosine.get(name) is None or name not in files:
            continue
        x = np.load(files[name])
        finite = x[np.isfinite(x)].astype(np.float64)
        check(name, "ref_min", row["ref_min"], float(finite.min()))
        check(name, "ref_max", row["ref_max"], float(finite.max()))
        check(name, "range", row["range"], float(finite.max() - finite.min()))
        # Local drop: the lowest cosine among the compared tensors the producing node reads.
        node = producer.get(name)
        inputs_cos = [cosine[i] for i in (node.input if node else []) if cosine.get(i) is not None]
        check(name, "local_drop", row["local_drop"], min(inputs_cos) - cosine[name] if inputs_cos else None)
        if name not in params:
            continue
        scale, zp, qmin, qmax, dtype = params[name]
        lo, hi = float(scale) * (qmin - zp), float(scale) * (qmax - zp)
        check(name, "repr_min", row["repr_min"], lo)
        check(name, "repr_max", row["repr_max"], hi)
        check(name, "range_use", row["range_use"], float(finite.max() - finite.min()) / (hi - lo))
        half = float(scale) / 2
        check(name, "clip_ratio", row["clip_ratio"], float(np.mean((finite < lo - half) | (finite > hi + half))))
        own = metrics(x, own_quantization(x, scale, zp, qmin, qmax))
        check(name, "own_cos", row["own_cos"], own["cosine"])
        check(name, "own_sqnr_db", row["own_sqnr_db"], own["sqnr_db"])
        if np.iinfo(dtype).bits == 8 and hi - lo > 20:
            flagged_numpy.add(name)
        # The outlier table, axis 1.
        if x.ndim >= 2 and name in outliers:
            o = outliers[name]
            per_channel = np.abs(np.nan_to_num(np.moveaxis(x, 1, 0).reshape(x.shape[1], -1), nan=0, posinf=0, neginf=0)).max(axis=1).astype(np.float64)
            top = per_channel.max()
            # Sparse: nothing of the channel survives quantization (below one step, or denormal).
            sparse = (per_channel < np.finfo(np.float32).tiny) | (per_channel < float(scale))
            live = per_channel[~sparse]
            levels = np.log(top / live)
            check(name, "channels", o["channels"], float(x.shape[1]))
            check(name, "max_level", o["max_level"], float(levels.max()))
            for k in (3, 4, 5, 6):
                check(name, "share_level_ge_%d" % k, o["share_level_ge_%d" % k], float(np.sum(levels >= k) / x.shape[1]))
            check(name, "sparse_ratio", o["sparse_ratio"], float(np.sum(sparse) / x.shape[1]))
    if flagged_numpy != flagged_quantlens:
        failures.append("u8-range>20: quantlens only %s, numpy only %s" % (
            sorted(flagged_quantlens - flagged_numpy), sorted(flagged_numpy - flagged_quantlens)))
    # Limits are validated; a lower u8 limit flags at least as many tensors.
    for args, code in ((["inspect", *inputs, "--own-sqnr", "abc"], 2), (["inspect", *inputs, "--clip-ratio", "-1"], 2),
                       (["outliers", *inputs, "--log-base", "1"], 2), (["inspect", "--help"], 0)):
        p = subprocess.run([quantlens, *args], capture_output=True, text=True, env=dict(os.environ, QUANTLENS_LANG="en_US"))
        if p.returncode != code:
            failures.append("%s: exit %d, expected %d\n%s" % (" ".join(args[-2:]), p.returncode, code, p.stderr[-500:]))
    lower = run(quantlens, ["inspect", *inputs, "--u8-range", "10"], os.path.join(work, "inspect10.json"))["tensors"]
    flagged10 = {t["tensor"] for t in lower if "u8-range>10" in t["flags"].split(";")}
    if not flagged_quantlens <= flagged10:
        failures.append("--u8-range 10 flags fewer tensors than the default 20")

    print("%s: %d values checked against numpy, %d tensors flagged u8-range>20" % (
        os.path.basename(model_dir), checked, len(flagged_numpy)))
    for f in failures[:40]:
        print("FAIL:", f)
    print("%d failures" % len(failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
