"""Control flow and synchronisation steps: bra, call, ret, exit, trap, bar/barrier, fences.

Fences and memory barriers order memory; the interpreter performs every access at once in program
order, which is one of the executions a correctly synchronised program allows (manual 8), so they
run as no-ops. setmaxnreg and hints likewise change nothing the program can observe.
"""

from __future__ import annotations

import numpy as np

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


@compiles(
    "membar",
    "fence",
    "nanosleep",
    "prefetch",
    "prefetchu",
    "pmevent",
    "setmaxnreg",
    "griddepcontrol",
    "discard",
    "applypriority",
)
def _nop(cx: Cx):
    if cx.ins.opcode == "fence" and any(q.startswith(".proxy.tensormap") for q in cx.ins.qualifiers):
        return _noop
    if cx.ins.opcode == "setmaxnreg":
        (n,) = [o for o in cx.ins.operands if isinstance(o, Imm)] or [None]
        if n is None or not (24 <= int(n.value) <= 256) or int(n.value) % 8:
            raise cx.error("setmaxnreg takes an immediate register count in 24..256, a multiple of 8")
    return _noop


@compiles("createpolicy")
def _createpolicy(cx: Cx):
    """The cache policy is an opaque 64-bit value that only cache hints read; ptxemu's is 0."""
    wd = cx.dst(cx.ins.operands[0], ".b64")
    return lambda st, m: wd(st, np.zeros(st.L, np.uint64), m)
