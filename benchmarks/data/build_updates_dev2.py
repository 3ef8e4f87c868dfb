"""Build updates_dev2.jsonl: a third, independent knowledge-update set (split "dev2").

Written blind to the library's update lexicon and to the "test" half of updates.jsonl.
Deterministic (random.Random with a fixed seed), stdlib only. Run from anywhere:

    python3 benchmarks/data/build_updates_dev2.py

Each kind has 4 update phrasings; each (kind, phrasing) gives 4 questions: two ask for the
newest value, two for an older one (named by the later value after "before", or asked for as
the first / original one). Half the items have a chain of three values, the rest two.
"""

import json
import os
import random
import re
from datetime import UTC, datetime, timedelta

SEED = 20260105
START = datetime(2026, 1, 5, 10, 0, 0, tzinfo=UTC)
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "updates_dev2.jsonl")

# (name, pronoun); "I" is mixed in as every fourth subject.
NAMES = [
    ("Ana", "f"),
    ("Kwame", "m"),
    ("Mei", "f"),
    ("Santiago", "m"),
    ("Aisha", "f"),
    ("Lars", "m"),
    ("Priyanka", "f"),
    ("Tomasz", "m"),
    ("Yuki", "f"),
    ("Oluwaseun", "m"),
    ("Ingrid", "f"),
    ("Rohan", "m"),
    ("Chiara", "f"),
    ("Dmitri", "m"),
    ("Leilani", "f"),
    ("Hamid", "m"),
    ("Siobhan", "f"),
    ("Mateus", "m"),
    ("Nia", "f"),
    ("Jun", "m"),
    ("Amira", "f"),
    ("Bjorn", "m"),
    ("Thandiwe", "f"),
    ("Arjun", "m"),
    ("Valentina", "f"),
    ("Kofi", "m"),
    ("Sakura", "f"),
    ("Emre", "m"),
    ("Noa", "f"),
    ("Tariq", "m"),
]
FRIENDS = [
    "Elena",
    "Malik",
    "Camila",
    "Jonas",
    "Noor",
    "Ibrahim",
    "Greta",
    "Paulo",
    "Hana",
    "Viktor",
    "Zara",
    "Emeka",
    "Rosa",
    "Anders",
    "Lina",
    "Kenta",
]

CHATTER = [
    "The bakery on the corner started selling cardamom buns.",
    "I finally fixed the wobbly leg on the kitchen table.",
    "It rained all weekend, so we binged a detective series.",
    "My nephew lost his first tooth yesterday.",
    "The printer at the library ate my boarding pass.",
    "I've been trying to drink more water, with mixed results.",
    "Our neighbour's cat keeps sleeping on our doormat.",
    "The tomatoes on the balcony are finally turning red.",
    "I burned the rice again, third time this month.",
    "Someone left a piano on the pavement down the street.",
    "My running shoes are falling apart.",
    "I started a jigsaw puzzle with two thousand pieces.",
    "The power went out for an hour during the storm.",
    "I can't decide what to get my dad for his birthday.",
    "The train was twenty minutes late this morning.",
    "I watched a documentary about octopuses last night.",
    "My sourdough starter smells a bit strange.",
    "We finally booked the tickets for the concert in June.",
    "The laptop fan has been really loud lately.",
    "I reorganised the bookshelf by colour, which was a mistake.",
    "The swifts are back on the church roof.",
    "I've been sketching in the park during lunch breaks.",
    "My grandmother taught me a card game called Kaiser.",
    "The new podcast episode was mostly about mushrooms.",
    "I need to renew my passport before the summer.",
    "There's a street market every second Sunday now.",
    "My headphones broke right before the long flight.",
    "I spent the evening untangling fairy lights.",
]

VERB_3SG = {"have": "has", "do": "does", "go": "goes", "be": "is"}


def third(verb):
    if verb in VERB_3SG:
        return VERB_3SG[verb]
    if re.search(r"(s|sh|ch|x|z)$", verb):
        return verb + "es"
    if re.search(r"[^aeiou]y$", verb):
        return verb[:-1] + "ies"
    return verb + "s"


def article(phrase):
    if phrase.startswith("UX"):
        return "a " + phrase
    return ("an " if phrase[0].lower() in "aeiou" else "a ") + phrase


def subject_slots(name, gender):
    if name == "I":
        return {
            "S": "I",
            "Pos": "My",
            "pos": "my",
            "pr": "I",
            "Pr": "I",
            "ppos": "my",
            "obj": "me",
            "Sbe": "I'm",
            "prbe": "I'm",
            "be": "am",
        }, True
    she = gender == "f"
    return {
        "S": name,
        "Pos": name + "'s",
        "pos": name + "'s",
        "pr": "she" if she else "he",
        "Pr": "She" if she else "He",
        "ppos": "her" if she else "his",
        "obj": name,
        "Sbe": name + " is",
        "prbe": "she's" if she else "he's",
        "be": "is",
    }, False


def render(template, slots, first, **values):
    if isinstance(template, tuple):
        template = template[0] if first else template[1]
    # <verb> agrees with the subject; <do>n't -> don't / doesn't.
    template = re.sub(r"<(\w+)>", lambda m: m.group(1) if first else third(m.group(1)), template)
    data = dict(slots)
    for key, val in values.items():
        if val is None:
            continue
        data[key] = val
        data["a" + key] = article(val)
        bare = val[4:] if val.startswith("the ") else val
        data[key + "n"] = bare
        data["a" + key + "n"] = article(bare)
    out = template.format(**data)
    return out[0].upper() + out[1:]


# ---------------------------------------------------------------------------------------
# Kinds. pools: one or more value pools (an item draws all its values from one pool).
# base: the first value statement. phrasings: 4 lists of update templates ({V} new, {O} old).
# neg: hard negatives with a fresh value {X}; neg_old: hard negatives naming the old value {X}.
# same: another person's value {Y} ({F} a friend). newest / before ({L} later value) / first.
# ---------------------------------------------------------------------------------------
KINDS = {}

KINDS["residence"] = {
    "pools": [
        [
            "Lisbon",
            "Leeds",
            "Graz",
            "Porto",
            "Kraków",
            "Nairobi",
            "Osaka",
            "Montreal",
            "Valencia",
            "Tbilisi",
            "Hanoi",
            "Bergen",
            "Cork",
            "Accra",
            "Tallinn",
            "Medellín",
            "Ghent",
            "Adelaide",
        ]
    ],
    "base": [
        "{S} <live> in {V}.",
        "{Pos} flat is in {V}, close to the river.",
        "{S} <rent> a small place in {V}.",
    ],
    "phrasings": [
        [
            "{S} packed everything into a van last weekend and drove to {V}; {prbe} unpacking boxes in the new flat there.",
            "After weeks of boxes and goodbyes, {S} finally made it to {V}, and the new place is already full of plants.",
        ],
        [
            "{Pos} new landlord in {V} is lovely, and the commute is way shorter.",
            "{S} <keep> getting lost on the tram lines in {V}, but the neighbours in {ppos} building are friendly.",
        ],
        [
            "{S} <do>n't live in {O} anymore; {pr} moved to {V}.",
            "No more {O} for {obj}, {prbe} based in {V} now.",
        ],
        [
            "Since March, home for {obj} has been {V}.",
            "As of the first of the month, {pos} address is in {V}.",
        ],
    ],
    "neg": [
        "{S} visited {X} over the long weekend.",
        "{S} thought about moving to {X} but decided to stay put.",
        "{S} <have> a job interview in {X} next month.",
    ],
    "neg_old": [
        "{S} went back to {X} last week to see old friends.",
        "{S} still <miss> the bakeries in {X}.",
    ],
    "same": ["My friend {F} lives in {Y}.", "{F}'s sister just bought a house in {Y}."],
    "newest": [
        "Where <do> {S} live now?",
        "Which city is {S} based in these days?",
        "Where {be} {S} living at the moment?",
        "<do> {S} still live in {O}?",
    ],
    "before": [
        "Where did {S} live before {L}?",
        "Which city was {S} living in before moving to {L}?",
        "Where did {S} use to live, before {L}?",
    ],
    "first": ["Where did {S} originally live?", "Which city did {S} live in first?"],
}

KINDS["employer"] = {
    "pools": [
        [
            "Deloitte",
            "KPMG",
            "Siemens",
            "Spotify",
            "Zalando",
            "Infosys",
            "Shopify",
            "Unilever",
            "Airbus",
            "Accenture",
            "Philips",
            "Nokia",
            "Atlassian",
            "Roche",
            "Ericsson",
            "Bosch",
            "Canva",
            "Rakuten",
        ]
    ],
    "base": ["{S} <work> at {V}.", "{Sbe} on the data team at {V}."],
    "phrasings": [
        ["{Sbe} not at {O} anymore, {pr} joined {V}.", "{S} left {O} and {be} now with {V}."],
        ["As of Monday, {S} <work> for {V}.", "Since March, {pos} employer has been {V}."],
        [
            "{S} handed in {ppos} notice and signed with {V}, fresh start!",
            "Finally got out of {O}: {S} landed a gig at {V}.",
        ],
        [
            "{Pos} first week at {V} was a blur of onboarding sessions.",
            "{Pos} new badge from {V} finally arrived, so no more signing in at reception.",
        ],
    ],
    "neg": [
        "{S} had an interview at {X} but turned the offer down.",
        "{S} <have> a client meeting at {X} on Thursday.",
        "{Pos} cousin just started an internship at {X}.",
    ],
    "neg_old": [
        "{S} still <grab> lunch with old colleagues from {X} now and then.",
        "{S} got a farewell card signed by the whole team at {X}.",
    ],
    "same": ["My friend {F} works at {Y}.", "{F} just got a job offer from {Y}."],
    "newest": [
        "Where <do> {S} work now?",
        "Which company {be} {S} working for currently?",
        "Who is {pos} employer at the moment?",
        "Is {S} still at {O}?",
    ],
    "before": [
        "Where did {S} work before {L}?",
        "Which company did {S} work for previously, before {L}?",
    ],
    "first": ["Where did {S} work originally?", "Which company did {S} work for first?"],
}

KINDS["budget"] = {
    "pools": [
        ["800 EUR", "1,200 EUR", "1,500 EUR", "950 EUR", "2,000 EUR", "650 EUR", "1,750 EUR"],
        ["£400", "£650", "£900", "£1,100", "£300", "£1,400", "£750"],
        ["$2,500", "$1,800", "$3,200", "$1,200", "$4,000", "$2,900", "$950"],
        ["90,000 JPY", "120,000 JPY", "150,000 JPY", "70,000 JPY", "200,000 JPY", "110,000 JPY"],
    ],
    "contexts": [
        "the kitchen renovation",
        "the trip to Japan",
        "the new laptop",
        "the wedding",
        "the new sofa",
        "the road bike",
        "the garden makeover",
        "the birthday party",
    ],
    "base": ["{Pos} budget for {C} is {V}.", "{S} <want> to keep {C} under {V}."],
    "phrasings": [
        [
            ("New budget for {C}: {V}.", "{Pos} new budget for {C}: {V}."),
            ("Revised ceiling for {C}: {V}, final answer.", "{Pos} revised ceiling for {C}: {V}."),
        ],
        [
            "{S} bumped the budget for {C} to {V}; the first quotes were way too optimistic.",
            "After looking at real prices, {S} set aside {V} for {C} instead.",
        ],
        [
            "{Pos} budget for {C} was revised to {V} after the talk with the bank.",
            "{Pos} spending cap for {C} has been set at {V}.",
        ],
        [
            "Forget {O} for {C}, {S} can only spend {V}.",
            "{O} was never realistic; {pos} limit for {C} is {V} now.",
        ],
    ],
    "neg": [
        "{S} paid a {X} deposit for {C}.",
        "{S} got a quote of {X} for {C} and laughed.",
        "{S} spent {X} on groceries and petrol this month.",
    ],
    "neg_old": [
        "{S} found an old spreadsheet that still says {X} for {C}.",
        "{S} told the salesperson that {X} was the number from last year.",
    ],
    "same": ["My brother's budget for his car is {Y}.", "{F} set aside {Y} for a holiday."],
    "newest": [
        "What is {pos} budget for {C} now?",
        "How much {be} {S} planning to spend on {C} at the moment?",
        "What's {pos} current budget for {C}?",
    ],
    "before": [
        "What was {pos} budget for {C} before it changed to {L}?",
        "How much did {S} plan to spend on {C} before {L}?",
    ],
    "first": ["What was {pos} original budget for {C}?", "What budget did {S} first set for {C}?"],
}

KINDS["partner"] = {
    "pools": [
        [
            "Tomas",
            "Priya",
            "Sofia",
            "Kenji",
            "Amara",
            "Lucas",
            "Yara",
            "Mateo",
            "Omar",
            "Leila",
            "Daniel",
            "Rafael",
            "Zainab",
            "Erik",
            "Marisol",
            "Idris",
        ]
    ],
    "base": ["{Sbe} dating {V}.", "{Pos} partner is {V}."],
    "phrasings": [
        [
            "After the split from {O}, {S} started seeing {V}.",
            "Since the summer, it's {V} who {Sbe} with.",
        ],
        [
            "{S} met {V}'s parents for the first time this weekend and it went great.",
            "{V} and {S} are picking out a flat together.",
        ],
        [
            (
                "{O} and I aren't together anymore; I'm with {V} now.",
                "{S} and {O} aren't together anymore; {prbe} with {V} now.",
            ),
            "{S} broke up with {O}, and {V} and {S} made it official last Friday.",
        ],
        ["{Sbe} in a relationship with {V}.", "{Pos} other half is {V}."],
    ],
    "neg": [
        "{S} had dinner with {X}, a friend from university.",
        "{S} went to {X}'s birthday party on Saturday.",
        "{S} helped {X} move flats over the weekend.",
    ],
    "neg_old": [
        "{S} ran into {X} at the farmers' market; it was a bit awkward.",
        "{S} still <follow> {X} on Instagram.",
    ],
    "same": ["My friend {F} is engaged to {Y}.", "{F} has been dating {Y} for two years."],
    "newest": [
        "Who {be} {S} dating now?",
        "Who is {pos} partner these days?",
        "Who {be} {S} in a relationship with currently?",
    ],
    "before": ["Who was {S} dating before {L}?", "Who was {pos} partner before {L}?"],
    "first": ["Who was {pos} original partner?", "Who was {S} dating first?"],
}

KINDS["diet"] = {
    "pools": [
        [
            "vegetarian",
            "vegan",
            "pescatarian",
            "keto",
            "gluten-free",
            "paleo",
            "low-carb",
            "dairy-free",
            "halal",
            "flexitarian",
        ]
    ],
    "base": ["{S} <follow> a {V} diet.", "{Sbe} {V}."],
    "phrasings": [
        ["Since January {S} <have> been fully {V}.", "{S} went {V} at the start of the month."],
        [
            "Ditched {O}: {S} <eat> {V} now and <feel> great.",
            "{S} gave {V} a go and honestly never looked back.",
        ],
        [
            "After the check-up, {S} cleaned out the fridge and switched to {V}.",
            "A documentary scared {obj} straight into eating {V}.",
        ],
        [
            "{Sbe} not {O} anymore; it's {V} for {obj} these days.",
            "{S} <do>n't do {O} any longer, {prbe} {V}.",
        ],
    ],
    "neg": [
        "{S} tried {aX} recipe from a cookbook.",
        "{S} cooked {aX} dinner for guests on Saturday.",
        "{S} ordered the {X} menu for a colleague's lunch.",
    ],
    "neg_old": [
        "{S} made {aX} lasagna for {ppos} parents on Sunday.",
        "{S} bought {aX} cookbook as a gift for a friend.",
    ],
    "same": ["My flatmate {F} is {Y}.", "{F} has been {Y} for years."],
    "newest": [
        "What diet <do> {S} follow now?",
        "What <do> {S} eat these days, diet-wise?",
        "Which diet {be} {S} on currently?",
    ],
    "before": [
        "What diet did {S} follow before going {L}?",
        "What was {pos} diet before switching to {L}?",
    ],
    "first": ["What diet did {S} follow originally?", "Which diet was {S} on first?"],
}

KINDS["phone"] = {
    "pools": [
        [
            "555-0142",
            "555-0178",
            "555-0113",
            "555-0191",
            "555-0126",
            "555-0155",
            "555-0107",
            "555-0169",
            "555-0184",
            "555-0132",
            "555-0148",
            "555-0119",
        ]
    ],
    "base": ["{Pos} number is {V}.", "{S} can be reached on {V}."],
    "phrasings": [
        [
            ("New number: {V}.", "{Pos} new number: {V}."),
            (
                "Number's changed, it's {V} from today.",
                "{Pos} number's changed, it's {V} from today.",
            ),
        ],
        [
            "{Pos} old number {O} doesn't work anymore, use {V}.",
            "Don't text {O} anymore, {pos} phone is {V} now.",
        ],
        [
            "{S} lost {ppos} phone on the train and got a new SIM; the number is {V}.",
            "{S} switched carriers to save money and ended up with {V}.",
        ],
        [
            "{Pos} number was changed to {V} after all the spam calls.",
            "A new line, {V}, has been set up for {obj}.",
        ],
    ],
    "neg": [
        "{Pos} landlord's number is {X}.",
        "{S} called the dentist at {X} to reschedule.",
        "The office landline {S} sometimes <use> is {X}.",
    ],
    "neg_old": [
        "{S} found an old business card with {X} on it.",
        "{S} got a voicemail forwarded from {X}, the old line.",
    ],
    "same": ["My sister's number is {Y}.", "{F}'s number is {Y}."],
    "newest": [
        "What is {pos} phone number now?",
        "What's {pos} current phone number?",
        "Which number <do> {S} use at the moment?",
    ],
    "before": [
        "What was {pos} number before {L}?",
        "Which number did {S} use previously, before {L}?",
    ],
    "first": ["What was {pos} original phone number?", "Which number did {S} have first?"],
}

KINDS["car"] = {
    "pools": [
        [
            "Volkswagen Golf",
            "Tesla Model 3",
            "Toyota Corolla",
            "Honda Civic",
            "Kia Niro",
            "Mazda CX-5",
            "Ford Focus",
            "Skoda Octavia",
            "Renault Clio",
            "BMW 3 Series",
            "Volvo XC40",
            "Hyundai Ioniq 5",
            "Fiat 500",
            "Subaru Outback",
            "Audi A4",
            "Nissan Leaf",
        ]
    ],
    "base": ["{S} <drive> {aV}.", "{Pos} car is {aV}."],
    "phrasings": [
        [
            ("Ditched the {O}, got {aV}!", "{S} ditched the {O} and got {aV}."),
            "{S} traded the {O} in for {aV}, no regrets.",
        ],
        [
            (
                "The new {V} already has a scratch on the bumper, typical.",
                "{Pos} new {V} already has a scratch on the bumper.",
            ),
            "{S} picked up the keys to {ppos} {V} on Saturday.",
        ],
        ["{Pos} {O} was sold and replaced by {aV}.", "Since Monday {S} <have> been driving {aV}."],
        ["{S} <drive> {aV}.", "{Pos} car is {aV}."],
    ],
    "neg": [
        "{S} test-drove {aX} but didn't buy it.",
        "{S} rented {aX} for the holiday.",
        "{S} borrowed the neighbour's {X} for the weekend.",
    ],
    "neg_old": [
        "{S} saw {ppos} old {X} parked outside the bakery.",
        "{S} still <have> the manual for the {X} in a drawer.",
    ],
    "same": ["My friend {F} drives {aY}.", "{F} just leased {aY}."],
    "newest": [
        "What car <do> {S} drive now?",
        "What {be} {S} driving these days?",
        "Which car <do> {S} have at the moment?",
        "<do> {S} still drive the {O}?",
    ],
    "before": [
        "What car did {S} drive before the {L}?",
        "Which car did {S} have previously, before the {L}?",
    ],
    "first": ["What was {pos} first car?", "Which car did {S} originally drive?"],
}

KINDS["team"] = {
    "pools": [
        [
            "Arsenal",
            "Celtic",
            "Boca Juniors",
            "FC Porto",
            "Borussia Dortmund",
            "the Chicago Bulls",
            "Ajax",
            "the Boston Red Sox",
            "Galatasaray",
            "Napoli",
            "the Golden State Warriors",
            "Flamengo",
            "Leeds United",
            "the All Blacks",
            "Benfica",
        ]
    ],
    "base": ["{S} <support> {V}.", "{Pos} favourite team is {V}."],
    "phrasings": [
        [
            "{S} went to one {Vn} game with colleagues and got completely hooked; {prbe} a fan now.",
            "{S} switched allegiances to {V} after that unbelievable final.",
        ],
        [
            "{Sbe} done with {O}; {V} is {pos} team now.",
            "{S} <do>n't follow {O} anymore, it's all {V} these days.",
        ],
        [
            "{S} bought {aVn} season ticket and a scarf to go with it.",
            "{Pos} new {Vn} jersey arrived just in time for the derby.",
        ],
        [
            "These days the team {S} <cheer> for is {V}.",
            "Of all the teams, it's {V} that {S} <root> for now.",
        ],
    ],
    "neg": [
        "{S} watched {X} play on TV at a friend's place.",
        "{S} got free tickets to {aXn} game and went along.",
        "{S} <think> {X} will win the league this year.",
    ],
    "neg_old": [
        "{S} watched the {Xn} match with {ppos} cousin last night.",
        "{S} still <have> an old {Xn} shirt somewhere.",
    ],
    "same": ["My friend {F} supports {Y}.", "{F} is obsessed with {Y}."],
    "newest": [
        "What is {pos} favourite team now?",
        "Which team <do> {S} support these days?",
        "Who <do> {S} root for at the moment?",
        "<do> {S} still support {O}?",
    ],
    "before": [
        "Which team did {S} support before {L}?",
        "What was {pos} favourite team before {L}?",
    ],
    "first": ["What was {pos} original favourite team?", "Which team did {S} support first?"],
}

KINDS["email"] = {
    "pools": [
        [
            "kiwi.runner@gmail.com",
            "a.ferreira@proton.me",
            "sunny.days88@outlook.com",
            "hello@mariamakes.net",
            "notebook.owl@fastmail.com",
            "m.tanaka@icloud.com",
            "lentil.soup@posteo.de",
            "bluefinch@hey.com",
            "riverstone42@yahoo.com",
            "paper.kite@gmx.net",
            "j.okoro@zoho.com",
            "moss.and.fern@tutanota.com",
        ]
    ],
    "neg_pool": [
        "j.silva@northwindlabs.com",
        "support@brightleaf.io",
        "ops@kestrelfreight.com",
        "team@harbourcafe.co",
        "finance@quillandco.com",
        "k.meyer@acme-logistics.de",
        "bookclub@elmstreetreaders.org",
        "hr@tidewaterhealth.com",
    ],
    "base": ["{Pos} personal email is {V}.", "{S} <use> {V} for personal stuff."],
    "phrasings": [
        [
            ("New email: {V}.", "{Pos} new email: {V}."),
            ("Personal address from now on: {V}.", "{Pos} personal address from now on: {V}."),
        ],
        [
            "{S} <do>n't check {O} anymore; write to {V} instead.",
            "The old {O} account is dead; {pos} personal inbox is {V}.",
        ],
        [
            "Starting this week, {pos} personal email is {V}.",
            "Since 1 March {S} <have> used {V} for personal mail.",
        ],
        [
            "{S} got so much spam that {pr} finally set up a fresh inbox, {V}.",
            "{S} moved everything off the old account; personal mail goes to {V} now.",
        ],
    ],
    "neg": [
        "{Pos} work email is {X}.",
        "{S} set up {X} for the newsletter at work.",
        "{S} sent the invoice from the work address {X}.",
    ],
    "neg_old": [
        "{S} found an old newsletter sent to {X}.",
        "{S} finally deleted the last few drafts sitting in {X}.",
    ],
    "same": ["My friend {F}'s email is {Y}.", "{F} switched to {Y}."],
    "newest": [
        "What is {pos} personal email now?",
        "Which email address <do> {S} use for personal mail these days?",
        "What's {pos} current personal email address?",
    ],
    "before": [
        "What was {pos} personal email before {L}?",
        "Which personal address did {S} use previously, before {L}?",
    ],
    "first": [
        "What was {pos} original personal email?",
        "Which personal address did {S} use first?",
    ],
}

KINDS["manager"] = {
    "pools": [
        [
            "Bea Lindqvist",
            "Marcus Hale",
            "Farah Qureshi",
            "Diego Santos",
            "Hiroshi Abe",
            "Chloe Martin",
            "Nnamdi Eze",
            "Sanna Virtanen",
            "Ravi Menon",
            "Olga Petrova",
            "Tom Becker",
            "Lucia Romano",
            "Grace Mwangi",
            "Pedro Alves",
        ]
    ],
    "base": ["{S} <report> to {V}.", "{Pos} manager is {V}."],
    "phrasings": [
        [
            "After the reorg, {V} is {pos} manager.",
            "Following the restructuring, it's {V} that {S} <report> to.",
        ],
        [
            "{S} <do>n't report to {O} anymore; {V} took over the team.",
            "{O} isn't {pos} boss any more, {V} is.",
        ],
        [
            "{O} left for another company, and {V} stepped in as {pos} manager.",
            "{S} had {ppos} first one-to-one with {V}, the new manager, on Tuesday.",
        ],
        [
            "As of this quarter, {Sbe} managed by {V}.",
            "{S} <have> been reporting to {V} since the start of April.",
        ],
    ],
    "neg": [
        "{S} had lunch with {X} from the finance team.",
        "{S} presented the roadmap to {X}, the VP of sales.",
        "{X} mentored {obj} during the hackathon.",
    ],
    "neg_old": ["{S} bumped into {X} at the coffee machine.", "{S} sent {X} a birthday card."],
    "same": ["My friend {F}'s manager is {Y}.", "{F} reports to {Y}."],
    "newest": [
        "Who is {pos} manager now?",
        "Who <do> {S} report to these days?",
        "Who {be} {S} working under at the moment?",
    ],
    "before": ["Who was {pos} manager before {L}?", "Who did {S} report to before {L}?"],
    "first": ["Who was {pos} original manager?", "Who did {S} report to first?"],
}

# ---- new kinds ----
KINDS["job_title"] = {
    # career ladders: an item's values are drawn from one ladder and kept in ladder order
    "ordered": True,
    "pools": [
        [
            "intern",
            "junior analyst",
            "analyst",
            "senior analyst",
            "lead analyst",
            "analytics manager",
            "head of analytics",
        ],
        [
            "trainee developer",
            "junior developer",
            "software engineer",
            "senior engineer",
            "staff engineer",
            "engineering manager",
            "CTO",
        ],
        [
            "sales assistant",
            "sales associate",
            "account executive",
            "senior account executive",
            "sales manager",
            "regional sales director",
            "head of sales",
        ],
        [
            "lab technician",
            "research assistant",
            "research associate",
            "research scientist",
            "senior scientist",
            "principal scientist",
            "head of research",
        ],
    ],
    "base": ["{Sbe} {aV}.", "{Pos} job title is {V}."],
    "phrasings": [
        ["{S} was promoted to {V} on Friday.", "{S} <have> been made {V}."],
        [
            ("Moved up, I'm {aV} now and loving it.", "{S} moved up and is {aV} now."),
            (
                "Officially {aV} now, business cards and all!",
                "{S} is officially {aV} now, business cards and all.",
            ),
        ],
        ["{Sbe} no longer {aO}; the new role is {V}.", "Not {aO} anymore: {pos} title is {V} now."],
        [
            ("New title as of Monday: {V}.", "{Pos} new title as of Monday: {V}."),
            "Since the spring {S} <have> worked as {aV}.",
        ],
    ],
    "neg": [
        "{S} applied for {aX} role but didn't get it.",
        "{S} interviewed a candidate for {aX} position.",
        "{Sbe} covering for the {X} while they're on leave.",
    ],
    "neg_old": [
        "{S} trained the new {X} who took over {ppos} old desk.",
        "{S} updated the {X} handbook for the newcomers.",
    ],
    "same": ["My friend {F} is {aY}.", "{F} just became {aY}."],
    "newest": [
        "What is {pos} job title now?",
        "What {be} {S} working as these days?",
        "What's {pos} current role?",
    ],
    "before": ["What was {pos} title before {L}?", "What did {S} work as before becoming {aL}?"],
    "first": ["What was {pos} original job title?", "What did {S} work as first?"],
}

KINDS["doctor"] = {
    "pools": [
        [
            "Dr. Okafor",
            "Dr. Lindqvist",
            "Dr. Mehta",
            "Dr. Alvarez",
            "Dr. Nakamura",
            "Dr. Brennan",
            "Dr. Haddad",
            "Dr. Kowalski",
            "Dr. Osei",
            "Dr. Fischer",
            "Dr. Moreau",
            "Dr. Rahman",
        ]
    ],
    "base": ["{Pos} GP is {V}.", "{S} <see> {V} for check-ups."],
    "phrasings": [
        [
            "{S} stopped seeing {O}; {pos} GP is {V} now.",
            "No more {O} for {obj}, {S} registered with {V}.",
        ],
        [
            "{Pos} new GP, {V}, actually reads the notes before the appointment.",
            "The first appointment with {V} went well, and {S} finally got the referral.",
        ],
        [
            "Since the move in February, {S} <have> been with {V}.",
            "From this month, {pos} doctor is {V}.",
        ],
        [
            "{S} got transferred to {V} when the old practice closed.",
            "{S} was assigned to {V} at the new clinic.",
        ],
    ],
    "neg": [
        "{S} saw {X} at the walk-in clinic for a sprained wrist.",
        "{Pos} dentist is {X}.",
        "{S} read an article by {X} about sleep.",
    ],
    "neg_old": [
        "{S} ran into {X} at the pharmacy.",
        "{S} got a reminder letter from {X}'s practice.",
    ],
    "same": ["My mum's GP is {Y}.", "{F} swears by {Y}."],
    "newest": [
        "Who is {pos} doctor now?",
        "Which GP <do> {S} see these days?",
        "Who {be} {S} registered with currently?",
    ],
    "before": ["Who was {pos} GP before {L}?", "Which doctor did {S} see before {L}?"],
    "first": ["Who was {pos} original GP?", "Which doctor did {S} see first?"],
}

KINDS["gym"] = {
    "pools": [
        [
            "FitZone",
            "Iron Temple",
            "PureGym",
            "Anytime Fitness",
            "the YMCA",
            "Crux Climbing",
            "Blok Boxing",
            "the Riverside Pool Club",
            "CrossFit Harbour",
            "Yoga Loft",
            "Urban Row",
            "the Castle Tennis Club",
        ]
    ],
    "base": ["{S} <train> at {V}.", "{Sbe} a member of {V}."],
    "phrasings": [
        [
            "{S} cancelled the {On} membership and signed up at {V}.",
            "{S} <do>n't go to {O} any more; {prbe} at {V} now.",
        ],
        [
            "{V} is {pos} new happy place, three sessions a week.",
            (
                "Switched to {V}: way cheaper and the showers actually work.",
                "{S} switched to {V}: way cheaper and the showers actually work.",
            ),
        ],
        [
            "Since January {S} <have> been going to {V}.",
            "As of this month {pos} membership is at {V}.",
        ],
        [
            "{S} tried a free week at {V}, loved the coaches, and stayed.",
            "The old place got too crowded, so {S} moved {ppos} workouts over to {V}.",
        ],
    ],
    "neg": [
        "{S} took a drop-in class at {X} with a friend.",
        "{S} got a flyer for {X} in the mailbox.",
        "{S} thought about joining {X}, but the fees are too high.",
    ],
    "neg_old": [
        "{S} still <have> the {Xn} towel in the car.",
        "{S} walked past {X} and waved to the receptionist.",
    ],
    "same": ["My friend {F} trains at {Y}.", "{F} just joined {Y}."],
    "newest": [
        "Which gym <do> {S} go to now?",
        "Where <do> {S} work out these days?",
        "Where {be} {S} a member at the moment?",
    ],
    "before": ["Which gym did {S} go to before {L}?", "Where did {S} train before {L}?"],
    "first": ["Where did {S} originally work out?", "Which gym did {S} join first?"],
}

KINDS["language"] = {
    "pools": [
        [
            "Portuguese",
            "Japanese",
            "Korean",
            "Arabic",
            "Italian",
            "Swahili",
            "Mandarin",
            "Dutch",
            "Turkish",
            "Polish",
            "Greek",
            "Hindi",
            "Finnish",
        ]
    ],
    "base": ["{Sbe} learning {V}.", "{S} <take> {V} lessons on Tuesday evenings."],
    "phrasings": [
        ["{S} dropped {O} and started {V} instead.", "{Sbe} not doing {O} anymore; it's {V} now."],
        [
            "{Pos} {V} tutor says {ppos} pronunciation is getting better.",
            "{S} finally finished chapter three of the {V} textbook.",
        ],
        [
            (
                "Gave up on {O}, now it's {V} flashcards every morning lol.",
                "{S} gave up on {O}; now it's {V} flashcards every morning.",
            ),
            (
                "Swapped {O} for {V} on the app, so the streak starts again.",
                "{S} swapped {O} for {V} on the app, so the streak starts again.",
            ),
        ],
        [
            "Since September {S} <have> been studying {V}.",
            "From this term on, {Sbe} in the {V} evening class.",
        ],
    ],
    "neg": [
        "{S} watched a {X} film with subtitles.",
        "{S} sang along to a {X} song at karaoke without understanding a word.",
        "{S} learned how to say thank you in {X} before the trip.",
    ],
    "neg_old": [
        "{S} found {ppos} old {X} grammar book while tidying.",
        "{S} still <remember> a few words of {X}.",
    ],
    "same": ["My friend {F} is learning {Y}.", "{F} speaks fluent {Y}."],
    "newest": [
        "Which language {be} {S} learning now?",
        "What language {be} {S} studying these days?",
        "What language {be} {S} working on at the moment?",
    ],
    "before": [
        "Which language was {S} learning before {L}?",
        "What did {S} study before switching to {L}?",
    ],
    "first": [
        "Which language was {S} originally learning?",
        "What language did {S} start with first?",
    ],
}


def build():
    rng = random.Random(SEED)
    rows = []
    idx = 0
    for kind, spec in KINDS.items():
        for p, variants in enumerate(spec["phrasings"]):
            for q in range(4):
                rows.append(make_item(rng, idx, kind, spec, p, variants, q))
                idx += 1
    return rows


def make_item(rng, idx, kind, spec, p, variants, q):
    asks = "newest" if q < 2 else "older"
    chain = 3 if (q + p) % 2 == 0 else 2
    g = idx // 4  # the (kind, phrasing) group; q is the question within it
    h = idx + g  # template picker, decorrelated from q
    if (g + q) % 4 == 0:
        name, gender = "I", None
    else:
        name, gender = NAMES[(idx * 7) % len(NAMES)]
    slots, first = subject_slots(name, gender)
    pool = spec["pools"][h % len(spec["pools"])]
    picks = rng.sample(pool, chain + 3)
    vals, x_fresh, x_fresh2, y_other = (
        picks[:chain],
        picks[chain],
        picks[chain + 1],
        picks[chain + 2],
    )
    if spec.get("ordered"):
        vals = sorted(vals, key=pool.index)
    if "neg_pool" in spec:
        x_fresh, x_fresh2 = rng.sample(spec["neg_pool"], 2)
    ctx = spec["contexts"][idx % len(spec["contexts"])] if "contexts" in spec else None
    friend = FRIENDS[(idx * 5) % len(FRIENDS)]

    def r(t, **kw):
        return render(t, slots, first, C=ctx, **kw)

    # value statements: base, then updates in this item's phrasing
    value_stmts = [(r(spec["base"][h % len(spec["base"])], V=vals[0]), vals[0])]
    for j in range(1, chain):
        t = variants[(h + j) % len(variants)]
        value_stmts.append((r(t, V=vals[j], O=vals[j - 1]), vals[j]))

    # hard negatives
    neg_last = (g + q) % 4 == 2
    neg_last_old = neg_last and g % 2 == 0
    negs_mid = []
    neg_end = None
    if neg_last:
        if neg_last_old:
            old = vals[-2] if (g // 2) % 2 == 0 else vals[0]
            neg_end = r(spec["neg_old"][h % len(spec["neg_old"])], X=old)
        else:
            neg_end = r(spec["neg"][h % len(spec["neg"])], X=x_fresh)
        if idx % 3 == 0:
            negs_mid.append((r(spec["neg"][(h + 1) % len(spec["neg"])], X=x_fresh2), False))
    else:
        negs_mid.append((r(spec["neg"][h % len(spec["neg"])], X=x_fresh), False))
        if idx % 3 == 0:
            if chain == 3:
                # names the first value, after it was replaced (between the two updates)
                negs_mid.append((r(spec["neg_old"][h % len(spec["neg_old"])], X=vals[0]), True))
            else:
                negs_mid.append((r(spec["neg"][(h + 1) % len(spec["neg"])], X=x_fresh2), False))

    # distractors: one same-attribute value of another person + 1..3 chatter lines
    n_chat = 1 + idx % 3
    distractors = [
        render(spec["same"][h % len(spec["same"])], slots, first, F=friend, Y=y_other, C=ctx)
    ]
    distractors += rng.sample(CHATTER, n_chat)

    # timeline: value statements in order; mid negatives before the last value statement
    seq = [("value", t, v) for t, v in value_stmts]
    for t, names_old in negs_mid:
        val_idx = [i for i, s in enumerate(seq) if s[0] == "value"]
        # before the final value statement; an old-value mention only after the first update
        lo = val_idx[1] + 1 if names_old else 1
        seq.insert(rng.randint(lo, val_idx[-1]), ("negative", t, None))
    for t in distractors:
        seq.insert(rng.randint(0, len(seq)), ("distractor", t, None))
    if neg_end is not None:
        seq.append(("negative", neg_end, None))

    statements = []
    day = rng.randint(0, 3)
    for i, (role, text, value) in enumerate(seq):
        if i:
            day += rng.randint(2, 20)
        st = {
            "text": text,
            "day": day,
            "at": (START + timedelta(days=day)).isoformat(),
            "role": role,
        }
        if role == "value":
            st["value"] = value
        statements.append(st)

    # question
    first_value, last_value = vals[0], vals[-1]
    if asks == "newest":
        qs = spec["newest"]
        question = r(qs[(idx // 4 + q) % len(qs)], O=first_value, L=last_value)
        expected = value_stmts[-1][0]
    elif q == 2:
        # "before <later value>": with a chain of three, ask about the middle or first value
        k = chain - 1
        qs = spec["before"]
        question = r(qs[(idx // 4) % len(qs)], L=vals[k])
        expected = value_stmts[k - 1][0]
    else:
        qs = spec["first"]
        question = r(qs[(idx // 4) % len(qs)])
        expected = value_stmts[0][0]

    candidates = [s["text"] for s in statements if s["role"] in ("value", "negative")]
    return {
        "id": f"d{idx + 1:03d}",
        "kind": kind,
        "phrasing": p,
        "split": "dev2",
        "asks": asks,
        "subject": name,
        "question": question,
        "expected": expected,
        "candidates": candidates,
        "statements": statements,
    }


def main():
    rows = build()
    with open(OUT, "w", encoding="utf-8") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"wrote {len(rows)} rows to {OUT}")


if __name__ == "__main__":
    main()
