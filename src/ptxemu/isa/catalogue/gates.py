"""PTX-version gates that belong to no single form: modifiers, types, directives and pragmas that ptxas
13.5 reads only from some `.version` on, whatever the instruction (tests/data/isa/versions.jsonl.gz,
tools/corpus/versions.py).  A form's own minimum version stays on the form (`Form(..., ptx=...)`,
the matrix table's `ptx`); these are the gates ptxas applies on top of it.
"""

from __future__ import annotations

Version = tuple[int, int]

# (instruction name prefix: "" for any, or "cvta" / "barrier.cluster"; a qualifier, or qualifiers that
# must stand side by side in that order; minimum PTX; what)
MODIFIER_PTX: tuple[tuple[str, str | tuple[str, ...], Version, str], ...] = (
    # manual 5.2.x / ptxas: "Feature 'Type .b128' requires PTX ISA .version 8.3"
    ("", ".b128", (8, 3), "Type .b128"),
    # manual 9.7.9.8 ld: ".level::eviction_priority, .level::prefetch_size, .level::cache_hint: PTX 7.4"
    *(("", q, (7, 4), "cache eviction priority / prefetch size / cache hint") for q in (
        ".L2::64B", ".L2::128B", ".L2::256B", ".L1::evict_normal", ".L1::evict_unchanged", ".L1::evict_first",
        ".L1::evict_last", ".L1::no_allocate", ".L2::evict_normal", ".L2::evict_first", ".L2::evict_last",
        ".L2::cache_hint")),
    # ".shared::cta and .shared::cluster: PTX 7.8" ("Feature '::cta' requires PTX ISA .version 7.8")
    ("", ".shared::cta", (7, 8), "::cta"),
    ("", ".shared::cluster", (7, 8), "::cluster"),
    ("cvta", ".param", (7, 7), "cvta/isspacep with .param state space"),
    ("isspacep", ".param", (7, 7), "cvta/isspacep with .param state space"),
    *(("barrier.cluster", q, (8, 0), f"'{q}' on barrier.cluster")
      for q in (".acquire", ".release", ".relaxed")),
    ("mbarrier", ".shared::cluster", (8, 0), "'.shared::cluster' on mbarrier"),
    *(("mbarrier", q, (8, 0), f"'{q}' on mbarrier (semantics and scopes)")
      for q in (".acquire", ".release", ".relaxed", ".cta", ".cluster")),
    *((op, ".relu", (8, 0), f"{op}.relu") for op in ("min", "max")),
    *((op, q, (7, 2), f"'{q}' on {op}") for op in ("min", "max") for q in (".abs", ".xorsign")),
    ("tcgen05.mma", ".kind::mxf4nvf4", (8, 7), ".kind::mxf4nvf4"),
    ("tcgen05.mma", ".block16", (8, 8), ".block16"),
    ("tcgen05.mma", ".block32", (8, 8), ".block32"),
    # the destination state space comes first: `.shared::cta.global` (a .shared::cta source is PTX 8.0);
    # the plain and the tensor copies alike (manual 9.7.9.25.4.1, 9.7.9.25.5.2)
    ("cp.async.bulk", (".shared::cta", ".global"), (8, 6),
     "cp.async.bulk{.tensor} with destination .shared::cta"),
)

# declaration types (.reg/.shared/.global/.param ... variables): "Feature 'Type .b128' requires 8.3"
TYPE_PTX: dict[str, Version] = {".b128": (8, 3)}

# directives in a function header or as statements; pragmas by their first word
DIRECTIVE_PTX: dict[str, Version] = {
    ".alias": (6, 3), ".noreturn": (6, 4), ".blocksareclusters": (9, 0), ".abi_preserve": (9, 0),
    ".abi_preserve_control": (9, 0), ".explicitcluster": (7, 8), ".reqnctapercluster": (7, 8),
    ".maxclusterrank": (7, 8)}
PRAGMA_PTX: dict[str, Version] = {"used_bytes_mask": (8, 3), "enable_smem_spilling": (8, 7)}


def modifier_gates(name: str, qualifiers: tuple[str, ...] | list[str]) -> list[tuple[Version, str]]:
    """The (minimum PTX, what) gates an instruction's qualifiers open."""
    out = []
    for prefix, q, v, what in MODIFIER_PTX:
        if prefix and name != prefix and not name.startswith(prefix + "."):
            continue
        if isinstance(q, str):
            if q in qualifiers:
                out.append((v, what))
        elif any(tuple(qualifiers[i:i + len(q)]) == q for i in range(len(qualifiers))):
            out.append((v, what))
    return out
