#include "cuda_min.h"
// printf of mixed kinds from divergent code and a helper, a __nanosleep backoff on a volatile
// flag, __trap on a bad argument.
extern "C" __device__ int printf(const char*, ...);
struct Pt { int x; float y; };
__attribute__((noinline)) __device__ void report(Pt p, const char* who, double w) {
  printf("%s: (%d, %f) w=%e %p\n", who, p.x, p.y, w, (void*)who);
}
extern "C" __global__ void printf_nanosleep(volatile int* flag, const float* x, int n) {
  int i = blockIdx_x * blockDim_x + threadIdx_x;
  if (n < 0) __builtin_trap();
  if (i == 0) {
    *flag = 1;
  } else {
    unsigned ns = 32;
    for (int tries = 0; *flag == 0 && tries < 64; ++tries) {
      __nvvm_nanosleep(ns);
      ns = ns < 4096 ? ns * 2 : 4096;
    }
  }
  if (i < n && x[i] < 0) {
    Pt p = {i, x[i]};
    report(p, i & 1 ? "odd" : "even", (double)x[i] * 0.5);
  } else if (i < n) {
    printf("%d %hhd %lu %c\n", i, (signed char)i, (unsigned long)n, 'a' + (i & 15));
  }
}
