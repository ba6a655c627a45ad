#include "cuda_min.h"
// Large structs by value: a 256-byte struct passed to and returned from noinline functions
// (sret), an array of structs copied whole, a struct of mixed members modified in the callee.
struct Mat4 { float m[4][4]; };
struct Big { Mat4 a, b, c, d; };
struct Mixed { char tag; double w; short s[3]; long long id; float f[5]; };
__attribute__((noinline)) __device__ Mat4 mul(Mat4 x, Mat4 y) {
  Mat4 r;
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 4; j++) {
      float s = 0.0f;
      for (int k = 0; k < 4; k++) s += x.m[i][k] * y.m[k][j];
      r.m[i][j] = s;
    }
  return r;
}
__attribute__((noinline)) __device__ Big twist(Big b, int k) {
  b.a.m[k & 3][k & 3] += 1.0f;
  Big r = b;
  r.d = mul(b.a, b.b);
  return r;
}
__attribute__((noinline)) __device__ Mixed bump(Mixed m) { m.tag++; m.w *= 2.0; m.s[2] = m.s[0]; m.id ^= 5; m.f[4] += m.f[0]; return m; }
extern "C" __global__ void large_byval(Big in, const Mixed* mix, float* out, Mixed* mout, int n) {
  int i = blockIdx_x * blockDim_x + threadIdx_x;
  if (i >= n) return;
  Big r = twist(in, i);
  out[i] = r.d.m[i & 3][(i >> 2) & 3] + r.a.m[0][0];
  Mixed m = bump(mix[i]);
  mout[i] = m;
}
