"""Memory counters as Nsight Compute counts them, per PTX line and per kernel.

The H100's L1/shared unit serves a warp's shared-memory instruction in *wavefronts*: one wavefront
reads or writes at most one 32-bit word in each of the 32 banks (bank = (address / 4) mod 32);
lanes reading the same word share it (broadcast). A warp's access is cut into phases of at most 128
bytes: the whole warp for accesses of up to 4 bytes per lane, half-warps (lanes 0-15, 16-31) for 8
bytes, quarter-warps for 16 bytes; ldmatrix/stmatrix serve each 8x8 matrix (8 rows of 16 bytes, the
row addresses lanes 8i..8i+7 give) as a phase. A phase takes as many wavefronts as its busiest bank
has distinct words; `conflicts` counts the wavefronts beyond one per phase
(l1tex__data_bank_conflicts_pipe_lsu_mem_shared_*). Global loads and stores count one request per
warp-instruction with an active lane and the distinct 32-byte sectors its active lanes touch
(l1tex__t_requests/sectors_pipe_lsu_mem_global_op_*). Generic accesses count where their address
falls (the shared window or global memory). Branches count per warp: a branch is divergent when the
warp's lanes standing at it do not all go the same way.

These are counts of PTX instructions; Nsight Compute counts the SASS that ptxas made of them.
docs/observing.md states where the two differ (tests/data/counters: the H100's numbers).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np

from ptxemu.machine.observing.accesses import Probe, Probes, mix_key
from ptxemu.machine.observing.observer import Observer, executing
from ptxemu.machine.semantics.access import in_windows

# the counters, in the order of a line's row; their Nsight Compute names are in NCU_METRICS
NAMES = (
    "warp_instructions",
    "thread_instructions",
    "shared_ld_wavefronts",
    "shared_ld_conflicts",
    "shared_st_wavefronts",
    "shared_st_conflicts",
    "shared_atom_wavefronts",
    "shared_atom_conflicts",
    "ldsm_wavefronts",
    "ldsm_conflicts",
    "stsm_wavefronts",
    "stsm_conflicts",
    "global_ld_requests",
    "global_ld_sectors",
    "global_st_requests",
    "global_st_sectors",
    "global_atom_requests",
    "global_atom_sectors",
    "ldgsts_shared_wavefronts",
    "ldgsts_shared_conflicts",
    "ldgsts_global_requests",
    "ldgsts_global_sectors",
    "bulk_copies",
    "bulk_global_read_bytes",
    "bulk_global_write_bytes",
    "bulk_shared_bytes",
    "wgmma_shared_bytes",
    "branches",
    "divergent_branches",
)
IX = {n: i for i, n in enumerate(NAMES)}

# Nsight Compute's metrics (ncu 2025.3 on the H100) and the ptxemu counters whose sum each equals:
# (ptxemu counters, ncu metrics summed). What each metric includes was read from the recordings
# (tests/data/counters/ncu_h100.json, ncu_async_h100.json; docs/observing.md): op_ld/op_st count
# LDSM/STSM too, global op_ld counts LDGSTS's global reads, ptxas makes an unread atom a RED.
NCU_METRICS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "shared_ld_wavefronts": (
        ("shared_ld_wavefronts", "ldsm_wavefronts"),
        ("l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum",),
    ),
    "shared_ld_conflicts": (
        ("shared_ld_conflicts", "ldsm_conflicts"),
        ("l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum",),
    ),
    "shared_st_wavefronts": (
        ("shared_st_wavefronts", "stsm_wavefronts"),
        ("l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum",),
    ),
    "shared_st_conflicts": (
        ("shared_st_conflicts", "stsm_conflicts"),
        ("l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum",),
    ),
    "shared_atom_wavefronts": (
        ("shared_atom_wavefronts",),
        ("l1tex__data_pipe_lsu_wavefronts_mem_shared_op_atom.sum",),
    ),
    "shared_atom_conflicts": (
        ("shared_atom_conflicts",),
        ("l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_atom.sum",),
    ),
    "ldsm_wavefronts": (("ldsm_wavefronts",), ("sm__sass_l1tex_data_pipe_lsu_wavefronts_mem_shared_op_ldsm.sum",)),  # noqa: E501 - metric names
    "ldsm_conflicts": (("ldsm_conflicts",), ("sm__sass_l1tex_data_bank_conflicts_pipe_lsu_mem_shared_op_ldsm.sum",)),  # noqa: E501 - metric names
    "stsm_wavefronts": (("stsm_wavefronts",), ("sm__sass_l1tex_data_pipe_lsu_wavefronts_mem_shared_op_stsm.sum",)),  # noqa: E501 - metric names
    "stsm_conflicts": (("stsm_conflicts",), ("sm__sass_l1tex_data_bank_conflicts_pipe_lsu_mem_shared_op_stsm.sum",)),  # noqa: E501 - metric names
    "global_ld_requests": (
        ("global_ld_requests", "ldgsts_global_requests"),
        ("l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum",),
    ),
    "global_ld_sectors": (
        ("global_ld_sectors", "ldgsts_global_sectors"),
        ("l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum",),
    ),
    "global_st_requests": (("global_st_requests",), ("l1tex__t_requests_pipe_lsu_mem_global_op_st.sum",)),
    "global_st_sectors": (("global_st_sectors",), ("l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum",)),
    "global_atom_requests": (
        ("global_atom_requests",),
        ("l1tex__t_requests_pipe_lsu_mem_global_op_atom.sum", "l1tex__t_requests_pipe_lsu_mem_global_op_red.sum"),  # noqa: E501 - metric names
    ),
    "global_atom_sectors": (
        ("global_atom_sectors",),
        ("l1tex__t_sectors_pipe_lsu_mem_global_op_atom.sum", "l1tex__t_sectors_pipe_lsu_mem_global_op_red.sum"),  # noqa: E501 - metric names
    ),
    # cp.async is ptxas's LDGSTS (docs/observing.md, "Asynchronous copies")
    "ldgsts_shared_wavefronts": (
        ("ldgsts_shared_wavefronts",),
        ("sm__sass_l1tex_data_pipe_lsu_wavefronts_mem_shared_op_ldgsts.sum",),
    ),
    "ldgsts_shared_conflicts": (
        ("ldgsts_shared_conflicts",),
        ("sm__sass_l1tex_data_bank_conflicts_pipe_lsu_mem_shared_op_ldgsts.sum",),
    ),
    "ldgsts_global_requests": (
        ("ldgsts_global_requests",),
        ("sm__sass_l1tex_t_requests_pipe_lsu_mem_global_op_ldgsts.sum",),
    ),
    "ldgsts_global_sectors": (
        ("ldgsts_global_sectors",),
        ("sm__sass_l1tex_t_sectors_pipe_lsu_mem_global_op_ldgsts.sum",),
    ),
    # the bulk copy unit (TMA) and wgmma's operands: not in the LSU metrics above
    "bulk_copies": (("bulk_copies",), ("smsp__inst_executed_op_tma_ld.sum", "smsp__inst_executed_op_tma_st.sum")),  # noqa: E501 - metric names
    "bulk_global_read_bytes": (
        ("bulk_global_read_bytes",),
        ("l1tex__m_xbar2l1tex_read_bytes_mem_global_op_tma_ld.sum",),
    ),
    "bulk_global_write_bytes": (
        ("bulk_global_write_bytes",),
        ("l1tex__m_l1tex2xbar_write_bytes_mem_global_op_tma_st.sum",),
    ),
    "wgmma_shared_bytes": (("wgmma_shared_bytes",), ("sm__sass_data_bytes_mem_shared_op_gmma.sum",)),
}


def _rows(keys: np.ndarray, slots: int, slot: np.ndarray, values: np.ndarray) -> np.ndarray:
    """values laid out in rows by a non-decreasing row key (lanes come in ascending order), at
    column `slot`, -1 elsewhere, each row sorted: distinct values per row without a global sort."""
    start = np.r_[True, keys[1:] != keys[:-1]]
    row = np.cumsum(start) - 1
    mat = np.full((int(row[-1]) + 1, slots), -1, np.int64)
    mat[row, slot] = values
    mat.sort(axis=1)
    return mat


def _first(mat: np.ndarray) -> np.ndarray:
    """Where a sorted row holds a value for the first time (and not the -1 padding)."""
    new = np.ones(mat.shape, bool)
    new[:, 1:] = mat[:, 1:] != mat[:, :-1]
    return new & (mat >= 0)


def grouped_wavefronts(
    group: np.ndarray, addr: np.ndarray, size: int, distinct: bool = True
) -> tuple[int, int]:
    """(wavefronts, phases): lane i (of `group[i]`, a phase key) touches `size` bytes at shared
    address `addr[i]`; each phase takes its busiest bank's count of distinct 32-bit words
    (`distinct=False`: of accesses, lanes on one word included: atomics serialise there)."""
    if not len(group):
        return 0, 0
    group = group.astype(np.int64)
    order = np.argsort(group, kind="stable")
    g = group[order]
    start = np.r_[True, g[1:] != g[:-1]]
    first_at = np.flatnonzero(start)
    row = np.cumsum(start) - 1
    rank = np.arange(len(g)) - first_at[row]
    k = max(1, size // 4)
    width = int(rank.max()) + 1
    word0 = (addr.astype(np.int64)[order] & 0xFFFFFF) >> 2
    words = (word0[:, None] + np.arange(k)).reshape(-1)
    slot = (rank[:, None] * k + np.arange(k)).reshape(-1)
    mat = np.full((int(row[-1]) + 1, width * k), -1, np.int64)
    mat[np.repeat(row, k), slot] = words
    mat.sort(axis=1)
    first = _first(mat) if distinct else mat >= 0
    r, c = np.nonzero(first)
    per_bank = np.bincount(r * 32 + (mat[r, c] & 31), minlength=mat.shape[0] * 32).reshape(-1, 32)
    return int(per_bank.max(axis=1).sum()), mat.shape[0]


def shared_wavefronts(
    lanes: np.ndarray, addr: np.ndarray, size: int, phase_lanes: int, distinct: bool = True
) -> tuple[int, int]:
    """(wavefronts, phases) of shared accesses: lane `lanes[i]` (ascending) of the batch touches
    `size` bytes at shared address `addr[i]`; lanes are grouped in phases of `phase_lanes`
    consecutive lanes of a warp; each phase takes its busiest bank's count of distinct 32-bit words."""
    return grouped_wavefronts(lanes.astype(np.int64) // phase_lanes, addr, size, distinct)


def atomic_sectors(lanes: np.ndarray, addr: np.ndarray) -> int:
    """Global atomics' sectors as the H100 counts them (tests/data/counters/ncu_h100.json): per warp
    and 32-byte sector, as many as the most lanes on one address in it (lanes on one address are
    served one after another; distinct addresses of a sector together)."""
    if not len(lanes):
        return 0
    warp = lanes.astype(np.int64) // 32
    a = addr.astype(np.uint64)
    _, inv, cnt = np.unique(np.stack([warp.astype(np.uint64), a]), axis=1, return_inverse=True,
                            return_counts=True)
    per_lane = cnt[inv.reshape(-1)]
    sec = np.stack([warp.astype(np.uint64), a >> np.uint64(5)])
    _, sinv = np.unique(sec, axis=1, return_inverse=True)
    best = np.zeros(int(sinv.max()) + 1, np.int64)
    np.maximum.at(best, sinv.reshape(-1), per_lane)
    return int(best.sum())


def global_sectors(lanes: np.ndarray, addr: np.ndarray, size: int) -> tuple[int, int]:
    """(requests, sectors): one request per warp with an active lane (lanes ascending), and the
    distinct 32-byte sectors each warp's lanes touch."""
    if not len(lanes):
        return 0, 0
    lanes = lanes.astype(np.int64)
    a = addr.astype(np.uint64)
    first = (a >> np.uint64(5)).astype(np.int64)
    last = ((a + np.uint64(size - 1)) >> np.uint64(5)).astype(np.int64)
    span = int((last - first).max()) + 1
    base = int(first.min())
    sec = first[:, None] - base + np.arange(span)
    sec[sec > (last - base)[:, None]] = -1
    warp = lanes // 32
    slot = ((lanes % 32)[:, None] * span + np.arange(span)).reshape(-1)
    mat = _rows(np.repeat(warp, span), 32 * span, slot, sec.reshape(-1))
    return mat.shape[0], int(_first(mat).sum())


@dataclass
class Counters:
    """A launch's counters: `lines[line][name]`, `total[name]`, and the instruction mix
    (`mix[opcode] = [warp-instructions, thread-instructions]`)."""

    kernel: str
    total: dict[str, int] = field(default_factory=dict)
    lines: dict[int, dict[str, int]] = field(default_factory=dict)
    mix: dict[str, list[int]] = field(default_factory=dict)
    text: dict[int, str] = field(default_factory=dict)  # each counted line's PTX

    def __getitem__(self, name: str) -> int:
        return self.total.get(name, 0)

    def table(self, names: tuple[str, ...] | None = None) -> str:
        """The counted lines beside their PTX, then the kernel's totals and instruction mix."""
        names = names or tuple(n for n in NAMES[2:] if self.total.get(n))
        short = [n.replace("_wavefronts", "_wf").replace("_conflicts", "_cf") for n in names]
        out = [
            f"memory counters of {self.kernel} (PTX instructions; docs/observing.md: how ncu's SASS differ)"
        ]
        head = f"{'line':>6}  " + "  ".join(f"{s:>{max(len(s), 6)}}" for s in short) + "  PTX"
        out.append(head)
        for line in sorted(self.lines):
            row = self.lines[line]
            if not any(row.get(n) for n in names):
                continue
            cells = "  ".join(f"{row.get(n, 0):>{max(len(s), 6)}}" for n, s in zip(names, short, strict=True))
            out.append(f"{line:>6}  {cells}  {self.text.get(line, '')}")
        tot = self.total
        cells = "  ".join(f"{tot.get(n, 0):>{max(len(s), 6)}}" for n, s in zip(names, short, strict=True))
        out.append(f"{'total':>6}  {cells}")
        mix = sorted(self.mix.items(), key=lambda kv: -kv[1][0])
        out.append("instruction mix (warp-instructions): " + ", ".join(f"{k} {v[0]:,}" for k, v in mix))
        return "\n".join(out)


class CounterObserver(Observer):
    """Counts as the kernel runs (machine.observing.observer's protocol)."""

    def __init__(self, kernel: Any) -> None:
        self.k = kernel
        self.rows: dict[int, np.ndarray] = {}  # pc -> counters
        self.probes = Probes(kernel)
        self.mix: dict[str, np.ndarray] = {}
        self.asyncs: dict[int, Any] = {}

    def _row(self, s) -> np.ndarray:
        r = self.rows.get(s.pc)
        if r is None:
            r = self.rows[s.pc] = np.zeros(len(NAMES), np.int64)
        return r

    def step(self, st, s, m) -> None:
        row = self._row(s)
        stand = st.live if m is None else (m & st.live)
        warps_standing = stand.reshape(-1, 32).any(axis=1)
        nw = int(warps_standing.sum())
        row[0] += nw
        ex = stand if s.kind == "bra" else executing(st, s, m)  # a branch's guard picks the way
        row[1] += int(ex.sum())
        op = mix_key(s.item.ins)
        mx = self.mix.get(op)
        if mx is None:
            mx = self.mix[op] = np.zeros(2, np.int64)
        mx[0] += nw
        mx[1] += int(ex.sum())
        if s.kind == "bra" and s.guard is not None:
            g = s.guard(st)
            w = stand.reshape(-1, 32)
            t = (stand & g).reshape(-1, 32)
            row[IX["branches"]] += nw
            row[IX["divergent_branches"]] += int((t.any(axis=1) & (w & ~t).any(axis=1)).sum())
            return
        if s.kind == "bra":
            row[IX["branches"]] += nw
            return
        opc = s.item.ins.opcode
        if opc in ("cp", "wgmma"):
            b = self._async_of(s)
            if b is not None:
                b(st, row, ex)
                if opc == "wgmma":
                    return
        p = self.probes.get(s)
        if p is None:
            return
        lanes = p.lanes(ex)
        if p.kind == "ldgsts":
            self._ldgsts(st, row, p, lanes)
            return
        if not len(lanes):
            return
        ad = p.addr.lanes_addr(st, lanes)
        space = p.addr.space
        if space == "":  # generic: where the address falls
            sh, lo = in_windows(st, ad)
            self._count(row, p, lanes[sh], ad[sh] - np.uint64(st.windows.shared), ".shared")
            gl = ~(sh | lo)
            self._count(row, p, lanes[gl], ad[gl], ".global")
            return
        self._count(row, p, lanes, ad, ".shared" if space.startswith(".shared") else ".global")

    def _ldgsts(self, st, row, p: Probe, lanes) -> None:
        """cp.async as ptxas's LDGSTS (machine.observing.ldgsts: the rules measured on the H100):
        the shared write's wavefronts and conflicts, the global read's requests and sectors."""
        if not len(lanes):
            return
        from ptxemu.machine.observing.ldgsts import access_wavefronts, bypass_traffic

        ad = p.addr.lanes_addr(st, lanes)
        src = p.source.lanes_addr(st, lanes)
        rb = p.read_bytes(st, lanes)
        if p.bypass:
            wf, cf, rq, sc = bypass_traffic(lanes, ad, src, rb, p.form)
        else:
            wf, ph = access_wavefronts(lanes, ad, src, p.size)
            cf = wf - ph
            rd = rb > 0
            rq, sc = global_sectors(lanes[rd], src[rd], p.size) if rd.any() else (0, 0)
        row[IX["ldgsts_shared_wavefronts"]] += wf
        row[IX["ldgsts_shared_conflicts"]] += cf
        row[IX["ldgsts_global_requests"]] += rq
        row[IX["ldgsts_global_sectors"]] += sc

    def _async_of(self, s):
        """The counter of a bulk copy or a wgmma.mma_async at `s` (None for other forms), made once."""
        f = self.asyncs.get(s.pc, False)
        if f is False:
            from ptxemu.machine.observing.async_traffic import traffic

            f = self.asyncs[s.pc] = traffic(self.k, s, IX)
        return f

    def _count(self, row, p: Probe, lanes, ad, space: str) -> None:
        if not len(lanes):
            return
        if space == ".shared":
            phase = 8 if p.kind in ("ldsm", "stsm") else (32 if p.size <= 4 else 128 // p.size)
            # lanes of an atomic on one word are served one after another, except for ptxas's
            # ATOMS.POPC.INC (add of 1), which counts them at once (docs/observing.md)
            wf, ph = shared_wavefronts(lanes, ad, p.size, phase, distinct=p.kind != "atom" or p.increment)
            base = {
                "ld": "shared_ld",
                "st": "shared_st",
                "atom": "shared_atom",
                "ldsm": "ldsm",
                "stsm": "stsm",
            }[p.kind]
            row[IX[base + "_wavefronts"]] += wf
            row[IX[base + "_conflicts"]] += wf - ph
        elif p.kind in ("ld", "st", "atom"):
            rq, sc = global_sectors(lanes, ad, p.size)
            if p.kind == "atom":
                sc = atomic_sectors(lanes, ad)
            row[IX[f"global_{p.kind}_requests"]] += rq
            row[IX[f"global_{p.kind}_sectors"]] += sc

    def result(self, name: str) -> Counters:
        c = Counters(name)
        tot = np.zeros(len(NAMES), np.int64)
        for pc, r in self.rows.items():
            s = self.k.steps.get(pc)
            line = s.line if s is not None and s.line is not None else -1
            d = c.lines.setdefault(line, {})
            for n, v in zip(NAMES, r, strict=True):
                if v:
                    d[n] = d.get(n, 0) + int(v)
            if s is not None:
                c.text[line] = s.item.ins.text.strip()
            tot += r
        c.total = {n: int(v) for n, v in zip(NAMES, tot, strict=True)}
        c.mix = {k: [int(v[0]), int(v[1])] for k, v in self.mix.items()}
        return c

    def report(self, stats) -> None:
        stats.counters = self.result(stats.kernel)
