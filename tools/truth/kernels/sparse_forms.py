"""Sparse tensor-core forms (mma.sp, mma.sp::ordered_metadata, wgmma.mma_async.sp) and the dense wgmma
forms with A in registers and imm-trans-b = 1, inside kernels, for the H100.

    PYTHONPATH=src python3 tools/truth/kernels/sparse_forms.py   # writes sparse_forms.cu beside this
        # file (not committed), tests/data/kernels/sparse_forms_sm90a.ptx (nvcc -O3) and sparse_inputs.npz
    python3 tools/truth/kernels/record.py tests/data/kernels/sparse_forms_sm90a.ptx.xz \\
        tests/data/kernels/sparse_inputs.npz OUT.npz        # on the H100 (H200); keep the d buffers
    python3 tools/truth/kernels/sparse_subset.py tests/data/kernels/sparse_inputs.npz OUT.npz
        # the committed files: the N >= 64 wgmma forms cut to three case kinds

mma.sp kernels: every lane loads its A, B, C and metadata registers as raw bits, runs one mma.sp and
stores D; one warp per case. wgmma kernels: one warpgroup per case; the CTA copies its shared-memory
image (A's stored elements, B) from global memory, adds the shared base address to the descriptors
(LBO, SBO, swizzle, offsets chosen here), loads C, A (register forms) and the metadata per thread,
runs one wgmma.mma_async (scale-d from a per-case flag) and stores D.

Inputs are made at matrix level (A's stored elements, the K column of each, B, C) and put into
registers and shared memory through ptxemu's layouts; what is recorded is raw registers and bytes,
so the recording is truth whatever those layouts say. Case kinds (floats): typical values, the whole
exponent range, subnormals, exact cancellation (one metadata pattern for every row, paired columns),
an accumulator far larger than the products, one dominant product, signed zeros, inf/NaN anywhere,
inf/NaN only in the rows of B that the metadata skips ("skipnan"), and any code. In half of the cases
the threads that the selector does not name hold random garbage metadata, in the other half valid
metadata of a different pattern: the hardware must ignore both.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
sys.path.insert(0, str(ROOT / "src"))

from ptxemu.host import write_text  # noqa: E402
from ptxemu.isa.statement import parse_instruction  # noqa: E402
from ptxemu.layouts import layout, smem  # noqa: E402
from ptxemu.ops.mma_dense import CODE_DTYPES, elem_bits, parse_dense_form  # noqa: E402
from ptxemu.ops.mma_sparse import metadata_fields, pattern  # noqa: E402
from ptxemu.verify.cases import _special_fill, float_codes  # noqa: E402

DATA = ROOT / "tests" / "data" / "kernels"
SWC = {"none": 0, "128B": 1, "64B": 2, "32B": 3}
SWW = {"none": 16, "128B": 128, "64B": 64, "32B": 32}
FLOAT_KINDS = (
    "normal",
    "wide",
    "subnormal",
    "cancel",
    "bigc",
    "dominant",
    "zeros",
    "special",
    "skipnan",
    "anycode",
)
INT_KINDS = ("random", "extreme", "overflow", "small")

# mma.sp forms: (name, instruction, selector)
_M = "mma.sp.sync.aligned"
_O = "mma.sp::ordered_metadata.sync.aligned"
MMA = [
    *[(f"f16_k16_sel{s}", f"{_M}.m16n8k16.row.col.f32.f16.f16.f32", s) for s in range(4)],
    ("f16_k16_f16acc_sel1", f"{_M}.m16n8k16.row.col.f16.f16.f16.f16", 1),
    ("f16_k16_f16acc_ord_sel2", f"{_O}.m16n8k16.row.col.f16.f16.f16.f16", 2),
    ("f16_k32_sel0", f"{_M}.m16n8k32.row.col.f32.f16.f16.f32", 0),
    ("f16_k32_ord_sel1", f"{_O}.m16n8k32.row.col.f32.f16.f16.f32", 1),
    ("f16_k32_f16acc_sel1", f"{_M}.m16n8k32.row.col.f16.f16.f16.f16", 1),
    ("f16_k32_f16acc_ord_sel0", f"{_O}.m16n8k32.row.col.f16.f16.f16.f16", 0),
    ("bf16_k16_ord_sel0", f"{_O}.m16n8k16.row.col.f32.bf16.bf16.f32", 0),
    ("bf16_k16_sel3", f"{_M}.m16n8k16.row.col.f32.bf16.bf16.f32", 3),
    ("bf16_k32_sel0", f"{_M}.m16n8k32.row.col.f32.bf16.bf16.f32", 0),
    ("bf16_k32_ord_sel1", f"{_O}.m16n8k32.row.col.f32.bf16.bf16.f32", 1),
    ("tf32_k8_sel0", f"{_M}.m16n8k8.row.col.f32.tf32.tf32.f32", 0),
    ("tf32_k8_ord_sel2", f"{_O}.m16n8k8.row.col.f32.tf32.tf32.f32", 2),
    ("tf32_k16_ord_sel0", f"{_O}.m16n8k16.row.col.f32.tf32.tf32.f32", 0),
    ("tf32_k16_sel1", f"{_M}.m16n8k16.row.col.f32.tf32.tf32.f32", 1),
    ("e4m3_k64", f"{_M}.m16n8k64.row.col.f32.e4m3.e4m3.f32", 0),
    ("e4m3_e5m2_k64_ord", f"{_O}.m16n8k64.row.col.f32.e4m3.e5m2.f32", 0),
    ("e5m2_e4m3_k64", f"{_M}.m16n8k64.row.col.f32.e5m2.e4m3.f32", 0),
    ("e5m2_k64_ord", f"{_O}.m16n8k64.row.col.f32.e5m2.e5m2.f32", 0),
    ("s8_k32_sel0", f"{_M}.m16n8k32.row.col.s32.s8.s8.s32", 0),
    ("u8s8_k32_sat_ord_sel1", f"{_O}.m16n8k32.row.col.satfinite.s32.u8.s8.s32", 1),
    ("s8u8_k32_sel1", f"{_M}.m16n8k32.row.col.s32.s8.u8.s32", 1),
    ("s8_k64", f"{_M}.m16n8k64.row.col.s32.s8.s8.s32", 0),
    ("u8_k64_sat_ord", f"{_O}.m16n8k64.row.col.satfinite.s32.u8.u8.s32", 0),
    ("s8u8_k64_sat", f"{_M}.m16n8k64.row.col.satfinite.s32.s8.u8.s32", 0),
    ("s4_k64_sel0", f"{_M}.m16n8k64.row.col.s32.s4.s4.s32", 0),
    ("u4s4_k64_sat_ord_sel1", f"{_O}.m16n8k64.row.col.satfinite.s32.u4.s4.s32", 1),
    ("s4u4_k128", f"{_M}.m16n8k128.row.col.s32.s4.u4.s32", 0),
    ("u4_k128_sat_ord", f"{_O}.m16n8k128.row.col.satfinite.s32.u4.u4.s32", 0),
]

# wgmma forms: (name, dtype, atype, btype, n, A in registers, swizzle A, swizzle B, trans A, trans B,
#               selector (None: dense), imm-scale-a, satfinite)
WG = [
    # dense, A from registers, imm-trans-b = 1 (B MN-major): issue 20's defect
    ("dense_f16_n64_regA_transB_128B", "f32", "f16", "f16", 64, True, "none", "128B", 0, 1, None, 1, 0),
    ("dense_bf16_n128_regA_transB_64B", "f32", "bf16", "bf16", 128, True, "none", "64B", 0, 1, None, 1, 0),
    ("dense_f16_n24_f16acc_regA_transB_32B", "f16", "f16", "f16", 24, True, "none", "32B", 0, 1, None, -1, 0),
    ("dense_bf16_n256_regA_transB_none", "f32", "bf16", "bf16", 256, True, "none", "none", 0, 1, None, 1, 0),
    ("dense_f16_n8_regA_transB_64B", "f32", "f16", "f16", 8, True, "none", "64B", 0, 1, None, 1, 0),
    (
        "dense_f16_n128_f16acc_regA_transB_128B",
        "f16",
        "f16",
        "f16",
        128,
        True,
        "none",
        "128B",
        0,
        1,
        None,
        1,
        0,
    ),
    # sparse
    ("sp_f16_n8_none_sel0", "f32", "f16", "f16", 8, False, "none", "none", 0, 0, 0, 1, 0),
    ("sp_f16_n64_128B_sel1", "f32", "f16", "f16", 64, False, "128B", "128B", 0, 0, 1, 1, 0),
    ("sp_f16_n128_f16acc_64B_transB", "f16", "f16", "f16", 128, False, "64B", "32B", 0, 1, 0, -1, 0),
    ("sp_f16_n24_32B_transAB_sel1", "f32", "f16", "f16", 24, False, "32B", "32B", 1, 1, 1, 1, 0),
    ("sp_f16_n40_regA_sel0", "f32", "f16", "f16", 40, True, "none", "128B", 0, 0, 0, 1, 0),
    ("sp_f16_n64_regA_transB_sel1", "f32", "f16", "f16", 64, True, "none", "64B", 0, 1, 1, 1, 0),
    ("sp_bf16_n16_transA_sel0", "f32", "bf16", "bf16", 16, False, "64B", "none", 1, 0, 0, 1, 0),
    ("sp_bf16_n256_128B_sel1", "f32", "bf16", "bf16", 256, False, "128B", "128B", 0, 0, 1, 1, 0),
    ("sp_bf16_n48_regA_transB_sel0", "f32", "bf16", "bf16", 48, True, "none", "128B", 0, 1, 0, 1, 0),
    ("sp_tf32_n8_none_sel0", "f32", "tf32", "tf32", 8, False, "none", "none", 0, 0, 0, 1, 0),
    ("sp_tf32_n72_128B_sel1", "f32", "tf32", "tf32", 72, False, "128B", "128B", 0, 0, 1, -1, 0),
    ("sp_tf32_n32_regA_sel1", "f32", "tf32", "tf32", 32, True, "none", "64B", 0, 0, 1, 1, 0),
    ("sp_e4m3_n8_none", "f32", "e4m3", "e4m3", 8, False, "none", "none", 0, 0, 0, 1, 0),
    ("sp_e4m3_e5m2_n64_128B", "f32", "e4m3", "e5m2", 64, False, "128B", "64B", 0, 0, 0, 1, 0),
    ("sp_e5m2_e4m3_n128_f16acc", "f16", "e5m2", "e4m3", 128, False, "64B", "128B", 0, 0, 0, -1, 0),
    ("sp_e5m2_n24_regA", "f32", "e5m2", "e5m2", 24, True, "none", "none", 0, 0, 0, 1, 0),
    ("sp_e4m3_n256_f16acc_128B", "f16", "e4m3", "e4m3", 256, False, "128B", "128B", 0, 0, 0, 1, 0),
    ("sp_s8_n8_none", "s32", "s8", "s8", 8, False, "none", "none", 0, 0, 0, 1, 0),
    ("sp_u8s8_n80_128B_sat", "s32", "u8", "s8", 80, False, "128B", "128B", 0, 0, 0, 1, 1),
    ("sp_s8u8_n144_regA", "s32", "s8", "u8", 144, True, "none", "64B", 0, 0, 0, 1, 0),
    ("sp_u8_n256_32B_sat", "s32", "u8", "u8", 256, False, "32B", "none", 0, 0, 0, 1, 1),
]


def wg_name(f) -> str:
    name, dt, at, bt, n, areg, swa, swb, ta, tb, sel, isa, sat = f
    sp = sel is not None
    k = {16: 16, 32: 8, 8: 32}[elem_bits(at)] * (2 if sp else 1)
    s = ".satfinite" if sat else ""
    return f"wgmma.mma_async{'.sp' if sp else ''}.sync.aligned.m64n{n}k{k}{s}.{dt}.{at}.{bt}"


# ------------------------------------------------------------------------------------------------
# matrix-level operands
# ------------------------------------------------------------------------------------------------
def random_columns(rng, form, batch: int, same_rows: bool, ordered: bool) -> np.ndarray:
    """(batch, M, K/2) K columns of the stored elements: random valid positions per chunk."""
    p = pattern(form)
    M, K = form.m, form.k
    slots = p.chunk // p.per_field
    keep = p.kept // p.per_field
    rows = 1 if same_rows else M
    pick = np.argsort(rng.random((batch, rows, K // p.chunk, slots)), axis=-1)[..., :keep]
    if ordered or p.ordered is not None:
        pick = np.sort(pick, axis=-1)
    cols = (pick[..., None] * p.per_field + np.arange(p.per_field)).reshape(batch, rows, K // p.chunk, -1)
    cols = cols + (np.arange(K // p.chunk) * p.chunk)[:, None]
    cols = cols.reshape(batch, rows, K // 2)
    return np.broadcast_to(cols, (batch, M, K // 2)).copy()


def _fmt(t):
    from ptxemu.numerics.fp import FORMATS

    return FORMATS[t]


def float_case(rng, form, kind: str, batch: int, ordered: bool):
    M, N, K = form.m, form.n, form.k
    KS = K // 2 if form.sparse else K
    fa, fb, fc = _fmt(form.atype), _fmt(form.btype), _fmt(form.ctype)
    same = kind in ("cancel", "skipnan")
    cols = random_columns(rng, form, batch, same, ordered) if form.sparse else None
    ra, rb = min(fa.emax, 6), min(fb.emax, 6)

    def ab(lo_a, hi_a, lo_b, hi_b, z=0.0):
        return (
            float_codes(rng, fa, (batch, M, KS), lo_a, hi_a, z),
            float_codes(rng, fb, (batch, K, N), lo_b, hi_b, z),
        )

    if kind == "normal":
        A, B = ab(-3, 3, -3, 3)
        C = float_codes(rng, fc, (batch, M, N), -3, 4)
    elif kind == "wide":
        A, B = ab(fa.emin - fa.mbits, fa.emax, fb.emin - fb.mbits, fb.emax, 0.05)
        C = float_codes(rng, fc, (batch, M, N), -20, 20, 0.05)
    elif kind == "subnormal":
        A, B = ab(fa.emin - fa.mbits, fa.emin + 2, -2, 4, 0.05)
        C = float_codes(rng, fc, (batch, M, N), fc.emin - fc.mbits, fc.emin + 3, 0.1)
    elif kind == "cancel":  # stored j and j + KS/2 cancel exactly against their rows of B
        A, B = ab(-ra, ra, -rb, rb)
        h = KS // 2
        A[..., h : 2 * h] = A[..., :h] ^ np.array(1 << (fa.width - 1), A.dtype)
        if cols is not None:
            c0 = cols[:, 0]
            for i in range(batch):
                B[i, c0[i, h : 2 * h], :] = B[i, c0[i, :h], :]
        else:
            B[:, h : 2 * h, :] = B[:, :h, :]
        A[..., -1] = float_codes(rng, fa, (batch, M), -ra - 6, -ra)
        C = float_codes(rng, fc, (batch, M, N), -12, 0, 0.3)
    elif kind == "bigc":
        A, B = ab(-2, 2, -2, 2)
        C = float_codes(rng, fc, (batch, M, N), 10, 30 if fc.emax > 30 else fc.emax - 1)
    elif kind == "dominant":
        A, B = ab(-ra, -ra + 3, -rb, -rb + 3)
        A[..., rng.integers(0, KS)] = float_codes(rng, fa, (batch, M), ra - 2, ra)
        C = float_codes(rng, fc, (batch, M, N), -4, 4, 0.3)
    elif kind == "zeros":
        A, B = ab(-2, 2, -2, 2, 0.8)
        C = float_codes(rng, fc, (batch, M, N), -2, 2, 0.8)
    elif kind == "special":
        A, B = ab(-3, 3, -3, 3, 0.1)
        A = _special_fill(rng, A, fa, 0.02)
        B = _special_fill(rng, B, fb, 0.03)
        C = _special_fill(rng, float_codes(rng, fc, (batch, M, N), -3, 3), fc, 0.05)
    elif kind == "skipnan":  # inf/NaN only in rows of B that no row of A uses (dense: all others)
        A, B = ab(-3, 3, -3, 3, 0.05)
        if cols is not None:
            used = np.zeros((batch, K), bool)
            np.put_along_axis(used, cols[:, 0], True, axis=1)
            sp = _special_fill(rng, B.copy(), fb, 0.6)
            B = np.where(used[:, :, None], B, sp)
        C = float_codes(rng, fc, (batch, M, N), -3, 3, 0.1)
    elif kind == "anycode":
        A = rng.integers(0, 1 << fa.width, size=(batch, M, KS)).astype(CODE_DTYPES[form.atype])
        B = rng.integers(0, 1 << fb.width, size=(batch, K, N)).astype(CODE_DTYPES[form.btype])
        C = float_codes(rng, fc, (batch, M, N), -5, 5)
    else:
        raise ValueError(kind)
    return A, B, C, cols


def int_case(rng, form, kind: str, batch: int, ordered: bool):
    M, N, K = form.m, form.n, form.k
    KS = K // 2 if form.sparse else K
    bits = elem_bits(form.atype)
    top = 1 << bits
    cols = random_columns(rng, form, batch, False, ordered) if form.sparse else None
    A = rng.integers(0, top, size=(batch, M, KS)).astype(np.uint8)
    B = rng.integers(0, top, size=(batch, K, N)).astype(np.uint8)
    C = rng.integers(0, 1 << 32, size=(batch, M, N), dtype=np.uint64).astype(np.uint32)
    ext = np.array([0, top - 1, top // 2, top // 2 - 1], np.uint8)
    if kind in ("extreme", "overflow"):
        A = ext[rng.integers(0, 4, size=A.shape)]
        B = ext[rng.integers(0, 4, size=B.shape)]
    if kind == "overflow":
        near = np.array([0x7FFFFFFF, 0x80000000, 0x7FFF0000, 0x80010000, 0x7FFFFFF0, 0x8000000F], np.uint32)
        C = near[rng.integers(0, len(near), size=C.shape)]
    elif kind == "small":
        C = (rng.integers(-1000, 1000, size=C.shape) & 0xFFFFFFFF).astype(np.uint32)
    return A, B, C, cols


def make_cases(rng, form, per_kind: int, few: bool = False):
    ordered = form.sparse == "ordered"
    isint = form.atype in ("s8", "u8", "s4", "u4")
    kinds = INT_KINDS if isint else FLOAT_KINDS
    if few and not isint:  # wide N: the kinds that find mistakes, to keep the files small
        kinds = ("normal", "wide", "cancel", "special", "skipnan")
    gen = int_case if isint else float_case
    parts = [gen(rng, form, k, per_kind, ordered) for k in kinds]
    A, B, C = (np.concatenate([p[i] for p in parts]) for i in range(3))
    cols = np.concatenate([p[3] for p in parts]) if form.sparse else None
    kind = np.repeat(np.arange(len(kinds)), per_kind)
    return A, B, C, cols, kind, kinds


def meta_registers(rng, form, name: str, selector: int, cols: np.ndarray) -> np.ndarray:
    """(batch, threads) metadata registers: the selected threads hold `cols`' fields; the others hold
    random garbage (even cases) or valid fields of another pattern (odd cases)."""
    L = layout(name, "e", selector=selector)
    R = L.to_registers(metadata_fields(form, cols))[..., 0]
    held = np.zeros(L.threads, bool)
    held[L.thread] = True
    b = R.shape[0]
    garbage = rng.integers(0, 1 << 32, size=(b, L.threads), dtype=np.uint64).astype(np.uint32)
    p = pattern(form)
    if p.ordered is not None:
        nib = np.array(p.ordered)
    else:
        nib = np.array([0b0100, 0b1000, 0b1001, 0b1100, 0b1101, 0b1110])
    valid = nib[rng.integers(0, len(nib), size=(b, L.threads, 8))].astype(np.uint32)
    valid = (valid << (4 * np.arange(8, dtype=np.uint32))).sum(axis=-1).astype(np.uint32)
    other = np.where((np.arange(b) % 2 == 0)[:, None], garbage, valid)
    return np.where(held[None, :], R, other).astype(np.uint32)


# ------------------------------------------------------------------------------------------------
# CUDA sources
# ------------------------------------------------------------------------------------------------
def mma_kernel(name: str, text: str, sel: int, na: int, nb: int, nc: int) -> str:
    k = 0
    groups = []
    for n in (nc, na, nb, nc):
        groups.append("{" + ", ".join(f"%{k + i}" for i in range(n)) + "}")
        k += n
    e = f"%{k}"
    outs = ", ".join(f'"=r"(D[{i}])' for i in range(nc))
    ins = ", ".join(
        [f'"r"(A[{i}])' for i in range(na)]
        + [f'"r"(B[{i}])' for i in range(nb)]
        + [f'"r"(C[{i}])' for i in range(nc)]
        + ['"r"(E)']
    )
    return f"""
extern "C" __global__ void {name}(const uint32_t* __restrict__ a, const uint32_t* __restrict__ b,
    const uint32_t* __restrict__ c, const uint32_t* __restrict__ e, uint32_t* __restrict__ d) {{
  size_t t = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
  uint32_t A[{na}], B[{nb}], C[{nc}], D[{nc}], E = e[t];
  for (int i = 0; i < {na}; ++i) A[i] = a[t * {na} + i];
  for (int i = 0; i < {nb}; ++i) B[i] = b[t * {nb} + i];
  for (int i = 0; i < {nc}; ++i) C[i] = c[t * {nc} + i];
  asm volatile("{text} {groups[0]}, {groups[1]}, {groups[2]}, {groups[3]}, {e}, {sel};" : {outs} : {ins});
  for (int i = 0; i < {nc}; ++i) d[t * {nc} + i] = D[i];
}}
"""


def wg_kernel(f, text: str, nd: int, img_words: int) -> str:
    name, dt, at, bt, n, areg, swa, swb, ta, tb, sel, isa, sat = f
    g_fp = dt != "s32"
    trans = at in ("f16", "bf16")
    outs = ", ".join(f'"+r"(D[{i}])' for i in range(nd))
    dl = ", ".join(f"%{i}" for i in range(nd))
    idx = nd
    ins = []
    if areg:
        a_op = "{" + ", ".join(f"%{idx + i}" for i in range(4)) + "}"
        ins += [f'"r"(A[{i}])' for i in range(4)]
        idx += 4
    else:
        a_op = f"%{idx}"
        ins.append('"l"(da)')
        idx += 1
    b_op = f"%{idx}"
    ins.append('"l"(db)')
    idx += 1
    sp = ""
    if sel is not None:
        sp = f", %{idx}, {sel}"
        ins.append('"r"(E)')
        idx += 1
    imms = []
    if g_fp:
        imms += [str(isa), "1"]
    if trans:
        imms += ([] if areg else [str(ta)]) + [str(tb)]
    tail = "".join(", " + x for x in imms)
    ins.append('"r"(sd)')
    asm = (
        f'"{{\\n.reg .pred p;\\nsetp.ne.b32 p, %{idx}, 0;\\n{text} '
        f'{{{dl}}}, {a_op}, {b_op}{sp}, p{tail};\\n}}\\n"'
    )
    return f"""
extern "C" __global__ void __launch_bounds__(128) {name}(const uint4* __restrict__ img,
    const uint32_t* __restrict__ c, const uint32_t* __restrict__ ar, const uint32_t* __restrict__ e,
    const int* __restrict__ sdv, uint32_t* __restrict__ d, unsigned long long pa, unsigned long long pb) {{
  extern __shared__ __align__(1024) uint4 smem[];
  int t = threadIdx.x;
  size_t g = (size_t)blockIdx.x * 128 + t;
  for (int i = t; i < {img_words}; i += 128) smem[i] = img[(size_t)blockIdx.x * {img_words} + i];
  uint32_t D[{nd}], A[4], E = e[g];
  int sd = sdv[blockIdx.x];
  for (int i = 0; i < {nd}; ++i) D[i] = c[g * {nd} + i];
  for (int i = 0; i < 4; ++i) A[i] = ar[g * 4 + i];
  asm volatile("fence.proxy.async.shared::cta;" ::: "memory");
  __syncthreads();
  unsigned long long base = (unsigned long long)((uint32_t)__cvta_generic_to_shared(smem) >> 4);
  unsigned long long da = pa + base, db = pb + base;
  asm volatile("wgmma.fence.sync.aligned;" ::: "memory");
  asm volatile({asm} : {outs} : {", ".join(ins)} : "memory");
  asm volatile("wgmma.commit_group.sync.aligned;" ::: "memory");
  asm volatile("wgmma.wait_group.sync.aligned 0;" ::: "memory");
  for (int i = 0; i < {nd}; ++i) d[g * {nd} + i] = D[i];
}}
"""


# ------------------------------------------------------------------------------------------------
# shared-memory images
# ------------------------------------------------------------------------------------------------
def k_descriptor(start: int, sw: str, kbytes: int) -> smem.Descriptor:
    """A canonical K-major layout (kbytes: bytes of one K row of the operand)."""
    W = SWW[sw]
    if sw == "none":  # 8 x 16-byte core matrices: K chunks LBO apart, 8-row groups SBO apart
        return smem.Descriptor(start, 128, 128 * (kbytes // 16), 0, 16)
    return smem.Descriptor(start, 16, 8 * W, 0, W)  # one swizzle atom of W bytes per row


def mn_descriptor(start: int, sw: str, mn: int, eb: int) -> smem.Descriptor:
    """A canonical MN-major layout of an operand with `mn` elements of `eb` bits along M or N."""
    W = SWW[sw]
    mnb = mn * eb // 8
    if sw == "none":  # (T, m) chunks SBO apart, 8-K groups LBO apart
        nchunks = -(-mnb // 16)
        return smem.Descriptor(start, 128 * nchunks, 128, 0, 16)
    natoms = -(-mnb // W)
    return smem.Descriptor(start, 8 * W, 8 * W * natoms, 0, W)


def place(img: np.ndarray, M: np.ndarray, desc, operand: str, major: str, bits: int) -> int:
    """Write codes M (batch, rows, cols) into the byte images at the descriptor's addresses; returns
    one past the highest byte used."""
    rows, cols = M.shape[-2:]
    off = smem.element_offsets(desc, operand, major, rows, cols, bits, unit="bit").ravel()
    b = M.shape[0]
    vals = M.reshape(b, -1).astype(np.uint64) & np.uint64((1 << bits) - 1)
    if bits >= 8:
        for j in range(bits // 8):
            img[:, off // 8 + j] = ((vals >> np.uint64(8 * j)) & np.uint64(0xFF)).astype(np.uint8)
    else:
        raise AssertionError("no sub-byte wgmma here")
    return int(off.max() // 8 + max(bits // 8, 1))


def main() -> None:
    rng = np.random.default_rng(2020)
    src = ["#include <cstdint>"]
    cases, bufs = [], {}
    for name, text, sel in MMA:
        form = parse_dense_form(parse_instruction(text))
        La, Lb, Lc = (layout(text, o) for o in "abc")
        per_kind = 2
        A, B, C, cols, kind, kinds = make_cases(rng, form, per_kind)
        W = A.shape[0]
        src.append(mma_kernel(name, text, sel, La.regs, Lb.regs, Lc.regs))
        bufs[f"{name}/a"] = La.to_registers(A).reshape(-1)
        bufs[f"{name}/b"] = Lb.to_registers(B).reshape(-1)
        bufs[f"{name}/c"] = Lc.to_registers(C).reshape(-1)
        bufs[f"{name}/e"] = meta_registers(rng, form, text, sel, cols).reshape(-1)
        bufs[f"{name}/d"] = np.zeros(W * 32 * Lc.regs, np.uint32)
        bufs[f"{name}/kind"] = kind.astype(np.uint8)
        cases.append(
            {
                "name": name,
                "kernel": name,
                "grid": [W // 4, 1, 1],
                "block": [128, 1, 1],
                "shared": 0,
                "args": [["buf", "a"], ["buf", "b"], ["buf", "c"], ["buf", "e"], ["buf", "d"]],
                "form": text,
                "selector": sel,
                "kinds": list(kinds),
            }
        )
        assert W % 4 == 0
    for f in WG:
        name, dt, at, bt, n, areg, swa, swb, ta, tb, sel, isa, sat = f
        text = wg_name(f)
        form = parse_dense_form(parse_instruction(text))
        Ld = layout(text, "d")
        nd = Ld.regs
        per_kind = 2 if n <= 16 else 1
        A, B, C, cols, kind, kinds = make_cases(rng, form, per_kind, few=n >= 64)
        b = A.shape[0]
        eb = elem_bits(at)
        ka = A.shape[-1]
        # A at 0 (unless in registers), B at the next 1 KiB boundary
        if areg:
            end_a = 0
            da_off = 0
        else:
            da = k_descriptor(0, swa, ka * eb // 8) if not ta else mn_descriptor(0, swa, 64, eb)
            probe = np.zeros((1, 1 << 16), np.uint8)
            end_a = place(probe, A[:1], da, "a", "MN" if ta else "K", eb)
            da_off = da.encode()
        bstart = -(-max(end_a, 1) // 1024) * 1024
        db = k_descriptor(bstart, swb, form.k * eb // 8) if not tb else mn_descriptor(bstart, swb, n, eb)
        probe = np.zeros((1, 1 << 17), np.uint8)
        end_b = place(probe, B[:1], db, "b", "MN" if tb else "K", eb)
        size = -(-end_b // 1024) * 1024
        assert size <= 48 * 1024, (name, size)
        img = np.zeros((b, size), np.uint8)
        if not areg:
            place(img, A, da, "a", "MN" if ta else "K", eb)
        place(img, B, db, "b", "MN" if tb else "K", eb)
        ar = layout(text, "a").to_registers(A) if areg else np.zeros((b, 128, 4), np.uint32)
        e = meta_registers(rng, form, text, sel, cols) if sel is not None else np.zeros((b, 128), np.uint32)
        sdv = (rng.random(b) > 0.15).astype(np.int32)
        src.append(wg_kernel(f, text, nd, size // 16))
        bufs[f"{name}/img"] = img.reshape(-1)
        bufs[f"{name}/c"] = Ld.to_registers(C).reshape(-1)
        bufs[f"{name}/ar"] = ar.reshape(-1).astype(np.uint32)
        bufs[f"{name}/e"] = e.reshape(-1)
        bufs[f"{name}/sd"] = sdv
        bufs[f"{name}/d"] = np.zeros(b * 128 * nd, np.uint32)
        bufs[f"{name}/kind"] = kind.astype(np.uint8)
        # descriptor parameters are relative to the CTA's shared base (the kernel adds base >> 4)
        cases.append(
            {
                "name": name,
                "kernel": name,
                "grid": [b, 1, 1],
                "block": [128, 1, 1],
                "shared": size,
                "args": [
                    ["buf", "img"],
                    ["buf", "c"],
                    ["buf", "ar"],
                    ["buf", "e"],
                    ["buf", "sd"],
                    ["buf", "d"],
                    ["u64", int(da_off)],
                    ["u64", int(db.encode())],
                ],
                "form": text,
                "selector": sel,
                "kinds": list(kinds),
                "imm_scale_a": isa,
            }
        )
    (HERE / "sparse_forms.cu").write_text("\n".join(src))
    np.savez_compressed(DATA / "sparse_inputs.npz", cases=np.array(json.dumps(cases)), **bufs)
    if "--no-build" not in sys.argv:
        subprocess.run(
            [
                "nvcc",
                "-O3",
                "-arch=sm_90a",
                "-ptx",
                "-o",
                str(DATA / "sparse_forms_sm90a.ptx"),
                str(HERE / "sparse_forms.cu"),
            ],
            check=True,
        )
        ptx = DATA / "sparse_forms_sm90a.ptx"  # kept xz-compressed (read_text reads either)
        write_text(ptx.with_name(ptx.name + ".xz"), ptx.read_text())
        ptx.unlink()


if __name__ == "__main__":
    main()
