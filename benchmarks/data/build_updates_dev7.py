#!/usr/bin/env python3
"""Build ``updates_dev7.jsonl``: a held-out set of attribute-update questions.

Data card
---------
Task.  A memory holds short, timestamped chat statements, the way a person
would tell an assistant about their life.  Some statements update a personal
attribute of a subject (which garage services the car, who walks the dog,
which paper they subscribe to ...).  Each row is one question about one
subject's attribute; the statement that must rank first is ``expected``:

* ``asks == "newest"``: the statement of the newest (standing) value.
  Questions use "now", "these days", a yes/no "still ...?" (naming either the
  previous or the newest value; either way the newest value's statement is
  expected) or no time word at all.
* ``asks == "older"``: either "before <latest value>" (expects the value just
  before it) or "originally" / "at first" / "to begin with" / "initially"
  (expects the first value).

Shape.  12 attribute kinds x 4 update phrasings per kind x 4 questions per
phrasing = 192 rows.  Per phrasing: two "newest" questions, one "before",
one "originally"-style.  Half the items are chains of three values (the
middle update uses a second wording of the same phrasing), half two values.
The first value is stated with one of four per-kind wordings.

Statements.  Each item is its own small world: the subject's value
statements, 1-2 hard negatives (same subject, a value of the same kind, no
change of the standing value: one-offs, considerations, someone close to the
subject, trials that did not stick, something happening "right now",
complaints about a value never held, recommendations to others, a single
past visit, and - naming an OLD value of the chain - leftover letters,
nostalgia and leftovers), and 2-4 distractors (another person's value of the
same attribute, plus unrelated chatter).  In a quarter of the items the
newest statement of the item is a hard negative; in half of those it names
an old value of the chain.  Consecutive statements are 2-20 days apart; the
first falls on day 0-10 after 2026-01-05.

Subjects.  About 40 % first person ("I", "my"), the rest named people with
first names of many origins.  Two kinds hold the attribute on a child
(nursery) or a dog (dog walker) by name; there the owner ("my", "Raj's")
still appears in every value statement and hard negative.

Everything is generated from fixed templates with a fixed seed (SEED), using
only the standard library, so the output is byte-for-byte reproducible.
Run:  python3 benchmarks/data/build_updates_dev7.py
"""

from __future__ import annotations

import itertools
import json
import random
import re
from collections import Counter
from datetime import UTC, datetime, timedelta
from pathlib import Path

SEED = 7071
SPLIT = "dev7"
EPOCH = datetime(2026, 1, 5, tzinfo=UTC)
OUT = Path(__file__).resolve().parent / "updates_dev7.jsonl"

# --------------------------------------------------------------------------
# People
# --------------------------------------------------------------------------

# Named subjects: (first name, "m" | "f").
SUBJECT_NAMES = [
    ("Raj", "m"),
    ("Ana", "f"),
    ("Kwame", "m"),
    ("Siobhan", "f"),
    ("Mei", "f"),
    ("Tomasz", "m"),
    ("Fatima", "f"),
    ("Lars", "m"),
    ("Priya", "f"),
    ("Diego", "m"),
    ("Aisha", "f"),
    ("Hiroshi", "m"),
    ("Ngozi", "f"),
    ("Mateo", "m"),
    ("Ingrid", "f"),
    ("Yusuf", "m"),
    ("Zoë", "f"),
    ("Oluwaseun", "m"),
    ("Chiara", "f"),
    ("Bjørn", "m"),
    ("Leila", "f"),
    ("Dmitri", "m"),
    ("Aroha", "f"),
    ("Tendai", "m"),
    ("Marisol", "f"),
    ("Kenji", "m"),
    ("Nadia", "f"),
    ("Ciarán", "m"),
    ("Esi", "f"),
    ("Paulo", "m"),
    ("Hana", "f"),
    ("Samir", "m"),
    ("Greta", "f"),
    ("Emeka", "m"),
    ("Anjali", "f"),
    ("Ivan", "m"),
]

# Other people, for distractors only.
OTHER_NAMES = [
    "Tom",
    "Grace",
    "Omar",
    "Bea",
    "Jamal",
    "Sophie",
    "Luca",
    "Mina",
    "Pete",
    "Asha",
    "Femi",
    "Hannah",
    "Marco",
    "Noor",
    "Eilidh",
    "Wei",
    "Carlos",
    "Jess",
    "Olga",
    "Dev",
]

CHILDREN = [
    ("Ella", "f"),
    ("Leo", "m"),
    ("Amara", "f"),
    ("Noah", "m"),
    ("Zara", "f"),
    ("Kofi", "m"),
    ("Isla", "f"),
    ("Arjun", "m"),
    ("Mia", "f"),
    ("Oskar", "m"),
    ("Yuki", "f"),
    ("Ibrahim", "m"),
    ("Freya", "f"),
    ("Tariq", "m"),
    ("Saoirse", "f"),
    ("Finn", "m"),
]

DOGS = [
    ("Biscuit", "m"),
    ("Luna", "f"),
    ("Rolo", "m"),
    ("Pepper", "f"),
    ("Bruno", "m"),
    ("Maple", "f"),
    ("Otis", "m"),
    ("Nala", "f"),
    ("Ziggy", "m"),
    ("Bramble", "f"),
    ("Mochi", "m"),
    ("Tilly", "f"),
]

LANGS = ["Spanish", "French", "German", "Italian", "Portuguese", "Japanese", "Greek", "Mandarin"]

MONTHS = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
]


def subject_forms(name: str, gender: str | None) -> dict:
    """Grammar slots for a subject: first person or a named he/she."""
    if name == "I":
        return {
            "S": "I",
            "P": "my",
            "Pc": "My",
            "pos": "my",
            "obj": "me",
            "me": "me",
            "s": "",
            "es": "",
            "be": "am",
            "Sbe": "I'm",
            "Sve": "I've",
            "have": "have",
            "do": "do",
            "dont": "don't",
            "was": "was",
            "doS": "do I",
            "DoS": "Do I",
            "BeS": "Am I",
            "pron": "I",
            "pron_ve": "I've",
            "pron_be": "I'm",
        }
    pos, obj, pron = ("his", "him", "he") if gender == "m" else ("her", "her", "she")
    return {
        "S": name,
        "P": f"{name}'s",
        "Pc": f"{name}'s",
        "pos": pos,
        "obj": obj,
        "me": name,
        "s": "s",
        "es": "es",
        "be": "is",
        "Sbe": f"{name} is",
        "Sve": f"{name} has",
        "have": "has",
        "do": "does",
        "dont": "doesn't",
        "was": "was",
        "doS": f"does {name}",
        "DoS": f"Does {name}",
        "BeS": f"Is {name}",
        "pron": pron,
        "pron_ve": f"{pron}'s",
        "pron_be": f"{pron}'s",
    }


# --------------------------------------------------------------------------
# Unrelated chatter (distractors).  {S}/{P}/{pos}/{obj} = subject, {other} =
# someone else.  Past tense or "is/are" with a noun, so agreement is safe.
# --------------------------------------------------------------------------

CHATTER = [
    "{S} finally finished painting the hallway.",
    "{P} sister is visiting from Lisbon next week.",
    "{other} is off to Crete for a fortnight.",
    "It rained all weekend, so {S} stayed in and watched films.",
    "{S} burnt the toast again this morning.",
    "{other} got engaged on Saturday!",
    "{P} boiler made that weird clanking noise again.",
    "{other} lent {me} a really good thriller.",
    "{S} lost {pos} umbrella on the bus.",
    "{S} booked train tickets to Edinburgh for the wedding.",
    "{other} started a new job at the hospital.",
    "{P} tomatoes finally came up this year.",
    "{S} fixed the wobbly shelf in the kitchen.",
    "{other}'s birthday drinks are on Friday.",
    "{S} spent the whole evening sorting out the loft.",
    "{other} is running a half marathon in April.",
    "{S} made a huge batch of soup for the week.",
    "{P} niece lost her first tooth.",
    "{S} watched the match at the pub last night.",
    "{other} just moved into a flat in Bristol.",
    "{S} forgot {pos} keys and had to wait for a locksmith.",
    "{P} hay fever is awful this week.",
    "{other} sent photos from Japan, it looks amazing.",
    "{S} ordered a new duvet because the old one was falling apart.",
    "{S} got absolutely soaked walking home.",
    "{P} washing machine flooded the kitchen floor.",
    "{S} had a long catch-up with an old school friend.",
    "{other} is learning to bake sourdough.",
    "{P} neighbours had a party until 2am.",
    "{other} has a new puppy and won't stop sending videos.",
]

# --------------------------------------------------------------------------
# Kinds.
#   values:   (full form, short form).  Full form introduces a value; the
#             short form is used when it is referred back to and in questions.
#   first:    4 wordings of the first value ({v}/{V}).
#   updates:  4 phrasings, each (style label, wording A, wording B, lower?);
#             A states the newest value, B the middle value of a 3-chain.
#             {v}/{V} = new value, {old}/{Old} = previous value (short).
#   neg_new:  hard negatives naming a value never held ({n}/{N}).
#   neg_old:  hard negatives naming an old value of the chain ({o}/{O}).
#   other:    another person's value ({other}, {ov}).
#   q:        questions; {v} = short form of the value named.
# Holder slots (nursery, dog): {H}/{Hc} = "my daughter Ella"/"Raj's dog
# Biscuit", {C} = the child's or dog's name, {cpron}/{cpos}/{cobj}.
# --------------------------------------------------------------------------

KINDS = [
    {
        "kind": "garage",
        "values": [
            ("Kwik Fit", None),
            ("Halfords Autocentre", "Halfords"),
            ("the little garage behind the petrol station", None),
            ("Mendoza Motors", None),
            ("the Ford dealer on Mill Road", "the Ford dealer"),
            ("Station Road Motors", None),
            ("the Toyota main dealer", None),
            ("Arnold Clark", None),
            ("Bridge Street Garage", None),
            ("Ace Autos", None),
        ],
        "first": [
            "{Pc} car gets serviced at {v}.",
            "Just so you know, {P} car always goes to {v} for its service.",
            "{S} take{s} {pos} car to {v} for the MOT and servicing.",
            "{V} looks after {P} car.",
        ],
        "updates": [
            (
                "plain",
                "{Pc} car is serviced at {v} now.",
                "{Pc} car goes to {v} for servicing now.",
                False,
            ),
            (
                "narrative",
                "The quote came back at £900, so {P} car goes to {v} now.",
                "They kept {P} car for three days over a simple brake job, so it's going to {v} from now on.",
                False,
            ),
            (
                "negation",
                "{S} {dont} use {old} any more; {pos} car goes to {v} now.",
                "{Pc} car isn't serviced at {old} these days, it's {v} now.",
                False,
            ),
            (
                "chat",
                "ugh the old place wanted 400 quid for brake pads so {P} car is going to {v} from now on lol",
                "ok so {P} car is definately going to {v} for services now, the old lot went rly downhill",
                True,
            ),
        ],
        "neg_new": {
            "one_off": "{S} had a puncture fixed at {n} on the way back from Leeds, just a one-off.",
            "consider": "{Sbe} thinking about trying {n} next time, but nothing's booked.",
            "other_rel": "{P} brother swears by {n} for his van.",
            "trial": "{S} tried {n} for one MOT and went straight back to the usual place.",
            "present": "{Sbe} at {n} right now waiting on a tyre, the usual garage couldn't fit {obj} in.",
            "complaint": "The reviews for {n} are shocking, glad {S} never used them.",
            "recommend": "{S} recommended {n} to a colleague who needed a cheap MOT.",
            "past_visit": "{S} went to {n} once back in 2019 for a new exhaust.",
        },
        "neg_old": {
            "old_letter": "A service reminder from {o} turned up for {P} car, even though it doesn't go there any more.",
            "nostalgia": "{S} still miss{es} how cheap {o} used to be.",
            "leftover": "There's still an air freshener from {o} hanging in {P} car.",
        },
        "other": [
            "{other}'s car goes to {ov} for its service.",
            "{other} has just booked the van in at {ov}.",
        ],
        "q": {
            "now": "Which garage {doS} use now?",
            "days": "Who services {P} car these days?",
            "still": "Is {P} car still serviced at {v}?",
            "none": "Where does {P} car get serviced?",
            "before": "Where did {S} take {pos} car before {v}?",
            "originally": "Which garage did {S} use originally?",
            "at first": "Where was {P} car serviced at first?",
            "to begin with": "Which garage looked after {P} car to begin with?",
            "initially": "Where did {S} initially take {pos} car for servicing?",
        },
    },
    {
        "kind": "yoga_class",
        "values": [
            ("Triyoga", None),
            ("the Tuesday class at the community centre", "the community centre class"),
            ("Hot Pod Yoga", None),
            ("Yogahaven", None),
            ("the lunchtime class at work", None),
            ("the Sunday class in the church hall", "the church hall class"),
            ("Stretch Studio", None),
            ("Yoga Loft", None),
            ("FlowSpace", None),
            ("the Ashtanga place above the bike shop", "the Ashtanga place"),
        ],
        "first": [
            "{S} {do} yoga at {v}.",
            "{Pc} weekly yoga is at {v}.",
            "{S} go{es} to {v} for yoga twice a week.",
            "Yoga-wise, {Sbe} a regular at {v}.",
        ],
        "updates": [
            (
                "dated",
                "Since {date}, {Sve} been doing yoga at {v}.",
                "From {date} onwards, {S} {do} {pos} yoga at {v}.",
                False,
            ),
            ("fragment", "{Pc} new yoga class: {v}.", "Update on {P} yoga: it's {v} now.", False),
            (
                "multi_clause",
                "Work's been mad this month, and {Sve} moved {pos} yoga to {v}, which is closer to the office.",
                "The boiler finally got fixed, and {Sve} started going to {v} for yoga instead.",
                False,
            ),
            (
                "indirect",
                "{Sve} already used half of {pos} new ten-class pass at {v}.",
                "{Pc} new teacher at {v} reckons {pos} headstand is nearly there.",
                False,
            ),
        ],
        "neg_new": {
            "one_off": "{S} did a one-off drop-in at {n} while visiting {pos} cousin.",
            "consider": "{Sbe} tempted by the intro offer at {n}, not signed up though.",
            "other_rel": "{P} flatmate goes to {n} and keeps trying to drag {obj} along.",
            "trial": "{S} tried a free week at {n} but it was far too crowded.",
            "present": "{Sbe} at {n} right now, a friend's birthday treat, just this once.",
            "complaint": "{Sve} never been to {n}, but everyone says it's overpriced.",
            "recommend": "{S} recommended {n} to a workmate with a bad back.",
            "past_visit": "{S} went to {n} once in 2019 and found it far too intense.",
        },
        "neg_old": {
            "old_letter": "{S} still get{s} newsletters from {o}, even though {pron} stopped going.",
            "nostalgia": "{S} miss{es} the teacher at {o}, she was brilliant.",
            "leftover": "{Pc} mat from {o} is still rolled up in the hallway.",
        },
        "other": [
            "{other} does yoga at {ov} most weeks.",
            "{other} has just started yoga at {ov}.",
        ],
        "q": {
            "now": "Where {doS} do yoga now?",
            "days": "Which yoga class {doS} go to these days?",
            "still": "{BeS} still doing yoga at {v}?",
            "none": "What yoga class {doS} go to?",
            "before": "Where did {S} do yoga before {v}?",
            "originally": "Where did {S} originally do yoga?",
            "at first": "Which yoga class did {S} go to at first?",
            "to begin with": "Where was {P} yoga class to begin with?",
            "initially": "Which yoga class did {S} initially attend?",
        },
    },
    {
        "kind": "nursery",
        "holder": "child",
        "values": [
            ("Little Acorns", None),
            ("Busy Bees", None),
            ("the Montessori on Park Lane", "the Montessori"),
            ("Sunshine Day Nursery", "Sunshine"),
            ("the nursery attached to the primary school", "the school nursery"),
            ("Rainbow Tots", None),
            ("Treetops Nursery", "Treetops"),
            ("the forest school nursery by the river", "the forest school"),
            ("Bright Horizons", None),
            ("Tiny Toes", None),
        ],
        "first": [
            "{Hc} goes to {v}.",
            "{Hc} is at {v} three days a week.",
            "{S} drop{s} {pos} {crel} {C} at {v} every morning.",
            "For pickups: {P} {crel} {C} is at {v}.",
        ],
        "updates": [
            ("plain", "{Hc} is at {v} now.", "{Hc} goes to {v} now.", False),
            (
                "passive",
                "{Hc} has been enrolled at {v} and started this week.",
                "{Hc} was moved to {v} last month.",
                False,
            ),
            (
                "narrative",
                "The fees went up again, so {S} moved {pos} {crel} {C} to {v}.",
                "{Hc} kept coming home in tears, so {cpron} goes to {v} now.",
                False,
            ),
            (
                "question_back",
                "Do you know if {v} is open over half term? {Hc} started there on Monday.",
                "Can you remind me that pickup at {v} is 5.30? That's where {H} goes now.",
                False,
            ),
        ],
        "neg_new": {
            "one_off": "{Hc} spent a day at {n} when the usual nursery shut for training.",
            "consider": "{Sbe} looking round {n} for {pos} {crel} {C}, just to compare.",
            "other_rel": "{P} sister's little boy goes to {n}, so {C} knows a few kids there.",
            "trial": "{Hc} did a settling-in session at {n} but it wasn't a good fit.",
            "present": "{Hc} is at the open morning at {n} right now with {cpos} grandma.",
            "complaint": "{S} heard {n} got a bad Ofsted, glad {C} never went there.",
            "recommend": "{S} recommended {n} to a friend from antenatal class.",
            "past_visit": "{Hc} went to a holiday club at {n} once last summer.",
        },
        "neg_old": {
            "old_letter": "An invoice from {o} came through for {H}, even though {cpron} left ages ago.",
            "nostalgia": "{Hc} still talks about the garden at {o}.",
            "leftover": "{Hc} still wears the sun hat from {o}.",
        },
        "other": [
            "{other}'s son goes to {ov}.",
            "{other}'s twins just got places at {ov}.",
        ],
        "q": {
            "now": "Which nursery is {H} at now?",
            "days": "Where does {H} go to nursery these days?",
            "still": "Is {H} still at {v}?",
            "none": "What nursery does {H} go to?",
            "before": "Which nursery was {H} at before {v}?",
            "originally": "Which nursery did {H} go to originally?",
            "at first": "Where was {H} at nursery at first?",
            "to begin with": "Which nursery was {H} at to begin with?",
            "initially": "Where did {H} initially go to nursery?",
        },
    },
    {
        "kind": "accountant",
        "values": [
            ("Patel & Co", None),
            ("TaxAssist", None),
            ("the firm above the bakery", None),
            ("a freelancer called Dominic", "Dominic"),
            ("Crunch", None),
            ("Hughes & Partners", None),
            ("a retired accountant down the road", "the retired accountant"),
            ("Ellis Brown Accountants", "Ellis Brown"),
            ("Osei Accountancy", None),
            ("Moore & Webb", None),
        ],
        "first": [
            "{Pc} accountant is {v}.",
            "{V} does {P} tax return every year.",
            "{S} use{s} {v} for {pos} self-assessment.",
            "For the record, {P} books are done by {v}.",
        ],
        "updates": [
            (
                "relation_subject",
                "{P} sister put {obj} onto {v}, and that's who does {pos} accounts now.",
                "{P} brother-in-law sorted it out: {v} does {pos} tax now.",
                False,
            ),
            (
                "switched",
                "{S} switched over to {v} for {pos} accounts.",
                "{Sve} switched accountants, it's {v} now.",
                False,
            ),
            (
                "indirect",
                "{Sve} signed the engagement letter from {v}, so they're doing {pos} return this year.",
                "{S} handed all {pos} receipts over to {v} this year.",
                False,
            ),
            (
                "dated",
                "Since {date}, {P} accounts have been with {v}.",
                "As of {date}, {v} is doing {P} tax return.",
                False,
            ),
        ],
        "neg_new": {
            "one_off": "{S} paid {n} for a one-off bit of advice about selling the flat.",
            "consider": "{Sbe} weighing up {n}, but nothing's decided.",
            "other_rel": "{P} cousin uses {n} and rates them.",
            "trial": "{S} had a free consultation with {n} but didn't take it any further.",
            "present": "{Sbe} on the phone to {n} right now about {pos} mum's estate, not {pos} own tax.",
            "complaint": "{S} heard {n} charges a fortune, glad {pron} never went with them.",
            "recommend": "{S} recommended {n} to a friend who's just gone self-employed.",
            "past_visit": "{S} saw {n} once in 2019 about a tax code mix-up.",
        },
        "neg_old": {
            "old_letter": "{S} still get{s} marketing emails from {o}.",
            "nostalgia": "{S} miss{es} how quick {o} used to be at replying.",
            "leftover": "There's a folder of old paperwork from {o} in {P} filing cabinet.",
        },
        "other": [
            "{other} uses {ov} for the shop's accounts.",
            "{other}'s accountant is {ov}.",
        ],
        "q": {
            "now": "Who is {P} accountant now?",
            "days": "Who does {P} tax return these days?",
            "still": "Is {P} accountant still {v}?",
            "none": "Which accountant {doS} use?",
            "before": "Who did {P} accounts before {v}?",
            "originally": "Who was {P} accountant originally?",
            "at first": "Which accountant did {S} use at first?",
            "to begin with": "Who handled {P} tax return to begin with?",
            "initially": "Who initially did {P} books?",
        },
    },
    {
        "kind": "subscription",
        "values": [
            ("The Guardian", None),
            ("The Times", None),
            ("The Economist", None),
            ("the local paper", None),
            ("New Scientist", None),
            ("Private Eye", None),
            ("the Financial Times", "the FT"),
            ("The Week", None),
            ("the Observer", None),
            ("the Racing Post", None),
        ],
        "first": [
            "{S} subscribe{s} to {v}.",
            "The subscription {S} pay{s} for is {v}.",
            "{S} get{s} {v} delivered.",
            "{S} read{s} {v}, {pron_ve} got a subscription.",
        ],
        "updates": [
            (
                "negation",
                "{S} {dont} get {old} any more, {pron_ve} got {v} now.",
                "{Sve} cancelled {old}; it's {v} {pron} read{s} now.",
                False,
            ),
            (
                "chat",
                "{S} finally cancelled the old sub, {pos} paper is {v} now lol",
                "ok {Sve} gone for {v} instead, the old one was soooo expensive",
                True,
            ),
            (
                "fragment",
                "{Pc} subscription: {v}, from this month.",
                "Subscription update for {me}: {v}.",
                False,
            ),
            (
                "subject_not_start",
                "These days it's {v} that {S} subscribe{s} to.",
                "Every morning now, {v} is waiting on {P} doormat.",
                False,
            ),
        ],
        "neg_new": {
            "one_off": "{S} picked up a copy of {n} at the station for the crossword.",
            "consider": "{Sbe} thinking about trying {n}, but probably not.",
            "other_rel": "{P} dad reads {n} cover to cover.",
            "trial": "{S} did a free month of {n} and cancelled before it charged.",
            "present": "{Sbe} reading {n} on the train right now, someone left it on the seat.",
            "complaint": "{S} can't stand {n}, {pron_ve} never paid a penny for it.",
            "recommend": "{S} told {pos} nephew to subscribe to {n} for his politics A level.",
            "past_visit": "{S} wrote a letter to {n} once, years ago, and it got printed.",
        },
        "neg_old": {
            "old_letter": "A renewal offer from {o} landed on {P} doormat, but {pron} won't be going back.",
            "nostalgia": "{S} miss{es} the crossword in {o}.",
            "leftover": "There's a stack of old copies of {o} in {P} recycling.",
        },
        "other": [
            "{other} reads {ov} every morning.",
            "{other} just subscribed to {ov}.",
        ],
        "q": {
            "now": "Which paper or magazine {doS} subscribe to now?",
            "days": "What {doS} get delivered these days?",
            "still": "{DoS} still subscribe to {v}?",
            "none": "What {doS} have a subscription to?",
            "before": "What did {S} subscribe to before {v}?",
            "originally": "What did {S} subscribe to originally?",
            "at first": "Which paper did {S} get at first?",
            "to begin with": "What was {P} subscription to begin with?",
            "initially": "What did {S} initially subscribe to?",
        },
    },
    {
        "kind": "dog_walker",
        "holder": "dog",
        "values": [
            ("Paws on Parade", None),
            ("a student called Megan", "Megan"),
            ("Barking Mad", None),
            ("the retired man next door", None),
            ("Happy Tails", None),
            ("Waggy Walks", None),
            ("Muddy Paws", None),
            ("a woman called Lorraine from the park", "Lorraine"),
            ("Leads the Way", None),
            ("a lad from the next street", "the lad from the next street"),
        ],
        "first": [
            "{Hc} is walked by {v} on weekdays.",
            "{V} walks {H} at lunchtime.",
            "{S} use{s} {v} to walk {pos} dog {C}.",
            "{Hc} goes out with {v} while {pron_be} at work.",
        ],
        "updates": [
            (
                "narrative",
                "The last lot kept turning up late, so {v} walks {H} now.",
                "{Hc} came back filthy one too many times, so {S} found {v} instead.",
                False,
            ),
            (
                "multi_clause",
                "Got the new sofa delivered today, and {H} has a new walker too: {v}.",
                "Half term's nearly over, and {v} has taken over walking {H}.",
                False,
            ),
            ("plain", "{Hc} is walked by {v} now.", "{V} walks {H} now.", False),
            (
                "negation",
                "{Old} doesn't walk {H} any more; it's {v} now.",
                "{Hc} isn't going out with {old} these days, {v} does the walks now.",
                False,
            ),
        ],
        "neg_new": {
            "one_off": "{N} did a one-off walk for {H} when the usual walker was ill.",
            "consider": "{Sbe} thinking of trying {n} for {pos} dog {C}, but nothing's arranged.",
            "other_rel": "{P} sister's spaniel goes out with {n} and loves it.",
            "trial": "{S} tried {n} for a week, but {pos} dog {C} wouldn't settle with them.",
            "present": "{N} is minding {H} right now while {pron_be} at a wedding, just for today.",
            "complaint": "{S} heard {n} lost someone's dog last month, glad {pron} never used them.",
            "recommend": "{S} recommended {n} to the new people at number 12.",
            "past_visit": "{Hc} went out with {n} once in 2021 when {pron} {was} in hospital.",
        },
        "neg_old": {
            "old_letter": "{S} got a text from {o} about Christmas walks for {C}, even though {pron} stopped using them.",
            "nostalgia": "{Hc} still pulls towards the park where {o} used to take {cobj}.",
            "leftover": "{S} still {have} a spare lead that {o} never gave back.",
        },
        "other": [
            "{other}'s labrador is walked by {ov}.",
            "{other}'s terrier goes out with {ov} every afternoon.",
        ],
        "q": {
            "now": "Who walks {H} now?",
            "days": "Who takes {H} out these days?",
            "still": "Is {H} still walked by {v}?",
            "none": "Who walks {H} during the week?",
            "before": "Who walked {H} before {v}?",
            "originally": "Who walked {H} originally?",
            "at first": "Who did {S} use to walk {pos} dog {C} at first?",
            "to begin with": "Who took {H} out to begin with?",
            "initially": "Who initially walked {H}?",
        },
    },
    {
        "kind": "cleaner",
        "values": [
            ("Molly Maid", None),
            ("Agnieszka", None),
            ("a woman from the village", "the woman from the village"),
            ("Helpling", None),
            ("Merry Maids", None),
            ("the agency on the high street", "the high street agency"),
            ("Bright & Shine", None),
            ("Zuzana", None),
            ("a lady called Pat from church", "Pat"),
            ("Sparkle Squad", None),
        ],
        "first": [
            "{Pc} cleaner is {v}.",
            "{V} cleans for {me} every Friday.",
            "{S} {have} {v} in once a fortnight to clean.",
            "{Pc} house gets cleaned by {v}.",
        ],
        "updates": [
            (
                "passive",
                "{Pc} cleaning is done by {v} now.",
                "{Pc} place is cleaned by {v} these days.",
                False,
            ),
            (
                "question_back",
                "What's a fair hourly rate to pay {v}? That's who cleans for {me} now.",
                "Should {S} give {v} a spare key? They've taken over {pos} cleaning.",
                False,
            ),
            (
                "dated",
                "Since {date}, {v} has been doing {P} cleaning.",
                "As of {date}, {P} cleaner is {v}.",
                False,
            ),
            (
                "chat",
                "sooo {P} new cleaner is {v}, already way better lol",
                "ugh {S} had to let the old cleaner go, {v} does {pos} place now tbh",
                True,
            ),
        ],
        "neg_new": {
            "one_off": "{S} booked {n} for a one-off deep clean after the party.",
            "consider": "{Sbe} looking at {n} for a spring clean, nothing booked yet.",
            "other_rel": "{P} mum's cleaner is {n}.",
            "trial": "{S} had {n} in for a trial clean and wasn't impressed.",
            "present": "{N} is at {P} place right now doing the oven, just a one-off.",
            "complaint": "{S} heard {n} cancels at the last minute all the time, glad {pron} never booked them.",
            "recommend": "{S} recommended {n} to {pos} new neighbour.",
            "past_visit": "{S} used {n} once in 2019 to shampoo the carpets.",
        },
        "neg_old": {
            "old_letter": "{S} still get{s} texts from {o} offering cleaning slots.",
            "nostalgia": "{S} miss{es} the way {o} used to fold the towels.",
            "leftover": "There's still a bottle of spray under {P} sink that {o} left behind.",
        },
        "other": [
            "{other}'s cleaner is {ov}.",
            "{other} has {ov} in on Mondays.",
        ],
        "q": {
            "now": "Who cleans for {me} now?",
            "days": "Who is {P} cleaner these days?",
            "still": "Is {P} cleaner still {v}?",
            "none": "Who does {P} cleaning?",
            "before": "Who cleaned for {me} before {v}?",
            "originally": "Who was {P} cleaner originally?",
            "at first": "Who did {P} cleaning at first?",
            "to begin with": "Who cleaned {P} place to begin with?",
            "initially": "Who initially cleaned for {me}?",
        },
    },
    {
        "kind": "language_tutor",
        "values": [
            ("a tutor on italki called Lucia", "Lucia"),
            ("Babbel Live", None),
            ("Preply", None),
            ("a retired teacher from the village", "the retired teacher"),
            ("a student called Tomás", "Tomás"),
            ("Lingoda", None),
            ("the Berlitz school in town", "Berlitz"),
            ("a tutor called Mrs Okafor", "Mrs Okafor"),
            ("Cambly", None),
            ("a native speaker called Théo", "Théo"),
        ],
        "first": [
            "{S} {have} {lang} lessons with {v}.",
            "{Pc} {lang} lessons are with {v}.",
            "{S} learn{s} {lang} with {v} every Wednesday.",
            "{S} practise{s} {lang} every week with {v}.",
        ],
        "updates": [
            (
                "switched",
                "{S} switched {pos} {lang} lessons over to {v}.",
                "{Sve} switched over to {v} for {lang}.",
                False,
            ),
            (
                "subject_not_start",
                "For {lang} these days, it's {v} that {S} {have} lessons with.",
                "Every Tuesday now, {S} {have} {lang} with {v}.",
                False,
            ),
            (
                "indirect",
                "{S} just booked another block of {lang} sessions with {v}.",
                "{S} {have} a pile of {lang} homework from {v} to get through before Tuesday.",
                False,
            ),
            (
                "plain",
                "{Pc} {lang} lessons are with {v} now.",
                "{S} {have} {lang} lessons with {v} now.",
                False,
            ),
        ],
        "neg_new": {
            "one_off": "{S} booked a single {lang} session with {n} before the holiday, just the once.",
            "consider": "{Sbe} thinking about trying {n} for {lang}, but not yet.",
            "other_rel": "{P} cousin learns {lang} with {n}.",
            "trial": "{S} tried {n} for a couple of weeks but it didn't stick.",
            "present": "{Sbe} in a {lang} taster with {n} right now, just to see what it's like.",
            "complaint": "{S} keep{s} hearing {n} cancels lessons at the last minute, glad {pron} never signed up.",
            "recommend": "{S} recommended {n} to {pos} nephew for his exams.",
            "past_visit": "{S} looked into {n} once back in 2019 but never booked anything.",
        },
        "neg_old": {
            "old_letter": "{S} still {have} two prepaid {lang} lessons with {o} that {pron} will never use.",
            "nostalgia": "{S} miss{es} the chats {pron} used to have with {o}.",
            "leftover": "{Pc} old workbook from {o} is still on the shelf.",
        },
        "other": [
            "{other} has Italian lessons with {ov}.",
            "{other} learns Korean with {ov} on Saturdays.",
        ],
        "q": {
            "now": "Who {doS} have {lang} lessons with now?",
            "days": "Who teaches {me} {lang} these days?",
            "still": "{DoS} still have {lang} lessons with {v}?",
            "none": "Who is {P} {lang} tutor?",
            "before": "Who did {S} learn {lang} with before {v}?",
            "originally": "Who did {S} originally have {lang} lessons with?",
            "at first": "Who taught {me} {lang} at first?",
            "to begin with": "Who were {P} {lang} lessons with to begin with?",
            "initially": "Who did {S} initially learn {lang} with?",
        },
    },
    {
        "kind": "takeaway",
        "values": [
            ("Golden Dragon", None),
            ("the Turkish place on the corner", "the Turkish place"),
            ("Dishoom", None),
            ("Lahore Kebab House", None),
            ("the chippy on Bank Street", "the chippy"),
            ("Pizza Pilgrims", None),
            ("Wok Express", None),
            ("the Thai place near the station", "the Thai place"),
            ("Rosa's Kitchen", None),
            ("Spice Garden", None),
        ],
        "first": [
            "{Pc} favourite takeaway is {v}.",
            "{S} always order{s} from {v} on a Friday.",
            "{Pc} go-to takeaway is {v}.",
            "When {S} can't be bothered to cook, it's {v} every time.",
        ],
        "updates": [
            (
                "chat",
                "omg {v} is {P} new fave takeaway, the food is unreal",
                "ok {v} is officially {P} go to now lol, sorry old place",
                True,
            ),
            (
                "negation",
                "{Old} isn't {P} favourite any more, it's all about {v} now.",
                "{S} {dont} order from {old} these days, {v} is {pos} favourite now.",
                False,
            ),
            (
                "narrative",
                "Found a hair in the last order, so it's {v} for {me} from now on.",
                "The new menu was a disaster, so {Sve} moved on to {v}.",
                False,
            ),
            ("fragment", "{Pc} favourite takeaway now: {v}.", "New go-to for {me}: {v}.", False),
        ],
        "neg_new": {
            "one_off": "{S} ordered from {n} once because everywhere else was shut.",
            "consider": "{Sbe} curious about {n}, it keeps popping up on Deliveroo.",
            "other_rel": "{P} flatmate is obsessed with {n}.",
            "trial": "{S} tried {n} last month and it was just okay.",
            "present": "{Sbe} eating at {n} right now, work's paying.",
            "complaint": "{S} think{s} {n} is overrated, and {pron_ve} never ordered from there.",
            "recommend": "{S} recommended {n} to the new lad at work.",
            "past_visit": "{S} went to {n} once in 2019 for a birthday.",
        },
        "neg_old": {
            "old_letter": "{S} got a 'we miss you' voucher from {o}.",
            "nostalgia": "{S} miss{es} the old Friday nights with {o}.",
            "leftover": "The menu from {o} is still stuck to {P} fridge.",
        },
        "other": [
            "{other}'s favourite takeaway is {ov}.",
            "{other} orders from {ov} every Saturday.",
        ],
        "q": {
            "now": "What is {P} favourite takeaway now?",
            "days": "Where {doS} order takeaway from these days?",
            "still": "Is {v} still {P} favourite takeaway?",
            "none": "What's {P} go-to takeaway?",
            "before": "What was {P} favourite takeaway before {v}?",
            "originally": "What was {P} favourite takeaway originally?",
            "at first": "Which takeaway did {S} love at first?",
            "to begin with": "What was {P} go-to takeaway to begin with?",
            "initially": "Which takeaway did {S} initially prefer?",
        },
    },
    {
        "kind": "pension",
        "values": [
            ("Aviva", None),
            ("Nest", None),
            ("Scottish Widows", None),
            ("Vanguard", None),
            ("Hargreaves Lansdown", None),
            ("Legal & General", None),
            ("Royal London", None),
            ("PensionBee", None),
            ("a small independent firm in Leeds", "the firm in Leeds"),
            ("Standard Life", None),
        ],
        "first": [
            "{Pc} pension is with {v}.",
            "{S} pay{s} into a pension with {v}.",
            "{Pc} pension provider is {v}.",
            "{S} {have} {pos} pension with {v}.",
        ],
        "updates": [
            (
                "passive",
                "{Pc} pension has been moved to {v}.",
                "{Pc} pension was transferred to {v} last month.",
                False,
            ),
            (
                "relation_subject",
                "{P} brother talked {obj} into it, so {pos} pension is with {v} now.",
                "{P} mum kept nagging, and now {pos} pension sits with {v}.",
                False,
            ),
            (
                "dated",
                "Since {date}, {P} pension has been with {v}.",
                "As of {date}, {P} pension is with {v}.",
                False,
            ),
            (
                "multi_clause",
                "The kitchen is finally finished, and {P} pension is with {v} now, so that's two things off the list.",
                "Long week, but {Sve} moved {pos} pension to {v}.",
                False,
            ),
        ],
        "neg_new": {
            "one_off": "{S} put a one-off lump sum into an ISA with {n}.",
            "consider": "{Sbe} comparing the fees at {n}, but nothing's moved.",
            "other_rel": "{P} dad's pension is with {n}.",
            "trial": "{S} started a transfer application with {n} and gave up halfway.",
            "present": "{Sbe} on hold with {n} right now about {pos} late grandad's pension.",
            "complaint": "{S} read that {n} has terrible fees, glad {pron} never went with them.",
            "recommend": "{S} recommended {n} to a friend who's just gone freelance.",
            "past_visit": "{S} went to a retirement seminar run by {n} once in 2019.",
        },
        "neg_old": {
            "old_letter": "An annual statement from {o} arrived for {me}, even though it's all been transferred out.",
            "nostalgia": "{S} still think{s} {o} had a much nicer app.",
            "leftover": "{S} still {have} a welcome pack from {o} in a drawer.",
        },
        "other": [
            "{other}'s pension is with {ov}.",
            "{other} pays into {ov} through work.",
        ],
        "q": {
            "now": "Who is {P} pension with now?",
            "days": "Which provider holds {P} pension these days?",
            "still": "Is {P} pension still with {v}?",
            "none": "Who is {P} pension provider?",
            "before": "Who was {P} pension with before {v}?",
            "originally": "Who was {P} pension with originally?",
            "at first": "Which pension provider did {S} have at first?",
            "to begin with": "Where was {P} pension to begin with?",
            "initially": "Who initially held {P} pension?",
        },
    },
    {
        "kind": "home_insurer",
        "values": [
            ("Direct Line", None),
            ("LV", None),
            ("Admiral", None),
            ("Churchill", None),
            ("the NFU", None),
            ("Saga", None),
            ("a little broker in town", "the broker in town"),
            ("More Than", None),
            ("Hiscox", None),
            ("Co-op Insurance", "the Co-op"),
        ],
        "first": [
            "{Pc} home insurance is with {v}.",
            "{V} insures {P} house and contents.",
            "{S} {have} {pos} buildings and contents cover with {v}.",
            "{Pc} house is insured with {v}.",
        ],
        "updates": [
            (
                "narrative",
                "The renewal quote jumped by £200, so {P} home insurance is with {v} now.",
                "They took six weeks to answer about the leak, so {Sve} moved {pos} house cover to {v}.",
                False,
            ),
            (
                "switched",
                "{S} switched {pos} home insurance over to {v}.",
                "{Sve} switched over to {v} for the house.",
                False,
            ),
            (
                "question_back",
                "Can you save the claims number for {v}? They insure {P} house now.",
                "Does {v} cover accidental damage? {Pc} home insurance is with them now.",
                False,
            ),
            (
                "indirect",
                "The new policy documents from {v} came through for {P} house.",
                "{S} just set up the monthly direct debit to {v} for the house insurance.",
                False,
            ),
        ],
        "neg_new": {
            "one_off": "{S} bought a one-off travel policy from {n} for the ski trip.",
            "consider": "{Sbe} wondering whether {n} would be cheaper at renewal.",
            "other_rel": "{P} parents' house is insured with {n}.",
            "trial": "{S} started a quote with {n} online but gave up halfway through.",
            "present": "{Sbe} on the phone to {n} right now about {pos} sister's flat, not {pos} own house.",
            "complaint": "{S} heard {n} turns down half its claims, glad {pron} never went with them.",
            "recommend": "{S} recommended {n} to a colleague who's just bought a flat.",
            "past_visit": "{S} did a summer placement at {n} back in 2019.",
        },
        "neg_old": {
            "old_letter": "A renewal reminder from {o} came for {P} house, but it's not with them any more.",
            "nostalgia": "{S} still think{s} {o} were much nicer on the phone.",
            "leftover": "{S} still {have} the old policy booklet from {o} in a drawer.",
        },
        "other": [
            "{other}'s house is insured with {ov}.",
            "{other} just renewed the home insurance with {ov}.",
        ],
        "q": {
            "now": "Who is {P} home insurance with now?",
            "days": "Who insures {P} house these days?",
            "still": "Is {P} house still insured with {v}?",
            "none": "Which company insures {P} home?",
            "before": "Who was {P} home insurance with before {v}?",
            "originally": "Who was {P} home insurer originally?",
            "at first": "Who insured {P} house at first?",
            "to begin with": "Which company covered {P} home to begin with?",
            "initially": "Who did {S} initially insure {pos} house with?",
        },
    },
    {
        "kind": "climbing_wall",
        "values": [
            ("The Castle", None),
            ("Boulder Brighton", None),
            ("the wall at the leisure centre", "the leisure centre wall"),
            ("the Depot", None),
            ("Awesome Walls", None),
            ("the bouldering place in the old church", "the old church"),
            ("VauxWall", None),
            ("Climbing Hangar", "the Hangar"),
            ("Blokfest", None),
            ("the uni wall", None),
        ],
        "first": [
            "{S} climb{s} at {v}.",
            "{Pc} usual climbing wall is {v}.",
            "{S} {have} a bouldering membership at {v}.",
            "Most weeks {Sbe} at {v} bouldering.",
        ],
        "updates": [
            (
                "subject_not_start",
                "Most weekends now, it's {v} where {S} climb{s}.",
                "These days, {v} is where {S} boulder{s}.",
                False,
            ),
            ("fragment", "{Pc} climbing wall: {v} now.", "New wall for {me}: {v}.", False),
            (
                "relation_subject",
                "{P} cousin got {obj} a membership at {v}, so that's where {pron} climb{s} now.",
                "{P} brother dragged {obj} along to {v} and now {pron} go{es} there every week.",
                False,
            ),
            (
                "passive",
                "{Pc} climbing membership has been moved to {v}.",
                "{Pc} climbing membership was switched over to {v} last month.",
                False,
            ),
        ],
        "neg_new": {
            "one_off": "{S} climbed at {n} once while visiting friends.",
            "consider": "{Sbe} thinking about trying {n} when it opens.",
            "other_rel": "{P} flatmate climbs at {n}.",
            "trial": "{S} did a taster session at {n} but didn't go back.",
            "present": "{Sbe} at {n} right now for a work social.",
            "complaint": "{S} heard the routes at {n} are awful; {pron_ve} never been.",
            "recommend": "{S} recommended {n} to a friend who's just getting into bouldering.",
            "past_visit": "{S} went to {n} once in 2019 for a birthday party.",
        },
        "neg_old": {
            "old_letter": "{S} still get{s} newsletters from {o}.",
            "nostalgia": "{S} miss{es} the big roof at {o}.",
            "leftover": "{Pc} old membership card for {o} is still in {pos} wallet.",
        },
        "other": [
            "{other} climbs at {ov} on Tuesdays.",
            "{other} just got a membership at {ov}.",
        ],
        "q": {
            "now": "Where {doS} climb now?",
            "days": "Which climbing wall {doS} go to these days?",
            "still": "{DoS} still climb at {v}?",
            "none": "Which wall {doS} climb at?",
            "before": "Where did {S} climb before {v}?",
            "originally": "Where did {S} climb originally?",
            "at first": "Which wall did {S} use at first?",
            "to begin with": "Where was {P} climbing membership to begin with?",
            "initially": "Which climbing wall did {S} initially go to?",
        },
    },
]

NEWEST_STYLES = ["now", "days", "still", "none"]
ORIG_WORDS = ["originally", "at first", "to begin with", "initially"]
SLOT_RE = re.compile(r"\{[^{}]*\}")


def cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def render(template: str, slots: dict, lower: bool = False) -> str:
    text = template.format_map(slots)
    if SLOT_RE.search(text):
        raise ValueError(f"unfilled slot in {text!r}")
    text = text.replace("  ", " ").strip()
    return text.lower() if lower else cap(text)


def mentions_subject(text: str, subject: str) -> bool:
    if subject == "I":
        return re.search(r"\b(i|my|me|i'm|i've)\b", text, re.I) is not None
    return subject.lower() in text.lower()


def date_words(day: int) -> str:
    d = EPOCH + timedelta(days=day)
    return f"{d.day} {MONTHS[d.month - 1]}"


def build() -> list[dict]:
    rng = random.Random(SEED)
    n_items = len(KINDS) * 16
    n_first_person = round(n_items * 0.4)
    is_first_person = [True] * n_first_person + [False] * (n_items - n_first_person)
    rng.shuffle(is_first_person)
    names = SUBJECT_NAMES[:]
    rng.shuffle(names)
    name_i = 0
    rows = []
    idx = 0
    for ki, kd in enumerate(KINDS):
        holder = kd.get("holder")
        for p in range(4):
            style, upd_a, upd_b, upd_lower = kd["updates"][p]
            for q in range(4):
                idx += 1
                asks = "newest" if q < 2 else "older"
                three = (q + p) % 2 == 0
                newest_neg = q == (p + ki) % 4
                newest_neg_old = newest_neg and p % 2 == 0

                if is_first_person[idx - 1]:
                    subject, gender = "I", None
                else:
                    subject, gender = names[name_i % len(names)]
                    name_i += 1
                slots = subject_forms(subject, gender)
                if holder == "child":
                    cname, cg = rng.choice(CHILDREN)
                    slots["crel"] = "daughter" if cg == "f" else "son"
                elif holder == "dog":
                    cname, cg = rng.choice(DOGS)
                    slots["crel"] = "dog"
                if holder:
                    slots.update(
                        {
                            "C": cname,
                            "H": f"{slots['P']} {slots['crel']} {cname}",
                            "Hc": f"{slots['Pc']} {slots['crel']} {cname}",
                            "cpron": "she" if cg == "f" else "he",
                            "cpos": "her" if cg == "f" else "his",
                            "cobj": "her" if cg == "f" else "him",
                        }
                    )
                if kd["kind"] == "language_tutor":
                    slots["lang"] = rng.choice(LANGS)

                # values of the chain, hard-negative values, other's values
                pool = kd["values"][:]
                rng.shuffle(pool)
                k = 3 if three else 2
                chain = pool[:k]
                n_neg = rng.choice([1, 2])
                neg_vals = pool[k : k + n_neg]
                other_vals = pool[k + n_neg :]
                short = lambda v: v[1] or v[0]  # noqa: E731

                # --- value statements
                events = []
                first_tpl = kd["first"][(p + q + rng.randrange(2)) % 4]
                wordings = [first_tpl] + ([upd_b] if three else []) + [upd_a]
                for i, (val, tpl) in enumerate(zip(chain, wordings, strict=False)):
                    s = dict(slots, v=val[0], V=cap(val[0]))
                    if i > 0:
                        s.update(old=short(chain[i - 1]), Old=cap(short(chain[i - 1])))
                    lower = upd_lower and i > 0
                    events.append(
                        {
                            "role": "value",
                            "value": val[0],
                            "tpl": tpl,
                            "slots": s,
                            "lower": lower,
                            "dated": "{date}" in tpl,
                        }
                    )

                # --- hard negatives
                neg_types = list(kd["neg_new"])
                rng.shuffle(neg_types)
                negs = []
                for j, nv in enumerate(neg_vals):
                    negs.append(
                        {
                            "role": "negative",
                            "tpl": kd["neg_new"][neg_types[j]],
                            "ntype": neg_types[j],
                            "slots": dict(slots, n=nv[0], N=cap(nv[0])),
                        }
                    )
                final_neg = None
                if newest_neg:
                    if newest_neg_old:
                        ov = rng.choice(chain[:-1])
                        otype = rng.choice(list(kd["neg_old"]))
                        negs[-1] = {
                            "role": "negative",
                            "tpl": kd["neg_old"][otype],
                            "ntype": otype,
                            "slots": dict(slots, o=short(ov), O=cap(short(ov))),
                        }
                    final_neg = negs.pop()
                # now and then, an old-value negative between v2 and v3
                mid_old = None
                if three and negs and not newest_neg and rng.random() < 0.3:
                    otype = rng.choice(list(kd["neg_old"]))
                    negs[-1] = {
                        "role": "negative",
                        "tpl": kd["neg_old"][otype],
                        "ntype": otype,
                        "slots": dict(slots, o=short(chain[0]), O=cap(short(chain[0]))),
                    }
                    mid_old = negs.pop()
                for ng in negs:
                    last_val = max(i for i, e in enumerate(events) if e["role"] == "value")
                    events.insert(rng.randrange(0, last_val + 1), ng)
                if mid_old:
                    last_val = max(i for i, e in enumerate(events) if e["role"] == "value")
                    events.insert(last_val, mid_old)
                if final_neg:
                    events.append(final_neg)

                # --- distractors
                n_dis = rng.choice([2, 3, 4])
                others = list(OTHER_NAMES)
                rng.shuffle(others)
                dis = []
                n_other_val = 1 if n_dis == 2 else rng.choice([1, 2])
                for j in range(n_other_val):
                    dis.append(
                        {
                            "role": "distractor",
                            "tpl": kd["other"][j],
                            "slots": dict(slots, other=others[j], ov=other_vals[j][0]),
                        }
                    )
                chat = rng.sample(CHATTER, n_dis - n_other_val)
                for j, tpl in enumerate(chat):
                    dis.append(
                        {
                            "role": "distractor",
                            "tpl": tpl,
                            "slots": dict(slots, other=others[2 + j]),
                        }
                    )
                for d in dis:
                    hi = len(events) - 1 if final_neg else len(events)
                    events.insert(rng.randrange(0, hi + 1), d)

                # --- timeline and texts
                day = rng.randrange(0, 11)
                statements = []
                for j, ev in enumerate(events):
                    if j:
                        day += rng.randrange(2, 21)
                    s = dict(ev["slots"])
                    if ev.get("dated"):
                        s["date"] = date_words(day - rng.randrange(0, 8))
                    text = render(ev["tpl"], s, ev.get("lower", False))
                    at = EPOCH + timedelta(
                        days=day, hours=rng.randrange(7, 23), minutes=rng.randrange(60)
                    )
                    st = {"text": text, "day": day, "at": at.isoformat(), "role": ev["role"]}
                    if ev["role"] == "value":
                        st["value"] = ev["value"]
                    statements.append(st)

                # --- question and expected
                vals = [s for s in statements if s["role"] == "value"]
                qs = dict(slots)
                if asks == "newest":
                    n_in_kind = p * 2 + q
                    qstyle = NEWEST_STYLES[(n_in_kind + ki) % 4]
                    if qstyle == "still":
                        named = chain[-2] if (n_in_kind // 4 + ki) % 2 == 0 else chain[-1]
                        qs["v"] = short(named)
                    expected = vals[-1]["text"]
                elif q == 2:
                    qstyle = "before"
                    qs["v"] = short(chain[-1])
                    expected = vals[-2]["text"]
                else:
                    qstyle = ORIG_WORDS[(p + ki) % 4]
                    expected = vals[0]["text"]
                question = render(kd["q"][qstyle], qs)
                question = cap(question)

                rows.append(
                    {
                        "id": f"i{idx:03d}",
                        "kind": kd["kind"],
                        "phrasing": p,
                        "split": SPLIT,
                        "asks": asks,
                        "subject": subject,
                        "question": question,
                        "expected": expected,
                        "candidates": [
                            s["text"] for s in statements if s["role"] in ("value", "negative")
                        ],
                        "statements": statements,
                        # bookkeeping for checks and counts; stripped before writing
                        "_style": style,
                        "_qstyle": qstyle,
                        "_three": three,
                        "_newest_neg": newest_neg,
                        "_newest_neg_old": newest_neg_old,
                        "_neg_types": [e["ntype"] for e in events if e["role"] == "negative"],
                    }
                )
    return rows


def check(row: dict) -> None:
    keys = [
        "id",
        "kind",
        "phrasing",
        "split",
        "asks",
        "subject",
        "question",
        "expected",
        "candidates",
        "statements",
    ]
    assert list(row) == keys, row.keys()
    assert re.fullmatch(r"i\d{3}", row["id"])
    assert row["split"] == SPLIT
    assert row["phrasing"] in (0, 1, 2, 3)
    assert row["asks"] in ("newest", "older")
    assert isinstance(row["subject"], str)
    assert row["subject"]
    assert row["question"].endswith("?")
    assert not SLOT_RE.search(row["question"])
    sts = row["statements"]
    texts = [s["text"] for s in sts]
    assert len(set(texts)) == len(texts), "duplicate statement text"
    assert 0 <= sts[0]["day"] <= 10
    for a, b in itertools.pairwise(sts):
        assert 2 <= b["day"] - a["day"] <= 20
    for s in sts:
        assert set(s) in ({"text", "day", "at", "role"}, {"text", "day", "at", "role", "value"})
        assert s["role"] in ("value", "negative", "distractor")
        assert ("value" in s) == (s["role"] == "value")
        assert not SLOT_RE.search(s["text"])
        at = datetime.fromisoformat(s["at"])
        assert s["at"].endswith("+00:00")
        assert (at - EPOCH).days == s["day"]
        if s["role"] != "distractor":
            assert mentions_subject(s["text"], row["subject"]), s["text"]
        if s["role"] == "value":
            assert s["value"].lower() in s["text"].lower(), s
    assert row["candidates"] == [s["text"] for s in sts if s["role"] != "distractor"]
    assert row["expected"] in row["candidates"]
    vals = [s for s in sts if s["role"] == "value"]
    assert len(vals) in (2, 3)
    assert len({v["value"] for v in vals}) == len(vals)
    n_neg = sum(s["role"] == "negative" for s in sts)
    n_dis = sum(s["role"] == "distractor" for s in sts)
    assert 1 <= n_neg <= 2
    assert 2 <= n_dis <= 4
    assert row["expected"] in [v["text"] for v in vals]


def main() -> None:
    rows = build()
    assert len(rows) == 192
    public = []
    for r in rows:
        pub = {k: v for k, v in r.items() if not k.startswith("_")}
        check(pub)
        public.append(pub)
    # item-level checks that need the bookkeeping
    for r in rows:
        sts = r["statements"]
        cands = [s for s in sts if s["role"] != "distractor"]
        if r["_newest_neg"]:
            assert sts[-1]["role"] == "negative"
            assert cands[-1]["role"] == "negative"
        else:
            assert cands[-1]["role"] == "value"
        vals = [s for s in sts if s["role"] == "value"]
        assert len(vals) == (3 if r["_three"] else 2)
    with OUT.open("w", encoding="utf-8") as f:
        for pub in public:
            f.write(json.dumps(pub, ensure_ascii=False) + "\n")

    c = Counter
    print(f"wrote {len(public)} rows to {OUT.name}")
    print("kinds:", dict(c(r["kind"] for r in rows)))
    print("asks:", dict(c(r["asks"] for r in rows)))
    print("question styles:", dict(c(r["_qstyle"] for r in rows)))
    print(
        "subject I:",
        sum(r["subject"] == "I" for r in rows),
        "named:",
        sum(r["subject"] != "I" for r in rows),
        "distinct names:",
        len({r["subject"] for r in rows if r["subject"] != "I"}),
    )
    print(
        "3-value chains:",
        sum(r["_three"] for r in rows),
        "2-value chains:",
        sum(not r["_three"] for r in rows),
    )
    print(
        "newest statement a hard negative:",
        sum(r["_newest_neg"] for r in rows),
        "of which naming an old value:",
        sum(r["_newest_neg_old"] for r in rows),
    )
    print("hard negatives per item:", dict(sorted(c(len(r["_neg_types"]) for r in rows).items())))
    print(
        "distractors per item:",
        dict(
            sorted(c(sum(s["role"] == "distractor" for s in r["statements"]) for r in rows).items())
        ),
    )
    print("hard negative types:", dict(c(t for r in rows for t in r["_neg_types"])))
    print(
        "update phrasing styles (phrasings):",
        dict(c(kd["updates"][p][0] for kd in KINDS for p in range(4))),
    )
    print(
        "statements:",
        sum(len(r["statements"]) for r in rows),
        "candidates:",
        sum(len(r["candidates"]) for r in rows),
    )


if __name__ == "__main__":
    main()
