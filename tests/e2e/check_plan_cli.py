#!/usr/bin/python3
"""`quantlens plan` and `quantlens export` as a user runs them on the rec fixture: a plan within a
budget, an export merged into an existing Pulsar2 config (comments and foreign keys kept, the old file
kept as .bak, the diff shown), a dry run that writes nothing, and the errors users make.
Usage: check_plan_cli.py QUANTLENS FIXTURES WORK"""
import json
import os
import shutil
import subprocess
import sys


def run(args, code=0):
    r = subprocess.run(args, capture_output=True, text=True)
    if r.returncode != code:
        sys.exit("%s: exit %d, expected %d\n%s%s" % (" ".join(args[1:3]), r.returncode, code, r.stdout[-1500:], r.stderr[-1500:]))
    return r


def main():
    quantlens, fixtures, work = sys.argv[1:4]
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    workspace = os.path.join(fixtures, "rec.quantlens.json")
    plan = os.path.join(work, "plan.json")
    r = run([quantlens, "plan", workspace, "--max-layers", "7", "-o", plan])
    doc = json.load(open(plan))
    tensors = doc["plan"]["tensors"]
    assert len(tensors) == 7, tensors
    assert all(t["source"] == "suggested" and t["reason_text"].startswith("rank ") for t in tensors), tensors
    assert "16-bit tensors: 7;" in r.stderr, r.stderr
    # The model lies outside the plan's folder: named by its absolute path (a relative one never climbs out).
    assert doc["float_model"] == os.path.abspath(os.path.join(fixtures, "rec", "float.onnx")), doc["float_model"]

    cost = os.path.join(work, "cost.json")
    r = run([quantlens, "plan", workspace, "--max-cost", "1", "-o", cost])
    assert "cost:" in r.stderr

    config = os.path.join(work, "config.json")
    original = '{\n  // converted by hand\n  "model_type": "ONNX",\n  "quant": {\n    "calibration_method": "MSE"\n  }\n}\n'
    open(config, "w").write(original)
    dry = run([quantlens, "export", plan, "--to", "pulsar2", "--merge-into", config, "-o", config, "--dry-run"])
    assert dry.stdout.startswith("--- a/config.json"), dry.stdout
    assert open(config).read() == original, "a dry run wrote"
    r = run([quantlens, "export", plan, "--to", "pulsar2", "--merge-into", config, "-o", config])
    merged = open(config).read()
    assert merged.startswith('{\n  // converted by hand\n  "model_type": "ONNX",\n  "quant": {'), merged
    assert '"calibration_method": "MSE"' in merged
    assert open(config + ".bak").read() == original
    assert "+++ b/config.json" in r.stderr and ".bak" in r.stderr, r.stderr

    for key, ext in (("sigmastar-json", ".json"), ("list", ".txt")):
        out = os.path.join(work, "out" + ext)
        run([quantlens, "export", plan, "--to", key, "-o", out, "-q"])
        assert os.path.getsize(out) > 0
    # The rec plan picks tensors that are not convolution inputs: the ini refuses them by name.
    r = run([quantlens, "export", plan, "--to", "sigmastar-ini", "-o", os.path.join(work, "i.ini")], 3)
    assert "not convolution inputs" in r.stderr, r.stderr
    sig = os.path.join(work, "sig.json")
    run([quantlens, "plan", workspace, "--toolchain", "sigmastar", "--max-layers", "6", "-q", "-o", sig])
    run([quantlens, "export", sig, "--to", "sigmastar-ini", "-o", os.path.join(work, "i.ini"), "-q"])
    assert "tensor_arrays = " in open(os.path.join(work, "i.ini")).read()
    # A vendor config back into a plan, its format told by content whatever it is called.
    renamed = os.path.join(work, "from_board_team.txt")
    shutil.copy(os.path.join(work, "i.ini"), renamed)
    back = os.path.join(work, "back.json")
    run([quantlens, "plan", workspace, "--from", renamed, "-q", "-o", back])
    wanted = {t["name"] for t in json.load(open(sig))["plan"]["tensors"]}
    got = {t["name"] for t in json.load(open(back))["plan"]["tensors"]}
    assert got == wanted, (got, wanted)
    r = run([quantlens, "plan", workspace, "--from", os.path.join(work, "nowhere.ini")], 3)
    assert "nowhere.ini" in r.stderr, r.stderr
    # A cost budget is a ceiling, not something to fill: the suggestion stops where tensors gain
    # little (rec has several hundred activations; 100 % would take them all).
    r = run([quantlens, "plan", workspace, "--max-cost", "100", "-o", cost])
    chosen = json.load(open(cost))["plan"]["tensors"]
    assert 0 < len(chosen) < 160, len(chosen)

    # Users' mistakes: exit 2 for usage, 3 for bad input, each naming the problem.
    r = run([quantlens, "export", plan, "--to", "tflite"], 2)
    assert "--to" in r.stderr
    run([quantlens, "plan", workspace, "--max-layers", "many"], 2)
    r = run([quantlens, "plan", workspace, "--toolchain", "tflite"], 2)
    assert "unknown toolchain 'tflite'" in r.stderr and "rknn" in r.stderr, r.stderr
    # The old option and its old value still work, saying what they became.
    r = run([quantlens, "plan", workspace, "--vendor", "any", "--max-layers", "2", "-o", os.path.join(work, "old.json")])
    assert "--vendor is now --toolchain (any is read as generic)" in r.stderr, r.stderr
    r = run([quantlens, "export", os.path.join(work, "missing.json"), "--to", "list"], 3)
    assert "missing.json" in r.stderr
    bad = os.path.join(work, "bad.json")
    doc["plan"]["tensors"].append({"name": "no_such_tensor", "data_type": "U16"})
    json.dump(doc, open(bad, "w"))
    r = run([quantlens, "export", bad, "--to", "pulsar2"], 3)
    assert "no_such_tensor" in r.stderr, r.stderr
    print("plan and export CLI: ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
