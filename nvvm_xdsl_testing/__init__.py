"""Differential-testing oracles: CUDA tools (ptxas, nvcc, cuobjdump), LLVM's NVPTX backend
through llvmlite, an llvm-dialect -> LLVM IR text exporter and a structural PTX parser.

Only xDSL is imported at package import; llvmlite and the CUDA wheels are test extras and are
looked up lazily by the functions that need them (tests skip when they are absent).

Typical use in a test::

    from nvvm_xdsl_testing.cuda_tools import ptxas, ptx_sass_counts, nvcc_ptx
    from nvvm_xdsl_testing.mlir_to_llvm_ir import mlir_reference_ptx
    from nvvm_xdsl_testing.ptx_parse import parse_ptx

    ours = parse_ptx(our_ptx)                    # PTX from `-t ptx`
    ref = parse_ptx(mlir_reference_ptx(mlir))    # LLVM 22 compiling the same MLIR
    assert ours.functions["k"].params == ref.functions["k"].params
    ptxas(our_ptx, "sm_90", ["-v"]).check().functions["k"].registers
"""
