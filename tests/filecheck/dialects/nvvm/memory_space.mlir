// RUN: XDSL_ROUNDTRIP
// RUN: xdsl-opt %s | filecheck %s

// `#nvvm.memory_space<...>` prints back as MLIR prints it. (MLIR puts it on `!ptr.ptr`, which
// xDSL 0.74's pointer dialect cannot carry: it is kept here as a plain attribute.)

builtin.module attributes {test.spaces = [#nvvm.memory_space<generic>, #nvvm.memory_space<global>, #nvvm.memory_space<shared>, #nvvm.memory_space<constant>, #nvvm.memory_space<local>, #nvvm.memory_space<tensor>, #nvvm.memory_space<shared_cluster>]} {
}
// CHECK: test.spaces = [#nvvm.memory_space<generic>, #nvvm.memory_space<global>, #nvvm.memory_space<shared>, #nvvm.memory_space<constant>, #nvvm.memory_space<local>, #nvvm.memory_space<tensor>, #nvvm.memory_space<shared_cluster>]
