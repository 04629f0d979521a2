"""numpy arrays (and objects with `__array_interface__`) as arguments of `kernel[grid](...)`.

Triton specialises a pointer argument on anything with `data_ptr()` and a torch or Triton `dtype`,
which numpy arrays are not. While ptxemu is Triton's driver, a JITFunction's `run` sees each such
argument as a torch tensor over the same memory (`torch.from_numpy`: no copy, the array's strides
and alignment kept), so the kernel reads the array where it lies and its results land in it, as
for a torch CPU tensor. numpy dtypes torch lacks come through ml_dtypes' bfloat16 and float8 types
(viewed as torch's own); a reversed (negative-stride) view, which torch cannot describe, is an
error naming the argument.
"""

from __future__ import annotations

import functools
import warnings
from typing import Any

import numpy as np

from ptxemu.errors import PtxOperandError

# ml_dtypes' names -> torch's dtypes of the same codes
_TORCH_NAMES = {"bfloat16": "bfloat16", "float8_e4m3fn": "float8_e4m3fn", "float8_e5m2": "float8_e5m2",
                "float8_e4m3fnuz": "float8_e4m3fnuz", "float8_e5m2fnuz": "float8_e5m2fnuz",
                "float8_e8m0fnu": "float8_e8m0fnu"}
_UINT = {1: np.uint8, 2: np.int16, 4: np.int32, 8: np.int64}


def as_tensor(a: Any, what: str = "an argument") -> Any:
    """`a` as a torch CPU tensor over its own memory when it is a numpy array (or exposes
    `__array_interface__` and is not a tensor already); anything else unchanged."""
    import torch

    if isinstance(a, torch.Tensor) or isinstance(a, (np.generic, bool, int, float)) or a is None:
        return a
    if not isinstance(a, np.ndarray):
        if not hasattr(a, "__array_interface__") or hasattr(a, "data_ptr"):
            return a
        a = np.asarray(a)
    if a.ndim == 0:
        return a  # a 0-d array is a scalar, as for ptxemu.launch
    if any(s < 0 for s in a.strides):
        raise PtxOperandError(f"{what}: a numpy view with a negative stride (torch, through which Triton "
                              "reads arguments, has none); pass a copy or a positively strided view")
    name = a.dtype.name
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", UserWarning)  # from_numpy on a read-only array warns
        if name in _TORCH_NAMES:
            t = torch.from_numpy(a.view(_UINT[a.itemsize])).view(getattr(torch, _TORCH_NAMES[name]))
        else:
            try:
                t = torch.from_numpy(a)
            except TypeError as e:
                raise PtxOperandError(f"{what}: numpy dtype {a.dtype} has no torch counterpart: {e}") from e
    return t


def _wrap(run):
    @functools.wraps(run)
    def run_with_numpy(self, *args, grid, warmup, **kwargs):
        names = list(self.signature.parameters)
        args = tuple(as_tensor(a, f"argument '{names[i]}'" if i < len(names) else "an argument")
                     for i, a in enumerate(args))
        kwargs = {k: as_tensor(v, f"argument '{k}'") if k in self.signature.parameters else v
                  for k, v in kwargs.items()}
        return run(self, *args, grid=grid, warmup=warmup, **kwargs)

    run_with_numpy.__ptxemu_original__ = run
    return run_with_numpy


def install() -> None:
    from triton.runtime.jit import JITFunction

    if not hasattr(JITFunction.run, "__ptxemu_original__"):
        JITFunction.run = _wrap(JITFunction.run)


def uninstall() -> None:
    from triton.runtime.jit import JITFunction

    orig = getattr(JITFunction.run, "__ptxemu_original__", None)
    if orig is not None:
        JITFunction.run = orig
