"""One contract every VectorStore passes: in-memory, Chroma embedded, persistent and HTTP,
and pgvector on a real Postgres."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import chromadb
import numpy as np
import pytest

from decaymem import ChromaStore, InMemoryStore, MemoryRecord, PgVectorStore, VectorStore
from decaymem.errors import InvalidInputError, StoreError

KINDS = ["memory", "chroma-ephemeral", "chroma-persistent", "chroma-http", "pgvector"]


@pytest.fixture(params=KINDS)
def store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[VectorStore]:
    kind = request.param
    if kind == "memory":
        yield InMemoryStore()
    elif kind == "chroma-ephemeral":
        yield ChromaStore()
    elif kind == "chroma-persistent":
        yield ChromaStore(path=tmp_path / "chroma")
    elif kind == "pgvector":
        pg = PgVectorStore(request.getfixturevalue("pg_db"))
        yield pg
        pg.close()
    else:
        host, port = request.getfixturevalue("chroma_server")
        # a unique prefix per test keeps tests apart on the shared server
        yield ChromaStore(
            chromadb.HttpClient(host=host, port=port), prefix=f"t{uuid.uuid4().hex[:8]}"
        )


def rec(i: int, ns: str = "default", **kw) -> MemoryRecord:  # type: ignore[no-untyped-def]
    base = {
        "id": f"m{i}",
        "text": f"memory number {i}",
        "namespace": ns,
        "importance": float(1 + i % 10),
        "created_at": 1000.0 + i,
        "metadata": {"topic": "even" if i % 2 == 0 else "odd", "n": i},
    }
    base.update(kw)
    return MemoryRecord(**base)  # type: ignore[arg-type]


def unit(rng: np.random.Generator, n: int, d: int = 16) -> np.ndarray:
    v = rng.normal(size=(n, d)).astype(np.float32)
    return v / np.linalg.norm(v, axis=1, keepdims=True)


def test_add_get_roundtrip_keeps_every_field(store: VectorStore) -> None:
    rng = np.random.default_rng(0)
    records = [
        rec(
            0,
            last_recalled_at=1500.0,
            recall_count=2,
            strength=3.0,
            source="fact",
            superseded_by="m1",
            superseded_sim=0.75,
        ),
        rec(1),
    ]
    vecs = unit(rng, 2)
    store.add("ns:a", records, vecs)
    got = store.get("ns:a", ["m1", "m0"])
    assert [r.id for r, _ in got] == ["m1", "m0"]
    assert got[1][0] == records[0]
    assert got[0][0] == records[1]
    assert np.allclose(got[1][1], vecs[0], atol=1e-6)
    assert {r.id for r, _ in store.get("ns:a")} == {"m0", "m1"}
    assert store.get("ns:a", ["nope"]) == []
    assert store.get("never-created") == []


def test_repeated_ids_are_read_and_deleted_once(store: VectorStore) -> None:
    # remember_many merges identical texts and returns the same id twice: get and delete
    # take that list back (each record once, as LangChain's get_by_ids allows; Chroma refuses)
    store.add("dup", [rec(0), rec(1)], unit(np.random.default_rng(5), 2))
    got = store.get("dup", ["m1", "m0", "m1", "nope", "m0"])
    assert [r.id for r, _ in got] == ["m1", "m0"]
    assert store.delete("dup", ["m0", "m0"]) == 1
    assert [r.id for r, _ in store.get("dup")] == ["m1"]


def test_query_orders_by_cosine(store: VectorStore) -> None:
    rng = np.random.default_rng(1)
    vecs = unit(rng, 30)
    store.add("q", [rec(i, "q") for i in range(30)], vecs)
    q = vecs[7]
    got = store.query("q", q, 5)
    assert got[0][0] == "m7"
    assert got[0][1] == pytest.approx(1.0, abs=1e-4)
    sims = [s for _, s in got]
    assert sims == sorted(sims, reverse=True)
    brute = np.argsort(-(vecs @ q))[:5]
    assert [mid for mid, _ in got] == [f"m{i}" for i in brute]
    assert store.query("q", q, 0) == []
    assert len(store.query("q", q, 100)) == 30
    assert store.query("empty-ns", q, 5) == []


def test_namespaces_are_isolated(store: VectorStore) -> None:
    rng = np.random.default_rng(2)
    store.add("user:a", [rec(i, "user:a") for i in range(3)], unit(rng, 3))
    store.add("user:b", [rec(i + 10, "user:b") for i in range(2)], unit(rng, 2))
    assert store.count("user:a") == 3 and store.count("user:b") == 2
    assert {mid for mid, _ in store.query("user:a", unit(rng, 1)[0], 10)} == {"m0", "m1", "m2"}
    assert store.get("user:b", ["m0"]) == []
    assert set(store.namespaces()) >= {"user:a", "user:b"}


def test_update_and_delete(store: VectorStore) -> None:
    rng = np.random.default_rng(3)
    store.add("u", [rec(i, "u") for i in range(4)], unit(rng, 4))
    changed = rec(2, "u", recall_count=5, last_recalled_at=9999.0, importance=9.5)
    store.update("u", [changed])
    assert store.get("u", ["m2"])[0][0] == changed
    assert store.delete("u", ["m0", "m1", "ghost"]) == 2
    assert store.count("u") == 2
    assert store.delete("u", []) == 0


def test_upsert_adds_and_replaces_in_one_call(store: VectorStore) -> None:
    upsert = getattr(store, "upsert", None)
    if upsert is None:
        pytest.skip("this store has no upsert (optional)")
    rng = np.random.default_rng(6)
    vecs = unit(rng, 3)
    store.add("up", [rec(0, "up"), rec(1, "up")], vecs[:2])
    changed = rec(1, "up", recall_count=3, strength=2.0, superseded_by="m2")
    upsert("up", [rec(2, "up"), changed], np.stack([vecs[2], vecs[1]]))
    got = {r.id: (r, v) for r, v in store.get("up")}
    assert set(got) == {"m0", "m1", "m2"} and store.count("up") == 3
    assert got["m1"][0] == changed and got["m2"][0] == rec(2, "up")
    assert np.allclose(got["m1"][1], vecs[1], atol=1e-6)
    with pytest.raises(InvalidInputError):
        upsert("up", [rec(3, "up"), rec(3, "up")], unit(rng, 2))
    assert store.count("up") == 3


def test_duplicate_ids_are_rejected_and_nothing_is_half_written(store: VectorStore) -> None:
    rng = np.random.default_rng(4)
    store.add("d", [rec(0, "d")], unit(rng, 1))
    with pytest.raises((InvalidInputError, StoreError)):
        store.add("d", [rec(0, "d")], unit(rng, 1))
    assert store.count("d") == 1
    with pytest.raises((InvalidInputError, StoreError)):
        store.add("d", [rec(5, "d")], unit(rng, 2))
    assert store.count("d") == 1


def test_large_batches_are_split(store: VectorStore) -> None:
    rng = np.random.default_rng(5)
    n = 6000
    store.add("big", [rec(i, "big") for i in range(n)], unit(rng, n, 8))
    assert store.count("big") == n
    got = store.get("big")  # read back in pages: one SQLite statement cannot hold 100k ids
    assert len(got) == n == len({r.id for r, _ in got})
    assert len(store.get("big", [f"m{i}" for i in range(n)])) == n
    assert store.delete("big", [f"m{i}" for i in range(5500)]) == 5500


def test_default_clients_coexist_with_user_clients(tmp_path: Path) -> None:
    """Chroma refuses a second client with other settings; decaymem uses the defaults, so a
    user's own client and decaymem's store work side by side, in both directions."""
    rng = np.random.default_rng(11)
    ns = f"coexist{uuid.uuid4().hex[:6]}"
    store = ChromaStore()
    store.add(ns, [rec(1, ns)], unit(rng, 1, 3))
    user = chromadb.EphemeralClient()  # created after decaymem's: must not raise
    assert isinstance(user.heartbeat(), int)
    mine = user.get_or_create_collection(f"user_{ns}")
    mine.add(ids=["u1"], documents=["the user's own"], embeddings=[[0.1, 0.2, 0.3]])
    assert mine.count() == 1
    assert store.count(ns) == 1 and store.get(ns)[0][0].text == "memory number 1"

    path = tmp_path / "p"
    disk = ChromaStore(path=path)
    disk.add(ns, [rec(2, ns)], unit(rng, 1, 3))
    user_disk = chromadb.PersistentClient(path=str(path))
    assert isinstance(user_disk.heartbeat(), int)
    assert user_disk.list_collections()  # the user's client sees decaymem's collection
    assert disk.count(ns) == 1 and ChromaStore(path=path).count(ns) == 1


def test_chroma_packs_a_record_into_two_metadata_keys_and_reads_the_older_layout(
    tmp_path: Path,
) -> None:
    """Chroma's write cost grows with the metadata keys of a record, and nothing filters on
    them in Chroma: a record is stored as its namespace and one JSON string. Records written
    with one key per field (before the packing) are still read, and an update of one of them
    is read back as written, a metadata key it dropped included."""
    rng = np.random.default_rng(12)
    store = ChromaStore(path=tmp_path / "c")
    ns = "pack"
    store.add(ns, [rec(0, ns, metadata={"topic": "x", "n": 3, "ok": True, "w": 0.5})], unit(rng, 1))
    col = store.client.get_collection(store.collection_name(ns), embedding_function=None)
    meta = col.get(ids=["m0"], include=["metadatas"])["metadatas"][0]
    assert set(meta) == {"dm_namespace", "dm_record"}
    got = store.get(ns, ["m0"])[0][0].metadata
    assert got == {"topic": "x", "n": 3, "ok": True, "w": 0.5}
    assert [type(got[k]) for k in ("n", "ok", "w")] == [int, bool, float]

    legacy = {
        "dm_namespace": ns,
        "dm_importance": 7.0,
        "dm_created_at": 1234.0,
        "dm_last_recalled_at": -1.0,
        "dm_recall_count": 1,
        "dm_strength": 2.0,
        "dm_source": "fact",
        "dm_superseded_by": "",
        "dm_superseded_sim": 0.0,
        "u:topic": "old",
        "u:gone": "soon",
    }
    col.add(
        ids=["old1"], embeddings=unit(rng, 1), documents=["stored long ago"], metadatas=[legacy]
    )
    old = store.get(ns, ["old1"])[0][0]
    assert old == MemoryRecord(
        id="old1",
        text="stored long ago",
        namespace=ns,
        importance=7.0,
        created_at=1234.0,
        recall_count=1,
        strength=2.0,
        source="fact",
        metadata={"topic": "old", "gone": "soon"},
    )
    changed = replace(old, metadata={"topic": "new"}, recall_count=2)
    store.update(ns, [changed])
    assert ChromaStore(path=tmp_path / "c").get(ns, ["old1"])[0][0] == changed
