#include "cuda_min.h"
// Vector types: float4/int2/double2 as ext_vector_type (CUDA's alignment), 128-bit loads and
// stores, element-wise arithmetic, swizzles, half2 arithmetic, and __ldg of a vector.
typedef float float4_ __attribute__((ext_vector_type(4)));
typedef int int2_ __attribute__((ext_vector_type(2)));
typedef double double2_ __attribute__((ext_vector_type(2)));
typedef _Float16 half2_ __attribute__((ext_vector_type(2)));
__device__ float4_ lerp4(float4_ a, float4_ b, float t) { return a + (b - a) * t; }
extern "C" __global__ void vectors(const float4_* a, const float4_* b, float4_* c, int2_* idx,
                                   double2_* d, half2_* h, float t) {
  int i = threadIdx_x;
  float4_ x = __nvvm_ldg_f4(a + i);
  float4_ y = b[i];
  float4_ z = lerp4(x, y, t);
  c[i] = z.wzyx + (float4_)(z.x);
  int2_ k = idx[i];
  idx[i] = k.yx * 2 + (int2_)(i);
  double2_ e = d[i];
  d[i] = e * e.yx;
  half2_ p = h[i];
  h[i] = p * p + (half2_)((_Float16)1.0f);
}
