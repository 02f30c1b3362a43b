#!/usr/bin/python3
"""Checks every metric of a `quantlens report --format json` against an independent numpy
computation on the same dump files (relative error <= 1e-6), plus the matcher's decisions.
Usage: check_report_against_numpy.py CASE_DIR REPORT_JSON"""
import json
import math
import os
import sys

import numpy as np

REL_TOL = 1e-6


def side_stats(x):
    finite = x[np.isfinite(x)]
    stats = {"nan_count": int(np.isnan(x).sum()), "inf_count": int(np.isinf(x).sum()),
             "l2_norm": float(np.sqrt(np.sum(finite * finite)))}
    if finite.size:
        stats.update(min=float(finite.min()), max=float(finite.max()), mean=float(finite.mean()),
                     std=float(finite.std()))
    return stats


def metrics(f, q):
    """The definitions of DOMAIN.md, in float64, over positions where both sides are finite."""
    f = f.astype(np.float64).ravel()
    q = q.astype(np.float64).ravel()
    both = np.isfinite(f) & np.isfinite(q)
    a, b = f[both], q[both]
    d = a - b
    na, nb, nd = np.linalg.norm(a), np.linalg.norm(b), np.linalg.norm(d)
    eps = np.finfo(np.float64).eps
    if na == 0 and nb == 0:
        cos = 1.0
    elif na == 0 or nb == 0:
        cos = 0.0
    else:
        cos = float(np.dot(a, b) / (na * nb))
    sum_abs_ref = np.abs(a).sum()
    out = {"cosine": cos, "mse": float(np.mean(d * d)), "rmse": float(np.sqrt(np.mean(d * d))),
           "max_abs_error": float(np.abs(d).max()), "mean_abs_error": float(np.abs(d).mean()),
           "rel_l2_norm_error": float((nb - na) / na) if na else (0.0 if nb == 0 else math.inf),
           "sqnr_db": float(20 * np.log10(max(na, eps) / max(nd, eps))),
           "sigmastar_rel_l1": float(np.abs(d).sum() / sum_abs_ref) if sum_abs_ref else
           (0.0 if np.abs(d).sum() == 0 else math.inf)}
    for prefix, x in (("ref", f), ("cand", q)):
        for k, v in side_stats(x).items():
            out[prefix + "_" + k] = v
    return out


def close(got, want):
    if want is None or (isinstance(want, float) and not math.isfinite(want)):
        return got is None  # JSON has no inf/nan: the report writes null
    if got is None:
        return False
    return abs(got - want) <= REL_TOL * abs(want) + 1e-12


def load_candidate(case, name, ref_shape):
    storage = json.load(open(os.path.join(case, "candidate_storage.json")))
    for stem, how in storage.items():
        if how["tensor"] == name:
            q = np.load(os.path.join(case, "quant_dump", stem + ".npy"))
            if how.get("layout") == "NHWC":
                q = q.transpose(0, 3, 1, 2)
            if "dequantize" in how:
                scale, zp = how["dequantize"]
                q = (q.astype(np.float64) - zp) * np.float64(np.float32(scale))
            return q.reshape(ref_shape)
    return None


def main():
    case, report_path = sys.argv[1], sys.argv[2]
    report = json.load(open(report_path))
    manifest = json.load(open(os.path.join(case, "float_dump", "manifest.json")))
    ref_files = {t["name"]: t["file"] for t in manifest["tensors"]}
    failures, checked_values, compared = [], 0, 0
    rows = {t["tensor"]: t for t in report["tensors"]}

    for name, row in rows.items():
        ref = np.load(os.path.join(case, "float_dump", ref_files[name]))
        cand = load_candidate(case, name, ref.shape)
        if cand is None:
            if row["status"] == "ok":
                failures.append("%s: compared although the candidate dump lacks it" % name)
            continue
        if row["status"] != "ok":
            failures.append("%s: not compared: %s" % (name, row["status"]))
            continue
        compared += 1
        for key, want in metrics(ref, cand).items():
            checked_values += 1
            if not close(row[key], want):
                failures.append("%s.%s: quantlens %r, numpy %r" % (name, key, row[key], want))

    expect = {  # the matcher's decisions this case was built to exercise
        "/backbone/conv1/Conv_output_0": "sanitized", "relu1": "qdq-alias", "conv2": "exact+transposed", "conv3": "exact+transposed",
        "pool": "exact+reshaped", "x": "exact",
    }
    for name, match in expect.items():
        if rows[name]["match"] != match:
            failures.append("%s: match %r, expected %r" % (name, rows[name]["match"], match))
    if "missing" not in rows["flat"]["status"]:
        failures.append("flat: expected 'missing in the candidate dump', got %r" % rows["flat"]["status"])
    if rows["x"]["quant_dtype"] != "uint8" or rows["x"]["quant_scale"] is None:
        failures.append("x: quantization parameters not reported")
    if [r["tensor"] for r in report["tensors"]][:2] != ["x", "/backbone/conv1/Conv_output_0"]:
        failures.append("rows are not in topological order")
    summary = report["summary"]
    if [o["tensor"] for o in summary["final_outputs"]] != ["logits"]:
        failures.append("final outputs: %r" % summary["final_outputs"])
    worst = [w["cosine"] for w in summary["worst"] if w["cosine"] is not None]
    if worst != sorted(worst):
        failures.append("worst list is not sorted by cosine")

    print("checked %d values of %d compared tensors against numpy" % (checked_values, compared))
    for f in failures:
        print("FAIL:", f)
    if compared < 10 or checked_values < 200:
        print("FAIL: too little was compared")
        return 1
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
