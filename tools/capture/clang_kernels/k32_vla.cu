#include "cuda_min.h"
// Stack allocations of run-time size: __builtin_alloca in a kernel and in a noinline device function (clang refuses
// variable-length arrays in device code), used as
// scratch by the thread, passed to a noinline function.
__attribute__((noinline)) __device__ float sum_n(const float* v, int m) {
  float s = 0.0f;
  for (int k = 0; k < m; k++) s += v[k] * (k + 1);
  return s;
}
extern "C" __global__ void alloca_dyn(const float* in, float* out, int m, int n) {
  int i = blockIdx_x * blockDim_x + threadIdx_x;
  if (i >= n || m <= 0 || m > 64) return;
  float* buf = (float*)__builtin_alloca(m * sizeof(float));
  for (int k = 0; k < m; k++) buf[k] = in[(i + k) % n];
  for (int k = 1; k < m; k++) buf[k] += buf[k - 1];
  out[i] = sum_n(buf, m) + buf[i % m];
}
__attribute__((noinline)) __device__ int vla_hist(const int* in, int i, int m, int n) {
  int* hist = (int*)__builtin_alloca(m * sizeof(int));
  for (int k = 0; k < m; k++) hist[k] = 0;
  for (int k = 0; k < 16; k++) hist[(unsigned)in[(i + k) % n] % m]++;
  int best = 0;
  for (int k = 1; k < m; k++) if (hist[k] > hist[best]) best = k;
  return best * 100 + hist[best];
}
extern "C" __global__ void vla(const int* in, int* out, int m, int n) {
  int i = blockIdx_x * blockDim_x + threadIdx_x;
  if (i < n && m > 0 && m <= 32) out[i] = vla_hist(in, i, m, n);
}
