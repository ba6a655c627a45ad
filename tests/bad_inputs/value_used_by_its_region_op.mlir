// scf.for's lower bound is its own induction variable, which only its region defines (xDSL 0.74
// left an unresolved value in the op: a Python error later).
func.func @k(%p: memref<4xi32>) attributes {nvvm.kernel} {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %j = %j to %c4 step %c1 { // ERROR: use of value '%j' outside the region that defines it
    scf.yield
  }
  func.return
}
