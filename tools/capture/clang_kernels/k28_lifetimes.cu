#include "cuda_min.h"
// Stack objects whose lifetimes do not overlap: two structs passed to a non-inlined function
// die before a local byte buffer is filled and used (LLVM's stack colouring gives them one
// slot), and scoped arrays in two branches of a loop body.
struct Acc { float v[4]; int n; };
__attribute__((noinline)) __device__ void feed(Acc* a, const float* x, int k) {
  for (int j = 0; j < 4; ++j) a->v[j] = x[k + j];
  a->n = k;
}
__attribute__((noinline)) __device__ int hash_bytes(const char* b, int n) {
  int h = 7;
  for (int j = 0; j < n; ++j) h = h * 31 + b[j];
  return h;
}
__attribute__((noinline)) __device__ void fill_ints(int* dst, int n, int seed) {
  for (int j = 0; j < n; ++j) dst[j] = seed ^ (j * 97);
}
extern "C" __global__ void lifetimes(const float* x, float* y, int* h, int n) {
  int i = blockIdx_x * blockDim_x + threadIdx_x;
  if (i >= n) return;
  float s = 0;
  {
    Acc a;
    feed(&a, x, i);
    s += a.v[0] + a.v[3] + a.n;
  }
  {
    Acc b;
    feed(&b, x, i + 1);
    s *= b.v[1] - b.n;
  }
  char buf[20];
  for (int j = 0; j < 20; ++j) buf[j] = (char)(i + j);
  h[i] = hash_bytes(buf, 20);
  for (int r = 0; r < 2; ++r) {
    if ((i + r) & 1) {
      int t[6];
      fill_ints(t, 6, i + r);
      s += t[i % 6];
    } else {
      int u[5];
      fill_ints(u, 5, i - r);
      s -= u[(i + 2) % 5];
    }
  }
  y[i] = s;
}
