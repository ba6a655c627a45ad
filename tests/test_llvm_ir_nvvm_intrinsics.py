"""LLVM IR input (issue 25, fifth round of LLVM's NVPTX tests): the `llvm.nvvm.*` intrinsics
selected from instruction templates (`backend/isel_nvvm_text_intrinsics.py`) print llc's
instructions, operand for operand (the checked-in llc 22 PTX of tests/producers/llvm_nvptx and
llvmlite's NVPTX backend as oracles); 128-bit and `shared::cluster` atomics, zero-initialized
shared globals, and the debug locations of modules with several functions and compile units."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

pytest.importorskip("llvmlite")

from nvvm_xdsl.diagnostics import OpDiagnostic  # noqa: E402
from nvvm_xdsl.frontend.llvm_ir import LLVMImportError  # noqa: E402
from nvvm_xdsl_testing.cuda_tools import has_tool, ptxas  # noqa: E402
from nvvm_xdsl_testing.ll_abi import compile_ll, template_instructions  # noqa: E402

CORPUS = Path(__file__).resolve().parent / "producers" / "llvm_nvptx"

# The corpus test (tests/test_llvm_ir_frontend.py) compares every llvm_nvptx file's template
# instructions with llc's; these are the files that have some.
TEMPLATE_TESTS = [
    "async-copy", "mbarrier", "griddepcontrol", "setmaxnreg", "wgmma-sm90a-fence", "tcgen05-alloc",
    "tcgen05-commit", "tcgen05-fence", "tcgen05-shift", "tcgen05-ld", "dot-product", "pm-event",
    "fence-proxy-tensormap", "cp-async-bulk", "convert-sm89", "convert-sm90", "clusterlaunchcontrol",
]


def test_template_tests_have_template_instructions():
    """The comparison is not vacuous: llc's PTX of each of those files has some."""
    assert all(template_instructions((CORPUS / f"{name}.llc.ptx").read_text()) for name in TEMPLATE_TESTS)


TCGEN05_ST = """target triple = "nvptx64-nvidia-cuda"
define void @st(ptr addrspace(6) %t, i32 %a, <4 x i32> %b, <2 x i32> %c) {
  call void @llvm.nvvm.tcgen05.st.16x64b.x1(ptr addrspace(6) %t, i32 %a, i1 0)
  call void @llvm.nvvm.tcgen05.st.16x128b.x2(ptr addrspace(6) %t, <4 x i32> %b, i1 1)
  call void @llvm.nvvm.tcgen05.st.16x32bx2.x2(ptr addrspace(6) %t, i64 7, <2 x i32> %c, i1 0)
  %v = call <4 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x4(ptr addrspace(6) %t, i1 0)
  call void @llvm.nvvm.tcgen05.st.32x32b.x4(ptr addrspace(6) %t, <4 x i32> %v, i1 0)
  ret void
}
"""


def test_tcgen05_st_matches_llvm():
    from nvvm_xdsl_testing.llvm_oracle import llvm_ptx

    ours = compile_ll(TCGEN05_ST.encode(), "st.ll", "100a", ptx_version="8.6")
    theirs = llvm_ptx(TCGEN05_ST, sm="100a", ptx_version="8.6")
    assert template_instructions(ours) == template_instructions(theirs) != Counter()
    if has_tool("ptxas"):
        ptxas(ours, arch="sm_100a", relocatable=True).check()


@pytest.mark.parametrize(
    ("body", "sm", "message"),
    [
        # An instruction the target lacks: the needs come from its text (ptx_isa).
        ("define void @f() {\n  call void @llvm.nvvm.griddepcontrol.wait()\n  ret void\n}\n", "80", r"griddepcontrol.*sm_90"),
        ("define void @f(ptr %p, i32 %n) {\n  call void @llvm.nvvm.mbarrier.init(ptr %p, i32 %n)\n  ret void\n}\n", "75",
         r"mbarrier.*sm_80"),
        # wgmma and tcgen05 exist only on their arch-/family-specific targets.
        ("define void @f() {\n  call void @llvm.nvvm.wgmma.fence.sync.aligned()\n  ret void\n}\n", "90", r"wgmma.*sm_90a"),
        ("define void @f() {\n  call void @llvm.nvvm.tcgen05.wait.ld()\n  ret void\n}\n", "100", r"tcgen05.*sm_100a"),
        # PTX has 128-bit exch and cas only (the importer's verifier says so for the others).
        ("define i128 @f(ptr %p, i128 %v) {\n  %o = atomicrmw add ptr %p, i128 %v monotonic\n  ret i128 %o\n}\n", "90",
         r"'add' expects an i8, i16, i32 or i64 value, got i128"),
        ("define i128 @f(ptr %p, i128 %v) {\n  %o = atomicrmw xchg ptr %p, i128 %v monotonic\n  ret i128 %o\n}\n", "80",
         r"128-bit atom.exch/atom.cas.*sm_90"),
    ],
)
def test_unavailable_intrinsics_are_located_errors(body: str, sm: str, message: str):
    ll = ('target triple = "nvptx64-nvidia-cuda"\n' + body).encode()
    with pytest.raises((OpDiagnostic, LLVMImportError), match=rf"u\.ll:3:\d+: .*{message}"):
        compile_ll(ll, "u.ll", sm)


def test_b128_atomics_scope_and_split_halves():
    ll = CORPUS / "atomics-b128.ll"
    ours = compile_ll(ll.read_bytes(), str(ll), "90", ptx_version="8.4")
    assert re.search(r"mov\.b128 amt, \{%rd\d+, %rd\d+\};\n\s*atom\.release\.sys\.exch\.b128 dst, \[%rd\d+\], amt;", ours)
    assert re.search(r"atom\.release\.cta\.exch\.b128 dst, \[%rd\d+\], amt;\n\s*mov\.b128 \{%rd\d+, %rd\d+\}, dst;", ours)
    assert re.search(r"mov\.b128 swap, \{%rd\d+, %rd\d+\};\n\s*atom\.shared::cluster\.cas\.b128 dst, \[%rd\d+\], cmp, swap;", ours)


SHARED_GLOBALS = """target triple = "nvptx64-nvidia-cuda"
@z = internal addrspace(3) global [4 x {i32, float}] zeroinitializer, align 8
@v = internal addrspace(3) global i32 7
define void @f(float %x) {
  store float %x, ptr addrspace(3) getelementptr ([4 x {i32, float}], ptr addrspace(3) @z, i32 0, i32 1, i32 1)
  ret void
}
"""


def test_zero_initialized_shared_global_is_llcs_and_a_value_is_an_error():
    ours = compile_ll(SHARED_GLOBALS.replace("@v = internal addrspace(3) global i32 7\n", "").encode(), "s.ll", "80")
    assert ".shared .align 8 .b8 z[32];" in ours and "st.shared.f32 [z+12]" in ours
    with pytest.raises(OpDiagnostic, match=r"s\.ll:3:\d+: .*@v: a \.shared variable cannot have an initial value"):
        compile_ll(SHARED_GLOBALS.encode(), "s.ll", "80")


def _locations(ptx: str) -> dict[str, set[tuple[str, int, int]]]:
    """Each function's `.loc`s as (file, line, column), the files by name."""
    files = dict(re.findall(r'^\s*\.file\s+(\d+) "([^"]*)"', ptx, re.MULTILINE))
    out: dict[str, set[tuple[str, int, int]]] = {}
    current = ""
    for line in ptx.splitlines():
        if m := re.match(r"^\.(?:visible|extern|weak)?\s*\.(?:func|entry)\s+(?:\([^)]*\)\s*)?(\w+)", line):
            current = m.group(1)
            out[current] = set()
        elif m := re.match(r"^\s*\.loc\s+(\d+) (\d+) (\d+)", line):
            out[current].add((files[m.group(1)], int(m.group(2)), int(m.group(3))))
    return out


@pytest.mark.parametrize("name", ["debug-file-loc", "no-extra-loc", "no-debug-loc"])
def test_debug_locations_are_llcs(name: str):
    """Every function's locations are the ones llc writes (the file joined once with its
    directory, the function's opening line its `scopeLine`, none in a `NoDebug` unit's body);
    ours may add the opening line (column 0) where llc starts at the first statement. Before,
    the second function's locations took the first's metadata numbers (an instruction printed
    alone renumbers its metadata)."""
    ll = CORPUS / f"{name}.ll"
    ours = _locations(compile_ll(ll.read_bytes(), str(ll), "80"))
    theirs = _locations((CORPUS / f"{name}.llc.ptx").read_text())
    assert ours.keys() == theirs.keys()
    for function, locations in theirs.items():
        assert locations <= ours[function]
        assert all(column == 0 for _, _, column in ours[function] - locations)


def test_function_aliases_are_llcs():
    """`@b = alias ..., ptr @a` (LLVM's alias.ll): b's prototype and `.alias b, a` as llc writes
    them (they were dropped before); a call of an alias is a direct call of it."""
    ll = CORPUS / "alias.ll"
    ours = compile_ll(ll.read_bytes(), str(ll), "80")
    theirs = (CORPUS / "alias.llc.ptx").read_text()
    aliases = re.compile(r"^\.alias \w+, \w+;", re.MULTILINE)
    assert sorted(aliases.findall(ours)) == sorted(aliases.findall(theirs)) != []
    assert re.search(r"^\.visible \.func bar\(\n\t\.param \.b32 \w+,\n\t\.param \.b64 \w+\n\);", ours, re.MULTILINE)
    call = b"""target triple = "nvptx64-nvidia-cuda"
define internal i32 @impl(i32 %x) {
  %y = add i32 %x, 1
  ret i32 %y
}
@pub = alias i32 (i32), ptr @impl
define ptx_kernel void @k(ptr %p, i32 %x) {
  %r = call i32 @pub(i32 %x)
  store i32 %r, ptr %p
  ret void
}
"""
    ptx = compile_ll(call, "a.ll", "80")
    assert re.search(r"call\.uni \(retval0\), pub, \(param0\);", ptx) and ".alias pub, impl;" in ptx
    if has_tool("ptxas"):
        ptxas(ptx, arch="sm_80", relocatable=True).check()


def test_alias_of_a_variable_is_a_located_error():
    ll = b'target triple = "nvptx64-nvidia-cuda"\n@g = addrspace(1) global i32 0\n@ga = alias i32, ptr addrspace(1) @g\n'
    with pytest.raises(LLVMImportError, match=r"v\.ll:3:\d+: error: an alias of anything but a function"):
        compile_ll(ll, "v.ll", "80")
