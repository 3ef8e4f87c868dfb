"""Which newer memory genuinely updates an older one (pure functions).

A newer statement supersedes an older one only when both are statements (not verbatim
conversation turns: what was said stays true as a record of the conversation), they are close
enough to be compared (cosine at least the store's ``supersede_floor``), and the newer one
states a new value of the same attribute of the same subject
(:func:`decaymem.supersede.supersedes`: "Ana moved to Porto" after "Ana lives in Lisbon", not
"Ana visited Porto", not "My sister lives in Porto"). Similarity alone is never evidence: a
restatement with the same words is a duplicate, not an update, and consecutive turns about one
topic are never updates of each other.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from .supersede import supersedes

__all__ = ["EPISODE", "content_words", "is_episode", "is_update", "states_values"]

EPISODE = "episode"

_WORD = re.compile(r"\w+")
_STOP = frozenset(
    """a an the and or but if of to in on at by for with from as is are was were be been being
    am do does did have has had it its this that these those i me my we our you your he him his
    she her they them their so very just really too also not no yes now then there here what
    which who when where how will would can could should shall may might must about into over
    up down out off again once all any some such only own same than""".split()  # noqa: SIM905
)


def content_words(text: str) -> frozenset[str]:
    """Lower-cased words of ``text`` without common function words."""
    return frozenset(w for w in _WORD.findall(text.lower()) if w not in _STOP)


def is_episode(metadata: Mapping[str, Any]) -> bool:
    """A verbatim conversation turn archived by :class:`~decaymem.AgentMemory`."""
    return metadata.get("kind") == EPISODE


def states_values(metadata: Mapping[str, Any]) -> bool:
    """Whether a memory takes part in update chains: every memory but an archived turn, and an
    archived turn that is itself one extracted fact (``fact_kind``: the fact was not stored
    twice, so the episode stands for it). Other turns are conversation, where consecutive turns
    on one topic look alike; they are never linked."""
    return not is_episode(metadata) or bool(metadata.get("fact_kind"))


def is_update(
    older: str,
    newer: str,
    similarity: float,
    *,
    floor: float,
    older_metadata: Mapping[str, Any] | None = None,
    newer_metadata: Mapping[str, Any] | None = None,
) -> bool:
    """Whether ``newer`` states a new value of what ``older`` stated.

    Args:
        older, newer: the two texts (``newer`` created later).
        similarity: their cosine similarity.
        floor: the least cosine for two statements to be compared at all.
        older_metadata, newer_metadata: their metadata (archived turns never update each
            other, unless :func:`states_values`).

    Example:
        >>> is_update("Ana lives in Lisbon.", "Ana moved to Porto last month.", 0.5, floor=0.2)
        True
        >>> is_update("Ana lives in Lisbon.", "Ana visited Porto last month.", 0.5, floor=0.2)
        False
    """
    if similarity < floor:
        return False
    if not states_values(older_metadata or {}) or not states_values(newer_metadata or {}):
        return False
    return supersedes(newer, older, require_cue=False, similarity=similarity)
