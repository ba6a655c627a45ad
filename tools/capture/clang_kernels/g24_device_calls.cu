#include "cuda_min.h"
// Issue 24, second round: device calls: out-parameters into a local array, a recursive
// function, a call through a function-pointer table, a non-inlined function with many
// arguments, a struct filled through a pointer.
struct Stats { float lo, hi, sum; int count; };
__device__ void accumulate(Stats* s, float v) {
  s->lo = v < s->lo ? v : s->lo;
  s->hi = v > s->hi ? v : s->hi;
  s->sum += v;
  s->count++;
}
__device__ int fib(int k) { return k < 2 ? k : fib(k - 1) + fib(k - 2); }
__device__ float twice(float v) { return 2 * v; }
__device__ float square(float v) { return v * v; }
__device__ float negate(float v) { return -v; }
__attribute__((noinline)) __device__ float mix(float a, float b, float c, float d, int e, int f, double g, char h) {
  return a * b + c * d + e - f + (float)g + h;
}
__attribute__((noinline)) __device__ void fill(float* dst, int count, float base) {
  for (int k = 0; k < count; ++k) dst[k] = base + k;
}
extern "C" __global__ void g24_device_calls(const float* x, float* y, int n) {
  int i = blockIdx_x * blockDim_x + threadIdx_x;
  if (i >= n) return;
  float (*const ops[3])(float) = {twice, square, negate};
  Stats s = {1e30f, -1e30f, 0, 0};
  float local[5];
  fill(local, 5, x[i]);
  for (int k = 0; k < 5; ++k) accumulate(&s, ops[(i + k) % 3](local[k]));
  y[i] = mix(s.lo, s.hi, s.sum, local[i % 5], s.count, fib(i & 7), x[i], (char)i);
}
