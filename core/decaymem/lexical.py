"""Incremental BM25: the lexical half of recall, updated per write and persisted beside the store.

Scoring is that of ``bm25s`` (the Lucene BM25 variant; ``k1=1.5``, ``b=0.75`` by default, and
long-term memory uses ``k1=1.2``, ``b=0.3``). Words are bm25s's (lowercase, ``\\b\\w\\w+\\b``,
its English stopwords) reduced to their Snowball English stems, as ``bm25s.tokenize(...,
stopwords="en", stemmer=Stemmer.Stemmer("english"))`` gives them: "adopted" finds "adoption",
"painting" finds "painted" (on the LoCoMo dev conversations, turn-level recall@10 of the default
fusion 0.684 -> 0.691, BM25 alone 0.577 -> 0.616; BENCHMARKS.md). The bookkeeping is decaymem's:

- a query also drops the English function words bm25s's short list keeps ("any", "did", "you",
  "what", ...: :data:`QUERY_STOPWORDS`), unless nothing else is left: "Are there any food
  restrictions?" must not rank "did you watch any good films?" on "any". Documents are indexed
  as before, so this is bm25s's score for the query's content words;

- a write tokenizes the new texts only and appends to per-term postings (O(new text));
- a delete marks the document dead and corrects the statistics (postings are compacted once
  half of them are dead);
- with a :class:`LexicalDB` the tokenized documents are kept in SQLite, so reopening loads
  term ids instead of re-tokenizing every text, and :meth:`LexicalIndex.sync` reconciles the
  index with the store (the source of truth) by id and text hash: only what differs is
  tokenized again. ``benchmarks/lexical_engines.py`` measured this against SQLite FTS5 and
  Tantivy (ARCHITECTURE.md, "Lexical search").
"""

from __future__ import annotations

import logging
import math
import re
import sqlite3
import threading
import uuid
import zlib
from array import array
from collections import Counter
from collections.abc import Iterable, Sequence
from pathlib import Path

import numpy as np
import numpy.typing as npt
import Stemmer

from .lazy import LazyList
from .stopwords import STOP_WORDS

__all__ = ["QUERY_STOPWORDS", "TOKENIZER", "LexicalDB", "LexicalIndex", "query_terms", "tokenize"]

logger = logging.getLogger(__name__)

_WORD = re.compile(r"(?u)\b\w\w+\b")


_STOP = STOP_WORDS
#: Words a query never matches on (besides bm25s's list): pronouns, auxiliaries, determiners,
#: quantifiers, prepositions, conjunctions and question words. Content words (nouns, verbs,
#: adjectives, names) are never in it, nor words of time ("now", "before", "until") that
#: questions about changes use; negations ("no", "not") are already in bm25s's list.
QUERY_STOPWORDS = _STOP | frozenset(
    """
    about above against all am any anybody anyone anything anywhere be because been being below
    between both can could did do does doing done down each either else every few from further
    had has have having he her here hers herself him himself his how however i its itself just
    least less let many may me might mine more most much must my myself neither nor off our
    ours ourselves out over shall she should so some somebody someone something somewhere than
    them themselves there those though through too under up upon us very via we were what
    whatever when whenever where whether which while who whom whose why would yet you your
    yours yourself yourselves
    """.split()  # noqa: SIM905 - a word list reads best as words
)
# A tokenized document: id, text hash, unique term ids, their frequencies.
_Doc = tuple[str, int, npt.NDArray[np.int32], npt.NDArray[np.float32]]


#: Names the words :func:`tokenize` makes; a :class:`LexicalDB` file written with other words is
#: re-tokenized from the store's texts when opened (its documents and term ids are dropped).
TOKENIZER = "bm25s-words/en-stopwords/snowball-english"
_stemmers = threading.local()  # a PyStemmer object must not be used by two threads at once


def _stems(words: list[str]) -> list[str]:
    stemmer = getattr(_stemmers, "english", None)
    if stemmer is None:
        stemmer = _stemmers.english = Stemmer.Stemmer("english")
    stems: list[str] = stemmer.stemWords(words)
    return stems


def _words(text: str) -> list[str]:
    return [t for t in _WORD.findall(text.lower()) if t not in _STOP]


def tokenize(text: str) -> list[str]:
    """Terms of ``text``: bm25s's words without its English stopwords, stemmed (Snowball)."""
    return _stems(_words(text))


def query_terms(query: str) -> list[str]:
    """The terms a query matches on: :func:`tokenize` without :data:`QUERY_STOPWORDS` (matched
    before stemming), or all of its terms when that would leave none ("What did you do?")."""
    words = _words(query)
    content = [w for w in words if w not in QUERY_STOPWORDS]
    return tokenize(" ".join(content or words))  # the words again, now stemmed


def text_hash(text: str) -> int:
    """A stable 32-bit hash of a text (a changed text under the same id is noticed)."""
    return zlib.crc32(text.encode("utf-8", "surrogatepass"))


class LexicalDB:
    """Tokenized documents of every namespace in one SQLite file; only term ids when no path.

    Term ids are assigned by the database, so every index opened on the file agrees on them.
    """

    def __init__(self, path: str | Path | None = None) -> None:
        self.path = Path(path) if path is not None else None
        if self.path is not None:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        self._lock = threading.RLock()
        self._terms: dict[str, int] = {}
        # Names this database's term ids: saved indexes (index_files.py) hold term ids and are
        # only used with the database that assigned them.
        self.uid = uuid.uuid4().hex
        if self.path is None:
            return  # in memory: term ids live in the dict only
        self._conn = sqlite3.connect(str(self.path), check_same_thread=False, timeout=30)
        with self._lock, self._conn:
            self._conn.execute("PRAGMA journal_mode=WAL")
            self._conn.execute("PRAGMA synchronous=NORMAL")
            self._conn.execute("PRAGMA secure_delete=ON")  # forget leaves no copy on a page
            self._conn.execute(
                "CREATE TABLE IF NOT EXISTS terms("
                "tid INTEGER PRIMARY KEY, term TEXT UNIQUE NOT NULL)"
            )
            self._conn.execute(
                "CREATE TABLE IF NOT EXISTS docs(ns TEXT NOT NULL, id TEXT NOT NULL, "
                "hash INTEGER NOT NULL, terms BLOB NOT NULL, tfs BLOB NOT NULL, "
                "PRIMARY KEY (ns, id)) WITHOUT ROWID"
            )
            self._conn.execute(
                "CREATE TABLE IF NOT EXISTS info(key TEXT PRIMARY KEY, value TEXT NOT NULL)"
            )
            self._conn.execute(
                "INSERT OR IGNORE INTO info(key, value) VALUES ('uid', ?)", (uuid.uuid4().hex,)
            )
            self._retokenize_if_other_words()
        (self.uid,) = self._conn.execute("SELECT value FROM info WHERE key = 'uid'").fetchone()
        self._terms = dict(self._conn.execute("SELECT term, tid - 1 FROM terms"))

    def _retokenize_if_other_words(self) -> None:
        """A file written with other words than :data:`TOKENIZER` (decaymem before stemming)
        loses its documents and term ids, and gets a new uid so that no saved index built on
        them is used: each namespace is then tokenized again from the store's texts when it
        is first loaded (the store is the source of truth; nothing but derived data is lost).
        """
        row = self._conn.execute("SELECT value FROM info WHERE key = 'tokenizer'").fetchone()
        if row is not None and row[0] == TOKENIZER:
            return
        if self._conn.execute("SELECT 1 FROM terms LIMIT 1").fetchone() is not None:
            logger.info("lexical index %s was made with other words; tokenizing again", self.path)
            self._conn.execute("DELETE FROM docs")
            self._conn.execute("DELETE FROM terms")
            self._conn.execute("UPDATE info SET value = ? WHERE key = 'uid'", (uuid.uuid4().hex,))
        self._conn.execute(
            "INSERT OR REPLACE INTO info(key, value) VALUES ('tokenizer', ?)", (TOKENIZER,)
        )

    def term_ids(self, terms: Iterable[str], *, create: bool) -> list[int]:
        """Ids of ``terms`` (0-based); unknown terms get new ids, or -1 when not ``create``.

        A term this object has not seen is looked up in the file first: another index on the
        same file (another process, or another memory in this one) may have given it its id,
        and documents loaded from the file carry that id.
        """
        with self._lock:
            terms = list(terms)
            if not create and self.path is not None:
                missing = list({t for t in terms if t not in self._terms})
                for a in range(0, len(missing), 500):
                    part = missing[a : a + 500]
                    marks = ",".join("?" * len(part))
                    for term, tid in self._conn.execute(
                        f"SELECT term, tid - 1 FROM terms WHERE term IN ({marks})", part
                    ):
                        self._terms[str(term)] = int(tid)
            out = []
            for t in terms:
                tid = self._terms.get(t)
                if tid is None:
                    if not create:
                        out.append(-1)
                        continue
                    if self.path is None:
                        tid = self._terms[t] = len(self._terms)
                        out.append(tid)
                        continue
                    self._conn.execute("INSERT OR IGNORE INTO terms(term) VALUES (?)", (t,))
                    row = self._conn.execute("SELECT tid - 1 FROM terms WHERE term = ?", (t,))
                    tid = int(row.fetchone()[0])
                    self._terms[t] = tid
                out.append(tid)
            return out

    @property
    def vocabulary_size(self) -> int:
        return len(self._terms)

    def put(self, ns: str, docs: Sequence[_Doc]) -> None:
        with self._lock, self._conn:
            self._conn.executemany(
                "INSERT OR REPLACE INTO docs(ns, id, hash, terms, tfs) VALUES (?, ?, ?, ?, ?)",
                [(ns, i, h, t.tobytes(), f.tobytes()) for i, h, t, f in docs],
            )

    def delete(self, ns: str, ids: Sequence[str]) -> None:
        with self._lock, self._conn:
            self._conn.executemany(
                "DELETE FROM docs WHERE ns = ? AND id = ?", [(ns, i) for i in ids]
            )

    def checkpoint(self) -> None:
        """Write the log into the file and truncate it (older page images gone with it)."""
        if self.path is not None:
            with self._lock:
                self._conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")

    def load(self, ns: str) -> list[tuple[str, int, bytes, bytes]]:
        with self._lock:
            rows: list[tuple[str, int, bytes, bytes]] = self._conn.execute(
                "SELECT id, hash, terms, tfs FROM docs WHERE ns = ?", (ns,)
            ).fetchall()
            return rows

    def close(self) -> None:
        if self.path is not None:
            with self._lock:
                self._conn.close()


class _Postings:
    """Documents (slots) holding one term and its frequency in each: C arrays, O(1) appends."""

    __slots__ = ("df", "rows", "tfs")

    def __init__(self, rows: npt.NDArray[np.int64], tfs: npt.NDArray[np.float64]) -> None:
        self.rows = array("q", rows.astype(np.int64, copy=False).tobytes())
        self.tfs = array("d", tfs.astype(np.float64, copy=False).tobytes())
        self.df = len(self.rows)  # live documents holding the term

    def append(self, row: int, tf: float) -> None:
        self.rows.append(row)
        self.tfs.append(tf)
        self.df += 1


class LexicalIndex:
    """BM25 over the documents of one namespace, keyed by memory id, updated in place.

    Each document lives in a *slot* that never moves; :meth:`scores` returns an array over
    slots and :meth:`slots` maps ids to them.

    Example:
        >>> idx = LexicalIndex("default")
        >>> _ = idx.add(["a", "b"], ["Ana's dog is Rex", "the weather is nice"])
        >>> s = idx.scores("dog")
        >>> bool(s[idx.slots(["a"])[0]] > 0 == s[idx.slots(["b"])[0]])
        True
    """

    def __init__(
        self,
        namespace: str,
        *,
        db: LexicalDB | None = None,
        k1: float = 1.5,
        b: float = 0.75,
        load: bool = True,
    ) -> None:
        self.namespace = namespace
        self.db = db if db is not None else LexicalDB()
        self.k1, self.b = k1, b
        self._slot: dict[str, int] = {}
        self._len = np.zeros(64, dtype=np.float64)
        self._hash = np.zeros(64, dtype=np.int64)
        self._alive = np.zeros(64, dtype=bool)
        self._doc_terms: list[npt.NDArray[np.int32] | None] = []
        self._post: dict[int, _Postings] = {}
        self.n_docs = 0  # live documents
        self._total_len = 0.0
        self._dead_postings = 0
        self._live_postings = 0
        if load:
            self._load()

    # ------------------------------------------------------------------ state
    @property
    def n_slots(self) -> int:
        return len(self._doc_terms)

    def __contains__(self, memory_id: object) -> bool:
        return memory_id in self._slot

    def slots(self, ids: Sequence[str]) -> npt.NDArray[np.int64]:
        """The slot of each id (all must be indexed)."""
        return np.fromiter((self._slot[i] for i in ids), dtype=np.int64, count=len(ids))

    @property
    def nbytes(self) -> int:
        """Bytes held, estimated in O(1): postings, per-document term ids, columns, id map."""
        postings = 16 * (self._live_postings + self._dead_postings) + 150 * len(self._post)
        docs = 4 * self._live_postings + 112 * self.n_docs
        cols = 17 * len(self._len) + 8 * len(self._doc_terms) + 150 * len(self._slot)
        return postings + docs + cols

    def _grow_slots(self, need: int) -> None:
        if need <= len(self._len):
            return
        cap = max(need, 2 * len(self._len))
        self._len = np.resize(self._len, cap)
        self._hash = np.resize(self._hash, cap)
        alive = np.zeros(cap, dtype=bool)
        alive[: len(self._alive)] = self._alive
        self._alive = alive

    # ------------------------------------------------------------------ writing
    def _encode(self, text: str) -> tuple[npt.NDArray[np.int32], npt.NDArray[np.float32], int]:
        words = tokenize(text)
        counts = Counter(words)
        tids = self.db.term_ids(counts.keys(), create=True)
        return (
            np.asarray(tids, dtype=np.int32),
            np.fromiter(counts.values(), dtype=np.float32, count=len(counts)),
            len(words),
        )

    def _place(self, docs: Sequence[_Doc], lengths: Sequence[int]) -> None:
        """Give each document a new slot and append its postings, grouped by term."""
        for mid, *_ in docs:
            if mid in self._slot:
                self._drop(mid)
        start, k = self.n_slots, len(docs)
        self._grow_slots(start + k)
        for j, (mid, h, terms, _) in enumerate(docs):
            self._slot[mid] = start + j
            self._hash[start + j] = h
            self._doc_terms.append(terms)
        self._len[start : start + k] = lengths
        self._alive[start : start + k] = True
        self.n_docs += k
        self._total_len += float(sum(lengths))
        if k == 1:  # one memory per write: a few appends
            _, _, terms, tfs = docs[0]
            for t, f in zip(terms.tolist(), tfs.tolist(), strict=True):
                p = self._post.get(t)
                if p is None:
                    self._post[t] = _Postings(np.array([start]), np.array([f]))
                else:
                    p.append(start, f)
            self._live_postings += len(terms)
            return
        counts = np.fromiter((len(d[2]) for d in docs), dtype=np.int64, count=k)
        if not counts.sum():
            return
        flat_t = np.concatenate([d[2] for d in docs]).astype(np.int64)
        flat_f = np.concatenate([d[3] for d in docs]).astype(np.float64)
        flat_s = np.repeat(np.arange(start, start + k, dtype=np.int64), counts)
        order = np.argsort(flat_t, kind="stable")  # keeps slots ascending within a term
        st, ss, sf = flat_t[order], flat_s[order], flat_f[order]
        cuts = np.flatnonzero(np.diff(st)) + 1
        bounds = zip(np.r_[0, cuts].tolist(), np.r_[cuts, len(st)].tolist(), strict=True)
        for lo, hi in bounds:
            t = int(st[lo])
            p = self._post.get(t)
            if p is None:
                self._post[t] = _Postings(ss[lo:hi], sf[lo:hi])
            else:
                p.rows.frombytes(ss[lo:hi].tobytes())
                p.tfs.frombytes(sf[lo:hi].tobytes())
                p.df += hi - lo
        self._live_postings += len(st)

    def add(self, ids: Sequence[str], texts: Sequence[str]) -> npt.NDArray[np.int64]:
        """Index (or re-index) documents; returns their slots. Cost: the new texts only."""
        if len(set(ids)) != len(ids):  # the same id twice in one batch: the last text wins
            for mid, text in zip(ids, texts, strict=True):
                self.add([mid], [text])
            return self.slots(ids)
        docs: list[_Doc] = []
        lengths: list[int] = []
        for mid, text in zip(ids, texts, strict=True):
            terms, tfs, length = self._encode(text)
            docs.append((mid, text_hash(text), terms, tfs))
            lengths.append(length)
        if docs:
            self._place(docs, lengths)
            if self.db.path is not None:
                self.db.put(self.namespace, docs)
        return self.slots(ids)

    def _drop(self, memory_id: str) -> None:
        slot = self._slot.pop(memory_id)
        terms = self._doc_terms[slot]
        self._doc_terms[slot] = None
        self._alive[slot] = False
        self.n_docs -= 1
        self._total_len -= float(self._len[slot])
        if terms is not None and len(terms):
            for t in terms.tolist():
                self._post[t].df -= 1
            self._dead_postings += len(terms)
            self._live_postings -= len(terms)

    def remove(self, ids: Sequence[str]) -> None:
        """Forget documents (unknown ids are ignored)."""
        gone = [i for i in ids if i in self._slot]
        for mid in gone:
            self._drop(mid)
        if gone and self.db.path is not None:
            self.db.delete(self.namespace, gone)
        if self._dead_postings > max(1024, self._live_postings):
            self._compact()

    def _compact(self) -> None:
        """Drop postings of dead documents (slots keep their numbers)."""
        for t in list(self._post):
            p = self._post[t]
            rows = np.frombuffer(p.rows, dtype=np.int64)
            keep = self._alive[rows]
            if not keep.any():
                del self._post[t]
            elif not keep.all():
                self._post[t] = _Postings(rows[keep], np.frombuffer(p.tfs, dtype=np.float64)[keep])
            del rows
        self._dead_postings = 0

    def sync(self, ids: Sequence[str], texts: Sequence[str]) -> npt.NDArray[np.int64]:
        """Make the index hold exactly these documents, tokenizing only the ones that differ.

        Returns:
            The slot of each id, in order.
        """
        want = dict(zip(ids, texts, strict=True))
        stale = [i for i in self._slot if i not in want]
        todo_ids, todo_texts = [], []
        for mid, text in want.items():
            slot = self._slot.get(mid)
            if slot is None or int(self._hash[slot]) != text_hash(text):
                todo_ids.append(mid)
                todo_texts.append(text)
        if stale:
            self.remove(stale)
        if todo_ids:
            self.add(todo_ids, todo_texts)
        if stale or todo_ids:
            logger.debug(
                "lexical index of %r synced: %d removed, %d (re)indexed",
                self.namespace,
                len(stale),
                len(todo_ids),
            )
        return self.slots(ids)

    def _load(self) -> None:
        if self.db.path is None:
            return
        rows = self.db.load(self.namespace)
        if not rows:
            return
        ids, hashes, term_blobs, tf_blobs = zip(*rows, strict=True)
        counts = np.fromiter(map(len, term_blobs), dtype=np.int64, count=len(rows)) // 4
        self.load_flat(
            list(ids),
            np.asarray(hashes, dtype=np.int64),
            counts,
            np.frombuffer(b"".join(term_blobs), dtype=np.int32),
            np.frombuffer(b"".join(tf_blobs), dtype=np.float32),
        )

    def export_flat(
        self,
    ) -> tuple[
        list[str],
        npt.NDArray[np.int64],
        npt.NDArray[np.int64],
        npt.NDArray[np.int32],
        npt.NDArray[np.float32],
    ]:
        """The live documents as flat arrays (ids, hashes, term counts, term ids, tfs), in
        slot order: what :meth:`load_flat` takes back without tokenizing anything. Read from
        the postings (vectorised), so a document's terms come out in term order."""
        live = sorted(self._slot.items(), key=lambda kv: kv[1])
        ids = [mid for mid, _ in live]
        slots = np.fromiter((s for _, s in live), dtype=np.int64, count=len(live))
        parts_s, parts_t, parts_f = [], [], []
        for t, p in self._post.items():
            rows = np.frombuffer(p.rows, dtype=np.int64).copy()
            tfs = np.frombuffer(p.tfs, dtype=np.float64).copy()
            keep = self._alive[rows]
            parts_s.append(rows[keep])
            parts_t.append(np.full(int(keep.sum()), t, dtype=np.int32))
            parts_f.append(tfs[keep])
        if not parts_s:
            zero = np.zeros(len(ids), dtype=np.int64)
            return (
                ids,
                self._hash[slots].copy(),
                zero,
                np.zeros(0, np.int32),
                np.zeros(0, np.float32),
            )
        flat_s = np.concatenate(parts_s)
        flat_t = np.concatenate(parts_t)
        flat_f = np.concatenate(parts_f).astype(np.float32)
        order = np.lexsort((flat_t, flat_s))
        # slot -> position among the live slots (ascending), then terms per document
        rank = np.full(self.n_slots, -1, dtype=np.int64)
        rank[slots] = np.arange(len(slots))
        counts = np.bincount(rank[flat_s], minlength=len(slots)).astype(np.int64)
        return ids, self._hash[slots].copy(), counts, flat_t[order], flat_f[order]

    def load_flat(
        self,
        ids: Sequence[str],
        hashes: npt.NDArray[np.int64],
        counts: npt.NDArray[np.int64],
        flat_t: npt.NDArray[np.int32],
        flat_f: npt.NDArray[np.float32],
        *,
        order: npt.NDArray[np.int64] | None = None,
    ) -> None:
        """Fill an empty index from flat arrays (:meth:`export_flat`, or the database's rows);
        ``order``, when saved, is ``argsort(flat_t, kind="stable")``. A document's term ids
        are sliced out of ``flat_t`` when first needed (a delete)."""
        n = len(ids)
        if n == 0:
            return
        self._grow_slots(n)
        self._slot = dict(zip(ids, range(n), strict=True))
        self._hash[:n] = hashes
        offsets = np.concatenate([[0], np.cumsum(counts)]).astype(np.int64).tolist()
        self._doc_terms = LazyList(n, lambda i: flat_t[offsets[i] : offsets[i + 1]])
        flat_s = np.repeat(np.arange(n, dtype=np.int64), counts)
        flat_f64 = flat_f.astype(np.float64)
        self._len[:n] = np.bincount(flat_s, weights=flat_f64, minlength=n)
        self._alive[:n] = True
        self.n_docs = n
        self._total_len = float(self._len[:n].sum())
        self._live_postings = len(flat_t)
        if len(flat_t):
            if order is None:
                order = np.argsort(flat_t, kind="stable")
            st, ss, sf = flat_t.astype(np.int64)[order], flat_s[order], flat_f64[order]
            cuts = np.flatnonzero(np.diff(st)) + 1
            starts = np.concatenate([[0], cuts])
            ends = np.concatenate([cuts, [len(st)]])
            for a, z in zip(starts.tolist(), ends.tolist(), strict=True):
                self._post[int(st[a])] = _Postings(ss[a:z], sf[a:z])
        logger.debug("lexical index of %r loaded: %d documents", self.namespace, n)

    # ------------------------------------------------------------------ reading
    def similar(self, text: str, limit: int) -> npt.NDArray[np.int64]:
        """Slots of at most ``limit`` live documents sharing words with ``text``: its rarest
        words first, the newest documents first within a word. Cost: O(limit), not O(df)."""
        tids = {t for t in self.db.term_ids(tokenize(text), create=False) if t in self._post}
        found: list[npt.NDArray[np.int64]] = []
        got = 0
        for t in sorted(tids, key=lambda t: self._post[t].df):
            if got >= limit:
                break
            rows = np.frombuffer(self._post[t].rows, dtype=np.int64)
            tail = rows[-2 * (limit - got) :].copy()  # newest postings; some may be dead
            del rows
            tail = tail[self._alive[tail]][-(limit - got) :]
            found.append(tail)
            got += len(tail)
        if not found:
            return np.zeros(0, dtype=np.int64)
        return np.unique(np.concatenate(found))

    def scores(self, query: str) -> npt.NDArray[np.float64]:
        """BM25 score of every slot for ``query`` (0 for dead slots and non-matching ones).

        The query's words are :func:`query_terms`; one repeated counts twice, as in bm25s;
        words no document has are ignored.
        """
        out = np.zeros(self.n_slots, dtype=np.float64)
        if self.n_docs == 0:
            return out
        tids = [t for t in self.db.term_ids(query_terms(query), create=False) if t >= 0]
        if not tids:
            return out
        n = float(self.n_docs)
        avg = self._total_len / n if self._total_len > 0 else 1.0
        norm: npt.NDArray[np.float64] | None = None
        for t in tids:
            p = self._post.get(t)
            if p is None or p.df <= 0:
                continue
            if norm is None:
                norm = self.k1 * (1 - self.b + self.b * self._len[: self.n_slots] / avg)
            df = float(p.df)
            idf = math.log(1 + (n - df + 0.5) / (df + 0.5))
            rows = np.frombuffer(p.rows, dtype=np.int64)  # views: released before any append
            tf = np.frombuffer(p.tfs, dtype=np.float64)
            out[rows] += idf * tf / (tf + norm[rows])
            del rows, tf
        if self._dead_postings:
            out[~self._alive[: self.n_slots]] = 0.0
        return out
