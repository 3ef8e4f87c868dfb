"""Long-term memory: remember, recall by relevance, importance and a forgetting curve, forget.

The class lives in :mod:`.memory` for now; the next commit splits it into modules by part.
"""

from __future__ import annotations

from .memory import CONTEXT_KEY as CONTEXT_KEY
from .memory import LongTermMemory, MemoryInput, PruneReport, scope
from .memory import TimeLike as TimeLike
from .memory import embed_records as embed_records
from .memory import embedding_texts as embedding_texts

__all__ = ["LongTermMemory", "MemoryInput", "PruneReport", "scope"]
