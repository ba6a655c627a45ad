// Matrix transpose through a 32x33 shared tile (the extra column avoids bank conflicts),
// written with gpu.launch and a launch workgroup attribution; 32x8 threads, each moving 4 rows.
module attributes {gpu.container_module} {
  func.func @transpose(%in: memref<?x?xf32>, %out: memref<?x?xf32>, %rows: index, %cols: index) {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %c31 = arith.constant 31 : index
    %cols_up = arith.addi %cols, %c31 : index
    %gx = arith.divui %cols_up, %c32 : index
    %rows_up = arith.addi %rows, %c31 : index
    %gy = arith.divui %rows_up, %c32 : index
    gpu.launch blocks(%bx, %by, %bz) in (%nbx = %gx, %nby = %gy, %nbz = %c1)
               threads(%tx, %ty, %tz) in (%ntx = %c32, %nty = %c8, %ntz = %c1)
               workgroup(%tile : memref<32x33xf32, #gpu.address_space<workgroup>>) {
      %c0 = arith.constant 0 : index
      %c32i = arith.constant 32 : index
      %c8i = arith.constant 8 : index
      %col = arith.muli %bx, %c32i : index
      %in_col = arith.addi %col, %tx : index
      %row0 = arith.muli %by, %c32i : index
      scf.for %j = %c0 to %c32i step %c8i {
        %ty_j = arith.addi %ty, %j : index
        %r = arith.addi %row0, %ty_j : index
        %r_ok = arith.cmpi ult, %r, %rows : index
        %c_ok = arith.cmpi ult, %in_col, %cols : index
        %ok = arith.andi %r_ok, %c_ok : i1
        scf.if %ok {
          %v = memref.load %in[%r, %in_col] : memref<?x?xf32>
          memref.store %v, %tile[%ty_j, %tx] : memref<32x33xf32, #gpu.address_space<workgroup>>
        }
      }
      gpu.barrier
      %out_col = arith.addi %row0, %tx : index
      scf.for %j = %c0 to %c32i step %c8i {
        %ty_j = arith.addi %ty, %j : index
        %r = arith.addi %col, %ty_j : index
        %r_ok = arith.cmpi ult, %r, %cols : index
        %c_ok = arith.cmpi ult, %out_col, %rows : index
        %ok = arith.andi %r_ok, %c_ok : i1
        scf.if %ok {
          %v = memref.load %tile[%tx, %ty_j] : memref<32x33xf32, #gpu.address_space<workgroup>>
          memref.store %v, %out[%r, %out_col] : memref<?x?xf32>
        }
      }
      gpu.terminator
    }
    return
  }
}
