"""Build ``updates_dev8.jsonl``: a held-out knowledge-update set (split ``dev8``).

Data card
---------
What it tests. A memory holds short conversational statements, one per message, each
with a timestamp, as a person would type them to an assistant. Some statements update
a personal attribute of a subject. For a question about the current value, the
statement of the newest value must rank first among the subject's statements; for a
question about an older value ("before X", "originally", "at first", "to begin with",
"initially", "previously", "used to"), the statement of that older value must.

Kinds. Ten everyday attributes that people update in conversation: manager, employer,
residence, partner, phone, email, car, diet, budget (a money limit for a named
purpose) and team (a sports team someone supports or plays for).

Size. 240 rows = 10 kinds x 4 update phrasings x 6 questions (3 newest, 3 older).
Each row is its own item: its own subject, values, hard negatives and distractors.

Chains. Half the items hold three values, half two. In a three-value chain the middle
update uses the phrasing's second wording and the last update its first wording. The
first value is stated with one of several kind-specific openers. Values of a chain
are all different; a "went back to" update returns to a value held before the
conversation began, so it is not one of the chain's earlier values.

Questions. Newest questions rotate over "now", "these days", "currently", a "still
...?" yes/no question (naming the previous value two times in three, else the newest)
and a question with no time word; all expect the newest value's statement. Older
questions are one "before <newest value>" (expects the value just before it), one of
"originally / at first / to begin with / initially" (expects the first value) and one
of "previously / used to" (expects the value just before the newest).

Hard negatives. One or two per item: the subject and a value-like mention of the same
kind that leaves the standing value alone: one-offs and events, considerations,
someone else's value, trials that did not stick, recommendations to others, a past
visit, quotes and prices, a work contact next to a personal one (fresh values, never
in the chain), and nostalgia, leftovers and old letters (naming a superseded value of
the chain). In a quarter of the items the newest of the subject's statements is a hard
negative, half of those naming an old value of the chain.

Distractors. Two to four per item: another person's value of the same attribute
(always at least one) and unrelated chatter. They never name the subject.

Subjects. About 40 % of items are about the user ("I", "my"); the rest about a named
person (first names of many origins), whose name appears in every value statement and
hard negative of the item (in lower case in the lower-case chat style). The
relation-as-subject phrasings always use a named relative or friend.

Time. Statements are 2-20 days apart, the first on day 0-10 after 2026-01-05; each
carries ``day`` and an ISO 8601 ``at`` in UTC. Dated updates name a date one to five
days before their own message.

Generated deterministically from SEED with the standard library only.
"""

from __future__ import annotations

import datetime
import itertools
import json
import random
import re
import unicodedata
from collections import Counter
from pathlib import Path

SEED = 8081
SPLIT = "dev8"
BASE = datetime.datetime(2026, 1, 5, tzinfo=datetime.UTC)
OUT = Path(__file__).with_name("updates_dev8.jsonl")

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
N_I_SUBJECTS = 96
ORIG_WORDS = ["originally", "at first", "to begin with", "initially"]
NEWEST_STYLES = ["now", "these_days", "currently", "still", "plain"]

# ---------------------------------------------------------------- people

FEMALE = [
    "Priya",
    "Aisha",
    "Ingrid",
    "Zainab",
    "Mei",
    "Sofia",
    "Amara",
    "Leila",
    "Nadia",
    "Hana",
    "Chioma",
    "Freya",
    "Lucía",
    "Anika",
    "Yara",
    "Siobhan",
    "Keiko",
    "Elif",
    "Marta",
    "Ama",
    "Rosa",
    "Noor",
    "Ifeoma",
    "Astrid",
    "Thandiwe",
    "Camille",
    "Olga",
    "Fatou",
    "Mariam",
    "Dana",
]
MALE = [
    "Bartek",
    "Kenji",
    "Chidi",
    "Mateo",
    "Omar",
    "Luca",
    "Arjun",
    "Sven",
    "Kwame",
    "Rafael",
    "Dmitri",
    "Finn",
    "Hamza",
    "Jakub",
    "Tariq",
    "Wei",
    "Emeka",
    "Diego",
    "Niall",
    "Yusuf",
    "Pedro",
    "Andrei",
    "Kai",
    "Malik",
    "Bao",
    "Ibrahim",
    "Stefan",
    "Rohan",
    "Theo",
    "Gabriel",
]
REL_F = ["sister", "mum", "daughter", "aunt", "cousin", "flatmate", "best friend", "neighbour"]
REL_M = ["brother", "dad", "son", "uncle", "cousin", "flatmate", "best friend", "neighbour"]
OTHERS = [
    "Dan",
    "Hollie",
    "Rajesh",
    "Carla",
    "Ned",
    "Bianca",
    "Ferdi",
    "Lottie",
    "Yasmin",
    "Gus",
    "Imogen",
    "Kemal",
    "Suki",
    "Pat",
    "Wren",
    "Mo",
    "Esme",
    "Callum",
    "Dita",
    "Hector",
    "Joanna",
    "Viktor",
    "Aoife",
    "Benji",
]
MANAGERS = [
    "Ravi Shah",
    "Sanna Lindqvist",
    "Bea Torres",
    "Marcus Webb",
    "Yuki Tanaka",
    "Fatima Okafor",
    "Daniel Cohen",
    "Greta Novak",
    "Hugo Laurent",
    "Nkechi Eze",
    "Oscar Lindgren",
    "Meera Pillai",
    "Tom Brennan",
    "Ola Nowak",
    "Jin-woo Park",
    "Carmen Ruiz",
    "Pieter de Vries",
    "Abdul Rahman",
    "Helen Murray",
    "Kofi Asante",
    "Lena Schmidt",
    "Siddharth Rao",
    "Claire Dubois",
    "Samir Haddad",
    "Rachel Kim",
    "Tiago Costa",
    "Agnieszka Kowalska",
    "Joe Fletcher",
    "Ayesha Siddiqui",
    "Brendan O'Neill",
]
PARTNERS = [
    "Sam",
    "Jo",
    "Alex",
    "Marco",
    "Ben",
    "Leo",
    "Nina",
    "Tess",
    "Ollie",
    "Mia",
    "Jamal",
    "Ruth",
    "Sacha",
    "Hiro",
    "Dev",
    "Zoe",
    "Ivan",
    "Eva",
    "Kit",
    "Rory",
    "Anya",
    "Felix",
    "Lola",
    "Ade",
    "Maya",
    "Luis",
    "Elena",
    "Pablo",
    "Grace",
    "Sipho",
]
SURNAMES = [
    "shah",
    "novak",
    "okafor",
    "tanaka",
    "ruiz",
    "kowalski",
    "murphy",
    "larsen",
    "mensah",
    "haddad",
    "silva",
    "nguyen",
    "bauer",
    "osei",
    "patel",
    "costa",
    "ivanova",
    "brennan",
    "lindqvist",
    "dubois",
    "khan",
    "moreau",
    "adeyemi",
    "fischer",
]

CHATTER = [
    "Remind me to buy oat milk on the way home.",
    "The boiler's making that clanking noise again.",
    "Can you suggest a good podcast for a long drive?",
    "It's been raining non-stop all week.",
    "I need to renew my passport before the summer.",
    "What's a good recipe for leftover rice?",
    "Finally finished that book about the Medici.",
    "How long should I boil an egg for a runny yolk?",
    "The cat knocked a whole plant off the windowsill this morning.",
    "Any ideas for a quick stretching routine?",
    "Can you help me write a thank-you card for my neighbour?",
    "My phone screen has a crack right across it now.",
    "Is it normal for sourdough starter to smell like nail polish?",
    "Put the bins out tonight, it's recycling week.",
    "What's the difference between a latte and a flat white?",
    "The train was forty minutes late again.",
    "I've got a dentist appointment on Thursday at 9.",
    "Can you recommend a board game for six people?",
    "Just watched the new season of that baking show, so good.",
    "How do I get red wine out of a carpet?",
    "Need to book the car in for its MOT.",
    "What's a polite way to decline a meeting invite?",
    "The washing machine finally gave up.",
    "Remind me to call the bank about that weird charge.",
    "Could you give me a three-day workout plan?",
    "Our neighbours are having their roof redone, the noise is unreal.",
    "How many grams is a cup of flour?",
    "The printer's jammed again, of course.",
    "Can you explain how compound interest works?",
    "Found a great little bakery near the station.",
    "I keep forgetting to water the tomatoes.",
    "What should I pack for a weekend of hiking?",
    "Someone's parked across the driveway again.",
    "Can you summarise the plot of Middlemarch for me?",
    "The heating's been off since yesterday.",
    "Write me a short poem about Mondays.",
    "I've been sleeping really badly this week.",
    "What's a good name for a goldfish?",
    "Tidied the whole garage today, feel great.",
    "Can you convert 180 Celsius to Fahrenheit?",
]

# ---------------------------------------------------------------- values

CARS = [
    "Toyota Yaris",
    "VW Golf",
    "Tesla Model 3",
    "Kia Niro",
    "Volvo V70 estate",
    "Ford Fiesta",
    "Mini Cooper",
    "Honda Civic",
    "BMW 3 Series",
    "Nissan Leaf",
    "Skoda Octavia",
    "Subaru Outback",
    "Fiat 500",
    "Hyundai Ioniq 5",
    "Mazda MX-5",
    "VW Polo",
    "Renault Clio",
    "Peugeot 208",
    "Jeep Wrangler",
    "Volvo XC60",
    "Audi A4",
    "Citroën C3",
    "Land Rover Defender",
    "Toyota Prius",
    "Ford Transit van",
    "Dacia Duster",
]
EMPLOYERS = [
    "Monzo",
    "Deloitte",
    "the NHS",
    "Google",
    "Ocado",
    "Siemens",
    "Accenture",
    "Shopify",
    "Spotify",
    "the BBC",
    "Unilever",
    "Barclays",
    "IKEA",
    "Atlassian",
    "KPMG",
    "Airbus",
    "Octopus Energy",
    "Arup",
    "Zalando",
    "Booking.com",
    "Canva",
    "Nando's",
    "the Guardian",
    "Leeds City Council",
    "Rolls-Royce",
    "Pret",
]
PLACES = [
    "Leeds",
    "Manchester",
    "Lisbon",
    "Berlin",
    "Brooklyn",
    "Clapham",
    "Hackney",
    "Toronto",
    "Melbourne",
    "Glasgow",
    "Bristol",
    "Cork",
    "Utrecht",
    "Porto",
    "Kreuzberg",
    "Austin",
    "Denver",
    "Wellington",
    "Edinburgh",
    "Barcelona",
    "Montreal",
    "Oakland",
    "Didsbury",
    "Leith",
    "Fremantle",
    "Sheffield",
    "Nantes",
    "Gothenburg",
    "Valencia",
    "Peckham",
]
DIETS = {
    "vegetarian": {
        "be": "vegetarian",
        "go": "vegetarian",
        "back": "being vegetarian",
        "stop": "being vegetarian",
        "food": "veggie burgers",
        "eat": "vegetarian",
    },
    "vegan": {
        "be": "vegan",
        "go": "vegan",
        "back": "being vegan",
        "stop": "being vegan",
        "food": "vegan snacks",
        "eat": "vegan",
    },
    "pescatarian": {
        "be": "pescatarian",
        "go": "pescatarian",
        "back": "being pescatarian",
        "stop": "being pescatarian",
        "food": "tinned mackerel",
        "eat": "pescatarian",
    },
    "keto": {
        "be": "on keto",
        "go": "keto",
        "back": "keto",
        "stop": "keto",
        "food": "keto snacks",
        "eat": "keto",
    },
    "gluten-free": {
        "be": "gluten-free",
        "go": "gluten-free",
        "back": "eating gluten-free",
        "stop": "the gluten-free thing",
        "food": "gluten-free pasta",
        "eat": "gluten-free",
    },
    "dairy-free": {
        "be": "dairy-free",
        "go": "dairy-free",
        "back": "being dairy-free",
        "stop": "the dairy-free thing",
        "food": "oat milk",
        "eat": "dairy-free",
    },
    "low-carb": {
        "be": "low-carb",
        "go": "low-carb",
        "back": "low-carb",
        "stop": "low-carb",
        "food": "protein bars",
        "eat": "low-carb",
    },
    "paleo": {
        "be": "doing paleo",
        "go": "paleo",
        "back": "paleo",
        "stop": "paleo",
        "food": "paleo granola",
        "eat": "paleo",
    },
    "plant-based": {
        "be": "plant-based",
        "go": "plant-based",
        "back": "a plant-based diet",
        "stop": "the plant-based diet",
        "food": "plant-based ready meals",
        "eat": "plant-based",
    },
    "omnivore": {
        "be": "a meat-eater",
        "go": "back to eating meat",
        "back": "eating meat",
        "stop": "eating meat",
        "food": "frozen sausages",
        "eat": "pretty much everything",
    },
}
TEAMS = {
    "football": [
        "Arsenal",
        "Liverpool",
        "Spurs",
        "Celtic",
        "Leeds United",
        "Borussia Dortmund",
        "Boca Juniors",
        "Ajax",
        "AC Milan",
        "Manchester City",
        "Aston Villa",
        "Newcastle",
        "Brighton",
        "Real Betis",
        "Everton",
    ],
    "basketball": [
        "the Lakers",
        "the Chicago Bulls",
        "the Toronto Raptors",
        "the Boston Celtics",
        "the Golden State Warriors",
        "the Knicks",
        "the Miami Heat",
    ],
    "club": [
        "Red Lion FC",
        "the Eastside Eagles",
        "Southgate Hockey Club",
        "the Dockers",
        "Highbury Netball Club",
        "the Falcons",
        "Kingston Rugby Club",
        "St Albans Cricket Club",
        "Parkside Basketball Club",
        "the Riverside Rovers",
        "Hackney Wick FC",
        "the Otters",
        "Millfield Ultimate",
        "the Harriers",
    ],
}
DOMAINS = [
    "gmail.com",
    "outlook.com",
    "fastmail.com",
    "proton.me",
    "icloud.com",
    "yahoo.co.uk",
    "hotmail.com",
    "hey.com",
    "gmx.de",
    "btinternet.com",
]
WORK_DOMAINS = [
    "northwind.co.uk",
    "brightlabs.io",
    "harlowlegal.com",
    "acmefreight.com",
    "nhs.net",
    "kestrel-analytics.com",
    "bluepeak.org",
    "fernhill-studio.com",
]
PURPOSES = [
    {
        "p": "the wedding",
        "pd": "the wedding",
        "pa": "a wedding",
        "pl": "wedding",
        "lo": 8000,
        "hi": 30000,
        "negs": [
            ("[I got|{N} got] a quote of {x} for the wedding flowers.", "scale:0.04:0.12"),
            ("[I've|{N}'s] paid {x} as a deposit on the wedding venue.", "scale:0.05:0.2"),
        ],
    },
    {
        "p": "a new laptop",
        "pd": "the laptop",
        "pa": "a laptop",
        "pl": "laptop",
        "lo": 600,
        "hi": 2500,
        "negs": [
            ("[I|{N}] saw a MacBook Air for {x} in the sale.", "scale:0.7:1.5"),
            ("The laptop [I|{N}] liked in the shop was {x}.", "scale:0.7:1.6"),
        ],
    },
    {
        "p": "the kitchen renovation",
        "pd": "the kitchen",
        "pa": "a kitchen renovation",
        "pl": "kitchen",
        "lo": 5000,
        "hi": 25000,
        "negs": [
            ("[I|{N}] got a quote of {x} just for the worktops.", "scale:0.1:0.3"),
            (
                "The fitter wants {x} up front from [me|{N}] before starting the kitchen.",
                "scale:0.1:0.3",
            ),
        ],
    },
    {
        "p": "the trip to Japan",
        "pd": "the Japan trip",
        "pa": "a trip to Japan",
        "pl": "Japan trip",
        "lo": 2000,
        "hi": 7000,
        "negs": [
            ("[I|{N}] saw return flights to Tokyo for {x}.", "scale:0.2:0.5"),
            ("The ryokan [I|{N}] liked in Kyoto is {x} for three nights.", "scale:0.1:0.3"),
        ],
    },
    {
        "p": "the summer holiday",
        "pd": "the holiday",
        "pa": "a summer holiday",
        "pl": "holiday",
        "lo": 1200,
        "hi": 5000,
        "negs": [
            ("[I|{N}] saw a villa in Crete for {x} a week.", "scale:0.3:0.8"),
            ("[I've|{N}'s] put {x} down as a deposit on the holiday cottage.", "scale:0.1:0.3"),
        ],
    },
    {
        "p": "a new sofa",
        "pd": "the sofa",
        "pa": "a sofa",
        "pl": "sofa",
        "lo": 400,
        "hi": 2500,
        "negs": [
            ("[I|{N}] saw a velvet sofa for {x} at John Lewis.", "scale:0.6:1.6"),
            ("The corner sofa [I|{N}] sat on in the showroom was {x}.", "scale:0.6:1.6"),
        ],
    },
    {
        "p": "the stag do",
        "pd": "the stag do",
        "pa": "a stag do",
        "pl": "stag do",
        "lo": 200,
        "hi": 1000,
        "negs": [
            ("[I|{N}] got quoted {x} a head for go-karting on the stag do.", "scale:0.08:0.2"),
            ("[I've|{N}'s] put down {x} as a deposit on the stag do house.", "scale:0.2:0.5"),
        ],
    },
    {
        "p": "a second-hand car",
        "pd": "the car",
        "pa": "a used car",
        "pl": "car",
        "lo": 3000,
        "hi": 15000,
        "negs": [
            ("[I|{N}] saw a 2017 Yaris listed for {x}.", "scale:0.6:1.5"),
            ("The dealer offered [me|{N}] {x} for the trade-in.", "scale:0.1:0.4"),
        ],
    },
    {
        "p": "the garden redesign",
        "pd": "the garden",
        "pa": "a garden redesign",
        "pl": "garden",
        "lo": 1500,
        "hi": 9000,
        "negs": [
            ("The landscaper quoted [me|{N}] {x} for the patio alone.", "scale:0.2:0.6"),
            ("[I|{N}] priced up a greenhouse at {x}.", "scale:0.1:0.3"),
        ],
    },
    {
        "p": "the honeymoon",
        "pd": "the honeymoon",
        "pa": "a honeymoon",
        "pl": "honeymoon",
        "lo": 3000,
        "hi": 12000,
        "negs": [
            ("[I|{N}] saw a Maldives package for {x}.", "scale:0.6:1.5"),
            ("The travel agent quoted [me|{N}] {x} for two weeks in Bali.", "scale:0.6:1.5"),
        ],
    },
    {
        "p": "a new bike",
        "pd": "the bike",
        "pa": "a bike",
        "pl": "bike",
        "lo": 400,
        "hi": 3000,
        "negs": [
            ("[I|{N}] test-rode a gravel bike that costs {x}.", "scale:0.6:1.6"),
            ("[I|{N}] saw a second-hand road bike for {x} on eBay.", "scale:0.3:0.8"),
        ],
    },
    {
        "p": "the house move",
        "pd": "the move",
        "pa": "a house move",
        "pl": "house move",
        "lo": 800,
        "hi": 4000,
        "negs": [
            ("The removal firm quoted [me|{N}] {x}.", "scale:0.3:0.9"),
            ("[I've|{N}'s] paid {x} as a holding deposit on the new place.", "scale:0.1:0.4"),
        ],
    },
    {
        "p": "the bathroom refit",
        "pd": "the bathroom",
        "pa": "a bathroom refit",
        "pl": "bathroom",
        "lo": 3000,
        "hi": 12000,
        "negs": [
            ("The plumber quoted [me|{N}] {x} for the shower alone.", "scale:0.1:0.3"),
            ("[I|{N}] saw a freestanding bath for {x}.", "scale:0.1:0.3"),
        ],
    },
    {
        "p": "the birthday party",
        "pd": "the party",
        "pa": "a birthday party",
        "pl": "party",
        "lo": 200,
        "hi": 1500,
        "negs": [
            ("[I|{N}] got a quote of {x} for the party venue.", "scale:0.2:0.6"),
            ("The bouncy castle hire [I|{N}] looked at was {x}.", "scale:0.1:0.3"),
        ],
    },
]
CURRENCIES = {
    "GBP": 1.0,
    "USD": 1.3,
    "EUR": 1.2,
    "AUD": 2.0,
    "CAD": 1.7,
    "INR": 110.0,
    "JPY": 190.0,
}
BUDGET_UP = [
    ("The bonus came through", "raised"),
    ("Work finally paid the overtime", "upped"),
    ("The tax rebate came in", "bumped up"),
]
BUDGET_DOWN = [
    ("Money's tight after the boiler broke", "cut"),
    ("The rent's gone up again", "lowered"),
    ("The car needed new brakes", "trimmed"),
]

# ---------------------------------------------------------------- templates
# "[a|b]" takes a for the user ("I") and b for a named subject; "{tok}" and
# "{tok:form}" are filled in from the item (see Item.token). A template may be a dict
# keyed by the item's team mode ("support" / "play").

KINDS: dict[str, dict] = {
    "manager": {
        "first": [
            "[I report|{NN} reports] to {v}.",
            "[My|{NN}'s] manager is {v}.",
            "[I'm|{NN}'s] on {v}'s team at work.",
            "[My|{NN}'s] boss is {v}, who's pretty easy-going.",
            "{v} is [my|{NN}'s] line manager.",
        ],
        "phrasings": [
            {
                "style": "indirect",
                "a": "[My|{N}'s] 1:1s are with {v} these days.",
                "b": "[I have my|{N} has {his}] weekly check-in with {v} now.",
            },
            {
                "style": "passive",
                "a": "[I've|{N}'s] been moved onto {v}'s team.",
                "b": "[I've|{N}'s] been transferred to the platform team, so [I'm|{he}'s] under {v} now.",
            },
            {
                "style": "subject-later",
                "a": "{v} is [my|{N}'s] new boss.",
                "b": "It's {v} [I report|that {N} reports] to now, as of this week.",
            },
            {
                "style": "narrative",
                "a": "{old} left the company last month and {v} has taken over [my|{N}'s] team.",
                "b": "After the reorg [I|{N}] ended up under {v}.",
            },
        ],
        "neg_fresh": [
            "[I|{N}] had lunch with {x} from the finance team today.",
            "[I'm|{N}'s] helping {x} with the quarterly report this week.",
            "[My|{N}'s] flatmate's manager is {x}, and they sound exhausting.",
            "[I|{N}] turned down a role on {x}'s team.",
            "[I'm|{N}'s] thinking about asking to move over to {x}'s team.",
            "[My|{N}'s] mentor at work is {x}.",
            "[I|{N}] told a friend she'd love working for {x}.",
            "[I|{N}] sat in on {x}'s team meeting today, just as a one-off.",
        ],
        "neg_old": [
            "[I miss|{N} misses] working for {x}.",
            "[I|{N}] bumped into {x} in the lift today, it's been ages.",
            "[I still get|{N} still gets] cc'd on {x}'s team emails by mistake.",
            "[I|{N}] found an old appraisal from {x} in a drawer.",
            "[I|{N}] had a coffee with {x} to catch up on old times.",
        ],
        "other": [
            "{O} reports to {x}.",
            "{O}'s manager is {x}.",
            "{O} has just moved onto {x}'s team.",
            "{x} is {O}'s boss now.",
        ],
        "q": {
            "now": "Who [do I|does {N}] report to now?",
            "these_days": "Who's [my|{N}'s] manager these days?",
            "currently": "Who is [my|{N}'s] manager currently?",
            "still": "[Do I|Does {N}] still report to {x}?",
            "plain": "Who is [my|{N}'s] boss?",
            "before": "Who did [I|{N}] report to before {later}?",
            "orig": "Who was [my|{N}'s] manager {orig}?",
            "prev": "Who did [I|{N}] report to previously?",
            "used": "Who did [I|{N}] use to report to?",
        },
    },
    "employer": {
        "first": [
            "[I work|{NN} works] at {v}.",
            "[I'm|{NN}'s] at {v} at the moment.",
            "[My|{NN}'s] job's at {v}, in the finance team.",
            "[I've|{NN}'s] been working for {v} for a couple of years.",
            "[I'm|{NN} is] an analyst at {v}.",
        ],
        "phrasings": [
            {
                "style": "plain",
                "a": "[I work|{N} works] at {v} now.",
                "b": "[I'm|{N}'s] working for {v} now.",
            },
            {
                "style": "narrative",
                "a": "After months of interviews [I|{N}] finally took the offer from {v}.",
                "b": "The commute was killing [me|{N}], so [I|{he}] jumped ship to {v}.",
            },
            {
                "style": "dated",
                "a": "Since {date}, [I've|{N}'s] been at {v}.",
                "b": "[I|{N}] started at {v} on {date}.",
            },
            {
                "style": "went-back",
                "a": "[I've|{N}'s] gone back to {v}, they made [me|{him}] a good offer.",
                "b": "[I'm|{N}'s] back at {v} again, funnily enough.",
            },
        ],
        "neg_fresh": [
            "[I've|{N}'s] got an interview at {x} next week.",
            "[I|{N}] did a two-week freelance job for {x}.",
            "[My|{N}'s] brother just started at {x}.",
            "A recruiter from {x} messaged [me|{N}] on LinkedIn.",
            "[I'm|{N}'s] thinking about applying to {x}.",
            "[I|{N}] told [my|{his}] cousin to apply to {x}, it'd suit her.",
            "[I|{N}] went to a careers evening at {x}, just out of curiosity.",
            "[I|{N}] got turned down by {x} after the final round.",
        ],
        "neg_old": [
            "[I've|{N}'s] still got [my|{his}] old {x} lanyard in a drawer.",
            "[I miss|{N} misses] the people at {x}.",
            "[I|{N}] got a letter from {x}'s payroll today, must be the last one from the old job.",
            "[I|{N}] met up with some old colleagues from {x} for drinks.",
            "[My|{N}'s] pension statement from {x} arrived today.",
        ],
        "other": [
            "{O} works at {x}.",
            "{O} has just started a new job at {x}.",
            "{O}'s been at {x} for ten years.",
            "{O} is a developer at {x}.",
        ],
        "q": {
            "now": "Where [do I|does {N}] work now?",
            "these_days": "Who [am I|is {N}] working for these days?",
            "currently": "Which company [am I|is {N}] at currently?",
            "still": "[Do I|Does {N}] still work at {x}?",
            "plain": "Where [do I|does {N}] work?",
            "before": "Where did [I|{N}] work before {later}?",
            "orig": "Where did [I|{N}] work {orig}?",
            "prev": "Who did [I|{N}] work for previously?",
            "used": "Where did [I|{N}] use to work?",
        },
    },
    "residence": {
        "first": [
            "[I live|{NN} lives] in {v}.",
            "[I'm|{NN}'s] based in {v}.",
            "[My|{NN}'s] flat is in {v}.",
            "[I've|{NN}'s] been living in {v} for a few years now.",
            "Home for [me|{NN}] is {v}.",
        ],
        "phrasings": [
            {
                "style": "multi-clause",
                "a": "Work's been mad this month, and [I've|{N}'s] moved to {v} on top of that.",
                "b": "The lease ran out, so [I|{N}] found a place in {v}.",
            },
            {
                "style": "lowercase",
                "lower": True,
                "a": "[finally movd to {v} lol, my flat is all boxes|{N} finally movd to {v} lol, boxes everywhere]",
                "b": "[ugh finally done moving, im in {v} now. never packing again|ugh {N} is finally done moving, {he}s in {v} now. never helping anyone pack again]",
            },
            {
                "style": "went-back",
                "a": "[I've|{N}'s] moved back to {v}.",
                "b": "[I'm|{N}'s] back in {v} again, couldn't stay away.",
            },
            {
                "style": "passive",
                "a": "[I've|{N}'s] been relocated to {v} by work.",
                "b": "[I've|{N}'s] been posted to the {v} office, so that's home now.",
            },
        ],
        "neg_fresh": [
            "[I|{N}] lived in {x} for a summer back in 2015.",
            "[I'm|{N}'s] off to {x} for a conference next week.",
            "[I'm|{N}'s] thinking about moving to {x} at some point.",
            "[My|{N}'s] brother lives in {x}.",
            "[I|{N}] looked at a flat in {x} but it fell through.",
            "[I keep|{N} keeps] telling [my|{his}] cousin to move to {x}.",
            "[I'm|{N}'s] spending the weekend in {x} with friends.",
        ],
        "neg_old": [
            "[I still get|{N} still gets] post forwarded from [my|{his}] old place in {x}.",
            "[I miss|{N} misses] living in {x}.",
            "[I|{N}] popped back to {x} for the day to see the old neighbours.",
            "The council in {x} sent [me|{N}] a final bill for the old flat.",
        ],
        "other": [
            "{O} lives in {x}.",
            "{O} just moved to {x}.",
            "{O}'s flat is in {x}.",
            "{O} has been living in {x} since uni.",
        ],
        "q": {
            "now": "Where [do I|does {N}] live now?",
            "these_days": "Where [am I|is {N}] living these days?",
            "currently": "Where [am I|is {N}] based currently?",
            "still": "[Do I|Does {N}] still live in {x}?",
            "plain": "Where [do I|does {N}] live?",
            "before": "Where did [I|{N}] live before {later}?",
            "orig": "Where did [I|{N}] live {orig}?",
            "prev": "Where did [I|{N}] live previously?",
            "used": "Where did [I|{N}] use to live?",
        },
    },
    "partner": {
        "first": [
            "[I'm|{NN}'s] seeing someone called {v}.",
            "[My|{NN}'s] partner is {v}.",
            "[I've|{NN}'s] been dating {v} for a few months.",
            "[I'm|{NN}'s] married to {v}.",
            "[Me and {v}|{NN} and {v}] have been together since uni.",
        ],
        "phrasings": [
            {
                "style": "negation",
                "a": "[I'm not with {old} any more, I'm seeing {v} now|{N} isn't with {old} any more, {he}'s seeing {v} now].",
                "b": "[{old} and I split up, I'm with {v} now|{N} and {old} split up, {he}'s with {v} now].",
            },
            {
                "style": "subject-later",
                "a": "It's {v} [I'm|that {N}'s] dating now.",
                "b": "{v} and [I|{N}] are officially together.",
            },
            {
                "style": "question-back",
                "a": "Can you suggest a nice restaurant for [me and {v}|{N} and {v}]? [We've|They've] just started dating.",
                "b": "What should [I|{N}] get {v} for [our|their] one-month anniversary?",
            },
            {
                "style": "lowercase",
                "lower": True,
                "a": "[ok so me and {old} broke up. seeing {v} now lol|ok so {N} and {old} broke up. {he}s seeing {v} now lol]",
                "b": "[me and {v} have been on like 5 dates, think were offical now|{N} has been on like 5 dates with {v}, think theyre offical now]",
            },
        ],
        "neg_fresh": [
            "[I|{N}] went on one date with {x} but there was no spark.",
            "[I'm|{N}'s] thinking of asking {x} out.",
            "[My|{N}'s] sister is dating someone called {x}.",
            "[My|{N}'s] friend keeps trying to set [me|{him}] up with {x}.",
            "[I|{N}] had dinner with {x} from work, just as friends.",
            "[I|{N}] had a massive crush on {x} at school.",
        ],
        "neg_old": [
            "[I got a wedding invite addressed to me|{N} got a wedding invite addressed to {him}] and {x}, awkward.",
            "[I still miss|{N} still misses] {x} sometimes.",
            "[I|{N}] ran into {x} at the supermarket, first time since the breakup.",
            "[I've|{N}'s] still got a box of {x}'s stuff to give back.",
        ],
        "other": [
            "{O} is dating {x}.",
            "{O} and {x} just got engaged.",
            "{O}'s partner is {x}.",
            "{O} has been seeing {x} for a while.",
        ],
        "q": {
            "now": "Who [am I|is {N}] dating now?",
            "these_days": "Who [am I|is {N}] seeing these days?",
            "currently": "Who is [my|{N}'s] partner currently?",
            "still": "[Am I|Is {N}] still with {x}?",
            "plain": "Who is [my|{N}'s] partner?",
            "before": "Who [was I|was {N}] with before {later}?",
            "orig": "Who [was I|was {N}] dating {orig}?",
            "prev": "Who [was I|was {N}] seeing previously?",
            "used": "Who did [I|{N}] use to go out with?",
        },
    },
    "phone": {
        "first": [
            "[My|{NN}'s] number is {v}.",
            "[My|{NN}'s] mobile is {v}.",
            "[I'm|{NN}'s] on {v} if anyone needs [me|{him}].",
            "Save [my|{NN}'s] number: {v}.",
            "You can reach [me|{NN}] on {v}.",
        ],
        "phrasings": [
            {
                "style": "relation",
                "relation": True,
                "a": "My {rel} {N}'s new number is {v}.",
                "b": "My {rel} {N} has changed {his} number to {v}.",
            },
            {
                "style": "fragment",
                "a": "[New number: {v}|{N}'s new number: {v}]",
                "b": "[Number change, {v} from today|Number change for {N}, {v} from today]",
            },
            {
                "style": "plain",
                "a": "[My|{N}'s] number is {v} now.",
                "b": "[I'm|{N}'s] on {v} now.",
            },
            {
                "style": "multi-clause",
                "a": "[I dropped my phone in the canal, so I've got a new number: {v}|{N} dropped {his} phone in the canal, so {he}'s got a new number: {v}].",
                "b": "[I switched networks last week and my number is {v} now|{N} switched networks last week and {his} number is {v} now].",
            },
        ],
        "neg_fresh": [
            ("[My|{N}'s] work number is {x}, but that's only for office hours.", "work"),
            ("The landline at [my|{N}'s] office is {x}.", "work"),
            "[I'll be calling from {x} today, it's a friend's phone, mine's out of battery|{N} might call from {x} today, it's a friend's phone, {his} battery's dead].",
            "[I've|{N}'s] got a second SIM for travelling: {x}.",
            "[My|{N}'s] dad's number is {x}.",
            "[I|{N}] got three missed calls from {x}, no idea who it was.",
        ],
        "neg_old": [
            "[My|{N}'s] old number {x} still gets WhatsApp messages sometimes.",
            "[I|{N}] found [my|{his}] old SIM with {x} on it in a drawer.",
            "The dentist still has {x} on file for [me|{N}].",
        ],
        "other": [
            "{O}'s number is {x}.",
            "{O} has a new number: {x}.",
            "You can reach {O} on {x}.",
            "{O}'s mobile is {x}.",
        ],
        "q": {
            "now": "What's [my|{N}'s] number now?",
            "these_days": "What number [am I|is {N}] on these days?",
            "currently": "What is [my|{N}'s] phone number currently?",
            "still": "Is {x} still [my|{N}'s] number?",
            "plain": "What's [my|{N}'s] phone number?",
            "before": "What was [my|{N}'s] number before {later}?",
            "orig": "What was [my|{N}'s] number {orig}?",
            "prev": "What was [my|{N}'s] number previously?",
            "used": "What number did [I|{N}] use to have?",
        },
    },
    "email": {
        "first": [
            "[My|{NN}'s] email is {v}.",
            "[I use|{NN} uses] {v} for everything.",
            "[Send stuff to me at|{NN}'s email address is] {v}.",
            "[My|{NN}'s] personal email is {v}.",
        ],
        "phrasings": [
            {
                "style": "question-back",
                "a": "Can you update [my|{N}'s] email to {v}?",
                "b": "Can you send the invoices to [my|{N}'s] new address, {v}, from now on?",
            },
            {
                "style": "fragment",
                "a": "[New email: {v}|{N}'s new email: {v}]",
                "b": "[Email's changed → {v}|{N}'s email changed → {v}]",
            },
            {
                "style": "negation",
                "a": "[I don't use {old} any more, it's {v} now|{N} doesn't use {old} any more, it's {v} now].",
                "b": "[{old} is dead, use {v} for me|{old} is dead, {N} uses {v} now].",
            },
            {
                "style": "dated",
                "a": "Since {date}, [I've|{N}'s] been using {v}.",
                "b": "[I|{N}] switched to {v} on {date}.",
            },
        ],
        "neg_fresh": [
            ("[My|{N}'s] work email is {x}, but don't use it for personal stuff.", "work"),
            ("[I|{N}] made a throwaway address, {x}, just for the giveaway.", "throwaway"),
            ("[My|{N}'s] mum's email is {x}.", "relative"),
            ("[I|{N}] set up {x} for the book club mailing list, it's shared.", "shared"),
            ("[I|{N}] got a dodgy email from {x} pretending to be the bank.", "phish"),
        ],
        "neg_old": [
            "Still getting spam on [my|{N}'s] old address, {x}.",
            "[I still check|{N} still checks] {x} once in a while for old newsletters.",
            "[I|{N}] found an old receipt sent to {x}, from back when [I|{he}] used it.",
        ],
        "other": [
            "{O}'s email is {x}.",
            "{O} uses {x}.",
            "You can email {O} at {x}.",
            "{O} has a new address: {x}.",
        ],
        "q": {
            "now": "What's [my|{N}'s] email now?",
            "these_days": "Which email address [am I|is {N}] using these days?",
            "currently": "What is [my|{N}'s] email address currently?",
            "still": "Is {x} still [my|{N}'s] email?",
            "plain": "What's [my|{N}'s] email address?",
            "before": "What was [my|{N}'s] email before {later}?",
            "orig": "What was [my|{N}'s] email address {orig}?",
            "prev": "What email did [I|{N}] use previously?",
            "used": "Which address did [I|{N}] use to have?",
        },
    },
    "car": {
        "first": [
            "[I drive|{NN} drives] {v:a}.",
            "[My|{NN}'s] car is {v:a}.",
            "[I've|{NN}'s] got {v:a}, nothing fancy.",
            "[I get|{NN} gets] around in {v:a}.",
        ],
        "phrasings": [
            {
                "style": "plain",
                "a": "[I drive|{N} drives] {v:a} now.",
                "b": "[My|{N}'s] car's {v:a} now.",
            },
            {
                "style": "narrative",
                "a": "The old car finally died, so [I|{N}] picked up {v:a}.",
                "b": "[I|{N}] needed something bigger for the dog, so [I|{he}] got {v:a}.",
            },
            {
                "style": "relation",
                "relation": True,
                "a": "My {rel} {N} has traded in {his} car for {v:a}.",
                "b": "My {rel} {N}'s new car is {v:a}.",
            },
            {
                "style": "lowercase",
                "lower": True,
                "a": "[lol i bought {v:a}. dont tell my mum|lol {N} bought {v:a}. nobody tell {his} mum]",
                "b": "[ugh traded the old one in, driving {v:a} now, definately growing on me|{N} traded the old one in, driving {v:a} now, says its definately growing on {him}]",
            },
        ],
        "neg_fresh": [
            "[I|{N}] borrowed [my|{his}] dad's {x} for the weekend.",
            "[I|{N}] rented {x:a} on holiday.",
            "[I|{N}] test-drove {x:a} on Saturday but it wasn't for [me|{him}].",
            "[My|{N}'s] brother drives {x:a}.",
            "[I'm|{N}'s] thinking about getting {x:a} next year.",
            "[I keep|{N} keeps] getting adverts for {x:the}.",
            "[I|{N}] told [my|{his}] sister to get {x:a}.",
        ],
        "neg_old": [
            "[I miss|{N} misses] [my|{his}] old {x}.",
            "[I|{N}] found the parking permit for the old {x} in the glovebox.",
            "[I'm|{N}'s] still getting insurance letters for {x:the} [I|{he}] sold.",
        ],
        "other": [
            "{O} drives {x:a}.",
            "{O} just bought {x:a}.",
            "{O}'s car is {x:a}.",
            "{O} got {x:a} last month.",
        ],
        "q": {
            "now": "What car [do I|does {N}] drive now?",
            "these_days": "What [am I|is {N}] driving these days?",
            "currently": "What car [do I|does {N}] have currently?",
            "still": "[Do I|Does {N}] still drive {x:the}?",
            "plain": "What car [do I|does {N}] drive?",
            "before": "What did [I|{N}] drive before {later:the}?",
            "orig": "What car did [I|{N}] drive {orig}?",
            "prev": "What car did [I|{N}] have previously?",
            "used": "What car did [I|{N}] use to drive?",
        },
    },
    "diet": {
        "first": [
            "[I'm|{NN}'s] {v:be}.",
            "Just so you know, [I'm|{NN} is] {v:be}.",
            "[I eat|{NN} eats] {v:eat}.",
            "When booking restaurants, remember [I'm|{NN}'s] {v:be}.",
        ],
        "phrasings": [
            {
                "style": "went-back",
                "a": "[I've|{N}'s] gone back to {v:back}.",
                "b": "[I'm|{N}'s] back to {v:back} again.",
            },
            {
                "style": "negation",
                "a": "[I'm not {old:be} any more, I'm {v:be} now|{N} isn't {old:be} any more, {he}'s {v:be} now].",
                "b": "[I've|{N}'s] given up {old:stop} and gone {v:go}.",
            },
            {
                "style": "indirect",
                "a": "[My|{N}'s] fridge is all {v} stuff these days.",
                "b": "Every recipe [I save|{N} sends me] now is {v}.",
            },
            {
                "style": "dated",
                "a": "Since {date}, [I've|{N}'s] been {v:be}.",
                "b": "[I|{N}] went {v:go} on {date}.",
            },
        ],
        "neg_fresh": [
            "[I|{N}] had the {x} option at the wedding on Saturday.",
            "[I'm|{N}'s] thinking about going {x:go}.",
            "[I|{N}] tried {x:go} for a week, didn't stick.",
            "[My|{N}'s] sister has gone {x:go}.",
            "[I|{N}] recommended going {x:go} to [my|{his}] dad for his cholesterol.",
            "[I|{N}] cooked a {x} dinner for friends last night.",
        ],
        "neg_old": [
            "[I miss|{N} misses] {x:stop}.",
            "[I've|{N}'s] still got a cupboard full of {x:food} from before.",
            "[I|{N}] cleared out the last of the {x:food} today.",
        ],
        "other": [
            "{O} is {x:be}.",
            "{O} has gone {x:go}.",
            "{O} eats {x:eat}.",
        ],
        "q": {
            "now": "What diet [am I|is {N}] on now?",
            "these_days": "What [do I|does {N}] eat these days?",
            "currently": "What's [my|{N}'s] diet currently?",
            "still": "[Am I|Is {N}] still {x:be}?",
            "plain": "What diet [do I|does {N}] follow?",
            "before": "What diet [was I|was {N}] on before {later:switch}?",
            "orig": "What diet [was I|was {N}] on {orig}?",
            "prev": "What diet [was I|was {N}] on previously?",
            "used": "What diet did [I|{N}] use to follow?",
        },
    },
    "budget": {
        "first": [
            "[My|{NN}'s] budget for {p} is {v}.",
            "[I've|{NN}'s] set aside {v} for {p}.",
            "[I can|{NN} can] spend up to {v} on {p}.",
            "[I'm|{NN}'s] aiming to keep {pd} under {v}.",
            "[My|{NN}'s] limit for {p} is {v}.",
        ],
        "phrasings": [
            {
                "style": "fragment",
                "a": "[New {pl} budget: {v}|New {pl} budget for {N}: {v}]",
                "b": "[{pl} budget revised: {v}|{N}'s {pl} budget revised: {v}]",
            },
            {
                "style": "question-back",
                "a": "Can you help me work out what [I|{N}] can afford for {pd}, now that [my|{his}] budget's {v}?",
                "b": "Any tips for keeping {pd} under {v}? That's [my|{N}'s] new limit.",
            },
            {
                "style": "multi-clause",
                "a": "{reason}, so [I've|{N}'s] {moved} [my|{his}] budget for {p} to {v}.",
                "b": "[I|{N}] went through the numbers last night, and the {pl} budget is now {v}.",
            },
            {
                "style": "subject-later",
                "a": "{v} is [my|{N}'s] limit for {p} now.",
                "b": "{v}, that's the most [I'll|{N} will] spend on {pd} now.",
            },
        ],
        "neg_fresh": [
            ("[My|{N}'s] cousin spent {x} on {pa} last year.", "scale:0.6:1.6"),
            ("The article [I|{N}] read says the average is {x} for {pa}.", "scale:0.6:1.6"),
            ("[I'm|{N}'s] wondering whether to push the {pl} budget to {x}.", "scale:1.1:1.6"),
            ("[My|{N}'s] brother set aside {x} for his {pl}.", "scale:0.6:1.6"),
        ],
        "neg_old": [
            "[I|{N}] found the old spreadsheet from when the {pl} budget was {x}.",
            "[I keep|{N} keeps] thinking back to when {x} seemed like plenty for {pd}.",
            "The old note on [my|{N}'s] fridge still says {x} for {pd}.",
        ],
        "other": [
            "{O} has set aside {x} for {pa}.",
            "{O}'s {pl} budget is {x}.",
            "{O} is spending {x} on {pa}.",
        ],
        "q": {
            "now": "What's [my|{N}'s] budget for {p} now?",
            "these_days": "How much [am I|is {N}] planning to spend on {pd} these days?",
            "currently": "What is [my|{N}'s] {pl} budget currently?",
            "still": "Is [my|{N}'s] budget for {p} still {x}?",
            "plain": "How much can [I|{N}] spend on {p}?",
            "before": "What was [my|{N}'s] budget for {p} before {later}?",
            "orig": "What was [my|{N}'s] budget for {p} {orig}?",
            "prev": "What was [my|{N}'s] {pl} budget previously?",
            "used": "What did [I|{N}] use to budget for {pd}?",
        },
    },
    "team": {
        "first": [
            "[I|{NN}] {sup} {v}.",
            {
                "support": "[I'm|{NN}'s] a massive {v:bare} fan.",
                "play": "[I train|{NN} trains] with {v} on Thursdays.",
            },
            {
                "support": "[I've|{NN}'s] supported {v} since [I was|{he} was] a kid.",
                "play": "[I've|{NN}'s] played for {v} for a couple of seasons.",
            },
            "[My|{NN}'s] team is {v}.",
        ],
        "phrasings": [
            {
                "style": "relation",
                "relation": True,
                "a": "My {rel} {N} {sup} {v} now, apparently.",
                "b": "My {rel} {N}'s switched teams, it's {v} now.",
            },
            {
                "style": "passive",
                "a": {
                    "support": "[I've|{N}'s] been converted into {v:abare} fan by [my|{his}] flatmates.",
                    "play": "[I've|{N}'s] been signed by {v}.",
                },
                "b": {
                    "support": "[I've|{N}'s] been won over by {v}, after all these years.",
                    "play": "[I've|{N}'s] been picked up by {v} for the new season.",
                },
            },
            {
                "style": "indirect",
                "a": {
                    "support": "[I've|{N}'s] got {v:abare} season ticket this year.",
                    "play": "[My|{N}'s] Saturday mornings are spent training with {v} now.",
                },
                "b": {
                    "support": "[I've been watching every {v:bare} game|{N}'s been watching every {v:bare} game] this season, shirt on and everything.",
                    "play": "[I've|{N}'s] got the {v:bare} kit now, training's twice a week.",
                },
            },
            {
                "style": "negation",
                "a": "[I don't|{N} doesn't] {sup0} {old} any more, it's {v} now.",
                "b": "[I'm done with {old}, I'm {suping} {v} these days|{N}'s done with {old}, {he}'s {suping} {v} these days].",
            },
        ],
        "neg_fresh": [
            {
                "support": "[I|{N}] went to {x:abare} game with [my|{his}] cousin at the weekend.",
                "play": "[I|{N}] filled in for {x} at a tournament last weekend.",
            },
            "[My|{N}'s] brother {sup3} {x}.",
            {
                "support": "[I'm|{N}'s] thinking about getting {x:abare} season ticket.",
                "play": "[I'm|{N}'s] thinking about trying out for {x}.",
            },
            {
                "support": "[I|{N}] bought [my|{his}] nephew {x:abare} shirt for his birthday.",
                "play": "[I|{N}] did a trial session with {x} but it wasn't for [me|{him}].",
            },
            {
                "support": "[I|{N}] told [my|{his}] son to support {x}, just to wind up his grandad.",
                "play": "[I|{N}] recommended {x} to a new colleague looking for a club.",
            },
        ],
        "neg_old": [
            {
                "support": "[I've|{N}'s] still got [my|{his}] old {x:bare} scarf somewhere.",
                "play": "[I've|{N}'s] still got [my|{his}] old {x:bare} kit somewhere.",
            },
            {
                "support": "[I still check|{N} still checks] the {x:bare} scores out of habit.",
                "play": "[I still get|{N} still gets] messages in the {x:bare} group chat.",
            },
            "[I miss|{N} misses] the {x:bare} days sometimes.",
        ],
        "other": [
            "{O} {sup3} {x}.",
            {"support": "{O} is a huge {x:bare} fan.", "play": "{O} has just joined {x}."},
            {
                "support": "{O} got {x:abare} season ticket for Christmas.",
                "play": "{O} trains with {x} on Tuesdays.",
            },
        ],
        "q": {
            "now": "Which team [do I|does {N}] {sup0} now?",
            "these_days": "Who [am I|is {N}] {suping} these days?",
            "currently": "Which team [do I|does {N}] {sup0} currently?",
            "still": "[Do I|Does {N}] still {sup0} {x}?",
            "plain": "Which team [do I|does {N}] {sup0}?",
            "before": "Which team did [I|{N}] {sup0} before {later}?",
            "orig": "Which team did [I|{N}] {sup0} {orig}?",
            "prev": "Which team did [I|{N}] {sup0} previously?",
            "used": "Which team did [I|{N}] use to {sup0}?",
        },
    },
}

BRACKET = re.compile(r"\[([^\[\]|]*)\|([^\[\]|]*)\]")
TOKEN = re.compile(r"\{(\w+)(?::(\w+))?\}")


# ---------------------------------------------------------------- helpers


def article(word: str) -> str:
    """'a' or 'an' before a proper name or model, by its first letter."""
    return "an" if word[:1].upper() in "AEIOU" else "a"


def ascii_name(name: str) -> str:
    decomposed = unicodedata.normalize("NFKD", name)
    return "".join(c for c in decomposed if c.isascii() and c.isalpha()).lower()


def ordinal(n: int) -> str:
    suffix = "th" if 11 <= n % 100 <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def indian_grouping(n: int) -> str:
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


def round_nice(x: float) -> int:
    """Round to two significant figures, the way people set a budget."""
    step = 10 ** max(1, len(str(int(x))) - 2)
    return max(step, round(x / step) * step)


def value_key(value: dict[str, object]) -> str:
    """What makes two values the same: a phone number's last seven digits, else its text."""
    label = str(value["label"])
    if "@" not in label and sum(c.isdigit() for c in label) >= 7 and "amount" not in value:
        return "".join(c for c in label if c.isdigit())[-7:]
    return label.lower()


def k_form(n: int) -> str:
    return f"{n / 1000:g}k"


def money(cur: str, n: int, rng: random.Random) -> str:
    """A money amount written the way people type it in that currency."""
    options: list[str]
    if cur == "GBP":
        options = [f"£{n:,}"]
        if n % 500 == 0 and n >= 1000:
            options.append(f"£{k_form(n)}")
        if n % 1000 == 0:
            options.append(f"{n // 1000} grand")
    elif cur == "USD":
        options = [f"${n:,}", f"{n:,} dollars"]
        if n % 500 == 0 and n >= 1000:
            options.append(f"${k_form(n)}")
    elif cur == "EUR":
        options = [f"€{n:,}", f"{n:,} euros"]
        if n % 500 == 0 and n >= 1000:
            options.append(f"€{k_form(n)}")
    elif cur == "AUD":
        options = [f"A${n:,}", f"${n:,} AUD"]
    elif cur == "CAD":
        options = [f"C${n:,}", f"{n:,} CAD"]
    elif cur == "INR":
        options = [f"₹{indian_grouping(n)}", f"Rs {indian_grouping(n)}"]
        if n % 50000 == 0 and n >= 100000:
            options.append(f"{n / 100000:g} lakh rupees")
    else:
        options = [f"¥{n:,}", f"{n:,} yen"]
    return rng.choice(options)


def fmt_date(d: datetime.datetime, said: datetime.datetime, rng: random.Random) -> str:
    options = [f"{d.day} {d:%B}", f"{d:%B} {ordinal(d.day)}"]
    if d.month == said.month:
        options.append(f"the {ordinal(d.day)}")
    if (said.date() - d.date()).days <= 5:
        options.append(f"{d:%A}")
    return rng.choice(options)


# ---------------------------------------------------------------- items


class Item:
    """One question: its subject, chain of values and the statements around them."""

    def __init__(self, kind: str, phrasing: int, is_i: bool, rng: random.Random) -> None:
        self.kind = kind
        self.phrasing = phrasing
        self.spec = KINDS[kind]
        self.style = self.spec["phrasings"][phrasing]
        self.rng = rng
        self.is_i = is_i
        self.used_names: list[str] = []
        self.used_labels: list[str] = []
        self.used_keys: list[str] = []
        self.amounts: list[int] = []
        self.chain_amounts: list[int] = []
        self.other_name = ""
        self.name = "I"
        self.gender = rng.choice("fm")
        self.rel = ""
        self.intro = ""
        if not is_i:
            self.name = rng.choice(FEMALE if self.gender == "f" else MALE)
            self.used_names.append(self.name)
            wants_rel = self.style.get("relation", False) or rng.random() < 0.25
            if wants_rel:
                self.rel = rng.choice(REL_F if self.gender == "f" else REL_M)
                self.intro = f"my {self.rel} {self.name}"
            else:
                self.intro = self.name
        self.mode = "support"
        self.sport = "football"
        if kind == "team":
            self.sport = rng.choice(["football", "football", "basketball", "club", "club"])
            self.mode = "play" if self.sport == "club" else "support"
        self.purpose = rng.choice(PURPOSES)
        self.currency = rng.choice(list(CURRENCIES))
        self.region = rng.choice(["uk", "uk", "us", "us", "ie", "au", "de"])
        persona_first = self.name if not is_i else rng.choice([*FEMALE, *MALE])
        self.persona = (ascii_name(persona_first), rng.choice(SURNAMES))

    # -- values -------------------------------------------------------------

    def person(self, pool: list[str]) -> str:
        firsts = {n.split()[0] for n in self.used_names}
        choices = [n for n in pool if n.split()[0] not in firsts and n not in self.used_labels]
        picked = self.rng.choice(choices)
        self.used_names.append(picked)
        return picked

    def draw(self, purpose: str) -> dict[str, object]:
        """A value of the item's kind not used yet in the item.

        purpose: "first" (the first value), "later" (an update), "fresh" (a hard
        negative's value), "other" (a distractor's value), or a special contact type
        ("work", "throwaway", "relative", "shared", "phish").
        """
        for _ in range(200):
            value = self._candidate(purpose)
            if value_key(value) not in self.used_keys:
                self.used_keys.append(value_key(value))
                self.used_labels.append(str(value["label"]))
                return value
        msg = f"no fresh value for {self.kind}"
        raise RuntimeError(msg)

    def _candidate(self, purpose: str) -> dict[str, object]:
        rng = self.rng
        kind = self.kind
        if kind == "manager":
            full = rng.choice([n for n in MANAGERS if n not in self.used_labels])
            firsts = {n.split()[0] for n in self.used_names}
            while full.split()[0] in firsts:
                full = rng.choice(MANAGERS)
            label = full if rng.random() < 0.5 else full.split()[0]
            return {"label": label}
        if kind == "partner":
            firsts = {n.split()[0] for n in self.used_names}
            return {"label": rng.choice([n for n in PARTNERS if n not in firsts])}
        if kind == "employer":
            return {"label": rng.choice(EMPLOYERS)}
        if kind == "residence":
            return {"label": rng.choice(PLACES)}
        if kind == "car":
            bare = rng.choice(CARS)
            return {"label": bare, "a": f"{article(bare)} {bare}", "the": f"the {bare}"}
        if kind == "diet":
            names = list(DIETS)
            later_ok = self.style["style"] == "went-back"
            if purpose in {"fresh", "other"} or (purpose == "later" and not later_ok):
                names = [n for n in names if n != "omnivore"]
            name = rng.choice(names)
            forms = DIETS[name]
            return {"label": name, **forms, "switch": f"going {forms['go']}"}
        if kind == "team":
            label = rng.choice(TEAMS[self.sport])
            bare = label.removeprefix("the ")
            return {"label": label, "bare": bare, "abare": f"{article(bare)} {bare}"}
        if kind == "phone":
            return {"label": self._phone(purpose)}
        if kind == "email":
            return {"label": self._email(purpose)}
        return self._budget(purpose)

    def _phone(self, purpose: str) -> str:
        rng = self.rng
        region = self.region
        if purpose == "work":
            tail = rng.randint(0, 999)
            return {
                "uk": rng.choice([f"020 7946 0{tail:03d}", f"0161 496 0{tail:03d}"]),
                "us": f"(212) 555-01{tail % 100:02d} ext. {rng.randint(2, 9)}",
                "ie": f"01 555 {rng.randint(1000, 9999)}",
                "au": f"(02) 9876 5{tail:03d}",
                "de": f"030 1234 5{tail:03d}",
            }[region]
        if region == "uk":
            t = f"{rng.randint(0, 999):03d}"
            return rng.choice(
                [f"07700 900{t}", f"07700 900 {t}", f"+44 7700 900{t}", f"+447700900{t}"]
            )
        if region == "us":
            t = f"{rng.randint(0, 99):02d}"
            area = rng.choice(["202", "212", "312", "415", "617", "718"])
            return rng.choice(
                [f"555-01{t}", f"({area}) 555-01{t}", f"{area}-555-01{t}", f"+1 {area} 555 01{t}"]
            )
        if region == "ie":
            net = rng.choice(["83", "85", "86", "87"])
            a, b = rng.randint(100, 999), rng.randint(1000, 9999)
            return rng.choice([f"0{net} {a} {b}", f"+353 {net} {a} {b}", f"0{net}{a}{b}"])
        if region == "au":
            a, b, c = rng.randint(10, 99), rng.randint(100, 999), rng.randint(100, 999)
            return rng.choice([f"04{a} {b} {c}", f"+61 4{a} {b} {c}"])
        a, b = rng.randint(1000, 9999), rng.randint(1000, 9999)
        net = rng.choice(["151", "160", "170", "176"])
        return rng.choice([f"+49 {net} {a} {b}", f"0{net} {a}{b}"])

    def _email(self, purpose: str) -> str:
        rng = self.rng
        first, last = self.persona
        dom = rng.choice(DOMAINS)
        if purpose == "work":
            work = rng.choice(WORK_DOMAINS)
            return rng.choice([f"{first[0]}.{last}@{work}", f"{first}.{last}@{work}"])
        if purpose == "throwaway":
            return (
                f"{first}.{rng.choice(['deals', 'giveaways', 'promos'])}{rng.randint(1, 99)}@{dom}"
            )
        if purpose == "shared":
            return f"{rng.choice(['oakroad', 'millstreet', 'parkside'])}.bookclub@gmail.com"
        if purpose == "phish":
            return f"security@{rng.choice(['barclays', 'natwest', 'lloyds'])}-account-verify.com"
        if purpose == "relative":
            first = ascii_name(rng.choice([n for n in FEMALE if n not in self.used_names]))
            last = last if rng.random() < 0.5 else rng.choice(SURNAMES)
        elif purpose == "other":
            first = ascii_name(self.other_name)
            last = rng.choice(SURNAMES)
        patterns = [
            f"{first}.{last}@{dom}",
            f"{first}{last[0]}@{dom}",
            f"{first[0]}{last}@{dom}",
            f"{first}_{last}{rng.randint(80, 99)}@{dom}",
            f"{first}.{last[0]}@{dom}",
            f"{first}{last}{rng.randint(1, 30)}@{dom}",
            f"hello@{first}{last}.co.uk",
            f"{first}.{last}.{rng.choice(['mail', 'home', 'me'])}@{dom}",
        ]
        return rng.choice(patterns)

    def _budget(self, purpose: str) -> dict[str, object]:
        """A budget amount: the first in the purpose's range, an update 0.55-1.8 times
        the standing one, anything else a share of the chain's mean ("scale:lo:hi")."""
        rng = self.rng
        factor = CURRENCIES[self.currency]
        lo, hi = self.purpose["lo"] * factor, self.purpose["hi"] * factor
        for attempt in range(200):
            spread = 1 + attempt / 40
            if purpose == "first":
                n = round_nice(rng.uniform(lo, hi))
            elif purpose == "later":
                n = round_nice(self.amounts[-1] * rng.uniform(0.55, 1.8))
            else:
                parts = purpose.split(":")
                f_lo, f_hi = (float(parts[1]), float(parts[2])) if len(parts) == 3 else (0.6, 1.6)
                ref = sum(self.chain_amounts) / len(self.chain_amounts)
                n = round_nice(ref * rng.uniform(f_lo / spread, f_hi * spread))
            if all(abs(n - t) >= 0.1 * max(n, t) for t in self.amounts):
                return {"label": money(self.currency, n, rng), "amount": n}
        msg = "no budget amount"
        raise RuntimeError(msg)

    def value(self, purpose: str) -> dict[str, object]:
        picked = self.draw(purpose)
        if "amount" in picked:
            self.amounts.append(int(str(picked["amount"])))
            if purpose in {"first", "later"}:
                self.chain_amounts.append(int(str(picked["amount"])))
        if self.kind in {"manager", "partner"}:
            self.used_names.append(str(picked["label"]))
        return picked

    # -- rendering -----------------------------------------------------------

    def pronouns(self) -> dict[str, str]:
        if self.gender == "f":
            return {"he": "she", "his": "her", "him": "her", "He": "She"}
        return {"he": "he", "his": "his", "him": "him", "He": "He"}

    def team_verbs(self) -> dict[str, str]:
        if self.mode == "play":
            return {"sup0": "play for", "sup3": "plays for", "suping": "playing for"}
        return {"sup0": "support", "sup3": "supports", "suping": "supporting"}

    def render(self, template: object, binds: dict[str, object], *, lower: bool = False) -> str:
        if isinstance(template, dict):
            template = template[self.mode]
        text = BRACKET.sub(lambda m: m.group(1) if self.is_i else m.group(2), str(template))
        fixed: dict[str, str] = {
            "N": self.name,
            "NN": self.intro,
            "rel": self.rel,
            "p": str(self.purpose["p"]),
            "pd": str(self.purpose["pd"]),
            "pa": str(self.purpose["pa"]),
            "pl": str(self.purpose["pl"]),
            **self.pronouns(),
            **self.team_verbs(),
        }
        fixed["sup"] = fixed["sup0"] if self.is_i else fixed["sup3"]

        def fill(m: re.Match[str]) -> str:
            tok, form = m.group(1), m.group(2)
            if tok in fixed:
                return fixed[tok]
            bound = binds[tok]
            if isinstance(bound, dict):
                return str(bound[form or "label"])
            return str(bound)

        text = TOKEN.sub(fill, text)
        if lower:
            return text.lower()
        first_word = text.split(" ", 1)[0]
        if text[:1].isalpha() and "@" not in first_word:
            text = text[0].upper() + text[1:]
        return text


def build_item(
    idx: int,
    kind: str,
    phrasing: int,
    q: int,
    is_i: bool,
    chain_len: int,
    final_negative: str | None,
    rng: random.Random,
) -> dict[str, object]:
    item = Item(kind, phrasing, is_i, rng)
    spec = item.spec
    style = item.style
    kind_i = KIND_ORDER.index(kind)

    chain = [item.value("first")] + [item.value("later") for _ in range(chain_len - 1)]

    # subject statements in order: (slot, entry); slots -1 (before V1), k (after V_k+1)
    entries: list[dict[str, object]] = []
    for k, val in enumerate(chain):
        if k == 0:
            tpl: object = rng.choice(spec["first"])
        elif k == chain_len - 1:
            tpl = style["a"]
        else:
            tpl = style["b"]
        binds: dict[str, object] = {"v": val, "old": chain[k - 1] if k else val}
        entries.append(
            {
                "role": "value",
                "tpl": tpl,
                "binds": binds,
                "slot": 2 * k,
                "value": val,
                "lower": style.get("lower", False) and k > 0,
                "dated": style["style"] == "dated" and k > 0,
                "k": k,
            }
        )

    fresh_pool = list(spec["neg_fresh"])
    rng.shuffle(fresh_pool)
    if kind == "budget":
        # the pool is used from its end: half the time a quote, price or deposit for
        # this purpose comes first, else someone else's spending or a consideration
        own = list(item.purpose["negs"])
        rng.shuffle(own)
        fresh_pool.insert(rng.randint(0, len(fresh_pool)), own[1])
        at_end = rng.random() < 0.5
        fresh_pool.insert(
            len(fresh_pool) if at_end else rng.randint(0, len(fresh_pool) - 1), own[0]
        )
    old_pool = list(spec["neg_old"])
    rng.shuffle(old_pool)

    def negative(kind_of: str, slot: int, old_value: dict[str, object] | None = None) -> None:
        if kind_of == "old":
            tpl_n: object = old_pool.pop()
            val = old_value
        else:
            tpl_n = fresh_pool.pop()
            vtype = "fresh"
            if isinstance(tpl_n, tuple):
                tpl_n, vtype = tpl_n
            val = item.value(vtype)
        entries.append(
            {
                "role": "negative",
                "tpl": tpl_n,
                "binds": {"x": val},
                "slot": slot,
                "neg": kind_of,
                "tie": rng.random(),
            }
        )

    n_neg = rng.choice([1, 2])
    last_slot = 2 * (chain_len - 1)
    if final_negative == "old":
        negative("old", last_slot + 1, rng.choice(chain[:-1]))
    elif final_negative == "fresh":
        negative("fresh", last_slot + 1)
    while sum(e["role"] == "negative" for e in entries) < n_neg:
        if chain_len == 3 and rng.random() < 0.35 and old_pool:
            negative("old", 3, chain[0])
        else:
            slot = -1 if rng.random() < 0.1 else rng.choice(range(1, last_slot, 2))
            negative("fresh", slot)

    entries.sort(key=lambda e: (e["slot"], e.get("tie", 0)))

    # distractors: at least one other person's value, the rest value or chatter
    n_dis = rng.randint(2, 4)
    others_left = list(spec["other"])
    rng.shuffle(others_left)
    chatter = rng.sample(CHATTER, n_dis)
    shared_ok = kind in {"manager", "employer", "residence", "car", "diet", "team"}
    for j in range(n_dis):
        if j == 0 or (rng.random() < 0.5 and others_left):
            other_name = item.person(OTHERS)
            item.other_name = other_name
            reuse = shared_ok and rng.random() < 0.3
            val = rng.choice(chain) if reuse else item.value("other")
            dis = {
                "role": "distractor",
                "tpl": others_left.pop(),
                "binds": {"x": val, "O": other_name},
            }
        else:
            dis = {"role": "distractor", "tpl": chatter[j], "binds": {}}
        entries.insert(rng.randint(0, len(entries)), dis)

    # time line
    day = rng.randint(0, 10)
    statements: list[dict[str, object]] = []
    prev_day = day
    for n, e in enumerate(entries):
        if n:
            day = prev_day + rng.randint(2, 20)
        at = BASE + datetime.timedelta(
            days=day, hours=rng.randint(7, 22), minutes=rng.randint(0, 59)
        )
        binds = dict(e["binds"])
        if e.get("dated"):
            offset = rng.randint(1, min(5, day - prev_day - 1))
            binds["date"] = fmt_date(at - datetime.timedelta(days=offset), at, rng)
        if kind == "budget" and e["role"] == "value" and e["k"]:
            old_amt = int(str(chain[int(str(e["k"])) - 1]["amount"]))
            new_amt = int(str(chain[int(str(e["k"]))]["amount"]))
            reason, moved = rng.choice(BUDGET_UP if new_amt > old_amt else BUDGET_DOWN)
            binds["reason"], binds["moved"] = reason, moved
        text = item.render(e["tpl"], binds, lower=bool(e.get("lower")))
        stmt: dict[str, object] = {
            "text": text,
            "day": day,
            "at": at.isoformat(),
            "role": e["role"],
        }
        if e["role"] == "value":
            stmt["value"] = e["value"]["label"]
        statements.append(stmt)
        prev_day = day

    values = [s for s in statements if s["role"] == "value"]

    # question
    if q < 3:
        asks = "newest"
        qstyle = NEWEST_STYLES[(kind_i * 12 + phrasing * 3 + q) % 5]
        expected = values[-1]["text"]
        still_x = chain[-2] if rng.random() < 0.67 else chain[-1]
        question = item.render(spec["q"][qstyle], {"x": still_x})
    else:
        asks = "older"
        if q == 3:
            qstyle = "before"
            expected = values[-2]["text"]
        elif q == 4:
            qstyle = "orig"
            expected = values[0]["text"]
        else:
            qstyle = "prev" if (kind_i + phrasing) % 2 == 0 else "used"
            expected = values[-2]["text"]
        orig = ORIG_WORDS[(kind_i + phrasing) % 4]
        question = item.render(spec["q"][qstyle], {"later": chain[-1], "orig": orig})

    candidates = [s["text"] for s in statements if s["role"] in {"value", "negative"}]
    row = {
        "id": f"j{idx:03d}",
        "kind": kind,
        "phrasing": phrasing,
        "split": SPLIT,
        "asks": asks,
        "subject": item.name,
        "question": question,
        "expected": expected,
        "candidates": candidates,
        "statements": statements,
    }
    meta = {
        "qstyle": qstyle,
        "style": style["style"],
        "chain": chain_len,
        "final_negative": final_negative,
        "negs": [e["neg"] for e in entries if e["role"] == "negative"],
        "n_dis": n_dis,
        "named_rel": bool(item.rel),
    }
    return {"row": row, "meta": meta}


# ---------------------------------------------------------------- checks

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
FIRST_PERSON = re.compile(r"\b(i|i'm|im|i've|i'll|my|me|mine)\b")


def check_row(row: dict[str, object], meta: dict[str, object], n: int) -> None:
    assert list(row) == ROW_KEYS, row["id"]
    assert row["id"] == f"j{n:03d}"
    assert row["split"] == SPLIT
    assert row["kind"] in KIND_ORDER
    assert row["phrasing"] in range(4)
    assert row["asks"] in {"newest", "older"}
    subject = str(row["subject"])
    assert subject in ["I", *FEMALE, *MALE]
    statements = row["statements"]
    assert isinstance(statements, list)
    texts = [str(s["text"]) for s in statements]
    assert len({t.lower() for t in texts}) == len(texts), row["id"]
    for s in statements:
        role = s["role"]
        assert role in {"value", "negative", "distractor"}
        expected_keys = (
            ["text", "day", "at", "role", "value"]
            if role == "value"
            else ["text", "day", "at", "role"]
        )
        assert list(s) == expected_keys, row["id"]
        text = str(s["text"])
        assert not any(ch in text for ch in "{}[]|"), text
        assert text == text.strip()
        at = datetime.datetime.fromisoformat(str(s["at"]))
        assert at.utcoffset() == datetime.timedelta(0)
        assert str(s["at"]).endswith("+00:00")
        assert (at - BASE).days == s["day"], row["id"]
        core = str(s.get("value", "")).removeprefix("the ").lower()
        if role == "value" and core != "omnivore":
            assert core in text.lower(), text
        low = text.lower()
        named = subject.lower()
        if role in {"value", "negative"}:
            # a fragment update about the user ("New number: ...") has no "I" or "my"
            unsaid = role == "value" and meta["style"] == "fragment"
            if subject == "I" and not unsaid:
                assert FIRST_PERSON.search(low), text
            elif subject != "I":
                assert re.search(rf"\b{re.escape(named)}\b", low), text
        elif subject != "I":
            assert not re.search(rf"\b{re.escape(named)}\b", low), text
    days = [int(str(s["day"])) for s in statements]
    assert days[0] in range(11)
    for a, b in itertools.pairwise(days):
        assert b - a in range(2, 21), row["id"]
    roles = [str(s["role"]) for s in statements]
    candidates = row["candidates"]
    assert isinstance(candidates, list)
    own = [s for s in statements if s["role"] in {"value", "negative"}]
    assert len(own) == len(candidates)
    for s, c in zip(own, candidates, strict=True):
        assert s["text"] == c
    assert row["expected"] in candidates
    values = [s for s in statements if s["role"] == "value"]
    assert len(values) == meta["chain"]
    assert len({str(v["value"]) for v in values}) == len(values)
    assert roles.count("negative") in {1, 2}
    assert roles.count("distractor") in {2, 3, 4}
    newest_own = own[-1]["role"]
    assert (newest_own == "negative") == (meta["final_negative"] is not None), row["id"]
    if row["asks"] == "newest":
        assert row["expected"] == values[-1]["text"]
    elif meta["qstyle"] == "orig":
        assert row["expected"] == values[0]["text"]
    else:
        assert row["expected"] == values[-2]["text"]
    question = str(row["question"])
    assert not any(ch in question for ch in "{}[]|"), question
    assert question.endswith("?")
    if subject != "I":
        assert subject in question


# ---------------------------------------------------------------- main


def main() -> None:
    rng = random.Random(SEED)
    plan = [(kind, p, q) for kind in KIND_ORDER for p in range(4) for q in range(6)]
    relation = [
        i
        for i, (kind, p, _) in enumerate(plan)
        if KINDS[kind]["phrasings"][p].get("relation", False)
    ]
    open_slots = [i for i in range(len(plan)) if i not in relation]
    i_items = set(rng.sample(open_slots, N_I_SUBJECTS))
    finals: dict[int, str] = {}
    for k in range(len(KIND_ORDER)):
        picked = rng.sample(range(24 * k, 24 * k + 24), 6)
        finals.update(dict.fromkeys(picked[:3], "old"))
        finals.update(dict.fromkeys(picked[3:], "fresh"))

    rows, metas = [], []
    for i, (kind, p, q) in enumerate(plan):
        kind_i = KIND_ORDER.index(kind)
        chain_len = 3 if (q + p + kind_i) % 2 == 0 else 2
        built = build_item(i + 1, kind, p, q, i in i_items, chain_len, finals.get(i), rng)
        check_row(built["row"], built["meta"], i + 1)
        rows.append(built["row"])
        metas.append(built["meta"])

    assert len(rows) == 240
    assert len({r["id"] for r in rows}) == 240
    for kind in KIND_ORDER:
        styles = {m["style"] for r, m in zip(rows, metas, strict=True) if r["kind"] == kind}
        assert len(styles) == 4, kind
    style_count = Counter(KINDS[k]["phrasings"][p]["style"] for k in KIND_ORDER for p in range(4))
    assert min(style_count.values()) >= 2

    with OUT.open("w", encoding="utf-8") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")

    def show(title: str, counter: Counter[str]) -> None:
        print(f"{title}: " + ", ".join(f"{k}={v}" for k, v in sorted(counter.items())))

    print(f"wrote {len(rows)} rows to {OUT.name}")
    show("kind", Counter(str(r["kind"]) for r in rows))
    show("asks", Counter(str(r["asks"]) for r in rows))
    show("question style", Counter(str(m["qstyle"]) for m in metas))
    show("chain length", Counter(str(m["chain"]) for m in metas))
    show("subject", Counter("I" if r["subject"] == "I" else "named" for r in rows))
    show(
        "named subjects introduced by a relation",
        Counter(
            str(m["named_rel"]) for r, m in zip(rows, metas, strict=True) if r["subject"] != "I"
        ),
    )
    show("newest own statement is a negative", Counter(str(m["final_negative"]) for m in metas))
    show("negatives per item", Counter(str(len(m["negs"])) for m in metas))
    show("negative value", Counter(n for m in metas for n in m["negs"]))
    show("distractors per item", Counter(str(m["n_dis"]) for m in metas))
    show("phrasing styles (of 40)", Counter(dict(style_count)))
    show("statement roles", Counter(str(s["role"]) for r in rows for s in r["statements"]))


if __name__ == "__main__":
    main()
