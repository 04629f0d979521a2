"""Labels are scoped like other names (PTX ISA 9.0, 4.4 "Scope"; 11.1 on `{ }` blocks): a label declared
inside a nested block is visible only in that block and its children, and the same name may be
declared again in another block. CUTLASS's inline asm repeats `LAB_WAIT:`/`DONE:` in every
mbarrier-wait block of a kernel (tests/data/cutlass/*.ptx.xz); a branch must reach its own block's
label, not the last one of that name in the function. The kernel below is accepted by ptxas 13.0
(test_ptxas_accepts_it, where ptxas is on PATH); every expected value is worked by hand."""

from __future__ import annotations

import shutil
import subprocess

import numpy as np
import pytest

import ptxemu

PTX = """.version 8.0
.target sm_90a
.address_size 64
.visible .entry k(.param .u64 out)
{
.reg .b32 %r<8>;
.reg .b64 %rd<4>;
.reg .pred %p<4>;
ld.param.u64 %rd1, [out];
cvta.to.global.u64 %rd1, %rd1;
mov.u32 %r1, 0;
mov.u32 %r2, 0;
{
.reg .pred P1;
LAB_WAIT:
add.u32 %r1, %r1, 1;
setp.ge.u32 P1, %r1, 3;
@P1 bra DONE;
bra LAB_WAIT;
DONE:
}
add.u32 %r2, %r2, 10;
{
.reg .pred P1;
LAB_WAIT:
add.u32 %r1, %r1, 100;
setp.ge.u32 P1, %r1, 500;
@P1 bra DONE;
{
bra LAB_WAIT;
}
DONE:
}
add.u32 %r2, %r2, 1000;
st.global.v2.u32 [%rd1], {%r1, %r2};
DONE:
ret;
}
"""


def test_each_block_branches_to_its_own_labels():
    out = np.zeros(2, np.uint32)
    ptxemu.launch(PTX, "k", grid=1, block=1, args=[out])
    # first block: %r1 counts 1, 2, 3 and leaves through its own DONE; the second block adds 100
    # until %r1 >= 500 (103, 203, 303, 403, 503; the inner block's `bra LAB_WAIT` names its
    # parent's label); both adds after the blocks run (a branch to the function's DONE would skip them)
    assert out.tolist() == [503, 1010]


@pytest.mark.skipif(shutil.which("ptxas") is None, reason="ptxas not on PATH")
def test_ptxas_accepts_it(tmp_path):
    src = tmp_path / "k.ptx"
    src.write_text(PTX)
    r = subprocess.run(
        ["ptxas", "-arch=sm_90a", str(src), "-o", str(tmp_path / "k.cubin")], capture_output=True, text=True
    )
    assert r.returncode == 0, r.stderr


def test_nested_names_are_a_view_not_a_copy_per_instruction():
    """A register declared in a nested block shadows the outer one there only; instructions under
    the same open scopes share one view of the names (CUTLASS's 200,000-line FMHA module has 10,000
    inline-asm blocks each declaring a predicate: a copy of every name per instruction ran out of
    memory)."""
    from ptxemu.machine.program.program import Program

    p = Program(PTX)
    p.load(p.functions["k"])  # bodies are read when a kernel needs them
    items = [it for it in p.items if it.func == "k"]
    outer = [it for it in items if it.ins.opcode == "ld"][0].names
    inner = [it for it in items if it.ins.opcode == "setp"]
    assert "P1" not in outer and all("P1" in it.names for it in inner)
    assert inner[0].names["P1"].index != inner[1].names["P1"].index  # one P1 per block
    first = [it for it in items if it.ins.opcode in ("ld", "cvta")]
    assert first[0].names is first[1].names


PTX_TWO_BLOCKS = """
.version 8.7
.target sm_90a
.address_size 64
.visible .entry k(.param .u64 out)
{
    .reg .b32 %r<4>;
    .reg .b64 %rd<3>;
    ld.param.u64 %rd1, [out];
    mov.u32 %r1, 0;
    {
    .reg .pred P1;
    setp.eq.u32 P1, %r1, 0;
    @P1 bra DONE;
    add.u32 %r1, %r1, 100;
    DONE:
    add.u32 %r1, %r1, 1;
    }
    {
    .reg .pred P1;
    setp.eq.u32 P1, %r1, 1;
    @P1 bra DONE;
    add.u32 %r1, %r1, 1000;
    DONE:
    add.u32 %r1, %r1, 10;
    }
    st.global.u32 [%rd1], %r1;
    ret;
}
"""


def test_a_branch_takes_the_label_of_its_own_block():
    dev = ptxemu.Device()
    out = dev.alloc(4)
    ptxemu.Module(PTX_TWO_BLOCKS).launch("k", 1, 1, [np.uint64(out)], device=dev)
    # first block: skip +100, +1 -> 1; second: skip +1000, +10 -> 11 (the last DONE: for both gives 10)
    assert int(np.frombuffer(dev.read(out, 4), np.uint32)[0]) == 11
