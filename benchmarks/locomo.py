"""Real long conversations (LoCoMo): does the memory put the evidence in front of the model?

    python -m benchmarks.locomo [--data PATH] [--hashing] [--conversations N] [--context-window T] [--json out.json]

``PATH`` defaults to ``../shared/data/locomo_dev.json`` (relative to the repository root); point
it at your own download of LoCoMo's ``locomo10.json``. Nothing from the data set is stored in the
repository (its license is CC BY-NC 4.0).

Definitions (issue 11):

* Questions of categories 1–4 only (5 is adversarial / unanswerable); a question whose evidence
  names no turn of its conversation is skipped and counted.
* **End to end**: each conversation is streamed turn by turn through
  ``AgentMemory(context_window=4096)``. Speaker A is ``role="user"``, speaker B
  ``role="assistant"``, each turn carries its speaker as the message's ``name=`` (what a
  multi-party chat app sends), content is the turn's text. Time is a :class:`FixedClock` set to
  the session's date, turns of a session one minute apart. Every question is asked one day after
  the last turn with ``context(query=question)``. A question scores the fraction of its evidence
  turns present in ``Context.messages``; a turn is present when one of its sentences of at least
  4 words (the whole turn if it has none) appears verbatim in the context, case-folded, with
  punctuation ignored. Reported: the mean over questions.
* **Rivals** at the same budget and split (65 % history, 15 % memory): the trimmed window alone
  (the newest turns that fit 65 %); the window plus the top MiniLM-cosine raw turns; the window
  plus the top BM25 raw turns. Rivals fill their memory share by tokens, best first, no cap on
  count, rendered exactly as decaymem renders an archived turn (date, age, speaker, quoted
  text), so they pay the same tokens per item. Their raw turns are ``"Speaker: text"`` for both
  the embedding and BM25.
* **Turn-level recall@10** of ``LongTermMemory.recall`` per scoring mode: every turn of a
  conversation stored as ``AgentMemory`` archives it (verbatim, with speaker and role, stamped
  with its time, embedded with the turn before it), each question asked one day after the last
  turn; the fraction of its evidence turns in the top 10. Two more rows rank the raw
  ``"Speaker: text"`` turns by MiniLM cosine and by BM25 (the rivals' retrieval).

Embeddings are cached on disk (``benchmarks/embed_cache.py``, keyed by model and text, under
the temp directory) so tuning iterations do not re-encode.
"""

from __future__ import annotations

import argparse
import json
import logging
import math
import re
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import numpy as np

from decaymem import (
    AgentMemory,
    BM25Scoring,
    CosineScoring,
    Embedder,
    FixedClock,
    FusionScoring,
    HashingEmbedder,
    HybridScoring,
    InMemoryStore,
    LongTermMemory,
    MemoryInput,
    Message,
    MessageTokenCounter,
    Recall,
    ScoringMode,
    SeedScoring,
    SentenceTransformerEmbedder,
    default_token_counter,
    fit_memories,
    make_message,
    render_memories,
)
from decaymem.lexical import query_terms, tokenize

from .embed_cache import DiskCachedEmbedder

DEFAULT_DATA = Path(__file__).resolve().parent.parent.parent / "shared" / "data" / "locomo_dev.json"
WINDOW = 4096
HISTORY_FRACTION = 0.65
MEMORY_FRACTION = 0.15
TURN_GAP_S = 60.0
DAY_S = 86_400.0


# ---------------------------------------------------------------------------- data
@dataclass(frozen=True, slots=True)
class Turn:
    dia_id: str
    speaker: str
    text: str
    at: float
    session: int


@dataclass(frozen=True, slots=True)
class Question:
    text: str
    evidence: tuple[str, ...]
    category: int


@dataclass(frozen=True, slots=True)
class Dialogue:
    name: str
    speakers: tuple[str, str]
    turns: tuple[Turn, ...]
    questions: tuple[Question, ...]
    skipped: int  # questions of categories 1-4 without a valid evidence id

    @property
    def asked_at(self) -> float:
        return self.turns[-1].at + DAY_S

    def role(self, speaker: str) -> str:
        return "user" if speaker == self.speakers[0] else "assistant"


_DATE = re.compile(r"(\d{1,2}):(\d{2})\s*([ap]m)\s+on\s+(\d{1,2})\s+(\w+),?\s+(\d{4})", re.I)
_MONTHS = {
    m: i + 1
    for i, m in enumerate(
        [
            "january",
            "february",
            "march",
            "april",
            "may",
            "june",
            "july",
            "august",
            "september",
            "october",
            "november",
            "december",
        ]
    )
}


def parse_date(text: str) -> float:
    """``"1:56 pm on 8 May, 2023"`` -> epoch seconds (UTC)."""
    m = _DATE.search(text)
    if not m:
        raise ValueError(f"unrecognised session date {text!r}")
    hour, minute, ampm, day, month, year = m.groups()
    h = int(hour) % 12 + (12 if ampm.lower() == "pm" else 0)
    mon = _MONTHS[month.lower()]
    return datetime(int(year), mon, int(day), h, int(minute), tzinfo=UTC).timestamp()


def parse(raw: Sequence[dict[str, Any]]) -> list[Dialogue]:
    """Dialogues in LoCoMo's JSON format (a list of samples)."""
    out = []
    for sample in raw:
        conv = sample["conversation"]
        sessions = sorted(
            (int(k.split("_")[1]), k) for k in conv if re.fullmatch(r"session_\d+", k) and conv[k]
        )
        turns: list[Turn] = []
        for n, key in sessions:
            start = parse_date(conv[f"{key}_date_time"])
            for i, t in enumerate(conv[key]):
                turns.append(
                    Turn(str(t["dia_id"]), t["speaker"], t["text"], start + i * TURN_GAP_S, n)
                )
        known = {t.dia_id for t in turns}
        questions, skipped = [], 0
        for q in sample["qa"]:
            if q.get("category") not in (1, 2, 3, 4):
                continue
            ev = tuple(dict.fromkeys(e for e in _evidence_ids(q.get("evidence")) if e in known))
            if not ev:
                skipped += 1
                continue
            questions.append(Question(str(q["question"]), ev, int(q["category"])))
        out.append(
            Dialogue(
                name=str(sample.get("sample_id", len(out))),
                speakers=(conv["speaker_a"], conv["speaker_b"]),
                turns=tuple(turns),
                questions=tuple(questions),
                skipped=skipped,
            )
        )
    return out


def _evidence_ids(evidence: Any) -> list[str]:
    if not isinstance(evidence, list):
        return []
    return [e.strip() for e in evidence if isinstance(e, str)]


def load(path: str | Path) -> list[Dialogue]:
    with open(path, encoding="utf-8") as f:
        return parse(json.load(f))


# ---------------------------------------------------------------------------- presence
_PUNCT = re.compile(r"[^\w\s]|_")
_SPACE = re.compile(r"\s+")
_SENT = re.compile(r"(?<=[.!?])\s+")
_UESC = re.compile(r"\\u([0-9a-fA-F]{4})")


def normalise(text: str) -> str:
    """Case-folded, punctuation dropped, whitespace collapsed, padded with spaces."""
    t = _PUNCT.sub(" ", text.casefold().replace("\u2019", "'").replace("'", ""))
    return " " + _SPACE.sub(" ", t).strip() + " "


def probes(text: str) -> list[str]:
    """The normalised sentences of a turn with at least 4 words (the whole turn if none)."""
    sents = [normalise(s) for s in _SENT.split(text)]
    long = [s for s in sents if len(s.split()) >= 4]
    return long or [normalise(text)]


def visible_text(messages: Sequence[Message]) -> str:
    """What the model reads, JSON escapes of the quoted blocks undone, normalised."""
    parts = [_UESC.sub(lambda m: chr(int(m.group(1), 16)), m.content) for m in messages]
    return normalise("\n".join(parts).replace('\\"', '"'))


def evidence_score(q: Question, by_id: dict[str, list[str]], seen: str) -> float:
    hits = sum(any(p in seen for p in by_id[e]) for e in q.evidence)
    return hits / len(q.evidence)


# ---------------------------------------------------------------------------- rivals
def episode_text(dlg: Dialogue, turn: Turn) -> str:
    """How a naive memory stores a raw turn: the speaker, then what was said."""
    return f"{turn.speaker}: {turn.text}"


def fill_by_tokens(
    ranked: Sequence[Recall], room: int, counter: MessageTokenCounter
) -> list[Recall]:
    """Best first, as many as the rendered block fits in ``room`` tokens (decaymem's rule)."""
    return fit_memories(ranked, room, lambda text: counter.count_message("system", text))


def _as_recall(turn: Turn, score: float, now: float) -> Recall:
    # Rendered exactly like decaymem's archived turns, so both pay the same tokens per item.
    return Recall(
        id=turn.dia_id,
        text=turn.text,
        score=score,
        similarity=0.0,
        importance=5.0,
        decay=1.0,
        age_s=now - turn.at,
        created_at=turn.at,
        metadata={"kind": "episode", "name": turn.speaker},
    )


def trimmed_window(
    dlg: Dialogue, counter: MessageTokenCounter, budget: int
) -> tuple[list[Message], int]:
    """The newest turns whose tokens fit ``budget``; returns them and the index of the first."""
    msgs: list[Message] = []
    used = 0
    i = len(dlg.turns)
    while i > 0:
        t = dlg.turns[i - 1]
        m = make_message(
            dlg.role(t.speaker), t.text, counter=counter, name=t.speaker, timestamp=t.at
        )
        if used + m.tokens > budget:
            break
        msgs.insert(0, m)
        used += m.tokens
        i -= 1
    return msgs, i


def rivals(
    dlg: Dialogue, embedder: Embedder, counter: MessageTokenCounter, *, window_tokens: int = WINDOW
) -> dict[str, list[float]]:
    """Per question evidence scores of the rivals (window; + cosine; + BM25, two query tokenizations)."""
    import bm25s

    window, first = trimmed_window(dlg, counter, int(HISTORY_FRACTION * window_tokens))
    room = int(MEMORY_FRACTION * window_tokens)
    older = dlg.turns[:first]
    texts = [episode_text(dlg, t) for t in older]
    by_id = {t.dia_id: probes(t.text) for t in dlg.turns}
    now = dlg.asked_at
    out: dict[str, list[float]] = {"window": [], "cosine": [], "bm25": [], "bm25q": []}
    vecs = embedder.embed(texts) if texts else np.zeros((0, 1), np.float32)
    retriever = own_words = None
    if texts:
        retriever = bm25s.BM25()
        retriever.index(
            bm25s.tokenize(texts, stopwords="en", show_progress=False), show_progress=False
        )
        # the same raw turns in decaymem's own terms (stemmed), for the "bm25q" rival
        own_words = bm25s.BM25()
        own_words.index([tokenize(t) for t in texts], show_progress=False)
    qvecs = embedder.embed([q.text for q in dlg.questions])
    for q, qv in zip(dlg.questions, qvecs, strict=True):
        base = visible_text(window)
        out["window"].append(evidence_score(q, by_id, base))
        for name in ("cosine", "bm25", "bm25q"):
            if not texts:
                out[name].append(evidence_score(q, by_id, base))
                continue
            if name == "cosine":
                scores = vecs @ qv
            else:
                assert retriever is not None
                assert own_words is not None
                if name == "bm25q":  # the terms decaymem's own BM25 matches on
                    ranker, toks = own_words, query_terms(q.text)
                else:
                    ranker = retriever
                    toks = bm25s.tokenize(
                        [q.text], stopwords="en", return_ids=False, show_progress=False
                    )[0]
                scores = ranker.get_scores(toks) if toks else np.zeros(len(texts))
            order = np.argsort(-np.asarray(scores), kind="stable")
            ranked = [_as_recall(older[i], float(scores[i]), now) for i in order]
            kept = fill_by_tokens(ranked, room, counter)
            block = (
                make_message("system", render_memories(kept), counter=counter, timestamp=now)
                if kept
                else None
            )
            seen = visible_text(([block] if block else []) + window)
            out[name].append(evidence_score(q, by_id, seen))
    return out


# ---------------------------------------------------------------------------- decaymem
def run_agent(
    dlg: Dialogue,
    embedder: Embedder,
    *,
    agent_kwargs: dict[str, Any] | None = None,
    stats: dict[str, Any] | None = None,
    window_tokens: int = WINDOW,
) -> list[float]:
    """Stream the dialogue through ``AgentMemory`` and score ``context(query=q)`` per question."""
    clock = FixedClock(dlg.turns[0].at)
    kwargs = {"context_window": window_tokens, **(agent_kwargs or {})}
    by_id = {t.dia_id: probes(t.text) for t in dlg.turns}
    with AgentMemory(
        embedder=embedder, clock=clock, namespace=f"locomo-{dlg.name}", **kwargs
    ) as mem:
        for t in dlg.turns:
            clock.set(max(clock.now(), t.at))
            mem.add_message(dlg.role(t.speaker), t.text, name=t.speaker)
        clock.set(dlg.asked_at)
        scores = []
        n_recalled = []
        for q in dlg.questions:
            ctx = mem.context(query=q.text)
            n_recalled.append(len(ctx.recalled))
            scores.append(evidence_score(q, by_id, visible_text(ctx.messages)))
        if stats is not None:
            stats.setdefault("memories", []).append(mem.long_term.count(mem.namespace))
            stats.setdefault("recalled_per_query", []).append(float(np.mean(n_recalled)))
            stats.setdefault("window_turns", []).append(len(mem.buffer.turns))
    return scores


# ---------------------------------------------------------------------------- recall@10
def default_modes() -> dict[str, ScoringMode]:
    d = HybridScoring()
    return {
        "fusion (default)": FusionScoring(),
        "seed (λ=0.05/s)": SeedScoring(),
        "cosine": CosineScoring(),
        "bm25": BM25Scoring(),
        "hybrid (previous default)": d,
        "hybrid, no supersession": replace(d, supersede_threshold=math.inf),
    }


def episode_inputs(dlg: Dialogue) -> list[MemoryInput]:
    """The turns as ``AgentMemory`` archives them: verbatim text, speaker and role metadata,
    embedded with the turn before it."""
    out = []
    prev: Turn | None = None
    for t in dlg.turns:
        out.append(
            MemoryInput(
                text=t.text,
                at=t.at,
                metadata={
                    "kind": "episode",
                    "role": dlg.role(t.speaker),
                    "name": t.speaker,
                    "dia_id": t.dia_id,
                },
                source="episode",
                id=f"episode:{dlg.name}:{t.dia_id}",
                context=f"{prev.speaker}: {prev.text}" if prev is not None else None,
            )
        )
        prev = t
    return out


def _hits(q: Question, found: set[str]) -> float:
    return sum(e in found for e in q.evidence) / len(q.evidence)


def recall_at_10(
    dlgs: Sequence[Dialogue],
    embedder: Embedder,
    modes: dict[str, ScoringMode],
    *,
    k: int = 10,
) -> dict[str, float]:
    """Mean fraction of evidence turns in the top ``k``.

    Rows per scoring mode: ``LongTermMemory.recall`` over the turns stored as the archive stores
    them (:func:`episode_inputs`). Rows "raw turns": a naive ranker over ``"Speaker: text"``
    (MiniLM cosine; BM25 with the whole question), the rivals' retrieval.
    """
    import bm25s

    totals = dict.fromkeys(modes, 0.0)
    totals["raw turns: MiniLM cosine"] = 0.0
    totals["raw turns: BM25"] = 0.0
    n = 0
    for dlg in dlgs:
        clock = FixedClock(dlg.asked_at)
        ltm = LongTermMemory(store=InMemoryStore(), embedder=embedder, clock=clock)
        ids = ltm.remember_many(episode_inputs(dlg), namespace="conv")
        dia_of = {mid: t.dia_id for t, mid in zip(dlg.turns, ids, strict=True)}
        raw = [episode_text(dlg, t) for t in dlg.turns]
        vecs = embedder.embed(raw)
        retriever = bm25s.BM25()
        retriever.index(
            bm25s.tokenize(raw, stopwords="en", show_progress=False), show_progress=False
        )
        qvecs = embedder.embed([q.text for q in dlg.questions])
        for q, qv in zip(dlg.questions, qvecs, strict=True):
            n += 1
            for name, mode in modes.items():
                got = ltm.recall(q.text, k=k, namespace="conv", scoring=mode)
                totals[name] += _hits(q, {dia_of.get(r.id, "") for r in got})
            toks = bm25s.tokenize([q.text], stopwords="en", return_ids=False, show_progress=False)[
                0
            ]
            for name, scores in (
                ("raw turns: MiniLM cosine", vecs @ qv),
                ("raw turns: BM25", retriever.get_scores(toks) if toks else np.zeros(len(raw))),
            ):
                top = np.argsort(-np.asarray(scores), kind="stable")[:k]
                totals[name] += _hits(q, {dlg.turns[int(i)].dia_id for i in top})
    return {name: v / max(1, n) for name, v in totals.items()}


# ---------------------------------------------------------------------------- runner


def run(
    dlgs: Sequence[Dialogue],
    embedder: Embedder,
    *,
    agent_variants: dict[str, dict[str, Any]] | None = None,
    modes: dict[str, ScoringMode] | None = None,
    with_rivals: bool = True,
    window_tokens: int = WINDOW,
) -> dict[str, Any]:
    counter = MessageTokenCounter(default_token_counter())
    variants = (
        agent_variants
        if agent_variants is not None
        else {
            "decaymem (defaults)": {},
            "decaymem, memories held to the 15 % share": {"borrow_unused_history": False},
        }
    )
    res: dict[str, Any] = {
        "conversations": [d.name for d in dlgs],
        "questions": sum(len(d.questions) for d in dlgs),
        "skipped": sum(d.skipped for d in dlgs),
        "turns": sum(len(d.turns) for d in dlgs),
        "embedder": embedder.name,
        "context_window": window_tokens,
        "end_to_end": {},
        "seconds": {},
        "stats": {},
    }
    per_q: dict[str, list[float]] = {}
    if with_rivals:
        t0 = time.perf_counter()
        for d in dlgs:
            for name, scores in rivals(d, embedder, counter, window_tokens=window_tokens).items():
                per_q.setdefault(name, []).extend(scores)
        res["seconds"]["rivals"] = time.perf_counter() - t0
    for label, kwargs in variants.items():
        t0 = time.perf_counter()
        stats: dict[str, Any] = {}
        for d in dlgs:
            per_q.setdefault(label, []).extend(
                run_agent(
                    d, embedder, agent_kwargs=kwargs, stats=stats, window_tokens=window_tokens
                )
            )
        res["seconds"][label] = time.perf_counter() - t0
        res["stats"][label] = {k: float(np.mean(v)) for k, v in stats.items()}
    names = {
        "window": "trimmed window alone",
        "cosine": "window + top MiniLM-cosine raw turns",
        "bm25": "window + top BM25 raw turns",
        "bm25q": "window + top BM25 raw turns, decaymem's terms (stemmed, query function words dropped)",
    }
    for name, scores in per_q.items():
        res["end_to_end"][names.get(name, name)] = float(np.mean(scores)) if scores else 0.0
    t0 = time.perf_counter()
    res["recall@10"] = recall_at_10(dlgs, embedder, modes if modes is not None else default_modes())
    res["seconds"]["recall@10"] = time.perf_counter() - t0
    return res


def markdown(res: dict[str, Any]) -> str:
    lines = [
        f"Conversations {', '.join(res['conversations'])}: {res['turns']} turns, "
        f"{res['questions']} questions of categories 1–4 ({res['skipped']} skipped: no valid "
        f"evidence id); embedder {res['embedder']}.",
        "",
        f"| at {res.get('context_window', WINDOW):,} tokens | evidence in context |",
        "|---|---:|",
    ]
    lines += [f"| {k} | {v:.3f} |" for k, v in res["end_to_end"].items()]
    lines += ["", "| scoring mode | turn-level recall@10 |", "|---|---:|"]
    lines += [f"| {k} | {v:.3f} |" for k, v in res["recall@10"].items()]
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    p.add_argument("--data", default=str(DEFAULT_DATA), help="LoCoMo JSON (locomo10.json format)")
    p.add_argument("--hashing", action="store_true", help="hashing embedder (no model; not MiniLM)")
    p.add_argument("--conversations", type=int, help="only the first N conversations")
    p.add_argument("--cache-dir", help="embedding cache directory (default: under the temp dir)")
    p.add_argument("--json", help="write the figures here")
    p.add_argument(
        "--context-window",
        type=int,
        default=WINDOW,
        help=f"context window of the end-to-end runs and the rivals (default {WINDOW})",
    )
    args = p.parse_args(argv)
    logging.getLogger("decaymem").setLevel(logging.ERROR)  # pressure warnings per turn
    path = Path(args.data)
    if not path.exists():
        print(f"no data at {path}; pass --data PATH to LoCoMo's locomo10.json", file=sys.stderr)
        return 2
    dlgs = load(path)[: args.conversations]
    inner: Embedder = HashingEmbedder() if args.hashing else SentenceTransformerEmbedder()
    embedder = DiskCachedEmbedder(inner, args.cache_dir)
    if args.context_window < 512:
        print("--context-window must be at least 512 tokens", file=sys.stderr)
        return 2
    res = run(dlgs, embedder, window_tokens=args.context_window)
    print(markdown(res))
    print(f"\nseconds: {json.dumps({k: round(v, 1) for k, v in res['seconds'].items()})}")
    print(f"stats: {json.dumps(res['stats'])}")
    if args.json:
        Path(args.json).write_text(json.dumps(res, indent=2), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
