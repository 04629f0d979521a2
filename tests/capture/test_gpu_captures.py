"""Captures made with `ptxemu capture` on an H100 of programs written for it (tools/truth/capture/,
tests/data/captures/README.md: the commands, sizes and times), replayed here on the CPU: every
recorded byte compared with what the GPU left."""

from __future__ import annotations

from pathlib import Path

import pytest

import ptxemu.capture
from ptxemu.capture.replay import ATOMIC_ORDER, IDENTICAL

DATA = Path(__file__).parents[1] / "data" / "captures"
FILES = sorted(DATA.glob("*.ptxcap"))


def _cases():
    for f in FILES:
        for launch in ptxemu.capture.open(f).launches:
            yield pytest.param(f, launch.index, id=f"{f.stem}-{launch.index}")


@pytest.mark.parametrize(("path", "index"), list(_cases()))
def test_replay_matches_the_gpu(path, index):
    cap = ptxemu.capture.open(path)
    assert cap.device["cc"] == [9, 0]
    (launch,) = cap.select(launch=index)
    r = launch.replay()
    assert r.verdict in (IDENTICAL, ATOMIC_ORDER), r.describe()
    if r.verdict == ATOMIC_ORDER:  # only where the kernel adds floats atomically, and said so
        assert "adds floats atomically" in r.describe()
    assert r.compared_bytes > 0 and r.changed_bytes > 0
