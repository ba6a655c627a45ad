"""xDSL 0.74 workarounds (nvvm_xdsl/dialects/xdsl_compat.py) seen from the passes' side: what
the extended ops hand to the backend, and where diagnostics point for debug-info input."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from xdsl.dialects import llvm

from nvvm_xdsl.dialects.xdsl_compat import GEP_INBOUNDS, GEP_NUW, gep_no_wrap_flags
from nvvm_xdsl_testing.mlir_to_llvm_ir import make_context, parse_mlir

NVVM_OPT = Path(sys.executable).parent / "nvvm-opt"


def test_memory_flags_reach_the_ops():
    module = parse_mlir(
        """
        llvm.func @f(%p: !llvm.ptr<1>, %i: i64) {
          %q = llvm.getelementptr inbounds|nuw %p[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %v = llvm.load volatile %q atomic syncscope("agent") acquire <alignment = 8> : !llvm.ptr<1> -> i64
          llvm.return
        }
        """,
        make_context(),
    )
    gep, load = [op for op in module.walk() if isinstance(op, llvm.GEPOp | llvm.LoadOp)]
    assert isinstance(gep, llvm.GEPOp) and isinstance(load, llvm.LoadOp)
    assert gep_no_wrap_flags(gep) == GEP_INBOUNDS | GEP_NUW
    assert load.alignment is not None and load.alignment.value.data == 8
    assert load.ordering.value.data == 4  # acquire
    assert load.properties["syncscope"].data == "agent"  # pyright: ignore
    assert "volatile_" in load.properties


def test_volatile_load_from_text_is_ld_volatile(tmp_path: Path):
    source = tmp_path / "k.mlir"
    source.write_text(
        """
        llvm.func @k(%p: !llvm.ptr<1>, %o: !llvm.ptr<1>) attributes {nvvm.kernel} {
          %v = llvm.load volatile %p {alignment = 4 : i64} : !llvm.ptr<1> -> f32
          llvm.store %v, %o {alignment = 4 : i64} : f32, !llvm.ptr<1>
          llvm.return
        }
        """
    )
    result = subprocess.run([str(NVVM_OPT), str(source)], capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stderr
    assert "ld.volatile.global.f32" in result.stdout


def test_error_in_debug_info_input_points_at_the_source_line(tmp_path: Path):
    source = tmp_path / "bad.mlir"
    source.write_text(
        """#di_file = #llvm.di_file<"k.py" in "/src">
#di_cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #di_file, producer = "p", isOptimized = true, emissionKind = LineTablesOnly>
#di_sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #di_cu, scope = #di_file, name = "k", file = #di_file, line = 1, scopeLine = 1, subprogramFlags = "Definition|Optimized">
llvm.func @k(%x: i32) attributes {nvvm.kernel} {
  %w = llvm.sext %x : i32 to i128 loc(#loc2)
  %q = llvm.sdiv %w, %w : i128 loc(#loc3)
  llvm.return loc(#loc2)
} loc(#loc1)
#loc = loc("k.py":1:0)
#loc1 = loc(fused<#di_sp>[#loc])
#loc2 = loc("k.py":5:3)
#loc3 = loc(fused<#di_sp>["k.py":7:9])
"""
    )
    # -O0: the middle end would delete the unused i128 division before selection rejects it.
    result = subprocess.run([str(NVVM_OPT), str(source), "-O0"], capture_output=True, text=True, check=False)
    assert result.returncode == 1
    assert result.stderr.startswith("k.py:7:9: error: 'llvm.sdiv'"), result.stderr
