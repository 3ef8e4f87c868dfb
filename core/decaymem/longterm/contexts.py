"""The memories that carry a forgotten memory's text as their context.

A memory written with a ``context`` (an archived turn with the turn before it, a piece of a long
turn with the piece before it) keeps the last :data:`~.inputs.CONTEXT_CHARS` of that text in its
metadata and in its vector. :meth:`LongTermMemory.forget <decaymem.longterm.LongTermMemory.forget>`
scrubs them: the context is dropped and the vector recomputed from the memory's own text.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import replace

from ..index import NamespaceIndex
from ..records import MemoryRecord
from .inputs import CONTEXT_CHARS, CONTEXT_KEY, context_follows

__all__ = ["holding_context", "without_context"]


def holding_context(
    idx: NamespaceIndex, texts: Sequence[str], *, skip: Collection[str] = ()
) -> list[MemoryRecord]:
    """The records of ``idx`` whose context holds part of one of ``texts``.

    A context holds part of a text ``t`` when it was cut from something ending with ``t``
    followed by the texts of the records that came after ``t`` (each found the same way): a
    turn after a long turn whose last piece is short carries the end of the piece before too.
    The records with ids in ``skip`` are followed but not returned.

    Cost: per text, one :meth:`~decaymem.index.NamespaceIndex.ending_with` lookup (``O(log n +
    matches)``) per record in its chain of followers, which stops once they hold
    :data:`~.inputs.CONTEXT_CHARS` characters (in a conversation: one or two lookups).
    """
    found: dict[str, MemoryRecord] = {}
    for text in texts:
        seen: set[str] = set()
        chains = [""]  # what came after ``text``: the texts of the records that followed it
        while chains:
            after = chains.pop()
            for r in idx.ending_with(CONTEXT_KEY, text + after):
                context = r.metadata.get(CONTEXT_KEY)
                if r.id in seen or not isinstance(context, str):
                    continue
                if not context_follows(context, text + after):
                    continue
                seen.add(r.id)
                if len(context) > len(after) and r.id not in skip:
                    found[r.id] = r  # reaches back into ``text``
                if len(after) + len(r.text) < CONTEXT_CHARS:
                    chains.append(after + r.text)
    return list(found.values())


def without_context(r: MemoryRecord) -> MemoryRecord:
    """``r`` with no context metadata."""
    return replace(r, metadata={k: v for k, v in r.metadata.items() if k != CONTEXT_KEY})
