// printf of an i1: xDSL's printf-to-llvm has no format for it (it raised a ValueError).
func.func @f(%b: i1) {
  printf.print_format "flag {}", %b : i1 // ERROR: cannot print a value of type i1
  func.return
}
