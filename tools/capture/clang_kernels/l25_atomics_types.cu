#include "cuda_min.h"
// Atomics of several types and orders: int/unsigned/long long/float/double adds, min/max
// (signed and unsigned, 32 and 64 bits), and/or/xor, exchange of a float (the generic
// __atomic_exchange) and of a pointer, 16- and
// 32-bit compare-and-swap, acquire/release/seq_cst C11 atomics, relaxed loads and stores,
// block- and system-scoped atomics, shared-memory atomics, and a float atomic max by CAS loop.
__device__ float atomic_max_float(float* addr, float v) {
  int* ia = (int*)addr;
  int old = *ia, assumed;
  do {
    assumed = old;
    float cur = __builtin_bit_cast(float, assumed);
    if (cur >= v) break;
    old = __nvvm_atom_cas_gen_i(ia, assumed, __builtin_bit_cast(int, v));
  } while (old != assumed);
  return __builtin_bit_cast(float, old);
}

extern "C" __global__ void atomics_types(int* i, unsigned* u, long long* ll, unsigned long long* ull,
                                         float* f, double* d, unsigned short* s, float** pp, int* flag) {
  __shared__ int sh[32];
  int t = threadIdx_x;
  sh[t & 31] = 0;
  __syncthreads();
  __atomic_fetch_add(&i[0], t, __ATOMIC_RELAXED);
  __atomic_fetch_add(&u[0], 3u, __ATOMIC_ACQ_REL);
  __atomic_fetch_add(&ll[0], (long long)t, __ATOMIC_SEQ_CST);
  __nvvm_atom_add_gen_f(&f[0], 1.5f);
  __nvvm_atom_add_gen_d(&d[0], 2.5);
  __atomic_fetch_min(&i[1], t, __ATOMIC_RELAXED);
  __atomic_fetch_max(&u[1], (unsigned)t, __ATOMIC_RELAXED);
  __atomic_fetch_min(&ll[1], -(long long)t, __ATOMIC_RELAXED);
  __atomic_fetch_max(&ull[1], (unsigned long long)t, __ATOMIC_RELAXED);
  __atomic_fetch_and(&u[2], 0xf0u, __ATOMIC_RELAXED);
  __atomic_fetch_or(&ull[2], 1ull << (t & 63), __ATOMIC_RELAXED);
  __atomic_fetch_xor(&i[2], t, __ATOMIC_RELEASE);
  float zero = 0.0f, old_f;
  __atomic_exchange(&f[1], &zero, &old_f, __ATOMIC_ACQUIRE);
  float* old_p = __atomic_exchange_n(&pp[0], f, __ATOMIC_RELAXED);
  unsigned short expect16 = 0;
  __atomic_compare_exchange_n(&s[0], &expect16, (unsigned short)t, false, __ATOMIC_RELAXED, __ATOMIC_RELAXED);
  int expect = 0;
  bool won = __atomic_compare_exchange_n(&i[3], &expect, t, false, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE);
  __nvvm_atom_cta_add_gen_i(&i[4], 1);
  __nvvm_atom_sys_add_gen_i(&i[5], 1);
  __atomic_fetch_add(&sh[t & 7], 1, __ATOMIC_RELAXED);
  __syncthreads();
  if (won) __atomic_store_n(&flag[0], 1, __ATOMIC_RELEASE);
  int seen = __atomic_load_n(&flag[1], __ATOMIC_ACQUIRE);
  f[2 + t] = atomic_max_float(&f[2], old_f) + (old_p ? 1.0f : 0.0f) + (float)(seen + sh[t & 31]) + (float)expect16;
}
