#include "cuda_min.h"
// A warp reduction templated on the element type and on the operation (sum, max, min) with
// __shfl_xor_sync butterflies (64-bit types shuffled as two 32-bit halves), a templated block
// reduction over a static shared array, instantiated for float, double, int, long long and
// unsigned; a templated grid-stride kernel body.
template <typename T> struct Shfl {
  static __device__ T xor_sync(T v, int m) {
    if constexpr (sizeof(T) == 8) {
      long long bits = __builtin_bit_cast(long long, v);
      int lo = __nvvm_shfl_sync_bfly_i32(0xffffffff, (int)bits, m, 31);
      int hi = __nvvm_shfl_sync_bfly_i32(0xffffffff, (int)(bits >> 32), m, 31);
      return __builtin_bit_cast(T, ((long long)hi << 32) | (unsigned)lo);
    } else if constexpr (__is_same(T, float)) {
      return __nvvm_shfl_sync_bfly_f32(0xffffffff, v, m, 31);
    } else {
      return __builtin_bit_cast(T, __nvvm_shfl_sync_bfly_i32(0xffffffff, __builtin_bit_cast(int, v), m, 31));
    }
  }
};

struct Sum { template <typename T> __device__ T operator()(T a, T b) const { return a + b; } };
struct Max { template <typename T> __device__ T operator()(T a, T b) const { return a > b ? a : b; } };
struct Min { template <typename T> __device__ T operator()(T a, T b) const { return a < b ? a : b; } };

template <typename T, typename Op> __device__ T warp_reduce(T v, Op op) {
#pragma unroll
  for (int m = 16; m > 0; m >>= 1) v = op(v, Shfl<T>::xor_sync(v, m));
  return v;
}

template <typename T, typename Op> __device__ __attribute__((noinline)) T block_reduce(T v, Op op, T identity) {
  __shared__ T partial[32];
  int lane = threadIdx_x & 31, warp = threadIdx_x >> 5;
  v = warp_reduce(v, op);
  if (lane == 0) partial[warp] = v;
  __syncthreads();
  v = threadIdx_x < (blockDim_x + 31) / 32 ? partial[lane] : identity;
  if (warp == 0) v = warp_reduce(v, op);
  return v;
}

template <typename T, typename Op> __device__ void reduce_body(const T* in, T* out, int n, Op op, T identity) {
  T acc = identity;
  for (int i = blockIdx_x * blockDim_x + threadIdx_x; i < n; i += blockDim_x * __nvvm_read_ptx_sreg_nctaid_x())
    acc = op(acc, in[i]);
  acc = block_reduce(acc, op, identity);
  if (threadIdx_x == 0) out[blockIdx_x] = acc;
}

extern "C" __global__ void sum_f32(const float* in, float* out, int n) { reduce_body(in, out, n, Sum{}, 0.0f); }
extern "C" __global__ void max_f64(const double* in, double* out, int n) { reduce_body(in, out, n, Max{}, -1e300); }
extern "C" __global__ void min_i32(const int* in, int* out, int n) { reduce_body(in, out, n, Min{}, 0x7fffffff); }
extern "C" __global__ void sum_i64(const long long* in, long long* out, int n) { reduce_body(in, out, n, Sum{}, 0LL); }
extern "C" __global__ void max_u32(const unsigned* in, unsigned* out, int n) { reduce_body(in, out, n, Max{}, 0u); }
