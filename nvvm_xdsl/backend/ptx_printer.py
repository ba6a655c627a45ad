"""`-t ptx`: print the `ptx` dialect as PTX assembly text.

The printer is a walk (functions enclose their bodies in braces, call sequences open a
scope) and decides nothing about code generation: each instruction prints its own line
(`assembly_line`), and the printer names registers and labels the way LLVM's NVPTX printer
does (`%r1`, `%rd1`, `$L__BB0_3`, a label only on blocks a branch jumps to) and declares the
registers each function uses. Block arguments must have become moves (ptx-lower-block-args,
run by convert-llvm-to-ptx): a value a coalesced `ptx.bra` passes lives in the register of the
block argument it feeds.

Line info (what `nvcc -lineinfo` gives profilers): ops whose location names a source file
and line get a `.loc FILE LINE COL` before their first instruction wherever that location
differs from the one in effect, and each file one `.file N "name"` after the header. Ops
without such a location print no directive, so location-free input prints as before.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from io import StringIO
from typing import IO, Any

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Attribute, Block, Operation, SSAValue
from xdsl.utils.exceptions import DiagnosticException
from xdsl.utils.target import Target

from nvvm_xdsl.device_code import beside_device_code, gpu_modules
from nvvm_xdsl.diagnostics import source_line
from nvvm_xdsl.dialects import ptx
from nvvm_xdsl.target import Target as CompilationTarget

GPU_MODULE_SEPARATOR = "// ----- gpu.module @"
"""Starts each gpu.module's PTX when a file holds several (`-t ptx` prints them all)."""

# Order of `.reg` declarations (LLVM's order, with the float classes last).
_REG_ORDER = ("pred", "b16", "b32", "b64", "b128", "f32", "f64")
_SYMBOL = re.compile(r"[A-Za-z_$][A-Za-z0-9_$]*")


@dataclass
class _LineTable:
    """The `.file` numbering of one module and the `.loc` in effect while printing it."""

    files: dict[str, int] = field(default_factory=dict)
    current: tuple[int, int, int] | None = None
    # The location object of the last op asked about: the instructions selected from one op
    # share it, and it cannot change the line in effect again.
    previous: Attribute | None = None

    def directive(self, op: Operation, scope_start: bool = False) -> str | None:
        """The `.loc` to print before `op`'s instructions, if its location changes the one
        in effect. At a function's start (`scope_start`) the function's line stands for the
        code no op accounts for (parameter loads), at column 0, as LLVM marks a scope's start."""
        location = op.location
        if location is self.previous:
            return None
        self.previous = None if scope_start else location
        position = source_line(location)
        if position is None:
            return None
        filename, line, column = position.filename.data, position.line.data, position.column.data
        if not (0 <= line < 1 << 32 and 0 <= column < 1 << 32):
            # MLIR's locations are unsigned 32-bit, and so are `.loc`'s operands: a position
            # beyond them is not a source line (ptxas would reject the directive).
            return None
        if scope_start:
            column = 0
        index = self.files.setdefault(filename, len(self.files) + 1)
        if (index, line, column) == self.current:
            return None
        self.current = (index, line, column)
        return f"\t.loc\t{index} {line} {column}"

    def end_scope(self) -> None:
        """Nothing carries over between functions: each starts without a line in effect."""
        self.current = None
        self.previous = None

    def file_directives(self) -> list[str]:
        # A control character (a NUL from a damaged input) would end ptxas's string: no file
        # name has one, so it becomes '?'.
        quoted = {
            name: re.sub(r"[\x00-\x1f\x7f]", "?", name.replace("\\", "\\\\").replace('"', '\\"'))
            for name in self.files
        }
        return [f'.file\t{index} "{quoted[name]}"' for name, index in self.files.items()]


def _reg_class(value: SSAValue) -> str:
    # Every ptx value is a register (the dialect's verifier says so); this runs per value, so
    # without `typing.cast`'s call.
    return value.type.kind.data  # type: ignore[attr-defined]  # pyright: ignore[reportAttributeAccessIssue]


@dataclass
class _FunctionPrinter:
    func: ptx.FuncOp
    index: int
    lines: _LineTable = field(default_factory=_LineTable)
    out: list[str] = field(default_factory=list)
    names: dict[SSAValue, str] = field(default_factory=dict)
    counts: dict[str, int] = field(default_factory=dict)
    frame_registers: list[str] = field(default_factory=list)
    block_numbers: dict[Block, int] = field(default_factory=dict)

    def fresh(self, cls: str) -> str:
        count = self.counts[cls] = self.counts.get(cls, 0) + 1
        return f"{ptx.REGISTER_PREFIX[cls]}{count}"

    def name(self, value: SSAValue) -> str:
        if (name := self.names.get(value)) is None:
            name = self.names[value] = self.fresh(_reg_class(value))
        return name

    def label(self, block: Block) -> str:
        return f"$L__BB{self.index}_{self.block_numbers[block]}"

    def emit(self, text: str) -> None:
        self.out.append(f"\t{text};")

    def print_body(self) -> list[str]:
        blocks = list(self.func.body.blocks)
        self.block_numbers = {block: number for number, block in enumerate(blocks)}
        # Values a branch passes live in the register of the block argument they feed.
        edge_values: dict[SSAValue, SSAValue] = {}
        for block in blocks:
            branch = block.last_op
            if isinstance(branch, ptx.BraOp) and branch.args:
                if branch.coalesced is None:
                    raise DiagnosticException(
                        "-t ptx prints block arguments as registers: run ptx-lower-block-args "
                        "(convert-llvm-to-ptx does) before printing"
                    )
                for value, arg in zip(branch.args, branch.successor.args, strict=True):
                    if value is not arg:
                        edge_values[value] = arg
        # Name values in program order so numbering follows the text, like LLVM's.
        for block in blocks:
            for arg in block.args:
                self.name(arg)
            for op in block.ops:
                # Exact types: op classes are final, and this runs for every op.
                if type(op) is ptx.LocalDepotOp:
                    self.names[op.spl], self.names[op.sp] = "%SPL", "%SP"
                    self.frame_registers = ["%SP"] if op.sp.uses else []
                    self.frame_registers.append("%SPL")
                    continue
                if type(op) is ptx.AsmOp:
                    # A tied result lives in its operand's register (the operand dies here).
                    for out, operand in op.tied_operands():
                        self.names[op.outs[out]] = self.name(op.ins[operand])
                for res in op.results:
                    if not edge_values or res not in edge_values:
                        self.name(res)
        for value, target in edge_values.items():
            self.names[value] = self.names[target]
        if (directive := self.lines.directive(self.func, scope_start=True)) is not None:
            self.out.append(directive)
        jumped_to = _jump_targets(blocks)
        for position, block in enumerate(blocks):
            if block in jumped_to:
                self.out.append(f"{self.label(block)}:")
            following = blocks[position + 1] if position + 1 < len(blocks) else None
            for op in block.ops:
                self.print_op(op, following)
        return self.out

    def print_op(self, op: Operation, following: Block | None) -> None:
        # The location of the op before (what `directive` answers first), without its call.
        lines = self.lines
        if op.location is not lines.previous and (directive := lines.directive(op)) is not None:
            self.out.append(directive)
        if (print_kind := _OP_PRINTERS.get(type(op))) is None:
            print_kind = _OP_PRINTERS[type(op)] = _op_printer(op)
        print_kind(self, op, following)

    def print_instruction(self, op: ptx.InstructionOp, following: Block | None) -> None:
        self.out.append(f"\t{op.assembly_line(self.names)};")

    def print_text(self, op: ptx.InstOp, following: Block | None) -> None:
        self.out.append(f"\t{op.render(self.names)};")

    def print_asm(self, op: ptx.AsmOp, following: Block | None) -> None:
        # LLVM's inline-asm markers; the body keeps its own statements and `;`s.
        self.out.append("\t// begin inline asm")
        self.out.append("\t{")
        self.out.extend(f"\t{line.strip()}" for line in op.render(self.names).splitlines() if line.strip())
        self.out.append("\t}")
        self.out.append("\t// end inline asm")

    def print_bra(self, op: ptx.BraOp, following: Block | None) -> None:
        if op.successor is not following:
            self.emit(f"bra.uni \t{self.label(op.successor)}")

    def print_cbra(self, op: ptx.CBraOp, following: Block | None) -> None:
        cond = self.names[op.cond]
        if op.then_block is following:
            self.emit(f"@!{cond} bra \t{self.label(op.else_block)}")
        else:
            self.emit(f"@{cond} bra \t{self.label(op.then_block)}")
            if op.else_block is not following:
                self.emit(f"bra.uni \t{self.label(op.else_block)}")

    def print_ret(self, op: ptx.RetOp, following: Block | None) -> None:
        self.emit("ret")

    def print_trap(self, op: ptx.TrapOp, following: Block | None) -> None:
        self.emit("trap")

    def print_callseq_start(self, op: ptx.CallSeqStartOp, following: Block | None) -> None:
        self.out.append(f"\t{{ // callseq {op.callseq_id.data}, 0")

    def print_callseq_end(self, op: ptx.CallSeqEndOp, following: Block | None) -> None:
        self.out.append(f"\t}} // callseq {op.callseq_id.data}")

    def print_param(self, op: ptx.DeclareParamOp | ptx.DeclareRetParamOp, following: Block | None) -> None:
        self.emit(op.param.ptx())

    def print_local_depot(self, op: ptx.LocalDepotOp, following: Block | None) -> None:
        self.emit(f"mov.b64 \t%SPL, {op.depot.data}")
        if op.sp.uses:
            self.emit("cvta.local.u64 \t%SP, %SPL")

    def print_call(self, op: ptx.CallOp, following: Block | None = None) -> None:
        ret = f"({op.result.data}), " if op.result is not None else ""
        args = ", ".join(a.data for a in op.args.data)
        if op.target is not None:
            assert op.prototype_id is not None and op.prototype_params is not None
            proto = f"prototype_{op.prototype_id.data}"
            rets = op.prototype_returns.data if op.prototype_returns is not None else ()
            ret_decl = f"({', '.join(p.ptx('_') for p in rets)}) " if rets else ""
            params = ", ".join(p.ptx("_") for p in op.prototype_params.data)
            self.out.append(f"\t{proto} : .callprototype {ret_decl}_ ({params});")
            self.emit(f"call {ret}{self.names[op.target]}, ({args}), {proto}")
        else:
            assert op.callee is not None
            opcode = "call.uni" if op.uni is not None else "call"
            self.emit(f"{opcode} {ret}{op.callee.string_value()}, ({args})")

    def reg_decls(self) -> list[str]:
        return [f"\t.reg .b64 \t{name};" for name in self.frame_registers] + [
            f"\t.reg .{cls} \t{ptx.REGISTER_PREFIX[cls]}<{self.counts[cls] + 1}>;"
            for cls in _REG_ORDER
            if self.counts.get(cls)
        ]


_OpPrinter = Callable[[_FunctionPrinter, Any, Block | None], None]
# How each op class prints, looked up by the op's exact class (found once per class).
_OP_PRINTERS: dict[type[Operation], _OpPrinter] = {}
_PRINTER_OF: tuple[tuple[type[Operation] | tuple[type[Operation], ...], _OpPrinter], ...] = (
    (ptx.InstructionOp, _FunctionPrinter.print_instruction),
    (ptx.InstOp, _FunctionPrinter.print_text),
    (ptx.AsmOp, _FunctionPrinter.print_asm),
    (ptx.BraOp, _FunctionPrinter.print_bra),
    (ptx.CBraOp, _FunctionPrinter.print_cbra),
    (ptx.RetOp, _FunctionPrinter.print_ret),
    (ptx.TrapOp, _FunctionPrinter.print_trap),
    (ptx.CallSeqStartOp, _FunctionPrinter.print_callseq_start),
    (ptx.CallSeqEndOp, _FunctionPrinter.print_callseq_end),
    ((ptx.DeclareParamOp, ptx.DeclareRetParamOp), _FunctionPrinter.print_param),
    (ptx.CallOp, _FunctionPrinter.print_call),
    (ptx.LocalDepotOp, _FunctionPrinter.print_local_depot),
)


def _op_printer(op: Operation) -> _OpPrinter:
    for kind, printer in _PRINTER_OF:
        if isinstance(op, kind):
            return printer
    raise DiagnosticException(f"cannot print '{op.name}' as PTX")


def _jump_targets(blocks: list[Block]) -> set[Block]:
    """The blocks a branch jumps to, given the layout (a branch to the next block falls through)."""
    targets: set[Block] = set()
    for position, block in enumerate(blocks):
        following = blocks[position + 1] if position + 1 < len(blocks) else None
        branch = block.last_op
        if isinstance(branch, ptx.BraOp):
            if branch.successor is not following:
                targets.add(branch.successor)
        elif isinstance(branch, ptx.CBraOp):
            if branch.then_block is following:
                targets.add(branch.else_block)
            else:
                targets.add(branch.then_block)
                if branch.else_block is not following:
                    targets.add(branch.else_block)
    return targets


def _signature(func: ptx.FuncOp) -> str:
    """`.visible .entry k(...)` / `.func (.param .b32 func_retval0) f(...)` without the body."""
    linkage = {"visible": ".visible ", "extern": ".extern ", "weak": ".weak ", "internal": ""}[func.linkage.data]
    head = f"{linkage}.{func.kind.data} "
    if func.returns.data:
        head += f"({', '.join(p.ptx() for p in func.returns.data)}) "
    head += func.sym_name.data
    if func.params.data:
        params = ",\n".join(f"\t{p.ptx()}" for p in func.params.data)
        head += f"(\n{params}\n)"
    else:
        head += "()"
    return head


def _directives(func: ptx.FuncOp) -> list[str]:
    # LLVM's order: .reqntid, .maxntid, .minnctapersm, .maxnreg, then the cluster directives.
    lines: list[str] = []
    if func.reqntid is not None:
        lines.append(".reqntid " + ", ".join(str(v) for v in func.reqntid.get_values()))
    if func.maxntid is not None:
        lines.append(".maxntid " + ", ".join(str(v) for v in func.maxntid.get_values()))
    if func.minnctapersm is not None:
        lines.append(f".minnctapersm {func.minnctapersm.value.data}")
    if func.maxnreg is not None:
        lines.append(f".maxnreg {func.maxnreg.value.data}")
    if func.reqnctapercluster is not None:
        lines.append(".reqnctapercluster " + ", ".join(str(v) for v in func.reqnctapercluster.get_values()))
    if func.blocksareclusters is not None:
        lines.append(".blocksareclusters")
    if func.maxclusterrank is not None:
        lines.append(f".maxclusterrank {func.maxclusterrank.value.data}")
    return lines


def _global_decl(op: ptx.GlobalOp) -> str:
    linkage = {"visible": ".visible ", "extern": ".extern ", "weak": ".weak ", "internal": ""}[op.linkage.data]
    text = f"{linkage}.{op.space.data} .align {op.align.data} .{op.elem.data} {op.sym_name.data}"
    if op.size is not None:
        text += f"[{op.size.data}]" if op.size.data else "[]"
    if op.init is not None:
        values = [str(v.data) for v in op.init.data]
        text += " = {" + ", ".join(values) + "}" if op.size is not None else f" = {values[0]}"
    return text + ";"


def _defined_name(op: ptx.FuncOp | ptx.VerbatimOp) -> str:
    return op.symbol.data if isinstance(op, ptx.VerbatimOp) else op.sym_name.data


def _referenced_symbols(func: ptx.FuncOp | ptx.VerbatimOp) -> set[str]:
    if isinstance(func, ptx.VerbatimOp):
        return set(_SYMBOL.findall(func.text.data))
    refs: set[str] = set()
    # Optional properties read from the dict, not through their accessors: this runs per op.
    for op in func.body.walk():
        if isinstance(op, ptx.CallOp) and op.callee is not None:
            refs.add(op.callee.string_value())
        elif isinstance(op, ptx.InstOp):
            refs.update(_SYMBOL.findall(op.text.data))
        elif isinstance(op, ptx.MemoryAccessOp) and (symbol := op.properties.get("symbol")) is not None:
            refs.add(symbol.data)  # type: ignore[attr-defined]
        if isinstance(op, ptx.SourcesOp) and (imms := op.properties.get("imms")) is not None:
            refs.update(imm.text.data for imm in imms.data)  # type: ignore[attr-defined]
    return refs


def print_ptx_module(module: ptx.ModuleOp, output: IO[str], target: str | None, version: str | None) -> None:
    target = target if target is not None else module.target.data
    version = version if version is not None else module.version.data
    lines = [
        "//",
        "// Generated by nvvm-xdsl",
        "//",
        "",
        f".version {version}",
        f".target {target}",
        ".address_size 64",
        "",
    ]
    header_end = len(lines)
    ops = list(module.body.block.ops)
    # Function definitions, ours and those carried as PTX text (ptx.verbatim with a prototype).
    funcs: list[ptx.FuncOp | ptx.VerbatimOp] = [
        op
        for op in ops
        if (isinstance(op, ptx.FuncOp) and not op.is_declaration)
        or (isinstance(op, ptx.VerbatimOp) and op.is_function)
    ]
    # PTX needs a function declared before a call or a global's initializer (a table of
    # function pointers) names it: declare those defined later.
    defined_later = {_defined_name(f): f for f in funcs}
    seen: set[str] = set()
    forward: list[ptx.FuncOp | ptx.VerbatimOp] = []
    users = [
        op for op in ops
        if isinstance(op, ptx.FuncOp | ptx.VerbatimOp | ptx.GlobalOp)
        and (op in funcs or (isinstance(op, ptx.GlobalOp) and op.init is not None))
    ]
    for func in users:
        if not isinstance(func, ptx.GlobalOp):
            seen.add(_defined_name(func))
        if len(seen) == len(defined_later):
            break  # every definition is behind us (always so with one function): none to declare
        # (Looked for only now: listing a big function's symbols is a walk of all its ops.)
        if isinstance(func, ptx.GlobalOp):
            assert func.init is not None
            refs = {name for value in func.init.data for name in _SYMBOL.findall(str(value.data))}
        else:
            refs = _referenced_symbols(func)
        for ref in sorted(refs):
            if ref in defined_later and ref not in seen and defined_later[ref] not in forward:
                forward.append(defined_later[ref])
    for func in forward:
        if isinstance(func, ptx.VerbatimOp):
            assert func.declaration is not None
            lines += [func.declaration.data + ";", ""]
        else:
            lines += [_signature(func) + ";", ""]
    index = 0
    line_table = _LineTable()
    for op in ops:
        if isinstance(op, ptx.VerbatimOp):
            lines += [op.text.data, ""]
        elif isinstance(op, ptx.GlobalOp):
            lines += [_global_decl(op), ""]
        elif isinstance(op, ptx.FuncOp) and op.is_declaration:
            lines += [_signature(op) + ";", ""]
        elif isinstance(op, ptx.FuncOp):
            printer = _FunctionPrinter(op, index, line_table)
            index += 1
            body = printer.print_body()
            lines.append(_signature(op))
            lines += _directives(op)
            lines.append("{")
            if op.depot_name is not None and op.depot_size is not None and op.depot_align is not None:
                lines.append(
                    f"\t.local .align {op.depot_align.value.data} .b8 \t"
                    f"{op.depot_name.data}[{op.depot_size.value.data}];"
                )
            lines += printer.reg_decls()
            lines.append("")
            lines += body
            lines += ["}", ""]
            line_table.end_scope()
    if line_table.files:
        lines[header_end:header_end] = [*line_table.file_directives(), ""]
    output.write("\n".join(lines) + "\n")


@dataclass(frozen=True)
class PTXTarget(Target):
    """`xdsl-opt -t 'ptx{sm=90 ptx-version="8.0"}'`; options default to the ptx.module's."""

    name = "ptx"
    sm: int | str | None = None
    """Overrides the module's target: `90`, `90a`, `sm_100f`."""
    ptx_version: str | None = None

    def emit(self, ctx: Context, module: ModuleOp, output: IO[str]) -> None:
        printed = self.ptx_modules(module)
        for index, (name, text) in enumerate(printed):
            if len(printed) > 1 and name is not None:
                # One PTX module per gpu.module; each part between these lines assembles alone.
                if index:
                    output.write("\n")
                output.write(f"{GPU_MODULE_SEPARATOR}{name}\n")
            output.write(text)

    def ptx_modules(self, module: ModuleOp) -> list[tuple[str | None, str]]:
        """The PTX text of each ptx.module, with the name of the gpu.module holding it (None
        without gpu.modules): each assembles alone (`nvvm-opt -t cubin`, `-o DIR`)."""
        device_modules = gpu_modules(module)
        named: list[tuple[str | None, Iterable[Operation]]]
        if device_modules:
            # Device code lives in the gpu.modules; host code beside them is not ours to print.
            named = [(g.sym_name.data, g.body.block.ops) for g in device_modules]
        else:
            # Ops beside top-level device code (launch metadata, host code) are not PTX.
            named = [(None, [op for op in module.ops if not beside_device_code(op)])]
        printed: list[tuple[str | None, ptx.ModuleOp]] = []
        for name, ops in named:
            ptx_modules = [op for op in ops if isinstance(op, ptx.ModuleOp)]
            others = [op for op in ops if not isinstance(op, ptx.ModuleOp)]
            if not ptx_modules or others:
                culprit = others[0].name if others else "an empty module"
                where = f"gpu.module @{name} holds" if name is not None else "the input holds"
                raise DiagnosticException(
                    f"-t ptx prints the ptx dialect, but {where} {culprit}: "
                    "run convert-llvm-to-ptx (or lower-to-ptx) first"
                )
            printed += [(name, ptx_module) for ptx_module in ptx_modules]
        try:
            target = None if self.sm is None else CompilationTarget.parse(self.sm).name
        except ValueError as error:
            raise DiagnosticException(f"-t ptx: {error}") from None
        texts: list[tuple[str | None, str]] = []
        for name, ptx_module in printed:
            text = StringIO()
            print_ptx_module(ptx_module, text, target, self.ptx_version)
            texts.append((name, text.getvalue()))
        return texts
