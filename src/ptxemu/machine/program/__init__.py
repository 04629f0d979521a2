"""The decoded program: a module's functions, variables, registers and labels read once
(program), and the step core every instruction is compiled into (step: Step, the compile context
Cx with its operand readers and writers, the `compiles` registry the semantics fill)."""
