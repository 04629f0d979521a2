"""`ptxemu.run_instruction` / `ptxemu exec` run every instruction form the kernel interpreter runs
(issue 29: exec refused min.f32, mul.lo.s32, add.f16x2, sqrt.rn.f32, div.rn.f32, fma.rn.f16 ...).

One instance of every line of the form table (isa.catalogue: the base ISA's forms and the f32x2 /
mixed-precision ones) for every opcode the interpreter compiles, run on 32 lanes of inputs through
run_instruction, whose one definition is the kernel path (machine.launching.one_instruction). Each
must run (or fault on these inputs with a ptxemu error naming the line and thread); only forms that
reach memory or branch say so in one line. The values are checked against independent truth in
tests/ops (hand-worked from the manual) and tests/ops/test_gpu_elementwise.py (717 forms recorded on
an H100), which run through the same path; here the hand-worked values of the issue's forms."""

from __future__ import annotations

import numpy as np
import pytest

import ptxemu
from ptxemu.cli import main
from ptxemu.errors import PtxemuError, PtxOperandError, Unsupported
from ptxemu.isa.catalogue import base, floats
from ptxemu.isa.catalogue.forms import Form
from ptxemu.isa.types import TYPES
from ptxemu.machine.launching.one_instruction import _plan
from ptxemu.machine.program.step import COMPILERS

UINT = {8: np.uint8, 16: np.uint16, 32: np.uint32, 64: np.uint64}

# opcodes whose every form reaches memory through an address, branches, or needs the whole kernel
# (its stack, its texture descriptors, its clusters): run_instruction says so in one line
NEEDS_A_KERNEL = {
    "ld", "ldu", "st", "atom", "red", "prefetch", "prefetchu", "applypriority", "discard", "cp",
    "mbarrier", "multimem", "tensormap", "tex", "tld4", "txq", "suld", "sust", "sured", "suq", "bra",
    "brx", "call", "istypep", "clusterlaunchcontrol",
    # matrix forms: ptxemu.mma and ptxemu.layout take them element-wise (ptxemu.run_instruction says so)
    "mma", "wgmma", "ldmatrix", "stmatrix", "wmma",
}
# hand-written instances of opcodes whose forms are rules rather than Form lines
EXTRA = {
    "cvt": ["cvt.rn.f16.f32 o0, o1;", "cvt.rn.satfinite.e4m3x2.f32 o0, o1, o2;", "cvt.rzi.s32.f32 o0, o1;",
            "cvt.u64.u32 o0, o1;", "cvt.rn.bf16x2.f32 o0, o1, o2;"],
    "redux": ["redux.sync.add.u32 o0, o1, o2;", "redux.sync.max.s32 o0, o1, 0xffffffff;"],
    "setmaxnreg": ["setmaxnreg.inc.sync.aligned.u32 240;"],
    "elect": ["elect.sync o0|p1, o2;"],
    "alloca": ["alloca.u32 o0, 16;"],
}


def _instance(f: Form) -> str:
    """The form with its mandatory qualifiers (each class's first value) and operands o0, o1, ..."""
    name = f.opcode + "".join(sl.values[0] for sl in f.slots if not sl.optional)
    ops = []
    for k, (kind, _, opt) in enumerate(f.ops):
        if opt:
            break
        if kind in ("p", "pi", "pq"):
            ops.append(f"p{k}")
        elif kind == "i":
            ops.append("1")
        elif kind.startswith("v") and kind[1:].isdigit():
            ops.append("{" + ", ".join(f"o{k}_{j}" for j in range(int(kind[1:]))) + "}")
        elif kind == "a":
            ops.append(f"[o{k}]")
        elif kind == "l":
            ops.append("L")
        else:
            ops.append(f"o{k}")
    return f"{name} {', '.join(ops)};" if ops else f"{name};"


def _inputs(text: str, rng) -> dict[str, np.ndarray]:
    _, ops = _plan(text)
    vals = {}
    collective = text.split(".")[0] in ("shfl", "vote", "match", "redux", "elect")
    for n in ops.sources:
        t = ops.types[n]
        if t == ".pred":
            vals[n] = np.arange(32) % 3 == 0
        elif collective and n == ops.sources[-1]:
            vals[n] = np.full(32, 0xFFFFFFFF, np.uint32)  # every lane of the warp
        else:
            w = max(8, TYPES[t].bits)
            vals[n] = rng.integers(0, 1 << min(w, 63), 32, dtype=np.uint64).astype(UINT[w])
    return vals


def _sweep():
    ptxemu.run_instruction("mov.u32 d, %laneid;")  # the interpreter's compilers are registered lazily
    rng = np.random.default_rng(29)
    for op in sorted(COMPILERS):
        texts = [_instance(f) for f in floats.FORMS.get(op) or base.BASE_FORMS.get(op, [])]
        for text in texts + EXTRA.get(op, []):
            try:
                vals = _inputs(text, rng)
                ptxemu.run_instruction(text, **vals)
                yield op, text, "ran", ""
            except (ptxemu.PtxMemoryError, ptxemu.PtxRuntimeError) as e:
                yield op, text, "fault", str(e)  # it ran, and these inputs make it fault
            except PtxOperandError as e:
                yield op, text, "refused" if "inside a kernel" in str(e) else "invalid", str(e)
            except Unsupported as e:
                yield op, text, "unsupported", str(e)
            except PtxemuError as e:
                yield op, text, "invalid", str(e)


@pytest.fixture(scope="module")
def sweep():
    return list(_sweep())


def test_every_opcode_the_interpreter_runs_runs_as_one_instruction(sweep):
    by_op: dict[str, set[str]] = {}
    for op, _, kind, _ in sweep:
        by_op.setdefault(op, set()).add(kind)
    runs = {op for op, kinds in by_op.items() if kinds & {"ran", "fault"}}
    missing = sorted(op for op in COMPILERS if op not in runs and op not in NEEDS_A_KERNEL)
    assert not missing, {op: [s for s in sweep if s[0] == op][:2] for op in missing}
    # 135 opcodes compile today, 105 of them run as one instruction (346 form instances)
    assert runs == set(COMPILERS) - NEEDS_A_KERNEL, sorted(runs & NEEDS_A_KERNEL)
    # the opcodes that need a kernel are answered in one line, never by a crash
    for op, text, kind, why in sweep:
        if op in NEEDS_A_KERNEL and kind not in ("ran", "fault"):
            assert kind in ("refused", "unsupported", "invalid"), (text, why)
            assert why, text


def test_the_forms_the_issue_names(capsys):
    """Hand-worked: each of the forms the issue found refused, through run_instruction and exec."""
    f32 = lambda x: int(np.float32(x).view(np.uint32))  # noqa: E731
    cases = [
        ("min.f32 d, a, b;", dict(a=np.float32(1.5), b=np.float32(-2)), f32(-2)),
        ("mul.lo.s32 d, a, b;", dict(a=np.int32(-3), b=np.int32(7)), (-21) & 0xFFFFFFFF),
        # f16x2 slots, upper first: (1.5, 2) + (1, 0.25) = (2.5, 2.25) = 0x4100, 0x4080
        ("add.f16x2 d, a, b;", dict(a=np.uint32(0x3E004000), b=np.uint32(0x3C003400)), 0x41004080),
        ("add.rn.f16x2 d, a, b;", dict(a=np.uint32(0x3C003C00), b=np.uint32(0x3C004000)), 0x40004200),
        ("sqrt.rn.f32 d, a;", dict(a=np.float32(4)), f32(2)),
        ("div.rn.f32 d, a, b;", dict(a=np.float32(1), b=np.float32(3)), 0x3EAAAAAB),
        # 1.5 * 2 + 0.25 = 3.25 exactly: f16 0x4280
        ("fma.rn.f16 d, a, b, c;", dict(a=np.float16(1.5), b=np.float16(2), c=np.float16(0.25)), 0x4280),
    ]
    for text, ops, want in cases:
        assert int(ptxemu.run_instruction(text, **ops)["d"]) == want, text
    rc = main(["exec", "min.f32 d, a, b;", "a=1.5", "b=-2"])
    assert rc == 0 and "d        = 0xc0000000  .f32 -2.0" in capsys.readouterr().out
    rc = main(["exec", "fma.rn.f16 d, a, b, c;", "a=1.5", "b=2", "c=0.25"])
    assert rc == 0 and "d        = 0x4280  .f16 3.25" in capsys.readouterr().out


def test_exec_parses_values_by_the_operand_type(capsys):
    """f32 operands accept 1.5 (the hint once said '.b32: give an integer'); integer operands refuse it."""
    assert main(["exec", "add.rn.f32 d, a, b;", "a=1.5", "b=1"]) == 0
    assert "d        = 0x40200000  .f32 2.5" in capsys.readouterr().out
    assert main(["exec", "mul.lo.s32 d, a, b;", "a=1.5", "b=1"]) == 2
    err = capsys.readouterr().err
    assert "a=1.5" in err and "operand a is .s32" in err and len(err.strip().splitlines()) == 1


def test_exec_and_run_agree_on_unknown_opcodes(capsys):
    assert main(["exec", "ldd.f32 d, [a];"]) == 2
    assert "unknown instruction 'ldd'" in capsys.readouterr().err
    with pytest.raises(ptxemu.PtxError, match="unknown instruction 'ldd'"):
        ptxemu.run_instruction("ldd.f32 d, [a];")


def test_memory_forms_say_to_use_a_kernel():
    with pytest.raises(PtxOperandError, match="run it inside a kernel"):
        ptxemu.run_instruction("ld.global.f32 d, [a];", a=np.uint64(0))


def test_warp_collectives_see_lanes_as_a_warp():
    """shfl.sync.bfly with lane mask 1 swaps neighbours (9.7.8.6: j = lane ^ b); vote.ballot sets
    bit i for each lane i whose predicate is true."""
    a = np.arange(32, dtype=np.uint32) * 10
    d = ptxemu.run_instruction("shfl.sync.bfly.b32 d|p, a, 1, 31, m;", a=a, m=np.uint32(0xFFFFFFFF))["d"]
    assert d.tolist() == [int(a[i ^ 1]) for i in range(32)]
    p = np.arange(32) % 4 == 0
    d = ptxemu.run_instruction("vote.sync.ballot.b32 d, p, m;", p=p, m=np.uint32(0xFFFFFFFF))["d"]
    assert set(d.tolist()) == {0x11111111}
