#include "cuda_min.h"
// Math through libdevice's __nv_* functions (declared here as CUDA's headers declare them;
// -nocudalib: clang does not link libdevice, the calls stay external in clang's PTX), float and
// double, beside builtins LLVM lowers itself.
extern "C" __device__ float __nv_expf(float);
extern "C" __device__ float __nv_logf(float);
extern "C" __device__ float __nv_powf(float, float);
extern "C" __device__ float __nv_erff(float);
extern "C" __device__ float __nv_tanhf(float);
extern "C" __device__ double __nv_exp(double);
extern "C" __device__ double __nv_log1p(double);
extern "C" __device__ void __nv_sincosf(float, float*, float*);
extern "C" __device__ int __nv_isnanf(float);

extern "C" __global__ void libdevice_math(float* f, double* d, int n) {
  int t = threadIdx_x + blockIdx_x * blockDim_x;
  if (t >= n) return;
  float x = f[t];
  float s, c;
  __nv_sincosf(x, &s, &c);
  f[t] = __nv_expf(x) + __nv_logf(__builtin_fabsf(x) + 1.0f) + __nv_powf(x, 2.5f) + __nv_erff(x)
       + __nv_tanhf(x) + s * c + (__nv_isnanf(x) ? 1.0f : 0.0f) + __builtin_sqrtf(x * x);
  double y = d[t];
  d[t] = __nv_exp(y) + __nv_log1p(y * y) + __builtin_fma(y, y, 1.0);
}
