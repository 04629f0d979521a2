"""`ptxemu verify`: cross-check dense MMA forms against an NVIDIA GPU, or replay recorded results.

    ptxemu verify wgmma.mma_async.sync.aligned.m64n8k32.f32.e4m3.e4m3 [--cases 8] [--seed 1]
                  [--steps 4] [--imm-scale -1 1] [--save run.npz]
        needs an sm_90a GPU, cupy and nvcc: builds the form's kernel, runs random and adversarial
        cases and reports bit agreement of ptxemu and of a float64-once-rounded reference.
    ptxemu verify --replay tests/data/mma [SUBSTRING]
        no GPU: the same report over recorded files (tools/truth/mma_dense/record.py output).
"""

from __future__ import annotations

import argparse
from pathlib import Path

import numpy as np

from ptxemu.errors import PtxError

HELP = "cross-check MMA forms with an NVIDIA GPU (or replay recorded hardware results)"


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("form", nargs="?", default="", help="instruction form (replay: a substring filter)")
    p.add_argument("--cases", type=int, default=8, help="cases per case kind (default 8)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--steps", type=int, default=1, help="wgmma: chained instructions per case")
    p.add_argument("--imm-scale", type=int, nargs=2, default=(1, 1), metavar=("A", "B"),
                   help="wgmma imm-scale-a / imm-scale-b (1 or -1)")
    p.add_argument("--save", help="write the recorded cases to this .npz")
    p.add_argument("--replay", metavar="DIR", help="replay recorded .npz files instead of a GPU run")


def _report(res: dict) -> str:
    lines = [f"{res['form']}: {res['outputs']} outputs  ptxemu {100 * res['ptxemu']:.2f}%  "
             f"float64-once-rounded {100 * res['float64']:.2f}%"]
    for kind, (ok, ref) in res["per_kind"].items():
        lines.append(f"    {kind:10s} ptxemu {100 * ok:7.2f}%   float64 {100 * ref:7.2f}%")
    return "\n".join(lines)


def _replay(directory: str, filt: str) -> int:
    from ptxemu.verify.compare import agreement

    worst = 1.0
    from ptxemu.machine.launching.replay import load_npz, npz_files

    if not Path(directory).is_dir():
        raise PtxError(f"--replay {directory}: no such folder")
    files = npz_files(directory)
    if not files:
        raise PtxError(f"no .npz (or .npz.xz) files in {directory}")
    shown = 0
    for path in files:
        z = load_npz(path)
        forms: dict[str, dict[str, np.ndarray]] = {}
        for k in z.files:
            key, field = k.split("|")
            forms.setdefault(key, {})[field] = z[k]
        for rec in forms.values():
            text = str(rec.get("text", ""))
            if not text or filt not in text:
                continue
            res = agreement(text, rec)
            worst = min(worst, res["ptxemu"])
            print(_report(res))
            shown += 1
    if not shown:  # a filter that matches nothing is a slip, not a pass
        raise PtxError(f"no recorded form in {directory} contains {filt!r}")
    return 0 if worst == 1.0 else 1


def run(args: argparse.Namespace) -> int:
    if args.replay:
        return _replay(args.replay, args.form)
    if not args.form:
        raise PtxError("ptxemu verify needs an instruction form (or --replay DIR)")
    from ptxemu.verify.compare import agreement
    from ptxemu.verify.kernels import form_of
    from ptxemu.verify.run import build_module, record_mma, record_wgmma

    f = form_of(args.form)
    ia, ib = args.imm_scale
    mod = build_module([(args.form, ia, ib)])
    if f.family == "wgmma":
        rec = record_wgmma(mod, args.form, ia, ib, args.cases, args.steps, args.seed)
    else:
        rec = record_mma(mod, args.form, args.cases, args.seed)
    rec["text"] = np.array(args.form)
    if args.save:
        np.savez_compressed(args.save, **{f"k|{k}": v for k, v in rec.items()})
    res = agreement(args.form, rec)
    print(_report(res))
    return 0 if res["ptxemu"] == 1.0 else 1
