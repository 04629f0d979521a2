"""ptxemu.host.cache_root where the home folder cannot hold a cache (read-only or missing, as in some
containers): was an error stopping every launch on the compiled route, `ptxemu run --example`
included; now a private folder in the temporary folder, never one another user could write (the
cache holds machine code ptxemu loads)."""

from __future__ import annotations

import os
import tempfile

import pytest

from ptxemu import host


@pytest.fixture
def no_home(monkeypatch, tmp_path):
    monkeypatch.delenv("PTXEMU_CACHE_DIR", raising=False)
    monkeypatch.delenv("XDG_CACHE_HOME", raising=False)
    monkeypatch.setenv("HOME", "/proc/no-such-home")
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    host._private_temp_cache.cache_clear()
    yield tmp_path
    host._private_temp_cache.cache_clear()


@pytest.mark.skipif(not hasattr(os, "getuid"), reason="POSIX")
def test_unwritable_home_falls_back_to_a_private_temp_folder(no_home) -> None:
    p = host.cache_root()
    assert p == no_home / f"ptxemu-{os.getuid()}" and p.is_dir() and (p.stat().st_mode & 0o777) == 0o700


@pytest.mark.skipif(not hasattr(os, "getuid"), reason="POSIX")
def test_a_folder_others_can_write_is_not_used(no_home) -> None:
    shared = no_home / f"ptxemu-{os.getuid()}"
    shared.mkdir()
    shared.chmod(0o777)
    p = host.cache_root()
    assert p != shared and p.name.startswith("ptxemu-cache-") and (p.stat().st_mode & 0o077) == 0


def test_a_named_folder_is_the_users(monkeypatch, tmp_path) -> None:
    monkeypatch.setenv("PTXEMU_CACHE_DIR", str(tmp_path / "mine"))
    assert host.cache_root() == tmp_path / "mine"
