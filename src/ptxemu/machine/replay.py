"""Replay launches recorded on a GPU by launchrec (../shared/tools/launchrec): every allocation at its
recorded address, the raw parameter bytes unchanged, then every allocation compared with what the
GPU left.

    for r in replay_launchrec(np.load("prog.npz"), Module(open("prog.ptx").read())):
        print(r.index, r.kernel, r.differing_bytes)
"""

from __future__ import annotations

import json
from dataclasses import dataclass

import numpy as np

from ptxemu.machine.launch import LaunchStats, Module
from ptxemu.machine.memory import Device


@dataclass
class Replayed:
    index: int
    kernel: str
    stats: LaunchStats
    differing_bytes: int  # over every allocation, after the launch
    checked_bytes: int
    device: Device | None = None  # the memory after the launch, where keep_device was asked


def launches(rec) -> list[dict]:
    return json.loads(bytes(rec["meta"]).decode())


def replay_launchrec(
    rec, module: Module, only=None, *, budget: int | None = 2 * 10**9, keep_device: bool = False
) -> list[Replayed]:
    """Replay the recorded launches (indices `only`, default all) in order; returns one result each.
    `budget` bounds each launch's thread-instructions (Module.launch's budget); with `keep_device` each
    result keeps its Device, to read what a launch wrote (a kernel recorded but not run on the GPU, whose
    output is compared with the program's own reference instead)."""
    state: dict[int, np.ndarray] = {}
    out = []
    for meta in launches(rec):
        i = meta["index"]
        for addr, _size in meta["allocs"]:
            key = f"{i:03d}_before_{addr}"
            if key in rec:
                state[addr] = rec[key]
        expect = {addr: rec.get(f"{i:03d}_after_{addr}", state[addr]) for addr, _ in meta["allocs"]}
        if only is None or i in only:
            dev = Device()
            for addr, size in meta["allocs"]:
                if size == 0:  # cudaMalloc(0) succeeds with a null pointer: nothing to place
                    continue
                dev.alloc(size, address=addr)
                dev.write(addr, state[addr])
            raw = rec[f"{i:03d}_params"]
            # each parameter at its recorded offset: the raw buffer keeps the ABI's padding between them
            args = [bytes(raw[o : o + size]) for o, size in meta["params"]]
            st = module.launch(
                meta["name"],
                meta["grid"],
                meta["block"],
                args,
                shared_mem=meta["shared"],
                cluster=meta["cluster"] if meta["cluster"] != [1, 1, 1] else None,
                device=dev,
                budget=budget,
            )
            diff = checked = 0
            for addr, size in meta["allocs"]:
                if size == 0:
                    continue
                got = dev.read(addr, size)
                diff += int((got != expect[addr]).sum())
                checked += size
            out.append(Replayed(i, meta["name"], st, diff, checked, dev if keep_device else None))
        state.update(expect)
    return out
