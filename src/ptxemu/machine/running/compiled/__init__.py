"""The compiled route: straight-line regions of a kernel translated into native code (numba), run
beside the interpreter, which stays the reference (see codegen and route)."""
