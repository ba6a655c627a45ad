"""`convert-to-llvm`: the front stage of `lower-to-ptx` for programs written in xDSL's own
dialects (gpu, func, memref, scf, arith, math, cf, printf), run only when the input has them.

Order, forced by what each step produces:

1. `map-parallel-loops-to-threads` (scf.parallel -> gpu ids + scf.for), then
   `convert-scf-while-to-cf` and xDSL's `convert-scf-to-cf` (scf -> cf + arith).
2. `printf-to-llvm` (xDSL's rewrite, symbols declared in the gpu.module: printf.print_format ->
   llvm.call @printf; printf-lowering makes it vprintf), and, when the input already went through xDSL's `convert-memref-to-ptr`, xDSL's
   `convert-ptr-type-offsets` + `convert-ptr-to-llvm`.
3. `convert-gpu-to-nvvm`, `convert-vector-to-llvm`, `finalize-memref-to-llvm`, `convert-math-to-nvvm` (they produce
   llvm, nvvm and arith), then `arith-expand`, `convert-arith-to-llvm`, `convert-cf-to-llvm`,
   `convert-func-to-llvm`, `convert-index-to-llvm`.
4. xDSL's `reconcile-unrealized-casts`; a cast left between pointers of two address spaces
   becomes `llvm.addrspacecast`, one from a memref descriptor to a pointer (xDSL's
   convert-memref-to-ptr on a memref with dynamic inner sizes) the descriptor's element 0, and xDSL's pointer arithmetic
   (`inttoptr(add(ptrtoint(p), n))`) becomes `getelementptr i8, p[n]`, so memory-space-opt
   sees the base pointer and keeps `ld.global`/`st.shared`.

A `gpu.launch` is first outlined into a kernel of its own gpu.module (`gpu-kernel-outlining`).
Everything is checked before anything is rewritten: an op no step lowers is a located error
naming it, as is anything a step rejects. With `gpu.module`s, it runs on each gpu.module's body
(`device_code.on_device_code`): host code beside them (`gpu.launch_func`, ...) is left alone.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import builtin, llvm
from xdsl.dialects.builtin import DenseArrayBase, UnrealizedConversionCastOp, i64
from xdsl.ir import Operation
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import (
    GreedyRewritePatternApplier,
    PatternRewriter,
    RewritePattern,
    op_type_rewrite_pattern,
)

from nvvm_xdsl.device_code import on_device_code
from nvvm_xdsl.diagnostics import op_error
from nvvm_xdsl.dialects import llvm_ext
from nvvm_xdsl.locations import located_walker
from nvvm_xdsl.target import REDUX_SYNC_NEEDS, pass_target

# The conversions, and the dialects they convert, are imported only when the input has ops to
# convert: most inputs are llvm/nvvm already, and importing them all costs more start-up time
# than many of the passes that run.

_LOWERED_DIALECTS = frozenset(
    {"func", "arith", "cf", "scf", "memref", "math", "gpu", "printf", "ptr_xdsl", "vector", "nvgpu", "index", "affine"}
)
_TARGET_DIALECTS = frozenset({"llvm", "nvvm", "builtin"})
_CONTAINERS = frozenset({"gpu.module"})
"""Ops that stay: the device code's containers (lower-to-ptx compiles their contents)."""
_LOWERED_SCF = frozenset(
    {"scf.for", "scf.if", "scf.while", "scf.parallel", "scf.yield", "scf.condition", "scf.reduce",
     "scf.reduce.return", "scf.index_switch"}
)
_HOST_ONLY_GPU = frozenset(
    {"gpu.launch_func", "gpu.launch", "gpu.alloc", "gpu.dealloc", "gpu.memcpy", "gpu.wait",
     "gpu.host_register", "gpu.host_unregister", "gpu.set_default_device", "gpu.terminator"}
)


def _is_target(op: Operation) -> bool:
    return op.dialect_name() in _TARGET_DIALECTS or op.name in _CONTAINERS


def needs_conversion(module: Operation) -> bool:
    return not all(_is_target(op) for op in module.walk())


def check_input(module: Operation) -> None:
    """Every check of every step, before any of them rewrites."""
    from xdsl.dialects import scf

    from nvvm_xdsl.transforms.convert_arith_to_llvm import check_arith
    from nvvm_xdsl.transforms.convert_cf_to_llvm import check_cf
    from nvvm_xdsl.transforms.convert_func_to_llvm import check_funcs
    from nvvm_xdsl.transforms.convert_gpu_to_nvvm import check_gpu
    from nvvm_xdsl.transforms.convert_math_to_nvvm import check_math
    from nvvm_xdsl.transforms.convert_nvgpu_to_nvvm import check_nvgpu
    from nvvm_xdsl.transforms.convert_vector_to_llvm import check_vectors
    from nvvm_xdsl.transforms.finalize_memref_to_llvm import check_memrefs
    from nvvm_xdsl.transforms.lower_affine_apply import check_affine
    from nvvm_xdsl.transforms.map_parallel_loops_to_threads import check_parallel

    for op in module.walk():
        dialect = op.dialect_name()
        if _is_target(op):
            continue
        if dialect not in _LOWERED_DIALECTS:
            raise op_error(op, f"{op.name} cannot be lowered to NVVM (no conversion for it)")
        if dialect == "scf" and op.name not in _LOWERED_SCF:
            raise op_error(op, f"{op.name} cannot be lowered to NVVM")
        if isinstance(op, scf.IndexSwitchOp) and (
            wide := [c for c in op.cases.get_values() if not -(1 << 31) <= c < 1 << 32]
        ):
            # convert-scf-to-cf switches on the index cast to i32, as MLIR's lowering does.
            raise op_error(op, f"case value {wide[0]} does not fit the 32-bit switch scf.index_switch is lowered to")
        if op.name in _HOST_ONLY_GPU:
            raise op_error(
                op, f"{op.name} is host code: put the kernels in a gpu.module and it is left alone"
            )
    check_parallel(module)
    check_affine(module)
    check_nvgpu(module)
    check_gpu(module)
    check_memrefs(module)
    check_vectors(module)
    check_math(module)
    check_arith(module, expanded_first=True)
    check_cf(module, assert_lowered_first=True)
    check_funcs(module)


class PointerCastToAddrSpaceCast(RewritePattern):
    """A cast left between two address spaces is a real conversion (e.g. a shared buffer passed
    on as a generic pointer)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: UnrealizedConversionCastOp, rewriter: PatternRewriter, /):
        if len(op.inputs) != 1 or len(op.outputs) != 1:
            return
        # A chain pointer -> memref -> pointer is left where xDSL's convert-ptr-to-llvm cast a
        # memref this pipeline lowered later (memref.get_global, memref.alloca).
        value = op.inputs[0]
        while (
            isinstance(producer := value.owner, UnrealizedConversionCastOp)
            and len(producer.inputs) == 1
            and not isinstance(value.type, llvm.LLVMPointerType)
        ):
            value = producer.inputs[0]
        source, target = value.type, op.outputs[0].type
        if not (
            isinstance(source, llvm.LLVMPointerType) and isinstance(target, llvm.LLVMPointerType)
        ):
            return
        if source == target:
            rewriter.replace(op, [], [value])
            return
        rewriter.replace(op, llvm_ext.AddrSpaceCastOp(value, target))


class IntPointerArithmeticToGEP(RewritePattern):
    """`inttoptr(add(ptrtoint(p), n))` is `getelementptr i8, p[n]` (xDSL's convert-ptr-to-llvm
    writes pointer offsets as integer arithmetic, which hides the base pointer)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: llvm.IntToPtrOp, rewriter: PatternRewriter, /):
        add = op.input.owner
        if not isinstance(add, llvm.AddOp):
            return
        for base_int, offset in ((add.lhs, add.rhs), (add.rhs, add.lhs)):
            to_int = base_int.owner
            if isinstance(to_int, llvm.PtrToIntOp) and to_int.input.type == op.output.type:
                gep = llvm.GEPOp.from_mixed_indices(
                    to_int.input, [offset], builtin.i8, result_type=op.output.type
                )
                rewriter.replace(op, gep)
                return


class DescriptorToPointer(RewritePattern):
    """A memref descriptor cast to a pointer (xDSL's convert-memref-to-ptr takes a memref as the
    address of its element 0, and this pipeline lowered that memref to a descriptor) is the
    aligned pointer advanced by the offset."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: UnrealizedConversionCastOp, rewriter: PatternRewriter, /):
        from nvvm_xdsl.llvm_conversion import descriptor_rank

        if len(op.inputs) != 1 or len(op.outputs) != 1:
            return
        target = op.outputs[0].type
        if not isinstance(target, llvm.LLVMPointerType):
            return
        value, element_type = op.inputs[0], None
        while descriptor_rank(value.type) is None:
            if isinstance(value.type, builtin.MemRefType):
                element_type = value.type.element_type
            producer = value.owner
            if not isinstance(producer, UnrealizedConversionCastOp) or len(producer.inputs) != 1:
                return
            value = producer.inputs[0]
        if element_type is None:
            return
        descriptor_type = value.type
        assert isinstance(descriptor_type, llvm.LLVMStructType)
        aligned_type = descriptor_type.types.data[1]
        assert isinstance(aligned_type, llvm.LLVMPointerType)  # a memref descriptor's field 1
        ops: list[Operation] = [
            aligned := llvm.ExtractValueOp(DenseArrayBase.from_list(i64, [1]), value, aligned_type),
            offset := llvm.ExtractValueOp(DenseArrayBase.from_list(i64, [2]), value, i64),
            first := llvm.GEPOp.from_mixed_indices(
                aligned.res, [offset.res], element_type, result_type=aligned_type
            ),
        ]
        result = first.result
        if aligned_type != target:
            ops.append(cast := llvm_ext.AddrSpaceCastOp(result, target))
            result = cast.results[0]
        rewriter.replace(op, ops, [result])


class ExtractOfInsertedValue(RewritePattern):
    """`extractvalue` of a field an `insertvalue` chain set is that value: a memref descriptor
    packed at a function's entry is read field by field, and memory-space-opt must see the
    kernel parameter behind the aligned pointer."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: llvm.ExtractValueOp, rewriter: PatternRewriter, /):
        wanted = tuple(op.position.get_values())
        container = op.container
        while isinstance(insert := container.owner, llvm.InsertValueOp):
            inserted = tuple(insert.position.get_values())
            if inserted == wanted:
                rewriter.replace(op, [], [insert.value])
                return
            shorter = min(len(inserted), len(wanted))
            if inserted[:shorter] == wanted[:shorter]:
                return  # one field inside the other: not a plain forward
            container = insert.container


def _finish(module: builtin.ModuleOp) -> None:
    from xdsl.transforms.reconcile_unrealized_casts import reconcile_unrealized_casts

    reconcile_unrealized_casts(module, warn_on_failure=False)
    located_walker(
        GreedyRewritePatternApplier(
            [
                DescriptorToPointer(),
                PointerCastToAddrSpaceCast(),
                IntPointerArithmeticToGEP(),
                ExtractOfInsertedValue(),
            ]
        )
    ).rewrite_module(module)
    # the casts between the pointer and memref types are dead once their users were replaced
    reconcile_unrealized_casts(module, warn_on_failure=False)
    for op in module.walk():
        if not _is_target(op) or isinstance(op, UnrealizedConversionCastOp):
            raise op_error(op, f"{op.name} is left after the conversion to llvm")


def _referenced_symbols(op: Operation) -> set[str]:
    names: set[str] = set()
    for inner in op.walk():
        for attr in (*inner.properties.values(), *inner.attributes.values()):
            if isinstance(attr, builtin.SymbolRefAttr) and not attr.nested_references.data:
                names.add(attr.root_reference.data)
    return names


def copy_device_symbols_into_gpu_modules(module: builtin.ModuleOp) -> None:
    """xDSL's module passes (printf-to-llvm) put the globals and declarations they create at the
    top level, outside the gpu.module whose code uses them, and a `gpu.launch` body outlined into
    a gpu.module may read a top-level `memref.global` (MLIR's outlining clones it): copy each one
    a gpu.module refers to and lacks into it."""
    top_level = {
        op.properties["sym_name"].data: op  # pyright: ignore[reportAttributeAccessIssue]
        for op in module.ops
        if isinstance(op, llvm.FuncOp | llvm.GlobalOp) or op.name == "memref.global"
    }
    if not top_level:
        return
    for gpu_module in module.ops:
        if gpu_module.name != "gpu.module":
            continue
        body = gpu_module.regions[0].blocks[0]
        defined = {
            str(op.sym_name.data) for op in body.ops if hasattr(op, "sym_name")
        }
        for name in sorted(_referenced_symbols(gpu_module) - defined):
            if name in top_level and body.ops.first is not None:
                body.insert_op_before(top_level[name].clone(), body.ops.first)


@dataclass(frozen=True)
class ConvertToLLVMPass(ModulePass):
    name = "convert-to-llvm"

    sm: int | str | None = None
    """The target (lower-to-ptx's option; None: the gpu.module's #nvvm.target chip, else
    DEFAULT_SM): what convert-gpu-to-nvvm may use (`redux.sync` from sm_80)."""

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        if any(inner.name == "gpu.launch" for inner in op.walk()):
            from nvvm_xdsl.transforms.gpu_kernel_outlining import GpuKernelOutliningPass

            GpuKernelOutliningPass().apply(ctx, op)
        copy_device_symbols_into_gpu_modules(op)
        self.convert(ctx, op)

    @on_device_code
    def convert(self, ctx: Context, op: builtin.ModuleOp) -> None:
        if not needs_conversion(op):
            return
        check_input(op)
        from xdsl.transforms.convert_ptr_type_offsets import ConvertPtrTypeOffsetsPass
        from xdsl.transforms.convert_scf_to_cf import ConvertScfToCf

        from nvvm_xdsl.transforms.arith_expand import ArithExpandPass
        from nvvm_xdsl.transforms.convert_arith_to_llvm import ConvertArithToLLVMPass
        from nvvm_xdsl.transforms.convert_cf_to_llvm import ConvertCfToLLVMPass
        from nvvm_xdsl.transforms.convert_func_to_llvm import ConvertFuncToLLVMPass
        from nvvm_xdsl.transforms.convert_gpu_to_nvvm import ConvertGpuToNVVMPass
        from nvvm_xdsl.transforms.convert_index_to_llvm import ConvertIndexToLLVMPass
        from nvvm_xdsl.transforms.convert_math_to_nvvm import ConvertMathToNVVMPass
        from nvvm_xdsl.transforms.convert_nvgpu_to_nvvm import ConvertNVGPUToNVVMPass
        from nvvm_xdsl.transforms.convert_ptr_to_llvm import ConvertPtrToLLVMPass
        from nvvm_xdsl.transforms.convert_scf_while_to_cf import ConvertScfWhileToCfPass
        from nvvm_xdsl.transforms.convert_vector_to_llvm import ConvertVectorToLLVMPass
        from nvvm_xdsl.transforms.finalize_memref_to_llvm import FinalizeMemRefToLLVMPass
        from nvvm_xdsl.transforms.lower_affine_apply import LowerAffineApplyPass
        from nvvm_xdsl.transforms.map_parallel_loops_to_threads import MapParallelLoopsToThreadsPass
        from nvvm_xdsl.transforms.printf_to_llvm import PrintfToLLVMPass

        steps: list[ModulePass] = [
            MapParallelLoopsToThreadsPass(),
            LowerAffineApplyPass(),
            ConvertScfWhileToCfPass(),
            ConvertScfToCf(),
            PrintfToLLVMPass(),
            ConvertPtrTypeOffsetsPass(),
            ConvertPtrToLLVMPass(),
            ConvertNVGPUToNVVMPass(),
            ConvertGpuToNVVMPass(has_redux=pass_target(op, self.sm, None).has(**REDUX_SYNC_NEEDS)),
            ConvertVectorToLLVMPass(),
            FinalizeMemRefToLLVMPass(),
            ConvertMathToNVVMPass(),
            ArithExpandPass(),
            ConvertArithToLLVMPass(),
            ConvertCfToLLVMPass(),
            ConvertFuncToLLVMPass(),
            ConvertIndexToLLVMPass(),
        ]
        for step in steps:
            step.apply(ctx, op)
        _finish(op)
