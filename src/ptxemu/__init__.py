"""ptxemu: a bit-exact, executable model of Hopper/Blackwell low-precision PTX instructions."""

from __future__ import annotations

from ptxemu.errors import (
    PtxemuError,
    PtxError,
    PtxMemoryError,
    PtxOperandError,
    PtxRuntimeError,
    PtxSyntaxError,
    Unsupported,
)

__version__ = "0.1.0"

# The API's names, imported when first used (PEP 562): `import ptxemu` loads only the errors, so a
# program (or `ptxemu --help`) does not pay for numpy, the decoder and the machine until it uses them.
_LAZY = {
    "ptxemu.api": ("run_instruction", "mma", "check", "layout", "launch"),
    "ptxemu.formats.tensormap": ("TensorMap", "TensorMapError", "decode_tensor_map",
                                 "encode_tensor_map_im2col", "encode_tensor_map_im2col_wide",
                                 "encode_tensor_map_tiled"),
    "ptxemu.isa.diagnostics": ("Diagnostic",),
    "ptxemu.machine.launching.launch": ("LaunchStats", "Module"),
    "ptxemu.machine.launching.system": ("Multicast", "System"),
    "ptxemu.machine.state.memory": ("Device",),
}
_WHERE = {name: mod for mod, names in _LAZY.items() for name in names}
TYPE_CHECKING = False  # typing's constant without importing typing (type checkers read it as True)
if TYPE_CHECKING:
    from ptxemu.api import check, launch, layout, mma, run_instruction
    from ptxemu.formats.tensormap import (
        TensorMap,
        TensorMapError,
        decode_tensor_map,
        encode_tensor_map_im2col,
        encode_tensor_map_im2col_wide,
        encode_tensor_map_tiled,
    )
    from ptxemu.isa.diagnostics import Diagnostic
    from ptxemu.machine.launching.launch import LaunchStats, Module
    from ptxemu.machine.launching.system import Multicast, System
    from ptxemu.machine.state.memory import Device


def __getattr__(name: str) -> object:
    """The API's names and the front-ends (ptxemu.cuda: NVRTC, cupy's RawModule/RawKernel;
    ptxemu.triton: Triton kernels on ptxemu), imported on first use."""
    import importlib

    if name in ("cuda", "triton"):
        return importlib.import_module(f"ptxemu.{name}")
    mod = _WHERE.get(name)
    if mod is None:
        raise AttributeError(f"module 'ptxemu' has no attribute {name!r}")
    value = getattr(importlib.import_module(mod), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_WHERE) | {"cuda", "triton"})


__all__ = [
    "run_instruction", "mma", "check", "layout", "launch",
    "PtxemuError", "PtxError", "PtxSyntaxError", "PtxOperandError", "PtxMemoryError", "Unsupported",
    "Diagnostic", "Module", "Device", "System", "Multicast", "LaunchStats", "PtxMemoryError",
    "PtxRuntimeError",
    "encode_tensor_map_tiled", "encode_tensor_map_im2col", "encode_tensor_map_im2col_wide",
    "decode_tensor_map", "TensorMap", "TensorMapError",
]
