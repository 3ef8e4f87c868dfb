"""Child process for the crash-safety test: writes until killed, acknowledging each write.

    python -m tests.reliability.crash_writer PATH START [bulk]

Prints ``M <id>`` after each add_message returned and ``R <id>`` after each remember returned,
flushing stdout, so the parent knows exactly which writes had returned before the SIGKILL.

``bulk`` writes long-term memories only, in ``remember_many`` batches of :data:`BULK_BATCH`
(more than one 5,000-record read page of the store), into the namespace ``bulk``: it prints
``B <n>`` when batch ``n`` starts and ``R <id>`` for every id once the batch returned.
"""

from __future__ import annotations

import random
import sys

from decaymem import AgentMemory, HashingEmbedder, MemoryInput

BULK_BATCH = 6000
_WORDS = [a + b for a in ("ka", "lo", "mi", "ne", "ru", "sa", "to", "vi") for b in "pdfgjkmt"]


def bulk_text(n: int) -> str:
    """A distinct text per number (six of 64 words and a unique token)."""
    return " ".join(random.Random(n).sample(_WORDS, 6)) + f" note k{n}z"


def main() -> None:
    path, start = sys.argv[1], int(sys.argv[2])
    bulk = len(sys.argv) > 3 and sys.argv[3] == "bulk"
    mem = AgentMemory(path, session_id="crash", context_window=400, embedder=HashingEmbedder())
    print("READY", flush=True)
    if bulk:
        for b in range(1_000_000):
            print(f"B {b}", flush=True)
            first = start + b * BULK_BATCH
            items = [
                MemoryInput(text=bulk_text(n), metadata={"n": n})
                for n in range(first, first + BULK_BATCH)
            ]
            ids = mem.long_term.remember_many(items, namespace="bulk")
            sys.stdout.write("".join(f"R {mid} {n}\n" for n, mid in enumerate(ids, first)))
            sys.stdout.flush()
    i = start
    while True:
        r = mem.add_message(
            "user" if i % 2 else "assistant",
            f"message {i}: the locker code for room {i} is {1000 + i}.",
        )
        print(f"M {r.message.id}", flush=True)
        if i % 3 == 0:
            mid = mem.remember(f"unique fact number {i} about crate {i * 7}", importance=5)
            print(f"R {mid}", flush=True)
        i += 1


if __name__ == "__main__":
    main()
