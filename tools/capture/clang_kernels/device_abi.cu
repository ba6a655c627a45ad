#include "cuda_min.h"
struct Pair { double d; char c; };
struct Big { int v[9]; };
__device__ __attribute__((noinline)) Pair make(double d, char c) { Pair p; p.d = d; p.c = c; return p; }
__device__ __attribute__((noinline)) int sum(Big b) { int s = 0; for (int i = 0; i < 9; ++i) s += b.v[i]; return s; }
__device__ __attribute__((noinline)) short narrow(short a, unsigned char b, bool f) { return f ? a + b : a - b; }
extern "C" __global__ void abi(double* out, int* iout, Big b, short s) {
  Pair p = make(out[0], 'x');
  out[1] = p.d + p.c;
  iout[0] = sum(b) + narrow(s, 3, out[0] > 0);
}
