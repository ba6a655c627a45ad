"""`link-libdevice`: resolve `__nv_*` calls with NVIDIA's libdevice, compiled by LLVM.

MLIR's math-to-nvvm lowering and Triton call libdevice (`llvm.call @__nv_expf(%x)` with an
external `llvm.func @__nv_expf(f32) -> f32`) and expect `libdevice.10.bc` to be linked. This
pass replaces every such *referenced* declaration with the PTX of NVIDIA's own implementation.

Route: LLVM through llvmlite, not a bitcode reader of our own. libdevice is LLVM bitcode
written by an old clang with `__nvvm_reflect` queries and NVVM intrinsics in it; reading it in
Python would mean a bitcode parser plus selection for every NVVM intrinsic it uses, and any
difference from LLVM's lowering would change results. With LLVM doing the work the functions
are bit-for-bit what LLVM's NVPTX backend (the same LLVM that Triton and clang link libdevice
with) produces, and the whole cost is an optional dependency: `pip install
'nvvm-xdsl[libdevice]'` brings llvmlite and the `nvidia-cuda-nvcc` wheel that ships the file.

For each module the pass (1) parses libdevice, internalizes every function except the
referenced ones and drops the rest (global DCE); (2) decides the answer of each
`__nvvm_reflect("NAME")` query from the options (`__CUDA_FTZ` = `ftz`, `__CUDA_PREC_DIV` =
`prec-div`, `__CUDA_PREC_SQRT` = `prec-sqrt`, anything else 0; nvcc's defaults are no ftz,
precise division and square root) and rewrites the query in the IR text to one LLVM answers
that way by itself: `__CUDA_FTZ` under the module flag `nvvm-reflect-ftz` = 1 for a 1, a name
LLVM does not know for a 0 (`__CUDA_ARCH` is left to LLVM: 10 * the target's sm). LLVM 22
reads nothing else per module (prec-sqrt would need its process-wide `-nvvm-reflect-add`
option), and replacing the calls by constants ourselves, though exact, lets LLVM schedule the
code differently from the way it does when it links libdevice itself; this way its NVVMReflect
folds the answers at the usual point and the PTX is identical. `ftz` also gives the functions
the f32 flush-to-zero denormal mode, as clang does when it links libdevice. (3) It optimises at
-O3 (nvcc's default for device code), compiles to PTX for the module's SM and PTX ISA
version, and (4) carries each `.func` and `.global` LLVM printed as a `ptx.verbatim` op (the
referenced functions lose `.visible`: each module keeps its own copy, as with nvcc's
internalized libdevice). convert-llvm-to-ptx puts those ops in place of the `.extern`
declarations. Helper symbols (`__cudart_i2opi_d`, `__internal_*`) that clash with a name of
the module are renamed. The pass checks that the `.param` signature LLVM printed is the one
our call sequences use and that the declaration's type is libdevice's. Compilations are
cached per process (file, functions, options).
"""

from __future__ import annotations

import importlib.util
import os
import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from xdsl.context import Context
from xdsl.dialects import builtin, llvm
from xdsl.ir import Operation
from xdsl.passes import ModulePass

from nvvm_xdsl.backend import abi
from nvvm_xdsl.backend.values import ptx_symbol
from nvvm_xdsl.device_code import on_device_code
from nvvm_xdsl.diagnostics import op_error
from nvvm_xdsl.dialects import ptx
from nvvm_xdsl.llvmlite_nvptx import NVPTX_TRIPLE, function_type_text, llvm_binding, optimize, target_machine
from nvvm_xdsl.target import pass_target, ptx_version_text
from nvvm_xdsl.walk import operations

LIBDEVICE_PREFIX = "__nv_"
INSTALL_HINT = "pip install 'nvvm-xdsl[libdevice]'"
LIBDEVICE_FILE = "libdevice.10.bc"
# Where the wheels put the file: (package, path inside it). CUDA 13 and CUDA 12 nvcc wheels,
# then Triton's copy.
_WHEEL_PATHS = (
    ("nvidia", f"cu13/nvvm/libdevice/{LIBDEVICE_FILE}"),
    ("nvidia", f"cuda_nvcc/nvvm/libdevice/{LIBDEVICE_FILE}"),
    ("triton", f"backends/nvidia/lib/{LIBDEVICE_FILE}"),
)


class LibdeviceError(Exception):
    """libdevice cannot be linked; `function` names the function the problem is about."""

    def __init__(self, message: str, function: str | None = None):
        super().__init__(message)
        self.function = function


def find_libdevice() -> Path | None:
    """The libdevice bitcode of an installed wheel (or a CUDA toolkit named by CUDA_HOME or
    CUDA_PATH), or None."""
    for package, relative in _WHEEL_PATHS:
        try:
            spec = importlib.util.find_spec(package)
        except (ImportError, ValueError):
            continue
        for root in (spec.submodule_search_locations or []) if spec else []:
            candidate = Path(root) / relative
            if candidate.is_file():
                return candidate
    for variable in ("CUDA_HOME", "CUDA_PATH"):
        if home := os.environ.get(variable):
            candidate = Path(home) / "nvvm" / "libdevice" / LIBDEVICE_FILE
            if candidate.is_file():
                return candidate
    return None


# ---------------------------------------------------------------------------------------------
# Compiling the referenced functions with LLVM
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class ReflectSettings:
    """The answers to libdevice's `__nvvm_reflect` queries."""

    sm: int
    ftz: bool
    prec_div: bool
    prec_sqrt: bool

    def values(self) -> dict[str, int]:
        return {
            "__CUDA_FTZ": int(self.ftz),
            "__CUDA_PREC_DIV": int(self.prec_div),
            "__CUDA_PREC_SQRT": int(self.prec_sqrt),
            "__CUDA_ARCH": self.sm * 10,
        }


@dataclass(frozen=True)
class CarriedDefinition:
    """One `.func` or `.global` LLVM printed; `declaration` is a function's prototype."""

    name: str
    text: str
    declaration: str | None = None


@dataclass(frozen=True)
class CompiledLibdevice:
    definitions: tuple[CarriedDefinition, ...]
    # LLVM's type of each referenced function, e.g. `float (float)`.
    types: tuple[tuple[str, str], ...]


# `@.str = private unnamed_addr constant [11 x i8] c"__CUDA_FTZ\00"` (any address space).
_STRING_CONSTANT = re.compile(r'^(@[\w.$]+) = [^\n]*?constant \[\d+ x i8\] c"([^"\\]*)\\00"', re.MULTILINE)
# `call i32 @__nvvm_reflect(ptr @.str)`, also through an addrspacecast of the string.
_REFLECT_CALL = re.compile(
    r"call i32 @(__nvvm_reflect|llvm\.nvvm\.reflect)\("
    r"ptr (?:addrspacecast \(ptr addrspace\(\d+\) )?(@[\w.$]+)(?: to ptr\))?\)"
)
# Any call of the reflect function, whatever its operand: what a reader of the queries must have
# understood all of.
ANY_REFLECT_CALL = re.compile(r"call [^\n]*@(?:__nvvm_reflect|llvm\.nvvm\.reflect)\(")
_DEFINE_ATTRIBUTES = re.compile(r"^define [^\n]*\) (#\d+)", re.MULTILINE)
_FTZ_ATTRIBUTE = '"denormal-fp-math-f32"="preserve-sign,preserve-sign"'
# The two queries every answer is expressed with: LLVM's NVVMReflect answers `__CUDA_FTZ` with
# the module flag `nvvm-reflect-ftz` (set to 1 here) and a name it does not know with 0.
_ANSWERED_ONE = ("@nvvm_xdsl.reflect.one", "__CUDA_FTZ")
_ANSWERED_ZERO = ("@nvvm_xdsl.reflect.zero", "__NVVM_XDSL_ANSWERED_ZERO")
_ARCH_QUERY = "__CUDA_ARCH"


def answer_reflect_queries(llvm_ir: str, settings: ReflectSettings) -> str:
    """`llvm_ir` with each `__nvvm_reflect` query pointed at its answer.

    The answers are decided here (`settings`); LLVM's own NVVMReflect then folds them at the
    start of its pipeline, exactly when it folds them when LLVM links libdevice itself (folding
    them earlier, as constants in the text, gives the same results but schedules some code
    differently). `__CUDA_ARCH` is left to LLVM, which answers 10 * the target's sm.
    """
    strings = dict(_STRING_CONSTANT.findall(llvm_ir))
    answers = settings.values()

    def point(match: re.Match[str]) -> str:
        query = strings.get(match.group(2))
        if query is None:
            raise LibdeviceError(f"cannot read the __nvvm_reflect query in '{match.group(0)}'")
        if query == _ARCH_QUERY:
            return match.group(0)
        answer = answers.get(query, 0)
        if answer not in (0, 1):
            raise LibdeviceError(f"__nvvm_reflect(\"{query}\") would need the answer {answer}")
        carrier = _ANSWERED_ONE[0] if answer else _ANSWERED_ZERO[0]
        return f"call i32 @{match.group(1)}(ptr {carrier})"

    pointed, understood = _REFLECT_CALL.subn(point, llvm_ir)
    if understood != len(ANY_REFLECT_CALL.findall(llvm_ir)):
        raise LibdeviceError("libdevice calls __nvvm_reflect in a form this pass does not read")
    if settings.ftz:
        for group in sorted(set(_DEFINE_ATTRIBUTES.findall(pointed))):
            pointed = pointed.replace(f"attributes {group} = {{ ", f"attributes {group} = {{ {_FTZ_ATTRIBUTE} ", 1)
    carriers = "".join(
        f'{name} = private unnamed_addr constant [{len(query) + 1} x i8] c"{query}\\00"\n'
        for name, query in (_ANSWERED_ONE, _ANSWERED_ZERO)
    )
    if "!llvm.module.flags" in pointed:
        raise LibdeviceError("libdevice has module flags of its own, which this pass does not merge")
    flag = max((int(n) for n in re.findall(r"^!(\d+) = ", pointed, re.MULTILINE)), default=-1) + 1
    flags = f'\n!llvm.module.flags = !{{!{flag}}}\n!{flag} = !{{i32 4, !"nvvm-reflect-ftz", i32 1}}\n'
    return pointed + "\n" + carriers + flags


_FUNC_NAME = re.compile(r"\.func\s+(?:\([^)]*\)\s*)?([A-Za-z_$%][\w$]*)")
_VARIABLE_NAME = re.compile(r"(?:\.[a-z]\w*(?:\s+\d+)?\s+)+([A-Za-z_$%][\w$]*)")
_PTX_HEADER = (".version", ".target", ".address_size")


def carried_definitions(ptx_text: str) -> tuple[CarriedDefinition, ...]:
    """The module-level `.func` and `.global`/`.const` definitions of LLVM's PTX, in order;
    its header, comments and forward declarations (the printer makes its own) are dropped."""
    items: list[str] = []
    current: list[str] = []
    depth = 0
    for line in ptx_text.splitlines():
        stripped = line.strip()
        if not current and (not stripped or stripped.startswith(("//", *_PTX_HEADER))):
            continue
        current.append(line)
        code = line.split("//", 1)[0]
        depth += code.count("{") - code.count("}")
        if depth == 0 and code.rstrip().endswith((";", "}")):
            items.append("\n".join(current).strip())
            current = []
    if current:
        raise LibdeviceError("LLVM's PTX ended inside a definition")
    definitions: list[CarriedDefinition] = []
    for item in items:
        text = item.removeprefix(".visible ").removeprefix(".weak ")
        if text.startswith(".func"):
            name = _FUNC_NAME.match(text)
            if name is None:
                raise LibdeviceError(f"cannot read LLVM's PTX function header '{text.splitlines()[0]}'")
            if "{" not in text:
                continue  # a forward declaration
            header = text[: text.index("{")].strip()
            definitions.append(CarriedDefinition(name.group(1), text, header))
        elif text.startswith((".global", ".const")):
            name = _VARIABLE_NAME.match(text)
            if name is None:
                raise LibdeviceError(f"cannot read LLVM's PTX variable '{text.splitlines()[0]}'")
            definitions.append(CarriedDefinition(name.group(1), text))
        else:
            raise LibdeviceError(f"unexpected module-level PTX from libdevice: '{text.splitlines()[0]}'")
    return tuple(definitions)


def _one_line(error: Exception) -> str:
    return " ".join(str(error).split())


def _file_key(path: Path) -> tuple[str, int, int]:
    try:
        stat = path.stat()
    except OSError as error:
        raise LibdeviceError(f"cannot read libdevice '{path}': {error.strerror or error}") from error
    return str(path.resolve()), stat.st_mtime_ns, stat.st_size


def compile_libdevice(
    path: Path, roots: Iterable[str], settings: ReflectSettings, ptx_version: str
) -> CompiledLibdevice:
    """The PTX definitions of `roots` (and of what they use) from the libdevice at `path`."""
    return _compile(_file_key(path), tuple(sorted(set(roots))), settings, ptx_version)


@lru_cache(maxsize=64)
def _compile(
    file_key: tuple[str, int, int], roots: tuple[str, ...], settings: ReflectSettings, ptx_version: str
) -> CompiledLibdevice:
    binding = llvm_binding()
    path = file_key[0]
    try:
        bitcode = Path(path).read_bytes()
    except OSError as error:
        raise LibdeviceError(f"cannot read libdevice '{path}': {error.strerror or error}") from error
    try:
        library = binding.parse_bitcode(bitcode)
    except RuntimeError as error:
        raise LibdeviceError(f"'{path}' is not LLVM bitcode ({_one_line(error)})") from error
    defined = {f.name: f for f in library.functions if not f.is_declaration}
    for root in roots:
        if root not in defined:
            raise LibdeviceError(f"libdevice '{path}' has no function @{root}", root)
    types = tuple((root, str(defined[root].global_value_type)) for root in roots)

    machine = target_machine(settings.sm, ptx_version)
    library.triple = NVPTX_TRIPLE
    library.data_layout = str(machine.target_data)
    for name, function in defined.items():
        if name not in roots:
            function.linkage = "internal"
    dce = binding.create_new_module_pass_manager()
    dce.add_global_dead_code_eliminate_pass()
    dce.run(library, binding.create_pass_builder(machine, binding.create_pipeline_tuning_options()))

    try:
        module = binding.parse_assembly(answer_reflect_queries(str(library), settings))
        module.verify()
    except RuntimeError as error:
        raise LibdeviceError(f"LLVM rejected libdevice '{path}' after linking: {_one_line(error)}") from error
    optimize(module, 3, settings.sm, ptx_version)
    return CompiledLibdevice(carried_definitions(machine.emit_assembly(module)), types)


# ---------------------------------------------------------------------------------------------
# The pass
# ---------------------------------------------------------------------------------------------

def _our_signature(name: str, func: llvm.FuncOp) -> str:
    """The `.func` prototype our call sequences assume for a declaration."""
    ftype = func.function_type
    params = [abi.device_param(f"{name}_param_{i}", t) for i, t in enumerate(ftype.inputs.data)]
    text = ".func "
    if not isinstance(ftype.output, llvm.LLVMVoidType):
        text += f"({abi.return_param(abi.RETVAL_NAME, ftype.output).ptx()}) "
    return text + f"{name}({', '.join(p.ptx() for p in params)})"


def _normalised(signature: str) -> str:
    return re.sub(r"\s*([(),])\s*", r"\1", " ".join(signature.split()))


def _referenced_declarations(module: builtin.ModuleOp) -> dict[str, tuple[llvm.FuncOp, Operation]]:
    """Each `__nv_*` declaration some op refers to, with the first such op."""
    declarations = {
        op.sym_name.data: op
        for op in module.ops
        if isinstance(op, llvm.FuncOp) and not op.body.blocks and op.sym_name.data.startswith(LIBDEVICE_PREFIX)
    }
    already = {op.symbol.data for op in module.ops if isinstance(op, ptx.VerbatimOp)}
    referenced: dict[str, tuple[llvm.FuncOp, Operation]] = {}
    if not declarations:
        return referenced
    for op in operations(module):
        if isinstance(op, llvm.CallOp) and op.callee is not None:
            name = op.callee.string_value()
        elif isinstance(op, llvm.AddressOfOp):
            name = op.global_name.string_value()
        else:
            continue
        if name in declarations and name not in referenced and ptx_symbol(name) not in already:
            referenced[name] = (declarations[name], op)
    return referenced


def _renamed(definitions: tuple[CarriedDefinition, ...], roots: set[str], taken: set[str]) -> list[CarriedDefinition]:
    """The definitions with each helper symbol that clashes with one of `taken` renamed."""
    names = {d.name for d in definitions}
    renames: dict[str, str] = {}
    for name in sorted(names - roots):
        if name in taken:
            suffix = 1
            while f"{name}_{suffix}" in taken or f"{name}_{suffix}" in names:
                suffix += 1
            renames[name] = f"{name}_{suffix}"
    if not renames:
        return list(definitions)
    pattern = re.compile(r"(?<![\w$%])(" + "|".join(re.escape(n) for n in renames) + r")(?![\w$])")

    def rename(text: str) -> str:
        return pattern.sub(lambda m: renames[m.group(1)], text)

    return [
        CarriedDefinition(
            renames.get(d.name, d.name), rename(d.text), rename(d.declaration) if d.declaration else None
        )
        for d in definitions
    ]


@dataclass(frozen=True)
class LinkLibdevicePass(ModulePass):
    """Replace the referenced `__nv_*` declarations with libdevice's functions compiled to PTX."""

    name = "link-libdevice"

    libdevice: str = ""
    """libdevice bitcode to use; empty: the one the `libdevice` extra installs."""
    sm: int | str | None = None
    """`90`, `90a`, `100f`, `sm_90a` (see nvvm_xdsl.target); None: the gpu.module's #nvvm.target
    chip, else DEFAULT_SM (nvvm_xdsl.device_code)."""
    ptx_version: str | None = None
    """Empty: the PTX ISA version the module gets when its own code needs nothing newer."""
    ftz: bool = False
    """Flush f32 subnormals to zero (`__CUDA_FTZ`); nvcc's default is not to."""
    prec_div: bool = True
    """`__CUDA_PREC_DIV` (CUDA 13's libdevice.10.bc asks only FTZ, PREC_SQRT and ARCH)."""
    prec_sqrt: bool = True
    """`__CUDA_PREC_SQRT`: false gives `sqrt.approx` in `__nv_sqrtf`, as nvcc -prec-sqrt=false."""

    @on_device_code
    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        referenced = _referenced_declarations(op)
        if not referenced:
            return
        first_name, (_, first_use) = next(iter(referenced.items()))
        target = pass_target(op, self.sm, self.ptx_version)
        path = self._libdevice_path(first_name, first_use)
        try:
            llvm_binding()
        except ImportError as error:
            raise op_error(
                first_use,
                f"@{first_name} is a libdevice function: linking it needs llvmlite "
                f"({INSTALL_HINT}), which is not installed ({error})",
            ) from error
        # libdevice needs no arch- or family-specific feature: it is compiled for the plain SM,
        # with the PTX ISA version our module gets unless its own code needs a newer one.
        settings = ReflectSettings(target.sm, self.ftz, self.prec_div, self.prec_sqrt)
        ptx_version = ptx_version_text(target.ptx_version())
        try:
            compiled = compile_libdevice(path, referenced, settings, ptx_version)
        except LibdeviceError as error:
            culprit = referenced[error.function][1] if error.function in referenced else first_use
            raise op_error(culprit, str(error)) from error

        types = dict(compiled.types)
        headers = {d.name: d.declaration for d in compiled.definitions if d.declaration is not None}
        for name, (declaration, use) in referenced.items():
            try:
                ours = function_type_text(declaration.function_type)
            except NotImplementedError:
                ours = str(declaration.function_type)
            if ours != types[name]:
                raise op_error(
                    use, f"@{name} is declared as '{ours}' but libdevice defines it as '{types[name]}'"
                )
            expected = _normalised(_our_signature(ptx_symbol(name), declaration))
            if _normalised(headers.get(name, "")) != expected:
                raise op_error(
                    use,
                    f"LLVM compiled libdevice's @{name} as '{headers.get(name)}', "
                    f"but calls to it pass '{expected}'",
                )

        taken = {
            ptx_symbol(sym.data)
            for sym in (o.properties.get("sym_name") or o.attributes.get("sym_name") for o in op.ops)
            if isinstance(sym, builtin.StringAttr)
        } | {o.symbol.data for o in op.ops if isinstance(o, ptx.VerbatimOp)}
        definitions = _renamed(compiled.definitions, {ptx_symbol(n) for n in referenced}, taken)
        anchor = op.body.block.first_op
        for definition in definitions:
            carried = ptx.VerbatimOp(definition.name, definition.text, definition.declaration)
            if anchor is None:
                op.body.block.add_op(carried)
            else:
                op.body.block.insert_op_before(carried, anchor)

    def _libdevice_path(self, name: str, use: Operation) -> Path:
        if self.libdevice:
            path = Path(self.libdevice)
            if not path.is_file():
                raise op_error(use, f"libdevice '{self.libdevice}' (for @{name}) is not a readable file")
            return path
        found = find_libdevice()
        if found is None:
            raise op_error(
                use,
                f"@{name} is a libdevice function: linking it needs NVIDIA's {LIBDEVICE_FILE} "
                f"({INSTALL_HINT}, or name a copy with --libdevice PATH)",
            )
        return found
