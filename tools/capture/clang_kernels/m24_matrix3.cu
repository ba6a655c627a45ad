#include "cuda_min.h"
// Issue 24: a 3x3 local matrix built in nested loops, then read at constant indices.
extern "C" __global__ void m24_matrix3(const double* in, double* out, int n) {
  int i = blockIdx_x * blockDim_x + threadIdx_x;
  if (i >= n) return;
  double m[3][3];
  for (int r = 0; r < 3; ++r)
    for (int c = 0; c < 3; ++c) m[r][c] = in[i] * r + c;
  out[i] = m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
         + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0]);
}
