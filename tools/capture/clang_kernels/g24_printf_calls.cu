#include "cuda_min.h"
// Issue 24, second round: printf in a loop and in inlined and non-inlined device functions
// (each call site its own vprintf buffer), beside a local array.
extern "C" __device__ int printf(const char*, ...);
__device__ void show(int k, float v) { printf("k=%d v=%f\n", k, v); }
__attribute__((noinline)) __device__ void show_pair(int a, double b, const char* s) {
  printf("a=%d b=%g s=%s\n", a, b, s);
}
extern "C" __global__ void g24_printf_calls(const float* x, int n) {
  int i = blockIdx_x * blockDim_x + threadIdx_x;
  float buf[4];
  for (int k = 0; k < 4; ++k) buf[k] = x[(i + k) % n];
  for (int k = 0; k < 4; ++k) show(k, buf[k]);
  show_pair(i, buf[i & 3], "tail");
  if (i == 0) printf("n=%d first=%f\n", n, buf[0]);
}
