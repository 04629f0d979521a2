"""Asynchronous groups as a kernel keeps them, per thread: cp.async groups (cp.async.commit_group /
wait_group / wait_all, 9.7.9.25.3), bulk async-groups (the `.bulk_group` copies and reductions,
cp.async.bulk.commit_group / wait_group{.read}, 9.7.9.25.4) and wgmma groups (wgmma.commit_group /
wait_group, 9.7.15.6). The debugger's ledger (`Debugger.groups`): it follows the executed
instructions and records, for every thread, each operation issued (line, bytes, addresses, as the
operands held them at issue), which group it went into, and how far the thread's waits have
retired its groups.

This is the program's bookkeeping, not the copies' progress. Eagerly, ptxemu completes every copy
and wgmma at issue, so the data has landed whatever the ledger says is pending; in checking mode
(`check=True`) the copies are deferred to their completion mechanism, and what is really still in
flight is the checker's (`Checker.in_flight`), which the debugger prints beside this ledger.

The rules (the manual's): an operation joins the thread's open group; commit_group closes it (an
empty group too); wait_group N retires every committed group but the newest N; cp.async.wait_all
is commit_group then wait_group 0; cp.async.bulk.wait_group.read N retires only the groups'
reads of their sources.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ptxemu.isa.statement import Address, Imm, Reg

ALL = 1 << 62  # cp.async.wait_all: no group is left out


def retired_through(committed, n: int | None):
    """The newest group number a wait_group n retires, given how many groups were committed (per
    lane; an array or an int): all but the newest n; n None (wait_all) retires every one. The one
    statement of the rule, read by this ledger and by the checking mode (`Checker._due`)."""
    return ALL if n is None else committed - n


MECHS = ("cp", "bulk", "wgmma")
TITLE = {"cp": "cp.async groups", "bulk": "bulk async-groups", "wgmma": "wgmma groups"}
_GROUP = {"cp": "cp.async group", "bulk": "bulk async-group", "wgmma": "wgmma group"}
KEEP = 4096  # operations kept at most (the oldest unretired ones are dropped past it, and counted)


def classify(ins) -> tuple[str, str] | None:
    """(mechanism "cp" | "bulk" | "wgmma", action "issue" | "commit" | "wait" | "wait_read" |
    "wait_all") of an instruction, or None when it takes no part in async groups (a copy that
    completes on an mbarrier, cp.async.mbarrier.arrive, a prefetch)."""
    q = ins.qualifiers
    if not q:
        return None
    if ins.opcode == "wgmma":
        return {".mma_async": ("wgmma", "issue"), ".commit_group": ("wgmma", "commit"),
                ".wait_group": ("wgmma", "wait")}.get(q[0])
    if ins.opcode == "cp" and q[0] == ".async":
        bulk = len(q) > 1 and q[1] == ".bulk"
        mech = "bulk" if bulk else "cp"
        if ".commit_group" in q:
            return mech, "commit"
        if ".wait_group" in q:
            return mech, "wait_read" if ".read" in q else "wait"
        if ".wait_all" in q:
            return "cp", "wait_all"
        if bulk:
            return ("bulk", "issue") if ".bulk_group" in q else None
        if ".mbarrier" in q or any(x.startswith(".mbarrier") for x in q):
            return None
        return "cp", "issue"
    if (ins.opcode == "cp" and q[0] == ".reduce" or ins.opcode == "multimem") and ".bulk_group" in q:
        return "bulk", "issue"
    return None


@dataclass
class Issued:
    """One instruction's operations, by the lanes that issued it together."""

    mech: str
    line: int | None
    text: str
    lanes: np.ndarray  # batch lanes
    seq: np.ndarray  # the group each lane's operation joined (1 = the thread's first)
    where: list[tuple[str, np.ndarray]]  # (what, per-lane address): "shared::cta 0x.." etc.
    nbytes: np.ndarray | None  # per lane, where the operands say (not a tensor copy's box)


class _Form:
    """What an instruction's operands give at issue: its addresses (with their spaces) and size."""

    def __init__(self, kernel, s, mech: str, action: str) -> None:
        from ptxemu.machine.program.step import Cx
        from ptxemu.machine.semantics.access import Addr

        self.mech, self.action = mech, action
        ins = s.item.ins
        self.n = 0
        if action in ("wait", "wait_read"):
            self.n = int(ins.operands[0].value)
        self.addrs: list[tuple[str, Addr]] = []
        self.size = None
        if action != "issue" or mech == "wgmma":
            return
        cx = Cx(kernel, s.item, s.pc)
        q = ins.qualifiers
        spaces = [x for x in q if x.startswith((".global", ".shared"))]
        ops = [o for o in ins.operands if isinstance(o, Address)]
        tensor = ".tensor" in q
        for i, o in enumerate(ops):
            sp = spaces[i] if len(spaces) == len(ops) else ""
            what = "tensor map" if tensor and sp == ".global" else (sp[1:] or "generic")
            try:
                self.addrs.append((what, Addr(cx, o, sp)))
            except Exception:  # noqa: BLE001 - an operand the ledger cannot read: shown without it
                pass
        rest = [o for o in ins.operands if not isinstance(o, Address)]
        if not tensor and rest and (mech == "cp" or ins.opcode in ("cp", "multimem")):
            o = rest[0]
            if isinstance(o, Imm):  # (a constant through cx would need the compiled program's table)
                self.size = lambda st, v=int(o.value): v
            elif isinstance(o, Reg):
                try:
                    self.size = cx.src(o, ".u32")
                except Exception:  # noqa: BLE001 - a size the ledger cannot read: shown without it
                    self.size = None


class Ledger:
    """Per batch: every thread's groups (committed count, retired and read-retired up to) and the
    operations not yet retired."""

    def __init__(self, kernel) -> None:
        self.k = kernel
        self.forms: dict[int, _Form | None] = {}
        self.L = 0

    def begin(self, st) -> None:
        self.L = st.L
        z = lambda: {m: np.zeros(st.L, np.int64) for m in MECHS}  # noqa: E731
        self.committed, self.retired, self.read = z(), z(), z()
        self.issued: list[Issued] = []
        self.dropped = 0

    def step(self, st, s, ex: np.ndarray) -> None:
        """Before `s` runs in the lanes `ex`: record what it does to the groups."""
        f = self.forms.get(s.pc, False)
        if f is False:
            c = classify(s.item.ins)
            f = self.forms[s.pc] = None if c is None else _Form(self.k, s, *c)
        if f is None:
            return
        if self.L != st.L:
            self.begin(st)
        lanes = np.flatnonzero(ex)
        m = f.mech
        if f.action == "issue":
            where = [(w, a.lanes_addr(st, lanes).copy()) for w, a in f.addrs]
            nb = None
            if f.size is not None:
                nb = np.broadcast_to(np.asarray(f.size(st)), (st.L,))[lanes].astype(np.int64)
            self.issued.append(Issued(m, s.line, s.item.ins.text.strip(), lanes,
                                      self.committed[m][lanes] + 1, where, nb))
            if len(self.issued) > KEEP:
                self.issued.pop(0)
                self.dropped += 1
            return
        if f.action in ("commit", "wait_all"):
            self.committed[m][lanes] += 1
        if f.action == "commit":
            return
        upto = retired_through(self.committed[m][lanes], f.n)
        self.read[m][lanes] = np.maximum(self.read[m][lanes], upto)
        if f.action == "wait_read":
            return
        self.retired[m][lanes] = np.maximum(self.retired[m][lanes], upto)
        ret = self.retired[m]
        self.issued = [r for r in self.issued if r.mech != m or (r.seq > ret[r.lanes]).any()]

    def of(self, lane: int) -> dict[str, dict]:
        """One thread's groups: per mechanism {"committed": [(group, [operation])] not retired,
        oldest first, "open": [operation] not committed, "read": the groups up to which
        wait_group.read retired the sources' reads}; an operation is a dict (line, text, bytes
        or None, where: [(what, address)])."""
        out = {}
        for m in MECHS:
            if not self.L:
                out[m] = {"committed": [], "open": [], "read": 0}
                continue
            c, r = int(self.committed[m][lane]), int(self.retired[m][lane])
            groups: dict[int, list] = {g: [] for g in range(r + 1, c + 2)}
            for rec in self.issued:
                if rec.mech != m:
                    continue
                hit = np.flatnonzero(rec.lanes == lane)
                if not len(hit) or int(rec.seq[hit[0]]) <= r:
                    continue
                i = int(hit[0])
                groups[int(rec.seq[i])].append({
                    "line": rec.line, "text": rec.text,
                    "bytes": None if rec.nbytes is None else int(rec.nbytes[i]),
                    "where": [(w, int(a[i])) for w, a in rec.where],
                })
            out[m] = {"committed": [(g, groups[g]) for g in range(r + 1, c + 1)], "open": groups[c + 1],
                      "read": int(self.read[m][lane])}
        return out


def where_of(st, buf: np.ndarray, offs: np.ndarray) -> str:
    """Where a deferred operation's bytes are: `shared [0x400, 0x4ff] of CTA (0,0,0)` or
    `global [0x7f.., 0x7f..]` (the lowest and highest byte: a tensor box need not be contiguous)."""
    lo, hi = int(offs.min()), int(offs.max())
    if buf is st.smem:
        slot = lo // st.smem_stride
        cta = st.lane_label(slot * st.geom.padded).split(" thread")[0]
        return f"shared [{lo - slot * st.smem_stride:#x}, {hi - slot * st.smem_stride:#x}] of {cta}"
    for a in st.device.allocations():
        if a.data is buf:
            return f"global [{a.address + lo:#x}, {a.address + hi:#x}]"
    return f"bytes [{lo:#x}, {hi:#x}] of a buffer outside the device's allocations"


def _op_line(op: dict) -> str:
    size = "" if op["bytes"] is None else f"  {op['bytes']} bytes"
    where = "".join(f"  {d} {w} {a:#x}" for d, (w, a) in zip(("to", "from"), op["where"], strict=False))
    text = " ".join(op["text"].split())
    if len(text) > 100:  # wgmma's 64-register vectors: the line, cut short
        text = text[:97] + "..."
    return f"line {op['line']}: {text}{size}{where}"


def describe(view: dict, who: str) -> str:
    """The debugger's `groups` text of one thread (Debugger.groups' dict)."""
    out = [f"async groups of {who}:"]
    for m in MECHS:
        g = view[m]
        if not g["committed"] and not g["open"]:
            out.append(f"  {TITLE[m]}: none pending")
            continue
        out.append(f"  {TITLE[m]}:")
        for n, ops in g["committed"][:16]:
            read = " (sources read: wait_group.read)" if m == "bulk" and n <= g["read"] else ""
            out.append(f"    group {n}, committed, not waited for{read}: {len(ops)} operation(s)")
            out += [f"      {_op_line(o)}" for o in ops]
        if len(g["committed"]) > 16:
            out.append(f"    ... and {len(g['committed']) - 16} more committed group(s)")
        if g["open"]:
            out.append(f"    open (not committed yet): {len(g['open'])} operation(s)")
            out += [f"      {_op_line(o)}" for o in g["open"]]
    fl = view["in_flight"]
    if fl is None:
        out.append(
            "  eager execution: every operation above already completed when it was issued (its data"
            " landed, its wgmma result is in the registers); a GPU may complete it at any time up to"
            " the wait that retires its group. `--check` (check=True) defers copies to their waits."
        )
    elif not fl:
        out.append("  checking mode: nothing of this thread's is in flight")
    else:
        out.append("  checking mode, in flight now (deferred until its completion mechanism):")
        for f in fl:
            name = _GROUP.get(f["mechanism"])
            grp = f"{name} {f['group']}" if f["group"] is not None else "on an mbarrier"
            if f.get("mbarrier") is not None:
                a, rank, n = f["mbarrier"]
                grp = f"on mbarrier {a:#x} of cluster rank {rank} (complete_tx {n} bytes)"
            if f["mechanism"] == "wgmma":
                r = f["registers"]
                regs = ", ".join(r) if len(r) <= 8 else f"{len(r)} registers {r[0]} .. {r[-1]}"
                out.append(f"    {grp} (the newest to write them): accumulators not to be read before a wait "
                           f"retires it: {regs}")
                continue
            what = {"write": "writes", "read": "may still read", "visible": "not yet visible"}[f["access"]]
            out.append(f"    {grp}: line {f['line']} {f['kind']}: {what} {f['bytes']} bytes at {f['at']}")
    if view.get("dropped"):
        out.append(f"  ({view['dropped']} older operation(s) dropped from the ledger: it keeps {KEEP})")
    return "\n".join(out)
