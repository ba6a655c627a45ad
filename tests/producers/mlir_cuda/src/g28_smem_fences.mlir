// Two tiles carved out of dynamic shared memory at byte offsets (gpu.dynamic_shared_memory,
// memref.view), a static workgroup global beside them, and gpu.barrier with its memfence forms:
// workgroup memory only, none, and global plus workgroup.
module attributes {gpu.container_module} {
  gpu.module @fences {
    memref.global "private" @flags : memref<4xi32, #gpu.address_space<workgroup>>
    gpu.func @stage(%in: memref<?xf32>, %out: memref<?xf32>, %n: index) kernel
        attributes {known_block_size = array<i32: 256, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c255 = arith.constant 255 : index
      %c1024 = arith.constant 1024 : index
      %raw = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %a = memref.view %raw[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<256xf32, #gpu.address_space<workgroup>>
      %b = memref.view %raw[%c1024][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<256xi16, #gpu.address_space<workgroup>>
      %fl = memref.get_global @flags : memref<4xi32, #gpu.address_space<workgroup>>
      %t = gpu.thread_id x
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %base = arith.muli %bid, %bdim : index
      %g = arith.addi %base, %t : index
      %inside = arith.cmpi ult, %g, %n : index
      %x = scf.if %inside -> f32 {
        %l = memref.load %in[%g] : memref<?xf32>
        scf.yield %l : f32
      } else {
        %z = arith.constant 0.0 : f32
        scf.yield %z : f32
      }
      memref.store %x, %a[%t] : memref<256xf32, #gpu.address_space<workgroup>>
      %xi = arith.fptosi %x : f32 to i16
      memref.store %xi, %b[%t] : memref<256xi16, #gpu.address_space<workgroup>>
      gpu.barrier memfence [#gpu.address_space<workgroup>]
      %r = arith.subi %c255, %t : index
      %y = memref.load %a[%r] : memref<256xf32, #gpu.address_space<workgroup>>
      %yi = memref.load %b[%r] : memref<256xi16, #gpu.address_space<workgroup>>
      %yf = arith.sitofp %yi : i16 to f32
      %s = arith.addf %y, %yf : f32
      gpu.barrier memfence []
      %first = arith.cmpi eq, %t, %c0 : index
      scf.if %first {
        %one = arith.constant 1 : i32
        memref.store %one, %fl[%c1] : memref<4xi32, #gpu.address_space<workgroup>>
      }
      gpu.barrier memfence [#gpu.address_space<global>, #gpu.address_space<workgroup>]
      %f = memref.load %fl[%c1] : memref<4xi32, #gpu.address_space<workgroup>>
      %ff = arith.sitofp %f : i32 to f32
      %o = arith.mulf %s, %ff : f32
      scf.if %inside {
        memref.store %o, %out[%g] : memref<?xf32>
      }
      gpu.return
    }
  }

  func.func @main() {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c256 = arith.constant 256 : index
    %n = arith.constant 1000 : index
    %smem = arith.constant 1536 : i32
    %in = gpu.alloc (%n) : memref<?xf32>
    %out = gpu.alloc (%n) : memref<?xf32>
    gpu.launch_func @fences::@stage blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1)
        dynamic_shared_memory_size %smem args(%in : memref<?xf32>, %out : memref<?xf32>, %n : index)
    return
  }
}
