#include "cuda_min.h"
// Shared-memory tiled matrix multiply (a template on the tile size), launch bounds, barriers,
// a grid-stride copy, and a 2-D shared array indexed by thread ids.
template <int TILE>
__device__ void tile_mm(const float* a, const float* b, float* c, int n) {
  __shared__ float as[TILE][TILE];
  __shared__ float bs[TILE][TILE];
  int tx = threadIdx_x, ty = threadIdx_y;
  int row = blockIdx_y * TILE + ty, col = blockIdx_x * TILE + tx;
  float acc = 0.0f;
  for (int k0 = 0; k0 < n; k0 += TILE) {
    as[ty][tx] = (row < n && k0 + tx < n) ? a[row * n + k0 + tx] : 0.0f;
    bs[ty][tx] = (col < n && k0 + ty < n) ? b[(k0 + ty) * n + col] : 0.0f;
    __nvvm_bar_sync(0);
#pragma unroll
    for (int k = 0; k < TILE; ++k) acc += as[ty][k] * bs[k][tx];
    __nvvm_bar_sync(0);
  }
  if (row < n && col < n) c[row * n + col] = acc;
}
extern "C" __global__ void __launch_bounds__(256) matmul16(const float* a, const float* b, float* c, int n) {
  tile_mm<16>(a, b, c, n);
}
extern "C" __global__ void __launch_bounds__(64, 2) matmul8(const float* a, const float* b, float* c, int n) {
  tile_mm<8>(a, b, c, n);
}
extern "C" __global__ void grid_copy(const double* __restrict__ in, double* __restrict__ out, long n) {
  for (long i = blockIdx_x * blockDim_x + threadIdx_x; i < n; i += (long)blockDim_x * 1024)
    out[i] = in[i];
}
