#include "cuda_min.h"
// Issue 24, second round: local arrays indexed at run time: an insertion sort, a prefix sum
// read at a data-dependent index, a 2-D array in a loop nest, a small table indexed by bits.
extern "C" __global__ void g24_local_sort(const float* in, float* out, int n) {
  int i = blockIdx_x * blockDim_x + threadIdx_x;
  if (i >= n) return;
  float v[8];
  for (int k = 0; k < 8; ++k) v[k] = in[(i * 8 + k) % n];
  for (int a = 1; a < 8; ++a) {
    float key = v[a];
    int b = a - 1;
    while (b >= 0 && v[b] > key) { v[b + 1] = v[b]; --b; }
    v[b + 1] = key;
  }
  out[i] = v[0] + v[7] * 2.0f + v[i & 7];
}
extern "C" __global__ void g24_prefix(const int* in, int* out, int n) {
  int i = blockIdx_x * blockDim_x + threadIdx_x;
  if (i >= n) return;
  int s[6];
  s[0] = in[i];
  for (int k = 1; k < 6; ++k) s[k] = s[k - 1] + in[(i + k) % n];
  out[i] = s[in[i] & 3] - s[5];
}
extern "C" __global__ void g24_matvec(const float* m, const float* x, float* y) {
  int i = blockIdx_x * blockDim_x + threadIdx_x;
  float a[3][3];
  for (int r = 0; r < 3; ++r)
    for (int c = 0; c < 3; ++c) a[r][c] = m[i * 9 + r * 3 + c];
  for (int r = 0; r < 3; ++r) {
    float acc = 0;
    for (int c = 0; c < 3; ++c) acc += a[r][c] * x[c];
    y[i * 3 + r] = acc;
  }
}
extern "C" __global__ void g24_bit_table(const unsigned* in, unsigned* out) {
  int i = blockIdx_x * blockDim_x + threadIdx_x;
  const unsigned char table[16] = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};
  unsigned w = in[i], c = 0;
  for (int k = 0; k < 8; ++k) c += table[(w >> (4 * k)) & 15];
  out[i] = c;
}
