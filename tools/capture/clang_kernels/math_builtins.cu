#include "cuda_min.h"
// Math that LLVM lowers to instructions (no libdevice): sqrt, fabs, fmin/fmax, copysign, fma,
// rounding, NVVM approximations, integer min/max/abs, and the bit builtins (clz, ctz, popcount,
// bswap, bitreverse, rotates), f64 included.
extern "C" __global__ void maths(float* f, double* d, int* i, unsigned* u, unsigned long long* w) {
  int t = threadIdx_x;
  float x = f[t], y = f[t + 1];
  f[t] = __builtin_sqrtf(__builtin_fabsf(x)) + __builtin_fminf(x, y) * __builtin_fmaxf(x, y)
       + __builtin_copysignf(1.0f, y) + __builtin_fmaf(x, y, 1.0f) + __builtin_floorf(x)
       + __builtin_ceilf(y) + __builtin_truncf(x) + __builtin_rintf(y) + __builtin_roundf(x)
       + __nvvm_rsqrt_approx_f(y * y + 1.0f) + __nvvm_ex2_approx_f(x) + __nvvm_lg2_approx_f(y * y + 1.0f)
       + __nvvm_sin_approx_f(x) + __nvvm_fmin_nan_f(x, y);
  double a = d[t], b = d[t + 1];
  d[t] = __builtin_sqrt(__builtin_fabs(a)) + __builtin_fmin(a, b) + __builtin_fma(a, b, 2.0)
       + __builtin_floor(b) + __builtin_copysign(a, b);
  int p = i[t], q = i[t + 1];
  i[t] = (p < q ? p : q) + (p > q ? p : q) + __builtin_abs(p) + __builtin_clz(p | 1) + __builtin_ctz(q | 4)
       + __builtin_popcount(p);
  unsigned v = u[t];
  u[t] = __builtin_bswap32(v) ^ __builtin_bitreverse32(v) ^ __builtin_rotateleft32(v, 5)
       ^ __builtin_rotateright32(v, t & 31);
  unsigned long long z = w[t];
  w[t] = __builtin_bswap64(z) + __builtin_popcountll(z) + __builtin_clzll(z | 1) + __builtin_rotateleft64(z, 17);
}
