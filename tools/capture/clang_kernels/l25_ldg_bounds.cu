#include "cuda_min.h"
// __ldg (ld.global.nc) of scalars and vectors, __restrict__ const pointers, launch bounds with
// and without min blocks, a 2-D grid, and a kernel whose device helper takes a const pointer.
typedef float float4_t __attribute__((ext_vector_type(4)));
typedef int int2_t __attribute__((ext_vector_type(2)));

__device__ __attribute__((noinline)) float gather(const float* __restrict__ p, const int* __restrict__ idx, int k) {
  return __nvvm_ldg_f(p + __nvvm_ldg_i(idx + k));
}

extern "C" __global__ void __launch_bounds__(256, 2) ldg_bounds(float* __restrict__ out, const float* __restrict__ in,
                                                                const float4_t* __restrict__ v, const int2_t* __restrict__ w,
                                                                const int* __restrict__ idx, const double* __restrict__ dd) {
  int t = threadIdx_x + blockIdx_x * blockDim_x;
  float4_t a = __nvvm_ldg_f4(v + t);
  int2_t b = __nvvm_ldg_i2(w + t);
  out[t] = a.x + a.y * a.z - a.w + (float)(b.x - b.y) + gather(in, idx, t) + (float)__nvvm_ldg_d(dd + t);
}

extern "C" __global__ void __launch_bounds__(128) stencil2d(float* __restrict__ out, const float* __restrict__ in, int width) {
  int x = threadIdx_x + blockIdx_x * blockDim_x;
  int y = threadIdx_y + blockIdx_y * blockDim_y;
  int c = y * width + x;
  out[c] = 0.25f * (__nvvm_ldg_f(in + c - 1) + __nvvm_ldg_f(in + c + 1) + __nvvm_ldg_f(in + c - width) + __nvvm_ldg_f(in + c + width));
}
