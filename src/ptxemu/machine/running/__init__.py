"""Running a kernel: `kernel` compiles a Program's entry into steps with the semantics' compilers,
`engine` schedules a batch of CTAs' lanes through them (divergence, barriers, calls), `spin`
reports loops nothing can end, and `compiled/` runs hot code natively beside the interpreter."""
