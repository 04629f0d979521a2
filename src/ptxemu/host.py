"""What ptxemu takes from the host machine, defined once: the per-user cache folder and the C
compiler. The compiled route (machine.running.compiled) and the capture interposer (capture.native)
both build C with the same compiler and keep what they build under the same cache folder."""

from __future__ import annotations

import functools
import os
import shutil
from pathlib import Path


def cache_root() -> Path:
    """$PTXEMU_CACHE_DIR, else $XDG_CACHE_HOME/ptxemu, else ~/.cache/ptxemu; where that default
    cannot be made (a read-only or missing home, as in some containers) ptxemu-UID in the temporary
    folder (or, where that is another's, a private ptxemu-UID-* there, reused), so a first run never
    fails for want of a cache. A folder the user names is theirs to fix."""
    if os.environ.get("PTXEMU_CACHE_DIR"):
        return Path(os.environ["PTXEMU_CACHE_DIR"])
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    p = Path(base) / "ptxemu"
    try:
        p.mkdir(parents=True, exist_ok=True)
        if os.access(p, os.W_OK | os.X_OK):
            return p
    except OSError:
        pass
    return _private_temp_cache()


@functools.cache
def _private_temp_cache() -> Path:
    """ptxemu-UID in the temporary folder, only if it is this user's alone (the cache holds machine
    code ptxemu loads: a folder another user could write is never used). Where that name is taken (by
    another user, or open to others' writes), the first ptxemu-UID-* there that is ours (a directory,
    not a link, owned by us, mode 0700), else a new one made by mkdtemp: one per user, reused by every
    later process, whatever another user creates (a folder of theirs is skipped, never trusted)."""
    import tempfile

    uid = os.getuid() if hasattr(os, "getuid") else None
    tmp = Path(tempfile.gettempdir())
    p = tmp / f"ptxemu-{uid if uid is not None else 'user'}"
    try:
        p.mkdir(mode=0o700, exist_ok=True)
        if _ours(p, uid):
            return p
    except OSError:
        pass
    if uid is None:  # no owners to check (Windows): a private folder of this process
        return Path(tempfile.mkdtemp(prefix="ptxemu-cache-"))
    try:  # the name sorts the candidates: every process picks the same one
        names = sorted(e.name for e in os.scandir(tmp) if e.name.startswith(f"ptxemu-{uid}-"))
    except OSError:
        names = []
    for name in names:
        try:
            if _ours(tmp / name, uid):
                return tmp / name
        except OSError:
            continue
    # mkdtemp makes it atomically, ours and 0700, under a name no one could take first
    return Path(tempfile.mkdtemp(prefix=f"ptxemu-{uid}-"))


def _ours(p: Path, uid: int | None) -> bool:
    """A cache folder only this user can write: a directory (not a link to one), owned by `uid`, not
    writable by group or others; made 0700 if it is more open to reading than that."""
    import stat

    st = p.lstat()
    if not stat.S_ISDIR(st.st_mode) or (uid is not None and st.st_uid != uid) or st.st_mode & 0o022:
        return False
    if uid is not None and stat.S_IMODE(st.st_mode) != 0o700:
        os.chmod(p, 0o700)  # ours, and never writable by another: closed to their reading too
        if stat.S_IMODE(p.lstat().st_mode) != 0o700:
            return False
    return True


@functools.cache
def _which(names: tuple[str, ...]) -> str | None:
    return next((cc for cc in names if cc and shutil.which(cc)), None)


def compiler() -> str | None:
    """The C compiler: $CC, else cc, gcc or clang, whichever is found first; None without one."""
    return _which((os.environ.get("CC") or "", "cc", "gcc", "clang"))


_OPENERS = {".gz": "gzip", ".xz": "lzma", ".bz2": "bz2"}


def not_text(text: str) -> str | None:
    """Why a file read as text is no PTX at all (a cubin, an executable, other binary data), or None."""
    if text.startswith("\x7fELF"):
        return "an ELF file (a cubin or a program), not PTX text: `cuobjdump -ptx FILE` prints the PTX a " \
               "fat binary carries"
    if "\x00" in text[:65536]:
        return "not a text file (it holds NUL bytes)"
    return None


def read_text(path: str | os.PathLike, errors: str = "strict") -> str:
    """A text file (PTX, JSON) as UTF-8, decompressed by its suffix: .gz, .xz or .bz2 (the recorded
    modules under tests/data are kept xz-compressed; users pass compressed PTX to the CLI too).
    Asked for FILE that is absent, it reads FILE.xz (as load_npz reads FILE.npz.xz for FILE.npz)."""
    import importlib

    p = Path(path)
    if not p.exists() and p.with_name(p.name + ".xz").exists():
        p = p.with_name(p.name + ".xz")
    mod = _OPENERS.get(p.suffix)
    if mod is None:
        return p.read_text(encoding="utf-8", errors=errors)
    with importlib.import_module(mod).open(p, "rt", encoding="utf-8", errors=errors) as f:
        return f.read()


def write_text(path: str | os.PathLike, text: str) -> None:
    """Write `text` as UTF-8, compressed by the suffix as read_text reads it (.xz: preset 9, extreme;
    how the recorded text under tests/data is kept)."""
    import importlib

    p = Path(path)
    mod = _OPENERS.get(p.suffix)
    if mod is None:
        p.write_text(text, encoding="utf-8")
        return
    data = text.encode("utf-8")
    if mod == "lzma":
        import lzma

        p.write_bytes(lzma.compress(data, preset=9 | lzma.PRESET_EXTREME))
    else:
        p.write_bytes(importlib.import_module(mod).compress(data))
