"""Recorded inputs made again from their seed (ptxemu.machine.launching.seeded): every manifest
under tests/data gives back, byte for byte, the inputs the GPU was given (their sha256 was taken
from the recorded files before those left the tree), and a generator that drifts is an error
naming the member and where the recorded bytes are, never other inputs silently."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from ptxemu.machine.launching import seeded
from ptxemu.machine.launching.replay import load_npz, save_npz_xz

DATA = Path(__file__).resolve().parents[1] / "data"
MANIFESTS = sorted(DATA.rglob("*.seeded.json"))


def test_manifests_exist():
    assert len(MANIFESTS) >= 11, MANIFESTS


@pytest.mark.parametrize("manifest", MANIFESTS, ids=lambda p: str(p.relative_to(DATA)))
def test_regenerated_inputs_are_the_recorded_bytes(manifest):
    m = json.loads(manifest.read_text())
    assert m["bytes_at"].split(":")[0] and len(m["members"]) > 0
    # load_npz (what every test reads through) gives the members, each as recorded
    with load_npz(manifest.with_name(manifest.name.replace(".seeded.json", ".npz"))) as z:
        assert set(m["members"]) <= set(z.files)
        for k, (dtype, shape, _) in m["members"].items():
            assert z[k].dtype.str == dtype and list(z[k].shape) == shape, k
    # and regenerate checks each against the recorded sha256 (raises otherwise)
    assert sorted(seeded.regenerate(manifest)) == sorted(m["members"])


GEN = '''
import numpy as np
def made():
    rng = np.random.default_rng(7)
    return {"x": rng.integers(0, 1 << 32, 100, dtype=np.uint64).astype(np.uint32), "s": np.array("hi")}
'''


def _tree(tmp_path: Path) -> Path:
    (tmp_path / "tools").mkdir()
    (tmp_path / "tools" / "gen.py").write_text(GEN)
    (tmp_path / "data").mkdir()
    return tmp_path / "data" / "rec.npz"


def _made():
    rng = np.random.default_rng(7)
    return {"x": rng.integers(0, 1 << 32, 100, dtype=np.uint64).astype(np.uint32), "s": np.array("hi")}


def test_seeded_with_stored_outputs(tmp_path):
    npz = _tree(tmp_path)
    seeded.write_manifest(npz, _made(), "tools/gen.py", "made", "abc:data/rec.npz")
    out = np.arange(5, dtype=np.float32)
    save_npz_xz(npz, {"y": out})
    with load_npz(npz) as z:
        assert sorted(z.files) == ["s", "x", "y"]
        assert z["x"].tobytes() == _made()["x"].tobytes() and str(z["s"]) == "hi"
        assert z["y"].tobytes() == out.tobytes()


def test_seeded_only(tmp_path):
    npz = _tree(tmp_path)
    seeded.write_manifest(npz, _made(), "tools/gen.py", "made")
    assert not npz.exists() and not npz.with_name("rec.npz.xz").exists()
    with load_npz(npz) as z:
        assert z["x"].tobytes() == _made()["x"].tobytes()
        z["x"][0] = 0  # a fresh copy per load: nobody shares arrays
    assert load_npz(npz)["x"].tobytes() == _made()["x"].tobytes()


def test_drift_is_an_error_naming_the_member_and_the_bytes(tmp_path):
    npz = _tree(tmp_path)
    other = _made()
    other["x"] = other["x"] ^ np.uint32(1 << 31)
    with pytest.raises(ValueError, match=r"member 'x' .* git history: abc:data/rec.npz"):
        seeded.write_manifest(npz, other, "tools/gen.py", "made", "abc:data/rec.npz")


def test_missing_member_is_an_error(tmp_path):
    npz = _tree(tmp_path)
    with pytest.raises(ValueError, match="returned members"):
        seeded.write_manifest(npz, {"x": _made()["x"]}, "tools/gen.py", "made")


def test_writing_the_same_inputs_again_keeps_where_their_bytes_are(tmp_path):
    npz = _tree(tmp_path)
    seeded.write_manifest(npz, _made(), "tools/gen.py", "made", "abc:data/rec.npz")
    m = seeded.write_manifest(npz, _made(), "tools/gen.py", "made")  # a writer's re-run
    assert json.loads(m.read_text())["bytes_at"] == "abc:data/rec.npz"
