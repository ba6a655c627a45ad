// MLIR's round-trip test mlir/test/Dialect/LLVMIR/global.mlir, as stored at
// llvm/llvm-project@0245674b5adac7521502e452b2f64477c9337e67: its four chunks without expected
// errors, CHECK lines left out. tests/test_llvm_mlir_roundtrip.py parses each and compares the
// printed llvm ops with what mlir-opt-22 prints for it.

llvm.mlir.global @default_external() : i64
llvm.mlir.global constant @default_external_constant(42) : i64
llvm.mlir.global internal @global(42 : i64) : i64
llvm.mlir.global private @aligned_global(42 : i64) {aligned = 64} : i64
llvm.mlir.global private constant @aligned_global_const(42 : i64) {aligned = 32} : i64
llvm.mlir.global internal constant @constant(37.0) : f32
llvm.mlir.global internal constant @".string"("foobar") : !llvm.array<6 x i8>
llvm.mlir.global internal @string_notype("1234567")
llvm.mlir.global internal @global_undef() : i64
llvm.mlir.global internal @global_mega_initializer() : i64 {
  %c = llvm.mlir.constant(42 : i64) : i64
  llvm.return %c : i64
}
llvm.mlir.global private @private() : i64
llvm.mlir.global internal @internal() : i64
llvm.mlir.global available_externally @available_externally() : i64
llvm.mlir.global linkonce @linkonce() : i64
llvm.mlir.global weak @weak() : i64
llvm.mlir.global common @common() : i64
llvm.mlir.global appending @appending() : !llvm.array<2 x i64>
llvm.mlir.global extern_weak @extern_weak() : i64
llvm.mlir.global linkonce_odr @linkonce_odr() : i64
llvm.mlir.global weak_odr @weak_odr() : i64
llvm.mlir.global external @has_thr_local(42 : i64) {thr_local} : i64
llvm.mlir.global external @has_dso_local(42 : i64) {dso_local} : i64
llvm.mlir.global external @has_addr_space(32 : i64) {addr_space = 3: i32} : i64
llvm.comdat @__llvm_comdat {
  llvm.comdat_selector @any any
}
llvm.mlir.global @any() comdat(@__llvm_comdat::@any) {addr_space = 1 : i32} : i64
func.func @references() {
  %0 = llvm.mlir.addressof @".string" : !llvm.ptr
  %1 = llvm.mlir.addressof @global : !llvm.ptr
  %2 = llvm.mlir.addressof @has_addr_space : !llvm.ptr<3>
  llvm.return
}
llvm.mlir.global private local_unnamed_addr constant @local(42 : i64) : i64
llvm.mlir.global private unnamed_addr constant @foo(42 : i64) : i64
llvm.mlir.global internal constant @sectionvar("teststring")  {section = ".mysection"}: !llvm.array<10 x i8>
llvm.mlir.global internal thread_local constant @thread_local(42 : i32) : i32
llvm.mlir.global internal hidden constant @hidden(42 : i32) : i32
llvm.mlir.global internal protected unnamed_addr @protected(42 : i32) : i32

// -----

llvm.func @ctor() {
  llvm.return
}
llvm.mlir.global_ctors { ctors = [@ctor], priorities = [0 : i32]}

// -----

llvm.func @dtor() {
  llvm.return
}
llvm.mlir.global_dtors { dtors = [@dtor], priorities = [0 : i32]}

// -----

llvm.mlir.global @target_ext() : !llvm.target<"spirv.Image", i32, 0>
llvm.mlir.global @target_ext_init() : !llvm.target<"spirv.Image", i32, 0> {
  %0 = llvm.mlir.zero : !llvm.target<"spirv.Image", i32, 0>
  llvm.return %0 : !llvm.target<"spirv.Image", i32, 0>
}
