#include "cuda_min.h"
// CUDA's vector types as its headers define them (aligned structs: float4, int2, double2),
// passed and returned by value to non-inlined device functions and kernels, dynamic shared
// memory (`extern __shared__`), and a block reduction in it (tree, then the last warp with
// shuffles) without cooperative groups.
struct __attribute__((aligned(16))) float4 { float x, y, z, w; };
struct __attribute__((aligned(8))) int2 { int x, y; };
struct __attribute__((aligned(16))) double2 { double x, y; };

__device__ __attribute__((noinline)) float4 madd4(float4 a, float4 b, float s) {
  return {a.x + s * b.x, a.y + s * b.y, a.z + s * b.z, a.w + s * b.w};
}
__device__ __attribute__((noinline)) int2 minmax(int2 a) { return {a.x < a.y ? a.x : a.y, a.x < a.y ? a.y : a.x}; }
__device__ __attribute__((noinline)) double2 swap2(double2 v) { return {v.y, v.x}; }

extern __shared__ float dyn[];

extern "C" __global__ void vec_dynshared(float4* v, int2* w, double2* d, float* sums, float4 bias, int n) {
  int t = threadIdx_x;
  int g = t + blockIdx_x * blockDim_x;
  float4 a = madd4(v[g], bias, 0.5f);
  v[g] = a;
  w[g] = minmax(w[g]);
  d[g] = swap2(d[g]);
  dyn[t] = g < n ? a.x + a.y + a.z + a.w : 0.0f;
  __syncthreads();
  for (unsigned s = blockDim_x / 2; s > 32; s >>= 1) {
    if (t < s) dyn[t] += dyn[t + s];
    __syncthreads();
  }
  if (t < 32) {
    float x = dyn[t] + dyn[t + 32];
    for (int m = 16; m > 0; m >>= 1) x += __nvvm_shfl_sync_down_f32(0xffffffff, x, m, 31);
    if (t == 0) sums[blockIdx_x] = x;
  }
}
