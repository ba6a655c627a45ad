#include "cuda_min.h"
// Dense switches that become jump tables (brx.idx) at -O2: an opcode interpreter in a loop,
// a switch returning from a noinline function, fall-through cases.
__attribute__((noinline)) __device__ float op(int code, float a, float b) {
  switch (code) {
    case 0: return a + b;
    case 1: return a - b;
    case 2: return a * b;
    case 3: return a / b;
    case 4: return a > b ? a : b;
    case 5: return a < b ? a : b;
    case 6: return -a;
    case 7: return a * a + b;
    case 8: return __builtin_fabsf(a - b);
    case 9: return a * 0.5f;
    default: return 0.0f;
  }
}
extern "C" __global__ void interpreter(const unsigned char* code, const float* data, float* out, int len, int n) {
  int i = blockIdx_x * blockDim_x + threadIdx_x;
  if (i >= n) return;
  float acc = data[i], reg = 1.0f;
  int pc = 0, steps = 0;
  while (pc < len && steps < 64) {
    unsigned c = code[pc];
    steps++;
    switch (c & 15) {
      case 0: acc += reg; break;
      case 1: acc -= reg; break;
      case 2: acc *= reg; break;
      case 3: reg = acc; break;
      case 4: reg += 1.0f; // fall through
      case 5: reg *= 2.0f; break;
      case 6: pc += c >> 4; break;
      case 7: if (acc > 0.0f) pc += c >> 4; break;
      case 8: acc = op(c >> 4, acc, reg); break;
      case 9: reg = data[(i + (c >> 4)) % n]; break;
      case 10: acc = -acc; break;
      case 11: pc = len; break;
      default: break;
    }
    pc++;
  }
  out[i] = acc + reg;
}
