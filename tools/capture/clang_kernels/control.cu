#include "cuda_min.h"
extern "C" __global__ void control(const int* in, int* out, int n) {
  int i = blockIdx_x * blockDim_x + threadIdx_x;
  if (i >= n) return;
  int v = in[i], acc = 0;
  switch (v & 7) {
    case 0: acc = v * 3; break;
    case 1: acc = v >> 2; break;
    case 2: acc = -v; break;
    case 5: acc = v / 7; break;
    default: acc = v % 11;
  }
  for (int k = 0; k < (v & 15); ++k) acc += k * v;
  out[i] = acc;
}
