"""Recall: the ``k`` best memories for a query, by a pure :class:`~decaymem.scoring.ScoringMode`.

Namespaces of up to ``exact_limit`` memories are scored exhaustively in process (brute force
over the namespace index); larger ones take ANN candidates from the store and widen them until no
unseen memory can outrank the k-th result. Between scoring and the top-k, updated values are
resolved (:meth:`~decaymem.scoring.HybridScoring.resolve_updates`, and
:func:`decaymem.resolution.resolve` over supersession chains); a recalled memory is reinforced
when the memory is built with ``reinforce=True``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

import numpy as np
import numpy.typing as npt

from ..errors import InvalidInputError
from ..index import NamespaceIndex
from ..records import Recall, matches_where, validate_namespace, validate_where
from ..resolution import Candidate, resolve
from ..scoring import Features, FusionScoring, HybridScoring, ScoringMode, ranks
from ..updates import states_values
from ..validation import check_number
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
            if idx.keep_vectors:
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
            else:
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
            if self.reinforce and results:
                self._reinforce(namespace, idx, [r.id for r in results], t)
            return results

    def _resolve_updates(
        self,
        *,
        mode: ScoringMode,
        feats: Features,
        scores: npt.NDArray[np.float64],
        rows: npt.NDArray[np.int64],
        idx: NamespaceIndex,
        namespace: str,
    ) -> npt.NDArray[np.float64]:
        if not isinstance(mode, HybridScoring) or mode.update_pool == 0 or len(scores) < 2:
            return scores
        size = min(mode.update_pool, len(scores))
        pool = np.argpartition(-scores, size - 1)[:size]
        pool = pool[np.argsort(-scores[pool], kind="stable")]
        if idx.keep_vectors:
            vectors = idx.vectors[rows[pool]]
        else:
            ids = [idx.records[int(rows[p])].id for p in pool]
            got = {r.id: v for r, v in self.store.get(namespace, ids)}
            vectors = np.stack([got[i] for i in ids]).astype(np.float32)
        adjusted = mode.resolve_updates(
            scores[pool], mode.relevance(feats)[pool], feats.created_at[pool], vectors
        )
        out = scores.copy()
        out[pool] = adjusted
        return out

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
        """Score the candidate rows, resolve updates and chains, and select the top ``k``
        (the exhaustive path and each widening round of the ANN path)."""
        scores, decay = mode.score(feats)
        scores = self._resolve_updates(
            mode=mode, feats=feats, scores=scores, rows=rows, idx=idx, namespace=namespace
        )
        scores = _resolve_chains(query, mode, scores, rows, idx)
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
        """Widen ANN candidates until no unseen memory can outrank the k-th result."""
        n = idx.n
        lex_order = np.argsort(-lex_all, kind="stable")
        c = max(64, 8 * k)
        while True:
            dense = self.store.query(namespace, qvec, min(c, n))
            rows_set = {idx.pos[mid] for mid, _ in dense if mid in idx.pos}
            lex_rows = [int(i) for i in lex_order[: min(c, n)] if lex_all[i] > 0]
            rows_set.update(lex_rows)
            rows = np.array(sorted(rows_set), dtype=np.int64)
            known = dict(dense)
            missing = [idx.records[int(r)].id for r in rows if idx.records[int(r)].id not in known]
            for rec, vec in self.store.get(namespace, missing):
                known[rec.id] = float(vec @ qvec)
            sims = np.array([known[idx.records[int(r)].id] for r in rows], dtype=np.float64)
            rank_bound = getattr(mode, "rank_bound", None)
            dense_rank = lexical_rank = None
            if rank_bound is not None:
                # Namespace-wide ranks: lexical ones are exact (BM25 scored every memory);
                # a memory outside the dense candidates ranks after all of them.
                in_dense = {idx.pos[mid] for mid, _ in dense if mid in idx.pos}
                dense_rank = ranks(sims)
                outside = np.array([int(r) not in in_dense for r in rows])
                dense_rank[outside] = len(in_dense) + ranks(sims[outside])
                lex_pos = np.empty(n, dtype=np.float64)
                lex_pos[lex_order] = np.arange(n, dtype=np.float64)
                lexical_rank = lex_pos[rows]
            feats = self._features(
                idx,
                rows,
                sims,
                lex_all[rows],
                now,
                dense_rank=dense_rank,
                lexical_rank=lexical_rank,
            )
            results = self._rank(
                query,
                mode=mode,
                idx=idx,
                namespace=namespace,
                feats=feats,
                rows=rows,
                k=k,
                where=where,
                min_score=min_score,
            )
            exhausted = len(dense) >= n or c >= n
            if exhausted:
                return results
            floor_sim = float(dense[-1][1]) if dense else -1.0
            floor_lex = float(lex_all[lex_order[min(c, n) - 1]])
            if rank_bound is not None:
                bound = float(rank_bound(float(min(c, n))))
            else:
                bound = mode.upper_bound(
                    similarity=floor_sim,
                    lexical=floor_lex,
                    max_importance=float(idx.column("importance").max(initial=10.0)),
                )
            if len(results) == k and bound < results[-1].score:
                return results
            c *= 4

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
        self.store.update(namespace, changed)
        idx.update(changed)


def _resolve_chains(
    query: str,
    mode: ScoringMode,
    scores: npt.NDArray[np.float64],
    rows: npt.NDArray[np.int64],
    idx: NamespaceIndex,
) -> npt.NDArray[np.float64]:
    """Apply :func:`decaymem.resolution.resolve` to the best candidates and every memory linked
    to them by supersession (among ``rows``); other scores are returned unchanged."""
    size = getattr(mode, "resolution_pool", 0) if isinstance(mode, FusionScoring) else 0
    if size == 0 or len(scores) < 2:
        return scores
    linked = np.nonzero(idx.column("superseded_sim")[rows] > 0)[0]
    if len(linked) == 0:
        return scores  # no memory here was ever updated
    full = len(rows) == idx.n  # the exact path: every memory, position == index row
    at = {} if full else {int(r): p for p, r in enumerate(rows)}  # index row -> position
    preds: dict[str, list[int]] = {}
    for q in linked.tolist():
        rec = idx.records[int(rows[q])]
        if rec.superseded_by is not None and states_values(rec.metadata):
            preds.setdefault(rec.superseded_by, []).append(q)
    size = min(size, len(scores))
    pool = np.argpartition(-scores, size - 1)[:size]
    todo: list[int] = pool.tolist()
    seen: set[int] = set()
    chained = False
    while todo and len(seen) < 4 * size:  # whole chains, forwards and backwards
        p = todo.pop()
        if p in seen:
            continue
        seen.add(p)
        rec = idx.records[int(rows[p])]
        before = preds.get(rec.id, [])
        todo.extend(before)
        succ = idx.pos.get(rec.superseded_by) if rec.superseded_by is not None else None
        if succ is not None and (full or succ in at):
            todo.append(succ if full else at[succ])
            chained = True
        chained = chained or bool(before)
    if not chained:
        return scores
    members = sorted(seen)
    cands = []
    for p in members:
        rec = idx.records[int(rows[p])]
        cands.append(
            Candidate(
                rec.id,
                rec.text,
                float(scores[p]),
                rec.created_at,
                rec.superseded_by,
                archived=not states_values(rec.metadata),
            )
        )
    out = scores.copy()
    out[members] = resolve(query, cands)
    return out
