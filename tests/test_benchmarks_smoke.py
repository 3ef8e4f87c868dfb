"""The benchmark runners end to end (smoke tests: nothing here is timed or judged)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest


@pytest.mark.slow
def test_quick_benchmarks_produce_every_table_and_plot(tmp_path: Path) -> None:
    pytest.importorskip("langchain_chroma")
    pytest.importorskip("llama_index.core")
    from benchmarks.run import main

    out, figures, data = tmp_path / "B.md", tmp_path / "fig", tmp_path / "b.json"
    assert main(["--quick", "--out", str(out), "--figures", str(figures), "--json", str(data)]) == 0
    text = out.read_text()
    for heading in (
        "## 1. Per-turn overhead",
        "## 2. Recall latency",
        "## 3. Ingestion",
        "## 4. Recall quality",
        "LlamaIndex ChatMemoryBuffer",
        "trim_messages",
        "TimeWeightedVectorStoreRetriever",
        "LlamaIndex VectorMemory",
        "hybrid (default)",
    ):
        assert heading in text, heading
    for png in ("per_turn.png", "recall_latency.png", "quality.png"):
        assert (figures / png).stat().st_size > 1000
    sections = json.loads(data.read_text())["sections"]
    exact = next(iter(sections["recall"]["exact"].values()))
    assert exact["equal"] == exact["checked"]  # top-k equals brute force


# ---------------------------------------------------------------- benchmarks.locomo
_TOPICS = [
    ("pottery", "I signed up for a pottery class on Tuesday evenings."),
    ("marathon", "I am training for the Lisbon marathon in October."),
    ("violin", "My daughter started violin lessons with a strict teacher."),
    ("garden", "We planted tomatoes and basil along the back fence."),
    ("novel", "I finished reading a novel about lighthouse keepers."),
]


def _tiny_locomo() -> list[dict[str, object]]:
    """A made-up two-speaker conversation in LoCoMo's JSON shape (no LoCoMo text)."""
    conv: dict[str, object] = {"speaker_a": "Ana", "speaker_b": "Ben"}
    n = 0
    for s in range(1, 4):
        conv[f"session_{s}_date_time"] = f"{s + 1}:05 pm on {s * 3} March, 2024"
        turns = []
        for i in range(50):
            n += 1
            topic, fact = _TOPICS[(n // 7) % len(_TOPICS)]
            text = (
                f"On day {n}: {fact}"
                if i % 7 == 0
                else f"Turn {n}: we chatted about the weather, the news, the traffic on the "
                f"ring road, the price of coffee and {topic} again, as usual."
            )
            turns.append(
                {"speaker": "Ana" if i % 2 == 0 else "Ben", "dia_id": f"D{s}:{i + 1}", "text": text}
            )
        conv[f"session_{s}"] = turns
    qa = [
        {"question": "What class did Ana sign up for?", "evidence": ["D1:1"], "category": 4},
        {"question": "What did they chat about last?", "evidence": ["D3:50"], "category": 1},
        {"question": "Which marathon?", "evidence": ["D1:8", "D9:99"], "category": 2},
        {"question": "Unanswerable", "evidence": ["D1:2"], "category": 5},
        {"question": "Broken evidence", "evidence": ["D1"], "category": 3},
    ]
    return [{"sample_id": "tiny", "conversation": conv, "qa": qa}]


def test_locomo_benchmark_runs_on_a_tiny_synthetic_conversation(tmp_path: Path) -> None:
    from benchmarks import locomo
    from benchmarks.embed_cache import DiskCachedEmbedder
    from decaymem import HashingEmbedder

    dlgs = locomo.parse(_tiny_locomo())
    (d,) = dlgs
    assert len(d.turns) == 150 and d.skipped == 1  # category 5 dropped, "D1" has no turn
    assert [q.evidence for q in d.questions] == [("D1:1",), ("D3:50",), ("D1:8",)]
    assert d.turns[1].at - d.turns[0].at == locomo.TURN_GAP_S
    assert d.asked_at == d.turns[-1].at + locomo.DAY_S
    embedder = DiskCachedEmbedder(HashingEmbedder(), tmp_path / "cache")
    res = locomo.run(dlgs, embedder)
    e2e = res["end_to_end"]
    assert set(e2e) == {
        "trimmed window alone",
        "window + top MiniLM-cosine raw turns",
        "window + top BM25 raw turns, decaymem's terms (stemmed, query function words dropped)",
        "window + top BM25 raw turns",
        "decaymem (defaults)",
        "decaymem, memories held to the 15 % share",
    }
    assert all(0.0 <= v <= 1.0 for v in e2e.values())
    # the last turn is in every window; the first turn is not in the trimmed window
    assert e2e["trimmed window alone"] == pytest.approx(1 / 3)
    assert set(res["recall@10"]) >= {"cosine", "bm25"}
    assert res["questions"] == 3 and res["skipped"] == 1
    assert "evidence in context" in locomo.markdown(res)
    assert embedder.misses > 0
    again = DiskCachedEmbedder(HashingEmbedder(), tmp_path / "cache")
    again.embed([locomo.episode_text(d, d.turns[0])])  # embedded by the rivals above
    assert again.hits == 1 and again.misses == 0  # the cache is on disk


def test_locomo_presence_ignores_case_punctuation_and_json_escapes() -> None:
    from benchmarks import locomo
    from decaymem import MessageTokenCounter, TiktokenCounter, make_message, render_memories
    from decaymem.records import Recall

    counter = MessageTokenCounter(TiktokenCounter())
    said = 'Ok. I said "R&D <team>" won\u2019t wait! Yep.'
    probes = locomo.probes(said)
    assert probes == [locomo.normalise('I said "R&D <team>" won\u2019t wait!')]
    block = render_memories(
        [
            Recall(
                id="1",
                text=said,
                score=1,
                similarity=1,
                importance=5,
                decay=1,
                age_s=0,
                created_at=0,
            )
        ]
    )
    seen = locomo.visible_text([make_message("system", block, counter=counter, timestamp=0)])
    assert any(p in seen for p in probes)
    assert locomo.normalise("i SAID r&d TEAM won't wait") in seen  # case and punctuation
    assert locomo.normalise("I said team R&D won't wait") not in seen  # the words, verbatim
    assert locomo.parse_date("1:56 pm on 8 May, 2023") == 1683554160.0


def test_growth_benchmarks_run_small(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The issue-12 growth runners, tiny: many users, a reopen and a recall comparison."""
    from benchmarks import many_users, recall_growth, reopen

    assert many_users.main(["--namespaces", "110", "--per-namespace", "20", "--bound-mb", "1"]) == 0
    assert "rise over the warm baseline" in capsys.readouterr().out
    store = str(tmp_path / "s")
    assert reopen.main(["--dir", store, "--n", "2500", "--repeats", "1"]) == 0
    out = capsys.readouterr().out
    assert "from the saved index" in out and "identical across runs: True" in out
    assert recall_growth.main(["--dir", store, "--queries", "5"]) == 0
    assert "candidates (`candidate_pool=256`)" in capsys.readouterr().out


# ---------------------------------------------------------------- benchmarks.knowledge
def _knowledge_row() -> dict[str, object]:
    turns = [
        {"role": "user", "text": "Our total budget is 3,000 EUR.", "at": "2026-01-05T09:00:00+00:00"},
        {"role": "user", "text": "My name is Ana Petrova.", "at": "2026-01-05T09:01:00+00:00"},
        {"role": "user", "text": "We visited Lisbon last year.", "at": "2026-01-06T09:00:00+00:00"},
        {"role": "user", "text": "Update: our budget is now 4,200 EUR.", "at": "2026-02-01T10:00:00+00:00"},
    ]  # fmt: skip
    qs = [
        {"id": "t-q1", "kind": "current", "question": "What is our budget now?",
         "answer": "4,200 EUR", "stale": ["3,000 EUR"], "distractors": []},
        {"id": "t-q2", "kind": "older", "question": "What was the budget before?",
         "answer": "3,000 EUR", "stale": [], "distractors": []},
        {"id": "t-q3", "kind": "stable", "question": "What is my name?",
         "answer": "Ana Petrova", "stale": [], "distractors": []},
    ]  # fmt: skip
    return {"id": "t001", "domain": "travel", "turns": turns, "questions": qs}


def test_knowledge_runs_end_to_end_and_judges_dates(tmp_path: Path) -> None:
    from benchmarks import knowledge

    data = tmp_path / "k.jsonl"
    data.write_text(json.dumps(_knowledge_row()) + "\n")
    out = tmp_path / "k.json"
    args = [
        "--data",
        str(data),
        "--hashing",
        "--cache-dir",
        str(tmp_path / "c"),
        "--json",
        str(out),
    ]
    assert knowledge.main(args) == 0
    res = json.loads(out.read_text())
    assert set(res["tables"]) == {"new", "cosine"}
    assert {r["kind"] for r in res["results"]["new"]} == {"current", "older", "stable"}
    # the filler never states a value it is asked to avoid
    assert not any("eur" in t.casefold() for t in knowledge.filler(7, 50, ["EUR"]))


def test_knowledge_resolvable_needs_dates_and_a_later_answer() -> None:
    from types import SimpleNamespace as Msg

    from benchmarks.knowledge import Question, judge

    q = Question("q", "current", "budget now?", "4,200 EUR", stale=["3,000 EUR"])

    def ctx(*lines: str) -> list[object]:
        return [Msg(role="system", content="\n".join(lines)), Msg(role="user", content="ok")]

    dated = ctx("1. [2026-01-05] budget 3,000 EUR", "2. [2026-02-01] budget 4,200 EUR")
    assert judge(q, dated, 1)["resolvable"]
    assert not judge(q, ctx("budget 3,000 EUR", "[2026-02-01] 4,200 EUR"), 1)["resolvable"]
    assert not judge(q, ctx("[2026-03-01] 3,000 EUR", "[2026-02-01] 4,200 EUR"), 1)["resolvable"]
    assert judge(q, ctx("[2026-02-01] only 4,200 EUR"), 1)["resolvable"]


def test_knowledge_a_place_stating_both_values_resolves_itself() -> None:
    from types import SimpleNamespace as Msg

    from benchmarks.knowledge import Question, judge

    q = Question("q", "current", "where now?", "Berlin", stale=["Kraków"])
    both = [Msg(role="system", content="1. [2026-02-01] I moved from Kraków to Berlin.")]
    assert judge(q, both, 0)["resolvable"]
    later = [*both, Msg(role="system", content="2. [2026-03-01] I visited Kraków.")]
    assert not judge(q, later, 0)["resolvable"]
