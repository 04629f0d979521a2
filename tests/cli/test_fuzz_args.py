"""A fuzz of the command line (issue 29): random argument lists, from the verbs' own options and
values both right and wrong, never end in a traceback or an 'internal error': every outcome is an
exit status with at most a short message. Bounded: a fixed number of examples, a few seconds."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ptxemu.cli import main
from ptxemu.examples import path

SAXPY = str(path("nvcc_sm90a.ptx"))

TOKENS = [
    # verbs and their options (no --html, --example, --output, --save: they write files or run long)
    "run", "exec", "check", "layout", "verify", "--kernel", "--grid", "--block", "--shared", "--arg",
    "--out", "--budget", "--quiet", "--check", "--route", "--jobs", "--cancel-policy", "--target",
    "--warnings", "--operand", "--desc", "--shape", "--bits", "--major", "--list", "--replay", "--cases",
    "--debug-not-an-option", "-h", "--version",
    # values, right and wrong
    SAXPY, "saxpy", "nope.ptx", ".", "/", "1", "0", "-1", "32", "4,1,1", "1,2,3,4", "x", "1e9", "",
    "i32:7", "u32:1000", "f32:1.5", "f32:abc", "i32:1.5", "u64:1000", "zeros:f32:8", "zeros:f32",
    "zeros:x:1", "hex:zz", "hex:00000000", "b32:0x3fc00000", "null", "missing.npy", "a.npy",
    "interp", "compiled", "fail", "steal", "sm_90a", "sm_999",
    "add.rn.f32 d, a, b;", "min.f32 d, a, b;", "ldd.f32 d, [a];", "cvt.rn.satfinite.e2m1x2.f32 d, a, b;",
    "a=1.5", "b=-2", "a=nan", "b=0x3f800000", "a=", "=1", "c=2", "a=1,2,3", "a=1.5:2",
    "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32", "--operand=a", "0x4000004000100000", "64x16",
    "\x00", "é", "--", "-",
]


@pytest.mark.filterwarnings("ignore")
@settings(max_examples=150, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(verb=st.sampled_from(["run", "run", "exec", "exec", "check", "layout", "verify", "--version", "x"]),
       rest=st.lists(st.sampled_from(TOKENS) | st.text(max_size=6), min_size=0, max_size=8))
def test_random_argument_lists_never_crash(verb, rest, capsys, tmp_path_factory, monkeypatch):
    argv = [verb, *rest]
    d = tmp_path_factory.mktemp("fuzz")
    monkeypatch.chdir(d)
    np.save(d / "a.npy", np.zeros(8, np.float32))
    try:
        rc = main(list(argv))
    except SystemExit as e:  # main answers with a status; only a bug escapes as SystemExit
        pytest.fail(f"SystemExit({e.code}) escaped main for {argv!r}")
    err = capsys.readouterr().err
    assert isinstance(rc, int) and rc in (0, 1, 2), (argv, rc, err)
    assert "Traceback" not in err and "internal error" not in err, (argv, err)
