"""check() against ptxas on the minimal modules behind the real-world sweep's fixes
(tools/sweeps/realworld: modules nobody on this project wrote, from public repositories, through
ptxas and ptxemu). Each case is a module written for the test, labelled by ptxas 13.0 and 13.5
(tools/sweeps/realworld/minimal.py wrote tests/data/isa/realworld_minimal.json)."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
from ptxas_labels import assert_check_agrees  # noqa: E402

import ptxemu
from ptxemu.isa.statement import Imm, ParamList, parse_operand

DATA = Path(__file__).resolve().parents[1] / "data" / "isa" / "realworld_minimal.json"
CASES = json.loads(DATA.read_text())


def test_the_labels_are_ptxas_own():
    assert "13.5" in CASES["ptxas"]["13.5"] and "13.0" in CASES["ptxas"]["13.0"]
    assert len(CASES["cases"]) >= 30
    # both ptxas versions agree on every case, and both verdicts occur
    assert all(c["ptxas13.0"]["accepted"] == c["ptxas13.5"]["accepted"] for c in CASES["cases"].values())
    assert {c["ptxas13.5"]["accepted"] for c in CASES["cases"].values()} == {True, False}


@pytest.mark.parametrize("name", sorted(CASES["cases"]))
def test_check_agrees_with_ptxas(name):
    assert_check_agrees(CASES["cases"][name])


def test_constant_expression_operands_by_hand():
    """Manual 4.6 (constant expressions): C's integer operators and precedence, worked by hand."""
    assert parse_operand("((128 >> 4) << 16)") == Imm(8 << 16, "((128 >> 4) << 16)")
    assert parse_operand("1 << 4").value == 16
    assert parse_operand("(~0 ^ 0xff) | 3").value == -256 | 3
    assert parse_operand("2*3+1").value == 7
    assert parse_operand("-(1 << 3)").value == -8 and parse_operand("-(8)").value == -8
    assert isinstance(parse_operand("(%r3)"), ParamList)  # a call's argument list stays one


def test_a_constant_expression_runs_as_its_value():
    """`or.b64 d, a, ((128 >> 4) << 16)`: the value 0x80000 (by hand), not a parse error."""
    ptx = CASES["cases"]["expr_shift"]["ptx"].replace(
        "ret;", "mov.u64 %rd2, 5;\nor.b64 %rd1, %rd2, ((128 >> 4) << 16);\n"
        "ld.param.u64 %rd3, [p];\nst.global.u64 [%rd3], %rd1;\nret;").replace(
        ".entry k()", ".entry k(.param .u64 p)")
    out = np.zeros(1, np.uint64)
    ptxemu.launch(ptx, "k", grid=1, block=1, args=[out], workers=1, print_output=False)
    assert out[0] == 0x80005


def test_texture_references_declared_but_unused_do_not_stop_a_kernel():
    """A module-scope .texref is an 8-byte handle; a kernel that never samples it runs."""
    ptx = (".version 8.5\n.target sm_90a\n.address_size 64\n.global .texref t;\n"
           ".visible .entry k(.param .u64 p)\n{\n.reg .b64 %rd<2>;\nld.param.u64 %rd1, [p];\n"
           "st.global.u32 [%rd1], 7;\nret;\n}\n")
    out = np.zeros(1, np.uint32)
    ptxemu.launch(ptx, "k", grid=1, block=1, args=[out], workers=1, print_output=False)
    assert out[0] == 7


def test_module_scope_local_is_unsupported_not_undeclared():
    """PTX before 3.0 (no ABI) may declare .local at module scope: valid, not modelled."""
    ptx = (".version 2.3\n.target sm_20\n.address_size 64\n.local .u32 l;\n"
           ".visible .entry k()\n{\n.reg .b64 %rd<2>;\nmov.u64 %rd1, l;\nret;\n}\n")
    assert not [d for d in ptxemu.check(ptx) if d.severity == "error"]
    with pytest.raises(ptxemu.Unsupported, match="module-scope .local variable 'l'"):
        ptxemu.launch(ptx, "k", grid=1, block=1, args=[], workers=1, print_output=False)


def test_legacy_16_bit_special_register_reads():
    """Manual 10.1: 16-bit mov/cvt read the low 16 bits of %tid/%ctaid; worked by hand: 1000 * ctaid + tid."""
    ptx = (".version 8.5\n.target sm_90a\n.address_size 64\n.visible .entry k(.param .u64 p)\n{\n"
           ".reg .u16 %rh<3>;\n.reg .u32 %r<4>;\n.reg .b64 %rd<4>;\nmov.u16 %rh1, %tid.x;\n"
           "cvt.u32.u16 %r1, %ctaid.x;\ncvt.u32.u16 %r2, %rh1;\nmad.lo.u32 %r3, %r1, 1000, %r2;\n"
           "ld.param.u64 %rd1, [p];\nmov.u32 %r1, %tid.x;\nmul.wide.u32 %rd2, %r1, 4;\n"
           "add.s64 %rd3, %rd1, %rd2;\nst.global.u32 [%rd3], %r3;\nret;\n}\n")
    assert not ptxemu.check(ptx)
    out = np.zeros(40, np.uint32)
    ptxemu.launch(ptx, "k", grid=(3,), block=(40,), args=[out], workers=1, print_output=False)
    assert (out == 2000 + np.arange(40)).all()  # the last CTA's writes


def test_sm1x_mad_f32_runs_as_unsupported():
    """`mad.f32` without a rounding modifier (PTX <= 3.1) is valid; its sm_1x semantics are not modelled."""
    c = CASES["cases"]["mad_f32_no_rnd_3_1"]
    assert c["ptxas13.5"]["accepted"]
    assert not [d for d in ptxemu.check(c["ptx"], c["arch"]) if d.severity == "error"]
    with pytest.raises(ptxemu.Unsupported, match="mad.f32"):
        ptxemu.launch(c["ptx"], "k", grid=1, block=1, args=[], workers=1, print_output=False)


def test_sm1x_targets_say_what_is_not_modelled():
    c = CASES["cases"]["target_sm10_baseline"]
    warns = [d.message for d in ptxemu.check(c["ptx"], c["arch"]) if d.severity == "warning"]
    assert any("sm_1x" in w and "not modelled" in w for w in warns)


def test_the_sweep_compiles_each_module_for_its_own_target():
    """tools/sweeps/realworld/sweep.py: ptxas -arch is the module's .target, sm_75 (ptxas 13's
    oldest) for an older one, the sm_ name of a compute_ target."""
    import importlib.util
    import sys

    here = Path(__file__).resolve().parents[2] / "tools" / "sweeps" / "realworld"
    sys.path.insert(0, str(here))
    try:
        spec = importlib.util.spec_from_file_location("realworld_sweep", here / "sweep.py")
        sweep = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(sweep)
    finally:
        sys.path.remove(str(here))
    assert sweep.header("\t.version 2.1\n\t.target sm_20\n") == ("2.1", "sm_20", "sm_75")
    assert sweep.header(".version 1.4\n.target sm_10, map_f64_to_f32\n") == ("1.4", "sm_10", "sm_75")
    assert sweep.header(".version 9.0\n.target sm_100a\n") == ("9.0", "sm_100a", "sm_100a")
    assert sweep.header(".version 8.0\n.target compute_90a\n")[2] == "sm_90a"
