"""`llvm.va_arg` and the `llvm.intr.vastart`/`vaend`/`vacopy` intrinsics."""

from __future__ import annotations

from abc import ABC

from xdsl.dialects.llvm import FuncOp, LLVMPointerType
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    result_def,
    traits_def,
)
from xdsl.traits import (
    MemoryReadEffect,
    MemoryWriteEffect,
)
from xdsl.utils.exceptions import VerifyException


@irdl_op_definition
class VaArgOp(IRDLOperation):
    """`%v = llvm.va_arg %list : (!llvm.ptr) -> i32` (reads the value, advances the list)"""

    name = "llvm.va_arg"

    arg = operand_def(LLVMPointerType)
    res = result_def()

    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect())
    assembly_format = "$arg attr-dict `:` functional-type($arg, $res)"

    def __init__(self, arg: Operation | SSAValue, result_type: Attribute):
        super().__init__(operands=[arg], result_types=[result_type])


class _VaListOp(IRDLOperation, ABC):
    arg_list = operand_def(LLVMPointerType)

    # Writes the va_list object the pointer designates.
    traits = traits_def(MemoryWriteEffect())
    assembly_format = "$arg_list attr-dict `:` type($arg_list)"

    def __init__(self, arg_list: Operation | SSAValue):
        super().__init__(operands=[arg_list])


@irdl_op_definition
class VaStartOp(_VaListOp):
    """`llvm.intr.vastart %list : !llvm.ptr`"""

    name = "llvm.intr.vastart"

    def verify_(self) -> None:
        # LLVM rejects va_start outside a variadic function; catch it before translation.
        parent = self.parent_op()
        while parent is not None and not isinstance(parent, FuncOp):
            parent = parent.parent_op()
        if parent is not None and not parent.function_type.is_variadic:
            raise VerifyException(
                f"llvm.intr.vastart in non-variadic function @{parent.sym_name.data}"
            )


@irdl_op_definition
class VaEndOp(_VaListOp):
    """`llvm.intr.vaend %list : !llvm.ptr`"""

    name = "llvm.intr.vaend"


@irdl_op_definition
class VaCopyOp(IRDLOperation):
    """`llvm.intr.vacopy %src to %dest : !llvm.ptr, !llvm.ptr` (types in operand order: dest, src)"""

    name = "llvm.intr.vacopy"

    dest_list = operand_def(LLVMPointerType)
    src_list = operand_def(LLVMPointerType)

    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect())
    assembly_format = "$src_list `to` $dest_list attr-dict `:` type(operands)"

    def __init__(self, dest_list: Operation | SSAValue, src_list: Operation | SSAValue):
        super().__init__(operands=[dest_list, src_list])
