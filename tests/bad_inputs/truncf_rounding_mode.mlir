// arith.truncf with a rounding mode other than to_nearest_even (the llvm cast rounds to nearest even).
func.func @k(%x: f32) -> f16 {
  %y = "arith.truncf"(%x) {roundingmode = 2 : i32} : (f32) -> f16 // ERROR: 'arith.truncf'
  func.return %y : f16
}
