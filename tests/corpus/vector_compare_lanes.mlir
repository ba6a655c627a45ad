// Vector compares as IREE emits them (a vector of i1 per compare) and their users: a select with
// a vector condition (clamping), zext of the mask, extractelement of a lane, i1 lane logic,
// reductions of the mask (any/all) and a reassociable sum reduction with a start value.
module {
  llvm.func @clamp_count(%x: !llvm.ptr<1>, %lim: !llvm.ptr<1>, %out: !llvm.ptr<1>, %flags: !llvm.ptr<1>) attributes {nvvm.kernel} {
    %c1 = llvm.mlir.constant(1 : i64) : i64
    %zero = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %i = llvm.zext %t : i32 to i64
    %px = llvm.getelementptr %x[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<4xf32>
    %pl = llvm.getelementptr %lim[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<4xf32>
    %a = llvm.load %px {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
    %b = llvm.load %pl {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
    %over = llvm.fcmp "ogt" %a, %b : vector<4xf32>
    %clamped = llvm.select %over, %b, %a : vector<4xi1>, vector<4xf32>
    llvm.store %clamped, %px {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<1>
    %ia = llvm.bitcast %a : vector<4xf32> to vector<4xi32>
    %ib = llvm.bitcast %b : vector<4xf32> to vector<4xi32>
    %lt = llvm.icmp "ult" %ia, %ib : vector<4xi32>
    %both = llvm.and %over, %lt : vector<4xi1>
    %wide = llvm.zext %both : vector<4xi1> to vector<4xi32>
    %pf = llvm.getelementptr %flags[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<4xi32>
    llvm.store %wide, %pf {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<1>
    %any = "llvm.intr.vector.reduce.or"(%over) : (vector<4xi1>) -> i1
    %all = "llvm.intr.vector.reduce.and"(%lt) : (vector<4xi1>) -> i1
    %lane1 = llvm.extractelement %over[%c1 : i64] : vector<4xi1>
    %mix = llvm.xor %any, %lane1 : i1
    %sum = llvm.intr.vector.reduce.fadd(%zero, %clamped) fastmath<reassoc> : (f32, vector<4xf32>) -> f32
    %total = llvm.select %mix, %sum, %zero : i1, f32
    %bonus = llvm.uitofp %all : i1 to f32
    %res = llvm.fadd %total, %bonus : f32
    %po = llvm.getelementptr %out[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    llvm.store %res, %po : f32, !llvm.ptr<1>
    llvm.return
  }
}
