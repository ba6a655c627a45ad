"""`scf.if %c -> f32 {` and `scf.for ... iter_args(...) -> f32 {`: a single result type without
parentheses, which MLIR's parser accepts (an arrow type list) and xDSL 0.74's scf parsers do
not; `scf.while : () -> () {`, a while without loop-carried values (no `(...)` assignment list). Deletable once xDSL accepts it; the universe installs it with the `scf` dialect.

The two ops' own parsers are kept: while one of them runs, a parenthesized list of types that
does not start with `(` is read as that single type.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from types import MethodType
from typing import TypeVar, cast

from xdsl.dialects import scf
from xdsl.ir import Operation
from xdsl.parser import Parser
from xdsl.utils.mlir_lexer import MLIRTokenKind

_Element = TypeVar("_Element")


def _with_bare_types(parser: Parser, parse: Callable[[], Operation]) -> Operation:
    """`parse()`, with `parser` reading a bare type where a parenthesized type list is due."""
    strict_list = parser.parse_comma_separated_list

    def type_list(
        delimiter: Parser.Delimiter, parse_element: Callable[[], _Element], context_msg: str = ""
    ) -> list[_Element]:
        if (
            delimiter == Parser.Delimiter.PAREN
            and parse_element in (parser.parse_type, parser.parse_attribute)
            and parser._current_token.kind != MLIRTokenKind.L_PAREN  # pyright: ignore[reportPrivateUsage]
        ):
            # The elements are types or attributes (the check above): a type is one.
            return cast(list[_Element], [parser.parse_type()])
        if delimiter == Parser.Delimiter.PAREN and parser._current_token.kind == MLIRTokenKind.COLON:  # pyright: ignore[reportPrivateUsage]
            return []  # `scf.while :`: the empty assignment list left out
        return strict_list(delimiter, parse_element, context_msg)

    outer = parser.__dict__.get("parse_comma_separated_list")  # an enclosing op's, if nested
    # One parser instance's method replaced while one op parses (mypy forbids method assignment
    # and compares the function with the unbound method, `self` included).
    parser.parse_comma_separated_list = type_list  # type: ignore[method-assign, assignment]
    try:
        return parse()
    finally:
        if outer is None:
            del parser.parse_comma_separated_list  # the class's method again
        else:
            parser.parse_comma_separated_list = outer  # type: ignore[method-assign]


def _make_lenient(op_class: type[Operation]) -> None:
    bound = op_class.parse  # the classmethod, bound to op_class
    assert isinstance(bound, MethodType)
    strict = bound.__func__

    def parse(cls: type[Operation], parser: Parser) -> Operation:
        return _with_bare_types(parser, lambda: strict(cls, parser))

    # The op class's parser replaced (mypy forbids method assignment, and reads the classmethod's type as a callable's).
    op_class.parse = classmethod(parse)  # type: ignore[method-assign, assignment]


@cache
def install() -> None:
    """Accept MLIR's bare single result type on scf.if and scf.for (once: later calls do nothing)."""
    _make_lenient(scf.IfOp)
    _make_lenient(scf.ForOp)
    _make_lenient(scf.WhileOp)
