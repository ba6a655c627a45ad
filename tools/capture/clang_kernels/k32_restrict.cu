#include "cuda_min.h"
// __restrict__ pointers (const restrict reads may become ld.global.nc), aliasing stores through
// restrict and non-restrict pointers, a restrict struct-of-arrays traversal.
struct SoA { float* __restrict__ x; float* __restrict__ y; const float* __restrict__ w; };
extern "C" __global__ void axpby_restrict(const float* __restrict__ a, const float* __restrict__ b,
                                          float* __restrict__ out, float alpha, float beta, int n) {
  int i = blockIdx_x * blockDim_x + threadIdx_x;
  if (i < n) out[i] = alpha * a[i] + beta * b[i] + a[(i + 1) % n];
}
extern "C" __global__ void stencil_restrict(const double* __restrict__ in, double* __restrict__ out, int n) {
  int i = blockIdx_x * blockDim_x + threadIdx_x;
  if (i > 0 && i + 1 < n) {
    out[i] = 0.25 * in[i - 1] + 0.5 * in[i] + 0.25 * in[i + 1];
    out[i] += in[i] * in[i];
  }
}
extern "C" __global__ void soa_update(SoA s, int n, int iters) {
  int i = blockIdx_x * blockDim_x + threadIdx_x;
  if (i >= n) return;
  float x = s.x[i], y = s.y[i];
  for (int k = 0; k < iters; k++) {
    x += s.w[(i + k) % n] * y;
    y -= s.w[i] * x;
  }
  s.x[i] = x;
  s.y[i] = y;
}
extern "C" __global__ void maybe_alias(float* a, float* b, const int* __restrict__ idx, int n) {
  int i = blockIdx_x * blockDim_x + threadIdx_x;
  if (i < n) { a[idx[i]] = b[i] * 2.0f; b[i] = a[i] + 1.0f; }
}
