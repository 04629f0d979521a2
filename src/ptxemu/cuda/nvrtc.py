"""NVRTC through ctypes: CUDA C++ source to PTX, no GPU and no compiler toolkit needed.

libnvrtc comes from `pip install 'ptxemu[cuda]'` (the nvidia-cuda-nvrtc wheel), a CUDA toolkit
(CUDA_HOME / CUDA_PATH / /usr/local/cuda) or PTXEMU_NVRTC (the library's path). CUDA's headers
(cuda_fp16.h, cuda_bf16.h, cuda_fp8.h, cuda_fp4.h, cooperative_groups.h, mma.h ...) come from the
nvidia-cuda-runtime wheel or the toolkit, CCCL's (cuda/std, cub) from nvidia-cuda-cccl or the
toolkit; PTXEMU_CUDA_INCLUDE adds directories before them. NVRTC has no C++ standard library, so
the small <cstdint>/<cstdio>/<cstddef> this package ships (ptxemu/cuda/include) stand in for the
host compiler's, as kernels compiled by nvcc include them.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import functools
import os
import re
from dataclasses import dataclass
from pathlib import Path

from ptxemu.errors import PtxemuError

SHIMS = Path(__file__).resolve().parent / "include"
TARGETS = ("sm_90a", "sm_100a", "sm_120a")  # what ptxemu models; others compile but are not checked


class NvrtcNotFound(PtxemuError):
    """No libnvrtc: install it with `pip install 'ptxemu[cuda]'` (or set PTXEMU_NVRTC)."""


class CompileError(PtxemuError):
    """NVRTC refused the source: `log` is NVRTC's log, whole; `options` what it was given."""

    def __init__(self, log: str, options: list[str], name: str = "kernel.cu") -> None:
        self.log = log
        self.options = options
        super().__init__(f"NVRTC could not compile {name} ({' '.join(options)}):\n{log.rstrip()}")


def _nvidia_dirs() -> list[Path]:
    """The roots of the nvidia-* wheels' files (site-packages/nvidia/cu13, .../cu12 layouts)."""
    import importlib.util

    spec = importlib.util.find_spec("nvidia")
    if spec is None or not spec.submodule_search_locations:
        return []
    out: list[Path] = []
    for loc in spec.submodule_search_locations:
        p = Path(loc)
        out += [p / "cu13", p / "cuda_nvrtc", p / "cuda_runtime", p / "cuda_cccl"]
    return [p for p in out if p.is_dir()]


def _toolkits() -> list[Path]:
    roots = [os.environ.get("CUDA_HOME"), os.environ.get("CUDA_PATH"), "/usr/local/cuda"]
    return [Path(r) for r in roots if r and Path(r).is_dir()]


@functools.cache
def library_path() -> str:
    """Where libnvrtc is (raises NvrtcNotFound)."""
    env = os.environ.get("PTXEMU_NVRTC")
    if env:
        if not Path(env).exists():
            raise NvrtcNotFound(f"PTXEMU_NVRTC={env} does not exist")
        return env
    cands: list[Path] = []
    for d in _nvidia_dirs():
        cands += sorted((d / "lib").glob("libnvrtc.so.*[0-9]"), reverse=True)
    for t in _toolkits():
        cands += sorted((t / "lib64").glob("libnvrtc.so*"), reverse=True)
    for c in cands:
        if c.name.startswith("libnvrtc.so") and "builtins" not in c.name:
            return str(c)
    found = ctypes.util.find_library("nvrtc")
    if found:
        return found
    raise NvrtcNotFound(
        "libnvrtc was not found: `pip install 'ptxemu[cuda]'` (nvidia-cuda-nvrtc), or set CUDA_HOME or "
        "PTXEMU_NVRTC to a CUDA toolkit's / the library's path"
    )


@functools.cache
def _lib() -> ctypes.CDLL:
    lib = ctypes.CDLL(library_path())
    vp, sz = ctypes.c_void_p, ctypes.c_size_t
    sig = {
        "nvrtcVersion": [ctypes.POINTER(ctypes.c_int)] * 2,
        "nvrtcCreateProgram": [ctypes.POINTER(vp), ctypes.c_char_p, ctypes.c_char_p, ctypes.c_int,
                               ctypes.POINTER(ctypes.c_char_p), ctypes.POINTER(ctypes.c_char_p)],
        "nvrtcDestroyProgram": [ctypes.POINTER(vp)],
        "nvrtcCompileProgram": [vp, ctypes.c_int, ctypes.POINTER(ctypes.c_char_p)],
        "nvrtcGetPTXSize": [vp, ctypes.POINTER(sz)],
        "nvrtcGetPTX": [vp, ctypes.c_char_p],
        "nvrtcGetProgramLogSize": [vp, ctypes.POINTER(sz)],
        "nvrtcGetProgramLog": [vp, ctypes.c_char_p],
        "nvrtcAddNameExpression": [vp, ctypes.c_char_p],
        "nvrtcGetLoweredName": [vp, ctypes.c_char_p, ctypes.POINTER(ctypes.c_char_p)],
    }
    for name, args in sig.items():
        f = getattr(lib, name)
        f.argtypes = args
        f.restype = ctypes.c_int
    lib.nvrtcGetErrorString.argtypes = [ctypes.c_int]
    lib.nvrtcGetErrorString.restype = ctypes.c_char_p
    return lib


def version() -> tuple[int, int]:
    """NVRTC's (major, minor)."""
    a, b = ctypes.c_int(), ctypes.c_int()
    _check(_lib().nvrtcVersion(ctypes.byref(a), ctypes.byref(b)), "nvrtcVersion")
    return a.value, b.value


def available() -> bool:
    try:
        version()
    except (NvrtcNotFound, OSError):
        return False
    return True


def _check(rc: int, what: str) -> None:
    if rc != 0:
        msg = _lib().nvrtcGetErrorString(rc).decode()
        raise PtxemuError(f"{what} failed: {msg} ({rc})")


@functools.cache
def include_dirs() -> tuple[str, ...]:
    """CUDA's and CCCL's header directories, the env's first, then this package's stand-ins."""
    dirs: list[Path] = [Path(p) for p in os.environ.get("PTXEMU_CUDA_INCLUDE", "").split(os.pathsep) if p]
    roots = [d / "include" for d in _nvidia_dirs()] + [t / "include" for t in _toolkits()]
    for r in roots:
        if (r / "cuda_fp16.h").exists() or (r / "cuda").is_dir():
            dirs.append(r)
        if (r / "cccl").is_dir():
            dirs.append(r / "cccl")
    dirs.append(SHIMS)
    seen: list[str] = []
    for d in dirs:
        if str(d) not in seen:
            seen.append(str(d))
    return tuple(seen)


_ARCH = re.compile(r"^(?:-arch|--gpu-architecture)(?:=|$)")


@dataclass
class Compiled:
    ptx: str
    arch: str
    options: list[str]
    log: str
    lowered: dict[str, str]  # name expression -> mangled name


def compile_source(source: str, *, options=(), arch: str | None = None, name: str = "kernel.cu",
                   name_expressions=()) -> Compiled:
    """PTX for `source` (raises CompileError with NVRTC's log). `arch` (sm_90a by default) unless
    `options` name one (-arch=sm_XX / --gpu-architecture=sm_XX); CUDA's headers are on the path."""
    opts = [str(o) for o in options]
    given = [o for o in opts if _ARCH.match(o)]
    i = 0
    while i < len(opts):  # "-arch sm_90a" as two options
        if opts[i] in ("-arch", "--gpu-architecture") and i + 1 < len(opts):
            given.append(opts[i] + "=" + opts[i + 1])
            opts[i : i + 2] = [opts[i] + "=" + opts[i + 1]]
        i += 1
    if given:
        chosen = given[-1].split("=", 1)[1]
        if arch is not None and chosen != arch:
            raise PtxemuError(f"arch={arch!r} and the option {given[-1]!r} disagree")
        arch = chosen
    else:
        arch = arch or "sm_90a"
        opts.append(f"-arch={arch}")
    if arch.startswith("compute_"):
        raise PtxemuError(f"{arch}: name a GPU (sm_90a, sm_100a, sm_120a); ptxemu runs PTX for one")
    opts += [f"-I{d}" for d in include_dirs()]
    lib = _lib()
    prog = ctypes.c_void_p()
    _check(lib.nvrtcCreateProgram(ctypes.byref(prog), source.encode(), name.encode(), 0, None, None),
           "nvrtcCreateProgram")
    try:
        exprs = [str(e) for e in name_expressions]
        for e in exprs:
            _check(lib.nvrtcAddNameExpression(prog, e.encode()), f"nvrtcAddNameExpression({e!r})")
        arr = (ctypes.c_char_p * len(opts))(*[o.encode() for o in opts])
        rc = lib.nvrtcCompileProgram(prog, len(opts), arr)
        n = ctypes.c_size_t()
        _check(lib.nvrtcGetProgramLogSize(prog, ctypes.byref(n)), "nvrtcGetProgramLogSize")
        buf = ctypes.create_string_buffer(n.value)
        _check(lib.nvrtcGetProgramLog(prog, buf), "nvrtcGetProgramLog")
        log = buf.value.decode(errors="replace")
        shown = [o for o in opts if not o.startswith("-I")]
        if rc != 0:
            raise CompileError(log or lib.nvrtcGetErrorString(rc).decode(), shown, name)
        _check(lib.nvrtcGetPTXSize(prog, ctypes.byref(n)), "nvrtcGetPTXSize")
        buf = ctypes.create_string_buffer(n.value)
        _check(lib.nvrtcGetPTX(prog, buf), "nvrtcGetPTX")
        lowered = {}
        for e in exprs:
            p = ctypes.c_char_p()
            _check(lib.nvrtcGetLoweredName(prog, e.encode(), ctypes.byref(p)), f"nvrtcGetLoweredName({e!r})")
            lowered[e] = p.value.decode()
        return Compiled(buf.value.decode(), arch, shown, log, lowered)
    finally:
        lib.nvrtcDestroyProgram(ctypes.byref(prog))


__all__ = ["CompileError", "Compiled", "NvrtcNotFound", "available", "compile_source", "include_dirs",
           "library_path", "version"]
