"""Differential checks by execution on the host JIT (`host_exec`): a module before and after a
transformation run on the same arguments must leave the same memory behind.

The exec tests (tests/test_*_exec.py) build their programs and inputs; this is the part they
share: the middle end they transform with, the usual `@f(%in, %out, i32...)` arguments, and
the comparison itself.
"""

from __future__ import annotations

import dataclasses
import struct
from collections.abc import Sequence

from xdsl.dialects.builtin import ModuleOp

from nvvm_xdsl.transforms.lower_to_ptx import DEFAULT_OPT_LEVEL, MIDDLE_END
from nvvm_xdsl_testing.host_exec import KernelArgs, run_kernels
from nvvm_xdsl_testing.mlir_to_llvm_ir import make_context


def optimised(module: ModuleOp, **options: object) -> ModuleOp:
    """The module after the default level's middle end, each pass given the lower-to-ptx
    `options` it declares."""
    after = module.clone()
    ctx = make_context()
    for pass_class in MIDDLE_END[DEFAULT_OPT_LEVEL]:
        declared = {field.name for field in dataclasses.fields(pass_class)}
        pass_class(**{k: v for k, v in options.items() if k in declared}).apply(ctx, after)
    after.verify()
    return after


def word_args(words: Sequence[int | float], out_bytes: int, *scalars: int, fmt: str = "i") -> KernelArgs:
    """The arguments of `@f(%in, %out, i32...)`: `words` packed as `fmt` (struct's `i`, `q`, `f`),
    a zeroed output of `out_bytes`, then the i32 `scalars` (the number of words if none)."""
    scalars = scalars or (len(words),)
    return KernelArgs(
        kinds=("ptr", "ptr", *("i32",) * len(scalars)),
        buffers=(struct.pack(f"<{len(words)}{fmt}", *words), bytes(out_bytes)),
        scalars=tuple(scalars),
    )


def assert_same_memory(
    before: ModuleOp, after: ModuleOp, args: KernelArgs, kernel: str = "f", label: str | None = None
) -> None:
    """Kernel `kernel` of both modules, JIT-compiled and run on `args`: the one before must run to
    its end (no crash, no time-out), and the one after leave the same memory behind. `label`
    (the program, its name) heads the failure message, followed by the module after."""
    expected, actual = run_kernels([before, after], kernel, args)
    assert isinstance(expected, list), expected
    if label is None:
        assert actual == expected
    else:
        assert actual == expected, f"{label}\nafter:\n{after}"
