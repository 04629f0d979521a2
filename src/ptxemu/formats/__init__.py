"""formats layer: number formats as data, exact decode/encode, packing.

    FORMATS["e2m1"]            -> Format record (bits, bias, inf/NaN rules, max, storage)
    decode(codes, "e4m3")      -> float64 exact values
    encode(x, "e2m1", "rn", satfinite=True, relu=False, ftz=False, rbits=None) -> codes
    pack([a, b], "e4m3")       -> uint16 with a in the upper byte
"""

from ptxemu.formats.codec import ROUNDINGS, RS_WIDTH, decode, encode, nan_payload, widen
from ptxemu.formats.packing import pack, slot_bits, unpack
from ptxemu.formats.table import FORMATS, Format, get_format

__all__ = ["FORMATS", "Format", "get_format", "decode", "encode", "pack", "unpack",
           "slot_bits", "RS_WIDTH", "ROUNDINGS", "widen", "nan_payload"]
