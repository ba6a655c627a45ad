#include "cuda_min.h"
// A user variadic device function (va_list/va_arg of int, double, pointers and long long),
// called with different argument counts, and vprintf through printf with many argument types.
extern "C" __device__ int printf(const char*, ...);
__attribute__((noinline)) __device__ double sum_args(int count, ...) {
  __builtin_va_list ap;
  __builtin_va_start(ap, count);
  double s = 0.0;
  for (int k = 0; k < count; k++) {
    if (k & 1) s += __builtin_va_arg(ap, double);
    else s += __builtin_va_arg(ap, int);
  }
  __builtin_va_end(ap);
  return s;
}
__attribute__((noinline)) __device__ long long pick(int which, ...) {
  __builtin_va_list ap;
  __builtin_va_start(ap, which);
  long long r = 0;
  const int* p = __builtin_va_arg(ap, const int*);
  long long v = __builtin_va_arg(ap, long long);
  r = which ? p[which] + v : v;
  __builtin_va_end(ap);
  return r;
}
extern "C" __global__ void varargs(const int* in, const double* d, double* out, long long* lout, int n) {
  int i = blockIdx_x * blockDim_x + threadIdx_x;
  if (i >= n) return;
  out[i] = sum_args(2, in[i], d[i]) + sum_args(4, in[i], d[i], in[(i + 1) % n], 0.5);
  lout[i] = pick(i & 3, in, (long long)d[i] * 7);
  if (i == 0) printf("%d %u %lld %f %c %s %p %hd %lu\n", in[0], 3u, lout[0], d[0], 'x', "s", in, (short)in[1], 7ul);
}
