"""Instruction selection: llvm + nvvm dialect functions -> `ptx` dialect functions.

Each LLVM SSA value maps to a list of leaves (one per scalar of its type in DataLayout
order, so aggregates are lists of registers); a leaf is a typed virtual register or an
immediate that is folded into the instruction using it. Pointers also get a symbolic
address (base register or symbol + constant offset, and the state space the access goes
to), so loads and stores use `[%rd+imm]` / `[sym+imm]` and the state-space instruction
forms (`ld.param`, `ld.local`, `ld.global`) without materialising the pointer.
Instructions that only compute are erased when unused, so unused address arithmetic or
parameter loads cost nothing.

This module selects the module level (globals, function signatures, directives) and drives
the selection of each function: every op is selected by the pattern its class maps to in
`SELECTORS`, the merge of the families' tables (isel_arith, isel_memory, isel_control_flow,
calls, atomics, isel_intrinsics, inline_asm, and the NVVM ops' isel_nvvm* tables).
"""

from __future__ import annotations

import functools
import struct
from collections.abc import Sequence

from xdsl.dialects import llvm
from xdsl.dialects.builtin import (
    ArrayAttr,
    BFloat16Type,
    DenseArrayBase,
    DenseIntOrFPElementsAttr,
    Float16Type,
    FloatAttr,
    IntegerAttr,
    IntegerType,
    StringAttr,
    SymbolRefAttr,
    UnitAttr,
    VectorType,
    i32,
    i64,
)
from xdsl.dialects.builtin import ModuleOp as BuiltinModuleOp
from xdsl.dialects.llvm import LLVMPointerType
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.traits import SymbolTable

from nvvm_xdsl import address_spaces as AS
from nvvm_xdsl import datalayout as DL
from nvvm_xdsl.backend import abi
from nvvm_xdsl.backend.atomics import SELECTORS as ATOMIC_SELECTORS
from nvvm_xdsl.backend.calls import SELECTORS as CALL_SELECTORS
from nvvm_xdsl.backend.cleanup import block_cse, function_dce
from nvvm_xdsl.backend.inline_asm import SELECTORS as INLINE_ASM_SELECTORS
from nvvm_xdsl.backend.inline_asm import fold_bit_move_round_trips, isolate_tied_operands, retype_bit_moved_block_args
from nvvm_xdsl.backend.isel_arith import ELEMENTWISE, select_packed_f32
from nvvm_xdsl.backend.isel_arith import SELECTORS as ARITH_SELECTORS
from nvvm_xdsl.backend.isel_control_flow import SELECTORS as CONTROL_FLOW_SELECTORS
from nvvm_xdsl.backend.isel_core import Selector, SelectorCore
from nvvm_xdsl.backend.isel_intrinsics import SELECTORS as INTRINSIC_SELECTORS
from nvvm_xdsl.backend.isel_intrinsics import is_lane_wise_intrinsic
from nvvm_xdsl.backend.isel_memory import SELECTORS as MEMORY_SELECTORS
from nvvm_xdsl.backend.isel_nvvm import NVVM_SELECTORS
from nvvm_xdsl.backend.isel_nvvm_ops import SELECTORS as NVVM_OP_SELECTORS
from nvvm_xdsl.backend.signatures import linkage_name, param_decls
from nvvm_xdsl.backend.staged_byval import staged_byval
from nvvm_xdsl.backend.values import (
    Addr,
    Imm,
    Leaf,
    ModuleInfo,
    int_value,
    ptx_symbol,
)
from nvvm_xdsl.diagnostics import op_error
from nvvm_xdsl.dialects import llvm_ext, ptx
from nvvm_xdsl.dialects.nvvm import LdParamOp
from nvvm_xdsl.kernel_abi import (
    ALIAS_OF_ATTR,
    ALIGN_ATTR,
    BLOCKS_ARE_CLUSTERS_ATTR,
    BYVAL_ATTR,
    CLUSTER_DIM_ATTR,
    CLUSTER_MAX_BLOCKS_ATTR,
    GRID_CONSTANT_ATTR,
    MAXNREG_ATTR,
    MAXNTID_ATTR,
    MINCTASM_ATTR,
    REQNTID_ATTR,
    arg_attrs,
    is_kernel,
    require_param_space,
)
from nvvm_xdsl.locations import inherit_location
from nvvm_xdsl.target import MASK_INITIALIZER_NEEDS, Target, TargetUse, ptx_version_text

# ---------------------------------------------------------------------------------------------
# Module level
# ---------------------------------------------------------------------------------------------


# LLVM linkages that may be overridden by another definition: PTX `.weak`.
_WEAK_LINKAGES = ("weak", "weak_odr", "linkonce", "linkonce_odr", "common")


def _function_linkage(linkage: str) -> str:
    if linkage in ("internal", "private"):
        return "internal"
    return "weak" if linkage in _WEAK_LINKAGES else "visible"


def _global_decl(op: llvm.GlobalOp) -> ptx.GlobalOp:
    space_num = int_value(op.addr_space) or 0
    space = {AS.GENERIC: "global", AS.GLOBAL: "global", AS.SHARED: "shared", AS.CONST: "const"}.get(space_num)
    if space is None:
        raise op_error(op, f"globals in address space {space_num} are not supported")
    t = op.global_type
    try:
        size = DL.alloc_size(t)
        align = int_value(op.alignment) or DL.abi_align(t)
    except DL.UnsupportedTypeError as err:
        raise op_error(op, str(err)) from err
    linkage = linkage_name(op)
    if linkage in ("internal", "private"):
        ptx_linkage = "internal"
    elif op.value is None and not op.body.blocks:
        # MLIR's declaration form: an external global without initializer.
        ptx_linkage = "extern"
    elif linkage in _WEAK_LINKAGES:
        ptx_linkage = "weak"
    else:
        ptx_linkage = "visible"
    if space == "shared" and _has_initial_value(op) and not _zero_initializer(op, t):
        # Shared memory is not initialised at launch: dropping the value would miscompile. A
        # zero initializer is what LLVM IR producers write for "no value" (llc drops it too).
        raise op_error(
            op,
            f"@{op.sym_name.data}: a .shared variable cannot have an initial value "
            "(shared memory starts undefined; initialise it from the kernel)",
        )
    init: list[int | str] | None = None
    if _zero_region(op):
        # `zeroinitializer`: .global/.const memory starts zeroed, so no bytes are written (as
        # llc), and none are built (a multi-gigabyte array would not fit in memory).
        init = [0] * size if ptx_linkage == "extern" else None
    elif op.body.blocks and op.body.block.ops and space != "shared":
        data, addresses = _fold_initializer_region(op, t)
        if addresses:
            words = _address_words(op, data, addresses)
            if words is None:
                return ptx.GlobalOp(ptx_symbol(op.sym_name.data), space, ptx_linkage, align, "u8", len(data), _address_bytes(op, data, addresses))
            # A pointer or an integer is one `.u64`, an aggregate an array of them (as llc).
            scalar = len(words) == 1 and isinstance(t, LLVMPointerType | IntegerType)
            return ptx.GlobalOp(ptx_symbol(op.sym_name.data), space, ptx_linkage, align, "u64", None if scalar else len(words), words)
        init = list(data)
    elif op.value is not None and space != "shared":
        init = list(_initializer_bytes(op, op.value, t))
        if not any(init):
            init = None if ptx_linkage != "extern" else init
    # A zero-sized array is `name[]` when declared extern (dynamic shared memory); a
    # definition of zero size is a lone byte, as LLVM prints it.
    return ptx.GlobalOp(
        ptx_symbol(op.sym_name.data), space, ptx_linkage, align, "b8", size if size or ptx_linkage == "extern" else None, init
    )


def _has_initial_value(op: llvm.GlobalOp) -> bool:
    """Whether a global defines its contents (an undef/poison initializer region does not)."""
    if op.value is not None:
        return True
    if op.body.blocks:
        return any(
            not isinstance(inner, llvm.UndefOp | llvm_ext.PoisonOp | llvm.ReturnOp)
            for inner in op.body.block.ops
        )
    return False


def _zero_region(op: llvm.GlobalOp) -> bool:
    """Whether a global's initializer region returns `llvm.mlir.zero` of the whole type."""
    if not op.body.blocks:
        return False
    ops = list(op.body.block.ops)
    return (
        len(ops) == 2 and isinstance(ops[0], llvm.ZeroOp) and isinstance(ops[1], llvm.ReturnOp)
        and ops[1].operands[0] is ops[0].results[0]
    )


def _zero_initializer(op: llvm.GlobalOp, t: Attribute) -> bool:
    """Whether a global's initial value is all zero bytes (`zeroinitializer`)."""
    if _zero_region(op):
        return True
    if op.body.blocks and op.body.block.ops:
        data, addresses = _fold_initializer_region(op, t)
        return not addresses and not any(data)
    return op.value is None or not any(_initializer_bytes(op, op.value, t))


def _initializer_bytes(op: Operation, value: Attribute, t: Attribute) -> bytes:
    size = DL.alloc_size(t)
    if isinstance(value, StringAttr):
        data = value.data.encode("latin-1", errors="surrogateescape") if isinstance(value.data, str) else value.data
        return data.ljust(size, b"\0")[:size]
    if isinstance(value, IntegerAttr) and isinstance(t, IntegerType):
        # Any width (i128, i65): the value's little-endian bytes, not per-leaf.
        return (value.value.data & ((1 << t.width.data) - 1)).to_bytes(size, "little")
    # Scalar leaves; a vector's elements each (a vector leaf is one leaf of DL.flatten).
    leaves: list[tuple[int, Attribute]] = []
    for leaf in DL.flatten(t):
        if isinstance(leaf.type, VectorType):
            et = leaf.type.element_type
            leaves.extend((leaf.offset + i * DL.store_size(et), et) for i in range(leaf.type.get_shape()[0]))
        else:
            leaves.append((leaf.offset, leaf.type))
    if isinstance(value, IntegerAttr | FloatAttr):
        values: Sequence[int | float] = [value.value.data]
    elif isinstance(value, DenseIntOrFPElementsAttr):
        values = list(value.get_values())
    else:
        raise op_error(op, f"cannot emit initializer {value}")
    if len(values) == 1 and len(leaves) > 1:
        values = [values[0]] * len(leaves)
    if len(values) != len(leaves):
        raise op_error(op, "initializer does not match the global's type")
    out = bytearray(size)
    for (offset, lt), v in zip(leaves, values, strict=False):
        n = DL.store_size(lt)
        if isinstance(lt, IntegerType) or isinstance(lt, LLVMPointerType):
            out[offset : offset + n] = (int(v) & ((1 << (8 * n)) - 1)).to_bytes(n, "little")
        elif n == 4:
            out[offset : offset + 4] = struct.pack("<f", float(v))
        elif n == 8:
            out[offset : offset + 8] = struct.pack("<d", float(v))
        elif isinstance(lt, Float16Type):
            out[offset : offset + 2] = struct.pack("<e", float(v))
        elif isinstance(lt, BFloat16Type):
            # The f32's high half, rounded to nearest even (exact for a bf16 constant).
            bits = struct.unpack("<I", struct.pack("<f", float(v)))[0]
            out[offset : offset + 2] = (((bits + 0x7FFF + ((bits >> 16) & 1)) >> 16) & 0xFFFF).to_bytes(2, "little")
        else:
            raise op_error(op, f"cannot emit an initializer of type {lt}")
    return bytes(out)


# An address in an initializer: (symbol text, `sym` or `generic(sym)`; byte offset; how many
# of its bytes the initializer holds: 8, fewer for a `ptrtoint` to a narrower integer).
_Address = tuple[str, int, int]


def _fold_initializer_region(glob: llvm.GlobalOp, t: Attribute) -> tuple[bytes, dict[int, _Address]]:
    """The bytes an initializer region computes (mlir-translate's form for struct constants),
    evaluated at compile time, and the addresses of other globals it stores (by byte offset;
    their bytes are zero): constants, undef/poison/zero, insertvalue, addressof and the
    constant expressions on it (GEP, addrspacecast, bitcast, ptrtoint/inttoptr, add/sub)."""
    values: dict[SSAValue, bytes] = {}
    addresses: dict[SSAValue, dict[int, _Address]] = {}

    def address(v: SSAValue, op: Operation) -> _Address:
        at = addresses.get(v, {})
        if set(at) != {0}:
            raise op_error(op, f"'{op.name}' in a global's initializer region needs an address operand")
        return at[0]

    def integer(v: SSAValue) -> int | None:
        if v in addresses:
            return None
        return int.from_bytes(values[v], "little", signed=True)

    for op in glob.body.block.ops:
        if isinstance(op, llvm.ConstantOp):
            values[op.result] = _initializer_bytes(op, op.value, op.result.type)[: DL.alloc_size(op.result.type)]
        elif isinstance(op, llvm.UndefOp | llvm_ext.PoisonOp | llvm.ZeroOp):
            values[op.results[0]] = bytes(DL.alloc_size(op.results[0].type))
        elif isinstance(op, llvm.InsertValueOp):
            offset, field_type = DL.path_offset(op.container.type, tuple(op.position.get_values()))
            data = bytearray(values[op.container])
            field = values[op.value][: DL.store_size(field_type)]
            data[offset : offset + len(field)] = field
            values[op.res] = bytes(data)
            inner = {k: a for k, a in addresses.get(op.container, {}).items() if not offset <= k < offset + len(field)}
            inner.update({offset + k: a for k, a in addresses.get(op.value, {}).items()})
            if inner:
                addresses[op.res] = inner
        elif isinstance(op, llvm.AddressOfOp):
            values[op.result] = bytes(8)
            addresses[op.result] = {0: (ptx_symbol(op.global_name.string_value()), 0, 8)}
        elif isinstance(op, llvm_ext.AddrSpaceCastOp):
            sym, offset, _ = address(op.operands[0], op)
            to_space = AS.address_space_of(op.results[0].type) if isinstance(op.results[0].type, LLVMPointerType) else AS.GENERIC
            if to_space == AS.GENERIC and not sym.startswith("generic("):
                sym = f"generic({sym})"
            elif to_space != AS.GENERIC and sym.startswith("generic("):
                sym = sym.removeprefix("generic(").removesuffix(")")
            values[op.results[0]] = bytes(8)
            addresses[op.results[0]] = {0: (sym, offset, 8)}
        elif isinstance(op, llvm.BitcastOp | llvm.PtrToIntOp | llvm.IntToPtrOp) and op.operands[0] in addresses:
            sym, offset, width = address(op.operands[0], op)
            values[op.results[0]] = bytes(8)
            addresses[op.results[0]] = {0: (sym, offset, min(width, DL.alloc_size(op.results[0].type)))}
        elif isinstance(op, llvm.BitcastOp | llvm.PtrToIntOp | llvm.IntToPtrOp):
            # A constant integer as a pointer (`inttoptr (i64 16 to ptr)`) or back: the value,
            # zero-extended or truncated to the result (a bitcast keeps the bytes).
            size = DL.alloc_size(op.results[0].type)
            value = int.from_bytes(values[op.operands[0]], "little")
            values[op.results[0]] = (value & ((1 << (8 * size)) - 1)).to_bytes(size, "little")
        elif isinstance(op, llvm.GEPOp):
            sym, offset, _ = address(op.ptr, op)
            gep = DL.gep_offset(op)
            for index, scale in gep.dynamic:
                k = integer(index)
                if k is None:
                    raise op_error(op, "a GEP index in a global's initializer must be a constant")
                offset += k * scale
            values[op.results[0]] = bytes(8)
            addresses[op.results[0]] = {0: (sym, offset + gep.constant, 8)}
        elif isinstance(op, llvm.AddOp | llvm.SubOp) and (op.lhs in addresses) != (op.rhs in addresses):
            base, other = (op.lhs, op.rhs) if op.lhs in addresses else (op.rhs, op.lhs)
            sym, offset, width = address(base, op)
            k = integer(other)
            if k is None or (isinstance(op, llvm.SubOp) and base is op.rhs):
                raise op_error(op, f"'{op.name}' of addresses in a global's initializer is not supported")
            values[op.results[0]] = bytes(8)
            addresses[op.results[0]] = {0: (sym, offset + (k if isinstance(op, llvm.AddOp) else -k), width)}
        elif isinstance(op, llvm.ReturnOp) and op.arg is not None:
            return values[op.arg].ljust(DL.alloc_size(t), b"\0"), addresses.get(op.arg, {})
        else:
            raise op_error(op, f"'{op.name}' in a global's initializer region is not supported (only constants, undef/zero, insertvalue and addresses)")
    raise op_error(glob, "the initializer region returns no value")


def _address_text(op: llvm.GlobalOp, address: _Address) -> str:
    sym, offset, _ = address
    if offset < 0:
        # ptxas rejects `g-1` in an initializer (llc drops the word; fuzz seed 57 of the .ll
        # corpus, mutant 901).
        raise op_error(op, f"@{op.sym_name.data}: an address {-offset} bytes before the start of {sym} in an initializer cannot be written in PTX")
    return sym + (f"+{offset}" if offset > 0 else "")


def _address_words(op: llvm.GlobalOp, data: bytes, addresses: dict[int, _Address]) -> list[int | str] | None:
    """An initializer that holds addresses as 64-bit words (`.u64` elements): each word a value
    or `sym`/`generic(sym)` plus an offset; None unless every address is a whole aligned word."""
    if len(data) % 8 or any(k % 8 or a[2] != 8 for k, a in addresses.items()):
        return None
    words: list[int | str] = []
    for k in range(0, len(data), 8):
        if k in addresses:
            words.append(_address_text(op, addresses[k]))
        else:
            words.append(int.from_bytes(data[k : k + 8], "little"))
    return words


def _address_bytes(op: llvm.GlobalOp, data: bytes, addresses: dict[int, _Address]) -> list[int | str]:
    """An initializer with an address that is no aligned whole word (a packed struct's field, a
    `ptrtoint` to i32) as bytes, each byte of an address written `0xFF<00 * i>(sym)`, as llc."""
    entries: list[int | str] = list(data)
    for k, address in addresses.items():
        text = _address_text(op, address)
        for i in range(address[2]):
            entries[k + i] = f"0xFF{'00' * i}({text})"
    return entries


def _ordered_globals(decls: list[ptx.GlobalOp]) -> list[ptx.GlobalOp]:
    """Globals in their order, each after the globals its initializer takes the address of
    (PTX needs a symbol declared before an initializer names it)."""
    by_name = {d.sym_name.data: d for d in decls}
    out: list[ptx.GlobalOp] = []
    state: dict[str, int] = {}

    def visit(d: ptx.GlobalOp) -> None:
        name = d.sym_name.data
        if state.get(name):
            return  # placed, or on the path (a cycle: ptxas will say)
        state[name] = 1
        for entry in d.init.data if d.init is not None else ():
            if isinstance(entry, StringAttr):
                # `sym`, `generic(sym)+8`, a byte of one: `0xFF00(generic(sym)+8)`.
                text = entry.data.split("(", 1)[1] if entry.data.startswith("0x") else entry.data
                ref = text.removeprefix("generic(").split(")")[0].split("+")[0].split("-")[0]
                if ref in by_name:
                    visit(by_name[ref])
        out.append(d)

    for d in decls:
        visit(d)
    return out


def select_module(module: BuiltinModuleOp, target: Target, expand_vector_atomics: bool = False) -> ptx.ModuleOp:
    """Build the ptx.module for `module` (which is left unchanged); its `.version` is the
    lowest that has `target` and every instruction selected, unless `target` fixes one."""
    funcs: dict[str, llvm.FuncOp] = {}
    globs: dict[str, llvm.GlobalOp] = {}
    address_taken: set[str] = set()
    # Definitions already in PTX (link-libdevice's); they replace the llvm.func declarations
    # of the same name, which remain only so that the llvm calls verify.
    verbatim: list[ptx.VerbatimOp] = []
    for op in module.ops:
        if isinstance(op, llvm.FuncOp):
            funcs[op.sym_name.data] = op
        elif isinstance(op, llvm.GlobalOp):
            globs[op.sym_name.data] = op
        elif isinstance(op, ptx.VerbatimOp):
            verbatim.append(op)
        else:
            raise op_error(
                op, "convert-llvm-to-ptx expects only llvm.func, llvm.mlir.global and ptx.verbatim at module level"
            )
    defined_verbatim = {op.symbol.data for op in verbatim}
    for op in module.walk():
        if isinstance(op, llvm.AddressOfOp):
            address_taken.add(op.global_name.string_value())
    target_use = TargetUse(target)
    info = ModuleInfo(funcs, globs, target_use, address_taken, expand_vector_atomics=expand_vector_atomics)

    declarations: list[Operation] = []
    definitions: list[Operation] = []
    global_ops = [_global_decl(g) for g in globs.values()]
    for source, decl in zip(globs.values(), global_ops, strict=False):
        decl.location = source.location
        if decl.init is not None and any(isinstance(e, StringAttr) and e.data.startswith("0x") for e in decl.init.data):
            target_use.require(source, "an address in bytes of an initializer (mask())", **MASK_INITIALIZER_NEEDS)
    global_ops = _ordered_globals(global_ops)
    depot_index = 0
    aliases: list[Operation] = []
    for func in funcs.values():
        name = func.sym_name.data
        if name.startswith("llvm."):
            continue
        params, returns = param_decls(func, info)
        kind = "entry" if is_kernel(func) else "func"
        if kind == "entry":
            require_param_space(func, abi.param_space_layout(params)[1], target_use)
        if not func.body.blocks:
            if ptx_symbol(name) in defined_verbatim:
                continue
            aliasee = func.attributes.get(ALIAS_OF_ATTR)
            if isinstance(aliasee, SymbolRefAttr):
                # Another name of a function defined here: a visible prototype, then `.alias`
                # once the definitions are out (as llc).
                target_use.require(func, ".alias", min_sm=30, min_ptx=(6, 3))
                declaration = ptx.FuncOp(ptx_symbol(name), kind, "visible", params, returns)
                declaration.location = func.location
                declarations.append(declaration)
                aliases.append(ptx.VerbatimOp(ptx_symbol(name), f".alias {ptx_symbol(name)}, {ptx_symbol(aliasee.string_value())};"))
                continue
            declaration = ptx.FuncOp(ptx_symbol(name), kind, "extern", params, returns)
            declaration.location = func.location
            declarations.append(declaration)
            continue
        linkage = _function_linkage(linkage_name(func))
        pfunc = ptx.FuncOp(ptx_symbol(name), kind, linkage, params, returns, Region())
        pfunc.location = func.location
        select_function(func, pfunc, info, depot_index)
        depot_index += 1
        _copy_directives(func, pfunc, target_use)
        definitions.append(pfunc)
    carried = [op.clone() for op in verbatim]
    body = Region(Block([*declarations, *global_ops, *carried, *definitions, *aliases]))
    target_use.check_version(module)
    return ptx.ModuleOp(target.name, ptx_version_text(target_use.ptx_version), body)


def _copy_directives(func: llvm.FuncOp, pfunc: ptx.FuncOp, target_use: TargetUse) -> None:
    # Launch bounds describe a launch: PTX accepts them on .entry only, and LLVM ignores them
    # on device functions, as we do.
    if not is_kernel(func):
        return
    if MAXNTID_ATTR in func.attributes and REQNTID_ATTR in func.attributes:
        raise op_error(func, f"{MAXNTID_ATTR} and {REQNTID_ATTR} cannot both be given (PTX forbids .maxntid with .reqntid)")
    for key, target in ((MAXNTID_ATTR, "maxntid"), (REQNTID_ATTR, "reqntid"), (CLUSTER_DIM_ATTR, "reqnctapercluster")):
        attr = func.attributes.get(key)
        if attr is None:
            continue
        if isinstance(attr, DenseArrayBase):
            values = [int(v) for v in attr.get_values()]
        elif isinstance(attr, ArrayAttr):
            values = [int_value(v) or 0 for v in attr.data]
        else:
            raise op_error(func, f"'{key}' must be array<i32: x, y, z>")
        pfunc.attributes[target] = DenseArrayBase.from_list(i32, values)
    for key, target in ((MINCTASM_ATTR, "minnctapersm"), (MAXNREG_ATTR, "maxnreg"), (CLUSTER_MAX_BLOCKS_ATTR, "maxclusterrank")):
        value = int_value(func.attributes.get(key))
        if value is not None:
            pfunc.attributes[target] = IntegerAttr(value, i32)
    if BLOCKS_ARE_CLUSTERS_ATTR in func.attributes:
        pfunc.attributes["blocksareclusters"] = UnitAttr()
    # Targets without clusters have no cluster directives: llc drops them there, as we do.
    if not target_use.has(min_sm=90):
        for name in ("reqnctapercluster", "maxclusterrank", "blocksareclusters"):
            pfunc.attributes.pop(name, None)
    elif "blocksareclusters" in pfunc.attributes:
        target_use.require(func, ".blocksareclusters", min_sm=90, min_ptx=(9, 0))


# ---------------------------------------------------------------------------------------------
# Functions
# ---------------------------------------------------------------------------------------------


def _merged(*tables: dict[type[Operation], Selector]) -> dict[type[Operation], Selector]:
    merged: dict[type[Operation], Selector] = {}
    for table in tables:
        for op_class, select in table.items():
            if op_class in merged:
                raise ValueError(f"two selection patterns for '{op_class.name}'")
            merged[op_class] = select
    return merged


# Every op selection knows, by class: one table per family, then the NVVM ops' tables.
SELECTORS: dict[type[Operation], Selector] = _merged(
    ARITH_SELECTORS,
    MEMORY_SELECTORS,
    CONTROL_FLOW_SELECTORS,
    CALL_SELECTORS,
    ATOMIC_SELECTORS,
    INTRINSIC_SELECTORS,
    INLINE_ASM_SELECTORS,
    NVVM_SELECTORS,
    NVVM_OP_SELECTORS,
)


@functools.cache
def load_family_selectors() -> None:
    """Add the selectors of the nvvm op families (`nvvm.op_families`: MMA, tcgen05, the ODS
    table's ops, CuTe's extension ops) to `SELECTORS`: imported on the first op the table lacks
    (an op of a family exists only once its family is imported), not at start-up."""
    from nvvm_xdsl.backend.isel_cute_ext import SELECTORS as CUTE_EXT_SELECTORS
    from nvvm_xdsl.backend.isel_nvvm_mma import SELECTORS as MMA_SELECTORS
    from nvvm_xdsl.backend.isel_nvvm_ops import family_selectors

    SELECTORS.update(_merged(SELECTORS, MMA_SELECTORS, family_selectors(), CUTE_EXT_SELECTORS))


def select_function(func: llvm.FuncOp, pfunc: ptx.FuncOp, info: ModuleInfo, depot_index: int) -> None:
    """Fill `pfunc`'s body with the selection of `func`'s: blocks in reverse post-order, each op
    by the pattern of its class; then per-block CSE, DCE, float block arguments and bit moves
    that only carry an asm's registers undone (wgmma accumulators stay in place, #26), and
    copies of tied asm operands."""
    sel = SelectorCore(func, pfunc, info, depot_index)
    sel.name = ptx_symbol(func.sym_name.data)
    order = _reverse_post_order(func.body.blocks[0])
    reachable = set(order)
    for block in func.body.blocks:
        if block not in reachable:
            continue
        pblock = Block()
        sel.blocks[block] = pblock
        if block is not func.body.blocks[0]:
            for arg in block.args:
                try:
                    leaf_list = abi.leaves(arg.type)
                except (abi.UnsupportedType, DL.UnsupportedTypeError) as err:
                    raise op_error(func, f"block argument: {err}") from err
                sel.set(arg, [pblock.insert_arg(ptx.REG_TYPES[abi.reg_class(leaf.type)], len(pblock.args)) for leaf in leaf_list])
    for block in func.body.blocks:
        if block in sel.blocks:
            pfunc.body.add_block(sel.blocks[block])
    sel.current = sel.blocks[func.body.blocks[0]]
    _lower_arguments(sel)
    staged = staged_byval(func, sel.info.funcs)
    sel.staged = staged if staged.arguments else None
    for block in order:
        sel.current = sel.blocks[block]
        for op in block.ops:
            if sel.staged is not None and op in staged.silent:
                continue
            if sel.staged is not None and isinstance(op, llvm.StoreOp) and (slot := staged.stores.get(op)) is not None:
                # A staged byval slot's store: its value goes to the call's `.param` instead.
                staged.values[slot] = sel.get1(op.operands[0], op)
                continue
            _select(sel, op)
    if sel.depot_size:
        pfunc.attributes["depot_name"] = StringAttr(f"__local_depot{depot_index}")
        # i64: a frame of 2^31 bytes or more (an alloca of many elements) is still a size.
        pfunc.attributes["depot_size"] = IntegerAttr(sel.depot_size, i64)
        pfunc.attributes["depot_align"] = IntegerAttr(sel.depot_align, i32)
    # Per block: xDSL's cse leaves multi-block regions alone.
    for pblock in pfunc.body.blocks:
        block_cse(pblock)
    function_dce(pfunc.body)
    retype_bit_moved_block_args(pfunc)
    fold_bit_move_round_trips(pfunc)
    isolate_tied_operands(pfunc)


def _select(sel: SelectorCore, op: Operation) -> None:
    sel.source = op
    select = SELECTORS.get(type(op))
    if select is None:
        load_family_selectors()
        select = SELECTORS.get(type(op))
    if select is None:
        raise op_error(op, f"convert-llvm-to-ptx cannot select '{op.name}'")
    try:
        if op.results and isinstance(op.results[0].type, VectorType) and (
            type(op) in ELEMENTWISE or (isinstance(op, llvm.CallIntrinsicOp) and is_lane_wise_intrinsic(op.intrin.data))
        ):
            if not select_packed_f32(sel, op):
                _scalarize(sel, op, select)
        else:
            select(sel, op)
    except (abi.UnsupportedType, DL.UnsupportedTypeError) as err:
        raise op_error(op, str(err)) from err


def _scalarize(sel: SelectorCore, op: Operation, select: Selector) -> None:
    """Apply an elementwise op lane by lane: a scalar copy of the op per lane, fed with
    the lane's leaves, selected by the scalar pattern."""
    result_type = op.results[0].type
    assert isinstance(result_type, VectorType)
    lanes = len(sel.vector_leaf_types(result_type, op))
    out: list[Leaf] = []
    operand_leaves = [sel.get(v, op) for v in op.operands]
    types = [v.type.get_element_type() if isinstance(v.type, VectorType) else v.type for v in op.operands]
    for lane in range(lanes):
        placeholders = Block(arg_types=types).args
        for placeholder, leaves, value in zip(placeholders, operand_leaves, op.operands, strict=False):
            sel.vals[placeholder] = [leaves[lane] if isinstance(value.type, VectorType) else leaves[0]]
        lane_op = type(op).create(
            operands=list(placeholders),
            result_types=[result_type.get_element_type()],
            properties=dict(op.properties),
            attributes=dict(op.attributes),
        )
        inherit_location(lane_op, op)  # a lane's error is the vector op's
        select(sel, lane_op)
        out.extend(sel.vals[lane_op.results[0]])
        lane_op.drop_all_references()
    sel.set(op.results[0], out)


def _lower_arguments(sel: SelectorCore) -> None:
    """Read each argument from its `.param` (byval ones keep their address instead)."""
    func = sel.func
    kernel = is_kernel(func)
    entry = func.body.blocks[0]
    for index, arg in enumerate(entry.args):
        pname = f"{sel.name}_param_{index}"
        attrs = arg_attrs(func, index)
        byval = attrs.get(BYVAL_ATTR)
        align = int_value(attrs.get(ALIGN_ATTR)) or 1
        if byval is not None:
            align = max(align, DL.abi_align(byval))
            _lower_byval_argument(sel, arg, pname, byval, align, kernel, attrs)
            continue
        try:
            leaf_list = abi.leaves(arg.type)
        except (abi.UnsupportedType, DL.UnsupportedTypeError) as err:
            raise op_error(func, f"argument {index}: {err}") from err
        sel.set(arg, [sel.load_leaf(Addr(pname, leaf.offset, AS.PARAM), leaf.type, func) for leaf in leaf_list])


def _lower_byval_argument(
    sel: SelectorCore, arg: SSAValue, pname: str, t: Attribute, align: int, kernel: bool, attrs: dict[str, Attribute]
) -> None:
    param = Addr(pname, 0, AS.PARAM, align)
    sel.param_sizes[pname] = DL.alloc_size(t)
    space = AS.address_space_of(arg.type) if isinstance(arg.type, LLVMPointerType) else AS.GENERIC
    if space == AS.PARAM:
        # lower-struct-args rewrote the argument: reads are ld.param at constant offsets.
        sel.addrs[arg] = param
        return
    if not kernel:
        if _only_read(arg):
            sel.addrs[arg] = param
            return
        # Taking a device byval's address moves it to local space (PTX "move param").
        local = sel.mov("b64", Imm(pname, "b64"), "b64")
        sel.addrs[arg] = Addr(local, 0, AS.LOCAL, align)
        sel.set(arg, [sel.cvta(AS.LOCAL, local)])
        return
    if _only_read(arg):
        sel.addrs[arg] = param
        return
    if GRID_CONSTANT_ATTR in attrs and sel.info.has_cvta_param:
        base = sel.mov("b64", Imm(pname, "b64"), "b64")
        sel.addrs[arg] = param
        sel.set(arg, [sel.cvta(AS.PARAM, base)])
        return
    # Otherwise the kernel works on a local copy of the parameter.
    slot = sel.stack_slot(DL.alloc_size(t), align)
    sel.copy_bytes(slot, param, DL.alloc_size(t), sel.func)
    sel.addrs[arg] = slot
    sel.set(arg, [sel.generic_address(slot)])


def _only_read(ptr: SSAValue) -> bool:
    """True when every use of the pointer (through GEPs) is a load from it."""
    for use in ptr.uses:
        user = use.operation
        if isinstance(user, llvm.LoadOp):
            continue
        if isinstance(user, llvm.GEPOp) and use.index == 0:
            if not _only_read(user.result):
                return False
            continue
        if isinstance(user, LdParamOp):
            continue
        if isinstance(user, llvm_ext.MemcpyOp | llvm_ext.MemmoveOp) and use.index == 1:
            continue
        if isinstance(user, llvm.CallOp) and _passed_byval(user, use.index):
            # A byval argument is copied into the call's own param: a read.
            continue
        return False
    return True


def _passed_byval(call: llvm.CallOp, operand_index: int) -> bool:
    if call.callee is None or operand_index >= len(call.args):
        return False
    module = call.get_toplevel_object()
    callee = SymbolTable.lookup_symbol(module, call.callee) if isinstance(module, Operation) else None
    if not isinstance(callee, llvm.FuncOp):
        return False
    return BYVAL_ATTR in arg_attrs(callee, operand_index)


def _reverse_post_order(entry: Block) -> list[Block]:
    seen: set[Block] = set()
    order: list[Block] = []
    stack: list[tuple[Block, int]] = [(entry, 0)]
    seen.add(entry)
    while stack:
        block, index = stack.pop()
        succs = list(block.last_op.successors) if block.last_op is not None else []
        if index < len(succs):
            stack.append((block, index + 1))
            succ = succs[index]
            if succ not in seen:
                seen.add(succ)
                stack.append((succ, 0))
        else:
            order.append(block)
    order.reverse()
    return order
