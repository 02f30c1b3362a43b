#!/usr/bin/python3
"""QuantLens's executor against ONNX Runtime on the real-model fixtures, every tensor:
  - float models (cls, rec, det, unet): `quantlens run` writes the tensors ORT's dump has, each within
    relative L2 1e-4 of ORT's;
  - quantized models: the fixtures' uint8 QDQ models, rec with 16-bit activations and 8-bit weights
    (a16w8, com.microsoft Q/DQ), cls dynamically quantized (DynamicQuantizeLinear + ConvInteger/
    MatMulInteger) and cls in QOperator form (QLinearConv/QLinearMatMul): final outputs cos ≥ 0.9999
    and ≥ 95 % of tensors within relative L2 1e-2 (a rounding difference upstream may move a value
    one quantization level);
  - `report` on run's dumps agrees with `report` on ORT's (same rows, cosines within 0.01 for 95 %),
    and `report --input` (models run in memory, nothing written) equals `report` on run's dumps.
Usage: check_executor.py QUANTLENS REALMODELS WORK [--models cls,rec,det,unet]"""
import argparse
import csv
import io
import json
import os
import shutil
import subprocess
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
REALMODELS = os.path.join(os.path.dirname(HERE), "realmodels")
PY = sys.executable
failures = []


def run(cmd, **kwargs):
    r = subprocess.run(cmd, capture_output=True, text=True, **kwargs)
    if r.returncode != 0:
        raise SystemExit("check_executor: %s failed (exit %d)\n%s%s" % (" ".join(cmd[:4]), r.returncode,
                                                                         r.stdout[-2000:], r.stderr[-3000:]))
    return r.stdout


def load_dump(folder):
    manifest = json.load(open(os.path.join(folder, "manifest.json")))
    return {t["name"]: os.path.join(folder, t["file"]) for t in manifest["tensors"]}


def rel_l2(a, b):
    a, b = a.astype(np.float64).ravel(), b.astype(np.float64).ravel()
    norm = np.linalg.norm(b)
    return float(np.linalg.norm(a - b) / norm) if norm > 0 else float(np.linalg.norm(a - b))


def cosine(a, b):
    a, b = a.astype(np.float64).ravel(), b.astype(np.float64).ravel()
    na, nb = np.linalg.norm(a), np.linalg.norm(b)
    return float(a @ b / (na * nb)) if na > 0 and nb > 0 else (1.0 if na == nb else 0.0)


def compare(label, ours_dir, theirs_dir, quantized, outputs):
    ours, theirs = load_dump(ours_dir), load_dump(theirs_dir)
    missing = sorted(set(theirs) - set(ours))
    if missing:
        failures.append("%s: %d tensors of ORT's dump missing from ours, e.g. %s" % (label, len(missing), missing[:5]))
    worst, within, compared = (0.0, ""), 0, 0
    for name in sorted(set(theirs) & set(ours)):
        a, b = np.load(ours[name]), np.load(theirs[name])
        if a.shape != b.shape:
            failures.append("%s: %s has shape %s, ORT's %s" % (label, name, a.shape, b.shape))
            continue
        e = rel_l2(a, b)
        compared += 1
        within += e <= (1e-2 if quantized else 1e-4)
        worst = max(worst, (e, name))
        if not quantized and e > 1e-4:
            failures.append("%s: %s differs from ORT by relative L2 %.3g (limit 1e-4)" % (label, name, e))
        if quantized and name in outputs and cosine(a, b) < 0.9999:
            failures.append("%s: output %s has cos %.6f against ORT's (limit 0.9999)" % (label, name, cosine(a, b)))
    share = within / compared if compared else 0.0
    if quantized and share < 0.95:
        failures.append("%s: only %.1f %% of tensors within relative L2 1e-2 of ORT (limit 95 %%)" % (label, 100 * share))
    print("%-22s %4d tensors, worst relative L2 %.2e (%s), %.1f %% within %s" % (
        label, compared, worst[0], worst[1], 100 * share, "1e-2" if quantized else "1e-4"), flush=True)


def graph_outputs(model):
    import onnx
    return {o.name for o in onnx.load(model, load_external_data=False).graph.output}


def ort_dump(args, model, names_from, mode, input_npy, out):
    """ORT's dump of a model made here: every float tensor exposed, as the fixtures are dumped."""
    exposed, names = out + "_exposed.onnx", out + "_names.json"
    run([PY, os.path.join(REALMODELS, "expose.py"), mode, model, exposed] + (
        [names_from, names] if mode == "quant" else [names, out + "_exclusions.json"]))
    run(["node", os.path.join(args.realmodels, "tools", "npm", "ort_run.mjs"), "dump", exposed, input_npy, out, names])
    os.remove(exposed)


def quantlens_run(args, model, input_npy, out, extra=()):
    run([args.quantlens, "run", model, "--input", input_npy, "-o", out, "-q"] + list(extra))


def report_rows(args, inputs):
    text = run([args.quantlens, "report"] + inputs + ["--format", "csv", "-q"])
    return {r["tensor"]: r for r in csv.DictReader(io.StringIO(text))}


def compare_reports(label, a, b, exact):
    if set(a) != set(b):
        failures.append("%s: the reports list different tensors: %s" % (label, sorted(set(a) ^ set(b))[:6]))
        return
    cos_columns = [k for k in next(iter(a.values())) if k.endswith("cosine")]
    close = total = 0
    for t in a:
        for k in cos_columns:
            x, y = a[t].get(k, ""), b[t].get(k, "")
            if x == "" or y == "":
                if x != y:
                    failures.append("%s: %s %s is %r in one report, %r in the other" % (label, t, k, x, y))
                continue
            total += 1
            if exact and x != y:
                failures.append("%s: %s %s %s != %s" % (label, t, k, x, y))
            close += abs(float(x) - float(y)) <= 0.01
    if total and close / total < 0.95:
        failures.append("%s: only %.1f %% of cosines agree within 0.01" % (label, 100.0 * close / total))
    print("%-22s reports agree: %d rows" % (label, len(a)), flush=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("quantlens")
    ap.add_argument("realmodels")
    ap.add_argument("work")
    ap.add_argument("--models", default="cls,rec,det,unet")
    args = ap.parse_args()
    shutil.rmtree(args.work, ignore_errors=True)
    os.makedirs(args.work)
    w = lambda *p: os.path.join(args.work, *p)
    for m in args.models.split(","):
        mdir = os.path.join(args.realmodels, m)
        x = os.path.join(mdir, "test_input.npy")
        quantlens_run(args, os.path.join(mdir, "float.onnx"), x, w(m + "_float"))
        compare(m + " float", w(m + "_float"), os.path.join(mdir, "float_dump"), False, set())
        quantlens_run(args, os.path.join(mdir, "quant.onnx"), x, w(m + "_quant"))
        compare(m + " uint8 QDQ", w(m + "_quant"), os.path.join(mdir, "quant_dump"), True,
                graph_outputs(os.path.join(mdir, "quant.onnx")))
        models = ["--float", os.path.join(mdir, "float.onnx"), "--quant", os.path.join(mdir, "quant.onnx")]
        ours = report_rows(args, models + ["--float-dump", w(m + "_float"), "--quant-dump", w(m + "_quant")])
        compare_reports(m + " report vs ORT", ours, report_rows(args, models + [
            "--float-dump", os.path.join(mdir, "float_dump"), "--quant-dump", os.path.join(mdir, "quant_dump")]), False)
        if m in ("cls", "unet"):  # the in-memory path: same executor, same numbers, nothing written
            compare_reports(m + " report --input", ours, report_rows(args, models + ["--input", x]), True)
        shutil.rmtree(w(m + "_float"))

    if "rec" in args.models:
        calib = os.path.join(args.realmodels, "rec", "calibration")
        config = w("all16.json")
        json.dump({"quant": {"layer_configs": [{"start_tensor_names": ["DEFAULT"], "data_type": "U16"}]}}, open(config, "w"))
        a16 = w("rec_a16w8.onnx")
        run([PY, os.path.join(REALMODELS, "quantize.py"), os.path.join(calib, "float13.onnx"),
             os.path.join(calib, "minmax.json"), calib, a16, "--pulsar2-config", config])
        x = os.path.join(args.realmodels, "rec", "test_input.npy")
        ort_dump(args, a16, os.path.join(calib, "float_names.json"), "quant", x, w("rec_a16w8_ort"))
        quantlens_run(args, a16, x, w("rec_a16w8"))
        compare("rec a16w8", w("rec_a16w8"), w("rec_a16w8_ort"), True, graph_outputs(a16))
    if "cls" in args.models:
        mdir = os.path.join(args.realmodels, "cls")
        x = os.path.join(mdir, "test_input.npy")
        dynamic = w("cls_dynamic.onnx")
        run([PY, os.path.join(HERE, "make_dynamic_model.py"), os.path.join(mdir, "calibration", "float13.onnx"), dynamic])
        ort_dump(args, dynamic, None, "float", x, w("cls_dynamic_ort"))
        quantlens_run(args, dynamic, x, w("cls_dynamic"))
        compare("cls dynamic int8", w("cls_dynamic"), w("cls_dynamic_ort"), True, graph_outputs(dynamic))
        qop = w("cls_qoperator.onnx")
        print(run([PY, os.path.join(HERE, "make_qoperator_model.py"), os.path.join(mdir, "quant.onnx"), qop]).strip())
        ort_dump(args, qop, os.path.join(mdir, "calibration", "float_names.json"), "quant", x, w("cls_qop_ort"))
        quantlens_run(args, qop, x, w("cls_qop"))
        compare("cls QOperator", w("cls_qop"), w("cls_qop_ort"), True, graph_outputs(qop))
    for f in failures:
        print("FAIL:", f)
    print("%d failures" % len(failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
