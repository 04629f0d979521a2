"""wmma.load / wmma.mma / wmma.store against the H100 (tools/truth/wmma: 63 hand-written kernels,
one per recorded form, each on 12 data sets; and 8 kernels nvcc wrote from mma.h's wmma API).

Every form the catalogue accepts is there: f16 (f16/f32 accumulators, the mixed ones too), bf16,
s8/u8 (.satfinite or not) on m16n16k16 / m32n8k16 / m8n32k16; tf32 m16n16k8; f64 m8n8k4 (every
rounding modifier); s4/u4 m8n8k32; b1 m8n8k128 (.xor, .and); row/col layouts of a, b, c and d,
default and padded strides (immediate or register), global / shared / generic addresses of either.
Each kernel dumps every lane's fragment registers after wmma.load (the probe data sets give every
element a distinct code: the fragment layouts are read off them), the d registers of wmma.mma (and,
for .f16, of two more with one half of the a/b registers perturbed: which copy the GPU reads), and
the memory wmma.store.d wrote. Every recorded bit is compared."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

import ptxemu
from ptxemu.host import read_text
from ptxemu.machine.launching.replay import load_npz

DATA = Path(__file__).resolve().parents[1] / "data" / "kernels"


@pytest.fixture(scope="module")
def rec():
    return load_npz(DATA / "wmma_inputs.npz"), load_npz(DATA / "wmma_outputs_h100.npz")


def _run(rec, lo: int, hi: int) -> list[str]:
    z, h = rec
    forms = json.loads(str(z["forms"]))
    mod = ptxemu.Module(read_text(DATA / "wmma_sm90a.ptx"))  # kept .ptx.xz
    bad = []
    for i in range(lo, min(hi, len(forms))):
        bufs = [z[f"{i}_{w}"].copy() for w in "abcrd"]
        mod.launch(f"wmma_{i}", len(z[f"{i}_A"]), 32, bufs)
        got_d, want_d = bufs[4], h[f"{i}_d"]
        if "shared" in forms[i]["space"]:  # the copy-out also read the never-written gaps
            keep = np.tile(z[f"{i}_dmask"], len(z[f"{i}_A"]))
            got_d, want_d = got_d[keep], want_d[keep]
        for name, got, want in (("registers", bufs[3], h[f"{i}_r"]), ("stored d", got_d, want_d)):
            if not np.array_equal(got, want):
                f = forms[i]
                bad.append(
                    f"wmma_{i} {f['ab']} {f['shape']} {f['la']}.{f['lb']} {f['dt']}.{f['ct']}{f['mods']} "
                    f"{f['space']}: {name} differ in {int((got != want).sum())} of {got.size} bytes"
                )
    return bad


@pytest.mark.parametrize("part", range(4))
def test_every_wmma_form_matches_the_h100(rec, part):
    """Fragment dumps (a, b, c after wmma.load; d after wmma.mma) and the stored D, bit for bit."""
    n = len(json.loads(str(rec[0]["forms"])))
    step = -(-n // 4)
    assert _run(rec, part * step, (part + 1) * step) == []


API = {
    "api_f16": 2,
    "api_f16h": 2,
    "api_bf16": 2,
    "api_s8": 1,
    "api_tf32": 4,
    "api_f64": 8,
    "api_u4": 4,
    "api_b1": 4,
}  # bytes of each kernel's accumulator element


def test_nvcc_wmma_api_kernels_match_the_h100(rec):
    """The PTX nvcc writes for load_matrix_sync / mma_sync / bmma_sync / store_matrix_sync (with
    cvt.rna.tf32.f32 for the tf32 kernel): the stored D of every CTA."""
    z, h = rec
    mod = ptxemu.Module((DATA / "wmma_api_sm90a.ptx").read_text())
    for name in API:
        bufs = [z[f"{name}_{w}"].copy() for w in "ABCD"]
        mod.launch(name, 4, 32, bufs)
        assert np.array_equal(bufs[3], h[f"{name}_D"]), name


_BAD = r"""
.version 8.5
.target sm_90a
.address_size 64
.visible .entry k(.param .u64 p, .param .u32 off, .param .u32 lanes)
{
  .reg .b32 %r<12>;
  .reg .b64 %rd<4>;
  .reg .pred %p<2>;
  ld.param.u64 %rd1, [p];
  ld.param.u32 %r9, [off];
  ld.param.u32 %r10, [lanes];
  cvt.u64.u32 %rd2, %r9;
  add.s64 %rd1, %rd1, %rd2;
  mov.u32 %r11, %tid.x;
  setp.lt.u32 %p1, %r11, %r10;
  @!%p1 bra DONE;
  wmma.load.a.sync.aligned.row.m16n16k16.global.f16 {%r0,%r1,%r2,%r3,%r4,%r5,%r6,%r7}, [%rd1];
DONE:
  ret;
}
"""


@pytest.mark.parametrize(
    "off, lanes, err, text",
    [
        (1, 32, ptxemu.PtxMemoryError, "misaligned 2-byte access"),
        (600, 32, ptxemu.PtxMemoryError, "outside every global allocation"),
        (0, 16, ptxemu.PtxRuntimeError, "part of a warp"),
    ],
)
def test_bad_wmma_accesses_name_the_line(off, lanes, err, text):
    """A misaligned element, a matrix running past its allocation (16 rows of 32 bytes from byte
    600 of 1,024) and a half warp executing the .sync.aligned load: errors naming the PTX line."""
    mod = ptxemu.Module(_BAD)
    with pytest.raises(err, match=text) as e:
        mod.launch("k", 1, 32, [np.zeros(1024, np.uint8), np.uint32(off), np.uint32(lanes)])
    assert "line 18" in str(e.value)
