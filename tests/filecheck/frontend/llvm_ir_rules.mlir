// LLVM IR input, issue 25's general rules, each as llc prints it: globals holding (generic)
// addresses, llvm.bswap and funnel shifts, clang's block-scoped atomics, ldu, a block laid out
// before the block that dominates it, and an i33 (legalize-int-widths).
// REQUIRES: llvmlite, ptxas

// RUN: sed -n 's|^// LL: ||p' %s > %t.ll
// RUN: nvvm-opt %t.ll --sm 80 | filecheck %s
// RUN: nvvm-opt %t.ll --sm 80 > %t.ptx && %ptxas -arch=sm_80 %t.ptx -o %t.cubin

// LL: target triple = "nvptx64-nvidia-cuda"
// LL: @p = addrspace(1) global ptr addrspacecast (ptr addrspace(1) getelementptr (i32, ptr addrspace(1) @g, i32 2) to ptr)
// LL: @g = addrspace(1) global [4 x i32] [i32 1, i32 2, i32 3, i32 4]
// LL: @pair = addrspace(1) global { ptr addrspace(1), i64 } { ptr addrspace(1) @g, i64 7 }
// LL: declare i32 @llvm.bswap.i32(i32)
// LL: declare i32 @llvm.fshl.i32(i32, i32, i32)
// LL: declare i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0(ptr, i32)
// LL: declare i32 @llvm.nvvm.ldu.global.i.i32.p1(ptr addrspace(1), i32)
// LL: define ptx_kernel void @k(ptr %out, ptr addrspace(1) %in, i32 %x, i32 %y, i32 %n) {
// LL: entry:
// LL:   %u = call i32 @llvm.nvvm.ldu.global.i.i32.p1(ptr addrspace(1) %in, i32 4)
// LL:   %b = call i32 @llvm.bswap.i32(i32 %u)
// LL:   %f = call i32 @llvm.fshl.i32(i32 %x, i32 %y, i32 %b)
// LL:   %old = call i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0(ptr %out, i32 %f)
// LL:   br label %head
// LL: tail:
// LL:   %w = mul i33 %wx, %wx
// LL:   %h = lshr i33 %w, 1
// LL:   %t = trunc i33 %h to i32
// LL:   store i32 %t, ptr %out
// LL:   ret void
// LL: head:
// LL:   %wx = zext i32 %old to i33
// LL:   br label %tail
// LL: }

// CHECK-DAG:   .visible .global .align 4 .b8 g[16] = {1, 0, 0, 0, 2, 0, 0, 0, 3, 0, 0, 0, 4, 0, 0, 0};
// CHECK-DAG:   .visible .global .align 8 .u64 p = generic(g)+8;
// CHECK-DAG:   .visible .global .align 8 .u64 pair[2] = {g, 7};
// CHECK-LABEL: .entry k(
// CHECK:       ld.global.b32 [[U:%r[0-9]+]], [{{%rd[0-9]+}}];
// CHECK:       prmt.b32 [[B:%r[0-9]+]], [[U]], 0, 0x0123;
// CHECK:       shf.l.wrap.b32 [[F:%r[0-9]+]], [[Y:%r[0-9]+]], [[X:%r[0-9]+]], [[B]];
// CHECK:       atom.{{.*}}add.u32 {{%r[0-9]+}}, [{{%rd[0-9]+}}], [[F]];
// CHECK:       and.b64 {{%rd[0-9]+}}, {{%rd[0-9]+}}, 8589934591;
