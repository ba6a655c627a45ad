#include "cuda_min.h"
// Dynamic shared memory (`extern __shared__`) carved into a struct array and a float array
// behind it; structs by value (16-byte aligned, with an array member, with mixed widths) to
// inlined and `noinline` device functions and returned from them.
struct __attribute__((aligned(16))) Particle { float x, y, z, w; };
struct Box { float lo[3]; float hi[3]; int id; };
struct Stats { double sum; float minv; float maxv; unsigned char count; };

extern __shared__ unsigned char smem[];

__device__ __attribute__((noinline)) Particle clamp_to(Particle p, Box b) {
  p.x = p.x < b.lo[0] ? b.lo[0] : (p.x > b.hi[0] ? b.hi[0] : p.x);
  p.y = p.y < b.lo[1] ? b.lo[1] : (p.y > b.hi[1] ? b.hi[1] : p.y);
  p.z = p.z < b.lo[2] ? b.lo[2] : (p.z > b.hi[2] ? b.hi[2] : p.z);
  p.w += (float)b.id;
  return p;
}

__device__ __attribute__((noinline)) Stats merge(Stats a, Stats b) {
  Stats r;
  r.sum = a.sum + b.sum;
  r.minv = a.minv < b.minv ? a.minv : b.minv;
  r.maxv = a.maxv > b.maxv ? a.maxv : b.maxv;
  r.count = (unsigned char)(a.count + b.count);
  return r;
}

__device__ Stats of(Particle p) { return Stats{(double)(p.x + p.y + p.z), p.x, p.z, 1}; }

extern "C" __global__ void dyn_structs(const Particle* in, Particle* out, Box box, Stats* result, int n) {
  Particle* tile = (Particle*)smem;
  float* weights = (float*)(tile + blockDim_x);
  int t = threadIdx_x;
  int i = blockIdx_x * blockDim_x + t;
  tile[t] = i < n ? in[i] : Particle{0, 0, 0, 0};
  weights[t] = (float)t;
  __syncthreads();
  Particle p = clamp_to(tile[(t + 1) % blockDim_x], box);
  p.w *= weights[blockDim_x - 1 - t];
  if (i < n) out[i] = p;
  Stats s = of(p);
  for (int k = 1; k < 4; ++k) s = merge(s, of(tile[(t + k) % blockDim_x]));
  if (t == 0) *result = s;
}
