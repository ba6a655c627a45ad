#include "cuda_min.h"
// Atomics on double/float/unsigned long long in global and shared memory, a CAS loop on a
// double (multiply), 64-bit exchange, block-scoped and system-scoped adds, returned values used.
__device__ double atomic_mul(double* p, double f) {
  unsigned long long* q = (unsigned long long*)p;
  unsigned long long old = *q, assumed;
  do {
    assumed = old;
    old = __nvvm_atom_cas_gen_ll((long long*)q, assumed,
                                 __builtin_bit_cast(long long, __builtin_bit_cast(double, assumed) * f));
  } while (assumed != old);
  return __builtin_bit_cast(double, old);
}
extern "C" __global__ void atomics_mix(double* d, float* f, unsigned long long* u, int* cnt, int n) {
  __shared__ double sd[8];
  __shared__ unsigned long long su;
  int t = threadIdx_x;
  if (t < 8) sd[t] = 0;
  if (t == 0) su = 0;
  __nvvm_bar_sync(0);
  int i = blockIdx_x * blockDim_x + t;
  double v = i < n ? d[i] : 1.0;
  __nvvm_atom_add_gen_d(&sd[t & 7], v);
  unsigned long long old = __nvvm_atom_add_gen_ll((long long*)&su, (long long)i);
  float prev = __nvvm_atom_add_gen_f(&f[i & 3], (float)v);
  __nvvm_atom_max_gen_ull(&u[0], old);
  __nvvm_atom_xchg_gen_ll((long long*)&u[1], (long long)i);
  __nvvm_atom_cta_add_gen_i(&cnt[0], 1);
  __nvvm_atom_sys_add_gen_i(&cnt[1], prev > 0 ? 1 : 0);
  double m = atomic_mul(&d[n], 1.0001);
  __nvvm_bar_sync(0);
  if (t == 0) {
    double s = 0;
    for (int k = 0; k < 8; ++k) s += sd[k];
    d[n + 1 + blockIdx_x] = s + m + (double)su;
  }
}
