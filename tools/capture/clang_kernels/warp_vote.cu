#include "cuda_min.h"
// Warp-level primitives: ballot/all/any votes, shuffles of every mode on ints and floats,
// activemask, match, and bit counting on the results.
extern "C" __global__ void warp_ops(const int* in, int* out, float* fout) {
  int i = threadIdx_x;
  int v = in[i];
  unsigned mask = __nvvm_activemask();
  unsigned ballot = __nvvm_vote_ballot_sync(mask, v > 0);
  int all = __nvvm_vote_all_sync(mask, v != 0);
  int any = __nvvm_vote_any_sync(mask, v < 0);
  int x = v;
  for (int off = 16; off > 0; off >>= 1) x += __nvvm_shfl_sync_bfly_i32(0xffffffff, x, off, 31);
  int up = __nvvm_shfl_sync_up_i32(0xffffffff, v, 1, 0);
  float f = (float)v;
  float g = __nvvm_shfl_sync_idx_f32(0xffffffff, f, 0, 31);
  float h = __nvvm_shfl_sync_down_f32(0xffffffff, f, 2, 31);
  unsigned same = __nvvm_match_any_sync_i32(mask, v & 3);
  out[i] = x + up + __builtin_popcount(ballot) + all * 2 + any * 4 + __builtin_clz(same | 1);
  fout[i] = g + h;
}
