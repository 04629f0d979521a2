"""PTXEMU_* settings (ptxemu.settings): a value that does not parse is a PtxOperandError naming the
variable, read the one way wherever the setting is used. Each reader below raised a ValueError (an
internal error from the CLI) or quietly ignored the value before."""

from __future__ import annotations

import numpy as np
import pytest

from ptxemu import PtxOperandError, settings
from ptxemu.machine.launching import workers
from ptxemu.machine.running.compiled import background, native, route, threads


def test_setting_parses_and_checks(monkeypatch) -> None:
    monkeypatch.delenv("PTXEMU_X", raising=False)
    assert settings.setting("PTXEMU_X", 7) == 7
    monkeypatch.setenv("PTXEMU_X", " 12 ")
    assert settings.setting("PTXEMU_X", 7) == 12
    for bad in ("0", "-1", "1.5", "lots"):
        monkeypatch.setenv("PTXEMU_X", bad)
        with pytest.raises(PtxOperandError, match=f"PTXEMU_X must be a positive integer, got '{bad}'"):
            settings.setting("PTXEMU_X", 7)
    monkeypatch.setenv("PTXEMU_X", "NUMBA")
    assert settings.choice("PTXEMU_X", ("c", "numba")) == "numba"
    monkeypatch.setenv("PTXEMU_X", "gcc")
    with pytest.raises(PtxOperandError, match="PTXEMU_X must be 'c' or 'numba', got 'gcc'"):
        settings.choice("PTXEMU_X", ("c", "numba"))


@pytest.mark.parametrize("var, value, read", [
    ("PTXEMU_NATIVE", "gcc9", native.backend),  # was ValueError
    ("PTXEMU_COMPILE_AFTER", "x", route.compile_after),  # was ValueError from int()
    ("PTXEMU_CACHE_MB", "lots", route.cache_limit),  # was ValueError from float()
    ("PTXEMU_COMPILE_JOBS", "x", background.slots),  # was quietly ignored
    ("PTXEMU_THREAD_LANES", "x", lambda: threads.chunks(np.repeat(np.arange(8), 32), 1, 256, 4)),
    ("PTXEMU_JOBS", "-3", workers.jobs),  # was "workers must be a positive integer, got -3"
])
def test_each_reader_names_its_variable(monkeypatch, var, value, read) -> None:
    monkeypatch.setenv(var, value)
    with pytest.raises(PtxOperandError, match=f"^{var} must be"):
        read()
