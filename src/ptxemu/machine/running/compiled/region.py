"""Regions: loops of translated blocks run natively, the scheduler included.

A phase (codegen) runs one block for a group of lanes and goes back to the Python scheduler;
in divergent loops (curand's skip-ahead in CUTLASS's random fill: a 10-instruction block per bit
of the state, taken by half the lanes) the scheduler and the phases' passes over every lane of
the batch cost far more than the arithmetic. A region is a set of blocks reachable from a hot
block whose instructions all translate, whose stores all go to `.local` memory (private to the
lane, so the order of lanes within a block is not observable) and whose ends are branches or
fall-throughs. One numba function runs the engine's own schedule over it:

* the lowest program counter among the region's lanes runs next, for every lane standing there
  (per-block lane lists; a lane leaving the region waits outside, and the function returns as
  soon as an outside lane would be the lowest, so the engine's lowest-first order is kept);
* thread- and warp-instruction counts, the budget and the spin rule's state (SPIN_LIMIT
  back-edges in a row) are the engine's: the function returns to the engine before a step the
  spin rule or the budget would treat specially, and the engine does that step. A group alone in
  its batch (no lane parked, none elsewhere) is one the spin rule lets go on, so a uniform loop
  runs on natively, returning every SPIN_SAMPLE back-edges for the engine to sample its state
  (machine.running.spin: a loop that cannot end is still reported);
* each block's segment (instructions up to and including a run of stores, as phases end at
  stores) is computed for every lane of the group into scratch, then its stores are checked,
  and only then are registers and stores written: an access the compiled code refuses returns
  with the block not run, and the engine interprets it (raising its error or doing the access).

Registers are the batch's arrays, written in place (those the region writes are copied first,
so no array shared with another register or a constant is changed).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from ptxemu.isa.statement import Imm, Reg
from ptxemu.machine.program.step import Cx, Step
from ptxemu.machine.running.compiled import codegen
from ptxemu.machine.running.compiled.codegen import NoTranslation, Translator, _ident
from ptxemu.machine.running.spin import SPIN_LIMIT

_KIND = {"sm": "shared", "ct": "shared", "ra": "shared", "cs": "shared", "lc": "local"}  # memory args
MAX_NODES = 96
MAX_STEPS = 1200


@dataclass
class Node:
    pc: int
    runs: list[Step]
    end: int  # pc after the runs: the branch, or the next block (fall-through)
    bra: Step | None
    segments: list[Translator] = field(default_factory=list)
    guard: str = ""  # the branch guard's expression (empty: unguarded)
    commits: list[list[int]] = field(default_factory=list)  # per segment: registers written back
    bar: int = -1  # the barrier id of a block ending in a plain bar.sync (else -1); end is its pc
    exit: bool = False  # the block ends in the kernel's unguarded exit or ret (at end): lanes finish
    barix: int = -1  # its index among the region's barrier nodes
    ordered: bool = False  # it stores to shared or global memory: lanes run in ascending order


@dataclass
class Region:
    nodes: list[Node]
    name: str = ""
    source: str = ""
    regs: dict[int, str] = field(default_factory=dict)  # register -> dtype name
    written: set[int] = field(default_factory=set)
    specials: list[str] = field(default_factory=list)
    mem: set[str] = field(default_factory=set)
    nodeof: np.ndarray | None = None  # pc - base -> node index, or -1
    base: int = 0
    fn: object = None
    nstores: int = 0  # store slots (ta/tm/tv arrays)
    maxw: int = 1
    dags: dict[int, int] = field(default_factory=dict)  # fused loop bodies: first node -> last node
    ready: bool = False  # its machine code is loaded (compiled/background.py)
    poll: float = 0.0  # while a child compiles it: when to ask again (time.monotonic)
    nbar: int = 0  # nodes ending in a barrier
    ordered_any: bool = False  # some node stores to shared or global memory


def _node(kernel, pc: int, consts: dict[int, str], live: dict[int, int]) -> Node | None:
    """The block at `pc` as a region node, or None where it cannot be one."""
    runs, end = kernel.block(pc)
    step = kernel.steps.get(end)
    bra = None
    bar = -1
    if step is not None and step.kind == "bra":
        bra = step
        g = step.item.ins.guard
        if g is not None and not isinstance(g, (Reg, Imm)):
            return None
    elif step is not None and step.kind == "bar":
        bar = plain_bar(step)
        if bar < 0:
            return None  # counted, reducing, arriving or guarded barriers: the engine's
    elif step is not None and _kernel_exit(kernel, step):
        if not runs:
            return None  # a block of the exit alone: nothing to run natively
    elif step is None or step.kind != "op":
        return None  # a called function's ret, calls, other barriers, collectives: the engine's
    ends = step is not None and step.kind != "op"
    if end not in kernel.label_pcs and bra is None and not ends:
        return None
    node = Node(pc, runs, end, bra, bar=bar, exit=step is not None and _kernel_exit(kernel, step))
    tr: Translator | None = None
    ends: list[int] = []  # the pc after each segment
    for s in runs:
        ins = s.item.ins
        is_store = ins.opcode == "st"
        if tr is not None and tr.stores and not is_store:
            node.segments.append(tr)
            ends.append(s.pc)
            tr = None
        if tr is None:
            tr = Translator(kernel, consts)
        if node.segments and (is_store or ins.opcode in ("ld", "ldu")):
            return None  # only a node's first segment may refuse (nothing is written before it)
        try:
            tr.step(s)
        except NoTranslation:
            return None
        except Exception:  # noqa: BLE001 - an operand the interpreter reports at run time
            return None
        if is_store and tr.stores[-1].space not in (".local", ".shared", ".global"):
            return None  # generic and cluster stores (another CTA's memory): the phases'
        if is_store and tr.stores[-1].space != ".local":
            node.ordered = True  # other lanes may read or overwrite it: written in lane order
    if tr is None:
        tr = Translator(kernel, consts)
    node.segments.append(tr)
    ends.append(end)
    if bra is not None and bra.item.ins.guard is not None:
        cx = Cx(kernel, bra.item, bra.pc)
        g = bra.item.ins.guard
        try:
            node.guard = tr.src(cx, g, ".pred") if isinstance(g, Reg) else str(bool(g.value))
        except NoTranslation:
            return None
    lv_end = live.get(end, -1)
    if bra is not None:  # the guard is read here: what is live after the branch is its successors'
        lv_end = live.get(bra.target, -1)
        if bra.item.ins.guard is not None:
            lv_end |= live.get(bra.pc + 1, -1)
    for t, e in zip(node.segments, ends, strict=True):
        lv = lv_end if e == end else live.get(e, -1)
        node.commits.append(sorted(r for r in t.writes if (lv >> r) & 1))
    return node


def _kernel_exit(kernel, step: Step) -> bool:
    """An unguarded `exit`, or `ret` of the kernel itself: the engine runs it with the block before
    it (even at a label) and the lanes finish."""
    if step.guard is not None or step.item.ins.guard is not None:
        return False
    return step.kind == "exit" or (step.kind == "ret" and step.item.func == kernel.func.name)


def plain_bar(step: Step) -> int:
    """The id of a `bar.sync id` / `barrier.sync[.aligned] id` with a constant id and no thread
    count, reduction or guard (the region completes it as Engine._release_everyone does), else -1."""
    d = step.data or {}
    ops = step.item.ins.operands
    if (d.get("mode") != "sync" or d.get("count") is not None or d.get("red") is not None
            or d.get("pred") is not None or step.guard is not None or step.item.ins.guard is not None
            or len(ops) != 1 or not isinstance(ops[0], Imm)):
        return -1
    v = int(ops[0].value)
    return v if 0 <= v <= 15 else -1


def _successors(node: Node) -> list[int]:
    if node.exit:
        return []
    if node.bar >= 0:
        return [node.end + 1]
    if node.bra is None:
        return [node.end]
    if node.bra.item.ins.guard is None:
        return [node.bra.target]
    return [node.bra.target, node.bra.pc + 1]


def find(kernel, p: int, consts: dict[int, str], live: dict[int, int]) -> Region | None:
    """The region of translated blocks reachable from the block at `p`, or None (no loop)."""
    nodes: dict[int, Node] = {}
    todo = [p]
    steps = 0
    loops = False
    while todo:
        q = todo.pop()
        if q in nodes:
            continue
        n = _node(kernel, q, consts, live)
        if n is None:
            if q == p:
                return None
            continue
        nodes[q] = n
        steps += len(n.runs) + 1
        if len(nodes) > MAX_NODES or steps > MAX_STEPS:
            return None
        for s in _successors(n):
            if s <= q:
                loops = True
            todo.append(s)
    if not loops:
        return None
    order = sorted(nodes)
    reg = Region([nodes[q] for q in order])
    reg.base = order[0]
    reg.nodeof = np.full(order[-1] - order[0] + 1, -1, np.int64)
    for k, q in enumerate(order):
        reg.nodeof[q - reg.base] = k
    for n in reg.nodes:
        if n.bar >= 0:
            n.barix = reg.nbar
            reg.nbar += 1
        reg.ordered_any = reg.ordered_any or n.ordered
    for n in reg.nodes:
        for tr, com in zip(n.segments, n.commits, strict=True):
            for r in set(tr.need_in) | set(com):  # the arrays a node reads or writes back
                reg.regs[r] = tr.reads[r]
            reg.written.update(com)
            for s in tr.specials:
                if s not in reg.specials:
                    reg.specials.append(s)
            reg.mem |= tr.mem
            reg.nstores = max(reg.nstores, len(tr.stores))
        reg.maxw = max([reg.maxw] + [len(c) for c in n.commits])
    _find_dags(reg)
    for a, b in reg.dags.items():
        reg.maxw = max(reg.maxw, len(_dag_regs(reg, a, b)))
    return reg


MAX_DAG = 62  # nodes of a fused body (a visit mask per lane, an int64)


def _find_dags(reg: Region) -> None:
    """Innermost loop bodies to run lane by lane: from a back-edge target k through nodes k..t of
    the region (consecutive in pc order) where every node before t branches only forward to a
    node up to t, none stores, and no node after k is a back-edge target. The engine runs such a
    body as one execution of each node, in pc order, for every lane that reaches it (lanes only
    move forward and the rest of the batch stands at higher pcs), so a lane may run its whole
    path at once: counts come from each lane's visit mask."""
    idx = {n.pc: k for k, n in enumerate(reg.nodes)}
    heads = {n.bra.target for n in reg.nodes if n.bra is not None and n.bra.target <= n.bra.pc}
    for k, n in enumerate(reg.nodes):
        if n.pc not in heads:
            continue
        need = k
        t = -1
        for j in range(k, min(len(reg.nodes), k + MAX_DAG)):
            m = reg.nodes[j]
            if len(m.segments) != 1 or m.segments[0].stores or m.bar >= 0 or m.exit or (
                    j > k and m.pc in heads):
                break
            if j >= need and j > k:
                t = j  # nodes k..j form a body ending at j
            succ = [idx.get(q, -1) for q in _successors(m)]
            if any(q <= j for q in succ) or any(q < 0 for q in succ):
                break  # j only ends a body
            need = max(need, *succ)
        if t > k:
            reg.dags[k] = t


def _dag_regs(reg: Region, a: int, b: int) -> list[int]:
    out: set[int] = set()
    for n in reg.nodes[a : b + 1]:
        tr = n.segments[0]
        out |= set(tr.need_in) | set(n.commits[0])
    return sorted(out)


def _indent(lines: list[str], ind: int) -> list[str]:
    out = []
    for ln in lines:
        s = ln[12:] if ln.startswith(" " * 12) else ln.lstrip()
        out.append("    " * ind + s)
    return out


def source(reg: Region, name: str) -> list[tuple[str, str]]:
    """The region's numba functions, as (name, source): one per node (numba's compile time grows
    faster than a function's length), then the scheduler that calls them."""
    regs = sorted(reg.regs)
    sps = [_ident(s) for s in reg.specials]
    mem = codegen.mem_names(reg.mem)
    bufs = ["lst", "size", "stamp", "ex", "pc", "pcb", "res", "W", "NX", "pk", "psize", "mk", "lo", "hi"]
    for j in range(reg.nstores):
        bufs += [f"ta{j}", f"tm{j}", f"tv{j}", f"tk{j}", f"to{j}"]
    data = [f"a{r}" for r in regs] + sps + mem
    index = {n.pc: k for k, n in enumerate(reg.nodes)}
    out = []
    calls = []
    for k, node in enumerate(reg.nodes):
        used: set[int] = set()
        nsp: list[str] = []
        nmem: set[str] = set()
        for tr, com in zip(node.segments, node.commits, strict=True):
            used |= set(tr.need_in) | set(com)
            nsp += [_ident(x) for x in tr.specials if _ident(x) not in nsp]
            nmem |= tr.mem
        nm = [x for x in mem if _KIND.get(x[:2], "global") in nmem]
        nargs = bufs + [f"a{r}" for r in sorted(used)] + nsp + nm
        fl = [f"def {name}_{k}({', '.join(nargs)}):", f"    n = size[{k}]", "    gk = 0", "    taken = 0",
              "    nw = 0", "    outside = res[1]"]
        _node_source(reg, node, k, index, fl.append)
        fl += ["    res[0] = nw", "    res[1] = outside", "    return taken"]
        out.append((f"{name}_{k}", "\n".join(fl) + "\n"))
        calls.append(f"{name}_{k}({', '.join(nargs)})")
    dcalls = {}
    for da, db in reg.dags.items():
        dname = f"{name}_d{da}"
        dargs, body = _dag_source(reg, da, db, dname, mem)
        out.append((dname, body))
        dcalls[da] = f"{dname}({', '.join(dargs)})"
    # lo, hi: the lanes this call runs (whole clusters; several threads run one batch's CTAs at
    # once, route.BatchRoute.region); wbar, wcnt: the engine's barrier waits of lanes parked here;
    # arrf: 1 where a bar.arrive count is pending (the engine completes barriers then)
    args = ["L", "lo", "hi", "pc", "parked", "wbar", "wcnt", "arrf", "cnt", "nodeof", "npcs", "nsteps", "brt",
            "brp", "dagend"] + data
    nn = len(reg.nodes)
    nbar = max(1, reg.nbar)
    lines = [f"def {name}({', '.join(args)}):"]
    a = lines.append
    a(f"    pk = np.empty(({nbar}, L), np.int32)  # lanes parked at each barrier node")
    a(f"    psize = np.zeros({nbar}, np.int64)")
    a("    mk = np.full(hi - lo + 1, -1, np.int64)  # a node's lanes put in ascending order (lanes lo..hi)")
    # cnt: thread-instr, warp-instr, spin target, spin count, spin branch, budget (-1: none), blocks run,
    # the target of a loop that only computes (spin.closed_loop; -1: none), which the spin rule lets run on
    a(f"    lst = np.empty(({nn}, L), np.int32)  # the lanes standing at each node, in arrival order")
    a(f"    size = np.zeros({nn}, np.int64)")
    a(f"    W = np.empty((L, {reg.maxw}), np.uint64)")
    a("    NX = np.empty(L, np.int64)")
    a("    stamp = np.full(L // 32 + 1, -1, np.int64)")
    a("    res = np.zeros(2, np.int64)  # warps of the last group; the lowest pc of a lane outside")
    a("    res2 = np.zeros(3, np.int64)  # a fused body's thread- and warp-instructions, blocks")
    a("    gst = np.empty(L, np.int64)")
    a("    grp = np.empty(L, np.int64)")
    a(f"    stamp2 = np.full(({nn}, L // 32 + 1), -1, np.int64)")
    for j in range(reg.nstores):
        a(f"    ta{j} = np.empty(L, np.uint64)")
        a(f"    tm{j} = np.zeros(L, np.bool_)")
        a(f"    tv{j} = np.empty((L, 4), np.uint64)")
        a(f"    tk{j} = np.empty(L, np.int64)")
        a(f"    to{j} = np.empty(L, np.int64)")
    a("    base = npcs[0]")
    a("    pcb = base  # the region's first block: program counters in the source are relative to it")
    a("    top = base + nodeof.shape[0]")
    a("    res[1] = np.int64(1) << np.int64(62)")
    a("    anyparked = False")
    a("    for i in range(lo, hi):")
    a("        q = pc[i]")
    a("        if parked[i]:")
    a("            anyparked = True")
    a("            continue")
    a("        if q >= np.int64(1) << np.int64(40):")
    a("            continue")
    a("        k = nodeof[q - base] if base <= q < top else -1")
    a("        if k < 0:")
    a("            if q < res[1]:")
    a("                res[1] = q")
    a("            continue")
    a("        lst[k, size[k]] = i")
    a("        size[k] += 1")
    a("    ex = 0")
    a("    rc = 0")
    a("    while True:")
    a("        k = -1")
    a(f"        for j in range({nn}):")
    a("            if size[j] > 0:")
    a("                k = j")
    a("                break")
    a("        if k < 0:")
    if reg.nbar:
        # nothing runnable: a barrier every live lane of these CTAs waits at completes, as
        # Engine._release_everyone completes it (no lane elsewhere, none parked by the engine)
        a("            if not anyparked and arrf == 0 and res[1] == np.int64(1) << np.int64(62):")
        a("                jb = -1")
        a("                nbk = 0")
        a(f"                for j in range({reg.nbar}):")
        a("                    if psize[j] > 0:")
        a("                        jb = j")
        a("                        nbk += 1")
        a("                if nbk == 1:")
        a("                    outside = res[1]")
        index = {n.pc: k for k, n in enumerate(reg.nodes)}
        for n in reg.nodes:
            if n.bar < 0:
                continue
            a(f"                    if jb == {n.barix}:")
            a(f"                        for p in range(psize[{n.barix}]):")
            a(f"                            i = np.int64(pk[{n.barix}, p])")
            _move(-1, n.end + 1, index, "                            ", a, reg.base)
            a(f"                        psize[{n.barix}] = 0")
        a("                    res[1] = outside")
        a("                    continue")
    a("            break")
    a("        if res[1] < npcs[k]:")
    a("            break")
    a(f"        if cnt[3] > {SPIN_LIMIT} and npcs[k] == cnt[2]:")
    # the engine's spin rule lets parked lanes and lanes elsewhere go first, and samples the state
    # (machine.running.spin); a group alone in the batch runs on, returning every SPIN_SAMPLE back-edges
    a("            alone = not anyparked and res[1] == np.int64(1) << np.int64(62)")
    a(f"            for j in range({nbar}):")
    a("                if psize[j] > 0:")
    a("                    alone = False")
    a(f"            for j in range({nn}):")
    a("                if j != k and size[j] > 0:")
    a("                    alone = False")
    a("            if cnt[7] == cnt[2]:  # a loop that only computes: the lanes that left it wait")
    a("                alone = True")
    a(f"            if not alone or cnt[3] % {SPIN_SAMPLE} == 0:")
    a("                rc = 1")
    a("                break")
    a("        n = size[k]")
    a("        if cnt[5] >= 0 and cnt[0] + n * nsteps[k] > cnt[5]:")
    a("            rc = 1")
    a("            break")
    a("        ex += 1")
    if reg.dags:
        a("        d = dagend[k]")
        a("        if d >= 0:")
        a("            tot = 0")
        a("            steps = 0")
        a("            for j in range(k, d + 1):")
        a("                tot += size[j]")
        a("                steps += nsteps[j]")
        a("            if cnt[5] >= 0 and cnt[0] + tot * steps > cnt[5]:")
        a("                d = -1  # the budget may end inside: block by block")
        a(f"            if cnt[3] > {SPIN_LIMIT} and npcs[k] < cnt[2] <= npcs[d]:")
        a("                d = -1  # the spin rule may act inside")
        a("            if res[1] < npcs[d]:")
        a("                d = -1  # a lane outside stands below the body's end")
        a("        if d >= 0:")
        for j, (da, call) in enumerate(dcalls.items()):
            a(f"            {'if' if j == 0 else 'elif'} k == {da}:")
            a(f"                taken = {call}")
        a("            if taken < 0:")
        a("                rc = -1")
        a("                break")
        a("            t = brt[d]")
        a("            if t >= 0 and t <= brp[d]:")
        a("                if taken > 0:")
        a("                    if cnt[2] == t:")
        a("                        cnt[3] += 1")
        a("                    else:")
        a("                        cnt[2] = t")
        a("                        cnt[3] = 1")
        a("                        cnt[4] = brp[d]")
        a("                else:")
        a("                    cnt[3] = 0")
        a("            cnt[0] += res2[0]")
        a("            cnt[1] += res2[1]")
        a("            cnt[6] += res2[2]")
        a("            continue")
    for k in range(nn):
        a(f"        {'if' if k == 0 else 'elif'} k == {k}:")
        a(f"            taken = {calls[k]}")
    a("        if taken < 0:")
    a("            rc = -1  # an access the compiled code refuses: the engine runs this block")
    a("            break")
    a("        t = brt[k]")
    a("        if t >= 0 and t <= brp[k]:  # the engine's spin bookkeeping on back-edges")
    a("            if taken > 0:")
    a("                if cnt[2] == t:")
    a("                    cnt[3] += 1")
    a("                else:")
    a("                    cnt[2] = t")
    a("                    cnt[3] = 1")
    a("                    cnt[4] = brp[k]")
    a("            else:")
    a("                cnt[3] = 0")
    a("        cnt[0] += n * nsteps[k]")
    a("        cnt[1] += res[0] * nsteps[k]")
    a("        cnt[6] += 1")
    a("    # lanes inside stand at their node's pc (lanes that left were given theirs on the way)")
    a(f"    for j in range({nn}):")
    a("        for p in range(size[j]):")
    a("            pc[lst[j, p]] = npcs[j]")
    for n in reg.nodes:  # lanes parked here wait as Engine._barrier leaves them
        if n.bar >= 0:
            a(f"    for p in range(psize[{n.barix}]):")
            a(f"        i = np.int64(pk[{n.barix}, p])")
            a(f"        pc[i] = pcb + {n.end - reg.base}")
            a("        parked[i] = True")
            a(f"        wbar[i] = {n.bar}")
            a("        wcnt[i] = 0")
    a("    return rc")
    out.append((name, "\n".join(lines) + "\n"))
    return out


SPIN_SAMPLE = 4096  # a lone group's back-edges between returns to the engine's spin sampling


def _move(k: int, q: int, index: dict[int, int], ind: str, a, base: int) -> None:
    """Lane i goes to pc q: onto that node's list, or out of the region. Program counters in the
    source are relative to the region's first block (`pcb` at run time), so regions of the same
    code at other pcs (a template's other instantiations) have the same source and compile once."""
    j = index.get(q)
    if j is None:
        a(ind + f"pc[i] = pcb + {q - base}")
        a(ind + f"if pcb + {q - base} < outside:")
        a(ind + f"    outside = pcb + {q - base}")
    else:
        a(ind + f"lst[{j}, size[{j}]] = i")
        a(ind + f"size[{j}] += 1")


def _moves(node: Node, k: int, index: dict[int, int], ind: str, a, via_nx: bool, base: int) -> None:
    """The end of a lane's pass: count its warp, then send it to its successor."""
    a(ind + "w = i >> 5")
    a(ind + "if stamp[w] != ex:")
    a(ind + "    stamp[w] = ex")
    a(ind + "    nw += 1")
    b = node.bra
    if node.exit:
        a(ind + "pc[i] = np.int64(1) << np.int64(40)  # finished (spin.DONE)")
    elif node.bar >= 0:
        a(ind + f"pk[{node.barix}, psize[{node.barix}]] = i")
        a(ind + f"psize[{node.barix}] += 1")
    elif b is None:
        _move(k, node.end, index, ind, a, base)
    elif not node.guard:
        a(ind + "taken = 1")
        _move(k, b.target, index, ind, a, base)
    else:
        a(ind + (f"if NX[pos] == {b.target - base}:" if via_nx else f"if {node.guard}:"))
        a(ind + "    taken = 1")
        _move(k, b.target, index, ind + "    ", a, base)
        a(ind + "else:")
        _move(k, b.pc + 1, index, ind + "    ", a, base)


def _node_source(reg: Region, node: Node, k: int, index: dict[int, int], a) -> None:
    """One node's function body: each segment computed for the group (into scratch where it can
    refuse: its stores checked before anything is written), then every lane sent on. Lanes are
    read from the node's list while sent ones are appended at positions already read."""
    I1 = "    "
    nseg = len(node.segments)
    if node.ordered:  # stores other lanes see are written in ascending lane order, as the engine's
        a(I1 + "srt = True")
        a(I1 + "for pos in range(1, n):")
        a(I1 + f"    if lst[{k}, pos] < lst[{k}, pos - 1]:")
        a(I1 + "        srt = False")
        a(I1 + "        break")
        a(I1 + "if not srt:")
        a(I1 + "    for pos in range(n):")
        a(I1 + f"        mk[lst[{k}, pos] - lo] = ex")
        a(I1 + "    m2 = 0")
        a(I1 + "    for i in range(lo, hi):")
        a(I1 + "        if mk[i - lo] == ex:")
        a(I1 + f"            lst[{k}, m2] = i")
        a(I1 + "            m2 += 1")
    for si, tr in enumerate(node.segments):
        last = si == nseg - 1
        wr = node.commits[si]
        safe = not tr.stores and not any("return -1" in ln for ln in tr.body)
        if last and safe:
            a(I1 + f"size[{k}] = 0")
        a(I1 + "for pos in range(n):")
        a(I1 + f"    i = np.int64(lst[{k}, pos])")
        for r in sorted(tr.need_in):
            conv = "bool" if reg.regs[r] == "bool" else "np.uint64"
            a(I1 + f"    r{r} = {conv}(a{r}[i])")
        a(I1 + "    pass")
        for ln in _indent(tr.body, 2):
            a(ln)
        for c, r in enumerate(wr):  # a segment that cannot refuse writes at once, others to scratch
            a(I1 + (f"    a{r}[i] = r{r}" if safe else f"    W[pos, {c}] = np.uint64(r{r})"))
        if last and safe:
            _moves(node, k, index, I1 + "    ", a, False, reg.base)
            continue
        if last and node.bra is not None and node.guard:
            t, f = node.bra.target - reg.base, node.bra.pc + 1 - reg.base
            a(I1 + f"    NX[pos] = {t} if {node.guard} else {f}")
        # every store of every lane checked in this pass, before anything is written
        for j, s in enumerate(tr.stores):
            total = s.esize * s.count
            a(I1 + f"    if tm{j}[i]:")
            if s.space == ".local":
                a(I1 + f"        to{j}[i] = rt.local(ta{j}[i], {total}, i, lcstride)")
            elif s.space == ".shared":
                a(I1 + f"        to{j}[i] = rt.shared(ta{j}[i], {total}, False, np.uint64(rank[i]), csize, "
                  "cta[i], smstride, smsize)")
            else:
                a(I1 + f"        ga = ta{j}[i]")
                for ln in codegen.glob_lines("ga", "gt", "go", total, True):
                    a(I1 + "        " + ln)
                a(I1 + f"        tk{j}[i] = gt")
                a(I1 + f"        to{j}[i] = go")
            a(I1 + f"        if to{j}[i] < 0:")
            a(I1 + "            return -1")
        if safe:
            continue

        def write(j: int, s, ind: str) -> None:
            w = s.esize * 8
            a(ind + f"if tm{j}[i]:")
            a(ind + f"    tm{j}[i] = False")
            for c in range(s.count):
                if s.space == ".global":
                    at = f"gp[tk{j}[i]] + np.uint64(to{j}[i] + {c * s.esize})"
                    a(ind + f"    rt.st{w}({at}, tv{j}[i, {c}])")
                else:
                    buf = "lc" if s.space == ".local" else "sm"
                    at = f"np.uint64(to{j}[i]) // np.uint64({s.esize}) + np.uint64({c})"  # >= 0: a shift
                    a(ind + f"    {buf}{w}[{at}] = tv{j}[i, {c}]")

        one = len(tr.stores) == 1  # written in the pass below, in lane order
        if not one:
            for j, s in enumerate(tr.stores):  # store by store, each in lane order (the engine's steps)
                a(I1 + "for pos in range(n):")
                a(I1 + f"    i = np.int64(lst[{k}, pos])")
                write(j, s, I1 + "    ")
        if last:
            a(I1 + f"size[{k}] = 0")
        a(I1 + "for pos in range(n):")
        a(I1 + f"    i = np.int64(lst[{k}, pos])")
        if one:
            write(0, tr.stores[0], I1 + "    ")
        for c, r in enumerate(wr):
            if reg.regs[r] == "bool":
                a(I1 + f"    a{r}[i] = W[pos, {c}] != np.uint64(0)")
            else:
                a(I1 + f"    a{r}[i] = W[pos, {c}]")
        if last:
            _moves(node, k, index, I1 + "    ", a, True, reg.base)
        a(I1 + "    pass")


def _dag_source(reg: Region, A: int, B: int, name: str, mem: list[str]) -> tuple[list[str], str]:
    """A fused body (nodes A..B): every lane standing in it runs its own path to B's branch,
    registers in locals; counts from visit masks (thread-instructions per visit, warp-instructions
    per node and warp, as the engine counts one execution per node)."""
    import re

    nodes = reg.nodes[A : B + 1]
    regs = _dag_regs(reg, A, B)
    commit: set[int] = set()
    sps: list[str] = []
    kinds: set[str] = set()
    for n in nodes:
        tr = n.segments[0]
        commit |= set(n.commits[0])
        sps += [_ident(x) for x in tr.specials if _ident(x) not in sps]
        kinds |= tr.mem
    wr = sorted(commit)
    refuse = any("return -1" in ln for n in nodes for ln in n.segments[0].body)
    nm = [x for x in mem if _KIND.get(x[:2], "global") in kinds]
    args = ["lst", "size", "stamp2", "ex", "pc", "pcb", "res", "res2", "W", "NX", "grp", "gst", "nsteps"]
    args += [f"a{r}" for r in regs] + sps + nm
    index = {n.pc: k for k, n in enumerate(reg.nodes)}
    L = [f"def {name}({', '.join(args)}):"]
    a = L.append
    a("    m = 0")
    a(f"    for j in range({A}, {B + 1}):")
    a("        for p in range(size[j]):")
    a("            grp[m] = lst[j, p]")
    a("            gst[m] = j")
    a("            m += 1")
    a("    gk = 0")
    a("    taken = 0")
    a("    ti = 0")
    a("    wi = 0")
    a("    allvis = 0")
    a("    curw = -1")
    a("    wvis = 0")
    a("    outside = res[1]")
    if not refuse:
        a(f"    for j in range({A}, {B + 1}):")
        a("        size[j] = 0")

    def flush(ind: str) -> None:
        a(ind + "if curw >= 0:")
        a(ind + f"    for kk in range({len(nodes)}):")
        a(ind + "        if (wvis >> kk) & 1:")
        a(ind + f"            if stamp2[{A} + kk, curw] != ex:")
        a(ind + f"                stamp2[{A} + kk, curw] = ex")
        a(ind + f"                wi += nsteps[{A} + kk]")

    a("    for pos in range(m):")
    a("        i = grp[pos]")
    a("        cur = gst[pos]")
    a("        vis = 0")
    for r in regs:
        conv = "bool" if reg.regs[r] == "bool" else "np.uint64"
        a(f"        r{r} = {conv}(a{r}[i])")
    last = nodes[-1]
    for off, n in enumerate(nodes):
        k = A + off
        tr = n.segments[0]
        a(f"        if cur == {k}:")
        a(f"            vis |= {1 << off}")
        a(f"            ti += {len(n.runs) + (1 if n.bra is not None else 0)}")
        for ln in _indent(tr.body, 3):
            a(re.sub(r"\bt(\d+)\b", rf"t{k}_\1", ln))
        b = n.bra
        # the last node leaves its successor's pc (relative) in NX; the others go on to a node
        to, var = ((lambda q: q - reg.base), "NX[pos]") if n is last else (index.__getitem__, "cur")
        if b is None:
            a(f"            {var} = {to(n.end)}")
        elif not n.guard:
            a(f"            {var} = {to(b.target)}")
        else:
            g = re.sub(r"\bt(\d+)\b", rf"t{k}_\1", n.guard)
            a(f"            {var} = {to(b.target)} if {g} else {to(b.pc + 1)}")
    for c, r in enumerate(wr):
        a(f"        W[pos, {c}] = np.uint64(r{r})" if refuse else f"        a{r}[i] = r{r}")
    a("        w = i >> 5")
    a("        if w != curw:")
    flush("            ")
    a("            curw = w")
    a("            wvis = 0")
    a("        wvis |= vis")
    a("        allvis |= vis")
    if not refuse:
        _dag_move(last, index, "        ", a, reg.base)
    flush("    ")
    if refuse:
        a(f"    for j in range({A}, {B + 1}):")
        a("        size[j] = 0")
        a("    for pos in range(m):")
        a("        i = grp[pos]")
        for c, r in enumerate(wr):
            if reg.regs[r] == "bool":
                a(f"        a{r}[i] = W[pos, {c}] != np.uint64(0)")
            else:
                a(f"        a{r}[i] = W[pos, {c}]")
        _dag_move(last, index, "        ", a, reg.base)
    a("    nb = 0")
    a("    while allvis:")
    a("        nb += allvis & 1")
    a("        allvis >>= 1")
    a("    res2[0] = ti")
    a("    res2[1] = wi")
    a("    res2[2] = nb")
    a("    res[1] = outside")
    a("    return taken")
    return args, "\n".join(L) + "\n"


def _dag_move(last: Node, index: dict[int, int], ind: str, a, base: int) -> None:
    """A lane that ran the fused body goes on from its last node (NX[pos]: the pc after it,
    relative to the region's first block)."""
    b = last.bra
    a(ind + "q = NX[pos]")
    if b is not None and b.target <= b.pc:
        a(ind + f"if q == {b.target - base}:")
        a(ind + "    taken = 1")
    succ = [last.end] if b is None else ([b.target] if not last.guard else [b.target, b.pc + 1])
    for j, q in enumerate(succ):
        a(ind + ("if" if j == 0 else "elif") + f" q == {q - base}:")
        _move(0, q, index, ind + "    ", a, base)


def nsteps(reg: Region) -> np.ndarray:
    # the branch, barrier or exit each counts as one more instruction
    ends = [1 if n.bra is not None or n.bar >= 0 or n.exit else 0 for n in reg.nodes]
    return np.array([len(n.runs) + e for n, e in zip(reg.nodes, ends, strict=True)], np.int64)


def branches(reg: Region) -> tuple[np.ndarray, np.ndarray]:
    """Each node's branch target and pc (-1: no branch)."""
    t = np.array([n.bra.target if n.bra is not None else -1 for n in reg.nodes], np.int64)
    p = np.array([n.bra.pc if n.bra is not None else -1 for n in reg.nodes], np.int64)
    return t, p


__all__ = ["Region", "branches", "codegen", "find", "nsteps", "source"]
