#!/usr/bin/env python3
# ruff: noqa: E741, N806, PT018, UP031 (a blind helper's data builder; formatted and auto-fixed by ruff, output byte-identical)
"""Deterministic generator for the dev14 knowledge-update evaluation set.

Writes updates_dev14.jsonl next to this script: 240 items, 10 attribute kinds x
6 writer personas (phrasing 0..5) x 4 questions (3 'newest', 1 'older').
Python 3 stdlib only; random.Random(14014).
"""

import datetime
import hashlib
import json
import os
import random
import re
import unicodedata
from collections import Counter

SEED = 14014
SPLIT = "dev14"
HERE = os.path.dirname(os.path.abspath(__file__))
OUT_PATH = os.path.join(HERE, "updates_dev14.jsonl")

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

# --------------------------------------------------------------------------
# People (first names by origin with gender, surnames by origin)
# --------------------------------------------------------------------------
ORIGINS = {
    "english": (
        ["Emily", "Hannah", "Chloe", "Lucy", "Megan", "Sophie", "Harriet"],
        ["James", "Oliver", "Harry", "Jack", "Thomas", "George", "Alfie"],
        ["Turner", "Whitfield", "Hughes", "Carter", "Bennett", "Foster", "Marsh", "Ashworth"],
    ),
    "irish": (
        ["Aoife", "Siobhan", "Niamh", "Ciara", "Orla"],
        ["Cian", "Declan", "Ronan", "Eoin", "Padraig"],
        ["Byrne", "O'Sullivan", "Murphy", "Gallagher", "Kavanagh", "Brennan"],
    ),
    "welsh_scottish": (
        ["Cerys", "Isla", "Eilidh", "Rhiannon"],
        ["Rhys", "Callum", "Angus", "Dylan"],
        ["Jones", "Evans", "MacLeod", "Campbell", "Fraser", "Morgan"],
    ),
    "spanish": (
        ["Lucía", "Carmen", "Elena", "Marta", "Paula"],
        ["Javier", "Diego", "Pablo", "Sergio", "Álvaro"],
        ["García", "Moreno", "Navarro", "Ortega", "Romero", "Delgado", "Castillo"],
    ),
    "latam": (
        ["Valentina", "Camila", "Ximena", "Renata"],
        ["Mateo", "Emiliano", "Joaquín", "Tomás"],
        ["Hernández", "Ramírez", "Vargas", "Mendoza", "Aguilar", "Rojas"],
    ),
    "portuguese": (
        ["Ana", "Beatriz", "Inês", "Mariana", "Joana"],
        ["João", "Tiago", "Rafael", "Duarte", "Gonçalo"],
        ["Silva", "Ferreira", "Costa", "Oliveira", "Pereira", "Almeida", "Carvalho"],
    ),
    "italian": (
        ["Giulia", "Chiara", "Francesca", "Alessia"],
        ["Marco", "Luca", "Matteo", "Davide", "Lorenzo"],
        ["Rossi", "Bianchi", "Ricci", "Moretti", "Colombo", "Esposito", "Greco"],
    ),
    "german": (
        ["Lena", "Katrin", "Julia", "Anja", "Sabine"],
        ["Lukas", "Jonas", "Felix", "Tobias", "Matthias"],
        ["Becker", "Schmidt", "Hoffmann", "Wagner", "Krüger", "Vogel", "Brandt"],
    ),
    "french": (
        ["Camille", "Léa", "Manon", "Élodie", "Margaux"],
        ["Julien", "Théo", "Antoine", "Hugo", "Mathieu"],
        ["Dubois", "Lefèvre", "Moreau", "Laurent", "Girard", "Fontaine", "Mercier"],
    ),
    "dutch": (
        ["Sanne", "Femke", "Lotte"],
        ["Daan", "Bram", "Joost"],
        ["de Vries", "van Dijk", "Jansen", "Visser", "Bakker", "Smits"],
    ),
    "nordic": (
        ["Ingrid", "Astrid", "Freja", "Sigrid"],
        ["Magnus", "Erik", "Anders", "Nils"],
        ["Johansson", "Lindqvist", "Nygaard", "Halvorsen", "Berg", "Dahl"],
    ),
    "polish": (
        ["Agnieszka", "Zofia", "Katarzyna", "Magda"],
        ["Piotr", "Tomasz", "Kuba", "Marek"],
        ["Nowak", "Wójcik", "Kaczmarek", "Mazur", "Krawczyk", "Zając"],
    ),
    "turkish": (
        ["Elif", "Zeynep", "Ayşe", "Selin"],
        ["Emre", "Burak", "Mehmet", "Kerem"],
        ["Yılmaz", "Demir", "Kaya", "Şahin", "Aydın", "Öztürk"],
    ),
    "arabic": (
        ["Layla", "Yasmin", "Nour", "Amira"],
        ["Omar", "Karim", "Youssef", "Tariq"],
        ["Haddad", "Mansour", "Khalil", "Nasser", "Saleh", "Farouk"],
    ),
    "persian": (
        ["Shirin", "Parisa", "Leila"],
        ["Reza", "Dariush", "Arash"],
        ["Karimi", "Hosseini", "Rahimi", "Tehrani"],
    ),
    "indian": (
        ["Priya", "Ananya", "Kavya", "Meera", "Divya"],
        ["Ravi", "Arjun", "Rahul", "Vikram", "Rohan"],
        ["Sharma", "Iyer", "Patel", "Nair", "Mehta", "Reddy", "Kapoor", "Banerjee"],
    ),
    "pakistani": (
        ["Ayesha", "Sana", "Nusrat"],
        ["Imran", "Bilal", "Farhan"],
        ["Qureshi", "Chaudhry", "Rahman", "Hussain", "Malik"],
    ),
    "chinese": (
        ["Mei", "Xiaoling", "Yan", "Jing"],
        ["Wei", "Jun", "Hao", "Lei"],
        ["Chen", "Wang", "Liu", "Zhang", "Huang", "Zhou", "Lin"],
    ),
    "japanese": (
        ["Yuki", "Haruka", "Aiko", "Sakura"],
        ["Kenji", "Hiroshi", "Takumi", "Daichi"],
        ["Tanaka", "Sato", "Nakamura", "Kobayashi", "Yamamoto", "Watanabe"],
    ),
    "korean": (
        ["Ji-woo", "Seo-yeon", "Min-ji"],
        ["Min-jun", "Seung-ho", "Dong-hyun"],
        ["Kim", "Park", "Choi", "Jung", "Kang", "Yoon"],
    ),
    "vietnamese": (
        ["Linh", "Thao", "Ngoc"],
        ["Minh", "Duc", "Quang"],
        ["Nguyen", "Tran", "Pham", "Hoang", "Vu", "Dang"],
    ),
    "nigerian": (
        ["Chiamaka", "Ngozi", "Funmilayo", "Adaeze", "Temitope"],
        ["Chinedu", "Emeka", "Oluwaseun", "Tunde", "Obinna"],
        ["Okafor", "Adeyemi", "Okonkwo", "Eze", "Balogun", "Nwosu", "Adebayo"],
    ),
    "ghanaian": (
        ["Akosua", "Ama", "Efua"],
        ["Kwame", "Kofi", "Yaw"],
        ["Mensah", "Asante", "Owusu", "Boateng", "Osei"],
    ),
    "kenyan": (
        ["Wanjiru", "Achieng", "Zawadi"],
        ["Otieno", "Kamau", "Baraka"],
        ["Mwangi", "Odhiambo", "Njoroge", "Wambua", "Kiprop"],
    ),
    "ukrainian": (
        ["Olena", "Daria", "Iryna"],
        ["Andriy", "Taras", "Dmytro"],
        ["Shevchenko", "Kovalenko", "Bondarenko", "Tkachuk", "Melnyk"],
    ),
    "filipino": (
        ["Maricel", "Kristine", "Angelica"],
        ["Paolo", "Jomar", "Rodel"],
        ["Santos", "Reyes", "Bautista", "Dela Cruz", "Villanueva"],
    ),
    "american": (
        ["Madison", "Ashley", "Brianna"],
        ["Tyler", "Brandon", "Marcus"],
        ["Johnson", "Walker", "Robinson", "Brooks", "Coleman", "Jenkins"],
    ),
    "israeli": (
        ["Noa", "Tamar", "Shira"],
        ["Eitan", "Yonatan", "Avi"],
        ["Cohen", "Levi", "Mizrahi", "Friedman", "Katz"],
    ),
}

INTRO_RELATIONS = [
    "colleague",
    "friend",
    "neighbour",
    "cousin",
    "flatmate",
    "old schoolfriend",
    "teammate",
    "in-law",
    "client",
    "climbing buddy",
    "former classmate",
]
GENDERED_REL = {"in-law": {"f": "sister-in-law", "m": "brother-in-law"}}


def intro_relation(rng, gender):
    r = rng.choice(INTRO_RELATIONS)
    return GENDERED_REL.get(r, {}).get(gender, r)


RELATIVES = [
    "sister",
    "brother",
    "cousin",
    "best friend",
    "flatmate",
    "aunt",
    "uncle",
    "neighbour",
    "mum",
    "dad",
]

# --------------------------------------------------------------------------
# Value pools
# --------------------------------------------------------------------------
CITIES = [
    "Leeds",
    "Porto",
    "Lyon",
    "Leipzig",
    "Valencia",
    "Bologna",
    "Gdańsk",
    "Utrecht",
    "Gothenburg",
    "Aarhus",
    "Tampere",
    "Edinburgh",
    "Cork",
    "Bristol",
    "Manchester",
    "Glasgow",
    "Nantes",
    "Bordeaux",
    "Seville",
    "Bilbao",
    "Turin",
    "Munich",
    "Hamburg",
    "Cologne",
    "Vienna",
    "Graz",
    "Zurich",
    "Basel",
    "Prague",
    "Brno",
    "Kraków",
    "Budapest",
    "Ljubljana",
    "Zagreb",
    "Athens",
    "Thessaloniki",
    "Istanbul",
    "Izmir",
    "Lisbon",
    "Rotterdam",
    "Ghent",
    "Antwerp",
    "Oslo",
    "Bergen",
    "Copenhagen",
    "Malmö",
    "Helsinki",
    "Tallinn",
    "Riga",
    "Vilnius",
    "Dublin",
    "Toronto",
    "Montreal",
    "Vancouver",
    "Austin",
    "Denver",
    "Seattle",
    "Chicago",
    "Boston",
    "Melbourne",
    "Brisbane",
    "Auckland",
    "Wellington",
    "Cape Town",
    "Nairobi",
    "Lagos",
    "Accra",
    "Bangalore",
    "Pune",
    "Singapore",
    "Kuala Lumpur",
    "Osaka",
    "Kyoto",
    "Seoul",
    "Busan",
    "Taipei",
    "Mexico City",
    "Guadalajara",
    "Bogotá",
    "Medellín",
    "Buenos Aires",
    "São Paulo",
    "Curitiba",
    "Dubai",
    "Doha",
    "Marseille",
    "Naples",
    "Florence",
    "Stuttgart",
    "Dresden",
    "Cardiff",
    "Belfast",
]

COMPANIES = [
    "Siemens",
    "Deloitte",
    "Spotify",
    "Unilever",
    "Infosys",
    "Accenture",
    "Philips",
    "Airbus",
    "Bosch",
    "Zalando",
    "Ocado",
    "Monzo",
    "Revolut",
    "Atlassian",
    "Shopify",
    "Canva",
    "Booking.com",
    "Adyen",
    "Rabobank",
    "BBVA",
    "Santander",
    "Nestlé",
    "Novartis",
    "Roche",
    "Ericsson",
    "Nokia",
    "IKEA",
    "H&M",
    "Lidl",
    "Tesco",
    "Sainsbury's",
    "Vodafone",
    "Rolls-Royce",
    "Dyson",
    "Arup",
    "KPMG",
    "PwC",
    "McKinsey",
    "Salesforce",
    "Microsoft",
    "Google",
    "Amazon",
    "Netflix",
    "Pfizer",
    "AstraZeneca",
    "GSK",
    "Maersk",
    "Lego",
    "Samsung",
    "Sony",
    "Wipro",
    "Flipkart",
    "Rakuten",
    "Mercado Libre",
    "Nubank",
    "Globant",
    "Telefónica",
    "Danone",
    "L'Oréal",
    "Michelin",
    "Decathlon",
    "Ubisoft",
    "Capgemini",
    "Thales",
    "Heineken",
    "Carlsberg",
    "Allianz",
    "Zurich Insurance",
    "Ørsted",
    "Schneider Electric",
]

CARS = [
    "Toyota Corolla",
    "Toyota Yaris Hybrid",
    "Honda Civic",
    "Honda Jazz",
    "VW Golf",
    "VW Polo",
    "VW ID.3",
    "Skoda Octavia",
    "Skoda Fabia",
    "Seat Leon",
    "Ford Focus",
    "Ford Fiesta",
    "Ford Puma",
    "Vauxhall Corsa",
    "Peugeot 208",
    "Peugeot 3008",
    "Renault Clio",
    "Renault Zoe",
    "Dacia Duster",
    "Citroën C3",
    "Fiat 500",
    "Fiat Panda",
    "Alfa Romeo Giulia",
    "BMW 3 Series",
    "BMW i4",
    "Audi A3",
    "Audi Q5",
    "Mercedes A-Class",
    "Mercedes C-Class",
    "Volvo XC60",
    "Volvo V60",
    "Tesla Model 3",
    "Tesla Model Y",
    "Kia Niro",
    "Kia Sportage",
    "Hyundai Ioniq 5",
    "Hyundai Tucson",
    "Mazda MX-5",
    "Mazda CX-5",
    "Nissan Leaf",
    "Nissan Qashqai",
    "Subaru Outback",
    "Mini Cooper",
    "Land Rover Defender",
    "Polestar 2",
    "BYD Atto 3",
    "MG4",
    "Suzuki Swift",
    "Jeep Renegade",
    "Porsche Macan",
    "Cupra Born",
    "Opel Astra",
]

TEAMS = {
    "football": [
        "Arsenal",
        "Liverpool",
        "Everton",
        "Aston Villa",
        "Newcastle United",
        "Leeds United",
        "Tottenham Hotspur",
        "Borussia Dortmund",
        "Bayern Munich",
        "Werder Bremen",
        "Real Betis",
        "Sevilla",
        "Athletic Bilbao",
        "Atlético Madrid",
        "Celtic",
        "Rangers",
        "Ajax",
        "Feyenoord",
        "PSV Eindhoven",
        "Benfica",
        "Sporting CP",
        "FC Porto",
        "Napoli",
        "AS Roma",
        "Lazio",
        "Juventus",
        "Inter Milan",
        "AC Milan",
        "Galatasaray",
        "Fenerbahçe",
        "Boca Juniors",
        "River Plate",
        "Flamengo",
        "Olympique Lyonnais",
        "Paris Saint-Germain",
        "Club Brugge",
        "Anderlecht",
        "Shamrock Rovers",
    ],
    "rugby": [
        "Leinster",
        "Munster",
        "Ulster",
        "Connacht",
        "Saracens",
        "Leicester Tigers",
        "Toulouse",
        "Harlequins",
        "Crusaders",
        "Glasgow Warriors",
        "Stormers",
        "Northampton Saints",
        "Exeter Chiefs",
        "La Rochelle",
        "Racing 92",
        "Bristol Bears",
    ],
    "cricket": [
        "Mumbai Indians",
        "Chennai Super Kings",
        "Royal Challengers Bengaluru",
        "Kolkata Knight Riders",
        "Rajasthan Royals",
        "Delhi Capitals",
        "Yorkshire",
        "Lancashire",
        "Surrey",
        "Somerset",
        "Sydney Sixers",
        "Perth Scorchers",
        "Melbourne Stars",
        "Brisbane Heat",
        "Sunrisers Hyderabad",
        "Punjab Kings",
    ],
}

DIETS = [
    "vegan",
    "vegetarian",
    "pescatarian",
    "keto",
    "gluten-free",
    "dairy-free",
    "paleo",
    "flexitarian",
    "carnivore",
]

# budget topics: (full phrase, short phrase, low, high) amounts in GBP-ish units
BUDGET_TOPICS = [
    ("the kitchen renovation", "renovation", 6000, 30000),
    ("the wedding", "wedding", 8000, 40000),
    ("the new laptop", "laptop", 700, 3000),
    ("the summer holiday", "holiday", 1500, 7000),
    ("the garden makeover", "garden", 1500, 9000),
    ("the new bike", "bike", 500, 4000),
    ("the home office setup", "home office", 600, 3500),
    ("the anniversary trip", "trip", 1000, 5000),
    ("the new sofa", "sofa", 600, 3000),
    ("the bathroom refit", "bathroom", 3000, 15000),
]
CURRENCIES = [
    ("£", "", 1.0),
    ("€", "", 1.15),
    ("$", "", 1.25),
    ("CHF ", "", 1.1),
    ("A$", "", 1.9),
    ("C$", "", 1.7),
    ("₹", "", 100.0),
    ("SEK ", "", 13.0),
]

EMAIL_DOMAINS = [
    "gmail.com",
    "outlook.com",
    "proton.me",
    "icloud.com",
    "yahoo.com",
    "hotmail.co.uk",
    "gmx.de",
    "fastmail.com",
    "zoho.com",
    "posteo.de",
    "hey.com",
    "mail.com",
    "web.de",
    "libero.it",
    "live.com",
    "gmx.at",
    "yahoo.fr",
    "outlook.es",
]
EMAIL_WORDS = [
    "sunny",
    "blue",
    "quiet",
    "river",
    "maple",
    "nova",
    "pixel",
    "harbour",
    "cobalt",
    "juniper",
    "lark",
    "ember",
    "orchid",
    "pebble",
    "tiger",
    "willow",
]


# --------------------------------------------------------------------------
# Helpers: phones, emails, money, articles, rendering
# --------------------------------------------------------------------------
def _d(rng, n):
    return "".join(str(rng.randint(0, 9)) for _ in range(n))


PHONE_FORMATS = {
    "uk": lambda r: "07700 900" + _d(r, 3),
    "us": lambda r: "({}) 555-01{}".format(
        r.choice(["212", "415", "312", "617", "503", "206", "512", "303"]), _d(r, 2)
    ),
    "de": lambda r: "+49 15%d %s" % (r.randint(1, 9), _d(r, 8)),
    "fr": lambda r: f"06 {_d(r, 2)} {_d(r, 2)} {_d(r, 2)} {_d(r, 2)}",
    "es": lambda r: f"+34 6{_d(r, 2)} {_d(r, 3)} {_d(r, 3)}",
    "it": lambda r: f"+39 3{_d(r, 2)} {_d(r, 3)} {_d(r, 4)}",
    "jp": lambda r: f"090-{_d(r, 4)}-{_d(r, 4)}",
    "in": lambda r: f"+91 9{_d(r, 4)} {_d(r, 5)}",
    "au": lambda r: f"04{_d(r, 2)} {_d(r, 3)} {_d(r, 3)}",
    "br": lambda r: f"(11) 9{_d(r, 4)}-{_d(r, 4)}",
    "nl": lambda r: f"06-{_d(r, 8)}",
    "ie": lambda r: f"087 {_d(r, 3)} {_d(r, 4)}",
    "ng": lambda r: f"+234 80{_d(r, 1)} {_d(r, 3)} {_d(r, 4)}",
    "se": lambda r: f"070-{_d(r, 3)} {_d(r, 2)} {_d(r, 2)}",
}


def gen_phone(rng, country=None):
    c = country or rng.choice(sorted(PHONE_FORMATS))
    return PHONE_FORMATS[c](rng)


def ascii_fold(s):
    s = unicodedata.normalize("NFKD", s)
    s = "".join(ch for ch in s if not unicodedata.combining(ch))
    s = s.replace("ı", "i").replace("ø", "o").replace("Ø", "O").replace("ł", "l")
    return re.sub(r"[^a-z0-9]", "", s.lower())


def gen_email(rng, first, last):
    f, l = ascii_fold(first), ascii_fold(last)
    yy = str(rng.randint(70, 99)) if rng.random() < 0.5 else str(rng.randint(1, 30))
    handle = rng.choice(
        [
            f + "." + l,
            f[0] + l,
            f + l + yy,
            f + "_" + l,
            l + "." + f,
            f + "." + l + yy,
            f + rng.choice(EMAIL_WORDS),
            rng.choice(EMAIL_WORDS) + "." + f,
            f[0] + "." + l + yy,
            f + "." + rng.choice(EMAIL_WORDS) + yy,
        ]
    )
    return handle + "@" + rng.choice(EMAIL_DOMAINS)


def work_email(rng, first, last, company):
    dom = ascii_fold(company) or "company"
    f, l = ascii_fold(first), ascii_fold(last)
    return rng.choice([f + "." + l, f[0] + l, f + "." + l[0]]) + "@" + dom + ".com"


def fmt_money(sym, amount):
    return "{}{}".format(sym, f"{int(amount):,}")


def nice_round(x):
    if x >= 100000:
        step = 5000
    elif x >= 20000:
        step = 1000
    elif x >= 5000:
        step = 500
    elif x >= 1000:
        step = 100
    else:
        step = 50
    return max(step, round(x / step) * step)


def article(v):
    first = v.split()[0]
    if first.isupper() and len(first) <= 4 and not first.isdigit():
        return "an" if first[0] in "AEFHILMNORSX" else "a"
    if first.lower().startswith(("uni", "eu", "one")):
        return "a"
    return "an" if first[0].lower() in "aeiou" else "a"


ALT_RE = re.compile(r"\[([^\[\]|]*)\|([^\[\]]*)\]")
TOK_RE = re.compile(r"\{([A-Za-z]+(?:'s)?|a:[A-Z]+)\}")


class Subj:
    def __init__(self, is_i, first="", last="", gender="f", rel=None):
        self.is_i = is_i
        self.first = first
        self.last = last
        self.gender = gender
        self.rel = rel
        self.introduced = False

    @property
    def full(self):
        return f"{self.first} {self.last}" if not self.is_i else "I"

    def ref(self):
        if self.is_i:
            return "I"
        if not self.introduced:
            self.introduced = True
            return (f"my {self.rel} {self.full}") if self.rel else self.full
        return self.first

    def pron(self, which):
        if self.is_i:
            return {"pr": "I", "Pr": "I", "pos": "my", "obj": "me", "Pos": "My"}[which]
        if self.gender == "f":
            return {"pr": "she", "Pr": "She", "pos": "her", "obj": "her", "Pos": "Her"}[which]
        return {"pr": "he", "Pr": "He", "pos": "his", "obj": "him", "Pos": "His"}[which]


def render(tpl, subj, ctx, persona=None, capitalize=True):
    s = tpl.replace("{T}", ctx.get("T", "")).replace("{Ts}", ctx.get("Ts", ""))
    while True:
        s2 = ALT_RE.sub(lambda m: m.group(1) if subj.is_i else m.group(2).replace("@", "{S}"), s)
        if s2 == s:
            break
        s = s2
    if "[" in s or "]" in s or "|" in s or "@" in s:
        raise ValueError(f"unresolved alternation in {tpl!r} -> {s!r}")

    def tok(m):
        name = m.group(1)
        if name == "S":
            return subj.ref()
        if name == "S's":
            r = subj.ref()
            return "my" if subj.is_i else r + "'s"
        if name in ("pr", "Pr", "pos", "obj", "Pos"):
            return subj.pron(name)
        if name.startswith("a:"):
            v = ctx[name[2:]]
            return article(v) + " " + v
        if name not in ctx:
            raise KeyError(f"token {name} missing for template {tpl!r}")
        return ctx[name]

    s = TOK_RE.sub(tok, s)
    if "{" in s or "}" in s:
        raise ValueError(f"unresolved token in {tpl!r} -> {s!r}")
    if capitalize and persona != 4 and "@" not in s.split(" ")[0]:
        for i, ch in enumerate(s):
            if ch.isalpha():
                s = s[:i] + ch.upper() + s[i + 1 :]
                break
    return s


# --------------------------------------------------------------------------
# Templates.  Markup: [I-form|third-person form] ('@' = subject reference in
# the third-person form), {S} subject, {S's} possessive, {pr}/{Pr}/{pos}/{obj}
# pronouns, {V}/{NEW} value, {OLD} previous value, {X} value named by a hard
# negative, {T}/{Ts} topic (budget topic or sport), {REL} a relative,
# {a:V} value with a/an.  Persona 5 templates are clauses that get combined
# with an unrelated piece of news or a request.
# --------------------------------------------------------------------------
T = {}

T["residence"] = {
    "init": {
        0: ["{S} [live|lives] in {V}.", "[I'm|@'s] based in {V}.", "Home for [me|@] is {V}."],
        1: [
            "Just so you have the background: [I've|@ has] been living in {V} for a few years now, and [I really love|{pr} really loves] it there — great food, friendly neighbours, the works.",
            "Fun fact, {S} [live|lives] in {V} — [I always say|{pr} always says] it's the best-kept secret in the country, and honestly [I|{pr}] might be right!",
        ],
        2: [
            "{S} [am|is] living in {V} since some years.",
            "[My|@'s] home is in {V}, [I am|{pr} is] there already long time.",
        ],
        3: [
            "For your records, {S} [reside|resides] in {V}.",
            "I should perhaps mention that [I live|@ lives] in {V}.",
        ],
        4: ["[im|@'s] in {V} fyi", "[i live|@ lives] in {V} lol, been there forever"],
        5: [
            "{S} [live|lives] in {V}.",
            "[My|@'s] place is in {V}.",
            "[I've|@ has] lived in {V} for a few years.",
        ],
    },
    "change": {
        0: [
            "[I've|@ has] moved to {NEW}.",
            "{S} moved to {NEW}. Done.",
            "[I|@] got the keys to a flat in {NEW}.",
            "[We've|@ has] relocated to {NEW}.",
            "{S's} new address is in {NEW}.",
            "[I'm|@'s] in {NEW} now. Left {OLD}.",
            "[I|@] settled in {NEW} last week.",
        ],
        1: [
            "Big news!! [I|@] finally moved to {NEW} — the boxes are still everywhere and [I|{pr}] can't find a single spoon, but [I'm|{pr}'s] so happy to be out of {OLD} at last.",
            "Okay so you know how [I'd|@ had] been house-hunting forever? [I|{Pr}] got the keys to a lovely little place in {NEW} last weekend, and honestly [I|{pr}] still can't quite believe it.",
            "Guess who lives in {NEW} now? [Me!|@!] The move was chaos — the van was two hours late — but [we're|{pr}'s] settled in and loving it so far.",
            "It's official, {S} [have|has] relocated to {NEW}. Leaving {OLD} was bittersweet, [I'll|{pr}'ll] miss the old neighbours, but it just felt like the right time.",
            "Update from the new flat: {S} [am|is] properly living in {NEW} now! It took a while to feel like home, but the little bakery on the corner sealed the deal.",
            "After months of going back and forth, {S} finally packed up and moved to {NEW}. Honestly the hardest part was saying goodbye to {OLD}, but [I think I|I think {pr}] made the right call.",
        ],
        2: [
            "[I am|@ is] living now in {NEW} since two weeks.",
            "[I|@] moved to {NEW}, the time in {OLD} is finish.",
            "Now [my|@'s] home is {NEW}, [I|{pr}] made the move last month.",
            "[We|@] changed the city, now [we live|{pr} lives] in {NEW}.",
            "[I have|@ has] found new apartment in {NEW} and [I live|{pr} lives] there since Monday.",
            "{S} [am|is] not in {OLD} anymore, [I live|{pr} lives] now in {NEW}.",
        ],
        3: [
            "I should mention that [we have|@ has] relocated to {NEW}.",
            "Please note that [my|@'s] address has changed; [I|{pr}] now [reside|resides] in {NEW}.",
            "After a great deal of deliberation, {S} [have|has] moved from {OLD} to {NEW}.",
            "You may wish to update your notes: [I am|@ is] now settled in {NEW}.",
            "I am pleased to say that [we have|@ has] completed the move to {NEW}.",
            "[I have|@ has] taken up residence in {NEW}, having left {OLD} at the end of last month.",
        ],
        4: [
            "[i finally|@ finally] got the keys to a flat in {NEW} lol",
            "[we|@] moved to {NEW}!! bye {OLD}",
            "[im|@'s] {a:NEW} local now haha",
            "[i moved|@ moved] to {NEW} last wknd, still living out of boxes tbh",
            "so yeah [i live|@ lives] in {NEW} now, {OLD} is done",
            "new city who dis — [im|@'s] in {NEW} now",
            "[my|@'s] new place is in {NEW}, actually love it",
        ],
        5: [
            "[I've|@ has] moved to {NEW}.",
            "{S} relocated from {OLD} to {NEW} last week.",
            "[I|@] got the keys to a flat in {NEW}.",
            "[We're|@ is] now settled in {NEW}.",
            "{S's} new address is in {NEW}.",
            "[I|@] left {OLD} and [live|lives] in {NEW} now.",
        ],
    },
    "neg": [
        {
            "id": "visit",
            "need": "any",
            "t": [
                "[I was|@ was] in {X} for the weekend. Back home now.",
                "[I|@] spent a long weekend in {X} — gorgeous old town, far too much good food, and [I|{pr}] came home absolutely exhausted but happy.",
                "[I was|@ was] for three days in {X} for visit, very nice, now [I am|{pr} is] back home.",
                "[I have|@ has] recently returned from a short visit to {X}, which was most pleasant.",
                "[i did|@ did] a quick trip to {X} this wknd, back home now",
                "[I|@] spent a few days in {X} on a short trip.",
            ],
        },
        {
            "id": "worktrip",
            "need": "fresh",
            "t": [
                "[I'm|@'s] in {X} for work till Friday. Then home.",
                "Ugh, work is sending [me|@] to {X} for two weeks — hotel life again! At least the hotel has a pool, so [I'm|{pr}'s] trying to see the bright side.",
                "[My|@'s] company sends [me|{obj}] to {X} for two weeks, only for work, after [I come|{pr} comes] back home.",
                "[I shall be|@ will be] in {X} on business for a fortnight, returning home afterwards.",
                "work's sending [me|@] to {X} for 2 wks, hotel life again ugh",
                "[I'm|@ is] off to {X} for a two-week work trip.",
            ],
        },
        {
            "id": "plan",
            "need": "fresh",
            "t": [
                "[I'm thinking|@ is thinking] about moving to {X}. Nothing decided.",
                "Random thought, but [I've|@ has] been daydreaming about moving to {X} someday — the lifestyle looks amazing. Nothing concrete though, [I'm|{pr}'s] not going anywhere for now!",
                "Maybe one day [I|@] will move to {X}, but now not, it is only idea.",
                "[I have|@ has] been considering a move to {X}, though nothing has been decided.",
                "[im lowkey tempted|@ is lowkey tempted] to move to {X} at some point, prob not tho",
                "[I'm|@ is] toying with the idea of moving to {X} one day, nothing planned.",
            ],
        },
        {
            "id": "question",
            "need": "fresh",
            "t": [
                "[Should I move to {X}?|@ asked if {pr} should move to {X}. Thoughts?]",
                "[Okay, honest opinion time: should I move to {X}? My friends keep saying I'd love it there, but I really can't decide!|Okay, honest opinion time: @ keeps asking me whether {pr} should move to {X}. {Pr} can't decide and neither can I!]",
                "[What do you think, is good idea for me to move to {X}?|@ asks me, is good idea for {obj} to move to {X}? What do you think?]",
                "[Would you advise me to move to {X}? I have not yet made up my mind.|@ has asked for my opinion on whether {pr} ought to move to {X}; {pr} has not yet made up {pos} mind.]",
                "[should i move to {X}?? cant decide|@ is asking if {pr} should move to {X}, idk what to tell {obj}]",
                "[Do you think I should move to {X}?|@ wants to know if moving to {X} would be a good idea for {obj}.]",
            ],
        },
        {
            "id": "relative",
            "need": "fresh",
            "t": [
                "{S's} {REL} moved to {X}.",
                "Family news: {S's} {REL} just moved to {X}! [I'm|{Pr}'s] a little jealous, to be honest, and [I've|{pr}'s] already been promised the sofa bed for visits.",
                "[My|@'s] {REL} is moved to {X}, but [I|{pr}] [stay|stays] here.",
                "[My|@'s] {REL} has recently relocated to {X}; [I|{pr}], however, [remain|remains] where [I am|{pr} is].",
                "[my|@'s] {REL} moved to {X} lol, [im|{pr}'s] staying put",
                "[My|@'s] {REL} moved to {X}, [I'm|{pr}'s] staying put.",
            ],
        },
        {
            "id": "nostalgia",
            "need": "old",
            "t": [
                "[I miss|@ misses] living in {X} sometimes.",
                "Bit of a sentimental moment today — a photo popped up from when [I|@] lived in {X}, and [I|{pr}] got really nostalgic. Those were good years, but [I|{pr}] wouldn't move back.",
                "Sometimes [I think|@ thinks] about the old time in {X}, it was nice but it is past.",
                "[I|@] [confess|confesses] to a certain nostalgia for the years [I|{pr}] spent living in {X}.",
                "[i lowkey miss|@ lowkey misses] living in {X} ngl",
                "[I|@] sometimes [miss|misses] the years in {X}.",
            ],
        },
        {
            "id": "viewing",
            "need": "fresh",
            "t": [
                "[I viewed|@ viewed] a flat in {X}. Too pricey, passed.",
                "[I|@] went to see a flat in {X} on Saturday just out of curiosity — gorgeous, big windows, but the rent was ridiculous, so that's a no from [me|{obj}].",
                "[I|@] looked one apartment in {X}, but too expensive, so [I do|{pr} does] not take it.",
                "[I|@] viewed a property in {X}, but [I|{pr}] decided against it on account of the price.",
                "[i looked|@ looked] at a flat in {X}, way too expensive lol, hard pass",
                "[I|@] viewed a flat in {X} but passed on it.",
            ],
        },
        {
            "id": "hypo",
            "need": "fresh",
            "t": [
                "[I'd|@ would] move to {X} if money were no object. It isn't.",
                "Daydream of the week: if [I|@] ever won the lottery, [I'd|{pr}'d] buy a little place in {X} and never look back. Sadly the numbers never come up!",
                "If [I|@] will be rich, [I|{pr}] would live in {X}, but is only a dream.",
                "Were [I|@] to retire early, [I|{pr}] should very much like to live in {X}.",
                "if [i|@] ever won the lottery it'd be straight to {X} lol",
                "If [I|@] won the lottery, [I'd|{pr}'d] move to {X}.",
            ],
        },
    ],
    "dis": [
        "{S} just moved to {V}.",
        "[I live|@ lives] in {V}.",
        "{S's} new flat is in {V}.",
        "{S} relocated to {V} last year.",
        "[I've|@ has] been living in {V} since the spring.",
    ],
    "q": {
        "now": "Where [do|does] {S} live now?",
        "currently": "Where [am|is] {S} currently living?",
        "these_days": "What city [am|is] {S} living in these days?",
        "at_moment": "Where [am|is] {S} based at the moment?",
        "plain": "Where [do|does] {S} live?",
        "still": "[Do|Does] {S} still live in {Q}?",
        "before": "Where did {S} live before {B}?",
        "prev": ["Where did {S} use to live?", "Where did {S} live previously?"],
        "first": "Where did {S} live first, before {B} and {C}?",
        "middle": "Where did {S} live between {A} and {C}?",
    },
}

T["employer"] = {
    "init": {
        0: ["{S} [work|works] at {V}.", "[I'm|@'s] at {V}, been there a while."],
        1: [
            "A bit of context about [me|@]: [I've|{pr}'s] worked at {V} for ages now — [I|{pr}] [grumble|grumbles] about it sometimes, but honestly the team is lovely.",
            "So {S} [work|works] at {V}, which keeps [me|{obj}] very busy — long days, but [I mostly enjoy|{pr} mostly enjoys] it!",
        ],
        2: [
            "{S} [am|is] working in {V} already three years.",
            "[My|@'s] work is in {V}, [I am|{pr} is] there long time.",
        ],
        3: [
            "For context, {S} [am|is] employed by {V}.",
            "[I have|@ has] been with {V} for several years.",
        ],
        4: ["[i work|@ works] at {V} btw", "[im|@'s] at {V}, the usual grind"],
        5: ["{S} [work|works] at {V}.", "[I'm|@ is] employed at {V}.", "[My|@'s] employer is {V}."],
    },
    "change": {
        0: [
            "{S} started at {NEW} this week.",
            "[My|@'s] new job: {NEW}.",
            "[I|@] accepted an offer from {NEW}.",
            "[I|@] left {OLD}. [I'm|{Pr}'s] at {NEW} now.",
            "{S} joined {NEW}.",
            "[I|@] signed with {NEW}. First day was Monday.",
            "[I|@] got hired by {NEW}.",
        ],
        1: [
            "Guess what?! {S} accepted an offer from {NEW}! [I'm|{Pr}'s] nervous and excited in equal measure — leaving {OLD} after all that time feels strange, but it was the right move.",
            "Okay, life update: [my|@'s] first week at {NEW} is done and dusted! Everyone has been super welcoming, and the coffee machine alone is a massive upgrade from {OLD}, haha.",
            "[I|@] finally did it — handed in [my|{pos}] notice at {OLD} and started at {NEW} on Monday. It's been a whirlwind, but a good one!",
            "So the big secret is out: {S} [have|has] joined {NEW}! The interviews were brutal, but [I|{pr}] got there in the end and [I'm|{pr}'s] thrilled.",
            "[You'll laugh, but after swearing I'd never leave {OLD}, I now work at {NEW}.|You'll laugh, but @ swore {pr}'d never leave {OLD}, and now {pr} works at {NEW}.] Funny how things turn out, isn't it?",
            "Exciting times: [I've|@ has] signed with {NEW} and the new role is exactly what [I|{pr}] wanted — more responsibility, a shorter commute, and a team that actually laughs at [my|{pos}] jokes.",
        ],
        2: [
            "From this month {S} [am|is] working for {NEW}, [I|{pr}] left {OLD}.",
            "[I have|@ has] new job, now [I work|{pr} works] in {NEW}.",
            "[I|@] changed the company, the new one is {NEW}.",
            "{NEW} gave the job to [me|@], [I|{pr}] started there last week.",
            "[I am|@ is] not more in {OLD}, now [I am|{pr} is] at {NEW}.",
            "[I|@] accepted the offer of {NEW} and [I work|{pr} works] there since Monday.",
        ],
        3: [
            "I am pleased to report that {S} [have|has] accepted a position with {NEW}.",
            "[I have|@ has] left {OLD} and taken up a post at {NEW}.",
            "You may wish to note that [my|@'s] employer is now {NEW}.",
            "[I|@] commenced employment with {NEW} at the start of the month.",
            "After much consideration, {S} [have|has] joined {NEW}.",
            "[I have|@ has] resigned from {OLD}; [I am|{pr} is] now with {NEW}.",
        ],
        4: [
            "[new job at {NEW} for me, started mon|@ got a new job at {NEW}, started mon]",
            "[im|@'s] officially {a:NEW} employee lol",
            "[i quit {OLD}!! now at {NEW}|@ quit {OLD}!! {pr}'s at {NEW} now]",
            "[i signed|@ signed] w {NEW}, first day went ok",
            "so [i work|@ works] at {NEW} now, wild",
            "[i got|@ got] the {NEW} job!!! started this week",
        ],
        5: [
            "[I've|@ has] started a new job at {NEW}.",
            "{S} accepted an offer from {NEW} and left {OLD}.",
            "[I'm|@ is] now working for {NEW}.",
            "{S} joined {NEW} last week.",
            "[My|@'s] new employer is {NEW}.",
            "[I|@] signed with {NEW}; the first day was Monday.",
        ],
    },
    "neg": [
        {
            "id": "interview",
            "need": "fresh",
            "t": [
                "[I interviewed|@ interviewed] at {X}. Didn't take it.",
                "[I|@] had a final-round interview at {X} this week — lovely office, free snacks everywhere — but in the end the role just wasn't right, so [I|{pr}] said thanks but no thanks.",
                "[I|@] had interview in {X}, but [I do|{pr} does] not take the job, the salary is not good.",
                "[I|@] attended an interview at {X}, though [I|{pr}] ultimately declined to proceed.",
                "[i had|@ had] an interview at {X}, nah not for [me|{obj}]",
                "[I|@] interviewed at {X} but turned it down.",
            ],
        },
        {
            "id": "offer",
            "need": "fresh",
            "t": [
                "{X} made [me|@] an offer. Declined.",
                "Plot twist: {X} actually offered [me|@] a job! It was flattering, honestly, but [I|{pr}] turned it down — the commute would have been a nightmare.",
                "{X} offered [me|@] a job but [I|{pr}] said no, [I stay|{pr} stays] where [I am|{pr} is].",
                "[I|@] received an offer from {X}, which [I|{pr}] respectfully declined.",
                "{X} offered [me|@] a job lol, said no",
                "[I|@] got an offer from {X} and declined it.",
            ],
        },
        {
            "id": "relative",
            "need": "fresh",
            "t": [
                "{S's} {REL} got a job at {X}.",
                "Proud moment: [my|@'s] {REL} just landed a job at {X}! [I'm|{Pr}'s] so chuffed — there was cake, there was prosecco, it was a whole thing.",
                "[My|@'s] {REL} is now working in {X}, [I am|{pr} is] very happy for this.",
                "[My|@'s] {REL} has accepted a position at {X}, which is splendid news.",
                "[my|@'s] {REL} got a job at {X}!! so proud",
                "[My|@'s] {REL} just got a job at {X}.",
            ],
        },
        {
            "id": "freelance",
            "need": "fresh",
            "t": [
                "[I'm doing|@ is doing] a one-off freelance gig for {X}. Day job unchanged.",
                "Side hustle alert! [I'm|@ is] doing a small freelance project for {X} over the next few weekends — just a one-off, the day job stays the same, but the extra cash will be nice.",
                "[I make|@ makes] a small freelance project for {X}, only one time, [my|{pos}] normal job stay the same.",
                "[I have|@ has] agreed to undertake a brief freelance assignment for {X}, alongside [my|{pos}] existing employment.",
                "[im doing|@'s doing] a lil freelance thing for {X} on the side, one-off",
                "[I'm|@ is] doing a one-off freelance job for {X} on the side.",
            ],
        },
        {
            "id": "question",
            "need": "fresh",
            "t": [
                "[Should I apply to {X}?|Should @ apply to {X}?]",
                "[Be honest with me — do you think I should apply to {X}? I keep seeing their posts and I can't stop wondering.|Be honest — would @ be crazy to apply to {X}? {Pr} keeps talking about it and I don't know what to say.]",
                "[Is good idea if I send application to {X}?|@ asks me if is good idea to send application to {X}.]",
                "[Would you consider it wise for me to apply to {X}?|@ has asked whether I think {pr} should apply to {X}.]",
                "[should i apply to {X}?? idk|@'s thinking of applying to {X}, thoughts??]",
                "[Do you think I should apply to {X}?|@ is wondering whether to apply to {X}.]",
            ],
        },
        {
            "id": "oldcolleagues",
            "need": "old",
            "t": [
                "[I had|@ had] drinks with the old {X} crowd.",
                "Such a fun evening — [I|@] met up with a bunch of old colleagues from {X}, where [I|{pr}] used to work, and [we|they] laughed about the terrible office printer for hours.",
                "[I|@] met the old colleagues from {X}, where [I|{pr}] worked before, it was nice evening.",
                "[I|@] attended a reunion of former colleagues from {X}, [my|{pos}] previous employer.",
                "[i caught up|@ caught up] w the old {X} gang last night lol",
                "[I|@] met up with old colleagues from {X}, where [I|{pr}] used to work.",
            ],
        },
        {
            "id": "pension",
            "need": "old",
            "t": [
                "[I got|@ got] a pension letter from {X}, [my|{pos}] old employer.",
                "Admin chaos: [I|@] just got a letter from {X} about the pension from back when [I|{pr}] worked there. Honestly, [I'd|{pr}'d] completely forgotten about it!",
                "A letter came from {X}, [my|@'s] old company, about the pension from the time [I|{pr}] worked there.",
                "[I|@] received correspondence from {X}, [my|{pos}] former employer, regarding [my|{pos}] pension.",
                "[random letter from {X} abt my old pension lol, forgot i even worked there|@ got a random letter from {X} abt {pos} old pension lol, {pr} forgot {pr} even worked there]",
                "[I|@] got a letter from {X}, [my|{pos}] former employer, about an old pension.",
            ],
        },
    ],
    "dis": [
        "{S} started at {V}.",
        "[I work|@ works] at {V}.",
        "{S's} new job is at {V}.",
        "{S} got hired by {V} last month.",
        "[I've|@ has] been at {V} for years.",
    ],
    "q": {
        "now": "Where [do|does] {S} work now?",
        "currently": "Who [am|is] {S} currently working for?",
        "these_days": "Which company [do|does] {S} work for these days?",
        "at_moment": "[Who is my employer|Who is @'s employer] at the moment?",
        "plain": "Where [do|does] {S} work?",
        "still": "[Do|Does] {S} still work at {Q}?",
        "before": "Where did {S} work before {B}?",
        "prev": ["Which company did {S} use to work for?", "Where did {S} work previously?"],
        "first": "Where did {S} work first, before {B} and {C}?",
        "middle": "Where did {S} work between {A} and {C}?",
    },
}

T["budget"] = {
    "init": {
        0: ["[My|@'s] {Ts} budget is {V}.", "{S's} budget for {T} is {V}."],
        1: [
            "Right, money talk: [I've|@ has] set aside {V} for {T}, and [I'm|{pr}'s] determined to stick to it this time — no sneaky upgrades!",
            "So the plan is that [my|@'s] budget for {T} is {V} — it felt like a sensible number after a lot of spreadsheet time, haha.",
        ],
        2: ["For {T} [I have|@ has] budget of {V}.", "[My|@'s] budget for {T} is {V}, not more."],
        3: [
            "[I have|@ has] allocated a budget of {V} for {T}.",
            "For your reference, [my|@'s] budget for {T} stands at {V}.",
        ],
        4: ["[my|@'s] {Ts} budget is {V} fyi", "[im|@'s] working w {V} for {T}, thats the cap"],
        5: ["[My|@'s] budget for {T} is {V}.", "[I've|@ has] set a {Ts} budget of {V}."],
    },
    "change": {
        0: [
            ("[My|@'s] {Ts} budget went up to {NEW}.", "up"),
            ("[My|@'s] {Ts} budget was cut to {NEW}.", "down"),
            ("{S's} budget for {T} is now {NEW}.", "any"),
            ("[I|@] capped the {Ts} budget at {NEW}.", "any"),
            ("[I|@] raised the {Ts} budget to {NEW}.", "up"),
            ("[I|@] trimmed the {Ts} budget to {NEW}.", "down"),
            ("New {Ts} budget for [me|@]: {NEW}.", "any"),
            ("[I|@] revised the {Ts} budget: {NEW}, down from {OLD}.", "down"),
            ("[I|@] bumped the {Ts} budget from {OLD} to {NEW}.", "up"),
        ],
        1: [
            (
                "Okay, slight change of plan: after crunching the numbers again, [I've|@ has] raised the budget for {T} to {NEW}. Bit scary, but [I think|{pr} thinks] it'll be worth it in the end!",
                "up",
            ),
            (
                "Reality check time — [I've|@ has] had to cut the budget for {T} down to {NEW}. Not thrilled about it, but the boiler repair bill ate a chunk of the savings.",
                "down",
            ),
            (
                "Good news on the money front: {S's} budget for {T} is now {NEW} instead of {OLD}, so there's a little more breathing room!",
                "up",
            ),
            (
                "Ugh, so [my|@'s] {Ts} budget has shrunk from {OLD} to {NEW} — tighter than [I'd|{pr}'d] like, but [we'll|{pr}'ll] make it work somehow.",
                "down",
            ),
            (
                "Small update, and honestly a relief: [I|@] finally settled on a firm {Ts} budget of {NEW}, and that's the number now — no more going round in circles!",
                "any",
            ),
            (
                "Confession: [I|@] caved and stretched the {Ts} budget to {NEW}. [I know, I know|{Pr} knows, {pr} knows], but the nicer option was just too good to pass up!",
                "up",
            ),
            (
                "After a long chat over dinner, [we've|@ has] capped the budget for {T} at {NEW} — anything above that is simply off the table.",
                "any",
            ),
            (
                "Bit of belt-tightening: {S} slashed the budget for {T} to {NEW}, and [I'm|{pr}'s] weirdly proud of how disciplined that feels.",
                "down",
            ),
            (
                "Right, so the {Ts} budget went up — [I'm|@'s] now working with {NEW}, which opens up some much nicer options.",
                "up",
            ),
            (
                "Had to be sensible: [my|@'s] budget for {T} came down to {NEW} after [I|{pr}] looked properly at the bills.",
                "down",
            ),
        ],
        2: [
            ("Now [my|@'s] budget for {T} is {NEW}, before was {OLD}.", "any"),
            ("[I|@] put more money: [my|{pos}] budget for {T} is {NEW} now.", "up"),
            ("[I|@] had to cut the budget, now [my|{pos}] budget for {T} is only {NEW}.", "down"),
            ("The budget of [me|@] for {T} is changed to {NEW}.", "any"),
            ("[I|@] decided maximum {NEW} for {T}, not more.", "any"),
            ("[My|@'s] budget for {T} is now higher, {NEW}.", "up"),
            ("[My|@'s] budget for {T} is now lower, only {NEW}.", "down"),
            ("[I|@] can spend more now, [my|{pos}] budget for {T} is {NEW}.", "up"),
            ("[I|@] need to save, so [my|{pos}] budget for {T} is {NEW} from now.", "down"),
        ],
        3: [
            ("I should mention that [my|@'s] budget for {T} has been increased to {NEW}.", "up"),
            ("Please note that [my|@'s] budget for {T} has been reduced to {NEW}.", "down"),
            ("[I have|@ has] revised the budget for {T}; it now stands at {NEW}.", "any"),
            ("Following some reflection, [I have|@ has] set a ceiling of {NEW} for {T}.", "any"),
            (
                "[I have|@ has] decided to raise [my|{pos}] allowance for {T} from {OLD} to {NEW}.",
                "up",
            ),
            (
                "[I have|@ has] found it necessary to lower the budget for {T} from {OLD} to {NEW}.",
                "down",
            ),
            ("For your records, the amount {S} [have|has] earmarked for {T} is now {NEW}.", "any"),
            ("[I am|@ is] now prepared to spend up to {NEW} on {T}.", "up"),
            ("[I have|@ has] had to limit spending on {T} to {NEW}.", "down"),
        ],
        4: [
            ("[my|@'s] {Ts} budget is {NEW} now, was {OLD}", "any"),
            ("[i bumped|@ bumped] the {Ts} budget up to {NEW} lol yolo", "up"),
            ("[i had|@ had] to cut the {Ts} budget to {NEW} ugh", "down"),
            ("ok [my|@'s] {Ts} budget is capped at {NEW}, no more", "any"),
            ("{Ts} budget got slashed to {NEW} for [me|@], rip", "down"),
            ("[im|@'s] going up to {NEW} on the {Ts} now", "up"),
            ("new {Ts} budget for [me|@]: {NEW}", "any"),
            ("[i|@] upped the {Ts} budget to {NEW}, treat yourself", "up"),
            ("[i|@] shaved the {Ts} budget down to {NEW}", "down"),
        ],
        5: [
            ("[My|@'s] budget for {T} is now {NEW}.", "any"),
            ("[I've|@ has] raised the {Ts} budget to {NEW}.", "up"),
            ("[I've|@ has] cut the {Ts} budget to {NEW}.", "down"),
            ("{S} capped the budget for {T} at {NEW}.", "any"),
            ("[My|@'s] {Ts} budget went from {OLD} to {NEW}.", "any"),
            ("[I'm|@ is] now allowing {NEW} for {T}.", "any"),
            ("The {Ts} budget for [me|@] is now {NEW}, up from {OLD}.", "up"),
            ("The {Ts} budget for [me|@] is now {NEW}, down from {OLD}.", "down"),
        ],
    },
    "neg": [
        {
            "id": "relative",
            "need": "fresh",
            "t": [
                "{S's} {REL}'s {Ts} budget is {X}.",
                "Funny comparison: [my|@'s] {REL} told [me|{obj}] their {Ts} budget is {X} — [I|{pr}] nearly spat out [my|{pos}] tea!",
                "[My|@'s] {REL} has a {Ts} budget of {X}, very different from [me|{obj}].",
                "[My|@'s] {REL}, by contrast, has allowed {X} for their own {Ts}.",
                "[my|@'s] {REL}'s {Ts} budget is {X} lmao",
                "[My|@'s] {REL} has a {Ts} budget of {X}.",
            ],
        },
        {
            "id": "hypo",
            "need": "fresh",
            "xgen": "higher",
            "t": [
                "If [my|@'s] bonus came through, {X} would be possible. It hasn't.",
                "Wishful thinking: if [my|@'s] bonus ever comes through, [I|{pr}] could stretch to {X} for {T}. But until then, nope, dreaming only!",
                "If [I get|@ gets] the bonus maybe [I|{pr}] can spend {X} for {T}, but now no bonus.",
                "Should a bonus materialise, [I|@] might consider {X} for {T}; at present, however, that is purely hypothetical.",
                "if [my|@'s] bonus ever shows up [i|{pr}] could do {X} for the {Ts} lol, not happening tho",
                "If [my|@'s] bonus came through, [I|{pr}] could spend {X} on {T}, but it hasn't.",
            ],
        },
        {
            "id": "suggested",
            "need": "fresh",
            "xgen": "higher",
            "t": [
                "[My|@'s] adviser suggested {X} for {T}. [I|{Pr}] said no.",
                "The salesperson tried very hard to talk [me|@] into a {X} budget for {T} — ha! [I|{Pr}] politely laughed and walked away.",
                "A consultant said [I|@] should spend {X} for {T}, but [I|{pr}] said no, too much.",
                "An adviser proposed a budget of {X} for {T}, which [I|@] declined.",
                "some sales guy said [i|@] should budget {X} for the {Ts} lol no",
                "A consultant suggested {X} for {T}, but [I|@] said no.",
            ],
        },
        {
            "id": "quote",
            "need": "fresh",
            "xgen": "higher",
            "t": [
                "[I|@] got a quote for {T}: {X}. Just a quote, nothing agreed.",
                "Ha, the first quote for {T} came back at {X}, which made [me|@] laugh out loud — that's just what they asked for, and [I'm|{pr}'s] definitely shopping around.",
                "The shop gave [me|@] a price of {X} for {T}, only a price, [I do|{pr} does] not accept.",
                "[I|@] received an estimate of {X} for {T}; it is merely a quotation and has not altered [my|{pos}] plans.",
                "quote for the {Ts} came back at {X} for [me|@] ??? lol no",
                "[I|@] got a quote of {X} for {T}, which [I|{pr}] won't be accepting.",
            ],
        },
        {
            "id": "question",
            "need": "fresh",
            "xgen": "higher",
            "t": [
                "[Should I go up to {X} for {T}?|Should @ go up to {X} for {T}?]",
                "[Quick gut check: would it be mad to spend {X} on {T}? I keep going back and forth and I need someone sensible to talk me down!|Quick gut check: @ is wondering whether spending {X} on {T} would be mad. I said I'd ask someone sensible!]",
                "[Is too much if I spend {X} for {T}? What you think?|@ asks me, is too much to spend {X} for {T}?]",
                "[Would it be imprudent of me to spend {X} on {T}?|@ has asked whether spending {X} on {T} would be imprudent.]",
                "[would {X} for the {Ts} be insane for me??|is {X} for the {Ts} insane for @?? asking for {obj}]",
                "[Do you think {X} would be too much for {T}? Asking for myself.|@ wonders whether {X} would be too much for {T}.]",
            ],
        },
        {
            "id": "oldbudget",
            "need": "old",
            "t": [
                "[My|@'s] old {Ts} budget of {X} was never enough.",
                "Looking back, [my|@'s] original budget of {X} for {T} was so naive — [I|{pr}] had no idea how quickly things add up!",
                "Before, [I|@] had only {X} for {T}, it was not enough, [I|{pr}] see now.",
                "In hindsight, the earlier figure of {X} that [I|@] had set for {T} was rather unrealistic.",
                "lol remember when [my|@'s] {Ts} budget was {X}? cute",
                "[My|@'s] earlier {Ts} budget of {X} seems so naive now.",
            ],
        },
        {
            "id": "oldsheet",
            "need": "old",
            "t": [
                "[I|@] found the old spreadsheet with the {X} {Ts} budget on it.",
                "Cleaning up [my|@'s] laptop, [I|{pr}] found the very first spreadsheet from when the {Ts} budget was still {X} — a real time capsule!",
                "[I|@] found the old table from when the budget for {T} was {X}, funny to see.",
                "[I|@] came across [my|{pos}] earliest plan, drawn up when the budget for {T} was {X}.",
                "[found the old sheet from when my {Ts} budget was {X} lol|@ found the old sheet from when {pos} {Ts} budget was {X} lol]",
                "[I|@] came across an old spreadsheet from when the {Ts} budget was {X}.",
            ],
        },
    ],
    "dis": [
        "{S's} {Ts} budget is {V}.",
        "{S} set aside {V} for {T}.",
        "[I'm|@ is] working with a {Ts} budget of {V}.",
    ],
    "q": {
        "now": "What is {S's} budget for {T} now?",
        "currently": "[How much have I|How much has @] currently budgeted for {T}?",
        "these_days": "What's {S's} {Ts} budget these days?",
        "at_moment": "What is {S's} budget for {T} at the moment?",
        "plain": "What is {S's} budget for {T}?",
        "still": "Is {S's} budget for {T} still {Q}?",
        "before": "What was {S's} budget for {T} before it became {B}?",
        "prev": [
            "What did {S's} budget for {T} use to be?",
            "What was {S's} {Ts} budget previously?",
        ],
        "first": "What was {S's} original budget for {T}, before {B} and {C}?",
        "middle": "What was {S's} budget for {T} between {A} and {C}?",
    },
}

T["partner"] = {
    "init": {
        0: ["{S's} partner is {V}.", "[I'm|@ is] with {V}."],
        1: [
            "A bit of background, since the name will pop up a lot: [my|@'s] partner is {V}, and [we've|they've] been together a couple of years now — very happy, touch wood!",
            "[I'm|@ is] with {V} — [we|they] met at a friend's barbecue, of all places, and it's been lovely ever since.",
        ],
        2: [
            "[My|@'s] partner is {V}, [we|they] are together some years.",
            "{S} [live|lives] together with [my|{pos}] partner {V}.",
        ],
        3: [
            "For your information, {S's} partner is {V}.",
            "[I am|@ is] in a long-standing relationship with {V}.",
        ],
        4: ["[my|@'s] partner is {V} btw", "[me and {V} are|@ and {V} are] together, been ages"],
        5: ["[My|@'s] partner is {V}.", "[I'm|@ is] in a relationship with {V}."],
    },
    "change": {
        0: [
            "[I|@] split up with {OLD}. [I'm|{Pr}'s] seeing {NEW} now.",
            "{S} got engaged to {NEW}.",
            "[{NEW} and I|@ and {NEW}] got married.",
            "[I'm|@'s] with {NEW} now.",
            "{S's} partner is {NEW} now.",
            "[I|@] broke up with {OLD}. Now with {NEW}.",
            "[I've|@ has] been dating {NEW} for a month. Official now.",
        ],
        1: [
            "Okay, big personal news: {OLD} and [I|@] split up a while ago — amicably, don't worry — and [I've|{pr}'s] been seeing {NEW} for a few weeks now. It's early days, but [I'm|{pr}'s] really happy!",
            "[I can finally say it out loud: {NEW} and I are officially together! I've been grinning like an idiot all week.|@ can finally say it out loud: {pr} and {NEW} are officially together! {Pr}'s been grinning like an idiot all week.]",
            "Wedding bells!! {S} got married to {NEW} last Saturday — tiny ceremony, huge party, and [I|{pr}] cried through the entire speech.",
            "So... [I|@] got engaged to {NEW}! [I|{Pr}] still can't stop staring at the ring, honestly.",
            "Life update: things with {OLD} ended, which was rough, but [I've|@ has] met someone new — {NEW} — and it's going really, really well.",
            "You know how [I|@] kept talking about {NEW}? Well, [we're|they're] a couple now! [I'm|{Pr}'s] over the moon about it.",
        ],
        2: [
            "[I am|@ is] not with {OLD} anymore, now [my|{pos}] partner is {NEW}.",
            "[I have|@ has] new partner, the name is {NEW}.",
            "[I and {OLD} are finish, now I am with {NEW}.|@ and {OLD} are finish, now {pr} is with {NEW}.]",
            "[I|@] married with {NEW} last month, [we|they] are very happy.",
            "Now {S} [am|is] engaged with {NEW}, the wedding is next year.",
            "[My|@'s] partner now is {NEW}, [we are|they are] together since spring.",
        ],
        3: [
            "I should let you know that {OLD} and [I have|@ have] parted ways; [I am|{pr} is] now with {NEW}.",
            "I am delighted to say that {S} [am|is] now engaged to {NEW}.",
            "{S} married {NEW} in a small ceremony last month.",
            "[My|@'s] partner is now {NEW}; [my|{pos}] relationship with {OLD} came to an end earlier this year.",
            "[I have|@ has] been courting {NEW} for some months, and [we are|they are] now formally a couple.",
            "Please note that {S's} partner is now {NEW}.",
        ],
        4: [
            "[me and {OLD} split lol, seeing {NEW} now|@ and {OLD} split lol, {pr}'s seeing {NEW} now]",
            "[i|@] got engaged to {NEW}!!!! 💍",
            "[{NEW} and i|@ and {NEW}] are official now hehe",
            "[im|@'s] w {NEW} now, long story",
            "[i|@] married {NEW}!! still cant believe it",
            "[my|@'s] partner is {NEW} now btw, {OLD} is old news",
        ],
        5: [
            "[I've|@ has] split up with {OLD} and [I'm|{pr}'s] now with {NEW}.",
            "{S} got engaged to {NEW}.",
            "{S} married {NEW} last month.",
            "[My|@'s] partner is now {NEW}.",
            "[I've|@ has] started seeing {NEW}; it's official.",
            "[I|@] broke up with {OLD}; {NEW} is [my|{pos}] partner now.",
        ],
    },
    "neg": [
        {
            "id": "ranintoex",
            "need": "old",
            "t": [
                "[I ran into my|@ ran into {pos}] ex {X} in town.",
                "Awkward moment of the week: [I|@] bumped into {X} at the supermarket — yes, the ex! [We|They] chatted about nothing for five minutes and [I|{pr}] escaped with [my|{pos}] dignity mostly intact.",
                "[I|@] met {X}, the ex partner, in the street, only hello, nothing more.",
                "[I|@] happened to encounter [my|{pos}] former partner, {X}, at a mutual friend's gathering; it was perfectly cordial.",
                "[i ran into my|@ ran into {pos}] ex {X} at the shops, awkwarddd",
                "[I|@] ran into [my|{pos}] ex, {X}, at a party.",
            ],
        },
        {
            "id": "extexted",
            "need": "old",
            "t": [
                "[My|@'s] ex {X} texted happy birthday. Ignored.",
                "Out of nowhere, {X} — [my|@'s] ex — sent a 'happy birthday' text. Sweet, [I suppose|{pr} supposes], but that chapter is well and truly closed.",
                "{X}, [my|@'s] ex, sent a message for the birthday, [I|{pr}] only said thanks.",
                "[My|@'s] former partner {X} sent birthday wishes, to which [I|{pr}] replied briefly.",
                "[my|@'s] ex {X} texted hbd lol. no.",
                "[My|@'s] ex, {X}, texted on [my|{pos}] birthday.",
            ],
        },
        {
            "id": "relative",
            "need": "fresh",
            "t": [
                "{S's} {REL} got engaged to {X}.",
                "Family gossip: [my|@'s] {REL} just got engaged to {X}! [I|{Pr}] had absolutely no idea, and the ring is enormous.",
                "[My|@'s] {REL} is engaged with {X}, big party is coming.",
                "[My|@'s] {REL} has become engaged to {X}, which delighted the whole family.",
                "[my|@'s] {REL} is engaged to {X}?!?! when did that happen",
                "[My|@'s] {REL} got engaged to {X}.",
            ],
        },
        {
            "id": "askedout",
            "need": "fresh",
            "t": [
                "{X} asked [me|@] out. [I|{Pr}] said no, taken.",
                "So flattering and so awkward at the same time: {X} from the gym asked [me|@] out for dinner! [I|{Pr}] had to explain that [I'm|{pr}'s] very much taken.",
                "{X} invited [me|@] for dinner like a date, but [I|{pr}] said no, [I am|{pr} is] not free.",
                "{X} rather boldly asked [me|@] to dinner; [I|{pr}] declined, of course.",
                "{X} tried to ask [me|@] out lol, nope, taken",
                "{X} asked [me|@] out, but [I|{pr}] said no.",
            ],
        },
        {
            "id": "danced",
            "need": "fresh",
            "t": [
                "[I|@] danced with {X} at the wedding. Just friends.",
                "[I|@] spent half of Saturday's wedding on the dance floor with {X} — purely as friends, before anyone starts gossiping! [We've|They've] been mates since school.",
                "At the wedding [I|@] danced with {X}, but only like friends, nothing more.",
                "[I|@] shared a dance with {X} at the reception, purely as old friends.",
                "[i|@] danced w {X} all night at the wedding lol, just friends relax",
                "[I|@] danced with {X} at a wedding, strictly as friends.",
            ],
        },
        {
            "id": "setup",
            "need": "fresh",
            "t": [
                "[My|@'s] aunt tried to set [me|{obj}] up with {X}. Forgot [I'm|{pr}'s] taken.",
                "Honestly, [my|@'s] aunt is incorrigible — she tried to set [me|{obj}] up with {X} at the family lunch, completely forgetting [I'm|{pr}'s] in a relationship. Mortifying!",
                "The aunt of [me|@] wanted to make a date with {X} for [me|{obj}], but [I already have|{pr} already has] partner.",
                "[My|@'s] aunt attempted to introduce [me|{obj}] to {X} as a prospective match, overlooking the fact that [I am|{pr} is] already spoken for.",
                "[my|@'s] aunt tried to set [me|{obj}] up w {X} lmao, [im|{pr}'s] taken??",
                "[My|@'s] aunt tried to set [me|{obj}] up with {X}, forgetting [I'm|{pr}'s] taken.",
            ],
        },
        {
            "id": "hypo",
            "need": "fresh",
            "t": [
                "If [I|@] were single, [I'd|{pr}'d] ask {X} out. [I'm|{Pr}'s] not.",
                "Purely hypothetically — and [I'm|@'s] very happily taken, so calm down — if [I|{pr}] were ever single again, [I'd|{pr}'d] probably have a crush on {X}. Just saying!",
                "If [I am|@ is] single, maybe [I like|{pr} likes] {X}, but [I am|{pr} is] not single, so no.",
                "Were [I|@] unattached, [I|{pr}] might be tempted by {X}; but [I am|{pr} is] not.",
                "if [i|@] was single [i'd|{pr}'d] def go for {X} lol, but nah",
                "If [I|@] were single, [I'd|{pr}'d] go for {X}, but [I'm|{pr}'s] not.",
            ],
        },
    ],
    "dis": [
        "[I'm|@ is] dating {V}.",
        "{S} got engaged to {V}.",
        "{S's} partner is {V}.",
        "{S} moved in with {V} last month.",
    ],
    "q": {
        "now": "Who is {S's} partner now?",
        "currently": "Who [am|is] {S} currently with?",
        "these_days": "Who [am|is] {S} in a relationship with these days?",
        "at_moment": "Who is {S's} partner at the moment?",
        "plain": "Who is {S's} partner?",
        "still": "[Am|Is] {S} still with {Q}?",
        "before": "Who was {S's} partner before {B}?",
        "prev": ["Who did {S} use to be with?", "Who was {S's} previous partner?"],
        "first": "Who was {S} with originally, before {B} and {C}?",
        "middle": "Who was {S's} partner between {A} and {C}?",
    },
}

T["diet"] = {
    "init": {
        0: ["{S} [am|is] {V}.", "[I follow|@ follows] {a:V} diet."],
        1: [
            "Heads-up for any recipe ideas: [I'm|@ is] {V}, [and have been for ages|and has been for ages] — so no sneaky exceptions, haha!",
            "Food-wise, {S} [follow|follows] {a:V} diet — it took a while to get used to, but [I genuinely feel|{pr} genuinely feels] great on it.",
        ],
        2: [
            "{S} [am|is] {V} already since long time.",
            "[I eat|@ eats] only {V} food, this is [my|{pos}] diet.",
        ],
        3: [
            "I should mention that {S} [am|is] {V}.",
            "[I have|@ has] followed {a:V} diet for some years.",
        ],
        4: ["[im|@'s] {V} btw", "[im|@'s] {V} fyi, been ages"],
        5: ["[I'm|@ is] {V}.", "[I follow|@ follows] {a:V} diet."],
    },
    "change": {
        0: [
            "{S} went {NEW}.",
            "[I'm|@'s] {NEW} now.",
            "[I|@] switched to {a:NEW} diet.",
            "[I'm no longer|@ is no longer] {OLD}. [I'm|{Pr}'s] {NEW} now.",
            "[I've|@ has] gone {NEW}. Week two.",
            "[I started|@ started] eating {NEW}.",
            "[My|@'s] diet: {NEW} from now on.",
        ],
        1: [
            "Okay, don't laugh, but [I've|@ has] gone {NEW}! [I|{Pr}] watched one too many documentaries and that was that — so far [I'm|{pr}'s] actually loving it.",
            "Little health update: {S} switched to {a:NEW} diet last month, and honestly [my|{pos}] energy levels are through the roof. Who knew?",
            "After years of being {OLD}, [I've|@ has] decided to go {NEW} — the doctor was all for it, and [I'm|{pr}'s] surprisingly into it!",
            "So [I'm|@'s] officially {NEW} now! It started as a little experiment, but it's stuck, and [my|{pos}] shopping basket looks completely different.",
            "Fun change in the kitchen: {S} gave up being {OLD} and [am|is] fully {NEW} these days. The cookbook collection is growing alarmingly fast, haha.",
            "[I|@] finally made the jump to {a:NEW} diet — three weeks in and no regrets, though [I do|{pr} does] dream about [my|{pos}] old favourites sometimes!",
        ],
        2: [
            "Now [I am|@ is] {NEW}, not more {OLD}.",
            "[I|@] changed the diet, now [I eat|{pr} eats] {NEW}.",
            "From one month {S} [am|is] {NEW}, the doctor says is good.",
            "[I|@] decided to be {NEW}, and it is already three weeks.",
            "[My|@'s] diet now is {NEW}, before was {OLD}.",
            "[I|@] stopped the {OLD} diet, now [I am|{pr} is] {NEW}.",
        ],
        3: [
            "I should mention that {S} [have|has] adopted {a:NEW} diet.",
            "[I have|@ has] recently become {NEW}, on medical advice.",
            "You may wish to note that [I am|@ is] now {NEW} rather than {OLD}.",
            "[I have|@ has] given up the {OLD} diet and now [follow|follows] {a:NEW} one.",
            "For your records, [my|@'s] diet is now {NEW}.",
            "[I have|@ has] converted to {a:NEW} way of eating, and [I intend|{pr} intends] to continue.",
        ],
        4: [
            "[i went|@ went] {NEW} lol send recipes",
            "[im|@'s] {NEW} now, dont judge",
            "[no more {OLD} for me, im {NEW} now|@'s done with {OLD}, {pr}'s {NEW} now]",
            "[i switched|@ switched] to {NEW}, week 3 going strong",
            "[i've gone {NEW}, who even am i|@'s gone {NEW}, who even is {pr}]",
            "[my|@'s] diet is {NEW} now fr",
        ],
        5: [
            "[I've|@ has] gone {NEW}.",
            "{S} switched to {a:NEW} diet.",
            "[I'm|@ is] {NEW} now, no longer {OLD}.",
            "[I|@] started eating {NEW} last month.",
            "[My|@'s] diet is now {NEW}.",
            "{S} gave up the {OLD} diet and went {NEW}.",
        ],
    },
    # value-specific constructions (one per persona)
    "special": {
        "vegetarian": [
            "[I|@] gave up meat — fully vegetarian now.",
            "[I've|@ has] given up meat completely — yes, really! Vegetarian for a month now, and [I don't|{pr} doesn't] miss bacon nearly as much as expected.",
            "[I|@] stopped to eat meat, now [I am|{pr} is] vegetarian.",
            "[I have|@ has] given up meat entirely and [am|is] now vegetarian.",
            "[i gave up meat lol, vegetarian now|@ gave up meat, {pr}'s vegetarian now]",
            "[I've|@ has] given up meat and [am|is] vegetarian now.",
        ],
        "vegan": [
            "[I|@] cut out all animal products. Vegan now.",
            "[I|@] went fully plant-based — vegan, the whole thing! Oat milk everywhere, and honestly [I feel|{pr} feels] amazing.",
            "[I eat|@ eats] now nothing from animals, [I am|{pr} is] vegan.",
            "[I have|@ has] eliminated all animal products and [am|is] now vegan.",
            "[i went|@ went] full vegan, bye cheese 😭",
            "[I've|@ has] cut out all animal products and gone vegan.",
        ],
        "pescatarian": [
            "[I|@] dropped meat, kept fish: pescatarian now.",
            "[I've|@ has] stopped eating meat but kept the fish — pescatarian, officially! Sushi night is safe, thank goodness.",
            "[I do|@ does] not eat meat now, only fish, so [I am|{pr} is] pescatarian.",
            "[I have|@ has] given up meat while continuing to eat fish; [I am|{pr} is] pescatarian now.",
            "[i'm|@'s] pescatarian now, fish yes meat no",
            "[I've|@ has] dropped meat but still [eat|eats] fish — pescatarian now.",
        ],
    },
    "neg": [
        {
            "id": "relative",
            "need": "fresh",
            "t": [
                "{S's} {REL} went {X}.",
                "[My|@'s] {REL} has suddenly gone {X} and won't stop talking about it — every family dinner is now a lecture, bless them.",
                "[My|@'s] {REL} is now {X}, but [I am|{pr} is] not.",
                "[My|@'s] {REL} has taken up {a:X} diet, though [I have|{pr} has] not.",
                "[my|@'s] {REL} went {X} lol good luck to them",
                "[My|@'s] {REL} has gone {X}.",
            ],
        },
        {
            "id": "considering",
            "need": "fresh",
            "t": [
                "[I'm thinking|@ is thinking] about going {X}. Undecided.",
                "Random musing: [I've|@ has] been wondering whether to try going {X} at some point — a friend swears by it — but for now nothing's changing, it's just a thought.",
                "Maybe in the future [I|@] try to be {X}, but for now no, [I only think|{pr} only thinks] about it.",
                "[I have|@ has] been contemplating {a:X} diet, although [I have|{pr} has] made no change as yet.",
                "[im kinda tempted|@'s kinda tempted] to try {X} tbh, not yet tho",
                "[I'm|@ is] wondering about trying {X} someday, nothing decided.",
            ],
        },
        {
            "id": "doctor",
            "need": "fresh",
            "t": [
                "[My|@'s] doctor suggested going {X}. Not doing it.",
                "The doctor floated the idea of [me|@] going {X}, and [I|{pr}] just... nodded politely. Not happening, to be honest — [I'm happy with how I eat now|{pr}'s happy with how {pr} eats now].",
                "The doctor says [I|@] can try {X}, but [I don't want|{pr} doesn't want], [I stay|{pr} stays] with [my|{pos}] diet.",
                "[My|@'s] physician suggested {a:X} diet, but [I have|{pr} has] chosen not to follow that advice.",
                "doc said [i|@] should go {X}, lol no",
                "[My|@'s] doctor suggested going {X}, but [I'm|{pr}'s] not doing it.",
            ],
        },
        {
            "id": "meal",
            "need": "fresh",
            "t": [
                "[I cooked|@ cooked] {a:X} dinner for a guest. One-off.",
                "[I|@] hosted a little dinner party and made a fully {X} menu because one of the guests eats that way — it went down a treat, though it was just for the night.",
                "[I|@] cooked {a:X} dinner for a friend who eats like this, only one time.",
                "[I|@] prepared {a:X} meal for visiting friends, as a courtesy to one of them.",
                "[i made|@ made] {a:X} dinner for a mate, one-off",
                "[I|@] cooked {a:X} meal for a guest, just the once.",
            ],
        },
        {
            "id": "nostalgia",
            "need": "old",
            "t": [
                "[I miss|@ misses] being {X} sometimes. Not going back.",
                "Funny thing — [I|@] found [my|{pos}] old {X} cookbook while clearing a shelf, from back when [I was|{pr} was] {X}. Total nostalgia trip, but [I'm|{pr}'s] not going back.",
                "Sometimes [I remember|@ remembers] when [I was|{pr} was] {X}, it was nice time, but finish.",
                "[I|@] occasionally [reflect|reflects] on [my|{pos}] {X} years with some fondness, though [I have|{pr} has] no intention of returning to them.",
                "[i lowkey miss|@ lowkey misses] being {X} ngl, not going back tho",
                "[I|@] found [my|{pos}] old {X} recipes from back when [I was|{pr} was] {X}.",
            ],
        },
        {
            "id": "oldlabel",
            "need": "old",
            "t": [
                "People still think [I'm|@'s] {X}. That was ages ago.",
                "It's funny — some friends still introduce [me|@] as 'the {X} one' at dinners, even though that phase ended ages ago. [I just laugh|{Pr} just laughs] it off these days!",
                "Some friends still think [I am|@ is] {X}, but this was before, long time ago.",
                "Acquaintances occasionally still assume [I am|@ is] {X}, though that has not been the case for some time.",
                "ppl still think [im|@'s] {X} lol, that was ages ago",
                "Some friends still assume [I'm|@ is] {X}, but that was ages ago.",
            ],
        },
        {
            "id": "question",
            "need": "fresh",
            "t": [
                "[Should I try going {X}?|Should @ try going {X}?]",
                "[Random question, but is going {X} actually healthy? Everyone at work is raving about it and I'm curious, even if I'm not about to switch.|Random question: @ keeps asking whether going {X} is actually healthy. {Pr}'s curious, not switching.]",
                "[Is good for me to be {X}? Only I ask.|@ asks me, is good to be {X}? Only question.]",
                "[Would {a:X} diet be advisable for someone like me? I merely ask.|@ has asked me whether {a:X} diet would suit {obj}; it is merely a question.]",
                "[is {X} actually healthy or nah? im just curious|@'s asking if {X} is legit healthy, just curious]",
                "[Is going {X} actually healthy? I'm just curious.|@ asked whether going {X} is healthy, just out of curiosity.]",
            ],
        },
    ],
    "dis": [
        "{S} went {V}.",
        "[I'm|@ is] {V}.",
        "{S} switched to {a:V} diet last year.",
        "[I've|@ has] been {V} for years.",
    ],
    "q": {
        "now": "What diet [do|does] {S} follow now?",
        "currently": "What diet [am|is] {S} currently on?",
        "these_days": "What kind of diet [do|does] {S} have these days?",
        "at_moment": "What diet [am|is] {S} following at the moment?",
        "plain": "What diet [do|does] {S} follow?",
        "still": "[Am|Is] {S} still {Q}?",
        "before": "What diet did {S} follow before going {B}?",
        "prev": ["What diet did {S} use to follow?", "What was {S's} diet previously?"],
        "first": "What diet did {S} follow originally, before {B} and {C}?",
        "middle": "What diet did {S} follow between {A} and {C}?",
    },
}

T["phone"] = {
    "init": {
        0: ["[My|@'s] number is {V}.", "{S's} phone: {V}."],
        1: [
            "Oh, before I forget, here's [my|@'s] number in case you ever need it for reminders: {V}. [I always pick|{Pr} always picks] up, unless [I'm|{pr}'s] at the gym!",
            "[My|@'s] mobile is {V} — [I've|{pr}'s] had it forever, it's practically part of [my|{pos}] identity at this point, haha.",
        ],
        2: ["The number of [my|@'s] phone is {V}.", "[You can call me|You can call @] on {V}."],
        3: ["For your records, {S's} telephone number is {V}.", "[I may|@ may] be reached on {V}."],
        4: ["[my|@'s] number's {V} btw", "[hit me up|hit @ up] on {V}"],
        5: ["[My|@'s] number is {V}.", "[I can|@ can] be reached on {V}."],
    },
    "change": {
        0: [
            "[My|@'s] new number: {NEW}.",
            "[My|@'s] number changed. Now {NEW}.",
            "[I|@] got a new SIM: {NEW}.",
            "[My|@'s] phone number is {NEW} now. {OLD} is dead.",
            "[I|@] switched networks. New number {NEW}.",
            "Use {NEW} for [me|@] from now on.",
        ],
        1: [
            "Quick but important: [my|@'s] number has changed! [I|{Pr}] finally switched providers after the endless dropped calls, so please use {NEW} from now on — the old one is gone for good.",
            "Ugh, long story short, [my|@'s] phone got stolen on the bus, so [I've|{pr}'s] got a brand-new number: {NEW}. Lesson learned about back pockets!",
            "New phone, new number! {S} can now be reached on {NEW} — [I|{pr}] said goodbye to {OLD} this morning and it felt weirdly emotional.",
            "Small admin thing so you're not confused: [my|@'s] mobile is now {NEW}. The contract on {OLD} ran out and the new deal was too good to pass up.",
            "[I|@] finally got a local number after the move: {NEW}! Please scribble it down somewhere, because the old one is disconnected.",
            "Heads-up: if you're trying to reach [me|@], it's {NEW} now. [I|{Pr}] ported nothing over, so the old number is completely dead.",
        ],
        2: [
            "[My|@'s] number is changed, now is {NEW}.",
            "[I have|@ has] new number: {NEW}, the old one not work more.",
            "Please, for [me|@] use now {NEW}, not {OLD}.",
            "[I|@] bought new SIM card, the number is {NEW}.",
            "[My|@'s] new phone number is {NEW}, since Monday.",
            "From this week [my|@'s] telephone is {NEW}.",
        ],
        3: [
            "Please note that [my|@'s] telephone number has changed to {NEW}.",
            "I should mention that {S} can now be reached on {NEW}; the number {OLD} is no longer in use.",
            "[I have|@ has] acquired a new mobile number, namely {NEW}.",
            "Kindly update your records: [my|@'s] number is now {NEW}.",
            "[I have|@ has] changed provider, and [my|{pos}] new number is {NEW}.",
            "[I would be grateful if you would use {NEW} for me henceforth.|@ would like everyone to use {NEW} for {obj} henceforth.]",
        ],
        4: [
            "[new number who dis lol, mine's {NEW} now|@ got a new number: {NEW}]",
            "[my|@'s] number's {NEW} now, old one's dead",
            "[i got|@ got] a new sim, {NEW}",
            "pls use {NEW} for [me|@] from now on",
            "[i switched|@ switched] carriers, new num {NEW}",
            "[my|@'s] phone number changed, it's {NEW} now",
        ],
        5: [
            "[My|@'s] new number is {NEW}.",
            "Please use {NEW} for [me|@] from now on.",
            "[My|@'s] number changed from {OLD} to {NEW}.",
            "[I|@] got a new SIM, and the number is {NEW}.",
            "{S} can be reached on {NEW} now.",
            "[I|@] switched providers; new number {NEW}.",
        ],
    },
    "neg": [
        {
            "id": "workline",
            "need": "fresh",
            "t": [
                "[My|@'s] work line is {X}. Office hours only.",
                "For work stuff only: the office gave [me|@] a desk line, {X}, but please don't use it for anything personal — [I never check|{pr} never checks] it after five!",
                "In the office [I|@] also [have|has] a work phone, {X}, but this is only for work.",
                "[My|@'s] office extension, {X}, is for business matters only.",
                "[work gave me|work gave @] a line, {X}, work stuff only pls",
                "[My|@'s] work phone is {X}, but that's only for the office.",
            ],
        },
        {
            "id": "travelsim",
            "need": "fresh",
            "t": [
                "[I'm|@'s] abroad for two weeks on a temporary SIM: {X}.",
                "Travel mode: [I'm|@'s] away for two weeks and picked up a cheap local SIM, {X}, just for the trip — back to normal when [I'm|{pr}'s] home.",
                "For the holiday [I use|@ uses] a local SIM, {X}, only two weeks.",
                "While abroad, [I|@] shall be using a temporary number, {X}, for a fortnight only.",
                "[im|@'s] on a holiday sim rn, {X}, only for the trip",
                "[I'm|@ is] on a temporary travel SIM for two weeks: {X}.",
            ],
        },
        {
            "id": "relative",
            "need": "fresh",
            "t": [
                "{S's} {REL}'s new number: {X}.",
                "Can you keep a note of this for [me|@]? It's [my|{pos}] {REL}'s new number, {X} — they're hopeless at telling anyone.",
                "[My|@'s] {REL} has new number, {X}.",
                "[My|@'s] {REL} has a new telephone number: {X}.",
                "[my|@'s] {REL}'s new number is {X}",
                "[My|@'s] {REL} has a new number: {X}.",
            ],
        },
        {
            "id": "borrowed",
            "need": "fresh",
            "t": [
                "[I'm texting from a friend's phone|@ texted from a friend's phone], {X}. Battery died.",
                "If you see messages from {X}, that's just [me|@] borrowing a friend's phone — [my|{pos}] battery died at the worst possible moment, naturally.",
                "[I|@] called from the phone of a friend, {X}, because [my|{pos}] battery was empty.",
                "[I|@] telephoned from a friend's handset, {X}, as [my|{pos}] own battery had failed.",
                "[im using|@ was using] a mate's phone lol, {X}, battery died",
                "[I|@] borrowed a friend's phone, {X}, because [my|{pos}] battery died.",
            ],
        },
        {
            "id": "loaner",
            "need": "fresh",
            "t": [
                "[My|@'s] phone is in for repair. Loaner handset: {X}, this week only.",
                "The repair shop gave [me|@] a loaner handset while [my|{pos}] screen gets fixed — it's on {X} for the week, so don't save it, it goes back on Friday!",
                "[My|@'s] phone is in repair, the shop gave a loan phone with {X}, only for this week.",
                "Whilst [my|@'s] telephone is being repaired, [I have|{pr} has] a loan handset on {X} for the week.",
                "[my|@'s] phone's in the shop, loaner is {X} till friday, dont save it",
                "[My|@'s] phone is being repaired, so [I'm|{pr}'s] on a loaner, {X}, until Friday.",
            ],
        },
        {
            "id": "oldnumber",
            "need": "old",
            "t": [
                "[My|@'s] old number {X} is gone. Don't use it.",
                "Funny story: someone asked [me|@] whether {X} still belongs to [me|{obj}] — nope, that old number is long gone!",
                "[My|@'s] old number, {X}, is not working more.",
                "[My|@'s] previous number, {X}, has been disconnected.",
                "[my|@'s] old number {X} is dead dead, dont text it",
                "[My|@'s] old number, {X}, no longer works.",
            ],
        },
        {
            "id": "oldcards",
            "need": "old",
            "t": [
                "[I found an old card with my|@ found an old card with {pos}] old number, {X}.",
                "Clearing out a drawer, [I|@] found a stack of old business cards with [my|{pos}] previous number, {X}, printed on them — such a blast from the past!",
                "[I|@] found old cards with [my|{pos}] number from before, {X}.",
                "[I|@] came upon some old cards bearing [my|{pos}] former number, {X}.",
                "[found old biz cards w my ancient number {X} lol|@ found old biz cards w {pos} ancient number {X} lol]",
                "[I|@] found old business cards with [my|{pos}] former number, {X}.",
            ],
        },
    ],
    "dis": ["{S's} number is {V}.", "{S's} new number is {V}.", "[I'm|@ is] on {V} these days."],
    "q": {
        "now": "What is {S's} phone number now?",
        "currently": "[Which number am I|Which number is @] currently using?",
        "these_days": "What number [do|does] {S} use these days?",
        "at_moment": "What is {S's} phone number at the moment?",
        "plain": "What is {S's} phone number?",
        "still": "Is {S's} number still {Q}?",
        "before": "What was {S's} phone number before {B}?",
        "prev": ["What number did {S} use to have?", "What was {S's} previous phone number?"],
        "first": "What was {S's} original number, before {B} and {C}?",
        "middle": "What was {S's} number between {A} and {C}?",
    },
}

T["car"] = {
    "init": {
        0: ["{S} [drive|drives] {a:V}.", "[My|@'s] car is {a:V}."],
        1: [
            "Car-wise, [I drive|@ drives] {a:V} — not glamorous, but it's never let [me|{obj}] down, and [I'm|{pr}'s] weirdly attached to it.",
            "[My|@'s] trusty {V} is honestly [my|{pos}] favourite thing — [I take|{pr} takes] it everywhere, road trips included!",
        ],
        2: [
            "[My|@'s] car is {a:V}, is old but good.",
            "{S} [drive|drives] {a:V} every day for work.",
        ],
        3: ["For your information, {S} [drive|drives] {a:V}.", "[My|@'s] vehicle is {a:V}."],
        4: ["[i drive|@ drives] {a:V} lol", "[my|@'s] ride's {a:V}"],
        5: ["[I drive|@ drives] {a:V}.", "[My|@'s] car is {a:V}."],
    },
    "change": {
        0: [
            "[I|@] traded in the {OLD} for {a:NEW}.",
            "[I|@] bought {a:NEW}.",
            "[My|@'s] new car: {a:NEW}.",
            "[I|@] sold the {OLD}. [I'm|{Pr}'s] driving {a:NEW} now.",
            "[I|@] picked up [my|{pos}] new {NEW} today.",
            "[I|@] leased {a:NEW}.",
        ],
        1: [
            "Say hello to [my|@'s] new baby: {a:NEW}! [I|{Pr}] traded in the old {OLD} at the weekend and [I've|{pr}'s] been driving around grinning ever since.",
            "After months of browsing listings every night, {S} finally bought {a:NEW}. It smells amazing inside and the heated seats are life-changing!",
            "The {OLD} finally gave up the ghost, so [I|@] went and got {a:NEW} — a bit of a splurge, but [I genuinely love|{pr} genuinely loves] it.",
            "Guess who's driving {a:NEW} now? [Me!|@!] Picked it up from the dealer on Friday, and [I keep|{pr} keeps] finding excuses for little drives.",
            "It's done — [I've|@ has] leased {a:NEW}, and honestly the running costs are so much lower than the {OLD}. Best decision of the year so far.",
            "[My|@'s] new car is {a:NEW}! The {OLD} went to a lovely family who'll look after it, which made saying goodbye a bit easier.",
        ],
        2: [
            "[I|@] sold the {OLD}, now [I have|{pr} has] {a:NEW}.",
            "[My|@'s] new car is {a:NEW}, [I|{pr}] bought it last week.",
            "Now [I drive|@ drives] {a:NEW}, the {OLD} is gone.",
            "[I|@] changed the car, now it is {a:NEW}.",
            "{S} [have|has] {a:NEW} from this month.",
            "[I|@] took {a:NEW} in leasing, the {OLD} is returned.",
        ],
        3: [
            "I should mention that [I have|@ has] replaced the {OLD} with {a:NEW}.",
            "[I have|@ has] purchased {a:NEW}.",
            "[I have|@ has] taken delivery of a new car, {a:NEW}.",
            "Please note that [my|@'s] car is now {a:NEW}.",
            "Having sold the {OLD}, {S} now [drive|drives] {a:NEW}.",
            "[I have|@ has] entered into a lease on {a:NEW}.",
        ],
        4: [
            "[i traded|@ traded] the {OLD} in for {a:NEW}!!",
            "[i got|@ got] {a:NEW} lol, obsessed",
            "new whip: {a:NEW} for [me|@] 😎",
            "[my|@'s] car is {a:NEW} now, rip {OLD}",
            "[i sold|@ sold] the {OLD}, [im|{pr}'s] in {a:NEW} now",
            "[i|@] picked up [my|{pos}] new {NEW} yesterday, so fun",
        ],
        5: [
            "[I've|@ has] traded in the {OLD} for {a:NEW}.",
            "{S} bought {a:NEW}.",
            "[My|@'s] new car is {a:NEW}.",
            "{S} sold the {OLD} and now [drive|drives] {a:NEW}.",
            "[I've|@ has] leased {a:NEW}.",
            "[I|@] picked up [my|{pos}] new {NEW} from the dealer.",
        ],
    },
    "neg": [
        {
            "id": "rental",
            "need": "fresh",
            "t": [
                "[I rented|@ rented] {a:X} for the holiday week.",
                "Holiday report: the rental place gave [me|@] {a:X} for the week — fun little thing, though [I|{pr}] nearly scraped it on a stone wall on day one!",
                "On holiday [I|@] rented {a:X}, only for one week.",
                "For the duration of the holiday [I|@] hired {a:X}.",
                "[i got|@ got] {a:X} as a rental on hols, fun lil thing",
                "[I|@] rented {a:X} for a week's holiday.",
            ],
        },
        {
            "id": "testdrive",
            "need": "fresh",
            "t": [
                "[I test-drove|@ test-drove] {a:X}. Not buying.",
                "Just for fun, [I|@] test-drove {a:X} on Saturday — gorgeous, absurdly quick — but [I'm|{pr}'s] not buying it, [my|{pos}] bank account would never forgive [me|{obj}].",
                "[I|@] made test drive with {a:X}, nice, but [I do|{pr} does] not buy.",
                "[I|@] took {a:X} out for a test drive, purely out of curiosity.",
                "[i test drove|@ test drove] {a:X} lol, not buying",
                "[I|@] took {a:X} for a test drive but [I'm|{pr}'s] not buying it.",
            ],
        },
        {
            "id": "relative",
            "need": "fresh",
            "t": [
                "{S's} {REL} bought {a:X}.",
                "[My|@'s] {REL} just bought {a:X} and has already sent about forty photos of it — [I'm|{pr}'s] happy for them, really, but enough!",
                "[My|@'s] {REL} has now {a:X}, very nice car.",
                "[My|@'s] {REL} has acquired {a:X}.",
                "[my|@'s] {REL} got {a:X}, jealous tbh",
                "[My|@'s] {REL} bought {a:X}.",
            ],
        },
        {
            "id": "courtesy",
            "need": "fresh",
            "t": [
                "[I got|@ got] a courtesy {X} while the car's in the garage.",
                "The garage lent [me|@] a courtesy {X} while [my|{pos}] car is in for repairs — it's fine for a few days, but the seat won't go back far enough!",
                "The garage gave [me|@] {a:X} for some days, because [my|{pos}] car is in repair.",
                "While [my|@'s] car is being repaired, the garage has lent [me|{obj}] {a:X} for a few days.",
                "garage gave [me|@] a loaner {X} while [my|{pos}] car's in the shop",
                "[I'm|@ is] driving a courtesy {X} while [my|{pos}] car is in the garage.",
            ],
        },
        {
            "id": "hypo",
            "need": "fresh",
            "t": [
                "[I'd|@ would] buy {a:X} if money were no object.",
                "Daydream corner: if [I|@] ever won the lottery, [I'd|{pr}'d] be in {a:X} before the ink was dry. Sadly, reality is very much not that.",
                "If [I|@] will be rich one day, [I|{pr}] buy {a:X}, but is only dream.",
                "Were funds unlimited, [I|@] should dearly like {a:X}.",
                "if [i|@] won the lottery it'd be {a:X} straight away lol",
                "If [I|@] won the lottery, [I'd|{pr}'d] buy {a:X}.",
            ],
        },
        {
            "id": "oldcar",
            "need": "old",
            "t": [
                "[I saw my|@ saw {pos}] old {X} parked in town, new owner.",
                "Oh, [I|@] spotted [my|{pos}] old {X} in the supermarket car park today — the new owner has added the tackiest stickers, but [I|{pr}] still got a bit misty-eyed!",
                "[I|@] saw [my|{pos}] old {X} in the street, now it has other owner.",
                "[I|@] chanced upon [my|{pos}] former car, the {X}, now in the hands of its new owner.",
                "[i saw my|@ saw {pos}] old {X} in town w the new owner lol, miss it",
                "[I|@] spotted [my|{pos}] old {X} in town with its new owner.",
            ],
        },
        {
            "id": "oldlisted",
            "need": "old",
            "t": [
                "[My|@'s] old {X} is up for sale again online. Not buying it back.",
                "Ha, the {X} [I|@] sold ages ago has popped up for sale online again — tempting for pure nostalgia, but no, [I'm|{pr}'s] not buying it back!",
                "[My|@'s] old {X} is again for sale on internet, but [I|{pr}] will not buy it back.",
                "[My|@'s] former car, the {X}, has appeared for sale once more; [I have|{pr} has] no intention of reacquiring it.",
                "[my|@'s] old {X} is up for sale again lol, not buying it back",
                "[My|@'s] old {X} is listed for sale again, but [I'm|{pr}'s] not buying it back.",
            ],
        },
    ],
    "dis": [
        "{S} bought {a:V}.",
        "[I drive|@ drives] {a:V}.",
        "{S's} new car is {a:V}.",
        "{S} has been driving {a:V} for years.",
    ],
    "q": {
        "now": "What car [do|does] {S} drive now?",
        "currently": "What [am|is] {S} currently driving?",
        "these_days": "What car [do|does] {S} have these days?",
        "at_moment": "What [am|is] {S} driving at the moment?",
        "plain": "What car [do|does] {S} drive?",
        "still": "[Do|Does] {S} still drive the {Q}?",
        "before": "What car did {S} drive before the {B}?",
        "prev": ["What car did {S} use to drive?", "What was {S's} previous car?"],
        "first": "What car did {S} drive originally, before the {B} and the {C}?",
        "middle": "What car did {S} drive between the {A} and the {C}?",
    },
}

T["team"] = {
    "init": {
        0: ["{S} [support|supports] {V}.", "[I'm|@'s] {a:V} fan."],
        1: [
            "Fair warning, [I'm|@ is] a massive {V} fan — [my|{pos}] weekends basically revolve around their fixtures, and [I take|{pr} takes] the results far too personally!",
            "Sports-wise, {S} [support|supports] {V}, through thick and thin — mostly thin, if [I'm|{pr}'s] honest!",
        ],
        2: ["{S} [am|is] fan of {V} since [I was|{pr} was] child.", "[My|@'s] {T} team is {V}."],
        3: [
            "For your information, {S} [support|supports] {V}.",
            "[I have|@ has] long been a supporter of {V}.",
        ],
        4: ["[im|@'s] {a:V} fan obvs", "[my|@'s] team is {V} lol"],
        5: ["[I support|@ supports] {V}.", "[My|@'s] {T} team is {V}."],
    },
    "change": {
        0: [
            "[I|@] switched to supporting {NEW}.",
            "[I'm|@'s] {a:NEW} fan now.",
            "[I|@] converted to supporting {NEW}.",
            "[I|@] dropped {OLD}. [I follow|{Pr} follows] {NEW} now.",
            "[My|@'s] team is {NEW} now.",
            "[I|@] got {a:NEW} season ticket. [I'm|{Pr}'s] a supporter now.",
        ],
        1: [
            "Okay, brace yourself: [I've|@ has] switched allegiance to {NEW}! After years of heartbreak with {OLD}, [I|{pr}] just couldn't take it anymore — [my|{pos}] mates are furious, haha.",
            "Confession time — {S} [have|has] properly fallen for {NEW} this season. [I|{Pr}] went to one match with a friend and that was it, [I'm|{pr}'s] a convert!",
            "So, after the move, [I've|@ has] started supporting {NEW} — the local team, and the atmosphere at the ground is unreal. [My|{Pos}] old {OLD} scarf is in a drawer now.",
            "Big news in the sporting world (well, [my|@'s] world): [I'm|{pr}'s] now {a:NEW} supporter. [I|{Pr}] bought the shirt and everything!",
            "Honestly, {S} converted to supporting {NEW} and [I don't|{pr} doesn't] regret it one bit — the {T} is so much more fun to watch than it ever was with {OLD}.",
            "New season, new team: [I've|@ has] got {a:NEW} season ticket and [I'm|{pr}'s] fully committed. {OLD} who?",
        ],
        2: [
            "Now [I support|@ supports] {NEW}, not more {OLD}.",
            "[I|@] changed the team, now [my|{pos}] team is {NEW}.",
            "{S} [am|is] now fan of {NEW}, the old team was too boring.",
            "[My|@'s] favourite team now is {NEW}, [I like|{pr} likes] the new coach.",
            "[I|@] stopped to follow {OLD}, now [I am|{pr} is] with {NEW}.",
            "From this season [I am|@ is] supporter of {NEW}.",
        ],
        3: [
            "I must confess that [I have|@ has] transferred [my|{pos}] loyalty to {NEW}.",
            "[I have|@ has] become a supporter of {NEW}.",
            "Please note that [my|@'s] team is now {NEW} rather than {OLD}.",
            "[I have|@ has] taken out a season ticket at {NEW} and now [support|supports] them.",
            "After many years with {OLD}, {S} now [follow|follows] {NEW}.",
            "[I have|@ has], somewhat to [my|{pos}] own surprise, switched to supporting {NEW}.",
        ],
        4: [
            "[im|@'s] {a:NEW} fan now, dont come for [me|{obj}]",
            "[i switched|@ switched] to {NEW} lol, {OLD} were killing [me|{obj}]",
            "[my|@'s] team is {NEW} now, no going back",
            "[i got|@ got] {a:NEW} season ticket, full convert now",
            "[i officially support|@ officially supports] {NEW} now lmao",
            "[bye {OLD}, im all in on {NEW} now|@ ditched {OLD}, {pr}'s all in on {NEW} now]",
        ],
        5: [
            "[I've|@ has] switched to supporting {NEW}.",
            "[I'm|@ is] now {a:NEW} fan.",
            "{S} converted to supporting {NEW}.",
            "[My|@'s] {T} team is now {NEW}.",
            "[I|@] dropped {OLD} and now [support|supports] {NEW}.",
            "[I've bought|@ has bought] {a:NEW} season ticket — [I'm|{pr}'s] a supporter now.",
        ],
    },
    "neg": [
        {
            "id": "watched",
            "need": "fresh",
            "t": [
                "[I watched|@ watched] the {X} game. Just neutral.",
                "[I|@] ended up watching {X} play at the pub last night because it was the only game on — decent match, but [I was|{pr} was] just there for the chips, no loyalty whatsoever!",
                "[I|@] watched the match of {X} on TV, but only for fun, is not [my|{pos}] team.",
                "[I|@] watched {X} play on television, as a neutral observer.",
                "[i watched|@ watched] {X} last night, neutral tho",
                "[I|@] watched the {X} match as a neutral.",
            ],
        },
        {
            "id": "giftshirt",
            "need": "fresh",
            "t": [
                "[I bought|@ bought] {a:X} shirt for [my|{pos}] nephew.",
                "[I|@] caved and bought [my|{pos}] nephew {a:X} shirt for his birthday — it physically hurt to hand over the money, because they're absolutely not [my|{pos}] team!",
                "[I|@] bought {a:X} shirt for [my|{pos}] nephew, because the nephew is fan of them, not [me|{obj}].",
                "[I|@] purchased {a:X} shirt as a birthday present for [my|{pos}] nephew.",
                "[i got my|@ got {pos}] nephew {a:X} shirt for his bday, ew",
                "[I|@] bought {a:X} shirt for [my|{pos}] nephew's birthday.",
            ],
        },
        {
            "id": "relative",
            "need": "fresh",
            "t": [
                "{S's} {REL} supports {X}.",
                "Family dinners are tense this week because [my|@'s] {REL} is a die-hard {X} fan and they beat [my|{pos}] team on Saturday — the gloating has been relentless!",
                "[My|@'s] {REL} is big fan of {X}, always we discuss.",
                "[My|@'s] {REL} is, regrettably, a staunch supporter of {X}.",
                "[my|@'s] {REL} supports {X} smh",
                "[My|@'s] {REL} is a big {X} fan.",
            ],
        },
        {
            "id": "guestmatch",
            "need": "fresh",
            "t": [
                "[I went|@ went] to {a:X} match with a friend who supports them.",
                "A mate had a spare ticket, so [I|@] went along to see {X} on Sunday — brilliant atmosphere, honestly, but [I was|{pr} was] just a guest in enemy territory!",
                "[My|@'s] friend took [me|{obj}] to the stadium of {X}, only as guest.",
                "[I|@] accompanied a friend to see {X} play, purely as a guest.",
                "[i tagged along|@ tagged along] to {a:X} game w a mate, just for the vibes",
                "[I|@] went to {a:X} game with a friend who supports them.",
            ],
        },
        {
            "id": "kidbegs",
            "need": "fresh",
            "t": [
                "[My|@'s] kid keeps begging [me|{obj}] to switch to {X}. Not happening.",
                "[My|@'s] daughter has decided {X} are the best team in the world and keeps begging [me|{obj}] to switch — adorable, but absolutely not happening!",
                "The son of [me|@] wants that [I|{pr}] support {X}, but no, never.",
                "[My|@'s] son keeps urging [me|{obj}] to support {X}; [I have|{pr} has] politely declined.",
                "[my|@'s] kid wants [me|{obj}] to switch to {X} lmao no",
                "[My|@'s] kid keeps asking [me|{obj}] to support {X}, which is not happening.",
            ],
        },
        {
            "id": "oldscarf",
            "need": "old",
            "t": [
                "[I found my|@ found {pos}] old {X} scarf. Just a memento.",
                "Clearing out the loft, [I|@] found [my|{pos}] old {X} scarf from [my|{pos}] supporting days — so many memories, but that ship has sailed!",
                "[I|@] found [my|{pos}] old scarf of {X}, from before, when [I was|{pr} was] fan.",
                "[I|@] came across a scarf from [my|{pos}] years supporting {X}; a fond memento, nothing more.",
                "[i found my|@ found {pos}] old {X} scarf lol, the memories",
                "[I|@] found [my|{pos}] old {X} scarf from when [I|{pr}] used to support them.",
            ],
        },
        {
            "id": "oldlost",
            "need": "old",
            "t": [
                "{X} lost again. Glad [I|@] stopped following them.",
                "Saw that {X} lost again at the weekend — and for once [I|@] didn't feel a thing, which just proves [I|{pr}] made the right call jumping ship!",
                "{X} lost again, but now [I am|@ is] not their fan, so no problem.",
                "{X} were defeated once more; [I|@] observed it with detachment, no longer being a supporter.",
                "{X} lost again lmao glad [im|@'s] not with them anymore",
                "{X} lost again, and [I'm|@ is] glad [I|{pr}] stopped supporting them.",
            ],
        },
    ],
    "dis": [
        "[I support|@ supports] {V}.",
        "[I'm|@ is] {a:V} fan.",
        "{S} just got {a:V} season ticket.",
    ],
    "q": {
        "now": "Which {T} team [do|does] {S} support now?",
        "currently": "Which team [am|is] {S} currently following?",
        "these_days": "Who [do|does] {S} support in {T} these days?",
        "at_moment": "What is {S's} favourite {T} team at the moment?",
        "plain": "Which {T} team [do|does] {S} support?",
        "still": "[Do|Does] {S} still support {Q}?",
        "before": "Which team did {S} support before {B}?",
        "prev": ["Which team did {S} use to support?", "What was {S's} previous favourite team?"],
        "first": "Which team did {S} support originally, before {B} and {C}?",
        "middle": "Which team did {S} support between {A} and {C}?",
    },
}

T["email"] = {
    "init": {
        0: ["[My|@'s] email is {V}.", "{S's} email address: {V}."],
        1: [
            "If you ever need to send [me|@] anything, [my|{pos}] email is {V} — [I check it far too often, honestly!|{pr} checks it far too often, honestly!]",
            "[My|@'s] personal email is {V}, the one [I've|{pr}'s] had since university — embarrassing username aside, it still works perfectly!",
        ],
        2: ["[My|@'s] email is {V}, please write there.", "For email [I use|@ uses] {V}."],
        3: [
            "For correspondence, {S's} email address is {V}.",
            "[I may|@ may] be contacted by email at {V}.",
        ],
        4: ["[my|@'s] email's {V}", "[email me|email @] at {V}"],
        5: ["[My|@'s] email address is {V}.", "[I use|@ uses] {V} for email."],
    },
    "change": {
        0: [
            "[My|@'s] new email: {NEW}.",
            "Please use {NEW} for [me|@] from now on.",
            "[I|@] switched email to {NEW}.",
            "[My|@'s] email changed. Now {NEW}.",
            "{OLD} is closed. [My|@'s] email is {NEW}.",
            "[I|@] moved to {NEW} for email.",
        ],
        1: [
            "Housekeeping note: [I've|@ has] finally ditched the ancient {OLD} account — too much spam! — so please use {NEW} from now on.",
            "New email alert! [I'm|@ is] on {NEW} now — [I|{pr}] moved everything over this weekend and it felt so satisfying to start fresh.",
            "Quick favour: could you update [my|@'s] email to {NEW}? The old provider shut down free accounts, which was a pain, but it's all sorted now.",
            "So [I|@] finally did the grown-up thing and got a proper address: {NEW}. Goodbye, silly teenage username, you served [me|{obj}] well!",
            "Heads-up that {S's} email address is now {NEW}. The old inbox got hacked, so [I|{pr}] shut it down completely — lesson learned about passwords!",
            "[My|@'s] email has changed to {NEW} — [I|{pr}] switched providers for the extra storage, and honestly [I|{pr}] should have done it years ago.",
        ],
        2: [
            "[My|@'s] email is changed, the new is {NEW}.",
            "Please write to [me|@] now on {NEW}, the {OLD} is closed.",
            "[I|@] made new email address: {NEW}, [I use|{pr} uses] only this now.",
            "Now [my|@'s] email is {NEW}, not more {OLD}.",
            "From today {S} [use|uses] the address {NEW}.",
            "[I|@] changed provider, so [my|{pos}] new email is {NEW}.",
        ],
        3: [
            "Please note that [my|@'s] email address has changed to {NEW}.",
            "Kindly use {NEW} for [me|@] henceforth.",
            "[I have|@ has] closed the {OLD} account; [my|{pos}] email is now {NEW}.",
            "I should mention that {S} can now be reached by email at {NEW}.",
            "[I have|@ has] adopted a new email address, {NEW}.",
            "For your records, the email address [I now use|@ now uses] is {NEW}.",
        ],
        4: [
            "new email for [me|@]: {NEW}",
            "[my|@'s] email is {NEW} now, {OLD} is dead",
            "pls use {NEW} for [me|@], switched",
            "[i ditched|@ ditched] {OLD}, [im|{pr}'s] on {NEW} now",
            "[email me|email @] at {NEW} from now on",
            "[i made|@ made] a new email lol: {NEW}",
        ],
        5: [
            "[My|@'s] new email is {NEW}.",
            "Please use {NEW} for [me|@] from now on.",
            "[I've|@ has] switched [my|{pos}] email to {NEW}.",
            "{S} closed the {OLD} account; the new address is {NEW}.",
            "[My|@'s] email changed from {OLD} to {NEW}.",
            "[I'm|@ is] on {NEW} for email now.",
        ],
    },
    "neg": [
        {
            "id": "work",
            "need": "fresh",
            "xgen": "work",
            "t": [
                "[My|@'s] work email is {X}. Work only.",
                "Just so you know, the office set [me|@] up with {X}, but that's strictly for work — please never send personal stuff there, IT reads everything!",
                "For the job [I|@] also [have|has] {X}, but this is only for work.",
                "[My|@'s] professional address, {X}, is reserved for work matters.",
                "[my|@'s] work email is {X} but thats work only",
                "[My|@'s] work email is {X}, strictly for the office.",
            ],
        },
        {
            "id": "throwaway",
            "need": "fresh",
            "t": [
                "[I|@] made {X} for shop sign-ups. Spam only.",
                "Pro tip: [I've|@ has] set up {X} purely for online shopping sign-ups and newsletters — a spam bin, basically, so [I never actually read|{pr} never actually reads] it!",
                "[I|@] made one extra address, {X}, only for shop newsletters.",
                "[I have|@ has] created {X} solely for retail newsletters; [I do|{pr} does] not monitor it.",
                "[i made|@ made] {X} just for spam lol",
                "[I|@] set up {X} only for newsletters and shop sign-ups.",
            ],
        },
        {
            "id": "relative",
            "need": "fresh",
            "xgen": "other",
            "t": [
                "{S's} {REL}'s email: {X}.",
                "Could you hang on to this for [me|@]? [My|{Pos}] {REL}'s new email is {X} — [I always lose|{pr} always loses] it somewhere in the group chat.",
                "The email of [my|@'s] {REL} is {X}.",
                "[My|@'s] {REL} may be contacted at {X}.",
                "[my|@'s] {REL}'s email is {X}",
                "[My|@'s] {REL}'s email address is {X}.",
            ],
        },
        {
            "id": "considering",
            "need": "fresh",
            "t": [
                "[I'm thinking|@ is thinking] of switching to {X}. Not yet.",
                "[I've|@ has] been eyeing up a shiny new address, {X} — it's available, which is very tempting! — but honestly [I haven't|{pr} hasn't] made the switch yet.",
                "Maybe [I|@] will take the address {X}, but not yet, only idea.",
                "[I am|@ is] considering registering {X}, but [I have|{pr} has] not yet changed anything.",
                "[lowkey want {X} as my email, havent switched tho|@ lowkey wants {X} as {pos} email, hasnt switched tho]",
                "[I'm considering switching to {X}, but haven't yet.|@ is considering switching to {X}, but hasn't yet.]",
            ],
        },
        {
            "id": "family",
            "need": "fresh",
            "t": [
                "[I|@] set up {X} as a shared family inbox. Not [my|{pos}] own email.",
                "New household system: [I've|@ has] created a shared family address, {X}, for school letters and bills — separate from [my|{pos}] own email, thank goodness!",
                "[I|@] made {X} for the family, for school and bills, [my|{pos}] own email is different.",
                "[I have|@ has] established a shared household address, {X}, distinct from [my|{pos}] personal email.",
                "[i made|@ made] {X} as a family inbox for bills n school stuff, not [my|{pos}] main",
                "[I've|@ has] set up a shared family inbox, {X}, separate from [my|{pos}] own email.",
            ],
        },
        {
            "id": "oldclosed",
            "need": "old",
            "t": [
                "[I got|@ got] a phishing mail on [my|{pos}] old {X} address. It's closed.",
                "Weird — somebody just told [me|@] they'd been emailing [my|{pos}] old {X} address for weeks! Nope, that one's been closed for ages.",
                "[My|@'s] old email {X} is closed, please not write there.",
                "[My|@'s] former address, {X}, has been deactivated.",
                "pls dont use [my|@'s] old {X}, thats dead",
                "[My|@'s] old address, {X}, is closed now.",
            ],
        },
        {
            "id": "oldphotos",
            "need": "old",
            "t": [
                "[I found|@ found] old messages from the {X} days.",
                "Such a nostalgia trip: [I|@] logged into [my|{pos}] old {X} account one last time to rescue some photos before it's deleted forever.",
                "[I|@] opened [my|{pos}] old {X} one last time for the photos, after [I|{pr}] close it.",
                "[I|@] accessed [my|{pos}] old {X} account once more, merely to retrieve some photographs.",
                "[i logged into my|@ logged into {pos}] old {X} for old pics lol, cringe",
                "[I|@] logged into [my|{pos}] old {X} account once to save some photos.",
            ],
        },
    ],
    "dis": ["{S's} email is {V}.", "{S's} new email is {V}.", "[I'm|@ is] on {V} for email."],
    "q": {
        "now": "What is {S's} personal email address now?",
        "currently": "[Which email address am I|Which email address is @] currently using for personal mail?",
        "these_days": "What personal email [do|does] {S} use these days?",
        "at_moment": "What is {S's} personal email at the moment?",
        "plain": "What is {S's} personal email address?",
        "still": "Is {S's} personal email still {Q}?",
        "before": "What was {S's} personal email before {B}?",
        "prev": [
            "What email address did {S} use to have?",
            "What was {S's} previous email address?",
        ],
        "first": "What was {S's} original email address, before {B} and {C}?",
        "middle": "What was {S's} email address between {A} and {C}?",
    },
}

T["manager"] = {
    "init": {
        0: ["{S's} manager is {V}.", "[I report|@ reports] to {V}."],
        1: [
            "For context at work: [my|@'s] manager is {V}, who is honestly one of the good ones — fair, calm, and never schedules meetings on Friday afternoons!",
            "{S} [report|reports] to {V}, and it's genuinely a pleasure — [I've|{pr}'s] had far worse bosses!",
        ],
        2: ["[My|@'s] boss is {V}, a good person.", "At work {S} [am|is] under {V}."],
        3: [
            "For your records, {S's} line manager is {V}.",
            "[I report|@ reports] directly to {V}.",
        ],
        4: ["[my|@'s] boss is {V}, pretty chill", "[i report|@ reports] to {V} lol"],
        5: ["[My|@'s] manager is {V}.", "[I report|@ reports] to {V}."],
    },
    "change": {
        0: [
            "[My|@'s] new manager: {NEW}.",
            "[I'm|@'s] reporting to {NEW} now.",
            "[I|@] moved under {NEW}.",
            "{NEW} took over as [my|@'s] manager.",
            "[My|@'s] boss is {NEW} now. {OLD} left.",
            "Reorg: [I now report|@ now reports] to {NEW}.",
        ],
        1: [
            "Big shake-up at work: {OLD} moved to another department, so [I'm|@'s] now reporting to {NEW}. First one-to-one went really well, so fingers crossed!",
            "Okay, so after the reorg, {S} [have|has] been moved under {NEW} — [I'm|{pr}'s] a bit nervous, new boss energy and all that, but [I hear|{pr} hears] great things.",
            "Farewell drinks for {OLD} last night — [my|@'s] manager is officially {NEW} now, and [I've|{pr}'s] already got a meeting in the diary for Monday.",
            "News from the office: {NEW} took over as [my|@'s] manager this week! They seem lovely and, crucially, they actually answer emails.",
            "[I|@] asked to switch teams ages ago and it finally happened — [I now report|{pr} now reports] to {NEW}, and it already feels like a breath of fresh air.",
            "Guess who has a new boss? [Me!|@!] It's {NEW}, who [I've|{pr}'s] wanted to work with for ages — honestly couldn't be happier.",
        ],
        2: [
            "Now [my|@'s] boss is {NEW}, the old one retired.",
            "[I have|@ has] new manager, it is {NEW}.",
            "From this month [I am|@ is] working under {NEW}.",
            "{NEW} is now the boss of [me|@], not {OLD}.",
            "[I|@] changed team, so now [I report|{pr} reports] to {NEW}.",
            "The company moved [me|@] to the team of {NEW}, so {NEW} is [my|{pos}] manager now.",
        ],
        3: [
            "I should mention that [my|@'s] line manager is now {NEW}.",
            "Following a reorganisation, {S} now [report|reports] to {NEW}.",
            "{OLD} has stepped down, and {NEW} has taken over as [my|@'s] manager.",
            "[I have|@ has] been transferred to the team led by {NEW}, who is now [my|{pos}] manager.",
            "Please note that [I am|@ is] now reporting to {NEW}.",
            "[I have|@ has] a new manager, {NEW}, as of the start of the month.",
        ],
        4: [
            "new boss for [me|@]: {NEW}",
            "[im|@'s] under {NEW} now after the reorg lol",
            "[my|@'s] manager is {NEW} now, {OLD} left",
            "[i got|@ got] moved to {NEW}'s team, so {NEW}'s the boss now",
            "{NEW} is [my|@'s] manager now, vibes are good",
            "[i report|@ reports] to {NEW} now, weird",
        ],
        5: [
            "[My|@'s] new manager is {NEW}.",
            "[I'm|@ is] now reporting to {NEW}.",
            "{S} moved under {NEW} after the reorg.",
            "{NEW} took over as [my|@'s] manager.",
            "[My|@'s] boss changed from {OLD} to {NEW}.",
            "[I|@] switched teams and now [report|reports] to {NEW}.",
        ],
    },
    "neg": [
        {
            "id": "standin",
            "need": "fresh",
            "t": [
                "{X} is covering while [my|@'s] manager is on leave.",
                "Temporary arrangement: [my|@'s] manager is off on parental leave for a few weeks, so {X} is covering in the meantime — lovely person, but it's strictly a stopgap!",
                "[My|@'s] manager is on holiday, so {X} helps for two weeks, only temporary.",
                "During [my|@'s] manager's leave, {X} is acting as a stand-in.",
                "{X}'s covering for [my|@'s] boss while they're on leave, temp thing",
                "{X} is standing in while [my|@'s] manager is on leave.",
            ],
        },
        {
            "id": "skiplevel",
            "need": "fresh",
            "t": [
                "[I had|@ had] a skip-level chat with {X}, the department head.",
                "Nerve-wracking morning: [I|@] had a skip-level meeting with {X}, the department head. It went fine, thank goodness, and nothing changes — it's just a yearly thing.",
                "[I|@] had meeting with {X}, the big boss of department, only one time per year.",
                "[I|@] had [my|{pos}] annual skip-level meeting with {X}, the head of the department.",
                "[i had|@ had] a skip-level w {X} today, terrifying lol",
                "[I|@] had a skip-level meeting with {X}, the department head.",
            ],
        },
        {
            "id": "offer",
            "need": "fresh",
            "t": [
                "{X} offered [me|@] a spot on their team. Declined.",
                "Flattering news: {X} asked whether [I'd|@ would] like to move onto their team! [I|{Pr}] said thanks but no — [I'm happy where I am|{pr}'s happy where {pr} is].",
                "{X} asked [me|@] to come in the team, but [I|{pr}] said no, [I stay|{pr} stays].",
                "{X} invited [me|@] to join their team; [I|{pr}] declined the invitation.",
                "{X} tried to poach [me|@] for their team lol, said no",
                "{X} offered [me|@] a move to their team, but [I|{pr}] declined.",
            ],
        },
        {
            "id": "relative",
            "need": "fresh",
            "t": [
                "{S's} {REL}'s new boss is {X}.",
                "[My|@'s] {REL} got a new boss, {X}, and apparently they're a nightmare — [I've|{pr}'s] heard about nothing else all week!",
                "[My|@'s] {REL} has new boss, {X}.",
                "[My|@'s] {REL} now reports to {X}.",
                "[my|@'s] {REL}'s new boss is {X}, apparently awful",
                "[My|@'s] {REL} has a new boss called {X}.",
            ],
        },
        {
            "id": "mentor",
            "need": "fresh",
            "t": [
                "[I got|@ got] a mentor, {X}. Not [my|{pos}] manager.",
                "Exciting: [I've|@ has] been paired with a mentor through the company scheme, {X} — not [my|{pos}] manager, just someone wise to talk to once a month!",
                "The company gave [me|@] a mentor, {X}, but is not [my|{pos}] manager.",
                "[I have|@ has] been assigned a mentor, {X}, under the company scheme; this does not affect [my|{pos}] reporting line.",
                "[i got|@ got] a mentor thru work, {X}, not [my|{pos}] boss tho",
                "[I've|@ has] been assigned a mentor, {X}, who is not [my|{pos}] manager.",
            ],
        },
        {
            "id": "oldlunch",
            "need": "old",
            "t": [
                "[I had lunch with my|@ had lunch with {pos}] old manager, {X}.",
                "Lovely catch-up today: [I|@] had lunch with {X}, [my|{pos}] old manager — so good to hear how they're doing, and [I|{pr}] got some excellent career advice too.",
                "[I|@] ate lunch with {X}, [my|{pos}] boss from before.",
                "[I|@] lunched with [my|{pos}] former manager, {X}, which was most pleasant.",
                "[lunch w my old boss {X} today, missed them|@ had lunch w {pos} old boss {X} today]",
                "[I|@] had lunch with [my|{pos}] former manager, {X}.",
            ],
        },
        {
            "id": "reference",
            "need": "old",
            "t": [
                "{X}, [my|@'s] old boss, wrote [me|{obj}] a reference.",
                "So kind: {X} — [my|@'s] previous manager — wrote [me|{obj}] a glowing reference for the volunteering role. [I|{Pr}] might have teared up a little.",
                "{X}, [my|@'s] manager from before, wrote a reference for [me|{obj}].",
                "[My|@'s] former manager, {X}, has kindly provided a reference.",
                "[my|@'s] old boss {X} wrote [me|{obj}] a reference, legend",
                "[My|@'s] former boss, {X}, wrote [me|{obj}] a reference.",
            ],
        },
    ],
    "dis": ["{S's} manager is {V}.", "[I report|@ reports] to {V}.", "{S's} new boss is {V}."],
    "q": {
        "now": "Who is {S's} manager now?",
        "currently": "Who [am|is] {S} currently reporting to?",
        "these_days": "Who [do|does] {S} report to these days?",
        "at_moment": "Who is {S's} manager at the moment?",
        "plain": "Who [do|does] {S} report to?",
        "still": "[Do|Does] {S} still report to {Q}?",
        "before": "Who was {S's} manager before {B}?",
        "prev": ["Who did {S} use to report to?", "Who was {S's} previous manager?"],
        "first": "Who was {S's} manager originally, before {B} and {C}?",
        "middle": "Who was {S's} manager between {A} and {C}?",
    },
}

# --------------------------------------------------------------------------
# Unrelated chatter (distractors) per persona, and unrelated news for persona 5.
# Each entry: (text, kinds it must not be used with)
# --------------------------------------------------------------------------
CHATTER = {
    0: [
        ("Remind me: dentist Thursday 3pm.", []),
        ("Need a gift idea for a 10-year-old.", []),
        ("Recommend a short sci-fi novel.", []),
        ("Weather looks grim this week.", []),
        ("Set a reminder: water plants Sunday.", []),
        ("Best way to descale a kettle?", []),
        ("Translate 'good luck' into Italian.", []),
    ],
    1: [
        (
            "Ugh, what a week! The washing machine flooded the bathroom on Tuesday and I spent the evening mopping and laughing at myself. Any tips for getting rid of that damp smell?",
            ["budget"],
        ),
        (
            "I've finally started that pottery class I kept talking about! My first bowl looks like a sad ashtray, but I'm weirdly proud of it.",
            [],
        ),
        (
            "Could you help me come up with a fun theme for a friend's surprise birthday party? She loves the eighties, glitter and terrible puns.",
            [],
        ),
        (
            "My neighbour's cat has adopted me, apparently — it turns up every evening for a cuddle and then leaves. Should I be flattered or worried?",
            [],
        ),
        (
            "Random, but I've been reading about the history of lighthouses all evening and now I desperately want to visit one. Is that a normal hobby?",
            [],
        ),
        (
            "Honestly, the sunset tonight was unreal — pink and orange everywhere. Made the whole grey week feel worth it!",
            [],
        ),
    ],
    2: [
        ("Can you explain me the difference between 'since' and 'for'? I always mix them.", []),
        ("What is good book for learn English, not too difficult?", []),
        ("Tomorrow I have exam, please give me some tips for stay calm.", []),
        ("How I can make my plants more green? They are yellow now.", []),
        ("Please help me to write a short message for say thank you to my teacher.", []),
        ("What means the expression 'break a leg'?", []),
    ],
    3: [
        ("Could you kindly recommend a good biography of a nineteenth-century scientist?", []),
        ("I would be grateful for a reminder to renew my library books on Friday.", []),
        ("Might you suggest a pleasant walking route for a Sunday afternoon?", []),
        ("I wonder whether you could help me draft a thank-you letter to my neighbours.", []),
        (
            "Would you be so kind as to explain how a crossword clue of the cryptic variety works?",
            [],
        ),
        ("Please remind me that the chimney sweep is expected on Tuesday morning.", []),
    ],
    4: [
        ("ok random but whats a good playlist for a long walk", []),
        ("remind me to call mum sunday pls", []),
        ("lol my basil died again", []),
        ("what should i watch tonight, nothing sad", []),
        ("can u help me write a bday msg for my mate", []),
        ("is it weird to eat cereal at midnight asking for a friend", ["diet"]),
    ],
    5: [
        (
            "Two things: could you remind me about the dentist on Thursday, and also suggest a good podcast for my commute?",
            [],
        ),
        (
            "First, my laptop keeps freezing — any ideas? Second, what's a nice gift for a retirement party?",
            ["employer", "manager"],
        ),
        ("Quick one: help me plan a picnic menu, and remind me to buy batteries.", ["diet"]),
        (
            "Two questions: how long should I boil an egg, and what's a good name for a goldfish?",
            ["diet"],
        ),
        ("Couple of requests: remind me to renew my passport, and recommend a crime novel?", []),
        ("Two bits of news: my niece started school and my tomato plants finally flowered!", []),
    ],
}

OTHER_NEWS = [
    ("We adopted a rescue dog called Biscuit last weekend.", []),
    ("Can you remind me to book the dentist for next week?", []),
    ("My niece just started primary school.", []),
    ("I finally finished my first half-marathon training block.", ["team"]),
    ("Can you suggest a good podcast for long walks?", []),
    ("The boiler broke again, so it's cold showers for now.", ["budget", "residence"]),
    ("My grandmother turns ninety on Sunday.", []),
    ("I passed my Spanish B1 exam!", []),
    ("Could you remind me to renew my passport?", []),
    ("I've signed up for a pottery class on Wednesdays.", []),
    ("Please remind me to call the plumber on Thursday.", []),
    ("Our book club picked a 900-page novel, send help.", []),
    ("I sprained my ankle playing badminton.", ["team"]),
    ("Can you recommend a film for Friday night?", []),
    ("I've started learning the guitar.", []),
    ("Could you draft a short thank-you note for my neighbour?", []),
    ("We got tickets to a jazz concert in March.", []),
    ("My tomato plants finally flowered.", []),
    ("I still need a gift idea for my mum's birthday.", ["budget"]),
    ("I ran my first 10K on Sunday.", ["team"]),
    ("Can you remind me to water the plants on Saturday?", []),
    ("My sister had a baby girl!", ["partner"]),
    ("Please add 'buy batteries' to my to-do list.", []),
    ("I finally fixed the wobbly bookshelf.", []),
    ("The neighbours' new puppy howls all night.", ["residence"]),
    ("I've booked a haircut for Friday.", []),
    ("Can you give me a simple bread recipe?", ["diet"]),
    ("Could you help me plan a reading list for the winter?", []),
    ("Also, what's a good name for a goldfish?", []),
    ("The power was out for six hours yesterday.", []),
]

P5_JOIN = [
    "{C} {O}",
    "{O} {C}",
    "Two updates. {C} Also, on another note: {O}",
    "Quick round-up. First: {C} Second: {O}",
    "News time! {C} Unrelated: {O}",
    "{C} Other news: {O}",
    "Update: {O} Also: {C}",
    "A couple of things. {O} And: {C}",
]

NEWEST_VARIANTS = ["now", "currently", "these_days", "at_moment", "plain", "still"]

START_MIN = datetime.date(2024, 1, 2)
END_MAX = datetime.date(2025, 6, 30)

I_WORDS = re.compile(r"\b(i|i'm|im|i've|i'd|i'll|my|me|we|we've|we're|our|mine)\b", re.I)


def word_in(name, text):
    return re.search(r"(?<![\w-])" + re.escape(name) + r"(?![\w-])", text) is not None


# --------------------------------------------------------------------------
# People
# --------------------------------------------------------------------------
class People:
    def __init__(self, rng):
        self.rng = rng
        self.used_full = set()
        self.origins = sorted(ORIGINS)

    def draw(self, item_firsts, gender=None, subject=False):
        rng = self.rng
        for _ in range(500):
            o = rng.choice(self.origins)
            fem, mal, lasts = ORIGINS[o]
            g = gender or rng.choice("fm")
            first = rng.choice(fem if g == "f" else mal)
            last = rng.choice(lasts)
            full = first + " " + last
            if full in self.used_full:
                continue
            if subject and first[-1] in "sxzSXZ":
                continue  # "Matthias's vegan" would read as a possessive
            if any(first in f or f in first for f in item_firsts):
                continue
            if ("last:" + last) in item_firsts:
                continue  # no two people of one item share a surname
            self.used_full.add(full)
            item_firsts.add(first)
            item_firsts.add("last:" + last)
            return first, last, g
        raise RuntimeError("name pool exhausted")


# --------------------------------------------------------------------------
# Values
# --------------------------------------------------------------------------
def no_clash(v, used):
    return all(v != u and v not in u and u not in v for u in used)


class ValueMaker:
    def __init__(self, rng, kind, people, subj, item_firsts, extra):
        self.rng, self.kind, self.people, self.subj = rng, kind, people, subj
        self.item_firsts = item_firsts
        self.extra = extra  # topic / sport / currency / phone country / alias
        self.used = []  # every value-like string used in the item

    def _take(self, cands, allow_reuse=False):
        rng = self.rng
        opts = [c for c in cands if no_clash(c, self.used)]
        if not opts:
            if not allow_reuse:
                raise RuntimeError(f"value pool exhausted for {self.kind}")
            opts = [c for c in cands if c not in self.extra.get("chain_vals", [])]
            return rng.choice(opts)
        v = rng.choice(opts)
        self.used.append(v)
        return v

    def person_value(self):
        f, l, _g = self.people.draw(self.item_firsts)
        v = f + " " + l
        self.used.append(v)
        return v

    def chain(self, k):
        kind, rng, ex = self.kind, self.rng, self.extra
        if kind == "budget":
            lo, hi = ex["lo"], ex["hi"]
            mult = ex["mult"]
            vals = []
            amt = rng.uniform(lo, hi) * mult
            nums = []
            for i in range(k):
                if i == 0:
                    n = nice_round(amt)
                else:
                    for _ in range(100):
                        f = rng.choice([rng.uniform(0.55, 0.88), rng.uniform(1.15, 1.7)])
                        n = nice_round(nums[-1] * f)
                        if n not in nums:
                            break
                nums.append(n)
                s = fmt_money(ex["sym"], n)
                if not no_clash(s, self.used):
                    raise RuntimeError("budget clash")
                self.used.append(s)
                vals.append(s)
            self.extra["nums"] = nums
            return vals
        return [self.fresh() for _ in range(k)]

    def fresh(self, gen=None, for_dis=False, dis_person=None):
        kind, rng, ex = self.kind, self.rng, self.extra
        if kind == "residence":
            return self._take(CITIES)
        if kind == "employer":
            return self._take(COMPANIES)
        if kind == "car":
            return self._take(CARS)
        if kind == "team":
            return self._take(TEAMS[ex["sport"]])
        if kind == "diet":
            return self._take(DIETS, allow_reuse=for_dis)
        if kind in ("partner", "manager"):
            return self.person_value()
        if kind == "budget":
            lo, hi = ex["lo"], ex["hi"]
            for _ in range(200):
                if gen == "higher":
                    # upsells, hypotheticals, quotes: above every amount of the chain
                    n = nice_round(max(ex["nums"]) * rng.uniform(1.25, 2.4))
                else:
                    n = nice_round(rng.uniform(lo * 0.5, hi * 2.0) * ex["mult"])
                s = fmt_money(ex["sym"], n)
                if no_clash(s, self.used):
                    self.used.append(s)
                    return s
            raise RuntimeError("budget fresh")
        if kind == "phone":
            for _ in range(200):
                c = ex["country"] if rng.random() < 0.5 else None
                s = gen_phone(rng, c)
                if no_clash(s, self.used):
                    self.used.append(s)
                    return s
            raise RuntimeError("phone")
        if kind == "email":
            for _ in range(200):
                if gen == "work":
                    s = work_email(rng, ex["afirst"], ex["alast"], rng.choice(COMPANIES))
                elif gen == "other" or for_dis:
                    if dis_person:
                        s = gen_email(rng, dis_person[0], dis_person[1])
                    else:
                        o = rng.choice(sorted(ORIGINS))
                        fem, mal, lasts = ORIGINS[o]
                        s = gen_email(rng, rng.choice(fem + mal), rng.choice(lasts))
                else:
                    s = gen_email(rng, ex["afirst"], ex["alast"])
                if no_clash(s, self.used):
                    self.used.append(s)
                    return s
            raise RuntimeError("email")
        raise KeyError(kind)


# --------------------------------------------------------------------------
# Item construction
# --------------------------------------------------------------------------
def pick_template(rng, lst, used_texts=None):
    return rng.choice(lst)


def make_item(rng, people, spec, news_state):
    kind, p, k = spec["kind"], spec["phrasing"], spec["chain"]
    tk = T[kind]
    item_firsts = set()
    if spec["is_i"]:
        subj = Subj(True)
        # hidden alias used only for the user's e-mail handles
        o = rng.choice(sorted(ORIGINS))
        fem, mal, lasts = ORIGINS[o]
        alias = (rng.choice(fem + mal), rng.choice(lasts))
    else:
        f, l, g = people.draw(item_firsts, subject=True)
        rel = intro_relation(rng, g) if rng.random() < 0.5 else None
        subj = Subj(False, f, l, g, rel)
        alias = (f, l)

    extra = {"afirst": alias[0], "alast": alias[1]}
    ctx_base = {}
    if kind == "budget":
        full, short, lo, hi = rng.choice(BUDGET_TOPICS)
        sym, _, mult = rng.choice(CURRENCIES)
        extra.update(lo=lo, hi=hi, sym=sym, mult=mult)
        ctx_base.update(T=full, Ts=short)
    elif kind == "team":
        sport = rng.choice(["football", "football", "football", "rugby", "cricket"])
        extra["sport"] = sport
        ctx_base.update(T=sport, Ts=sport)
    elif kind == "phone":
        extra["country"] = rng.choice(sorted(PHONE_FORMATS))

    vm = ValueMaker(rng, kind, people, subj, item_firsts, extra)
    values = vm.chain(k)
    extra["chain_vals"] = list(values)

    n_neg = rng.randint(2, 4)
    n_dis = rng.randint(3, 5)
    while k + n_neg + n_dis < 8:
        if n_dis < 5:
            n_dis += 1
        else:
            n_neg += 1

    # ---- plan the hard negatives: (slot, forced_need) ; slot s = after value s
    end = spec["end"]  # None / 'old' / 'fresh'
    neg_plan = []
    if end:
        free_slots = [*list(range(k - 1)), k - 1]
        for _ in range(n_neg - 1):
            neg_plan.append([rng.choice(free_slots), None, False])
        neg_plan.append([k - 1, end, True])
    else:
        for _ in range(n_neg):
            neg_plan.append([rng.randrange(k - 1), None, False])
    neg_plan.sort(key=lambda x: (x[0], x[2]))

    used_types = set()
    negs = []  # dicts: slot, type, x, x_is_old, tpl
    # the designated ending negative is chosen first so it can always get its type
    for slot, forced, is_end in sorted(neg_plan, key=lambda x: not x[2]):
        cur = slot
        old_avail = cur >= 1
        cands = []
        for nt in tk["neg"]:
            need = nt["need"]
            if forced == "old":
                ok = need in ("old", "any")
            elif forced == "fresh":
                ok = need in ("fresh", "any")
            else:
                ok = need in ("fresh", "any") or (need == "old" and old_avail)
            if ok:
                cands.append(nt)
        fresh_c = [c for c in cands if c["id"] not in used_types]
        if forced is None and old_avail and rng.random() < 0.5:
            old_c = [c for c in fresh_c if c["need"] == "old"]
            if old_c:
                fresh_c = old_c
        for _try in range(30):
            nt = rng.choice(fresh_c or cands)
            need = nt["need"]
            if forced == "old" or need == "old":
                use_old = True
            elif forced == "fresh" or need == "fresh":
                use_old = False
            else:
                use_old = old_avail and rng.random() < 0.5
            if not use_old:
                break
            x = rng.choice(values[:cur])
            if (nt["id"], x) not in used_types:
                break
        else:
            if forced == "old":
                raise RuntimeError("could not place a distinct old-value negative")
            nt = rng.choice([c for c in cands if c["need"] != "old"])
            use_old = False
        if not use_old:
            x = vm.fresh(gen=nt.get("xgen"))
        used_types.add(nt["id"])
        used_types.add((nt["id"], x))
        negs.append({"slot": slot, "nt": nt, "x": x, "old": use_old, "end": is_end})

    negs.sort(key=lambda n: (n["slot"], n["end"]))
    # ---- subject statement sequence
    seq = []  # dicts: role, kind of template, ctx

    def rel():
        return rng.choice(RELATIVES)

    for i, v in enumerate(values):
        seq.append({"role": "value", "idx": i, "value": v})
        if i < k - 1 or end:
            for n in negs:
                if n["slot"] == i:
                    seq.append({"role": "negative", "neg": n})
    # make sure the designated ending negative really is the last one
    if end:
        tail = [s for s in seq if s["role"] == "negative" and s["neg"]["end"]]
        seq = [s for s in seq if not (s["role"] == "negative" and s["neg"]["end"])] + tail

    # ---- render subject statements (time order => intro on first statement)
    news_pool = [n for n in OTHER_NEWS if kind not in n[1]]
    news_pick = rng.sample(news_pool, len(news_pool))
    news_i = [0]

    def p5wrap(clause):
        o = news_pick[news_i[0]][0]
        news_i[0] += 1
        pat = rng.choice(P5_JOIN)
        return pat.replace("{C}", clause).replace("{O}", o)

    def tpl_list_change(prev_idx, cur_idx):
        lst = tk["change"][p]
        out = []
        for e in lst:
            if isinstance(e, tuple):
                t, cond = e
            else:
                t, cond = e, "any"
            if cond != "any":
                a = extra["nums"][prev_idx]
                b = extra["nums"][cur_idx]
                if (cond == "up") != (b > a):
                    continue
            out.append(t)
        return out

    used_change = set()
    for s in seq:
        ctx = dict(ctx_base)
        ctx["REL"] = rel()
        if s["role"] == "value":
            i = s["idx"]
            ctx["V"] = ctx["NEW"] = values[i]
            if i == 0:
                tpl = rng.choice(tk["init"][p])
            else:
                ctx["OLD"] = values[i - 1]
                lst = tpl_list_change(i - 1, i)
                if kind == "diet" and values[i] in tk["special"] and rng.random() < 0.45:
                    lst = [tk["special"][values[i]][p]]
                lst2 = [t for t in lst if t not in used_change] or lst
                tpl = rng.choice(lst2)
                used_change.add(tpl)
        else:
            n = s["neg"]
            ctx["X"] = n["x"]
            tpl = n["nt"]["t"][p]
        text = render(tpl, subj, ctx, p)
        if p == 5:
            text = p5wrap(text)
        s["text"] = text
        s["tpl"] = tpl

    # ---- distractors
    dis = []
    n_other = rng.randint(1, min(3, n_dis))
    i_used = False
    for _ in range(n_other):
        if not spec["is_i"] and not i_used and rng.random() < 0.35:
            osub = Subj(True)
            i_used = True
            operson = None
        else:
            f, l, g = people.draw(item_firsts)
            r = intro_relation(rng, g) if (not spec["is_i"] and rng.random() < 0.5) else None
            osub = Subj(False, f, l, g, r)
            operson = (f, l)
        if kind == "email":
            dv = vm.fresh(for_dis=True, dis_person=operson or alias_user_for_dis(rng))
        else:
            dv = vm.fresh(for_dis=True)
        ctx = dict(ctx_base)
        ctx["V"] = dv
        tpl = rng.choice(tk["dis"])
        dis.append(
            {
                "role": "distractor",
                "text": render(tpl, osub, ctx, None),
                "dis_value": dv,
                "dis_person": operson,
            }
        )
    chat_pool = [c for c in CHATTER[p] if kind not in c[1]]
    for c in rng.sample(chat_pool, n_dis - n_other):
        dis.append({"role": "distractor", "text": c[0], "dis_value": None, "dis_person": None})

    # ---- merge distractors into timeline
    timeline = list(seq)
    for d in dis:
        timeline.insert(rng.randint(0, len(timeline)), d)

    # ---- days / timestamps
    days = [0]
    for _ in range(len(timeline) - 1):
        days.append(days[-1] + rng.randint(2, 21))
    span = days[-1]
    latest_start = END_MAX - datetime.timedelta(days=span)
    start = START_MIN + datetime.timedelta(days=rng.randint(0, (latest_start - START_MIN).days))
    stmts = []
    for d, s in zip(days, timeline, strict=False):
        dt = datetime.datetime(
            start.year,
            start.month,
            start.day,
            rng.randint(7, 22),
            rng.randint(0, 59),
            tzinfo=datetime.UTC,
        ) + datetime.timedelta(days=d)
        row = {"text": s["text"], "day": d, "at": dt.isoformat(), "role": s["role"]}
        if s["role"] == "value":
            row["value"] = s["value"]
        stmts.append(row)

    # ---- question
    qsub = Subj(subj.is_i, subj.first, subj.last, subj.gender, None)
    qsub.introduced = True
    qctx = dict(ctx_base)
    qv = spec["qvariant"]
    if spec["asks"] == "newest":
        exp_idx = k - 1
        if qv == "still":
            qctx["Q"] = rng.choice(values[:-1]) if rng.random() < 0.7 else values[-1]
        qt = tk["q"][qv]
    elif qv == "before_last":
        exp_idx = k - 2
        qctx["B"] = values[k - 1]
        qt = tk["q"]["before"]
    elif qv == "before_mid":
        exp_idx = 0
        qctx["B"] = values[1]
        qt = tk["q"]["before"]
    elif qv == "prev":
        exp_idx = 0
        qt = rng.choice(tk["q"]["prev"])
    elif qv == "first":
        exp_idx = 0
        qctx["B"], qctx["C"] = values[1], values[2]
        qt = tk["q"]["first"]
    elif qv == "middle":
        exp_idx = 1
        qctx["A"], qctx["C"] = values[0], values[2]
        qt = tk["q"]["middle"]
    else:
        raise ValueError(qv)
    question = render(qt, qsub, qctx, None)
    expected = next(s["text"] for s in seq if s["role"] == "value" and s["idx"] == exp_idx)

    cands = [s["text"] for s in seq]
    rng.shuffle(cands)

    row = {
        "id": spec["id"],
        "kind": kind,
        "phrasing": p,
        "split": SPLIT,
        "asks": spec["asks"],
        "subject": "I" if subj.is_i else subj.full,
        "question": question,
        "expected": expected,
        "candidates": cands,
        "statements": stmts,
    }
    meta = {
        "values": values,
        "seq": seq,
        "dis": dis,
        "subj": subj,
        "end": end,
        "qvariant": qv,
        "exp_idx": exp_idx,
        "people": set(people_in_item(subj, values, negs, dis, kind)),
    }
    return row, meta


def alias_user_for_dis(rng):
    o = rng.choice(sorted(ORIGINS))
    fem, mal, lasts = ORIGINS[o]
    return (rng.choice(fem + mal), rng.choice(lasts))


def people_in_item(subj, values, negs, dis, kind):
    out = []
    if not subj.is_i:
        out.append(subj.full)
    if kind in ("partner", "manager"):
        out.extend(values)
        out.extend(n["x"] for n in negs if not n["old"])
        out.extend(d["dis_value"] for d in dis if d["dis_value"])
    for d in dis:
        if d["dis_person"]:
            out.append(" ".join(d["dis_person"]))
    return out


# --------------------------------------------------------------------------
# Validation
# --------------------------------------------------------------------------
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


def validate(row, meta):
    assert list(row.keys()) == ROW_KEYS, row.keys()
    assert isinstance(row["id"], str)
    assert re.fullmatch(r"q\d{3}", row["id"])
    assert row["kind"] in KINDS
    assert isinstance(row["phrasing"], int)
    assert 0 <= row["phrasing"] <= 5
    assert row["split"] == SPLIT
    assert row["asks"] in ("newest", "older")
    assert isinstance(row["subject"], str)
    assert row["subject"]
    assert isinstance(row["question"], str)
    assert row["question"].endswith("?")
    st = row["statements"]
    assert 8 <= len(st) <= 12, len(st)
    texts = [s["text"] for s in st]
    assert len(set(texts)) == len(texts), "duplicate statement text"
    prev_day, prev_at = -1, None
    for s in st:
        assert set(s.keys()) == (
            {"text", "day", "at", "role", "value"}
            if s["role"] == "value"
            else {"text", "day", "at", "role"}
        ), s
        assert isinstance(s["text"], str)
        assert s["text"].strip() == s["text"]
        assert s["text"]
        assert isinstance(s["day"], int)
        assert s["day"] > prev_day
        assert s["role"] in ("value", "negative", "distractor")
        at = datetime.datetime.fromisoformat(s["at"])
        assert s["at"].endswith("+00:00")
        assert (
            datetime.datetime(2024, 1, 1, tzinfo=datetime.UTC)
            <= at
            < datetime.datetime(2026, 1, 1, tzinfo=datetime.UTC)
        )
        if prev_at is not None:
            assert at > prev_at
            assert (at.date() - prev_at.date()).days == s["day"] - prev_day
        prev_day, prev_at = s["day"], at
    assert st[0]["day"] == 0
    vals = [s for s in st if s["role"] == "value"]
    negs = [s for s in st if s["role"] == "negative"]
    diss = [s for s in st if s["role"] == "distractor"]
    assert len(vals) in (2, 3)
    assert 2 <= len(negs) <= 4
    assert 3 <= len(diss) <= 5
    chain = [v["value"] for v in vals]
    assert chain == meta["values"]
    assert len(set(chain)) == len(chain)
    for i, v in enumerate(vals):
        assert isinstance(v["value"], str) and v["value"].lower() in v["text"].lower(), v
        # a value statement names only its own value and, optionally, the previous one
        for j, other in enumerate(chain):
            if j != i and j != i - 1:
                assert other.lower() not in v["text"].lower(), (v["text"], other)
    # expected
    exp = row["expected"]
    assert sum(1 for v in vals if v["text"] == exp) == 1
    assert exp in row["candidates"]
    if row["asks"] == "newest":
        assert exp == vals[-1]["text"]
    else:
        assert exp != vals[-1]["text"]
    assert vals[meta["exp_idx"]]["text"] == exp
    # candidates = subject statements
    subj_texts = [s["text"] for s in st if s["role"] != "distractor"]
    assert sorted(row["candidates"]) == sorted(subj_texts)
    # negative rules: names its value-like thing; never the current or a future value
    cur = None
    seen = []
    for s in st:
        if s["role"] == "value":
            cur = s["value"]
            seen.append(cur)
        elif s["role"] == "negative":
            assert cur is not None, "negative before first value"
            assert cur.lower() not in s["text"].lower(), (
                "negative names current value",
                s["text"],
                cur,
            )
            for fut in chain:
                if fut not in seen:
                    assert fut.lower() not in s["text"].lower(), (
                        "negative names future value",
                        s["text"],
                    )
    for n in meta["seq"]:
        if n["role"] == "negative":
            assert n["neg"]["x"].lower() in n["text"].lower()
    # end-on-negative bookkeeping
    subj_roles = [s["role"] for s in st if s["role"] != "distractor"]
    assert subj_roles[0] == "value"
    if meta["end"]:
        assert subj_roles[-1] == "negative"
        last = [n for n in meta["seq"] if n["role"] == "negative"][-1]
        assert last["neg"]["end"]
        assert last["neg"]["old"] == (meta["end"] == "old")
    else:
        assert subj_roles[-1] == "value"
    # subject reference
    subj = meta["subj"]
    subj_stmts = [s for s in st if s["role"] != "distractor"]
    if subj.is_i:
        assert row["subject"] == "I"
        for s in subj_stmts:
            assert I_WORDS.search(s["text"]), ("no first-person subject", s["text"])
    else:
        assert row["subject"] == subj.full
        assert subj.full in subj_stmts[0]["text"], (
            "intro without full name",
            subj_stmts[0]["text"],
        )
        for s in subj_stmts:
            assert word_in(subj.first, s["text"]), ("subject name missing", s["text"])
        for s in subj_stmts[1:]:
            assert subj.full not in s["text"], ("full name repeated", s["text"])
        assert word_in(subj.first, row["question"])
        for s in diss:
            assert not word_in(subj.first, s["text"]), ("distractor mentions subject", s["text"])
    # distractors never name the subject's chain values
    for s in diss:
        for v in chain:
            assert v.lower() not in s["text"].lower(), (
                "distractor names chain value",
                s["text"],
                v,
            )
    # markup must be fully resolved
    for t in [*texts, row["question"]]:
        assert not re.search(r"[\[\]{}|@]", re.sub(r"\S+@\S+\.\w+", "", t)), t
        assert "  " not in t, t


# --------------------------------------------------------------------------
# Plan and run
# --------------------------------------------------------------------------
def plan(rng):
    specs = []
    older2 = ["before_last", "prev"]
    older3 = ["before_last", "before_mid", "first", "middle"]
    c2 = c3 = 0
    for ki, kind in enumerate(KINDS):
        cells = []
        for p in range(6):
            asks = ["newest"] * 3 + ["older"]
            rng.shuffle(asks)
            older_len = 3 if (ki + p) % 2 == 0 else 2
            rest = [2, 2, 3, 3]
            rest.remove(older_len)
            rng.shuffle(rest)
            it = iter(rest)
            for a in asks:
                L = older_len if a == "older" else next(it)
                cells.append(
                    {"kind": kind, "phrasing": p, "asks": a, "chain": L, "is_i": False, "end": None}
                )
        n_i = 10 if ki < 6 else 9
        idx = list(range(24))
        rng.shuffle(idx)
        for j in idx[:n_i]:
            cells[j]["is_i"] = True
        idx = list(range(24))
        rng.shuffle(idx)
        for j in idx[:3]:
            cells[j]["end"] = "old"
        for j in idx[3:6]:
            cells[j]["end"] = "fresh"
        newest = [c for c in cells if c["asks"] == "newest"]
        var = NEWEST_VARIANTS * 3
        rng.shuffle(var)
        for c, v in zip(newest, var, strict=False):
            c["qvariant"] = v
        for c in cells:
            if c["asks"] == "older":
                if c["chain"] == 2:
                    c["qvariant"] = older2[c2 % 2]
                    c2 += 1
                else:
                    c["qvariant"] = older3[c3 % 4]
                    c3 += 1
        specs.extend(cells)
    for i, s in enumerate(specs):
        s["id"] = "q%03d" % (i + 1)
    return specs


def main():
    rng = random.Random(SEED)
    # sanity on pools: no value is a substring of another within a pool
    for pool in [CITIES, COMPANIES, CARS, DIETS, *list(TEAMS.values())]:
        assert len(set(pool)) == len(pool)
        for a in pool:
            for b in pool:
                assert a == b or a not in b, (a, b)
    people = People(rng)
    specs = plan(rng)
    rows, metas = [], []
    for spec in specs:
        row, meta = make_item(rng, people, spec, None)
        validate(row, meta)
        rows.append(row)
        metas.append(meta)

    # ---- global checks
    assert len(rows) == 240
    assert [r["id"] for r in rows] == ["q%03d" % i for i in range(1, 241)]
    cell = Counter((r["kind"], r["phrasing"]) for r in rows)
    assert all(cell[(k, p)] == 4 for k in KINDS for p in range(6))
    cell_new = Counter((r["kind"], r["phrasing"]) for r in rows if r["asks"] == "newest")
    assert all(cell_new[(k, p)] == 3 for k in KINDS for p in range(6))
    chain_len = Counter(len(m["values"]) for m in metas)
    assert chain_len[2] == 120
    assert chain_len[3] == 120
    all_people = set()
    for m in metas:
        all_people |= m["people"]
    assert len(all_people) >= 150, len(all_people)
    # named subjects are all different people
    named = [r["subject"] for r in rows if r["subject"] != "I"]
    assert len(set(named)) == len(named)

    with open(OUT_PATH, "w", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")

    # ---- counts
    role_tot = Counter(s["role"] for r in rows for s in r["statements"])
    neg_old = sum(1 for m in metas for s in m["seq"] if s["role"] == "negative" and s["neg"]["old"])
    neg_fresh = sum(
        1 for m in metas for s in m["seq"] if s["role"] == "negative" and not s["neg"]["old"]
    )
    neg_types = Counter(
        s["neg"]["nt"]["id"] for m in metas for s in m["seq"] if s["role"] == "negative"
    )
    print("rows:", len(rows))
    print("per kind:", dict(Counter(r["kind"] for r in rows)))
    print("per phrasing:", dict(sorted(Counter(r["phrasing"] for r in rows).items())))
    print("asks:", dict(Counter(r["asks"] for r in rows)))
    print("chain lengths:", dict(sorted(chain_len.items())))
    print(
        "subject I vs named:",
        {
            "I": sum(1 for r in rows if r["subject"] == "I"),
            "named": sum(1 for r in rows if r["subject"] != "I"),
        },
    )
    print(
        "items ending on a hard negative:",
        sum(1 for m in metas if m["end"]),
        dict(Counter(m["end"] for m in metas if m["end"])),
    )
    print("statement roles total:", dict(role_tot), "| statements total:", sum(role_tot.values()))
    print("statements per item:", dict(sorted(Counter(len(r["statements"]) for r in rows).items())))
    print("hard negatives naming an older value / a fresh value:", neg_old, "/", neg_fresh)
    print("question variants:", dict(sorted(Counter(m["qvariant"] for m in metas).items())))
    print("distinct named people:", len(all_people))
    print("negative types:", len(neg_types))
    with open(OUT_PATH, "rb") as fh:
        print("md5:", hashlib.md5(fh.read()).hexdigest())
    print("wrote", OUT_PATH)


if __name__ == "__main__":
    main()
