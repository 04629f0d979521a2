"""What concurrent launches of one System share: the signal that stops the others once one has
failed, and the prefix that names which launch an error came from. Read by the one-process System
(system.py) and by the distributed one (distributed.py)."""

from __future__ import annotations

from typing import Any

from ptxemu.errors import PtxemuError


def name_launch(e: BaseException, spec: dict[str, Any]) -> None:
    """Prefix a launch's error with its device and kernel: which of the concurrent launches it was."""
    if isinstance(e, PtxemuError):
        e.message = f"device {spec['device']} ({spec['kernel']}): {e.message}"
        e.args = (e._render(),)


class Stopped(BaseException):
    """Raised in a launch's turn once another launch of the same System.launch has failed: the
    others would otherwise wait for it forever (a cross-device barrier never reached)."""
