"""add / min / max on packed halfword integers (.u16x2, .s16x2: PTX ISA 8.0, sm_90; Triton emits
them for int16 reductions and in tl.dot_scaled's e2m1 unpacking). Cases worked by hand from the
manual's semantics (9.7.1.1, 9.7.1.12, 9.7.1.13): iA[0] = a[0:15], iA[1] = a[16:31], each half
computed apart, add wrapping modulo 2^16, .relu clamping a negative half to 0.
"""

from __future__ import annotations

import numpy as np
import pytest

import ptxemu

A = np.array([0x7FFF_0001, 0x8000_FFFF, 0x1234_5678], np.uint32)
B = np.array([0x0001_FFFF, 0xFFFF_0001, 0x0000_8000], np.uint32)

CASES = {
    # halves (hi, lo): 7fff+0001 = 8000, 0001+ffff = 0000 (carry dropped, not into the high half);
    # 8000+ffff = 7fff, ffff+0001 = 0000; 1234+0000, 5678+8000 = d678
    "add.u16x2": [0x8000_0000, 0x7FFF_0000, 0x1234_D678],
    "add.s16x2": [0x8000_0000, 0x7FFF_0000, 0x1234_D678],  # two's complement: the same bits
    # unsigned: min(7fff, 0001) = 0001, min(0001, ffff) = 0001; min(8000, ffff) = 8000, min(ffff, 0001)
    # = 0001; min(1234, 0000) = 0000, min(5678, 8000) = 5678
    "min.u16x2": [0x0001_0001, 0x8000_0001, 0x0000_5678],
    # signed: min(32767, 1) = 1, min(1, -1) = -1; min(-32768, -1) = -32768, min(-1, 1) = -1;
    # min(4660, 0) = 0, min(22136, -32768) = -32768
    "min.s16x2": [0x0001_FFFF, 0x8000_FFFF, 0x0000_8000],
    "max.u16x2": [0x7FFF_FFFF, 0xFFFF_FFFF, 0x1234_8000],
    "max.s16x2": [0x7FFF_0001, 0xFFFF_0001, 0x1234_5678],
    # .relu: each negative half of the signed result becomes 0
    "min.relu.s16x2": [0x0001_0000, 0x0000_0000, 0x0000_0000],
    "max.relu.s16x2": [0x7FFF_0001, 0x0000_0001, 0x1234_5678],
}


@pytest.mark.parametrize("form", list(CASES))
def test_packed_halfword_integer_forms(form):
    got = ptxemu.run_instruction(f"{form} d, a, b;", a=A, b=B)["d"]
    assert got.dtype == np.uint32 and got.tolist() == CASES[form]


@pytest.mark.parametrize("text", ["sub.s16x2 %r1, %r2, %r3;", "min.relu.u16x2 %r1, %r2, %r3;",
                                  "add.sat.s16x2 %r1, %r2, %r3;"])
def test_forms_the_manual_does_not_define_are_refused(text):
    ptx = (".version 8.0\n.target sm_90a\n.address_size 64\n.visible .entry k()\n{\n"
           f".reg .b32 %r<4>;\n{text}\nret;\n}}\n")
    assert any(d.severity == "error" for d in ptxemu.check(ptx))


def test_packed_forms_need_sm_90():
    ptx = (".version 8.0\n.target sm_80\n.address_size 64\n.visible .entry k()\n{\n"
           ".reg .b32 %r<4>;\nadd.u16x2 %r1, %r2, %r3;\nret;\n}\n")
    assert any(d.severity == "error" for d in ptxemu.check(ptx))
