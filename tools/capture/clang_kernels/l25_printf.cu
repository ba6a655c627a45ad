#include "cuda_min.h"
// printf with every argument kind clang packs for vprintf: char, short, int, long long,
// unsigned, float (promoted to double), double, pointers, strings, and a call in a loop and
// in a device function (each call site its own argument buffer).
extern "C" __device__ int printf(const char*, ...);

__device__ __attribute__((noinline)) void report(const char* tag, int id, double value) {
  printf("[%s] id=%d value=%g\n", tag, id, value);
}

extern "C" __global__ void printf_kinds(const float* f, const double* d, long long big, char c, short s) {
  int t = threadIdx_x;
  printf("t=%d c=%c s=%hd big=%lld u=%u\n", t, c, s, big, (unsigned)t * 3u);
  printf("f=%f d=%e p=%p str=%s\n", f[t], d[t], (const void*)f, "hello");
  for (int k = 0; k < 2; ++k) printf("k=%d\n", k);
  report("dev", t, d[0]);
  printf("no arguments\n");
}
