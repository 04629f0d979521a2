"""Issue 35's two patterns as whole kernels (tools/truth/issue35/issue35.ptx, written by hand after
the Triton 3.6 kernels the issue names; inputs in tests/data/kernels/issue35_inputs.npz).

* tau_sub_pred: div.full.f32, then Triton's masked load (mov 0; @p ld.global.cg), then sub.f32.
  ptxas 13.0 writes `MUFU.RCP; FMUL; FADD` (a predicated load stands between: no contraction);
  tau_sub_nopred / tau_sub_loadfirst, the issue's two edits, get `MUFU.RCP; FFMA`. The expected
  bits are that SASS worked by hand: the division's factors a', MUFU.RCP(b') from
  numerics.sfu.div_f32_operands (the H100-verified model of the scaling and MUFU.RCP,
  tests/data/sfu), then FMUL and FADD each rounded once, or FFMA rounded once (exact rationals).
* cp_pipe: a two-stage cp.async pipeline whose last chunk is partial (src-size 11 at the end of an
  allocation of exactly that many bytes), whose prefetch past the end and halo before the start have
  src-size 0 at addresses outside every allocation, plus cp-size 4/8 with every src-size and the
  ignore-src predicate. Expected bytes from the manual's cp.async text.
* Against the GPU: tools/truth/issue35/record.py writes tests/data/kernels/issue35_outputs.npz on the
  device; those comparisons run once the recording is committed.
"""

from __future__ import annotations

import importlib.util
import re
from fractions import Fraction
from pathlib import Path

import numpy as np
import pytest

import ptxemu
from ptxemu.numerics.sfu import div_f32_operands

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "tests" / "data" / "kernels"
PTX = ROOT / "tools" / "truth" / "issue35" / "issue35.ptx"
_spec = importlib.util.spec_from_file_location("issue35_record", PTX.parent / "record.py")
R = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(R)

IN = np.load(DATA / "issue35_inputs.npz")
MOD = ptxemu.Module(PTX.read_text())
GPU = DATA / "issue35_outputs.npz"


def _tau(name: str, route: str = "interp") -> np.ndarray:
    o = np.full(R.ROWS * R.N, 0xABABABAB, np.uint32)
    args = [IN["x"].copy(), IN["a"].copy(), IN["b"].copy(), o, np.int32(R.N)]
    MOD.launch(name, (R.ROWS, 1, 1), (R.THREADS, 1, 1), args, route=route)
    return o


def _pipe(route: str = "interp") -> np.ndarray:
    o = np.full(R.OUT_PIPE, R.SENTINEL, np.uint8)
    args = [IN["src"].copy(), o, np.int32(R.NBYTES), np.int32(R.NCHUNKS)]
    MOD.launch("cp_pipe", (1, 1, 1), (128, 1, 1), args, route=route)
    return o


def _rn32(q: Fraction) -> int:
    """float32 bits of the rational q rounded to nearest even (normal results; checked below)."""
    if q == 0:
        return 0
    s, q = (0x80000000, -q) if q < 0 else (0, q)
    e = q.numerator.bit_length() - q.denominator.bit_length()
    if Fraction(2) ** e > q:
        e -= 1
    assert -126 <= e <= 127
    m = q / Fraction(2) ** (e - 23)  # in [2**23, 2**24)
    n, r = divmod(m.numerator, m.denominator)
    if 2 * r > m.denominator or (2 * r == m.denominator and n & 1):
        n += 1
    if n == 1 << 24:
        n, e = 1 << 23, e + 1
    return s | ((e + 127) << 23) | (n - (1 << 23))


def _f(bits) -> Fraction:
    return Fraction(float(np.uint32(bits).view(np.float32)))


def _tau_by_sass(fused: bool) -> np.ndarray:
    a = np.repeat(IN["a"].view(np.uint32), R.N)
    b = np.repeat(IN["b"].view(np.uint32), R.N)
    a1, rcp = div_f32_operands(a, b, ftz=False, full=True)
    out = np.empty(a.size, np.uint32)
    for i, (p, r, x) in enumerate(zip(a1, rcp, IN["x"].view(np.uint32), strict=True)):
        prod = _f(p) * _f(r)
        out[i] = _rn32(_f(x) - prod) if fused else _rn32(_f(x) - _f(_rn32(prod)))  # FFMA | FMUL, FADD
    return out


def test_the_sass_is_what_the_expectations_assume():
    """ptxas 13.0.88 -arch=sm_90a on issue35.ptx (cuobjdump -sass, tests/data/kernels/issue35_sass.txt):
    FMUL + FADD for the masked-load kernel, FFMA for both edits."""
    sass = (DATA / "issue35_sass.txt").read_text()
    funcs = dict(re.findall(r"Function : (\w+)\n(.*?)(?=Function :|\Z)", sass, re.S))
    assert re.search(r"FMUL R\d+, R\d+, R\d+ ;.*FADD", funcs["tau_sub_pred"], re.S)
    assert "FFMA" not in funcs["tau_sub_pred"]
    for name in ("tau_sub_nopred", "tau_sub_loadfirst"):
        assert re.search(r"FFMA R\d+, R\d+, -R\d+, R\d+ ;", funcs[name]) and "FADD" not in funcs[name]
    assert "LDGSTS.E.BYPASS.128.ZFILL" in funcs["cp_pipe"]  # src-size: the zero-filling form


@pytest.mark.parametrize("route", ["interp", "compiled"])
@pytest.mark.parametrize("name", R.TAU_KERNELS)
def test_tau_kernels_compute_what_the_sass_computes(name, route):
    want = _tau_by_sass(fused=name != "tau_sub_pred")
    got = _tau(name, route)
    bad = int((got != want).sum())
    assert bad == 0, f"{bad} of {got.size} differ from the SASS worked by hand"


def test_the_inputs_tell_the_two_roundings_apart():
    """Fused and unfused differ on many outputs, so the tests above see the model's choice (before
    issue 35's fix, tau_sub_pred was fused: 2,492 of its 4,000 outputs were wrong)."""
    assert int((_tau_by_sass(True) != _tau_by_sass(False)).sum()) > 1000


def _pipe_by_manual() -> np.ndarray:
    """Each thread's record: its chunks (src-size bytes of the sequence, then zeros), the halo
    (src-size 0: zeros), cp-size 8 with src-size t % 9, cp-size 4 with t % 5, the 4-byte pad the
    kernel zeroes, and the ignore-src copy (zeros for odd t, 16 source bytes for even t)."""
    src = IN["src"]
    seq = np.concatenate([src, np.zeros(R.NCHUNKS * 2048 - R.NBYTES, np.uint8)]).reshape(R.NCHUNKS, 128, 16)
    rec = np.zeros((128, R.NCHUNKS + 3, 16), np.uint8)
    for t in range(128):
        rec[t, : R.NCHUNKS] = seq[:, t]
        n8, n4 = t % 9, t % 5
        rec[t, R.NCHUNKS + 1, :n8] = src[8 * t : 8 * t + n8]
        rec[t, R.NCHUNKS + 1, 8 : 8 + n4] = src[4 * t : 4 * t + n4]
        if t % 2 == 0:
            rec[t, R.NCHUNKS + 2] = src[16 * t : 16 * t + 16]
    return rec.reshape(-1)


@pytest.mark.parametrize("route", ["interp", "compiled"])
def test_cp_async_pipeline_copies_what_the_manual_says(route):
    got = _pipe(route)
    bad = np.flatnonzero(got != _pipe_by_manual())
    assert len(bad) == 0, f"{len(bad)} of {got.size} bytes differ, first at {bad[:8]}"


@pytest.mark.skipif(not GPU.exists(), reason="not recorded yet: tools/truth/issue35/record.py on the device")
def test_both_patterns_match_the_gpu():
    out = np.load(GPU)
    for name in R.TAU_KERNELS:
        assert int((_tau(name) != out[name]).sum()) == 0, name
    assert (_pipe() == out["cp_pipe"]).all()
