"""The first NaN or infinity: the first instructions that made a NaN or an infinity from finite
operands, with thread, line, operands and result.

Checked: floating-point arithmetic and conversions whose destination is a floating-point type
(f16, bf16, f32, f64 and the packed f16x2/bf16x2, each half on its own). A result is reported when it
is NaN or infinite and no register or immediate source of the instruction, read as the instruction's
source type, was already NaN or infinite. Loads, moves and tensor-core instructions pass values on
and are not checked; `limit` origins are kept, in execution order.

With `conversions=True` also every f32 -> fp8/fp6/fp4 conversion (cvt to e4m3x2, e5m2x2, e2m1x2,
e2m3x2, e3m2x2) that saturated (a finite input beyond the format's largest finite value) or flushed
(a nonzero finite input that became zero), up to `limit` of them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from ptxemu.formats.codec import decode
from ptxemu.formats.packing import unpack
from ptxemu.formats.table import get_format
from ptxemu.isa.statement import Imm
from ptxemu.machine.observing.observer import Observer, executing
from ptxemu.machine.observing.operands import show, split, values

_ARITH = {
    "add",
    "sub",
    "mul",
    "fma",
    "mad",
    "div",
    "rcp",
    "sqrt",
    "rsqrt",
    "ex2",
    "lg2",
    "sin",
    "cos",
    "tanh",
    "cvt",
    "min",
    "max",
    "abs",
    "neg",
    "copysign",
    "testp",
    "cvt.rn",
}
# (exponent mask, field width) of each floating type; packed types check each half
_FLOAT = {
    ".f16": (0x7C00, 16),
    ".bf16": (0x7F80, 16),
    ".f32": (0x7F800000, 32),
    ".f64": (0x7FF0000000000000, 64),
    ".f16x2": (0x7C00, 16),
    ".bf16x2": (0x7F80, 16),
}


def nonfinite(bits: np.ndarray, typ: str) -> np.ndarray:
    """Per element: any field of a value of type `typ` (raw bits) is NaN or infinite."""
    mask, w = _FLOAT[typ]
    b = bits.astype(np.uint64)
    out = np.zeros(b.shape, bool)
    width = 64 if typ == ".f64" else (32 if typ in (".f32", ".f16x2", ".bf16x2") else 16)
    for sh in range(0, width, w):
        f = (b >> np.uint64(sh)) & np.uint64((1 << w) - 1 if w < 64 else 2**64 - 1)
        out |= (f & np.uint64(mask)) == np.uint64(mask)
    return out


_NARROW = (".e4m3x2", ".e5m2x2", ".e2m1x2", ".e2m3x2", ".e3m2x2")


@dataclass
class Origin:
    line: int | None
    text: str
    thread: str
    operands: str  # name=value of each source
    result: str  # name=value of the destination
    kind: str = "nonfinite"  # or "saturated" / "flushed" (narrow conversions)

    def __str__(self) -> str:
        what = "" if self.kind == "nonfinite" else f"{self.kind}: "
        return f"line {self.line}: {self.thread}: {what}{self.text}  with {self.operands}  gave {self.result}"


class NanObserver(Observer):
    def __init__(self, kernel: Any, limit: int = 10, conversions: bool = False) -> None:
        self.k = kernel
        self.limit = limit
        self.conversions = conversions
        self.narrowed: list[Origin] = []
        self.origins: list[Origin] = []
        self.plans: dict[int, tuple | None] = {}
        self.pending: tuple | None = None

    def _plan(self, s):
        p = self.plans.get(s.pc, False)
        if p is not False:
            return p
        ins = s.item.ins
        p = None
        if self.conversions and ins.opcode == "cvt" and s.kind == "op":
            narrow = [q for q in ins.qualifiers if q in _NARROW]
            if narrow and ins.qualifiers[-1] == ".f32":
                src, dst = split(s.item, self.k.program)
                src = [r for r in src if r.bits == 32]
                if len(src) == 2 and dst:
                    p = ("narrow", narrow[0][1:-2], src, dst)
            self.plans[s.pc] = p
            return p
        types = [
            q
            for q in ins.qualifiers
            if q in _FLOAT
            or q in (".s32", ".u32", ".s64", ".u64", ".s16", ".u16", ".s8", ".u8", ".e4m3x2", ".e5m2x2")
        ]
        if ins.opcode in _ARITH and s.kind == "op" and types and types[0] in _FLOAT:
            dtype = types[0]
            stype = types[-1] if ins.opcode == "cvt" else dtype
            src, dst = split(s.item, self.k.program)
            src = [r for r in src if r.bits > 1]
            imm_bad = any(
                isinstance(o, Imm) and isinstance(o.value, float) and not np.isfinite(o.value)
                for o in ins.operands[1:]
            )
            if dst and not imm_bad and (stype in _FLOAT or ins.opcode == "cvt"):
                p = ("float", dtype, stype if stype in _FLOAT else None, src, dst)
        self.plans[s.pc] = p
        return p

    def step(self, st, s, m) -> None:
        if self.pending is not None:
            self._flush(st)
        if len(self.origins) >= self.limit and (not self.conversions or len(self.narrowed) >= self.limit):
            return
        p = self._plan(s)
        if p is None:
            return
        lanes = np.flatnonzero(executing(st, s, m))
        if not len(lanes):
            return
        if p[0] == "narrow":
            if len(self.narrowed) < self.limit:
                self.pending = (s, lanes, p[2], {r.name: values(st, r, lanes) for r in p[2]}, p[1], p[3])
            return
        if len(self.origins) >= self.limit:
            return
        _, dtype, stype, src, dst = p
        ok = np.ones(len(lanes), bool)
        if stype is not None:
            for r in src:
                if r.bits in (16, 32, 64):
                    ok &= ~nonfinite(values(st, r, lanes), stype)
        lanes = lanes[ok]
        if len(lanes):
            srcs = {r.name: values(st, r, lanes) for r in src}
            self.pending = (s, lanes, src, srcs, dtype, dst)

    def _flush(self, st) -> None:
        s, lanes, src, srcs, dtype, dst = self.pending
        self.pending = None
        if self.plans[s.pc][0] == "narrow":
            self._narrowed(st, s, lanes, src, srcs, dtype, dst[0])
            return
        stype = self.plans[s.pc][2]
        r = dst[0]
        v = values(st, r, lanes)
        bad = np.flatnonzero(nonfinite(v, dtype) if r.bits in (16, 32, 64) else np.zeros(len(lanes), bool))
        for i in bad[: self.limit - len(self.origins)]:
            self.origins.append(
                Origin(
                    s.line,
                    s.item.ins.text.strip(),
                    st.lane_label(int(lanes[i])),
                    " ".join(f"{x.name}={show(x, srcs[x.name][i], stype)}" for x in src),
                    f"{r.name}={show(r, v[i], dtype)}",
                )
            )

    def _narrowed(self, st, s, lanes, src, srcs, fmt_name, r) -> None:
        """cvt.*.{fmt}x2.f32 d, a, b: d's high slot holds a's code, its low slot b's."""
        fmt = get_format(fmt_name)
        codes = unpack(values(st, r, lanes), 2, fmt)
        big = fmt.max_finite
        for slot, x in zip(codes, src, strict=True):
            v = srcs[x.name].astype(np.uint32).view(np.float32).astype(np.float64)
            out = decode(slot, fmt).astype(np.float64)
            fin = np.isfinite(v)
            sat = fin & (np.abs(v) > big)
            flush = fin & (v != 0) & (out == 0)
            for i in np.flatnonzero(sat | flush)[: self.limit - len(self.narrowed)]:
                self.narrowed.append(
                    Origin(
                        s.line,
                        s.item.ins.text.strip(),
                        st.lane_label(int(lanes[i])),
                        f"{x.name}={show(x, srcs[x.name][i], '.f32')}",
                        f"{fmt_name} {float(out[i]):.9g}({int(slot[i]):#x})",
                        "saturated" if sat[i] else "flushed",
                    )
                )

    def end_batch(self, st) -> None:
        if self.pending is not None:
            self._flush(st)

    def report(self, stats) -> None:
        stats.nans = self.origins + self.narrowed
