"""LLVM IR (text or bitcode, NVVM IR conventions) -> the llvm dialect this project compiles.

llvmlite (LLVM 22) parses, verifies and auto-upgrades the input (typed pointers, legacy
`nvvm.annotations` and intrinsics); this module walks the result with llvmlite's ValueRef API
(functions, blocks, instructions, operands) and reads what that API does not expose
(predicates, flags, alignments, orderings, constant expressions, attributes, metadata) from each
value's own printed text with `llvm_ir_text`. It writes llvm-dialect MLIR text (MLIR's
`mlir-translate --import-llvm` spelling, restricted to what this project's dialects accept) and
parses it with the project's context, so the module is verified like any other input.

NVVM IR conventions: the `ptx_kernel` calling convention or an `nvvm.annotations` "kernel"
entry marks `nvvm.kernel`; `nvvm.maxntid`/`reqntid`/`minctasm`/`maxnreg` (function attributes
or annotations) and `nvvm.grid_constant` take `kernel_abi`'s names; `llvm.used`,
`llvm.compiler.used`, `nvvmir.version` and other metadata are dropped; `!dbg` locations become
`loc("file":line:col)`, hence PTX `.loc`.
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import re
import struct
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp

from nvvm_xdsl import datalayout as DL
from nvvm_xdsl import kernel_abi
from nvvm_xdsl.frontend.llvm_ir_text import (
    FASTMATH_FLAGS,
    I32,
    AttrList,
    Const,
    IRType,
    LLVMTextError,
    Tokens,
    TypeTable,
    alignment,
    balanced,
    body_after_assignment,
    constant_from_text,
    leading_keywords,
    metadata_fields,
    metadata_nodes,
    metadata_tuple,
    orderings,
    parse_attributes,
    parse_constant,
    parse_param,
    parse_type,
    split_metadata,
    split_top_level,
    syncscope,
    trailing_indices,
    type_from_text,
    unescape,
)

LLVM_EXTRA_HINT = "pip install 'nvvm-xdsl[llvm]'"
BITCODE_MAGIC = (b"BC\xc0\xde", b"\xde\xc0\x17\x0b")


class LLVMImportError(Exception):
    """Input the importer cannot translate; the message starts with `file:line:col: error:` when
    the input text gives a position, else `file: error:`."""


def _require_llvmlite() -> Any:
    try:
        import llvmlite.binding as llvm
    except ImportError as error:
        raise LLVMImportError(
            f"LLVM IR input needs llvmlite, which is not installed: {LLVM_EXTRA_HINT}"
        ) from error
    global _debug_info_upgrade_disabled
    if not _debug_info_upgrade_disabled:
        # LLVM's parser verifies a module with debug info as it upgrades it and aborts the
        # process ("Broken module found") when it is invalid (fuzz seed 55 of the .ll corpus,
        # mutant 58: a phi with two values for one block). Without the upgrade, parse_llvm_module's
        # own verification reports it as a located error. Every capture's debug info is the
        # current version, which the upgrade leaves as it is.
        llvm.set_option("nvvm-xdsl", "-disable-auto-upgrade-debug-info")
        _debug_info_upgrade_disabled = True
    return llvm


_debug_info_upgrade_disabled = False


def parse_llvm_module(data: bytes, filename: str) -> Any:
    """llvmlite's module for LLVM IR text or bitcode, verified (LLVM's auto-upgrade applied)."""
    from nvvm_xdsl.diagnostics import undecodable_input_message

    llvm = _require_llvmlite()
    try:
        # llvmlite takes the text as a str, which it encodes as UTF-8.
        text = None if data[:4] in BITCODE_MAGIC else data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise LLVMImportError(undecodable_input_message(error, filename)) from None
    if (crash := _llvm_abort(llvm, data, text)) is not None:
        raise LLVMImportError(f"{filename}:1:1: error: invalid LLVM IR: LLVM stopped reading the module: {crash}")
    try:
        module = llvm.parse_bitcode(data) if text is None else llvm.parse_assembly(text)
        if text is not None and (problem := _function_debug_problem(text)) is not None:
            raise LLVMImportError(f"{filename}:{problem[0]}:{problem[1]}: error: invalid LLVM IR: {problem[2]}")
        module.verify()
    except RuntimeError as error:
        raise LLVMImportError(_llvm_error(str(error), filename, text)) from None
    _assign_valid_local_names(module)
    return module


_PTX_NAME_CHAR = re.compile(r"[^A-Za-z0-9_$]")
_LOCAL_LINKAGES = (8, 9)
"""llvmlite's `Linkage.internal` and `Linkage.private`."""


def _assign_valid_local_names(module: Any) -> None:
    """Give each internal or private global and function whose name PTX cannot spell (`.str`,
    `<str>`) one it can, as llc does before printing: every other character becomes `_$_`, and
    LLVM's own renaming makes the result unique (`_$_str1` beside an existing `_$_str`). Names
    of other linkages are the module's interface: they stay, and PTX's check reports them."""
    for value in [*module.global_variables, *module.functions]:
        if int(value.linkage) in _LOCAL_LINKAGES and _PTX_NAME_CHAR.search(value.name):
            value.name = _PTX_NAME_CHAR.sub("_$_", value.name)


def _llvm_abort(llvm: Any, data: bytes, text: str | None) -> str | None:
    """LLVM's message when parsing and verifying the module kills the process, else None. The
    llvmlite build has LLVM's assertions on, and some malformed input (debug-info metadata of the
    wrong kind: `inlinedAt:` naming no DILocation, fuzz seed 58 of the .ll corpus, mutant 912)
    fails an assertion that aborts the process before an error can be returned. So the module is
    read first in a forked child; only input it survives is read here."""
    if not hasattr(os, "fork") or "!" not in (text or "!"):
        return None  # no fork (not POSIX); text without metadata has never aborted LLVM
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: LLVM's stderr into the pipe, the verdict in the exit status
        status = 1
        try:
            os.close(read_end)
            os.dup2(write_end, 2)
            module = llvm.parse_bitcode(data) if text is None else llvm.parse_assembly(text)
            if text is None or _function_debug_problem(text) is None:
                module.verify()
            status = 0
        except BaseException:  # noqa: BLE001 - an error is the parent's to report, by reading again
            pass
        finally:
            os._exit(status)
    os.close(write_end)
    with os.fdopen(read_end, "rb") as pipe:
        output = pipe.read().decode("utf-8", errors="replace")
    _, status = os.waitpid(pid, 0)
    if not os.WIFSIGNALED(status):
        return None
    lines = [line.strip() for line in output.splitlines() if line.strip()]
    assertion = next((line for line in lines if "Assertion" in line), lines[-1] if lines else "")
    assertion = re.sub(r"^.*?Assertion", "Assertion", assertion)
    return assertion or f"signal {os.WTERMSIG(status)}"


_FUNCTION_DBG = re.compile(r"^\s*define\b.*?!dbg (![-\w.]+)\s*\{|^(?!\s*define\b)[^;]*\)[^;]*!dbg (![-\w.]+)\s*\{")
_METADATA_KIND = re.compile(r"^(![-\w.]+)\s*=\s*(?:distinct\s+)?!(\w+)\(", re.MULTILINE)


def _function_debug_problem(text: str) -> tuple[int, int, str] | None:
    """A function whose `!dbg` is no DISubprogram, at its line: LLVM's verifier checks it only
    after it has cast the callee's attachment at a call (an assertion that aborts the process:
    fuzz seed 55 of the .ll corpus, mutant 290)."""
    if "!dbg" not in text:
        return None
    kinds = {m.group(1): m.group(2) for m in _METADATA_KIND.finditer(text)}
    for number, line in enumerate(text.splitlines(), 1):
        if "!dbg" in line and (m := _FUNCTION_DBG.match(line)) is not None:
            node = m.group(1) or m.group(2)
            if kinds.get(node, "DISubprogram") != "DISubprogram":
                return number, len(line) - len(line.lstrip()) + 1, "function !dbg attachment must be a subprogram"
    return None


_TYPE_ADDRESS = re.compile(r'%"type 0x[0-9a-fA-F]+"')


def _llvm_error(message: str, filename: str, text: str | None = None) -> str:
    """LLVM's `<string>:3:5: error: msg` -> `file:3:5: error: msg` (one line). The verifier's
    messages have no position: they are reported at the first value they print that `text`
    holds (an instruction, else a function or global they name), else at the start of `text`.
    LLVM names a type it has no name for by its address (`%"type 0x5635..."`), which differs
    from run to run: that name is replaced by a stable one."""
    message = _TYPE_ADDRESS.sub('%"unnamed type"', message)
    for line in message.splitlines():
        m = re.match(r"<string>:(\d+):(\d+): error: (.*)", line.strip())
        if m:
            return f"{filename}:{m.group(1)}:{m.group(2)}: error: {m.group(3)}"
    lines = [ln.strip() for ln in message.splitlines() if ln.strip()]
    detail = "; ".join(ln for ln in lines if not ln.startswith("LLVM IR parsing error"))
    where = filename
    if text is not None:
        number, column = _SourceLines(text).find(lines[1:]) or (1, 1)
        where = f"{filename}:{number}:{column}"
    return f"{where}: error: invalid LLVM IR: {detail or message.strip()}"


def import_llvm_ir(data: bytes, filename: str, ctx: Context) -> ModuleOp:
    """LLVM IR text or bitcode -> a verified llvm-dialect module in `ctx` (which must have the
    project's llvm and nvvm dialects, e.g. the universe's). Diagnostics about an op of LLVM IR
    text name the line of its instruction (function, global) in that text."""
    from xdsl.parser import Parser
    from xdsl.utils.exceptions import ParseError

    from nvvm_xdsl.diagnostics import describe_failure, parse_error_message

    source = None if data[:4] in BITCODE_MAGIC else _SourceLines(data.decode("utf-8", errors="replace"))
    text, positions = _import(data, filename, source)
    generated = filename + ".mlir"
    try:
        module = Parser(ctx, text, generated).parse_module()
    except ParseError as error:
        # Text the importer wrote that the llvm dialect rejects (a value out of its type's range).
        line = error.span.get_location().line
        if source is None or not 0 < line <= len(positions) or positions[line - 1] is None:
            raise
        ll_line, ll_col = positions[line - 1]  # type: ignore[misc]
        raise LLVMImportError(f"{filename}:{ll_line}:{ll_col}: error: {parse_error_message(error)}") from None
    if source is not None:
        source.relocate(module, generated, filename, positions)
    try:
        module.verify()
    except Exception as error:  # noqa: BLE001 - reported as the drivers report a bad .mlir input
        # The drivers see no module (the frontend raised): the located line is made here.
        raise LLVMImportError(describe_failure(error, filename, module)) from None
    return module


def llvm_ir_to_mlir(data: bytes, filename: str) -> str:
    """LLVM IR text or bitcode -> llvm-dialect MLIR text."""
    return _import(data, filename, None)[0]


def _import(data: bytes, filename: str, source: _SourceLines | None) -> tuple[str, list[tuple[int, int] | None]]:
    """The MLIR text and, with `source`, the .ll position of each of its lines."""
    module = parse_llvm_module(data, filename)
    try:
        importer = _Importer(module, filename, source)
        return importer.run(), importer.positions
    except LLVMTextError as error:
        raise LLVMImportError(f"{_source_position(data, filename, error)}: error: {error.args[0]}") from None


_POSITION_MARK = "\x00"
"""Ends an emitted line, followed by the `line:col` of what it was imported from (stripped by run)."""
_SOURCE_LABEL = re.compile(r'^(?:[-\w$.]+|"[^"]*"):')
_SOURCE_RESULT = re.compile(r'^%(?:[-\w$.]+|"[^"]*")\s*=\s*')
_SOURCE_DEFINITION = re.compile(r'^\s*(?:define|declare)\b[^@]*@([-\w$.]+|"[^"]*")\(|^\s*@([-\w$.]+|"[^"]*")\s*=')


_METADATA_ATTACHMENT = re.compile(r",\s*![-\w.]+\s+!\d+")


class _SourceLines:
    """Where the functions, globals and instructions of LLVM IR text stand in it (1-based line
    and column), for diagnostics: llvmlite's values do not say where they were parsed. An
    instruction is matched to the next source line of its function with its opcode (LLVM keeps
    their order; an auto-upgraded one may have none: its function's line is used then)."""

    def __init__(self, text: str) -> None:
        self.lines = text.splitlines()
        self.definitions: dict[str, int] = {}
        for number, line in enumerate(self.lines, 1):
            if (m := _SOURCE_DEFINITION.match(line)) is not None:
                self.definitions.setdefault((m.group(1) or m.group(2)).strip('"'), number)

    def find(self, printed: list[str]) -> tuple[int, int] | None:
        """The position of the first of LLVM's `printed` values that the text holds."""

        def normal(line: str) -> str:
            # Without the comment and the metadata attachments (LLVM renumbers metadata).
            code = line.split(";", 1)[0] if '"' not in line else line
            return " ".join(_METADATA_ATTACHMENT.sub("", code).split())

        index: dict[str, int] = {}
        for at, line in enumerate(self.lines, 1):
            index.setdefault(normal(line), at)
        for value in printed:
            number: int | None = index.get(normal(value))
            if number is None and (m := re.search(r'@([-\w$.]+|"[^"]*")', value)) is not None:
                number = self.definitions.get(m.group(1).strip('"'))
            if number is not None:
                line = self.lines[number - 1]
                return number, len(line) - len(line.lstrip()) + 1
        return None

    def definition(self, name: str) -> tuple[int, int] | None:
        number = self.definitions.get(name)
        if number is None:
            return None
        line = self.lines[number - 1]
        return number, len(line) - len(line.lstrip()) + 1

    def instructions(self, name: str, instructions: Iterable[Any]) -> dict[int, tuple[int, int]]:
        """`_value_key(inst)` -> its position, for the instructions of function `name`."""
        found: dict[int, tuple[int, int]] = {}
        number = self.definitions.get(name)
        if number is None:
            return found
        body: list[tuple[str, int, int]] = []  # (opcode, line, column)
        start = number - 1
        while start < len(self.lines) and not self.lines[start].split(";", 1)[0].rstrip().endswith("{"):
            start += 1  # a header over several lines
        for index in range(start + 1, len(self.lines)):
            line = self.lines[index]
            stripped = line.split(";", 1)[0].strip() if '"' not in line else line.strip()
            if stripped == "}" or _SOURCE_DEFINITION.match(line):
                break
            if not stripped or stripped.startswith(";") or _SOURCE_LABEL.match(stripped):
                continue
            words = _SOURCE_RESULT.sub("", stripped).split()
            while words and words[0] in ("tail", "musttail", "notail"):
                words.pop(0)
            if words:
                body.append((words[0], index + 1, len(line) - len(line.lstrip()) + 1))
        at = 0
        for inst in instructions:
            for ahead in range(at, min(at + 4, len(body))):
                if body[ahead][0] == inst.opcode:
                    found[_value_key(inst)] = body[ahead][1:]
                    at = ahead + 1
                    break
            else:
                if at < len(body) and body[at][0] == "call":
                    # An upgraded intrinsic call (now an atomicrmw, say): that line is its.
                    found[_value_key(inst)] = body[at][1:]
                    at += 1
        return found

    def relocate(
        self, module: ModuleOp, generated: str, filename: str, positions: list[tuple[int, int] | None]
    ) -> None:
        """Record each op parsed from the importer's text (`generated`) at the .ll position of its
        line, else of the nearest line above that has one, else at the start of the file."""
        from nvvm_xdsl.diagnostics import InputText, input_position, record_input_position

        filled: list[tuple[int, int]] = []
        last = (1, 1)
        for position in positions:
            last = position or last
            filled.append(last)
        text = InputText(filename, "\n".join(self.lines))
        starts = [0]
        for line in self.lines:
            starts.append(starts[-1] + len(line) + 1)
        for op in module.walk():
            where = input_position(op)
            if where is None or where.filename.data != generated or not 0 < where.line.data <= len(filled):
                continue
            number, column = filled[where.line.data - 1]
            record_input_position(op, text, starts[number - 1] + column - 1)


def _source_position(data: bytes, filename: str, error: LLVMTextError) -> str:
    """`file:line:col` of the instruction an error is about, where the source is text that
    holds it as LLVM prints it; the file alone otherwise (bitcode, upgraded or reformatted IR)."""
    if len(error.args) > 2 and error.args[2] is not None:
        return f"{filename}:{error.args[2][0]}:{error.args[2][1]}"  # where the importer found it
    if len(error.args) > 1 and data[:4] not in BITCODE_MAGIC:
        found = _SourceLines(data.decode("utf-8", errors="replace")).find([error.args[1]])
        if found is not None:
            return f"{filename}:{found[0]}:{found[1]}"
    return filename


# Names and spellings -------------------------------------------------------------------------

# llvmlite's Linkage enum, in its order.
_LINKAGES = (
    "external", "available_externally", "linkonce", "linkonce_odr", "linkonce_odr",
    "weak", "weak_odr", "appending", "internal", "private", "external", "external",
    "extern_weak", "external", "common", "private", "private",
)
_ICMP = ("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge")
_FCMP = (
    "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
    "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true",
)
_INT_BINARY = {"add", "sub", "mul", "udiv", "sdiv", "urem", "srem", "shl", "lshr", "ashr", "and", "or", "xor"}
_OVERFLOW_OPS = {"add", "sub", "mul", "shl"}
_FLOAT_BINARY = {"fadd", "fsub", "fmul", "fdiv", "frem"}
_CASTS = {
    "trunc", "zext", "sext", "fptrunc", "fpext", "fptoui", "fptosi", "uitofp", "sitofp",
    "ptrtoint", "inttoptr", "bitcast", "addrspacecast",
}
# Intrinsics that only inform the optimizer: dropped.
_DROPPED_INTRINSICS = re.compile(
    r"llvm\.(lifetime\.(start|end)|dbg\.\w+|assume|experimental\.noalias\.scope\.decl|donothing"
    r"|invariant\.(start|end)|sideeffect|var\.annotation|ptr\.annotation|codeview\.annotation)(\..*)?$"
)
# Intrinsics that have an op of their own (llvm.intr.* op, MLIR's generic spelling).
_MEMORY_INTRINSICS = {"memcpy": "llvm.intr.memcpy", "memmove": "llvm.intr.memmove", "memset": "llvm.intr.memset"}
_VA_INTRINSICS = {"va_start": "llvm.intr.vastart", "va_end": "llvm.intr.vaend", "va_copy": "llvm.intr.vacopy"}
_KERNEL_DIMS = {"nvvm.maxntid": kernel_abi.MAXNTID_ATTR, "nvvm.reqntid": kernel_abi.REQNTID_ATTR}
_KERNEL_INTS = {"nvvm.minctasm": kernel_abi.MINCTASM_ATTR, "nvvm.maxnreg": kernel_abi.MAXNREG_ATTR}
# Legacy `!nvvm.annotations` entries (LLVM 22 upgrades most of them itself).
_ANNOTATION_DIMS = {"maxntid": kernel_abi.MAXNTID_ATTR, "reqntid": kernel_abi.REQNTID_ATTR}
_ANNOTATION_INTS = {"minctasm": kernel_abi.MINCTASM_ATTR, "maxnreg": kernel_abi.MAXNREG_ATTR}
_ARG_FLAGS = {
    "signext": kernel_abi.SIGNEXT_ATTR, "zeroext": "llvm.zeroext", "noalias": "llvm.noalias",
    "inreg": "llvm.inreg", "nvvm.grid_constant": kernel_abi.GRID_CONSTANT_ATTR,
}


def mlir_string(data: bytes | str) -> str:
    """An MLIR string literal (non-printable bytes as `\\XX`)."""
    raw = data.encode("latin-1", errors="surrogateescape") if isinstance(data, str) else data
    out = []
    for b in raw:
        if b in (0x22, 0x5C) or b < 0x20 or b >= 0x7F:
            out.append(f"\\{b:02X}")
        else:
            out.append(chr(b))
    return '"' + "".join(out) + '"'


def _launch_bound(key: str, text: str) -> int:
    """A `"nvvm.maxntid"="128,1,1"`-style function attribute's number: a decimal i32 (fuzz seed 57
    of the .ll corpus, mutant 648: a ValueError on a hexadecimal one)."""
    value = text.strip()
    if not value.isdigit() or int(value) >= 2**31:
        raise LLVMTextError(f'function attribute "{key}" must hold non-negative 32-bit decimal integers, not "{text}"')
    return int(value)


def _symbol(name: str, unnamed: dict[str, str] | None = None) -> str:
    if name.isdigit():  # an unnamed global (`@0`): MLIR symbols need a name
        name = (unnamed or {}).get(name, f"__unnamed_{name}")
    return "@" + (name if re.fullmatch(r"[A-Za-z_][\w$.]*", name) else mlir_string(name))


def _unnamed_symbols(module: Any) -> dict[str, str]:
    """llc's names of the unnamed globals (`@0`): `__unnamed_N`, N counted from 1 over the
    functions in module order, then the global variables (the order NVPTX's printer asks the
    mangler for them), so that our symbols and signatures are llc's."""
    slots = [_global_name(v) for v in (*module.functions, *module.global_variables) if not v.name]
    return {slot: f"__unnamed_{n}" for n, slot in enumerate(slots, 1)}


def _global_name(v: Any) -> str:
    """A global's or function's name; an unnamed one's slot number (`@0` -> "0")."""
    if v.name:
        return str(v.name)
    m = re.search(r"@(\d+)\b", str(v))
    if m is None:
        raise LLVMTextError(f"cannot name the global {str(v).strip()[:60]!r}")
    return m.group(1)


def _is_trap(inst: Any) -> bool:
    callee = list(inst.operands)[-1]
    return callee.value_kind.name == "function" and callee.name == "llvm.trap"


def _value_key(v: Any) -> int:
    return ctypes.cast(v._ptr, ctypes.c_void_p).value or 0


def _float_literal(bits: int, t: IRType) -> str:
    digits = {16: 4, 32: 8, 64: 16, 128: 32}[t.width]
    return f"0x{bits:0{digits}X} : {t.mlir()}"


def _dense_float(bits: int, t: IRType) -> str:
    if t.width == 32:
        v = struct.unpack("<f", struct.pack("<I", bits))[0]
    elif t.width == 64:
        v = struct.unpack("<d", struct.pack("<Q", bits))[0]
    else:
        v = struct.unpack("<e", struct.pack("<H", bits))[0]
    text = repr(float(v))
    if text in ("nan", "inf", "-inf"):
        raise LLVMTextError("a vector constant with NaN or infinity is not supported")
    return text if ("." in text or "e" not in text) else text.replace("e", ".0e", 1)


# The importer --------------------------------------------------------------------------------


@dataclass
class _Block:
    label: str
    args: list[tuple[str, IRType]] = field(default_factory=list)
    phis: list[Any] = field(default_factory=list)
    lines: list[str] = field(default_factory=list)
    constants: dict[str, str] = field(default_factory=dict)


def _instruction_attachments(f: Any, text: str) -> dict[int, dict[str, str]]:
    """The metadata attachments (`!dbg !7`) of each instruction of `f`, from the function's text
    `text` (whose metadata numbers are the module's, which an instruction printed alone does not
    keep). Empty when the text's instructions do not pair with `f`'s one to one."""
    lines: list[str] = []
    for line in text.splitlines():
        if line.startswith("  ") and not line.startswith("   ") and not line.lstrip().startswith("]"):
            lines.append(line)
        elif lines and line.startswith("  "):
            lines[-1] += " " + line.strip()  # a switch's cases and closing bracket
    instructions = [inst for b in f.blocks for inst in b.instructions]
    if len(instructions) != len(lines):
        return {}
    return {_value_key(inst): split_metadata(line.strip())[1] for inst, line in zip(instructions, lines, strict=True)}


_ALIAS_LINE = re.compile(r'^(@(?:"[^"]*"|[-\w$.]+) = .*\balias\b.*)$', re.MULTILINE)
_FUNCTION_ALIAS = re.compile(r'^@("[^"]*"|[-\w$.]+) = (?:[\w()]+ )*alias [^,]+, ptr @("[^"]*"|[-\w$.]+)\s*$')


class _Importer:
    def __init__(self, module: Any, filename: str, source: _SourceLines | None = None) -> None:
        self.module = module
        self.filename = filename
        self.source = source
        self.positions: list[tuple[int, int] | None] = []
        """With `source`: for each line of run()'s text, the .ll position it was imported from."""
        self._instruction_positions: dict[int, tuple[int, int]] = {}
        self.types = TypeTable.from_definitions([str(t) for t in module.struct_types])
        self.module_text = str(module)
        self.metadata = metadata_nodes(self.module_text)
        self.attribute_groups = {
            m.group(1): m.group(2)
            for m in re.finditer(r"^attributes (#\d+) = \{(.*)\}\s*$", self.module_text, re.MULTILINE)
        }
        self.annotations = self._legacy_annotations()
        self.locations: dict[str, str | None] = {}
        self.counter = 0
        self.names: dict[int, str] = {}
        self.blocks: dict[int, _Block] = {}
        self.current: _Block | None = None
        self._index_types: dict[str, IRType] = {}
        self.unnamed = _unnamed_symbols(module)
        self._functions: dict[int, Any] | None = None

    def symbol(self, name: str) -> str:
        return _symbol(name, self.unnamed)

    def function_of(self, callee: Any) -> Any:
        """The module's function a call operand names (an unnamed one has no name to look up)."""
        if self._functions is None:
            self._functions = {_value_key(f): f for f in self.module.functions}
        return self._functions[_value_key(callee)]

    # -- module --------------------------------------------------------------------------------

    def run(self) -> str:
        # The stated DataLayout, as mlir-translate keeps it: it decides the shared-pointer width.
        # None stated: the one llc gives NVPTX64 without --nvptx-short-ptr (64-bit shared pointers).
        layout = self.module.data_layout or DL.LONG_SHARED_DATA_LAYOUT_STRING
        asm = re.search(r'^module asm ".*"$', self.module_text, re.MULTILINE)
        if asm is not None:
            # llc prints it verbatim after the PTX header; silently dropping it would lose code.
            raise LLVMTextError("module-level inline asm ('module asm') is not supported", asm.group(0))
        out = [f"module attributes {{{DL.MODULE_DATA_LAYOUT_ATTR} = {mlir_string(layout)}}} {{"]
        for g in self.module.global_variables:
            if g.name in ("llvm.used", "llvm.compiler.used", "llvm.global_ctors", "llvm.global_dtors"):
                continue
            with self._located_at(g.name):
                out.extend(self.global_variable(g))
        for f in self.module.functions:
            if f.name.startswith("llvm."):
                continue  # intrinsic declarations: their calls become ops
            with self._located_at(f.name):
                out.extend(self.function(f))
        out.extend(self.aliases())
        out.append("}")
        text = "\n".join(out) + "\n"
        if self.source is None:
            return text
        lines = text.split("\n")
        for i, line in enumerate(lines):
            position: tuple[int, int] | None = None
            if _POSITION_MARK in line:
                line, mark = line.split(_POSITION_MARK)[:2]
                lines[i] = line
                number, column = mark.split(":")
                position = (int(number), int(column))
            self.positions.append(position)
        return "\n".join(lines)

    def _aliased_function(self, alias: Any) -> Any | None:
        """The function defined in the module that `alias` (a global alias) names, if any."""
        for line in _ALIAS_LINE.findall(self.module_text):
            m = _FUNCTION_ALIAS.match(line)
            if m is not None and m.group(1).strip('"') == alias.name:
                return next((f for f in self.module.functions if f.name == m.group(2).strip('"') and not f.is_declaration), None)
        return None

    def aliases(self) -> list[str]:
        """`@b = [linkage] alias T, ptr @a`: a declaration of `b` with `a`'s signature, marked as
        its alias (PTX's `.alias b, a`, which names a function defined in the module and no
        kernel, as llc requires)."""
        out: list[str] = []
        functions = {f.name: f for f in self.module.functions}
        for line in _ALIAS_LINE.findall(self.module_text):
            m = _FUNCTION_ALIAS.match(line)
            aliasee = functions.get(m.group(2).strip('"')) if m is not None else None
            if m is None or aliasee is None or aliasee.is_declaration:
                raise LLVMTextError("an alias of anything but a function defined in this module is not supported (PTX aliases functions only)", line)
            head = self.function(aliasee, head_only=True)[0]
            if kernel_abi.KERNEL_ATTR in head or "ptx_kernel" in line:
                raise LLVMTextError("an alias of a kernel is not supported (PTX aliases device functions only)", line)
            name = self.symbol(m.group(1).strip('"'))
            head = re.sub(r"^  llvm\.func (?:\w+ )?" + re.escape(self.symbol(_global_name(aliasee))), f"  llvm.func {name}", head)
            mark = f'{kernel_abi.ALIAS_OF_ATTR} = {self.symbol(_global_name(aliasee))}'
            head = head.replace(" attributes {", f" attributes {{{mark}, ", 1) if " attributes {" in head else f"{head} attributes {{{mark}}}"
            out.append(head)
        return out

    @contextlib.contextmanager
    def _located_at(self, name: str) -> Iterator[None]:
        """An error about global or function `name` that no instruction's position locates is
        reported at its definition."""
        try:
            yield
        except LLVMTextError as error:
            if len(error.args) > 2 and error.args[2] is not None or self.source is None:
                raise
            raise LLVMTextError(error.args[0], error.args[1] if len(error.args) > 1 else "", self.source.definition(name)) from None

    def _marked(self, line: str, position: tuple[int, int] | None) -> str:
        """`line` marked with the .ll position it comes from (run() strips the mark)."""
        return f"{line}{_POSITION_MARK}{position[0]}:{position[1]}" if position is not None else line

    def _legacy_annotations(self) -> dict[str, dict[str, Any]]:
        """`!nvvm.annotations = !{!N, ...}`, `!N = !{ptr @k, !"kernel", i32 1, ...}`."""
        out: dict[str, dict[str, Any]] = {}
        m = re.search(r"^!nvvm\.annotations = !\{(.*)\}\s*$", self.module_text, re.MULTILINE)
        if m is None:
            return out
        for ref in split_top_level(m.group(1)):
            items = metadata_tuple(self.metadata.get(ref.strip(), ""))
            if len(items) < 3:
                continue
            target = re.search(r"@(\"[^\"]*\"|[-\w$.]+)", items[0])
            if target is None:
                continue
            entry = out.setdefault(target.group(1).strip('"'), {})
            for key_text, value_text in zip(items[1::2], items[2::2], strict=False):
                key = key_text.strip().removeprefix('!"').removesuffix('"')
                if key == "grid_constant":
                    inner = metadata_tuple(value_text.strip()) or metadata_tuple(self.metadata.get(value_text.strip(), ""))
                    entry.setdefault("grid_constant", set()).update(int(x.split()[-1]) for x in inner)
                    continue
                num = value_text.strip().split()[-1]
                if num.lstrip("-").isdigit():
                    entry[key] = int(num)
        return out

    def global_variable(self, g: Any) -> list[str]:
        text, _ = split_metadata(str(g).strip())
        m = re.match(r"@(\"[^\"]*\"|[-\w$.]+)\s*=\s*(.*)$", text, re.DOTALL)
        if m is None:
            raise LLVMTextError(f"cannot read global {text[:60]!r}")
        rest = m.group(2)
        linkage = _LINKAGES[int(g.linkage)] if int(g.linkage) < len(_LINKAGES) else "external"
        space = 0
        sm = re.search(r"\baddrspace\((\d+)\)", rest.split(" global ")[0].split(" constant ")[0])
        if sm:
            space = int(sm.group(1))
        kw = re.search(r"\b(global|constant)\s", rest)
        if kw is None:
            raise LLVMTextError(f"cannot read global {text[:60]!r}")
        is_constant = kw.group(1) == "constant"
        toks = Tokens(rest[kw.end():])
        t = parse_type(toks, self.types)
        init: Const | None = None
        if not toks.at_end() and toks.peek() != ",":
            init = parse_constant(toks, t, self.types)
        align = alignment(rest)
        attrs = [f"addr_space = {space} : i32"]
        if align is not None:
            attrs.append(f"alignment = {align} : i64")
        head = ["llvm.mlir.global"]
        if init is None and linkage == "external":
            head.append("external")
        else:
            head.append(linkage)
        if re.search(r"\bunnamed_addr\b", rest.split(kw.group(1))[0]):
            head.append("local_unnamed_addr" if "local_unnamed_addr" in rest else "unnamed_addr")
        if re.search(r"\bthread_local\b", rest):
            head.append("thread_local")
        if is_constant:
            head.append("constant")
        name = self.symbol(_global_name(g))
        attr_text = "{" + ", ".join(attrs) + "}"
        value = self._global_value(init, t) if init is not None else ""
        position = self.source.definition(g.name) if self.source is not None else None
        if value is not None:
            return [self._marked(f"  {' '.join(head)} {name}({value}) {attr_text} : {t.mlir()}", position)]
        # Aggregates and anything else: an initializer region (mlir-translate's form).
        assert init is not None
        self._start_function_state()
        block = _Block("init")
        self.current = block
        result = self.materialize(init)
        lines = [self._marked(f"  {' '.join(head)} {name}() {attr_text} : {t.mlir()} {{", position)]
        lines.extend("  " + ln for ln in block.lines)
        lines.append(f"    llvm.return {result} : {t.mlir()}")
        lines.append("  }")
        self.current = None
        return lines

    def _global_value(self, c: Const, t: IRType) -> str | None:
        """The `value` attribute of a global, or None when it needs an initializer region."""
        if c.kind == "int" and t.kind == "int":
            return f"{self._signed(c.value, t)} : {t.mlir()}"
        if c.kind == "float":
            return _float_literal(int(c.value), t)
        if c.kind == "string":
            assert isinstance(c.value, bytes)
            if all(b < 0x80 for b in c.value):
                return mlir_string(c.value)
            # Bytes that are not UTF-8 would parse as another attribute than a string.
            vals = [str(self._signed(b, t.elems[0])) for b in c.value]
            return f"dense<[{', '.join(vals)}]> : tensor<{len(vals)}xi8>"
        if c.kind == "aggregate" and t.kind == "array" and c.items and all(i.kind in ("int", "float") for i in c.items):
            et = t.elems[0]
            if et.kind == "int" and et.width in (8, 16, 32, 64):
                vals = [str(self._signed(i.value, et)) for i in c.items]
            elif et.kind == "float" and et.width in (32, 64):
                vals = [_dense_float(int(i.value), et) for i in c.items]
            else:
                return None  # xDSL's dense elements have no i128 (nor odd widths)
            return f"dense<[{', '.join(vals)}]> : tensor<{len(vals)}x{et.mlir()}>"
        if c.kind in ("undef", "poison"):
            return None
        return None

    @staticmethod
    def _signed(value: int | str | bytes, t: IRType) -> int:
        assert isinstance(value, int)
        if t.width == 1:
            return value & 1
        bits = t.width
        value &= (1 << bits) - 1
        return value - (1 << bits) if value >= 1 << (bits - 1) else value

    # -- functions -----------------------------------------------------------------------------

    def _start_function_state(self) -> None:
        self.counter = 0
        self.names = {}
        self.blocks = {}
        self.attachments: dict[int, dict[str, str]] = {}
        self.line_info = True

    def fresh(self, prefix: str = "v") -> str:
        self.counter += 1
        return f"%{prefix}{self.counter}"

    def function(self, f: Any, head_only: bool = False) -> list[str]:
        self._start_function_state()
        ftype = type_from_text(str(f.global_value_type), self.types)
        ret, *param_types = ftype.elems
        text = str(f)
        header_line = next((ln for ln in text.splitlines() if ln.startswith(("define ", "declare "))), "")
        header, param_texts, after = self._split_header(header_line, f.name)
        linkage = _LINKAGES[int(f.linkage)] if int(f.linkage) < len(_LINKAGES) else "external"
        is_kernel = re.search(r"\bptx_kernel\b", header) is not None
        fn_attrs = self._function_attributes(after)
        annotations = self.annotations.get(f.name, {})
        if annotations.get("kernel"):
            is_kernel = True
        attributes: list[str] = []
        if is_kernel:
            attributes.append(kernel_abi.KERNEL_ATTR)
        # The inliner honours the source's `__noinline__` / `always_inline`. clang -O0 marks every
        # function `noinline optnone` (nothing was optimised, no request of the user's): that
        # pair does not keep our middle end from inlining.
        if "noinline" in fn_attrs.flags and "optnone" not in fn_attrs.flags:
            attributes.append("no_inline")
        if "alwaysinline" in fn_attrs.flags:
            attributes.append("always_inline")
        for key, name in _KERNEL_DIMS.items():
            if key in fn_attrs.values:
                dims = [_launch_bound(key, x) for x in fn_attrs.values[key].split(",") if x.strip()]
                attributes.append(f"{name} = array<i32: {', '.join(map(str, dims))}>")
        for key, name in _KERNEL_INTS.items():
            if key in fn_attrs.values:
                attributes.append(f"{name} = {_launch_bound(key, fn_attrs.values[key])} : i32")
        for prefix, name in _ANNOTATION_DIMS.items():
            given: list[int | None] = [annotations.get(prefix + axis) for axis in "xyz"]
            if any(d is not None for d in given) and not any(a.startswith(name + " ") for a in attributes):
                attributes.append(f"{name} = array<i32: {', '.join(str(d or 1) for d in given)}>")
        for key, name in _ANNOTATION_INTS.items():
            if key in annotations and not any(a.startswith(name + " ") for a in attributes):
                attributes.append(f"{name} = {annotations[key]} : i32")
        grid_constants: set[int] = set(annotations.get("grid_constant", set()))
        # Parameters.
        args = list(f.arguments)
        params: list[str] = []
        for i, ptype in enumerate(param_types):
            attrs = self._arg_attributes(parse_param(param_texts[i], self.types)[1] if i < len(param_texts) else AttrList())
            if i + 1 in grid_constants and kernel_abi.GRID_CONSTANT_ATTR not in attrs:
                attrs.append(kernel_abi.GRID_CONSTANT_ATTR)
            attr_text = f" {{{', '.join(attrs)}}}" if attrs else ""
            if f.is_declaration:
                # Named: xDSL 0.74 drops the attributes of a declaration's unnamed arguments
                # (a declared callee's `byval`/`align` decide its `.param` list).
                params.append(f"%arg{i}: {ptype.mlir()}{attr_text}")
            else:
                name = f"%arg{i}"
                self.names[_value_key(args[i])] = name
                params.append(f"{name}: {ptype.mlir()}{attr_text}")
        if ftype.packed:
            params.append("...")
        ret_attrs = self._arg_attributes(parse_attributes(self._return_attribute_text(header, f.name)))
        result = ""
        if ret.kind != "void":
            result = f" -> ({ret.mlir()} {{{', '.join(ret_attrs)}}})" if ret_attrs else f" -> {ret.mlir()}"
        link = "" if linkage == "external" else f"{linkage} "
        attr_clause = f" attributes {{{', '.join(attributes)}}}" if attributes else ""
        location = self._function_location(after)
        self.line_info = self._has_line_info(after)
        head = f"  llvm.func {link}{self.symbol(_global_name(f))}({', '.join(params)}){result}{attr_clause}"
        if head_only:
            return [head]
        position = self.source.definition(f.name) if self.source is not None else None
        if f.is_declaration:
            return [self._marked(head + location, position)]
        if self.source is not None:
            self._instruction_positions = self.source.instructions(
                f.name, (inst for b in f.blocks for inst in b.instructions)
            )
        self.attachments = _instruction_attachments(f, text)
        body = self.function_body(f)
        return [self._marked(head + " {", position), *body, "  }" + location]

    @staticmethod
    def _split_header(line: str, name: str) -> tuple[str, list[str], str]:
        """`define ... @name(params) attrs {` -> (text before @name, the params, text after)."""
        m = re.search(r"@(\"[^\"]*\"|[-\w$.]+)\(", line)
        if m is None:
            raise LLVMTextError(f"cannot read the header of @{name}")
        open_paren = m.end() - 1
        close = balanced(line, open_paren)
        params = [p for p in split_top_level(line[open_paren + 1 : close - 1]) if p != "..."]
        return line[: m.start()], params, line[close:]

    def _return_attribute_text(self, header: str, name: str) -> str:
        """The return attributes in `define [linkage...] [cc] [ret attrs] T @name`."""
        words = header.split()
        keep = [w for w in words if w in ("signext", "zeroext", "noundef", "noalias")]
        return " ".join(keep)

    def _function_attributes(self, after: str) -> AttrList:
        out = AttrList()
        text = after.split("{")[0] if "!dbg" not in after else after.split("!dbg")[0]
        for group in re.findall(r"#\d+", text):
            body = self.attribute_groups.get(group, "")
            attrs = parse_attributes(body)
            out.flags |= attrs.flags
            out.values.update(attrs.values)
        return out

    def _has_line_info(self, after: str) -> bool:
        """False for a function of a compile unit that asks for no debug info (`NoDebug`): LLVM
        writes no `.loc` in its body."""
        m = re.search(r"!dbg (![\w.]+)", after)
        if m is None:
            return True
        unit = metadata_fields(self.metadata.get(m.group(1), "")).get("unit")
        return unit is None or metadata_fields(self.metadata.get(unit, "")).get("emissionKind") != "NoDebug"

    def _function_location(self, after: str) -> str:
        m = re.search(r"!dbg (![\w.]+)", after)
        if m is None:
            return ""
        node = self.metadata.get(m.group(1), "")
        fields = metadata_fields(node)
        file = self._file_of(fields)
        if file is None or "line" not in fields:
            return ""
        # The body's first line, where LLVM puts the function's opening `.loc`.
        return f" loc({mlir_string(file)}:{int(fields.get('scopeLine', fields['line']))}:0)"

    def _arg_attributes(self, attrs: AttrList) -> list[str]:
        out: list[str] = []
        for key in ("byval", "sret", "byref"):
            if key in attrs.values:
                out.append(f"llvm.{key} = {type_from_text(attrs.values[key], self.types).mlir()}")
        if "align" in attrs.values:
            out.append(f"{kernel_abi.ALIGN_ATTR} = {int(attrs.values['align'])} : i64")
        if "alignstack" in attrs.values:
            out.append(f"{kernel_abi.ALIGNSTACK_ATTR} = {int(attrs.values['alignstack'])} : i64")
        for key, name in _ARG_FLAGS.items():
            if key in attrs.flags:
                out.append(name)
        return out

    def function_body(self, f: Any) -> list[str]:
        blocks = list(f.blocks)
        for i, b in enumerate(blocks):
            block = _Block(f"^bb{i}")
            self.blocks[_value_key(b)] = block
        # Phis become block arguments, named before any instruction refers to them.
        for b in blocks:
            block = self.blocks[_value_key(b)]
            for inst in b.instructions:
                if inst.opcode != "phi":
                    break
                name = self.fresh()
                self.names[_value_key(inst)] = name
                block.args.append((name, type_from_text(str(inst.type), self.types)))
                block.phis.append(inst)
        for b in self._dominance_order(blocks):
            self.current = self.blocks[_value_key(b)]
            for inst in b.instructions:
                op = inst.opcode
                if op == "phi":
                    continue
                if op == "call" and _is_trap(inst):
                    # llvm.trap never returns: what follows it in the block is dead (clang -O0
                    # branches on), and `llvm.unreachable` is selected as the trap itself.
                    loc = self._location(self.attachments.get(_value_key(inst), {}).get("dbg"))
                    self.emit(self._marked("llvm.unreachable" + loc, self._instruction_positions.get(_value_key(inst))))
                    break
                self.instruction(inst, op)
        lines: list[str] = []
        for i, b in enumerate(blocks):
            block = self.blocks[_value_key(b)]
            if i:
                args = ", ".join(f"{n}: {t.mlir()}" for n, t in block.args)
                lines.append(f"  {block.label}{f'({args})' if args else ''}:")
            lines.extend("  " + ln for ln in block.lines)
        self.current = None
        return lines

    @staticmethod
    def _dominance_order(blocks: list[Any]) -> list[Any]:
        """The blocks in reverse postorder from the entry (each block's dominators first: a value
        is named before a block laid out earlier uses it), unreachable blocks last."""
        by_key = {_value_key(b): b for b in blocks}
        seen: set[int] = set()
        post: list[Any] = []
        stack: list[tuple[Any, list[Any]]] = []

        def successors(b: Any) -> list[Any]:
            term = list(b.instructions)[-1]
            if term.opcode not in ("br", "switch", "indirectbr", "invoke", "callbr"):
                return []
            return [by_key[k] for o in term.operands if (k := _value_key(o)) in by_key]

        seen.add(_value_key(blocks[0]))
        stack.append((blocks[0], successors(blocks[0])))
        while stack:
            block, pending = stack[-1]
            if pending:
                nxt = pending.pop(0)
                if _value_key(nxt) not in seen:
                    seen.add(_value_key(nxt))
                    stack.append((nxt, successors(nxt)))
                continue
            post.append(block)
            stack.pop()
        order = post[::-1]
        return order + [b for b in blocks if _value_key(b) not in seen]

    # -- values --------------------------------------------------------------------------------

    def emit(self, line: str) -> None:
        assert self.current is not None
        self.current.lines.append("  " + line)

    def value(self, v: Any) -> str:
        """The SSA name of an operand, materializing constants in the current block."""
        key = _value_key(v)
        name = self.names.get(key)
        if name is not None:
            return name
        kind = v.value_kind.name
        if kind in ("function", "global_variable", "global_alias"):
            t = type_from_text(str(v.type), self.types)
            return self.materialize(Const(t, "global", _global_name(v)))
        if kind in ("argument", "instruction", "basic_block"):
            raise LLVMTextError(f"use of a value before its definition: {str(v).strip()[:60]}")
        if kind in ("metadata_as_value", "inline_asm"):
            raise LLVMTextError(f"unsupported operand {str(v).strip()[:60]}")
        return self.materialize(constant_from_text(str(v), self.types))

    def materialize(self, c: Const) -> str:
        """Ops computing constant `c` in the current block (one value per constant and block)."""
        block = self.current
        assert block is not None
        key = c.key()
        if key in block.constants:
            return block.constants[key]
        name = self._materialize(c)
        block.constants[key] = name
        return name

    def _materialize(self, c: Const) -> str:
        t = c.type
        ts = t.mlir()
        r = self.fresh("c")
        if c.kind == "int":
            if t.kind == "int":
                self.emit(f"{r} = llvm.mlir.constant({self._signed(c.value, t)} : {ts}) : {ts}")
                return r
            raise LLVMTextError(f"an integer constant of type {ts}")
        if c.kind == "float":
            self.emit(f"{r} = llvm.mlir.constant({_float_literal(int(c.value), t)}) : {ts}")
            return r
        if c.kind in ("null", "zero"):
            self.emit(f"{r} = llvm.mlir.zero : {ts}")
            return r
        if c.kind == "undef":
            self.emit(f"{r} = llvm.mlir.undef : {ts}")
            return r
        if c.kind == "poison":
            self.emit(f"{r} = llvm.mlir.poison : {ts}")
            return r
        if c.kind == "global":
            assert isinstance(c.value, str)
            self.emit(f"{r} = llvm.mlir.addressof {self.symbol(c.value)} : {ts}")
            return r
        if c.kind == "vector" or c.kind == "splat":
            et = t.elems[0]
            items = [c.items[0]] * t.width if c.kind == "splat" else c.items
            if all(i.kind in ("int", "float") for i in items) and et.kind in ("int", "float"):
                if et.kind == "int":
                    vals = [str(self._signed(i.value, et)) for i in items]
                else:
                    vals = [_dense_float(int(i.value), et) for i in items]
                self.emit(f"{r} = llvm.mlir.constant(dense<[{', '.join(vals)}]> : {ts}) : {ts}")
                return r
            acc = self.materialize(Const(t, "undef"))
            for index, item in enumerate(items):
                v = self.materialize(item)
                idx = self.materialize(Const(I32, "int", index))
                nxt = self.fresh("c")
                self.emit(f"{nxt} = llvm.insertelement {v}, {acc}[{idx} : i32] : {ts}")
                acc = nxt
            return acc
        if c.kind in ("aggregate", "string"):
            if c.kind == "string":
                assert isinstance(c.value, bytes)
                et = t.elems[0]
                items = [Const(et, "int", b) for b in c.value]
            else:
                items = c.items
            acc = self.materialize(Const(t, "undef"))
            for index, item in enumerate(items):
                v = self.materialize(item)
                nxt = self.fresh("c")
                self.emit(f"{nxt} = llvm.insertvalue {v}, {acc}[{index}] : {ts}")
                acc = nxt
            return acc
        if c.kind == "expr":
            return self._constant_expression(c)
        raise LLVMTextError(f"cannot materialize the constant {c.kind} of type {ts}")

    def _constant_expression(self, c: Const) -> str:
        op = str(c.value)
        if op == "getelementptr":
            assert c.source is not None
            base, *indices = c.items
            return self._gep(self.materialize(base), base.type, c.source, [(self.materialize(i), i) for i in indices], c.flags, c.type)
        if op in _CASTS:
            assert c.source is not None
            v = self.materialize(c.items[0])
            r = self.fresh("c")
            self.emit(f"{r} = llvm.{op} {v} : {c.items[0].type.mlir()} to {c.source.mlir()}")
            return r
        lhs = self.materialize(c.items[0])
        rhs = self.materialize(c.items[1])
        r = self.fresh("c")
        self.emit(f"{r} = llvm.{op} {lhs}, {rhs} : {c.type.mlir()}")
        return r

    def _gep(
        self,
        base: str,
        base_type: IRType,
        source: IRType,
        indices: list[tuple[str, Const | None]],
        flags: Iterable[str],
        result: IRType,
    ) -> str:
        """`llvm.getelementptr` with constant indices inline (struct fields must be)."""
        parts: list[str] = []
        dynamic: list[str] = []
        for name, const in indices:
            if const is not None and const.kind in ("int", "zero", "null") and const.type.kind == "int" and -(2**31) <= self._signed(const.value if const.kind == "int" else 0, const.type) < 2**31:
                parts.append(str(self._signed(const.value if const.kind == "int" else 0, const.type)))
            else:
                parts.append(name)
                dynamic.append(self._type_of_index(const, name))
        flag_text = "|".join(f for f in ("inbounds", "nuw", "nusw") if f in flags)
        flag_text = f"{flag_text} " if flag_text else ""
        r = self.fresh("c" if self._in_constant else "v")
        operand_types = ", ".join([base_type.mlir(), *dynamic])
        self.emit(
            f"{r} = llvm.getelementptr {flag_text}{base}[{', '.join(parts)}] : ({operand_types}) -> {result.mlir()}, {source.mlir()}"
        )
        return r

    _in_constant = True

    def _type_of_index(self, const: Const | None, name: str) -> str:
        if const is not None:
            return const.type.mlir()
        return self._index_types[name].mlir()

    # -- instructions --------------------------------------------------------------------------

    def instruction(self, inst: Any, op: str) -> None:
        raw = str(inst)
        text, attachments = split_metadata(raw.strip())
        # An instruction printed alone numbers its metadata afresh: its function's text has the
        # module's numbers.
        attachments = self.attachments.get(_value_key(inst), attachments)
        body = body_after_assignment(text)
        loc = self._location(attachments.get("dbg")) if self.line_info else ""
        handler = getattr(self, f"_i_{op}", None)
        before = len(self.current.lines) if self.current is not None else 0
        try:
            if handler is not None:
                handler(inst, body)
            elif op in _INT_BINARY:
                self._int_binary(inst, body)
            elif op in _FLOAT_BINARY:
                self._float_binary(inst, body)
            elif op in _CASTS:
                self._cast(inst, body)
            else:
                raise LLVMTextError(f"the instruction '{op}' is not supported: {text.strip()[:80]}")
        except LLVMTextError as error:
            position = self._instruction_positions.get(_value_key(inst))
            raise LLVMTextError(f"'{op}': {error}", text.strip(), position) from None
        position = self._instruction_positions.get(_value_key(inst))
        if (loc or position) and self.current is not None:
            lines = self.current.lines
            for i in range(before, len(lines)):
                lines[i] = self._marked(lines[i] + loc, position)

    def _location(self, ref: str | None) -> str:
        if ref is None:
            return ""
        if ref in self.locations:
            return self.locations[ref] or ""
        fields = metadata_fields(self.metadata.get(ref, ""))
        loc: str | None = None
        file = self._file_of(fields)
        if file is not None and "line" in fields:
            line = int(fields["line"])
            col = int(fields.get("column", "0"))
            if line > 0:
                loc = f" loc({mlir_string(file)}:{line}:{col})"
        self.locations[ref] = loc
        return loc or ""

    def _file_of(self, fields: dict[str, str]) -> str | None:
        """The file of a DILocation/DISubprogram, through its scope chain."""
        seen = 0
        while seen < 64:
            seen += 1
            file_ref = fields.get("file")
            if file_ref is not None and file_ref in self.metadata:
                ffields = metadata_fields(self.metadata[file_ref])
                name = ffields.get("filename", "").strip('"')
                directory = ffields.get("directory", "").strip('"')
                if not name:
                    return None
                # One separator between them, as LLVM joins them (a directory may end in `/`).
                return name if name.startswith("/") or not directory else f"{directory.rstrip('/')}/{name}"
            scope = fields.get("scope")
            if scope is None or scope not in self.metadata:
                return None
            fields = metadata_fields(self.metadata[scope])
        return None

    def _result(self, inst: Any) -> str:
        name = self.fresh()
        self.names[_value_key(inst)] = name
        return name

    def _type(self, v: Any) -> IRType:
        return type_from_text(str(v.type), self.types)

    def _operands(self, inst: Any) -> list[Any]:
        return list(inst.operands)

    def _int_binary(self, inst: Any, body: str) -> None:
        opcode = body.split(None, 1)[0]  # one opcode query less per instruction
        a, b = (self.value(o) for o in self._operands(inst))
        flags = leading_keywords(body, opcode, ("nuw", "nsw", "exact", "disjoint"))
        ov = [f for f in ("nsw", "nuw") if f in flags] if opcode in _OVERFLOW_OPS else []
        suffix = f" overflow<{', '.join(ov)}>" if ov else ""
        r = self._result(inst)
        self.emit(f"{r} = llvm.{opcode} {a}, {b}{suffix} : {self._type(inst).mlir()}")

    def _fastmath(self, body: str, opcode: str) -> str:
        flags = leading_keywords(body, opcode, FASTMATH_FLAGS)
        return f" {{fastmathFlags = #llvm.fastmath<{', '.join(flags)}>}}" if flags else ""

    def _float_binary(self, inst: Any, body: str) -> None:
        opcode = body.split(None, 1)[0]
        a, b = (self.value(o) for o in self._operands(inst))
        r = self._result(inst)
        self.emit(f"{r} = llvm.{opcode} {a}, {b}{self._fastmath(body, opcode)} : {self._type(inst).mlir()}")

    def _i_fneg(self, inst: Any, body: str) -> None:
        (a,) = (self.value(o) for o in self._operands(inst))
        r = self._result(inst)
        self.emit(f"{r} = llvm.fneg {a}{self._fastmath(body, 'fneg')} : {self._type(inst).mlir()}")

    def _cast(self, inst: Any, body: str) -> None:
        (src,) = self._operands(inst)
        a = self.value(src)
        r = self._result(inst)
        self.emit(f"{r} = llvm.{body.split(None, 1)[0]} {a} : {self._type(src).mlir()} to {self._type(inst).mlir()}")

    def _i_icmp(self, inst: Any, body: str) -> None:
        m = re.match(r"icmp\s+(?:samesign\s+)?(\w+)", body)
        if m is None or m.group(1) not in _ICMP:
            raise LLVMTextError(f"cannot read the predicate of {body[:60]!r}")
        a, b = self._operands(inst)
        av, bv = self.value(a), self.value(b)
        r = self._result(inst)
        self.emit(f'{r} = llvm.icmp "{m.group(1)}" {av}, {bv} : {self._type(a).mlir()}')

    def _i_fcmp(self, inst: Any, body: str) -> None:
        words = body.split()
        pred = next((w for w in words[1:] if w in _FCMP), None)
        if pred is None:
            raise LLVMTextError(f"cannot read the predicate of {body[:60]!r}")
        a, b = self._operands(inst)
        av, bv = self.value(a), self.value(b)
        r = self._result(inst)
        self.emit(f'{r} = llvm.fcmp "{pred}" {av}, {bv}{self._fastmath(body, "fcmp")} : {self._type(a).mlir()}')

    def _i_select(self, inst: Any, body: str) -> None:
        c, a, b = self._operands(inst)
        cv, av, bv = self.value(c), self.value(a), self.value(b)
        r = self._result(inst)
        self.emit(f"{r} = llvm.select {cv}, {av}, {bv}{self._fastmath(body, 'select')} : {self._type(c).mlir()}, {self._type(inst).mlir()}")

    def _i_freeze(self, inst: Any, body: str) -> None:
        (a,) = self._operands(inst)
        av = self.value(a)
        r = self._result(inst)
        self.emit(f"{r} = llvm.freeze {av} : {self._type(inst).mlir()}")

    def _i_alloca(self, inst: Any, body: str) -> None:
        (count,) = self._operands(inst)
        m = re.match(r"alloca\s+(?:inalloca\s+)?(.*)$", body)
        assert m is not None
        toks = Tokens(m.group(1))
        elem = parse_type(toks, self.types)
        cv = self.value(count)
        align = alignment(body)
        attr = f" {{alignment = {align} : i64}}" if align else ""
        r = self._result(inst)
        self.emit(f"{r} = llvm.alloca {cv} x {elem.mlir()}{attr} : ({self._type(count).mlir()}) -> {self._type(inst).mlir()}")

    def _i_load(self, inst: Any, body: str) -> None:
        (ptr,) = self._operands(inst)
        pv = self.value(ptr)
        volatile = "volatile " if re.match(r"load\s+(?:atomic\s+)?volatile\b", body) else ""
        atomic = ""
        if body.startswith("load atomic"):
            scope = syncscope(body)
            order = orderings(body)
            atomic = " atomic" + (f' syncscope("{scope}")' if scope else "") + f" {order[-1]}"
        align = alignment(body)
        attr = f" {{alignment = {align} : i64}}" if align else ""
        r = self._result(inst)
        self.emit(f"{r} = llvm.load {volatile}{pv}{atomic}{attr} : {self._type(ptr).mlir()} -> {self._type(inst).mlir()}")

    def _i_store(self, inst: Any, body: str) -> None:
        val, ptr = self._operands(inst)
        vv, pv = self.value(val), self.value(ptr)
        volatile = "volatile " if re.match(r"store\s+(?:atomic\s+)?volatile\b", body) else ""
        atomic = ""
        if body.startswith("store atomic"):
            scope = syncscope(body)
            order = orderings(body)
            atomic = " atomic" + (f' syncscope("{scope}")' if scope else "") + f" {order[-1]}"
        align = alignment(body)
        attr = f" {{alignment = {align} : i64}}" if align else ""
        self.emit(f"llvm.store {volatile}{vv}, {pv}{atomic}{attr} : {self._type(val).mlir()}, {self._type(ptr).mlir()}")

    def _i_atomicrmw(self, inst: Any, body: str) -> None:
        ptr, val = self._operands(inst)
        m = re.match(r"atomicrmw\s+(volatile\s+)?(\w+)", body)
        assert m is not None
        pv, vv = self.value(ptr), self.value(val)
        scope = syncscope(body)
        order = orderings(body)[-1]
        align = alignment(body)
        attr = f" {{alignment = {align} : i64}}" if align else ""
        volatile = " volatile" if m.group(1) else ""
        scope_text = f' syncscope("{scope}")' if scope else ""
        r = self._result(inst)
        self.emit(f"{r} = llvm.atomicrmw{volatile} {m.group(2)} {pv}, {vv}{scope_text} {order}{attr} : {self._type(ptr).mlir()}, {self._type(val).mlir()}")

    def _i_cmpxchg(self, inst: Any, body: str) -> None:
        ptr, cmp, new = self._operands(inst)
        pv, cv, nv = self.value(ptr), self.value(cmp), self.value(new)
        weak = " weak" if re.match(r"cmpxchg\s+weak\b", body) else ""
        volatile = " volatile" if re.match(r"cmpxchg\s+(?:weak\s+)?volatile\b", body) else ""
        scope = syncscope(body)
        success, failure = orderings(body)[-2:]
        align = alignment(body)
        attr = f" {{alignment = {align} : i64}}" if align else ""
        scope_text = f' syncscope("{scope}")' if scope else ""
        r = self._result(inst)
        self.emit(f"{r} = llvm.cmpxchg{weak}{volatile} {pv}, {cv}, {nv}{scope_text} {success} {failure}{attr} : {self._type(ptr).mlir()}, {self._type(cmp).mlir()}")

    def _i_fence(self, inst: Any, body: str) -> None:
        scope = syncscope(body)
        order = orderings(body)[-1]
        scope_text = f' syncscope("{scope}")' if scope else ""
        self.emit(f"llvm.fence{scope_text} {order}")

    def _i_getelementptr(self, inst: Any, body: str) -> None:
        ops = self._operands(inst)
        m = re.match(r"getelementptr\s+((?:(?:inbounds|nuw|nusw)\s+)*)(.*)$", body, re.DOTALL)
        assert m is not None
        flags = m.group(1).split()
        toks = Tokens(m.group(2))
        source = parse_type(toks, self.types)
        base = self.value(ops[0])
        indices: list[tuple[str, Const | None]] = []
        for o in ops[1:]:
            if o.is_constant:
                c = constant_from_text(str(o), self.types)
                indices.append((self.value(o), c))
            else:
                name = self.value(o)
                self._index_types[name] = self._type(o)
                indices.append((name, None))
        self._in_constant = False
        try:
            r = self._gep(base, self._type(ops[0]), source, indices, flags, self._type(inst))
        finally:
            self._in_constant = True
        self.names[_value_key(inst)] = r

    def _i_extractvalue(self, inst: Any, body: str) -> None:
        (agg,) = self._operands(inst)
        av = self.value(agg)
        pos = trailing_indices(body)
        r = self._result(inst)
        self.emit(f"{r} = llvm.extractvalue {av}[{', '.join(map(str, pos))}] : {self._type(agg).mlir()}")

    def _i_insertvalue(self, inst: Any, body: str) -> None:
        agg, val = self._operands(inst)
        av, vv = self.value(agg), self.value(val)
        pos = trailing_indices(body)
        r = self._result(inst)
        self.emit(f"{r} = llvm.insertvalue {vv}, {av}[{', '.join(map(str, pos))}] : {self._type(agg).mlir()}")

    def _i_extractelement(self, inst: Any, body: str) -> None:
        vec, idx = self._operands(inst)
        vv, iv = self.value(vec), self.value(idx)
        r = self._result(inst)
        self.emit(f"{r} = llvm.extractelement {vv}[{iv} : {self._type(idx).mlir()}] : {self._type(vec).mlir()}")

    def _i_insertelement(self, inst: Any, body: str) -> None:
        vec, val, idx = self._operands(inst)
        vv, ev, iv = self.value(vec), self.value(val), self.value(idx)
        r = self._result(inst)
        self.emit(f"{r} = llvm.insertelement {ev}, {vv}[{iv} : {self._type(idx).mlir()}] : {self._type(vec).mlir()}")

    def _i_shufflevector(self, inst: Any, body: str) -> None:
        a, b = self._operands(inst)[:2]
        av, bv = self.value(a), self.value(b)
        parts = split_top_level(body.removeprefix("shufflevector").strip())
        mask_const = constant_from_text(parts[2], self.types)
        n = mask_const.type.width
        if mask_const.kind == "vector":
            mask = [self._signed(i.value, i.type) if i.kind == "int" else -1 for i in mask_const.items]
        elif mask_const.kind == "zero":
            mask = [0] * n
        else:
            mask = [-1] * n
        r = self._result(inst)
        self.emit(f"{r} = llvm.shufflevector {av}, {bv} [{', '.join(map(str, mask))}] : {self._type(a).mlir()}")

    def _i_va_arg(self, inst: Any, body: str) -> None:
        (lst,) = self._operands(inst)
        lv = self.value(lst)
        r = self._result(inst)
        self.emit(f"{r} = llvm.va_arg {lv} : ({self._type(lst).mlir()}) -> {self._type(inst).mlir()}")

    # -- control flow --------------------------------------------------------------------------

    def _successor(self, b: Any) -> str:
        """`^bbN(values : types)` for a branch from the current block to block `b`."""
        target = self.blocks[_value_key(b)]
        if not target.phis:
            return target.label
        values: list[str] = []
        assert self.current is not None
        me = self.current
        for phi in target.phis:
            incoming = None
            for v, blk in zip(phi.operands, phi.incoming_blocks, strict=True):
                if self.blocks[_value_key(blk)] is me:
                    incoming = v
                    break
            if incoming is None:
                raise LLVMTextError("a phi without an incoming value for a predecessor")
            values.append(self.value(incoming))
        types = ", ".join(t.mlir() for _, t in target.args)
        return f"{target.label}({', '.join(values)} : {types})"

    def _i_br(self, inst: Any, body: str) -> None:
        ops = self._operands(inst)
        if len(ops) == 1:
            self.emit(f"llvm.br {self._successor(ops[0])}")
            return
        cond, if_false, if_true = ops
        cv = self.value(cond)
        t, f = self._successor(if_true), self._successor(if_false)
        self.emit(f"llvm.cond_br {cv}, {t}, {f}")

    def _i_switch(self, inst: Any, body: str) -> None:
        ops = self._operands(inst)
        cond, default, *dests = ops
        cv = self.value(cond)
        ct = self._type(cond)
        case_values = [int(v) for v in re.findall(r"\b[iI]\d+\s+(-?\d+),\s*label", body)]
        if len(case_values) != len(dests):
            raise LLVMTextError(f"cannot read the cases of {body[:60]!r}")
        cases = [f"{self._signed(v, ct)}: {self._successor(d)}" for v, d in zip(case_values, dests, strict=True)]
        self.emit(f"llvm.switch {cv} : {ct.mlir()}, {self._successor(default)} [{', '.join(cases)}]")

    def _i_ret(self, inst: Any, body: str) -> None:
        ops = self._operands(inst)
        if not ops:
            self.emit("llvm.return")
            return
        v = self.value(ops[0])
        self.emit(f"llvm.return {v} : {self._type(ops[0]).mlir()}")

    def _i_unreachable(self, inst: Any, body: str) -> None:
        self.emit("llvm.unreachable")

    # -- calls ---------------------------------------------------------------------------------

    def _i_call(self, inst: Any, body: str) -> None:
        ops = self._operands(inst)
        callee, args = ops[-1], ops[:-1]
        kind = callee.value_kind.name
        result_type = self._type(inst)
        if kind == "inline_asm":
            self._inline_asm(inst, body, callee, args, result_type)
            return
        if kind == "function" and callee.name.startswith("llvm."):
            self._intrinsic(inst, body, callee.name, args, result_type)
            return
        arg_values = [self.value(a) for a in args]
        arg_types = [self._type(a).mlir() for a in args]
        fm = self._fastmath(body.split("call", 1)[-1].strip(), "")
        site_attrs = self._call_site_attributes(body, len(args))
        if site_attrs:
            entries = ", ".join("{" + ", ".join(a) + "}" for a in site_attrs)
            extra = f"arg_attrs = [{entries}]"
            fm = f" {{{fm.strip()[1:-1]}, {extra}}}" if fm else f" {{{extra}}}"
        signature = f"({', '.join(arg_types)}) -> {result_type.mlir() if result_type.kind != 'void' else '()'}"
        r = ""
        if result_type.kind != "void":
            r = self._result(inst) + " = "
        # A call of an alias of a function is a direct call of the alias (llc's `call.uni pub`).
        function = self.function_of(callee) if kind == "function" else self._aliased_function(callee) if kind == "global_alias" else None
        if function is not None:
            ftype = type_from_text(str(function.global_value_type), self.types)
            declared_ret, *declared_params = ftype.elems
            fixed = arg_types[: len(declared_params)] if ftype.packed else arg_types
            if declared_ret.mlir() == result_type.mlir() and [t.mlir() for t in declared_params] == fixed:
                vararg = f" vararg({ftype.mlir()})" if ftype.packed else ""
                self.emit(f"{r}llvm.call {self.symbol(_global_name(callee))}({', '.join(arg_values)}){vararg}{fm} : {signature}")
                return
            # The call's own function type differs from the callee's (a `ptr addrspace(5)` for a
            # `ptr`, a differently spelled struct): a call through the address, with the call's
            # prototype, as LLVM (and MLIR's importer) read it.
            fp = self.fresh()
            self.emit(f"{fp} = llvm.mlir.addressof {self.symbol(_global_name(callee))} : !llvm.ptr")
            self.emit(f"{r}llvm.call {fp}({', '.join(arg_values)}){fm} : !llvm.ptr, {signature}")
            return
        fp = self.value(callee)
        self.emit(f"{r}llvm.call {fp}({', '.join(arg_values)}){fm} : {self._type(callee).mlir()}, {signature}")

    def _call_site_attributes(self, body: str, count: int) -> list[list[str]] | None:
        """The call's own `byval(T)`/`align N` argument attributes (they decide the ABI even when
        the callee's declaration lacks them), or None when it has none."""
        if "byval(" not in body:
            return None
        m = re.search(r"(@(?:\"[^\"]*\"|[-\w$.]+)|%(?:\"[^\"]*\"|[-\w$.]+))\(", body)
        if m is None:
            return None
        open_paren = m.end() - 1
        texts = split_top_level(body[open_paren + 1 : balanced(body, open_paren) - 1])
        if len(texts) != count:
            return None
        out = []
        for text in texts:
            attrs = parse_param(text, self.types)[1]
            keep = [a for a in self._arg_attributes(attrs) if a.startswith(("llvm.byval", kernel_abi.ALIGN_ATTR))]
            out.append(keep if "byval" in attrs.values else [])
        return out if any(out) else None

    def _intrinsic(self, inst: Any, body: str, name: str, args: list[Any], result_type: IRType) -> None:
        marker = re.fullmatch(r"llvm\.lifetime\.(start|end)\.p\d+", name)
        if marker is not None and len(args) == 1 and re.match(r"\s*%\S+ = alloca\b", str(args[0])):
            # Kept for llvm-stack-coloring: slots whose marked lifetimes are disjoint share memory.
            self.emit(f"llvm.intr.lifetime.{marker.group(1)} {self.value(args[0])} : {self._type(args[0]).mlir()}")
            return
        if _DROPPED_INTRINSICS.match(name):
            return
        short = name.removeprefix("llvm.")
        base = short.split(".")[0]
        sreg = re.fullmatch(r"nvvm\.read\.ptx\.sreg\.([\w.]+)", short)
        if sreg is not None and not args and self._nvvm_sreg_accepts(f"nvvm.read.ptx.sreg.{sreg.group(1)}", result_type):
            rng = re.search(r"\brange\(i\d+\s+(-?\d+),\s*(-?\d+)\)", body)
            range_text = f" range <{result_type.mlir()}, {rng.group(1)}, {rng.group(2)}>" if rng else ""
            r = self._result(inst)
            self.emit(f"{r} = nvvm.read.ptx.sreg.{sreg.group(1)}{range_text} : {result_type.mlir()}")
            return
        if re.fullmatch(r"nvvm\.ldu\.global\.[ifp](\.\w+)?\.p\d+", short) and len(args) == 2 and args[1].is_constant:
            # ldu ("load uniform") reads global memory the kernel does not write: a load with
            # the given alignment (LLVM 22 upgrades ldg itself to an invariant load).
            align = int(constant_from_text(str(args[1]), self.types).value)
            r = self._result(inst)
            self.emit(f"{r} = llvm.load {self.value(args[0])} {{alignment = {align} : i64}} : {self._type(args[0]).mlir()} -> {result_type.mlir()}")
            return
        scoped = re.fullmatch(r"nvvm\.atomic\.(add|exch|max|min|inc|dec|and|or|xor|cas)\.gen\.([if])\.(cta|sys)(\..*)?", short)
        if scoped is not None:
            self._scoped_atomic(inst, scoped.group(1), scoped.group(2), scoped.group(3), args)
            return
        if short == "nvvm.barrier0" and not args:
            self.emit("nvvm.barrier0")
            return
        shfl = re.fullmatch(r"nvvm\.shfl\.sync\.(i32|f32)", short)
        if shfl is not None and len(args) == 5 and args[1].is_constant:
            # libNVVM's own form (numba-cuda's): (mask, mode, value, lane, clamp) -> {T, i1};
            # LLVM's has the mode in its name.
            mode = ("idx", "up", "down", "bfly")[int(constant_from_text(str(args[1]), self.types).value) & 3]
            name = f"llvm.nvvm.shfl.sync.{mode}.{shfl.group(1)}p"
            args = [args[0], *args[2:]]
        if short == "nvvm.vote.sync" and len(args) == 3 and args[1].is_constant:
            self._vote_sync(inst, args)
            return
        values = [self.value(a) for a in args]
        types = [self._type(a).mlir() for a in args]
        if base in _MEMORY_INTRINSICS and len(args) == 4 and args[3].is_constant:
            volatile = constant_from_text(str(args[3]), self.types).value
            self.emit(
                f'"{_MEMORY_INTRINSICS[base]}"({", ".join(values[:3])}) <{{isVolatile = {"true" if volatile else "false"}}}> : ({", ".join(types[:3])}) -> ()'
            )
            return
        if short in _VA_INTRINSICS or re.fullmatch(r"va_(start|end|copy)\.p\d+", short):
            op = _VA_INTRINSICS[short.split(".")[0]]
            self.emit(f'"{op}"({", ".join(values)}) : ({", ".join(types)}) -> ()')
            return
        res = "()" if result_type.kind == "void" else result_type.mlir()
        r = ""
        if result_type.kind != "void":
            r = self._result(inst) + " = "
        fm = self._fastmath(body.split("call", 1)[-1].strip(), "")
        self.emit(f'{r}llvm.call_intrinsic "{name}"({", ".join(values)}){fm} : ({", ".join(types)}) -> {res}')

    def _vote_sync(self, inst: Any, args: list[Any]) -> None:
        """libNVVM's own `{i32, i1} @llvm.nvvm.vote.sync(mask, mode, pred)` (numba-cuda's; LLVM
        does not know it): mode 0 all, 1 any, 2 uni, 3 ballot. LLVM's intrinsic of that mode
        fills the field the mode defines (the ballot's i32, the others' i1); the other is undef."""
        mode = ("all", "any", "uni", "ballot")[int(constant_from_text(str(args[1]), self.types).value) & 3]
        mask, pred = self.value(args[0]), self.value(args[2])
        vote, undef, r = self.fresh(), self.fresh(), self._result(inst)
        field, t = (0, "i32") if mode == "ballot" else (1, "i1")
        struct = "!llvm.struct<(i32, i1)>"
        self.emit(f'{vote} = llvm.call_intrinsic "llvm.nvvm.vote.{mode}.sync"({mask}, {pred}) : (i32, i1) -> {t}')
        self.emit(f"{undef} = llvm.mlir.undef : {struct}")
        self.emit(f"{r} = llvm.insertvalue {vote}, {undef}[{field}] : {struct}")

    # clang's __nvvm_atom_{cta,sys}_* builtins: relaxed atomics at block or system scope.
    _SCOPED_RMW = {"add": ("add", "fadd"), "exch": ("xchg", "xchg"), "max": ("max", "fmax"), "min": ("min", "fmin"),
                   "inc": ("uinc_wrap", ""), "dec": ("udec_wrap", ""), "and": ("and", ""), "or": ("or", ""), "xor": ("xor", "")}

    def _scoped_atomic(self, inst: Any, op: str, kind: str, scope: str, args: list[Any]) -> None:
        syncscope_text = ' syncscope("block")' if scope == "cta" else ""
        values = [self.value(a) for a in args]
        ptr_type = self._type(args[0]).mlir()
        value_type = self._type(args[1]).mlir()
        r = self._result(inst)
        if op == "cas":
            pair = self.fresh()
            self.emit(f"{pair} = llvm.cmpxchg {values[0]}, {values[1]}, {values[2]}{syncscope_text} monotonic monotonic : {ptr_type}, {value_type}")
            self.emit(f"{r} = llvm.extractvalue {pair}[0] : !llvm.struct<({value_type}, i1)>")
            return
        rmw = self._SCOPED_RMW[op][kind == "f"]
        if not rmw:
            raise LLVMTextError(f"the intrinsic llvm.nvvm.atomic.{op}.gen.{kind}.{scope} is not supported")
        self.emit(f"{r} = llvm.atomicrmw {rmw} {values[0]}, {values[1]}{syncscope_text} monotonic : {ptr_type}, {value_type}")

    _nvvm_ops: dict[str, Any] | None = None

    @classmethod
    def _nvvm_sreg_accepts(cls, op_name: str, result: IRType) -> bool:
        """Whether the nvvm dialect reads this special register as an op with `result`'s type
        (else the call stays `llvm.call_intrinsic`, which selection reads by name)."""
        from xdsl.dialects.builtin import IntegerType
        from xdsl.irdl import VerificationContext
        from xdsl.utils.exceptions import VerifyException

        if cls._nvvm_ops is None:
            from nvvm_xdsl.dialects.nvvm import NVVM

            cls._nvvm_ops = {op.name: op for op in NVVM.operations}
        op = cls._nvvm_ops.get(op_name)
        if op is None or result.kind != "int":
            return False
        results = op.get_irdl_definition().results
        if len(results) != 1:
            return False
        try:
            results[0][1].constr.verify((IntegerType(result.width),), VerificationContext())
        except VerifyException:
            return False
        return True

    def _inline_asm(self, inst: Any, body: str, callee: Any, args: list[Any], result_type: IRType) -> None:
        m = re.search(r'\basm\s+((?:(?:sideeffect|alignstack|inteldialect|unwind)\s+)*)"((?:[^"\\]|\\.)*)",\s*"((?:[^"\\]|\\.)*)"', body)
        if m is None:
            raise LLVMTextError(f"cannot read the inline asm of {body[:80]!r}")
        flags = m.group(1).split()
        asm = mlir_string(unescape(m.group(2)))
        constraints = mlir_string(unescape(m.group(3)))
        values = [self.value(a) for a in args]
        types = [self._type(a).mlir() for a in args]
        side = "has_side_effects " if "sideeffect" in flags else ""
        res = "()" if result_type.kind == "void" else result_type.mlir()
        r = ""
        if result_type.kind != "void":
            r = self._result(inst) + " = "
        operands = f" {', '.join(values)}" if values else ""
        self.emit(f"{r}llvm.inline_asm {side}asm_dialect = att {asm}, {constraints}{operands} : ({', '.join(types)}) -> {res}")


__all__ = ["LLVM_EXTRA_HINT", "LLVMImportError", "import_llvm_ir", "llvm_ir_to_mlir", "parse_llvm_module"]
