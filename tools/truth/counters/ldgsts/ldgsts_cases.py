"""cp.async (SASS LDGSTS) probe launches for Nsight Compute: how LDGSTS.BYPASS (cp.async.cg) and
LDGSTS.ACCESS (cp.async.ca) write shared memory, lane by lane.

Every launch runs one kernel of ldgsts_sm90a.ptx (one per cache mode and size, `z` kernels with a
src-size operand) on one CTA; each thread's k-th copy takes its shared offset, global offset,
src-size and active flag from a table (`table(case)`: uint32 [n][threads][4]). The patterns map lanes
to shared and global addresses contiguously, strided, permuted within and across 128-byte lines and
32-byte sectors, misaligned, with partial warps, src-size 0/8 and several copies a thread, plus the
exact cp.async.cg copies of one CTA of Triton's matmul (triton_tabs.npz, dumped from ptxemu's run of
tests/data/kernels/triton.npz matmul: those are addresses, not counts).

    python3 ldgsts_cases.py          # prints the cases (name, kernel, threads, copies)

Run on the H100 by job.sh (profile.py imports this file); parsed by parse.py into
tests/data/counters/ncu_ldgsts_h100.json; compared by tests/machine/test_counters_ldgsts_hw.py.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
SRC_BYTES = 1 << 16  # the global source buffer (words), enough for every pattern


def _rng(seed: int) -> np.random.Generator:
    return np.random.default_rng(seed)


def _one(s, g, z=None, act=None) -> np.ndarray:
    """A table of one copy a thread from per-lane shared offsets s, global offsets g."""
    s = np.asarray(s, np.int64)
    n = len(s)
    t = np.zeros((1, n, 4), np.uint32)
    t[0, :, 0] = s
    t[0, :, 1] = np.asarray(g, np.int64)
    t[0, :, 2] = 0 if z is None else np.asarray(z)
    t[0, :, 3] = 1 if act is None else np.asarray(act)
    return t


def _patterns(u: int) -> dict[str, tuple[np.ndarray, np.ndarray]]:
    """Lane -> (shared, global) byte offsets for one warp of `u`-byte copies."""
    t = np.arange(32)
    per = 128 // u  # lanes a 128-byte line holds
    line, col = t // per, t % per
    c = t * u
    p: dict[str, tuple[np.ndarray, np.ndarray]] = {
        "contig": (c, c),
        "s_str2": (2 * c, c),
        "s_str4": (4 * c, c),
        "s_str8": (8 * c, c),
        "s_pairswap": ((t ^ 1) * u, c),
        "s_quadswap": ((t ^ 2) * u, c),
        "s_xor_line": (128 * line + u * (col ^ (line % per)), c),
        "s_rev_line": (128 * line + u * (per - 1 - col), c),
        "s_rev_all": ((31 - t) * u, c),
        "s_line_perm": (128 * np.array([2, 0, 3, 1, 6, 4, 7, 5])[line] + u * col, c),
        "s_off16": (c + 16, c),
        "s_off64": (c + 64, c),
        "g_off16": (c, c + 16),
        "g_off32": (c, c + 32),
        "g_off64": (c, c + 64),
        "both_off16": (c + 16, c + 16),
        "both_off32": (c + 32, c + 32),
        "g_str2": (c, 2 * c),
        "g_str4": (c, 4 * c),
        "g_str_line": (c, 128 * t),
        "g_rows64": (c, 128 * (c // 64) + c % 64),
        "g_pairswap": (c, (t ^ 1) * u),
        "g_rev_line": (c, 128 * line + u * (per - 1 - col)),
        "g_xor_line": (c, 128 * line + u * (col ^ (line % per))),
        "g_same": (c, 0 * c),
        "g_same_sector": (c, c % 32),
        "both_str2": (2 * c, 2 * c),
        "s_str2_g_str4": (2 * c, 4 * c),
        "s_two_lines": (128 * (t % 2) + u * (t // 2), c),
        "s_blocks32_spread": (64 * (c // 32) + c % 32, c),
        "s_blocks32_perm": (32 * _rng(1).permutation(16)[(c // 32) % 16] + 512 * (c // 512) + c % 32, c),
        "s_perm_chunks": (u * _rng(2).permutation(32), c),
        "g_perm_chunks": (c, u * _rng(3).permutation(32)),
        "both_perm_same": (u * _rng(4).permutation(32),) * 2,
        "s_far_lines": (1024 * line + u * col, c),
        "g_far_lines": (c, 4096 * line + u * col),
    }
    return p


def cases() -> list[dict]:
    out: list[dict] = []

    def add(name, kernel, tab, threads=32):
        tab = np.asarray(tab, np.uint32)
        assert tab.shape[1] == threads and tab.shape[2] == 4
        assert (tab[..., 0].astype(np.int64) < 32768).all() and (
            tab[..., 1].astype(np.int64) + 16 <= SRC_BYTES
        ).all()
        out.append({"name": name, "kernel": kernel, "threads": threads, "n": tab.shape[0], "table": tab})

    # cp.async.cg (LDGSTS.BYPASS), 16 bytes: every pattern, then partial warps and src-size
    pats16 = _patterns(16)
    for nm, (s, g) in pats16.items():
        add(f"cg16_{nm}", "p_cg16", _one(s, g))
    t = np.arange(32)
    c16, s32 = 16 * t, 32 * t
    for nm, act in (
        ("lanes0_7", t < 8),
        ("lane0", t < 1),
        ("odd", t % 2 == 1),
        ("even", t % 2 == 0),
        ("lanes0_15", t < 16),
        ("lanes_0_8_16_24", t % 8 == 0),
    ):
        add(f"cg16_contig_{nm}", "p_cg16", _one(c16, c16, act=act.astype(int)))
        add(f"cg16_s_str2_{nm}", "p_cg16", _one(s32, c16, act=act.astype(int)))
    for nm, z, s in (
        ("all16", 16 + 0 * t, c16),
        ("hi0", np.where(t >= 16, 0, 16), c16),
        ("odd0", np.where(t % 2 == 1, 0, 16), c16),
        ("all0", 0 * t, c16),
        ("all8", 8 + 0 * t, c16),
        ("all4", 4 + 0 * t, c16),
        ("lines13_0", np.where((t // 8) % 2 == 1, 0, 16), c16),
        ("s_str2_all16", 16 + 0 * t, s32),
        ("s_str2_all0", 0 * t, s32),
        ("s_str2_hi0", np.where(t >= 16, 0, 16), s32),
        ("s_xor_hi0", np.where(t >= 16, 0, 16), pats16["s_xor_line"][0]),
    ):
        add(f"cg16z_{nm}", "p_cg16z", _one(s, c16, z=z))
        if nm in ("hi0", "odd0", "all0", "lines13_0", "s_str2_hi0", "s_xor_hi0"):  # ignore-src form
            add(f"cg16s_{nm}", "p_cg16s", _one(s, c16, z=z))
    # several warps, several copies a thread
    t128 = np.arange(128)
    add("cg16_contig_4warps", "p_cg16", _one(16 * t128, 16 * t128), threads=128)
    add("cg16_s_str2_4warps", "p_cg16", _one(32 * (t128 % 32) + 1024 * (t128 // 32), 16 * t128), threads=128)
    add(
        "cg16_contig_4copies",
        "p_cg16",
        np.concatenate([_one(c16 + 512 * k, c16 + 512 * k) for k in range(4)]),
    )
    add(
        "cg16_s_str2_4copies",
        "p_cg16",
        np.concatenate([_one(s32 + 1024 * k, c16 + 512 * k) for k in range(4)]),
    )
    # Triton's matmul, one CTA at a time (16 copies a thread, 128 threads)
    tri = np.load(HERE / "triton_tabs.npz")["tabs"]
    for cta in range(tri.shape[0]):  # src-size by selp, as Triton: ptxas's ignore-src predicate form
        add(f"triton_mm_cta{cta}_ignore", "p_cg16s", tri[cta], threads=128)
    for cta in range(tri.shape[0]):  # the same through LDGSTS...ZFILL (src-size from a register)
        add(f"triton_mm_cta{cta}", "p_cg16z", tri[cta], threads=128)
    # single Triton warp-instructions of each kind (copy 0 and 2 of CTA 0 warp 0, copy 8 of CTA 3 warp 3)
    for cta, k, w in ((0, 0, 0), (0, 2, 0), (3, 8, 3), (1, 6, 1), (3, 0, 3)):
        add(f"triton_mm_c{cta}k{k}w{w}_ignore", "p_cg16s", tri[cta, k : k + 1, 32 * w : 32 * w + 32])
        add(f"triton_mm_c{cta}k{k}w{w}", "p_cg16z", tri[cta, k : k + 1, 32 * w : 32 * w + 32])
    # mixed offsets: shared and global misaligned by different amounts
    add("cg16_s_off32_g_off16", "p_cg16", _one(c16 + 32, c16 + 16))
    add("cg16_s_off16_g_off48", "p_cg16", _one(c16 + 16, c16 + 48))

    # cp.async.ca (LDGSTS.ACCESS) of 4, 8 and 16 bytes
    keep = (
        "contig", "s_str2", "s_str4", "s_pairswap", "s_quadswap", "s_xor_line", "s_rev_line",
        "s_line_perm", "s_off16", "g_off16", "g_off64", "both_off16", "g_str2", "g_str4", "g_str_line",
        "g_rows64", "g_pairswap", "g_xor_line", "g_same", "both_str2", "s_blocks32_spread",
        "s_perm_chunks", "g_perm_chunks", "s_two_lines",
    )  # fmt: skip
    for u in (16, 8, 4):
        pats = _patterns(u)
        for nm in keep if u == 16 else keep[:16]:
            s, g = pats[nm]
            add(f"ca{u}_{nm}", f"p_ca{u}", _one(s, g))
    cu = 16 * t
    for u in (16, 4):
        cu = u * t
        add(f"ca{u}z_hi0", f"p_ca{u}z", _one(cu, cu, z=np.where(t >= 16, 0, u)))
        add(f"ca{u}z_all0", f"p_ca{u}z", _one(cu, cu, z=0 * t))
    add("ca16z_all8", "p_ca16z", _one(16 * t, 16 * t, z=8 + 0 * t))
    add("ca16s_hi0", "p_ca16s", _one(16 * t, 16 * t, z=np.where(t >= 16, 0, 16)))
    add("ca16s_odd0", "p_ca16s", _one(16 * t, 16 * t, z=np.where(t % 2 == 1, 0, 16)))
    add("ca16_contig_lanes0_7", "p_ca16", _one(16 * t, 16 * t, act=(t < 8).astype(int)))
    add("ca16_s_str2_odd", "p_ca16", _one(32 * t, 16 * t, act=(t % 2).astype(int)))
    # a global source 16 bytes off its sector, shared as far off: which lane costs the extra wavefront?
    act0, act31, act8 = (t > 0).astype(int), (t < 31).astype(int), (t < 8).astype(int)
    add("cg16_both_off16_no_lane0", "p_cg16", _one(c16 + 16, c16 + 16, act=act0))
    add("cg16_both_off16_no_lane31", "p_cg16", _one(c16 + 16, c16 + 16, act=act31))
    add("cg16_both_off16_lanes0_7", "p_cg16", _one(c16 + 16, c16 + 16, act=act8))
    add("cg16_both_off48", "p_cg16", _one(c16 + 48, c16 + 48))
    add("cg16_both_off80", "p_cg16", _one(c16 + 80, c16 + 80))
    add("cg16_s_off16_g_off48_no_lane0", "p_cg16", _one(c16 + 16, c16 + 48, act=act0))
    # the same launch again: does the H100 count the same twice?
    add("cg16_s_str2_again", "p_cg16", _one(s32, c16))
    add("cg16_s_xor_line_again", "p_cg16", _one(pats16["s_xor_line"][0], c16))
    return out


def table(case: dict) -> np.ndarray:
    return case["table"]


if __name__ == "__main__":
    cs = cases()
    for c in cs:
        print(c["name"], c["kernel"], c["threads"], c["n"])
    print(len(cs), "cases")
