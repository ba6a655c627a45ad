#include "cuda_min.h"
// Issue 24, second round: structs by value through inlined and non-inlined device functions,
// a struct holding an array indexed at run time, a struct returned and taken apart, a local
// array of structs.
struct Vec3 { float x, y, z; };
struct Particle { Vec3 p, v; int bins[4]; float m; };
__device__ Vec3 add(Vec3 a, Vec3 b) { return {a.x + b.x, a.y + b.y, a.z + b.z}; }
__device__ Vec3 scale(Vec3 a, float k) { return {a.x * k, a.y * k, a.z * k}; }
__attribute__((noinline)) __device__ Particle advance(Particle q, float dt) {
  q.p = add(q.p, scale(q.v, dt));
  q.bins[(int)q.m & 3] += 1;
  return q;
}
__attribute__((noinline)) __device__ float energy(const Particle& q) {
  return 0.5f * q.m * (q.v.x * q.v.x + q.v.y * q.v.y + q.v.z * q.v.z);
}
extern "C" __global__ void g24_struct_calls(const Particle* in, Particle* out, float* e, float dt, int n) {
  int i = blockIdx_x * blockDim_x + threadIdx_x;
  if (i >= n) return;
  Particle q = in[i];
  for (int k = 0; k < 3; ++k) q = advance(q, dt);
  Vec3 pts[4];
  for (int k = 0; k < 4; ++k) pts[k] = scale(q.p, (float)k);
  Vec3 s = pts[i & 3];
  e[i] = energy(q) + s.x + s.y + s.z + q.bins[i & 3];
  out[i] = q;
}
