// An attribute alias whose value is 2^64, an i64 by default (the error had no location).
#big = 18446744073709551616 // ERROR: Integer value 18446744073709551616 is out of range for type i64
llvm.func @k() attributes {nvvm.kernel} {
  llvm.return
}
