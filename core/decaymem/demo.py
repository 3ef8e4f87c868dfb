"""The scripted demo behind ``decaymem demo`` (offline, embedded Chroma)."""

from __future__ import annotations

import shlex
import tempfile
from pathlib import Path

from rich import box
from rich.console import Console
from rich.markup import escape
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from .agent import AgentMemory, Context
from .clock import FixedClock
from .embeddings import Embedder, HashingEmbedder, SentenceTransformerEmbedder
from .longterm import scope
from .pressure import Action, PressureEvent
from .render import format_age
from .scoring import SeedScoring
from .snapshot import read_snapshot

__all__ = ["SCRIPT", "run_demo", "run_demo_context"]

ITINERARY = (
    "Here is the draft itinerary I pasted from my notes. Day 1 Tokyo: arrive at Haneda, check in "
    "near Ueno, evening walk in Yanaka. Day 2: Asakusa, Senso-ji, Sumida river cruise, dinner in "
    "Kappabashi. Day 3: Meiji shrine, Harajuku, Shibuya crossing, Shimokitazawa vintage shops. "
    "Day 4: day trip to Nikko, Toshogu shrine, Kegon falls. Day 5: Hakone loop, ropeway, Lake "
    "Ashi cruise, onsen night. Day 6: Shinkansen to Kyoto, Gion at dusk. Day 7: Fushimi Inari at "
    "sunrise, Tofuku-ji, Nishiki market. Day 8: Arashiyama bamboo grove, Tenryu-ji, monkey park. "
    "Day 9: Nara deer park, Todai-ji, Kasuga Taisha. Day 10: Philosopher's Path, Ginkaku-ji, "
    "tea ceremony. Day 11: Himeji castle day trip. Day 12: Osaka, Dotonbori street food. Day 13: "
    "Osaka castle, Kuromon market. Day 14: free day, shopping in Umeda. Day 15: fly home."
)

# (role, text, seconds since the previous turn)
SCRIPT: list[tuple[str, str, float]] = [
    (
        "user",
        "Hi! I'm Ana. I want to plan a two-week trip to Japan in April with my wife Maria.",
        0,
    ),
    ("assistant", "Lovely! April is cherry-blossom season. What budget do you have in mind?", 20),
    ("user", "Our budget is at most 6,000 EUR for both of us, flights included.", 40),
    ("assistant", "Noted: 6,000 EUR in total. That covers mid-range hotels and a rail pass.", 20),
    ("user", "Maria is vegetarian, so every restaurant must have vegetarian options.", 60),
    (
        "assistant",
        "Understood. Kyoto's temple restaurants serve shojin ryori, which is vegetarian.",
        20,
    ),
    ("user", "Haha, she'll love that. The weather here is awful today, by the way.", 90),
    ("assistant", "Sorry to hear that! Japan in April should be much milder.", 15),
    ("user", "We land in Tokyo on April 3 and fly home from Osaka on April 17.", 120),
    ("assistant", "Two weeks: Tokyo, Hakone, Kyoto, Nara and Osaka fit without rushing.", 20),
    ("user", "I'm allergic to shellfish, so please never suggest seafood places.", 60),
    ("assistant", "Got it, no seafood. I'll keep every suggestion shellfish-free.", 15),
    ("user", "Please remind me to book the ryokan in Kyoto by Friday.", 60),
    ("assistant", "I'll remind you to book the Kyoto ryokan by Friday.", 10),
    ("user", ITINERARY, 300),
    (
        "assistant",
        "That itinerary is well paced. Day 4 and Day 11 are long day trips; consider a "
        "JR Pass so the Nikko and Himeji trips are covered.",
        30,
    ),
    ("user", "Thanks! Random question: did you watch any good films lately?", 200),
    ("assistant", "I don't watch films, but I can suggest Japanese classics for the flight.", 10),
    ("user", "Update: our travel budget is now 7,500 EUR, my parents are chipping in.", 400),
    ("assistant", "Great news: with 7,500 EUR you could add a night in a luxury ryokan.", 15),
    ("user", "Let's do that. Maria's birthday is on April 9, so book it for that night.", 60),
    ("assistant", "I'll look for a luxury ryokan in Hakone for April 9, Maria's birthday.", 15),
    ("user", "Cool. My coffee went cold while typing all this, haha.", 120),
    ("assistant", "A classic hazard of trip planning! Anything else for today?", 10),
    ("user", "No, that's all for now. Talk tomorrow!", 30),
    ("assistant", "Talk tomorrow, Ana. Enjoy your evening.", 5),
    ("user", "Good morning! I slept badly, the neighbours had a party.", 50_000),
    ("assistant", "Good morning, sorry about the noise. Shall we continue with hotels?", 10),
    ("user", "Yes. In Tokyo we prefer a quiet hotel near Ueno park, under 180 EUR a night.", 60),
    ("assistant", "Noted: quiet, near Ueno, under 180 EUR a night. I'll shortlist three.", 15),
    ("user", "Also, Maria gets motion sick, so no long bus rides please.", 60),
    ("assistant", "Understood, trains over buses everywhere, including the Hakone loop.", 15),
    ("user", "Perfect. What's the weather usually like in early April?", 60),
    ("assistant", "Mild, 10 to 18 degrees, with some rain. Pack layers and an umbrella.", 10),
    ("user", "Great, thank you so much!", 30),
    ("assistant", "You're welcome, Ana. I'll have the hotel shortlist ready next time.", 5),
]

QUERIES = ["What is our travel budget?", "Are there any food restrictions?"]
TIMES = [
    ("30 s later", 30.0),
    ("10 min later", 600.0),
    ("1 day later", 86_400.0),
    ("1 month later", 30 * 86_400.0),
]


def _bar(u: float, width: int = 10) -> str:
    filled = min(width, round(u * width))
    colour = "green" if u < 0.70 else "yellow" if u < 0.85 else "red"
    return f"[{colour}]{'█' * filled}{'·' * (width - filled)}[/] {u:4.0%}"


def _fresh_session(root: Path) -> tuple[str, str, list[str]]:
    """A session id and namespace no earlier run used in ``root``, and the earlier sessions.

    A second run on the same ``--path`` starts afresh instead of continuing the first (whose
    window would start at 81 % and whose counts would add up): a new session with its own
    long-term namespace.
    """
    earlier = [s.session_id for s in read_snapshot(root).sessions] if root.is_dir() else []
    if "trip" not in earlier:
        return "trip", "user:ana", earlier
    n = 2
    while f"trip-{n}" in earlier:
        n += 1
    return f"trip-{n}", scope(user="ana", session=f"trip-{n}"), earlier


def run_demo(
    console: Console,
    *,
    path: Path | None = None,
    fast: bool = False,
    command: str = "decaymem",
) -> Path:
    """Run the demo; returns the directory that holds its memory.

    Args:
        command: how the user runs decaymem (e.g. ``.venv/bin/decaymem``), for the commands
            the demo suggests at the end.
    """
    return run_demo_context(console, path=path, fast=fast, command=command)[0]


def run_demo_context(
    console: Console,
    *,
    path: Path | None = None,
    fast: bool = False,
    command: str = "decaymem",
) -> tuple[Path, Context]:
    """Run the demo; the directory that holds its memory, and the final context (step 5)."""
    root = path or Path(tempfile.mkdtemp(prefix="decaymem-demo-"))
    session_id, namespace, earlier = _fresh_session(root)
    clock = FixedClock(1_775_000_000.0)  # early April 2026, UTC
    embedder: Embedder = HashingEmbedder() if fast else SentenceTransformerEmbedder()
    events: list[PressureEvent] = []
    console.rule("[bold]decaymem demo[/bold] — offline, embedded Chroma")
    console.print(f"Memory directory: [cyan]{root}[/cyan]  (embedder: {embedder.name})")
    if earlier:
        console.print(
            f"It already holds {len(earlier)} earlier session(s) ({', '.join(earlier)}): this "
            f"run starts fresh as session [bold]{session_id}[/bold] with its own long-term "
            f"memory [bold]{namespace}[/bold]; the earlier runs stay as they were."
        )
    console.print()
    with console.status("loading the embedding model..."):
        embedder.embed(["warm up"])
    mem = AgentMemory(
        root,
        session_id=session_id,
        namespace=namespace,
        context_window=800,
        clock=clock,
        embedder=embedder,
        system_prompt="You are a meticulous travel planner for Ana.",
        on_event=[events.append],
    )
    try:
        _conversation(console, mem, clock)
        listed = _summary_and_facts(console, mem, events)
        _time_passes(console, mem, clock)
        ctx = _context(console, mem)
        _kept(console, mem, listed)
    finally:
        mem.close()
    where = shlex.quote(str(root))
    # soft_wrap: a command broken over two lines cannot be copied and pasted.
    console.print("\nInspect what was kept, and ask it yourself:")
    for cmd in (
        f"{command} inspect {where}",
        f"{command} recall {where} 'what can we not eat?' --namespace {shlex.quote(namespace)}",
    ):
        console.print(f"  [bold]{escape(cmd)}[/bold]", soft_wrap=True)
    return root, ctx


def _kept(console: Console, mem: AgentMemory, listed: int) -> None:
    """The final count, the one ``decaymem inspect`` shows: steps 4 and 5 add to step 3's."""
    records = mem.long_term.get(namespace=mem.namespace)
    facts = sum(1 for r in records if r.source == "fact")
    turns = sum(1 for r in records if r.source == "episode")
    console.print(
        f"\nLong-term memory {mem.namespace} now holds {len(records)} memories, as "
        f"`inspect` shows: {turns} archived turns and {facts} facts from the conversation "
        f"(step 3 listed the {listed} stored by then; step 5's turn evicted older turns, "
        f"archived with their facts too) and {len(records) - facts - turns} remembered "
        "directly (step 4)."
    )


def _conversation(console: Console, mem: AgentMemory, clock: FixedClock) -> None:
    budget = mem.buffer.max_tokens
    table = Table(
        title=f"1. {len(SCRIPT)} turns, {budget}-token history budget\n"
        "(warn at 70 %, evict oldest at 85 %, summarize at 95 %)",
        box=box.SIMPLE_HEAD,
    )
    table.add_column("#", justify="right", no_wrap=True)
    table.add_column("turn (U: user, A: assistant)", no_wrap=True)
    table.add_column("pressure", no_wrap=True)
    table.add_column("action", no_wrap=True)
    for i, (role, text, dt) in enumerate(SCRIPT, 1):
        clock.advance(dt)
        result = mem.add_message(role, text)
        actions = []
        for e in result.events:
            if e.action is Action.WARN:
                actions.append("[yellow]warn[/]")
            elif e.action is Action.TRUNCATE:
                actions.append(f"[red]evict {len(e.ids)}[/]")
            else:
                actions.append(f"[magenta]summarize {len(e.ids)}[/]")
        short = text if len(text) <= 26 else text[:25] + "…"
        table.add_row(
            str(i), f"{role[0].upper()}: {short}", _bar(mem.buffer.utilization), ", ".join(actions)
        )
    console.print(table)


def _summary_and_facts(console: Console, mem: AgentMemory, events: list[PressureEvent]) -> int:
    summary = mem.buffer.summary
    if summary is not None:
        n = int(summary.metadata.get("compressed_total", 0))
        console.print(
            Panel(
                summary.content,
                title=f"2. Running summary ({n} turns compressed, {summary.tokens} tokens)",
                expand=False,
            )
        )
    removed = sum(len(e.ids) for e in events if e.action is not Action.WARN)
    console.print(
        f"{len(events)} pressure events; {removed} turns left the window, every one "
        "recorded in the audit log and the transcript.\n"
    )
    facts = mem.long_term.get(namespace=mem.namespace)
    table = Table(
        title=f"3. Facts promoted to long-term memory so far, with the archived turns "
        f"they come from ({len(facts)})"
    )
    table.add_column("importance", justify="right")
    table.add_column("kind")
    table.add_column("memory")
    for r in sorted(facts, key=lambda r: -r.importance):
        table.add_row(f"{r.importance:g}", str(r.metadata.get("kind", "")), r.text)
    console.print(table)
    return len(facts)


def _cut(text: str, n: int = 25) -> str:
    return text if len(text) <= n else text[: n - 1] + "…"


def _time_passes(console: Console, mem: AgentMemory, clock: FixedClock) -> None:
    seed, default = SeedScoring(), mem.long_term.scoring  # the library's default ranking
    start = clock.now()
    mem.remember("We booked a luxury ryokan in Hakone for April 9.", importance=7)
    console.print(
        "4. Time passes. A memory stored just now (the ryokan booking) and the facts from the "
        "conversation, recalled under the seed formula (sim01 × importance × e^(-0.05·Δt), Δt "
        "in seconds) and under the default."
    )
    for label, offset in TIMES:
        queries = QUERIES if offset >= 30 * 86_400 else QUERIES[:1]
        for query in queries:
            table = Table(title=f'{label}: "{query}"', box=box.SIMPLE_HEAD, pad_edge=False)
            table.add_column("#", no_wrap=True)
            table.add_column("seed formula", no_wrap=True)
            table.add_column("score", justify="right", no_wrap=True)
            table.add_column("default", no_wrap=True)
            table.add_column("score", justify="right", no_wrap=True)
            now = start + offset
            a = mem.long_term.recall(query, k=3, namespace=mem.namespace, now=now, scoring=seed)
            b = mem.long_term.recall(query, k=3, namespace=mem.namespace, now=now, scoring=default)
            for i in range(3):
                ra = a[i] if i < len(a) else None
                rb = b[i] if i < len(b) else None
                table.add_row(
                    str(i + 1),
                    _cut(ra.text) if ra else "",
                    f"{ra.score:.1e}" if ra else "",
                    _cut(rb.text) if rb else "",
                    f"{rb.score:.3f}" if rb else "",
                )
            console.print(table)
    console.print(
        "Under the seed formula every score is ~0 ten minutes later and the order is noise. "
        "The default keeps relevance first; recency and importance decide among comparably "
        "relevant memories. Both budgets are kept and shown with their dates, oldest first, so "
        "the model sees that 7,500 EUR came after 6,000 EUR; nothing is hidden on a guess.\n"
    )


def _context(console: Console, mem: AgentMemory) -> Context:
    mem.clock.advance(30 * 86_400)  # type: ignore[attr-defined]
    mem.add_message("user", "Remind me, what's our budget and what can't we eat?")
    ctx = mem.context()
    console.rule(f"5. What the model sees a month later ({ctx.tokens}/{ctx.budget} tokens)")
    for m in ctx.messages:
        text = m.content if len(m.content) < 900 else m.content[:900] + "..."
        line = Text()
        line.append(f"{m.role}: ", style="bold")
        line.append(text)
        console.print(line)
    n = len(ctx.recalled)
    console.print(
        f"\nRecalled {n} {'memory' if n == 1 else 'memories'}: "
        + ", ".join(f"{format_age(r.age_s)} old" for r in ctx.recalled)
    )
    return ctx
