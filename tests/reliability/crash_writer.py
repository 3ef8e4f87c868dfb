"""Child process for the crash-safety test: writes until killed, acknowledging each write.

    python -m tests.reliability.crash_writer PATH START

Prints ``M <id>`` after each add_message returned and ``R <id>`` after each remember returned,
flushing stdout, so the parent knows exactly which writes had returned before the SIGKILL.
"""

from __future__ import annotations

import sys

from decaymem import AgentMemory, HashingEmbedder


def main() -> None:
    path, start = sys.argv[1], int(sys.argv[2])
    mem = AgentMemory(path, session_id="crash", context_window=400, embedder=HashingEmbedder())
    print("READY", flush=True)
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
