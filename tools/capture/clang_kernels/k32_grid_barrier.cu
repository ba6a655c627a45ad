#include "cuda_min.h"
// A grid-wide barrier built as cooperative groups builds it (an arrival counter in global memory,
// a generation flag read volatile, __threadfence), two phases around it, block-level
// __syncthreads_count/and/or.
__device__ void grid_sync(volatile unsigned* gen, unsigned* count, unsigned nblocks) {
  __syncthreads();
  if (threadIdx_x == 0) {
    unsigned g = *gen;
    __nvvm_membar_gl();
    if (__nvvm_atom_add_gen_i((int*)count, 1) == (int)nblocks - 1) {
      *count = 0;
      __nvvm_membar_gl();
      *gen = g + 1;
    } else {
      while (*gen == g) __nvvm_nanosleep(32);
    }
    __nvvm_membar_gl();
  }
  __syncthreads();
}
extern "C" __global__ void two_phase(float* x, float* out, unsigned* gen, unsigned* count, int* stats, int n) {
  int i = blockIdx_x * blockDim_x + threadIdx_x;
  if (i < n) x[i] = x[i] * 2.0f;
  int positive = __nvvm_bar0_popc(i < n && x[i] > 0.0f);
  int all = __nvvm_bar0_and(i < n);
  int any = __nvvm_bar0_or(i < n && x[i] > 100.0f);
  grid_sync(gen, count, __nvvm_read_ptx_sreg_nctaid_x());
  if (i < n) out[i] = x[(i + 1) % n] + x[i];
  if (threadIdx_x == 0) { stats[3 * blockIdx_x] = positive; stats[3 * blockIdx_x + 1] = all; stats[3 * blockIdx_x + 2] = any; }
}
