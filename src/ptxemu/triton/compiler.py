"""The compiler half of ptxemu's Triton backend entry point (`triton.backends`: ptxemu).

Triton discovers a backend as a package with a `compiler` and a `driver` module. ptxemu brings only a
driver (ptxemu.triton.driver: active when PTXEMU_TRITON names a target); compiling stays with Triton's
own NVIDIA backend, so this backend supports no target and is never asked to compile.
"""

from __future__ import annotations

from triton.backends.compiler import BaseBackend


class PtxemuNoCompiler(BaseBackend):
    @staticmethod
    def supports_target(target) -> bool:
        return False  # Triton's NVIDIA backend compiles for ptxemu's targets

    def hash(self) -> str:
        return "ptxemu-no-compiler"

    def parse_options(self, options: dict):
        raise NotImplementedError("ptxemu compiles with Triton's NVIDIA backend")

    def add_stages(self, stages: dict, options, language=None) -> None:
        raise NotImplementedError("ptxemu compiles with Triton's NVIDIA backend")

    def load_dialects(self, context) -> None:
        raise NotImplementedError("ptxemu compiles with Triton's NVIDIA backend")

    def get_module_map(self) -> dict:
        raise NotImplementedError("ptxemu compiles with Triton's NVIDIA backend")
