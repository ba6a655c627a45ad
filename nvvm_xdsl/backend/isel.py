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
from dataclasses import dataclass, field

from xdsl.dialects import llvm
from xdsl.dialects.builtin import (
    ArrayAttr,
    BFloat16Type,
    Float16Type,
    DenseArrayBase,
    DenseIntOrFPElementsAttr,
    DictionaryAttr,
    FloatAttr,
    IntegerAttr,
    IntegerType,
    StringAttr,
    UnitAttr,
    VectorType,
    i32,
)
from xdsl.dialects.builtin import ModuleOp as BuiltinModuleOp
from xdsl.dialects.llvm import LLVMPointerType
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.traits import SymbolTable

from nvvm_xdsl import address_spaces as AS
from nvvm_xdsl import datalayout as DL
from nvvm_xdsl.backend import abi
from nvvm_xdsl.diagnostics import op_error
from nvvm_xdsl.dialects import ptx

# ---------------------------------------------------------------------------------------------
# Leaves and addresses
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Imm:
    """An immediate operand: PTX literal text and the register class it stands for."""

    text: str
    cls: str


Leaf = SSAValue | Imm


@dataclass(frozen=True)
class Addr:
    """`base + offset` in state space `space` (an LLVM address-space number).

    `base` is a register or a symbol (a param, global or depot name); `align` is the
    alignment known for base+offset.
    """

    base: SSAValue | str
    offset: int
    space: int
    align: int = 1

    def plus(self, offset: int) -> Addr:
        return Addr(self.base, self.offset + offset, self.space, DL.common_alignment(self.align, offset) if self.align else 1)


def leaf_cls(leaf: Leaf) -> str:
    if isinstance(leaf, Imm):
        return leaf.cls
    assert isinstance(leaf.type, ptx.RegType)
    return leaf.type.cls


def float_imm(value: float, cls: str, t: Attribute | None = None) -> Imm:
    if cls == "b16":
        # Half types live in 16-bit registers as raw bits (PTX has no f16 literal).
        if isinstance(t, BFloat16Type):
            return Imm("0x%04X" % (struct.unpack("<I", struct.pack("<f", value))[0] >> 16), cls)
        return Imm("0x%04X" % struct.unpack("<H", struct.pack("<e", value))[0], cls)
    if cls == "f32":
        return Imm("0f%08X" % struct.unpack("<I", struct.pack("<f", value))[0], cls)
    return Imm("0d%016X" % struct.unpack("<Q", struct.pack("<d", value))[0], cls)


def int_imm(value: int, t: Attribute) -> Imm:
    cls = abi.reg_class(t)
    width = t.width.data if isinstance(t, IntegerType) else 64
    value &= (1 << width) - 1
    if width > 1 and value >= 1 << (width - 1):
        value -= 1 << width
    return Imm(str(value), cls)


def zero_imm(t: Attribute) -> Imm:
    cls = abi.reg_class(t)
    if cls in ("f32", "f64"):
        return float_imm(0.0, cls)
    if isinstance(t, Float16Type | BFloat16Type):
        return Imm("0x0000", cls)
    return Imm("0", cls)


_BITS = {"pred": 1, "b16": 16, "b32": 32, "b64": 64, "f32": 32, "f64": 64}
_FCMP = {
    "oeq": "eq", "ogt": "gt", "oge": "ge", "olt": "lt", "ole": "le", "one": "ne", "ord": "num",
    "ueq": "equ", "ugt": "gtu", "uge": "geu", "ult": "ltu", "ule": "leu", "une": "neu", "uno": "nan",
}
_ICMP = {
    "eq": ("eq", "b"), "ne": ("ne", "b"), "slt": ("lt", "s"), "sle": ("le", "s"), "sgt": ("gt", "s"),
    "sge": ("ge", "s"), "ult": ("lt", "u"), "ule": ("le", "u"), "ugt": ("gt", "u"), "uge": ("ge", "u"),
}
_SREG = re.compile(r"(?:llvm\.)?nvvm\.read\.ptx\.sreg\.([a-z0-9_.]+)")
# LLVM atomic orderings (AtomicOrdering enum values as MLIR's llvm dialect numbers them).
_ORDERING = {0: None, 1: "relaxed", 2: "relaxed", 4: "acquire", 5: "release", 6: "acq_rel", 7: "acq_rel"}
_ORDERING_NAMES = {
    "not_atomic": 0, "unordered": 1, "monotonic": 2, "acquire": 4, "release": 5, "acq_rel": 6, "seq_cst": 7,
}


def _width(t: Attribute) -> int:
    return t.width.data if isinstance(t, IntegerType) else DL.size_in_bits(t)


def _sanitize(name: str) -> str:
    """A PTX identifier for an LLVM symbol (LLVM spells `.` as `_$_`)."""
    return name.replace(".", "_$_").replace("-", "_$_")


# ---------------------------------------------------------------------------------------------
# Module level
# ---------------------------------------------------------------------------------------------


@dataclass
class ModuleInfo:
    funcs: dict[str, llvm.FuncOp]
    globals: dict[str, llvm.GlobalOp]
    sm: int
    ptx_version: str
    address_taken: set[str]

    @property
    def has_cvta_param(self) -> bool:
        major, minor = (int(x) for x in self.ptx_version.split("."))
        return self.sm >= 70 and (major, minor) >= (7, 7)


def is_kernel(func: llvm.FuncOp) -> bool:
    return (
        "nvvm.kernel" in func.attributes
        or "gpu.kernel" in func.attributes
        or str(getattr(func.CConv, "cconv_name", "")) == "ptx_kernel"
    )


def arg_attrs(func: llvm.FuncOp, index: int) -> dict[str, Attribute]:
    if func.arg_attrs is None or index >= len(func.arg_attrs.data):
        return {}
    entry = func.arg_attrs.data[index]
    return dict(entry.data) if isinstance(entry, DictionaryAttr) else {}


def _int_attr(attr: Attribute | None) -> int | None:
    if isinstance(attr, IntegerAttr):
        return attr.value.data
    return None


def _linkage(func_or_global: llvm.FuncOp | llvm.GlobalOp) -> str:
    return func_or_global.linkage.linkage.data


def _is_local_linkage(func: llvm.FuncOp, info: ModuleInfo) -> bool:
    return _linkage(func) in ("internal", "private") and func.sym_name.data not in info.address_taken


def param_decls(func: llvm.FuncOp, info: ModuleInfo) -> tuple[list[ptx.ParamAttr], list[ptx.ParamAttr]]:
    """The `.param` lists (params, return) of a function's PTX signature."""
    name = _sanitize(func.sym_name.data)
    kernel = is_kernel(func)
    ftype = func.function_type
    local = _is_local_linkage(func, info)
    params: list[ptx.ParamAttr] = []
    for index, t in enumerate(ftype.inputs.data):
        attrs = arg_attrs(func, index)
        pname = f"{name}_param_{index}"
        align = _int_attr(attrs.get("llvm.align"))
        byval = attrs.get("llvm.byval")
        if byval is not None:
            param = abi.byval_param(pname, byval, align)
            if local:
                param = ptx.ParamAttr("b8", pname, max(16, param.align.data), param.size.data)
            params.append(param)
        elif kernel:
            params.append(abi.kernel_param(pname, t, align))
        else:
            param = abi.device_param(pname, t)
            if local and param.is_array:
                param = ptx.ParamAttr("b8", pname, max(16, param.align.data), param.size.data)
            params.append(param)
    if ftype.is_variadic:
        params.append(ptx.ParamAttr("b8", f"{name}_vararg", 8, ptx.UNSIZED))
    returns: list[ptx.ParamAttr] = []
    if not isinstance(ftype.output, llvm.LLVMVoidType):
        param = abi.return_param(abi.RETVAL_NAME, ftype.output)
        if local and param.is_array:
            param = ptx.ParamAttr("b8", abi.RETVAL_NAME, max(16, param.align.data), param.size.data)
        returns.append(param)
    return params, returns


def _global_decl(op: llvm.GlobalOp) -> ptx.GlobalOp:
    space_num = _int_attr(op.addr_space) or 0
    space = {AS.GENERIC: "global", AS.GLOBAL: "global", AS.SHARED: "shared", AS.CONST: "const"}.get(space_num)
    if space is None:
        raise op_error(op, f"globals in address space {space_num} are not supported")
    t = op.global_type
    try:
        size = DL.alloc_size(t)
        align = _int_attr(op.alignment) or DL.abi_align(t)
    except DL.UnsupportedTypeError as err:
        raise op_error(op, str(err)) from err
    linkage = _linkage(op)
    if linkage in ("internal", "private"):
        ptx_linkage = "internal"
    elif op.value is None and not op.body.blocks:
        # MLIR's declaration form: an external global without initializer.
        ptx_linkage = "extern"
    else:
        ptx_linkage = "visible"
    if op.body.blocks and op.body.block.ops:
        raise op_error(op, "globals with an initializer region are not supported; use a value attribute")
    init: list[int] | None = None
    if op.value is not None and space != "shared":
        init = list(_initializer_bytes(op, op.value, t))
        if not any(init):
            init = None if ptx_linkage != "extern" else init
    # A zero-sized array is `name[]` when declared extern (dynamic shared memory); a
    # definition of zero size is a lone byte, as LLVM prints it.
    return ptx.GlobalOp(
        _sanitize(op.sym_name.data), space, ptx_linkage, align, "b8", size if size or ptx_linkage == "extern" else None, init
    )


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


def select_module(module: BuiltinModuleOp, sm: int, ptx_version: str) -> ptx.ModuleOp:
    """Build the ptx.module for `module` (which is left unchanged)."""
    funcs: dict[str, llvm.FuncOp] = {}
    globs: dict[str, llvm.GlobalOp] = {}
    address_taken: set[str] = set()
    for op in module.ops:
        if isinstance(op, llvm.FuncOp):
            funcs[op.sym_name.data] = op
        elif isinstance(op, llvm.GlobalOp):
            globs[op.sym_name.data] = op
        else:
            raise op_error(op, "convert-llvm-to-ptx expects only llvm.func and llvm.mlir.global at module level")
    for op in module.walk():
        if isinstance(op, llvm.AddressOfOp):
            address_taken.add(op.global_name.string_value())
    info = ModuleInfo(funcs, globs, sm, ptx_version, address_taken)

    declarations: list[Operation] = []
    definitions: list[Operation] = []
    global_ops = [_global_decl(g) for g in globs.values()]
    depot_index = 0
    for func in funcs.values():
        name = func.sym_name.data
        if name.startswith("llvm."):
            continue
        params, returns = param_decls(func, info)
        kind = "entry" if is_kernel(func) else "func"
        if not func.body.blocks:
            declarations.append(ptx.FuncOp(_sanitize(name), kind, "extern", params, returns))
            continue
        linkage = "internal" if _linkage(func) in ("internal", "private") else "visible"
        pfunc = ptx.FuncOp(_sanitize(name), kind, linkage, params, returns, Region())
        FunctionSelector(func, pfunc, info, depot_index).run()
        depot_index += 1
        _copy_directives(func, pfunc)
        definitions.append(pfunc)
    body = Region(Block([*declarations, *global_ops, *definitions]))
    return ptx.ModuleOp(sm, ptx_version, body)


def _copy_directives(func: llvm.FuncOp, pfunc: ptx.FuncOp) -> None:
    for key, target in (("nvvm.maxntid", "maxntid"), ("nvvm.reqntid", "reqntid")):
        attr = func.attributes.get(key)
        if attr is None:
            continue
        if isinstance(attr, DenseArrayBase):
            values = [int(v) for v in attr.get_values()]
        elif isinstance(attr, ArrayAttr):
            values = [_int_attr(v) or 0 for v in attr.data]
        else:
            raise op_error(func, f"'{key}' must be array<i32: x, y, z>")
        pfunc.attributes[target] = DenseArrayBase.from_list(i32, values)
    for key, target in (("nvvm.minctasm", "minnctapersm"), ("nvvm.maxnreg", "maxnreg")):
        value = _int_attr(func.attributes.get(key))
        if value is not None:
            pfunc.attributes[target] = IntegerAttr(value, i32)


# ---------------------------------------------------------------------------------------------
# Functions
# ---------------------------------------------------------------------------------------------


@dataclass
class FunctionSelector:
    func: llvm.FuncOp
    pfunc: ptx.FuncOp
    info: ModuleInfo
    depot_index: int
    vals: dict[SSAValue, list[Leaf]] = field(default_factory=dict)
    addrs: dict[SSAValue, Addr] = field(default_factory=dict)
    blocks: dict[Block, Block] = field(default_factory=dict)
    current: Block | None = None
    callseq: int = 0
    depot_size: int = 0
    depot_align: int = 0
    frame_op: ptx.LocalDepotOp | None = None
    name: str = ""

    # -- emission helpers ------------------------------------------------------------------

    def add(self, op: Operation) -> Operation:
        assert self.current is not None
        self.current.add_op(op)
        return op

    def inst(self, text: str, ins: Sequence[Leaf] = (), outs: Sequence[str] = (), imm_ok: Sequence[int] | None = None) -> list[SSAValue]:
        """Emit `text` with `$i` = ins[i] (immediates folded where allowed) and `$dN` = new results."""
        allowed = set(range(len(ins))) if imm_ok is None else set(imm_ok)
        regs: list[SSAValue] = []
        mapping: dict[int, str] = {}
        for i, leaf in enumerate(ins):
            if isinstance(leaf, Imm) and i in allowed:
                mapping[i] = leaf.text
            else:
                mapping[i] = f"${len(regs)}"
                regs.append(self.reg(leaf))

        def sub(m: re.Match[str]) -> str:
            if m.group(1):
                return m.group(0)
            return mapping[int(m.group(2))]

        final = re.sub(r"\$(d?)(\d+)", sub, text)
        op = self.add(ptx.InstOp(final, regs, [ptx.RegType(c) for c in outs]))
        return list(op.results)

    def inst1(self, text: str, ins: Sequence[Leaf], out: str, imm_ok: Sequence[int] | None = None) -> SSAValue:
        return self.inst(text, ins, [out], imm_ok)[0]

    def reg(self, leaf: Leaf) -> SSAValue:
        """A register holding `leaf` (immediates are moved into one)."""
        if isinstance(leaf, SSAValue):
            return leaf
        if leaf.cls == "pred":
            return self.add(ptx.InstOp(f"setp.ne.u32 $d0, {1 if leaf.text not in ('0', 'false') else 0}, 0", [], [ptx.PRED])).results[0]
        mov = {"b16": "mov.b16", "b32": "mov.b32", "b64": "mov.b64", "f32": "mov.f32", "f64": "mov.f64"}[leaf.cls]
        return self.add(ptx.InstOp(f"{mov} $d0, {leaf.text}", [], [ptx.RegType(leaf.cls)])).results[0]

    def get(self, value: SSAValue, user: Operation) -> list[Leaf]:
        if value not in self.vals:
            if value in self.addrs:
                self.vals[value] = [self.materialize(self.addrs[value])]
            else:
                raise op_error(user, "operand was not selected (unsupported producer or block order)")
        return self.vals[value]

    def get1(self, value: SSAValue, user: Operation) -> Leaf:
        leaves = self.get(value, user)
        if len(leaves) != 1:
            raise op_error(user, f"expected a scalar operand, got an aggregate of {len(leaves)} values")
        return leaves[0]

    def set(self, value: SSAValue, leaves: Sequence[Leaf]) -> None:
        self.vals[value] = list(leaves)

    def addr_of(self, value: SSAValue, user: Operation) -> Addr:
        if value in self.addrs:
            return self.addrs[value]
        leaf = self.get1(value, user)
        assert isinstance(value.type, LLVMPointerType)
        return Addr(self.reg(leaf), 0, AS.address_space_of(value.type), 1)

    def store_addr(self, value: SSAValue, user: Operation) -> Addr:
        """Where a write through `value` goes. Kernel params are read-only: a write through a
        generic pointer to one stays a generic access (undefined behaviour at run time, as
        in LLVM, but valid PTX); a write into param space itself is an error."""
        addr = self.addr_of(value, user)
        if addr.space != AS.PARAM:
            return addr
        assert isinstance(value.type, LLVMPointerType)
        if AS.address_space_of(value.type) == AS.PARAM:
            raise op_error(user, "cannot write to parameter space (kernel parameters are read-only)")
        return Addr(self.reg(self.get1(value, user)), 0, AS.GENERIC, 1)

    def materialize(self, addr: Addr) -> SSAValue:
        """The 64-bit value of an address (in its own space's window)."""
        if isinstance(addr.base, str):
            base = self.inst1(f"mov.b64 $d0, {addr.base}", [], "b64")
        else:
            base = addr.base
        if addr.offset:
            return self.inst1("add.s64 $d0, $0, $1", [base, Imm(str(addr.offset), "b64")], "b64")
        return base

    def addr_text(self, addr: Addr, first_operand: int) -> tuple[str, list[Leaf]]:
        """`[base+off]` with the base as operand `first_operand` when it is a register."""
        offset = f"+{addr.offset}" if addr.offset > 0 else (str(addr.offset) if addr.offset < 0 else "")
        if isinstance(addr.base, str):
            return f"[{addr.base}{offset}]", []
        return f"[${first_operand}{offset}]", [addr.base]

    def space_suffix(self, space: int, op: Operation) -> str:
        if space not in AS.STATE_SPACE:
            raise op_error(op, f"loads and stores in address space {space} are not supported")
        name = AS.STATE_SPACE[space]
        return f".{name}" if name else ""

    # -- driver ----------------------------------------------------------------------------

    def run(self) -> None:
        func = self.func
        self.name = _sanitize(func.sym_name.data)
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
                    self.set(arg, [pblock.insert_arg(ptx.RegType(abi.reg_class(leaf.type)), len(pblock.args)) for leaf in leaf_list])
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
        _eliminate_common_subexpressions(self.pfunc)
        _erase_dead_code(self.pfunc)

    # -- arguments ---------------------------------------------------------------------------

    def frame(self) -> ptx.LocalDepotOp:
        """The stack frame (%SPL, %SP), set up once at function entry."""
        if self.frame_op is None:
            entry = self.pfunc.body.blocks[0]
            op = ptx.LocalDepotOp(f"__local_depot{self.depot_index}")
            first = entry.first_op
            if first is None:
                entry.add_op(op)
            else:
                entry.insert_op_before(op, first)
            self.frame_op = op
        return self.frame_op

    def depot(self) -> SSAValue:
        """The frame's local-space base address (%SPL)."""
        return self.frame().spl

    def generic_address(self, slot: Addr) -> SSAValue:
        """The generic address of a stack slot: %SP + offset."""
        sp = self.frame().sp
        if slot.offset:
            return self.inst1("add.u64 $d0, $0, $1", [sp, Imm(str(slot.offset), "b64")], "b64")
        return sp

    def stack_slot(self, size: int, align: int) -> Addr:
        offset = (self.depot_size + align - 1) // align * align
        self.depot_size = offset + max(size, 1)
        self.depot_align = max(self.depot_align, align, 1)
        return Addr(self.depot(), offset, AS.LOCAL, align)

    def lower_arguments(self) -> None:
        func = self.func
        kernel = is_kernel(func)
        entry = func.body.blocks[0]
        for index, arg in enumerate(entry.args):
            pname = f"{self.name}_param_{index}"
            attrs = arg_attrs(func, index)
            byval = attrs.get("llvm.byval")
            align = _int_attr(attrs.get("llvm.align")) or 1
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
            local = self.inst1(f"mov.b64 $d0, {pname}", [], "b64")
            self.addrs[arg] = Addr(local, 0, AS.LOCAL, align)
            self.set(arg, [self.inst1("cvta.local.u64 $d0, $0", [local], "b64")])
            return
        if _only_read(arg):
            self.addrs[arg] = param
            return
        if "nvvm.grid_constant" in attrs and self.info.has_cvta_param:
            base = self.inst1(f"mov.b64 $d0, {pname}", [], "b64")
            self.addrs[arg] = param
            self.set(arg, [self.inst1("cvta.param.u64 $d0, $0", [base], "b64")])
            return
        # Otherwise the kernel works on a local copy of the parameter.
        slot = self.stack_slot(DL.alloc_size(t), align)
        self.copy_bytes(slot, param, DL.alloc_size(t), self.func)
        self.addrs[arg] = slot
        self.set(arg, [self.generic_address(slot)])

    # -- memory -----------------------------------------------------------------------------

    def load_leaf(self, addr: Addr, t: Attribute, op: Operation, qualifier: str = "") -> SSAValue:
        try:
            cls = abi.reg_class(t)
            mtype = abi.mem_type(t)
        except abi.UnsupportedType as err:
            raise op_error(op, str(err)) from err
        text, ins = self.addr_text(addr, 0)
        space = self.space_suffix(addr.space, op)
        if cls == "pred":
            byte = self.inst1(f"ld{qualifier}{space}.b8 $d0, {text}", ins, "b16")
            masked = self.inst1("and.b16 $d0, $0, 1", [byte], "b16")
            return self.inst1("setp.ne.b16 $d0, $0, 0", [masked], "pred")
        return self.inst1(f"ld{qualifier}{space}.{mtype} $d0, {text}", ins, cls)

    def store_leaf(self, addr: Addr, t: Attribute, value: Leaf, op: Operation, qualifier: str = "") -> None:
        try:
            mtype = abi.mem_type(t)
        except abi.UnsupportedType as err:
            raise op_error(op, str(err)) from err
        if isinstance(value, Imm) and value.cls == "pred":
            value = Imm("0" if value.text in ("0", "false") else "1", "b16")
        elif leaf_cls(value) == "pred":
            value = self.inst1("selp.u16 $d0, 1, 0, $0", [value], "b16")
        text, ins = self.addr_text(addr, 1)
        space = self.space_suffix(addr.space, op)
        # Operand 0 is the value (an immediate stays one); the address base is operand 1.
        self.inst(f"st{qualifier}{space}.{mtype} {text}, $0", [value, *ins], [], imm_ok=[0])

    def copy_bytes(self, dst: Addr, src: Addr, size: int, op: Operation, volatile: bool = False) -> None:
        """Copy `size` bytes with the widest accesses both alignments allow."""
        qualifier = ".volatile" if volatile else ""
        offset = 0
        while offset < size:
            for width in (8, 4, 2, 1):
                if (
                    size - offset >= width
                    and DL.common_alignment(dst.align or 1, dst.offset + offset) % width == 0
                    and DL.common_alignment(src.align or 1, src.offset + offset) % width == 0
                ):
                    break
            t = IntegerType(width * 8)
            value = self.load_leaf(src.plus(offset), t, op, qualifier)
            self.store_leaf(dst.plus(offset), t, value, op, qualifier)
            offset += width

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
        if op.results and isinstance(op.results[0].type, VectorType) and op.name in _ELEMENTWISE:
            self.scalarize(op, _HANDLERS[op.name])
            return
        handler = _HANDLERS.get(op.name)
        if handler is None:
            if op.name.startswith("nvvm.read.ptx.sreg."):
                handler = FunctionSelector.sel_sreg
            else:
                raise op_error(op, f"convert-llvm-to-ptx cannot select '{op.name}'")
        try:
            handler(self, op)
        except (abi.UnsupportedType, DL.UnsupportedTypeError) as err:
            raise op_error(op, str(err)) from err

    # constants ------------------------------------------------------------------------------

    def sel_constant(self, op: Operation) -> None:
        assert isinstance(op, llvm.ConstantOp)
        value = op.value
        t = op.result.type
        if isinstance(value, IntegerAttr):
            if isinstance(t, LLVMPointerType):
                self.set(op.result, [Imm(str(value.value.data), "b64")])
            elif isinstance(t, IntegerType) and t.width.data == 128:
                bits = value.value.data & ((1 << 128) - 1)
                i64 = IntegerType(64)
                self.set(op.result, [int_imm(bits & ((1 << 64) - 1), i64), int_imm(bits >> 64, i64)])
            else:
                self.set(op.result, [int_imm(value.value.data, t)])
        elif isinstance(value, FloatAttr):
            self.set(op.result, [float_imm(value.value.data, abi.reg_class(t), t)])
        elif isinstance(value, DenseIntOrFPElementsAttr):
            leaf_types = [leaf.type for leaf in abi.leaves(t)] if DL.is_aggregate(t) else self.vector_leaf_types(t, op)
            values = list(value.get_values())
            if len(values) == 1:
                values = values * len(leaf_types)
            out: list[Leaf] = []
            for v, lt in zip(values, leaf_types):
                cls = abi.reg_class(lt)
                is_float = cls in ("f32", "f64") or isinstance(lt, Float16Type | BFloat16Type)
                out.append(float_imm(float(v), cls, lt) if is_float else int_imm(int(v), lt))
            self.set(op.result, out)
        else:
            raise op_error(op, f"unsupported constant {value}")

    def vector_leaf_types(self, t: Attribute, op: Operation) -> list[Attribute]:
        if isinstance(t, VectorType):
            count = 1
            for dim in t.get_shape():
                count *= dim
            return [t.get_element_type()] * count
        return [t]

    def sel_undef(self, op: Operation) -> None:
        t = op.results[0].type
        self.set(op.results[0], [zero_imm(leaf.type) for leaf in abi.leaves(t)])

    def sel_freeze(self, op: Operation) -> None:
        self.set(op.results[0], self.get(op.operands[0], op))
        if op.operands[0] in self.addrs:
            self.addrs[op.results[0]] = self.addrs[op.operands[0]]

    # integer arithmetic --------------------------------------------------------------------

    def normalized(self, leaf: Leaf, t: Attribute, signed: bool) -> Leaf:
        """i8 values live in 16-bit registers with undefined high bits: clear or extend them."""
        if isinstance(t, IntegerType) and t.width.data == 8 and not isinstance(leaf, Imm):
            if signed:
                return self.inst1("cvt.s16.s8 $d0, $0", [leaf], "b16")
            return self.inst1("and.b16 $d0, $0, 255", [leaf], "b16")
        return leaf

    def binary(self, op: Operation, opcode: str, commutative: bool, signed: bool | None = None) -> None:
        t = op.results[0].type
        cls = abi.reg_class(t)
        a = self.get1(op.operands[0], op)
        b = self.get1(op.operands[1], op)
        if signed is not None:
            a = self.normalized(a, t, signed)
            b = self.normalized(b, t, signed)
        if commutative and isinstance(a, Imm) and not isinstance(b, Imm):
            a, b = b, a
        self.set(op.results[0], [self.inst1(f"{opcode} $d0, $0, $1", [a, b], cls, imm_ok=[1])])

    def i128_binary(self, op: Operation, name: str) -> None:
        """i128 arithmetic on (low, high) halves: carries for add/sub, halves for logic,
        constant shifts across the halves."""
        a_lo, a_hi = self.get(op.operands[0], op)
        b_lo, b_hi = self.get(op.operands[1], op)
        if name in ("and", "or", "xor"):
            self.set(op.results[0], [
                self.inst1(f"{name}.b64 $d0, $0, $1", [a_lo, b_lo], "b64", imm_ok=[1]),
                self.inst1(f"{name}.b64 $d0, $0, $1", [a_hi, b_hi], "b64", imm_ok=[1]),
            ])
            return
        if name in ("add", "sub"):
            # One op for the pair: nothing may come between the carry-out and carry-in.
            lo, hi = self.inst(
                f"{name}.cc.u64 $d0, $0, $1;\n\t{name}c.u64 $d1, $2, $3",
                [a_lo, b_lo, a_hi, b_hi],
                ["b64", "b64"],
                imm_ok=[1, 3],
            )
            self.set(op.results[0], [lo, hi])
            return
        if name in ("shl", "lshr", "ashr") and isinstance(b_lo, Imm) and isinstance(b_hi, Imm):
            k = int(b_lo.text) & 127
            self.set(op.results[0], self.i128_shift(name, a_lo, a_hi, k))
            return
        raise op_error(op, f"'{op.name}' on i128 is not supported")

    def i128_shift(self, name: str, lo: Leaf, hi: Leaf, k: int) -> list[Leaf]:
        if k == 0:
            return [lo, hi]
        zero = Imm("0", "b64")
        if name == "shl":
            if k >= 64:
                return [zero, self.inst1(f"shl.b64 $d0, $0, {k - 64}", [lo], "b64", imm_ok=[])]
            carry = self.inst1(f"shr.u64 $d0, $0, {64 - k}", [lo], "b64", imm_ok=[])
            high = self.inst1(f"shl.b64 $d0, $0, {k}", [hi], "b64", imm_ok=[])
            return [self.inst1(f"shl.b64 $d0, $0, {k}", [lo], "b64", imm_ok=[]), self.inst1("or.b64 $d0, $0, $1", [high, carry], "b64")]
        kind = "u" if name == "lshr" else "s"
        fill = zero if name == "lshr" else self.inst1("shr.s64 $d0, $0, 63", [hi], "b64", imm_ok=[])
        if k >= 64:
            return [self.inst1(f"shr.{kind}64 $d0, $0, {k - 64}", [hi], "b64", imm_ok=[]), fill]
        carry = self.inst1(f"shl.b64 $d0, $0, {64 - k}", [hi], "b64", imm_ok=[])
        low = self.inst1(f"shr.u64 $d0, $0, {k}", [lo], "b64", imm_ok=[])
        return [self.inst1("or.b64 $d0, $0, $1", [low, carry], "b64"), self.inst1(f"shr.{kind}64 $d0, $0, {k}", [hi], "b64", imm_ok=[])]

    def int_binary(self, op: Operation) -> None:
        t = op.results[0].type
        if _is_i128(t):
            self.i128_binary(op, op.name.split(".")[-1])
            return
        cls = abi.reg_class(t)
        bits = 16 if cls == "b16" else _BITS[cls]
        name = op.name.split(".")[-1]
        if cls == "pred":
            pred_ops = {"add": "xor.pred", "sub": "xor.pred", "xor": "xor.pred", "and": "and.pred", "mul": "and.pred", "or": "or.pred"}
            if name not in pred_ops:
                raise op_error(op, f"'{op.name}' on i1 is not supported")
            a, b = (self.reg(self.get1(v, op)) for v in op.operands)
            self.set(op.results[0], [self.inst1(f"{pred_ops[name]} $d0, $0, $1", [a, b], "pred")])
            return
        table: dict[str, tuple[str, bool, bool | None]] = {
            "add": (f"add.s{bits}", True, None),
            "sub": (f"sub.s{bits}", False, None),
            "mul": (f"mul.lo.s{bits}", True, None),
            "sdiv": (f"div.s{bits}", False, True),
            "udiv": (f"div.u{bits}", False, False),
            "srem": (f"rem.s{bits}", False, True),
            "urem": (f"rem.u{bits}", False, False),
            "and": (f"and.b{bits}", True, None),
            "or": (f"or.b{bits}", True, None),
            "xor": (f"xor.b{bits}", True, None),
        }
        opcode, commutative, signed = table[name]
        self.binary(op, opcode, commutative, signed)

    def shift(self, op: Operation) -> None:
        t = op.results[0].type
        if _is_i128(t):
            self.i128_binary(op, op.name.split(".")[-1])
            return
        cls = abi.reg_class(t)
        if cls == "pred":
            raise op_error(op, f"'{op.name}' on i1 is not supported")
        bits = 16 if cls == "b16" else _BITS[cls]
        name = op.name.split(".")[-1]
        value = self.get1(op.operands[0], op)
        amount = self.get1(op.operands[1], op)
        if name == "lshr":
            value = self.normalized(value, t, False)
        elif name == "ashr":
            value = self.normalized(value, t, True)
        # Shift amounts are 32-bit registers or immediates.
        if isinstance(amount, Imm):
            amount = Imm(str(int(amount.text) & 0xFFFFFFFF), "b32") if int(amount.text) >= 0 else Imm(str(int(amount.text) & (bits - 1)), "b32")
        elif leaf_cls(amount) == "b64":
            amount = self.inst1("cvt.u32.u64 $d0, $0", [amount], "b32")
        elif leaf_cls(amount) == "b16":
            amount = self.inst1("cvt.u32.u16 $d0, $0", [amount], "b32")
        opcode = {"shl": f"shl.b{bits}", "lshr": f"shr.u{bits}", "ashr": f"shr.s{bits}"}[name]
        self.set(op.results[0], [self.inst1(f"{opcode} $d0, $0, $1", [value, amount], cls, imm_ok=[1])])

    def sel_icmp(self, op: Operation) -> None:
        assert isinstance(op, llvm.ICmpOp)
        pred = llvm.ICmpPredicateFlag.from_int(op.predicate.value.data).value
        t = op.lhs.type
        if _is_i128(t):
            if pred not in ("eq", "ne"):
                raise op_error(op, f"icmp {pred} on i128 is not supported")
            halves = [
                self.inst1(f"setp.{pred}.b64 $d0, $0, $1", [a, b], "pred", imm_ok=[1])
                for a, b in zip(self.get(op.lhs, op), self.get(op.rhs, op))
            ]
            combine = "and.pred" if pred == "eq" else "or.pred"
            self.set(op.res, [self.inst1(f"{combine} $d0, $0, $1", halves, "pred")])
            return
        cls = abi.reg_class(t)
        cmp, kind = _ICMP[pred]
        a = self.get1(op.lhs, op)
        b = self.get1(op.rhs, op)
        if cls == "pred":
            a = self.inst1("selp.u16 $d0, 1, 0, $0", [a], "b16")
            b = self.inst1("selp.u16 $d0, 1, 0, $0", [b], "b16")
            cls, t = "b16", IntegerType(16)
        else:
            a = self.normalized(a, t, kind == "s")
            b = self.normalized(b, t, kind == "s")
        bits = 16 if cls == "b16" else _BITS[cls]
        if isinstance(a, Imm) and not isinstance(b, Imm):
            a, b = b, a
            cmp = {"lt": "gt", "gt": "lt", "le": "ge", "ge": "le"}.get(cmp, cmp)
        self.set(op.res, [self.inst1(f"setp.{cmp}.{kind}{bits} $d0, $0, $1", [a, b], "pred", imm_ok=[1])])

    def sel_fcmp(self, op: Operation) -> None:
        assert isinstance(op, llvm.FCmpOp)
        pred = llvm.FCmpPredicateFlag.from_int(op.predicate.value.data).value
        cls = abi.reg_class(op.lhs.type)
        if pred in ("_false", "_true"):
            self.set(op.res, [self.reg(Imm("1" if pred == "_true" else "0", "pred"))])
            return
        a = self.get1(op.lhs, op)
        b = self.get1(op.rhs, op)
        if isinstance(op.lhs.type, Float16Type | BFloat16Type):
            # Widening to f32 is exact, so the comparison is unchanged.
            a, b, cls = self.widen_half(a, op.lhs.type), self.widen_half(b, op.lhs.type), "f32"
        self.set(op.res, [self.inst1(f"setp.{_FCMP[pred]}.{cls} $d0, $0, $1", [a, b], "pred", imm_ok=[1])])

    def sel_select(self, op: Operation) -> None:
        assert isinstance(op, llvm.SelectOp)
        cond = self.reg(self.get1(op.cond, op))
        a_leaves = self.get(op.lhs, op)
        b_leaves = self.get(op.rhs, op)
        out: list[Leaf] = []
        for a, b in zip(a_leaves, b_leaves):
            cls = leaf_cls(a)
            if cls == "pred":
                a16 = self.inst1("selp.u16 $d0, 1, 0, $0", [a], "b16")
                b16 = self.inst1("selp.u16 $d0, 1, 0, $0", [b], "b16")
                r = self.inst1("selp.b16 $d0, $0, $1, $2", [a16, b16, cond], "b16")
                out.append(self.inst1("setp.ne.b16 $d0, $0, 0", [r], "pred"))
                continue
            suffix = {"b16": "b16", "b32": "b32", "b64": "b64", "f32": "f32", "f64": "f64"}[cls]
            out.append(self.inst1(f"selp.{suffix} $d0, $0, $1, $2", [a, b, cond], cls, imm_ok=[0, 1]))
        self.set(op.res, out)
        # Choosing between two objects of the same specific space (two byval params, two
        # stack slots): accesses through the result keep that space's instructions.
        left, right = self.addrs.get(op.lhs), self.addrs.get(op.rhs)
        if left is not None and right is not None and left.space == right.space and left.space != AS.GENERIC:
            chosen = self.inst1("selp.b64 $d0, $0, $1, $2", [self.materialize(left), self.materialize(right), cond], "b64")
            self.addrs[op.res] = Addr(chosen, 0, left.space, min(left.align, right.align))

    # floating point -------------------------------------------------------------------------

    def widen_half(self, leaf: Leaf, t: Attribute) -> Leaf:
        """A half-precision value as f32 (exact), for arithmetic done in f32."""
        if isinstance(leaf, Imm):
            return self.inst1(f"cvt.f32.{_float_name(t)} $d0, $0", [leaf], "f32", imm_ok=[])
        return self.inst1(f"cvt.f32.{_float_name(t)} $d0, $0", [leaf], "f32")

    def half_binary(self, op: Operation, name: str) -> None:
        """f16/bf16 arithmetic in f32, rounded back once: the f32 result of +, -, *, / of
        half values rounds to the same half as the exact result would."""
        t = op.results[0].type
        a = self.widen_half(self.get1(op.operands[0], op), t)
        b = self.widen_half(self.get1(op.operands[1], op), t)
        opcode = {"fadd": "add.rn", "fsub": "sub.rn", "fmul": "mul.rn", "fdiv": "div.rn"}.get(name)
        if opcode is None:
            raise op_error(op, f"'{op.name}' on {t} is not supported")
        wide = self.inst1(f"{opcode}.f32 $d0, $0, $1", [a, b], "f32")
        self.set(op.results[0], [self.inst1(f"cvt.rn.{_float_name(t)}.f32 $d0, $0", [wide], "b16")])

    def float_binary(self, op: Operation) -> None:
        t = op.results[0].type
        cls = abi.reg_class(t)
        name = op.name.split(".")[-1]
        if isinstance(t, Float16Type | BFloat16Type):
            self.half_binary(op, name)
            return
        if cls not in ("f32", "f64"):
            raise op_error(op, f"'{op.name}' on {t} is not supported")
        if name == "frem":
            self.sel_frem(op, cls)
            return
        opcode = {"fadd": "add.rn", "fsub": "sub.rn", "fmul": "mul.rn", "fdiv": "div.rn"}[name]
        self.binary(op, f"{opcode}.{cls}", name in ("fadd", "fmul"))

    def sel_frem(self, op: Operation, cls: str) -> None:
        a = self.reg(self.get1(op.operands[0], op))
        b = self.reg(self.get1(op.operands[1], op))
        q = self.inst1(f"div.rn.{cls} $d0, $0, $1", [a, b], cls)
        t = self.inst1(f"cvt.rzi.{cls}.{cls} $d0, $0", [q], cls)
        n = self.inst1(f"neg.{cls} $d0, $0", [t], cls)
        r = self.inst1(f"fma.rn.{cls} $d0, $0, $1, $2", [n, b, a], cls)
        inf = self.inst1(f"testp.infinite.{cls} $d0, $0", [b], "pred")
        self.set(op.results[0], [self.inst1(f"selp.{cls} $d0, $0, $1, $2", [a, r, inf], cls)])

    def float_unary(self, op: Operation, opcode: str, f32_only: bool = False) -> None:
        t = op.results[0].type
        cls = abi.reg_class(t)
        if isinstance(t, Float16Type | BFloat16Type) and opcode in ("neg", "abs"):
            # Sign operations on the raw bits.
            x = self.get1(op.operands[0], op)
            text = "xor.b16 $d0, $0, -32768" if opcode == "neg" else "and.b16 $d0, $0, 32767"
            self.set(op.results[0], [self.inst1(text, [x], "b16", imm_ok=[])])
            return
        if cls not in ("f32", "f64") or (f32_only and cls != "f32"):
            raise op_error(op, f"'{op.name}' on {t} is not supported")
        x = self.get1(op.operands[0], op)
        self.set(op.results[0], [self.inst1(f"{opcode}.{cls} $d0, $0", [x], cls, imm_ok=[])])

    def sel_fneg(self, op: Operation) -> None:
        self.float_unary(op, "neg")

    def sel_fabs(self, op: Operation) -> None:
        self.float_unary(op, "abs")

    def sel_sqrt(self, op: Operation) -> None:
        self.float_unary(op, "sqrt.rn")

    def sel_ceil(self, op: Operation) -> None:
        cls = abi.reg_class(op.results[0].type)
        self.float_unary(op, f"cvt.rpi.{cls}")

    def sel_floor(self, op: Operation) -> None:
        cls = abi.reg_class(op.results[0].type)
        self.float_unary(op, f"cvt.rmi.{cls}")

    def sel_exp2(self, op: Operation) -> None:
        self.float_unary(op, "ex2.approx", f32_only=True)

    def sel_log2(self, op: Operation) -> None:
        self.float_unary(op, "lg2.approx", f32_only=True)

    def sel_sin(self, op: Operation) -> None:
        self.float_unary(op, "sin.approx", f32_only=True)

    def sel_cos(self, op: Operation) -> None:
        self.float_unary(op, "cos.approx", f32_only=True)

    def sel_fma(self, op: Operation) -> None:
        cls = abi.reg_class(op.results[0].type)
        a, b, c = (self.get1(v, op) for v in op.operands[:3])
        self.set(op.results[0], [self.inst1(f"fma.rn.{cls} $d0, $0, $1, $2", [a, b, c], cls, imm_ok=[1, 2])])

    def sel_maxnum(self, op: Operation) -> None:
        cls = abi.reg_class(op.results[0].type)
        self.binary(op, f"max.{cls}", True)

    def sel_minnum(self, op: Operation) -> None:
        cls = abi.reg_class(op.results[0].type)
        self.binary(op, f"min.{cls}", True)

    def sel_copysign(self, op: Operation) -> None:
        cls = abi.reg_class(op.results[0].type)
        mag = self.get1(op.operands[0], op)
        sign = self.get1(op.operands[1], op)
        # PTX copysign takes the sign source first.
        self.set(op.results[0], [self.inst1(f"copysign.{cls} $d0, $0, $1", [sign, mag], cls, imm_ok=[])])

    # integer intrinsics -----------------------------------------------------------------------

    def int_minmax(self, op: Operation, kind: str) -> None:
        t = op.results[0].type
        cls = abi.reg_class(t)
        bits = 16 if cls == "b16" else _BITS[cls]
        signed = kind.startswith("s")
        sign = "s" if signed else "u"
        which = "max" if kind.endswith("max") else "min"
        a = self.normalized(self.get1(op.operands[0], op), t, signed)
        b = self.normalized(self.get1(op.operands[1], op), t, signed)
        if isinstance(a, Imm):
            a, b = b, a
        self.set(op.results[0], [self.inst1(f"{which}.{sign}{bits} $d0, $0, $1", [a, b], cls, imm_ok=[1])])

    def sel_abs(self, op: Operation) -> None:
        t = op.results[0].type
        cls = abi.reg_class(t)
        bits = 16 if cls == "b16" else _BITS[cls]
        x = self.normalized(self.get1(op.operands[0], op), t, True)
        self.set(op.results[0], [self.inst1(f"abs.s{bits} $d0, $0", [x], cls, imm_ok=[])])

    def bit_count(self, op: Operation, opcode: str) -> None:
        t = op.results[0].type
        cls = abi.reg_class(t)
        if cls not in ("b32", "b64"):
            raise op_error(op, f"'{op.name}' on {t} is not supported")
        bits = _BITS[cls]
        x = self.reg(self.get1(op.operands[0], op))
        if opcode == "cttz":
            rev = self.inst1(f"brev.b{bits} $d0, $0", [x], cls)
            count = self.inst1(f"clz.b{bits} $d0, $0", [rev], "b32")
        else:
            count = self.inst1(f"{'clz' if opcode == 'ctlz' else 'popc'}.b{bits} $d0, $0", [x], "b32")
        if cls == "b64":
            count = self.inst1("cvt.u64.u32 $d0, $0", [count], "b64")
        self.set(op.results[0], [count])

    # casts -------------------------------------------------------------------------------------

    def sel_trunc(self, op: Operation) -> None:
        src_t, dst_t = op.operands[0].type, op.results[0].type
        if _is_i128(src_t):
            # Truncating an i128 starts from its low half.
            low = self.get(op.operands[0], op)[0]
            if _is_i128(dst_t):
                self.set(op.results[0], self.get(op.operands[0], op))
                return
            self.set(op.results[0], [self.truncate(low, IntegerType(64), dst_t, op)])
            return
        x = self.get1(op.operands[0], op)
        self.set(op.results[0], [self.truncate(x, src_t, dst_t, op)])

    def truncate(self, x: Leaf, src_t: Attribute, dst_t: Attribute, op: Operation) -> Leaf:
        src, dst = abi.reg_class(src_t), abi.reg_class(dst_t)
        if isinstance(x, Imm):
            return int_imm(int(x.text), dst_t)
        if dst == "pred":
            bits = 16 if src == "b16" else _BITS[src]
            low = self.inst1(f"and.b{bits} $d0, $0, 1", [x], src)
            return self.inst1(f"setp.ne.b{bits} $d0, $0, 0", [low], "pred")
        if src == dst:
            return x
        sbits = 16 if src == "b16" else _BITS[src]
        dbits = 16 if dst == "b16" else _BITS[dst]
        return self.inst1(f"cvt.u{dbits}.u{sbits} $d0, $0", [x], dst)

    def extend(self, op: Operation, signed: bool) -> None:
        src_t, dst_t = op.operands[0].type, op.results[0].type
        if _is_i128(dst_t):
            # Extend to 64 bits, then the high half is zero or the sign.
            i64 = IntegerType(64)
            x = self.get1(op.operands[0], op)
            low = x if src_t == i64 else self.extend_value(x, src_t, i64, signed, op)
            if signed:
                high: Leaf = int_imm(-1 if int(low.text) < 0 else 0, i64) if isinstance(low, Imm) else self.inst1("shr.s64 $d0, $0, 63", [low], "b64")
            else:
                high = Imm("0", "b64")
            self.set(op.results[0], [low, high])
            return
        self.set(op.results[0], [self.extend_value(self.get1(op.operands[0], op), src_t, dst_t, signed, op)])

    def extend_value(self, x: Leaf, src_t: Attribute, dst_t: Attribute, signed: bool, op: Operation) -> Leaf:
        src, dst = abi.reg_class(src_t), abi.reg_class(dst_t)
        dbits = 16 if dst == "b16" else _BITS[dst]
        if isinstance(x, Imm):
            value = int(x.text)
            if not signed and value < 0:
                value &= (1 << _width(src_t)) - 1
            if src == "pred":
                value = (-1 if signed else 1) if x.text not in ("0",) else 0
            return int_imm(value, dst_t)
        if src == "pred":
            true = "-1" if signed else "1"
            return self.inst1(f"selp.{'s' if signed else 'u'}{dbits} $d0, {true}, 0, $0", [x], dst)
        sbits = _width(src_t)
        kind = "s" if signed else "u"
        if src == dst:
            # i8 -> i16 in the same 16-bit register.
            return self.normalized(x, src_t, signed)
        return self.inst1(f"cvt.{kind}{dbits}.{kind}{sbits} $d0, $0", [x], dst)

    def sel_zext(self, op: Operation) -> None:
        self.extend(op, False)

    def sel_sext(self, op: Operation) -> None:
        self.extend(op, True)

    def sel_fpext(self, op: Operation) -> None:
        src_t, dst_t = op.operands[0].type, op.results[0].type
        x = self.get1(op.operands[0], op)
        dst = abi.reg_class(dst_t)
        self.set(op.results[0], [self.inst1(f"cvt.{_float_name(dst_t)}.{_float_name(src_t)} $d0, $0", [x], dst, imm_ok=[])])

    def sel_fptrunc(self, op: Operation) -> None:
        src_t, dst_t = op.operands[0].type, op.results[0].type
        x = self.get1(op.operands[0], op)
        dst = abi.reg_class(dst_t)
        self.set(op.results[0], [self.inst1(f"cvt.rn.{_float_name(dst_t)}.{_float_name(src_t)} $d0, $0", [x], dst, imm_ok=[])])

    def int_to_float(self, op: Operation, signed: bool) -> None:
        src_t, dst_t = op.operands[0].type, op.results[0].type
        x = self.get1(op.operands[0], op)
        src, dst = abi.reg_class(src_t), abi.reg_class(dst_t)
        if src == "pred":
            x = self.inst1(f"selp.{'s' if signed else 'u'}32 $d0, {'-1' if signed else '1'}, 0, $0", [x], "b32")
            src_t = i32
        kind = "s" if signed else "u"
        sbits = _width(src_t)
        self.set(op.results[0], [self.inst1(f"cvt.rn.{_float_name(dst_t)}.{kind}{sbits} $d0, $0", [x], dst, imm_ok=[])])

    def sel_sitofp(self, op: Operation) -> None:
        self.int_to_float(op, True)

    def sel_uitofp(self, op: Operation) -> None:
        self.int_to_float(op, False)

    def float_to_int(self, op: Operation, signed: bool) -> None:
        src_t, dst_t = op.operands[0].type, op.results[0].type
        x = self.get1(op.operands[0], op)
        src, dst = abi.reg_class(src_t), abi.reg_class(dst_t)
        if dst == "pred":
            raise op_error(op, f"'{op.name}' to i1 is not supported")
        kind = "s" if signed else "u"
        dbits = 16 if dst == "b16" else _BITS[dst]
        self.set(op.results[0], [self.inst1(f"cvt.rzi.{kind}{dbits}.{_float_name(src_t)} $d0, $0", [x], dst, imm_ok=[])])

    def sel_fptosi(self, op: Operation) -> None:
        self.float_to_int(op, True)

    def sel_fptoui(self, op: Operation) -> None:
        self.float_to_int(op, False)

    def sel_bitcast(self, op: Operation) -> None:
        src_t, dst_t = op.operands[0].type, op.results[0].type
        leaves = self.get(op.operands[0], op)
        if op.operands[0] in self.addrs:
            self.addrs[op.results[0]] = self.addrs[op.operands[0]]
        if len(leaves) != 1:
            raise op_error(op, "bitcast of aggregates or vectors is not supported")
        x = leaves[0]
        src, dst = abi.reg_class(src_t), abi.reg_class(dst_t)
        if src == dst:
            self.set(op.results[0], [x])
        elif isinstance(x, Imm) and dst in ("b32", "b64", "b16"):
            value = int(x.text[2:], 16) if x.text[:2] in ("0f", "0d") else int(x.text, 0)
            self.set(op.results[0], [Imm(str(value), dst)])
        else:
            bits = 16 if dst == "b16" else _BITS[dst]
            self.set(op.results[0], [self.inst1(f"mov.b{bits} $d0, $0", [x], dst, imm_ok=[])])

    def sel_ptrtoint(self, op: Operation) -> None:
        x = self.get1(op.operands[0], op)
        dst = abi.reg_class(op.results[0].type)
        if dst == "b64":
            self.set(op.results[0], [x])
        else:
            bits = 16 if dst == "b16" else _BITS[dst]
            self.set(op.results[0], [self.inst1(f"cvt.u{bits}.u64 $d0, $0", [x], dst, imm_ok=[])])

    def sel_inttoptr(self, op: Operation) -> None:
        x = self.get1(op.operands[0], op)
        src = abi.reg_class(op.operands[0].type)
        if src == "b64":
            self.set(op.results[0], [x])
        else:
            bits = 16 if src == "b16" else _BITS[src]
            self.set(op.results[0], [self.inst1(f"cvt.u64.u{bits} $d0, $0", [x], "b64", imm_ok=[])])

    def sel_addrspacecast(self, op: Operation) -> None:
        src_space = AS.address_space_of(op.operands[0].type)  # type: ignore[arg-type]
        dst_space = AS.address_space_of(op.results[0].type)  # type: ignore[arg-type]
        self.cast_space(op, op.operands[0], op.results[0], src_space, dst_space)

    def cast_space(self, op: Operation, src: SSAValue, dst: SSAValue, src_space: int, dst_space: int) -> None:
        if src_space == dst_space:
            self.set(dst, self.get(src, op))
            if src in self.addrs:
                self.addrs[dst] = self.addrs[src]
            return
        addr = self.addrs.get(src)
        if src_space != AS.GENERIC and dst_space != AS.GENERIC:
            raise op_error(op, f"cast between address spaces {src_space} and {dst_space} is not supported")
        if src_space == AS.PARAM and not self.info.has_cvta_param:
            raise op_error(op, "cvta.param needs sm_70 and PTX 7.7 or newer")
        space_name = AS.STATE_SPACE.get(src_space if dst_space == AS.GENERIC else dst_space)
        if not space_name:
            raise op_error(op, f"address space {src_space if dst_space == AS.GENERIC else dst_space} has no PTX state space")
        x = self.get1(src, op)
        if dst_space == AS.GENERIC:
            self.set(dst, [self.inst1(f"cvta.{space_name}.u64 $d0, $0", [x], "b64", imm_ok=[])])
            if addr is not None:
                # Accesses through the generic pointer can still use the specific space.
                self.addrs[dst] = addr
        else:
            if addr is not None and addr.space == dst_space:
                self.addrs[dst] = addr
                self.set(dst, [self.materialize(addr)])
                return
            self.set(dst, [self.inst1(f"cvta.to.{space_name}.u64 $d0, $0", [x], "b64", imm_ok=[])])

    # pointers and memory ------------------------------------------------------------------

    def sel_gep(self, op: Operation) -> None:
        assert isinstance(op, llvm.GEPOp)
        offset = DL.gep_offset(op)
        base = self.addr_of(op.ptr, op)
        if offset.dynamic:
            total: SSAValue | None = None
            for index, scale in offset.dynamic:
                wide = self.widening_multiply(index, scale, op)
                if wide is not None:
                    total = wide if total is None else self.inst1("add.s64 $d0, $0, $1", [total, wide], "b64")
                    continue
                leaf = self.get1(index, op)
                part = self.scaled_index(leaf, index.type, scale, op)
                total = part if total is None else self.inst1("add.s64 $d0, $0, $1", [total, part], "b64")
            assert total is not None
            if isinstance(base.base, str):
                start = self.inst1(f"mov.b64 $d0, {base.base}", [], "b64")
            else:
                start = base.base
            new_base = self.inst1("add.s64 $d0, $0, $1", [start, total], "b64")
            addr = Addr(new_base, base.offset + offset.constant, base.space, 1)
        else:
            addr = base.plus(offset.constant)
        self.addrs[op.result] = addr
        if op.ptr in self.addrs or isinstance(addr.base, str) or addr.offset:
            self.set(op.result, [self.materialize_value(op.ptr, addr, op)])
        else:
            self.set(op.result, [addr.base])

    def materialize_value(self, src_ptr: SSAValue, addr: Addr, op: Operation) -> SSAValue:
        """The pointer value of `addr` in the pointer type's own space (generic: via cvta)."""
        assert isinstance(src_ptr.type, LLVMPointerType)
        value_space = AS.address_space_of(src_ptr.type)
        raw = self.materialize(addr)
        if value_space == AS.GENERIC and addr.space not in (AS.GENERIC,):
            # Derived from a specific-space object: the generic value needs its own base.
            base_value = self.get1(src_ptr, op) if src_ptr in self.vals else None
            if base_value is not None and not isinstance(base_value, Imm):
                delta = addr.offset - self.addrs[src_ptr].offset if src_ptr in self.addrs and self.addrs[src_ptr].base is addr.base else None
                if delta is not None:
                    if delta == 0:
                        return base_value
                    return self.inst1("add.s64 $d0, $0, $1", [base_value, Imm(str(delta), "b64")], "b64")
            name = AS.STATE_SPACE[addr.space]
            return self.inst1(f"cvta.{name}.u64 $d0, $0", [raw], "b64")
        return raw

    def widening_multiply(self, index: SSAValue, scale: int, op: Operation) -> SSAValue | None:
        """`sext/zext i32 -> i64` then scale: one `mul.wide.s32/u32` (what LLVM selects)."""
        owner = index.owner
        if scale <= 1 or not isinstance(owner, llvm.SExtOp | llvm.ZExtOp):
            return None
        source = owner.operands[0]
        if source.type != i32 or source not in self.vals:
            return None
        kind = "s" if isinstance(owner, llvm.SExtOp) else "u"
        narrow = self.get1(source, op)
        if isinstance(narrow, Imm):
            return None
        return self.inst1(f"mul.wide.{kind}32 $d0, $0, {scale}", [narrow], "b64")

    def scaled_index(self, leaf: Leaf, t: Attribute, scale: int, op: Operation) -> SSAValue:
        cls = leaf_cls(leaf)
        if isinstance(leaf, Imm):
            return self.reg(Imm(str(int(leaf.text) * scale), "b64"))
        if cls == "b32":
            if scale == 1:
                return self.inst1("cvt.s64.s32 $d0, $0", [leaf], "b64")
            return self.inst1(f"mul.wide.s32 $d0, $0, {scale}", [leaf], "b64")
        if cls == "b16":
            wide = self.inst1("cvt.s64.s16 $d0, $0", [self.normalized(leaf, t, True)], "b64")
        elif cls == "b64":
            wide = leaf
        else:
            raise op_error(op, f"GEP index of type {t} is not supported")
        if scale == 1:
            return wide
        if scale & (scale - 1) == 0:
            return self.inst1(f"shl.b64 $d0, $0, {scale.bit_length() - 1}", [wide], "b64")
        return self.inst1(f"mul.lo.s64 $d0, $0, {scale}", [wide], "b64")

    def sel_alloca(self, op: Operation) -> None:
        assert isinstance(op, llvm.AllocaOp)
        count = self.get1(op.size, op)
        t = op.elem_type
        align = max(_int_attr(op.alignment) or 0, DL.abi_align(t))
        if not isinstance(count, Imm):
            self.dynamic_alloca(op, count, t, align)
            return
        slot = self.stack_slot(DL.alloc_size(t) * int(count.text), align)
        self.addrs[op.res] = slot
        space = AS.address_space_of(op.res.type)  # type: ignore[arg-type]
        self.set(op.res, [self.materialize(slot) if space == AS.LOCAL else self.generic_address(slot)])

    def dynamic_alloca(self, op: llvm.AllocaOp, count: Leaf, t: Attribute, align: int) -> None:
        """A variable-sized stack object: PTX's `alloca` (PTX 7.3, sm_52) returns a local address."""
        self.require_ptx_stack(op)
        size_type = op.size.type
        wide = count
        if leaf_cls(count) == "b32":
            wide = self.inst1("cvt.u64.u32 $d0, $0", [count], "b64")
        elif leaf_cls(count) == "b16":
            wide = self.inst1(f"cvt.u64.u{_width(size_type)} $d0, $0", [count], "b64")
        elem_size = DL.alloc_size(t)
        nbytes = wide if elem_size == 1 else self.inst1(f"mul.lo.s64 $d0, $0, {elem_size}", [wide], "b64")
        local = self.inst(f"alloca.u64 $d0, $0, {align}", [nbytes], ["b64"])[0]
        self.addrs[op.res] = Addr(local, 0, AS.LOCAL, align)
        space = AS.address_space_of(op.res.type)  # type: ignore[arg-type]
        self.set(op.res, [local if space == AS.LOCAL else self.inst1("cvta.local.u64 $d0, $0", [local], "b64")])

    def sel_stacksave(self, op: Operation) -> None:
        self.require_ptx_stack(op)
        self.set(op.results[0], [self.inst1("stacksave.u64 $d0", [], "b64")])

    def sel_stackrestore(self, op: Operation) -> None:
        self.require_ptx_stack(op)
        self.inst("stackrestore.u64 $0", [self.reg(self.get1(op.operands[0], op))])

    def require_ptx_stack(self, op: Operation) -> None:
        major, minor = (int(x) for x in self.info.ptx_version.split("."))
        if (major, minor) < (7, 3) or self.info.sm < 52:
            raise op_error(op, f"'{op.name}' needs PTX 7.3 and sm_52 or newer")

    def access_qualifier(self, op: Operation, is_store: bool) -> str:
        ordering = op.properties.get("ordering")
        code = _int_attr(ordering) or 0
        if "volatile_" in op.properties or "volatile" in op.properties:
            return ".volatile"
        if code == 0:
            return ""
        sem = _ORDERING.get(code, "relaxed")
        if sem == "acq_rel":
            sem = "release" if is_store else "acquire"
        return f".{sem}.gpu"

    def sel_load(self, op: Operation) -> None:
        assert isinstance(op, llvm.LoadOp)
        addr = self.addr_of(op.ptr, op)
        qualifier = self.access_qualifier(op, False)
        t = op.dereferenced_value.type
        self.set(op.dereferenced_value, self.load_value(addr, t, op, qualifier, _int_attr(op.alignment)))

    def vector_access(self, addr: Addr, t: Attribute, align: int | None) -> tuple[int, Attribute] | None:
        """(lanes, element) when a vector value can move in one `.v2`/`.v4` access."""
        if not isinstance(t, VectorType):
            return None
        elem = t.get_element_type()
        lanes = len(self.vector_leaf_types(t, None))  # type: ignore[arg-type]
        size = DL.store_size(elem)
        if lanes not in (2, 4) or size not in (2, 4, 8) or lanes * size > 16 or DL.alloc_size(elem) != size:
            return None
        known = align if align is not None else DL.abi_align(t)
        if known < lanes * size or addr.space not in (AS.GENERIC, AS.GLOBAL, AS.SHARED, AS.LOCAL, AS.CONST, AS.PARAM):
            return None
        return lanes, elem

    def load_value(self, addr: Addr, t: Attribute, op: Operation, qualifier: str = "", align: int | None = None) -> list[Leaf]:
        vector = self.vector_access(addr, t, align)
        if vector is not None:
            lanes, elem = vector
            text, ins = self.addr_text(addr, 0)
            dests = ", ".join(f"$d{i}" for i in range(lanes))
            space = self.space_suffix(addr.space, op)
            return list(self.inst(
                f"ld{qualifier}{space}.v{lanes}.{abi.mem_type(elem)} {{{dests}}}, {text}", ins, [abi.reg_class(elem)] * lanes
            ))
        if isinstance(t, VectorType):
            elem = t.get_element_type()
            size = DL.alloc_size(elem)
            return [
                self.load_leaf_aligned(addr.plus(i * size), elem, op, qualifier, _known_align(align, i * size))
                for i in range(len(self.vector_leaf_types(t, op)))
            ]
        return [
            self.load_leaf_aligned(addr.plus(leaf.offset), leaf.type, op, qualifier, _known_align(align, leaf.offset))
            for leaf in abi.leaves(t)
        ]

    def load_leaf_aligned(self, addr: Addr, t: Attribute, op: Operation, qualifier: str, align: int | None) -> SSAValue:
        """A load the access's alignment allows: under-aligned scalars are read in pieces."""
        size = DL.store_size(t)
        if align is None or align >= size or abi.reg_class(t) == "pred":
            return self.load_leaf(addr, t, op, qualifier)
        cls = abi.reg_class(t)
        bits = size * 8
        int_cls = {16: "b16", 32: "b32", 64: "b64"}[bits]
        piece_t = IntegerType(align * 8)
        result: SSAValue | None = None
        for index in range(size // align):
            piece = self.load_leaf(addr.plus(index * align), piece_t, op, qualifier)
            piece_cls = abi.reg_class(piece_t)
            piece_bits = 16 if piece_cls == "b16" else _BITS[piece_cls]
            if piece_bits != bits:
                piece = self.inst1(f"cvt.u{bits}.u{align * 8} $d0, $0", [piece], int_cls)
            elif align == 1:
                piece = self.inst1("and.b16 $d0, $0, 255", [piece], int_cls)
            if index:
                piece = self.inst1(f"shl.b{bits} $d0, $0, {index * align * 8}", [piece], int_cls)
                assert result is not None
                result = self.inst1(f"or.b{bits} $d0, $0, $1", [result, piece], int_cls)
            else:
                result = piece
        assert result is not None
        if cls != int_cls:
            result = self.inst1(f"mov.b{bits} $d0, $0", [result], cls)
        return result

    def store_leaf_aligned(self, addr: Addr, t: Attribute, value: Leaf, op: Operation, qualifier: str, align: int | None) -> None:
        size = DL.store_size(t)
        cls = abi.reg_class(t)
        if align is None or align >= size or cls == "pred":
            self.store_leaf(addr, t, value, op, qualifier)
            return
        bits = size * 8
        int_cls = {16: "b16", 32: "b32", 64: "b64"}[bits]
        whole = self.reg(value)
        if cls != int_cls:
            whole = self.inst1(f"mov.b{bits} $d0, $0", [whole], int_cls)
        piece_t = IntegerType(align * 8)
        piece_cls = abi.reg_class(piece_t)
        for index in range(size // align):
            part = whole
            if index:
                part = self.inst1(f"shr.u{bits} $d0, $0, {index * align * 8}", [whole], int_cls)
            if piece_cls != int_cls:
                piece_bits = 16 if piece_cls == "b16" else _BITS[piece_cls]
                part = self.inst1(f"cvt.u{piece_bits}.u{bits} $d0, $0", [part], piece_cls)
            self.store_leaf(addr.plus(index * align), piece_t, part, op, qualifier)

    def sel_store(self, op: Operation) -> None:
        assert isinstance(op, llvm.StoreOp)
        addr = self.store_addr(op.ptr, op)
        qualifier = self.access_qualifier(op, True)
        t = op.value.type
        values = self.get(op.value, op)
        align = _int_attr(op.alignment)
        vector = self.vector_access(addr, t, align)
        if vector is not None:
            lanes, elem = vector
            text, ins = self.addr_text(addr, lanes)
            sources = ", ".join(f"${i}" for i in range(lanes))
            space = self.space_suffix(addr.space, op)
            self.inst(f"st{qualifier}{space}.v{lanes}.{abi.mem_type(elem)} {text}, {{{sources}}}", [*values, *ins], [], imm_ok=[])
            return
        if isinstance(t, VectorType):
            elem = t.get_element_type()
            size = DL.alloc_size(elem)
            for i, v in enumerate(values):
                self.store_leaf_aligned(addr.plus(i * size), elem, v, op, qualifier, _known_align(align, i * size))
            return
        for leaf, v in zip(abi.leaves(t), values):
            self.store_leaf_aligned(addr.plus(leaf.offset), leaf.type, v, op, qualifier, _known_align(align, leaf.offset))

    def sel_addressof(self, op: Operation) -> None:
        assert isinstance(op, llvm.AddressOfOp)
        name = op.global_name.string_value()
        sym = _sanitize(name)
        glob = self.info.globals.get(name)
        if glob is None:
            if name not in self.info.funcs:
                raise op_error(op, f"unknown symbol @{name}")
            self.set(op.result, [self.inst1(f"mov.u64 $d0, {sym}", [], "b64")])
            return
        space = _int_attr(glob.addr_space) or 0
        state = AS.GLOBAL if space == AS.GENERIC else space
        align = _int_attr(glob.alignment) or DL.abi_align(glob.global_type)
        self.addrs[op.result] = Addr(sym, 0, state, align)
        raw = self.inst1(f"mov.u64 $d0, {sym}", [], "b64")
        value_space = AS.address_space_of(op.result.type)
        if value_space == AS.GENERIC:
            self.set(op.result, [self.inst1(f"cvta.{AS.STATE_SPACE[state]}.u64 $d0, $0", [raw], "b64")])
        else:
            self.set(op.result, [raw])

    # aggregates -----------------------------------------------------------------------------

    def sel_extractvalue(self, op: Operation) -> None:
        assert isinstance(op, llvm.ExtractValueOp)
        t = op.container.type
        path = tuple(op.position.get_values())
        leaves = self.get(op.container, op)
        indices = [i for i, leaf in enumerate(abi.leaves(t)) if leaf.path[: len(path)] == path]
        self.set(op.res, [leaves[i] for i in indices])

    def sel_insertvalue(self, op: Operation) -> None:
        assert isinstance(op, llvm.InsertValueOp)
        t = op.container.type
        path = tuple(op.position.get_values())
        leaves = list(self.get(op.container, op))
        new = self.get(op.value, op)
        indices = [i for i, leaf in enumerate(abi.leaves(t)) if leaf.path[: len(path)] == path]
        if len(indices) != len(new):
            raise op_error(op, "inserted value does not match the aggregate's element")
        for i, v in zip(indices, new):
            leaves[i] = v
        self.set(op.res, leaves)

    def sel_extractelement(self, op: Operation) -> None:
        leaves = self.get(op.operands[0], op)
        index = self.get1(op.operands[1], op)
        if not isinstance(index, Imm):
            raise op_error(op, "extractelement with a non-constant index is not supported")
        self.set(op.results[0], [leaves[int(index.text)]])

    def sel_insertelement(self, op: Operation) -> None:
        leaves = list(self.get(op.operands[0], op))
        value = self.get1(op.operands[1], op)
        index = self.get1(op.operands[2], op)
        if not isinstance(index, Imm):
            raise op_error(op, "insertelement with a non-constant index is not supported")
        leaves[int(index.text)] = value
        self.set(op.results[0], leaves)

    def sel_split_struct(self, op: Operation) -> None:
        leaves = self.get(op.operands[0], op)
        for res, leaf in zip(op.results, leaves):
            self.set(res, [leaf])

    # nvvm ------------------------------------------------------------------------------------

    def sel_sreg(self, op: Operation) -> None:
        register = getattr(op, "PTX_REGISTER", None)
        if register is None:
            match = _SREG.fullmatch(op.name)
            assert match is not None
            register = "%" + match.group(1)
        self.read_special(op, register)

    def read_special(self, op: Operation, register: str) -> None:
        t = op.results[0].type
        cls = abi.reg_class(t)
        if cls not in ("b32", "b64"):
            raise op_error(op, f"special register read as {t}")
        self.set(op.results[0], [self.inst1(f"mov.u{_BITS[cls]} $d0, {register}", [], cls)])

    def sel_barrier0(self, op: Operation) -> None:
        self.inst("bar.sync 0")

    def sel_barrier(self, op: Operation) -> None:
        operands = list(op.operands)
        if not operands:
            self.inst("bar.sync 0")
            return
        ids = [self.get1(v, op) for v in operands]
        if len(ids) == 1:
            self.inst("bar.sync $0", ids)
        else:
            self.inst("bar.sync $0, $1", ids)

    def sel_ldparam(self, op: Operation) -> None:
        base = self.addr_of(op.operands[0], op)
        constant = _int_attr(op.properties.get("offset")) or 0
        if len(op.operands) > 1:
            dynamic = self.get1(op.operands[1], op)
            start = self.materialize(Addr(base.base, 0, base.space)) if isinstance(base.base, str) else base.base
            new_base = self.inst1("add.s64 $d0, $0, $1", [start, dynamic], "b64")
            addr = Addr(new_base, base.offset + constant, AS.PARAM, 1)
        else:
            addr = base.plus(constant)
        self.set(op.results[0], [self.load_leaf(addr, op.results[0].type, op)])

    def sel_cvt_param_to_generic(self, op: Operation) -> None:
        self.cast_space(op, op.operands[0], op.results[0], AS.PARAM, AS.GENERIC)

    def sel_cvt_param_to_global(self, op: Operation) -> None:
        if not self.info.has_cvta_param:
            raise op_error(op, "cvta.param needs sm_70 and PTX 7.7 or newer")
        generic = self.inst1("cvta.param.u64 $d0, $0", [self.materialize(self.addr_of(op.operands[0], op))], "b64")
        self.set(op.results[0], [self.inst1("cvta.to.global.u64 $d0, $0", [generic], "b64")])

    def sel_cvt_generic_to_as(self, op: Operation) -> None:
        dst_space = AS.address_space_of(op.results[0].type)  # type: ignore[arg-type]
        self.cast_space(op, op.operands[0], op.results[0], AS.GENERIC, dst_space)

    def sel_vararg_base(self, op: Operation) -> None:
        base = self.inst1(f"mov.b64 $d0, {self.name}_vararg", [], "b64")
        self.addrs[op.results[0]] = Addr(base, 0, AS.LOCAL, 8)
        self.set(op.results[0], [base])

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
        bits = 16 if cls == "b16" else _BITS[cls]
        for case_value, dest, args in zip(case_values, case_dests, case_args):
            if isinstance(t, IntegerType) and t.width.data == 8:
                case_value &= 0xFF
            target = self.branch_target(dest, args, op)
            pred = self.inst1(f"setp.eq.b{bits} $d0, $0, {case_value}", [value], "pred")
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

    def store_promoted(self, name: str, t: Attribute, value: Leaf, signed: bool) -> None:
        """Store a scalar into a promoted .b32/.b64 param (narrow ints are extended)."""
        cls = abi.reg_class(t)
        if cls == "pred":
            if isinstance(value, Imm):
                value = Imm("0" if value.text in ("0", "false") else "1", "b32")
            else:
                value = self.inst1("selp.u32 $d0, 1, 0, $0", [value], "b32")
            self.inst(f"st.param.b32 [{name}], $0", [value], [], imm_ok=[0])
            return
        if cls == "b16" and isinstance(t, IntegerType):
            kind = "s" if signed else "u"
            if isinstance(value, Imm):
                value = Imm(str(int(value.text) & ((1 << t.width.data) - 1)) if not signed else value.text, "b32")
            else:
                value = self.inst1(f"cvt.{kind}32.{kind}{t.width.data} $d0, $0", [value], "b32")
            self.inst(f"st.param.b32 [{name}], $0", [value], [], imm_ok=[0])
            return
        self.inst(f"st.param.{abi.mem_type(t)} [{name}], $0", [value], [], imm_ok=[0])

    def sel_unreachable(self, op: Operation) -> None:
        self.add(ptx.TrapOp())

    # calls -----------------------------------------------------------------------------------

    def sel_call(self, op: Operation) -> None:
        assert isinstance(op, llvm.CallOp)
        from nvvm_xdsl.backend.calls import lower_call

        lower_call(self, op)

    def sel_call_intrinsic(self, op: Operation) -> None:
        assert isinstance(op, llvm.CallIntrinsicOp)
        self.select_intrinsic(op, op.intrin.data)

    def select_intrinsic(self, op: Operation, name: str) -> None:
        """`llvm.call_intrinsic "llvm.X"` or `llvm.call @llvm.X(...)`: operands are the arguments."""
        match = _SREG.fullmatch(name)
        if match is not None:
            self.read_special(op, "%" + match.group(1))
            return
        base = _intrinsic_base(name)
        handler = _INTRINSICS.get(base)
        if handler is None:
            raise op_error(op, f"convert-llvm-to-ptx cannot select intrinsic '{name}'")
        handler(self, op)

    # memory intrinsics -------------------------------------------------------------------------

    def sel_memcpy(self, op: Operation) -> None:
        dst, src, length = op.operands[0], op.operands[1], op.operands[2]
        size = self.get1(length, op)
        if not isinstance(size, Imm):
            raise op_error(op, "memcpy/memmove with a non-constant length: run lower-aggr-copies first")
        volatile = _is_volatile(op)
        dst_addr = self.store_addr(dst, op)
        src_addr = self.addr_of(src, op)
        if op.name.endswith("memmove") or "memmove" in op.name or "memmove" in str(op.properties.get("intrin", "")):
            # Load everything first, so overlapping ranges copy correctly.
            count = int(size.text)
            values = [self.load_leaf(src_addr.plus(i), IntegerType(8), op, ".volatile" if volatile else "") for i in range(count)]
            for i, v in enumerate(values):
                self.store_leaf(dst_addr.plus(i), IntegerType(8), v, op, ".volatile" if volatile else "")
            return
        self.copy_bytes(dst_addr, src_addr, int(size.text), op, volatile)

    def sel_memset(self, op: Operation) -> None:
        dst, value, length = op.operands[0], op.operands[1], op.operands[2]
        size = self.get1(length, op)
        if not isinstance(size, Imm):
            raise op_error(op, "memset with a non-constant length: run lower-aggr-copies first")
        byte = self.get1(value, op)
        addr = self.store_addr(dst, op)
        qualifier = ".volatile" if _is_volatile(op) else ""
        if isinstance(byte, Imm):
            b = int(byte.text) & 0xFF
            offset, count = 0, int(size.text)
            while offset < count:
                for width in (8, 4, 2, 1):
                    if count - offset >= width and DL.common_alignment(addr.align or 1, addr.offset + offset) % width == 0:
                        break
                pattern = int.from_bytes(bytes([b]) * width, "little")
                t = IntegerType(width * 8)
                self.store_leaf(addr.plus(offset), t, int_imm(pattern, t), op, qualifier)
                offset += width
            return
        for i in range(int(size.text)):
            self.store_leaf(addr.plus(i), IntegerType(8), byte, op, qualifier)

    # atomics -----------------------------------------------------------------------------------

    def sel_atomicrmw(self, op: Operation) -> None:
        from nvvm_xdsl.backend.atomics import lower_atomicrmw

        lower_atomicrmw(self, op)

    def sel_cmpxchg(self, op: Operation) -> None:
        from nvvm_xdsl.backend.atomics import lower_cmpxchg

        lower_cmpxchg(self, op)

    def sel_fence(self, op: Operation) -> None:
        from nvvm_xdsl.backend.atomics import lower_fence

        lower_fence(self, op)

    def sel_inline_asm(self, op: Operation) -> None:
        raise op_error(op, "inline assembly is not supported by convert-llvm-to-ptx")


def _float_name(t: Attribute) -> str:
    """The PTX type name of a floating-point LLVM type."""
    if isinstance(t, BFloat16Type):
        return "bf16"
    if isinstance(t, Float16Type):
        return "f16"
    return abi.reg_class(t)


def _is_i128(t: Attribute) -> bool:
    return isinstance(t, IntegerType) and t.width.data == 128


def _known_align(align: int | None, offset: int) -> int | None:
    """The alignment of a part at `offset` inside an access aligned to `align`."""
    return None if align is None else DL.common_alignment(align, offset)


def _is_volatile(op: Operation) -> bool:
    for key in ("isVolatile", "is_volatile"):
        attr = op.properties.get(key) or op.attributes.get(key)
        if isinstance(attr, IntegerAttr):
            return bool(attr.value.data)
        if isinstance(attr, UnitAttr):
            return True
    # `llvm.call_intrinsic "llvm.memcpy..."(dst, src, len, isvolatile)`: a constant i1 operand.
    if op.name in ("llvm.call_intrinsic", "llvm.call") and len(op.operands) > 3:
        flag = op.operands[3].owner
        if isinstance(flag, llvm.ConstantOp) and isinstance(flag.value, IntegerAttr):
            return bool(flag.value.value.data)
    return False


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


def _eliminate_common_subexpressions(func: ptx.FuncOp) -> None:
    """Reuse an earlier identical pure instruction of the same block (loads excluded: memory
    may change in between)."""
    for block in func.body.blocks:
        seen: dict[tuple[object, ...], ptx.InstOp] = {}
        for op in list(block.ops):
            if not isinstance(op, ptx.InstOp) or op.has_side_effects or not op.outs:
                continue
            # Loads (memory may change in between) are not functions of their operands.
            if op.opcode.startswith(("ld.", "ldu.")):
                continue
            key = (op.text.data, tuple(op.ins), tuple(r.type for r in op.outs))
            earlier = seen.get(key)
            if earlier is None:
                seen[key] = op
                continue
            for new, old in zip(earlier.outs, op.outs):
                old.replace_all_uses_with(new)
            block.erase_op(op)


def _erase_dead_code(func: ptx.FuncOp) -> None:
    changed = True
    while changed:
        changed = False
        for block in func.body.blocks:
            for op in reversed(list(block.ops)):
                if isinstance(op, ptx.InstOp) and not op.has_side_effects and all(not r.uses for r in op.results):
                    block.erase_op(op)
                    changed = True


_HANDLERS: dict[str, Callable[[FunctionSelector, Operation], None]] = {
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
    "llvm.intr.fabs": FunctionSelector.sel_fabs,
    "llvm.intr.sqrt": FunctionSelector.sel_sqrt,
    "llvm.intr.ceil": FunctionSelector.sel_ceil,
    "llvm.intr.floor": FunctionSelector.sel_floor,
    "llvm.intr.exp2": FunctionSelector.sel_exp2,
    "llvm.intr.log2": FunctionSelector.sel_log2,
    "llvm.intr.sin": FunctionSelector.sel_sin,
    "llvm.intr.cos": FunctionSelector.sel_cos,
    "llvm.intr.fma": FunctionSelector.sel_fma,
    "llvm.intr.maxnum": FunctionSelector.sel_maxnum,
    "llvm.intr.minnum": FunctionSelector.sel_minnum,
    "llvm.intr.copysign": FunctionSelector.sel_copysign,
    "llvm.intr.smax": lambda s, op: s.int_minmax(op, "smax"),
    "llvm.intr.smin": lambda s, op: s.int_minmax(op, "smin"),
    "llvm.intr.umax": lambda s, op: s.int_minmax(op, "umax"),
    "llvm.intr.umin": lambda s, op: s.int_minmax(op, "umin"),
    "llvm.intr.abs": FunctionSelector.sel_abs,
    "llvm.intr.ctpop": lambda s, op: s.bit_count(op, "ctpop"),
    "llvm.intr.ctlz": lambda s, op: s.bit_count(op, "ctlz"),
    "llvm.intr.cttz": lambda s, op: s.bit_count(op, "cttz"),
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
    or name.startswith("llvm.intr.") and name.split(".")[2] in ("fabs", "sqrt", "ceil", "floor", "exp2", "log2", "sin", "cos",
                                                               "fma", "maxnum", "minnum", "copysign", "smax", "smin", "umax",
                                                               "umin", "abs", "ctpop", "ctlz", "cttz")
)

# `llvm.call_intrinsic "llvm.<name>.<types>"` by base name.
_INTRINSICS: dict[str, Callable[[FunctionSelector, Operation], None]] = {
    "nvvm.barrier0": FunctionSelector.sel_barrier0,
    "nvvm.barrier.cta.sync.aligned.all": FunctionSelector.sel_barrier,
    "nvvm.barrier.sync": FunctionSelector.sel_barrier,
    "memcpy": FunctionSelector.sel_memcpy,
    "memcpy.inline": FunctionSelector.sel_memcpy,
    "memmove": FunctionSelector.sel_memcpy,
    "memset": FunctionSelector.sel_memset,
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
    "nvvm.membar.cta": lambda s, op: s.inst("membar.cta"),
    "nvvm.membar.gl": lambda s, op: s.inst("membar.gl"),
    "nvvm.membar.sys": lambda s, op: s.inst("membar.sys"),
    "trap": lambda s, op: s.inst("trap"),
    "stacksave": FunctionSelector.sel_stacksave,
    "stackrestore": FunctionSelector.sel_stackrestore,
}
