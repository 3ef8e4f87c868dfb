"""A deterministic synthetic long-conversation memory set.

Each conversation is one user's memory over ~6 months: planted facts about ~16 subjects (some
later updated: "I moved to ..."), hard negatives about other people that share the vocabulary
("my colleague lives in ..."), and a lot of small talk, including a burst in the last days that
tries to crowd recent noise over old facts. Queries are questions phrased differently from the
facts. Ground truth is the newest statement of each subject.

Everything derives from ``random.Random(seed)``: the same seed gives the same set on any machine.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

DAY = 86_400.0

# subject: (statement templates, update templates, question templates, values, hard negatives)
SUBJECTS: dict[str, dict[str, list[str]]] = {
    "city": {
        "say": ["I live in {v}.", "Home for me is {v} these days.", "My flat is in {v}."],
        "update": [
            "I just moved to {v}!",
            "Big news: we relocated to {v} last week.",
            "I live in {v} now.",
        ],
        "ask": ["Which city does the user live in?", "Where is the user's home?"],
        "values": [
            "Lisbon",
            "Berlin",
            "Madrid",
            "Toronto",
            "Osaka",
            "Nairobi",
            "Lima",
            "Oslo",
            "Hanoi",
            "Denver",
        ],
        "neg": [
            "My colleague lives in {v}.",
            "I visited {v} on holiday once.",
            "My cousin studied in {v}.",
        ],
    },
    "job": {
        "say": ["I work as a {v}.", "My job: {v}.", "I've been a {v} for years."],
        "update": ["I started a new job as a {v}.", "I switched careers, I'm a {v} now."],
        "ask": ["What does the user do for a living?", "What is the user's profession?"],
        "values": [
            "nurse",
            "data engineer",
            "carpenter",
            "teacher",
            "pilot",
            "accountant",
            "chef",
            "architect",
        ],
        "neg": ["My brother works as a {v}.", "I once met a {v} at a party."],
    },
    "dog": {
        "say": ["My dog is called {v}.", "Our dog's name is {v}.", "{v}, my dog, loves the park."],
        "update": ["We adopted a new puppy named {v}."],
        "ask": ["What is the name of the user's dog?", "How is the user's pet dog named?"],
        "values": ["Rex", "Bella", "Pixel", "Mochi", "Biscuit", "Luna", "Toby", "Nacho"],
        "neg": ["My neighbour's dog is called {v}.", "I saw a dog named {v} in a film."],
    },
    "allergy": {
        "say": ["I'm allergic to {v}.", "I can't eat {v}, I'm allergic.", "Allergy warning: {v}."],
        "update": [],
        "ask": [
            "What food allergy does the user have?",
            "Is there anything the user must not eat?",
        ],
        "values": ["peanuts", "shellfish", "sesame", "kiwi", "gluten", "eggs"],
        "neg": ["My friend is allergic to {v}.", "The bakery sells {v} cookies."],
    },
    "car": {
        "say": ["I drive a {v}.", "My car is a {v}."],
        "update": ["I sold my old car and bought a {v}.", "New car: a {v}!"],
        "ask": ["What car does the user drive?", "Which vehicle does the user own?"],
        "values": [
            "Toyota Corolla",
            "VW Golf",
            "Tesla Model 3",
            "Fiat Panda",
            "Volvo XC40",
            "Mazda MX-5",
        ],
        "neg": ["My dad drives a {v}.", "I rented a {v} on vacation."],
    },
    "sister": {
        "say": ["My sister is called {v}.", "My sister {v} is visiting soon."],
        "update": [],
        "ask": ["What is the name of the user's sister?", "Who is the user's sister?"],
        "values": ["Marta", "Chloe", "Ingrid", "Priya", "Aiko", "Lucia", "Fatima", "Nora"],
        "neg": ["My friend's sister is called {v}.", "A coworker named {v} joined the team."],
    },
    "food": {
        "say": [
            "My favourite food is {v}.",
            "Nothing beats {v} for me.",
            "I could eat {v} every day.",
        ],
        "update": ["These days my favourite food is {v}."],
        "ask": ["What is the user's favourite dish?", "What does the user like to eat most?"],
        "values": ["ramen", "paella", "lasagne", "tacos", "pho", "biryani", "sushi", "pierogi"],
        "neg": ["My roommate cooked {v} yesterday.", "The canteen served {v} today."],
    },
    "gym": {
        "say": ["I go to the gym on {v}.", "Gym days for me are {v}."],
        "update": ["I changed my gym schedule to {v}."],
        "ask": ["On which days does the user work out?", "When does the user train at the gym?"],
        "values": [
            "Mondays and Thursdays",
            "Tuesdays and Fridays",
            "weekends",
            "Wednesday mornings",
        ],
        "neg": ["My trainer works on {v}.", "The pool is closed on {v}."],
    },
    "rent": {
        "say": [
            "My budget for rent is {v} euros a month.",
            "I can spend at most {v} euros on rent.",
        ],
        "update": ["My rent budget went up to {v} euros."],
        "ask": [
            "How much can the user spend on rent?",
            "What is the user's monthly housing budget?",
        ],
        "values": ["900", "1200", "750", "1500", "1100", "2000"],
        "neg": [
            "A friend pays {v} euros for a tiny room.",
            "The parking spot costs {v} euros a year.",
        ],
    },
    "birthday": {
        "say": ["My birthday is on {v}.", "I was born on {v}."],
        "update": [],
        "ask": ["When is the user's birthday?", "What is the user's date of birth?"],
        "values": ["March 3", "July 19", "November 30", "January 8", "May 22", "September 14"],
        "neg": ["My mother's birthday is on {v}.", "The concert is on {v}."],
    },
    "language": {
        "say": ["I'm learning {v}.", "I practise {v} on my commute."],
        "update": ["I gave up and started learning {v} instead."],
        "ask": ["Which language is the user studying?", "What language is the user learning?"],
        "values": ["Japanese", "Portuguese", "German", "Korean", "Italian", "Swahili"],
        "neg": ["My son learns {v} at school.", "The menu was written in {v}."],
    },
    "project": {
        "say": ["I'm leading a project called {v}.", "My main project at work is {v}."],
        "update": ["I moved to a new project, {v}."],
        "ask": ["What project is the user working on?", "Which work project does the user lead?"],
        "values": ["Atlas", "Borealis", "Cobalt", "Driftwood", "Ember", "Fjord"],
        "neg": ["Another team runs a project called {v}.", "I read about project {v} in the news."],
    },
    "partner": {
        "say": ["My partner's name is {v}.", "I live with my partner {v}."],
        "update": [],
        "ask": ["Who is the user's partner?", "What is the name of the user's partner?"],
        "values": ["Sam", "Alex", "Jordan", "Kim", "Robin", "Charlie"],
        "neg": ["My boss is called {v}.", "I met someone named {v} at the conference."],
    },
    "coffee": {
        "say": ["I take my coffee {v}.", "I always order my coffee {v}."],
        "update": ["I switched to drinking my coffee {v}."],
        "ask": ["How does the user like their coffee?", "What is the user's coffee order?"],
        "values": ["black", "with oat milk", "with two sugars", "as a flat white", "iced"],
        "neg": ["My friend drinks coffee {v}.", "The café only serves coffee {v}."],
    },
    "instrument": {
        "say": ["I play the {v}.", "I've been taking {v} lessons."],
        "update": [],
        "ask": [
            "What musical instrument does the user play?",
            "Which instrument is the user learning?",
        ],
        "values": ["cello", "piano", "drums", "violin", "guitar", "saxophone"],
        "neg": ["My nephew plays the {v}.", "There was a {v} solo at the concert."],
    },
    "team": {
        "say": ["I support {v} in football.", "I'm a big {v} fan."],
        "update": [],
        "ask": ["Which football club does the user support?", "What team is the user a fan of?"],
        "values": ["Benfica", "Arsenal", "Boca Juniors", "Ajax", "Celtic", "Napoli"],
        "neg": ["My uncle supports {v}.", "{v} lost again last night."],
    },
}

SMALL_TALK = [
    "The weather was {a} today.",
    "I watched a {a} movie last night.",
    "Had a {a} coffee with friends.",
    "Traffic was {a} this morning.",
    "The meeting ran {a} again.",
    "I read a {a} article about space.",
    "Dinner was {a} tonight.",
    "My phone battery is {a}.",
    "The train was {a} today.",
    "I found a {a} podcast.",
    "Work was {a} this week.",
    "The new series is {a}.",
    "I went for a {a} walk.",
    "The supermarket was {a}.",
    "My plants look {a}.",
    "Slept {a} last night.",
    "The weekend felt {a}.",
    "I tried a {a} recipe.",
]
ADJECTIVES = [
    "great",
    "terrible",
    "long",
    "short",
    "quiet",
    "busy",
    "strange",
    "lovely",
    "boring",
    "funny",
    "slow",
    "fast",
    "cold",
    "warm",
    "weird",
    "nice",
]


@dataclass(frozen=True, slots=True)
class Statement:
    text: str
    at: float
    importance: float
    subject: str | None = None  # the subject it states (None for small talk and hard negatives)
    version: int = 0  # 0 = first statement, 1 = update


@dataclass(frozen=True, slots=True)
class Query:
    text: str
    subject: str
    truth: int  # index of the newest statement of the subject
    stale: tuple[int, ...] = ()  # older statements of the same subject
    updated: bool = False
    age_days: float = 0.0  # age of the truth at query time


@dataclass(slots=True)
class Conversation:
    name: str
    now: float
    statements: list[Statement] = field(default_factory=list)
    queries: list[Query] = field(default_factory=list)


def generate(
    *, n_conversations: int = 12, small_talk: int = 250, recent_burst: int = 40, seed: int = 7
) -> list[Conversation]:
    """Generate the set. Timestamps span 180 days before each conversation's ``now``."""
    rng = random.Random(seed)
    out = []
    for c in range(n_conversations):
        now = 1_750_000_000.0 + c * 10 * DAY
        conv = Conversation(name=f"conv{c:02d}", now=now)
        st = conv.statements
        for subject, spec in SUBJECTS.items():
            values = rng.sample(spec["values"], k=min(3, len(spec["values"])))
            t0 = now - rng.uniform(30, 180) * DAY
            st.append(
                Statement(
                    rng.choice(spec["say"]).format(v=values[0]), t0, rng.uniform(4, 9), subject, 0
                )
            )
            first = len(st) - 1
            stale: tuple[int, ...] = ()
            truth = first
            if spec["update"] and rng.random() < 0.5:
                t1 = t0 + rng.uniform(7, (now - t0) / DAY - 1) * DAY
                st.append(
                    Statement(
                        rng.choice(spec["update"]).format(v=values[1]),
                        t1,
                        rng.uniform(4, 9),
                        subject,
                        1,
                    )
                )
                truth, stale = len(st) - 1, (first,)
            for neg in rng.sample(spec["neg"], k=min(2, len(spec["neg"]))):
                tn = now - rng.uniform(0, 180) * DAY
                st.append(Statement(neg.format(v=values[-1]), tn, rng.uniform(2, 7)))
            age = (now - st[truth].at) / DAY
            conv.queries.append(
                Query(rng.choice(spec["ask"]), subject, truth, stale, bool(stale), age)
            )
        for i in range(small_talk + recent_burst):
            recent = i >= small_talk
            t = now - (rng.uniform(0, 2) if recent else rng.uniform(0, 180)) * DAY
            text = rng.choice(SMALL_TALK).format(a=rng.choice(ADJECTIVES))
            st.append(Statement(text, t, rng.uniform(2, 7)))
        out.append(conv)
    return out
