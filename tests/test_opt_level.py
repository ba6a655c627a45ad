"""`opt-level` (#18): `nvvm-opt -O0..-O3` / `lower-to-ptx{opt-level=N}` choose the middle end.

-O0 is the pipeline without it (the PTX of before #18); the default is -O2, as llc's; -O2 changes
the PTX of a kernel with a division by 32 into a shift; a bad level is a clean error on both routes.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from nvvm_xdsl_testing.cuda_tools import ptxas
from nvvm_xdsl.transforms.link_libdevice import find_libdevice
from nvvm_xdsl.transforms.lower_to_ptx import MIDDLE_END, PIPELINE, LowerToPTXPass

KERNEL = """
llvm.func @lanes(%out: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %c32 = llvm.mlir.constant(32 : i32) : i32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %warp = llvm.udiv %tid, %c32 : i32
  %lane = llvm.urem %tid, %c32 : i32
  %sum = llvm.add %warp, %lane : i32
  llvm.store %sum, %out : i32, !llvm.ptr<1>
  llvm.return
}
"""


def nvvm_opt(path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "nvvm_xdsl.nvvm_opt", str(path), *args],
                          capture_output=True, text=True)


def test_opt_level_0_is_the_pipeline_without_a_middle_end():
    names = [type(p) for p in LowerToPTXPass(opt_level=0).passes()]
    assert names == list(PIPELINE)
    for level in (1, 2, 3):
        added = [type(p) for p in LowerToPTXPass(opt_level=level).passes() if type(p) not in PIPELINE]
        assert added == list(MIDDLE_END[level]) and added
    assert LowerToPTXPass().opt_level == 2


def test_default_is_O2_and_divides_by_shifting(tmp_path: Path):
    source = tmp_path / "lanes.mlir"
    source.write_text(KERNEL)
    default, o2, o0 = (nvvm_opt(source, *flags) for flags in ((), ("-O2",), ("-O0",)))
    for proc in (default, o2, o0):
        assert proc.returncode == 0, proc.stderr
        ptxas(proc.stdout, arch="sm_90").check()
    assert default.stdout == o2.stdout
    assert "div.u32" in o0.stdout and "rem.u32" in o0.stdout
    assert "div.u32" not in o2.stdout and "rem.u32" not in o2.stdout
    assert "shr.u32" in o2.stdout and "and.b32" in o2.stdout


def test_bad_opt_level_is_a_clean_error(tmp_path: Path):
    source = tmp_path / "lanes.mlir"
    source.write_text(KERNEL)
    usage = nvvm_opt(source, "-O7")
    assert usage.returncode == 2 and "invalid choice: 7" in usage.stderr
    option = nvvm_opt(source, "-p", "lower-to-ptx{opt-level=7}", "-t", "ptx")
    assert option.returncode == 1
    assert "opt-level must be 0, 1, 2 or 3, not 7" in option.stderr
    assert "Traceback" not in option.stderr


MULTIPLY_ADD = """
llvm.func @__nv_sqrtf(f32) -> f32
llvm.func @axpy(%out: !llvm.ptr<1>, %a: f32, %x: f32, %y: f32) attributes {nvvm.kernel} {
  %m = llvm.fmul %a, %x : f32
  %s = llvm.fadd %m, %y : f32
  %r = llvm.call @__nv_sqrtf(%s) : (f32) -> f32
  llvm.store %r, %out : f32, !llvm.ptr<1>
  llvm.return
}
"""


def test_fp_contract_and_libdevice_flags(tmp_path: Path):
    """`--fp-contract fast` fuses the multiply-add (the default `on` leaves it: no `contract`
    flags); `--ftz --no-prec-sqrt` give libdevice's `__nv_sqrtf` as Triton links it, here
    inlined by the middle end; -O0 contracts nothing, as llc."""
    source = tmp_path / "axpy.mlir"
    source.write_text(MULTIPLY_ADD)
    default, fast, triton = (
        nvvm_opt(source, *flags)
        for flags in ((), ("--fp-contract", "fast"), ("--fp-contract=fast", "--ftz", "--no-prec-sqrt"))
    )
    for proc in (default, fast, triton):
        assert proc.returncode == 0, proc.stderr
        ptxas(proc.stdout, arch="sm_90").check()
    assert "fma.rn.f32" not in default.stdout and "mul.rn.f32" in default.stdout
    assert "sqrt.rn.f32" in default.stdout and "call" not in default.stdout
    assert "fma.rn.f32" in fast.stdout and "add.rn.f32" not in fast.stdout
    assert "sqrt.approx.ftz.f32" in triton.stdout and "fma.rn.f32" in triton.stdout
    if find_libdevice() is not None:  # -O0 links libdevice's function and calls it
        o0 = nvvm_opt(source, "-O0", "--fp-contract", "fast")
        assert o0.returncode == 0, o0.stderr
        ptxas(o0.stdout, arch="sm_90").check()
        assert "fma.rn.f32" not in o0.stdout and "call" in o0.stdout
    bad = nvvm_opt(source, "-p", "lower-to-ptx{fp-contract=always}", "-t", "ptx")
    assert bad.returncode == 1 and "fp-contract must be off, on or fast, not 'always'" in bad.stderr
    assert "Traceback" not in bad.stderr
