"""Symbol lookup that stays linear in module size.

xDSL 0.74's `SymbolTable.lookup_symbol` scans the whole symbol table on every call, so a pass
that resolves every call site's callee is quadratic in the number of functions. A
`SymbolIndex` builds each table's name -> op map once; passes create one per run and use it
while they do not add or remove symbols of that table.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from xdsl.dialects.builtin import StringAttr, SymbolRefAttr
from xdsl.ir import Operation
from xdsl.traits import SymbolOpInterface, SymbolTable


def _nearest_table(op: Operation) -> Operation | None:
    """`op` itself if it is a symbol table, else its closest symbol-table ancestor."""
    current: Operation | None = op
    while current is not None and not current.has_trait(SymbolTable):
        current = current.parent_op()
    return current


class SymbolIndex:
    def __init__(self) -> None:
        self._tables: dict[Operation, dict[str, Operation]] = {}

    def _names(self, table: Operation) -> dict[str, Operation]:
        names = self._tables.get(table)
        if names is None:
            names = {}
            for region in table.regions:
                for block in region.blocks:
                    for child in block.ops:
                        if (interface := child.get_trait(SymbolOpInterface)) is not None:
                            name = interface.get_sym_attr_name(child)
                            if name is not None:
                                names.setdefault(name.data, child)
            self._tables[table] = names
        return names

    def lookup(self, op: Operation, name: str | StringAttr | SymbolRefAttr) -> Operation | None:
        """The op `name` refers to from `op`, as `SymbolTable.lookup_symbol` would find it."""
        if isinstance(name, SymbolRefAttr) and name.nested_references.data:
            return _scanning_lookup(op, name)
        text = name.root_reference.data if isinstance(name, SymbolRefAttr) else name
        text = text.data if isinstance(text, StringAttr) else text
        table = _nearest_table(op)
        if table is None:
            return _scanning_lookup(op, name)  # raises xDSL's own error
        return self._names(table).get(text)


_scanning_lookup = SymbolTable.lookup_symbol


@contextmanager
def indexed_symbol_lookup() -> Iterator[SymbolIndex]:
    """Answer every `SymbolTable.lookup_symbol` from one `SymbolIndex` while IR is only read.

    xDSL 0.74's `llvm.call` verifier resolves its callee with the scanning lookup, so verifying a
    module costs O(calls x symbols). Verification never adds or removes symbols, so inside this
    block (and only there) the lookup is served from an index built once per symbol table.
    """
    index = SymbolIndex()
    SymbolTable.lookup_symbol = staticmethod(index.lookup)  # type: ignore[method-assign]
    try:
        yield index
    finally:
        SymbolTable.lookup_symbol = staticmethod(_scanning_lookup)  # type: ignore[method-assign]
