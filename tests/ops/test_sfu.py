"""Special-function instructions against the H100 and against the manual.

Hardware truth: tests/data/sfu/samples.npz (tools/truth/sfu/: every special value, every sign and
exponent with edge and random mantissas, the table-segment boundaries, dense ranges per function;
all 65536 inputs of the 16-bit forms; f64 inputs per exponent; division pairs incl. divisors near
the 2^126 / 2^-126 scaling thresholds). Each exact form must give the recorded bits through both
routes (compiled and numpy). The hand-worked cases below come from the manual's tables and from
exact powers of two, not from the model.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import ptxemu
from ptxemu import PtxError
from ptxemu.machine.launching.replay import load_npz
from ptxemu.numerics.sfu import evaluate

DATA = Path(__file__).resolve().parents[1] / "data" / "sfu" / "samples.npz"
F32_EXACT = [(fn, ftz) for fn in ("ex2", "rcp", "rsqrt", "sqrt") for ftz in (True, False)]
TRIG = Path(__file__).resolve().parents[1] / "data" / "sfu"


@pytest.fixture(scope="module")
def rec() -> dict[str, np.ndarray]:
    z = load_npz(DATA)
    return {k: z[k] for k in z.files}


def _name(fn: str, ftz: bool, t: str) -> str:
    return f"{fn}.approx{'.ftz' if ftz else ''}.{t}"


def _report(x: np.ndarray, hw: np.ndarray, got: np.ndarray) -> str:
    bad = np.nonzero(hw != got)[0]
    return f"{bad.size} of {hw.size} differ, e.g. " + ", ".join(
        f"x={x[i]:#x}: hw {hw[i]:#x} model {got[i]:#x}" for i in bad[:5])


# ---------------------------------------------------------------------------------------------
# the H100 recordings
# ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("fn,ftz", F32_EXACT)
def test_f32_forms_match_h100(rec, jit_route, fn, ftz):
    x, hw = rec["in_f32"], rec[_name(fn, ftz, "f32")]
    got = evaluate(fn, "f32", ftz, x)
    assert np.array_equal(got, hw), _report(x, hw, got)


@pytest.mark.parametrize("fn,ftz", [("sin", True), ("sin", False), ("cos", True), ("cos", False),
                                    ("tanh", False)])
def test_sin_cos_tanh_match_h100(rec, jit_route, fn, ftz):
    """sin/cos were recorded in their .ftz form; the plain form is the same SASS (and the same bits
    on all 2^32 inputs: campaign_sweeps.jsonl sin_nonftz_eq_ftz, verify_run7_interp.json)."""
    x = rec["in_f32"]
    hw = rec["tanh.approx.f32" if fn == "tanh" else _name(fn, True, "f32")]
    got = evaluate(fn, "f32", ftz, x)
    assert np.array_equal(got, hw), _report(x, hw, got)


@pytest.mark.parametrize("name,dtype", [("tanh.approx.f16", "f16"), ("tanh.approx.bf16", "bf16")])
def test_16bit_tanh_every_input(rec, name, dtype):
    h = np.arange(65536, dtype=np.uint16)
    got = evaluate("tanh", dtype, False, h)
    assert np.array_equal(got, rec[name]), _report(h, rec[name], got)


@pytest.mark.parametrize("name,dtype", [("tanh.approx.f16x2", "f16x2"), ("tanh.approx.bf16x2", "bf16x2")])
def test_packed_tanh_lane_by_lane(rec, name, dtype):
    i = np.arange(65536, dtype=np.uint32)
    packed = i | (((i * 40503 + 12345) & 0xFFFF) << 16)
    got = evaluate("tanh", dtype, False, packed)
    assert np.array_equal(got, rec[name]), _report(packed, rec[name], got)


def test_the_shipped_model_was_swept_on_the_h100():
    """What sfu_trig.cu counted over every f32 input (trig_report.json): the 25-bit revolution grid
    explains sin/cos (24 bits do not); sin odd, cos even, tanh odd, x on |x| <= 2^-8, 1 on
    |x| >= 8. And the shipped model (interpolator tables and kernels as committed) against the GPU
    (verify_run7_interp.json, verify_run8_interp.json): every f32 input of every f32 form and every
    f64 high word, through the compiled and the numpy route, 2^28 pairs per division, every 16-bit
    tanh input: 0 mismatches."""
    import json

    rep = json.loads((TRIG / "trig_report.json").read_text())
    c = rep["conflicts"]
    assert c["sin25"] == c["cos25"] == 0 and c["sin24"] > 0 and c["cos24"] > 0
    assert all(v == 0 for k, v in rep["claims"].items() if k != "tanh_not_monotone")
    truth = TRIG.parents[2] / "tools" / "truth" / "sfu"
    runs = [json.loads((truth / f"verify_run{i}_interp.json").read_text()) for i in (7, 8)]
    model = {k: v for r in runs for k, v in r["model"].items()}
    for fn in ("ex2", "lg2", "rcp", "rsqrt", "sqrt", "sin", "cos"):
        for ftz in (".ftz", ""):
            v = model[f"{fn}.approx{ftz}.f32"]
            assert v["tested"] == 2**32 and v["mismatches"] == 0 and v["numpy_route_mismatches"] == 0, fn
    v = model["tanh.approx.f32"]
    assert v["tested"] == 2**32 and v["mismatches"] == 0 and v["numpy_route_mismatches"] == 0
    for form in ("rcp.approx.ftz.f64", "rsqrt.approx.ftz.f64", "rsqrt.approx.f64"):
        assert model[form]["tested"] == 2**32 and model[form]["mismatches"] == 0, form
    for form in ("div.approx.f32", "div.approx.ftz.f32", "div.full.f32", "div.full.ftz.f32"):
        assert model[form]["tested"] == 2**28 and model[form]["mismatches"] == 0, form
    assert all(v["tested"] == 65536 and v["mismatches"] == 0 for r in runs for v in r["h16"].values())


@pytest.mark.parametrize("ftz", [True, False])
def test_lg2_model_matches_the_samples(rec, jit_route, ftz):
    """lg2 (swept on the H100 over every f32 input: 0 mismatches) is the default model now; its old
    name still reaches it."""
    x, hw = rec["in_f32"], rec[_name("lg2", ftz, "f32")]
    got = evaluate("lg2", "f32", ftz, x)
    assert np.array_equal(got, hw), _report(x, hw, got)
    assert np.array_equal(evaluate("lg2", "f32", ftz, x, model="h100-sampled"), hw)


@pytest.mark.parametrize("name,ftz,full", [("div.approx.f32", False, False),
                                           ("div.approx.ftz.f32", True, False),
                                           ("div.full.f32", False, True), ("div.full.ftz.f32", True, True)])
def test_divisions_match_h100(rec, jit_route, name, ftz, full):
    a, b, hw = rec["in_div_a"], rec["in_div_b"], rec[name]
    got = evaluate("div", "f32", ftz, a, b, full=full)
    assert np.array_equal(got, hw), _report(b, hw, got)


@pytest.mark.parametrize("fn,ftz", [("rcp", True), ("rsqrt", True), ("rsqrt", False)])
def test_f64_forms_match_h100(rec, jit_route, fn, ftz):
    x, hw = rec["in_f64"], rec[_name(fn, ftz, "f64")]
    got = evaluate(fn, "f64", ftz, x)
    assert np.array_equal(got, hw), _report(x, hw, got)


@pytest.mark.parametrize("name,dtype,ftz", [("ex2.approx.f16", "f16", False),
                                            ("ex2.approx.ftz.bf16", "bf16", True)])
def test_16bit_ex2_every_input(rec, name, dtype, ftz):
    h = np.arange(65536, dtype=np.uint16)
    got = evaluate("ex2", dtype, ftz, h)
    assert np.array_equal(got, rec[name]), _report(h, rec[name], got)


@pytest.mark.parametrize("name,dtype,ftz", [("ex2.approx.f16x2", "f16x2", False),
                                            ("ex2.approx.ftz.bf16x2", "bf16x2", True)])
def test_packed_ex2_lane_by_lane(rec, name, dtype, ftz):
    i = np.arange(65536, dtype=np.uint32)
    packed = i | (((i * 40503 + 12345) & 0xFFFF) << 16)  # the recording's pairs
    got = evaluate("ex2", dtype, ftz, packed)
    assert np.array_equal(got, rec[name]), _report(packed, rec[name], got)


def test_range_reductions_were_exact_on_the_h100():
    """The recorded sweeps behind the model: each structure hypothesis the model uses had 0 mismatches
    over all 2^32 inputs; the rejected ones did not (so the sweep could fail)."""
    import json

    sweeps = {}
    for line in DATA.with_name("campaign_sweeps.jsonl").read_text().splitlines():
        r = json.loads(line)
        sweeps[r["test"]] = r
    for t in ["rcp_scale", "rsq_scale", "sqrt_scale", "ex2_nonftz_wrapper", "rcp_nonftz_wrapper",
              "rsq_nonftz_wrapper", "sqrt_nonftz_wrapper", "lg2_nonftz_wrapper", "sin_nonftz_eq_ftz",
              "cos_nonftz_eq_ftz", "div_approx_wrapper", "div_approx_ftz_wrapper", "div_full_wrapper",
              "div_full_ftz_wrapper", "rcp64_hi_only", "rcp64_lo_zero", "rsq64_hi_only", "rsq64_lo_zero"]:
        # (rsq/sqrt/lg2 sweeps: the positive normals)
        assert sweeps[t]["mismatches"] == 0 and sweeps[t]["tested"] >= 2**31 - 2**25, t
    assert sweeps["ex2_floor23"]["mismatches"] > 0 and sweeps["lg2_sum"]["mismatches"] > 0
    runs = [json.loads(DATA.with_name(f"verify_run{i}.json").read_text())["model"] for i in (1, 2)]
    full = {k: v for r in runs for k, v in r.items() if v["tested"] == 2**32}
    for form in ["ex2.approx.ftz.f32", "ex2.approx.f32", "rcp.approx.ftz.f32", "rcp.approx.f32",
                 "rsqrt.approx.ftz.f32", "rsqrt.approx.f32", "sqrt.approx.ftz.f32", "sqrt.approx.f32",
                 "rcp.approx.ftz.f64", "rsqrt.approx.ftz.f64"]:
        assert full[form]["mismatches"] == 0, form


def test_run_instruction_matches_h100(rec):
    x = rec["in_f32"]
    d = ptxemu.run_instruction("ex2.approx.ftz.f32 d, a;", a=x)["d"]
    assert np.array_equal(d, rec["ex2.approx.ftz.f32"])
    a, b = rec["in_div_a"], rec["in_div_b"]
    d = ptxemu.run_instruction("div.full.f32 q, a, b;", a=a, b=b)["q"]
    assert np.array_equal(d, rec["div.full.f32"])
    d = ptxemu.run_instruction("rsqrt.approx.ftz.f64 d, a;", a=rec["in_f64"])["d"]
    assert np.array_equal(d, rec["rsqrt.approx.ftz.f64"])


def test_compiled_cores_equal_numpy_cores(jit_route):
    """Every entry of every f32 core, through the public function (one binade or two)."""
    from ptxemu.numerics import jit

    if not jit.active():
        pytest.skip("the numpy route is the reference here")
    one = np.uint32(0x3F800000)
    cases = [("rcp", one + np.arange(1 << 23, dtype=np.uint32)),
             ("rsqrt", one + np.arange(1 << 24, dtype=np.uint32)),
             ("sqrt", one + np.arange(1 << 24, dtype=np.uint32)),
             ("ex2", (np.arange(1 << 23) * 2.0**-23).astype(np.float32).view(np.uint32)),
             ("ex2", (-np.arange(1 << 23) * 2.0**-23).astype(np.float32).view(np.uint32)),
             # a seventh of the F of [-1/2, 1/2) turn; tanh on every seventh input of [2^-8, 8) (negative)
             ("sin", np.arange(-(1 << 24), 1 << 24, 7).astype(np.float32) * np.float32(2.0**-25 * 2 * np.pi)),
             ("cos", np.arange(0x3E000000, 0x41000000, 11, dtype=np.uint32)),
             ("tanh", np.arange(0x3B800000, 0x41000000, 7, dtype=np.uint32) | np.uint32(0x80000000)),
             ("lg2", np.arange(0x3F000000, 0x40000000, 3, dtype=np.uint32))]
    for fn, x in cases:
        x = np.ascontiguousarray(x).view(np.uint32) if x.dtype == np.float32 else x
        fast = evaluate(fn, "f32", True, x)
        with jit.disabled():
            ref = evaluate(fn, "f32", True, x)
        assert np.array_equal(fast, ref), (fn, _report(x, ref, fast))


# ---------------------------------------------------------------------------------------------
# the manual's special values and exact cases worked by hand
# ---------------------------------------------------------------------------------------------
PINF, NINF, NAN, PZ, NZ = 0x7F800000, 0xFF800000, 0x7FC00000, 0x00000000, 0x80000000
CANON = 0x7FFFFFFF


def f32(v: float) -> int:
    return int(np.array(v, dtype=np.float32).view(np.uint32))


def one(fn: str, ftz: bool, x: int) -> int:
    return int(evaluate(fn, "f32", ftz, np.array([x], dtype=np.uint32))[0])


@pytest.mark.parametrize("ftz", [True, False])
@pytest.mark.parametrize("fn,x,want", [
    # ex2 table of the manual (9.7.3.21)
    ("ex2", NINF, PZ), ("ex2", NZ, f32(1)), ("ex2", PZ, f32(1)), ("ex2", PINF, PINF), ("ex2", NAN, CANON),
    # integers: 2^n is exact (the fraction is 0 and the core's entry 0 is 1.0)
    ("ex2", f32(3), f32(8)), ("ex2", f32(-1), f32(0.5)), ("ex2", f32(-126), 0x00800000),
    ("ex2", f32(127), 0x7F000000),
    ("ex2", f32(128), PINF), ("ex2", f32(-200), PZ),
    # rcp (9.7.3.18): +-0 -> +-inf, +-inf -> +-0, powers of two exact
    ("rcp", PZ, PINF), ("rcp", NZ, NINF), ("rcp", PINF, PZ), ("rcp", NINF, NZ), ("rcp", NAN, CANON),
    ("rcp", f32(2), f32(0.5)), ("rcp", f32(-0.25), f32(-4)),
    # sqrt (9.7.3.19): -x -> NaN, -0 -> -0, +inf -> +inf; squares of powers of two exact
    ("sqrt", f32(-1), CANON), ("sqrt", NZ, NZ), ("sqrt", PZ, PZ), ("sqrt", PINF, PINF), ("sqrt", NINF, CANON),
    ("sqrt", f32(16), f32(4)), ("sqrt", f32(0.25), f32(0.5)),
    # rsqrt (9.7.3.20): +-0 -> +-inf, +inf -> +0, negative -> NaN
    ("rsqrt", PZ, PINF), ("rsqrt", NZ, NINF), ("rsqrt", PINF, PZ), ("rsqrt", f32(-4), CANON),
    ("rsqrt", NINF, CANON),
    ("rsqrt", f32(4), f32(0.5)), ("rsqrt", f32(0.25), f32(2)),
    # sin/cos (9.7.3.22-23): +-0 -> +-0 / 1, +-inf and NaN -> NaN
    ("sin", PZ, PZ), ("sin", NZ, NZ), ("sin", PINF, CANON), ("sin", NINF, CANON), ("sin", NAN, CANON),
    ("cos", PZ, f32(1)), ("cos", NZ, f32(1)), ("cos", PINF, CANON), ("cos", NAN, CANON),
    # tanh (9.7.3.24, no .ftz form): +-0 -> +-0, +-inf -> +-1, NaN -> NaN, subnormals are kept
    ("tanh", PZ, PZ), ("tanh", NZ, NZ), ("tanh", PINF, f32(1)), ("tanh", NINF, f32(-1)),
    ("tanh", NAN, CANON), ("tanh", 0x00000001, 0x00000001), ("tanh", 0x80400000, 0x80400000),
])
def test_manual_special_values(fn, x, want, ftz):
    assert one(fn, ftz, x) == want


def test_subnormals_with_and_without_ftz():
    # ex2(-127) = 2^-127 is subnormal: .ftz flushes it; the plain form squares ex2(-63.5) (FMUL keeps
    # the subnormal), and 2^-63.5 is not exact, so the square is within an ulp of 2^-127, not zero
    assert one("ex2", True, f32(-127)) == PZ
    assert abs(one("ex2", False, f32(-127)) - 0x00400000) <= 2
    assert one("ex2", False, f32(-149)) == 0x00000001  # 2^-149 (1 + tiny) rounds to the least subnormal
    assert one("ex2", False, f32(-151)) == PZ
    # rcp(2^127) = 2^-127: flushed by .ftz, kept (scaled by 1/4 around MUFU) without
    assert one("rcp", True, f32(2.0**127)) == PZ
    assert one("rcp", False, f32(2.0**127)) == 0x00400000
    # subnormal inputs: .ftz reads them as zeros; the plain forms scale them by 2^24 first
    assert one("rcp", True, 0x00000001) == PINF
    assert one("rcp", False, 0x00400000) == f32(2.0**127)  # 1 / 2^-127
    assert one("rcp", False, 0x00000001) == PINF  # 2^149 overflows
    assert one("sqrt", True, 0x00000001) == PZ
    assert abs(one("sqrt", False, 0x00400000) - f32(2.0**-63.5)) <= 1  # sqrt(2^-127), not flushed
    assert one("rsqrt", False, f32(2.0**-130)) == f32(2.0**65)


def test_divisions_by_hand():
    def div(a, b, ftz=False, full=False):
        return int(evaluate("div", "f32", ftz, np.uint32(f32(a)), np.uint32(f32(b)), full=full))

    assert div(1, 2) == f32(0.5) and div(6, 3, full=True) == f32(2)
    # manual: div.approx.f32 gives 0 for |b| in [2^126, 2^128) (MUFU.RCP's result is below 2^-126)
    assert div(1e38, 2.0**126.5) == PZ
    # ... div.full.f32 scales both by 1/4 first and is right there
    assert div(2.0**127, 2.0**126, full=True) == f32(2)
    assert div(2.0**127, 2.0**126, ftz=True, full=True) == f32(2)
    # subnormal divisor: the plain forms scale both operands by 2^24
    assert div(2.0**-140, 2.0**-140) == f32(1) and div(2.0**-140, 2.0**-140, full=True) == f32(1)
    assert div(2.0**-140, 2.0**-140, ftz=True) == CANON  # 0 * inf
    assert div(0.0, 0.0) == CANON and div(1.0, 0.0) == PINF and div(-1.0, 0.0, full=True) == NINF


def test_within_the_manuals_error_bounds(rec):
    """The manual's bounds: ex2.approx and div.full within 2 ulp of the correctly rounded result
    (normal results)."""
    x = rec["in_f32"]
    with np.errstate(invalid="ignore"):
        xf = x.view(np.float32).astype(np.float64)
    ok = np.isfinite(xf) & (xf > -125) & (xf < 127) & ((x & 0x7F800000) != 0)
    got = evaluate("ex2", "f32", True, x[ok]).astype(np.int64)
    want = np.exp2(xf[ok]).astype(np.float32).view(np.uint32).astype(np.int64)
    assert np.abs(got - want).max() <= 2
    a, b = rec["in_div_a"], rec["in_div_b"]
    with np.errstate(all="ignore"):
        q = a.view(np.float32).astype(np.float64) / b.view(np.float32).astype(np.float64)
    ok = np.isfinite(q) & (np.abs(q) > 2.0**-126) & (np.abs(q) < 2.0**127)
    got = evaluate("div", "f32", False, a[ok], b[ok], full=True).astype(np.int64)
    want = q[ok].astype(np.float32).view(np.uint32).astype(np.int64)
    assert np.abs(got - want).max() <= 2


def test_rsqrt_f64_by_hand():
    def r(v, ftz=False):
        return int(evaluate("rsqrt", "f64", ftz, np.array([v], dtype=np.float64).view(np.uint64))[0])

    def d(v):
        return int(np.array(v, dtype=np.float64).view(np.uint64))

    # powers of four: e = 1 - x y^2 = 0 and the Newton step leaves y = 2^-k exact
    assert r(4.0) == d(0.5) and r(0.25) == d(2.0) and r(2.0**-1074 * 4**0) != 0
    assert r(0.0) == d(np.inf) and r(-0.0) == d(-np.inf) and r(np.inf) == 0
    assert r(-1.0) == 0xFFF8000000000000 and r(-np.inf) == 0xFFF8000000000000
    # the .ftz form has only MUFU.RSQ64H's 20 mantissa bits in the high word, the plain form ~all 52
    assert r(2.0, ftz=True) & 0xFFFFFFFF == 0
    assert abs(r(2.0) - d(2.0**-0.5)) <= 1
    # subnormal inputs: .ftz reads them as zero; the plain form scales by 2^54 and back by 2^27
    assert r(2.0**-1060, ftz=True) == d(np.inf)
    assert r(2.0**-1060) == d(2.0**530)


def test_16bit_forms_by_hand():
    h = np.array([0x0000, 0x8000, 0x7C00, 0xFC00, 0x3C00, 0xBC00, 0x4C00, 0xCE00, 0x7E00], dtype=np.uint16)
    # 2^0 = 1, 2^inf = inf, 2^-inf = 0, 2^1 = 2, 2^-1 = 0.5, 2^16 overflows f16, 2^-24 is its least subnormal
    want = [0x3C00, 0x3C00, 0x7C00, 0x0000, 0x4000, 0x3800, 0x7C00, 0x0001, 0x7FFF]
    assert evaluate("ex2", "f16", False, h).tolist() == want
    b = np.array([0x0000, 0x0001, 0x3F80, 0xBF80, 0xFF80, 0x7FC0], dtype=np.uint16)
    # bf16 subnormal input flushed (.ftz): 2^0; NaN -> 0x7fff
    assert evaluate("ex2", "bf16", True, b).tolist() == [0x3F80, 0x3F80, 0x4000, 0x3F00, 0x0000, 0x7FFF]


# ---------------------------------------------------------------------------------------------
# the named approximate model; forms the manual lacks
# ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text,key", [("sin.approx.f32 d, a;", "sin.approx.ftz.f32"),
                                      ("cos.approx.ftz.f32 d, a;", "cos.approx.ftz.f32"),
                                      ("tanh.approx.f32 d, a;", "tanh.approx.f32")])
def test_run_instruction_trig_matches_h100(rec, text, key):
    assert np.array_equal(ptxemu.run_instruction(text, a=rec["in_f32"])["d"], rec[key])


def test_libm_model_is_still_reachable_by_name(rec):
    """model='libm' is the documented approximation (float64 libm, rounded): it differs from the
    H100 on the recorded sin samples, the exact model does not."""
    x = rec["in_f32"]
    libm = evaluate("sin", "f32", True, x, model="libm")
    assert (libm != rec["sin.approx.ftz.f32"]).sum() > 1000
    half = np.array([f32(0.5)], dtype=np.uint32)
    assert evaluate("sin", "f32", True, half, model="libm")[0] == f32(np.sin(0.5))


@pytest.mark.parametrize("text", ["ex2.approx.ftz.f16 d, a;", "ex2.approx.bf16 d, a;",
                                  "tanh.approx.ftz.f32 d, a;", "rcp.approx.f64 d, a;",
                                  "sqrt.approx.f64 d, a;", "div.approx.f64 d, a, b;", "lg2.approx.f16 d, a;"])
def test_forms_the_manual_lacks_are_errors(text):
    with pytest.raises(PtxError):
        ptxemu.run_instruction(text, a=np.uint32(0), b=np.uint32(0))


def test_rounded_forms_run_through_the_kernel_path():
    # issue 29: run_instruction refused div.rn.f32 ("not an instruction form ptxemu executes") though
    # kernels run it; 1/3 rounded to nearest f32 is 0x3EAAAAAB (0.333333343..., the error 1/3 * 2^-24
    # below half an ulp), sqrt(2) is 0x3FB504F3 (1.41421354, correctly rounded)
    out = ptxemu.run_instruction("div.rn.f32 d, a, b;", a=np.float32(1), b=np.float32(3))["d"]
    assert int(out) == 0x3EAAAAAB
    out = ptxemu.run_instruction("sqrt.rn.f32 d, a;", a=np.float32(2))["d"]
    assert int(out) == 0x3FB504F3
