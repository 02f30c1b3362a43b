#!/usr/bin/python3
"""core/'s folders in the order data flows through them, ground first: a folder may include only
folders on floors below its own (and itself). Fails naming file:line of every include that runs up
the order or sideways, or of a folder not listed. Usage: check_core_layers.py PROJECT_DIR"""
import os
import re
import sys

FLOORS = [
    ["util"],
    ["tensor", "input"],  # dump files; images as model inputs and their preprocessing
    ["model", "vendor_tables"],  # model files and dumps; the vendors' per-tensor tables
    ["metrics", "layout"],
    ["match", "runtime"],
    ["simulation"],  # running the models: variants, sensitivity, what was measured
    ["analysis"],  # one pass over the inputs and its checks
    ["calibration", "transform"],  # statistics over calibration inputs, range methods, what each gives; float-model transforms (that keep the outputs, and bias correction)
    ["triage", "compare"],
    ["precision"],  # plans, their vendor formats, measured plans
    ["advisor"],  # the levers (calibration, per-channel weights, transforms) measured and combined
    ["toolchain"],  # the registry: a toolchain's thresholds, triage preset and plan rule
    ["report", "workspace"],
    ["ticket"],
]
INCLUDE = re.compile(r'\s*#\s*include\s+"([A-Za-z0-9_]+)/')


def main():
    core = os.path.join(sys.argv[1], "core")
    floor = {folder: i for i, folders in enumerate(FLOORS) for folder in folders}
    problems = []
    for folder in sorted(os.listdir(core)):
        if os.path.isdir(os.path.join(core, folder)) and folder not in floor:
            problems.append("core/%s/ is on no floor: add it to FLOORS in %s" % (folder, os.path.basename(__file__)))
    for directory, _, files in os.walk(core):
        for name in sorted(files):
            if not name.endswith((".h", ".cpp", ".in")):
                continue
            path = os.path.join(directory, name)
            own = os.path.relpath(path, core).split(os.sep)[0]
            with open(path, encoding="utf-8", errors="replace") as f:
                for number, line in enumerate(f, 1):
                    m = INCLUDE.match(line)
                    if not m or m.group(1) == own or m.group(1) not in floor or own not in floor:
                        continue
                    if floor[m.group(1)] >= floor[own]:
                        problems.append("%s:%d: core/%s/ (floor %d) includes %s/ (floor %d)" % (
                            os.path.relpath(path, sys.argv[1]), number, own, floor[own] + 1, m.group(1),
                            floor[m.group(1)] + 1))
    for p in problems:
        print(p)
    print("core layers: %d folders on %d floors, %s" % (len(floor), len(FLOORS),
                                                        "%d includes against the order" % len(problems)
                                                        if problems else "every include runs down"))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
