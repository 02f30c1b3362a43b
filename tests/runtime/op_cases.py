#!/usr/bin/python3
"""Builds the operator conformance cases of the CPU executor: small ONNX models, one operator (or a
short chain) each, with inputs, and the outputs ONNX Runtime computes for them.

Output (OUT/): <case>/model.onnx, <case>/inputs/<name>.npy, <case>/expected/<output>.npy and
cases.json listing every case (op, opsets, inputs, outputs with dtype, shape and tolerance class).
Cases ONNX Runtime itself refuses are dropped with a printed note (ORT's limit, not the executor's).
Refusal cases (an If node, an unknown op) have no expected outputs: `quantlens run` must exit
non-zero and name the op and the node.

The result is keyed by a hash of this folder's .py/.mjs files and the ONNX Runtime version: an
up-to-date OUT is left alone; otherwise everything is built in OUT.tmp-<pid> and renamed into place,
so an interrupted run never leaves a half folder that a later run would trust.

Usage: op_cases.py OUT [--node node] --npm NPM_DIR   (NPM_DIR/node_modules holds onnxruntime-node)"""
import argparse
import hashlib
import json
import os
import shutil
import subprocess
import sys
import time

import numpy as np
from onnx import TensorProto, helper, numpy_helper, save

import op_case_groups

HERE = os.path.dirname(os.path.abspath(__file__))

NP_TO_ONNX = {np.dtype(t): p for t, p in [
    (np.float32, TensorProto.FLOAT), (np.float64, TensorProto.DOUBLE), (np.int64, TensorProto.INT64),
    (np.int32, TensorProto.INT32), (np.int16, TensorProto.INT16), (np.uint16, TensorProto.UINT16),
    (np.int8, TensorProto.INT8), (np.uint8, TensorProto.UINT8), (np.bool_, TensorProto.BOOL)]}

# ORT evaluates these with vectorised approximations (MLAS/Eigen), accurate to a few ulp more than a
# correctly rounded float: their float outputs are compared at 1e-4 instead of 1e-5.
TRANSCENDENTAL_OPS = {"Erf", "Tanh", "Sigmoid", "Exp", "Log", "Gelu", "Softmax", "LogSoftmax", "Pow",
                      "Softplus", "Elu",
                      # Sums of many values: ORT adds in float, QuantLens in double; a result that cancels to
                      # near zero (a mean of centred data) differs relatively more, though both are close.
                      "ReduceMean", "ReduceSum", "ReduceL1", "ReduceL2", "ReduceSumSquare", "ReduceLogSumExp",
                      "LayerNormalization", "InstanceNormalization"}
# Integer outputs of these ops round a float: one level of difference on a few elements is allowed.
QUANTIZING_OPS = {"QuantizeLinear", "QLinearConv", "QLinearMatMul", "DynamicQuantizeLinear"}


class Case:
    """One model: nodes over graph inputs (feeds, given as .npy) and initializers (consts)."""

    def __init__(self, name, op, nodes, feeds, consts, outputs, out_types, opsets, tol, expect="match",
                 words=(), ort_refuses=False):
        self.name, self.op, self.nodes = name, op, nodes
        self.feeds, self.consts = feeds, consts
        self.outputs, self.out_types, self.opsets = outputs, out_types, opsets
        self.tol, self.expect, self.words = tol, expect, list(words)
        self.ort_refuses = ort_refuses  # a refusal ONNX Runtime makes too: checked when the cases are built

    def model(self):
        inputs = [helper.make_tensor_value_info(n, NP_TO_ONNX[a.dtype], list(a.shape)) for n, a in self.feeds.items()]
        # Output shapes are left out: ORT infers them, and the executor must not need them.
        outputs = [helper.make_tensor_value_info(n, NP_TO_ONNX[np.dtype(t)], None)
                   for n, t in zip(self.outputs, self.out_types)]
        inits = [numpy_helper.from_array(a, n) for n, a in self.consts.items()]
        graph = helper.make_graph(self.nodes, self.name, inputs, outputs, inits)
        # OperatorSetIdProto made by hand: onnx 1.12 knows opsets up to 17 only, and the checker is not
        # run (ORT is the judge of validity here).
        imports = [helper.make_opsetid(domain, version) for domain, version in self.opsets.items()]
        default = self.opsets.get("", 1)
        return helper.make_model(graph, opset_imports=imports, ir_version=8 if default <= 18 else 10,
                                 producer_name="quantlens-op-cases")


class Suite:
    """Collects the cases; the groups in op_case_groups add to it."""

    def __init__(self):
        self.cases = []
        self._names = set()

    @staticmethod
    def rng(group):
        # One generator per group, seeded by its name: adding a group does not change another's data.
        return np.random.default_rng(int.from_bytes(hashlib.sha256(group.encode()).digest()[:8], "little"))

    def add(self, name, op, nodes, feeds, consts=None, outputs=("y",), out_types=None, opsets=None, tol=None,
            expect="match", words=(), ort_refuses=False):
        if name in self._names:
            raise ValueError("duplicate case name %s" % name)
        self._names.add(name)
        # np.array, not np.ascontiguousarray: the latter turns scalars (0-d) into shape [1].
        feeds = {k: np.array(v, order="C") for k, v in feeds.items()}
        consts = {k: np.array(v, order="C") for k, v in (consts or {}).items()}
        outputs = list(outputs)
        out_types = self._out_types(out_types, outputs, feeds, consts)
        if tol is None:
            tol = "transcendental" if op in TRANSCENDENTAL_OPS else "float"
        self.cases.append(Case(name, op, nodes, feeds, consts, outputs, out_types, opsets or {"": 13}, tol,
                               expect, words, ort_refuses))

    def one(self, name, op, inputs, feeds, consts=None, outputs=("y",), out_types=None, opset=13, domain="",
            tol=None, **attrs):
        """A case of one node `op` over `inputs` (names of feeds and consts; "" for an omitted input)."""
        node = helper.make_node(op, list(inputs), list(outputs), name="%s_node" % name, domain=domain or None,
                                **attrs)
        opsets = {"": opset} if not domain else {"": 13, domain: opset}
        self.add(name, op, [node], feeds, consts, outputs, out_types, opsets, tol)

    @staticmethod
    def _out_types(out_types, outputs, feeds, consts):
        # By default every output has the element type of the first feed (most ops keep it).
        if out_types is None:
            first = next(iter(feeds.values()), None)
            if first is None:
                first = next(iter(consts.values()))
            out_types = first.dtype
        if not isinstance(out_types, (list, tuple)):
            out_types = [out_types] * len(outputs)
        if len(out_types) != len(outputs):
            raise ValueError("one output type per output")
        return [np.dtype(t) for t in out_types]


def output_tolerance(case, dtype):
    """The tolerance class of one output: see README.md."""
    if dtype.startswith("float"):
        return case.tol
    return "quant" if case.op in QUANTIZING_OPS else "exact"


class StepFailed(Exception):
    pass


def fixture_key(npm_dir):
    h = hashlib.sha256()
    for name in sorted(os.listdir(HERE)):
        if name.endswith((".py", ".mjs")):
            h.update(name.encode())
            h.update(open(os.path.join(HERE, name), "rb").read())
    h.update(ort_version(npm_dir).encode())  # another ORT may compute other expected values
    return h.hexdigest()


def ort_version(npm_dir):
    with open(os.path.join(npm_dir, "node_modules", "onnxruntime-node", "package.json")) as f:
        return json.load(f)["version"]


def write_case(case, out):
    cdir = os.path.join(out, case.name)
    os.makedirs(os.path.join(cdir, "inputs"))
    save(case.model(), os.path.join(cdir, "model.onnx"))
    for name, array in case.feeds.items():
        np.save(os.path.join(cdir, "inputs", name + ".npy"), array)


def run_ort(cases, out, node, npm_dir):
    """All cases in one node process; returns {case: {"ok": ..., "outputs"|"error": ...}}."""
    listing = [{"name": c.name, "model": os.path.join(out, c.name, "model.onnx"),
                "inputs": {n: os.path.join(out, c.name, "inputs", n + ".npy") for n in c.feeds},
                "expected_dir": os.path.join(out, c.name, "expected")} for c in cases]
    list_path, result_path = os.path.join(out, "ort_list.json"), os.path.join(out, "ort_result.json")
    with open(list_path, "w") as f:
        json.dump(listing, f)
    command = [node, os.path.join(HERE, "ort_outputs.mjs"), npm_dir, list_path, result_path]
    try:
        done = subprocess.run(command, capture_output=True, text=True)
    except OSError as e:
        raise StepFailed("cannot run %s: %s" % (node, e))
    if done.returncode != 0:
        raise StepFailed("ONNX Runtime runner failed (exit %d):\n%s%s" % (done.returncode, done.stdout[-2000:],
                                                                           done.stderr[-4000:]))
    with open(result_path) as f:
        result = json.load(f)
    os.remove(list_path)
    os.remove(result_path)
    return result


def case_entry(case, outputs):
    return {"name": case.name, "op": case.op, "opset": case.opsets, "expect": case.expect,
            "tolerance": case.tol, "model": "%s/model.onnx" % case.name,
            "inputs": [{"name": n, "file": "%s/inputs/%s.npy" % (case.name, n)} for n in case.feeds],
            "outputs": outputs, "words": case.words}


def build(out, node, npm_dir):
    suite = Suite()
    op_case_groups.add_all(suite)
    for case in suite.cases:
        write_case(case, out)
    matching = [c for c in suite.cases if c.expect == "match" or c.ort_refuses]
    result = run_ort(matching, out, node, npm_dir)
    entries, dropped = [], []
    for case in suite.cases:
        if case.ort_refuses and result[case.name]["ok"]:
            # The executor is held to ONNX Runtime's refusal: a model ORT runs is no such case.
            raise StepFailed("%s: ONNX Runtime runs this model, so the executor is not to refuse it" % case.name)
        if case.expect != "match":
            entries.append(case_entry(case, []))
            continue
        r = result[case.name]
        if not r["ok"]:
            # ORT's own limit: not a test of ours. Said loudly so a silently shrinking suite is noticed.
            print("note: dropped %s (%s): ONNX Runtime refuses it: %s" % (case.name, case.op, r["error"]))
            dropped.append({"name": case.name, "op": case.op, "reason": r["error"]})
            shutil.rmtree(os.path.join(out, case.name))
            continue
        outputs = [{"name": o["name"], "file": "%s/expected/%s" % (case.name, o["file"]), "dtype": o["dtype"],
                    "shape": o["shape"], "tolerance": output_tolerance(case, o["dtype"])} for o in r["outputs"]]
        entries.append(case_entry(case, outputs))
    return entries, dropped


def remove_stale_tmp(out):
    """OUT.tmp-<pid> folders of interrupted runs (their process is gone) would otherwise pile up."""
    parent, prefix = os.path.dirname(out), os.path.basename(out) + ".tmp-"
    for name in os.listdir(parent):
        pid = name[len(prefix):]
        if name.startswith(prefix) and pid.isdigit() and not os.path.exists("/proc/" + pid):
            shutil.rmtree(os.path.join(parent, name), ignore_errors=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("out")
    ap.add_argument("--node", default="node")
    ap.add_argument("--npm", required=True, help="folder whose node_modules holds onnxruntime-node")
    args = ap.parse_args()
    out, npm_dir = os.path.abspath(args.out), os.path.abspath(args.npm)
    if not os.path.isdir(os.path.join(npm_dir, "node_modules", "onnxruntime-node")):
        print("op_cases: no onnxruntime-node in %s/node_modules (the realmodels fixture installs it)" % npm_dir,
              file=sys.stderr)
        return 1
    key = fixture_key(npm_dir)
    stamp = os.path.join(out, "stamp")
    if os.path.exists(stamp) and open(stamp).read().strip() == key:
        print("operator cases are up to date in %s" % out)
        return 0
    os.makedirs(os.path.dirname(out), exist_ok=True)
    remove_stale_tmp(out)
    tmp = "%s.tmp-%d" % (out, os.getpid())
    shutil.rmtree(tmp, ignore_errors=True)
    os.makedirs(tmp)
    started = time.time()
    try:
        entries, dropped = build(tmp, args.node, npm_dir)
    except (StepFailed, OSError, ValueError) as e:
        shutil.rmtree(tmp, ignore_errors=True)
        print("op_cases: %s" % e, file=sys.stderr)
        return 1
    seconds = round(time.time() - started, 1)
    with open(os.path.join(tmp, "cases.json"), "w") as f:
        json.dump({"format": "quantlens-op-cases", "version": 1, "onnxruntime": ort_version(npm_dir),
                   "seconds": seconds, "cases": entries, "dropped": dropped}, f, indent=1)
    with open(os.path.join(tmp, "stamp"), "w") as f:
        f.write(key + "\n")
    shutil.rmtree(out, ignore_errors=True)
    os.rename(tmp, out)
    ops = len({e["op"] for e in entries})
    print("%d operator cases (%d ops, %d dropped) built in %.1f s: %s" % (len(entries), ops, len(dropped), seconds,
                                                                        out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
