"""`opt-level` (#18): `nvvm-opt -O0..-O3` / `lower-to-ptx{opt-level=N}` choose the middle end.

-O0 is the pipeline without it (the PTX of before #18); the default is -O2, as llc's; -O2 changes
the PTX of a kernel with a division by 32 into a shift; a bad level is a clean error on both routes.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from nvvm_xdsl_testing.cuda_tools import ptxas
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
