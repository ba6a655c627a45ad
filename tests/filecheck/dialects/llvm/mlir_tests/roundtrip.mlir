// MLIR's own round-trip test mlir/test/Dialect/LLVMIR/roundtrip.mlir, as stored at
// llvm/llvm-project@0004f352b0d5071280a131ab5da1b6519254b0d8 (newer than MLIR 22). Part of the LLVM
// Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
// Trimmed: the CHECK lines, exception handling (invoke/landingpad/resume), scalable vectors,
// other targets' intrinsics, block addresses, noalias scopes and named metadata left out; the
// functions split one per split-input chunk, each with the declarations it refers to.
// tests/test_llvm_mlir_roundtrip.py parses each chunk and compares the printed llvm ops with what
// mlir-opt-22 prints for them.

llvm.func @baz()
llvm.func @foo(i32) -> !llvm.struct<(i32, f64, i32)>
llvm.func @vararg_func(i32, ...)
func.func @ops(%arg0: i32, %arg1: f32,
          %arg2: !llvm.ptr, %arg3: !llvm.ptr,
          %arg4: i1, %arg5 : vector<2x!llvm.ptr>) {
  %0 = llvm.add %arg0, %arg0 : i32
  %1 = llvm.sub %arg0, %arg0 : i32
  %2 = llvm.mul %arg0, %arg0 : i32
  %3 = llvm.udiv %arg0, %arg0 : i32
  %4 = llvm.sdiv %arg0, %arg0 : i32
  %5 = llvm.urem %arg0, %arg0 : i32
  %6 = llvm.srem %arg0, %arg0 : i32
  %7 = llvm.icmp "ne" %arg0, %arg0 : i32
  %typecheck_7 = llvm.add %7, %7 : i1
  %ptrcmp = llvm.icmp "ne" %arg2, %arg2 : !llvm.ptr
  %typecheck_ptrcmp = llvm.add %ptrcmp, %ptrcmp : i1
  %vptrcmp = llvm.icmp "ne" %arg5, %arg5 : vector<2x!llvm.ptr>
  %typecheck_vptrcmp = llvm.add %vptrcmp, %vptrcmp : vector<2 x i1>
  %add_flag = llvm.add %arg0, %arg0 overflow<nsw> : i32
  %sub_flag = llvm.sub %arg0, %arg0 overflow<nuw> : i32
  %mul_flag = llvm.mul %arg0, %arg0 overflow<nsw, nuw> : i32
  %shl_flag = llvm.shl %arg0, %arg0 overflow<nuw, nsw> : i32
  %sdiv_flag = llvm.sdiv exact %arg0, %arg0 : i32
  %udiv_flag = llvm.udiv exact %arg0, %arg0 : i32
  %ashr_flag = llvm.ashr exact %arg0, %arg0 : i32
  %lshr_flag = llvm.lshr exact %arg0, %arg0 : i32
  %or_flag = llvm.or disjoint %arg0, %arg0 : i32
  %8 = llvm.fadd %arg1, %arg1 : f32
  %9 = llvm.fsub %arg1, %arg1 : f32
  %10 = llvm.fmul %arg1, %arg1 : f32
  %11 = llvm.fdiv %arg1, %arg1 : f32
  %12 = llvm.frem %arg1, %arg1 : f32
  %13 = llvm.alloca %arg0 x f64 : (i32) -> !llvm.ptr
  %14 = llvm.getelementptr %13[%arg0] : (!llvm.ptr, i32) -> !llvm.ptr, f64
  %15 = llvm.load %14 : !llvm.ptr -> f64
  llvm.store %15, %13 : f64, !llvm.ptr
  %17 = llvm.call @foo(%arg0) : (i32) -> !llvm.struct<(i32, f64, i32)>
  %18 = llvm.extractvalue %17[0] : !llvm.struct<(i32, f64, i32)>
  %19 = llvm.insertvalue %18, %17[2] : !llvm.struct<(i32, f64, i32)>
  %20 = llvm.mlir.addressof @foo : !llvm.ptr
  %21 = llvm.call %20(%arg0) : !llvm.ptr, (i32) -> !llvm.struct<(i32, f64, i32)>
  llvm.call @vararg_func(%arg0, %arg0) vararg(!llvm.func<void (i32, ...)>) : (i32, i32) -> ()
  llvm.call @vararg_func(%arg0, %arg0) vararg(!llvm.func<void (i32, ...)>) {fastmathFlags = #llvm.fastmath<fast>} : (i32, i32) -> ()
  %variadic_func = llvm.mlir.addressof @vararg_func : !llvm.ptr
  llvm.call %variadic_func(%arg0, %arg0) vararg(!llvm.func<void (i32, ...)>) : !llvm.ptr, (i32, i32) -> ()
  llvm.call %variadic_func(%arg0, %arg0) vararg(!llvm.func<void (i32, ...)>) {fastmathFlags = #llvm.fastmath<fast>} : !llvm.ptr, (i32, i32) -> ()
  llvm.call @baz() {convergent} : () -> ()
  llvm.call @baz() {no_unwind} : () -> ()
  llvm.call @baz() {will_return} : () -> ()
  llvm.call @baz() {noreturn} : () -> ()
  llvm.call @baz() {returns_twice} : () -> ()
  llvm.call @baz() {hot} : () -> ()
  llvm.call @baz() {cold} : () -> ()
  llvm.call @baz() {noduplicate} : () -> ()
  llvm.call @baz() {no_caller_saved_registers} : () -> ()
  llvm.call @baz() {nocallback} : () -> ()
  llvm.call @baz() {modular_format = "format str"} : () -> ()
  llvm.call @baz() {memory = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = write, errnoMem = none, targetMem0 = none, targetMem1 = none>} : () -> ()
  llvm.call @baz() {nobuiltins = []} : () -> ()
  llvm.call @baz() {nobuiltins = ["asdf", "defg"]} : () -> ()
  llvm.call @baz() {allocsize = array<i32: 5>} : () -> ()
  llvm.call @baz() {allocsize = array<i32: 3, 5>} : () -> ()
  llvm.call @baz() {minsize} : () -> ()
  llvm.call @baz() {optsize} : () -> ()
  llvm.call @baz() {builtin} : () -> ()
  llvm.call @baz() {nobuiltin} : () -> ()
  llvm.call @baz() {save_reg_params} : () -> ()
  llvm.call @baz() {zero_call_used_regs="all"} : () -> ()
  llvm.call @baz() {zero_call_used_regs="thing"} : () -> ()
  llvm.call @baz() {default_func_attrs={justKey, key = "value"}} : () -> ()
  llvm.br ^bb1
^bb1:
  llvm.cond_br %7, ^bb2, ^bb3
^bb2:
  %22 = llvm.mlir.undef : !llvm.struct<(i32, f64, i32)>
  %23 = llvm.mlir.constant(42) : i47
  llvm.switch %0 : i32, ^bb3 [
    1: ^bb4,
    2: ^bb5,
    3: ^bb6,
    -3: ^bb6
  ]
^bb3:
  llvm.switch %0 : i32, ^bb7 [
  ]
^bb4:
  llvm.switch %0 : i32, ^bb7 [
  ]
^bb5:
  llvm.switch %0 : i32, ^bb7 [
  ]
^bb6:
  llvm.switch %0 : i32, ^bb7 [
  ]
^bb7:
  %24 = llvm.select %7, %0, %1 : i1, i32
  %25 = llvm.inttoptr %arg0 : i32 to !llvm.ptr
  %26 = llvm.ptrtoint %25 : !llvm.ptr to i32
  %27 = llvm.fpext %arg1 : f32 to f80
  %28 = llvm.fpext %arg1 : f32 to f128
  %29 = llvm.fneg %arg1 : f32
  %30 = llvm.intr.sin(%arg1) : (f32) -> f32
  %31 = llvm.intr.pow(%arg1, %arg1) : (f32, f32) -> f32
  %a31 = llvm.intr.powi(%arg1, %arg0) : (f32, i32) -> f32
  %32 = llvm.intr.bitreverse(%arg0) : (i32) -> i32
  %33 = llvm.intr.ctpop(%arg0) : (i32) -> i32
  %34 = llvm.intr.round(%arg1) : (f32) -> f32
  "llvm.intr.memcpy"(%arg2, %arg3, %arg0) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
  "llvm.intr.memcpy"(%arg2, %arg3, %arg0) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
  "llvm.intr.memcpy.inline"(%arg2, %arg3) <{isVolatile = false, len = 10 : i64}> : (!llvm.ptr, !llvm.ptr) -> ()
  llvm.return
}

// -----

// @ops's `llvm.ptrtoaddr` lines (newer than MLIR 22), apart.
func.func @ops_ptrtoaddr(%arg0: i32) {
  %25 = llvm.inttoptr %arg0 : i32 to !llvm.ptr
  %a26 = llvm.ptrtoaddr %25 : !llvm.ptr to i64
  %vp = llvm.mlir.poison : vector<3 x !llvm.ptr>
  %va26 = llvm.ptrtoaddr %vp : vector<3 x !llvm.ptr> to vector<3 x i64>
  llvm.return
}

// -----

llvm.func @gep(%ptr: !llvm.ptr, %idx: i64, %ptr2: !llvm.ptr) {
  llvm.getelementptr %ptr[%idx, 1, 0] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, struct<(i32, f32)>)>
  llvm.getelementptr inbounds %ptr2[%idx, 0, %idx] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.struct<(array<10 x f32>)>
  llvm.getelementptr inbounds | nuw %ptr2[%idx, 0, %idx] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.struct<(array<10 x f32>)>
  llvm.getelementptr inbounds | nusw %ptr2[%idx, 0, %idx] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.struct<(array<10 x f32>)>
  llvm.getelementptr nusw %ptr2[%idx, 0, %idx] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.struct<(array<10 x f32>)>
  llvm.getelementptr nusw | nuw %ptr2[%idx, 0, %idx] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.struct<(array<10 x f32>)>
  llvm.getelementptr nuw %ptr2[%idx, 0, %idx] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.struct<(array<10 x f32>)>
  llvm.return
}

// -----

llvm.func @foo(%arg0: i32) -> !llvm.struct<(i32, f64, i32)> {
  %0 = llvm.mlir.constant(3) : i32
  %1 = llvm.mlir.constant(3) : i32
  %2 = llvm.mlir.constant(4.200000e+01) : f64
  %3 = llvm.mlir.constant(4.200000e+01) : f64
  %4 = llvm.add %0, %1 : i32
  %5 = llvm.mul %4, %1 : i32
  %6 = llvm.fadd %2, %3 : f64
  %7 = llvm.fsub %3, %6 : f64
  %8 = llvm.mlir.constant(1) : i1
  llvm.cond_br %8, ^bb1(%4 : i32), ^bb2(%4 : i32)
^bb1(%9: i32):
  %10 = llvm.call @foo(%9) : (i32) -> !llvm.struct<(i32, f64, i32)>
  %11 = llvm.extractvalue %10[0] : !llvm.struct<(i32, f64, i32)>
  %12 = llvm.extractvalue %10[1] : !llvm.struct<(i32, f64, i32)>
  %13 = llvm.extractvalue %10[2] : !llvm.struct<(i32, f64, i32)>
  %14 = llvm.mlir.undef : !llvm.struct<(i32, f64, i32)>
  %15 = llvm.insertvalue %5, %14[0] : !llvm.struct<(i32, f64, i32)>
  %16 = llvm.insertvalue %7, %15[1] : !llvm.struct<(i32, f64, i32)>
  %17 = llvm.insertvalue %11, %16[2] : !llvm.struct<(i32, f64, i32)>
  llvm.return %17 : !llvm.struct<(i32, f64, i32)>
^bb2(%18: i32):
  %19 = llvm.mlir.undef : !llvm.struct<(i32, f64, i32)>
  %20 = llvm.insertvalue %18, %19[0] : !llvm.struct<(i32, f64, i32)>
  %21 = llvm.insertvalue %7, %20[1] : !llvm.struct<(i32, f64, i32)>
  %22 = llvm.insertvalue %5, %21[2] : !llvm.struct<(i32, f64, i32)>
  llvm.return %22 : !llvm.struct<(i32, f64, i32)>
}

// -----

func.func @casts(%arg0: i32, %arg1: i64, %arg2: vector<4xi32>,
            %arg3: vector<4xi64>, %arg4: !llvm.ptr) {
  %0 = llvm.sext %arg0 : i32 to i56
  %1 = llvm.zext %arg0 : i32 to i64
  %2 = llvm.trunc %arg1 : i64 to i56
  %3 = llvm.sext %arg2 : vector<4xi32> to vector<4xi56>
  %4 = llvm.zext %arg2 : vector<4xi32> to vector<4xi64>
  %5 = llvm.trunc %arg3 : vector<4xi64> to vector<4xi56>
  %6 = llvm.sitofp %arg0 : i32 to f32
  %7 = llvm.uitofp %arg0 : i32 to f32
  %8 = llvm.fptosi %7 : f32 to i32
  %9 = llvm.fptoui %7 : f32 to i32
  %10 = llvm.addrspacecast %arg4 : !llvm.ptr to !llvm.ptr<2>
  %11 = llvm.bitcast %arg1 : i64 to f64
  llvm.return
}

// -----

func.func @nneg_casts(%arg0: i32, %arg1: i64, %arg2: vector<4xi32>,
                %arg3: vector<4xi64>, %arg4: !llvm.ptr) {
  %0 = llvm.zext nneg %arg0 : i32 to i64
  %4 = llvm.zext nneg %arg2 : vector<4xi32> to vector<4xi64>
  %7 = llvm.uitofp nneg %arg0 : i32 to f32
  llvm.return
}

// -----

func.func @casts_overflow(%arg0: i32, %arg1: i64, %arg2: vector<4xi32>,
            %arg3: vector<4xi64>, %arg4: !llvm.ptr) {
  %0 = llvm.trunc %arg1 overflow<nsw> : i64 to i56
  %1 = llvm.trunc %arg1 overflow<nuw> : i64 to i56
  %2 = llvm.trunc %arg1 overflow<nsw, nuw> : i64 to i56
  %3 = llvm.trunc %arg1 overflow<nuw, nsw> : i64 to i56
  %4 = llvm.trunc %arg3 overflow<nsw> : vector<4xi64> to vector<4xi56>
  llvm.return
}

// -----

func.func @vect(%arg0: vector<4xf32>, %arg1: i32, %arg2: f32, %arg3: vector<2x!llvm.ptr>) {
  %0 = llvm.extractelement %arg0[%arg1 : i32] : vector<4xf32>
  %1 = llvm.insertelement %arg2, %arg0[%arg1 : i32] : vector<4xf32>
  %2 = llvm.shufflevector %arg0, %arg0 [0, 0, 0, 0, 7] : vector<4xf32>
  %3 = llvm.shufflevector %arg3, %arg3 [1, 0] : vector<2x!llvm.ptr>
  %4 = llvm.mlir.constant(dense<1.0> : vector<4xf32>) : vector<4xf32>
  return
}

// -----

func.func @mixed_vect(%arg0: vector<8xf32>, %arg1: vector<4xf32>) {
  %3 = llvm.intr.vector.insert %arg1, %arg0[4] : vector<4xf32> into vector<8xf32>
  %5 = llvm.intr.vector.extract %arg0[6] : vector<2xf32> from vector<8xf32>
  return
}

// -----

func.func @alloca(%size : i64) {
  llvm.alloca %size x i32 {alignment = 0} : (i64) -> (!llvm.ptr)
  llvm.alloca inalloca %size x i32 {alignment = 8} : (i64) -> (!llvm.ptr)
  llvm.return
}

// -----

func.func @null() {
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.return
}

// -----

func.func @zero() {
  %0 = llvm.mlir.zero : i8
  llvm.return
}

// -----

func.func @atomic_load(%ptr : !llvm.ptr) {
  %0 = llvm.load %ptr atomic monotonic {alignment = 4 : i64} : !llvm.ptr -> f32
  %1 = llvm.load volatile %ptr atomic syncscope("singlethread") monotonic {alignment = 16 : i64} : !llvm.ptr -> f32
  %2 = llvm.load %ptr atomic monotonic {alignment = 4 : i64} : !llvm.ptr -> i128
  llvm.return
}

// -----

func.func @atomic_store(%val : f32, %large_val : i256, %ptr : !llvm.ptr) {
  llvm.store %val, %ptr atomic monotonic {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.store volatile %val, %ptr atomic syncscope("singlethread") monotonic {alignment = 16 : i64} : f32, !llvm.ptr
  llvm.store %large_val, %ptr atomic monotonic {alignment = 4 : i64} : i256, !llvm.ptr
  llvm.return
}

// -----

func.func @atomicrmw(%ptr : !llvm.ptr, %f32 : f32, %f16_vec : vector<2xf16>) {
  %0 = llvm.atomicrmw fadd %ptr, %f32 monotonic : !llvm.ptr, f32
  %1 = llvm.atomicrmw volatile fsub %ptr, %f32 syncscope("singlethread") monotonic {alignment = 16 : i64} : !llvm.ptr, f32
  %2 = llvm.atomicrmw fmin %ptr, %f16_vec monotonic : !llvm.ptr, vector<2xf16>
  %3 = llvm.atomicrmw fminimumnum %ptr, %f32 monotonic : !llvm.ptr, f32
  llvm.return
}

// -----

func.func @cmpxchg(%ptr : !llvm.ptr, %cmp : i32, %new : i32) {
  %0 = llvm.cmpxchg %ptr, %cmp, %new acq_rel monotonic : !llvm.ptr, i32
  %1 = llvm.cmpxchg weak volatile %ptr, %cmp, %new syncscope("singlethread") acq_rel monotonic {alignment = 16 : i64} : !llvm.ptr, i32
  llvm.return
}

// -----

func.func @invariant_load(%ptr : !llvm.ptr) -> i32 {
  %0 = llvm.load %ptr invariant {alignment = 4 : i64} : !llvm.ptr -> i32
  func.return %0 : i32
}

// -----

func.func @invariant_group_load(%ptr : !llvm.ptr) -> i32 {
  %0 = llvm.load %ptr invariant_group {alignment = 4 : i64} : !llvm.ptr -> i32
  func.return %0 : i32
}

// -----

func.func @invariant_group_store(%val: i32, %ptr : !llvm.ptr) {
  llvm.store %val, %ptr invariant_group : i32, !llvm.ptr
  func.return
}

// -----

func.func @useFreezeOp(%arg0: i32) {
  %0 = llvm.freeze %arg0 : i32
  %1 = llvm.mlir.undef : i8
  %2 = llvm.freeze %1 : i8
  %3 = llvm.mlir.poison : i8
  %4 = llvm.freeze %3 : i8
  return
}

// -----

func.func @useFenceInst() {
  llvm.fence syncscope("agent") seq_cst
  llvm.fence syncscope("") seq_cst
  llvm.fence release
  return
}

// -----

llvm.func @useInlineAsm(%arg0: i32) {
  %0 = llvm.inline_asm "bswap $0", "=r,r" %arg0 : (i32) -> i8
  %1 = llvm.inline_asm "foo", "bar" %arg0, %arg0 : (i32, i32) -> i8
  %2 = llvm.inline_asm has_side_effects "foo", "bar" %arg0, %arg0 : (i32, i32) -> i8
  %3 = llvm.inline_asm is_align_stack "foo", "bar" %arg0, %arg0 : (i32, i32) -> i8
  %5 = llvm.inline_asm "foo", "=r,=r,r" %arg0 : (i32) -> !llvm.struct<(i8, i8)>
  llvm.return
}

// -----

llvm.func @foo(i32) -> !llvm.struct<(i32, f64, i32)>
func.func @fastmathFlags(%arg0: f32, %arg1: f32, %arg2: i32, %arg3: vector<2 x f32>, %arg4: vector<2 x f32>) {
  %0 = llvm.fadd %arg0, %arg1 {fastmathFlags = #llvm.fastmath<fast>} : f32
  %1 = llvm.fsub %arg0, %arg1 {fastmathFlags = #llvm.fastmath<fast>} : f32
  %2 = llvm.fmul %arg0, %arg1 {fastmathFlags = #llvm.fastmath<fast>} : f32
  %3 = llvm.fdiv %arg0, %arg1 {fastmathFlags = #llvm.fastmath<fast>} : f32
  %4 = llvm.frem %arg0, %arg1 {fastmathFlags = #llvm.fastmath<fast>} : f32
  %5 = llvm.fcmp "oeq" %arg0, %arg1 {fastmathFlags = #llvm.fastmath<fast>} : f32
  %typecheck_5 = llvm.add %5, %5 : i1
  %vcmp = llvm.fcmp "oeq" %arg3, %arg4 {fastmathFlags = #llvm.fastmath<fast>} : vector<2xf32>
  %typecheck_vcmp = llvm.add %vcmp, %vcmp : vector<2xi1>
  %6 = llvm.fneg %arg0 {fastmathFlags = #llvm.fastmath<fast>} : f32
  %7 = llvm.call @foo(%arg2) {fastmathFlags = #llvm.fastmath<fast>} : (i32) -> !llvm.struct<(i32, f64, i32)>
  %8 = llvm.fadd %arg0, %arg1 {fastmathFlags = #llvm.fastmath<none>} : f32
  %9 = llvm.fadd %arg0, %arg1 {fastmathFlags = #llvm.fastmath<nnan,ninf>} : f32
  %10 = llvm.fneg %arg0 {fastmathFlags = #llvm.fastmath<none>} : f32
  %11 = llvm.intr.sin(%arg0) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
  %12 = llvm.intr.sin(%arg0) {fastmathFlags = #llvm.fastmath<afn>} : (f32) -> f32
  %13 = llvm.intr.vector.reduce.fmin(%arg3) {fastmathFlags = #llvm.fastmath<nnan>} : (vector<2xf32>) -> f32
  %14 = llvm.intr.vector.reduce.fmax(%arg3) {fastmathFlags = #llvm.fastmath<nnan>} : (vector<2xf32>) -> f32
  %15 = llvm.intr.vector.reduce.fminimum(%arg3) {fastmathFlags = #llvm.fastmath<nnan>} : (vector<2xf32>) -> f32
  %16 = llvm.intr.vector.reduce.fmaximum(%arg3) {fastmathFlags = #llvm.fastmath<nnan>} : (vector<2xf32>) -> f32
  return
}

// -----

llvm.func @lifetime(%p: !llvm.ptr) {
  llvm.intr.lifetime.start %p : !llvm.ptr
  llvm.intr.lifetime.end %p : !llvm.ptr
  llvm.return
}

// -----

llvm.func @invariant(%p: !llvm.ptr) {
  %1 = llvm.intr.invariant.start 1, %p : !llvm.ptr
  llvm.intr.invariant.end %1, 1, %p : !llvm.ptr
  llvm.return
}

// -----

llvm.func @invariant_group_intrinsics(%p: !llvm.ptr) {
  %1 = llvm.intr.launder.invariant.group %p : !llvm.ptr
  %2 = llvm.intr.strip.invariant.group %p : !llvm.ptr
  llvm.return
}

// -----

llvm.func @vararg_func(%arg0: i32, ...) {
  %1 = llvm.mlir.constant(1 : i32) : i32
  %list = llvm.alloca %1 x !llvm.struct<"struct.va_list_opaque", (ptr)> : (i32) -> !llvm.ptr
  llvm.intr.vastart %list : !llvm.ptr
  %list2 = llvm.alloca %1 x !llvm.struct<"struct.va_list_opaque", (ptr)> : (i32) -> !llvm.ptr
  llvm.intr.vacopy %list to %list2 : !llvm.ptr, !llvm.ptr
  %ret = llvm.va_arg %list2 : (!llvm.ptr) -> i32
  llvm.intr.vaend %list : !llvm.ptr
  llvm.intr.vaend %list2 : !llvm.ptr
  llvm.return
}

// -----

llvm.func @eh_typeid(%arg0: !llvm.ptr) -> i32 {
  %0 = llvm.intr.eh.typeid.for %arg0 : (!llvm.ptr) -> i32
  llvm.return %0 : i32
}

// -----

llvm.func @stackrestore(%arg0: !llvm.ptr)  {
  llvm.intr.stackrestore %arg0 : !llvm.ptr
  llvm.return
}

// -----

llvm.func @experimental_constrained_fadd(%a: f32, %b: f32) {
  %0 = llvm.intr.experimental.constrained.fadd %a, %b towardzero ignore : f32
  llvm.return
}

// -----

llvm.func @experimental_constrained_fsub(%a: f32, %b: f32) {
  %0 = llvm.intr.experimental.constrained.fsub %a, %b towardzero ignore : f32
  llvm.return
}

// -----

llvm.func @experimental_constrained_fmul(%a: f32, %b: f32) {
  %0 = llvm.intr.experimental.constrained.fmul %a, %b towardzero ignore : f32
  llvm.return
}

// -----

llvm.func @experimental_constrained_fdiv(%a: f32, %b: f32) {
  %0 = llvm.intr.experimental.constrained.fdiv %a, %b towardzero ignore : f32
  llvm.return
}

// -----

llvm.func @experimental_constrained_frem(%a: f32, %b: f32) {
  %0 = llvm.intr.experimental.constrained.frem %a, %b towardzero ignore : f32
  llvm.return
}

// -----

llvm.func @experimental_constrained_fma(%a: f32, %b: f32, %c: f32) {
  %0 = llvm.intr.experimental.constrained.fma %a, %b, %c towardzero ignore : f32
  llvm.return
}

// -----

llvm.func @experimental_constrained_fmuladd(%a: f32, %b: f32, %c: f32) {
  %0 = llvm.intr.experimental.constrained.fmuladd %a, %b, %c towardzero ignore : f32
  llvm.return
}

// -----

llvm.func @experimental_constrained_fptrunc(%in: f64) {
  %0 = llvm.intr.experimental.constrained.fptrunc %in towardzero ignore : f64 to f32
  %1 = llvm.intr.experimental.constrained.fptrunc %in tonearest maytrap : f64 to f32
  %2 = llvm.intr.experimental.constrained.fptrunc %in upward strict : f64 to f32
  %3 = llvm.intr.experimental.constrained.fptrunc %in downward ignore : f64 to f32
  %4 = llvm.intr.experimental.constrained.fptrunc %in tonearestaway ignore : f64 to f32
  llvm.return
}

// -----

llvm.func @experimental_constrained_fp_call(%s: f32, %d: f64, %p: i32) {
  %0 = llvm.intr.experimental.constrained_fp_call
       "llvm.experimental.constrained.cos.f32"(%s) towardzero ignore
       : (f32) -> f32
  %1 = llvm.intr.experimental.constrained_fp_call
       "llvm.experimental.constrained.maximum.f64"(%d, %d) strict
       : (f64, f64) -> f64
  %2 = llvm.intr.experimental.constrained_fp_call
       "llvm.experimental.constrained.powi.f32"(%s, %p) tonearest ignore
       : (f32, i32) -> f32
  llvm.return
}

// -----

llvm.func @tail_call_target() -> i32
llvm.func @test_none() -> i32 {
  %0 = llvm.call none @tail_call_target() : () -> i32
  llvm.return %0 : i32
}

// -----

llvm.func @tail_call_target() -> i32
llvm.func @test_musttail() -> i32 {
  %0 = llvm.call musttail @tail_call_target() : () -> i32
  llvm.return %0 : i32
}

// -----

llvm.func @tail_call_target() -> i32
llvm.func @test_tail() -> i32 {
  %0 = llvm.call tail @tail_call_target() : () -> i32
  llvm.return %0 : i32
}

// -----

llvm.func @tail_call_target() -> i32
llvm.func @test_notail() -> i32 {
  %0 = llvm.call notail @tail_call_target() : () -> i32
  llvm.return %0 : i32
}

// -----

llvm.func @vector_predication_intrinsics(%A: vector<8xi32>, %B: vector<8xi32>,
                                         %mask: vector<8xi1>, %evl: i32) {
  "llvm.intr.vp.smax" (%A, %B, %mask, %evl) :
         (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
  "llvm.intr.vp.umin" (%A, %B, %mask, %evl) :
         (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
  llvm.return
}

// -----

llvm.func @op_bundle_target()
llvm.func @test_call_with_empty_opbundle() {
  llvm.call @op_bundle_target() [] : () -> ()
  llvm.return
}

// -----

llvm.func @op_bundle_target()
llvm.func @test_call_with_empty_opbundle_operands() {
  llvm.call @op_bundle_target() ["tag"()] : () -> ()
  llvm.return
}

// -----

llvm.func @op_bundle_target()
llvm.func @test_call_with_opbundle() {
  %0 = llvm.mlir.constant(0 : i32) : i32
  %1 = llvm.mlir.constant(1 : i32) : i32
  %2 = llvm.mlir.constant(2 : i32) : i32
  llvm.call @op_bundle_target() ["tag1"(%0, %1 : i32, i32), "tag2"(%2 : i32)] : () -> ()
  llvm.return
}

// -----

llvm.func @test_call_intrin_with_opbundle(%arg0 : !llvm.ptr) {
  %0 = llvm.mlir.constant(1 : i1) : i1
  %1 = llvm.mlir.constant(16 : i32) : i32
  llvm.call_intrinsic "llvm.assume"(%0) ["align"(%arg0, %1 : !llvm.ptr, i32)] : (i1) -> ()
  llvm.return
}

// -----

llvm.func @test_assume_intr_no_opbundle(%arg0 : !llvm.ptr) {
  %0 = llvm.mlir.constant(1 : i1) : i1
  llvm.intr.assume %0 : i1
  llvm.return
}

// -----

llvm.func @test_assume_intr_empty_opbundle(%arg0 : !llvm.ptr) {
  %0 = llvm.mlir.constant(1 : i1) : i1
  llvm.intr.assume %0 [] : i1
  llvm.return
}

// -----

llvm.func @test_assume_intr_with_opbundles(%arg0 : !llvm.ptr) {
  %0 = llvm.mlir.constant(1 : i1) : i1
  %1 = llvm.mlir.constant(2 : i32) : i32
  %2 = llvm.mlir.constant(3 : i32) : i32
  %3 = llvm.mlir.constant(4 : i32) : i32
  llvm.intr.assume %0 ["tag1"(%1, %2 : i32, i32), "tag2"(%3 : i32)] : i1
  llvm.return
}

// -----

llvm.func @somefunc(i32, !llvm.ptr)
llvm.func @test_call_arg_attrs_direct(%arg0: i32, %arg1: !llvm.ptr) {
  llvm.call @somefunc(%arg0, %arg1) : (i32, !llvm.ptr {llvm.byval = i64}) -> ()
  llvm.return
}

// -----

llvm.func @test_call_arg_attrs_indirect(%arg0: i16, %arg1: !llvm.ptr) -> i16 {
  %0 = llvm.call tail %arg1(%arg0) : !llvm.ptr, (i16 {llvm.noundef, llvm.signext}) -> (i16 {llvm.signext})
  llvm.return %0 : i16
}

// -----

llvm.func @myglobal_user() -> !llvm.ptr {
  %0 = llvm.mlir.addressof @myglobal : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.mlir.global internal thread_local unnamed_addr @myglobal(-1 : i32) {addr_space = 0 : i32, alignment = 4 : i64, dso_local} : i32

// -----

llvm.func @escapedtypename() {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.alloca %0 x !llvm.struct<"bucket<string, double, '\\b'>::Iterator", (ptr, i64, i64)> {alignment = 8 : i64} : (i32) -> !llvm.ptr
  llvm.return
}
