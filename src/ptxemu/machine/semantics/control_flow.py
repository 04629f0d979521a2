"""Control flow and synchronisation steps: bra, call, ret, exit, trap, bar/barrier, fences.

Fences and memory barriers order memory; the interpreter performs every access at once in program
order, which is one of the executions a correctly synchronised program allows (manual 8), so they
run as no-ops (the checking mode records them). setmaxnreg is checked and otherwise changes
nothing a program can observe; griddepcontrol and clusterlaunchcontrol talk to the launch.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from ptxemu.errors import PtxRuntimeError
from ptxemu.isa.statement import Imm, ParamList, Reg
from ptxemu.machine.program.program import DTYPE, Function
from ptxemu.machine.program.step import Cx, Step, compiles
from ptxemu.machine.semantics.call_params import param_source, param_target, write_reg_bytes


@compiles("bra")
def _bra(cx: Cx) -> Step:
    (op,) = cx.ins.operands
    if not isinstance(op, Reg):
        raise cx.error("bra needs a label")
    f = cx.k.program.functions[cx.item.func]
    target = f.label(op.name, cx.item)
    if target is None:
        raise cx.error(f"branch target '{op.name}' is not a label of '{f.name}'")
    return Step(cx.pc, cx.item, "bra", target=target)


@compiles("brx")
def _brx(cx: Cx) -> Step:
    """`brx.idx index, tlist;`: tlist labels a `.branchtargets` directive of the function (9.7.12.4);
    an index past the list is undefined behaviour on the GPU, an error here."""
    if len(cx.ins.operands) != 2 or not isinstance(cx.ins.operands[1], Reg):
        raise cx.error("brx.idx takes an index and the label of a .branchtargets list")
    idx, tl = cx.ins.operands
    f = cx.k.program.functions[cx.item.func]
    tab = f.tables.get(tl.name)
    if tab is None or tab[0] != ".branchtargets":
        raise cx.error(f"'{tl.name}' is not the label of a .branchtargets directive in '{f.name}'")
    names = [x.strip() for x in tab[1].split(",") if x.strip()]
    missing = [n for n in names if n not in f.labels]
    if missing:
        raise cx.error(f".branchtargets '{tl.name}' names '{missing[0]}', which is not a label of '{f.name}'")
    return Step(
        cx.pc,
        cx.item,
        "brx",
        data={"index": cx.src(idx, ".u32"), "targets": np.array([f.labels[n] for n in names], np.int64)},
    )


@compiles("exit")
def _exit(cx: Cx) -> Step:
    return Step(cx.pc, cx.item, "exit")


@compiles("ret")
def _ret(cx: Cx) -> Step:
    return Step(cx.pc, cx.item, "ret")


@compiles("trap", "brkpt")
def _trap(cx: Cx) -> Step:
    return Step(cx.pc, cx.item, "trap")


@dataclass
class CallSite:
    """One call instruction entering one callee: how arguments go in and results come back.

    `enter(st, m)` copies the arguments into the callee's parameters (by value: .param bytes or .reg
    parameters); at its `ret`, `read_back(st, m)` takes the return values, the callee's frame is
    restored if it is recursive (`frame`), and `write_back(st, values, m)` stores them at the call site."""

    pc: int
    callee: Function
    enter: Any
    read_back: Any
    write_back: Any
    frame: Any = None  # Frame of a recursive callee
    index: int = -1


@dataclass
class Frame:
    """What one activation of a recursive function owns: its registers, .param bytes and .local bytes."""

    regs: list[int]
    params: list[tuple[int, int]]  # (fparams key, size)
    local: list[tuple[int, int]]  # (offset, size) in the thread's local memory


def _frame(cx: Cx, g: Function) -> Frame | None:
    if g.name not in cx.k.recursive:
        return None
    params = [(id(p), p.size) for p in [*g.params, *g.returns, *g.site_params] if p.reg < 0]
    local = [
        cx.k.addr[id(v)][1:] + (v.size,)
        for v in cx.k.program.func_vars.get(g.name, [])
        if v.space == ".local" and id(v) in cx.k.addr
    ]
    return Frame(list(g.regs), params, [(o, n) for o, n in local])


def _site(cx: Cx, callee: Function, args: list, rets: list) -> CallSite:
    if len(args) != len(callee.params) or len(rets) != len(callee.returns):
        raise cx.error(
            f"'{callee.name}' takes {len(callee.params)} argument(s) and {len(callee.returns)} return "
            f"value(s); the call passes {len(args)} and {len(rets)}"
        )
    ins_pairs = [(param_source(cx, a, p), p) for a, p in zip(args, callee.params, strict=True)]
    out_pairs = [(p, param_target(cx, r, p)) for r, p in zip(rets, callee.returns, strict=True)]
    reg_bytes = {r: cx.k.program.regs[r] for p in [*callee.params, *callee.returns]
                 for r in (p.members or (p.reg,)) if r >= 0}

    def enter(st, m) -> None:
        vals = [(read(st), p) for read, p in ins_pairs]  # read every argument before writing any
        for val, p in vals:
            if p.members:  # a vector .reg parameter: its bytes, element by element
                el = p.size // len(p.members)
                for k, r in enumerate(p.members):
                    write_reg_bytes(st, r, reg_bytes[r], val[:, k * el:(k + 1) * el], m)
            elif p.reg >= 0:
                write_reg_bytes(st, p.reg, reg_bytes[p.reg], val, m)
            else:
                dst = st.fparam(id(p), p.size)
                st.fparams[id(p)] = val.copy() if m is None else np.where(m[:, None], val, dst)

    def read_back(st, m) -> list:
        return [
            np.concatenate([_reg_bytes(st, r, reg_bytes[r], p.size // len(p.members)) for r in p.members],
                           axis=1)
            if p.members else
            _reg_bytes(st, p.reg, reg_bytes[p.reg], p.size) if p.reg >= 0 else st.fparam(id(p), p.size).copy()
            for p, _ in out_pairs
        ]

    def write_back(st, values, m) -> None:
        for val, (_, write) in zip(values, out_pairs, strict=True):
            write(st, val, m)

    return CallSite(cx.pc, callee, enter, read_back, write_back, _frame(cx, callee))


def _reg_bytes(st, reg: int, spec, size: int) -> np.ndarray:
    if spec.bits == 1:
        return st.reg(reg, np.bool_).astype(np.uint8).reshape(st.L, 1)[:, :size]
    v = st.reg(reg, DTYPE[spec.bits])
    return np.ascontiguousarray(v).view(np.uint8).reshape(st.L, -1)[:, :size]


@compiles("call")
def _call(cx: Cx) -> Step:
    """`call (ret), f, (a, b);` and the indirect forms `call (ret), %rd, (a), flist|fproto;` (9.7.12.5):
    arguments are copied by value into the callee's parameters; at `ret` the return values are copied
    back (Engine._ret). An indirect call picks, per lane, the function whose address the register holds
    among the candidates (`Kernel.call_candidates`)."""
    ops = list(cx.ins.operands)
    rets: list = []
    if ops and isinstance(ops[0], ParamList):
        rets = list(ops.pop(0).items)
    if not ops or not isinstance(ops[0], Reg):
        raise cx.error("call needs a function name or a register holding a function's address")
    fop = ops.pop(0)
    args: list = list(ops.pop(0).items) if ops and isinstance(ops[0], ParamList) else []
    fname = fop.name
    callee = cx.k.program.functions.get(fname)
    f = cx.k.program.functions[cx.item.func]
    if callee is not None:
        if ops:
            raise cx.error(f"a direct call of '{fname}' takes no call-target list")
        site = cx.k.add_call_site(_site(cx, callee, args, rets))
        return Step(cx.pc, cx.item, "call", target=callee.start, data={"site": site})
    if fname == "__assertfail":  # CUDA's assert(): the kernel stops with an error, as on the GPU
        from ptxemu.machine.semantics.printf import compile_assertfail

        return compile_assertfail(cx, args)
    if fname == "vprintf":
        from ptxemu.machine.semantics.printf import compile_vprintf

        return compile_vprintf(cx, args, rets)
    sn = cx.item.names.get(fname)
    if sn is None or sn.kind != "reg":
        raise cx.unsupported(
            f"'{fname}' has no body in the module (only vprintf and __assertfail of the "
            "CUDA runtime are known)"
        )
    if len(ops) != 1:
        raise cx.error("an indirect call needs a .calltargets/.callprototype label or a call table")
    cands = cx.k.call_candidates(f, cx.ins)
    if not cands:
        raise cx.error(
            f"'{ops[0].name}' names no call targets (a .calltargets or .callprototype label, or a call table)"
        )
    sites = {cx.k.function_address(g.name): cx.k.add_call_site(_site(cx, g, args, rets)) for g in cands}
    addr = cx.src(fop, ".u64")
    return Step(cx.pc, cx.item, "call", data={"sites": sites, "address": addr})


# -- the stack: alloca, stacksave, stackrestore (9.7.17) --------------------------------------------
@compiles("alloca")
def _alloca(cx: Cx):
    """`alloca.type ptr, size{, align}`: the thread's stack grows down from the top of its local memory
    (ptxemu gives each thread `kernel.ALLOCA_STACK` bytes, the GPU's default stack size); the pointer is
    a local-state-space address. A function's allocations are freed at its `ret` (Engine)."""
    typ = ".u64" if ".u64" in cx.ins.qualifiers else ".u32"
    ops = cx.ins.operands
    if len(ops) not in (2, 3):
        raise cx.error("alloca takes a destination, a size and an optional alignment")
    align = 8
    if len(ops) == 3:
        if (
            not isinstance(ops[2], Imm)
            or int(ops[2].value) <= 0
            or int(ops[2].value) & (int(ops[2].value) - 1)
        ):
            raise cx.error("alloca's alignment must be an immediate power of two")
        align = max(8, int(ops[2].value))
    size, wd = cx.src(ops[1], typ), cx.dst(ops[0], typ)
    floor = cx.k.local_size - cx.k.alloca_stack

    def run(st, m):
        sel = slice(None) if m is None else m
        sp = st.stack_ptr.astype(np.int64)
        new = (sp - size(st).astype(np.int64)) & ~np.int64(align - 1)
        over = (new < floor) if m is None else ((new < floor) & m)
        if over.any():
            from ptxemu.errors import PtxRuntimeError

            raise PtxRuntimeError(f"alloca overflows the thread's stack of {cx.k.alloca_stack} bytes")
        st.stack_ptr[sel] = new[sel]
        wd(st, new.astype(np.uint64), m)

    return run


@compiles("stacksave")
def _stacksave(cx: Cx):
    typ = ".u64" if ".u64" in cx.ins.qualifiers else ".u32"
    wd = cx.dst(cx.ins.operands[0], typ)
    return lambda st, m: wd(st, st.stack_ptr.copy(), m)


@compiles("stackrestore")
def _stackrestore(cx: Cx):
    typ = ".u64" if ".u64" in cx.ins.qualifiers else ".u32"
    ra = cx.src(cx.ins.operands[0], typ)

    def run(st, m):
        v = ra(st).astype(np.uint64)
        if m is None:
            st.stack_ptr[:] = v
        else:
            st.stack_ptr[m] = v[m]

    return run


def _bar_common(cx: Cx, ops: list, mode: str) -> Step:
    ida = ops[0]
    idr = cx.src(ida, ".u32")
    cnt = cx.src(ops[1], ".u32") if len(ops) > 1 else None
    aligned = cx.ins.opcode == "bar" or ".aligned" in cx.ins.qualifiers  # bar.* is barrier.*.aligned
    data = {"id": idr, "count": cnt, "mode": mode, "red": None, "pred": None, "aligned": aligned}
    return Step(cx.pc, cx.item, "bar", data=data)


@compiles("bar", "barrier")
def _bar(cx: Cx) -> Step:
    q = [x for x in cx.ins.qualifiers if x not in (".cta", ".aligned")]
    ops = list(cx.ins.operands)
    if q == [".warp", ".sync"]:
        members = cx.src(ops[0], ".b32")
        return Step(cx.pc, cx.item, "sync", run=lambda st, m: None, members=members)
    if q in ([".sync"], []):
        return _bar_common(cx, ops, "sync")
    if q == [".arrive"]:
        if len(ops) < 2 and cx.ins.opcode == "bar":
            raise cx.error("bar.arrive needs a thread count")
        return _bar_common(cx, ops, "arrive")
    if q and q[0] == ".red":
        op = q[1] if len(q) > 1 else ""
        typ = q[2] if len(q) > 2 else ""
        d, rest = ops[0], ops[1:]
        pred_op = rest[-1]
        s = _bar_common(cx, rest[:-1], "sync")
        pread = cx.pred(pred_op)
        write = cx.dst(d, ".u32" if typ == ".u32" else ".pred")
        s.data["pred"] = pread

        def red(st, mask, preds, lanes) -> None:
            # the reduction runs over every thread that arrived at this barrier instance, per CTA
            nb = len(st.cta_ids)
            cta = st.cta[lanes]
            pv = preds[lanes]
            if op == ".popc":
                per = np.bincount(cta, weights=pv, minlength=nb).astype(np.uint32)
            elif op == ".and":
                per = np.bincount(cta, weights=~pv, minlength=nb) == 0
            elif op == ".or":
                per = np.bincount(cta, weights=pv, minlength=nb) > 0
            else:
                raise cx.unsupported(f"bar.red{op}")
            write(st, per[st.cta], mask)

        s.data["red"] = red
        return s
    if cx.ins.opcode == "barrier" and q and q[0] == ".cluster":
        # arrive{.release|.relaxed} / wait{.acquire}: every non-exited thread of the cluster (memory
        # ordering holds trivially: accesses happen at once, in program order)
        mode = "arrive" if ".arrive" in q else "wait" if ".wait" in q else None
        if mode is None:
            raise cx.error("barrier.cluster needs .arrive or .wait")
        return Step(cx.pc, cx.item, "cbar", data={"mode": mode})
    raise cx.unsupported("this barrier form is not supported")


def _noop(st, m) -> None:
    return None


@compiles("nanosleep", "prefetch", "prefetchu", "pmevent", "discard", "applypriority")
def _nop(cx: Cx):
    return _noop


@compiles("griddepcontrol")
def _griddepcontrol(cx: Cx):
    """griddepcontrol.launch_dependents / .wait (manual 9.7.13.13): ptxemu runs one launch at a time,
    to completion, so every prerequisite grid has completed and its memory is visible before a
    launch starts (.wait returns at once) and dependents start after it (.launch_dependents has
    nothing to release)."""
    q = cx.ins.qualifiers
    if tuple(q) not in ((".launch_dependents",), (".wait",)):
        raise cx.error("griddepcontrol takes .launch_dependents or .wait")
    return _noop


@compiles("membar", "fence")
def _fence(cx: Cx):
    """Fences order memory; every access here happens at once in program order, one of the
    executions a correctly synchronised program allows (manual 8), so they are no-ops eagerly. The
    checking mode records them (proxy fences end the generic-to-async hazard of the thread's
    earlier writes; fence.mbarrier_init publishes its CTA's mbarrier initialisations)."""
    q = cx.ins.qualifiers
    text = "".join(q) + "."
    kind = "membar" if cx.ins.opcode == "membar" else next(
        (k for k in ("proxy.async", "proxy.tensormap", "proxy.alias", "mbarrier_init", "sc", "acq_rel")
         if f".{k}." in text or text.startswith(f".{k}::")), "acq_rel")
    if kind == "mbarrier_init" and ".release" not in q:
        raise cx.error("fence.mbarrier_init needs .release.cluster")
    line = cx.ins.line

    def fence(st, m) -> None:
        if st.checker is not None:
            st.checker.fence(st, kind, q, m, line)

    return fence


@compiles("setmaxnreg")
def _setmaxnreg(cx: Cx) -> Step:
    """setmaxnreg.{inc,dec}.sync.aligned.u32 n (manual 9.7.19.5): n in 24..256, a multiple of 8;
    executed by every warp of a warpgroup together (the step waits for all of them, as a
    collective; the warps may stand at different setmaxnreg instructions, each taking its own
    count, as CUTLASS's sm_100a FMHA has them: machine.engine._at_warpgroup_step); with the
    per-warp register count known (the kernel's .maxnreg, or an earlier
    setmaxnreg) .dec must not raise it and .inc must not lower it. Registers are not a resource
    here, so nothing else changes (the CTA's register pool is not modelled)."""
    q = cx.ins.qualifiers
    action = next((a for a in (".inc", ".dec") if a in q), None)
    if action is None or ".sync" not in q or ".aligned" not in q:
        raise cx.error("setmaxnreg needs .inc or .dec and .sync.aligned")
    (n,) = [o for o in cx.ins.operands if isinstance(o, Imm)] or [None]
    if n is None or not (24 <= int(n.value) <= 256) or int(n.value) % 8:
        raise cx.error("setmaxnreg takes an immediate register count in 24..256, a multiple of 8")
    want = int(n.value)
    start = (cx.k.func.directive(".maxnreg") or [0])[0]

    def run(st, m) -> None:
        lanes = np.arange(st.L) if m is None else np.flatnonzero(m)
        P = st.geom.padded
        wg = st.cta * ((P + 127) // 128) + (np.arange(st.L) % P) // 128
        mine = getattr(st, "warpgroup_members", None)  # the engine's rendezvous (several steps)
        if mine is None:
            mine = np.zeros(st.L, bool)
            mine[lanes] = True
        part = np.isin(wg, np.unique(wg[lanes])) & st.live & ~mine
        if part.any():  # a warp of the warpgroup exited without it (manual: undefined)
            raise PtxRuntimeError(
                f"setmaxnreg executed by part of a warpgroup: {st.lane_label(int(np.flatnonzero(part)[0]))} "
                "did not execute it (it must be executed by all warps of the warpgroup)"
            )
        warps = np.unique(lanes // 32)
        cur = getattr(st, "maxnreg", None)
        if cur is None:
            cur = st.maxnreg = np.full(st.L // 32, start, np.int64)
        known = cur[warps] > 0
        bad = known & ((cur[warps] < want) if action == ".dec" else (cur[warps] > want))
        if bad.any():
            w = int(warps[np.flatnonzero(bad)[0]])
            raise PtxRuntimeError(
                f"setmaxnreg{action} to {want} registers, but warp {w % st.geom.warps} owns "
                f"{int(cur[w])} (.dec may only lower the count, .inc only raise it)"
            )
        cur[warps] = want

    return Step(cx.pc, cx.item, "sync", run=run, members=None, data={"warpgroup": True})


@compiles("clusterlaunchcontrol")
def _clusterlaunchcontrol(cx: Cx):
    """clusterlaunchcontrol.try_cancel / query_cancel (manual 9.7.13.17-18, sm_100+).

    try_cancel asks the launch (machine.launch.LaunchControl, policy `cancel_policy`) for a cluster
    not yet started, writes the 16-byte response and performs complete-tx(16) on the mbarrier, in
    the executing CTA or (.multicast::cluster::all) in every CTA of its cluster, at the same shared
    offsets. The response is opaque in the manual; its encoding here is the one ptxas 13.5's SASS
    decodes (query_cancel compiles to plain ALU operations on the four words: x = word 0, y = word 1
    & 0xffff, z = word 1 >> 16, is_canceled = word 2 bit 0; .v4 gives {x, y, z, 0})."""
    from ptxemu.machine.semantics.access import Addr, _lane_index, _lanes, store
    from ptxemu.machine.semantics.mbarrier import complete_tx

    q = cx.ins.qualifiers
    ops = list(cx.ins.operands)
    if ".try_cancel" in q:
        if ".async" not in q or ".mbarrier::complete_tx::bytes" not in q or ".b128" not in q:
            raise cx.error("try_cancel needs .async, .mbarrier::complete_tx::bytes and .b128")
        space = ".shared" if any(x.startswith(".shared") for x in q) else ""
        multicast = ".multicast::cluster::all" in q
        ra, rm = Addr(cx, ops[0], space), Addr(cx, ops[1], space)

        def try_cancel(st, m) -> None:
            lanes = _lane_index(st, _lanes(st, m))
            g = st.geom
            for lane in lanes:  # one request per executing thread, in lane order
                first = st.launch.try_cancel() if st.launch is not None else None
                resp = np.zeros(4, np.uint32)
                if first is not None:
                    gx, gy = g.grid[0], g.grid[1]
                    x, y, z = first % gx, (first // gx) % gy, first // (gx * gy)
                    resp[:] = (x, y | (z << 16), 1, 0)
                a = int(ra.lanes_addr(st, np.array([lane]))[0])
                b = int(rm.lanes_addr(st, np.array([lane]))[0])
                if not space:  # generic: the lane's own CTA's shared window (manual: .shared::cta)
                    a -= st.windows.shared
                    b -= st.windows.shared
                a, b = a & 0xFFFFFF, b & 0xFFFFFF
                rank = int(st.special["%cluster_ctarank"][lane])
                ranks = range(st.csize) if multicast else [rank]
                for r in ranks:
                    who = np.array([lane])
                    dst = np.array([(r << 24) | a], np.uint64)
                    store(st, ".shared::cluster", dst, who, 4, resp.reshape(1, 4).copy())
                    complete_tx(st, who, np.array([(r << 24) | b], np.uint64), 16)

        return try_cancel
    if ".query_cancel" in q:
        h = ops[-1]
        from ptxemu.isa.statement import Vector

        if isinstance(h, Vector) and len(h.items) == 1:  # `{x}` (the form table's `{}`) is x
            h = h.items[0]
        if isinstance(h, Imm):  # a literal is the response's low 64 bits (SASS: the high words RZ)
            lo = np.uint64(cx.imm_bits(h, ".b64"))
            rh = lambda st: np.stack([np.full(st.L, lo), np.zeros(st.L, np.uint64)], axis=1)  # noqa: E731
        else:
            rh = cx.src(h, ".b128")
        if ".is_canceled" in q:
            wp = cx.dst(ops[0], ".pred")
            return lambda st, m: wp(st, (rh(st)[:, 1] & np.uint64(1)) != 0, m)
        dims = {"::x": [0], "::y": [1], "::z": [2]}
        sel = next((v for k, v in dims.items() if any(x.endswith(".get_first_ctaid" + k) for x in q)), None)
        from ptxemu.isa.statement import Vector

        outs = list(ops[0].items) if isinstance(ops[0], Vector) else [ops[0]]
        sel = sel or [0, 1, 2, 3][: len(outs)]
        ws = [cx.dst(o, ".b32") if not (isinstance(o, Reg) and o.name == "_") else None for o in outs]

        def get(st, m) -> None:
            v = rh(st)
            w1 = v[:, 0] >> np.uint64(32)
            words = [v[:, 0] & np.uint64(0xFFFFFFFF), w1 & np.uint64(0xFFFF), w1 >> np.uint64(16),
                     np.zeros(st.L, np.uint64)]
            for w, k in zip(ws, sel, strict=False):
                if w is not None:
                    w(st, words[k].astype(np.uint32), m)

        return get
    raise cx.unsupported("this clusterlaunchcontrol form is not supported")


@compiles("createpolicy")
def _createpolicy(cx: Cx):
    """The cache policy is an opaque 64-bit value that only cache hints read; ptxemu's is 0."""
    wd = cx.dst(cx.ins.operands[0], ".b64")
    return lambda st, m: wd(st, np.zeros(st.L, np.uint64), m)


# texture and surface instructions (manual 9.7.10, 9.7.11): their operands are opaque 64-bit
# handles (or module .texref/.samplerref/.surfref variables) that the driver fills from a resource
# descriptor (array, mipmapped array, linear or pitch-2D memory: address, format, channels, pitch,
# extent), a texture descriptor (address modes, filter mode, normalised coordinates and reads, sRGB,
# border colour, mipmap and anisotropy settings) and a view. A model would need that descriptor
# layout (cuTexObjectCreate / cuSurfObjectCreate's bytes) and, for tex/tld4, the texture unit's
# fixed-point filtering and coordinate arithmetic, recorded on the GPU; ptxemu has neither.
_TEXSURF_WHY = (
    "texture and surface objects are driver-made descriptors (resource, texture and view "
    "descriptors: format, pitch, extent, address and filter modes, normalisation) and tex/tld4 "
    "filter in the texture unit's fixed-point arithmetic; ptxemu models neither"
)


@compiles("tex", "tld4", "txq", "suld", "sust", "sured", "suq", "istypep")
def _texsurf(cx: Cx):
    raise cx.unsupported(_TEXSURF_WHY)
