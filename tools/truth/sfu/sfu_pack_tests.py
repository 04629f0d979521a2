"""Make the CI copy of the special-function-unit recordings (tests/data/sfu/).

    python3 tools/truth/sfu/sfu_pack_tests.py CAMPAIGN_OUT VERIFY_OUT_1 VERIFY_OUT_2

cores_recorded.npz: the campaign's full core recordings as sfu_pack.py diff-coded them (ex2 on the
2^-24 grid of [0, 1), rcp on [1, 2), rsq/sqrt on [1, 4), rcp64/rsq64 high words) and ex2_neg from
the first verify run, so CI checks every entry of the shipped cores against the recording. (lg2's
recorded core on [0.5, 2) was added in session 6 as lg2_first / lg2_d, int32 differences: until
then the package carried it; it is the campaign's core_lg2_f64.npz "lg2".)

CAMPAIGN_OUT: what sfu_pack.py wrote (samples.npz, report.jsonl, log.txt); VERIFY_OUT_*: what
sfu_verify.py wrote (verify.json, log). Keeps every f32/f64 stratified input, every 16-bit input,
60,000 of the division pairs (the first 40,000 random ones and the 20,000 near the scaling
thresholds), drops the sin/cos non-ftz outputs (the same SASS as .ftz; identical on all 2^32
inputs, report.jsonl) and trims each sweep's list of first mismatches to 16.
"""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
DEST = HERE.parents[2] / "tests" / "data" / "sfu"
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parents[2] / "src"))

from sfu_inputs import div_kept  # noqa: E402

from ptxemu.machine.launching.replay import save_npz_xz  # noqa: E402
from ptxemu.machine.launching.seeded import write_manifest  # noqa: E402


def main(camp: Path, v1: Path, v2: Path) -> None:
    DEST.mkdir(parents=True, exist_ok=True)
    s = dict(np.load(camp / "samples.npz"))
    keep = div_kept(s["in_div_a"].size)
    for k in list(s):
        if k.startswith("div.") or k.startswith("in_div"):
            s[k] = s[k][keep]
    for k in ("sin.approx.f32", "cos.approx.f32"):
        del s[k]
    # the inputs are seeded (sfu_inputs.py): not stored, samples.seeded.json checks them; the
    # outputs are stored solid (samples.npz.xz)
    ins = [k for k in s if k.startswith("in_")]
    write_manifest(DEST / "samples.npz", {k: s.pop(k) for k in ins}, "tools/truth/sfu/sfu_inputs.py",
                   "recorded_inputs")
    save_npz_xz(DEST / "samples.npz", s)
    with open(camp / "report.jsonl") as f, open(DEST / "campaign_sweeps.jsonl", "w") as g:
        for line in f:
            r = json.loads(line)
            r["first"] = r["first"][:16]
            g.write(json.dumps(r) + "\n")
    shutil.copy(camp / "log.txt", DEST / "campaign_log.txt")
    out = {}
    for f, names in (("core_ex2_rcp", ("ex2", "rcp")), ("core_rsq_sqrt", ("rsq", "sqrt")),
                     ("core_lg2_f64", ("rcp64", "rsq64"))):
        z = np.load(camp / f"{f}.npz")
        for n in names:
            out[n + "_first"], out[n + "_d"] = z[n + "_first"], z[n + "_d"]
    neg = np.load(v1 / "ex2_neg.npz")["ex2_neg"].astype(np.int64)
    out["ex2_neg_first"], out["ex2_neg_d"] = neg[:1], np.diff(neg).astype(np.int8)
    np.savez_compressed(DEST / "cores_recorded.npz", **out)
    for i, v in enumerate((v1, v2), 1):
        shutil.copy(v / "verify.json", DEST / f"verify_run{i}.json")
    for p in sorted(DEST.iterdir()):
        print(p.name, p.stat().st_size)


if __name__ == "__main__":
    main(Path(sys.argv[1]), Path(sys.argv[2]), Path(sys.argv[3]))
