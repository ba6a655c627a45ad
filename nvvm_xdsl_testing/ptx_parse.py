"""A structural reader for PTX text: function declarations (`.entry`/`.func` with their
parameters) and the memory instructions (ld/st) of each body, so that tests can compare our
PTX with LLVM's or nvcc's without depending on register numbering or instruction order.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field

STATE_SPACES = ("param", "global", "shared", "local", "const", "generic")
_TYPES = re.compile(r"^(b|u|s|f|bf)(8|16|32|64|128)$|^(pred|f16x2|bf16x2)$")


@dataclass(frozen=True)
class PtxParam:
    name: str
    kind: str  # "scalar" or "array"
    type: str  # "u64", "b8", "f32", ...
    align: int | None = None
    ptr_space: str | None = None  # "global", "shared", ... for `.ptr .global`; "generic" for bare `.ptr`
    array_size: int | None = None  # None for scalars and for unsized arrays (`_vararg[]`)

    @property
    def size(self) -> int:
        """Bytes the parameter occupies (arrays: elements x element size)."""
        elem = type_bits(self.type) // 8
        return elem * (self.array_size or 0) if self.kind == "array" else elem

    @property
    def abi(self) -> tuple[str, int, int | None]:
        """What the calling convention depends on: kind, size in bytes, alignment.

        Spelling differences that do not change the ABI are ignored: `.u32` vs `.b32` vs
        `.f32`, the `.ptr .global .align N` annotation on pointer params, the name.
        """
        if self.kind == "array":
            return ("array", self.size, self.align)
        return ("scalar", self.size, None)


@dataclass
class PtxFunction:
    name: str
    kind: str  # "entry" or "func"
    linkage: str | None  # "visible", "extern", "weak" or None
    returns: list[PtxParam]
    params: list[PtxParam]
    directives: dict[str, list[int]] = field(default_factory=dict)  # .maxntid etc.
    is_definition: bool = False
    memory_ops: list[MemoryOp] = field(default_factory=list)

    def param(self, name: str) -> PtxParam:
        for p in [*self.params, *self.returns]:
            if p.name == name:
                return p
        raise KeyError(name)

    def abi(self) -> tuple[tuple[tuple[str, int, int | None], ...], tuple[tuple[str, int, int | None], ...]]:
        """(return params, params) as ABI keys: compare two compilers' signatures with this."""
        return tuple(p.abi for p in self.returns), tuple(p.abi for p in self.params)

    def param_accesses(self, param: str | int, opcode: str = "ld") -> list[tuple[int, int]]:
        """Sorted (byte offset, width in bits) of the `opcode` accesses addressing a param by
        name (`[k_param_0+8]`); an int selects the param by position."""
        name = self.params[param].name if isinstance(param, int) else param
        return sorted(
            (op.offset, op.width_bits)
            for op in self.memory_ops
            if op.opcode == opcode and op.space == "param" and op.base == name
        )


@dataclass(frozen=True)
class MemoryOp:
    opcode: str  # "ld", "st", "ldu"
    space: str  # one of STATE_SPACES ("generic" when none is written)
    type: str  # element type: "b32", "u64", ...
    vector: int  # 1, 2, 4 (8 for .v8)
    base: str  # "%rd1" or "k_param_0"
    offset: int
    modifiers: tuple[str, ...]  # every other dotted part (volatile, nc, relaxed, gpu, ...)
    predicate: str | None = None
    text: str = ""

    @property
    def width_bits(self) -> int:
        return type_bits(self.type) * self.vector

    @property
    def base_is_register(self) -> bool:
        return self.base.startswith("%")


def type_bits(t: str) -> int:
    if t == "pred":
        return 1
    if t in ("f16x2", "bf16x2"):
        return 32
    m = re.search(r"(\d+)$", t)
    if not m:
        raise ValueError(f"unknown PTX type .{t}")
    return int(m.group(1))


@dataclass
class PtxModule:
    version: str | None
    target: str | None
    address_size: int | None
    functions: dict[str, PtxFunction]

    def entries(self) -> list[PtxFunction]:
        return [f for f in self.functions.values() if f.kind == "entry"]


_HEADER = re.compile(
    r"(?P<linkage>(?:\.(?:visible|extern|weak)\s+)*)\.(?P<kind>entry|func)\b", re.MULTILINE
)
_PARAM = re.compile(
    r"^\.param\s+(?P<spec>.*?)\s*(?P<name>[A-Za-z_$%][\w$]*)\s*(?:\[(?P<size>\d*)\])?$"
)
_MEMORY = re.compile(
    r"^(?:@(?P<pred>!?%\w+)\s+)?(?P<opcode>ld|st|ldu)(?P<mods>(?:\.\w+)+)\s+(?P<operands>[^;]*);"
)
_ADDRESS = re.compile(r"\[\s*(?P<base>[%\w$.]+)\s*(?:\+\s*(?P<off>-?\d+))?\s*\]")


def _strip_comments(text: str) -> str:
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.DOTALL)
    return re.sub(r"//[^\n]*", "", text)


def _matching_paren(text: str, start: int) -> int:
    depth = 0
    for i in range(start, len(text)):
        if text[i] == "(":
            depth += 1
        elif text[i] == ")":
            depth -= 1
            if depth == 0:
                return i
    raise ValueError("unbalanced parentheses in PTX declaration")


def parse_param(text: str) -> PtxParam:
    text = " ".join(text.split())
    m = _PARAM.match(text)
    if not m:
        raise ValueError(f"cannot parse PTX parameter {text!r}")
    tokens = m.group("spec").split()
    align: int | None = None
    ptr_space: str | None = None
    type_name: str | None = None
    i = 0
    while i < len(tokens):
        tok = tokens[i].lstrip(".")
        if tok == "align":
            align = int(tokens[i + 1])
            i += 2
            continue
        if tok == "ptr":
            ptr_space = "generic"
        elif tok in STATE_SPACES and ptr_space is not None:
            ptr_space = tok
        elif _TYPES.match(tok):
            type_name = tok
        else:
            raise ValueError(f"unknown token {tokens[i]!r} in PTX parameter {text!r}")
        i += 1
    if type_name is None:
        raise ValueError(f"PTX parameter without a type: {text!r}")
    size = m.group("size")
    if size is None:
        return PtxParam(m.group("name"), "scalar", type_name, align, ptr_space)
    return PtxParam(
        m.group("name"), "array", type_name, align, ptr_space, int(size) if size else None
    )


def _split_params(text: str) -> list[PtxParam]:
    text = text.strip()
    if not text:
        return []
    return [parse_param(part) for part in text.split(",") if part.strip()]


def parse_memory_op(line: str) -> MemoryOp | None:
    m = _MEMORY.match(line.strip())
    if not m:
        return None
    parts = m.group("mods").strip(".").split(".")
    space = "generic"
    vector = 1
    type_name = None
    modifiers: list[str] = []
    for part in parts:
        if part in STATE_SPACES:
            space = part
        elif re.fullmatch(r"v\d+", part):
            vector = int(part[1:])
        elif _TYPES.match(part):
            type_name = part  # the last type wins (e.g. ld.global.nc.L1::... .b32)
        else:
            modifiers.append(part)
    if type_name is None:
        return None
    address = _ADDRESS.search(m.group("operands"))
    if address is None:
        return None
    return MemoryOp(
        m.group("opcode"),
        space,
        type_name,
        vector,
        address.group("base"),
        int(address.group("off") or 0),
        tuple(modifiers),
        m.group("pred"),
        line.strip(),
    )


def parse_ptx(text: str) -> PtxModule:
    src = _strip_comments(text)
    version = re.search(r"^\s*\.version\s+(\S+)", src, re.MULTILINE)
    target = re.search(r"^\s*\.target\s+([^\n]+)", src, re.MULTILINE)
    addr = re.search(r"^\s*\.address_size\s+(\d+)", src, re.MULTILINE)
    functions: dict[str, PtxFunction] = {}
    pos = 0
    while m := _HEADER.search(src, pos):
        linkage_words = m.group("linkage").split()
        linkage = linkage_words[-1].lstrip(".") if linkage_words else None
        i = m.end()
        while src[i].isspace():
            i += 1
        returns: list[PtxParam] = []
        if m.group("kind") == "func" and src[i] == "(":
            close = _matching_paren(src, i)
            returns = _split_params(src[i + 1 : close])
            i = close + 1
        name_match = re.compile(r"\s*([A-Za-z_$][\w$]*)\s*").match(src, i)
        if not name_match:
            raise ValueError(f"cannot find the function name after .{m.group('kind')}")
        name = name_match.group(1)
        i = name_match.end()
        params: list[PtxParam] = []
        if i < len(src) and src[i] == "(":
            close = _matching_paren(src, i)
            params = _split_params(src[i + 1 : close])
            i = close + 1
        # performance directives up to the body or the end of a prototype
        end = i
        while end < len(src) and src[end] not in "{;":
            end += 1
        directives: dict[str, list[int]] = {}
        for d in re.finditer(r"\.(\w+)\s+([\d\s,]+)", src[i:end]):
            directives[d.group(1)] = [int(v) for v in d.group(2).replace(",", " ").split()]
        fn = PtxFunction(name, m.group("kind"), linkage, returns, params, directives)
        pos = end + 1
        if end < len(src) and src[end] == "{":
            fn.is_definition = True
            depth = 1
            j = end + 1
            while j < len(src) and depth:
                if src[j] == "{":
                    depth += 1
                elif src[j] == "}":
                    depth -= 1
                j += 1
            body = src[end + 1 : j - 1]
            for stmt in body.split(";"):
                # drop leading scope braces and labels (`{ $L__BB0_2:`); vector operands
                # keep their braces because they follow the opcode
                stmt = re.sub(r"^(?:\s*[{}]|\s*[$\w]+:)+", "", stmt)
                op = parse_memory_op(stmt.strip() + ";")
                if op is not None:
                    fn.memory_ops.append(op)
            pos = j
        # a prototype followed by the definition: keep the definition
        if name not in functions or fn.is_definition:
            functions[name] = fn
    return PtxModule(
        version.group(1) if version else None,
        target.group(1).strip() if target else None,
        int(addr.group(1)) if addr else None,
        functions,
    )


# ---------------------------------------------------------------------------------------------
# Inline asm blocks and straight-line register dataflow (for comparing how two compilers feed
# an inline asm: which value each register holds when the block starts)
# ---------------------------------------------------------------------------------------------


@dataclass
class InlineAsmBlock:
    lines: list[str]  # the block's text lines as printed (stripped, empty lines dropped)
    before: list[str]  # the function's statements before the block, in order
    after: list[str]  # its statements after the block up to the next block (or the end)


def function_bodies(text: str) -> dict[str, str]:
    """Raw body text (comments kept) of every function definition, by name."""
    bodies: dict[str, str] = {}
    header = re.compile(r"\.(?:func|entry)\s+(?:\([^)]*\)\s*)?([A-Za-z_$][\w$]*)")
    pos = 0
    while m := header.search(text, pos):
        i = m.end()
        if text[i:].lstrip().startswith("("):
            i = _matching_paren(text, text.index("(", i)) + 1
        while i < len(text) and text[i] not in "{;":
            i += 1
        if i >= len(text) or text[i] == ";":
            pos = i + 1
            continue
        depth, j = 0, i
        while j < len(text):
            if text.startswith("//", j):
                j = text.find("\n", j)
                j = len(text) if j < 0 else j
                continue
            depth += {"{": 1, "}": -1}.get(text[j], 0)
            j += 1
            if depth == 0:
                break
        bodies[m.group(1)] = text[i + 1 : j - 1]
        pos = j
    return bodies


def _statements(lines: list[str]) -> list[str]:
    out: list[str] = []
    for line in lines:
        code = line.split("//", 1)[0]
        for stmt in code.split(";"):
            stmt = re.sub(r"^(?:\s*[{}]|\s*[$\w]+:)+", "", stmt).strip()
            if stmt:
                out.append(stmt)
    return out


def inline_asm_blocks(text: str) -> dict[str, list[InlineAsmBlock]]:
    """The `// begin inline asm` ... `// end inline asm` blocks of every function, in order."""
    result: dict[str, list[InlineAsmBlock]] = {}
    for name, body in function_bodies(text).items():
        blocks: list[InlineAsmBlock] = []
        before: list[str] = []  # every non-asm line so far
        segment: list[str] = []  # the non-asm lines since the last block
        inside: list[str] | None = None
        for raw in body.splitlines():
            line = raw.strip()
            if line.startswith("// begin inline asm"):
                inside = []
                if blocks:
                    blocks[-1].after = _statements(segment)
                segment = []
            elif line.startswith("// end inline asm"):
                assert inside is not None
                blocks.append(InlineAsmBlock(inside, _statements(before), []))
                inside = None
            elif inside is not None:
                if line:
                    inside.append(line)
            else:
                before.append(line)
                segment.append(line)
        if blocks:
            blocks[-1].after = _statements(segment)
        result[name] = blocks
    return result


_PTX_BITS = {"pred": 1, "b8": 8, "u8": 8, "s8": 8}


def _bits_of(ptx_type: str) -> int:
    return _PTX_BITS.get(ptx_type) or int(re.sub(r"\D", "", ptx_type))


def _literal(text: str) -> int | None:
    text = text.strip()
    try:
        if text[:2].lower() in ("0f", "0d"):
            return int(text[2:], 16)
        return int(text, 0)
    except ValueError:
        return None


def _operands(text: str) -> list[str]:
    """Comma-separated operands, a `{a, b}` vector counting as one."""
    return [a.strip() for a in re.findall(r"\s*(\{[^}]*\}|[^,]+)", text)]


def _lane_name(source: str, bit_offset: int) -> str:
    """The name of `source`'s bits from `bit_offset` on (`name@N`; offsets add up)."""
    base, _, start = source.partition("@")
    offset = int(start or 0) + bit_offset
    return base if offset == 0 else f"{base}@{offset}"


def _narrowed(source: tuple, bits: int) -> tuple:
    if source[0] == "imm":
        return ("imm", source[1] & ((1 << bits) - 1))
    if source[0] == "opaque":
        return source
    return (source[0], min(source[1], bits))


def _packed(lanes: list[tuple], width: int) -> tuple | None:
    """The source of `lanes` (low lane first, `width` bits each) packed into one value: the
    lanes must be consecutive pieces of one source."""
    first = lanes[0]
    if first[0] in ("imm", "opaque") or any(lane[0] in ("imm", "opaque") or lane[1] < width for lane in lanes):
        return None
    if all(lane[0] == _lane_name(first[0], i * width) for i, lane in enumerate(lanes)):
        return (first[0], width * len(lanes))
    return None


def register_sources(statements: list[str], sources: dict[str, tuple] | None = None) -> dict[str, tuple]:
    """What each register holds after straight-line `statements`: `(source, bits)`, the low
    `bits` bits of `source` (a `.param` name, `name@N` for the bits from bit N on, or a seed),
    read with ld.param and carried by moves, vector packing and unpacking, truncating or
    extending cvt, `and` with a low mask, `setp.ne x, 0` of one bit and `selp 1, 0`; or
    `("imm", n)`, or `("opaque", statement)`. `sources` seeds registers defined elsewhere (asm
    outputs)."""
    values: dict[str, tuple] = dict(sources or {})
    for stmt in statements:
        m = re.fullmatch(r"(\S+)\s+(.*)", stmt)
        if m is None:
            continue
        opcode, rest = m.groups()
        args = _operands(rest)
        parts = opcode.split(".")
        dest = args[0]
        if parts[0] == "ld" and "param" in parts and dest.startswith("{") and (
            p := re.fullmatch(r"\[([\w$]+)(?:\+(\d+))?\]", args[1])
        ):
            # a vector load: lane i reads the next piece of the param
            width = _bits_of(parts[-1])
            for i, lane in enumerate(_operands(dest[1:-1])):
                values[lane] = (_lane_name(p.group(1), 8 * int(p.group(2) or 0) + i * width), width)
            continue
        if parts[0] == "mov" and dest.startswith("{") and len(args) == 2:
            # unpacking: each destination lane gets its piece of the source
            lanes = _operands(dest[1:-1])
            width = _bits_of(parts[-1]) // len(lanes)
            source = values.get(args[1], ("opaque", stmt))
            for i, lane in enumerate(lanes):
                if source[0] in ("imm", "opaque"):
                    values[lane] = source if source[0] == "opaque" else ("imm", (source[1] >> (i * width)) & ((1 << width) - 1))
                else:
                    values[lane] = (_lane_name(source[0], i * width), min(width, source[1] - i * width))
            continue
        if not dest.startswith("%"):
            continue
        value: tuple
        if parts[0] == "ld" and "param" in parts and (p := re.fullmatch(r"\[([\w$]+)(?:\+(\d+))?\]", args[1])):
            value = (_lane_name(p.group(1), 8 * int(p.group(2) or 0)), _bits_of(parts[-1]))
        elif parts[0] == "mov" and len(args) == 2 and args[1].startswith("{"):
            lanes = _operands(args[1][1:-1])
            width = _bits_of(parts[-1]) // len(lanes)
            value = _packed([values.get(lane, ("opaque", stmt)) for lane in lanes], width) or ("opaque", stmt)
        elif parts[0] == "mov" and len(args) == 2:
            bits = _bits_of(parts[-1])
            if args[1] in values:
                value = _narrowed(values[args[1]], bits)
            elif (n := _literal(args[1])) is not None:
                value = ("imm", n & ((1 << bits) - 1))
            else:
                value = ("opaque", stmt)
        elif parts[0] == "cvt" and len(args) == 2 and args[1] in values:
            # an integer cvt truncates to, or extends into, its destination type
            value = _narrowed(values[args[1]], _bits_of(parts[1]))
        elif parts[0] == "and" and len(args) == 3 and args[1] in values and (mask := _literal(args[2])) is not None and mask & (mask + 1) == 0:
            value = _narrowed(values[args[1]], mask.bit_length())
        elif parts[0] == "setp" and parts[1] == "ne" and len(args) == 3 and args[2] == "0" and args[1] in values:
            value = _narrowed(values[args[1]], 1)
        elif parts[0] == "setp" and parts[1] == "ne" and len(args) == 3 and (a := _literal(args[1])) is not None and (b := _literal(args[2])) is not None:
            value = ("imm", int(a != b))
        elif parts[0] == "selp" and len(args) == 4 and args[1:3] == ["1", "0"] and args[3] in values:
            value = _narrowed(values[args[3]], 1)
        else:
            value = ("opaque", stmt)
        values[dest] = value
    return values


def _bytes_of(source: tuple, width: int) -> list[tuple]:
    """The bytes a store of `width` bits of `source` writes, low byte first."""
    pieces: list[tuple] = []
    for k in range(width // 8):
        if source[0] == "opaque":
            pieces.append(source)
        elif source[0] == "imm":
            pieces.append(("imm", (source[1] >> (8 * k)) & 0xFF))
        else:
            pieces.append((_lane_name(source[0], 8 * k), max(0, min(8, source[1] - 8 * k))))
    return pieces


def stored_values(statements: list[str], sources: dict[str, tuple]) -> dict[tuple, tuple]:
    """What each `st` among `statements` writes, byte by byte: (source of the address register,
    byte offset) -> the source piece stored there (see `register_sources`), so a vector store
    and a scalar store of the same bits compare equal."""
    found: dict[tuple, tuple] = {}
    for stmt in statements:
        m = re.fullmatch(r"st((?:\.\w+)*)\.(\w+)\s+\[(%\w+)(?:\+(\d+))?\],\s*(.+)", stmt)
        if m is None:
            continue
        _, ptx_type, base, offset, value_text = m.groups()
        width = _bits_of(ptx_type)
        lanes = _operands(value_text[1:-1]) if value_text.startswith("{") else [value_text.strip()]
        address = sources.get(base, ("opaque", stmt))
        position = int(offset or 0)
        for lane in lanes:
            for piece in _bytes_of(_narrowed(sources.get(lane, ("opaque", stmt)), width), width):
                found[(address, position)] = piece
                position += 1
    return found


# Parameter loads, stores, moves, `cvta` and the return: the frame of a one-op test kernel.
_KERNEL_FRAME = re.compile(r"^(ld\.param|st\.|ret|mov\.|cvta)")


def op_opcodes(ptx: str) -> Counter[str]:
    """How often each opcode occurs in the first `.entry`'s body, without the kernel's frame
    (what a one-op test kernel's op was selected as)."""
    body = ptx[ptx.index("{", ptx.index(".entry")) :]
    ops: Counter[str] = Counter()
    for line in body.splitlines():
        line = line.strip()
        if not line or line.startswith(("//", ".reg", "{", "}", "$")) or _KERNEL_FRAME.match(line):
            continue
        ops[line.split()[0].rstrip(";")] += 1
    return ops
