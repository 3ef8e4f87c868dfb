"""Per-append cost of ConversationBuffer as the history grows (issue "Foundation").

    python -m benchmarks.append_cost

Fills an unbounded buffer to N messages, then times 2,000 further turns (add + pressure
check + reading the token total + reading the window, ``buffer.messages``), and the same with
an 8,000-token budget under pressure.
Reports medians and the ratio 20k/1k; the tokenizer's own cost on the same texts is the floor.
"""

from __future__ import annotations

import statistics
import sys
import time

from decaymem import ConversationBuffer, FixedClock, TiktokenCounter

TEXTS = [
    f"This is message number {i}, about topic {i % 17} with a few more words." for i in range(64)
]


def per_append_us(buf: ConversationBuffer, n_timed: int = 2000) -> float:
    samples = []
    for i in range(n_timed):
        text = TEXTS[i % len(TEXTS)]
        t = time.perf_counter()
        buf.add("user" if i % 2 else "assistant", text)
        _ = buf.tokens, buf.utilization, buf.messages
        samples.append(time.perf_counter() - t)
    return statistics.median(samples) * 1e6


def tokenizer_us(counter: TiktokenCounter, n: int = 2000) -> float:
    samples = []
    for i in range(n):
        t = time.perf_counter()
        counter.count(TEXTS[i % len(TEXTS)])
        samples.append(time.perf_counter() - t)
    return statistics.median(samples) * 1e6


def main() -> int:
    counter = TiktokenCounter()
    rows = []
    for size in (1_000, 20_000):
        unbounded = ConversationBuffer(token_counter=counter, clock=FixedClock())
        for i in range(size):
            unbounded.add("user", TEXTS[i % len(TEXTS)])
        bounded = ConversationBuffer(max_tokens=8000, token_counter=counter, clock=FixedClock())
        for i in range(size):
            bounded.add("user", TEXTS[i % len(TEXTS)])
        rows.append((size, per_append_us(unbounded), per_append_us(bounded)))
    floor = tokenizer_us(counter)
    print("| history | append, unbounded (µs) | append, 8k budget under pressure (µs) |")
    print("|---:|---:|---:|")
    for size, u, b in rows:
        print(f"| {size:,} messages | {u:.1f} | {b:.1f} |")
    print(f"| ratio 20k / 1k | {rows[1][1] / rows[0][1]:.2f} | {rows[1][2] / rows[0][2]:.2f} |")
    print(
        f"\ntiktoken alone on the same texts: {floor:.1f} µs per message "
        f"(append + read = {rows[1][1] / floor:.1f}x tokenizing unbounded at 20k, "
        f"{rows[1][2] / floor:.1f}x with the 8k budget)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
