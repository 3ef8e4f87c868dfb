"""The ``decaymem`` command line: the demo, and tools to look into a memory directory.

decaymem demo [--path DIR] [--fast]
decaymem inspect PATH [--limit N]                  (read-only, also while an agent runs)
decaymem recall PATH QUERY (--namespace NS | --all-namespaces) [-k K] [--mode fusion|...]
decaymem forget PATH ID [ID ...] (--namespace NS | --all-namespaces) [--all-matching] [--yes]
decaymem export PATH FILE (--namespace NS | --all-namespaces) [--sessions]    (JSON lines)
decaymem import PATH FILE [--namespace NS]      (creates PATH; sessions too, if FILE has them)
"""

from __future__ import annotations

import argparse
import json
import logging
import shlex
import shutil
import sys
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.logging import RichHandler
from rich.markup import escape
from rich.panel import Panel
from rich.progress import Progress
from rich.table import Table

from . import __version__
from .errors import DecaymemError, InvalidInputError, SerializationError
from .idmatch import MIN_PREFIX, match_ids
from .longterm import LongTermMemory
from .progress import RichProgress
from .records import MemoryRecord, validate_namespace
from .render import format_age
from .scoring import (
    BM25Scoring,
    CosineScoring,
    FusionScoring,
    HybridScoring,
    ScoringMode,
    SeedScoring,
)
from .session_store import SessionStore, acquire_path_lock
from .snapshot import read_snapshot
from .stores import ChromaStore
from .transfer import (
    SESSION_KIND,
    SessionDump,
    export_sessions,
    import_sessions,
    memory_record,
    parse_line,
    read_session,
    read_text,
)

__all__ = ["main"]

MODES: dict[str, ScoringMode] = {
    "fusion": FusionScoring(),  # the library's default
    "hybrid": HybridScoring(),
    "seed": SeedScoring(),
    "cosine": CosineScoring(),
    "bm25": BM25Scoring(),
}


def _namespace_arg(args: argparse.Namespace, *, all_allowed: bool = True) -> str | None:
    """``--namespace``, or ``None`` for every namespace (only with ``--all-namespaces``); a blank
    one is refused, so an unset shell variable never reads every user's memories."""
    ns = args.namespace
    if ns is not None and not ns.strip():
        alt = ", or pass --all-namespaces for all" if all_allowed else ""
        raise InvalidInputError(
            f"--namespace {ns!r} is empty; hint: e.g. --namespace user:ana{alt}"
        )
    if ns is None and all_allowed and not args.all_namespaces:
        raise InvalidInputError(
            f"`decaymem {args.command}` needs --namespace NS or --all-namespaces; hint: "
            f"`decaymem inspect {args.path}` lists the namespaces"
        )
    return None if ns is None else validate_namespace(ns)


def _add_scope_args(p: argparse.ArgumentParser) -> None:
    group = p.add_mutually_exclusive_group()
    group.add_argument("--namespace", help="this namespace only")
    group.add_argument("--all-namespaces", action="store_true", help="every namespace")


def _is_store(path: Path) -> bool:
    return (path / "sessions.sqlite3").is_file() or (path / "chroma").is_dir()


@contextmanager
def _open(
    path: Path, *, embed: bool = False, create: bool = False
) -> Iterator[tuple[LongTermMemory, SessionStore]]:
    """Open a memory directory; only ``create`` (import) may start one in an empty directory.

    ``embed=False`` (export, forget) opens it without loading a model: nothing is embedded and
    nothing is repaired (see ``LongTermMemory(repair=...)``).
    """
    path = path.expanduser()
    if create and not path.exists():
        path.mkdir(parents=True)
    if not path.is_dir() or not (create or _is_store(path)):
        raise InvalidInputError(
            f"{path} is not a decaymem directory (no sessions.sqlite3 or chroma/ in it); "
            "hint: pass the directory given to AgentMemory(path) or `decaymem demo --path`"
        )
    lock = acquire_path_lock(path)
    sessions = SessionStore(path / "sessions.sqlite3")
    try:
        embedder = None
        if not embed:
            from .embeddings import HashingEmbedder

            embedder = HashingEmbedder()  # never embeds: repair=False, and nothing recalls
        # without the store's own embedder, records a crash left without their vectors are
        # read as they are and left for the next open that can re-embed them (never with these)
        ltm = LongTermMemory(
            store=ChromaStore(path=path / "chroma"),
            embedder=embedder,
            progress=RichProgress(),
            repair=embed,
        )
        yield ltm, sessions
    finally:
        sessions.close()
        lock.release()


def cmd_inspect(console: Console, path: Path, *, limit: int = 50) -> None:
    """Sessions, summaries and memories under ``path``, read-only (works while an agent runs)."""
    path = path.expanduser()
    if not path.is_dir() or not _is_store(path):
        raise InvalidInputError(
            f"{path} is not a decaymem directory (no sessions.sqlite3 or chroma/ in it); "
            "hint: pass the directory given to AgentMemory(path) or `decaymem demo --path`"
        )
    snap = read_snapshot(path)
    now = time.time()
    stamp = datetime.fromtimestamp(now, tz=UTC).strftime("%Y-%m-%d %H:%M UTC")
    if snap.held_by is not None:
        holder = f"process {snap.held_by}" if snap.held_by > 0 else "another process"
        console.print(
            f"[yellow]{path} is open in {holder}[/yellow]: showing what it has saved so far "
            "(read-only; nothing is locked or written)."
        )
    table = Table(title=f"Sessions in {path}")
    for col in ("namespace", "session", "messages ever", "in window", "summary", "events"):
        table.add_column(col)
    for s in snap.sessions:
        table.add_row(
            s.namespace,
            s.session_id,
            str(s.messages_ever),
            str(s.in_window),
            f"{s.summary_tokens} tokens" if s.summary is not None else "-",
            str(s.events),
        )
    console.print(table)
    for s in snap.sessions:
        if s.summary is not None:
            console.print(
                Panel(
                    s.summary,
                    title=f"Summary of {s.session_id} in {s.namespace} ({s.compressed_total} "
                    "turns compressed, "
                    f"{s.summary_tokens} tokens)",
                    expand=False,
                )
            )
    for ns, records in snap.memories.items():
        shown = sorted(records, key=lambda r: -r.created_at)[:limit]
        more = f", the {len(shown)} newest shown" if len(shown) < len(records) else ""
        t = Table(title=f"Long-term memory: {ns} ({len(records)}{more})")
        for col in ("id", "imp.", "created", "age", "recalls", "source"):
            t.add_column(col, no_wrap=True)
        t.add_column("text", overflow="fold", ratio=1)
        for r in shown:
            t.add_row(
                r.id[:10],
                f"{r.importance:g}",
                datetime.fromtimestamp(r.created_at, tz=UTC).strftime("%Y-%m-%d"),
                format_age(now - r.created_at),
                str(r.recall_count),
                r.source,
                r.text,
            )
        console.print(t)
    console.print(
        f"Ages are counted from each memory's creation (the UTC date shown) to now ({stamp}, "
        "this machine's clock), as `decaymem recall` counts them; imp. is the importance, 1-10."
    )


def cmd_recall(
    console: Console, path: Path, query: str, *, namespace: str | None, k: int, mode: str
) -> None:
    with _open(path, embed=True) as (ltm, _):
        namespaces = [namespace] if namespace is not None else ltm.namespaces()
        for ns in namespaces:
            results = ltm.recall(query, k=k, namespace=ns, scoring=MODES[mode])
            t = Table(title=f"{query!r} in {ns} ({mode})")
            for col in ("#", "score", "sim", "importance", "decay", "age", "text"):
                t.add_column(col, overflow="fold")
            for i, r in enumerate(results, 1):
                t.add_row(
                    str(i),
                    f"{r.score:.3f}",
                    f"{r.similarity:.2f}",
                    f"{r.importance:g}",
                    f"{r.decay:.2f}",
                    format_age(r.age_s),
                    r.text,
                )
            console.print(t)
        console.print(_recall_legend(MODES[mode]), highlight=False)


def _recall_legend(mode: ScoringMode) -> str:
    """What the columns of ``recall`` mean under ``mode``."""
    legend = (
        "sim: cosine similarity to the query; importance: 1-10; decay: retention on the "
        "forgetting curve, 1 = new; age: since creation."
    )
    if isinstance(mode, FusionScoring):
        return (
            f"{legend} In fusion mode the score ranks by meaning and words first; decay counts "
            f"from the last recall with a {mode.half_life_s / 86_400:g}-day half-life (longer "
            "for reinforced memories), so a memory months old shows decay 0.00 and loses at "
            f"most {mode.recency_weight:.0%} of its score for it (importance moves it by at "
            f"most {mode.importance_weight:.0%})."
        )
    if isinstance(mode, SeedScoring):
        return f"{legend} Seed mode: score = (sim + 1) / 2 x importance x decay."
    return legend


def cmd_forget(
    console: Console,
    path: Path,
    ids: Sequence[str],
    namespace: str | None,
    *,
    all_matching: bool = False,
    yes: bool = False,
) -> int:
    """Forget memories by id or unique prefix, looked up in every namespace (or ``namespace``).

    Returns the exit status: 0 when memories were forgotten, 1 when an id matched nothing or
    the confirmation was declined (then nothing is forgotten).
    """
    with _open(path) as (ltm, sessions):
        namespaces = [namespace] if namespace is not None else ltm.namespaces()
        pool = [r for ns in namespaces for r in ltm.get(namespace=ns)]
        found = match_ids(pool, ids, all_matching=all_matching)
        where = (
            f"namespace {namespace!r}" if namespace is not None else f"{len(namespaces)} namespaces"
        )
        if found.unmatched:
            console.print(
                f"[red]no memory matches[/red] {', '.join(map(repr, found.unmatched))} "
                f"(looked in {where}); nothing forgotten. hint: `decaymem inspect {path}` "
                "lists the ids"
            )
            return 1
        t = Table(title=f"{len(found.matched)} memories to forget")
        for col in ("id", "namespace", "text"):
            t.add_column(col, overflow="fold")
        for r in found.matched:
            t.add_row(r.id, r.namespace, r.text)
        console.print(t)
        if all_matching and not yes and not _confirm(console, len(found.matched)):
            console.print("nothing forgotten")
            return 1
        by_ns: dict[str, list[str]] = {}
        for r in found.matched:
            by_ns.setdefault(r.namespace, []).append(r.id)
        n = sum(ltm.forget(batch, namespace=ns) for ns, batch in by_ns.items())
        for ns, batch in by_ns.items():  # the transcript's copies of the forgotten texts
            texts = [r.text for r in found.matched if r.namespace == ns]
            sessions.erase(texts, batch, namespace=ns)
        console.print(f"forgot {n} {'memory' if n == 1 else 'memories'} in {', '.join(by_ns)}")
        return 0


def _confirm(console: Console, n: int) -> bool:
    try:
        answer = console.input(f"Forget these {n} memories? \\[y/N] ")
    except EOFError:
        console.print("\n(no answer on stdin; pass --yes to skip the question)")
        return False
    return answer.strip().lower() in ("y", "yes")


def cmd_export(
    console: Console, path: Path, out: Path, namespace: str | None, *, sessions: bool = False
) -> None:
    with _open(path) as (ltm, store):
        namespaces = [namespace] if namespace is not None else ltm.namespaces()
        n = 0
        with _open_output(out) as f, Progress(console=console) as progress:
            for ns in namespaces:
                records = ltm.get(namespace=ns)
                task = progress.add_task(f"exporting {ns}", total=len(records))
                for r in records:
                    f.write(json.dumps(r.to_dict(), ensure_ascii=False) + "\n")
                    n += 1
                    progress.advance(task)
            n_sessions = _export_sessions(f, store, namespace) if sessions else 0
        also = f" and {n_sessions} sessions" if sessions else ""
        console.print(f"exported {n} memories{also} to {out}")


def _export_sessions(f: Any, store: SessionStore, namespace: str | None) -> int:
    n = 0
    for dump in export_sessions(store, namespace):
        f.write(json.dumps(dump.to_dict(), ensure_ascii=False) + "\n")
        n += 1
    return n


@contextmanager
def _open_output(out: Path) -> Iterator[Any]:
    try:
        f = out.expanduser().open("w", encoding="utf-8")
    except OSError as e:
        raise InvalidInputError(
            f"cannot write {out}: {e.strerror or e}; hint: pass a file path in an existing, "
            "writable directory"
        ) from e
    with f:
        yield f


def cmd_import(console: Console, path: Path, src: Path, namespace: str | None) -> None:
    """Import what ``export`` wrote, losslessly; every line is checked before anything is written,
    and the import is all or nothing."""
    text = read_text(src)
    now = time.time()
    records: list[MemoryRecord] = []
    dumps: list[SessionDump] = []
    first_line: dict[tuple[str, str], int] = {}
    for lineno, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        d = parse_line(line, lineno)
        if d.get("kind") == SESSION_KIND:
            dumps.append(read_session(d, lineno, namespace=namespace))
            continue
        rec = memory_record(d, lineno, namespace=namespace, now=now)
        seen = first_line.setdefault((rec.namespace, rec.id), lineno)
        if seen != lineno:
            raise SerializationError(f"line {lineno}: id {rec.id!r} was already on line {seen}")
        records.append(rec)
    with _open(path, embed=True, create=True) as (ltm, store):
        if dumps:
            import_sessions(store, dumps, check_only=True)
        with console.status(f"importing {len(records)} memories"):
            n = len(ltm.restore(records))
        also = f" and {import_sessions(store, dumps)} sessions" if dumps else ""
        console.print(f"imported {n} memories{also}")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="decaymem", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("-v", "--verbose", action="store_true", help="log at INFO")
    parser.add_argument("--version", action="version", version=f"decaymem {__version__}")
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("demo", help="run the offline demo")
    p.add_argument("--path", type=Path, help="keep the memory here (default: a new temp dir)")
    p.add_argument("--fast", action="store_true", help="hashing embedder instead of MiniLM")
    p = sub.add_parser("inspect", help="show sessions, summaries and memories (read-only)")
    p.add_argument("path", type=Path)
    p.add_argument("--limit", type=int, default=50, help="memories shown per namespace")
    p = sub.add_parser("recall", help="recall memories for QUERY")
    p.add_argument("path", type=Path)
    p.add_argument("query")
    _add_scope_args(p)
    p.add_argument("-k", type=int, default=5)
    p.add_argument(
        "--mode",
        choices=sorted(MODES),
        default="fusion",
        help="ranking (default: fusion, the library's)",
    )
    p = sub.add_parser(
        "forget", help=f"forget memories by id or unique prefix ({MIN_PREFIX}+ characters)"
    )
    p.add_argument("path", type=Path)
    p.add_argument("ids", nargs="+")
    _add_scope_args(p)
    p.add_argument(
        "--all-matching", action="store_true", help="a prefix may name many memories (asks first)"
    )
    p.add_argument("-y", "--yes", action="store_true", help="do not ask before forgetting")
    p = sub.add_parser("export", help="write memories as JSON lines")
    p.add_argument("path", type=Path)
    p.add_argument("file", type=Path)
    _add_scope_args(p)
    p.add_argument(
        "--sessions", action="store_true", help="sessions too (transcript, window, summary)"
    )
    p = sub.add_parser(
        "import", help="read memories (re-embedded) and sessions from JSON lines; creates PATH"
    )
    p.add_argument("path", type=Path)
    p.add_argument("file", type=Path)
    p.add_argument("--namespace", help="import every memory into this namespace")
    args = parser.parse_args(argv)

    console = Console()
    handler = RichHandler(console=console, show_path=False)
    handler.setLevel(logging.INFO if args.verbose else logging.WARNING)
    logging.basicConfig(
        level=logging.INFO if args.verbose else logging.WARNING,
        format="%(message)s",
        handlers=[handler],
    )
    if args.command in ("demo", "recall", "import"):  # the commands that embed
        _quiet_model_loading()
    try:
        if args.command == "demo":
            from .demo import run_demo

            run_demo(console, path=args.path, fast=args.fast, command=_self_command())
        elif args.command == "inspect":
            cmd_inspect(console, args.path, limit=args.limit)
        elif args.command == "recall":
            ns = _namespace_arg(args)
            cmd_recall(console, args.path, args.query, namespace=ns, k=args.k, mode=args.mode)
        elif args.command == "forget":
            return cmd_forget(
                console,
                args.path,
                args.ids,
                _namespace_arg(args),
                all_matching=args.all_matching,
                yes=args.yes,
            )
        elif args.command == "export":
            cmd_export(console, args.path, args.file, _namespace_arg(args), sessions=args.sessions)
        elif args.command == "import":
            cmd_import(console, args.path, args.file, _namespace_arg(args, all_allowed=False))
    except DecaymemError as e:
        console.print(f"[red]error:[/red] {escape(str(e))}", highlight=False)
        return 2
    except OSError as e:  # a file problem the commands did not name more precisely
        console.print(f"[red]error:[/red] {escape(str(e))}", highlight=False)
        return 2
    return 0


def _self_command() -> str:
    """How the user can run decaymem again, for the commands the demo suggests.

    ``decaymem`` when this very script is the one on PATH; the script's path as it was typed
    otherwise (``scripts/demo.sh`` runs ``.venv/bin/decaymem``, which is not on PATH); and
    ``python -m decaymem`` when it was not started through the script at all.
    """
    argv0 = Path(sys.argv[0]) if sys.argv and sys.argv[0] else None
    if argv0 is not None and argv0.name == "decaymem":
        on_path = shutil.which("decaymem")
        if on_path and Path(on_path).resolve() == argv0.resolve():
            return "decaymem"
        return shlex.quote(str(argv0))
    return f"{shlex.quote(sys.executable)} -m decaymem"


def _quiet_model_loading() -> None:
    """Hide the weight-loading progress bars of transformers in the CLI (not in the library)."""
    try:
        from transformers.utils import logging as hf_logging

        hf_logging.disable_progress_bar()  # type: ignore[no-untyped-call]
        hf_logging.set_verbosity_error()  # type: ignore[no-untyped-call]
    except Exception:  # pragma: no cover - optional
        return


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
