#include "cuda_min.h"
// _Float16 and __bf16 scalars: arithmetic, compares, conversions to and from float/double/int,
// an fp16 accumulation loop, bf16 products summed in float.
extern "C" __global__ void half_bf16(const _Float16* h, const __bf16* b, _Float16* ho, __bf16* bo, float* fo, int n) {
  int i = blockIdx_x * blockDim_x + threadIdx_x;
  if (i >= n) return;
  _Float16 x = h[i];
  __bf16 y = b[i];
  _Float16 acc = (_Float16)0;
  for (int k = 0; k < 4; ++k) acc += x * (_Float16)(k + 1) - (_Float16)0.25f;
  ho[i] = acc > x ? acc : -x;
  __bf16 z = y * y + (__bf16)1.0f;
  bo[i] = z / (__bf16)(float)(i + 1);
  fo[i] = (float)z + (float)acc + (float)(double)x + (float)(int)y;
}
