"""LLVM IR compiled the way the producer corpora are checked, and the comparison of its ABI
with the producer's own PTX (clang's, libNVVM's, llc's): shared by
tests/test_llvm_ir_frontend.py and tools/capture/measure_llvm_nvptx.py."""

from __future__ import annotations

import functools
import re
from collections import Counter
from io import StringIO

from nvvm_xdsl_testing.ptx_parse import function_bodies, parse_ptx

# Variadic device functions: nvvm-xdsl passes `...` as nvcc/libNVVM do (a trailing
# `.param .align 8 .b8 f_vararg[]` array, docs/ARCHITECTURE.md), llc as a pointer to a local
# buffer (`.param .b64`); those functions and their call sites are not compared with llc's.
VARIADIC = re.compile(r"^define [^@]*@\"?([^\"(]+)\"?\(.*\.\.\.\)", re.MULTILINE)
DEFINED = re.compile(r'^define [^@]*@"?([^"(]+)"?\(', re.MULTILINE)

_CALL_PARAM = re.compile(r"^\s*\.param\s+(?:\.align\s+(\d+)\s+)?\.(\w+)\s+(param\d+|retval0)(?:\[(\d+)\])?;", re.MULTILINE)
_ADDRESS_GLOBAL = re.compile(r"^\.visible \.global \.align \d+ \.u64 (\w+)(\[\d+\])? = \{?([^;]*?[A-Za-z_][^;]*?)\}?;$", re.MULTILINE)


def defined_functions(ll_text: str) -> set[str]:
    """The PTX names of the functions an LLVM IR text defines; an unnamed one (`@0`) is llc's
    `__unnamed_N`, N counted from 1 over the functions, then the global variables."""
    unnamed = re.findall(r"^(?:define|declare) [^@]*@(\d+)\(", ll_text, re.MULTILINE)
    unnamed += re.findall(r"^@(\d+) = ", ll_text, re.MULTILINE)
    ptx_name = {slot: f"__unnamed_{n}" for n, slot in enumerate(unnamed, 1)}
    return {ptx_name.get(name, name) for name in DEFINED.findall(ll_text)}


def call_site_params(ptx: str, functions: set[str] | None = None) -> Counter:
    """The `.param` declarations of every call site (the call ABI), as a multiset; with
    `functions`, of the call sites in those functions' bodies only (libdevice, linked in,
    calls its own internal helpers where the producer's PTX calls the `__nv_*` function)."""
    if functions is None:
        return Counter(_CALL_PARAM.findall(ptx))
    bodies = function_bodies(ptx)
    return Counter(p for name in functions if name in bodies for p in _CALL_PARAM.findall(bodies[name]))


def address_globals(ptx: str) -> dict[str, tuple[str, str]]:
    """`.u64` globals initialized with addresses: name -> (array size, initializer)."""
    return {m.group(1): (m.group(2) or "", m.group(3)) for m in _ADDRESS_GLOBAL.finditer(ptx)}


# The instructions of the `llvm.nvvm.*` intrinsics nvvm-opt selects from templates
# (backend/isel_nvvm_text_intrinsics.py); the atomics' orderings are the backend's own choice.
_TEMPLATE_FAMILIES = re.compile(
    r"^(mbarrier|cp\.async|tcgen05|wgmma|griddepcontrol|setmaxnreg|fence\.proxy\.tensormap|dp[24]a|pmevent|"
    r"clusterlaunchcontrol|cvt\.\w+(\.satfinite)?(\.relu)?\.(tf32\.f32|e[45]m[23]x2\.\w+|f16x2\.e[45]m[23]x2))"
)


def template_instructions(ptx: str) -> Counter:
    """The template intrinsics' instructions of `ptx`, registers (and the names a scope of its
    own declares) renamed away: llc's and ours are equal operand for operand."""
    lines: Counter = Counter()
    for line in ptx.splitlines():
        text = " ".join(line.strip().rstrip(";").split())
        if _TEMPLATE_FAMILIES.match(text):
            lines[re.sub(r"%[a-z_]+\d*", "%R", text)] += 1
    return lines


@functools.cache
def _context():
    from nvvm_xdsl_testing.mlir_to_llvm_ir import universe_context

    return universe_context()  # one context for every module: its dialects load once


def compile_ll(data: bytes, name: str, sm: str, opt_level: int = 2, ptx_version: str | None = None) -> str:
    """`nvvm-opt NAME.ll --sm SM -O N` in-process: the LLVM IR frontend, lower-to-ptx, PTX text."""
    from nvvm_xdsl.backend.ptx_printer import PTXTarget
    from nvvm_xdsl.frontend.llvm_ir import import_llvm_ir
    from nvvm_xdsl.transforms.lower_to_ptx import LowerToPTXPass

    ctx = _context()
    module = import_llvm_ir(data, name, ctx)
    LowerToPTXPass(sm=sm, opt_level=opt_level, ptx_version=ptx_version or None).apply(ctx, module)
    out = StringIO()
    PTXTarget().emit(ctx, module, out)
    return out.getvalue()


def abi_mismatches(ll_text: str, ptx: str, optimized: str, reference: str, *, call_sites: bool = True) -> list[str]:
    """How our PTX's ABI differs from the producer's: each `.entry`/`.func` the input defines
    and the reference has (kind, `.param` types, sizes, alignments), the call sites' `.param`
    declarations (`call_sites`: libNVVM inlines libdevice, so numba's PTX has fewer calls), and
    the `.u64` globals initialized with addresses. `ptx` is ours at -O0 (the inliner keeps every
    call the producer's compiler kept), `optimized` ours at -O2. Empty when they agree."""
    theirs_ptx = parse_ptx(reference)
    ours = parse_ptx(ptx).functions
    defined = defined_functions(ll_text)
    variadic = set(VARIADIC.findall(ll_text))
    problems = []
    compared = 0
    for name, theirs in theirs_ptx.functions.items():
        if not theirs.is_definition or name not in defined or name in variadic:
            continue
        if name not in ours:
            problems.append(f"{name}: missing")
        elif ours[name].kind != theirs.kind:
            problems.append(f"{name}: .{ours[name].kind} where the producer has .{theirs.kind}")
        elif ours[name].abi() != theirs.abi():
            problems.append(f"{name}: {ours[name].abi()} != {theirs.abi()}")
        compared += 1
    # Call sites as ours at -O0 or at -O2 have them: the producer's -O2 may drop a call in a
    # block a constant branch skips (llc's bug52623.ll), our -O2 inliner calls it removed.
    theirs_calls = call_site_params(reference, defined)
    ours_calls = (call_site_params(ptx, defined), call_site_params(optimized, defined))
    if call_sites and not variadic and theirs_calls not in ours_calls:
        problems.append(f"call sites: {ours_calls[0]} != {theirs_calls}")
    kernels = [f.name for f in theirs_ptx.functions.values() if f.kind == "entry"]
    problems += [f"{k}: kernel missing" for k in kernels if k not in ours]
    if compared < len(kernels) or not (compared or not defined):
        problems.append(f"only {compared} functions compared")
    theirs_globals = address_globals(reference)
    ours_globals = {k: v for k, v in address_globals(optimized).items() if k in theirs_globals}
    if ours_globals != theirs_globals:
        problems.append(f"address globals: {ours_globals} != {theirs_globals}")
    return problems
