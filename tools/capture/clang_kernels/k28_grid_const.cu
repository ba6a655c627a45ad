#include "cuda_min.h"
// __grid_constant__ struct parameters (read in place, their address taken), launch bounds with a
// maximum only, a large struct by value read at run-time indices.
struct Params { float scale[8]; int count; long long base; };
struct Big { int tab[32]; };
__attribute__((noinline)) __device__ float pick(const Params* p, int k) { return p->scale[k & 7] * p->count; }
extern "C" __global__ void __launch_bounds__(128) grid_const(const __attribute__((grid_constant)) Params p,
                                                             const __attribute__((grid_constant)) Big b, float* out, int n) {
  int i = blockIdx_x * blockDim_x + threadIdx_x;
  if (i >= n) return;
  out[i] = pick(&p, i) + b.tab[i & 31] + (float)p.base;
}
extern "C" __global__ void by_value_big(Big b, Params p, int* out, int n) {
  int i = blockIdx_x * blockDim_x + threadIdx_x;
  if (i < n) out[i] = b.tab[(i * 7) & 31] + (int)p.scale[i & 7] + p.count;
}
