"""Mutation fuzzer (issue #29): mutants of every corpus input through both command-line routes,
each outcome classified, defects shrunk to a few lines.

    python tools/fuzz.py --count 1000 --seed 1 --out /tmp/fuzz      # 1,000 mutants, both routes
    python tools/fuzz.py --seed 1 --only 417 --keep /tmp/m417.mlir     # one mutant again
    python tools/fuzz.py --shrink /tmp/fuzz/defect-0417-nvvm-opt.mlir --route nvvm-opt

Inputs (`--corpus mlir`): `tests/corpus`, `tests/producers/**/*.mlir`, `tests/xdsl_programs`,
`examples` (each with the target its tests use); `--corpus ll`: the producers' LLVM IR captures
(`tests/producers/{numba,clang,llvm_nvptx}/*.ll`, each with its reference PTX's target), text
mutants only, through the LLVM IR frontend on both routes; `--corpus all` (default): both (the
seeds before 56 were run over `mlir`). A mutant is one edit of one input, chosen by a generator
seeded with (seed, index), so `--seed S --corpus C --only I` rebuilds mutant I exactly:
* text edits: a byte replaced (0xFF, NUL, punctuation), a token replaced by another of the file's
  or two swapped, a number replaced by an edge value (0, -1, 3, 2^31, -2^31, 2^63, 2^64, 1e40,
  NaN, a huge hexadecimal), a line deleted or duplicated, an attribute's value or an enum keyword
  (orderings, sync scopes, address spaces, types) changed, an alignment added;
* IR edits: the input parsed, one op's property/attribute, operand or result type changed (or
  two operands swapped, or an attribute dropped), printed back.

Routes: `nvvm-opt FILE -o OUT [flags]` and stock `xdsl-opt FILE -p lower-to-ptx{sm=..} -t ptx`.
By default both run in a child forked from this process after a warm-up (the imports are paid
once; the child's exit status, stdout and stderr are the program's, an uncaught exception going
through `sys.excepthook` as the interpreter does it); `--subprocess` starts the real commands.

Outcomes: `located` (exit 1, one `file:line:col: error: message` line, no output), `ptx` (exit
0, located warnings at most, PTX ptxas assembles) or `asm-rejected` (ptxas rejects only a line of
the input's own inline asm, which is passed through as LLVM passes it); anything else is a defect: `traceback`, `ice` (internal compiler error),
`unlocated`, `exception-name` (a Python exception's name in the message), `multi-line`,
`bad-exit`, `ptxas` (PTX ptxas rejects), `hang` (over --timeout), `half-written` (output despite
an error), `disagree` (the routes' results differ). A defect's class key (kind and the message
without numbers and names) is what the shrinker keeps while it deletes lines (delta debugging).
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import hashlib
import io
import json
import os
import random
import re
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# The test oracles (nvvm_xdsl_testing/) live beside the package, not in it: run from any directory.
sys.path.insert(0, str(ROOT))

from nvvm_xdsl_testing.example_flags import example_flags  # noqa: E402

ROUTES = ("nvvm-opt", "xdsl-opt")

# -- inputs --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Seed:
    """A corpus input and the nvvm-opt flags its tests compile it with."""

    path: Path
    flags: tuple[str, ...]


def _producer_flags(path: Path) -> tuple[str, ...]:
    # NAME.json describes NAME.mlir and its printing variants (NAME.debug.mlir, NAME.generic.mlir).
    stem = path.name.removesuffix(".mlir").removesuffix(".debug").removesuffix(".generic")
    meta = path.parent / f"{stem}.json"
    if not meta.exists():
        return ()
    target = json.loads(meta.read_text()).get("target")
    arch = target.get("ptx_target") if isinstance(target, dict) else target
    return ("--sm", str(arch).removeprefix("sm_")) if arch else ()


def corpus() -> list[Seed]:
    """The MLIR inputs."""
    seeds = [Seed(p, ()) for p in sorted((ROOT / "tests" / "corpus").glob("*.mlir"))]
    seeds += [Seed(p, _producer_flags(p)) for p in sorted((ROOT / "tests" / "producers").glob("**/*.mlir"))]
    seeds += [Seed(p, ()) for p in sorted((ROOT / "tests" / "xdsl_programs").glob("*.mlir"))]
    seeds += [Seed(p, tuple(example_flags(p))) for p in sorted((ROOT / "examples").glob("*.mlir"))]
    return seeds


# Captures whose own reference PTX ptxas rejects too (tests/test_llvm_ir_frontend.py says why).
_LL_PTXAS_REJECTED = {"llvm_nvptx/byval-const-global.ll", "llvm_nvptx/tcgen05-commit.ll"}


def _ll_flags(path: Path) -> tuple[str, ...]:
    """The target (and, for LLVM's own tests, the PTX version) of the capture's reference PTX,
    as tests/test_llvm_ir_frontend.py compiles it."""
    stem = path.name.removesuffix(".ll")
    for suffix in (".libnvvm.ptx", ".clang.ptx", ".llc.ptx"):
        reference = path.parent / (stem + suffix)
        if reference.exists():
            text = reference.read_text()
            target = re.search(r"^\.target\s+sm_(\w+)", text, re.MULTILINE)
            flags = ("--sm", target.group(1) if target else "80")
            version = re.search(r"^\.version\s+(\d+\.\d+)", text, re.MULTILINE)
            if version and path.parent.name == "llvm_nvptx":
                flags += ("--ptx-version", version.group(1))
            return flags
    return ("--sm", "80")


def ll_corpus() -> list[Seed]:
    """The LLVM IR inputs (the producers' captures: numba, clang, LLVM's NVPTX tests)."""
    seeds = []
    for producer in ("numba", "clang", "llvm_nvptx"):
        for path in sorted((ROOT / "tests" / "producers" / producer).glob("*.ll")):
            if f"{producer}/{path.name}" not in _LL_PTXAS_REJECTED:
                seeds.append(Seed(path, _ll_flags(path)))
    return seeds


CORPORA: dict[str, Callable[[], list[Seed]]] = {
    "mlir": corpus,
    "ll": ll_corpus,
    "all": lambda: corpus() + ll_corpus(),
}


# -- mutations -----------------------------------------------------------------------------------

EDGE_NUMBERS = (
    "0", "-1", "3", "2147483648", "-2147483648", "9223372036854775808", "18446744073709551616",
    "1.0e40", "0x7FC00000", "0xFFFFFFFFFFFFFFFFFFFF", "4294967296", "-9223372036854775809",
)
_NUMBER = re.compile(r"(?<![\w%@#^.])-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?(?![\w.])")
_TOKEN = re.compile(r"%[\w.$#-]+|\^[\w.$-]+|@[\w.$-]+|!?[A-Za-z_][\w.$]*|-?\d+(?:\.\d+)?|\"[^\"]*\"|\S")
_ATTR_ENTRY = re.compile(r"\b([A-Za-z_][\w.]*) = ([^,{}<>()\[\]]+)")
_KEYWORD_SETS = (
    ("monotonic", "acquire", "release", "acq_rel", "seq_cst", "unordered"),
    ('syncscope("block")', 'syncscope("cluster")', 'syncscope("device")', 'syncscope("weird")'),
    ("!llvm.ptr<1>", "!llvm.ptr<3>", "!llvm.ptr<4>", "!llvm.ptr<5>", "!llvm.ptr<7>", "!llvm.ptr<101>", "!llvm.ptr<99>"),
    ("i1", "i8", "i16", "i32", "i64", "i128", "f16", "bf16", "f32", "f64"),
    ("llvm.add", "llvm.sub", "llvm.mul", "llvm.sdiv", "llvm.urem", "llvm.shl", "llvm.and"),
    ("llvm.fadd", "llvm.fmul", "llvm.fdiv", "llvm.frem"),
    ("nvvm.kernel", "nvvm.kernelx"),
)
_LL_KEYWORD_SETS = (
    ("monotonic", "acquire", "release", "acq_rel", "seq_cst", "unordered"),
    ('syncscope("block")', 'syncscope("cluster")', 'syncscope("device")', 'syncscope("weird")', 'syncscope("singlethread")'),
    ("addrspace(1)", "addrspace(3)", "addrspace(4)", "addrspace(5)", "addrspace(7)", "addrspace(101)", "addrspace(99)"),
    ("i1", "i8", "i16", "i32", "i64", "i128", "half", "bfloat", "float", "double"),
    ("add", "sub", "mul", "sdiv", "urem", "shl", "and", "xor"),
    ("fadd", "fmul", "fdiv", "frem"),
    ("eq", "ne", "slt", "ult", "sge", "oeq", "olt", "une"),
    ("zext", "sext", "trunc", "bitcast", "addrspacecast", "ptrtoint", "inttoptr"),
    ("ptx_kernel", "ptx_device"),
    ("tid.x", "tid.y", "ctaid.x", "ntid.x", "nctaid.z", "laneid", "warpsize", "clock64"),
    ("volatile", "atomic"),
)
_LL_MEMORY_OP = re.compile(r"\b(load|store|alloca|atomicrmw|cmpxchg|global|constant)\b")
_LL_EXTRA_ATTRS = (", align 3", ", align 0", ", align 4294967296", ", align 16", ", !nontemporal !0", ", align 1")
_MEMORY_OP = re.compile(r"\bllvm\.(load|store|alloca|atomicrmw|cmpxchg|mlir\.global)\b")
_EXTRA_ATTRS = (
    "alignment = 3 : i64", "alignment = 0 : i64", "alignment = 8589934592 : i64", "volatile_",
    'syncscope = "cluster"', "nontemporal",
)


def text_mutation(text: str, rng: random.Random, ll: bool = False) -> tuple[str, str] | None:
    """(mutant, what was done), or None when the chosen edit does not apply to `text` (MLIR,
    or LLVM IR with `ll`)."""
    lines = text.splitlines(keepends=True)
    kind = rng.choice(("byte", "token", "token", "number", "number", "delete", "duplicate", "attribute", "keyword", "keyword"))
    if kind == "byte":
        data = bytearray(text.encode())
        at = rng.randrange(len(data))
        data[at] = rng.choice((0xFF, 0x00, ord("{"), ord("}"), ord("%"), ord('"'), ord(":"), ord("<"), rng.randrange(32, 127)))
        return data.decode("utf-8", "surrogateescape"), f"byte {at} -> 0x{data[at]:02x}"
    index = rng.randrange(len(lines))
    line = lines[index]
    if kind in ("delete", "duplicate"):
        if kind == "delete":
            del lines[index]
        else:
            lines.insert(index, line)
        return "".join(lines), f"line {index + 1} {kind}d"
    if kind == "number":
        spots = [(i, m) for i, text_line in enumerate(lines) for m in _NUMBER.finditer(text_line)]
        if not spots:
            return None
        index, m = rng.choice(spots)
        value = rng.choice(EDGE_NUMBERS)
        lines[index] = lines[index][: m.start()] + value + lines[index][m.end() :]
        return "".join(lines), f"line {index + 1}: number {m.group()} -> {value}"
    if kind == "token":
        tokens = list(_TOKEN.finditer(line))
        if not tokens:
            return None
        m = rng.choice(tokens)
        if rng.random() < 0.5:
            others = _TOKEN.findall(text)
            new = rng.choice(others)
        else:
            neighbours = [t for t in tokens if t is not m]
            if not neighbours:
                return None
            new = rng.choice(neighbours).group()
        lines[index] = line[: m.start()] + new + line[m.end() :]
        return "".join(lines), f"line {index + 1}: token {m.group()!r} -> {new!r}"
    if kind == "attribute" and ll:
        candidates = [i for i, text_line in enumerate(lines) if _LL_MEMORY_OP.search(text_line.split(";")[0])]
        if not candidates:
            return None
        index = rng.choice(candidates)
        extra = rng.choice(_LL_EXTRA_ATTRS)
        line = lines[index].rstrip("\n")
        # Before the metadata attachments and the comment, if any.
        at = min((i for i in (line.find(", !"), line.find(";")) if i >= 0), default=len(line))
        lines[index] = line[:at] + extra + line[at:] + "\n"
        return "".join(lines), f"line {index + 1}: added {extra.lstrip(', ')}"
    if kind == "attribute":
        spots = [(i, m) for i, text_line in enumerate(lines) for m in _ATTR_ENTRY.finditer(text_line)]
        if spots and rng.random() < 0.7:
            index, m = rng.choice(spots)
            value = rng.choice(EDGE_NUMBERS)
            typed = re.sub(r"^\s*-?[\w.]+", value, m.group(2), count=1)
            lines[index] = lines[index][: m.start(2)] + typed + lines[index][m.end(2) :]
            return "".join(lines), f"line {index + 1}: {m.group(1)} = {m.group(2)!r} -> {typed!r}"
        candidates = [i for i, text_line in enumerate(lines) if _MEMORY_OP.search(text_line)]
        if not candidates:
            return None
        index = rng.choice(candidates)
        extra = rng.choice(_EXTRA_ATTRS)
        line = lines[index]
        if "{" in line and "}" in line and line.index("{") < line.rindex("}"):
            at = line.rindex("}")
            line = line[:at].rstrip() + (", " if line[line.index("{") + 1 : at].strip() else "") + extra + line[at:]
        else:
            at = line.find(" : ")
            if at < 0:
                return None
            line = line[:at] + " {" + extra + "}" + line[at:]
        lines[index] = line
        return "".join(lines), f"line {index + 1}: added {extra}"
    # keyword
    sets = [(s, w) for s in (_LL_KEYWORD_SETS if ll else _KEYWORD_SETS) for w in s if re.search(rf"(?<![\w.]){re.escape(w)}(?![\w.])", text)]
    if not sets:
        return None
    words, word = rng.choice(sets)
    spots = [(i, m) for i, text_line in enumerate(lines) for m in re.finditer(rf"(?<![\w.]){re.escape(word)}(?![\w.])", text_line)]
    index, m = rng.choice(spots)
    new = rng.choice([w for w in words if w != word])
    lines[index] = lines[index][: m.start()] + new + lines[index][m.end() :]
    return "".join(lines), f"line {index + 1}: {word} -> {new}"


def ir_mutation(text: str, rng: random.Random) -> tuple[str, str] | None:
    """Parse, change one op, print; None when the input does not parse or print."""
    from xdsl.dialects import builtin
    from xdsl.dialects.builtin import (
        DenseArrayBase,
        FloatAttr,
        IntAttr,
        IntegerAttr,
        StringAttr,
        UnitAttr,
        f16,
        f32,
        f64,
        i1,
        i8,
        i32,
        i64,
    )
    from xdsl.dialects.llvm import LLVMPointerType
    from xdsl.ir import Attribute, Block, SSAValue, TypeAttribute
    from xdsl.parser import Parser
    from xdsl.printer import Printer

    from nvvm_xdsl_testing.mlir_to_llvm_ir import universe_context

    try:
        module = Parser(universe_context(), text).parse_module()
    except Exception:  # noqa: BLE001 - an input the stock parser rejects is not mutated
        return None
    ops = [op for op in module.walk() if not isinstance(op, builtin.ModuleOp)]
    if not ops:
        return None
    op = rng.choice(ops)
    types: list[Attribute] = [i1, i8, i32, i64, f16, f32, f64, LLVMPointerType(), LLVMPointerType(IntAttr(3)), LLVMPointerType(IntAttr(7))]
    edges = (0, -1, 3, 2**31, -(2**31), 2**63, 2**64, 1 << 40)
    kind = rng.choice(("property", "property", "operand", "type", "swap", "drop"))
    what = f"'{op.name}'"
    if kind in ("property", "drop"):
        entries = [("p", k) for k in op.properties] + [("a", k) for k in op.attributes]
        if not entries:
            return None
        where, key = rng.choice(entries)
        table = op.properties if where == "p" else op.attributes
        old = table[key]
        if kind == "drop":
            del table[key]
            what += f" dropped {key}"
        else:
            new: Attribute | None = None
            if isinstance(old, IntegerAttr):
                new = IntegerAttr.__new__(IntegerAttr)
                # Out-of-range values too: built without the constructor's checks.
                object.__setattr__(new, "value", builtin.IntAttr(rng.choice(edges)))
                object.__setattr__(new, "type", old.type)
            elif isinstance(old, FloatAttr):
                new = FloatAttr(rng.choice((float("nan"), float("inf"), -0.0, 1e300)), f64)
            elif isinstance(old, StringAttr):
                new = StringAttr(rng.choice(("cluster", "", "x", "sm_90a", "llvm.nvvm.barrier0")))
            elif isinstance(old, DenseArrayBase):
                values = list(old.get_values())
                if values:
                    values[rng.randrange(len(values))] = rng.choice((0, -1, 3, 2**31 - 1, -(2**31)))
                    try:
                        new = DenseArrayBase.from_list(old.elt_type, values)
                    except Exception:  # noqa: BLE001 - a value the element type cannot hold
                        return None
            elif isinstance(old, TypeAttribute):
                new = rng.choice(types)
            elif isinstance(old, UnitAttr):
                del table[key]
                what += f" dropped {key}"
            if new is not None:
                table[key] = new
                what += f" {key}: {old} -> {new}"
            elif key in table:
                return None
    elif kind == "operand":
        if not op.operands:
            return None
        block = op.parent_block()
        candidates: list[SSAValue] = []
        current: Block | None = block
        if current is not None:
            candidates += list(current.args)
            for other in current.ops:
                if other is op:
                    break
                candidates += list(other.results)
        if not candidates:
            return None
        index = rng.randrange(len(op.operands))
        op.operands[index] = rng.choice(candidates)
        what += f" operand {index} replaced"
    elif kind == "type":
        values: list[SSAValue] = list(op.results)
        for region in op.regions:
            for block in region.blocks:
                values += list(block.args)
        if not values:
            return None
        value = rng.choice(values)
        new_type = rng.choice(types)
        what += f" value of type {value.type} -> {new_type}"
        value._type = new_type  # pyright: ignore[reportPrivateUsage]
    else:
        if len(op.operands) < 2:
            return None
        a, b = rng.sample(range(len(op.operands)), 2)
        x, y = op.operands[a], op.operands[b]
        op.operands[a], op.operands[b] = y, x
        what += f" operands {a} and {b} swapped"
    out = io.StringIO()
    try:
        Printer(stream=out).print_op(module)
    except Exception:  # noqa: BLE001 - an IR edit the printer cannot spell is skipped
        return None
    return out.getvalue() + "\n", what


@dataclass
class Mutant:
    index: int
    seed_file: str
    flags: tuple[str, ...]
    level: str  # "text" or "ir"
    what: str
    text: str

    @property
    def suffix(self) -> str:
        return Path(self.seed_file).suffix


def make_mutant(seeds: Sequence[Seed], seed: int, index: int) -> Mutant:
    """Mutant `index` of the run seeded `seed` (deterministic)."""
    rng = random.Random(seed * 1_000_003 + index)
    for _ in range(200):
        source = rng.choice(seeds)
        text = source.path.read_text()
        ll = source.path.suffix == ".ll"
        # IR-level edits are MLIR's (parsed and printed by xDSL); LLVM IR gets text edits.
        level = "ir" if rng.random() < 0.3 and not ll else "text"
        made = ir_mutation(text, rng) if level == "ir" else text_mutation(text, rng, ll)
        if made is not None and made[0] != text:
            rel = source.path.relative_to(ROOT).as_posix()
            return Mutant(index, rel, source.flags, level, made[1], made[0])
    raise RuntimeError("no mutation applied in 200 tries")


# -- running ------------------------------------------------------------------------------------


@dataclass
class Run:
    returncode: int | None  # None: killed after the timeout
    stdout: str
    stderr: str
    output: str | None  # nvvm-opt's -o file, when it exists
    seconds: float


def _route_argv(route: str, path: Path, out: Path, flags: Sequence[str]) -> list[str]:
    if route == "nvvm-opt":
        return [str(path), "-o", str(out), *flags]
    options = []
    if "--sm" in flags:
        options.append(f"sm={flags[flags.index('--sm') + 1]}")
    if "--ptx-version" in flags:
        options.append(f'ptx_version="{flags[flags.index("--ptx-version") + 1]}"')
    pipeline = f"lower-to-ptx{{{' '.join(options)}}}" if options else "lower-to-ptx"
    return [str(path), "-p", pipeline, "-t", "ptx"]


def _child_main(route: str, argv: list[str]) -> int:
    """What the command would do, in this (forked) process: its exit status."""
    if route == "nvvm-opt":
        from nvvm_xdsl.nvvm_opt import main
    else:
        from xdsl.tools.xdsl_opt import main  # type: ignore[no-redef]
    sys.argv = [route, *argv]
    try:
        if route == "nvvm-opt":
            main(argv)
        else:
            main()
    except SystemExit as exit_:
        code = exit_.code
        if code is None:
            return 0
        if isinstance(code, int):
            return code
        print(code, file=sys.stderr)
        return 1
    except BaseException:  # noqa: BLE001 - uncaught: as the interpreter reports it
        sys.excepthook(*sys.exc_info())
        return 1
    return 0


def run_route(
    route: str, text: str, flags: Sequence[str], timeout: float, use_subprocess: bool, workdir: Path, suffix: str = ".mlir"
) -> Run:
    path = workdir / f"mutant{suffix}"
    out = workdir / "out.ptx"
    path.write_bytes(text.encode("utf-8", "surrogateescape"))
    out.unlink(missing_ok=True)
    stdout_path, stderr_path = workdir / "stdout", workdir / "stderr"
    argv = _route_argv(route, path, out, flags)
    start = time.monotonic()
    code: int | None
    if use_subprocess:
        module = "nvvm_xdsl.nvvm_opt" if route == "nvvm-opt" else "xdsl.tools.xdsl_opt"
        env = {**os.environ, "PYTHONPATH": f"{ROOT}{os.pathsep}{os.environ.get('PYTHONPATH', '')}"}
        try:
            proc = subprocess.run([sys.executable, "-m", module, *argv], capture_output=True, timeout=timeout, env=env)
            code = proc.returncode
            stdout_path.write_bytes(proc.stdout)
            stderr_path.write_bytes(proc.stderr)
        except subprocess.TimeoutExpired as expired:
            code = None
            stdout_path.write_bytes(expired.stdout or b"")
            stderr_path.write_bytes(expired.stderr or b"")
    else:
        sys.stdout.flush()
        sys.stderr.flush()
        pid = os.fork()
        if pid == 0:  # the child: never returns
            status = 1
            try:
                with open(stdout_path, "wb") as o, open(stderr_path, "wb") as e:
                    os.dup2(o.fileno(), 1)
                    os.dup2(e.fileno(), 2)
                    sys.stdout = io.TextIOWrapper(os.fdopen(1, "wb", closefd=False), write_through=True)
                    sys.stderr = io.TextIOWrapper(os.fdopen(2, "wb", closefd=False), write_through=True)
                    status = _child_main(route, argv)
                    sys.stdout.flush()
                    sys.stderr.flush()
            finally:
                os._exit(status)
        code = _wait(pid, timeout)
    seconds = time.monotonic() - start
    output = out.read_text(errors="replace") if out.exists() else None
    return Run(
        code,
        stdout_path.read_text(errors="replace"),
        stderr_path.read_text(errors="replace"),
        output,
        seconds,
    )


def _wait(pid: int, timeout: float) -> int | None:
    deadline = time.monotonic() + timeout
    while True:
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            return os.waitstatus_to_exitcode(status)
        if time.monotonic() > deadline:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            return None
        select.select([], [], [], 0.01)


def warm_up(workdir: Path) -> None:
    """Import (and run once) what both routes use, so that forked children start warm."""
    kernel = (
        "llvm.func @k(%p: !llvm.ptr) attributes {nvvm.kernel} {\n"
        "  %c = llvm.mlir.constant(1 : i32) : i32\n  llvm.store %c, %p : i32, !llvm.ptr\n  llvm.return\n}\n"
    )
    path = workdir / "warm.mlir"
    path.write_text(kernel)
    import xdsl.tools.xdsl_opt  # noqa: F401

    from nvvm_xdsl.frontend.llvm_ir import _require_llvmlite
    from nvvm_xdsl.nvvm_opt import main

    _require_llvmlite()  # the LLVM IR frontend's llvmlite, loaded once too

    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        with contextlib.suppress(SystemExit):
            main([str(path), "-o", str(workdir / "warm.ptx")])
    gc.unfreeze()  # nvvm-opt freezes its module; this process lives on


# -- classification ------------------------------------------------------------------------------

VALID = ("located", "ptx", "asm-rejected")
"""Outcomes that are no defect: a located error, PTX ptxas assembles, or PTX ptxas rejects only
inside the input's own inline asm text (a mutant of that text)."""
_LOCATED = re.compile(r"^(?P<file>\S+?):(?P<line>\d+):(?P<col>\d+): error: (?P<message>\S.*)$")
_EXCEPTION_NAME = re.compile(
    r"\b(?:[A-Z][A-Za-z]*(?:Error|Exception)|StopIteration|KeyboardInterrupt|RecursionError)\b"
)
_PTXAS_CACHE: dict[str, str | None] = {}


def ptxas_problem(ptx: str, arch: str) -> str | None:
    """None when ptxas assembles every part of `ptx`, else its first error line."""
    key = hashlib.sha256(f"{arch}\0{ptx}".encode()).hexdigest()
    if key in _PTXAS_CACHE:
        return _PTXAS_CACHE[key]
    from nvvm_xdsl_testing.cuda_tools import ptxas

    problem = None
    parts = re.split(r"^// ----- gpu\.module @\S+\n", ptx, flags=re.MULTILINE)
    for part in parts:
        if ".version" not in part:
            continue
        result = ptxas(part, arch=arch, relocatable=".extern .func" in part or ".entry" not in part)
        if not result.ok:
            lines = [line for line in (result.stderr + result.stdout).splitlines() if "error" in line or "fatal" in line]
            first = lines[0] if lines else "ptxas failed"
            problem = re.sub(r"^.*?line \d+; ", "", first).strip()
            if (m := re.search(r"line (\d+);", first)) is not None and _in_inline_asm(part, int(m.group(1))):
                # The input's own PTX text (inline asm), passed through as LLVM passes it.
                problem = "inline asm: " + problem
            break
    _PTXAS_CACHE[key] = problem
    return problem


def _in_inline_asm(ptx: str, line: int) -> bool:
    """Whether PTX line `line` (1-based) lies between `// begin inline asm` and `// end inline asm`."""
    inside = False
    for number, text in enumerate(ptx.splitlines(), start=1):
        if "// begin inline asm" in text:
            inside = True
        elif "// end inline asm" in text:
            inside = False
        if number == line:
            return inside
    return False


@dataclass
class Outcome:
    kind: str  # located, ptx, or a defect kind
    detail: str = ""
    text: str = ""  # the error line or the PTX, for comparing the routes

    @property
    def is_defect(self) -> bool:
        return self.kind not in VALID

    @property
    def key(self) -> str:
        """The defect class: its kind and its message without numbers, names and quotes."""
        detail = re.sub(r"\d+", "N", self.detail)
        detail = re.sub(r"[%@^][\w.$-]+", "V", detail)
        detail = re.sub(r"'[^']*'|\"[^\"]*\"", "Q", detail)
        return f"{self.kind}: {detail[:90]}"


def _arch(flags: Sequence[str]) -> str:
    from nvvm_xdsl.target import DEFAULT_TARGET

    return "sm_" + flags[flags.index("--sm") + 1].removeprefix("sm_") if "--sm" in flags else DEFAULT_TARGET.name


_WARNING = re.compile(r"^\S+?:\d+:\d+: warning: \S")


def classify(route: str, run: Run, flags: Sequence[str], input_path: Path) -> Outcome:
    if run.returncode is None:
        return Outcome("hang", f"over the timeout ({run.seconds:.0f} s)")
    err = run.stderr.strip()
    output = run.output if route == "nvvm-opt" else run.stdout
    if "Traceback (most recent call last)" in err:
        last = err.splitlines()[-1]
        frames = re.findall(r'File "[^"]*/([\w]+\.py)", line \d+, in (\w+)', err)
        where = f"{frames[-1][0]}:{frames[-1][1]}" if frames else ""
        return Outcome("traceback", f"{last.split(':')[0]} in {where}")
    if run.returncode not in (0, 1):
        return Outcome("bad-exit", f"exit status {run.returncode}")
    if run.returncode == 1:
        # Located warnings (printf formats) may come before the one error line.
        lines = [line for line in err.splitlines() if not _WARNING.match(line)]
        if output and output.strip():
            return Outcome("half-written", "output written despite the error")
        if len(lines) != 1:
            return Outcome("multi-line", lines[0] if lines else "no message")
        line = lines[0]
        if "internal compiler error" in line:
            return Outcome("ice", line.split(": ", 2)[-1])
        m = _LOCATED.match(line)
        if m is None:
            return Outcome("unlocated", line.replace(str(input_path), "FILE"))
        if m.group("file") == f"{input_path}.mlir":
            # The LLVM IR frontend's intermediate MLIR text: no file the user has.
            return Outcome("unlocated", "located in the imported MLIR text: " + m.group("message"))
        if (name := _EXCEPTION_NAME.search(m.group("message"))) is not None:
            return Outcome("exception-name", f"{name.group()}: {m.group('message')}")
        return Outcome("located", text=line)
    for line in err.splitlines():
        # Warnings (printf formats) are located lines too.
        if not _WARNING.match(line):
            return Outcome("multi-line", f"messages on success: {line}")
    if not output or ".version" not in output:
        return Outcome("half-written", "no PTX on success")
    if (problem := ptxas_problem(output, _arch(flags))) is not None:
        if problem.startswith("inline asm: "):
            return Outcome("asm-rejected", problem, text=output)
        return Outcome("ptxas", problem)
    return Outcome("ptx", text=output)


def compare(a: Outcome, b: Outcome) -> Outcome | None:
    """A `disagree` outcome when the routes' results differ (both valid), else None."""
    if a.is_defect or b.is_defect:
        return None
    if a.kind != b.kind:
        return Outcome("disagree", f"nvvm-opt: {a.kind}, xdsl-opt: {b.kind}")
    if a.text != b.text:
        what = "error" if a.kind == "located" else "PTX"
        return Outcome("disagree", f"different {what}")
    return None


# -- shrinking -----------------------------------------------------------------------------------


def shrink(text: str, still_fails: Callable[[str], bool], budget: int = 200) -> str:
    """ddmin over lines: the smallest text (by lines) found within `budget` tests that
    `still_fails` (the same defect class)."""
    lines = text.splitlines(keepends=True)
    chunks = 2
    tests = 0
    while len(lines) >= 2 and tests < budget:
        size = max(1, len(lines) // chunks)
        reduced = False
        for start in range(0, len(lines), size):
            candidate = lines[:start] + lines[start + size :]
            tests += 1
            if candidate and still_fails("".join(candidate)):
                lines = candidate
                chunks = max(chunks - 1, 2)
                reduced = True
                break
            if tests >= budget:
                break
        if not reduced:
            if size == 1:
                break
            chunks = min(len(lines), chunks * 2)
    return "".join(lines)


# -- the run -------------------------------------------------------------------------------------


@dataclass
class Fuzzer:
    routes: Sequence[str]
    timeout: float
    use_subprocess: bool
    workdir: Path
    results: list[dict[str, object]] = field(default_factory=list)

    def outcome(self, route: str, text: str, flags: Sequence[str], suffix: str = ".mlir") -> Outcome:
        run = run_route(route, text, flags, self.timeout, self.use_subprocess, self.workdir, suffix)
        return classify(route, run, flags, self.workdir / f"mutant{suffix}")

    def outcomes(self, mutant: Mutant) -> dict[str, Outcome]:
        found = {route: self.outcome(route, mutant.text, mutant.flags, mutant.suffix) for route in self.routes}
        if len(self.routes) == 2 and (disagreement := compare(*found.values())) is not None:
            found["both"] = disagreement
        return found

    def shrunk(self, text: str, route: str, flags: Sequence[str], key: str, budget: int, suffix: str = ".mlir") -> str:
        def still_fails(candidate: str) -> bool:
            if route == "both":
                outcomes = [self.outcome(r, candidate, flags, suffix) for r in ROUTES]
                found = compare(*outcomes)
                return found is not None and found.key == key
            return self.outcome(route, candidate, flags, suffix).key == key

        return shrink(text, still_fails, budget)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--count", type=int, default=100, help="mutants (default 100)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--start", type=int, default=0, help="first mutant index")
    parser.add_argument("--only", type=int, help="run mutant INDEX alone")
    parser.add_argument("--route", choices=[*ROUTES, "both"], default="both")
    parser.add_argument("--timeout", type=float, default=60.0, help="seconds per run before it counts as a hang")
    parser.add_argument("--subprocess", action="store_true", help="run the real commands, not forked children")
    parser.add_argument("--out", type=Path, help="directory for defects (mutant, shrunk mutant) and results.jsonl")
    parser.add_argument("--keep", type=Path, help="with --only: write the mutant's text here")
    parser.add_argument("--shrink-budget", type=int, default=60, help="runs per defect spent shrinking (0: none)")
    parser.add_argument("--shrink", type=Path, help="shrink this file's first defect on --route, print the result")
    parser.add_argument("--flags", default="", help="with --shrink: the nvvm-opt flags to compile it with (e.g. '--sm 80')")
    parser.add_argument(
        "--corpus", choices=sorted(CORPORA), default="all", help="mlir, ll (LLVM IR through the frontend) or all (default)"
    )
    args = parser.parse_args(argv)
    routes = ROUTES if args.route == "both" else (args.route,)
    with tempfile.TemporaryDirectory(prefix="nvvm_fuzz_") as tmp:
        workdir = Path(tmp)
        if not args.subprocess:
            warm_up(workdir)
        fuzzer = Fuzzer(routes, args.timeout, args.subprocess, workdir)
        if args.shrink is not None:
            text = args.shrink.read_text(errors="surrogateescape")
            flags = tuple(args.flags.split())
            suffix = args.shrink.suffix or ".mlir"
            for route in routes:
                outcome = fuzzer.outcome(route, text, flags, suffix)
                if outcome.is_defect:
                    print(f"{route}: {outcome.key}", file=sys.stderr)
                    budget = max(args.shrink_budget, 200)
                    print(fuzzer.shrunk(text, route, flags, outcome.key, budget, suffix), end="")
                    return 1
            print("no defect", file=sys.stderr)
            return 0
        seeds = CORPORA[args.corpus]()
        indices = [args.only] if args.only is not None else range(args.start, args.start + args.count)
        counts: dict[str, Counter[str]] = {route: Counter() for route in (*routes, "both")}
        defect_classes: dict[str, dict[str, object]] = {}
        if args.out:
            args.out.mkdir(parents=True, exist_ok=True)
        log = (args.out / "results.jsonl").open("a") if args.out else None
        for index in indices:
            mutant = make_mutant(seeds, args.seed, index)
            if args.keep is not None:
                args.keep.write_bytes(mutant.text.encode("utf-8", "surrogateescape"))
            found = fuzzer.outcomes(mutant)
            for route, outcome in found.items():
                counts[route][outcome.kind] += 1
                record = {"index": index, "route": route, **asdict(mutant), **asdict(outcome), "key": outcome.key}
                record.pop("text")
                if outcome.kind == "located":
                    record["error"] = outcome.text
                if outcome.is_defect:
                    print(f"[{index}] {route} {mutant.seed_file} ({mutant.what}): {outcome.key}", flush=True)
                    if outcome.key not in defect_classes:
                        defect_classes[outcome.key] = {"first": index, "route": route, "count": 0}
                        if args.out:
                            name = f"defect-{index:04d}-{route}"
                            ext = mutant.suffix
                            (args.out / f"{name}{ext}").write_bytes(mutant.text.encode("utf-8", "surrogateescape"))
                            if args.shrink_budget:
                                small = fuzzer.shrunk(
                                    mutant.text, route, mutant.flags, outcome.key, args.shrink_budget, ext
                                )
                                (args.out / f"{name}.shrunk{ext}").write_bytes(small.encode("utf-8", "surrogateescape"))
                    defect_classes[outcome.key]["count"] += 1  # type: ignore[operator]
                if log is not None:
                    log.write(json.dumps(record) + "\n")
            if args.only is not None:
                for route, outcome in found.items():
                    print(f"{route}: {outcome.kind} {outcome.detail or outcome.text[:200]}")
        if log is not None:
            log.close()
        summary = {
            "seed": args.seed,
            "corpus": args.corpus,
            "mutants": len(indices),
            "outcomes": {route: dict(c) for route, c in counts.items() if c},
            "defect_classes": defect_classes,
        }
        print(json.dumps(summary, indent=2))
        if args.out:
            (args.out / f"summary-{args.seed}-{args.start}.json").write_text(json.dumps(summary, indent=2))
            shutil.rmtree(workdir, ignore_errors=True)
        return 1 if defect_classes else 0


if __name__ == "__main__":
    sys.exit(main())
