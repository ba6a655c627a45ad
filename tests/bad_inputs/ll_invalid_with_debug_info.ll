; LLVM IR with debug info that fails LLVM's verifier (a phi with two values for one block): LLVM's
; parser verifies such a module while it upgrades its debug info and aborts the process ("Broken
; module found"; fuzz seed 55 of the .ll corpus, mutant 58). A located error instead.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p, i1 %c) !dbg !4 {
entry:
  br i1 %c, label %a, label %a, !dbg !7
a:
  %v = phi i32 [ 0, %entry ], [ 1, %entry ], !dbg !7 ; ERROR: PHI node has multiple entries for the same basic block
  store i32 %v, ptr addrspace(1) %p, align 4, !dbg !7
  ret void, !dbg !7
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "k.cu", directory: "/src")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !5, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{}
!7 = !DILocation(line: 2, column: 3, scope: !4)
