"""Control flow and synchronisation steps: bra, call, ret, exit, trap, bar/barrier, fences.

Fences and memory barriers order memory; the interpreter performs every access at once in program
order, which is one of the executions a correctly synchronised program allows (manual 8), so they
run as no-ops (the checking mode records them). setmaxnreg is checked and otherwise changes
nothing a program can observe; griddepcontrol and clusterlaunchcontrol talk to the launch.
"""

from __future__ import annotations

import numpy as np

from ptxemu.errors import PtxRuntimeError
from ptxemu.isa.statement import Imm, ParamList, Reg
from ptxemu.machine.kernel import Cx, Step, compiles


@compiles("bra")
def _bra(cx: Cx) -> Step:
    (op,) = cx.ins.operands
    if not isinstance(op, Reg):
        raise cx.unsupported("indirect branches (brx.idx / branch tables) are not supported")
    f = cx.k.program.functions[cx.item.func]
    target = f.labels.get(op.name)
    if target is None:
        raise cx.error(f"branch target '{op.name}' is not a label of '{f.name}'")
    return Step(cx.pc, cx.item, "bra", target=target)


@compiles("exit")
def _exit(cx: Cx) -> Step:
    return Step(cx.pc, cx.item, "exit")


@compiles("ret")
def _ret(cx: Cx) -> Step:
    return Step(cx.pc, cx.item, "ret")


@compiles("trap", "brkpt")
def _trap(cx: Cx) -> Step:
    return Step(cx.pc, cx.item, "trap")


@compiles("call")
def _call(cx: Cx) -> Step:
    """`call (ret), f, (a, b);`: arguments are copied by value into f's parameters; at `ret` the
    callee's return parameters are copied back into the caller's (Engine._ret calls copy_back)."""
    ops = list(cx.ins.operands)
    rets: list = []
    if ops and isinstance(ops[0], ParamList):
        rets = list(ops.pop(0).items)
    if not ops or not isinstance(ops[0], Reg):
        raise cx.error("call needs a function name")
    fname = ops.pop(0).name
    callee = cx.k.program.functions.get(fname)
    if callee is None:
        if fname == "__assertfail":  # CUDA's assert(): the kernel stops with an error, as on the GPU
            why = "the kernel's assert() failed (call of __assertfail)"
            return Step(cx.pc, cx.item, "trap", data={"why": why})
        raise cx.unsupported(f"'{fname}' has no body in the module (external functions such as vprintf are "
                             "not supported)")
    args: list = list(ops.pop(0).items) if ops and isinstance(ops[0], ParamList) else []
    if ops:
        raise cx.unsupported("indirect calls (call through a register with a prototype) are not supported")
    if len(args) != len(callee.params) or len(rets) != len(callee.returns):
        raise cx.error(
            f"'{fname}' takes {len(callee.params)} argument(s) and {len(callee.returns)} return "
            f"value(s); the call passes {len(args)} and {len(rets)}"
        )
    ins_pairs = [(_param_source(cx, a, p), p) for a, p in zip(args, callee.params, strict=False)]
    out_pairs = [(p, _param_target(cx, r)) for r, p in zip(rets, callee.returns, strict=False)]

    def copy_in(st, m) -> None:
        for read, p in ins_pairs:
            val = read(st)  # (L, size) bytes
            dst = st.fparam(id(p), p.size)
            st.fparams[id(p)] = val.copy() if m is None else np.where(m[:, None], val, dst)

    def copy_back(st, m) -> None:
        for p, (key, size) in out_pairs:
            val = st.fparam(id(p), p.size)
            dst = st.fparam(key, size)
            n = min(size, p.size)
            st.fparams[key] = dst.copy()
            st.fparams[key][m, :n] = val[m, :n]

    return Step(cx.pc, cx.item, "call", run=copy_in, target=callee.start, data={"copy_back": copy_back})


def _param_source(cx: Cx, op, p):
    """The bytes an argument passes: a call-site .param variable, or a register / immediate."""
    if isinstance(op, Reg):
        sn = cx.item.names.get(op.name)
        if sn is not None and sn.kind == "param":
            key, size = id(sn.param), sn.param.size
            return lambda st: (
                st.fparam(key, size)[:, : p.size]
                if size >= p.size
                else np.pad(st.fparam(key, size), ((0, 0), (0, p.size - size)))
            )
    read = cx.src(op, p.type if p.type != ".pred" else ".pred")

    def as_bytes(st):
        v = read(st)
        if v.dtype == np.bool_:
            v = v.astype(np.uint8)
        b = np.ascontiguousarray(v).view(np.uint8).reshape(st.L, -1)
        return b[:, : p.size] if b.shape[1] >= p.size else np.pad(b, ((0, 0), (0, p.size - b.shape[1])))

    return as_bytes


def _param_target(cx: Cx, op) -> tuple[int, int]:
    if isinstance(op, Reg):
        sn = cx.item.names.get(op.name)
        if sn is not None and sn.kind == "param":
            return id(sn.param), sn.param.size
    raise cx.unsupported("return values into registers (not .param variables) are not supported")


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
    collective); with the per-warp register count known (the kernel's .maxnreg, or an earlier
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
    offsets. The response is ptxemu's encoding of the opaque value: word 0 bit 0 success, then
    the first CTA's ctaid x, y, z as 32-bit words (bytes 4-15)."""
    from ptxemu.machine.ops_mbarrier import complete_tx
    from ptxemu.machine.ops_mem import Addr, _lane_index, _lanes, store

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
                    resp[:] = (1, first % gx, (first // gx) % gy, first // (gx * gy))
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
        rh = cx.src(h, ".b128")
        if ".is_canceled" in q:
            wp = cx.dst(ops[0], ".pred")
            return lambda st, m: wp(st, (rh(st)[:, 0] & np.uint64(1)) != 0, m)
        dims = {"::x": [0], "::y": [1], "::z": [2]}
        sel = next((v for k, v in dims.items() if any(x.endswith(".get_first_ctaid" + k) for x in q)), None)
        from ptxemu.isa.statement import Vector

        outs = list(ops[0].items) if isinstance(ops[0], Vector) else [ops[0]]
        sel = sel or [0, 1, 2, 3][: len(outs)]
        ws = [cx.dst(o, ".b32") if not (isinstance(o, Reg) and o.name == "_") else None for o in outs]

        def get(st, m) -> None:
            v = rh(st)
            words = [(v[:, 0] >> np.uint64(32)), v[:, 1] & np.uint64(0xFFFFFFFF), v[:, 1] >> np.uint64(32),
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
