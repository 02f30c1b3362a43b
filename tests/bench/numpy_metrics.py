#!/usr/bin/python3
"""The same per-pair metrics as QuantLens, written the way one would in numpy (float64, whole
tensors, memory-mapped inputs). Prints the seconds the metrics took, for metrics_bench's ratio.
Usage: numpy_metrics.py FLOAT_DIR QUANT_DIR"""
import os
import sys
import time

import numpy as np


def pair_metrics(f, q):
    f = f.astype(np.float64)
    q = q.astype(np.float64)
    d = f - q
    nf, nq, nd = np.linalg.norm(f), np.linalg.norm(q), np.linalg.norm(d)
    ad = np.abs(d)
    return dict(cos=np.dot(f, q) / (nf * nq), mse=np.mean(d * d), max_abs=ad.max(), mean_abs=ad.mean(),
                rel_l2=(nq - nf) / nf, sqnr=20 * np.log10(nf / nd), l1=ad.sum() / np.abs(f).sum(),
                f_stats=(f.min(), f.max(), f.mean(), f.std()), q_stats=(q.min(), q.max(), q.mean(), q.std()),
                nan=(np.isnan(f).sum(), np.isnan(q).sum()))


fdir, qdir = sys.argv[1], sys.argv[2]
names = sorted(n for n in os.listdir(fdir) if n.endswith(".npy"))
start = time.perf_counter()
for n in names:
    pair_metrics(np.load(os.path.join(fdir, n), mmap_mode="r"), np.load(os.path.join(qdir, n), mmap_mode="r"))
print("%.6f" % (time.perf_counter() - start))
