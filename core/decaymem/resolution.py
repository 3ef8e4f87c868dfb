"""Query-time update resolution over recorded supersession chains (pure functions).

When a memory is remembered, a genuine update of an older one (same subject, same attribute, a
new value: :func:`decaymem.updates.is_update`) links the older memory to it
(``MemoryRecord.superseded_by``), so one attribute's values form a chain in time order. At
recall, :func:`resolve` reorders the members of each chain among the best candidates; of the
other candidates it only ever lowers the chain's subject's statements that cannot hold the
asked-for value: its hedged mentions ("Ana visited Lisbon") and its relations' values ("Ana's
cousin works at Siemens") rank below every member, and:

* a question about the current value ("Where does Ana live now?"): the newest member of the
  chain takes the chain's best score and the older members rank just below it, newest first.
  The chain competes with the other memories with the relevance of its most relevant member
  ("Ana lives in Lisbon" matches the question's words better than "Ana packed up and settled in
  Porto", which replaced it). The subject's value statements of the chain's sort that the
  chain does not hold and that are older than its newest member rank just below it;
* a question about an earlier value ("Where did Ana live before Porto?", "previously", "used
  to", "originally", "until"...): the member just before the one naming the asked-about value
  takes the chain's best score, the others rank below it. Without a named value ("Where did Ana
  live before?") the member before the newest is meant, and for the first value of all ("What
  was Ana's first car?", "originally", "initially") the oldest member. Where no recorded chain
  of the subject names the value asked about, the subject's newer statement naming it (of the
  chain's sort, within :data:`IMPLICIT_MARGIN`) ends the chain for this question. For a
  question about the current value, so does the subject's newer statement worded as a change
  that was never linked ("so that's what she runs in now"). And the subject's older statement
  of the chain's sort that was never linked ("Omar is doing intermittent fasting") starts the
  chain for an earlier-value question.

Where no chain was recorded for the question's subject (the update was worded in a way the
detector did not recognise), its value statements among the candidates can still form one at
query time: the subject's unhedged statements that state a value, of the sort the most
relevant of them states, and within :data:`IMPLICIT_MARGIN` of its similarity to the question,
ranked as a chain in time order; a statement worded as a change ("Since 17 April, I've been
running in ...") joins within the wider :data:`CHANGE_MARGIN`. Such a chain is never formed
where a recorded one exists. For a current-value question one such statement is enough: the
subject's hedged mentions ("I'm off to a wedding tonight, so bed at ten o'clock is not
happening") then rank below it.
Where the most relevant of them has no value a reader knows ("My usual is a long black": a
coffee order, a commute, a work shift), and the question asks for the current or an earlier
value ("now", "these days", "still", "before", or in the present tense), the subject's unhedged
statements within the margin form the chain whatever they name, and "before long blacks" is
matched by its words. A question about a relation ("Which school does Ravi's son Theo go
to?", "Where does my sister live?") is about the relation's statements, and its owner's that
name it ("I took my son Noah out of Greenway Primary"), not the owner's own; one about a role
("Who is my manager now?") may be about either.

Archived conversation turns are never linked nor chained at query time, so their ranking is
never changed here. :class:`Candidate` carries what is needed.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from .sentences import words_of
from .supersede import (
    content_of,
    could_name,
    groups_of,
    is_common_word,
    is_hedged,
    is_update,
    named_alone,
    other_line,
    owner_of,
    relation_kind,
    relation_name,
    subject_of,
    value_sorts,
    values_of,
)

__all__ = [
    "CHANGE_MARGIN",
    "IMPLICIT_MARGIN",
    "Candidate",
    "asks_earlier",
    "named_values",
    "names_someone",
    "resolve",
]

# how far below the most relevant value statement of a question's subject (cosine to the
# question) another one may be and still join it in a chain formed at query time; chosen on the
# two development sets dev2 and dev4 of benchmarks/data (python -m benchmarks.updates --split
# dev2|dev4), BENCHMARKS.md
IMPLICIT_MARGIN = 0.3
# the least similarity to the question of a statement the margin is measured from when the
# most similar one names the value the question names: FusionScoring's dense_floor, under which
# a memory counts as unrelated (MiniLM: "I walked the dog in the park." is 0.12 to "What is my
# bank PIN?"; "lol i bought a volvo v70 estate" is 0.32 to "Do I still drive the Hyundai?")
ANCHOR_FLOOR = 0.2
# and how far a statement worded as a change may be ("Since 17 April, I've been running in New
# Balance 1080s" is less alike to "What shoes do I run in now?" than the value it replaced);
# chosen on dev2, dev4 and dev5 from 0.3-0.8 (BENCHMARKS.md)
CHANGE_MARGIN = 0.5
_QUESTION_NAME = re.compile(r"\b[A-Z][\w'-]*")
# a capitalised word before a word of lessons says what is learnt, not who learns it: "my
# Mandarin tutor", "have Italian lessons" (after a possessive alone it may be a name: dev4)
_MODIFIED = re.compile(r" (?:lessons|classes|class|tutor|teacher|sessions|homework)\b")
_QUESTION_WORDS = words_of(
    "which what who whom whose where when why how is are was were do does did has have had "
    "can could will would should"
)
_QUESTION_SPEAKER = re.compile(r"\b(?:I|me|my|mine)\b")
# a relation asked about: "my son", "Ravi's son Theo", "our landlord"
_OWNED = re.compile(r"\b(?:([Mm]y|[Oo]ur)|([A-Z][\w-]*)'s)\s+([a-z]+)(?:\s+([A-Z][\w'-]*))?")

# the first value of all, not the one before the newest: "What was Ana's first car?"
_FIRST_WORDS = r"first|originally|original|initially|to begin with"
_FIRST = re.compile(rf"\b(?:{_FIRST_WORDS})\b", re.I)
_EARLIER = re.compile(
    r"\b(?:before|previous|previously|(?<!be )(?<!is )(?<!are )(?<!was )(?<!were )used to|"
    rf"former|formerly|until|till|prior to|earlier|in the past|old|{_FIRST_WORDS})\b",
    re.I,
)
# the question form of "used to": "Where did Ana use to work?" (not "Which app do I use to pay?")
_DID_USE_TO = re.compile(r"\bdid\s+(?:[\w'-]+\s+){1,5}?(use to)\b", re.I)


# cues followed by the attribute or a verb, not by a value: "my old babysitter", "Ana's
# previous employer", "Which band did Ana use to like?"
_ATTRIBUTE_CUES = frozenset(
    {"old", "previous", "former", "used to", "use to"} | set(_FIRST_WORDS.split("|"))
)
# what follows a cue when it names whose value is asked about: "before Ingrid's current plumber"
_CURRENT_OF = re.compile(
    r"\s+(?:my|our|[A-Z][\w'-]*'s)\s+(?:current|present|latest|newest|new)\b", re.I
)


# the value between two named ones, asked in the past tense by what, which, who or where: "What
# car did Ana drive between the Golf and the Civic?" (not "Which team does Ana support, between
# Arsenal and Spurs?", nor a choice: "Which did I pick between Vodafone and EE?", "Did Ana commute
# between Leeds and York?", "the difference between", "a go-between")
_BETWEEN = re.compile(
    r"^(?:what|which|who|where|whose)\b[^,?]*?(?<![\w-])(?<!choose )(?<!choosing )(?<!chose )"
    r"(?<!pick )(?<!picked )(?<!picking )(?<!decide )(?<!decided )(?<!prefer )(?<!preferred )"
    r"(?<!torn )(?<!split )(?<!difference )(?<!commute )(?<!commuted )(?<!divided )"
    r"(?<!choice )between\b(?=[^?]+ and )",
    re.I,
)
_PAST_TENSE = re.compile(r"\b(?:was|were|did|had)\b", re.I)


def _cue(query: str) -> tuple[int, int] | None:
    """Where ``query``'s earlier-value cue is (start and end), ``None`` without one."""
    m = _EARLIER.search(query)
    if m is not None:
        return m.span()
    m = _DID_USE_TO.search(query)
    if m is not None:
        return m.span(1)
    m = _BETWEEN.search(query)
    if m is None or not _PAST_TENSE.search(query, 0, m.end()):
        return None
    return m.end() - len("between"), m.end()


# a question that asks for the current value in so many words: only then (or in the present
# tense, or for an earlier value) do statements whose values no reader knows ("My usual is a
# long black") join a chain formed at query time
_NOW = re.compile(
    r"\b(?:now|currently|current|these days|at the moment|at present|still|any ?more|"
    r"nowadays|lately|latest)\b",
    re.I,
)
# or in the present tense ("What bike does Chloe ride?"; not "What did Chloe buy?")
_PRESENT = re.compile(r"\b(?:do|does|is|are|am|(?:what|who|where|which|how)'s)\b", re.I)
_ANY_SORT = frozenset({"any"})  # a statement with no value read: of every sort
# "how old", "years old": age, not an earlier value
_AGE = re.compile(r"\b(?:how old|years? old|old enough)\b", re.I)
# the change an earlier-value question is worded as: "before (she) switched to", "before
# joining", "before it became"
_CHANGE_TO = re.compile(
    r"^(?:(?:I|i|we|you|he|she|they|it|[A-Z][\w'-]*)\s+)?(?:switch(?:ed|ing)?|mov(?:ed|ing)|"
    r"join(?:ed|ing)|start(?:ed|ing)|chang(?:ed|ing)|became|becoming|took up|taking up|"
    r"went over|going over|got)\b\s*(?:(?:over )?to|on|onto|into|up)?\s*"
)
_STEP = 1e-6  # how far below the one before each further chain member is placed (relative)


@dataclass(frozen=True, slots=True)
class Candidate:
    """One recall candidate, as resolution sees it.

    Attributes:
        id: the memory's id.
        text: its text.
        score: its score from the scoring mode.
        created_at: epoch seconds.
        successor: the id of the memory that updated it (``superseded_by``), if any.
        archived: a verbatim conversation turn, whose score resolution never changes.
        similarity: its cosine to the question, when known (chains formed at query time
            need it).
    """

    id: str
    text: str
    score: float
    created_at: float
    successor: str | None = None
    archived: bool = False
    similarity: float | None = None


def _below(score: float, steps: int = 1) -> float:
    """A score ``steps`` places just below ``score`` (relative steps; absolute ones at or below
    0, where a relative step would not go down)."""
    return score * (1.0 - _STEP * steps) if score > 0 else score - _STEP * steps


def asks_earlier(query: str) -> bool:
    """Whether ``query`` asks for an earlier value ("before", "previously", "used to"...; not
    "which address should be used to write to Ana")."""
    return _cue(_AGE.sub(" ", query)) is not None


def named_values(query: str) -> frozenset[str]:
    """The values a question about an earlier value names after its cue: ``{"porto"}`` for
    "Where did Ana live before Porto?" or "... before she moved to Porto?" (empty when it names
    none)."""
    after = _after_cue(query)
    return values_of(after, keep_subject=True) if after is not None else frozenset()


def _named_words(query: str) -> frozenset[str]:
    """The content words after an earlier-value cue, for values no reader knows: ``{"long",
    "black"}`` for "What did I drink before long blacks?" or "... before I switched to long
    blacks?"."""
    after = _after_cue(query)
    return content_of(after) if after is not None else frozenset()


def _after_cue(query: str) -> str | None:
    """What an earlier-value question names after its cue, without the change it is worded as
    ("before she switched to oat flat whites": "oat flat whites"); ``None`` without a cue."""
    query = _AGE.sub(" ", query)
    span = _cue(query)
    if span is None:
        return None
    if _CURRENT_OF.match(query, span[1]):
        return ""  # "the one before Ingrid's current plumber": whose value, none named
    if query[span[0] : span[1]].lower() in _ATTRIBUTE_CUES:
        # "my old babysitter", "Ana's previous employer", "did I use to get flowers from": what
        # follows is the attribute or the verb, no value; unless a later cue names one ("Ana's
        # previous employer before Google")
        later = _EARLIER.search(query, span[1])
        if later is None:
            return ""
        span = later.span()
    # the cue's clause ends at a comma and a space: "Before switching, who was ..." names
    # nothing ("before £1,100" keeps its comma; "first, before Madrid" names Madrid)
    parts = [p.strip(" ,?.!") for p in re.split(r", |[;?]", query[span[1] :])]
    after = next((p for p in parts if p), "")
    return _CHANGE_TO.sub("", after, count=1).strip(" ,?.!")


def _chains(cands: Sequence[Candidate]) -> list[list[int]]:
    """Groups of candidate indices joined by successor links (two or more members), each in
    time order, oldest first."""
    pos = {c.id: i for i, c in enumerate(cands)}
    parent = list(range(len(cands)))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for i, c in enumerate(cands):
        j = pos.get(c.successor) if c.successor is not None else None
        if j is not None and j != i:
            parent[root(i)] = root(j)
    groups: dict[int, list[int]] = {}
    for i in range(len(cands)):
        groups.setdefault(root(i), []).append(i)
    if not any(len(g) > 1 for g in groups.values()):
        return []
    # memories stamped at the same time (one batch, an injected clock) are in link order: a
    # memory before the one that updated it
    ahead: dict[int, int] = {}  # links from a candidate to its chain's newest (among these)
    for i in range(len(cands)):
        path: list[int] = []
        on_path: set[int] = set()
        at: int | None = i
        while at is not None and at not in ahead and at not in on_path:
            path.append(at)
            on_path.add(at)
            nxt = cands[at].successor
            at = pos.get(nxt) if nxt is not None else None
        base = ahead[at] + 1 if at is not None and at in ahead else 0
        for n, k in enumerate(reversed(path)):  # (a cycle is cut where it closes)
            ahead[k] = base + n
    return [
        sorted(g, key=lambda i: (cands[i].created_at, -ahead[i], cands[i].id))
        for g in groups.values()
        if len(g) > 1
    ]


def _asked(cands: Sequence[Candidate], chain: list[int], named: frozenset[str]) -> int | None:
    """The chain member (position in ``chain``) whose predecessor a question about an earlier
    value asks for: the one naming the most of ``named`` (values every member shares do not
    count), the newest when nothing is named; ``None`` when the chain names none of them."""
    if not named:
        return len(chain) - 1
    vals = [values_of(cands[i].text) for i in chain]
    if not any(v & named for v in vals):  # values no reader knows: compare their words
        vals = [content_of(cands[i].text) for i in chain]
    common = frozenset.intersection(*vals)
    hits = [len((v - common) & named) for v in vals]
    best = max(hits)
    if best == 0:
        return None
    return max(k for k, h in enumerate(hits) if h == best)  # ties: the newest


def _names_later(cands: Sequence[Candidate], chain: list[int], named: frozenset[str]) -> bool:
    """Whether ``named`` names two members of ``chain`` after its first."""
    return sum(bool(values_of(cands[i].text) & named) for i in chain[1:]) >= 2


def names_someone(query: str) -> bool:
    """Whether ``query`` names whom it is about (I/my/me or a name): only then can chains form
    at query time, so a caller with no recorded chain may skip resolution otherwise. A
    question typed in lower case may name anyone ("who is lucía dating now"): only the
    candidates tell (see :func:`_truecase`)."""
    return query == query.lower() or bool(_question_subjects(query))


def _question_subjects(query: str) -> frozenset[str]:
    """Whom a question may be about, lower-cased: ``"speaker"`` for I/my/me, and its names; a
    relation where it asks about one (``{"ravi's son", "theo"}`` for "Which school does Ravi's
    son Theo go to now?", ``{"sister"}`` for "Where does my sister live?"), as
    :func:`~decaymem.supersede.subject_of` names them. The values an earlier-value question
    names ("before St Aidan's") are nobody asked about."""
    query = _AGE.sub(" ", query)
    span = _cue(query)
    if span is not None and _CURRENT_OF.match(query, span[1]):
        span = None  # "the one before Ingrid's current plumber": whose it is, not a value
    if span is not None and query[span[0] : span[1]].lower() in _ATTRIBUTE_CUES:
        # "Who initially cleaned for Yusuf?": the attribute follows, and whose it is
        later = _EARLIER.search(query, span[1])
        span = later.span() if later is not None else None
    if span is not None:  # "... before Kingsmead Academy?", "Before Porto, where ..."
        end = re.search(r"[,?;]|$", query[span[1] :])
        assert end is not None  # "$" always matches
        query = query[: span[0]] + " " + query[span[1] + end.start() :]
    out = {"speaker"} if _QUESTION_SPEAKER.search(query) else set()
    for m in _QUESTION_NAME.finditer(query):
        w = m.group(0).removesuffix("'s")
        if _MODIFIED.match(query, m.end()):
            continue  # "my Mandarin tutor", "Italian lessons": what sort, not who
        if w != "I" and not is_common_word(w) and w.lower() not in _QUESTION_WORDS:
            out.add(w.lower())
    relations, owners = set(), set()
    for r in _OWNED.finditer(query):
        owner, rel, name = (r.group(1) or r.group(2)).lower(), r.group(3), r.group(4)
        kind = relation_kind(rel)
        if kind is None or (owner not in ("my", "our") and owner not in out):
            continue
        relations.add(rel if owner in ("my", "our") else f"{owner}'s {rel}")
        if name and not is_common_word(name):
            relations.add(name.lower())  # "Ravi's son Theo"
        if kind == "relation":  # a role is its owner's attribute: "Who is my manager now?"
            owners.add("speaker" if owner in ("my", "our") else owner)
    return frozenset((out - owners) | relations)


def _relation_named(text: str, subject: str | None, who: frozenset[str]) -> frozenset[str] | None:
    """Where ``text`` names a relation ``who`` asks about, other than as its subject ("with
    my son Noah" for ``{"son"}``, "with her son Arjun" in a statement about Zainab for
    ``{"zainab's son"}``): the name it gives the relation (``{"noah"}``, or empty); ``None``
    where it names none."""
    for w in who:
        owner, _, rel = w.rpartition("'s ")
        if relation_kind(rel) is None:
            continue
        if owner:
            own = rf"{re.escape(owner)}'s" + (r"|his|her|their" if subject == owner else "")
        elif subject == "speaker":
            own = "my|our"
        else:
            continue
        m = re.search(rf"\b(?:{own})\s+{re.escape(rel)}\b,?(?:\s+([A-Z][\w'-]*))?", text, re.I)
        if m is not None:
            return frozenset({m.group(1).lower()} if m.group(1) else ())
    return None


def _implicit_chain(
    query: str,
    who: frozenset[str],
    cands: Sequence[Candidate],
    chains: list[list[int]],
    *,
    earlier: bool,
) -> list[int] | None:
    """The value statements of ``who`` (the question's subjects) that form a chain at query
    time (see the module docstring), in time order; ``None`` when there are too few (two for
    an earlier value, one for the current one), or a recorded chain holds one of them."""
    if not who:
        return None
    # a statement with no value read joins only where the question asks for the current or an
    # earlier value ("now", "these days", "before", the present tense; not "What did Ana buy?")
    explicit = earlier or bool(_NOW.search(query) or _PRESENT.search(query))
    eligible = []  # (position, similarity, sorts of its values, worded as a change)
    line = other_line(query)
    for i, c in enumerate(cands):
        if c.archived or c.similarity is None or c.similarity <= 0 or is_hedged(c.text):
            continue  # no more like the question than unrelated text ("a jigsaw of the Alps")
        if other_line(c.text) != line:
            continue  # "Nadia's work number is ..." is not the number asked about
        vals = values_of(c.text)
        subject = subject_of(c.text)
        about = subject in who
        role = (subject or "").rpartition("'s ")[2]
        if (
            not about
            and vals
            and relation_kind(role) == "role"
            and f"{role}'s" not in c.text.lower()
        ):
            # the role's value, named: "My boss at work is Eamon" (not "my partner's job")
            about = owner_of(subject) in who
        if not about and "'s " not in (subject or "") and vals & who:
            # the one asked about, named beside another subject: "I registered Mochi with the
            # Willow clinic", "Idris and Rohan are picking out a flat" (not "Ana's sister")
            about = True
        if not about and (named := _relation_named(c.text, subject, who)) is not None:
            # the relation asked about, named as an object: "I took my son Noah out of
            # Greenway Primary", "Zainab does the school run with her son Arjun"
            about, vals = True, vals - named
        if (vals or explicit) and about:
            eligible.append((i, c.similarity, value_sorts(vals) or _ANY_SORT, is_update(c.text)))
    if len(eligible) < (2 if earlier else 1):
        return None
    # a statement naming a value the question names ("before Spotify", "still at Roche")
    # shares that word with the question: the margin is measured from the best of the others,
    # those that name less of it
    named = values_of(query, keep_subject=True) - {subject_of(cands[e[0]].text) for e in eligible}
    hits = [len(values_of(cands[e[0]].text) & named) for e in eligible]
    top = max(hits)  # "before Building 4": "Building C" names less of it
    # (for the current value, a statement not worded as a change and no more like the
    # question than unrelated text anchors nothing: "I walked the dog" or "Filler turn 8: tell
    # me about the weather" is no newer bank PIN for "What is my bank PIN?", which names "PIN";
    # "I transferred teams, and Hassan Jaber is my manager now" is worded as a change)
    anchors = [
        e
        for e, h in zip(eligible, hits, strict=True)
        if h < top and (earlier or e[3] or e[1] >= ANCHOR_FLOOR)
    ] or eligible
    top_i, best, sorts, _ = max(anchors, key=lambda e: e[1])
    first = earlier and bool(_FIRST.search(query))
    words = content_of(cands[top_i].text)
    group = [
        i
        for i, sim, kinds, changed in eligible
        if sim >= best - (CHANGE_MARGIN if changed else IMPLICIT_MARGIN)
        and (
            kinds & sorts
            or sorts is _ANY_SORT
            or (not earlier and kinds is _ANY_SORT and changed)  # "moved my swimming to ..."
            # an older statement with no value read that shares a word with the most relevant
            # one, for the first value of all ("Flowers always come from the florist next to
            # the bakery" before "... my flowers have come from the Dutch guy")
            or (
                first
                and kinds is _ANY_SORT
                and cands[i].created_at < cands[top_i].created_at
                and bool(content_of(cands[i].text) & words)
            )
        )
    ]
    if len(group) < (2 if earlier else 1):
        return None
    if any(i in chain for chain in chains for i in group):
        return None  # a recorded chain decides for this subject
    return sorted(group, key=lambda i: (cands[i].created_at, cands[i].id))


def resolve(query: str, cands: Sequence[Candidate]) -> list[float]:
    """Scores after update resolution, aligned with ``cands`` (see the module docstring).

    Example:
        >>> c = [Candidate("a", "Ana lives in Lisbon.", 0.9, 1.0, successor="b"),
        ...      Candidate("b", "Ana settled in Porto.", 0.5, 2.0),
        ...      Candidate("c", "Ana visited Rome.", 0.7, 3.0)]
        >>> [round(s, 3) for s in resolve("Where does Ana live now?", c)]
        [0.9, 0.9, 0.7]
        >>> resolve("Where does Ana live now?", c)[1] > resolve("Where does Ana live now?", c)[0]
        True
        >>> s = resolve("Where did Ana live before Porto?", c)
        >>> s[0] > s[1]
        True
    """
    out = [c.score for c in cands]
    chains = _chains(cands)
    query = _truecase(query, cands)
    earlier = asks_earlier(query)
    asked_named = named_values(query) if earlier else frozenset()
    who = _question_subjects(query)
    # a newer change never linked ends the chain for the current value, and so for the value
    # before it ("Which cinema did Mei go to before switching?")
    _extend_chains(who, asked_named or None, cands, chains)
    # a change never linked, said between two members: the chain's missed middle
    _fill_chains(who, cands, chains)
    if earlier:  # "How was Omar eating at first?": a first value that was never linked
        _extend_chains_back(who, cands, chains)
    implicit = _implicit_chain(query, who, cands, chains, earlier=earlier)
    if implicit is not None:
        chains.append(implicit)
    if not chains:
        return out
    mentions = [] if earlier else _old_value_mentions(cands, chains)
    first_cue = earlier and bool(_FIRST.search(query))
    answered = []  # the chains that answer the question
    later: list[tuple[list[int], int, float]] = []  # (chain, its answer, values after this)
    for chain in chains:
        best = max(cands[i].score for i in chain)
        order = list(reversed(chain))  # newest first
        if earlier:
            # whom the chain is about is no value asked about ("At first, which carrier did
            # Emeka use?")
            named = asked_named - {subject_of(cands[i].text) for i in chain}
            if named and first_cue:  # "initially learn Italian with": what all say is no value
                named -= frozenset.intersection(*(values_of(cands[i].text) for i in chain))
            # "the first, before Athens and Mexico City": the first of all, when the question
            # names two of the values that came after it ("first, before Madrid" names one: the
            # value before Madrid)
            first_of_all = first_cue and (not named or _names_later(cands, chain, named))
            if not named and not first_of_all:
                named = _named_words(query)  # "before long blacks": a value no reader knows
            asked = 1 if first_of_all else _asked(cands, chain, named)
            if asked is None or asked == 0:
                continue  # the chain does not name the value, or nothing came before it
            first = chain[asked - 1]
            order = [first] + [i for i in order if i != first]
            later.append((chain, first, cands[chain[0 if first_of_all else asked]].created_at))
        answered.append(chain)
        for rank, i in enumerate(order):
            top = _below(best, rank)
            out[i] = top if rank == 0 else min(cands[i].score, top)
    for chain, i in mentions:
        out[i] = min(out[i], _below(min(out[j] for j in chain)))
    _below_chains(cands, answered, out, who, line=other_line(query))
    if not earlier:
        _older_below_newest(cands, chains, out)
    _later_below_answer(cands, chains, later, out)
    return out


# a name inside a sentence, as the candidates write it (not a sentence's first word)
_INNER_NAME = re.compile(r"(?<![.!?:]\s)(?<!^)\b[A-Z][\w'-]*")


def _truecase(query: str, cands: Sequence[Candidate]) -> str:
    """A question typed in lower case, with "i" and the names the candidates write with a
    capital restored ("who is lucía dating now" -> "who is Lucía dating now", "whats leilas
    mobile" -> "whats Leila's mobile"), so that whom it asks about is read as in any other
    question; a question with a capital anywhere is left as it is."""
    if query != query.lower():
        return query
    names: dict[str, str] = {}
    for c in cands:
        subject = subject_of(c.text)
        for m in _QUESTION_NAME.finditer(c.text):
            w = m.group(0).removesuffix("'s").removesuffix("\u2019s")
            inner = _INNER_NAME.fullmatch(c.text, m.start(), m.end()) is not None
            if not is_common_word(w) and (inner or w.lower() == subject):
                names.setdefault(w.lower(), w)  # a first word only as the subject

    def case(m: re.Match[str]) -> str:
        w = m.group(0)
        if w == "i":
            return "I"
        base = w.removesuffix("'s")
        if base in names:
            return names[base] + w[len(base) :]
        if w.endswith("s") and w[:-1] in names:  # "leilas": Leila's, typed without the "'"
            return names[w[:-1]] + "'s"
        return w

    return re.sub(r"[\w'-]+", case, query)


def _old_value_mentions(
    cands: Sequence[Candidate], chains: list[list[int]]
) -> list[tuple[list[int], int]]:
    """For a question about the current value, a chain's newest member that is not worded as a
    change and names only values the chain held before its latest change ("Niall had a coffee
    with Brendan to catch up" after "Niall's on Brendan's team", then "Meera is Niall's new
    boss") mentions an old value, it does not return to it: it leaves the chain (in place) and
    ranks below it. Returns (chain, member) pairs."""
    out = []
    for chain in chains:
        while len(chain) >= 2 and not is_update(cands[chain[-1]].text):
            changes = [k for k, j in enumerate(chain[:-1]) if is_update(cands[j].text)]
            if not changes:
                break
            vals = values_of(cands[chain[-1]].text)
            held = frozenset().union(*(values_of(cands[j].text) for j in chain[: changes[-1]]))
            if not vals or not vals <= held or vals & values_of(cands[chain[changes[-1]]].text):
                break
            out.append((chain, chain.pop()))
    return out


def _later_below_answer(
    cands: Sequence[Candidate],
    chains: list[list[int]],
    later: list[tuple[list[int], int, float]],
    out: list[float],
) -> None:
    """For a question about an earlier value, a value statement of the chain's subject that the
    chain does not hold, of its sort and newer than the value asked about ("Anouk's old running
    shoes have been replaced by New Balance 1080s", never linked, for "Which running shoes did
    Anouk wear at first?"), came after the answer: it ranks just below it. For the first value
    of all, that is anything newer than the first member; before a named value, anything newer
    than the member naming it (one between them may be the real predecessor, so it stays)."""
    in_chain = {i for chain in chains for i in chain}
    for chain, answer, after in later:
        who, sorts = _people(cands, chain)
        who.discard(None)
        top = out[answer]
        cap = _below(top)
        for i, c in enumerate(cands):
            if i in in_chain or c.archived or c.created_at <= after or out[i] <= cap:
                continue
            if subject_of(c.text) in who and value_sorts(values_of(c.text)) & sorts:
                out[i] = cap


def _members(
    cands: Sequence[Candidate], chain: list[int]
) -> tuple[set[str | None], frozenset[str]]:
    """Whom a chain's members are about, and the sorts of the values they name. A chain that
    holds a relation's statements is about the relation, not its owner ("I do the school run
    with my son Noah" in a chain of my son's schools); members about no one name no subject."""
    subjects = {_role_owner(subject_of(cands[j].text)) for j in chain}
    subjects -= {owner_of(s) for s in subjects}
    if len(subjects) > 1 and _known_as(cands, chain) & subjects:
        # "My neighbour Zainab has traded in her car ..." after "Zainab's new car is ...": one
        # person, by name and as a relation
        subjects = {
            s for s in subjects if s is None or relation_kind(s.rpartition("'s ")[2]) is None
        }
    return subjects, value_sorts(frozenset().union(*(values_of(cands[j].text) for j in chain)))


def _role_owner(subject: str | None) -> str | None:
    """A role's owner for the role ("boss": the speaker, "ana's manager": Ana; a role is its
    owner's attribute), any other subject as it is."""
    if subject is not None and relation_kind(subject.rpartition("'s ")[2]) == "role":
        return owner_of(subject)
    return subject


def _people(cands: Sequence[Candidate], chain: list[int]) -> tuple[set[str | None], frozenset[str]]:
    """Whom a chain is about, by its members' subjects and by the names they give a relation
    (:func:`_members` and :func:`_known_as` together), and the sorts of its values."""
    subjects, sorts = _members(cands, chain)
    return subjects | _known_as(cands, chain), sorts


def _known_as(cands: Sequence[Candidate], chain: list[int]) -> set[str | None]:
    """The names a chain's relation is given ("My aunt Anika's supported the Lakers": Anika;
    "Ravi's son Theo": Theo), so that a question or a statement naming them is about it."""
    out: set[str | None] = set()
    for j in chain:
        text = cands[j].text
        subject = subject_of(text)
        if subject is None or relation_kind(subject.rpartition("'s ")[2]) is None:
            continue
        owner, _, rel = subject.rpartition("'s ")
        named = relation_name(text, rel, owner)
        if named is not None:
            out.add(named[0])
    return out


def _older_below_newest(
    cands: Sequence[Candidate], chains: list[list[int]], out: list[float]
) -> None:
    """A value statement of a chain's subject that the chain does not hold, of the chain's sort
    and older than its newest member ("I took up the flute a while back" before "Since
    February I've been learning the guitar instead of the violin"), is no current value: for a
    current-value question it ranks just below the chain's newest member. So does one with no
    value read that shares a content word with a member ("Chloe rides a gravel bike to work"
    before "... it's what she rides now"; not "I'm allergic to shellfish" before a budget)."""
    in_chain = {i for chain in chains for i in chain}
    named: dict[int, set[str | None]] = {}  # each candidate's relation's name, read once
    for chain in chains:
        newest = chain[-1]
        who, sorts = _people(cands, chain)
        who.discard(None)
        words = frozenset().union(*(content_of(cands[j].text) for j in chain))
        top = out[newest]
        cap = _below(top)
        for i, c in enumerate(cands):
            if i in in_chain or c.archived or c.created_at >= cands[newest].created_at:
                continue
            if out[i] <= cap or is_hedged(c.text):
                continue
            if subject_of(c.text) not in who:
                if i not in named:
                    named[i] = _known_as(cands, [i])
                if not named[i] & who:
                    continue  # (or "My best friend Hamza ..." for Hamza's chain)
            vals = values_of(c.text)
            if value_sorts(vals) & sorts or (not vals and content_of(c.text) & words):
                out[i] = cap


def _extend_chains(
    who: frozenset[str],
    named: frozenset[str] | None,
    cands: Sequence[Candidate],
    chains: list[list[int]],
) -> None:
    """Newer statements of a recorded chain's subject that were never linked to it join its
    end (in place), where they are unhedged and of the chain's sort, and:

    * for a question about the value before a named one that the chain does not hold ("Where
      did I work before Shopify?", "signed with Shopify" never linked; ``named``): they name it,
      within :data:`IMPLICIT_MARGIN` of the members' best similarity;
    * for a question about the current value (``named`` is ``None``): they are worded as a
      change ("Esra was put into Saucony Rides after a gait analysis, so that's what she runs in
      now"), within :data:`CHANGE_MARGIN`; of the chain's sort, or with no value read but a
      name the reading missed and the chain's attribute ("Gaspard!! my new manager"). A newer
      mention that is not worded as a change ("Esra likes the look of Nike Pegasus") does not
      join.
    """
    in_chain = {i for chain in chains for i in chain}
    for chain in chains:
        sims = [sim for j in chain if (sim := cands[j].similarity) is not None]
        asked = _asked_about(cands, chain, who)
        if asked is None or not sims:
            continue
        subjects, sorts = asked
        if named is not None and any(values_of(cands[j].text) & named for j in chain):
            continue  # the chain holds the value asked about
        floor = max(sims) - (IMPLICIT_MARGIN if named is not None else CHANGE_MARGIN)
        spoken = frozenset().union(*(groups_of(cands[j].text) for j in chain))
        extra = [
            i
            for i, c in enumerate(cands)
            if i not in in_chain
            and not c.archived
            and c.similarity is not None
            and c.similarity >= floor
            and c.created_at > cands[chain[-1]].created_at
            and (values_of(c.text) & named if named is not None else is_update(c.text))
            and (
                value_sorts(values_of(c.text)) & sorts
                # "Gaspard!! my new manager": a change of the chain's attribute, no value read
                or (
                    named is None
                    and not values_of(c.text)
                    and groups_of(c.text) & spoken
                    and _missed_name(c.text)
                )
            )
            and _about(c.text, subjects)
            and not is_hedged(c.text)
        ]
        chain.extend(sorted(extra, key=lambda i: (cands[i].created_at, cands[i].id)))
        in_chain.update(extra)


def _missed_name(text: str) -> bool:
    """Whether ``text`` writes a name its reading took for no value ("Gaspard!! my new
    manager"): a capitalised word that is not a common one, the subject's or the speaker's."""
    subject = subject_of(text)
    return any(
        could_name(w) and not w.isupper() and w.lower() != subject  # not "FYI", "HR"
        for w in re.findall(r"[A-Z][\w'-]*", text)
    )


def _asked_about(
    cands: Sequence[Candidate], chain: list[int], who: frozenset[str]
) -> tuple[set[str | None], frozenset[str]] | None:
    """Whom a recorded chain is about (its one subject and the names it is known by) and the
    sorts of its values, where that is one of ``who``; ``None`` otherwise."""
    subjects, sorts = _members(cands, chain)
    names = _known_as(cands, chain)
    if len(subjects) != 1 or not (subjects <= who or names & who):
        return None
    return subjects | names, sorts


def _fill_chains(who: frozenset[str], cands: Sequence[Candidate], chains: list[list[int]]) -> None:
    """Statements worded as a change, of a recorded chain's subject and sort, said between two
    of its members and never linked, join it in their place (in place): a change missed at
    write time in the middle of the chain ("I needed something bigger for the dog, so I got a
    Toyota Prius" between "My car is a Nissan Leaf" and "... so I picked up a Kia Niro", the
    Leaf linked straight to the Niro) is the value before the later one."""
    in_chain = {i for chain in chains for i in chain}
    for chain in chains:
        asked = _asked_about(cands, chain, who) if len(chain) >= 2 else None
        if asked is None:
            continue
        subjects, sorts = asked
        start, end = cands[chain[0]].created_at, cands[chain[-1]].created_at
        extra = [
            i
            for i, c in enumerate(cands)
            if i not in in_chain
            and not c.archived
            and start < c.created_at < end
            and is_update(c.text)
            and value_sorts(values_of(c.text)) & sorts
            and _about(c.text, subjects)
            and not is_hedged(c.text)
        ]
        if extra:
            chain[:] = sorted([*chain, *extra], key=lambda i: (cands[i].created_at, cands[i].id))
            in_chain.update(extra)


def _about(text: str, subjects: set[str | None]) -> bool:
    """Whether ``text`` is about one of a chain's ``subjects``: its subject, or named beside a
    relation that is ("My flatmate Dong-hyun's got a new partner, Taras"), or, where no subject
    is read, the one person of them it names ("Big move this week, now at Stripe is Chiara")."""
    subject = subject_of(text)
    if subject in subjects:
        return True
    if subject is None:  # "Can you send the invoices to Gabriel's new address, ...?": Gabriel's
        if any(s and s != "speaker" and re.search(_possessive(s), text) for s in subjects):
            return True
        named = values_of(text) & {s for s in subjects if s and s != "speaker"}
        return len(named) == 1 and named_alone(text, next(iter(named)))
    return owner_of(subject) == "speaker" and bool(values_of(text) & subjects)


def _extend_chains_back(
    who: frozenset[str], cands: Sequence[Candidate], chains: list[list[int]]
) -> None:
    """Older statements of a recorded chain's subject that were never linked to it join its
    start (in place), for a question about an earlier value: unhedged, of the chain's sort,
    within :data:`IMPLICIT_MARGIN` of the members' best similarity, and older than its first
    member ("Omar is doing intermittent fasting" before "Omar's fridge is all keto stuff now",
    which was never linked to it)."""
    in_chain = {i for chain in chains for i in chain}
    for chain in chains:
        subjects, sorts = _members(cands, chain)
        names = _known_as(cands, chain)
        sims = [sim for j in chain if (sim := cands[j].similarity) is not None]
        if len(subjects) != 1 or not (subjects <= who or names & who) or not sims or not sorts:
            continue
        subjects |= names
        floor = max(sims) - IMPLICIT_MARGIN
        extra = [
            i
            for i, c in enumerate(cands)
            if i not in in_chain
            and not c.archived
            and c.similarity is not None
            and c.similarity >= floor
            and c.created_at < cands[chain[0]].created_at
            and value_sorts(values_of(c.text)) & sorts
            and subject_of(c.text) in subjects
            and not is_hedged(c.text)
        ]
        chain[:0] = sorted(extra, key=lambda i: (cands[i].created_at, cands[i].id))
        in_chain.update(extra)


def _possessive(subject: str) -> str:
    """A pattern for ``subject`` named as an owner or an object: "my", "our", "me", "us" for
    the speaker ("covered my approvals", "offered me a spot"), "Elif's" for Elif."""
    if subject == "speaker":
        return r"\b(?:[Mm]y|[Oo]ur|me|us)\b"
    return rf"(?i:\b{re.escape(subject)}'s\b)"


def _below_chains(
    cands: Sequence[Candidate],
    chains: list[list[int]],
    out: list[float],
    asked: frozenset[str],
    *,
    line: bool = False,
) -> None:
    """A hedged mention of a chain's subject ("Ana had an interview at Stripe but turned it
    down", "Ana visited Lisbon", "Ana thought about moving to Osaka") asserts no value, now or
    earlier, and a value of the subject's relation ("Ana's cousin started at Siemens") is
    someone else's: each ranks below every member of that chain; the relation's value only where
    it is of the chain's sort (a hedged mention of any sort: "Barry the plumber quoted me £380,
    so that's not happening" below a chain of my plumbers). So does what a relation (not a role:
    "Ana's manager is Maya" is Ana's) says with no value read ("Oskar's colleague swears by the
    florist next to the bakery"), where the question (whose subjects are ``asked``) is about the
    owner, not the relation, and what a relation says hedged ("Divya's sister works at
    Skyscanner and keeps saying Divya should apply"). A hedged mention that names the subject as
    its object ("A nutritionist suggested vegan to Seo-yeon") or as an owner ("Maria covered Elif's
    approvals while her manager was away") is the subject's too. Archived
    turns are never moved."""
    in_chain = {i for chain in chains for i in chain}
    people = [_people(cands, chain) for chain in chains]  # read once, not once per candidate
    for i, c in enumerate(cands):
        if i in in_chain or c.archived:
            continue
        # a work line is no value of the personal one ("my work email is ..."), unless asked
        hedged = is_hedged(c.text) or (other_line(c.text) and not line)
        who = subject_of(c.text)
        owner = owner_of(who)
        vals = values_of(c.text)
        if who is None and hedged:  # "A nutritionist suggested vegan to Seo-yeon"
            named = vals & asked
            who = next(iter(named)) if len(named) == 1 else None
            vals = vals - named
        elif hedged and owner in (None, "speaker") and who not in asked:
            # "Maria covered Elif's approvals while her manager was away": Elif's; and the one
            # asked about as the object: "Samsung offered Joaquín a job but he said no", "Gran's
            # decided Lucy from church would be perfect for Ayesha, which is not happening"
            owned = [s for s in asked if s in vals or re.search(_possessive(s), c.text)]
            if len(owned) == 1:
                who, owner = owned[0], None
        if who is None or not (hedged or owner):
            continue
        sorts = value_sorts(vals)
        # what a relation says with no value is no answer about its owner ("Who's Oskar's
        # florist?"), unless the relation is asked about or is a role
        rel = who.rpartition("'s ")[2]
        kin = relation_kind(rel) == "relation" and who not in asked and rel not in asked
        says = (bool(sorts) and not hedged) or (owner in asked and kin)
        for chain, (known, chain_sorts) in zip(chains, people, strict=True):
            subjects = known  # (never changed in place: it is every candidate's)
            # the one asked about, named in the chain's statements ("Freya takes Mochi to ..."),
            # in a hedged mention: "Mochi had to go to the Willow Vet on Sunday night"
            if (
                hedged
                and who in asked
                and who not in subjects
                and any(who in values_of(cands[j].text) for j in chain)
            ):
                subjects = subjects | {who}
            if not ((hedged and who in subjects) or (owner in subjects and says)):
                continue  # a relation's value ("Dmitri's cousin started at Siemens") must name one
            if sorts and not sorts & chain_sorts and not (hedged and who in subjects):
                continue
            low = min(out[j] for j in chain)
            out[i] = min(out[i], _below(low))
