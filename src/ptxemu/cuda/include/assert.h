// ptxemu.cuda: <assert.h> for NVRTC (see <cassert>)
#pragma once
