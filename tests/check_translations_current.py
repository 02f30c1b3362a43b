#!/usr/bin/python3
"""Runs lupdate over the sources into a copy of the committed .ts and fails when that finds texts
without a translation: a tr() added or changed without updating translations/ (run the
update_translations target, then translate).
Usage: check_translations_current.py LUPDATE CMAKE GENERATOR PROJECT_CMAKE TS WORK
(PROJECT_CMAKE: what qt_add_translations writes for lupdate, the sources and include paths that let
lupdate resolve each tr() to its class; GENERATOR: Qt's script that turns it into lupdate's JSON.)"""
import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET

lupdate, cmake, generator, project_cmake, ts, work = sys.argv[1:7]
os.makedirs(work, exist_ok=True)
project = os.path.join(work, "project.json")
subprocess.run([cmake, "-DIN_FILE=" + project_cmake, "-DOUT_FILE=" + project, "-P", generator], check=True)
copy = os.path.join(work, os.path.basename(ts))
shutil.copy(ts, copy)
r = subprocess.run([lupdate, "-project", project, "-ts", copy, "-no-obsolete", "-locations", "none"],
                   capture_output=True, text=True)
if r.returncode != 0:
    print(r.stdout[-2000:], r.stderr[-2000:])
    sys.exit("lupdate failed")
missing = []
for ctx in ET.parse(copy).getroot().iter("context"):
    for m in ctx.iter("message"):
        t = m.find("translation")
        if t.get("type") in ("unfinished", "vanished") or not (t.text or "").strip() and not list(t):
            missing.append("%s: %r" % (ctx.find("name").text, m.find("source").text))
for entry in missing:
    print("UNTRANSLATED:", entry)
print("%d texts without a Chinese translation" % len(missing))
sys.exit(1 if missing else 0)
