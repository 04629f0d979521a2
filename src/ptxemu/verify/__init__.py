"""Hardware cross-check: runs real instructions on an NVIDIA GPU (cupy) and compares with ptxemu."""
