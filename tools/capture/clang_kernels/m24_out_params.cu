#include "cuda_min.h"
// Issue 24: device functions with out-parameters (addresses of locals) and a swap, in a loop.
__device__ void divmod(int a, int b, int* q, int* r) { *q = a / b; *r = a % b; }
__device__ void swap(int& a, int& b) { int t = a; a = b; b = t; }
extern "C" __global__ void m24_out_params(const int* in, int* out, int n) {
  int i = blockIdx_x * blockDim_x + threadIdx_x;
  if (i >= n) return;
  int x = in[i] | 1, y = 7, acc = 0;
  for (int k = 0; k < 5; ++k) {
    int q, r;
    divmod(x + k, y, &q, &r);
    if (q < r) swap(q, r);
    acc += q * 3 - r;
  }
  out[i] = acc;
}
