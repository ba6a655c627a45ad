// cf.switch on a float with cases (xDSL 0.74's parser asserted the flag is an integer).
func.func @k(%f: f16, %p: memref<1xi32>) attributes {nvvm.kernel} {
  cf.switch %f : f16, [ // ERROR: 'cf.switch': the flag must be an integer or index value and the cases integers
    default: ^bb1,
    0: ^bb1
  ]
^bb1:
  func.return
}
