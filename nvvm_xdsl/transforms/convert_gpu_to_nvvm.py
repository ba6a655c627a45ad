"""`convert-gpu-to-nvvm`: the device side of the `gpu` dialect to `llvm` + `nvvm` (MLIR's pass).

* `gpu.func` becomes an `llvm.func` in the same `gpu.module`; `kernel` becomes `nvvm.kernel`,
  `known_block_size` becomes `nvvm.reqntid`. Workgroup attributions become internal
  `llvm.mlir.global`s in address space 3 (`__wg_<func>_<n>`), private attributions entry-block
  `llvm.alloca`s. `gpu.return` becomes `llvm.return`.
* `gpu.thread_id`/`block_id`/`block_dim`/`grid_dim` read `nvvm.read.ptx.sreg.{tid,ctaid,ntid,
  nctaid}.<dim>` (i32, sign-extended to the i64 index); `gpu.global_id` is ctaid*ntid+tid;
  `gpu.lane_id` and `gpu.subgroup_size` read `laneid`/`warpsize`.
* `gpu.barrier` is `nvvm.barrier0`.
* `gpu.shuffle` is `llvm.nvvm.shfl.sync.<mode>` (MLIR's lowering: member mask
  `0xffffffff >> (32 - width)`, clamp `((32 - width) << 8) | 31`, `((32 - width) << 8)` for
  `up`); its validity flag is computed from the source lane and `width` (a power of two).
* `gpu.subgroup_reduce` is a butterfly of five `shfl.sync.bfly` steps over the whole warp.
* `gpu.printf` is a call to `@printf` with a constant format global (printf-lowering makes it
  `vprintf`), floats promoted to f64 as C varargs are.
* `gpu.dynamic_shared_memory` is the address of an external, zero-sized shared array
  (`.extern .shared .align 16 .b8 __dynamic_shmem__[]`).

`gpu.all_reduce` (a block-wide reduction with a region) is rejected at the op.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import builtin, gpu, llvm
from xdsl.dialects.builtin import (
    DenseArrayBase,
    DenseIntOrFPElementsAttr,
    Float32Type,
    Float64Type,
    IntegerAttr,
    IntegerType,
    MemRefType,
    TensorType,
    UnitAttr,
    i8,
    i32,
    i64,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import (
    GreedyRewritePatternApplier,
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
    op_type_rewrite_pattern,
)
from xdsl.rewriter import InsertPoint
from xdsl.traits import SymbolTable

from nvvm_xdsl.address_spaces import SHARED, pointer_type
from nvvm_xdsl.diagnostics import op_error
from nvvm_xdsl.dialects import gpu_ext, llvm_ext, nvvm
from nvvm_xdsl.llvm_conversion import (
    build_llvm_func,
    constant,
    memref_space,
    operands_to_llvm,
    replace_converted,
)

_SREG_PREFIX = {
    gpu.ThreadIdOp: "tid",
    gpu.BlockIdOp: "ctaid",
    gpu.BlockDimOp: "ntid",
    gpu.GridDimOp: "nctaid",
}
WARP_SIZE = 32
DYNAMIC_SHARED_MEMORY = "__dynamic_shmem__"


def _sreg(name: str) -> Operation:
    return nvvm.SPECIAL_REGISTER_BY_NAME[f"nvvm.read.ptx.sreg.{name}"]()


def _symbol_table(op: Operation) -> Operation:
    table = op.parent_op()
    while table is not None and not table.has_trait(SymbolTable):
        table = table.parent_op()
    assert table is not None, "a gpu op outside any symbol table"
    return table


def _unique_symbol(table: Operation, base: str) -> str:
    name, counter = base, 0
    while SymbolTable.lookup_symbol(table, name) is not None:
        counter += 1
        name = f"{base}_{counter}"
    return name


def _insert_global(table: Operation, global_op: Operation, rewriter: PatternRewriter) -> None:
    rewriter.insert(global_op, InsertPoint.at_start(table.regions[0].blocks[0]))


class FuncToLLVM(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: gpu.FuncOp, rewriter: PatternRewriter, /):
        table = _symbol_table(op)
        name = op.sym_name.data
        entry = op.body.blocks[0] if op.body.blocks else None
        if entry is not None:
            workgroup, private = gpu_ext.attribution_arguments(op)
            point = InsertPoint.at_start(entry)
            for number, arg in enumerate(workgroup):
                memref_type = arg.type
                assert isinstance(memref_type, MemRefType)
                symbol = _unique_symbol(table, f"__wg_{name}_{number}")
                _insert_global(
                    table,
                    llvm.GlobalOp(
                        llvm.LLVMArrayType(
                            memref_type.element_count(), memref_type.element_type
                        ),
                        symbol,
                        "internal",
                        addr_space=SHARED,
                        alignment=16,
                    ),
                    rewriter,
                )
                address = llvm.AddressOfOp(symbol, pointer_type(SHARED))
                cast = builtin.UnrealizedConversionCastOp.get([address.result], [memref_type])
                rewriter.insert([address, cast], point)
                arg.replace_all_uses_with(cast.results[0])
            for arg in private:
                memref_type = arg.type
                assert isinstance(memref_type, MemRefType)
                count = constant(memref_type.element_count(), i64)
                alloca = llvm.AllocaOp(count, memref_type.element_type, alignment=8)
                cast = builtin.UnrealizedConversionCastOp.get([alloca.res], [memref_type])
                rewriter.insert([count, alloca, cast], point)
                arg.replace_all_uses_with(cast.results[0])
            for arg in reversed((*workgroup, *private)):
                rewriter.erase_block_argument(arg)  # pyright: ignore[reportArgumentType]

        extra: dict[str, Attribute] = {}
        if op.kernel is not None:
            extra["nvvm.kernel"] = UnitAttr()
        block_size = op.attributes.get("gpu.known_block_size") or op.attributes.get(
            "known_block_size"
        )
        if isinstance(block_size, DenseArrayBase):
            extra["nvvm.reqntid"] = block_size
        for consumed in (
            "gpu.known_block_size",
            "known_block_size",
            "gpu.known_grid_size",
            "known_grid_size",
            gpu_ext.WORKGROUP_ATTRIBUTIONS,
        ):
            op.attributes.pop(consumed, None)
        new_func = build_llvm_func(
            op,
            name,
            op.function_type.inputs.data,
            op.function_type.outputs.data,
            None,
            rewriter,
            extra,
        )
        rewriter.replace(op, new_func)


class ReturnToLLVM(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: gpu.ReturnOp, rewriter: PatternRewriter, /):
        values = operands_to_llvm(op, rewriter)
        rewriter.replace(op, llvm.ReturnOp(values[0] if values else None))


def _index_from_i32(value: SSAValue) -> Operation:
    return llvm.SExtOp(value, i64)


class IdToNVVM(RewritePattern):
    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter, /):
        dims = {"x", "y", "z"}
        if isinstance(op, gpu.GlobalIdOp):
            dim = op.dimension.data.value
            assert dim in dims
            tid, ctaid, ntid = _sreg(f"tid.{dim}"), _sreg(f"ctaid.{dim}"), _sreg(f"ntid.{dim}")
            ops = [tid, ctaid, ntid]
            wide = [_index_from_i32(o.results[0]) for o in ops]
            mul = llvm.MulOp(wide[1].results[0], wide[2].results[0])
            add = llvm.AddOp(mul.res, wide[0].results[0])
            replace_converted(op, [*ops, *wide, mul, add], [add.res], rewriter)
            return
        prefix = next((p for cls, p in _SREG_PREFIX.items() if isinstance(op, cls)), None)
        if prefix is not None:
            dim = op.dimension.data.value  # pyright: ignore[reportAttributeAccessIssue]
            read = _sreg(f"{prefix}.{dim}")
        elif isinstance(op, gpu.LaneIdOp):
            read = _sreg("laneid")
        elif isinstance(op, gpu.SubgroupSizeOp):
            read = _sreg("warpsize")
        else:
            return
        wide = _index_from_i32(read.results[0])
        replace_converted(op, [read, wide], wide.results, rewriter)


class BarrierToNVVM(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: gpu.BarrierOp, rewriter: PatternRewriter, /):
        rewriter.replace(op, nvvm.Barrier0Op())


_SHFL_MODE = {"xor": "bfly", "up": "up", "down": "down", "idx": "idx"}


def _shfl(mode: str, value: SSAValue, offset: SSAValue, clamp: SSAValue, mask: SSAValue):
    suffix = "f32" if isinstance(value.type, Float32Type) else "i32"
    return llvm.CallIntrinsicOp(
        f"llvm.nvvm.shfl.sync.{_SHFL_MODE[mode]}.{suffix}",
        [mask, value, offset, clamp],
        [value.type],
    )


class ShuffleToNVVM(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: gpu_ext.ShuffleOp, rewriter: PatternRewriter, /):
        mode = op.mode.data
        ops: list[Operation] = [
            all_ones := constant(-1, i32),
            warp := constant(WARP_SIZE, i32),
            eight := constant(8, i32),
            lane_bits := constant(WARP_SIZE - 1, i32),
            unused_lanes := llvm.SubOp(warp.result, op.width),
            mask := llvm.LShrOp(all_ones.result, unused_lanes.res),
            segment := llvm.ShlOp(unused_lanes.res, eight.result),
        ]
        clamp: SSAValue = segment.res
        if mode != "up":
            ops.append(with_max := llvm.OrOp(segment.res, lane_bits.result))
            clamp = with_max.res
        ops.append(shfl := _shfl(mode, op.value, op.offset, clamp, mask.res))
        valid = self._valid(mode, op, ops)
        rewriter.replace(op, ops, [shfl.results[0], valid])

    @staticmethod
    def _valid(mode: str, op: gpu_ext.ShuffleOp, ops: list[Operation]) -> SSAValue:
        """Whether the source lane lies inside this lane's `width`-wide segment."""
        ops.append(lane := _sreg("laneid"))
        ops.append(one := constant(1, i32))
        ops.append(width_mask := llvm.SubOp(op.width, one.result))
        ops.append(in_segment := llvm.AndOp(lane.results[0], width_mask.res))
        if mode == "xor":
            ops.append(source := llvm.XOrOp(in_segment.res, op.offset))
            predicate, lhs, rhs = 6, source.res, op.width  # ult
        elif mode == "down":
            ops.append(source := llvm.AddOp(in_segment.res, op.offset))
            predicate, lhs, rhs = 6, source.res, op.width
        elif mode == "up":
            predicate, lhs, rhs = 9, in_segment.res, op.offset  # uge
        else:
            predicate, lhs, rhs = 6, op.offset, op.width
        ops.append(valid := llvm.ICmpOp(lhs, rhs, IntegerAttr(predicate, 64)))
        return valid.res


def _combine(kind: str, lhs: SSAValue, rhs: SSAValue) -> Operation:
    is_float = isinstance(lhs.type, Float32Type)
    table: dict[str, type[Operation]] = (
        {"add": llvm.FAddOp, "mul": llvm.FMulOp, "maxnumf": llvm.VectorFMaxOp,
         "minnumf": llvm.VectorFMinOp}
        if is_float
        else {"add": llvm.AddOp, "mul": llvm.MulOp, "and": llvm.AndOp, "or": llvm.OrOp,
              "xor": llvm.XOrOp, "maxsi": llvm_ext.SMaxOp, "minsi": llvm_ext.SMinOp,
              "maxui": llvm_ext.UMaxOp, "minui": llvm_ext.UMinOp}
    )
    return table[kind](lhs, rhs)


def _reduction_supported(op: gpu_ext.SubgroupReduceOp) -> bool:
    value_type = op.value.type
    kind = op.op.data
    if isinstance(value_type, Float32Type):
        return kind in ("add", "mul", "maxnumf", "minnumf")
    if value_type == i32:
        return kind in ("add", "mul", "and", "or", "xor", "maxsi", "minsi", "maxui", "minui")
    return False


class SubgroupReduceToNVVM(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: gpu_ext.SubgroupReduceOp, rewriter: PatternRewriter, /):
        ops: list[Operation] = [
            mask := constant(-1, i32),
            clamp := constant(WARP_SIZE - 1, i32),
        ]
        value = op.value
        offset = WARP_SIZE // 2
        while offset:
            ops.append(distance := constant(offset, i32))
            ops.append(other := _shfl("xor", value, distance.result, clamp.result, mask.result))
            ops.append(combined := _combine(op.op.data, value, other.results[0]))
            value = combined.results[0]
            offset //= 2
        rewriter.replace(op, ops, [value])


class PrintfToLLVM(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: gpu_ext.PrintfOp, rewriter: PatternRewriter, /):
        table = _symbol_table(op)
        data = op.format.data.encode() + b"\0"
        symbol = _unique_symbol(table, "printfFormat_0")
        _insert_global(
            table,
            llvm.GlobalOp(
                llvm.LLVMArrayType(len(data), i8),
                symbol,
                "internal",
                constant=True,
                value=DenseIntOrFPElementsAttr.from_list(TensorType(i8, [len(data)]), list(data)),
            ),
            rewriter,
        )
        if SymbolTable.lookup_symbol(table, "printf") is None:
            rewriter.insert(
                llvm.FuncOp(
                    "printf",
                    llvm.LLVMFunctionType([llvm.LLVMPointerType()], i32, is_variadic=True),
                    linkage=llvm.LinkageAttr("external"),
                ),
                InsertPoint.at_end(table.regions[0].blocks[0]),
            )
        ops: list[Operation] = [fmt := llvm.AddressOfOp(symbol, llvm.LLVMPointerType())]
        args: list[SSAValue] = []
        for arg in operands_to_llvm(op, rewriter):
            if isinstance(arg.type, builtin.Float32Type | builtin.Float16Type):
                ops.append(wide := llvm.FPExtOp(arg, builtin.f64))
                arg = wide.results[0]
            elif isinstance(arg.type, IntegerType) and arg.type.width.data < 32:
                ops.append(wide := llvm.SExtOp(arg, i32))
                arg = wide.results[0]
            args.append(arg)
        ops.append(
            llvm.CallOp(
                "printf",
                fmt.result,
                *args,
                return_type=i32,
                variadic_args=len(args),
                var_callee_type=llvm.LLVMFunctionType(
                    [llvm.LLVMPointerType()], i32, is_variadic=True
                ),
            )
        )
        rewriter.replace(op, ops, [])


class DynamicSharedMemoryToLLVM(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: gpu_ext.DynamicSharedMemoryOp, rewriter: PatternRewriter, /):
        table = _symbol_table(op)
        if SymbolTable.lookup_symbol(table, DYNAMIC_SHARED_MEMORY) is None:
            _insert_global(
                table,
                llvm.GlobalOp(
                    llvm.LLVMArrayType(0, i8),
                    DYNAMIC_SHARED_MEMORY,
                    "external",
                    addr_space=SHARED,
                    alignment=16,
                ),
                rewriter,
            )
        address = llvm.AddressOfOp(DYNAMIC_SHARED_MEMORY, pointer_type(SHARED))
        replace_converted(op, [address], [address.result], rewriter)


def check_gpu(module: Operation) -> None:
    """Reject what this conversion cannot lower, before anything is rewritten."""
    for op in module.walk():
        if isinstance(op, gpu.AllReduceOp):
            raise op_error(op, "gpu.all_reduce is not supported; use gpu.subgroup_reduce")
        if isinstance(op, gpu_ext.ShuffleOp) and not (
            isinstance(op.value.type, Float32Type) or op.value.type == i32
        ):
            raise op_error(op, f"gpu.shuffle of {op.value.type}: shfl.sync moves f32 or i32")
        if isinstance(op, gpu_ext.SubgroupReduceOp) and not _reduction_supported(op):
            raise op_error(
                op, f"gpu.subgroup_reduce {op.op.data} of {op.value.type} is not supported"
            )
        if isinstance(op, gpu_ext.DynamicSharedMemoryOp):
            result_type = op.result.type
            assert isinstance(result_type, MemRefType)
            if memref_space(result_type) != SHARED:
                raise op_error(op, "gpu.dynamic_shared_memory must be a memref in space 3")
        if isinstance(op, gpu_ext.PrintfOp):
            for arg in op.args:
                if isinstance(arg.type, Float64Type | Float32Type | IntegerType):
                    continue
                if isinstance(arg.type, builtin.IndexType | llvm.LLVMPointerType):
                    continue
                raise op_error(op, f"gpu.printf cannot print a {arg.type}")
        if isinstance(op, gpu.FuncOp):
            _, private = gpu_ext.attribution_arguments(op)
            for arg in private:
                assert isinstance(arg.type, MemRefType)
                if memref_space(arg.type) not in (0, 5):
                    raise op_error(op, f"private attribution in memory space {arg.type}")


@dataclass(frozen=True)
class ConvertGpuToNVVMPass(ModulePass):
    name = "convert-gpu-to-nvvm"

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        check_gpu(op)
        PatternRewriteWalker(
            GreedyRewritePatternApplier(
                [
                    FuncToLLVM(),
                    ReturnToLLVM(),
                    IdToNVVM(),
                    BarrierToNVVM(),
                    ShuffleToNVVM(),
                    SubgroupReduceToNVVM(),
                    PrintfToLLVM(),
                    DynamicSharedMemoryToLLVM(),
                ]
            ),
            apply_recursively=False,
        ).rewrite_module(op)


