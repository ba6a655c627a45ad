#include "cuda_min.h"
// Issue 24: a local array filled and reduced in counted loops, its size a template argument.
template <int N> __device__ float window(const float* in, int i, int n) {
  float w[N];
  for (int k = 0; k < N; ++k) w[k] = in[(i + k) % n] * (k + 1);
  float s = 0.0f;
  for (int k = 0; k < N; ++k) s += w[N - 1 - k] - 0.5f * w[k];
  return s;
}
extern "C" __global__ void m24_array_loop(const float* in, float* out, int n) {
  int i = blockIdx_x * blockDim_x + threadIdx_x;
  if (i < n) out[i] = window<8>(in, i, n) + window<3>(in, i, n);
}
