// Prints the byte offsets and sizes of the structures NCCL's symmetric kernels read (their kernel
// parameter ncclSymkDevWorkArgs4K and the device-memory structs it points to), as nvcc lays them
// out: `name value` lines. nccl_offsets.py compiles it against NCCL's headers (NVIDIA/nccl at
// 5067397c, 2.30.7) and records tests/data/multimem/nccl/offsets.json, which
// tests/machine/nccl_symk.py builds its arguments from.
#include <cstddef>
#include <cstdio>

#include "sym_kernels.h"

#define OFF(T, f) printf("%s.%s %zu\n", #T, #f, offsetof(T, f))
#define SIZE(T) printf("sizeof.%s %zu\n", #T, sizeof(T))

int main() {
  SIZE(ncclSymkDevWorkArgs);
  SIZE(ncclSymkDevComm);
  SIZE(ncclDevComm);
  SIZE(ncclSymkDevWork);
  SIZE(ncclSymkChannelWorkRange);
  SIZE(ncclWindow_vidmem);
  SIZE(ncclResourceWindow_vidmem_t);
  SIZE(ncclSymkDevWorkArgs4K);
  OFF(ncclSymkDevWorkArgs, kcomm);
  OFF(ncclSymkDevWorkArgs, nMaxChannels);
  OFF(ncclSymkDevWorkArgs, maxDynamicSmem);
  OFF(ncclSymkDevComm, devComm);
  OFF(ncclSymkDevComm, lsaLLA2A);
  OFF(ncclDevComm, magic);
  OFF(ncclDevComm, version);
  OFF(ncclDevComm, rank);
  OFF(ncclDevComm, nRanks);
  OFF(ncclDevComm, nRanks_rcp32);
  OFF(ncclDevComm, lsaRank);
  OFF(ncclDevComm, lsaSize);
  OFF(ncclDevComm, lsaSize_rcp32);
  OFF(ncclDevComm, windowTable);
  OFF(ncclDevComm, resourceWindow);
  OFF(ncclDevComm, resourceWindow_inlined);
  OFF(ncclDevComm, lsaMultimem);
  OFF(ncclDevComm, lsaBarrier);
  OFF(ncclDevComm, abortFlag);
  OFF(ncclResourceWindow_vidmem_t, lsaFlatBase);
  OFF(ncclResourceWindow_vidmem_t, stride4G);
  OFF(ncclResourceWindow_vidmem_t, mcOffset4K);
  OFF(ncclWindow_vidmem, lsaFlatBase);
  OFF(ncclWindow_vidmem, lsaRank);
  OFF(ncclWindow_vidmem, worldRank);
  OFF(ncclWindow_vidmem, stride4G);
  OFF(ncclWindow_vidmem, mcOffset4K);
  OFF(ncclMultimemHandle, mcBasePtr);
  OFF(ncclLsaBarrierHandle, bufHandle);
  OFF(ncclLsaBarrierHandle, nBarriers);
  OFF(ncclLLA2AHandle, bufHandle);
  OFF(ncclLLA2AHandle, nSlots);
  OFF(ncclSymkChannelWorkRange, workHi);
  OFF(ncclSymkChannelWorkRange, fracHi);
  OFF(ncclSymkDevWork, redOpArg);
  OFF(ncclSymkDevWork, nElts);
  OFF(ncclSymkDevWork, inputWin);
  OFF(ncclSymkDevWork, outputWin);
  OFF(ncclSymkDevWork, inputOff);
  OFF(ncclSymkDevWork, outputOff);
  OFF(ncclSymkDevWork, rootRank);
  // the bit fields sChannelId:16, nChannels:16 share the 8 bytes after rootRank's padding
  ncclSymkDevWork w = {};
  w.sChannelId = 0x1234;
  w.nChannels = 0x5678;
  const unsigned char* p = reinterpret_cast<const unsigned char*>(&w);
  for (size_t i = offsetof(ncclSymkDevWork, rootRank) + sizeof(int); i < sizeof(w); i++)
    if (p[i]) printf("ncclSymkDevWork.byte%zu %u\n", i, p[i]);
  ncclSymkDevWorkArgs a = {};
  printf("ncclSymkDevWorkArgs.getWorkRange %zu\n", (size_t)((char*)a.getWorkRange() - (char*)&a));
  printf("ncclSymkDevWorkArgs.getWorks_1 %zu\n", (size_t)((char*)a.getWorks(1) - (char*)&a));
  printf("ncclSymkDevWorkArgs.getWorks_5 %zu\n", (size_t)((char*)a.getWorks(5) - (char*)&a));
  printf("NCCL_API_MAGIC %u\n", (unsigned)NCCL_API_MAGIC);
  printf("NCCL_VERSION_CODE %d\n", NCCL_VERSION_CODE);
  printf("ncclSymkMaxBlocks %d\n", ncclSymkMaxBlocks);
  printf("ncclSymkMaxThreads %d\n", ncclSymkMaxThreads);
  printf("NCCL_SYM_KERNEL_CELL_SIZE %d\n", NCCL_SYM_KERNEL_CELL_SIZE);
  return 0;
}
