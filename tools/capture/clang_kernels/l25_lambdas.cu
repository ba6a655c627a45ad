#include "cuda_min.h"
// Lambdas: captures by value and by reference, a lambda passed to a function template, a
// generic lambda, a lambda returning a struct, a mutable lambda, and an immediately invoked one.
template <typename F>
__device__ __attribute__((noinline)) float apply_n(F f, float x, int n) {
  for (int i = 0; i < n; ++i) x = f(x);
  return x;
}
template <typename F>
__device__ void for_each_index(int n, F f) { for (int i = 0; i < n; ++i) f(i); }

struct Pair { int lo; int hi; };

extern "C" __global__ void lambdas(float* out, const float* in, int* counts, float scale, int n) {
  int t = threadIdx_x + blockIdx_x * blockDim_x;
  float bias = in[0];
  auto affine = [=](float x) { return x * scale + bias; };
  out[t] = apply_n(affine, in[t], 3);
  int total = 0;
  for_each_index(n, [&](int i) { total += counts[i]; });
  counts[t] = total;
  auto twice = [](auto v) { return v + v; };
  out[t + 1] = twice(in[t]) + (float)twice(t);
  auto split = [](int v) -> Pair { return {v & 0xffff, v >> 16}; };
  Pair p = split(counts[t + 1]);
  counts[t + 1] = p.lo - p.hi;
  int k = 0;
  auto next = [k]() mutable { return ++k; };
  next();
  counts[t + 2] = next() + [&] { return total * 2; }();
}
