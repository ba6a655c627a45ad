#include "cuda_min.h"
typedef float float4_ __attribute__((ext_vector_type(4)));
extern "C" __global__ void vec(const float4_* in, float4_* out, unsigned* cnt, unsigned long long* big) {
  int i = blockIdx_x * blockDim_x + threadIdx_x;
  float4_ v = in[i];
  out[i] = v.wzyx * 2.0f + v;
  __nvvm_atom_inc_gen_ui(cnt, 100u);
  __nvvm_atom_max_gen_ull(big, (unsigned long long)i);
  __nvvm_atom_cas_gen_i((int*)cnt, 1, 2);
}
