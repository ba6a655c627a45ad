// MLIR 24's forms of the masked memory intrinsics (IREE 3.13 prints them): the operands in
// parentheses then `alignment(N)`, and the generic form's alignment stored as i64; both read
// as the same ops, printed as MLIR 22 prints them.
// RUN: nvvm-opt %s -p '' --split-input-file | filecheck %s

llvm.func @f(%p: !llvm.ptr<1>, %m: vector<4xi1>, %pass: vector<4xf32>) {
  %a = llvm.intr.masked.load(%p, %m, %pass), alignment(4) : (!llvm.ptr<1>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  llvm.intr.masked.store(%a, %p, %m), alignment(4) : vector<4xf32>, vector<4xi1> into !llvm.ptr<1>
  llvm.return
}

// CHECK:      %{{.*}} = llvm.intr.masked.load %{{.*}}, %{{.*}}, %{{.*}} {alignment = 4 : i32} : (!llvm.ptr<1>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: llvm.intr.masked.store %{{.*}}, %{{.*}}, %{{.*}} {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr<1>

// -----

"llvm.func"() <{function_type = !llvm.func<void (!llvm.ptr<1>, vector<2xi1>, vector<2xf16>)>, sym_name = "g"}> ({
^bb0(%p: !llvm.ptr<1>, %m: vector<2xi1>, %pass: vector<2xf16>):
  %s = "llvm.intr.stepvector"() : () -> vector<2xi32>
  %ptrs = "llvm.getelementptr"(%p, %s) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<1>, vector<2xi32>) -> vector<2x!llvm.ptr<1>>
  %g = "llvm.intr.masked.gather"(%ptrs, %m, %pass) <{alignment = 2 : i64}> : (vector<2x!llvm.ptr<1>>, vector<2xi1>, vector<2xf16>) -> vector<2xf16>
  "llvm.intr.masked.scatter"(%g, %ptrs, %m) <{alignment = 2 : i64}> : (vector<2xf16>, vector<2x!llvm.ptr<1>>, vector<2xi1>) -> ()
  "llvm.return"() : () -> ()
}) : () -> ()

// CHECK:      %{{.*}} = llvm.intr.masked.gather %{{.*}}, %{{.*}}, %{{.*}} {alignment = 2 : i32} : (vector<2x!llvm.ptr<1>>, vector<2xi1>, vector<2xf16>) -> vector<2xf16>
// CHECK-NEXT: llvm.intr.masked.scatter %{{.*}}, %{{.*}}, %{{.*}} {alignment = 2 : i32} : vector<2xf16>, vector<2xi1> into vector<2x!llvm.ptr<1>>
