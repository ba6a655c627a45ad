// cf.switch on a float with cases (xDSL 0.74's parser asserted the flag is an integer).
func.func @k(%f: f16, %p: memref<1xi32>) attributes {nvvm.kernel} {
  cf.switch %f : f16, [ // ERROR: 'cf.switch': invalid operation: an operand, type or attribute of a kind the op does not take
    default: ^bb1,
    0: ^bb1
  ]
^bb1:
  func.return
}
