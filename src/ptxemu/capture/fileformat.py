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

from ptxemu.capture.schema import Bool, Int, List, Map, Misfit, Num, Obj, Opt, Str, check

FORMAT = "ptxemu-capture"
VERSION = 1
INDEX = "capture.json"

# The index's fields that reading and replaying a capture rely on, their types and ranges (docs/capture.md,
# "The file format"); checked when a file opens, so that a damaged or hand-edited index is one line
# naming the file and the field, never an error deep in a replay. Fields not named here are let through:
# they are only ever added within a version.
_U64 = Int(0, 2**64 - 1)
_HASH = Str(r"[0-9a-f]{64}", "a blob's name (64 hex digits)")
# the dimensions as the program asked (unsigned ints): a launch the driver refused is recorded too
_DIM3 = List(Int(0, 2**32 - 1), 3, 3)


def _blob_sized(name: str, size_of: str | None):
    """A `then` check: the blob the field `name` names is in the file (and holds as many bytes as the
    field `size_of` says: an allocation's copies, the parameter buffer)."""
    def then(v: dict, path: str, ctx: dict) -> None:
        h = v.get(name)
        if h is None:
            return
        have = ctx["blobs"].get(h)
        if have is None:
            raise Misfit(f"{path}.{name} names blob {h[:12]}..., which the file does not hold")
        if size_of is not None and have != v[size_of]:
            raise Misfit(f"{path}.{name}: blob {h[:12]}... holds {have} bytes, {path}.{size_of} says "
                         f"{v[size_of]}")
    return then


def _memory_then(v: dict, path: str, ctx: dict) -> None:
    _blob_sized("before", "size")(v, path, ctx)
    _blob_sized("after", "size")(v, path, ctx)


def _params_then(v: dict, path: str, ctx: dict) -> None:
    _blob_sized("blob", "size")(v, path, ctx)
    for i, (off, size) in enumerate(v.get("layout", ())):
        if off + size > v["size"]:
            raise Misfit(f"{path}.layout[{i}] is [{off}, {size}], past the {v['size']} bytes of the "
                         "parameters")


def _launch_then(v: dict, path: str, ctx: dict) -> None:
    modules = ctx["index"].get("modules", ())
    mid = v["module"]
    if mid is None:
        return
    if mid >= len(modules):
        raise Misfit(f"{path}.module is {mid}, and the capture has {len(modules)} module(s)")
    # the PTX of a module some launch runs (a shrunk capture keeps no other module's)
    _blob_sized("ptx", None)(modules[mid], f"modules[{mid}]", ctx)


def _tensor_map_then(v: dict, path: str, ctx: dict) -> None:
    if v["result"] == 0:
        return  # the driver's own bytes are used; the arguments are encoded again only where it refused
    for k in ("data_type", "rank", "global_address", "global_dim", "global_strides", "box_dim",
              "element_strides", "interleave", "swizzle", "l2_promotion", "oob_fill"):
        if k not in v:
            raise Misfit(f"{path} has no {k!r} (a refused map is encoded again from its arguments)")
    for k, n in (("global_dim", v["rank"]), ("global_strides", v["rank"] - 1), ("box_dim", v["rank"]),
                 ("element_strides", v["rank"])):
        if len(v[k]) != n:
            raise Misfit(f"{path}.{k} has {len(v[k])} entries, and its rank is {v['rank']}")


INDEX_SCHEMA = Obj({
    "device": Obj({"name": Opt(Str()), "cc": List(Int(0, 99), 2, 2), "as": Opt(List(Int(0, 99), 2, 2))}),
    "selection": Opt(Obj({"as": Opt(Str(r"sm_\d+[af]?", "an architecture such as sm_100a"))})),
    "processes": Opt(Map(r"-?\d+", Map(r".+", Str()))),  # a launcher's variables, by process id
    "notes": List(Str()),
    "modules": List(Obj({"ptx": Opt(_HASH), "ptx_source": Str(), "image_kind": Opt(Str())})),
    "launches": List(Obj({
        "index": Int(0), "process": Opt(Int()), "device": Opt(Int(0)), "line": Int(),
        "kernel": Str(r"(?s).+", "a kernel's name"), "module": Opt(Int(0)),
        "grid": _DIM3, "block": _DIM3, "cluster": Opt(_DIM3), "shared": Int(0, 2**32 - 1),
        "params": Obj({"blob": _HASH, "size": Int(0, 2**32 - 1),
                       "layout": List(List(Int(0, 2**32 - 1), 2, 2))},
                      required=("blob", "size", "layout"), then=_params_then),
        "memory": List(Obj({"address": _U64, "size": _U64, "found": Str(), "before": _HASH, "after": _HASH,
                            "device": Opt(Int(0)),
                            "peer": Obj({"process": Int(), "address": _U64},
                                        required=("process", "address"))},
                           required=("address", "size", "found", "before", "after"), then=_memory_then)),
        "status": Obj({"before": Opt(Int()), "launch": Opt(Int()), "after": Opt(Int())}),
        "wall": List(Num(), 2, 2), "skipped": Bool(), "damaged": Str(),
    }, required=("index", "kernel", "module", "grid", "block", "shared", "params", "memory"),
        then=_launch_then)),
    "tensor_maps": List(Obj({
        "process": Opt(Int()), "line": Int(), "result": Int(), "data_type": Int(0), "rank": Int(1, 5),
        "global_address": _U64, "global_dim": List(Int(0, 2**64 - 1)), "global_strides": List(_U64),
        "box_dim": List(Int(0, 2**32 - 1)), "element_strides": List(Int(0, 2**32 - 1)),
        "interleave": Int(0), "swizzle": Int(0), "l2_promotion": Int(0), "oob_fill": Int(0),
        "bytes": Str(r"([0-9a-f]{256})?", "128 bytes in hex, or empty"),
    }, required=("result",), then=_tensor_map_then)),
}, required=("device", "modules", "launches"))


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
        if not isinstance(self.index, dict) or self.index.get("format") != FORMAT:
            if not isinstance(self.index, dict):
                raise CaptureFileError(f"{self.path}: not a ptxemu capture (its index is not a JSON object)")
            raise CaptureFileError(f"{self.path}: not a ptxemu capture (format {self.index.get('format')!r})")
        v = self.index.get("version")
        if not isinstance(v, int) or v > VERSION:
            raise CaptureFileError(
                f"{self.path}: capture format version {v}, newer than this ptxemu reads ({VERSION}): "
                "upgrade ptxemu"
            )
        sizes = {i.filename[6:]: i.file_size for i in self._zip.infolist() if i.filename.startswith("blobs/")}
        try:
            check(self.index, INDEX_SCHEMA, {"index": self.index, "blobs": sizes})
        except Misfit as e:
            raise CaptureFileError(f"{self.path}: a damaged capture: its index (capture.json) does not read: "
                                   f"{e}") from None

    def names(self) -> list[str]:
        """The blobs' hashes, in the order they were stored."""
        return [n[6:] for n in self._zip.namelist() if n.startswith("blobs/")]

    def blob(self, h: str) -> bytes:
        try:
            data = self._zip.read(f"blobs/{h}")
        except KeyError:
            raise CaptureFileError(f"{self.path}: blob {str(h)[:12]}... is missing") from None
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
