"""`gpu-kernel-outlining`: each `gpu.launch` body becomes a `gpu.func` kernel in a `gpu.module`
of its own, the launch a `gpu.launch_func` of it (MLIR's pass of that name).

* The kernel is named `<function>_kernel`, its module the same name made unique (`f_kernel_0`
  for a second launch in `f`), as MLIR names them.
* Values the body uses from outside become the kernel's arguments, in order of first use, and
  the launch's `args`; constants (`arith.constant`) are copied into the kernel instead, as
  MLIR's pass sinks them.
* The body's 12 id and size arguments become `gpu.block_id`, `gpu.thread_id`,
  `gpu.grid_dim` and `gpu.block_dim` reads; workgroup and private attributions carry over;
  `gpu.terminator` becomes `gpu.return`. Constant block sizes give `gpu.known_block_size`.
* The module gets `gpu.container_module`. An async launch (`gpu.launch async [%deps]`) becomes
  an async launch_func on the same dependencies, its token the launch's.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import arith, builtin, gpu
from xdsl.dialects.builtin import (
    DenseArrayBase,
    IntegerAttr,
    StringAttr,
    SymbolRefAttr,
    UnitAttr,
    i32,
)
from xdsl.ir import Block, Operation, Region, SSAValue
from xdsl.passes import ModulePass
from xdsl.rewriter import InsertPoint, Rewriter
from xdsl.traits import SymbolTable

from nvvm_xdsl.diagnostics import op_error
from nvvm_xdsl.dialects import gpu_ext

# gpu.launch's id block arguments, three at a time (x, y, z), and the op reading each.
_ID_OPS: tuple[Callable[[gpu.DimensionAttr], Operation], ...] = (
    gpu_ext.BlockIdOp,
    gpu_ext.ThreadIdOp,
    gpu_ext.GridDimOp,
    gpu_ext.BlockDimOp,
    gpu_ext.ClusterIdOp,
    gpu_ext.ClusterDimOp,
)
"""What the body's arguments 0-2, 3-5, 6-8, 9-11 (and with clusters 12-14, 15-17) read, in
MLIR's order."""


def _free_values(region: Region) -> list[SSAValue]:
    """Values used in `region` and defined outside it, in order of first use, nested ops
    before the op holding them (MLIR's post-order walk, so the kernel's arguments come in the
    order MLIR's outlining gives them)."""
    seen: dict[SSAValue, None] = {}
    for op in region.walk(region_first=True):
        for operand in op.operands:
            if not region.is_ancestor(operand.owner):  # the defining op or block
                seen.setdefault(operand, None)
    return list(seen)


def _constant(value: SSAValue) -> int | None:
    owner = value.owner
    if isinstance(owner, arith.ConstantOp) and isinstance(owner.value, IntegerAttr):
        return owner.value.value.data
    return None


def _unique_name(module: builtin.ModuleOp, base: str) -> str:
    name, number = base, 0
    while SymbolTable.lookup_symbol(module, name) is not None:
        name = f"{base}_{number}"
        number += 1
    return name


def outline(launch: gpu.LaunchOp, module: builtin.ModuleOp) -> None:
    function = launch.parent_op()
    while function is not None and "sym_name" not in function.properties:
        function = function.parent_op()
    symbol = function.properties["sym_name"] if function is not None else None
    base = symbol.data if isinstance(symbol, builtin.StringAttr) else "launch"
    # MLIR's names: the kernel is `<function>_kernel`, its gpu.module that name made unique.
    name = f"{base}_kernel"
    module_name = _unique_name(module, name)
    body = launch.body
    entry = body.blocks[0]

    # constants are copied in; other outside values become arguments
    arguments: list[SSAValue] = []
    for value in _free_values(body):
        if isinstance(value.owner, arith.ConstantOp):
            copy = value.owner.clone()
            Rewriter.insert_op(copy, InsertPoint.at_start(entry))
            _replace_inside(value, copy.results[0], body)
        else:
            arguments.append(value)
    kernel_args = [entry.insert_arg(value.type, number) for number, value in enumerate(arguments)]
    for value, argument in zip(arguments, kernel_args, strict=True):
        argument.name_hint = value.name_hint
        _replace_inside(value, argument, body)

    id_args = entry.args[len(arguments) : len(arguments) + gpu_ext.launch_id_count(launch)]
    reads: list[Operation] = []
    for number, arg in enumerate(id_args):
        if not arg.uses:
            continue
        dimension = gpu.DimensionAttr(gpu.DimensionEnum(("x", "y", "z")[number % 3]))
        read = _ID_OPS[number // 3](dimension)
        read.results[0].name_hint = arg.name_hint
        reads.append(read)
        arg.replace_all_uses_with(read.results[0])
    for arg in reversed(tuple(id_args)):
        entry.erase_arg(arg)
    Rewriter.insert_op(reads, InsertPoint.at_start(entry))
    for op in list(body.walk()):
        if isinstance(op, gpu.TerminatorOp):
            Rewriter.replace_op(op, gpu_ext.ReturnOp.create())

    block_sizes = [_constant(v) for v in (launch.blockSizeX, launch.blockSizeY, launch.blockSizeZ)]
    kernel = gpu_ext.FuncOp(
        name, ([v.type for v in arguments], []), launch.detach_region(body), kernel=True
    )
    known_sizes = [size for size in block_sizes if size is not None]
    if any(not 0 < size <= I32_MAX for size in known_sizes):
        # `gpu.known_block_size` is an i32 array (CUDA's blocks have at most 1024 threads).
        raise op_error(launch, f"block size {known_sizes} is out of range: each dimension must be in 1..{I32_MAX}")
    if len(known_sizes) == len(block_sizes):
        kernel.attributes["gpu.known_block_size"] = DenseArrayBase.from_list(i32, known_sizes)
    workgroup = gpu_ext.launch_workgroup_count(launch)
    if workgroup:
        kernel.attributes[gpu_ext.WORKGROUP_ATTRIBUTIONS] = IntegerAttr(workgroup, 64)
    module.body.block.add_op(
        gpu.ModuleOp.create(properties={"sym_name": StringAttr(module_name)}, regions=[Region(Block([kernel]))])
    )
    clusters = [size for size in (launch.clusterSizeX, launch.clusterSizeY, launch.clusterSizeZ) if size is not None]
    call = gpu_ext.LaunchFuncOp(
        SymbolRefAttr(module_name, [name]),
        [launch.gridSizeX, launch.gridSizeY, launch.gridSizeZ],
        [launch.blockSizeX, launch.blockSizeY, launch.blockSizeZ],
        clusters or None,
        arguments,
        launch.asyncToken is not None,
        list(launch.asyncDependencies),
        launch.dynamicSharedMemorySize,
    )
    Rewriter.replace_op(launch, call)


def _replace_inside(old: SSAValue, new: SSAValue, region: Region) -> None:
    for use in tuple(old.uses):
        if region.is_ancestor(use.operation):
            use.operation.operands[use.index] = new


I32_MAX = 2**31 - 1


@dataclass(frozen=True)
class GpuKernelOutliningPass(ModulePass):
    name = "gpu-kernel-outlining"

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        launches = [inner for inner in op.walk() if isinstance(inner, gpu.LaunchOp)]
        for launch in launches:
            outline(launch, op)
        if launches:
            op.attributes["gpu.container_module"] = UnitAttr()
