"""Fragment layouts as generic formula tables.

Every register fragment of mma.sync / wgmma is built from one pattern (manual 9.7.14.5.x, the
"row = groupID ..., col = threadID_in_group * ..." formulas): a quad of 4 threads covers one
8-row stripe, each thread holding `epr` consecutive K elements of a 32-bit (or 64-bit) register.
The tables below give, per (form, operand), just the parameters of that pattern; `_tile_*`
turn them into (thread, reg, slot, row, col) arrays. wgmma stacks four warps of the same
pattern along M (rows 16*warp ...), as CuTe's GMMA ALayout/CLayout say
(include/cute/atom/mma_traits_sm90_gmma.hpp, ALayout_64x16 / CLayout_64xN).
"""

from __future__ import annotations

from functools import lru_cache

import numpy as np

from ptxemu.errors import PtxError, Unsupported
from ptxemu.isa.catalogue.table import SELECTORS, SPARSE_PATTERNS
from ptxemu.layouts.core import Layout
from ptxemu.layouts.forms import TYPE_BITS, Form, parse_form

_MANUAL = "PTX ISA 9.0 "


def _grid(threads: int, regs: int, slots: int):
    t, r, s = np.meshgrid(np.arange(threads), np.arange(regs), np.arange(slots), indexing="ij")
    return t.ravel(), r.ravel(), s.ravel()


def _mk(form: Form, operand: str, rows: int, cols: int, threads: int, regs: int, slots: int,
        bits: int, t, r, s, row, col, **kw) -> Layout:
    arrays = [np.ascontiguousarray(x, dtype=np.int32) for x in (t, r, s, row, col)]
    for x in arrays:  # layouts are cached and shared: keep them immutable
        x.flags.writeable = False
    return Layout(form.text, operand, rows, cols, threads, regs, slots, bits, *arrays, **kw)


# ---------------------------------------------------------------------------------------------
# The generic patterns (one warp; `warps` > 1 stacks warps along M every 16 rows)
# ---------------------------------------------------------------------------------------------
def _tile_a(form, operand, M, K, ebits, regbits, warps=1, **kw) -> Layout:
    """A (M x K) fragment: reg r -> M-stripe r % (M/8), K-block r // (M/8)."""
    epr = regbits // ebits if ebits < regbits else 1
    if "slot_bits" in kw and kw["slot_bits"]:
        epr = regbits // kw["slot_bits"]
    kunit = 4 * epr
    mstripes = M // 8
    regs = mstripes * (K // kunit)
    t, r, s = _grid(32 * warps, regs, epr)
    lane, warp = t % 32, t // 32
    gid, tig = lane >> 2, lane & 3
    row = 16 * warp + gid + 8 * (r % mstripes)
    col = (r // mstripes) * kunit + tig * epr + s
    return _mk(form, operand, M * warps, K, 32 * warps, regs, epr, min(ebits, regbits), t, r, s,
               row, col, reg_bits=regbits, **kw)


def _tile_b(form, operand, K, N, ebits, regbits, **kw) -> Layout:
    """B (K x 8) fragment: reg r -> K-block r; column = groupID."""
    epr = regbits // ebits if ebits < regbits else 1
    if "slot_bits" in kw and kw["slot_bits"]:
        epr = regbits // kw["slot_bits"]
    kunit = 4 * epr
    regs = K // kunit
    t, r, s = _grid(32, regs, epr)
    gid, tig = t >> 2, t & 3
    row = r * kunit + tig * epr + s
    col = gid
    return _mk(form, operand, K, N, 32, regs, epr, min(ebits, regbits), t, r, s, row, col,
               reg_bits=regbits, **kw)


def _tile_c(form, operand, M, N, ebits, regbits, warps=1, **kw) -> Layout:
    """C/D (M x N) fragment: element i -> row gid + 8*((i//2) % (M/8... per warp 16)),
    col 8*(i // (2*M/8)) + 2*tig + i%2; packed `epr` elements per register."""
    epr = regbits // ebits if ebits < regbits else 1
    mstripes = 2 if (M // warps) >= 16 else 1
    per_thread = mstripes * 2 * (N // 8)
    regs = per_thread // epr
    t, r, s = _grid(32 * warps, regs, epr)
    i = r * epr + s
    lane, warp = t % 32, t // 32
    gid, tig = lane >> 2, lane & 3
    row = 16 * warp + gid + 8 * ((i // 2) % mstripes)
    col = 8 * (i // (2 * mstripes)) + 2 * tig + (i % 2)
    return _mk(form, operand, M, N, 32 * warps, regs, epr, min(ebits, regbits), t, r, s, row, col,
               reg_bits=regbits, **kw)


# ---------------------------------------------------------------------------------------------
# mma.sync
# ---------------------------------------------------------------------------------------------
# .kind::f8f6f4 / mxf8f6f4: 4- and 6-bit codes sit in 8-bit containers (manual 9.7.14.5.14:
# "e2m1 resides in central 4 bits ... e3m2/e2m3 in the lower 6 bits").
_CONTAINER_SHIFT = {"e2m1": 2, "e3m2": 0, "e2m3": 0}


def _mma_types(form: Form) -> tuple[str, str, str, str, str | None]:
    ts = form.types
    if len(ts) < 4:
        raise PtxError(f"mma needs .dtype.atype.btype.ctype, got {ts}", source=form.text)
    stype = ts[4] if len(ts) > 4 else None
    return ts[0], ts[1], ts[2], ts[3], stype


def _mma_layout(form: Form, operand: str, byte_id: int = 0, thread_id: int = 0, selector: int | None = None
                ) -> Layout:
    M, N, K = form.m, form.n, form.k
    d, a, b, c, stype = _mma_types(form)
    if sparse(form):
        return _mma_sparse_layout(form, operand, d, a, b, c, selector)
    if selector is not None:
        raise PtxError("selector= is the sparsity selector of mma.sp / wgmma.mma_async.sp forms",
                       source=form.text)
    if (M, N, K) == (8, 8, 4) and a == "f16":
        return _mma_m8n8k4_f16(form, operand, d)
    regbits = 64 if a == "f64" else 32
    kw: dict = {}
    op_type = {"a": a, "b": b}.get(operand)
    if op_type is not None and form.kind in ("f8f6f4", "mxf8f6f4"):
        # 8-bit containers for every element type of the mixed f8f6f4 kinds
        kw = {"slot_bits": 8, "shift": _CONTAINER_SHIFT.get(op_type, 0)}
    note = _MANUAL + f"9.7.14.5 (mma.m{M}n{N}k{K} fragments)"
    if operand == "a":
        return _tile_a(form, "a", M, K, TYPE_BITS[a], regbits, element_type=a, note=note, **kw)
    if operand == "b":
        return _tile_b(form, "b", K, N, TYPE_BITS[b], regbits, element_type=b, note=note, **kw)
    if operand in ("c", "d"):
        t = c if operand == "c" else d
        return _tile_c(form, operand, M, N, TYPE_BITS[t], 64 if t == "f64" else 32, element_type=t,
                       note=note)
    if operand in ("sfa", "sfb"):
        return _scale_layout(form, operand, stype, byte_id, thread_id)
    raise PtxError(f"mma has no operand '{operand}' (a, b, c, d, sfa, sfb)", source=form.text)


def sparse(form: Form) -> bool:
    return form.has("sp") or any(q.startswith("sp::") for q in form.quals)


def _mma_sparse_layout(form: Form, operand: str, d: str, a: str, b: str, c: str, selector: int | None
                       ) -> Layout:
    """mma.sp: A is the M x K/2 matrix of stored elements, in the fragment pattern of the dense
    form of half the K (manual 9.7.14.6.2.x: "col = firstcol ... as per the mapping of non-zero
    elements"); B, C and D are those of the dense M x N x K form; 'e' is the metadata."""
    M, N, K = form.m, form.n, form.k
    note = _MANUAL + f"9.7.14.6.2 (sparse mma.m{M}n{N}k{K} fragments)"
    if form.kind:
        raise Unsupported(f"sparse .kind::{form.kind} fragments (sm_120a) are not modelled", source=form.text)
    if operand in ("e", "metadata"):
        return _sparse_meta_layout(form, a, K, 1, selector)
    if selector is not None:
        raise PtxError("selector= belongs to the metadata operand 'e'", source=form.text)
    if operand == "a":
        return _tile_a(form, "a", M, K // 2, TYPE_BITS[a], 32, element_type=a, note=note)
    if operand == "b":
        return _tile_b(form, "b", K, N, TYPE_BITS[b], 32, element_type=b, note=note)
    if operand in ("c", "d"):
        t = c if operand == "c" else d
        return _tile_c(form, operand, M, N, TYPE_BITS[t], 32, element_type=t, note=note)
    raise PtxError(f"mma.sp has no operand '{operand}' (a, b, c, d, e)", source=form.text)


# Metadata of 16/32-bit element types: a thread holds rows g and g+8 of its K range (CuTe
# mma_traits_sm90_gmma_sparse.hpp ELayout_64x32 / ELayout_64x16); of 8/4-bit types one row each
# (ELayout_64x64, mma_traits_sm120_sparse.hpp SM120 16x8x64). Both checked on the H100.
_WIDE_META = ("f16", "bf16", "tf32")


def meta_geometry(atype: str, k: int) -> tuple[int, int, int]:
    """(index fields per row of A, bits per field, threads of each quad that hold metadata)."""
    pat = SPARSE_PATTERNS["." + atype]
    fields = (k // pat.chunk) * pat.kept // pat.per_field
    return fields, pat.field_bits, fields * pat.field_bits // 16


def _sparse_meta_layout(form: Form, atype: str, K: int, warps: int, selector: int | None) -> Layout:
    """The metadata register: per row of A (M x K), `fields` index fields of `fb` bits (the element
    matrix of operand 'e' is M x fields, codes are the raw fields). In every quad, `tq` threads
    (lanes 4*g + tq*selector + p) hold the metadata of rows g and g+8 of the quad's 16-row stripe."""
    sel = 0 if selector is None else int(selector)
    fields, fb, tq = meta_geometry(atype, K)
    if not 0 <= sel < 4 // tq:
        raise PtxError(f"sparsity selector {sel} is not valid here: {tq} thread(s) of each quad hold the "
                       f"metadata, so the selector is in [0..{4 // tq - 1}]", source=form.text)
    fpt = 32 // fb  # fields per thread
    g, p, w, s = np.meshgrid(np.arange(8), np.arange(tq), np.arange(warps), np.arange(fpt), indexing="ij")
    g, p, w, s = g.ravel(), p.ravel(), w.ravel(), s.ravel()
    lane = 4 * g + tq * sel + p
    t = 32 * w + lane
    if tq == 1 or (tq == 2 and atype in _WIDE_META):  # rows g, g+8; the pair splits the fields
        half = fpt // 2
        row = g + 8 * (s // half)
        col = p * half + s % half
    elif tq == 2:  # one row per thread, every field of it
        row, col = g + 8 * p, s
    else:  # four threads: rows g / g+8, first / second half of the fields
        row, col = g + 8 * (p % 2), (p // 2) * fpt + s
    note = (_MANUAL + "9.7.14.6.1 / 9.7.15.6.1 (sparse metadata; figures missing: CuTe ELayouts, "
            f"H100) selector={sel}")
    return _mk(form, "e", 16 * warps, fields, 32 * warps, 1, fpt, fb, t, np.zeros_like(t), s, row + 16 * w,
               col, element_type=f"b{fb}", note=note, meta={"selector": sel, "threads_per_quad": tq})


def _mma_m8n8k4_f16(form: Form, operand: str, dtype: str) -> Layout:
    """mma.m8n8k4 .f16: four independent 8x8x4 MMAs, one per quad-pair (lanes 4q..4q+3 and
    16+4q..16+4q+3); each quad-pair holds a whole copy (manual 9.7.14.5.1)."""
    note = _MANUAL + "9.7.14.5.1 (mma.m8n8k4 .f16, per quad-pair)"
    t = np.arange(32)
    hi = (t >= 16).astype(np.int64)
    q4 = t % 4
    if operand == "a":
        tt, r, s = _grid(32, 2, 2)
        i = 2 * r + s
        hi_, q_ = (tt >= 16).astype(np.int64), tt % 4
        if form.alayout == "row":
            row, col = q_ + 4 * hi_, i
        else:
            row, col = i % 4 + 4 * hi_, q_
        return _mk(form, "a", 8, 4, 32, 2, 2, 16, tt, r, s, row, col, copies=4, element_type="f16",
                   note=note)
    if operand == "b":
        tt, r, s = _grid(32, 2, 2)
        i = 2 * r + s
        hi_, q_ = (tt >= 16).astype(np.int64), tt % 4
        if form.blayout == "row":
            row, col = q_, i + 4 * hi_
        else:
            row, col = i, q_ + 4 * hi_
        return _mk(form, "b", 4, 8, 32, 2, 2, 16, tt, r, s, row, col, copies=4, element_type="f16",
                   note=note)
    del t, hi, q4
    if operand in ("c", "d"):
        ctype = form.types[3] if operand == "c" else dtype
        if ctype == "f16":
            tt, r, s = _grid(32, 4, 2)
            i = 2 * r + s
            row = tt % 4 + 4 * (tt >= 16)
            col = i
            return _mk(form, operand, 8, 8, 32, 4, 2, 16, tt, r, s, row, col, copies=4,
                       element_type="f16", note=note)
        tt, r, s = _grid(32, 8, 1)
        i = r
        x = (tt & 1) + (i & 2)
        row = x + 4 * (tt >= 16)
        col = (i & 4) + (tt & 2) + (i & 1)
        return _mk(form, operand, 8, 8, 32, 8, 1, 32, tt, r, s, row, col, copies=4,
                   element_type="f32", note=note)
    raise PtxError(f"mma.m8n8k4 has no operand '{operand}'", source=form.text)


def _scale_layout(form: Form, operand: str, stype: str | None, byte_id: int, thread_id: int) -> Layout:
    """Scale-factor fragments of block-scaled mma.sync (manual 9.7.14.3, Tables 35-37).

    SF_A row m, chunk j comes from lane 4*(m%8) + m//8 + 2*thread_id_a, byte byte_id_a + j;
    SF_B chunk j, column n from lane 4*n + thread_id_b, byte byte_id_b + j. The row-to-lane
    assignment inside the selected thread pair is CuTe's SFALayout/SFBLayout
    (include/cute/atom/mma_traits_sm120.hpp, SM120_16x8x32_TN_VS / SM120_16x8x64_TN_VS).
    """
    from ptxemu.isa.catalogue import match

    entry = match(form.text)
    v = entry.scale_vec if entry is not None else None  # the table knows the default .scale_vec
    if not form.has("block_scale") or v is None:
        raise PtxError("scale factors exist only for .block_scale forms", source=form.text)
    byte_a, ta_ok, byte_b, tb_ok = SELECTORS[f"{v}X"]  # Table 37
    bytes_ok = byte_a if operand == "sfa" else byte_b
    if byte_id not in bytes_ok:
        raise PtxError(f"byte-id {byte_id} is not valid with .scale_vec::{v}X (Table 37: "
                       f"{sorted(bytes_ok)})", source=form.text)
    if thread_id not in (ta_ok if operand == "sfa" else tb_ok):
        raise PtxError(f"thread-id {thread_id} is not valid for {operand}", source=form.text)
    note = (_MANUAL + "9.7.14.3 + CuTe mma_traits_sm120.hpp SFALayout/SFBLayout "
            f"(byte_id={byte_id}, thread_id={thread_id})")
    meta = {"byte_id": byte_id, "thread_id": thread_id}
    if operand == "sfa":
        m, j = np.meshgrid(np.arange(form.m), np.arange(v), indexing="ij")
        m, j = m.ravel(), j.ravel()
        lane = 4 * (m % 8) + m // 8 + 2 * thread_id
        return _mk(form, "sfa", form.m, v, 32, 1, 4, 8, lane, np.zeros_like(lane), byte_id + j, m, j,
                   element_type=stype or "", note=note, meta=meta)
    j, n = np.meshgrid(np.arange(v), np.arange(form.n), indexing="ij")
    j, n = j.ravel(), n.ravel()
    lane = 4 * n + thread_id
    return _mk(form, "sfb", v, form.n, 32, 1, 4, 8, lane, np.zeros_like(lane), byte_id + j, j, n,
               element_type=stype or "", note=note, meta=meta)


# ---------------------------------------------------------------------------------------------
# wgmma
# ---------------------------------------------------------------------------------------------
def _wgmma_layout(form: Form, operand: str, selector: int | None = None) -> Layout:
    d, a, b = form.types[:3]
    note = _MANUAL + "9.7.15.5.1.1 (wgmma register fragments) + CuTe mma_traits_sm90_gmma.hpp"
    sp = sparse(form)
    if operand in ("e", "metadata") and sp:
        return _sparse_meta_layout(form, a, form.k, 4, selector)
    if selector is not None:
        raise PtxError("selector= belongs to the metadata operand 'e' of wgmma.mma_async.sp",
                       source=form.text)
    if operand == "a":  # sparse: the 64 x K/2 stored elements (manual 9.7.15.6.2)
        k = form.k // 2 if sp else form.k
        return _tile_a(form, "a", 16, k, TYPE_BITS[a], 32, warps=4, element_type=a, note=note)
    if operand in ("c", "d"):
        return _tile_c(form, operand, 64, form.n, TYPE_BITS[d], 32, warps=4, element_type=d, note=note)
    if operand == "b":
        raise Unsupported("wgmma B is always read from shared memory: use "
                          "ptxemu.layouts.smem.element_offsets(descriptor, 'b', ...)", source=form.text)
    raise PtxError(f"wgmma has no operand '{operand}' (a, d)", source=form.text)


# ---------------------------------------------------------------------------------------------
# ldmatrix / stmatrix: row/col are shared-memory coordinates. Row R (of the matrices stacked
# along rows) is the row whose address thread R supplies; col is the element index within it.
# For .trans forms the register-side matrix is the transpose.
# ---------------------------------------------------------------------------------------------
def _ldst_layout(form: Form, operand: str) -> Layout:
    name = form.family
    if operand not in ("d", "r", "s", "a"):
        raise PtxError(f"{name} has one register operand ('r'), not '{operand}'", source=form.text)
    shape, num, tr = (form.m, form.n), form.num, form.trans
    src = form.src_fmt
    note_l = _MANUAL + ("9.7.14.5.15 (ldmatrix)" if name == "ldmatrix" else "9.7.14.5.16 (stmatrix)")
    if shape == (8, 8):
        t, r, s = _grid(32, num, 2)
        gid, tig = t >> 2, t & 3
        if tr:
            row, col = 8 * r + 2 * tig + s, gid
        else:
            row, col = 8 * r + gid, 2 * tig + s
        return _mk(form, "r", 8 * num, 8, 32, num, 2, 16, t, r, s, row, col, element_type="b16",
                   note=note_l, meta={"smem_elem_bits": 16})
    note_c = note_l + " + CuTe copy_traits_sm100.hpp"
    if name == "ldmatrix" and shape == (16, 16):
        bits = {"b6x16_p32": 6, "b4x16_p64": 4, None: 8}[src]
        t, r, s = _grid(32, 2 * num, 4)
        gid, tig = t >> 2, t & 3
        # CuTe SM100_U8x8_LDSM_T / SM100_U8x16_LDSM_T (Src/Dst layouts) worked out to rows/cols
        row = 16 * (r // 2) + 4 * tig + 2 * (r % 2) + (s & 1)
        col = gid + 8 * (s >> 1)
        return _mk(form, "r", 16 * num, 16, 32, 2 * num, 4, bits, t, r, s, row, col, slot_bits=8,
                   element_type=src or "b8", note=note_c, meta={"src_fmt": src, "smem_elem_bits": bits})
    if name == "ldmatrix" and shape == (8, 16):
        bits = {"b6x16_p32": 6, "b4x16_p64": 4}[src]
        t, r, s = _grid(32, num, 4)
        row = 8 * r + (t >> 2)
        col = 4 * (t & 3) + s
        return _mk(form, "r", 8 * num, 16, 32, num, 4, bits, t, r, s, row, col, slot_bits=8,
                   element_type=src, note=note_c, meta={"src_fmt": src, "smem_elem_bits": bits})
    if name == "stmatrix" and shape == (16, 8):
        t, r, s = _grid(32, num, 4)
        gid, tig = t >> 2, t & 3
        # CuTe SM100_U8x{4,8,16}_STSM_T: smem row 2*tig + (byte&1), byte column gid + 8*(byte>>1)
        row = 8 * r + 2 * tig + (s & 1)
        col = gid + 8 * (s >> 1)
        return _mk(form, "r", 8 * num, 16, 32, num, 4, 8, t, r, s, row, col, element_type="b8",
                   note=note_c, meta={"smem_elem_bits": 8})
    raise PtxError(f"{name} has no shape .m{form.m}n{form.n}", source=form.text)


def smem_row_bits(L: Layout) -> np.ndarray:
    """ldmatrix/stmatrix: bit offset of every element inside its 16-byte shared-memory row.

    Packed 4/6-bit sources (.b4x16_p64 / .b6x16_p32) are read LSB-first: element e occupies row
    bits [e*bits, (e+1)*bits), the 64 / 32 padding bits follow (manual 9.7.14.5.15 and the
    tcgen05 "Optional Decompression" section, whose figures are missing here: the LSB-first order
    is ptxemu's reading, not checked on hardware). The destination byte then holds the code in
    its low bits (L.shift == 0).
    """
    from ptxemu.formats.packing import packed_row_bits

    eb = L.meta.get("smem_elem_bits")
    if eb is None:
        raise PtxError(f"{L.instruction}: not an ldmatrix/stmatrix layout")
    return packed_row_bits(L.col.astype(np.int64), eb)


def _valid(form: Form) -> None:
    """The one table of matrix forms decides which forms exist (ptxemu.isa.catalogue.match)."""
    from ptxemu.isa.catalogue import explain

    if sparse(form) and (form.kind or form.has("block_scale")):
        raise Unsupported(f"sparse .kind::{form.kind} (sm_120a) fragment layouts are not modelled",
                          source=form.text)
    entry, why = explain(form.text)
    if entry is None:
        raise PtxError(f"{form.text}: " + "; ".join(why), source=form.text)


def build(form: Form, operand: str, **kwargs) -> Layout:
    operand = operand.lower().lstrip("%")
    if form.family == "tcgen05":  # tensor-memory layouts: layouts/tmem.py
        from ptxemu.layouts import tmem

        # the CLI's default mma.sync selectors mean nothing here (the SF_ID is the name's .idN)
        kwargs = {k: v for k, v in kwargs.items() if not (k in ("byte_id", "thread_id") and v == 0)}
        if kwargs:
            raise PtxError(f"unexpected arguments {sorted(kwargs)} for tcgen05", source=form.text)
        return tmem.build(form.text, operand)
    _valid(form)
    if form.family == "mma":
        return _mma_layout(form, operand, **kwargs)
    if form.family == "wgmma":
        if set(kwargs) - {"selector"}:
            raise PtxError(f"unexpected arguments {sorted(kwargs)} for wgmma", source=form.text)
        return _wgmma_layout(form, operand, **kwargs)
    if kwargs:
        raise PtxError(f"unexpected arguments {sorted(kwargs)} for {form.family}", source=form.text)
    return _ldst_layout(form, operand)


@lru_cache(maxsize=1024)
def cached(instruction: str, operand: str, items: tuple) -> Layout:
    """`build` of an instruction's name, cached (ptxemu.layout and the wmma fragments' base layouts
    read it; the layouts are read-only)."""
    return build(parse_form(instruction), operand, **dict(items))
