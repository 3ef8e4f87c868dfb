"""Build ``updates_dev10.jsonl``: a held-out set of personal-attribute updates.

Data card
---------
Name:      updates_dev10 (split ``"dev10"``), 240 rows, ids ``m001``..``m240``.
Built by:  this script, Python 3.11 standard library only, ``random.Random(10101)``;
           running it again writes a byte-identical file next to itself.
Written:   blind - the wording was composed without reading the library, its
           tests, its scorer or any other data file of the benchmark suite.

What it tests
    A memory holds short chat messages (one statement each, with a UTC timestamp)
    that a person types to an assistant over a few weeks.  Some statements change
    a personal attribute of a subject (the user, "I", or a named friend, relative
    or colleague).  For a question about the current value, the statement that
    gave the newest value must rank first among the subject's statements; for a
    question about an older value, the statement that gave that older value must.

Composition
    10 kinds x 6 update phrasings x 4 questions = 240 items, each with its own
    subject, values, hard negatives and distractors.
    Kinds: manager, employer, residence, partner, phone, email, car, diet,
    budget, team (work team; a quarter of the team items are a sports club the
    subject plays for, with questions worded to match).
    Per (kind, phrasing): 3 items ask ``newest``, 1 asks ``older`` (180 / 60);
    two items have a chain of 2 values and two a chain of 3 (120 / 120).
    Subjects: 96 items "I" (40%), 144 a first name, each name used as a subject
    once, drawn from many origins (Ghanaian, Nigerian, Korean, Japanese,
    Brazilian, Finnish, Turkish, Welsh, Vietnamese, Hungarian, Indian, Polish,
    Irish, Spanish, Greek, Arabic, Chinese, Ethiopian, Kenyan, Maori, ...).
    Phrasing styles per kind (index 0..5; * = named subjects only):
      manager   plain, passive, new value as subject, fragment, lower-case chat,
                dated
      employer  narrative, negation, question back, emotion/hedging,
                second clause, indirect
      residence indirect, dated, narrative, subject late*, lower-case chat,
                question back
      partner   plain, negation, relation as subject*, emotion/hedging,
                second clause, new value as subject
      phone     fragment, plain, negation, relation as subject*, dated,
                question back
      email     fragment, plain, negation, lower-case chat, second clause,
                subject late*
      car       narrative, indirect, emotion/hedging, question back,
                relation as subject*, lower-case chat
      diet      plain, indirect, negation, dated, emotion/hedging, question back
      budget    plain, negation, passive, fragment, second clause,
                new value as subject
      team      passive, narrative, indirect, subject late*, plain,
                emotion/hedging
    The first value of every chain is a plain, non-update opener; in a 3-value
    chain the middle update uses another phrasing style of the same kind.
    Statements: 2-3 values, 1-2 hard negatives, 2-4 distractors per item.
    Hard negatives name the subject and a value of the same kind without
    changing it (viewings, interviews, offers turned down, quotes, test drives,
    trials, plans that fell through, past events, work vs personal contacts,
    throwaway addresses, a colleague's manager, nostalgia, leftovers, slips).
    A negative names a fresh value or a chain value older than the standing
    one, never the newest.  In 60 items (a quarter) the subject's newest
    statement is a hard negative: 30 name an older chain value (nostalgia,
    leftover, slip), 30 a value the subject never had.  Other negatives sit
    before the last value statement.
    Distractors: at least one other person's value of the same attribute (in
    60 items it reuses a value of the item's own chain), the rest unrelated
    chatter; they never name the subject and contain no first-person words.
    Questions: newest ones rotate "now", "these days", "currently", "at the
    moment", "still <previous value>?", "still <newest value>?", no time word,
    "latest", "what's"; older ones rotate "before <value>" (expects the value
    just before the named one), "originally", "at first" (expect the first
    value), "previously", "used to", "old", "before switching/moving" (expect
    the value just before the newest).
    Time: ``day`` counts days after 2026-01-05; the first statement falls on
    day 0-10, consecutive statements are 2-20 days apart, times of day lean
    towards lunch and evenings; ``at`` is ISO 8601 UTC ("+00:00").

Row schema (keys in this order)
    id, kind, phrasing (0..5), split, asks ("newest" | "older"), subject ("I" or
    a first name), question, expected (text of the expected statement),
    candidates (texts of the value and negative statements, in time order),
    statements (in time order): text, day, at, role ("value" | "negative" |
    "distractor") and, for role "value" only, value (occurs in the text,
    case-insensitively).

Limitations
    Synthetic, English only, template-generated (about three wordings per
    phrasing style, plus openers, negatives and distractors per kind), so
    surface variety is far below real chat.  British spelling and UK-leaning
    settings dominate, though phone numbers, currencies and places are mixed.
    Partner terms follow the value's given name (girlfriend / boyfriend /
    partner).  Budget amounts are plausible, not researched.
"""

from __future__ import annotations

import itertools
import json
import random
import re
from collections import Counter
from datetime import UTC, datetime, timedelta
from pathlib import Path

SEED = 10101
SPLIT = "dev10"
OUT = Path(__file__).resolve().parent / "updates_dev10.jsonl"
EPOCH = datetime(2026, 1, 5, tzinfo=UTC)

FIRST_PERSON = re.compile(r"\b(i|me|my|mine|we|our|us|i'm|i've|i'll|i'd)\b", re.I)

NEWEST_TYPES = [
    "now",
    "these_days",
    "currently",
    "at_the_moment",
    "still_prev",
    "still_new",
    "no_time",
    "latest",
    "whats",
]
OLDER_TYPES = [
    "before",
    "originally",
    "at_first",
    "previously",
    "used_to",
    "old",
    "before_switch",
]
NAMED_ONLY_STYLES = ("relation as subject", "subject late")

# ---------------------------------------------------------------- people --

FEMALE = [
    "Ama", "Akosua", "Efua", "Abena", "Adwoa", "Ngozi", "Folake", "Adaeze",
    "Chiamaka", "Seo-yeon", "Eun-ji", "Ji-woo", "Hye-jin", "Aiko", "Yuki", "Mei",
    "Sakura", "Larissa", "Fernanda", "Rafaela", "Beatriz", "Aino", "Sanni",
    "Helmi", "Ilona", "Elif", "Zeynep", "Selin", "Ayşe", "Cerys", "Bethan",
    "Ffion", "Seren", "Linh", "Thao", "Huong", "Zsófia", "Réka", "Dóra", "Priya",
    "Ananya", "Kavya", "Meera", "Divya", "Agnieszka", "Kasia", "Magda",
    "Siobhan", "Aoife", "Niamh", "Orla", "Ines", "Lucía", "Carmen", "Pilar",
    "Giulia", "Chiara", "Francesca", "Eleni", "Dimitra", "Layla", "Noor",
    "Samira", "Yasmin", "Xiaoling", "Lihua", "Selam", "Tigist", "Hiwot", "Fiona",
    "Bethany", "Harriet", "Astrid", "Sigrid", "Ingrid", "Marisol", "Liza",
    "Oksana", "Olena", "Ximena", "Valeria", "Shirin", "Parisa", "Wanjiru",
    "Njeri", "Aroha", "Noa", "Yael", "Sanne", "Femke", "Shanice", "Anja",
    "Katrin", "Amara", "Zainab", "Habiba", "Mariam", "Róisín", "Maja", "Kirsi",
]  # fmt: skip
MALE = [
    "Kofi", "Kwame", "Yaw", "Kwabena", "Kojo", "Chidi", "Tunde", "Emeka",
    "Obinna", "Min-jun", "Hyun-woo", "Dong-hyun", "Jae-won", "Haruto", "Kenji",
    "Sora", "Daichi", "Thiago", "Caio", "Joaquim", "Rodrigo", "Eero", "Juha",
    "Veikko", "Mikko", "Emre", "Burak", "Deniz", "Mert", "Rhys", "Gethin",
    "Dylan", "Iolo", "Emyr", "Minh", "Quang", "Duc", "Tuan", "Bence", "Levente",
    "Gergő", "Zoltán", "Arjun", "Rohan", "Vikram", "Sanjay", "Karthik",
    "Tomasz", "Piotr", "Marek", "Cian", "Oisín", "Pádraig", "Ronan", "Javier",
    "Álvaro", "Matteo", "Lorenzo", "Nikos", "Yannis", "Omar", "Yusuf", "Karim",
    "Tariq", "Wei", "Mingyu", "Hao", "Dawit", "Bekele", "Callum", "Oliver",
    "Hamish", "Lars", "Henrik", "Sven", "Jomar", "Paolo", "Dmitri", "Taras",
    "Bohdan", "Santiago", "Diego", "Dariush", "Arash", "Kian", "Otieno", "Tane",
    "Eitan", "Joris", "Daan", "Marlon", "André", "Lukas", "Jonas", "Felix",
    "Ebo", "Nnamdi",
]  # fmt: skip
GENDER = {**dict.fromkeys(FEMALE, "f"), **dict.fromkeys(MALE, "m")}
NAMES = FEMALE + MALE
PRONOUNS = {
    "f": {"pr": "she", "obj": "her", "pos": "her"},
    "m": {"pr": "he", "obj": "him", "pos": "his"},
}
RELATIONS = {
    "f": ["my sister", "my cousin", "my flatmate", "my friend", "my best mate",
          "my neighbour", "my aunt", "my colleague"],
    "m": ["my brother", "my cousin", "my flatmate", "my friend", "my best mate",
          "my neighbour", "my uncle", "my colleague"],
}  # fmt: skip

# ---------------------------------------------------------------- values --

EMPLOYERS = [
    "Monzo", "Deloitte", "Ocado", "Siemens", "Accenture", "Spotify", "Tesco",
    "Arup", "Canva", "Zalando", "Infosys", "Atlassian", "Revolut", "the BBC",
    "KPMG", "Rolls-Royce", "Unilever", "Skyscanner", "Aviva", "Ubisoft", "Nokia",
    "Wipro", "Bosch", "Lidl", "IKEA", "Octopus Energy", "Stripe", "Shopify",
    "Mott MacDonald", "John Lewis", "Sainsbury's", "Vodafone", "Ryanair",
    "Deliveroo", "Capgemini", "Santander", "Ericsson", "Philips", "Airbus",
    "Dyson", "Greggs", "Bupa", "Kainos", "Zendesk", "HSBC", "Barclays",
]  # fmt: skip
PLACES = [
    "Leeds", "Hackney", "Clapham", "Rathmines", "Fitzroy", "Kreuzberg",
    "Brooklyn", "Bristol", "Glasgow", "Montreuil", "Bandra", "Indiranagar",
    "Ancoats", "Leith", "Headingley", "Didsbury", "Porto", "Walthamstow",
    "Peckham", "Cork", "Galway", "Brighton", "Bondi", "Cardiff",
    "Stoke Newington", "Neukölln", "Gràcia", "Kadıköy", "Jesmond", "Harrogate",
    "Sheffield", "Deptford", "Ealing", "Salford", "Drumcondra", "Marrickville",
    "Northcote", "Williamsburg", "Vila Madalena", "Kallio", "Södermalm",
    "Portobello", "Roath", "Southsea",
]  # fmt: skip
CARS = [
    "2019 Golf", "Kia Niro", "Yaris", "Tesla Model 3", "MG4", "Skoda Octavia",
    "Fiat Panda", "Land Rover Defender", "Honda Jazz", "Nissan Leaf",
    "Mini Cooper", "Volvo XC40", "Hyundai Ioniq 5", "Dacia Duster", "Fiat 500",
    "BMW 3 Series", "Mazda MX-5", "Peugeot 208", "Renault Zoe", "Subaru Outback",
    "Toyota Prius", "Ford Focus", "VW Polo", "Kia Sportage", "Vauxhall Corsa",
    "Citroen Berlingo", "Audi A3", "Seat Leon", "Cupra Born", "Polestar 2",
    "2015 Civic", "Range Rover Evoque", "Suzuki Swift", "Jeep Renegade",
    "2008 Fiesta", "Toyota Corolla", "Nissan Qashqai", "Hyundai i10",
]  # fmt: skip
# value, after "I'm" / "is", after "I've" / "has", attributive
DIETS = [
    ("vegan", "vegan", "gone vegan", "vegan"),
    ("keto", "doing keto", "gone keto", "keto"),
    ("pescatarian", "pescatarian", "gone pescatarian", "pescatarian"),
    ("no carbs", "doing no carbs", "started doing no carbs", "no carbs"),
    ("gluten-free", "gluten-free", "gone gluten-free", "gluten-free"),
    ("intermittent fasting", "doing intermittent fasting",
     "started intermittent fasting", "intermittent fasting"),
    ("vegetarian", "vegetarian", "gone vegetarian", "vegetarian"),
    ("dairy-free", "dairy-free", "gone dairy-free", "dairy-free"),
    ("low-FODMAP", "on low-FODMAP", "started low-FODMAP", "low-FODMAP"),
    ("paleo", "doing paleo", "gone paleo", "paleo"),
    ("Mediterranean", "on the Mediterranean diet",
     "switched to the Mediterranean diet", "Mediterranean"),
    ("carnivore", "doing carnivore", "gone carnivore", "carnivore"),
    ("plant-based", "plant-based", "gone plant-based", "plant-based"),
    ("flexitarian", "flexitarian", "gone flexitarian", "flexitarian"),
    ("low-carb", "low-carb", "gone low-carb", "low-carb"),
    ("Whole30", "doing Whole30", "started Whole30", "Whole30"),
    ("sugar-free", "sugar-free", "gone sugar-free", "sugar-free"),
    ("16:8 fasting", "doing 16:8 fasting", "started 16:8 fasting", "16:8 fasting"),
]  # fmt: skip
DIET_FORMS = {d[0]: {"be": d[1], "go": d[2], "adj": d[3]} for d in DIETS}
WORK_TEAMS = [
    ("payments team", "the payments team"), ("Platform", "Platform"),
    ("data engineering", "data engineering"),
    ("night shift crew", "the night shift crew"),
    ("customer success", "customer success"), ("growth team", "the growth team"),
    ("infrastructure", "infrastructure"), ("security team", "the security team"),
    ("mobile team", "the mobile team"), ("onboarding squad", "the onboarding squad"),
    ("billing", "billing"), ("QA", "QA"), ("search team", "the search team"),
    ("site reliability", "site reliability"), ("finance ops", "finance ops"),
    ("fraud team", "the fraud team"), ("design systems", "design systems"),
    ("accounts payable", "accounts payable"), ("logistics", "logistics"),
    ("weekend crew", "the weekend crew"), ("research team", "the research team"),
    ("analytics", "analytics"), ("trading desk", "the trading desk"),
    ("claims team", "the claims team"),
]  # fmt: skip
SPORT_TEAMS = [
    ("Hackney Wick FC", "Hackney Wick FC"), ("Clapton Ravens", "the Clapton Ravens"),
    ("Leith Athletic", "Leith Athletic"), ("Sunday Strikers", "the Sunday Strikers"),
    ("Riverside Rovers", "Riverside Rovers"), ("Harbour Hawks", "the Harbour Hawks"),
    ("Tooting Titans", "the Tooting Titans"),
    ("Dockside Dragons", "the Dockside Dragons"),
    ("Northern Owls", "the Northern Owls"), ("Kelpies RFC", "Kelpies RFC"),
    ("Highgate Harriers", "Highgate Harriers"),
    ("Bohemian Vets", "the Bohemian Vets"), ("Phoenix Netball", "Phoenix Netball"),
    ("Real Ale Madrid", "Real Ale Madrid"),
    ("Canal Street Cobras", "the Canal Street Cobras"),
    ("Westfield Wanderers", "Westfield Wanderers"),
    ("Marsh Lane United", "Marsh Lane United"),
    ("Grove Park Gladiators", "the Grove Park Gladiators"),
]  # fmt: skip
TEAM_NP = dict(WORK_TEAMS + SPORT_TEAMS)

# budget things: "the" phrase, bare label, phrase for someone else's,
# scale in pounds (low, high, step), monthly
BUDGET_THINGS = [
    ("the house", "house", "a house", (300_000, 800_000, 5_000), False),
    ("the wedding", "wedding", "a wedding", (8_000, 40_000, 1_000), False),
    ("the trip to Japan", "Japan trip", "a Japan trip", (3_000, 10_000, 500), False),
    ("the kitchen renovation", "kitchen renovation", "a new kitchen",
     (10_000, 45_000, 1_000), False),
    ("the loft conversion", "loft conversion", "a loft conversion",
     (30_000, 70_000, 1_000), False),
    ("the honeymoon", "honeymoon", "a honeymoon", (3_000, 12_000, 500), False),
    ("childcare", "childcare", "childcare", (600, 1_800, 50), True),
    ("the garden makeover", "garden", "a garden makeover", (3_000, 15_000, 500), False),
    ("the bathroom refit", "bathroom refit", "a bathroom refit",
     (6_000, 20_000, 500), False),
    ("the summer holiday", "holiday", "a summer holiday", (1_500, 6_000, 100), False),
    ("the engagement ring", "ring", "an engagement ring", (1_500, 8_000, 100), False),
]  # fmt: skip
CURRENCIES = ["GBP"] * 9 + ["USD"] * 4 + ["EUR"] * 4 + ["INR"] * 3
# rough purchasing-power rates from pounds, so amounts read as plausible
RATE = {"GBP": 1.0, "USD": 1.27, "EUR": 1.17, "INR": 40.0}

SURNAMES = [
    "asante", "mensah", "park", "kim", "oliveira", "santos", "virtanen",
    "korhonen", "yilmaz", "demir", "pritchard", "nguyen", "tran", "nagy",
    "horvath", "sharma", "iyer", "kowalski", "murphy", "byrne", "garcia",
    "rossi", "papadopoulos", "haddad", "chen", "tesfaye", "macleod",
    "lindqvist", "delacruz", "petrenko", "hernandez", "rahimi", "kariuki",
    "cohen", "devries", "silva", "weber", "okafor", "adeyemi", "sato",
    "tanaka", "evans", "owusu", "boateng", "szabo", "pham",
]  # fmt: skip
HANDLES = [
    "tea.and.toast", "pixelfern", "quietbirch", "moonlit.moth", "bramble.jam",
    "the.real.capybara", "northwind88", "sundaypancakes", "orbit.kettle",
    "mossy.stone", "lazy.heron", "copperfox", "salt.and.vinegar", "night.tram",
    "paper.lantern", "tidepool", "oat.flapjack", "velvet.otter",
]  # fmt: skip
EMAIL_WORDS = [
    "bramble",
    "moth",
    "heron",
    "fern",
    "otter",
    "kettle",
    "tram",
    "lantern",
    "birch",
    "fox",
    "reads",
    "runs",
    "bakes",
    "cycles",
]
DOMAINS = [
    "gmail.com", "outlook.com", "hotmail.co.uk", "icloud.com", "protonmail.com",
    "fastmail.com", "yahoo.com", "gmx.de", "hey.com", "btinternet.com",
    "live.ie", "mail.com", "posteo.de", "zoho.com",
]  # fmt: skip

CHATTER = [
    "The bins go out on Thursday this week because of the bank holiday.",
    "Good shakshuka needs more cumin than seems reasonable.",
    "That documentary about octopuses was genuinely moving.",
    "Rain all weekend apparently, typical.",
    "The printer at the library only takes exact change.",
    "Reminder: dentist appointment moved to 3pm Friday.",
    "Sourdough starter needs feeding every 12 hours, apparently.",
    "The new season of that baking show starts tonight.",
    "Oat milk is on offer at the corner shop.",
    "Train strike on Wednesday, so the 8:12 won't run.",
    "The cat knocked a plant off the windowsill again.",
    "Parcel was left with the neighbour at number 14.",
    "Tomatoes should never go in the fridge, according to the internet.",
    "Quiz night at the Crown is back on the first Tuesday of the month.",
    "The boiler engineer is coming between 8 and 12.",
    "That podcast episode on Roman roads was excellent.",
    "Book club pick this month is Piranesi.",
    "Clocks go forward at the end of March.",
    "The gym is closed for refurbishment until the 20th.",
    "Half the street lost power for an hour last night.",
    "Lemon drizzle came out a bit dense this time.",
    "Someone left a sofa on the pavement outside.",
    "The plumber quoted way too much for a dripping tap.",
    "Wordle today was brutal.",
    "Passport renewals take about three weeks right now.",
    "Basil keeps dying on the windowsill.",
    "The film starts at 7:40, trailers until about eight.",
    "Dishwasher tablets are running low.",
    "A fox sat in the garden at 2am, just staring.",
    "The recycling collection skipped the whole road again.",
    "That jigsaw has one piece missing, of course.",
    "The washing machine makes a horrible noise on the spin cycle.",
    "Pancake day is on the 17th.",
    "Leftover curry tastes better on day two, no question.",
    "The library has extended its opening hours on Sundays.",
    "New episode of the murder mystery podcast dropped this morning.",
    "Ice on the roads this morning, the gritters missed the hill.",
    "The kettle has started tasting of limescale.",
    "Tickets for the gig go on sale Friday at 9.",
    "Sunflower seeds are fine for the birds, bread isn't.",
    "The lift in the building is out of order again.",
    "Cinnamon buns from the Swedish bakery are worth the queue.",
    "Pharmacy closes at 6 on Saturdays.",
    "The smoke alarm needs a new battery, it keeps chirping.",
    "Snowdrops are already out in the park.",
    "That crossword took the whole train ride.",
]


def T(i: str | None, n: str) -> tuple[str | None, str]:
    """A template pair: the wording for an "I" subject and for a named one."""
    return (i, n)


# ----------------------------------------------------------------- kinds --
# Placeholders: {S} subject name, {their}/{they}/{them} subject pronouns,
# {rel}/{Rel} relation ("my sister"), {date}, {thing}/{bare} (budget),
# {new}/{old}/{v} values with form suffixes _a (car), _np (team), _be/_go/_adj
# (diet), _pt/_pr/_obj/_pos (people), {Q} another person, {P} a distractor's
# person, {prev}/{named} in questions.

MANAGER = {
    "opener": [
        T("My manager is {new}, {new_pr}'s been great so far.",
          "{S}'s manager is {new}, and {S} rates {new_obj} highly."),
        T("I report to {new} at work.", "{S} reports to {new} at work."),
        T("My boss is {new}, pretty chill as bosses go.",
          "{S}'s boss at work is {new}, pretty chill as bosses go."),
        T("At work I'm under {new}, who runs the whole floor.",
          "{S} works under {new}, who runs the whole floor."),
    ],
    "phrasings": [
        ("plain", [
            T("{new} is my manager now.", "{new} is {S}'s manager now."),
            T("My manager's {new} now, by the way.", "{S}'s manager is {new} now."),
            T("I report to {new} now.", "{S} reports to {new} now."),
        ]),
        ("passive", [
            T("I've been moved under {new}.", "{S} has been moved under {new}."),
            T("I've been reassigned to {new}'s team, so {new_pr}'s my boss now.",
              "{S} has been reassigned to {new}'s team, so {new_pr}'s the boss now."),
            T("Got told today I'm being put under {new} from now on.",
              "{S} has been put under {new} in the reshuffle."),
        ]),
        ("new value as subject", [
            T("{new}'s my manager as of this week.",
              "{new} became {S}'s manager this week."),
            T("{new} has taken over from {old} as my manager.",
              "{new} has taken over from {old} as {S}'s manager."),
            T("{new} is running my one-to-ones now that {old} has handed me over.",
              "{new} is running {S}'s one-to-ones now that {old} has handed "
              "{S} over."),
        ]),
        ("fragment", [
            T("New boss for me: {new}.", "{S}'s new boss: {new}."),
            T("My line manager: {new}. Effective today.",
              "{S}, line manager: {new}. Effective today."),
            T("Manager change. Mine's {new} now.",
              "Manager change for {S}. {new} now."),
        ]),
        ("lower-case chat", [
            T("lol so {new} is my boss now, wild",
              "lol {S} got put under {new}, so {new}'s the boss now"),
            T("ngl bit nervous, i'm reporting to {new} from now on",
              "{S}'s reporting to {new} now, no more {old} tbh"),
            T("ok so my manager is {new} now, {old} moved on lol",
              "fyi {S}'s manager is {new} now, {old} moved teams"),
        ]),
        ("dated", [
            T("Since {date} I've been reporting to {new}.",
              "Since {date}, {S} has been reporting to {new}."),
            T("As of {date} my manager is {new}.",
              "As of {date}, {S}'s manager is {new}."),
            T("From {date} onwards it's {new} I report to.",
              "From {date} onwards, {S} reports to {new}."),
        ]),
    ],
    "neg_fresh": [
        T("I had a chat with {v} about maybe joining {v_pos} team, but it's "
          "not happening.",
          "{S} talked to {v} about joining {v_pos} team, but it's not happening."),
        T("My colleague {Q} reports to {v}, which sounds rough.",
          "{S}'s colleague {Q} reports to {v}, which sounds rough."),
        T("{v} stood in as my manager for one afternoon while the boss was off.",
          "{v} stood in as {S}'s manager for one afternoon last week."),
        T("There was talk of putting me under {v}, but it fell through.",
          "There was talk of moving {S} under {v}, but it fell through."),
        T("I'm thinking about asking to move to {v}'s team at some point.",
          "{S} is thinking about asking to move to {v}'s team at some point."),
        T("Back in 2019 I had a manager called {v}, total nightmare.",
          "Years ago {S} had a manager called {v} at a previous job."),
        T("I interviewed for a role under {v} last month but didn't get it.",
          "{S} interviewed for a role under {v} but didn't get it."),
        T("{v} is my mentor, not my manager, just to be clear.",
          "{v} is {S}'s mentor, not {S}'s manager, just to be clear."),
    ],
    "neg_old": [
        T("I still miss having {v} as a manager, honestly.",
          "{S} still misses working under {v}, honestly."),
        T("I still cc {v} on everything out of habit, old reflex.",
          "{S} still cc's {v} on everything out of habit."),
        T("{v} still gets my holiday requests by mistake, HR haven't updated "
          "the system.",
          "The HR system still sends {S}'s holiday requests to {v}, nobody's "
          "fixed it."),
        T("Had coffee with {v} today, nice to catch up with my old boss.",
          "{S} had lunch with {v}, the old boss, today."),
    ],
    "other": [
        "{P}'s manager is {v}.",
        "{P} reports to {v} these days.",
        "{v} just became {P}'s boss after the reorg.",
        "{P} works under {v} on the third floor.",
    ],
    "q_new": {
        "now": T("Who's my manager now?", "Who is {S}'s manager now?"),
        "these_days": T("Who do I report to these days?",
                        "Who does {S} report to these days?"),
        "currently": T("Who is currently my boss at work?",
                       "Who is {S}'s boss currently?"),
        "at_the_moment": T("Who's my line manager at the moment?",
                           "Who's {S}'s line manager at the moment?"),
        "still_prev": T("Am I still reporting to {prev}?",
                        "Is {S} still reporting to {prev}?"),
        "still_new": T("Is {new} still my manager?", "Is {new} still {S}'s manager?"),
        "no_time": T("Who is my manager?", "Who is {S}'s manager?"),
        "latest": T("Who's the latest manager I've been put under?",
                    "Who's {S}'s latest manager?"),
        "whats": T("What's my manager's name?", "What's the name of {S}'s manager?"),
    },
    "q_old": {
        "before": T("Who was my manager before {named}?",
                    "Who managed {S} before {named}?"),
        "originally": T("Who was my manager originally?",
                        "Who was {S}'s manager originally?"),
        "at_first": T("Who did I report to at first?",
                      "Who did {S} report to at first?"),
        "previously": T("Who was my previous manager?",
                        "Who was {S}'s manager previously?"),
        "used_to": T("Who did I use to report to?", "Who did {S} use to report to?"),
        "old": T("Who was my old manager?", "Who was {S}'s old manager?"),
        "before_switch": T("Who was my manager before the switch?",
                           "Who was {S}'s manager before the change?"),
    },
}  # fmt: skip

EMPLOYER = {
    "opener": [
        T("I work at {new}.", "{S} works at {new}."),
        T("I'm at {new}, been there a couple of years.",
          "{S} is at {new}, has been for a couple of years."),
        T("My job's at {new}, mostly back-office stuff.",
          "{S}'s job is at {new}, mostly back-office stuff."),
        T("I work for {new} in the city centre.",
          "{S} works for {new} in the city centre."),
    ],
    "phrasings": [
        ("narrative", [
            T("Finally handed my notice in at {old}, I start at {new} on Monday.",
              "{S} finally left {old} and starts at {new} on Monday."),
            T("After months of interviews I've signed with {new}, last day at "
              "{old} was Friday.",
              "After months of interviews {S} signed with {new}, last day at "
              "{old} was Friday."),
            T("Long story, but {old} let a bunch of us go and I've landed a job "
              "at {new}.",
              "Long story, but {old} made {S} redundant and {S} has landed a job "
              "at {new}."),
        ]),
        ("negation", [
            T("I'm not at {old} any more, I work for {new} now.",
              "{S} isn't at {old} any more, {S} works for {new} now."),
            T("No longer with {old} - my job's at {new} now.",
              "{S} is no longer with {old}, it's {new} now."),
            T("Not {old} these days, I moved over to {new}.",
              "Not {old} these days, {S} moved over to {new}."),
        ]),
        ("question back", [
            T("I start at {new} next week, any tips for a first week?",
              "{S} starts at {new} next week, any first-week tips to pass on?"),
            T("Just accepted the offer from {new}, how do I tell {old} I'm leaving?",
              "{S} accepted the offer from {new}, what's the best way to tell "
              "{old}?"),
            T("Now that I'm working at {new}, should I update LinkedIn straight "
              "away?",
              "Now that {S} is working at {new}, should LinkedIn be updated "
              "straight away?"),
        ]),
        ("emotion/hedging", [
            T("Ugh, it's official, I'm leaving {old} for {new}. Feels weird.",
              "Ugh, it's official, {S} is leaving {old} for {new}. Feels weird."),
            T("Still can't quite believe it but I actually work at {new} now.",
              "Still can't quite believe it, but {S} actually works at {new} now."),
            T("Bit scared, bit excited - I signed the contract with {new} today, "
              "so that's my employer now.",
              "Bit of a shock, but {S} signed the contract with {new} today, so "
              "that's {their} employer now."),
        ]),
        ("second clause", [
            T("The boiler finally got fixed, and also I've started at {new} this "
              "week.",
              "The weather's been grim all week, and {S} started at {new} on "
              "Tuesday."),
            T("Watched that new series last night, oh and I work at {new} now, "
              "forgot to say.",
              "Long day of errands; also {S} works at {new} now, forgot to "
              "mention."),
            T("Dinner was a disaster, but on the bright side my first day at "
              "{new} went well.",
              "The dog's been poorly, and in other news {S} has moved to {new}."),
        ]),
        ("indirect", [
            T("Onboarding at {new} is endless, I've had three days of slides.",
              "{S} says the onboarding at {new} is endless, three days of slides."),
            T("My {new} pass finally works, so I can get into the building "
              "without queuing at reception.",
              "{S}'s {new} pass finally works, no more queuing at reception on "
              "day three."),
            T("My commute to the {new} office is so much better than the old one.",
              "{S} reckons the commute to the {new} office beats the old one."),
        ]),
    ],
    "neg_fresh": [
        T("I had an interview at {v} but they went with someone else.",
          "{S} had an interview at {v} but they went with someone else."),
        T("{v} sent me an offer but I turned it down.",
          "{S} turned down an offer from {v}."),
        T("A recruiter from {v} keeps messaging me on LinkedIn.",
          "A recruiter from {v} keeps messaging {S} on LinkedIn."),
        T("I did a summer internship at {v} back in 2016.",
          "{S} interned at {v} one summer back in 2016."),
        T("I'm doing a bit of freelance work for {v} on the side, a couple of "
          "evenings a month.",
          "{S} does a bit of freelance work for {v} on the side."),
        T("My brother works at {v} and keeps saying I should apply.",
          "{S}'s sister works at {v} and keeps saying {S} should apply."),
        T("Thinking about applying to {v}, but I probably won't.",
          "{S} is thinking about applying to {v}, probably won't though."),
    ],
    "neg_old": [
        T("I still miss the free lunches at {v}.", "{S} still misses the canteen at {v}."),
        T("Still getting emails to my old {v} address somehow.",
          "{S} still gets the odd {v} staff newsletter, never unsubscribed."),
        T("Nearly swiped my old {v} pass at the barrier this morning, muscle "
          "memory.",
          "{S} turned up at the {v} building by accident this morning, pure habit."),
        T("Had drinks with the old {v} crowd last night, I'd forgotten how "
          "much fun they are.",
          "{S} met up with the old {v} crowd for drinks last night."),
    ],
    "other": [
        "{P} works at {v}.",
        "{P} just got a job at {v}.",
        "{P} has been at {v} for about five years.",
    ],
    "q_new": {
        "now": T("Where do I work now?", "Where does {S} work now?"),
        "these_days": T("Who do I work for these days?",
                        "Who does {S} work for these days?"),
        "currently": T("Which company am I currently at?",
                       "Which company is {S} currently at?"),
        "at_the_moment": T("Who's my employer at the moment?",
                           "Who's {S}'s employer at the moment?"),
        "still_prev": T("Am I still at {prev}?", "Is {S} still at {prev}?"),
        "still_new": T("Do I still work at {new}?", "Does {S} still work at {new}?"),
        "no_time": T("Where do I work?", "Who does {S} work for?"),
        "latest": T("Which company is my latest employer?",
                    "Which company is {S}'s latest employer?"),
        "whats": T("What's my employer?", "What's {S}'s employer?"),
    },
    "q_old": {
        "before": T("Where did I work before {named}?",
                    "Where did {S} work before {named}?"),
        "originally": T("Who was I working for originally?",
                        "Who was {S} working for originally?"),
        "at_first": T("Where did I work at first?", "Where did {S} work at first?"),
        "previously": T("Which company was I at previously?",
                        "Which company was {S} at previously?"),
        "used_to": T("Where did I use to work?", "Where did {S} use to work?"),
        "old": T("What was my old company?", "What was {S}'s old company?"),
        "before_switch": T("Where was I working before I switched jobs?",
                           "Where was {S} working before switching jobs?"),
    },
}  # fmt: skip

RESIDENCE = {
    "opener": [
        T("I live in {new}.", "{S} lives in {new}."),
        T("I'm based in {new}, near the station.",
          "{S} is based in {new}, near the station."),
        T("Home for me is a small flat in {new}.", "{S} has a small flat in {new}."),
        T("I rent a place in {new} with two flatmates.",
          "{S} rents a place in {new} with two flatmates."),
    ],
    "phrasings": [
        ("indirect", [
            T("My commute from the new place in {new} is brutal.",
              "{S}'s commute from the new place in {new} is brutal."),
            T("Unpacking the last of my boxes in {new}, the kitchen here is tiny.",
              "{S} is still unpacking boxes at the new flat in {new}."),
            T("Registered with a GP in {new} today now that I've got the keys.",
              "{S} registered with a GP in {new} now that the keys are sorted."),
        ]),
        ("dated", [
            T("Since {date} I've been living in {new}.",
              "Since {date}, {S} has been living in {new}."),
            T("As of {date} my address is in {new}.",
              "As of {date}, {S}'s address is in {new}."),
            T("I've been in {new} since {date}, the lease is signed.",
              "{S} has been in {new} since {date}, the lease is signed."),
        ]),
        ("narrative", [
            T("Finally moved out of {old} at the weekend, I'm in {new} now.",
              "{S} finally moved out of {old} at the weekend and is in {new} now."),
            T("The landlord in {old} sold up, so I found a flat in {new} and "
              "moved last week.",
              "{S}'s landlord in {old} sold up, so {S} found a flat in {new} and "
              "moved last week."),
            T("After two months of viewings I've moved to {new}, goodbye {old}.",
              "After two months of viewings {S} has moved to {new}, goodbye {old}."),
        ]),
        ("subject late", [
            T(None, "Moved to {new} last week, did {S}."),
            T(None, "Living in {new} now, after all that house hunting, is {S}."),
            T(None, "New flat in {new}, keys collected on Friday, finally, for {S}."),
        ]),
        ("lower-case chat", [
            T("i moved to {new} innit, way cheaper than {old}",
              "{S} moved to {new} lol, {old} got too pricey"),
            T("ok so i'm officially a {new} resident now haha",
              "{S}'s officially living in {new} now haha"),
            T("my new flat's in {new}!! bye bye {old}",
              "{S} lives in {new} now, bye bye {old}"),
        ]),
        ("question back", [
            T("I've just moved to {new}, what are the good cafés round here?",
              "{S} just moved to {new}, any good cafés there?"),
            T("Now that I live in {new}, which bus gets me into town fastest?",
              "{S} lives in {new} now, which bus is fastest into town from there?"),
            T("Got the keys to my place in {new} today, what should I do first?",
              "{S} got the keys to a flat in {new} today, what should come first?"),
        ]),
    ],
    "neg_fresh": [
        T("I went to a viewing in {v} but the flat was awful.",
          "{S} went to a viewing in {v} but the flat was awful."),
        T("I lived in {v} for a summer in 2015.",
          "{S} lived in {v} for a summer back in 2015."),
        T("My friend keeps telling me to move to {v}.",
          "A friend keeps telling {S} to move to {v}."),
        T("Thinking about moving to {v} at some point, not any time soon "
          "though, I'm staying put.",
          "{S} is thinking about moving to {v} someday, nothing concrete."),
        T("Put an offer in on a place in {v}, but we got outbid.",
          "{S} put an offer in on a place in {v} but got outbid."),
        T("I'm staying at a friend's in {v} for the weekend.",
          "{S} is staying with friends in {v} this weekend."),
        T("I work in {v} but would never live there.",
          "{S} works in {v} but wouldn't live there."),
    ],
    "neg_old": [
        T("Post is still going to my old address in {v}, need to sort a "
          "redirect.",
          "{S}'s post is still going to the old place in {v}."),
        T("I really miss {v}, the new area isn't the same.",
          "{S} really misses living in {v}."),
        T("Nearly got the bus back to {v} after work today, total autopilot on "
          "my part.",
          "{S} caught the old bus towards {v} after work, pure habit."),
        T("Went back to {v} for a drink with my old neighbours.",
          "{S} went back to {v} for a drink with the old neighbours."),
    ],
    "other": [
        "{P} lives in {v}.",
        "{P} just moved to {v}.",
        "{P} has a flat in {v} near the park.",
    ],
    "q_new": {
        "now": T("Where do I live now?", "Where does {S} live now?"),
        "these_days": T("Where am I living these days?",
                        "Where's {S} living these days?"),
        "currently": T("Where am I currently based?", "Where is {S} currently based?"),
        "at_the_moment": T("Where's home for me at the moment?",
                           "Where does {S} live at the moment?"),
        "still_prev": T("Do I still live in {prev}?", "Does {S} still live in {prev}?"),
        "still_new": T("Am I still living in {new}?", "Is {S} still living in {new}?"),
        "no_time": T("Where do I live?", "Where does {S} live?"),
        "latest": T("Which area is my latest place in?",
                    "Which area is {S}'s latest place in?"),
        "whats": T("What's my neighbourhood?", "What's {S}'s neighbourhood?"),
    },
    "q_old": {
        "before": T("Where did I live before {named}?",
                    "Where did {S} live before {named}?"),
        "originally": T("Where did I live originally?",
                        "Where did {S} live originally?"),
        "at_first": T("Where was I living at first?", "Where was {S} living at first?"),
        "previously": T("Where was I living previously?",
                        "Where was {S} living previously?"),
        "used_to": T("Where did I use to live?", "Where did {S} use to live?"),
        "old": T("What was my old neighbourhood?", "What was {S}'s old area?"),
        "before_switch": T("Where did I live before moving?",
                           "Where did {S} live before moving?"),
    },
}  # fmt: skip

PARTNER = {
    "opener": [
        T("My {new_pt} is {new}, we've been together about a year.",
          "{S}'s {new_pt} is {new}, they've been together about a year."),
        T("I'm with {new}, {new_pr}'s lovely.", "{S} is with {new}, who's lovely."),
        T("I've been seeing {new} for a while now.",
          "{S} has been seeing {new} for a while now."),
        T("I'm going out with {new}, we met at a friend's party.",
          "{S} is going out with {new}, they met at a friend's party."),
    ],
    "phrasings": [
        ("plain", [
            T("I'm seeing {new} now.", "{S} is seeing {new} now."),
            T("My {new_pt} is {new} now.", "{S}'s {new_pt} is {new} now."),
            T("I'm with {new} now.", "{S} is with {new} now."),
        ]),
        ("negation", [
            T("I'm not with {old} any more, I'm with {new} now.",
              "{S} isn't with {old} any more, it's {new} now."),
            T("{old} and I split up. I'm seeing {new} now.",
              "{S} and {old} split up; {S}'s with {new} now."),
            T("No more {old} - it's {new} for me now.",
              "No more {old} for {S}, {S} is going out with {new} now."),
        ]),
        ("relation as subject", [
            T(None, "{Rel} {S}'s got a new {new_pt}, {new}, apparently it's "
                    "serious."),
            T(None, "{Rel} {S} broke up with {old} and is with {new} now."),
            T(None, "Guess what, {rel} {S} is dating {new} now."),
        ]),
        ("emotion/hedging", [
            T("Okay, don't laugh, but {new} and I are officially together now.",
              "Okay so it's official, {S} and {new} are together now."),
            T("Ugh, it's weird saying it, but {old} is my ex and I'm with {new} "
              "now.",
              "Honestly didn't see it coming, but {S} is with {new} now, {old} is "
              "history."),
            T("I think, well, I'm pretty sure {new} is my {new_pt} now, we made "
              "it official.",
              "Sort of, kind of, {S} and {new} are a thing now, official as of "
              "the weekend."),
        ]),
        ("second clause", [
            T("Work was manic today, and I've started seeing someone, {new}.",
              "The match got rained off, and {S} has started seeing someone "
              "called {new}."),
            T("Finished the book finally; also, {old} and I are done and I'm "
              "with {new} now.",
              "Bins got missed again; anyway, {S} is with {new} now, not {old}."),
            T("Spent all morning at the garage, oh and my {new_pt} is {new} now, "
              "long story.",
              "Spent ages at the post office, oh and {S}'s {new_pt} is {new} now, "
              "long story."),
        ]),
        ("new value as subject", [
            T("{new}'s my {new_pt} now.", "{new}'s {S}'s {new_pt} now."),
            T("{new} asked me out and now we're together.",
              "{new} asked {S} out and now they're together."),
            T("{new} moved in with me last month, we're properly together.",
              "{new} moved in with {S} last month, they're properly together."),
        ]),
    ],
    "neg_fresh": [
        T("I went on one date with {v}, nothing came of it.",
          "{S} went on one date with {v}, nothing came of it."),
        T("My mate keeps trying to set me up with {v}.",
          "Friends keep trying to set {S} up with {v}."),
        T("{v} asked me out, but I said no.", "{v} asked {S} out, but {S} said no."),
        T("I had a massive crush on {v} at school.",
          "{S} had a massive crush on {v} at school."),
        T("I was with {v} for a couple of years at uni.",
          "{S} dated {v} for a couple of years at uni."),
        T("Got matched with {v} on an app, we're just chatting.",
          "{S} matched with {v} on an app, just chatting so far."),
        T("My friend {Q} is with {v}, they're sweet together.",
          "{S}'s friend {Q} is dating {v}, they're sweet together."),
    ],
    "neg_old": [
        T("Accidentally called my {cur_pt} by {v}'s name today, absolutely "
          "mortifying.",
          "{S} accidentally called the new {cur_pt} by {v}'s name, which went "
          "down badly."),
        T("Bumped into {v} in town, first time I've seen {v_obj} since the "
          "break-up.",
          "{S} bumped into {v} in town, first time since the break-up."),
        T("I've still got a jumper of {v}'s, need to give it back.",
          "{S} still has a box of {v}'s stuff to give back."),
        T("I miss {v} sometimes, if I'm honest.", "{S} admits to missing {v} sometimes."),
    ],
    "other": [
        "{P}'s {v_pt} is {v}.",
        "{P} is seeing someone called {v}.",
        "{P} and {v} just got engaged.",
    ],
    "q_new": {
        "now": T("Who am I seeing now?", "Who is {S} seeing now?"),
        "these_days": T("Who's my partner these days?",
                        "Who's {S}'s partner these days?"),
        "currently": T("Who am I currently with?", "Who is {S} currently with?"),
        "at_the_moment": T("Who am I dating at the moment?",
                           "Who's {S} dating at the moment?"),
        "still_prev": T("Am I still with {prev}?", "Is {S} still with {prev}?"),
        "still_new": T("Am I still going out with {new}?",
                       "Is {S} still going out with {new}?"),
        "no_time": T("Who is my partner?", "Who is {S}'s partner?"),
        "latest": T("Who's my latest partner?", "Who's {S}'s latest partner?"),
        "whats": T("What's my partner's name?", "What's {S}'s partner called?"),
    },
    "q_old": {
        "before": T("Who was I with before {named}?", "Who was {S} with before {named}?"),
        "originally": T("Who was my partner originally?",
                        "Who was {S}'s partner originally?"),
        "at_first": T("Who was I seeing at first?", "Who was {S} seeing at first?"),
        "previously": T("Who was I with previously?", "Who was {S} with previously?"),
        "used_to": T("Who did I use to go out with?",
                     "Who did {S} use to go out with?"),
        "old": T("Who was my old partner?", "Who was {S}'s old partner?"),
        "before_switch": T("Who was I seeing before the break-up?",
                           "Who was {S} with before the break-up?"),
    },
}  # fmt: skip

PHONE = {
    "opener": [
        T("My number is {new}.", "{S}'s number is {new}."),
        T("You can reach me on {new}.", "{S} can be reached on {new}."),
        T("My mobile's {new} if anyone asks.", "{S}'s mobile is {new} if anyone asks."),
        T("My phone number is {new}.", "{S}'s phone number is {new}."),
    ],
    "phrasings": [
        ("fragment", [
            T("My new number: {new}.", "{S}'s new number: {new}."),
            T("Number change for me. {new} from now on.",
              "Number change for {S}. {new} from now on."),
            T("My mobile - {new}. Old one's dead.", "{S}, mobile: {new}. Old one's dead."),
        ]),
        ("plain", [
            T("My number is {new} now.", "{S}'s number is {new} now."),
            T("I've got a new phone number, it's {new}.",
              "{S} has a new phone number, it's {new}."),
            T("My mobile is {new} now.", "{S}'s mobile is {new} now."),
        ]),
        ("negation", [
            T("Don't use {old} any more, my number is {new}.",
              "Don't use {old} for {S} any more, it's {new}."),
            T("{old} isn't my number now, it's {new}.",
              "{old} isn't {S}'s number now, it's {new}."),
            T("I'm not on {old} anymore, ring me on {new}.",
              "{S} is not on {old} anymore, use {new}."),
        ]),
        ("relation as subject", [
            T(None, "{Rel} {S}'s new number is {new}."),
            T(None, "{Rel} {S} changed numbers, it's {new} now."),
            T(None, "{Rel} {S} got a new phone, the number's {new}."),
        ]),
        ("dated", [
            T("Since {date} my number has been {new}.",
              "Since {date}, {S}'s number has been {new}."),
            T("From {date} I'm on {new}, the old SIM is cancelled.",
              "From {date}, {S} is on {new}; the old SIM is cancelled."),
            T("As of {date}, my phone number is {new}.",
              "As of {date}, {S}'s phone number is {new}."),
        ]),
        ("question back", [
            T("Got a new number, {new} - can you use that for me from now on?",
              "{S} has a new number, {new} - can you use that from now on?"),
            T("My number's changed to {new}, do I need to tell the bank "
              "separately?",
              "{S}'s number has changed to {new}, does the bank need telling "
              "separately?"),
            T("I switched to {new} when I changed networks, how do I move "
              "WhatsApp over?",
              "{S} switched to {new} after changing networks, how does WhatsApp "
              "move over?"),
        ]),
    ],
    "neg_fresh": [
        T("My work phone is {v}, but that's only for the office.",
          "{S}'s work phone is {v}, office hours only."),
        T("I've got a travel SIM, {v}, just for the trip.",
          "{S} has a travel SIM for the trip, {v}, just for the week."),
        T("The landline at my parents' place is {v}.", "{S}'s parents' landline is {v}."),
        T("The network offered me {v} as a new number but I said no.",
          "The network offered {S} the number {v}, but {S} said no."),
        T("Back when I lived abroad my number was {v}.",
          "Back when {S} lived abroad, {S}'s number was {v}."),
        T("I gave the garage {v} by mistake, that's not even my number.",
          "{S} gave the garage {v} by mistake, it isn't even {their} number."),
        T("I looked at getting a second number, {v}, for the side business, "
          "but didn't bother.",
          "{S} nearly got a second number, {v}, for the side business, but "
          "didn't bother."),
    ],
    "neg_old": [
        T("The dentist still has {v} on file for me, need to update it.",
          "The dentist still has {v} on file for {S}."),
        T("Old habits: I gave out {v} at the pharmacy today without thinking.",
          "{S} gave out {v} at the pharmacy today out of habit."),
        T("My old number {v} is still forwarding texts for a few more days.",
          "{S}'s old number {v} is still forwarding texts for a few days."),
    ],
    "other": [
        "{P}'s number is {v}.",
        "{P} can be reached on {v}.",
        "{P} changed number to {v} last week.",
    ],
    "reuse": [
        "{P} was given {v} by the network after it got recycled.",
        "{P} had {v} saved under the wrong contact for months.",
    ],
    "q_new": {
        "now": T("What's my phone number now?", "What's {S}'s phone number now?"),
        "these_days": T("Which number am I on these days?",
                        "Which number is {S} on these days?"),
        "currently": T("What's my current mobile number?",
                       "What's {S}'s current mobile number?"),
        "at_the_moment": T("What number can I be reached on at the moment?",
                           "What number is {S} on at the moment?"),
        "still_prev": T("Is my number still {prev}?", "Is {S}'s number still {prev}?"),
        "still_new": T("Is {new} still my number?", "Is {new} still {S}'s number?"),
        "no_time": T("What is my phone number?", "What is {S}'s phone number?"),
        "latest": T("What's my latest number?", "What's the latest number for {S}?"),
        "whats": T("What's my mobile?", "What's {S}'s mobile?"),
    },
    "q_old": {
        "before": T("What was my number before {named}?",
                    "What was {S}'s number before {named}?"),
        "originally": T("What was my number originally?",
                        "What was {S}'s number originally?"),
        "at_first": T("What number did I have at first?",
                      "What number did {S} have at first?"),
        "previously": T("What was my previous number?",
                        "What was {S}'s previous number?"),
        "used_to": T("What number did I use to have?",
                     "What number did {S} use to have?"),
        "old": T("What was my old number?", "What was {S}'s old number?"),
        "before_switch": T("What was my number before I switched?",
                           "What was {S}'s number before switching?"),
    },
}  # fmt: skip

EMAIL = {
    "opener": [
        T("My email is {new}.", "{S}'s email is {new}."),
        T("Best email for me is {new}.", "Best email for {S} is {new}."),
        T("I use {new} for everything.", "{S} uses {new} for everything."),
        T("My email address is {new}, drop me a line.",
          "{S}'s email address is {new}."),
    ],
    "phrasings": [
        ("fragment", [
            T("My new email: {new}.", "{S}, new email: {new}."),
            T("Email change for me - {new}.", "Email change for {S} - {new}."),
            T("Contact update - my email's now {new}.",
              "Contact update, {S}: email now {new}."),
        ]),
        ("plain", [
            T("My email is {new} now.", "{S}'s email is {new} now."),
            T("I've switched to {new} for email.", "{S} has switched to {new} for email."),
            T("I use {new} now, please send stuff there.",
              "{S} uses {new} now, send stuff there."),
        ]),
        ("negation", [
            T("I don't use {old} any more, it's {new} now.",
              "{S} doesn't use {old} any more, it's {new} now."),
            T("Not {old} - my email is {new} these days.",
              "Not {old} - {S}'s email is {new} these days."),
            T("The {old} account is closed, reach me at {new}.",
              "The {old} account is closed, {S} is on {new} now."),
        ]),
        ("lower-case chat", [
            T("my new email is {new} btw, ditched the old one",
              "{S}'s got a new email btw, {new}"),
            T("ok so i'm on {new} now, {old} is dead lol",
              "{S} is on {new} now, {old} is dead lol"),
            T("email me at {new} from now on pls",
              "{S} said to use {new} from now on"),
        ]),
        ("second clause", [
            T("The gas bill came in higher than expected, and my email is {new} "
              "now, by the way.",
              "The hoover broke again, and {S}'s email is {new} now, by the way."),
            T("Took the dog to the vet; also, I've moved to {new} for email.",
              "Took the dog to the vet; also, {S} has moved to {new} for email."),
            T("Long day at the archive, and I've set up {new} as my main email "
              "now.",
              "Long week of deadlines, and {S} has set up {new} as the main email "
              "now."),
        ]),
        ("subject late", [
            T(None, "Using {new} for everything now, is {S}."),
            T(None, "That new address, {new}? It belongs to {S}."),
            T(None, "Switched email to {new} last week, that was {S}."),
        ]),
    ],
    "neg_fresh": [
        T("I made {v} as a throwaway for sign-ups, don't use it for anything "
          "real.",
          "{S} has {v} as a throwaway for sign-ups, not a real address."),
        T("My work email is {v}, but use my personal one for anything "
          "non-work.",
          "{S}'s work email is {v}, work stuff only."),
        T("I nearly switched to {v} but couldn't be bothered moving "
          "everything.",
          "{S} nearly switched to {v} but couldn't be bothered."),
        T("I set up {v} for the school newsletter, that's all it's for.",
          "{S} set up {v} just for the school newsletter."),
        T("I tried to register {v} but it was already taken.",
          "{S} tried to register {v} but it was already taken."),
        T("At uni my email was {v}.", "{S}'s uni email was {v}."),
    ],
    "neg_old": [
        T("Some newsletters still go to {v}, I keep forgetting to update them.",
          "Some newsletters still go to {S}'s old {v}."),
        T("I accidentally sent that form from {v}, force of habit.",
          "{S} accidentally sent the form from {v}, out of habit."),
        T("I still check {v} now and then for anything that slips through.",
          "{S} still checks {v} now and then."),
    ],
    "other": [
        "{P}'s email is {v}.",
        "{P} uses {v} for everything.",
        "Invoices for {P} go to {v}.",
    ],
    "reuse": [
        "{P} got an email meant for {v} by mistake.",
        "{P} typed {v} into a form by accident last week.",
    ],
    "q_new": {
        "now": T("What's my email now?", "What's {S}'s email now?"),
        "these_days": T("Which email am I using these days?",
                        "Which email is {S} using these days?"),
        "currently": T("What's my current email address?",
                       "What's {S}'s current email address?"),
        "at_the_moment": T("Where should emails to me go at the moment?",
                           "Which address does {S} use at the moment?"),
        "still_prev": T("Is my email still {prev}?", "Is {S}'s email still {prev}?"),
        "still_new": T("Is {new} still my email?", "Is {new} still {S}'s email?"),
        "no_time": T("What is my email address?", "What is {S}'s email address?"),
        "latest": T("What's my latest email address?",
                    "What's the latest email address for {S}?"),
        "whats": T("What's my email?", "What's {S}'s email?"),
    },
    "q_old": {
        "before": T("What email did I use before {named}?",
                    "What email did {S} use before {named}?"),
        "originally": T("What was my email originally?",
                        "What was {S}'s email originally?"),
        "at_first": T("Which email did I have at first?",
                      "Which email did {S} have at first?"),
        "previously": T("What was my previous email?",
                        "What was {S}'s previous email?"),
        "used_to": T("What email address did I use to have?",
                     "What email address did {S} use to have?"),
        "old": T("What was my old email?", "What was {S}'s old email?"),
        "before_switch": T("Which email did I use before switching?",
                           "Which email did {S} use before switching?"),
    },
}  # fmt: skip

CAR = {
    "opener": [
        T("I drive {new_a}.", "{S} drives {new_a}."),
        T("My car is {new_a}, nothing fancy.", "{S}'s car is {new_a}, nothing fancy."),
        T("I've had {new_a} for a few years now.",
          "{S} has had {new_a} for a few years now."),
        T("I get around in {new_a}.", "{S} gets around in {new_a}."),
    ],
    "phrasings": [
        ("narrative", [
            T("Traded in the {old} at the weekend and I drove home in {new_a}.",
              "{S} traded in the {old} at the weekend and drove home in {new_a}."),
            T("The {old} finally failed its MOT, so I've bought {new_a}.",
              "{S}'s {old} finally failed its MOT, so {S} bought {new_a}."),
            T("After weeks of looking I picked up {new_a} on Saturday and sold "
              "the {old}.",
              "After weeks of looking {S} picked up {new_a} and sold the {old}."),
        ]),
        ("indirect", [
            T("The boot on my new {new} is massive, fits the whole buggy.",
              "The boot on {S}'s new {new} is massive, fits the whole buggy."),
            T("Insuring the {new} is costing me less than the {old} did.",
              "Insuring the {new} costs {S} less than the {old} did."),
            T("Still getting used to the controls in my {new}, the indicators "
              "are on the wrong side.",
              "{S} is still getting used to the controls in the new {new}."),
        ]),
        ("emotion/hedging", [
            T("Ugh, sold the {old}, I drive {new_a} now. End of an era.",
              "End of an era, {S} sold the {old} and drives {new_a} now."),
            T("Honestly gutted, but the {old} is gone and I've got {new_a} now.",
              "Bit sad about it, but {S} has {new_a} now, the {old} is gone."),
            T("Can't believe I did it, I actually bought {new_a}!",
              "{S} actually went and bought {new_a}, can't believe it."),
        ]),
        ("question back", [
            T("Just got {new_a}, how often should I get it serviced?",
              "{S} just got {new_a}, how often should it be serviced?"),
            T("I've swapped the {old} for {new_a}, do I need to tell the "
              "insurer today?",
              "{S} swapped the {old} for {new_a}, does the insurer need to know "
              "straight away?"),
            T("Picked up my {new} yesterday, what tyre pressure should it run at?",
              "{S} picked up {new_a} yesterday, what tyre pressure should it run "
              "at?"),
        ]),
        ("relation as subject", [
            T(None, "{Rel} {S} has just bought {new_a}."),
            T(None, "{Rel} {S} got rid of the {old} and drives {new_a} now."),
            T(None, "{Rel} {S}'s new car is {new_a}."),
        ]),
        ("lower-case chat", [
            T("i got {new_a} lol, the {old} is gone",
              "{S} got {new_a} lol, sold the {old}"),
            T("my new whip is {new_a} haha", "{S}'s new whip is {new_a} haha"),
            T("finally ditched the {old}, i'm driving {new_a} now",
              "{S} ditched the {old}, driving {new_a} now"),
        ]),
    ],
    "neg_fresh": [
        T("I test-drove {v_a} at the weekend, not for me.",
          "{S} test-drove {v_a} at the weekend, not a fan."),
        T("I had {v_a} as a courtesy car while mine was in the garage.",
          "{S} had {v_a} as a courtesy car for a few days."),
        T("My dad keeps telling me to get {v_a}.",
          "{S}'s dad keeps telling {S} to get {v_a}."),
        T("Got a quote on {v_a}, way too pricey for me.",
          "{S} got a quote on {v_a}, way too pricey."),
        T("My first car was {v_a}, back in 2012.", "{S}'s first car was {v_a}, back in 2012."),
        T("I rented {v_a} for the holiday.", "{S} rented {v_a} for the holiday."),
        T("Thinking I might get {v_a} one day.", "{S} might get {v_a} one day."),
    ],
    "neg_old": [
        T("I still miss the {v}, it never broke down once.",
          "{S} still misses the {v}, it never broke down once."),
        T("Walked up to {v_a} in the car park out of habit, then remembered "
          "it's not mine any more.",
          "{S} walked up to {v_a} in the car park out of habit."),
        T("I've still got the {v} key on my keyring for some reason.",
          "{S} still has the {v} key on the keyring for some reason."),
    ],
    "other": [
        "{P} drives {v_a}.",
        "{P} just bought {v_a}.",
        "{P}'s car is {v_a}.",
    ],
    "q_new": {
        "now": T("What car do I drive now?", "What car does {S} drive now?"),
        "these_days": T("What am I driving these days?",
                        "What's {S} driving these days?"),
        "currently": T("What car do I currently have?",
                       "What car does {S} currently have?"),
        "at_the_moment": T("What car have I got at the moment?",
                           "What car has {S} got at the moment?"),
        "still_prev": T("Do I still drive the {prev}?", "Does {S} still drive the {prev}?"),
        "still_new": T("Do I still have the {new}?", "Does {S} still have the {new}?"),
        "no_time": T("What car do I drive?", "What car does {S} drive?"),
        "latest": T("What's my latest car?", "What's {S}'s latest car?"),
        "whats": T("What's my car?", "What's {S}'s car?"),
    },
    "q_old": {
        "before": T("What did I drive before the {named}?",
                    "What did {S} drive before the {named}?"),
        "originally": T("What car did I have originally?",
                        "What car did {S} have originally?"),
        "at_first": T("What was I driving at first?", "What was {S} driving at first?"),
        "previously": T("What car did I have previously?",
                        "What car did {S} have previously?"),
        "used_to": T("What car did I use to drive?", "What car did {S} use to drive?"),
        "old": T("What was my old car?", "What was {S}'s old car?"),
        "before_switch": T("What did I drive before switching cars?",
                           "What did {S} drive before switching cars?"),
    },
}  # fmt: skip

DIET = {
    "opener": [
        T("I'm {new_be}, have been for ages.", "{S} is {new_be}, has been for ages."),
        T("Food-wise I'm {new_be}.", "Food-wise {S} is {new_be}."),
        T("Just so you know, I'm {new_be}.", "Just so you know, {S} is {new_be}."),
        T("I'm {new_be}, so bear that in mind for recipes.",
          "{S} is {new_be}, so bear that in mind for recipes."),
    ],
    "phrasings": [
        ("plain", [
            T("I'm {new_be} now.", "{S} is {new_be} now."),
            T("I've {new_go}.", "{S} has {new_go}."),
            T("Diet-wise, I'm {new_be} now.", "Diet-wise, {S} is {new_be} now."),
        ]),
        ("indirect", [
            T("My fridge is all {new_adj} stuff now, it's taken over the shelves.",
              "{S}'s fridge is all {new_adj} stuff now, it's taken over the "
              "shelves."),
            T("Spent the evening batch-cooking {new_adj} lunches for the week, "
              "this is my life now.",
              "{S} spent Sunday batch-cooking {new_adj} lunches, that's {their} "
              "life now."),
            T("Downloaded a {new_adj} meal planner, since that's how I'm eating "
              "now.",
              "{S} downloaded a {new_adj} meal planner, since that's how {S} eats "
              "now."),
        ]),
        ("negation", [
            T("I'm not {old_be} any more, I'm {new_be} now.",
              "{S} isn't {old_be} any more, {S} is {new_be} now."),
            T("Dropped the {old_adj} thing, I'm {new_be} now.",
              "{S} dropped the {old_adj} thing and is {new_be} now."),
            T("No longer {old_be} - it's {new_adj} for me now.",
              "{S} is no longer {old_be}; it's {new_adj} now."),
        ]),
        ("dated", [
            T("Since {date} I've been {new_be}.", "Since {date}, {S} has been {new_be}."),
            T("As of {date} I'm {new_be}.", "As of {date}, {S} is {new_be}."),
            T("From {date} onwards I'm {new_be}, properly this time.",
              "From {date} onwards {S} is {new_be}, properly this time."),
        ]),
        ("emotion/hedging", [
            T("Ugh, doctor's orders, I'm {new_be} now.",
              "Doctor's orders, so {S} is {new_be} now, poor thing."),
            T("Honestly a bit gutted but I've {new_go}, for real this time.",
              "{S} has {new_go}, for real this time, and is not thrilled."),
            T("Okay, it's happening, I'm {new_be} from now on. Wish me luck.",
              "It's happening, {S} is {new_be} from now on."),
        ]),
        ("question back", [
            T("I've {new_go}, any good breakfast ideas?",
              "{S} has {new_go}, any breakfast ideas to pass on?"),
            T("Now that I'm {new_be}, what can I eat at a barbecue?",
              "Now that {S} is {new_be}, what's safe at a barbecue?"),
            T("I'm {new_be} now - is it okay to still drink coffee?",
              "{S} is {new_be} now - is coffee still okay?"),
        ]),
    ],
    "neg_fresh": [
        T("I tried {v_adj} for a week in January, didn't stick.",
          "{S} tried {v_adj} for a week, didn't stick."),
        T("My sister is {v_be} and keeps nagging me to try it.",
          "{S}'s sister is {v_be} and keeps nagging {S} to try it."),
        T("I cooked for a friend who's {v_be}, harder than it sounds.",
          "{S} cooked for a friend who's {v_be}, harder than it sounds."),
        T("I'm reading a book about {v_adj}, just out of curiosity.",
          "{S} is reading about {v_adj}, purely out of curiosity."),
        T("Thinking about trying {v_adj} at some point, but I haven't yet.",
          "{S} is thinking about {v_adj} at some point, not yet."),
        T("The nutritionist suggested {v_adj} but I'm not convinced.",
          "A nutritionist suggested {v_adj} to {S}, who isn't convinced."),
        T("I did a one-off {v_adj} weekend at a retreat, back to normal now.",
          "{S} did a one-off {v_adj} weekend at a retreat, then back to normal."),
    ],
    "neg_old": [
        T("Ate like I was still {v_be} at the weekend, just old habits, I'm "
          "not going back.",
          "{S} ate like {they} was still {v_be} at the weekend, old habits, not "
          "going back."),
        T("I still miss my {v_adj} days, weirdly.",
          "{S} misses the {v_adj} days, weirdly."),
        T("Found my old {v_adj} meal plan in a drawer and binned it.",
          "{S} found the old {v_adj} meal plan in a drawer and binned it."),
    ],
    "other": [
        "{P} is {v_be}.",
        "{P} has {v_go}.",
        "{P} is {v_be} these days, apparently.",
    ],
    "q_new": {
        "now": T("What diet am I on now?", "What diet is {S} on now?"),
        "these_days": T("How am I eating these days?", "How is {S} eating these days?"),
        "currently": T("What's my current diet?", "What's {S}'s current diet?"),
        "at_the_moment": T("What diet am I following at the moment?",
                           "What diet is {S} following at the moment?"),
        "still_prev": T("Am I still {prev_be}?", "Is {S} still {prev_be}?"),
        "still_new": T("Am I still {new_be}?", "Is {S} still {new_be}?"),
        "no_time": T("What diet do I follow?", "What diet does {S} follow?"),
        "latest": T("What's my latest diet?", "What's {S}'s latest diet?"),
        "whats": T("What's my diet?", "What's {S}'s diet?"),
    },
    "q_old": {
        "before": T("What diet was I on before {named_adj}?",
                    "What diet was {S} on before {named_adj}?"),
        "originally": T("What diet was I on originally?",
                        "What diet was {S} on originally?"),
        "at_first": T("How was I eating at first?", "How was {S} eating at first?"),
        "previously": T("What diet was I on previously?",
                        "What diet was {S} on previously?"),
        "used_to": T("What diet did I use to follow?",
                     "What diet did {S} use to follow?"),
        "old": T("What was my old diet?", "What was {S}'s old diet?"),
        "before_switch": T("What was I eating before switching diets?",
                           "What was {S} eating before switching diets?"),
    },
}  # fmt: skip

BUDGET = {
    "opener": [
        T("My budget for {thing} is {new}.", "{S}'s budget for {thing} is {new}."),
        T("I've set aside {new} for {thing}.", "{S} has set aside {new} for {thing}."),
        T("I'm working with {new} for {thing}, tops.",
          "{S} is working with {new} for {thing}, tops."),
        T("For {thing} I've got {new} to play with.",
          "For {thing}, {S} has {new} to play with."),
    ],
    "phrasings": [
        ("plain", [
            T("My budget for {thing} is {new} now.",
              "{S}'s budget for {thing} is {new} now."),
            T("I'm working to {new} for {thing} now.",
              "{S} is working to {new} for {thing} now."),
            T("The budget I've got for {thing} is {new} now.",
              "The budget {S} has for {thing} is {new} now."),
        ]),
        ("negation", [
            T("My budget for {thing} isn't {old} any more, we've capped it at "
              "{new}.",
              "It's not {old} for {thing} any more, {S} has capped it at {new}."),
            T("Forget {old}, my budget for {thing} is {new}.",
              "Forget {old}, {S}'s budget for {thing} is {new}."),
            T("I'm no longer working with {old} for {thing}, it's {new}.",
              "{S} is no longer working with {old} for {thing}, it's {new}."),
        ]),
        ("passive", [
            T("My budget for {thing} has been revised to {new}.",
              "{S}'s budget for {thing} has been revised to {new}."),
            T("I've been told my budget for {thing} is {new} now, after the talk "
              "with the bank.",
              "{S} has been told the budget for {thing} is {new} now, after the "
              "talk with the bank."),
            T("My {bare} budget has been signed off at {new}.",
              "{S}'s {bare} budget has been signed off at {new}."),
        ]),
        ("fragment", [
            T("My new {bare} budget: {new}.", "{S}, new {bare} budget: {new}."),
            T("My budget for {thing} - {new}. Final.",
              "{S}'s budget for {thing} - {new}. Final."),
            T("{Bare} budget update for me: {new}, was {old}.",
              "{S}'s {bare} budget update: {new}, was {old}."),
        ]),
        ("second clause", [
            T("Spent the morning sorting out the shed, and my budget for {thing} "
              "is {new} now.",
              "The kids were up at five; also, {S}'s budget for {thing} is {new} "
              "now."),
            T("Got a parking ticket today, typical, and I've settled on {new} for "
              "{thing}.",
              "Got a parking ticket today, and {S} has settled on {new} for "
              "{thing}."),
            T("The parcel finally arrived; oh, and my budget for {thing} changed "
              "to {new}.",
              "The parcel finally arrived; oh, and {S}'s budget for {thing} "
              "changed to {new}."),
        ]),
        ("new value as subject", [
            T("{new} is my new ceiling for {thing}.",
              "{new} is {S}'s new ceiling for {thing}."),
            T("{new} is what I'm spending on {thing} now, not a penny more.",
              "{new} is what {S} is spending on {thing} now, not a penny more."),
            T("{new} is now my budget for {thing}, I've decided.",
              "{new} is now {S}'s budget for {thing}, decision made."),
        ]),
    ],
    "neg_fresh": [
        T("The quote I got for {thing} came in at {v}, way over what I want to "
          "spend.",
          "The quote {S} got for {thing} came in at {v}, way over budget."),
        T("My friend reckons {thing} needs at least {v}, but I'm not changing "
          "my budget.",
          "A friend told {S} that {thing} needs at least {v}, but {S} isn't "
          "changing the budget."),
        T("I looked at options for {thing} costing {v}, not happening.",
          "{S} looked at options for {thing} costing {v}, not happening."),
        T("My parents might chip in {v} towards {thing}, nothing agreed yet.",
          "{S}'s parents might chip in {v} towards {thing}, nothing agreed yet."),
        T("For a moment I considered going up to {v} for {thing}, but no.",
          "{S} briefly considered going up to {v} for {thing}, but decided "
          "against it."),
        T("My sister's {bare} cost {v}, which seems mad to me.",
          "{S}'s sister's {bare} cost {v}, which {S} thinks is mad."),
        T("The adviser said I could stretch to {v} for {thing}, but I'm not "
          "going to.",
          "The adviser said {S} could stretch to {v} for {thing}, but {S} won't."),
    ],
    "neg_old": [
        T("My old spreadsheet still says {v} for {thing}, need to update it.",
          "{S}'s spreadsheet still says {v} for {thing}, never updated."),
        T("Kind of wish I was still working with {v} for {thing}.",
          "{S} kind of misses having {v} for {thing}."),
        T("I told the supplier {v} by mistake, the old figure's stuck in my "
          "head.",
          "{S} quoted {v} to the supplier by mistake, the old figure stuck in "
          "{their} head."),
    ],
    "other": [
        "{P}'s {bare} budget is {v}.",
        "{P} is spending {v} on {a_thing}, apparently.",
        "{P} has set aside {v} for {a_thing}.",
    ],
    "q_new": {
        "now": T("What's my budget for {thing} now?",
                 "What's {S}'s budget for {thing} now?"),
        "these_days": T("How much am I spending on {thing} these days?",
                        "How much is {S} spending on {thing} these days?"),
        "currently": T("What's my budget for {thing} currently?",
                       "What's {S}'s budget for {thing} currently?"),
        "at_the_moment": T("What's my {bare} budget at the moment?",
                           "What's {S}'s {bare} budget at the moment?"),
        "still_prev": T("Is my budget for {thing} still {prev}?",
                        "Is {S}'s budget for {thing} still {prev}?"),
        "still_new": T("Is {new} still my budget for {thing}?",
                       "Is {new} still {S}'s budget for {thing}?"),
        "no_time": T("How much is my budget for {thing}?",
                     "How much is {S}'s budget for {thing}?"),
        "latest": T("What's my latest budget for {thing}?",
                    "What's {S}'s latest budget for {thing}?"),
        "whats": T("What's my {bare} budget?", "What's {S}'s {bare} budget?"),
    },
    "q_old": {
        "before": T("What was my budget for {thing} before {named}?",
                    "What was {S}'s budget for {thing} before {named}?"),
        "originally": T("What was my budget for {thing} originally?",
                        "What was {S}'s budget for {thing} originally?"),
        "at_first": T("How much did I budget for {thing} at first?",
                      "How much did {S} budget for {thing} at first?"),
        "previously": T("What was my {bare} budget previously?",
                        "What was {S}'s {bare} budget previously?"),
        "used_to": T("What did my {bare} budget use to be?",
                     "What did {S}'s {bare} budget use to be?"),
        "old": T("What was my old budget for {thing}?",
                 "What was {S}'s old budget for {thing}?"),
        "before_switch": T("What was my budget for {thing} before it changed?",
                           "What was {S}'s budget for {thing} before it changed?"),
    },
}  # fmt: skip

TEAM_WORK = {
    "opener": [
        T("I'm in {new_np} at work.", "{S} is in {new_np} at work."),
        T("I work in {new_np}, it's a good bunch.", "{S} works in {new_np}, a good bunch."),
        T("At work I'm part of {new_np}.", "At work {S} is part of {new_np}."),
    ],
    "phrasings": [
        ("passive", [
            T("I've been moved to {new_np}.", "{S} has been moved to {new_np}."),
            T("I've been transferred into {new_np} as part of the restructure.",
              "{S} has been transferred into {new_np} as part of the restructure."),
            T("I got reassigned to {new_np} today, effective immediately.",
              "{S} got reassigned to {new_np} today, effective immediately."),
        ]),
        ("narrative", [
            T("After two years in {old_np} I finally moved across to {new_np} "
              "this week.",
              "After two years in {old_np}, {S} finally moved across to {new_np} "
              "this week."),
            T("I left {old_np} on Friday and joined {new_np} on Monday, whirlwind.",
              "{S} left {old_np} on Friday and joined {new_np} on Monday, "
              "whirlwind."),
            T("The internal move finally went through, so I've joined {new_np}.",
              "{S}'s internal move finally went through, so {S} has joined "
              "{new_np}."),
        ]),
        ("indirect", [
            T("My first on-call week with {new_np} starts tomorrow, dreading it.",
              "{S}'s first on-call week with {new_np} starts tomorrow."),
            T("I'm sitting with {new_np} now, the desks by the window, much "
              "better.",
              "{S} sits with {new_np} now, the desks by the window."),
            T("My standups are with {new_np} now, at 9:15 sharp.",
              "{S}'s standups are with {new_np} now, at 9:15 sharp."),
        ]),
        ("subject late", [
            T(None, "Joined {new_np} this week, did {S}."),
            T(None, "The newest member of {new_np}? That's {S}."),
            T(None, "Off to {new_np} after the reshuffle goes {S}."),
        ]),
        ("plain", [
            T("I'm in {new_np} now.", "{S} is in {new_np} now."),
            T("My team is {new_np} now.", "{S}'s team is {new_np} now."),
            T("I work in {new_np} now.", "{S} works in {new_np} now."),
        ]),
        ("emotion/hedging", [
            T("Ugh, it's official, I'm in {new_np} from Monday.",
              "Ugh, it's official, {S} is in {new_np} from Monday."),
            T("Not gonna lie, I'm buzzing, I've joined {new_np}!",
              "{S} is buzzing, just joined {new_np}!"),
            T("Bit nervous, bit relieved, I'm finally out of {old_np} and into "
              "{new_np}.",
              "{S} is relieved to be out of {old_np} and into {new_np}, if a bit "
              "nervous."),
        ]),
    ],
    "neg_fresh": [
        T("I covered a couple of shifts for {v_np} last week, just helping out.",
          "{S} covered a couple of shifts for {v_np}, just helping out."),
        T("I applied to move to {v_np} but it didn't go through.",
          "{S} applied to move to {v_np}, but it didn't go through."),
        T("I did a two-week secondment with {v_np}, and now I'm back.",
          "{S} did a two-week secondment with {v_np}, then came back."),
        T("Thinking about asking for a move to {v_np}, but I haven't yet.",
          "{S} is thinking about asking for a move to {v_np}."),
        T("My mate in {v_np} says I'd fit right in there.",
          "A mate in {v_np} says {S} would fit right in there."),
        T("I'm helping {v_np} with their hiring, just sitting in on interviews.",
          "{S} is helping {v_np} with interviews, nothing more."),
    ],
    "neg_old": [
        T("I'm still in the {v} Slack channel, never left.",
          "{S} is still in the {v} Slack channel, never left."),
        T("I accidentally joined the {v} standup this morning out of habit.",
          "{S} dialled into the {v} standup this morning out of habit."),
        T("I miss the {v} lot, they were a laugh.", "{S} misses the old {v} crowd."),
    ],
    "other": [
        "{P} is in {v_np}.",
        "{P} just joined {v_np}.",
        "{P} works in {v_np} now.",
    ],
    "q_new": {
        "now": T("Which team am I in now?", "Which team is {S} in now?"),
        "these_days": T("What team do I work in these days?",
                        "What team does {S} work in these days?"),
        "currently": T("Which team am I currently in at work?",
                       "Which team is {S} currently part of at work?"),
        "at_the_moment": T("What team am I on at the moment?",
                           "What team is {S} on at the moment?"),
        "still_prev": T("Am I still in {prev_np}?", "Is {S} still in {prev_np}?"),
        "still_new": T("Am I still in {new_np}?", "Is {S} still in {new_np}?"),
        "no_time": T("Which team do I work in?", "Which team does {S} work in?"),
        "latest": T("What's the latest team I've been put in?",
                    "What's {S}'s latest team at work?"),
        "whats": T("What's my team at work?", "What's {S}'s team at work?"),
    },
    "q_old": {
        "before": T("Which team was I in before {named_np}?",
                    "Which team was {S} in before {named_np}?"),
        "originally": T("Which team was I in originally?",
                        "Which team was {S} in originally?"),
        "at_first": T("What team was I in at first?", "What team was {S} in at first?"),
        "previously": T("Which team was I in previously?",
                        "Which team was {S} in previously?"),
        "used_to": T("Which team did I use to be in?",
                     "Which team did {S} use to be in?"),
        "old": T("What was my old team at work?", "What was {S}'s old team at work?"),
        "before_switch": T("Which team was I in before switching?",
                           "Which team was {S} in before switching?"),
    },
}  # fmt: skip

TEAM_SPORT = {
    "opener": [
        T("I play for {new_np} on Sundays.", "{S} plays for {new_np} on Sundays."),
        T("I'm on {new_np}, we train on Tuesdays.",
          "{S} is on {new_np}, they train on Tuesdays."),
        T("My team's {new_np}, five-a-side mostly.",
          "{S}'s team is {new_np}, five-a-side mostly."),
    ],
    "phrasings": [
        ("passive", [
            T("I've been signed by {new_np}, starting this season.",
              "{S} has been signed by {new_np}, starting this season."),
            T("I've been picked up by {new_np} after the trial.",
              "{S} has been picked up by {new_np} after the trial."),
        ]),
        ("narrative", [
            T("I quit {old_np} after the last game and joined {new_np} instead.",
              "{S} quit {old_np} after the last game and joined {new_np} instead."),
            T("After years with {old_np} I've moved to {new_np}, closer to home.",
              "After years with {old_np}, {S} has moved to {new_np}, closer to "
              "home."),
        ]),
        ("indirect", [
            T("My first match in the {new} kit is on Saturday.",
              "{S}'s first match in the {new} kit is on Saturday."),
            T("Training with {new_np} is twice a week, my legs are dead.",
              "{S} trains with {new_np} twice a week now, legs are dead."),
        ]),
        ("subject late", [
            T(None, "Signed for {new_np} last week, did {S}."),
            T(None, "The new signing at {new_np}? That's {S}."),
        ]),
        ("plain", [
            T("I play for {new_np} now.", "{S} plays for {new_np} now."),
            T("My team is {new_np} now.", "{S}'s team is {new_np} now."),
        ]),
        ("emotion/hedging", [
            T("Gutted to leave {old_np}, but I'm playing for {new_np} now.",
              "Sad to leave {old_np}, but {S} plays for {new_np} now."),
            T("Buzzing, I've been made a full member of {new_np}!",
              "{S} is buzzing, just made a full member of {new_np}!"),
        ]),
    ],
    "neg_fresh": [
        T("I went to one {v} training session, didn't go back.",
          "{S} went to one {v} training session and never went back."),
        T("{v_np} asked me to join but I said no.",
          "{v_np} asked {S} to join, but {S} said no."),
        T("I played a one-off game for {v_np} when they were short.",
          "{S} played a one-off game for {v_np} when they were a player short."),
        T("I played for {v_np} at school, years ago.",
          "{S} played for {v_np} as a teenager, years ago."),
        T("I went to watch {v_np} play at the weekend.",
          "{S} went to watch {v_np} play at the weekend."),
    ],
    "neg_old": [
        T("I've still got my old {v} kit, can't bring myself to bin it.",
          "{S} still has the old {v} kit, can't bin it."),
        T("I miss the {v} lot, especially the post-match pints.",
          "{S} misses the {v} lot, especially the post-match pints."),
        T("I turned up at the {v} pitch out of habit on Sunday.",
          "{S} turned up at the {v} pitch out of habit on Sunday."),
    ],
    "other": [
        "{P} plays for {v_np}.",
        "{P} just signed for {v_np}.",
        "{P} has been turning out for {v_np} on Sundays.",
    ],
    "q_new": {
        "now": T("Which team do I play for now?", "Which team does {S} play for now?"),
        "these_days": T("Who am I playing for these days?",
                        "Who is {S} playing for these days?"),
        "currently": T("Which club am I currently with?",
                       "Which club is {S} currently with?"),
        "at_the_moment": T("What team am I on at the moment?",
                           "What team is {S} on at the moment?"),
        "still_prev": T("Do I still play for {prev_np}?",
                        "Does {S} still play for {prev_np}?"),
        "still_new": T("Am I still playing for {new_np}?",
                       "Is {S} still playing for {new_np}?"),
        "no_time": T("Which team do I play for?", "Which team does {S} play for?"),
        "latest": T("What's my latest club?", "What's {S}'s latest club?"),
        "whats": T("What's my team?", "What's {S}'s team?"),
    },
    "q_old": {
        "before": T("Who did I play for before {named_np}?",
                    "Who did {S} play for before {named_np}?"),
        "originally": T("Which team did I play for originally?",
                        "Which team did {S} play for originally?"),
        "at_first": T("Who was I playing for at first?",
                      "Who was {S} playing for at first?"),
        "previously": T("Which club was I with previously?",
                        "Which club was {S} with previously?"),
        "used_to": T("Which team did I use to play for?",
                     "Which team did {S} use to play for?"),
        "old": T("What was my old team?", "What was {S}'s old team?"),
        "before_switch": T("Who did I play for before switching clubs?",
                           "Who did {S} play for before switching clubs?"),
    },
}  # fmt: skip

KINDS = [
    ("manager", MANAGER),
    ("employer", EMPLOYER),
    ("residence", RESIDENCE),
    ("partner", PARTNER),
    ("phone", PHONE),
    ("email", EMAIL),
    ("car", CAR),
    ("diet", DIET),
    ("budget", BUDGET),
    ("team", TEAM_WORK),
]


# ----------------------------------------------------------- generators --


def digits(rng: random.Random, n: int) -> str:
    return "".join(str(rng.randint(0, 9)) for _ in range(n))


def gen_phone(rng: random.Random, country: str) -> str:

    def d(n: int) -> str:
        return digits(rng, n)

    style = rng.randint(0, 2)
    if country == "UK":
        return [f"07{d(3)} {d(6)}", f"+44 7{d(3)} {d(6)}", f"07{d(3)} {d(3)} {d(3)}"][style]
    if country == "US":
        a, b, c = f"{rng.randint(2, 9)}{d(2)}", f"{rng.randint(2, 9)}{d(2)}", d(4)
        return [f"({a}) {b}-{c}", f"{a}-{b}-{c}", f"+1 {a} {b} {c}"][style]
    if country == "IE":
        p = rng.choice("35679")
        return [f"08{p} {d(3)} {d(4)}", f"+353 8{p} {d(3)} {d(4)}", f"08{p}-{d(7)}"][style]
    if country == "AU":
        return [f"04{d(2)} {d(3)} {d(3)}", f"+61 4{d(2)} {d(3)} {d(3)}", f"04{d(8)}"][style]
    if country == "DE":
        p = f"1{rng.choice('567')}{d(1)}"
        return [f"0{p} {d(7)}", f"+49 {p} {d(7)}", f"0{p} {d(4)} {d(4)}"][style]
    if country == "IN":
        p = rng.choice("6789")
        return [f"+91 {p}{d(4)} {d(5)}", f"{p}{d(4)} {d(5)}", f"0{p}{d(4)}-{d(5)}"][style]
    if country == "FR":
        p = rng.choice("67")
        return [
            f"0{p} {d(2)} {d(2)} {d(2)} {d(2)}",
            f"+33 {p} {d(2)} {d(2)} {d(2)} {d(2)}",
            f"0{p}.{d(2)}.{d(2)}.{d(2)}.{d(2)}",
        ][style]
    if country == "BR":
        return [f"+55 11 9{d(4)}-{d(4)}", f"(21) 9{d(4)}-{d(4)}", f"+55 31 9{d(4)} {d(4)}"][style]
    if country == "JP":
        return [f"090-{d(4)}-{d(4)}", f"+81 80 {d(4)} {d(4)}", f"070-{d(4)}-{d(4)}"][style]
    # Nigeria
    return [f"+234 80{d(1)} {d(3)} {d(4)}", f"080{d(1)} {d(3)} {d(4)}", f"0703 {d(3)} {d(4)}"][
        style
    ]


PHONE_COUNTRIES = ["UK", "UK", "US", "IE", "AU", "DE", "IN", "FR", "BR", "JP", "NG"]


def gen_email(rng: random.Random, initial: str) -> str:
    sur = rng.choice(SURNAMES)
    dom = rng.choice(DOMAINS)
    nn = rng.randint(1, 99)
    pattern = rng.randint(0, 5)
    if pattern == 0:
        local = f"{initial}.{sur}"
    elif pattern == 1:
        local = f"{sur}.{initial}{nn}"
    elif pattern == 2:
        local = rng.choice(HANDLES)
    elif pattern == 3:
        local = f"{sur}{nn}"
    elif pattern == 4:
        local = f"{initial}{sur}"
    else:
        local = f"{sur}.{rng.choice(EMAIL_WORDS)}"
    return f"{local}@{dom}"


def fmt_money(rng: random.Random, cur: str, pounds: int, monthly: bool) -> str:
    amount = pounds * RATE[cur]
    if cur == "INR":
        if monthly:
            n = round(amount / 1000.0) * 1000
            return rng.choice([f"₹{n:,} a month", f"{n:,} rupees a month"])
        lakh = amount / 100_000
        if lakh < 1:
            return f"₹{round(amount / 1000.0) * 1000:,}"
        if lakh >= 100:
            crore = round(lakh / 100, 1)
            text = f"{crore:g} crore"
            return rng.choice([text, "₹" + text])
        lakh = round(lakh, 1) if lakh < 10 else round(lakh)
        text = f"{lakh:g} lakh"
        return rng.choice([text, "₹" + text])
    if monthly:
        n = round(amount / 50.0) * 50
        if cur == "GBP":
            return rng.choice([f"{n} quid a month", f"£{n:,} a month"])
        sign = "$" if cur == "USD" else "€"
        return rng.choice([f"{sign}{n:,} a month", f"{sign}{n:,}/month"])
    step = 5_000 if amount >= 100_000 else (500 if amount >= 10_000 else 100)
    n = round(amount / step) * step
    k = n / 1000
    ktxt = f"{k:g}k"
    sign = {"GBP": "£", "USD": "$", "EUR": "€"}[cur]
    if n >= 1_000_000:
        n = round(n / 10_000) * 10_000
        return rng.choice([f"{sign}{n / 1_000_000:g}m", f"{sign}{n:,}"])
    options = [f"{sign}{ktxt}", f"{sign}{n:,}"]
    if cur == "GBP":
        if n >= 100_000:
            options.append(ktxt)
        if n % 1000 == 0 and n < 100_000:
            options.append(f"{int(k)} grand")
    return rng.choice(options)


def article(value: str) -> str:
    first = value[0].upper()
    if first in "AEIOU" or value.startswith(("MG", "8", "11", "18")):
        return f"an {value}"
    return f"a {value}"


def nth(day: int) -> str:
    suffix = {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")
    if 11 <= day % 100 <= 13:
        suffix = "th"
    return f"{day}{suffix}"


def date_phrase(rng: random.Random, when: datetime) -> str:
    style = rng.randint(0, 3)
    if style == 0:
        return f"the {nth(when.day)}"
    if style == 1:
        return f"{when.day} {when.strftime('%B')}"
    if style == 2:
        return f"{when.strftime('%B')} {nth(when.day)}"
    return f"{when.strftime('%A')} the {nth(when.day)}"


HOURS = list(range(7, 24))
HOUR_WEIGHTS = [1, 2, 1, 1, 1, 4, 4, 2, 1, 1, 2, 3, 4, 4, 4, 3, 1]


# ------------------------------------------------------------------ items --


CHANGE = (0.7, 0.8, 0.85, 1.15, 1.25, 1.4)  # one budget revision to the next
HIGH = (1.25, 1.35, 1.5, 1.7)  # quotes, stretch targets: above every chain value
LOW = (0.1, 0.15, 0.2, 0.25)  # a contribution towards the thing


class Item:
    """Per-item state: the people and value strings already taken."""

    def __init__(self, rng: random.Random, kind: str, spec: dict, subject: str) -> None:
        self.rng = rng
        first = subject[0].lower()
        self.initial = first if subject != "I" and first.isascii() else None
        self.kind = kind
        self.spec = spec
        self.taken: list[str] = []  # every name and value string in the item
        self.amounts: list[float] = []  # budget amounts taken, in currency units
        self.pt: dict[str, str] = {}
        self.cur = rng.choice(CURRENCIES)
        self.thing = rng.choice(BUDGET_THINGS)
        self.country = rng.choice(PHONE_COUNTRIES)

    def free(self, cand: str) -> bool:
        c = cand.lower()
        return all(c not in t.lower() and t.lower() not in c for t in self.taken)

    def take(self, cand: str) -> str:
        self.taken.append(cand)
        return cand

    def name(self, exclude: list[str] | None = None) -> str:
        while True:
            cand = self.rng.choice(NAMES)
            if self.free(cand) and cand not in (exclude or []):
                return self.take(cand)

    def value(self, sport: bool, base: int | None = None, factors: tuple = CHANGE) -> str:
        """A fresh value of the item's kind, clashing with nothing taken.

        For budgets, ``base`` (pounds) times one of ``factors`` sets the amount;
        amounts within 5% of one already taken are refused, whatever the format.
        """
        rng = self.rng
        for _ in range(1000):
            k = self.kind
            if k in ("manager", "partner"):
                cand = rng.choice(NAMES)
            elif k == "employer":
                cand = rng.choice(EMPLOYERS)
            elif k == "residence":
                cand = rng.choice(PLACES)
            elif k == "phone":
                country = self.country if rng.random() < 0.6 else None
                cand = gen_phone(rng, country or rng.choice(PHONE_COUNTRIES))
            elif k == "email":
                initial = self.initial if self.initial and rng.random() < 0.5 else None
                cand = gen_email(rng, initial or rng.choice("abcdefghijklmnoprstvwy"))
            elif k == "car":
                cand = rng.choice(CARS)
            elif k == "diet":
                cand = rng.choice(DIETS)[0]
            elif k == "budget":
                low, high, step = self.thing[3]
                if base is None:
                    pounds = rng.randrange(low, high + 1, step)
                else:
                    pounds = int(base * rng.choice(factors))
                    pounds = max(step, pounds // step * step)
                cand = fmt_money(rng, self.cur, pounds, self.thing[4])
                amount = money_amount(cand)
                if any(abs(amount - a) <= 0.05 * a for a in self.amounts):
                    continue
            else:
                pool = SPORT_TEAMS if sport else WORK_TEAMS
                cand = rng.choice(pool)[0]
            if self.free(cand):
                if k == "budget":
                    self.amounts.append(money_amount(cand))
                return self.take(cand)
        raise RuntimeError(f"no free value for {self.kind}")

    def forms(self, prefix: str, value: str) -> dict[str, str]:
        """Placeholder forms of one value, e.g. new, new_a, new_np, new_be."""
        out = {prefix: value}
        if self.kind in ("manager", "partner"):
            g = GENDER[value]
            for key, word in PRONOUNS[g].items():
                out[f"{prefix}_{key}"] = word
            if value not in self.pt:
                rnd = self.rng.random()
                self.pt[value] = (
                    "partner" if rnd < 0.35 else ("girlfriend" if g == "f" else "boyfriend")
                )
            out[f"{prefix}_pt"] = self.pt[value]
        elif self.kind == "car":
            out[f"{prefix}_a"] = article(value)
        elif self.kind == "diet":
            for key, word in DIET_FORMS[value].items():
                out[f"{prefix}_{key}"] = word
        elif self.kind == "team":
            out[f"{prefix}_np"] = TEAM_NP[value]
        return out


def money_amount(text: str) -> float:
    """The amount a budget string names, in its own currency units."""
    x = float(re.search(r"\d[\d.,]*", text).group(0).replace(",", ""))
    if "crore" in text:
        x *= 10_000_000
    elif "lakh" in text:
        x *= 100_000
    elif text.endswith("m") and "month" not in text:
        x *= 1_000_000
    elif "k" in text or "grand" in text:
        x *= 1000
    return x


def money_pounds(item: Item, text: str) -> int:
    """Rough inverse of fmt_money, good enough to scale the next value."""
    return int(money_amount(text) / RATE[item.cur])


def render(tpl: tuple[str | None, str], is_i: bool, ctx: dict, lower: bool) -> str:
    text = (tpl[0] if is_i else tpl[1]).format(**ctx)
    if lower:
        return text.lower()
    return text[0].upper() + text[1:]


def build_item(rng: random.Random, plan: dict) -> dict:
    kind, spec = plan["kind"], plan["spec"]
    sport = plan["sport"]
    if sport:
        spec = TEAM_SPORT
    subject = plan["subject"]
    item = Item(rng, kind, spec, subject)
    is_i = subject == "I"
    if not is_i:
        item.take(subject)
    styles = [s for s, _ in spec["phrasings"]]
    ph = plan["phrasing"]

    # values ----------------------------------------------------------
    chain: list[str] = []
    for _k in range(plan["n_values"]):
        base = None
        if kind == "budget" and chain:
            base = money_pounds(item, chain[-1])
        chain.append(item.value(sport, base))

    # subject statements in time order --------------------------------
    events: list[dict] = []
    opener = rng.choice(spec["opener"])
    events.append({"role": "value", "k": 0, "tpl": opener, "lower": False})
    for k in range(1, len(chain)):
        if k == len(chain) - 1:
            style_idx = ph
        else:
            others = [
                j for j in range(6) if j != ph and not (is_i and styles[j] in NAMED_ONLY_STYLES)
            ]
            style_idx = rng.choice(others)
        tpls = spec["phrasings"][style_idx][1]
        tpl = rng.choice(tpls)
        events.append(
            {
                "role": "value",
                "k": k,
                "tpl": tpl,
                "lower": styles[style_idx] == "lower-case chat",
                "style": styles[style_idx],
            }
        )

    # negatives --------------------------------------------------------
    n_neg = plan["n_neg"]
    used_neg: list[tuple] = []

    def pick_neg(pool: list) -> tuple:
        options = [t for t in pool if t not in used_neg]
        tpl = rng.choice(options)
        used_neg.append(tpl)
        return tpl

    def fresh_neg() -> tuple[tuple, str]:
        tpl = pick_neg(spec["neg_fresh"])
        if kind != "budget":
            return tpl, item.value(sport)
        top = max(money_pounds(item, v) for v in chain)
        return tpl, item.value(sport, top, LOW if "chip in" in tpl[1] else HIGH)

    non_final = n_neg - (1 if plan["final_neg"] else 0)
    inserts: list[tuple[int, dict]] = []
    for _ in range(non_final):
        slot = rng.randint(1, len(chain) - 1)  # after value `slot`, before last
        if slot >= 2 and rng.random() < 0.4:
            value = chain[rng.randint(0, slot - 2)]
            tpl = pick_neg(spec["neg_old"])
            kind_neg = "old"
        else:
            tpl, value = fresh_neg()
            kind_neg = "fresh"
        inserts.append((slot, {"role": "negative", "v": value, "tpl": tpl, "neg": kind_neg}))
    # place: position of value k in events is k (events has only values now)
    for slot, ev in sorted(inserts, key=lambda x: -x[0]):
        events.insert(slot, ev)
    # re-sort inserted negatives sharing a slot randomly (already random order)
    if plan["final_neg"] == "old":
        value = chain[rng.choice([len(chain) - 2] * 2 + list(range(len(chain) - 1)))]
        events.append(
            {"role": "negative", "v": value, "tpl": pick_neg(spec["neg_old"]), "neg": "old"}
        )
    elif plan["final_neg"] == "fresh":
        tpl, value = fresh_neg()
        events.append({"role": "negative", "v": value, "tpl": tpl, "neg": "fresh"})

    # people used in negatives ({Q}) ------------------------------------
    q_name = item.name()

    # distractors --------------------------------------------------------
    n_dis = plan["n_dis"]
    distractors: list[dict] = []
    other_pool = spec["other"]
    p_name = item.name()
    if plan["reuse"]:
        dv = rng.choice(chain)
        pool = spec.get("reuse", other_pool)
    else:
        dv = item.value(sport)
        pool = other_pool
    distractors.append({"role": "distractor", "tpl": rng.choice(pool), "v": dv, "P": p_name})
    if n_dis >= 3 and rng.random() < 0.35:
        p2 = item.name()
        distractors.append(
            {
                "role": "distractor",
                "tpl": rng.choice([t for t in other_pool if t != distractors[0]["tpl"]]),
                "v": item.value(sport),
                "P": p2,
            }
        )
    chatter = rng.sample(CHATTER, n_dis - len(distractors))
    for line in chatter:
        distractors.append({"role": "distractor", "text": line})
    rng.shuffle(distractors)
    for ev in distractors:
        events.insert(rng.randint(0, len(events)), ev)

    # time ----------------------------------------------------------------
    day = rng.randint(0, 10)
    prev_day = None
    for ev in events:
        if prev_day is not None:
            gap = rng.randint(2, 6) if rng.random() < 0.85 else rng.randint(7, 20)
            day = prev_day + gap
        hour = rng.choices(HOURS, HOUR_WEIGHTS)[0]
        when = EPOCH + timedelta(
            days=day, hours=hour, minutes=rng.randint(0, 59), seconds=rng.randint(0, 59)
        )
        ev["day"], ev["when"] = day, when
        ev["gap"] = 4 if prev_day is None else day - prev_day
        prev_day = day

    # render ----------------------------------------------------------------
    g = GENDER.get(subject, "f")
    base_ctx = {
        "S": subject,
        "their": PRONOUNS[g]["pos"],
        "they": PRONOUNS[g]["pr"],
        "them": PRONOUNS[g]["obj"],
        "Q": q_name,
        "thing": item.thing[0],
        "bare": item.thing[1],
        "a_thing": item.thing[2],
        "Bare": item.thing[1][0].upper() + item.thing[1][1:],
    }
    rel = rng.choice(RELATIONS[g])
    base_ctx["rel"], base_ctx["Rel"] = rel, rel[0].upper() + rel[1:]
    statements: list[dict] = []
    standing = None
    for ev in events:
        ctx = dict(base_ctx)
        if ev["role"] == "value":
            k = ev["k"]
            ctx.update(item.forms("new", chain[k]))
            if k:
                ctx.update(item.forms("old", chain[k - 1]))
            back = rng.randint(0, min(4, ev["gap"] - 1))
            ctx["date"] = date_phrase(rng, ev["when"] - timedelta(days=back))
            text = render(ev["tpl"], is_i, ctx, ev["lower"])
            standing = chain[k]
        elif ev["role"] == "negative":
            ctx.update(item.forms("v", ev["v"]))
            if kind == "partner" and standing is not None:
                ctx["cur_pt"] = item.forms("x", standing)["x_pt"]
            text = render(ev["tpl"], is_i, ctx, False)
        elif "text" in ev:
            text = ev["text"]
        else:
            ctx.update(item.forms("v", ev["v"]))
            ctx["P"] = ev["P"]
            text = ev["tpl"].format(**ctx)
        st = {
            "text": text,
            "day": ev["day"],
            "at": ev["when"].isoformat(),
            "role": ev["role"],
        }
        if ev["role"] == "value":
            st["value"] = chain[ev["k"]]
        statements.append(st)
        ev["text"] = text

    # question ----------------------------------------------------------------
    value_texts = [e["text"] for e in events if e["role"] == "value"]
    qctx = dict(base_ctx)
    qctx.update(item.forms("new", chain[-1]))
    qctx.update(item.forms("prev", chain[-2]))
    if plan["asks"] == "newest":
        qtpl = spec["q_new"][plan["qtype"]]
        expected = value_texts[-1]
    else:
        qtype = plan["qtype"]
        if qtype == "before":
            named_k = rng.randint(1, len(chain) - 1)
            qctx.update(item.forms("named", chain[named_k]))
            exp_k = named_k - 1
        elif qtype in ("originally", "at_first"):
            exp_k = 0
        else:
            exp_k = len(chain) - 2
        qtpl = spec["q_old"][qtype]
        expected = value_texts[exp_k]
    question = render(qtpl, is_i, qctx, False)

    return {
        "id": plan["id"],
        "kind": kind,
        "phrasing": ph,
        "split": SPLIT,
        "asks": plan["asks"],
        "subject": subject,
        "question": question,
        "expected": expected,
        "candidates": [s["text"] for s in statements if s["role"] != "distractor"],
        "statements": statements,
        "_meta": {
            "qtype": plan["qtype"],
            "final_neg": plan["final_neg"],
            "reuse": plan["reuse"],
            "sport": sport,
            "style": styles[ph],
            "neg_kinds": [e["neg"] for e in events if e["role"] == "negative"],
        },
    }


# ----------------------------------------------------------------- checks --

ROW_KEYS = [
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


def mentions(text: str, word: str) -> bool:
    return re.search(r"(?<!\w)" + re.escape(word.lower()) + r"(?!\w)", text.lower()) is not None


def check_row(row: dict) -> None:
    """Assert the schema and the construction rules of one row."""
    rid = row.get("id")
    assert list(row) == ROW_KEYS, (rid, list(row))
    assert re.fullmatch(r"m\d{3}", rid), rid
    assert 1 <= int(rid[1:]) <= 240, rid
    assert row["kind"] in [k for k, _ in KINDS], rid
    assert isinstance(row["phrasing"], int), rid
    assert 0 <= row["phrasing"] <= 5, rid
    assert row["split"] == SPLIT, rid
    assert row["asks"] in ("newest", "older"), rid
    subj = row["subject"]
    assert isinstance(subj, str), rid
    assert subj, rid
    assert isinstance(row["question"], str), rid
    assert row["question"].endswith("?"), rid
    sts = row["statements"]
    for st in sts:
        keys = ["text", "day", "at", "role"] + (["value"] if st["role"] == "value" else [])
        assert list(st) == keys, (rid, list(st))
        assert st["role"] in ("value", "negative", "distractor"), rid
        assert isinstance(st["day"], int), rid
        assert st["day"] >= 0, rid
        assert st["at"].endswith("+00:00"), rid
        at = datetime.fromisoformat(st["at"])
        assert (at - EPOCH).days == st["day"], (rid, st["at"], st["day"])
        assert 0 < len(st["text"]) <= 200, (rid, st["text"])
        assert "{" not in st["text"], (rid, st["text"])
        assert "}" not in st["text"], (rid, st["text"])
        if st["role"] == "value":
            assert st["value"].lower() in st["text"].lower(), (rid, st)
    # time order, first day and gaps
    assert 0 <= sts[0]["day"] <= 10, rid
    for a, b in itertools.pairwise(sts):
        assert a["at"] < b["at"], rid
        assert 2 <= b["day"] - a["day"] <= 20, rid
    values = [s for s in sts if s["role"] == "value"]
    negs = [s for s in sts if s["role"] == "negative"]
    dis = [s for s in sts if s["role"] == "distractor"]
    chain = [s["value"] for s in values]
    assert 2 <= len(values) <= 3, rid
    assert 1 <= len(negs) <= 2, rid
    assert 2 <= len(dis) <= 4, rid
    assert len({v.lower() for v in chain}) == len(chain), (rid, chain)
    texts = [s["text"] for s in sts]
    assert len(set(texts)) == len(texts), rid
    cands = [s["text"] for s in sts if s["role"] != "distractor"]
    assert row["candidates"] == cands, rid
    assert len(set(cands)) == len(cands), rid
    # expected statement
    by_text = {s["text"]: s for s in sts}
    exp = by_text.get(row["expected"])
    assert exp is not None, rid
    assert exp["role"] == "value", rid
    if row["asks"] == "newest":
        assert exp is values[-1], rid
    else:
        assert exp is not values[-1], rid
    # negatives never name the newest value or the standing one
    standing = None
    last_value_at = values[-1]["at"]
    for s in sts:
        if s["role"] == "value":
            standing = s["value"]
        elif s["role"] == "negative":
            assert not mentions(s["text"], chain[-1]), (rid, s["text"])
            assert standing is None or not mentions(s["text"], standing), (rid, s["text"])
    finals = [s for s in negs if s["at"] > last_value_at]
    assert len(finals) <= 1, rid
    if finals:
        subject_sts = [s for s in sts if s["role"] != "distractor"]
        assert subject_sts[-1] is finals[0], rid
    # subject rules
    for s in values + negs:
        if subj == "I":
            assert FIRST_PERSON.search(s["text"]), (rid, s["text"])
        else:
            assert mentions(s["text"], subj), (rid, s["text"])
    if subj == "I":
        assert FIRST_PERSON.search(row["question"]), (rid, row["question"])
    else:
        assert mentions(row["question"], subj), (rid, row["question"])
        assert all(subj.lower() not in v.lower() for v in chain), rid
    for s in dis:
        assert not FIRST_PERSON.search(s["text"]), (rid, s["text"])
        if subj != "I":
            assert not mentions(s["text"], subj), (rid, s["text"])


# ------------------------------------------------------------------- plan --


def make_plans(rng: random.Random) -> list[dict]:
    plans: list[dict] = []
    for k_i, (kind, spec) in enumerate(KINDS):
        newest_types = NEWEST_TYPES * 2
        rng.shuffle(newest_types)
        kind_plans = []
        for ph in range(6):
            asks = ["newest", "newest", "newest", "older"]
            rng.shuffle(asks)
            lengths = [2, 2, 3, 3]
            rng.shuffle(lengths)
            for j in range(4):
                plan = {
                    "kind": kind,
                    "spec": spec,
                    "phrasing": ph,
                    "asks": asks[j],
                    "n_values": lengths[j],
                    "style": spec["phrasings"][ph][0],
                }
                if asks[j] == "newest":
                    plan["qtype"] = newest_types.pop()
                else:
                    plan["qtype"] = OLDER_TYPES[(k_i + ph) % len(OLDER_TYPES)]
                kind_plans.append(plan)
        finals = rng.sample(range(24), 6)
        reuse = set(rng.sample(range(24), 6))
        for n, plan in enumerate(kind_plans):
            plan["final_neg"] = None
            if n in finals:
                plan["final_neg"] = "old" if finals.index(n) < 3 else "fresh"
            plan["reuse"] = n in reuse
            plan["sport"] = False
        if kind == "team":
            for ph in range(6):
                kind_plans[ph * 4 + rng.randint(0, 3)]["sport"] = True
        plans.extend(kind_plans)
    eligible = [i for i, p in enumerate(plans) if p["style"] not in NAMED_ONLY_STYLES]
    i_items = set(rng.sample(eligible, 96))
    names = list(NAMES)
    rng.shuffle(names)
    for i, plan in enumerate(plans):
        plan["id"] = f"m{i + 1:03d}"
        plan["subject"] = "I" if i in i_items else names.pop()
        plan["n_neg"] = 2 if rng.random() < 0.5 else 1
        plan["n_dis"] = rng.choice([2, 3, 3, 4])
    return plans


def main() -> None:
    rng = random.Random(SEED)
    plans = make_plans(rng)
    rows = [build_item(rng, plan) for plan in plans]
    metas = [row.pop("_meta") for row in rows]
    for row in rows:
        check_row(row)
    ids = [row["id"] for row in rows]
    assert ids == [f"m{i:03d}" for i in range(1, 241)]
    with OUT.open("w", encoding="utf-8", newline="\n") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")

    def show(title: str, counter: Counter) -> None:
        body = ", ".join(f"{k}={v}" for k, v in sorted(counter.items(), key=str))
        print(f"{title}: {body}")

    print(f"wrote {len(rows)} rows to {OUT.name}")
    show("kind", Counter(r["kind"] for r in rows))
    show("asks", Counter(r["asks"] for r in rows))
    show("phrasing", Counter(r["phrasing"] for r in rows))
    show("subject", Counter("I" if r["subject"] == "I" else "named" for r in rows))
    show("values/item", Counter(sum(s["role"] == "value" for s in r["statements"]) for r in rows))
    show(
        "negatives/item",
        Counter(sum(s["role"] == "negative" for s in r["statements"]) for r in rows),
    )
    show(
        "distractors/item",
        Counter(sum(s["role"] == "distractor" for s in r["statements"]) for r in rows),
    )
    show("final negative", Counter(m["final_neg"] or "none" for m in metas))
    show(
        "negatives naming (fresh value | older chain value)",
        Counter(k for m in metas for k in m["neg_kinds"]),
    )
    show("distractor reuses chain value", Counter(m["reuse"] for m in metas))
    show(
        "team items",
        Counter(
            "sport" if m["sport"] else "work"
            for m, r in zip(metas, rows, strict=True)
            if r["kind"] == "team"
        ),
    )
    show(
        "newest questions",
        Counter(m["qtype"] for m, r in zip(metas, rows, strict=True) if r["asks"] == "newest"),
    )
    show(
        "older questions",
        Counter(m["qtype"] for m, r in zip(metas, rows, strict=True) if r["asks"] == "older"),
    )
    show("style", Counter(m["style"] for m in metas))
    print(f"statements: {sum(len(r['statements']) for r in rows)}")


if __name__ == "__main__":
    main()
