// MLIR's mlir/test/Dialect/LLVMIR/calling-conventions.mlir, as stored at
// llvm/llvm-project@a2e88ab8c173e098638d670e327c23323ff83f7a (an mlir-translate test; its CHECK
// lines are LLVM IR, left out), in two chunks here: the calls, and the invokes (with the
// declarations again). tests/test_llvm_mlir_roundtrip.py parses each and compares the printed
// llvm ops with what mlir-opt-22 prints for it.

llvm.func @__gxx_personality_v0(...) -> i32

llvm.func fastcc @cconv_fastcc()
llvm.func ccc    @cconv_ccc()
llvm.func tailcc @cconv_tailcc()
llvm.func cc_10  @cconv_ghccc()

llvm.func @test_ccs() {
  llvm.call fastcc @cconv_fastcc() : () -> ()
  llvm.call ccc    @cconv_ccc()    : () -> ()
  llvm.call        @cconv_ccc()    : () -> ()
  llvm.call tailcc @cconv_tailcc() : () -> ()
  llvm.call cc_10  @cconv_ghccc()  : () -> ()
  llvm.return
}

// -----

llvm.func @__gxx_personality_v0(...) -> i32

llvm.func fastcc @cconv_fastcc()
llvm.func ccc    @cconv_ccc()
llvm.func tailcc @cconv_tailcc()
llvm.func cc_10  @cconv_ghccc()

llvm.func @test_ccs_invoke() attributes { personality = @__gxx_personality_v0 } {
  llvm.invoke fastcc @cconv_fastcc() to ^bb1 unwind ^bb6 : () -> ()

^bb1:
  llvm.invoke ccc @cconv_ccc() to ^bb2 unwind ^bb6 : () -> ()

^bb2:
  llvm.invoke @cconv_ccc() to ^bb3 unwind ^bb6 : () -> ()

^bb3:
  llvm.invoke tailcc @cconv_tailcc() to ^bb4 unwind ^bb6 : () -> ()

^bb4:
  llvm.invoke cc_10 @cconv_ghccc() to ^bb5 unwind ^bb6 : () -> ()

^bb5:
  llvm.return

^bb6:
  %0 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return
}
