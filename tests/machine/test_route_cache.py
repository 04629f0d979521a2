"""The compiled route's disk cache stays within its bound (issue 19: compiled-code caches <= 100 MB):
whole entries (generated module, numba's index and machine code) go least recently used first,
never one used in the last CACHE_GRACE_S or loaded in this process."""

from __future__ import annotations

import os
import sys

from ptxemu.machine.running.compiled import route


def _entry(d, h: str, nbytes: int, used: float) -> list:
    (d / "__pycache__").mkdir(exist_ok=True)
    files = [
        d / f"ptxemu_route_{h}.py",
        d / "__pycache__" / f"ptxemu_route_{h}.ph1_1-3.py311.nbi",
        d / "__pycache__" / f"ptxemu_route_{h}.ph1_1-3.py311.1.nbc",
        d / f"ptxemu_route_{h}.ph1.0123456789abcdef.so",  # the C route's library (compiled/native.py)
    ]
    for f, n in zip(files, (100, 100, nbytes - 300, 100), strict=True):
        f.write_bytes(b"x" * n)
        os.utime(f, (used, used))
    return files


def test_least_recently_used_entries_go_first_until_the_cache_fits(tmp_path):
    now = 1_000_000.0
    old = _entry(tmp_path, "a" * 24, 4000, now - 5000)
    mid = _entry(tmp_path, "b" * 24, 4000, now - 3000)
    new = _entry(tmp_path, "c" * 24, 4000, now - 2000)
    gone = route.trim_cache(tmp_path, 9000, now=now)
    assert gone == ["ptxemu_route_" + "a" * 24]
    assert not any(f.exists() for f in old)
    assert all(f.exists() for f in mid + new)
    assert route.trim_cache(tmp_path, 9000, now=now) == []  # 8,000 bytes fit


def test_recently_used_or_loaded_entries_stay_over_the_bound(tmp_path):
    now = 1_000_000.0
    recent = _entry(tmp_path, "d" * 24, 4000, now - 10)  # inside the grace period
    loaded = _entry(tmp_path, "e" * 24, 4000, now - 5000)
    sys.modules["ptxemu_route_" + "e" * 24] = sys  # loaded in this process
    try:
        assert route.trim_cache(tmp_path, 0, now=now) == []
    finally:
        del sys.modules["ptxemu_route_" + "e" * 24]
    assert all(f.exists() for f in recent + loaded)
    assert route.trim_cache(tmp_path, 0, now=now) == ["ptxemu_route_" + "e" * 24]


def test_a_new_module_trims_the_cache_and_a_load_marks_its_use(tmp_path, monkeypatch):
    monkeypatch.setenv("PTXEMU_CACHE", str(tmp_path))
    monkeypatch.setenv("PTXEMU_CACHE_MB", "0.001")  # 1,048 bytes
    monkeypatch.setenv("PTXEMU_NATIVE", "numba")  # a Python module (the C route parses it instead)
    stale = _entry(tmp_path, "f" * 24, 4000, 1_000.0)
    mod = route.load_module("VALUE = 41 + 1\n")
    try:
        assert mod.VALUE == 42
        assert not any(f.exists() for f in stale)  # evicted when the new entry was written
        path = tmp_path / f"{mod.__name__}.py"
        os.utime(path, (1_000.0, 1_000.0))
        del sys.modules[mod.__name__]
        assert route.load_module("VALUE = 41 + 1\n").VALUE == 42
        assert path.stat().st_mtime > 1_000.0  # the second load touched it
    finally:
        sys.modules.pop(mod.__name__, None)


def test_the_default_bound_is_100_mb(monkeypatch):
    monkeypatch.delenv("PTXEMU_CACHE_MB", raising=False)
    assert route.cache_limit() == 100 << 20
