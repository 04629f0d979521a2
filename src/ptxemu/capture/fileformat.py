"""The capture file: one zip archive holding a JSON index and content-addressed blobs (docs/capture.md).

    capture.json          the index (FORMAT, VERSION, program, device, modules, launches)
    blobs/<sha256>        one member per distinct content (PTX text, parameter bytes, memory),
                          named by the SHA-256 of its uncompressed bytes, LZMA-compressed

Only the standard library writes and reads it (zipfile with ZIP_LZMA). A blob that appears twice
(an allocation unchanged between launches, the same PTX for many launches) is stored once.

Solid form: a name ending in `.xz` (`run.ptxcap.xz`) is the same zip with its blobs stored
uncompressed, the whole file then compressed as one xz stream, so that blobs that are nearly the
same (an allocation a launch changed in a few places: PyTorch's 2 MiB segments) compress against
each other. Readers tell the two forms apart by the xz magic.
"""

from __future__ import annotations

import hashlib
import io
import json
import lzma
import zipfile
from pathlib import Path

FORMAT = "ptxemu-capture"
VERSION = 1
INDEX = "capture.json"


class CaptureFileError(ValueError):
    """A file that is not a capture, is damaged, or is of a newer format version."""


class Writer:
    """Add blobs (deduplicated by content), then `close(index)`."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self.solid = self.path.suffix == ".xz"
        self._tmp = self.path.with_name(self.path.name + ".part")
        self._zip = zipfile.ZipFile(self._tmp, "w",
                                    compression=zipfile.ZIP_STORED if self.solid else zipfile.ZIP_LZMA)
        self._have: dict[str, int] = {}

    def blob(self, data: bytes) -> str:
        h = hashlib.sha256(data).hexdigest()
        if h not in self._have:
            self._zip.writestr(f"blobs/{h}", data)
            self._have[h] = len(data)
        return h

    @property
    def stored_bytes(self) -> int:
        """Uncompressed bytes of the distinct blobs."""
        return sum(self._have.values())

    def close(self, index: dict) -> None:
        doc = {"format": FORMAT, "version": VERSION, **index}
        self._zip.writestr(INDEX, json.dumps(doc, indent=1),
                           compress_type=zipfile.ZIP_STORED if self.solid else zipfile.ZIP_DEFLATED)
        self._zip.close()
        if self.solid:
            # one stream, a dictionary large enough to reach the previous copy of a 2 MiB segment
            filters = [{"id": lzma.FILTER_LZMA2, "preset": 6, "dict_size": 16 << 20}]
            with open(self._tmp, "rb") as f, lzma.open(self.path, "wb", format=lzma.FORMAT_XZ,
                                                      filters=filters) as out:
                while chunk := f.read(1 << 22):
                    out.write(chunk)
            self._tmp.unlink()
        else:
            self._tmp.replace(self.path)


class Reader:
    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        if not self.path.exists():
            raise CaptureFileError(f"{self.path}: no such file")
        try:
            with open(self.path, "rb") as f:
                solid = f.read(6) == b"\xfd7zXZ\x00"
            source = io.BytesIO(lzma.decompress(self.path.read_bytes())) if solid else self.path
            self._zip = zipfile.ZipFile(source)
            raw = self._zip.read(INDEX)
        except lzma.LZMAError as e:
            raise CaptureFileError(f"{self.path}: a damaged solid capture ({e})") from None
        except (zipfile.BadZipFile, KeyError, OSError) as e:
            raise CaptureFileError(f"{self.path}: not a ptxemu capture ({e})") from None
        try:
            self.index = json.loads(raw)
        except ValueError as e:
            raise CaptureFileError(f"{self.path}: its index is not JSON ({e})") from None
        if self.index.get("format") != FORMAT:
            raise CaptureFileError(f"{self.path}: not a ptxemu capture (format {self.index.get('format')!r})")
        v = self.index.get("version")
        if not isinstance(v, int) or v > VERSION:
            raise CaptureFileError(
                f"{self.path}: capture format version {v}, newer than this ptxemu reads ({VERSION}): "
                "upgrade ptxemu"
            )

    def names(self) -> list[str]:
        """The blobs' hashes, in the order they were stored."""
        return [n[6:] for n in self._zip.namelist() if n.startswith("blobs/")]

    def blob(self, h: str) -> bytes:
        try:
            data = self._zip.read(f"blobs/{h}")
        except KeyError:
            raise CaptureFileError(f"{self.path}: blob {h[:12]}... is missing") from None
        if hashlib.sha256(data).hexdigest() != h:
            raise CaptureFileError(f"{self.path}: blob {h[:12]}... is damaged (its hash differs)")
        return data


def repack(src: str | Path, dst: str | Path) -> Path:
    """Write capture `src` again as `dst` (solid where `dst` ends in .xz), blobs in their order."""
    r = Reader(src)
    w = Writer(dst)
    for h in r.names():
        w.blob(r.blob(h))
    w.close({k: v for k, v in r.index.items() if k not in ("format", "version")})
    return Path(dst)
