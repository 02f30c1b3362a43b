#!/usr/bin/python3
"""Runs lupdate over the sources into a copy of the committed .ts and fails when that finds texts
without a translation: a tr() added or changed without updating translations/ (run the
update_translations target, then translate). Usage: check_translations_current.py LUPDATE PROJECT TS WORK
(PROJECT: the lupdate project file qt_add_translations writes, with the sources and include paths
that let lupdate resolve each tr() to its class.)"""
import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET

lupdate, project, ts, work = sys.argv[1:5]
os.makedirs(work, exist_ok=True)
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
