"""cvt between .f16 and .bf16 without a rounding modifier (the manual asks for one; ptxas accepts
none, and Triton emits `cvt.bf16.f16` in tl.dot_scaled's upcast on sm_90).

Truth: ptxas's own translation (tests/data/frontends/cvt_default_rounding_sass.txt, made by
tools/truth/frontends/cvt_default_rounding_sass.sh with Triton 3.6's ptxas 12.8 and cuobjdump): for
sm_90a, sm_100a and sm_120a, the form without a modifier becomes the machine instruction of `.rn`
(F2F.BF16.F16, F2F.F16.BF16: no suffix), where .rz/.rm/.rp get .RZ/.RM/.RP. And round to nearest
even of every half into bfloat16 and back is ml_dtypes' cast (an implementation outside ptxemu).
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import ptxemu

ml_dtypes = pytest.importorskip("ml_dtypes")
SASS = Path(__file__).resolve().parents[1] / "data" / "frontends" / "cvt_default_rounding_sass.txt"


def _sass() -> dict[tuple[str, str], str]:
    out = {}
    for line in SASS.read_text().splitlines():
        left, right = line.split(" => ")
        arch, form = left.split()
        out[arch, form] = right.split(";")[0].split()[0]  # the opcode with its suffixes
    return out


@pytest.mark.parametrize("arch", ["sm_90a", "sm_100a", "sm_120a"])
@pytest.mark.parametrize("pair", ["bf16.f16", "f16.bf16"])
def test_ptxas_translates_no_modifier_as_rn(arch, pair):
    s = _sass()
    assert s[arch, f"cvt.{pair}"] == s[arch, f"cvt.rn.{pair}"]
    for r in ("rz", "rm", "rp"):
        assert s[arch, f"cvt.{r}.{pair}"] == s[arch, f"cvt.rn.{pair}"] + "." + r.upper()


def test_every_half_to_bf16_rounds_to_nearest_even():
    h = np.arange(1 << 16, dtype=np.uint32).astype(np.uint16)
    got = ptxemu.run_instruction("cvt.bf16.f16 d, a;", a=h)["d"]
    want = h.view(np.float16).astype(ml_dtypes.bfloat16).view(np.uint16)
    nan = np.isnan(h.view(np.float16))
    assert np.array_equal(got[~nan], want[~nan])
    # a NaN stays a NaN (its payload is the GPU's canonical one, like cvt.rn's)
    rn = ptxemu.run_instruction("cvt.rn.bf16.f16 d, a;", a=h[nan])["d"]
    assert np.isnan(got[nan].view(ml_dtypes.bfloat16).astype(np.float32)).all()
    assert np.array_equal(got[nan], rn)


def test_every_bf16_to_half_rounds_to_nearest_even():
    b = np.arange(1 << 16, dtype=np.uint32).astype(np.uint16)
    got = ptxemu.run_instruction("cvt.f16.bf16 d, a;", a=b)["d"]
    f = b.view(ml_dtypes.bfloat16)
    want = f.astype(np.float32).astype(np.float16).view(np.uint16)  # exact widening, then one RNE
    nan = np.isnan(f.astype(np.float32))
    assert np.array_equal(got[~nan], want[~nan])
