"""`link-libdevice-ir`: bring the referenced libdevice functions in as `llvm.func` bodies,
before the middle end, so that llvm-inline folds them into their callers.

`link-libdevice` (the late route) links libdevice as PTX that LLVM compiled on its own: each
`__nv_*` function stays a `.func`, and `__nv_sinf`'s Payne-Hanek reduction keeps its 32 B local
array there. LLVM links libdevice as IR before optimising, inlines it and promotes the array.
This pass does the same with the project's own passes: it reads libdevice's bitcode with LLVM
(llvmlite), keeps the referenced functions and what they call (internalize + global DCE),
answers each `__nvvm_reflect("NAME")` query with the constant link-libdevice's options give
(`ReflectSettings`: ftz, prec-div, prec-sqrt, `__CUDA_ARCH` = 10 * sm), lets LLVM's SCCP and
CFG simplification drop the branches those answers make dead (what LLVM's NVVMReflect pass is
followed by), and imports the result with the project's LLVM IR frontend
(`nvvm_xdsl.frontend.llvm_ir`). The functions become `internal` definitions in the module in
place of the declarations: llvm-inline then inlines them (and erases them once unused), and
llvm-sroa / llvm-mem2reg promote their allocas in the caller.

The import (LLVM's work and the frontend's) is cached per process by (file, functions,
settings); each module gets a clone of the cached functions.

lower-to-ptx runs it at -O1 and above, first in its middle end (after llvm-libdevice-leaves).
Where this pass does not apply, the late route still links: at -O0 (the middle end does not
run), when llvmlite or the file is missing (link-libdevice reports it), for a function the
frontend cannot import or that calls an NVVM intrinsic the backend does not select (decided per
function: the others are still brought), or when a libdevice helper symbol clashes with one of
the module's. It leaves those declarations in place and link-libdevice supplies their PTX.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from xdsl.context import Context
from xdsl.dialects import builtin, llvm
from xdsl.passes import ModulePass
from xdsl.rewriter import Rewriter

from nvvm_xdsl.device_code import on_device_code
from nvvm_xdsl.target import pass_target, ptx_version_text
from nvvm_xdsl.transforms import link_libdevice
from nvvm_xdsl.transforms.link_libdevice import (
    _STRING_CONSTANT,
    ANY_REFLECT_CALL,
    LibdeviceError,
    ReflectSettings,
    _file_key,
    _referenced_declarations,
)

# `%5 = call i32 @__nvvm_reflect(ptr @.str) #4` (libdevice's only spelling of a query).
_REFLECT_DEFINITION = re.compile(
    r"^(\s*%[\w.]+) = (?:tail )?call i32 @(?:__nvvm_reflect|llvm\.nvvm\.reflect)\(ptr (@[\w.$]+)\)[^\n]*$",
    re.MULTILINE,
)


def resolve_reflect(llvm_ir: str, settings: ReflectSettings) -> str:
    """`llvm_ir` with each `__nvvm_reflect` query replaced by its answer, a constant."""
    strings = dict(_STRING_CONSTANT.findall(llvm_ir))
    answers = settings.values()

    def answer(match: re.Match[str]) -> str:
        query = strings.get(match.group(2))
        if query is None:
            raise LibdeviceError(f"cannot read the __nvvm_reflect query in '{match.group(0).strip()}'")
        return f"{match.group(1)} = add i32 0, {answers.get(query, 0)}"

    resolved = _REFLECT_DEFINITION.sub(answer, llvm_ir)
    if ANY_REFLECT_CALL.search(resolved):
        raise LibdeviceError("libdevice calls __nvvm_reflect in a form this pass does not read")
    return resolved


@lru_cache(maxsize=64)
def _imported_text(
    file_key: tuple[str, int, int], roots: tuple[str, ...], settings: ReflectSettings, ptx_version: str
) -> str:
    """llvm-dialect MLIR text of `roots` and their callees, reflect queries answered."""
    from nvvm_xdsl.frontend.llvm_ir import llvm_ir_to_mlir
    from nvvm_xdsl.llvmlite_nvptx import NVPTX_TRIPLE, llvm_binding, target_machine

    binding = llvm_binding()
    library = binding.parse_bitcode(Path(file_key[0]).read_bytes())
    defined = {f.name: f for f in library.functions if not f.is_declaration}
    missing = [root for root in roots if root not in defined]
    if missing:
        raise LibdeviceError(f"libdevice has no function @{missing[0]}", missing[0])
    machine = target_machine(settings.sm, ptx_version)
    library.triple = NVPTX_TRIPLE
    library.data_layout = str(machine.target_data)
    for name, function in defined.items():
        if name not in roots:
            function.linkage = "internal"

    def run(module: object, *passes: str) -> None:
        manager = binding.create_new_module_pass_manager()
        for pass_name in passes:
            getattr(manager, f"add_{pass_name}_pass")()
        manager.run(module, binding.create_pass_builder(machine, binding.create_pipeline_tuning_options()))

    run(library, "global_dead_code_eliminate")
    module = binding.parse_assembly(resolve_reflect(str(library), settings))
    # The answers are constants now: drop the branches they decide, and what only those used.
    run(module, "sccp", "simplify_cfg", "global_dead_code_eliminate")
    for function in module.functions:
        if function.name in roots:
            function.linkage = "internal"
    return llvm_ir_to_mlir(str(module).encode(), Path(file_key[0]).name)


@lru_cache(maxsize=64)
def _selectable(text: str) -> bool:
    """Whether the backend selects every `llvm.nvvm.*` intrinsic the imported functions call."""
    from nvvm_xdsl.backend.isel_intrinsics import INTRINSICS

    return all(name in INTRINSICS for name in set(re.findall(r'"llvm\.(nvvm\.[\w.]+)"', text)))


def _importable(
    file_key: tuple[str, int, int], roots: tuple[str, ...], settings: ReflectSettings, ptx_version: str
) -> tuple[str, ...]:
    """The roots this route brings: all of them when their import succeeds and the backend
    selects what they call, else each one for which that holds alone (the backend selects
    every `llvm.nvvm.*` intrinsic libdevice 10 calls, so this guards other libdevice builds)."""

    def works(names: tuple[str, ...]) -> bool:
        try:
            return _selectable(_imported_text(file_key, names, settings, ptx_version))
        except Exception:  # noqa: BLE001 - any failure leaves the late route to link (and report)
            return False

    if works(roots):
        return roots
    if len(roots) == 1:
        return ()
    return tuple(root for root in roots if works((root,)))


_PARSED: dict[tuple[str, int], tuple[Context, builtin.ModuleOp]] = {}


def _imported_module(text: str, ctx: Context) -> builtin.ModuleOp:
    """The parsed `text` in `ctx`, parsed once per context (callers clone it)."""
    from xdsl.parser import Parser

    cached = _PARSED.get((text, id(ctx)))
    if cached is None or cached[0] is not ctx:
        if len(_PARSED) >= 64:
            _PARSED.clear()
        cached = (ctx, Parser(ctx, text, "libdevice.mlir").parse_module())
        _PARSED[(text, id(ctx))] = cached
    return cached[1]


def _symbol_names(module: builtin.ModuleOp, definitions_only: bool = False) -> set[str]:
    names: set[str] = set()
    for op in module.ops:
        if definitions_only and isinstance(op, llvm.FuncOp) and not op.body.blocks:
            continue
        sym = op.properties.get("sym_name") or op.attributes.get("sym_name")
        if isinstance(sym, builtin.StringAttr):
            names.add(sym.data)
    return names


@dataclass(frozen=True)
class LinkLibdeviceIRPass(ModulePass):
    """Replace the referenced `__nv_*` declarations with libdevice's functions as llvm.func."""

    name = "link-libdevice-ir"

    libdevice: str = ""
    """libdevice bitcode to use; empty: the one the `libdevice` extra installs."""
    sm: int | str | None = None
    """As link-libdevice's (`__CUDA_ARCH`)."""
    ftz: bool = False
    """`__CUDA_FTZ`, as link-libdevice's."""
    prec_div: bool = True
    """`__CUDA_PREC_DIV`, as link-libdevice's."""
    prec_sqrt: bool = True
    """`__CUDA_PREC_SQRT`, as link-libdevice's."""

    @on_device_code
    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        referenced = _referenced_declarations(op)
        if not referenced:
            return
        # Looked up through the module: where link-libdevice finds none, neither route links.
        path = Path(self.libdevice) if self.libdevice else link_libdevice.find_libdevice()
        if path is None or not path.is_file():
            return  # link-libdevice reports it
        target = pass_target(op, self.sm, None)
        settings = ReflectSettings(target.sm, self.ftz, self.prec_div, self.prec_sqrt)
        try:
            ptx_version = ptx_version_text(target.ptx_version())
            file_key = _file_key(path)
        except Exception:  # noqa: BLE001 - any failure leaves the late route to link (and report)
            return
        roots = _importable(file_key, tuple(sorted(referenced)), settings, ptx_version)
        if not roots:
            return
        # The others stay declarations: link-libdevice links them as PTX.
        referenced = {name: entry for name, entry in referenced.items() if name in roots}
        text = _imported_text(file_key, roots, settings, ptx_version)
        library = _imported_module(text, ctx).clone()
        taken = _symbol_names(op) - set(referenced)
        if _symbol_names(library, definitions_only=True) & taken:
            return  # a helper's name is the module's own: the late route renames in PTX
        for name, (declaration, _) in referenced.items():
            definition = next(
                f for f in library.ops if isinstance(f, llvm.FuncOp) and f.sym_name.data == name
            )
            if definition.function_type != declaration.function_type:
                return  # link-libdevice reports the mismatch at the use
        block = op.body.block
        for declaration, _ in referenced.values():
            Rewriter.erase_op(declaration)
        for definition in list(library.ops):
            if isinstance(definition, llvm.FuncOp) and not definition.body.blocks:
                if definition.sym_name.data in taken:
                    continue  # the module declares it already
            definition.detach()
            block.add_op(definition)
