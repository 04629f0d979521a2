"""Form parsing and validation of the sm_120a mma.sync `.kind::*` forms.

Truth: the manual's syntax block and Tables 35-37 (9.7.14.3, 9.7.14.5.14), and ptxas verdicts
recorded below (ptxas 13.0 from CUDA 13.0 and ptxas 13.5 from the nvidia-cuda-nvcc 13.5.37 wheel,
`-arch=sm_120a`, recorded 2026-11-20 with the PTX text built by `_ptx` below). When a ptxas is
found, `test_ptxas_live` re-checks every recorded verdict.
"""

from __future__ import annotations

import itertools
import os
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

import ptxemu
from ptxemu.errors import PtxError, PtxOperandError, Unsupported
from ptxemu.isa.statement import parse_instruction
from ptxemu.ops.mma_kind import parse_kind_form

T5 = ("e4m3", "e5m2", "e3m2", "e2m3", "e2m1")
BASE = "mma.sync.aligned"

# (form, PTX ISA version used, ptxas accepts?) -- recorded verdicts.
PTXAS_VERDICTS: list[tuple[str, str, bool]] = [
    (f"{BASE}.m16n8k32.row.col.kind::f8f6f4.f32.e2m1.e3m2.f32", "8.8", True),
    (f"{BASE}.m16n8k32.row.col.kind::f8f6f4.f16.e2m1.e3m2.f16", "8.8", True),
    (f"{BASE}.m16n8k32.row.col.kind::f8f6f4.f16.e4m3.e5m2.f16", "8.8", True),
    (f"{BASE}.m16n8k32.row.col.kind::f8f6f4.f32.e2m1.e3m2.f16", "8.8", False),  # dtype != ctype
    (f"{BASE}.m16n8k32.row.col.kind::f8f6f4.f16.e2m1.e3m2.f32", "8.8", False),
    (f"{BASE}.m16n8k16.row.col.kind::f8f6f4.f32.e4m3.e5m2.f32", "8.8", True),  # not in the manual
    (f"{BASE}.m16n8k16.row.col.kind::f8f6f4.f32.e4m3.e4m3.f32", "8.8", True),
    (f"{BASE}.m16n8k16.row.col.kind::f8f6f4.f32.e2m1.e5m2.f32", "8.8", False),
    (f"{BASE}.m16n8k32.row.col.kind::mxf8f6f4.block_scale.f32.e2m1.e4m3.f32.ue8m0", "8.8", True),
    (f"{BASE}.m16n8k32.row.col.kind::mxf8f6f4.block_scale.scale_vec::1X.f32.e2m1.e4m3.f32.ue8m0", "8.8",
     True),
    (f"{BASE}.m16n8k32.row.col.kind::mxf8f6f4.block_scale.scale_vec::2X.f32.e2m1.e4m3.f32.ue8m0", "8.8",
     False),
    (f"{BASE}.m16n8k32.row.col.kind::mxf8f6f4.block_scale.f32.e2m1.e4m3.f32.ue4m3", "8.8", False),
    (f"{BASE}.m16n8k32.row.col.kind::mxf8f6f4.block_scale.f16.e2m1.e4m3.f16.ue8m0", "8.8", False),
    (f"{BASE}.m16n8k32.row.col.kind::mxf8f6f4.f32.e2m1.e4m3.f32.ue8m0", "8.8", False),  # no block_scale
    (f"{BASE}.m16n8k64.row.col.kind::mxf8f6f4.block_scale.f32.e2m1.e2m1.f32.ue8m0", "8.8", False),
    (f"{BASE}.m16n8k64.row.col.kind::mxf4.block_scale.f32.e2m1.e2m1.f32.ue8m0", "8.8", True),
    (f"{BASE}.m16n8k64.row.col.kind::mxf4.block_scale.scale_vec::2X.f32.e2m1.e2m1.f32.ue8m0", "8.8", True),
    (f"{BASE}.m16n8k64.row.col.kind::mxf4.block_scale.scale_vec::4X.f32.e2m1.e2m1.f32.ue8m0", "8.8", False),
    (f"{BASE}.m16n8k64.row.col.kind::mxf4.block_scale.scale_vec::1X.f32.e2m1.e2m1.f32.ue8m0", "8.8", False),
    (f"{BASE}.m16n8k64.row.col.kind::mxf4.block_scale.f32.e2m1.e2m1.f32.ue4m3", "8.8", False),
    (f"{BASE}.m16n8k64.row.col.kind::mxf4.block_scale.f32.e4m3.e2m1.f32.ue8m0", "8.8", False),
    (f"{BASE}.m16n8k32.row.col.kind::mxf4.block_scale.f32.e2m1.e2m1.f32.ue8m0", "8.8", False),
    (f"{BASE}.m16n8k64.row.col.kind::mxf4nvf4.block_scale.f32.e2m1.e2m1.f32.ue8m0", "8.8", False),
    (f"{BASE}.m16n8k64.row.col.kind::mxf4nvf4.block_scale.f32.e2m1.e2m1.f32.ue4m3", "8.8", False),
    (f"{BASE}.m16n8k64.row.col.kind::mxf4nvf4.block_scale.scale_vec::2X.f32.e2m1.e2m1.f32.ue8m0", "8.8",
     True),
    (f"{BASE}.m16n8k64.row.col.kind::mxf4nvf4.block_scale.scale_vec::2X.f32.e2m1.e2m1.f32.ue4m3", "8.8",
     False),
    (f"{BASE}.m16n8k64.row.col.kind::mxf4nvf4.block_scale.scale_vec::4X.f32.e2m1.e2m1.f32.ue4m3", "8.8",
     True),
    # Table 36 allows it; ptxas 13.0 (PTX <= 9.0) rejects it; ptxas 13.5 accepts it from PTX ISA 9.1.
    (f"{BASE}.m16n8k64.row.col.kind::mxf4nvf4.block_scale.scale_vec::4X.f32.e2m1.e2m1.f32.ue8m0", "9.1",
     True),
    (f"{BASE}.m16n8k64.row.col.kind::mxf4nvf4.block_scale.scale_vec::1X.f32.e2m1.e2m1.f32.ue8m0", "8.8",
     False),
    (f"{BASE}.m16n8k32.row.col.kind::mxf4nvf4.block_scale.scale_vec::2X.f32.e2m1.e2m1.f32.ue8m0", "8.8",
     False),
]


def _parses(form: str) -> bool:
    try:
        parse_kind_form(parse_instruction(form))
    except PtxError:
        return False
    return True


@pytest.mark.parametrize("form,ver,ok", PTXAS_VERDICTS, ids=[f"{i}" for i in range(len(PTXAS_VERDICTS))])
def test_recorded_ptxas_verdicts(form: str, ver: str, ok: bool) -> None:
    assert _parses(form) == ok, form


def _ptx(form: str, ver: str) -> str:
    f = parse_kind_form(parse_instruction(form)) if _parses(form) else None
    blk = ".block_scale" in form
    nd = 2 if ".f16." in form.split("kind::")[1][:40] and not blk else 4
    k16 = ".m16n8k16." in form
    a = "{a0,a1}" if k16 else "{a0,a1,a2,a3}"
    b = "{b0}" if k16 else "{b0,b1}"
    d = "{" + ",".join(f"d{i}" for i in range(nd)) + "}"
    c = "{" + ",".join(f"c{i}" for i in range(nd)) + "}"
    sel = ", sa, {0,0}, sb, {0,0}" if blk else ""
    del f
    return (f".version {ver}\n.target sm_120a\n.address_size 64\n.visible .entry k(){{\n"
            ".reg .b32 a<4>; .reg .b32 b<2>; .reg .b32 c<4>; .reg .b32 d<4>; .reg .b32 sa, sb;\n"
            f"{form} {d},{a},{b},{c}{sel};\nret;}}\n")


def _find_ptxas() -> str | None:
    # the nvidia-cuda-nvcc wheel puts ptxas under site-packages/nvidia/cu13/bin
    wheels = [str(p) for root in map(Path, sys.path) if root.is_dir()
              for p in root.glob("nvidia/cu1*/bin/ptxas")]
    extra = ["/work/ptxas135/lib/python3.11/site-packages/nvidia/cu13/bin/ptxas"]
    for cand in (os.environ.get("PTXEMU_PTXAS"), *wheels, *extra, shutil.which("ptxas"),
                 "/usr/local/cuda/bin/ptxas"):
        if cand and Path(cand).is_file() and os.access(cand, os.X_OK):
            try:
                out = subprocess.run([cand, "--version"], capture_output=True, text=True, timeout=30).stdout
            except OSError:
                continue
            if "release 13.5" in out or "release 13.6" in out or "release 14" in out:
                return cand
    return None


def test_ptxas_live(tmp_path: Path) -> None:
    ptxas = _find_ptxas()
    if ptxas is None:
        pytest.skip("no ptxas >= 13.5 found (set PTXEMU_PTXAS); the recorded verdicts still ran")
    for form, ver, ok in PTXAS_VERDICTS:
        src = tmp_path / "k.ptx"
        src.write_text(_ptx(form, ver))
        r = subprocess.run([ptxas, "-arch=sm_120a", str(src), "-o", str(tmp_path / "k.cubin")],
                           capture_output=True, text=True, timeout=60)
        assert (r.returncode == 0) == ok, (form, r.stderr)


# --- every valid form of the manual parses ---------------------------------------------------

VALID = (
    [f"{BASE}.m16n8k32.row.col.kind::f8f6f4.{d}.{a}.{b}.{d}" for a, b in itertools.product(T5, T5)
     for d in ("f16", "f32")]
    + [f"{BASE}.m16n8k32.row.col.kind::mxf8f6f4.block_scale{v}.f32.{a}.{b}.f32.ue8m0"
       for a, b in itertools.product(T5, T5) for v in ("", ".scale_vec::1X")]
    + [f"{BASE}.m16n8k64.row.col.kind::mxf4.block_scale{v}.f32.e2m1.e2m1.f32.ue8m0"
       for v in ("", ".scale_vec::2X")]
    + [f"{BASE}.m16n8k64.row.col.kind::mxf4nvf4.block_scale.scale_vec::{v}.f32.e2m1.e2m1.f32.{s}"
       for v, s in (("2X", "ue8m0"), ("4X", "ue8m0"), ("4X", "ue4m3"))]
)


@pytest.mark.parametrize("form", VALID)
def test_every_valid_form_parses(form: str) -> None:
    f = parse_kind_form(parse_instruction(form))
    # Table 35: scale_A is M x SFA_N with SFA_N = the scale_vec; chunk = K / SFA_N
    if "mxf8f6f4" in form:
        assert (f.scale_vec, f.chunk) == (1, 32)
    elif "mxf4nvf4" in form and "4X" in form:
        assert (f.scale_vec, f.chunk) == (4, 16)
    elif "mxf4" in form:
        assert (f.scale_vec, f.chunk) == (2, 32)
    else:
        assert f.scale_vec is None


@pytest.mark.parametrize("form,needle", [
    (f"{BASE}.m16n8k64.row.col.kind::mxf4nvf4.block_scale.scale_vec::2X.f32.e2m1.e2m1.f32.ue4m3",
     "scale_vec::2X with kind::mxf4nvf4 needs .ue8m0"),
    (f"{BASE}.m16n8k64.row.col.kind::mxf4nvf4.block_scale.f32.e2m1.e2m1.f32.ue4m3",
     "requires an explicit .scale_vec_size"),
    (f"{BASE}.m16n8k64.row.col.kind::mxf4.block_scale.scale_vec::4X.f32.e2m1.e2m1.f32.ue8m0",
     ".scale_vec::4X is not valid with .kind::mxf4"),
    (f"{BASE}.m16n8k32.row.col.kind::mxf8f6f4.block_scale.f32.e2m1.e4m3.f32.ue4m3",
     "scale_vec::1X with kind::mxf8f6f4 needs .ue8m0"),
    (f"{BASE}.m16n8k32.row.col.kind::mxf8f6f4.f32.e2m1.e4m3.f32.ue8m0", "requires the .block_scale"),
    (f"{BASE}.m16n8k32.row.col.kind::f8f6f4.block_scale.f32.e2m1.e4m3.f32", ".block_scale is not valid"),
    (f"{BASE}.m16n8k32.row.col.kind::f8f6f4.f32.e2m1.e4m3.f16", "must be the same as .ctype"),
    (f"{BASE}.m16n8k32.row.col.kind::mxf8f6f4.block_scale.f16.e2m1.e4m3.f16.ue8m0", "needs .dtype/.ctype"),
    (f"{BASE}.m16n8k64.row.col.kind::mxf4.block_scale.f32.e4m3.e2m1.f32.ue8m0", "needs .atype/.btype"),
    (f"{BASE}.m16n8k64.row.col.kind::f8f6f4.f32.e2m1.e2m1.f32", "shape .m16n8k64 is not valid"),
    (f"{BASE}.m16n8k32.row.col.kind::f8f6f4.f32.e2m1.s8.f32", "not an f8f6f4 element type"),
    (f"{BASE}.m16n8k32.row.col.kind::f16.f32.f16.f16.f32", "not a kind of mma.sync"),
    (f"{BASE}.m16n8k32.col.row.kind::f8f6f4.f32.e2m1.e2m1.f32", "'.row.col'"),
    ("mma.sync.m16n8k32.row.col.kind::f8f6f4.f32.e2m1.e2m1.f32", ".sync.aligned"),
    (f"{BASE}.m16n8k32.row.col.kind::f8f6f4.f32.e2m1.e2m1", "expected the types"),
])
def test_invalid_forms_name_the_rule(form: str, needle: str) -> None:
    with pytest.raises(PtxError, match=None) as ei:
        ptxemu.mma(form, np.zeros((16, 32), np.uint8), np.zeros((32, 8), np.uint8),
                   np.zeros((16, 8), np.uint32))
    assert needle in str(ei.value), str(ei.value)


# --- operands ---------------------------------------------------------------------------------

F8 = f"{BASE}.m16n8k32.row.col.kind::f8f6f4.f32.e2m1.e4m3.f32"
NV4 = f"{BASE}.m16n8k64.row.col.kind::mxf4nvf4.block_scale.scale_vec::4X.f32.e2m1.e2m1.f32.ue4m3"


def _f8(**kw):
    a = kw.pop("A", np.zeros((16, 32), np.uint8))
    b = kw.pop("B", np.zeros((32, 8), np.uint8))
    c = kw.pop("C", np.zeros((16, 8), np.uint32))
    return ptxemu.mma(kw.pop("form", F8), a, b, c, **kw)


def _nv4(**kw):
    a = kw.pop("A", np.zeros((16, 64), np.uint8))
    b = kw.pop("B", np.zeros((64, 8), np.uint8))
    c = kw.pop("C", np.zeros((16, 8), np.uint32))
    kw.setdefault("scale_a", np.full((16, 4), 0x38, np.uint8))
    kw.setdefault("scale_b", np.full((4, 8), 0x38, np.uint8))
    return ptxemu.mma(kw.pop("form", NV4), a, b, c, **kw)


@pytest.mark.parametrize("call,needle", [
    (lambda: _f8(A=np.zeros((16, 16), np.uint8)), "A must have shape (..., 16, 32)"),
    (lambda: _f8(B=np.zeros((8, 32), np.uint8)), "B must have shape (..., 32, 8)"),
    (lambda: _f8(C=np.zeros((16, 8), np.uint16)), "C must be .f32 codes"),
    (lambda: _f8(A=np.zeros((16, 32), np.float32)), "integer codes"),
    # e2m1 is a plain 4-bit code at matrix level; a register container (0x3c) is rejected
    (lambda: _f8(A=np.full((16, 32), 0x3C, np.uint8)), "fit in 4 bits"),
    (lambda: _f8(scale_a=np.zeros((16, 1), np.uint8), scale_b=np.zeros((1, 8), np.uint8)),
     "has no .block_scale"),
    (lambda: _f8(scale_d=False), "no scale-d"),
    (lambda: _f8(imm_scale_a=-1), "no scale-d"),
    (lambda: _f8(target="sm_90a"), "require sm_120a"),
    (lambda: _f8(target="sm_100a"), "require sm_120a"),
    (lambda: _f8(target="sm_120a:nonsense"), "unknown Blackwell arithmetic model"),
    (lambda: _f8(A=np.zeros((3, 16, 32), np.uint8), C=np.zeros((2, 16, 8), np.uint32)), "do not broadcast"),
    (lambda: _nv4(scale_a=None), "need scale_a"),
    (lambda: _nv4(scale_a=np.zeros((16, 2), np.uint8)), "scale_a must have shape (..., 16, 4)"),
    (lambda: _nv4(scale_b=np.zeros((8, 4), np.uint8)), "scale_b must have shape (..., 4, 8)"),
    (lambda: _nv4(scale_b=np.zeros((4, 8), np.int64) - 1), "fit in 8 bits"),
    (lambda: _nv4(form=NV4 + " {d0,d1,d2,d3},{a0,a1,a2,a3},{b0,b1},{c0,c1,c2,c3}, sa, {1, 0}, sb, {0, 0}"),
     "byte-id-a = 1 is outside Table 37"),
    (lambda: _nv4(form=NV4 + " {d0,d1,d2,d3},{a0,a1,a2,a3},{b0,b1},{c0,c1,c2,c3}, sa, {0, 2}, sb, {0, 0}"),
     "thread-id-a = 2 is outside Table 37"),
])
def test_bad_operands_raise(call, needle: str) -> None:
    with pytest.raises(PtxError) as ei:
        call()
    assert needle in str(ei.value), str(ei.value)


def test_selectors_in_table37_accepted() -> None:
    text = (f"{BASE}.m16n8k64.row.col.kind::mxf4.block_scale.f32.e2m1.e2m1.f32.ue8m0 "
            "{d0,d1,d2,d3},{a0,a1,a2,a3},{b0,b1},{c0,c1,c2,c3}, sa, {2, 1}, sb, {2, 3};")  # manual's example
    D = ptxemu.mma(text, np.zeros((16, 64), np.uint8), np.zeros((64, 8), np.uint8),
                   np.zeros((16, 8), np.uint32), scale_a=np.full((16, 2), 127, np.uint8),
                   scale_b=np.full((2, 8), 127, np.uint8))
    assert D.shape == (16, 8) and D.dtype == np.uint32


def test_operand_error_class() -> None:
    with pytest.raises(PtxOperandError):
        _f8(A=np.zeros((16, 16), np.uint8))


def test_ue4m3_padding_bit_is_unsupported() -> None:
    # 0x80..0xfe have two readings (+x if the MSB is ignored, -x if read as an e4m3 sign)
    with pytest.raises(Unsupported, match="padding MSB"):
        _nv4(scale_a=np.full((16, 4), 0x81, np.uint8))


def test_sparse_kind_is_unsupported() -> None:
    with pytest.raises(Unsupported, match="sparse"):
        ptxemu.mma("mma.sp::ordered_metadata.sync.aligned.m16n8k128.row.col.kind::mxf4.block_scale"
                   ".f32.e2m1.e2m1.f32.ue8m0", np.zeros((16, 128), np.uint8), np.zeros((128, 8), np.uint8),
                   np.zeros((16, 8), np.uint32))


def test_output_dtypes_and_float_c() -> None:
    D = _f8(C=np.ones((16, 8), np.float32))
    assert D.dtype == np.uint32 and np.all(D == 0x3F800000)
    f16 = f"{BASE}.m16n8k32.row.col.kind::f8f6f4.f16.e2m1.e4m3.f16"
    D = ptxemu.mma(f16, np.zeros((16, 32), np.uint8), np.zeros((32, 8), np.uint8),
                   np.ones((16, 8), np.float16))
    assert D.dtype == np.uint16 and np.all(D == 0x3C00)
