#include "cuda_min.h"
// A block reduction templated on the element type and the operation (functor objects): a
// grid-stride accumulation, a shared-memory tree, a warp-shuffle tail, one atomic per block.
struct Sum { template <typename T> __device__ T operator()(T a, T b) const { return a + b; } };
struct Max { template <typename T> __device__ T operator()(T a, T b) const { return a > b ? a : b; } };
template <typename T> __device__ T shfl_down(T v, int off);
template <> __device__ float shfl_down(float v, int off) { return __nvvm_shfl_sync_down_f32(0xffffffff, v, off, 31); }
template <> __device__ int shfl_down(int v, int off) { return __nvvm_shfl_sync_down_i32(0xffffffff, v, off, 31); }
template <typename T, typename Op, int BLOCK>
__device__ T block_reduce(T v, Op op) {
  __shared__ T buf[BLOCK];
  int t = threadIdx_x;
  buf[t] = v;
  __nvvm_bar_sync(0);
  for (int s = BLOCK / 2; s >= 32; s >>= 1) {
    if (t < s) buf[t] = op(buf[t], buf[t + s]);
    __nvvm_bar_sync(0);
  }
  T x = buf[t];
  if (t < 32)
    for (int off = 16; off > 0; off >>= 1) x = op(x, shfl_down(x, off));
  return x;
}
template <typename T, typename Op>
__device__ void reduce(const T* in, T* out, int n, T init, Op op) {
  T acc = init;
  for (int i = blockIdx_x * 256 + threadIdx_x; i < n; i += 256 * 64) acc = op(acc, in[i]);
  T r = block_reduce<T, Op, 256>(acc, op);
  if (threadIdx_x == 0) out[blockIdx_x] = r;
}
extern "C" __global__ void __launch_bounds__(256) sum_f32(const float* in, float* out, int n) { reduce(in, out, n, 0.0f, Sum()); }
extern "C" __global__ void __launch_bounds__(256) max_i32(const int* in, int* out, int n) { reduce(in, out, n, -2147483647 - 1, Max()); }
