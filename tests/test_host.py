"""ptxemu.host.cache_root where the home folder cannot hold a cache (read-only or missing, as in some
containers): was an error stopping every launch on the compiled route, `ptxemu run --example`
included; now a private folder in the temporary folder, never one another user could write (the
cache holds machine code ptxemu loads)."""

from __future__ import annotations

import os
import stat
import tempfile
from pathlib import Path

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


def _again() -> Path:
    """cache_root as a new process finds it (the per-process memo forgotten)."""
    host._private_temp_cache.cache_clear()
    return host.cache_root()


@pytest.mark.skipif(not hasattr(os, "getuid"), reason="POSIX")
def test_a_folder_others_can_write_is_not_used(no_home) -> None:
    """ptxemu-UID open to others' writes: a private ptxemu-UID-* made once and reused by every later
    process (was: a new mkdtemp folder per process)."""
    uid = os.getuid()
    shared = no_home / f"ptxemu-{uid}"
    shared.mkdir()
    shared.chmod(0o777)
    p = host.cache_root()
    assert p != shared and p.parent == no_home and p.name.startswith(f"ptxemu-{uid}-")
    st = p.lstat()
    assert stat.S_ISDIR(st.st_mode) and st.st_uid == uid and stat.S_IMODE(st.st_mode) == 0o700
    assert _again() == p and _again() == p
    assert sorted(x.name for x in no_home.iterdir()) == sorted([shared.name, p.name])  # no others made


@pytest.mark.skipif(not hasattr(os, "getuid") or os.getuid() != 0, reason="chown: as root")
def test_folders_of_another_user_are_skipped(no_home) -> None:
    """ptxemu-UID and a ptxemu-UID-* that sorts first, both made by another user (uid 65534), and a
    link to a folder of ours: none is used; our own folder is found again by the next process."""
    uid = os.getuid()
    squat = no_home / f"ptxemu-{uid}"
    early = no_home / f"ptxemu-{uid}-0000"
    for d in (squat, early):
        d.mkdir(mode=0o700)
        os.chown(d, 65534, 65534)
    p = host.cache_root()
    assert p not in (squat, early) and p.lstat().st_uid == uid and stat.S_IMODE(p.lstat().st_mode) == 0o700
    (no_home / f"ptxemu-{uid}-0001").symlink_to(p)  # sorts before p: a link is never taken
    assert _again() == p


@pytest.mark.skipif(not hasattr(os, "getuid"), reason="POSIX")
def test_our_folder_open_to_reading_is_closed(no_home) -> None:
    """ptxemu-UID ours but 0755 (no one else could write it): used, and made 0700."""
    p = no_home / f"ptxemu-{os.getuid()}"
    p.mkdir()
    p.chmod(0o755)
    assert host.cache_root() == p and stat.S_IMODE(p.stat().st_mode) == 0o700


def test_a_named_folder_is_the_users(monkeypatch, tmp_path) -> None:
    monkeypatch.setenv("PTXEMU_CACHE_DIR", str(tmp_path / "mine"))
    assert host.cache_root() == tmp_path / "mine"
