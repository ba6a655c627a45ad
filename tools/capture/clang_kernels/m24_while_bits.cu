#include "cuda_min.h"
// Issue 24: while loops over locals (bit counting, Collatz steps).
__device__ int steps(unsigned v) {
  int s = 0;
  while (v != 1 && s < 500) { v = (v & 1) ? 3 * v + 1 : v >> 1; ++s; }
  return s;
}
extern "C" __global__ void m24_while_bits(const unsigned* in, int* out, int n) {
  int i = blockIdx_x * blockDim_x + threadIdx_x;
  if (i >= n) return;
  unsigned v = in[i];
  int bits = 0;
  while (v) { bits += v & 1; v >>= 1; }
  out[i] = bits * 1000 + steps(in[i] | 1);
}
