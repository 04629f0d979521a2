"""The element-wise instruction forms recorded on the H100 (sm_90a), as data.

Each form is one PTX instruction written with operand names d, a, b, c and the input set each
source operand reads (see gpu_elementwise_inputs.py). `owner` says which ops module models it
(helper A: ops/cvt.py float<->float; helper B: ops/arith.py, ops/cvt_int.py).

`candidate_forms()` lists every form we would like; `gpu_elementwise_build.py` keeps those that
ptxas 13.0 accepts for sm_90a and writes the module.
"""

from __future__ import annotations

from dataclasses import dataclass, field

INTS = ["u8", "u16", "u32", "u64", "s8", "s16", "s32", "s64"]
IWIDTH = {"u8": 8, "u16": 16, "u32": 32, "u64": 64, "s8": 8, "s16": 16, "s32": 32, "s64": 64}
FWIDTH = {"f16": 16, "bf16": 16, "f32": 32, "f64": 64}
# register width used for a value of this type in the recording kernel (8-bit ints travel in b32)
REGW = {**{t: max(32, w) if w == 8 else w for t, w in IWIDTH.items()}, **FWIDTH}
# input set for a single source of this type
SRCSET = {"u8": "i8", "s8": "i8", "u16": "i16", "s16": "i16", "u32": "i32", "s32": "i32",
          "u64": "i64", "s64": "i64", "f16": "h16", "bf16": "h16", "f32": "f32", "f64": "f64"}


def _rw(it: str, ft: str) -> int:
    """Register width of an integer destination (8-bit ints next to bf16 need a b16 register)."""
    return 16 if (ft == "bf16" and IWIDTH[it] == 8) else REGW[it]


@dataclass(frozen=True)
class Form:
    text: str  # e.g. "cvt.rn.f16.f32 d, a;"
    sources: tuple[tuple[str, str, int], ...]  # (operand, input array, register width)
    dwidth: int  # destination register width
    owner: str  # "A" or "B"
    group: str  # output file group
    notes: dict = field(default_factory=dict, compare=False)

    @property
    def name(self) -> str:
        return self.text.split()[0]


def _f(text: str, sources: list[tuple[str, str, int]], dwidth: int, owner: str, group: str) -> Form:
    return Form(text, tuple(sources), dwidth, owner, group)


def _opt(*qs: str) -> list[str]:
    return ["", *qs]


def cvt_float_forms() -> list[Form]:
    """Helper A's float<->float cvt forms that sm_90a may run."""
    out: list[Form] = []
    g = "cvt_float"
    for r in ("rn", "rz"):
        for relu in _opt(".relu"):
            for sf in _opt(".satfinite"):
                for t in ("f16", "bf16"):
                    out.append(_f(f"cvt.{r}{relu}{sf}.{t}.f32 d, a;", [("a", "f32", 32)], 16, "A", g))
                    out.append(_f(f"cvt.{r}{relu}{sf}.{t}x2.f32 d, a, b;",
                                  [("a", "f32", 32), ("b", "f32p", 32)], 32, "A", g))
                out.append(_f(f"cvt.{r}{sf}{relu}.tf32.f32 d, a;", [("a", "f32", 32)], 32, "A", g))
    for sf in _opt(".satfinite"):
        out.append(_f(f"cvt.rna{sf}.tf32.f32 d, a;", [("a", "f32", 32)], 32, "A", g))
    # classic float<->float with .frnd, .ftz, .sat
    for r in ("rn", "rz", "rm", "rp"):
        for ftz in _opt(".ftz"):
            for sat in _opt(".sat"):
                out.append(_f(f"cvt.{r}{ftz}{sat}.f16.f32 d, a;", [("a", "f32", 32)], 16, "A", g))
                out.append(_f(f"cvt.{r}{ftz}{sat}.bf16.f32 d, a;", [("a", "f32", 32)], 16, "A", g))
                out.append(_f(f"cvt.{r}{ftz}{sat}.f32.f64 d, a;", [("a", "f64", 64)], 32, "A", g))
            for sat in _opt(".sat"):
                for dt, st in (("f16", "f64"), ("bf16", "f64"), ("bf16", "f16"), ("f16", "bf16")):
                    if ftz:
                        continue
                    out.append(_f(f"cvt.{r}{sat}.{dt}.{st} d, a;", [("a", SRCSET[st], FWIDTH[st])],
                                  16, "A", g))
    for ftz in _opt(".ftz"):
        for sat in _opt(".sat"):
            out.append(_f(f"cvt{ftz}{sat}.f32.f16 d, a;", [("a", "h16", 16)], 32, "A", g))
            out.append(_f(f"cvt{ftz}{sat}.f32.bf16 d, a;", [("a", "h16", 16)], 32, "A", g))
            out.append(_f(f"cvt{ftz}{sat}.f64.f32 d, a;", [("a", "f32", 32)], 64, "A", g))
            out.append(_f(f"cvt{ftz}{sat}.f32.f32 d, a;", [("a", "f32", 32)], 32, "A", g))
    for sat in _opt(".sat"):
        out.append(_f(f"cvt{sat}.f64.f16 d, a;", [("a", "h16", 16)], 64, "A", g))
        out.append(_f(f"cvt{sat}.f64.bf16 d, a;", [("a", "h16", 16)], 64, "A", g))
    # fp8
    for relu in _opt(".relu"):
        for t in ("e4m3x2", "e5m2x2"):
            out.append(_f(f"cvt.rn.satfinite{relu}.{t}.f32 d, a, b;",
                          [("a", "f32", 32), ("b", "f32p", 32)], 16, "A", g))
            out.append(_f(f"cvt.rn.satfinite{relu}.{t}.f16x2 d, a;", [("a", "h32", 32)], 16, "A", g))
            out.append(_f(f"cvt.rn{relu}.f16x2.{t} d, a;", [("a", "h16", 16)], 32, "A", g))
            # without .satfinite (older syntax; keep if ptxas takes it)
            out.append(_f(f"cvt.rn{relu}.{t}.f32 d, a, b;",
                          [("a", "f32", 32), ("b", "f32p", 32)], 16, "A", g))
    return out


def cvt_int_forms() -> list[Form]:
    """Helper B's cvt forms: integer on either side, and float rounding to integral value."""
    out: list[Form] = []
    g = "cvt_int"
    for ft in ("f16", "bf16", "f32", "f64"):
        src = [("a", SRCSET[ft], FWIDTH[ft])]
        for r in ("rni", "rzi", "rmi", "rpi"):
            for ftz in (_opt(".ftz") if ft == "f32" else [""]):
                for sat in _opt(".sat"):
                    out.append(_f(f"cvt.{r}{ftz}{sat}.{ft}.{ft} d, a;", src, FWIDTH[ft], "B", g))
        for it in INTS:
            for r in ("rni", "rzi", "rmi", "rpi"):
                for ftz in (_opt(".ftz") if ft == "f32" else [""]):
                    out.append(_f(f"cvt.{r}{ftz}.{it}.{ft} d, a;", src, _rw(it, ft), "B", g))
            out.append(_f(f"cvt.rzi.sat.{it}.{ft} d, a;", src, _rw(it, ft), "B", g))
    for it in INTS:
        src = [("a", SRCSET[it], REGW[it])]
        for ft in ("f16", "bf16", "f32", "f64"):
            s2 = [("a", "i8h", 16)] if (ft == "bf16" and IWIDTH[it] == 8) else src
            for r in ("rn", "rz", "rm", "rp"):
                out.append(_f(f"cvt.{r}.{ft}.{it} d, a;", s2, FWIDTH[ft], "B", g))
            out.append(_f(f"cvt.rn.sat.{ft}.{it} d, a;", s2, FWIDTH[ft], "B", g))
        for dt in INTS:
            for sat in _opt(".sat"):
                out.append(_f(f"cvt{sat}.{dt}.{it} d, a;", src, REGW[dt], "B", g))
    return out


def arith_forms() -> list[Form]:
    out: list[Form] = []
    for op in ("add", "sub", "mul"):
        for r in ("", ".rn", ".rz", ".rm", ".rp"):
            for ftz in _opt(".ftz"):
                for sat in _opt(".sat"):
                    out.append(_f(f"{op}{r}{ftz}{sat}.f32 d, a, b;",
                                  [("a", "f32bin_a", 32), ("b", "f32bin_b", 32)], 32, "B", "arith32"))
            out.append(_f(f"{op}{r}.f64 d, a, b;",
                          [("a", "f64bin_a", 64), ("b", "f64bin_b", 64)], 64, "B", "arith64"))
    for r in (".rn", ".rz", ".rm", ".rp"):
        for ftz in _opt(".ftz"):
            for sat in _opt(".sat"):
                out.append(_f(f"fma{r}{ftz}{sat}.f32 d, a, b, c;",
                              [("a", "f32tri_a", 32), ("b", "f32tri_b", 32), ("c", "f32tri_c", 32)],
                              32, "B", "arith32"))
        out.append(_f(f"fma{r}.f64 d, a, b, c;",
                      [("a", "f64tri_a", 64), ("b", "f64tri_b", 64), ("c", "f64tri_c", 64)],
                      64, "B", "arith64"))
    # .ftz near the smallest normal: products and fma results around 2^-126 (flush rule)
    for r in (".rn", ".rz", ".rm", ".rp"):
        for sat in _opt(".sat"):
            out.append(_f(f"mul{r}.ftz{sat}.f32 d, a, b;",
                          [("a", "ftz32bin_a", 32), ("b", "ftz32bin_b", 32)], 32, "B", "arith32"))
            out.append(_f(f"mul{r}{sat}.f32 d, a, b;",
                          [("a", "ftz32bin_a", 32), ("b", "ftz32bin_b", 32)], 32, "B", "arith32"))
            out.append(_f(f"fma{r}.ftz{sat}.f32 d, a, b, c;",
                          [("a", "ftz32tri_a", 32), ("b", "ftz32tri_b", 32), ("c", "ftz32tri_c", 32)],
                          32, "B", "arith32"))
            out.append(_f(f"fma{r}{sat}.f32 d, a, b, c;",
                          [("a", "ftz32tri_a", 32), ("b", "ftz32tri_b", 32), ("c", "ftz32tri_c", 32)],
                          32, "B", "arith32"))
    # sm_100 forms: kept only if ptxas accepts them for sm_90a (expected not)
    for op in ("add", "sub"):
        for t in ("f16", "bf16"):
            out.append(_f(f"{op}.rn.f32.{t} d, a, c;", [("a", "h16", 16), ("c", "f32", 32)],
                          32, "B", "arith32"))
    out.append(_f("fma.rn.f32.f16 d, a, b, c;",
                  [("a", "h16", 16), ("b", "h16", 16), ("c", "f32", 32)], 32, "B", "arith32"))
    out.append(_f("add.rn.f32x2 d, a, b;", [("a", "f64bin_a", 64), ("b", "f64bin_b", 64)], 64,
                  "B", "arith32"))
    return out


def redux_forms() -> list[Form]:
    """Warp-level: each lane whose bit is set in its warp's mask executes the instruction."""
    out = []
    src = [("a", "redux_src", 32), ("m", "redux_mask", 32)]
    for t, ops in (("u32", ("add", "min", "max")), ("s32", ("add", "min", "max")),
                   ("b32", ("and", "or", "xor"))):
        for op in ops:
            out.append(_f(f"redux.sync.{op}.{t} d, a, m;", src, 32, "B", "redux"))
    for op in ("min", "max"):  # sm_100a: expected to be rejected for sm_90a
        out.append(_f(f"redux.sync.{op}.f32 d, a, m;", src, 32, "B", "redux"))
    return out


def candidate_forms() -> list[Form]:
    forms = cvt_float_forms() + cvt_int_forms() + arith_forms() + redux_forms()
    seen: set[tuple] = set()
    uniq = []
    for f in forms:
        if (f.text, f.sources) not in seen:
            seen.add((f.text, f.sources))
            uniq.append(f)
    return uniq
