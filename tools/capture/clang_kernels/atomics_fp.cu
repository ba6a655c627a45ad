#include "cuda_min.h"
// Atomics beyond int add: double and float add, a CAS loop (double max), exchange, wrapping
// increment/decrement, 64-bit min/max, block- and system-scoped adds, and shared-memory atomics.
__device__ double atomic_max_double(double* p, double v) {
  long long* q = (long long*)p;
  long long old = *q, assumed;
  do {
    assumed = old;
    double cur = __builtin_bit_cast(double, assumed);
    if (cur >= v) break;
    old = __nvvm_atom_cas_gen_ll(q, assumed, __builtin_bit_cast(long long, v));
  } while (old != assumed);
  return __builtin_bit_cast(double, old);
}
extern "C" __global__ void fp_atomics(double* d, float* f, int* i, unsigned* u, unsigned long long* w, double v) {
  __shared__ float sh[32];
  int t = threadIdx_x;
  if (t < 32) sh[t] = 0.0f;
  __nvvm_bar_sync(0);
  __nvvm_atom_add_gen_d(d, v);
  __nvvm_atom_add_gen_f(f, (float)v);
  __nvvm_atom_add_gen_f(&sh[t & 31], 1.0f);
  atomic_max_double(d + 1, v * t);
  i[1] = __nvvm_atom_xchg_gen_i(i, t);
  __nvvm_atom_inc_gen_ui(u, 100u);
  __nvvm_atom_dec_gen_ui(u + 1, 100u);
  __nvvm_atom_max_gen_ull(w, (unsigned long long)t);
  __nvvm_atom_min_gen_ll((long long*)w + 1, -(long long)t);
  __nvvm_atom_cta_add_gen_i(i + 2, 1);
  __nvvm_atom_sys_add_gen_i(i + 3, 1);
  __nvvm_bar_sync(0);
  if (t < 32) f[1 + t] = sh[t];
}
