// ptxemu.cuda: <stdio.h> for NVRTC (see <cstdio>)
#pragma once
