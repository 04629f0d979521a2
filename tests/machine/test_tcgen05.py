"""tcgen05 in kernels: hand-written sm_100a kernels (tests/machine/tcgen05_ptx.py, accepted by ptxas
-arch=sm_100a and by ptxemu.check) run on the interpreter and must equal `ptxemu.mma` on the same
operands bit for bit; the kind forms are also checked against the loop of sm_120a mma.sync m16n8
forms over the tile (the same named Blackwell model reached through another parser and other
operand plumbing), the f16 kind against the H100-measured wgmma model whose parameters B200TC.m
shares, and the integer kind against exact integer arithmetic. The hand-worked layout cases cite
the manual's sections (and the CuTe tables that state the missing figures)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

import ptxemu
from ptxemu.errors import PtxRuntimeError

sys.path.insert(0, str(Path(__file__).resolve().parent))
from tcgen05_ptx import gemm_ptx, idesc  # noqa: E402

HAVE_PTXAS = shutil.which("ptxas") is not None


def _ptxas_ok(ptx: str, tmp_path: Path) -> None:
    errors = [d for d in ptxemu.check(ptx, target="sm_100a") if d.severity == "error"]
    assert not errors, errors
    if HAVE_PTXAS:
        f = tmp_path / "k.ptx"
        f.write_text(ptx)
        r = subprocess.run(
            ["ptxas", "-arch=sm_100a", str(f), "-o", str(tmp_path / "k.cubin")],
            capture_output=True,
            text=True,
        )
        assert r.returncode == 0, r.stderr


# -- operand byte images (32 bytes of K per row, the kernels' unit) ------------------------------------
def _pack_nibbles(codes: np.ndarray) -> np.ndarray:
    c = codes.astype(np.uint8)
    return (c[..., 0::2] | (c[..., 1::2] << 4)).astype(np.uint8)


def _pack_padded(codes: np.ndarray, bits: int) -> np.ndarray:
    """16 codes per 16-byte chunk, LSB-first, then the padding (b4x16_p64 / b6x16_p32)."""
    r, k = codes.shape
    out = np.zeros((r, k // 16, 16), np.uint8)
    ch = codes.reshape(r, k // 16, 16).astype(np.uint64)
    acc = np.zeros((r, k // 16), dtype=object)
    for e in range(16):
        acc = acc + (ch[:, :, e].astype(object) << (e * bits))
    for byte in range(16):
        out[:, :, byte] = np.vectorize(lambda v, b=byte: (v >> (8 * b)) & 0xFF)(acc).astype(np.uint8)
    return out.reshape(r, k)


def _rows(codes: np.ndarray, typ: str, kind: str) -> np.ndarray:
    """Row-major operand rows (A: M x K; B^T: N x K) -> bytes in the kernel's global layout."""
    if typ in ("f16", "bf16"):
        return codes.astype(np.uint16).view(np.uint8).reshape(codes.shape[0], -1)
    if typ == "tf32":
        return codes.astype(np.uint32).view(np.uint8).reshape(codes.shape[0], -1)
    if typ == "e2m1" and kind in ("mxf4", "mxf4nvf4"):
        return _pack_nibbles(codes)
    if typ in ("e2m1", "e3m2", "e2m3"):
        return _pack_padded(codes, 4 if typ == "e2m1" else 6)
    return codes.astype(np.uint8)


_BITS = {
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
_F8 = {"e4m3": 0, "e5m2": 1, "e2m3": 3, "e3m2": 4, "e2m1": 5}


def _codes(rng, typ: str, shape) -> np.ndarray:
    if typ in ("f16", "bf16"):
        x = rng.integers(-8, 9, shape).astype(np.float32) / 4
        if typ == "f16":
            return x.astype(np.float16).view(np.uint16)
        return (x.view(np.uint32) >> 16).astype(np.uint16)
    if typ == "tf32":
        return rng.standard_normal(shape).astype(np.float32).view(np.uint32) & np.uint32(0xFFFFE000)
    if typ in ("s8", "u8"):
        return rng.integers(0, 256, shape).astype(np.uint8)
    c = rng.integers(0, 1 << _BITS[typ], shape).astype(np.uint8)
    if typ == "e4m3":
        c[(c & 0x7F) == 0x7F] = 0x38
    if typ == "e5m2":
        c[(c & 0x7C) == 0x7C] = 0x3C
    return c


def _run(
    kind: str,
    m: int,
    n: int,
    A,
    B,
    atype: str,
    btype: str,
    ide: int,
    *,
    cg: int = 1,
    sf=None,
    block_scale: str = "",
    tmp_path: Path | None = None,
) -> np.ndarray:
    """Run the hand-written kernel; returns the raw tensor memory rows (ctas*128, n) it stored."""
    nct = cg
    ra, rb = _rows(A, atype, kind), _rows(np.ascontiguousarray(B.T), btype, kind)
    assert ra.shape[1] == 32 and rb.shape[1] == 32
    ptx = gemm_ptx(
        kind, rows_a=m // nct, rows_b=n // nct, chunks=2, nk=1, ocols=n, cta_group=cg, block_scale=block_scale
    )
    if tmp_path is not None:
        _ptxas_ok(ptx, tmp_path)
    mod = ptxemu.Module(ptx)
    D = np.zeros((128 * nct, n), np.uint32)
    sfb = sf if sf is not None else np.zeros(1536, np.uint8)
    mod.launch("tc", nct, 128, [ra, rb, D, sfb, np.uint32(ide)], cluster=(nct, 1, 1) if cg == 2 else None)
    return D


def _sf_image(SA: np.ndarray, SB: np.ndarray, sfa_id: int, sfb_id: int) -> np.ndarray:
    """The kernel's 3 x 32 rows x 16 bytes of scale factors for tcgen05.cp.32x128b.warpx4: word c of
    row l holds SFA row 32c + l (bytes sfa_id..), then two blocks of SFB columns 32(4b + c) + l."""
    img = np.zeros((3, 32, 4, 4), np.uint8)
    sf = SA.shape[1]
    for c in range(4):
        for j in range(sf):
            img[0, :, c, sfa_id + j] = SA[32 * c + np.arange(32), j]
            for b in range(2):
                cols = 32 * (4 * b + c) + np.arange(32)
                img[1 + b, :, c, sfb_id + j] = SB[j, cols]
    return img.reshape(-1)


def _tiles(form: str, A, B, C, **kw) -> np.ndarray:
    """The tile loop of an m16n8 mma.sync form over (M, N) (the per-output model does not depend on
    the tile's position)."""
    M, K = A.shape
    N = B.shape[1]
    At = A.reshape(M // 16, 1, 16, K)
    Bt = B.reshape(K, N // 8, 8).transpose(1, 0, 2)[None]
    Ct = C.reshape(M // 16, 16, N // 8, 8).transpose(0, 2, 1, 3)
    if "scale_a" in kw:
        sa = kw["scale_a"].reshape(M // 16, 1, 16, -1)
        sb = kw["scale_b"].reshape(-1, N // 8, 8).transpose(1, 0, 2)[None]
        kw = {"scale_a": sa, "scale_b": sb}
    D = ptxemu.mma(form, At, Bt, Ct, target="sm_120a", **kw)
    return D.transpose(0, 2, 1, 3).reshape(M, N)


# -- kernels against ptxemu.mma -------------------------------------------------------------------
DENSE = [  # kind, atype, btype, dtype code, dtype
    ("f16", "f16", "f16", 1, "f32"),
    ("f16", "f16", "f16", 0, "f16"),
    ("f16", "bf16", "bf16", 1, "f32"),
    ("tf32", "tf32", "tf32", 1, "f32"),
    ("f8f6f4", "e4m3", "e5m2", 1, "f32"),
    ("f8f6f4", "e2m1", "e3m2", 1, "f32"),
    ("f8f6f4", "e2m3", "e4m3", 0, "f16"),
    ("i8", "s8", "u8", 2, "s32"),
]
_TCODE = {"f16": 0, "bf16": 1, "tf32": 2, "s8": 1, "u8": 0, **_F8}


@pytest.mark.parametrize("kind,atype,btype,dcode,dtype", DENSE)
def test_kernel_equals_mma(kind, atype, btype, dcode, dtype, tmp_path):
    rng = np.random.default_rng(hash((kind, atype, btype, dtype)) % 2**32)
    M, N = 128, 64
    K = {"f16": 16, "tf32": 8}.get(kind, 32)
    A, B = _codes(rng, atype, (M, K)), _codes(rng, btype, (K, N))
    ide = idesc(kind, M, N, atype=_TCODE[atype], btype=_TCODE[btype], dtype=dcode)
    D = _run(kind, M, N, A, B, atype, btype, ide, tmp_path=tmp_path)
    name = f"tcgen05.mma.cta_group::1.kind::{kind}"
    C = np.zeros((M, N), np.uint32)
    want = ptxemu.mma(name, A, B, C, idesc=ide, scale_d=False)
    got = D & np.uint32(0xFFFF) if dtype == "f16" else D  # f16 results in the low half of a column
    assert (got == want.astype(np.uint32)).all()
    if dtype == "f16":
        assert (D >> 16 == 0).all()
    if kind == "f8f6f4":  # the same model through the sm_120a mma.sync tile loop
        form = f"mma.sync.aligned.m16n8k32.row.col.kind::f8f6f4.{dtype}.{atype}.{btype}.{dtype}"
        Cz = np.full(
            (M, N), 0x80000000 if dtype == "f32" else 0x8000, np.uint32 if dtype == "f32" else np.uint16
        )
        assert (_tiles(form, A, B, Cz).astype(np.uint32) == want).all()
    if kind == "f16" and atype == "f16":  # B200TC.m's fp16 parameters = the H100 wgmma model's
        wg = f"wgmma.mma_async.sync.aligned.m64n64k16.{dtype}.f16.f16"
        Cz = np.zeros((2, 64, N), np.uint32 if dtype == "f32" else np.uint16)
        h = ptxemu.mma(wg, A.reshape(2, 64, K), B, Cz, scale_d=False, target="sm_90a").reshape(M, N)
        assert (h.astype(np.uint32) == want).all()
    if kind == "i8":  # exact: s8 x u8 products summed in int64, wrapped to s32
        a = A.view(np.int8).astype(np.int64)
        b = B.astype(np.int64)
        assert ((a @ b).astype(np.uint32) == want).all()
    vals = want.view(np.float32) if dtype == "f32" else None
    if vals is not None:
        assert np.isfinite(vals).mean() > 0.9


BLOCK = [  # kind, atype, btype, scale_vec qualifier, stype code (1 = ue8m0), sf count, ids
    ("mxf8f6f4", "e4m3", "e2m1", ".scale_vec::1X", 1, 1, (2, 1)),
    ("mxf4", "e2m1", "e2m1", ".scale_vec::2X", 1, 2, (2, 0)),
    ("mxf4nvf4", "e2m1", "e2m1", ".scale_vec::4X", 0, 4, (0, 0)),
    ("mxf4nvf4", "e2m1", "e2m1", ".block32", 1, 2, (0, 2)),
]


@pytest.mark.parametrize("kind,atype,btype,vec,stcode,nsf,ids", BLOCK)
def test_block_scaled_kernel_equals_mma(kind, atype, btype, vec, stcode, nsf, ids, tmp_path):
    rng = np.random.default_rng(7 + nsf + stcode)
    M, N = 128, 256
    K = 64 if kind != "mxf8f6f4" else 32
    A, B = _codes(rng, atype, (M, K)), _codes(rng, btype, (K, N))
    lo, hi = (118, 136) if stcode == 1 else (0x30, 0x40)
    SA = rng.integers(lo, hi, (M, nsf)).astype(np.uint8)
    SB = rng.integers(lo, hi, (nsf, N)).astype(np.uint8)
    tc = {"e2m1": 5, **_F8} if kind == "mxf8f6f4" else {"e2m1": 1}
    ide = idesc(kind, M, N, atype=tc[atype], btype=tc[btype], scale_type=stcode, sfa_id=ids[0], sfb_id=ids[1])
    D = _run(
        kind, M, N, A, B, atype, btype, ide, sf=_sf_image(SA, SB, *ids), block_scale=vec, tmp_path=tmp_path
    )
    name = f"tcgen05.mma.cta_group::1.kind::{kind}.block_scale{vec}"
    want = ptxemu.mma(
        name, A, B, np.zeros((M, N), np.uint32), idesc=ide, scale_d=False, scale_a=SA, scale_b=SB
    )
    assert (D == want).all()
    st = "ue8m0" if stcode == 1 else "ue4m3"
    sv = {1: "1X", 2: "2X", 4: "4X"}[nsf]
    form = (
        f"mma.sync.aligned.m16n8k{K}.row.col.kind::{kind}.block_scale.scale_vec::{sv}.f32.{atype}.{btype}"
        f".f32.{st}"
    )
    Cz = np.full((M, N), 0x80000000, np.uint32)
    assert (_tiles(form, A, B, Cz, scale_a=SA, scale_b=SB) == want).all()
    assert np.isfinite(want.view(np.float32)).mean() > 0.9


@pytest.mark.parametrize("m", [256, 128])
def test_cta_pair(m, tmp_path):
    """cta_group::2: M = 256 (Layout A: CTA r // 128, lane r % 128) and M = 128 (Layout B: CTA r // 64,
    lane r % 64 + 64 * (c // (N/2)), column c % (N/2)), written out here from the CuTe atoms
    (UMMA::tmem_frg<.., 2>) that state the manual's Figures 205/207."""
    rng = np.random.default_rng(m)
    N, K = 128, 16
    A, B = _codes(rng, "f16", (m, K)), _codes(rng, "f16", (K, N))
    ide = idesc("f16", m, N)
    D = _run("f16", m, N, A, B, "f16", "f16", ide, cg=2, tmp_path=tmp_path)
    want = ptxemu.mma(
        "tcgen05.mma.cta_group::2.kind::f16", A, B, np.zeros((m, N), np.uint32), idesc=ide, scale_d=False
    )
    got = np.zeros((m, N), np.uint32)
    for r in range(m):
        for c in range(N):
            if m == 256:
                cta, lane, col = r // 128, r % 128, c
            else:
                cta, lane, col = r // 64, r % 64 + 64 * (c // (N // 2)), c % (N // 2)
            got[r, c] = D[128 * cta + lane, col]
    assert (got == want).all()


def test_m64_half_datapath(tmp_path):
    """Layout F (M = 64, cta_group::1): row r in lane (r % 16) + 32 * (r // 16) (CuTe's 16 x 4 atom)."""
    rng = np.random.default_rng(64)
    M, N, K = 64, 32, 16
    A, B = _codes(rng, "f16", (M, K)), _codes(rng, "f16", (K, N))
    ide = idesc("f16", M, N)
    D = _run("f16", M, N, A, B, "f16", "f16", ide, tmp_path=tmp_path)
    want = ptxemu.mma(
        "tcgen05.mma.cta_group::1.kind::f16", A, B, np.zeros((M, N), np.uint32), idesc=ide, scale_d=False
    )
    lanes = [(r % 16) + 32 * (r // 16) for r in range(M)]
    assert (D[lanes] == want).all()
    unused = np.setdiff1d(np.arange(128), lanes)
    assert (D[unused] == 0).all()  # tensor memory starts at zero; the half data path leaves them


# -- hand-worked layout cases -----------------------------------------------------------------------
def test_ldst_fragments_by_hand():
    """9.7.16.2.3.1 (Figures 183-187, as CuTe's SM100_TMEM_LOAD_* traits state them): thread t,
    register i -> (lane offset, column offset)."""
    cases = {
        "32x32b.x2": {(5, 1): (5, 1), (31, 0): (31, 0)},
        "16x64b.x1": {(0, 0): (0, 0), (1, 0): (8, 0), (2, 0): (0, 1), (5, 0): (9, 0), (31, 0): (15, 1)},
        "16x64b.x2": {(0, 1): (0, 2), (3, 1): (8, 3)},
        "16x128b.x1": {(0, 0): (0, 0), (3, 0): (0, 3), (4, 1): (9, 0), (31, 1): (15, 3)},
        "16x128b.x2": {(1, 2): (0, 5), (1, 3): (8, 5)},
        "16x256b.x1": {(0, 0): (0, 0), (0, 1): (0, 1), (0, 2): (8, 0), (1, 0): (0, 2), (31, 3): (15, 7)},
        "16x256b.x2": {(0, 4): (0, 8), (2, 7): (8, 13)},
        "16x32bx2.x2": {(3, 1): (3, 1), (17, 0): (1, 2), (31, 1): (15, 3)},  # cols >= 2: second access
    }
    for form, want in cases.items():
        L = ptxemu.layout(f"tcgen05.ld.sync.aligned.{form}.b32", "r")
        for (t, r), (lane, col) in want.items():
            i = np.flatnonzero((L.thread == t) & (L.reg == r))[0]
            assert (L.row[i], L.col[i]) == (lane, col), (form, t, r)
    P = ptxemu.layout("tcgen05.ld.sync.aligned.32x32b.x1.pack::16b.b32", "r")
    assert P.slots == 2 and P.bits == 16 and P.owner(4, 1) == [(4, 0, 1)]


def test_datapath_layouts_by_hand():
    from ptxemu.layouts.tmem import datapath

    f = datapath(64, 32, 1)
    assert (f.lane[17, 3], f.col[17, 3]) == (33, 3)
    assert datapath(64, 32, 1, lane_base=16).lane[0, 0] == 16
    e = datapath(64, 128, 1, ws=True)
    assert (e.lane[5, 70], e.col[5, 70]) == (69, 6)
    g = datapath(32, 64, 1, ws=True)
    assert (g.lane[2, 50], g.col[2, 50]) == (98, 2)
    b = datapath(128, 64, 2)
    assert (b.cta[70, 40], b.lane[70, 40], b.col[70, 40]) == (1, 70, 8)
    a = datapath(256, 16, 2)
    assert (a.cta[200, 3], a.lane[200, 3]) == (1, 72)
    # scale factors (9.7.16.10.7.2, CuTe tmem_sf_frg): SFA row 37, scale 1 of a 2X kind with
    # SFA_ID 2 -> lane 5 (and 37, 69, 101), column 1, byte 3
    S = ptxemu.layout("tcgen05.mma.cta_group::1.kind::mxf4.block_scale.scale_vec::2X.id2.m128n64", "sfa")
    assert S.owner(37, 1) == [(5, 1, 3)]
    L = ptxemu.layout("tcgen05.mma.cta_group::2.m256n16", "d")
    i = np.flatnonzero((L.row == 200) & (L.col == 3))[0]
    assert L.label(i) == "L72:c3/1"


# -- machine rules ----------------------------------------------------------------------------------
_HEAD = ".version 8.7\n.target sm_100a\n.address_size 64\n.shared .align 4 .b32 slot[4];\n"


def _kernel(body: str, params: str = ".param .u64 out") -> str:
    return (
        _HEAD + f".visible .entry k({params})\n{{\n .reg .pred %p<4>;\n .reg .b32 %r<40>;\n"
        f" .reg .b64 %rd<4>;\n{body}\n ret;\n}}\n"
    )


def test_alloc_address_and_rules(tmp_path):
    """9.7.16.7.1: the allocated address goes to shared memory; lowest free, size-aligned columns;
    dealloc frees; the next allocation reuses them."""
    body = """
 mov.u32 %r1, %tid.x;
 tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [slot], 64;
 tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [slot+4], 32;
 ld.shared.b32 %r2, [slot];
 ld.shared.b32 %r3, [slot+4];
 tcgen05.dealloc.cta_group::1.sync.aligned.b32 %r2, 64;
 tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [slot+8], 32;
 ld.shared.b32 %r4, [slot+8];
 tcgen05.dealloc.cta_group::1.sync.aligned.b32 %r3, 32;
 tcgen05.dealloc.cta_group::1.sync.aligned.b32 %r4, 32;
 tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;
 setp.ne.u32 %p1, %r1, 0;
 @%p1 bra END;
 ld.param.u64 %rd1, [out];
 cvta.to.global.u64 %rd1, %rd1;
 st.global.v4.u32 [%rd1], {%r2, %r3, %r4, %r4};
END:"""
    ptx = _kernel(body)
    _ptxas_ok(ptx, tmp_path)
    out = np.zeros(4, np.uint32)
    ptxemu.Module(ptx).launch("k", 1, 32, [out])
    assert list(out[:3]) == [0, 64, 0]


@pytest.mark.parametrize(
    "body,msg",
    [
        ("tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [slot], 48;", "power of 2"),
        ("tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [slot], 32;", "exited holding"),
        (
            "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [slot], 32;\n"
            " tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [slot], 64;",
            "must not increase",
        ),
        (
            "tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;\n"
            " tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [slot], 32;",
            "relinquish",
        ),
        (
            "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [slot], 512;\n"
            " tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [slot], 32;",
            "no thread frees",
        ),
        (
            "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [slot], 32;\n"
            " ld.shared.b32 %r2, [slot];\n"
            " tcgen05.dealloc.cta_group::1.sync.aligned.b32 %r2, 32;\n"
            " tcgen05.ld.sync.aligned.32x32b.x1.b32 {%r3}, [%r2];",
            "after it was deallocated",
        ),
        (
            "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [slot], 32;\n"
            " ld.shared.b32 %r2, [slot];\n"
            " tcgen05.ld.sync.aligned.32x32b.x1.b32 {%r3}, [%r2+32];",
            "not allocated",
        ),
        (
            "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [slot], 32;\n"
            " ld.shared.b32 %r2, [slot];\n"
            " add.u32 %r2, %r2, 2097152;\n tcgen05.ld.sync.aligned.32x32b.x1.b32 {%r3}, [%r2];",
            "can reach",
        ),
    ],
)
def test_alloc_and_access_errors(body, msg, monkeypatch):
    # the machine's own run-time checks, behind the validator (which refuses a literal 48 before the
    # launch, as ptxas does: "expected to be multiple of 32")
    monkeypatch.setenv("PTXEMU_VALIDATE", "0")
    with pytest.raises(PtxRuntimeError, match=msg):
        ptxemu.Module(_kernel(body)).launch("k", 1, 32, [np.zeros(4, np.uint32)])


def test_alloc_blocks_until_freed():
    """A second warp's alloc waits (parked) until the first warp deallocates."""
    body = """
 mov.u32 %r1, %tid.x;
 shr.u32 %r5, %r1, 5;
 setp.ne.u32 %p1, %r5, 0;
 @%p1 bra W1;
 tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [slot], 512;
 ld.shared.b32 %r2, [slot];
 tcgen05.st.sync.aligned.32x32b.x1.b32 [%r2], {%r1};
 tcgen05.dealloc.cta_group::1.sync.aligned.b32 %r2, 512;
 bra END;
W1:
 nanosleep.u32 1;
 tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [slot+4], 256;
 ld.shared.b32 %r3, [slot+4];
 tcgen05.dealloc.cta_group::1.sync.aligned.b32 %r3, 256;
 ld.param.u64 %rd1, [out];
 cvta.to.global.u64 %rd1, %rd1;
 st.global.u32 [%rd1], %r3;
END:"""
    out = np.full(4, 7, np.uint32)
    ptxemu.Module(_kernel(body)).launch("k", 1, 64, [out])
    assert out[0] == 0


def test_ld_st_roundtrip_shapes_and_pack(tmp_path):
    """Every ld/st shape stores and loads back through the same fragment; .unpack::16b/.pack::16b
    move the low halves of two columns; warp w reaches lanes 32w.. of its quarter."""
    shapes = [
        ("32x32b", 4, 4, ""),
        ("16x64b", 2, 2, ""),
        ("16x128b", 2, 4, ""),
        ("16x256b", 1, 4, ""),
        ("16x32bx2", 2, 2, ", 16"),
    ]
    lines = [
        " mov.u32 %r1, %tid.x;",
        " shr.u32 %r30, %r1, 5;",
        " setp.ne.u32 %p1, %r30, 0;",
        " @%p1 bra NOALLOC;",
        " tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [slot], 64;",
        "NOALLOC:",
        " bar.sync 0;",
        " ld.shared.b32 %r2, [slot];",
        " shl.b32 %r31, %r30, 21;",
        " add.u32 %r2, %r2, %r31;",
        " ld.param.u64 %rd1, [out];",
        " cvta.to.global.u64 %rd1, %rd1;",
        " mul.wide.u32 %rd2, %r1, 160;",
        " add.u64 %rd1, %rd1, %rd2;",
    ]
    off = 0
    for shape, num, regs, imm in shapes:
        srcs = ", ".join(f"%r{10 + i}" for i in range(regs))
        dsts = ", ".join(f"%r{20 + i}" for i in range(regs))
        for i in range(regs):
            lines.append(f" mad.lo.u32 %r{10 + i}, %r1, {1000 + i}, {off * 7 + i};")
        imm_st = imm.replace(", ", ", ") if imm else ""
        st_ops = f"[%r2]{imm_st}, {{{srcs}}}" if imm else f"[%r2], {{{srcs}}}"
        ld_ops = f"{{{dsts}}}, [%r2]{imm}"
        lines.append(f" tcgen05.st.sync.aligned.{shape}.x{num}.b32 {st_ops};")
        lines.append(" tcgen05.wait::st.sync.aligned;")
        lines.append(f" tcgen05.ld.sync.aligned.{shape}.x{num}.b32 {ld_ops};")
        lines.append(" tcgen05.wait::ld.sync.aligned;")
        for i in range(regs):
            lines.append(f" st.global.u32 [%rd1+{4 * (off + i)}], %r{20 + i};")
        off += regs
    # pack: store two words unpacked, read them back packed and plain
    lines += [
        " mov.u32 %r10, 0x22221111;",
        " mov.u32 %r11, 0x44443333;",
        " tcgen05.st.sync.aligned.32x32b.x2.unpack::16b.b32 [%r2], {%r10, %r11};",
        " tcgen05.ld.sync.aligned.32x32b.x4.b32 {%r20, %r21, %r22, %r23}, [%r2];",
        " tcgen05.ld.sync.aligned.32x32b.x2.pack::16b.b32 {%r24, %r25}, [%r2];",
        " tcgen05.wait::ld.sync.aligned;",
    ]
    for i in range(6):
        lines.append(f" st.global.u32 [%rd1+{4 * (off + i)}], %r{20 + i};")
    lines += [
        " bar.sync 0;",
        " @%p1 bra END;",
        " ld.shared.b32 %r2, [slot];",
        " tcgen05.dealloc.cta_group::1.sync.aligned.b32 %r2, 64;",
        "END:",
    ]
    ptx = _kernel("\n".join(lines))
    _ptxas_ok(ptx, tmp_path)
    out = np.zeros((128, 40), np.uint32)
    ptxemu.Module(ptx).launch("k", 1, 128, [out])
    t = np.arange(128)[:, None]
    want = np.concatenate(
        [
            t * (1000 + np.arange(r)) + 7 * o + np.arange(r)
            for o, r in zip([0, 4, 6, 10, 14], [4, 2, 4, 4, 2], strict=True)
        ],
        axis=1,
    )
    assert (out[:, :16] == want.astype(np.uint32)).all()
    assert (out[:, 16:22] == np.array([0x1111, 0x2222, 0x3333, 0x4444, 0x22221111, 0x44443333])).all()


def test_cp_multicast_and_decompression():
    """tcgen05.cp 32x128b.warpx4 puts the 32 rows into all four lane quarters; .b8x16.b4x16_p64
    widens 16 packed 4-bit codes (LSB-first, 8 bytes of padding) to 16 bytes."""
    from ptxemu.machine.semantics.tcgen05 import _decompress

    row = np.zeros((1, 16), np.uint8)
    row[0, :8] = [0x21, 0x43, 0x65, 0x87, 0xA9, 0xCB, 0xED, 0x0F]
    assert list(_decompress(row, 4)[0]) == [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0]
    six = np.zeros((1, 16), np.uint8)
    six[0, :3] = [0b11000001, 0b00100000, 0]  # codes 1, 3, 2, 0: bits 0-5, 6-11, 12-17, 18-23
    assert list(_decompress(six, 6)[0][:4]) == [1, 3, 2, 0]


def test_unsupported_forms_name_themselves(monkeypatch):
    with pytest.raises(ptxemu.Unsupported, match="sparse .ws"):
        ptxemu.mma(
            "tcgen05.mma.ws.sp.cta_group::1.kind::tf32",
            np.zeros((128, 8), np.uint32),
            np.zeros((16, 64), np.uint32),
            np.zeros((128, 64), np.uint32),
            idesc=idesc("tf32", 128, 64) | 4,
            metadata=np.full((128, 8), 0b0100, np.uint8),
        )
    # tcgen05.ld.red is newer than the PTX 9.0 manual: the validator refuses it on sm_100a (so does
    # ptxas: "not supported on .target 'sm_100a'"); past the validator, the machine names it
    body = " tcgen05.ld.red.sync.aligned.32x32b.x2.max.u32 {%r1, %r2}, %r3, [%r4];"
    with pytest.raises(ptxemu.PtxError, match="line 10"):
        ptxemu.Module(_kernel(body)).launch("k", 1, 32, [np.zeros(4, np.uint32)])
    monkeypatch.setenv("PTXEMU_VALIDATE", "0")
    with pytest.raises(ptxemu.Unsupported, match="ld.red"):
        ptxemu.Module(_kernel(body)).launch("k", 1, 32, [np.zeros(4, np.uint32)])


def test_idesc_fields_rejected():
    from ptxemu.errors import PtxError

    with pytest.raises(PtxError, match="M = 96"):
        ptxemu.mma(
            "tcgen05.mma.cta_group::1.kind::f16",
            np.zeros((96, 16), np.uint16),
            np.zeros((16, 64), np.uint16),
            np.zeros((96, 64), np.uint32),
            idesc=idesc("f16", 96, 64),
        )
    with pytest.raises(PtxError, match="reserved"):
        ptxemu.mma(
            "tcgen05.mma.cta_group::1.kind::f16",
            np.zeros((128, 16), np.uint16),
            np.zeros((16, 64), np.uint16),
            np.zeros((128, 64), np.uint32),
            idesc=idesc("f16", 128, 64) | 64,
        )


# -- more operand paths --------------------------------------------------------------------------
def _launch(ptx: str, ra, rb, ocols: int, ide: int, tmp_path: Path) -> np.ndarray:
    _ptxas_ok(ptx, tmp_path)
    D = np.zeros((128, ocols), np.uint32)
    ptxemu.Module(ptx).launch("tc", 1, 128, [ra, rb, D, np.zeros(16, np.uint8), np.uint32(ide)])
    return D


def test_a_from_tensor_memory(tmp_path):
    """[a-tmem]: A stored with tcgen05.st.32x32b (row r in lane r, two f16 per column) gives the same
    D as A from shared memory, over two accumulating K steps."""
    rng = np.random.default_rng(5)
    M, N, K = 128, 64, 32
    A, B = _codes(rng, "f16", (M, K)), _codes(rng, "f16", (K, N))
    ide = idesc("f16", M, N)
    ra, rb = _rows(A, "f16", "f16"), _rows(np.ascontiguousarray(B.T), "f16", "f16")
    for a_tmem in (False, True):
        ptx = gemm_ptx("f16", rows_a=M, rows_b=N, chunks=4, nk=2, ocols=N, a_tmem=a_tmem)
        D = _launch(ptx, ra, rb, N, ide, tmp_path)
        if not a_tmem:
            ref = D
    assert (D == ref).all()
    name = "tcgen05.mma.cta_group::1.kind::f16"
    want = ptxemu.mma(name, A[:, :16], B[:16], np.zeros((M, N), np.uint32), idesc=ide, scale_d=False)
    want = ptxemu.mma(name, A[:, 16:], B[16:], want, idesc=ide)
    assert (D == want).all()


def test_ashift_shifts_rows_of_a_down(tmp_path):
    """.ashift (9.7.16.10.9.1: "shifts the rows of the A matrix down by one row, except for the last
    row in the Tensor Memory"): row r of D is the product of A's row r - 1 (the text); row 0 keeps
    A's row 0 (ptxemu's named assumption, docs/numerics.md "tcgen05.mma .ashift"); ptxas takes it."""
    rng = np.random.default_rng(11)
    M, N, K = 128, 32, 16
    A, B = _codes(rng, "f16", (M, K)), _codes(rng, "f16", (K, N))
    ide = idesc("f16", M, N)
    ra, rb = _rows(A, "f16", "f16"), _rows(np.ascontiguousarray(B.T), "f16", "f16")
    plain = _launch(
        gemm_ptx("f16", rows_a=M, rows_b=N, chunks=2, nk=1, ocols=N, a_tmem=True), ra, rb, N, ide, tmp_path
    )
    shifted = _launch(
        gemm_ptx("f16", rows_a=M, rows_b=N, chunks=2, nk=1, ocols=N, a_tmem=True, ashift=True),
        ra,
        rb,
        N,
        ide,
        tmp_path,
    )
    assert (shifted[1:] == plain[:-1]).all()  # the manual's text
    assert (shifted[0] == plain[0]).all()  # the assumption
    name = "tcgen05.mma.cta_group::1.kind::f16.ashift"
    want = ptxemu.mma(name, A, B, np.zeros((M, N), np.uint32), idesc=ide, scale_d=False)
    assert (want == shifted).all()
    from ptxemu.errors import PtxError

    with pytest.raises(PtxError, match="M = 128 or M = 256"):
        ptxemu.mma(name, A[:64], B, np.zeros((64, N), np.uint32), idesc=idesc("f16", 64, N))
    with pytest.raises(PtxError, match="collector::a::use"):
        ptxemu.mma(name + ".collector::a::use", A, B, np.zeros((M, N), np.uint32), idesc=ide)


# the 2:4 field pairs the manual lists as meaningful (9.7.16.10.8.2): 0b0100 0b1000 0b1100 0b1001
# 0b1101 0b1110, as (first index, second index)
PAIRS_2_4 = [(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)]


def _expand_2_4(fields: np.ndarray, vals: np.ndarray, K: int, dtype=np.float64) -> np.ndarray:
    """The dense M x K A of a 2:4 sparse one: stored element j of a row sits at column
    4 * (j // 2) + its field (worked from the manual's text, element by element)."""
    M = vals.shape[0]
    dense = np.zeros((M, K), dtype)
    for m in range(M):
        for j in range(K // 2):
            dense[m, 4 * (j // 2) + fields[m, j]] = vals[m, j]
    return dense


def test_sparse_f16_matrix_level():
    """tcgen05.mma.sp .kind::f16 (9.7.16.10.8.2): A stored as M x K/2, each 2-bit field naming where
    its element sits in the chunk of four; D equals the dense product of the expanded A (small
    integers: exact). Field pairs 0b0000 (index 0 twice, outside the manual's list) are taken only in a
    chunk whose stored elements are zero (what CUTLASS's compressor writes there)."""
    rng = np.random.default_rng(3)
    M, N, K = 128, 64, 32
    pick = rng.integers(0, len(PAIRS_2_4), (M, K // 4))
    fields = np.array(PAIRS_2_4, np.uint8)[pick].reshape(M, K // 2)
    vals = rng.integers(-4, 5, (M, K // 2)).astype(np.float16)
    bvals = rng.integers(-4, 5, (K, N)).astype(np.float16)
    dense = _expand_2_4(fields, vals, K)
    want = (dense @ bvals.astype(np.float64)).astype(np.float32)
    name = "tcgen05.mma.sp.cta_group::1.kind::f16"
    ide = idesc("f16", M, N) | 4  # bit 2: sparsity
    got = ptxemu.mma(
        name,
        vals.view(np.uint16),
        bvals.view(np.uint16),
        np.zeros((M, N), np.uint32),
        idesc=ide,
        scale_d=False,
        metadata=fields,
    )
    assert (got == want.view(np.uint32)).all()
    from ptxemu.errors import PtxError

    with pytest.raises(PtxError, match="sparsity flag"):
        ptxemu.mma(
            name,
            vals.view(np.uint16),
            bvals.view(np.uint16),
            np.zeros((M, N), np.uint32),
            idesc=idesc("f16", M, N),
            metadata=fields,
        )
    # a zero chunk with fields 0b0000
    z_vals, z_fields = vals.copy(), fields.copy()
    z_vals[5, 2:4] = 0
    z_fields[5, 2:4] = 0
    got = ptxemu.mma(
        name,
        z_vals.view(np.uint16),
        bvals.view(np.uint16),
        np.zeros((M, N), np.uint32),
        idesc=ide,
        scale_d=False,
        metadata=z_fields,
    )
    dense[5, 4:8] = 0
    assert (got == (dense @ bvals.astype(np.float64)).astype(np.float32).view(np.uint32)).all()
    with pytest.raises(PtxError, match="not zero"):  # the same fields with a nonzero element
        ptxemu.mma(
            name,
            vals.view(np.uint16),
            bvals.view(np.uint16),
            np.zeros((M, N), np.uint32),
            idesc=ide,
            metadata=z_fields,
        )
    inf_b = bvals.copy()
    inf_b[5, 0] = np.inf  # row 5 of B is in chunk 1, which the 0b0000 fields cover
    with pytest.raises(ptxemu.Unsupported, match="inf/NaN"):
        ptxemu.mma(
            name,
            z_vals.view(np.uint16),
            inf_b.view(np.uint16),
            np.zeros((M, N), np.uint32),
            idesc=ide,
            metadata=z_fields,
        )


# e2m1 codes of the values 0, 0.5, 1, 1.5, 2, 3, 4, 6 (sign bit 8): Table of 5.2.5 (fp4 E2M1)
E2M1 = {0.0: 0, 0.5: 1, 1.0: 2, 1.5: 3, 2.0: 4, 3.0: 5, 4.0: 6, 6.0: 7}


def _e2m1(x: np.ndarray) -> np.ndarray:
    return np.vectorize(lambda v: E2M1[abs(float(v))] | (8 if v < 0 else 0))(x).astype(np.uint8)


def test_sparse_mxf4nvf4_matrix_level():
    """tcgen05.mma.sp .kind::mxf4nvf4 (9.7.16.10.8.3): A 4:8 pairwise sparse, K = 128; each 2-bit field
    names the two-wide sub-chunk where stored pair q sits in chunk q // 2 of eight (the manual's six
    meaningful nibbles); .block16 = .scale_vec::4X: scale_A is M x 4 "for all supported values of K"
    (9.7.16.10.7.1), so scale s covers the logical columns 32s..32s+31. Worked by hand: the dense A
    with the pairs in place, times the scales, in float64 (small values: exact in f32)."""
    rng = np.random.default_rng(11)
    M, N, K = 128, 64, 128
    pick = rng.integers(0, len(PAIRS_2_4), (M, K // 8))
    fields = np.array(PAIRS_2_4, np.uint8)[pick].reshape(M, K // 4)  # one field per stored pair
    vals = rng.choice([-2.0, -1.0, -0.5, 0.5, 1.0, 1.5, 2.0, 3.0], (M, K // 2))
    bvals = rng.choice([-1.0, -0.5, 0.0, 0.5, 1.0, 2.0], (K, N))
    sa = rng.choice([1.0, 2.0, 0.5], (M, 4))
    sb = rng.choice([1.0, 2.0, 4.0], (4, N))
    ue4m3 = {0.5: 0x30, 1.0: 0x38, 2.0: 0x40, 4.0: 0x48}  # E4M3 codes of the scales (sign bit 0)
    dense = np.zeros((M, K))
    for m in range(M):
        for j in range(K // 2):
            q = j // 2  # stored pair q, element j % 2 of it
            dense[m, 8 * (q // 2) + 2 * fields[m, q] + j % 2] = vals[m, j]
    sa_full = np.repeat(sa, 32, axis=1)  # (M, K)
    sb_full = np.repeat(sb, 32, axis=0)  # (K, N)
    want = ((dense * sa_full) @ (bvals * sb_full)).astype(np.float32)
    name = "tcgen05.mma.sp.cta_group::1.kind::mxf4nvf4.block_scale.block16"
    ide = idesc("mxf4nvf4", M, N, atype=1, btype=1, scale_type=0) | 4
    args = (_e2m1(vals), _e2m1(bvals), np.zeros((M, N), np.uint32))
    kw = dict(
        scale_d=False,
        scale_a=np.vectorize(ue4m3.get)(sa).astype(np.uint8),
        scale_b=np.vectorize(ue4m3.get)(sb).astype(np.uint8),
        metadata=fields,
    )
    got = ptxemu.mma(name, *args, idesc=ide, **kw)
    assert (got == want.view(np.uint32)).all()
    # the sparsity selector "is assumed to be 0" for the mx kinds (9.7.16.10.8.4.6): Table 44 has no
    # selector field, bits 0-1 are reserved (0)
    with pytest.raises(ptxemu.PtxError, match="reserved field reserved0"):
        ptxemu.mma(name, *args, idesc=ide | 1, **kw)
    bad = fields.copy()
    bad[0, 1] = bad[0, 0]  # one sub-chunk named twice in a chunk with nonzero pairs
    with pytest.raises(ptxemu.PtxError, match="twice"):
        ptxemu.mma(name, *args, idesc=ide, **{**kw, "metadata": bad})


def test_sparse_tf32_matrix_level():
    """tcgen05.mma.sp .kind::tf32 (9.7.16.10.8.1): 1:2, K = 16, one 4-bit field per chunk of two,
    0b0100 = the first element, 0b1110 = the second (the only meaningful values); exact small sums."""
    rng = np.random.default_rng(9)
    M, N, K = 128, 32, 16
    second = rng.integers(0, 2, (M, K // 2)).astype(bool)
    fields = np.where(second, 0b1110, 0b0100).astype(np.uint8)
    vals = rng.integers(-8, 9, (M, K // 2)).astype(np.float32)
    bvals = rng.integers(-8, 9, (K, N)).astype(np.float32)
    dense = np.zeros((M, K))
    for m in range(M):
        for j in range(K // 2):
            dense[m, 2 * j + int(second[m, j])] = vals[m, j]
    want = (dense @ bvals).astype(np.float32)
    name = "tcgen05.mma.sp.cta_group::1.kind::tf32"
    args = (vals.view(np.uint32), bvals.view(np.uint32), np.zeros((M, N), np.uint32))
    got = ptxemu.mma(
        name, *args, idesc=idesc("tf32", M, N, atype=2, btype=2) | 4, scale_d=False, metadata=fields
    )
    assert (got == want.view(np.uint32)).all()
    bad = fields.copy()
    bad[2, 3] = 0b0101
    vals[2, 3] = 5  # a nonzero stored element: an undefined field there is an error
    with pytest.raises(ptxemu.PtxError, match="0b0101"):
        ptxemu.mma(name, *args, idesc=idesc("tf32", M, N, atype=2, btype=2) | 4, scale_d=False, metadata=bad)


def test_sparse_i8_matrix_level_and_selector_rules():
    """tcgen05.mma.sp .kind::i8 (9.7.16.10.8.2, 2:4, K = 64): exact s32 sums of the expanded A. The
    selector "must be 0 for .kind::i8 and .kind::f8f6f4" (9.7.16.10.8.4.5/6): 1 is an error; .kind::f16
    takes 0 or 1, and 2/3 and .ws with .sp stay Unsupported, naming the form."""
    rng = np.random.default_rng(5)
    M, N, K = 128, 64, 64
    fields = np.array(PAIRS_2_4, np.uint8)[rng.integers(0, 6, (M, K // 4))].reshape(M, K // 2)
    vals = rng.integers(-128, 128, (M, K // 2))
    bvals = rng.integers(-128, 128, (K, N))
    vals[3, 4:6] = 0
    fields[3, 4:6] = 0  # 0b0000 on a zero chunk, as CUTLASS's compressor writes
    dense = _expand_2_4(fields, vals, K, np.int64)
    dense[3, 8:12] = 0
    want = (dense @ bvals).astype(np.int32).view(np.uint32)
    name = "tcgen05.mma.sp.cta_group::1.kind::i8"
    ide = idesc("i8", M, N, atype=1, btype=1, dtype=2) | 4
    args = (
        vals.astype(np.int8).view(np.uint8),
        bvals.astype(np.int8).view(np.uint8),
        np.zeros((M, N), np.uint32),
    )
    got = ptxemu.mma(name, *args, idesc=ide, scale_d=False, metadata=fields)
    assert (got == want).all()
    with pytest.raises(ptxemu.PtxError, match="selector must be 0 for .kind::i8"):
        ptxemu.mma(name, *args, idesc=ide | 1, scale_d=False, metadata=fields)
    with pytest.raises(ptxemu.PtxError, match="selector must be 0 for .kind::f8f6f4"):
        ptxemu.mma(
            "tcgen05.mma.sp.cta_group::1.kind::f8f6f4",
            np.zeros((M, 32), np.uint8),
            np.zeros((64, N), np.uint8),
            np.zeros((M, N), np.uint32),
            idesc=idesc("f8f6f4", M, N) | 4 | 2,
            metadata=np.zeros((M, 32), np.uint8),
        )
    f16 = "tcgen05.mma.sp.cta_group::1.kind::f16"
    with pytest.raises(ptxemu.Unsupported, match="sparsity selector 2"):
        ptxemu.mma(
            f16,
            np.zeros((M, 16), np.uint16),
            np.zeros((32, N), np.uint16),
            np.zeros((M, N), np.uint32),
            idesc=idesc("f16", M, N) | 4 | 2,
            metadata=np.zeros((M, 16), np.uint8),
        )
    from ptxemu.ops.mma_tcgen05 import decode_idesc

    with pytest.raises(ptxemu.Unsupported, match="tcgen05.mma.ws.sp"):
        decode_idesc(
            "tcgen05.mma.ws.sp.cta_group::1.kind::i8", idesc("i8", M, N, atype=1, btype=1, dtype=2) | 4
        )


@pytest.mark.parametrize("m,n", [(64, 64), (32, 64), (128, 64)])
def test_weight_stationary_layouts(m, n, tmp_path):
    """.ws: Layout E (M = 64: lane r + 64 * (c // (N/2)), column c % (N/2)) and Layout G (M = 32:
    lane r + 32 * (c // (N/4)), column c % (N/4)); M = 128 is Layout D (CuTe tmem_frg_ws)."""
    rng = np.random.default_rng(m)
    K = 16
    A, B = _codes(rng, "f16", (m, K)), _codes(rng, "f16", (K, n))
    ide = idesc("f16", m, n)
    ptx = gemm_ptx("f16", rows_a=m, rows_b=n, chunks=2, nk=1, ocols=n, ws=True)
    D = _launch(ptx, _rows(A, "f16", "f16"), _rows(np.ascontiguousarray(B.T), "f16", "f16"), n, ide, tmp_path)
    want = ptxemu.mma(
        "tcgen05.mma.ws.cta_group::1.kind::f16", A, B, np.zeros((m, n), np.uint32), idesc=ide, scale_d=False
    )
    groups = 128 // m
    for r in range(m):
        for c in range(n):
            lane, col = r + m * (c // (n // groups)), c % (n // groups)
            assert D[lane, col] == want[r, c]


def test_disable_output_lanes(tmp_path):
    """disable-output-lane: bit l of the 128-bit mask (element 0's LSB = lane 0) keeps lane l."""
    rng = np.random.default_rng(9)
    M, N, K = 128, 32, 16
    A, B = _codes(rng, "f16", (M, K)), _codes(rng, "f16", (K, N))
    ide = idesc("f16", M, N)
    mask = (0x0000_0005, 0, 0x8000_0000, 0x1)
    ptx = gemm_ptx("f16", rows_a=M, rows_b=N, chunks=2, nk=1, ocols=N, disable=mask)
    D = _launch(ptx, _rows(A, "f16", "f16"), _rows(np.ascontiguousarray(B.T), "f16", "f16"), N, ide, tmp_path)
    want = ptxemu.mma(
        "tcgen05.mma.cta_group::1.kind::f16", A, B, np.zeros((M, N), np.uint32), idesc=ide, scale_d=False
    )
    off = [0, 2, 95, 96]
    on = np.setdiff1d(np.arange(M), off)
    assert (D[off] == 0).all() and (D[on] == want[on]).all()


def test_negate_and_scale_input_d_by_hand():
    """Negate A (descriptor bit 13) flips every product; scale-input-d s gives D = A*B + C * 2^-s
    (9.7.16.10.9.1), here on exactly representable values."""
    M, N, K = 128, 8, 16
    A = np.full((M, K), np.float16(1.0)).view(np.uint16)
    B = np.full((K, N), np.float16(0.5)).view(np.uint16)
    C = np.full((M, N), np.float32(12.0)).view(np.uint32)
    name = "tcgen05.mma.cta_group::1.kind::f16"
    d = ptxemu.mma(name, A, B, C, idesc=idesc("f16", M, N)).view(np.float32)
    assert (d == 20.0).all()  # 16 * 0.5 + 12
    d = ptxemu.mma(name, A, B, C, idesc=idesc("f16", M, N, neg_a=1)).view(np.float32)
    assert (d == 4.0).all()  # -8 + 12
    d = ptxemu.mma(name, A, B, C, idesc=idesc("f16", M, N), scale_input_d=2).view(np.float32)
    assert (d == 11.0).all()  # 8 + 12 / 4
    with pytest.raises(ptxemu.PtxError, match="scale-input-d"):
        ptxemu.mma(
            "tcgen05.mma.cta_group::1.kind::f8f6f4",
            np.zeros((M, 32), np.uint8),
            np.zeros((32, N), np.uint8),
            C,
            idesc=idesc("f8f6f4", M, N),
            scale_input_d=1,
        )


def test_cp_shift_in_a_kernel(tmp_path):
    """tcgen05.cp.128x256b (row l of the canonical K-major source -> lane l, 8 columns), then
    tcgen05.shift.down (lanes 0..30 of the 32-lane block move down one lane), a decompressing
    tcgen05.cp.4x256b.b8x16.b4x16_p64 into lanes 0-3, columns 8-15, committed to an mbarrier."""
    body = """
 mov.u32 %r1, %tid.x;
 shr.u32 %r2, %r1, 5;
 setp.ne.u32 %p1, %r2, 0;
 @%p1 bra A1;
 tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [slot], 32;
A1:
 setp.ne.u32 %p2, %r1, 0;
 @%p2 bra I1;
 mbarrier.init.shared::cta.b64 [mbar], 1;
I1:
 ld.param.u64 %rd1, [src];
 cvta.to.global.u64 %rd1, %rd1;
 mov.u32 %r3, buf;
 mov.u32 %r10, %r1;
CL:
 setp.ge.u32 %p3, %r10, 264;
 @%p3 bra CE;
 shr.u32 %r11, %r10, 1;
 and.b32 %r12, %r10, 1;
 mul.wide.u32 %rd2, %r10, 16;
 add.u64 %rd3, %rd1, %rd2;
 ld.global.v4.u32 {%r20, %r21, %r22, %r23}, [%rd3];
 and.b32 %r13, %r11, 7;
 shl.b32 %r13, %r13, 4;
 shr.u32 %r14, %r11, 3;
 shl.b32 %r14, %r14, 8;
 shl.b32 %r15, %r12, 7;
 add.u32 %r13, %r13, %r14;
 add.u32 %r13, %r13, %r15;
 add.u32 %r13, %r13, %r3;
 st.shared.v4.u32 [%r13], {%r20, %r21, %r22, %r23};
 add.u32 %r10, %r10, 128;
 bra CL;
CE:
 fence.proxy.async.shared::cta;
 bar.sync 0;
 tcgen05.fence::after_thread_sync;
 ld.shared.b32 %r6, [slot];
 @%p2 bra W;
 and.b32 %r16, %r3, 262143;
 shr.u32 %r16, %r16, 4;
 cvt.u64.u32 %rd4, %r16;
 or.b64 %rd4, %rd4, 70437464178688;
 tcgen05.cp.cta_group::1.128x256b [%r6], %rd4;
 tcgen05.shift.cta_group::1.down [%r6];
 add.u32 %r17, %r3, 4096;
 and.b32 %r17, %r17, 262143;
 shr.u32 %r17, %r17, 4;
 cvt.u64.u32 %rd5, %r17;
 or.b64 %rd5, %rd5, 70437464178688;
 add.u32 %r18, %r6, 8;
 tcgen05.cp.cta_group::1.4x256b.b8x16.b4x16_p64 [%r18], %rd5;
 tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [mbar];
W:
 mbarrier.try_wait.parity.shared::cta.b64 %p3, [mbar], 0;
 @!%p3 bra W;
 tcgen05.fence::after_thread_sync;
 shl.b32 %r19, %r2, 21;
 add.u32 %r19, %r19, %r6;
 tcgen05.ld.sync.aligned.32x32b.x16.b32 {%r20, %r21, %r22, %r23, %r24, %r25, %r26, %r27,
     %r28, %r29, %r30, %r31, %r32, %r33, %r34, %r35}, [%r19];
 tcgen05.wait::ld.sync.aligned;
 ld.param.u64 %rd6, [out];
 cvta.to.global.u64 %rd6, %rd6;
 mul.wide.u32 %rd7, %r1, 64;
 add.u64 %rd6, %rd6, %rd7;
 st.global.v4.u32 [%rd6], {%r20, %r21, %r22, %r23};
 st.global.v4.u32 [%rd6+16], {%r24, %r25, %r26, %r27};
 st.global.v4.u32 [%rd6+32], {%r28, %r29, %r30, %r31};
 st.global.v4.u32 [%rd6+48], {%r32, %r33, %r34, %r35};
 tcgen05.fence::before_thread_sync;
 bar.sync 0;
 @%p1 bra END;
 tcgen05.dealloc.cta_group::1.sync.aligned.b32 %r6, 32;
END:"""
    head = (
        ".version 8.7\n.target sm_100a\n.address_size 64\n.shared .align 4 .b32 slot[4];\n"
        ".shared .align 8 .b64 mbar;\n.shared .align 1024 .b8 buf[8192];\n"
    )
    ptx = head + (
        ".visible .entry k(.param .u64 src, .param .u64 out)\n{\n .reg .pred %p<4>;\n .reg .b32 %r<40>;\n"
        f" .reg .b64 %rd<8>;\n{body}\n ret;\n}}\n"
    )
    assert 70437464178688 == (8 << 16) | (16 << 32) | (1 << 46)  # LBO 128, SBO 256, version bits 0b001
    _ptxas_ok(ptx, tmp_path)
    rng = np.random.default_rng(3)
    src = rng.integers(0, 256, (132, 32)).astype(np.uint8)  # 128 rows, then the 4 rows at 4096
    nib = rng.integers(0, 16, (4, 32)).astype(np.uint8)
    for r in range(4):  # 16 codes LSB-first in the first 8 bytes of each 16-byte chunk, 8 padding bytes
        for ch in range(2):
            src[128 + r, 16 * ch : 16 * ch + 8] = _pack_nibbles(nib[r, 16 * ch : 16 * ch + 16])
            src[128 + r, 16 * ch + 8 : 16 * ch + 16] = 0xEE
    out = np.zeros((128, 16), np.uint32)
    ptxemu.Module(ptx).launch("k", 1, 128, [src, out])
    words = src[:128].view(np.uint32)  # (128, 8): lane l, column j
    want = words.copy()
    want[1:32] = words[0:31]  # the shift
    assert (out[:, :8] == want).all()
    assert (out[:4, 8:16] == nib.view(np.uint32)).all()
    assert (out[4:, 8:16] == 0).all()


def test_cta_pair_block_scaled(tmp_path):
    """cta_group::2 mxf8f6f4, M = 256: tcgen05.cp.cta_group::2 fills both CTAs' tensor memory (each
    from its own shared memory, which holds the same scale image here), so rows 128-255 use the
    scale rows of 0-127; SFB covers all N in each CTA."""
    rng = np.random.default_rng(22)
    M, N, K = 256, 256, 32
    A, B = _codes(rng, "e4m3", (M, K)), _codes(rng, "e2m3", (K, N))
    SA = rng.integers(118, 136, (128, 1)).astype(np.uint8)
    SB = rng.integers(118, 136, (1, N)).astype(np.uint8)
    ide = idesc("mxf8f6f4", M, N, atype=0, btype=3, sfa_id=1, sfb_id=3)
    D = _run(
        "mxf8f6f4",
        M,
        N,
        A,
        B,
        "e4m3",
        "e2m3",
        ide,
        cg=2,
        sf=_sf_image(SA, SB, 1, 3),
        block_scale=".block32",
        tmp_path=tmp_path,
    )
    want = ptxemu.mma(
        "tcgen05.mma.cta_group::2.kind::mxf8f6f4.block_scale.block32",
        A,
        B,
        np.zeros((M, N), np.uint32),
        idesc=ide,
        scale_d=False,
        scale_a=np.tile(SA, (2, 1)),
        scale_b=SB,
    )
    assert (D == want).all()  # Layout A: CTA r // 128, lane r % 128


def test_descriptor_fixed_bits_are_checked():
    """Table 40: bits 46-48 of a tcgen05 shared-memory descriptor hold 0b001 (the wgmma format has 0)."""
    from ptxemu.machine.semantics.tcgen05 import _smem_read

    class St:
        smem = np.zeros(8192, np.uint8)
        smem_size = 8192
        smem_stride = 8192

    good = (0x400 >> 4) | (8 << 16) | (16 << 32) | (1 << 46)
    assert _smem_read(St, 0, good, "a", "K", 8, 16, 8).shape == (8, 16)
    with pytest.raises(PtxRuntimeError, match="0b001"):
        _smem_read(St, 0, good & ~(1 << 46), "a", "K", 8, 16, 8)


def test_transposed_operands_follow_table_52():
    """9.7.16.10.3, Table 52: an MN-major (transposed) operand is 8/16-bit with any swizzle but the
    128B one with 32B atomicity (code 1), or 32-bit with exactly that one; 4/6-bit operands are
    K-major only."""
    from ptxemu.machine.semantics.tcgen05 import _smem_read

    class St:
        smem = np.zeros(16384, np.uint8)
        smem_size = 16384
        smem_stride = 16384

    def desc(code):
        return (0x400 >> 4) | (512 >> 4 << 16) | (1024 >> 4 << 32) | (1 << 46) | (code << 61)

    assert _smem_read(St, 0, desc(1), "b", "MN", 8, 32, 32).shape == (8, 32)
    assert _smem_read(St, 0, desc(2), "b", "MN", 16, 64, 16).shape == (16, 64)
    for bits, code in ((32, 2), (32, 0), (16, 1), (8, 1), (4, 2), (6, 0)):
        with pytest.raises(PtxRuntimeError, match="Table 52"):
            _smem_read(St, 0, desc(code), "b", "MN", 32, 32, bits, bits < 8)
    # K-major with code 1: Table 52 lists it, but Table 53 gives no swizzle atom for it
    with pytest.raises(ptxemu.Unsupported, match="Table 53"):
        _smem_read(St, 0, desc(1), "a", "K", 8, 16, 16)


def test_swizzled_and_mn_major_descriptors(tmp_path):
    """The tcgen05 descriptor's swizzle codes (Table 40: 2 = 128B, 4 = 64B, 6 = 32B) and transpose
    bits (MN-major) reach the same canonical layouts as wgmma's (9.7.16.3.3; the formulas were
    measured on the H100 through wgmma, docs/layouts.md): A is K-major with the 128B swizzle, B
    MN-major with the 64B swizzle; the shared-memory images are built here from the formulas."""
    rng = np.random.default_rng(11)
    M, N, K = 128, 64, 16
    A, B = _codes(rng, "f16", (M, K)), _codes(rng, "f16", (K, N))
    img_a = np.zeros(M // 8 * 1024, np.uint16)  # SBO 1024: 8 rows x 128 bytes per atom
    for i in range(M):
        for k in range(K):
            off = (i % 8) * 128 + (i // 8) * 1024 + (k // 8) * 16 + (k % 8) * 2
            off ^= ((off >> 7) & 7) << 4  # 128B swizzle: bits 4-6 ^= bits 7-9
            img_a[off // 2] = A[i, k]
    lbo_b, sbo_b = 512, 1024  # B MN-major 64B swizzle: 4 chunks of 8 N per row, 8 K rows per atom
    img_b = np.zeros(2048 // 2, np.uint16)
    for k in range(K):
        for n in range(N):
            mc = n // 8
            off = (n % 8) * 2 + (mc % 4) * 16 + (mc // 4) * lbo_b + (k % 8) * 64 + (k // 8) * sbo_b
            off ^= ((off >> 7) & 3) << 4  # 64B swizzle: bits 4-5 ^= bits 7-8
            img_b[off // 2] = B[k, n]
    upper = lambda lbo, sbo, code: (lbo >> 4 << 16) | (sbo >> 4 << 32) | (1 << 46) | (code << 61)  # noqa: E731
    raw = (upper(16, 1024, 2), upper(lbo_b, sbo_b, 4), img_a.size // 8, img_b.size // 8)
    ide = idesc("f16", M, N, trans_b=1)
    ptx = gemm_ptx("f16", rows_a=M, rows_b=N, chunks=2, nk=1, ocols=N, raw_desc=raw)
    D = _launch(ptx, img_a.view(np.uint8), img_b.view(np.uint8), N, ide, tmp_path)
    want = ptxemu.mma(
        "tcgen05.mma.cta_group::1.kind::f16", A, B, np.zeros((M, N), np.uint32), idesc=ide, scale_d=False
    )
    assert (D == want).all()


# manual 5.5.7, "32-byte atomicity sub-mode": the 16-byte cell of a 128-byte line's data at each place
T32 = [[0, 1, 2, 3, 4, 5, 6, 7], [2, 3, 0, 1, 6, 7, 4, 5], [4, 5, 6, 7, 0, 1, 2, 3], [6, 7, 4, 5, 2, 3, 0, 1]]


def test_mn_major_tf32_with_the_128b_32b_atom_swizzle(tmp_path):
    """Swizzle code 1, "128-Byte with 32B atomic swizzling" (Table 40), the only swizzle of an
    MN-major 32-bit operand (9.7.16.10.3, Table 52): B (tf32, N-major) in the 8x4 swizzle atom of
    Table 53 (8 16-byte units along N, 4 K rows of 128 bytes: 512 bytes; LBO between atoms along N,
    SBO between groups of 4 K rows, docs/layouts.md's assumption), its 16-byte cells placed by
    5.5.7's 32B-atomicity table written out above. A is K-major with the 128B swizzle."""
    rng = np.random.default_rng(12)
    M, N, K = 128, 64, 8
    A, B = _codes(rng, "tf32", (M, K)), _codes(rng, "tf32", (K, N))
    img_a = np.zeros(M // 8 * 1024 // 4, np.uint32)
    for i in range(M):
        for k in range(K):
            off = (i % 8) * 128 + (i // 8) * 1024 + (k // 4) * 16 + (k % 4) * 4
            off ^= ((off >> 7) & 7) << 4
            img_a[off // 4] = A[i, k]
    lbo_b, sbo_b = 512, 1024
    img_b = np.zeros(2048 // 4, np.uint32)
    for k in range(K):
        for n in range(N):
            mc = n // 4
            off = (n % 4) * 4 + (mc % 8) * 16 + (mc // 8) * lbo_b + (k % 4) * 128 + (k // 4) * sbo_b
            line, cell = off >> 7, (off >> 4) & 7
            off = (off & ~0x70) | (T32[line % 4].index(cell) << 4)
            img_b[off // 4] = B[k, n]
    upper = lambda lbo, sbo, code: (lbo >> 4 << 16) | (sbo >> 4 << 32) | (1 << 46) | (code << 61)  # noqa: E731
    ide = idesc("tf32", M, N, atype=2, btype=2, trans_b=1)
    want = ptxemu.mma(
        "tcgen05.mma.cta_group::1.kind::tf32", A, B, np.zeros((M, N), np.uint32), idesc=ide, scale_d=False
    )
    for code in (1, 2):  # 2: the plain 128B swizzle, which Table 52 does not allow here
        raw = (upper(16, 1024, 2), upper(lbo_b, sbo_b, code), img_a.size // 4, img_b.size // 4)
        ptx = gemm_ptx("tf32", rows_a=M, rows_b=N, chunks=2, nk=1, ocols=N, raw_desc=raw)
        if code == 1:
            D = _launch(ptx, img_a.view(np.uint8), img_b.view(np.uint8), N, ide, tmp_path)
            assert (D == want).all()
        else:
            with pytest.raises(PtxRuntimeError, match="Table 52"):
                _launch(ptx, img_a.view(np.uint8), img_b.view(np.uint8), N, ide, tmp_path)


def test_cta_pair_allocations_must_agree():
    """cta_group::2: one warp of each CTA of the pair allocates together; here the odd CTA frees its
    first allocation before the second, so the second allocations land on different columns."""
    body = """
 mov.u32 %r1, %cluster_ctarank;
 tcgen05.alloc.cta_group::2.sync.aligned.shared::cta.b32 [slot], 64;
 ld.shared.b32 %r2, [slot];
 setp.eq.u32 %p1, %r1, 0;
 @%p1 bra EVEN;
 tcgen05.dealloc.cta_group::2.sync.aligned.b32 %r2, 64;
EVEN:
 tcgen05.alloc.cta_group::2.sync.aligned.shared::cta.b32 [slot+4], 32;"""
    ptx = _kernel(body).replace(
        ".visible .entry k(.param .u64 out)", ".visible .entry k(.param .u64 out)\n.reqnctapercluster 2, 1, 1"
    )
    with pytest.raises(PtxRuntimeError, match="allocations differ"):
        ptxemu.Module(ptx).launch("k", 2, 32, [np.zeros(4, np.uint32)], cluster=(2, 1, 1))


@pytest.mark.parametrize("dtype", ["f32", "f16"])
def test_f16_kind_model_is_the_h100_wgmma_model(dtype):
    """B200TC.m's f16-input parameters (16 products per step, 25 alignment bits, truncation, RZ f32 /
    RN f16 results) are those of the H100-measured wgmma model: on rounding-heavy random operands
    (full f16 range, random C) tcgen05.mma .kind::f16 and wgmma give the same bits."""
    rng = np.random.default_rng(16)
    M, N, K = 128, 64, 16
    A = (
        (rng.standard_normal((M, K)) * 2.0 ** rng.integers(-10, 10, (M, K)))
        .astype(np.float16)
        .view(np.uint16)
    )
    B = (
        (rng.standard_normal((K, N)) * 2.0 ** rng.integers(-10, 10, (K, N)))
        .astype(np.float16)
        .view(np.uint16)
    )
    ct = np.float32 if dtype == "f32" else np.float16
    C = (rng.standard_normal((M, N)) * 64).astype(ct).view(np.uint32 if dtype == "f32" else np.uint16)
    ide = idesc("f16", M, N, dtype=1 if dtype == "f32" else 0)
    d = ptxemu.mma("tcgen05.mma.cta_group::1.kind::f16", A, B, C, idesc=ide)
    wg = f"wgmma.mma_async.sync.aligned.m64n64k16.{dtype}.f16.f16"
    h = ptxemu.mma(wg, A.reshape(2, 64, K), B, C.reshape(2, 64, N), target="sm_90a").reshape(M, N)
    assert (h.astype(np.uint32) == d).all()
    exact = A.view(np.float16).astype(np.float64) @ B.view(np.float16).astype(np.float64)
    exact += C.view(ct).astype(np.float64)
    with np.errstate(over="ignore"):  # some f16 sums overflow (inf in both routes)
        rounded = exact.astype(ct).view(C.dtype).astype(np.uint64)
    assert (d.astype(np.uint64) != rounded).any()  # the model's rounding matters on this data
