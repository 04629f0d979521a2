"""CUtensorMap: the 128-byte tensor map of cuTensorMapEncodeTiled / cuTensorMapEncodeIm2col, as data.

The format is opaque in NVIDIA's documents; this table is what the H100/H200 driver (580, CUDA 13.0)
writes, found by sweeping both encoders over 27,027 argument sets (tools/truth/tensormap/sweep.py,
tests/data/tensormap/sweep.jsonl.gz): every one of the 11,768 accepted maps is reproduced byte for
byte by FIELDS below, and every one of the 15,259 rejected argument sets is rejected by `_check`.
The same field positions are what `tensormap.replace` writes on the GPU (109 recorded edits,
tests/data/tensormap/tma_replace.*). Bit offsets count from bit 0 of byte 0, little-endian.

Facts worth knowing (all measured, see docs/tensormap.md):
* the global address is stored whole (bits 0-63); strides as stride >> 4 split into a 32-bit low
  part and a 4-bit high part; dims, box dims, element strides, channels and pixels minus one;
* the element type is the PTX code of tensormap.replace's table (which differs from the driver's
  enum); TFLOAT32 is FLOAT32 (and TFLOAT32_FTZ FLOAT32_FTZ) plus a flag bit (80);
* two derived words: the box's bytes (bits 512-543; for tiled maps esize * prod(box[i] //
  elementStrides[i]) with the floor, element stride 0 included) and the swizzle pattern's repeat
  (bits 576-607: 16, 256, 512, 1024 bytes for none/32B/64B/128B); tensormap.replace does not
  update them;
* im2col corners: lower corners in bits 448-463, upper in 464-479, rank-2 fields of 16, 8 or 5 bits.

The driver's acceptance rules (`_check`) are the documented ones (cuda.h) plus what the sweep
showed: the address must also be below 2^57; box[0] (channels for im2col) * element size must be
a multiple of 16 bytes in every interleave mode; INTERLEAVE_32B does not force SWIZZLE_32B (the
header says it must; the driver accepts the others); the box may hold at most 233,472 bytes
(esize * prod(box // elementStrides); accepted up to 232,560, rejected from 244,800: 228 KiB is
assumed); an im2col spatial dimension must satisfy int32(int32(dim) + upper) > lower (dims counted
from dim 1, or from dim 0 with interleave).

Blackwell-only values (data types 16U4_ALIGN8B/16U4_ALIGN16B/16U6_ALIGN16B, swizzles
128B_ATOM_32B/32B_FLIP_8B/64B) are refused by the H100 driver. With target="sm_100a" (or sm_120a)
the data types are encoded by extrapolation: the element-type field takes tensormap.replace's codes
13-15 (manual 9.7.9.26, Table 33) and the header's rules for them apply (32-byte address and strides, dim 0 a
multiple of 128 or 2, box[0] = channels = 128, swizzle limits, no NaN fill). The three swizzles are
the 128-byte swizzle with a swizzle atomicity of 32B, 32B + 8B flip or 64B (manual 5.5.7, Table 14).
The atomicity has no position observable on the H100 and none is documented (neither the manual's
tensormap.replace table nor cuda.h gives one), so the position is ptxemu's own choice
(ASSUMPTION "swizzle-atomicity field", docs/tensormap.md): bits 83-84 (`swizzle_atomicity`), zero in
every one of the 11,768 maps the driver wrote in the sweep (and in every other recorded map), holding
tensormap.replace's .swizzle_atomicity code (0 16B, 1 32B, 2 32B + 8B flip, 3 64B) next to the
swizzle field's 128B (3). Only Blackwell targets write it; tensormap.replace .swizzle_atomicity
writes the same field. A real sm_100 driver's map may place it elsewhere: ptxemu's maps are for
ptxemu.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ptxemu.errors import PtxError, Unsupported


class TensorMapError(PtxError, ValueError):
    """Arguments the driver's encoder rejects (CUDA_ERROR_INVALID_VALUE)."""


@dataclass(frozen=True)
class DataType:
    enum: int  # CUtensorMapDataType
    name: str
    code: int  # the element-type field (tensormap.replace's .elemtype code)
    bits: int  # element size in bits
    is_float: bool
    tf32: bool = False  # the TF32 flag bit
    blackwell: bool = False


# CUtensorMapDataType (cuda.h) -> the field's code: tensormap.replace's Table 33 numbering
DATA_TYPES: dict[int, DataType] = {
    d.enum: d
    for d in (
        DataType(0, "UINT8", 0, 8, False),
        DataType(1, "UINT16", 1, 16, False),
        DataType(2, "UINT32", 2, 32, False),
        DataType(3, "INT32", 3, 32, False),
        DataType(4, "UINT64", 4, 64, False),
        DataType(5, "INT64", 5, 64, False),
        DataType(6, "FLOAT16", 6, 16, True),
        DataType(7, "FLOAT32", 7, 32, True),
        DataType(8, "FLOAT64", 9, 64, True),
        DataType(9, "BFLOAT16", 10, 16, True),
        DataType(10, "FLOAT32_FTZ", 8, 32, True),
        DataType(11, "TFLOAT32", 7, 32, True, tf32=True),
        DataType(12, "TFLOAT32_FTZ", 8, 32, True, tf32=True),
        DataType(13, "16U4_ALIGN8B", 13, 4, False, blackwell=True),
        DataType(14, "16U4_ALIGN16B", 14, 4, False, blackwell=True),
        DataType(15, "16U6_ALIGN16B", 15, 6, False, blackwell=True),
    )
}
# element-type code -> (PTX type name, bytes); codes 11/12 are what tensormap.replace writes as 7/8 + flag
ELEMTYPE_CODES: dict[int, tuple[str, int]] = {
    0: (".u8", 1),
    1: (".u16", 2),
    2: (".u32", 4),
    3: (".s32", 4),
    4: (".u64", 8),
    5: (".s64", 8),
    6: (".f16", 2),
    7: (".f32", 4),
    8: (".f32.ftz", 4),
    9: (".f64", 8),
    10: (".bf16", 2),
    13: (".b4x16", 8),
    14: (".b4x16_p64", 8),
    15: (".b6x16_p32", 12),
}
INTERLEAVES = {0: "NONE", 1: "16B", 2: "32B"}
# CUtensorMapSwizzle -> (name, swizzle span in bytes, repeat of the pattern in bytes)
SWIZZLES: dict[int, tuple[str, int, int]] = {
    0: ("NONE", 0, 16),
    1: ("32B", 32, 256),
    2: ("64B", 64, 512),
    3: ("128B", 128, 1024),
    4: ("128B_ATOM_32B", 128, 1024),
    5: ("128B_ATOM_32B_FLIP_8B", 128, 1024),
    6: ("128B_ATOM_64B", 128, 1024),
}
# the swizzle-atomicity code (tensormap.replace's .swizzle_atomicity values, manual 9.7.9.26 Table 33)
SWIZZLE_ATOMICITIES = {0: "16B", 1: "32B", 2: "32B_FLIP_8B", 3: "64B"}
# CUtensorMapSwizzle -> (swizzle field, atomicity field) as ptxemu encodes them (4-6: 128B + atomicity)
_SWIZZLE_FIELDS = {0: (0, 0), 1: (1, 0), 2: (2, 0), 3: (3, 0), 4: (3, 1), 5: (3, 2), 6: (3, 3)}
L2_PROMOTIONS = {0: "NONE", 1: "L2_64B", 2: "L2_128B", 3: "L2_256B"}
OOB_FILLS = {0: "NONE", 1: "NAN_REQUEST_ZERO_FMA"}
MAX_BOX_BYTES = 228 * 1024
# targets whose driver takes the Blackwell-only values: sm_100/sm_103 and sm_120/sm_121 (CUTLASS's
# sm_120a block-scaled GEMMs encode 16U4_ALIGN8B / 16U6_ALIGN16B maps the same way)
BLACKWELL_TARGETS = ("sm_10", "sm_11", "sm_12")


@dataclass(frozen=True)
class Field:
    name: str
    bit: int  # offset of element 0
    width: int
    count: int = 1  # per-dimension fields: elements
    step: int = 0  # bits between elements


# The 1024-bit format. Per-dimension fields hold dimension i at bit + i * step.
FIELDS: dict[str, Field] = {
    f.name: f
    for f in (
        Field("global_address", 0, 64),
        Field("im2col", 64, 1),  # 1: an im2col map
        Field("rank_minus_1", 68, 3),
        Field("elemtype", 71, 4),
        Field("interleave", 75, 2),
        Field("swizzle", 77, 2),
        Field("fill_nan", 79, 1),
        Field("tf32", 80, 1),
        Field("l2_promotion", 81, 2),
        Field("swizzle_atomicity", 83, 2),  # ptxemu's own position (module docstring), Blackwell only
        Field("stride_lo", 96, 32, 4, 32),  # (stride >> 4) & 0xFFFFFFFF, dims 1..4
        Field("stride_hi", 224, 4, 4, 4),  # stride >> 36
        Field("dim_minus_1", 256, 32, 5, 32),
        Field("element_stride_minus_1", 416, 3, 5, 3),
        Field("box_minus_1", 440, 8, 5, 8),  # tiled maps
        Field("channels_minus_1", 440, 8),  # im2col maps (box[0]'s place)
        Field("lower_corner", 448, 16),  # im2col: rank-2 signed fields of 16, 8 or 5 bits
        Field("upper_corner", 464, 16),
        Field("pixels_minus_1", 480, 10),
        Field("box_bytes", 512, 32),
        Field("swizzle_repeat", 576, 32),
    )
}
CORNER_BITS = {3: 16, 4: 8, 5: 5}


def _get(v: int, f: Field, i: int = 0) -> int:
    return (v >> (f.bit + i * f.step)) & ((1 << f.width) - 1)


def _put(v: int, f: Field, x: int, i: int = 0) -> int:
    off = f.bit + i * f.step
    m = (1 << f.width) - 1
    return (v & ~(m << off)) | ((x & m) << off)


@dataclass
class TensorMap:
    """Every field of a tensor map (decode_tensor_map), in the driver's units."""

    mode: str  # "tiled" | "im2col"
    global_address: int
    rank: int
    elemtype: int  # the element-type code (ELEMTYPE_CODES)
    tf32: bool
    interleave: int
    swizzle: int
    fill_nan: bool
    l2_promotion: int
    global_dim: list[int]
    global_strides: list[int]  # bytes, dims 1..rank-1
    element_strides: list[int]
    box_dim: list[int] = field(default_factory=list)  # tiled
    channels: int = 0  # im2col
    pixels: int = 0
    lower_corner: list[int] = field(default_factory=list)
    upper_corner: list[int] = field(default_factory=list)
    box_bytes: int = 0
    swizzle_repeat: int = 0
    swizzle_atomicity: int = 0  # SWIZZLE_ATOMICITIES code (ptxemu's own field, bits 83-84)

    @property
    def type_name(self) -> str:
        return ELEMTYPE_CODES[self.elemtype][0] if self.elemtype in ELEMTYPE_CODES else f"code{self.elemtype}"

    @property
    def element_bytes(self) -> int:
        if self.elemtype not in ELEMTYPE_CODES:
            raise PtxError(f"tensor map element type code {self.elemtype} is not a valid type")
        return ELEMTYPE_CODES[self.elemtype][1]

    @property
    def swizzle_span(self) -> int:
        return SWIZZLES[self.swizzle][1]

    @property
    def swizzle_name(self) -> str:
        """The CUtensorMapSwizzle name of the swizzle and atomicity fields together."""
        if self.swizzle_atomicity == 0:
            return SWIZZLES[self.swizzle][0]
        if self.swizzle != 3:
            return f"{SWIZZLES[self.swizzle][0]} with atomicity {SWIZZLE_ATOMICITIES[self.swizzle_atomicity]}"
        return f"128B_ATOM_{SWIZZLE_ATOMICITIES[self.swizzle_atomicity]}"


def decode_tensor_map(data: bytes) -> TensorMap:
    """The fields of 128 bytes written by the driver (or edited by tensormap.replace)."""
    raw = bytes(data)
    if len(raw) != 128:
        raise TensorMapError(f"a tensor map has 128 bytes, got {len(raw)}")
    v = int.from_bytes(raw, "little")
    F = FIELDS
    rank = _get(v, F["rank_minus_1"]) + 1
    im2col = bool(_get(v, F["im2col"]))
    n = min(rank, 5)
    strides = [((_get(v, F["stride_hi"], i) << 32) | _get(v, F["stride_lo"], i)) << 4 for i in range(n - 1)]
    tm = TensorMap(
        mode="im2col" if im2col else "tiled",
        global_address=_get(v, F["global_address"]),
        rank=rank,
        elemtype=_get(v, F["elemtype"]),
        tf32=bool(_get(v, F["tf32"])),
        interleave=_get(v, F["interleave"]),
        swizzle=_get(v, F["swizzle"]),
        fill_nan=bool(_get(v, F["fill_nan"])),
        l2_promotion=_get(v, F["l2_promotion"]),
        global_dim=[_get(v, F["dim_minus_1"], i) + 1 for i in range(n)],
        global_strides=strides,
        element_strides=[_get(v, F["element_stride_minus_1"], i) + 1 for i in range(n)],
        box_bytes=_get(v, F["box_bytes"]),
        swizzle_repeat=_get(v, F["swizzle_repeat"]),
        swizzle_atomicity=_get(v, F["swizzle_atomicity"]),
    )
    if im2col:
        tm.channels = _get(v, F["channels_minus_1"]) + 1
        tm.pixels = _get(v, F["pixels_minus_1"]) + 1
        w = CORNER_BITS.get(rank, 16)
        for name, out in (("lower_corner", tm.lower_corner), ("upper_corner", tm.upper_corner)):
            word = _get(v, F[name])
            for i in range(max(rank - 2, 0)):
                x = (word >> (w * i)) & ((1 << w) - 1)
                out.append(x - (1 << w) if x >= 1 << (w - 1) else x)
    else:
        tm.box_dim = [_get(v, F["box_minus_1"], i) + 1 for i in range(n)]
    return tm


# -- the encoders -----------------------------------------------------------------------------------
def _enum(value, table: dict[int, str], what: str) -> int:
    if isinstance(value, str):
        key = value.upper().removeprefix("CU_TENSOR_MAP_")
        for prefix in ("DATA_TYPE_", "INTERLEAVE_", "SWIZZLE_", "L2_PROMOTION_", "FLOAT_OOB_FILL_"):
            key = key.removeprefix(prefix)
        for k, name in table.items():
            if name == key:
                return k
        raise TensorMapError(f"{what} {value!r} is not one of {', '.join(table.values())}")
    try:
        return int(value)
    except (TypeError, ValueError):
        raise TensorMapError(f"{what} must be an integer or a name, not {value!r}") from None


def _ints(values, n: int, what: str) -> list[int]:
    try:
        out = [int(x) for x in list(values)[:n]]
    except (TypeError, ValueError):
        raise TensorMapError(f"{what} must be a sequence of integers") from None
    if len(out) < n:
        raise TensorMapError(f"{what} needs {n} values, got {len(out)}")
    return out


@dataclass
class _Args:
    mode: str
    dtype: int
    rank: int
    address: int
    dims: list[int]
    strides: list[int]
    es: list[int]
    interleave: int
    swizzle: int
    l2: int
    oob: int
    target: str
    box: list[int] = field(default_factory=list)
    lower: list[int] = field(default_factory=list)
    upper: list[int] = field(default_factory=list)
    channels: int = 0
    pixels: int = 0
    wide: bool = False  # cuTensorMapEncodeIm2colWide


def _esize_bits(a: _Args) -> int:
    return DATA_TYPES[a.dtype].bits


def _box_bytes(a: _Args) -> int:
    """The driver's byte count: esize * prod(box[i] // elementStrides[i]) (channels * pixels * esize)."""
    bits = _esize_bits(a)
    if a.mode == "im2col":
        return a.channels * a.pixels * bits // 8
    n = bits
    for b, e in zip(a.box, a.es, strict=False):
        n *= b // e
    return n // 8


def _check(a: _Args) -> None:
    """The driver's rules, in the order a user can act on them; raises TensorMapError."""
    im = a.mode == "im2col"
    fn = "cuTensorMapEncodeIm2col" + ("Wide" if a.wide else "") if im else "cuTensorMapEncodeTiled"

    def bad(msg: str):
        raise TensorMapError(f"{fn}: {msg}")

    dt = DATA_TYPES.get(a.dtype)
    if dt is None:
        bad(f"data type {a.dtype} is not a CUtensorMapDataType (0-15)")
    if dt.blackwell and not a.target.startswith(BLACKWELL_TARGETS):
        bad(f"data type {dt.name} is refused by the H100 driver (Blackwell only; pass target='sm_100a')")
    lo_rank = 3 if im else 1
    if not lo_rank <= a.rank <= 5:
        bad(f"rank {a.rank} must be {lo_rank}..5")
    if a.interleave not in INTERLEAVES:
        bad(f"interleave {a.interleave} is not 0 (NONE), 1 (16B) or 2 (32B)")
    if a.interleave and a.rank < 3:
        bad(f"an interleaved layout needs rank >= 3, got {a.rank}")
    if a.swizzle not in SWIZZLES:
        bad(f"swizzle {a.swizzle} is not a CUtensorMapSwizzle (0-6)")
    if a.swizzle >= 4 and not a.target.startswith(BLACKWELL_TARGETS):
        bad(
            f"swizzle {SWIZZLES[a.swizzle][0]} is refused by the H100 driver (Blackwell only; pass "
            "target='sm_100a')"
        )
    if a.l2 not in L2_PROMOTIONS:
        bad(f"L2 promotion {a.l2} is not 0..3")
    if a.oob not in OOB_FILLS:
        bad(f"OOB fill {a.oob} is not 0 (NONE) or 1 (NAN_REQUEST_ZERO_FMA)")
    if a.oob and (not dt.is_float):
        bad(f"NaN fill needs a floating-point data type, not {dt.name}")
    packed16 = dt.name in ("16U4_ALIGN16B", "16U6_ALIGN16B")
    if a.address % 16:
        bad(f"global address {a.address:#x} is not 16-byte aligned")
    if (a.interleave == 2 or packed16) and a.address % 32:
        bad(f"global address {a.address:#x} must be 32-byte aligned here")
    if a.address >= 1 << 57:
        bad(f"global address {a.address:#x} is not below 2^57")
    for i, d in enumerate(a.dims):
        if not 1 <= d <= 1 << 32:
            bad(f"globalDim[{i}] = {d} must be 1..2^32")
    if packed16 and a.dims[0] % 128:
        bad("globalDim[0] must be a multiple of 128 for this packed type")
    if dt.name == "16U4_ALIGN8B" and a.dims[0] % 2:
        bad("globalDim[0] must be even for 16U4_ALIGN8B")
    for i, s in enumerate(a.strides):
        if s % 16 or not 0 <= s < 1 << 40:
            bad(f"globalStrides[{i}] = {s} must be a multiple of 16 below 2^40")
        if (a.interleave == 2 or packed16) and s % 32:
            bad(f"globalStrides[{i}] = {s} must be a multiple of 32 here")
    for i, e in enumerate(a.es):
        if not 1 <= e <= 8:
            bad(f"elementStrides[{i}] = {e} must be 1..8")
    ebits = dt.bits
    span = SWIZZLES[a.swizzle][1]
    if im:
        if not 1 <= a.channels <= 256:
            bad(f"channelsPerPixel {a.channels} must be 1..256")
        if packed16 and a.channels != 128:
            bad("channelsPerPixel must be 128 for this packed type")
        if not 1 <= a.pixels <= 1024:
            bad(f"pixelsPerColumn {a.pixels} must be 1..1024")
        lim = 1 << (CORNER_BITS[a.rank] - 1)
        for name, cs in (("pixelBoxLowerCorner", a.lower), ("pixelBoxUpperCorner", a.upper)):
            for i, c in enumerate(cs):
                if not -lim <= c < lim:
                    bad(f"{name}[{i}] = {c} must be in [{-lim}, {lim - 1}] for rank {a.rank}")
        for i in range(a.rank - 2):
            d = a.dims[(0 if a.interleave else 1) + i]
            x = ((d & 0xFFFFFFFF) + a.upper[i]) & 0xFFFFFFFF  # the driver's int32 arithmetic
            x = x - (1 << 32) if x >= 1 << 31 else x
            if x <= a.lower[i]:
                bad(
                    f"the bounding box is empty in spatial dimension {i} (globalDim {d}, corners "
                    f"{a.lower[i]}..{a.upper[i]})"
                )
        inner, what = a.channels * ebits // 8, "channelsPerPixel"
    else:
        for i, b in enumerate(a.box):
            if not 1 <= b <= 256:
                bad(f"boxDim[{i}] = {b} must be 1..256")
        if packed16 and a.box[0] != 128:
            bad("boxDim[0] must be 128 for this packed type")
        inner, what = a.box[0] * ebits // 8, "boxDim[0]"
    if (a.box[0] if not im else a.channels) * ebits % 128:
        bad(f"{what} * element size ({inner} bytes) must be a multiple of 16 bytes")
    if a.interleave == 0 and span and inner > span:
        bad(f"{what} spans {inner} bytes, more than the {SWIZZLES[a.swizzle][0]} swizzle's {span}")
    if _box_bytes(a) > MAX_BOX_BYTES:
        bad(f"the box holds {_box_bytes(a)} bytes, more than {MAX_BOX_BYTES}")


def _encode(a: _Args) -> bytes:
    _check(a)
    F = FIELDS
    dt = DATA_TYPES[a.dtype]
    v = _put(0, F["global_address"], a.address)
    v = _put(v, F["im2col"], 1 if a.mode == "im2col" else 0)
    v = _put(v, F["rank_minus_1"], a.rank - 1)
    v = _put(v, F["elemtype"], dt.code)
    v = _put(v, F["tf32"], int(dt.tf32))
    v = _put(v, F["interleave"], a.interleave)
    sw, atom = _SWIZZLE_FIELDS[a.swizzle]
    v = _put(v, F["swizzle"], sw)
    v = _put(v, F["swizzle_atomicity"], atom)
    v = _put(v, F["fill_nan"], a.oob)
    v = _put(v, F["l2_promotion"], a.l2)
    for i, s in enumerate(a.strides):
        v = _put(v, F["stride_lo"], s >> 4, i)
        v = _put(v, F["stride_hi"], s >> 36, i)
    for i, d in enumerate(a.dims):
        v = _put(v, F["dim_minus_1"], d - 1, i)
    for i, e in enumerate(a.es):
        v = _put(v, F["element_stride_minus_1"], e - 1, i)
    if a.mode == "im2col":
        v = _put(v, F["channels_minus_1"], a.channels - 1)
        w = CORNER_BITS[a.rank]
        lo = up = 0
        for i in range(a.rank - 2):
            lo |= (a.lower[i] & ((1 << w) - 1)) << (w * i)
            up |= (a.upper[i] & ((1 << w) - 1)) << (w * i)
        v = _put(v, F["lower_corner"], lo)
        v = _put(v, F["upper_corner"], up)
        v = _put(v, F["pixels_minus_1"], a.pixels - 1)
    else:
        for i, b in enumerate(a.box):
            v = _put(v, F["box_minus_1"], b - 1, i)
    v = _put(v, F["box_bytes"], _box_bytes(a))
    v = _put(v, F["swizzle_repeat"], SWIZZLES[a.swizzle][2])
    return v.to_bytes(128, "little")


def _common(
    mode,
    data_type,
    rank,
    global_address,
    global_dim,
    global_strides,
    element_strides,
    interleave,
    swizzle,
    l2_promotion,
    oob_fill,
    target,
) -> _Args:
    try:
        rank = int(rank)
    except (TypeError, ValueError):
        raise TensorMapError(f"rank must be an integer, not {rank!r}") from None
    dtype = _enum(data_type, {k: d.name for k, d in DATA_TYPES.items()}, "data type")
    n = rank if 1 <= rank <= 5 else 0
    return _Args(
        mode=mode,
        dtype=dtype,
        rank=rank,
        address=int(global_address) & ((1 << 64) - 1),
        dims=_ints(global_dim, n, "global_dim"),
        strides=_ints(global_strides, max(n - 1, 0), "global_strides"),
        es=_ints(element_strides, n, "element_strides"),
        interleave=_enum(interleave, INTERLEAVES, "interleave"),
        swizzle=_enum(swizzle, {k: v[0] for k, v in SWIZZLES.items()}, "swizzle"),
        l2=_enum(l2_promotion, L2_PROMOTIONS, "L2 promotion"),
        oob=_enum(oob_fill, OOB_FILLS, "OOB fill"),
        target=target,
    )


def encode_tensor_map_tiled(
    data_type,
    rank,
    global_address,
    global_dim,
    global_strides,
    box_dim,
    element_strides,
    interleave=0,
    swizzle=0,
    l2_promotion=0,
    oob_fill=0,
    *,
    target: str = "sm_90a",
) -> bytes:
    """The 128 bytes cuTensorMapEncodeTiled returns for these arguments (the driver's order and
    meaning: global_strides are the rank-1 byte strides of dims 1..rank-1; enums as the driver's
    integers or names such as "FLOAT16", "SWIZZLE_128B"). Raises TensorMapError where the driver
    returns CUDA_ERROR_INVALID_VALUE."""
    a = _common(
        "tiled",
        data_type,
        rank,
        global_address,
        global_dim,
        global_strides,
        element_strides,
        interleave,
        swizzle,
        l2_promotion,
        oob_fill,
        target,
    )
    if a.rank == 0 or a.rank > 5:
        _check(a)
    a.box = _ints(box_dim, a.rank, "box_dim")
    return _encode(a)


def encode_tensor_map_im2col(
    data_type,
    rank,
    global_address,
    global_dim,
    global_strides,
    pixel_box_lower_corner,
    pixel_box_upper_corner,
    channels_per_pixel,
    pixels_per_column,
    element_strides,
    interleave=0,
    swizzle=0,
    l2_promotion=0,
    oob_fill=0,
    *,
    target: str = "sm_90a",
) -> bytes:
    """The 128 bytes cuTensorMapEncodeIm2col returns (corners list the spatial dimensions
    innermost first: W, H, D)."""
    a = _common(
        "im2col",
        data_type,
        rank,
        global_address,
        global_dim,
        global_strides,
        element_strides,
        interleave,
        swizzle,
        l2_promotion,
        oob_fill,
        target,
    )
    if not 3 <= a.rank <= 5:
        _check(a)
    a.lower = _ints(pixel_box_lower_corner, a.rank - 2, "pixel_box_lower_corner")
    a.upper = _ints(pixel_box_upper_corner, a.rank - 2, "pixel_box_upper_corner")
    a.channels = int(channels_per_pixel)
    a.pixels = int(pixels_per_column)
    return _encode(a)


IM2COL_WIDE_MODES = {0: "W", 1: "W128"}


def encode_tensor_map_im2col_wide(
    data_type,
    rank,
    global_address,
    global_dim,
    global_strides,
    pixel_box_lower_corner_width,
    pixel_box_upper_corner_width,
    channels_per_pixel,
    pixels_per_column,
    element_strides,
    interleave=0,
    mode=0,
    swizzle=0,
    l2_promotion=0,
    oob_fill=0,
    *,
    target: str = "sm_90a",
) -> bytes:
    """The 128 bytes cuTensorMapEncodeIm2colWide returns (the maps of .im2col::w / .im2col::w::128).

    Recorded on the H200 (driver 580.159.04, tests/data/tensormap/tma_interleave.npz, group 'wide':
    5 maps accepted, 3 rejected): the driver writes the im2col map of the same arguments with the W
    corners in the first spatial corner fields and 0 in the others (H, D: the box is one pixel
    there), and `mode` (CU_TENSOR_MAP_IM2COL_WIDE_MODE_W = 0 / _W128 = 1; the instruction's
    .im2col::w / .im2col::w::128 picks the traversal) changes no bit: both modes give the same
    bytes; other modes are rejected. The H200's driver also accepts an interleaved layout, which
    the instruction refuses (manual 5.5.6). Corners are documented as 16-bit; where they do not
    fit the rank's corner fields (8 bits at rank 4, 5 at rank 5) the position of the driver's
    bits was not observed and Unsupported is raised."""
    a = _common(
        "im2col",
        data_type,
        rank,
        global_address,
        global_dim,
        global_strides,
        element_strides,
        interleave,
        swizzle,
        l2_promotion,
        oob_fill,
        target,
    )
    fn = "cuTensorMapEncodeIm2colWide"
    a.wide = True
    m = _enum(mode, IM2COL_WIDE_MODES, "im2col-wide mode")
    if m not in IM2COL_WIDE_MODES:
        raise TensorMapError(f"{fn}: mode {m} is not 0 (W) or 1 (W128)")
    if not 3 <= a.rank <= 5:
        _check(a)
    lo, up = int(pixel_box_lower_corner_width), int(pixel_box_upper_corner_width)
    for name, v in (("pixelBoxLowerCornerWidth", lo), ("pixelBoxUpperCornerWidth", up)):
        if not -32768 <= v <= 32767:
            raise TensorMapError(f"{fn}: {name} = {v} must be in [-32768, 32767]")
        lim = 1 << (CORNER_BITS[a.rank] - 1)
        if not -lim <= v < lim:
            raise Unsupported(
                f"{fn}: {name} = {v} does not fit the {CORNER_BITS[a.rank]}-bit corner field of a "
                f"rank-{a.rank} map; where the driver puts wider W corners was not observed"
            )
    a.lower = [lo] + [0] * (a.rank - 3)
    a.upper = [up] + [0] * (a.rank - 3)
    a.channels = int(channels_per_pixel)
    a.pixels = int(pixels_per_column)
    return _encode(a)


# -- tensormap.replace ------------------------------------------------------------------------------
# .field -> (FIELDS entry, how new_val becomes the field's bits); recorded on the H100
REPLACE_FIELDS = (
    "global_address",
    "rank",
    "box_dim",
    "global_dim",
    "global_stride",
    "element_stride",
    "elemtype",
    "interleave_layout",
    "swizzle_mode",
    "swizzle_atomicity",
    "fill_mode",
)


def replace_field(data: bytes, field_name: str, value: int, ordinal: int = 0) -> bytes:
    """tensormap.replace.tile.<field>: the map with one field rewritten, as the H100 writes it (the
    derived box-bytes and swizzle-repeat words are left as they were)."""
    v = int.from_bytes(bytes(data), "little")
    F = FIELDS
    value = int(value)
    if field_name == "global_address":
        v = _put(v, F["global_address"], value)
    elif field_name == "rank":
        v = _put(v, F["rank_minus_1"], value)
    elif field_name == "box_dim":
        v = _put(v, F["box_minus_1"], value - 1, ordinal)
    elif field_name == "global_dim":
        v = _put(v, F["dim_minus_1"], value - 1, ordinal)
    elif field_name == "global_stride":
        if ordinal > 3:
            raise PtxError(f"tensormap.replace.global_stride ordinal {ordinal} is beyond the 4 strides")
        v = _put(v, F["stride_lo"], value >> 4, ordinal)
        v = _put(v, F["stride_hi"], value >> 36, ordinal)
    elif field_name == "element_stride":
        v = _put(v, F["element_stride_minus_1"], value - 1, ordinal)
    elif field_name == "elemtype":
        if value in (11, 12):  # .tf32 / .tf32.ftz: f32 / f32.ftz with the TF32 flag (recorded)
            v = _put(_put(v, F["elemtype"], 7 if value == 11 else 8), F["tf32"], 1)
        else:
            v = _put(_put(v, F["elemtype"], value), F["tf32"], 0)
    elif field_name == "interleave_layout":
        v = _put(v, F["interleave"], value)
    elif field_name == "swizzle_mode":
        if value > 3:
            raise Unsupported("tensormap.replace.swizzle_mode 4 (96B swizzle, sm_103a) is not modelled")
        v = _put(v, F["swizzle"], value)
    elif field_name == "fill_mode":
        v = _put(v, F["fill_nan"], value)
    elif field_name == "swizzle_atomicity":
        # ptxemu's own field (module docstring); Table 33 defines the codes 0-3
        if not 0 <= value <= 3:
            raise PtxError(
                f"tensormap.replace.swizzle_atomicity {value} is not 0 (16B), 1 (32B), 2 (32B + 8B flip) "
                "or 3 (64B) (manual 9.7.9.26, Table 33)"
            )
        v = _put(v, F["swizzle_atomicity"], value)
    else:
        raise PtxError(f"tensormap.replace has no field '{field_name}'")
    return v.to_bytes(128, "little")


__all__ = [
    "encode_tensor_map_tiled",
    "encode_tensor_map_im2col",
    "encode_tensor_map_im2col_wide",
    "decode_tensor_map",
    "TensorMap",
    "TensorMapError",
    "replace_field",
    "DATA_TYPES",
    "SWIZZLES",
    "SWIZZLE_ATOMICITIES",
    "FIELDS",
    "ELEMTYPE_CODES",
]
