"""wmma.load / wmma.mma / wmma.store (manual 9.7.14.4) on the H100: hand-written PTX, one kernel per
form, recorded by record.py.

    python3 tools/truth/wmma/wmma_gen.py            # tests/data/kernels/wmma_sm90a.ptx.xz, wmma_inputs
                                                    # (seeded: not stored, wmma_inputs.seeded.json)
    python3 tools/truth/wmma/record.py DIR OUT      # on the GPU: OUT/wmma_outputs.npz

Every kernel `wmma_<i>(pA, pB, pC, pR, pD)` runs NDS CTAs of one warp; CTA c reads data set c: the
A, B and C matrices stored in its own region of pA / pB / pC with the form's layout and stride
(the gaps between rows hold random junk). It loads a, b and c with wmma.load (from global, shared,
or a generic address of either), dumps every lane's fragment registers to pR, runs wmma.mma, dumps
d, then (f16 forms, whose a/b fragments are larger than the matrix) runs wmma.mma twice more with
the upper / lower half of the a and b registers perturbed (xor 0x11111111) and dumps those d, and
finally stores d with wmma.store.d (the form's store layout and stride) into its region of pD
(pre-filled with 0xA5). Data sets: 'probe' (element i holds code i, or for narrow types bits of i:
the dump reads off the fragment layout), random values, edge values (NaN, inf, subnormals, -0,
extremes, cancellation; for integers saturating sums).
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
OUT = HERE.parents[2] / "tests" / "data" / "kernels"
NDS = 12  # data sets (CTAs) per form

SHAPES = {
    "m16n16k16": (16, 16, 16),
    "m32n8k16": (32, 8, 16),
    "m8n32k16": (8, 32, 16),
    "m16n16k8": (16, 16, 8),
    "m8n8k4": (8, 8, 4),
    "m8n8k32": (8, 8, 32),
    "m8n8k128": (8, 8, 128),
}
BITS = {
    "f16": 16,
    "bf16": 16,
    "tf32": 32,
    "f32": 32,
    "f64": 64,
    "s8": 8,
    "u8": 8,
    "s4": 4,
    "u4": 4,
    "b1": 1,
    "s32": 32,
}
S3 = ("m16n16k16", "m32n8k16", "m8n32k16")
SPACES = ("global", "shared", "gen_global", "gen_shared")


def nregs(t: str, shape: str, frag: str) -> int:
    """Registers of a fragment (catalogue/wmma.py, from the manual)."""
    from ptxemu.isa.catalogue.wmma import _AB, c_regs

    if frag in "cd":
        return c_regs("." + t, "." + shape)
    return _AB[("." + t, "." + shape)][0 if frag == "a" else 1]


def forms() -> list[dict]:
    """The recorded forms: every type, shape and layout pair, the accumulator combinations, modifiers,
    spaces and strides spread over them."""
    out = []

    def add(ab, shape, la, lb, dt, ct, mods="", lc="row", ld="row", strides=(None, None, None, None)):
        k = len(out)
        out.append(
            dict(
                ab=ab,
                shape=shape,
                la=la,
                lb=lb,
                dt=dt,
                ct=ct,
                mods=mods,
                lc=lc,
                ld=ld,
                space=SPACES[k % 4],
                strides=list(strides),
                stride_reg=k % 3 == 1,
            )
        )

    lays = [("row", "col"), ("row", "row"), ("col", "col"), ("col", "row")]
    pad = (1, 1, 1, 1)  # 1: the default leading dimension plus 32 bytes' worth of elements
    for i, s in enumerate(S3):
        for j, (la, lb) in enumerate(lays):
            add(
                "f16",
                s,
                la,
                lb,
                "f32",
                "f32",
                lc=lays[(i + j) % 4][0],
                ld=lays[(i + j + 1) % 4][1],
                strides=pad if j % 2 else (None,) * 4,
            )
        for dt, ct in (("f16", "f16"), ("f16", "f32"), ("f32", "f16")):
            add(
                "f16",
                s,
                "row",
                "col",
                dt,
                ct,
                lc="col" if dt == "f16" else "row",
                ld="row" if ct == "f16" else "col",
                strides=pad if ct == "f16" else (None, 0, None, 0),
            )
        for j, (la, lb) in enumerate(lays):
            add("bf16", s, la, lb, "f32", "f32", lc=la, ld=lb, strides=pad if j % 2 == 0 else (None,) * 4)
        for j, t in enumerate(("s8", "u8")):
            for sat in ("", ".satfinite"):
                la, lb = lays[(2 * j + len(sat)) % 4]
                add(t, s, la, lb, "s32", "s32", sat, lc=lb, ld=la, strides=pad if sat else (None,) * 4)
    for j, (la, lb) in enumerate(lays):
        add("tf32", "m16n16k8", la, lb, "f32", "f32", lc=la, ld=lb, strides=pad if j % 2 else (None,) * 4)
    for j, (la, lb) in enumerate(lays):
        add("f64", "m8n8k4", la, lb, "f64", "f64", "", lc=lb, ld=la, strides=pad if j % 2 else (None,) * 4)
    for j, rnd in enumerate((".rn", ".rz", ".rm", ".rp")):
        la, lb = lays[j]
        add("f64", "m8n8k4", la, lb, "f64", "f64", rnd, lc=la, ld=lb)
    for j, t in enumerate(("s4", "u4")):
        for sat in ("", ".satfinite"):
            add(
                t,
                "m8n8k32",
                "row",
                "col",
                "s32",
                "s32",
                sat,
                lc=lays[j][1 if sat else 0],
                ld=lays[j + 1][0 if sat else 1],
                strides=pad if sat else (None,) * 4,
            )
    for j, op in enumerate((".xor", ".and")):
        add(
            "b1",
            "m8n8k128",
            "row",
            "col",
            "s32",
            "s32",
            op,
            lc=("row", "col")[j],
            ld=("col", "row")[j],
            strides=pad if j else (None,) * 4,
        )
    return out


def dims(f: dict, which: str) -> tuple[int, int, int, str]:
    """(rows, cols, element bits, layout) of matrix A (MxK), B (KxN), C or D (MxN)."""
    M, N, K = SHAPES[f["shape"]]
    if which == "a":
        return M, K, BITS[f["ab"]], f["la"]
    if which == "b":
        return K, N, BITS[f["ab"]], f["lb"]
    if which == "c":
        return M, N, BITS[f["ct"]], f["lc"]
    return M, N, BITS[f["dt"]], f["ld"]


def stride_of(f: dict, which: str) -> tuple[int | None, int]:
    """(the stride operand or None, the stride in elements used)."""
    r, c, eb, lay = dims(f, which)
    lead = c if lay == "row" else r
    s = f["strides"]["abcd".index(which)]
    if s is None:
        return None, lead
    if s == 0:
        return lead, lead
    return lead + 256 // eb, lead + 256 // eb


def region_bytes(f: dict, which: str) -> int:
    r, c, eb, lay = dims(f, which)
    lines, lead = (r, c) if lay == "row" else (c, r)
    _, s = stride_of(f, which)
    bits = (lines - 1) * s * eb + lead * eb
    return -(-bits // 8 // 256) * 256


def place(f: dict, which: str, mat: np.ndarray, junk: np.ndarray) -> np.ndarray:
    """The bytes of one region: the matrix (codes, rows x cols) at its layout and stride over junk."""
    r, c, eb, lay = dims(f, which)
    _, s = stride_of(f, which)
    buf = junk.copy()
    i, j = np.meshgrid(np.arange(r), np.arange(c), indexing="ij")
    pos = (i * s + j) if lay == "row" else (j * s + i)  # element index
    if eb >= 8:
        view = buf.view({8: np.uint8, 16: np.uint16, 32: np.uint32, 64: np.uint64}[eb])
        view[pos.reshape(-1)] = mat.reshape(-1)
        return buf
    bits = np.unpackbits(buf, bitorder="little")
    bitpos = pos.reshape(-1)[:, None] * eb + np.arange(eb)
    bits[bitpos] = (mat.reshape(-1)[:, None].astype(np.uint32) >> np.arange(eb)) & 1
    return np.packbits(bits, bitorder="little")


F16_EDGE = np.array(
    [
        0x0000,
        0x8000,
        0x7C00,
        0xFC00,
        0x7E00,
        0x7C01,
        0xFE55,
        0x0001,
        0x8001,
        0x03FF,
        0x0400,
        0x7BFF,
        0xFBFF,
        0x3C00,
        0xBC00,
        0x3555,
    ],
    np.uint16,
)
BF16_EDGE = np.array(
    [
        0x0000,
        0x8000,
        0x7F80,
        0xFF80,
        0x7FC0,
        0x7F81,
        0xFFC5,
        0x0001,
        0x8001,
        0x007F,
        0x0080,
        0x7F7F,
        0xFF7F,
        0x3F80,
        0xBF80,
        0x3EAB,
    ],
    np.uint16,
)
F32_EDGE = np.array(
    [
        0x00000000,
        0x80000000,
        0x7F800000,
        0xFF800000,
        0x7FC00000,
        0x7F800001,
        0x00000001,
        0x80001FFF,
        0x007FFFFF,
        0x00800000,
        0x7F7FFFFF,
        0xFF7FFFFF,
        0x3F800000,
        0xBF800000,
        0x3EAAAAAB,
        0x00002000,
    ],
    np.uint32,
)
F64_EDGE = np.array(
    [
        0,
        1 << 63,
        0x7FF0 << 48,
        0xFFF0 << 48,
        0x7FF8 << 48,
        (0x7FF0 << 48) | 1,
        1,
        (1 << 63) | 1,
        (1 << 52) - 1,
        1 << 52,
        0x7FEFFFFFFFFFFFFF,
        0xFFEFFFFFFFFFFFFF,
        0x3FF0 << 48,
        0xBFF0 << 48,
        0x3FD5555555555555,
        0x0010000000000001,
    ],
    np.uint64,
)


def _float_codes(t: str, kind: str, shape: tuple[int, int], rng, base: int) -> np.ndarray:
    n = shape[0] * shape[1]
    idx = np.arange(n)
    if kind == "probe":
        if t in ("f16", "bf16"):
            return ((base << 12) + idx).astype(np.uint16).reshape(shape)
        if t in ("tf32", "f32"):
            # index in bits 13.. and junk in the low 13 bits (which tf32 ignores)
            return (
                ((((0x3F000 + (base << 10) + idx) << 13) | (idx * 37 & 0x1FFF)) & 0xFFFFFFFF)
                .astype(np.uint32)
                .reshape(shape)
            )
        return ((0x3FF0000000000000 + (base << 40) + (idx << 20) + idx).astype(np.uint64)).reshape(shape)
    dt = {"f16": np.float16, "bf16": np.float32, "tf32": np.float32, "f32": np.float32, "f64": np.float64}[t]
    if kind == "random":
        v = rng.standard_normal(n).astype(dt)
    elif kind == "wide":  # exponents spread over most of the range
        lim = {"f16": 14, "bf16": 60, "tf32": 60, "f32": 60, "f64": 300}[t]
        v = (rng.standard_normal(n) * 2.0 ** rng.integers(-lim, lim // 2, n)).astype(dt)
    elif kind == "cancel":  # pairs of equal products of opposite sign, and small integers
        v = rng.integers(-4, 5, n).astype(dt) * dt(2.0 ** int(rng.integers(-6, 6)))
    else:
        v = rng.standard_normal(n).astype(dt)
    if t == "f16":
        codes = v.view(np.uint16)
    elif t == "bf16":
        codes = (v.view(np.uint32) >> 16).astype(np.uint16)
    elif t in ("tf32", "f32"):
        codes = v.view(np.uint32).copy()
        if t == "tf32":
            codes ^= rng.integers(0, 1 << 13, n).astype(np.uint32)  # junk below tf32's mantissa
    else:
        codes = v.view(np.uint64)
    if kind == "edge":
        e = {"f16": F16_EDGE, "bf16": BF16_EDGE, "tf32": F32_EDGE, "f32": F32_EDGE, "f64": F64_EDGE}[t]
        pick = rng.random(n) < 0.25
        codes = codes.copy()
        codes[pick] = e[rng.integers(0, len(e), pick.sum())]
    return codes.reshape(shape)


def _int_codes(t: str, kind: str, shape: tuple[int, int], rng, j: int) -> np.ndarray:
    n = shape[0] * shape[1]
    eb = BITS[t]
    mask = (1 << eb) - 1
    idx = np.arange(n)
    if kind == "probe":
        if eb == 32:
            return (idx * 65537 + j).astype(np.uint32).reshape(shape)
        return ((idx >> (eb * j)) & mask).astype(np.uint8).reshape(shape)
    if eb == 32:  # accumulators
        if kind == "edge":
            lim = np.array(
                [0x7FFFFFFF, 0x80000000, 0x7FFFF000, 0x80000800, 0x7FFFFF00, 0x80000100, 0, 1], np.uint32
            )
            return lim[rng.integers(0, len(lim), n)].reshape(shape)
        return rng.integers(-(1 << 20), 1 << 20, n).astype(np.int32).view(np.uint32).reshape(shape)
    if kind == "edge":  # extremes: -128/127/255, -8/7/15, all ones
        ext = np.array([mask, mask >> 1, (mask >> 1) + 1, 0, 1], np.uint8)
        v = ext[rng.choice(len(ext), n, p=[0.4, 0.2, 0.3, 0.05, 0.05])]
        return v.reshape(shape)
    return rng.integers(0, mask + 1, n).astype(np.uint8).reshape(shape)


def datasets(f: dict, rng) -> list[dict]:
    """NDS data sets of logical matrices (codes) A, B, C."""
    M, N, K = SHAPES[f["shape"]]
    ab, ct = f["ab"], f["ct"]
    out = []
    if ab in ("f16", "bf16", "tf32", "f64"):
        kinds = [
            "probe",
            "random",
            "wide",
            "edge",
            "cancel",
            "edge",
            "random",
            "wide",
            "edge",
            "cancel",
            "edge",
            "random",
        ]
        for kd in kinds:
            A = _float_codes(ab, kd, (M, K), rng, 1)
            B = _float_codes(ab, kd, (K, N), rng, 2)
            if kd == "cancel":  # column pairs of A equal, row pairs of B negated: products cancel
                A[:, 1::2] = A[:, 0::2]
                neg = {16: 0x8000, 32: 0x80000000, 64: 1 << 63}[BITS[ab]]
                B[1::2] = B[0::2] ^ np.array(neg, B.dtype)
            C = _float_codes(ct if ab != "tf32" else "f32", kd, (M, N), rng, 3)
            if ct == "f32" and kd == "probe":
                C = C & np.uint32(0xFFFFE000)
            out.append(dict(A=A, B=B, C=C))
    else:
        nprobe = {"s8": 2, "u8": 2, "s4": 2, "u4": 2, "b1": 10}[ab]
        kinds = [("probe", j) for j in range(nprobe)] + [("random", 0), ("edge", 0)] * 8
        for kd, j in kinds[:NDS]:
            A = _int_codes(ab, kd, (M, K), rng, j)
            B = _int_codes(ab, kd, (K, N), rng, j)
            C = _int_codes("s32", kd, (M, N), rng, j)
            out.append(dict(A=A, B=B, C=C))
    return out


def perturbed(f: dict) -> bool:
    return f["ab"] == "f16"


def out_words(f: dict) -> list[tuple[str, int, int]]:
    """(name, registers, bits) of the per-lane dump, in order."""
    w = [
        ("a", nregs(f["ab"], f["shape"], "a"), 64 if f["ab"] == "f64" else 32),
        ("b", nregs(f["ab"], f["shape"], "b"), 64 if f["ab"] == "f64" else 32),
        ("c", nregs(f["ct"], f["shape"], "c"), 64 if f["ct"] == "f64" else 32),
        ("d", nregs(f["dt"], f["shape"], "d"), 64 if f["dt"] == "f64" else 32),
    ]
    if perturbed(f):
        w += [("dhi", w[3][1], 32), ("dlo", w[3][1], 32)]
    return w


def lane_bytes(f: dict) -> int:
    return -(-sum(n * b // 8 for _, n, b in out_words(f)) // 16) * 16


def _regdecl(t: str) -> str:
    return {"f32": ".f32", "f64": ".f64"}.get(t, ".b32")


def kernel(i: int, f: dict) -> str:
    ab, shape, dt, ct = f["ab"], f["shape"], f["dt"], f["ct"]
    na, nb, nc, nd = (
        nregs(ab, shape, "a"),
        nregs(ab, shape, "b"),
        nregs(ct, shape, "c"),
        nregs(dt, shape, "d"),
    )
    ra = [f"%a{k}" for k in range(na)]
    rb = [f"%b{k}" for k in range(nb)]
    rc = [f"%c{k}" for k in range(nc)]
    rd = [f"%d{k}" for k in range(nd)]
    abdecl = ".f64" if ab == "f64" else ".b32"
    sp = f["space"]
    ss = {"global": ".global", "shared": ".shared", "gen_global": "", "gen_shared": ""}[sp]
    regions = {w: region_bytes(f, w) for w in "abcd"}
    smem = sum(regions.values())
    L = [
        f".visible .entry wmma_{i}(.param .u64 pA, .param .u64 pB, .param .u64 pC, .param .u64 pR,"
        " .param .u64 pD)",
        "{",
        "  .reg .b32 %r<16>;",
        "  .reg .b64 %rd<32>;",
        "  .reg .pred %p<4>;",
        f"  .reg {abdecl} %a<{na}>, %b<{nb}>;",
        f"  .reg {_regdecl(ct)} %c<{nc}>;",
        f"  .reg {_regdecl(dt)} %d<{nd}>;",
    ]
    if perturbed(f):
        L.append(f"  .reg .b32 %pa<{na}>, %pb<{nb}>, %e<{nd}>;")
    if sp in ("shared", "gen_shared"):
        L.append(f"  .shared .align 256 .b8 sm[{smem}];")
    L += ["  mov.u32 %r1, %tid.x;", "  mov.u32 %r2, %ctaid.x;"]
    for k, (w, p) in enumerate(zip("abcd", ("pA", "pB", "pC", "pD"), strict=True)):
        L += [
            f"  ld.param.u64 %rd{k}, [{p}];",
            f"  cvta.to.global.u64 %rd{k}, %rd{k};",
            f"  mul.wide.u32 %rd9, %r2, {regions[w]};",
            f"  add.s64 %rd{k}, %rd{k}, %rd9;",
        ]
    L += [
        "  ld.param.u64 %rd4, [pR];",
        "  cvta.to.global.u64 %rd4, %rd4;",
        "  mad.lo.u32 %r3, %r2, 32, %r1;",
        f"  mul.wide.u32 %rd9, %r3, {lane_bytes(f)};",
        "  add.s64 %rd4, %rd4, %rd9;",
    ]
    # the addresses the wmma instructions use: %rd10..%rd13 for a, b, c, d
    if sp in ("shared", "gen_shared"):
        off = 0
        L.append("  mov.u64 %rd14, sm;")
        for k, w in enumerate("abcd"):
            L.append(f"  add.s64 %rd{10 + k}, %rd14, {off};")
            if w != "d":  # copy the region from global into shared, a word per lane per step
                L += [
                    "  mov.u32 %r4, %r1;",
                    f"LC{k}:",
                    f"  setp.ge.u32 %p1, %r4, {regions[w] // 4};",
                    f"  @%p1 bra LD{k};",
                    "  mul.wide.u32 %rd9, %r4, 4;",
                    f"  add.s64 %rd15, %rd{k}, %rd9;",
                    "  ld.global.u32 %r5, [%rd15];",
                    f"  add.s64 %rd15, %rd{10 + k}, %rd9;",
                    "  st.shared.u32 [%rd15], %r5;",
                    "  add.u32 %r4, %r4, 32;",
                    f"  bra LC{k};",
                    f"LD{k}:",
                ]
            off += regions[w]
        L.append("  bar.sync 0;")
        if sp == "gen_shared":
            L += [f"  cvta.shared.u64 %rd{10 + k}, %rd{10 + k};" for k in range(4)]
    else:
        if sp == "global":
            L += [f"  mov.u64 %rd{10 + k}, %rd{k};" for k in range(4)]
        else:
            L += [f"  cvta.global.u64 %rd{10 + k}, %rd{k};" for k in range(4)]

    def stride_arg(w: str) -> str:
        s, _ = stride_of(f, w)
        if s is None:
            return ""
        if f["stride_reg"]:
            L.append(f"  mov.u32 %r6, {s};")
            return ", %r6"
        return f", {s}"

    vec = lambda rs: "{" + ", ".join(rs) + "}"  # noqa: E731
    for w, rs, t, lay in (("a", ra, ab, f["la"]), ("b", rb, ab, f["lb"]), ("c", rc, ct, f["lc"])):
        s = stride_arg(w)
        L.append(
            f"  wmma.load.{w}.sync.aligned.{lay}.{shape}{ss}.{t} {vec(rs)}, [%rd{10 + 'abc'.index(w)}]{s};"
        )
    mods = f["mods"]
    if ab == "f16":
        types = f".{dt}.{ct}"
    else:
        types = f".{dt}.{ab}.{ab}.{ct}"
    if ab == "b1":
        head, tail = f"wmma.mma{mods}.popc", ""
    elif ab == "f64":
        head, tail = "wmma.mma", ""
        types = f"{mods}{types}"
    else:
        head, tail = "wmma.mma", mods
    mma = f"  {head}.sync.aligned.{f['la']}.{f['lb']}.{shape}{types}{tail}"
    L.append(f"{mma} {vec(rd)}, {vec(ra)}, {vec(rb)}, {vec(rc)};")
    # dump
    off = 0
    for name, rs in (("a", ra), ("b", rb), ("c", rc), ("d", rd)):
        for r in rs:
            wide = r.startswith("%a") or r.startswith("%b")
            typ = (
                ".f64"
                if (wide and ab == "f64")
                or (not wide and ((name == "c" and ct == "f64") or (name == "d" and dt == "f64")))
                else (".f32" if (name == "c" and ct == "f32") or (name == "d" and dt == "f32") else ".b32")
            )
            L.append(f"  st.global{typ} [%rd4+{off}], {r};")
            off += 8 if typ == ".f64" else 4
    if perturbed(f):
        for half, sel in (("hi", lambda k, n: k >= n // 2), ("lo", lambda k, n: k < n // 2)):
            for k in range(na):
                L.append(f"  xor.b32 %pa{k}, %a{k}, {0x11111111 if sel(k, na) else 0};")
            for k in range(nb):
                L.append(f"  xor.b32 %pb{k}, %b{k}, {0x11111111 if sel(k, nb) else 0};")
            pa, pb = [f"%pa{k}" for k in range(na)], [f"%pb{k}" for k in range(nb)]
            ed = [f"%e{k}" for k in range(nd)]
            if dt == "f32":
                ed = [f"%ef{k}" for k in range(nd)]
                if half == "hi":
                    L.append(f"  .reg .f32 %ef<{nd}>;")
            L.append(f"{mma} {vec(ed)}, {vec(pa)}, {vec(pb)}, {vec(rc)};")
            for r in ed:
                L.append(f"  st.global{'.f32' if dt == 'f32' else '.b32'} [%rd4+{off}], {r};")
                off += 4
    s = stride_arg("d")
    L.append(f"  wmma.store.d.sync.aligned.{f['ld']}.{shape}{ss}.{dt} [%rd13], {vec(rd)}{s};")
    if sp in ("shared", "gen_shared"):
        L += [
            "  bar.sync 0;",
            "  mov.u32 %r4, %r1;",
            "LCD:",
            f"  setp.ge.u32 %p1, %r4, {regions['d'] // 4};",
            "  @%p1 bra LDD;",
            "  mul.wide.u32 %rd9, %r4, 4;",
            "  add.s64 %rd15, %rd14, %rd9;",
            f"  add.s64 %rd15, %rd15, {regions['a'] + regions['b'] + regions['c']};",
            "  ld.shared.u32 %r5, [%rd15];",
            "  add.s64 %rd15, %rd3, %rd9;",
            "  st.global.u32 [%rd15], %r5;",
            "  add.u32 %r4, %r4, 32;",
            "  bra LCD;",
            "LDD:",
        ]
    L += ["  ret;", "}", ""]
    return "\n".join(L)


def build() -> tuple[str, dict, list[dict]]:
    rng = np.random.default_rng(22)
    fs = forms()
    ptx = [".version 8.5", ".target sm_90a", ".address_size 64", ""]
    arrays = {}
    for i, f in enumerate(fs):
        ptx.append(kernel(i, f))
        ds = datasets(f, rng)
        for w, key in (("a", "A"), ("b", "B"), ("c", "C")):
            nbytes = region_bytes(f, w)
            junk = np.resize(rng.integers(0, 256, 96, dtype=np.uint8), nbytes)  # compressible junk
            regs = [place(f, w, d[key], junk) for d in ds]
            arrays[f"{i}_{w}"] = np.concatenate(regs)
            arrays[f"{i}_{key}"] = np.stack([d[key] for d in ds])
        arrays[f"{i}_d"] = np.full(region_bytes(f, "d") * NDS, 0xA5, np.uint8)
        # the bytes wmma.store.d writes (the rest of a shared region is never written: what the
        # copy-out reads there is whatever shared memory held)
        M, N, _ = SHAPES[f["shape"]]
        ones = np.full(
            (M, N), (1 << BITS[f["dt"]]) - 1, {16: np.uint16, 32: np.uint32, 64: np.uint64}[BITS[f["dt"]]]
        )
        arrays[f"{i}_dmask"] = place(f, "d", ones, np.zeros(region_bytes(f, "d"), np.uint8)) != 0
        arrays[f"{i}_r"] = np.full(lane_bytes(f) * 32 * NDS, 0x5A, np.uint8)
    return "\n".join(ptx), arrays, fs


# nvcc's wmma API kernels (wmma_api.cu): name -> (A, B, C, D) element counts per CTA and code dtypes
API = {
    "api_f16": ((256, 256, 256, 256), ("f16", "f16", "f32", "f32")),
    "api_f16h": ((512, 128, 256, 256), ("f16", "f16", "f16", "f16")),
    "api_bf16": ((128, 512, 256, 256), ("bf16", "bf16", "f32", "f32")),
    "api_s8": ((256, 256, 256, 256), ("s8", "s8", "s32", "s32")),
    "api_tf32": ((128, 128, 256, 256), ("f32", "f32", "f32", "f32")),
    "api_f64": ((32, 32, 64, 64), ("f64", "f64", "f64", "f64")),
    "api_u4": ((32, 32, 64, 64), ("s32", "s32", "s32", "s32")),
    "api_b1": ((32, 32, 64, 64), ("s32", "s32", "s32", "s32")),
}
API_CTAS = 4


def build_api(rng) -> dict:
    out = {}
    for name, (ns, ts) in API.items():
        for w, n, t in zip("ABCD", ns, ts, strict=True):
            if w == "D":
                bits = BITS[t]
                out[f"{name}_{w}"] = np.full(n * API_CTAS * bits // 8, 0xA5, np.uint8)
                continue
            if t in ("f16", "bf16", "f32", "f64"):
                kind = ["random", "edge", "wide", "random"]
                v = np.concatenate(
                    [_float_codes(t, kind[c], (1, n), rng, 0).reshape(-1) for c in range(API_CTAS)]
                )
            elif t == "s32" and name in ("api_u4", "api_b1") and w in "AB":
                v = rng.integers(0, 1 << 32, n * API_CTAS, dtype=np.uint64).astype(np.uint32)
            else:
                v = np.concatenate(
                    [
                        _int_codes(t, ("random", "edge")[c % 2], (1, n), rng, 0).reshape(-1)
                        for c in range(API_CTAS)
                    ]
                )
            out[f"{name}_{w}"] = np.ascontiguousarray(v).view(np.uint8)
    return out


def recorded_inputs() -> dict[str, np.ndarray]:
    """wmma_inputs.npz: every form's data sets (seeded), the API kernels' buffers and the forms."""
    _, arrays, fs = build()
    arrays.update(build_api(np.random.default_rng(2022)))
    return {"forms": np.array(json.dumps(fs)), **arrays}


def main() -> None:
    import sys

    sys.path.insert(0, str(HERE.parents[2] / "src"))
    from ptxemu.host import write_text
    from ptxemu.machine.launching.seeded import write_manifest

    ptx, _, fs = build()
    OUT.mkdir(parents=True, exist_ok=True)
    write_text(OUT / "wmma_sm90a.ptx.xz", ptx)  # kept xz-compressed (read_text reads either)
    arrays = recorded_inputs()
    write_manifest(OUT / "wmma_inputs.npz", arrays, "tools/truth/wmma/wmma_gen.py", "recorded_inputs")
    print(len(fs), "forms", sum(a.nbytes for a in arrays.values()), "bytes")


if __name__ == "__main__":
    main()
