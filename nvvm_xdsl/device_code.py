"""Where the device code of a module is: top-level `llvm.func`s, or the bodies of `gpu.module`s.

MLIR's GPU lowering puts kernels inside `gpu.module @name [#nvvm.target<...>] { ... }`, next to
host code (`func.func` with `gpu.launch_func`) that is not ours to compile. Every pass of the
pipeline is written for a module whose top level holds the device symbols (symbol lookups,
module-level walks, `convert-llvm-to-ptx` replacing the module body), so a pass decorated
with `@on_device_code` runs once per `gpu.module`, on that body presented as a
`builtin.module`, and leaves everything outside the gpu.modules alone. Without gpu.modules it
runs on the module itself, as before.

A `#nvvm.target` (or, without one, an opaque target attribute of another dialect naming one
chip, as CuTe DSL's `#cuda.compute_target<sass, portable, [sm_80]>`) on the gpu.module supplies the `sm` and `ptx_version` options a pass leaves
unset (None): `chip = "sm_80"` and `features = "+ptx78"`; an option given explicitly wins; with
neither, DEFAULT_SM and the PTX ISA version instruction selection chooses (see nvvm_xdsl.target).
"""

from __future__ import annotations

import dataclasses
import functools
import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, TypeVar, cast

from xdsl.context import Context
from xdsl.dialects.builtin import ArrayAttr, DictionaryAttr, ModuleOp, UnregisteredAttr, UnregisteredOp
from xdsl.ir import Attribute, Operation
from xdsl.passes import ModulePass

from nvvm_xdsl.dialects.nvvm import NVVMTargetAttr
from nvvm_xdsl.target import DEFAULT_SM

if TYPE_CHECKING:
    # Only named: a module without gpu ops never needs xDSL's gpu dialect (nor the memref
    # dialect it imports) loaded, and every pass imports this module.
    from xdsl.dialects import gpu

PassT = TypeVar("PassT", bound=ModulePass)


def gpu_modules(module: ModuleOp) -> list[gpu.ModuleOp]:
    """The gpu.modules at the top level of `module`, in order."""
    return [cast("gpu.ModuleOp", op) for op in module.ops if op.name == "gpu.module"]


def nvvm_target(gpu_module: gpu.ModuleOp | None) -> NVVMTargetAttr | None:
    """The first `#nvvm.target` among the gpu.module's targets, if any."""
    if gpu_module is None:
        return None
    targets = gpu_module.properties.get("targets")
    for target in getattr(targets, "data", ()):
        if isinstance(target, NVVMTargetAttr):
            return target
    return None


_FOREIGN_CHIP = re.compile(r"\bsm_(\d+[af]?)\b")


def foreign_target_chip(gpu_module: gpu.ModuleOp | None) -> str | None:
    """The chip an opaque target attribute of another dialect names (CuTe DSL's
    `compute_targets = [#cuda.compute_target<sass, portable, [sm_80]>]`), when it names
    exactly one: used where the gpu.module has no #nvvm.target."""
    if gpu_module is None:
        return None
    chips: set[str] = set()
    pending: list[Attribute] = [*gpu_module.attributes.values(), *gpu_module.properties.values()]
    while pending:
        attr = pending.pop()
        if isinstance(attr, UnregisteredAttr):
            chips.update(f"sm_{m}" for m in _FOREIGN_CHIP.findall(attr.value.data))
        elif isinstance(attr, ArrayAttr):
            pending.extend(attr.data)
        elif isinstance(attr, DictionaryAttr):
            pending.extend(attr.data.values())
    return chips.pop() if len(chips) == 1 else None


def target_options(
    sm: int | str | None, ptx_version: str | None, gpu_module: gpu.ModuleOp | None = None
) -> tuple[int | str, str]:
    """(sm, ptx_version) pass options: the explicit values, else the gpu.module's
    #nvvm.target's chip and `+ptxNN` feature, else DEFAULT_SM and "" (choose the version)."""
    target = nvvm_target(gpu_module)
    if sm is None:
        sm = (target.chip if target is not None else foreign_target_chip(gpu_module)) or DEFAULT_SM
    if ptx_version is None:
        ptx_version = (target.ptx_version() if target is not None else None) or ""
    return sm, ptx_version


def with_target(module_pass: PassT, gpu_module: gpu.ModuleOp | None) -> PassT:
    """`module_pass` with its unset `sm` / `ptx_version` options filled in for `gpu_module`."""
    fields = {field.name for field in dataclasses.fields(module_pass)}
    if not {"sm", "ptx_version"} & fields:
        return module_pass
    sm, ptx_version = target_options(
        getattr(module_pass, "sm", None), getattr(module_pass, "ptx_version", None), gpu_module
    )
    changes = {"sm": sm, "ptx_version": ptx_version}
    return dataclasses.replace(module_pass, **{k: v for k, v in changes.items() if k in fields})


@contextmanager
def as_builtin_module(gpu_module: gpu.ModuleOp) -> Iterator[ModuleOp]:
    """Lend the gpu.module's body region to a detached builtin.module (with the gpu.module's
    attributes), and give it back, with whatever attributes the pass added, afterwards."""
    region = gpu_module.detach_region(gpu_module.body)
    module = ModuleOp(region, attributes=dict(gpu_module.attributes))
    try:
        yield module
    finally:
        gpu_module.add_region(module.detach_region(region))
        gpu_module.attributes = dict(module.attributes)


def beside_device_code(op: Operation) -> bool:
    """Whether a top-level op of a module without gpu.modules is not device code: an op of a
    dialect nobody registered (parsed opaquely, `foreign_dialects`), such as IREE's
    `iree_codegen.dispatch_config` beside its kernels: launch metadata or host code, never
    compiled, converted or printed as PTX."""
    return isinstance(op, UnregisteredOp)


@contextmanager
def without_ops_beside(module: ModuleOp) -> Iterator[None]:
    """Run a pass on the device code of a module without gpu.modules: the ops beside it
    (`beside_device_code`) are lent out while the pass runs and put back at the end; launch
    metadata among them first marks the kernels it names (`kernel_abi.apply_launch_metadata`)."""
    beside = [op for op in module.ops if beside_device_code(op)]
    if not beside:
        yield
        return
    from nvvm_xdsl.kernel_abi import apply_launch_metadata

    apply_launch_metadata(module, beside)
    for op in beside:
        op.detach()
    try:
        yield
    finally:
        module.body.block.add_ops(beside)


ApplyT = Callable[[PassT, Context, ModuleOp], None]


def on_device_code(apply: ApplyT) -> ApplyT:
    """Decorate a ModulePass's `apply` to run it on each gpu.module body (see the module doc)."""

    @functools.wraps(apply)
    def run(self: PassT, ctx: Context, op: ModuleOp) -> None:
        device_modules = gpu_modules(op)
        if not device_modules:
            with without_ops_beside(op):
                apply(with_target(self, None), ctx, op)
            return
        for gpu_module in device_modules:
            with as_builtin_module(gpu_module) as module:
                apply(with_target(self, gpu_module), ctx, module)

    return run
