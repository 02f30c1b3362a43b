"""Wall time and peak RSS of one process, for the benchmarks that run QuantLens as a user does.

The process is started from a fresh, small interpreter: Linux carries a process's peak RSS across
exec, so a child forked straight from a benchmark (which may hold a tiled image, or just a Python
interpreter's own ~14 MiB) would report at least the benchmark's size."""
import os
import subprocess
import sys

_SPAWN = """import os, subprocess, sys, time
start = time.perf_counter()
p = subprocess.Popen(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
err = p.stderr.read()
_, status, usage = os.wait4(p.pid, 0)
sys.stderr.buffer.write(err[-2000:])
print(time.perf_counter() - start, usage.ru_maxrss / 1024.0, os.waitstatus_to_exitcode(status))
"""


def seconds_and_peak_mib(cmd, who, env=None):
    """(seconds, peak RSS in MiB) of `cmd`, its output discarded. Exits naming `who` when it fails."""
    p = subprocess.run([sys.executable, "-c", _SPAWN] + cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       text=True, env=env)
    fields = p.stdout.split()
    if p.returncode != 0 or len(fields) != 3 or fields[2] != "0":
        status = fields[2] if len(fields) == 3 else "not started"
        sys.exit("%s: %s failed (exit status %s):\n%s" % (who, " ".join(cmd[:3]), status, p.stderr[-2000:]))
    return float(fields[0]), float(fields[1])
