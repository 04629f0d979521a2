"""Targets (sm_XY, sm_XYa, sm_XYf) and the requirement sets instructions name.

Requirement forms in the manual's "Target ISA Notes":
  - "sm_80 or higher"                      -> Req(min_sm=80)
  - "Requires sm_90a"                      -> Req(archs={"sm_90a"})
  - "sm_100a, sm_101a, sm_120a ... and sm_100f or higher in the same family"
                                           -> Req(archs={...}, families={"sm_100f", ...})
A family target sm_XYf (or an arch target sm_XYa, which implies the family) satisfies a family
requirement sm_ABf when it is in the same family (same major generation group) and XY >= AB.
sm_101 was renamed sm_110 in PTX 9.0; both spellings are accepted.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

_TARGET_RE = re.compile(r"^(?:sm|compute)_(\d+)([af]?)$")

# family id of each arch number: sm_100/sm_103 -> 100, sm_110 (101) -> 110, sm_120/121 -> 120
_FAMILY = {100: 100, 103: 100, 101: 110, 110: 110, 120: 120, 121: 120, 90: 90}

KNOWN_TARGETS = frozenset({
    "sm_10", "sm_11", "sm_12", "sm_13", "sm_20", "sm_21", "sm_30", "sm_32", "sm_35", "sm_37",
    "sm_50", "sm_52", "sm_53", "sm_60", "sm_61", "sm_62", "sm_70", "sm_72", "sm_75", "sm_80", "sm_86",
    "sm_87", "sm_88", "sm_89", "sm_90", "sm_90a", "sm_100", "sm_100a", "sm_100f", "sm_101", "sm_101a",
    "sm_101f", "sm_103", "sm_103a", "sm_103f", "sm_110", "sm_110a", "sm_110f", "sm_120", "sm_120a",
    "sm_120f", "sm_121", "sm_121a", "sm_121f"})

# The oldest PTX ISA version that knows each target (manual, ".target" section).
TARGET_MIN_PTX = {"sm_90": (7, 8), "sm_90a": (8, 0), "sm_100": (8, 6), "sm_100a": (8, 6),
                  "sm_100f": (8, 8), "sm_101": (8, 6), "sm_101a": (8, 6), "sm_101f": (8, 8),
                  "sm_103": (8, 8), "sm_103a": (8, 8), "sm_103f": (8, 8), "sm_110": (9, 0),
                  "sm_110a": (9, 0), "sm_110f": (9, 0), "sm_120": (8, 7), "sm_120a": (8, 7),
                  "sm_120f": (8, 8), "sm_121": (8, 8), "sm_121a": (8, 8), "sm_121f": (8, 8),
                  "sm_89": (7, 8), "sm_88": (9, 0), "sm_87": (7, 4), "sm_86": (7, 1), "sm_80": (7, 0),
                  "sm_75": (6, 3), "sm_72": (6, 1), "sm_70": (6, 0), "sm_62": (5, 0), "sm_61": (5, 0),
                  "sm_60": (5, 0), "sm_53": (4, 2), "sm_52": (4, 1), "sm_50": (4, 0), "sm_37": (4, 1),
                  "sm_35": (3, 1), "sm_32": (4, 0), "sm_30": (3, 0), "sm_21": (2, 0), "sm_20": (2, 0),
                  "sm_13": (1, 2), "sm_12": (1, 2), "sm_11": (1, 0), "sm_10": (1, 0)}
# the oldest target whose instruction requirements the catalogue models: an sm_1x module is checked
# as an sm_20 one (with a warning; ptxas 13.5 compiles sm_1x modules for today's GPUs)
OLDEST_MODELLED_SM = 20


@dataclass(frozen=True)
class Target:
    name: str
    sm: int
    suffix: str  # "", "a", "f"

    @property
    def family(self) -> int:
        return _FAMILY.get(self.sm, self.sm)


def parse_target(name: str) -> Target | None:
    """'sm_90a' -> Target; a virtual 'compute_XY' target reads as its 'sm_XY'."""
    m = _TARGET_RE.match(name)
    if not m:
        return None
    return Target(f"sm_{m.group(1)}{m.group(2)}", int(m.group(1)), m.group(2))


def known_target(name: str) -> bool:
    t = parse_target(name)
    return t is not None and t.name in KNOWN_TARGETS


def compiles_for(module_target: Target, arch: Target) -> bool:
    """Whether ptxas -arch `arch` compiles a module written for `.target module_target` (ptxas
    13.5, tests/data/isa/archs.jsonl.gz): an arch-specific target (sm_90a) only for itself, a family
    target (sm_100f) for the arch targets of its family from its number up, any other target
    (sm_30, sm_90, compute_90) for every GPU of its number or later (sm_90 -> sm_90a, sm_100a)."""
    if module_target.suffix == "a":
        return arch.name == module_target.name or arch.name.replace("sm_101", "sm_110") == module_target.name
    if module_target.suffix == "f":
        return arch.family == module_target.family and arch.sm >= module_target.sm
    return arch.sm >= module_target.sm


@dataclass(frozen=True)
class Req:
    """Which targets an instruction form runs on."""

    min_sm: int | None = None  # any target with sm >= min_sm
    archs: frozenset[str] = field(default_factory=frozenset)  # exact arch-specific targets
    families: frozenset[str] = field(default_factory=frozenset)  # "sm_100f": that family, >= 100

    def allows(self, t: Target) -> bool:
        if self.min_sm is not None and t.sm >= self.min_sm:
            return True
        if t.name in self.archs or (t.name.replace("sm_101", "sm_110") in self.archs):
            return True
        if t.suffix in ("a", "f"):
            for fam in self.families:
                ft = parse_target(fam)
                if ft and ft.family == t.family and t.sm >= ft.sm:
                    return True
        return False

    def describe(self) -> str:
        parts = []
        if self.min_sm is not None:
            parts.append(f"sm_{self.min_sm} or higher")
        parts += sorted(self.archs)
        parts += [f"{f} family" for f in sorted(self.families)]
        return ", ".join(parts) or "no target"


def req(spec: str) -> Req:
    """'>=80' | 'sm_90a' | 'sm_100a sm_110a sm_120a +sm_100f +sm_110f +sm_120f' (a `+` marks families)."""
    min_sm = None
    archs, fams = set(), set()
    for tok in spec.split():
        if tok.startswith(">="):
            min_sm = int(tok[2:])
        elif tok.startswith("+"):
            fams.add(tok[1:])
        else:
            archs.add(tok)
    return Req(min_sm, frozenset(archs), frozenset(fams))


SM90A = req("sm_90a")
# "sm_100a, sm_101a/sm_110a, sm_120a, and family sm_100f/sm_110f/sm_120f" (ldmatrix new shapes etc.)
BLACKWELL_ALL = req("sm_100a sm_101a sm_110a sm_120a sm_121a +sm_100f +sm_110f +sm_120f")
# sm_100 datacenter family only (redux.f32, f32x2, cvt .rs, ...)
SM100_FAMILY = req("sm_100a sm_101a sm_110a sm_103a +sm_100f +sm_110f")
SM120_FAMILY = req("sm_120a sm_121a +sm_120f")


def emulated_gpu(module_targets: list[str], requested: str | None = None) -> str:
    """The GPU whose arithmetic a module runs with: `requested` if given, else the H100 (sm_90a) for a
    module whose .target is older (the driver JIT-compiles such PTX for the GPU it runs on: an
    sm_80 module's mma.sync runs on the H100's tensor cores), else the module's own target (sm_90a,
    or a Blackwell target whose instructions only run there)."""
    if requested:
        return requested
    t = next((parse_target(x) for x in module_targets if parse_target(x) is not None), None)
    if t is None or t.sm < 90:
        return "sm_90a"
    return t.name
