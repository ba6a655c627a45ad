#include "cuda_min.h"
// Classes without virtual functions: constructors, a method chain returning *this, a static
// member function, operator overloads, an object passed by reference to a noinline function.
class Rng {
  unsigned s;
 public:
  __device__ explicit Rng(unsigned seed) : s(seed * 2654435761u + 1) {}
  __device__ Rng& skip(int k) { for (int j = 0; j < k; ++j) s = s * 1664525u + 1013904223u; return *this; }
  __device__ unsigned next() { s ^= s << 13; s ^= s >> 17; s ^= s << 5; return s; }
  static __device__ float unit(unsigned v) { return (v >> 8) * (1.0f / 16777216.0f); }
};
struct Cpx {
  float re, im;
  __device__ Cpx operator*(Cpx o) const { return {re * o.re - im * o.im, re * o.im + im * o.re}; }
  __device__ Cpx operator+(Cpx o) const { return {re + o.re, im + o.im}; }
};
__attribute__((noinline)) __device__ Cpx power(const Cpx& z, int e, Rng& r) {
  Cpx acc = {1, 0};
  for (int k = 0; k < e; ++k) acc = acc * z + Cpx{Rng::unit(r.next()) * 1e-3f, 0};
  return acc;
}
extern "C" __global__ void classes_calls2(float* out, int n) {
  int i = blockIdx_x * blockDim_x + threadIdx_x;
  if (i >= n) return;
  Rng r(i);
  r.skip(3).skip(i & 3);
  Cpx z = {Rng::unit(r.next()), Rng::unit(r.next())};
  Cpx p = power(z, 5, r);
  out[2 * i] = p.re;
  out[2 * i + 1] = p.im;
}
