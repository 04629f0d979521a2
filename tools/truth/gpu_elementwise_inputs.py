"""Deterministic input sets for the sm_90a element-wise recording (raw bits, numpy).

Every rounding boundary we know of is in them: values of each narrower grid, the midpoints
between neighbours and one ulp either side, subnormals of source and destination, overflow
thresholds, NaN payloads, +-inf, -0, integer and half-integer boundaries up to 2**64; then
random bits. 16-bit sources are exhaustive.
"""

from __future__ import annotations

import numpy as np

SEED = 20261120


def _f32(x) -> np.ndarray:
    return np.asarray(x, dtype=np.float32).view(np.uint32)


def _f64(x) -> np.ndarray:
    return np.asarray(x, dtype=np.float64).view(np.uint64)


SPECIAL32 = np.array([
    0x00000000, 0x80000000, 0x7F800000, 0xFF800000, 0x7FC00000, 0xFFC00000, 0x7F800001, 0xFF800001,
    0x7FFFFFFF, 0xFFFFFFFF, 0x7FA5A5A5, 0x7FC00001, 0x7FBFFFFF, 0x00000001, 0x80000001, 0x007FFFFF,
    0x807FFFFF, 0x00800000, 0x80800000, 0x00800001, 0x7F7FFFFF, 0xFF7FFFFF, 0x7F7FFFFE, 0x3F800000,
    0xBF800000, 0x3F800001, 0x3F7FFFFF, 0x3F000000, 0x40000000, 0x00400000, 0x00000002, 0x3EFFFFFF,
    0x33800000, 0x33000000, 0x34000000, 0x4B000000, 0x4B800000, 0x4F000000, 0x5F000000, 0x5F800000,
], dtype=np.uint32)

SPECIAL64 = np.array([
    0, 1 << 63, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000, 0xFFF8000000000000,
    0x7FF0000000000001, 0xFFF0000000000001, 0x7FFFFFFFFFFFFFFF, 0xFFFFFFFFFFFFFFFF, 0x7FF4000000000000,
    0x7FF80000DEADBEEF, 1, (1 << 63) | 1, 0x000FFFFFFFFFFFFF, 0x0010000000000000, 0x8010000000000000,
    0x7FEFFFFFFFFFFFFF, 0xFFEFFFFFFFFFFFFF, 0x3FF0000000000000, 0xBFF0000000000000, 0x3FF0000000000001,
    0x3FEFFFFFFFFFFFFF, 0x3FE0000000000000, 0x4000000000000000, 0x0008000000000000,
], dtype=np.uint64)


def _grid_neighbours32(values: np.ndarray) -> np.ndarray:
    """For sorted non-negative f32 grid values g[i] (as float64): g, g +- 1ulp, midpoints +- 1ulp."""
    g = np.unique(values.astype(np.float64))
    mids = (g[:-1] + g[1:]) / 2
    pts = np.concatenate([g, mids]).astype(np.float32)
    bits = pts.view(np.uint32).astype(np.int64)
    cand = np.concatenate([bits - 1, bits, bits + 1])
    cand = cand[(cand >= 0) & (cand < 0x7F800000)].astype(np.uint32)
    return np.concatenate([cand, cand | np.uint32(0x80000000)])


def _small_grid(ebits: int, mbits: int, bias: int, max_exp_code: int, extra_max: float | None) -> np.ndarray:
    """All non-negative finite values of a small float format (by exponent/mantissa), + one step."""
    vals = [0.0]
    for e in range(0, max_exp_code + 1):
        for m in range(1 << mbits):
            if e == 0:
                v = m * 2.0 ** (1 - bias - mbits)
            else:
                v = (1 + m / (1 << mbits)) * 2.0 ** (e - bias)
            vals.append(v)
    if extra_max is not None:
        vals.append(extra_max)
    return np.array(vals)


def f32_set(rng: np.random.Generator) -> np.ndarray:
    parts = [SPECIAL32]
    # f16 grid (all exponents; a selection of mantissas, every one for the lowest and top binades)
    f16 = np.arange(0, 0x7C01, dtype=np.uint16)
    m = f16 & 0x3FF
    e = f16 >> 10
    keep = np.isin(m, [0, 1, 2, 3, 0x1FF, 0x200, 0x201, 0x3FD, 0x3FE, 0x3FF])
    keep |= ((e == 0) | (e >= 30)) & (rng.random(f16.size) < 0.1)
    keep |= rng.random(f16.size) < 0.003
    parts.append(_grid_neighbours32(f16[keep].view(np.float16).astype(np.float64)))
    # fp8 grids (e4m3 max 448 then 480 as the next step; e5m2 max 57344 then 61440)
    parts.append(_grid_neighbours32(_small_grid(4, 3, 7, 15, 480.0)[:-1]))
    parts.append(_grid_neighbours32(np.append(_small_grid(5, 2, 15, 30, None), 65536.0)))
    parts.append(_grid_neighbours32(np.array([448.0, 464.0, 480.0, 57344.0, 61440.0, 65536.0])))
    # bf16/tf32 rounding positions: random sign/exponent/high bits with chosen low bits
    n = 1200
    hi = rng.integers(0, 1 << 32, n, dtype=np.uint64).astype(np.uint32)
    for low_bits, pats in ((16, [0, 1, 0x7FFF, 0x8000, 0x8001, 0xFFFF]),
                           (13, [0, 1, 0xFFF, 0x1000, 0x1001, 0x1FFF])):
        for p in pats:
            parts.append((hi & ~np.uint32((1 << low_bits) - 1)) | np.uint32(p))
    # same near the bottom and top of the exponent range (subnormal bf16, overflow)
    for exps in (np.arange(0, 4), np.arange(250, 255)):
        ex = rng.choice(exps, n).astype(np.uint32)
        sg = rng.integers(0, 2, n).astype(np.uint32) << 31
        man = rng.integers(0, 1 << 23, n).astype(np.uint32)
        man = (man & ~np.uint32(0xFFFF)) | rng.choice(np.array([0, 1, 0x7FFF, 0x8000, 0x8001, 0x1000,
                                                                 0xFFFF], dtype=np.uint32), n)
        parts.append(sg | (ex << 23) | man)
    # integer boundaries
    ints = []
    for k in range(0, 66):
        ints += [2.0**k, 2.0**k - 0.5, 2.0**k + 0.5, 2.0**k - 1, 2.0**k + 1]
    ints += [n + f for n in range(-300, 301) for f in (0.0, 0.25, 0.5, 0.75)]
    ints += [32767.5, 32768.5, 65535.5, 65536.5, -32768.5, -32769.0, -129.0, -128.5, 127.5, 255.5]
    iv = _f32(np.array(ints, dtype=np.float64).astype(np.float32)).astype(np.int64)
    cand = np.concatenate([iv - 1, iv, iv + 1]) & 0xFFFFFFFF
    cand = cand.astype(np.uint32)
    parts.append(cand)
    parts.append(cand ^ np.uint32(0x80000000))
    # random: full bits, moderate magnitudes, subnormals
    parts.append(rng.integers(0, 1 << 32, 4000, dtype=np.uint64).astype(np.uint32))
    ex = rng.integers(100, 160, 4000).astype(np.uint32)
    parts.append((rng.integers(0, 2, 4000).astype(np.uint32) << 31) | (ex << 23)
                 | rng.integers(0, 1 << 23, 4000).astype(np.uint32))
    parts.append(rng.integers(0, 1 << 23, 1000).astype(np.uint32) | (rng.integers(0, 2, 1000).astype(
        np.uint32) << 31))
    allv = np.concatenate(parts).astype(np.uint32)
    _, idx = np.unique(allv, return_index=True)
    return allv[np.sort(idx)]


def f64_set(rng: np.random.Generator) -> np.ndarray:
    parts = [SPECIAL64]
    # every f32 value of SPECIAL32 / boundaries, exact in f64
    f32 = f32_set(rng)
    sub = f32[rng.random(f32.size) < 0.15]
    parts.append(_f64(sub.view(np.float32).astype(np.float64)))
    # f32 rounding positions (29 discarded bits) across f32's whole range incl. subnormal/overflow
    n = 800
    for lo_e, hi_e in ((1023 - 160, 1023 - 120), (1023 - 130, 1023 + 130), (1023 + 120, 1023 + 130)):
        ex = rng.integers(lo_e, hi_e, n).astype(np.uint64)
        sg = rng.integers(0, 2, n).astype(np.uint64) << np.uint64(63)
        man = rng.integers(0, 1 << 52, n, dtype=np.uint64)
        for drop in (29, 42, 45):  # f32, f16(10 bits), bf16(7 bits) mantissas
            half = np.uint64(1 << (drop - 1))
            pats = np.array([0, 1, half - 1, half, half + 1, (1 << drop) - 1], dtype=np.uint64)
            low = rng.choice(pats, n)
            mm = (man & ~np.uint64((1 << drop) - 1)) | low
            parts.append(sg | (ex << np.uint64(52)) | mm)
    # integer boundaries up to 2**64
    ints = []
    for k in range(0, 66):
        ints += [2.0**k, 2.0**k - 0.5, 2.0**k + 0.5, 2.0**k - 1, 2.0**k + 1]
    ints += [n + f for n in range(-300, 301) for f in (0.0, 0.25, 0.5, 0.75)]
    iv = _f64(np.array(ints)).astype(np.int64)
    cand = np.concatenate([iv - 1, iv, iv + 1]).astype(np.uint64)
    parts += [cand, cand ^ np.uint64(1 << 63)]
    parts.append(rng.integers(0, 1 << 64, 4000, dtype=np.uint64))
    allv = np.concatenate(parts).astype(np.uint64)
    _, idx = np.unique(allv, return_index=True)
    return allv[np.sort(idx)]


def int_sets(rng: np.random.Generator) -> dict[str, np.ndarray]:
    i8 = np.arange(256, dtype=np.uint32)
    i16 = np.arange(65536, dtype=np.uint16)
    b32 = []
    for k in range(33):
        for d in range(-3, 4):
            b32.append(((1 << k) + d) & 0xFFFFFFFF)
            b32.append((-(1 << k) + d) & 0xFFFFFFFF)
    i32 = np.concatenate([np.array(b32, dtype=np.uint64).astype(np.uint32),
                          rng.integers(0, 1 << 32, 6000, dtype=np.uint64).astype(np.uint32),
                          (rng.integers(0, 1 << 32, 2000, dtype=np.uint64).astype(np.uint32)
                           >> rng.integers(0, 32, 2000).astype(np.uint32))])
    b64 = []
    for k in range(65):
        for d in range(-3, 4):
            b64.append(((1 << k) + d) % (1 << 64))
            b64.append((-(1 << k) + d) % (1 << 64))
    # values around f32/f64 rounding points: (odd mantissa) << shift, +- 1
    for s in range(0, 41):
        for mant in ((1 << 24) + 1, (1 << 53) - 1 if s < 11 else (1 << 24) - 1, 3 << 23):
            for d in (-1, 0, 1):
                b64.append(((mant << s) + d) % (1 << 64))
                b64.append((-((mant << s) + d)) % (1 << 64))
    r64 = rng.integers(0, 1 << 64, 6000, dtype=np.uint64)
    r64s = r64 >> rng.integers(0, 64, 6000).astype(np.uint64)
    i64 = np.concatenate([np.array(b64, dtype=np.uint64), r64, r64s])
    return {"i8": i8, "i8h": i8.astype(np.uint16), "i16": i16, "i32": np.unique(i32), "i64": np.unique(i64)}


def _binary32(rng: np.random.Generator, f32: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    A, B = [], []
    s = SPECIAL32
    a, b = np.meshgrid(s, s)
    A.append(a.ravel())
    B.append(b.ravel())
    n = 6000
    A.append(rng.integers(0, 1 << 32, n, dtype=np.uint64).astype(np.uint32))
    B.append(rng.integers(0, 1 << 32, n, dtype=np.uint64).astype(np.uint32))
    # close exponents (ties and carries in add, normal products)
    ea = rng.integers(1, 255, n)
    eb = np.clip(ea + rng.integers(-30, 31, n), 1, 254)
    for e in (ea, eb):
        (A if e is ea else B).append((rng.integers(0, 2, n).astype(np.uint32) << 31)
                                     | (e.astype(np.uint32) << 23)
                                     | rng.integers(0, 1 << 23, n).astype(np.uint32))
    # cancellation: b close to -a
    a = rng.integers(0, 1 << 32, 2000, dtype=np.uint64).astype(np.uint32) & np.uint32(0x7FFFFFFF)
    a = a[a < 0x7F800000]
    b = ((a.astype(np.int64) + rng.integers(-3, 4, a.size)) & 0x7FFFFFFF).astype(np.uint32)
    A.append(a)
    B.append(b | np.uint32(0x80000000))
    # subnormal / tiny operands, and tiny products
    n2 = 3000
    tiny = ((rng.integers(0, 2, n2).astype(np.uint32) << 31)
            | (rng.integers(0, 3, n2).astype(np.uint32) << 23)
            | rng.integers(0, 1 << 23, n2).astype(np.uint32))
    A.append(tiny)
    B.append(np.concatenate([tiny[n2 // 2:], tiny[: n2 // 2]]))
    A.append(tiny)
    B.append(_f32(rng.uniform(0.25, 4.0, n2).astype(np.float32) * rng.choice([-1, 1], n2)))
    ea = rng.integers(40, 90, n2)
    eb = rng.integers(40, 90, n2)  # products 2^-47 .. 2^-164: into the subnormal range
    A.append((ea.astype(np.uint32) << 23) | rng.integers(0, 1 << 23, n2).astype(np.uint32))
    B.append((rng.integers(0, 2, n2).astype(np.uint32) << 31) | (eb.astype(np.uint32) << 23)
             | rng.integers(0, 1 << 23, n2).astype(np.uint32))
    # overflow region: large sums and products near FLT_MAX
    ea = rng.integers(250, 255, n2)
    A.append((ea.astype(np.uint32) << 23) | rng.integers(0, 1 << 23, n2).astype(np.uint32))
    B.append((rng.integers(0, 2, n2).astype(np.uint32) << 31) | (rng.integers(250, 255, n2).astype(
        np.uint32) << 23) | rng.integers(0, 1 << 23, n2).astype(np.uint32))
    ea = rng.integers(180, 210, n2)
    eb = 254 + 127 - ea + rng.integers(-2, 2, n2)
    A.append((ea.astype(np.uint32) << 23) | rng.integers(0, 1 << 23, n2).astype(np.uint32))
    B.append((rng.integers(0, 2, n2).astype(np.uint32) << 31) | (eb.astype(np.uint32) << 23)
             | rng.integers(0, 1 << 23, n2).astype(np.uint32))
    # product ties: short mantissas (12 and 13 significant bits)
    ma = (rng.integers(1 << 11, 1 << 12, n2).astype(np.uint32) << 12) & np.uint32(0x7FFFFF)
    mb = (rng.integers(1 << 12, 1 << 13, n2).astype(np.uint32) << 11) & np.uint32(0x7FFFFF)
    A.append((rng.integers(0, 2, n2).astype(np.uint32) << 31) | (rng.integers(100, 150, n2).astype(
        np.uint32) << 23) | ma)
    B.append((rng.integers(100, 150, n2).astype(np.uint32) << 23) | mb)
    # [0,1] neighbourhood for .sat
    A.append(_f32(rng.uniform(-2, 2, n2).astype(np.float32)))
    B.append(_f32(rng.uniform(-2, 2, n2).astype(np.float32)))
    # specials against random values
    A.append(np.repeat(SPECIAL32, 25))
    B.append(rng.choice(f32, SPECIAL32.size * 25))
    return np.concatenate(A).astype(np.uint32), np.concatenate(B).astype(np.uint32)


def _ternary32(rng: np.random.Generator, a: np.ndarray, b: np.ndarray) -> np.ndarray:
    n = a.size
    fa = a.view(np.float32).astype(np.float64)
    fb = b.view(np.float32).astype(np.float64)
    with np.errstate(all="ignore"):
        p = (fa * fb)  # exact in f64
        pr = p.astype(np.float32)
    c = rng.integers(0, 1 << 32, n, dtype=np.uint64).astype(np.uint32)
    kind = rng.integers(0, 6, n)
    # c = -round(a*b) (+- a few ulps): results are the tiny exact remainder
    neg = (_f32(-pr).astype(np.int64) + rng.integers(-2, 3, n)) & 0xFFFFFFFF
    c = np.where(kind <= 1, neg.astype(np.uint32), c)
    # c shifted against the product: ties/carries
    with np.errstate(all="ignore"):
        scale = np.ldexp(np.ones(n), rng.integers(-30, 5, n))
        near = _f32((pr * scale).astype(np.float32) * rng.choice([-1, 1], n))
    c = np.where(kind == 2, near, c)
    c = np.where(kind == 3, rng.choice(SPECIAL32, n), c)
    c = np.where(kind == 4, _f32(rng.uniform(-1, 1, n).astype(np.float32)), c)
    return c


def _binary64(rng: np.random.Generator) -> tuple[np.ndarray, np.ndarray]:
    A, B = [], []
    a, b = np.meshgrid(SPECIAL64, SPECIAL64)
    A.append(a.ravel())
    B.append(b.ravel())
    n = 4000
    A.append(rng.integers(0, 1 << 64, n, dtype=np.uint64))
    B.append(rng.integers(0, 1 << 64, n, dtype=np.uint64))
    sg = lambda k: rng.integers(0, 2, k).astype(np.uint64) << np.uint64(63)  # noqa: E731
    man = lambda k: rng.integers(0, 1 << 52, k, dtype=np.uint64)  # noqa: E731
    ea = rng.integers(1, 2047, n)
    eb = np.clip(ea + rng.integers(-60, 61, n), 1, 2046)
    A.append(sg(n) | (ea.astype(np.uint64) << np.uint64(52)) | man(n))
    B.append(sg(n) | (eb.astype(np.uint64) << np.uint64(52)) | man(n))
    # cancellation
    a = rng.integers(0, 0x7FF0000000000000, 1500, dtype=np.uint64)
    b = (a.astype(np.int64) + rng.integers(-3, 4, a.size)).astype(np.uint64) | np.uint64(1 << 63)
    A.append(a)
    B.append(b)
    # subnormal/tiny and tiny products (exponent sum below -1022)
    k = 2000
    tiny = sg(k) | (rng.integers(0, 3, k).astype(np.uint64) << np.uint64(52)) | man(k)
    A.append(tiny)
    B.append(np.roll(tiny, 7))
    ea = rng.integers(400, 560, k)
    A.append((ea.astype(np.uint64) << np.uint64(52)) | man(k))
    B.append(sg(k) | (rng.integers(400, 560, k).astype(np.uint64) << np.uint64(52)) | man(k))
    # overflow
    ea = rng.integers(1500, 1700, k)
    eb = 2046 + 1023 - ea + rng.integers(-2, 2, k)
    A.append((ea.astype(np.uint64) << np.uint64(52)) | man(k))
    B.append(sg(k) | (eb.astype(np.uint64) << np.uint64(52)) | man(k))
    A.append((rng.integers(2040, 2047, k).astype(np.uint64) << np.uint64(52)) | man(k))
    B.append(sg(k) | (rng.integers(2040, 2047, k).astype(np.uint64) << np.uint64(52)) | man(k))
    # product ties: 26/27 significant bits
    ma = (rng.integers(1 << 25, 1 << 26, k).astype(np.uint64) << np.uint64(27)) & np.uint64((1 << 52) - 1)
    mb = (rng.integers(1 << 26, 1 << 27, k).astype(np.uint64) << np.uint64(26)) & np.uint64((1 << 52) - 1)
    A.append(sg(k) | (rng.integers(900, 1100, k).astype(np.uint64) << np.uint64(52)) | ma)
    B.append((rng.integers(900, 1100, k).astype(np.uint64) << np.uint64(52)) | mb)
    A.append(np.repeat(SPECIAL64, 20))
    B.append(rng.integers(0, 1 << 64, SPECIAL64.size * 20, dtype=np.uint64))
    return np.concatenate(A).astype(np.uint64), np.concatenate(B).astype(np.uint64)


def _ternary64(rng: np.random.Generator, a: np.ndarray, b: np.ndarray) -> np.ndarray:
    n = a.size
    fa = a.view(np.float64)
    fb = b.view(np.float64)
    with np.errstate(all="ignore"):
        p = fa * fb
    kind = rng.integers(0, 6, n)
    c = rng.integers(0, 1 << 64, n, dtype=np.uint64)
    neg = (_f64(-p).astype(np.int64) + rng.integers(-2, 3, n)).astype(np.uint64)
    c = np.where(kind <= 1, neg, c)
    with np.errstate(all="ignore"):
        near = _f64(p * np.ldexp(np.ones(n), rng.integers(-60, 5, n)) * rng.choice([-1, 1], n))
    c = np.where(kind == 2, near, c)
    c = np.where(kind == 3, rng.choice(SPECIAL64, n), c)
    c = np.where(kind == 4, _f64(rng.uniform(-1, 1, n)), c)
    return c


def _ftz32(rng: np.random.Generator) -> dict[str, np.ndarray]:
    """Products and fma results within a few ulps of +-2^-126 (where .ftz decides)."""
    n = 8192
    sgn = rng.choice([-1.0, 1.0], n)
    a = np.ldexp(rng.uniform(1, 2, n), rng.integers(-75, -50, n)).astype(np.float32)
    target = np.ldexp(1.0 + rng.integers(-40, 41, n) * 2.0**-24 + rng.uniform(-1, 1, n) * 2.0**-25, -126)
    b = (sgn * target / a.astype(np.float64)).astype(np.float32)
    # exact products just below 2^-126: (2^24 - k) * 2^-150 = a * b with a = 2^-75, b = (2^24-k) 2^-75
    k = np.arange(1, 65)
    a2 = np.full(k.size, 2.0**-75, dtype=np.float32)
    b2 = ((2.0**24 - k) * 2.0**-75).astype(np.float32)
    mul_a = np.concatenate([a, a2, -a2])
    mul_b = np.concatenate([b, b2, b2])
    # fma: small product plus c at the boundary
    c_choices = np.array([2.0**-126, -(2.0**-126), 2.0**-126 + 2.0**-149, -(2.0**-126 + 2.0**-149), 2.0**-125,
                          -(2.0**-125), 0.0, -0.0, 2.0**-126 * 1.5])
    ta = np.ldexp(rng.uniform(1, 2, n), rng.integers(-80, -60, n)).astype(np.float32)
    tb = (rng.choice([-1.0, 1.0], n) * np.ldexp(rng.uniform(1, 2, n), rng.integers(-95, -60, n))
          ).astype(np.float32)
    tc = rng.choice(c_choices, n).astype(np.float32)
    # and the mul pairs with c = -/+ tiny normals so the sum crosses 2^-126
    tc2 = rng.choice(c_choices[:6], mul_a.size).astype(np.float32)
    return {"ftz32bin_a": _f32(mul_a), "ftz32bin_b": _f32(mul_b),
            "ftz32tri_a": _f32(np.concatenate([ta, mul_a])), "ftz32tri_b": _f32(np.concatenate([tb, mul_b])),
            "ftz32tri_c": _f32(np.concatenate([tc, tc2]))}


def _redux(rng: np.random.Generator) -> dict[str, np.ndarray]:
    """One value per lane; one membermask per warp (repeated over its 32 lanes); 2048 warps."""
    warps = 2048
    special = np.array([0, 1, 2, 0x7FFFFFFF, 0x80000000, 0x80000001, 0xFFFFFFFF, 0xFFFFFFFE],
                       dtype=np.uint32)
    src = rng.integers(0, 1 << 32, warps * 32, dtype=np.uint64).astype(np.uint32)
    kind = rng.integers(0, 4, warps * 32)
    src = np.where(kind == 0, rng.choice(special, src.size), src)
    src = np.where(kind == 1, src >> np.uint32(24), src)
    masks = np.concatenate([
        np.array([0xFFFFFFFF, 0x0000FFFF, 0xFFFF0000, 0x00000001, 0x80000000, 0x80000001, 0x55555555,
                  0xAAAAAAAA], dtype=np.uint32),
        rng.integers(1, 1 << 32, warps - 8, dtype=np.uint64).astype(np.uint32)])
    return {"redux_src": src, "redux_mask": np.repeat(masks, 32)}


def build_inputs() -> dict[str, np.ndarray]:
    rng = np.random.default_rng(SEED)
    f32 = f32_set(rng)
    sets: dict[str, np.ndarray] = {"f32": f32, "f32p": f32[rng.permutation(f32.size)]}
    sets["f64"] = f64_set(rng)
    h16 = np.arange(65536, dtype=np.uint16)
    sets["h16"] = h16
    sets["h32"] = (h16.astype(np.uint32) << 16) | rng.permutation(65536).astype(np.uint32)
    sets.update(int_sets(rng))
    a, b = _binary32(rng, f32)
    sets["f32bin_a"], sets["f32bin_b"] = a, b
    ta, tb = _binary32(rng, f32)
    sets["f32tri_a"], sets["f32tri_b"], sets["f32tri_c"] = ta, tb, _ternary32(rng, ta, tb)
    a, b = _binary64(rng)
    sets["f64bin_a"], sets["f64bin_b"] = a, b
    ta, tb = _binary64(rng)
    sets["f64tri_a"], sets["f64tri_b"], sets["f64tri_c"] = ta, tb, _ternary64(rng, ta, tb)
    sets.update(_ftz32(rng))
    sets.update(_redux(rng))
    return sets


if __name__ == "__main__":
    for k, v in build_inputs().items():
        print(k, v.dtype, v.size)
