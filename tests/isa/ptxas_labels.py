"""The one comparison of check() with a module's ptxas label, for the data files whose cases are
{"ptx", "arch", "ptxas13.5": {"accepted", "message"}, ...} (realworld_minimal.json,
async_modes.json.xz): ptxas 13.5, the pinned ptxas, is the truth."""

from __future__ import annotations

import ptxemu


def assert_check_agrees(case: dict) -> None:
    errors = [d for d in ptxemu.check(case["ptx"], case["arch"]) if d.severity == "error"]
    label = case["ptxas13.5"]
    assert (not errors) == label["accepted"], (label["message"], [d.message for d in errors])
