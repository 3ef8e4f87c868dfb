"""Sentences of a turn, and which of them are worth keeping (offline, no model).

* :func:`split_sentences` cuts at ``.``, ``!`` or ``?`` before a capital, a digit or a quote,
  and at line breaks, but never after a title or a name's initial ("Dr. Smith", "Ursula K.
  Le Guin", "St. Louis", "No. 5", "e.g.", "vs."); after a dotted abbreviation ("U.S.", "4 p.m.",
  "etc.") only when a word that usually opens a sentence follows ("... in the U.S. We moved").
* :func:`split_long` cuts a text too long for one memory into consecutive pieces, at sentence
  ends or spaces where it can (a long turn is archived as several episodes).
* :func:`classify_sentence` maps a sentence to ``GOALS``, ``FACTS``, ``ACTIONS`` or
  ``CONSTRAINTS``, or to ``None`` for filler, from the sentence's structure alone: who it is
  about (first person, or the user addressed), whether it names a specific (a number, a date, a
  proper name), whether it only points back at what was said, and a negation, a wish or a
  future. Its only words are a few pronouns, negations and modals beside the stop words: no
  list of topics, so it reads wording nobody listed the same way.

Measured on ``benchmarks/data/extraction.jsonl`` (``python -m benchmarks.extraction``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache
from itertools import pairwise

from .stopwords import STOP_WORDS

__all__ = [
    "about_the_user",
    "classify_sentence",
    "has_specifics",
    "heuristic_importance",
    "split_long",
    "split_sentences",
]


def words_of(text: str) -> frozenset[str]:
    """The space-separated words of ``text``, as a set (for word lists)."""
    return frozenset(text.split())


# ---------------------------------------------------------------------------- splitting
_BOUNDARY = re.compile(r"([.!?]+)([\"'”’)\]]*)(\s+)(?=[\"'“‘(\[]?[A-Z0-9])|\n+")
# Never end a sentence: titles and words that precede a name or a number.
_NEVER_END = words_of(
    "mr mrs ms mx dr prof st mt ft sgt lt col gen capt cpt rev hon pres gov sen rep fr sr jr "
    "no nos vol vols vs v e.g i.e cf approx ca est dept fig figs pp p ave blvd rd hwy mssrs "
    "messrs"
)
# May end a sentence, but usually does not: end only before a typical sentence opener.
_MAYBE_END = words_of(
    "etc inc ltd co corp llc plc bros al jan feb mar apr jun jul aug sep sept oct nov dec "
    "mon tue tues wed thu thur thurs fri sat sun lbs lb oz kg km mi min hr hrs sec mins "
    "fla calif mass penn wash ore tex ariz colo conn ill mich minn wis univ"
)
_OPENERS = words_of(
    "i i'm i've i'll i'd we we're we've we'll my our the it it's he she they this that these "
    "those there thanks thank but and so also then yes no please what how why when where who "
    "can could would will do did does is are was anyway oh hi hey let let's you your a an "
    "if after before since as in on at for however still now today yesterday tomorrow "
    "btw ok okay sure well"
)


_NEXT_WORD = re.compile(r"[\"'“‘(\[]?([\w']+)")


def _ends_sentence(before: str, punct: str, text: str, pos: int) -> bool:
    """Whether ``punct`` after the text ``before`` ends a sentence, ``text[pos:]`` following."""
    if punct != ".":
        return True  # "!", "?", "...", "?!"
    last = before[-40:].split()
    if not last:
        return True
    word = last[-1].lstrip("\"'“‘([")
    low = word.lower()
    if len(word) == 1 and "A" <= word <= "Z":  # a name's initial: "Ursula K. Le Guin", "J. R."
        return False
    if low in _NEVER_END:
        return False
    nxt = _NEXT_WORD.match(text, pos)
    next_word = nxt.group(1).lower() if nxt else ""
    if low in _MAYBE_END or "." in word:  # "U.S.", "p.m.", "Ph.D.", "etc."
        return next_word in _OPENERS
    if low == "in" and len(last) > 1 and last[-2].isdigit():  # "a 27 in. Dell"
        return next_word in _OPENERS
    return True


def split_sentences(text: str) -> list[str]:
    """Split text into sentences; titles, initials and abbreviations do not end one.

    Example:
        >>> split_sentences("Yep! Dr. Smith came at 4 p.m. on Friday. I read Ursula K. Le Guin.")
        ['Yep!', 'Dr. Smith came at 4 p.m. on Friday.', 'I read Ursula K. Le Guin.']
    """
    return list(_split(text))


_PIECE_END = re.compile(r"[.!?…][\"')\]]*\s+|\n\s*")  # a sentence end or a line break
_SPACE = re.compile(r"\s+")


def split_long(text: str, limit: int) -> list[str]:
    """``text`` in consecutive pieces of at most ``limit`` characters that join back to it.

    Each piece ends after the last sentence end or line break in its second half, else after
    its last space there, else at ``limit`` (a run with no space). A text within ``limit`` is
    one piece, itself.

    Example:
        >>> split_long("One two three. Four five six seven.", 20)
        ['One two three. ', 'Four five six seven.']
    """
    if limit < 1:
        raise ValueError(f"limit must be >= 1, got {limit}")
    pieces: list[str] = []
    start = 0
    while len(text) - start > limit:
        window = text[start : start + limit]
        cut = 0
        for pattern in (_PIECE_END, _SPACE):
            for m in pattern.finditer(window, limit // 2):
                cut = m.end()
            if cut:
                break
        cut = cut or limit
        pieces.append(window[:cut])
        start += cut
    pieces.append(text[start:])
    return pieces


@lru_cache(maxsize=8192)
def _split(text: str) -> tuple[str, ...]:
    out: list[str] = []
    start = 0
    for m in _BOUNDARY.finditer(text):
        if m.group(1) is not None:
            end = m.end(2)
            if not _ends_sentence(text[start : m.start(1)], m.group(1), text, m.end()):
                continue
        else:
            end = m.start()
        piece = text[start:end].strip()
        if piece:
            out.append(piece)
        start = m.end()
    tail = text[start:].strip()
    if tail:
        out.append(tail)
    return tuple(out)


# ---------------------------------------------------------------------------- signals
# A handful of function words (pronouns, negation, modals), stop-word-like: the structure of a
# statement, never its topic.
_FIRST = words_of("i i'm i've i'd i'll my mine we we're we've we'd we'll our ours let's")
_SECOND = words_of("you you're you've you'd you'll your yours yourself")
_NEGATION = words_of("not no never nor cannot without only must n't")
_FUTURE = words_of("will 'll shall gonna let's")
_BEFORE_TO = words_of("going need needs have has got")  # "going to", "need to", "has to"
_WISH = words_of("want wants wanted wanna would 'd")
# pronouns that point back at what was said: "I love that!", "I'm so glad to hear it."
_BACK = words_of("that this it it's that's these those so too")
# auxiliaries and question words: a capitalised first word before one is a name ("Miso can");
# one of them is no name ("Let's", "Here's")
_AUX = words_of("can could may might does did do had am were be been let let's here what who how")
_VERBS = words_of("can could may might does did had is are was were will has have must 's")
_FUNCTION = _FIRST | _SECOND | _NEGATION | _FUTURE | _BEFORE_TO | _WISH | _BACK | _AUX | STOP_WORDS

_DIGIT = re.compile(r"\d")
_WORD = re.compile(r"[^\W_](?:[\w'’-]*[^\W_])?|\d")
_LABEL = re.compile(r"^\w+\s*\d+\s*[:.)-]\s*")  # a numbering label: "Turn 57: ", "Q3) "


@lru_cache(maxsize=16_384)
def _words(sentence: str) -> tuple[str, ...]:
    return tuple(_WORD.findall(sentence.replace("’", "'")))


def _names(sentence: str, words: Sequence[str]) -> bool:
    """A proper name or an acronym: a capitalised word that is not the first word and not a
    pronoun, or a first word used as a name is: possessive ("Ana's"), before another capital
    ("Mount Rainier") or before an auxiliary ("Miso can only eat ..."), never a function word."""
    for i, w in enumerate(words):
        low = w.lower()
        if not w[0].isupper() or low in _FUNCTION or low in _FIRST:
            continue
        if w.isupper() and len(w) > 1:
            return True
        if i > 0:
            return True
        nxt = words[1] if len(words) > 1 else ""
        base = low[:-2] if low.endswith("'s") else ""
        if (base and base not in _FUNCTION) or (nxt[:1].isupper() and nxt.lower() not in _FIRST):
            return True
        if nxt.lower() in _VERBS:
            return True
    return False


def has_specifics(sentence: str) -> bool:
    """A number, a date written with one, an acronym or a proper name (a capitalised word that
    is not the sentence's first word or a pronoun)."""
    return _DIGIT.search(sentence) is not None or _names(sentence, _words(sentence))


def _negated(words: Sequence[str]) -> bool:
    """A negation, an obligation or a bound ("at most", "at least"): what a constraint says."""
    low = [w.lower() for w in words]
    bound = any(a == "at" and b in ("most", "least") for a, b in pairwise(low))
    return bound or any(w in _NEGATION or w.endswith("n't") for w in low)


def _read(sentence: str) -> tuple[Sequence[str], set[str], bool] | None:
    """The words of a statement (its numbering label set aside), their lower-cased forms, and
    whether it names a specific; ``None`` for a question or a sentence with no content word."""
    s = sentence.strip()
    if not s or s.endswith("?"):
        return None  # a question asks for information; it states none
    core = _LABEL.sub("", s)
    # a comma-separated part that is one word alone is a vocative or an interjection
    # ("Wow, Maria!", "Sorry to hear that, Melanie."): neither a name stated nor content
    parts = core.split(",")
    if len(parts) > 1:
        core = ",".join(p for p in parts if len(_words(p)) != 1 or any(c.isdigit() for c in p))
    words = _words(core)
    if not words:
        return None
    low = {w.lower() for w in words}
    low |= {"n't" for w in low if w.endswith("n't")} | {w[w.index("'") :] for w in low if "'" in w}
    digit = _DIGIT.search(core) is not None
    if not digit and not any(w not in _FUNCTION for w in low):
        return None  # "Thanks!", "Me too.", "So do I."
    return words, low, digit or _names(core, words)


def _points_back(sentence: str) -> bool:
    """The speaker's clause opens or ends on a pronoun that points at what was said ("I love
    that", "it was fun"), or is short and holds one ("Let's do that next time"), as a reaction
    does; a later clause ("I'm allergic to penicillin,
    please remember that") does not count."""
    parts = [_words(p) for p in sentence.split(",")]
    mine = next((p for p in parts if {w.lower() for w in p} & _FIRST), None) or parts[0]
    if not mine:
        return False
    low = [w.lower() for w in mine]
    return bool({low[0], low[-1]} & _BACK or (len(low) <= 6 and _BACK.intersection(low)))


def about_the_user(sentence: str, *, role: str = "user") -> bool:
    """The user speaking of themselves (first person), or the assistant addressing the user."""
    low = {w.lower() for w in _words(sentence)}
    return bool(low & (_FIRST if role != "assistant" else _SECOND))


@lru_cache(maxsize=16_384)
def classify_sentence(sentence: str, *, role: str = "user") -> str | None:
    """The section a sentence belongs to, or ``None`` for filler (no model, no word list).

    A statement is kept when it is about the user or the task: the user speaking of themselves
    (first person), the assistant telling the user something specific about them ("your flight
    ... 3 pm") or committing to something specific, or a number, a date or a proper name.
    Questions, reactions that only point back at what was said ("I love that!", "That sounds
    great.") and sentences with no content word are filler. The section comes from the
    statement's structure: a negation or a limit is a constraint, a wish a goal, a future or an
    obligation an action, anything else a fact.

    Example:
        >>> classify_sentence("Oh man, sorry to hear that.") is None
        True
        >>> classify_sentence("Well, I'm not allowed to eat peanuts.")
        'CONSTRAINTS'
    """
    read = _read(sentence)
    if read is None:
        return None
    words, low, specific = read
    first, second = bool(low & _FIRST), bool(low & _SECOND)
    if role == "assistant":
        if words[0].lower() in _BACK:
            return None  # "That gives you room for Kyoto": a remark on what was said
        commits = first and bool(low & _FUTURE) and len(words) > 3 and not second
        if not ((specific and (first or second)) or (first and "your" in low) or commits):
            return None  # pleasantries, suggestions, forecasts and listings: not about the user
        if commits and _points_back(sentence):
            return None  # "I'll keep that in mind."
        return "ACTIONS" if first else "FACTS"
    if not (first or specific):
        return None  # "Nature really helps.", "That sounds great."
    if not specific and (_points_back(sentence) or second):
        return None  # "I'm so glad to hear that.", "It's been a long week.", "I see what you mean."
    if not specific and len(words) < 3 and not low & {"i'm", "'m", "am", "we're", "'re"}:
        return None  # "I see.", "I agree."; not "I'm vegan."
    if _negated(words):
        return "CONSTRAINTS"
    if low & _WISH and first:
        return "GOALS"
    pairs = pairwise(words)
    if low & _FUTURE or any(a.lower() in _BEFORE_TO and b.lower() == "to" for a, b in pairs):
        return "ACTIONS"
    return "FACTS"


# ---------------------------------------------------------------------------- importance
_BASE_IMPORTANCE = {"fact": 5.0, "goal": 6.0, "constraint": 7.0, "action": 6.0}


@lru_cache(maxsize=16_384)
def heuristic_importance(sentence: str, kind: str) -> float:
    """Importance 1–10 from the kind of sentence and its structure: about the speaker, with a
    number, with a name; lower when it opens on a pronoun whose referent it no longer has."""
    score = _BASE_IMPORTANCE.get(kind, 5.0)
    words = _words(sentence)
    low = [w.lower() for w in words]
    if _DIGIT.search(sentence):
        score += 1.0
    if {"my", "our", "i'm", "we're"} & set(low):
        score += 1.0
    if _names(sentence, words):
        score += 1.0
    if low and low[0] in _BACK | {"he", "she", "they"}:
        score -= 1.0  # depends on context the fact no longer has
    return float(min(10.0, max(1.0, score)))
