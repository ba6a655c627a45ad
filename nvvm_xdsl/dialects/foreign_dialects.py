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

An op of such a dialect written in its own custom form (IREE's `iree_codegen.dispatch_config @f
workgroup_size = [32, 8, 1] subgroup_size = 32 { ... }` beside its kernels) cannot be read by
its grammar, which nobody here has (MLIR itself refuses it even with
`--allow-unregistered-dialect`). The parser reads it by the one rule every MLIR custom form
keeps: an op ends where a line ends with every bracket it opened closed (a region in braces may
span lines). Its text after the name is kept verbatim (`CUSTOM_FORM_ATTR`, printed in the
generic form); it has no operands, results or regions of its own: nothing the device code may
use. A result bound to it is an error at the op.

Installed once when the universe is imported (`nvvm_xdsl.universe`), so stock `xdsl-opt` has it.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

from xdsl.context import Context
from xdsl.dialects.builtin import StringAttr, UnregisteredOp
from xdsl.ir import Dialect, Operation
from xdsl.parser import Parser
from xdsl.utils.exceptions import ParseError
from xdsl.utils.mlir_lexer import MLIRTokenKind

# The discardable attribute holding the text of a foreign op read in its custom form.
CUSTOM_FORM_ATTR = "nvvm_xdsl.custom_form"

_OPENING = {MLIRTokenKind.L_BRACE, MLIRTokenKind.L_PAREN, MLIRTokenKind.L_SQUARE, MLIRTokenKind.LESS}
_CLOSING = {MLIRTokenKind.R_BRACE, MLIRTokenKind.R_PAREN, MLIRTokenKind.R_SQUARE, MLIRTokenKind.GREATER}


def is_foreign(ctx: Context, name: str) -> bool:
    """Whether `name` (`dialect.rest`) belongs to a dialect the context has no definition of."""
    if "." not in name:
        return False
    dialect_name, _ = Dialect.split_name(name)
    return (
        dialect_name not in ctx.registered_dialect_names
        and all(d.name != dialect_name for d in ctx.loaded_dialects)
    )


def parse_custom_form(cls: type[Operation], parser: Parser) -> Operation:
    """A foreign op in its custom form: its tokens up to the end of the line on which every
    bracket it opened is closed (a closing bracket it did not open ends it too: the enclosing
    region's), kept as text."""
    content = parser.lexer.input.content
    first = parser._current_token.span  # pyright: ignore[reportPrivateUsage]
    # The op's name ended the line: nothing follows it.
    if "\n" in content[: first.start].rstrip(" \t")[-1:]:
        return cls.create()
    depth = 0
    end = first.start
    while (token := parser._current_token).kind is not MLIRTokenKind.EOF:  # pyright: ignore[reportPrivateUsage]
        if depth == 0 and (token.kind in _CLOSING or (end > first.start and "\n" in content[end : token.span.start])):
            break
        if token.kind in _OPENING:
            depth += 1
        elif token.kind in _CLOSING:
            depth -= 1
        end = token.span.end
        parser._consume_token()  # pyright: ignore[reportPrivateUsage]
    if depth:
        raise ParseError(first, f"'{cls.create().attributes['op_name__'].data}': a bracket it opens is never closed")
    return cls.create(attributes={CUSTOM_FORM_ATTR: StringAttr(content[first.start : end])})


def _with_custom_form(op_class: Any) -> Any:
    if isinstance(op_class, type) and issubclass(op_class, UnregisteredOp) and "parse" not in op_class.__dict__:
        op_class.parse = classmethod(parse_custom_form)  # type: ignore[method-assign,assignment]
    return op_class


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
    find_op = _opaque_for_foreign(Context.get_optional_op)

    def get_optional_op(self: Context, name: str, *args: Any, **kwargs: Any) -> Any:
        return _with_custom_form(find_op(self, name, *args, **kwargs))

    Context.get_optional_op = get_optional_op  # type: ignore[method-assign]
    Context.get_optional_type = _opaque_for_foreign(Context.get_optional_type)  # type: ignore[method-assign]
    Context.get_optional_attr = _opaque_for_foreign(Context.get_optional_attr)  # type: ignore[method-assign]
