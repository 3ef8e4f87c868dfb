from __future__ import annotations

import logging

import pytest

from decaymem import (
    CharEstimateCounter,
    ChatFormat,
    ConfigError,
    ConversationBuffer,
    MessageTokenCounter,
    TiktokenCounter,
    ToolCall,
)


def test_tiktoken_counts_cl100k_exactly(tiktoken_counter: TiktokenCounter) -> None:
    # Reference values of cl100k_base.
    assert tiktoken_counter.count("hello world") == 2
    assert tiktoken_counter.count("") == 0
    assert tiktoken_counter.count("tiktoken is great!") == 6
    assert tiktoken_counter.name == "tiktoken:cl100k_base"


def test_special_token_text_is_counted_not_rejected(tiktoken_counter: TiktokenCounter) -> None:
    assert tiktoken_counter.count("<|endoftext|>") > 1


def test_message_overhead_follows_openai_chat_format(tiktoken_counter: TiktokenCounter) -> None:
    mc = MessageTokenCounter(tiktoken_counter)
    # 3 framing + 1 role + content
    assert mc.count_message("user", "hello world") == 3 + 1 + 2
    # a name costs its tokens + 1
    assert (
        mc.count_message("user", "hello world", name="ana") == 6 + tiktoken_counter.count("ana") + 1
    )
    call = ToolCall(id="c1", name="search", arguments={"q": "x"})
    assert mc.count_message("assistant", "", tool_calls=[call]) > 4


def test_chat_format_is_validated() -> None:
    with pytest.raises(ConfigError):
        ChatFormat(tokens_per_message=-1)


def test_appending_n_messages_calls_the_tokenizer_n_times(counting_counter) -> None:  # type: ignore[no-untyped-def]
    buf = ConversationBuffer(max_tokens=10_000_000, token_counter=counting_counter)
    n = 500
    for i in range(n):
        buf.add("user" if i % 2 else "assistant", f"message number {i} with some words")
    assert counting_counter.calls == n
    # Reading the window, its tokens and utilization tokenizes nothing.
    _ = buf.messages, buf.tokens, buf.utilization, buf.get_recent(10), buf.to_dict()
    assert counting_counter.calls == n


def test_restoring_a_buffer_does_not_retokenize(counting_counter) -> None:  # type: ignore[no-untyped-def]
    buf = ConversationBuffer(max_tokens=100_000, token_counter=counting_counter)
    for i in range(50):
        buf.add("user", f"turn {i}")
    calls = counting_counter.calls
    restored = ConversationBuffer.from_dict(buf.to_dict(), token_counter=counting_counter)
    assert counting_counter.calls == calls
    assert restored == buf


def test_char_estimate_logs_once(caplog: pytest.LogCaptureFixture) -> None:
    CharEstimateCounter._warned = False
    with caplog.at_level(logging.WARNING, logger="decaymem.tokens"):
        CharEstimateCounter()
        CharEstimateCounter()
    assert len([r for r in caplog.records if "estimates tokens" in r.message]) == 1
    assert CharEstimateCounter().count("abcdefgh") == 2
    with pytest.raises(ConfigError):
        CharEstimateCounter(chars_per_token=float("nan"))


def test_restore_with_another_counter_recounts(tiktoken_counter: TiktokenCounter) -> None:
    buf = ConversationBuffer(max_tokens=10_000, token_counter=tiktoken_counter)
    buf.add("user", "a" * 400)
    restored = ConversationBuffer.from_dict(buf.to_dict(), token_counter=CharEstimateCounter())
    assert restored.tokens == 3 + 1 + 100
