"""The one table of matrix instruction forms: wgmma.mma_async, mma.sync (dense, `.kind::f8f6f4` and
the block-scaled kinds), ldmatrix and stmatrix.

Shapes, types, qualifiers, register counts, PTX versions and targets are written here once, and
read by every consumer:

* `ptxemu.check` — the family rules in catalogue/wgmma.py, mma.py, matrix.py (diagnostics);
* `ptxemu.mma` — ops/mma_dense.py and ops/mma_kind.py (which form, which arithmetic model);
* `ptxemu.layout` — layouts/fragments.py (which fragment pattern) and layouts/catalog.py
  (the forms the explorer and the tests enumerate);
* `run_instruction` and the interpreter — through `ptxemu.isa.catalogue.match(ins)`, which returns
  the `FormEntry` of a valid form (its shape, its type slots, its register counts, the PTX version
  and targets it needs) or None.

Where the manual's sections disagree, ptxas 13.5 decides (docs/isa.md lists each case):
  - integer (.s8/.u8) wgmma takes N up to 256 (the syntax block stops at 224; the matrix-shape table
    9.7.15.2 and ptxas 13.5 go to 256 in steps of 16, like .b1);
  - `.kind::f8f6f4` also has the m16n8k16 shape with .e4m3/.e5m2 (not in the manual), and its
    fp8-only forms also assemble on sm_100a;
  - `.kind::mxf4nvf4 .scale_vec::4X .ue8m0` (Table 36) needs PTX ISA 9.1.
"""

# ruff: noqa: E501  (a data table: one form per line reads better than wrapped rows)

from __future__ import annotations

from dataclasses import dataclass, field

from ptxemu.isa.targets import BLACKWELL_ALL, SM90A, Req, req

# ------------------------------------------------------------------------------------------------
# wgmma.mma_async (9.7.15.5.2): per (atype, btype) group the K, the N values, the dtypes, the
# immediate operands (imm-scale-a/b; imm-trans-a/b for the descriptor forms).
# ------------------------------------------------------------------------------------------------
WGMMA_N_FLOAT = tuple(range(8, 257, 8))
# ptxas 13.5: .s8/.u8 and .b1 take the same N (the shape table 9.7.15.2), 240 and 256 included
WGMMA_N_INT = (8, 16, 24) + tuple(range(32, 257, 16))


@dataclass(frozen=True)
class WgGroup:
    kind: str  # "floating point" | "integer" | "single bit"
    types: frozenset[tuple[str, str]]  # legal (atype, btype)
    k: int
    ns: tuple[int, ...]
    dtypes: tuple[str, ...]
    scale_imms: bool  # imm-scale-a / imm-scale-b operands
    trans: bool  # imm-trans-a / imm-trans-b operands (descriptor forms only)
    mods: tuple[str, ...] = ()  # modifiers beyond .sync/.aligned (.b1: both mandatory)
    mandatory_mods: tuple[str, ...] = ()
    ptx: tuple[int, int] = (8, 0)
    ptx_mixed: tuple[int, int] = (8, 0)  # PTX version when atype != btype
    targets: Req = SM90A


_F8 = (".e4m3", ".e5m2")
_I8 = (".s8", ".u8")
WGMMA_GROUPS: tuple[WgGroup, ...] = (
    WgGroup("floating point", frozenset({(".f16", ".f16")}), 16, WGMMA_N_FLOAT, (".f16", ".f32"), True, True),
    WgGroup("floating point", frozenset({(".bf16", ".bf16")}), 16, WGMMA_N_FLOAT, (".f32",), True, True),
    WgGroup("floating point", frozenset({(".tf32", ".tf32")}), 8, WGMMA_N_FLOAT, (".f32",), True, False),
    WgGroup("floating point", frozenset((a, b) for a in _F8 for b in _F8), 32, WGMMA_N_FLOAT, (".f16", ".f32"),
            True, False),
    WgGroup("integer", frozenset((a, b) for a in _I8 for b in _I8), 32, WGMMA_N_INT, (".s32",), False, False,
            mods=(".satfinite",), ptx_mixed=(8, 4)),
    WgGroup("single bit", frozenset({(".b1", ".b1")}), 256, WGMMA_N_INT, (".s32",), False, False,
            mods=(".and", ".popc"), mandatory_mods=(".and", ".popc")),
)


def wgmma_group(atype: str, btype: str) -> WgGroup | None:
    for g in WGMMA_GROUPS:
        if (atype, btype) in g.types:
            return g
    return None


def wgmma_d_count(n: int, dtype: str) -> int:
    """D registers per thread: M*N/128 values, two .f16 per .b32 register."""
    return n // 2 if dtype in (".f32", ".s32") else n // 4


# ------------------------------------------------------------------------------------------------
# mma.sync (9.7.14.5.14): the dense forms (and .kind::f8f6f4) as rows: (shape, a/b type group)
# -> registers per thread of A, B and per dtype of C/D, legal dtypes/ctypes, layouts, PTX, targets.
# ------------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class MmaForm:
    shape: str
    atypes: tuple[str, ...]
    btypes: tuple[str, ...]
    na: int
    nb: int
    nd: dict  # dtype -> registers
    dtypes: tuple[str, ...]
    ctypes: tuple[str, ...]
    layouts: tuple[tuple[str, str], ...]
    ptx: tuple[int, int]
    targets: Req
    kind: str = ""  # "", "f8f6f4"
    same_ab: bool = False

    @property
    def mnk(self) -> tuple[int, int, int]:
        return shape_mnk(self.shape)


RC = ((".row", ".col"),)
ANY_LAYOUT = tuple((a, b) for a in (".row", ".col") for b in (".row", ".col"))
F16 = (".f16",)
F8 = _F8
F8F6F4 = (".e4m3", ".e5m2", ".e3m2", ".e2m3", ".e2m1")
I8 = _I8
I4 = (".s4", ".u4")
SM120 = req("sm_120a sm_121a +sm_120f")
# ptxas 13.5 also takes the fp8-only .kind::f8f6f4 forms on sm_100a (held-out rounds)
KIND_FP8_TARGETS = req("sm_100a sm_101a sm_110a sm_103a sm_120a sm_121a +sm_100f +sm_110f +sm_120f")
MMA_ROUNDINGS = (".rn", ".rz", ".rm", ".rp")  # f64 forms only, at most one
# ptxas 13.5 (not the manual): .s4/.u4 forms take .xor and/or .and (repeats too), and .popc beside
# one of them, but not with .satfinite; the manual gives these no meaning (ptxemu.mma refuses them)
MMA_I4_BITOPS = (".xor", ".and", ".popc")
# ptxas 13.5 (not the manual): on the sm_100 family it takes tcgen05's .kind names f16 / tf32 / i8
# on mma.sync exactly where it takes .kind::f8f6f4 with .e4m3/.e5m2 only (sm_120a does not)
MMA_KIND_FP8_ALIASES = ("f16", "tf32", "i8")
SM100_KIND_ALIAS_TARGETS = req("sm_100a sm_101a sm_110a sm_103a +sm_100f +sm_110f")

MMA_DENSE: tuple[MmaForm, ...] = (
    MmaForm(".m8n8k4", F16, F16, 2, 2, {".f16": 4, ".f32": 8}, (".f16", ".f32"), (".f16", ".f32"), ANY_LAYOUT,
            (6, 4), req(">=70")),
    MmaForm(".m16n8k8", F16, F16, 2, 1, {".f16": 2, ".f32": 4}, (".f16", ".f32"), (".f16", ".f32"), RC,
            (6, 5), req(">=75")),
    MmaForm(".m16n8k16", F16, F16, 4, 2, {".f16": 2, ".f32": 4}, (".f16", ".f32"), (".f16", ".f32"), RC,
            (7, 0), req(">=80")),
    MmaForm(".m16n8k4", (".tf32",), (".tf32",), 2, 1, {".f32": 4}, (".f32",), (".f32",), RC, (7, 0), req(">=80")),
    MmaForm(".m16n8k8", (".bf16", ".tf32"), (".bf16", ".tf32"), 0, 0, {".f32": 4}, (".f32",), (".f32",), RC,
            (7, 0), req(">=80"), same_ab=True),
    MmaForm(".m16n8k16", (".bf16",), (".bf16",), 4, 2, {".f32": 4}, (".f32",), (".f32",), RC, (7, 0), req(">=80")),
    MmaForm(".m16n8k16", F8, F8, 2, 1, {".f16": 2, ".f32": 4}, (".f16", ".f32"), (".f16", ".f32"), RC,
            (8, 7), req(">=89")),
    MmaForm(".m16n8k32", F8, F8, 4, 2, {".f16": 2, ".f32": 4}, (".f16", ".f32"), (".f16", ".f32"), RC,
            (8, 4), req(">=89")),
    MmaForm(".m16n8k32", F8F6F4, F8F6F4, 4, 2, {".f16": 2, ".f32": 4}, (".f16", ".f32"), (".f16", ".f32"), RC,
            (8, 7), SM120, kind="f8f6f4"),
    # not in the manual; ptxas 13.0 and 13.5 take it (fp8 element types only)
    MmaForm(".m16n8k16", F8, F8, 2, 1, {".f16": 2, ".f32": 4}, (".f16", ".f32"), (".f16", ".f32"), RC,
            (8, 7), SM120, kind="f8f6f4"),
    MmaForm(".m8n8k4", (".f64",), (".f64",), 1, 1, {".f64": 2}, (".f64",), (".f64",), RC, (7, 0), req(">=80")),
    MmaForm(".m16n8k4", (".f64",), (".f64",), 2, 1, {".f64": 4}, (".f64",), (".f64",), RC, (7, 8), req(">=90")),
    MmaForm(".m16n8k8", (".f64",), (".f64",), 4, 2, {".f64": 4}, (".f64",), (".f64",), RC, (7, 8), req(">=90")),
    MmaForm(".m16n8k16", (".f64",), (".f64",), 8, 4, {".f64": 4}, (".f64",), (".f64",), RC, (7, 8), req(">=90")),
    MmaForm(".m8n8k16", I8, I8, 1, 1, {".s32": 2}, (".s32",), (".s32",), RC, (6, 5), req(">=75")),
    MmaForm(".m16n8k16", I8, I8, 2, 1, {".s32": 4}, (".s32",), (".s32",), RC, (7, 0), req(">=80")),
    MmaForm(".m16n8k32", I8, I8, 4, 2, {".s32": 4}, (".s32",), (".s32",), RC, (7, 0), req(">=80")),
    MmaForm(".m8n8k32", I4, I4, 1, 1, {".s32": 2}, (".s32",), (".s32",), RC, (6, 5), req(">=75")),
    MmaForm(".m16n8k32", I4, I4, 2, 1, {".s32": 4}, (".s32",), (".s32",), RC, (7, 0), req(">=80")),
    MmaForm(".m16n8k64", I4, I4, 4, 2, {".s32": 4}, (".s32",), (".s32",), RC, (7, 0), req(">=80")),
    MmaForm(".m8n8k128", (".b1",), (".b1",), 1, 1, {".s32": 2}, (".s32",), (".s32",), RC, (7, 0), req(">=75")),
    MmaForm(".m16n8k128", (".b1",), (".b1",), 2, 1, {".s32": 4}, (".s32",), (".s32",), RC, (7, 0), req(">=80")),
    MmaForm(".m16n8k256", (".b1",), (".b1",), 4, 2, {".s32": 4}, (".s32",), (".s32",), RC, (7, 0), req(">=80")),
)
# Sparse mma (mma.sp / mma.sp::ordered_metadata, manual 9.7.14.6.3; ptxas 13.5 on the sparse
# cross-product corpus, tests/data/isa/crossproduct_sp.jsonl.gz): A holds 16 x K/2 elements, B K x 8,
# C/D 4 elements a thread; .row.col only; dtype = ctype.  PTX 7.1 (.sp) / 8.5 (.sp::ordered_metadata).
_SP_F16 = {".f16": 2, ".f32": 4}
MMA_SPARSE: tuple[MmaForm, ...] = (
    MmaForm(".m16n8k16", F16, F16, 2, 2, _SP_F16, (".f16", ".f32"), (".f16", ".f32"), RC, (7, 1), req(">=80")),
    MmaForm(".m16n8k32", F16, F16, 4, 4, _SP_F16, (".f16", ".f32"), (".f16", ".f32"), RC, (7, 1), req(">=80")),
    MmaForm(".m16n8k16", (".bf16",), (".bf16",), 2, 2, {".f32": 4}, (".f32",), (".f32",), RC, (7, 1), req(">=80")),
    MmaForm(".m16n8k32", (".bf16",), (".bf16",), 4, 4, {".f32": 4}, (".f32",), (".f32",), RC, (7, 1), req(">=80")),
    MmaForm(".m16n8k8", (".tf32",), (".tf32",), 2, 2, {".f32": 4}, (".f32",), (".f32",), RC, (7, 1), req(">=80")),
    MmaForm(".m16n8k16", (".tf32",), (".tf32",), 4, 4, {".f32": 4}, (".f32",), (".f32",), RC, (7, 1), req(">=80")),
    # .f16 accumulators: .sp::ordered_metadata on sm_120 only (SPARSE_F8_F16_TARGETS); the manual's
    # m16n8k32 fp8 shape is refused by ptxas 13.5 everywhere
    MmaForm(".m16n8k64", F8, F8, 4, 4, _SP_F16, (".f16", ".f32"), (".f16", ".f32"), RC, (8, 4), req(">=89")),
    MmaForm(".m16n8k64", F8F6F4, F8F6F4, 4, 4, _SP_F16, (".f16", ".f32"), (".f16", ".f32"), RC, (8, 7), SM120,
            kind="f8f6f4"),
    MmaForm(".m16n8k32", I8, I8, 2, 2, {".s32": 4}, (".s32",), (".s32",), RC, (7, 1), req(">=80")),
    MmaForm(".m16n8k64", I8, I8, 4, 4, {".s32": 4}, (".s32",), (".s32",), RC, (7, 1), req(">=80")),
    MmaForm(".m16n8k64", I4, I4, 2, 2, {".s32": 4}, (".s32",), (".s32",), RC, (7, 1), req(">=80")),
    MmaForm(".m16n8k128", I4, I4, 4, 4, {".s32": 4}, (".s32",), (".s32",), RC, (7, 1), req(">=80")),
)
SPARSE_ORDERED_PTX = (8, 5)
SPARSE_F8_F16_TARGETS = req(">=120")
# the largest sparsity selector ptxas 13.5 takes, by (shape, atype): "value '2' out of range"
SPARSE_SELECTOR_MAX = {(".m16n8k16", ".f16"): 3, (".m16n8k32", ".f16"): 3, (".m16n8k16", ".bf16"): 3,
                       (".m16n8k32", ".bf16"): 1, (".m16n8k8", ".tf32"): 3, (".m16n8k16", ".tf32"): 1,
                       (".m16n8k32", ".s8"): 1, (".m16n8k32", ".u8"): 1, (".m16n8k64", ".s4"): 1,
                       (".m16n8k64", ".u4"): 1}  # every other form: 0


@dataclass(frozen=True)
class SparsePattern:
    """How sparse A is stored (manual 9.7.14.6.1 / 9.7.15.6.1): each `chunk` consecutive elements of a
    row of A keep `kept`; one metadata index field of `field_bits` bits names the place of `per_field`
    consecutive stored elements (s4/u4: a stored pair) inside their chunk, in units of `per_field`."""

    chunk: int
    kept: int
    per_field: int
    field_bits: int
    ordered: tuple[int, ...] | None  # tf32: the only meaningful 4-bit fields; else None (2-bit indices)


SPARSE_PATTERNS = {
    **{t: SparsePattern(4, 2, 1, 2, None) for t in (".f16", ".bf16", ".e4m3", ".e5m2", ".s8", ".u8")},
    ".tf32": SparsePattern(2, 1, 1, 4, (0b0100, 0b1110)),
    **{t: SparsePattern(8, 4, 2, 2, None) for t in (".s4", ".u4")},
}
# tcgen05.mma.sp (9.7.16.10.8.1-3): the pattern follows the kind, not the element type: 2:4 for .kind::f16,
# ::f8f6f4, ::mxf8f6f4 (also with 4/6-bit types) and ::i8; 4:8 pairwise for ::mxf4 and ::mxf4nvf4
TCGEN05_SPARSE_PATTERNS = {
    "tf32": SPARSE_PATTERNS[".tf32"],  # 1:2, one 4-bit field per chunk: 0b0100 or 0b1110 (9.7.16.10.8.1)
    **{k: SPARSE_PATTERNS[".f16"] for k in ("f16", "f8f6f4", "mxf8f6f4", "i8")},
    **{k: SPARSE_PATTERNS[".s4"] for k in ("mxf4", "mxf4nvf4")},
}
# sparse metadata of the 2-bit kinds: two index fields per chunk (low field first); the manual lists
# the ordered pairs (first index below the second) as the meaningful values of .sp::ordered_metadata
# and calls only the four equal pairs invalid for .sp and for wgmma.mma_async.sp
SPARSE_ORDERED_NIBBLES = (0b0100, 0b1000, 0b1001, 0b1100, 0b1101, 0b1110)


# m16n8k8 with bf16 has 2/1 registers, with tf32 4/2
MMA_K8_REGS = {".bf16": (2, 1), ".tf32": (4, 2)}


def mma_regs(form: MmaForm, atype: str) -> tuple[int, int]:
    """(A, B) registers per thread of a dense row."""
    return MMA_K8_REGS[atype] if form.same_ab else (form.na, form.nb)


def mma_requirements(form: MmaForm, dt: str, at: str, bt: str, kind: str = "") -> tuple[tuple[int, int], Req]:
    """PTX version and targets of one dense / .kind::f8f6f4 form (the row's, adjusted by type;
    `kind` one of MMA_KIND_FP8_ALIASES for those spellings)."""
    ptx, targets = form.ptx, form.targets
    if form.atypes == F8 and not form.kind and dt == ".f16":
        ptx = max(ptx, (8, 7))
    if form.kind == "f8f6f4" and at in F8 and bt in F8:
        ptx = (8, 7) if dt == ".f16" or form.shape == ".m16n8k16" else (8, 6)
        targets = SM100_KIND_ALIAS_TARGETS if kind in MMA_KIND_FP8_ALIASES else KIND_FP8_TARGETS
    return ptx, targets


# Table 36 (block scaling): kind -> shape, element types, legal (scale_vec, stype), default scale_vec
@dataclass(frozen=True)
class BlockScale:
    kind: str
    shape: str
    types: tuple[str, ...]
    combos: tuple[tuple[str, str], ...]  # (scale_vec, stype)
    default_vec: str | None  # scale_vec when omitted (None: mandatory)
    ptx: tuple[int, int] = (8, 7)
    combo_ptx: dict = field(default_factory=dict)  # (scale_vec, stype) -> a later PTX version
    targets: Req = SM120


BLOCK_SCALE = {
    "mxf8f6f4": BlockScale("mxf8f6f4", ".m16n8k32", F8F6F4, (("1X", ".ue8m0"),), "1X"),
    "mxf4": BlockScale("mxf4", ".m16n8k64", (".e2m1",), (("2X", ".ue8m0"),), "2X"),
    # Table 36 allows 4X with ue8m0; ptxas 13.5 takes it from PTX ISA 9.1 only
    "mxf4nvf4": BlockScale("mxf4nvf4", ".m16n8k64", (".e2m1",),
                           (("2X", ".ue8m0"), ("4X", ".ue8m0"), ("4X", ".ue4m3")), None,
                           combo_ptx={("4X", ".ue8m0"): (9, 1)}),
}
# Table 37: legal (byte-id-a, thread-id-a, byte-id-b, thread-id-b) values per scale_vec
SELECTORS = {"1X": ((0, 1, 2, 3), (0, 1), (0, 1, 2, 3), (0, 1, 2, 3)),
             "2X": ((0, 2), (0, 1), (0, 2), (0, 1, 2, 3)),
             "4X": ((0,), (0, 1), (0,), (0, 1, 2, 3))}
MMA_KINDS = ("f8f6f4",) + tuple(BLOCK_SCALE)


# ------------------------------------------------------------------------------------------------
# ldmatrix / stmatrix (9.7.14.5.15-16): per shape the legal types, .num, .trans rule, registers
# per matrix, PTX version and targets.
# ------------------------------------------------------------------------------------------------
FMT = ((".b8x16", ".b6x16_p32"), (".b8x16", ".b4x16_p64"))


@dataclass(frozen=True)
class MatForm:
    shape: str
    types: tuple[tuple[str, ...], ...]  # each legal type tuple as written
    nums: tuple[str, ...]
    trans: str  # "opt" | "required" | "forbidden"
    regs_per_matrix: int
    ptx: tuple[int, int]
    targets: Req


LD_FORMS = (
    MatForm(".m8n8", ((".b16",),), (".x1", ".x2", ".x4"), "opt", 1, (6, 5), req(">=75")),
    MatForm(".m16n16", ((".b8",),) + FMT, (".x1", ".x2"), "required", 2, (8, 6), BLACKWELL_ALL),
    MatForm(".m8n16", FMT, (".x1", ".x2", ".x4"), "forbidden", 1, (8, 6), BLACKWELL_ALL),
)
ST_FORMS = (
    MatForm(".m8n8", ((".b16",),), (".x1", ".x2", ".x4"), "opt", 1, (7, 8), req(">=90")),
    MatForm(".m16n8", ((".b8",),), (".x1", ".x2", ".x4"), "required", 1, (8, 6), BLACKWELL_ALL),
)
LDST_FORMS = {"ldmatrix": LD_FORMS, "stmatrix": ST_FORMS}
LDST_SPACES = (".shared", ".shared::cta")


def shape_mnk(shape: str) -> tuple[int, int, int]:
    """'.m16n8k32' -> (16, 8, 32); '.m8n8' -> (8, 8, 0)."""
    s = shape.lstrip(".")[1:]
    m, rest = s.split("n", 1)
    n, _, k = rest.partition("k")
    return int(m), int(n), int(k or 0)


# ------------------------------------------------------------------------------------------------
# A matched form: what match() returns
# ------------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class FormEntry:
    """One valid instruction form, resolved against the table.

    `types` holds the type slots by name, without the dot: dtype/atype/btype/ctype (mma), plus
    stype (block-scaled mma); dtype/atype/btype (wgmma); type and src_fmt (ldmatrix/stmatrix).
    `regs` is registers per thread per operand (a, b, c, d; r for ldmatrix/stmatrix); wgmma's A is
    the register count of its register form (4), its B a descriptor.
    """

    family: str  # "wgmma" | "mma" | "ldmatrix" | "stmatrix"
    name: str
    m: int
    n: int
    k: int
    types: dict[str, str]
    ptx: tuple[int, int]
    targets: Req
    regs: dict[str, int]
    modifiers: frozenset[str] = frozenset()
    kind: str = ""
    scale_vec: int | None = None
    num: int = 0
    trans: bool = False
    layouts: tuple[str, str] = ("row", "col")
    row: object = None  # the table row (WgGroup / MmaForm / BlockScale / MatForm)

    @property
    def shape(self) -> tuple[int, int, int]:
        return self.m, self.n, self.k

    def type(self, slot: str) -> str | None:
        return self.types.get(slot)
