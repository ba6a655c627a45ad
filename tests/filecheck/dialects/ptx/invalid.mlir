// RUN: xdsl-opt %s --split-input-file --verify-diagnostics | filecheck %s

"test.op"() {r = !ptx.reg<b99>} : () -> ()
// CHECK: unknown PTX register class 'b99'

// -----

"test.op"() {p = #ptx.param<q32 "x">} : () -> ()
// CHECK: unknown .param type 'q32'

// -----

"test.op"() {p = #ptx.param<b8 align 3 "x"[4]>} : () -> ()
// CHECK: .param alignment must be a power of two up to 128, got 3

// -----

"test.op"() {p = #ptx.param<b8 "x"[4]>} : () -> ()
// CHECK: .param arrays need an explicit alignment

// -----

ptx.module target = "sm_90" version = "eight" {
  ptx.global internal global @g : b8[1] align 1
}
// CHECK: PTX version must look like '8.0', got 'eight'

// -----

ptx.module target = "sm_90" version = "8.0" {
  "test.op"() : () -> ()
}
// CHECK: 'test.op' cannot appear at PTX module level

// -----

ptx.func entry visible @k() -> (#ptx.param<b32 "func_retval0">) {
  ptx.ret
}
// CHECK: a kernel (.entry) cannot return values

// -----

ptx.func func visible @f(#ptx.param<b32 "a">, #ptx.param<b32 "a">) {
  ptx.ret
}
// CHECK: duplicate .param names

// -----

ptx.func func visible @f()
// CHECK: a function without a body must have 'extern' linkage

// -----

ptx.func func extern @f() {
  ptx.ret
}
// CHECK: an 'extern' function cannot have a body

// -----

ptx.func entry visible @k() attributes {maxntid = array<i32: 1, 2, 3, 4>} {
  ptx.ret
}
// CHECK: maxntid/reqntid take one to three dimensions

// -----

ptx.func entry visible @k() attributes {maxntid = array<i32: 64>, reqntid = array<i32: 64>} {
  ptx.ret
}
// CHECK: PTX forbids .maxntid together with .reqntid

// -----

"ptx.func"() <{sym_name = "f", kind = "func", linkage = "sideways", params = [], returns = []}> ({
  ptx.ret
}) : () -> ()
// CHECK: unknown linkage 'sideways'

// -----

"ptx.func"() <{sym_name = "f", kind = "kernel", linkage = "visible", params = [], returns = []}> ({
  ptx.ret
}) : () -> ()
// CHECK: function kind must be 'entry' or 'func', got 'kernel'

// -----

"ptx.global"() <{sym_name = "g", space = "texture", linkage = "internal", align = #builtin.int<1>, elem = "b8"}> : () -> ()
// CHECK: unknown state space 'texture'

// -----

ptx.global internal shared @s : b8[4] align 4 = [1, 2]
// CHECK: .shared variables cannot have an initializer

// -----

ptx.global internal global @g : b8[2] align 1 = [1, 2, 3]
// CHECK: initializer has 3 elements but the variable holds 2

// -----

ptx.global internal global @g : b8[2] align 6
// CHECK: alignment must be a positive power of two, got 6

// -----

ptx.func func visible @f() {
  %a = ptx.inst "add.s32 $d0, $0, $1"(%a) : (!ptx.reg<b32>) -> !ptx.reg<b32>
  ptx.ret
}
// CHECK: '$1' refers to a missing operand (the op has 1)

// -----

ptx.func func visible @f() {
  %a, %b = ptx.inst "mov.b32 $d0, 1" : () -> (!ptx.reg<b32>, !ptx.reg<b32>)
  ptx.ret
}
// CHECK: every result must appear in the instruction text as $dN

// -----

ptx.func func visible @f() {
  ptx.inst "$0 ret" : () -> ()
  ptx.ret
}
// CHECK: instruction text must start with an opcode

// -----

ptx.func func visible @f() {
  %a = ptx.inst "mov.b32 $d0, 1" : () -> !ptx.reg<b32>
  ptx.bra ^next
^next(%x : !ptx.reg<b32>):
  ptx.ret
}
// CHECK: branch passes 0 values to a block with 1 arguments

// -----

ptx.func func visible @f() {
  %a = ptx.inst "mov.b64 $d0, 1" : () -> !ptx.reg<b64>
  ptx.bra ^next(%a : !ptx.reg<b64>)
^next(%x : !ptx.reg<b32>):
  ptx.ret
}
// CHECK: branch passes !ptx.reg<b64> to a block argument of type !ptx.reg<b32>

// -----

ptx.func func visible @f() {
  %a = ptx.inst "mov.b32 $d0, 1" : () -> !ptx.reg<b32>
  ptx.cbra %a, ^t, ^t : !ptx.reg<b32>
^t:
  ptx.ret
}
// CHECK: branch condition must be a predicate register, got !ptx.reg<b32>

// -----

ptx.func func visible @f() {
  %p = ptx.inst "setp.ne.u32 $d0, 1, 0" : () -> !ptx.reg<pred>
  %a = ptx.inst "mov.b32 $d0, 1" : () -> !ptx.reg<b32>
  ptx.cbra %p, ^t, ^t : !ptx.reg<pred>
^t(%x : !ptx.reg<b32>):
  ptx.ret
}
// CHECK: conditional branch targets cannot take block arguments

// -----

ptx.func func visible @f() {
  "ptx.call"() <{args = ["param0"]}> : () -> ()
  ptx.ret
}
// CHECK: a call needs exactly one of a callee symbol and a target register

// -----

ptx.func func visible @f() {
  %t = ptx.inst "mov.b32 $d0, 1" : () -> !ptx.reg<b32>
  "ptx.call"(%t) <{args = ["param0"]}> : (!ptx.reg<b32>) -> ()
  ptx.ret
}
// CHECK: an indirect call target must be a b64 register

// -----

ptx.func func visible @f() {
  %t = ptx.inst "mov.b64 $d0, 1" : () -> !ptx.reg<b64>
  "ptx.call"(%t) <{args = ["param0"]}> : (!ptx.reg<b64>) -> ()
  ptx.ret
}
// CHECK: an indirect call needs a prototype

// -----

ptx.verbatim "twice" ".func (.param .b32 func_retval0) thrice(.param .b32 p)\0A{\0A}"
// CHECK: the PTX text does not mention 'twice'

// -----

ptx.verbatim "twice" ".func twice()\0A{\0A}" declaration ".func thrice()"
// CHECK: the declaration does not name 'twice'

// -----

%a = "test.op"() : () -> !ptx.reg<b32>
%r = ptx.arith frobnicate.s32 %a, %a : (!ptx.reg<b32>, !ptx.reg<b32>) -> !ptx.reg<b32>
// CHECK: 'frobnicate' is not an arithmetic opcode of ptx.arith

// -----

%a = "test.op"() : () -> !ptx.reg<b32>
%r = ptx.arith add.s33 %a, %a : (!ptx.reg<b32>, !ptx.reg<b32>) -> !ptx.reg<b32>
// CHECK: unknown PTX type '.s33'

// -----

%a = "test.op"() : () -> !ptx.reg<b32>
%r = ptx.mov b32 %a, 5 : (!ptx.reg<b32>, b32) -> !ptx.reg<b32>
// CHECK: 'ptx.mov' takes 1 sources, got 2

// -----

%a = "test.op"() : () -> !ptx.reg<b32>
%r = "ptx.selp"(%a, %a) <{type = "b32", imms = [#ptx.imm<5 b32 "0">]}> : (!ptx.reg<b32>, !ptx.reg<b32>) -> !ptx.reg<b32>
// CHECK: immediates must name distinct source positions of the op

// -----

%a = "test.op"() : () -> !ptx.reg<b32>
%r = ptx.setp lt.s32 %a, %a : (!ptx.reg<b32>, !ptx.reg<b32>) -> !ptx.reg<b32>
// CHECK: setp writes a predicate register

// -----

%r = "ptx.mov"() <{type = "b32", imms = [#ptx.imm<0 b32 "1, 2">]}> : () -> !ptx.reg<b32>
// CHECK: '1, 2' is not a PTX immediate

// -----

%r = "ptx.ld"() <{space = #ptx.space<global>, type = "u32"}> : () -> !ptx.reg<b32>
// CHECK: an access needs exactly one of a base register and a symbol

// -----

%r = ptx.ld acquire global u32 [@g] : () -> !ptx.reg<b32>
// CHECK: .acquire needs a scope

// -----

%p = "test.op"() : () -> !ptx.reg<b64>
%r = ptx.cvta generic u64 %p : (!ptx.reg<b64>) -> !ptx.reg<b64>
// CHECK: cvta converts from or to a state space other than generic

// -----

"test.op"() ({
  %a = "test.op"() : () -> !ptx.reg<b32>
  %b = ptx.arith add.s32 %a, %a : (!ptx.reg<b32>, !ptx.reg<b32>) -> !ptx.reg<b32>
  ptx.bra ^next(%b : !ptx.reg<b32>) {coalesced}
^next(%x : !ptx.reg<b32>):
  %c = ptx.arith add.s32 %b, %b : (!ptx.reg<b32>, !ptx.reg<b32>) -> !ptx.reg<b32>
  "test.op"() : () -> ()
}) : () -> ()
// CHECK: a coalesced branch passes block arguments or moves of its own block that only it uses

// -----

%p = "test.op"() : () -> !ptx.reg<b64>
%a = "test.op"() : () -> !ptx.reg<b32>
%r = ptx.atom global cas b32 [%p], %a : (!ptx.reg<b64>, !ptx.reg<b32>) -> !ptx.reg<b32>
// CHECK: atom.cas takes 2 value(s) per result

// -----

%p = "test.op"() : () -> !ptx.reg<b64>
%a = "test.op"() : () -> !ptx.reg<b32>
%r = ptx.atom global nand b32 [%p], %a : (!ptx.reg<b64>, !ptx.reg<b32>) -> !ptx.reg<b32>
// CHECK: 'nand' is not an atom operation

// -----

%r = ptx.alloca u64 align 12 64 : (b64) -> !ptx.reg<b64>
// CHECK: alloca alignment must be a power of two, got 12

// -----

%r = "ptx.read_counter"() <{type = "u64", register = "%tid.x"}> : () -> !ptx.reg<b64>
// CHECK: '%tid.x' is not a clock, timer or counter register

// -----

%a = "test.op"() : () -> !ptx.reg<b32>
%r = ptx.shfl bfly %a, 1, 31, -1 : (!ptx.reg<b32>, b32, b32, b32) -> !ptx.reg<b64>
// CHECK: ptx.shfl shuffles a b32 or f32 register

// -----

%a = "test.op"() : () -> !ptx.reg<b32>
%l0, %l1, %l2 = ptx.unpack %a : (!ptx.reg<b32>) -> (!ptx.reg<b16>, !ptx.reg<b16>, !ptx.reg<b16>)
// CHECK: ptx.unpack takes two or four lanes, got 3

// -----

ptx.membar cluster
// CHECK: membar has no cluster level
