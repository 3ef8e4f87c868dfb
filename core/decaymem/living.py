"""The living summary: turns that leave the window are folded into it as they leave.

:class:`SummaryFolder` is the mechanism the buffer uses for every turn that leaves the window,
whether evicted at the truncate threshold or compressed at the summarize threshold:

* **synchronous** (default): the summarizer folds the turns into the previous summary at once;
  if it raises, the offline :class:`~decaymem.summarize.ExtractiveSummarizer` folds them instead,
  so a failing LLM never loses a turn;
* **background** (``background=True``, for an LLM summarizer): the turns are folded at once by
  the extractive summarizer (cheap, offline), so the summary never lacks them, and a worker
  thread asks the LLM to fold the same turns into the last LLM-written summary. When the LLM
  answers, :meth:`SummaryFolder.poll` returns its summary with any turns that left the window
  meanwhile folded in again extractively; when it fails, the extractive fold simply stays.
  ``add_message`` never waits for the LLM.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Sequence
from typing import Any

from .messages import Message
from .summarize import ExtractiveSummarizer, RunningSummary, Summarizer, drop_items

__all__ = ["SummaryFolder"]

logger = logging.getLogger(__name__)


def _written(text: object) -> str:
    """A summarizer's output as a message accepts it (an LLM's text is data): NUL removed,
    lone surrogates replaced by U+FFFD; anything but a string is a failed call."""
    if not isinstance(text, str):
        raise TypeError(f"the summarizer returned {type(text).__name__}, not a string")
    clean = text.replace("\x00", "").encode("utf-16", "surrogatepass").decode("utf-16", "replace")
    if clean != text:
        logger.warning("the summary had NUL characters or lone surrogates; they were replaced")
    return clean


class SummaryFolder:
    """Folds turns into the running summary text, synchronously or with a background LLM.

    Args:
        summarizer: writes the summary (an LLM summarizer, or the extractive one).
        background: fold extractively at once and let ``summarizer`` refine in a thread.
        count: counts a text's tokens (the summary's count is kept line by line).

    An extractive fold into the summary this folder last returned costs what the turns add:
    the summary is kept parsed (:class:`~decaymem.summarize.RunningSummary`), never parsed,
    normalised or tokenized again whole.

    Example:
        >>> from decaymem import ConversationBuffer
        >>> b = ConversationBuffer()
        >>> _ = b.add("user", "Our budget is 6,000 EUR.")
        >>> _ = b.add("user", "Update: our budget is now 7,500 EUR.")
        >>> text = SummaryFolder(ExtractiveSummarizer()).fold(b.turns, None)[0].text
        >>> text.index("6,000 EUR") < text.index("7,500 EUR")  # both shown, dated, in order
        True
    """

    def __init__(
        self,
        summarizer: Summarizer,
        *,
        background: bool = False,
        count: Callable[[str], int] = len,
    ) -> None:
        self.summarizer = summarizer
        self.count = count
        self._running: RunningSummary | None = None  # the summary last returned, parsed
        self.extractive = (
            summarizer if isinstance(summarizer, ExtractiveSummarizer) else ExtractiveSummarizer()
        )
        self.background = bool(background) and summarizer is not self.extractive
        self._lock = threading.Lock()
        self._unrefined: list[Message] = []  # folded extractively, not yet by the LLM
        self._base: str | None = None  # the LLM-written summary the unrefined turns extend
        self._thread: threading.Thread | None = None
        self._done: tuple[int, str | None] | None = None  # generation, text
        self._in_flight = 0  # how many of the unrefined turns the running fold was given
        self._drops: list[Callable[[str], bool]] = []  # forgotten since the running fold began
        self._generation = 0
        self._version = 0  # changes of the queue: folds, and background results taken
        self.failures = 0

    @property
    def pending(self) -> int:
        """Turns folded extractively and still waiting for the background summarizer."""
        return len(self._unrefined)

    def fold(
        self, turns: Sequence[Message], previous: str | None, *, max_tokens: int | None = None
    ) -> tuple[RunningSummary, list[str]]:
        """The summary with ``turns`` folded into ``previous``, available now, fitted to
        ``max_tokens``, and the items the fit dropped."""
        running: RunningSummary | None = None
        if not self.background and self.summarizer is not self.extractive:
            try:
                text = _written(self.summarizer.summarize(turns, previous=previous))
                running = RunningSummary.parse(text, self.count)
            except Exception:
                self.failures += 1
                logger.exception("summarizer failed; the extractive summarizer folds the turns")
        if running is None:
            running = self._extend(turns, previous)
        dropped = running.fit(max_tokens) if max_tokens is not None else []
        self._running = running
        if self.background:
            self._queue(turns, previous)
        return running, dropped

    def _extend(self, turns: Sequence[Message], previous: str | None) -> RunningSummary:
        """``previous`` with ``turns`` folded in extractively: in place when ``previous`` is
        the summary this folder last returned (the common case), else parsed once."""
        running = self._running
        if running is None or previous is None or running.text is not previous:
            running = RunningSummary.parse(previous, self.count)
        self._running = None  # folded in place: a failure below must not leave it half-done
        self.extractive.fold(running, turns)
        return running

    def _queue(self, turns: Sequence[Message], previous: str | None) -> None:
        self._version += 1
        if not self._unrefined:
            self._base = previous
        self._unrefined.extend(turns)
        self._kick()

    def forget(self, matches: Callable[[str], bool]) -> None:
        """Keep what ``matches`` selects (items quoting forgotten memories) out of every summary
        still to come: turns waiting to be refined that it selects are dropped, the text they
        extend is cleaned, and a refinement already running has its result cleaned on arrival
        (it was written from the forgotten turns; waiting for it could take as long as the LLM)."""
        if not self.background:
            return
        batch = [m for m in self._unrefined[: self._in_flight] if not matches(m.content)]
        rest = [m for m in self._unrefined[self._in_flight :] if not matches(m.content)]
        self._unrefined, self._in_flight = batch + rest, len(batch)
        self._base, _ = drop_items(self._base, matches)
        with self._lock:
            waiting = self._done is not None  # finished, not yet taken by poll()
        if waiting or (self._thread is not None and self._thread.is_alive()):
            self._drops.append(matches)

    def _kick(self) -> None:
        if not self._unrefined or (self._thread is not None and self._thread.is_alive()):
            return
        with self._lock:
            if self._done is not None:
                return  # poll() takes that result first, then starts the next fold
        batch, base, generation = tuple(self._unrefined), self._base, self._generation
        self._in_flight, self._drops = len(batch), []  # built from what forget() has cleaned

        def work() -> None:
            text: str | None
            try:
                text = _written(self.summarizer.summarize(batch, previous=base))
            except Exception as e:
                logger.warning("background summarizer failed (%s); the extractive fold stays", e)
                text = None
            with self._lock:
                self._done = (generation, text)

        self._thread = threading.Thread(target=work, name="decaymem-summary", daemon=True)
        self._thread.start()

    def poll(self, current: str | None) -> str | None:
        """The refined summary if a background fold finished since the last poll, else ``None``.

        ``current`` is the summary text in use now (it includes every extractive fold).
        """
        with self._lock:
            done, self._done = self._done, None
        if done is None:
            return None
        self._version += 1
        generation, text = done
        if generation != self._generation:
            self._in_flight = 0
            self._kick()  # the queue was rolled back: refine what it holds now (none if cleared)
            return None  # the summary was cleared or rolled back meanwhile
        after = self._unrefined[self._in_flight :]
        self._unrefined, self._in_flight = list(after), 0
        failed = text is None
        for matches in self._drops:  # forgotten while this fold ran
            text, _ = drop_items(text, matches)
        self._drops = []
        if text is None:  # the LLM failed, or wrote only what was forgotten meanwhile
            self.failures += failed
            self._base = current  # the extractive fold is the base from now on; nothing is lost
            self._kick()
            return None
        self._base = text
        if after:
            text = self.extractive.summarize(after, previous=text)
        self._running = None
        self._kick()
        return text

    def wait(self, timeout: float | None = None) -> bool:
        """Block until no background fold is running; ``False`` on timeout."""
        while True:
            thread = self._thread
            if thread is None or not thread.is_alive():
                return True
            thread.join(timeout)
            if thread.is_alive():
                return False
            if self._thread is thread:
                return True

    def savepoint(self) -> tuple[Any, ...]:
        """What :meth:`rollback` needs to restore the queue (no copy: folds only extend it)."""
        return (self._version, self._unrefined, len(self._unrefined), self._base, self.failures)

    def rollback(self, sp: tuple[Any, ...]) -> None:
        """Restore the queue to ``sp``; a background fold started since then is ignored (it
        refines turns that were rolled back) and the restored queue is refined again."""
        version, unrefined, n, base, self.failures = sp
        if version == self._version:
            return
        self._generation += 1
        self._unrefined = list(unrefined[:n])
        self._in_flight = 0  # the running fold's result is ignored
        self._base = base
        self._version = version
        with self._lock:
            self._done = None
        self._kick()

    def reset(self) -> None:
        """Forget pending work (the summary was cleared); a running fold's result is ignored."""
        self._version += 1  # a rollback of the clear restores the queue
        self._generation += 1
        self._unrefined = []
        self._in_flight = 0
        self._drops = []
        self._base = None
        self._running = None
        with self._lock:
            self._done = None
