"""The cyclic garbage collector during `nvvm-opt`'s start-up, imported first by `nvvm_opt`.

Start-up defines about a thousand classes (ops, attributes, their dataclasses) and the objects
they hold, all alive until the process exits: each of the collector's runs during the imports
rescans them, about 0.05 CPU s in all. Importing this module turns collection off; `nvvm_opt`
turns it back on (`resume`) once its own imports are done, and its `main` keeps it off while the
driver sets up, then freezes what start-up built (never rescanned) before compiling.

It also keeps the code `dataclasses` generates. Every dataclass (xDSL's attributes, its own
helper classes, ours: about 350 of them, with 1 600 generated `__init__`/`__eq__`/`__hash__`/
`__setattr__` ... functions) has its methods written as Python source and compiled with `exec`
when the class is defined: about a quarter of start-up's CPU time. The compiled code objects are
kept in a marshal file beside this module's bytecode, keyed by their source text (so an entry can
never be stale, and one the cache lacks is compiled as before), and written back when a run
compiled new ones, as Python writes `.pyc` files (not with PYTHONDONTWRITEBYTECODE).

And it defers `importlib.metadata` for xDSL's driver (`metadata_on_first_use`).
"""

from __future__ import annotations

import _sre
import atexit
import contextlib
import dataclasses
import gc
import importlib.util
import inspect
import marshal
import os
import re
import sys
from collections.abc import Iterator
from types import ModuleType
from typing import Any

_COLLECTING = gc.isenabled()
gc.disable()

# A cache above this many entries (sources of older versions piling up) is rewritten with only
# the entries this run used.
_MAX_CACHED_FUNCTIONS = 20_000


def _code_cache_path(kind: str = "dataclass_code") -> str | None:
    try:
        pyc = importlib.util.cache_from_source(__file__)
    except (NotImplementedError, ValueError):  # no bytecode cache (sys.implementation.cache_tag None)
        return None
    return os.path.join(os.path.dirname(pyc), f"{kind}.{sys.implementation.cache_tag}.marshal")


class _MarshalCache:
    """What a run compiled, kept in a marshal file between runs (`cached`: loaded and new
    entries, `used`: this run's), written back as Python writes bytecode."""

    # Above this many entries (those of older versions, or texts that differ from run to run,
    # piling up), the file is rewritten with only this run's.
    limit = _MAX_CACHED_FUNCTIONS

    def __init__(self, path: str | None) -> None:
        self.path = path
        self.cached: dict[Any, Any] = {}
        self.used: dict[Any, Any] = {}
        self.compiled = 0
        if path is not None:
            try:
                # One read, then `loads`: `marshal.load` on a file reads it a few bytes at a
                # time (0.02 s for the 0.9 MB dataclass file, against 0.003 s).
                with open(path, "rb") as f:
                    loaded = marshal.loads(f.read())
                if isinstance(loaded, dict) and self._valid(loaded):
                    self.cached = loaded
            except (OSError, EOFError, ValueError, TypeError):
                pass  # absent, or written by another Python: compiled as if absent

    def _valid(self, loaded: dict[Any, Any]) -> bool:
        return True

    def write(self) -> None:
        """Keep what this run compiled, as Python keeps bytecode: not with
        PYTHONDONTWRITEBYTECODE, and silently not where the directory is read-only."""
        if not self.compiled or self.path is None or sys.dont_write_bytecode:
            return
        entries = self.cached if len(self.cached) <= self.limit else self._fresh()
        tmp = f"{self.path}.{os.getpid()}.tmp"
        try:
            os.makedirs(os.path.dirname(self.path), exist_ok=True)
            with open(tmp, "wb") as f:
                marshal.dump(entries, f)
            os.replace(tmp, self.path)  # readers see the old file or the new one, never a part
        except (OSError, ValueError):  # ValueError: an entry marshal cannot write
            with contextlib.suppress(OSError):
                os.unlink(tmp)
        self.compiled = 0

    def _fresh(self) -> dict[Any, Any]:
        return self.used


class _DataclassCodeCache(_MarshalCache):
    """`exec` as the `dataclasses` module sees it: a source text it compiled before comes from
    the cache. Compiled as `exec(text)` inside `dataclasses` would (no inherited `__future__`
    flags: `dataclasses` has none)."""

    def __call__(self, source: Any, globals: Any = None, locals: Any = None) -> None:
        if isinstance(source, str):
            code = self.cached.get(source)
            if code is None:
                code = compile(source, "<string>", "exec", dont_inherit=True)
                self.cached[source] = code
                self.compiled += 1
            self.used[source] = code
            source = code
        exec(source, globals, locals)


dataclass_code_cache = _DataclassCodeCache(_code_cache_path())
dataclasses.exec = dataclass_code_cache  # type: ignore[attr-defined]  # the module's global shadows the builtin
atexit.register(dataclass_code_cache.write)

# The regular-expression engine's version: its compiled code is only valid for the engine
# (and Python) that made it.
_SRE_VERSION = ("sre", sys.version, _sre.MAGIC, _sre.CODESIZE)


class _RegexCodeCache(_MarshalCache):
    """`re`'s compiler as `re.compile` (and `re.match`, ... on a pattern not in `re`'s own cache)
    calls it: a pattern compiled in an earlier run is built from its kept code. Start-up compiles
    about 250 patterns (xDSL's lexers and parsers, this project's), 0.007-0.008 CPU s, each run
    anew: `re` keeps compiled patterns only for the process. The entry of a pattern is what
    `re._compiler.compile` passes to `_sre.compile` (flags, code, group count and names), made
    here by the same steps; patterns that are not text, or compiled with `re.DEBUG`, go to
    `re`'s compiler unchanged. A pattern taken from the cache is not parsed again, so the
    parser's warnings (a deprecated escape) appear only in the run that compiled it."""

    limit = 1_000  # a run compiles about 100-150 patterns

    def _valid(self, loaded: dict[Any, Any]) -> bool:
        return loaded.get(_SRE_VERSION[0]) == _SRE_VERSION

    def _fresh(self) -> dict[Any, Any]:
        return {_SRE_VERSION[0]: _SRE_VERSION, **self.used}

    def __call__(self, pattern: Any, flags: int = 0) -> Any:
        if not isinstance(pattern, (str, bytes)) or flags & re.DEBUG:
            return _stock_regex_compile(pattern, flags)
        flags = int(flags)
        key = (pattern, flags)
        entry = self.cached.get(key)
        if entry is None:
            parsed = re._parser.parse(pattern, flags)  # type: ignore[attr-defined]
            names = parsed.state.groupdict
            by_index: list[str | None] = [None] * parsed.state.groups
            for name, index in names.items():
                by_index[index] = name
            # Plain ints: the opcodes are an `int` subclass, which marshal does not write.
            code = [int(word) for word in re._compiler._code(parsed, flags)]  # type: ignore[attr-defined]
            entry = (int(flags | parsed.state.flags), code, parsed.state.groups - 1, names, tuple(by_index))
            if not self.cached:
                self.cached[_SRE_VERSION[0]] = _SRE_VERSION
            self.cached[key] = entry
            self.compiled += 1
        self.used[key] = entry
        return _sre.compile(pattern, *entry)


_stock_regex_compile = re._compiler.compile  # type: ignore[attr-defined]
regex_code_cache = _RegexCodeCache(_code_cache_path("regex_code"))
re._compiler.compile = regex_code_cache  # type: ignore[attr-defined]  # `re._compile` calls it through the module
atexit.register(regex_code_cache.write)


def _defer_importlib_resources() -> None:
    """`importlib.abc` without the body of `importlib.resources`. xDSL imports `importlib.abc` for
    its `.irdl` dialect finder (`xdsl.dialects` imports it first thing), which imports
    `importlib.resources.abc`, whose package's `__init__` brings `tempfile`, `shutil`, `random`
    and their modules along: about 0.006 s of every run, for `files()` and friends nothing here
    calls. The package is put in `sys.modules` as its spec makes it, without running its body;
    its submodules import as usual, and the first other name read from it runs the body into
    the same module object (its names, `files` and friends, are then there as ever)."""
    if "importlib.resources" in sys.modules:
        return
    spec = importlib.util.find_spec("importlib.resources")
    if spec is None or spec.loader is None:
        return
    loader = spec.loader
    package = importlib.util.module_from_spec(spec)

    def __getattr__(name: str) -> Any:
        if name.startswith("__") and name != "__all__":  # probes (`__wrapped__`, ...); `__path__` is set
            raise AttributeError(name)
        if package.__dict__.pop("__getattr__", None) is not None:
            loader.exec_module(package)
        return getattr(package, name)

    package.__getattr__ = __getattr__  # type: ignore[method-assign]
    sys.modules["importlib.resources"] = package
    importlib.resources = package  # type: ignore[attr-defined]  # as an import sets the parent's attribute


_defer_importlib_resources()


# `inspect.get_annotations(cls, eval_str=True)` of a class, with the `__annotations__` it was
# evaluated from (`_evaluated_annotations`).
_ANNOTATIONS: dict[type, tuple[Any, int, dict[str, Any]]] = {}


def _evaluated_annotations(obj: Any, *, globals: Any = None, locals: Any = None, eval_str: bool = False) -> dict[str, Any]:
    """`inspect.get_annotations` as xDSL's attribute definitions call it: for every class of the
    attribute's MRO, its annotation strings evaluated. The classes xDSL's and this project's
    attributes derive from (`ParametrizedAttribute`, `Attribute`, `TypeAttribute`, ...) were
    evaluated again for each of the 130 attribute definitions at start-up: 550 evaluations,
    about 0.005 s. A class's evaluated annotations are kept while its `__annotations__` is the
    same dict of the same size; anything else is `inspect`'s."""
    if not eval_str or globals is not None or locals is not None or not isinstance(obj, type):
        return inspect.get_annotations(obj, globals=globals, locals=locals, eval_str=eval_str)
    own = obj.__dict__.get("__annotations__")
    kept = _ANNOTATIONS.get(obj)
    if kept is None or kept[0] is not own or kept[1] != len(own or ()):
        kept = (own, len(own or ()), inspect.get_annotations(obj, eval_str=True))
        _ANNOTATIONS[obj] = kept
    return dict(kept[2])


def _keep_evaluated_annotations() -> None:
    import xdsl.irdl.attributes  # imports no dialect: the lazy definitions are not installed yet

    xdsl.irdl.attributes.get_annotations = _evaluated_annotations



class _SignatureDoc:
    """The docstring `dataclasses` writes for a class without one (`Name(field: type, ...)`),
    made when it is read. `dataclasses` makes it with `inspect.signature` when the class is
    defined: for about a hundred classes at start-up, 0.009 s (a `init=False` class's signature is
    parsed from `object`'s text signature with `tokenize`), for a text nothing reads. Read from the
    class or an instance, as the text was; it is the signature the class has when first read."""

    __slots__ = ("cls", "text")

    def __init__(self, cls: type) -> None:
        self.cls = cls
        self.text: str | None = None

    def __get__(self, instance: object, owner: type | None = None) -> str:
        if self.text is None:
            import inspect

            try:
                signature = str(inspect.signature(self.cls)).replace(" -> None", "")
            except (TypeError, ValueError):
                signature = ""
            self.text = self.cls.__name__ + signature
        return self.text


_stock_process_class = dataclasses._process_class  # type: ignore[attr-defined]


def _process_class(cls: type, *args: Any) -> type:
    if cls.__doc__:  # `dataclasses`'s own test
        return _stock_process_class(cls, *args)
    cls.__doc__ = "_"  # a docstring: `dataclasses` leaves it (and its signature) alone
    processed: type = _stock_process_class(cls, *args)
    for defined in {cls, processed}:  # `slots=True` makes a new class
        defined.__doc__ = _SignatureDoc(defined)  # type: ignore[assignment]
    return processed


dataclasses._process_class = _process_class  # type: ignore[attr-defined]


def resume() -> None:
    """Collection back on if it was on when this module was imported. What the imports built is
    frozen first: the first collection after `enable` would otherwise scan all of it as young
    objects (about 0.007 s), only to find it alive."""
    if _COLLECTING:
        gc.freeze()
        gc.enable()


@contextlib.contextmanager
def collector_paused() -> Iterator[None]:
    """No collection inside; after it, what was built is frozen and collection resumes if it
    was on."""
    collecting = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        gc.freeze()
        if collecting:
            gc.enable()


@contextlib.contextmanager
def metadata_on_first_use() -> Iterator[None]:
    """Imports inside see `importlib.metadata` as a stand-in module that imports the real one
    on first use. xDSL 0.74's `xdsl.xdsl_opt_main` imports `importlib.metadata.version` at its
    top for `--version` alone, and the module brings `email`, `zipfile` and `csv` along: about
    0.01 s of every `nvvm-opt` run. The stand-in's `version` and any other name it is asked for
    import the real module (the stand-in is gone from `sys.modules` by then). Deletable when
    xDSL imports it in its `--version` action."""
    if "importlib.metadata" in sys.modules:
        yield
        return
    stand_in = ModuleType("importlib.metadata", "importlib.metadata, imported on first use")

    def real() -> ModuleType:
        if sys.modules.get("importlib.metadata") is stand_in:
            del sys.modules["importlib.metadata"]
        import importlib.metadata

        return importlib.metadata

    def version(distribution_name: str) -> str:
        return real().version(distribution_name)

    def __getattr__(name: str) -> Any:
        if name.startswith("__"):  # the import system's probes (`__path__`, `__spec__`, ...)
            raise AttributeError(name)
        return getattr(real(), name)

    stand_in.version = version  # type: ignore[attr-defined]
    stand_in.__getattr__ = __getattr__  # type: ignore[method-assign]
    sys.modules["importlib.metadata"] = stand_in
    try:
        yield
    finally:
        if sys.modules.get("importlib.metadata") is stand_in:
            del sys.modules["importlib.metadata"]


# Last: xDSL's modules it imports define dataclasses, which the docstring deferral above covers.
_keep_evaluated_annotations()
