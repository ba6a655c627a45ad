"""Front ends: other input languages to the llvm dialect (`llvm_ir`: LLVM IR / NVVM IR)."""
