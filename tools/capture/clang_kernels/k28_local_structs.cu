#include "cuda_min.h"
// Local arrays of structs copied whole (memcpy at -O0), swapped at run-time indices, a struct
// array sorted by key, a struct holding an array passed to a noinline function by pointer.
struct KV { int k; float v; };
struct Window { float w[6]; int head; };
__attribute__((noinline)) __device__ float window_sum(const Window* w) {
  float s = 0;
  for (int j = 0; j < 6; ++j) s += w->w[(w->head + j) % 6];
  return s;
}
extern "C" __global__ void local_structs(const int* keys, const float* vals, float* out, int n) {
  int i = blockIdx_x * blockDim_x + threadIdx_x;
  if (i >= n) return;
  KV kv[5];
  for (int j = 0; j < 5; ++j) kv[j] = {keys[(i + j) % n], vals[(i + j) % n]};
  for (int a = 1; a < 5; ++a) {
    KV cur = kv[a];
    int b = a - 1;
    while (b >= 0 && kv[b].k > cur.k) { kv[b + 1] = kv[b]; --b; }
    kv[b + 1] = cur;
  }
  Window w;
  w.head = i % 6;
  for (int j = 0; j < 6; ++j) w.w[j] = kv[j % 5].v;
  KV first = kv[0], last = kv[4];
  out[i] = first.v - last.v + window_sum(&w) + kv[i % 5].k;
}
