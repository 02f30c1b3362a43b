#!/usr/bin/python3
"""Rockchip RKNN hybrid quantization on a real model: the plan merged into a step-1
`<model>.quantization.cfg` as a user has it (byte order mark, CRLF, comments, a key QuantLens does not
know, the user's own custom entry, a name with ':', ';' and quotes, floats that must not be reformatted):
 - every line outside custom_quantize_layers stays byte for byte, the user's entry stays, the plan's
   tensors are added as `<name>: int16`, the original is kept in a backup; exporting again changes nothing;
 - the cfg reads back as the plan plus the user's entry;
 - a planned name that quantize_parameters does not list is refused before step 2 would, naming it;
 - `verify` on the cfg as step 2 left it: the tensors it widened applied, the one it kept int8 not (exit 1).
Usage: check_rknn.py QUANTLENS WORKSPACE WORK_DIR"""
import json
import os
import shutil
import subprocess
import sys

quantlens, workspace, work = [os.path.abspath(a) for a in sys.argv[1:4]]
shutil.rmtree(work, ignore_errors=True)
os.makedirs(work)
failures = []


def run(args, code=0):
    p = subprocess.run([quantlens] + args, capture_output=True, text=True, cwd=work)
    if p.returncode != code:
        sys.exit("quantlens %s: exit %d, expected %d\n%s" % (" ".join(args), p.returncode, code, p.stderr[-3000:]))
    return p


run(["plan", workspace, "--toolchain", "rknn", "--max-layers", "3", "-o", "plan.json", "-q"])
plan = json.load(open(os.path.join(work, "plan.json")))
chosen = [t["name"] for t in plan["plan"]["tensors"]]
if len(chosen) != 3 or any(t["data_type"] != "S16" for t in plan["plan"]["tensors"]):
    sys.exit("plan --toolchain rknn: %s (expected 3 tensors at S16)" % plan["plan"]["tensors"])

# What step 1 wrote, then edited by hand: the user's own entry, comments, an unknown key.
weird = "weird:name;'q\"x"
params = chosen + ["user_tensor", weird]
step1 = ["# written by hybrid_quantization_step1, edited by hand",
         "custom_quantize_layers:",
         "    # my own choice, keep it",
         "    user_tensor: float16",
         "my_unknown_key: {a: 1}  # not RKNN's, must stay",
         "quantize_parameters:"]
for name in params:
    key = '"%s"' % name.replace("\\", "\\\\").replace('"', '\\"') if name == weird else name
    step1 += ["    %s:" % key, "        qtype: asymmetric_quantized", "        dtype: int8",
              "        min: [-1.0000000001]", "        max: [3.14159265358979]"]
original = ("\ufeff" + "\r\n".join(step1) + "\r\n").encode()
cfg = os.path.join(work, "rec.quantization.cfg")
with open(cfg, "wb") as f:
    f.write(original)

run(["export", "plan.json", "--to", "rknn", "--merge-into", cfg, "-o", cfg, "-q"])
merged = open(cfg, "rb").read()
if not merged.startswith(b"\xef\xbb\xbf"):
    failures.append("export: the byte order mark is gone")
if merged.count(b"\n") != merged.count(b"\r\n"):
    failures.append("export: line ends changed (the user's are CRLF)")
lines = merged[3:].decode().split("\r\n")
block_end = lines.index("my_unknown_key: {a: 1}  # not RKNN's, must stay")
block = lines[1:block_end]
outside = [l for l in step1 if l not in step1[1:4]]
got_outside = [l for l in lines if l and l not in block]
if got_outside != outside:
    failures.append("export: lines outside the block changed:\n%s" % "\n".join(
        "-%s\n+%s" % (a, b) for a, b in zip(outside, got_outside) if a != b))
for name in chosen:
    if "    %s: int16" % name not in block:
        failures.append("export: %s: int16 missing from custom_quantize_layers:\n%s" % (name, "\n".join(block)))
if "    user_tensor: float16" not in block or "    # my own choice, keep it" not in block:
    failures.append("export: the user's own entry or its comment is gone:\n%s" % "\n".join(block))
backups = [n for n in os.listdir(work) if n.startswith("rec.quantization.cfg.bak")]
if not backups or open(os.path.join(work, backups[0]), "rb").read() != original:
    failures.append("export: no backup holding the original (%s)" % backups)
run(["export", "plan.json", "--to", "rknn", "--merge-into", cfg, "-o", os.path.join(work, "again.cfg"), "-q"])
if open(os.path.join(work, "again.cfg"), "rb").read() != merged:
    failures.append("export: merging the same plan again changed the file")

# Read back: the plan's tensors and the user's entry.
run(["plan", workspace, "--from", cfg, "-o", "back.json", "-q"], 0)
back = {t["name"]: t["data_type"] for t in json.load(open(os.path.join(work, "back.json")))["plan"]["tensors"]}
want = dict({n: "S16" for n in chosen})
if any(back.get(n) != "S16" for n in chosen):
    failures.append("plan --from cfg: %s, exported %s" % (back, want))

# A name step 2 would refuse ("Invalid operands name"): refused now, named.
without = original.replace(("    %s:\r\n" % chosen[0]).encode(), b"    someone_else:\r\n")
with open(os.path.join(work, "other.cfg"), "wb") as f:
    f.write(without)
p = run(["export", "plan.json", "--to", "rknn", "--merge-into", "other.cfg", "-o", "other.cfg", "-q"], 3)
if chosen[0] not in p.stderr or open(os.path.join(work, "other.cfg"), "rb").read() != without:
    failures.append("export into a cfg without %s: %s (and the file must stay)" % (chosen[0], p.stderr))

# Step 2 widened two of the three: verify says which one it did not.
built = merged
for name in chosen[:2]:
    built = built.replace(("    %s:\r\n        qtype: asymmetric_quantized\r\n        dtype: int8" % name).encode(),
                          ("    %s:\r\n        qtype: asymmetric_quantized\r\n        dtype: int16" % name).encode())
with open(os.path.join(work, "built.cfg"), "wb") as f:
    f.write(built)
p = run(["verify", "plan.json", "--quant", "built.cfg", "--format", "json"], 1)
v = json.loads(p.stdout)
applied = sorted(x["tensor"] for x in v["applied"])
not_applied = [x["tensor"] for x in v["not_applied"]]
if applied != sorted(chosen[:2]) or not_applied != [chosen[2]]:
    failures.append("verify: applied %s, not applied %s; step 2 widened %s" % (applied, not_applied, chosen[:2]))
p = run(["verify", "plan.json", "--quant", "built.cfg", "--format", "md"], 1)
if chosen[2] not in p.stdout or "not applied" not in p.stdout:
    failures.append("verify --format md does not name the tensor left at 8 bit:\n" + p.stdout)

if failures:
    sys.exit("\n".join(failures))
print("RKNN: merge keeps BOM, CRLF, comments, unknown keys, the user's entry and floats; idempotent; read back; "
      "unknown names refused; verify finds the tensor step 2 left at int8")
