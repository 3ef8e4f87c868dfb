"""The ``decaymem`` command line."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from rich.console import Console
from rich.table import Table

from .buffer import ConversationBuffer
from .clock import FixedClock
from .pressure import PressurePolicy

__all__ = ["main"]

SCRIPT = [
    ("user", "Hi! I'm Ana. I want to plan a two-week trip to Japan in April with my wife Maria."),
    ("assistant", "Lovely! April is cherry-blossom season. Tell me about your budget and tastes."),
    ("user", "Our budget is at most 6,000 EUR for both of us, flights included."),
    ("assistant", "Noted: 6,000 EUR in total. That covers mid-range hotels and a rail pass."),
    ("user", "Maria is vegetarian, so every restaurant must have vegetarian options."),
    ("assistant", "Understood. Kyoto's temple restaurants serve shojin ryori, which is vegetarian."),
    ("user", "We land in Tokyo on April 3 and fly home from Osaka on April 17."),
    ("assistant", "Two weeks: Tokyo, Hakone, Kyoto, Nara and Osaka fit without rushing."),
    ("user", "Please remind me to book the ryokan in Kyoto by Friday."),
    ("assistant", "I'll remind you to book the Kyoto ryokan by Friday."),
    ("user", "Thanks, that's great. How is the weather in early April usually?"),
    ("assistant", "Mild, 10 to 18 degrees, with some rain. Pack layers and an umbrella."),
]


def demo(console: Console) -> None:
    clock = FixedClock()
    buf = ConversationBuffer(
        max_tokens=220, clock=clock, policy=PressurePolicy(summary_max_fraction=0.5)
    )
    buf.set_system("You are a meticulous travel planner.")
    table = Table(title="A scripted conversation through a 220-token buffer")
    for col in ("turn", "role", "tokens", "utilization", "action"):
        table.add_column(col)
    for i, (role, text) in enumerate(SCRIPT * 2, 1):
        clock.advance(30)
        result = buf.add(role, text)
        actions = ", ".join(f"{e.action.value} ({len(e.ids)} ids)" for e in result.events) or "-"
        table.add_row(str(i), role, str(buf.tokens), f"{buf.utilization:.0%}", actions)
    console.print(table)
    if buf.summary is not None:
        console.print("[bold]Running summary[/bold]")
        console.print(buf.summary.content)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="decaymem", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("demo", help="run the offline demo")
    args = parser.parse_args(argv)
    console = Console()
    if args.command == "demo":
        demo(console)
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
