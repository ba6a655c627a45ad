#include "cuda_min.h"
// __ldg reads feeding atomicCAS loops: a float max and a double min by compare-and-swap on the
// bit patterns (as CUDA code does without native float max), a 16-bit CAS loop, an
// atomicCAS-based lock-free counter, under __launch_bounds__ with and without min blocks.
__device__ float atomic_max_float(float* addr, float v) {
  int* p = (int*)addr;
  int old = *p, assumed;
  do {
    assumed = old;
    if (__builtin_bit_cast(float, assumed) >= v) break;
    old = __nvvm_atom_cas_gen_i(p, assumed, __builtin_bit_cast(int, v));
  } while (assumed != old);
  return __builtin_bit_cast(float, old);
}

__device__ __attribute__((noinline)) double atomic_min_double(double* addr, double v) {
  long long* p = (long long*)addr;
  long long old = *p, assumed;
  do {
    assumed = old;
    double cur = __builtin_bit_cast(double, assumed);
    old = __nvvm_atom_cas_gen_ll(p, assumed, __builtin_bit_cast(long long, cur < v ? cur : v));
  } while (assumed != old);
  return __builtin_bit_cast(double, old);
}

__device__ unsigned short atomic_add_u16(unsigned short* addr, unsigned short v) {
  unsigned short old = *addr, assumed;
  do {
    assumed = old;
    unsigned short desired = (unsigned short)(assumed + v);
    __atomic_compare_exchange_n(addr, &old, desired, false, __ATOMIC_RELAXED, __ATOMIC_RELAXED);
  } while (assumed != old);
  return old;
}

extern "C" __global__ void __launch_bounds__(256, 4) ldg_cas(const float* __restrict__ x, const double* __restrict__ y,
                                                             const int* __restrict__ idx, float* fmax_out, double* dmin_out,
                                                             unsigned short* hist, int n) {
  int t = blockIdx_x * blockDim_x + threadIdx_x;
  if (t >= n) return;
  int j = __nvvm_ldg_i(idx + t);
  float a = __nvvm_ldg_f(x + j) * 2.0f;
  double b = __nvvm_ldg_d(y + t) - (double)a;
  float prev = atomic_max_float(fmax_out, a);
  atomic_min_double(dmin_out + (t & 3), b);
  atomic_add_u16(hist + (j & 15), (unsigned short)(prev > a ? 1 : 2));
}

extern "C" __global__ void __launch_bounds__(64) ticket(const int* __restrict__ in, int* slots, int* counter) {
  int t = blockIdx_x * blockDim_x + threadIdx_x;
  int v = __nvvm_ldg_i(in + t);
  int mine = *counter;
  for (;;) {
    int seen = __nvvm_atom_cas_gen_i(counter, mine, mine + 1);
    if (seen == mine) break;
    mine = seen;
  }
  slots[mine & 1023] = v;
}
