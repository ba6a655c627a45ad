// LLVM IR input: `nvvm-opt FILE.ll` (and `.bc`, and stock xdsl-opt) through the LLVM IR frontend.
// The LLVM IR is the `// LL:` lines of this file.
// REQUIRES: llvmlite, ptxas

// RUN: sed -n 's|^// LL: ||p' %s > %t.ll
// RUN: nvvm-opt %t.ll --sm 80 | filecheck %s
// RUN: nvvm-opt %t.ll --sm 80 > %t.ptx && %ptxas -arch=sm_80 %t.ptx -o %t.cubin
// RUN: %python -c "import llvmlite.binding as l, sys; open(sys.argv[2], 'wb').write(l.parse_assembly(open(sys.argv[1]).read()).as_bitcode())" %t.ll %t.bc
// RUN: nvvm-opt %t.bc --sm 80 | filecheck %s
// RUN: xdsl-opt %t.ll -p 'lower-to-ptx{sm=80}' -t ptx | filecheck %s
// RUN: cp %t.ll %t.txt && nvvm-opt %t.txt --frontend llvm --sm 80 | filecheck %s

// LL: target triple = "nvptx64-nvidia-cuda"
// LL: %struct.P = type { i32, float }
// LL: @tile = internal addrspace(3) global [64 x float] undef, align 4
// LL: define ptx_kernel void @scale(ptr %out, ptr byval(%struct.P) align 4 %p, i32 %n) "nvvm.maxntid"="64" !dbg !4 {
// LL: entry:
// LL:   %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
// LL:   %c = icmp slt i32 %tid, %n, !dbg !6
// LL:   br i1 %c, label %body, label %exit
// LL: body:
// LL:   %f = getelementptr inbounds %struct.P, ptr %p, i64 0, i32 1
// LL:   %x = load float, ptr %f, align 4
// LL:   %slot = getelementptr [64 x float], ptr addrspace(3) @tile, i64 0, i32 %tid
// LL:   store float %x, ptr addrspace(3) %slot, align 4
// LL:   %y = fmul contract float %x, 2.0, !dbg !7
// LL:   %idx = sext i32 %tid to i64
// LL:   %dst = getelementptr float, ptr %out, i64 %idx
// LL:   store float %y, ptr %dst, align 4
// LL:   br label %exit
// LL: exit:
// LL:   ret void
// LL: }
// LL: declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
// LL: !llvm.dbg.cu = !{!0}
// LL: !llvm.module.flags = !{!2}
// LL: !0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, emissionKind: LineTablesOnly)
// LL: !1 = !DIFile(filename: "scale.cu", directory: "/src")
// LL: !2 = !{i32 2, !"Debug Info Version", i32 3}
// LL: !4 = distinct !DISubprogram(name: "scale", scope: !1, file: !1, line: 3, unit: !0)
// LL: !6 = !DILocation(line: 5, column: 9, scope: !4)
// LL: !7 = !DILocation(line: 6, column: 12, scope: !4)

// CHECK:      .file 1 "/src/scale.cu"
// CHECK:      .shared .align 4 .b8 tile[256];
// CHECK:      .visible .entry scale(
// CHECK-NEXT:   .param .u64 .ptr .align 1 scale_param_0,
// CHECK-NEXT:   .param .align 4 .b8 scale_param_1[8],
// CHECK-NEXT:   .param .u32 scale_param_2
// CHECK-NEXT: )
// CHECK-NEXT: .maxntid 64
// CHECK:      .loc 1 3 0
// CHECK:      .loc 1 5 9
// CHECK:      setp.
// CHECK:      .loc 1 6 12
// CHECK-NEXT: mul.f32 %f{{[0-9]+}}, %f{{[0-9]+}}, 0f40000000;

// RUN: printf 'define void @f() {\n  ret i32 0\n}\n' > %t.bad.ll
// RUN: not nvvm-opt %t.bad.ll 2>&1 | filecheck %s --check-prefix=BAD
// BAD: bad.ll:2:7: error: value doesn't match function result type 'void'
// BAD-NOT: Traceback
