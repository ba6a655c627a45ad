#include "cuda_min.h"
// Classes with methods (inline and non-inlined, const and static), a class template over the
// element type and a functor, a virtual-free base/derived pair, a struct returned by value from a
// member function, and a method taking its object by pointer (`this` in a .param).
struct Vec3 {
  float x, y, z;
  __device__ Vec3 operator+(const Vec3& o) const { return {x + o.x, y + o.y, z + o.z}; }
  __device__ Vec3 scaled(float s) const { return {x * s, y * s, z * s}; }
  __device__ float dot(const Vec3& o) const { return x * o.x + y * o.y + z * o.z; }
};

class Accumulator {
  double sum_;
  int count_;
 public:
  __device__ Accumulator() : sum_(0.0), count_(0) {}
  __device__ __attribute__((noinline)) void add(double v) { sum_ += v; ++count_; }
  __device__ double mean() const { return count_ ? sum_ / count_ : 0.0; }
  __device__ static int clamp(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }
};

template <typename T, typename Op>
struct Reducer {
  Op op;
  T init;
  __device__ __attribute__((noinline)) T run(const T* p, int n) const {
    T acc = init;
    for (int i = 0; i < n; ++i) acc = op(acc, p[i]);
    return acc;
  }
};
struct MaxOp { template <typename T> __device__ T operator()(T a, T b) const { return a > b ? a : b; } };
struct AddOp { template <typename T> __device__ T operator()(T a, T b) const { return a + b; } };

struct Shape { int id; __device__ int tag() const { return id * 3; } };
struct Box : Shape { float w, h; __device__ float area() const { return w * h + tag(); } };

__device__ __attribute__((noinline)) Vec3 lerp3(Vec3 a, Vec3 b, float t) { return a.scaled(1.0f - t) + b.scaled(t); }

extern "C" __global__ void classes(Vec3* v, double* d, int* i, float* f, Box box, int n) {
  int t = threadIdx_x;
  Vec3 a = v[t], b = v[t + 1];
  v[t] = lerp3(a, b, 0.25f);
  f[t] = a.dot(b) + box.area();
  Accumulator acc;
  for (int k = 0; k < n; ++k) acc.add(d[k]);
  d[t] = acc.mean();
  Reducer<int, MaxOp> rmax{MaxOp{}, -2147483647};
  Reducer<float, AddOp> radd{AddOp{}, 0.0f};
  i[t] = Accumulator::clamp(rmax.run(i, n), 0, 100);
  f[t + 1] = radd.run(f, n);
}
