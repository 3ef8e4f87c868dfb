from __future__ import annotations

import pytest

from decaymem import FixedClock, TiktokenCounter


class CountingCounter:
    """Wraps a real counter and counts calls to the tokenizer."""

    def __init__(self, inner: TiktokenCounter) -> None:
        self.inner = inner
        self.calls = 0

    @property
    def name(self) -> str:
        return self.inner.name

    def count(self, text: str) -> int:
        self.calls += 1
        return self.inner.count(text)


@pytest.fixture(scope="session")
def tiktoken_counter() -> TiktokenCounter:
    return TiktokenCounter()


@pytest.fixture
def counting_counter(tiktoken_counter: TiktokenCounter) -> CountingCounter:
    return CountingCounter(tiktoken_counter)


@pytest.fixture
def clock() -> FixedClock:
    return FixedClock(1_700_000_000.0)
