from __future__ import annotations

import numpy as np
import pytest

from decaymem import ConfigError, HashingEmbedder, SentenceTransformerEmbedder


def test_hashing_embedder_is_deterministic_and_normalised() -> None:
    e = HashingEmbedder(dimension=128)
    a = e.embed(["The cat sat on the mat", "the CAT sat on the mat", "quantum chromodynamics"])
    assert a.shape == (3, 128) and a.dtype == np.float32
    assert np.allclose(np.linalg.norm(a, axis=1), 1.0)
    assert float(a[0] @ a[1]) == pytest.approx(1.0)
    assert float(a[0] @ a[2]) < 0.5
    assert np.array_equal(HashingEmbedder(dimension=128).embed(["x y"]), e.embed(["x y"]))
    assert e.embed([]).shape == (0, 128)
    assert np.allclose(e.embed([""]), 0.0)  # no words: the zero vector, cosine 0 with anything
    with pytest.raises(ConfigError):
        HashingEmbedder(dimension=1)


@pytest.mark.slow
def test_sentence_transformer_offline_normalised_and_semantic() -> None:
    e = SentenceTransformerEmbedder()
    v = e.embed(["My dog is called Rex.", "What is the name of my pet dog?", "Stock markets fell."])
    assert v.shape == (3, 384)
    assert np.allclose(np.linalg.norm(v, axis=1), 1.0, atol=1e-5)
    assert float(v[0] @ v[1]) > float(v[0] @ v[2]) + 0.2
    assert e.name == "st:all-MiniLM-L6-v2"
    # loaded once per process: a second embedder shares the model object
    e2 = SentenceTransformerEmbedder()
    e2.embed(["warm"])
    assert e2._model is e._model
    # batching does not change results
    many = e.embed(["My dog is called Rex."] * 70)
    assert np.allclose(many[-1], v[0], atol=1e-5)


def test_hashing_embedder_hashes_each_word_once_and_its_vectors_are_pinned(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Turns repeat their words: a word is hashed once per process, and the vectors stay the
    ones stored memories were made with (a cache must not change a single coordinate)."""
    import hashlib

    import decaymem.embeddings as emb

    calls: list[bytes] = []
    real = hashlib.blake2b

    def counting(data: bytes, **kw):  # type: ignore[no-untyped-def]
        calls.append(data)
        return real(data, **kw)

    emb._word_hash.cache_clear()
    monkeypatch.setattr(emb.hashlib, "blake2b", counting)
    e = HashingEmbedder(dimension=64)
    v = e.embed(["red apples and red pears", "red apples"])
    assert sorted(calls) == [b"and", b"apples", b"pears", b"red"]
    # the counts of "red" twice and three single words, as the uncached code made them
    assert np.flatnonzero(v[0]).tolist() == [13, 29, 47, 60]
    assert np.allclose(v[0][[13, 29, 47, 60]] * 7**0.5, [2.0, 1.0, -1.0, -1.0])
