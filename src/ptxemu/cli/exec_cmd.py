"""`ptxemu exec "INSTRUCTION" name=value ...`: run one instruction, print bits and values.

Values: decimal floats or integers (rounded to nearest-even into the operand's type), hex bits
(0x3fc00000), PTX float hex (0f3FC00000, 0d3FF8000000000000), nan/inf/-inf, a comma list for
several lanes (a=1,2.5,nan), and for packed sources one element per slot, upper first, joined
by ':' (a=1.5:-2 for .f16x2). Every destination is printed per lane as hex bits plus the decoded
value of each packed element.
"""

from __future__ import annotations

import argparse
import math
import re

import numpy as np

from ptxemu.errors import PtxOperandError
from ptxemu.isa.statement import Instruction, parse_immediate, parse_instruction

HELP = "run one instruction on given operand values and print the result bits and values"
EPILOG = """\
Any form a kernel runs on register operands (the kernel interpreter runs it: one definition);
forms that address memory or branch say so (run them in a kernel with ptxemu run).
Values are read by each operand's PTX type from the form table: .f32 a=1.5, .s32 a=-3, .pred
p=true, hex bits 0x3fc00000 for any type, PTX float hex 0f3FC00000, nan/inf, packed slots upper
first with ':' (.f16x2 a=1.5:-2). A comma list gives several lanes (a=1,2,3): lanes 0-31 are one
warp, so warp collectives work (redux.sync.add.u32 d, a, m  a=1,2,3  m=0x7).
examples:
  ptxemu exec "cvt.rn.satfinite.e2m1x2.f32 d, a, b;" a=1.7 b=-0.3
  ptxemu exec "fma.rn.f16 d, a, b, c;" a=1.5 b=2 c=0.25
  ptxemu exec "setp.lt.f32 p|q, a, b;" a=1,3 b=2
"""

INT_TYPES = {"u8": 8, "u16": 16, "u32": 32, "u64": 64, "s8": 8, "s16": 16, "s32": 32, "s64": 64,
             "b8": 8, "b16": 16, "b32": 32, "b64": 64}
SCALAR_FLOAT = {"f16": 16, "bf16": 16, "f32": 32, "f64": 64, "tf32": 32}
PACKED = {"f16x2": ("f16", 2, 32), "bf16x2": ("bf16", 2, 32), "e4m3x2": ("e4m3", 2, 16),
          "e5m2x2": ("e5m2", 2, 16), "e2m3x2": ("e2m3", 2, 16), "e3m2x2": ("e3m2", 2, 16),
          "e2m1x2": ("e2m1", 2, 8), "ue8m0x2": ("ue8m0", 2, 16), "e4m3x4": ("e4m3", 4, 32),
          "e5m2x4": ("e5m2", 4, 32), "e2m3x4": ("e2m3", 4, 32), "e3m2x4": ("e3m2", 4, 32),
          "e2m1x4": ("e2m1", 4, 16), "f32x2": ("f32", 2, 64)}
UINT = {8: np.uint8, 16: np.uint16, 32: np.uint32, 64: np.uint64}


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("instruction", help='one PTX instruction, e.g. "cvt.rn.satfinite.e4m3x2.f32 d, a, b;"')
    p.add_argument("values", nargs="*", metavar="NAME=VALUE",
                   help="operand values: 1.7, -0.3, 0x3fc00000, 0f3FC00000, nan, inf; "
                        "lanes as a comma list (1,2,3); packed slots upper first with ':' (1.5:-2)")


def width(t: str) -> int:
    if t == "pred":
        return 1
    if t in INT_TYPES:
        return INT_TYPES[t]
    if t in SCALAR_FLOAT:
        return SCALAR_FLOAT[t]
    if t in PACKED:
        return PACKED[t][2]
    raise KeyError(t)


# ---------------------------------------------------------------------------------------------
# operand types: the form table's (isa.operand_types), as ptxemu.run_instruction declares them
# ---------------------------------------------------------------------------------------------
def operand_types(ins: Instruction) -> tuple[dict[str, str], dict[str, str]]:
    """({dest: type}, {source: type}) for the operands written as registers (types without the dot)."""
    from ptxemu.machine.launching.one_instruction import _plan, value_type

    _, ops = _plan(ins.text)
    dests = {n: value_type(ins, n, ops).lstrip(".") for n in ops.dests}
    srcs = {n: value_type(ins, n, ops).lstrip(".") for n in ops.sources}
    return dests, srcs


# ---------------------------------------------------------------------------------------------
# value parsing
# ---------------------------------------------------------------------------------------------
_SPECIAL = {"nan": math.nan, "+nan": math.nan, "-nan": -math.nan, "inf": math.inf, "+inf": math.inf,
            "-inf": -math.inf, "infinity": math.inf, "-infinity": -math.inf}


def _float_bits(x: float, t: str) -> int:
    with np.errstate(over="ignore"):  # past the type's range: its infinity, as a PTX immediate (no warning)
        return _float_bits_of(x, t)


def _float_bits_of(x: float, t: str) -> int:
    from ptxemu.formats import encode

    if t == "f32":
        return int(np.array(x, dtype=np.float32).view(np.uint32))
    if t == "f64":
        return int(np.array(x, dtype=np.float64).view(np.uint64))
    if t == "f16":
        return int(np.array(x, dtype=np.float16).view(np.uint16))
    if t == "tf32":  # a tf32 operand is an f32 register
        return int(np.array(x, dtype=np.float32).view(np.uint32))
    return int(encode(np.array([x]), t, "rn")[0])


def parse_token(tok: str, t: str) -> int:
    """One value for an operand of type t -> raw bits (int)."""
    s = tok.strip()
    low = s.lower()
    if t == "pred":
        if low in ("1", "true", "t"):
            return 1
        if low in ("0", "false", "f"):
            return 0
        raise PtxOperandError(f"operand is a predicate: give true/false or 1/0, not '{s}'")
    if not (t in INT_TYPES or t in SCALAR_FLOAT or t in PACKED):
        raise PtxOperandError(f"ptxemu exec cannot read values of .{t} operands yet")
    w = width(t)
    if re.fullmatch(r"[+]?0[xX][0-9a-fA-F]+", s):
        v = int(s, 16)
        if v >> w:
            raise PtxOperandError(f"{s} does not fit the {w}-bit .{t} operand")
        return v
    if t in PACKED and ":" in s:
        el, n, _ = PACKED[t]
        parts = s.split(":")
        if len(parts) != n:
            raise PtxOperandError(f".{t} has {n} slots; got {len(parts)} values in '{s}'")
        slot = w // n
        word = 0
        for p in parts:  # upper slot first
            word = (word << slot) | parse_token(p, el)
        return word
    if t in PACKED:
        raise PtxOperandError(f"give .{t} as raw bits (0x...) or slot values upper first, "
                              f"':'-separated (got '{s}')")
    imm = parse_immediate(s) if re.fullmatch(r"[+-]?0[fFdD][0-9a-fA-F]+", s) else None
    if imm is not None:
        if t in SCALAR_FLOAT and (imm.width == w or (t == "tf32" and imm.width == 32)):
            return int(imm.bits)
        if t in SCALAR_FLOAT:
            return _float_bits(float(imm.value), t)
        raise PtxOperandError(f"{s} is a float literal; operand is .{t}")
    if low in _SPECIAL:
        x = _SPECIAL[low]
    else:
        try:
            # a float operand reads every decimal as a float: "-0" is -0.0 (0x80000000), not 0
            x = int(s, 10) if re.fullmatch(r"[+-]?\d+", s) and t in INT_TYPES else float(s)
        except ValueError:
            raise PtxOperandError(f"cannot read value '{s}'") from None
    if t in INT_TYPES:
        if isinstance(x, float):
            raise PtxOperandError(f"operand is .{t}: give an integer or 0x.. bits, not '{s}'")
        lo = -(1 << (w - 1))
        if not lo <= x < (1 << w):
            raise PtxOperandError(f"{s} does not fit the {w}-bit .{t} operand")
        return x % (1 << w)
    return _float_bits(float(x), t)


def parse_values(assignments: list[str], src_types: dict[str, str]) -> dict[str, np.ndarray]:
    vals: dict[str, np.ndarray] = {}
    for a in assignments:
        if "=" not in a:
            raise PtxOperandError(f"expected NAME=VALUE, got '{a}'")
        name, text = a.split("=", 1)
        name = name.strip().lstrip("%")
        if name not in src_types:
            known = ", ".join(src_types) or "none"
            raise PtxOperandError(f"'{name}' is not a source operand of this instruction (sources: {known})")
        t = src_types[name]
        try:
            bits = [parse_token(tok, t) for tok in text.split(",")]
        except PtxOperandError as e:
            raise PtxOperandError(f"{name}={text}: {e.message} (operand {name} is .{t})") from None
        dt = bool if t == "pred" else UINT[max(8, width(t))]
        vals[name] = np.array(bits, dtype=dt)
    missing = [n for n in src_types if n not in vals]
    if missing:
        raise PtxOperandError(f"no value given for {', '.join(missing)}")
    return vals


# ---------------------------------------------------------------------------------------------
# printing
# ---------------------------------------------------------------------------------------------
def _fmt_value(code: int, el: str) -> str:
    from ptxemu.formats import decode

    if el in INT_TYPES:
        w = INT_TYPES[el]
        if el[0] == "s" and code >> (w - 1):
            return str(code - (1 << w))
        return str(code)
    v = float(decode(np.array([code], dtype=np.uint64 if el == "f64" else np.uint32), el)[0])
    if el in ("f32", "tf32"):
        s = repr(float(np.float32(v))) if math.isfinite(v) else str(v)
        return str(np.float32(v)) if math.isfinite(v) and len(str(np.float32(v))) < len(s) else s
    if el == "f16":
        return str(np.float16(v)) if math.isfinite(v) else str(v)
    return repr(v) if math.isfinite(v) else str(v)


def describe(code: int, t: str) -> str:
    """'0x39  e2m1x2 [1.5, -0.5]' style text for one register value."""
    if t == "pred":
        return str(bool(code))
    w = width(t) if (t in INT_TYPES or t in SCALAR_FLOAT or t in PACKED) else 32
    hexs = f"0x{code:0{w // 4}x}"
    if t in PACKED:
        el, n, _ = PACKED[t]
        slot = w // n
        codes = [(code >> (slot * (n - 1 - i))) & ((1 << slot) - 1) for i in range(n)]
        if el in ("e2m3", "e3m2"):
            codes = [c & 0x3F for c in codes]
        vals = ", ".join(_fmt_value(c, el) for c in codes)
        order = "upper first" if t != "f32x2" else "[1], [0]"
        return f"{hexs}  .{t} [{vals}]  ({order})"
    if t in SCALAR_FLOAT:
        return f"{hexs}  .{t} {_fmt_value(code, t)}"
    if t in INT_TYPES and t[0] in "su":
        return f"{hexs}  .{t} {_fmt_value(code, t)}"
    return f"{hexs}  .{t}"


def run(args: argparse.Namespace) -> int:
    import ptxemu

    ins = parse_instruction(args.instruction)
    dest_t, src_t = operand_types(ins)  # immediates are part of the text and need no value
    if not src_t and args.values:  # values for an instruction with no register sources: a matrix
        ptxemu.run_instruction(args.instruction)  # form says so here, rather than "sources: none"
    vals = parse_values(args.values, src_t)
    out = ptxemu.run_instruction(args.instruction, **vals)
    print(ins.text if ins.text.endswith(";") else ins.text + ";")
    lanes = max([np.asarray(v).size for v in vals.values()] + [1])
    for n, v in vals.items():
        for i, c in enumerate(np.asarray(v).ravel()):
            tag = f"{n}[{i}]" if lanes > 1 and np.asarray(v).size > 1 else n
            print(f"  {tag:8s} = {describe(int(c), src_t[n])}")
    for n, v in out.items():
        arr = np.asarray(v)
        t = dest_t.get(n, "b32")
        if lanes > 1 and arr.size == 1:
            arr = np.broadcast_to(arr, (lanes,))
        for i, c in enumerate(arr.ravel()):
            tag = f"{n}[{i}]" if arr.size > 1 else n
            if arr.dtype == bool:
                print(f"  {tag:8s} = {bool(c)}")
            else:
                print(f"  {tag:8s} = {describe(int(c), t)}")
    return 0
