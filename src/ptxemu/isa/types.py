"""PTX fundamental types as data, and the operand-type compatibility rule ptxas applies.

A register declared with type R may stand where an instruction expects type T when (manual
"Operand Type Information" / "Type checking"): R == T; either is a bit-size type (.bN) of the same
size; both are integers (.uN/.sN) of the same size; or T's packed/alternate float formats travel
in bit-size registers (.f16x2 in .b32).  Some instructions (ld, st, cvt, mov of sub-word types)
additionally accept wider integer/bit registers ("relaxed" rule, `relaxed=True`).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class TypeInfo:
    kind: str  # "b" bits, "u", "s", "f" float, "pred", "opaque" (formats that only travel in .b regs)
    bits: int


def _t(kind: str, bits: int) -> TypeInfo:
    return TypeInfo(kind, bits)


TYPES: dict[str, TypeInfo] = {
    ".pred": _t("pred", 1),
    ".b8": _t("b", 8), ".b16": _t("b", 16), ".b32": _t("b", 32), ".b64": _t("b", 64), ".b128": _t("b", 128),
    ".u8": _t("u", 8), ".u16": _t("u", 16), ".u32": _t("u", 32), ".u64": _t("u", 64),
    ".s8": _t("s", 8), ".s16": _t("s", 16), ".s32": _t("s", 32), ".s64": _t("s", 64),
    ".f16": _t("f", 16), ".f32": _t("f", 32), ".f64": _t("f", 64),
    ".f16x2": _t("f", 32), ".bf16": _t("opaque", 16), ".bf16x2": _t("opaque", 32), ".tf32": _t("opaque", 32),
    ".f32x2": _t("opaque", 64),
    ".u16x2": _t("opaque", 32), ".s16x2": _t("opaque", 32),  # packed halfword integers (.b32 registers)
    ".e4m3": _t("opaque", 8), ".e5m2": _t("opaque", 8), ".e3m2": _t("opaque", 8), ".e2m3": _t("opaque", 8),
    ".e2m1": _t("opaque", 8), ".ue8m0": _t("opaque", 8), ".ue4m3": _t("opaque", 8),
    ".e4m3x2": _t("opaque", 16), ".e5m2x2": _t("opaque", 16), ".e2m3x2": _t("opaque", 16),
    ".e3m2x2": _t("opaque", 16), ".e2m1x2": _t("opaque", 8), ".ue8m0x2": _t("opaque", 16),
    ".e4m3x4": _t("opaque", 32), ".e5m2x4": _t("opaque", 32), ".e2m3x4": _t("opaque", 32),
    ".e3m2x4": _t("opaque", 32), ".e2m1x4": _t("opaque", 16),
    ".s4": _t("opaque", 4), ".u4": _t("opaque", 4), ".b1": _t("opaque", 1),
    ".b8x16": _t("opaque", 128), ".b6x16_p32": _t("opaque", 128), ".b4x16_p64": _t("opaque", 128),
    ".s2f6x2": _t("opaque", 16),
}

# Types a register may be declared with (.reg .T); the others exist only as instruction types.
REG_TYPES = frozenset({".pred", ".b8", ".b16", ".b32", ".b64", ".b128", ".u8", ".u16", ".u32", ".u64",
                       ".s8", ".s16", ".s32", ".s64", ".f16", ".f16x2", ".f32", ".f64"})


def type_of(name: str) -> TypeInfo | None:
    return TYPES.get(name)


def compatible(reg_type: str, want: str, *, relaxed: bool = False) -> bool:
    """May a register declared `reg_type` be used as an operand of type `want`?"""
    if reg_type == want:
        return True
    r, w = TYPES.get(reg_type), TYPES.get(want)
    if r is None or w is None:
        return False
    if r.kind == "pred" or w.kind == "pred":
        return False
    if w.kind == "opaque":  # packed/alternate formats travel in bit-size registers of their width
        return r.kind == "b" and (r.bits == w.bits or (relaxed and r.bits > w.bits))
    # a wider .bN register may hold any type, and a bit-size instruction type reads/writes the low bits
    # of any wider register, a float one included (manual 9.4.1 tables 27/28; ptxas accepts
    # ld.b16 into an .f32 register and st.b8 of an .f64 one)
    wider_ok = r.kind == "b" or w.kind == "b" or (w.kind != "f" and r.kind != "f")
    same = r.bits == w.bits or (relaxed and r.bits > w.bits and wider_ok)
    if not same:
        # f16 data may sit in a .b16/.f16 register only; wider regs need the relaxed rule
        return False
    if r.kind == "b" or w.kind == "b":
        return True
    if ".f16x2" in (reg_type, want):  # packed halves are not an f32
        return False
    if r.kind in "us" and w.kind in "us":
        return True
    return r.kind == w.kind
