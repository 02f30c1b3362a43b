#!/usr/bin/python3
"""Where the CLI writes: a device or named pipe given as the output is written through, never replaced
by a regular file (as root, `-o /dev/null` once turned /dev/null into a file), a full device or a full
standard output fails with a message instead of exit 0, and a pipe nobody reads fails at once.
Device nodes are made in WORK_DIR (root can), so a regression cannot damage the machine's /dev; other
users get /dev's own nodes, which they cannot replace anyway.
Usage: check_outputs.py QUANTLENS MODEL_DIR WORK_DIR"""
import os
import shutil
import stat
import subprocess
import sys
import threading
import time

quantlens, model, work = sys.argv[1:4]
failures = []
shutil.rmtree(work, ignore_errors=True)
os.makedirs(work)
inputs = ["--float", os.path.join(model, "float.onnx"), "--quant", os.path.join(model, "quant.onnx"),
          "--float-dump", os.path.join(model, "float_dump"), "--quant-dump", os.path.join(model, "quant_dump")]
env = dict(os.environ, LANG="C.UTF-8", QUANTLENS_LANG="en_US", QT_QPA_PLATFORM="offscreen",
           XDG_CONFIG_HOME=os.path.join(work, "config"))


def device(name, minor):
    """A character device like /dev/null (minor 3) or /dev/full (minor 7)."""
    path = os.path.join(work, name)
    try:
        os.mknod(path, 0o666 | stat.S_IFCHR, os.makedev(1, minor))
        return path
    except PermissionError:
        return {3: "/dev/null", 7: "/dev/full"}[minor]


def run(args, stdout=subprocess.PIPE):
    p = subprocess.run([quantlens, *args], stdout=stdout, stderr=subprocess.PIPE, text=True, env=env, timeout=300)
    return p.returncode, p.stderr


def expect(label, result, code, needle=None):
    rc, err = result
    if rc != code:
        failures.append("%s: exit %d, expected %d\n%s" % (label, rc, code, err[-1500:]))
    if needle and needle not in err:
        failures.append("%s: stderr lacks %r\n%s" % (label, needle, err[-1500:]))


def still_a_device(label, path):
    if not stat.S_ISCHR(os.stat(path).st_mode):
        failures.append("%s: %s is no longer a character device" % (label, path))


for ext, view, flag in (("csv", None, "report"), ("png", "curves", "snapshot"), ("svg", "graph", "snapshot")):
    null = device("null." + ext, 3)
    full = device("full." + ext, 7)
    command = [flag, *inputs, "-q"] if flag == "report" else [flag, *inputs, "--view", view, "--no-measure"]
    expect("%s -o null.%s" % (flag, ext), run(command + ["-o", null]), 0)
    still_a_device("%s -o null.%s" % (flag, ext), null)
    expect("%s -o full.%s" % (flag, ext), run(command + ["-o", full]), 1, "No space left on device")
    still_a_device("%s -o full.%s" % (flag, ext), full)

full = device("stdout-full", 7)
with open(full, "w") as out:
    expect("report > full", run(["report", *inputs, "-q"], stdout=out), 1, "cannot write to standard output")

fifo = os.path.join(work, "pipe.csv")
os.mkfifo(fifo)
expect("report -o fifo without reader", run(["report", *inputs, "-q", "-o", fifo]), 1, "no program is reading")

received = []
reader_ready = threading.Event()


def read_fifo():
    # Non-blocking: b"" means no writer (yet, or any more), BlockingIOError a writer with nothing to say.
    fd = os.open(fifo, os.O_RDONLY | os.O_NONBLOCK)
    reader_ready.set()
    chunks = []
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        try:
            chunk = os.read(fd, 1 << 16)
        except BlockingIOError:
            time.sleep(0.02)
            continue
        if chunk:
            chunks.append(chunk)
        elif chunks:
            break  # the writer came and went
        else:
            time.sleep(0.02)
    os.close(fd)
    received.append(b"".join(chunks))


# A reader opens its end first, so the report finds it; EOF comes when the report closes its end.
thread = threading.Thread(target=read_fifo)
thread.start()
reader_ready.wait()
expect("report -o fifo with a reader", run(["report", *inputs, "-q", "-o", fifo, "--format", "csv"]), 0)
thread.join(timeout=60)
if not received or not received[0].startswith(b"order,"):
    failures.append("report -o fifo: the reader got %r" % (received[0][:80] if received else None))
if not stat.S_ISFIFO(os.stat(fifo).st_mode):
    failures.append("report -o fifo: the pipe was replaced")

for f in failures:
    print("FAIL:", f)
print("%d failures" % len(failures))
sys.exit(1 if failures else 0)
