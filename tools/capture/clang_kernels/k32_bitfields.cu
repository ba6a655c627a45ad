#include "cuda_min.h"
// Bit-fields (read, modified, written back), packed structs with misaligned members, alignas
// members, a struct of bit-fields passed by value.
struct Flags { unsigned valid : 1; unsigned kind : 3; unsigned count : 12; int delta : 9; unsigned long long wide : 40; };
struct __attribute__((packed)) Packed { char c; int i; double d; short s; };
struct alignas(16) Aligned { float v; alignas(8) int k; };
__attribute__((noinline)) __device__ Flags step(Flags f) { f.count += f.kind; f.delta -= 3; f.valid = f.count > 100; return f; }
extern "C" __global__ void bitfields(Flags* fl, const Packed* pk, Aligned* al, double* out, int n) {
  int i = blockIdx_x * blockDim_x + threadIdx_x;
  if (i >= n) return;
  Flags f = fl[i];
  f.kind = (f.kind + 1) & 7;
  f.wide += f.count;
  f = step(f);
  fl[i] = f;
  Packed p = pk[i];
  al[i].k += p.i;
  al[i].v = (float)p.s;
  out[i] = p.d + p.c + f.delta + (double)f.wide;
}
