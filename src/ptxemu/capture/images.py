"""The code a CUDA module was loaded from, and the PTX inside it.

The driver's load calls (cuModuleLoadData, cuLibraryLoadData, ...) take one of three images:
- a fatbinary container (magic 0xBA55ED50): nvcc's output, a header and entries, each a cubin (SASS
  for one sm_XX) or PTX text (for one compute_XX), each entry possibly compressed;
- a cubin (ELF): SASS only, as Triton and NVRTC-to-cubin (cupy's default) load;
- PTX text, NUL-terminated.

Container layout (little-endian), as nvcc 12/13 writes it and the driver reads it:
  header (16 bytes): u32 magic, u16 version (1), u16 header size (16), u64 size of what follows
  entry: u16 kind (1 PTX, 2 ELF), u16 version, u32 entry header size (64, or more: 80, 112),
         u64 payload size (padded), u32 compressed size (0: stored), u32, u32 (packed version),
         u32 sm (90 for sm_90/compute_90), ..., u64 flags at 40, u64 uncompressed size at 56;
         the payload follows the entry header; the next entry follows the payload.
  flags: 0x1 64-bit, 0x10 Linux, 0x2000 LZ4-compressed (CUDA 11-12), 0x8000 zstd-compressed
  (CUDA 12.8+), 0x100000 an architecture-specific target (sm_90a).
"""

from __future__ import annotations

import ctypes
import ctypes.util
import re
import struct
from dataclasses import dataclass

FATBIN_MAGIC = 0xBA55ED50
KIND_PTX, KIND_ELF = 1, 2
FLAG_LZ4, FLAG_ZSTD, FLAG_ARCH_SPECIFIC = 0x2000, 0x8000, 0x100000


class ImageError(ValueError):
    """An image that is not what it claims to be, or a payload that cannot be decompressed here."""


@dataclass(frozen=True)
class Entry:
    kind: int  # KIND_PTX or KIND_ELF
    sm: int  # 90 for sm_90 / compute_90
    arch_specific: bool  # the 'a' targets (sm_90a)
    compression: str  # "none", "lz4", "zstd"
    payload: bytes  # as stored (compressed where compression says so)
    size: int  # uncompressed size, where the header gives it

    @property
    def arch(self) -> str:
        prefix = "compute" if self.kind == KIND_PTX else "sm"
        return f"{prefix}_{self.sm}{'a' if self.arch_specific else ''}"


def image_kind(data: bytes) -> str:
    if len(data) >= 4 and struct.unpack_from("<I", data)[0] == FATBIN_MAGIC:
        return "fatbin"
    if data[:4] == b"\x7fELF":
        return "elf"
    return "ptx"


def fatbin_entries(data: bytes) -> list[Entry]:
    """Every entry of every container in `data` (a loaded image holds one; a file may hold many)."""
    out: list[Entry] = []
    pos = 0
    while pos + 16 <= len(data):
        magic, _version, hsize, size = struct.unpack_from("<IHHQ", data, pos)
        if magic != FATBIN_MAGIC:
            break
        end = pos + hsize + size
        if end > len(data):
            raise ImageError(f"fatbinary container at {pos} runs past the image ({end} > {len(data)} bytes)")
        p = pos + hsize
        while p + 64 <= end:
            kind, _v, ehsize, psize, csize = struct.unpack_from("<HHIQI", data, p)
            sm = struct.unpack_from("<I", data, p + 28)[0]
            flags = struct.unpack_from("<Q", data, p + 40)[0]
            usize = struct.unpack_from("<Q", data, p + 56)[0]
            if ehsize < 64 or p + ehsize + psize > end:
                raise ImageError(f"fatbinary entry at {p} is malformed (header {ehsize}, payload {psize})")
            stored = csize if csize else psize
            payload = bytes(data[p + ehsize : p + ehsize + stored])
            comp = "zstd" if flags & FLAG_ZSTD else "lz4" if flags & FLAG_LZ4 else "none"
            arch_specific = bool(flags & FLAG_ARCH_SPECIFIC)
            out.append(Entry(kind, sm, arch_specific, comp, payload, usize or len(payload)))
            p += ehsize + psize
        pos = end
    return out


def _lz4_block(src: bytes, size: int) -> bytes:
    """LZ4 block format (what nvcc used before zstd): literal runs and back-references."""
    out = bytearray()
    i, n = 0, len(src)
    while i < n:
        token = src[i]
        i += 1
        lit = token >> 4
        if lit == 15:
            while True:
                b = src[i]
                i += 1
                lit += b
                if b != 255:
                    break
        out += src[i : i + lit]
        i += lit
        if i >= n or len(out) >= size:
            break
        off = src[i] | (src[i + 1] << 8)
        i += 2
        ml = token & 15
        if ml == 15:
            while True:
                b = src[i]
                i += 1
                ml += b
                if b != 255:
                    break
        ml += 4
        if off == 0 or off > len(out):
            raise ImageError("LZ4 payload refers before its start")
        start = len(out) - off
        for k in range(ml):  # overlapping copies repeat the last bytes: byte by byte
            out.append(out[start + k])
    return bytes(out[:size])


def _zstd(src: bytes, size: int) -> bytes:
    try:
        from compression import zstd  # Python 3.14

        return zstd.decompress(src)
    except ImportError:
        pass
    try:
        import zstandard

        return zstandard.ZstdDecompressor().decompress(src, max_output_size=size)
    except ImportError:
        pass
    name = ctypes.util.find_library("zstd") or "libzstd.so.1"
    try:
        lib = ctypes.CDLL(name)
    except OSError as e:
        raise ImageError(
            "the fatbinary's PTX is zstd-compressed and neither Python's compression.zstd, the zstandard "
            f"package nor libzstd is here to read it ({e})"
        ) from None
    lib.ZSTD_decompress.restype = ctypes.c_size_t
    lib.ZSTD_decompress.argtypes = [ctypes.c_char_p, ctypes.c_size_t, ctypes.c_char_p, ctypes.c_size_t]
    lib.ZSTD_isError.argtypes = [ctypes.c_size_t]
    buf = ctypes.create_string_buffer(size)
    n = lib.ZSTD_decompress(buf, size, src, len(src))
    if lib.ZSTD_isError(n):
        raise ImageError("libzstd could not decompress the fatbinary's PTX")
    return buf.raw[:n]


def entry_bytes(e: Entry) -> bytes:
    if e.compression == "zstd":
        return _zstd(e.payload, e.size)
    if e.compression == "lz4":
        return _lz4_block(e.payload, e.size)
    return e.payload


def _ptx_text(raw: bytes) -> str:
    return raw.split(b"\0", 1)[0].decode("utf-8", errors="replace")


@dataclass(frozen=True)
class FoundPtx:
    ptx: str | None
    source: str  # where it came from, or why there is none


def _best_ptx(entries: list[Entry], cc: tuple[int, int] | None) -> Entry | None:
    """The PTX entry the driver would JIT for a GPU of compute capability `cc`: the highest
    compute_XX not above it (an arch-specific one only for exactly that GPU); any, without cc."""
    ptx = [e for e in entries if e.kind == KIND_PTX]
    if not ptx:
        return None
    if cc is not None:
        sm = cc[0] * 10 + cc[1]
        fit = [e for e in ptx if e.sm <= sm and (not e.arch_specific or e.sm == sm)]
        if fit:
            return max(fit, key=lambda e: (e.sm, e.arch_specific))
        # none the driver would take for this GPU (it ran the image's SASS): the nearest later PTX
        # (PyTorch's wheels carry PTX only for their newest target), said so by find_ptx
        return min(ptx, key=lambda e: (e.arch_specific, e.sm))
    return max(ptx, key=lambda e: (e.sm, e.arch_specific))


_ENTRY_RE = re.compile(r"\.entry\s+([A-Za-z_$%][\w$]*)")


def ptx_entries(ptx: str) -> set[str]:
    return set(_ENTRY_RE.findall(ptx))


def find_ptx(image: bytes, kernel: str | None = None, cc: tuple[int, int] | None = None) -> FoundPtx:
    """The PTX of a loaded image: the image itself, or the fatbinary's PTX entry for the GPU."""
    kind = image_kind(image)
    if kind == "ptx":
        return FoundPtx(_ptx_text(image), "PTX text given to the driver")
    if kind == "elf":
        return FoundPtx(None, "the image is a cubin: SASS only, no PTX")
    entries = fatbin_entries(image)
    best = _best_ptx(entries, cc)
    if best is None:
        archs = ", ".join(sorted({e.arch for e in entries})) or "no entries"
        return FoundPtx(None, f"the fatbinary holds SASS only ({archs}), no PTX")
    text = _ptx_text(entry_bytes(best))
    if kernel and kernel not in ptx_entries(text):
        return FoundPtx(None, f"the fatbinary's PTX ({best.arch}) has no entry {kernel}")
    comp = "" if best.compression == "none" else f", {best.compression}-compressed"
    sm = cc[0] * 10 + cc[1] if cc is not None else None
    if sm is not None and (best.sm > sm or (best.arch_specific and best.sm != sm)):
        comp += (f"; the fatbinary has no PTX for sm_{cc[0]}{cc[1]} (the GPU ran its SASS): this PTX is for "
                 "another GPU, compiled from the same source")
    return FoundPtx(text, f"fatbinary PTX entry {best.arch}{comp}")


def find_ptx_in_files(paths: list[str], kernel: str, cc: tuple[int, int] | None = None) -> FoundPtx | None:
    """The kernel's PTX from the fatbinaries inside loaded files (an executable, a shared library),
    for a launch whose module's load was not seen: the first container whose bytes hold the kernel's
    name (its cubin's symbol table is stored uncompressed) and whose PTX has the entry."""
    import mmap

    name = kernel.encode()
    magic = struct.pack("<I", FATBIN_MAGIC)
    # the executable (first) is searched a second time without the name test: a PTX-only fatbinary
    # whose entries are compressed does not hold the name in clear
    for path, need_name in [(p, True) for p in paths] + [(p, False) for p in paths[:1]]:
        try:
            with open(path, "rb") as f, mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ) as mm:
                pos = mm.find(magic)
                while pos >= 0 and pos + 16 <= len(mm):
                    hsize, size = struct.unpack_from("<HQ", mm, pos + 6)
                    end = pos + hsize + size
                    if hsize == 16 and end <= len(mm) and (not need_name or mm.find(name, pos, end) >= 0):
                        try:
                            found = find_ptx(mm[pos:end], kernel, cc)
                        except ImageError:
                            found = FoundPtx(None, "")
                        if found.ptx is not None:
                            return FoundPtx(found.ptx, f"{found.source}, in {path}")
                    pos = mm.find(magic, pos + 16)
        except (OSError, ValueError):
            continue
    return None


def _top_level(ptx: str) -> list[str]:
    """The module's top-level statements: directives ending in ';', blocks ending in '}', and the
    line directives without a ';' (.version, .target, .address_size, .file)."""
    out, start, depth, i, n, blank = [], 0, 0, 0, len(ptx), True
    while i < n:
        c = ptx[i]
        if c == "/" and ptx.startswith("//", i):
            j = ptx.find("\n", i)
            i = n if j < 0 else j
            continue
        if c == "/" and ptx.startswith("/*", i):
            j = ptx.find("*/", i + 2)
            i = n if j < 0 else j + 2
            continue
        if c.isspace():
            i += 1
            continue
        if blank and depth == 0 and ptx.startswith(_LINE_DIRECTIVES, i):
            j = ptx.find("\n", i)
            i = n if j < 0 else j
            out.append(ptx[start:i])
            start = i
            continue
        blank = False
        if c == '"':
            j = i + 1
            while j < n and ptx[j] != '"':
                j += 2 if ptx[j] == "\\" else 1
            i = j + 1
            continue
        if c == "{":
            depth += 1
        elif c == "}":
            depth -= 1
            if depth == 0 and not ptx[i + 1 :].lstrip().startswith(("=", ",", ";")):
                out.append(ptx[start : i + 1])
                start, blank = i + 1, True
        elif c == ";" and depth == 0:
            out.append(ptx[start : i + 1])
            start, blank = i + 1, True
        i += 1
    if ptx[start:].strip():
        out.append(ptx[start:])
    return out


_LINE_DIRECTIVES = (".version", ".target", ".address_size", ".file")
_FUNC_NAME = re.compile(r"\.func\s+(?:\([^)]*\)\s*)?([A-Za-z_$%][\w$]*)")
_IDENT = re.compile(r"[A-Za-z_$%][\w$]*")
_COMMENT = re.compile(r"//[^\n]*|/\*.*?\*/", re.S)


_VAR_NAME = re.compile(
    r"^\s*(?:\.(?:visible|extern|weak|common)\s+)*\.(?:global|const|shared|local)\b"
    r"(?:\s+\.\w+(?:\s+\d+)?)*\s+([A-Za-z_$%][\w$]*)"
)


def prune_ptx(ptx: str, kernel: str) -> str:
    """The module cut down to one kernel: the directives, the kernel's .entry, and the .func
    definitions and declarations and the module-scope variables it reaches (calls, addresses taken,
    variables named in its code or in a kept variable's initialiser). A PyTorch translation unit's
    PTX holds hundreds of kernels, a CUTLASS one curand's 900 KB of tables that only its random
    fills read; one launch needs one kernel and what it uses."""
    stmts = _top_level(ptx)
    funcs: dict[str, list[int]] = {}
    var_of: dict[str, list[int]] = {}
    entry = None
    for k, s in enumerate(stmts):
        m = _ENTRY_RE.search(s)
        if m and "{" in s:
            if m.group(1) == kernel:
                entry = k
            continue
        f = _FUNC_NAME.search(s) if ".func" in s.split("(", 1)[0] else None
        if f:
            funcs.setdefault(f.group(1), []).append(k)
            continue
        v = _VAR_NAME.match(_COMMENT.sub(" ", s))
        if v:
            var_of.setdefault(v.group(1), []).append(k)
    if entry is None:
        return ptx
    named = {k for ks in funcs.values() for k in ks} | {k for ks in var_of.values() for k in ks}
    keep = {k for k, s in enumerate(stmts) if k not in named and not _ENTRY_RE.search(s)}
    todo = [entry, *keep]
    keep.add(entry)
    seen: set[str] = set()
    reachable = funcs.keys() | var_of.keys()
    while todo:
        code = _COMMENT.sub(" ", stmts[todo.pop()])
        for name in set(_IDENT.findall(code)) & reachable - seen:
            seen.add(name)
            for k in funcs.get(name, []) + var_of.get(name, []):
                if k not in keep:
                    keep.add(k)
                    todo.append(k)
    return "".join(stmts[k] for k in sorted(keep)) + "\n"
