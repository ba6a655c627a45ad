#include "cuda_min.h"
// libdevice math (float and double) in a kernel with __launch_bounds__(256, 2), builtins that
// clang selects itself (fma, sqrt, fabs, fmin/fmax, copysign, floor), and rsqrt/sin approximations.
extern "C" __device__ float __nv_sinf(float);
extern "C" __device__ float __nv_cosf(float);
extern "C" __device__ float __nv_atan2f(float, float);
extern "C" __device__ double __nv_pow(double, double);
extern "C" __device__ double __nv_log(double);
extern "C" __device__ double __nv_cbrt(double);
extern "C" __global__ void __launch_bounds__(256, 2) math_launch(const float* x, const double* y, float* o, double* od, int n) {
  int i = blockIdx_x * blockDim_x + threadIdx_x;
  if (i >= n) return;
  float a = x[i];
  double b = y[i];
  float r = __nv_sinf(a) * __nv_cosf(a) + __nv_atan2f(a, 1.5f);
  r += __builtin_fmaf(a, a, 1.f) + __builtin_sqrtf(__builtin_fabsf(a)) + __builtin_floorf(a);
  r = __builtin_fminf(__builtin_fmaxf(r, -8.f), 8.f) + __nvvm_rsqrt_approx_f(__builtin_fabsf(a) + 1.f);
  double s = __nv_pow(__builtin_fabs(b), 0.75) + __nv_log(__builtin_fabs(b) + 1.0) + __nv_cbrt(b);
  s = __builtin_copysign(s, b) + __builtin_fma(b, b, -1.0);
  o[i] = r;
  od[i] = s;
}
