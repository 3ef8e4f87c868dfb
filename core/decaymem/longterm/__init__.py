"""Long-term memory: remember, recall by relevance, importance and a forgetting curve, forget.

The parts, one module each (the namespace index, lexical search and scoring themselves live in
:mod:`decaymem.index`, :mod:`decaymem.lexical` and :mod:`decaymem.scoring`):

- :mod:`.inputs`: namespaces (:func:`scope`), :class:`MemoryInput`, the texts a memory is
  embedded by, input checks, :class:`PruneReport`;
- :mod:`.namespaces`: the state a memory keeps and its in-process index of each namespace;
- :mod:`.candidates`: which stored memories a new one may duplicate or update;
- :mod:`.writing`: remember, remember_many, restore;
- :mod:`.recall`: recall, exact and through ANN candidates, and reinforcement;
- :mod:`.memory`: :class:`LongTermMemory`, which assembles them, with forget, count, get,
  retention and prune.
"""

from __future__ import annotations

# CONTEXT_KEY, TimeLike, embed_records and embedding_texts stay importable from here, as before
# the split (the redundant aliases mark them as re-exported).
from .inputs import CONTEXT_KEY as CONTEXT_KEY
from .inputs import MemoryInput, PruneReport, scope
from .inputs import TimeLike as TimeLike
from .inputs import embed_records as embed_records
from .inputs import embedding_texts as embedding_texts
from .memory import LongTermMemory

__all__ = ["LongTermMemory", "MemoryInput", "PruneReport", "scope"]
