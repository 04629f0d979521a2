"""Pack the raw GPU recordings into the compact, lossless files under tests/data/gpu_elementwise/.

    python tools/truth/gpu_elementwise_pack.py RAW_DIR

RAW_DIR holds what gpu_elementwise.py wrote on the device (gpu_<group>.npz, device.json).
Many forms differ from a sibling form in few elements (rz vs rn, .ftz vs not), so each form is
stored as the XOR of its recorded bits with an earlier recorded form of the same signature
(`ref`, or -1 for none), chosen to make the XOR sparsest. XOR is its own inverse: the test
decodes in order, getting exactly the recorded bits back (checked here before writing).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
DEST = HERE.parent.parent / "tests" / "data" / "gpu_elementwise"
sys.path.insert(0, str(HERE.parent.parent / "src"))

from ptxemu.host import read_text, write_text  # noqa: E402
from ptxemu.machine.launching.replay import save_npz_xz  # noqa: E402


def main(raw: Path) -> None:
    meta = json.loads(read_text(HERE / "gpu_elementwise_forms.json"))  # kept .json.xz
    rec: dict[str, np.ndarray] = {}
    for g in sorted({f["group"] for f in meta["forms"]}):
        rec.update(dict(np.load(raw / f"gpu_{g}.npz")))
    stored: dict[str, np.ndarray] = {}
    by_sig: dict[str, list[int]] = {}
    refs = []
    for i, f in enumerate(meta["forms"]):
        d = rec[f["kernel"]]
        sig = json.dumps([f["sources"], f["dwidth"]])
        best, best_nz = -1, int(np.count_nonzero(d))
        for j in by_sig.get(sig, [])[-40:]:
            nz = int(np.count_nonzero(d ^ rec[meta["forms"][j]["kernel"]]))
            if nz < best_nz:
                best, best_nz = j, nz
        refs.append(best)
        stored[f"d{i}"] = d if best < 0 else d ^ rec[meta["forms"][best]["kernel"]]
        by_sig.setdefault(sig, []).append(i)
    # round trip before writing
    for i, f in enumerate(meta["forms"]):
        x = stored[f"d{i}"]
        j = refs[i]
        while j >= 0:
            x = x ^ stored[f"d{j}"]
            j = refs[j]
        assert np.array_equal(x, rec[f["kernel"]]), f["text"]
    DEST.mkdir(parents=True, exist_ok=True)
    save_npz_xz(DEST / "outputs.npz", stored)  # outputs.npz.xz, solid
    device = json.loads((raw / "device.json").read_text())
    forms = [{"text": f["text"], "sources": f["sources"], "dwidth": f["dwidth"], "owner": f["owner"],
              "group": f["group"], "ref": r} for f, r in zip(meta["forms"], refs, strict=True)]
    write_text(DEST / "forms.json.xz", json.dumps(
        {"device": device, "arch": meta["arch"], "ptxas": meta["ptxas"], "forms": forms,
         "rejected_by_ptxas_for_sm_90a": meta["rejected"]}, indent=0))
    total = sum(p.stat().st_size for p in DEST.iterdir())
    print(f"{len(forms)} forms, {total / 1e6:.2f} MB in {DEST}")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
