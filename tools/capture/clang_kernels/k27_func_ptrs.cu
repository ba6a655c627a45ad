#include "cuda_min.h"
// Function pointers: a __device__ table of pointers indexed by data, a pointer passed to a
// `noinline` higher-order function, pointers returned from a function, an indirect call
// taking and returning a struct by value, and a pointer stored in a struct.
struct Vec2 { float x, y; };
typedef float (*unary_t)(float);
typedef Vec2 (*vop_t)(Vec2, float);

__device__ float sq(float v) { return v * v; }
__device__ float half_of(float v) { return v * 0.5f; }
__device__ float neg(float v) { return -v; }
__device__ float cube(float v) { return v * v * v; }
__device__ Vec2 scale(Vec2 a, float s) { return Vec2{a.x * s, a.y * s}; }
__device__ Vec2 swap_add(Vec2 a, float s) { return Vec2{a.y + s, a.x + s}; }

__device__ unary_t table[4] = {sq, half_of, neg, cube};

struct Stage { unary_t f; float bias; };

__device__ __attribute__((noinline)) float apply_n(unary_t f, float v, int n) {
  for (int k = 0; k < n; ++k) v = f(v);
  return v;
}

__device__ __attribute__((noinline)) vop_t choose(int k) { return k & 1 ? swap_add : scale; }

extern "C" __global__ void func_ptrs(const float* x, const int* sel, float* out, Vec2* vout, int n) {
  int t = blockIdx_x * blockDim_x + threadIdx_x;
  if (t >= n) return;
  int k = sel[t];
  Stage stages[2] = {{table[k & 3], 1.0f}, {table[(k >> 2) & 3], -0.5f}};
  float v = x[t];
  for (int s = 0; s < 2; ++s) v = stages[s].f(v) + stages[s].bias;
  out[t] = apply_n(table[(k + 1) & 3], v, k & 3);
  vop_t op = choose(k);
  vout[t] = op(Vec2{v, x[t]}, 2.0f);
}
