"""Build updates_dev12.jsonl: knowledge-update questions over a stream of chat statements.

Deterministic and stdlib-only. Every random choice goes through one ``random.Random(12012)``.
Each row holds a short stream of dated chat statements about one subject (the user, "I", or a
named person), in which one attribute changes two or three times, plus hard negatives and
distractors, and a question asking for the newest or an older value.
"""

from __future__ import annotations

import hashlib
import json
import random
import re
import unicodedata
from collections import Counter
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path

SEED = 12012
SPLIT = "dev12"
OUT_PATH = Path(__file__).resolve().parent / "updates_dev12.jsonl"
BASE_TIME = datetime(2026, 1, 5, tzinfo=UTC)
END_TIME = datetime(2026, 6, 1, tzinfo=UTC)

KINDS = [
    "residence",
    "employer",
    "budget",
    "partner",
    "diet",
    "phone",
    "car",
    "team",
    "email",
    "manager",
]

STYLES = [
    "rambling",
    "voice",
    "dated",
    "negation",
    "reported",
    "hedge",
    "formal",
    "emotional",
    "answer",
    "implicit",
]

# Six of the ten update styles per kind; every style is used by exactly six kinds.
KIND_STYLES = {
    "residence": ["rambling", "voice", "dated", "reported", "hedge", "implicit"],
    "employer": ["rambling", "dated", "negation", "formal", "answer", "implicit"],
    "budget": ["rambling", "voice", "dated", "hedge", "formal", "emotional"],
    "partner": ["voice", "negation", "reported", "hedge", "emotional", "answer"],
    "diet": ["voice", "negation", "reported", "formal", "emotional", "implicit"],
    "phone": ["rambling", "dated", "hedge", "formal", "emotional", "answer"],
    "car": ["voice", "negation", "reported", "emotional", "answer", "implicit"],
    "team": ["rambling", "negation", "reported", "hedge", "emotional", "answer"],
    "email": ["rambling", "dated", "hedge", "formal", "answer", "implicit"],
    "manager": ["voice", "dated", "negation", "reported", "formal", "implicit"],
}

N_ITEMS = 240
N_FIRST_PERSON = 96
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

# ---------------------------------------------------------------------------------------------
# People
# ---------------------------------------------------------------------------------------------

NAMES = [
    ("Zoë", "f"),
    ("Ngozi", "f"),
    ("Søren", "m"),
    ("Dhruv", "m"),
    ("Kemal", "m"),
    ("Pavel", "m"),
    ("Lucía", "f"),
    ("Ilse", "f"),
    ("Sunita", "f"),
    ("Tomás", "m"),
    ("Aoife", "f"),
    ("Siobhán", "f"),
    ("Mateus", "m"),
    ("Priya", "f"),
    ("Chloé", "f"),
    ("Björn", "m"),
    ("Yuki", "f"),
    ("Hiroshi", "m"),
    ("Mei", "f"),
    ("Wei", "m"),
    ("Oluwaseun", "m"),
    ("Chidi", "m"),
    ("Amara", "f"),
    ("Fatima", "f"),
    ("Youssef", "m"),
    ("Leila", "f"),
    ("Omar", "m"),
    ("Nadia", "f"),
    ("Dmitri", "m"),
    ("Katarzyna", "f"),
    ("Agnieszka", "f"),
    ("Jürgen", "m"),
    ("Renée", "f"),
    ("François", "m"),
    ("José", "m"),
    ("Inés", "f"),
    ("Thiago", "m"),
    ("Camila", "f"),
    ("Kwame", "m"),
    ("Abena", "f"),
    ("Tariq", "m"),
    ("Aarav", "m"),
    ("Ananya", "f"),
    ("Rohan", "m"),
    ("Kavya", "f"),
    ("Hana", "f"),
    ("Min-jun", "m"),
    ("Seo-yeon", "f"),
    ("Linh", "f"),
    ("Minh", "m"),
    ("Aroha", "f"),
    ("Rangi", "m"),
    ("Malia", "f"),
    ("Keoni", "m"),
    ("Isla", "f"),
    ("Niamh", "f"),
    ("Ciarán", "m"),
    ("Eilidh", "f"),
    ("Gareth", "m"),
    ("Rhys", "m"),
    ("Bethan", "f"),
    ("Emre", "m"),
    ("Elif", "f"),
    ("Selin", "f"),
    ("Mehmet", "m"),
    ("Lars", "m"),
    ("Ingrid", "f"),
    ("Astrid", "f"),
    ("Mikael", "m"),
    ("Noa", "f"),
    ("Yael", "f"),
    ("Esther", "f"),
    ("Zainab", "f"),
    ("Bongani", "m"),
    ("Thandiwe", "f"),
    ("Lerato", "f"),
    ("Sipho", "m"),
    ("Marisol", "f"),
    ("Joaquín", "m"),
    ("Paola", "f"),
    ("Giulia", "f"),
    ("Matteo", "m"),
    ("Chiara", "f"),
    ("Ewa", "f"),
    ("Marek", "m"),
    ("Jakub", "m"),
    ("Ondřej", "m"),
    ("Zsófia", "f"),
    ("Bence", "m"),
    ("Ioana", "f"),
    ("Andrei", "m"),
    ("Gökhan", "m"),
    ("Anaïs", "f"),
    ("Margaux", "f"),
    ("Théo", "m"),
    ("Maëlle", "f"),
    ("Raúl", "m"),
    ("Nuno", "m"),
    ("Beatriz", "f"),
    ("Jamal", "m"),
    ("Keisha", "f"),
    ("Darnell", "m"),
    ("Hamish", "m"),
    ("Callum", "m"),
    ("Mhairi", "f"),
    ("Dev", "m"),
    ("Hugo", "m"),
    ("Sunniva", "f"),
    ("Kofi", "m"),
    ("Olamide", "f"),
    ("Xiaoling", "f"),
    ("Haruto", "m"),
    ("Farid", "m"),
    ("Shirin", "f"),
]

SURNAMES = [
    "Okafor",
    "Nielsen",
    "Sharma",
    "Yılmaz",
    "Kowalski",
    "Tanaka",
    "Nguyen",
    "Haddad",
    "Mensah",
    "García",
    "Silva",
    "Müller",
    "O'Brien",
    "Rossi",
    "Andersson",
    "Papadopoulos",
    "Ivanova",
    "Kim",
    "Chen",
    "Patel",
    "Adeyemi",
    "Murphy",
    "MacLeod",
    "Jones",
    "Dubois",
    "Novak",
    "Horváth",
    "Costa",
    "Pereira",
    "Ferreira",
    "Hassan",
    "Rahman",
    "Banerjee",
    "Iyer",
    "Sato",
    "Park",
    "Wang",
    "Lindqvist",
    "Virtanen",
    "Jansen",
    "de Vries",
    "Moreau",
    "Fernández",
    "López",
    "Ndlovu",
    "Dlamini",
    "Abubakar",
    "Kaur",
    "Walsh",
    "Byrne",
    "Evans",
    "Hughes",
    "Kovač",
    "Popescu",
    "Demir",
    "Cohen",
    "Levi",
    "Te Rangi",
    "Kahananui",
    "Vogel",
]

INTROS_NEUTRAL = [
    "my friend {n}",
    "my cousin {n}",
    "my colleague {n}",
    "my flatmate {n}",
    "my neighbour {n}",
    "{n} from my running club",
    "{n} from work",
    "my old uni friend {n}",
    "{n} from book club",
]
INTROS_GENDERED = {
    "f": ["my sister {n}", "my aunt {n}", "my sister-in-law {n}", "my niece {n}"],
    "m": ["my brother {n}", "my uncle {n}", "my brother-in-law {n}", "my nephew {n}"],
}

PRONOUNS = {
    "m": {"he": "he", "him": "him", "his": "his", "himself": "himself"},
    "f": {"he": "she", "him": "her", "his": "her", "himself": "herself"},
}

REPORTERS = [
    "Mum",
    "Dad",
    "my sister",
    "my brother",
    "Gran",
    "my cousin",
    "{friend}",
    "{friend}",
    "{friend}",
    "{n}'s flatmate",
    "{n}'s sister",
    "a mutual friend",
    "{friend} from work",
]

# ---------------------------------------------------------------------------------------------
# Value pools
# ---------------------------------------------------------------------------------------------

PLACES = [
    "Leith",
    "Clifton",
    "Kreuzberg",
    "Porto",
    "Faro",
    "Lisbon",
    "Shoreditch",
    "Didsbury",
    "Headingley",
    "Malasaña",
    "Gràcia",
    "Le Marais",
    "Belleville",
    "Neukölln",
    "Södermalm",
    "Vesterbro",
    "the Jordaan",
    "De Pijp",
    "Brooklyn",
    "Astoria",
    "Silver Lake",
    "the Mission District",
    "Capitol Hill",
    "Plateau-Mont-Royal",
    "Kensington Market",
    "Fitzroy",
    "Newtown",
    "Ponsonby",
    "Fremantle",
    "Koramangala",
    "Indiranagar",
    "Bandra",
    "Hauz Khas",
    "Shimokitazawa",
    "Nakameguro",
    "Itaewon",
    "Tiong Bahru",
    "Vila Madalena",
    "Palermo Soho",
    "Miraflores",
    "Condesa",
    "Coyoacán",
    "Westlands",
    "Yaba",
    "Zamalek",
    "Kadıköy",
    "Trastevere",
    "Navigli",
    "Prenzlauer Berg",
    "Schwabing",
    "Ixelles",
    "Stoneybatter",
    "Rathmines",
    "Galway",
    "Cork",
    "Bath",
    "Leeds",
    "Glasgow",
    "Cardiff",
    "Bristol",
    "Manchester",
    "Edinburgh",
    "Kraków",
    "Ljubljana",
    "Tallinn",
    "Aarhus",
    "Bergen",
    "Tampere",
    "Utrecht",
    "Ghent",
    "Bologna",
    "Valencia",
    "Seville",
    "Marseille",
    "Lyon",
    "Montréal",
    "Halifax",
    "Austin",
    "Pittsburgh",
    "Denver",
    "Wellington",
    "Hobart",
    "Chiang Mai",
    "Da Nang",
    "Penang",
    "Pune",
    "Mysuru",
    "Kyoto",
    "Fukuoka",
    "Busan",
    "Taipei",
    "Nairobi",
    "Accra",
    "Cape Town",
    "Durban",
    "Marrakech",
    "Tbilisi",
    "Yerevan",
]

COMPANIES = [
    "Deloitte",
    "Monzo",
    "Barclays",
    "Unilever",
    "Siemens",
    "Infosys",
    "Shopify",
    "Accenture",
    "Ocado",
    "Spotify",
    "Zalando",
    "Canva",
    "Atlassian",
    "Wise",
    "Revolut",
    "Klarna",
    "Philips",
    "Novo Nordisk",
    "Maersk",
    "Tata Consultancy Services",
    "Wipro",
    "Flipkart",
    "Grab",
    "Rakuten",
    "Mercado Libre",
    "Nubank",
    "Safaricom",
    "Flutterwave",
    "Ørsted",
    "IKEA",
    "Arup",
    "KPMG",
    "PwC",
    "John Lewis",
    "the BBC",
    "Tidewater Analytics",
    "Brightloop",
    "Northwind Logistics",
    "Kestrel Bio",
    "Halcyon Health",
    "Fernhill Studio",
    "Bluepeak Energy",
    "Copperleaf Games",
    "Saltmarsh Design",
    "Lumen & Co",
    "Ridgeway Capital",
    "Marigold Robotics",
    "Quillstone Legal",
    "Pinecrest Labs",
    "Ashgrove Insurance",
    "Vantage Rail",
    "Oakmere Pharma",
]

DIETS = [
    "vegetarian",
    "vegan",
    "pescatarian",
    "keto",
    "gluten-free",
    "paleo",
    "dairy-free",
    "low-FODMAP",
    "flexitarian",
    "plant-based",
    "low-carb",
    "carnivore",
]

CARS = [
    "Tesla Model 3",
    "Tesla Model Y",
    "Toyota Corolla",
    "VW Golf",
    "Kia Niro",
    "Mazda CX-5",
    "Skoda Octavia estate",
    "Fiat 500",
    "Honda Civic",
    "Ford Ranger",
    "Volvo XC40",
    "MG4",
    "Renault Clio",
    "BYD Atto 3",
    "Hyundai Ioniq 5",
    "Toyota Yaris",
    "Subaru Outback",
    "Mini Cooper",
    "Polestar 2",
    "Peugeot 208",
    "Dacia Duster",
    "BMW 3 Series",
    "Nissan Leaf",
    "Land Rover Defender",
    "Toyota Hilux",
    "Suzuki Swift",
    "Audi A4 Avant",
    "Mercedes C-Class",
    "Hyundai i10",
    "Citroën C3",
    "Seat Leon",
    "Jeep Wrangler",
    "Ford Fiesta",
    "Prius",
    "RAV4",
    "Honda Jazz",
    "Mitsubishi Outlander",
    "Vauxhall Corsa",
    "Cupra Born",
    "Kia Sportage",
    "Mazda MX-5",
    "Range Rover Evoque",
    "Tata Nexon",
    "Mahindra XUV700",
    "Chevy Bolt",
    "F-150",
    "Volvo V60",
]

# (bare name, takes "the", sport)
TEAMS = [
    ("Celtic", False, "football-uk"),
    ("Rangers", False, "football-uk"),
    ("Arsenal", False, "football-uk"),
    ("Spurs", False, "football-uk"),
    ("Liverpool", False, "football-uk"),
    ("Everton", False, "football-uk"),
    ("Man City", False, "football-uk"),
    ("Newcastle", False, "football-uk"),
    ("Aston Villa", False, "football-uk"),
    ("Wrexham", False, "football-uk"),
    ("Hibs", False, "football-uk"),
    ("Hearts", False, "football-uk"),
    ("Boca Juniors", False, "football-world"),
    ("River Plate", False, "football-world"),
    ("Flamengo", False, "football-world"),
    ("Corinthians", False, "football-world"),
    ("Bayern", False, "football-world"),
    ("Dortmund", False, "football-world"),
    ("Ajax", False, "football-world"),
    ("Feyenoord", False, "football-world"),
    ("Benfica", False, "football-world"),
    ("Galatasaray", False, "football-world"),
    ("Fenerbahçe", False, "football-world"),
    ("Napoli", False, "football-world"),
    ("Juventus", False, "football-world"),
    ("Real Madrid", False, "football-world"),
    ("Atlético", False, "football-world"),
    ("Kaizer Chiefs", False, "football-world"),
    ("Orlando Pirates", False, "football-world"),
    ("Al Ahly", False, "football-world"),
    ("Lakers", True, "nba"),
    ("Celtics", True, "nba"),
    ("Warriors", True, "nba"),
    ("Knicks", True, "nba"),
    ("Raptors", True, "nba"),
    ("Bucks", True, "nba"),
    ("Green Bay Packers", True, "nfl"),
    ("Philadelphia Eagles", True, "nfl"),
    ("49ers", True, "nfl"),
    ("Buffalo Bills", True, "nfl"),
    ("Kansas City Chiefs", True, "nfl"),
    ("Cubs", True, "mlb"),
    ("Red Sox", True, "mlb"),
    ("Yankees", True, "mlb"),
    ("Dodgers", True, "mlb"),
    ("Blue Jays", True, "mlb"),
    ("Maple Leafs", True, "nhl"),
    ("Canadiens", True, "nhl"),
    ("Oilers", True, "nhl"),
    ("Bruins", True, "nhl"),
    ("Leinster", False, "rugby"),
    ("Munster", False, "rugby"),
    ("Saracens", False, "rugby"),
    ("Leicester Tigers", False, "rugby"),
    ("Crusaders", True, "rugby"),
    ("Stormers", True, "rugby"),
    ("Toulouse", False, "rugby"),
    ("Mumbai Indians", True, "cricket"),
    ("Chennai Super Kings", True, "cricket"),
    ("RCB", False, "cricket"),
    ("Kolkata Knight Riders", True, "cricket"),
    ("Rajasthan Royals", True, "cricket"),
    ("Collingwood", False, "afl"),
    ("Richmond", False, "afl"),
    ("Carlton", False, "afl"),
    ("Sydney Swans", True, "afl"),
    ("Melbourne Storm", True, "nrl"),
    ("Brisbane Broncos", True, "nrl"),
    ("Penrith Panthers", True, "nrl"),
    ("Yomiuri Giants", True, "npb"),
    ("Hanshin Tigers", True, "npb"),
    ("Hiroshima Carp", True, "npb"),
]

# (budget noun, what it is for, monthly, low GBP, high GBP)
BUDGET_TOPICS = [
    ("grocery budget", "groceries", True, 250, 700),
    ("Japan trip budget", "the Japan trip", False, 2500, 6000),
    ("kitchen renovation budget", "the kitchen renovation", False, 8000, 30000),
    ("wedding budget", "the wedding", False, 8000, 35000),
    ("laptop budget", "a new laptop", False, 700, 2200),
    ("eating-out budget", "eating out", True, 100, 400),
    ("Christmas present budget", "Christmas presents", False, 200, 900),
    ("honeymoon budget", "the honeymoon", False, 3000, 9000),
    ("bathroom budget", "the bathroom refit", False, 5000, 14000),
    ("garden budget", "the garden makeover", False, 1500, 8000),
    ("moving budget", "the move", False, 800, 3000),
    ("party budget", "the birthday party", False, 300, 1500),
    ("holiday budget", "the summer holiday", False, 1200, 3500),
    ("sofa budget", "a new sofa", False, 600, 2500),
    ("childcare budget", "childcare", True, 600, 1600),
    ("rent budget", "rent", True, 900, 2200),
    ("stag do budget", "the stag do", False, 300, 900),
    ("takeaway budget", "takeaways", True, 60, 250),
    ("clothes budget", "clothes", True, 80, 300),
]

CHAT = [
    "Can you give me a quick recipe for shakshuka?",
    "Remind me to renew the TV licence on Friday.",
    "What's a good podcast for a long drive?",
    "How long should I boil an egg for a runny yolk?",
    "The weather's been grim all week.",
    "Any tips for getting a toddler to sleep past 6am?",
    "I finally finished that 900-page novel.",
    "What's the difference between baking soda and baking powder?",
    "Can you help me word a polite complaint to the council about the bins?",
    "Watched a great documentary about octopuses last night.",
    "How many grams of rice per person?",
    "My sourdough starter died again.",
    "Suggest a board game for six people?",
    "Is it normal for a cat to sleep 16 hours a day?",
    "I need a birthday message for a colleague I barely know.",
    "What's a good stretch for lower back pain?",
    "The Wi-Fi keeps dropping in the evenings, any ideas?",
    "Translate 'see you soon' into Portuguese please.",
    "We're thinking of repainting the hallway. Warm grey or sage?",
    "Help me plan a rainy weekend indoors with two kids.",
    "How do I get red wine out of a carpet?",
    "I've started running again, 5k this morning.",
    "What's a polite way to decline a wedding invite?",
    "Can you explain compound interest like I'm five?",
    "My tomato plants have yellow leaves, what's wrong with them?",
    "Give me a fun fact about otters.",
    "Should I learn Spanish or Italian first?",
    "Just booked the dentist for next month.",
    "What's the best way to store fresh herbs?",
    "Recommend a film for a cosy night in?",
    "How do I descale a kettle?",
    "The neighbours' dog barked all night.",
    "Draft a short thank-you note for my son's teacher?",
    "Roughly how long is the flight from London to Tokyo?",
    "I keep forgetting to drink water. Any tricks?",
    "What's a good name for a grey kitten?",
    "Summarise the rules of cricket in three sentences?",
    "Is a heated airer worth it?",
    "Write me a haiku about Mondays.",
    "We had the best pho at a tiny place near the market.",
    "lol the cat just knocked my coffee over",
    "What temperature should I roast a chicken at?",
    "Any good audiobooks under ten hours?",
    "ugh, Monday again",
]

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
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

# ---------------------------------------------------------------------------------------------
# Templates
#
# "[a|b]" picks a (the user speaking about themself) or b (the user speaking about someone).
# {n} name, {N} name with how the user knows them, {he}/{him}/{his}/{himself}/{He}/{His}
# pronouns of the subject, {v}/{o} new/previous value ({vb}/{ob} bare team name, {av}/{ao}
# with article), {x}/{xb}/{ax} a hard-negative value, {r}/{R} reporter, {d} a past date,
# {b}/{what}/{chg} budget noun, what it is for and raised/cut, {vhe}/{vHe} pronoun of a
# partner or manager value.
# ---------------------------------------------------------------------------------------------

T: dict[str, dict] = {}

T["residence"] = {
    "base": [
        "[I live|{N} lives] in {v}.",
        "[I'm|{N} is] based in {v} at the moment.",
        "[Home for me is|{N} lives in] {v}, for context.",
        "[I've been living|{N} has been living] in {v} for a couple of years now.",
        "[I rent a small place|{N} rents a flat] in {v}.",
        "[My flat's|{N}'s place is] in {v}, near the station.",
    ],
    "change": [
        "[I've|{n} has] moved to {v}.",
        "[I moved|{n} moved] from {o} to {v} last month.",
        "[I'm|{n}'s] living in {v} now.",
        "Update: [I'm|{n} is] in {v} now, left {o} a few weeks ago.",
        "[We've|{n} and {his} partner have] relocated to {v}.",
    ],
    "styles": {
        "rambling": [
            "Mad few weeks honestly. The car failed its MOT, [my sister had the baby (a girl!)|{n}'s dog ate a sock and needed surgery], and on top of that [I've moved to {v}, so I'm living out of boxes|{n} has moved to {v}, so {he}'s living out of boxes]. Anyway, what's a good stew recipe?",
            "So much going on: work's been hectic, I started climbing again, the boiler died twice, [and I've actually moved. I'm in {v} now, not {o}|and {n} finally left {o}, {he}'s in {v} now], plus I still haven't done my tax return.",
            "Quick catch-up because I've been useless at replying: the wedding was lovely, I lost my sunglasses in the sea, [I moved house ({v}, the flat with the green door)|{n} moved to {v} the weekend before], and we're thinking of getting a cat.",
            "Right, news dump: passed my driving theory, Mum's knee op went fine, [the landlord sold the {ob} place so I'm now in {v}|{n} has packed up and gone to {v}, said {o} was getting too pricey], and the book club picked something 900 pages long. Send help.",
            "Long day. Train cancelled, lunch forgotten on the counter, [oh and did I say I'm in {v} now? Moved a fortnight ago|oh and {n} rang, {he}'s living in {v} now, moved a fortnight ago], then the Wi-Fi went down all evening.",
        ],
        "voice": [
            "yeah so [i|{n}] moved out of {o} a while back [im|{he}s] in {v} now [its|apparently its] way quieter",
            "ok so [im|{n}s] living in {v} now forgot to tell you [we|they] moved like three weeks ago",
            "[not in|{n} isnt in] {o} anymore [i|{he}] moved to {v} in the end [love it|{he} loves it]",
            "hey quick one [my|{n}s] address changed [im|{he}s] in {v} now the old place in {o} is gone",
            "so [i|{n}] finally did it [i|{he}] moved to {v} still getting used to it though",
        ],
        "dated": [
            "As of {d}, [my address is|{n}'s address is] in {v}.",
            "[I've|{n} has] been in {v} since {d}; the move went through in the end.",
            "From {d} [I'm|{n} is] officially {av} resident. Keys handed back on the {ob} flat.",
            "The move happened on {d}: [I'm|{n}'s] living in {v} now.",
            "Since {d} [home is|{n}'s home is] {v}, not {o}.",
        ],
        "reported": [
            "{R} says {n} moved to {v}.",
            "Heard from {r} that {n} has left {o}. {He}'s living in {v} now.",
            "According to {r}, {n} is settled in {v} these days.",
            "{R} mentioned {n} finally moved: {v}, apparently, near the river.",
            "Bumped into {r}, who told me {n} has relocated to {v}.",
        ],
        "hedge": [
            "Did I tell you [I moved|{n} moved]? [I'm|{He}'s] in {v} now.",
            "Not sure if I mentioned it, but [I'm|{n}'s] living in {v} now. Left {o} in the end.",
            "Should I give you [my|{n}'s] new area? It's {v}.",
            "Hmm, do you still have [me|{n}] down as living in {o}? [I'm|{He}'s] in {v} now.",
            "Was it obvious [I was|{n} was] going to move? Well, it happened: {v}.",
        ],
        "implicit": [
            "First night in [my|{n}'s] new place in {v}! [Boxes everywhere|{He} says there are boxes everywhere].",
            "[I handed the keys back on the {ob} flat today and slept|{n} handed the keys back on the {ob} flat today and slept] in {v} for the first time last night.",
            "[Just registered with a GP in {v} and changed my address with the bank|{n} just registered with a GP in {v} and changed {his} address with the bank], so the move's done.",
            "The removal van's gone and [I'm|{n}'s] properly in the {vb} flat now. [First takeaway on the floor tonight|{He} sent me a photo of {his} first takeaway on the floor].",
            "[Got my first post delivered to the {vb} address today, feels official|{n} got {his} first post at the new {vb} address today, feels official].",
        ],
    },
    "neg_old": [
        "[I was|{n} was] back in {x} for a wedding at the weekend. Strange being in the old neighbourhood.",
        "[I still miss the bakeries in {x}|{n} still misses the bakeries in {x}], honestly.",
        "[I|{n}] went back to {x} to pick up the last of the post from the old flat.",
        "[My|{n}'s] old landlord in {x} finally returned the deposit.",
    ],
    "neg_fresh": [
        "[I|{n}] spent a long weekend in {x}. Great food, but [I|{he}] wouldn't want to live there.",
        "If [I|{n}] ever move[|s] again it'll probably be {x}, but that's years off.",
        "[I|{n}] looked at a flat in {x} but it fell through.",
        "[I'm|{n}'s] in {x} for work this week, back home on Friday.",
        "[I|{n}] recommended {x} to a friend who's relocating. Great schools apparently.",
        "[My|{n}'s] parents are thinking about retiring to {x}.",
    ],
    "q_new": (
        [
            "Where do I live now?",
            "Remind me which area I'm living in these days?",
            "where am i living at the moment",
            "Where am I based right now?",
            "Which city or neighbourhood do I currently live in?",
        ],
        [
            "Remind me where {n} lives these days?",
            "Where is {n} living now?",
            "where's {n} based at the moment",
            "Do you know where {n} lives currently?",
            "What's {n}'s current neighbourhood or city?",
            "If I wanted to visit {n}, where would I go now?",
        ],
    ),
    "q_before": (
        [
            "Where did I live before {later}?",
            "Before I moved to {later}, where was I living?",
            "where was i based before {later}",
        ],
        [
            "Where was {n} living before {later}?",
            "Before {later}, where did {n} live?",
            "Which place did {n} move to {later} from?",
        ],
    ),
    "q_first": (
        [
            "Where did I live originally?",
            "Where was I living at first, when we started chatting?",
            "What was the first place I told you I lived?",
        ],
        [
            "Where was {n} living originally?",
            "Where did {n} live at first?",
            "What's the first place you heard {n} lived?",
        ],
    ),
}

T["employer"] = {
    "base": [
        "[I work|{N} works] at {v}.",
        "[I'm|{N} is] at {v} at the moment, in the data team.",
        "[I've been at|{N} has been at] {v} for about three years.",
        "[My job's|{N}'s job is] with {v}, mostly remote.",
        "[I'm|{N}'s] employed by {v}, on the operations side.",
    ],
    "change": [
        "[I've|{n} has] moved to {v}.",
        "[I left|{n} left] {o} and [I'm|{he}'s] at {v} now.",
        "[I'm|{n}'s] working for {v} now.",
        "[I|{n}] started a new job at {v} last month.",
    ],
    "styles": {
        "rambling": [
            "Busy week. The kids had a bug, we finally fixed the boiler, I switched energy supplier... oh and the big one: [I'm working at {v} now, started Monday|{n}'s working at {v} now, started Monday].",
            "Ugh, where to start: the dentist found two cavities, my landlord's raising the rent, the cat's on antibiotics, and [I've actually left {o}. I'm at {v} now|{n} has left {o} for {v}, which nobody saw coming]. Also I need a birthday present idea for a 7-year-old.",
            "Catching up on life admin: renewed the passport, booked the optician, [sorted my pension transfer because I'm at {v} now|updated the group chat since {n} is at {v} now], and finally cancelled that gym membership.",
            "So the weekend was chaos: the flat flooded, we went to a 40th, [I had my leaving drinks from {o} on Friday and I started at {v} on Monday|{n} had leaving drinks from {o} on Friday and started at {v} on Monday], and my phone screen cracked.",
            "Bit of a ramble, sorry. The marathon training's going okay, [the new job's good, {v} have been lovely so far|{n}'s loving the new job at {v}], the garden's a jungle and I still haven't replied to Gran.",
        ],
        "dated": [
            "As of {d}, [I'm|{n} is] officially on the {vb} payroll.",
            "[My|{n}'s] start date at {v} was {d}, so that's where [I am|{he} is] now.",
            "Since {d} [I've been|{n} has been] working at {v}; [my|{his}] last day at {o} was the Friday before.",
            "From {d} [my|{n}'s] employer is {v}; the contract with {o} ended.",
            "Effective {d}, [I|{n}] moved over to {v}.",
        ],
        "negation": [
            "[I'm|{n}'s] no longer at {o}. [Joined|{He} joined] {v}.",
            "Not at {o} anymore. [I'm|{n}'s] at {v} now.",
            "[I don't work|{n} doesn't work] for {o} these days; [I'm|{he}'s] with {v}.",
            "[I|{n}] left {o}, for the record. [I work|{He} works] at {v} now.",
            "No more {o} for [me|{n}]: [I|{he}] took the offer from {v}.",
        ],
        "formal": [
            "Please update [my|{n}'s] records: current employer is {v}.",
            "For the file: [my|{n}'s] employer has changed to {v} (previously {o}).",
            "Change of employment details: [I am|{n} is] now employed by {v}.",
            "[I have|{n} has] joined {v}; please amend the employer field accordingly.",
            "Correction to [my|{n}'s] profile: employer should read {v}, not {o}.",
        ],
        "answer": [
            "You asked where [I'm|{n}'s] working now. It's {v}; [I|{he}] left {o} a while ago.",
            "To answer your question from earlier: {v}. That's where [I|{n}] work[|s] now.",
            "Re your question about [my|{n}'s] job: [I'm|{he}'s] at {v} these days.",
            "Oh, which company? It's {v}. [I|{n}] switched over from {o}.",
            "You wanted [my|{n}'s] employer for the form: it's {v} now.",
        ],
        "implicit": [
            "[Handed my notice in at {o} and today was day one at {v}|{n} handed {his} notice in at {o} and today was {his} first day at {v}]. The onboarding was chaos.",
            "[Got my {vb} laptop and badge today|{n} got {his} {vb} laptop and badge today]. Induction week is exhausting.",
            "[My|{n}'s] leaving cake at {o} was on Friday and [I've|{he}'s] already done a week at {v}.",
            "[First payslip from {v} just landed|{n}'s first payslip from {v} just landed], much better than {o}.",
            "[Just finished my first sprint at {v}|{n} just finished {his} first sprint at {v}]; the team seem nice.",
        ],
    },
    "neg_old": [
        "[I|{n}] had drinks with a few people from {x}. [I|{He}] miss[|es] them a bit.",
        "[My|{n}'s] old manager at {x} asked for a reference.",
        "[I|{n}] still get[|s] the {xb} staff newsletter, must unsubscribe.",
        "[I'm|{n}'s] still waiting on the final payslip from {x}.",
    ],
    "neg_fresh": [
        "[I|{n}] had an interview at {x} but turned it down.",
        "[I|{n}] did a two-day consulting gig for {x} on the side.",
        "[My|{n}'s] brother just got a job at {x}.",
        "If [I|{n}] ever leave[|s], {x} would be the dream.",
        "[I|{n}] went to a recruitment event run by {x}. Nice freebies, no job.",
        "[I|{n}] got a LinkedIn message from a recruiter at {x}; ignoring it.",
    ],
    "q_new": (
        [
            "Where do I work now?",
            "Which company am I at these days?",
            "who's my employer at the moment",
            "Remind me who I work for?",
            "What company do I currently work for?",
        ],
        [
            "Where does {n} work now?",
            "Which company is {n} with these days?",
            "who does {n} work for",
            "What's {n}'s current employer?",
            "Remind me where {n} is working?",
        ],
    ),
    "q_before": (
        [
            "Where did I work before {later}?",
            "Which company was I at before joining {later}?",
        ],
        [
            "Where was {n} working before {later}?",
            "Which company did {n} leave for {later}?",
            "Before {later}, who employed {n}?",
        ],
    ),
    "q_first": (
        [
            "Where did I work originally?",
            "What was the first employer I mentioned to you?",
            "Which company was I at to begin with?",
        ],
        [
            "Where did {n} work originally?",
            "What was the first employer I told you {n} had?",
            "Which company was {n} at initially?",
        ],
    ),
}

T["budget"] = {
    "base": [
        "[My|{N}'s] {b} is {v}.",
        "[I've set|{N} has set] aside {v} for {what}.",
        "[I'm|{N} is] working with a {b} of {v}.",
        "[Our|{N}'s] {b}: {v}.",
        "[I can spend|{N} can spend] about {v} on {what}.",
    ],
    "change": [
        "[I've|{n} has] changed [my|{his}] {b} to {v}.",
        "[My|{n}'s] {b} is now {v}, changed from {o}.",
        "New {b} for [me|{n}]: {v}.",
        "[I've|{n} has] revised the {b}. {v} now.",
    ],
    "styles": {
        "rambling": [
            "Honestly this week: the washing machine died, [my|{n}'s] cousin's visiting, I burnt the risotto, and after a long chat [we've|{n} has] put the {b} at {v} instead of {o}. Anyway, any tips for cheap weekend trips?",
            "Okay brain dump: school forms done, dentist booked, the car's making that noise again, [and I redid my spreadsheet so the {b} is {v} now|and {n} redid {his} spreadsheet, {his} {b} is {v} now], plus I need to call the council.",
            "Long story but: the landlord visited, I went to a ceilidh, Dad's new hearing aids work, [and I've changed the {b} to {v}, final answer|and {n} has rethought the {b}: {v}, final answer]. Oh and it's Mum's birthday Sunday.",
            "Sorry for the essay. Had the boiler serviced, we've been binge-watching that Danish show, [I {chg} the {b} to {v} after the car bill|{n} {chg} the {b} to {v} after the car bill], and the neighbour's hedge is now my problem apparently.",
            "Update on all fronts: promotion didn't happen, the kitchen tap's fixed, [the {b} is now {v} (was {o})|{n}'s {b} is now {v} (was {o})], and I've signed up for a pottery class.",
        ],
        "voice": [
            "ok so [we|{n}] sat down and redid the numbers and the {b} is {v} now not {o}",
            "[my|{n}s] {b} changed by the way its {v} now after the big rethink",
            "yeah [i|{n}] {chg} the {b} to {v} cos [i|{he}] had to",
            "just so you know [im|{n}s] going with {v} for {what} now [we|they] talked it through last night",
            "[ive|{n} has] set the {b} at {v} now forget the old number",
        ],
        "dated": [
            "As of {d}, [my|{n}'s] {b} is {v}.",
            "[My|{n}'s] {b} went to {v} from {d}.",
            "Since {d} [I've|{n} has] been working to a {b} of {v}.",
            "[The new {b} kicked in on {d}: {v}|{n}'s new {b} kicked in on {d}: {v}].",
            "On {d} [I|{n}] moved the {b} from {o} to {v}, and it's stuck since.",
        ],
        "hedge": [
            "[Should I tell you my new {b}?|Want {n}'s new {b}?] It's {v}.",
            "Hmm, is {o} still what you've got for [my|{n}'s] {b}? It's {v} now.",
            "Not sure I mentioned it: [my|{n}'s] {b} changed. {v} is the number.",
            "Did I say {o} for [the|{n}'s] {b}? Scratch that, it's {v} now.",
            "Would it help to know [my|{n}'s] updated {b}? {v}.",
        ],
        "formal": [
            "Please update [my|{n}'s] records: {b} now {v}.",
            "[Budget revision|Budget revision for {n}], {what}: {v} (previously {o}).",
            "For the record, [the|{n}'s] approved {b} is now {v}.",
            "Amendment to [my|{n}'s] plan: {b} revised to {v}.",
            "Please note the revised figure for [my|{n}'s] {b}: {v}, effective immediately.",
        ],
        "emotional": [
            "FINALLY sorted the {b}!!! [{v} and that's IT|{n} says {v} and that's IT] 😤",
            "Ugh, [my|{n}'s] {b} has gone to {v}. [I'm|{He}'s] gutted but it is what it is.",
            "Okay I'm SO relieved, [we|{n} and {his} partner] managed to agree the {b} at {v}!!",
            "[I'm|{n} is] done agonising. {v}. That's the {b} now, end of discussion!!",
            "Can't believe it but [I've|{n} has] {chg} the {b} to {v} 😬",
        ],
    },
    "neg_old": [
        "[I|{n}] found the old spreadsheet with the {b} at {x}. Feels like ages ago.",
        "[My|{n}'s] partner keeps quoting the old {x} figure for {what}, which is out of date.",
        "[I|{n}] said that, looking back, {x} for {what} was never going to be enough.",
        "[I|{n}] still have the {x} plan pinned on the fridge, need to take it down.",
    ],
    "neg_fresh": [
        "[I|{n}] got a quote of {x} for {what}, but nothing's agreed.",
        "If money were no object [I'd|{n} would] spend {x} on {what}, but it is.",
        "[My|{n}'s] sister's {b} is {x}, way more than [mine|{his}].",
        "[I|{n}] saw a blog saying the average spend on {what} is {x}.",
        "[I|{n}] put {x} into savings this month, separate from the {b}.",
    ],
    "q_new": (
        [
            "What's my current {b}?",
            "How much have I got for {what} now?",
            "remind me what i'm budgeting for {what}",
            "What figure did I settle on for {what} in the end?",
            "How much am I allowing for {what} at the moment?",
        ],
        [
            "What's {n}'s {b} now?",
            "How much is {n} budgeting for {what} these days?",
            "what's {n} planning to spend on {what}",
            "Remind me of {n}'s current {b}?",
            "How much has {n} got set aside for {what}?",
        ],
    ),
    "q_before": (
        [
            "What was my {b} before I changed it to {later}?",
            "Before {later}, what was my {b}?",
        ],
        [
            "What was {n}'s {b} before {later}?",
            "Before it went to {later}, what was {n}'s {b}?",
        ],
    ),
    "q_first": (
        [
            "What was my original {b}?",
            "What {b} did I start with?",
            "What did I first budget for {what}?",
        ],
        [
            "What was {n}'s original {b}?",
            "What {b} did {n} start out with?",
            "How much did {n} first set aside for {what}?",
        ],
    ),
}

T["partner"] = {
    "base": [
        "[My partner is|{N}'s partner is] {v}.",
        "[I'm|{N} is] with {v}, [we've|they've] been together a while.",
        "[I've been seeing|{N} has been seeing] {v} since last year.",
        "[{v} and I have been together two years|{N} is going out with {v}].",
        "[I live with my partner {v}|{N} lives with {his} partner {v}].",
    ],
    "change": [
        "[I|{n}] split up with {o}; [I'm|{he}'s] with {v} now.",
        "[I'm|{n}'s] seeing {v} now.",
        "[My|{n}'s] new partner is {v}.",
        "[{o} and I broke up, and I've started seeing {v}|{n} and {o} broke up, and {he}'s started seeing {v}].",
    ],
    "styles": {
        "voice": [
            "yeah so [me and {o}|{n} and {o}] split up a while back and [im|{he}s] seeing someone called {v} now",
            "[i|{n}] met someone [their|{his}] name is {v} its going really well actually",
            "ok update [im|{n}s] with {v} now [we|they] met at a friends wedding",
            "not with {o} anymore [im|{n}s] going out with {v} now its kind of serious",
            "so [my|{n}s] new partner is {v} [i think youd like {vhim}|apparently {vhe}s lovely]",
        ],
        "negation": [
            "[I'm|{n}'s] not with {o} anymore. [I'm|{He}'s] seeing {v} now.",
            "No more {o}. [I've|{n} has] been with {v} for a few weeks.",
            "[{o} and I aren't together these days|{n} and {o} aren't together these days]; [my|{his}] partner's {v}.",
            "[I|{n}] broke it off with {o}. [{v} and I are a thing now|{He}'s with {v} now].",
            "Not single, not with {o}: [I'm|{n}'s] with {v}.",
        ],
        "reported": [
            "{R} says {n} broke up with {o} and is seeing {v} now.",
            "According to {r}, {n}'s new partner is {v}.",
            "{R} told me {n} and {v} are together now. {o} is out of the picture.",
            "Heard from {r} that {n} is going out with {v} these days.",
            "{R} mentioned {n} brought {v} to the barbecue as {his} new partner.",
        ],
        "hedge": [
            "Did I ever tell you [I'm|{n}'s] seeing someone new? It's {v}.",
            "Should I update you on [my|{n}'s] love life? [I'm|{He}'s] with {v} now, {o} is history.",
            "Not sure if you know, but [I|{n}] split with {o}. [I'm|{He}'s] with {v} now.",
            "Is it weird to say [I've|{n} has] got a new partner already? {v}. [We|They] met through friends.",
            "Hmm, have I mentioned {v}? [My|{n}'s] partner now.",
        ],
        "emotional": [
            "I'm SO happy!!! [{v} and I made it official|{n} and {v} made it official] 💕",
            "Honestly GOOD RIDDANCE to {o}. [I'm|{n}'s] with {v} now and [I'm|{he}'s] actually happy!!",
            "Can't stop smiling, [I'm|{n}'s] properly with {v} now!!!",
            "[{v} and I are together now|{n} and {v} are together now] and it's been amazing after the mess with {o} 🥹",
            "OMG [I|{n}] finally asked {v} out and it's OFFICIAL!!",
        ],
        "answer": [
            "You asked who [I'm|{n}'s] with these days: it's {v}.",
            "To answer your question: [my|{n}'s] partner is {v} now, not {o}.",
            "Re your question, yes, [I'm|{n}'s] seeing someone. {v}.",
            "Oh, who? {v}. [We've|They've] been together since the autumn.",
            "You wanted the name for the plus-one: it's {v}, [my|{n}'s] partner.",
        ],
    },
    "neg_old": [
        "[I|{n}] bumped into {x} at the supermarket. Awkward, but fine.",
        "[My|{n}'s] ex, {x}, messaged [me|{him}] happy birthday.",
        "[I still have|{n} still has] {x}'s hoodie somewhere, must give it back.",
        "[I|{n}] saw {x} tagged in a photo and felt a bit nostalgic.",
    ],
    "neg_fresh": [
        "[I|{n}] went on one date with {x} but it went nowhere.",
        "[My|{n}'s] mum keeps trying to set [me|{him}] up with {x}.",
        "[I|{n}] matched with someone called {x} on an app but never met up.",
        "[I|{n}] danced with {x} at the wedding, just friends though.",
        "[My|{n}'s] best friend is {x}; people always assume [we're|they're] together but nope.",
    ],
    "q_new": (
        [
            "Who am I with now?",
            "What's my partner's name again?",
            "who am i seeing at the moment",
            "Remind me who my current partner is?",
        ],
        [
            "Who's {n} with these days?",
            "What's the name of {n}'s partner?",
            "who is {n} dating now",
            "Is {n} seeing anyone at the moment? Who?",
            "Remind me who {n}'s partner is now?",
        ],
    ),
    "q_before": (
        [
            "Who was I with before {later}?",
            "Who did I date before {later}?",
        ],
        [
            "Who was {n} with before {later}?",
            "Before {later}, who was {n}'s partner?",
        ],
    ),
    "q_first": (
        [
            "Who was my partner originally, when we first started chatting?",
            "Who was the first partner I mentioned to you?",
        ],
        [
            "Who was {n}'s partner at first?",
            "Who was {n} with originally?",
            "What was the name of the first partner of {n}'s that I told you about?",
        ],
    ),
}

T["diet"] = {
    "base": [
        "[I'm|{N} is] {v}.",
        "[I've been|{N} has been] {v} for a few years.",
        "Just so you know, [I'm|{N}'s] {v}.",
        "[I follow|{N} follows] a {v} diet.",
        "[I eat|{N} eats] {v}, so bear that in mind for recipes.",
    ],
    "change": [
        "[I've|{n} has] gone {v}.",
        "[I'm|{n}'s] {v} now.",
        "[I've|{n} has] switched to a {v} diet.",
        "[I|{n}] stopped being {o}; [I'm|{he}'s] {v} now.",
    ],
    "styles": {
        "voice": [
            "so [im|{n}s] {v} now by the way gave up being {o} after like a year",
            "[ive|{n} has] gone {v} dont laugh",
            "ok so [im|{n}s] on a {v} diet now the doctor suggested it",
            "yeah no [im|{n}s] not {o} anymore [im|{he}s] {v} these days",
            "heads up for the dinner [im|{n}s] {v} now [i|{he}] changed things up a few weeks ago",
        ],
        "negation": [
            "Not {o} any more. [I'm|{n}'s] {v} these days.",
            "[I'm|{n}'s] no longer {o}. Went {v} after [my|{his}] check-up.",
            "[I|{n}] gave up being {o}; [I'm|{he}'s] {v} now.",
            "[I don't do|{n} doesn't do] {o} anymore, it's {v} for [me|{him}] now.",
            "Scrap the {o} thing, [I'm|{n}'s] {v}.",
        ],
        "reported": [
            "{R} says {n} has gone {v}.",
            "According to {r}, {n} isn't {o} anymore. {He}'s {v} now.",
            "{R} mentioned {n} is {v} these days, so plan the menu around that.",
            "Heard from {r} that {n} switched to a {v} diet.",
            "{R} told me {n} is strictly {v} now.",
        ],
        "formal": [
            "Dietary requirements update for [my|{n}'s] booking: please change from {o} to {v}.",
            "Please update [my|{n}'s] profile. Dietary preference: {v}.",
            "For catering purposes, [my|{n}'s] requirement is now {v} (previously {o}).",
            "Amendment to [my|{n}'s] registration, dietary needs: {v}.",
            "Kindly record [me|{n}] as {v} on the guest list.",
        ],
        "emotional": [
            "Three weeks {v} and [I feel|{n} says {he} feels] AMAZING!!!",
            "Ugh fine, [I'm|{n}'s] {v} now. Goodbye {o} life 😭",
            "I can't believe [I've|{n} has] actually gone {v}!!! Never thought [I'd|{he}'d] do it.",
            "SO proud, [I've|{n} has] stuck with {v} for a whole month now!",
            "Honestly, [being {v} has changed my life, why didn't I do this sooner|{n} says being {v} has changed {his} life] 🙌",
        ],
        "implicit": [
            "[I|{n}] cleared out the cupboards and restocked everything for going {v}. Week one done!",
            "[I|{n}] just ordered [my|{his}] first {v} meal kit; the old {o} recipes are going in the recycling.",
            "[My|{n}'s] nutritionist signed off on the switch and [I've|{he}'s] been eating {v} since.",
            "[Made my|{n} made {his}] first proper {v} meal plan for the month and binned the {o} one.",
            "[Bought a {v} cookbook and I've cooked from it every night this week|{n} bought a {v} cookbook and has cooked from it every night this week].",
        ],
    },
    "neg_old": [
        "[I|{n}] found [my|{his}] old {x} meal-prep containers. Those were the days.",
        "[I|{n}] gave away all [my|{his}] {x} cookbooks at the weekend.",
        "[I|{n}] still get[|s] emails from that {x} recipe newsletter.",
        "[I|{n}] laughed at an old photo from [my|{his}] {x} phase.",
    ],
    "neg_fresh": [
        "[I|{n}] cooked a {x} dinner for friends, but [I'm|{he}'s] not {x} [myself|{himself}].",
        "[I'm|{n}'s] thinking about trying {x} at some point, but not yet.",
        "[I|{n}] ordered the {x} option at the wedding because the other one ran out.",
        "[My|{n}'s] flatmate is {x}, so there's lots of that food in the fridge.",
        "[I|{n}] read a piece about {x} diets. Not convinced.",
        "[I|{n}] recommended a {x} restaurant to a colleague.",
    ],
    "q_new": (
        [
            "What diet am I following now?",
            "remind me what my current diet is",
            "What are my dietary requirements at the moment?",
            "How am I eating these days, diet-wise?",
        ],
        [
            "What diet is {n} on now?",
            "What are {n}'s dietary requirements currently?",
            "what does {n} eat these days",
            "If I cook for {n}, what diet should I plan around?",
            "What's {n}'s current diet?",
        ],
    ),
    "q_before": (
        [
            "What diet was I on before going {later}?",
            "Before {later}, what was my diet?",
        ],
        [
            "What was {n}'s diet before {later}?",
            "Before switching to {later}, what did {n} eat?",
        ],
    ),
    "q_first": (
        [
            "What diet was I on originally?",
            "What was my diet when I first told you about it?",
        ],
        [
            "What diet was {n} on at first?",
            "What was {n}'s original diet?",
            "How did {n} eat originally, diet-wise?",
        ],
    ),
}

T["phone"] = {
    "base": [
        "[My number is|{N}'s number is] {v}.",
        "[You can reach me on|{N}'s mobile is] {v}.",
        "[My mobile's|{N}'s phone number is] {v}.",
        "[Save my number: {v}|Here's {N}'s number: {v}].",
        "[I'm on|{N} is on] {v} if anything comes up.",
    ],
    "change": [
        "[My|{n}'s] number has changed to {v}.",
        "[I've|{n} has] got a new number: {v}.",
        "New number for [me|{n}]: {v}.",
        "[My|{n}'s] phone number is {v} now.",
    ],
    "styles": {
        "rambling": [
            "Hectic week: the dishwasher leaked, [I lost my phone on the tram, so I've got a new number now ({v}) and the old {o} one is dead|{n} lost {his} phone on the tram, so {he}'s on a new number now, {v}], and the school play is tomorrow.",
            "Quick update on everything: holiday's booked, the landlord is finally fixing the window, [I switched networks and ended up with a new number, {v}|{n} switched networks and ended up with a new number, {v}], and I'm trying to cut back on coffee. Again.",
            "Right, so the car's back from the garage, my back is still bad, [oh and my number's changed to {v}, long story involving a SIM swap|oh and {n}'s number has changed to {v}, long story involving a SIM swap], and we're doing the big shop tonight.",
            "Life admin is eating me alive: council tax, the dentist, a parking fine, [and updating everything because my number is now {v}|and updating contacts since {n}'s number is now {v}], plus the cat needs worming.",
            "Not much news. Well, some: the garden fence blew down, Gran's 90th is sorted, [my personal number is {v} now, the {o} one's gone|{n}'s personal number is {v} now, not {o}], and I'm still job-hunting.",
        ],
        "dated": [
            "As of {d}, [my|{n}'s] number is {v}.",
            "Since {d} [I've|{n} has] been on a new number: {v}.",
            "[My|{n}'s] number port finished on {d}, so it's {v} now.",
            "From {d} [my|{n}'s] mobile is {v}; {o} was disconnected.",
            "The new SIM went live on {d}, so [I'm|{n}'s] on {v} now.",
        ],
        "hedge": [
            "Should I tell you [my|{n}'s] new number? It's {v}.",
            "Do you still have {o} for [me|{n}]? That's old, it's {v} now.",
            "Not sure if I gave you [my|{n}'s] new number... it's {v}.",
            "Hmm, did I send [my|{n}'s] updated mobile? {v}, just in case.",
            "Quick question, is it OK if I give you [my|{n}'s] new number? {v}.",
        ],
        "formal": [
            "Please update [my|{n}'s] records: contact number now {v}.",
            "[Change of contact details|Change of contact details for {n}], mobile: {v} (replaces {o}).",
            "For the file, [my|{n}'s] telephone number has changed to {v}.",
            "Kindly amend the contact number on [my|{n}'s] account to {v}.",
            "Notice of change: primary phone for [me|{n}] is {v}, effective immediately.",
        ],
        "emotional": [
            "FINALLY got [my|{n}'s] number sorted after three weeks of hell!!! It's {v}.",
            "Ugh, [I|{n}] had to change number AGAIN because of the spam calls. {v} now. So fed up.",
            "[New phone, new number, new me 😂 {v}|{n} texted me all excited: new phone, new number, {v} 😂]",
            "Brilliant. The porting failed so [I'm|{n}'s] stuck with a brand new number: {v} 🙄",
            "So relieved, [I've|{n} has] ditched {o} and the scam texts with it. {v} from now on!!",
        ],
        "answer": [
            "You asked for [my|{n}'s] number: it's {v} now, not {o}.",
            "To answer your question: {v}. That's [my|{n}'s] current mobile.",
            "Re the form you were filling in, [my|{n}'s] phone is {v} these days.",
            "Oh, which number? {v}. [I|{n}] switched a while back.",
            "You wanted the best number to reach [me|{n}] on: {v}.",
        ],
    },
    "neg_old": [
        "The old number, {x}, keeps getting [my|{n}'s] dentist reminders. Annoying.",
        "[I|{n}] found an old business card with {x} on it, [my|{his}] ancient number.",
        "Someone rang {x} asking for [me|{n}], but that's the old number and it's someone else's now.",
        "[I|{n}] forgot to tell the gym that {x} is out of date.",
    ],
    "neg_fresh": [
        "[My|{n}'s] work phone is {x}, but that's only for office hours.",
        "The landline at [my|{n}'s] parents' house is {x}.",
        "[I|{n}] gave the courier {x} by mistake, that's the office number.",
        "[My|{n}'s] flatmate's number is {x}, in case of emergencies.",
        "[I|{n}] use[|s] {x} only for the WhatsApp business account.",
    ],
    "q_new": (
        [
            "What's my phone number now?",
            "Which number do I use at the moment?",
            "remind me my current mobile",
            "What number should people ring me on?",
        ],
        [
            "What's {n}'s number these days?",
            "How do I reach {n} by phone now?",
            "whats {n}s mobile",
            "Which number should I use for {n}?",
            "Give me {n}'s current phone number?",
        ],
    ),
    "q_before": (
        [
            "What was my number before {later}?",
            "Which number did I have before switching to {later}?",
        ],
        [
            "What was {n}'s number before {later}?",
            "Before {later}, which number did {n} use?",
        ],
    ),
    "q_first": (
        [
            "What was my original phone number?",
            "Which number did I first give you?",
        ],
        [
            "What was {n}'s original number?",
            "Which number did {n} have at first?",
            "What was the first number I gave you for {n}?",
        ],
    ),
}

T["car"] = {
    "base": [
        "[I drive|{N} drives] {av}.",
        "[My car's|{N}'s car is] {av}.",
        "[I've got|{N} has got] {av} at the moment.",
        "[I get around in|{N} gets around in] {av}.",
        "[I own|{N} owns] {av}; it's a few years old.",
    ],
    "change": [
        "[I've|{n} has] replaced the {o} with {av}.",
        "[I'm|{n}'s] driving {av} now.",
        "[I|{n}] sold the {o} and bought {av}.",
        "New car for [me|{n}]: {av}.",
    ],
    "styles": {
        "voice": [
            "[we|{n}] finally got rid of the {o} so [im|{he}s] driving {av} now",
            "[i|{n}] traded in the {o} last week got {av} instead",
            "yeah [my|{n}s] car is {av} now the old one died",
            "ok so new car [i|{n}] went for {av} in the end",
            "[i|{n}] picked up {av} from the dealer [its|apparently its] so quiet",
        ],
        "negation": [
            "[I'm|{n}'s] not driving the {o} any more. [I've|{He}'s] got {av} now.",
            "No more {o}. [I|{n}] bought {av}.",
            "[I don't have|{n} doesn't have] the {o} these days; [I drive|{he} drives] {av}.",
            "The {o} is gone, for the record. [My|{n}'s] car is {av}.",
            "[I|{n}] sold the {o}, so [I'm|{he}'s] in {av} now.",
        ],
        "reported": [
            "{R} says {n} traded the {o} in for {av}.",
            "According to {r}, {n}'s new car is {av}.",
            "{R} mentioned {n} turned up in {av}. The {o} is gone.",
            "Heard from {r} that {n} bought {av}.",
            "{R} told me {n} finally picked up {his} new {v}.",
        ],
        "emotional": [
            "FINALLY got the {v}!!! bye bye old {o}",
            "I'm OBSESSED with [my|{n}'s] new {v}!!! Best decision ever.",
            "RIP {o} 😭 [I|{n}] had to get {av} after the crash.",
            "So excited, [I'm|{n}'s] officially the owner of {av}!!!",
            "Ugh, [I|{n}] caved and bought {av}. The {o} just kept breaking down. No regrets though!!",
        ],
        "answer": [
            "You asked what [I|{n}] drive[|s] now: it's {av}.",
            "To answer your question about [my|{n}'s] car: {av}. The {o} is gone.",
            "Re your question, [my|{n}'s] car is {av} these days.",
            "Oh, the car? It's {av} now. [I|{n}] sold the {o} a while back.",
            "[You wanted the make and model for my parking permit|You wanted the make and model for {n}'s parking permit]: it's {av} now.",
        ],
        "implicit": [
            "Picked up the keys to [my|{n}'s] {v} today; the {o} went back to the dealer.",
            "[Just did my first motorway drive in the {v}|{n} just did {his} first motorway drive in the {v}], so smooth.",
            "[Insurance for the {v} is sorted and the {o} is sold|{n} sorted the insurance for {his} {v} and sold the {o}].",
            "[My|{n}'s] {v} is parked outside now; the {o} got collected by the buyer this morning.",
            "[Washed the {v} for the first time this weekend|{n} spent Sunday washing {his} new {v}], still has that new-car smell.",
        ],
    },
    "neg_old": [
        "[I|{n}] saw [my|{his}] old {x} for sale online. The new owner's selling it already.",
        "[I|{n}] miss[|es] the boot space in the {x}, honestly.",
        "[I|{n}] found the spare key for the {x} in a drawer. Useless now.",
        "[I still have|{n} still has] the {x} air freshener hanging in the garage.",
    ],
    "neg_fresh": [
        "[I|{n}] test drove {ax} but didn't buy it.",
        "[I|{n}] had {ax} as a rental car on holiday.",
        "[I|{n}] borrowed Dad's {x} for the move.",
        "If [I|{n}] won the lottery, [I'd|{he}'d] get {ax}.",
        "[I|{n}] recommended {ax} to a colleague looking for a family car.",
        "[My|{n}'s] neighbour just got {ax} and won't stop talking about it.",
    ],
    "q_new": (
        [
            "What car do I drive now?",
            "What am I driving these days?",
            "which car have i got at the moment",
            "Remind me of my current car?",
        ],
        [
            "What does {n} drive now?",
            "What car has {n} got these days?",
            "whats {n} driving",
            "Which car is {n}'s at the moment?",
            "Remind me what {n}'s current car is?",
        ],
    ),
    "q_before": (
        [
            "What car did I drive before the {later}?",
            "Before I got the {later}, what was I driving?",
        ],
        [
            "What did {n} drive before the {later}?",
            "Which car did {n} have before the {later}?",
        ],
    ),
    "q_first": (
        [
            "What was the first car I told you about?",
            "What was I driving originally?",
        ],
        [
            "What was {n} driving originally?",
            "What car did {n} have at first?",
        ],
    ),
}

T["team"] = {
    "base": [
        "[I support|{N} supports] {v}.",
        "[I'm|{N} is] {av} fan.",
        "[My team is|{N}'s team is] {v}.",
        "[I follow|{N} follows] {v} religiously.",
        "[I'm|{N}'s] a massive {vb} supporter.",
    ],
    "change": [
        "[I've|{n} has] switched to supporting {v}.",
        "[I|{n}] support[|s] {v} now.",
        "[I'm|{n}'s] following {v} these days instead of {o}.",
        "[I|{n}] gave up on {o}; [I'm|{he}'s] {av} fan now.",
    ],
    "styles": {
        "rambling": [
            "What a week. Boiler's on the blink, [my|{n}'s] niece started nursery, I finally tried that ramen place, [and I've jumped ship from {o} to {v}, don't judge me|and {n} has jumped ship from {o} to {v}, if you can believe it]. Also need a gift idea for Dad.",
            "Catching up: moved desks at work, got a new bike, [and after that last season I'm following {v} now, done with {o}|and {n} is following {v} now, done with {o} after that last season], and the kitchen tap is still dripping.",
            "Rambling update because I'm on the bus: my sister's engaged, I've started learning Portuguese, [I bought {av} shirt because yes, I support them now|{n} bought {av} shirt, {he} supports them now], and the dog hates the rain.",
            "So: the flat viewing went well, I've got a cold, [season ticket's sorted, {v} this year, not {o}|{n} sorted {his} season ticket, {v} this year, not {o}], and I still owe you that podcast link.",
            "Okay, news: finished the jigsaw, Dad's retiring, [and I've officially become {av} fan, my mates are furious|and {n} has officially become {av} fan, {his} mates are furious], and we're doing a quiz night Friday.",
        ],
        "negation": [
            "[I'm|{n}'s] not supporting {o} anymore. It's {v} all the way now.",
            "[I'm|{n}'s] no longer {ao} fan. [I|{He}] follow[|s] {v} now.",
            "[I've|{n} has] given up on {o}; [my|{his}] team's {v} these days.",
            "Not {o} any more: [I'm|{n}'s] backing {v}.",
            "[I don't|{n} doesn't] follow {o} now. It's {v} for [me|{him}].",
        ],
        "reported": [
            "{R} says {n} has switched allegiance to {v}.",
            "According to {r}, {n} is supporting {v} now and gave up on {o}.",
            "{R} told me {n} turned up to the pub in {av} shirt and says {he} supports them now.",
            "Heard from {r} that {n} has {av} season ticket these days.",
            "{R} mentioned {n} is all about {v} now, not {o}.",
        ],
        "hedge": [
            "Did I tell you [I've|{n} has] switched teams? It's {v} now.",
            "Should I admit this? [I|{n}] support[|s] {v} now, not {o}.",
            "Not sure if I said, but [I'm|{n}'s] following {v} these days.",
            "Hmm, is it a betrayal to switch? Too late anyway, [I'm|{n}'s] {av} fan now.",
            "Want to know [my|{n}'s] new team? It's {v}.",
        ],
        "emotional": [
            "DONE with {o}!!! [I'm|{n}'s] all in on {v} now.",
            "What a feeling, [I|{n}] went to [my|{his}] first {vb} game as a proper fan and [I'm|{he}'s] hooked!!",
            "Ugh, [I|{n}] can't watch {o} anymore, it's too painful. Honestly, {v} have won [me|{him}] over 😤",
            "So HAPPY, [I|{n}] finally got {av} membership!!!",
            "Can't believe [I've|{n} has] switched to {v} after all these years 😭😂",
        ],
        "answer": [
            "You asked which team [I|{n}] support[|s]: it's {v} now, [I|{he}] gave up on {o}.",
            "To answer your question: {v}. That's [my|{n}'s] team now.",
            "Re your question, [I'm|{n}'s] following {v} these days.",
            "Oh, which team? It's {v} now, [I|{n}] switched from {o}.",
            "You wanted to know who to get tickets for: [I|{n}] support[|s] {v} now.",
        ],
    },
    "neg_old": [
        "[I still have|{n} still has] an old {xb} scarf in the drawer.",
        "[I|{n}] watched the {xb} highlights out of habit, but that's not [my|{his}] team any more.",
        "[I|{n}] bumped into some old {xb} mates at the pub. Good banter.",
        "[I|{n}] got {ax} membership renewal email and ignored it.",
    ],
    "neg_fresh": [
        "[I|{n}] watched {x} at a bar with work mates. Not [my|{his}] team, just the game that was on.",
        "[I|{n}] got given {ax} shirt as a gift; it's going to the charity shop.",
        "If [I|{n}] had to pick a second team, it'd be {x}.",
        "[I|{n}] went to {ax} match because a client had spare tickets.",
        "[My|{n}'s] dad supports {x}, which causes arguments at Christmas.",
    ],
    "q_new": (
        [
            "Which team do I support now?",
            "Who am I supporting these days?",
            "what team do i follow",
            "Remind me who my team is?",
        ],
        [
            "Which team does {n} support now?",
            "Who is {n} supporting these days?",
            "whats {n}s team",
            "Which side is {n} following at the moment?",
            "If I buy {n} a shirt, which team should it be?",
        ],
    ),
    "q_before": (
        [
            "Which team did I support before {later}?",
            "Who did I follow before switching to {later}?",
        ],
        [
            "Which team did {n} support before {later}?",
            "Before {later}, who was {n}'s team?",
        ],
    ),
    "q_first": (
        [
            "Which team did I support originally?",
            "Who was my first team, the one I mentioned at the start?",
        ],
        [
            "Which team did {n} support originally?",
            "Who did {n} follow at first?",
        ],
    ),
}

T["email"] = {
    "base": [
        "[My email is|{N}'s email is] {v}.",
        "[You can email me at {v}|{N}'s email address is {v}].",
        "[I use|{N} uses] {v} for everything.",
        "[My address for emails is|{N}'s contact email is] {v}.",
        "[Send stuff to me at {v}|{N} said to send stuff to {v}].",
    ],
    "change": [
        "[My|{n}'s] email has changed to {v}.",
        "[I've|{n} has] got a new email: {v}.",
        "[I'm|{n}'s] using {v} now.",
        "New email for [me|{n}]: {v}.",
    ],
    "styles": {
        "rambling": [
            "Okay, long one: the plumber finally came, [my|{n}'s] brother got engaged, I've been sleeping terribly, [and I closed my old account so email me at {v} now|and {n} said to use {v} from now on because {he} closed the old account], plus we're thinking about Spain in June.",
            "Update dump: MOT passed, started physio, [got hacked (ugh) so I'm on {v} now|{n} got hacked so {he}'s on {v} now], and the kids' parents' evening is Thursday.",
            "So yesterday the printer jammed, I missed the bus, [I finally moved off {o}, it's {v} now|{n} finally moved off {o}, it's {v} now], and then the takeaway was cold. Classic.",
            "News in brief: cousin's wedding is in May, [I've set up {v} as my main address|{n} set up {v} as {his} main address], the cat's on a diet, and I'm trying to read more.",
            "Ramble incoming. Work's slow, the garden's a mess, [my inbox was a disaster so new address: {v}|{n} moved to a new address, {v}, because {his} inbox was a disaster], and I think I need new glasses.",
        ],
        "dated": [
            "As of {d}, [my|{n}'s] email is {v}.",
            "Since {d} [I've|{n} has] been using {v}; {o} is closed.",
            "From {d} please use {v} for [me|{n}].",
            "[My|{n}'s] old mailbox shut on {d}, so it's {v} now.",
            "The switch happened on {d}: [my|{n}'s] address is {v}.",
        ],
        "hedge": [
            "Should I give you [my|{n}'s] new email? It's {v}.",
            "Do you still have {o} for [me|{n}]? That's out of date, it's {v} now.",
            "Not sure I mentioned it, but [my|{n}'s] email changed to {v}.",
            "Hmm, did I tell you about [my|{n}'s] new address? {v}.",
            "Would it help if I shared [my|{n}'s] updated email? It's {v}.",
        ],
        "formal": [
            "[Change of contact email: {v}|Change of contact email for {n}: {v}].",
            "Please update [my|{n}'s] records: email address now {v} (previously {o}).",
            "Kindly amend the email on file for [me|{n}] to {v}.",
            "For correspondence, [my|{n}'s] address is now {v}.",
            "Notice: [my|{n}'s] primary email has changed to {v}, effective immediately.",
        ],
        "answer": [
            "You asked which email to use: [mine's|{n}'s is] {v} now.",
            "To answer your question: {v}. That's [my|{n}'s] current email.",
            "Re your question about [my|{n}'s] address, use {v}, not {o}.",
            "Oh, [my|{n}'s] email? It's {v} these days.",
            "You wanted the address for the invite: [it's {v}|{n}'s is {v}].",
        ],
        "implicit": [
            "[Set up my new account|Helped {n} set up {his} new account] ({v}) and that's where everything goes now.",
            "[Just finished moving all my subscriptions over to {v}|{n} just finished moving all {his} subscriptions over to {v}].",
            "[Deleted my old {o} account today; everything comes to {v} now|{n} deleted {his} old {o} account today; everything goes to {v} now].",
            "[My first email from {v} just went out and it works!|{n}'s first email from {v} just came through, it works!]",
            "[Changed my email on every site I could think of to {v}|{n} spent the evening changing {his} email everywhere to {v}].",
        ],
    },
    "neg_old": [
        "The old {x} address still forwards for now, but [I|{n}] rarely check[|s] it.",
        "[I|{n}] found a newsletter still going to {x}, must update it.",
        "[My|{n}'s] old inbox, {x}, is full of spam now.",
        "[I|{n}] exported everything from {x} before closing it.",
    ],
    "neg_fresh": [
        "[My|{n}'s] work email is {x}, but that's for work stuff only.",
        "[I|{n}] forwarded [my|{his}] sister's address, {x}, for the party invite.",
        "The shared family inbox [I|{n}] set up is {x}.",
        "[I|{n}] made a throwaway address, {x}, for online shopping.",
        "[I|{n}] set up {x} for [my|{his}] mum so she can do video calls.",
    ],
    "q_new": (
        [
            "What's my email now?",
            "Which address should people use to email me?",
            "remind me of my current email",
            "What email am I using these days?",
        ],
        [
            "Which email should I use for {n}?",
            "What's {n}'s email address now?",
            "whats {n}s email",
            "How do I email {n} these days?",
            "Remind me of {n}'s current email address?",
        ],
    ),
    "q_before": (
        [
            "What email did I use before {later}?",
            "Before {later}, which address was mine?",
        ],
        [
            "What was {n}'s email before {later}?",
            "Before switching to {later}, what address did {n} use?",
        ],
    ),
    "q_first": (
        [
            "What was my original email address?",
            "Which email did I first give you?",
        ],
        [
            "What was {n}'s original email?",
            "Which address did {n} use at first?",
        ],
    ),
}

T["manager"] = {
    "base": [
        "[My manager is|{N}'s manager is] {v}.",
        "[I report|{N} reports] to {v}.",
        "[My boss is|{N}'s boss is] {v}.",
        "[I'm|{N}'s] in {v}'s team.",
        "[My line manager is|{N}'s line manager is] {v}.",
    ],
    "change": [
        "[My|{n}'s] manager is now {v}.",
        "[I|{n}] report[|s] to {v} now.",
        "[I've|{n} has] got a new boss: {v}.",
        "After the restructure [I'm|{n}'s] reporting to {v}.",
    ],
    "styles": {
        "voice": [
            "so [my|{n}s] new manager is {v} {o} moved to another team",
            "[i report|{n} reports] to {v} now since the reorg",
            "yeah [my|{n}s] boss changed its {v} now {vhe}s alright actually",
            "ok so {o} left and [im|{n}s] under {v} now",
            "heads up [my|{n}s] line manager is {v} these days not {o}",
        ],
        "dated": [
            "As of {d}, [I|{n}] report[|s] to {v}.",
            "Since {d} [my|{n}'s] manager has been {v}.",
            "The reorg took effect on {d}: [my|{n}'s] new boss is {v}.",
            "From {d}, [I'm|{n}'s] in {v}'s team rather than {o}'s.",
            "Effective {d}, [my|{n}'s] line manager changed to {v}.",
        ],
        "negation": [
            "[I'm|{n}'s] not under {o} any more. [I|{He}] report[|s] to {v}.",
            "[My|{n}'s] manager isn't {o} any more; it's {v}.",
            "No longer reporting to {o}. [My|{n}'s] boss is {v} now.",
            "[I don't|{n} doesn't] work for {o} now, [I'm|{he}'s] in {v}'s team.",
            "Not {o}: [I|{n}] report[|s] to {v} since the shuffle.",
        ],
        "reported": [
            "According to {r}, {n}'s new boss is {v}.",
            "{R} says {n} reports to {v} now.",
            "Heard from {r} that {o} handed {n} over to {v} in the reorg.",
            "{R} mentioned {n} is in {v}'s team these days.",
            "{R} told me {n}'s line manager changed. It's {v} now, not {o}.",
        ],
        "formal": [
            "Please update [my|{n}'s] records: line manager is now {v}.",
            "HR notice, reporting line change: [I|{n}] now report[|s] to {v} (previously {o}).",
            "For the org chart: [my|{n}'s] manager should read {v}.",
            "Kindly amend the approver on [my|{n}'s] leave requests to {v}.",
            "Change of reporting line, effective immediately. [My|{n}'s] manager: {v}.",
        ],
        "implicit": [
            "Had [my|{n}'s] first one-to-one with {v} today. [I|{He}] think[|s] it'll be fine.",
            "[My|{n}'s] leave request went to {v} for approval this time, since {o} handed the team over.",
            "[My|{n}'s] old boss {o} had farewell drinks last night; {v} has taken over [my|{his}] team.",
            "[My|{n}'s] appraisal this year was with {v}, first time.",
            "[I|{n}] had to get {v} to sign off [my|{his}] expenses now. New reporting line.",
        ],
    },
    "neg_old": [
        "[I|{n}] had lunch with [my|{his}] old boss {x}. Nice to catch up.",
        "[I|{n}] got a LinkedIn endorsement from {x}, [my|{his}] former manager.",
        "[I|{n}] accidentally sent [my|{his}] timesheet to {x}. Old habits.",
        "[I|{n}] went to {x}'s leaving do; it was a good send-off.",
    ],
    "neg_fresh": [
        "{x} is [my|{n}'s] skip-level, not [my|{his}] direct manager.",
        "[I|{n}] mentor[|s] {x}, who just joined the team.",
        "If the reorg had gone ahead, [I'd|{n} would] have reported to {x}.",
        "[I'm|{n}'s] doing a project with {x} from finance.",
        "[I|{n}] interviewed {x} for a role on the team.",
    ],
    "q_new": (
        [
            "Who's my manager now?",
            "Who do I report to these days?",
            "who is my boss at the moment",
            "Remind me who my line manager is?",
        ],
        [
            "Who does {n} report to?",
            "who does {n} report to",
            "Who's {n}'s manager now?",
            "Who is {n}'s boss these days?",
            "Remind me who {n}'s line manager is currently?",
        ],
    ),
    "q_before": (
        [
            "Who was my manager before {later}?",
            "Before {later}, who did I report to?",
        ],
        [
            "Who was {n}'s manager before {later}?",
            "Who did {n} report to before {later}?",
        ],
    ),
    "q_first": (
        [
            "Who was my manager originally?",
            "Who did I report to at first?",
        ],
        [
            "Who was {n}'s first manager that I mentioned?",
            "Who did {n} report to originally?",
        ],
    ),
}

# ---------------------------------------------------------------------------------------------
# Small helpers
# ---------------------------------------------------------------------------------------------

ALT_RE = re.compile(r"\[([^\[\]|]*)\|([^\[\]]*)\]")
FOLD_TABLE = str.maketrans(
    {"ø": "o", "Ø": "O", "ß": "ss", "æ": "ae", "Æ": "Ae", "ł": "l", "Ł": "L", "đ": "d", "ı": "i"}
)


@dataclass(frozen=True)
class Val:
    """One value of an attribute: bare written form, full form, and form with an article."""

    w: str
    f: str
    a: str
    g: str = ""
    amt: int = 0


@dataclass
class Person:
    name: str
    gender: str
    surname: str
    intro: str
    first: bool = False


@dataclass
class Entry:
    role: str
    kind: str = ""
    idx: int = -1
    val: Val | None = None
    other: Person | None = None
    text: str = ""
    day: int = 0
    extra: dict = field(default_factory=dict)


def fold(s: str) -> str:
    s = unicodedata.normalize("NFKD", s.translate(FOLD_TABLE))
    return "".join(c for c in s if not unicodedata.combining(c))


def slug(s: str) -> str:
    return re.sub(r"[^a-z0-9]", "", fold(s).lower())


def article(word: str) -> str:
    w = word.lower()
    return "an" if w[0] in "aeio" or w.startswith(("mg", "f-1")) else "a"


def simple_val(s: str, g: str = "") -> Val:
    return Val(w=s, f=s, a=f"{article(s)} {s}", g=g)


def clashes(a: str, b: str) -> bool:
    a_l, b_l = a.lower(), b.lower()
    return a_l in b_l or b_l in a_l


def has_token(text: str, value: str, *, ignore_case: bool = False) -> bool:
    flags = re.IGNORECASE if ignore_case else 0
    return re.search(r"(?<!\w)" + re.escape(value) + r"(?!\w)", text, flags) is not None


def ordinal(n: int) -> str:
    if 11 <= n % 100 <= 13:
        return f"{n}th"
    return f"{n}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th') }"


def capitalise(s: str) -> str:
    return s[0].upper() + s[1:] if s and s[0].islower() else s


# ---------------------------------------------------------------------------------------------
# Money, phones, emails
# ---------------------------------------------------------------------------------------------


def nice_round(x: float) -> int:
    n = round(x)
    if n < 100:
        return max(5, round(n / 5.0) * 5)
    step = 10 ** (len(str(n)) - 2)
    return round(n / step) * step


def kfmt(n: int) -> str:
    if n < 1000:
        return f"{n:,}"
    return f"{n / 1000:.2f}".rstrip("0").rstrip(".") + "k"


def indian(n: int) -> str:
    s = str(n)
    if len(s) <= 3:
        return s
    head, tail = s[:-3], s[-3:]
    groups = []
    while len(head) > 2:
        groups.insert(0, head[-2:])
        head = head[:-2]
    if head:
        groups.insert(0, head)
    return ",".join([*groups, tail])


def lakh(n: int) -> str:
    if n >= 100000:
        return "₹" + f"{n / 100000:.1f}".rstrip("0").rstrip(".") + " lakh"
    return "₹" + indian(n)


def spaced(n: int) -> str:
    return f"{n:,}".replace(",", " ")


def dotted(n: int) -> str:
    return f"{n:,}".replace(",", ".")


CURRENCIES = {
    "GBP": (
        1.0,
        [
            lambda n: f"£{n:,}",
            lambda n: "£" + kfmt(n),
            lambda n: f"£{n}",
            lambda n: f"{n:,} quid",
        ],
    ),
    "USD": (
        1.27,
        [
            lambda n: f"${n:,}",
            lambda n: "$" + kfmt(n),
            lambda n: f"{n:,} dollars",
            lambda n: f"US${n:,}",
        ],
    ),
    "EUR": (
        1.17,
        [
            lambda n: f"€{n:,}",
            lambda n: "€" + kfmt(n),
            lambda n: f"{n:,} euros",
            lambda n: f"{dotted(n)} €",
        ],
    ),
    "INR": (106.0, [lakh, lambda n: "Rs " + indian(n), lambda n: "₹" + indian(n)]),
    "SEK": (13.3, [lambda n: f"{spaced(n)} kr", lambda n: f"{n:,} kr", lambda n: kfmt(n) + " SEK"]),
    "NOK": (13.5, [lambda n: f"{spaced(n)} kr", lambda n: f"{n:,} NOK"]),
    "DKK": (8.7, [lambda n: f"{n:,} kr", lambda n: f"{dotted(n)} kr", lambda n: f"DKK {n:,}"]),
    "JPY": (190.0, [lambda n: f"¥{n:,}", lambda n: f"{n:,} yen"]),
    "AUD": (1.95, [lambda n: f"A${n:,}", lambda n: f"${n:,} AUD", lambda n: "AU$" + kfmt(n)]),
    "CAD": (1.73, [lambda n: f"C${n:,}", lambda n: f"${n:,} CAD"]),
    "CHF": (1.12, [lambda n: f"CHF {n:,}", lambda n: "CHF " + f"{n:,}".replace(",", "'")]),
    "ZAR": (23.0, [lambda n: f"R{n:,}", lambda n: f"R{spaced(n)}"]),
    "BRL": (6.9, [lambda n: f"R$ {dotted(n)}", lambda n: f"R${n:,}"]),
    "PLN": (5.0, [lambda n: f"{spaced(n)} zł", lambda n: f"{n:,} PLN"]),
    "NZD": (2.1, [lambda n: f"NZ${n:,}"]),
    "SGD": (1.7, [lambda n: f"S${n:,}", lambda n: f"SGD {n:,}"]),
}
CURRENCY_DRAW = ["GBP"] * 4 + ["USD"] * 3 + ["EUR"] * 3 + ["INR"] * 2 + sorted(CURRENCIES)
MONTHLY_SUFFIXES = ["", "", "/month", " a month", " per month"]


def digits(rng: random.Random, k: int) -> str:
    return "".join(str(rng.randint(0, 9)) for _ in range(k))


def phone_number(rng: random.Random, country: str) -> str:
    d = lambda k: digits(rng, k)  # noqa: E731
    if country == "uk":
        tail = f"{rng.randint(0, 999):03d}"
        return rng.choice([f"07700 900{tail}", f"+44 7700 900{tail}", f"07700 900 {tail}"])
    if country == "us":
        area = rng.choice(["212", "415", "312", "617", "206", "512", "303", "404"])
        tail = f"{rng.randint(0, 99):02d}"
        return rng.choice(
            [f"({area}) 555-01{tail}", f"{area}-555-01{tail}", f"+1 {area} 555 01{tail}"]
        )
    if country == "de":
        return rng.choice([f"+49 15{d(1)} {d(4)} {d(4)}", f"015{d(1)} {d(8)}"])
    if country == "in":
        lead = rng.choice("9876")
        return rng.choice([f"+91 {lead}{d(4)} {d(5)}", f"{lead}{d(4)} {d(5)}"])
    if country == "fr":
        pre = rng.choice(["6", "7"])
        return rng.choice(
            [f"0{pre} {d(2)} {d(2)} {d(2)} {d(2)}", f"+33 {pre} {d(2)} {d(2)} {d(2)} {d(2)}"]
        )
    if country == "au":
        return rng.choice([f"04{d(2)} {d(3)} {d(3)}", f"+61 4{d(2)} {d(3)} {d(3)}"])
    if country == "jp":
        return f"{rng.choice(['090', '080', '070'])}-{d(4)}-{d(4)}"
    if country == "es":
        return f"+34 6{d(2)} {d(2)} {d(2)} {d(2)}"
    if country == "ie":
        return f"08{rng.choice('35679')} {d(3)} {d(4)}"
    if country == "br":
        return rng.choice([f"+55 11 9{d(4)}-{d(4)}", f"(21) 9{d(4)}-{d(4)}"])
    if country == "ng":
        return rng.choice([f"+234 80{d(1)} {d(3)} {d(4)}", f"080{d(1)} {d(3)} {d(4)}"])
    if country == "nl":
        return rng.choice([f"06-{d(8)}", f"+31 6 {d(8)}"])
    if country == "se":
        return f"070-{d(3)} {d(2)} {d(2)}"
    if country == "za":
        return f"08{rng.choice('2346')} {d(3)} {d(4)}"
    return f"010-{d(4)}-{d(4)}"


PHONE_COUNTRIES = [
    "uk",
    "uk",
    "uk",
    "us",
    "us",
    "de",
    "in",
    "fr",
    "au",
    "jp",
    "es",
    "ie",
    "br",
    "ng",
    "nl",
    "se",
    "za",
    "kr",
]

EMAIL_NICKS = [
    "moonlitkettle",
    "tinyotter",
    "bikesandbooks",
    "sundaypancake",
    "northernfox",
    "coffeeandclouds",
    "quietheron",
    "lateforbreakfast",
    "saltandvinegar",
    "thegreenteapot",
]
EMAIL_STUDIOS = ["fernhill", "bluepeak", "saltmarsh", "quillstone", "oakandiron", "brightloop"]
EMAIL_COMPANIES = ["kestrelbio", "northwind", "halcyonhealth", "tidewater", "ridgewaycap"]


def make_email(rng: random.Random, first: str, last: str) -> str:
    f, la = slug(first), slug(last)
    n = rng.randint(1, 99)
    yy = rng.randint(70, 99)
    tag = rng.choice(["post", "admin", "mail", "inbox"])
    shapes = [
        f"{f}.{la}@gmail.com",
        f"{f}{la}{n}@outlook.com",
        f"{f[0]}{la}@hotmail.co.uk",
        f"{f}_{la}@yahoo.com",
        f"{f}@{la}.dev",
        f"{la}.{f[0]}@proton.me",
        f"{f}.{la}@icloud.com",
        f"{f}+{tag}@fastmail.com",
        f"hello@{rng.choice(EMAIL_STUDIOS)}.design",
        f"{rng.choice(EMAIL_NICKS)}{yy}@gmail.com",
        f"{f}.{la}@{rng.choice(EMAIL_COMPANIES)}.com",
        f"{f[0]}.{la}@web.de",
        f"{f}.{la}@gmx.net",
        f"{f}{la}@libero.it",
        f"{f}.{la}@orange.fr",
        f"{f}.{la}@uol.com.br",
        f"{f}{yy}@rediffmail.com",
        f"{f}.{la}@student.uva.nl",
        f"{la}{f}@me.com",
        f"{f}-{la}@posteo.de",
        f"{f}{n}@naver.com",
        f"{f}@{f}{la}.com",
    ]
    return rng.choice(shapes)


# ---------------------------------------------------------------------------------------------
# Value drawing
# ---------------------------------------------------------------------------------------------


def random_person(rng: random.Random, taken: list[str], *, first: bool = False) -> Person:
    while True:
        name, gender = rng.choice(NAMES)
        if not any(clashes(name, t) for t in taken):
            break
    taken.append(name)
    surname = rng.choice(SURNAMES)
    if rng.random() < 0.55:
        pool = INTROS_NEUTRAL + INTROS_GENDERED[gender]
        intro = rng.choice(pool).replace("{n}", name)
    else:
        intro = name
    return Person(name=name, gender=gender, surname=surname, intro=intro, first=first)


def draw_raw(kind: str, rng: random.Random, ctx: dict, mode: str, person: Person | None) -> Val:
    """Draw one candidate value. mode is 'chain', 'fresh' (hard negative) or 'other'."""
    if kind in ("residence", "employer"):
        name = rng.choice(PLACES if kind == "residence" else COMPANIES)
        bare = name.removeprefix("the ")
        return Val(w=bare, f=name, a=f"{article(bare)} {bare}")
    if kind == "diet":
        return simple_val(rng.choice(DIETS))
    if kind in ("partner", "manager"):
        name, gender = rng.choice(NAMES)
        if kind == "manager" and rng.random() < 0.3:
            name = f"{name} {rng.choice(SURNAMES)}"
        return simple_val(name, gender)
    if kind == "car":
        car = rng.choice(CARS)
        if rng.random() < 0.22:
            car = car.lower()
        return simple_val(car)
    if kind == "team":
        if mode == "chain" or (mode == "fresh" and rng.random() < 0.5):
            pool = [t for t in TEAMS if t[2] == ctx["sport"]]
        else:
            pool = TEAMS
        bare, the, _ = rng.choice(pool)
        full = f"the {bare}" if the else bare
        return Val(w=bare, f=full, a=f"{article(bare)} {bare}")
    if kind == "phone":
        if mode == "chain" and rng.random() < 0.7:
            country = ctx["country"]
        else:
            country = rng.choice(PHONE_COUNTRIES)
        return simple_val(phone_number(rng, country))
    if kind == "email":
        if mode == "chain":
            owner = ctx["email_owner"]
            return simple_val(make_email(rng, owner.name, owner.surname))
        if mode == "other" and person is not None:
            return simple_val(make_email(rng, person.name, person.surname))
        if ctx.get("neg_hint") == "work":
            owner = ctx["email_owner"]
            company = slug(rng.choice(COMPANIES).removeprefix("the "))
            first, last = slug(owner.name), slug(owner.surname)
            return simple_val(
                rng.choice([f"{first}.{last}@{company}.com", f"{first[0]}{last}@{company}.com"])
            )
        name, _ = rng.choice(NAMES)
        return simple_val(make_email(rng, name, rng.choice(SURNAMES)))
    # budget
    rate, fmts = CURRENCIES[ctx["currency"]]
    fmt = fmts[ctx["fmt"] % len(fmts)]
    _, _, monthly, lo, hi = ctx["topic"]
    prev = ctx.get("prev_amt")
    if mode == "chain" and prev:
        up = rng.random() >= 0.45
        if prev * 1.15 > hi * rate * 1.25:
            up = False
        elif prev * 0.85 < lo * rate * 0.75:
            up = True
        factor = rng.uniform(1.15, 1.6) if up else rng.uniform(0.6, 0.85)
        amt = nice_round(prev * factor)
    elif mode == "chain":
        amt = nice_round(rng.uniform(lo, hi) * rate)
    else:
        amt = nice_round(rng.uniform(lo, hi) * rate * rng.uniform(0.6, 1.5))
    text = fmt(amt) + (ctx["suffix"] if monthly else "")
    return Val(w=text, f=text, a=text, amt=amt)


def draw_value(
    kind: str,
    rng: random.Random,
    ctx: dict,
    mode: str,
    taken: list[str],
    person: Person | None = None,
) -> Val:
    for _ in range(500):
        val = draw_raw(kind, rng, ctx, mode, person)
        if not any(clashes(val.w, t) for t in taken):
            taken.append(val.w)
            if kind == "budget" and mode == "chain":
                ctx["prev_amt"] = val.amt
            return val
    msg = f"could not draw a value for {kind}"
    raise RuntimeError(msg)


# ---------------------------------------------------------------------------------------------
# Rendering
# ---------------------------------------------------------------------------------------------


def person_slots(person: Person, *, intro: bool) -> dict[str, str]:
    pro = PRONOUNS[person.gender]
    return {
        "n": person.name,
        "N": person.intro if intro else person.name,
        "he": pro["he"],
        "him": pro["him"],
        "his": pro["his"],
        "himself": pro["himself"],
        "He": capitalise(pro["he"]),
        "His": capitalise(pro["his"]),
    }


def render(
    template: str,
    person: Person,
    *,
    intro: bool,
    slots: dict[str, str],
    values: dict[str, str],
    voice: bool = False,
) -> str:
    text = ALT_RE.sub(lambda m: m.group(1) if person.first else m.group(2), template)
    if person.first:
        for tok in ("{n}", "{N}", "{he}", "{him}", "{his}", "{He}", "{His}", "{himself}"):
            assert tok not in text, (template, tok)
    all_slots = {**person_slots(person, intro=intro), **slots}
    if "{N}'s" in text and " from " in all_slots["N"]:
        all_slots["N"] = person.name
    for key, val in all_slots.items():
        text = text.replace("{" + key + "}", val)
    if not voice:
        text = capitalise(text)
    for key, val in values.items():
        text = text.replace("{" + key + "}", val)
    assert "{" not in text, (template, text)
    assert "}" not in text, (template, text)
    assert "[" not in text, (template, text)
    assert "|" not in text, (template, text)
    if voice:
        text = text.lower()
    return re.sub(r"\s{2,}", " ", text).strip()


def value_slots(prefix: str, val: Val | None) -> dict[str, str]:
    if val is None:
        return {}
    return {prefix: val.f, prefix + "b": val.w, "a" + prefix: val.a}


def date_phrase(rng: random.Random, stmt_day: int, k: int) -> str:
    stmt = BASE_TIME + timedelta(days=stmt_day)
    eff = stmt - timedelta(days=k)
    month = MONTHS[eff.month - 1]
    options = [
        f"{eff.day} {month}",
        f"{month} {eff.day}",
        f"the {ordinal(eff.day)} of {month}",
    ]
    if eff.month == stmt.month:
        options.append(f"the {ordinal(eff.day)}")
    if 1 <= k <= 6:
        options.extend([WEEKDAYS[eff.weekday()]] * 2)
    return rng.choice(options)


# ---------------------------------------------------------------------------------------------
# Planning
# ---------------------------------------------------------------------------------------------


def plan_specs(rng: random.Random) -> list[dict]:
    specs: list[dict] = []
    group = 0
    older_three = 0
    for kind in KINDS:
        for phrasing, style in enumerate(KIND_STYLES[kind]):
            lengths_new = [2, 3, 2 if group % 2 == 0 else 3]
            length_old = 3 if group % 2 == 0 else 2
            for length in lengths_new:
                specs.append(
                    {
                        "kind": kind,
                        "phrasing": phrasing,
                        "style": style,
                        "asks": "newest",
                        "chain": length,
                        "target": "last",
                    }
                )
            if length_old == 3:
                target = "first" if older_three % 2 == 0 else "middle"
                older_three += 1
            else:
                target = "first"
            specs.append(
                {
                    "kind": kind,
                    "phrasing": phrasing,
                    "style": style,
                    "asks": "older",
                    "chain": length_old,
                    "target": target,
                }
            )
            group += 1
    # Hard negative as the newest statement about the subject: 6 per kind, 3 of each type.
    for spec in specs:
        spec["neg_last"] = ""
    for kind in KINDS:
        idx = [i for i, s in enumerate(specs) if s["kind"] == kind]
        chosen = rng.sample(idx, 6)
        for j, i in enumerate(chosen):
            specs[i]["neg_last"] = "old" if j < 3 else "fresh"
    # Subjects: 96 items about the user, never for the reported-by-someone-else style.
    eligible = [i for i, s in enumerate(specs) if s["style"] != "reported"]
    first_person = set(rng.sample(eligible, N_FIRST_PERSON))
    for i, spec in enumerate(specs):
        spec["first"] = i in first_person
    # Update template variants: each item of a style group gets a different variant.
    for kind in KINDS:
        for style in KIND_STYLES[kind]:
            n_var = len(T[kind]["styles"][style])
            order = rng.sample(range(n_var), n_var)
            group_specs = [s for s in specs if s["kind"] == kind and s["style"] == style]
            for j, spec in enumerate(group_specs):
                spec["variant"] = order[j % n_var]
    return specs


def build_sequence(rng: random.Random, spec: dict) -> list[Entry]:
    n_chain = spec["chain"]
    seq = [Entry(role="value", idx=i) for i in range(n_chain)]
    n_neg = rng.choice([1, 1, 2])
    if spec["neg_last"]:
        n_neg = max(n_neg, 1)
    earlier = n_neg - (1 if spec["neg_last"] else 0)
    for _ in range(earlier):
        last_pos = next(i for i, e in enumerate(seq) if e.role == "value" and e.idx == n_chain - 1)
        if n_chain == 3 and rng.random() < 0.3:
            seq.insert(last_pos, Entry(role="negative", kind="old", idx=0))
        else:
            seq.insert(rng.randint(0, last_pos), Entry(role="negative", kind="fresh"))
    if spec["neg_last"] == "old":
        seq.append(Entry(role="negative", kind="old", idx=rng.randrange(n_chain - 1)))
    elif spec["neg_last"] == "fresh":
        seq.append(Entry(role="negative", kind="fresh"))
    n_dis = rng.randint(2, 4)
    n_same = rng.randint(1, min(2, n_dis))
    for j in range(n_dis):
        entry = Entry(role="distractor", kind="same" if j < n_same else "chat")
        seq.insert(rng.randint(0, len(seq)), entry)
    # days
    day = rng.randint(0, 25)
    for j, entry in enumerate(seq):
        if j > 0:
            gap = rng.randint(1, 9)
            if entry.role == "value" and entry.idx == n_chain - 1:
                gap = max(gap, 3)
            day += gap
        entry.day = day
    return seq


def make_reporter(rng: random.Random, subj: Person, taken: list[str]) -> str:
    choice = rng.choice(REPORTERS)
    if "{friend}" in choice:
        friend = random_person(rng, taken)
        choice = choice.replace("{friend}", friend.name)
    return choice.replace("{n}", subj.name)


def build_item(rng: random.Random, spec: dict, subject_names: list[tuple[str, str]]) -> dict:
    kind = spec["kind"]
    tpl = T[kind]
    taken: list[str] = []
    if spec["first"]:
        subj = random_person(rng, taken, first=True)
    else:
        name, gender = subject_names.pop()
        taken.append(name)
        subj = Person(name=name, gender=gender, surname=rng.choice(SURNAMES), intro=name)
        if rng.random() < 0.6:
            pool = INTROS_NEUTRAL + INTROS_GENDERED[gender]
            subj.intro = rng.choice(pool).replace("{n}", name)

    ctx: dict = {"email_owner": subj}
    if kind == "budget":
        ctx["topic"] = rng.choice(BUDGET_TOPICS)
        ctx["currency"] = rng.choice(CURRENCY_DRAW)
        ctx["fmt"] = rng.randrange(4)
        ctx["suffix"] = rng.choice(MONTHLY_SUFFIXES)
    elif kind == "team":
        ctx["sport"] = rng.choice(TEAMS)[2]
    elif kind == "phone":
        ctx["country"] = rng.choice(PHONE_COUNTRIES)

    chain = [draw_value(kind, rng, ctx, "chain", taken) for _ in range(spec["chain"])]
    seq = build_sequence(rng, spec)

    reporter = make_reporter(rng, subj, taken) if spec["style"] == "reported" else ""
    chat_pool = rng.sample(CHAT, len(CHAT))

    # extra slots shared by this item
    base_slots: dict[str, str] = {}
    if kind == "budget":
        b_noun, what, _, _, _ = ctx["topic"]
        base_slots.update({"b": b_noun, "what": what})
    if reporter:
        base_slots.update({"r": reporter, "R": capitalise(reporter)})

    prev_day = None
    for entry in seq:
        if entry.role == "value":
            i = entry.idx
            cur = chain[i]
            prv = chain[i - 1] if i > 0 else None
            slots = dict(base_slots)
            if kind == "budget" and prv is not None:
                up = cur.amt > prv.amt
                slots["chg"] = rng.choice(
                    ["bumped up", "raised", "upped"] if up else ["cut", "trimmed", "lowered"]
                )
            if kind in ("partner", "manager"):
                pro = PRONOUNS[cur.g]
                slots.update({"vhe": pro["he"], "vHe": capitalise(pro["he"]), "vhim": pro["him"]})
            voice = False
            if i == 0:
                template = rng.choice(tpl["base"])
            elif i < spec["chain"] - 1:
                template = rng.choice(tpl["change"])
            else:
                template = tpl["styles"][spec["style"]][spec["variant"]]
                voice = spec["style"] == "voice"
                if spec["style"] == "dated":
                    gap = entry.day - (prev_day if prev_day is not None else entry.day - 3)
                    k = rng.randint(1, max(1, min(20, gap - 1)))
                    slots["d"] = date_phrase(rng, entry.day, k)
            values = {**value_slots("v", cur), **value_slots("o", prv)}
            entry.text = render(
                template, subj, intro=i == 0, slots=slots, values=values, voice=voice
            )
            entry.val = Val(
                w=cur.w.lower() if voice else cur.w, f=cur.f, a=cur.a, g=cur.g, amt=cur.amt
            )
            assert has_token(entry.text, entry.val.w), (entry.text, entry.val.w)
        elif entry.role == "negative":
            if entry.kind == "old":
                xval = chain[entry.idx]
                template = rng.choice(tpl["neg_old"])
            else:
                template = rng.choice(tpl["neg_fresh"])
                ctx["neg_hint"] = "work" if "work email" in template else ""
                xval = draw_value(kind, rng, ctx, "fresh", taken)
            entry.val = xval
            entry.text = render(
                template, subj, intro=False, slots=dict(base_slots), values=value_slots("x", xval)
            )
            assert has_token(entry.text, xval.w), (entry.text, xval.w)
        elif entry.kind == "same":
            if subj.first or rng.random() < 0.7:
                other = random_person(rng, taken)
            else:
                other = random_person(rng, taken, first=True)
            oval = draw_value(kind, rng, ctx, "other", taken, person=other)
            slots = dict(base_slots)
            if kind in ("partner", "manager"):
                pro = PRONOUNS[oval.g]
                slots.update({"vhe": pro["he"], "vHe": capitalise(pro["he"]), "vhim": pro["him"]})
            entry.other = other
            entry.text = render(
                rng.choice(tpl["base"]),
                other,
                intro=True,
                slots=slots,
                values=value_slots("v", oval),
            )
        else:
            entry.text = chat_pool.pop()
        prev_day = entry.day

    return assemble(rng, spec, subj, chain, seq, base_slots)


def make_question(
    rng: random.Random, spec: dict, subj: Person, chain: list[Val], base_slots: dict[str, str]
) -> tuple[str, int]:
    kind = spec["kind"]
    tpl = T[kind]
    pick = 0 if subj.first else 1
    n_chain = spec["chain"]
    if spec["asks"] == "newest":
        target_idx = n_chain - 1
        template = rng.choice(tpl["q_new"][pick])
        later = None
    elif spec["target"] == "middle":
        target_idx = 1
        template = rng.choice(tpl["q_before"][pick])
        later = chain[2]
    else:
        target_idx = 0
        if n_chain == 2 and rng.random() < 0.5:
            template = rng.choice(tpl["q_before"][pick])
            later = chain[1]
        else:
            template = rng.choice(tpl["q_first"][pick])
            later = None
    lowercase = re.sub(r"\{\w+\}", "", template) == re.sub(r"\{\w+\}", "", template).lower()
    text = template.replace("{n}", subj.name)
    for key, val in base_slots.items():
        text = text.replace("{" + key + "}", val)
    if later is not None:
        later_text = later.w if kind == "car" else later.f
        text = text.replace("{later}", later_text)
    assert "{" not in text, text
    if lowercase:
        text = text.lower()
    return text, target_idx


def assemble(
    rng: random.Random,
    spec: dict,
    subj: Person,
    chain: list[Val],
    seq: list[Entry],
    base_slots: dict[str, str],
) -> dict:
    question, target_idx = make_question(rng, spec, subj, chain, base_slots)
    statements = []
    candidates = []
    expected = ""
    for entry in seq:
        seconds = rng.randint(7 * 3600, 23 * 3600 + 1800)
        at = BASE_TIME + timedelta(days=entry.day, seconds=seconds)
        row = {"text": entry.text, "day": entry.day, "at": at.isoformat(), "role": entry.role}
        if entry.role == "value":
            assert entry.val is not None
            row["value"] = entry.val.w
            if entry.idx == target_idx:
                expected = entry.text
        if entry.role in ("value", "negative"):
            candidates.append(entry.text)
        statements.append(row)
    return {
        "id": "",
        "kind": spec["kind"],
        "phrasing": spec["phrasing"],
        "split": SPLIT,
        "asks": spec["asks"],
        "subject": "I" if subj.first else subj.name,
        "question": question,
        "expected": expected,
        "candidates": candidates,
        "statements": statements,
        "_meta": {
            "style": spec["style"],
            "target": spec["target"],
            "neg_last": spec["neg_last"],
            "chain_vals": [v.w for v in chain],
        },
    }


# ---------------------------------------------------------------------------------------------
# Validation
# ---------------------------------------------------------------------------------------------


def validate(rows: list[dict]) -> None:
    assert len(rows) == N_ITEMS
    ids = [r["id"] for r in rows]
    assert len(set(ids)) == N_ITEMS
    assert ids == [f"p{i:03d}" for i in range(1, N_ITEMS + 1)]
    kind_counts = Counter(r["kind"] for r in rows)
    assert all(kind_counts[k] == 24 for k in KINDS), kind_counts
    asks_counts = Counter(r["asks"] for r in rows)
    assert asks_counts == {"newest": 180, "older": 60}, asks_counts
    update_texts = []
    for r in rows:
        assert list(r) == ROW_KEYS, list(r)
        assert r["kind"] in KINDS
        assert r["split"] == SPLIT
        assert r["asks"] in ("newest", "older")
        assert isinstance(r["phrasing"], int)
        assert 0 <= r["phrasing"] <= 5
        assert isinstance(r["subject"], str)
        assert r["subject"]
        assert isinstance(r["question"], str)
        assert r["question"]
        sts = r["statements"]
        prev_day = -1
        prev_at = None
        for s in sts:
            if s["role"] == "value":
                assert list(s) == ["text", "day", "at", "role", "value"], list(s)
                assert has_token(s["text"], s["value"]), s
            else:
                assert list(s) == ["text", "day", "at", "role"], list(s)
                assert s["role"] in ("negative", "distractor"), s["role"]
            assert isinstance(s["day"], int)
            assert s["day"] > prev_day
            at = datetime.fromisoformat(s["at"])
            assert s["at"].endswith("+00:00")
            assert (at - BASE_TIME).days == s["day"]
            assert at < END_TIME
            if prev_at is not None:
                assert at > prev_at
            prev_day, prev_at = s["day"], at
        vals = [s for s in sts if s["role"] == "value"]
        negs = [s for s in sts if s["role"] == "negative"]
        dist = [s for s in sts if s["role"] == "distractor"]
        assert len(vals) in (2, 3)
        assert 1 <= len(negs) <= 2
        assert 2 <= len(dist) <= 4
        cands = [s["text"] for s in sts if s["role"] in ("value", "negative")]
        assert r["candidates"] == cands
        assert r["expected"] in r["candidates"]
        exp_rows = [s for s in vals if s["text"] == r["expected"]]
        assert len(exp_rows) == 1
        pos = vals.index(exp_rows[0])
        if r["asks"] == "newest":
            assert pos == len(vals) - 1
            assert not has_token(r["question"], exp_rows[0]["value"], ignore_case=True)
        else:
            assert pos < len(vals) - 1
            assert not has_token(r["question"], exp_rows[0]["value"], ignore_case=True)
        assert len({s["text"] for s in sts}) == len(sts), "duplicate statement in item"
        update_texts.append(vals[-1]["text"])
    assert len(set(update_texts)) == N_ITEMS, "update statement reused"


def validate_meta(rows: list[dict], metas: list[dict]) -> Counter:
    extra: Counter = Counter()
    for r, m in zip(rows, metas, strict=True):
        sts = r["statements"]
        vals = [s for s in sts if s["role"] == "value"]
        about = [s for s in sts if s["role"] in ("value", "negative")]
        last = about[-1]
        older = m["chain_vals"][:-1]
        if m["neg_last"]:
            assert last["role"] == "negative"
            named_old = any(has_token(last["text"], v, ignore_case=True) for v in older)
            assert named_old == (m["neg_last"] == "old"), (last["text"], older)
            extra["newest_is_negative_" + m["neg_last"]] += 1
        else:
            assert last["role"] == "value"
        if r["asks"] == "older":
            pos = [s["text"] for s in vals].index(r["expected"])
            label = "first" if pos == 0 else "middle"
            assert label == m["target"]
            extra[f"older_chain{len(vals)}_{label}"] += 1
        extra["style_" + m["style"]] += 1
    return extra


# ---------------------------------------------------------------------------------------------
# Main
# ---------------------------------------------------------------------------------------------


def main() -> None:
    rng = random.Random(SEED)
    specs = plan_specs(rng)
    n_named = sum(1 for s in specs if not s["first"])
    subject_names: list[tuple[str, str]] = []
    while len(subject_names) < n_named:
        subject_names.extend(rng.sample(NAMES, len(NAMES)))
    subject_names = subject_names[:n_named]
    rows = [build_item(rng, spec, subject_names) for spec in specs]
    rng.shuffle(rows)
    metas = []
    for i, row in enumerate(rows, start=1):
        row["id"] = f"p{i:03d}"
        metas.append(row.pop("_meta"))
    validate(rows)
    extra = validate_meta(rows, metas)

    with OUT_PATH.open("w", encoding="utf-8") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")

    print(f"wrote {len(rows)} rows to {OUT_PATH}")
    print("by kind:", dict(sorted(Counter(r["kind"] for r in rows).items())))
    print("by asks:", dict(sorted(Counter(r["asks"] for r in rows).items())))
    chain_len = Counter(sum(1 for s in r["statements"] if s["role"] == "value") for r in rows)
    print("by chain length:", dict(sorted(chain_len.items())))
    by_kind_asks = Counter((r["kind"], r["asks"]) for r in rows)
    for kind in KINDS:
        lens = Counter(
            sum(1 for s in r["statements"] if s["role"] == "value")
            for r in rows
            if r["kind"] == kind
        )
        print(
            f"  {kind:<10} newest={by_kind_asks[kind, 'newest']:>3} "
            f"older={by_kind_asks[kind, 'older']:>3} chain2={lens[2]:>3} chain3={lens[3]:>3}"
        )
    print(
        "by asks x chain length:",
        dict(
            sorted(
                Counter(
                    (r["asks"], sum(1 for s in r["statements"] if s["role"] == "value"))
                    for r in rows
                ).items()
            )
        ),
    )
    subjects = Counter("I" if r["subject"] == "I" else "named" for r in rows)
    print("subjects:", dict(sorted(subjects.items())))
    print("checks:", dict(sorted(extra.items())))
    print("md5:", hashlib.md5(OUT_PATH.read_bytes()).hexdigest())


if __name__ == "__main__":
    main()
