"""fns, movmatrix and getctarank against the H200 (tools/truth/misc/misc_ops.py, written from the
manual, recorded by record.py): 1,024 threads in clusters of 4; fns on random, sparse and edge masks
with every base 0-31 and offsets -34..34, +-(2^31 - 1) and -2^31; fns with bases above 31 (undefined
in the manual: what the GPU does) and on zero and one-bit masks (an H100); movmatrix on random 8x8
b16 matrices; getctarank of mapa'd shared::cluster and generic addresses, of a variable and of
`variable + 8`."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import ptxemu

DATA = Path(__file__).resolve().parents[1] / "data" / "kernels"


@pytest.fixture(scope="module")
def recorded():
    z = np.load(DATA / "misc_ops_inputs.npz")
    h = np.load(DATA / "misc_ops_outputs_h200.npz")
    mod = ptxemu.Module((DATA / "misc_ops_sm90a.ptx").read_text())
    out = z["out"].copy()
    mod.launch("misc_ops", 16, 64, [z["in"].copy(), out])
    out_any = z["out_any"].copy()
    mod.launch("fns_any", 16, 64, [z["in_any"].copy(), out_any])
    return out, out_any, h


@pytest.mark.parametrize(
    "word, what",
    [
        (0, "fns"),
        (1, "movmatrix"),
        (2, "getctarank mapa"),
        (3, "getctarank generic mapa"),
        (4, "getctarank var"),
        (5, "getctarank var+8"),
        (6, "getctarank generic var"),
        (7, "the mapa'd address"),
    ],
)
def test_word_matches_the_gpu(recorded, word, what):
    out, _, h = recorded
    assert np.array_equal(out[:, word], h["out"][:, word]), what


def test_fns_with_any_base_matches_the_gpu(recorded):
    _, out_any, h = recorded
    assert np.array_equal(out_any, h["out_any"])


def test_fns_of_zero_and_one_bit_masks_matches_the_h100():
    """Recorded again on an H100 (misc_ops_outputs_h100.npz: the first two sets equal the H200's):
    zero and one-bit masks, bases 0-39, offsets +-1, +-32, 33, 0, 2^31 - 1 and -2^31 (which gives 0
    whatever the mask)."""
    z = np.load(DATA / "misc_ops_inputs.npz")
    h100, h200 = np.load(DATA / "misc_ops_outputs_h100.npz"), np.load(DATA / "misc_ops_outputs_h200.npz")
    assert np.array_equal(h100["out"], h200["out"]) and np.array_equal(h100["out_any"], h200["out_any"])
    out = z["out_zero"].copy()
    ptxemu.Module((DATA / "misc_ops_sm90a.ptx").read_text()).launch(
        "fns_any", 16, 64, [z["in_zero"].copy(), out]
    )
    assert np.array_equal(out, h100["out_zero"])


def test_fns_worked_from_the_manual():
    # mask 0b1011_0100: set bits 2, 4, 5, 7
    body = "\n".join(
        f"fns.b32 %r{i + 1}, 0xb4, {b}, {o};"
        for i, (b, o) in enumerate(
            [(0, 1), (0, 3), (0, 5), (7, -1), (7, -4), (6, -1), (4, 0), (3, 0), (5, 2)]
        )
    )
    ptx = (
        ".version 8.5\n.target sm_90a\n.address_size 64\n.visible .entry k(.param .u64 p)\n{\n"
        ".reg .b32 %r<10>;\n.reg .b64 %rd1;\nld.param.u64 %rd1, [p];\n"
        + body
        + "\nst.global.v4.b32 [%rd1], {%r1, %r2, %r3, %r4};\n"
        "st.global.v4.b32 [%rd1+16], {%r5, %r6, %r7, %r8};\nst.global.b32 [%rd1+32], %r9;\nret;\n}\n"
    )
    out = np.zeros(9, np.uint32)
    ptxemu.launch(ptx, "k", grid=1, block=1, args=[out])
    assert out.tolist() == [2, 5, 0xFFFFFFFF, 7, 2, 5, 4, 0xFFFFFFFF, 7]
