"""Recall: the ``k`` best memories for a query, by a pure :class:`~decaymem.scoring.ScoringMode`.

Namespaces of up to ``exact_limit`` memories hold their vectors in process and are scored
exhaustively (brute force over the namespace index), except that with fusion scoring (the
default) a namespace past ``candidate_limit`` takes candidates: the store's ANN top-N and the
exact lexical top-N, scored exactly and widened until no unseen memory can outrank the k-th
result (:mod:`decaymem.longterm.ann`). Namespaces past ``exact_limit`` always take candidates.
Nothing is hidden or reordered on a guess that one memory updated another: a memory recorded
as superseded (a certain signal) is only damped by the scoring mode. A recalled memory is
reinforced when the memory is built with ``reinforce=True``.
"""

from __future__ import annotations

import operator
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

import numpy as np
import numpy.typing as npt

from ..errors import InvalidInputError
from ..index import NamespaceIndex
from ..records import Recall, matches_where, validate_namespace, validate_where
from ..scoring import Features, FusionScoring, ScoringMode, ranks
from ..validation import check_number
from .ann import (
    dense_top,
    lexical_ranks,
    lexical_top,
    ranks_in,
    sims_from_store,
)
from .inputs import TimeLike
from .namespaces import NamespaceIndexing

__all__ = ["Recalling"]


class Recalling(NamespaceIndexing):
    """The recall part of :class:`~decaymem.longterm.LongTermMemory`."""

    def _features(
        self,
        idx: NamespaceIndex,
        rows: npt.NDArray[np.int64],
        sims: npt.NDArray[np.float64],
        lex: npt.NDArray[np.float64],
        now: float,
        *,
        dense_rank: npt.NDArray[np.float64] | None = None,
        lexical_rank: npt.NDArray[np.float64] | None = None,
    ) -> Features:
        return Features(
            similarity=sims,
            lexical=lex,
            importance=idx.column("importance")[rows],
            created_at=idx.column("created_at")[rows],
            last_recalled_at=idx.column("last_recalled_at")[rows],
            strength=idx.column("strength")[rows],
            superseded_sim=idx.column("superseded_sim")[rows],
            words=idx.column("words")[rows],
            now=now,
            dense_rank=dense_rank,
            lexical_rank=lexical_rank,
        )

    def recall(
        self,
        query: str,
        *,
        k: int = 5,
        namespace: str = "default",
        now: TimeLike | None = None,
        where: Mapping[str, Any] | None = None,
        min_score: float | None = None,
        scoring: ScoringMode | None = None,
    ) -> list[Recall]:
        """The ``k`` best memories for ``query`` in ``namespace``, best first (exact top-k).

        Args:
            query: the text to recall for.
            k: how many (>= 1).
            namespace: the scope searched; nothing outside it is ever returned.
            now: the time of recall (defaults to the clock); ages clamp at 0.
            where: a Chroma-style filter on the memories' user metadata.
            min_score: drop results scoring below this.
            scoring: override the ranking for this call.
        """
        self._check_text(query, what="query")
        if isinstance(k, bool) or not isinstance(k, int) or k < 1:
            raise InvalidInputError(f"k must be an int >= 1, got {k!r}")
        if min_score is not None:
            min_score = check_number(min_score, what="min_score")
        validate_namespace(namespace)
        validate_where(where)  # every branch, before any work
        mode = scoring or self.scoring
        t = self._now(now)
        with self._lock:  # an empty namespace answers without embedding (or loading a model)
            if self._index(namespace).n == 0:
                return []
        qvec = self._embed_query(query)
        with self._lock:
            idx = self._index(namespace)
            if idx.n == 0:
                return []
            lex_all = (
                idx.lexical(self.lexical_query(query, namespace))
                if mode.uses_lexical
                else np.zeros(idx.n)
            )
            if not idx.keep_vectors or self._takes_candidates(idx.n, mode):
                results = self._recall_ann(
                    idx=idx,
                    namespace=namespace,
                    qvec=qvec,
                    lex_all=lex_all,
                    mode=mode,
                    query=query,
                    now=t,
                    k=k,
                    where=where,
                    min_score=min_score,
                )
            else:  # exhaustive
                rows = np.arange(idx.n)
                sims = (idx.vectors @ qvec).astype(np.float64)
                results = self._rank(
                    query,
                    mode=mode,
                    idx=idx,
                    namespace=namespace,
                    feats=self._features(idx, rows, sims, lex_all, t),
                    rows=rows,
                    k=k,
                    where=where,
                    min_score=min_score,
                )
            if self.reinforce and results:
                self._reinforce(namespace, idx, [r.id for r in results], t)
            return results

    def _takes_candidates(self, n: int, mode: ScoringMode) -> bool:
        """Whether a namespace of ``n`` memories whose vectors are held takes the candidate
        path: fusion scoring (ranks: the bound needs no value of an unseen memory) past
        ``candidate_limit``; every other mode (the seed formula included) stays exhaustive."""
        limit = self.candidate_limit
        return limit is not None and n > limit and isinstance(mode, FusionScoring)

    def _rank(
        self,
        query: str,
        *,
        mode: ScoringMode,
        idx: NamespaceIndex,
        namespace: str,
        feats: Features,
        rows: npt.NDArray[np.int64],
        k: int,
        where: Mapping[str, Any] | None,
        min_score: float | None,
    ) -> list[Recall]:
        """Score the candidate rows and select the top ``k`` (the exhaustive path and each
        widening round of the ANN path)."""
        scores, decay = mode.score(feats)
        return self._top(
            idx=idx,
            rows=rows,
            scores=scores,
            decay=decay,
            sims=feats.similarity,
            lex=feats.lexical,
            now=feats.now,
            k=k,
            where=where,
            min_score=min_score,
        )

    def _top(
        self,
        *,
        idx: NamespaceIndex,
        rows: npt.NDArray[np.int64],
        scores: npt.NDArray[np.float64],
        decay: npt.NDArray[np.float64],
        sims: npt.NDArray[np.float64],
        lex: npt.NDArray[np.float64],
        now: float,
        k: int,
        where: Mapping[str, Any] | None,
        min_score: float | None,
    ) -> list[Recall]:
        # Sort by score, ties by newer first then id, so the order is total and reproducible.
        # Only the best candidates are sorted: the top `take` by score, plus every tie with the
        # last of them; widened when a `where` filter or min_score rejects too many.
        n = len(scores)
        take = min(n, max(4 * k, 32))
        while True:
            if take < n:
                part = np.argpartition(-scores, take - 1)[:take]
                cutoff = scores[part].min()
                above = np.nonzero(scores > cutoff)[0]
                tied = np.nonzero(scores == cutoff)[0]
                need = take - len(above)
                if len(tied) > need:
                    # A large tie at the cutoff (e.g. every score 0): the newest of them win.
                    t_created = idx.column("created_at")[rows[tied]]
                    sel = np.argpartition(-t_created, need - 1)[:need]
                    newest_cut = t_created[sel].min()
                    tied = tied[t_created >= newest_cut]
                cand = np.concatenate([above, tied])
            else:
                cand = np.arange(n)
            created = idx.column("created_at")[rows[cand]]
            ids = np.array([idx.records[int(r)].id for r in rows[cand]])
            order = cand[np.lexsort((ids, -created, -scores[cand]))]
            if where is None or take >= n:
                break
            hits = sum(1 for j in order if matches_where(idx.records[int(rows[j])].metadata, where))
            if hits >= k:
                break
            take = min(n, take * 8)
        out: list[Recall] = []
        for j in order:
            if min_score is not None and scores[j] < min_score:
                break
            rec = idx.records[int(rows[j])]
            if where is not None and not matches_where(rec.metadata, where):
                continue
            out.append(
                Recall(
                    id=rec.id,
                    text=rec.text,
                    score=float(scores[j]),
                    similarity=float(sims[j]),
                    importance=rec.importance,
                    decay=float(decay[j]),
                    age_s=max(0.0, now - rec.created_at),
                    created_at=rec.created_at,
                    metadata=dict(rec.metadata),
                    lexical=float(lex[j]),
                    namespace=rec.namespace,
                )
            )
            if len(out) == k:
                break
        return out

    def _recall_ann(
        self,
        *,
        idx: NamespaceIndex,
        namespace: str,
        qvec: npt.NDArray[np.float32],
        lex_all: npt.NDArray[np.float64],
        mode: ScoringMode,
        query: str,
        now: float,
        k: int,
        where: Mapping[str, Any] | None,
        min_score: float | None,
    ) -> list[Recall]:
        """Widen ANN + lexical candidates until no unseen memory can outrank the k-th result
        (:mod:`decaymem.longterm.ann`).

        When the namespace's vectors are held and the first round cannot prove its answer (a
        lexical-only memory in the top-k whose place depends on its unknown dense rank), the
        query's similarity to every memory is computed once and the rounds go on with exact
        dense ranks and the exact dense top-c (no further ANN query): the answer is then
        the exhaustive one, for about half of an exhaustive recall's cost."""
        n = idx.n
        matched = np.flatnonzero(lex_all > 0)
        mscores = lex_all[matched]
        fusion = isinstance(mode, FusionScoring)
        ids_only = getattr(self.store, "query_ids", None) if idx.keep_vectors and fusion else None
        c = max(self.candidate_pool, 8 * k)
        sims_all: npt.NDArray[np.float64] | None = None  # every similarity, once needed
        while True:
            c = min(c, n)
            dense: list[tuple[str, float]] = []
            if sims_all is not None:
                d_rows = dense_top(sims_all, c)
            elif ids_only is not None:  # similarities come from the vectors held here
                d_rows = _rows_of(idx.pos, ids_only(namespace, qvec, c))
            else:
                dense = self.store.query(namespace, qvec, c)
                d_rows = _rows_of(idx.pos, [mid for mid, _ in dense])
            lex_rows = lexical_top(matched, mscores, c)
            rows = np.union1d(d_rows, lex_rows)
            if sims_all is not None:
                sims = sims_all[rows]
            elif idx.keep_vectors:
                sims = (idx.vectors[rows] @ qvec).astype(np.float64)
            else:
                sims = sims_from_store(
                    self.store, idx, namespace, rows=rows, dense=dense, qvec=qvec
                )
            dense_rank = lexical_rank = None
            if fusion:
                # Dense ranks among the candidates: exact for the ANN ones when the ANN top-c
                # is the true one (exact with sims_all); lexical ranks are exact.
                dense_rank = (
                    ranks(sims)
                    if sims_all is None
                    else ranks_in(rows, sims, np.arange(n), sims_all)
                )
                lexical_rank = lexical_ranks(rows, lex_all[rows], matched, mscores)
            feats = self._features(
                idx,
                rows,
                sims,
                lex_all[rows],
                now,
                dense_rank=dense_rank,
                lexical_rank=lexical_rank,
            )
            ranked = self._rank(  # one more than asked: the best memory left out
                query,
                mode=mode,
                idx=idx,
                namespace=namespace,
                feats=feats,
                rows=rows,
                k=k + 1,
                where=where,
                min_score=min_score,
            )
            results = ranked[:k]
            if len(d_rows) >= n or c >= n:
                return results
            lex_left = len(matched) > len(lex_rows)
            if isinstance(mode, FusionScoring):
                bound = mode.candidate_bound(
                    dense_rank=float(len(d_rows)),
                    lexical_rank=float(len(lex_rows)) if lex_left else None,
                )
            else:
                bound = mode.upper_bound(
                    similarity=float(dense[-1][1]) if dense else -1.0,
                    lexical=float(lex_all[lex_rows].min()) if lex_left else 0.0,
                    max_importance=float(idx.column("importance").max(initial=10.0)),
                )
            proven = (len(results) == k and bound < results[-1].score) or (
                min_score is not None and bound < min_score  # no unseen memory could pass it
            )
            if proven and fusion and sims_all is None:
                proven = self._ranks_settle(
                    idx, mode, ranked, k=k, rows=rows, feats=feats, d_rows=d_rows, bound=bound
                )
            if proven:
                return results
            if fusion and idx.keep_vectors and sims_all is None:
                sims_all = (idx.vectors @ qvec).astype(np.float64)  # same c, exact ranks
            else:
                c *= 4

    def _ranks_settle(
        self,
        idx: NamespaceIndex,
        mode: ScoringMode,
        ranked: list[Recall],
        *,
        k: int,
        rows: npt.NDArray[np.int64],
        feats: Features,
        d_rows: npt.NDArray[np.int64],
        bound: float,
    ) -> bool:
        """Whether the order of the top ``k`` is proven although some of them are not ANN
        candidates. Such a memory's dense rank among the candidates is only a lower bound on
        its rank in the namespace, so its score is an upper bound; it keeps its place when even
        the worst dense rank (the last) keeps it above everything after it."""
        at = {int(r): j for j, r in enumerate(rows)}
        d_set = set(d_rows.tolist())
        for p, rec in enumerate(ranked[:k]):
            row = idx.pos[rec.id]
            if row in d_set:
                continue
            if rec.score != mode.score(_one(feats, at[row]))[0][0]:
                return False  # not its own score
            worst = _one(feats, at[row], dense_rank=float(idx.n - 1))
            after = ranked[p + 1].score if p + 1 < len(ranked) else bound
            if not mode.score(worst)[0][0] > max(after, bound):
                return False
        return True

    def _reinforce(self, namespace: str, idx: NamespaceIndex, ids: list[str], now: float) -> None:
        changed = []
        for mid in ids:
            i = idx.pos.get(mid)
            if i is None:
                continue
            r = idx.records[i]
            changed.append(
                replace(
                    r,
                    recall_count=r.recall_count + 1,
                    last_recalled_at=now,
                    strength=r.strength + self.reinforce_gain,
                )
            )
        self._own_write(namespace, lambda: self.store.update(namespace, changed))
        idx.update(changed)


def _one(feats: Features, j: int, *, dense_rank: float | None = None) -> Features:
    """The features of candidate ``j`` alone (its dense rank replaced when given)."""

    def pick(a: npt.NDArray[np.float64] | None) -> npt.NDArray[np.float64] | None:
        return None if a is None else a[j : j + 1]

    d = pick(feats.dense_rank)
    return Features(
        similarity=feats.similarity[j : j + 1],
        lexical=feats.lexical[j : j + 1],
        importance=feats.importance[j : j + 1],
        created_at=feats.created_at[j : j + 1],
        last_recalled_at=feats.last_recalled_at[j : j + 1],
        strength=feats.strength[j : j + 1],
        now=feats.now,
        superseded_sim=pick(feats.superseded_sim),
        words=pick(feats.words),
        dense_rank=d if dense_rank is None else np.array([dense_rank]),
        lexical_rank=pick(feats.lexical_rank),
    )


def _rows_of(pos: dict[str, int], ids: list[str]) -> npt.NDArray[np.int64]:
    """Index rows of ``ids``, in order; ids the index does not know (yet) are skipped."""
    try:
        return np.array(
            operator.itemgetter(*ids)(pos) if len(ids) > 1 else [pos[i] for i in ids],
            dtype=np.int64,
        )
    except KeyError:
        return np.array([pos[i] for i in ids if i in pos], dtype=np.int64)
