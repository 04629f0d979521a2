"""tcgen05.mma at matrix level: the instruction descriptor (PTX ISA 9.0, 9.7.16.4.2, Tables 42-44)
decoded field by field from one data table, the shapes of Table 39, and the arithmetic.

    form = decode_idesc("tcgen05.mma.cta_group::1.kind::f16", idesc)
    D = mma_tcgen05(form, A, B, C, enable_input_d=True)          # A (..., M, K), B (..., K, N)

or through the public entry point: ``ptxemu.mma("tcgen05.mma.cta_group::1.kind::f16", A, B, C,
idesc=idesc)``. The arithmetic is the one named Blackwell model of numerics/blackwell.py that
`ptxemu.mma`'s sm_120a `.kind::*` forms use (one model, not two):

* .kind::f8f6f4, ::mxf8f6f4, ::mxf4, ::mxf4nvf4: `ops.mma_kind.evaluate_kind` with a KindForm of
  the tcgen05 shape (the same code and model as mma.sync .kind::*, whose per-output sums do not
  depend on M and N: a tcgen05 tile equals the loop of the m16n8 forms over its tiles);
* .kind::f16 / ::tf32: the same model's f16x / tf32 engines (B200TC.m's other input formats),
  evaluated by the generic block-FMA code of numerics/blockfma(_fast).py;
* .kind::i8: exact integer arithmetic (numerics.integer.int_mma), wrapping or saturating (bit 3).

D = A*B + D*2^-scale_input_d (f16/tf32 only): the scale is an exact exponent shift of D before
it enters the sum. enable_input_d = false: D = A*B (C is the additive identity -0). Negate A/B
flips the elements' signs.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from ptxemu.errors import PtxError, PtxOperandError, Unsupported

# --- the instruction descriptor, one row per field: (first bit, width, name) -----------------
# Table 42 (.kind::tf32, ::f16, ::f8f6f4, ::i8)
IDESC_DENSE: tuple[tuple[int, int, str], ...] = (
    (0, 2, "sparsity_selector"),
    (2, 1, "sparse"),
    (3, 1, "saturate"),
    (4, 2, "dtype"),
    (6, 1, "reserved6"),
    (7, 3, "atype"),
    (10, 3, "btype"),
    (13, 1, "negate_a"),
    (14, 1, "negate_b"),
    (15, 1, "transpose_a"),
    (16, 1, "transpose_b"),
    (17, 6, "n_shr3"),
    (23, 1, "reserved23"),
    (24, 5, "m_shr4"),
    (29, 1, "reserved29"),
    (30, 2, "ws_max_shift"),
)
# Table 43 (.kind::mxf8f6f4)
IDESC_MXF8F6F4: tuple[tuple[int, int, str], ...] = (
    (0, 2, "reserved0"),
    (2, 1, "sparse"),
    (3, 1, "reserved3"),
    (4, 2, "sfb_id"),
    (6, 1, "reserved6"),
    (7, 3, "atype"),
    (10, 3, "btype"),
    (13, 1, "negate_a"),
    (14, 1, "negate_b"),
    (15, 1, "transpose_a"),
    (16, 1, "transpose_b"),
    (17, 6, "n_shr3"),
    (23, 1, "scale_type"),
    (24, 3, "reserved24"),
    (27, 2, "m_shr7"),
    (29, 2, "sfa_id"),
    (31, 1, "reserved31"),
)
# Table 44 (.kind::mxf4, ::mxf4nvf4)
IDESC_MXF4: tuple[tuple[int, int, str], ...] = (
    (0, 2, "reserved0"),
    (2, 1, "sparse"),
    (3, 1, "reserved3"),
    (4, 2, "sfb_id"),
    (6, 1, "reserved6"),
    (7, 3, "atype"),
    (10, 2, "btype"),
    (12, 1, "reserved12"),
    (13, 1, "negate_a"),
    (14, 1, "negate_b"),
    (15, 1, "transpose_a"),
    (16, 1, "transpose_b"),
    (17, 6, "n_shr3"),
    (23, 1, "scale_type"),
    (24, 3, "reserved24"),
    (27, 2, "m_shr7"),
    (29, 2, "sfa_id"),
    (31, 1, "k_dim"),
)
IDESC_TABLES = {
    "f16": IDESC_DENSE,
    "tf32": IDESC_DENSE,
    "f8f6f4": IDESC_DENSE,
    "i8": IDESC_DENSE,
    "mxf8f6f4": IDESC_MXF8F6F4,
    "mxf4": IDESC_MXF4,
    "mxf4nvf4": IDESC_MXF4,
}

# type codes of the descriptor's atype/btype/dtype fields, per kind
_F8F6F4_CODES = {0: "e4m3", 1: "e5m2", 3: "e2m3", 4: "e3m2", 5: "e2m1"}
ATYPE_CODES: dict[str, dict[int, str]] = {
    "f16": {0: "f16", 1: "bf16"},
    "tf32": {2: "tf32"},
    "f8f6f4": _F8F6F4_CODES,
    "i8": {0: "u8", 1: "s8"},
    "mxf8f6f4": _F8F6F4_CODES,
    "mxf4": {1: "e2m1"},
    "mxf4nvf4": {1: "e2m1"},
}
DTYPE_CODES: dict[str, dict[int, str]] = {
    "f16": {0: "f16", 1: "f32"},
    "tf32": {1: "f32"},
    "f8f6f4": {0: "f16", 1: "f32"},
    "i8": {2: "s32"},
}
KIND_K = {"f16": 16, "tf32": 8, "f8f6f4": 32, "i8": 32, "mxf8f6f4": 32, "mxf4": 64, "mxf4nvf4": 64}
ELEM_BITS = {
    "f16": 16,
    "bf16": 16,
    "tf32": 32,
    "e4m3": 8,
    "e5m2": 8,
    "e3m2": 6,
    "e2m3": 6,
    "e2m1": 4,
    "s8": 8,
    "u8": 8,
}
CODE_DTYPE = {"f16": np.uint16, "bf16": np.uint16, "tf32": np.uint32, "f32": np.uint32, "s32": np.uint32}


def idesc_fields(kind: str, idesc: int) -> dict[str, int]:
    """Every field of the 32-bit instruction descriptor of `kind` (Tables 42-44)."""
    table = IDESC_TABLES.get(kind)
    if table is None:
        raise PtxError(f"tcgen05.mma has no .kind::{kind} (valid: {', '.join(IDESC_TABLES)})")
    v = int(idesc) & 0xFFFFFFFF
    return {name: (v >> lo) & ((1 << w) - 1) for lo, w, name in table}


@dataclass(frozen=True)
class TcForm:
    """One tcgen05.mma as the instruction and its descriptor define it."""

    kind: str
    cta_group: int
    m: int  # the whole MMA's M (both CTAs of a pair for cta_group::2)
    n: int
    k: int
    dtype: str
    atype: str
    btype: str
    negate_a: bool = False
    negate_b: bool = False
    transpose_a: bool = False  # A MN-major in shared memory
    transpose_b: bool = False
    saturate: bool = False
    ws: bool = False
    stype: str | None = None
    scale_vec: int | None = None  # columns of scale_A
    sfa_id: int = 0
    sfb_id: int = 0
    name: str = ""
    sparse: bool = False  # tcgen05.mma.sp: A holds K/2 stored elements per row (k is the logical K)
    selector: int = 0  # the descriptor's sparsity selector (bits 0-1)
    ashift: bool = False  # .ashift: A's rows shifted down by one in tensor memory (ashift_rows)

    @property
    def chunk(self) -> int:
        return self.k // self.scale_vec if self.scale_vec else self.k


def _instruction_quals(instruction: str) -> list[str]:
    text = instruction.strip().split()[0].rstrip(";")
    return ["." + q for q in text.split(".")[1:]]


def decode_idesc(instruction: str, idesc: int) -> TcForm:
    """The TcForm of `instruction` (its qualifiers: cta_group, kind, block_scale, scale vector,
    .ws, .sp) with the descriptor `idesc`; any field outside the tables is a PtxError naming it."""
    q = _instruction_quals(instruction)
    name = instruction.strip().split()[0].rstrip(";")
    if not name.startswith("tcgen05.mma"):
        raise PtxError(f"'{name}' is not a tcgen05.mma form")
    sparse = ".sp" in q
    ashift = ".ashift" in q
    if ashift and any(x in q for x in (".collector::a::use", ".collector::a::fill")):
        raise PtxError(f"'{name}': .ashift cannot go with .collector::a::use or ::fill (9.7.16.10.9.1)")
    cg = 2 if ".cta_group::2" in q else 1
    kind = next((x[len(".kind::") :] for x in q if x.startswith(".kind::")), None)
    if kind is None or kind not in IDESC_TABLES:
        raise PtxError(f"'{name}': expected .kind:: one of {', '.join(IDESC_TABLES)}")
    ws = ".ws" in q
    f = idesc_fields(kind, idesc)
    if bool(f["sparse"]) != sparse:
        raise PtxError(
            f"'{name}': instruction descriptor {int(idesc):#010x} "
            + (
                "lacks the sparsity flag (bit 2) that .sp needs"
                if sparse
                else "sets the sparsity flag (bit 2) without .sp"
            )
            + " (9.7.16.4.2)"
        )
    selector = 0
    if sparse:
        selector = _sparse_selector(name, kind, cg, ws, f.get("sparsity_selector", 0))
    for key, v in f.items():
        if key.startswith("reserved") and v:
            raise PtxError(
                f"'{name}': instruction descriptor {int(idesc):#010x} sets reserved field {key} (must be 0)"
            )
    codes = ATYPE_CODES[kind]
    if f["atype"] not in codes or f["btype"] not in codes:
        bad = f["atype"] if f["atype"] not in codes else f["btype"]
        raise PtxError(
            f"'{name}': instruction descriptor type code {bad} is not a .kind::{kind} type "
            f"(valid: {', '.join(f'{c}={t}' for c, t in codes.items())})"
        )
    atype, btype = codes[f["atype"]], codes[f["btype"]]
    if kind == "f16" and atype != btype:
        raise PtxError(f"'{name}': .kind::f16 needs A and B of the same type (got {atype}, {btype})")
    block = kind in ("mxf8f6f4", "mxf4", "mxf4nvf4")
    stype = None
    scale_vec = None
    sfa = sfb = 0
    if block:
        if ".block_scale" not in q:
            raise PtxError(f"'{name}': .kind::{kind} needs .block_scale")
        stype = "ue8m0" if f["scale_type"] == 1 else "ue4m3"
        if kind != "mxf4nvf4" and stype != "ue8m0":
            raise PtxError(f"'{name}': .kind::{kind} scales are UE8M0 (descriptor bit 23 must be 1)")
        if f.get("k_dim"):
            raise Unsupported(f"'{name}': K = 96 (descriptor bit 31) exists on sm_103a only")
        vec = next((x for x in q if x.startswith(".scale_vec::") or x in (".block16", ".block32")), None)
        scale_vec = {"mxf8f6f4": 1, "mxf4": 2, "mxf4nvf4": None}[kind]
        if vec in (".scale_vec::1X", ".scale_vec::2X", ".scale_vec::4X"):
            scale_vec = int(vec[len(".scale_vec::")])
        elif vec == ".block16":
            scale_vec = 4
        elif vec == ".block32":
            scale_vec = 1 if kind == "mxf8f6f4" else 2
        valid = {"mxf8f6f4": (1,), "mxf4": (2,), "mxf4nvf4": (2, 4)}[kind]
        if scale_vec not in valid:
            raise PtxError(
                f"'{name}': .kind::{kind} takes scale vectors {valid}X (Table 55)"
                + ("; mxf4nvf4 needs it explicitly" if scale_vec is None else "")
            )
        if stype == "ue4m3" and scale_vec != 4:
            raise PtxError(f"'{name}': UE4M3 scales need .scale_vec::4X / .block16 (Table 55)")
        sfa, sfb = f["sfa_id"], f["sfb_id"]
        ok = {1: (0, 1, 2, 3), 2: (0, 2), 4: (0,)}[scale_vec]
        if sfa not in ok or sfb not in ok:
            raise PtxError(f"'{name}': SFA_ID / SFB_ID must be in {ok} for .scale_vec::{scale_vec}X")
        m = f["m_shr7"] << 7
        dtype = "f32"
    else:
        if ".block_scale" in q:
            raise PtxError(f"'{name}': .block_scale needs .kind::mxf8f6f4, ::mxf4 or ::mxf4nvf4")
        m = f["m_shr4"] << 4
        dcodes = DTYPE_CODES[kind]
        if f["dtype"] not in dcodes:
            raise PtxError(
                f"'{name}': descriptor dtype code {f['dtype']} is not valid for .kind::{kind} "
                f"(valid: {', '.join(f'{c}={t}' for c, t in dcodes.items())})"
            )
        dtype = dcodes[f["dtype"]]
        if kind == "f16" and dtype == "f16" and atype == "bf16":
            raise PtxError(f"'{name}': bf16 inputs need an f32 accumulator (Table 39)")
    if f.get("saturate") and kind != "i8":
        raise PtxError(f"'{name}': saturate (descriptor bit 3) is for .kind::i8 only")
    if kind == "i8" and (f["negate_a"] or f["negate_b"]):
        raise PtxError(f"'{name}': .kind::i8 has no negate (descriptor bits 13/14 must be 0)")
    if kind in ("mxf4", "mxf4nvf4") and f["transpose_a"]:
        raise PtxError(f"'{name}': .kind::{kind} has no transpose of A (descriptor bit 15 must be 0)")
    if not ws and f.get("ws_max_shift"):
        raise PtxError(f"'{name}': the B-reuse shift (bits 30-31) is for .ws only")
    n = f["n_shr3"] << 3
    _check_shape(name, kind, cg, ws, m, n)
    if ashift and (ws or m not in (128, 256)):
        raise PtxError(
            f"'{name}': .ashift is only allowed with M = 128 or M = 256 (9.7.16.10.9.1), not M = {m}"
        )
    if ashift and cg == 2 and m == 128:
        raise Unsupported(
            f"'{name}': .ashift with M = 128 and .cta_group::2 (Layout B, each CTA's 64 rows in two lane "
            "halves) is not modelled: which row is 'the last row in the Tensor Memory' there is not stated"
        )
    return TcForm(
        kind,
        cg,
        m,
        n,
        KIND_K[kind] * (2 if sparse else 1),
        dtype,
        atype,
        btype,
        bool(f["negate_a"]),
        bool(f["negate_b"]),
        bool(f["transpose_a"]),
        bool(f["transpose_b"]),
        bool(f.get("saturate", 0)),
        ws,
        stype,
        scale_vec,
        sfa,
        sfb,
        name,
        sparse,
        selector,
        ashift,
    )


def ashift_rows(A: Any) -> np.ndarray:
    """A (..., 128, K) as tcgen05.mma .ashift uses it, per CTA (rows = TMEM lanes 0-127).

    ASSUMPTION (docs/numerics.md "tcgen05.mma .ashift"; the manual's only statement is the text
    "shifts the rows of the A matrix down by one row, except for the last row in the Tensor
    Memory", 9.7.16.10.9.1): row r of the MMA's A is row r - 1 of tensor memory for r >= 1; row 0
    keeps its own row (as ptxemu reads tcgen05.shift's lane 0); the last row (lane 127) moves
    nowhere. Tensor memory itself is not changed. No recording pins this."""
    A = np.asarray(A)
    if A.shape[-2] != 128:
        raise PtxOperandError(f".ashift shifts 128 rows of A per CTA, got {A.shape[-2]}")
    out = A.copy()
    out[..., 1:, :] = A[..., :-1, :]
    return out


# Sparse kinds whose metadata layout in tensor memory is known (layouts.tmem.sparse_meta_map, from
# CuTe's UMMA::tmem_e_frg), with 128 rows of A per CTA (Layouts A and D): .kind::f16 and ::tf32
# (selector 0 or 1), ::f8f6f4 (selector must be 0), ::mxf8f6f4 and ::mxf4nvf4 (selector assumed 0)
# each pinned by a CUTLASS sparse GEMM recorded; ::i8 and ::mxf4 by the named assumption
# sparse-meta-shared.
SPARSE_KINDS = ("f16", "tf32", "mxf8f6f4", "mxf4nvf4", "f8f6f4", "i8", "mxf4")


def _sparse_selector(name: str, kind: str, cg: int, ws: bool, sel: int) -> int:
    if kind in ("f8f6f4", "i8") and sel:  # 9.7.16.10.8.4.5/6: "must be 0"
        raise PtxError(
            f"'{name}': the sparsity selector must be 0 for .kind::{kind} (9.7.16.10.8.4), got {sel}"
        )
    if kind not in SPARSE_KINDS:
        raise Unsupported(
            f"'{name}': sparse tcgen05.mma.sp with .kind::{kind} is not modelled (its metadata layout "
            "in tensor memory, Figures 262-267 of 9.7.16.10.8.4, is not in the manual here and no "
            f"recording pins it; modelled: {', '.join('.kind::' + k for k in SPARSE_KINDS)})"
        )
    if ws:
        raise Unsupported(f"'{name}': sparse .ws (tcgen05.mma.ws.sp) is not modelled")
    if kind not in (
        "f16",
        "tf32",
    ):  # 0 (i8, f8f6f4: checked above; the mx kinds' Tables 43/44 reserve bits 0-1)
        return 0
    if sel > 1:
        raise Unsupported(
            f"'{name}': sparsity selector {sel}: only 0 and 1 (the metadata column at the address and "
            "the next one, as CUTLASS uses them) are pinned by a recording"
        )
    return sel


def _check_shape(name: str, kind: str, cg: int, ws: bool, m: int, n: int) -> None:
    """Table 39 (dense forms)."""
    mx = kind in ("mxf8f6f4", "mxf4", "mxf4nvf4")
    if ws:
        if cg == 2 or mx:
            raise PtxError(f"'{name}': .ws exists only with .cta_group::1 and the non-block-scaled kinds")
        ms, ns = (32, 64, 128), (64, 128, 256)
    elif cg == 1:
        ms = (128,) if mx else (64, 128)
        ns = (8, 16, 24, 32) + tuple(range(48, 257, 16)) if kind == "i8" else tuple(range(8, 257, 8))
    else:
        ms = (128, 256)
        ns = tuple(range(32, 257, 32)) if kind == "i8" else tuple(range(16, 257, 16))
    if m not in ms:
        raise PtxError(
            f"'{name}': M = {m} (instruction descriptor) is not valid here; Table 39 allows "
            f"{', '.join(map(str, ms))}"
        )
    if n not in ns:
        raise PtxError(f"'{name}': N = {n} (instruction descriptor) is not valid here (Table 39)")


# --- arithmetic ----------------------------------------------------------------------------------
def _neg(codes: np.ndarray, typ: str, on: bool) -> np.ndarray:
    if not on:
        return codes
    from ptxemu.formats.table import get_format

    return codes ^ codes.dtype.type(get_format(typ).sign_mask)


def mma_tcgen05(
    form: TcForm,
    A: Any,
    B: Any,
    C: Any,
    *,
    scale_a: Any = None,
    scale_b: Any = None,
    enable_input_d: Any = True,
    scale_input_d: int = 0,
    model: Any = None,
) -> np.ndarray:
    """D codes (..., M, N) of one tcgen05.mma tile. A (..., M, K), B (..., K, N) element codes
    (4/6-bit codes in the low bits of uint8), C (..., M, N) accumulator codes; block-scaled kinds
    take scale_a (..., M, SF) and scale_b (..., SF, N) codes. `model`: a Blackwell model (name or
    instance; default the default model)."""
    from ptxemu.numerics import blackwell

    if form.sparse:
        raise PtxError(f"'{form.name}': a sparse form takes its metadata: use mma_tcgen05_sparse")
    mdl = blackwell.select_model(model)
    M, N, K = form.m, form.n, form.k
    A, B, C = np.asarray(A), np.asarray(B), np.asarray(C)
    for arr, shp, what in ((A, (M, K), "A"), (B, (K, N), "B"), (C, (M, N), "C")):
        if arr.ndim < 2 or arr.shape[-2:] != shp:
            raise PtxOperandError(
                f"'{form.name}': {what} must have shape (..., {shp[0]}, {shp[1]}), got {arr.shape}"
            )
    if scale_input_d and form.kind not in ("f16", "tf32"):
        raise PtxError(f"'{form.name}': scale-input-d is only valid for .kind::f16 and ::tf32")
    if not 0 <= int(scale_input_d) <= 15:
        raise PtxError(f"'{form.name}': scale-input-d must be in [0, 15], got {scale_input_d}")
    use_c = np.asarray(enable_input_d).astype(bool)
    if form.kind == "i8":
        from ptxemu.numerics.integer import int_mma

        return int_mma(
            A.astype(np.uint8),
            B.astype(np.uint8),
            C.astype(np.uint32),
            form.atype,
            form.btype,
            satfinite=form.saturate,
            bitop=None,
            use_c=use_c[..., None, None] if use_c.ndim else use_c,
        )
    dt = CODE_DTYPE[form.dtype]
    C = C.astype(dt, copy=False)
    neg_zero = dt(1 << (8 * np.dtype(dt).itemsize - 1))
    if not np.all(use_c):
        C = np.where(use_c[..., None, None] if use_c.ndim else use_c, C, neg_zero)
    if form.kind in ("f16", "tf32"):
        return _dense(form, mdl, A, B, C, int(scale_input_d))
    from ptxemu.ops.mma_kind import KindForm, evaluate_kind

    kf = KindForm(
        form.kind,
        M,
        N,
        K,
        form.dtype,
        form.atype,
        form.btype,
        form.dtype,
        form.stype,
        form.scale_vec,
        form.name,
    )
    a = _neg(A.astype(np.uint8), form.atype, form.negate_a)
    b = _neg(B.astype(np.uint8), form.btype, form.negate_b)
    return evaluate_kind(kf, a, b, C, scale_a=scale_a, scale_b=scale_b, model=mdl)


def sparse_columns(form: TcForm, fields: Any, A: Any, B: Any) -> np.ndarray:
    """The K column (..., M, K/2) of every stored element of A from the metadata's 2-bit index fields
    (..., M, F) of a tcgen05.mma.sp (ops.mma_sparse.stored_columns with the kind's pattern,
    table.TCGEN05_SPARSE_PATTERNS): 2:4, field j names where stored element j sits in chunk j // 2
    (F = K/2); 4:8 pairwise (.kind::mxf4, ::mxf4nvf4), field q names where stored pair q sits in
    chunk q // 2 of eight elements (F = K/4).

    A chunk whose two fields name the same index (0b0000, 0b0101, ...) is outside the values the
    manual calls meaningful (9.7.16.10.8.2/3). CUTLASS's compressor writes 0b0000 for chunks whose
    stored elements are all zero; such a chunk adds only zero products whichever rows of B it
    meets, so it is read as 0b0100 when its stored elements are zero and the chunk's rows of B are
    finite. Otherwise it raises: PtxOperandError (nonzero elements) or Unsupported (an inf/NaN in B
    would make the undefined choice visible)."""
    from ptxemu.formats.table import get_format
    from ptxemu.isa.catalogue.mma_forms import DenseForm
    from ptxemu.isa.catalogue.table import TCGEN05_SPARSE_PATTERNS
    from ptxemu.ops.mma_sparse import stored_columns

    pat = TCGEN05_SPARSE_PATTERNS[form.kind]
    E = np.array(fields, np.uint8)
    A, B = np.asarray(A), np.asarray(B)
    ordered = pat.ordered is not None  # tf32: one 4-bit field per chunk of two
    bad = ~np.isin(E, pat.ordered) if ordered else E[..., 0::2] == E[..., 1::2]  # (..., M, chunks)
    if bad.any():
        integer = form.kind == "i8"  # no -0, no inf/NaN

        def fmt(t: str):  # tf32 elements sit in 32-bit containers: the f32 bit pattern
            return get_format("f32" if t == "tf32" else t)

        fa = None if integer else fmt(form.atype)
        zero = (A.astype(np.int64) & (0xFF if integer else fa.mag_mask)) == 0  # (..., M, K/2)
        zchunk = zero.reshape(zero.shape[:-1] + (bad.shape[-1], -1)).all(axis=-1)
        if (bad & ~zchunk).any():
            v = int((E if ordered else E[..., 0::2] * 5)[bad & ~zchunk].flat[0])
            raise PtxOperandError(
                f"'{form.name}': metadata {v:#06b} is not a meaningful value in a chunk whose stored "
                "elements are not zero (9.7.16.10.8.1-3 list the meaningful values)"
                + ("" if ordered else f": it names index {v % 4} twice")
            )
        fb = None if integer else fmt(form.btype)
        nonfinite = np.zeros(B.shape, bool) if integer else (B.astype(np.int64) & fb.mag_mask) > fb.max_code
        shape = nonfinite.shape[:-2] + (-1, pat.chunk, nonfinite.shape[-1])
        rows = nonfinite.reshape(shape).any(axis=(-2, -1))
        if (bad & rows[..., None, :]).any():
            raise Unsupported(
                f"'{form.name}': metadata outside the meaningful values in a zero chunk whose rows of B "
                "hold inf/NaN: which rows the hardware reads there is not known"
            )
        if ordered:
            E = np.where(bad, pat.ordered[0], E).astype(np.uint8)
        else:
            lo = np.where(bad, 0, E[..., 0::2])
            hi = np.where(bad, 1, E[..., 1::2])
            E = np.stack([lo, hi], axis=-1).reshape(E.shape)
    df = DenseForm(
        "tcgen05",
        form.m,
        form.n,
        form.k,
        form.atype,
        form.btype,
        form.dtype,
        form.dtype,
        name=form.name,
        sparse="sp",
    )
    return stored_columns(df, E, pat)


def mma_tcgen05_sparse(
    form: TcForm,
    A: Any,
    cols: Any,
    B: Any,
    C: Any,
    *,
    scale_a: Any = None,
    scale_b: Any = None,
    enable_input_d: Any = True,
    scale_input_d: int = 0,
    model: Any = None,
) -> np.ndarray:
    """D codes (..., M, N) of one tcgen05.mma.sp tile. A (..., M, K/2) the stored elements, `cols`
    (..., M, K/2) the K column of each (ops.mma_sparse.stored_columns of the metadata fields),
    B (..., K, N), C (..., M, N); block-scaled kinds: scale_a (..., M, SF), scale_b (..., SF, N),
    SF as the dense form (9.7.16.10.7.1: M x SF "for all supported values of K"), scale s covering
    logical columns [s K/SF, (s+1) K/SF): the stored elements [s K/2SF, (s+1) K/2SF), since every
    chunk keeps half its elements in order.

    ASSUMPTION (docs/numerics.md "tcgen05.mma.sp"): as measured for mma.sp / wgmma.sp on the H100
    (ops/mma_sparse.py), each row of D is the dense model of the form's kind applied to the K/2
    stored products, stored element j against row cols[j] of B; the rows of B the metadata skips
    are not read. Small-integer recordings cannot tell this from a dense product with zeros."""
    K, M, N = form.k, form.m, form.n
    A, cols, B, C = np.asarray(A), np.asarray(cols, np.int64), np.asarray(B), np.asarray(C)
    if A.shape[-2:] != (M, K // 2) or cols.shape[-2:] != (M, K // 2):
        raise PtxOperandError(
            f"'{form.name}': A and its columns must have shape (..., {M}, {K // 2}), "
            f"got {A.shape}, {cols.shape}"
        )
    if B.shape[-2:] != (K, N) or C.shape[-2:] != (M, N):
        raise PtxOperandError(f"'{form.name}': B must be (..., {K}, {N}) and C (..., {M}, {N})")
    batch = np.broadcast_shapes(A.shape[:-2], cols.shape[:-2], B.shape[:-2], C.shape[:-2])
    A = np.broadcast_to(A, batch + (M, K // 2))
    cols = np.broadcast_to(cols, batch + (M, K // 2))
    B = np.broadcast_to(B, batch + (K, N))
    idx = np.indices(batch, sparse=True)
    Bg = B[tuple(i[..., None, None] for i in idx) + (cols,)]  # (..., M, K/2, N): B's rows per stored element
    row = TcForm(**{**form.__dict__, "m": 1, "k": K // 2, "sparse": False, "selector": 0})
    en = np.asarray(enable_input_d)
    en = en.reshape(en.shape + (1,) * (len(batch) + 1 - en.ndim)) if en.ndim else en
    kw = {}
    if scale_a is not None:
        kw["scale_a"] = np.asarray(scale_a)[..., :, None, :]  # (..., M, 1, SF): row m's own scales
        kw["scale_b"] = np.asarray(scale_b)[..., None, :, :]  # (..., 1, SF, N)
    D = mma_tcgen05(
        row,
        A[..., :, None, :],
        Bg,
        np.broadcast_to(C, batch + (M, N))[..., :, None, :],
        enable_input_d=en,
        scale_input_d=scale_input_d,
        model=model,
        **kw,
    )
    return D[..., 0, :]


def _dense(form: TcForm, mdl, A, B, C, sid: int) -> np.ndarray:
    from ptxemu.numerics import blackwell, blockfma_fast
    from ptxemu.numerics.blockfma import evaluate
    from ptxemu.numerics.fp import FORMATS, Decoded, decode

    engine = blackwell.dense_engine(mdl, form.atype, form.dtype)
    a_fmt, b_fmt = FORMATS[form.atype], FORMATS[form.btype]
    out_fmt = FORMATS[form.dtype]
    A = A.astype(CODE_DTYPE[form.atype], copy=False)
    B = B.astype(CODE_DTYPE[form.btype], copy=False)
    if sid == 0 and blockfma_fast.applies(engine, a_fmt, b_fmt, out_fmt, out_fmt):
        return blockfma_fast.evaluate_codes(
            engine, A, B, C, a_fmt, b_fmt, out_fmt, out_fmt, form.negate_a, form.negate_b
        )
    a = decode(A, a_fmt).negate(np.asarray(form.negate_a))
    b = decode(B, b_fmt).negate(np.asarray(form.negate_b))
    c = decode(C, out_fmt)
    if sid:  # D * 2^-s: an exact shift of the accumulator's exponent before it is aligned
        c = Decoded(c.neg, c.sig, c.exp - sid, c.nan, c.inf, c.mbits)
    return evaluate(engine, a, b, c, out_fmt)


__all__ = [
    "TcForm",
    "decode_idesc",
    "idesc_fields",
    "mma_tcgen05",
    "mma_tcgen05_sparse",
    "ashift_rows",
    "IDESC_TABLES",
    "KIND_K",
]
