#include "cuda_min.h"
// printf with many arguments of mixed widths (vprintf's packed buffer with padding between
// 4- and 8-byte slots), printf of struct members, in a branch and after a loop, and a
// device function printing its by-value struct argument.
extern "C" __device__ int printf(const char*, ...);

struct Sample { char tag; short id; int count; long long stamp; float lo; double hi; };

__device__ __attribute__((noinline)) void show(Sample s, const char* where) {
  printf("%s: tag=%c id=%hd count=%d stamp=%lld lo=%f hi=%g\n", where, s.tag, s.id, s.count, s.stamp, s.lo, s.hi);
}

extern "C" __global__ void printf_many(const Sample* in, const int* flags, int n) {
  int t = threadIdx_x + blockIdx_x * blockDim_x;
  if (t >= n) return;
  Sample s = in[t];
  printf("%d %u %ld %lld %c %hd %f %e %g %p %s %x %o %lu %d %f\n", t, (unsigned)t * 7u, (long)s.stamp, s.stamp,
         s.tag, s.id, s.lo, s.hi, (double)s.lo * s.hi, (const void*)in, "str", (unsigned)s.count, t & 7,
         (unsigned long)n, flags[t], (float)t * 0.5f);
  int total = 0;
  for (int k = 0; k < (flags[t] & 3); ++k) total += k * s.count;
  if (total > 10) printf("total=%d of %d items (%.3f%%)\n", total, n, 100.0 * total / n);
  s.count = total;
  show(s, "after");
}
