// Included after a CUTLASS example (its main renamed): at exit, write the example's global host tensors
// (its inputs as it filled them, its host reference result, ...) with their device addresses to
// $REFDUMP_FILE, as "name device_address bytes\n" followed by the bytes. The example itself runs
// unchanged; this only reads what it left in its globals when it ends (also after its exit(-1)).
#pragma once
#include <cstdio>
#include <cstdlib>

template <class T> static void refdump_one(FILE *f, const char *name, T &t) {
  using E = typename T::Element;
  size_t bytes = (size_t(t.size()) * cutlass::sizeof_bits<E>::value + 7) / 8;
  fprintf(f, "%s %llu %zu\n", name, (unsigned long long)(void const *)t.device_data(), bytes);
  fwrite((void const *)t.host_data(), 1, bytes, f);
}

static FILE *refdump_open() {
  char const *p = std::getenv("REFDUMP_FILE");
  return p ? std::fopen(p, "wb") : nullptr;
}

#define REFDUMP(x) refdump_one(f, #x, x)
