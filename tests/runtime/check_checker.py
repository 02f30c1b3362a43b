#!/usr/bin/python3
"""Tests check_ops.py itself: with fake_quantlens.py answering ONNX Runtime's own outputs every case
must pass, and each deliberate perturbation must fail exactly the cases it should (and no others).

Usage: check_checker.py CASES_DIR [--full]   (--full: the unperturbed run over every case, ~30 s)"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
FAKE = os.path.join(HERE, "fake_quantlens.py")

# A few cases of each kind of output: float (1e-5 class), transcendental (1e-4), exact integer and
# bool, quantized (small and large), several outputs, refusals.
SAMPLE = {"conv_k1x1", "softmax13_axis1", "resize13_linear_half_pixel_up_scales", "argmax_ties_last",
          "equal_float_same", "cast_float_to_int64", "maxpool_k2_s2_indices", "topk_ties_largest",
          "qlinearconv_u8u8_per_tensor_pad1", "qlinearmatmul_u8u8", "dynamicquantizelinear_large",
          "quantizelinear10_ties_uint8", "refuse_if", "refuse_unknown_op"}
FLOAT = {"conv_k1x1", "softmax13_axis1", "resize13_linear_half_pixel_up_scales", "maxpool_k2_s2_indices",
         "topk_ties_largest", "dynamicquantizelinear_large"}
TRANSCENDENTAL = {"softmax13_axis1", "resize13_linear_half_pixel_up_scales"}
EXACT = {"argmax_ties_last", "equal_float_same", "cast_float_to_int64", "maxpool_k2_s2_indices", "topk_ties_largest"}
QUANT_BIG = {"qlinearconv_u8u8_per_tensor_pad1", "dynamicquantizelinear_large"}  # room for one level off
QUANT_SMALL = {"qlinearmatmul_u8u8", "quantizelinear10_ties_uint8"}  # none allowed
REFUSALS = {"refuse_if", "refuse_unknown_op"}
MATCHING = SAMPLE - REFUSALS

# mode: (cases that must fail, cases that must pass with a note)
EXPECTATIONS = {
    "none": (set(), set()),
    "float_tiny": (set(), set()),
    "float_big": (FLOAT, set()),
    "float_mid": (FLOAT - TRANSCENDENTAL, set()),
    "nan": (FLOAT, set()),
    "int_one": (EXACT, set()),
    "quant_one": (QUANT_SMALL, QUANT_BIG),
    "quant_two": (QUANT_BIG | QUANT_SMALL, set()),
    "quant_many": (QUANT_BIG | QUANT_SMALL, set()),
    "shape": (MATCHING, set()),
    "dtype": (MATCHING, set()),
    "missing": (MATCHING, set()),
    "extra": (MATCHING, set()),
    "fail": (MATCHING, set()),
    "crash": (MATCHING, set()),
    "accept": (REFUSALS, set()),
    "mute": (REFUSALS, set()),
}


def run_checker(cases_dir, mode, only, work):
    out = os.path.join(work, mode + ".json")
    done = subprocess.run([sys.executable, os.path.join(HERE, "check_ops.py"), FAKE, cases_dir, "--only", only,
                           "--json", out], env=dict(os.environ, FAKE_PERTURB=mode), capture_output=True, text=True)
    if not os.path.exists(out):
        return None, done
    with open(out) as f:
        return json.load(f), done


def check_mode(cases_dir, mode, only, work):
    """Problems (empty when the checker judged every case as it should)."""
    must_fail, must_note = EXPECTATIONS[mode]
    report, done = run_checker(cases_dir, mode, only, work)
    if report is None:
        return ["%s: check_ops.py wrote no result (exit %d): %s" % (mode, done.returncode, done.stderr[-1000:])]
    failed = {r["name"] for r in report["results"] if not r["ok"]}
    noted = {r["name"] for r in report["results"] if r["notes"]}
    problems = []
    if failed - must_fail:
        problems.append("%s: wrongly failed %s" % (mode, sorted(failed - must_fail)))
    if must_fail - failed:
        problems.append("%s: missed %s" % (mode, sorted(must_fail - failed)))
    if must_note - noted:
        problems.append("%s: no note for %s" % (mode, sorted(must_note - noted)))
    if (done.returncode != 0) != bool(failed):
        problems.append("%s: exit %d with %d failures" % (mode, done.returncode, len(failed)))
    return problems


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("cases_dir")
    ap.add_argument("--full", action="store_true")
    args = ap.parse_args()
    cases_dir = os.path.abspath(args.cases_dir)
    sample = "^(%s)$" % "|".join(sorted(SAMPLE))
    problems = []
    with tempfile.TemporaryDirectory(prefix="quantlens-checker-") as work:
        if args.full:
            # Every expected output against itself: no case may fail (NaN, empty tensors, bools, ...).
            problems += check_mode(cases_dir, "none", ".", work)
        for mode in EXPECTATIONS:
            problems += check_mode(cases_dir, mode, sample, work)
    for p in problems:
        print("FAIL " + p)
    print("checker self-test: %d perturbation modes, %s" % (len(EXPECTATIONS), "ok" if not problems else
                                                             "%d problems" % len(problems)))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
