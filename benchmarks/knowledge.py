"""Knowledge that stays right, end to end: does the model see the current value, and can it tell?

    python -m benchmarks.knowledge --data conversations.jsonl [--old DIR] [--json out.json]
    python -m benchmarks.knowledge --format statements [--data benchmarks/data/updates_tuning.jsonl]
        [--limit N] [--old DIR] [--json out.json]

Input (``--format conversations``, the default), one conversation per line::

    {"id": "k001", "domain": "travel",
     "turns": [{"role": "user", "text": "...", "at": "2026-01-05T09:14:00+00:00"}, ...],
     "questions": [{"id": "k001-q1", "kind": "current", "question": "What is our budget now?",
                    "answer": "4,200 EUR", "stale": ["3,000 EUR"], "distractors": []}, ...]}

Kinds: ``current`` (``answer`` is the current value, ``stale`` the superseded ones), ``older``
(a "before" question; ``answer`` is the older value), ``stable`` (stated once, never changed),
``negative`` (a hard negative was said: ``answer`` is the unchanged value, ``distractors`` the
hard negative's value). Answers, stale values and distractors are literal substrings of some
turn (case-insensitive).

``--format statements`` converts the tuning set of update statements
(``benchmarks/data/updates_tuning.jsonl``, schema in ``benchmarks/data/README.md``): one
conversation per row, its statements as user turns at their times; ``asks: newest`` becomes a
``current`` question whose ``stale`` values are the row's other values, ``asks: older`` an
``older`` question. ``--limit N`` keeps the first N rows of each file.

Protocol: each conversation is streamed into ``AgentMemory(None, context_window=4096)`` with
an injected :class:`FixedClock` at each turn's time and the MiniLM embedder (vectors cached on
disk, ``benchmarks/embed_cache.py``). Then seeded neutral filler turns (no facts; the same
sequence for every conversation, one minute apart) are added until every turn of the
conversation has left the window, and each question is asked once, one minute after the last
filler turn, with ``context(query=question)``.

Metrics per kind, over what the model sees (``Context.messages``: system, summary, memories,
window; quoted text is unescaped first):

* **present**: the answer occurs in it (case-insensitive).
* **resolvable** (``current`` and ``negative``): the context is split into places (each line of
  a system message: a memory, a summary item; each window message). Every place that states a
  bad value (a stale value for ``current``, a distractor for ``negative``) carries a date
  (``YYYY-MM-DD``; window messages count as dated: the model sees them in order, newest last),
  and a statement of the answer is also there that is in the window or later-dated than every
  dated bad place (the same date counts when it comes after it in the same message; a place
  that states both the answer and a bad value, "we moved from Kraków to Berlin", counts as
  its own later statement) — or no bad value is shown. For ``negative`` the answer must only be present and dated (the hard
  negative does not supersede it); ``resolvable_strict`` also asks it to be later, as for
  ``current``. A value that is a substring of the answer is looked for with the answer removed.
* **stale shown**: a bad value is shown at all. **resolvable without the summary**: the same
  with the summary block taken out (what recall and the window alone make resolvable).

Side by side in one run: this tree's library (``new``); with ``--old DIR`` an older tree
(``git archive <commit> | tar -x -C DIR``) run in a subprocess with ``PYTHONPATH=DIR/core``;
and a naive cosine memory of raw turns (``cosine``: the newest turns that fit the same history
share, plus the top MiniLM-cosine raw turns filling the same memory share, undated, one
``role: text`` line each, as LangChain's ``VectorStoreRetrieverMemory`` shows them).
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import random
import re
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
WINDOW = 4096
HISTORY_FRACTION, MEMORY_FRACTION = 0.65, 0.15  # AgentMemory's defaults
KINDS = ("current", "older", "stable", "negative")
STATEMENT_SETS = str(ROOT / "benchmarks" / "data" / "updates_tuning.jsonl")


# ---------------------------------------------------------------------------- data
@dataclass
class Question:
    id: str
    kind: str
    question: str
    answer: str
    stale: list[str] = field(default_factory=list)
    distractors: list[str] = field(default_factory=list)


@dataclass
class Conversation:
    id: str
    domain: str
    turns: list[dict[str, Any]]  # role, text, at (ISO 8601)
    questions: list[Question]


def _epoch(at: str) -> float:
    return datetime.fromisoformat(at).timestamp()


def load_conversations(path: str | Path) -> list[Conversation]:
    out = []
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        row = json.loads(line)
        qs = [
            Question(
                id=q["id"],
                kind=q["kind"],
                question=q["question"],
                answer=q["answer"],
                stale=list(q.get("stale") or []),
                distractors=list(q.get("distractors") or []),
            )
            for q in row["questions"]
        ]
        out.append(Conversation(row["id"], row.get("domain", ""), list(row["turns"]), qs))
    return out


def from_statements(path: str | Path, limit: int | None = None) -> list[Conversation]:
    """The update sets' rows as conversations (one question each)."""
    out = []
    rows = [json.loads(x) for x in Path(path).read_text(encoding="utf-8").splitlines() if x]
    for row in rows[:limit]:
        st = row["statements"]
        values = [s for s in st if s["role"] == "value" and s.get("value")]
        asked = next((s for s in values if s["text"] == row["expected"]), None)
        if asked is None:  # a row whose expected statement is not one of its values
            continue
        answer = asked["value"]
        if row["asks"] == "newest":
            seen: dict[str, None] = {}
            for s in values:
                if s["value"].casefold() != answer.casefold():
                    seen[s["value"]] = None
            q = Question(row["id"], "current", row["question"], answer, stale=list(seen))
        else:
            q = Question(row["id"], "older", row["question"], answer)
        turns = [{"role": "user", "text": s["text"], "at": s["at"]} for s in st]
        out.append(Conversation(row["id"], row.get("kind", ""), turns, [q]))
    return out


# ---------------------------------------------------------------------------- filler
_OPEN = ["Okay.", "Alright.", "Sure.", "Right.", "Got it.", "Thanks.", "Hmm.", "Fair enough."]
_SAY = [
    "Let me think about that for a moment before we go on.",
    "That sounds reasonable, so let us keep going with the list.",
    "Give me a second to read through the previous part again.",
    "We can come back to this point a little later if needed.",
    "I will look at the next part and tell you what I notice.",
    "Could you say a bit more about what you meant there?",
    "No rush at all, take whatever time you need for it.",
    "I think that covers this part, shall we move to the next one?",
    "Good question, I had not looked at it from that angle yet.",
    "Let us go through the remaining points one after another.",
    "That makes sense to me, thanks for walking me through it.",
    "I am just making sure I follow the thread of the discussion.",
]  # fmt: skip


def filler(seed: int, n: int, avoid: Sequence[str] = ()) -> list[str]:
    """``n`` neutral turns (no facts), the same for a seed; none contains a value of ``avoid``."""
    rng = random.Random(seed)
    banned = [a.casefold() for a in avoid if a]
    out: list[str] = []
    while len(out) < n:
        text = " ".join([rng.choice(_OPEN), *rng.sample(_SAY, 4)])
        if not any(b in text.casefold() for b in banned):
            out.append(text)
    return out


# ---------------------------------------------------------------------------- metrics
_ESC = re.compile(r"\\u([0-9a-fA-F]{4})")
_DATE = re.compile(r"\b(\d{4}-\d{2}-\d{2})\b")


def _unescape(text: str) -> str:
    return _ESC.sub(lambda m: chr(int(m.group(1), 16)), text).replace('\\"', '"')


@dataclass
class Place:
    text: str  # case-folded, unescaped
    date: str | None  # YYYY-MM-DD
    window: bool
    order: tuple[int, int]  # (message, line)


def places(messages: Sequence[Any], n_window: int) -> list[Place]:
    """Each line of a system message, each other message; the last ``n_window`` are the window."""
    out = []
    first_window = len(messages) - n_window
    for i, m in enumerate(messages):
        text = _unescape(str(m.content)).casefold()
        in_window = i >= first_window and m.role != "system"
        parts = text.splitlines() if m.role == "system" else [text]
        for j, line in enumerate(parts):
            d = _DATE.search(line)
            out.append(Place(line, d.group(1) if d else None, in_window, (i, j)))
    return out


def _states(place: Place, value: str, answer: str) -> bool:
    v, a = value.casefold(), answer.casefold()
    text = place.text.replace(a, " ") if v in a else place.text
    return v in text


def judge(q: Question, messages: Sequence[Any], n_window: int) -> dict[str, Any]:
    res = _judge(q, places(messages, n_window))
    if "resolvable" in res:  # the same without the summary block (what recall alone shows)
        kept = [m for m in messages if "<conversation_summary" not in str(m.content)]
        res["resolvable_no_summary"] = _judge(q, places(kept, n_window))["resolvable"]
    return res


def _judge(q: Question, ps: list[Place]) -> dict[str, Any]:
    seen = "\n".join(p.text for p in ps)
    present = q.answer.casefold() in seen
    res: dict[str, Any] = {"id": q.id, "kind": q.kind, "present": present}
    if q.kind not in ("current", "negative"):
        return res
    bad_values = q.stale if q.kind == "current" else q.distractors
    bad = [p for p in ps if any(_states(p, b, q.answer) for b in bad_values)]
    good = [p for p in ps if q.answer.casefold() in p.text]
    res["stale_shown"] = bool(bad)

    def later(g: Place, b: Place) -> bool:
        if g.window:
            return not b.window or g.order > b.order
        if b.window or g.date is None or b.date is None:
            return False
        return g.date > b.date or (g.date == b.date and g.order > b.order)

    dated = all(p.date is not None or p.window for p in bad)
    # a place stating both ("we moved from Kraków to Berlin") states the answer at its own date
    strict = not bad or (dated and any(all(g is b or later(g, b) for b in bad) for g in good))
    res["resolvable_strict"] = strict
    if q.kind == "current":
        res["resolvable"] = strict
    else:
        res["resolvable"] = not bad or (dated and any(g.window or g.date is not None for g in good))
    return res


# ---------------------------------------------------------------------------- systems
def _embedder(cache_dir: str | None, hashing: bool) -> Any:
    from decaymem import HashingEmbedder, SentenceTransformerEmbedder

    from .embed_cache import DiskCachedEmbedder

    inner = HashingEmbedder() if hashing else SentenceTransformerEmbedder()
    return DiskCachedEmbedder(inner, cache_dir)


def _values(c: Conversation) -> list[str]:
    return [v for q in c.questions for v in (q.answer, *q.stale, *q.distractors)]


def _stream(c: Conversation, add: Any, in_window: Any, seed: int) -> float:
    """Add the turns, then filler until none of them is in the window; returns the asking time."""
    now = 0.0
    for t in c.turns:
        now = max(now, _epoch(t["at"]))
        add(t["role"], t["text"], now)
    texts = {t["text"] for t in c.turns}
    roles = ("user", "assistant")
    pool = filler(seed, 400, _values(c))
    for i, text in enumerate(pool):
        if not in_window(texts):
            break
        now += 60
        add(roles[i % 2], text, now)
    return now + 60


def run_library(
    convs: Sequence[Conversation], embedder: Any, *, window: int = WINDOW, seed: int = 7
) -> list[dict[str, Any]]:
    """This process's ``decaymem`` end to end; one result per question."""
    from decaymem import AgentMemory, FixedClock

    out = []
    for c in convs:
        clock = FixedClock(_epoch(c.turns[0]["at"]) if c.turns else 0.0)
        with AgentMemory(None, context_window=window, embedder=embedder, clock=clock) as mem:

            def add(role: str, text: str, at: float, mem: Any = mem, clock: Any = clock) -> None:
                clock.set(max(clock.now(), at))
                mem.add_message(role, text)

            def in_window(texts: set[str], mem: Any = mem) -> bool:
                return any(m.content in texts for m in mem.buffer.turns)

            asked = _stream(c, add, in_window, seed)
            clock.set(asked)
            for q in c.questions:
                ctx = mem.context(query=q.question)
                n_window = len(mem.buffer.turns)
                out.append(judge(q, ctx.messages, min(n_window, len(ctx.messages))))
    return out


def run_cosine(
    convs: Sequence[Conversation], embedder: Any, *, window: int = WINDOW, seed: int = 7
) -> list[dict[str, Any]]:
    """The naive rival: the recent window plus the top-cosine raw turns, undated."""
    import numpy as np

    from decaymem import MessageTokenCounter, default_token_counter, make_message

    counter = MessageTokenCounter(default_token_counter())
    out = []
    for c in convs:
        log: list[tuple[str, str, float]] = []
        state = {"first": 0}

        def add(role: str, text: str, at: float, log: Any = log) -> None:
            log.append((role, text, at))

        def trimmed(log: Any = log, state: Any = state) -> list[Any]:
            msgs: list[Any] = []
            used, i = 0, len(log)
            while i > 0:
                role, text, at = log[i - 1]
                m = make_message(role, text, counter=counter, timestamp=at)
                if used + m.tokens > int(HISTORY_FRACTION * window):
                    break
                msgs.insert(0, m)
                used += m.tokens
                i -= 1
            state["first"] = i
            return msgs

        def in_window(texts: set[str], trimmed: Any = trimmed) -> bool:
            return any(m.content in texts for m in trimmed())

        asked = _stream(c, add, in_window, seed)
        recent = trimmed()
        older = log[: state["first"]]
        lines = [f"{role}: {text}" for role, text, _ in older]
        vecs = embedder.embed(lines) if lines else np.zeros((0, 1), np.float32)
        for q in c.questions:
            chosen: list[str] = []
            if lines:
                qv = embedder.embed([q.question])[0]
                room = int(MEMORY_FRACTION * window)
                head = "Relevant pieces of previous conversation:"
                for i in np.argsort(-(vecs @ qv), kind="stable"):
                    trial = "\n".join([head, *chosen, lines[i]])
                    if counter.count_message("system", trial) > room:
                        break
                    chosen.append(lines[i])
            msgs = list(recent)
            if chosen:
                block = "\n".join(["Relevant pieces of previous conversation:", *chosen])
                msgs.insert(0, make_message("system", block, counter=counter, timestamp=asked))
            out.append(judge(q, msgs, len(recent)))
    return out


def _child(data: str, out: str, cache_dir: str | None, hashing: bool, window: int) -> None:
    """Entry point of the ``--old`` subprocess."""
    logging.getLogger("decaymem").setLevel(logging.ERROR)
    convs = [
        Conversation(c["id"], c["domain"], c["turns"], [Question(**q) for q in c["questions"]])
        for c in json.loads(Path(data).read_text(encoding="utf-8"))
    ]
    res = run_library(convs, _embedder(cache_dir, hashing), window=window)
    Path(out).write_text(json.dumps(res), encoding="utf-8")


def run_old(
    old: str, convs: Sequence[Conversation], cache_dir: str | None, hashing: bool, window: int
) -> list[dict[str, Any]]:
    with tempfile.TemporaryDirectory() as tmp:
        data, out = Path(tmp) / "in.json", Path(tmp) / "out.json"
        data.write_text(json.dumps([asdict(c) for c in convs]), encoding="utf-8")
        env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(Path(old) / "core"), str(ROOT)])}
        code = (
            "import benchmarks.knowledge as k; "
            f"k._child({str(data)!r}, {str(out)!r}, {cache_dir!r}, {hashing!r}, {window!r})"
        )
        subprocess.run([sys.executable, "-c", code], env=env, check=True, cwd=str(ROOT))
        result: list[dict[str, Any]] = json.loads(out.read_text(encoding="utf-8"))
        return result


# ---------------------------------------------------------------------------- report
def summarise(results: Sequence[dict[str, Any]]) -> dict[str, dict[str, float]]:
    table: dict[str, dict[str, float]] = {}
    for kind in KINDS:
        rows = [r for r in results if r["kind"] == kind]
        if not rows:
            continue
        cell: dict[str, float] = {"n": len(rows)}
        for metric in (
            "present",
            "resolvable",
            "resolvable_strict",
            "resolvable_no_summary",
            "stale_shown",
        ):
            vals = [r[metric] for r in rows if metric in r]
            if vals:
                cell[metric] = sum(vals) / len(vals)
        table[kind] = cell
    return table


def markdown(tables: dict[str, dict[str, dict[str, float]]]) -> str:
    lines = [
        "| system | kind | n | present | resolvable | resolvable (strict) "
        "| resolvable without the summary | bad value shown |",
        "|---|---|---:|---:|---:|---:|---:|---:|",
    ]
    for system, table in tables.items():
        for kind, cell in table.items():

            def f(k: str, cell: dict[str, float] = cell) -> str:
                return f"{cell[k]:.3f}" if k in cell else "–"

            lines.append(
                f"| {system} | {kind} | {cell['n']:.0f} | {f('present')} | {f('resolvable')} "
                f"| {f('resolvable_strict')} | {f('resolvable_no_summary')} | {f('stale_shown')} |"
            )
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    p.add_argument(
        "--data", nargs="*", help="JSONL files (statements: default updates_tuning.jsonl)"
    )
    p.add_argument("--format", choices=("conversations", "statements"), default="conversations")
    p.add_argument("--limit", type=int, help="the first N conversations of each file")
    p.add_argument("--old", help="an older tree (git archive); its core/ is run in a subprocess")
    p.add_argument("--no-cosine", action="store_true", help="skip the naive cosine memory")
    p.add_argument("--no-new", action="store_true", help="skip this tree's library")
    p.add_argument("--hashing", action="store_true", help="hashing embedder (no model)")
    p.add_argument("--cache-dir", help="embedding cache directory (default: under the temp dir)")
    p.add_argument("--context-window", type=int, default=WINDOW)
    p.add_argument("--json", help="write the tables and per-question results here")
    args = p.parse_args(argv)
    logging.getLogger("decaymem").setLevel(logging.ERROR)
    if args.format == "statements":
        files = args.data or [STATEMENT_SETS]
        convs = [c for f in files for c in from_statements(f, args.limit)]
    else:
        if not args.data:
            print("pass --data PATH (conversations JSONL)", file=sys.stderr)
            return 2
        convs = [c for f in args.data for c in load_conversations(f)[: args.limit]]
    embedder = _embedder(args.cache_dir, args.hashing)
    results: dict[str, list[dict[str, Any]]] = {}
    seconds: dict[str, float] = {}
    w = args.context_window
    if not args.no_new:
        t0 = time.perf_counter()
        results["new"] = run_library(convs, embedder, window=w)
        seconds["new"] = time.perf_counter() - t0
    if args.old:
        t0 = time.perf_counter()
        results["old"] = run_old(args.old, convs, args.cache_dir, args.hashing, w)
        seconds["old"] = time.perf_counter() - t0
    if not args.no_cosine:
        t0 = time.perf_counter()
        results["cosine"] = run_cosine(convs, embedder, window=w)
        seconds["cosine"] = time.perf_counter() - t0
    tables = {k: summarise(v) for k, v in results.items()}
    print(f"{len(convs)} conversations, {sum(len(c.questions) for c in convs)} questions")
    print(markdown(tables))
    print(f"seconds: {json.dumps({k: round(v, 1) for k, v in seconds.items()})}")
    if args.json:
        Path(args.json).write_text(
            json.dumps({"tables": tables, "seconds": seconds, "results": results}, indent=2),
            encoding="utf-8",
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
