#include "cuda_min.h"
// __half2 math without CUDA's headers: `_Float16` vectors of two with clang's NVVM f16x2
// builtins (fma, min/max, NaN-propagating max, abs via bit masking, ex2), lane-wise
// arithmetic and compares, a dot product accumulated in float, conversions f32 <-> f16.
typedef _Float16 half2 __attribute__((ext_vector_type(2)));
typedef short short2 __attribute__((ext_vector_type(2)));

__device__ half2 habs2(half2 v) {
  unsigned bits = __builtin_bit_cast(unsigned, v) & 0x7fff7fffu;
  return __builtin_bit_cast(half2, bits);
}

__device__ __attribute__((noinline)) half2 axpy2(half2 a, half2 x, half2 y) {
  return __nvvm_fma_rn_f16x2(a, x, y);
}

extern "C" __global__ void half2_math(const half2* a, const half2* b, half2* out, float* dot, int n) {
  int t = blockIdx_x * blockDim_x + threadIdx_x;
  if (t >= n) return;
  half2 x = a[t], y = b[t];
  half2 s = axpy2(x, y, (half2)(_Float16)0.5f);
  half2 m = __nvvm_fmax_f16x2(s, habs2(y));
  half2 q = __nvvm_fmin_nan_f16x2(m, x * y - s);
  half2 r = __nvvm_fma_rn_relu_f16x2(q, x, y);
  short2 gt = x > y;
  half2 sel = gt.x ? r : -r;
  sel.y = gt.y ? sel.y : (_Float16)((float)y.y * 0.25f);
  out[t] = sel + __nvvm_ex2_approx_f16x2(x);
  float d = (float)x.x * (float)y.x + (float)x.y * (float)y.y;
  __nvvm_atom_add_gen_f(dot, d);
}
