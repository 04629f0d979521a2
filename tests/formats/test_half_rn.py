"""formats.half_rn (f32 -> f16/bf16 to nearest even in numpy, before numba loads) against the
readable reference, codec._encode_exact (one exact rounding of the float64 value), and against the
H100's recordings of cvt.rn.{f16,bf16}{,x2}.f32 (tests/data/gpu_elementwise).

Default run: every one of the 2^16 f32 upper halves with 40 lower halves each (the rounding
boundaries of both formats: 0, 1, guard +-1, the half-way points, all ones; and random ones),
which covers every exponent, sign, NaN/inf pattern and tie, plus 2^21 random words. The slow
test takes all 2^32 words, against the lookup table codec builds from _encode_exact (the rounding
of an f32 depends only on its bits above the guard, the guard and a sticky bit, so the table
indexed by those bits is the reference on every word).
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

import numpy as np
import pytest

from ptxemu.formats import get_format, half_rn
from ptxemu.formats.codec import _encode_exact, _f32_table, _index
from ptxemu.host import read_text
from ptxemu.machine.launching.replay import load_npz

DATA = Path(__file__).resolve().parents[1] / "data" / "gpu_elementwise"
_LOWS = np.array([0, 1, 2, 0x0FFF, 0x1000, 0x1001, 0x1FFF, 0x2000, 0x2001, 0x3000, 0x5000, 0x7FFF,
                  0x8000, 0x8001, 0x9000, 0xC000, 0xE000, 0xF000, 0xFFFE, 0xFFFF], np.uint32)


@cache
def _words() -> np.ndarray:
    rng = np.random.default_rng(31)
    up = np.arange(1 << 16, dtype=np.uint32) << np.uint32(16)
    lows = np.concatenate([np.broadcast_to(_LOWS, (1 << 16, _LOWS.size)),
                           rng.integers(0, 1 << 16, (1 << 16, 20), dtype=np.uint32)], axis=1)
    rand = rng.integers(0, 1 << 32, 1 << 21, dtype=np.uint64).astype(np.uint32)
    return np.concatenate([(up[:, None] | lows).reshape(-1), rand])


def _reference(words: np.ndarray, name: str) -> np.ndarray:
    with np.errstate(all="ignore"):
        v = words.view(np.float32).astype(np.float64)
    return _encode_exact(v, get_format(name), "rn", False, False, False, None, 0)


@pytest.mark.parametrize("name", ["bf16", "f16"])
def test_one_and_pack2_equal_the_exact_encoder(name: str) -> None:
    w = _words()
    want = _reference(w, name)
    got = half_rn.one(w, name == "bf16")
    bad = np.flatnonzero(got != want)
    assert bad.size == 0, [(hex(w[i]), hex(got[i]), hex(want[i])) for i in bad[:5]]
    # packed: a's code in the upper half; the halves of a word come from unrelated inputs
    a, b = w[: w.size // 2], w[w.size // 2:][::-1]
    wb = want[w.size // 2:][::-1]
    packed = half_rn.pack2(a, b, name == "bf16")
    assert packed.dtype == np.uint32
    assert np.array_equal(packed, (want[: a.size].astype(np.uint32) << 16) | wb)


def test_shapes_broadcast_and_empty() -> None:
    x = np.float32([[1.0, -2.5], [np.nan, 65520.0]]).view(np.uint32)
    assert half_rn.one(x, False).tolist() == [[0x3C00, 0xC100], [0x7FFF, 0x7C00]]  # by hand: IEEE f16
    # by hand: bf16 is f32's top half; 65520 = 0x477FF000 rounds up to 0x4780
    assert half_rn.pack2(x, np.uint32(0x3F800000), True).tolist() == [[0x3F803F80, 0xC0203F80],
                                                                    [0x7FFF3F80, 0x47803F80]]
    assert half_rn.one(np.zeros(0, np.uint32), True).shape == (0,)


@cache
def _recorded() -> tuple[dict, dict, list]:
    meta = json.loads(read_text(DATA / "forms.json"))  # kept as forms.json.xz
    z = load_npz(DATA / "outputs.npz")
    outs: list[np.ndarray] = []
    for i, f in enumerate(meta["forms"]):  # refs always point back: decode in order
        x = z[f"d{i}"]
        outs.append(x if f["ref"] < 0 else x ^ outs[f["ref"]])
    return meta, dict(load_npz(DATA / "inputs.npz")), outs


@pytest.mark.parametrize("text", ["cvt.rn.f16.f32 d, a;", "cvt.rn.f16x2.f32 d, a, b;",
                                  "cvt.rn.bf16.f32 d, a;", "cvt.rn.bf16x2.f32 d, a, b;"])
def test_equals_the_h100(text: str) -> None:
    meta, inputs, outs = _recorded()
    i = next(k for k, f in enumerate(meta["forms"]) if f["text"] == text)
    srcs = [inputs[arr].astype(np.uint32) for _, arr, _ in meta["forms"][i]["sources"]]
    bf = ".bf16" in text
    got = half_rn.pack2(srcs[0], srcs[1], bf) if len(srcs) == 2 else half_rn.one(srcs[0], bf)
    want = outs[i].astype(np.uint64) & np.uint64((1 << meta["forms"][i]["dwidth"]) - 1)
    assert got.size > 1000 and np.array_equal(got.astype(np.uint64), want)


@pytest.mark.slow
@pytest.mark.parametrize("name", ["bf16", "f16"])
def test_every_f32_word(name: str) -> None:
    t, table = _f32_table(get_format(name), "rn", False, False, False)
    step = 1 << 24
    for s in range(0, 1 << 32, step):
        w = np.arange(s, s + step, dtype=np.uint64).astype(np.uint32)
        got = half_rn.one(w, name == "bf16")
        want = np.take(table, _index(w, t))
        assert np.array_equal(got, want), hex(s + int(np.flatnonzero(got != want)[0]))


@pytest.mark.parametrize("src", ["bf16", "f16"])
@pytest.mark.parametrize("nan", ["canonical", "payload"])
def test_widening_to_f32_equals_the_exact_route(src: str, nan: str) -> None:
    """codec.widen's f16/bf16 -> f32 shortcut against the float64 route it replaces (every code)."""
    from ptxemu.formats import decode, encode, widen

    codes = np.arange(1 << 16, dtype=np.uint32).astype(np.uint16)
    canonical = encode(decode(codes, src), "f32")
    got = widen(codes, src, "f32", nan=nan)
    isnan = np.isnan(decode(codes, src))
    assert np.array_equal(got[~isnan], canonical[~isnan])
    if nan == "canonical":
        assert np.all(got[isnan] == 0x7FFFFFFF)
    else:  # sign and payload kept, the mantissa moved to f32's top (host __bfloat162float / IEEE)
        shift = 16 if src == "bf16" else 13
        c = codes[isnan].astype(np.uint32)
        want = ((c & 0x8000) << 16) | 0x7F800000 | ((c & (0x7F if src == "bf16" else 0x3FF)) << shift)
        assert np.array_equal(got[isnan], want)
