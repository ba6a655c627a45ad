#include "cuda_min.h"
// Class templates without virtual functions, structs by value through noinline device
// functions and to the kernel, a member returning a struct, a template over a struct type.
struct Vec3 { float x, y, z; };
struct Particle { Vec3 p, v; double m; short tag; };
template <typename T> struct Span {
  T* data; int n;
  __device__ T& operator[](int k) const { return data[k]; }
  __device__ int size() const { return n; }
};
template <typename T, int N> struct Small {
  T e[N];
  __device__ T sum() const { T s = 0; for (int k = 0; k < N; ++k) s += e[k]; return s; }
  __device__ Small scaled(T f) const { Small r; for (int k = 0; k < N; ++k) r.e[k] = e[k] * f; return r; }
};
__attribute__((noinline)) __device__ Vec3 cross(Vec3 a, Vec3 b) {
  return {a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x};
}
__attribute__((noinline)) __device__ Particle step(Particle q, float dt) {
  q.p.x += q.v.x * dt; q.p.y += q.v.y * dt; q.p.z += q.v.z * dt; q.tag++;
  return q;
}
template <typename T> __device__ T dot(Span<T> a, Span<T> b) {
  T s = 0;
  for (int k = 0; k < a.size(); ++k) s += a[k] * b[k];
  return s;
}
extern "C" __global__ void templ_structs(Particle* ps, Span<float> a, Span<float> b, Small<int, 3> w, double* out, int n) {
  int i = blockIdx_x * blockDim_x + threadIdx_x;
  if (i >= n) return;
  Particle q = step(ps[i], 0.5f);
  Vec3 c = cross(q.p, q.v);
  Small<int, 3> w2 = w.scaled(i);
  ps[i] = q;
  out[i] = c.x + c.y + c.z + q.m * w2.sum() + dot(a, b);
}
template <typename T> __global__ void scale_all(T* x, T f, int n) {
  int i = blockIdx_x * blockDim_x + threadIdx_x;
  if (i < n) x[i] = x[i] * f;
}
template __global__ void scale_all<float>(float*, float, int);
template __global__ void scale_all<double>(double*, double, int);
template __global__ void scale_all<long long>(long long*, long long, int);
