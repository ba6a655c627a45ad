"""PTX line info: source locations the input states (`loc(...)`) become `.file`/`.loc`.

The kernel below gives each source op a distinct line and a distinct PTX opcode, so the PTX
can be read back: every `.loc` must be the source line of the instruction it precedes, and
every instruction selected from a located op must run under its op's line. Input without
locations (and the same input with line info turned off) must print exactly the PTX it
printed before line info existed: the located PTX minus its `.file`/`.loc` lines.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from nvvm_xdsl_testing.cuda_tools import find_tool, has_tool, ptxas

KERNEL = """\
#mul_site = loc("/src/kern.py":12:5)
llvm.func @k(%p: !llvm.ptr, %a: i32, %n: i32) attributes {nvvm.kernel} {
  %c3 = llvm.mlir.constant(3 : i32) : i32 loc("/src/kern.py":10:1)
  %one = llvm.mlir.constant(1 : i32) : i32 loc("/src/kern.py":10:1)
  %zero = llvm.mlir.constant(0 : i32) : i32 loc("/src/kern.py":10:1)
  llvm.br ^loop(%zero, %a : i32, i32) loc("/src/kern.py":11:3)
^loop(%i: i32, %acc: i32):
  %m = llvm.mul %acc, %c3 : i32 loc(#mul_site)
  %s = llvm.add %m, %i : i32 loc(callsite("/src/helper.py":40:9 at "/src/kern.py":13:1))
  %x = llvm.xor %s, %a : i32 loc(fused["/src/kern.py":14:2, "/src/kern.py":99:1])
  %next = llvm.add %i, %one : i32 loc("/src/kern.py":11:3)
  %more = llvm.icmp "slt" %next, %n : i32 loc("/src/kern.py":11:20)
  llvm.cond_br %more, ^loop(%next, %x : i32, i32), ^done loc("/src/kern.py":11:20)
^done:
  llvm.store %x, %p : i32, !llvm.ptr loc("stored"("/src/kern.py":15:7))
  llvm.return loc("/src/kern.py":16:1)
} loc("/src/kern.py":9:1)
"""

# The instruction each located op becomes -> the (file, line, column) it must run under.
EXPECTED = {
    "mul.lo.s32": ("/src/kern.py", 12, 5),
    "add.s32": None,  # two ops: the helper's add (helper.py:40) and the loop counter (line 11)
    "xor.b32": ("/src/kern.py", 14, 2),
    "setp.lt.s32": ("/src/kern.py", 11, 20),
    "st.global.b32": ("/src/kern.py", 15, 7),
    "ret": ("/src/kern.py", 16, 1),
    # Parameter loads belong to no op: they run under the function's own line, at column 0.
    "ld.param.b64": ("/src/kern.py", 9, 0),
}
SOURCE_LINES = {("/src/kern.py", n) for n in (9, 10, 11, 12, 13, 14, 15, 16)} | {("/src/helper.py", 40)}

_LOC = re.compile(r"^\s*\.loc\s+(\d+)\s+(\d+)\s+(\d+)\s*$")
_FILE = re.compile(r'^\s*\.file\s+(\d+)\s+"(.*)"\s*$')


def without_locations(text: str) -> str:
    return re.sub(r"\s*loc\((?:[^()]|\([^()]*\))*\)", "", re.sub(r"^#\w+ = .*\n", "", text, flags=re.M))


def strip_line_info(ptx: str) -> str:
    """The PTX without its `.file` block (and the blank line after it) and `.loc` lines."""
    text = re.sub(r'(?m)^(\.file\t\d+ ".*"\n)+\n', "", ptx)
    return "".join(line for line in text.splitlines(keepends=True) if not _LOC.match(line))


def line_table(ptx: str) -> list[tuple[tuple[str, int, int] | None, str]]:
    """Each instruction of the PTX with the `.loc` in effect for it (None before the first)."""
    files = {m.group(1): m.group(2) for m in map(_FILE.match, ptx.splitlines()) if m}
    current: tuple[str, int, int] | None = None
    table = []
    for line in ptx.splitlines():
        if m := _LOC.match(line):
            current = (files[m.group(1)], int(m.group(2)), int(m.group(3)))
        elif line.startswith("\t") and line.rstrip().endswith(";") and not line.lstrip().startswith("."):
            table.append((current, line.split()[0].rstrip(";")))
        elif line.startswith("}"):
            current = None
    return table


def compile_with(tool: str, path: Path, *extra: str) -> str:
    if tool == "nvvm-opt":
        argv = [sys.executable, "-m", "nvvm_xdsl.nvvm_opt", str(path), *extra]
    else:
        argv = [sys.executable, "-m", "xdsl.tools.xdsl_opt", str(path), "-p", f"lower-to-ptx{{{' '.join(extra)}}}" if extra else "lower-to-ptx", "-t", "ptx"]
    proc = subprocess.run(argv, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


@pytest.fixture(scope="module")
def kernel_files(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    root = tmp_path_factory.mktemp("line_info")
    located, plain = root / "located.mlir", root / "plain.mlir"
    located.write_text(KERNEL)
    plain.write_text(without_locations(KERNEL))
    assert "loc(" not in plain.read_text()
    return located, plain


@pytest.fixture(scope="module", params=["nvvm-opt", "xdsl-opt"])
def located_ptx(request: pytest.FixtureRequest, kernel_files: tuple[Path, Path]) -> str:
    return compile_with(request.param, kernel_files[0])


def test_each_loc_is_the_source_line_of_the_instruction_it_precedes(located_ptx: str):
    table = line_table(located_ptx)
    seen = set()
    for position, opcode in table:
        if opcode in EXPECTED and EXPECTED[opcode] is not None:
            assert position == EXPECTED[opcode], (opcode, position, located_ptx)
            seen.add(opcode)
        if opcode == "add.s32":
            assert position in {("/src/helper.py", 40, 9), ("/src/kern.py", 11, 3)}, located_ptx
            seen.add(opcode)
    assert seen == set(EXPECTED), located_ptx
    # Both adds are there, each under its own op's line.
    adds = {position for position, opcode in table if opcode == "add.s32"}
    assert adds == {("/src/helper.py", 40, 9), ("/src/kern.py", 11, 3)}, located_ptx


def test_loc_only_where_the_location_changes(located_ptx: str):
    locs = [line for line in located_ptx.splitlines() if _LOC.match(line)]
    lines = located_ptx.splitlines()
    for index, line in enumerate(lines):
        if _LOC.match(line):
            # A .loc is followed by an instruction, never by another directive or a label.
            assert not _LOC.match(lines[index + 1]) and not lines[index + 1].startswith("$"), located_ptx
    assert locs, located_ptx
    files = [line for line in located_ptx.splitlines() if line.startswith(".file")]
    assert files == ['.file\t1 "/src/kern.py"', '.file\t2 "/src/helper.py"'], located_ptx
    # The `.file` block follows the module header, before any declaration.
    header_end = located_ptx.index(".address_size 64\n") + len(".address_size 64\n\n")
    assert located_ptx[header_end:].startswith(files[0]), located_ptx


def test_without_locations_the_ptx_is_unchanged(kernel_files: tuple[Path, Path], located_ptx: str):
    located, plain = kernel_files
    plain_ptx = compile_with("nvvm-opt", plain)
    # nvvm-opt locates ops in the .mlir file for its diagnostics: none of that is line info.
    assert not any(_LOC.match(line) or _FILE.match(line) for line in plain_ptx.splitlines())
    assert strip_line_info(located_ptx) == plain_ptx
    assert compile_with("nvvm-opt", located, "--no-line-info") == plain_ptx
    assert compile_with("xdsl-opt", located, "line-info=false") == plain_ptx


@pytest.mark.skipif(not has_tool("ptxas"), reason="needs ptxas")
@pytest.mark.parametrize("flags", [[], ["-lineinfo"]], ids=["plain", "lineinfo"])
def test_ptxas_accepts(located_ptx: str, flags: list[str]):
    ptxas(located_ptx, extra_args=flags).check()


@pytest.mark.skipif(not (has_tool("ptxas") and has_tool("nvdisasm")), reason="needs ptxas and nvdisasm")
def test_cubin_line_table_shows_the_source_lines(located_ptx: str, tmp_path: Path):
    cubin = ptxas(located_ptx, extra_args=["-lineinfo"]).check().cubin
    assert cubin is not None
    path = tmp_path / "k.cubin"
    path.write_bytes(cubin)
    proc = subprocess.run([find_tool("nvdisasm"), "--print-line-info", str(path)], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    shown = {(m.group(1), int(m.group(2))) for m in re.finditer(r'//## File "([^"]+)", line (\d+)', proc.stdout)}
    # ptxas schedules and fuses instructions, so not every line survives as its own SASS
    # instruction; those that are shown must be the source's, and the memory access keeps its own.
    assert shown and shown <= SOURCE_LINES, proc.stdout
    assert ("/src/kern.py", 15) in shown, proc.stdout


def test_lines_agree_with_llvm(located_ptx: str):
    """Differential: the same kernel through the project's LLVM IR exporter with `!dbg` and
    LLVM's NVPTX backend. LLVM fuses and reorders instructions (the mul and the helper's add
    become one mad), so the comparison covers the instructions both backends select alike:
    each line LLVM gives such an instruction, ours gives it too."""
    pytest.importorskip("llvmlite")
    from nvvm_xdsl_testing.llvm_oracle import llvm_ptx
    from nvvm_xdsl_testing.mlir_to_llvm_ir import mlir_to_llvm_ir

    reference = llvm_ptx(mlir_to_llvm_ir(KERNEL, debug_info=True))
    compared = {"xor.b32", "add.s32", "setp.lt.s32", "st.global.b32", "ret", "ld.param.b32", "ld.param.b64"}

    def positions(ptx: str) -> dict[str, set[tuple[str, int, int] | None]]:
        found: dict[str, set[tuple[str, int, int] | None]] = {}
        for position, opcode in line_table(ptx):
            if opcode in compared:
                found.setdefault(opcode, set()).add(position)
        return found

    theirs, ours = positions(reference), positions(located_ptx)
    assert len(theirs) >= 6, reference
    for opcode, where in theirs.items():
        assert where <= ours.get(opcode, set()), (opcode, where, ours.get(opcode), reference, located_ptx)


# -- the whole corpus, every op located ------------------------------------------------------
#
# Each corpus kernel, with every op given a source location (its own line in the .mlir file,
# under another file name): the PTX must be the location-free PTX plus line info, with every
# `.loc` naming a line that holds an op, and ptxas must accept it with -lineinfo.

CORPUS = Path(__file__).parent / "corpus"
CORPUS_FAILURES = {"aggregate_freeze", "generic_form_overflow_flags"}  # test_corpus.KNOWN_FAILURES


def _compile_in_process(name: str, locate: bool) -> str:
    from io import StringIO

    from xdsl.context import Context
    from xdsl.dialects.builtin import FileLineColLoc, IntAttr, StringAttr
    from xdsl.universe import Universe

    from nvvm_xdsl.backend.ptx_printer import PTXTarget
    from nvvm_xdsl.diagnostics import location_of
    from nvvm_xdsl.nvvm_opt import LocatingParser
    from nvvm_xdsl.transforms.lower_to_ptx import LowerToPTXPass

    ctx = Context()
    for dialect, factory in Universe.get_multiverse().all_dialects.items():
        ctx.register_dialect(dialect, factory)
    path = CORPUS / f"{name}.mlir"
    module = LocatingParser(ctx, path.read_text(), str(path)).parse_module()
    if locate:
        source = StringAttr(f"/src/{name}.py")
        for op in module.walk():
            where = location_of(op)  # where the parser found it (None: the implicit module)
            if where is None:
                continue
            op.location = FileLineColLoc(source, IntAttr(where.line.data), IntAttr(where.column.data))
    LowerToPTXPass().apply(ctx, module)
    out = StringIO()
    PTXTarget().emit(ctx, module, out)
    return out.getvalue()


@pytest.mark.parametrize("name", sorted(p.stem for p in CORPUS.glob("*.mlir") if p.stem not in CORPUS_FAILURES))
def test_corpus_with_every_op_located(name: str):
    plain = _compile_in_process(name, locate=False)
    if "loc(" not in (CORPUS / f"{name}.mlir").read_text():
        # nvvm-opt's parser positions are for diagnostics: no line info from them.
        assert not any(_LOC.match(line) or _FILE.match(line) for line in plain.splitlines()), plain
    located = _compile_in_process(name, locate=True)
    assert strip_line_info(located) == strip_line_info(plain)  # (one file states locations itself)
    text_lines = (CORPUS / f"{name}.mlir").read_text().splitlines()
    locs = [_LOC.match(line) for line in located.splitlines()]
    for m in filter(None, locs):
        source_line = text_lines[int(m.group(2)) - 1].strip()
        assert source_line and not source_line.startswith("//"), (m.group(0), source_line)
    if any(op in plain for op in ("\tld.", "\tst.", "\tadd", "\tmul", "\tcall")):
        assert any(locs), located
    if has_tool("ptxas"):
        ptxas(located, extra_args=["-lineinfo", *(["-c"] if ".extern .func" in located else [])]).check()
