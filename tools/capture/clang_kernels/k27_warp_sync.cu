#include "cuda_min.h"
// __syncwarp with full and partial masks, __activemask in divergent code, __nanosleep backoff in
// a spin-wait on a global flag, ballot/popc leader election, a warp-level match, and
// shuffles among the active lanes only.
extern "C" __global__ void warp_sync(int* data, volatile int* flag, unsigned* masks, int n) {
  int t = blockIdx_x * blockDim_x + threadIdx_x;
  int lane = threadIdx_x & 31;
  int v = t < n ? data[t] : 0;
  __nvvm_bar_warp_sync(0xffffffff);
  if (v & 1) {
    unsigned active = __nvvm_activemask();
    int leader = __builtin_ctz(active);
    int sum = v;
    for (int off = 1; off < 32; off <<= 1) {
      int other = __nvvm_shfl_sync_idx_i32(active, sum, (lane + off) & 31, 31);
      if (active & (1u << ((lane + off) & 31))) sum += other;
    }
    __nvvm_bar_warp_sync(active);
    if (lane == leader) masks[t >> 5] = active;
    v = sum;
  } else {
    unsigned peers = __nvvm_match_any_sync_i32(__nvvm_activemask(), v & 6);
    v += __builtin_popcount(peers);
  }
  __nvvm_bar_warp_sync(0xffffffff);
  if (t == 0) {
    __atomic_store_n((int*)flag, 1, __ATOMIC_RELEASE);
  } else if (lane == 0) {
    unsigned ns = 8;
    while (__atomic_load_n((int*)flag, __ATOMIC_ACQUIRE) == 0) {
      __nvvm_nanosleep(ns);
      ns = ns < 1024 ? ns * 2 : 1024;
    }
  }
  __nvvm_bar_warp_sync(0xffffffff);
  unsigned b = __nvvm_vote_ballot_sync(0xffffffff, v > 100);
  if (t < n) data[t] = v + __builtin_popcount(b & ((1u << lane) - 1));
}
