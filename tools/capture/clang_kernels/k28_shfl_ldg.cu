#include "cuda_min.h"
// __shfl_sync of float/int/double/long long (64-bit as two halves), up/down/xor/idx, segment
// widths below 32, and __ldg of scalars and vectors feeding them.
typedef float float2_ __attribute__((ext_vector_type(2)));
__device__ double shfl_d(unsigned m, double v, int lane, int w) {
  long long b = __builtin_bit_cast(long long, v);
  int lo = __nvvm_shfl_sync_idx_i32(m, (int)b, lane, ((32 - w) << 8) | 31);
  int hi = __nvvm_shfl_sync_idx_i32(m, (int)(b >> 32), lane, ((32 - w) << 8) | 31);
  return __builtin_bit_cast(double, ((long long)hi << 32) | (unsigned)lo);
}
extern "C" __global__ void shfl_ldg(const float* __restrict__ x, const double* __restrict__ d,
                                    const float2_* __restrict__ v2, float* out, double* dout, int n) {
  int t = blockIdx_x * blockDim_x + threadIdx_x;
  int lane = threadIdx_x & 31;
  float a = t < n ? __nvvm_ldg_f(&x[t]) : 0.f;
  float2_ p = t < n ? __nvvm_ldg_f2(&v2[t]) : (float2_){0, 0};
  a += p.x * p.y;
  for (int o = 8; o > 0; o >>= 1) a += __nvvm_shfl_sync_bfly_f32(0xffffffff, a, o, 0x181f);
  int up = __nvvm_shfl_sync_up_i32(0xffffffff, lane * 3, 2, (16 << 8));
  float dn = __nvvm_shfl_sync_down_f32(0xffffffff, a, 4, 31);
  double dv = t < n ? __nvvm_ldg_d(&d[t]) : 0.0;
  dv += shfl_d(0xffffffff, dv, (lane + 1) & 7, 8);
  if (t < n) {
    out[t] = a + dn + up;
    dout[t] = dv;
  }
}
