#!/usr/bin/python3
"""The closed loop of a precision plan on a real model: `quantlens plan` picks N tensors, `quantlens
export` writes the vendor config, the fixture quantizer (tests/realmodels/quantize.py) reads that
config and keeps those activations at 16 bit, ONNX Runtime dumps the new model, and `quantlens report`
gives the final output's cosine. Proves both that the plan helps and that the exported names reach
the quantizer (the number of 16-bit activations in the new model must equal the plan's), and that
`quantlens verify` reads the rebuilt model as applying every planned tensor and the original 8-bit
model as applying none (exit 1), and that `quantlens diff` between the original and the rebuilt model
names exactly the planned activations (uint8 -> uint16) and, among weights, only biases whose scale
follows a planned input.

Usage: closed_loop.py QUANTLENS FIXTURES MODEL WORK [--counts 0,20] [--route pulsar2|sigmastar-json|list]
                      [--require-gain G] [--no-measure]
  --require-gain G: fail unless the largest count's final cos exceeds the 0-tensor run's by G (the test);
  prints one JSON line per count: {"model", "route", "tensors", "final_cos", "mac_share", ...}."""
import argparse
import json
import os
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REALMODELS = os.path.join(os.path.dirname(HERE), "realmodels")
ROUTES = {"pulsar2": ("--pulsar2-config", ".json", "axera"),
          "sigmastar-json": ("--sigmastar-quant-json", ".json", "sigmastar"), "list": ("--keep-16bit", ".txt", "generic")}


def run(cmd):
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit("closed loop: %s failed (exit %d)\n%s%s" % (" ".join(cmd[:3]), r.returncode, r.stdout[-2000:], r.stderr[-3000:]))
    return r.stdout


def sixteen_bit_activations(model_path):
    import onnx
    model = onnx.load(model_path, load_external_data=False)
    return sorted(n.input[0] for n in model.graph.node if n.op_type == "QuantizeLinear" and n.domain == "com.microsoft")


def check_verify(args, plan, rebuilt, original, chosen):
    """`verify` on the rebuilt model: every planned tensor applied; on the 8-bit one: none (exit 1)."""
    def names(doc, state):
        return sorted(item["tensor"] for item in doc.get(state, []))

    got = json.loads(run([args.quantlens, "verify", plan, "--quant", rebuilt, "--format", "json"]))
    if names(got, "applied") != sorted(chosen) or got["not_applied"] or got["fused"] or got["unknown"]:
        sys.exit("closed loop: verify on the rebuilt model: %s, the plan: %s" % (got, chosen))
    if not chosen:
        return
    r = subprocess.run([args.quantlens, "verify", plan, "--quant", original, "--format", "json"],
                       capture_output=True, text=True)
    got = json.loads(r.stdout) if r.stdout else {}
    if r.returncode != 1 or names(got, "not_applied") != sorted(chosen) or got.get("applied"):
        sys.exit("closed loop: verify on the 8-bit model: exit %d, %s\n%s" % (r.returncode, got, r.stderr[-2000:]))


def check_diff(args, original, rebuilt, chosen):
    """`diff` of the 8-bit and the rebuilt model: the planned activations, and biases that follow them."""
    cmd = [args.quantlens, "diff", original, rebuilt, "--float", os.path.join(os.path.dirname(original), "float.onnx"),
           "--format", "json", "-q"]
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode != (1 if chosen else 0):
        sys.exit("closed loop: diff exit %d with %d planned tensors\n%s" % (r.returncode, len(chosen), r.stderr[-2000:]))
    doc = json.loads(r.stdout)
    activations = [t for t in doc["tensors"] if t["kind"] == "activation"]
    if sorted(t["tensor"] for t in activations) != sorted(chosen):
        sys.exit("closed loop: diff lists activations %s, the plan: %s" % (sorted(t["tensor"] for t in activations)[:10],
                                                                        sorted(chosen)[:10]))
    for t in activations:
        if (t["a_dtype"], t["b_dtype"]) != ("uint8", "uint16") or "dtype" not in t["changes"]:
            sys.exit("closed loop: diff on %s: %s" % (t["tensor"], t))
    for t in doc["tensors"]:
        if t["kind"] == "weight" and (t["a_dtype"] != "int32" or "dtype" in t["changes"] or "zero_point" in t["changes"]):
            sys.exit("closed loop: diff names a weight that is no bias following a planned input: %s" % t)
    if doc["differ"]["activations"] != len(chosen) or doc["compared"]["activations"] < len(chosen):
        sys.exit("closed loop: diff counts %s / %s" % (doc["differ"], doc["compared"]))


def loop(args, count, fixtures, mdir, calib):
    flag, ext, toolchain = ROUTES[args.route]
    work = os.path.join(args.work, "%s_%s_%d" % (args.model, args.route, count))
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    plan, config = os.path.join(work, "plan.json"), os.path.join(work, "config" + ext)
    quant, exposed = os.path.join(work, "quant.onnx"), os.path.join(work, "quant_exposed.onnx")
    names, dump = os.path.join(work, "quant_names.json"), os.path.join(work, "dump")
    run([args.quantlens, "plan", os.path.join(fixtures, args.model + ".quantlens.json"), "--max-layers", str(count),
         "--toolchain", toolchain, "-q", "-o", plan] + (["--no-measure"] if args.no_measure else []))
    run([args.quantlens, "export", plan, "--to", args.route, "-q", "-o", config])
    chosen = [t["name"] for t in json.load(open(plan))["plan"]["tensors"]]
    extra = [flag] + (open(config).read().split() if args.route == "list" else [config])
    # Only the exported tensors at 16 bit: the count below checks that every exported name arrived.
    run([sys.executable, os.path.join(REALMODELS, "quantize.py"), os.path.join(calib, "float13.onnx"),
         os.path.join(calib, "minmax.json"), calib, quant, "--independent-16bit"] + extra)
    applied = sixteen_bit_activations(quant)
    # quantize.py names the QuantizeLinear input t, or t_QuantizeLinear_Input for graph outputs.
    applied = sorted(a[:-len("_QuantizeLinear_Input")] if a.endswith("_QuantizeLinear_Input") else a for a in applied)
    if applied != sorted(chosen):
        sys.exit("closed loop: the quantizer kept %d tensors at 16 bit, the plan has %d: exported names were lost\n"
                 "plan only: %s\nquantizer only: %s" % (len(applied), len(chosen), sorted(set(chosen) - set(applied))[:10],
                                                      sorted(set(applied) - set(chosen))[:10]))
    check_verify(args, plan, quant, os.path.join(mdir, "quant.onnx"), chosen)
    check_diff(args, os.path.join(mdir, "quant.onnx"), quant, chosen)
    run([sys.executable, os.path.join(REALMODELS, "expose.py"), "quant", quant, exposed,
         os.path.join(calib, "float_names.json"), names])
    run(["node", os.path.join(fixtures, "tools", "npm", "ort_run.mjs"), "dump", exposed,
         os.path.join(mdir, "test_input.npy"), dump, names])
    report = json.loads(run([args.quantlens, "report", "--float", os.path.join(mdir, "float.onnx"), "--quant", quant,
                             "--float-dump", os.path.join(mdir, "float_dump"), "--quant-dump", dump, "--format", "json", "-q"]))
    finals = report["summary"]["runs"][0]["final_outputs"]
    plan_doc = json.load(open(plan))
    result = {"model": args.model, "route": args.route, "tensors": len(chosen),
              "final_cos": min(f["cosine"] for f in finals)}
    shutil.rmtree(dump)  # hundreds of MB per run
    os.remove(exposed)
    print(json.dumps(result), flush=True)
    return result, plan_doc


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("quantlens")
    ap.add_argument("fixtures")
    ap.add_argument("model")
    ap.add_argument("work")
    ap.add_argument("--counts", default="0,20")
    ap.add_argument("--route", default="pulsar2", choices=sorted(ROUTES))
    ap.add_argument("--require-gain", type=float)
    ap.add_argument("--no-measure", action="store_true", help="the plan from the dumps' ranking, not measured")
    args = ap.parse_args()
    fixtures = os.path.abspath(args.fixtures)
    mdir = os.path.join(fixtures, args.model)
    calib = os.path.join(mdir, "calibration")
    results = [loop(args, int(c), fixtures, mdir, calib)[0] for c in args.counts.split(",")]
    if args.require_gain is not None:
        base, best = results[0], results[-1]
        if not best["final_cos"] > base["final_cos"] + args.require_gain:
            sys.exit("closed loop: %d tensors at 16 bit gave final cos %.4f, all 8 bit %.4f: less than the required gain %g"
                     % (best["tensors"], best["final_cos"], base["final_cos"], args.require_gain))
        print("closed loop %s/%s: final cos %.4f (all 8 bit) -> %.4f (%d tensors at 16 bit)"
              % (args.model, args.route, base["final_cos"], best["final_cos"], best["tensors"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
