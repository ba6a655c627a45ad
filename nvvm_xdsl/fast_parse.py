"""A faster MLIR parser for big modules: each distinct type text is parsed once.

Producers such as Triton print the same long types on every op (`!llvm.struct<(f32, ... x 128)>`,
`vector<8xf16>`), and xDSL's parser re-lexes and rebuilds them each time: on a Triton matmul module
most of the parse goes there. `CachingParser` remembers, per parse, the type built from each exact
source text and, on meeting that text again, steps the lexer over it instead of parsing it.

Why it is safe: a type's meaning depends only on its text, the context's dialects and the aliases
defined so far, and all three are fixed for one parser (aliases are defined before use and never
redefined). Attributes are immutable, so sharing one object between ops is what any producer of
equal values may do; printing, equality and hashing cannot tell the difference. A text is cached
only when the stock parse consumed exactly the span the scanner found, so text the scanner gets
wrong is merely not cached.
"""

from __future__ import annotations

import gc
import re

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import TypeAttribute
from xdsl.parser import Parser
from xdsl.utils.lexer import Span, Token
from xdsl.utils.mlir_lexer import MLIRLexer, MLIRToken, MLIRTokenKind, StringLiteral

# The head of a type: a dialect or alias type (`!llvm.struct`, `!t`) or a builtin keyword (`i32`,
# `vector`). A body in angle brackets must follow at once to be part of the span.
_TYPE_HEAD = re.compile(r"!?[A-Za-z_][\w$.]*")
# The characters that open or close a nesting level, or start a string, inside a type body.
_BODY_SPECIAL = re.compile(r'[<>()\[\]{}"]')
_STRING_END = re.compile(r'(?:[^"\\]|\\.)*"', re.DOTALL)
_SPACE_THEN_BODY = re.compile(r"\s+<")
_OPENERS = {"<": ">", "(": ")", "[": "]", "{": "}"}


def type_span_end(content: str, start: int) -> int | None:
    """End of the type text starting at `start`, found by scanning characters (head, then an
    immediately following bracket-balanced `<...>` body); None where it cannot tell (no type head,
    unbalanced brackets, or a body separated from its head by whitespace)."""
    head = _TYPE_HEAD.match(content, start)
    if head is None:
        return None
    end = head.end()
    if end >= len(content):
        return end
    if content[end] != "<":
        # `!llvm.ptr <1>` is one type to xDSL's lexer; leave such text to the stock parser.
        return None if _SPACE_THEN_BODY.match(content, end) else end
    closers: list[str] = []
    position = end
    while True:
        found = _BODY_SPECIAL.search(content, position)
        if found is None:
            return None
        char = found.group()
        position = found.end()
        if char == '"':
            string_end = _STRING_END.match(content, position)
            if string_end is None:
                return None
            position = string_end.end()
        elif char in _OPENERS:
            closers.append(_OPENERS[char])
        elif char == ">" and content[position - 2] == "-":
            continue  # `->` in a function type, not a closing bracket
        elif not closers or closers.pop() != char:
            return None
        elif not closers:
            return position


# One regular expression for the tokens that make up nearly all of a module, after whitespace and
# `//` comments (skipped atomically, so a comment is never re-read as `/`). Each group is one
# token shape of xDSL's MLIRLexer, with the same extent; anything else (EOF, hex numbers, strings
# with escapes, `@"..."`, `{-#`, `#-}`, non-ASCII, errors) is left to MLIRLexer itself.
_TOKEN = re.compile(
    r"""(?>(?://[^\n]*\n?|\s+)*)
    (?:
      ([A-Za-z_][A-Za-z0-9_$.]*+)                                   # 1 bare identifier
    | ((?:[%^!]|\#(?!-\}))(?:[0-9]++|[A-Za-z$._-][A-Za-z0-9$._-]*+))  # 2 prefixed identifier
    | ([:,()}\[\]<>=+/*?|]|\{(?!-\#)|->|-)                         # 3 punctuation
    | ((?!0x[0-9A-Fa-f])[0-9]++(?:\.[0-9]*+(?:[eE][+-]?[0-9]+)?)?)    # 4 number
    | (@[A-Za-z_][A-Za-z0-9_$.]*+)                                  # 5 at-identifier
    | ("[^"\\\n\v\f]*+")                                          # 6 string without escapes
    )""",
    re.ASCII | re.VERBOSE,
)
_PREFIX_KIND = {
    "%": MLIRTokenKind.PERCENT_IDENT,
    "^": MLIRTokenKind.CARET_IDENT,
    "!": MLIRTokenKind.EXCLAMATION_IDENT,
    "#": MLIRTokenKind.HASH_IDENT,
}
_PUNCTUATION_KIND = {
    ":": MLIRTokenKind.COLON,
    ",": MLIRTokenKind.COMMA,
    "(": MLIRTokenKind.L_PAREN,
    ")": MLIRTokenKind.R_PAREN,
    "{": MLIRTokenKind.L_BRACE,
    "}": MLIRTokenKind.R_BRACE,
    "[": MLIRTokenKind.L_SQUARE,
    "]": MLIRTokenKind.R_SQUARE,
    "<": MLIRTokenKind.LESS,
    ">": MLIRTokenKind.GREATER,
    "=": MLIRTokenKind.EQUAL,
    "+": MLIRTokenKind.PLUS,
    "/": MLIRTokenKind.SLASH,
    "*": MLIRTokenKind.STAR,
    "?": MLIRTokenKind.QUESTION,
    "|": MLIRTokenKind.VERTICAL_BAR,
    "->": MLIRTokenKind.ARROW,
    "-": MLIRTokenKind.MINUS,
}


class FastMLIRLexer(MLIRLexer):
    """MLIRLexer with one regular-expression match per common token instead of a chain of
    character tests; it produces the same tokens (kind and span) as MLIRLexer."""

    def lex(self) -> MLIRToken:
        found = _TOKEN.match(self.input.content, self.pos)
        if found is None:
            return super().lex()
        group = found.lastindex
        start, end = found.span(group)
        self.pos = end
        text = found.group(group)
        if group == 1:
            kind = MLIRTokenKind.BARE_IDENT
        elif group == 2:
            kind = _PREFIX_KIND[text[0]]
        elif group == 3:
            kind = _PUNCTUATION_KIND[text]
        elif group == 4:
            kind = MLIRTokenKind.FLOAT_LIT if "." in text else MLIRTokenKind.INTEGER_LIT
        elif group == 5:
            kind = MLIRTokenKind.AT_IDENT
        else:
            return Token(MLIRTokenKind.STRING_LIT, StringLiteral(start, end, self.input))
        return Token(kind, Span(start, end, self.input))


class CachingParser(Parser):
    """xDSL's `Parser` with a per-parse cache of types keyed by their exact source text, and
    `FastMLIRLexer` as its lexer."""

    def __init__(self, ctx: Context, input: str | bytes, name: str = "<unknown>") -> None:
        super().__init__(ctx, input, name)
        self._type_cache: dict[str, TypeAttribute] = {}
        stock = self._parser_state.lexer
        lexer = FastMLIRLexer(stock.input)
        lexer.pos = stock.pos
        self._parser_state.lexer = lexer

    def parse_module(self, allow_implicit_module: bool = True) -> ModuleOp:
        # Parsing only builds objects that live on (the IR) or die by reference counting
        # (tokens, spans): the cyclic collector's passes over the growing module find nothing.
        enabled = gc.isenabled()
        gc.disable()
        try:
            return super().parse_module(allow_implicit_module)
        finally:
            if enabled:
                gc.enable()

    def parse_optional_type(self) -> TypeAttribute | None:
        cache = self._type_cache
        content = self.lexer.input.content
        start = self._current_token.span.start
        end = type_span_end(content, start)
        if end is None:
            return super().parse_optional_type()
        text = content[start:end]
        cached = cache.get(text)
        if cached is not None:
            self._resume_from(end)
            return cached
        parsed = super().parse_optional_type()
        if parsed is not None:
            # Cache only what the stock parser read as exactly this span (the next token starts
            # after it, past whitespace only).
            following = self._current_token.span.start
            if following == end or (following > end and content[end:following].isspace()):
                cache[text] = parsed
        return parsed
