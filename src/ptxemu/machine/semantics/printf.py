"""Device printf: the CUDA runtime's `vprintf(format, args)` as nvcc calls it.

nvcc compiles `printf(fmt, a, b, ...)` into `call (r), vprintf, (fmt, buf)`: `fmt` is the generic
address of the NUL-terminated format string (a .global/.const byte array) and `buf` the generic address
of a local-memory buffer holding the arguments after default promotion (char/short -> int, float ->
double), each at an offset aligned to its own size: 4 bytes for int conversions without a length
modifier (%d %i %u %x %X %o %c), 8 for %ld/%lld (and z, j, t), doubles, %s and %p. The host side
formats the lines with the C library's printf when the launch ends; ptxemu does the same with Python's
%-formatting, adjusted to glibc where they differ (NaN signs, `%p`, `(null)`, `%#x` of 0, `%a`).
`vprintf` returns the number of arguments the format consumed (CUDA's documented return value).

The text of every call is kept per thread in execution order (`State.printf`); a launch returns it as
`LaunchStats.printf` (lines) and prints it at the end, as the GPU's runtime does at synchronisation.
Within a warp the order is the GPU's (program order, then lane order); between warps the GPU's order
is not fixed and ptxemu's is its own execution order.
"""

from __future__ import annotations

import math
import re
import struct

import numpy as np

from ptxemu.errors import PtxemuError, PtxRuntimeError, Unsupported
from ptxemu.machine.program.step import Cx, Step

_SPEC = re.compile(r"%([-+ #0]*)(\*|\d+)?(?:\.(\*|\d*))?(hh|h|ll|l|L|z|j|t|q)?([diouxXeEfFgGaAcspn%])")
MAX_STRING = 1 << 16  # a %s or format string longer than this is an error (a missing NUL)


def _arg_size(length: str | None, conv: str) -> int:
    if conv in "diouxXc":
        return 8 if length in ("l", "ll", "z", "j", "t", "q") else 4
    return 8  # doubles, %s and %p


def _read_string(st, addr: int, lane: int, cache: dict) -> str:
    from ptxemu.machine.semantics.access import load

    key = (addr, lane) if _is_local(st, addr) else addr
    s = cache.get(key)
    if s is not None:
        return s
    out = bytearray()
    lanes = np.array([lane])
    while True:
        b = int(load(st, "", np.array([addr + len(out)], np.uint64), lanes, 1, 1)[0, 0])
        if b == 0:
            break
        out.append(b)
        if len(out) > MAX_STRING:
            raise PtxRuntimeError(f"printf: the string at {addr:#x} has no NUL in {MAX_STRING} bytes")
    s = out.decode("latin-1")
    cache[key] = s
    return s


def _is_local(st, addr: int) -> bool:
    from ptxemu.machine.state import memory as M

    base = st.windows.local  # this launch's local window (memory.Windows)
    return base <= addr < base + M.LOCAL_WINDOW_SIZE


def _float(flags: str, width: str, prec: str | None, conv: str, v: float) -> str:
    if math.isnan(v) or math.isinf(v):
        neg = math.copysign(1.0, v) < 0
        body = "nan" if math.isnan(v) else "inf"
        sign = "-" if neg else "+" if "+" in flags else " " if " " in flags else ""
        s = sign + (body.upper() if conv in "EFGA" else body)
        return f"%{'-' if '-' in flags else ''}{width}s" % s
    if conv in "aA":
        return _hexfloat(flags, width, prec, conv, v)
    p = "" if prec is None else "." + (prec or "0")
    return f"%{flags}{width}{p}{conv}" % v


def _hexfloat(flags: str, width: str, prec: str | None, conv: str, v: float) -> str:
    """glibc's %a: 0x1.8p+1 (trailing zeros of the fraction dropped unless a precision is given)."""
    bits = struct.unpack("<Q", struct.pack("<d", v))[0]
    sign = "-" if bits >> 63 else "+" if "+" in flags else " " if " " in flags else ""
    e = (bits >> 52) & 0x7FF
    frac = bits & ((1 << 52) - 1)
    if e == 0 and frac == 0:
        lead, exp = 0, 0
    elif e == 0:
        lead, exp = 0, -1022
    else:
        lead, exp = 1, e - 1023
    digits = f"{frac:013x}"
    if prec is None:
        digits = digits.rstrip("0")
    else:
        n = int(prec or 0)
        if n < 13:  # round to nearest even on the hex digits
            full = (lead << 52) | frac
            shift = 4 * (13 - n)
            q, r = divmod(full, 1 << shift)
            half = 1 << (shift - 1)
            if r > half or (r == half and q & 1):
                q += 1
            lead, frac_n = q >> (4 * n), q & ((1 << (4 * n)) - 1)
            digits = f"{frac_n:0{n}x}" if n else ""
        else:
            digits = digits + "0" * (n - 13)
    s = f"{sign}0x{lead}{'.' + digits if digits or '#' in flags else ''}p{exp:+d}"
    if conv == "A":
        s = s.upper()
    return f"%{'-' if '-' in flags else ''}{width}s" % s


def format_printf(fmt: str, argbuf: bytes, read_string) -> tuple[str, int]:
    """The text C's printf makes of `fmt` with the packed arguments, and the number of arguments."""
    out = []
    pos = 0
    off = 0
    nargs = 0

    def take(size: int, signed: bool = False) -> int:
        nonlocal off, nargs
        off = (off + size - 1) // size * size
        if off + size > len(argbuf):
            raise PtxRuntimeError(f"printf: the format '{fmt.strip()}' reads past its argument buffer")
        v = int.from_bytes(argbuf[off : off + size], "little", signed=signed)
        off += size
        nargs += 1
        return v

    for m in _SPEC.finditer(fmt):
        out.append(fmt[pos : m.start()])
        pos = m.end()
        flags, width, prec, length, conv = m.groups()
        if conv == "%":
            out.append("%")
            continue
        width = width or ""
        if width == "*":
            w = take(4, True)
            flags, width = (flags + "-", str(-w)) if w < 0 else (flags, str(w))
        if prec == "*":
            pv = take(4, True)
            prec = None if pv < 0 else str(pv)
        size = _arg_size(length, conv)
        if conv in "di":
            v = take(size, True)
            if length == "h":
                v = (v + 0x8000 & 0xFFFF) - 0x8000
            elif length == "hh":
                v = (v + 0x80 & 0xFF) - 0x80
            p = "" if prec is None else "." + (prec or "0")
            out.append(f"%{flags}{width}{p}d" % v)
        elif conv in "ouxX":
            v = take(size)
            if length == "h":
                v &= 0xFFFF
            elif length == "hh":
                v &= 0xFF
            p = "" if prec is None else "." + (prec or "0")
            c = "d" if conv == "u" else conv
            f = flags.replace("#", "") if v == 0 and conv in "xX" else flags  # C: %#x of 0 is "0"
            out.append(f"%{f}{width}{p}{c}" % v)
        elif conv in "eEfFgGaA":
            v = struct.unpack("<d", take(8).to_bytes(8, "little"))[0]
            out.append(_float(flags, width, prec, conv, v))
        elif conv == "c":
            out.append(f"%{'-' if '-' in flags else ''}{width}s" % chr(take(size) & 0xFF))
        elif conv == "s":
            a = take(8)
            s = "(null)" if a == 0 else read_string(a)
            if prec is not None:
                s = s[: int(prec or 0)]
            out.append(f"%{'-' if '-' in flags else ''}{width}s" % s)
        elif conv == "p":
            a = take(8)
            out.append(f"%{'-' if '-' in flags else ''}{width}s" % ("(nil)" if a == 0 else f"{a:#x}"))
        else:  # %n writes through a pointer: the CUDA runtime does not support it
            raise Unsupported(f"printf: '%{conv}' is not supported by CUDA's printf")
    out.append(fmt[pos:])
    return "".join(out), nargs


def _span(fmt: str) -> int:
    """Bytes of argument buffer the format reads (every argument at its aligned offset)."""
    off = 0
    for m in _SPEC.finditer(fmt):
        flags, width, prec, length, conv = m.groups()
        if conv == "%":
            continue
        for _ in range((width == "*") + (prec == "*")):
            off = (off + 3) // 4 * 4 + 4
        size = _arg_size(length, conv)
        off = (off + size - 1) // size * size + size
    return off


def compile_vprintf(cx: Cx, args: list, rets: list) -> Step:
    """`call (r), vprintf, (fmt, buf);` as one step that formats every active lane's line."""
    from ptxemu.machine.program.program import Param
    from ptxemu.machine.semantics.access import load
    from ptxemu.machine.semantics.call_params import param_source, param_target

    if len(args) != 2 or len(rets) > 1:
        raise cx.error("vprintf takes (format, argument buffer) and returns one .b32")
    p64 = Param("vprintf_param", ".b64", 8, 8)
    fmt_src, buf_src = param_source(cx, args[0], p64), param_source(cx, args[1], p64)
    write = param_target(cx, rets[0], Param("ret", ".b32", 4, 4)) if rets else None

    def run(st, m) -> None:
        lanes = np.flatnonzero(st.live if m is None else (m & st.live))
        fa = fmt_src(st).view(np.uint64).reshape(st.L)
        ba = buf_src(st).view(np.uint64).reshape(st.L)
        ret = np.zeros((st.L, 4), np.uint8)
        cache: dict = {}
        padded = st.geom.padded
        for lane in lanes:
            a = int(fa[lane])
            if a == 0:
                ret[lane] = np.frombuffer(np.int32(-1).tobytes(), np.uint8)
                continue
            fmt = _read_string(st, a, int(lane), cache)
            n = _span(fmt)
            raw = b""
            if n:
                raw = load(st, "", np.array([int(ba[lane])], np.uint64), np.array([lane]), 1, n)[0].tobytes()
            text, nargs = format_printf(
                fmt, raw, lambda s_addr, ln=int(lane): _read_string(st, s_addr, ln, cache)
            )
            st.printf.append((int(st.cta_ids[lane // padded]), int(lane % padded), text))
            ret[lane] = np.frombuffer(np.int32(nargs).tobytes(), np.uint8)
        if write is not None:
            write(st, ret, m)

    return Step(cx.pc, cx.item, "op", run=run)


def compile_assertfail(cx: Cx, args: list) -> Step:
    """`call __assertfail, (message, file, line, function, charSize);` (CUDA's assert(), Triton's
    tl.device_assert): the kernel stops with an error carrying the assertion's message, source file,
    line and function as the first failing lane passed them (unreadable or null strings leave the
    bare statement that the assert failed)."""
    from ptxemu.machine.program.program import Param
    from ptxemu.machine.semantics.call_params import param_source

    kinds = [Param("m", ".b64", 8, 8), Param("f", ".b64", 8, 8), Param("l", ".b32", 4, 4),
             Param("fn", ".b64", 8, 8)]
    srcs = [param_source(cx, a, p) for a, p in zip(args, kinds, strict=False)] if len(args) >= 4 else None

    def run(st, m) -> None:
        why = "the kernel's assert() failed (call of __assertfail)"
        lanes = np.flatnonzero(st.live if m is None else (m & st.live))
        if srcs is not None and len(lanes):
            lane = int(lanes[0])
            vals = [int.from_bytes(src(st)[lane].tobytes(), "little") for src in srcs]
            try:
                cache: dict = {}
                msg, file, fn = (_read_string(st, v, lane, cache) if v else "" for v in vals[:2] + vals[3:])
                if msg or file:
                    where = f"{file}:{vals[2]}" + (f", in {fn}" if fn else "")
                    why = f"the kernel's assert() failed: {msg} ({where})"
            except PtxemuError:
                pass  # strings that are not there: the bare statement
        raise PtxRuntimeError(why)

    return Step(cx.pc, cx.item, "op", run=run)
