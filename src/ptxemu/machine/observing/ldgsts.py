"""cp.async's traffic as the H100 counts it: ptxas's LDGSTS, measured lane pattern by lane pattern
under Nsight Compute (tools/truth/counters/ldgsts, tests/data/counters/ncu_ldgsts_h100.json.gz;
the rules and the measurements behind them: docs/observing.md, "Asynchronous copies").

LDGSTS.ACCESS (cp.async.ca, 4/8/16 bytes) reads L1 and writes shared memory in phases of 128 bytes
of lanes (a quarter warp of 16-byte copies), like a shared store, except that a phase also takes as
many wavefronts as the most lanes reading one L1 bank (the source's address mod 128; lanes on one
word count each, no broadcast): the phase costs the larger of the two.

LDGSTS.BYPASS (cp.async.cg, 16 bytes) moves whole 32-byte sectors from L2 into shared memory:
* lanes writing one shared address: only one of them copies (no bytes read, none written for the
  others);
* a *sector group* is the lanes reading one 32-byte global sector into one 32-byte shared block with
  the same 16-byte rotation ((shared - global) mod 32); each group is one sector read (so lanes of
  one sector bound for two blocks read it twice);
* a wavefront writes sector groups of one 128-byte global line to one 128-byte shared line whose
  16-byte chunks move alike in bits 4 and 5 (the XOR of the chunk indices, shared ^ global, agrees
  there; bit 6 may differ: 64-byte halves are free), all holding the same halves of their sectors
  (the lower 16 bytes only, the upper only, or both), and takes each global sector once (a sector
  bound for two places takes two wavefronts);
* src-size by `selp` of cp-size or 0 (ignore-src: ptxas's predicate form, as Triton writes it):
  the lanes that read go through the data wavefronts; a warp with a lane that reads nothing adds a
  zero-filling pass: a shared store's phases of 8 lanes over all its lanes (with their bank
  conflicts, the only ones BYPASS reports). src-size any other register (ptxas's `.ZFILL` form):
  every lane goes through the data wavefronts as if it read its source, and the zero-filling pass
  always runs, a phase costing, as LDGSTS.ACCESS's, the larger of the shared side and the sources'
  banks (conflicts: the shared side's and the reading lanes' sources'). With 64 .ZFILL copies in
  flight a CTA the H100 counts fewer (tests/machine/test_counters_ldgsts_hw.py, DIFFERS).
"""

from __future__ import annotations

import numpy as np


def busiest(group: np.ndarray, addr: np.ndarray, size: int, distinct: bool) -> np.ndarray:
    """Per group (0..max): the most 32-bit words one bank serves for the lanes of the group, each
    touching `size` bytes at `addr` (`distinct`: a word counts once, else once per lane)."""
    k = max(1, size // 4)
    word = ((addr.astype(np.int64) >> 2)[:, None] + np.arange(k)).reshape(-1)
    grp = np.repeat(group.astype(np.int64), k)
    if distinct:
        grp, word = np.unique(np.stack([grp, word]), axis=1)
    n = int(group.max()) + 1
    per = np.bincount(grp * 32 + (word & 31), minlength=n * 32).reshape(n, 32)
    return per.max(axis=1)


def access_wavefronts(
    lanes: np.ndarray, shared: np.ndarray, src: np.ndarray, size: int
) -> tuple[int, int]:
    """(wavefronts, phases) of LDGSTS.ACCESS's shared writes."""
    if not len(lanes):
        return 0, 0
    per = 32 if size <= 4 else 128 // size
    phase = np.unique(lanes.astype(np.int64) // per, return_inverse=True)[1].reshape(-1)
    s = busiest(phase, shared.astype(np.int64) & 0xFFFFFF, size, True)
    g = busiest(phase, src.astype(np.int64) & 127, size, False)
    return int(np.maximum(s, g).sum()), len(s)


def _unique_rows(*cols: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(the distinct rows of the columns, each row's index among them)."""
    rows, inv = np.unique(np.stack(cols), axis=1, return_inverse=True)
    return rows, inv.reshape(-1)


def bypass_traffic(
    lanes: np.ndarray, shared: np.ndarray, src: np.ndarray, reads: np.ndarray, form: str
) -> tuple[int, int, int, int]:
    """(wavefronts, bank conflicts, requests, sectors) of LDGSTS.BYPASS: `reads` the source bytes
    each lane reads (0: zero fill), `form` "plain", "ignore" (ptxas's ignore-src predicate) or
    "zfill" (ptxas's .ZFILL)."""
    if not len(lanes):
        return 0, 0, 0, 0
    warp = lanes.astype(np.int64) // 32
    s = shared.astype(np.int64) & 0xFFFFFF
    g = src.astype(np.int64)
    # one shared address, one copy: the last lane writing it
    _, last = np.unique(np.stack([warp[::-1], s[::-1]]), axis=1, return_index=True)
    keep = np.sort(len(s) - 1 - last)
    warp, s, g, reads = warp[keep], s[keep], g[keep], reads[keep]
    rd = reads > 0
    sectors = 0
    requests = len(np.unique(warp[rd]))
    if rd.any():
        sectors = len(_unique_rows(warp[rd], g[rd] >> 5, s[rd] >> 5, (s[rd] - g[rd]) & 31)[0][0])
    moving = np.ones_like(rd) if form == "zfill" else rd
    wf = _data_wavefronts(warp[moving], s[moving], g[moving])
    conflicts = 0
    zero = np.ones_like(rd) if form == "zfill" else np.zeros_like(rd)
    if form == "ignore":  # a warp with a lane that reads nothing zero-fills, every lane's phase
        zero = np.isin(warp, warp[~rd])
    if zero.any():  # the zero-filling pass: a store's phases of 8 lanes (.ZFILL: as LDGSTS.ACCESS's,
        # the sources' banks too)
        phase = warp * 4 + (lanes.astype(np.int64)[keep] % 32) // 8
        ph = np.unique(phase[zero], return_inverse=True)[1].reshape(-1)
        side = busiest(ph, s[zero], 16, True)
        cost = np.maximum(side, busiest(ph, g[zero] & 127, 16, False)) if form == "zfill" else side
        wf += int(cost.sum())
        # the conflicts it reports: the shared side's and the reading lanes' sources'
        read = np.zeros_like(side)
        rz = rd[zero]
        if rz.any():
            got = busiest(ph[rz], g[zero][rz] & 127, 16, False)
            read[: len(got)] = got
        conflicts = int((np.maximum(side, read) - 1).sum())
    return wf, conflicts, requests, sectors


def _data_wavefronts(warp: np.ndarray, s: np.ndarray, g: np.ndarray) -> int:
    """Wavefronts moving the sector groups: per (warp, global line, shared line, chunk-XOR bits 4-5,
    which halves of its sector the group holds), the most sector groups taking one global sector."""
    if not len(s):
        return 0
    _, group = _unique_rows(warp, g >> 5, s >> 5, (s - g) & 31)  # the sector group of each lane
    halves = np.zeros(int(group.max()) + 1, np.int64)
    np.bitwise_or.at(halves, group, 1 << ((g >> 4) & 1))  # 1: the lower 16 bytes, 2: the upper, 3: both
    key = [warp, g >> 7, s >> 7, ((s ^ g) >> 4) & 3, halves[group]]
    rows, _ = _unique_rows(*key, g >> 5, group)  # distinct sector groups per key and global sector
    kv, per_sector = _unique_rows(*rows[:6])  # sector groups per (key, global sector)
    count = np.bincount(per_sector)
    keys, kidx = _unique_rows(*kv[:5])
    most = np.zeros(keys.shape[1], np.int64)
    np.maximum.at(most, kidx, count)
    return int(most.sum())
