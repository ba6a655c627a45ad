// i8/i16/f16/bf16 arithmetic and the conversions between them: extsi/extui/trunci,
// sitofp/uitofp/fptosi, extf/truncf, index_cast/index_castui.
builtin.module {
  func.func @narrow_types(%a: memref<256xi8>, %b: memref<256xi16>, %h: memref<256xf16>, %out_i: memref<256xi32>, %out_h: memref<256xf16>, %out_f: memref<256xf32>) attributes {nvvm.kernel} {
    %t = gpu.thread_id x
    %av = memref.load %a[%t] : memref<256xi8>
    %bv = memref.load %b[%t] : memref<256xi16>
    %a16 = arith.extsi %av : i8 to i16
    %s16 = arith.addi %a16, %bv : i16
    %s32 = arith.extsi %s16 : i16 to i32
    %au = arith.extui %av : i8 to i32
    %prod = arith.muli %s32, %au : i32
    memref.store %prod, %out_i[%t] : memref<256xi32>
    %hv = memref.load %h[%t] : memref<256xf16>
    %hf = arith.extf %hv : f16 to f32
    %af = arith.sitofp %av : i8 to f32
    %sum = arith.addf %hf, %af : f32
    %sh = arith.truncf %sum : f32 to f16
    memref.store %sh, %out_h[%t] : memref<256xf16>
    %bf = arith.truncf %sum : f32 to bf16
    %back = arith.extf %bf : bf16 to f32
    %whole = arith.fptosi %sum : f32 to i32
    %wholef = arith.sitofp %whole : i32 to f32
    %low = arith.trunci %prod : i32 to i8
    %lowf = arith.uitofp %low : i8 to f32
    %lowidx = arith.index_castui %low : i8 to index
    %low32 = arith.index_cast %lowidx : index to i32
    %lowf2 = arith.sitofp %low32 : i32 to f32
    %r0 = arith.addf %back, %wholef : f32
    %r1 = arith.addf %r0, %lowf : f32
    %r2 = arith.addf %r1, %lowf2 : f32
    memref.store %r2, %out_f[%t] : memref<256xf32>
    func.return
  }
}
