"""The capture file: one zip archive holding a JSON index and content-addressed blobs (docs/capture.md).

    capture.json          the index (FORMAT, VERSION, program, device, modules, launches)
    blobs/<sha256>        one member per distinct content (PTX text, parameter bytes, memory),
                          named by the SHA-256 of its uncompressed bytes, LZMA-compressed

Only the standard library writes and reads it (zipfile with ZIP_LZMA). A blob that appears twice
(an allocation unchanged between launches, the same PTX for many launches) is stored once.
"""

from __future__ import annotations

import hashlib
import json
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
        self._tmp = self.path.with_name(self.path.name + ".part")
        self._zip = zipfile.ZipFile(self._tmp, "w", compression=zipfile.ZIP_LZMA)
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
        self._zip.writestr(INDEX, json.dumps(doc, indent=1), compress_type=zipfile.ZIP_DEFLATED)
        self._zip.close()
        self._tmp.replace(self.path)


class Reader:
    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        if not self.path.exists():
            raise CaptureFileError(f"{self.path}: no such file")
        try:
            self._zip = zipfile.ZipFile(self.path)
            raw = self._zip.read(INDEX)
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

    def blob(self, h: str) -> bytes:
        try:
            data = self._zip.read(f"blobs/{h}")
        except KeyError:
            raise CaptureFileError(f"{self.path}: blob {h[:12]}... is missing") from None
        if hashlib.sha256(data).hexdigest() != h:
            raise CaptureFileError(f"{self.path}: blob {h[:12]}... is damaged (its hash differs)")
        return data
