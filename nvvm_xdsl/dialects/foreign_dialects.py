"""Ops, attributes and types of dialects nobody registered, kept opaque (as MLIR's
`--allow-unregistered-dialect` does), without a flag.

Producers put their own dialects beside the device code: NVIDIA's CuTe DSL marks its gpu.module
with `#cuda.compute_target<sass, portable, [sm_80]>` and launches kernels from host functions
with `"cuda.launch_ex"(...)` on `!cuda.launch_cfg<...>` values. No MLIR outside NVIDIA knows that
dialect; MLIR reads such text only as opaque generic ops and attributes. Here the same holds for
any dialect the context has neither loaded nor registered: its ops parse (generic form) as
`builtin.unregistered` and its attributes and types as `UnregisteredAttr`, carried along
unchanged. A dialect the context does know keeps its strict rule: `llvm.intr.nonsense` or
`#nvvm.nonsense` is still an error. Device code never gets here unseen: selection reports an op
it has no pattern for at the op.

Installed once when the universe is imported (`nvvm_xdsl.universe`), so stock `xdsl-opt` has it.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

from xdsl.context import Context
from xdsl.ir import Dialect


def is_foreign(ctx: Context, name: str) -> bool:
    """Whether `name` (`dialect.rest`) belongs to a dialect the context has no definition of."""
    if "." not in name:
        return False
    dialect_name, _ = Dialect.split_name(name)
    return (
        dialect_name not in ctx.registered_dialect_names
        and all(d.name != dialect_name for d in ctx.loaded_dialects)
    )


def _opaque_for_foreign(lookup: Callable[..., Any]) -> Callable[..., Any]:
    def get_optional(self: Context, name: str, *args: Any, **kwargs: Any) -> Any:
        found = lookup(self, name, *args, **kwargs)
        if found is not None or self.allow_unregistered or not is_foreign(self, name):
            return found
        # xDSL builds (and caches) the opaque class when unregistered constructs are allowed.
        self.allow_unregistered = True
        try:
            return lookup(self, name, *args, **kwargs)
        finally:
            self.allow_unregistered = False

    return get_optional


@cache
def install() -> None:
    Context.get_optional_op = _opaque_for_foreign(Context.get_optional_op)  # type: ignore[method-assign]
    Context.get_optional_type = _opaque_for_foreign(Context.get_optional_type)  # type: ignore[method-assign]
    Context.get_optional_attr = _opaque_for_foreign(Context.get_optional_attr)  # type: ignore[method-assign]
