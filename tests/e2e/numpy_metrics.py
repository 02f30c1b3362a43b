"""QuantLens's metric definitions, written independently in numpy (float64), for the e2e checks."""
import math

import numpy as np

REL_TOL = 1e-6


def side_stats(x):
    finite = x[np.isfinite(x)]
    stats = {"nan_count": int(np.isnan(x).sum()), "inf_count": int(np.isinf(x).sum()),
             "l2_norm": float(np.sqrt(np.sum(finite * finite)))}
    if finite.size:
        stats.update(min=float(finite.min()), max=float(finite.max()), mean=float(finite.mean()),
                     std=float(finite.std()))
    return stats


def metrics(f, q):
    """The definitions of DOMAIN.md, in float64, over positions where both sides are finite."""
    f = f.astype(np.float64).ravel()
    q = q.astype(np.float64).ravel()
    both = np.isfinite(f) & np.isfinite(q)
    a, b = f[both], q[both]
    d = a - b
    na, nb, nd = np.linalg.norm(a), np.linalg.norm(b), np.linalg.norm(d)
    eps = np.finfo(np.float64).eps
    if na == 0 and nb == 0:
        cos = 1.0
    elif na == 0 or nb == 0:
        cos = 0.0
    else:
        cos = float(np.dot(a, b) / (na * nb))
    sum_abs_ref = np.abs(a).sum()
    out = {"cosine": cos, "mse": float(np.mean(d * d)), "rmse": float(np.sqrt(np.mean(d * d))),
           "max_abs_error": float(np.abs(d).max()), "mean_abs_error": float(np.abs(d).mean()),
           "rel_l2_norm_error": float((nb - na) / na) if na else (0.0 if nb == 0 else math.inf),
           "sqnr_db": float(20 * np.log10(max(na, eps) / max(nd, eps))),
           "sigmastar_rel_l1": float(np.abs(d).sum() / sum_abs_ref) if sum_abs_ref else
           (0.0 if np.abs(d).sum() == 0 else math.inf)}
    for prefix, x in (("ref", f), ("cand", q)):
        for k, v in side_stats(x).items():
            out[prefix + "_" + k] = v
    return out


def close(got, want):
    if want is None or (isinstance(want, float) and not math.isfinite(want)):
        return got is None  # JSON has no inf/nan: the report writes null
    if got is None:
        return False
    return abs(got - want) <= REL_TOL * abs(want) + 1e-12
