#!/bin/bash
# The short device job for issue 32 (at most ~90 s, output a few hundred KB): job.sh with SHORT=1, the
# nvcc programs only (static runtime, CUDA graphs, --as sm_100a, CUDA IPC ranks), then cupy if time is left.
SHORT=1 exec bash "$(dirname "$0")/job.sh" "$@"
