"""Shaping the model's view of the window: pure helpers used by context assembly.

The buffer (and any framework's saved thread) is never changed here: these functions return new
lists and new :class:`~decaymem.messages.Message` copies for one model call.

* :func:`clip_unit` shortens the newest turn unit so that the prompt fits, whatever a single
  message weighs (the largest contents are cut first; a marker says how much was cut).
* :func:`start_on_user` drops leading assistant / tool units from a view, as LangChain's
  ``trim_messages(start_on="human")`` and LlamaIndex's ``ChatMemoryBuffer`` do, so a trimmed
  prompt opens on a user turn; it never empties a view that has no user turn at all.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from .messages import Message
from .tokens import MessageTokenCounter, truncate_to_tokens

__all__ = ["clip_unit", "start_on_user"]

_MARKER = "\n[... clipped by decaymem for this call: the full text had {n} tokens]"


def _recount(counter: MessageTokenCounter, m: Message, content: str) -> Message:
    tokens = counter.count_message(m.role, content, name=m.name, tool_calls=m.tool_calls)
    meta = dict(m.metadata)
    meta.setdefault("clipped_from_tokens", counter.count_text(m.content))
    return dataclasses.replace(m, content=content, tokens=tokens, metadata=meta)


def clip_unit(
    unit: Sequence[Message], excess: int, counter: MessageTokenCounter
) -> list[Message] | None:
    """Copies of ``unit`` whose tokens total at least ``excess`` fewer, or ``None`` if impossible.

    The message with the most content tokens is cut first (tool calls' arguments and the
    per-message overhead cannot be cut). Each clipped copy carries ``clipped_from_tokens``.
    """
    out = list(unit)
    while excess > 0:
        idx = max(range(len(out)), key=lambda i: counter.count_text(out[i].content))
        m = out[idx]
        have = counter.count_text(m.content)
        marker = _MARKER.format(n=have)
        room = have - excess - counter.count_text(marker) - 4  # boundaries can merge at the cut
        if room <= 0:
            if not m.content:
                return None
            clipped = _recount(counter, m, "")
        else:
            clipped = _recount(counter, m, truncate_to_tokens(counter.count_text, m.content, room))
            clipped = _recount(counter, m, clipped.content + marker)
        saved = m.tokens - clipped.tokens
        if saved <= 0:
            return None
        out[idx] = clipped
        excess -= saved
    return out


def start_on_user(units: list[list[Message]]) -> tuple[list[list[Message]], list[list[Message]]]:
    """Split ``units`` into (leading units to hide, the view starting on a user turn).

    When no unit starts with a user message, nothing is hidden (a view is never emptied).
    """
    first = next((i for i, u in enumerate(units) if u[0].role == "user"), None)
    if first is None:
        return [], units
    return units[:first], units[first:]
