#!/usr/bin/python3
"""Builds the .deb with CPack and checks what a user installs: Debian dependency names, every file
of the desktop integration where the freedesktop specs look for it, the desktop entry and AppStream
metainfo valid and pointing at each other, icons of the sizes their folders claim, a man page that
renders and documents every command, and a binary that runs from the package.
Usage: check_deb.py CPACK BUILD_DIR WORK_DIR"""
import glob
import gzip
import os
import re
import shutil
import struct
import subprocess
import sys

cpack, build, work = sys.argv[1:4]
APP_ID = "org.quantlens.QuantLens"
failures = []


def check(condition, message):
    if not condition:
        failures.append(message)
        print("FAIL:", message)


def run(*args, **kw):
    return subprocess.run(args, capture_output=True, text=True, **kw)


shutil.rmtree(work, ignore_errors=True)
os.makedirs(work)
r = run(cpack, "--config", os.path.join(build, "CPackConfig.cmake"), "-G", "DEB", "-B", work)
if r.returncode != 0:
    sys.exit("cpack failed:\n" + r.stdout + r.stderr)
debs = glob.glob(os.path.join(work, "*.deb"))
if len(debs) != 1:
    sys.exit("expected one .deb in %s, found %s" % (work, debs))
deb = debs[0]
print("built", os.path.basename(deb), os.path.getsize(deb), "bytes")

# Control fields: Debian package names, as apt resolves them.
fields = {}
for name in ("Package", "Version", "Architecture", "Section", "Maintainer", "Depends", "Recommends"):
    fields[name] = run("dpkg-deb", "-f", deb, name).stdout.strip()
check(fields["Package"] == "quantlens", "package name is %r" % fields["Package"])
check(re.fullmatch(r"\d+\.\d+\.\d+", fields["Version"]), "version %r" % fields["Version"])
check(fields["Architecture"] == run("dpkg", "--print-architecture").stdout.strip(), "architecture " + fields["Architecture"])
depends = {d.strip().split(" ")[0] for d in fields["Depends"].split(",")}
for needed in ("libc6", "libstdc++6", "libqt6core6", "libqt6gui6", "libqt6widgets6", "libqt6svg6", "libqcustomplot2.1-qt6",
               "libonnx1", "libprotobuf32", "libzip4", "libisal2", "liburing2", "qt6-qpa-plugins"):
    check(needed in depends, "Depends lacks %s (has %s)" % (needed, sorted(depends)))
for name in depends:
    known = run("apt-cache", "show", name).returncode == 0 or run("dpkg-query", "-W", name).returncode == 0
    check(known, "Depends names %s, which is no Debian package here" % name)

# Files where the specs look for them.
listing = run("dpkg-deb", "-c", deb).stdout
paths = {line.split()[-1].lstrip(".") for line in listing.splitlines()}
sizes = (16, 24, 32, 48, 64, 128, 256, 512)
expected = ["/usr/bin/quantlens", "/usr/libexec/quantlens/quantlens-gui", "/usr/share/applications/%s.desktop" % APP_ID,
            "/usr/share/metainfo/%s.metainfo.xml" % APP_ID, "/usr/share/mime/packages/%s.xml" % APP_ID,
            "/usr/share/man/man1/quantlens.1.gz", "/usr/share/doc/quantlens/copyright",
            "/usr/share/icons/hicolor/scalable/apps/%s.svg" % APP_ID]
expected += ["/usr/share/icons/hicolor/%dx%d/apps/%s.png" % (s, s, APP_ID) for s in sizes]
for path in expected:
    check(path in paths, "missing " + path)
stray = [p for p in paths
         if not p.endswith("/") and not p.startswith(("/usr/bin/", "/usr/libexec/quantlens/", "/usr/share/"))]
check(not stray, "files outside /usr/bin, /usr/libexec/quantlens and /usr/share: %s" % stray)
check(not any("test" in p or "bench" in p or "fuzz" in p for p in paths), "test programs packaged")

root = os.path.join(work, "root")
subprocess.run(["dpkg-deb", "-x", deb, root], check=True)
share = os.path.join(root, "usr/share")

# The binary from the package runs (headless commands need no display).
quantlens = os.path.join(root, "usr/bin/quantlens")
env = dict(os.environ, QUANTLENS_LANG="en_US", QT_QPA_PLATFORM="offscreen")
version = run(quantlens, "--version", env=env)
check(version.returncode == 0 and version.stdout.strip() == "quantlens " + fields["Version"],
      "packaged quantlens --version: %r" % version.stdout)
help_text = run(quantlens, "--help", env=env).stdout  # run by quantlens-gui, found in ../libexec/quantlens
commands = re.findall(r"^  ([a-z]+) ", help_text.split("Commands:")[1].split("\n\n")[0], re.M)
check(len(commands) >= 5, "commands in --help: %s" % commands)
check("snapshot" in commands and "ticket" in commands, "--help lacks the commands quantlens-gui runs: %s" % commands)
snapshot_help = run(quantlens, "snapshot", "--help", env=env)
check(snapshot_help.returncode == 0 and "--view" in snapshot_help.stdout,
      "packaged quantlens snapshot --help: %r" % (snapshot_help.stdout + snapshot_help.stderr)[-300:])

# Desktop entry and metainfo: valid, and naming each other and the icon.
desktop = os.path.join(share, "applications", APP_ID + ".desktop")
r = run("desktop-file-validate", desktop)
check(r.returncode == 0 and "error" not in r.stdout, "desktop-file-validate: " + r.stdout + r.stderr)
entry = dict(line.split("=", 1) for line in open(desktop, encoding="utf-8").read().splitlines() if "=" in line)
check(entry.get("Icon") == APP_ID, "desktop Icon=%s" % entry.get("Icon"))
check(entry.get("Exec", "").split()[0] == "quantlens", "desktop Exec=%s" % entry.get("Exec"))
check("application/x-quantlens-workspace" in entry.get("MimeType", ""), "desktop MimeType")
check("Name[zh_CN]" in entry or "GenericName[zh_CN]" in entry, "desktop entry has no Chinese name")
metainfo = os.path.join(share, "metainfo", APP_ID + ".metainfo.xml")
r = run("appstreamcli", "validate", "--no-net", "--explain", metainfo)
check(r.returncode == 0, "appstreamcli validate: " + r.stdout + r.stderr)
meta = open(metainfo, encoding="utf-8").read()
check("<launchable type=\"desktop-id\">%s.desktop</launchable>" % APP_ID in meta, "metainfo launchable")
check("<release version=\"%s\"" % fields["Version"] in meta, "metainfo release is not the package version")
check("*.quantlens.json" in open(os.path.join(share, "mime/packages", APP_ID + ".xml")).read(), "MIME glob")

# Icons: each PNG is as large as its folder says.
for s in sizes:
    png = os.path.join(share, "icons/hicolor/%dx%d/apps/%s.png" % (s, s, APP_ID))
    if os.path.exists(png):
        head = open(png, "rb").read(24)
        check(head[:8] == b"\x89PNG\r\n\x1a\n", "%s is no PNG" % png)
        width, height = struct.unpack(">II", head[16:24])
        check((width, height) == (s, s), "%dx%d icon is %dx%d" % (s, s, width, height))

# Man page: renders without warnings and documents every command of --help.
page = os.path.join(share, "man/man1/quantlens.1.gz")
roff = gzip.open(page, "rt", encoding="utf-8").read()
check(roff.startswith('.\\"') and ".TH QUANTLENS 1" in roff.replace('"', ""), "man page header")
for command in commands:
    check(".SS %s\n" % command in roff, "man page lacks the %s command" % command)
r = subprocess.run(["groff", "-man", "-Tutf8", "-ww", "-z"], input=roff, capture_output=True, text=True)
check(r.returncode == 0 and not r.stderr.strip(), "groff warnings: " + r.stderr[:500])
check("?" * 3 not in roff, "man page has characters lost to the C locale")

print("%d checks failed" % len(failures) if failures else "package ok: %d files" % len(paths))
sys.exit(1 if failures else 0)
