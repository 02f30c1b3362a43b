#!/usr/bin/python3
"""How well do the cheap per-tensor estimates QuantLens has rank the measured 16-bit gains? For each
`report --measure` CSV given: Spearman's rank correlation of `gain16` (the output cos gained by moving the
tensor alone to 16 bit, measured) with two estimates that need no variant run — the isolated error
(1 − isolated_cos: the layer computed from float inputs with its own quantization) and the own
quantization step's loss (1 − quant_step_cos on the dumps) — and how many of the 10 largest measured
gains fall in each estimate's top 30. An estimate could let the sensitivity skip variants only if it
ranked the gains well. Usage: estimate_correlation.py LABEL=REPORT.csv ..."""
import csv
import sys

import numpy as np


def ranks(values):
    """Ranks from 0, ties sharing their average rank (many gains are exactly 0)."""
    values = np.asarray(values)
    order = np.argsort(values, kind="stable")
    out = np.empty(len(values))
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and values[order[j + 1]] == values[order[i]]:
            j += 1
        out[order[i:j + 1]] = (i + j) / 2.0
        i = j + 1
    return out


def spearman(a, b):
    if len(a) < 3:
        return float("nan")
    return float(np.corrcoef(ranks(a), ranks(b))[0, 1])


def compare(gain, estimate):
    """(rho, how many of the 10 largest gains are in the estimate's top 30) over the tensors that have both."""
    known = [i for i, e in enumerate(estimate) if e is not None]
    if len(known) < 3:
        return float("nan"), "-"
    g = np.array([gain[i] for i in known])
    e = np.array([estimate[i] for i in known])
    top = set(np.argsort(-g, kind="stable")[:10])
    return spearman(e, g), len(top & set(np.argsort(-e, kind="stable")[:30]))


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    print("%-14s %8s %22s %22s %18s %18s" % ("model", "tensors", "rho(isolated, gain16)", "rho(own step, gain16)",
                                             "top10 in iso top30", "top10 in own top30"))
    for given in sys.argv[1:]:
        label, path = given.split("=", 1) if "=" in given else (given, given)
        rows = [r for r in csv.DictReader(open(path)) if r["gain16"]]
        gain = [float(r["gain16"]) for r in rows]
        isolated = [1 - float(r["isolated_cos"]) if r["isolated_cos"] else None for r in rows]
        own = [1 - float(r["quant_step_cos"]) if r["quant_step_cos"] else None for r in rows]
        (rho_iso, in_iso), (rho_own, in_own) = compare(gain, isolated), compare(gain, own)
        print("%-14s %8d %22.3f %22.3f %18s %18s" % (label, len(rows), rho_iso, rho_own, in_iso, in_own))

if __name__ == "__main__":
    main()
