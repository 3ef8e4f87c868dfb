"""The pure view helpers: clipping the newest unit, starting on a user turn."""

from __future__ import annotations

from decaymem import ConversationBuffer, MessageTokenCounter, TiktokenCounter
from decaymem.view import clip_unit, start_on_user


def test_clip_unit_cuts_the_largest_content_by_at_least_the_excess() -> None:
    counter = MessageTokenCounter(TiktokenCounter())
    buf = ConversationBuffer(max_tokens=5000)
    call = buf.add("assistant", "", tool_calls=[{"id": "c", "name": "f", "arguments": {}}]).message
    result = buf.add("tool", "word " * 600, tool_call_id="c").message
    unit = [call, result]
    clipped = clip_unit(unit, 300, counter)
    assert clipped is not None
    saved = sum(m.tokens for m in unit) - sum(m.tokens for m in clipped)
    assert saved >= 300
    assert clipped[0] is call and clipped[1].metadata["clipped_from_tokens"] > 500
    assert clipped[1].tokens == counter.count_message("tool", clipped[1].content)
    assert result.content == "word " * 600  # the buffer's message is untouched
    assert clip_unit([call], 10_000, counter) is None  # nothing left to cut


def test_start_on_user_hides_leading_assistant_units_but_never_empties() -> None:
    buf = ConversationBuffer(max_tokens=5000)
    a = buf.add("assistant", "hello").message
    u = buf.add("user", "hi").message
    b = buf.add("assistant", "yes").message
    assert start_on_user([[a], [u], [b]]) == ([[a]], [[u], [b]])
    assert start_on_user([[a], [b]]) == ([], [[a], [b]])
