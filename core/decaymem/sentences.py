"""Sentences of a turn, and which of them are worth keeping (offline, no model).

* :func:`split_sentences` cuts at ``.``, ``!`` or ``?`` before a capital, a digit or a quote,
  and at line breaks, but never after a title or a name's initial ("Dr. Smith", "Ursula K.
  Le Guin", "St. Louis", "No. 5", "e.g.", "vs."); after a dotted abbreviation ("U.S.", "4 p.m.",
  "etc.") only when a word that usually opens a sentence follows ("... in the U.S. We moved").
* :func:`split_long` cuts a text too long for one memory into consecutive pieces, at sentence
  ends or spaces where it can (a long turn is archived as several episodes).
* :func:`classify_sentence` maps a sentence to ``GOALS``, ``FACTS``, ``ACTIONS`` or
  ``CONSTRAINTS``, or to ``None`` for filler: greetings, thanks, reactions ("Oh man, sorry to
  hear that."), agreement ("Let's do that."), vague promises ("I'll keep ya posted."), meta turns
  ("Turn 57: let's talk about Kanazawa."), questions that ask for information, and the
  assistant's pleasantries and mere suggestions. A user sentence is kept when, once filler
  openers ("Oh,", "Well,", "Honestly,") are set aside, it says something about the speaker's
  world: a first-person or possessive statement, a name, a number or a date. The assistant's
  sentences are kept only when they commit to or report an action, or state a specific about
  the user ("Your flight to Lisbon was moved to 3 pm.").

Tuned on the ``tune`` half of ``benchmarks/data/extraction.jsonl``; see BENCHMARKS.md.
"""

from __future__ import annotations

import re
from functools import lru_cache

__all__ = [
    "classify_sentence",
    "clauses",
    "has_specifics",
    "heuristic_importance",
    "is_common_word",
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


def _ends_sentence(before: str, punct: str, after: str) -> bool:
    """Whether ``punct`` after the text ``before`` ends a sentence, ``after`` following."""
    if punct != ".":
        return True  # "!", "?", "...", "?!"
    m = re.search(r"(\S+)$", before)
    if not m:
        return True
    word = m.group(1).lstrip("\"'“‘([")
    low = word.lower()
    if re.fullmatch(r"[A-Z]", word):  # a name's initial: "Ursula K. Le Guin", "J. R. R."
        return False
    if low in _NEVER_END:
        return False
    nxt = re.match(r"[\"'“‘(\[]?([\w']+)", after)
    next_word = nxt.group(1).lower() if nxt else ""
    if low in _MAYBE_END or "." in word:  # "U.S.", "p.m.", "Ph.D.", "etc."
        return next_word in _OPENERS
    if low == "in" and re.search(r"\d\s+in$", before):  # "a 27 in. Dell"
        return next_word in _OPENERS
    return True


def split_sentences(text: str) -> list[str]:
    """Split text into sentences; titles, initials and abbreviations do not end one.

    Example:
        >>> split_sentences("Yep! Dr. Smith came at 4 p.m. on Friday. I read Ursula K. Le Guin.")
        ['Yep!', 'Dr. Smith came at 4 p.m. on Friday.', 'I read Ursula K. Le Guin.']
    """
    return list(_split(text))


# "; " anywhere, or "and" / "but" (after a comma or not) followed by a clause of its own: a
# subject (a pronoun, a possessive, "the", a capitalised word) then more words
_CLAUSE_BREAK = re.compile(
    r"\s*;\s+|,?\s+(?:and|but)\s+(?=(?:i|i'm|i've|i'd|i'll|my|we|we're|we've|our|you|your|he|"
    r"he's|she|she's|they|they're|his|her|their|it|it's|its|the|this|that|[A-Z][\w'-]*)\s+\S)"
)


def clauses(sentence: str) -> list[str]:
    """The clauses of a sentence that states several things, each with a subject of its own.

    A sentence "I'm allergic to shellfish and my budget is 900 EUR." says two things, and an
    update of one ("my budget is now 1,300 EUR") leaves the other standing. A conjunction
    without a new subject does not split ("I live in Porto and work at Acme").

    Example:
        >>> clauses("I'm allergic to shellfish and my budget is 900 EUR.")
        ["I'm allergic to shellfish", 'my budget is 900 EUR.']
        >>> clauses("I live in Porto and work at Acme.")
        ['I live in Porto and work at Acme.']
    """
    parts = [p.strip() for p in _CLAUSE_BREAK.split(sentence)]
    if len(parts) < 2 or any(len(p.split()) < 3 for p in parts):
        return [sentence]  # "Tom and Ana went hiking.": a list of names, not two clauses
    return parts


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
            if not _ends_sentence(text[start : m.start(1)], m.group(1), text[m.end() :]):
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
_NUMBER = re.compile(r"\d")
_DATE = re.compile(
    r"\b(?:jan(?:uary)?|feb(?:ruary)?|march|april|may|june|july|aug(?:ust)?|sept?(?:ember)?|"
    r"oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|monday|tuesday|wednesday|thursday|friday|"
    r"saturday|sunday|mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|"
    r"yesterday|tomorrow|tonight|last (?:week|month|year|night|weekend|spring|summer|fall|"
    r"autumn|winter)|next (?:week|month|year|spring|summer|fall|autumn|winter))\b",
    re.I,
)
_ACRONYM = re.compile(r"\b[A-Z]{2,}\b|\b(?:[A-Za-z]\.){2,}")
_CAPITAL = re.compile(r"\b[A-Z][\w'’&-]*")
_COMMON_CAPITALISED = words_of(
    "i i'm i've i'll i'd the a an my our we we're we've it it's this that these those there "
    "he she they his her their yes no oh ok okay well so but and also then please hi hey "
    "thanks thank sorry what how why when where who can could would will do did is are was "
    "let let's you your honestly actually anyway just quick update ha haha ugh wow hmm right "
    "sure great cool nice good any every one some all after before since if as in on at for "
    "me too same tell take have stay see talk catch gotta never just can't don't won't didn't "
    "keep go come make give try hold back wait stop look listen enjoy love hope not nothing "
    "everything maybe perhaps really seriously totally exactly congrats bye morning night "
    "continuing sounds looks seems fingers awesome perfect amazing brilliant lovely fair true "
    "love got good here you've you're you'll you'd yours i'd he's she's they're they've "
    "there's here's what's that's let's we'd plus excited glad nice whoa yay gosh omg sending "
    "looking hoping thinking feeling especially definitely certainly probably hopefully "
    "luckily sadly unfortunately anyways besides anyhow still even though although because "
    "whenever wherever while once until unless now today then first next last finally"
)
# The speaker as subject or owner ("me" and "us" as objects do not make a statement about them).
_FIRST_PERSON = re.compile(
    r"\b(?:i|i'm|i've|i'd|i'll|my|mine|we|we're|we've|we'd|we'll|our|ours)\b", re.I
)
_ME = re.compile(r"\b(?:me|us)\b", re.I)
_POSSESSIVE = re.compile(r"\b[A-Z][\w-]*'s\b")  # a name's: "Pepper's shot", "Ana's flat"
# A name used to address the listener: "Wow, Maria!", "Thanks for asking, Jon."
_VOCATIVE = re.compile(r",\s*[A-Z][a-z]+\s*[!.?]*$|^[A-Z][a-z]+,\s+|,\s*[A-Z][a-z]+,\s+")
_STRONG = re.compile(
    r"\b(?:allerg\w*|intoleran\w*|celiac|vegan|vegetarian|pescatarian|diabetic|pregnant|"
    r"married|divorced|engaged|widowed|retired|sober|keto|kosher|halal)\b",
    re.I,
)


def is_common_word(word: str) -> bool:
    """A word that opens sentences and is capitalised without being a name ("The", "Please")."""
    return word.lower() in _COMMON_CAPITALISED


# what follows a sentence-initial name: another capitalised word, or a verb a person does
_NAME_NEXT = re.compile(
    r"\.?\s+[A-Z]|\s+(?:can|can't|cannot|must|has|had|needs|lives|lived|works|worked|moved|"
    r"loves|hates|eats|gets|got|turned|started|just|and (?:I|me)\b)",
)


def has_specifics(sentence: str) -> bool:
    """A number, a date, an acronym or a name (a capitalised word that is not a common one)."""
    if _NUMBER.search(sentence) or _DATE.search(sentence) or _ACRONYM.search(sentence):
        return True
    for w in _CAPITAL.finditer(sentence):
        word = w.group(0).lower()
        if word in _COMMON_CAPITALISED:
            continue
        if not sentence[: w.start()].strip(" \"'“‘(["):
            # A capitalised first word is a name only when it looks like one: "Pepper's shot",
            # "Mt. Rainier"; not "Nature really helps", "Community events are fun".
            rest = sentence[w.end() :]
            plural = word.endswith("s") and not rest.startswith(("'s", "’s"))
            if plural or not (rest.startswith(("'s", "’s")) or _NAME_NEXT.match(rest)):
                continue
        return True
    return False


# ---------------------------------------------------------------------------- filler
_INTERJECTION = re.compile(
    r"^(?:(?:oh man|oh no|oh wow|oh nice|oh well|by the way|quick update|good news|"
    r"oh|ah|aw+|wow|ha|haha|hah|lol|ugh|hmm+|um+|uh|well|yes|yeah|yep|yup|no|nope|okay|ok|so|"
    r"honestly|actually|basically|anyway|also|btw|update|right|great|cool|alright|sure|"
    r"hey|hi|hello|man)(?:[,!.:;-]+\s*|\s*$))+",
    re.I,
)
# The sentence is a reaction, a courtesy or a piece of conversation management.
_PHATIC = re.compile(
    r"^(?:hi|hello|hey|good (?:morning|afternoon|evening|night)|thanks|thank you|thx|cheers|"
    r"well done|good job|nice work|great job|such an?|how (?:cool|nice|fun|sweet)|so cool|"
    r"always here|been (?:ages|a while)|long time no see|"
    r"you're welcome|welcome|bye|goodbye|see you|see ya|talk (?:soon|later|tomorrow)|"
    r"catch you|gotta (?:run|go)|take care|stay safe|good luck|have a (?:great|good|nice)|"
    r"congrat\w*|happy (?:birthday|holidays)|sorry|no worries|no problem|of course|sure|"
    r"okay|ok|sounds|same here|me too|you too|exactly|totally|absolutely|definitely|"
    r"right|true|fair|cool|nice|great|awesome|perfect|amazing|brilliant|lovely|wonderful|"
    r"love it|so true|got it|good (?:point|question|to know|idea)|interesting|yikes|oops|"
    r"never ?mind|just kidding|quick question|hold on|one sec|back now|anyway|please go on|"
    r"go on|tell me more|what a|what do you think|how about you|how (?:are|was|is) (?:you|your)|"
    r"fingers crossed|maybe|perhaps|really|seriously|lol|haha|yes|yeah|yep|no|nope|uh-huh|"
    r"mhm|hmm|ah|oh|wow|aww?|\W*$)",
    re.I,
)
_META = re.compile(
    r"^(?:turn|session|part|round|chapter|step|section)\s+\d+\s*$|"
    r"\b(?:continuing from|where (?:were|was) (?:we|i)|(?:talk|speak) about something else|"
    r"go back to (?:the|what)|next (?:question|item|topic)|move on|moving on|keep going|"
    r"pick (?:this|it) up|starts here|got distracted|that's all for now|typo)\b",
    re.I,
)
# Sentences about the conversation itself, or a feeling about what was said.
_TALK = re.compile(
    r"^(?:(?:i|we) (?:know|see|guess|agree|think so|understand|mean|hope so|remember that|"
    r"totally get|get it|get that|bet|wish|had no idea|didn't know|did not know)\b|no idea\b|"
    r"i(?:'m| am) (?:not sure|sure|so (?:glad|happy|sorry|excited)|glad|happy for|sorry|"
    r"doing (?:well|good|great|fine|ok|okay|alright)|fine|good|ok|okay|in\b|all ears|"
    r"listening|curious|intrigued|excited to hear)|"
    r"i (?:have to|must|gotta) (?:say|admit)|i must say|i (?:can't|cannot|could not|couldn't) "
    r"believe|i (?:really )?appreciate|i want to say|i(?:'d| would) like to (?:ask|say|know)|"
    r"i have a question|i need to think|i need a (?:minute|second|moment)|i don't know|"
    r"i hope (?:it|that|this|you|so|everything|all)|i(?:'d| would) love to have you|"
    r"i (?:love|like|admire) (?:it )?(?:when|that|how) you|i(?:'d| would)? ?(?:really )?"
    r"appreciate|i(?:'m| am) (?:always )?here (?:to|for)|"
    r"i do not know|i (?:always |really )?(?:love|enjoy) (?:chatting|talking)|"
    r"i(?:'d| would) love to (?:hear|know|see)|i(?:'m| am) not (?:really )?sure|"
    r"it is what it is|i guess|"
    r"(?:i'll|i will|we'll|we will|i'm going to|let me|let's|lets)\s+(?:definitely |surely |"
    r"make sure to |be sure to |totally )?(?:keep (?:you|ya) "
    r"(?:posted|updated|in the loop)|let you know|get back to you|think|see\b|try|figure|"
    r"check|do (?:that|it|this)|go with (?:that|it)|talk|pick|keep going|move on|continue|"
    r"see how|get started|go\b|circle back|catch up|play it by ear|find out)|"
    r"we should (?:catch up|talk|chat)|what (?:do|did) you)",
    re.I,
)
# A remark about what was just said ("That sounds great.", "You're the best.").
_REACTION = re.compile(
    r"^(?:(?:that|this|it|which)(?:'s| is| was| sounds| must| looks| seems| makes| would|"
    r" will|'ll| has been|'s been)\b|(?:you|you're|your|you've|you'll)\b)",
    re.I,
)
# An imperative asking the assistant for information ("Tell me about owls", "Explain ...").
_ASKS = re.compile(
    r"^(?:(?:please|can you|could you|would you)\s+)?(?:tell me|tell us|give me|give us|show me|"
    r"show us|explain|describe|list|recommend|suggest|summari[sz]e|translate|teach me|define|"
    r"compare|quiz me)\b",
    re.I,
)
_REQUEST = re.compile(
    r"\b(?:remind me|book|reserve|schedule|set (?:a|an|up a) (?:reminder|alarm|meeting)|"
    r"add \w+(?: \w+)* to my|cancel|order|note that|write down|save)\b",
    re.I,
)


def _core(sentence: str) -> str:
    """The sentence without leading interjections ("Oh man, ", "Well, ", "Quick update: ") and
    numbering ("Turn 57: ")."""
    core = _NUMBERING.sub("", sentence.strip())
    return _INTERJECTION.sub("", core).strip()


_NUMBERING = re.compile(
    r"^(?:turn|session|part|round|chapter|step|section|day|q)\s*\d+\s*[:.)-]\s*", re.I
)


def _is_filler(sentence: str) -> bool:
    s = sentence.strip()
    core = _core(s)
    core = _VOCATIVE.sub(" ", core).strip()
    if not core or _META.search(s):
        return True
    if s.endswith("?") and not _REQUEST.search(s):
        return True  # a question asks for information; it states none
    if _TALK.match(core):
        return True
    if _ASKS.match(core) and not (_FIRST_PERSON.search(core) or _CONSTRAINT.search(core)):
        return True  # "Tell me a fun fact about owls.": it asks for information, like a question
    if _PHATIC.match(core) or _REACTION.match(core):
        # "Sorry to hear that, Melanie." is filler; "Sorry I'm late, my flight from Oslo..." not
        return not (_FIRST_PERSON.search(core) and has_specifics(core))
    if len(core.split()) < 3 and not (_STRONG.search(core) or _FIRST_PERSON.search(core)):
        return True  # "Maria!", "Can't wait!"; but "I'm vegan.", "I'm Ana."
    return not (
        _FIRST_PERSON.search(core)
        or _POSSESSIVE.search(core)
        or has_specifics(core)
        or _STRONG.search(core)
        or (_ME.search(core) and _REQUEST.search(core))  # "Remind me to call the vet."
    )


# ---------------------------------------------------------------------------- kinds
_CONSTRAINT = re.compile(
    r"\b(?:allerg\w*|intoleran\w*|celiac|vegan|vegetarian|gluten-free|can't|cannot|can not|"
    r"can only|must|mustn't|not allowed|doesn't allow|don't allow|no more than|at most|"
    r"at least|under \$?\d|budget|limit|cap|never|only|shouldn't|should not|not comfortable|"
    r"don't want|doesn't eat|don't eat|has to stay|have to be|has to be|needs approval|"
    r"(?:is|are) out|no \w+(?: \w+)?,? (?:please|for me)|keep that in mind|without|"
    r"not (?:fly|eat|drink|travel|work))\b",
    re.I,
)
_GOAL = re.compile(
    r"\b(?:i want|we want|i'd like|we'd like|i would like|i'd love|my goal|our goal|"
    r"my dream|our dream|hoping to|i hope to|we hope to|trying to|i plan to|we plan to|"
    r"planning to|saving (?:up )?for|aim(?:ing)? to|someday|one day|learning \w+ so)\b",
    re.I,
)
_ACTION = re.compile(
    r"\b(?:need to|have to|has to|got to|gotta|remind me|remember to|promised|should book|"
    r"should call|should get|(?:is|are) due|due (?:on|by|to|next)|follow-up|appointment|"
    r"i'm going to|we're going to|i'll|i will|we'll|we will|we're throwing|is coming to|"
    r"to-do|todo|please book|please remind|interview|deadline|let's)\b",
    re.I,
)


def _user_section(core: str) -> str:
    if _CONSTRAINT.search(core):
        return "CONSTRAINTS"
    if _GOAL.search(core):
        return "GOALS"
    if _ACTION.search(core):
        return "ACTIONS"
    return "FACTS"


_ASSISTANT_ACTION = re.compile(
    r"\b(?:i'll|i will|i've (?:booked|scheduled|sent|set|added|moved|reserved|cancelled|"
    r"ordered|noted|updated|saved|created)|i have (?:booked|scheduled|sent|set|added|moved|"
    r"reserved|cancelled|ordered)|scheduled|booked)\b",
    re.I,
)
_ASSISTANT_VAGUE = re.compile(
    r"\b(?:i'll|i will) (?:let you know|be here|do my best|try|think|keep that in mind|help)\b",
    re.I,
)


def _assistant_section(s: str) -> str | None:
    if s.endswith("?"):
        return None
    core = _core(s)
    if _ASSISTANT_ACTION.search(core) and not _ASSISTANT_VAGUE.search(core):
        return "ACTIONS"
    if re.match(r"your\b", core, re.I) and has_specifics(core) and not _TALK.match(core[5:]):
        return "FACTS"
    return None


def classify_sentence(sentence: str, *, role: str = "user") -> str | None:
    """The section a sentence belongs to, or ``None`` for filler.

    Example:
        >>> classify_sentence("Oh man, sorry to hear that.") is None
        True
        >>> classify_sentence("Well, I'm allergic to penicillin.")
        'CONSTRAINTS'
    """
    s = sentence.strip()
    if not s:
        return None
    if role == "assistant":
        return _assistant_section(s)
    if _is_filler(s):
        return None
    return _user_section(_core(s))


# ---------------------------------------------------------------------------- importance
_BASE_IMPORTANCE = {"fact": 5.0, "goal": 6.0, "constraint": 7.0, "action": 6.0}
_IMPORTANT = re.compile(
    r"\b(?:allerg\w*|never|always|must|important|critical|urgent|password|deadline|"
    r"medical|diagnos\w*|birthday|anniversary|married|wife|husband|daughter|son|name is|"
    r"called|address|phone|vegetarian|vegan|celiac|budget)\b",
    re.I,
)
_NUM = re.compile(r"\d")
_PRONOUN_START = re.compile(r"^(?:it|this|that|they|these|those|he|she)\b", re.I)


@lru_cache(maxsize=16_384)
def heuristic_importance(sentence: str, kind: str) -> float:
    """Importance 1–10 from the kind of sentence and its wording."""
    score = _BASE_IMPORTANCE.get(kind, 5.0)
    if _IMPORTANT.search(sentence):
        score += 2.0
    if _NUM.search(sentence):
        score += 1.0
    if _PRONOUN_START.match(sentence):
        score -= 1.0  # depends on context the fact no longer has
    return float(min(10.0, max(1.0, score)))
