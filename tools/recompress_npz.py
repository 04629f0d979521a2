"""Rewrite .npz files with LZMA-compressed members (np.load reads them unchanged; about a third
smaller than np.savez_compressed's deflate on the big recordings), after checking that every array
reads back with the same dtype, shape and bytes. Every device call carries the tracked tree (64 MiB
at most), so the large recordings are kept this way.

    python tools/recompress_npz.py FILE.npz [...]
    python tools/recompress_npz.py --solid FILE.npz [...]   # FILE.npz -> FILE.npz.xz

--solid stores the .npz uncompressed inside one xz stream (preset 9, extreme): members that repeat
one another (a launch's memory before and after, a recording's cases) compress together, which a
zip's per-member compression cannot do. ptxemu.machine.launching.replay.load_npz reads both forms.

    python tools/recompress_npz.py --seeded FILE.npz[.xz] SCRIPT FUNCTION
    python tools/recompress_npz.py --whole FILE.npz OUT.npz

--seeded: the members that SCRIPT's FUNCTION() (a seeded generator under tools/truth) returns are
removed from the recording and FILE.seeded.json written instead (ptxemu.machine.launching.seeded),
after checking that the function gives those members back byte for byte; the members it does not
make (the GPU's outputs) stay, solid (FILE.npz.xz), or the file goes when none are left.
--whole: what load_npz reads as FILE.npz (any form), written as a plain OUT.npz (to stage a
recording's inputs for a device job that runs without the repository).
"""

from __future__ import annotations

import io
import lzma
import os
import sys
import zipfile

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "src"))


def recompress(path: str) -> tuple[int, int]:
    tmp = path + ".tmp"
    with zipfile.ZipFile(path) as src, zipfile.ZipFile(tmp, "w", compression=zipfile.ZIP_LZMA) as dst:
        for info in src.infolist():
            dst.writestr(info.filename, src.read(info.filename), compress_type=zipfile.ZIP_LZMA)
    with np.load(path) as a, np.load(tmp) as b:
        assert sorted(a.files) == sorted(b.files)
        for k in a.files:
            x, y = a[k], b[k]
            assert x.dtype == y.dtype and x.shape == y.shape and x.tobytes() == y.tobytes(), k
    before, after = os.path.getsize(path), os.path.getsize(tmp)
    os.replace(tmp, path)
    return before, after


def solid(path: str) -> tuple[int, int]:
    """FILE.npz -> FILE.npz.xz (FILE.npz removed), after checking every array reads back the same."""
    with np.load(path) as a:
        arrays = {k: a[k] for k in a.files}
    buf = io.BytesIO()
    np.savez(buf, **arrays)
    out = path + ".xz"
    with open(out, "wb") as f:
        f.write(lzma.compress(buf.getvalue(), preset=9 | lzma.PRESET_EXTREME))
    with open(out, "rb") as f, np.load(io.BytesIO(lzma.decompress(f.read()))) as b:
        assert sorted(arrays) == sorted(b.files)
        for k, x in arrays.items():
            y = b[k]
            assert x.dtype == y.dtype and x.shape == y.shape and x.tobytes() == y.tobytes(), k
    before, after = os.path.getsize(path), os.path.getsize(out)
    os.remove(path)
    return before, after


def seeded(path: str, script: str, function: str) -> tuple[int, int]:
    """Replace the members FUNCTION of SCRIPT makes by FILE.seeded.json (checked byte for byte)."""
    import subprocess

    from ptxemu.machine.launching import seeded as sd
    from ptxemu.machine.launching.replay import load_npz, save_npz_xz

    with load_npz(path) as z:
        stored = {k: z[k] for k in z.files}
    probe = sd.manifest_path(path)
    root = subprocess.run(["git", "rev-parse", "--show-toplevel"], capture_output=True, text=True,
                          cwd=os.path.dirname(os.path.abspath(path)), check=True).stdout.strip()
    head = subprocess.run(["git", "rev-parse", "HEAD"], capture_output=True, text=True, cwd=root,
                          check=True).stdout.strip()
    rel = os.path.relpath(os.path.abspath(path), root)
    made = sd._call(probe, {"script": script, "function": function})
    missing = sorted(set(made) - set(stored))
    assert not missing, f"{function} makes members the recording lacks: {missing}"
    before = os.path.getsize(path)
    sd.write_manifest(path, {k: stored[k] for k in made}, script, function, f"{head}:{rel}")
    rest = {k: v for k, v in stored.items() if k not in made}
    os.remove(path)
    after = os.path.getsize(probe)
    if rest:
        out = save_npz_xz(path, rest)
        with load_npz(out) as b:
            assert sorted(b.files) == sorted(stored)
            for k, x in stored.items():
                assert x.dtype == b[k].dtype and x.shape == b[k].shape and x.tobytes() == b[k].tobytes(), k
        after += os.path.getsize(out)
    return before, after


if __name__ == "__main__":
    args = sys.argv[1:]
    if args and args[0] == "--whole":
        from ptxemu.machine.launching.replay import load_npz

        with load_npz(args[1]) as z:
            np.savez(args[2], **{k: z[k] for k in z.files})
        sys.exit(0)
    if args and args[0] == "--seeded":
        b, a = seeded(*args[1:4])
        print(f"{args[1]}: {b:,} -> {a:,} bytes")
        sys.exit(0)
    fn = recompress
    if args and args[0] == "--solid":
        fn, args = solid, args[1:]
    for p in args:
        b, a = fn(p)
        print(f"{p}: {b:,} -> {a:,} bytes")
