"""DATA CARD — updates_dev11 (written blind)

Name     : updates_dev11  (split "dev11")
File     : updates_dev11.jsonl, written next to this script; 240 rows, ids n001..n240
           (grouped by kind, then phrasing style, then 4 questions per style).
Seed     : random.Random(11011); stdlib only (Python 3.11); deterministic, a rerun
           gives a byte-identical file.
Blind    : the wording was written without looking at any memory library, its
           parser or its scorer.

What it tests
    A memory holds short chat messages (one per statement, UTC timestamps) that a
    person types to an assistant over a few weeks.  Some change a personal attribute
    of a subject (the user "I"/"my", or a named friend, relative or colleague).  For a
    question about the current value, the statement that gave the newest value must
    rank first among the subject's statements (`candidates`); for a question about an
    older value, the statement that gave that older value must rank first.

Row schema (keys in this order)
    id, kind, phrasing (0-5 = index of the final update's style within the kind, see
    below), split, asks ("newest" | "older"), subject ("I" or a first name), question,
    expected (text of the expected statement), candidates (texts of every value and
    negative statement, in statement order), statements (time-ordered; each has text,
    day (whole days since the item's start date), at (ISO 8601, +00:00), role
    (value | negative | distractor) and, for values only, value = the value exactly
    as written in the text, e.g. "kia niro" in a lower-case typo message).

Composition
    10 kinds x 6 update styles x 4 questions = 240.  Kinds: manager, employer,
    residence, partner, phone, email, car, diet, budget (a named budget: holiday,
    wedding, renovation, monthly food, ...; several currencies, typed as people type
    them: £5,000, 5k, 5000 quid, €4.5k, 4.200 €, ₹2 lakh, Rs 1,90,000, CHF 8'500,
    R15 000, 25 000 kr ...), team (work team; 6 of the 24 are a sports club the
    subject plays for, with questions worded to match).
    Per (kind, style): 3 ask newest, 1 asks older -> 180 newest, 60 older.
    Chains: 120 items with 2 values, 120 with 3.  The first value is always a plain
    statement; the update(s) use the style; in a 3-chain the middle update uses a
    different style of the same kind.  Older questions on 3-chains ask for the first
    value ("originally", "at first", "first") in 15 items and the middle one
    ("before <newest>", "previous") in 15; 2-chain older questions use either form
    or "use to".  Current-value questions vary ("Who does Kemi report to now?",
    "what's my phone number again?", "Is Dario still in Milan?" -> newest value,
    lower case, no question mark ...).
    Subjects: 96 "I" (40 %), 144 named, each name a subject at most once, drawn
    from many origins; values and bystanders come from a disjoint name pool.
    Each item: 1-2 hard negatives, 2-4 distractors (at least one about another
    person's attribute of the same kind, the rest unrelated chat).
    In 60 items (6 per kind) the subject's newest statement is a hard negative:
    30 name an older chain value, 30 a fresh value.  No negative ever names the
    newest value.  Every statement text is unique across the whole file.

Update styles per kind (phrasing index: style)
    manager  : 0 two_sentence, 1 reply, 2 value_first, 3 reported, 4 buried, 5 typo
    employer : 0 future, 1 contrast, 2 reply, 3 buried, 4 foreign, 5 value_first
    residence: 0 two_sentence, 1 reported, 2 correction, 3 contrast, 4 typo, 5 foreign
    partner  : 0 two_sentence, 1 reply, 2 reported, 3 typo, 4 contrast, 5 value_first
    phone    : 0 list, 1 correction, 2 future, 3 reply, 4 buried, 5 typo
    email    : 0 list, 1 future, 2 correction, 3 reply, 4 typo, 5 contrast
    car      : 0 ordinal, 1 contrast, 2 typo, 3 two_sentence, 4 buried, 5 reply
    diet     : 0 two_sentence, 1 future, 2 typo, 3 contrast, 4 reported, 5 foreign
    budget   : 0 list, 1 correction, 2 reply, 3 buried, 4 contrast, 5 foreign
    team     : 0 future, 1 two_sentence, 2 ordinal, 3 reply, 4 value_first, 5 list
  two_sentence  value in a second sentence whose subject is only a pronoun, or the
                attribute named only in the first ("Big news about Kemi. She's moved
                to Leeds!")
  reply         answers to the assistant ("yes, that's right, ...", "no — ... now,
                not <old>")
  value_first   value before the attribute ("Zoe — that's who I report to now")
  reported      reported speech ("Mum says Dario's living in Turin these days";
                "HR emailed to say I report to ...")
  buried        the update inside a longer message about something else
  typo          no capitals / apostrophes, abbreviations (btw, rn, w/, bc, fyi),
                emoji, numbers without spaces
  future        a change that has already started ("from today my email is ...",
                "as of this week I'm at Siemens")
  contrast      old and new value in one message ("not Nissan any more, ...")
  correction    self-correction of a slip inside the message ("sorry, I meant Basel,
                not Bern"; swapped digits; a mistyped address or amount) — the
                wrong value is a fresh value, never a chain value
  list          note-like ("new number: 0412 555 019", "budget (holiday) → $4,200")
  ordinal       counting ("third car in two years: a Tesla Model 3")
  foreign       a non-English greeting/word mixed in (Bonjour, Hola, Servus, Kia ora,
                Hej, Namaste, Olá, Ciao, Vale, Alors, Achso, Yalla, Salut, Guten
                Tag...), British and American spellings

Hard negatives used (name the subject and a value of the same kind without changing
the subject's attribute)
    older chain value: nostalgia ("I miss being vegan sometimes"), a visit back, a
      leftover (old lanyard, hoodie, sim, keyring, mailing list, slack channel), a
      habit slip (nearly sent my leave request to <old manager>), the bank still
      having the old number, still friends with an ex.  Non-final ones sit between
      the 2nd and 3rd value of a 3-chain and name the first value.
    fresh value: a viewing, an interview, an offer turned down, a test drive, a
      quote / costed option, a trial (diet, sports club), a plan that fell through,
      a work vs personal phone or email, a throwaway / RSVP address, a travel sim,
      a colleague's manager, a short loan to another team, a relative's number or
      car, a blind date or set-up.  Fresh negatives never use a chain value.
Distractors: another person's attribute of the same kind ("Juno's manager is Osvaldo
    now", "my brother changed his number to ..."), plus unrelated chat (reminders,
    recipes, podcasts, stains, weather ...); they never contain the subject's name
    or any chain value.
"""

import collections
import json
import os
import random
import re
import unicodedata
from datetime import UTC, date, datetime, timedelta

# ---------------------------------------------------------------------------
# Name pools (subjects are drawn without replacement; values/other people come
# from a disjoint pool so that no subject name is ever a value or bystander).
# ---------------------------------------------------------------------------
SUBJECT_F = [
    "Kemi",
    "Priya",
    "Aiko",
    "Ingrid",
    "Fatima",
    "Lucía",
    "Siobhan",
    "Mei",
    "Olga",
    "Amara",
    "Noor",
    "Chiara",
    "Freya",
    "Yasmin",
    "Leilani",
    "Zainab",
    "Hana",
    "Marisol",
    "Anjali",
    "Thandiwe",
    "Ewa",
    "Astrid",
    "Nadia",
    "Ayesha",
    "Camille",
    "Keiko",
    "Dilnoza",
    "Ifeoma",
    "Saoirse",
    "Elif",
    "Mariam",
    "Paola",
    "Yuki",
    "Tamar",
    "Isabela",
    "Niamh",
    "Svetlana",
    "Lakshmi",
    "Agnieszka",
    "Mónica",
    "Folake",
    "Sunita",
    "Wairimu",
    "Anouk",
    "Greta",
    "Maja",
    "Esperanza",
    "Rania",
    "Shirin",
    "Kalani",
    "Aroha",
    "Oksana",
    "Daniela",
    "Beatriz",
    "Haruka",
    "Jia",
    "Nkechi",
    "Leonie",
    "Sigrid",
    "Malak",
    "Parisa",
    "Ximena",
    "Catalina",
    "Tuyet",
    "Mbali",
    "Roisin",
    "Dagmar",
    "Lindiwe",
    "Farah",
    "Ngozi",
    "Eun-ji",
    "Pooja",
    "Alessia",
    "Zuzana",
    "Mirjam",
]
SUBJECT_M = [
    "Dario",
    "Tomasz",
    "Kwame",
    "Arjun",
    "Hiroshi",
    "Lars",
    "Mateo",
    "Oisín",
    "Wei",
    "Yusuf",
    "Emeka",
    "Rafael",
    "Sven",
    "Dmitri",
    "Kofi",
    "Ravi",
    "Tariq",
    "Jonas",
    "Matteo",
    "Bao",
    "Nikolai",
    "Santiago",
    "Bilal",
    "Aleksander",
    "Kenji",
    "Finn",
    "Omar",
    "Thabo",
    "Luca",
    "Mehmet",
    "Ibrahim",
    "Pedro",
    "Jakub",
    "Anders",
    "Rohan",
    "Chidi",
    "Felipe",
    "Hamid",
    "Joaquín",
    "Taavi",
    "Ruairí",
    "Minh",
    "Sanjay",
    "Giorgos",
    "Marek",
    "Tane",
    "Koa",
    "Andrés",
    "Viktor",
    "Ahmed",
    "Seun",
    "Jun",
    "Pavel",
    "Rahul",
    "Elias",
    "Bruno",
    "Nils",
    "Karim",
    "Diego",
    "Hamza",
    "Stefan",
    "Kai",
    "Farid",
    "Tiago",
    "Vikram",
    "Ilya",
    "Obi",
    "Yosef",
    "Amir",
    "Lwazi",
    "Jarrah",
    "Mikko",
    "Reza",
    "Cyrus",
    "Hemi",
]
OTHER_NAMES = [
    "Zoe",
    "Marta",
    "Ines",
    "Beatrix",
    "Colm",
    "Dagny",
    "Efua",
    "Gustavo",
    "Halima",
    "Ignacio",
    "Jolene",
    "Kasia",
    "Laszlo",
    "Mirela",
    "Nuno",
    "Odile",
    "Pieter",
    "Quentin",
    "Rosalind",
    "Sabine",
    "Teodor",
    "Ulla",
    "Vusi",
    "Wendell",
    "Xiomara",
    "Yannick",
    "Zofia",
    "Aurelio",
    "Bronwyn",
    "Cormac",
    "Delphine",
    "Eamon",
    "Fiorella",
    "Gideon",
    "Hyun-woo",
    "Imogen",
    "Jasper",
    "Kirsi",
    "Lorenzo",
    "Magnus",
    "Nerys",
    "Osvaldo",
    "Petra",
    "Rui",
    "Soraya",
    "Torben",
    "Ulrike",
    "Valentina",
    "Wilhelmina",
    "Yara",
    "Zeynep",
    "Anil",
    "Bettina",
    "Caspar",
    "Dalia",
    "Emil",
    "Fenna",
    "Gaspard",
    "Hilde",
    "Ivo",
    "Juno",
    "Kasimir",
    "Lorna",
    "Milos",
    "Nanami",
    "Orla",
    "Priyanka",
    "Quinn",
    "Renata",
    "Soren",
    "Tilde",
    "Umar",
    "Vera",
    "Wren",
    "Xavier",
    "Yolanda",
    "Zubair",
    "Adaeze",
    "Benedikt",
    "Clementine",
    "Dev",
    "Eero",
    "Flavia",
    "Gunnar",
    "Hugo",
    "Ilse",
    "Jules",
    "Katarina",
    "Leif",
    "Marguerite",
    "Nico",
    "Ottilie",
    "Pascal",
    "Rasmus",
    "Selin",
    "Tobias",
    "Uma",
    "Viggo",
    "Winifred",
    "Yves",
    "Annika",
    "Bastien",
    "Cosima",
    "Dorota",
    "Elio",
    "Fumiko",
    "Gael",
    "Hattie",
    "Idris",
    "Joanna",
    "Kaspar",
    "Lise",
    "Mads",
    "Noemi",
    "Oren",
    "Pilar",
    "Ramón",
    "Sachiko",
    "Tevita",
    "Ugo",
    "Wanjiru",
    "Ezra",
    "Moana",
]
SURNAMES = [
    "adeyemi",
    "okafor",
    "moreau",
    "novak",
    "tanaka",
    "lindqvist",
    "garcia",
    "murphy",
    "chen",
    "petrova",
    "haddad",
    "rossi",
    "kowalski",
    "nguyen",
    "mensah",
    "sharma",
    "silva",
    "oconnor",
    "yilmaz",
    "schmidt",
    "dubois",
    "kaur",
    "hughes",
    "fernandes",
    "kim",
    "mwangi",
    "santos",
    "ivanova",
    "bauer",
    "jensen",
    "patel",
    "obrien",
    "costa",
    "nakamura",
    "wojcik",
    "eriksen",
    "ali",
    "reyes",
    "kovacs",
    "vargas",
    "bianchi",
    "hoang",
    "dlamini",
    "taylor",
    "morales",
    "walsh",
    "park",
    "horvat",
    "suzuki",
    "lopez",
    "brennan",
    "kariuki",
    "virtanen",
    "pereira",
    "hassan",
    "ito",
]
RELATIVES_REPORT = [
    "Mum",
    "Dad",
    "my sister",
    "my brother",
    "a mutual friend",
    "my cousin",
    "our old flatmate",
    "my aunt",
    "Gran",
    "a friend from uni",
]

# ---------------------------------------------------------------------------
# Value pools
# ---------------------------------------------------------------------------
EMPLOYERS = [
    "Siemens",
    "Deloitte",
    "Ocado",
    "Atlassian",
    "Infosys",
    "Zalando",
    "Spotify",
    "Shopify",
    "Canva",
    "Rakuten",
    "Unilever",
    "Novo Nordisk",
    "Tesco",
    "Aldi",
    "IKEA",
    "Airbus",
    "Accenture",
    "KPMG",
    "Monzo",
    "Revolut",
    "Klarna",
    "Booking.com",
    "Philips",
    "Bosch",
    "Wipro",
    "Mercado Libre",
    "Nubank",
    "Grab",
    "Xero",
    "Safaricom",
    "Maersk",
    "Ericsson",
    "Nokia",
    "Lego",
    "Heineken",
    "Danone",
    "L'Oréal",
    "Sainsbury's",
    "Pret",
    "Lidl",
    "Stripe",
    "Figma",
    "Wise",
    "Deliveroo",
    "Octopus Energy",
    "Arup",
    "Thales",
    "SAP",
    "Capgemini",
    "Rolls-Royce",
    "Dyson",
    "Woolworths",
    "Bunnings",
    "Fonterra",
    "Telstra",
    "Vodafone",
    "Lufthansa",
    "Inditex",
    "Flipkart",
    "Zomato",
    "Shopee",
    "Adyen",
    "Ubisoft",
    "Volvo Cars",
]
PLACES = [
    "Leeds",
    "Turin",
    "Basel",
    "Bern",
    "Porto",
    "Lisbon",
    "Hackney",
    "Brooklyn",
    "Fitzroy",
    "Kreuzberg",
    "Didsbury",
    "Bristol",
    "Glasgow",
    "Cork",
    "Galway",
    "Utrecht",
    "Ghent",
    "Lyon",
    "Bordeaux",
    "Valencia",
    "Seville",
    "Bologna",
    "Kraków",
    "Gdańsk",
    "Brno",
    "Tartu",
    "Bergen",
    "Aarhus",
    "Malmö",
    "Tampere",
    "Graz",
    "Ljubljana",
    "Split",
    "Thessaloniki",
    "Izmir",
    "Haifa",
    "Pune",
    "Bengaluru",
    "Kochi",
    "Osaka",
    "Sapporo",
    "Busan",
    "Taichung",
    "Da Nang",
    "Chiang Mai",
    "Penang",
    "Perth",
    "Hobart",
    "Wellington",
    "Dunedin",
    "Halifax",
    "Montréal",
    "Portland",
    "Austin",
    "Denver",
    "Oaxaca",
    "Medellín",
    "Valparaíso",
    "Curitiba",
    "Accra",
    "Kigali",
    "Nairobi",
    "Durban",
    "Marrakesh",
    "Cardiff",
    "Swansea",
    "Brighton",
    "Margate",
    "York",
    "Norwich",
    "Edinburgh",
    "Peckham",
    "Clapham",
    "Leith",
    "Bondi",
    "Newtown",
    "Ponsonby",
    "Williamsburg",
    "Neukölln",
    "Gràcia",
    "Trastevere",
    "Stellenbosch",
    "Innsbruck",
    "Rotterdam",
]
CARS = [
    "Kia Niro",
    "Tesla Model 3",
    "Nissan Leaf",
    "VW Golf",
    "Toyota Corolla",
    "Škoda Octavia",
    "Mazda CX-5",
    "Fiat 500",
    "Volvo XC40",
    "Honda Civic",
    "BYD Atto 3",
    "Renault Clio",
    "MG4",
    "Hyundai Ioniq 5",
    "Ford Fiesta",
    "Subaru Outback",
    "Peugeot 208",
    "Mini Cooper",
    "Polestar 2",
    "Citroën C3",
    "Audi A3",
    "BMW i3",
    "Dacia Sandero",
    "Seat Ibiza",
    "Opel Corsa",
    "Suzuki Swift",
    "Toyota RAV4",
    "Land Rover Defender",
    "Jeep Renegade",
    "Cupra Born",
    "Mitsubishi Outlander",
    "Lexus UX",
    "Alfa Romeo Giulia",
    "Porsche Macan",
    "Smart ForFour",
    "Vauxhall Astra",
    "Chevrolet Bolt",
    "Ford Mustang Mach-E",
]
DIETS = [
    "vegan",
    "vegetarian",
    "pescatarian",
    "keto",
    "gluten-free",
    "dairy-free",
    "low-FODMAP",
    "paleo",
    "flexitarian",
    "low-carb",
    "plant-based",
    "raw vegan",
    "sugar-free",
    "lacto-vegetarian",
]
WORK_TEAMS = [
    "Payments",
    "Platform",
    "Growth",
    "Data Infrastructure",
    "Mobile",
    "Customer Success",
    "Compliance",
    "Search",
    "Checkout",
    "Identity",
    "Risk",
    "Billing",
    "Onboarding",
    "Design Systems",
    "Security",
    "Analytics",
    "Fraud",
    "Logistics",
    "Pricing",
    "Ads",
    "Developer Experience",
    "Reliability",
    "Marketplace",
    "Partnerships",
    "Localisation",
    "Integrations",
]
CLUBS = [
    "Hackney Wick FC",
    "Riverside Rovers",
    "Ballsbridge Hockey Club",
    "Northside Netball",
    "Glebe Rugby Club",
    "Fitzroy Lions",
    "Harbour City FC",
    "Westbrook Cricket Club",
    "Leith Athletic",
    "Sydney Uni RFC",
    "Oak Hill Volleyball",
    "Brixton Ultimate",
    "Eastside Dragons",
    "Portobello Rowing Club",
    "Canal Street Runners",
    "Kelvin Water Polo",
    "St Kilda Sharks",
    "Mill Lane Hockey",
    "Docklands Dynamos",
    "Parkside Wanderers",
]
BUDGETS = [  # name, low, high, step (in pound-ish units)
    ("holiday", 1500, 8000, 100),
    ("wedding", 8000, 40000, 500),
    ("renovation", 10000, 60000, 1000),
    ("monthly food", 250, 900, 10),
    ("kitchen", 6000, 30000, 500),
    ("Christmas", 200, 1500, 50),
    ("birthday party", 150, 1200, 50),
    ("garden", 500, 5000, 100),
    ("moving", 800, 5000, 100),
    ("baby", 1000, 6000, 100),
    ("Japan trip", 2500, 9000, 100),
    ("honeymoon", 3000, 12000, 250),
    ("bathroom", 4000, 18000, 500),
    ("monthly grocery", 250, 800, 10),
    ("stag do", 300, 1500, 50),
    ("hen do", 300, 1500, 50),
    ("home office", 500, 3000, 50),
    ("new laptop", 700, 3000, 50),
    ("eating-out", 100, 600, 10),
    ("loft conversion", 20000, 70000, 1000),
    ("camper van", 8000, 35000, 500),
    ("school uniform", 150, 700, 10),
    ("anniversary trip", 800, 4000, 100),
    ("driveway", 2000, 9000, 100),
]
# ---------------------------------------------------------------------------
# Templates.  "I:" = only for the user as subject, "N:" = only for a named
# subject, no prefix = both (grammar tokens below adapt).
# Tokens: {S} I/Kemi  {Sc} sentence-start form  {s}/{sc} I|she/She  {o} me|her
# {p}/{pc} my|her  {P}/{Pc} my|Kemi's  {Sm} I'm|Kemi's  {sm}/{smc} I'm|she's
# {Sv} I've|Kemi's  {sv}/{svc} I've|she's  {S_lc} i|kemi  {v:verb} agreement
# {val} {val_lc} {val_ns} {a_val} {a_val_lc} {old} {old_lc} {a_old} {neg}
# {a_neg} {wrong} {dv} {a_dv} {other} {rep} {budget} {prev} {new} {a_prev}
# ---------------------------------------------------------------------------
K = {}

K["manager"] = {
    "styles": ["two_sentence", "reply", "value_first", "reported", "buried", "typo"],
    "plain": [
        "{Pc} manager is {val}.",
        "{Sc} {v:report} to {val} at work.",
        "{Pc} boss at work is {val}.",
        "N:{S}'s line manager is someone called {val}.",
        "I:At work I report to {val}.",
        "{Pc} line manager is {val}, for context.",
    ],
    "upd": {
        "two_sentence": [
            "N:Big news about {S}'s job. {sc} {v:report} to {val} now!",
            "N:Guess what happened with {S} at work. {smc} got a new manager, {val}.",
            "N:{S} finally got moved off that awful team lead. {smc} under {val} now.",
            "I:Reorg at work finally happened. I report to {val} now!",
            "I:So, new manager. It's {val}, and honestly I'm relieved.",
            "I:Work update, sort of a big one. My new boss is {val}.",
            "I:Got the email this morning about my manager. It's {val} from now on.",
        ],
        "reply": [
            "yes, that's right — {P} manager is {val} now",
            "no — {S} {v:report} to {val} now, not {old}",
            "N:yep, you remembered right, {S}'s boss is {val} these days",
            "I:correct, my line manager is {val} since last week",
            "I:haha no, {old} left — I report to {val} now",
            "N:not any more! {S} reports to {val} since the reorg",
        ],
        "value_first": [
            "{val} — that's who {S} {v:report} to now",
            "N:{val}. That's {S}'s new manager, can you believe it",
            "I:{val}!! my new manager, finally someone sane",
            "{val} is {P} manager now, starting this week",
            "I:{val}, that's my boss now. Still getting used to it.",
        ],
        "reported": [
            "N:{rep} says {S} reports to {val} these days",
            "N:{rep} told me {S}'s new manager is {val}",
            "N:according to {rep}, {S}'s got a new boss — {val}",
            "I:HR emailed to say I report to {val} from now on",
            "I:my team lead told me this morning that I'm reporting to {val} now",
            "I:they announced at the all-hands that my manager is {val} now, effective immediately",
        ],
        "buried": [
            (
                "Long day. The train was delayed again, then the coffee machine broke, and in "
                "the middle of all that {S} found out {s} {v:report} to {val} now. Anyway, "
                "what should I cook tonight?"
            ),
            (
                "I:ok so the offsite was chaos, someone spilled wine on the projector, we did "
                "trust falls (why), and oh — my manager is {val} now, they told us at lunch. "
                "anyway the hotel was nice"
            ),
            (
                "N:Had dinner with {S} last night at the pasta place near the station, it's "
                "gone downhill tbh. {sc} mentioned {s} reports to {val} now. Then we got "
                "dessert somewhere else."
            ),
            (
                "I:Dentist was fine, no fillings. Quick thing: I report to {val} now, so the "
                "1:1s moved to Tuesdays. Also can you suggest a good podcast for the gym?"
            ),
        ],
        "typo": [
            "N:{S_lc}s boss is {val_lc} now btw",
            "I:i report to {val_lc} now lol 🙃",
            "I:new boss = {val} rn, wish me luck 😅",
            "I:fyi my managers {val} now, not {old} lol",
            "N:{S_lc} reports to {val_lc} now bc of the reorg smh",
            "N:omg {S_lc}s got a new manager, its {val} 😬",
        ],
    },
    "neg_old": [
        "I:had coffee with {old} today, honestly miss having them as my manager",
        "I:nearly sent my leave request to {old} out of habit 🙈",
        "I:{old} still sends me memes from my old team, love that",
        "N:{S} had lunch with {old}, {p} old boss, yesterday",
        "N:{S} still cc's {old} on emails by accident, bless {o}",
        "N:{S} says {s} misses working for {old}",
    ],
    "neg_fresh": [
        "I:my colleague {other} reports to {neg} — not me though, I'm still where I was",
        "I:{neg} asked if I'd like to move onto their team, I said no thanks",
        "I:had a chat with {neg} about maybe me joining their team next year, nothing decided",
        "N:{S}'s deskmate {other} reports to {neg} now",
        "N:{neg} tried to poach {S} onto their team but {S} turned it down",
        "N:{S} is covering for {neg}'s team for two weeks, just while they're short",
    ],
    "dist": [
        "{other}'s manager is {dv} now",
        "my flatmate's got a new boss, {dv}, apparently very strict",
        "{other} reports to {dv} since the restructure",
        "{other} said {dv} is the best manager they've ever had",
    ],
    "q_new": [
        "I:Who's my manager now?",
        "I:who do I report to these days",
        "I:Do I still report to {prev}?",
        "I:who is my line manager at the moment?",
        "I:who's my boss rn",
        "N:Who does {S} report to now?",
        "N:Is {S} still reporting to {prev}?",
        "N:who's {S}'s manager these days",
        "N:Who is {S}'s boss at the moment?",
        "N:{S}'s current manager?",
    ],
    "q_first": [
        "Who did {S} report to originally?",
        "Who was {P} manager at first?",
        "who was {P} first manager",
    ],
    "q_prev": [
        "Who did {S} report to before {new}?",
        "Who was {P} manager before {new}?",
        "who was {P} previous manager",
    ],
    "q_any": ["Who did {S} use to report to?"],
}

K["employer"] = {
    "styles": ["future", "contrast", "reply", "buried", "foreign", "value_first"],
    "plain": [
        "{Sc} {v:work} at {val}.",
        "{Pc} employer is {val}.",
        "N:{S} has a job at {val}.",
        "I:I work for {val}.",
        "{Sc} {v:work} for {val}, in case that's useful.",
    ],
    "upd": {
        "future": [
            "I:as of this week I'm at {val}",
            "I:from today I officially work for {val} 🎉",
            "I:started at {val} on Monday — so that's my employer now",
            "N:as of this week {S}'s working at {val}",
            "N:{S} started at {val} yesterday, so that's {p} employer from now on",
            "N:from today {S} works for {val}, first day went well apparently",
        ],
        "contrast": [
            "not {old} any more — {Sm} at {val} now",
            "I:left {old} last month, I work at {val} now",
            "N:{S} quit {old}! {sc} works for {val} now",
            "{Sc} {v:work} at {val} now, no longer at {old}",
        ],
        "reply": [
            "yes, that's right, {Sm} at {val} now",
            "nope, {S} left {old} — {sm} with {val} these days",
            "I:correct, I work for {val} now",
            "N:mhm, {S} works at {val} now, you remembered",
        ],
        "buried": [
            (
                "I:What a week. I sorted the car insurance, finally fixed the leaky tap, and "
                "started the new job at {val} on Monday, which is going fine so far. Do you "
                "know any good lunch spots that do takeaway?"
            ),
            (
                "N:Saw {S} at the climbing wall — {s} finally sent that purple route, and {sm} "
                "at {val} now, {s} said the interview process took ages. Anyway we got ramen "
                "after."
            ),
            (
                "Busy weekend: two birthday parties, a flat-pack wardrobe that fought back, "
                "and {P} new job at {val} sorted — contract signed, started Monday. Also the "
                "cat has fleas."
            ),
        ],
        "foreign": [
            "Bonjour! Petite nouvelle: {Sm} working at {val} now 😊",
            "Hola 👋 {S} finally got the job — {sm} at {val} now",
            "I:Servus! I'm at {val} now, started this month, the organisation is huge",
            "N:Ciao! {S} works for {val} now, so proud of {o}",
            "N:Asante! Sorry, wrong chat language 😂 anyway {S} works at {val} now",
        ],
        "value_first": [
            "{val}. That's where {S} {v:work} now, can you believe it",
            "{val} — {P} new employer, as of last week",
            "I:{val}!!! I got the job, started Monday",
            "N:{val} snapped {S} up, {sm} been there since the start of the month",
        ],
    },
    "neg_old": [
        "I:still have my {old} lanyard in my bag lol",
        "I:got an email from {old} about my old pension pot",
        "I:went to the {old} summer party as my mate's plus one, weird being back",
        "N:{S} went back to {old} for a leaving do, still knows everyone there",
        "N:{S} still wears {p} {old} hoodie everywhere",
    ],
    "neg_fresh": [
        "I:had a second interview at {neg} today, not sure I'd take it",
        "I:{neg} offered me a job but I turned it down",
        "I:a recruiter from {neg} keeps messaging me on LinkedIn",
        "N:{S} interviewed at {neg} but didn't get it",
        "N:{neg} offered {S} a role, {s} said no",
        "N:{S} did a one-off consulting day for {neg}, {p} actual job hasn't changed",
    ],
    "dist": [
        "{other} just started at {dv}",
        "my cousin got a job at {dv}",
        "{other} works for {dv} now, lucky thing",
        "{other}'s leaving for {dv} next month",
    ],
    "q_new": [
        "I:Where do I work now?",
        "I:who's my employer these days",
        "I:Am I still at {prev}?",
        "I:which company do I work for",
        "N:Where does {S} work now?",
        "N:Is {S} still at {prev}?",
        "N:who does {S} work for these days",
        "N:{S}'s employer?",
    ],
    "q_first": [
        "Where did {S} work originally?",
        "Who was {P} first employer?",
        "where was {S} working at first",
    ],
    "q_prev": [
        "Where did {S} work before {new}?",
        "Which company was {S} at before {new}?",
        "who was {P} previous employer",
    ],
    "q_any": ["Where did {S} use to work?"],
}

K["residence"] = {
    "styles": ["two_sentence", "reported", "correction", "contrast", "typo", "foreign"],
    "plain": [
        "{Sc} {v:live} in {val}.",
        "{Sm} based in {val}.",
        "{Pc} home is in {val}.",
        "I:I live in {val}, by the way.",
        "N:{S} lives in {val}.",
    ],
    "upd": {
        "two_sentence": [
            "N:Big news about {S}. {svc} moved to {val}!",
            "N:Did I tell you about {S}'s move? {sc} lives in {val} now.",
            "I:Big life update. I've moved to {val}!",
            "I:Finally got the keys last week. I live in {val} now 🏡",
            "Update on where {S} {v:live}. It's {val} now.",
        ],
        "reported": [
            "N:{rep} says {S}'s living in {val} these days",
            "N:according to {rep}, {S} moved to {val} last month",
            "N:{rep} mentioned {S} lives in {val} now",
            "I:my sister keeps telling everyone I live in {val} now, which, fair, I do",
            "I:the GP receptionist said my address is showing as {val} now, so that's all updated",
            "I:mum's telling the whole family I'm in {val} now 🙄 she's right though",
        ],
        "correction": [
            "{Sv} moved to {wrong} — sorry, I meant {val}, not {wrong}. always mix them up",
            "{Sc} {v:live} in {wrong} now — no wait, {val}, not {wrong}",
            (
                "N:{S} is in {wrong} now — oops, {val}, I mean. {wrong} was the other place "
                "{s} looked at"
            ),
            "I:I'm settled in {wrong} now… sorry, {val}! not {wrong}, autocorrect",
        ],
        "contrast": [
            "not {old} any more — {Sm} in {val} now",
            "N:{S} left {old} for good, {s} lives in {val} now",
            "I:said goodbye to {old} at last, I live in {val} now",
            "{Sc} {v:live} in {val} now instead of {old}",
        ],
        "typo": [
            "I:moved to {val_lc} lol, im still unpacking 📦",
            "I:im in {val_lc} now btw, new flat!!",
            "I:fyi i live in {val} now not {old} lol",
            "N:{S_lc}s moved to {val_lc} btw 🏠",
            "N:{S_lc} lives in {val_lc} now apparently, who knew",
            "N:btw {S_lc} is in {val} now, moved w/ {p} dog",
        ],
        "foreign": [
            "Kia ora! {Sm} living in {val} now, loving it",
            "Hej hej! {Sv} moved to {val}, the neighbourhood is lovely",
            "I:Namaste 🙏 I'm in {val} now, moved last weekend, the neighborhood's great",
            "N:Olá! {S} lives in {val} now — moved last week",
        ],
    },
    "neg_old": [
        "I:went back to {old} for the weekend, I miss it so much",
        "I:still getting post for me delivered in {old}, need to sort the redirect",
        "I:{old} was such a good place for me to live, honestly",
        "N:{S} is visiting {old} next week to see old friends",
        "N:{S} still talks about {old} like it's home",
        "N:{S}'s flying back to {old} for a wedding in June",
    ],
    "neg_fresh": [
        "I:we viewed a flat in {neg} on Saturday, way too small for me",
        "I:my offer on a place in {neg} fell through, so that's that",
        "I:I keep thinking about {neg} one day, but not for a few years",
        "N:{S} looked at a house in {neg} but the commute would kill {o}",
        "N:{S} had a weekend in {neg}, loved it, not moving though",
        "N:{S} nearly moved to {neg} but it fell through",
    ],
    "dist": [
        "{other} just moved to {dv}",
        "my brother's living in {dv} now",
        "{other} bought a flat in {dv}",
        "{other} is relocating to {dv} for work",
    ],
    "q_new": [
        "I:Where do I live now?",
        "I:where am I based these days",
        "I:Am I still in {prev}?",
        "I:what city do I live in",
        "N:Where does {S} live now?",
        "N:Where's {S} based these days?",
        "N:Is {S} still in {prev}?",
        "N:which city is {S} living in",
    ],
    "q_first": [
        "Where did {S} live originally?",
        "where was {S} living at first",
        "Which place did {S} live in first?",
    ],
    "q_prev": [
        "Where did {S} live before {new}?",
        "where was {S} based before moving to {new}",
        "What was {P} previous city?",
    ],
    "q_any": ["Where did {S} use to live?"],
}

K["partner"] = {
    "styles": ["two_sentence", "reply", "reported", "typo", "contrast", "value_first"],
    "plain": [
        "{Pc} partner is {val}.",
        "{Sm} in a relationship with {val}.",
        "N:{S} is dating {val}.",
        "I:I'm with {val}, we've been together a while.",
        "{Pc} other half is {val}.",
    ],
    "upd": {
        "two_sentence": [
            "N:Gossip about {S}! {smc} seeing {val} now 😍",
            "N:You'll never guess about {S}'s love life. {smc} with {val}!",
            "N:Relationship news about {S}. {pc} partner is {val} now.",
            "I:Okay, dating update. I'm with {val} now and it's going really well.",
            "I:Something to tell you about my love life. It's {val} now 💕",
        ],
        "reply": [
            "yes, that's right — {Sm} with {val} now",
            "N:no, {S} and {old} split up ages ago, {sm} with {val} now",
            "I:no, {old} and I split up ages ago, I'm with {val} now",
            "N:yep! {S}'s partner is {val}, you remembered",
            "I:haha yes, {val} is my partner now",
        ],
        "reported": [
            "N:{rep} says {S}'s dating {val} these days",
            "N:{rep} told me {S} moved in with {val}",
            "N:apparently {S} is with {val} now, {rep} saw them together",
            "I:my mum's telling everyone I'm with {val} now 🙈 she's not wrong",
            "I:my flatmate told the landlord {val} is my partner now, which, yes, true",
        ],
        "typo": [
            "I:im w/ {val} now btw 🥰",
            "I:me n {val_lc} are official lol",
            "I:fyi my partners {val} now not {old} lol",
            "N:{S_lc}s dating {val_lc} now!!",
            "N:{S_lc} n {val} are together now omg",
            "N:btw {S_lc}s partner is {val} now, tbh theyre cute",
        ],
        "contrast": [
            "not {old} any more — {Sm} with {val} now",
            "N:{S} broke up with {old}, {sm} seeing {val} now",
            "I:{old} and I are done, I'm with {val} now",
            "{Pc} partner is {val} now, not {old}",
        ],
        "value_first": [
            "{val} — that's who {Sm} seeing now",
            "N:{val}! That's {S}'s new partner, they met at salsa",
            "I:{val}. That's my partner now, it's official ❤️",
            "{val} is {P} partner now, since the spring",
        ],
    },
    "neg_old": [
        "I:ran into {old} at the supermarket, that was awkward for me",
        "I:I nearly texted {old} happy birthday out of habit",
        "I:still have {old}'s hoodie somewhere lol, should give it back to my ex",
        "N:{S} still has {old}'s hoodie apparently",
        "N:{S} bumped into {old} at a party, said it was fine",
        "N:{S} and {old} are still friends, which is nice",
    ],
    "neg_fresh": [
        "I:went on one date with {neg} last week, not my type",
        "I:{neg} asked me out but I said no",
        "I:my aunt keeps trying to set me up with {neg} 🙄",
        "N:{S}'s mum keeps trying to set {o} up with {neg}",
        "N:{neg} asked {S} out but {s} said no",
        "N:{S} went on a blind date with {neg}, didn't click",
    ],
    "dist": [
        "{other} is dating {dv} now",
        "{other} and {dv} just got engaged!",
        "my cousin's seeing someone called {dv}",
        "{other} moved in with {dv}",
    ],
    "q_new": [
        "I:Who's my partner now?",
        "I:who am I dating these days",
        "I:Am I still with {prev}?",
        "I:who am I with at the moment",
        "N:Who is {S} dating now?",
        "N:Is {S} still with {prev}?",
        "N:who's {S}'s partner these days",
        "N:{S}'s other half — who is it now?",
    ],
    "q_first": [
        "Who was {P} partner at first?",
        "Who was {S} with originally?",
        "who was {P} first partner",
    ],
    "q_prev": [
        "Who was {S} with before {new}?",
        "Who was {P} previous partner?",
        "who was {S} dating before {new}",
    ],
    "q_any": ["Who did {S} use to date?"],
}

K["phone"] = {
    "styles": ["list", "correction", "future", "reply", "buried", "typo"],
    "plain": [
        "{Pc} phone number is {val}.",
        "{Pc} mobile is {val}.",
        "I:You can reach me on {val}.",
        "N:You can reach {S} on {val}.",
        "{Pc} number is {val}, save it somewhere.",
    ],
    "upd": {
        "list": [
            "I:my new number: {val}",
            "I:phone → {val} (new, mine)",
            "I:note to self: my mobile is now {val}",
            "N:{S} — new number: {val}",
            "N:contacts update: {S} = {val}",
            "N:{S}'s mobile (new): {val}",
        ],
        "correction": [
            "{Pc} new number is {wrong} — sorry, {val}, I typed it wrong",
            "{Pc} number's changed to {wrong}... no wait, {val}. typo",
            "I:ugh correction: my new number is {val}, not {wrong}, fat fingers",
        ],
        "future": [
            "I:from today my number is {val}",
            "I:as of this morning my mobile is {val}, the old sim's dead",
            "I:starting today you can reach me on {val}",
            "N:from today {S}'s number is {val}",
            "N:{S} switched networks, as of this week {s} is on {val}",
        ],
        "reply": [
            "yes, that's right, {P} number is {val} now",
            "no, {S} changed it — it's {val} now, not {old}",
            "I:correct, {val} is my number now",
            "N:yep, {S}'s on {val} these days",
        ],
        "buried": [
            (
                "I:Ugh, the phone shop took two hours. Anyway they ported everything, my new "
                "number is {val}, and I bought a case that's already scratched. Can you "
                "recommend a good screen protector?"
            ),
            (
                "N:Caught up with {S} over pho — {s} got back from the trip, showed me a "
                "million photos, and gave me {p} new number, {val}. Then we argued about the "
                "bill for ten minutes."
            ),
            (
                "long day at the dentist, two fillings 😬. on the way home {S} sorted the phone "
                "contract and {p} new number is {val}. anyway, what's good for a sore jaw?"
            ),
        ],
        "typo": [
            "I:my new no. is {val_ns} btw",
            "I:my numbers {val} now, lost the old sim lol",
            "I:pls save {val_ns} as me, new phone 📱",
            "N:{S_lc}s new num is {val_ns}",
            "N:{S_lc} has a new number {val} fyi, save it",
        ],
    },
    "neg_old": [
        "I:still got my old sim with {old} in a drawer somewhere",
        "I:the bank still had {old} on file for me, fixed it now",
        "I:my old number {old} will get recycled eventually I guess, weird thought",
        "N:{S}'s old number {old} still shows up in the group chat lol",
        "N:{S} said texts to {old} won't reach {o} any more",
    ],
    "neg_fresh": [
        "I:my work mobile is {neg}, but that's only for work stuff, personal number's unchanged",
        "I:got a travel sim for Spain, {neg}, just for the two weeks, I'm not switching",
        "I:gave the gym {neg} by mistake, that's my dad's number",
        "N:{S}'s work phone is {neg}, only use it in office hours",
        "N:{S} is using a temporary number {neg} while abroad, not switching though",
        "N:the number on {S}'s CV is {neg}, that's {p} office line",
    ],
    "dist": [
        "{other}'s new number is {dv}",
        "my brother changed his number to {dv}",
        "save {dv} for {other}, new phone",
        "{other} is on {dv} now",
    ],
    "q_new": [
        "I:what's my phone number again?",
        "I:What's my current mobile number?",
        "I:Is my number still {prev}?",
        "I:which number am I on now",
        "N:What's {S}'s number now?",
        "N:Is {S} still on {prev}?",
        "N:what number do I have for {S}",
        "N:{S}'s current phone number?",
    ],
    "q_first": [
        "What was {P} original phone number?",
        "What number did {S} have at first?",
        "what was {P} first mobile number",
    ],
    "q_prev": [
        "What was {P} number before {new}?",
        "What number did {S} have before {new}?",
        "what was {P} previous phone number",
    ],
    "q_any": ["What number did {S} use to have?"],
}

K["email"] = {
    "styles": ["list", "future", "correction", "reply", "typo", "contrast"],
    "plain": [
        "{Pc} email is {val}.",
        "{Pc} email address is {val}.",
        "I:You can email me at {val}.",
        "N:{S} uses {val} for email.",
    ],
    "upd": {
        "list": [
            "I:my new email: {val}",
            "I:my email → {val} (update your records pls)",
            "I:contact details update (mine) — email: {val}",
            "N:{S}: new email = {val}",
            "N:{S}'s email (new): {val}",
        ],
        "future": [
            "I:from today my email is {val}",
            "I:as of this week I'm using {val} for everything",
            "I:starting now, please use {val} for me",
            "N:from today {S}'s email is {val}",
            "N:as of this week {S} is using {val}",
        ],
        "correction": [
            "{Pc} new email is {wrong} — sorry, I meant {val}, not {wrong}",
            "{Pc} email's now {wrong}... no, {val}. autocorrect",
            "I:correction, my new address is {val} (not {wrong}, that was a typo)",
        ],
        "reply": [
            "yes, that's right, {P} email is {val} now",
            "no, {S} stopped using {old} — it's {val} now",
            "I:correct, {val} is the one I use now",
            "N:yep, {S} is on {val} now",
        ],
        "typo": [
            "I:my new email is {val} btw, the old ones full of spam lol",
            "I:pls use {val} for me from now on ty",
            "I:my emails {val} now fyi",
            "N:{S_lc}s email is {val} now fyi",
            "N:{S_lc} uses {val} now, old one got hacked lol",
        ],
        "contrast": [
            "not {old} any more — {P} email is {val} now",
            "{Sc} {v:use} {val} now instead of {old}",
            "N:{S} ditched {old}, {p} address is {val} now",
        ],
    },
    "neg_old": [
        "I:still getting newsletters at {old}, I need to unsubscribe",
        "I:found an ancient receipt of mine sent to {old}, lol",
        "I:I still log in to {old} now and then to check for stuff",
        "N:{S} said {s} still checks {old} now and then",
        "N:{S}'s old address {old} is still on the club mailing list",
    ],
    "neg_fresh": [
        "I:I use {neg} for signing up to shops, it's a throwaway one",
        "I:made {neg} just for the wedding RSVPs, my main one hasn't changed",
        "I:my work email is {neg} but don't use that for personal stuff",
        "N:{S}'s work email is {neg}, but {s} doesn't read it at weekends",
        "N:{S} made {neg} just for online shopping",
        "N:{neg} is the address {S} uses for spam, not {p} real one",
    ],
    "dist": [
        "{other}'s email is {dv} now",
        "my dad finally made an email: {dv}",
        "{other} switched to {dv}",
        "send the invite to {other} at {dv}",
    ],
    "q_new": [
        "I:what's my email address?",
        "I:What email am I using these days?",
        "I:Is my email still {prev}?",
        "I:which address should people email me at",
        "N:What's {S}'s email now?",
        "N:Is {S} still using {prev}?",
        "N:what email address does {S} use",
        "N:{S}'s current email?",
    ],
    "q_first": [
        "What was {P} original email address?",
        "What email did {S} use at first?",
        "what was {P} first email",
    ],
    "q_prev": [
        "What was {P} email before {new}?",
        "Which address did {S} use before {new}?",
        "what was {P} previous email",
    ],
    "q_any": ["What email did {S} use to have?"],
}

K["car"] = {
    "styles": ["ordinal", "contrast", "typo", "two_sentence", "buried", "reply"],
    "plain": [
        "{Sc} {v:drive} {a_val}.",
        "{Pc} car is {a_val}.",
        "I:I've got {a_val}, for the record.",
        "N:{S} drives {a_val}.",
    ],
    "upd": {
        "ordinal": [
            "{Pc} third car in two years: {a_val}",
            "{Pc} second car this year 😅 — {sv} got {a_val} now",
            "I:car number three since I passed my test: {a_val}, picked it up yesterday",
            "N:{S} is on {p} third car already — it's {a_val} now",
        ],
        "contrast": [
            "{Pc} car's not {a_old} any more, it's {a_val} now",
            "{Sc} sold the {old} — {sv} got {a_val} now",
            "N:{S} swapped {p} {old} for {a_val}",
            "I:traded in my {old} for {a_val} 🚗",
        ],
        "typo": [
            "I:i got {a_val_lc} lol, bye bye {old_lc}",
            "I:new car for me!!! its {a_val} 🚙",
            "I:finally picked up my {val_lc} today, so shiny",
            "N:{S_lc} drives {a_val_lc} now btw",
            "N:{S_lc}s got {a_val} now, v jealous",
        ],
        "two_sentence": [
            "N:Car news from {S}! {svc} bought {a_val}.",
            "N:{S} finally replaced the old banger. {smc} driving {a_val} now.",
            "I:Big purchase this weekend. I bought {a_val}!",
            "I:Picked up the new car on Friday. It's {a_val}, and I love it.",
            "Quick update about {P} car. It's {a_val} now.",
        ],
        "buried": [
            (
                "I:Such a hectic Saturday: swimming lessons for the kids, a massive Costco "
                "run, and picking up my new {val} from the dealer. Also we burnt the pizza. "
                "Any tips for reheating pizza?"
            ),
            (
                "N:Went to {S}'s barbecue — loads of people, the burgers were raw in the "
                "middle, and {s} showed everyone {p} new {val} parked outside. We stayed till "
                "midnight."
            ),
            (
                "ugh the week: boiler broke, my laptop died, and {S} finally collected {p} new "
                "{val}, so at least one good thing. anyway, how do I bleed a radiator?"
            ),
        ],
        "reply": [
            "yes, that's right — {S} {v:drive} {a_val} now",
            "I:no, the {old} is gone, I've got {a_val} now",
            "N:no, {S}'s {old} is gone, {sv} got {a_val} now",
            "I:yep, my car's {a_val} now, you remembered",
            "N:correct, {S}'s car is {a_val} now",
        ],
    },
    "neg_old": [
        "I:saw {a_old} just like my old one today, felt nostalgic",
        "I:found the {old} spare key in my drawer lol",
        "I:miss my old {old} sometimes, it was so reliable",
        "N:{S} still has the {old} keyring on {p} keys",
        "N:{S} says {s} misses the {old}",
    ],
    "neg_fresh": [
        "I:test drove {a_neg} on Saturday, nice but too pricey for me",
        "I:got a quote for {a_neg}, not happening for me this year",
        "I:rented {a_neg} for my holiday, fun to drive",
        "N:{S} borrowed {p} dad's {neg} for the weekend",
        "N:{S} test drove {a_neg} but didn't buy it",
        "N:{S} nearly bought {a_neg} but the deal fell through",
    ],
    "dist": [
        "{other} just bought {a_dv}",
        "my neighbour got {a_dv}, it's huge",
        "{other} drives {a_dv} now",
        "{other} is selling their {dv} if anyone wants it",
    ],
    "q_new": [
        "I:which car do I drive",
        "I:What car do I have now?",
        "I:Do I still drive the {prev}?",
        "I:what am I driving these days",
        "N:What car does {S} drive now?",
        "N:Is {S} still driving the {prev}?",
        "N:which car has {S} got these days",
        "N:{S}'s current car?",
    ],
    "q_first": [
        "what car did {S} have originally",
        "What was {P} first car?",
        "Which car did {S} drive at first?",
    ],
    "q_prev": [
        "What did {S} drive before the {new}?",
        "Which car did {S} have before the {new}?",
        "what was {P} previous car",
    ],
    "q_any": ["What car did {S} use to have?"],
}

K["diet"] = {
    "styles": ["two_sentence", "future", "typo", "contrast", "reported", "foreign"],
    "plain": [
        "{Sm} {val}.",
        "{Sc} {v:follow} a {val} diet.",
        "I:I eat {val}, just so you know.",
        "N:{S} is {val}.",
    ],
    "upd": {
        "two_sentence": [
            "N:Quick update on {S} and food. {svc} gone {val}!",
            "N:{S} made a big change after {p} health check. {smc} {val} now.",
            "I:Big change in my eating. I've gone {val}!",
            "I:Had a long chat with my GP. I'm {val} now, and it's going fine so far.",
        ],
        "future": [
            "I:from today I'm {val}, wish me luck",
            "I:as of this week I'm officially {val}",
            "I:started on Monday and it's stuck: I'm {val} from now on",
            "N:as of this week {S} is {val}",
            "N:{S} went {val} from the first of the month and is sticking to it",
        ],
        "typo": [
            "I:im {val_lc} now lol 🥗",
            "I:gone {val_lc} rn, dont judge me",
            "I:fyi im {val} now not {old} lol",
            "N:{S_lc}s {val_lc} now btw",
            "N:{S_lc} went {val_lc} lol, cooking for {o} is gonna be fun",
        ],
        "contrast": [
            "not {old} any more — {Sm} {val} now",
            "N:{S} stopped being {old}, {sm} {val} now",
            "I:I'm done with {old}, {val} now",
            "{Sm} {val} these days, no longer {old}",
        ],
        "reported": [
            "N:{rep} says {S}'s {val} these days",
            "N:{rep} told me {S} went {val}",
            "N:apparently {S} is {val} now, {rep} mentioned it at dinner",
            "I:my flatmate told the waiter I'm {val} now, which is true",
            "I:my trainer keeps telling people I'm {val} now lol, I am",
        ],
        "foreign": [
            "Ciao! {Sm} {val} now, so the menu's changing",
            "N:Buenos días! {S} is {val} now, FYI for the dinner",
            (
                "I:Guten Tag 👋 I'm {val} now, just so you know for recipes — also trying to "
                "eat more colourful veg"
            ),
            "I:Salut ! I'm {val} now, bon appétit to me 😄",
        ],
    },
    "neg_old": [
        "I:I miss being {old} sometimes, honestly felt great",
        "I:caught myself ordering the {old} option out of habit lol",
        "I:still have a cupboard full of my {old} snacks from before",
        "N:{S} says {s} misses being {old}",
        "N:{S} still follows loads of {old} recipe accounts",
    ],
    "neg_fresh": [
        "I:I tried {neg} for like three days last month, never again",
        "I:my doctor mentioned a {neg} trial, I haven't started it",
        "I:thinking about going {neg} myself in the new year, maybe",
        "N:{S}'s flatmate is going {neg}, {s} is not joining",
        "N:{S} tried {neg} for a week, gave up",
        "N:{S}'s considering {neg} but hasn't committed",
    ],
    "dist": [
        "{other} has gone {dv}",
        "my dad's {dv} now, who knew",
        "{other} is doing {dv} this month",
        "{other} went {dv} after the marathon",
    ],
    "q_new": [
        "I:what diet am I on now?",
        "I:What do I eat these days, diet-wise?",
        "I:Am I still {prev}?",
        "I:what's my diet rn",
        "N:What diet is {S} on now?",
        "N:Is {S} still {prev}?",
        "N:what does {S} eat these days",
        "N:{S}'s diet at the moment?",
    ],
    "q_first": [
        "What diet was {S} on originally?",
        "What was {P} first diet?",
        "What was {S} eating at first?",
    ],
    "q_prev": [
        "What diet was {S} on before going {new}?",
        "What was {P} diet before {new}?",
        "what was {P} previous diet",
    ],
    "q_any": ["What diet did {S} use to follow?"],
}

K["budget"] = {
    "styles": ["list", "correction", "reply", "buried", "contrast", "foreign"],
    "plain": [
        "{Pc} {budget} budget is {val}.",
        "{Sc} {v:have} {val} set aside as the {budget} budget.",
        "I:My {budget} budget: {val}, for reference.",
        "N:{S} set {p} {budget} budget at {val}.",
    ],
    "upd": {
        "list": [
            "I:my budget ({budget}) → {val}",
            "I:my {budget} budget: {val} (revised)",
            "I:notes: my {budget} budget now {val}",
            "N:{S} — {budget} budget → {val}",
            "N:{S}'s {budget} budget (updated): {val}",
        ],
        "correction": [
            "{P} {budget} budget is now {wrong} — sorry, I meant {val}, not {wrong}",
            "{Pc} {budget} budget's changed to {wrong}, no wait, {val}. typo",
            "I:correction: my {budget} budget is {val} now, not {wrong}, I hit the wrong key",
        ],
        "reply": [
            "yes, that's right, {P} {budget} budget is {val} now",
            "no, {P} {budget} budget isn't {old} any more, it's {val}",
            "I:correct — {val} is my {budget} budget now",
            "N:yep, {S} bumped the {budget} budget to {val}",
        ],
        "buried": [
            (
                "I:Spent the morning arguing with the bank app, then did a big clean, and "
                "finally sat down to redo my spreadsheet: {budget} budget is {val} now. After "
                "that I watched three episodes of Bake Off. What should I watch next?"
            ),
            (
                "N:{S} came over for tea, we talked about {p} sister's new puppy for an hour, "
                "and {s} mentioned {p} {budget} budget is {val} now. Then we walked to the "
                "park."
            ),
            (
                "so the plumber didn't show, AGAIN, and the bins got missed, but good news: "
                "{P} {budget} budget is {val} now after the sums. anyway can you find me a "
                "plumber who answers the phone?"
            ),
        ],
        "contrast": [
            "{Pc} {budget} budget went from {old} to {val}",
            "no longer {old} — {P} {budget} budget is {val} now",
            "{Pc} {budget} budget is {val} now instead of {old}",
        ],
        "foreign": [
            "Vale, {P} {budget} budget is {val} now",
            "Alors, {P} {budget} budget is {val} now, c'est la vie",
            "Achso — {P} {budget} budget is {val} now",
            "Yalla! {Pc} {budget} budget is {val} now, finalised",
        ],
    },
    "neg_old": [
        "I:honestly wish my {budget} budget was still {old}, life was simpler",
        "I:found my old spreadsheet with the {budget} budget at {old}, lol",
        "I:my {budget} budget being {old} feels like ages ago",
        "N:{S} still jokes about the {budget} budget being {old} back then",
        "N:{S} found {p} old note saying {budget} budget {old}",
    ],
    "neg_fresh": [
        "I:ran the numbers for the fancy version: {neg}. not changing my {budget} budget though",
        "I:the planner suggested {neg} for my {budget} budget but I said no",
        (
            "I:if we'd gone for the fancy option my {budget} budget would've been {neg}, plan "
            "fell through though"
        ),
        "N:{S}'s brother wanted {neg} for the {budget} budget, {s} said no way",
        "N:{S} worked out the deluxe option would need {neg}, nowhere near {p} {budget} budget",
        "N:{S} considered {neg} for the {budget} budget but didn't go with it",
    ],
    "dist": [
        "{other}'s {budget} budget is {dv}, apparently",
        "my sister set her {budget} budget at {dv}",
        "{other} has {dv} for the {budget} budget, jealous",
        "{other} said the {budget} budget is {dv} on their side",
    ],
    "q_new": [
        "I:What's my {budget} budget now?",
        "I:how much is my {budget} budget",
        "I:Is my {budget} budget still {prev}?",
        "I:what's the {budget} budget at these days",
        "N:What's {S}'s {budget} budget now?",
        "N:Is {S}'s {budget} budget still {prev}?",
        "N:how much is {S}'s {budget} budget at the moment",
    ],
    "q_first": [
        "What was {P} original {budget} budget?",
        "how much was {P} {budget} budget originally",
        "What was {P} first {budget} budget?",
    ],
    "q_prev": [
        "What was {P} {budget} budget before {new}?",
        "what was {P} previous {budget} budget",
    ],
    "q_any": ["What did {P} {budget} budget use to be?"],
}

K["team"] = {  # work teams
    "styles": ["future", "two_sentence", "ordinal", "reply", "value_first", "list"],
    "plain": [
        "{Sm} on the {val} team.",
        "{Sc} {v:work} in the {val} team.",
        "N:{S} is in {val} at work.",
        "I:My team at work is {val}.",
    ],
    "upd": {
        "future": [
            "as of this week {Sm} on the {val} team",
            "I:from today I'm in {val}, new desk and everything",
            "I:starting this sprint I'm on {val}, first standup done",
            "N:{S} moved teams — since Monday {s} is in {val}",
        ],
        "two_sentence": [
            "N:Team shuffle news for {S}. {smc} on {val} now.",
            "I:Got moved in the reorg. I'm on the {val} team now.",
            "Update on {P} team at work. It's {val} now.",
            "N:{S} finally got the transfer. {sc} works in {val} now.",
        ],
        "ordinal": [
            "{Pc} third team in a year: {val}",
            "N:team move number two for {S} 🙃 — {sm} in {val} now",
            "I:my fourth reorg, my second team: {val}",
        ],
        "reply": [
            "yes, that's right, {Sm} on {val} now",
            "no, {S} left {old} — {sm} on the {val} team now",
            "I:correct, my team is {val} now",
        ],
        "value_first": [
            "{val} — that's the team {Sm} on now",
            "{val}. {Pc} new team, as of this sprint",
            "I:{val}! that's where they've put me now",
        ],
        "list": [
            "I:my team: {val} (from this week)",
            "I:work notes — my team → {val}",
            "N:{S}: team = {val} now",
            "N:{S}'s team (new): {val}",
        ],
    },
    "neg_old": [
        "I:I'm still in the {old} slack channel lol",
        "I:helped my old {old} team with an incident today, just for an hour",
        "N:{S} still goes to the {old} team's Friday drinks",
        "N:{S} said {s} misses the {old} standups, weirdly",
    ],
    "neg_fresh": [
        "I:sat in on the {neg} standup today, just helping out, I'm not moving",
        "I:{neg} offered me a spot on their team, I turned it down",
        "N:{S} is pairing with the {neg} team this week, just a short loan",
        "N:{S} interviewed for an internal move to {neg} but didn't take it",
    ],
    "dist": [
        "{other} just moved to the {dv} team",
        "my mate's been put on {dv} at work",
        "{other} is leading {dv} now",
        "{other} joined {dv} last sprint",
    ],
    "q_new": [
        "I:Which team am I on now?",
        "I:what team am I in at work",
        "I:Am I still on {prev}?",
        "N:Which team is {S} on now?",
        "N:Is {S} still on the {prev} team?",
        "N:what team is {S} in at work these days",
    ],
    "q_first": ["Which team was {S} on originally?", "What was {P} first team at work?"],
    "q_prev": ["Which team was {S} on before {new}?", "what was {P} previous team"],
    "q_any": ["Which team was {S} on before?"],
}

K["club"] = {  # sports-club quarter of the team kind
    "styles": K["team"]["styles"],
    "plain": [
        "{Sc} {v:play} for {val}.",
        "{Sm} playing for {val} this season.",
        "N:{S} is {a_val} player.",
    ],
    "upd": {
        "future": [
            "as of this season {S} {v:play} for {val}",
            "from this week {Sm} officially {a_val} player",
        ],
        "two_sentence": [
            "N:Sports news about {S}! {sc} plays for {val} now.",
            "I:Signed the forms yesterday. I play for {val} now 🏅",
        ],
        "ordinal": [
            "{Pc} second club in two seasons: {val}",
            "N:{S}'s third club already — it's {val} now",
        ],
        "reply": [
            "yes, that's right — {S} {v:play} for {val} now",
            "no, {S} left {old}, {sm} at {val} now",
        ],
        "value_first": [
            "{val} — that's who {S} {v:play} for now",
            "{val}! {Pc} new club, first match on Sunday",
        ],
        "list": [
            "I:my club: {val} (new this season)",
            "N:{S} — club → {val}",
        ],
    },
    "neg_old": [
        "N:{S} played a friendly against {old}, {p} old club",
        "I:went to watch {old} play on Saturday, miss that lot, my old club",
        "N:{S} still has {p} {old} kit in the wardrobe",
        "I:my {old} shirt still fits, shame I never wear it",
    ],
    "neg_fresh": [
        "I:had a trial with {neg} but I didn't get in",
        "I:{neg} asked me to join, I said no, too far to travel",
        "N:{S} had a trial with {neg}, didn't make the squad",
        "N:{S} went to one {neg} training session, not for {o}",
    ],
    "dist": [
        "{other} signed for {dv}",
        "my brother plays for {dv} now",
        "{other} got picked for {dv} this season",
        "{other} coaches at {dv} on Sundays",
    ],
    "q_new": [
        "I:Which club do I play for now?",
        "I:Am I still playing for {prev}?",
        "N:Who does {S} play for now?",
        "N:Is {S} still at {prev}?",
        "N:which club is {S} playing for these days",
    ],
    "q_first": ["Which club did {S} play for originally?", "What was {P} first club?"],
    "q_prev": ["Who did {S} play for before {new}?", "what was {P} previous club"],
    "q_any": ["Which club did {S} use to play for?"],
}
# ---------------------------------------------------------------------------
# Unrelated chat (distractors)
# ---------------------------------------------------------------------------
U_TASKS = [
    "call the plumber",
    "book a haircut",
    "water the tomatoes",
    "defrost the chicken",
    "return the library books",
    "pay the electricity bill",
    "buy a birthday card",
    "take the bins out",
    "order more printer ink",
    "pick up the dry cleaning",
    "ring the vet",
    "send the invoice",
    "charge the camera battery",
    "change the bedsheets",
    "descale the kettle",
    "post the parcel",
]
U_WHEN = [
    "tomorrow at 9",
    "on Friday",
    "tonight",
    "next Tuesday",
    "this evening",
    "after lunch",
    "on Sunday morning",
    "in an hour",
    "before the weekend",
    "first thing Monday",
]
U_GROC = [
    "oat milk",
    "eggs",
    "bin bags",
    "coriander",
    "dishwasher tabs",
    "lemons",
    "rice",
    "toilet roll",
    "chickpeas",
    "coffee beans",
    "frozen peas",
    "tin foil",
    "bananas",
    "washing-up liquid",
    "greek yoghurt",
    "sourdough",
]
U_CUIS = ["Thai", "Mexican", "Korean", "Italian", "Lebanese", "Japanese", "Indian", "Greek"]
U_ING = [
    "tofu",
    "leftover rice",
    "a tin of chickpeas",
    "spinach",
    "sweet potatoes",
    "mushrooms",
    "half a cabbage",
    "a bag of lentils",
    "courgettes",
    "noodles",
]
U_VEG = [
    "parsnips",
    "carrots",
    "a butternut squash",
    "beetroot",
    "cauliflower",
    "potatoes",
    "brussels sprouts",
    "peppers",
]
U_TEMP = ["180", "200", "220", "190"]
U_GENRE = [
    "true crime",
    "history",
    "comedy",
    "science",
    "football",
    "business",
    "language-learning",
]
U_OCC = ["my commute", "a long walk", "the gym", "a road trip", "doing the ironing"]
U_STAIN = ["red wine", "curry", "grass stains", "biro ink", "coffee", "candle wax"]
U_FAB = ["white cotton", "linen", "silk", "polyester", "denim"]
U_WORD = [
    "cheers",
    "good luck",
    "see you soon",
    "congratulations",
    "how much is it",
    "where is the station",
    "thank you very much",
]
U_LANG = ["Portuguese", "Japanese", "Swahili", "Polish", "Dutch", "Turkish", "Hindi"]
U_PLANT = ["fiddle-leaf fig", "monstera", "olive tree", "peace lily", "rubber plant", "basil"]
U_FILM = [
    "that new Pixar one",
    "an old Hitchcock",
    "a Korean thriller",
    "the Dune sequel",
    "a terrible rom-com",
    "a documentary about octopuses",
    "a French crime drama",
]
U_VERD = [
    "loved it",
    "fell asleep halfway",
    "so overrated",
    "cried twice",
    "meh",
    "would watch again",
]
U_GAME_N = ["2", "3", "5", "6", "8"]


def unrelated(rng):
    t = rng.randrange(12)
    c = rng.choice
    if t == 0:
        return f"can you remind me to {c(U_TASKS)} {c(U_WHEN)}?"
    if t == 1:
        return f"add {c(U_GROC)} to the shopping list pls"
    if t == 2:
        return f"what's a quick {c(U_CUIS)} dinner I can make with {c(U_ING)}?"
    if t == 3:
        return f"how long do I roast {c(U_VEG)} for at {c(U_TEMP)} degrees?"
    if t == 4:
        return f"recommend a {c(U_GENRE)} podcast for {c(U_OCC)}"
    if t == 5:
        return f"how do you get {c(U_STAIN)} out of a {c(U_FAB)} shirt?"
    if t == 6:
        return f"what's the word for '{c(U_WORD)}' in {c(U_LANG)}?"
    if t == 7:
        return f"my {c(U_PLANT)} keeps dropping leaves, any ideas?"
    if t == 8:
        return (
            f"set a timer for {rng.choice([7, 12, 18, 25, 40, 45])} minutes please, "
            f"{c(U_VEG)} in the oven"
        )
    if t == 9:
        return f"watched {c(U_FILM)} last night, {c(U_VERD)}"
    if t == 10:
        return (
            f"what's a good board game for {c(U_GAME_N)} players? "
            f"something {c(['quick', 'cooperative', 'silly', 'strategic'])}"
        )
    return (
        "the weather's been "
        f"{c(['grim', 'gorgeous', 'so humid', 'freezing', 'all over the place'])} "
        f"all week {c(['🙄', '☀️', '🌧️', ''])}"
    ).rstrip()


# ---------------------------------------------------------------------------
# Grammar
# ---------------------------------------------------------------------------
IRREG = {"have": "has", "do": "does", "go": "goes"}


def third(verb):
    if verb in IRREG:
        return IRREG[verb]
    if verb.endswith(("s", "sh", "ch", "x", "z", "o")):
        return verb + "es"
    if verb.endswith("y") and verb[-2] not in "aeiou":
        return verb[:-1] + "ies"
    return verb + "s"


def article(v):
    w = v.strip()
    if w.upper().startswith(("MG",)) or w[:1].upper() in "AEIOU":
        return "an " + v
    return "a " + v


def subject_ctx(name, gender):
    if name is None:
        return {
            "S": "I",
            "Sc": "I",
            "s": "I",
            "sc": "I",
            "o": "me",
            "p": "my",
            "pc": "My",
            "P": "my",
            "Pc": "My",
            "Sm": "I'm",
            "sm": "I'm",
            "smc": "I'm",
            "Sv": "I've",
            "sv": "I've",
            "svc": "I've",
            "S_lc": "i",
            "_first": True,
        }
    she = gender == "f"
    s, o, p = ("she", "her", "her") if she else ("he", "him", "his")
    ends_s = name.endswith("s")  # "Jonas is" reads better than "Jonas's" as a contraction
    return {
        "S": name,
        "Sc": name,
        "s": s,
        "sc": s.capitalize(),
        "o": o,
        "p": p,
        "pc": p.capitalize(),
        "P": name + "'s",
        "Pc": name + "'s",
        "Sm": name + (" is" if ends_s else "'s"),
        "sm": s + "'s",
        "smc": s.capitalize() + "'s",
        "Sv": name + (" has" if ends_s else "'s"),
        "sv": s + "'s",
        "svc": s.capitalize() + "'s",
        "S_lc": name.lower(),
        "_first": False,
    }


TOKEN = re.compile(r"\{([A-Za-z_]+)(?::([a-z]+))?\}")


def render(tpl, ctx):
    def sub(m):
        key, arg = m.group(1), m.group(2)
        if key == "v":
            return arg if ctx["_first"] else third(arg)
        if key not in ctx:
            raise KeyError(f"{key} missing for template {tpl!r}")
        return ctx[key]

    return TOKEN.sub(sub, tpl)


def usable(tpls, first_person):
    out = []
    for t in tpls:
        if t.startswith("I:"):
            if first_person:
                out.append(t[2:])
        elif t.startswith("N:"):
            if not first_person:
                out.append(t[2:])
        else:
            out.append(t)
    return out


def written_value(tpl, val):
    if "{val_lc}" in tpl or "{a_val_lc}" in tpl:
        return val.lower()
    if "{val_ns}" in tpl:
        return no_space(val)
    return val


def no_space(v):
    return re.sub(r"[\s\-()]", "", v)


# ---------------------------------------------------------------------------
# Value factories
# ---------------------------------------------------------------------------
def ascii_fold(s):
    s = unicodedata.normalize("NFKD", s)
    s = "".join(ch for ch in s if not unicodedata.combining(ch))
    return re.sub(r"[^a-z]", "", s.lower())


def digits(rng, n):
    return "".join(str(rng.randrange(10)) for _ in range(n))


PHONE_FORMATS = {
    "uk": lambda r: f"07{digits(r, 3)} {digits(r, 3)} {digits(r, 3)}",
    "uk_intl": lambda r: f"+44 7{digits(r, 3)} {digits(r, 6)}",
    "au": lambda r: f"04{digits(r, 2)} {digits(r, 3)} {digits(r, 3)}",
    "us": lambda r: (
        f"({r.choice(['415', '212', '312', '617', '503', '206', '512', '303', '718'])}) "
        f"555-01{digits(r, 2)}"
    ),
    "us_dash": lambda r: (
        f"{r.choice(['646', '213', '404', '702', '305', '612'])}-555-01{digits(r, 2)}"
    ),
    "de": lambda r: f"+49 15{r.choice('1279')} {digits(r, 4)} {digits(r, 4)}",
    "fr": lambda r: (
        f"0{r.choice('67')} {digits(r, 2)} {digits(r, 2)} {digits(r, 2)} {digits(r, 2)}"
    ),
    "in": lambda r: f"+91 9{digits(r, 4)} {digits(r, 5)}",
    "nl": lambda r: f"06-{digits(r, 8)}",
    "ie": lambda r: f"08{r.choice('3567')} {digits(r, 3)} {digits(r, 4)}",
    "nz": lambda r: f"021 {digits(r, 3)} {digits(r, 4)}",
    "sg": lambda r: f"+65 {r.choice('89')}{digits(r, 3)} {digits(r, 4)}",
    "jp": lambda r: f"090-{digits(r, 4)}-{digits(r, 4)}",
    "br": lambda r: f"+55 11 9{digits(r, 4)}-{digits(r, 4)}",
}


def phone_wrong(v, rng):
    idx = [i for i, ch in enumerate(v) if ch.isdigit()]
    a, b = idx[-2], idx[-1]
    chars = list(v)
    if chars[a] != chars[b]:
        chars[a], chars[b] = chars[b], chars[a]
    else:
        chars[b] = str((int(chars[b]) + 3) % 10)
    return "".join(chars)


EMAIL_DOMAINS = [
    "gmail.com",
    "outlook.com",
    "proton.me",
    "icloud.com",
    "yahoo.co.uk",
    "hotmail.com",
    "fastmail.com",
    "gmx.de",
    "web.de",
    "orange.fr",
    "btinternet.com",
    "hey.com",
    "naver.com",
    "live.com.au",
    "libero.it",
    "yahoo.com",
    "zoho.com",
    "mail.com",
]


def email_for(first, last, rng):
    f, ln = first, last
    yy = str(rng.randrange(70, 100)) if rng.random() < 0.5 else f"{rng.randrange(0, 25):02d}"
    d = rng.choice(EMAIL_DOMAINS)
    pats = [
        f"{f}.{ln}@{d}",
        f"{f}{ln}@{d}",
        f"{f[0]}{ln}{yy}@{d}",
        f"{f}.{ln}{yy}@{d}",
        f"{f}_{ln}@{d}",
        f"{f}@{ln}.dev",
        f"hello@{f}{ln}.co.uk",
        f"{f}.{ln[0]}@{d}",
        f"{ln}.{f}@{d}",
        f"{f}{yy}@{d}",
        f"{f[0]}.{ln}@{d}",
        f"me@{f}{ln[0]}.net",
    ]
    return rng.choice(pats)


def email_work(first, last, rng):
    comp = ascii_fold(rng.choice(EMPLOYERS))[:12] or "corp"
    return rng.choice(
        [f"{first}.{last}@{comp}.com", f"{first[0]}{last}@{comp}.co", f"{first}@{comp}.io"]
    )


def email_throwaway(first, last, rng):
    n = rng.randrange(2, 99)
    return rng.choice(
        [
            f"{first}.shopping{n}@gmail.com",
            f"spam.{first}{n}@outlook.com",
            f"{first}{last[0]}.deals@proton.me",
            f"signups.{last}{n}@yahoo.com",
            f"{first}.junk{n}@hotmail.com",
            f"rsvp.{first}{last}@gmail.com",
        ]
    )


def email_wrong(v, rng):
    local, dom = v.split("@")
    if "." in local and rng.random() < 0.6:
        return local.replace(".", "", 1) + "@" + dom
    typos = {
        "gmail.com": "gmial.com",
        "outlook.com": "outlok.com",
        "proton.me": "proton.mr",
        "icloud.com": "icloud.co",
        "hotmail.com": "hotmial.com",
    }
    if dom in typos:
        return local + "@" + typos[dom]
    return local[:-1] + "@" + dom if len(local) > 3 else local + "x@" + dom


CURRENCIES = {
    # code: multiplier, formats
    "GBP": (1.0, ["£{c}", "{k}", "{n} quid", "£{k}", "£{n}"]),
    "USD": (1.3, ["${c}", "${k}", "{n} bucks", "US${c}"]),
    "EUR": (1.15, ["€{c}", "€{k}", "{g} €", "{n} euros", "€{g}"]),
    "AUD": (2.0, ["A${c}", "${k} AUD", "{n} AUD"]),
    "CAD": (1.8, ["C${c}", "${k} CAD", "{c} CAD"]),
    "CHF": (1.1, ["CHF {c}", "{sw} CHF", "CHF {k}"]),
    "INR": (105.0, ["₹{lakh} lakh", "₹{ind}", "Rs {ind}", "{lakh} lakh rupees"]),
    "JPY": (190.0, ["¥{c}", "{c} yen", "¥{k}"]),
    "ZAR": (23.0, ["R{sp}", "R{k}", "{sp} rand"]),
    "SEK": (13.0, ["{sp} kr", "{k} SEK", "{c} kronor"]),
    "NZD": (2.1, ["NZ${c}", "${k} NZD"]),
}


def indian(n):
    s = str(n)
    if len(s) <= 3:
        return s
    head, tail = s[:-3], s[-3:]
    parts = []
    while len(head) > 2:
        parts.insert(0, head[-2:])
        head = head[:-2]
    if head:
        parts.insert(0, head)
    return ",".join(parts) + "," + tail


def fmt_amount(n, fmt):
    need_k = "{k}" in fmt
    need_lakh = "{lakh}" in fmt
    if need_k and (n < 1000 or n % 100):
        return None
    if need_lakh and (n < 100000 or n % 10000):
        return None
    k = f"{n // 1000}k" if n % 1000 == 0 else f"{n / 1000:.1f}k"
    lakh = n / 100000
    lakh_s = f"{int(lakh)}" if lakh == int(lakh) else f"{lakh:g}"
    return fmt.format(
        c=f"{n:,}",
        n=str(n),
        k=k,
        g=f"{n:,}".replace(",", "."),
        sw=f"{n:,}".replace(",", "'"),
        sp=f"{n:,}".replace(",", " "),
        ind=indian(n),
        lakh=lakh_s,
    )


def nice_round(x, rng):
    digs = len(str(int(x)))
    sig = rng.choice([2, 2, 3])
    r = 10 ** max(0, digs - sig)
    return max(r, round(x / r) * r)


class Factory:
    """Fresh values of one kind for one item."""

    def __init__(self, kind, rng, item):
        self.kind, self.rng, self.item = kind, rng, item

    def one(self, purpose="value", hint=""):
        r, it, k = self.rng, self.item, self.kind
        if k in ("manager", "partner"):
            return r.choice(OTHER_NAMES)
        if k == "employer":
            return r.choice(EMPLOYERS)
        if k == "residence":
            return r.choice(PLACES)
        if k == "car":
            return r.choice(CARS)
        if k == "diet":
            return r.choice(DIETS)
        if k == "team":
            return r.choice(CLUBS if it["club"] else WORK_TEAMS)
        if k == "phone":
            if purpose == "value":
                return PHONE_FORMATS[r.choice(it["phone_formats"])](r)
            return PHONE_FORMATS[r.choice(sorted(PHONE_FORMATS))](r)
        if k == "email":
            first, last = it["email_owner"]
            if purpose == "dist":
                return email_for(ascii_fold(hint) or "sam", r.choice(SURNAMES), r)
            if purpose == "neg":
                if "work" in hint:
                    return email_work(first, last, r)
                return email_throwaway(first, last, r)
            return email_for(first, last, r)
        if k == "budget":
            _name, lo, hi, step = it["budget"]
            mult, fmts = CURRENCIES[it["currency"]]
            while True:
                base = r.randrange(lo, hi + 1, step)
                n = nice_round(base * mult, r)
                s = fmt_amount(n, r.choice(fmts))
                if s:
                    return s
        raise ValueError(k)


def conflict_key(kind, v):
    if kind == "car":
        return v.split()[0].lower()
    return v.lower()


def clash(a, b):
    a, b = a.lower(), b.lower()
    return a in b or b in a


# ---------------------------------------------------------------------------
# Item construction
# ---------------------------------------------------------------------------
KIND_ORDER = [
    "manager",
    "employer",
    "residence",
    "partner",
    "phone",
    "email",
    "car",
    "diet",
    "budget",
    "team",
]
EMAIL_NICKS = [
    *"abcdefghjklmnprstvw",
    "jo",
    "sam",
    "alex",
    "chris",
    "robin",
    "kit",
    "max",
    "lou",
    "bex",
    "nat",
    "tash",
    "rob",
]
FIRST_PERSON = re.compile(r"\b(i|i'm|im|i've|my|me|mine|myself)\b", re.I)
START = date(2025, 1, 1)


class RetryError(Exception):
    pass


def pick_tpl(rng, tpls, avoid=()):
    pool = [t for t in tpls if t not in avoid] or list(tpls)
    return rng.choice(pool)


def spec_for(plan):
    return K["club"] if plan["club"] else K[plan["kind"]]


def build_item(plan, rng, used_texts):
    kind = plan["kind"]
    spec = spec_for(plan)
    fp = plan["name"] is None
    item = {"club": plan["club"]}
    if kind == "phone":
        fm = sorted(PHONE_FORMATS)
        item["phone_formats"] = rng.sample(fm, rng.choice([1, 2, 2]))
    if kind == "email":
        if fp:
            item["email_owner"] = (rng.choice(EMAIL_NICKS), rng.choice(SURNAMES))
        else:
            item["email_owner"] = (ascii_fold(plan["name"]), rng.choice(SURNAMES))
    if kind == "budget":
        item["budget"] = rng.choice(BUDGETS)
        item["currency"] = rng.choice(sorted(CURRENCIES))
    fac = Factory(kind, rng, item)
    subj = subject_ctx(plan["name"], plan["gender"])
    used_vals, used_keys = [], set()
    used_people = set()
    if plan["name"]:
        used_people.add(plan["name"])

    def ok_value(v):
        if conflict_key(kind, v) in used_keys:
            return False
        if any(clash(v, u) for u in used_vals):
            return False
        return not (plan["name"] and clash(v, plan["name"]))

    def take(purpose="value", hint="", maker=None):
        for _ in range(200):
            v = maker() if maker else fac.one(purpose, hint)
            if ok_value(v):
                used_vals.append(v)
                used_keys.add(conflict_key(kind, v))
                if kind in ("manager", "partner"):
                    used_people.add(v)
                return v
        raise RetryError("no value")

    def person():
        for _ in range(200):
            n = rng.choice(OTHER_NAMES)
            if n not in used_people and not any(clash(n, u) for u in used_vals):
                used_people.add(n)
                return n
        raise RetryError("no person")

    def base_ctx():
        c = dict(subj)
        if kind == "budget":
            c["budget"] = item["budget"][0]
        return c

    texts = []

    def fresh_text(t):
        if t in used_texts or t in texts:
            raise RetryError("dup text")
        texts.append(t)
        return t

    # ---- chain values ----
    vals = [take() for _ in range(plan["chain"])]
    styles_used = ["plain"]
    if plan["chain"] == 3:
        styles_used.append(plan["mid_style"])
    styles_used.append(plan["style"])
    value_stmts = []
    used_tpls = set()
    for i, v in enumerate(vals):
        st = styles_used[i]
        tpls = usable(spec["plain"] if st == "plain" else spec["upd"][st], fp)
        tpl = pick_tpl(rng, tpls, used_tpls)
        used_tpls.add(tpl)
        c = base_ctx()
        c.update(
            val=v,
            val_lc=v.lower(),
            val_ns=no_space(v),
            a_val=article(v),
            a_val_lc=article(v).lower(),
        )
        if i > 0:
            c.update(old=vals[i - 1], old_lc=vals[i - 1].lower(), a_old=article(vals[i - 1]))
        if "{wrong}" in tpl:
            if kind == "phone":
                c["wrong"] = take(maker=lambda v=v: phone_wrong(v, rng))
            elif kind == "email":
                c["wrong"] = take(maker=lambda v=v: email_wrong(v, rng))
            else:
                c["wrong"] = take("wrong")
        if "{rep}" in tpl:
            c["rep"] = rng.choice(RELATIVES_REPORT)
        if "{other}" in tpl:
            c["other"] = person()
        text = fresh_text(render(tpl, c))
        wv = written_value(tpl, v)
        value_stmts.append({"role": "value", "text": text, "value": wv, "_style": st})

    # ---- negatives ----
    k = plan["chain"]
    neg_specs = []  # (type, slot, old_value)
    n_neg = rng.choice([1, 2])
    if plan["trail"]:
        if plan["trail"] == "old":
            ov = vals[0] if k == 2 else rng.choice(vals[:2])
            neg_specs.append(("old", k, ov))
        else:
            neg_specs.append(("fresh", k, None))
    while len(neg_specs) < n_neg:
        if (
            k == 3
            and rng.random() < 0.45
            and not any(s[0] == "old" and s[1] == 2 for s in neg_specs)
        ):
            neg_specs.append(("old", 2, vals[0]))
        else:
            neg_specs.append(("fresh", rng.randrange(0, k), None))
    neg_stmts = []
    for typ, slot, ov in neg_specs:
        tpls = usable(spec["neg_old"] if typ == "old" else spec["neg_fresh"], fp)
        tpl = pick_tpl(rng, tpls, used_tpls)
        used_tpls.add(tpl)
        c = base_ctx()
        if typ == "old":
            c.update(old=ov, a_old=article(ov))
        else:
            nv = take("neg", hint=tpl)
            c.update(neg=nv, a_neg=article(nv))
        if "{other}" in tpl:
            c["other"] = person()
        text = fresh_text(render(tpl, c))
        if vals[-1].lower() in text.lower():
            raise RetryError("neg names newest")
        neg_stmts.append(({"role": "negative", "text": text}, slot, typ))

    # ---- distractors ----
    n_dist = rng.choice([2, 3, 4])
    n_same = rng.choice([1, 2]) if n_dist >= 3 else 1
    dist_stmts = []
    dtpls = list(spec["dist"])
    for d in range(n_dist):
        if d < n_same:
            tpl = pick_tpl(rng, dtpls, used_tpls)
            used_tpls.add(tpl)
            c = {}
            oth = person()
            c["other"] = oth
            dv = take("dist", hint=oth)
            c.update(dv=dv, a_dv=article(dv))
            if kind == "budget":
                c["budget"] = item["budget"][0]
            text = render(tpl, c)
        else:
            for _ in range(60):
                text = unrelated(rng)
                if text not in used_texts and text not in texts:
                    break
        fresh_text(text)
        dist_stmts.append({"role": "distractor", "text": text})
    for dstm in dist_stmts:
        low = dstm["text"].lower()
        if plan["name"] and plan["name"].lower() in low:
            raise RetryError("subject in distractor")
        for v in vals:
            if v.lower() in low:
                raise RetryError("chain value in distractor")
    # ---- subject checks ----
    for stm in value_stmts + [n[0] for n in neg_stmts]:
        if fp:
            if not FIRST_PERSON.search(stm["text"]):
                raise AssertionError(f"no first person: {stm['text']!r}")
        elif plan["name"].lower() not in stm["text"].lower():
            raise AssertionError(f"no subject name: {stm['text']!r}")
        if stm["role"] == "value":
            assert stm["value"] in stm["text"], stm

    # ---- ordering ----
    slots = [[] for _ in range(k + 1)]
    for stm, slot, _typ in neg_stmts:
        slots[slot].append(stm)
    for dstm in dist_stmts:
        slots[rng.randrange(0, k + 1)].append(dstm)
    for s in slots:
        rng.shuffle(s)
    seq = []
    for i in range(k + 1):
        seq.extend(slots[i])
        if i < k:
            seq.append(value_stmts[i])
    if plan["trail"]:
        last_subj = [s for s in seq if s["role"] != "distractor"][-1]
        assert last_subj["role"] == "negative"
    # ---- timestamps ----
    start = START + timedelta(days=rng.randrange(0, 670))
    cur = None
    for stm in seq:
        if cur is None:
            d0 = start + timedelta(days=rng.randrange(0, 3))
            cur = datetime(
                d0.year,
                d0.month,
                d0.day,
                rng.randrange(7, 23),
                rng.randrange(60),
                tzinfo=UTC,
            )
        else:
            gap = (
                rng.randrange(1, 8) if stm["role"] == "value" else rng.choice([0, 0, 1, 1, 2, 3, 4])
            )
            if gap == 0:
                cur = cur + timedelta(minutes=rng.randrange(6, 200))
            else:
                nd = cur.date() + timedelta(days=gap)
                cur = datetime(
                    nd.year,
                    nd.month,
                    nd.day,
                    rng.randrange(7, 23),
                    rng.randrange(60),
                    tzinfo=UTC,
                )
        stm["at"] = cur.isoformat()
        stm["day"] = (cur.date() - start).days
    # ---- question ----
    c = base_ctx()
    c.update(prev=vals[-2], new=vals[-1])
    if plan["asks"] == "newest":
        qt = usable(spec["q_new"], fp)
        target = k - 1
    elif k == 2:
        qt = spec["q_first"] + spec["q_prev"] + spec["q_any"]
        target = 0
    elif plan["target"] == "first":
        qt, target = spec["q_first"], 0
    else:
        qt, target = spec["q_prev"], 1
    question = render(rng.choice(qt), c)
    expected = value_stmts[target]["text"]
    statements = []
    for stm in seq:
        o = {"text": stm["text"], "day": stm["day"], "at": stm["at"], "role": stm["role"]}
        if stm["role"] == "value":
            o["value"] = stm["value"]
        statements.append(o)
    row = {
        "id": plan["id"],
        "kind": kind,
        "phrasing": plan["style_idx"],
        "split": "dev11",
        "asks": plan["asks"],
        "subject": "I" if fp else plan["name"],
        "question": question,
        "expected": expected,
        "candidates": [s["text"] for s in statements if s["role"] in ("value", "negative")],
        "statements": statements,
    }
    meta = {
        "style": plan["style"],
        "mid_style": plan.get("mid_style"),
        "chain": k,
        "trail": plan["trail"],
        "club": plan["club"],
        "target": target,
        "neg_types": [n[2] for n in neg_stmts],
    }
    return row, texts, meta


def make_plans(rng):
    names = [(n, "f") for n in SUBJECT_F] + [(n, "m") for n in SUBJECT_M]
    assert len({n for n, _ in names}) == len(names)
    assert not ({n for n, _ in names} & set(OTHER_NAMES))
    rng.shuffle(names)
    plans = []
    club_j = [1, 2, 3, 0, 1, 1]
    older_target_toggle = 0
    for ki, kind in enumerate(KIND_ORDER):
        styles = K[kind]["styles"]
        assert len(styles) == 6
        n_i = 10 if ki < 6 else 9
        flags = [True] * n_i + [False] * (24 - n_i)
        rng.shuffle(flags)
        trail = [None] * 24
        tpos = rng.sample(range(24), 6)
        for t, p in enumerate(tpos):
            trail[p] = "old" if t < 3 else "fresh"
        for si, style in enumerate(styles):
            for j in range(4):
                pos = si * 4 + j
                chain = 2 if j % 2 == 0 else 3
                asks = "older" if j == si % 4 else "newest"
                plan = {
                    "kind": kind,
                    "style_idx": si,
                    "style": style,
                    "chain": chain,
                    "asks": asks,
                    "trail": trail[pos],
                    "club": (kind == "team" and j == club_j[si]),
                    "target": None,
                    "mid_style": None,
                }
                if chain == 3:
                    plan["mid_style"] = rng.choice([s for s in styles if s != style])
                    if asks == "older":
                        plan["target"] = "first" if older_target_toggle % 2 == 0 else "middle"
                        older_target_toggle += 1
                if flags[pos]:
                    plan["name"], plan["gender"] = None, None
                else:
                    plan["name"], plan["gender"] = names.pop()
                plans.append(plan)
    for i, p in enumerate(plans):
        p["id"] = f"n{i + 1:03d}"
    return plans


# ---------------------------------------------------------------------------
# Schema checks
# ---------------------------------------------------------------------------
KEYS = [
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


def check_row(row, meta):
    assert list(row) == KEYS, list(row)
    assert re.fullmatch(r"n\d{3}", row["id"])
    assert row["kind"] in KIND_ORDER
    assert row["phrasing"] in range(6)
    assert row["split"] == "dev11"
    assert row["asks"] in ("newest", "older")
    assert isinstance(row["subject"], str)
    assert row["subject"]
    assert row["question"].strip()
    st = row["statements"]
    prev_at = None
    for s in st:
        assert list(s)[:4] == ["text", "day", "at", "role"], list(s)
        assert s["role"] in ("value", "negative", "distractor")
        if s["role"] == "value":
            assert list(s) == ["text", "day", "at", "role", "value"]
            assert isinstance(s["value"], str)
            assert s["value"] in s["text"]
        else:
            assert list(s) == ["text", "day", "at", "role"]
        at = datetime.fromisoformat(s["at"])
        assert s["at"].endswith("+00:00")
        assert at.utcoffset() == timedelta(0)
        assert isinstance(s["day"], int)
        assert s["day"] >= 0
        if prev_at is not None:
            assert at > prev_at
        prev_at = at
    days = [s["day"] for s in st]
    assert days == sorted(days)
    start = datetime.fromisoformat(st[0]["at"]).date() - timedelta(days=st[0]["day"])
    for s in st:
        assert (datetime.fromisoformat(s["at"]).date() - start).days == s["day"]
    assert len({s["text"] for s in st}) == len(st)
    vals = [s for s in st if s["role"] == "value"]
    negs = [s for s in st if s["role"] == "negative"]
    dists = [s for s in st if s["role"] == "distractor"]
    assert len(vals) == meta["chain"] in (2, 3)
    assert 1 <= len(negs) <= 2, len(negs)
    assert 2 <= len(dists) <= 4
    assert row["candidates"] == [s["text"] for s in st if s["role"] in ("value", "negative")]
    assert row["expected"] in row["candidates"]
    if row["asks"] == "newest":
        assert row["expected"] == vals[-1]["text"]
    else:
        assert row["expected"] in [v["text"] for v in vals[:-1]]
    newest = vals[-1]["value"].lower()
    for n in negs:
        assert newest not in n["text"].lower(), (row["id"], n["text"])
    subj_last = [s for s in st if s["role"] != "distractor"][-1]
    assert (subj_last["role"] == "negative") == bool(meta["trail"]), row["id"]
    if row["subject"] != "I":
        for s in vals + negs:
            assert row["subject"].lower() in s["text"].lower()
        for s in dists:
            assert row["subject"].lower() not in s["text"].lower()


def main():
    rng = random.Random(11011)
    plans = make_plans(rng)
    used_texts = set()
    rows, metas = [], []
    retries = 0
    for plan in plans:
        for _ in range(100):
            try:
                row, texts, meta = build_item(plan, rng, used_texts)
                break
            except RetryError:
                retries += 1
        else:
            raise RuntimeError(f"could not build {plan['id']}")
        check_row(row, meta)
        used_texts.update(texts)
        rows.append(row)
        metas.append(meta)
    # file-level checks
    assert len(rows) == 240
    assert [r["id"] for r in rows] == [f"n{i:03d}" for i in range(1, 241)]
    all_texts = [s["text"] for r in rows for s in r["statements"]]
    assert len(all_texts) == len(set(all_texts)), "statement text reused across items"
    named = [r["subject"] for r in rows if r["subject"] != "I"]
    assert len(named) == len(set(named))
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "updates_dev11.jsonl")
    with open(out, "w", encoding="utf-8", newline="\n") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    report(rows, metas, retries, out)


def report(rows, metas, retries, out):
    counter = collections.Counter
    print(f"wrote {len(rows)} rows -> {out}  (build retries: {retries})")
    print("rows per kind:", dict(counter(r["kind"] for r in rows)))
    print("rows per asks:", dict(counter(r["asks"] for r in rows)))
    print("rows per (kind, asks):", sorted(counter((r["kind"], r["asks"]) for r in rows).items()))
    print("final-update style:", dict(sorted(counter(m["style"] for m in metas).items())))
    print(
        "middle-update style (3-chains):",
        dict(sorted(counter(m["mid_style"] for m in metas if m["mid_style"]).items())),
    )
    print("chain lengths:", dict(counter(m["chain"] for m in metas)))
    print(
        "chain length x asks:",
        dict(counter((m["chain"], r["asks"]) for r, m in zip(rows, metas, strict=True))),
    )
    print(
        "older 3-chain targets:",
        dict(
            counter(
                "first" if m["target"] == 0 else "middle"
                for r, m in zip(rows, metas, strict=True)
                if r["asks"] == "older" and m["chain"] == 3
            )
        ),
    )
    ns = sum(1 for r in rows if r["subject"] == "I")
    print(
        f"subjects: I={ns}  named={len(rows) - ns}  "
        f"(distinct names {len({r['subject'] for r in rows}) - 1})"
    )
    print(
        "newest subject statement is a hard negative:",
        dict(counter(m["trail"] for m in metas if m["trail"])),
        "total",
        sum(1 for m in metas if m["trail"]),
    )
    print(
        "negatives per item:",
        dict(counter(sum(s["role"] == "negative" for s in r["statements"]) for r in rows)),
    )
    print(
        "distractors per item:",
        dict(counter(sum(s["role"] == "distractor" for s in r["statements"]) for r in rows)),
    )
    print("negative types (all):", dict(counter(t for m in metas for t in m["neg_types"])))
    print("team items that are sports clubs:", sum(1 for m in metas if m["club"]))
    print("statements:", sum(len(r["statements"]) for r in rows))


if __name__ == "__main__":
    main()
