#include "cuda_min.h"
// Function templates taking lambdas: a transform-reduce over a grid-stride range, a lambda
// returning a struct, lambdas captured into a struct and passed by value to a noinline template.
template <typename T, typename Map, typename Red>
__device__ T transform_reduce(const T* in, int n, T init, Map m, Red r) {
  T acc = init;
  for (int k = blockIdx_x * blockDim_x + threadIdx_x; k < n; k += blockDim_x * __nvvm_read_ptx_sreg_nctaid_x())
    acc = r(acc, m(in[k], k));
  return acc;
}
struct MinMax { float lo, hi; };
template <typename F>
__attribute__((noinline)) __device__ MinMax apply_pair(F f, float a, float b) { return f(a, b); }
template <typename T>
__global__ void reduce_kernel(const T* in, T* out, int n, T scale) {
  T s = transform_reduce(in, n, T(0), [=](T v, int k) { return v * scale + T(k & 1); },
                         [](T a, T b) { return a + b; });
  out[blockIdx_x * blockDim_x + threadIdx_x] = s;
}
template __global__ void reduce_kernel<float>(const float*, float*, int, float);
template __global__ void reduce_kernel<double>(const double*, double*, int, double);
template __global__ void reduce_kernel<int>(const int*, int*, int, int);
extern "C" __global__ void lambda_struct(const float* in, float* out, int n) {
  int i = blockIdx_x * blockDim_x + threadIdx_x;
  if (i >= n) return;
  float bias = in[0];
  auto mm = [bias](float a, float b) { return MinMax{a < b ? a - bias : b - bias, a < b ? b + bias : a + bias}; };
  MinMax r = apply_pair(mm, in[i], in[(i + 1) % n]);
  int count = 0;
  auto bump = [&count](float v) { if (v > 0.0f) count++; };
  bump(r.lo); bump(r.hi);
  out[i] = r.hi - r.lo + count;
}
