"""Stack-slot promotion (llvm-inline, llvm-sroa, llvm-mem2reg; issue 24) keeps programs' meaning,
checked by execution as in tests/test_middle_end_exec.py: the llvm-dialect IR before and after
the default level's middle end, exported and run on the host by llvmlite's JIT on the same
inputs, must leave the same memory behind.

The programs come from a seeded generator: scalar slots, an array slot and a struct slot, all
initialised in the entry block, then a loop over an input array whose body is a random chain of
loads and stores of the slots (arrays and struct fields through constant GEPs), diamonds that
store different values on each side, calls of an internal function that updates a slot through
its pointer under a branch, and calls of one with an array slot of its own. Every iteration
stores every slot to the output. The corpora are covered by test_middle_end_exec.py's corpus
test, which runs the same middle end.
"""

from __future__ import annotations

import random
import struct

import pytest

pytest.importorskip("llvmlite")
from xdsl.dialects import llvm  # noqa: E402

from nvvm_xdsl_testing.host_exec import KernelArgs, run_kernels  # noqa: E402
from nvvm_xdsl_testing.mlir_to_llvm_ir import parse_mlir  # noqa: E402
from tests.test_middle_end_exec import optimised  # noqa: E402

HELPERS = """
llvm.func internal @bump(%p: !llvm.ptr, %d: i32) {
  %v = llvm.load %p : !llvm.ptr -> i32
  %one = llvm.mlir.constant(1 : i32) : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %b = llvm.and %d, %one : i32
  %c = llvm.icmp "ne" %b, %zero : i32
  llvm.cond_br %c, ^add, ^done
^add:
  %s = llvm.add %v, %d : i32
  llvm.store %s, %p : i32, !llvm.ptr
  llvm.br ^done
^done:
  llvm.return
}
llvm.func internal @mix(%a: i32, %b: i32) -> i32 {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %arr = llvm.alloca %c1 x !llvm.array<2 x i32> : (i32) -> !llvm.ptr
  %second = llvm.getelementptr %arr[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x i32>
  llvm.store %a, %arr : i32, !llvm.ptr
  llvm.store %b, %second : i32, !llvm.ptr
  %x = llvm.load %second : !llvm.ptr -> i32
  %y = llvm.load %arr : !llvm.ptr -> i32
  %three = llvm.mlir.constant(3 : i32) : i32
  %y3 = llvm.mul %y, %three : i32
  %r = llvm.xor %x, %y3 : i32
  llvm.return %r : i32
}
"""

OPS = ["add", "sub", "mul", "xor", "and", "or"]


class _Program:
    def __init__(self, rng: random.Random):
        self.rng = rng
        self.lines: list[str] = []
        self.count = 0
        self.scalars = rng.randint(1, 4)
        self.elements = rng.randint(2, 5)
        # Slot names: scalars, array elements, the struct's i32 field (its i64 field is scratch).
        self.slots = [f"%s{k}" for k in range(self.scalars)] + [f"%a{k}" for k in range(self.elements)] + ["%f0"]

    def name(self, prefix: str = "t") -> str:
        self.count += 1
        return f"%{prefix}{self.count}"

    def emit(self, line: str) -> None:
        self.lines.append("    " + line)

    def constant(self, value: int) -> str:
        result = self.name("k")
        self.emit(f"{result} = llvm.mlir.constant({value} : i32) : i32")
        return result

    def load(self, slot: str) -> str:
        result = self.name()
        self.emit(f"{result} = llvm.load {slot} : !llvm.ptr -> i32")
        return result

    def operand(self) -> str:
        choice = self.rng.randrange(4)
        if choice == 0:
            return "%x"
        if choice == 1:
            return self.constant(self.rng.randint(-100, 100))
        return self.load(self.rng.choice(self.slots))

    def arith(self) -> None:
        a, b = self.operand(), self.operand()
        result = self.name()
        self.emit(f"{result} = llvm.{self.rng.choice(OPS)} {a}, {b} : i32")
        self.emit(f"llvm.store {result}, {self.rng.choice(self.slots)} : i32, !llvm.ptr")

    def diamond(self) -> None:
        mask = self.constant(1 << self.rng.randint(0, 4))
        bit, test = self.name(), self.name("c")
        zero = self.constant(0)
        self.emit(f"{bit} = llvm.and %x, {mask} : i32")
        self.emit(f'{test} = llvm.icmp "eq" {bit}, {zero} : i32')
        then, other, join = self.name("then").lstrip("%"), self.name("else").lstrip("%"), self.name("join").lstrip("%")
        self.emit(f"llvm.cond_br {test}, ^{then}, ^{other}")
        for label in (then, other):
            self.lines.append(f"  ^{label}:")
            for _ in range(self.rng.randint(0, 2)):
                self.arith()
            self.emit(f"llvm.br ^{join}")
        self.lines.append(f"  ^{join}:")

    def call(self) -> None:
        if self.rng.random() < 0.5:
            self.emit(f"llvm.call @bump({self.rng.choice(self.slots)}, %x) : (!llvm.ptr, i32) -> ()")
        else:
            a, b = self.operand(), self.operand()
            result = self.name()
            self.emit(f"{result} = llvm.call @mix({a}, {b}) : (i32, i32) -> i32")
            self.emit(f"llvm.store {result}, {self.rng.choice(self.slots)} : i32, !llvm.ptr")

    def wide(self) -> None:
        """A round trip through the struct's i64 field."""
        wide, back = self.name(), self.name()
        self.emit(f"{wide} = llvm.sext %x : i32 to i64")
        self.emit(f"llvm.store {wide}, %f1 : i64, !llvm.ptr")
        loaded = self.name()
        self.emit(f"{loaded} = llvm.load %f1 : !llvm.ptr -> i64")
        self.emit(f"{back} = llvm.trunc {loaded} : i64 to i32")
        self.emit(f"llvm.store {back}, {self.rng.choice(self.slots)} : i32, !llvm.ptr")

    def text(self) -> str:
        rng = self.rng
        entry = ["  %c1 = llvm.mlir.constant(1 : i32) : i32"]
        for k in range(self.scalars):
            entry.append(f"  %s{k} = llvm.alloca %c1 x i32 : (i32) -> !llvm.ptr")
        entry.append(f"  %arr = llvm.alloca %c1 x !llvm.array<{self.elements} x i32> {{alignment = 16 : i64}} : (i32) -> !llvm.ptr")
        for k in range(self.elements):
            entry.append(f"  %a{k} = llvm.getelementptr %arr[0, {k}] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<{self.elements} x i32>")
        entry.append("  %st = llvm.alloca %c1 x !llvm.struct<(i32, i64)> : (i32) -> !llvm.ptr")
        entry.append("  %f0 = llvm.getelementptr %st[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i64)>")
        entry.append("  %f1 = llvm.getelementptr %st[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i64)>")
        for index, slot in enumerate(self.slots):
            entry.append(f"  %init{index} = llvm.mlir.constant({rng.randint(-50, 50)} : i32) : i32")
            entry.append(f"  llvm.store %init{index}, {slot} : i32, !llvm.ptr")
        for _ in range(rng.randint(4, 14)):
            rng.choice([self.arith, self.arith, self.diamond, self.call, self.wide])()
        width = len(self.slots)
        for index, slot in enumerate(self.slots):
            value = self.load(slot)
            self.emit(f"%o{index} = llvm.mlir.constant({index} : i32) : i32")
            self.emit(f"%at{index} = llvm.add %base, %o{index} : i32")
            self.emit(f"%p{index} = llvm.getelementptr %out[%at{index}] : (!llvm.ptr, i32) -> !llvm.ptr, i32")
            self.emit(f"llvm.store {value}, %p{index} : i32, !llvm.ptr")
        body = "\n".join(self.lines)
        return f"""{HELPERS}
llvm.func @f(%in: !llvm.ptr, %out: !llvm.ptr, %n: i32) {{
{chr(10).join(entry)}
  %zero = llvm.mlir.constant(0 : i32) : i32
  llvm.br ^loop(%zero : i32)
^loop(%i: i32):
    %xp = llvm.getelementptr %in[%i] : (!llvm.ptr, i32) -> !llvm.ptr, i32
    %x = llvm.load %xp : !llvm.ptr -> i32
    %width = llvm.mlir.constant({width} : i32) : i32
    %base = llvm.mul %i, %width : i32
{body}
    %one = llvm.mlir.constant(1 : i32) : i32
    %next = llvm.add %i, %one : i32
    %more = llvm.icmp "slt" %next, %n : i32
    llvm.cond_br %more, ^loop(%next : i32), ^exit
^exit:
  llvm.return
}}
"""


def generated(seed: int) -> str:
    return _Program(random.Random(seed)).text()


@pytest.mark.parametrize("seed", range(10))
def test_generated_slot_programs_compute_the_same_after_promotion(seed):
    text = generated(seed)
    before = parse_mlir(text)
    after = optimised(before)
    rng = random.Random(seed)
    inputs = [rng.randint(-(1 << 31), (1 << 31) - 1) for _ in range(40)]
    width = 16
    args = KernelArgs(
        kinds=("ptr", "ptr", "i32"),
        buffers=(struct.pack(f"<{len(inputs)}i", *inputs), bytes(4 * len(inputs) * width)),
        scalars=(len(inputs),),
    )
    expected, actual = run_kernels([before, after], "f", args)
    assert isinstance(expected, list), expected
    assert actual == expected, f"{text}\nafter:\n{after}"


@pytest.mark.parametrize("seed", range(10))
def test_generated_slot_programs_lose_every_slot_and_call(seed):
    """The programs above exercise all three passes: after them @f has no alloca and no call."""
    after = optimised(parse_mlir(generated(seed)))
    function = next(op for op in after.walk() if isinstance(op, llvm.FuncOp) and op.sym_name.data == "f")
    names = {op.name for op in function.walk()}
    assert "llvm.alloca" not in names and "llvm.call" not in names, str(function)


def vector_program(seed: int) -> str:
    """A tile of 8 i32 (CuTe's register fragment) written and read as vector<8xi32>,
    vector<4xi32>, vector<2xi32> and i32 at constant offsets and as i32 at a run-time index
    (llvm-sroa's pieces and select chains), in a loop over the input."""
    rng = random.Random(seed)
    lines: list[str] = []
    count = 0

    def name() -> str:
        nonlocal count
        count += 1
        return f"%v{count}"

    def pointer(lanes: int) -> str:
        """A pointer to a random lanes-aligned position of the tile."""
        result = name()
        offset = rng.randrange(0, 8, lanes)
        lines.append(f"{result} = llvm.getelementptr %tile[{offset}] : (!llvm.ptr) -> !llvm.ptr, i32")
        return result

    for _ in range(rng.randint(4, 12)):
        lanes = rng.choice([1, 2, 4, 8])
        kind = "i32" if lanes == 1 else f"vector<{lanes}xi32>"
        choice = rng.randrange(3)
        if choice == 0:  # read-modify-write at constant offsets, possibly of another width
            source, target = pointer(lanes), pointer(lanes)
            loaded, added = name(), name()
            splat = "%x" if lanes == 1 else "%xs" + str(lanes)
            lines.append(f"{loaded} = llvm.load {source} : !llvm.ptr -> {kind}")
            lines.append(f"{added} = llvm.add {loaded}, {splat} : {kind}")
            lines.append(f"llvm.store {added}, {target} : {kind}, !llvm.ptr")
        elif choice == 1:  # a store at a run-time index
            masked, at, value = name(), name(), name()
            lines.append(f"{masked} = llvm.lshr %x, %k{rng.randint(0, 8)} : i32")
            lines.append(f"{at} = llvm.and {masked}, %k7 : i32")
            lines.append(f"{value} = llvm.mul %x, %k{rng.randint(2, 8)} : i32")
            lines.append(f"%d{count} = llvm.getelementptr %tile[{at}] : (!llvm.ptr, i32) -> !llvm.ptr, i32")
            lines.append(f"llvm.store {value}, %d{count} : i32, !llvm.ptr")
        else:  # a load at a run-time index, stored back at a constant one
            masked, at, loaded = name(), name(), name()
            lines.append(f"{masked} = llvm.lshr %x, %k{rng.randint(0, 8)} : i32")
            lines.append(f"{at} = llvm.and {masked}, %k7 : i32")
            lines.append(f"%d{count} = llvm.getelementptr %tile[{at}] : (!llvm.ptr, i32) -> !llvm.ptr, i32")
            lines.append(f"{loaded} = llvm.load %d{count} : !llvm.ptr -> i32")
            lines.append(f"llvm.store {loaded}, {pointer(1)} : i32, !llvm.ptr")
    constants = "\n".join(f"  %k{k} = llvm.mlir.constant({k} : i32) : i32" for k in range(9))
    init = "\n".join(
        f"  %i{k} = llvm.getelementptr %tile[{k}] : (!llvm.ptr) -> !llvm.ptr, i32\n"
        f"  %c{k} = llvm.mlir.constant({rng.randint(-50, 50)} : i32) : i32\n"
        f"  llvm.store %c{k}, %i{k} : i32, !llvm.ptr"
        for k in range(8)
    )
    splats = []
    for lanes in (2, 4, 8):
        splats.append(f"    %u{lanes} = llvm.mlir.undef : vector<{lanes}xi32>")
        previous = f"%u{lanes}"
        for lane in range(lanes):
            splats.append(f"    %s{lanes}_{lane} = llvm.insertelement %x, {previous}[%k{lane} : i32] : vector<{lanes}xi32>")
            previous = f"%s{lanes}_{lane}"
        splats.append(f"    %xs{lanes} = llvm.add {previous}, {previous} : vector<{lanes}xi32>")
    body = "\n".join("    " + line for line in lines)
    return f"""
llvm.func @f(%in: !llvm.ptr, %out: !llvm.ptr, %n: i32) {{
{constants}
  %tile = llvm.alloca %k1 x !llvm.array<8 x i32> {{alignment = 32 : i64}} : (i32) -> !llvm.ptr
{init}
  llvm.br ^loop(%k0 : i32)
^loop(%i: i32):
    %xp = llvm.getelementptr %in[%i] : (!llvm.ptr, i32) -> !llvm.ptr, i32
    %x = llvm.load %xp : !llvm.ptr -> i32
{chr(10).join(splats)}
{body}
    %all = llvm.load %tile : !llvm.ptr -> vector<8xi32>
    %op = llvm.getelementptr %out[%i] : (!llvm.ptr, i32) -> !llvm.ptr, vector<8xi32>
    llvm.store %all, %op : vector<8xi32>, !llvm.ptr
    %next = llvm.add %i, %k1 : i32
    %more = llvm.icmp "slt" %next, %n : i32
    llvm.cond_br %more, ^loop(%next : i32), ^exit
^exit:
  llvm.return
}}
"""


@pytest.mark.parametrize("seed", range(4))
def test_vector_and_indexed_tiles_compute_the_same_and_lose_their_slot(seed):
    text = vector_program(seed)
    before = parse_mlir(text)
    after = optimised(before)
    rng = random.Random(seed)
    inputs = [rng.randint(-(1 << 31), (1 << 31) - 1) for _ in range(24)]
    args = KernelArgs(
        kinds=("ptr", "ptr", "i32"),
        buffers=(struct.pack(f"<{len(inputs)}i", *inputs), bytes(4 * 8 * len(inputs))),
        scalars=(len(inputs),),
    )
    expected, actual = run_kernels([before, after], "f", args)
    assert isinstance(expected, list), expected
    assert actual == expected, f"{text}\nafter:\n{after}"
    assert "llvm.alloca" not in {op.name for op in after.walk()}, f"{text}\nafter:\n{after}"
