"""A replayed launch's verdict: what the replay left against what the GPU left (docs/capture.md)."""

from __future__ import annotations

import re
import struct
from dataclasses import dataclass, field

IDENTICAL = "identical"
# differs only in words that float atomic adds alone wrote (checked with a watchpoint on each): the
# order of those adds across warps, which the GPU does not fix
ATOMIC_ORDER = "atomic-order"
ATOMIC_MAYBE = "atomic-order?"  # differs, the kernel adds floats atomically, not checked word by word
ATOMIC_WORDS_CHECKED = 256  # the most differing words the replay watches
DIFFERS = "differs"
ERROR = "error"
SHARED_ORDER = "differs in memory another rank also reaches"  # ranks replayed together (ranks.py)
NOT_RUN = "not run on the GPU"  # captured --as another GPU: recorded, not launched; nothing to compare

# float additions whose order across warps the GPU does not fix (atom/red .add on a float type)
_FLOAT_ATOMIC = re.compile(
    r"\b(?:atom|red)(?:\.[a-z_:0-9]+)*\.add(?:\.[a-z_:0-9]+)*\.(?:f16|bf16|f32|f64)(?:x2)?\b"
)




@dataclass
class Difference:
    address: int  # of the allocation
    offset: int  # of the first differing byte
    differing_bytes: int
    gpu: bytes  # the 4-byte word holding it, as the GPU left it
    replay: bytes  # and as the replay left it
    atomic_words: int = 0  # of the differing words, those only float atomic adds wrote
    atomic_note: str = ""  # why the others do not count

    def describe(self) -> str:
        w = self.offset & ~3
        g, r = (struct.unpack("<I", b)[0] for b in (self.gpu, self.replay))
        gf, rf = (struct.unpack("<f", b)[0] for b in (self.gpu, self.replay))
        return (
            f"allocation {self.address:#x} at byte {self.offset} ({self.differing_bytes} byte(s) differ): "
            f"32-bit word at +{w}: GPU {g:#010x} (f32 {gf:.9g}), replay {r:#010x} (f32 {rf:.9g}); "
            "the element type is not recorded"
        )


@dataclass
class Result:
    launch: object  # the replay.Launch it judges
    verdict: str  # IDENTICAL, ATOMIC_ORDER, ATOMIC_MAYBE, DIFFERS, SHARED_ORDER, NOT_RUN, ERROR
    compared_bytes: int = 0
    changed_bytes: int = 0  # bytes the GPU changed
    difference: Difference | None = None
    error: str | None = None
    stats: object = None
    findings: list = field(default_factory=list)
    device: object = None
    # ranks replayed together: per recorded address, the bytes the replay started from and those it was
    # compared with (the step's first and last copies of that memory, maybe another rank's); alone,
    # the launch's own before and after (None)
    states: dict | None = None

    @property
    def ok(self) -> bool:
        return self.verdict == IDENTICAL

    def describe(self) -> str:
        head = f"launch {self.launch.index} {self.launch.kernel_short}"
        if self.verdict == ERROR:
            return f"{head}: error: {self.error}"
        if self.verdict == NOT_RUN:
            arch = self.launch.as_arch or "another GPU"
            return (f"{head}: ran here ({self.changed_bytes} bytes changed); the GPU did not run it "
                    f"(captured --as {arch}): compare with the program's reference")
        tail = f"{self.compared_bytes} bytes compared, {self.changed_bytes} changed by the GPU"
        if self.verdict == IDENTICAL:
            return f"{head}: identical ({tail})"
        d = self.difference.describe()
        if self.verdict == SHARED_ORDER:
            return (
                f"{head}: differs in memory that another launch of the step also reaches; each process "
                f"copied it when its own kernel had finished, so the copy compared may miss another "
                f"rank's later writes: {d} ({tail})"
            )
        if self.verdict == ATOMIC_ORDER:
            n = self.difference.atomic_words
            return (
                f"{head}: identical but for {n} word(s) that only float atomic adds wrote (checked with "
                f"a watchpoint on each), whose order across warps the GPU does not fix: {d} ({tail})"
            )
        if self.verdict == ATOMIC_MAYBE:
            return (
                f"{head}: differs where the kernel adds floats atomically; the GPU does not fix the "
                f"order of those adds across warps, and it was not checked that the order alone "
                f"explains it: {d} ({tail})"
            )
        note = ""
        if self.difference.atomic_note:
            note = f"; the kernel adds floats atomically, but {self.difference.atomic_note}"
        return f"{head}: differs: {d}{note} ({tail})"


