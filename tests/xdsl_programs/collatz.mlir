// scf.while: the number of Collatz steps of each thread's start value.
builtin.module {
  func.func @collatz(%start: memref<256xi32>, %steps: memref<256xi32>) attributes {nvvm.kernel} {
    %t = gpu.thread_id x
    %x0 = memref.load %start[%t] : memref<256xi32>
    %zero = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %two = arith.constant 2 : i32
    %three = arith.constant 3 : i32
    %final:2 = scf.while (%x = %x0, %n = %zero) : (i32, i32) -> (i32, i32) {
      %more = arith.cmpi sgt, %x, %one : i32
      scf.condition(%more) %x, %n : i32, i32
    } do {
    ^bb0(%y: i32, %m: i32):
      %odd = arith.andi %y, %one : i32
      %is_odd = arith.cmpi ne, %odd, %zero : i32
      %triple = arith.muli %y, %three : i32
      %up = arith.addi %triple, %one : i32
      %down = arith.divsi %y, %two : i32
      %next = arith.select %is_odd, %up, %down : i32
      %m1 = arith.addi %m, %one : i32
      scf.yield %next, %m1 : i32, i32
    }
    memref.store %final#1, %steps[%t] : memref<256xi32>
    func.return
  }
}
