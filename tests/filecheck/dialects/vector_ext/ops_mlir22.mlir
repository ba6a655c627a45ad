// vector.from_elements and vector.contract in MLIR's syntax (xDSL 0.74 has neither): they
// print as mlir-opt-22 prints them, and MLIR reads what we print.
// RUN: nvvm-opt %s -p '' | filecheck %s
// REQUIRES: mlir-opt-22
// RUN: nvvm-opt %s -p '' | mlir-opt-22 | filecheck %s --check-prefix=MLIR

func.func @f(%a: i32, %b: i32, %x: vector<2x3xf32>, %y: vector<3x2xf32>, %acc: vector<2x2xf32>, %u: vector<4xi32>) -> (vector<2xi32>, vector<2x2xf32>, i32) {
  %v = vector.from_elements %a, %b : vector<2xi32>
  %m = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>],
                        iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>}
       %x, %y, %acc : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32>
  %d = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>],
                        iterator_types = ["reduction"], kind = #vector.kind<add>} %u, %u, %a : vector<4xi32>, vector<4xi32> into i32
  func.return %v, %m, %d : vector<2xi32>, vector<2x2xf32>, i32
}

// CHECK:      %{{.*}} = vector.from_elements %{{.*}}, %{{.*}} : vector<2xi32>
// CHECK-NEXT: %{{.*}} = vector.contract {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %{{.*}}, %{{.*}}, %{{.*}} : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32>
// CHECK-NEXT: %{{.*}} = vector.contract {{.*}} iterator_types = ["reduction"], kind = #vector.kind<add>} %{{.*}}, %{{.*}}, %{{.*}} : vector<4xi32>, vector<4xi32> into i32

// MLIR:      vector.from_elements %{{.*}}, %{{.*}} : vector<2xi32>
// MLIR:      vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %{{.*}}, %{{.*}}, %{{.*}} : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32>
