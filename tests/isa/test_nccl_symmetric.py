"""NCCL's symmetric-memory collective kernels (its NVLS multimem paths, tests/data/multimem/nccl,
README there) check clean, as ptxas 13.5 accepts them: AllGather, AllReduce and ReduceScatter
modules for sm_90a and sm_100a, including the fp8 `.acc::f16` ld_reduce forms (issue 18)."""

from __future__ import annotations

import gzip
import re
from pathlib import Path

import pytest

import ptxemu

DATA = Path(__file__).resolve().parents[1] / "data" / "multimem" / "nccl"
MODULES = sorted(p.name[: -len(".ptx.gz")] for p in DATA.glob("*.ptx.gz"))


def test_the_modules_are_there():
    assert len(MODULES) == 7


@pytest.mark.parametrize("name", MODULES)
def test_nccl_symmetric_module_checks_clean(name):
    text = gzip.decompress((DATA / f"{name}.ptx.gz").read_bytes()).decode()
    target = name.rsplit(".", 1)[1]
    assert len(re.findall(r"\bmultimem\.", text)) >= 10  # the NVLS paths are in the module
    errors = [d for d in ptxemu.check(text, target=target) if d.severity == "error"]
    assert not errors, errors[:3]
