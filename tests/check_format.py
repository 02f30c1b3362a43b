#!/usr/bin/python3
"""Every C++ source of the project is formatted as .clang-format says (clang-format --dry-run
--Werror), so a change's diff holds its change and nothing else. Prints the files that are not.
Usage: check_format.py CLANG_FORMAT SOURCE_DIR"""
import os
import subprocess
import sys

clang_format, root = sys.argv[1:3]
files = []
for top in ("app", "core", "ui", "tests"):
    for dirpath, dirnames, names in os.walk(os.path.join(root, top)):
        dirnames[:] = [d for d in dirnames if d not in ("node_modules", "build")]
        files += [os.path.join(dirpath, n) for n in sorted(names) if n.endswith((".cpp", ".h"))]
unformatted = []
for start in range(0, len(files), 100):
    batch = files[start:start + 100]
    if subprocess.run([clang_format, "--dry-run", "--Werror"] + batch, capture_output=True).returncode == 0:
        continue
    for path in batch:  # name the files of a batch that failed
        if subprocess.run([clang_format, "--dry-run", "--Werror", path], capture_output=True).returncode != 0:
            unformatted.append(os.path.relpath(path, root))
if unformatted:
    print("not formatted (run clang-format -i on them):\n  " + "\n  ".join(unformatted))
    sys.exit(1)
print("%d sources formatted as .clang-format says" % len(files))
