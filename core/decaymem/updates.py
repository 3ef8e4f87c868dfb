"""What kind of memory a record is, and its content words (pure functions).

Nothing here guesses whether one memory updates another: an update is recorded only on a
certain signal (:meth:`decaymem.LongTermMemory.supersede`, or the user's LLM deciding it at fact
extraction, :mod:`decaymem.facts`).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

__all__ = ["EPISODE", "content_words", "is_episode"]

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
