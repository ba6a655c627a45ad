// Multi-way branches: scf.index_switch on the thread's class (i mod 4) and cf.switch on an i32
// opcode read from memory, each case computing a different function of the value.
builtin.module {
  func.func @switch_select(%ops: memref<256xi32>, %x: memref<256xf32>, %out: memref<256xf32>, %kind: memref<256xf32>) attributes {nvvm.kernel} {
    %t = gpu.thread_id x
    %op = memref.load %ops[%t] : memref<256xi32>
    %v = memref.load %x[%t] : memref<256xf32>
    %c4 = arith.constant 4 : index
    %class = arith.remui %t, %c4 : index
    %k = scf.index_switch %class -> f32
    case 0 {
      %a = arith.constant 10.0 : f32
      scf.yield %a : f32
    }
    case 2 {
      %a = arith.constant 20.0 : f32
      scf.yield %a : f32
    }
    default {
      %a = arith.constant -1.0 : f32
      scf.yield %a : f32
    }
    memref.store %k, %kind[%t] : memref<256xf32>
    cf.switch %op : i32, [
      default: ^other,
      0: ^double(%v : f32),
      1: ^negate,
      7: ^square
    ]
  ^double(%d: f32):
    %two = arith.addf %d, %d : f32
    cf.br ^done(%two : f32)
  ^negate:
    %n = arith.negf %v : f32
    cf.br ^done(%n : f32)
  ^square:
    %s = arith.mulf %v, %v : f32
    cf.br ^done(%s : f32)
  ^other:
    %zero = arith.constant 0.0 : f32
    cf.br ^done(%zero : f32)
  ^done(%r: f32):
    memref.store %r, %out[%t] : memref<256xf32>
    func.return
  }
}
