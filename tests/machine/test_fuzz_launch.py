"""A bounded run of the interpreter fuzzer (tools/fuzz/fuzz_launch.py): real kernels with one line
deleted, duplicated, reordered, retyped or with a changed immediate end in a normal run or a ptxemu
error - no other exception, no hang. The long run is the script."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

SCRIPT = Path(__file__).resolve().parents[2] / "tools" / "fuzz" / "fuzz_launch.py"


def _fuzzer():
    if "fuzz_launch" not in sys.modules:  # registered first: its dataclasses look their module up
        spec = importlib.util.spec_from_file_location("fuzz_launch", SCRIPT)
        mod = importlib.util.module_from_spec(spec)
        sys.modules["fuzz_launch"] = mod
        spec.loader.exec_module(mod)
    return sys.modules["fuzz_launch"]


def test_mutated_kernels_never_crash():
    stats = _fuzzer().run(40, 12345, verbose=False)
    assert stats["runs"] == 40
    assert stats["crashes"] == 0 and stats["hangs"] == 0, stats["crash_samples"]
    assert stats["ptxemu_errors"] > 0 and stats["ok"] > 0  # the mutations exercise both outcomes


def test_mutated_base_isa_kernels_never_crash():
    """The same on issue 22's corpus: vector registers, .reg parameters, calls through pointers,
    recursion, alloca, brx.idx, video, carry chains, contraction, relaxed-type loads and stores."""
    stats = _fuzzer().run(40, 2222, verbose=False, corpus="base_isa")
    assert stats["runs"] == 40
    assert stats["crashes"] == 0 and stats["hangs"] == 0, stats["crash_samples"]


def test_mutants_through_the_command_line():
    """`ptxemu run` / `ptxemu check` on mutated nvcc, Triton, llm.c and CUTLASS modules (1-3 edits of
    17 kinds, observing flags at random): one line and exit status 0/1/2, never an internal error."""
    stats = _fuzzer().run(30, 777, verbose=False, corpus="nvcc,triton,llmc,cutlass", mode="cli")
    assert stats["runs"] == 30
    assert stats["crashes"] == 0 and stats["hangs"] == 0, stats["crash_samples"]
    assert stats["ok"] > 0 and stats["ptxemu_errors"] > 0


def test_mutants_observed():
    """Mutated kernels launched in the checking mode, with counters, NaN origins, a watchpoint or two
    worker processes (a watch on any cp.async kernel was an internal KeyError)."""
    corpus = "async,tensor,triton,atomic,cluster"
    stats = _fuzzer().run(30, 4242, verbose=False, corpus=corpus, mode="observe")
    assert stats["runs"] == 30
    assert stats["crashes"] == 0 and stats["hangs"] == 0, stats["crash_samples"]
