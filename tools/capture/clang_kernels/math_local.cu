#include "cuda_min.h"
__device__ __attribute__((noinline)) float poly(const float* c, int n, float x) { float r = 0; for (int i = n - 1; i >= 0; --i) r = r * x + c[i]; return r; }
extern "C" __global__ void __launch_bounds__(128, 4) mathk(float* x, double* d, long long* l) {
  int i = threadIdx_x;
  float c[4] = {1.0f, 0.5f, 0.25f, x[0]};
  x[i] = poly(c, 4, x[i]) + __builtin_fabsf(x[i]) + __builtin_fmaf(x[i], 2.0f, 1.0f) + __builtin_sqrtf(x[i]);
  d[i] = (double)x[i] / 3.0 + __builtin_fmin(d[i], 1.0);
  l[i] = (l[i] * 0x123456789LL) >> 17 | __builtin_popcountll(l[i]) | __builtin_clzll(l[i] | 1);
  volatile int scratch[2]; scratch[0] = i; scratch[1] = scratch[0] + 1; l[0] += scratch[1];
}
