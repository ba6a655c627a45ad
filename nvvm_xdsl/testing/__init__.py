"""Differential-testing oracles: CUDA tools (ptxas, nvcc, cuobjdump), LLVM's NVPTX backend
through llvmlite, an llvm-dialect -> LLVM IR text exporter and a structural PTX parser.

Only xDSL is imported at package import; llvmlite and the CUDA wheels are test extras and are
looked up lazily by the functions that need them.
"""
