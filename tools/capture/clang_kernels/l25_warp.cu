#include "cuda_min.h"
// Warp intrinsics: butterfly and down-shuffle reductions of float, int and double (a double
// shuffled as two halves), ballot/any/all with a computed mask, activemask, the sm_80 redux.sync
// reductions, match.all, and a warp-aggregated atomic increment (leader election by ballot).
__device__ double shfl_xor_double(double v, int m) {
  long long bits = __builtin_bit_cast(long long, v);
  int lo = __nvvm_shfl_sync_bfly_i32(0xffffffff, (int)bits, m, 31);
  int hi = __nvvm_shfl_sync_bfly_i32(0xffffffff, (int)(bits >> 32), m, 31);
  return __builtin_bit_cast(double, ((long long)hi << 32) | (unsigned)lo);
}

__device__ __attribute__((noinline)) float warp_sum(float v) {
  for (int m = 16; m > 0; m >>= 1) v += __nvvm_shfl_sync_bfly_f32(0xffffffff, v, m, 31);
  return v;
}

extern "C" __global__ void warp(float* f, double* d, int* i, unsigned* u, int* counter) {
  int t = threadIdx_x + blockIdx_x * blockDim_x;
  int lane = threadIdx_x & 31;
  f[t] = warp_sum(f[t]);
  double x = d[t];
  for (int m = 1; m < 32; m <<= 1) x += shfl_xor_double(x, m);
  d[t] = x;
  int v = i[t];
  for (int off = 16; off > 0; off >>= 1) v = v > __nvvm_shfl_sync_down_i32(0xffffffff, v, off, 31) ? v : __nvvm_shfl_sync_down_i32(0xffffffff, v, off, 31);
  i[t] = v + __nvvm_shfl_sync_idx_i32(0xffffffff, v, 0, 31) + __nvvm_shfl_sync_up_i32(0xffffffff, v, 1, 0);
  unsigned mask = __nvvm_vote_ballot_sync(0xffffffff, v > 0);
  u[t] = mask + __nvvm_vote_any_sync(mask | 1, lane == 3) + __nvvm_vote_all_sync(0xffffffff, v != 0)
       + __nvvm_activemask();
  u[t + 1] = __nvvm_redux_sync_add(u[t], 0xffffffff) ^ __nvvm_redux_sync_umax(u[t], 0xffffffff)
           ^ (unsigned)__nvvm_redux_sync_min(v, 0xffffffff) ^ __nvvm_redux_sync_or(u[t], 0xffffffff);
  int pred;
  u[t + 2] = __nvvm_match_all_sync_i32p(0xffffffff, v & 7, &pred) + pred;
  unsigned active = __nvvm_vote_ballot_sync(0xffffffff, 1);
  int leader = __builtin_ctz(active);
  int base = 0;
  if (lane == leader) base = __nvvm_atom_add_gen_i(counter, __builtin_popcount(active));
  base = __nvvm_shfl_sync_idx_i32(active, base, leader, 31);
  i[t + 1] = base + __builtin_popcount(active & ((1u << lane) - 1));
}
