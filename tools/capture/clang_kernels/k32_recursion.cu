#include "cuda_min.h"
// Recursion: a quicksort of a local array (recursive on both halves), mutually recursive
// functions, a recursive tree depth over an index array, recursion passing a struct by value.
__device__ void quicksort(int* a, int lo, int hi) {
  if (lo >= hi) return;
  int p = a[(lo + hi) / 2], i = lo, j = hi;
  while (i <= j) {
    while (a[i] < p) i++;
    while (a[j] > p) j--;
    if (i <= j) { int t = a[i]; a[i] = a[j]; a[j] = t; i++; j--; }
  }
  quicksort(a, lo, j);
  quicksort(a, i, hi);
}
__device__ bool is_odd(unsigned n);
__device__ bool is_even(unsigned n) { return n == 0 ? true : is_odd(n - 1); }
__device__ bool is_odd(unsigned n) { return n == 0 ? false : is_even(n - 1); }
__device__ int depth(const int* left, const int* right, int node) {
  if (node < 0) return 0;
  int l = depth(left, right, left[node]), r = depth(left, right, right[node]);
  return 1 + (l > r ? l : r);
}
struct Acc { float sum; int count; };
__device__ Acc fold(Acc a, const float* v, int k) {
  if (k == 0) return a;
  a.sum += v[k - 1] * a.count;
  a.count += 1;
  return fold(a, v, k - 1);
}
extern "C" __global__ void recursion(const int* in, const int* left, const int* right, const float* v, int* out, float* fout, int n) {
  int i = blockIdx_x * blockDim_x + threadIdx_x;
  if (i >= n) return;
  int a[12];
  for (int k = 0; k < 12; k++) a[k] = in[(i + k * 5) % n];
  quicksort(a, 0, 11);
  out[i] = a[i % 12] + (is_even(in[i] & 63) ? 1000 : 0) + depth(left, right, i % 8);
  Acc z = {0.0f, 1};
  Acc r = fold(z, v, (i & 7) + 1);
  fout[i] = r.sum + r.count;
}
