// cf.switch is llvm.switch; an index flag is read as i64 (case values too).
// RUN: nvvm-opt %s -p convert-cf-to-llvm | filecheck %s

builtin.module {
  llvm.func @f(%x: i32, %v: f32) -> f32 {
    %i = builtin.unrealized_conversion_cast %x : i32 to i32
    cf.switch %i : i32, [
      default: ^bb3(%v : f32),
      0: ^bb1,
      5: ^bb2(%v, %v : f32, f32)
    ]
  ^bb1:
    llvm.return %v : f32
  ^bb2(%a: f32, %b: f32):
    llvm.return %b : f32
  ^bb3(%c: f32):
    llvm.return %c : f32
  }
  llvm.func @g(%x: i64) {
    %i = builtin.unrealized_conversion_cast %x : i64 to index
    cf.switch %i : index, [
      default: ^bb1,
      3: ^bb1
    ]
  ^bb1:
    llvm.return
  }
}

// CHECK:      llvm.switch %i : i32, ^bb3(%v : f32) [
// CHECK-NEXT:   0: ^bb1,
// CHECK-NEXT:   5: ^bb2(%v, %v : f32, f32)
// CHECK-NEXT: ]
// CHECK:      llvm.switch %x_1 : i64, ^bb1 [
// CHECK-NEXT:   3: ^bb1
// CHECK-NEXT: ]
// CHECK-NOT:  cf.switch
