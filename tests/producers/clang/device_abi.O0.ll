; ModuleID = 'device_abi.cu'
source_filename = "device_abi.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Pair = type { double, i8 }
%struct.Big = type { [9 x i32] }

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local %struct.Pair @_Z4makedc(double noundef %0, i8 noundef signext %1) #0 !dbg !8 {
  %3 = alloca %struct.Pair, align 8
  %4 = alloca double, align 8
  %5 = alloca i8, align 1
  store double %0, ptr %4, align 8
  store i8 %1, ptr %5, align 1
  %6 = load double, ptr %4, align 8, !dbg !11
  %7 = getelementptr inbounds nuw %struct.Pair, ptr %3, i32 0, i32 0, !dbg !12
  store double %6, ptr %7, align 8, !dbg !13
  %8 = load i8, ptr %5, align 1, !dbg !14
  %9 = getelementptr inbounds nuw %struct.Pair, ptr %3, i32 0, i32 1, !dbg !15
  store i8 %8, ptr %9, align 8, !dbg !16
  %10 = load %struct.Pair, ptr %3, align 8, !dbg !17
  ret %struct.Pair %10, !dbg !17
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z3sum3Big(ptr noundef byval(%struct.Big) align 4 %0) #0 !dbg !18 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %2, align 4, !dbg !19
  store i32 0, ptr %3, align 4, !dbg !20
  br label %4, !dbg !21

4:                                                ; preds = %15, %1
  %5 = load i32, ptr %3, align 4, !dbg !22
  %6 = icmp slt i32 %5, 9, !dbg !23
  br i1 %6, label %7, label %18, !dbg !24

7:                                                ; preds = %4
  %8 = getelementptr inbounds nuw %struct.Big, ptr %0, i32 0, i32 0, !dbg !25
  %9 = load i32, ptr %3, align 4, !dbg !26
  %10 = sext i32 %9 to i64, !dbg !27
  %11 = getelementptr inbounds [9 x i32], ptr %8, i64 0, i64 %10, !dbg !27
  %12 = load i32, ptr %11, align 4, !dbg !27
  %13 = load i32, ptr %2, align 4, !dbg !28
  %14 = add nsw i32 %13, %12, !dbg !28
  store i32 %14, ptr %2, align 4, !dbg !28
  br label %15, !dbg !29

15:                                               ; preds = %7
  %16 = load i32, ptr %3, align 4, !dbg !30
  %17 = add nsw i32 %16, 1, !dbg !30
  store i32 %17, ptr %3, align 4, !dbg !30
  br label %4, !dbg !24, !llvm.loop !31

18:                                               ; preds = %4
  %19 = load i32, ptr %2, align 4, !dbg !34
  ret i32 %19, !dbg !35
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef signext i16 @_Z6narrowshb(i16 noundef signext %0, i8 noundef zeroext %1, i1 noundef zeroext %2) #0 !dbg !36 {
  %4 = alloca i16, align 2
  %5 = alloca i8, align 1
  %6 = alloca i8, align 1
  store i16 %0, ptr %4, align 2
  store i8 %1, ptr %5, align 1
  %7 = zext i1 %2 to i8
  store i8 %7, ptr %6, align 1
  %8 = load i8, ptr %6, align 1, !dbg !37
  %9 = trunc i8 %8 to i1, !dbg !37
  br i1 %9, label %10, label %16, !dbg !37

10:                                               ; preds = %3
  %11 = load i16, ptr %4, align 2, !dbg !38
  %12 = sext i16 %11 to i32, !dbg !38
  %13 = load i8, ptr %5, align 1, !dbg !39
  %14 = zext i8 %13 to i32, !dbg !39
  %15 = add nsw i32 %12, %14, !dbg !40
  br label %22, !dbg !37

16:                                               ; preds = %3
  %17 = load i16, ptr %4, align 2, !dbg !41
  %18 = sext i16 %17 to i32, !dbg !41
  %19 = load i8, ptr %5, align 1, !dbg !42
  %20 = zext i8 %19 to i32, !dbg !42
  %21 = sub nsw i32 %18, %20, !dbg !43
  br label %22, !dbg !37

22:                                               ; preds = %16, %10
  %23 = phi i32 [ %15, %10 ], [ %21, %16 ], !dbg !37
  %24 = trunc i32 %23 to i16, !dbg !37
  ret i16 %24, !dbg !44
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @abi(ptr noundef %0, ptr noundef %1, ptr noundef byval(%struct.Big) align 4 %2, i16 noundef signext %3) #1 !dbg !45 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i16, align 2
  %8 = alloca %struct.Pair, align 8
  %9 = alloca %struct.Big, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i16 %3, ptr %7, align 2
  %10 = load ptr, ptr %5, align 8, !dbg !46
  %11 = getelementptr inbounds double, ptr %10, i64 0, !dbg !46
  %12 = load double, ptr %11, align 8, !dbg !46
  %13 = call %struct.Pair @_Z4makedc(double noundef %12, i8 noundef signext 120) #3, !dbg !47
  %14 = getelementptr inbounds nuw %struct.Pair, ptr %8, i32 0, i32 0, !dbg !47
  %15 = extractvalue %struct.Pair %13, 0, !dbg !47
  store double %15, ptr %14, align 8, !dbg !47
  %16 = getelementptr inbounds nuw %struct.Pair, ptr %8, i32 0, i32 1, !dbg !47
  %17 = extractvalue %struct.Pair %13, 1, !dbg !47
  store i8 %17, ptr %16, align 8, !dbg !47
  %18 = getelementptr inbounds nuw %struct.Pair, ptr %8, i32 0, i32 0, !dbg !48
  %19 = load double, ptr %18, align 8, !dbg !48
  %20 = getelementptr inbounds nuw %struct.Pair, ptr %8, i32 0, i32 1, !dbg !49
  %21 = load i8, ptr %20, align 8, !dbg !49
  %22 = sext i8 %21 to i32, !dbg !50
  %23 = sitofp i32 %22 to double, !dbg !50
  %24 = fadd contract double %19, %23, !dbg !51
  %25 = load ptr, ptr %5, align 8, !dbg !52
  %26 = getelementptr inbounds double, ptr %25, i64 1, !dbg !52
  store double %24, ptr %26, align 8, !dbg !53
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %9, ptr align 4 %2, i64 36, i1 false), !dbg !54
  %27 = call noundef i32 @_Z3sum3Big(ptr noundef byval(%struct.Big) align 4 %9) #3, !dbg !55
  %28 = load i16, ptr %7, align 2, !dbg !56
  %29 = load ptr, ptr %5, align 8, !dbg !57
  %30 = getelementptr inbounds double, ptr %29, i64 0, !dbg !57
  %31 = load double, ptr %30, align 8, !dbg !57
  %32 = fcmp contract ogt double %31, 0.000000e+00, !dbg !58
  %33 = call noundef signext i16 @_Z6narrowshb(i16 noundef signext %28, i8 noundef zeroext 3, i1 noundef zeroext %32) #3, !dbg !59
  %34 = sext i16 %33 to i32, !dbg !59
  %35 = add nsw i32 %27, %34, !dbg !60
  %36 = load ptr, ptr %6, align 8, !dbg !61
  %37 = getelementptr inbounds i32, ptr %36, i64 0, !dbg !61
  store i32 %35, ptr %37, align 4, !dbg !62
  ret void, !dbg !63
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #2

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "device_abi.cu", directory: "/work/wt/llir25/tools/capture/clang_kernels")
!2 = !{i32 7, !"Dwarf Version", i32 2}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!8 = distinct !DISubprogram(name: "make", scope: !1, file: !1, line: 4, type: !9, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{}
!11 = !DILocation(line: 4, column: 82, scope: !8)
!12 = !DILocation(line: 4, column: 78, scope: !8)
!13 = !DILocation(line: 4, column: 80, scope: !8)
!14 = !DILocation(line: 4, column: 91, scope: !8)
!15 = !DILocation(line: 4, column: 87, scope: !8)
!16 = !DILocation(line: 4, column: 89, scope: !8)
!17 = !DILocation(line: 4, column: 94, scope: !8)
!18 = distinct !DISubprogram(name: "sum", scope: !1, file: !1, line: 5, type: !9, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!19 = !DILocation(line: 5, column: 59, scope: !18)
!20 = !DILocation(line: 5, column: 75, scope: !18)
!21 = !DILocation(line: 5, column: 71, scope: !18)
!22 = !DILocation(line: 5, column: 82, scope: !18)
!23 = !DILocation(line: 5, column: 84, scope: !18)
!24 = !DILocation(line: 5, column: 66, scope: !18)
!25 = !DILocation(line: 5, column: 101, scope: !18)
!26 = !DILocation(line: 5, column: 103, scope: !18)
!27 = !DILocation(line: 5, column: 99, scope: !18)
!28 = !DILocation(line: 5, column: 96, scope: !18)
!29 = !DILocation(line: 5, column: 94, scope: !18)
!30 = !DILocation(line: 5, column: 89, scope: !18)
!31 = distinct !{!31, !24, !32, !33}
!32 = !DILocation(line: 5, column: 104, scope: !18)
!33 = !{!"llvm.loop.mustprogress"}
!34 = !DILocation(line: 5, column: 114, scope: !18)
!35 = !DILocation(line: 5, column: 107, scope: !18)
!36 = distinct !DISubprogram(name: "narrow", scope: !1, file: !1, line: 6, type: !9, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!37 = !DILocation(line: 6, column: 94, scope: !36)
!38 = !DILocation(line: 6, column: 98, scope: !36)
!39 = !DILocation(line: 6, column: 102, scope: !36)
!40 = !DILocation(line: 6, column: 100, scope: !36)
!41 = !DILocation(line: 6, column: 106, scope: !36)
!42 = !DILocation(line: 6, column: 110, scope: !36)
!43 = !DILocation(line: 6, column: 108, scope: !36)
!44 = !DILocation(line: 6, column: 87, scope: !36)
!45 = distinct !DISubprogram(name: "abi", scope: !1, file: !1, line: 7, type: !9, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!46 = !DILocation(line: 8, column: 17, scope: !45)
!47 = !DILocation(line: 8, column: 12, scope: !45)
!48 = !DILocation(line: 9, column: 14, scope: !45)
!49 = !DILocation(line: 9, column: 20, scope: !45)
!50 = !DILocation(line: 9, column: 18, scope: !45)
!51 = !DILocation(line: 9, column: 16, scope: !45)
!52 = !DILocation(line: 9, column: 3, scope: !45)
!53 = !DILocation(line: 9, column: 10, scope: !45)
!54 = !DILocation(line: 10, column: 17, scope: !45)
!55 = !DILocation(line: 10, column: 13, scope: !45)
!56 = !DILocation(line: 10, column: 29, scope: !45)
!57 = !DILocation(line: 10, column: 35, scope: !45)
!58 = !DILocation(line: 10, column: 42, scope: !45)
!59 = !DILocation(line: 10, column: 22, scope: !45)
!60 = !DILocation(line: 10, column: 20, scope: !45)
!61 = !DILocation(line: 10, column: 3, scope: !45)
!62 = !DILocation(line: 10, column: 11, scope: !45)
!63 = !DILocation(line: 11, column: 1, scope: !45)
