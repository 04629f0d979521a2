"""Example kernels shipped with the package: nvcc -O3 PTX for sm_90a (tools/truth/kernels/kernels.cu)
and one launch of it recorded on an H100, for `ptxemu run --example`."""

from __future__ import annotations

from pathlib import Path

HERE = Path(__file__).resolve().parent


def path(name: str) -> Path:
    """The file `name` among the shipped examples."""
    p = HERE / name
    if not p.exists():
        raise FileNotFoundError(
            f"no example '{name}' (have: {', '.join(sorted(x.name for x in HERE.iterdir()))})"
        )
    return p
