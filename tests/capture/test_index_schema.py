"""The capture index's schema (fileformat.INDEX_SCHEMA), checked when a file opens: every capture the
H100 made opens (no refusal of a real file), damaged indexes are one line naming the file and the
field, and a bounded run of the damaged-index fuzzer (tools/fuzz/fuzz_capture.py) ends in no internal
error (before the schema: 13 of 900 mutants, seeds 1-3)."""

from __future__ import annotations

import importlib.util
import io
import json
import lzma
import sys
import zipfile
from pathlib import Path

import pytest

from ptxemu.capture import CaptureFileError
from ptxemu.capture.fileformat import Reader
from ptxemu.cli import main

ROOT = Path(__file__).resolve().parents[2]
H100 = ROOT / "tests" / "data" / "captures" / "h100"
SCRIPT = ROOT / "tools" / "fuzz" / "fuzz_capture.py"


def fuzzer():
    if "fuzz_capture" not in sys.modules:  # registered first: its dataclass looks its module up
        spec = importlib.util.spec_from_file_location("fuzz_capture", SCRIPT)
        mod = importlib.util.module_from_spec(spec)
        sys.modules["fuzz_capture"] = mod
        spec.loader.exec_module(mod)
    return sys.modules["fuzz_capture"]


@pytest.mark.parametrize("name", sorted(p.name for p in H100.glob("*.ptxcap.xz")))
def test_every_h100_capture_fits_the_schema(name) -> None:
    r = Reader(H100 / name)
    assert r.index["launches"]


def damaged(tmp_path: Path, edit, blobs_too=None) -> Path:
    z = zipfile.ZipFile(io.BytesIO(lzma.decompress((H100 / "cuda.ptxcap.xz").read_bytes())))
    doc = json.loads(z.read("capture.json"))
    edit(doc)
    bad = tmp_path / "bad.ptxcap"
    with zipfile.ZipFile(bad, "w") as w:
        w.writestr("capture.json", json.dumps(doc))
        for n in z.namelist():
            if n != "capture.json" and (blobs_too is None or blobs_too(n)):
                w.writestr(n, z.read(n))
    return bad


def _set(path, value):
    def edit(doc):
        node = doc
        for k in path[:-1]:
            node = node[k]
        node[path[-1]] = value
    return edit


# (the edit, what the one line must say): each a field the replay reads, the value a plain slip
CASES = {
    "size a string": (_set(("launches", 0, "memory", 0, "size"), "16384"),
                      "launches[0].memory[0].size is '16384', not an int from 0 to 18446744073709551615"),
    "block of two": (_set(("launches", 0, "block"), [256, 1]),
        "launches[0].block is [256, 1], not a list of 3"),
    "grid negative": (_set(("launches", 0, "grid", 1), -1), "launches[0].grid[1] is -1, not an int from 0"),
    "a bool for a count": (_set(("launches", 0, "shared"), True), "launches[0].shared is True, not an int"),
    "module past the end": (_set(("launches", 0, "module"), 1),
                            "launches[0].module is 1, and the capture has 1 module(s)"),
    "module negative": (_set(("launches", 0, "module"), -1),
        "launches[0].module is -1, not an int >= 0 or null"),
    "layout past the buffer": (_set(("launches", 0, "params", "layout", 3), [24, 8]),
        "launches[0].params.layout[3] is [24, 8], past the 28 bytes of the parameters"),
    "params size": (_set(("launches", 0, "params", "size"), 32),
        "launches[0].params.blob: blob 01e5f1ba155c... holds 28 bytes, launches[0].params.size says 32"),
    "hash an int": (_set(("launches", 0, "memory", 0, "before"), 12345),
                    "launches[0].memory[0].before is 12345, not a blob's name (64 hex digits)"),
    "hash of no blob": (_set(("launches", 0, "memory", 0, "after"), "0" * 64),
        "launches[0].memory[0].after names blob 000000000000..., which the file does not hold"),
    "no kernel": (lambda d: d["launches"][1].pop("kernel"), "launches[1] has no 'kernel'"),
    "status a list": (_set(("launches", 0, "status"), []), "launches[0].status is [], not an object"),
    "cc of one": (_set(("device", "cc"), [9]), "device.cc is [9], not a list of 2"),
    "processes of ints": (_set(("processes",), {"796": {"RANK": 0}}),
        "processes.796.RANK is 0, not a string"),
    "launches an object": (_set(("launches",), {}), "launches is {}, not a list"),
}


@pytest.mark.parametrize("case", list(CASES))
def test_a_damaged_index_is_one_line_naming_the_field(tmp_path, capsys, case) -> None:
    edit, said = CASES[case]
    bad = damaged(tmp_path, edit)
    with pytest.raises(CaptureFileError) as e:
        Reader(bad)
    assert str(e.value).startswith(f"{bad}: a damaged capture: its index (capture.json) does not read: ")
    assert said in str(e.value)
    rc = main(["replay", str(bad), "--list"])
    err = capsys.readouterr().err.strip().splitlines()
    assert rc == 2 and len(err) == 1 and said in err[0] and str(bad) in err[0]


def test_a_missing_ptx_blob_is_named_only_where_a_launch_runs_its_module(tmp_path) -> None:
    """A shrunk capture keeps only the PTX of modules a launch runs: a missing module PTX nobody runs
    is no damage, the one a launch runs is."""
    mod_ptx = "2974af51fc362655d5aafac39024282da1cbd0fe80eab3161d8fd17d866e4139"
    bad = damaged(tmp_path, lambda d: None, lambda n: mod_ptx not in n)
    with pytest.raises(CaptureFileError,
                       match=r"modules\[0\]\.ptx names blob 2974af51fc36\.\.\., which the file"):
        Reader(bad)
    ok = damaged(tmp_path, lambda d: d["modules"].append({"id": 1, "ptx": "1" * 64, "ptx_source": "x"}))
    assert len(Reader(ok).index["modules"]) == 2


def test_blob_of_a_name_not_a_string(tmp_path) -> None:
    """Reader.blob of a damaged name says it is missing (was: TypeError slicing an int)."""
    r = Reader(H100 / "cuda.ptxcap.xz")
    with pytest.raises(CaptureFileError, match=r"blob 12345\.\.\. is missing"):
        r.blob(12345)  # type: ignore[arg-type]


def test_fuzzed_indexes_end_in_no_internal_error() -> None:
    """40 mutants (seed 11), listed or replayed: each replays, lists, or is refused in one line."""
    c = fuzzer().fuzz(40, 11, "mixed", verbose=False)
    assert c["bad"] == 0, c["failures"]
    assert c["refused"] >= 20  # most edits hit a field the replay reads
