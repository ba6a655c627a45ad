#include "cuda_min.h"
// Type punning: unions of float/int/bytes, __builtin_memcpy bit casts, __builtin_bit_cast,
// a union holding a struct and an array, half-words of a double.
union FI { float f; unsigned u; unsigned char b[4]; };
union DW { double d; struct { unsigned lo, hi; } w; unsigned short h[4]; };
struct Pair { short a, b; };
extern "C" __global__ void union_pun(const float* in, const double* din, unsigned* out, double* dout, int n) {
  int i = blockIdx_x * blockDim_x + threadIdx_x;
  if (i >= n) return;
  FI x; x.f = in[i];
  unsigned exp = (x.u >> 23) & 0xff;
  x.b[0] ^= 0x5a;
  unsigned m; float f2 = in[(i + 1) % n];
  __builtin_memcpy(&m, &f2, 4);
  Pair p = __builtin_bit_cast(Pair, m);
  out[i] = exp + x.u + (unsigned)(p.a * p.b);
  DW d; d.d = din[i];
  d.w.hi ^= 0x80000000u;
  d.h[0] = (unsigned short)(d.h[1] + d.h[3]);
  long long ll = __builtin_bit_cast(long long, din[(i + 2) % n]);
  dout[i] = d.d + (double)(ll >> 52);
}
union Slot { struct { int k; float v; } kv; int raw[2]; long long whole; };
__attribute__((noinline)) __device__ Slot merge(Slot a, Slot b) {
  Slot r; r.kv.k = a.kv.k + b.raw[0]; r.kv.v = a.kv.v * b.kv.v; return r;
}
extern "C" __global__ void union_calls(const long long* in, long long* out, int n) {
  int i = blockIdx_x * blockDim_x + threadIdx_x;
  if (i >= n) return;
  Slot a, b; a.whole = in[i]; b.whole = in[(i + 1) % n];
  out[i] = merge(a, b).whole;
}
