// RUN: XDSL_ROUNDTRIP

// ptx.verbatim: a function or variable already in PTX; a function carries its prototype.
builtin.module {
  ptx.verbatim "table" ".global .align 4 .b8 table[4] = {1, 2, 3, 4};"
  ptx.module target = "sm_90" version = "8.0" {
    ptx.verbatim "twice" ".func (.param .b32 func_retval0) twice(.param .b32 twice_param_0)\0A{\0A}" declaration ".func (.param .b32 func_retval0) twice(.param .b32 twice_param_0)"
  }
}

// CHECK:      builtin.module {
// CHECK-NEXT:   ptx.verbatim "table" ".global .align 4 .b8 table[4] = {1, 2, 3, 4};"
// CHECK-NEXT:   ptx.module target = "sm_90" version = "8.0" {
// CHECK-NEXT:     ptx.verbatim "twice" ".func (.param .b32 func_retval0) twice(.param .b32 twice_param_0)\0A{\0A}" declaration ".func (.param .b32 func_retval0) twice(.param .b32 twice_param_0)"
// CHECK-NEXT:   }
// CHECK-NEXT: }
