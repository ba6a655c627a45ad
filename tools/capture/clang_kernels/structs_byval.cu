#include "cuda_min.h"
// Structs by value: kernel parameters of mixed field sizes, an over-aligned struct, arrays and
// nested structs inside, a union; device functions taking and returning them by value.
struct Small { char c; short s; int i; };
struct alignas(16) Aligned { float x, y, z, w; };
struct Nested { Small a; double d; int arr[3]; };
struct Big { int data[20]; float scale; };
union Bits { float f; unsigned u; };
__attribute__((noinline)) __device__ Nested make_nested(Small s, double d) {
  Nested n;
  n.a = s; n.d = d;
  for (int k = 0; k < 3; ++k) n.arr[k] = s.i + k;
  return n;
}
__attribute__((noinline)) __device__ float sum_big(Big b) {
  float s = 0;
  for (int k = 0; k < 20; ++k) s += b.data[k];
  return s * b.scale;
}
__attribute__((noinline)) __device__ Aligned scale4(Aligned a, float k) { return {a.x * k, a.y * k, a.z * k, a.w * k}; }
extern "C" __global__ void byval(Small s, Aligned a, Nested n, Big b, Bits u, bool flag, float* out) {
  int t = threadIdx_x;
  Nested m = make_nested(s, n.d + t);
  Aligned r = scale4(a, flag ? 2.0f : 0.5f);
  out[t] = m.arr[t % 3] + m.a.c + m.a.s + r.x + r.w + sum_big(b) + (float)(u.u & 0xff);
}
