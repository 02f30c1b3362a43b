#!/usr/bin/python3
"""Checks every operator case (op_cases.py) with `quantlens run` against ONNX Runtime's outputs.

Usage: check_ops.py QUANTLENS CASES_DIR [--only REGEX] [--json OUT] [--jobs N] [--keep DIR]

Prints one line per failing case (op, case, what differs or the command's stderr), notes for allowed
one-level differences of quantizing ops, then a per-op table (cases, passed). Exits 1 when a case fails.
Tolerances (README.md): float outputs max|a-b| <= L*max(1, max|expected|) and relative L2 <= L, with
L = 1e-5, or 1e-4 for ops ORT evaluates with approximations; integer and bool outputs exactly, except
outputs of quantizing ops: <= 1 level on <= 0.5 % of the elements; shapes and dtypes exactly."""
import argparse
import collections
import concurrent.futures
import json
import math
import os
import re
import shutil
import subprocess
import sys
import tempfile

import numpy as np

FLOAT_LIMITS = {"float": 1e-5, "transcendental": 1e-4}
QUANT_SHARE = 0.005  # share of elements of a quantizing op's output allowed one level off
CASE_TIMEOUT = 120  # seconds for one `quantlens run`


class Result:
    def __init__(self, case):
        self.name, self.op = case["name"], case["op"]
        self.problems = []  # each one makes the case fail
        self.notes = []  # allowed differences, reported
        self.refused = False  # a case to match that the command declined with an error (not a crash)

    @property
    def ok(self):
        return not self.problems

    def as_json(self):
        return {"name": self.name, "op": self.op, "ok": self.ok, "refused": self.refused, "problems": self.problems,
                "notes": self.notes}


def first_lines(text, limit=400):
    text = " | ".join(line.strip() for line in text.strip().splitlines() if line.strip())
    return text if len(text) <= limit else text[:limit] + " ..."


def index_of(flat_index, shape):
    return list(np.unravel_index(flat_index, shape)) if shape else []


# ---------------------------------------------------------------------------------------------------
# Comparisons: each returns (problems, notes) for one output.


def compare_float(name, expected, got, tolerance):
    limit = FLOAT_LIMITS[tolerance]
    e, g = expected.astype(np.float64), got.astype(np.float64)
    problems = []
    # Non-finite values (log 0, 1/0) must be the same ones in the same places.
    if not np.array_equal(np.isnan(e), np.isnan(g)):
        problems.append("%s: NaN at %d positions, expected at %d" % (name, np.isnan(g).sum(), np.isnan(e).sum()))
    e_inf, g_inf = np.where(np.isinf(e), np.sign(e), 0), np.where(np.isinf(g), np.sign(g), 0)
    if not np.array_equal(e_inf, g_inf):
        problems.append("%s: infinities differ at %d positions" % (name, int((e_inf != g_inf).sum())))
    finite = np.isfinite(e) & np.isfinite(g)
    if not finite.any():
        return problems, []
    diff = np.where(finite, np.abs(e - g), 0.0)
    worst = int(np.argmax(diff))
    max_abs = float(diff.flat[worst])
    abs_limit = limit * max(1.0, float(np.abs(np.where(finite, e, 0)).max()))
    norm = float(np.linalg.norm(np.where(finite, e, 0)))
    # An all-zero expectation has no relative error: the absolute bound alone decides.
    rel_l2 = float(np.linalg.norm(diff)) / norm if norm > 0 else 0.0
    if max_abs > abs_limit or rel_l2 > limit:
        problems.append("%s: max abs err %.3g (limit %.3g) at %s: got %.9g, expected %.9g; rel L2 %.3g (limit %.0e)"
                        % (name, max_abs, abs_limit, index_of(worst, e.shape), g.flat[worst], e.flat[worst], rel_l2,
                           limit))
    return problems, []


def compare_exact(name, expected, got):
    if np.array_equal(expected, got):
        return [], []
    wrong = expected != got
    first = int(np.argmax(wrong))
    detail = "%d of %d elements differ; first at %s: got %s, expected %s" % (
        int(wrong.sum()), wrong.size, index_of(first, expected.shape), got.flat[first], expected.flat[first])
    if expected.dtype != np.bool_:
        detail += "; max |diff| %d" % int(np.abs(got.astype(np.int64) - expected.astype(np.int64)).max())
    return ["%s: %s" % (name, detail)], []


def compare_quant(name, expected, got):
    """Quantizing ops round a float: ORT and the executor may compute that float a little differently,
    which moves values sitting on a rounding boundary by one level."""
    diff = np.abs(got.astype(np.int64) - expected.astype(np.int64))
    if diff.size == 0 or diff.max() == 0:
        return [], []
    off_by_one = int((diff == 1).sum())
    allowed = int(math.floor(QUANT_SHARE * diff.size))
    worst = int(np.argmax(diff))
    where = "first worst at %s: got %s, expected %s" % (index_of(worst, expected.shape), got.flat[worst],
                                                        expected.flat[worst])
    if diff.max() > 1:
        return ["%s: %d elements differ by more than one level (max %d); %s"
                % (name, int((diff > 1).sum()), int(diff.max()), where)], []
    if off_by_one > allowed:
        return ["%s: %d of %d elements one level off (allowed %d); %s" % (name, off_by_one, diff.size, allowed,
                                                                          where)], []
    return [], ["%s: %d of %d elements one level off (allowed %d)" % (name, off_by_one, diff.size, allowed)]


def compare_output(entry, cases_dir, out_dir, tensor):
    """One expected output against the manifest entry `tensor` the command wrote."""
    name = entry["name"]
    expected = np.load(os.path.join(cases_dir, entry["file"]))
    try:
        got = np.load(os.path.join(out_dir, tensor["file"]))
    except (OSError, ValueError, KeyError) as e:
        return ["%s: cannot read the written tensor: %s" % (name, e)], []
    problems = []
    if tensor.get("dtype") != got.dtype.name or list(tensor.get("shape", [])) != list(got.shape):
        problems.append("%s: manifest says %s %s but the file holds %s %s" % (
            name, tensor.get("dtype"), tensor.get("shape"), got.dtype.name, list(got.shape)))
    if got.dtype != expected.dtype:
        return problems + ["%s: dtype %s, expected %s" % (name, got.dtype.name, expected.dtype.name)], []
    if got.shape != expected.shape:
        return problems + ["%s: shape %s, expected %s" % (name, list(got.shape), list(expected.shape))], []
    tolerance = entry["tolerance"]
    if tolerance in FLOAT_LIMITS:
        p, n = compare_float(name, expected, got, tolerance)
    elif tolerance == "quant":
        p, n = compare_quant(name, expected, got)
    else:
        p, n = compare_exact(name, expected, got)
    return problems + p, n


# ---------------------------------------------------------------------------------------------------
# Running one case


def command(quantlens, cases_dir, case, out_dir):
    cmd = [quantlens, "run", os.path.join(cases_dir, case["model"])]
    for i in case["inputs"]:
        cmd += ["--input", "%s=%s" % (i["name"], os.path.join(cases_dir, i["file"]))]
    return cmd + ["-o", out_dir, "--outputs-only", "-q"]


def execute(cmd):
    """(exit code, stderr); exit code None on a timeout."""
    try:
        done = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=CASE_TIMEOUT)
    except subprocess.TimeoutExpired:
        return None, ""
    return done.returncode, done.stderr.decode("utf-8", "replace")


def check_refusal(case, result, code, stderr):
    if code is None:
        result.problems.append("timed out after %d s instead of refusing" % CASE_TIMEOUT)
    elif code < 0:
        result.problems.append("crashed (signal %d) instead of refusing: %s" % (-code, first_lines(stderr)))
    elif code == 0:
        result.problems.append("exit 0: the model must be refused")
    else:
        missing = [w for w in case["words"] if w not in stderr]
        if missing:
            result.problems.append("refused (exit %d) but stderr does not name %s: %s"
                                   % (code, ", ".join(repr(w) for w in missing), first_lines(stderr)))


def read_manifest(out_dir, result):
    path = os.path.join(out_dir, "manifest.json")
    try:
        with open(path) as f:
            manifest = json.load(f)
    except (OSError, ValueError) as e:
        result.problems.append("no readable manifest.json: %s" % e)
        return None
    if manifest.get("format") != "quantlens-dump" or not isinstance(manifest.get("tensors"), list):
        result.problems.append("manifest.json is not a quantlens-dump manifest")
        return None
    return {t.get("name"): t for t in manifest["tensors"]}


def check_case(quantlens, cases_dir, case, work):
    result = Result(case)
    out_dir = os.path.join(work, case["name"])
    code, stderr = execute(command(quantlens, cases_dir, case, out_dir))
    if case["expect"] == "refuse":
        check_refusal(case, result, code, stderr)
        return result
    if code is None:
        result.problems.append("timed out after %d s" % CASE_TIMEOUT)
        return result
    if code != 0:
        what = "crashed (signal %d)" % -code if code < 0 else "exit %d" % code
        result.refused = code > 0
        result.problems.append("%s: %s" % (what, first_lines(stderr) or "(no message)"))
        return result
    tensors = read_manifest(out_dir, result)
    if tensors is None:
        return result
    expected_names = [o["name"] for o in case["outputs"]]
    extra = sorted(set(tensors) - set(expected_names))
    if extra:
        result.problems.append("--outputs-only wrote tensors that are not graph outputs: %s" % ", ".join(extra))
    for entry in case["outputs"]:
        if entry["name"] not in tensors:
            result.problems.append("%s: not in the manifest" % entry["name"])
            continue
        problems, notes = compare_output(entry, cases_dir, out_dir, tensors[entry["name"]])
        result.problems += problems
        result.notes += notes
    return result


# ---------------------------------------------------------------------------------------------------
# Report


def print_report(results, dropped):
    for r in results:
        if not r.ok:
            print("FAIL %-22s %s: %s" % (r.op, r.name, "; ".join(r.problems)))
    for r in results:
        for note in r.notes:
            print("note %-22s %s: %s" % (r.op, r.name, note))
    if dropped:
        print("note: %d cases were not generated because ONNX Runtime refuses them: %s"
              % (len(dropped), ", ".join(d["name"] for d in dropped)))
    # Per op: cases, passed, refused (the command declined: not implemented yet?), wrong (anything else).
    per_op = collections.OrderedDict()
    for r in sorted(results, key=lambda r: r.op):
        total, passed, refused = per_op.get(r.op, (0, 0, 0))
        per_op[r.op] = (total + 1, passed + r.ok, refused + r.refused)
    print()
    print("%-24s %6s %7s %8s %6s" % ("op", "cases", "passed", "refused", "wrong"))
    for op, (total, passed, refused) in per_op.items():
        wrong = total - passed - refused
        print("%-24s %6d %7d %8s %6s%s" % (op, total, passed, refused or "", wrong or "",
                                           "" if total == passed else "   <- FAIL"))
    failed = sum(not r.ok for r in results)
    refused = sum(r.refused for r in results)
    bad_ops = sum(total != passed for total, passed, _ in per_op.values())
    print("\n%d of %d cases passed, %d refused by the command, %d wrong (%d ops, %d with failures)"
          % (len(results) - failed, len(results), refused, failed - refused, len(per_op), bad_ops))
    return failed


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("quantlens")
    ap.add_argument("cases_dir")
    ap.add_argument("--only", help="regular expression: only cases whose name or op it finds")
    ap.add_argument("--json", help="write the per-case results here")
    ap.add_argument("--jobs", type=int, default=2, help="cases run at once (default 2)")
    ap.add_argument("--keep", help="write the command's outputs here and keep them (default: a temporary folder)")
    args = ap.parse_args()
    cases_dir = os.path.abspath(args.cases_dir)
    try:
        with open(os.path.join(cases_dir, "cases.json")) as f:
            listing = json.load(f)
    except (OSError, ValueError) as e:
        print("check_ops: no case list in %s: %s (run op_cases.py first)" % (cases_dir, e), file=sys.stderr)
        return 2
    if not (os.path.isfile(args.quantlens) and os.access(args.quantlens, os.X_OK)):
        print("check_ops: %s is not an executable" % args.quantlens, file=sys.stderr)
        return 2
    only = re.compile(args.only) if args.only else None
    cases = [c for c in listing["cases"] if not only or only.search(c["name"]) or only.search(c["op"])]
    if not cases:
        print("check_ops: no case matches", file=sys.stderr)
        return 2
    work = os.path.abspath(args.keep) if args.keep else tempfile.mkdtemp(prefix="quantlens-ops-")
    os.makedirs(work, exist_ok=True)
    try:
        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
            results = list(pool.map(lambda c: check_case(args.quantlens, cases_dir, c, work), cases))
    finally:
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)
    failed = print_report(results, listing.get("dropped", []))
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"cases": len(results), "failed": failed, "onnxruntime": listing.get("onnxruntime"),
                       "results": [r.as_json() for r in results]}, f, indent=1)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
