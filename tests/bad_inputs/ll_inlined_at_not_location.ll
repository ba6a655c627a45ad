; ERROR: LLVM stopped reading the module: Assertion
; LLVM IR whose DILocation is inlined at a node that is no DILocation: LLVM's parser fails an
; assertion and aborts the process (fuzz seed 58, mutant 912). The module is read in a forked
; child first; its death is a located error at the module's start.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p) !dbg !3 {
  store i32 1, ptr addrspace(1) %p, align 4, !dbg !6
  ret void, !dbg !6
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "k.cu", directory: "/src")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !4, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!4 = !DISubroutineType(types: !5)
!5 = !{}
!6 = !DILocation(line: 2, column: 3, scope: !3, inlinedAt: !7)
!7 = !{!"llvm.loop.mustprogress"}
