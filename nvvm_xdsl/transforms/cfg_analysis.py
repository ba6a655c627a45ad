"""Control-flow analyses of one function body (a multi-block region), shared by the middle-end
passes: reverse post-order, immediate dominators (Cooper, Harvey and Kennedy's iterative
algorithm: linear in practice, where xDSL's DominanceInfo keeps a set per block) and natural
loops. Blocks unreachable from the entry have no dominator and belong to no loop.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from xdsl.ir import Block, Region


def successors(block: Block) -> tuple[Block, ...]:
    last = block.last_op
    return tuple(last.successors) if last is not None else ()


def in_cycle(block: Block) -> bool:
    """Whether control can come back to `block` after leaving it (any cycle, reducible or not)."""
    seen: set[Block] = set()
    work = list(successors(block))
    while work:
        current = work.pop()
        if current is block:
            return True
        if current not in seen:
            seen.add(current)
            work.extend(successors(current))
    return False


def reverse_post_order(region: Region) -> list[Block]:
    entry = region.first_block
    if entry is None:
        return []
    order: list[Block] = []
    visited = {entry}
    stack: list[tuple[Block, int]] = [(entry, 0)]
    while stack:
        block, index = stack[-1]
        succs = successors(block)
        if index < len(succs):
            stack[-1] = (block, index + 1)
            nxt = succs[index]
            if nxt not in visited:
                visited.add(nxt)
                stack.append((nxt, 0))
        else:
            stack.pop()
            order.append(block)
    order.reverse()
    return order


@dataclass
class DominatorTree:
    order: list[Block]
    """Reachable blocks in reverse post-order (the entry first)."""
    idom: dict[Block, Block]
    """Immediate dominator of every reachable block but the entry."""
    predecessors: dict[Block, list[Block]]
    """Reachable predecessors of every reachable block."""
    children: dict[Block, list[Block]] = field(default_factory=dict[Block, list[Block]])

    @staticmethod
    def of(region: Region) -> DominatorTree:
        order = reverse_post_order(region)
        number = {block: i for i, block in enumerate(order)}
        predecessors: dict[Block, list[Block]] = {block: [] for block in order}
        for block in order:
            for succ in successors(block):
                if block not in predecessors[succ]:
                    predecessors[succ].append(block)
        idom: dict[Block, Block] = {}
        if order:
            idom[order[0]] = order[0]

        def intersect(a: Block, b: Block) -> Block:
            while a is not b:
                while number[a] > number[b]:
                    a = idom[a]
                while number[b] > number[a]:
                    b = idom[b]
            return a

        changed = True
        while changed:
            changed = False
            for block in order[1:]:
                new: Block | None = None
                for pred in predecessors[block]:
                    if pred in idom:
                        new = pred if new is None else intersect(pred, new)
                if new is not None and idom.get(block) is not new:
                    idom[block] = new
                    changed = True
        if order:
            del idom[order[0]]
        tree = DominatorTree(order, idom, predecessors)
        tree.children = {block: [] for block in order}
        for block in order[1:]:
            tree.children[idom[block]].append(block)
        return tree

    def dominates(self, a: Block, b: Block) -> bool:
        while True:
            if a is b:
                return True
            if b not in self.idom:
                return False
            b = self.idom[b]


@dataclass
class NaturalLoop:
    header: Block
    blocks: set[Block]
    """The header and every block that reaches a back edge to it without passing through it."""

    def preheader(self, tree: DominatorTree) -> Block | None:
        """The one predecessor outside the loop, when it branches to the header alone."""
        outside = [pred for pred in tree.predecessors[self.header] if pred not in self.blocks]
        if len(outside) != 1:
            return None
        candidate = outside[0]
        return candidate if successors(candidate) == (self.header,) else None


def natural_loops(tree: DominatorTree) -> list[NaturalLoop]:
    """Loops by header (back edges to one header merge), innermost (smallest) first."""
    bodies: dict[Block, set[Block]] = {}
    for block in tree.order:
        for succ in successors(block):
            if tree.dominates(succ, block):
                body = bodies.setdefault(succ, {succ})
                work = [block]
                while work:
                    current = work.pop()
                    if current in body:
                        continue
                    body.add(current)
                    work.extend(tree.predecessors[current])
    loops = [NaturalLoop(header, body) for header, body in bodies.items()]
    loops.sort(key=lambda loop: len(loop.blocks))
    return loops
