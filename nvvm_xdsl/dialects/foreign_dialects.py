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
use. Its results (the values bound left of `=`) take the last types of its trailing type list, where
every MLIR custom form prints its result types (`: memref<A> to memref<B>`, `: T -> R`,
`: memref<5xf32>, vector<2xf32>`).

Host code beside the gpu.modules uses dialects this project knows but ops it does not define
(`memref.transpose`, `linalg.matmul`, `transform.*`) or defines without MLIR's custom form
(`vector.print`): such ops are read the same way, opaque, so that host code never blocks the
device compile. Only `llvm`, `nvvm` and `builtin` stay strict: their op sets are complete (MLIR's
ODS), so an unknown name there is a mistake. An opaque op in device code is reported at the op by
the lowering (`check_device_ops` of convert-to-llvm) or by selection.

Installed once when the universe is imported (`nvvm_xdsl.universe`), so stock `xdsl-opt` has it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache
from typing import Any

from xdsl.context import Context
from xdsl.dialects.builtin import StringAttr, UnregisteredOp
from xdsl.ir import Attribute, Dialect, Operation
from xdsl.parser import Parser
from xdsl.utils.exceptions import ParseError
from xdsl.utils.lexer import Span
from xdsl.utils.mlir_lexer import MLIRTokenKind

# The discardable attribute holding the text of a foreign op read in its custom form.
CUSTOM_FORM_ATTR = "nvvm_xdsl.custom_form"

_OPENING = {MLIRTokenKind.L_BRACE, MLIRTokenKind.L_PAREN, MLIRTokenKind.L_SQUARE, MLIRTokenKind.LESS}
_CLOSING = {MLIRTokenKind.R_BRACE, MLIRTokenKind.R_PAREN, MLIRTokenKind.R_SQUARE, MLIRTokenKind.GREATER}


# Dialects whose unknown op names stay errors (their op sets are complete here).
STRICT_DIALECTS = frozenset({"llvm", "nvvm", "builtin"})
# Dialects xDSL defines but nothing here lowers, whose xDSL definitions lag MLIR's (mixed-precision
# `linalg.matmul`, MLIR's current transform ops): only host code and schedules use them, read opaquely.
HOST_ONLY_DIALECTS = frozenset({"linalg", "transform"})


def is_foreign(ctx: Context, name: str) -> bool:
    """Whether `name` (`dialect.rest`) belongs to a dialect the context has no definition of."""
    if "." not in name:
        return False
    dialect_name, _ = Dialect.split_name(name)
    return (
        dialect_name not in ctx.registered_dialect_names
        and all(d.name != dialect_name for d in ctx.loaded_dialects)
    )


def opaque_op_allowed(ctx: Context, name: str) -> bool:
    """Whether an op called `name` that the context does not define is read opaquely: one of a
    foreign dialect, or of a known dialect other than the strict ones (host code's ops)."""
    return "." in name and (is_foreign(ctx, name) or Dialect.split_name(name)[0] not in STRICT_DIALECTS)


_RESULTS = re.compile(r"((?:%[\w$.-]+(?::\d+)?\s*,\s*)*%[\w$.-]+(?::\d+)?)\s*=\s*$")


def _bound_results(content: str, name_start: int) -> int:
    """How many values the text before the op's name (on its line) binds: `%a, %b:2 = `."""
    line = content[content.rfind("\n", 0, name_start) + 1 : name_start]
    match = _RESULTS.search(line)
    if match is None:
        return 0
    return sum(int(r.split(":")[1]) if ":" in r else 1 for r in (x.strip() for x in match.group(1).split(",")))


def _top_level_split(text: str, separators: tuple[str, ...]) -> list[str]:
    """`text` split at the separators that are outside every bracket."""
    parts: list[str] = []
    depth, start, i = 0, 0, 0
    while i < len(text):
        char = text[i]
        if char in "<([{":
            depth += 1
        elif char in ">)]}" and not (char == ">" and text[i - 1 : i] == "-"):
            depth -= 1
        elif depth == 0:
            sep = next((s for s in separators if text.startswith(s, i)), None)
            if sep is not None:
                parts.append(text[start:i])
                i += len(sep)
                start = i
                continue
        i += 1
    parts.append(text[start:])
    return [p.strip() for p in parts]


def _result_types(parser: Parser, text: str, count: int, at: Span) -> list[Attribute]:
    """The last `count` types of the op's trailing type list (after its last top-level `:`)."""
    colon = _top_level_split(text, (":",))
    if len(colon) < 2:
        raise ParseError(at, f"cannot tell the types of the {count} results of this op (no type list)")
    types = [t for t in _top_level_split(colon[-1], (",", " to ", "->")) if t]
    if len(types) < count:
        raise ParseError(at, f"cannot tell the types of the {count} results of this op")
    out: list[Attribute] = []
    for text_type in types[-count:]:
        type_parser = Parser(parser.ctx, text_type.strip("() "), name=parser.lexer.input.name)
        out.append(type_parser.parse_type())
    return out


def _continues(token: Any, content: str) -> bool:
    """Whether a line starting with `token` continues the op above: a keyword group such as
    `outs(...)` (a bare word without a dot, an opening bracket right after it), never an op."""
    return (
        token.kind is MLIRTokenKind.BARE_IDENT
        and "." not in token.text
        and content[token.span.end : token.span.end + 1] in ("(", "[", "{")
    )


def parse_custom_form(cls: type[Operation], parser: Parser) -> Operation:
    """A foreign op in its custom form: its tokens up to the end of the line on which every
    bracket it opened is closed (a closing bracket it did not open ends it too: the enclosing
    region's), kept as text."""
    content = parser.lexer.input.content
    first = parser._current_token.span  # pyright: ignore[reportPrivateUsage]
    # The op's name ended the line: nothing follows it.
    name_start = content.rfind(cls.create().attributes["op_name__"].data, 0, first.start)
    results = _bound_results(content, name_start)
    if "\n" in content[: first.start].rstrip(" \t")[-1:] and not results:
        return cls.create()
    depth = 0
    end = first.start
    while (token := parser._current_token).kind is not MLIRTokenKind.EOF:  # pyright: ignore[reportPrivateUsage]
        if depth == 0 and (
            token.kind in _CLOSING
            or (end > first.start and "\n" in content[end : token.span.start] and not _continues(token, content))
        ):
            break
        if token.kind in _OPENING:
            depth += 1
        elif token.kind in _CLOSING:
            depth -= 1
        end = token.span.end
        parser._consume_token()  # pyright: ignore[reportPrivateUsage]
    if depth:
        raise ParseError(first, f"'{cls.create().attributes['op_name__'].data}': a bracket it opens is never closed")
    text = content[first.start : end]
    result_types = _result_types(parser, text, results, first) if results else []
    return cls.create(result_types=result_types, attributes={CUSTOM_FORM_ATTR: StringAttr(text)})


def _parse_registered_opaquely(cls: type[Operation], parser: Parser) -> Operation:
    """A registered op xDSL knows only in the generic form, read in its custom form as an opaque
    op of the same name (host code: `vector.print %v : i32`)."""
    opaque = UnregisteredOp.with_name(cls.name)
    return parse_custom_form(opaque, parser)


def _with_custom_form(op_class: Any) -> Any:
    if isinstance(op_class, type) and issubclass(op_class, UnregisteredOp) and "parse" not in op_class.__dict__:
        op_class.parse = classmethod(parse_custom_form)  # type: ignore[method-assign,assignment]
    return op_class


def _host_only(name: str) -> bool:
    return "." in name and Dialect.split_name(name)[0] in HOST_ONLY_DIALECTS


def _without_custom_form(op_class: Any) -> Any:
    if (
        isinstance(op_class, type)
        and issubclass(op_class, Operation)
        and not issubclass(op_class, UnregisteredOp)
        and getattr(op_class.parse, "__func__", None) is Operation.parse.__func__  # type: ignore[attr-defined]
        and op_class.dialect_name() not in STRICT_DIALECTS
    ):
        op_class.parse = classmethod(_parse_registered_opaquely)  # type: ignore[method-assign,assignment]
    return op_class


def _opaque_for_foreign(
    lookup: Callable[..., Any], allowed: Callable[[Context, str], bool] = is_foreign, ops: bool = False
) -> Callable[..., Any]:
    def get_optional(self: Context, name: str, *args: Any, **kwargs: Any) -> Any:
        if _host_only(name):
            # xDSL's own op class would win the lookup: the opaque one is asked for by name.
            return UnregisteredOp.with_name(name) if ops else _opaque(self, lookup, name, *args, **kwargs)
        found = lookup(self, name, *args, **kwargs)
        if found is not None or self.allow_unregistered or not allowed(self, name):
            return found
        return _opaque(self, lookup, name, *args, **kwargs)

    return get_optional


def _opaque(ctx: Context, lookup: Callable[..., Any], name: str, *args: Any, **kwargs: Any) -> Any:
    # xDSL builds (and caches) the opaque class when unregistered constructs are allowed.
    ctx.allow_unregistered = True
    try:
        return lookup(ctx, name, *args, **kwargs)
    finally:
        ctx.allow_unregistered = False


@cache
def install() -> None:
    find_op = _opaque_for_foreign(Context.get_optional_op, opaque_op_allowed, ops=True)

    def get_optional_op(self: Context, name: str, *args: Any, **kwargs: Any) -> Any:
        return _without_custom_form(_with_custom_form(find_op(self, name, *args, **kwargs)))

    Context.get_optional_op = get_optional_op  # type: ignore[method-assign]
    Context.get_optional_type = _opaque_for_foreign(Context.get_optional_type)  # type: ignore[method-assign]
    Context.get_optional_attr = _opaque_for_foreign(Context.get_optional_attr)  # type: ignore[method-assign]
