"""The compiled route's machine code through the system's C compiler: the generated functions
(codegen.py, region.py) translated to C, built with `cc -O2` into a shared library, called through
ctypes. numba stays the route where no C compiler is found (or PTXEMU_NATIVE=numba).

Why C and not numba: numba types, lowers and optimises each generated function on its own and
its passes cost 0.2-1.3 s per function; the tiled SGEMM's twelve functions took 9-28 s on a
shared 2-core machine. gcc builds the same functions, one library per function and signature,
in 0.05-0.3 s each, and the code runs as fast (docs/interpreter.md has the measurements,
benchmarks/bench_native.py makes them). So a block compiles in the launch that makes it hot,
with no child process: a short program runs native from that launch on.

One translation stays the source of truth: codegen and region write their functions in the
subset of Python that numba compiles, and this module translates that text (its `ast`) to C. The
subset is small (scalar locals, 1-d and 2-d arrays, `for ... in range`, `while`, `if`, the
helpers of rt.py) and each construct is translated to the C that computes what numba computes:

* every value has numba's type: integers are int64 or uint64 (array elements of narrower types
  are widened when read, as numba does; stores truncate, as numpy does), predicates bool,
  f32 values float; an operation mixing uint64 with int64 (which numba would do in float64), or
  anything else this module does not know, raises `NotC` and the function is not built (the
  route then gives its work to the interpreter, which gives the same bits);
* no undefined behaviour: -fwrapv (signed wrap-around, as numpy's int64), shifts by a variable
  count only in helpers that clamp them (rt.shl/shr_*), floor division and modulo of signed
  values as Python's (helpers), memory read and written through memcpy;
* floats exactly: no -ffast-math, -ffp-contract=off (no fused multiply-add the source does not
  ask for), SSE arithmetic (x86-64's default, no excess precision), fma as libm's fmaf (correctly
  rounded). rt_scalar_rn is numerics.f32_kernel's scalar_rn line by line (tested against the
  numpy reference, tests/machine/running/test_native.py).

Libraries are cached beside the generated Python module (route.cache_dir), keyed by its hash,
the function and the argument types, so a later process loads them without compiling.
"""

from __future__ import annotations

import ast
import ctypes
import hashlib
import os
import shutil
import subprocess
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from ptxemu import settings
from ptxemu.host import compiler


class NotC(Exception):
    """A construct of the generated source this translation does not know."""


# -- the C compiler ---------------------------------------------------------------------------------
# -nostdlib: libc's and libm's functions (malloc, memset, fmaf without -mfma) resolve against the
# process's own when the library is loaded; linking without the C runtime's start files and linker
# scripts takes a third off each build (a CUTLASS kernel builds ~170 libraries)
CFLAGS = ["-O2", "-fPIC", "-shared", "-nostdlib", "-pipe", "-fwrapv", "-fno-strict-aliasing",
          "-ffp-contract=off", "-fno-math-errno", "-fno-plt", "-w"]
_flags: list = []


def cflags() -> list[str]:
    """CFLAGS, with -mfma where the CPU has FMA (x86-64): fmaf is then one instruction, the same
    single rounding as libm's fmaf, which is otherwise a call per fma (a third of the SGEMM's
    time), and PTXEMU_CFLAGS's (flags that change the rounding, such as -ffast-math or
    -ffp-contract=fast, break the bits). Libraries are cached under their flags."""
    if not _flags:
        extra = []
        try:
            import platform

            if platform.machine() in ("x86_64", "AMD64"):
                with open("/proc/cpuinfo") as f:
                    for line in f:
                        if line.startswith("flags"):
                            if " fma " in line + " ":
                                extra.append("-mfma")
                            break
        except OSError:
            pass
        more = os.environ.get("PTXEMU_CFLAGS", "").split()  # e.g. -O3 -march=native (measuring)
        _flags.append([*CFLAGS, *extra, *more])
    return _flags[0]




def backend() -> str:
    """'c' (the default where a C compiler is found) or 'numba' (PTXEMU_NATIVE=numba, or none)."""
    if settings.choice("PTXEMU_NATIVE", ("c", "numba")) == "numba":
        return "numba"
    return "c" if compiler() is not None else "numba"


def strict() -> bool:
    """PTXEMU_NATIVE_STRICT=1: a function this module cannot build raises (tests) instead of
    leaving its work to the interpreter."""
    return os.environ.get("PTXEMU_NATIVE_STRICT", "") not in ("", "0")


# libraries built and loaded, the wall time building took and the compiler's CPU time, refusals
stats = {"built": 0, "loaded": 0, "build_s": 0.0, "build_cpu_s": 0.0, "refused": 0}


def _children_cpu() -> float:
    import resource

    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime
_lock = threading.Lock()


# numerics.f32_kernel._T (tests/machine/running/test_native.py holds them equal; importing that
# module imports numba, which this route does not need)
_T = 2.0**-126 - 2.0**-151


# -- the runtime helpers (rt.py), in C ---------------------------------------------------------------
def _rt_source() -> str:
    from ptxemu.machine.state import memory as M

    defs = {
        "SHARED_WINDOW": M.SHARED_WINDOW, "SHARED_WINDOW_END": M.SHARED_WINDOW + M.SHARED_WINDOW_SIZE,
        "LOCAL_WINDOW": M.LOCAL_WINDOW, "LOCAL_WINDOW_END": M.LOCAL_WINDOW + M.LOCAL_WINDOW_SIZE,
        "RESERVED": M.SHARED_RESERVED,
    }
    pre = "".join(f"#define {k} ((uint64_t){v}ULL)\n" for k, v in defs.items())
    pre += f"#define F32_T {float.hex(_T)}\n"
    return pre + RT_H.read_text()


RT_H = Path(__file__).with_name("c") / "rt.h"

# -- types ----------------------------------------------------------------------------------------
# scalars: "i64", "u64", "f32", "f64", "bool"; arrays: ("arr", element C type, dims)
_CT = {"i64": "i64", "u64": "u64", "f32": "float", "f64": "double", "bool": "bool"}
_ELEM = {  # numpy dtype name -> (C element type, the scalar type numba reads it as)
    "bool": ("bool", "bool"),
    "uint8": ("uint8_t", "u64"), "uint16": ("uint16_t", "u64"), "uint32": ("uint32_t", "u64"),
    "uint64": ("uint64_t", "u64"),
    "int8": ("int8_t", "i64"), "int16": ("int16_t", "i64"), "int32": ("int32_t", "i64"),
    "int64": ("int64_t", "i64"),
    "float32": ("float", "f32"), "float64": ("double", "f64"),
}
_NP = {"uint64": "u64", "int64": "i64", "float32": "f32", "float64": "f64", "int32": "i64", "uint32": "u64"}
# rt helpers: return type (None: returns a tuple through pointers)
_RT = {
    "sext": "i64", "mask": "u64", "shl": "u64", "shr_u": "u64", "shr_s": "u64", "flush32": "u64",
    "sat32": "u64", "shared": "i64", "local": "i64", "scalar_rn": "u64", "u32_of": "u64", "f32_of": "f32",
    **{f"ld{b}": "u64" for b in (8, 16, 32, 64)}, **{f"st{b}": "void" for b in (8, 16, 32, 64)},
    "glob": None, "generic": None,
}
_ARRAY_ARGS = {"glob": (2, 3, 4), "generic": (10, 11, 12)}  # array operands (bases, ends, ro)


_ARR = [{np.dtype(n): ("arr", n, d) for n in _ELEM} for d in (False, True)]  # typeof, fast


@dataclass(frozen=True)
class Arr:
    elem: str  # numpy dtype name
    d1: str | None = None  # a 2-d array's second extent (a C expression), else None


def _arg_type(v) -> object:
    """An argument's type as this module sees it (numba's typeof, for what the route passes)."""
    if type(v) is np.ndarray:
        t = _ARR[v.ndim == 2].get(v.dtype) if v.flags.c_contiguous else None
        if t is None:
            raise NotC(f"array {v.dtype} {v.ndim}-d, or not contiguous")
        return t
    if isinstance(v, (bool, np.bool_)):
        return "bool"
    if isinstance(v, (int, np.integer)):
        return "u64" if isinstance(v, np.unsignedinteger) and v.dtype.itemsize == 8 else "i64"
    raise NotC(f"argument {type(v).__name__}")


# -- the translation ------------------------------------------------------------------------------
class Module:
    """The generated Python module's functions and constants (parsed once)."""

    def __init__(self, text: str) -> None:
        tree = ast.parse(text)
        self.consts: dict[str, int] = {}
        self.funcs: dict[str, ast.FunctionDef] = {}
        for node in tree.body:
            if isinstance(node, ast.FunctionDef):
                self.funcs[node.name] = node
            elif (isinstance(node, ast.Assign) and len(node.targets) == 1
                  and isinstance(node.targets[0], ast.Name)):
                v = node.value
                if (isinstance(v, ast.Call) and _dotted(v.func) == "np.uint64" and len(v.args) == 1
                        and isinstance(v.args[0], ast.Constant) and isinstance(v.args[0].value, int)):
                    self.consts[node.targets[0].id] = v.args[0].value
        # arrays whose extent a function reads (x.shape[0], or passed to rt.glob/generic): passed with it
        self.extent: dict[str, set[str]] = {}
        for name, fn in self.funcs.items():
            need: set[str] = set()
            for n in ast.walk(fn):
                if isinstance(n, ast.Attribute) and n.attr == "shape" and isinstance(n.value, ast.Name):
                    need.add(n.value.id)
                if isinstance(n, ast.Call) and _dotted(n.func) in ("rt.glob", "rt.generic"):
                    pos = _ARRAY_ARGS[_dotted(n.func)[3:]][0]
                    if len(n.args) > pos and isinstance(n.args[pos], ast.Name):
                        need.add(n.args[pos].id)
            self.extent[name] = need
        # a caller passes the extent of an array it passes on to a callee that reads it
        calls = [(name, n) for name, fn in self.funcs.items() for n in ast.walk(fn)
                 if isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id in self.funcs]
        changed = True
        while changed:
            changed = False
            for name, c in calls:
                callee = self.funcs[c.func.id]
                for a, p in zip(c.args, (x.arg for x in callee.args.args), strict=False):
                    need = p in self.extent[c.func.id]
                    if isinstance(a, ast.Name) and need and a.id not in self.extent[name]:
                        self.extent[name].add(a.id)
                        changed = True


def _dotted(e) -> str:
    if isinstance(e, ast.Name):
        return e.id
    if isinstance(e, ast.Attribute):
        return _dotted(e.value) + "." + e.attr
    return ""


def _small_count(e) -> bool:
    """A shift count that is a constant in [0, 64) (a literal, or np.int64/np.uint64 of one)."""
    if isinstance(e, ast.Call) and _dotted(e.func) in ("np.int64", "np.uint64") and len(e.args) == 1:
        e = e.args[0]
    return _lit(e) and 0 <= ast.literal_eval(e) < 64


def _lit(e) -> bool:
    return isinstance(e, ast.Constant) and type(e.value) is int or (
        isinstance(e, ast.UnaryOp) and isinstance(e.op, ast.USub) and _lit(e.operand))


_BIN = {ast.Add: "+", ast.Sub: "-", ast.Mult: "*", ast.BitAnd: "&", ast.BitOr: "|", ast.BitXor: "^",
        ast.LShift: "<<", ast.RShift: ">>", ast.FloorDiv: "//", ast.Mod: "%"}
_CMP = {ast.Eq: "==", ast.NotEq: "!=", ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">", ast.GtE: ">="}


class Func:
    """One function of the module as C, for argument types `types` (one per parameter)."""

    def __init__(self, mod: Module, name: str, types: list, cname: str, unit: Unit) -> None:
        self.mod = mod
        self.fn = mod.funcs[name]
        self.name = name
        self.cname = cname
        self.unit = unit
        self.params = [a.arg for a in self.fn.args.args]
        if len(types) != len(self.params):
            raise NotC(f"{name}: {len(types)} arguments for {len(self.params)} parameters")
        self.env: dict[str, object] = {}  # name -> scalar type or Arr
        self.is_param: set[str] = set(self.params)
        for p, t in zip(self.params, types, strict=True):
            if isinstance(t, tuple):
                self.env[p] = Arr(t[1], f"{p}_d1" if t[2] else None)
            else:
                self.env[p] = t
        self.locals: dict[str, object] = {}
        self.lines: list[str] = []
        self.ind = 1
        self.arrays: list[str] = []  # local arrays (freed at the end)

    # -- types of expressions ---------------------------------------------------------------------
    def typeof(self, e) -> object:
        """numba's type of `e` (None: not known yet, a local typed later)."""
        if isinstance(e, ast.Constant):
            if type(e.value) is bool:
                return "bool"
            if type(e.value) is int:
                return "i64"
            if type(e.value) is float:
                return "f64"
            raise NotC(f"constant {e.value!r}")
        if isinstance(e, ast.Name):
            if e.id in self.env:
                return self.env[e.id]
            if e.id in self.locals:
                return self.locals[e.id]
            if e.id in self.mod.consts:
                return "u64"
            if e.id in ("True", "False"):
                return "bool"
            return None
        if isinstance(e, ast.Call):
            d = _dotted(e.func)
            if d.startswith("np.") and d[3:] in _NP:
                return _NP[d[3:]]
            if d == "bool":
                return "bool"
            if d.startswith("rt.") and d[3:] in _RT:
                t = _RT[d[3:]]
                if t is None:
                    raise NotC(f"{d} outside a tuple assignment")
                return t
            if isinstance(e.func, ast.Name) and e.func.id in self.mod.funcs:
                return "i64"
            raise NotC(f"call {ast.unparse(e.func)}")
        if isinstance(e, ast.BinOp):
            return self._binop_type(e)
        if isinstance(e, ast.UnaryOp):
            if isinstance(e.op, ast.Not):
                return "bool"
            t = self.typeof(e.operand)
            if isinstance(e.op, ast.USub) and t == "bool":
                raise NotC("negated bool")
            return t
        if isinstance(e, (ast.BoolOp, ast.Compare)):
            return "bool"
        if isinstance(e, ast.IfExp):
            a, b = self.typeof(e.body), self.typeof(e.orelse)
            if a is None or b is None:
                return None
            if a == b:
                return a
            if a == "bool" or b == "bool":
                raise NotC("conditional of bool and number")
            if _lit(e.orelse):
                return a
            if _lit(e.body):
                return b
            raise NotC(f"conditional of {a} and {b}")
        if isinstance(e, ast.Subscript):
            if isinstance(e.value, ast.Attribute) and e.value.attr == "shape":
                return "i64"
            t = self.typeof(e.value)
            if not isinstance(t, Arr):
                raise NotC(f"subscript of {ast.unparse(e.value)}")
            return _ELEM[t.elem][1]
        raise NotC(f"expression {type(e).__name__}")

    def _binop_type(self, e) -> object:
        a, b = self.typeof(e.left), self.typeof(e.right)
        if a is None or b is None:
            return None
        if a == "bool" or b == "bool":
            raise NotC("arithmetic on bool")
        if a == b:
            return a
        if "f32" in (a, b) or "f64" in (a, b):
            raise NotC(f"mixed float arithmetic {a} {b}")
        if _lit(e.right):
            return a
        if _lit(e.left):
            return b
        raise NotC(f"{a} with {b} (numba computes it in float64)")

    # -- expressions as C -------------------------------------------------------------------------
    def expr(self, e) -> str:
        if isinstance(e, ast.Constant):
            v = e.value
            if type(v) is bool:
                return "1" if v else "0"
            if type(v) is int:
                if not -(1 << 63) <= v < (1 << 63):
                    raise NotC("literal out of int64")
                return f"INT64_C({v})"
            raise NotC(f"constant {v!r}")
        if isinstance(e, ast.Name):
            if e.id in ("True", "False"):
                return "1" if e.id == "True" else "0"
            if e.id in self.mod.consts:
                return f"UINT64_C({self.mod.consts[e.id]:#x})"
            if self.typeof(e) is None:
                raise NotC(f"name {e.id}")
            return "v_" + e.id
        if isinstance(e, ast.Call):
            return self.call(e)
        if isinstance(e, ast.BinOp):
            t = self.typeof(e)
            if t is None:
                raise NotC("untyped operation")
            op = _BIN.get(type(e.op))
            if op is None:
                raise NotC(f"operator {type(e.op).__name__}")
            x, y = self.cast(e.left, t), self.cast(e.right, t)
            if op == "//":
                if t == "i64":
                    return f"py_fdiv({x}, {y})"
                if t == "u64":
                    return f"({x} / {y})"
                raise NotC("float floor division")
            if op == "%":
                if t == "i64":
                    return f"py_fmod({x}, {y})"
                if t == "u64":
                    return f"({x} % {y})"
                raise NotC("float modulo")
            if op in ("<<", ">>"):
                if t not in ("i64", "u64"):
                    raise NotC("shift of a float")
                if not _small_count(e.right):
                    if op == "<<":
                        raise NotC("left shift by a variable count")
                    # a right shift by a variable count: the region's visit masks (counts below 62)
                    y = f"({y} & 63)"
                if op == "<<" and t == "i64":
                    return f"((i64)((u64){x} << {y}))"
            if t in ("f32", "f64") and op not in "+-*":
                raise NotC(f"float {op}")
            return f"({x} {op} {y})"
        if isinstance(e, ast.UnaryOp):
            x = self.expr(e.operand)
            if isinstance(e.op, ast.Not):
                return f"(!{self.truth(e.operand)})"
            if isinstance(e.op, ast.USub):
                if _lit(e.operand):
                    v = -ast.literal_eval(e.operand)
                    return f"INT64_C({v})" if v > -(1 << 63) else "INT64_MIN"
                t = self.typeof(e.operand)
                return f"((i64)(0 - (u64){x}))" if t == "i64" else f"(-{x})"
            if isinstance(e.op, ast.Invert):
                t = self.typeof(e.operand)
                if t not in ("i64", "u64"):
                    raise NotC("~ of a non-integer")
                return f"(~{x})"
            raise NotC(f"unary {type(e.op).__name__}")
        if isinstance(e, ast.BoolOp):
            op = " && " if isinstance(e.op, ast.And) else " || "
            for v in e.values:
                if self.typeof(v) != "bool":
                    raise NotC("and/or of non-bool")
            return "(" + op.join(self.expr(v) for v in e.values) + ")"
        if isinstance(e, ast.Compare):
            parts = []
            left = e.left
            for op, right in zip(e.ops, e.comparators, strict=True):
                c = _CMP.get(type(op))
                if c is None:
                    raise NotC(f"comparison {type(op).__name__}")
                a, b = self.typeof(left), self.typeof(right)
                if a is None or b is None:
                    raise NotC("untyped comparison")
                if a != b:
                    if "bool" in (a, b) or "f32" in (a, b) or "f64" in (a, b):
                        raise NotC(f"comparison of {a} and {b}")
                    if not (_lit(left) or _lit(right)):
                        raise NotC(f"comparison of {a} and {b} (numba compares in float64)")
                    t = b if _lit(left) else a
                    if t == "u64":  # a negative literal against uint64: numba's float comparison
                        for x in (left, right):
                            if _lit(x) and ast.literal_eval(x) < 0:
                                raise NotC("negative literal against uint64")
                    parts.append(f"({self.cast(left, t)} {c} {self.cast(right, t)})")
                else:
                    parts.append(f"({self.expr(left)} {c} {self.expr(right)})")
                left = right
            return "(" + " && ".join(parts) + ")"
        if isinstance(e, ast.IfExp):
            t = self.typeof(e)
            return f"({self.truth(e.test)} ? {self.cast(e.body, t)} : {self.cast(e.orelse, t)})"
        if isinstance(e, ast.Subscript):
            if isinstance(e.value, ast.Attribute) and e.value.attr == "shape":
                zero = _lit(e.slice) and ast.literal_eval(e.slice) == 0
                if not (isinstance(e.value.value, ast.Name) and zero):
                    raise NotC("shape other than shape[0]")
                return self.extent(e.value.value.id)
            t = self.typeof(e)
            return f"(({_CT[t]}){self.element(e)})"
        raise NotC(f"expression {type(e).__name__}")

    def truth(self, e) -> str:
        t = self.typeof(e)
        if t == "bool":
            return self.expr(e)
        raise NotC(f"condition of type {t}")

    def cast(self, e, t) -> str:
        """`e` as numba gives it to an operation of type `t` (literals take the other side's type)."""
        s = self.expr(e)
        if self.typeof(e) == t:
            return s
        return f"(({_CT[t]}){s})"

    def extent(self, name: str) -> str:
        t = self.typeof(ast.Name(name))
        if not isinstance(t, Arr):
            raise NotC(f"shape of {name}")
        if name in self.is_param:
            if name not in self.mod.extent[self.name]:
                raise NotC(f"extent of {name}")
            return f"{name}_n"
        return f"{name}_n"

    def element(self, e) -> str:
        """An array element as a C lvalue."""
        if not isinstance(e.value, ast.Name):
            raise NotC("subscript of an expression")
        t = self.typeof(e.value)
        if not isinstance(t, Arr):
            raise NotC(f"subscript of {e.value.id}")
        name = "v_" + e.value.id
        idx = e.slice
        if isinstance(idx, ast.Tuple):
            if t.d1 is None or len(idx.elts) != 2:
                raise NotC("2-d index of a 1-d array")
            i, j = (self.index(x) for x in idx.elts)
            return f"{name}[({i}) * ({t.d1}) + ({j})]"
        if t.d1 is not None:
            raise NotC("1-d index of a 2-d array")
        return f"{name}[{self.index(idx)}]"

    def index(self, e) -> str:
        t = self.typeof(e)
        if t not in ("i64", "u64"):
            raise NotC(f"index of type {t}")
        return self.expr(e)

    def call(self, e) -> str:
        d = _dotted(e.func)
        if d.startswith("np.") and d[3:] in _NP:
            if len(e.args) != 1:
                raise NotC(d)
            t = _NP[d[3:]]
            a = e.args[0]
            ta = self.typeof(a)
            if ta in ("f32", "f64") and t not in ("f32", "f64"):
                raise NotC("float to integer")
            if d[3:] in ("int32", "uint32"):
                raise NotC(d)
            return f"(({_CT[t]}){self.expr(a)})"
        if d == "bool":
            a = e.args[0]
            return f"({self.expr(a)} != 0)" if self.typeof(a) != "bool" else self.expr(a)
        if d.startswith("rt."):
            f = d[3:]
            if f not in _RT or _RT[f] is None:
                raise NotC(d)
            args = []
            for a in e.args:
                ta = self.typeof(a)
                if isinstance(ta, Arr):
                    raise NotC(f"array passed to {d}")
                args.append(self.expr(a))
            if f == "f32_of" and self.typeof(e.args[0]) not in ("u64", "i64"):
                raise NotC("f32_of of a non-integer")
            if f == "u32_of" and self.typeof(e.args[0]) != "f32":
                raise NotC("u32_of of a non-f32")
            return f"rt_{f}({', '.join(args)})"
        if isinstance(e.func, ast.Name) and e.func.id in self.mod.funcs:
            return self.unit.call(self, e)
        raise NotC(f"call {d}")

    # -- statements -------------------------------------------------------------------------------
    def emit(self, s: str) -> None:
        self.lines.append("    " * self.ind + s)

    def declare(self, name: str, t) -> None:
        if name in self.is_param:
            if self.env[name] != t and not (self.env[name] in ("i64", "u64") and t in ("i64", "u64")):
                raise NotC(f"parameter {name} reassigned as {t}")
            return
        old = self.locals.get(name)
        if old is None:
            self.locals[name] = t
        elif old != t:
            raise NotC(f"local {name} is {old} and {t}")

    def infer(self) -> None:
        """Type the locals from their assignments, to a fixed point (a use may precede, in the
        text, the assignment that types it only across a loop's back-edge)."""
        for _ in range(8):
            before = dict(self.locals)
            for n in ast.walk(self.fn):
                if isinstance(n, ast.Assign):
                    for tg in n.targets:
                        self._infer_target(tg, n.value)
                elif isinstance(n, ast.For):
                    if isinstance(n.target, ast.Name):
                        self.declare(n.target.id, "i64")
            if self.locals == before:
                return

    def _infer_target(self, tg, value) -> None:
        if isinstance(tg, ast.Name):
            if isinstance(value, ast.Call) and _dotted(value.func) in ("np.empty", "np.zeros", "np.full"):
                t = self._alloc_type(value, tg.id)
            else:
                try:
                    t = self.typeof(value)
                except NotC:
                    return
            if t is not None and tg.id not in self.is_param:
                self.declare(tg.id, t)
        elif isinstance(tg, ast.Tuple) and isinstance(value, ast.Call):
            for x in tg.elts:
                if isinstance(x, ast.Name):
                    self.declare(x.id, "i64")

    def _alloc_type(self, call, name: str) -> Arr:
        args = call.args
        dt = args[-1]
        if not (isinstance(dt, ast.Attribute) and _dotted(dt.value) == "np"):
            raise NotC("array dtype")
        elem = "bool" if dt.attr == "bool_" else dt.attr
        if elem not in _ELEM:
            raise NotC(f"array dtype {elem}")
        shape = args[0]
        d1 = None
        if isinstance(shape, ast.Tuple):
            if len(shape.elts) != 2:
                raise NotC("array of more than 2 dimensions")
            d1 = f"{name}_d1"
        return Arr(elem, d1)

    def body(self, stmts) -> None:
        for s in stmts:
            self.stmt(s)

    def stmt(self, s) -> None:
        if isinstance(s, ast.Pass):
            return
        if isinstance(s, ast.Expr):
            if isinstance(s.value, ast.Constant):
                return  # a docstring
            if not isinstance(s.value, ast.Call):
                raise NotC("expression statement")
            d = _dotted(s.value.func)
            if d.startswith("rt.st"):
                self.emit(self.call(s.value) + ";")
                return
            self.emit(self.expr(s.value) + ";")
            return
        if isinstance(s, ast.Assign):
            if len(s.targets) != 1:
                raise NotC("chained assignment")
            return self.assign(s.targets[0], s.value)
        if isinstance(s, ast.AugAssign):
            op = _BIN.get(type(s.op))
            if op is None or op in ("//", "%"):
                raise NotC("augmented operator")
            return self.assign(s.target, ast.BinOp(left=_load(s.target), op=s.op, right=s.value))
        if isinstance(s, ast.If):
            self.emit(f"if ({self.truth(s.test)}) {{")
            self.ind += 1
            self.body(s.body)
            self.ind -= 1
            if s.orelse:
                self.emit("} else {")
                self.ind += 1
                self.body(s.orelse)
                self.ind -= 1
            self.emit("}")
            return
        if isinstance(s, ast.For):
            if s.orelse or not isinstance(s.target, ast.Name):
                raise NotC("for form")
            it = s.iter
            if not (isinstance(it, ast.Call) and _dotted(it.func) == "range" and 1 <= len(it.args) <= 2):
                raise NotC("for over other than range(a[, b])")
            lo = self.cast(it.args[0], "i64") if len(it.args) == 2 else "0"
            hi = self.cast(it.args[-1], "i64")
            v = "v_" + s.target.id
            n = f"_hi{len(self.lines)}"
            self.emit(f"{{ i64 {n} = {hi}; for ({v} = {lo}; {v} < {n}; {v}++) {{")
            self.ind += 1
            self.body(s.body)
            self.ind -= 1
            self.emit("} }")
            return
        if isinstance(s, ast.While):
            if s.orelse:
                raise NotC("while-else")
            t = self.typeof(s.test)
            cond = self.expr(s.test) if t == "bool" else f"({self.expr(s.test)} != 0)"
            self.emit(f"while ({cond}) {{")
            self.ind += 1
            self.body(s.body)
            self.ind -= 1
            self.emit("}")
            return
        if isinstance(s, ast.Break):
            self.emit("break;")
            return
        if isinstance(s, ast.Continue):
            self.emit("continue;")
            return
        if isinstance(s, ast.Return):
            v = "INT64_C(0)" if s.value is None else self.cast(s.value, "i64")
            if self.typeof(s.value) not in ("i64", None) and s.value is not None:
                raise NotC("return of a non-int64")
            self.emit(f"{{ _ret = {v}; goto _out; }}")
            return
        raise NotC(f"statement {type(s).__name__}")

    def assign(self, tg, value) -> None:
        if isinstance(tg, ast.Tuple):
            if not (isinstance(value, ast.Call) and _dotted(value.func) in ("rt.glob", "rt.generic")):
                raise NotC("tuple assignment")
            f = _dotted(value.func)[3:]
            n = 2 if f == "glob" else 3
            if len(tg.elts) != n:
                raise NotC(f"rt.{f} unpacked into {len(tg.elts)}")
            arrs = _ARRAY_ARGS[f]
            args = []
            for k, a in enumerate(value.args):
                ta = self.typeof(a)
                if k in arrs:
                    if not isinstance(a, ast.Name) or not isinstance(ta, Arr):
                        raise NotC(f"rt.{f} array operand")
                    want = {0: "uint64", 1: "uint64", 2: "bool"}[arrs.index(k)]
                    if ta.elem != want or ta.d1 is not None:
                        raise NotC(f"rt.{f} array of {ta.elem}")
                    args.append("v_" + a.id)
                    if k == arrs[0]:
                        args.append(self.extent(a.id))
                else:
                    if ta in ("f32", "f64") or isinstance(ta, Arr):
                        raise NotC(f"rt.{f} operand")
                    args.append(self.expr(a))
            tmps = [f"_o{k}" for k in range(n)]
            self.emit("{")
            self.emit(f"    i64 {', '.join(tmps)};")
            self.emit(f"    rt_{f}({', '.join(args)}, {', '.join('&' + t for t in tmps)});")
            for x, t in zip(tg.elts, tmps, strict=True):
                self.emit(f"    {self.lvalue(x, 'i64')} = {t};")
            self.emit("}")
            return
        if isinstance(tg, ast.Name) and isinstance(value, ast.Call) and _dotted(value.func) in (
            "np.empty", "np.zeros", "np.full"
        ):
            return self.alloc(tg.id, value)
        t = self.typeof(tg) if not isinstance(tg, ast.Name) else self.locals.get(tg.id, self.env.get(tg.id))
        if t is None:
            raise NotC(f"untyped target {ast.unparse(tg)}")
        if isinstance(t, Arr):
            raise NotC("array assignment")
        vt = self.typeof(value)
        if vt in ("f32", "f64") and t not in ("f32", "f64"):
            raise NotC("float stored to an integer")
        if vt == "bool" and t not in ("bool",) and not (isinstance(tg, ast.Subscript)):
            raise NotC("bool stored to a number")
        lv = self.lvalue(tg, t)
        if isinstance(tg, ast.Subscript):  # numpy's store: a cast to the element type
            self.emit(f"{lv} = {self.expr(value)};")
        else:
            self.emit(f"{lv} = {self.cast(value, t)};")

    def lvalue(self, tg, t) -> str:
        if isinstance(tg, ast.Name):
            if tg.id not in self.locals and tg.id not in self.env:
                self.declare(tg.id, t)
            return "v_" + tg.id
        if isinstance(tg, ast.Subscript):
            return self.element(tg)
        raise NotC("assignment target")

    def alloc(self, name: str, call) -> None:
        t = self.locals.get(name)
        if not isinstance(t, Arr):
            raise NotC(f"array {name}")
        f = _dotted(call.func)[3:]
        shape = call.args[0]
        dims = shape.elts if isinstance(shape, ast.Tuple) else [shape]
        cd = [self.cast(x, "i64") for x in dims]
        ce = _ELEM[t.elem][0]
        v = "v_" + name
        if v in self.arrays:
            raise NotC(f"array {name} allocated twice")
        self.arrays.append(v)
        self.emit(f"{name}_n = {cd[0]};")
        total = f"{name}_n"
        if len(cd) == 2:
            self.emit(f"{name}_d1 = {cd[1]};")
            total = f"{name}_n * {name}_d1"
        n = f"(size_t)({total} > 0 ? {total} : 1)"
        self.emit(f"{v} = ({ce} *)rt_alloc({n} * sizeof({ce}), {int(f == 'zeros')});")
        self.emit(f"if (!{v}) {{ _ret = INT64_C(-1); goto _out; }}")
        if f == "full":
            fill = call.args[1]
            self.emit(f"for (i64 _k = 0; _k < {total}; _k++) {v}[_k] = ({ce}){self.expr(fill)};")

    def render(self) -> str:
        self.infer()
        self.body(self.fn.body)
        params = []
        for p in self.params:
            t = self.env[p]
            if isinstance(t, Arr):
                params.append(f"{_ELEM[t.elem][0]} *restrict_{p}".replace("restrict_", "v_"))
                if p in self.mod.extent[self.name]:
                    params.append(f"i64 {p}_n")
                if t.d1 is not None:
                    params.append(f"i64 {p}_d1")
            else:
                params.append(f"{_CT[t]} v_{p}")
        decl = []
        for n, t in self.locals.items():
            if n in self.is_param:
                continue
            if isinstance(t, Arr):
                decl.append(f"    {_ELEM[t.elem][0]} *v_{n} = NULL; i64 {n}_n = 0; i64 {n}_d1 = 0;")
            else:
                decl.append(f"    {_CT[t]} v_{n} = 0;")
        # a region's blocks (called once per block execution, not per lane) keep their own registers:
        # inlined into the scheduler, their lane loops spilled its pointers and counters
        attr = "__attribute__((noinline)) " if self.unit.entry not in (None, self.name) else ""
        head = f"static {attr}i64 {self.cname}({', '.join(params)}) {{"
        frees = [f"    rt_free({a});" for a in self.arrays]
        tail = ["    _ret = 0;", "_out:", *frees, "    return _ret;", "}"]
        return "\n".join([head, "    i64 _ret = 0;", *decl, *self.lines, *tail]) + "\n"


def _load(tg):
    """A target as the expression reading it (for augmented assignment)."""
    if isinstance(tg, ast.Name):
        return ast.Name(id=tg.id, ctx=ast.Load())
    if isinstance(tg, ast.Subscript):
        return ast.Subscript(value=tg.value, slice=tg.slice, ctx=ast.Load())
    raise NotC("augmented target")


class Unit:
    """The C of one entry function for one signature, with the functions it calls."""

    def __init__(self, mod: Module, prefix: str = "f") -> None:
        self.mod = mod
        self.prefix = prefix  # of the C names (several units share a library: prebuild)
        self.done: dict[tuple, str] = {}  # (function, types) -> C name
        self.order: list[str] = []  # C functions, callees first
        self.entry: str | None = None  # the function the library exports

    def func(self, name: str, types: list) -> str:
        key = (name, tuple(t if not isinstance(t, Arr) else ("arr", t.elem, t.d1 is not None) for t in types))
        cname = self.done.get(key)
        if cname is not None:
            return cname
        cname = f"{self.prefix}_{name}_{len(self.done)}"
        self.done[key] = cname
        norm = [t if not isinstance(t, Arr) else ("arr", t.elem, t.d1 is not None) for t in types]
        self.order.append(Func(self.mod, name, norm, cname, self).render())
        return cname

    def call(self, caller: Func, e) -> str:
        name = e.func.id
        types = [caller.typeof(a) for a in e.args]
        if any(t is None for t in types) or e.keywords:
            raise NotC(f"call of {name}")
        for a, t in zip(e.args, types, strict=True):
            if isinstance(t, Arr) and not isinstance(a, ast.Name):
                raise NotC("array expression passed")
        cname = self.func(name, types)
        callee = self.mod.funcs[name]
        args = []
        for a, t, p in zip(e.args, types, (x.arg for x in callee.args.args), strict=True):
            if isinstance(t, Arr):
                args.append("v_" + a.id)
                if p in self.mod.extent[name]:
                    args.append(caller.extent(a.id))
                if t.d1 is not None:
                    args.append(t.d1)
            else:
                args.append(self.cast_arg(caller, a, t))
        return f"{cname}({', '.join(args)})"

    @staticmethod
    def cast_arg(caller: Func, a, t) -> str:
        return caller.expr(a)


def translate(text: str, name: str, types: list, mod: Module | None = None, tag: str = "") -> str:
    """The C source of `name` in generated module `text` for argument types `types` (_arg_type's),
    exported as `entry<tag>`: the same parameters, arrays as pointers followed by their extents
    where the function reads them (and a 2-d array's second extent); and `entry_v<tag>`, the same
    taking every argument as one 64-bit word (the trampoline's)."""
    return _rt_source() + "\n" + translate_part(text, name, types, mod, tag)


def translate_part(text: str, name: str, types: list, mod: Module | None = None, tag: str = "") -> str:
    """`translate` without the helpers (several functions share them in one library)."""
    mod = mod or Module(text)
    if name not in mod.funcs:
        raise NotC(f"no function {name}")
    u = Unit(mod, f"f{tag}")
    u.entry = name
    cname = u.func(name, types)
    fn = mod.funcs[name]
    params, args = [], []
    for p, t in zip((x.arg for x in fn.args.args), types, strict=True):
        if isinstance(t, tuple):
            ce = _ELEM[t[1]][0]
            params.append(f"{ce} *v_{p}")
            args.append(f"v_{p}")
            if p in mod.extent[name]:
                params.append(f"i64 {p}_n")
                args.append(f"{p}_n")
            if t[2]:
                params.append(f"i64 {p}_d1")
                args.append(f"{p}_d1")
        else:
            params.append(f"{_CT[t]} v_{p}")
            args.append(f"v_{p}")
    protos = []
    for src in u.order:
        protos.append(src.split("{", 1)[0].rstrip() + ";")
    entry = f"i64 entry{tag}({', '.join(params)}) {{ return {cname}({', '.join(args)}); }}\n"
    # the same for the trampoline (_call.c): every argument one 64-bit word
    words = []
    for k, prm in enumerate(params):
        ct = prm[: prm.index("*") + 1] if "*" in prm else prm.rsplit(" ", 1)[0]
        words.append(f"({ct})(uintptr_t)a[{k}]" if "*" in ct else f"({ct})a[{k}]")
    entry += f"i64 entry_v{tag}(const u64 *a) {{ return {cname}({', '.join(words)}); }}\n"
    return "\n".join(protos) + "\n\n" + "\n".join(u.order) + "\n" + entry


# -- building and loading -----------------------------------------------------------------------------
def build(csrc: str, out: Path) -> None:
    """Compile `csrc` into the shared library `out` (written atomically)."""
    _build_lib(csrc, out, cflags())


def _build_lib(csrc: str, out: Path, flags: list[str], libs: tuple | list = ()) -> None:
    cc = compiler()
    if cc is None:
        raise NotC("no C compiler")
    out.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=out.parent, prefix=".cc") as tmp:
        src = Path(tmp) / "f.c"
        src.write_text(csrc)
        part = Path(tmp) / "f.so"
        r = subprocess.run([cc, *flags, "-o", str(part), str(src), *libs], capture_output=True, text=True)
        if r.returncode != 0:
            raise NotC(f"{cc} refused the translation: {r.stderr.strip()[:2000]}")
        os.replace(part, out)


def _ctype(t):
    if isinstance(t, tuple):
        return ctypes.c_void_p
    return {"i64": ctypes.c_int64, "u64": ctypes.c_uint64, "bool": ctypes.c_bool}[t]


class NativeFn:
    """A generated function called as numba's dispatcher would be: built for each signature on its
    first call (or `compile`), loaded from the cache where an earlier process built it. Where it
    cannot be built the call returns -1 without doing anything (the route's phases and regions
    then give the work to the interpreter)."""

    native = True

    def __init__(self, text: str, name: str, stem: str, directory: Path, mod_cache: list) -> None:
        self.text = text
        self.name = name
        self.stem = stem  # the generated module's file stem (its hash)
        self.dir = directory
        self._mod = mod_cache  # [Module] shared by the module's functions, parsed on first need
        self.calls: dict[tuple, object] = {}  # signature -> callable
        self.failed: dict[tuple, str] = {}
        self._prebuilt: set[tuple] = set()  # built by `prebuild`, not loaded yet

    def _arity(self) -> int:
        for line in self.text.splitlines():
            if line.startswith(f"def {self.name}("):
                inner = line[len(self.name) + 5 : line.rindex(")")]
                return len([x for x in inner.split(",") if x.strip()])
        return -1

    @property
    def signatures(self) -> list:
        return list(self.calls)

    @property
    def overloads(self) -> dict:
        return self.calls

    def signature(self, args) -> tuple:
        return tuple(_arg_type(a) for a in args)

    def _tag(self, sig: tuple) -> str:
        """The library's name part and its entry points' suffix for `sig`."""
        key = repr((self.name, sig, _source_hash(), compiler(), cflags()))
        return "_" + hashlib.sha256(key.encode()).hexdigest()[:16]

    def _path(self, sig: tuple) -> Path:
        return self.dir / f"{self.stem}.{self.name}.{self._tag(sig)[1:]}.so"

    def compile(self, sig: tuple) -> bool:
        """Machine code for `sig`: loaded from the cache, else built now. False where it cannot."""
        sig = tuple(sig)
        if sig in self.calls:
            return True
        if sig in self.failed:
            return False
        if len(sig) != self._arity():
            return False  # a signature recorded for another function (a stale hot list): not this one's
        with _lock:
            if sig in self.calls:
                return True
            path = self._path(sig)
            try:
                if not path.exists():
                    t0 = time.perf_counter()
                    c0 = _children_cpu()
                    if not self._mod:
                        self._mod.append(Module(self.text))
                    csrc = translate(self.text, self.name, list(sig), self._mod[0], self._tag(sig))
                    build(csrc, path)
                    stats["built"] += 1
                    stats["build_s"] += time.perf_counter() - t0
                    stats["build_cpu_s"] += _children_cpu() - c0
                elif sig in self._prebuilt:
                    self._prebuilt.discard(sig)
                else:
                    stats["loaded"] += 1
                    try:
                        os.utime(path)
                    except OSError:
                        pass
                if not pool(self.dir):
                    raise NotC("the scratch pool could not be built")
                lib = ctypes.CDLL(str(path))
                f = getattr(lib, "entry" + self._tag(sig))
                f.restype = ctypes.c_int64
                mod = self._mod[0] if self._mod else None
                f.argtypes = self._argtypes(sig, mod)
                self.calls[sig] = self._caller(f, sig, mod, lib)
                return True
            except NotC as e:
                stats["refused"] += 1
                self.failed[sig] = str(e)
                if strict():
                    raise
                return False

    def _argtypes(self, sig: tuple, mod) -> list:
        if mod is None:
            self._mod.append(Module(self.text))
            mod = self._mod[0]
        fn = mod.funcs[self.name]
        out = []
        for p, t in zip((x.arg for x in fn.args.args), sig, strict=True):
            out.append(_ctype(t))
            if isinstance(t, tuple):
                if p in mod.extent[self.name]:
                    out.append(ctypes.c_int64)
                if t[2]:
                    out.append(ctypes.c_int64)
        return out

    def _caller(self, f, sig: tuple, mod, lib):
        """A Python function passing the arguments as the library takes them (made once per
        signature): through the trampoline (_call.c: every array's address read in C), or ctypes
        where it could not be built (each address read through numpy's ctypes, ~1.7 us)."""
        mod = mod or self._mod[0]
        fn = mod.funcs[self.name]
        tr = trampoline(self.dir)
        if tr is not None and len(sig) <= 340:  # (call.c's bound: 3 words an argument, 1024 words)
            spec = []
            for p, t in zip((x.arg for x in fn.args.args), sig, strict=True):
                if isinstance(t, tuple):
                    ext = p in mod.extent[self.name]
                    spec.append({(False, False): "p", (True, False): "n", (False, True): "d",
                                 (True, True): "N"}[(ext, t[2])])
                else:
                    spec.append({"i64": "i", "u64": "u", "bool": "b"}[t])
            addr = ctypes.cast(getattr(lib, "entry_v" + self._tag(sig)), ctypes.c_void_p).value
            code = "".join(spec).encode()
            call = tr.call

            def via(*args):
                return call(addr, code, *args)

            return via
        names = [f"x{k}" for k in range(len(sig))]
        conv = []
        for k, (p, t) in enumerate(zip((x.arg for x in fn.args.args), sig, strict=True)):
            x = names[k]
            if isinstance(t, tuple):
                conv.append(f"{x}.ctypes.data")
                if p in mod.extent[self.name]:
                    conv.append(f"{x}.shape[0]")
                if t[2]:
                    conv.append(f"{x}.shape[1]")
            else:
                conv.append(x)
        src = f"def call({', '.join(names)}):\n    return f({', '.join(conv)})\n"
        ns: dict = {"f": f}
        exec(src, ns)  # noqa: S102 - source made here from the signature
        return ns["call"]

    def __call__(self, *args):
        try:
            sig = tuple(_arg_type(a) for a in args)
        except NotC:
            return -1
        fn = self.calls.get(sig)
        if fn is None:
            if not self.compile(sig):
                return -1
            fn = self.calls[sig]
        return fn(*args)


def prebuild(calls: list) -> None:
    """Build, in one compiler run, the functions of `calls` ([(NativeFn, args)]: a block's phases
    with the arguments their first call will take) not yet built or cached. The compiler's fixed
    cost per run (~30 ms of CPU: start-up, the helpers, linking) was most of a small phase's build;
    the library is linked under each function's own name, where a later process finds it. Any
    function that does not translate is left to its call (which reports it)."""
    todo = []
    for fn, args in calls:
        if not getattr(fn, "native", False):
            return
        try:
            sig = fn.signature(args)
        except NotC:
            continue
        if sig in fn.calls or sig in fn.failed or len(sig) != fn._arity() or fn._path(sig).exists():
            continue
        todo.append((fn, sig))
    if len(todo) < 2:
        return  # built at its call
    t0, c0 = time.perf_counter(), _children_cpu()
    parts, done = [], []
    with _lock:
        for fn, sig in todo:
            if not fn._mod:
                fn._mod.append(Module(fn.text))
            try:
                parts.append(translate_part(fn.text, fn.name, list(sig), fn._mod[0], fn._tag(sig)))
            except NotC:
                continue
            done.append((fn, sig))
        if len(done) < 2:
            return
        first = done[0][0]._path(done[0][1])
        # this process's own name: forked workers prebuild the same phases at once, and one's
        # unlink of a shared joint file raced another's link (FileNotFoundError in a worker)
        joint = first.with_name(first.name[:-3] + f".{len(done)}.{os.getpid()}.so")
        try:
            build(_rt_source() + "\n" + "\n".join(parts), joint)
        except NotC:
            return  # each built at its call, which reports what the compiler said
        for fn, sig in done:
            path = fn._path(sig)
            try:
                os.link(joint, path)
            except FileExistsError:
                pass
            except OSError:
                shutil.copyfile(joint, path)
            fn._prebuilt.add(sig)
        joint.unlink(missing_ok=True)
    stats["built"] += len(done)
    stats["build_s"] += time.perf_counter() - t0
    stats["build_cpu_s"] += _children_cpu() - c0


class NativeModule:
    """The generated module's functions as NativeFn (what route.load_module gives for numba)."""

    def __init__(self, text: str, stem: str, directory: Path) -> None:
        cache: list = []
        names = [n.split("(", 1)[0][4:] for n in text.splitlines() if n.startswith("def ")]
        for n in names:
            setattr(self, n, NativeFn(text, n, stem, directory, cache))


_HASH: list = []

POOL_C = Path(__file__).with_name("c") / "pool.c"
_POOL: list = []


def pool(directory: Path) -> bool:
    """Load the scratch pool (POOL_C) into the process's global symbols, building it once into the
    route cache: the generated libraries take their scratch arrays from it."""
    if _POOL:
        return _POOL[0]
    ok = False
    try:
        tag = hashlib.sha256(repr((POOL_C.read_text(), compiler())).encode()).hexdigest()[:12]
        path = directory / f"ptxemu_native_pool_{tag}.so"
        if not path.exists():
            _build_lib(POOL_C.read_text(), path, ["-O2", "-fPIC", "-shared"])
        ctypes.CDLL(str(path), mode=ctypes.RTLD_GLOBAL)
        ok = True
    except (NotC, OSError):
        ok = False
    _POOL.append(ok)
    return ok

TRAMPOLINE_C = Path(__file__).with_name("c") / "call.c"
_TRAMP: list = []


def trampoline(directory: Path):
    """The call trampoline (TRAMPOLINE_C), built once per Python, numpy and source version into the
    route cache; None where it cannot be built (no Python headers): ctypes passes the arguments."""
    if _TRAMP:
        return _TRAMP[0]
    mod = None
    try:
        import importlib.machinery
        import importlib.util
        import sysconfig

        inc = [sysconfig.get_paths()["include"], np.get_include()]
        suffix = sysconfig.get_config_var("EXT_SUFFIX") or ".so"
        key = repr((TRAMPOLINE_C.read_text(), inc, np.__version__, suffix))
        tag = hashlib.sha256(key.encode()).hexdigest()[:12]
        path = directory / f"ptxemu_native_call_{tag}{suffix}"
        if not path.exists():
            cc = compiler()
            if cc is None or not all(Path(d).is_dir() for d in inc):
                raise NotC("no compiler or headers")
            with tempfile.TemporaryDirectory(dir=path.parent, prefix=".cc") as tmp:
                src = Path(tmp) / "call.c"
                src.write_text(TRAMPOLINE_C.read_text())
                part = Path(tmp) / "call.so"
                r = subprocess.run([cc, "-O2", "-fPIC", "-shared", *(f"-I{d}" for d in inc), "-o", str(part),
                                    str(src)], capture_output=True, text=True)
                if r.returncode != 0:
                    raise NotC(r.stderr[:500])
                os.replace(part, path)
        loader = importlib.machinery.ExtensionFileLoader("ptxemu_native_call", str(path))
        spec = importlib.util.spec_from_file_location("ptxemu_native_call", path, loader=loader)
        mod = importlib.util.module_from_spec(spec)
        loader.exec_module(mod)
    except Exception:  # noqa: BLE001 - ctypes instead
        mod = None
    _TRAMP.append(mod)
    return mod


def _source_hash() -> str:
    """This translation's version (its source and the helpers'): a library is rebuilt when it changes."""
    if not _HASH:
        text = Path(__file__).read_text() + _rt_source()
        _HASH.append(hashlib.sha256(text.encode()).hexdigest()[:12])
    return _HASH[0]
