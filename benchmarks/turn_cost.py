"""Per-turn cost of ``AgentMemory`` with default settings, this code against an older one.

    git archive <old-commit> core | tar -x -C /tmp/old
    python -m benchmarks.turn_cost --old /tmp/old/core [--turns 600] [--rounds 3]

Each round runs the same workload once per code version, in fresh subprocesses, alternating
(old, new, old, new, ...), so both see the same machine load. Workload: a made-up two-speaker
conversation of ``--turns`` turns streamed into ``AgentMemory(context_window=4096)`` with the
hashing embedder (no model), an injected clock one minute per turn, and ``context()`` after
every turn (recall and promotion on, the defaults otherwise). Reported: the median over rounds
of the mean wall time and of the mean CPU time of the process per turn (``add_message`` +
``context``; CPU time includes background threads, so work moved off the caller's thread is
still counted there; on a shared machine it swings less than wall time).

``--buffer``: the short-term buffer alone, as the README builds it
(``ConversationBuffer(max_tokens=8000)``, tiktoken), after a history of ``--history`` messages
(2,000) of the same conversation: the mean over ``--turns`` further turns (400, so evictions and
summary folds are in the mean) of ``add`` + reading ``tokens`` and ``messages``, as a multiple of
the mean time to tokenize one of those messages alone (CPU time of the process, both).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path

_TOPICS = ["hiking", "the new job", "a sourdough starter", "the kids' school", "a trip to Oslo",
           "guitar lessons", "the garden", "a marathon", "a book club", "the old car"]  # fmt: skip


def conversation(n: int) -> list[tuple[str, str, str]]:
    out = []
    for i in range(n):
        topic = _TOPICS[(i // 9) % len(_TOPICS)]
        speaker = "Ana" if i % 2 == 0 else "Ben"
        text = (
            f"Turn {i}: I've been thinking about {topic} a lot lately, and honestly it keeps "
            f"surprising me. Yesterday I spent {i % 7 + 1} hours on it. What about you?"
        )
        out.append(("user" if speaker == "Ana" else "assistant", speaker, text))
    return out


def workload(n: int) -> tuple[float, float]:
    """Wall and CPU seconds per turn for this process's ``decaymem``."""
    import logging

    from decaymem import AgentMemory, FixedClock, HashingEmbedder

    logging.getLogger("decaymem").setLevel(logging.ERROR)
    clock = FixedClock(1_700_000_000.0)
    turns = conversation(n)
    with AgentMemory(context_window=4096, embedder=HashingEmbedder(), clock=clock) as mem:
        t0, c0 = time.perf_counter(), time.process_time()
        for role, name, text in turns:
            clock.advance(60)
            mem.add_message(role, text, name=name)
            mem.context()
        return (time.perf_counter() - t0) / n, (time.process_time() - c0) / n


def buffer_workload(n: int, history: int = 2000) -> tuple[float, float]:
    """Mean seconds per buffer turn, and that over the mean seconds to tokenize one message."""
    from decaymem import ConversationBuffer, FixedClock, TiktokenCounter

    counter = TiktokenCounter()
    clock = FixedClock(1_700_000_000.0)
    turns = conversation(history + n)
    buf = ConversationBuffer(max_tokens=8000, token_counter=counter, clock=clock)
    for role, _, text in turns[:history]:
        clock.advance(60)
        buf.add(role, text)
    timed = turns[history:]
    # CPU time of this process (the buffer runs no thread): on a shared machine it swings
    # far less than wall time
    t0 = time.process_time()
    for role, _, text in timed:
        clock.advance(60)
        buf.add(role, text)
        _ = buf.tokens, buf.messages
    per_turn = (time.process_time() - t0) / n
    t0 = time.process_time()
    for k in range(5):  # texts the tokenizer has not seen, five times as many calls
        for _, _, text in timed:
            counter.count(f"{text} {k}")
    per_token_call = (time.process_time() - t0) / (5 * n)
    return per_turn, per_turn / per_token_call


def _child(core: str, n: int, buffer: bool = False) -> tuple[float, float]:
    env = {**os.environ, "PYTHONPATH": core}
    fn = "buffer_workload" if buffer else "workload"
    code = f"import benchmarks.turn_cost as t; print(*t.{fn}({n}))"
    root = Path(__file__).resolve().parent.parent
    env["PYTHONPATH"] = os.pathsep.join([core, str(root)])
    out = subprocess.run(
        [sys.executable, "-c", code], env=env, check=True, capture_output=True, text=True
    )
    wall, cpu = out.stdout.strip().splitlines()[-1].split()
    return float(wall), float(cpu)


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    p.add_argument("--old", required=True, help="the older code's core/ directory")
    p.add_argument("--new", default=str(Path(__file__).resolve().parent.parent / "core"))
    p.add_argument("--turns", type=int, default=600)
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--json")
    p.add_argument("--buffer", action="store_true", help="the buffer alone (see above)")
    args = p.parse_args(argv)
    if args.buffer:
        return _buffer_main(args)
    times: dict[str, list[float]] = {"old": [], "new": []}
    cpu: dict[str, list[float]] = {"old": [], "new": []}
    for _ in range(args.rounds):
        for label in ("old", "new"):
            wall_s, cpu_s = _child(getattr(args, label), args.turns)
            times[label].append(wall_s)
            cpu[label].append(cpu_s)
    print(f"per turn, median of {args.rounds} rounds of {args.turns} turns:")
    ratios = {}
    for what, data in (("wall", times), ("cpu", cpu)):
        med = {k: statistics.median(v) for k, v in data.items()}
        ratios[what] = med["new"] / med["old"]
        for k in ("old", "new"):
            runs = ", ".join(f"{x * 1e3:.2f}" for x in data[k])
            print(f"  {what} {k}: {med[k] * 1e3:.2f} ms  (rounds: {runs} ms)")
        print(f"  {what} new / old = {ratios[what]:.2f}")
    if args.json:
        Path(args.json).write_text(
            json.dumps(
                {
                    "times_s": times,
                    "cpu_s": cpu,
                    "ratio": ratios["wall"],
                    "cpu_ratio": ratios["cpu"],
                },
                indent=2,
            )
        )
    return 0


def _buffer_main(args: argparse.Namespace) -> int:
    turns = 400 if args.turns == 600 else args.turns
    ratios: dict[str, list[float]] = {"old": [], "new": []}
    for _ in range(args.rounds):
        for label in ("old", "new"):
            _, ratio = _child(getattr(args, label), turns, buffer=True)
            ratios[label].append(ratio)
    print(f"buffer turn / tokenizing one message, mean over {turns} turns, {args.rounds} rounds:")
    for k in ("old", "new"):
        runs = ", ".join(f"{x:.1f}" for x in ratios[k])
        print(f"  {k}: {statistics.median(ratios[k]):.1f}x  (rounds: {runs})")
    if args.json:
        Path(args.json).write_text(json.dumps({"buffer_ratio": ratios}, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
