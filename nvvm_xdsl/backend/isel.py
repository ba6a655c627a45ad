"""Instruction selection: llvm + nvvm dialect functions -> `ptx` dialect functions.

Each LLVM SSA value maps to a list of leaves (one per scalar of its type in DataLayout
order, so aggregates are lists of registers); a leaf is a typed virtual register or an
immediate that is folded into the instruction using it. Pointers also get a symbolic
address (base register or symbol + constant offset, and the state space the access goes
to), so loads and stores use `[%rd+imm]` / `[sym+imm]` and the state-space instruction
forms (`ld.param`, `ld.local`, `ld.global`) without materialising the pointer.
Instructions that only compute are erased when unused, so unused address arithmetic or
parameter loads cost nothing.
"""

from __future__ import annotations

import re
import struct
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from xdsl.dialects import llvm
from xdsl.dialects.builtin import (
    ArrayAttr,
    DenseArrayBase,
    DenseIntOrFPElementsAttr,
    DictionaryAttr,
    FloatAttr,
    IntegerAttr,
    IntegerType,
    StringAttr,
    VectorType,
    i32,
)
from xdsl.dialects.builtin import ModuleOp as BuiltinModuleOp
from xdsl.dialects.llvm import LLVMPointerType
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.traits import SymbolTable
from xdsl.transforms.common_subexpression_elimination import cse
from xdsl.transforms.dead_code_elimination import region_dce

from nvvm_xdsl import address_spaces as AS
from nvvm_xdsl import datalayout as DL
from nvvm_xdsl.backend import abi
from nvvm_xdsl.backend.atomics import lower_atomicrmw, lower_cmpxchg, lower_fence
from nvvm_xdsl.backend.calls import lower_call
from nvvm_xdsl.backend.inline_asm import isolate_tied_operands, select_inline_asm
from nvvm_xdsl.backend.isel_arith import ArithmeticSelection
from nvvm_xdsl.backend.isel_memory import MemorySelection
from nvvm_xdsl.backend.isel_nvvm import (
    NVVM_INTRINSICS,
    NVVM_SELECTORS,
    select_barrier_reduction,
    select_maximum,
    select_minimum,
)
from nvvm_xdsl.backend.isel_nvvm_mma import SELECTORS as MMA_SELECTORS
from nvvm_xdsl.backend.isel_nvvm_ops import SELECTORS as NVVM_OP_SELECTORS
from nvvm_xdsl.backend.signatures import linkage_name, param_decls
from nvvm_xdsl.backend.values import (
    Addr,
    Imm,
    Leaf,
    ModuleInfo,
    REG_BITS,
    SREG_NAME,
    int_value,
    leaf_cls,
    ptx_symbol,
)
from nvvm_xdsl.diagnostics import op_error
from nvvm_xdsl.dialects import ptx
from nvvm_xdsl.dialects.nvvm import SPECIAL_REGISTER_BY_NAME, BarrierOp
from nvvm_xdsl.kernel_abi import arg_attrs, is_kernel, require_param_space
from nvvm_xdsl.target import Target, TargetUse, ptx_version_text


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
    if space == "shared" and _has_initial_value(op):
        # Shared memory is not initialised at launch: dropping the value would miscompile.
        raise op_error(
            op,
            f"@{op.sym_name.data}: a .shared variable cannot have an initial value "
            "(shared memory starts undefined; initialise it from the kernel)",
        )
    init: list[int] | None = None
    if op.body.blocks and op.body.block.ops and space != "shared":
        init = list(_fold_initializer_region(op, t))
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
            not isinstance(inner, llvm.UndefOp | llvm.ReturnOp) and inner.name != "llvm.mlir.poison"
            for inner in op.body.block.ops
        )
    return False


def _initializer_bytes(op: Operation, value: Attribute, t: Attribute) -> bytes:
    size = DL.alloc_size(t)
    if isinstance(value, StringAttr):
        data = value.data.encode("latin-1", errors="surrogateescape") if isinstance(value.data, str) else value.data
        return data.ljust(size, b"\0")[:size]
    leaves = DL.flatten(t)
    if isinstance(value, IntegerAttr | FloatAttr):
        values: Sequence[int | float] = [value.value.data]
    elif isinstance(value, DenseIntOrFPElementsAttr):
        values = list(value.get_values())
    else:
        raise op_error(op, f"cannot emit initializer {value}")
    if len(values) == 1 and len(leaves) > 1:
        values = values * len(leaves)
    if len(values) != len(leaves):
        raise op_error(op, "initializer does not match the global's type")
    out = bytearray(size)
    for leaf, v in zip(leaves, values):
        lt = leaf.type
        n = DL.store_size(lt)
        if isinstance(lt, IntegerType) or isinstance(lt, LLVMPointerType):
            out[leaf.offset : leaf.offset + n] = (int(v) & ((1 << (8 * n)) - 1)).to_bytes(n, "little")
        elif n == 4:
            out[leaf.offset : leaf.offset + 4] = struct.pack("<f", float(v))
        elif n == 8:
            out[leaf.offset : leaf.offset + 8] = struct.pack("<d", float(v))
        else:
            raise op_error(op, f"cannot emit an initializer of type {lt}")
    return bytes(out)


def _fold_initializer_region(glob: llvm.GlobalOp, t: Attribute) -> bytes:
    """The bytes an initializer region computes (mlir-translate's form for struct constants):
    constants, undef/poison/zero and insertvalue, evaluated at compile time."""
    values: dict[SSAValue, bytes] = {}
    for op in glob.body.block.ops:
        if isinstance(op, llvm.ConstantOp):
            values[op.result] = _initializer_bytes(op, op.value, op.result.type)[: DL.alloc_size(op.result.type)]
        elif op.name in ("llvm.mlir.undef", "llvm.mlir.poison", "llvm.mlir.zero"):
            values[op.results[0]] = bytes(DL.alloc_size(op.results[0].type))
        elif isinstance(op, llvm.InsertValueOp):
            offset, field_type = DL.path_offset(op.container.type, tuple(op.position.get_values()))
            data = bytearray(values[op.container])
            field = values[op.value][: DL.store_size(field_type)]
            data[offset : offset + len(field)] = field
            values[op.res] = bytes(data)
        elif isinstance(op, llvm.ReturnOp) and op.arg is not None:
            return values[op.arg].ljust(DL.alloc_size(t), b"\0")
        else:
            raise op_error(op, f"'{op.name}' in a global's initializer region is not supported (only constants, undef/zero and insertvalue)")
    raise op_error(glob, "the initializer region returns no value")


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
    for source, decl in zip(globs.values(), global_ops):
        decl.location = source.location
    depot_index = 0
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
            declaration = ptx.FuncOp(ptx_symbol(name), kind, "extern", params, returns)
            declaration.location = func.location
            declarations.append(declaration)
            continue
        linkage = _function_linkage(linkage_name(func))
        pfunc = ptx.FuncOp(ptx_symbol(name), kind, linkage, params, returns, Region())
        pfunc.location = func.location
        FunctionSelector(func, pfunc, info, depot_index).run()
        depot_index += 1
        _copy_directives(func, pfunc)
        definitions.append(pfunc)
    carried = [op.clone() for op in verbatim]
    body = Region(Block([*declarations, *global_ops, *carried, *definitions]))
    target_use.check_version(module)
    return ptx.ModuleOp(target.name, ptx_version_text(target_use.ptx_version), body)


def _copy_directives(func: llvm.FuncOp, pfunc: ptx.FuncOp) -> None:
    # Launch bounds describe a launch: PTX accepts them on .entry only, and LLVM ignores them
    # on device functions, as we do.
    if not is_kernel(func):
        return
    if "nvvm.maxntid" in func.attributes and "nvvm.reqntid" in func.attributes:
        raise op_error(func, "nvvm.maxntid and nvvm.reqntid cannot both be given (PTX forbids .maxntid with .reqntid)")
    for key, target in (("nvvm.maxntid", "maxntid"), ("nvvm.reqntid", "reqntid")):
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
    for key, target in (("nvvm.minctasm", "minnctapersm"), ("nvvm.maxnreg", "maxnreg")):
        value = int_value(func.attributes.get(key))
        if value is not None:
            pfunc.attributes[target] = IntegerAttr(value, i32)


# ---------------------------------------------------------------------------------------------
# Functions
# ---------------------------------------------------------------------------------------------


@dataclass
class FunctionSelector(ArithmeticSelection, MemorySelection):
    """Selects one llvm.func into a ptx.func (the driver, arguments, control flow, calls)."""

    # -- driver ----------------------------------------------------------------------------

    def run(self) -> None:
        func = self.func
        self.name = ptx_symbol(func.sym_name.data)
        order = _reverse_post_order(func.body.blocks[0])
        for block in func.body.blocks:
            if block not in order:
                continue
            pblock = Block()
            self.blocks[block] = pblock
            if block is not func.body.blocks[0]:
                for arg in block.args:
                    try:
                        leaf_list = abi.leaves(arg.type)
                    except (abi.UnsupportedType, DL.UnsupportedTypeError) as err:
                        raise op_error(func, f"block argument: {err}") from err
                    self.set(arg, [pblock.insert_arg(ptx.REG_TYPES[abi.reg_class(leaf.type)], len(pblock.args)) for leaf in leaf_list])
        layout = [self.blocks[b] for b in func.body.blocks if b in self.blocks]
        for pblock in layout:
            self.pfunc.body.add_block(pblock)
        self.current = self.blocks[func.body.blocks[0]]
        self.lower_arguments()
        for block in order:
            self.current = self.blocks[block]
            for op in block.ops:
                self.select(op)
        if self.depot_size:
            self.pfunc.attributes["depot_name"] = StringAttr(f"__local_depot{self.depot_index}")
            self.pfunc.attributes["depot_size"] = IntegerAttr(self.depot_size, i32)
            self.pfunc.attributes["depot_align"] = IntegerAttr(self.depot_align, i32)
        # Per block: xDSL's cse leaves multi-block regions alone.
        for block in self.pfunc.body.blocks:
            cse(block)
        region_dce(self.pfunc.body)
        isolate_tied_operands(self.pfunc)

    def lower_arguments(self) -> None:
        func = self.func
        kernel = is_kernel(func)
        entry = func.body.blocks[0]
        for index, arg in enumerate(entry.args):
            pname = f"{self.name}_param_{index}"
            attrs = arg_attrs(func, index)
            byval = attrs.get("llvm.byval")
            align = int_value(attrs.get("llvm.align")) or 1
            if byval is not None:
                align = max(align, DL.abi_align(byval))
                self.lower_byval_argument(arg, pname, byval, align, kernel, attrs)
                continue
            try:
                leaf_list = abi.leaves(arg.type)
            except (abi.UnsupportedType, DL.UnsupportedTypeError) as err:
                raise op_error(func, f"argument {index}: {err}") from err
            self.set(arg, [self.load_leaf(Addr(pname, leaf.offset, AS.PARAM), leaf.type, func) for leaf in leaf_list])

    def lower_byval_argument(self, arg: SSAValue, pname: str, t: Attribute, align: int, kernel: bool, attrs: dict[str, Attribute]) -> None:
        param = Addr(pname, 0, AS.PARAM, align)
        space = AS.address_space_of(arg.type) if isinstance(arg.type, LLVMPointerType) else AS.GENERIC
        if space == AS.PARAM:
            # lower-struct-args rewrote the argument: reads are ld.param at constant offsets.
            self.addrs[arg] = param
            return
        if not kernel:
            if _only_read(arg):
                self.addrs[arg] = param
                return
            # Taking a device byval's address moves it to local space (PTX "move param").
            local = self.mov("b64", Imm(pname, "b64"), "b64")
            self.addrs[arg] = Addr(local, 0, AS.LOCAL, align)
            self.set(arg, [self.cvta(AS.LOCAL, local)])
            return
        if _only_read(arg):
            self.addrs[arg] = param
            return
        if "nvvm.grid_constant" in attrs and self.info.has_cvta_param:
            base = self.mov("b64", Imm(pname, "b64"), "b64")
            self.addrs[arg] = param
            self.set(arg, [self.cvta(AS.PARAM, base)])
            return
        # Otherwise the kernel works on a local copy of the parameter.
        slot = self.stack_slot(DL.alloc_size(t), align)
        self.copy_bytes(slot, param, DL.alloc_size(t), self.func)
        self.addrs[arg] = slot
        self.set(arg, [self.generic_address(slot)])

    # -- dispatch ---------------------------------------------------------------------------

    def scalarize(self, op: Operation, handler: Callable[[FunctionSelector, Operation], None]) -> None:
        """Apply an elementwise op lane by lane: a scalar copy of the op per lane, fed with
        the lane's leaves, selected by the scalar handler."""
        result_type = op.results[0].type
        assert isinstance(result_type, VectorType)
        lanes = len(self.vector_leaf_types(result_type, op))
        out: list[Leaf] = []
        operand_leaves = [self.get(v, op) for v in op.operands]
        for lane in range(lanes):
            types = [v.type.get_element_type() if isinstance(v.type, VectorType) else v.type for v in op.operands]
            placeholders = Block(arg_types=types).args
            for placeholder, leaves, value in zip(placeholders, operand_leaves, op.operands):
                self.vals[placeholder] = [leaves[lane] if isinstance(value.type, VectorType) else leaves[0]]
            lane_op = type(op).create(
                operands=list(placeholders),
                result_types=[result_type.get_element_type()],
                properties=dict(op.properties),
                attributes=dict(op.attributes),
            )
            handler(self, lane_op)
            out.extend(self.vals[lane_op.results[0]])
            lane_op.drop_all_references()
        self.set(op.results[0], out)

    def select(self, op: Operation) -> None:
        self.source = op
        if op.results and isinstance(op.results[0].type, VectorType) and op.name in _ELEMENTWISE:
            self.scalarize(op, _HANDLERS[op.name])
            return
        handler = (
            _HANDLERS.get(op.name)
            or NVVM_SELECTORS.get(type(op))
            or MMA_SELECTORS.get(type(op))
            or NVVM_OP_SELECTORS.get(type(op))
        )
        if handler is None:
            if op.name.startswith("nvvm.read.ptx.sreg."):
                handler = FunctionSelector.sel_sreg
            else:
                raise op_error(op, f"convert-llvm-to-ptx cannot select '{op.name}'")
        try:
            handler(self, op)
        except (abi.UnsupportedType, DL.UnsupportedTypeError) as err:
            raise op_error(op, str(err)) from err

    # nvvm ------------------------------------------------------------------------------------

    def sel_sreg(self, op: Operation) -> None:
        register = getattr(op, "PTX_REGISTER", None)
        if register is None:
            match = SREG_NAME.fullmatch(op.name)
            assert match is not None
            register = "%" + match.group(1)
        self.info.target.require(op, register, min_sm=getattr(op, "MIN_SM", 0))
        self.read_special(op, register)

    def read_special(self, op: Operation, register: str) -> None:
        t = op.results[0].type
        cls = abi.reg_class(t)
        if cls not in ("b32", "b64"):
            raise op_error(op, f"special register read as {t}")
        type_name = f"u{REG_BITS[cls]}"
        if register.startswith(_CLOCK_REGISTERS):
            # A clock reads a new value each time: a text instruction with side effects, which
            # cse and dce leave where it is (ptx.mov is pure).
            self.set(op.results[0], [self.inst1(f"mov.{type_name} $d0, {register}", [], cls)])
            return
        self.set(op.results[0], [self.mov(type_name, Imm(register, cls), cls)])

    def sel_barrier0(self, op: Operation) -> None:
        self.add(ptx.BarOp(Imm("0", "b32")))

    def sel_barrier(self, op: Operation) -> None:
        if isinstance(op, BarrierOp) and op.reductionOp is not None:
            select_barrier_reduction(self, op)
            return
        operands = list(op.operands)
        if not operands:
            self.add(ptx.BarOp(Imm("0", "b32")))
            return
        self.add(ptx.BarOp(*(self.get1(v, op) for v in operands)))

    # control flow ----------------------------------------------------------------------------

    def edge(self, dest: Block, args: Sequence[SSAValue], op: Operation) -> tuple[Block, list[SSAValue]]:
        regs: list[SSAValue] = []
        for value in args:
            regs.extend(self.reg(leaf) for leaf in self.get(value, op))
        return self.blocks[dest], regs

    def sel_br(self, op: Operation) -> None:
        assert isinstance(op, llvm.BrOp)
        dest, regs = self.edge(op.successor, op.arguments, op)
        self.add(ptx.BraOp(dest, regs))

    def branch_target(self, dest: Block, args: Sequence[SSAValue], op: Operation) -> Block:
        """The block a conditional branch jumps to; edges with values get a block of their own."""
        target, regs = self.edge(dest, args, op)
        if not regs:
            return target
        assert self.current is not None
        split = Block()
        region = self.pfunc.body
        region.insert_block_after(split, self.current)
        saved = self.current
        self.current = split
        self.add(ptx.BraOp(target, regs))
        self.current = saved
        return split

    def sel_cond_br(self, op: Operation) -> None:
        assert isinstance(op, llvm.CondBrOp)
        cond = self.reg(self.get1(op.cond, op))
        else_target = self.branch_target(op.else_block, op.else_arguments, op)
        then_target = self.branch_target(op.then_block, op.then_arguments, op)
        self.add(ptx.CBraOp(cond, then_target, else_target))

    def sel_switch(self, op: Operation) -> None:
        value_op = op.operands[0]
        t = value_op.type
        value = self.reg(self.normalized(self.get1(value_op, op), t, False))
        cases_attr = op.properties.get("case_values") or op.attributes.get("case_values")
        case_values = [int(v) for v in cases_attr.get_values()] if cases_attr is not None else []  # type: ignore[union-attr]
        successors = list(op.successors)
        default_dest, case_dests = successors[0], successors[1:]
        default_args, case_args = _switch_operands(op, len(case_dests))
        cls = leaf_cls(value)
        bits = 16 if cls == "b16" else REG_BITS[cls]
        for case_value, dest, args in zip(case_values, case_dests, case_args):
            if isinstance(t, IntegerType) and t.width.data == 8:
                case_value &= 0xFF
            target = self.branch_target(dest, args, op)
            pred = self.setp("eq", f"b{bits}", value, Imm(str(case_value), cls))
            assert self.current is not None
            following = Block()
            self.pfunc.body.insert_block_after(following, self.current)
            self.add(ptx.CBraOp(pred, target, following))
            self.current = following
        dest, regs = self.edge(default_dest, default_args, op)
        self.add(ptx.BraOp(dest, regs))

    def sel_return(self, op: Operation) -> None:
        if op.operands:
            value = op.operands[0]
            t = value.type
            leaves = self.get(value, op)
            if abi.passed_as_array(t):
                for leaf, v in zip(abi.leaves(t), leaves):
                    self.store_leaf(Addr(abi.RETVAL_NAME, leaf.offset, AS.PARAM), leaf.type, v, op)
            else:
                self.store_promoted(abi.RETVAL_NAME, t, leaves[0], signed=self.ret_signext())
        self.add(ptx.RetOp())

    def ret_signext(self) -> bool:
        res_attrs = self.func.res_attrs
        if res_attrs is None or not res_attrs.data:
            return False
        entry = res_attrs.data[0]
        return isinstance(entry, DictionaryAttr) and "llvm.signext" in entry.data

    def sel_unreachable(self, op: Operation) -> None:
        self.add(ptx.TrapOp())

    # calls -----------------------------------------------------------------------------------

    def sel_call(self, op: Operation) -> None:
        assert isinstance(op, llvm.CallOp)
        lower_call(self, op)

    def sel_call_intrinsic(self, op: Operation) -> None:
        assert isinstance(op, llvm.CallIntrinsicOp)
        self.select_intrinsic(op, op.intrin.data)

    def select_intrinsic(self, op: Operation, name: str) -> None:
        """`llvm.call_intrinsic "llvm.X"` or `llvm.call @llvm.X(...)`: operands are the arguments."""
        match = SREG_NAME.fullmatch(name)
        if match is not None:
            sreg = SPECIAL_REGISTER_BY_NAME.get("nvvm.read.ptx.sreg." + match.group(1))
            register = sreg.PTX_REGISTER if sreg is not None else "%" + match.group(1)
            self.info.target.require(op, register, min_sm=sreg.MIN_SM if sreg is not None else 0)
            self.read_special(op, register)
            return
        warp = _WARP_INTRINSIC.fullmatch(name)
        if warp is not None:
            self.warp_collective(op, warp.group(1) or warp.group(3), warp.group(2) or warp.group(4))
            return
        base = _intrinsic_base(name)
        handler = _INTRINSICS.get(base)
        if handler is None:
            raise op_error(op, f"convert-llvm-to-ptx cannot select intrinsic '{name}'")
        handler(self, op)

    def warp_collective(self, op: Operation, family: str, mode: str) -> None:
        """Warp shuffles and votes: `llvm.nvvm.shfl.sync.<mode>.<i32|f32>(mask, value, b, c)`,
        `llvm.nvvm.vote.<any|all|uni|ballot>.sync(mask, pred)`."""
        args = [self.get1(v, op) for v in op.operands]
        if family == "shfl":
            if len(args) != 4 or not op.results:
                raise op_error(op, "shfl.sync takes (mask, value, lane/offset, clamp) and returns the value")
            cls = abi.reg_class(op.results[0].type)
            if cls not in ("b32", "f32"):
                raise op_error(op, f"shfl.sync of {op.results[0].type} is not supported")
            mask, value, b, c = args
            result = self.inst1(f"shfl.sync.{mode}.b32 $d0, $0, $1, $2, $3", [value, b, c, mask], cls, imm_ok=[1, 2, 3])
            self.set(op.results[0], [result])
            return
        mask, pred = args
        if mode == "ballot":
            self.set(op.results[0], [self.inst1("vote.sync.ballot.b32 $d0, $0, $1", [pred, mask], "b32", imm_ok=[1])])
        else:
            self.set(op.results[0], [self.inst1(f"vote.sync.{mode}.pred $d0, $0, $1", [pred, mask], "pred", imm_ok=[1])])

    # atomics -----------------------------------------------------------------------------------

    def sel_atomicrmw(self, op: Operation) -> None:
        lower_atomicrmw(self, op)

    def sel_cmpxchg(self, op: Operation) -> None:
        lower_cmpxchg(self, op)

    def sel_fence(self, op: Operation) -> None:
        lower_fence(self, op)

    def sel_inline_asm(self, op: Operation) -> None:
        assert isinstance(op, llvm.InlineAsmOp)
        select_inline_asm(self, op)


# Special registers that change between reads.
_CLOCK_REGISTERS = ("%clock", "%globaltimer")


def _switch_operands(op: Operation, case_count: int) -> tuple[list[SSAValue], list[list[SSAValue]]]:
    """Split a switch's operands into (default args, per-case args) using its segment sizes."""
    operands = list(op.operands[1:])
    segments = op.properties.get("case_operand_segments") or op.attributes.get("case_operand_segments")
    sizes = [int(v) for v in segments.get_values()] if isinstance(segments, DenseArrayBase) else [0] * case_count
    default_count = len(operands) - sum(sizes)
    default_args = operands[:default_count]
    rest = operands[default_count:]
    case_args: list[list[SSAValue]] = []
    for size in sizes:
        case_args.append(rest[:size])
        rest = rest[size:]
    while len(case_args) < case_count:
        case_args.append([])
    return default_args, case_args


_WARP_INTRINSIC = re.compile(r"llvm\.nvvm\.(shfl)\.sync\.(bfly|up|down|idx)\.(?:i32|f32)|llvm\.nvvm\.(vote)\.(any|all|uni|ballot)\.sync")


def _intrinsic_base(name: str) -> str:
    """`llvm.memcpy.p0.p0.i64` -> `memcpy`, `llvm.smax.i32` -> `smax`, `llvm.nvvm.barrier0` -> `nvvm.barrier0`."""
    name = name.removeprefix("llvm.")
    if name.startswith("nvvm."):
        return name
    parts = name.split(".")
    while len(parts) > 1 and re.fullmatch(r"(i\d+|f\d+|bf16|p\d+|v\d+[a-z0-9]+|f16)", parts[-1]):
        parts.pop()
    return ".".join(parts)


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
        if user.name in ("nvvm.ldparam",):
            continue
        if user.name in ("llvm.intr.memcpy", "llvm.intr.memmove") and use.index == 1:
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
    return "llvm.byval" in arg_attrs(callee, operand_index)


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


# Math and bit intrinsics, selected alike as ops (`llvm.intr.<name>`) and through
# `llvm.call_intrinsic "llvm.<name>.<types>"`; all of them apply lane by lane to vectors.
_MATH_INTRINSICS: dict[str, Callable[[FunctionSelector, Operation], None]] = {
    "fabs": FunctionSelector.sel_fabs,
    "sqrt": FunctionSelector.sel_sqrt,
    "ceil": FunctionSelector.sel_ceil,
    "floor": FunctionSelector.sel_floor,
    "exp2": FunctionSelector.sel_exp2,
    "log2": FunctionSelector.sel_log2,
    "sin": FunctionSelector.sel_sin,
    "cos": FunctionSelector.sel_cos,
    "fma": FunctionSelector.sel_fma,
    "maxnum": FunctionSelector.sel_maxnum,
    "minnum": FunctionSelector.sel_minnum,
    "copysign": FunctionSelector.sel_copysign,
    "smax": lambda s, op: s.int_minmax(op, "smax"),
    "smin": lambda s, op: s.int_minmax(op, "smin"),
    "umax": lambda s, op: s.int_minmax(op, "umax"),
    "umin": lambda s, op: s.int_minmax(op, "umin"),
    "abs": FunctionSelector.sel_abs,
    "ctpop": lambda s, op: s.bit_count(op, "ctpop"),
    "ctlz": lambda s, op: s.bit_count(op, "ctlz"),
    "cttz": lambda s, op: s.bit_count(op, "cttz"),
    "maximum": select_maximum,
    "minimum": select_minimum,
}

_HANDLERS: dict[str, Callable[[FunctionSelector, Operation], None]] = {
    **{f"llvm.intr.{name}": handler for name, handler in _MATH_INTRINSICS.items()},
    "llvm.mlir.constant": FunctionSelector.sel_constant,
    "llvm.mlir.undef": FunctionSelector.sel_undef,
    "llvm.mlir.poison": FunctionSelector.sel_undef,
    "llvm.mlir.zero": FunctionSelector.sel_undef,
    "llvm.freeze": FunctionSelector.sel_freeze,
    "llvm.add": FunctionSelector.int_binary,
    "llvm.sub": FunctionSelector.int_binary,
    "llvm.mul": FunctionSelector.int_binary,
    "llvm.sdiv": FunctionSelector.int_binary,
    "llvm.udiv": FunctionSelector.int_binary,
    "llvm.srem": FunctionSelector.int_binary,
    "llvm.urem": FunctionSelector.int_binary,
    "llvm.and": FunctionSelector.int_binary,
    "llvm.or": FunctionSelector.int_binary,
    "llvm.xor": FunctionSelector.int_binary,
    "llvm.shl": FunctionSelector.shift,
    "llvm.lshr": FunctionSelector.shift,
    "llvm.ashr": FunctionSelector.shift,
    "llvm.icmp": FunctionSelector.sel_icmp,
    "llvm.fcmp": FunctionSelector.sel_fcmp,
    "llvm.select": FunctionSelector.sel_select,
    "llvm.fadd": FunctionSelector.float_binary,
    "llvm.fsub": FunctionSelector.float_binary,
    "llvm.fmul": FunctionSelector.float_binary,
    "llvm.fdiv": FunctionSelector.float_binary,
    "llvm.frem": FunctionSelector.float_binary,
    "llvm.fneg": FunctionSelector.sel_fneg,
    "llvm.trunc": FunctionSelector.sel_trunc,
    "llvm.zext": FunctionSelector.sel_zext,
    "llvm.sext": FunctionSelector.sel_sext,
    "llvm.fpext": FunctionSelector.sel_fpext,
    "llvm.fptrunc": FunctionSelector.sel_fptrunc,
    "llvm.sitofp": FunctionSelector.sel_sitofp,
    "llvm.uitofp": FunctionSelector.sel_uitofp,
    "llvm.fptosi": FunctionSelector.sel_fptosi,
    "llvm.fptoui": FunctionSelector.sel_fptoui,
    "llvm.bitcast": FunctionSelector.sel_bitcast,
    "llvm.ptrtoint": FunctionSelector.sel_ptrtoint,
    "llvm.inttoptr": FunctionSelector.sel_inttoptr,
    "llvm.addrspacecast": FunctionSelector.sel_addrspacecast,
    "llvm.getelementptr": FunctionSelector.sel_gep,
    "llvm.alloca": FunctionSelector.sel_alloca,
    "llvm.intr.stacksave": FunctionSelector.sel_stacksave,
    "llvm.intr.stackrestore": FunctionSelector.sel_stackrestore,
    "llvm.load": FunctionSelector.sel_load,
    "llvm.store": FunctionSelector.sel_store,
    "llvm.mlir.addressof": FunctionSelector.sel_addressof,
    "llvm.extractvalue": FunctionSelector.sel_extractvalue,
    "llvm.extractelement": FunctionSelector.sel_extractelement,
    "llvm.shufflevector": FunctionSelector.sel_shufflevector,
    "llvm.insertelement": FunctionSelector.sel_insertelement,
    "llvm.insertvalue": FunctionSelector.sel_insertvalue,
    "llvm.br": FunctionSelector.sel_br,
    "llvm.cond_br": FunctionSelector.sel_cond_br,
    "llvm.switch": FunctionSelector.sel_switch,
    "llvm.return": FunctionSelector.sel_return,
    "llvm.unreachable": FunctionSelector.sel_unreachable,
    "llvm.call": FunctionSelector.sel_call,
    "llvm.call_intrinsic": FunctionSelector.sel_call_intrinsic,
    "llvm.intr.memcpy": FunctionSelector.sel_memcpy,
    "llvm.intr.memcpy.inline": FunctionSelector.sel_memcpy,
    "llvm.intr.memmove": FunctionSelector.sel_memcpy,
    "llvm.intr.memset": FunctionSelector.sel_memset,
    "llvm.atomicrmw": FunctionSelector.sel_atomicrmw,
    "llvm.cmpxchg": FunctionSelector.sel_cmpxchg,
    "llvm.fence": FunctionSelector.sel_fence,
    "llvm.inline_asm": FunctionSelector.sel_inline_asm,
    "nvvm.barrier0": FunctionSelector.sel_barrier0,
    "nvvm.barrier": FunctionSelector.sel_barrier,
    "nvvm.ldparam": FunctionSelector.sel_ldparam,
    "nvvm.cvt.param.to.generic": FunctionSelector.sel_cvt_param_to_generic,
    "nvvm.cvt.param.to.global": FunctionSelector.sel_cvt_param_to_global,
    "nvvm.cvt.generic.to.as": FunctionSelector.sel_cvt_generic_to_as,
    "nvvm.split.struct": FunctionSelector.sel_split_struct,
    "nvvm.vararg.base": FunctionSelector.sel_vararg_base,
}

# Ops that apply lane by lane to vectors.
_ELEMENTWISE = frozenset(
    name
    for name in _HANDLERS
    if name.split(".")[1] in ("add", "sub", "mul", "sdiv", "udiv", "srem", "urem", "and", "or", "xor", "shl", "lshr", "ashr",
                              "icmp", "fcmp", "select", "fadd", "fsub", "fmul", "fdiv", "frem", "fneg", "trunc", "zext",
                              "sext", "fpext", "fptrunc", "sitofp", "uitofp", "fptosi", "fptoui", "freeze")
    or name.removeprefix("llvm.intr.") in _MATH_INTRINSICS
)

# `llvm.call_intrinsic "llvm.<name>.<types>"` by base name.
_INTRINSICS: dict[str, Callable[[FunctionSelector, Operation], None]] = {
    **_MATH_INTRINSICS,
    **NVVM_INTRINSICS,
    "nvvm.barrier0": FunctionSelector.sel_barrier0,
    "nvvm.barrier.cta.sync.aligned.all": FunctionSelector.sel_barrier,
    "nvvm.barrier.sync": FunctionSelector.sel_barrier,
    "memcpy": FunctionSelector.sel_memcpy,
    "memcpy.inline": FunctionSelector.sel_memcpy,
    "memmove": FunctionSelector.sel_memcpy,
    "memset": FunctionSelector.sel_memset,
    "nvvm.membar.cta": lambda s, op: s.inst("membar.cta"),
    "nvvm.membar.gl": lambda s, op: s.inst("membar.gl"),
    "nvvm.membar.sys": lambda s, op: s.inst("membar.sys"),
    "trap": lambda s, op: s.inst("trap"),
    "nvvm.bar.warp.sync": lambda s, op: s.inst("bar.warp.sync $0", [s.get1(op.operands[0], op)]),
    "stacksave": FunctionSelector.sel_stacksave,
    "stackrestore": FunctionSelector.sel_stackrestore,
}
