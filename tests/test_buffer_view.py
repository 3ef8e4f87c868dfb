"""Reading the window is cheap: a cached immutable view, never a copy per read (issue 12.7)."""

from __future__ import annotations

import random

from conftest import CountingCounter

from decaymem import ConversationBuffer, FixedClock
from decaymem.messages import Message


def naive(b: ConversationBuffer) -> list[Message]:
    head = [m for m in (b.system, b.summary) if m is not None]
    return head + [m for u in b._units for m in u.messages]


def test_reading_the_window_does_not_copy_it(counting_counter: CountingCounter) -> None:
    b = ConversationBuffer(token_counter=counting_counter, clock=FixedClock())
    b.set_system("You are terse.")
    for i in range(500):
        b.add("user", f"message {i} about topic {i % 7}")
    first = b.messages
    assert isinstance(first, tuple)
    assert b.messages is first and b.turns is b.turns  # a second read is the same object
    walks, calls = b._view_builds, counting_counter.calls
    for i in range(200):  # a turn: append, then read the window
        b.add("assistant", f"reply {i}")
        view = b.messages
        assert view[-1].content == f"reply {i}" and len(view) == 502 + i
    # one tokenizer call per new message, and the window was never walked again to be read
    assert counting_counter.calls - calls == 200
    assert b._view_builds == walks


def test_the_view_matches_the_window_through_every_change(clock: FixedClock) -> None:
    rng = random.Random(7)
    b = ConversationBuffer(max_tokens=600, clock=clock)
    open_calls: list[str] = []
    for step in range(600):
        r = rng.random()
        if r < 0.08:
            cid = f"c{step}"
            b.add("assistant", "", tool_calls=[{"id": cid, "name": "search"}])
            open_calls.append(cid)
        elif r < 0.16 and open_calls:
            cid = open_calls.pop(rng.randrange(len(open_calls)))
            if cid in b._call_unit:  # still in the window: its result may land mid-window
                b.add("tool", f"result {step}", tool_call_id=cid)
        elif r < 0.18:
            b.set_system(None if rng.random() < 0.3 else f"system {step}")
        elif r < 0.19:
            b.clear()
        else:
            b.add("user" if step % 2 else "assistant", "word " * rng.randint(1, 40))
        if rng.random() < 0.5:
            assert list(b.messages) == naive(b)
            assert list(b.turns) == naive(b)[len(naive(b)) - len(b.turns) :]
    assert list(b.messages) == naive(b)
