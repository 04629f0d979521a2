"""Parameters of calls (manual 9.7.12.5, 5.1.6.4): the bytes an argument passes into a callee's
parameter, and where returned bytes land (a call-site .param variable or a register). Read by
`call` (control_flow) and by the device runtime's calls (printf's vprintf).
"""

from __future__ import annotations

import numpy as np

from ptxemu.isa.statement import Reg
from ptxemu.machine.program.program import DTYPE
from ptxemu.machine.program.step import Cx


def write_reg_bytes(st, reg: int, spec, val: np.ndarray, m) -> None:
    if spec.bits == 1:
        v = val[:, 0] != 0
    else:
        nb = spec.bits // 8
        b = val[:, :nb] if val.shape[1] >= nb else np.pad(val, ((0, 0), (0, nb - val.shape[1])))
        v = np.ascontiguousarray(b).view(DTYPE[spec.bits]).reshape(st.L)
    old = st.reg(reg, DTYPE[spec.bits])
    st.R[reg] = v.copy() if m is None else np.where(m, v, old)


def param_source(cx: Cx, op, p):
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
        if sn is not None and sn.kind == "vreg":  # a vector register for a vector .reg parameter
            specs = [(r, cx.k.program.regs[r]) for r in sn.members]
            if p.members and len(p.members) != len(specs):
                raise cx.error(f"vector argument '{op.name}' has {len(specs)} elements, parameter "
                               f"'{p.name}' {len(p.members)}")

            def vector_bytes(st):
                parts = [np.ascontiguousarray(np.broadcast_to(st.reg(r, DTYPE[s.bits]), (st.L,)))
                         .view(np.uint8).reshape(st.L, -1) for r, s in specs]
                b = np.concatenate(parts, axis=1)
                if b.shape[1] >= p.size:
                    return b[:, : p.size]
                return np.pad(b, ((0, 0), (0, p.size - b.shape[1])))

            return vector_bytes
    read = cx.src(op, p.type if p.type != ".pred" else ".pred")

    def as_bytes(st):
        v = read(st)
        if v.dtype == np.bool_:
            v = v.astype(np.uint8)
        if v.shape[0] != st.L:
            v = np.broadcast_to(v, (st.L,) + v.shape[1:])
        b = np.ascontiguousarray(v).view(np.uint8).reshape(st.L, -1)
        return b[:, : p.size] if b.shape[1] >= p.size else np.pad(b, ((0, 0), (0, p.size - b.shape[1])))

    return as_bytes


def param_target(cx: Cx, op, p):
    """A writer of returned bytes into a call-site .param variable or a register."""
    if isinstance(op, Reg):
        sn = cx.item.names.get(op.name)
        if sn is not None and sn.kind == "param":
            key, size = id(sn.param), sn.param.size

            def to_param(st, val, m) -> None:
                n = min(size, val.shape[1])
                dst = st.fparam(key, size).copy()
                sel = slice(None) if m is None else m
                dst[sel, :n] = val[sel, :n]
                st.fparams[key] = dst

            return to_param
        if sn is not None and sn.kind == "reg":
            spec = cx.k.program.regs[sn.index]
            i = sn.index
            return lambda st, val, m: write_reg_bytes(st, i, spec, val, m)
        if sn is not None and sn.kind == "vreg":  # a vector register receiving a vector .reg result
            specs = [(r, cx.k.program.regs[r]) for r in sn.members]
            el = specs[0][1].bits // 8

            def to_vector(st, val, m) -> None:
                for k, (r, s) in enumerate(specs):
                    write_reg_bytes(st, r, s, val[:, k * el:(k + 1) * el], m)

            return to_vector
    raise cx.error(f"return value '{getattr(op, 'name', op)}' must be a register or a .param variable")
