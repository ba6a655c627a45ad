#include "cuda_min.h"
// Issue 24, second round: kernel byval structs passed on by value to non-inlined device
// functions, whole and by member (a nested struct at an offset), a union, a struct holding a
// pointer, and a byval struct the kernel modifies before passing it.
struct Inner { int a; float b[3]; };
struct Outer { double d; Inner in; Inner other; };
struct WithPtr { const float* data; int n; };
union Word { float f; int i; unsigned char b[4]; };
__attribute__((noinline)) __device__ float inner_sum(Inner v) { return v.a + v.b[0] + v.b[1] + v.b[2]; }
__attribute__((noinline)) __device__ double outer_sum(Outer o) { return o.d + inner_sum(o.in) - inner_sum(o.other); }
__attribute__((noinline)) __device__ float first(WithPtr w) { return w.n > 0 ? w.data[0] : 0.0f; }
__attribute__((noinline)) __device__ int low_byte(Word w) { return w.b[0] + w.i; }
extern "C" __global__ void g24_byval_members(Outer o, WithPtr w, Word u, Inner m, double* out) {
  int t = threadIdx_x;
  double r = outer_sum(o) + inner_sum(o.other) + first(w) + low_byte(u);
  m.a += t;
  out[t] = r + inner_sum(m);
}
