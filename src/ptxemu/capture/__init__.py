"""Capture on a GPU, replay anywhere (docs/capture.md).

    cap = ptxemu.capture.open("run.ptxcap")
    for launch in cap.launches:
        result = launch.replay()            # on this machine's CPU, bit for bit
        print(launch.index, launch.kernel, result.verdict)

`ptxemu capture -- PROGRAM` writes such a file on a machine with an NVIDIA GPU.
"""

from ptxemu.capture.fileformat import FORMAT, VERSION, CaptureFileError

__all__ = ["FORMAT", "VERSION", "CaptureFileError", "open"]


def open(path):  # noqa: A001 - the module's verb, like zipfile.ZipFile / tarfile.open
    """Read a capture file: a `Capture` with `.launches` (each with `.replay()`)."""
    from ptxemu.capture.replay import Capture

    return Capture(path)
