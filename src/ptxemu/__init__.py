"""ptxemu: a bit-exact, executable model of Hopper/Blackwell low-precision PTX instructions."""

from ptxemu.api import check, launch, layout, mma, run_instruction
from ptxemu.errors import (
    PtxemuError,
    PtxError,
    PtxMemoryError,
    PtxOperandError,
    PtxRuntimeError,
    PtxSyntaxError,
    Unsupported,
)
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

__version__ = "0.1.0"


def __getattr__(name: str):
    """The front-ends, imported on first use: ptxemu.cuda (NVRTC, cupy's RawModule/RawKernel) and
    ptxemu.triton (Triton kernels on ptxemu), so that `import ptxemu` stays light."""
    if name in ("cuda", "triton"):
        import importlib

        return importlib.import_module(f"ptxemu.{name}")
    raise AttributeError(f"module 'ptxemu' has no attribute {name!r}")


__all__ = [
    "run_instruction", "mma", "check", "layout", "launch",
    "PtxemuError", "PtxError", "PtxSyntaxError", "PtxOperandError", "PtxMemoryError", "Unsupported",
    "Diagnostic", "Module", "Device", "System", "Multicast", "LaunchStats", "PtxMemoryError",
    "PtxRuntimeError",
    "encode_tensor_map_tiled", "encode_tensor_map_im2col", "encode_tensor_map_im2col_wide",
    "decode_tensor_map", "TensorMap", "TensorMapError",
]
