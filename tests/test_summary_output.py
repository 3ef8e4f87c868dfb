"""A summarizer's output is data: NUL, lone surrogates or a non-string never break a session.

Before, an LLM summary containing NUL made 19 of 25 add_message calls raise InvalidMessageError
(blaming the caller's content), and with background_summary every context() call raised; a
custom Summarizer returning bytes raised a bare TypeError.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pytest

from decaymem import AgentMemory, HashingEmbedder
from decaymem.messages import Message


class Returning:
    def __init__(self, value: Any) -> None:
        self.value = value

    def summarize(self, messages: Sequence[Message], *, previous: str | None = None) -> Any:
        return self.value


def fill(mem: AgentMemory) -> None:
    for i in range(25):
        mem.add_message("user", f"turn {i} with some words to fill the window up quickly")


@pytest.mark.parametrize("text", ["FACTS:\n- the user said \x00 hi", "FACTS:\n- lone \ud800 here"])
@pytest.mark.parametrize("background", [False, True])
def test_an_llm_summary_with_nul_or_a_lone_surrogate_is_cleaned(
    text: str, background: bool
) -> None:
    llm: Callable[[str], str] = lambda prompt: text
    mem = AgentMemory(
        None,
        context_window=200,
        embedder=HashingEmbedder(),
        llm=llm,
        background_summary=background,
    )
    fill(mem)
    mem.buffer.wait_for_summary(timeout=10)
    ctx = mem.context("hi")  # must not raise
    summary = mem.buffer.summary
    assert summary is not None
    assert "\x00" not in summary.content and "\ud800" not in summary.content
    assert len(mem.transcript()) == 25
    assert ctx.messages


def test_a_summarizer_returning_bytes_falls_back_to_the_extractive_fold() -> None:
    mem = AgentMemory(
        None, context_window=600, embedder=HashingEmbedder(), summarizer=Returning(b"x")
    )
    mem.add_message("user", "My sister Ana lives in Porto.")
    fill(mem)
    fill(mem)
    summary = mem.buffer.summary
    assert summary is not None and "Porto" in summary.content  # the extractive fold
    assert len(mem.transcript()) == 51


def test_a_summary_with_no_items_is_not_shown() -> None:
    """Found by a cold trial: when every folded turn was filler the context still carried an
    empty <conversation_summary> block (its tokens spent, nothing in it)."""
    from decaymem import AgentMemory, HashingEmbedder

    mem = AgentMemory(None, context_window=160, embedder=HashingEmbedder())
    for i in range(10):
        mem.add_message("user", f"just chatting {'and ' * i}about nothing much")
        mem.add_message("assistant", f"reply {i}")
    assert mem.buffer.summary is not None  # the pressure step made one, with no items
    shown = mem.context().messages
    assert not any("conversation_summary" in m.content for m in shown)
    mem.close()
