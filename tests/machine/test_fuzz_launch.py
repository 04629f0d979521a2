"""A bounded run of the interpreter fuzzer (tools/fuzz/fuzz_launch.py): real kernels with one line
deleted, duplicated, reordered, retyped or with a changed immediate end in a normal run or a ptxemu
error - no other exception, no hang. The long run is the script."""

from __future__ import annotations

import importlib.util
from pathlib import Path

SCRIPT = Path(__file__).resolve().parents[2] / "tools" / "fuzz" / "fuzz_launch.py"


def test_mutated_kernels_never_crash():
    spec = importlib.util.spec_from_file_location("fuzz_launch", SCRIPT)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    stats = mod.run(40, 12345, verbose=False)
    assert stats["runs"] == 40
    assert stats["crashes"] == 0 and stats["hangs"] == 0, stats["crash_samples"]
    assert stats["ptxemu_errors"] > 0 and stats["ok"] > 0  # the mutations exercise both outcomes


def test_mutated_base_isa_kernels_never_crash():
    """The same on issue 22's corpus: vector registers, .reg parameters, calls through pointers,
    recursion, alloca, brx.idx, video, carry chains, contraction, relaxed-type loads and stores."""
    spec = importlib.util.spec_from_file_location("fuzz_launch", SCRIPT)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    stats = mod.run(40, 2222, verbose=False, corpus="base_isa")
    assert stats["runs"] == 40
    assert stats["crashes"] == 0 and stats["hangs"] == 0, stats["crash_samples"]
