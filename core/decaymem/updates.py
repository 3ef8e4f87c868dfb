"""What kind of memory a record is.

Nothing here guesses whether one memory updates another: an update is recorded only on a
certain signal (:meth:`decaymem.LongTermMemory.supersede`, or the user's LLM deciding it at fact
extraction, :mod:`decaymem.facts`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

__all__ = ["EPISODE", "is_episode"]

EPISODE = "episode"


def is_episode(metadata: Mapping[str, Any]) -> bool:
    """A verbatim conversation turn archived by :class:`~decaymem.AgentMemory`."""
    return metadata.get("kind") == EPISODE
