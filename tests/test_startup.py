"""nvvm-opt's start-up imports only what the input needs (docs/PERFORMANCE.md, "Start-up")."""

import functools
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Dialects and code an llvm-dialect kernel never needs: each is imported when an input names
# its dialect (the universe's factories) or a pass has something of it to convert.
NOT_FOR_LLVM_INPUT = (
    "xdsl.dialects.gpu",
    "xdsl.dialects.memref",
    "xdsl.dialects.arith",
    "xdsl.dialects.cf",
    "xdsl.dialects.scf",
    "xdsl.dialects.func",
    "nvvm_xdsl.dialects.gpu_ext",
    "nvvm_xdsl.dialects.gpu_host",
    "nvvm_xdsl.dialects.nvgpu",
    "nvvm_xdsl.frontend.llvm_ir",
    "nvvm_xdsl.transforms.convert_gpu_to_nvvm",
    "llvmlite",
    # Only for --version, or for a name neither xDSL's nor this project's universe has.
    "importlib.metadata",
    # `importlib.resources`' body (xDSL's `.irdl` finder imports only its `abc`), and `tempfile`
    # (the output is replaced through a temporary file of nvvm-opt's own).
    "importlib.resources._common",
    "tempfile",
    "random",
)

_PROBE = """
import gc, sys
from nvvm_xdsl.nvvm_opt import main
main([sys.argv[1], "-o", sys.argv[2]])
from nvvm_xdsl.dialects import xdsl_compat
print(gc.isenabled())
print(" ".join(sorted(sys.modules)))
print(xdsl_compat.verbatim_llvm_attribute.cache_info().currsize)
"""


def _probe(source: Path, tmp_path: Path) -> tuple[bool, set[str], int]:
    out = subprocess.run(
        [sys.executable, "-c", _PROBE, str(source), str(tmp_path / "out.ptx")],
        capture_output=True, text=True, check=True, cwd=ROOT,
    ).stdout.splitlines()
    assert (tmp_path / "out.ptx").read_text().startswith("//")
    umask = os.umask(0)
    os.umask(umask)
    assert (tmp_path / "out.ptx").stat().st_mode & 0o777 == 0o666 & ~umask
    assert not list(tmp_path.glob(".nvvm-opt-*")), "the temporary file is left behind"
    return out[0] == "True", set(out[1].split()), int(out[2])


def test_llvm_input_imports_no_other_dialect(tmp_path: Path):
    source = tmp_path / "k.mlir"
    source.write_text(
        "llvm.func @k(%p: !llvm.ptr<1>) attributes {nvvm.kernel} {\n"
        "  %c = llvm.mlir.constant(1 : i32) : i32\n"
        "  llvm.store %c, %p : i32, !llvm.ptr<1>\n"
        "  llvm.return\n"
        "}\n"
    )
    collecting, modules, verbatim = _probe(source, tmp_path)
    assert collecting, "the garbage collector stays on after start-up"
    assert not [m for m in NOT_FOR_LLVM_INPUT if m in modules]
    assert verbatim == 0


# The nvvm op families only MMA/tcgen05/ODS-table kernels use (`nvvm.op_families`) and their
# selection: imported on the first nvvm name the dialect's core lacks, or op selection has no
# pattern for.
NVVM_FAMILIES = (
    "nvvm_xdsl.dialects.nvvm_mma",
    "nvvm_xdsl.dialects.nvvm_mma_sp",
    "nvvm_xdsl.dialects.nvvm_tcgen05",
    "nvvm_xdsl.dialects.nvvm_ods_ops",
    "nvvm_xdsl.dialects.nvvm_convert_rs",
    "nvvm_xdsl.dialects.nvvm_cute_ext",
    "nvvm_xdsl.backend.isel_nvvm_mma",
    "nvvm_xdsl.backend.isel_nvvm_ods",
    "nvvm_xdsl.backend.isel_cute_ext",
)


def test_nvvm_op_families_imported_on_first_use(tmp_path: Path):
    core = tmp_path / "core.mlir"
    core.write_text(
        "llvm.func @k(%p: !llvm.ptr<1>) attributes {nvvm.kernel} {\n"
        "  %t = nvvm.read.ptx.sreg.tid.x : i32\n"
        "  %m = llvm.mlir.constant(-1 : i32) : i32\n"
        "  %c = llvm.mlir.constant(31 : i32) : i32\n"
        "  %s = nvvm.shfl.sync bfly %m, %t, %c, %c : i32 -> i32\n"
        "  nvvm.barrier0\n"
        "  llvm.store %s, %p : i32, !llvm.ptr<1>\n"
        "  llvm.return\n"
        "}\n"
    )
    _, modules, _ = _probe(core, tmp_path)
    assert not [m for m in NVVM_FAMILIES if m in modules]
    mma = tmp_path / "mma.mlir"
    mma.write_text(
        "llvm.func @k(%p: !llvm.ptr<1>, %s: !llvm.ptr<3>) attributes {nvvm.kernel} {\n"
        "  %l = nvvm.ldmatrix %s {num = 1 : i32, layout = #nvvm.mma_layout<row>, shape = "
        "#nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} "
        ": (!llvm.ptr<3>) -> i32\n"
        "  llvm.store %l, %p : i32, !llvm.ptr<1>\n"
        "  llvm.return\n"
        "}\n"
    )
    _, modules, _ = _probe(mma, tmp_path)
    assert {"nvvm_xdsl.dialects.nvvm_mma", "nvvm_xdsl.backend.isel_nvvm_mma"} <= modules


def test_verbatim_llvm_attribute_defined_on_first_use(tmp_path: Path):
    source = tmp_path / "k.mlir"
    source.write_text(
        '#root = #llvm.tbaa_root<id = "r">\n'
        "llvm.func @k(%p: !llvm.ptr<1>) attributes {nvvm.kernel, memory_effects = "
        "#llvm.memory_effects<other = none, argMem = readwrite, inaccessibleMem = none>} {\n"
        "  %c = llvm.mlir.constant(1 : i32) : i32\n"
        "  llvm.store %c, %p : i32, !llvm.ptr<1>\n"
        "  llvm.return\n"
        "}\n"
    )
    _, _, verbatim = _probe(source, tmp_path)
    assert verbatim == 2



def test_dataclass_code_cached_between_runs(tmp_path: Path, monkeypatch):
    """A second run compiles none of the dataclass methods the first compiled, and the classes
    behave the same; nothing is written with PYTHONDONTWRITEBYTECODE."""
    import dataclasses

    import nvvm_xdsl.nvvm_opt  # noqa: F401 - start-up as nvvm-opt has it (and the collector back on)
    from nvvm_xdsl.startup import _DataclassCodeCache, dataclass_code_cache

    assert dataclasses.exec is dataclass_code_cache  # type: ignore[attr-defined]
    path = str(tmp_path / "code.marshal")

    def define(cache: _DataclassCodeCache) -> type:
        monkeypatch.setattr(dataclasses, "exec", cache)

        @dataclasses.dataclass(frozen=True, order=True)
        class Pair:
            first: int
            second: str = "s"

        return Pair

    monkeypatch.setattr("sys.dont_write_bytecode", True)
    first = _DataclassCodeCache(path)
    define(first)
    assert first.compiled > 5
    first.write()
    assert not (tmp_path / "code.marshal").exists()
    monkeypatch.setattr("sys.dont_write_bytecode", False)
    first.write()
    again = _DataclassCodeCache(path)
    pair = define(again)
    assert again.compiled == 0 and len(again.used) == len(first.used)
    assert pair(1) == pair(1, "s") < pair(2) and hash(pair(1)) == hash(pair(1)) and pair(3).second == "s"
    try:
        pair(1).first = 2  # type: ignore[misc]
    except dataclasses.FrozenInstanceError:
        pass
    else:
        raise AssertionError("the cached __setattr__ lost frozen's check")


def test_ods_format_table_is_current():
    """Start-up takes each ODS op's assembly format from the checked-in table instead of parsing
    the candidates; the table must be what parsing them gives (else: run the tool)."""
    from nvvm_xdsl.dialects.nvvm import op_families
    from nvvm_xdsl.dialects.nvvm_ods_formats import FORMAT_CHOICES
    from nvvm_xdsl.dialects.nvvm_ods_ops import format_choices

    op_families()  # builds every ODS op
    assert format_choices() == FORMAT_CHOICES, "stale: python tools/gen_ods_format_table.py"
    assert sum(fmt is None for _, fmt in FORMAT_CHOICES.values()) < len(FORMAT_CHOICES)


_PLUGIN = """
from xdsl.irdl import IRDLOperation, irdl_op_definition
from xdsl.ir import Dialect
from xdsl.passes import ModulePass
from xdsl.universe import Universe


@irdl_op_definition
class MarkOp(IRDLOperation):
    name = "plug.mark"
    assembly_format = "attr-dict"


class DropMarks(ModulePass):
    name = "drop-marks"

    def apply(self, ctx, op):
        for mark in [o for o in op.walk() if isinstance(o, MarkOp)]:
            mark.detach()
            mark.erase()


PLUG_UNIVERSE = Universe(
    all_dialects={"plug": lambda: Dialect("plug", [MarkOp])},
    all_passes={"drop-marks": lambda: DropMarks},
)
"""


def test_other_plugins_found_on_first_unknown_name(tmp_path: Path):
    """nvvm-opt loads xDSL's and its own universe without scanning the entry points; another
    plugin's dialect and pass are still found, on the first name neither universe has."""
    (tmp_path / "plug.py").write_text(_PLUGIN)
    dist = tmp_path / "plug-0.1.dist-info"
    dist.mkdir()
    (dist / "METADATA").write_text("Metadata-Version: 2.1\nName: plug\nVersion: 0.1\n")
    (dist / "entry_points.txt").write_text("[xdsl.universe]\nplug = plug:PLUG_UNIVERSE\n")
    source = tmp_path / "k.mlir"
    source.write_text('"plug.mark"() : () -> ()\nllvm.func @f() {\n  llvm.return\n}\n')
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(tmp_path), str(ROOT), os.environ.get("PYTHONPATH", "")])}
    run = functools.partial(
        subprocess.run, capture_output=True, text=True, cwd=ROOT, env=env,
    )
    kept = run([sys.executable, "-m", "nvvm_xdsl.nvvm_opt", str(source), "-t", "mlir", "-p", "llvm-dce"])
    assert kept.returncode == 0, kept.stderr
    assert "plug.mark" in kept.stdout
    dropped = run([sys.executable, "-m", "nvvm_xdsl.nvvm_opt", str(source), "-t", "mlir", "-p", "drop-marks"])
    assert dropped.returncode == 0, dropped.stderr
    assert "plug.mark" not in dropped.stdout and "llvm.func @f" in dropped.stdout
    unknown = run([sys.executable, "-m", "nvvm_xdsl.nvvm_opt", str(source), "-p", "no-such-pass"])
    assert unknown.returncode != 0 and "no-such-pass" in unknown.stderr


def test_dataclass_docstring_made_when_read(monkeypatch):
    """A dataclass without a docstring gets `dataclasses`'s text, made on first read (from the
    class or an instance); a docstring of its own is left alone."""
    import dataclasses

    from nvvm_xdsl import startup

    def define() -> list[type]:
        @dataclasses.dataclass(frozen=True)
        class Plain:
            first: int
            second: str = "s"

        @dataclasses.dataclass(init=False, slots=True)
        class Slotted:
            value: float

        @dataclasses.dataclass
        class Documented:
            """Its own."""

            value: int

        return [Plain, Slotted, Documented]

    deferred = define()
    assert isinstance(deferred[0].__dict__["__doc__"], startup._SignatureDoc)
    monkeypatch.setattr(dataclasses, "_process_class", startup._stock_process_class)
    stock = define()
    assert [cls.__doc__ for cls in deferred] == [cls.__doc__ for cls in stock]
    assert deferred[0](1).__doc__ == "Plain(first: int, second: str = 's')" and stock[2].__doc__ == "Its own."


def test_regex_code_cached_between_runs(tmp_path: Path, monkeypatch):
    """A pattern compiled in an earlier run is built from its kept code, and behaves as `re`'s
    own compilation of it; nothing is written with PYTHONDONTWRITEBYTECODE, and a file of
    another regular-expression engine is ignored."""
    import marshal
    import re

    import nvvm_xdsl.nvvm_opt  # noqa: F401 - start-up as nvvm-opt has it
    from nvvm_xdsl.startup import _RegexCodeCache, _stock_regex_compile, regex_code_cache

    assert re._compiler.compile is regex_code_cache  # type: ignore[attr-defined]
    path = str(tmp_path / "regex.marshal")
    patterns = [
        (r"(?P<name>[A-Za-z_][\w$.]*)\s*=\s*(\d+)?", 0),
        (r"^define [^\n]*\) (#\d+)", re.MULTILINE),
        (r"(?i)ld\.(global|shared)", 0),
        (r"(?:[^\"\\]|\\.)*+\"", re.DOTALL | re.ASCII),
        (rb"\x00(?P<tail>.+)$", 0),
    ]
    texts = ["x = 12", "define void @f() #3\ndefine i32 @g() #4", "LD.Global.f32", 'a\\"b"', b"a\x00tail"]

    monkeypatch.setattr("sys.dont_write_bytecode", True)
    first = _RegexCodeCache(path)
    built = [first(pattern, int(flags)) for pattern, flags in patterns]
    assert first.compiled == len(patterns)
    first.write()
    assert not (tmp_path / "regex.marshal").exists()
    monkeypatch.setattr("sys.dont_write_bytecode", False)
    first.write()
    again = _RegexCodeCache(path)
    cached = [again(pattern, int(flags)) for pattern, flags in patterns]
    assert again.compiled == 0
    for (pattern, flags), one, two, text in zip(patterns, built, cached, texts, strict=True):
        stock = _stock_regex_compile(pattern, int(flags))
        for compiled in (one, two):
            assert (compiled.pattern, compiled.flags, compiled.groups, compiled.groupindex) == (
                stock.pattern, stock.flags, stock.groups, stock.groupindex
            )
            found, expected = compiled.search(text), stock.search(text)
            assert expected is not None and found is not None
            assert (found.span(), found.groups()) == (expected.span(), expected.groups())
    try:
        again("(unclosed", 0)
    except re.error:
        pass
    else:
        raise AssertionError("a bad pattern compiled")
    # Written by another engine (or Python): ignored, the patterns compiled anew.
    with open(path, "rb") as f:
        entries = marshal.loads(f.read())
    entries["sre"] = ("sre", "another Python", 0, 0)
    with open(path, "wb") as f:
        marshal.dump(entries, f)
    other = _RegexCodeCache(path)
    other(*patterns[0])
    assert other.compiled == 1
    # Past its limit (patterns whose text differs from run to run piling up), the file keeps
    # only what the last run used.
    other.write()
    bounded = _RegexCodeCache(path)
    bounded.limit = 2
    bounded(r"x+y", 0)
    bounded.write()
    assert set(_RegexCodeCache(path).cached) == {"sre", (r"x+y", 0)}


def test_importlib_resources_body_runs_on_first_use():
    """Start-up leaves `importlib.resources`' body unrun (`importlib.abc` needs only its `abc`);
    the first name read from it runs it, and its classes are those `importlib.abc` has."""
    code = (
        "import sys\n"
        "import nvvm_xdsl.nvvm_opt\n"
        "import importlib.abc, importlib.resources\n"
        "assert 'importlib.resources._common' not in sys.modules\n"
        "from importlib.resources import files, as_file\n"
        "import importlib.resources.abc as resources_abc\n"
        "assert importlib.resources.ResourceReader is resources_abc.ResourceReader\n"
        "assert resources_abc.Traversable is importlib.abc.Traversable\n"
        "assert files('nvvm_xdsl').joinpath('startup.py').is_file() and callable(as_file)\n"
        "print('ok')\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert out.returncode == 0 and out.stdout == "ok\n", out.stderr


def test_universe_contexts_are_independent_and_share_dialects():
    """Each `universe_context()` is a context of its own (what one loads, the next has not
    loaded), and a dialect is built once per process, not once per compile."""
    from nvvm_xdsl.compiler import universe_context

    first, second = universe_context(), universe_context()
    add = first.get_optional_op("llvm.add")
    assert add is not None and "llvm" in {dialect.name for dialect in first.loaded_dialects}
    assert "llvm" not in {dialect.name for dialect in second.loaded_dialects}
    assert second.get_optional_op("llvm.add") is add
    assert second.get_optional_dialect("llvm") is first.get_optional_dialect("llvm")


def test_evaluated_annotations_kept_per_class():
    """xDSL's attribute definitions read each MRO class's evaluated annotations through a memo:
    the same as `inspect`'s, and evaluated again when the class's annotations change."""
    import inspect

    import xdsl.irdl.attributes
    from xdsl.dialects.builtin import IntegerType
    from xdsl.ir import ParametrizedAttribute

    from nvvm_xdsl.startup import _evaluated_annotations

    assert xdsl.irdl.attributes.get_annotations is _evaluated_annotations
    for cls in [*IntegerType.mro(), ParametrizedAttribute]:
        assert _evaluated_annotations(cls, eval_str=True) == inspect.get_annotations(cls, eval_str=True)

    class Grows:
        first: int

    assert _evaluated_annotations(Grows, eval_str=True) == {"first": int}
    Grows.__annotations__["second"] = "str"
    assert _evaluated_annotations(Grows, eval_str=True) == {"first": int, "second": str}
    assert _evaluated_annotations(Grows) == {"first": int, "second": "str"}  # not evaluated: inspect's


def test_default_pipeline_is_the_one_its_text_spells(tmp_path: Path):
    """nvvm-opt builds its default pipeline from `lower-to-ptx`'s passes directly instead of
    parsing their spelled-out text back: the passes are those the text gives."""
    from xdsl.passes import PassPipeline

    from nvvm_xdsl.nvvm_opt import NVVMOptMain

    source = tmp_path / "k.mlir"
    source.write_text("llvm.func @k() attributes {nvvm.kernel} {\n  llvm.return\n}\n")
    for flags in ([], ["--sm", "90a", "-O3", "--fp-contract", "fast", "--ftz", "--no-prec-sqrt"], ["-O0"]):
        driver = NVVMOptMain([str(source), *flags])
        parsed = PassPipeline.parse_spec(driver.available_passes, driver.args.passes)
        assert driver.pipeline.passes == parsed.passes and len(parsed.passes) > 3
