#!/usr/bin/python3
"""A stand-in for `quantlens run` that tests the checker, not the executor: it answers with ONNX
Runtime's own outputs (from the case folder next to the model), perturbed as FAKE_PERTURB asks, and
refuses the models the real command must refuse. check_checker.py runs check_ops.py with it.

Usage: fake_quantlens.py run MODEL --input NAME=FILE ... -o OUT_DIR --outputs-only -q
FAKE_PERTURB (default none): none | float_tiny | float_big | float_mid | int_one | int_two | quant_one |
quant_two | quant_many | shape | dtype | missing | extra | nan | fail | crash | accept | mute"""
import json
import os
import re
import signal
import sys

import numpy as np


def sanitize(name):
    return re.sub(r"[^A-Za-z0-9_-]", "_", name)


def parse(argv):
    if len(argv) < 2 or argv[0] != "run":
        sys.exit("fake_quantlens: usage: run MODEL --input NAME=FILE -o OUT --outputs-only -q")
    model, out = argv[1], None
    for i, a in enumerate(argv):
        if a == "-o":
            out = argv[i + 1]
    return os.path.abspath(model), out


def find_case(model):
    case_dir = os.path.dirname(model)
    with open(os.path.join(os.path.dirname(case_dir), "cases.json")) as f:
        listing = json.load(f)
    name = os.path.basename(case_dir)
    return os.path.dirname(case_dir), next(c for c in listing["cases"] if c["name"] == name)


def refuse(model, mode):
    # Names the first node no executor of ours runs, as the real command must.
    import onnx  # only here: its import is slow and the other cases do not need it
    graph = onnx.load(model).graph
    node = next((n for n in graph.node if n.op_type in ("If", "FooBar")), graph.node[0])
    if mode == "accept":
        return 0
    if mode == "mute":
        print("error: the model cannot be run", file=sys.stderr)
    else:
        print("error: unsupported operator %s (node '%s')" % (node.op_type, node.name), file=sys.stderr)
    return 3


def perturb(array, tolerance, mode, first):
    """The output as the perturbation mode changes it (a copy). Quantized levels are moved in the first
    output only (DynamicQuantizeLinear's y, not its one-element zero point)."""
    a = array.copy()
    is_float = a.dtype.kind == "f"
    if a.size == 0:
        return a
    scale = max(1.0, float(np.abs(a).max())) if is_float else 1
    if mode == "float_tiny" and is_float:
        a += np.asarray(1e-7 * scale, a.dtype)  # well inside every float tolerance
    elif mode == "float_big" and is_float:
        a.flat[a.size // 2] += np.asarray(1e-3 * scale, a.dtype)
    elif mode == "float_mid" and is_float:
        a.flat[a.size // 2] += np.asarray(5e-5 * scale, a.dtype)  # passes only the 1e-4 class
    elif mode == "nan" and is_float:
        a.flat[0] = np.nan
    elif mode == "int_one" and tolerance == "exact" and a.dtype.kind in "iu":
        a.flat[0] = a.flat[0] - 1 if a.flat[0] > np.iinfo(a.dtype).min else a.flat[0] + 1
    elif mode == "int_one" and tolerance == "exact" and a.dtype == np.bool_:
        a.flat[0] = not a.flat[0]
    elif mode in ("quant_one", "quant_two", "quant_many") and tolerance == "quant" and first:
        step = 2 if mode == "quant_two" else 1
        count = max(1, a.size // 50) if mode == "quant_many" else 1  # 2 % of the elements vs 0.5 % allowed
        for i in range(count):
            v = int(a.flat[i])
            a.flat[i] = v - step if v - step >= np.iinfo(a.dtype).min else v + step
    elif mode == "shape" and a.ndim >= 1:
        a = a.reshape([1] + list(a.shape))
    elif mode == "dtype":
        a = a.astype(np.float64 if is_float else np.int32 if a.dtype == np.int64 else np.int64)
    return a


def main():
    model, out = parse(sys.argv[1:])
    mode = os.environ.get("FAKE_PERTURB", "none")
    cases_dir, case = find_case(model)
    if case["expect"] == "refuse":
        return refuse(model, mode)
    if mode == "fail":
        print("error: kernel Conv not implemented yet", file=sys.stderr)
        return 3
    if mode == "crash":
        os.kill(os.getpid(), signal.SIGSEGV)
    os.makedirs(out, exist_ok=True)
    tensors = []
    outputs = case["outputs"][1:] if mode == "missing" else case["outputs"]
    for order, o in enumerate(outputs):
        a = perturb(np.load(os.path.join(cases_dir, o["file"])), o["tolerance"], mode, order == 0)
        file = sanitize(o["name"]) + ".npy"
        np.save(os.path.join(out, file), a)
        tensors.append({"name": o["name"], "file": file, "shape": list(a.shape), "dtype": a.dtype.name,
                        "order": order})
    if mode == "extra":
        np.save(os.path.join(out, "hidden.npy"), np.zeros([1], np.float32))
        tensors.append({"name": "hidden", "file": "hidden.npy", "shape": [1], "dtype": "float32", "order": 99})
    with open(os.path.join(out, "manifest.json"), "w") as f:
        json.dump({"format": "quantlens-dump", "version": 1, "tensors": tensors}, f)
    return 0


if __name__ == "__main__":
    sys.exit(main())
