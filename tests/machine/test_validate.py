"""A launch refuses a module ptxas refuses, before any of it runs, naming the line (the kinds of
slip fuzzing found running: an undeclared register, a register of another width, an extra operand).
Truth: ptxas 13.0 refuses each module below at line 11 ("Arguments mismatch for instruction
'add'", checked when this test was written); PTXEMU_VALIDATE=0 runs what ptxemu can."""

from __future__ import annotations

import numpy as np
import pytest

import ptxemu

HEAD = ".version 8.0\n.target sm_90a\n.address_size 64\n"


def _module(line: str) -> str:
    return (HEAD + ".visible .entry k(.param .u64 out)\n{\n.reg .b32 %r<4>;\n.reg .b64 %rd<4>;\n"
            "ld.param.u64 %rd1, [out];\ncvta.to.global.u64 %rd1, %rd1;\nmov.u32 %r1, 7;\n"
            f"{line}\nst.global.u32 [%rd1], %r2;\nret;\n}}\n")


@pytest.mark.parametrize("line", ["add.u32 %r2, %r1, %r9;", "add.u64 %rd2, %rd1, %r1;\nmov.u32 %r2, 1;",
                                  "add.u32 %r2, %r1, %r1, %r1;"])
def test_a_module_ptxas_refuses_does_not_run(line):
    out = np.zeros(1, np.uint32)
    with pytest.raises(ptxemu.PtxError, match="line 11") as e:
        ptxemu.launch(_module(line), "k", grid=1, block=1, args=[out])
    assert out[0] == 0  # nothing ran
    assert e.value.source.startswith("add.")


def test_validation_can_be_turned_off(monkeypatch):
    monkeypatch.setenv("PTXEMU_VALIDATE", "0")
    out = np.zeros(1, np.uint32)
    ptxemu.launch(_module("add.u32 %r2, %r1, %r1, %r1;"), "k", grid=1, block=1, args=[out])
    monkeypatch.setenv("PTXEMU_VALIDATE", "maybe")
    with pytest.raises(ptxemu.PtxError, match="PTXEMU_VALIDATE"):
        ptxemu.launch(_module("add.u32 %r2, %r1, %r1;"), "k", grid=1, block=1, args=[out])
