// ptxemu.cuda: <stddef.h> for NVRTC (see <cstddef>)
#pragma once
#include <cstddef>
