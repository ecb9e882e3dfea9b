"""TensorBoard event files: read scalar summaries, write them (for fixtures), dump them to metrics.json.

A runner must work in containers where `tensorboard` is absent, so this module carries a small reader and
writer of the on-disk format: TFRecord framing (length, masked CRC-32C of the length, payload, masked CRC-32C
of the payload) around `Event` protocol buffers. Only the fields scalar summaries use are decoded:

    Event   { double wall_time = 1; int64 step = 2; string file_version = 3; Summary summary = 5; }
    Summary { repeated Value value = 1; }
    Value   { string tag = 1; float simple_value = 2; SummaryMetadata metadata = 9; TensorProto tensor = 8; }
    TensorProto { DataType dtype = 1; TensorShapeProto tensor_shape = 2; bytes tensor_content = 4;
                  repeated float float_val = 5; repeated double double_val = 6; }

When `tensorboard` is importable, `dump_metrics` uses its EventAccumulator instead (what NeMo-RL's
`tests/json_dump_tb_logs.py` uses); tests check both paths give the same result.
"""

from __future__ import annotations

import os
import socket
import struct
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any, BinaryIO

# --- CRC-32C (Castagnoli), as TFRecord frames use it ---------------------------------------------------

_POLY = 0x82F63B78
_TABLE = []
for _i in range(256):
    _c = _i
    for _ in range(8):
        _c = (_c >> 1) ^ _POLY if _c & 1 else _c >> 1
    _TABLE.append(_c)


def crc32c(data: bytes) -> int:
    crc = 0xFFFFFFFF
    table = _TABLE
    for b in data:
        crc = table[(crc ^ b) & 0xFF] ^ (crc >> 8)
    return crc ^ 0xFFFFFFFF


def masked_crc(data: bytes) -> int:
    crc = crc32c(data)
    return (((crc >> 15) | (crc << 17)) + 0xA282EAD8) & 0xFFFFFFFF


class CorruptRecord(ValueError):
    pass


# --- protobuf wire format (just enough) ------------------------------------------------------------------


def _varint(buf: bytes, pos: int) -> tuple[int, int]:
    result = shift = 0
    while True:
        if pos >= len(buf):
            raise CorruptRecord("truncated varint")
        b = buf[pos]
        pos += 1
        result |= (b & 0x7F) << shift
        if not b & 0x80:
            return result, pos
        shift += 7
        if shift > 63:
            raise CorruptRecord("varint too long")


def _fields(buf: bytes) -> Iterator[tuple[int, int, Any]]:
    """Yield (field number, wire type, value); value is int for varint/fixed, bytes for length-delimited."""
    pos = 0
    while pos < len(buf):
        key, pos = _varint(buf, pos)
        field, wire = key >> 3, key & 7
        if wire == 0:
            val, pos = _varint(buf, pos)
            yield field, wire, val
        elif wire == 1:
            if pos + 8 > len(buf):
                raise CorruptRecord("truncated fixed64")
            yield field, wire, buf[pos : pos + 8]
            pos += 8
        elif wire == 2:
            n, pos = _varint(buf, pos)
            if pos + n > len(buf):
                raise CorruptRecord("truncated length-delimited field")
            yield field, wire, buf[pos : pos + n]
            pos += n
        elif wire == 5:
            if pos + 4 > len(buf):
                raise CorruptRecord("truncated fixed32")
            yield field, wire, buf[pos : pos + 4]
            pos += 4
        else:
            raise CorruptRecord(f"unsupported wire type {wire}")


def _enc_varint(n: int) -> bytes:
    if n < 0:
        n &= (1 << 64) - 1  # int64 negative values are ten-byte varints
    out = bytearray()
    while True:
        b = n & 0x7F
        n >>= 7
        if n:
            out.append(b | 0x80)
        else:
            out.append(b)
            return bytes(out)


def _enc_field(field: int, wire: int, payload: bytes) -> bytes:
    key = _enc_varint((field << 3) | wire)
    if wire == 2:
        return key + _enc_varint(len(payload)) + payload
    return key + payload


# --- scalars ---------------------------------------------------------------------------------------------

_DT_FLOAT, _DT_DOUBLE = 1, 2


@dataclass(frozen=True)
class Scalar:
    tag: str
    step: int
    value: float
    wall_time: float


def _tensor_scalar(buf: bytes) -> float | None:
    dtype = 0
    content = b""
    floats: list[float] = []
    for f, w, v in _fields(buf):
        if f == 1 and w == 0:
            dtype = v
        elif f == 4 and w == 2:
            content = v
        elif f == 5:
            if w == 2:
                floats.extend(x for (x,) in struct.iter_unpack("<f", v))
            elif w == 5:
                floats.append(struct.unpack("<f", v)[0])
        elif f == 6:
            if w == 2:
                floats.extend(x for (x,) in struct.iter_unpack("<d", v))
            elif w == 1:
                floats.append(struct.unpack("<d", v)[0])
    if floats:
        return floats[0] if len(floats) == 1 else None
    if content and dtype == _DT_FLOAT and len(content) == 4:
        return float(struct.unpack("<f", content)[0])
    if content and dtype == _DT_DOUBLE and len(content) == 8:
        return float(struct.unpack("<d", content)[0])
    return None


def _plugin_name(meta: bytes) -> str:
    for f, w, v in _fields(meta):
        if f == 1 and w == 2:  # plugin_data
            for f2, w2, v2 in _fields(v):
                if f2 == 1 and w2 == 2:
                    return bytes(v2).decode("utf-8", "replace")
    return ""


def parse_event(buf: bytes) -> list[Scalar]:
    wall, step = 0.0, 0
    summaries: list[bytes] = []
    for f, w, v in _fields(buf):
        if f == 1 and w == 1:
            wall = struct.unpack("<d", v)[0]
        elif f == 2 and w == 0:
            step = v - (1 << 64) if v >= 1 << 63 else v
        elif f == 5 and w == 2:
            summaries.append(v)
    out: list[Scalar] = []
    for summ in summaries:
        for f, w, val in _fields(summ):
            if f != 1 or w != 2:
                continue
            tag, simple, tensor, meta = "", None, None, b""
            for f2, w2, v2 in _fields(val):
                if f2 == 1 and w2 == 2:
                    tag = bytes(v2).decode("utf-8", "replace")
                elif f2 == 2 and w2 == 5:
                    simple = struct.unpack("<f", v2)[0]
                elif f2 == 8 and w2 == 2:
                    tensor = v2
                elif f2 == 9 and w2 == 2:
                    meta = v2
            if simple is not None:
                out.append(Scalar(tag, step, float(simple), wall))
            elif tensor is not None and _plugin_name(meta) == "scalars":
                x = _tensor_scalar(tensor)
                if x is not None:
                    out.append(Scalar(tag, step, x, wall))
    return out


def iter_records(fh: BinaryIO, verify: bool = True) -> Iterator[bytes]:
    while True:
        header = fh.read(12)
        if not header:
            return
        if len(header) < 12:
            return  # a writer still running leaves a partial record at the end; TensorBoard ignores it too
        (length,) = struct.unpack("<Q", header[:8])
        (len_crc,) = struct.unpack("<I", header[8:])
        if verify and masked_crc(header[:8]) != len_crc:
            raise CorruptRecord("length CRC mismatch")
        data = fh.read(length)
        footer = fh.read(4)
        if len(data) < length or len(footer) < 4:
            return
        if verify and masked_crc(data) != struct.unpack("<I", footer)[0]:
            raise CorruptRecord("data CRC mismatch")
        yield data


def read_scalars(path: Path) -> list[Scalar]:
    out: list[Scalar] = []
    with path.open("rb") as fh:
        for rec in iter_records(fh):
            out.extend(parse_event(rec))
    return out


# --- writer (fixtures, tests) ----------------------------------------------------------------------------


class EventWriter:
    """Writes a TensorBoard event file of scalar summaries (what `SummaryWriter.add_scalar` writes)."""

    def __init__(self, log_dir: str | Path, filename_suffix: str = "") -> None:
        d = Path(log_dir)
        d.mkdir(parents=True, exist_ok=True)
        name = f"events.out.tfevents.{int(time.time())}.{socket.gethostname()}.{os.getpid()}{filename_suffix}"
        self.path = d / name
        self._fh = self.path.open("wb")
        self._write(_enc_field(1, 1, struct.pack("<d", time.time())) + _enc_field(3, 2, b"brain.Event:2"))

    def _write(self, event: bytes) -> None:
        header = struct.pack("<Q", len(event))
        self._fh.write(
            header + struct.pack("<I", masked_crc(header)) + event + struct.pack("<I", masked_crc(event))
        )

    def add_scalar(self, tag: str, value: float, step: int, wall_time: float | None = None) -> None:
        val = _enc_field(1, 2, tag.encode()) + _enc_field(2, 5, struct.pack("<f", float(value)))
        summary = _enc_field(1, 2, val)
        event = (
            _enc_field(1, 1, struct.pack("<d", time.time() if wall_time is None else wall_time))
            + _enc_field(2, 0, _enc_varint(int(step)))
            + _enc_field(5, 2, summary)
        )
        self._write(event)

    def flush(self) -> None:
        self._fh.flush()

    def close(self) -> None:
        self._fh.close()

    def __enter__(self) -> EventWriter:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


# --- metrics.json ----------------------------------------------------------------------------------------


def event_files(log_dir: Path) -> list[Path]:
    """`<log_dir>/**/events*tfevents*`, oldest first (mtime, then name), as json_dump_tb_logs orders them."""
    files = [p for p in log_dir.rglob("events*tfevents*") if p.is_file()]
    return sorted(files, key=lambda p: (p.stat().st_mtime, str(p)))


def _merge(out: dict[str, dict[int, float]], scalars: list[tuple[str, int, float]]) -> None:
    for tag, step, value in scalars:
        out.setdefault(tag, {})[step] = value


def _scalars_with_tensorboard(path: Path) -> list[tuple[str, int, float]]:
    from tensorboard.backend.event_processing.event_accumulator import (
        EventAccumulator,
    )

    ea = EventAccumulator(str(path), size_guidance={"scalars": 0, "tensors": 0})
    ea.Reload()
    rows: list[tuple[str, int, float]] = []
    tags = ea.Tags()
    for tag in tags.get("scalars", []):
        rows.extend((tag, int(e.step), float(e.value)) for e in ea.Scalars(tag))
    # Newer writers log scalars as rank-0 tensors under the "scalars" plugin.
    from tensorboard.util import tensor_util

    for tag in tags.get("tensors", []):
        if ea.SummaryMetadata(tag).plugin_data.plugin_name != "scalars":
            continue
        for e in ea.Tensors(tag):
            arr = tensor_util.make_ndarray(e.tensor_proto)
            if arr.size == 1:
                rows.append((tag, int(e.step), float(arr.reshape(()))))
    return rows


def dump_metrics(log_dir: Path, use_tensorboard: bool | None = None) -> dict[str, dict[str, float]]:
    """All scalar tags under log_dir merged into `{tag: {"<step>": value}}` (later files win).

    Keys are sorted, step keys are strings ordered numerically: the shape of NeMo-RL's metrics.json.
    Raises FileNotFoundError when there is no event file (json_dump_tb_logs.py fails the same way).
    """
    files = event_files(log_dir)
    if not files:
        raise FileNotFoundError(f"no TensorBoard event files under {log_dir}")
    if use_tensorboard is None:
        try:
            import tensorboard  # noqa: F401

            use_tensorboard = True
        except ImportError:
            use_tensorboard = False
    merged: dict[str, dict[int, float]] = {}
    for f in files:
        if use_tensorboard:
            _merge(merged, _scalars_with_tensorboard(f))
        else:
            _merge(merged, [(s.tag, s.step, s.value) for s in read_scalars(f)])
    return {tag: {str(s): merged[tag][s] for s in sorted(merged[tag])} for tag in sorted(merged)}
