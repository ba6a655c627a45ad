#include "cuda_min.h"
struct S { int a; float b[3]; };
__device__ float helper(float x, int n) { return x * n + 1.0f; }
extern "C" __global__ void __launch_bounds__(256) saxpy(int n, float a, const float* x, float* y, S s) {
  int i = blockIdx_x * blockDim_x + threadIdx_x;
  __shared__ float sh[32];
  if (i < n) { sh[threadIdx_x % 32] = x[i]; __nvvm_bar_sync(0); y[i] = a * sh[i%32] + helper(y[i], s.a) + s.b[i%3]; __nvvm_atom_add_gen_f(&y[0], 1.0f); }
}
