#include "cuda_min.h"
// Issue 24: a struct on the stack updated through a reference by a device function.
struct Particle { float x, y, z; int id; };
__device__ void push(Particle& p, float dt) { p.x += dt * p.y; p.y -= dt * p.z; p.z *= 0.5f; p.id += 1; }
extern "C" __global__ void m24_struct_local(const float* in, float* out, int* ids, int n) {
  int i = blockIdx_x * blockDim_x + threadIdx_x;
  if (i >= n) return;
  Particle p = {in[i], in[i] * 2.0f, 1.0f, i};
  for (int s = 0; s < 4; ++s) push(p, 0.25f);
  out[i] = p.x + p.y + p.z;
  ids[i] = p.id;
}
