// Cast matrix: fptosi/fptoui/sitofp/uitofp between every int width (i8..i64) and every float type (f16, bf16, f32, f64; i8->bf16 is in int8_to_bf16.mlir), fpext/fptrunc between all float pairs.
module {
  llvm.func @cast_matrix(%i8in: i8, %i16in: i16, %i32in: i32, %i64in: i64, %f16in: f16, %bf16in: bf16, %f32in: f32, %f64in: f64, %out: !llvm.ptr) attributes {nvvm.kernel} {
    %v1 = llvm.fptosi %f16in : f16 to i8
    %v2 = llvm.fptoui %f16in : f16 to i8
    %v3 = llvm.sitofp %i8in : i8 to f16
    %v4 = llvm.uitofp %i8in : i8 to f16
    %v5 = llvm.fptosi %f16in : f16 to i16
    %v6 = llvm.fptoui %f16in : f16 to i16
    %v7 = llvm.sitofp %i16in : i16 to f16
    %v8 = llvm.uitofp %i16in : i16 to f16
    %v9 = llvm.fptosi %f16in : f16 to i32
    %v10 = llvm.fptoui %f16in : f16 to i32
    %v11 = llvm.sitofp %i32in : i32 to f16
    %v12 = llvm.uitofp %i32in : i32 to f16
    %v13 = llvm.fptosi %f16in : f16 to i64
    %v14 = llvm.fptoui %f16in : f16 to i64
    %v15 = llvm.sitofp %i64in : i64 to f16
    %v16 = llvm.uitofp %i64in : i64 to f16
    %v17 = llvm.fptosi %bf16in : bf16 to i8
    %v18 = llvm.fptoui %bf16in : bf16 to i8
    %v21 = llvm.fptosi %bf16in : bf16 to i16
    %v22 = llvm.fptoui %bf16in : bf16 to i16
    %v23 = llvm.sitofp %i16in : i16 to bf16
    %v24 = llvm.uitofp %i16in : i16 to bf16
    %v25 = llvm.fptosi %bf16in : bf16 to i32
    %v26 = llvm.fptoui %bf16in : bf16 to i32
    %v27 = llvm.sitofp %i32in : i32 to bf16
    %v28 = llvm.uitofp %i32in : i32 to bf16
    %v29 = llvm.fptosi %bf16in : bf16 to i64
    %v30 = llvm.fptoui %bf16in : bf16 to i64
    %v31 = llvm.sitofp %i64in : i64 to bf16
    %v32 = llvm.uitofp %i64in : i64 to bf16
    %v33 = llvm.fptosi %f32in : f32 to i8
    %v34 = llvm.fptoui %f32in : f32 to i8
    %v35 = llvm.sitofp %i8in : i8 to f32
    %v36 = llvm.uitofp %i8in : i8 to f32
    %v37 = llvm.fptosi %f32in : f32 to i16
    %v38 = llvm.fptoui %f32in : f32 to i16
    %v39 = llvm.sitofp %i16in : i16 to f32
    %v40 = llvm.uitofp %i16in : i16 to f32
    %v41 = llvm.fptosi %f32in : f32 to i32
    %v42 = llvm.fptoui %f32in : f32 to i32
    %v43 = llvm.sitofp %i32in : i32 to f32
    %v44 = llvm.uitofp %i32in : i32 to f32
    %v45 = llvm.fptosi %f32in : f32 to i64
    %v46 = llvm.fptoui %f32in : f32 to i64
    %v47 = llvm.sitofp %i64in : i64 to f32
    %v48 = llvm.uitofp %i64in : i64 to f32
    %v49 = llvm.fptosi %f64in : f64 to i8
    %v50 = llvm.fptoui %f64in : f64 to i8
    %v51 = llvm.sitofp %i8in : i8 to f64
    %v52 = llvm.uitofp %i8in : i8 to f64
    %v53 = llvm.fptosi %f64in : f64 to i16
    %v54 = llvm.fptoui %f64in : f64 to i16
    %v55 = llvm.sitofp %i16in : i16 to f64
    %v56 = llvm.uitofp %i16in : i16 to f64
    %v57 = llvm.fptosi %f64in : f64 to i32
    %v58 = llvm.fptoui %f64in : f64 to i32
    %v59 = llvm.sitofp %i32in : i32 to f64
    %v60 = llvm.uitofp %i32in : i32 to f64
    %v61 = llvm.fptosi %f64in : f64 to i64
    %v62 = llvm.fptoui %f64in : f64 to i64
    %v63 = llvm.sitofp %i64in : i64 to f64
    %v64 = llvm.uitofp %i64in : i64 to f64
    %v65 = llvm.fpext %f16in : f16 to f32
    %v66 = llvm.fpext %f16in : f16 to f64
    %v67 = llvm.fpext %bf16in : bf16 to f32
    %v68 = llvm.fpext %bf16in : bf16 to f64
    %v69 = llvm.fptrunc %f32in : f32 to f16
    %v70 = llvm.fptrunc %f32in : f32 to bf16
    %v71 = llvm.fpext %f32in : f32 to f64
    %v72 = llvm.fptrunc %f64in : f64 to f16
    %v73 = llvm.fptrunc %f64in : f64 to bf16
    %v74 = llvm.fptrunc %f64in : f64 to f32
    %p75 = llvm.getelementptr %out[0] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %v1, %p75 : i8, !llvm.ptr
    %p76 = llvm.getelementptr %out[1] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %v2, %p76 : i8, !llvm.ptr
    %p77 = llvm.getelementptr %out[2] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %v3, %p77 : f16, !llvm.ptr
    %p78 = llvm.getelementptr %out[4] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %v4, %p78 : f16, !llvm.ptr
    %p79 = llvm.getelementptr %out[6] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %v5, %p79 : i16, !llvm.ptr
    %p80 = llvm.getelementptr %out[8] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %v6, %p80 : i16, !llvm.ptr
    %p81 = llvm.getelementptr %out[10] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %v7, %p81 : f16, !llvm.ptr
    %p82 = llvm.getelementptr %out[12] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %v8, %p82 : f16, !llvm.ptr
    %p83 = llvm.getelementptr %out[16] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %v9, %p83 : i32, !llvm.ptr
    %p84 = llvm.getelementptr %out[20] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %v10, %p84 : i32, !llvm.ptr
    %p85 = llvm.getelementptr %out[24] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %v11, %p85 : f16, !llvm.ptr
    %p86 = llvm.getelementptr %out[26] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %v12, %p86 : f16, !llvm.ptr
    %p87 = llvm.getelementptr %out[32] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %v13, %p87 : i64, !llvm.ptr
    %p88 = llvm.getelementptr %out[40] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %v14, %p88 : i64, !llvm.ptr
    %p89 = llvm.getelementptr %out[48] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %v15, %p89 : f16, !llvm.ptr
    %p90 = llvm.getelementptr %out[50] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %v16, %p90 : f16, !llvm.ptr
    %p91 = llvm.getelementptr %out[52] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %v17, %p91 : i8, !llvm.ptr
    %p92 = llvm.getelementptr %out[53] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %v18, %p92 : i8, !llvm.ptr
    %p95 = llvm.getelementptr %out[58] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %v21, %p95 : i16, !llvm.ptr
    %p96 = llvm.getelementptr %out[60] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %v22, %p96 : i16, !llvm.ptr
    %p97 = llvm.getelementptr %out[62] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %v23, %p97 : bf16, !llvm.ptr
    %p98 = llvm.getelementptr %out[64] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %v24, %p98 : bf16, !llvm.ptr
    %p99 = llvm.getelementptr %out[68] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %v25, %p99 : i32, !llvm.ptr
    %p100 = llvm.getelementptr %out[72] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %v26, %p100 : i32, !llvm.ptr
    %p101 = llvm.getelementptr %out[76] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %v27, %p101 : bf16, !llvm.ptr
    %p102 = llvm.getelementptr %out[78] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %v28, %p102 : bf16, !llvm.ptr
    %p103 = llvm.getelementptr %out[80] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %v29, %p103 : i64, !llvm.ptr
    %p104 = llvm.getelementptr %out[88] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %v30, %p104 : i64, !llvm.ptr
    %p105 = llvm.getelementptr %out[96] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %v31, %p105 : bf16, !llvm.ptr
    %p106 = llvm.getelementptr %out[98] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %v32, %p106 : bf16, !llvm.ptr
    %p107 = llvm.getelementptr %out[100] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %v33, %p107 : i8, !llvm.ptr
    %p108 = llvm.getelementptr %out[101] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %v34, %p108 : i8, !llvm.ptr
    %p109 = llvm.getelementptr %out[104] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %v35, %p109 : f32, !llvm.ptr
    %p110 = llvm.getelementptr %out[108] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %v36, %p110 : f32, !llvm.ptr
    %p111 = llvm.getelementptr %out[112] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %v37, %p111 : i16, !llvm.ptr
    %p112 = llvm.getelementptr %out[114] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %v38, %p112 : i16, !llvm.ptr
    %p113 = llvm.getelementptr %out[116] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %v39, %p113 : f32, !llvm.ptr
    %p114 = llvm.getelementptr %out[120] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %v40, %p114 : f32, !llvm.ptr
    %p115 = llvm.getelementptr %out[124] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %v41, %p115 : i32, !llvm.ptr
    %p116 = llvm.getelementptr %out[128] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %v42, %p116 : i32, !llvm.ptr
    %p117 = llvm.getelementptr %out[132] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %v43, %p117 : f32, !llvm.ptr
    %p118 = llvm.getelementptr %out[136] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %v44, %p118 : f32, !llvm.ptr
    %p119 = llvm.getelementptr %out[144] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %v45, %p119 : i64, !llvm.ptr
    %p120 = llvm.getelementptr %out[152] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %v46, %p120 : i64, !llvm.ptr
    %p121 = llvm.getelementptr %out[160] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %v47, %p121 : f32, !llvm.ptr
    %p122 = llvm.getelementptr %out[164] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %v48, %p122 : f32, !llvm.ptr
    %p123 = llvm.getelementptr %out[168] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %v49, %p123 : i8, !llvm.ptr
    %p124 = llvm.getelementptr %out[169] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %v50, %p124 : i8, !llvm.ptr
    %p125 = llvm.getelementptr %out[176] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %v51, %p125 : f64, !llvm.ptr
    %p126 = llvm.getelementptr %out[184] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %v52, %p126 : f64, !llvm.ptr
    %p127 = llvm.getelementptr %out[192] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %v53, %p127 : i16, !llvm.ptr
    %p128 = llvm.getelementptr %out[194] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %v54, %p128 : i16, !llvm.ptr
    %p129 = llvm.getelementptr %out[200] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %v55, %p129 : f64, !llvm.ptr
    %p130 = llvm.getelementptr %out[208] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %v56, %p130 : f64, !llvm.ptr
    %p131 = llvm.getelementptr %out[216] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %v57, %p131 : i32, !llvm.ptr
    %p132 = llvm.getelementptr %out[220] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %v58, %p132 : i32, !llvm.ptr
    %p133 = llvm.getelementptr %out[224] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %v59, %p133 : f64, !llvm.ptr
    %p134 = llvm.getelementptr %out[232] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %v60, %p134 : f64, !llvm.ptr
    %p135 = llvm.getelementptr %out[240] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %v61, %p135 : i64, !llvm.ptr
    %p136 = llvm.getelementptr %out[248] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %v62, %p136 : i64, !llvm.ptr
    %p137 = llvm.getelementptr %out[256] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %v63, %p137 : f64, !llvm.ptr
    %p138 = llvm.getelementptr %out[264] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %v64, %p138 : f64, !llvm.ptr
    %p139 = llvm.getelementptr %out[272] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %v65, %p139 : f32, !llvm.ptr
    %p140 = llvm.getelementptr %out[280] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %v66, %p140 : f64, !llvm.ptr
    %p141 = llvm.getelementptr %out[288] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %v67, %p141 : f32, !llvm.ptr
    %p142 = llvm.getelementptr %out[296] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %v68, %p142 : f64, !llvm.ptr
    %p143 = llvm.getelementptr %out[304] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %v69, %p143 : f16, !llvm.ptr
    %p144 = llvm.getelementptr %out[306] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %v70, %p144 : bf16, !llvm.ptr
    %p145 = llvm.getelementptr %out[312] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %v71, %p145 : f64, !llvm.ptr
    %p146 = llvm.getelementptr %out[320] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %v72, %p146 : f16, !llvm.ptr
    %p147 = llvm.getelementptr %out[322] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %v73, %p147 : bf16, !llvm.ptr
    %p148 = llvm.getelementptr %out[324] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %v74, %p148 : f32, !llvm.ptr
    llvm.return
  }
}
