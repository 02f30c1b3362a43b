#!/usr/bin/python3
"""Hostile paths on the command line, as the probe found them: nothing waits on a named pipe, reads a
device or a link to one without end, grows without bound, or hurts the user's own config.
  - every option naming a file to read (workspace, --tensor-map, a dump folder's manifest.json, a plan,
    --merge-into, --from, ticket --config) refuses a named pipe and a link to /dev/zero at once;
  - export -o writes through pipes, /dev/stdout and /dev/null without reading them; /dev/full fails;
  - a 600 MB config is refused by its size, under a 2 GB address-space cap;
  - --merge-into a folder and ticket --config of no known format are errors; a read-only config is
    left alone unless --force; a vendor table given as the float dump says what it is;
  - the window on a display that refuses us exits 2 with advice, no abort (when Xvfb is installed).
Usage: check_hostile.py QUANTLENS MODEL_DIR WORK_DIR"""
import json
import os
import resource
import shutil
import signal
import stat
import subprocess
import sys
import threading
import time

quantlens, model, work = sys.argv[1:4]
shutil.rmtree(work, ignore_errors=True)
os.makedirs(work)
failures = []
inputs = ["--float", os.path.join(model, "float.onnx"), "--quant", os.path.join(model, "quant.onnx"),
          "--float-dump", os.path.join(model, "float_dump"), "--quant-dump", os.path.join(model, "quant_dump")]


def capped():
    resource.setrlimit(resource.RLIMIT_AS, (2 << 30, 2 << 30))


def run(name, args, want, *words, timeout=60, stdin=None):
    """Runs quantlens under a 2 GB address-space cap; a hang is a failure, not a stuck test."""
    env = dict(os.environ, HOME=work, QUANTLENS_LANG="en_US")
    try:
        p = subprocess.run([quantlens] + args, capture_output=True, text=True, timeout=timeout, preexec_fn=capped,
                           env=env, stdin=stdin)
    except subprocess.TimeoutExpired:
        failures.append("%s: still running after %d s" % (name, timeout))
        return None
    if p.returncode != want:
        failures.append("%s: exit %d, expected %d: %s" % (name, p.returncode, want, p.stderr[-400:]))
    for w in words:
        if w not in p.stderr + p.stdout:
            failures.append("%s: says nothing of %r: %s" % (name, w, p.stderr[-400:]))
    return p


fifo = os.path.join(work, "pipe")
os.mkfifo(fifo)
zero = os.path.join(work, "zero")
os.symlink("/dev/zero", zero)
plan = os.path.join(work, "plan.json")
run("plan", ["plan"] + inputs + ["--max-layers", "3", "-q", "-o", plan], 0)

# Files to read, each as a named pipe and as a link to /dev/zero.
for bad in (fifo, zero):
    kind = "pipe" if bad == fifo else "/dev/zero"
    run("workspace " + kind, ["report", bad, "-q"], 3, "not a regular file")
    run("--tensor-map " + kind, ["report"] + inputs + ["--tensor-map", bad, "-q"], 3, "not a regular file")
    run("plan file " + kind, ["export", bad, "--to", "list"], 3, "not a regular file")
    run("--merge-into " + kind, ["export", plan, "--to", "pulsar2", "--merge-into", bad, "-o",
                                  os.path.join(work, "out.json")], 3, "not a regular file")
    run("plan --from " + kind, ["plan"] + inputs + ["--from", bad, "-q"], 3, "not a regular file")
    run("ticket --config " + kind, ["ticket"] + inputs + ["--config", bad, "-q", "-o",
                                                           os.path.join(work, "t.zip")], 3, "not a regular file")
# A dump folder whose manifest.json is a pipe or a link to /dev/zero.
for bad in ("pipe", "zero"):
    folder = os.path.join(work, "dump_" + bad)
    os.makedirs(folder)
    for t in json.load(open(os.path.join(model, "quant_dump", "manifest.json")))["tensors"]:
        os.symlink(os.path.join(model, "quant_dump", t["file"]), os.path.join(folder, t["file"]))
    if bad == "pipe":
        os.mkfifo(os.path.join(folder, "manifest.json"))
    else:
        os.symlink("/dev/zero", os.path.join(folder, "manifest.json"))
    run("manifest.json as " + bad, ["report"] + inputs[:6] + ["--quant-dump", folder, "-q"], 3, "not a regular file")

# Writing: through pipes and devices, never reading them for the diff.
reader = subprocess.Popen(["cat", fifo], stdout=subprocess.PIPE)
run("export -o FIFO with a reader", ["export", plan, "--to", "list", "-o", fifo, "-q"], 0)
got = reader.communicate(timeout=30)[0].decode()
if len(got.splitlines()) != 3:
    failures.append("export -o FIFO: the reader got %r" % got)
p = subprocess.Popen([quantlens, "export", plan, "--to", "list", "-o", "/dev/stdout", "-q"], stdout=subprocess.PIPE,
                     preexec_fn=capped)
try:
    out, _ = p.communicate(timeout=30)
    if len(out.decode().splitlines()) != 3:
        failures.append("export -o /dev/stdout | cat: got %r" % out)
except subprocess.TimeoutExpired:
    p.kill()
    failures.append("export -o /dev/stdout | cat: hangs")
run("export -o /dev/null", ["export", plan, "--to", "list", "-o", "/dev/null", "-q"], 0)
run("export -o /dev/zero", ["export", plan, "--to", "list", "-o", "/dev/zero", "-q"], 0)
run("export -o /dev/full", ["export", plan, "--to", "list", "-o", "/dev/full"], 1, "write failed")

# Size: a 600 MB "config" is refused by its size, not read.
huge = os.path.join(work, "huge.json")
with open(huge, "w") as f:
    f.write("{}")
os.truncate(huge, 600 << 20)
run("--merge-into 600 MB", ["export", plan, "--to", "pulsar2", "--merge-into", huge, "-o", os.path.join(work, "o.json")],
    3, "more than")

# The user's config.
run("--merge-into a folder", ["export", plan, "--to", "pulsar2", "--merge-into", work, "-o",
                               os.path.join(work, "o2.json")], 3, "is a folder")
junk = os.path.join(work, "notes.txt")
with open(junk, "w") as f:
    f.write("this is not a config\nat all\n")
run("ticket --config of no known format", ["ticket"] + inputs + ["--config", junk, "-q", "-o",
                                                                  os.path.join(work, "t2.zip")], 3, "not a config")
readonly = os.path.join(work, "readonly.json")
with open(readonly, "w") as f:
    f.write('{"quant": {}}\n')
os.chmod(readonly, 0o444)
if os.geteuid() != 0:  # root writes anything; the unit test covers the owner check there
    run("read-only config", ["export", plan, "--to", "pulsar2", "--merge-into", readonly, "-o", readonly], 1,
        "read-only")
    if open(readonly).read() != '{"quant": {}}\n':
        failures.append("a read-only config was changed without --force")
run("read-only config with --force", ["export", plan, "--to", "pulsar2", "--merge-into", readonly, "-o", readonly,
                                      "--force"], 0, "kept as")
if stat.S_IMODE(os.stat(readonly).st_mode) != 0o444:
    failures.append("--force did not keep the config's mode: %o" % stat.S_IMODE(os.stat(readonly).st_mode))

# A vendor table given as the float dump.
table = os.path.join(work, "error_analysis.txt")
with open(table, "w") as f:
    f.write("layer_name                 entire    single\n" + "".join(
        "%-26s %.5f   %.5f\n" % (t["name"], 0.99, 0.99)
        for t in json.load(open(os.path.join(model, "quant_dump", "manifest.json")))["tensors"][:5]))
run("vendor table as --float-dump", ["report", "--float", os.path.join(model, "float.onnx"), "--float-dump", table,
                                     "--quant-dump", os.path.join(model, "quant_dump"), "-q"], 3, "not a dump")

# The window on a display that answers but refuses us (X authorisation).
if shutil.which("Xvfb") and shutil.which("xauth"):
    auth = os.path.join(work, "xauth")
    subprocess.run(["xauth", "-f", auth, "add", ":77", ".", "0123456789abcdef0123456789abcdef"], check=True)
    server = subprocess.Popen(["Xvfb", ":77", "-auth", auth, "-nolisten", "tcp"], stderr=subprocess.DEVNULL)
    try:
        for _ in range(50):
            if os.path.exists("/tmp/.X11-unix/X77"):
                break
            time.sleep(0.1)
        env = dict(os.environ, DISPLAY=":77", XAUTHORITY=os.path.join(work, "no-such-authority"), HOME=work,
                   QT_QPA_PLATFORM="xcb")
        p = subprocess.run([quantlens], capture_output=True, text=True, timeout=60, env=env)
        if p.returncode != 2 or "refuses" not in p.stderr:
            failures.append("window on a refusing display: exit %d (want 2): %s" % (p.returncode, p.stderr[-400:]))
    finally:
        server.terminate()
        server.wait()
else:
    print("Xvfb or xauth missing: the refusing-display case is not run")

for f in failures:
    print("FAIL:", f)
print("%d hostile-path failures" % len(failures))
sys.exit(1 if failures else 0)
