module attributes {ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32, ttg.shared = 32768 : i32, ttg.target = "cuda:80", ttg.tensor_memory_size = 0 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 4 : i32, "ttng.two-ctas" = false} {
  llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.func @tf32x3_dot(%arg0: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f32}, %arg1: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f32}, %arg2: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f32}, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: !llvm.ptr<1>, %arg7: !llvm.ptr<1>) attributes {noinline = false, nvvm.kernel = 1 : ui1, nvvm.reqntid = array<i32: 128>, ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32} {
    %0 = llvm.mlir.constant(8208 : i32) : i32
    %1 = llvm.mlir.constant(896 : i32) : i32
    %2 = llvm.mlir.constant(768 : i32) : i32
    %3 = llvm.mlir.constant(640 : i32) : i32
    %4 = llvm.mlir.constant(512 : i32) : i32
    %5 = llvm.mlir.constant(384 : i32) : i32
    %6 = llvm.mlir.constant(256 : i32) : i32
    %7 = llvm.mlir.constant(4104 : i32) : i32
    %8 = llvm.mlir.undef : vector<2xi32>
    %9 = llvm.mlir.undef : vector<2xf32>
    %10 = llvm.mlir.constant(112 : i32) : i32
    %11 = llvm.mlir.constant(7296 : i32) : i32
    %12 = llvm.mlir.constant(6272 : i32) : i32
    %13 = llvm.mlir.constant(5248 : i32) : i32
    %14 = llvm.mlir.constant(4224 : i32) : i32
    %15 = llvm.mlir.constant(3200 : i32) : i32
    %16 = llvm.mlir.constant(2176 : i32) : i32
    %17 = llvm.mlir.constant(1152 : i32) : i32
    %18 = llvm.mlir.constant(128 : i32) : i32
    %19 = llvm.mlir.undef : vector<1xf32>
    %20 = llvm.mlir.undef : vector<1xi32>
    %21 = llvm.mlir.constant(3 : i32) : i32
    %22 = llvm.mlir.constant(7 : i32) : i32
    %23 = llvm.mlir.constant(15 : i32) : i32
    %24 = llvm.mlir.constant(288 : i32) : i32
    %25 = llvm.mlir.constant(576 : i32) : i32
    %26 = llvm.mlir.constant(7168 : i32) : i32
    %27 = llvm.mlir.constant(6144 : i32) : i32
    %28 = llvm.mlir.constant(5120 : i32) : i32
    %29 = llvm.mlir.constant(4096 : i32) : i32
    %30 = llvm.mlir.constant(3072 : i32) : i32
    %31 = llvm.mlir.constant(1024 : i32) : i32
    %32 = llvm.mlir.constant(2048 : i32) : i32
    %33 = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
    %34 = llvm.mlir.constant(31 : i32) : i32
    %35 = llvm.mlir.constant(63 : i32) : i32
    %36 = llvm.mlir.constant(62 : i32) : i32
    %37 = llvm.mlir.constant(58 : i32) : i32
    %38 = llvm.mlir.constant(54 : i32) : i32
    %39 = llvm.mlir.constant(50 : i32) : i32
    %40 = llvm.mlir.constant(46 : i32) : i32
    %41 = llvm.mlir.constant(42 : i32) : i32
    %42 = llvm.mlir.constant(38 : i32) : i32
    %43 = llvm.mlir.constant(34 : i32) : i32
    %44 = llvm.mlir.constant(30 : i32) : i32
    %45 = llvm.mlir.constant(26 : i32) : i32
    %46 = llvm.mlir.constant(22 : i32) : i32
    %47 = llvm.mlir.constant(18 : i32) : i32
    %48 = llvm.mlir.constant(14 : i32) : i32
    %49 = llvm.mlir.constant(10 : i32) : i32
    %50 = llvm.mlir.constant(6 : i32) : i32
    %51 = llvm.mlir.constant(60 : i32) : i32
    %52 = llvm.mlir.constant(56 : i32) : i32
    %53 = llvm.mlir.constant(52 : i32) : i32
    %54 = llvm.mlir.constant(48 : i32) : i32
    %55 = llvm.mlir.constant(44 : i32) : i32
    %56 = llvm.mlir.constant(40 : i32) : i32
    %57 = llvm.mlir.constant(36 : i32) : i32
    %58 = llvm.mlir.constant(28 : i32) : i32
    %59 = llvm.mlir.constant(24 : i32) : i32
    %60 = llvm.mlir.constant(20 : i32) : i32
    %61 = llvm.mlir.constant(16 : i32) : i32
    %62 = llvm.mlir.constant(12 : i32) : i32
    %63 = llvm.mlir.constant(8 : i32) : i32
    %64 = llvm.mlir.constant(4 : i32) : i32
    %65 = llvm.mlir.constant(96 : i32) : i32
    %66 = llvm.mlir.constant(5 : i32) : i32
    %67 = llvm.mlir.constant(127 : i32) : i32
    %68 = llvm.mlir.constant(0 : index) : i32
    %69 = llvm.mlir.constant(2 : i32) : i32
    %70 = llvm.mlir.constant(1 : i32) : i32
    %71 = llvm.mlir.constant(-1 : i32) : i32
    %72 = llvm.mlir.constant(64 : i32) : i32
    %73 = llvm.mlir.constant(0 : i32) : i32
    %74 = llvm.mlir.constant(32 : i32) : i32
    %75 = llvm.mlir.undef : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %76 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %77 = llvm.insertvalue %76, %75[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %78 = llvm.insertvalue %76, %77[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %79 = llvm.insertvalue %76, %78[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %80 = llvm.insertvalue %76, %79[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %81 = llvm.insertvalue %76, %80[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %82 = llvm.insertvalue %76, %81[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %83 = llvm.insertvalue %76, %82[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %84 = llvm.insertvalue %76, %83[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %85 = llvm.insertvalue %76, %84[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %86 = llvm.insertvalue %76, %85[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %87 = llvm.insertvalue %76, %86[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %88 = llvm.insertvalue %76, %87[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %89 = llvm.insertvalue %76, %88[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %90 = llvm.insertvalue %76, %89[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %91 = llvm.insertvalue %76, %90[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %92 = llvm.insertvalue %76, %91[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %93 = llvm.insertvalue %76, %92[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %94 = llvm.insertvalue %76, %93[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %95 = llvm.insertvalue %76, %94[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %96 = llvm.insertvalue %76, %95[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %97 = llvm.insertvalue %76, %96[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %98 = llvm.insertvalue %76, %97[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %99 = llvm.insertvalue %76, %98[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %100 = llvm.insertvalue %76, %99[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %101 = llvm.insertvalue %76, %100[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %102 = llvm.insertvalue %76, %101[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %103 = llvm.insertvalue %76, %102[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %104 = llvm.insertvalue %76, %103[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %105 = llvm.insertvalue %76, %104[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %106 = llvm.insertvalue %76, %105[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %107 = llvm.insertvalue %76, %106[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %108 = llvm.insertvalue %76, %107[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %109 = nvvm.read.ptx.sreg.ctaid.x : i32
    %110 = llvm.mul %109, %72 : i32
    %111 = nvvm.read.ptx.sreg.tid.x : i32
    %112 = llvm.and %111, %67 : i32
    %113 = llvm.urem %112, %74 : i32
    %114 = llvm.udiv %111, %74 : i32
    %115 = llvm.shl %113, %73 : i32
    %116 = llvm.or %73, %115 : i32
    %117 = llvm.shl %114, %66 : i32
    %118 = llvm.or %116, %117 : i32
    %119 = llvm.and %118, %65 : i32
    %120 = llvm.lshr %119, %66 : i32
    %121 = llvm.or disjoint %120, %73 : i32
    %122 = llvm.xor %73, %121 : i32
    %123 = llvm.xor %122, %73 : i32
    %124 = llvm.xor %122, %64 : i32
    %125 = llvm.xor %122, %63 : i32
    %126 = llvm.xor %122, %62 : i32
    %127 = llvm.xor %122, %61 : i32
    %128 = llvm.xor %122, %60 : i32
    %129 = llvm.xor %122, %59 : i32
    %130 = llvm.xor %122, %58 : i32
    %131 = llvm.xor %122, %74 : i32
    %132 = llvm.xor %122, %57 : i32
    %133 = llvm.xor %122, %56 : i32
    %134 = llvm.xor %122, %55 : i32
    %135 = llvm.xor %122, %54 : i32
    %136 = llvm.xor %122, %53 : i32
    %137 = llvm.xor %122, %52 : i32
    %138 = llvm.xor %122, %51 : i32
    %139 = llvm.add %123, %68 : i32
    %140 = llvm.add %124, %68 : i32
    %141 = llvm.add %125, %68 : i32
    %142 = llvm.add %126, %68 : i32
    %143 = llvm.add %127, %68 : i32
    %144 = llvm.add %128, %68 : i32
    %145 = llvm.add %129, %68 : i32
    %146 = llvm.add %130, %68 : i32
    %147 = llvm.add %131, %68 : i32
    %148 = llvm.add %132, %68 : i32
    %149 = llvm.add %133, %68 : i32
    %150 = llvm.add %134, %68 : i32
    %151 = llvm.add %135, %68 : i32
    %152 = llvm.add %136, %68 : i32
    %153 = llvm.add %137, %68 : i32
    %154 = llvm.add %138, %68 : i32
    %155 = llvm.and %118, %72 : i32
    %156 = llvm.lshr %155, %50 : i32
    %157 = llvm.or disjoint %156, %73 : i32
    %158 = llvm.xor %73, %157 : i32
    %159 = llvm.xor %158, %73 : i32
    %160 = llvm.xor %158, %69 : i32
    %161 = llvm.xor %158, %64 : i32
    %162 = llvm.xor %158, %50 : i32
    %163 = llvm.xor %158, %63 : i32
    %164 = llvm.xor %158, %49 : i32
    %165 = llvm.xor %158, %62 : i32
    %166 = llvm.xor %158, %48 : i32
    %167 = llvm.xor %158, %61 : i32
    %168 = llvm.xor %158, %47 : i32
    %169 = llvm.xor %158, %60 : i32
    %170 = llvm.xor %158, %46 : i32
    %171 = llvm.xor %158, %59 : i32
    %172 = llvm.xor %158, %45 : i32
    %173 = llvm.xor %158, %58 : i32
    %174 = llvm.xor %158, %44 : i32
    %175 = llvm.xor %158, %74 : i32
    %176 = llvm.xor %158, %43 : i32
    %177 = llvm.xor %158, %57 : i32
    %178 = llvm.xor %158, %42 : i32
    %179 = llvm.xor %158, %56 : i32
    %180 = llvm.xor %158, %41 : i32
    %181 = llvm.xor %158, %55 : i32
    %182 = llvm.xor %158, %40 : i32
    %183 = llvm.xor %158, %54 : i32
    %184 = llvm.xor %158, %39 : i32
    %185 = llvm.xor %158, %53 : i32
    %186 = llvm.xor %158, %38 : i32
    %187 = llvm.xor %158, %52 : i32
    %188 = llvm.xor %158, %37 : i32
    %189 = llvm.xor %158, %51 : i32
    %190 = llvm.xor %158, %36 : i32
    %191 = llvm.add %159, %68 : i32
    %192 = llvm.add %160, %68 : i32
    %193 = llvm.add %161, %68 : i32
    %194 = llvm.add %162, %68 : i32
    %195 = llvm.add %163, %68 : i32
    %196 = llvm.add %164, %68 : i32
    %197 = llvm.add %165, %68 : i32
    %198 = llvm.add %166, %68 : i32
    %199 = llvm.add %167, %68 : i32
    %200 = llvm.add %168, %68 : i32
    %201 = llvm.add %169, %68 : i32
    %202 = llvm.add %170, %68 : i32
    %203 = llvm.add %171, %68 : i32
    %204 = llvm.add %172, %68 : i32
    %205 = llvm.add %173, %68 : i32
    %206 = llvm.add %174, %68 : i32
    %207 = llvm.add %175, %68 : i32
    %208 = llvm.add %176, %68 : i32
    %209 = llvm.add %177, %68 : i32
    %210 = llvm.add %178, %68 : i32
    %211 = llvm.add %179, %68 : i32
    %212 = llvm.add %180, %68 : i32
    %213 = llvm.add %181, %68 : i32
    %214 = llvm.add %182, %68 : i32
    %215 = llvm.add %183, %68 : i32
    %216 = llvm.add %184, %68 : i32
    %217 = llvm.add %185, %68 : i32
    %218 = llvm.add %186, %68 : i32
    %219 = llvm.add %187, %68 : i32
    %220 = llvm.add %188, %68 : i32
    %221 = llvm.add %189, %68 : i32
    %222 = llvm.add %190, %68 : i32
    %223 = llvm.and %118, %35 : i32
    %224 = llvm.lshr %223, %73 : i32
    %225 = llvm.or disjoint %224, %73 : i32
    %226 = llvm.xor %73, %225 : i32
    %227 = llvm.xor %226, %73 : i32
    %228 = llvm.add %227, %68 : i32
    %229 = llvm.add %110, %139 : i32
    %230 = llvm.add %110, %140 : i32
    %231 = llvm.add %110, %141 : i32
    %232 = llvm.add %110, %142 : i32
    %233 = llvm.add %110, %143 : i32
    %234 = llvm.add %110, %144 : i32
    %235 = llvm.add %110, %145 : i32
    %236 = llvm.add %110, %146 : i32
    %237 = llvm.add %110, %147 : i32
    %238 = llvm.add %110, %148 : i32
    %239 = llvm.add %110, %149 : i32
    %240 = llvm.add %110, %150 : i32
    %241 = llvm.add %110, %151 : i32
    %242 = llvm.add %110, %152 : i32
    %243 = llvm.add %110, %153 : i32
    %244 = llvm.add %110, %154 : i32
    %245 = llvm.add %110, %191 : i32
    %246 = llvm.add %110, %192 : i32
    %247 = llvm.add %110, %193 : i32
    %248 = llvm.add %110, %194 : i32
    %249 = llvm.add %110, %195 : i32
    %250 = llvm.add %110, %196 : i32
    %251 = llvm.add %110, %197 : i32
    %252 = llvm.add %110, %198 : i32
    %253 = llvm.add %110, %199 : i32
    %254 = llvm.add %110, %200 : i32
    %255 = llvm.add %110, %201 : i32
    %256 = llvm.add %110, %202 : i32
    %257 = llvm.add %110, %203 : i32
    %258 = llvm.add %110, %204 : i32
    %259 = llvm.add %110, %205 : i32
    %260 = llvm.add %110, %206 : i32
    %261 = llvm.add %110, %207 : i32
    %262 = llvm.add %110, %208 : i32
    %263 = llvm.add %110, %209 : i32
    %264 = llvm.add %110, %210 : i32
    %265 = llvm.add %110, %211 : i32
    %266 = llvm.add %110, %212 : i32
    %267 = llvm.add %110, %213 : i32
    %268 = llvm.add %110, %214 : i32
    %269 = llvm.add %110, %215 : i32
    %270 = llvm.add %110, %216 : i32
    %271 = llvm.add %110, %217 : i32
    %272 = llvm.add %110, %218 : i32
    %273 = llvm.add %110, %219 : i32
    %274 = llvm.add %110, %220 : i32
    %275 = llvm.add %110, %221 : i32
    %276 = llvm.add %110, %222 : i32
    %277 = nvvm.read.ptx.sreg.ctaid.y : i32
    %278 = llvm.mul %277, %72 : i32
    %279 = llvm.add %278, %228 : i32
    %280 = llvm.and %118, %34 : i32
    %281 = llvm.lshr %280, %73 : i32
    %282 = llvm.or disjoint %281, %73 : i32
    %283 = llvm.xor %73, %282 : i32
    %284 = llvm.xor %283, %73 : i32
    %285 = llvm.add %284, %68 : i32
    %286 = llvm.mul %229, %arg5 : i32
    %287 = llvm.mul %230, %arg5 : i32
    %288 = llvm.mul %231, %arg5 : i32
    %289 = llvm.mul %232, %arg5 : i32
    %290 = llvm.mul %233, %arg5 : i32
    %291 = llvm.mul %234, %arg5 : i32
    %292 = llvm.mul %235, %arg5 : i32
    %293 = llvm.mul %236, %arg5 : i32
    %294 = llvm.mul %237, %arg5 : i32
    %295 = llvm.mul %238, %arg5 : i32
    %296 = llvm.mul %239, %arg5 : i32
    %297 = llvm.mul %240, %arg5 : i32
    %298 = llvm.mul %241, %arg5 : i32
    %299 = llvm.mul %242, %arg5 : i32
    %300 = llvm.mul %243, %arg5 : i32
    %301 = llvm.mul %244, %arg5 : i32
    %302 = llvm.getelementptr %arg0[%286] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %303 = llvm.getelementptr %arg0[%287] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %304 = llvm.getelementptr %arg0[%288] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %305 = llvm.getelementptr %arg0[%289] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %306 = llvm.getelementptr %arg0[%290] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %307 = llvm.getelementptr %arg0[%291] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %308 = llvm.getelementptr %arg0[%292] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %309 = llvm.getelementptr %arg0[%293] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %310 = llvm.getelementptr %arg0[%294] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %311 = llvm.getelementptr %arg0[%295] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %312 = llvm.getelementptr %arg0[%296] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %313 = llvm.getelementptr %arg0[%297] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %314 = llvm.getelementptr %arg0[%298] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %315 = llvm.getelementptr %arg0[%299] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %316 = llvm.getelementptr %arg0[%300] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %317 = llvm.getelementptr %arg0[%301] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %318 = llvm.getelementptr %33[16384] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %319 = llvm.icmp "sgt" %arg5, %73 : i32
    %320 = llvm.getelementptr %302[%285] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %321 = llvm.getelementptr %303[%285] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %322 = llvm.getelementptr %304[%285] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %323 = llvm.getelementptr %305[%285] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %324 = llvm.getelementptr %306[%285] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %325 = llvm.getelementptr %307[%285] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %326 = llvm.getelementptr %308[%285] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %327 = llvm.getelementptr %309[%285] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %328 = llvm.getelementptr %310[%285] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %329 = llvm.getelementptr %311[%285] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %330 = llvm.getelementptr %312[%285] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %331 = llvm.getelementptr %313[%285] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %332 = llvm.getelementptr %314[%285] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %333 = llvm.getelementptr %315[%285] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %334 = llvm.getelementptr %316[%285] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %335 = llvm.getelementptr %317[%285] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %336 = llvm.mul %73, %32 : i32
    %337 = llvm.getelementptr %33[%336] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %338 = llvm.and %118, %67 : i32
    %339 = llvm.shl %338, %69 : i32
    %340 = llvm.lshr %119, %70 : i32
    %341 = llvm.xor %339, %340 : i32
    %342 = llvm.or disjoint %73, %341 : i32
    %343 = llvm.xor %73, %342 : i32
    %344 = llvm.mul %73, %64 : i32
    %345 = llvm.xor %343, %344 : i32
    %346 = llvm.xor %345, %73 : i32
    %347 = llvm.add %346, %73 : i32
    %348 = llvm.getelementptr inbounds %337[%347] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %349 = llvm.select %319, %64, %73 : i1, i32
    %350 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %348, %320, %349 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %351 = llvm.add %346, %31 : i32
    %352 = llvm.getelementptr inbounds %337[%351] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %353 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %352, %322, %349 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %354 = llvm.add %346, %32 : i32
    %355 = llvm.getelementptr inbounds %337[%354] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %356 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %355, %324, %349 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %357 = llvm.add %346, %30 : i32
    %358 = llvm.getelementptr inbounds %337[%357] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %359 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %358, %326, %349 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %360 = llvm.add %346, %29 : i32
    %361 = llvm.getelementptr inbounds %337[%360] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %362 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %361, %328, %349 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %363 = llvm.add %346, %28 : i32
    %364 = llvm.getelementptr inbounds %337[%363] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %365 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %364, %330, %349 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %366 = llvm.add %346, %27 : i32
    %367 = llvm.getelementptr inbounds %337[%366] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %368 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %367, %332, %349 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %369 = llvm.add %346, %26 : i32
    %370 = llvm.getelementptr inbounds %337[%369] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %371 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %370, %334, %349 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %372 = llvm.xor %345, %25 : i32
    %373 = llvm.add %372, %73 : i32
    %374 = llvm.getelementptr inbounds %337[%373] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %375 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %374, %321, %349 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %376 = llvm.add %372, %31 : i32
    %377 = llvm.getelementptr inbounds %337[%376] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %378 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %377, %323, %349 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %379 = llvm.add %372, %32 : i32
    %380 = llvm.getelementptr inbounds %337[%379] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %381 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %380, %325, %349 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %382 = llvm.add %372, %30 : i32
    %383 = llvm.getelementptr inbounds %337[%382] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %384 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %383, %327, %349 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %385 = llvm.add %372, %29 : i32
    %386 = llvm.getelementptr inbounds %337[%385] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %387 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %386, %329, %349 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %388 = llvm.add %372, %28 : i32
    %389 = llvm.getelementptr inbounds %337[%388] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %390 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %389, %331, %349 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %391 = llvm.add %372, %27 : i32
    %392 = llvm.getelementptr inbounds %337[%391] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %393 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %392, %333, %349 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %394 = llvm.add %372, %26 : i32
    %395 = llvm.getelementptr inbounds %337[%394] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %396 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %395, %335, %349 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    nvvm.cp.async.commit.group
    %397 = llvm.mul %191, %arg4 : i32
    %398 = llvm.mul %192, %arg4 : i32
    %399 = llvm.mul %193, %arg4 : i32
    %400 = llvm.mul %194, %arg4 : i32
    %401 = llvm.mul %195, %arg4 : i32
    %402 = llvm.mul %196, %arg4 : i32
    %403 = llvm.mul %197, %arg4 : i32
    %404 = llvm.mul %198, %arg4 : i32
    %405 = llvm.mul %199, %arg4 : i32
    %406 = llvm.mul %200, %arg4 : i32
    %407 = llvm.mul %201, %arg4 : i32
    %408 = llvm.mul %202, %arg4 : i32
    %409 = llvm.mul %203, %arg4 : i32
    %410 = llvm.mul %204, %arg4 : i32
    %411 = llvm.mul %205, %arg4 : i32
    %412 = llvm.mul %206, %arg4 : i32
    %413 = llvm.getelementptr %arg1[%397] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %414 = llvm.getelementptr %arg1[%398] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %415 = llvm.getelementptr %arg1[%399] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %416 = llvm.getelementptr %arg1[%400] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %417 = llvm.getelementptr %arg1[%401] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %418 = llvm.getelementptr %arg1[%402] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %419 = llvm.getelementptr %arg1[%403] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %420 = llvm.getelementptr %arg1[%404] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %421 = llvm.getelementptr %arg1[%405] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %422 = llvm.getelementptr %arg1[%406] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %423 = llvm.getelementptr %arg1[%407] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %424 = llvm.getelementptr %arg1[%408] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %425 = llvm.getelementptr %arg1[%409] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %426 = llvm.getelementptr %arg1[%410] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %427 = llvm.getelementptr %arg1[%411] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %428 = llvm.getelementptr %arg1[%412] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %429 = llvm.getelementptr %413[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %430 = llvm.getelementptr %414[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %431 = llvm.getelementptr %415[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %432 = llvm.getelementptr %416[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %433 = llvm.getelementptr %417[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %434 = llvm.getelementptr %418[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %435 = llvm.getelementptr %419[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %436 = llvm.getelementptr %420[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %437 = llvm.getelementptr %421[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %438 = llvm.getelementptr %422[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %439 = llvm.getelementptr %423[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %440 = llvm.getelementptr %424[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %441 = llvm.getelementptr %425[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %442 = llvm.getelementptr %426[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %443 = llvm.getelementptr %427[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %444 = llvm.getelementptr %428[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %445 = llvm.getelementptr %318[%336] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %446 = llvm.shl %223, %69 : i32
    %447 = llvm.icmp "eq" %155, %73 : i32
    %448 = llvm.select %447, %73, %24 : i1, i32
    %449 = llvm.xor %446, %448 : i32
    %450 = llvm.or disjoint %73, %449 : i32
    %451 = llvm.xor %73, %450 : i32
    %452 = llvm.xor %451, %344 : i32
    %453 = llvm.xor %452, %73 : i32
    %454 = llvm.add %453, %73 : i32
    %455 = llvm.getelementptr inbounds %445[%454] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %456 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %455, %429, %349 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %457 = llvm.add %453, %31 : i32
    %458 = llvm.getelementptr inbounds %445[%457] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %459 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %458, %431, %349 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %460 = llvm.add %453, %32 : i32
    %461 = llvm.getelementptr inbounds %445[%460] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %462 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %461, %433, %349 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %463 = llvm.add %453, %30 : i32
    %464 = llvm.getelementptr inbounds %445[%463] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %465 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %464, %435, %349 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %466 = llvm.add %453, %29 : i32
    %467 = llvm.getelementptr inbounds %445[%466] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %468 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %467, %437, %349 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %469 = llvm.add %453, %28 : i32
    %470 = llvm.getelementptr inbounds %445[%469] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %471 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %470, %439, %349 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %472 = llvm.add %453, %27 : i32
    %473 = llvm.getelementptr inbounds %445[%472] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %474 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %473, %441, %349 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %475 = llvm.add %453, %26 : i32
    %476 = llvm.getelementptr inbounds %445[%475] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %477 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %476, %443, %349 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %478 = llvm.xor %452, %25 : i32
    %479 = llvm.add %478, %73 : i32
    %480 = llvm.getelementptr inbounds %445[%479] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %481 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %480, %430, %349 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %482 = llvm.add %478, %31 : i32
    %483 = llvm.getelementptr inbounds %445[%482] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %484 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %483, %432, %349 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %485 = llvm.add %478, %32 : i32
    %486 = llvm.getelementptr inbounds %445[%485] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %487 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %486, %434, %349 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %488 = llvm.add %478, %30 : i32
    %489 = llvm.getelementptr inbounds %445[%488] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %490 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %489, %436, %349 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %491 = llvm.add %478, %29 : i32
    %492 = llvm.getelementptr inbounds %445[%491] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %493 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %492, %438, %349 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %494 = llvm.add %478, %28 : i32
    %495 = llvm.getelementptr inbounds %445[%494] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %496 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %495, %440, %349 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %497 = llvm.add %478, %27 : i32
    %498 = llvm.getelementptr inbounds %445[%497] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %499 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %498, %442, %349 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %500 = llvm.add %478, %26 : i32
    %501 = llvm.getelementptr inbounds %445[%500] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %502 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %501, %444, %349 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    nvvm.cp.async.commit.group
    %503 = llvm.icmp "sgt" %arg5, %74 : i32
    %504 = llvm.add %191, %74 : i32
    %505 = llvm.add %192, %74 : i32
    %506 = llvm.add %193, %74 : i32
    %507 = llvm.add %194, %74 : i32
    %508 = llvm.add %195, %74 : i32
    %509 = llvm.add %196, %74 : i32
    %510 = llvm.add %197, %74 : i32
    %511 = llvm.add %198, %74 : i32
    %512 = llvm.add %199, %74 : i32
    %513 = llvm.add %200, %74 : i32
    %514 = llvm.add %201, %74 : i32
    %515 = llvm.add %202, %74 : i32
    %516 = llvm.add %203, %74 : i32
    %517 = llvm.add %204, %74 : i32
    %518 = llvm.add %205, %74 : i32
    %519 = llvm.add %206, %74 : i32
    %520 = llvm.add %285, %74 : i32
    %521 = llvm.getelementptr %302[%520] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %522 = llvm.getelementptr %303[%520] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %523 = llvm.getelementptr %304[%520] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %524 = llvm.getelementptr %305[%520] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %525 = llvm.getelementptr %306[%520] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %526 = llvm.getelementptr %307[%520] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %527 = llvm.getelementptr %308[%520] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %528 = llvm.getelementptr %309[%520] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %529 = llvm.getelementptr %310[%520] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %530 = llvm.getelementptr %311[%520] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %531 = llvm.getelementptr %312[%520] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %532 = llvm.getelementptr %313[%520] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %533 = llvm.getelementptr %314[%520] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %534 = llvm.getelementptr %315[%520] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %535 = llvm.getelementptr %316[%520] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %536 = llvm.getelementptr %317[%520] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %537 = llvm.mul %70, %32 : i32
    %538 = llvm.getelementptr %33[%537] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %539 = llvm.getelementptr inbounds %538[%347] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %540 = llvm.select %503, %64, %73 : i1, i32
    %541 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %539, %521, %540 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %542 = llvm.getelementptr inbounds %538[%351] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %543 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %542, %523, %540 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %544 = llvm.getelementptr inbounds %538[%354] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %545 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %544, %525, %540 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %546 = llvm.getelementptr inbounds %538[%357] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %547 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %546, %527, %540 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %548 = llvm.getelementptr inbounds %538[%360] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %549 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %548, %529, %540 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %550 = llvm.getelementptr inbounds %538[%363] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %551 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %550, %531, %540 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %552 = llvm.getelementptr inbounds %538[%366] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %553 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %552, %533, %540 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %554 = llvm.getelementptr inbounds %538[%369] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %555 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %554, %535, %540 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %556 = llvm.getelementptr inbounds %538[%373] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %557 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %556, %522, %540 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %558 = llvm.getelementptr inbounds %538[%376] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %559 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %558, %524, %540 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %560 = llvm.getelementptr inbounds %538[%379] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %561 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %560, %526, %540 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %562 = llvm.getelementptr inbounds %538[%382] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %563 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %562, %528, %540 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %564 = llvm.getelementptr inbounds %538[%385] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %565 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %564, %530, %540 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %566 = llvm.getelementptr inbounds %538[%388] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %567 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %566, %532, %540 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %568 = llvm.getelementptr inbounds %538[%391] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %569 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %568, %534, %540 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %570 = llvm.getelementptr inbounds %538[%394] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %571 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %570, %536, %540 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    nvvm.cp.async.commit.group
    %572 = llvm.mul %504, %arg4 : i32
    %573 = llvm.mul %505, %arg4 : i32
    %574 = llvm.mul %506, %arg4 : i32
    %575 = llvm.mul %507, %arg4 : i32
    %576 = llvm.mul %508, %arg4 : i32
    %577 = llvm.mul %509, %arg4 : i32
    %578 = llvm.mul %510, %arg4 : i32
    %579 = llvm.mul %511, %arg4 : i32
    %580 = llvm.mul %512, %arg4 : i32
    %581 = llvm.mul %513, %arg4 : i32
    %582 = llvm.mul %514, %arg4 : i32
    %583 = llvm.mul %515, %arg4 : i32
    %584 = llvm.mul %516, %arg4 : i32
    %585 = llvm.mul %517, %arg4 : i32
    %586 = llvm.mul %518, %arg4 : i32
    %587 = llvm.mul %519, %arg4 : i32
    %588 = llvm.getelementptr %arg1[%572] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %589 = llvm.getelementptr %arg1[%573] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %590 = llvm.getelementptr %arg1[%574] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %591 = llvm.getelementptr %arg1[%575] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %592 = llvm.getelementptr %arg1[%576] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %593 = llvm.getelementptr %arg1[%577] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %594 = llvm.getelementptr %arg1[%578] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %595 = llvm.getelementptr %arg1[%579] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %596 = llvm.getelementptr %arg1[%580] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %597 = llvm.getelementptr %arg1[%581] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %598 = llvm.getelementptr %arg1[%582] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %599 = llvm.getelementptr %arg1[%583] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %600 = llvm.getelementptr %arg1[%584] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %601 = llvm.getelementptr %arg1[%585] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %602 = llvm.getelementptr %arg1[%586] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %603 = llvm.getelementptr %arg1[%587] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %604 = llvm.getelementptr %588[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %605 = llvm.getelementptr %589[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %606 = llvm.getelementptr %590[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %607 = llvm.getelementptr %591[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %608 = llvm.getelementptr %592[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %609 = llvm.getelementptr %593[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %610 = llvm.getelementptr %594[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %611 = llvm.getelementptr %595[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %612 = llvm.getelementptr %596[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %613 = llvm.getelementptr %597[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %614 = llvm.getelementptr %598[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %615 = llvm.getelementptr %599[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %616 = llvm.getelementptr %600[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %617 = llvm.getelementptr %601[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %618 = llvm.getelementptr %602[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %619 = llvm.getelementptr %603[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %620 = llvm.getelementptr %318[%537] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %621 = llvm.getelementptr inbounds %620[%454] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %622 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %621, %604, %540 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %623 = llvm.getelementptr inbounds %620[%457] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %624 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %623, %606, %540 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %625 = llvm.getelementptr inbounds %620[%460] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %626 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %625, %608, %540 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %627 = llvm.getelementptr inbounds %620[%463] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %628 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %627, %610, %540 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %629 = llvm.getelementptr inbounds %620[%466] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %630 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %629, %612, %540 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %631 = llvm.getelementptr inbounds %620[%469] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %632 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %631, %614, %540 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %633 = llvm.getelementptr inbounds %620[%472] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %634 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %633, %616, %540 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %635 = llvm.getelementptr inbounds %620[%475] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %636 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %635, %618, %540 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %637 = llvm.getelementptr inbounds %620[%479] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %638 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %637, %605, %540 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %639 = llvm.getelementptr inbounds %620[%482] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %640 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %639, %607, %540 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %641 = llvm.getelementptr inbounds %620[%485] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %642 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %641, %609, %540 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %643 = llvm.getelementptr inbounds %620[%488] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %644 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %643, %611, %540 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %645 = llvm.getelementptr inbounds %620[%491] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %646 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %645, %613, %540 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %647 = llvm.getelementptr inbounds %620[%494] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %648 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %647, %615, %540 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %649 = llvm.getelementptr inbounds %620[%497] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %650 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %649, %617, %540 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %651 = llvm.getelementptr inbounds %620[%500] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %652 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %651, %619, %540 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    nvvm.cp.async.commit.group
    llvm.br ^bb1(%73, %108, %70, %71 : i32, !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, i32, i32)
  ^bb1(%653: i32, %654: !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, %655: i32, %656: i32):  // 2 preds: ^bb0, ^bb2
    %657 = llvm.icmp "slt" %653, %arg5 : i32
    llvm.cond_br %657, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %658 = llvm.sub %arg5, %72 : i32
    %659 = llvm.icmp "slt" %653, %658 : i32
    %660 = llvm.add %656, %70 : i32
    %661 = llvm.icmp "sge" %660, %69 : i32
    %662 = llvm.select %661, %73, %660 : i1, i32
    nvvm.cp.async.wait.group 2
    nvvm.barrier
    %663 = llvm.mul %662, %32 : i32
    %664 = llvm.getelementptr %33[%663] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %665 = llvm.and %118, %23 : i32
    %666 = llvm.shl %665, %22 : i32
    %667 = llvm.shl %119, %50 : i32
    %668 = llvm.and %118, %22 : i32
    %669 = llvm.shl %668, %64 : i32
    %670 = llvm.and %118, %61 : i32
    %671 = llvm.or disjoint %666, %667 : i32
    %672 = llvm.xor %669, %670 : i32
    %673 = llvm.or disjoint %671, %672 : i32
    %674 = llvm.xor %73, %673 : i32
    %675 = llvm.xor %674, %344 : i32
    %676 = llvm.xor %675, %73 : i32
    %677 = llvm.add %676, %73 : i32
    %678 = llvm.getelementptr inbounds %664[%677] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %679 = nvvm.ldmatrix %678 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
    %680 = llvm.extractvalue %679[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %681 = llvm.extractvalue %679[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %682 = llvm.extractvalue %679[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %683 = llvm.extractvalue %679[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %684 = llvm.bitcast %680 : i32 to vector<1xf32>
    %685 = llvm.extractelement %684[%73 : i32] : vector<1xf32>
    %686 = llvm.bitcast %681 : i32 to vector<1xf32>
    %687 = llvm.extractelement %686[%73 : i32] : vector<1xf32>
    %688 = llvm.bitcast %682 : i32 to vector<1xf32>
    %689 = llvm.extractelement %688[%73 : i32] : vector<1xf32>
    %690 = llvm.bitcast %683 : i32 to vector<1xf32>
    %691 = llvm.extractelement %690[%73 : i32] : vector<1xf32>
    %692 = llvm.xor %675, %74 : i32
    %693 = llvm.add %692, %73 : i32
    %694 = llvm.getelementptr inbounds %664[%693] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %695 = nvvm.ldmatrix %694 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
    %696 = llvm.extractvalue %695[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %697 = llvm.extractvalue %695[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %698 = llvm.extractvalue %695[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %699 = llvm.extractvalue %695[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %700 = llvm.bitcast %696 : i32 to vector<1xf32>
    %701 = llvm.extractelement %700[%73 : i32] : vector<1xf32>
    %702 = llvm.bitcast %697 : i32 to vector<1xf32>
    %703 = llvm.extractelement %702[%73 : i32] : vector<1xf32>
    %704 = llvm.bitcast %698 : i32 to vector<1xf32>
    %705 = llvm.extractelement %704[%73 : i32] : vector<1xf32>
    %706 = llvm.bitcast %699 : i32 to vector<1xf32>
    %707 = llvm.extractelement %706[%73 : i32] : vector<1xf32>
    %708 = llvm.xor %675, %72 : i32
    %709 = llvm.add %708, %73 : i32
    %710 = llvm.getelementptr inbounds %664[%709] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %711 = nvvm.ldmatrix %710 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
    %712 = llvm.extractvalue %711[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %713 = llvm.extractvalue %711[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %714 = llvm.extractvalue %711[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %715 = llvm.extractvalue %711[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %716 = llvm.bitcast %712 : i32 to vector<1xf32>
    %717 = llvm.extractelement %716[%73 : i32] : vector<1xf32>
    %718 = llvm.bitcast %713 : i32 to vector<1xf32>
    %719 = llvm.extractelement %718[%73 : i32] : vector<1xf32>
    %720 = llvm.bitcast %714 : i32 to vector<1xf32>
    %721 = llvm.extractelement %720[%73 : i32] : vector<1xf32>
    %722 = llvm.bitcast %715 : i32 to vector<1xf32>
    %723 = llvm.extractelement %722[%73 : i32] : vector<1xf32>
    %724 = llvm.xor %675, %65 : i32
    %725 = llvm.add %724, %73 : i32
    %726 = llvm.getelementptr inbounds %664[%725] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %727 = nvvm.ldmatrix %726 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
    %728 = llvm.extractvalue %727[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %729 = llvm.extractvalue %727[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %730 = llvm.extractvalue %727[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %731 = llvm.extractvalue %727[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %732 = llvm.bitcast %728 : i32 to vector<1xf32>
    %733 = llvm.extractelement %732[%73 : i32] : vector<1xf32>
    %734 = llvm.bitcast %729 : i32 to vector<1xf32>
    %735 = llvm.extractelement %734[%73 : i32] : vector<1xf32>
    %736 = llvm.bitcast %730 : i32 to vector<1xf32>
    %737 = llvm.extractelement %736[%73 : i32] : vector<1xf32>
    %738 = llvm.bitcast %731 : i32 to vector<1xf32>
    %739 = llvm.extractelement %738[%73 : i32] : vector<1xf32>
    %740 = llvm.getelementptr %318[%663] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %741 = llvm.and %118, %21 : i32
    %742 = llvm.shl %741, %63 : i32
    %743 = llvm.shl %741, %66 : i32
    %744 = llvm.and %118, %58 : i32
    %745 = llvm.lshr %744, %73 : i32
    %746 = llvm.xor %742, %743 : i32
    %747 = llvm.xor %746, %745 : i32
    %748 = llvm.or disjoint %73, %747 : i32
    %749 = llvm.xor %73, %748 : i32
    %750 = llvm.xor %749, %344 : i32
    %751 = llvm.xor %750, %73 : i32
    %752 = llvm.add %751, %73 : i32
    %753 = llvm.getelementptr inbounds %740[%752] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %754 = llvm.load %753 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %755 = llvm.insertelement %754, %20[%73 : i32] : vector<1xi32>
    %756 = llvm.extractelement %755[%73 : i32] : vector<1xi32>
    %757 = llvm.bitcast %756 : i32 to f32
    %758 = llvm.insertelement %757, %19[%73 : i32] : vector<1xf32>
    %759 = llvm.extractelement %758[%73 : i32] : vector<1xf32>
    %760 = llvm.add %751, %31 : i32
    %761 = llvm.getelementptr inbounds %740[%760] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %762 = llvm.load %761 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %763 = llvm.insertelement %762, %20[%73 : i32] : vector<1xi32>
    %764 = llvm.extractelement %763[%73 : i32] : vector<1xi32>
    %765 = llvm.bitcast %764 : i32 to f32
    %766 = llvm.insertelement %765, %19[%73 : i32] : vector<1xf32>
    %767 = llvm.extractelement %766[%73 : i32] : vector<1xf32>
    %768 = llvm.add %751, %32 : i32
    %769 = llvm.getelementptr inbounds %740[%768] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %770 = llvm.load %769 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %771 = llvm.insertelement %770, %20[%73 : i32] : vector<1xi32>
    %772 = llvm.extractelement %771[%73 : i32] : vector<1xi32>
    %773 = llvm.bitcast %772 : i32 to f32
    %774 = llvm.insertelement %773, %19[%73 : i32] : vector<1xf32>
    %775 = llvm.extractelement %774[%73 : i32] : vector<1xf32>
    %776 = llvm.add %751, %30 : i32
    %777 = llvm.getelementptr inbounds %740[%776] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %778 = llvm.load %777 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %779 = llvm.insertelement %778, %20[%73 : i32] : vector<1xi32>
    %780 = llvm.extractelement %779[%73 : i32] : vector<1xi32>
    %781 = llvm.bitcast %780 : i32 to f32
    %782 = llvm.insertelement %781, %19[%73 : i32] : vector<1xf32>
    %783 = llvm.extractelement %782[%73 : i32] : vector<1xf32>
    %784 = llvm.add %751, %29 : i32
    %785 = llvm.getelementptr inbounds %740[%784] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %786 = llvm.load %785 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %787 = llvm.insertelement %786, %20[%73 : i32] : vector<1xi32>
    %788 = llvm.extractelement %787[%73 : i32] : vector<1xi32>
    %789 = llvm.bitcast %788 : i32 to f32
    %790 = llvm.insertelement %789, %19[%73 : i32] : vector<1xf32>
    %791 = llvm.extractelement %790[%73 : i32] : vector<1xf32>
    %792 = llvm.add %751, %28 : i32
    %793 = llvm.getelementptr inbounds %740[%792] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %794 = llvm.load %793 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %795 = llvm.insertelement %794, %20[%73 : i32] : vector<1xi32>
    %796 = llvm.extractelement %795[%73 : i32] : vector<1xi32>
    %797 = llvm.bitcast %796 : i32 to f32
    %798 = llvm.insertelement %797, %19[%73 : i32] : vector<1xf32>
    %799 = llvm.extractelement %798[%73 : i32] : vector<1xf32>
    %800 = llvm.add %751, %27 : i32
    %801 = llvm.getelementptr inbounds %740[%800] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %802 = llvm.load %801 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %803 = llvm.insertelement %802, %20[%73 : i32] : vector<1xi32>
    %804 = llvm.extractelement %803[%73 : i32] : vector<1xi32>
    %805 = llvm.bitcast %804 : i32 to f32
    %806 = llvm.insertelement %805, %19[%73 : i32] : vector<1xf32>
    %807 = llvm.extractelement %806[%73 : i32] : vector<1xf32>
    %808 = llvm.add %751, %26 : i32
    %809 = llvm.getelementptr inbounds %740[%808] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %810 = llvm.load %809 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %811 = llvm.insertelement %810, %20[%73 : i32] : vector<1xi32>
    %812 = llvm.extractelement %811[%73 : i32] : vector<1xi32>
    %813 = llvm.bitcast %812 : i32 to f32
    %814 = llvm.insertelement %813, %19[%73 : i32] : vector<1xf32>
    %815 = llvm.extractelement %814[%73 : i32] : vector<1xf32>
    %816 = llvm.add %751, %18 : i32
    %817 = llvm.getelementptr inbounds %740[%816] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %818 = llvm.load %817 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %819 = llvm.insertelement %818, %20[%73 : i32] : vector<1xi32>
    %820 = llvm.extractelement %819[%73 : i32] : vector<1xi32>
    %821 = llvm.bitcast %820 : i32 to f32
    %822 = llvm.insertelement %821, %19[%73 : i32] : vector<1xf32>
    %823 = llvm.extractelement %822[%73 : i32] : vector<1xf32>
    %824 = llvm.add %751, %17 : i32
    %825 = llvm.getelementptr inbounds %740[%824] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %826 = llvm.load %825 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %827 = llvm.insertelement %826, %20[%73 : i32] : vector<1xi32>
    %828 = llvm.extractelement %827[%73 : i32] : vector<1xi32>
    %829 = llvm.bitcast %828 : i32 to f32
    %830 = llvm.insertelement %829, %19[%73 : i32] : vector<1xf32>
    %831 = llvm.extractelement %830[%73 : i32] : vector<1xf32>
    %832 = llvm.add %751, %16 : i32
    %833 = llvm.getelementptr inbounds %740[%832] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %834 = llvm.load %833 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %835 = llvm.insertelement %834, %20[%73 : i32] : vector<1xi32>
    %836 = llvm.extractelement %835[%73 : i32] : vector<1xi32>
    %837 = llvm.bitcast %836 : i32 to f32
    %838 = llvm.insertelement %837, %19[%73 : i32] : vector<1xf32>
    %839 = llvm.extractelement %838[%73 : i32] : vector<1xf32>
    %840 = llvm.add %751, %15 : i32
    %841 = llvm.getelementptr inbounds %740[%840] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %842 = llvm.load %841 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %843 = llvm.insertelement %842, %20[%73 : i32] : vector<1xi32>
    %844 = llvm.extractelement %843[%73 : i32] : vector<1xi32>
    %845 = llvm.bitcast %844 : i32 to f32
    %846 = llvm.insertelement %845, %19[%73 : i32] : vector<1xf32>
    %847 = llvm.extractelement %846[%73 : i32] : vector<1xf32>
    %848 = llvm.add %751, %14 : i32
    %849 = llvm.getelementptr inbounds %740[%848] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %850 = llvm.load %849 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %851 = llvm.insertelement %850, %20[%73 : i32] : vector<1xi32>
    %852 = llvm.extractelement %851[%73 : i32] : vector<1xi32>
    %853 = llvm.bitcast %852 : i32 to f32
    %854 = llvm.insertelement %853, %19[%73 : i32] : vector<1xf32>
    %855 = llvm.extractelement %854[%73 : i32] : vector<1xf32>
    %856 = llvm.add %751, %13 : i32
    %857 = llvm.getelementptr inbounds %740[%856] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %858 = llvm.load %857 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %859 = llvm.insertelement %858, %20[%73 : i32] : vector<1xi32>
    %860 = llvm.extractelement %859[%73 : i32] : vector<1xi32>
    %861 = llvm.bitcast %860 : i32 to f32
    %862 = llvm.insertelement %861, %19[%73 : i32] : vector<1xf32>
    %863 = llvm.extractelement %862[%73 : i32] : vector<1xf32>
    %864 = llvm.add %751, %12 : i32
    %865 = llvm.getelementptr inbounds %740[%864] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %866 = llvm.load %865 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %867 = llvm.insertelement %866, %20[%73 : i32] : vector<1xi32>
    %868 = llvm.extractelement %867[%73 : i32] : vector<1xi32>
    %869 = llvm.bitcast %868 : i32 to f32
    %870 = llvm.insertelement %869, %19[%73 : i32] : vector<1xf32>
    %871 = llvm.extractelement %870[%73 : i32] : vector<1xf32>
    %872 = llvm.add %751, %11 : i32
    %873 = llvm.getelementptr inbounds %740[%872] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %874 = llvm.load %873 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %875 = llvm.insertelement %874, %20[%73 : i32] : vector<1xi32>
    %876 = llvm.extractelement %875[%73 : i32] : vector<1xi32>
    %877 = llvm.bitcast %876 : i32 to f32
    %878 = llvm.insertelement %877, %19[%73 : i32] : vector<1xf32>
    %879 = llvm.extractelement %878[%73 : i32] : vector<1xf32>
    %880 = llvm.xor %750, %74 : i32
    %881 = llvm.add %880, %73 : i32
    %882 = llvm.getelementptr inbounds %740[%881] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %883 = llvm.load %882 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %884 = llvm.insertelement %883, %20[%73 : i32] : vector<1xi32>
    %885 = llvm.extractelement %884[%73 : i32] : vector<1xi32>
    %886 = llvm.bitcast %885 : i32 to f32
    %887 = llvm.insertelement %886, %19[%73 : i32] : vector<1xf32>
    %888 = llvm.extractelement %887[%73 : i32] : vector<1xf32>
    %889 = llvm.add %880, %31 : i32
    %890 = llvm.getelementptr inbounds %740[%889] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %891 = llvm.load %890 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %892 = llvm.insertelement %891, %20[%73 : i32] : vector<1xi32>
    %893 = llvm.extractelement %892[%73 : i32] : vector<1xi32>
    %894 = llvm.bitcast %893 : i32 to f32
    %895 = llvm.insertelement %894, %19[%73 : i32] : vector<1xf32>
    %896 = llvm.extractelement %895[%73 : i32] : vector<1xf32>
    %897 = llvm.add %880, %32 : i32
    %898 = llvm.getelementptr inbounds %740[%897] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %899 = llvm.load %898 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %900 = llvm.insertelement %899, %20[%73 : i32] : vector<1xi32>
    %901 = llvm.extractelement %900[%73 : i32] : vector<1xi32>
    %902 = llvm.bitcast %901 : i32 to f32
    %903 = llvm.insertelement %902, %19[%73 : i32] : vector<1xf32>
    %904 = llvm.extractelement %903[%73 : i32] : vector<1xf32>
    %905 = llvm.add %880, %30 : i32
    %906 = llvm.getelementptr inbounds %740[%905] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %907 = llvm.load %906 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %908 = llvm.insertelement %907, %20[%73 : i32] : vector<1xi32>
    %909 = llvm.extractelement %908[%73 : i32] : vector<1xi32>
    %910 = llvm.bitcast %909 : i32 to f32
    %911 = llvm.insertelement %910, %19[%73 : i32] : vector<1xf32>
    %912 = llvm.extractelement %911[%73 : i32] : vector<1xf32>
    %913 = llvm.add %880, %29 : i32
    %914 = llvm.getelementptr inbounds %740[%913] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %915 = llvm.load %914 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %916 = llvm.insertelement %915, %20[%73 : i32] : vector<1xi32>
    %917 = llvm.extractelement %916[%73 : i32] : vector<1xi32>
    %918 = llvm.bitcast %917 : i32 to f32
    %919 = llvm.insertelement %918, %19[%73 : i32] : vector<1xf32>
    %920 = llvm.extractelement %919[%73 : i32] : vector<1xf32>
    %921 = llvm.add %880, %28 : i32
    %922 = llvm.getelementptr inbounds %740[%921] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %923 = llvm.load %922 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %924 = llvm.insertelement %923, %20[%73 : i32] : vector<1xi32>
    %925 = llvm.extractelement %924[%73 : i32] : vector<1xi32>
    %926 = llvm.bitcast %925 : i32 to f32
    %927 = llvm.insertelement %926, %19[%73 : i32] : vector<1xf32>
    %928 = llvm.extractelement %927[%73 : i32] : vector<1xf32>
    %929 = llvm.add %880, %27 : i32
    %930 = llvm.getelementptr inbounds %740[%929] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %931 = llvm.load %930 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %932 = llvm.insertelement %931, %20[%73 : i32] : vector<1xi32>
    %933 = llvm.extractelement %932[%73 : i32] : vector<1xi32>
    %934 = llvm.bitcast %933 : i32 to f32
    %935 = llvm.insertelement %934, %19[%73 : i32] : vector<1xf32>
    %936 = llvm.extractelement %935[%73 : i32] : vector<1xf32>
    %937 = llvm.add %880, %26 : i32
    %938 = llvm.getelementptr inbounds %740[%937] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %939 = llvm.load %938 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %940 = llvm.insertelement %939, %20[%73 : i32] : vector<1xi32>
    %941 = llvm.extractelement %940[%73 : i32] : vector<1xi32>
    %942 = llvm.bitcast %941 : i32 to f32
    %943 = llvm.insertelement %942, %19[%73 : i32] : vector<1xf32>
    %944 = llvm.extractelement %943[%73 : i32] : vector<1xf32>
    %945 = llvm.add %880, %18 : i32
    %946 = llvm.getelementptr inbounds %740[%945] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %947 = llvm.load %946 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %948 = llvm.insertelement %947, %20[%73 : i32] : vector<1xi32>
    %949 = llvm.extractelement %948[%73 : i32] : vector<1xi32>
    %950 = llvm.bitcast %949 : i32 to f32
    %951 = llvm.insertelement %950, %19[%73 : i32] : vector<1xf32>
    %952 = llvm.extractelement %951[%73 : i32] : vector<1xf32>
    %953 = llvm.add %880, %17 : i32
    %954 = llvm.getelementptr inbounds %740[%953] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %955 = llvm.load %954 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %956 = llvm.insertelement %955, %20[%73 : i32] : vector<1xi32>
    %957 = llvm.extractelement %956[%73 : i32] : vector<1xi32>
    %958 = llvm.bitcast %957 : i32 to f32
    %959 = llvm.insertelement %958, %19[%73 : i32] : vector<1xf32>
    %960 = llvm.extractelement %959[%73 : i32] : vector<1xf32>
    %961 = llvm.add %880, %16 : i32
    %962 = llvm.getelementptr inbounds %740[%961] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %963 = llvm.load %962 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %964 = llvm.insertelement %963, %20[%73 : i32] : vector<1xi32>
    %965 = llvm.extractelement %964[%73 : i32] : vector<1xi32>
    %966 = llvm.bitcast %965 : i32 to f32
    %967 = llvm.insertelement %966, %19[%73 : i32] : vector<1xf32>
    %968 = llvm.extractelement %967[%73 : i32] : vector<1xf32>
    %969 = llvm.add %880, %15 : i32
    %970 = llvm.getelementptr inbounds %740[%969] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %971 = llvm.load %970 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %972 = llvm.insertelement %971, %20[%73 : i32] : vector<1xi32>
    %973 = llvm.extractelement %972[%73 : i32] : vector<1xi32>
    %974 = llvm.bitcast %973 : i32 to f32
    %975 = llvm.insertelement %974, %19[%73 : i32] : vector<1xf32>
    %976 = llvm.extractelement %975[%73 : i32] : vector<1xf32>
    %977 = llvm.add %880, %14 : i32
    %978 = llvm.getelementptr inbounds %740[%977] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %979 = llvm.load %978 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %980 = llvm.insertelement %979, %20[%73 : i32] : vector<1xi32>
    %981 = llvm.extractelement %980[%73 : i32] : vector<1xi32>
    %982 = llvm.bitcast %981 : i32 to f32
    %983 = llvm.insertelement %982, %19[%73 : i32] : vector<1xf32>
    %984 = llvm.extractelement %983[%73 : i32] : vector<1xf32>
    %985 = llvm.add %880, %13 : i32
    %986 = llvm.getelementptr inbounds %740[%985] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %987 = llvm.load %986 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %988 = llvm.insertelement %987, %20[%73 : i32] : vector<1xi32>
    %989 = llvm.extractelement %988[%73 : i32] : vector<1xi32>
    %990 = llvm.bitcast %989 : i32 to f32
    %991 = llvm.insertelement %990, %19[%73 : i32] : vector<1xf32>
    %992 = llvm.extractelement %991[%73 : i32] : vector<1xf32>
    %993 = llvm.add %880, %12 : i32
    %994 = llvm.getelementptr inbounds %740[%993] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %995 = llvm.load %994 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %996 = llvm.insertelement %995, %20[%73 : i32] : vector<1xi32>
    %997 = llvm.extractelement %996[%73 : i32] : vector<1xi32>
    %998 = llvm.bitcast %997 : i32 to f32
    %999 = llvm.insertelement %998, %19[%73 : i32] : vector<1xf32>
    %1000 = llvm.extractelement %999[%73 : i32] : vector<1xf32>
    %1001 = llvm.add %880, %11 : i32
    %1002 = llvm.getelementptr inbounds %740[%1001] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1003 = llvm.load %1002 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %1004 = llvm.insertelement %1003, %20[%73 : i32] : vector<1xi32>
    %1005 = llvm.extractelement %1004[%73 : i32] : vector<1xi32>
    %1006 = llvm.bitcast %1005 : i32 to f32
    %1007 = llvm.insertelement %1006, %19[%73 : i32] : vector<1xf32>
    %1008 = llvm.extractelement %1007[%73 : i32] : vector<1xf32>
    %1009 = llvm.xor %750, %72 : i32
    %1010 = llvm.add %1009, %73 : i32
    %1011 = llvm.getelementptr inbounds %740[%1010] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1012 = llvm.load %1011 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %1013 = llvm.insertelement %1012, %20[%73 : i32] : vector<1xi32>
    %1014 = llvm.extractelement %1013[%73 : i32] : vector<1xi32>
    %1015 = llvm.bitcast %1014 : i32 to f32
    %1016 = llvm.insertelement %1015, %19[%73 : i32] : vector<1xf32>
    %1017 = llvm.extractelement %1016[%73 : i32] : vector<1xf32>
    %1018 = llvm.add %1009, %31 : i32
    %1019 = llvm.getelementptr inbounds %740[%1018] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1020 = llvm.load %1019 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %1021 = llvm.insertelement %1020, %20[%73 : i32] : vector<1xi32>
    %1022 = llvm.extractelement %1021[%73 : i32] : vector<1xi32>
    %1023 = llvm.bitcast %1022 : i32 to f32
    %1024 = llvm.insertelement %1023, %19[%73 : i32] : vector<1xf32>
    %1025 = llvm.extractelement %1024[%73 : i32] : vector<1xf32>
    %1026 = llvm.add %1009, %32 : i32
    %1027 = llvm.getelementptr inbounds %740[%1026] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1028 = llvm.load %1027 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %1029 = llvm.insertelement %1028, %20[%73 : i32] : vector<1xi32>
    %1030 = llvm.extractelement %1029[%73 : i32] : vector<1xi32>
    %1031 = llvm.bitcast %1030 : i32 to f32
    %1032 = llvm.insertelement %1031, %19[%73 : i32] : vector<1xf32>
    %1033 = llvm.extractelement %1032[%73 : i32] : vector<1xf32>
    %1034 = llvm.add %1009, %30 : i32
    %1035 = llvm.getelementptr inbounds %740[%1034] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1036 = llvm.load %1035 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %1037 = llvm.insertelement %1036, %20[%73 : i32] : vector<1xi32>
    %1038 = llvm.extractelement %1037[%73 : i32] : vector<1xi32>
    %1039 = llvm.bitcast %1038 : i32 to f32
    %1040 = llvm.insertelement %1039, %19[%73 : i32] : vector<1xf32>
    %1041 = llvm.extractelement %1040[%73 : i32] : vector<1xf32>
    %1042 = llvm.add %1009, %29 : i32
    %1043 = llvm.getelementptr inbounds %740[%1042] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1044 = llvm.load %1043 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %1045 = llvm.insertelement %1044, %20[%73 : i32] : vector<1xi32>
    %1046 = llvm.extractelement %1045[%73 : i32] : vector<1xi32>
    %1047 = llvm.bitcast %1046 : i32 to f32
    %1048 = llvm.insertelement %1047, %19[%73 : i32] : vector<1xf32>
    %1049 = llvm.extractelement %1048[%73 : i32] : vector<1xf32>
    %1050 = llvm.add %1009, %28 : i32
    %1051 = llvm.getelementptr inbounds %740[%1050] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1052 = llvm.load %1051 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %1053 = llvm.insertelement %1052, %20[%73 : i32] : vector<1xi32>
    %1054 = llvm.extractelement %1053[%73 : i32] : vector<1xi32>
    %1055 = llvm.bitcast %1054 : i32 to f32
    %1056 = llvm.insertelement %1055, %19[%73 : i32] : vector<1xf32>
    %1057 = llvm.extractelement %1056[%73 : i32] : vector<1xf32>
    %1058 = llvm.add %1009, %27 : i32
    %1059 = llvm.getelementptr inbounds %740[%1058] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1060 = llvm.load %1059 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %1061 = llvm.insertelement %1060, %20[%73 : i32] : vector<1xi32>
    %1062 = llvm.extractelement %1061[%73 : i32] : vector<1xi32>
    %1063 = llvm.bitcast %1062 : i32 to f32
    %1064 = llvm.insertelement %1063, %19[%73 : i32] : vector<1xf32>
    %1065 = llvm.extractelement %1064[%73 : i32] : vector<1xf32>
    %1066 = llvm.add %1009, %26 : i32
    %1067 = llvm.getelementptr inbounds %740[%1066] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1068 = llvm.load %1067 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %1069 = llvm.insertelement %1068, %20[%73 : i32] : vector<1xi32>
    %1070 = llvm.extractelement %1069[%73 : i32] : vector<1xi32>
    %1071 = llvm.bitcast %1070 : i32 to f32
    %1072 = llvm.insertelement %1071, %19[%73 : i32] : vector<1xf32>
    %1073 = llvm.extractelement %1072[%73 : i32] : vector<1xf32>
    %1074 = llvm.add %1009, %18 : i32
    %1075 = llvm.getelementptr inbounds %740[%1074] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1076 = llvm.load %1075 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %1077 = llvm.insertelement %1076, %20[%73 : i32] : vector<1xi32>
    %1078 = llvm.extractelement %1077[%73 : i32] : vector<1xi32>
    %1079 = llvm.bitcast %1078 : i32 to f32
    %1080 = llvm.insertelement %1079, %19[%73 : i32] : vector<1xf32>
    %1081 = llvm.extractelement %1080[%73 : i32] : vector<1xf32>
    %1082 = llvm.add %1009, %17 : i32
    %1083 = llvm.getelementptr inbounds %740[%1082] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1084 = llvm.load %1083 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %1085 = llvm.insertelement %1084, %20[%73 : i32] : vector<1xi32>
    %1086 = llvm.extractelement %1085[%73 : i32] : vector<1xi32>
    %1087 = llvm.bitcast %1086 : i32 to f32
    %1088 = llvm.insertelement %1087, %19[%73 : i32] : vector<1xf32>
    %1089 = llvm.extractelement %1088[%73 : i32] : vector<1xf32>
    %1090 = llvm.add %1009, %16 : i32
    %1091 = llvm.getelementptr inbounds %740[%1090] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1092 = llvm.load %1091 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %1093 = llvm.insertelement %1092, %20[%73 : i32] : vector<1xi32>
    %1094 = llvm.extractelement %1093[%73 : i32] : vector<1xi32>
    %1095 = llvm.bitcast %1094 : i32 to f32
    %1096 = llvm.insertelement %1095, %19[%73 : i32] : vector<1xf32>
    %1097 = llvm.extractelement %1096[%73 : i32] : vector<1xf32>
    %1098 = llvm.add %1009, %15 : i32
    %1099 = llvm.getelementptr inbounds %740[%1098] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1100 = llvm.load %1099 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %1101 = llvm.insertelement %1100, %20[%73 : i32] : vector<1xi32>
    %1102 = llvm.extractelement %1101[%73 : i32] : vector<1xi32>
    %1103 = llvm.bitcast %1102 : i32 to f32
    %1104 = llvm.insertelement %1103, %19[%73 : i32] : vector<1xf32>
    %1105 = llvm.extractelement %1104[%73 : i32] : vector<1xf32>
    %1106 = llvm.add %1009, %14 : i32
    %1107 = llvm.getelementptr inbounds %740[%1106] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1108 = llvm.load %1107 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %1109 = llvm.insertelement %1108, %20[%73 : i32] : vector<1xi32>
    %1110 = llvm.extractelement %1109[%73 : i32] : vector<1xi32>
    %1111 = llvm.bitcast %1110 : i32 to f32
    %1112 = llvm.insertelement %1111, %19[%73 : i32] : vector<1xf32>
    %1113 = llvm.extractelement %1112[%73 : i32] : vector<1xf32>
    %1114 = llvm.add %1009, %13 : i32
    %1115 = llvm.getelementptr inbounds %740[%1114] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1116 = llvm.load %1115 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %1117 = llvm.insertelement %1116, %20[%73 : i32] : vector<1xi32>
    %1118 = llvm.extractelement %1117[%73 : i32] : vector<1xi32>
    %1119 = llvm.bitcast %1118 : i32 to f32
    %1120 = llvm.insertelement %1119, %19[%73 : i32] : vector<1xf32>
    %1121 = llvm.extractelement %1120[%73 : i32] : vector<1xf32>
    %1122 = llvm.add %1009, %12 : i32
    %1123 = llvm.getelementptr inbounds %740[%1122] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1124 = llvm.load %1123 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %1125 = llvm.insertelement %1124, %20[%73 : i32] : vector<1xi32>
    %1126 = llvm.extractelement %1125[%73 : i32] : vector<1xi32>
    %1127 = llvm.bitcast %1126 : i32 to f32
    %1128 = llvm.insertelement %1127, %19[%73 : i32] : vector<1xf32>
    %1129 = llvm.extractelement %1128[%73 : i32] : vector<1xf32>
    %1130 = llvm.add %1009, %11 : i32
    %1131 = llvm.getelementptr inbounds %740[%1130] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1132 = llvm.load %1131 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %1133 = llvm.insertelement %1132, %20[%73 : i32] : vector<1xi32>
    %1134 = llvm.extractelement %1133[%73 : i32] : vector<1xi32>
    %1135 = llvm.bitcast %1134 : i32 to f32
    %1136 = llvm.insertelement %1135, %19[%73 : i32] : vector<1xf32>
    %1137 = llvm.extractelement %1136[%73 : i32] : vector<1xf32>
    %1138 = llvm.xor %750, %65 : i32
    %1139 = llvm.add %1138, %73 : i32
    %1140 = llvm.getelementptr inbounds %740[%1139] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1141 = llvm.load %1140 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %1142 = llvm.insertelement %1141, %20[%73 : i32] : vector<1xi32>
    %1143 = llvm.extractelement %1142[%73 : i32] : vector<1xi32>
    %1144 = llvm.bitcast %1143 : i32 to f32
    %1145 = llvm.insertelement %1144, %19[%73 : i32] : vector<1xf32>
    %1146 = llvm.extractelement %1145[%73 : i32] : vector<1xf32>
    %1147 = llvm.add %1138, %31 : i32
    %1148 = llvm.getelementptr inbounds %740[%1147] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1149 = llvm.load %1148 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %1150 = llvm.insertelement %1149, %20[%73 : i32] : vector<1xi32>
    %1151 = llvm.extractelement %1150[%73 : i32] : vector<1xi32>
    %1152 = llvm.bitcast %1151 : i32 to f32
    %1153 = llvm.insertelement %1152, %19[%73 : i32] : vector<1xf32>
    %1154 = llvm.extractelement %1153[%73 : i32] : vector<1xf32>
    %1155 = llvm.add %1138, %32 : i32
    %1156 = llvm.getelementptr inbounds %740[%1155] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1157 = llvm.load %1156 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %1158 = llvm.insertelement %1157, %20[%73 : i32] : vector<1xi32>
    %1159 = llvm.extractelement %1158[%73 : i32] : vector<1xi32>
    %1160 = llvm.bitcast %1159 : i32 to f32
    %1161 = llvm.insertelement %1160, %19[%73 : i32] : vector<1xf32>
    %1162 = llvm.extractelement %1161[%73 : i32] : vector<1xf32>
    %1163 = llvm.add %1138, %30 : i32
    %1164 = llvm.getelementptr inbounds %740[%1163] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1165 = llvm.load %1164 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %1166 = llvm.insertelement %1165, %20[%73 : i32] : vector<1xi32>
    %1167 = llvm.extractelement %1166[%73 : i32] : vector<1xi32>
    %1168 = llvm.bitcast %1167 : i32 to f32
    %1169 = llvm.insertelement %1168, %19[%73 : i32] : vector<1xf32>
    %1170 = llvm.extractelement %1169[%73 : i32] : vector<1xf32>
    %1171 = llvm.add %1138, %29 : i32
    %1172 = llvm.getelementptr inbounds %740[%1171] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1173 = llvm.load %1172 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %1174 = llvm.insertelement %1173, %20[%73 : i32] : vector<1xi32>
    %1175 = llvm.extractelement %1174[%73 : i32] : vector<1xi32>
    %1176 = llvm.bitcast %1175 : i32 to f32
    %1177 = llvm.insertelement %1176, %19[%73 : i32] : vector<1xf32>
    %1178 = llvm.extractelement %1177[%73 : i32] : vector<1xf32>
    %1179 = llvm.add %1138, %28 : i32
    %1180 = llvm.getelementptr inbounds %740[%1179] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1181 = llvm.load %1180 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %1182 = llvm.insertelement %1181, %20[%73 : i32] : vector<1xi32>
    %1183 = llvm.extractelement %1182[%73 : i32] : vector<1xi32>
    %1184 = llvm.bitcast %1183 : i32 to f32
    %1185 = llvm.insertelement %1184, %19[%73 : i32] : vector<1xf32>
    %1186 = llvm.extractelement %1185[%73 : i32] : vector<1xf32>
    %1187 = llvm.add %1138, %27 : i32
    %1188 = llvm.getelementptr inbounds %740[%1187] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1189 = llvm.load %1188 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %1190 = llvm.insertelement %1189, %20[%73 : i32] : vector<1xi32>
    %1191 = llvm.extractelement %1190[%73 : i32] : vector<1xi32>
    %1192 = llvm.bitcast %1191 : i32 to f32
    %1193 = llvm.insertelement %1192, %19[%73 : i32] : vector<1xf32>
    %1194 = llvm.extractelement %1193[%73 : i32] : vector<1xf32>
    %1195 = llvm.add %1138, %26 : i32
    %1196 = llvm.getelementptr inbounds %740[%1195] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1197 = llvm.load %1196 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %1198 = llvm.insertelement %1197, %20[%73 : i32] : vector<1xi32>
    %1199 = llvm.extractelement %1198[%73 : i32] : vector<1xi32>
    %1200 = llvm.bitcast %1199 : i32 to f32
    %1201 = llvm.insertelement %1200, %19[%73 : i32] : vector<1xf32>
    %1202 = llvm.extractelement %1201[%73 : i32] : vector<1xf32>
    %1203 = llvm.add %1138, %18 : i32
    %1204 = llvm.getelementptr inbounds %740[%1203] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1205 = llvm.load %1204 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %1206 = llvm.insertelement %1205, %20[%73 : i32] : vector<1xi32>
    %1207 = llvm.extractelement %1206[%73 : i32] : vector<1xi32>
    %1208 = llvm.bitcast %1207 : i32 to f32
    %1209 = llvm.insertelement %1208, %19[%73 : i32] : vector<1xf32>
    %1210 = llvm.extractelement %1209[%73 : i32] : vector<1xf32>
    %1211 = llvm.add %1138, %17 : i32
    %1212 = llvm.getelementptr inbounds %740[%1211] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1213 = llvm.load %1212 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %1214 = llvm.insertelement %1213, %20[%73 : i32] : vector<1xi32>
    %1215 = llvm.extractelement %1214[%73 : i32] : vector<1xi32>
    %1216 = llvm.bitcast %1215 : i32 to f32
    %1217 = llvm.insertelement %1216, %19[%73 : i32] : vector<1xf32>
    %1218 = llvm.extractelement %1217[%73 : i32] : vector<1xf32>
    %1219 = llvm.add %1138, %16 : i32
    %1220 = llvm.getelementptr inbounds %740[%1219] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1221 = llvm.load %1220 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %1222 = llvm.insertelement %1221, %20[%73 : i32] : vector<1xi32>
    %1223 = llvm.extractelement %1222[%73 : i32] : vector<1xi32>
    %1224 = llvm.bitcast %1223 : i32 to f32
    %1225 = llvm.insertelement %1224, %19[%73 : i32] : vector<1xf32>
    %1226 = llvm.extractelement %1225[%73 : i32] : vector<1xf32>
    %1227 = llvm.add %1138, %15 : i32
    %1228 = llvm.getelementptr inbounds %740[%1227] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1229 = llvm.load %1228 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %1230 = llvm.insertelement %1229, %20[%73 : i32] : vector<1xi32>
    %1231 = llvm.extractelement %1230[%73 : i32] : vector<1xi32>
    %1232 = llvm.bitcast %1231 : i32 to f32
    %1233 = llvm.insertelement %1232, %19[%73 : i32] : vector<1xf32>
    %1234 = llvm.extractelement %1233[%73 : i32] : vector<1xf32>
    %1235 = llvm.add %1138, %14 : i32
    %1236 = llvm.getelementptr inbounds %740[%1235] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1237 = llvm.load %1236 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %1238 = llvm.insertelement %1237, %20[%73 : i32] : vector<1xi32>
    %1239 = llvm.extractelement %1238[%73 : i32] : vector<1xi32>
    %1240 = llvm.bitcast %1239 : i32 to f32
    %1241 = llvm.insertelement %1240, %19[%73 : i32] : vector<1xf32>
    %1242 = llvm.extractelement %1241[%73 : i32] : vector<1xf32>
    %1243 = llvm.add %1138, %13 : i32
    %1244 = llvm.getelementptr inbounds %740[%1243] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1245 = llvm.load %1244 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %1246 = llvm.insertelement %1245, %20[%73 : i32] : vector<1xi32>
    %1247 = llvm.extractelement %1246[%73 : i32] : vector<1xi32>
    %1248 = llvm.bitcast %1247 : i32 to f32
    %1249 = llvm.insertelement %1248, %19[%73 : i32] : vector<1xf32>
    %1250 = llvm.extractelement %1249[%73 : i32] : vector<1xf32>
    %1251 = llvm.add %1138, %12 : i32
    %1252 = llvm.getelementptr inbounds %740[%1251] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1253 = llvm.load %1252 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %1254 = llvm.insertelement %1253, %20[%73 : i32] : vector<1xi32>
    %1255 = llvm.extractelement %1254[%73 : i32] : vector<1xi32>
    %1256 = llvm.bitcast %1255 : i32 to f32
    %1257 = llvm.insertelement %1256, %19[%73 : i32] : vector<1xf32>
    %1258 = llvm.extractelement %1257[%73 : i32] : vector<1xf32>
    %1259 = llvm.add %1138, %11 : i32
    %1260 = llvm.getelementptr inbounds %740[%1259] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1261 = llvm.load %1260 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %1262 = llvm.insertelement %1261, %20[%73 : i32] : vector<1xi32>
    %1263 = llvm.extractelement %1262[%73 : i32] : vector<1xi32>
    %1264 = llvm.bitcast %1263 : i32 to f32
    %1265 = llvm.insertelement %1264, %19[%73 : i32] : vector<1xf32>
    %1266 = llvm.extractelement %1265[%73 : i32] : vector<1xf32>
    %1267 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %685 : (f32) -> f32
    %1268 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %687 : (f32) -> f32
    %1269 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %689 : (f32) -> f32
    %1270 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %691 : (f32) -> f32
    %1271 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %701 : (f32) -> f32
    %1272 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %703 : (f32) -> f32
    %1273 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %705 : (f32) -> f32
    %1274 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %707 : (f32) -> f32
    %1275 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %717 : (f32) -> f32
    %1276 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %719 : (f32) -> f32
    %1277 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %721 : (f32) -> f32
    %1278 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %723 : (f32) -> f32
    %1279 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %733 : (f32) -> f32
    %1280 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %735 : (f32) -> f32
    %1281 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %737 : (f32) -> f32
    %1282 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %739 : (f32) -> f32
    %1283 = llvm.fsub %685, %1267 : f32
    %1284 = llvm.fsub %687, %1268 : f32
    %1285 = llvm.fsub %689, %1269 : f32
    %1286 = llvm.fsub %691, %1270 : f32
    %1287 = llvm.fsub %701, %1271 : f32
    %1288 = llvm.fsub %703, %1272 : f32
    %1289 = llvm.fsub %705, %1273 : f32
    %1290 = llvm.fsub %707, %1274 : f32
    %1291 = llvm.fsub %717, %1275 : f32
    %1292 = llvm.fsub %719, %1276 : f32
    %1293 = llvm.fsub %721, %1277 : f32
    %1294 = llvm.fsub %723, %1278 : f32
    %1295 = llvm.fsub %733, %1279 : f32
    %1296 = llvm.fsub %735, %1280 : f32
    %1297 = llvm.fsub %737, %1281 : f32
    %1298 = llvm.fsub %739, %1282 : f32
    %1299 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %759 : (f32) -> f32
    %1300 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %767 : (f32) -> f32
    %1301 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %775 : (f32) -> f32
    %1302 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %783 : (f32) -> f32
    %1303 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %791 : (f32) -> f32
    %1304 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %799 : (f32) -> f32
    %1305 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %807 : (f32) -> f32
    %1306 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %815 : (f32) -> f32
    %1307 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %888 : (f32) -> f32
    %1308 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %896 : (f32) -> f32
    %1309 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %904 : (f32) -> f32
    %1310 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %912 : (f32) -> f32
    %1311 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %920 : (f32) -> f32
    %1312 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %928 : (f32) -> f32
    %1313 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %936 : (f32) -> f32
    %1314 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %944 : (f32) -> f32
    %1315 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %1017 : (f32) -> f32
    %1316 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %1025 : (f32) -> f32
    %1317 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %1033 : (f32) -> f32
    %1318 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %1041 : (f32) -> f32
    %1319 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %1049 : (f32) -> f32
    %1320 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %1057 : (f32) -> f32
    %1321 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %1065 : (f32) -> f32
    %1322 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %1073 : (f32) -> f32
    %1323 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %1146 : (f32) -> f32
    %1324 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %1154 : (f32) -> f32
    %1325 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %1162 : (f32) -> f32
    %1326 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %1170 : (f32) -> f32
    %1327 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %1178 : (f32) -> f32
    %1328 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %1186 : (f32) -> f32
    %1329 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %1194 : (f32) -> f32
    %1330 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %1202 : (f32) -> f32
    %1331 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %823 : (f32) -> f32
    %1332 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %831 : (f32) -> f32
    %1333 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %839 : (f32) -> f32
    %1334 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %847 : (f32) -> f32
    %1335 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %855 : (f32) -> f32
    %1336 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %863 : (f32) -> f32
    %1337 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %871 : (f32) -> f32
    %1338 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %879 : (f32) -> f32
    %1339 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %952 : (f32) -> f32
    %1340 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %960 : (f32) -> f32
    %1341 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %968 : (f32) -> f32
    %1342 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %976 : (f32) -> f32
    %1343 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %984 : (f32) -> f32
    %1344 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %992 : (f32) -> f32
    %1345 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %1000 : (f32) -> f32
    %1346 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %1008 : (f32) -> f32
    %1347 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %1081 : (f32) -> f32
    %1348 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %1089 : (f32) -> f32
    %1349 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %1097 : (f32) -> f32
    %1350 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %1105 : (f32) -> f32
    %1351 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %1113 : (f32) -> f32
    %1352 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %1121 : (f32) -> f32
    %1353 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %1129 : (f32) -> f32
    %1354 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %1137 : (f32) -> f32
    %1355 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %1210 : (f32) -> f32
    %1356 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %1218 : (f32) -> f32
    %1357 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %1226 : (f32) -> f32
    %1358 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %1234 : (f32) -> f32
    %1359 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %1242 : (f32) -> f32
    %1360 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %1250 : (f32) -> f32
    %1361 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %1258 : (f32) -> f32
    %1362 = llvm.inline_asm asm_dialect = att "cvt.rna.tf32.f32 $0, $1;", "=r,r" %1266 : (f32) -> f32
    %1363 = llvm.fsub %759, %1299 : f32
    %1364 = llvm.fsub %767, %1300 : f32
    %1365 = llvm.fsub %775, %1301 : f32
    %1366 = llvm.fsub %783, %1302 : f32
    %1367 = llvm.fsub %791, %1303 : f32
    %1368 = llvm.fsub %799, %1304 : f32
    %1369 = llvm.fsub %807, %1305 : f32
    %1370 = llvm.fsub %815, %1306 : f32
    %1371 = llvm.fsub %888, %1307 : f32
    %1372 = llvm.fsub %896, %1308 : f32
    %1373 = llvm.fsub %904, %1309 : f32
    %1374 = llvm.fsub %912, %1310 : f32
    %1375 = llvm.fsub %920, %1311 : f32
    %1376 = llvm.fsub %928, %1312 : f32
    %1377 = llvm.fsub %936, %1313 : f32
    %1378 = llvm.fsub %944, %1314 : f32
    %1379 = llvm.fsub %1017, %1315 : f32
    %1380 = llvm.fsub %1025, %1316 : f32
    %1381 = llvm.fsub %1033, %1317 : f32
    %1382 = llvm.fsub %1041, %1318 : f32
    %1383 = llvm.fsub %1049, %1319 : f32
    %1384 = llvm.fsub %1057, %1320 : f32
    %1385 = llvm.fsub %1065, %1321 : f32
    %1386 = llvm.fsub %1073, %1322 : f32
    %1387 = llvm.fsub %1146, %1323 : f32
    %1388 = llvm.fsub %1154, %1324 : f32
    %1389 = llvm.fsub %1162, %1325 : f32
    %1390 = llvm.fsub %1170, %1326 : f32
    %1391 = llvm.fsub %1178, %1327 : f32
    %1392 = llvm.fsub %1186, %1328 : f32
    %1393 = llvm.fsub %1194, %1329 : f32
    %1394 = llvm.fsub %1202, %1330 : f32
    %1395 = llvm.fsub %823, %1331 : f32
    %1396 = llvm.fsub %831, %1332 : f32
    %1397 = llvm.fsub %839, %1333 : f32
    %1398 = llvm.fsub %847, %1334 : f32
    %1399 = llvm.fsub %855, %1335 : f32
    %1400 = llvm.fsub %863, %1336 : f32
    %1401 = llvm.fsub %871, %1337 : f32
    %1402 = llvm.fsub %879, %1338 : f32
    %1403 = llvm.fsub %952, %1339 : f32
    %1404 = llvm.fsub %960, %1340 : f32
    %1405 = llvm.fsub %968, %1341 : f32
    %1406 = llvm.fsub %976, %1342 : f32
    %1407 = llvm.fsub %984, %1343 : f32
    %1408 = llvm.fsub %992, %1344 : f32
    %1409 = llvm.fsub %1000, %1345 : f32
    %1410 = llvm.fsub %1008, %1346 : f32
    %1411 = llvm.fsub %1081, %1347 : f32
    %1412 = llvm.fsub %1089, %1348 : f32
    %1413 = llvm.fsub %1097, %1349 : f32
    %1414 = llvm.fsub %1105, %1350 : f32
    %1415 = llvm.fsub %1113, %1351 : f32
    %1416 = llvm.fsub %1121, %1352 : f32
    %1417 = llvm.fsub %1129, %1353 : f32
    %1418 = llvm.fsub %1137, %1354 : f32
    %1419 = llvm.fsub %1210, %1355 : f32
    %1420 = llvm.fsub %1218, %1356 : f32
    %1421 = llvm.fsub %1226, %1357 : f32
    %1422 = llvm.fsub %1234, %1358 : f32
    %1423 = llvm.fsub %1242, %1359 : f32
    %1424 = llvm.fsub %1250, %1360 : f32
    %1425 = llvm.fsub %1258, %1361 : f32
    %1426 = llvm.fsub %1266, %1362 : f32
    %1427 = llvm.insertelement %1283, %19[%73 : i32] : vector<1xf32>
    %1428 = llvm.bitcast %1427 : vector<1xf32> to i32
    %1429 = llvm.insertelement %1284, %19[%73 : i32] : vector<1xf32>
    %1430 = llvm.bitcast %1429 : vector<1xf32> to i32
    %1431 = llvm.insertelement %1285, %19[%73 : i32] : vector<1xf32>
    %1432 = llvm.bitcast %1431 : vector<1xf32> to i32
    %1433 = llvm.insertelement %1286, %19[%73 : i32] : vector<1xf32>
    %1434 = llvm.bitcast %1433 : vector<1xf32> to i32
    %1435 = llvm.insertelement %1287, %19[%73 : i32] : vector<1xf32>
    %1436 = llvm.bitcast %1435 : vector<1xf32> to i32
    %1437 = llvm.insertelement %1288, %19[%73 : i32] : vector<1xf32>
    %1438 = llvm.bitcast %1437 : vector<1xf32> to i32
    %1439 = llvm.insertelement %1289, %19[%73 : i32] : vector<1xf32>
    %1440 = llvm.bitcast %1439 : vector<1xf32> to i32
    %1441 = llvm.insertelement %1290, %19[%73 : i32] : vector<1xf32>
    %1442 = llvm.bitcast %1441 : vector<1xf32> to i32
    %1443 = llvm.insertelement %1291, %19[%73 : i32] : vector<1xf32>
    %1444 = llvm.bitcast %1443 : vector<1xf32> to i32
    %1445 = llvm.insertelement %1292, %19[%73 : i32] : vector<1xf32>
    %1446 = llvm.bitcast %1445 : vector<1xf32> to i32
    %1447 = llvm.insertelement %1293, %19[%73 : i32] : vector<1xf32>
    %1448 = llvm.bitcast %1447 : vector<1xf32> to i32
    %1449 = llvm.insertelement %1294, %19[%73 : i32] : vector<1xf32>
    %1450 = llvm.bitcast %1449 : vector<1xf32> to i32
    %1451 = llvm.insertelement %1295, %19[%73 : i32] : vector<1xf32>
    %1452 = llvm.bitcast %1451 : vector<1xf32> to i32
    %1453 = llvm.insertelement %1296, %19[%73 : i32] : vector<1xf32>
    %1454 = llvm.bitcast %1453 : vector<1xf32> to i32
    %1455 = llvm.insertelement %1297, %19[%73 : i32] : vector<1xf32>
    %1456 = llvm.bitcast %1455 : vector<1xf32> to i32
    %1457 = llvm.insertelement %1298, %19[%73 : i32] : vector<1xf32>
    %1458 = llvm.bitcast %1457 : vector<1xf32> to i32
    %1459 = llvm.insertelement %1299, %19[%73 : i32] : vector<1xf32>
    %1460 = llvm.bitcast %1459 : vector<1xf32> to i32
    %1461 = llvm.insertelement %1300, %19[%73 : i32] : vector<1xf32>
    %1462 = llvm.bitcast %1461 : vector<1xf32> to i32
    %1463 = llvm.insertelement %1301, %19[%73 : i32] : vector<1xf32>
    %1464 = llvm.bitcast %1463 : vector<1xf32> to i32
    %1465 = llvm.insertelement %1302, %19[%73 : i32] : vector<1xf32>
    %1466 = llvm.bitcast %1465 : vector<1xf32> to i32
    %1467 = llvm.insertelement %1303, %19[%73 : i32] : vector<1xf32>
    %1468 = llvm.bitcast %1467 : vector<1xf32> to i32
    %1469 = llvm.insertelement %1304, %19[%73 : i32] : vector<1xf32>
    %1470 = llvm.bitcast %1469 : vector<1xf32> to i32
    %1471 = llvm.insertelement %1305, %19[%73 : i32] : vector<1xf32>
    %1472 = llvm.bitcast %1471 : vector<1xf32> to i32
    %1473 = llvm.insertelement %1306, %19[%73 : i32] : vector<1xf32>
    %1474 = llvm.bitcast %1473 : vector<1xf32> to i32
    %1475 = llvm.insertelement %1307, %19[%73 : i32] : vector<1xf32>
    %1476 = llvm.bitcast %1475 : vector<1xf32> to i32
    %1477 = llvm.insertelement %1308, %19[%73 : i32] : vector<1xf32>
    %1478 = llvm.bitcast %1477 : vector<1xf32> to i32
    %1479 = llvm.insertelement %1309, %19[%73 : i32] : vector<1xf32>
    %1480 = llvm.bitcast %1479 : vector<1xf32> to i32
    %1481 = llvm.insertelement %1310, %19[%73 : i32] : vector<1xf32>
    %1482 = llvm.bitcast %1481 : vector<1xf32> to i32
    %1483 = llvm.insertelement %1311, %19[%73 : i32] : vector<1xf32>
    %1484 = llvm.bitcast %1483 : vector<1xf32> to i32
    %1485 = llvm.insertelement %1312, %19[%73 : i32] : vector<1xf32>
    %1486 = llvm.bitcast %1485 : vector<1xf32> to i32
    %1487 = llvm.insertelement %1313, %19[%73 : i32] : vector<1xf32>
    %1488 = llvm.bitcast %1487 : vector<1xf32> to i32
    %1489 = llvm.insertelement %1314, %19[%73 : i32] : vector<1xf32>
    %1490 = llvm.bitcast %1489 : vector<1xf32> to i32
    %1491 = llvm.insertelement %1315, %19[%73 : i32] : vector<1xf32>
    %1492 = llvm.bitcast %1491 : vector<1xf32> to i32
    %1493 = llvm.insertelement %1316, %19[%73 : i32] : vector<1xf32>
    %1494 = llvm.bitcast %1493 : vector<1xf32> to i32
    %1495 = llvm.insertelement %1317, %19[%73 : i32] : vector<1xf32>
    %1496 = llvm.bitcast %1495 : vector<1xf32> to i32
    %1497 = llvm.insertelement %1318, %19[%73 : i32] : vector<1xf32>
    %1498 = llvm.bitcast %1497 : vector<1xf32> to i32
    %1499 = llvm.insertelement %1319, %19[%73 : i32] : vector<1xf32>
    %1500 = llvm.bitcast %1499 : vector<1xf32> to i32
    %1501 = llvm.insertelement %1320, %19[%73 : i32] : vector<1xf32>
    %1502 = llvm.bitcast %1501 : vector<1xf32> to i32
    %1503 = llvm.insertelement %1321, %19[%73 : i32] : vector<1xf32>
    %1504 = llvm.bitcast %1503 : vector<1xf32> to i32
    %1505 = llvm.insertelement %1322, %19[%73 : i32] : vector<1xf32>
    %1506 = llvm.bitcast %1505 : vector<1xf32> to i32
    %1507 = llvm.insertelement %1323, %19[%73 : i32] : vector<1xf32>
    %1508 = llvm.bitcast %1507 : vector<1xf32> to i32
    %1509 = llvm.insertelement %1324, %19[%73 : i32] : vector<1xf32>
    %1510 = llvm.bitcast %1509 : vector<1xf32> to i32
    %1511 = llvm.insertelement %1325, %19[%73 : i32] : vector<1xf32>
    %1512 = llvm.bitcast %1511 : vector<1xf32> to i32
    %1513 = llvm.insertelement %1326, %19[%73 : i32] : vector<1xf32>
    %1514 = llvm.bitcast %1513 : vector<1xf32> to i32
    %1515 = llvm.insertelement %1327, %19[%73 : i32] : vector<1xf32>
    %1516 = llvm.bitcast %1515 : vector<1xf32> to i32
    %1517 = llvm.insertelement %1328, %19[%73 : i32] : vector<1xf32>
    %1518 = llvm.bitcast %1517 : vector<1xf32> to i32
    %1519 = llvm.insertelement %1329, %19[%73 : i32] : vector<1xf32>
    %1520 = llvm.bitcast %1519 : vector<1xf32> to i32
    %1521 = llvm.insertelement %1330, %19[%73 : i32] : vector<1xf32>
    %1522 = llvm.bitcast %1521 : vector<1xf32> to i32
    %1523 = llvm.insertelement %1331, %19[%73 : i32] : vector<1xf32>
    %1524 = llvm.bitcast %1523 : vector<1xf32> to i32
    %1525 = llvm.insertelement %1332, %19[%73 : i32] : vector<1xf32>
    %1526 = llvm.bitcast %1525 : vector<1xf32> to i32
    %1527 = llvm.insertelement %1333, %19[%73 : i32] : vector<1xf32>
    %1528 = llvm.bitcast %1527 : vector<1xf32> to i32
    %1529 = llvm.insertelement %1334, %19[%73 : i32] : vector<1xf32>
    %1530 = llvm.bitcast %1529 : vector<1xf32> to i32
    %1531 = llvm.insertelement %1335, %19[%73 : i32] : vector<1xf32>
    %1532 = llvm.bitcast %1531 : vector<1xf32> to i32
    %1533 = llvm.insertelement %1336, %19[%73 : i32] : vector<1xf32>
    %1534 = llvm.bitcast %1533 : vector<1xf32> to i32
    %1535 = llvm.insertelement %1337, %19[%73 : i32] : vector<1xf32>
    %1536 = llvm.bitcast %1535 : vector<1xf32> to i32
    %1537 = llvm.insertelement %1338, %19[%73 : i32] : vector<1xf32>
    %1538 = llvm.bitcast %1537 : vector<1xf32> to i32
    %1539 = llvm.insertelement %1339, %19[%73 : i32] : vector<1xf32>
    %1540 = llvm.bitcast %1539 : vector<1xf32> to i32
    %1541 = llvm.insertelement %1340, %19[%73 : i32] : vector<1xf32>
    %1542 = llvm.bitcast %1541 : vector<1xf32> to i32
    %1543 = llvm.insertelement %1341, %19[%73 : i32] : vector<1xf32>
    %1544 = llvm.bitcast %1543 : vector<1xf32> to i32
    %1545 = llvm.insertelement %1342, %19[%73 : i32] : vector<1xf32>
    %1546 = llvm.bitcast %1545 : vector<1xf32> to i32
    %1547 = llvm.insertelement %1343, %19[%73 : i32] : vector<1xf32>
    %1548 = llvm.bitcast %1547 : vector<1xf32> to i32
    %1549 = llvm.insertelement %1344, %19[%73 : i32] : vector<1xf32>
    %1550 = llvm.bitcast %1549 : vector<1xf32> to i32
    %1551 = llvm.insertelement %1345, %19[%73 : i32] : vector<1xf32>
    %1552 = llvm.bitcast %1551 : vector<1xf32> to i32
    %1553 = llvm.insertelement %1346, %19[%73 : i32] : vector<1xf32>
    %1554 = llvm.bitcast %1553 : vector<1xf32> to i32
    %1555 = llvm.insertelement %1347, %19[%73 : i32] : vector<1xf32>
    %1556 = llvm.bitcast %1555 : vector<1xf32> to i32
    %1557 = llvm.insertelement %1348, %19[%73 : i32] : vector<1xf32>
    %1558 = llvm.bitcast %1557 : vector<1xf32> to i32
    %1559 = llvm.insertelement %1349, %19[%73 : i32] : vector<1xf32>
    %1560 = llvm.bitcast %1559 : vector<1xf32> to i32
    %1561 = llvm.insertelement %1350, %19[%73 : i32] : vector<1xf32>
    %1562 = llvm.bitcast %1561 : vector<1xf32> to i32
    %1563 = llvm.insertelement %1351, %19[%73 : i32] : vector<1xf32>
    %1564 = llvm.bitcast %1563 : vector<1xf32> to i32
    %1565 = llvm.insertelement %1352, %19[%73 : i32] : vector<1xf32>
    %1566 = llvm.bitcast %1565 : vector<1xf32> to i32
    %1567 = llvm.insertelement %1353, %19[%73 : i32] : vector<1xf32>
    %1568 = llvm.bitcast %1567 : vector<1xf32> to i32
    %1569 = llvm.insertelement %1354, %19[%73 : i32] : vector<1xf32>
    %1570 = llvm.bitcast %1569 : vector<1xf32> to i32
    %1571 = llvm.insertelement %1355, %19[%73 : i32] : vector<1xf32>
    %1572 = llvm.bitcast %1571 : vector<1xf32> to i32
    %1573 = llvm.insertelement %1356, %19[%73 : i32] : vector<1xf32>
    %1574 = llvm.bitcast %1573 : vector<1xf32> to i32
    %1575 = llvm.insertelement %1357, %19[%73 : i32] : vector<1xf32>
    %1576 = llvm.bitcast %1575 : vector<1xf32> to i32
    %1577 = llvm.insertelement %1358, %19[%73 : i32] : vector<1xf32>
    %1578 = llvm.bitcast %1577 : vector<1xf32> to i32
    %1579 = llvm.insertelement %1359, %19[%73 : i32] : vector<1xf32>
    %1580 = llvm.bitcast %1579 : vector<1xf32> to i32
    %1581 = llvm.insertelement %1360, %19[%73 : i32] : vector<1xf32>
    %1582 = llvm.bitcast %1581 : vector<1xf32> to i32
    %1583 = llvm.insertelement %1361, %19[%73 : i32] : vector<1xf32>
    %1584 = llvm.bitcast %1583 : vector<1xf32> to i32
    %1585 = llvm.insertelement %1362, %19[%73 : i32] : vector<1xf32>
    %1586 = llvm.bitcast %1585 : vector<1xf32> to i32
    %1587 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %76, %76, %76, %76, %1428, %1430, %1432, %1434, %1460, %1462 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1588 = llvm.extractvalue %1587[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1589 = llvm.extractvalue %1587[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1590 = llvm.extractvalue %1587[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1591 = llvm.extractvalue %1587[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1592 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %76, %76, %76, %76, %1428, %1430, %1432, %1434, %1476, %1478 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1593 = llvm.extractvalue %1592[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1594 = llvm.extractvalue %1592[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1595 = llvm.extractvalue %1592[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1596 = llvm.extractvalue %1592[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1597 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %76, %76, %76, %76, %1428, %1430, %1432, %1434, %1492, %1494 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1598 = llvm.extractvalue %1597[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1599 = llvm.extractvalue %1597[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1600 = llvm.extractvalue %1597[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1601 = llvm.extractvalue %1597[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1602 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %76, %76, %76, %76, %1428, %1430, %1432, %1434, %1508, %1510 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1603 = llvm.extractvalue %1602[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1604 = llvm.extractvalue %1602[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1605 = llvm.extractvalue %1602[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1606 = llvm.extractvalue %1602[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1607 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %76, %76, %76, %76, %1428, %1430, %1432, %1434, %1524, %1526 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1608 = llvm.extractvalue %1607[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1609 = llvm.extractvalue %1607[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1610 = llvm.extractvalue %1607[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1611 = llvm.extractvalue %1607[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1612 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %76, %76, %76, %76, %1428, %1430, %1432, %1434, %1540, %1542 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1613 = llvm.extractvalue %1612[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1614 = llvm.extractvalue %1612[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1615 = llvm.extractvalue %1612[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1616 = llvm.extractvalue %1612[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1617 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %76, %76, %76, %76, %1428, %1430, %1432, %1434, %1556, %1558 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1618 = llvm.extractvalue %1617[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1619 = llvm.extractvalue %1617[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1620 = llvm.extractvalue %1617[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1621 = llvm.extractvalue %1617[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1622 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %76, %76, %76, %76, %1428, %1430, %1432, %1434, %1572, %1574 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1623 = llvm.extractvalue %1622[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1624 = llvm.extractvalue %1622[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1625 = llvm.extractvalue %1622[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1626 = llvm.extractvalue %1622[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1627 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %1588, %1589, %1590, %1591, %1436, %1438, %1440, %1442, %1464, %1466 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1628 = llvm.extractvalue %1627[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1629 = llvm.extractvalue %1627[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1630 = llvm.extractvalue %1627[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1631 = llvm.extractvalue %1627[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1632 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %1593, %1594, %1595, %1596, %1436, %1438, %1440, %1442, %1480, %1482 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1633 = llvm.extractvalue %1632[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1634 = llvm.extractvalue %1632[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1635 = llvm.extractvalue %1632[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1636 = llvm.extractvalue %1632[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1637 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %1598, %1599, %1600, %1601, %1436, %1438, %1440, %1442, %1496, %1498 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1638 = llvm.extractvalue %1637[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1639 = llvm.extractvalue %1637[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1640 = llvm.extractvalue %1637[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1641 = llvm.extractvalue %1637[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1642 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %1603, %1604, %1605, %1606, %1436, %1438, %1440, %1442, %1512, %1514 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1643 = llvm.extractvalue %1642[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1644 = llvm.extractvalue %1642[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1645 = llvm.extractvalue %1642[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1646 = llvm.extractvalue %1642[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1647 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %1608, %1609, %1610, %1611, %1436, %1438, %1440, %1442, %1528, %1530 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1648 = llvm.extractvalue %1647[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1649 = llvm.extractvalue %1647[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1650 = llvm.extractvalue %1647[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1651 = llvm.extractvalue %1647[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1652 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %1613, %1614, %1615, %1616, %1436, %1438, %1440, %1442, %1544, %1546 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1653 = llvm.extractvalue %1652[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1654 = llvm.extractvalue %1652[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1655 = llvm.extractvalue %1652[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1656 = llvm.extractvalue %1652[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1657 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %1618, %1619, %1620, %1621, %1436, %1438, %1440, %1442, %1560, %1562 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1658 = llvm.extractvalue %1657[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1659 = llvm.extractvalue %1657[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1660 = llvm.extractvalue %1657[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1661 = llvm.extractvalue %1657[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1662 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %1623, %1624, %1625, %1626, %1436, %1438, %1440, %1442, %1576, %1578 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1663 = llvm.extractvalue %1662[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1664 = llvm.extractvalue %1662[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1665 = llvm.extractvalue %1662[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1666 = llvm.extractvalue %1662[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1667 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %1628, %1629, %1630, %1631, %1444, %1446, %1448, %1450, %1468, %1470 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1668 = llvm.extractvalue %1667[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1669 = llvm.extractvalue %1667[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1670 = llvm.extractvalue %1667[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1671 = llvm.extractvalue %1667[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1672 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %1633, %1634, %1635, %1636, %1444, %1446, %1448, %1450, %1484, %1486 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1673 = llvm.extractvalue %1672[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1674 = llvm.extractvalue %1672[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1675 = llvm.extractvalue %1672[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1676 = llvm.extractvalue %1672[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1677 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %1638, %1639, %1640, %1641, %1444, %1446, %1448, %1450, %1500, %1502 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1678 = llvm.extractvalue %1677[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1679 = llvm.extractvalue %1677[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1680 = llvm.extractvalue %1677[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1681 = llvm.extractvalue %1677[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1682 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %1643, %1644, %1645, %1646, %1444, %1446, %1448, %1450, %1516, %1518 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1683 = llvm.extractvalue %1682[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1684 = llvm.extractvalue %1682[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1685 = llvm.extractvalue %1682[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1686 = llvm.extractvalue %1682[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1687 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %1648, %1649, %1650, %1651, %1444, %1446, %1448, %1450, %1532, %1534 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1688 = llvm.extractvalue %1687[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1689 = llvm.extractvalue %1687[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1690 = llvm.extractvalue %1687[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1691 = llvm.extractvalue %1687[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1692 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %1653, %1654, %1655, %1656, %1444, %1446, %1448, %1450, %1548, %1550 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1693 = llvm.extractvalue %1692[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1694 = llvm.extractvalue %1692[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1695 = llvm.extractvalue %1692[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1696 = llvm.extractvalue %1692[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1697 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %1658, %1659, %1660, %1661, %1444, %1446, %1448, %1450, %1564, %1566 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1698 = llvm.extractvalue %1697[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1699 = llvm.extractvalue %1697[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1700 = llvm.extractvalue %1697[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1701 = llvm.extractvalue %1697[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1702 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %1663, %1664, %1665, %1666, %1444, %1446, %1448, %1450, %1580, %1582 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1703 = llvm.extractvalue %1702[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1704 = llvm.extractvalue %1702[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1705 = llvm.extractvalue %1702[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1706 = llvm.extractvalue %1702[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1707 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %1668, %1669, %1670, %1671, %1452, %1454, %1456, %1458, %1472, %1474 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1708 = llvm.extractvalue %1707[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1709 = llvm.extractvalue %1707[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1710 = llvm.extractvalue %1707[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1711 = llvm.extractvalue %1707[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1712 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %1673, %1674, %1675, %1676, %1452, %1454, %1456, %1458, %1488, %1490 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1713 = llvm.extractvalue %1712[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1714 = llvm.extractvalue %1712[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1715 = llvm.extractvalue %1712[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1716 = llvm.extractvalue %1712[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1717 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %1678, %1679, %1680, %1681, %1452, %1454, %1456, %1458, %1504, %1506 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1718 = llvm.extractvalue %1717[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1719 = llvm.extractvalue %1717[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1720 = llvm.extractvalue %1717[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1721 = llvm.extractvalue %1717[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1722 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %1683, %1684, %1685, %1686, %1452, %1454, %1456, %1458, %1520, %1522 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1723 = llvm.extractvalue %1722[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1724 = llvm.extractvalue %1722[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1725 = llvm.extractvalue %1722[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1726 = llvm.extractvalue %1722[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1727 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %1688, %1689, %1690, %1691, %1452, %1454, %1456, %1458, %1536, %1538 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1728 = llvm.extractvalue %1727[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1729 = llvm.extractvalue %1727[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1730 = llvm.extractvalue %1727[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1731 = llvm.extractvalue %1727[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1732 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %1693, %1694, %1695, %1696, %1452, %1454, %1456, %1458, %1552, %1554 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1733 = llvm.extractvalue %1732[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1734 = llvm.extractvalue %1732[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1735 = llvm.extractvalue %1732[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1736 = llvm.extractvalue %1732[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1737 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %1698, %1699, %1700, %1701, %1452, %1454, %1456, %1458, %1568, %1570 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1738 = llvm.extractvalue %1737[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1739 = llvm.extractvalue %1737[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1740 = llvm.extractvalue %1737[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1741 = llvm.extractvalue %1737[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1742 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %1703, %1704, %1705, %1706, %1452, %1454, %1456, %1458, %1584, %1586 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1743 = llvm.extractvalue %1742[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1744 = llvm.extractvalue %1742[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1745 = llvm.extractvalue %1742[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1746 = llvm.extractvalue %1742[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1747 = llvm.insertelement %1267, %19[%73 : i32] : vector<1xf32>
    %1748 = llvm.bitcast %1747 : vector<1xf32> to i32
    %1749 = llvm.insertelement %1268, %19[%73 : i32] : vector<1xf32>
    %1750 = llvm.bitcast %1749 : vector<1xf32> to i32
    %1751 = llvm.insertelement %1269, %19[%73 : i32] : vector<1xf32>
    %1752 = llvm.bitcast %1751 : vector<1xf32> to i32
    %1753 = llvm.insertelement %1270, %19[%73 : i32] : vector<1xf32>
    %1754 = llvm.bitcast %1753 : vector<1xf32> to i32
    %1755 = llvm.insertelement %1271, %19[%73 : i32] : vector<1xf32>
    %1756 = llvm.bitcast %1755 : vector<1xf32> to i32
    %1757 = llvm.insertelement %1272, %19[%73 : i32] : vector<1xf32>
    %1758 = llvm.bitcast %1757 : vector<1xf32> to i32
    %1759 = llvm.insertelement %1273, %19[%73 : i32] : vector<1xf32>
    %1760 = llvm.bitcast %1759 : vector<1xf32> to i32
    %1761 = llvm.insertelement %1274, %19[%73 : i32] : vector<1xf32>
    %1762 = llvm.bitcast %1761 : vector<1xf32> to i32
    %1763 = llvm.insertelement %1275, %19[%73 : i32] : vector<1xf32>
    %1764 = llvm.bitcast %1763 : vector<1xf32> to i32
    %1765 = llvm.insertelement %1276, %19[%73 : i32] : vector<1xf32>
    %1766 = llvm.bitcast %1765 : vector<1xf32> to i32
    %1767 = llvm.insertelement %1277, %19[%73 : i32] : vector<1xf32>
    %1768 = llvm.bitcast %1767 : vector<1xf32> to i32
    %1769 = llvm.insertelement %1278, %19[%73 : i32] : vector<1xf32>
    %1770 = llvm.bitcast %1769 : vector<1xf32> to i32
    %1771 = llvm.insertelement %1279, %19[%73 : i32] : vector<1xf32>
    %1772 = llvm.bitcast %1771 : vector<1xf32> to i32
    %1773 = llvm.insertelement %1280, %19[%73 : i32] : vector<1xf32>
    %1774 = llvm.bitcast %1773 : vector<1xf32> to i32
    %1775 = llvm.insertelement %1281, %19[%73 : i32] : vector<1xf32>
    %1776 = llvm.bitcast %1775 : vector<1xf32> to i32
    %1777 = llvm.insertelement %1282, %19[%73 : i32] : vector<1xf32>
    %1778 = llvm.bitcast %1777 : vector<1xf32> to i32
    %1779 = llvm.insertelement %1363, %19[%73 : i32] : vector<1xf32>
    %1780 = llvm.bitcast %1779 : vector<1xf32> to i32
    %1781 = llvm.insertelement %1364, %19[%73 : i32] : vector<1xf32>
    %1782 = llvm.bitcast %1781 : vector<1xf32> to i32
    %1783 = llvm.insertelement %1365, %19[%73 : i32] : vector<1xf32>
    %1784 = llvm.bitcast %1783 : vector<1xf32> to i32
    %1785 = llvm.insertelement %1366, %19[%73 : i32] : vector<1xf32>
    %1786 = llvm.bitcast %1785 : vector<1xf32> to i32
    %1787 = llvm.insertelement %1367, %19[%73 : i32] : vector<1xf32>
    %1788 = llvm.bitcast %1787 : vector<1xf32> to i32
    %1789 = llvm.insertelement %1368, %19[%73 : i32] : vector<1xf32>
    %1790 = llvm.bitcast %1789 : vector<1xf32> to i32
    %1791 = llvm.insertelement %1369, %19[%73 : i32] : vector<1xf32>
    %1792 = llvm.bitcast %1791 : vector<1xf32> to i32
    %1793 = llvm.insertelement %1370, %19[%73 : i32] : vector<1xf32>
    %1794 = llvm.bitcast %1793 : vector<1xf32> to i32
    %1795 = llvm.insertelement %1371, %19[%73 : i32] : vector<1xf32>
    %1796 = llvm.bitcast %1795 : vector<1xf32> to i32
    %1797 = llvm.insertelement %1372, %19[%73 : i32] : vector<1xf32>
    %1798 = llvm.bitcast %1797 : vector<1xf32> to i32
    %1799 = llvm.insertelement %1373, %19[%73 : i32] : vector<1xf32>
    %1800 = llvm.bitcast %1799 : vector<1xf32> to i32
    %1801 = llvm.insertelement %1374, %19[%73 : i32] : vector<1xf32>
    %1802 = llvm.bitcast %1801 : vector<1xf32> to i32
    %1803 = llvm.insertelement %1375, %19[%73 : i32] : vector<1xf32>
    %1804 = llvm.bitcast %1803 : vector<1xf32> to i32
    %1805 = llvm.insertelement %1376, %19[%73 : i32] : vector<1xf32>
    %1806 = llvm.bitcast %1805 : vector<1xf32> to i32
    %1807 = llvm.insertelement %1377, %19[%73 : i32] : vector<1xf32>
    %1808 = llvm.bitcast %1807 : vector<1xf32> to i32
    %1809 = llvm.insertelement %1378, %19[%73 : i32] : vector<1xf32>
    %1810 = llvm.bitcast %1809 : vector<1xf32> to i32
    %1811 = llvm.insertelement %1379, %19[%73 : i32] : vector<1xf32>
    %1812 = llvm.bitcast %1811 : vector<1xf32> to i32
    %1813 = llvm.insertelement %1380, %19[%73 : i32] : vector<1xf32>
    %1814 = llvm.bitcast %1813 : vector<1xf32> to i32
    %1815 = llvm.insertelement %1381, %19[%73 : i32] : vector<1xf32>
    %1816 = llvm.bitcast %1815 : vector<1xf32> to i32
    %1817 = llvm.insertelement %1382, %19[%73 : i32] : vector<1xf32>
    %1818 = llvm.bitcast %1817 : vector<1xf32> to i32
    %1819 = llvm.insertelement %1383, %19[%73 : i32] : vector<1xf32>
    %1820 = llvm.bitcast %1819 : vector<1xf32> to i32
    %1821 = llvm.insertelement %1384, %19[%73 : i32] : vector<1xf32>
    %1822 = llvm.bitcast %1821 : vector<1xf32> to i32
    %1823 = llvm.insertelement %1385, %19[%73 : i32] : vector<1xf32>
    %1824 = llvm.bitcast %1823 : vector<1xf32> to i32
    %1825 = llvm.insertelement %1386, %19[%73 : i32] : vector<1xf32>
    %1826 = llvm.bitcast %1825 : vector<1xf32> to i32
    %1827 = llvm.insertelement %1387, %19[%73 : i32] : vector<1xf32>
    %1828 = llvm.bitcast %1827 : vector<1xf32> to i32
    %1829 = llvm.insertelement %1388, %19[%73 : i32] : vector<1xf32>
    %1830 = llvm.bitcast %1829 : vector<1xf32> to i32
    %1831 = llvm.insertelement %1389, %19[%73 : i32] : vector<1xf32>
    %1832 = llvm.bitcast %1831 : vector<1xf32> to i32
    %1833 = llvm.insertelement %1390, %19[%73 : i32] : vector<1xf32>
    %1834 = llvm.bitcast %1833 : vector<1xf32> to i32
    %1835 = llvm.insertelement %1391, %19[%73 : i32] : vector<1xf32>
    %1836 = llvm.bitcast %1835 : vector<1xf32> to i32
    %1837 = llvm.insertelement %1392, %19[%73 : i32] : vector<1xf32>
    %1838 = llvm.bitcast %1837 : vector<1xf32> to i32
    %1839 = llvm.insertelement %1393, %19[%73 : i32] : vector<1xf32>
    %1840 = llvm.bitcast %1839 : vector<1xf32> to i32
    %1841 = llvm.insertelement %1394, %19[%73 : i32] : vector<1xf32>
    %1842 = llvm.bitcast %1841 : vector<1xf32> to i32
    %1843 = llvm.insertelement %1395, %19[%73 : i32] : vector<1xf32>
    %1844 = llvm.bitcast %1843 : vector<1xf32> to i32
    %1845 = llvm.insertelement %1396, %19[%73 : i32] : vector<1xf32>
    %1846 = llvm.bitcast %1845 : vector<1xf32> to i32
    %1847 = llvm.insertelement %1397, %19[%73 : i32] : vector<1xf32>
    %1848 = llvm.bitcast %1847 : vector<1xf32> to i32
    %1849 = llvm.insertelement %1398, %19[%73 : i32] : vector<1xf32>
    %1850 = llvm.bitcast %1849 : vector<1xf32> to i32
    %1851 = llvm.insertelement %1399, %19[%73 : i32] : vector<1xf32>
    %1852 = llvm.bitcast %1851 : vector<1xf32> to i32
    %1853 = llvm.insertelement %1400, %19[%73 : i32] : vector<1xf32>
    %1854 = llvm.bitcast %1853 : vector<1xf32> to i32
    %1855 = llvm.insertelement %1401, %19[%73 : i32] : vector<1xf32>
    %1856 = llvm.bitcast %1855 : vector<1xf32> to i32
    %1857 = llvm.insertelement %1402, %19[%73 : i32] : vector<1xf32>
    %1858 = llvm.bitcast %1857 : vector<1xf32> to i32
    %1859 = llvm.insertelement %1403, %19[%73 : i32] : vector<1xf32>
    %1860 = llvm.bitcast %1859 : vector<1xf32> to i32
    %1861 = llvm.insertelement %1404, %19[%73 : i32] : vector<1xf32>
    %1862 = llvm.bitcast %1861 : vector<1xf32> to i32
    %1863 = llvm.insertelement %1405, %19[%73 : i32] : vector<1xf32>
    %1864 = llvm.bitcast %1863 : vector<1xf32> to i32
    %1865 = llvm.insertelement %1406, %19[%73 : i32] : vector<1xf32>
    %1866 = llvm.bitcast %1865 : vector<1xf32> to i32
    %1867 = llvm.insertelement %1407, %19[%73 : i32] : vector<1xf32>
    %1868 = llvm.bitcast %1867 : vector<1xf32> to i32
    %1869 = llvm.insertelement %1408, %19[%73 : i32] : vector<1xf32>
    %1870 = llvm.bitcast %1869 : vector<1xf32> to i32
    %1871 = llvm.insertelement %1409, %19[%73 : i32] : vector<1xf32>
    %1872 = llvm.bitcast %1871 : vector<1xf32> to i32
    %1873 = llvm.insertelement %1410, %19[%73 : i32] : vector<1xf32>
    %1874 = llvm.bitcast %1873 : vector<1xf32> to i32
    %1875 = llvm.insertelement %1411, %19[%73 : i32] : vector<1xf32>
    %1876 = llvm.bitcast %1875 : vector<1xf32> to i32
    %1877 = llvm.insertelement %1412, %19[%73 : i32] : vector<1xf32>
    %1878 = llvm.bitcast %1877 : vector<1xf32> to i32
    %1879 = llvm.insertelement %1413, %19[%73 : i32] : vector<1xf32>
    %1880 = llvm.bitcast %1879 : vector<1xf32> to i32
    %1881 = llvm.insertelement %1414, %19[%73 : i32] : vector<1xf32>
    %1882 = llvm.bitcast %1881 : vector<1xf32> to i32
    %1883 = llvm.insertelement %1415, %19[%73 : i32] : vector<1xf32>
    %1884 = llvm.bitcast %1883 : vector<1xf32> to i32
    %1885 = llvm.insertelement %1416, %19[%73 : i32] : vector<1xf32>
    %1886 = llvm.bitcast %1885 : vector<1xf32> to i32
    %1887 = llvm.insertelement %1417, %19[%73 : i32] : vector<1xf32>
    %1888 = llvm.bitcast %1887 : vector<1xf32> to i32
    %1889 = llvm.insertelement %1418, %19[%73 : i32] : vector<1xf32>
    %1890 = llvm.bitcast %1889 : vector<1xf32> to i32
    %1891 = llvm.insertelement %1419, %19[%73 : i32] : vector<1xf32>
    %1892 = llvm.bitcast %1891 : vector<1xf32> to i32
    %1893 = llvm.insertelement %1420, %19[%73 : i32] : vector<1xf32>
    %1894 = llvm.bitcast %1893 : vector<1xf32> to i32
    %1895 = llvm.insertelement %1421, %19[%73 : i32] : vector<1xf32>
    %1896 = llvm.bitcast %1895 : vector<1xf32> to i32
    %1897 = llvm.insertelement %1422, %19[%73 : i32] : vector<1xf32>
    %1898 = llvm.bitcast %1897 : vector<1xf32> to i32
    %1899 = llvm.insertelement %1423, %19[%73 : i32] : vector<1xf32>
    %1900 = llvm.bitcast %1899 : vector<1xf32> to i32
    %1901 = llvm.insertelement %1424, %19[%73 : i32] : vector<1xf32>
    %1902 = llvm.bitcast %1901 : vector<1xf32> to i32
    %1903 = llvm.insertelement %1425, %19[%73 : i32] : vector<1xf32>
    %1904 = llvm.bitcast %1903 : vector<1xf32> to i32
    %1905 = llvm.insertelement %1426, %19[%73 : i32] : vector<1xf32>
    %1906 = llvm.bitcast %1905 : vector<1xf32> to i32
    %1907 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %1708, %1709, %1710, %1711, %1748, %1750, %1752, %1754, %1780, %1782 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1908 = llvm.extractvalue %1907[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1909 = llvm.extractvalue %1907[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1910 = llvm.extractvalue %1907[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1911 = llvm.extractvalue %1907[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1912 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %1713, %1714, %1715, %1716, %1748, %1750, %1752, %1754, %1796, %1798 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1913 = llvm.extractvalue %1912[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1914 = llvm.extractvalue %1912[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1915 = llvm.extractvalue %1912[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1916 = llvm.extractvalue %1912[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1917 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %1718, %1719, %1720, %1721, %1748, %1750, %1752, %1754, %1812, %1814 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1918 = llvm.extractvalue %1917[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1919 = llvm.extractvalue %1917[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1920 = llvm.extractvalue %1917[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1921 = llvm.extractvalue %1917[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1922 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %1723, %1724, %1725, %1726, %1748, %1750, %1752, %1754, %1828, %1830 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1923 = llvm.extractvalue %1922[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1924 = llvm.extractvalue %1922[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1925 = llvm.extractvalue %1922[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1926 = llvm.extractvalue %1922[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1927 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %1728, %1729, %1730, %1731, %1748, %1750, %1752, %1754, %1844, %1846 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1928 = llvm.extractvalue %1927[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1929 = llvm.extractvalue %1927[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1930 = llvm.extractvalue %1927[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1931 = llvm.extractvalue %1927[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1932 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %1733, %1734, %1735, %1736, %1748, %1750, %1752, %1754, %1860, %1862 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1933 = llvm.extractvalue %1932[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1934 = llvm.extractvalue %1932[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1935 = llvm.extractvalue %1932[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1936 = llvm.extractvalue %1932[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1937 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %1738, %1739, %1740, %1741, %1748, %1750, %1752, %1754, %1876, %1878 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1938 = llvm.extractvalue %1937[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1939 = llvm.extractvalue %1937[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1940 = llvm.extractvalue %1937[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1941 = llvm.extractvalue %1937[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1942 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %1743, %1744, %1745, %1746, %1748, %1750, %1752, %1754, %1892, %1894 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1943 = llvm.extractvalue %1942[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1944 = llvm.extractvalue %1942[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1945 = llvm.extractvalue %1942[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1946 = llvm.extractvalue %1942[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1947 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %1908, %1909, %1910, %1911, %1756, %1758, %1760, %1762, %1784, %1786 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1948 = llvm.extractvalue %1947[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1949 = llvm.extractvalue %1947[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1950 = llvm.extractvalue %1947[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1951 = llvm.extractvalue %1947[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1952 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %1913, %1914, %1915, %1916, %1756, %1758, %1760, %1762, %1800, %1802 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1953 = llvm.extractvalue %1952[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1954 = llvm.extractvalue %1952[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1955 = llvm.extractvalue %1952[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1956 = llvm.extractvalue %1952[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1957 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %1918, %1919, %1920, %1921, %1756, %1758, %1760, %1762, %1816, %1818 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1958 = llvm.extractvalue %1957[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1959 = llvm.extractvalue %1957[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1960 = llvm.extractvalue %1957[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1961 = llvm.extractvalue %1957[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1962 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %1923, %1924, %1925, %1926, %1756, %1758, %1760, %1762, %1832, %1834 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1963 = llvm.extractvalue %1962[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1964 = llvm.extractvalue %1962[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1965 = llvm.extractvalue %1962[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1966 = llvm.extractvalue %1962[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1967 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %1928, %1929, %1930, %1931, %1756, %1758, %1760, %1762, %1848, %1850 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1968 = llvm.extractvalue %1967[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1969 = llvm.extractvalue %1967[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1970 = llvm.extractvalue %1967[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1971 = llvm.extractvalue %1967[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1972 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %1933, %1934, %1935, %1936, %1756, %1758, %1760, %1762, %1864, %1866 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1973 = llvm.extractvalue %1972[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1974 = llvm.extractvalue %1972[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1975 = llvm.extractvalue %1972[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1976 = llvm.extractvalue %1972[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1977 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %1938, %1939, %1940, %1941, %1756, %1758, %1760, %1762, %1880, %1882 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1978 = llvm.extractvalue %1977[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1979 = llvm.extractvalue %1977[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1980 = llvm.extractvalue %1977[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1981 = llvm.extractvalue %1977[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1982 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %1943, %1944, %1945, %1946, %1756, %1758, %1760, %1762, %1896, %1898 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1983 = llvm.extractvalue %1982[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1984 = llvm.extractvalue %1982[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1985 = llvm.extractvalue %1982[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1986 = llvm.extractvalue %1982[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1987 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %1948, %1949, %1950, %1951, %1764, %1766, %1768, %1770, %1788, %1790 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1988 = llvm.extractvalue %1987[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1989 = llvm.extractvalue %1987[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1990 = llvm.extractvalue %1987[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1991 = llvm.extractvalue %1987[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1992 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %1953, %1954, %1955, %1956, %1764, %1766, %1768, %1770, %1804, %1806 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1993 = llvm.extractvalue %1992[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1994 = llvm.extractvalue %1992[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %1995 = llvm.extractvalue %1992[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %1996 = llvm.extractvalue %1992[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %1997 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %1958, %1959, %1960, %1961, %1764, %1766, %1768, %1770, %1820, %1822 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %1998 = llvm.extractvalue %1997[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %1999 = llvm.extractvalue %1997[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %2000 = llvm.extractvalue %1997[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %2001 = llvm.extractvalue %1997[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %2002 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %1963, %1964, %1965, %1966, %1764, %1766, %1768, %1770, %1836, %1838 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2003 = llvm.extractvalue %2002[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %2004 = llvm.extractvalue %2002[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %2005 = llvm.extractvalue %2002[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %2006 = llvm.extractvalue %2002[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %2007 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %1968, %1969, %1970, %1971, %1764, %1766, %1768, %1770, %1852, %1854 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2008 = llvm.extractvalue %2007[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %2009 = llvm.extractvalue %2007[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %2010 = llvm.extractvalue %2007[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %2011 = llvm.extractvalue %2007[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %2012 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %1973, %1974, %1975, %1976, %1764, %1766, %1768, %1770, %1868, %1870 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2013 = llvm.extractvalue %2012[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %2014 = llvm.extractvalue %2012[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %2015 = llvm.extractvalue %2012[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %2016 = llvm.extractvalue %2012[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %2017 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %1978, %1979, %1980, %1981, %1764, %1766, %1768, %1770, %1884, %1886 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2018 = llvm.extractvalue %2017[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %2019 = llvm.extractvalue %2017[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %2020 = llvm.extractvalue %2017[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %2021 = llvm.extractvalue %2017[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %2022 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %1983, %1984, %1985, %1986, %1764, %1766, %1768, %1770, %1900, %1902 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2023 = llvm.extractvalue %2022[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %2024 = llvm.extractvalue %2022[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %2025 = llvm.extractvalue %2022[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %2026 = llvm.extractvalue %2022[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %2027 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %1988, %1989, %1990, %1991, %1772, %1774, %1776, %1778, %1792, %1794 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2028 = llvm.extractvalue %2027[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %2029 = llvm.extractvalue %2027[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %2030 = llvm.extractvalue %2027[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %2031 = llvm.extractvalue %2027[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %2032 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %1993, %1994, %1995, %1996, %1772, %1774, %1776, %1778, %1808, %1810 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2033 = llvm.extractvalue %2032[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %2034 = llvm.extractvalue %2032[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %2035 = llvm.extractvalue %2032[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %2036 = llvm.extractvalue %2032[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %2037 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %1998, %1999, %2000, %2001, %1772, %1774, %1776, %1778, %1824, %1826 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2038 = llvm.extractvalue %2037[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %2039 = llvm.extractvalue %2037[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %2040 = llvm.extractvalue %2037[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %2041 = llvm.extractvalue %2037[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %2042 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %2003, %2004, %2005, %2006, %1772, %1774, %1776, %1778, %1840, %1842 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2043 = llvm.extractvalue %2042[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %2044 = llvm.extractvalue %2042[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %2045 = llvm.extractvalue %2042[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %2046 = llvm.extractvalue %2042[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %2047 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %2008, %2009, %2010, %2011, %1772, %1774, %1776, %1778, %1856, %1858 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2048 = llvm.extractvalue %2047[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %2049 = llvm.extractvalue %2047[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %2050 = llvm.extractvalue %2047[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %2051 = llvm.extractvalue %2047[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %2052 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %2013, %2014, %2015, %2016, %1772, %1774, %1776, %1778, %1872, %1874 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2053 = llvm.extractvalue %2052[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %2054 = llvm.extractvalue %2052[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %2055 = llvm.extractvalue %2052[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %2056 = llvm.extractvalue %2052[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %2057 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %2018, %2019, %2020, %2021, %1772, %1774, %1776, %1778, %1888, %1890 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2058 = llvm.extractvalue %2057[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %2059 = llvm.extractvalue %2057[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %2060 = llvm.extractvalue %2057[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %2061 = llvm.extractvalue %2057[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %2062 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %2023, %2024, %2025, %2026, %1772, %1774, %1776, %1778, %1904, %1906 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2063 = llvm.extractvalue %2062[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %2064 = llvm.extractvalue %2062[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %2065 = llvm.extractvalue %2062[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %2066 = llvm.extractvalue %2062[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %2067 = llvm.fcmp "uno" %2028, %2028 : f32
    %2068 = llvm.fcmp "uno" %2029, %2029 : f32
    %2069 = llvm.fcmp "uno" %2030, %2030 : f32
    %2070 = llvm.fcmp "uno" %2031, %2031 : f32
    %2071 = llvm.fcmp "uno" %2033, %2033 : f32
    %2072 = llvm.fcmp "uno" %2034, %2034 : f32
    %2073 = llvm.fcmp "uno" %2035, %2035 : f32
    %2074 = llvm.fcmp "uno" %2036, %2036 : f32
    %2075 = llvm.fcmp "uno" %2038, %2038 : f32
    %2076 = llvm.fcmp "uno" %2039, %2039 : f32
    %2077 = llvm.fcmp "uno" %2040, %2040 : f32
    %2078 = llvm.fcmp "uno" %2041, %2041 : f32
    %2079 = llvm.fcmp "uno" %2043, %2043 : f32
    %2080 = llvm.fcmp "uno" %2044, %2044 : f32
    %2081 = llvm.fcmp "uno" %2045, %2045 : f32
    %2082 = llvm.fcmp "uno" %2046, %2046 : f32
    %2083 = llvm.fcmp "uno" %2048, %2048 : f32
    %2084 = llvm.fcmp "uno" %2049, %2049 : f32
    %2085 = llvm.fcmp "uno" %2050, %2050 : f32
    %2086 = llvm.fcmp "uno" %2051, %2051 : f32
    %2087 = llvm.fcmp "uno" %2053, %2053 : f32
    %2088 = llvm.fcmp "uno" %2054, %2054 : f32
    %2089 = llvm.fcmp "uno" %2055, %2055 : f32
    %2090 = llvm.fcmp "uno" %2056, %2056 : f32
    %2091 = llvm.fcmp "uno" %2058, %2058 : f32
    %2092 = llvm.fcmp "uno" %2059, %2059 : f32
    %2093 = llvm.fcmp "uno" %2060, %2060 : f32
    %2094 = llvm.fcmp "uno" %2061, %2061 : f32
    %2095 = llvm.fcmp "uno" %2063, %2063 : f32
    %2096 = llvm.fcmp "uno" %2064, %2064 : f32
    %2097 = llvm.fcmp "uno" %2065, %2065 : f32
    %2098 = llvm.fcmp "uno" %2066, %2066 : f32
    %2099 = llvm.select %2067, %76, %2028 : i1, f32
    %2100 = llvm.select %2068, %76, %2029 : i1, f32
    %2101 = llvm.select %2069, %76, %2030 : i1, f32
    %2102 = llvm.select %2070, %76, %2031 : i1, f32
    %2103 = llvm.select %2071, %76, %2033 : i1, f32
    %2104 = llvm.select %2072, %76, %2034 : i1, f32
    %2105 = llvm.select %2073, %76, %2035 : i1, f32
    %2106 = llvm.select %2074, %76, %2036 : i1, f32
    %2107 = llvm.select %2075, %76, %2038 : i1, f32
    %2108 = llvm.select %2076, %76, %2039 : i1, f32
    %2109 = llvm.select %2077, %76, %2040 : i1, f32
    %2110 = llvm.select %2078, %76, %2041 : i1, f32
    %2111 = llvm.select %2079, %76, %2043 : i1, f32
    %2112 = llvm.select %2080, %76, %2044 : i1, f32
    %2113 = llvm.select %2081, %76, %2045 : i1, f32
    %2114 = llvm.select %2082, %76, %2046 : i1, f32
    %2115 = llvm.select %2083, %76, %2048 : i1, f32
    %2116 = llvm.select %2084, %76, %2049 : i1, f32
    %2117 = llvm.select %2085, %76, %2050 : i1, f32
    %2118 = llvm.select %2086, %76, %2051 : i1, f32
    %2119 = llvm.select %2087, %76, %2053 : i1, f32
    %2120 = llvm.select %2088, %76, %2054 : i1, f32
    %2121 = llvm.select %2089, %76, %2055 : i1, f32
    %2122 = llvm.select %2090, %76, %2056 : i1, f32
    %2123 = llvm.select %2091, %76, %2058 : i1, f32
    %2124 = llvm.select %2092, %76, %2059 : i1, f32
    %2125 = llvm.select %2093, %76, %2060 : i1, f32
    %2126 = llvm.select %2094, %76, %2061 : i1, f32
    %2127 = llvm.select %2095, %76, %2063 : i1, f32
    %2128 = llvm.select %2096, %76, %2064 : i1, f32
    %2129 = llvm.select %2097, %76, %2065 : i1, f32
    %2130 = llvm.select %2098, %76, %2066 : i1, f32
    %2131 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %2099, %2100, %2101, %2102, %1748, %1750, %1752, %1754, %1460, %1462 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2132 = llvm.extractvalue %2131[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %2133 = llvm.extractvalue %2131[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %2134 = llvm.extractvalue %2131[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %2135 = llvm.extractvalue %2131[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %2136 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %2103, %2104, %2105, %2106, %1748, %1750, %1752, %1754, %1476, %1478 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2137 = llvm.extractvalue %2136[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %2138 = llvm.extractvalue %2136[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %2139 = llvm.extractvalue %2136[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %2140 = llvm.extractvalue %2136[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %2141 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %2107, %2108, %2109, %2110, %1748, %1750, %1752, %1754, %1492, %1494 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2142 = llvm.extractvalue %2141[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %2143 = llvm.extractvalue %2141[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %2144 = llvm.extractvalue %2141[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %2145 = llvm.extractvalue %2141[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %2146 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %2111, %2112, %2113, %2114, %1748, %1750, %1752, %1754, %1508, %1510 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2147 = llvm.extractvalue %2146[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %2148 = llvm.extractvalue %2146[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %2149 = llvm.extractvalue %2146[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %2150 = llvm.extractvalue %2146[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %2151 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %2115, %2116, %2117, %2118, %1748, %1750, %1752, %1754, %1524, %1526 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2152 = llvm.extractvalue %2151[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %2153 = llvm.extractvalue %2151[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %2154 = llvm.extractvalue %2151[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %2155 = llvm.extractvalue %2151[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %2156 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %2119, %2120, %2121, %2122, %1748, %1750, %1752, %1754, %1540, %1542 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2157 = llvm.extractvalue %2156[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %2158 = llvm.extractvalue %2156[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %2159 = llvm.extractvalue %2156[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %2160 = llvm.extractvalue %2156[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %2161 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %2123, %2124, %2125, %2126, %1748, %1750, %1752, %1754, %1556, %1558 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2162 = llvm.extractvalue %2161[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %2163 = llvm.extractvalue %2161[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %2164 = llvm.extractvalue %2161[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %2165 = llvm.extractvalue %2161[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %2166 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %2127, %2128, %2129, %2130, %1748, %1750, %1752, %1754, %1572, %1574 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2167 = llvm.extractvalue %2166[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %2168 = llvm.extractvalue %2166[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %2169 = llvm.extractvalue %2166[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %2170 = llvm.extractvalue %2166[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %2171 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %2132, %2133, %2134, %2135, %1756, %1758, %1760, %1762, %1464, %1466 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2172 = llvm.extractvalue %2171[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %2173 = llvm.extractvalue %2171[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %2174 = llvm.extractvalue %2171[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %2175 = llvm.extractvalue %2171[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %2176 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %2137, %2138, %2139, %2140, %1756, %1758, %1760, %1762, %1480, %1482 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2177 = llvm.extractvalue %2176[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %2178 = llvm.extractvalue %2176[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %2179 = llvm.extractvalue %2176[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %2180 = llvm.extractvalue %2176[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %2181 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %2142, %2143, %2144, %2145, %1756, %1758, %1760, %1762, %1496, %1498 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2182 = llvm.extractvalue %2181[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %2183 = llvm.extractvalue %2181[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %2184 = llvm.extractvalue %2181[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %2185 = llvm.extractvalue %2181[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %2186 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %2147, %2148, %2149, %2150, %1756, %1758, %1760, %1762, %1512, %1514 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2187 = llvm.extractvalue %2186[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %2188 = llvm.extractvalue %2186[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %2189 = llvm.extractvalue %2186[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %2190 = llvm.extractvalue %2186[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %2191 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %2152, %2153, %2154, %2155, %1756, %1758, %1760, %1762, %1528, %1530 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2192 = llvm.extractvalue %2191[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %2193 = llvm.extractvalue %2191[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %2194 = llvm.extractvalue %2191[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %2195 = llvm.extractvalue %2191[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %2196 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %2157, %2158, %2159, %2160, %1756, %1758, %1760, %1762, %1544, %1546 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2197 = llvm.extractvalue %2196[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %2198 = llvm.extractvalue %2196[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %2199 = llvm.extractvalue %2196[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %2200 = llvm.extractvalue %2196[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %2201 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %2162, %2163, %2164, %2165, %1756, %1758, %1760, %1762, %1560, %1562 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2202 = llvm.extractvalue %2201[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %2203 = llvm.extractvalue %2201[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %2204 = llvm.extractvalue %2201[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %2205 = llvm.extractvalue %2201[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %2206 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %2167, %2168, %2169, %2170, %1756, %1758, %1760, %1762, %1576, %1578 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2207 = llvm.extractvalue %2206[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %2208 = llvm.extractvalue %2206[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %2209 = llvm.extractvalue %2206[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %2210 = llvm.extractvalue %2206[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %2211 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %2172, %2173, %2174, %2175, %1764, %1766, %1768, %1770, %1468, %1470 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2212 = llvm.extractvalue %2211[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %2213 = llvm.extractvalue %2211[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %2214 = llvm.extractvalue %2211[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %2215 = llvm.extractvalue %2211[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %2216 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %2177, %2178, %2179, %2180, %1764, %1766, %1768, %1770, %1484, %1486 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2217 = llvm.extractvalue %2216[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %2218 = llvm.extractvalue %2216[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %2219 = llvm.extractvalue %2216[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %2220 = llvm.extractvalue %2216[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %2221 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %2182, %2183, %2184, %2185, %1764, %1766, %1768, %1770, %1500, %1502 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2222 = llvm.extractvalue %2221[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %2223 = llvm.extractvalue %2221[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %2224 = llvm.extractvalue %2221[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %2225 = llvm.extractvalue %2221[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %2226 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %2187, %2188, %2189, %2190, %1764, %1766, %1768, %1770, %1516, %1518 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2227 = llvm.extractvalue %2226[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %2228 = llvm.extractvalue %2226[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %2229 = llvm.extractvalue %2226[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %2230 = llvm.extractvalue %2226[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %2231 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %2192, %2193, %2194, %2195, %1764, %1766, %1768, %1770, %1532, %1534 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2232 = llvm.extractvalue %2231[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %2233 = llvm.extractvalue %2231[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %2234 = llvm.extractvalue %2231[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %2235 = llvm.extractvalue %2231[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %2236 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %2197, %2198, %2199, %2200, %1764, %1766, %1768, %1770, %1548, %1550 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2237 = llvm.extractvalue %2236[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %2238 = llvm.extractvalue %2236[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %2239 = llvm.extractvalue %2236[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %2240 = llvm.extractvalue %2236[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %2241 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %2202, %2203, %2204, %2205, %1764, %1766, %1768, %1770, %1564, %1566 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2242 = llvm.extractvalue %2241[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %2243 = llvm.extractvalue %2241[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %2244 = llvm.extractvalue %2241[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %2245 = llvm.extractvalue %2241[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %2246 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %2207, %2208, %2209, %2210, %1764, %1766, %1768, %1770, %1580, %1582 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2247 = llvm.extractvalue %2246[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %2248 = llvm.extractvalue %2246[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %2249 = llvm.extractvalue %2246[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %2250 = llvm.extractvalue %2246[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %2251 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %2212, %2213, %2214, %2215, %1772, %1774, %1776, %1778, %1472, %1474 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2252 = llvm.extractvalue %2251[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %2253 = llvm.extractvalue %2251[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %2254 = llvm.extractvalue %2251[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %2255 = llvm.extractvalue %2251[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %2256 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %2217, %2218, %2219, %2220, %1772, %1774, %1776, %1778, %1488, %1490 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2257 = llvm.extractvalue %2256[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %2258 = llvm.extractvalue %2256[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %2259 = llvm.extractvalue %2256[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %2260 = llvm.extractvalue %2256[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %2261 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %2222, %2223, %2224, %2225, %1772, %1774, %1776, %1778, %1504, %1506 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2262 = llvm.extractvalue %2261[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %2263 = llvm.extractvalue %2261[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %2264 = llvm.extractvalue %2261[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %2265 = llvm.extractvalue %2261[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %2266 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %2227, %2228, %2229, %2230, %1772, %1774, %1776, %1778, %1520, %1522 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2267 = llvm.extractvalue %2266[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %2268 = llvm.extractvalue %2266[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %2269 = llvm.extractvalue %2266[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %2270 = llvm.extractvalue %2266[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %2271 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %2232, %2233, %2234, %2235, %1772, %1774, %1776, %1778, %1536, %1538 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2272 = llvm.extractvalue %2271[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %2273 = llvm.extractvalue %2271[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %2274 = llvm.extractvalue %2271[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %2275 = llvm.extractvalue %2271[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %2276 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %2237, %2238, %2239, %2240, %1772, %1774, %1776, %1778, %1552, %1554 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2277 = llvm.extractvalue %2276[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %2278 = llvm.extractvalue %2276[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %2279 = llvm.extractvalue %2276[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %2280 = llvm.extractvalue %2276[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %2281 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %2242, %2243, %2244, %2245, %1772, %1774, %1776, %1778, %1568, %1570 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2282 = llvm.extractvalue %2281[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %2283 = llvm.extractvalue %2281[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %2284 = llvm.extractvalue %2281[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %2285 = llvm.extractvalue %2281[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %2286 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %2247, %2248, %2249, %2250, %1772, %1774, %1776, %1778, %1584, %1586 : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    %2287 = llvm.extractvalue %2286[0] : !llvm.struct<(f32, f32, f32, f32)> 
    %2288 = llvm.extractvalue %2286[1] : !llvm.struct<(f32, f32, f32, f32)> 
    %2289 = llvm.extractvalue %2286[2] : !llvm.struct<(f32, f32, f32, f32)> 
    %2290 = llvm.extractvalue %2286[3] : !llvm.struct<(f32, f32, f32, f32)> 
    %2291 = llvm.extractvalue %654[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2292 = llvm.extractvalue %654[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2293 = llvm.extractvalue %654[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2294 = llvm.extractvalue %654[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2295 = llvm.extractvalue %654[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2296 = llvm.extractvalue %654[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2297 = llvm.extractvalue %654[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2298 = llvm.extractvalue %654[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2299 = llvm.extractvalue %654[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2300 = llvm.extractvalue %654[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2301 = llvm.extractvalue %654[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2302 = llvm.extractvalue %654[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2303 = llvm.extractvalue %654[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2304 = llvm.extractvalue %654[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2305 = llvm.extractvalue %654[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2306 = llvm.extractvalue %654[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2307 = llvm.extractvalue %654[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2308 = llvm.extractvalue %654[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2309 = llvm.extractvalue %654[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2310 = llvm.extractvalue %654[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2311 = llvm.extractvalue %654[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2312 = llvm.extractvalue %654[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2313 = llvm.extractvalue %654[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2314 = llvm.extractvalue %654[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2315 = llvm.extractvalue %654[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2316 = llvm.extractvalue %654[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2317 = llvm.extractvalue %654[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2318 = llvm.extractvalue %654[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2319 = llvm.extractvalue %654[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2320 = llvm.extractvalue %654[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2321 = llvm.extractvalue %654[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2322 = llvm.extractvalue %654[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2323 = llvm.fadd %2252, %2291 : f32
    %2324 = llvm.fadd %2253, %2292 : f32
    %2325 = llvm.fadd %2254, %2293 : f32
    %2326 = llvm.fadd %2255, %2294 : f32
    %2327 = llvm.fadd %2257, %2295 : f32
    %2328 = llvm.fadd %2258, %2296 : f32
    %2329 = llvm.fadd %2259, %2297 : f32
    %2330 = llvm.fadd %2260, %2298 : f32
    %2331 = llvm.fadd %2262, %2299 : f32
    %2332 = llvm.fadd %2263, %2300 : f32
    %2333 = llvm.fadd %2264, %2301 : f32
    %2334 = llvm.fadd %2265, %2302 : f32
    %2335 = llvm.fadd %2267, %2303 : f32
    %2336 = llvm.fadd %2268, %2304 : f32
    %2337 = llvm.fadd %2269, %2305 : f32
    %2338 = llvm.fadd %2270, %2306 : f32
    %2339 = llvm.fadd %2272, %2307 : f32
    %2340 = llvm.fadd %2273, %2308 : f32
    %2341 = llvm.fadd %2274, %2309 : f32
    %2342 = llvm.fadd %2275, %2310 : f32
    %2343 = llvm.fadd %2277, %2311 : f32
    %2344 = llvm.fadd %2278, %2312 : f32
    %2345 = llvm.fadd %2279, %2313 : f32
    %2346 = llvm.fadd %2280, %2314 : f32
    %2347 = llvm.fadd %2282, %2315 : f32
    %2348 = llvm.fadd %2283, %2316 : f32
    %2349 = llvm.fadd %2284, %2317 : f32
    %2350 = llvm.fadd %2285, %2318 : f32
    %2351 = llvm.fadd %2287, %2319 : f32
    %2352 = llvm.fadd %2288, %2320 : f32
    %2353 = llvm.fadd %2289, %2321 : f32
    %2354 = llvm.fadd %2290, %2322 : f32
    %2355 = llvm.insertvalue %2323, %75[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2356 = llvm.insertvalue %2324, %2355[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2357 = llvm.insertvalue %2325, %2356[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2358 = llvm.insertvalue %2326, %2357[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2359 = llvm.insertvalue %2327, %2358[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2360 = llvm.insertvalue %2328, %2359[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2361 = llvm.insertvalue %2329, %2360[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2362 = llvm.insertvalue %2330, %2361[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2363 = llvm.insertvalue %2331, %2362[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2364 = llvm.insertvalue %2332, %2363[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2365 = llvm.insertvalue %2333, %2364[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2366 = llvm.insertvalue %2334, %2365[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2367 = llvm.insertvalue %2335, %2366[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2368 = llvm.insertvalue %2336, %2367[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2369 = llvm.insertvalue %2337, %2368[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2370 = llvm.insertvalue %2338, %2369[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2371 = llvm.insertvalue %2339, %2370[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2372 = llvm.insertvalue %2340, %2371[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2373 = llvm.insertvalue %2341, %2372[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2374 = llvm.insertvalue %2342, %2373[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2375 = llvm.insertvalue %2343, %2374[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2376 = llvm.insertvalue %2344, %2375[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2377 = llvm.insertvalue %2345, %2376[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2378 = llvm.insertvalue %2346, %2377[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2379 = llvm.insertvalue %2347, %2378[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2380 = llvm.insertvalue %2348, %2379[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2381 = llvm.insertvalue %2349, %2380[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2382 = llvm.insertvalue %2350, %2381[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2383 = llvm.insertvalue %2351, %2382[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2384 = llvm.insertvalue %2352, %2383[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2385 = llvm.insertvalue %2353, %2384[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2386 = llvm.insertvalue %2354, %2385[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2387 = llvm.add %655, %70 : i32
    %2388 = llvm.icmp "sge" %2387, %69 : i32
    %2389 = llvm.select %2388, %73, %2387 : i1, i32
    %2390 = llvm.add %653, %72 : i32
    %2391 = llvm.add %2390, %191 : i32
    %2392 = llvm.add %2390, %192 : i32
    %2393 = llvm.add %2390, %193 : i32
    %2394 = llvm.add %2390, %194 : i32
    %2395 = llvm.add %2390, %195 : i32
    %2396 = llvm.add %2390, %196 : i32
    %2397 = llvm.add %2390, %197 : i32
    %2398 = llvm.add %2390, %198 : i32
    %2399 = llvm.add %2390, %199 : i32
    %2400 = llvm.add %2390, %200 : i32
    %2401 = llvm.add %2390, %201 : i32
    %2402 = llvm.add %2390, %202 : i32
    %2403 = llvm.add %2390, %203 : i32
    %2404 = llvm.add %2390, %204 : i32
    %2405 = llvm.add %2390, %205 : i32
    %2406 = llvm.add %2390, %206 : i32
    %2407 = llvm.add %2390, %285 : i32
    %2408 = llvm.getelementptr %302[%2407] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2409 = llvm.getelementptr %303[%2407] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2410 = llvm.getelementptr %304[%2407] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2411 = llvm.getelementptr %305[%2407] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2412 = llvm.getelementptr %306[%2407] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2413 = llvm.getelementptr %307[%2407] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2414 = llvm.getelementptr %308[%2407] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2415 = llvm.getelementptr %309[%2407] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2416 = llvm.getelementptr %310[%2407] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2417 = llvm.getelementptr %311[%2407] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2418 = llvm.getelementptr %312[%2407] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2419 = llvm.getelementptr %313[%2407] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2420 = llvm.getelementptr %314[%2407] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2421 = llvm.getelementptr %315[%2407] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2422 = llvm.getelementptr %316[%2407] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2423 = llvm.getelementptr %317[%2407] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2424 = llvm.mul %2389, %32 : i32
    %2425 = llvm.getelementptr %33[%2424] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    nvvm.barrier
    %2426 = llvm.getelementptr inbounds %2425[%347] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2427 = llvm.select %659, %64, %73 : i1, i32
    %2428 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %2426, %2408, %2427 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %2429 = llvm.getelementptr inbounds %2425[%351] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2430 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %2429, %2410, %2427 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %2431 = llvm.getelementptr inbounds %2425[%354] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2432 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %2431, %2412, %2427 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %2433 = llvm.getelementptr inbounds %2425[%357] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2434 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %2433, %2414, %2427 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %2435 = llvm.getelementptr inbounds %2425[%360] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2436 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %2435, %2416, %2427 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %2437 = llvm.getelementptr inbounds %2425[%363] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2438 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %2437, %2418, %2427 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %2439 = llvm.getelementptr inbounds %2425[%366] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2440 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %2439, %2420, %2427 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %2441 = llvm.getelementptr inbounds %2425[%369] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2442 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %2441, %2422, %2427 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %2443 = llvm.getelementptr inbounds %2425[%373] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2444 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %2443, %2409, %2427 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %2445 = llvm.getelementptr inbounds %2425[%376] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2446 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %2445, %2411, %2427 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %2447 = llvm.getelementptr inbounds %2425[%379] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2448 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %2447, %2413, %2427 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %2449 = llvm.getelementptr inbounds %2425[%382] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2450 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %2449, %2415, %2427 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %2451 = llvm.getelementptr inbounds %2425[%385] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2452 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %2451, %2417, %2427 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %2453 = llvm.getelementptr inbounds %2425[%388] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2454 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %2453, %2419, %2427 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %2455 = llvm.getelementptr inbounds %2425[%391] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2456 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %2455, %2421, %2427 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %2457 = llvm.getelementptr inbounds %2425[%394] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2458 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %2457, %2423, %2427 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    nvvm.cp.async.commit.group
    %2459 = llvm.mul %2391, %arg4 : i32
    %2460 = llvm.mul %2392, %arg4 : i32
    %2461 = llvm.mul %2393, %arg4 : i32
    %2462 = llvm.mul %2394, %arg4 : i32
    %2463 = llvm.mul %2395, %arg4 : i32
    %2464 = llvm.mul %2396, %arg4 : i32
    %2465 = llvm.mul %2397, %arg4 : i32
    %2466 = llvm.mul %2398, %arg4 : i32
    %2467 = llvm.mul %2399, %arg4 : i32
    %2468 = llvm.mul %2400, %arg4 : i32
    %2469 = llvm.mul %2401, %arg4 : i32
    %2470 = llvm.mul %2402, %arg4 : i32
    %2471 = llvm.mul %2403, %arg4 : i32
    %2472 = llvm.mul %2404, %arg4 : i32
    %2473 = llvm.mul %2405, %arg4 : i32
    %2474 = llvm.mul %2406, %arg4 : i32
    %2475 = llvm.getelementptr %arg1[%2459] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2476 = llvm.getelementptr %arg1[%2460] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2477 = llvm.getelementptr %arg1[%2461] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2478 = llvm.getelementptr %arg1[%2462] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2479 = llvm.getelementptr %arg1[%2463] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2480 = llvm.getelementptr %arg1[%2464] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2481 = llvm.getelementptr %arg1[%2465] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2482 = llvm.getelementptr %arg1[%2466] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2483 = llvm.getelementptr %arg1[%2467] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2484 = llvm.getelementptr %arg1[%2468] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2485 = llvm.getelementptr %arg1[%2469] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2486 = llvm.getelementptr %arg1[%2470] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2487 = llvm.getelementptr %arg1[%2471] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2488 = llvm.getelementptr %arg1[%2472] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2489 = llvm.getelementptr %arg1[%2473] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2490 = llvm.getelementptr %arg1[%2474] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2491 = llvm.getelementptr %2475[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2492 = llvm.getelementptr %2476[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2493 = llvm.getelementptr %2477[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2494 = llvm.getelementptr %2478[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2495 = llvm.getelementptr %2479[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2496 = llvm.getelementptr %2480[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2497 = llvm.getelementptr %2481[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2498 = llvm.getelementptr %2482[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2499 = llvm.getelementptr %2483[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2500 = llvm.getelementptr %2484[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2501 = llvm.getelementptr %2485[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2502 = llvm.getelementptr %2486[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2503 = llvm.getelementptr %2487[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2504 = llvm.getelementptr %2488[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2505 = llvm.getelementptr %2489[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2506 = llvm.getelementptr %2490[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2507 = llvm.getelementptr %318[%2424] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %2508 = llvm.getelementptr inbounds %2507[%454] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2509 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %2508, %2491, %2427 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %2510 = llvm.getelementptr inbounds %2507[%457] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2511 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %2510, %2493, %2427 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %2512 = llvm.getelementptr inbounds %2507[%460] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2513 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %2512, %2495, %2427 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %2514 = llvm.getelementptr inbounds %2507[%463] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2515 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %2514, %2497, %2427 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %2516 = llvm.getelementptr inbounds %2507[%466] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2517 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %2516, %2499, %2427 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %2518 = llvm.getelementptr inbounds %2507[%469] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2519 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %2518, %2501, %2427 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %2520 = llvm.getelementptr inbounds %2507[%472] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2521 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %2520, %2503, %2427 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %2522 = llvm.getelementptr inbounds %2507[%475] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2523 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %2522, %2505, %2427 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %2524 = llvm.getelementptr inbounds %2507[%479] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2525 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %2524, %2492, %2427 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %2526 = llvm.getelementptr inbounds %2507[%482] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2527 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %2526, %2494, %2427 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %2528 = llvm.getelementptr inbounds %2507[%485] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2529 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %2528, %2496, %2427 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %2530 = llvm.getelementptr inbounds %2507[%488] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2531 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %2530, %2498, %2427 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %2532 = llvm.getelementptr inbounds %2507[%491] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2533 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %2532, %2500, %2427 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %2534 = llvm.getelementptr inbounds %2507[%494] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2535 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %2534, %2502, %2427 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %2536 = llvm.getelementptr inbounds %2507[%497] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2537 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %2536, %2504, %2427 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %2538 = llvm.getelementptr inbounds %2507[%500] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2539 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, $2;", "r,l,r" %2538, %2506, %2427 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    nvvm.cp.async.commit.group
    %2540 = llvm.add %653, %74 : i32
    llvm.br ^bb1(%2540, %2386, %2389, %662 : i32, !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>, i32, i32)
  ^bb3:  // pred: ^bb1
    nvvm.cp.async.wait.group 0
    nvvm.barrier
    %2541 = llvm.mul %245, %arg4 : i32
    %2542 = llvm.mul %246, %arg4 : i32
    %2543 = llvm.mul %247, %arg4 : i32
    %2544 = llvm.mul %248, %arg4 : i32
    %2545 = llvm.mul %249, %arg4 : i32
    %2546 = llvm.mul %250, %arg4 : i32
    %2547 = llvm.mul %251, %arg4 : i32
    %2548 = llvm.mul %252, %arg4 : i32
    %2549 = llvm.mul %253, %arg4 : i32
    %2550 = llvm.mul %254, %arg4 : i32
    %2551 = llvm.mul %255, %arg4 : i32
    %2552 = llvm.mul %256, %arg4 : i32
    %2553 = llvm.mul %257, %arg4 : i32
    %2554 = llvm.mul %258, %arg4 : i32
    %2555 = llvm.mul %259, %arg4 : i32
    %2556 = llvm.mul %260, %arg4 : i32
    %2557 = llvm.mul %261, %arg4 : i32
    %2558 = llvm.mul %262, %arg4 : i32
    %2559 = llvm.mul %263, %arg4 : i32
    %2560 = llvm.mul %264, %arg4 : i32
    %2561 = llvm.mul %265, %arg4 : i32
    %2562 = llvm.mul %266, %arg4 : i32
    %2563 = llvm.mul %267, %arg4 : i32
    %2564 = llvm.mul %268, %arg4 : i32
    %2565 = llvm.mul %269, %arg4 : i32
    %2566 = llvm.mul %270, %arg4 : i32
    %2567 = llvm.mul %271, %arg4 : i32
    %2568 = llvm.mul %272, %arg4 : i32
    %2569 = llvm.mul %273, %arg4 : i32
    %2570 = llvm.mul %274, %arg4 : i32
    %2571 = llvm.mul %275, %arg4 : i32
    %2572 = llvm.mul %276, %arg4 : i32
    %2573 = llvm.getelementptr %arg2[%2541] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2574 = llvm.getelementptr %arg2[%2542] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2575 = llvm.getelementptr %arg2[%2543] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2576 = llvm.getelementptr %arg2[%2544] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2577 = llvm.getelementptr %arg2[%2545] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2578 = llvm.getelementptr %arg2[%2546] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2579 = llvm.getelementptr %arg2[%2547] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2580 = llvm.getelementptr %arg2[%2548] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2581 = llvm.getelementptr %arg2[%2549] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2582 = llvm.getelementptr %arg2[%2550] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2583 = llvm.getelementptr %arg2[%2551] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2584 = llvm.getelementptr %arg2[%2552] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2585 = llvm.getelementptr %arg2[%2553] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2586 = llvm.getelementptr %arg2[%2554] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2587 = llvm.getelementptr %arg2[%2555] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2588 = llvm.getelementptr %arg2[%2556] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2589 = llvm.getelementptr %arg2[%2557] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2590 = llvm.getelementptr %arg2[%2558] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2591 = llvm.getelementptr %arg2[%2559] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2592 = llvm.getelementptr %arg2[%2560] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2593 = llvm.getelementptr %arg2[%2561] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2594 = llvm.getelementptr %arg2[%2562] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2595 = llvm.getelementptr %arg2[%2563] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2596 = llvm.getelementptr %arg2[%2564] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2597 = llvm.getelementptr %arg2[%2565] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2598 = llvm.getelementptr %arg2[%2566] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2599 = llvm.getelementptr %arg2[%2567] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2600 = llvm.getelementptr %arg2[%2568] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2601 = llvm.getelementptr %arg2[%2569] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2602 = llvm.getelementptr %arg2[%2570] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2603 = llvm.getelementptr %arg2[%2571] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2604 = llvm.getelementptr %arg2[%2572] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2605 = llvm.getelementptr %2573[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2606 = llvm.getelementptr %2574[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2607 = llvm.getelementptr %2575[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2608 = llvm.getelementptr %2576[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2609 = llvm.getelementptr %2577[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2610 = llvm.getelementptr %2578[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2611 = llvm.getelementptr %2579[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2612 = llvm.getelementptr %2580[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2613 = llvm.getelementptr %2581[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2614 = llvm.getelementptr %2582[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2615 = llvm.getelementptr %2583[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2616 = llvm.getelementptr %2584[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2617 = llvm.getelementptr %2585[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2618 = llvm.getelementptr %2586[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2619 = llvm.getelementptr %2587[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2620 = llvm.getelementptr %2588[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2621 = llvm.getelementptr %2589[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2622 = llvm.getelementptr %2590[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2623 = llvm.getelementptr %2591[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2624 = llvm.getelementptr %2592[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2625 = llvm.getelementptr %2593[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2626 = llvm.getelementptr %2594[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2627 = llvm.getelementptr %2595[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2628 = llvm.getelementptr %2596[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2629 = llvm.getelementptr %2597[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2630 = llvm.getelementptr %2598[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2631 = llvm.getelementptr %2599[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2632 = llvm.getelementptr %2600[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2633 = llvm.getelementptr %2601[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2634 = llvm.getelementptr %2602[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2635 = llvm.getelementptr %2603[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2636 = llvm.getelementptr %2604[%279] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %2637 = llvm.extractvalue %654[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2638 = llvm.extractvalue %654[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2639 = llvm.extractvalue %654[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2640 = llvm.extractvalue %654[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2641 = llvm.extractvalue %654[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2642 = llvm.extractvalue %654[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2643 = llvm.extractvalue %654[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2644 = llvm.extractvalue %654[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2645 = llvm.extractvalue %654[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2646 = llvm.extractvalue %654[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2647 = llvm.extractvalue %654[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2648 = llvm.extractvalue %654[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2649 = llvm.extractvalue %654[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2650 = llvm.extractvalue %654[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2651 = llvm.extractvalue %654[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2652 = llvm.extractvalue %654[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2653 = llvm.extractvalue %654[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2654 = llvm.extractvalue %654[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2655 = llvm.extractvalue %654[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2656 = llvm.extractvalue %654[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2657 = llvm.extractvalue %654[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2658 = llvm.extractvalue %654[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2659 = llvm.extractvalue %654[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2660 = llvm.extractvalue %654[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2661 = llvm.extractvalue %654[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2662 = llvm.extractvalue %654[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2663 = llvm.extractvalue %654[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2664 = llvm.extractvalue %654[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2665 = llvm.extractvalue %654[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2666 = llvm.extractvalue %654[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2667 = llvm.extractvalue %654[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2668 = llvm.extractvalue %654[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
    %2669 = llvm.and %118, %62 : i32
    %2670 = llvm.shl %2669, %49 : i32
    %2671 = llvm.and %118, %21 : i32
    %2672 = llvm.shl %2671, %66 : i32
    %2673 = llvm.and %118, %10 : i32
    %2674 = llvm.shl %2673, %21 : i32
    %2675 = llvm.shl %2669, %70 : i32
    %2676 = llvm.xor %2670, %2672 : i32
    %2677 = llvm.xor %2676, %2675 : i32
    %2678 = llvm.or disjoint %2674, %2677 : i32
    %2679 = llvm.xor %73, %2678 : i32
    %2680 = llvm.xor %2679, %344 : i32
    %2681 = llvm.xor %2680, %73 : i32
    %2682 = llvm.add %2681, %73 : i32
    %2683 = llvm.getelementptr inbounds %33[%2682] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2684 = llvm.insertelement %2637, %9[%73 : i32] : vector<2xf32>
    %2685 = llvm.insertelement %2639, %2684[%70 : i32] : vector<2xf32>
    %2686 = llvm.extractelement %2685[%73 : i32] : vector<2xf32>
    %2687 = llvm.extractelement %2685[%70 : i32] : vector<2xf32>
    %2688 = llvm.bitcast %2686 : f32 to i32
    %2689 = llvm.bitcast %2687 : f32 to i32
    %2690 = llvm.insertelement %2688, %8[%73 : i32] : vector<2xi32>
    %2691 = llvm.insertelement %2689, %2690[%70 : i32] : vector<2xi32>
    llvm.store %2691, %2683 {alignment = 8 : i64} : vector<2xi32>, !llvm.ptr<3>
    %2692 = llvm.add %2681, %31 : i32
    %2693 = llvm.getelementptr inbounds %33[%2692] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2694 = llvm.insertelement %2645, %9[%73 : i32] : vector<2xf32>
    %2695 = llvm.insertelement %2647, %2694[%70 : i32] : vector<2xf32>
    %2696 = llvm.extractelement %2695[%73 : i32] : vector<2xf32>
    %2697 = llvm.extractelement %2695[%70 : i32] : vector<2xf32>
    %2698 = llvm.bitcast %2696 : f32 to i32
    %2699 = llvm.bitcast %2697 : f32 to i32
    %2700 = llvm.insertelement %2698, %8[%73 : i32] : vector<2xi32>
    %2701 = llvm.insertelement %2699, %2700[%70 : i32] : vector<2xi32>
    llvm.store %2701, %2693 {alignment = 8 : i64} : vector<2xi32>, !llvm.ptr<3>
    %2702 = llvm.add %2681, %32 : i32
    %2703 = llvm.getelementptr inbounds %33[%2702] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2704 = llvm.insertelement %2653, %9[%73 : i32] : vector<2xf32>
    %2705 = llvm.insertelement %2655, %2704[%70 : i32] : vector<2xf32>
    %2706 = llvm.extractelement %2705[%73 : i32] : vector<2xf32>
    %2707 = llvm.extractelement %2705[%70 : i32] : vector<2xf32>
    %2708 = llvm.bitcast %2706 : f32 to i32
    %2709 = llvm.bitcast %2707 : f32 to i32
    %2710 = llvm.insertelement %2708, %8[%73 : i32] : vector<2xi32>
    %2711 = llvm.insertelement %2709, %2710[%70 : i32] : vector<2xi32>
    llvm.store %2711, %2703 {alignment = 8 : i64} : vector<2xi32>, !llvm.ptr<3>
    %2712 = llvm.add %2681, %30 : i32
    %2713 = llvm.getelementptr inbounds %33[%2712] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2714 = llvm.insertelement %2661, %9[%73 : i32] : vector<2xf32>
    %2715 = llvm.insertelement %2663, %2714[%70 : i32] : vector<2xf32>
    %2716 = llvm.extractelement %2715[%73 : i32] : vector<2xf32>
    %2717 = llvm.extractelement %2715[%70 : i32] : vector<2xf32>
    %2718 = llvm.bitcast %2716 : f32 to i32
    %2719 = llvm.bitcast %2717 : f32 to i32
    %2720 = llvm.insertelement %2718, %8[%73 : i32] : vector<2xi32>
    %2721 = llvm.insertelement %2719, %2720[%70 : i32] : vector<2xi32>
    llvm.store %2721, %2713 {alignment = 8 : i64} : vector<2xi32>, !llvm.ptr<3>
    %2722 = llvm.xor %2680, %63 : i32
    %2723 = llvm.add %2722, %73 : i32
    %2724 = llvm.getelementptr inbounds %33[%2723] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2725 = llvm.insertelement %2638, %9[%73 : i32] : vector<2xf32>
    %2726 = llvm.insertelement %2640, %2725[%70 : i32] : vector<2xf32>
    %2727 = llvm.extractelement %2726[%73 : i32] : vector<2xf32>
    %2728 = llvm.extractelement %2726[%70 : i32] : vector<2xf32>
    %2729 = llvm.bitcast %2727 : f32 to i32
    %2730 = llvm.bitcast %2728 : f32 to i32
    %2731 = llvm.insertelement %2729, %8[%73 : i32] : vector<2xi32>
    %2732 = llvm.insertelement %2730, %2731[%70 : i32] : vector<2xi32>
    llvm.store %2732, %2724 {alignment = 8 : i64} : vector<2xi32>, !llvm.ptr<3>
    %2733 = llvm.add %2722, %31 : i32
    %2734 = llvm.getelementptr inbounds %33[%2733] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2735 = llvm.insertelement %2646, %9[%73 : i32] : vector<2xf32>
    %2736 = llvm.insertelement %2648, %2735[%70 : i32] : vector<2xf32>
    %2737 = llvm.extractelement %2736[%73 : i32] : vector<2xf32>
    %2738 = llvm.extractelement %2736[%70 : i32] : vector<2xf32>
    %2739 = llvm.bitcast %2737 : f32 to i32
    %2740 = llvm.bitcast %2738 : f32 to i32
    %2741 = llvm.insertelement %2739, %8[%73 : i32] : vector<2xi32>
    %2742 = llvm.insertelement %2740, %2741[%70 : i32] : vector<2xi32>
    llvm.store %2742, %2734 {alignment = 8 : i64} : vector<2xi32>, !llvm.ptr<3>
    %2743 = llvm.add %2722, %32 : i32
    %2744 = llvm.getelementptr inbounds %33[%2743] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2745 = llvm.insertelement %2654, %9[%73 : i32] : vector<2xf32>
    %2746 = llvm.insertelement %2656, %2745[%70 : i32] : vector<2xf32>
    %2747 = llvm.extractelement %2746[%73 : i32] : vector<2xf32>
    %2748 = llvm.extractelement %2746[%70 : i32] : vector<2xf32>
    %2749 = llvm.bitcast %2747 : f32 to i32
    %2750 = llvm.bitcast %2748 : f32 to i32
    %2751 = llvm.insertelement %2749, %8[%73 : i32] : vector<2xi32>
    %2752 = llvm.insertelement %2750, %2751[%70 : i32] : vector<2xi32>
    llvm.store %2752, %2744 {alignment = 8 : i64} : vector<2xi32>, !llvm.ptr<3>
    %2753 = llvm.add %2722, %30 : i32
    %2754 = llvm.getelementptr inbounds %33[%2753] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2755 = llvm.insertelement %2662, %9[%73 : i32] : vector<2xf32>
    %2756 = llvm.insertelement %2664, %2755[%70 : i32] : vector<2xf32>
    %2757 = llvm.extractelement %2756[%73 : i32] : vector<2xf32>
    %2758 = llvm.extractelement %2756[%70 : i32] : vector<2xf32>
    %2759 = llvm.bitcast %2757 : f32 to i32
    %2760 = llvm.bitcast %2758 : f32 to i32
    %2761 = llvm.insertelement %2759, %8[%73 : i32] : vector<2xi32>
    %2762 = llvm.insertelement %2760, %2761[%70 : i32] : vector<2xi32>
    llvm.store %2762, %2754 {alignment = 8 : i64} : vector<2xi32>, !llvm.ptr<3>
    %2763 = llvm.xor %2680, %61 : i32
    %2764 = llvm.add %2763, %73 : i32
    %2765 = llvm.getelementptr inbounds %33[%2764] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2766 = llvm.insertelement %2641, %9[%73 : i32] : vector<2xf32>
    %2767 = llvm.insertelement %2643, %2766[%70 : i32] : vector<2xf32>
    %2768 = llvm.extractelement %2767[%73 : i32] : vector<2xf32>
    %2769 = llvm.extractelement %2767[%70 : i32] : vector<2xf32>
    %2770 = llvm.bitcast %2768 : f32 to i32
    %2771 = llvm.bitcast %2769 : f32 to i32
    %2772 = llvm.insertelement %2770, %8[%73 : i32] : vector<2xi32>
    %2773 = llvm.insertelement %2771, %2772[%70 : i32] : vector<2xi32>
    llvm.store %2773, %2765 {alignment = 8 : i64} : vector<2xi32>, !llvm.ptr<3>
    %2774 = llvm.add %2763, %31 : i32
    %2775 = llvm.getelementptr inbounds %33[%2774] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2776 = llvm.insertelement %2649, %9[%73 : i32] : vector<2xf32>
    %2777 = llvm.insertelement %2651, %2776[%70 : i32] : vector<2xf32>
    %2778 = llvm.extractelement %2777[%73 : i32] : vector<2xf32>
    %2779 = llvm.extractelement %2777[%70 : i32] : vector<2xf32>
    %2780 = llvm.bitcast %2778 : f32 to i32
    %2781 = llvm.bitcast %2779 : f32 to i32
    %2782 = llvm.insertelement %2780, %8[%73 : i32] : vector<2xi32>
    %2783 = llvm.insertelement %2781, %2782[%70 : i32] : vector<2xi32>
    llvm.store %2783, %2775 {alignment = 8 : i64} : vector<2xi32>, !llvm.ptr<3>
    %2784 = llvm.add %2763, %32 : i32
    %2785 = llvm.getelementptr inbounds %33[%2784] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2786 = llvm.insertelement %2657, %9[%73 : i32] : vector<2xf32>
    %2787 = llvm.insertelement %2659, %2786[%70 : i32] : vector<2xf32>
    %2788 = llvm.extractelement %2787[%73 : i32] : vector<2xf32>
    %2789 = llvm.extractelement %2787[%70 : i32] : vector<2xf32>
    %2790 = llvm.bitcast %2788 : f32 to i32
    %2791 = llvm.bitcast %2789 : f32 to i32
    %2792 = llvm.insertelement %2790, %8[%73 : i32] : vector<2xi32>
    %2793 = llvm.insertelement %2791, %2792[%70 : i32] : vector<2xi32>
    llvm.store %2793, %2785 {alignment = 8 : i64} : vector<2xi32>, !llvm.ptr<3>
    %2794 = llvm.add %2763, %30 : i32
    %2795 = llvm.getelementptr inbounds %33[%2794] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2796 = llvm.insertelement %2665, %9[%73 : i32] : vector<2xf32>
    %2797 = llvm.insertelement %2667, %2796[%70 : i32] : vector<2xf32>
    %2798 = llvm.extractelement %2797[%73 : i32] : vector<2xf32>
    %2799 = llvm.extractelement %2797[%70 : i32] : vector<2xf32>
    %2800 = llvm.bitcast %2798 : f32 to i32
    %2801 = llvm.bitcast %2799 : f32 to i32
    %2802 = llvm.insertelement %2800, %8[%73 : i32] : vector<2xi32>
    %2803 = llvm.insertelement %2801, %2802[%70 : i32] : vector<2xi32>
    llvm.store %2803, %2795 {alignment = 8 : i64} : vector<2xi32>, !llvm.ptr<3>
    %2804 = llvm.xor %2680, %59 : i32
    %2805 = llvm.add %2804, %73 : i32
    %2806 = llvm.getelementptr inbounds %33[%2805] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2807 = llvm.insertelement %2642, %9[%73 : i32] : vector<2xf32>
    %2808 = llvm.insertelement %2644, %2807[%70 : i32] : vector<2xf32>
    %2809 = llvm.extractelement %2808[%73 : i32] : vector<2xf32>
    %2810 = llvm.extractelement %2808[%70 : i32] : vector<2xf32>
    %2811 = llvm.bitcast %2809 : f32 to i32
    %2812 = llvm.bitcast %2810 : f32 to i32
    %2813 = llvm.insertelement %2811, %8[%73 : i32] : vector<2xi32>
    %2814 = llvm.insertelement %2812, %2813[%70 : i32] : vector<2xi32>
    llvm.store %2814, %2806 {alignment = 8 : i64} : vector<2xi32>, !llvm.ptr<3>
    %2815 = llvm.add %2804, %31 : i32
    %2816 = llvm.getelementptr inbounds %33[%2815] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2817 = llvm.insertelement %2650, %9[%73 : i32] : vector<2xf32>
    %2818 = llvm.insertelement %2652, %2817[%70 : i32] : vector<2xf32>
    %2819 = llvm.extractelement %2818[%73 : i32] : vector<2xf32>
    %2820 = llvm.extractelement %2818[%70 : i32] : vector<2xf32>
    %2821 = llvm.bitcast %2819 : f32 to i32
    %2822 = llvm.bitcast %2820 : f32 to i32
    %2823 = llvm.insertelement %2821, %8[%73 : i32] : vector<2xi32>
    %2824 = llvm.insertelement %2822, %2823[%70 : i32] : vector<2xi32>
    llvm.store %2824, %2816 {alignment = 8 : i64} : vector<2xi32>, !llvm.ptr<3>
    %2825 = llvm.add %2804, %32 : i32
    %2826 = llvm.getelementptr inbounds %33[%2825] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2827 = llvm.insertelement %2658, %9[%73 : i32] : vector<2xf32>
    %2828 = llvm.insertelement %2660, %2827[%70 : i32] : vector<2xf32>
    %2829 = llvm.extractelement %2828[%73 : i32] : vector<2xf32>
    %2830 = llvm.extractelement %2828[%70 : i32] : vector<2xf32>
    %2831 = llvm.bitcast %2829 : f32 to i32
    %2832 = llvm.bitcast %2830 : f32 to i32
    %2833 = llvm.insertelement %2831, %8[%73 : i32] : vector<2xi32>
    %2834 = llvm.insertelement %2832, %2833[%70 : i32] : vector<2xi32>
    llvm.store %2834, %2826 {alignment = 8 : i64} : vector<2xi32>, !llvm.ptr<3>
    %2835 = llvm.add %2804, %30 : i32
    %2836 = llvm.getelementptr inbounds %33[%2835] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2837 = llvm.insertelement %2666, %9[%73 : i32] : vector<2xf32>
    %2838 = llvm.insertelement %2668, %2837[%70 : i32] : vector<2xf32>
    %2839 = llvm.extractelement %2838[%73 : i32] : vector<2xf32>
    %2840 = llvm.extractelement %2838[%70 : i32] : vector<2xf32>
    %2841 = llvm.bitcast %2839 : f32 to i32
    %2842 = llvm.bitcast %2840 : f32 to i32
    %2843 = llvm.insertelement %2841, %8[%73 : i32] : vector<2xi32>
    %2844 = llvm.insertelement %2842, %2843[%70 : i32] : vector<2xi32>
    llvm.store %2844, %2836 {alignment = 8 : i64} : vector<2xi32>, !llvm.ptr<3>
    nvvm.barrier
    %2845 = llvm.and %118, %54 : i32
    %2846 = llvm.shl %2845, %50 : i32
    %2847 = llvm.and %118, %50 : i32
    %2848 = llvm.shl %2847, %64 : i32
    %2849 = llvm.and %118, %70 : i32
    %2850 = llvm.shl %2849, %21 : i32
    %2851 = llvm.and %118, %63 : i32
    %2852 = llvm.shl %2851, %70 : i32
    %2853 = llvm.select %447, %73, %7 : i1, i32
    %2854 = llvm.xor %2846, %2848 : i32
    %2855 = llvm.xor %2850, %2853 : i32
    %2856 = llvm.xor %2854, %2855 : i32
    %2857 = llvm.or disjoint %2852, %2856 : i32
    %2858 = llvm.xor %73, %2857 : i32
    %2859 = llvm.xor %2858, %344 : i32
    %2860 = llvm.xor %2859, %73 : i32
    %2861 = llvm.add %2860, %73 : i32
    %2862 = llvm.getelementptr inbounds %33[%2861] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2863 = llvm.load %2862 {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
    %2864 = llvm.extractelement %2863[%73 : i32] : vector<2xi32>
    %2865 = llvm.extractelement %2863[%70 : i32] : vector<2xi32>
    %2866 = llvm.insertelement %2864, %8[%73 : i32] : vector<2xi32>
    %2867 = llvm.insertelement %2865, %2866[%70 : i32] : vector<2xi32>
    %2868 = llvm.extractelement %2867[%73 : i32] : vector<2xi32>
    %2869 = llvm.extractelement %2867[%70 : i32] : vector<2xi32>
    %2870 = llvm.bitcast %2868 : i32 to f32
    %2871 = llvm.bitcast %2869 : i32 to f32
    %2872 = llvm.insertelement %2870, %9[%73 : i32] : vector<2xf32>
    %2873 = llvm.insertelement %2871, %2872[%70 : i32] : vector<2xf32>
    %2874 = llvm.extractelement %2873[%73 : i32] : vector<2xf32>
    %2875 = llvm.extractelement %2873[%70 : i32] : vector<2xf32>
    %2876 = llvm.add %2860, %18 : i32
    %2877 = llvm.getelementptr inbounds %33[%2876] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2878 = llvm.load %2877 {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
    %2879 = llvm.extractelement %2878[%73 : i32] : vector<2xi32>
    %2880 = llvm.extractelement %2878[%70 : i32] : vector<2xi32>
    %2881 = llvm.insertelement %2879, %8[%73 : i32] : vector<2xi32>
    %2882 = llvm.insertelement %2880, %2881[%70 : i32] : vector<2xi32>
    %2883 = llvm.extractelement %2882[%73 : i32] : vector<2xi32>
    %2884 = llvm.extractelement %2882[%70 : i32] : vector<2xi32>
    %2885 = llvm.bitcast %2883 : i32 to f32
    %2886 = llvm.bitcast %2884 : i32 to f32
    %2887 = llvm.insertelement %2885, %9[%73 : i32] : vector<2xf32>
    %2888 = llvm.insertelement %2886, %2887[%70 : i32] : vector<2xf32>
    %2889 = llvm.extractelement %2888[%73 : i32] : vector<2xf32>
    %2890 = llvm.extractelement %2888[%70 : i32] : vector<2xf32>
    %2891 = llvm.add %2860, %6 : i32
    %2892 = llvm.getelementptr inbounds %33[%2891] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2893 = llvm.load %2892 {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
    %2894 = llvm.extractelement %2893[%73 : i32] : vector<2xi32>
    %2895 = llvm.extractelement %2893[%70 : i32] : vector<2xi32>
    %2896 = llvm.insertelement %2894, %8[%73 : i32] : vector<2xi32>
    %2897 = llvm.insertelement %2895, %2896[%70 : i32] : vector<2xi32>
    %2898 = llvm.extractelement %2897[%73 : i32] : vector<2xi32>
    %2899 = llvm.extractelement %2897[%70 : i32] : vector<2xi32>
    %2900 = llvm.bitcast %2898 : i32 to f32
    %2901 = llvm.bitcast %2899 : i32 to f32
    %2902 = llvm.insertelement %2900, %9[%73 : i32] : vector<2xf32>
    %2903 = llvm.insertelement %2901, %2902[%70 : i32] : vector<2xf32>
    %2904 = llvm.extractelement %2903[%73 : i32] : vector<2xf32>
    %2905 = llvm.extractelement %2903[%70 : i32] : vector<2xf32>
    %2906 = llvm.add %2860, %5 : i32
    %2907 = llvm.getelementptr inbounds %33[%2906] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2908 = llvm.load %2907 {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
    %2909 = llvm.extractelement %2908[%73 : i32] : vector<2xi32>
    %2910 = llvm.extractelement %2908[%70 : i32] : vector<2xi32>
    %2911 = llvm.insertelement %2909, %8[%73 : i32] : vector<2xi32>
    %2912 = llvm.insertelement %2910, %2911[%70 : i32] : vector<2xi32>
    %2913 = llvm.extractelement %2912[%73 : i32] : vector<2xi32>
    %2914 = llvm.extractelement %2912[%70 : i32] : vector<2xi32>
    %2915 = llvm.bitcast %2913 : i32 to f32
    %2916 = llvm.bitcast %2914 : i32 to f32
    %2917 = llvm.insertelement %2915, %9[%73 : i32] : vector<2xf32>
    %2918 = llvm.insertelement %2916, %2917[%70 : i32] : vector<2xf32>
    %2919 = llvm.extractelement %2918[%73 : i32] : vector<2xf32>
    %2920 = llvm.extractelement %2918[%70 : i32] : vector<2xf32>
    %2921 = llvm.add %2860, %4 : i32
    %2922 = llvm.getelementptr inbounds %33[%2921] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2923 = llvm.load %2922 {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
    %2924 = llvm.extractelement %2923[%73 : i32] : vector<2xi32>
    %2925 = llvm.extractelement %2923[%70 : i32] : vector<2xi32>
    %2926 = llvm.insertelement %2924, %8[%73 : i32] : vector<2xi32>
    %2927 = llvm.insertelement %2925, %2926[%70 : i32] : vector<2xi32>
    %2928 = llvm.extractelement %2927[%73 : i32] : vector<2xi32>
    %2929 = llvm.extractelement %2927[%70 : i32] : vector<2xi32>
    %2930 = llvm.bitcast %2928 : i32 to f32
    %2931 = llvm.bitcast %2929 : i32 to f32
    %2932 = llvm.insertelement %2930, %9[%73 : i32] : vector<2xf32>
    %2933 = llvm.insertelement %2931, %2932[%70 : i32] : vector<2xf32>
    %2934 = llvm.extractelement %2933[%73 : i32] : vector<2xf32>
    %2935 = llvm.extractelement %2933[%70 : i32] : vector<2xf32>
    %2936 = llvm.add %2860, %3 : i32
    %2937 = llvm.getelementptr inbounds %33[%2936] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2938 = llvm.load %2937 {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
    %2939 = llvm.extractelement %2938[%73 : i32] : vector<2xi32>
    %2940 = llvm.extractelement %2938[%70 : i32] : vector<2xi32>
    %2941 = llvm.insertelement %2939, %8[%73 : i32] : vector<2xi32>
    %2942 = llvm.insertelement %2940, %2941[%70 : i32] : vector<2xi32>
    %2943 = llvm.extractelement %2942[%73 : i32] : vector<2xi32>
    %2944 = llvm.extractelement %2942[%70 : i32] : vector<2xi32>
    %2945 = llvm.bitcast %2943 : i32 to f32
    %2946 = llvm.bitcast %2944 : i32 to f32
    %2947 = llvm.insertelement %2945, %9[%73 : i32] : vector<2xf32>
    %2948 = llvm.insertelement %2946, %2947[%70 : i32] : vector<2xf32>
    %2949 = llvm.extractelement %2948[%73 : i32] : vector<2xf32>
    %2950 = llvm.extractelement %2948[%70 : i32] : vector<2xf32>
    %2951 = llvm.add %2860, %2 : i32
    %2952 = llvm.getelementptr inbounds %33[%2951] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2953 = llvm.load %2952 {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
    %2954 = llvm.extractelement %2953[%73 : i32] : vector<2xi32>
    %2955 = llvm.extractelement %2953[%70 : i32] : vector<2xi32>
    %2956 = llvm.insertelement %2954, %8[%73 : i32] : vector<2xi32>
    %2957 = llvm.insertelement %2955, %2956[%70 : i32] : vector<2xi32>
    %2958 = llvm.extractelement %2957[%73 : i32] : vector<2xi32>
    %2959 = llvm.extractelement %2957[%70 : i32] : vector<2xi32>
    %2960 = llvm.bitcast %2958 : i32 to f32
    %2961 = llvm.bitcast %2959 : i32 to f32
    %2962 = llvm.insertelement %2960, %9[%73 : i32] : vector<2xf32>
    %2963 = llvm.insertelement %2961, %2962[%70 : i32] : vector<2xf32>
    %2964 = llvm.extractelement %2963[%73 : i32] : vector<2xf32>
    %2965 = llvm.extractelement %2963[%70 : i32] : vector<2xf32>
    %2966 = llvm.add %2860, %1 : i32
    %2967 = llvm.getelementptr inbounds %33[%2966] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2968 = llvm.load %2967 {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
    %2969 = llvm.extractelement %2968[%73 : i32] : vector<2xi32>
    %2970 = llvm.extractelement %2968[%70 : i32] : vector<2xi32>
    %2971 = llvm.insertelement %2969, %8[%73 : i32] : vector<2xi32>
    %2972 = llvm.insertelement %2970, %2971[%70 : i32] : vector<2xi32>
    %2973 = llvm.extractelement %2972[%73 : i32] : vector<2xi32>
    %2974 = llvm.extractelement %2972[%70 : i32] : vector<2xi32>
    %2975 = llvm.bitcast %2973 : i32 to f32
    %2976 = llvm.bitcast %2974 : i32 to f32
    %2977 = llvm.insertelement %2975, %9[%73 : i32] : vector<2xf32>
    %2978 = llvm.insertelement %2976, %2977[%70 : i32] : vector<2xf32>
    %2979 = llvm.extractelement %2978[%73 : i32] : vector<2xf32>
    %2980 = llvm.extractelement %2978[%70 : i32] : vector<2xf32>
    %2981 = llvm.xor %2859, %0 : i32
    %2982 = llvm.add %2981, %73 : i32
    %2983 = llvm.getelementptr inbounds %33[%2982] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2984 = llvm.load %2983 {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
    %2985 = llvm.extractelement %2984[%73 : i32] : vector<2xi32>
    %2986 = llvm.extractelement %2984[%70 : i32] : vector<2xi32>
    %2987 = llvm.insertelement %2985, %8[%73 : i32] : vector<2xi32>
    %2988 = llvm.insertelement %2986, %2987[%70 : i32] : vector<2xi32>
    %2989 = llvm.extractelement %2988[%73 : i32] : vector<2xi32>
    %2990 = llvm.extractelement %2988[%70 : i32] : vector<2xi32>
    %2991 = llvm.bitcast %2989 : i32 to f32
    %2992 = llvm.bitcast %2990 : i32 to f32
    %2993 = llvm.insertelement %2991, %9[%73 : i32] : vector<2xf32>
    %2994 = llvm.insertelement %2992, %2993[%70 : i32] : vector<2xf32>
    %2995 = llvm.extractelement %2994[%73 : i32] : vector<2xf32>
    %2996 = llvm.extractelement %2994[%70 : i32] : vector<2xf32>
    %2997 = llvm.add %2981, %18 : i32
    %2998 = llvm.getelementptr inbounds %33[%2997] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %2999 = llvm.load %2998 {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
    %3000 = llvm.extractelement %2999[%73 : i32] : vector<2xi32>
    %3001 = llvm.extractelement %2999[%70 : i32] : vector<2xi32>
    %3002 = llvm.insertelement %3000, %8[%73 : i32] : vector<2xi32>
    %3003 = llvm.insertelement %3001, %3002[%70 : i32] : vector<2xi32>
    %3004 = llvm.extractelement %3003[%73 : i32] : vector<2xi32>
    %3005 = llvm.extractelement %3003[%70 : i32] : vector<2xi32>
    %3006 = llvm.bitcast %3004 : i32 to f32
    %3007 = llvm.bitcast %3005 : i32 to f32
    %3008 = llvm.insertelement %3006, %9[%73 : i32] : vector<2xf32>
    %3009 = llvm.insertelement %3007, %3008[%70 : i32] : vector<2xf32>
    %3010 = llvm.extractelement %3009[%73 : i32] : vector<2xf32>
    %3011 = llvm.extractelement %3009[%70 : i32] : vector<2xf32>
    %3012 = llvm.add %2981, %6 : i32
    %3013 = llvm.getelementptr inbounds %33[%3012] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %3014 = llvm.load %3013 {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
    %3015 = llvm.extractelement %3014[%73 : i32] : vector<2xi32>
    %3016 = llvm.extractelement %3014[%70 : i32] : vector<2xi32>
    %3017 = llvm.insertelement %3015, %8[%73 : i32] : vector<2xi32>
    %3018 = llvm.insertelement %3016, %3017[%70 : i32] : vector<2xi32>
    %3019 = llvm.extractelement %3018[%73 : i32] : vector<2xi32>
    %3020 = llvm.extractelement %3018[%70 : i32] : vector<2xi32>
    %3021 = llvm.bitcast %3019 : i32 to f32
    %3022 = llvm.bitcast %3020 : i32 to f32
    %3023 = llvm.insertelement %3021, %9[%73 : i32] : vector<2xf32>
    %3024 = llvm.insertelement %3022, %3023[%70 : i32] : vector<2xf32>
    %3025 = llvm.extractelement %3024[%73 : i32] : vector<2xf32>
    %3026 = llvm.extractelement %3024[%70 : i32] : vector<2xf32>
    %3027 = llvm.add %2981, %5 : i32
    %3028 = llvm.getelementptr inbounds %33[%3027] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %3029 = llvm.load %3028 {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
    %3030 = llvm.extractelement %3029[%73 : i32] : vector<2xi32>
    %3031 = llvm.extractelement %3029[%70 : i32] : vector<2xi32>
    %3032 = llvm.insertelement %3030, %8[%73 : i32] : vector<2xi32>
    %3033 = llvm.insertelement %3031, %3032[%70 : i32] : vector<2xi32>
    %3034 = llvm.extractelement %3033[%73 : i32] : vector<2xi32>
    %3035 = llvm.extractelement %3033[%70 : i32] : vector<2xi32>
    %3036 = llvm.bitcast %3034 : i32 to f32
    %3037 = llvm.bitcast %3035 : i32 to f32
    %3038 = llvm.insertelement %3036, %9[%73 : i32] : vector<2xf32>
    %3039 = llvm.insertelement %3037, %3038[%70 : i32] : vector<2xf32>
    %3040 = llvm.extractelement %3039[%73 : i32] : vector<2xf32>
    %3041 = llvm.extractelement %3039[%70 : i32] : vector<2xf32>
    %3042 = llvm.add %2981, %4 : i32
    %3043 = llvm.getelementptr inbounds %33[%3042] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %3044 = llvm.load %3043 {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
    %3045 = llvm.extractelement %3044[%73 : i32] : vector<2xi32>
    %3046 = llvm.extractelement %3044[%70 : i32] : vector<2xi32>
    %3047 = llvm.insertelement %3045, %8[%73 : i32] : vector<2xi32>
    %3048 = llvm.insertelement %3046, %3047[%70 : i32] : vector<2xi32>
    %3049 = llvm.extractelement %3048[%73 : i32] : vector<2xi32>
    %3050 = llvm.extractelement %3048[%70 : i32] : vector<2xi32>
    %3051 = llvm.bitcast %3049 : i32 to f32
    %3052 = llvm.bitcast %3050 : i32 to f32
    %3053 = llvm.insertelement %3051, %9[%73 : i32] : vector<2xf32>
    %3054 = llvm.insertelement %3052, %3053[%70 : i32] : vector<2xf32>
    %3055 = llvm.extractelement %3054[%73 : i32] : vector<2xf32>
    %3056 = llvm.extractelement %3054[%70 : i32] : vector<2xf32>
    %3057 = llvm.add %2981, %3 : i32
    %3058 = llvm.getelementptr inbounds %33[%3057] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %3059 = llvm.load %3058 {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
    %3060 = llvm.extractelement %3059[%73 : i32] : vector<2xi32>
    %3061 = llvm.extractelement %3059[%70 : i32] : vector<2xi32>
    %3062 = llvm.insertelement %3060, %8[%73 : i32] : vector<2xi32>
    %3063 = llvm.insertelement %3061, %3062[%70 : i32] : vector<2xi32>
    %3064 = llvm.extractelement %3063[%73 : i32] : vector<2xi32>
    %3065 = llvm.extractelement %3063[%70 : i32] : vector<2xi32>
    %3066 = llvm.bitcast %3064 : i32 to f32
    %3067 = llvm.bitcast %3065 : i32 to f32
    %3068 = llvm.insertelement %3066, %9[%73 : i32] : vector<2xf32>
    %3069 = llvm.insertelement %3067, %3068[%70 : i32] : vector<2xf32>
    %3070 = llvm.extractelement %3069[%73 : i32] : vector<2xf32>
    %3071 = llvm.extractelement %3069[%70 : i32] : vector<2xf32>
    %3072 = llvm.add %2981, %2 : i32
    %3073 = llvm.getelementptr inbounds %33[%3072] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %3074 = llvm.load %3073 {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
    %3075 = llvm.extractelement %3074[%73 : i32] : vector<2xi32>
    %3076 = llvm.extractelement %3074[%70 : i32] : vector<2xi32>
    %3077 = llvm.insertelement %3075, %8[%73 : i32] : vector<2xi32>
    %3078 = llvm.insertelement %3076, %3077[%70 : i32] : vector<2xi32>
    %3079 = llvm.extractelement %3078[%73 : i32] : vector<2xi32>
    %3080 = llvm.extractelement %3078[%70 : i32] : vector<2xi32>
    %3081 = llvm.bitcast %3079 : i32 to f32
    %3082 = llvm.bitcast %3080 : i32 to f32
    %3083 = llvm.insertelement %3081, %9[%73 : i32] : vector<2xf32>
    %3084 = llvm.insertelement %3082, %3083[%70 : i32] : vector<2xf32>
    %3085 = llvm.extractelement %3084[%73 : i32] : vector<2xf32>
    %3086 = llvm.extractelement %3084[%70 : i32] : vector<2xf32>
    %3087 = llvm.add %2981, %1 : i32
    %3088 = llvm.getelementptr inbounds %33[%3087] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %3089 = llvm.load %3088 {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
    %3090 = llvm.extractelement %3089[%73 : i32] : vector<2xi32>
    %3091 = llvm.extractelement %3089[%70 : i32] : vector<2xi32>
    %3092 = llvm.insertelement %3090, %8[%73 : i32] : vector<2xi32>
    %3093 = llvm.insertelement %3091, %3092[%70 : i32] : vector<2xi32>
    %3094 = llvm.extractelement %3093[%73 : i32] : vector<2xi32>
    %3095 = llvm.extractelement %3093[%70 : i32] : vector<2xi32>
    %3096 = llvm.bitcast %3094 : i32 to f32
    %3097 = llvm.bitcast %3095 : i32 to f32
    %3098 = llvm.insertelement %3096, %9[%73 : i32] : vector<2xf32>
    %3099 = llvm.insertelement %3097, %3098[%70 : i32] : vector<2xf32>
    %3100 = llvm.extractelement %3099[%73 : i32] : vector<2xf32>
    %3101 = llvm.extractelement %3099[%70 : i32] : vector<2xf32>
    %3102 = llvm.insertelement %2874, %19[%73 : i32] : vector<1xf32>
    %3103 = llvm.bitcast %3102 : vector<1xf32> to i32
    %3104 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %3103, %2605 : (i32, !llvm.ptr<1>) -> !llvm.void
    %3105 = llvm.insertelement %2995, %19[%73 : i32] : vector<1xf32>
    %3106 = llvm.bitcast %3105 : vector<1xf32> to i32
    %3107 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %3106, %2606 : (i32, !llvm.ptr<1>) -> !llvm.void
    %3108 = llvm.insertelement %2889, %19[%73 : i32] : vector<1xf32>
    %3109 = llvm.bitcast %3108 : vector<1xf32> to i32
    %3110 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %3109, %2607 : (i32, !llvm.ptr<1>) -> !llvm.void
    %3111 = llvm.insertelement %3010, %19[%73 : i32] : vector<1xf32>
    %3112 = llvm.bitcast %3111 : vector<1xf32> to i32
    %3113 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %3112, %2608 : (i32, !llvm.ptr<1>) -> !llvm.void
    %3114 = llvm.insertelement %2875, %19[%73 : i32] : vector<1xf32>
    %3115 = llvm.bitcast %3114 : vector<1xf32> to i32
    %3116 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %3115, %2609 : (i32, !llvm.ptr<1>) -> !llvm.void
    %3117 = llvm.insertelement %2996, %19[%73 : i32] : vector<1xf32>
    %3118 = llvm.bitcast %3117 : vector<1xf32> to i32
    %3119 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %3118, %2610 : (i32, !llvm.ptr<1>) -> !llvm.void
    %3120 = llvm.insertelement %2890, %19[%73 : i32] : vector<1xf32>
    %3121 = llvm.bitcast %3120 : vector<1xf32> to i32
    %3122 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %3121, %2611 : (i32, !llvm.ptr<1>) -> !llvm.void
    %3123 = llvm.insertelement %3011, %19[%73 : i32] : vector<1xf32>
    %3124 = llvm.bitcast %3123 : vector<1xf32> to i32
    %3125 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %3124, %2612 : (i32, !llvm.ptr<1>) -> !llvm.void
    %3126 = llvm.insertelement %2904, %19[%73 : i32] : vector<1xf32>
    %3127 = llvm.bitcast %3126 : vector<1xf32> to i32
    %3128 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %3127, %2613 : (i32, !llvm.ptr<1>) -> !llvm.void
    %3129 = llvm.insertelement %3025, %19[%73 : i32] : vector<1xf32>
    %3130 = llvm.bitcast %3129 : vector<1xf32> to i32
    %3131 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %3130, %2614 : (i32, !llvm.ptr<1>) -> !llvm.void
    %3132 = llvm.insertelement %2919, %19[%73 : i32] : vector<1xf32>
    %3133 = llvm.bitcast %3132 : vector<1xf32> to i32
    %3134 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %3133, %2615 : (i32, !llvm.ptr<1>) -> !llvm.void
    %3135 = llvm.insertelement %3040, %19[%73 : i32] : vector<1xf32>
    %3136 = llvm.bitcast %3135 : vector<1xf32> to i32
    %3137 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %3136, %2616 : (i32, !llvm.ptr<1>) -> !llvm.void
    %3138 = llvm.insertelement %2905, %19[%73 : i32] : vector<1xf32>
    %3139 = llvm.bitcast %3138 : vector<1xf32> to i32
    %3140 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %3139, %2617 : (i32, !llvm.ptr<1>) -> !llvm.void
    %3141 = llvm.insertelement %3026, %19[%73 : i32] : vector<1xf32>
    %3142 = llvm.bitcast %3141 : vector<1xf32> to i32
    %3143 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %3142, %2618 : (i32, !llvm.ptr<1>) -> !llvm.void
    %3144 = llvm.insertelement %2920, %19[%73 : i32] : vector<1xf32>
    %3145 = llvm.bitcast %3144 : vector<1xf32> to i32
    %3146 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %3145, %2619 : (i32, !llvm.ptr<1>) -> !llvm.void
    %3147 = llvm.insertelement %3041, %19[%73 : i32] : vector<1xf32>
    %3148 = llvm.bitcast %3147 : vector<1xf32> to i32
    %3149 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %3148, %2620 : (i32, !llvm.ptr<1>) -> !llvm.void
    %3150 = llvm.insertelement %2934, %19[%73 : i32] : vector<1xf32>
    %3151 = llvm.bitcast %3150 : vector<1xf32> to i32
    %3152 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %3151, %2621 : (i32, !llvm.ptr<1>) -> !llvm.void
    %3153 = llvm.insertelement %3055, %19[%73 : i32] : vector<1xf32>
    %3154 = llvm.bitcast %3153 : vector<1xf32> to i32
    %3155 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %3154, %2622 : (i32, !llvm.ptr<1>) -> !llvm.void
    %3156 = llvm.insertelement %2949, %19[%73 : i32] : vector<1xf32>
    %3157 = llvm.bitcast %3156 : vector<1xf32> to i32
    %3158 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %3157, %2623 : (i32, !llvm.ptr<1>) -> !llvm.void
    %3159 = llvm.insertelement %3070, %19[%73 : i32] : vector<1xf32>
    %3160 = llvm.bitcast %3159 : vector<1xf32> to i32
    %3161 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %3160, %2624 : (i32, !llvm.ptr<1>) -> !llvm.void
    %3162 = llvm.insertelement %2935, %19[%73 : i32] : vector<1xf32>
    %3163 = llvm.bitcast %3162 : vector<1xf32> to i32
    %3164 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %3163, %2625 : (i32, !llvm.ptr<1>) -> !llvm.void
    %3165 = llvm.insertelement %3056, %19[%73 : i32] : vector<1xf32>
    %3166 = llvm.bitcast %3165 : vector<1xf32> to i32
    %3167 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %3166, %2626 : (i32, !llvm.ptr<1>) -> !llvm.void
    %3168 = llvm.insertelement %2950, %19[%73 : i32] : vector<1xf32>
    %3169 = llvm.bitcast %3168 : vector<1xf32> to i32
    %3170 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %3169, %2627 : (i32, !llvm.ptr<1>) -> !llvm.void
    %3171 = llvm.insertelement %3071, %19[%73 : i32] : vector<1xf32>
    %3172 = llvm.bitcast %3171 : vector<1xf32> to i32
    %3173 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %3172, %2628 : (i32, !llvm.ptr<1>) -> !llvm.void
    %3174 = llvm.insertelement %2964, %19[%73 : i32] : vector<1xf32>
    %3175 = llvm.bitcast %3174 : vector<1xf32> to i32
    %3176 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %3175, %2629 : (i32, !llvm.ptr<1>) -> !llvm.void
    %3177 = llvm.insertelement %3085, %19[%73 : i32] : vector<1xf32>
    %3178 = llvm.bitcast %3177 : vector<1xf32> to i32
    %3179 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %3178, %2630 : (i32, !llvm.ptr<1>) -> !llvm.void
    %3180 = llvm.insertelement %2979, %19[%73 : i32] : vector<1xf32>
    %3181 = llvm.bitcast %3180 : vector<1xf32> to i32
    %3182 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %3181, %2631 : (i32, !llvm.ptr<1>) -> !llvm.void
    %3183 = llvm.insertelement %3100, %19[%73 : i32] : vector<1xf32>
    %3184 = llvm.bitcast %3183 : vector<1xf32> to i32
    %3185 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %3184, %2632 : (i32, !llvm.ptr<1>) -> !llvm.void
    %3186 = llvm.insertelement %2965, %19[%73 : i32] : vector<1xf32>
    %3187 = llvm.bitcast %3186 : vector<1xf32> to i32
    %3188 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %3187, %2633 : (i32, !llvm.ptr<1>) -> !llvm.void
    %3189 = llvm.insertelement %3086, %19[%73 : i32] : vector<1xf32>
    %3190 = llvm.bitcast %3189 : vector<1xf32> to i32
    %3191 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %3190, %2634 : (i32, !llvm.ptr<1>) -> !llvm.void
    %3192 = llvm.insertelement %2980, %19[%73 : i32] : vector<1xf32>
    %3193 = llvm.bitcast %3192 : vector<1xf32> to i32
    %3194 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %3193, %2635 : (i32, !llvm.ptr<1>) -> !llvm.void
    %3195 = llvm.insertelement %3101, %19[%73 : i32] : vector<1xf32>
    %3196 = llvm.bitcast %3195 : vector<1xf32> to i32
    %3197 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %3196, %2636 : (i32, !llvm.ptr<1>) -> !llvm.void
    llvm.return
  }
}
