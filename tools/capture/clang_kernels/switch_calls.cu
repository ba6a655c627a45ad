#include "cuda_min.h"
// Control flow and calls: dense and sparse switches, a chain of non-inlined device functions
// with narrow (char/short/bool) parameters and returns, a function with many parameters,
// early returns and a loop with break/continue.
__attribute__((noinline)) __device__ short classify(char c) {
  switch (c) {
    case 'a': case 'e': case 'i': case 'o': case 'u': return 1;
    case ' ': return 2;
    case '0': case '1': case '2': case '3': case '4': case '5': case '6': case '7': case '8': case '9': return 3;
    default: return 0;
  }
}
__attribute__((noinline)) __device__ int sparse(int k) {
  switch (k) {
    case 1: return 10;
    case 100: return 20;
    case 1000: return 30;
    case -7: return 40;
    case 65536: return 50;
  }
  return -1;
}
__attribute__((noinline)) __device__ bool is_odd(unsigned char x) { return x & 1; }
__attribute__((noinline)) __device__ long many(int a, int b, int c, int d, int e, int f, int g, int h,
                                              int i, int j, long k, double l, float m, short n, char o, bool p) {
  return a + b * c - d + e * f - g + h + i * j + k + (long)l + (long)m + n + o + p;
}
extern "C" __global__ void control(const char* text, int* counts, long* out, int n) {
  int t = threadIdx_x;
  int acc = 0;
  for (int k = t; k < n; k += 32) {
    char c = text[k];
    if (c == 0) break;
    short cls = classify(c);
    if (cls == 0) continue;
    acc += cls + sparse(k % 7 == 0 ? 1000 : k) + is_odd((unsigned char)c);
  }
  counts[t] = acc;
  out[t] = many(t, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10L, 1.5, 2.5f, (short)t, (char)t, t & 1);
}
