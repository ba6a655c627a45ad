#include "cuda_min.h"
// Conversions and rounding builtins: double <-> (unsigned) long long / int / float with the NVVM
// rounding-mode builtins, double arithmetic with explicit rounding, saturating float conversions.
extern "C" __global__ void fp64_conv(const double* d, const long long* l, double* out, long long* lout, unsigned* uout, int n) {
  int i = blockIdx_x * blockDim_x + threadIdx_x;
  if (i >= n) return;
  double x = d[i], y = d[(i + 1) % n];
  double r = __nvvm_add_rz_d(x, y) + __nvvm_mul_rp_d(x, y) + __nvvm_div_rn_d(x, y + 1.0) + __nvvm_fma_rm_d(x, y, 1.0);
  r += __nvvm_sqrt_rn_d(__builtin_fabs(x)) + __nvvm_rcp_rn_d(y + 2.0);
  lout[i] = __nvvm_d2ll_rz(x) + __nvvm_d2ll_rn(y) + (long long)__nvvm_d2ull_rp(__builtin_fabs(x));
  uout[i] = __nvvm_d2ui_rm(__builtin_fabs(y)) + (unsigned)__nvvm_d2i_rn(x) + (unsigned)__nvvm_f2i_rz((float)x);
  r += __nvvm_ll2d_rn(l[i]) + __nvvm_ull2d_rz((unsigned long long)l[i]) + (double)__nvvm_d2f_rn(x) + (double)(unsigned)l[i];
  out[i] = r + __nvvm_saturate_d(x) + (double)(float)l[i];
}
