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
import re
import threading
from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import Any

from .longterm.inputs import CONTEXT_CHARS, CONTEXT_KEY
from .messages import Message
from .records import Recall
from .sentences import classify_sentence, clauses, split_sentences
from .summarize import SECTIONS, ExtractiveSummarizer, Summarizer, SummarySections, drop_items
from .supersede import groups_of, is_update, subject_of, supersedes, values_of
from .updates import is_episode

__all__ = ["SummaryFolder", "current_only"]

logger = logging.getLogger(__name__)

_Speaker = tuple[str, str | None]  # (role, name)
_ITEM_ROLE = re.compile(r"^\s*(user|assistant)(?:\s*\(([^)]*)\))?\s*:", re.I)


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

    Example:
        >>> from decaymem import ConversationBuffer
        >>> b = ConversationBuffer()
        >>> _ = b.add("user", "Our budget is at most 6,000 EUR.")
        >>> _ = b.add("user", "Update: our budget is now 7,500 EUR.")
        >>> text = SummaryFolder(ExtractiveSummarizer()).fold(b.turns, None)
        >>> "7,500 EUR" in text and "6,000 EUR" not in text
        True
    """

    def __init__(self, summarizer: Summarizer, *, background: bool = False) -> None:
        self.summarizer = summarizer
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

    def fold(self, turns: Sequence[Message], previous: str | None) -> str:
        """The summary with ``turns`` folded into ``previous``, available now."""
        if not self.background:
            try:
                return _written(self.summarizer.summarize(turns, previous=previous))
            except Exception:
                self.failures += 1
                logger.exception("summarizer failed; the extractive summarizer folds the turns")
                return self.extractive.summarize(turns, previous=previous)
        text = self.extractive.summarize(turns, previous=previous)
        self._version += 1
        if not self._unrefined:
            self._base = previous
        self._unrefined.extend(turns)
        self._kick()
        return text

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
        with self._lock:
            self._done = None


def current_only(
    recalled: Sequence[Recall],
    *,
    summary: Message | None = None,
    turns: Sequence[Message] = (),
) -> list[Recall]:
    """Leave out recalled memories whose value a newer statement has updated.

    A memory is left out when another recalled memory created after it, an item of the running
    summary (which states current values) folded after it was created, or a sentence of a turn
    in the window said after it, :func:`supersedes` it. Order is kept.

    Statements are compared one sentence at a time. An archived turn (``kind="episode"``) says
    several things; it is left out only when every sentence of it that states a value is
    updated, and never by a first-person statement of another speaker ("I moved to Lisbon" from
    Bea does not update Ana's "I live in Porto"): what was said stays a record otherwise.
    """
    if len(recalled) < 2 and summary is None and not turns:
        return list(recalled)
    # each recalled memory read once: its sentences, who said it, the ones that state a value
    read = [(r, _statements(r), _speaker_of(r)) for r in recalled]
    updates: list[tuple[str, float, _Speaker | None]] = [
        (s, r.created_at, who) for r, sentences, who in read for s in sentences if is_update(s)
    ]
    if summary is not None:
        updates += [
            (item, summary.timestamp, _summary_speaker(item))
            for item in _summary_updates(summary.content)
        ]
    for m in turns:
        if m.role in ("user", "assistant"):
            who = (m.role, m.name)
            updates += [(s, m.timestamp, who) for s in _turn_updates(m.content)]
    if not updates:
        return list(recalled)
    out = []
    for r, sentences, mine in read:
        claims = _claims(r, sentences, mine)
        newer = [u for u in updates if u[1] >= r.created_at and u[0] not in r.text]
        stale = (
            bool(claims)
            and bool(newer)
            and all(
                any(
                    text != claim
                    and not _other_speaker(whose, who, text, claim)
                    and supersedes(text, claim)
                    for text, _, who in newer
                )
                for claim, whose in claims
            )
        )
        if stale:
            logger.debug("recalled memory %s left out: a newer statement updates it", r.id)
        else:
            out.append(r)
    return out


_CACHED_TURN_CHARS = 4000  # longer turns are split again each time (bounds the cache's memory)


def _turn_updates(content: str) -> tuple[str, ...]:
    """The sentences of a turn worded as updates (a window's turns are read every context)."""
    if len(content) > _CACHED_TURN_CHARS:
        return _split_updates(content)
    return _cached_split_updates(content)


def _split_updates(content: str) -> tuple[str, ...]:
    return tuple(s for s in split_sentences(content) if is_update(s))


_cached_split_updates = lru_cache(maxsize=2048)(_split_updates)


def _statements(r: Recall) -> list[str]:
    """The sentences of an archived turn (questions state no value); a fact as it is."""
    if not is_episode(r.metadata):
        return [r.text]
    return [s for s in split_sentences(r.text) if not s.rstrip().endswith("?")]


def _claims(
    r: Recall, sentences: list[str], mine: _Speaker | None
) -> list[tuple[str, _Speaker | None]]:
    """What an archived turn states, one value claim per sentence, each with whose claim it is.

    A sentence is read as it was meant in a two-party conversation: an assistant telling the
    user "Got it, you live in Lisbon" states the user's residence (read as the user's "I live
    in Lisbon"), and an acknowledgement that only repeats a value of the turn it answers ("Noted,
    900 EUR." after "My budget is 900 EUR a month.") restates that turn's sentence, so an update
    of the user's value leaves both out. A fact memory is one claim, as it is.
    """
    if not is_episode(r.metadata):
        return [(r.text, mine)]
    answered = _answered(r, mine)
    out: list[tuple[str, _Speaker | None]] = []
    for sentence in sentences:
        parts = clauses(sentence)
        for s in parts:
            values = values_of(s)
            if values:
                out.extend(_claims_of(s, values, answered, mine))
            elif len(parts) > 1 and classify_sentence(s, role=mine[0] if mine else "user"):
                # "I'm allergic to shellfish and my budget is 900 EUR.": an update of the
                # budget leaves the allergy standing, so the turn is no stale record
                out.append((s, mine))
    return out


def _claims_of(
    s: str,
    values: frozenset[str],
    answered: tuple[list[str], _Speaker | None] | None,
    mine: _Speaker | None,
) -> list[tuple[str, _Speaker | None]]:
    """The value claims one clause ``s`` (stating ``values``) makes, and whose they are."""
    if _addresses_user(s, mine):
        return [(_as_addressee(s), answered[1] if answered else ("user", None))]
    if answered is not None and subject_of(s) is None and not groups_of(s):
        echoed = [x for x in answered[0] if values <= values_of(x)]
        if echoed:  # the reply repeats what the turn it answers said
            return [(x, answered[1]) for x in echoed]
    return [(s, mine)]


_ADDRESSED = re.compile(r"\b(?:you|your|yours|you're|you've|you'd|you'll)\b", re.I)
_FIRST_PERSON = re.compile(r"\b(?:i|i'm|i've|i'd|i'll|me|my|mine|we|we're|we've|us|our)\b", re.I)
_TO_FIRST = {
    "you": "I",
    "your": "my",
    "yours": "mine",
    "you're": "I'm",
    "you've": "I've",
    "you'd": "I'd",
    "you'll": "I'll",
}
_CONTEXT_SPEAKER = re.compile(r"^([^\s:][^:\n]{0,60}):\s")


def _addresses_user(sentence: str, mine: _Speaker | None) -> bool:
    """An assistant's sentence about the one it talks to ("you", never "I" or "we")."""
    return (
        mine is not None
        and mine[0] == "assistant"
        and _ADDRESSED.search(sentence) is not None
        and _FIRST_PERSON.search(sentence) is None
    )


def _as_addressee(sentence: str) -> str:
    """An assistant's sentence about "you" as the user would say it ("you live" -> "I live")."""
    return _ADDRESSED.sub(lambda m: _TO_FIRST[m.group(0).lower()], sentence)


def _answered(r: Recall, mine: _Speaker | None) -> tuple[list[str], _Speaker | None] | None:
    """The value sentences of the turn an archived turn answers (its ``context``: the turn
    before it, as ``"name or role: text"``) and who said them; ``None`` without one. The
    speaker is known only when the context was stored whole and names another speaker than
    the turn's own (then it is the other role of a two-party conversation)."""
    ctx = r.metadata.get(CONTEXT_KEY)
    if not isinstance(ctx, str) or not ctx.strip():
        return None
    who: _Speaker | None = None
    m = _CONTEXT_SPEAKER.match(ctx)
    if m and len(ctx) < CONTEXT_CHARS:  # (a cut context may start inside the text)
        label, ctx = m.group(1).strip(), ctx[m.end() :]
        if mine is not None and label not in (mine[0], mine[1]):
            other = "user" if mine[0] == "assistant" else "assistant"
            who = (other, None if label.lower() in ("user", "assistant") else label)
    elif m:
        ctx = ctx[m.end() :]
    said = [s for s in split_sentences(ctx) if not s.rstrip().endswith("?") and values_of(s)]
    return said, who


def _speaker_of(r: Recall) -> _Speaker | None:
    """Who said an archived turn (role, name); ``None`` for other memories."""
    if not is_episode(r.metadata):
        return None
    role, name = r.metadata.get("role"), r.metadata.get("name")
    return (str(role), str(name) if name else None) if role else None


def _summary_speaker(item: str) -> _Speaker | None:
    """The role (and name) an extractive summary item starts with ("user: ..."), if any."""
    m = _ITEM_ROLE.match(item)
    return (m.group(1).lower(), m.group(2)) if m else None


def _other_speaker(a: _Speaker | None, b: _Speaker | None, new: str, old: str) -> bool:
    """Two known, different speakers (another role, or another name), one of them speaking of
    themselves."""
    if a is None or b is None:
        return False
    differ = a[0] != b[0] or (a[1] is not None and b[1] is not None and a[1] != b[1])
    return differ and "speaker" in (subject_of(new), subject_of(old))


@lru_cache(maxsize=64)
def _summary_updates(content: str) -> tuple[str, ...]:
    """The summary's items worded as updates (parsed once per summary text)."""
    parsed = SummarySections.parse(content)
    return tuple(item for name in SECTIONS for item in parsed.section(name) if is_update(item))
