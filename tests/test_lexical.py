"""The incremental, persistent lexical (BM25) index: same scores as bm25s, no rebuilds."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path
from typing import Any

import bm25s
import numpy as np
import pytest
import Stemmer

import decaymem.lexical as lexical_mod
from decaymem import BM25Scoring, FixedClock, HashingEmbedder, InMemoryStore, LongTermMemory
from decaymem.lexical import LexicalDB, LexicalIndex, query_terms, tokenize
from decaymem.stores import ChromaStore

SUBJECTS = ["Ana", "my brother", "the landlord", "our team", "Dr. Osei", "the cat", "Grandma"]
VERBS = ["visited", "painted", "booked", "cancelled", "recommended", "hated", "fixed", "sold"]
OBJECTS = [
    "the flat in Lisbon",
    "a kayak trip on Saturday",
    "the blue bicycle",
    "a vegan bakery downtown",
    "the quarterly budget review",
    "a jazz concert at the harbour",
    "the broken dishwasher",
    "an old Nikon camera",
]
TAILS = ["", " yesterday", " again and again", " last week, twice", " with Ana and Ana's sister"]


def sentences(n: int, seed: int = 0) -> list[str]:
    rng = random.Random(seed)
    return [
        f"{rng.choice(SUBJECTS)} {rng.choice(VERBS)} {rng.choice(OBJECTS)}{rng.choice(TAILS)}."
        for _ in range(n)
    ]


QUERIES = [
    "who fixed the dishwasher?",
    "Ana kayak Saturday",
    "jazz jazz harbour",
    "budget",
    "what did the landlord sell",
    "a word nobody used",
]


def bm25s_tokenize(texts: list[str], *, return_ids: bool = True) -> Any:
    """bm25s's own tokenizer with its English stopwords and the Snowball English stemmer."""
    return bm25s.tokenize(
        texts,
        stopwords="en",
        stemmer=Stemmer.Stemmer("english"),
        return_ids=return_ids,
        show_progress=False,
    )


def bm25s_scores(texts: list[str], query: str) -> np.ndarray:
    retriever = bm25s.BM25()
    retriever.index(bm25s_tokenize(texts), show_progress=False)
    tokens = query_terms(query)  # bm25s's stemmed tokens of the query, function words dropped
    if not tokens or not any(t in retriever.vocab_dict for t in tokens):
        return np.zeros(len(texts))
    return np.asarray(retriever.get_scores(tokens), dtype=np.float64)


def test_tokenize_is_bm25s_tokenize() -> None:
    texts = [*sentences(200), "Ursula K. Le Guin's books", "It's 7:30 — café au lait!", ""]
    expected = bm25s_tokenize(texts, return_ids=False)
    assert [tokenize(t) for t in texts] == expected


def test_words_match_their_other_forms() -> None:
    """Stemmed terms: "adoption" finds "adopted", "paintings" finds "painting" (on the LoCoMo
    dev conversations the default fusion's recall@10 went 0.684 -> 0.691 with stemming)."""
    idx = LexicalIndex("ns")
    idx.add(["a", "b", "c"], ["We adopted a puppy.", "Her paintings sell well.", "Rainy day."])
    assert idx.scores("the adoption")[idx.slots(["a"])][0] > 0.0
    assert idx.scores("Is she still painting?")[idx.slots(["b"])][0] > 0.0
    assert query_terms("Does he have any paintings?") == ["paint"]  # "does" is no "doe"


def test_a_file_tokenized_without_stems_is_tokenized_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A store written by decaymem before stemming keeps working: its lexical file's documents
    (unstemmed terms) are dropped and tokenized again from the store's texts on first load,
    and no saved index built on the old term ids is used (a new uid)."""
    texts = ["We adopted a puppy named Rex.", "The harbour concert was loud.", "Tea at five."]
    clock = FixedClock()
    with monkeypatch.context() as old:  # the words decaymem wrote before stemming
        old.setattr(lexical_mod, "tokenize", lexical_mod._words)
        ltm = LongTermMemory(
            store=ChromaStore(path=tmp_path / "chroma"), embedder=HashingEmbedder(), clock=clock
        )
        ltm.remember_many(texts, namespace="n")
        lex_file, uid = ltm._lexdb.path, ltm._lexdb.uid
        assert lex_file is not None
        del ltm
    with sqlite3.connect(lex_file) as conn:  # and its file had no tokenizer mark
        conn.execute("DELETE FROM info WHERE key = 'tokenizer'")
    reopened = LongTermMemory(
        store=ChromaStore(path=tmp_path / "chroma"), embedder=HashingEmbedder(), clock=clock
    )
    assert reopened._lexdb.uid != uid
    top = reopened.recall("adoption", k=1, namespace="n", scoring=BM25Scoring())
    assert top and top[0].text == texts[0]
    assert LexicalDB(lex_file).uid == reopened._lexdb.uid  # marked: not dropped twice


def test_a_query_matches_on_its_content_words_only() -> None:
    """bm25s's stopword list keeps "any", "did", "you": "Are there any food restrictions?"
    ranked small talk ("did you watch any good films?") on "any" in the demo."""
    assert query_terms("Are there any food restrictions?") == ["food", "restrict"]
    assert query_terms("What did you do?") == ["what", "did", "you", "do"]  # nothing else left
    idx = LexicalIndex("ns")
    idx.add(["a", "b"], ["did you watch any good films lately?", "food plans for the trip"])
    s = idx.scores("Are there any food restrictions?")[idx.slots(["a", "b"])]
    assert s[0] == 0.0 and s[1] > 0.0
    # documents keep every word bm25s keeps: a query of only function words still finds them
    assert idx.scores("did you?")[idx.slots(["a"])][0] > 0.0


def test_scores_equal_bm25s_after_adds_removes_and_changed_texts() -> None:
    texts = sentences(300)
    idx = LexicalIndex("ns")
    ids = [f"m{i}" for i in range(len(texts))]
    idx.add(ids[:150], texts[:150])
    idx.add(ids[150:], texts[150:])
    idx.remove(ids[::7])  # forgotten memories leave the statistics
    live = [i for i in range(len(texts)) if i % 7]
    texts[live[0]] = "the dishwasher was fixed by Dr. Osei"  # re-indexed under the same id
    idx.sync([ids[i] for i in live], [texts[i] for i in live])
    slots = idx.slots([ids[i] for i in live])
    for q in QUERIES:
        expected = bm25s_scores([texts[i] for i in live], q)
        np.testing.assert_allclose(idx.scores(q)[slots], expected, rtol=1e-5, atol=1e-6)
    assert idx.n_docs == len(live)


def test_compaction_keeps_scores() -> None:
    texts = sentences(3000, seed=3)
    ids = [f"m{i}" for i in range(len(texts))]
    idx = LexicalIndex("ns")
    idx.add(ids, texts)
    idx.remove(ids[:2500])  # more dead postings than live ones: compacted
    assert idx._dead_postings == 0
    slots = idx.slots(ids[2500:])
    for q in QUERIES:
        expected = bm25s_scores(texts[2500:], q)
        np.testing.assert_allclose(idx.scores(q)[slots], expected, rtol=1e-5, atol=1e-6)


def test_sync_tokenizes_only_what_differs(monkeypatch: pytest.MonkeyPatch) -> None:
    texts = sentences(100)
    ids = [f"m{i}" for i in range(100)]
    idx = LexicalIndex("ns")
    idx.add(ids, texts)
    seen: list[str] = []
    real = lexical_mod.tokenize
    monkeypatch.setattr(lexical_mod, "tokenize", lambda t: seen.append(t) or real(t))
    texts2 = [*texts[1:], "a brand new memory about kayaks"]
    ids2 = [*ids[1:], "new"]
    texts2[5] = "an edited text about the harbour"
    slots = idx.sync(ids2, texts2)
    assert sorted(seen) == sorted(["a brand new memory about kayaks", texts2[5]])
    assert "m0" not in idx and idx.n_docs == 100
    np.testing.assert_allclose(
        idx.scores("kayaks harbour")[slots], bm25s_scores(texts2, "kayaks harbour"), rtol=1e-5
    )


def test_persisted_index_reloads_without_tokenizing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    texts = sentences(500, seed=1)
    ids = [f"m{i}" for i in range(len(texts))]
    db = LexicalDB(tmp_path / "lex.sqlite3")
    idx = LexicalIndex("ns", db=db)
    idx.add(ids, texts)
    idx.remove(ids[:10])
    db.close()
    calls: list[str] = []
    real = lexical_mod.tokenize
    monkeypatch.setattr(lexical_mod, "tokenize", lambda t: calls.append(t) or real(t))
    again = LexicalIndex("ns", db=LexicalDB(tmp_path / "lex.sqlite3"))
    slots = again.sync(ids[10:], texts[10:])
    assert calls == []  # nothing re-tokenized on reopen
    assert LexicalIndex("other", db=LexicalDB(tmp_path / "lex.sqlite3")).n_docs == 0
    for q in QUERIES:
        np.testing.assert_allclose(
            again.scores(q)[slots], bm25s_scores(texts[10:], q), rtol=1e-5, atol=1e-6
        )


def test_an_index_opened_before_another_wrote_the_file_sees_its_terms(tmp_path: Path) -> None:
    """Two databases on one file (two processes, or two memories in one): terms the first
    gives ids after the second was opened are found by the second's queries. They were not:
    the second's cache said "unknown word" and every lexical score was 0 (found by timing
    two LongTermMemory on one freshly built store: 0 of 20 top-10s agreed on the first open)."""
    texts = sentences(200, seed=2)
    ids = [f"m{i}" for i in range(len(texts))]
    early = LexicalDB(tmp_path / "lex.sqlite3")
    writer = LexicalIndex("ns", db=LexicalDB(tmp_path / "lex.sqlite3"))
    writer.add(ids, texts)  # assigns every term's id in the file
    reader = LexicalIndex("ns", db=early)
    slots = reader.sync(ids, texts)  # loads the documents (term ids) the writer stored
    for q in QUERIES:
        expected = bm25s_scores(texts, q)
        np.testing.assert_allclose(reader.scores(q)[slots], expected, rtol=1e-5, atol=1e-6)
    assert any(bm25s_scores(texts, q).any() for q in QUERIES)  # the check has something to see


def test_two_memories_on_one_fresh_store_rank_alike(tmp_path: Path) -> None:
    from decaymem import MemoryRecord
    from decaymem.stores import ChromaStore

    texts = sentences(300, seed=4)
    emb = HashingEmbedder()
    store = ChromaStore(path=tmp_path / "chroma")
    recs = [
        MemoryRecord(id=f"m{i}", text=t, namespace="ns", importance=5.0, created_at=1e9 - i)
        for i, t in enumerate(texts)
    ]
    store.add("ns", recs, np.asarray(emb.embed(texts), dtype=np.float32))  # written as is
    a, b = (LongTermMemory(store=store, embedder=emb, clock=FixedClock(1e9)) for _ in range(2))
    for q in QUERIES[:-1]:
        ra = a.recall(q, k=5, namespace="ns")
        rb = b.recall(q, k=5, namespace="ns")
        assert [(r.id, r.lexical) for r in ra] == [(r.id, r.lexical) for r in rb]
    assert any(r.lexical > 0 for r in b.recall("dishwasher harbour kayak", k=5, namespace="ns"))
    store.close()


class CountTokenized:
    """Counts the texts any lexical tokenizer sees (bm25s's, and decaymem's own when present)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.texts = 0
        real_bm25s = bm25s.tokenize

        def counting_bm25s(texts: Any, *a: Any, **kw: Any) -> Any:
            self.texts += 1 if isinstance(texts, str) else len(texts)
            return real_bm25s(texts, *a, **kw)

        monkeypatch.setattr(bm25s, "tokenize", counting_bm25s)
        real = lexical_mod.tokenize

        def counting(text: str) -> list[str]:
            self.texts += 1
            return real(text)

        monkeypatch.setattr(lexical_mod, "tokenize", counting)


@pytest.fixture
def count_tokenized(monkeypatch: pytest.MonkeyPatch) -> CountTokenized:
    return CountTokenized(monkeypatch)


def test_a_write_does_not_rebuild_the_lexical_index(count_tokenized: CountTokenized) -> None:
    ltm = LongTermMemory(store=InMemoryStore(), embedder=HashingEmbedder(), clock=FixedClock())
    ltm.remember_many(sentences(400), namespace="n")
    ltm.recall("kayak", namespace="n")
    for turn in range(5):
        before = count_tokenized.texts
        ltm.remember(f"turn {turn}: Ana booked a kayak", namespace="n")
        ltm.recall("who booked the kayak?", namespace="n")
        # the new text and the query, never the 400 stored ones (the old index re-tokenized all)
        assert count_tokenized.texts - before <= 2


def test_reopening_a_path_does_not_retokenize(
    tmp_path: Path, count_tokenized: CountTokenized
) -> None:
    texts = sentences(300, seed=2)
    clock = FixedClock()
    ltm = LongTermMemory(
        store=ChromaStore(path=tmp_path / "chroma"), embedder=HashingEmbedder(), clock=clock
    )
    ids = ltm.remember_many(texts, namespace="n")
    ltm.forget(ids[:5], namespace="n")
    first = [r.id for r in ltm.recall("the broken dishwasher", k=10, namespace="n")]
    del ltm
    reopened = LongTermMemory(
        store=ChromaStore(path=tmp_path / "chroma"), embedder=HashingEmbedder(), clock=clock
    )
    before = count_tokenized.texts
    again = [r.id for r in reopened.recall("the broken dishwasher", k=10, namespace="n")]
    assert count_tokenized.texts - before == 1  # the query only
    assert again == first


def test_store_is_the_truth_when_the_lexical_file_disagrees(tmp_path: Path) -> None:
    """A crash between the store write and the lexical write, or a delete made without this
    index, is reconciled when the namespace is opened: nothing deleted is recalled."""
    clock = FixedClock()
    store = ChromaStore(path=tmp_path / "chroma")
    ltm = LongTermMemory(store=store, embedder=HashingEmbedder(), clock=clock)
    ids = ltm.remember_many(["the vault code is 4471", "Ana likes kayaks"], namespace="n")
    store.delete("n", [ids[0]])  # behind the lexical index's back
    reopened = LongTermMemory(
        store=ChromaStore(path=tmp_path / "chroma"), embedder=HashingEmbedder(), clock=clock
    )
    got = reopened.recall("vault code 4471", k=5, namespace="n")
    assert all("vault" not in r.text for r in got)
    assert reopened._index("n").lex.n_docs == 1


def test_lexical_index_follows_another_workers_writes_and_forgets(
    count_tokenized: CountTokenized,
) -> None:
    """Server mode: two workers on one store. The reader's lexical index is refreshed from the
    store when it notices a change, tokenizing only the changed texts."""
    from decaymem import BM25Scoring

    store = InMemoryStore()
    clock = FixedClock()
    writer = LongTermMemory(store=store, embedder=HashingEmbedder(), clock=clock)
    reader = LongTermMemory(
        store=store, embedder=HashingEmbedder(), clock=clock, refresh_interval_s=0
    )
    writer.remember_many(sentences(200), namespace="n")
    bm25 = BM25Scoring()
    assert reader.recall("dishwasher", k=3, namespace="n", scoring=bm25)
    before = count_tokenized.texts
    zebra = writer.remember("the zebra enclosure code is 991", namespace="n")
    got = reader.recall("zebra code", k=1, namespace="n", scoring=bm25)
    assert got[0].id == zebra
    assert count_tokenized.texts - before <= 3  # the new text, the two queries
    writer.forget(zebra, namespace="n")
    got = reader.recall("zebra code", k=3, namespace="n", scoring=bm25)
    assert all(r.id != zebra for r in got) and all(r.lexical == 0 for r in got)


def test_flat_export_loads_back_to_the_same_scores_and_keeps_working() -> None:
    """What a saved index holds (``export_flat``) loads back without tokenizing (``load_flat``)
    and behaves as the original, deletes and re-indexed texts included."""
    texts = sentences(400, seed=5)
    ids = [f"m{i}" for i in range(len(texts))]
    src = LexicalIndex("ns")
    src.add(ids, texts)
    src.remove(ids[::5])
    src.add(["m1"], ["the broken dishwasher and the blue bicycle"])
    flat = src.export_flat()
    assert set(flat[0]) == {i for i in ids if int(i[1:]) % 5}
    dst = LexicalIndex("ns", db=src.db, load=False)  # term ids are the database's
    dst.load_flat(*flat, order=np.argsort(flat[3], kind="stable"))
    live = flat[0]
    for q in QUERIES:
        np.testing.assert_allclose(
            dst.scores(q)[dst.slots(live)], src.scores(q)[src.slots(live)], rtol=1e-9
        )
    dst.remove(live[:50])  # the lazily sliced term ids of a loaded document
    src.remove(live[:50])
    for q in QUERIES:
        rest = live[50:]
        np.testing.assert_allclose(
            dst.scores(q)[dst.slots(rest)], src.scores(q)[src.slots(rest)], rtol=1e-9
        )
