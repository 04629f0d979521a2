"""The parsed forms of the matrix instructions, as the arithmetic models read them: `DenseForm`
(wgmma.mma_async and mma.sync, dense and sparse) and `KindForm` (mma.sync's `.kind::*` forms).
They sit beside the one table of matrix forms they are read from (ops.mma_dense / ops.mma_kind
parse instructions into them; numerics' models take them), so numerics needs nothing from ops."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ptxemu.isa.catalogue import table


@dataclass(frozen=True)
class DenseForm:
    family: str  # "wgmma" | "mma"
    m: int
    n: int
    k: int
    atype: str
    btype: str
    ctype: str
    dtype: str
    satfinite: bool = False
    bitop: str | None = None  # b1: "and" | "xor"
    rnd: str | None = None  # f64 mma: "rn" | "rz" | "rm" | "rp"
    alayout: str = "row"
    blayout: str = "col"
    name: str = ""
    entry: Any = field(default=None, compare=False, repr=False)  # the catalogue's FormEntry
    sparse: str = ""  # "" dense; "sp" (mma.sp, wgmma.mma_async.sp) or "ordered" (.sp::ordered_metadata)

    @property
    def path(self) -> str:
        """The arithmetic path key used by numerics.models (family + input/accumulator types)."""
        ab = self.atype if self.atype == self.btype else f"{self.atype}x{self.btype}"
        if "." + self.atype in table.F8:
            ab = "fp8"
        if "." + self.atype in table.I8 + table.I4:
            ab = "int"
        return f"{self.family}.{ab}.{self.ctype}.{self.dtype}"



@dataclass(frozen=True)
class KindForm:
    """One parsed `.kind::*` mma.sync form."""

    kind: str
    m: int
    n: int
    k: int
    dtype: str
    atype: str
    btype: str
    ctype: str
    stype: str | None
    scale_vec: int | None  # number of scale columns of scale_A (= rows of scale_B); None: no scaling
    name: str

    @property
    def chunk(self) -> int:
        """How many consecutive K elements share one scale (32 for 1X/2X, 16 for 4X here)."""
        return self.k // self.scale_vec if self.scale_vec else self.k


__all__ = ["DenseForm", "KindForm"]
