#include "cuda_min.h"
// Issue 24: a small local array indexed with values read from memory (selects, or memory).
extern "C" __global__ void m24_dyn_index(const int* in, int* out, int n) {
  int i = blockIdx_x * blockDim_x + threadIdx_x;
  if (i >= n) return;
  int t[4] = {in[i], in[i] + 1, in[i] * 2, 7};
  int a = in[i] & 3, b = (in[i] >> 2) & 3;
  t[a] += t[b];
  out[i] = t[0] ^ t[1] ^ t[2] ^ t[3] ^ t[b];
}
