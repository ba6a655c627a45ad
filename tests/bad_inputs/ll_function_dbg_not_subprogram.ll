; LLVM IR whose device function's !dbg names the compile unit, not a DISubprogram: LLVM's verifier
; asserts on it at the call before it reports it, which aborts the process (fuzz seed 55 of the .ll
; corpus, mutant 290). A located error at the function instead.
target triple = "nvptx64-nvidia-cuda"

define internal void @f(ptr addrspace(1) %p) !dbg !0 { ; ERROR: function !dbg attachment must be a subprogram
  store i32 1, ptr addrspace(1) %p, align 4, !dbg !7
  ret void, !dbg !7
}

define ptx_kernel void @k(ptr addrspace(1) %p) !dbg !4 {
  call void @f(ptr addrspace(1) %p), !dbg !8
  ret void, !dbg !8
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "k.cu", directory: "/src")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !5, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!4 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 5, type: !5, scopeLine: 5, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{}
!7 = !DILocation(line: 2, column: 3, scope: !3)
!8 = !DILocation(line: 6, column: 3, scope: !4)
