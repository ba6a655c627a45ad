"""The PTX ISA requirements of inline PTX text (nvvm_xdsl/ptx_isa.py): the scanner, and every rule
of the table checked against ptxas (the instruction assembles at the rule's version on the rule's
SM, and ptxas rejects it one PTX ISA minor version lower)."""

from __future__ import annotations

import pytest

from nvvm_xdsl.ptx_isa import NEEDS, OPERAND_NEEDS, asm_opcodes, text_needs
from nvvm_xdsl.target import PTX_VERSIONS, Target, TargetUse
from nvvm_xdsl_testing import cuda_tools

needs_ptxas = pytest.mark.skipif(not cuda_tools.has_tool("ptxas"), reason="ptxas not installed")


def test_opcodes_of_an_asm_string():
    text = (
        "{\n .reg .pred p; // cp.async.bulk in a comment\n @$0 tensormap.replace.tile.global_address"
        ".shared::cta.b1024.b64 [$1+0], $2;\n L1: mov.u32 $3, 1; @!p bra.uni L1;\n /* wgmma. */ }"
    )
    assert asm_opcodes(text) == [
        "tensormap.replace.tile.global_address.shared::cta.b1024.b64", "mov.u32", "bra.uni",
    ]


def test_most_specific_rule_first():
    shared_cta = "cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];"
    cluster = shared_cta.replace("shared::cta", "shared::cluster")
    assert [n.rule.min_ptx for n in text_needs(shared_cta)] == [(8, 6)]
    assert [n.rule.min_ptx for n in text_needs(cluster)] == [(8, 0)]
    assert text_needs("add.s32 $0, $1, $2; mov.u32 $0, 1;") == ()


def test_fp8_mma_shapes():
    """The k16 shape needs 8.7 like f16 accumulation; the k32 f32 form 8.4; other mma 8.0."""
    k16 = "mma.sync.aligned.m16n8k16.row.col.f32.e5m2.e4m3.f32 {$0, $1, $2, $3}, {$4, $5}, {$6}, {$0, $1, $2, $3};"
    f16 = "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$0, $1};"
    assert [n.rule.min_ptx for n in text_needs(k16)] == [(8, 7)]
    assert text_needs(f16) == ()


def test_vector_atomics():
    """Triton's packed tl.atomic_add: `.v8.bf16`/`.v4.f32` lanes need 8.1; a scalar atom does not."""
    red = "@$9 red.global.gpu.relaxed.add.noftz.v8.bf16 [ $0 + 0 ], { $1, $2, $3, $4, $5, $6, $7, $8 };"
    atom = "atom.global.add.v4.f32 {$0, $1, $2, $3}, [$4], {$5, $6, $7, $8};"
    assert [(n.rule.min_ptx, n.rule.min_sm) for n in text_needs(red + atom)] == [((8, 1), 90)] * 2
    assert text_needs("atom.global.gpu.acq_rel.add.f32 $0, [$1], $2; red.global.add.noftz.f16x2 [$0], $1;") == ()


def test_version_per_target():
    """fp8 pairs came to sm_89 in PTX 8.1, a minor version after sm_90's 7.8."""
    for sm, version in ((89, (8, 1)), (90, (8, 0))):
        use = TargetUse(Target(sm))
        use.require_text(None, "cvt.rn.satfinite.e4m3x2.f32 $0, $1, $2;")  # type: ignore[arg-type]
        assert use.ptx_version == version


# One instance of each rule, with registers the harness below declares.
SAMPLES = {
    "tensormap.replace": "tensormap.replace.tile.global_address.shared::cta.b1024.b64 [%rd1], %rd2;",
    "tensormap.cp_fenceproxy": "tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [%rd1], [%rd2], 128;",
    "fence.proxy.tensormap::generic": "fence.proxy.tensormap::generic.acquire.gpu [%rd1], 128;",
    "cp.async.bulk.tensor to .shared::cta": "cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [%rd1], [%rd2, {%r1, %r2}], [%rd3];",
    "cp.async.bulk": "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [%rd1], [%rd2, {%r1, %r2}], [%rd3];",
    "cp.async": "cp.async.ca.shared.global [%rd1], [%rd2], 4, %r1;",
    "cvt with s2f6x2": "cvt.rn.satfinite.scaled::n2::ue8m0.s2f6x2.f32 %rs1, %f1, %f2, %rs1;",
    "cvt to bf16x2 from e2m1x2/e2m3x2/e3m2x2": "cvt.rn.scaled::n2::ue8m0.bf16x2.e2m3x2 %r1, %rs1, %rs1;",
    "cvt to e2m1x2/e2m3x2/e3m2x2 from f16x2/bf16x2": "cvt.rn.satfinite.relu.e3m2x2.bf16x2 %rs1, %r1;",
    "cvt to e4m3x2/e5m2x2 from bf16x2": "cvt.rn.satfinite.e5m2x2.bf16x2 %rs1, %r1;",
    "cvt between fp8x2 and f32/f16x2": "cvt.rn.satfinite.e4m3x2.f32 %rs1, %f1, %f2;",
    "setmaxnreg": "setmaxnreg.inc.sync.aligned.u32 240;",
    "elect.sync": "elect.sync %r1|%p1, -1;",
    "mbarrier.arrive.expect_tx": "mbarrier.arrive.expect_tx.shared::cta.b64 %rd2, [%rd1], %r1;",
    "mbarrier.try_wait": "mbarrier.try_wait.parity.shared::cta.b64 %p1, [%rd1], %r1;",
    "mbarrier": "mbarrier.arrive.noComplete.shared.b64 %rd2, [%rd1], %r1;",
    "multimem.st.async": "multimem.st.async.release.gpu.global.b32 [%rd1], %r1;",
    "st.async to .global": "st.async.mmio.release.sys.global.b32 [%rd1], %r1;",
    "st.async of .b128": "{ .reg .b128 %q; mov.b128 %q, {%rd1, %rd2}; "
    "st.async.shared::cluster.mbarrier::complete_tx::bytes.b128 [%r1], %q, [%r2]; }",
    "st.async/red.async": "st.async.shared::cluster.mbarrier::complete_tx::bytes.b32 [%rd1], %r1, [%rd2];",
    "multimem": "multimem.ld_reduce.relaxed.sys.global.add.f32 %f1, [%rd1];",
    "atom/red of vector types": "atom.global.gpu.acq_rel.add.noftz.v2.f16 {%rs1, %rs1}, [%rd1], {%rs1, %rs1};",
    "griddepcontrol": "griddepcontrol.wait;",
    "movmatrix": "movmatrix.sync.aligned.m8n8.trans.b16 %r1, %r2;",
    "mbarrier layouts": "mbarrier.check_layout.layout::v0.shared.b64 %p1, [%rd1];",
    "applypriority/discard": "applypriority.global.L2::evict_normal [%rd1], 128;",
    "tanh.approx.f32": "tanh.approx.f32 %f1, %f2;",
    "wgmma": "wgmma.fence.sync.aligned;",
    "mma.sync of fp8 with k16 or f16 accumulation":
        "mma.sync.aligned.m16n8k32.row.col.f16.e4m3.e4m3.f16 {%r1, %r2}, {%r1, %r2, %r1, %r2}, {%r1, %r2}, {%r1, %r2};",
    "mma.sync of fp8": "mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e5m2.f32 {%f1, %f2, %f1, %f2}, {%r1, %r2, %r1, %r2}, "
                       "{%r1, %r2}, {%f1, %f2, %f1, %f2};",
    "tcgen05.mma .block16/.block32": "tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.block32 [%r1], %rd1, %rd2, %r2, [%r1], [%r2], %p1;",
    "tcgen05.ld.red": "{ .reg .b32 %t<3>; tcgen05.ld.red.sync.aligned.32x32b.x2.min.s32 {%t0, %t1}, %t2, [%r1]; }",
    "tcgen05": "tcgen05.fence::before_thread_sync;",
    "max/min.xorsign.abs.f32": "min.ftz.NaN.xorsign.abs.f32 %f1, %f1, %f2;",
    "max/min.NaN.f32": "max.NaN.f32 %f1, %f1, %f2;",
    "max/min.f32 of three inputs": "max.abs.f32 %f1, %f1, %f2, %f1;",
    "tensormap.replace .swizzle_atomicity": "tensormap.replace.tile.swizzle_atomicity.global.b1024.b32 [%rd1], 1;",
    "tensormap.replace of a packed elemtype": "tensormap.replace.tile.elemtype.global.b1024.b32 [%rd1], 13;",
    "fma.oob": "fma.rn.oob.relu.bf16 %rs1, %rs1, %rs1, %rs1;",
    "fma.relu": "fma.rn.ftz.relu.f16 %rs1, %rs1, %rs1, %rs1;",
}
# The arch-specific instructions assemble on the `a` target of their SM.
_ARCH_SPECIFIC = {"tensormap.replace", "tensormap.cp_fenceproxy", "cvt to e4m3x2/e5m2x2 from bf16x2",
                  "setmaxnreg", "wgmma", "tcgen05", "tcgen05.mma .block16/.block32", "cvt with s2f6x2",
                  "cvt to bf16x2 from e2m1x2/e2m3x2/e3m2x2", "cvt to e2m1x2/e2m3x2/e3m2x2 from f16x2/bf16x2",
                  "tcgen05.ld.red", "tensormap.replace .swizzle_atomicity", "tensormap.replace of a packed elemtype"}


def _kernel(instruction: str, target: str, version: tuple[int, int]) -> str:
    return f""".version {version[0]}.{version[1]}
.target {target}
.address_size 64
.visible .entry k(.param .u64 a)
{{
.reg .pred %p<2>; .reg .b16 %rs<2>; .reg .b32 %r<3>; .reg .f32 %f<3>; .reg .b64 %rd<4>;
ld.param.u64 %rd1, [a]; mov.u64 %rd2, %rd1; mov.u64 %rd3, %rd1; mov.b32 %r1, 0; mov.b32 %r2, 0;
mov.f32 %f1, 0f00000000; mov.f32 %f2, 0f00000000; mov.b16 %rs1, 0;
{instruction}
ret;
}}
"""


def test_every_rule_has_a_sample():
    assert set(SAMPLES) == {rule.feature for rule in (*NEEDS, *OPERAND_NEEDS)}


def test_operand_needs_are_not_text_rules():
    """A three-input `max.f32` is seen by its operands, which the text scan does not count."""
    assert text_needs(SAMPLES["max/min.f32 of three inputs"]) == ()


@needs_ptxas
@pytest.mark.parametrize("rule", (*NEEDS, *OPERAND_NEEDS), ids=lambda rule: rule.feature)
def test_rule_matches_ptxas(rule):
    sample = SAMPLES[rule.feature]
    if rule in NEEDS:
        assert [need.rule for need in text_needs(sample)] == [rule]
    for sm in (rule.min_sm, *rule.ptx_on):
        target = f"sm_{sm}" + ("a" if rule.feature in _ARCH_SPECIFIC else "")
        version = rule.ptx_for(sm)
        if version <= Target.parse(target).min_ptx:
            # The target itself needs this version: the rule only checks the SM.
            cuda_tools.ptxas(_kernel(sample, target, Target.parse(target).min_ptx), arch=target).check()
            continue
        cuda_tools.ptxas(_kernel(sample, target, version), arch=target).check()
        lower = PTX_VERSIONS[PTX_VERSIONS.index(version) - 1]  # 7.0's predecessor is 6.5
        rejected = cuda_tools.ptxas(_kernel(sample, target, lower), arch=target)
        assert rejected.returncode != 0 and "requires PTX ISA .version" in rejected.stderr, rejected.stderr
