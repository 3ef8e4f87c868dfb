"""forget() and clear() under a refused save, a finished background summary and a retry queue.

Found by an attack on stop 39's fixes: a clear whose save failed had already emptied the window
(its turns were then in no window, archive or queue); a forget whose save failed had deleted the
memories but left the summary quoting them on disk, and a retry found nothing to clean; a
background summary that had finished (not yet applied) when the user forgot brought the text
back; and a turn whose promotion failed was archived again by the retry after it was forgotten.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from decaymem import AgentMemory, HashingEmbedder, Message
from decaymem.errors import StoreError
from decaymem.facts import Fact, HeuristicFactExtractor

SECRET = "My bank PIN is 4471 and my locker code is 9912."


def _fail_commits(mem: AgentMemory, monkeypatch: pytest.MonkeyPatch) -> None:
    def commit(*args: Any, **kwargs: Any) -> None:
        raise StoreError("session database write failed: database or disk is full")

    monkeypatch.setattr(mem.sessions, "commit", commit)


def _shown(mem: AgentMemory, query: str) -> str:
    return "\n".join(m.content for m in mem.context(query).messages)


def _secret_ids(mem: AgentMemory) -> list[str]:
    return [r.id for r in mem.long_term.get(namespace=mem.namespace) if "4471" in r.text]


def _summarize_secret_away(mem: AgentMemory) -> None:
    mem.add_message("user", SECRET)
    i = 0
    while not (mem.buffer.summary and "4471" in mem.buffer.summary.content):
        mem.add_message("user", f"Filler message number {i} about the weather and trains.")
        i += 1
        assert i < 200


def test_a_clear_whose_save_fails_leaves_the_window(monkeypatch: pytest.MonkeyPatch) -> None:
    mem = AgentMemory(embedder=HashingEmbedder())
    mem.add_message("user", "My passport number is X1234567 and it expires in 2031.")
    mem.add_message("assistant", "Noted your passport details.")
    before = [m.id for m in mem.messages]
    with monkeypatch.context() as m:
        _fail_commits(mem, m)
        with pytest.raises(StoreError):
            mem.clear()
    assert [m.id for m in mem.messages] == before  # nothing left the window
    assert next(m.content for m in mem.history()).startswith("My passport")
    mem.clear()  # the retry archives them
    assert not mem.messages
    assert mem.history() == []
    assert any("X1234567" in r.text for r in mem.long_term.get(namespace=mem.namespace))


def test_a_forget_whose_save_fails_forgets_nothing_and_a_retry_all(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    mem = AgentMemory(tmp_path, embedder=HashingEmbedder(), context_window=1024)
    _summarize_secret_away(mem)
    ids = _secret_ids(mem)
    assert ids
    with monkeypatch.context() as m:
        _fail_commits(mem, m)
        with pytest.raises(StoreError):
            mem.forget(ids)
    assert _secret_ids(mem) == ids  # not deleted: the retry can find and clean everything
    assert mem.forget(ids) == len(ids)
    mem.close()
    mem = AgentMemory(tmp_path, embedder=HashingEmbedder(), context_window=1024)
    assert "4471" not in _shown(mem, "what is my PIN?")
    assert _secret_ids(mem) == []
    mem.close()


class EchoLLM:
    """An LLM summarizer that keeps every turn verbatim (and answers at once)."""

    def summarize(self, messages: Sequence[Message], *, previous: str | None = None) -> str:
        items = [f"- {m.role}: {m.content}" for m in messages]
        return "FACTS:\n" + "\n".join(([previous] if previous else []) + items)


def test_a_finished_background_summary_not_yet_applied_is_cleaned() -> None:
    mem = AgentMemory(
        embedder=HashingEmbedder(),
        context_window=1024,
        summarizer=EchoLLM(),
        background_summary=True,
    )
    mem.add_message("user", SECRET)
    i = 0
    while mem.buffer._folder.pending == 0:  # until a background fold starts
        mem.add_message("user", f"Filler message number {i} about the weather and trains today.")
        i += 1
    assert mem.buffer._folder.wait(30)  # it finished; its result waits for the next poll
    assert mem.forget(_secret_ids(mem))
    mem.add_message("user", "another turn")  # takes the background result
    assert mem.buffer.wait_for_summary(30)
    assert "4471" not in _shown(mem, "what is my PIN?")


class FlakyExtractor:
    """Fact extraction that times out once: the turn's episode is stored, its facts wait."""

    def __init__(self) -> None:
        self.calls = 0

    def extract(self, messages: Sequence[Message]) -> list[Fact]:
        self.calls += 1
        if self.calls == 1:
            raise TimeoutError("LLM timed out")
        return HeuristicFactExtractor().extract(messages)


def test_a_forgotten_turn_leaves_the_retry_queue() -> None:
    mem = AgentMemory(embedder=HashingEmbedder(), fact_extractor=FlakyExtractor())
    mem.add_message("user", "My social security number is 078-05-1120.")
    mem.clear()  # archived; its facts wait in the queue
    assert mem.pending_promotions()
    ids = [r.id for r in mem.long_term.get(namespace=mem.namespace) if "078-05" in r.text]
    assert mem.forget(ids) == len(ids) > 0
    assert mem.pending_promotions() == []
    mem.add_message("user", "hello")
    assert mem.retry_promotions() == 0
    assert not [r for r in mem.long_term.get(namespace=mem.namespace) if "078-05" in r.text]
