"""pytest harness for Triton's own language unit tests (python/test/unit/language/test_core.py of the
Triton release in use, fetched beside this file; never committed), run twice with the same test
selection: on the H100 as Triton's CI runs them (`--device cuda`), and on the CPU with ptxemu as
Triton's GPU (`PTXEMU_TRITON=sm_90a ... --device cpu`).

Under ptxemu the tests' torch tensors are CPU tensors, so the few places where the tests ask torch
about its CUDA device are answered for the emulated GPU (an H100: capability 9.0), and the tests'
"only on cuda" guards (check_cuda_or_hip, check_type_supported) treat the emulated device as cuda.
Nothing in a test's kernel, inputs or comparison is changed.
"""

from __future__ import annotations

import contextlib
import os
import tempfile

import pytest

EMULATED = bool(os.environ.get("PTXEMU_TRITON"))

if EMULATED:
    import torch

    import ptxemu.triton

    # test_atomic_cas passes one lock through 2,000 CTAs: ~2.5e9 thread-instructions of spinning,
    # past ptxemu's default 2e9 guard against endless loops
    ptxemu.triton.activate(os.environ["PTXEMU_TRITON"], budget=10**10)
    _CC = {"sm_90a": (9, 0), "sm_100a": (10, 0), "sm_120a": (12, 0)}[os.environ["PTXEMU_TRITON"]]
    _NAME = {(9, 0): "NVIDIA H100 80GB HBM3", (10, 0): "NVIDIA B200", (12, 0): "NVIDIA GeForce RTX 5090"}[_CC]
    torch.cuda.get_device_capability = lambda device=None: _CC
    torch.cuda.get_device_name = lambda device=None: _NAME
    torch.cuda.synchronize = lambda device=None: None
    torch.cuda.device = lambda device=None: contextlib.nullcontext()  # `with torch.cuda.device(i):`

    import triton._internal_testing as _it

    _it.default_alloc_fn = lambda size, align, stream: torch.empty(size, dtype=torch.int8)


def pytest_configure(config):
    config.addinivalue_line("markers", "interpreter: indicate whether interpreter supports the test")


def pytest_addoption(parser):
    parser.addoption("--device", action="store", default="cuda")
    parser.addoption("--ids", action="store", default=None, help="run only the node ids in this file")
    parser.addoption("--outcomes", action="store", default=None,
                     help="append 'outcome<TAB>node id<TAB>reason<TAB>seconds' per test as it ends")


def pytest_collection_modifyitems(session, config, items):
    ids_file = config.getoption("--ids")
    if ids_file:
        keep = {line.strip() for line in open(ids_file) if line.strip()}
        chosen = [it for it in items if it.nodeid in keep]
        config.hook.pytest_deselected(items=[it for it in items if it.nodeid not in keep])
        items[:] = chosen
    if not EMULATED:
        return
    mods = {item.module for item in items}
    for mod in mods:
        if hasattr(mod, "check_cuda_or_hip"):
            mod.check_cuda_or_hip = lambda device: None
        if hasattr(mod, "check_type_supported"):
            orig = mod.check_type_supported
            mod.check_type_supported = lambda dtype, device, _o=orig: _o(dtype, "cuda")


def pytest_runtest_logreport(report):
    # one line per test as it ends (a run cut short by a time limit keeps what it finished)
    path = _OUTCOMES[0]
    if not path:
        return
    if report.when == "call" or (report.when == "setup" and report.outcome != "passed"):
        reason = ""
        if report.outcome == "skipped" and isinstance(report.longrepr, tuple):
            reason = report.longrepr[2]
        elif report.outcome == "failed":
            crash = getattr(report.longrepr, "reprcrash", None)
            reason = crash.message if crash is not None else str(report.longrepr)
        reason = " ".join(str(reason).split())[:400]
        with open(path, "a") as f:
            f.write(f"{report.outcome}\t{report.nodeid}\t{reason}\t{report.duration:.2f}\n")


_OUTCOMES: list = [None]


def pytest_sessionstart(session):
    if not hasattr(session.config, "workerinput"):  # under xdist the controller alone writes
        _OUTCOMES[0] = session.config.getoption("--outcomes")


@pytest.fixture
def device(request):
    return request.config.getoption("--device")


@pytest.fixture
def fresh_triton_cache():
    with tempfile.TemporaryDirectory() as tmpdir:
        from triton import knobs

        with knobs.cache.scope(), knobs.runtime.scope():
            knobs.cache.dir = tmpdir
            yield tmpdir


@pytest.fixture
def fresh_knobs():
    from triton._internal_testing import _fresh_knobs_impl

    fresh_function, reset_function = _fresh_knobs_impl()
    try:
        yield fresh_function()
    finally:
        reset_function()


@pytest.fixture
def fresh_knobs_except_libraries():
    from triton._internal_testing import _fresh_knobs_impl

    fresh_function, reset_function = _fresh_knobs_impl(skipped_attr={"build", "nvidia", "amd"})
    try:
        yield fresh_function()
    finally:
        reset_function()


@pytest.fixture
def with_allocator():
    from triton._internal_testing import default_alloc_fn
    from triton.runtime._allocation import NullAllocator

    import triton

    triton.set_allocator(default_alloc_fn)
    try:
        yield
    finally:
        triton.set_allocator(NullAllocator())
