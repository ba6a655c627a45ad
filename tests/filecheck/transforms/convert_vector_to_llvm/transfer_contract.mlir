// 1-D vector.transfer_read/write (a vector load/store in bounds; past the end, MLIR's
// llvm.intr.masked.load/store of the lanes below the dimension's size, the padding elsewhere),
// vector.from_elements (insertelement into poison), vector.contract unrolled to element
// products and sums, vector.broadcast of a row to every row; the PTX assembles.
// RUN: nvvm-opt %s -p convert-to-llvm -t mlir | filecheck %s
// RUN: %if ptxas %{ nvvm-opt %s --sm 80 -o %t.ptx && %ptxas -arch=sm_80 %t.ptx -o /dev/null %}
// RUN: sed 's/%row\[%c4\], %fill :/%row[%c4], %fill, %mask :/' %s | not nvvm-opt -p convert-to-llvm 2>&1 | filecheck %s --check-prefix=ERR

gpu.module @m {
  gpu.func @k(%row: memref<6xf32>, %a: memref<2x2xf32>, %x: i32, %out: memref<2xi32>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %fill = arith.constant 0.0 : f32
    %mask = arith.constant dense<true> : vector<4xi1>
    %tail = vector.transfer_read %row[%c4], %fill : memref<6xf32>, vector<4xf32>
    %r0 = vector.transfer_read %a[%c0, %c0], %fill {in_bounds = [true]} : memref<2x2xf32>, vector<2xf32>
    %tile = vector.broadcast %r0 : vector<2xf32> to vector<2x2xf32>
    %zero = arith.constant dense<0.0> : vector<2x2xf32>
    %mm = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>],
                           iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>}
         %tile, %tile, %zero : vector<2x2xf32>, vector<2x2xf32> into vector<2x2xf32>
    %first = vector.extract %mm[1] : vector<2xf32> from vector<2x2xf32>
    vector.transfer_write %first, %a[%c1, %c0] {in_bounds = [true]} : vector<2xf32>, memref<2x2xf32>
    vector.transfer_write %tail, %row[%c4] : vector<4xf32>, memref<6xf32>
    %v = vector.from_elements %x, %x : vector<2xi32>
    vector.store %v, %out[%c0] : memref<2xi32>, vector<2xi32>
    gpu.return
  }
}

// CHECK:      %[[STEP:.*]] = llvm.intr.stepvector : vector<4xi64>
// CHECK:      %[[AT:.*]] = llvm.add %[[STEP]], %{{.*}} : vector<4xi64>
// CHECK:      %[[IN:.*]] = llvm.icmp "slt" %[[AT]], %{{.*}} : vector<4xi64>
// CHECK:      llvm.intr.masked.load %{{.*}}, %[[IN]], %{{.*}} {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK:      llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr -> vector<2xf32>
// CHECK:      %[[P0:.*]] = llvm.fmul %{{.*}}, %{{.*}} : f32
// CHECK:      %[[P1:.*]] = llvm.fmul %{{.*}}, %{{.*}} : f32
// CHECK-NEXT: %[[S:.*]] = llvm.fadd %[[P0]], %[[P1]] : f32
// CHECK:      llvm.fadd %{{.*}}, %[[S]] : f32
// CHECK:      llvm.store %{{.*}}, %{{.*}} {alignment = 4 : i64} : vector<2xf32>, !llvm.ptr
// CHECK:      llvm.intr.masked.store %{{.*}}, %{{.*}}, %{{.*}} {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr
// CHECK:      llvm.mlir.poison : vector<2xi32>
// CHECK:      llvm.insertelement
// CHECK:      llvm.insertelement

// ERR: error: 'vector.transfer_read': vector.transfer_read: only 1-D transfers along the last dimension without a mask operand are lowered
