"""The machine: PTX kernels executed on the CPU as the GPU executes them.

Floors, each importing only the floors beneath it (tests/test_layers.py and the import-linter
contracts in pyproject.toml enforce this; docs/ARCHITECTURE.md says why the cut is here):

    launching/   Module, launch, LaunchStats, forked workers, Systems of devices, replays
    running/     a kernel compiled into steps, the engine that schedules them, spin detection,
    observing/     the native route (compiled/)  |  what a launch can watch: the checking mode
    semantics/   what each instruction does, one module per chapter of the manual
    program/     the decoded module (functions, variables, registers) and the step core
    state/       device memory, the lanes' registers and geometry, tensor memory

The public entry points are re-exported from `ptxemu` (Module, Device, System, launch).
"""
