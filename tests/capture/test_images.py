"""Reading the PTX out of the images the driver loads: a fatbinary nvcc wrote (zstd-compressed PTX
entries), checked against what `nvcc -ptx` wrote for the same source (tests/data/captures/nvcc)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from ptxemu.capture import images

DATA = Path(__file__).parents[1] / "data" / "captures" / "nvcc"


def _norm(ptx: str) -> list[str]:
    """PTX without comments, blank lines and whitespace differences (nvcc strips the first two and
    turns tabs into spaces in the copy it embeds)."""
    lines = (re.sub(r"\s+", " ", re.sub(r"//.*", "", x)).strip() for x in ptx.splitlines())
    return [x for x in lines if x]


@pytest.fixture(scope="module")
def fatbin() -> bytes:
    return (DATA / "cuda_kernels.sm_90a.fatbin").read_bytes()


def test_entries(fatbin):
    es = images.fatbin_entries(fatbin)
    assert [(e.kind, e.arch, e.compression) for e in es] == [
        (1, "compute_90", "zstd"), (2, "sm_90a", "none"), (1, "compute_90a", "zstd")]
    assert es[1].payload[:4] == b"\x7fELF"


def test_ptx_is_nvccs(fatbin):
    try:
        found = images.find_ptx(fatbin, "_Z10atomic_sumPKfPfi", cc=(9, 0))
    except images.ImageError as e:  # no zstd reader on this machine
        pytest.skip(str(e))
    assert found.source == "fatbinary PTX entry compute_90a, zstd-compressed"
    assert _norm(found.ptx) == _norm((DATA / "cuda_kernels.nvcc.ptx").read_text())
    # a GPU of another compute capability gets the portable compute_90 entry
    other = images.find_ptx(fatbin, None, cc=(10, 0))
    assert ".target sm_90\n" in other.ptx and other.source.startswith("fatbinary PTX entry compute_90,")


def test_other_images():
    assert images.find_ptx(b".version 8.0\n.target sm_90\n\0junk").ptx == ".version 8.0\n.target sm_90\n"
    sass = images.find_ptx(b"\x7fELF" + bytes(60))
    assert sass.ptx is None and "SASS only" in sass.source


def test_sass_only_fatbin(fatbin):
    es = images.fatbin_entries(fatbin)
    # the same container with its PTX entries dropped: what a SASS-only build gives
    import struct

    start = 16
    keep = b""
    p = start
    for e in es:
        ehs, psize = struct.unpack_from("<IQ", fatbin, p + 4)
        if e.kind == images.KIND_ELF:
            keep += fatbin[p : p + ehs + psize]
        p += ehs + psize
    sass_only = struct.pack("<IHHQ", images.FATBIN_MAGIC, 1, 16, len(keep)) + keep
    found = images.find_ptx(sass_only, "_Z10atomic_sumPKfPfi", cc=(9, 0))
    assert found.ptx is None and found.source == "the fatbinary holds SASS only (sm_90a), no PTX"


def test_truncated_container_is_an_error(fatbin):
    with pytest.raises(images.ImageError, match="runs past the image"):
        images.fatbin_entries(fatbin[:1000])


def test_lz4_block():
    # a literal run then a back-reference that overlaps its own output (offset 1: one byte repeated)
    block = bytes([0x1F, ord("a"), 1, 0, 0x0B]) + bytes([0x50]) + b"bcdef"
    # token 0x1F: 1 literal 'a', match length 15+0x0B+4 = 30 at offset 1; then 5 literals
    assert images._lz4_block(block, 36) == b"a" * 31 + b"bcdef"


def test_ptx_from_a_loaded_file(fatbin, tmp_path):
    """A launch whose module load was not seen: its PTX from the fatbinary inside the executable."""
    exe = tmp_path / "prog"
    exe.write_bytes(b"\x7fELF" + bytes(5000) + fatbin + bytes(300))
    try:
        found = images.find_ptx_in_files([str(tmp_path / "absent"), str(exe)], "_Z9scale_addfPKfPfi", (9, 0))
    except images.ImageError as e:
        pytest.skip(str(e))
    assert found.source == f"fatbinary PTX entry compute_90a, zstd-compressed, in {exe}"
    assert _norm(found.ptx) == _norm((DATA / "cuda_kernels.nvcc.ptx").read_text())
    assert images.find_ptx_in_files([str(exe)], "_Z7missingv") is None


def _names(ptx: str) -> tuple[set[str], set[str]]:
    funcs = set(re.findall(r"\.func\s+(?:\([^)]*\)\s*)?(\w+)", ptx))
    return images.ptx_entries(ptx), funcs


def test_prune_keeps_the_kernel_and_what_it_calls():
    """nvcc's PTX of three kernels and three device functions (tools/truth/capture/prune_example.cu):
    each kernel keeps exactly the functions its call graph reaches and the variables it names, and
    ptxemu still reads it."""
    import ptxemu

    ptx = (DATA / "prune_example.ptx").read_text()
    cases = {
        "_Z10uses_outerPf": {"_Z5outerf", "_Z4leaff", "_Z5twicef"},
        "_Z10uses_twicePf": {"_Z5twicef"},
        "_Z6printsPf": {"vprintf"},
    }
    for kernel, funcs in cases.items():
        pruned = images.prune_ptx(ptx, kernel)
        assert _names(pruned) == ({kernel}, funcs)
        # the printf format string, a module variable, goes with the kernel that names it
        assert ("$str[4]" in pruned) == (kernel == "_Z6printsPf")
        assert pruned.lstrip().split("\n")[0].startswith("//") and ".target sm_90a" in pruned
        ptxemu.Module(pruned).kernel(kernel)
    assert images.prune_ptx(ptx, "_Z7absentv") == ptx


def test_ptx_for_the_gpu_a_program_was_built_for():
    """nvcc's fatbinary of tools/truth/capture/fp4_blackwell.cu, built for compute_90a and
    compute_100a (-fatbin, CUDA 13.0): `--as sm_100a` takes the Blackwell entry, whose to_fp4 holds
    the sm_100a conversion instruction; the H100 takes compute_90a (cuda_fp4.h's software path)."""
    fb = (DATA / "fp4_blackwell.fatbin").read_bytes()
    try:
        blackwell = images.find_ptx(fb, "_Z6to_fp4PK6float2Phi", cc=(10, 0))
    except images.ImageError as e:  # no zstd reader on this machine
        pytest.skip(str(e))
    assert blackwell.source == "fatbinary PTX entry compute_100a, zstd-compressed"
    assert ".target sm_100a" in blackwell.ptx and "cvt.rn.satfinite.e2m1x2.f32" in blackwell.ptx
    hopper = images.find_ptx(fb, "_Z6to_fp4PK6float2Phi", cc=(9, 0))
    assert hopper.source == "fatbinary PTX entry compute_90a, zstd-compressed"
    assert "e2m1x2" not in hopper.ptx


def test_no_ptx_for_this_gpu(fatbin):
    """A GPU older than every PTX entry ran the image's SASS (or nothing): the nearest later PTX,
    portable before arch-specific, said so."""
    found = images.find_ptx(fatbin, None, cc=(8, 0))
    assert found.source == ("fatbinary PTX entry compute_90, zstd-compressed; the fatbinary has no PTX for "
                            "sm_80 (the GPU ran its SASS): this PTX is for another GPU, compiled from the "
                            "same source")
