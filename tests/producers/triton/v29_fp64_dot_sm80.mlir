module attributes {ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32, ttg.shared = 32768 : i32, ttg.target = "cuda:80", ttg.tensor_memory_size = 0 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 4 : i32, "ttng.two-ctas" = false} {
  llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.func @fp64_dot(%arg0: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f64}, %arg1: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f64}, %arg2: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f64}, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: !llvm.ptr<1>, %arg7: !llvm.ptr<1>) attributes {noinline = false, nvvm.kernel = 1 : ui1, nvvm.reqntid = array<i32: 128>, ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32} {
    %0 = llvm.mlir.constant(896 : i32) : i32
    %1 = llvm.mlir.constant(768 : i32) : i32
    %2 = llvm.mlir.constant(640 : i32) : i32
    %3 = llvm.mlir.constant(512 : i32) : i32
    %4 = llvm.mlir.constant(7 : i32) : i32
    %5 = llvm.mlir.undef : vector<2xi64>
    %6 = llvm.mlir.undef : vector<2xf64>
    %7 = llvm.mlir.constant(8208 : i32) : i32
    %8 = llvm.mlir.constant(35 : i32) : i32
    %9 = llvm.mlir.constant(2432 : i32) : i32
    %10 = llvm.mlir.constant(384 : i32) : i32
    %11 = llvm.mlir.constant(2304 : i32) : i32
    %12 = llvm.mlir.constant(256 : i32) : i32
    %13 = llvm.mlir.constant(2176 : i32) : i32
    %14 = llvm.mlir.constant(128 : i32) : i32
    %15 = llvm.mlir.constant(9 : i32) : i32
    %16 = llvm.mlir.constant(1008 : i32) : i32
    %17 = llvm.mlir.undef : vector<1xf64>
    %18 = llvm.mlir.undef : vector<1xi64>
    %19 = llvm.mlir.constant(960 : i32) : i32
    %20 = llvm.mlir.constant(1088 : i32) : i32
    %21 = llvm.mlir.constant(544 : i32) : i32
    %22 = llvm.mlir.constant(7168 : i32) : i32
    %23 = llvm.mlir.constant(6144 : i32) : i32
    %24 = llvm.mlir.constant(5120 : i32) : i32
    %25 = llvm.mlir.constant(4096 : i32) : i32
    %26 = llvm.mlir.constant(3072 : i32) : i32
    %27 = llvm.mlir.constant(2048 : i32) : i32
    %28 = llvm.mlir.constant(3 : i32) : i32
    %29 = llvm.mlir.undef : !llvm.struct<(ptr<3>, i32, i32)>
    %30 = llvm.mlir.constant(1024 : i32) : i32
    %31 = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
    %32 = llvm.mlir.constant(15 : i32) : i32
    %33 = llvm.mlir.constant(63 : i32) : i32
    %34 = llvm.mlir.constant(62 : i32) : i32
    %35 = llvm.mlir.constant(60 : i32) : i32
    %36 = llvm.mlir.constant(58 : i32) : i32
    %37 = llvm.mlir.constant(54 : i32) : i32
    %38 = llvm.mlir.constant(52 : i32) : i32
    %39 = llvm.mlir.constant(50 : i32) : i32
    %40 = llvm.mlir.constant(46 : i32) : i32
    %41 = llvm.mlir.constant(44 : i32) : i32
    %42 = llvm.mlir.constant(42 : i32) : i32
    %43 = llvm.mlir.constant(38 : i32) : i32
    %44 = llvm.mlir.constant(36 : i32) : i32
    %45 = llvm.mlir.constant(34 : i32) : i32
    %46 = llvm.mlir.constant(30 : i32) : i32
    %47 = llvm.mlir.constant(28 : i32) : i32
    %48 = llvm.mlir.constant(26 : i32) : i32
    %49 = llvm.mlir.constant(22 : i32) : i32
    %50 = llvm.mlir.constant(20 : i32) : i32
    %51 = llvm.mlir.constant(18 : i32) : i32
    %52 = llvm.mlir.constant(14 : i32) : i32
    %53 = llvm.mlir.constant(12 : i32) : i32
    %54 = llvm.mlir.constant(10 : i32) : i32
    %55 = llvm.mlir.constant(6 : i32) : i32
    %56 = llvm.mlir.constant(56 : i32) : i32
    %57 = llvm.mlir.constant(48 : i32) : i32
    %58 = llvm.mlir.constant(40 : i32) : i32
    %59 = llvm.mlir.constant(24 : i32) : i32
    %60 = llvm.mlir.constant(8 : i32) : i32
    %61 = llvm.mlir.constant(4 : i32) : i32
    %62 = llvm.mlir.constant(112 : i32) : i32
    %63 = llvm.mlir.constant(5 : i32) : i32
    %64 = llvm.mlir.constant(127 : i32) : i32
    %65 = llvm.mlir.constant(0 : index) : i32
    %66 = llvm.mlir.constant(32 : i32) : i32
    %67 = llvm.mlir.constant(2 : i32) : i32
    %68 = llvm.mlir.constant(1 : i32) : i32
    %69 = llvm.mlir.constant(-1 : i32) : i32
    %70 = llvm.mlir.constant(64 : i32) : i32
    %71 = llvm.mlir.constant(0 : i32) : i32
    %72 = llvm.mlir.constant(16 : i32) : i32
    %73 = llvm.mlir.undef : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64)>
    %74 = llvm.mlir.undef : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)>
    %75 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    %76 = llvm.insertvalue %75, %74[0] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %77 = llvm.insertvalue %75, %76[1] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %78 = llvm.insertvalue %75, %77[2] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %79 = llvm.insertvalue %75, %78[3] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %80 = llvm.insertvalue %75, %79[4] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %81 = llvm.insertvalue %75, %80[5] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %82 = llvm.insertvalue %75, %81[6] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %83 = llvm.insertvalue %75, %82[7] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %84 = llvm.insertvalue %75, %83[8] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %85 = llvm.insertvalue %75, %84[9] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %86 = llvm.insertvalue %75, %85[10] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %87 = llvm.insertvalue %75, %86[11] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %88 = llvm.insertvalue %75, %87[12] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %89 = llvm.insertvalue %75, %88[13] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %90 = llvm.insertvalue %75, %89[14] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %91 = llvm.insertvalue %75, %90[15] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %92 = llvm.insertvalue %75, %91[16] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %93 = llvm.insertvalue %75, %92[17] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %94 = llvm.insertvalue %75, %93[18] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %95 = llvm.insertvalue %75, %94[19] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %96 = llvm.insertvalue %75, %95[20] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %97 = llvm.insertvalue %75, %96[21] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %98 = llvm.insertvalue %75, %97[22] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %99 = llvm.insertvalue %75, %98[23] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %100 = llvm.insertvalue %75, %99[24] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %101 = llvm.insertvalue %75, %100[25] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %102 = llvm.insertvalue %75, %101[26] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %103 = llvm.insertvalue %75, %102[27] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %104 = llvm.insertvalue %75, %103[28] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %105 = llvm.insertvalue %75, %104[29] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %106 = llvm.insertvalue %75, %105[30] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %107 = llvm.insertvalue %75, %106[31] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %108 = nvvm.read.ptx.sreg.ctaid.x : i32
    %109 = llvm.mul %108, %70 : i32
    %110 = nvvm.read.ptx.sreg.tid.x : i32
    %111 = llvm.and %110, %64 : i32
    %112 = llvm.urem %111, %66 : i32
    %113 = llvm.udiv %110, %66 : i32
    %114 = llvm.shl %112, %71 : i32
    %115 = llvm.or %71, %114 : i32
    %116 = llvm.shl %113, %63 : i32
    %117 = llvm.or %115, %116 : i32
    %118 = llvm.and %117, %62 : i32
    %119 = llvm.lshr %118, %61 : i32
    %120 = llvm.or disjoint %119, %71 : i32
    %121 = llvm.xor %71, %120 : i32
    %122 = llvm.xor %121, %71 : i32
    %123 = llvm.xor %121, %60 : i32
    %124 = llvm.xor %121, %72 : i32
    %125 = llvm.xor %121, %59 : i32
    %126 = llvm.xor %121, %66 : i32
    %127 = llvm.xor %121, %58 : i32
    %128 = llvm.xor %121, %57 : i32
    %129 = llvm.xor %121, %56 : i32
    %130 = llvm.add %122, %65 : i32
    %131 = llvm.add %123, %65 : i32
    %132 = llvm.add %124, %65 : i32
    %133 = llvm.add %125, %65 : i32
    %134 = llvm.add %126, %65 : i32
    %135 = llvm.add %127, %65 : i32
    %136 = llvm.add %128, %65 : i32
    %137 = llvm.add %129, %65 : i32
    %138 = llvm.and %117, %70 : i32
    %139 = llvm.lshr %138, %55 : i32
    %140 = llvm.or disjoint %139, %71 : i32
    %141 = llvm.xor %71, %140 : i32
    %142 = llvm.xor %141, %71 : i32
    %143 = llvm.xor %141, %67 : i32
    %144 = llvm.xor %141, %61 : i32
    %145 = llvm.xor %141, %55 : i32
    %146 = llvm.xor %141, %60 : i32
    %147 = llvm.xor %141, %54 : i32
    %148 = llvm.xor %141, %53 : i32
    %149 = llvm.xor %141, %52 : i32
    %150 = llvm.xor %141, %72 : i32
    %151 = llvm.xor %141, %51 : i32
    %152 = llvm.xor %141, %50 : i32
    %153 = llvm.xor %141, %49 : i32
    %154 = llvm.xor %141, %59 : i32
    %155 = llvm.xor %141, %48 : i32
    %156 = llvm.xor %141, %47 : i32
    %157 = llvm.xor %141, %46 : i32
    %158 = llvm.xor %141, %66 : i32
    %159 = llvm.xor %141, %45 : i32
    %160 = llvm.xor %141, %44 : i32
    %161 = llvm.xor %141, %43 : i32
    %162 = llvm.xor %141, %58 : i32
    %163 = llvm.xor %141, %42 : i32
    %164 = llvm.xor %141, %41 : i32
    %165 = llvm.xor %141, %40 : i32
    %166 = llvm.xor %141, %57 : i32
    %167 = llvm.xor %141, %39 : i32
    %168 = llvm.xor %141, %38 : i32
    %169 = llvm.xor %141, %37 : i32
    %170 = llvm.xor %141, %56 : i32
    %171 = llvm.xor %141, %36 : i32
    %172 = llvm.xor %141, %35 : i32
    %173 = llvm.xor %141, %34 : i32
    %174 = llvm.add %142, %65 : i32
    %175 = llvm.add %143, %65 : i32
    %176 = llvm.add %144, %65 : i32
    %177 = llvm.add %145, %65 : i32
    %178 = llvm.add %146, %65 : i32
    %179 = llvm.add %147, %65 : i32
    %180 = llvm.add %148, %65 : i32
    %181 = llvm.add %149, %65 : i32
    %182 = llvm.add %150, %65 : i32
    %183 = llvm.add %151, %65 : i32
    %184 = llvm.add %152, %65 : i32
    %185 = llvm.add %153, %65 : i32
    %186 = llvm.add %154, %65 : i32
    %187 = llvm.add %155, %65 : i32
    %188 = llvm.add %156, %65 : i32
    %189 = llvm.add %157, %65 : i32
    %190 = llvm.add %158, %65 : i32
    %191 = llvm.add %159, %65 : i32
    %192 = llvm.add %160, %65 : i32
    %193 = llvm.add %161, %65 : i32
    %194 = llvm.add %162, %65 : i32
    %195 = llvm.add %163, %65 : i32
    %196 = llvm.add %164, %65 : i32
    %197 = llvm.add %165, %65 : i32
    %198 = llvm.add %166, %65 : i32
    %199 = llvm.add %167, %65 : i32
    %200 = llvm.add %168, %65 : i32
    %201 = llvm.add %169, %65 : i32
    %202 = llvm.add %170, %65 : i32
    %203 = llvm.add %171, %65 : i32
    %204 = llvm.add %172, %65 : i32
    %205 = llvm.add %173, %65 : i32
    %206 = llvm.and %117, %33 : i32
    %207 = llvm.lshr %206, %71 : i32
    %208 = llvm.or disjoint %207, %71 : i32
    %209 = llvm.xor %71, %208 : i32
    %210 = llvm.xor %209, %71 : i32
    %211 = llvm.add %210, %65 : i32
    %212 = llvm.add %109, %130 : i32
    %213 = llvm.add %109, %131 : i32
    %214 = llvm.add %109, %132 : i32
    %215 = llvm.add %109, %133 : i32
    %216 = llvm.add %109, %134 : i32
    %217 = llvm.add %109, %135 : i32
    %218 = llvm.add %109, %136 : i32
    %219 = llvm.add %109, %137 : i32
    %220 = llvm.add %109, %174 : i32
    %221 = llvm.add %109, %175 : i32
    %222 = llvm.add %109, %176 : i32
    %223 = llvm.add %109, %177 : i32
    %224 = llvm.add %109, %178 : i32
    %225 = llvm.add %109, %179 : i32
    %226 = llvm.add %109, %180 : i32
    %227 = llvm.add %109, %181 : i32
    %228 = llvm.add %109, %182 : i32
    %229 = llvm.add %109, %183 : i32
    %230 = llvm.add %109, %184 : i32
    %231 = llvm.add %109, %185 : i32
    %232 = llvm.add %109, %186 : i32
    %233 = llvm.add %109, %187 : i32
    %234 = llvm.add %109, %188 : i32
    %235 = llvm.add %109, %189 : i32
    %236 = llvm.add %109, %190 : i32
    %237 = llvm.add %109, %191 : i32
    %238 = llvm.add %109, %192 : i32
    %239 = llvm.add %109, %193 : i32
    %240 = llvm.add %109, %194 : i32
    %241 = llvm.add %109, %195 : i32
    %242 = llvm.add %109, %196 : i32
    %243 = llvm.add %109, %197 : i32
    %244 = llvm.add %109, %198 : i32
    %245 = llvm.add %109, %199 : i32
    %246 = llvm.add %109, %200 : i32
    %247 = llvm.add %109, %201 : i32
    %248 = llvm.add %109, %202 : i32
    %249 = llvm.add %109, %203 : i32
    %250 = llvm.add %109, %204 : i32
    %251 = llvm.add %109, %205 : i32
    %252 = nvvm.read.ptx.sreg.ctaid.y : i32
    %253 = llvm.mul %252, %70 : i32
    %254 = llvm.add %253, %211 : i32
    %255 = llvm.and %117, %32 : i32
    %256 = llvm.lshr %255, %71 : i32
    %257 = llvm.or disjoint %256, %71 : i32
    %258 = llvm.xor %71, %257 : i32
    %259 = llvm.xor %258, %71 : i32
    %260 = llvm.add %259, %65 : i32
    %261 = llvm.icmp "slt" %212, %arg3 : i32
    %262 = llvm.icmp "slt" %213, %arg3 : i32
    %263 = llvm.icmp "slt" %214, %arg3 : i32
    %264 = llvm.icmp "slt" %215, %arg3 : i32
    %265 = llvm.icmp "slt" %216, %arg3 : i32
    %266 = llvm.icmp "slt" %217, %arg3 : i32
    %267 = llvm.icmp "slt" %218, %arg3 : i32
    %268 = llvm.icmp "slt" %219, %arg3 : i32
    %269 = llvm.mul %212, %arg5 : i32
    %270 = llvm.mul %213, %arg5 : i32
    %271 = llvm.mul %214, %arg5 : i32
    %272 = llvm.mul %215, %arg5 : i32
    %273 = llvm.mul %216, %arg5 : i32
    %274 = llvm.mul %217, %arg5 : i32
    %275 = llvm.mul %218, %arg5 : i32
    %276 = llvm.mul %219, %arg5 : i32
    %277 = llvm.getelementptr %arg0[%269] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %278 = llvm.getelementptr %arg0[%270] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %279 = llvm.getelementptr %arg0[%271] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %280 = llvm.getelementptr %arg0[%272] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %281 = llvm.getelementptr %arg0[%273] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %282 = llvm.getelementptr %arg0[%274] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %283 = llvm.getelementptr %arg0[%275] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %284 = llvm.getelementptr %arg0[%276] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %285 = llvm.icmp "slt" %254, %arg4 : i32
    %286 = llvm.getelementptr %31[16384] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %287 = llvm.icmp "sgt" %arg5, %71 : i32
    %288 = llvm.icmp "slt" %260, %arg5 : i32
    %289 = llvm.and %261, %288 : i1
    %290 = llvm.and %262, %288 : i1
    %291 = llvm.and %263, %288 : i1
    %292 = llvm.and %264, %288 : i1
    %293 = llvm.and %265, %288 : i1
    %294 = llvm.and %266, %288 : i1
    %295 = llvm.and %267, %288 : i1
    %296 = llvm.and %268, %288 : i1
    %297 = llvm.getelementptr %277[%260] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %298 = llvm.getelementptr %278[%260] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %299 = llvm.getelementptr %279[%260] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %300 = llvm.getelementptr %280[%260] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %301 = llvm.getelementptr %281[%260] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %302 = llvm.getelementptr %282[%260] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %303 = llvm.getelementptr %283[%260] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %304 = llvm.getelementptr %284[%260] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %305 = llvm.mul %71, %30 : i32
    %306 = llvm.getelementptr %31[%305] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f64
    %307 = llvm.insertvalue %306, %29[0] : !llvm.struct<(ptr<3>, i32, i32)> 
    %308 = llvm.insertvalue %71, %307[1] : !llvm.struct<(ptr<3>, i32, i32)> 
    %309 = llvm.insertvalue %71, %308[2] : !llvm.struct<(ptr<3>, i32, i32)> 
    %310 = llvm.and %287, %289 : i1
    %311 = llvm.and %287, %290 : i1
    %312 = llvm.and %287, %291 : i1
    %313 = llvm.and %287, %292 : i1
    %314 = llvm.and %287, %293 : i1
    %315 = llvm.and %287, %294 : i1
    %316 = llvm.and %287, %295 : i1
    %317 = llvm.and %287, %296 : i1
    %318 = llvm.and %117, %64 : i32
    %319 = llvm.shl %318, %28 : i32
    %320 = llvm.and %117, %57 : i32
    %321 = llvm.shl %320, %68 : i32
    %322 = llvm.xor %319, %321 : i32
    %323 = llvm.or disjoint %71, %322 : i32
    %324 = llvm.xor %71, %323 : i32
    %325 = llvm.mul %71, %60 : i32
    %326 = llvm.xor %324, %325 : i32
    %327 = llvm.xor %326, %71 : i32
    %328 = llvm.add %327, %71 : i32
    %329 = llvm.getelementptr inbounds %306[%328] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %330 = llvm.select %310, %60, %71 : i1, i32
    %331 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x8, $2;", "r,l,r" %329, %297, %330 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %332 = llvm.add %327, %30 : i32
    %333 = llvm.getelementptr inbounds %306[%332] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %334 = llvm.select %311, %60, %71 : i1, i32
    %335 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x8, $2;", "r,l,r" %333, %298, %334 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %336 = llvm.add %327, %27 : i32
    %337 = llvm.getelementptr inbounds %306[%336] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %338 = llvm.select %312, %60, %71 : i1, i32
    %339 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x8, $2;", "r,l,r" %337, %299, %338 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %340 = llvm.add %327, %26 : i32
    %341 = llvm.getelementptr inbounds %306[%340] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %342 = llvm.select %313, %60, %71 : i1, i32
    %343 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x8, $2;", "r,l,r" %341, %300, %342 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %344 = llvm.add %327, %25 : i32
    %345 = llvm.getelementptr inbounds %306[%344] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %346 = llvm.select %314, %60, %71 : i1, i32
    %347 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x8, $2;", "r,l,r" %345, %301, %346 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %348 = llvm.add %327, %24 : i32
    %349 = llvm.getelementptr inbounds %306[%348] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %350 = llvm.select %315, %60, %71 : i1, i32
    %351 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x8, $2;", "r,l,r" %349, %302, %350 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %352 = llvm.add %327, %23 : i32
    %353 = llvm.getelementptr inbounds %306[%352] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %354 = llvm.select %316, %60, %71 : i1, i32
    %355 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x8, $2;", "r,l,r" %353, %303, %354 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %356 = llvm.add %327, %22 : i32
    %357 = llvm.getelementptr inbounds %306[%356] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %358 = llvm.select %317, %60, %71 : i1, i32
    %359 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x8, $2;", "r,l,r" %357, %304, %358 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    nvvm.cp.async.commit.group
    %360 = llvm.icmp "slt" %174, %arg5 : i32
    %361 = llvm.icmp "slt" %175, %arg5 : i32
    %362 = llvm.icmp "slt" %176, %arg5 : i32
    %363 = llvm.icmp "slt" %177, %arg5 : i32
    %364 = llvm.icmp "slt" %178, %arg5 : i32
    %365 = llvm.icmp "slt" %179, %arg5 : i32
    %366 = llvm.icmp "slt" %180, %arg5 : i32
    %367 = llvm.icmp "slt" %181, %arg5 : i32
    %368 = llvm.and %360, %285 : i1
    %369 = llvm.and %361, %285 : i1
    %370 = llvm.and %362, %285 : i1
    %371 = llvm.and %363, %285 : i1
    %372 = llvm.and %364, %285 : i1
    %373 = llvm.and %365, %285 : i1
    %374 = llvm.and %366, %285 : i1
    %375 = llvm.and %367, %285 : i1
    %376 = llvm.mul %174, %arg4 : i32
    %377 = llvm.mul %175, %arg4 : i32
    %378 = llvm.mul %176, %arg4 : i32
    %379 = llvm.mul %177, %arg4 : i32
    %380 = llvm.mul %178, %arg4 : i32
    %381 = llvm.mul %179, %arg4 : i32
    %382 = llvm.mul %180, %arg4 : i32
    %383 = llvm.mul %181, %arg4 : i32
    %384 = llvm.getelementptr %arg1[%376] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %385 = llvm.getelementptr %arg1[%377] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %386 = llvm.getelementptr %arg1[%378] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %387 = llvm.getelementptr %arg1[%379] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %388 = llvm.getelementptr %arg1[%380] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %389 = llvm.getelementptr %arg1[%381] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %390 = llvm.getelementptr %arg1[%382] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %391 = llvm.getelementptr %arg1[%383] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %392 = llvm.getelementptr %384[%254] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %393 = llvm.getelementptr %385[%254] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %394 = llvm.getelementptr %386[%254] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %395 = llvm.getelementptr %387[%254] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %396 = llvm.getelementptr %388[%254] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %397 = llvm.getelementptr %389[%254] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %398 = llvm.getelementptr %390[%254] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %399 = llvm.getelementptr %391[%254] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %400 = llvm.getelementptr %286[%305] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f64
    %401 = llvm.insertvalue %400, %29[0] : !llvm.struct<(ptr<3>, i32, i32)> 
    %402 = llvm.insertvalue %71, %401[1] : !llvm.struct<(ptr<3>, i32, i32)> 
    %403 = llvm.insertvalue %71, %402[2] : !llvm.struct<(ptr<3>, i32, i32)> 
    %404 = llvm.and %287, %368 : i1
    %405 = llvm.and %287, %369 : i1
    %406 = llvm.and %287, %370 : i1
    %407 = llvm.and %287, %371 : i1
    %408 = llvm.and %287, %372 : i1
    %409 = llvm.and %287, %373 : i1
    %410 = llvm.and %287, %374 : i1
    %411 = llvm.and %287, %375 : i1
    %412 = llvm.shl %206, %28 : i32
    %413 = llvm.icmp "eq" %138, %71 : i32
    %414 = llvm.select %413, %71, %21 : i1, i32
    %415 = llvm.xor %412, %414 : i32
    %416 = llvm.or disjoint %71, %415 : i32
    %417 = llvm.xor %71, %416 : i32
    %418 = llvm.xor %417, %325 : i32
    %419 = llvm.xor %418, %71 : i32
    %420 = llvm.add %419, %71 : i32
    %421 = llvm.getelementptr inbounds %400[%420] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %422 = llvm.select %404, %60, %71 : i1, i32
    %423 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x8, $2;", "r,l,r" %421, %392, %422 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %424 = llvm.add %419, %27 : i32
    %425 = llvm.getelementptr inbounds %400[%424] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %426 = llvm.select %406, %60, %71 : i1, i32
    %427 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x8, $2;", "r,l,r" %425, %394, %426 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %428 = llvm.add %419, %25 : i32
    %429 = llvm.getelementptr inbounds %400[%428] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %430 = llvm.select %408, %60, %71 : i1, i32
    %431 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x8, $2;", "r,l,r" %429, %396, %430 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %432 = llvm.add %419, %23 : i32
    %433 = llvm.getelementptr inbounds %400[%432] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %434 = llvm.select %410, %60, %71 : i1, i32
    %435 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x8, $2;", "r,l,r" %433, %398, %434 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %436 = llvm.xor %418, %20 : i32
    %437 = llvm.add %436, %71 : i32
    %438 = llvm.getelementptr inbounds %400[%437] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %439 = llvm.select %405, %60, %71 : i1, i32
    %440 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x8, $2;", "r,l,r" %438, %393, %439 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %441 = llvm.add %436, %27 : i32
    %442 = llvm.getelementptr inbounds %400[%441] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %443 = llvm.select %407, %60, %71 : i1, i32
    %444 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x8, $2;", "r,l,r" %442, %395, %443 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %445 = llvm.add %436, %25 : i32
    %446 = llvm.getelementptr inbounds %400[%445] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %447 = llvm.select %409, %60, %71 : i1, i32
    %448 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x8, $2;", "r,l,r" %446, %397, %447 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %449 = llvm.add %436, %23 : i32
    %450 = llvm.getelementptr inbounds %400[%449] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %451 = llvm.select %411, %60, %71 : i1, i32
    %452 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x8, $2;", "r,l,r" %450, %399, %451 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    nvvm.cp.async.commit.group
    %453 = llvm.icmp "sgt" %arg5, %72 : i32
    %454 = llvm.add %174, %72 : i32
    %455 = llvm.add %175, %72 : i32
    %456 = llvm.add %176, %72 : i32
    %457 = llvm.add %177, %72 : i32
    %458 = llvm.add %178, %72 : i32
    %459 = llvm.add %179, %72 : i32
    %460 = llvm.add %180, %72 : i32
    %461 = llvm.add %181, %72 : i32
    %462 = llvm.add %260, %72 : i32
    %463 = llvm.icmp "slt" %462, %arg5 : i32
    %464 = llvm.and %261, %463 : i1
    %465 = llvm.and %262, %463 : i1
    %466 = llvm.and %263, %463 : i1
    %467 = llvm.and %264, %463 : i1
    %468 = llvm.and %265, %463 : i1
    %469 = llvm.and %266, %463 : i1
    %470 = llvm.and %267, %463 : i1
    %471 = llvm.and %268, %463 : i1
    %472 = llvm.getelementptr %277[%462] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %473 = llvm.getelementptr %278[%462] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %474 = llvm.getelementptr %279[%462] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %475 = llvm.getelementptr %280[%462] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %476 = llvm.getelementptr %281[%462] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %477 = llvm.getelementptr %282[%462] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %478 = llvm.getelementptr %283[%462] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %479 = llvm.getelementptr %284[%462] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %480 = llvm.mul %68, %30 : i32
    %481 = llvm.getelementptr %31[%480] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f64
    %482 = llvm.and %453, %464 : i1
    %483 = llvm.and %453, %465 : i1
    %484 = llvm.and %453, %466 : i1
    %485 = llvm.and %453, %467 : i1
    %486 = llvm.and %453, %468 : i1
    %487 = llvm.and %453, %469 : i1
    %488 = llvm.and %453, %470 : i1
    %489 = llvm.and %453, %471 : i1
    %490 = llvm.getelementptr inbounds %481[%328] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %491 = llvm.select %482, %60, %71 : i1, i32
    %492 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x8, $2;", "r,l,r" %490, %472, %491 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %493 = llvm.getelementptr inbounds %481[%332] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %494 = llvm.select %483, %60, %71 : i1, i32
    %495 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x8, $2;", "r,l,r" %493, %473, %494 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %496 = llvm.getelementptr inbounds %481[%336] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %497 = llvm.select %484, %60, %71 : i1, i32
    %498 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x8, $2;", "r,l,r" %496, %474, %497 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %499 = llvm.getelementptr inbounds %481[%340] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %500 = llvm.select %485, %60, %71 : i1, i32
    %501 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x8, $2;", "r,l,r" %499, %475, %500 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %502 = llvm.getelementptr inbounds %481[%344] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %503 = llvm.select %486, %60, %71 : i1, i32
    %504 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x8, $2;", "r,l,r" %502, %476, %503 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %505 = llvm.getelementptr inbounds %481[%348] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %506 = llvm.select %487, %60, %71 : i1, i32
    %507 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x8, $2;", "r,l,r" %505, %477, %506 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %508 = llvm.getelementptr inbounds %481[%352] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %509 = llvm.select %488, %60, %71 : i1, i32
    %510 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x8, $2;", "r,l,r" %508, %478, %509 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %511 = llvm.getelementptr inbounds %481[%356] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %512 = llvm.select %489, %60, %71 : i1, i32
    %513 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x8, $2;", "r,l,r" %511, %479, %512 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    nvvm.cp.async.commit.group
    %514 = llvm.icmp "slt" %454, %arg5 : i32
    %515 = llvm.icmp "slt" %455, %arg5 : i32
    %516 = llvm.icmp "slt" %456, %arg5 : i32
    %517 = llvm.icmp "slt" %457, %arg5 : i32
    %518 = llvm.icmp "slt" %458, %arg5 : i32
    %519 = llvm.icmp "slt" %459, %arg5 : i32
    %520 = llvm.icmp "slt" %460, %arg5 : i32
    %521 = llvm.icmp "slt" %461, %arg5 : i32
    %522 = llvm.and %514, %285 : i1
    %523 = llvm.and %515, %285 : i1
    %524 = llvm.and %516, %285 : i1
    %525 = llvm.and %517, %285 : i1
    %526 = llvm.and %518, %285 : i1
    %527 = llvm.and %519, %285 : i1
    %528 = llvm.and %520, %285 : i1
    %529 = llvm.and %521, %285 : i1
    %530 = llvm.mul %454, %arg4 : i32
    %531 = llvm.mul %455, %arg4 : i32
    %532 = llvm.mul %456, %arg4 : i32
    %533 = llvm.mul %457, %arg4 : i32
    %534 = llvm.mul %458, %arg4 : i32
    %535 = llvm.mul %459, %arg4 : i32
    %536 = llvm.mul %460, %arg4 : i32
    %537 = llvm.mul %461, %arg4 : i32
    %538 = llvm.getelementptr %arg1[%530] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %539 = llvm.getelementptr %arg1[%531] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %540 = llvm.getelementptr %arg1[%532] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %541 = llvm.getelementptr %arg1[%533] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %542 = llvm.getelementptr %arg1[%534] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %543 = llvm.getelementptr %arg1[%535] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %544 = llvm.getelementptr %arg1[%536] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %545 = llvm.getelementptr %arg1[%537] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %546 = llvm.getelementptr %538[%254] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %547 = llvm.getelementptr %539[%254] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %548 = llvm.getelementptr %540[%254] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %549 = llvm.getelementptr %541[%254] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %550 = llvm.getelementptr %542[%254] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %551 = llvm.getelementptr %543[%254] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %552 = llvm.getelementptr %544[%254] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %553 = llvm.getelementptr %545[%254] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %554 = llvm.getelementptr %286[%480] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f64
    %555 = llvm.and %453, %522 : i1
    %556 = llvm.and %453, %523 : i1
    %557 = llvm.and %453, %524 : i1
    %558 = llvm.and %453, %525 : i1
    %559 = llvm.and %453, %526 : i1
    %560 = llvm.and %453, %527 : i1
    %561 = llvm.and %453, %528 : i1
    %562 = llvm.and %453, %529 : i1
    %563 = llvm.getelementptr inbounds %554[%420] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %564 = llvm.select %555, %60, %71 : i1, i32
    %565 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x8, $2;", "r,l,r" %563, %546, %564 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %566 = llvm.getelementptr inbounds %554[%424] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %567 = llvm.select %557, %60, %71 : i1, i32
    %568 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x8, $2;", "r,l,r" %566, %548, %567 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %569 = llvm.getelementptr inbounds %554[%428] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %570 = llvm.select %559, %60, %71 : i1, i32
    %571 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x8, $2;", "r,l,r" %569, %550, %570 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %572 = llvm.getelementptr inbounds %554[%432] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %573 = llvm.select %561, %60, %71 : i1, i32
    %574 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x8, $2;", "r,l,r" %572, %552, %573 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %575 = llvm.getelementptr inbounds %554[%437] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %576 = llvm.select %556, %60, %71 : i1, i32
    %577 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x8, $2;", "r,l,r" %575, %547, %576 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %578 = llvm.getelementptr inbounds %554[%441] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %579 = llvm.select %558, %60, %71 : i1, i32
    %580 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x8, $2;", "r,l,r" %578, %549, %579 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %581 = llvm.getelementptr inbounds %554[%445] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %582 = llvm.select %560, %60, %71 : i1, i32
    %583 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x8, $2;", "r,l,r" %581, %551, %582 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %584 = llvm.getelementptr inbounds %554[%449] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %585 = llvm.select %562, %60, %71 : i1, i32
    %586 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x8, $2;", "r,l,r" %584, %553, %585 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    nvvm.cp.async.commit.group
    nvvm.cp.async.wait.group 2
    nvvm.barrier
    %587 = llvm.add %71, %71 : i32
    %588 = llvm.shl %587, %71 : i32
    %589 = llvm.or %71, %588 : i32
    %590 = llvm.shl %587, %55 : i32
    %591 = llvm.or %589, %590 : i32
    %592 = llvm.and %591, %33 : i32
    %593 = llvm.shl %592, %61 : i32
    %594 = llvm.and %591, %28 : i32
    %595 = llvm.shl %594, %67 : i32
    %596 = llvm.and %591, %19 : i32
    %597 = llvm.lshr %596, %55 : i32
    %598 = llvm.xor %595, %597 : i32
    %599 = llvm.or disjoint %593, %598 : i32
    %600 = llvm.xor %71, %599 : i32
    %601 = llvm.and %117, %47 : i32
    %602 = llvm.shl %601, %63 : i32
    %603 = llvm.shl %255, %28 : i32
    %604 = llvm.shl %138, %61 : i32
    %605 = llvm.or disjoint %603, %604 : i32
    %606 = llvm.or disjoint %605, %602 : i32
    %607 = llvm.xor %71, %606 : i32
    %608 = llvm.mul %600, %60 : i32
    %609 = llvm.xor %607, %608 : i32
    %610 = llvm.xor %609, %71 : i32
    %611 = llvm.add %610, %71 : i32
    %612 = llvm.getelementptr inbounds %306[%611] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %613 = llvm.load %612 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
    %614 = llvm.insertelement %613, %18[%71 : i32] : vector<1xi64>
    %615 = llvm.extractelement %614[%71 : i32] : vector<1xi64>
    %616 = llvm.bitcast %615 : i64 to f64
    %617 = llvm.insertelement %616, %17[%71 : i32] : vector<1xf64>
    %618 = llvm.extractelement %617[%71 : i32] : vector<1xf64>
    %619 = llvm.add %610, %27 : i32
    %620 = llvm.getelementptr inbounds %306[%619] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %621 = llvm.load %620 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
    %622 = llvm.insertelement %621, %18[%71 : i32] : vector<1xi64>
    %623 = llvm.extractelement %622[%71 : i32] : vector<1xi64>
    %624 = llvm.bitcast %623 : i64 to f64
    %625 = llvm.insertelement %624, %17[%71 : i32] : vector<1xf64>
    %626 = llvm.extractelement %625[%71 : i32] : vector<1xf64>
    %627 = llvm.add %610, %25 : i32
    %628 = llvm.getelementptr inbounds %306[%627] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %629 = llvm.load %628 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
    %630 = llvm.insertelement %629, %18[%71 : i32] : vector<1xi64>
    %631 = llvm.extractelement %630[%71 : i32] : vector<1xi64>
    %632 = llvm.bitcast %631 : i64 to f64
    %633 = llvm.insertelement %632, %17[%71 : i32] : vector<1xf64>
    %634 = llvm.extractelement %633[%71 : i32] : vector<1xf64>
    %635 = llvm.add %610, %23 : i32
    %636 = llvm.getelementptr inbounds %306[%635] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %637 = llvm.load %636 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
    %638 = llvm.insertelement %637, %18[%71 : i32] : vector<1xi64>
    %639 = llvm.extractelement %638[%71 : i32] : vector<1xi64>
    %640 = llvm.bitcast %639 : i64 to f64
    %641 = llvm.insertelement %640, %17[%71 : i32] : vector<1xf64>
    %642 = llvm.extractelement %641[%71 : i32] : vector<1xf64>
    %643 = llvm.xor %609, %66 : i32
    %644 = llvm.add %643, %71 : i32
    %645 = llvm.getelementptr inbounds %306[%644] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %646 = llvm.load %645 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
    %647 = llvm.insertelement %646, %18[%71 : i32] : vector<1xi64>
    %648 = llvm.extractelement %647[%71 : i32] : vector<1xi64>
    %649 = llvm.bitcast %648 : i64 to f64
    %650 = llvm.insertelement %649, %17[%71 : i32] : vector<1xf64>
    %651 = llvm.extractelement %650[%71 : i32] : vector<1xf64>
    %652 = llvm.add %643, %27 : i32
    %653 = llvm.getelementptr inbounds %306[%652] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %654 = llvm.load %653 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
    %655 = llvm.insertelement %654, %18[%71 : i32] : vector<1xi64>
    %656 = llvm.extractelement %655[%71 : i32] : vector<1xi64>
    %657 = llvm.bitcast %656 : i64 to f64
    %658 = llvm.insertelement %657, %17[%71 : i32] : vector<1xf64>
    %659 = llvm.extractelement %658[%71 : i32] : vector<1xf64>
    %660 = llvm.add %643, %25 : i32
    %661 = llvm.getelementptr inbounds %306[%660] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %662 = llvm.load %661 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
    %663 = llvm.insertelement %662, %18[%71 : i32] : vector<1xi64>
    %664 = llvm.extractelement %663[%71 : i32] : vector<1xi64>
    %665 = llvm.bitcast %664 : i64 to f64
    %666 = llvm.insertelement %665, %17[%71 : i32] : vector<1xf64>
    %667 = llvm.extractelement %666[%71 : i32] : vector<1xf64>
    %668 = llvm.add %643, %23 : i32
    %669 = llvm.getelementptr inbounds %306[%668] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %670 = llvm.load %669 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
    %671 = llvm.insertelement %670, %18[%71 : i32] : vector<1xi64>
    %672 = llvm.extractelement %671[%71 : i32] : vector<1xi64>
    %673 = llvm.bitcast %672 : i64 to f64
    %674 = llvm.insertelement %673, %17[%71 : i32] : vector<1xf64>
    %675 = llvm.extractelement %674[%71 : i32] : vector<1xf64>
    %676 = llvm.insertvalue %618, %73[0] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64)> 
    %677 = llvm.insertvalue %651, %676[1] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64)> 
    %678 = llvm.insertvalue %626, %677[2] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64)> 
    %679 = llvm.insertvalue %659, %678[3] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64)> 
    %680 = llvm.insertvalue %634, %679[4] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64)> 
    %681 = llvm.insertvalue %667, %680[5] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64)> 
    %682 = llvm.insertvalue %642, %681[6] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64)> 
    %683 = llvm.insertvalue %675, %682[7] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64)> 
    %684 = llvm.shl %587, %61 : i32
    %685 = llvm.or %589, %684 : i32
    %686 = llvm.and %685, %32 : i32
    %687 = llvm.shl %686, %55 : i32
    %688 = llvm.and %685, %28 : i32
    %689 = llvm.shl %688, %67 : i32
    %690 = llvm.and %685, %16 : i32
    %691 = llvm.lshr %690, %61 : i32
    %692 = llvm.xor %689, %691 : i32
    %693 = llvm.or disjoint %687, %692 : i32
    %694 = llvm.xor %71, %693 : i32
    %695 = llvm.and %117, %28 : i32
    %696 = llvm.shl %695, %15 : i32
    %697 = llvm.shl %695, %63 : i32
    %698 = llvm.and %117, %35 : i32
    %699 = llvm.shl %698, %68 : i32
    %700 = llvm.xor %696, %697 : i32
    %701 = llvm.xor %700, %699 : i32
    %702 = llvm.or disjoint %71, %701 : i32
    %703 = llvm.xor %71, %702 : i32
    %704 = llvm.mul %694, %60 : i32
    %705 = llvm.xor %703, %704 : i32
    %706 = llvm.xor %705, %71 : i32
    %707 = llvm.add %706, %71 : i32
    %708 = llvm.getelementptr inbounds %400[%707] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %709 = llvm.load %708 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
    %710 = llvm.insertelement %709, %18[%71 : i32] : vector<1xi64>
    %711 = llvm.extractelement %710[%71 : i32] : vector<1xi64>
    %712 = llvm.bitcast %711 : i64 to f64
    %713 = llvm.insertelement %712, %17[%71 : i32] : vector<1xf64>
    %714 = llvm.extractelement %713[%71 : i32] : vector<1xf64>
    %715 = llvm.add %706, %27 : i32
    %716 = llvm.getelementptr inbounds %400[%715] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %717 = llvm.load %716 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
    %718 = llvm.insertelement %717, %18[%71 : i32] : vector<1xi64>
    %719 = llvm.extractelement %718[%71 : i32] : vector<1xi64>
    %720 = llvm.bitcast %719 : i64 to f64
    %721 = llvm.insertelement %720, %17[%71 : i32] : vector<1xf64>
    %722 = llvm.extractelement %721[%71 : i32] : vector<1xf64>
    %723 = llvm.add %706, %14 : i32
    %724 = llvm.getelementptr inbounds %400[%723] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %725 = llvm.load %724 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
    %726 = llvm.insertelement %725, %18[%71 : i32] : vector<1xi64>
    %727 = llvm.extractelement %726[%71 : i32] : vector<1xi64>
    %728 = llvm.bitcast %727 : i64 to f64
    %729 = llvm.insertelement %728, %17[%71 : i32] : vector<1xf64>
    %730 = llvm.extractelement %729[%71 : i32] : vector<1xf64>
    %731 = llvm.add %706, %13 : i32
    %732 = llvm.getelementptr inbounds %400[%731] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %733 = llvm.load %732 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
    %734 = llvm.insertelement %733, %18[%71 : i32] : vector<1xi64>
    %735 = llvm.extractelement %734[%71 : i32] : vector<1xi64>
    %736 = llvm.bitcast %735 : i64 to f64
    %737 = llvm.insertelement %736, %17[%71 : i32] : vector<1xf64>
    %738 = llvm.extractelement %737[%71 : i32] : vector<1xf64>
    %739 = llvm.add %706, %12 : i32
    %740 = llvm.getelementptr inbounds %400[%739] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %741 = llvm.load %740 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
    %742 = llvm.insertelement %741, %18[%71 : i32] : vector<1xi64>
    %743 = llvm.extractelement %742[%71 : i32] : vector<1xi64>
    %744 = llvm.bitcast %743 : i64 to f64
    %745 = llvm.insertelement %744, %17[%71 : i32] : vector<1xf64>
    %746 = llvm.extractelement %745[%71 : i32] : vector<1xf64>
    %747 = llvm.add %706, %11 : i32
    %748 = llvm.getelementptr inbounds %400[%747] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %749 = llvm.load %748 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
    %750 = llvm.insertelement %749, %18[%71 : i32] : vector<1xi64>
    %751 = llvm.extractelement %750[%71 : i32] : vector<1xi64>
    %752 = llvm.bitcast %751 : i64 to f64
    %753 = llvm.insertelement %752, %17[%71 : i32] : vector<1xf64>
    %754 = llvm.extractelement %753[%71 : i32] : vector<1xf64>
    %755 = llvm.add %706, %10 : i32
    %756 = llvm.getelementptr inbounds %400[%755] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %757 = llvm.load %756 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
    %758 = llvm.insertelement %757, %18[%71 : i32] : vector<1xi64>
    %759 = llvm.extractelement %758[%71 : i32] : vector<1xi64>
    %760 = llvm.bitcast %759 : i64 to f64
    %761 = llvm.insertelement %760, %17[%71 : i32] : vector<1xf64>
    %762 = llvm.extractelement %761[%71 : i32] : vector<1xf64>
    %763 = llvm.add %706, %9 : i32
    %764 = llvm.getelementptr inbounds %400[%763] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %765 = llvm.load %764 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
    %766 = llvm.insertelement %765, %18[%71 : i32] : vector<1xi64>
    %767 = llvm.extractelement %766[%71 : i32] : vector<1xi64>
    %768 = llvm.bitcast %767 : i64 to f64
    %769 = llvm.insertelement %768, %17[%71 : i32] : vector<1xf64>
    %770 = llvm.extractelement %769[%71 : i32] : vector<1xf64>
    %771 = llvm.insertvalue %714, %73[0] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64)> 
    %772 = llvm.insertvalue %722, %771[1] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64)> 
    %773 = llvm.insertvalue %730, %772[2] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64)> 
    %774 = llvm.insertvalue %738, %773[3] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64)> 
    %775 = llvm.insertvalue %746, %774[4] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64)> 
    %776 = llvm.insertvalue %754, %775[5] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64)> 
    %777 = llvm.insertvalue %762, %776[6] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64)> 
    %778 = llvm.insertvalue %770, %777[7] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64)> 
    llvm.br ^bb1(%71, %107, %68, %69, %309, %403, %683, %778 : i32, !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)>, i32, i32, !llvm.struct<(ptr<3>, i32, i32)>, !llvm.struct<(ptr<3>, i32, i32)>, !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64)>, !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64)>)
  ^bb1(%779: i32, %780: !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)>, %781: i32, %782: i32, %783: !llvm.struct<(ptr<3>, i32, i32)>, %784: !llvm.struct<(ptr<3>, i32, i32)>, %785: !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64)>, %786: !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64)>):  // 2 preds: ^bb0, ^bb2
    %787 = llvm.icmp "slt" %779, %arg5 : i32
    llvm.cond_br %787, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %788 = llvm.sub %arg5, %66 : i32
    %789 = llvm.icmp "slt" %779, %788 : i32
    %790 = llvm.add %782, %68 : i32
    %791 = llvm.icmp "sge" %790, %67 : i32
    %792 = llvm.select %791, %71, %790 : i1, i32
    nvvm.cp.async.wait.group 2
    nvvm.barrier
    %793 = llvm.extractvalue %783[0] : !llvm.struct<(ptr<3>, i32, i32)> 
    %794 = llvm.extractvalue %783[1] : !llvm.struct<(ptr<3>, i32, i32)> 
    %795 = llvm.extractvalue %783[2] : !llvm.struct<(ptr<3>, i32, i32)> 
    %796 = llvm.add %794, %71 : i32
    %797 = llvm.add %795, %60 : i32
    %798 = llvm.shl %796, %71 : i32
    %799 = llvm.or %71, %798 : i32
    %800 = llvm.shl %797, %55 : i32
    %801 = llvm.or %799, %800 : i32
    %802 = llvm.and %801, %33 : i32
    %803 = llvm.shl %802, %61 : i32
    %804 = llvm.and %801, %28 : i32
    %805 = llvm.shl %804, %67 : i32
    %806 = llvm.and %801, %19 : i32
    %807 = llvm.lshr %806, %55 : i32
    %808 = llvm.xor %805, %807 : i32
    %809 = llvm.or disjoint %803, %808 : i32
    %810 = llvm.xor %71, %809 : i32
    %811 = llvm.mul %810, %60 : i32
    %812 = llvm.xor %607, %811 : i32
    %813 = llvm.xor %812, %71 : i32
    %814 = llvm.add %813, %71 : i32
    %815 = llvm.getelementptr inbounds %793[%814] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %816 = llvm.load %815 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
    %817 = llvm.insertelement %816, %18[%71 : i32] : vector<1xi64>
    %818 = llvm.extractelement %817[%71 : i32] : vector<1xi64>
    %819 = llvm.bitcast %818 : i64 to f64
    %820 = llvm.insertelement %819, %17[%71 : i32] : vector<1xf64>
    %821 = llvm.extractelement %820[%71 : i32] : vector<1xf64>
    %822 = llvm.add %813, %27 : i32
    %823 = llvm.getelementptr inbounds %793[%822] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %824 = llvm.load %823 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
    %825 = llvm.insertelement %824, %18[%71 : i32] : vector<1xi64>
    %826 = llvm.extractelement %825[%71 : i32] : vector<1xi64>
    %827 = llvm.bitcast %826 : i64 to f64
    %828 = llvm.insertelement %827, %17[%71 : i32] : vector<1xf64>
    %829 = llvm.extractelement %828[%71 : i32] : vector<1xf64>
    %830 = llvm.add %813, %25 : i32
    %831 = llvm.getelementptr inbounds %793[%830] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %832 = llvm.load %831 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
    %833 = llvm.insertelement %832, %18[%71 : i32] : vector<1xi64>
    %834 = llvm.extractelement %833[%71 : i32] : vector<1xi64>
    %835 = llvm.bitcast %834 : i64 to f64
    %836 = llvm.insertelement %835, %17[%71 : i32] : vector<1xf64>
    %837 = llvm.extractelement %836[%71 : i32] : vector<1xf64>
    %838 = llvm.add %813, %23 : i32
    %839 = llvm.getelementptr inbounds %793[%838] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %840 = llvm.load %839 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
    %841 = llvm.insertelement %840, %18[%71 : i32] : vector<1xi64>
    %842 = llvm.extractelement %841[%71 : i32] : vector<1xi64>
    %843 = llvm.bitcast %842 : i64 to f64
    %844 = llvm.insertelement %843, %17[%71 : i32] : vector<1xf64>
    %845 = llvm.extractelement %844[%71 : i32] : vector<1xf64>
    %846 = llvm.xor %812, %66 : i32
    %847 = llvm.add %846, %71 : i32
    %848 = llvm.getelementptr inbounds %793[%847] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %849 = llvm.load %848 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
    %850 = llvm.insertelement %849, %18[%71 : i32] : vector<1xi64>
    %851 = llvm.extractelement %850[%71 : i32] : vector<1xi64>
    %852 = llvm.bitcast %851 : i64 to f64
    %853 = llvm.insertelement %852, %17[%71 : i32] : vector<1xf64>
    %854 = llvm.extractelement %853[%71 : i32] : vector<1xf64>
    %855 = llvm.add %846, %27 : i32
    %856 = llvm.getelementptr inbounds %793[%855] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %857 = llvm.load %856 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
    %858 = llvm.insertelement %857, %18[%71 : i32] : vector<1xi64>
    %859 = llvm.extractelement %858[%71 : i32] : vector<1xi64>
    %860 = llvm.bitcast %859 : i64 to f64
    %861 = llvm.insertelement %860, %17[%71 : i32] : vector<1xf64>
    %862 = llvm.extractelement %861[%71 : i32] : vector<1xf64>
    %863 = llvm.add %846, %25 : i32
    %864 = llvm.getelementptr inbounds %793[%863] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %865 = llvm.load %864 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
    %866 = llvm.insertelement %865, %18[%71 : i32] : vector<1xi64>
    %867 = llvm.extractelement %866[%71 : i32] : vector<1xi64>
    %868 = llvm.bitcast %867 : i64 to f64
    %869 = llvm.insertelement %868, %17[%71 : i32] : vector<1xf64>
    %870 = llvm.extractelement %869[%71 : i32] : vector<1xf64>
    %871 = llvm.add %846, %23 : i32
    %872 = llvm.getelementptr inbounds %793[%871] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %873 = llvm.load %872 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
    %874 = llvm.insertelement %873, %18[%71 : i32] : vector<1xi64>
    %875 = llvm.extractelement %874[%71 : i32] : vector<1xi64>
    %876 = llvm.bitcast %875 : i64 to f64
    %877 = llvm.insertelement %876, %17[%71 : i32] : vector<1xf64>
    %878 = llvm.extractelement %877[%71 : i32] : vector<1xf64>
    %879 = llvm.extractvalue %784[0] : !llvm.struct<(ptr<3>, i32, i32)> 
    %880 = llvm.extractvalue %784[1] : !llvm.struct<(ptr<3>, i32, i32)> 
    %881 = llvm.extractvalue %784[2] : !llvm.struct<(ptr<3>, i32, i32)> 
    %882 = llvm.add %880, %60 : i32
    %883 = llvm.add %881, %71 : i32
    %884 = llvm.shl %882, %71 : i32
    %885 = llvm.or %71, %884 : i32
    %886 = llvm.shl %883, %61 : i32
    %887 = llvm.or %885, %886 : i32
    %888 = llvm.and %887, %32 : i32
    %889 = llvm.shl %888, %55 : i32
    %890 = llvm.and %887, %28 : i32
    %891 = llvm.shl %890, %67 : i32
    %892 = llvm.and %887, %16 : i32
    %893 = llvm.lshr %892, %61 : i32
    %894 = llvm.xor %891, %893 : i32
    %895 = llvm.or disjoint %889, %894 : i32
    %896 = llvm.xor %71, %895 : i32
    %897 = llvm.mul %896, %60 : i32
    %898 = llvm.xor %703, %897 : i32
    %899 = llvm.xor %898, %71 : i32
    %900 = llvm.add %899, %71 : i32
    %901 = llvm.getelementptr inbounds %879[%900] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %902 = llvm.load %901 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
    %903 = llvm.insertelement %902, %18[%71 : i32] : vector<1xi64>
    %904 = llvm.extractelement %903[%71 : i32] : vector<1xi64>
    %905 = llvm.bitcast %904 : i64 to f64
    %906 = llvm.insertelement %905, %17[%71 : i32] : vector<1xf64>
    %907 = llvm.extractelement %906[%71 : i32] : vector<1xf64>
    %908 = llvm.add %899, %27 : i32
    %909 = llvm.getelementptr inbounds %879[%908] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %910 = llvm.load %909 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
    %911 = llvm.insertelement %910, %18[%71 : i32] : vector<1xi64>
    %912 = llvm.extractelement %911[%71 : i32] : vector<1xi64>
    %913 = llvm.bitcast %912 : i64 to f64
    %914 = llvm.insertelement %913, %17[%71 : i32] : vector<1xf64>
    %915 = llvm.extractelement %914[%71 : i32] : vector<1xf64>
    %916 = llvm.add %899, %14 : i32
    %917 = llvm.getelementptr inbounds %879[%916] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %918 = llvm.load %917 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
    %919 = llvm.insertelement %918, %18[%71 : i32] : vector<1xi64>
    %920 = llvm.extractelement %919[%71 : i32] : vector<1xi64>
    %921 = llvm.bitcast %920 : i64 to f64
    %922 = llvm.insertelement %921, %17[%71 : i32] : vector<1xf64>
    %923 = llvm.extractelement %922[%71 : i32] : vector<1xf64>
    %924 = llvm.add %899, %13 : i32
    %925 = llvm.getelementptr inbounds %879[%924] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %926 = llvm.load %925 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
    %927 = llvm.insertelement %926, %18[%71 : i32] : vector<1xi64>
    %928 = llvm.extractelement %927[%71 : i32] : vector<1xi64>
    %929 = llvm.bitcast %928 : i64 to f64
    %930 = llvm.insertelement %929, %17[%71 : i32] : vector<1xf64>
    %931 = llvm.extractelement %930[%71 : i32] : vector<1xf64>
    %932 = llvm.add %899, %12 : i32
    %933 = llvm.getelementptr inbounds %879[%932] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %934 = llvm.load %933 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
    %935 = llvm.insertelement %934, %18[%71 : i32] : vector<1xi64>
    %936 = llvm.extractelement %935[%71 : i32] : vector<1xi64>
    %937 = llvm.bitcast %936 : i64 to f64
    %938 = llvm.insertelement %937, %17[%71 : i32] : vector<1xf64>
    %939 = llvm.extractelement %938[%71 : i32] : vector<1xf64>
    %940 = llvm.add %899, %11 : i32
    %941 = llvm.getelementptr inbounds %879[%940] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %942 = llvm.load %941 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
    %943 = llvm.insertelement %942, %18[%71 : i32] : vector<1xi64>
    %944 = llvm.extractelement %943[%71 : i32] : vector<1xi64>
    %945 = llvm.bitcast %944 : i64 to f64
    %946 = llvm.insertelement %945, %17[%71 : i32] : vector<1xf64>
    %947 = llvm.extractelement %946[%71 : i32] : vector<1xf64>
    %948 = llvm.add %899, %10 : i32
    %949 = llvm.getelementptr inbounds %879[%948] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %950 = llvm.load %949 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
    %951 = llvm.insertelement %950, %18[%71 : i32] : vector<1xi64>
    %952 = llvm.extractelement %951[%71 : i32] : vector<1xi64>
    %953 = llvm.bitcast %952 : i64 to f64
    %954 = llvm.insertelement %953, %17[%71 : i32] : vector<1xf64>
    %955 = llvm.extractelement %954[%71 : i32] : vector<1xf64>
    %956 = llvm.add %899, %9 : i32
    %957 = llvm.getelementptr inbounds %879[%956] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %958 = llvm.load %957 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
    %959 = llvm.insertelement %958, %18[%71 : i32] : vector<1xi64>
    %960 = llvm.extractelement %959[%71 : i32] : vector<1xi64>
    %961 = llvm.bitcast %960 : i64 to f64
    %962 = llvm.insertelement %961, %17[%71 : i32] : vector<1xf64>
    %963 = llvm.extractelement %962[%71 : i32] : vector<1xf64>
    %964 = llvm.extractvalue %780[0] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %965 = llvm.extractvalue %780[1] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %966 = llvm.extractvalue %780[2] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %967 = llvm.extractvalue %780[3] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %968 = llvm.extractvalue %780[4] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %969 = llvm.extractvalue %780[5] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %970 = llvm.extractvalue %780[6] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %971 = llvm.extractvalue %780[7] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %972 = llvm.extractvalue %780[8] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %973 = llvm.extractvalue %780[9] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %974 = llvm.extractvalue %780[10] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %975 = llvm.extractvalue %780[11] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %976 = llvm.extractvalue %780[12] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %977 = llvm.extractvalue %780[13] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %978 = llvm.extractvalue %780[14] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %979 = llvm.extractvalue %780[15] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %980 = llvm.extractvalue %780[16] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %981 = llvm.extractvalue %780[17] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %982 = llvm.extractvalue %780[18] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %983 = llvm.extractvalue %780[19] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %984 = llvm.extractvalue %780[20] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %985 = llvm.extractvalue %780[21] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %986 = llvm.extractvalue %780[22] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %987 = llvm.extractvalue %780[23] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %988 = llvm.extractvalue %780[24] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %989 = llvm.extractvalue %780[25] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %990 = llvm.extractvalue %780[26] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %991 = llvm.extractvalue %780[27] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %992 = llvm.extractvalue %780[28] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %993 = llvm.extractvalue %780[29] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %994 = llvm.extractvalue %780[30] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %995 = llvm.extractvalue %780[31] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %996 = llvm.extractvalue %785[0] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64)> 
    %997 = llvm.extractvalue %785[1] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64)> 
    %998 = llvm.extractvalue %785[2] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64)> 
    %999 = llvm.extractvalue %785[3] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1000 = llvm.extractvalue %785[4] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1001 = llvm.extractvalue %785[5] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1002 = llvm.extractvalue %785[6] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1003 = llvm.extractvalue %785[7] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1004 = llvm.insertelement %996, %17[%71 : i32] : vector<1xf64>
    %1005 = llvm.insertelement %997, %17[%71 : i32] : vector<1xf64>
    %1006 = llvm.insertelement %998, %17[%71 : i32] : vector<1xf64>
    %1007 = llvm.insertelement %999, %17[%71 : i32] : vector<1xf64>
    %1008 = llvm.insertelement %1000, %17[%71 : i32] : vector<1xf64>
    %1009 = llvm.insertelement %1001, %17[%71 : i32] : vector<1xf64>
    %1010 = llvm.insertelement %1002, %17[%71 : i32] : vector<1xf64>
    %1011 = llvm.insertelement %1003, %17[%71 : i32] : vector<1xf64>
    %1012 = llvm.extractvalue %786[0] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1013 = llvm.extractvalue %786[1] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1014 = llvm.extractvalue %786[2] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1015 = llvm.extractvalue %786[3] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1016 = llvm.extractvalue %786[4] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1017 = llvm.extractvalue %786[5] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1018 = llvm.extractvalue %786[6] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1019 = llvm.extractvalue %786[7] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1020 = llvm.insertelement %1012, %17[%71 : i32] : vector<1xf64>
    %1021 = llvm.insertelement %1013, %17[%71 : i32] : vector<1xf64>
    %1022 = llvm.insertelement %1014, %17[%71 : i32] : vector<1xf64>
    %1023 = llvm.insertelement %1015, %17[%71 : i32] : vector<1xf64>
    %1024 = llvm.insertelement %1016, %17[%71 : i32] : vector<1xf64>
    %1025 = llvm.insertelement %1017, %17[%71 : i32] : vector<1xf64>
    %1026 = llvm.insertelement %1018, %17[%71 : i32] : vector<1xf64>
    %1027 = llvm.insertelement %1019, %17[%71 : i32] : vector<1xf64>
    %1028 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 { $0, $1 }, { $5 }, { $4 }, { $2, $3 };", "=d,=d,0,1,d,d" %964, %965, %1020, %1004 : (f64, f64, vector<1xf64>, vector<1xf64>) -> !llvm.struct<(f64, f64)>
    %1029 = llvm.extractvalue %1028[0] : !llvm.struct<(f64, f64)> 
    %1030 = llvm.extractvalue %1028[1] : !llvm.struct<(f64, f64)> 
    %1031 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 { $0, $1 }, { $5 }, { $4 }, { $2, $3 };", "=d,=d,0,1,d,d" %966, %967, %1022, %1004 : (f64, f64, vector<1xf64>, vector<1xf64>) -> !llvm.struct<(f64, f64)>
    %1032 = llvm.extractvalue %1031[0] : !llvm.struct<(f64, f64)> 
    %1033 = llvm.extractvalue %1031[1] : !llvm.struct<(f64, f64)> 
    %1034 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 { $0, $1 }, { $5 }, { $4 }, { $2, $3 };", "=d,=d,0,1,d,d" %968, %969, %1024, %1004 : (f64, f64, vector<1xf64>, vector<1xf64>) -> !llvm.struct<(f64, f64)>
    %1035 = llvm.extractvalue %1034[0] : !llvm.struct<(f64, f64)> 
    %1036 = llvm.extractvalue %1034[1] : !llvm.struct<(f64, f64)> 
    %1037 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 { $0, $1 }, { $5 }, { $4 }, { $2, $3 };", "=d,=d,0,1,d,d" %970, %971, %1026, %1004 : (f64, f64, vector<1xf64>, vector<1xf64>) -> !llvm.struct<(f64, f64)>
    %1038 = llvm.extractvalue %1037[0] : !llvm.struct<(f64, f64)> 
    %1039 = llvm.extractvalue %1037[1] : !llvm.struct<(f64, f64)> 
    %1040 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 { $0, $1 }, { $5 }, { $4 }, { $2, $3 };", "=d,=d,0,1,d,d" %972, %973, %1020, %1006 : (f64, f64, vector<1xf64>, vector<1xf64>) -> !llvm.struct<(f64, f64)>
    %1041 = llvm.extractvalue %1040[0] : !llvm.struct<(f64, f64)> 
    %1042 = llvm.extractvalue %1040[1] : !llvm.struct<(f64, f64)> 
    %1043 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 { $0, $1 }, { $5 }, { $4 }, { $2, $3 };", "=d,=d,0,1,d,d" %974, %975, %1022, %1006 : (f64, f64, vector<1xf64>, vector<1xf64>) -> !llvm.struct<(f64, f64)>
    %1044 = llvm.extractvalue %1043[0] : !llvm.struct<(f64, f64)> 
    %1045 = llvm.extractvalue %1043[1] : !llvm.struct<(f64, f64)> 
    %1046 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 { $0, $1 }, { $5 }, { $4 }, { $2, $3 };", "=d,=d,0,1,d,d" %976, %977, %1024, %1006 : (f64, f64, vector<1xf64>, vector<1xf64>) -> !llvm.struct<(f64, f64)>
    %1047 = llvm.extractvalue %1046[0] : !llvm.struct<(f64, f64)> 
    %1048 = llvm.extractvalue %1046[1] : !llvm.struct<(f64, f64)> 
    %1049 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 { $0, $1 }, { $5 }, { $4 }, { $2, $3 };", "=d,=d,0,1,d,d" %978, %979, %1026, %1006 : (f64, f64, vector<1xf64>, vector<1xf64>) -> !llvm.struct<(f64, f64)>
    %1050 = llvm.extractvalue %1049[0] : !llvm.struct<(f64, f64)> 
    %1051 = llvm.extractvalue %1049[1] : !llvm.struct<(f64, f64)> 
    %1052 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 { $0, $1 }, { $5 }, { $4 }, { $2, $3 };", "=d,=d,0,1,d,d" %980, %981, %1020, %1008 : (f64, f64, vector<1xf64>, vector<1xf64>) -> !llvm.struct<(f64, f64)>
    %1053 = llvm.extractvalue %1052[0] : !llvm.struct<(f64, f64)> 
    %1054 = llvm.extractvalue %1052[1] : !llvm.struct<(f64, f64)> 
    %1055 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 { $0, $1 }, { $5 }, { $4 }, { $2, $3 };", "=d,=d,0,1,d,d" %982, %983, %1022, %1008 : (f64, f64, vector<1xf64>, vector<1xf64>) -> !llvm.struct<(f64, f64)>
    %1056 = llvm.extractvalue %1055[0] : !llvm.struct<(f64, f64)> 
    %1057 = llvm.extractvalue %1055[1] : !llvm.struct<(f64, f64)> 
    %1058 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 { $0, $1 }, { $5 }, { $4 }, { $2, $3 };", "=d,=d,0,1,d,d" %984, %985, %1024, %1008 : (f64, f64, vector<1xf64>, vector<1xf64>) -> !llvm.struct<(f64, f64)>
    %1059 = llvm.extractvalue %1058[0] : !llvm.struct<(f64, f64)> 
    %1060 = llvm.extractvalue %1058[1] : !llvm.struct<(f64, f64)> 
    %1061 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 { $0, $1 }, { $5 }, { $4 }, { $2, $3 };", "=d,=d,0,1,d,d" %986, %987, %1026, %1008 : (f64, f64, vector<1xf64>, vector<1xf64>) -> !llvm.struct<(f64, f64)>
    %1062 = llvm.extractvalue %1061[0] : !llvm.struct<(f64, f64)> 
    %1063 = llvm.extractvalue %1061[1] : !llvm.struct<(f64, f64)> 
    %1064 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 { $0, $1 }, { $5 }, { $4 }, { $2, $3 };", "=d,=d,0,1,d,d" %988, %989, %1020, %1010 : (f64, f64, vector<1xf64>, vector<1xf64>) -> !llvm.struct<(f64, f64)>
    %1065 = llvm.extractvalue %1064[0] : !llvm.struct<(f64, f64)> 
    %1066 = llvm.extractvalue %1064[1] : !llvm.struct<(f64, f64)> 
    %1067 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 { $0, $1 }, { $5 }, { $4 }, { $2, $3 };", "=d,=d,0,1,d,d" %990, %991, %1022, %1010 : (f64, f64, vector<1xf64>, vector<1xf64>) -> !llvm.struct<(f64, f64)>
    %1068 = llvm.extractvalue %1067[0] : !llvm.struct<(f64, f64)> 
    %1069 = llvm.extractvalue %1067[1] : !llvm.struct<(f64, f64)> 
    %1070 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 { $0, $1 }, { $5 }, { $4 }, { $2, $3 };", "=d,=d,0,1,d,d" %992, %993, %1024, %1010 : (f64, f64, vector<1xf64>, vector<1xf64>) -> !llvm.struct<(f64, f64)>
    %1071 = llvm.extractvalue %1070[0] : !llvm.struct<(f64, f64)> 
    %1072 = llvm.extractvalue %1070[1] : !llvm.struct<(f64, f64)> 
    %1073 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 { $0, $1 }, { $5 }, { $4 }, { $2, $3 };", "=d,=d,0,1,d,d" %994, %995, %1026, %1010 : (f64, f64, vector<1xf64>, vector<1xf64>) -> !llvm.struct<(f64, f64)>
    %1074 = llvm.extractvalue %1073[0] : !llvm.struct<(f64, f64)> 
    %1075 = llvm.extractvalue %1073[1] : !llvm.struct<(f64, f64)> 
    %1076 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 { $0, $1 }, { $5 }, { $4 }, { $2, $3 };", "=d,=d,0,1,d,d" %1029, %1030, %1021, %1005 : (f64, f64, vector<1xf64>, vector<1xf64>) -> !llvm.struct<(f64, f64)>
    %1077 = llvm.extractvalue %1076[0] : !llvm.struct<(f64, f64)> 
    %1078 = llvm.extractvalue %1076[1] : !llvm.struct<(f64, f64)> 
    %1079 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 { $0, $1 }, { $5 }, { $4 }, { $2, $3 };", "=d,=d,0,1,d,d" %1032, %1033, %1023, %1005 : (f64, f64, vector<1xf64>, vector<1xf64>) -> !llvm.struct<(f64, f64)>
    %1080 = llvm.extractvalue %1079[0] : !llvm.struct<(f64, f64)> 
    %1081 = llvm.extractvalue %1079[1] : !llvm.struct<(f64, f64)> 
    %1082 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 { $0, $1 }, { $5 }, { $4 }, { $2, $3 };", "=d,=d,0,1,d,d" %1035, %1036, %1025, %1005 : (f64, f64, vector<1xf64>, vector<1xf64>) -> !llvm.struct<(f64, f64)>
    %1083 = llvm.extractvalue %1082[0] : !llvm.struct<(f64, f64)> 
    %1084 = llvm.extractvalue %1082[1] : !llvm.struct<(f64, f64)> 
    %1085 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 { $0, $1 }, { $5 }, { $4 }, { $2, $3 };", "=d,=d,0,1,d,d" %1038, %1039, %1027, %1005 : (f64, f64, vector<1xf64>, vector<1xf64>) -> !llvm.struct<(f64, f64)>
    %1086 = llvm.extractvalue %1085[0] : !llvm.struct<(f64, f64)> 
    %1087 = llvm.extractvalue %1085[1] : !llvm.struct<(f64, f64)> 
    %1088 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 { $0, $1 }, { $5 }, { $4 }, { $2, $3 };", "=d,=d,0,1,d,d" %1041, %1042, %1021, %1007 : (f64, f64, vector<1xf64>, vector<1xf64>) -> !llvm.struct<(f64, f64)>
    %1089 = llvm.extractvalue %1088[0] : !llvm.struct<(f64, f64)> 
    %1090 = llvm.extractvalue %1088[1] : !llvm.struct<(f64, f64)> 
    %1091 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 { $0, $1 }, { $5 }, { $4 }, { $2, $3 };", "=d,=d,0,1,d,d" %1044, %1045, %1023, %1007 : (f64, f64, vector<1xf64>, vector<1xf64>) -> !llvm.struct<(f64, f64)>
    %1092 = llvm.extractvalue %1091[0] : !llvm.struct<(f64, f64)> 
    %1093 = llvm.extractvalue %1091[1] : !llvm.struct<(f64, f64)> 
    %1094 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 { $0, $1 }, { $5 }, { $4 }, { $2, $3 };", "=d,=d,0,1,d,d" %1047, %1048, %1025, %1007 : (f64, f64, vector<1xf64>, vector<1xf64>) -> !llvm.struct<(f64, f64)>
    %1095 = llvm.extractvalue %1094[0] : !llvm.struct<(f64, f64)> 
    %1096 = llvm.extractvalue %1094[1] : !llvm.struct<(f64, f64)> 
    %1097 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 { $0, $1 }, { $5 }, { $4 }, { $2, $3 };", "=d,=d,0,1,d,d" %1050, %1051, %1027, %1007 : (f64, f64, vector<1xf64>, vector<1xf64>) -> !llvm.struct<(f64, f64)>
    %1098 = llvm.extractvalue %1097[0] : !llvm.struct<(f64, f64)> 
    %1099 = llvm.extractvalue %1097[1] : !llvm.struct<(f64, f64)> 
    %1100 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 { $0, $1 }, { $5 }, { $4 }, { $2, $3 };", "=d,=d,0,1,d,d" %1053, %1054, %1021, %1009 : (f64, f64, vector<1xf64>, vector<1xf64>) -> !llvm.struct<(f64, f64)>
    %1101 = llvm.extractvalue %1100[0] : !llvm.struct<(f64, f64)> 
    %1102 = llvm.extractvalue %1100[1] : !llvm.struct<(f64, f64)> 
    %1103 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 { $0, $1 }, { $5 }, { $4 }, { $2, $3 };", "=d,=d,0,1,d,d" %1056, %1057, %1023, %1009 : (f64, f64, vector<1xf64>, vector<1xf64>) -> !llvm.struct<(f64, f64)>
    %1104 = llvm.extractvalue %1103[0] : !llvm.struct<(f64, f64)> 
    %1105 = llvm.extractvalue %1103[1] : !llvm.struct<(f64, f64)> 
    %1106 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 { $0, $1 }, { $5 }, { $4 }, { $2, $3 };", "=d,=d,0,1,d,d" %1059, %1060, %1025, %1009 : (f64, f64, vector<1xf64>, vector<1xf64>) -> !llvm.struct<(f64, f64)>
    %1107 = llvm.extractvalue %1106[0] : !llvm.struct<(f64, f64)> 
    %1108 = llvm.extractvalue %1106[1] : !llvm.struct<(f64, f64)> 
    %1109 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 { $0, $1 }, { $5 }, { $4 }, { $2, $3 };", "=d,=d,0,1,d,d" %1062, %1063, %1027, %1009 : (f64, f64, vector<1xf64>, vector<1xf64>) -> !llvm.struct<(f64, f64)>
    %1110 = llvm.extractvalue %1109[0] : !llvm.struct<(f64, f64)> 
    %1111 = llvm.extractvalue %1109[1] : !llvm.struct<(f64, f64)> 
    %1112 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 { $0, $1 }, { $5 }, { $4 }, { $2, $3 };", "=d,=d,0,1,d,d" %1065, %1066, %1021, %1011 : (f64, f64, vector<1xf64>, vector<1xf64>) -> !llvm.struct<(f64, f64)>
    %1113 = llvm.extractvalue %1112[0] : !llvm.struct<(f64, f64)> 
    %1114 = llvm.extractvalue %1112[1] : !llvm.struct<(f64, f64)> 
    %1115 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 { $0, $1 }, { $5 }, { $4 }, { $2, $3 };", "=d,=d,0,1,d,d" %1068, %1069, %1023, %1011 : (f64, f64, vector<1xf64>, vector<1xf64>) -> !llvm.struct<(f64, f64)>
    %1116 = llvm.extractvalue %1115[0] : !llvm.struct<(f64, f64)> 
    %1117 = llvm.extractvalue %1115[1] : !llvm.struct<(f64, f64)> 
    %1118 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 { $0, $1 }, { $5 }, { $4 }, { $2, $3 };", "=d,=d,0,1,d,d" %1071, %1072, %1025, %1011 : (f64, f64, vector<1xf64>, vector<1xf64>) -> !llvm.struct<(f64, f64)>
    %1119 = llvm.extractvalue %1118[0] : !llvm.struct<(f64, f64)> 
    %1120 = llvm.extractvalue %1118[1] : !llvm.struct<(f64, f64)> 
    %1121 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 { $0, $1 }, { $5 }, { $4 }, { $2, $3 };", "=d,=d,0,1,d,d" %1074, %1075, %1027, %1011 : (f64, f64, vector<1xf64>, vector<1xf64>) -> !llvm.struct<(f64, f64)>
    %1122 = llvm.extractvalue %1121[0] : !llvm.struct<(f64, f64)> 
    %1123 = llvm.extractvalue %1121[1] : !llvm.struct<(f64, f64)> 
    %1124 = llvm.add %781, %68 : i32
    %1125 = llvm.icmp "sge" %1124, %67 : i32
    %1126 = llvm.select %1125, %71, %1124 : i1, i32
    %1127 = llvm.add %779, %66 : i32
    %1128 = llvm.add %1127, %174 : i32
    %1129 = llvm.add %1127, %175 : i32
    %1130 = llvm.add %1127, %176 : i32
    %1131 = llvm.add %1127, %177 : i32
    %1132 = llvm.add %1127, %178 : i32
    %1133 = llvm.add %1127, %179 : i32
    %1134 = llvm.add %1127, %180 : i32
    %1135 = llvm.add %1127, %181 : i32
    %1136 = llvm.add %1127, %260 : i32
    %1137 = llvm.icmp "slt" %1136, %arg5 : i32
    %1138 = llvm.and %261, %1137 : i1
    %1139 = llvm.and %262, %1137 : i1
    %1140 = llvm.and %263, %1137 : i1
    %1141 = llvm.and %264, %1137 : i1
    %1142 = llvm.and %265, %1137 : i1
    %1143 = llvm.and %266, %1137 : i1
    %1144 = llvm.and %267, %1137 : i1
    %1145 = llvm.and %268, %1137 : i1
    %1146 = llvm.getelementptr %277[%1136] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1147 = llvm.getelementptr %278[%1136] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1148 = llvm.getelementptr %279[%1136] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1149 = llvm.getelementptr %280[%1136] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1150 = llvm.getelementptr %281[%1136] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1151 = llvm.getelementptr %282[%1136] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1152 = llvm.getelementptr %283[%1136] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1153 = llvm.getelementptr %284[%1136] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1154 = llvm.mul %1126, %30 : i32
    %1155 = llvm.getelementptr %31[%1154] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f64
    %1156 = llvm.and %789, %1138 : i1
    %1157 = llvm.and %789, %1139 : i1
    %1158 = llvm.and %789, %1140 : i1
    %1159 = llvm.and %789, %1141 : i1
    %1160 = llvm.and %789, %1142 : i1
    %1161 = llvm.and %789, %1143 : i1
    %1162 = llvm.and %789, %1144 : i1
    %1163 = llvm.and %789, %1145 : i1
    nvvm.barrier
    %1164 = llvm.getelementptr inbounds %1155[%328] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1165 = llvm.select %1156, %60, %71 : i1, i32
    %1166 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x8, $2;", "r,l,r" %1164, %1146, %1165 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %1167 = llvm.getelementptr inbounds %1155[%332] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1168 = llvm.select %1157, %60, %71 : i1, i32
    %1169 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x8, $2;", "r,l,r" %1167, %1147, %1168 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %1170 = llvm.getelementptr inbounds %1155[%336] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1171 = llvm.select %1158, %60, %71 : i1, i32
    %1172 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x8, $2;", "r,l,r" %1170, %1148, %1171 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %1173 = llvm.getelementptr inbounds %1155[%340] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1174 = llvm.select %1159, %60, %71 : i1, i32
    %1175 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x8, $2;", "r,l,r" %1173, %1149, %1174 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %1176 = llvm.getelementptr inbounds %1155[%344] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1177 = llvm.select %1160, %60, %71 : i1, i32
    %1178 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x8, $2;", "r,l,r" %1176, %1150, %1177 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %1179 = llvm.getelementptr inbounds %1155[%348] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1180 = llvm.select %1161, %60, %71 : i1, i32
    %1181 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x8, $2;", "r,l,r" %1179, %1151, %1180 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %1182 = llvm.getelementptr inbounds %1155[%352] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1183 = llvm.select %1162, %60, %71 : i1, i32
    %1184 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x8, $2;", "r,l,r" %1182, %1152, %1183 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %1185 = llvm.getelementptr inbounds %1155[%356] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1186 = llvm.select %1163, %60, %71 : i1, i32
    %1187 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x8, $2;", "r,l,r" %1185, %1153, %1186 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    nvvm.cp.async.commit.group
    %1188 = llvm.icmp "slt" %1128, %arg5 : i32
    %1189 = llvm.icmp "slt" %1129, %arg5 : i32
    %1190 = llvm.icmp "slt" %1130, %arg5 : i32
    %1191 = llvm.icmp "slt" %1131, %arg5 : i32
    %1192 = llvm.icmp "slt" %1132, %arg5 : i32
    %1193 = llvm.icmp "slt" %1133, %arg5 : i32
    %1194 = llvm.icmp "slt" %1134, %arg5 : i32
    %1195 = llvm.icmp "slt" %1135, %arg5 : i32
    %1196 = llvm.and %1188, %285 : i1
    %1197 = llvm.and %1189, %285 : i1
    %1198 = llvm.and %1190, %285 : i1
    %1199 = llvm.and %1191, %285 : i1
    %1200 = llvm.and %1192, %285 : i1
    %1201 = llvm.and %1193, %285 : i1
    %1202 = llvm.and %1194, %285 : i1
    %1203 = llvm.and %1195, %285 : i1
    %1204 = llvm.mul %1128, %arg4 : i32
    %1205 = llvm.mul %1129, %arg4 : i32
    %1206 = llvm.mul %1130, %arg4 : i32
    %1207 = llvm.mul %1131, %arg4 : i32
    %1208 = llvm.mul %1132, %arg4 : i32
    %1209 = llvm.mul %1133, %arg4 : i32
    %1210 = llvm.mul %1134, %arg4 : i32
    %1211 = llvm.mul %1135, %arg4 : i32
    %1212 = llvm.getelementptr %arg1[%1204] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1213 = llvm.getelementptr %arg1[%1205] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1214 = llvm.getelementptr %arg1[%1206] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1215 = llvm.getelementptr %arg1[%1207] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1216 = llvm.getelementptr %arg1[%1208] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1217 = llvm.getelementptr %arg1[%1209] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1218 = llvm.getelementptr %arg1[%1210] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1219 = llvm.getelementptr %arg1[%1211] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1220 = llvm.getelementptr %1212[%254] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1221 = llvm.getelementptr %1213[%254] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1222 = llvm.getelementptr %1214[%254] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1223 = llvm.getelementptr %1215[%254] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1224 = llvm.getelementptr %1216[%254] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1225 = llvm.getelementptr %1217[%254] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1226 = llvm.getelementptr %1218[%254] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1227 = llvm.getelementptr %1219[%254] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1228 = llvm.getelementptr %286[%1154] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f64
    %1229 = llvm.and %789, %1196 : i1
    %1230 = llvm.and %789, %1197 : i1
    %1231 = llvm.and %789, %1198 : i1
    %1232 = llvm.and %789, %1199 : i1
    %1233 = llvm.and %789, %1200 : i1
    %1234 = llvm.and %789, %1201 : i1
    %1235 = llvm.and %789, %1202 : i1
    %1236 = llvm.and %789, %1203 : i1
    %1237 = llvm.getelementptr inbounds %1228[%420] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1238 = llvm.select %1229, %60, %71 : i1, i32
    %1239 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x8, $2;", "r,l,r" %1237, %1220, %1238 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %1240 = llvm.getelementptr inbounds %1228[%424] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1241 = llvm.select %1231, %60, %71 : i1, i32
    %1242 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x8, $2;", "r,l,r" %1240, %1222, %1241 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %1243 = llvm.getelementptr inbounds %1228[%428] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1244 = llvm.select %1233, %60, %71 : i1, i32
    %1245 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x8, $2;", "r,l,r" %1243, %1224, %1244 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %1246 = llvm.getelementptr inbounds %1228[%432] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1247 = llvm.select %1235, %60, %71 : i1, i32
    %1248 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x8, $2;", "r,l,r" %1246, %1226, %1247 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %1249 = llvm.getelementptr inbounds %1228[%437] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1250 = llvm.select %1230, %60, %71 : i1, i32
    %1251 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x8, $2;", "r,l,r" %1249, %1221, %1250 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %1252 = llvm.getelementptr inbounds %1228[%441] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1253 = llvm.select %1232, %60, %71 : i1, i32
    %1254 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x8, $2;", "r,l,r" %1252, %1223, %1253 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %1255 = llvm.getelementptr inbounds %1228[%445] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1256 = llvm.select %1234, %60, %71 : i1, i32
    %1257 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x8, $2;", "r,l,r" %1255, %1225, %1256 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    %1258 = llvm.getelementptr inbounds %1228[%449] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1259 = llvm.select %1236, %60, %71 : i1, i32
    %1260 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x8, $2;", "r,l,r" %1258, %1227, %1259 : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> !llvm.void
    nvvm.cp.async.commit.group
    %1261 = llvm.add %792, %68 : i32
    %1262 = llvm.icmp "sge" %1261, %67 : i32
    %1263 = llvm.select %1262, %71, %1261 : i1, i32
    %1264 = llvm.mul %1263, %30 : i32
    %1265 = llvm.getelementptr %31[%1264] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f64
    %1266 = llvm.insertvalue %1265, %29[0] : !llvm.struct<(ptr<3>, i32, i32)> 
    %1267 = llvm.insertvalue %71, %1266[1] : !llvm.struct<(ptr<3>, i32, i32)> 
    %1268 = llvm.insertvalue %71, %1267[2] : !llvm.struct<(ptr<3>, i32, i32)> 
    %1269 = llvm.getelementptr %286[%1264] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f64
    %1270 = llvm.insertvalue %1269, %29[0] : !llvm.struct<(ptr<3>, i32, i32)> 
    %1271 = llvm.insertvalue %71, %1270[1] : !llvm.struct<(ptr<3>, i32, i32)> 
    %1272 = llvm.insertvalue %71, %1271[2] : !llvm.struct<(ptr<3>, i32, i32)> 
    nvvm.cp.async.wait.group 2
    nvvm.cp.async.wait.group 2
    nvvm.barrier
    %1273 = llvm.getelementptr inbounds %1265[%611] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1274 = llvm.load %1273 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
    %1275 = llvm.insertelement %1274, %18[%71 : i32] : vector<1xi64>
    %1276 = llvm.extractelement %1275[%71 : i32] : vector<1xi64>
    %1277 = llvm.bitcast %1276 : i64 to f64
    %1278 = llvm.insertelement %1277, %17[%71 : i32] : vector<1xf64>
    %1279 = llvm.extractelement %1278[%71 : i32] : vector<1xf64>
    %1280 = llvm.getelementptr inbounds %1265[%619] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1281 = llvm.load %1280 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
    %1282 = llvm.insertelement %1281, %18[%71 : i32] : vector<1xi64>
    %1283 = llvm.extractelement %1282[%71 : i32] : vector<1xi64>
    %1284 = llvm.bitcast %1283 : i64 to f64
    %1285 = llvm.insertelement %1284, %17[%71 : i32] : vector<1xf64>
    %1286 = llvm.extractelement %1285[%71 : i32] : vector<1xf64>
    %1287 = llvm.getelementptr inbounds %1265[%627] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1288 = llvm.load %1287 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
    %1289 = llvm.insertelement %1288, %18[%71 : i32] : vector<1xi64>
    %1290 = llvm.extractelement %1289[%71 : i32] : vector<1xi64>
    %1291 = llvm.bitcast %1290 : i64 to f64
    %1292 = llvm.insertelement %1291, %17[%71 : i32] : vector<1xf64>
    %1293 = llvm.extractelement %1292[%71 : i32] : vector<1xf64>
    %1294 = llvm.getelementptr inbounds %1265[%635] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1295 = llvm.load %1294 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
    %1296 = llvm.insertelement %1295, %18[%71 : i32] : vector<1xi64>
    %1297 = llvm.extractelement %1296[%71 : i32] : vector<1xi64>
    %1298 = llvm.bitcast %1297 : i64 to f64
    %1299 = llvm.insertelement %1298, %17[%71 : i32] : vector<1xf64>
    %1300 = llvm.extractelement %1299[%71 : i32] : vector<1xf64>
    %1301 = llvm.getelementptr inbounds %1265[%644] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1302 = llvm.load %1301 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
    %1303 = llvm.insertelement %1302, %18[%71 : i32] : vector<1xi64>
    %1304 = llvm.extractelement %1303[%71 : i32] : vector<1xi64>
    %1305 = llvm.bitcast %1304 : i64 to f64
    %1306 = llvm.insertelement %1305, %17[%71 : i32] : vector<1xf64>
    %1307 = llvm.extractelement %1306[%71 : i32] : vector<1xf64>
    %1308 = llvm.getelementptr inbounds %1265[%652] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1309 = llvm.load %1308 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
    %1310 = llvm.insertelement %1309, %18[%71 : i32] : vector<1xi64>
    %1311 = llvm.extractelement %1310[%71 : i32] : vector<1xi64>
    %1312 = llvm.bitcast %1311 : i64 to f64
    %1313 = llvm.insertelement %1312, %17[%71 : i32] : vector<1xf64>
    %1314 = llvm.extractelement %1313[%71 : i32] : vector<1xf64>
    %1315 = llvm.getelementptr inbounds %1265[%660] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1316 = llvm.load %1315 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
    %1317 = llvm.insertelement %1316, %18[%71 : i32] : vector<1xi64>
    %1318 = llvm.extractelement %1317[%71 : i32] : vector<1xi64>
    %1319 = llvm.bitcast %1318 : i64 to f64
    %1320 = llvm.insertelement %1319, %17[%71 : i32] : vector<1xf64>
    %1321 = llvm.extractelement %1320[%71 : i32] : vector<1xf64>
    %1322 = llvm.getelementptr inbounds %1265[%668] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1323 = llvm.load %1322 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
    %1324 = llvm.insertelement %1323, %18[%71 : i32] : vector<1xi64>
    %1325 = llvm.extractelement %1324[%71 : i32] : vector<1xi64>
    %1326 = llvm.bitcast %1325 : i64 to f64
    %1327 = llvm.insertelement %1326, %17[%71 : i32] : vector<1xf64>
    %1328 = llvm.extractelement %1327[%71 : i32] : vector<1xf64>
    %1329 = llvm.insertvalue %1279, %73[0] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1330 = llvm.insertvalue %1307, %1329[1] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1331 = llvm.insertvalue %1286, %1330[2] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1332 = llvm.insertvalue %1314, %1331[3] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1333 = llvm.insertvalue %1293, %1332[4] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1334 = llvm.insertvalue %1321, %1333[5] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1335 = llvm.insertvalue %1300, %1334[6] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1336 = llvm.insertvalue %1328, %1335[7] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1337 = llvm.getelementptr inbounds %1269[%707] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1338 = llvm.load %1337 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
    %1339 = llvm.insertelement %1338, %18[%71 : i32] : vector<1xi64>
    %1340 = llvm.extractelement %1339[%71 : i32] : vector<1xi64>
    %1341 = llvm.bitcast %1340 : i64 to f64
    %1342 = llvm.insertelement %1341, %17[%71 : i32] : vector<1xf64>
    %1343 = llvm.extractelement %1342[%71 : i32] : vector<1xf64>
    %1344 = llvm.getelementptr inbounds %1269[%715] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1345 = llvm.load %1344 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
    %1346 = llvm.insertelement %1345, %18[%71 : i32] : vector<1xi64>
    %1347 = llvm.extractelement %1346[%71 : i32] : vector<1xi64>
    %1348 = llvm.bitcast %1347 : i64 to f64
    %1349 = llvm.insertelement %1348, %17[%71 : i32] : vector<1xf64>
    %1350 = llvm.extractelement %1349[%71 : i32] : vector<1xf64>
    %1351 = llvm.getelementptr inbounds %1269[%723] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1352 = llvm.load %1351 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
    %1353 = llvm.insertelement %1352, %18[%71 : i32] : vector<1xi64>
    %1354 = llvm.extractelement %1353[%71 : i32] : vector<1xi64>
    %1355 = llvm.bitcast %1354 : i64 to f64
    %1356 = llvm.insertelement %1355, %17[%71 : i32] : vector<1xf64>
    %1357 = llvm.extractelement %1356[%71 : i32] : vector<1xf64>
    %1358 = llvm.getelementptr inbounds %1269[%731] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1359 = llvm.load %1358 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
    %1360 = llvm.insertelement %1359, %18[%71 : i32] : vector<1xi64>
    %1361 = llvm.extractelement %1360[%71 : i32] : vector<1xi64>
    %1362 = llvm.bitcast %1361 : i64 to f64
    %1363 = llvm.insertelement %1362, %17[%71 : i32] : vector<1xf64>
    %1364 = llvm.extractelement %1363[%71 : i32] : vector<1xf64>
    %1365 = llvm.getelementptr inbounds %1269[%739] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1366 = llvm.load %1365 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
    %1367 = llvm.insertelement %1366, %18[%71 : i32] : vector<1xi64>
    %1368 = llvm.extractelement %1367[%71 : i32] : vector<1xi64>
    %1369 = llvm.bitcast %1368 : i64 to f64
    %1370 = llvm.insertelement %1369, %17[%71 : i32] : vector<1xf64>
    %1371 = llvm.extractelement %1370[%71 : i32] : vector<1xf64>
    %1372 = llvm.getelementptr inbounds %1269[%747] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1373 = llvm.load %1372 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
    %1374 = llvm.insertelement %1373, %18[%71 : i32] : vector<1xi64>
    %1375 = llvm.extractelement %1374[%71 : i32] : vector<1xi64>
    %1376 = llvm.bitcast %1375 : i64 to f64
    %1377 = llvm.insertelement %1376, %17[%71 : i32] : vector<1xf64>
    %1378 = llvm.extractelement %1377[%71 : i32] : vector<1xf64>
    %1379 = llvm.getelementptr inbounds %1269[%755] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1380 = llvm.load %1379 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
    %1381 = llvm.insertelement %1380, %18[%71 : i32] : vector<1xi64>
    %1382 = llvm.extractelement %1381[%71 : i32] : vector<1xi64>
    %1383 = llvm.bitcast %1382 : i64 to f64
    %1384 = llvm.insertelement %1383, %17[%71 : i32] : vector<1xf64>
    %1385 = llvm.extractelement %1384[%71 : i32] : vector<1xf64>
    %1386 = llvm.getelementptr inbounds %1269[%763] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1387 = llvm.load %1386 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
    %1388 = llvm.insertelement %1387, %18[%71 : i32] : vector<1xi64>
    %1389 = llvm.extractelement %1388[%71 : i32] : vector<1xi64>
    %1390 = llvm.bitcast %1389 : i64 to f64
    %1391 = llvm.insertelement %1390, %17[%71 : i32] : vector<1xf64>
    %1392 = llvm.extractelement %1391[%71 : i32] : vector<1xf64>
    %1393 = llvm.insertvalue %1343, %73[0] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1394 = llvm.insertvalue %1350, %1393[1] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1395 = llvm.insertvalue %1357, %1394[2] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1396 = llvm.insertvalue %1364, %1395[3] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1397 = llvm.insertvalue %1371, %1396[4] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1398 = llvm.insertvalue %1378, %1397[5] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1399 = llvm.insertvalue %1385, %1398[6] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1400 = llvm.insertvalue %1392, %1399[7] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1401 = llvm.insertelement %821, %17[%71 : i32] : vector<1xf64>
    %1402 = llvm.insertelement %854, %17[%71 : i32] : vector<1xf64>
    %1403 = llvm.insertelement %829, %17[%71 : i32] : vector<1xf64>
    %1404 = llvm.insertelement %862, %17[%71 : i32] : vector<1xf64>
    %1405 = llvm.insertelement %837, %17[%71 : i32] : vector<1xf64>
    %1406 = llvm.insertelement %870, %17[%71 : i32] : vector<1xf64>
    %1407 = llvm.insertelement %845, %17[%71 : i32] : vector<1xf64>
    %1408 = llvm.insertelement %878, %17[%71 : i32] : vector<1xf64>
    %1409 = llvm.insertelement %907, %17[%71 : i32] : vector<1xf64>
    %1410 = llvm.insertelement %915, %17[%71 : i32] : vector<1xf64>
    %1411 = llvm.insertelement %923, %17[%71 : i32] : vector<1xf64>
    %1412 = llvm.insertelement %931, %17[%71 : i32] : vector<1xf64>
    %1413 = llvm.insertelement %939, %17[%71 : i32] : vector<1xf64>
    %1414 = llvm.insertelement %947, %17[%71 : i32] : vector<1xf64>
    %1415 = llvm.insertelement %955, %17[%71 : i32] : vector<1xf64>
    %1416 = llvm.insertelement %963, %17[%71 : i32] : vector<1xf64>
    %1417 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 { $0, $1 }, { $5 }, { $4 }, { $2, $3 };", "=d,=d,0,1,d,d" %1077, %1078, %1409, %1401 : (f64, f64, vector<1xf64>, vector<1xf64>) -> !llvm.struct<(f64, f64)>
    %1418 = llvm.extractvalue %1417[0] : !llvm.struct<(f64, f64)> 
    %1419 = llvm.extractvalue %1417[1] : !llvm.struct<(f64, f64)> 
    %1420 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 { $0, $1 }, { $5 }, { $4 }, { $2, $3 };", "=d,=d,0,1,d,d" %1080, %1081, %1411, %1401 : (f64, f64, vector<1xf64>, vector<1xf64>) -> !llvm.struct<(f64, f64)>
    %1421 = llvm.extractvalue %1420[0] : !llvm.struct<(f64, f64)> 
    %1422 = llvm.extractvalue %1420[1] : !llvm.struct<(f64, f64)> 
    %1423 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 { $0, $1 }, { $5 }, { $4 }, { $2, $3 };", "=d,=d,0,1,d,d" %1083, %1084, %1413, %1401 : (f64, f64, vector<1xf64>, vector<1xf64>) -> !llvm.struct<(f64, f64)>
    %1424 = llvm.extractvalue %1423[0] : !llvm.struct<(f64, f64)> 
    %1425 = llvm.extractvalue %1423[1] : !llvm.struct<(f64, f64)> 
    %1426 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 { $0, $1 }, { $5 }, { $4 }, { $2, $3 };", "=d,=d,0,1,d,d" %1086, %1087, %1415, %1401 : (f64, f64, vector<1xf64>, vector<1xf64>) -> !llvm.struct<(f64, f64)>
    %1427 = llvm.extractvalue %1426[0] : !llvm.struct<(f64, f64)> 
    %1428 = llvm.extractvalue %1426[1] : !llvm.struct<(f64, f64)> 
    %1429 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 { $0, $1 }, { $5 }, { $4 }, { $2, $3 };", "=d,=d,0,1,d,d" %1089, %1090, %1409, %1403 : (f64, f64, vector<1xf64>, vector<1xf64>) -> !llvm.struct<(f64, f64)>
    %1430 = llvm.extractvalue %1429[0] : !llvm.struct<(f64, f64)> 
    %1431 = llvm.extractvalue %1429[1] : !llvm.struct<(f64, f64)> 
    %1432 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 { $0, $1 }, { $5 }, { $4 }, { $2, $3 };", "=d,=d,0,1,d,d" %1092, %1093, %1411, %1403 : (f64, f64, vector<1xf64>, vector<1xf64>) -> !llvm.struct<(f64, f64)>
    %1433 = llvm.extractvalue %1432[0] : !llvm.struct<(f64, f64)> 
    %1434 = llvm.extractvalue %1432[1] : !llvm.struct<(f64, f64)> 
    %1435 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 { $0, $1 }, { $5 }, { $4 }, { $2, $3 };", "=d,=d,0,1,d,d" %1095, %1096, %1413, %1403 : (f64, f64, vector<1xf64>, vector<1xf64>) -> !llvm.struct<(f64, f64)>
    %1436 = llvm.extractvalue %1435[0] : !llvm.struct<(f64, f64)> 
    %1437 = llvm.extractvalue %1435[1] : !llvm.struct<(f64, f64)> 
    %1438 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 { $0, $1 }, { $5 }, { $4 }, { $2, $3 };", "=d,=d,0,1,d,d" %1098, %1099, %1415, %1403 : (f64, f64, vector<1xf64>, vector<1xf64>) -> !llvm.struct<(f64, f64)>
    %1439 = llvm.extractvalue %1438[0] : !llvm.struct<(f64, f64)> 
    %1440 = llvm.extractvalue %1438[1] : !llvm.struct<(f64, f64)> 
    %1441 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 { $0, $1 }, { $5 }, { $4 }, { $2, $3 };", "=d,=d,0,1,d,d" %1101, %1102, %1409, %1405 : (f64, f64, vector<1xf64>, vector<1xf64>) -> !llvm.struct<(f64, f64)>
    %1442 = llvm.extractvalue %1441[0] : !llvm.struct<(f64, f64)> 
    %1443 = llvm.extractvalue %1441[1] : !llvm.struct<(f64, f64)> 
    %1444 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 { $0, $1 }, { $5 }, { $4 }, { $2, $3 };", "=d,=d,0,1,d,d" %1104, %1105, %1411, %1405 : (f64, f64, vector<1xf64>, vector<1xf64>) -> !llvm.struct<(f64, f64)>
    %1445 = llvm.extractvalue %1444[0] : !llvm.struct<(f64, f64)> 
    %1446 = llvm.extractvalue %1444[1] : !llvm.struct<(f64, f64)> 
    %1447 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 { $0, $1 }, { $5 }, { $4 }, { $2, $3 };", "=d,=d,0,1,d,d" %1107, %1108, %1413, %1405 : (f64, f64, vector<1xf64>, vector<1xf64>) -> !llvm.struct<(f64, f64)>
    %1448 = llvm.extractvalue %1447[0] : !llvm.struct<(f64, f64)> 
    %1449 = llvm.extractvalue %1447[1] : !llvm.struct<(f64, f64)> 
    %1450 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 { $0, $1 }, { $5 }, { $4 }, { $2, $3 };", "=d,=d,0,1,d,d" %1110, %1111, %1415, %1405 : (f64, f64, vector<1xf64>, vector<1xf64>) -> !llvm.struct<(f64, f64)>
    %1451 = llvm.extractvalue %1450[0] : !llvm.struct<(f64, f64)> 
    %1452 = llvm.extractvalue %1450[1] : !llvm.struct<(f64, f64)> 
    %1453 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 { $0, $1 }, { $5 }, { $4 }, { $2, $3 };", "=d,=d,0,1,d,d" %1113, %1114, %1409, %1407 : (f64, f64, vector<1xf64>, vector<1xf64>) -> !llvm.struct<(f64, f64)>
    %1454 = llvm.extractvalue %1453[0] : !llvm.struct<(f64, f64)> 
    %1455 = llvm.extractvalue %1453[1] : !llvm.struct<(f64, f64)> 
    %1456 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 { $0, $1 }, { $5 }, { $4 }, { $2, $3 };", "=d,=d,0,1,d,d" %1116, %1117, %1411, %1407 : (f64, f64, vector<1xf64>, vector<1xf64>) -> !llvm.struct<(f64, f64)>
    %1457 = llvm.extractvalue %1456[0] : !llvm.struct<(f64, f64)> 
    %1458 = llvm.extractvalue %1456[1] : !llvm.struct<(f64, f64)> 
    %1459 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 { $0, $1 }, { $5 }, { $4 }, { $2, $3 };", "=d,=d,0,1,d,d" %1119, %1120, %1413, %1407 : (f64, f64, vector<1xf64>, vector<1xf64>) -> !llvm.struct<(f64, f64)>
    %1460 = llvm.extractvalue %1459[0] : !llvm.struct<(f64, f64)> 
    %1461 = llvm.extractvalue %1459[1] : !llvm.struct<(f64, f64)> 
    %1462 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 { $0, $1 }, { $5 }, { $4 }, { $2, $3 };", "=d,=d,0,1,d,d" %1122, %1123, %1415, %1407 : (f64, f64, vector<1xf64>, vector<1xf64>) -> !llvm.struct<(f64, f64)>
    %1463 = llvm.extractvalue %1462[0] : !llvm.struct<(f64, f64)> 
    %1464 = llvm.extractvalue %1462[1] : !llvm.struct<(f64, f64)> 
    %1465 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 { $0, $1 }, { $5 }, { $4 }, { $2, $3 };", "=d,=d,0,1,d,d" %1418, %1419, %1410, %1402 : (f64, f64, vector<1xf64>, vector<1xf64>) -> !llvm.struct<(f64, f64)>
    %1466 = llvm.extractvalue %1465[0] : !llvm.struct<(f64, f64)> 
    %1467 = llvm.extractvalue %1465[1] : !llvm.struct<(f64, f64)> 
    %1468 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 { $0, $1 }, { $5 }, { $4 }, { $2, $3 };", "=d,=d,0,1,d,d" %1421, %1422, %1412, %1402 : (f64, f64, vector<1xf64>, vector<1xf64>) -> !llvm.struct<(f64, f64)>
    %1469 = llvm.extractvalue %1468[0] : !llvm.struct<(f64, f64)> 
    %1470 = llvm.extractvalue %1468[1] : !llvm.struct<(f64, f64)> 
    %1471 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 { $0, $1 }, { $5 }, { $4 }, { $2, $3 };", "=d,=d,0,1,d,d" %1424, %1425, %1414, %1402 : (f64, f64, vector<1xf64>, vector<1xf64>) -> !llvm.struct<(f64, f64)>
    %1472 = llvm.extractvalue %1471[0] : !llvm.struct<(f64, f64)> 
    %1473 = llvm.extractvalue %1471[1] : !llvm.struct<(f64, f64)> 
    %1474 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 { $0, $1 }, { $5 }, { $4 }, { $2, $3 };", "=d,=d,0,1,d,d" %1427, %1428, %1416, %1402 : (f64, f64, vector<1xf64>, vector<1xf64>) -> !llvm.struct<(f64, f64)>
    %1475 = llvm.extractvalue %1474[0] : !llvm.struct<(f64, f64)> 
    %1476 = llvm.extractvalue %1474[1] : !llvm.struct<(f64, f64)> 
    %1477 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 { $0, $1 }, { $5 }, { $4 }, { $2, $3 };", "=d,=d,0,1,d,d" %1430, %1431, %1410, %1404 : (f64, f64, vector<1xf64>, vector<1xf64>) -> !llvm.struct<(f64, f64)>
    %1478 = llvm.extractvalue %1477[0] : !llvm.struct<(f64, f64)> 
    %1479 = llvm.extractvalue %1477[1] : !llvm.struct<(f64, f64)> 
    %1480 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 { $0, $1 }, { $5 }, { $4 }, { $2, $3 };", "=d,=d,0,1,d,d" %1433, %1434, %1412, %1404 : (f64, f64, vector<1xf64>, vector<1xf64>) -> !llvm.struct<(f64, f64)>
    %1481 = llvm.extractvalue %1480[0] : !llvm.struct<(f64, f64)> 
    %1482 = llvm.extractvalue %1480[1] : !llvm.struct<(f64, f64)> 
    %1483 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 { $0, $1 }, { $5 }, { $4 }, { $2, $3 };", "=d,=d,0,1,d,d" %1436, %1437, %1414, %1404 : (f64, f64, vector<1xf64>, vector<1xf64>) -> !llvm.struct<(f64, f64)>
    %1484 = llvm.extractvalue %1483[0] : !llvm.struct<(f64, f64)> 
    %1485 = llvm.extractvalue %1483[1] : !llvm.struct<(f64, f64)> 
    %1486 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 { $0, $1 }, { $5 }, { $4 }, { $2, $3 };", "=d,=d,0,1,d,d" %1439, %1440, %1416, %1404 : (f64, f64, vector<1xf64>, vector<1xf64>) -> !llvm.struct<(f64, f64)>
    %1487 = llvm.extractvalue %1486[0] : !llvm.struct<(f64, f64)> 
    %1488 = llvm.extractvalue %1486[1] : !llvm.struct<(f64, f64)> 
    %1489 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 { $0, $1 }, { $5 }, { $4 }, { $2, $3 };", "=d,=d,0,1,d,d" %1442, %1443, %1410, %1406 : (f64, f64, vector<1xf64>, vector<1xf64>) -> !llvm.struct<(f64, f64)>
    %1490 = llvm.extractvalue %1489[0] : !llvm.struct<(f64, f64)> 
    %1491 = llvm.extractvalue %1489[1] : !llvm.struct<(f64, f64)> 
    %1492 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 { $0, $1 }, { $5 }, { $4 }, { $2, $3 };", "=d,=d,0,1,d,d" %1445, %1446, %1412, %1406 : (f64, f64, vector<1xf64>, vector<1xf64>) -> !llvm.struct<(f64, f64)>
    %1493 = llvm.extractvalue %1492[0] : !llvm.struct<(f64, f64)> 
    %1494 = llvm.extractvalue %1492[1] : !llvm.struct<(f64, f64)> 
    %1495 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 { $0, $1 }, { $5 }, { $4 }, { $2, $3 };", "=d,=d,0,1,d,d" %1448, %1449, %1414, %1406 : (f64, f64, vector<1xf64>, vector<1xf64>) -> !llvm.struct<(f64, f64)>
    %1496 = llvm.extractvalue %1495[0] : !llvm.struct<(f64, f64)> 
    %1497 = llvm.extractvalue %1495[1] : !llvm.struct<(f64, f64)> 
    %1498 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 { $0, $1 }, { $5 }, { $4 }, { $2, $3 };", "=d,=d,0,1,d,d" %1451, %1452, %1416, %1406 : (f64, f64, vector<1xf64>, vector<1xf64>) -> !llvm.struct<(f64, f64)>
    %1499 = llvm.extractvalue %1498[0] : !llvm.struct<(f64, f64)> 
    %1500 = llvm.extractvalue %1498[1] : !llvm.struct<(f64, f64)> 
    %1501 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 { $0, $1 }, { $5 }, { $4 }, { $2, $3 };", "=d,=d,0,1,d,d" %1454, %1455, %1410, %1408 : (f64, f64, vector<1xf64>, vector<1xf64>) -> !llvm.struct<(f64, f64)>
    %1502 = llvm.extractvalue %1501[0] : !llvm.struct<(f64, f64)> 
    %1503 = llvm.extractvalue %1501[1] : !llvm.struct<(f64, f64)> 
    %1504 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 { $0, $1 }, { $5 }, { $4 }, { $2, $3 };", "=d,=d,0,1,d,d" %1457, %1458, %1412, %1408 : (f64, f64, vector<1xf64>, vector<1xf64>) -> !llvm.struct<(f64, f64)>
    %1505 = llvm.extractvalue %1504[0] : !llvm.struct<(f64, f64)> 
    %1506 = llvm.extractvalue %1504[1] : !llvm.struct<(f64, f64)> 
    %1507 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 { $0, $1 }, { $5 }, { $4 }, { $2, $3 };", "=d,=d,0,1,d,d" %1460, %1461, %1414, %1408 : (f64, f64, vector<1xf64>, vector<1xf64>) -> !llvm.struct<(f64, f64)>
    %1508 = llvm.extractvalue %1507[0] : !llvm.struct<(f64, f64)> 
    %1509 = llvm.extractvalue %1507[1] : !llvm.struct<(f64, f64)> 
    %1510 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 { $0, $1 }, { $5 }, { $4 }, { $2, $3 };", "=d,=d,0,1,d,d" %1463, %1464, %1416, %1408 : (f64, f64, vector<1xf64>, vector<1xf64>) -> !llvm.struct<(f64, f64)>
    %1511 = llvm.extractvalue %1510[0] : !llvm.struct<(f64, f64)> 
    %1512 = llvm.extractvalue %1510[1] : !llvm.struct<(f64, f64)> 
    %1513 = llvm.insertvalue %1466, %74[0] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1514 = llvm.insertvalue %1467, %1513[1] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1515 = llvm.insertvalue %1469, %1514[2] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1516 = llvm.insertvalue %1470, %1515[3] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1517 = llvm.insertvalue %1472, %1516[4] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1518 = llvm.insertvalue %1473, %1517[5] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1519 = llvm.insertvalue %1475, %1518[6] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1520 = llvm.insertvalue %1476, %1519[7] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1521 = llvm.insertvalue %1478, %1520[8] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1522 = llvm.insertvalue %1479, %1521[9] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1523 = llvm.insertvalue %1481, %1522[10] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1524 = llvm.insertvalue %1482, %1523[11] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1525 = llvm.insertvalue %1484, %1524[12] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1526 = llvm.insertvalue %1485, %1525[13] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1527 = llvm.insertvalue %1487, %1526[14] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1528 = llvm.insertvalue %1488, %1527[15] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1529 = llvm.insertvalue %1490, %1528[16] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1530 = llvm.insertvalue %1491, %1529[17] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1531 = llvm.insertvalue %1493, %1530[18] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1532 = llvm.insertvalue %1494, %1531[19] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1533 = llvm.insertvalue %1496, %1532[20] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1534 = llvm.insertvalue %1497, %1533[21] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1535 = llvm.insertvalue %1499, %1534[22] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1536 = llvm.insertvalue %1500, %1535[23] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1537 = llvm.insertvalue %1502, %1536[24] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1538 = llvm.insertvalue %1503, %1537[25] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1539 = llvm.insertvalue %1505, %1538[26] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1540 = llvm.insertvalue %1506, %1539[27] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1541 = llvm.insertvalue %1508, %1540[28] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1542 = llvm.insertvalue %1509, %1541[29] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1543 = llvm.insertvalue %1511, %1542[30] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1544 = llvm.insertvalue %1512, %1543[31] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1545 = llvm.add %779, %72 : i32
    llvm.br ^bb1(%1545, %1544, %1126, %792, %1268, %1272, %1336, %1400 : i32, !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)>, i32, i32, !llvm.struct<(ptr<3>, i32, i32)>, !llvm.struct<(ptr<3>, i32, i32)>, !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64)>, !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64)>)
  ^bb3:  // pred: ^bb1
    nvvm.cp.async.wait.group 0
    nvvm.barrier
    %1546 = llvm.icmp "slt" %220, %arg3 : i32
    %1547 = llvm.icmp "slt" %221, %arg3 : i32
    %1548 = llvm.icmp "slt" %222, %arg3 : i32
    %1549 = llvm.icmp "slt" %223, %arg3 : i32
    %1550 = llvm.icmp "slt" %224, %arg3 : i32
    %1551 = llvm.icmp "slt" %225, %arg3 : i32
    %1552 = llvm.icmp "slt" %226, %arg3 : i32
    %1553 = llvm.icmp "slt" %227, %arg3 : i32
    %1554 = llvm.icmp "slt" %228, %arg3 : i32
    %1555 = llvm.icmp "slt" %229, %arg3 : i32
    %1556 = llvm.icmp "slt" %230, %arg3 : i32
    %1557 = llvm.icmp "slt" %231, %arg3 : i32
    %1558 = llvm.icmp "slt" %232, %arg3 : i32
    %1559 = llvm.icmp "slt" %233, %arg3 : i32
    %1560 = llvm.icmp "slt" %234, %arg3 : i32
    %1561 = llvm.icmp "slt" %235, %arg3 : i32
    %1562 = llvm.icmp "slt" %236, %arg3 : i32
    %1563 = llvm.icmp "slt" %237, %arg3 : i32
    %1564 = llvm.icmp "slt" %238, %arg3 : i32
    %1565 = llvm.icmp "slt" %239, %arg3 : i32
    %1566 = llvm.icmp "slt" %240, %arg3 : i32
    %1567 = llvm.icmp "slt" %241, %arg3 : i32
    %1568 = llvm.icmp "slt" %242, %arg3 : i32
    %1569 = llvm.icmp "slt" %243, %arg3 : i32
    %1570 = llvm.icmp "slt" %244, %arg3 : i32
    %1571 = llvm.icmp "slt" %245, %arg3 : i32
    %1572 = llvm.icmp "slt" %246, %arg3 : i32
    %1573 = llvm.icmp "slt" %247, %arg3 : i32
    %1574 = llvm.icmp "slt" %248, %arg3 : i32
    %1575 = llvm.icmp "slt" %249, %arg3 : i32
    %1576 = llvm.icmp "slt" %250, %arg3 : i32
    %1577 = llvm.icmp "slt" %251, %arg3 : i32
    %1578 = llvm.and %1546, %285 : i1
    %1579 = llvm.and %1547, %285 : i1
    %1580 = llvm.and %1548, %285 : i1
    %1581 = llvm.and %1549, %285 : i1
    %1582 = llvm.and %1550, %285 : i1
    %1583 = llvm.and %1551, %285 : i1
    %1584 = llvm.and %1552, %285 : i1
    %1585 = llvm.and %1553, %285 : i1
    %1586 = llvm.and %1554, %285 : i1
    %1587 = llvm.and %1555, %285 : i1
    %1588 = llvm.and %1556, %285 : i1
    %1589 = llvm.and %1557, %285 : i1
    %1590 = llvm.and %1558, %285 : i1
    %1591 = llvm.and %1559, %285 : i1
    %1592 = llvm.and %1560, %285 : i1
    %1593 = llvm.and %1561, %285 : i1
    %1594 = llvm.and %1562, %285 : i1
    %1595 = llvm.and %1563, %285 : i1
    %1596 = llvm.and %1564, %285 : i1
    %1597 = llvm.and %1565, %285 : i1
    %1598 = llvm.and %1566, %285 : i1
    %1599 = llvm.and %1567, %285 : i1
    %1600 = llvm.and %1568, %285 : i1
    %1601 = llvm.and %1569, %285 : i1
    %1602 = llvm.and %1570, %285 : i1
    %1603 = llvm.and %1571, %285 : i1
    %1604 = llvm.and %1572, %285 : i1
    %1605 = llvm.and %1573, %285 : i1
    %1606 = llvm.and %1574, %285 : i1
    %1607 = llvm.and %1575, %285 : i1
    %1608 = llvm.and %1576, %285 : i1
    %1609 = llvm.and %1577, %285 : i1
    %1610 = llvm.mul %220, %arg4 : i32
    %1611 = llvm.mul %221, %arg4 : i32
    %1612 = llvm.mul %222, %arg4 : i32
    %1613 = llvm.mul %223, %arg4 : i32
    %1614 = llvm.mul %224, %arg4 : i32
    %1615 = llvm.mul %225, %arg4 : i32
    %1616 = llvm.mul %226, %arg4 : i32
    %1617 = llvm.mul %227, %arg4 : i32
    %1618 = llvm.mul %228, %arg4 : i32
    %1619 = llvm.mul %229, %arg4 : i32
    %1620 = llvm.mul %230, %arg4 : i32
    %1621 = llvm.mul %231, %arg4 : i32
    %1622 = llvm.mul %232, %arg4 : i32
    %1623 = llvm.mul %233, %arg4 : i32
    %1624 = llvm.mul %234, %arg4 : i32
    %1625 = llvm.mul %235, %arg4 : i32
    %1626 = llvm.mul %236, %arg4 : i32
    %1627 = llvm.mul %237, %arg4 : i32
    %1628 = llvm.mul %238, %arg4 : i32
    %1629 = llvm.mul %239, %arg4 : i32
    %1630 = llvm.mul %240, %arg4 : i32
    %1631 = llvm.mul %241, %arg4 : i32
    %1632 = llvm.mul %242, %arg4 : i32
    %1633 = llvm.mul %243, %arg4 : i32
    %1634 = llvm.mul %244, %arg4 : i32
    %1635 = llvm.mul %245, %arg4 : i32
    %1636 = llvm.mul %246, %arg4 : i32
    %1637 = llvm.mul %247, %arg4 : i32
    %1638 = llvm.mul %248, %arg4 : i32
    %1639 = llvm.mul %249, %arg4 : i32
    %1640 = llvm.mul %250, %arg4 : i32
    %1641 = llvm.mul %251, %arg4 : i32
    %1642 = llvm.getelementptr %arg2[%1610] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1643 = llvm.getelementptr %arg2[%1611] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1644 = llvm.getelementptr %arg2[%1612] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1645 = llvm.getelementptr %arg2[%1613] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1646 = llvm.getelementptr %arg2[%1614] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1647 = llvm.getelementptr %arg2[%1615] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1648 = llvm.getelementptr %arg2[%1616] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1649 = llvm.getelementptr %arg2[%1617] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1650 = llvm.getelementptr %arg2[%1618] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1651 = llvm.getelementptr %arg2[%1619] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1652 = llvm.getelementptr %arg2[%1620] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1653 = llvm.getelementptr %arg2[%1621] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1654 = llvm.getelementptr %arg2[%1622] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1655 = llvm.getelementptr %arg2[%1623] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1656 = llvm.getelementptr %arg2[%1624] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1657 = llvm.getelementptr %arg2[%1625] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1658 = llvm.getelementptr %arg2[%1626] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1659 = llvm.getelementptr %arg2[%1627] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1660 = llvm.getelementptr %arg2[%1628] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1661 = llvm.getelementptr %arg2[%1629] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1662 = llvm.getelementptr %arg2[%1630] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1663 = llvm.getelementptr %arg2[%1631] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1664 = llvm.getelementptr %arg2[%1632] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1665 = llvm.getelementptr %arg2[%1633] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1666 = llvm.getelementptr %arg2[%1634] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1667 = llvm.getelementptr %arg2[%1635] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1668 = llvm.getelementptr %arg2[%1636] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1669 = llvm.getelementptr %arg2[%1637] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1670 = llvm.getelementptr %arg2[%1638] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1671 = llvm.getelementptr %arg2[%1639] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1672 = llvm.getelementptr %arg2[%1640] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1673 = llvm.getelementptr %arg2[%1641] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1674 = llvm.getelementptr %1642[%254] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1675 = llvm.getelementptr %1643[%254] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1676 = llvm.getelementptr %1644[%254] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1677 = llvm.getelementptr %1645[%254] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1678 = llvm.getelementptr %1646[%254] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1679 = llvm.getelementptr %1647[%254] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1680 = llvm.getelementptr %1648[%254] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1681 = llvm.getelementptr %1649[%254] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1682 = llvm.getelementptr %1650[%254] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1683 = llvm.getelementptr %1651[%254] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1684 = llvm.getelementptr %1652[%254] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1685 = llvm.getelementptr %1653[%254] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1686 = llvm.getelementptr %1654[%254] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1687 = llvm.getelementptr %1655[%254] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1688 = llvm.getelementptr %1656[%254] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1689 = llvm.getelementptr %1657[%254] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1690 = llvm.getelementptr %1658[%254] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1691 = llvm.getelementptr %1659[%254] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1692 = llvm.getelementptr %1660[%254] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1693 = llvm.getelementptr %1661[%254] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1694 = llvm.getelementptr %1662[%254] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1695 = llvm.getelementptr %1663[%254] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1696 = llvm.getelementptr %1664[%254] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1697 = llvm.getelementptr %1665[%254] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1698 = llvm.getelementptr %1666[%254] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1699 = llvm.getelementptr %1667[%254] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1700 = llvm.getelementptr %1668[%254] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1701 = llvm.getelementptr %1669[%254] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1702 = llvm.getelementptr %1670[%254] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1703 = llvm.getelementptr %1671[%254] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1704 = llvm.getelementptr %1672[%254] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1705 = llvm.getelementptr %1673[%254] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
    %1706 = llvm.extractvalue %780[0] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1707 = llvm.extractvalue %780[1] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1708 = llvm.extractvalue %780[2] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1709 = llvm.extractvalue %780[3] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1710 = llvm.extractvalue %780[4] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1711 = llvm.extractvalue %780[5] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1712 = llvm.extractvalue %780[6] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1713 = llvm.extractvalue %780[7] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1714 = llvm.extractvalue %780[8] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1715 = llvm.extractvalue %780[9] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1716 = llvm.extractvalue %780[10] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1717 = llvm.extractvalue %780[11] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1718 = llvm.extractvalue %780[12] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1719 = llvm.extractvalue %780[13] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1720 = llvm.extractvalue %780[14] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1721 = llvm.extractvalue %780[15] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1722 = llvm.extractvalue %780[16] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1723 = llvm.extractvalue %780[17] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1724 = llvm.extractvalue %780[18] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1725 = llvm.extractvalue %780[19] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1726 = llvm.extractvalue %780[20] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1727 = llvm.extractvalue %780[21] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1728 = llvm.extractvalue %780[22] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1729 = llvm.extractvalue %780[23] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1730 = llvm.extractvalue %780[24] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1731 = llvm.extractvalue %780[25] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1732 = llvm.extractvalue %780[26] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1733 = llvm.extractvalue %780[27] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1734 = llvm.extractvalue %780[28] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1735 = llvm.extractvalue %780[29] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1736 = llvm.extractvalue %780[30] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1737 = llvm.extractvalue %780[31] : !llvm.struct<(f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64)> 
    %1738 = llvm.and %117, %8 : i32
    %1739 = llvm.shl %1738, %63 : i32
    %1740 = llvm.and %117, %59 : i32
    %1741 = llvm.shl %1740, %61 : i32
    %1742 = llvm.and %117, %61 : i32
    %1743 = llvm.icmp "eq" %1742, %71 : i32
    %1744 = llvm.select %1743, %71, %7 : i1, i32
    %1745 = llvm.shl %138, %28 : i32
    %1746 = llvm.or disjoint %1741, %1744 : i32
    %1747 = llvm.or disjoint %1746, %1745 : i32
    %1748 = llvm.or disjoint %1747, %1739 : i32
    %1749 = llvm.xor %71, %1748 : i32
    %1750 = llvm.xor %1749, %325 : i32
    %1751 = llvm.xor %1750, %71 : i32
    %1752 = llvm.add %1751, %71 : i32
    %1753 = llvm.getelementptr inbounds %31[%1752] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1754 = llvm.insertelement %1706, %6[%71 : i32] : vector<2xf64>
    %1755 = llvm.insertelement %1714, %1754[%68 : i32] : vector<2xf64>
    %1756 = llvm.extractelement %1755[%71 : i32] : vector<2xf64>
    %1757 = llvm.extractelement %1755[%68 : i32] : vector<2xf64>
    %1758 = llvm.bitcast %1756 : f64 to i64
    %1759 = llvm.bitcast %1757 : f64 to i64
    %1760 = llvm.insertelement %1758, %5[%71 : i32] : vector<2xi64>
    %1761 = llvm.insertelement %1759, %1760[%68 : i32] : vector<2xi64>
    llvm.store %1761, %1753 {alignment = 16 : i64} : vector<2xi64>, !llvm.ptr<3>
    %1762 = llvm.add %1751, %27 : i32
    %1763 = llvm.getelementptr inbounds %31[%1762] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1764 = llvm.insertelement %1708, %6[%71 : i32] : vector<2xf64>
    %1765 = llvm.insertelement %1716, %1764[%68 : i32] : vector<2xf64>
    %1766 = llvm.extractelement %1765[%71 : i32] : vector<2xf64>
    %1767 = llvm.extractelement %1765[%68 : i32] : vector<2xf64>
    %1768 = llvm.bitcast %1766 : f64 to i64
    %1769 = llvm.bitcast %1767 : f64 to i64
    %1770 = llvm.insertelement %1768, %5[%71 : i32] : vector<2xi64>
    %1771 = llvm.insertelement %1769, %1770[%68 : i32] : vector<2xi64>
    llvm.store %1771, %1763 {alignment = 16 : i64} : vector<2xi64>, !llvm.ptr<3>
    %1772 = llvm.add %1751, %25 : i32
    %1773 = llvm.getelementptr inbounds %31[%1772] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1774 = llvm.insertelement %1710, %6[%71 : i32] : vector<2xf64>
    %1775 = llvm.insertelement %1718, %1774[%68 : i32] : vector<2xf64>
    %1776 = llvm.extractelement %1775[%71 : i32] : vector<2xf64>
    %1777 = llvm.extractelement %1775[%68 : i32] : vector<2xf64>
    %1778 = llvm.bitcast %1776 : f64 to i64
    %1779 = llvm.bitcast %1777 : f64 to i64
    %1780 = llvm.insertelement %1778, %5[%71 : i32] : vector<2xi64>
    %1781 = llvm.insertelement %1779, %1780[%68 : i32] : vector<2xi64>
    llvm.store %1781, %1773 {alignment = 16 : i64} : vector<2xi64>, !llvm.ptr<3>
    %1782 = llvm.add %1751, %23 : i32
    %1783 = llvm.getelementptr inbounds %31[%1782] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1784 = llvm.insertelement %1712, %6[%71 : i32] : vector<2xf64>
    %1785 = llvm.insertelement %1720, %1784[%68 : i32] : vector<2xf64>
    %1786 = llvm.extractelement %1785[%71 : i32] : vector<2xf64>
    %1787 = llvm.extractelement %1785[%68 : i32] : vector<2xf64>
    %1788 = llvm.bitcast %1786 : f64 to i64
    %1789 = llvm.bitcast %1787 : f64 to i64
    %1790 = llvm.insertelement %1788, %5[%71 : i32] : vector<2xi64>
    %1791 = llvm.insertelement %1789, %1790[%68 : i32] : vector<2xi64>
    llvm.store %1791, %1783 {alignment = 16 : i64} : vector<2xi64>, !llvm.ptr<3>
    %1792 = llvm.xor %1750, %72 : i32
    %1793 = llvm.add %1792, %71 : i32
    %1794 = llvm.getelementptr inbounds %31[%1793] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1795 = llvm.insertelement %1707, %6[%71 : i32] : vector<2xf64>
    %1796 = llvm.insertelement %1715, %1795[%68 : i32] : vector<2xf64>
    %1797 = llvm.extractelement %1796[%71 : i32] : vector<2xf64>
    %1798 = llvm.extractelement %1796[%68 : i32] : vector<2xf64>
    %1799 = llvm.bitcast %1797 : f64 to i64
    %1800 = llvm.bitcast %1798 : f64 to i64
    %1801 = llvm.insertelement %1799, %5[%71 : i32] : vector<2xi64>
    %1802 = llvm.insertelement %1800, %1801[%68 : i32] : vector<2xi64>
    llvm.store %1802, %1794 {alignment = 16 : i64} : vector<2xi64>, !llvm.ptr<3>
    %1803 = llvm.add %1792, %27 : i32
    %1804 = llvm.getelementptr inbounds %31[%1803] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1805 = llvm.insertelement %1709, %6[%71 : i32] : vector<2xf64>
    %1806 = llvm.insertelement %1717, %1805[%68 : i32] : vector<2xf64>
    %1807 = llvm.extractelement %1806[%71 : i32] : vector<2xf64>
    %1808 = llvm.extractelement %1806[%68 : i32] : vector<2xf64>
    %1809 = llvm.bitcast %1807 : f64 to i64
    %1810 = llvm.bitcast %1808 : f64 to i64
    %1811 = llvm.insertelement %1809, %5[%71 : i32] : vector<2xi64>
    %1812 = llvm.insertelement %1810, %1811[%68 : i32] : vector<2xi64>
    llvm.store %1812, %1804 {alignment = 16 : i64} : vector<2xi64>, !llvm.ptr<3>
    %1813 = llvm.add %1792, %25 : i32
    %1814 = llvm.getelementptr inbounds %31[%1813] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1815 = llvm.insertelement %1711, %6[%71 : i32] : vector<2xf64>
    %1816 = llvm.insertelement %1719, %1815[%68 : i32] : vector<2xf64>
    %1817 = llvm.extractelement %1816[%71 : i32] : vector<2xf64>
    %1818 = llvm.extractelement %1816[%68 : i32] : vector<2xf64>
    %1819 = llvm.bitcast %1817 : f64 to i64
    %1820 = llvm.bitcast %1818 : f64 to i64
    %1821 = llvm.insertelement %1819, %5[%71 : i32] : vector<2xi64>
    %1822 = llvm.insertelement %1820, %1821[%68 : i32] : vector<2xi64>
    llvm.store %1822, %1814 {alignment = 16 : i64} : vector<2xi64>, !llvm.ptr<3>
    %1823 = llvm.add %1792, %23 : i32
    %1824 = llvm.getelementptr inbounds %31[%1823] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1825 = llvm.insertelement %1713, %6[%71 : i32] : vector<2xf64>
    %1826 = llvm.insertelement %1721, %1825[%68 : i32] : vector<2xf64>
    %1827 = llvm.extractelement %1826[%71 : i32] : vector<2xf64>
    %1828 = llvm.extractelement %1826[%68 : i32] : vector<2xf64>
    %1829 = llvm.bitcast %1827 : f64 to i64
    %1830 = llvm.bitcast %1828 : f64 to i64
    %1831 = llvm.insertelement %1829, %5[%71 : i32] : vector<2xi64>
    %1832 = llvm.insertelement %1830, %1831[%68 : i32] : vector<2xi64>
    llvm.store %1832, %1824 {alignment = 16 : i64} : vector<2xi64>, !llvm.ptr<3>
    nvvm.barrier
    %1833 = llvm.and %117, %56 : i32
    %1834 = llvm.shl %1833, %4 : i32
    %1835 = llvm.and %117, %4 : i32
    %1836 = llvm.shl %1835, %61 : i32
    %1837 = llvm.select %413, %71, %7 : i1, i32
    %1838 = llvm.xor %1834, %1836 : i32
    %1839 = llvm.xor %1838, %1837 : i32
    %1840 = llvm.or disjoint %71, %1839 : i32
    %1841 = llvm.xor %71, %1840 : i32
    %1842 = llvm.xor %1841, %325 : i32
    %1843 = llvm.xor %1842, %71 : i32
    %1844 = llvm.add %1843, %71 : i32
    %1845 = llvm.getelementptr inbounds %31[%1844] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1846 = llvm.load %1845 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<2xi64>
    %1847 = llvm.extractelement %1846[%71 : i32] : vector<2xi64>
    %1848 = llvm.extractelement %1846[%68 : i32] : vector<2xi64>
    %1849 = llvm.insertelement %1847, %5[%71 : i32] : vector<2xi64>
    %1850 = llvm.insertelement %1848, %1849[%68 : i32] : vector<2xi64>
    %1851 = llvm.extractelement %1850[%71 : i32] : vector<2xi64>
    %1852 = llvm.extractelement %1850[%68 : i32] : vector<2xi64>
    %1853 = llvm.bitcast %1851 : i64 to f64
    %1854 = llvm.bitcast %1852 : i64 to f64
    %1855 = llvm.insertelement %1853, %6[%71 : i32] : vector<2xf64>
    %1856 = llvm.insertelement %1854, %1855[%68 : i32] : vector<2xf64>
    %1857 = llvm.extractelement %1856[%71 : i32] : vector<2xf64>
    %1858 = llvm.extractelement %1856[%68 : i32] : vector<2xf64>
    %1859 = llvm.add %1843, %14 : i32
    %1860 = llvm.getelementptr inbounds %31[%1859] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1861 = llvm.load %1860 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<2xi64>
    %1862 = llvm.extractelement %1861[%71 : i32] : vector<2xi64>
    %1863 = llvm.extractelement %1861[%68 : i32] : vector<2xi64>
    %1864 = llvm.insertelement %1862, %5[%71 : i32] : vector<2xi64>
    %1865 = llvm.insertelement %1863, %1864[%68 : i32] : vector<2xi64>
    %1866 = llvm.extractelement %1865[%71 : i32] : vector<2xi64>
    %1867 = llvm.extractelement %1865[%68 : i32] : vector<2xi64>
    %1868 = llvm.bitcast %1866 : i64 to f64
    %1869 = llvm.bitcast %1867 : i64 to f64
    %1870 = llvm.insertelement %1868, %6[%71 : i32] : vector<2xf64>
    %1871 = llvm.insertelement %1869, %1870[%68 : i32] : vector<2xf64>
    %1872 = llvm.extractelement %1871[%71 : i32] : vector<2xf64>
    %1873 = llvm.extractelement %1871[%68 : i32] : vector<2xf64>
    %1874 = llvm.add %1843, %12 : i32
    %1875 = llvm.getelementptr inbounds %31[%1874] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1876 = llvm.load %1875 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<2xi64>
    %1877 = llvm.extractelement %1876[%71 : i32] : vector<2xi64>
    %1878 = llvm.extractelement %1876[%68 : i32] : vector<2xi64>
    %1879 = llvm.insertelement %1877, %5[%71 : i32] : vector<2xi64>
    %1880 = llvm.insertelement %1878, %1879[%68 : i32] : vector<2xi64>
    %1881 = llvm.extractelement %1880[%71 : i32] : vector<2xi64>
    %1882 = llvm.extractelement %1880[%68 : i32] : vector<2xi64>
    %1883 = llvm.bitcast %1881 : i64 to f64
    %1884 = llvm.bitcast %1882 : i64 to f64
    %1885 = llvm.insertelement %1883, %6[%71 : i32] : vector<2xf64>
    %1886 = llvm.insertelement %1884, %1885[%68 : i32] : vector<2xf64>
    %1887 = llvm.extractelement %1886[%71 : i32] : vector<2xf64>
    %1888 = llvm.extractelement %1886[%68 : i32] : vector<2xf64>
    %1889 = llvm.add %1843, %10 : i32
    %1890 = llvm.getelementptr inbounds %31[%1889] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1891 = llvm.load %1890 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<2xi64>
    %1892 = llvm.extractelement %1891[%71 : i32] : vector<2xi64>
    %1893 = llvm.extractelement %1891[%68 : i32] : vector<2xi64>
    %1894 = llvm.insertelement %1892, %5[%71 : i32] : vector<2xi64>
    %1895 = llvm.insertelement %1893, %1894[%68 : i32] : vector<2xi64>
    %1896 = llvm.extractelement %1895[%71 : i32] : vector<2xi64>
    %1897 = llvm.extractelement %1895[%68 : i32] : vector<2xi64>
    %1898 = llvm.bitcast %1896 : i64 to f64
    %1899 = llvm.bitcast %1897 : i64 to f64
    %1900 = llvm.insertelement %1898, %6[%71 : i32] : vector<2xf64>
    %1901 = llvm.insertelement %1899, %1900[%68 : i32] : vector<2xf64>
    %1902 = llvm.extractelement %1901[%71 : i32] : vector<2xf64>
    %1903 = llvm.extractelement %1901[%68 : i32] : vector<2xf64>
    %1904 = llvm.add %1843, %3 : i32
    %1905 = llvm.getelementptr inbounds %31[%1904] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1906 = llvm.load %1905 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<2xi64>
    %1907 = llvm.extractelement %1906[%71 : i32] : vector<2xi64>
    %1908 = llvm.extractelement %1906[%68 : i32] : vector<2xi64>
    %1909 = llvm.insertelement %1907, %5[%71 : i32] : vector<2xi64>
    %1910 = llvm.insertelement %1908, %1909[%68 : i32] : vector<2xi64>
    %1911 = llvm.extractelement %1910[%71 : i32] : vector<2xi64>
    %1912 = llvm.extractelement %1910[%68 : i32] : vector<2xi64>
    %1913 = llvm.bitcast %1911 : i64 to f64
    %1914 = llvm.bitcast %1912 : i64 to f64
    %1915 = llvm.insertelement %1913, %6[%71 : i32] : vector<2xf64>
    %1916 = llvm.insertelement %1914, %1915[%68 : i32] : vector<2xf64>
    %1917 = llvm.extractelement %1916[%71 : i32] : vector<2xf64>
    %1918 = llvm.extractelement %1916[%68 : i32] : vector<2xf64>
    %1919 = llvm.add %1843, %2 : i32
    %1920 = llvm.getelementptr inbounds %31[%1919] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1921 = llvm.load %1920 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<2xi64>
    %1922 = llvm.extractelement %1921[%71 : i32] : vector<2xi64>
    %1923 = llvm.extractelement %1921[%68 : i32] : vector<2xi64>
    %1924 = llvm.insertelement %1922, %5[%71 : i32] : vector<2xi64>
    %1925 = llvm.insertelement %1923, %1924[%68 : i32] : vector<2xi64>
    %1926 = llvm.extractelement %1925[%71 : i32] : vector<2xi64>
    %1927 = llvm.extractelement %1925[%68 : i32] : vector<2xi64>
    %1928 = llvm.bitcast %1926 : i64 to f64
    %1929 = llvm.bitcast %1927 : i64 to f64
    %1930 = llvm.insertelement %1928, %6[%71 : i32] : vector<2xf64>
    %1931 = llvm.insertelement %1929, %1930[%68 : i32] : vector<2xf64>
    %1932 = llvm.extractelement %1931[%71 : i32] : vector<2xf64>
    %1933 = llvm.extractelement %1931[%68 : i32] : vector<2xf64>
    %1934 = llvm.add %1843, %1 : i32
    %1935 = llvm.getelementptr inbounds %31[%1934] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1936 = llvm.load %1935 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<2xi64>
    %1937 = llvm.extractelement %1936[%71 : i32] : vector<2xi64>
    %1938 = llvm.extractelement %1936[%68 : i32] : vector<2xi64>
    %1939 = llvm.insertelement %1937, %5[%71 : i32] : vector<2xi64>
    %1940 = llvm.insertelement %1938, %1939[%68 : i32] : vector<2xi64>
    %1941 = llvm.extractelement %1940[%71 : i32] : vector<2xi64>
    %1942 = llvm.extractelement %1940[%68 : i32] : vector<2xi64>
    %1943 = llvm.bitcast %1941 : i64 to f64
    %1944 = llvm.bitcast %1942 : i64 to f64
    %1945 = llvm.insertelement %1943, %6[%71 : i32] : vector<2xf64>
    %1946 = llvm.insertelement %1944, %1945[%68 : i32] : vector<2xf64>
    %1947 = llvm.extractelement %1946[%71 : i32] : vector<2xf64>
    %1948 = llvm.extractelement %1946[%68 : i32] : vector<2xf64>
    %1949 = llvm.add %1843, %0 : i32
    %1950 = llvm.getelementptr inbounds %31[%1949] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1951 = llvm.load %1950 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<2xi64>
    %1952 = llvm.extractelement %1951[%71 : i32] : vector<2xi64>
    %1953 = llvm.extractelement %1951[%68 : i32] : vector<2xi64>
    %1954 = llvm.insertelement %1952, %5[%71 : i32] : vector<2xi64>
    %1955 = llvm.insertelement %1953, %1954[%68 : i32] : vector<2xi64>
    %1956 = llvm.extractelement %1955[%71 : i32] : vector<2xi64>
    %1957 = llvm.extractelement %1955[%68 : i32] : vector<2xi64>
    %1958 = llvm.bitcast %1956 : i64 to f64
    %1959 = llvm.bitcast %1957 : i64 to f64
    %1960 = llvm.insertelement %1958, %6[%71 : i32] : vector<2xf64>
    %1961 = llvm.insertelement %1959, %1960[%68 : i32] : vector<2xf64>
    %1962 = llvm.extractelement %1961[%71 : i32] : vector<2xf64>
    %1963 = llvm.extractelement %1961[%68 : i32] : vector<2xf64>
    nvvm.barrier
    %1964 = llvm.insertelement %1722, %6[%71 : i32] : vector<2xf64>
    %1965 = llvm.insertelement %1730, %1964[%68 : i32] : vector<2xf64>
    %1966 = llvm.extractelement %1965[%71 : i32] : vector<2xf64>
    %1967 = llvm.extractelement %1965[%68 : i32] : vector<2xf64>
    %1968 = llvm.bitcast %1966 : f64 to i64
    %1969 = llvm.bitcast %1967 : f64 to i64
    %1970 = llvm.insertelement %1968, %5[%71 : i32] : vector<2xi64>
    %1971 = llvm.insertelement %1969, %1970[%68 : i32] : vector<2xi64>
    llvm.store %1971, %1753 {alignment = 16 : i64} : vector<2xi64>, !llvm.ptr<3>
    %1972 = llvm.insertelement %1724, %6[%71 : i32] : vector<2xf64>
    %1973 = llvm.insertelement %1732, %1972[%68 : i32] : vector<2xf64>
    %1974 = llvm.extractelement %1973[%71 : i32] : vector<2xf64>
    %1975 = llvm.extractelement %1973[%68 : i32] : vector<2xf64>
    %1976 = llvm.bitcast %1974 : f64 to i64
    %1977 = llvm.bitcast %1975 : f64 to i64
    %1978 = llvm.insertelement %1976, %5[%71 : i32] : vector<2xi64>
    %1979 = llvm.insertelement %1977, %1978[%68 : i32] : vector<2xi64>
    llvm.store %1979, %1763 {alignment = 16 : i64} : vector<2xi64>, !llvm.ptr<3>
    %1980 = llvm.insertelement %1726, %6[%71 : i32] : vector<2xf64>
    %1981 = llvm.insertelement %1734, %1980[%68 : i32] : vector<2xf64>
    %1982 = llvm.extractelement %1981[%71 : i32] : vector<2xf64>
    %1983 = llvm.extractelement %1981[%68 : i32] : vector<2xf64>
    %1984 = llvm.bitcast %1982 : f64 to i64
    %1985 = llvm.bitcast %1983 : f64 to i64
    %1986 = llvm.insertelement %1984, %5[%71 : i32] : vector<2xi64>
    %1987 = llvm.insertelement %1985, %1986[%68 : i32] : vector<2xi64>
    llvm.store %1987, %1773 {alignment = 16 : i64} : vector<2xi64>, !llvm.ptr<3>
    %1988 = llvm.insertelement %1728, %6[%71 : i32] : vector<2xf64>
    %1989 = llvm.insertelement %1736, %1988[%68 : i32] : vector<2xf64>
    %1990 = llvm.extractelement %1989[%71 : i32] : vector<2xf64>
    %1991 = llvm.extractelement %1989[%68 : i32] : vector<2xf64>
    %1992 = llvm.bitcast %1990 : f64 to i64
    %1993 = llvm.bitcast %1991 : f64 to i64
    %1994 = llvm.insertelement %1992, %5[%71 : i32] : vector<2xi64>
    %1995 = llvm.insertelement %1993, %1994[%68 : i32] : vector<2xi64>
    llvm.store %1995, %1783 {alignment = 16 : i64} : vector<2xi64>, !llvm.ptr<3>
    %1996 = llvm.insertelement %1723, %6[%71 : i32] : vector<2xf64>
    %1997 = llvm.insertelement %1731, %1996[%68 : i32] : vector<2xf64>
    %1998 = llvm.extractelement %1997[%71 : i32] : vector<2xf64>
    %1999 = llvm.extractelement %1997[%68 : i32] : vector<2xf64>
    %2000 = llvm.bitcast %1998 : f64 to i64
    %2001 = llvm.bitcast %1999 : f64 to i64
    %2002 = llvm.insertelement %2000, %5[%71 : i32] : vector<2xi64>
    %2003 = llvm.insertelement %2001, %2002[%68 : i32] : vector<2xi64>
    llvm.store %2003, %1794 {alignment = 16 : i64} : vector<2xi64>, !llvm.ptr<3>
    %2004 = llvm.insertelement %1725, %6[%71 : i32] : vector<2xf64>
    %2005 = llvm.insertelement %1733, %2004[%68 : i32] : vector<2xf64>
    %2006 = llvm.extractelement %2005[%71 : i32] : vector<2xf64>
    %2007 = llvm.extractelement %2005[%68 : i32] : vector<2xf64>
    %2008 = llvm.bitcast %2006 : f64 to i64
    %2009 = llvm.bitcast %2007 : f64 to i64
    %2010 = llvm.insertelement %2008, %5[%71 : i32] : vector<2xi64>
    %2011 = llvm.insertelement %2009, %2010[%68 : i32] : vector<2xi64>
    llvm.store %2011, %1804 {alignment = 16 : i64} : vector<2xi64>, !llvm.ptr<3>
    %2012 = llvm.insertelement %1727, %6[%71 : i32] : vector<2xf64>
    %2013 = llvm.insertelement %1735, %2012[%68 : i32] : vector<2xf64>
    %2014 = llvm.extractelement %2013[%71 : i32] : vector<2xf64>
    %2015 = llvm.extractelement %2013[%68 : i32] : vector<2xf64>
    %2016 = llvm.bitcast %2014 : f64 to i64
    %2017 = llvm.bitcast %2015 : f64 to i64
    %2018 = llvm.insertelement %2016, %5[%71 : i32] : vector<2xi64>
    %2019 = llvm.insertelement %2017, %2018[%68 : i32] : vector<2xi64>
    llvm.store %2019, %1814 {alignment = 16 : i64} : vector<2xi64>, !llvm.ptr<3>
    %2020 = llvm.insertelement %1729, %6[%71 : i32] : vector<2xf64>
    %2021 = llvm.insertelement %1737, %2020[%68 : i32] : vector<2xf64>
    %2022 = llvm.extractelement %2021[%71 : i32] : vector<2xf64>
    %2023 = llvm.extractelement %2021[%68 : i32] : vector<2xf64>
    %2024 = llvm.bitcast %2022 : f64 to i64
    %2025 = llvm.bitcast %2023 : f64 to i64
    %2026 = llvm.insertelement %2024, %5[%71 : i32] : vector<2xi64>
    %2027 = llvm.insertelement %2025, %2026[%68 : i32] : vector<2xi64>
    llvm.store %2027, %1824 {alignment = 16 : i64} : vector<2xi64>, !llvm.ptr<3>
    nvvm.barrier
    %2028 = llvm.load %1845 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<2xi64>
    %2029 = llvm.extractelement %2028[%71 : i32] : vector<2xi64>
    %2030 = llvm.extractelement %2028[%68 : i32] : vector<2xi64>
    %2031 = llvm.insertelement %2029, %5[%71 : i32] : vector<2xi64>
    %2032 = llvm.insertelement %2030, %2031[%68 : i32] : vector<2xi64>
    %2033 = llvm.extractelement %2032[%71 : i32] : vector<2xi64>
    %2034 = llvm.extractelement %2032[%68 : i32] : vector<2xi64>
    %2035 = llvm.bitcast %2033 : i64 to f64
    %2036 = llvm.bitcast %2034 : i64 to f64
    %2037 = llvm.insertelement %2035, %6[%71 : i32] : vector<2xf64>
    %2038 = llvm.insertelement %2036, %2037[%68 : i32] : vector<2xf64>
    %2039 = llvm.extractelement %2038[%71 : i32] : vector<2xf64>
    %2040 = llvm.extractelement %2038[%68 : i32] : vector<2xf64>
    %2041 = llvm.load %1860 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<2xi64>
    %2042 = llvm.extractelement %2041[%71 : i32] : vector<2xi64>
    %2043 = llvm.extractelement %2041[%68 : i32] : vector<2xi64>
    %2044 = llvm.insertelement %2042, %5[%71 : i32] : vector<2xi64>
    %2045 = llvm.insertelement %2043, %2044[%68 : i32] : vector<2xi64>
    %2046 = llvm.extractelement %2045[%71 : i32] : vector<2xi64>
    %2047 = llvm.extractelement %2045[%68 : i32] : vector<2xi64>
    %2048 = llvm.bitcast %2046 : i64 to f64
    %2049 = llvm.bitcast %2047 : i64 to f64
    %2050 = llvm.insertelement %2048, %6[%71 : i32] : vector<2xf64>
    %2051 = llvm.insertelement %2049, %2050[%68 : i32] : vector<2xf64>
    %2052 = llvm.extractelement %2051[%71 : i32] : vector<2xf64>
    %2053 = llvm.extractelement %2051[%68 : i32] : vector<2xf64>
    %2054 = llvm.load %1875 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<2xi64>
    %2055 = llvm.extractelement %2054[%71 : i32] : vector<2xi64>
    %2056 = llvm.extractelement %2054[%68 : i32] : vector<2xi64>
    %2057 = llvm.insertelement %2055, %5[%71 : i32] : vector<2xi64>
    %2058 = llvm.insertelement %2056, %2057[%68 : i32] : vector<2xi64>
    %2059 = llvm.extractelement %2058[%71 : i32] : vector<2xi64>
    %2060 = llvm.extractelement %2058[%68 : i32] : vector<2xi64>
    %2061 = llvm.bitcast %2059 : i64 to f64
    %2062 = llvm.bitcast %2060 : i64 to f64
    %2063 = llvm.insertelement %2061, %6[%71 : i32] : vector<2xf64>
    %2064 = llvm.insertelement %2062, %2063[%68 : i32] : vector<2xf64>
    %2065 = llvm.extractelement %2064[%71 : i32] : vector<2xf64>
    %2066 = llvm.extractelement %2064[%68 : i32] : vector<2xf64>
    %2067 = llvm.load %1890 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<2xi64>
    %2068 = llvm.extractelement %2067[%71 : i32] : vector<2xi64>
    %2069 = llvm.extractelement %2067[%68 : i32] : vector<2xi64>
    %2070 = llvm.insertelement %2068, %5[%71 : i32] : vector<2xi64>
    %2071 = llvm.insertelement %2069, %2070[%68 : i32] : vector<2xi64>
    %2072 = llvm.extractelement %2071[%71 : i32] : vector<2xi64>
    %2073 = llvm.extractelement %2071[%68 : i32] : vector<2xi64>
    %2074 = llvm.bitcast %2072 : i64 to f64
    %2075 = llvm.bitcast %2073 : i64 to f64
    %2076 = llvm.insertelement %2074, %6[%71 : i32] : vector<2xf64>
    %2077 = llvm.insertelement %2075, %2076[%68 : i32] : vector<2xf64>
    %2078 = llvm.extractelement %2077[%71 : i32] : vector<2xf64>
    %2079 = llvm.extractelement %2077[%68 : i32] : vector<2xf64>
    %2080 = llvm.load %1905 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<2xi64>
    %2081 = llvm.extractelement %2080[%71 : i32] : vector<2xi64>
    %2082 = llvm.extractelement %2080[%68 : i32] : vector<2xi64>
    %2083 = llvm.insertelement %2081, %5[%71 : i32] : vector<2xi64>
    %2084 = llvm.insertelement %2082, %2083[%68 : i32] : vector<2xi64>
    %2085 = llvm.extractelement %2084[%71 : i32] : vector<2xi64>
    %2086 = llvm.extractelement %2084[%68 : i32] : vector<2xi64>
    %2087 = llvm.bitcast %2085 : i64 to f64
    %2088 = llvm.bitcast %2086 : i64 to f64
    %2089 = llvm.insertelement %2087, %6[%71 : i32] : vector<2xf64>
    %2090 = llvm.insertelement %2088, %2089[%68 : i32] : vector<2xf64>
    %2091 = llvm.extractelement %2090[%71 : i32] : vector<2xf64>
    %2092 = llvm.extractelement %2090[%68 : i32] : vector<2xf64>
    %2093 = llvm.load %1920 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<2xi64>
    %2094 = llvm.extractelement %2093[%71 : i32] : vector<2xi64>
    %2095 = llvm.extractelement %2093[%68 : i32] : vector<2xi64>
    %2096 = llvm.insertelement %2094, %5[%71 : i32] : vector<2xi64>
    %2097 = llvm.insertelement %2095, %2096[%68 : i32] : vector<2xi64>
    %2098 = llvm.extractelement %2097[%71 : i32] : vector<2xi64>
    %2099 = llvm.extractelement %2097[%68 : i32] : vector<2xi64>
    %2100 = llvm.bitcast %2098 : i64 to f64
    %2101 = llvm.bitcast %2099 : i64 to f64
    %2102 = llvm.insertelement %2100, %6[%71 : i32] : vector<2xf64>
    %2103 = llvm.insertelement %2101, %2102[%68 : i32] : vector<2xf64>
    %2104 = llvm.extractelement %2103[%71 : i32] : vector<2xf64>
    %2105 = llvm.extractelement %2103[%68 : i32] : vector<2xf64>
    %2106 = llvm.load %1935 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<2xi64>
    %2107 = llvm.extractelement %2106[%71 : i32] : vector<2xi64>
    %2108 = llvm.extractelement %2106[%68 : i32] : vector<2xi64>
    %2109 = llvm.insertelement %2107, %5[%71 : i32] : vector<2xi64>
    %2110 = llvm.insertelement %2108, %2109[%68 : i32] : vector<2xi64>
    %2111 = llvm.extractelement %2110[%71 : i32] : vector<2xi64>
    %2112 = llvm.extractelement %2110[%68 : i32] : vector<2xi64>
    %2113 = llvm.bitcast %2111 : i64 to f64
    %2114 = llvm.bitcast %2112 : i64 to f64
    %2115 = llvm.insertelement %2113, %6[%71 : i32] : vector<2xf64>
    %2116 = llvm.insertelement %2114, %2115[%68 : i32] : vector<2xf64>
    %2117 = llvm.extractelement %2116[%71 : i32] : vector<2xf64>
    %2118 = llvm.extractelement %2116[%68 : i32] : vector<2xf64>
    %2119 = llvm.load %1950 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<2xi64>
    %2120 = llvm.extractelement %2119[%71 : i32] : vector<2xi64>
    %2121 = llvm.extractelement %2119[%68 : i32] : vector<2xi64>
    %2122 = llvm.insertelement %2120, %5[%71 : i32] : vector<2xi64>
    %2123 = llvm.insertelement %2121, %2122[%68 : i32] : vector<2xi64>
    %2124 = llvm.extractelement %2123[%71 : i32] : vector<2xi64>
    %2125 = llvm.extractelement %2123[%68 : i32] : vector<2xi64>
    %2126 = llvm.bitcast %2124 : i64 to f64
    %2127 = llvm.bitcast %2125 : i64 to f64
    %2128 = llvm.insertelement %2126, %6[%71 : i32] : vector<2xf64>
    %2129 = llvm.insertelement %2127, %2128[%68 : i32] : vector<2xf64>
    %2130 = llvm.extractelement %2129[%71 : i32] : vector<2xf64>
    %2131 = llvm.extractelement %2129[%68 : i32] : vector<2xf64>
    %2132 = llvm.insertelement %1857, %17[%71 : i32] : vector<1xf64>
    %2133 = llvm.bitcast %2132 : vector<1xf64> to i64
    %2134 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b64 [ $1 + 0 ], { $0 };", "l,l,b" %2133, %1674, %1578 : (i64, !llvm.ptr<1>, i1) -> !llvm.void
    %2135 = llvm.insertelement %1872, %17[%71 : i32] : vector<1xf64>
    %2136 = llvm.bitcast %2135 : vector<1xf64> to i64
    %2137 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b64 [ $1 + 0 ], { $0 };", "l,l,b" %2136, %1675, %1579 : (i64, !llvm.ptr<1>, i1) -> !llvm.void
    %2138 = llvm.insertelement %1887, %17[%71 : i32] : vector<1xf64>
    %2139 = llvm.bitcast %2138 : vector<1xf64> to i64
    %2140 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b64 [ $1 + 0 ], { $0 };", "l,l,b" %2139, %1676, %1580 : (i64, !llvm.ptr<1>, i1) -> !llvm.void
    %2141 = llvm.insertelement %1902, %17[%71 : i32] : vector<1xf64>
    %2142 = llvm.bitcast %2141 : vector<1xf64> to i64
    %2143 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b64 [ $1 + 0 ], { $0 };", "l,l,b" %2142, %1677, %1581 : (i64, !llvm.ptr<1>, i1) -> !llvm.void
    %2144 = llvm.insertelement %1917, %17[%71 : i32] : vector<1xf64>
    %2145 = llvm.bitcast %2144 : vector<1xf64> to i64
    %2146 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b64 [ $1 + 0 ], { $0 };", "l,l,b" %2145, %1678, %1582 : (i64, !llvm.ptr<1>, i1) -> !llvm.void
    %2147 = llvm.insertelement %1932, %17[%71 : i32] : vector<1xf64>
    %2148 = llvm.bitcast %2147 : vector<1xf64> to i64
    %2149 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b64 [ $1 + 0 ], { $0 };", "l,l,b" %2148, %1679, %1583 : (i64, !llvm.ptr<1>, i1) -> !llvm.void
    %2150 = llvm.insertelement %1947, %17[%71 : i32] : vector<1xf64>
    %2151 = llvm.bitcast %2150 : vector<1xf64> to i64
    %2152 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b64 [ $1 + 0 ], { $0 };", "l,l,b" %2151, %1680, %1584 : (i64, !llvm.ptr<1>, i1) -> !llvm.void
    %2153 = llvm.insertelement %1962, %17[%71 : i32] : vector<1xf64>
    %2154 = llvm.bitcast %2153 : vector<1xf64> to i64
    %2155 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b64 [ $1 + 0 ], { $0 };", "l,l,b" %2154, %1681, %1585 : (i64, !llvm.ptr<1>, i1) -> !llvm.void
    %2156 = llvm.insertelement %1858, %17[%71 : i32] : vector<1xf64>
    %2157 = llvm.bitcast %2156 : vector<1xf64> to i64
    %2158 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b64 [ $1 + 0 ], { $0 };", "l,l,b" %2157, %1682, %1586 : (i64, !llvm.ptr<1>, i1) -> !llvm.void
    %2159 = llvm.insertelement %1873, %17[%71 : i32] : vector<1xf64>
    %2160 = llvm.bitcast %2159 : vector<1xf64> to i64
    %2161 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b64 [ $1 + 0 ], { $0 };", "l,l,b" %2160, %1683, %1587 : (i64, !llvm.ptr<1>, i1) -> !llvm.void
    %2162 = llvm.insertelement %1888, %17[%71 : i32] : vector<1xf64>
    %2163 = llvm.bitcast %2162 : vector<1xf64> to i64
    %2164 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b64 [ $1 + 0 ], { $0 };", "l,l,b" %2163, %1684, %1588 : (i64, !llvm.ptr<1>, i1) -> !llvm.void
    %2165 = llvm.insertelement %1903, %17[%71 : i32] : vector<1xf64>
    %2166 = llvm.bitcast %2165 : vector<1xf64> to i64
    %2167 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b64 [ $1 + 0 ], { $0 };", "l,l,b" %2166, %1685, %1589 : (i64, !llvm.ptr<1>, i1) -> !llvm.void
    %2168 = llvm.insertelement %1918, %17[%71 : i32] : vector<1xf64>
    %2169 = llvm.bitcast %2168 : vector<1xf64> to i64
    %2170 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b64 [ $1 + 0 ], { $0 };", "l,l,b" %2169, %1686, %1590 : (i64, !llvm.ptr<1>, i1) -> !llvm.void
    %2171 = llvm.insertelement %1933, %17[%71 : i32] : vector<1xf64>
    %2172 = llvm.bitcast %2171 : vector<1xf64> to i64
    %2173 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b64 [ $1 + 0 ], { $0 };", "l,l,b" %2172, %1687, %1591 : (i64, !llvm.ptr<1>, i1) -> !llvm.void
    %2174 = llvm.insertelement %1948, %17[%71 : i32] : vector<1xf64>
    %2175 = llvm.bitcast %2174 : vector<1xf64> to i64
    %2176 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b64 [ $1 + 0 ], { $0 };", "l,l,b" %2175, %1688, %1592 : (i64, !llvm.ptr<1>, i1) -> !llvm.void
    %2177 = llvm.insertelement %1963, %17[%71 : i32] : vector<1xf64>
    %2178 = llvm.bitcast %2177 : vector<1xf64> to i64
    %2179 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b64 [ $1 + 0 ], { $0 };", "l,l,b" %2178, %1689, %1593 : (i64, !llvm.ptr<1>, i1) -> !llvm.void
    %2180 = llvm.insertelement %2039, %17[%71 : i32] : vector<1xf64>
    %2181 = llvm.bitcast %2180 : vector<1xf64> to i64
    %2182 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b64 [ $1 + 0 ], { $0 };", "l,l,b" %2181, %1690, %1594 : (i64, !llvm.ptr<1>, i1) -> !llvm.void
    %2183 = llvm.insertelement %2052, %17[%71 : i32] : vector<1xf64>
    %2184 = llvm.bitcast %2183 : vector<1xf64> to i64
    %2185 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b64 [ $1 + 0 ], { $0 };", "l,l,b" %2184, %1691, %1595 : (i64, !llvm.ptr<1>, i1) -> !llvm.void
    %2186 = llvm.insertelement %2065, %17[%71 : i32] : vector<1xf64>
    %2187 = llvm.bitcast %2186 : vector<1xf64> to i64
    %2188 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b64 [ $1 + 0 ], { $0 };", "l,l,b" %2187, %1692, %1596 : (i64, !llvm.ptr<1>, i1) -> !llvm.void
    %2189 = llvm.insertelement %2078, %17[%71 : i32] : vector<1xf64>
    %2190 = llvm.bitcast %2189 : vector<1xf64> to i64
    %2191 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b64 [ $1 + 0 ], { $0 };", "l,l,b" %2190, %1693, %1597 : (i64, !llvm.ptr<1>, i1) -> !llvm.void
    %2192 = llvm.insertelement %2091, %17[%71 : i32] : vector<1xf64>
    %2193 = llvm.bitcast %2192 : vector<1xf64> to i64
    %2194 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b64 [ $1 + 0 ], { $0 };", "l,l,b" %2193, %1694, %1598 : (i64, !llvm.ptr<1>, i1) -> !llvm.void
    %2195 = llvm.insertelement %2104, %17[%71 : i32] : vector<1xf64>
    %2196 = llvm.bitcast %2195 : vector<1xf64> to i64
    %2197 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b64 [ $1 + 0 ], { $0 };", "l,l,b" %2196, %1695, %1599 : (i64, !llvm.ptr<1>, i1) -> !llvm.void
    %2198 = llvm.insertelement %2117, %17[%71 : i32] : vector<1xf64>
    %2199 = llvm.bitcast %2198 : vector<1xf64> to i64
    %2200 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b64 [ $1 + 0 ], { $0 };", "l,l,b" %2199, %1696, %1600 : (i64, !llvm.ptr<1>, i1) -> !llvm.void
    %2201 = llvm.insertelement %2130, %17[%71 : i32] : vector<1xf64>
    %2202 = llvm.bitcast %2201 : vector<1xf64> to i64
    %2203 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b64 [ $1 + 0 ], { $0 };", "l,l,b" %2202, %1697, %1601 : (i64, !llvm.ptr<1>, i1) -> !llvm.void
    %2204 = llvm.insertelement %2040, %17[%71 : i32] : vector<1xf64>
    %2205 = llvm.bitcast %2204 : vector<1xf64> to i64
    %2206 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b64 [ $1 + 0 ], { $0 };", "l,l,b" %2205, %1698, %1602 : (i64, !llvm.ptr<1>, i1) -> !llvm.void
    %2207 = llvm.insertelement %2053, %17[%71 : i32] : vector<1xf64>
    %2208 = llvm.bitcast %2207 : vector<1xf64> to i64
    %2209 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b64 [ $1 + 0 ], { $0 };", "l,l,b" %2208, %1699, %1603 : (i64, !llvm.ptr<1>, i1) -> !llvm.void
    %2210 = llvm.insertelement %2066, %17[%71 : i32] : vector<1xf64>
    %2211 = llvm.bitcast %2210 : vector<1xf64> to i64
    %2212 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b64 [ $1 + 0 ], { $0 };", "l,l,b" %2211, %1700, %1604 : (i64, !llvm.ptr<1>, i1) -> !llvm.void
    %2213 = llvm.insertelement %2079, %17[%71 : i32] : vector<1xf64>
    %2214 = llvm.bitcast %2213 : vector<1xf64> to i64
    %2215 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b64 [ $1 + 0 ], { $0 };", "l,l,b" %2214, %1701, %1605 : (i64, !llvm.ptr<1>, i1) -> !llvm.void
    %2216 = llvm.insertelement %2092, %17[%71 : i32] : vector<1xf64>
    %2217 = llvm.bitcast %2216 : vector<1xf64> to i64
    %2218 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b64 [ $1 + 0 ], { $0 };", "l,l,b" %2217, %1702, %1606 : (i64, !llvm.ptr<1>, i1) -> !llvm.void
    %2219 = llvm.insertelement %2105, %17[%71 : i32] : vector<1xf64>
    %2220 = llvm.bitcast %2219 : vector<1xf64> to i64
    %2221 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b64 [ $1 + 0 ], { $0 };", "l,l,b" %2220, %1703, %1607 : (i64, !llvm.ptr<1>, i1) -> !llvm.void
    %2222 = llvm.insertelement %2118, %17[%71 : i32] : vector<1xf64>
    %2223 = llvm.bitcast %2222 : vector<1xf64> to i64
    %2224 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b64 [ $1 + 0 ], { $0 };", "l,l,b" %2223, %1704, %1608 : (i64, !llvm.ptr<1>, i1) -> !llvm.void
    %2225 = llvm.insertelement %2131, %17[%71 : i32] : vector<1xf64>
    %2226 = llvm.bitcast %2225 : vector<1xf64> to i64
    %2227 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b64 [ $1 + 0 ], { $0 };", "l,l,b" %2226, %1705, %1609 : (i64, !llvm.ptr<1>, i1) -> !llvm.void
    llvm.return
  }
}
