"""Compare hardware results with ptxemu and with the float64-once-rounded reference.

A record is a dict of arrays as written by tools/truth/mma_dense/record.py: A, B, C, D (codes),
kind (case kind per case) and kinds (their names); wgmma records also hold sd (scale-d per
K step, A/B then carry a step axis) and imm (imm-scale-a, imm-scale-b).
"""

from __future__ import annotations

import numpy as np

import ptxemu
from ptxemu.isa.catalogue import table
from ptxemu.numerics.fp import FORMATS, decode, round_to_format
from ptxemu.ops.mma_dense import DenseForm
from ptxemu.verify.kernels import form_of


def emulate(text: str, rec: dict[str, np.ndarray]) -> np.ndarray:
    """ptxemu's D for a record (a wgmma record is a chain of instructions over its K steps)."""
    A, B, C = rec["A"], rec["B"], rec["C"]
    if "sd" not in rec:
        return ptxemu.mma(text, A, B, C)
    ia, ib = (int(x) for x in rec["imm"])
    D = C
    for s in range(A.shape[1]):
        D = ptxemu.mma(text, A[:, s], B[:, s], D, scale_d=rec["sd"][:, s, None, None].astype(bool),
                       imm_scale_a=ia, imm_scale_b=ib)
    return D


def _values(codes: np.ndarray, typ: str) -> np.ndarray:
    from ptxemu.numerics.integer import int_values

    if "." + typ in table.I8 + table.I4 + (".b1", ".s32"):
        return int_values(codes, typ).astype(np.float64)
    d = decode(codes, FORMATS[typ])
    with np.errstate(over="ignore"):
        v = np.ldexp(d.sig.astype(np.float64), d.exp.astype(np.int64))
    v = np.where(d.inf, np.inf, v)
    v = np.where(d.nan, np.nan, v)
    return np.where(d.neg, -v, v)


def f64_reference(form: DenseForm, rec: dict[str, np.ndarray]) -> np.ndarray:
    """What a simulator that multiplies in float64 and rounds once (RN) would answer."""
    A, B, C = rec["A"], rec["B"], rec["C"]
    steps = A.shape[1] if "sd" in rec else 0
    ia, ib = (float(x) for x in rec.get("imm", (1, 1)))
    out_fmt = FORMATS[form.dtype] if form.dtype in FORMATS else None
    D = C
    for s in range(max(steps, 1)):
        a = A[:, s] if steps else A
        b = B[:, s] if steps else B
        c = _values(D, form.ctype)
        if steps:
            c = np.where(rec["sd"][:, s, None, None].astype(bool), c, 0.0)
        with np.errstate(all="ignore"):
            va, vb = _values(a, form.atype), _values(b, form.btype)
            if form.bitop == "xor":
                v = va @ (1 - vb) + (1 - va) @ vb + c
            else:
                v = (ia * va) @ (ib * vb) + c
        if out_fmt is None:  # integer forms: float64 holds the exact sum (|A·B| < 2**24)
            s = v.astype(np.int64)
            s = np.clip(s, -(1 << 31), (1 << 31) - 1) if form.satfinite else s
            D = (s & 0xFFFFFFFF).astype(np.uint32)
            continue
        D = _encode_f64(v, out_fmt)
    return D


def _encode_f64(v: np.ndarray, fmt) -> np.ndarray:
    f = decode(v.astype(np.float64).view(np.uint64), FORMATS["f64"])
    out = round_to_format(f.neg, f.sig, f.exp, fmt, "rn")
    # typed constants: 1 << 63 is no C long, and older numpy refuses it as a Python int
    dt = out.dtype.type
    sign = np.where(v < 0, dt(1 << (fmt.width - 1)), dt(0))
    inf = sign | dt(((1 << fmt.ebits) - 1) << fmt.mbits)
    out = np.where(np.isinf(v), inf, out)
    return np.where(np.isnan(v), dt(fmt.canonical_nan), out).astype(out.dtype)


def agreement(text: str, rec: dict[str, np.ndarray]) -> dict[str, object]:
    """Bit agreement of ptxemu and of the float64 reference with the hardware, overall and per kind."""
    form = form_of(text)
    H = rec["D"]
    D = emulate(text, rec)
    R = f64_reference(form, rec)
    ok, ref = D == H, R == H
    kinds = [str(k) for k in rec["kinds"]]
    per = {kinds[k]: (float(ok[rec["kind"] == k].mean()), float(ref[rec["kind"] == k].mean()))
           for k in np.unique(rec["kind"])}
    note = ""
    if "sd" in rec:
        note = f" [{rec['A'].shape[1]} chained, imm-scale {tuple(int(x) for x in rec['imm'])}]"
    return {"form": text + note, "outputs": int(H.size), "ptxemu": float(ok.mean()),
            "float64": float(ref.mean()), "per_kind": per}
