"""Dense mma.sync with float inputs on sm_100a/sm_120a: no Blackwell hardware here, so the model is
a named choice (docs/numerics.md "Dense mma.sync on Blackwell"): the engines of the Blackwell model
(default sm_120a.kind.b200, B200TC.m: f32 results truncated; sm_120a.kind.b200-rn rounds them to
nearest), swapped with PTXEMU_BLACKWELL_MODEL. Cases worked by hand from those parameters."""

import numpy as np
import pytest

import ptxemu
from ptxemu.errors import PtxError

M = "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"
ONE_F32 = 0x3F800000


def _case():
    """Row 0: C = 1.0 plus three products 2^-12 * 2^-12 = 2^-24 each: the exact sum is 1 + 1.5 ulp
    of f32 (ulp 2^-23), inside the 25 bits the block keeps below its largest exponent. Truncated:
    1 + 1 ulp; to nearest (a tie): 1 + 2 ulps, the even one. Row 1: sixteen 1 * 1 = 16 exactly."""
    A, B, C = np.zeros((16, 16), np.uint16), np.zeros((16, 8), np.uint16), np.zeros((16, 8), np.uint32)
    h = np.float16(2.0**-12).view(np.uint16)
    A[0, :3], B[:3, 0], C[0, 0] = h, h, ONE_F32
    A[1, :], B[:, 1] = np.float16(1).view(np.uint16), np.float16(1).view(np.uint16)
    return A, B, C


@pytest.mark.parametrize("target", ["sm_100a", "sm_120a"])
def test_default_model_truncates(monkeypatch, target):
    monkeypatch.delenv("PTXEMU_BLACKWELL_MODEL", raising=False)
    D = ptxemu.mma(M, *_case(), target=target)
    assert int(D[0, 0]) == ONE_F32 + 1
    assert int(D[1, 1]) == 0x41800000  # 16.0
    assert int(D[2, 2]) == 0  # 0 * 0 + (+0): +0


@pytest.mark.parametrize("target", ["sm_100a", "sm_120a"])
def test_the_model_is_swappable(monkeypatch, target):
    monkeypatch.setenv("PTXEMU_BLACKWELL_MODEL", "sm_120a.kind.b200-rn")
    D = ptxemu.mma(M, *_case(), target=target)
    assert int(D[0, 0]) == ONE_F32 + 2


def test_an_unknown_model_is_named(monkeypatch):
    monkeypatch.setenv("PTXEMU_BLACKWELL_MODEL", "b300")
    with pytest.raises(PtxError, match="PTXEMU_BLACKWELL_MODEL='b300'"):
        ptxemu.mma(M, *_case(), target="sm_120a")


def test_m8n8k4_stays_unsupported():
    A, B, C = np.zeros((8, 4), np.uint16), np.zeros((4, 8), np.uint16), np.zeros((8, 8), np.uint32)
    with pytest.raises(ptxemu.Unsupported):
        ptxemu.mma("mma.sync.aligned.m8n8k4.row.col.f32.f16.f16.f32", A, B, C, target="sm_120a")
