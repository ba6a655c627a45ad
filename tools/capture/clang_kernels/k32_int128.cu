#include "cuda_min.h"
// __int128 arithmetic: products of 64-bit values, shifts, compares, a 128-bit accumulator,
// a multiply-high reduction, unsigned and signed conversions (LLVM's NVPTX has no i128 division).
__attribute__((noinline)) __device__ unsigned __int128 mulmod(unsigned __int128 a, unsigned __int128 b, unsigned long long m) {
  unsigned __int128 p = a * b;
  return (p >> 64) * m + (unsigned long long)p;
}
extern "C" __global__ void int128_math(const unsigned long long* a, const long long* b, unsigned long long* out, int n) {
  int i = blockIdx_x * blockDim_x + threadIdx_x;
  if (i >= n) return;
  unsigned __int128 p = (unsigned __int128)a[i] * a[(i + 1) % n];
  __int128 s = (__int128)b[i] * -3 + ((__int128)b[(i + 2) % n] << 70);
  unsigned __int128 acc = 0;
  for (int k = 0; k < 4; k++) acc += (p >> (k * 16)) ^ (unsigned __int128)s;
  unsigned long long d = a[i] | 1;
  out[3 * i] = (unsigned long long)(acc >> (d & 63)) + (unsigned long long)(acc >> 64);
  out[3 * i + 1] = (unsigned long long)(s * (__int128)(b[i] | 1) >> 3) + (s < 0 ? 1 : 0) + (acc > p ? 2 : 0);
  out[3 * i + 2] = (unsigned long long)(mulmod(p, acc, d) >> 3) + (unsigned long long)(s >> 100);
}
