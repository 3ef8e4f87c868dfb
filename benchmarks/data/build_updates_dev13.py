#!/usr/bin/env python3
"""Build the dev13 knowledge-update evaluation set.

Plain, everyday English chat between a user and an assistant.  Each item is
an independent little conversation in which a fact about the user ("I") or a
named person is stated and later updated.  Questions ask for the newest value
or for an older one.  Deterministic: random.Random(13013).

Output: /tmp/s27/dev13/updates_dev13.jsonl (UTF-8, one JSON object per line).
"""

import json
import math
import os
import random
import re
import unicodedata
from collections import Counter
from datetime import UTC, datetime, timedelta

OUT_DIR = os.path.dirname(os.path.abspath(__file__))
OUT_PATH = os.path.join(OUT_DIR, "updates_dev13.jsonl")
SPLIT = "dev13"
SEED = 13013

KIND_ORDER = [
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
NEWEST_STYLES = ["now", "currently", "these_days", "at_moment", "present", "still"]

# ---------------------------------------------------------------------------
# People
# ---------------------------------------------------------------------------

NAMED_PEOPLE = [
    # (first, last, gender)
    ("Ana", "Costa", "f"),
    ("Aisha", "Bello", "f"),
    ("Mei", "Chen", "f"),
    ("Sofia", "Rossi", "f"),
    ("Yuki", "Tanaka", "f"),
    ("Fatima", "Benali", "f"),
    ("Ingrid", "Larsen", "f"),
    ("Chiara", "Bianchi", "f"),
    ("Amara", "Okafor", "f"),
    ("Leila", "Haddad", "f"),
    ("Nadia", "Petrova", "f"),
    ("Carmen", "Ruiz", "f"),
    ("Hana", "Kim", "f"),
    ("Zainab", "Yusuf", "f"),
    ("Elif", "Yılmaz", "f"),
    ("Olga", "Novak", "f"),
    ("Mariam", "Tadesse", "f"),
    ("Camille", "Dubois", "f"),
    ("Freya", "Morgan", "f"),
    ("Siobhan", "Byrne", "f"),
    ("Ayesha", "Siddiqui", "f"),
    ("Lucía", "Fernández", "f"),
    ("Thandiwe", "Dlamini", "f"),
    ("Keiko", "Sato", "f"),
    ("Agnieszka", "Kowalska", "f"),
    ("Maëlle", "Laurent", "f"),
    ("Rania", "Aziz", "f"),
    ("Isabela", "Santos", "f"),
    ("Ngozi", "Eze", "f"),
    ("Aroha", "Ngata", "f"),
    ("Kavya", "Iyer", "f"),
    ("Linh", "Nguyen", "f"),
    ("Dilnoza", "Karimova", "f"),
    ("Astrid", "Berg", "f"),
    ("Saoirse", "Kelly", "f"),
    ("Zeynep", "Demir", "f"),
    ("Marta", "Nowak", "f"),
    ("Eilidh", "Fraser", "f"),
    ("Anjali", "Mehta", "f"),
    ("Noa", "Levi", "f"),
    ("Ama", "Mensah", "f"),
    ("Paulina", "Wiśniewska", "f"),
    ("Bianca", "Popescu", "f"),
    ("Rosa", "Delgado", "f"),
    ("Ji-woo", "Park", "f"),
    ("Tala", "Nasser", "f"),
    ("Valentina", "Moreno", "f"),
    ("Sunita", "Rao", "f"),
    ("Chloe", "Bennett", "f"),
    ("Imani", "Johnson", "f"),
    ("Gwen", "Price", "f"),
    ("Hiba", "Khalil", "f"),
    ("Ottilie", "Clarke", "f"),
    ("Sakura", "Ito", "f"),
    ("Abena", "Owusu", "f"),
    ("Laila", "Karimi", "f"),
    ("Daniela", "Vargas", "f"),
    ("Megan", "O'Brien", "f"),
    ("Yasmin", "Farouk", "f"),
    ("Niamh", "Doyle", "f"),
    ("Tamar", "Cohen", "f"),
    ("Lerato", "Mokoena", "f"),
    ("Anouk", "de Vries", "f"),
    ("Renata", "Silva", "f"),
    ("Maja", "Jensen", "f"),
    ("Esperanza", "Cruz", "f"),
    ("Mina", "Hosseini", "f"),
    ("Fang", "Wang", "f"),
    ("Emma", "Schmidt", "f"),
    ("Adaeze", "Obi", "f"),
    ("Solveig", "Haugen", "f"),
    ("Marisol", "Ortega", "f"),
    ("Kirra", "Anderson", "f"),
    ("Nkechi", "Uzor", "f"),
    ("Meera", "Pillai", "f"),
    ("Tomasz", "Nowicki", "m"),
    ("Kwame", "Asante", "m"),
    ("Hiroshi", "Yamamoto", "m"),
    ("Luca", "Ferrari", "m"),
    ("Mateo", "García", "m"),
    ("Arjun", "Patel", "m"),
    ("Omar", "Farah", "m"),
    ("Jonas", "Becker", "m"),
    ("Sipho", "Ndlovu", "m"),
    ("Liam", "Murphy", "m"),
    ("Dmitri", "Volkov", "m"),
    ("Chidi", "Okonkwo", "m"),
    ("Rafael", "Oliveira", "m"),
    ("Wei", "Zhang", "m"),
    ("Youssef", "Amrani", "m"),
    ("Erik", "Johansson", "m"),
    ("Pierre", "Martin", "m"),
    ("Kenji", "Watanabe", "m"),
    ("Ahmed", "Hassan", "m"),
    ("Diego", "Herrera", "m"),
    ("Seo-jun", "Lee", "m"),
    ("Bram", "Jansen", "m"),
    ("Mehmet", "Kaya", "m"),
    ("Nikhil", "Sharma", "m"),
    ("Tane", "Parata", "m"),
    ("Finn", "O'Connor", "m"),
    ("Emeka", "Nwosu", "m"),
    ("Andrei", "Ionescu", "m"),
    ("Karim", "Mansour", "m"),
    ("Jakub", "Dvořák", "m"),
    ("Samuel", "Osei", "m"),
    ("Alejandro", "Torres", "m"),
    ("Ravi", "Krishnan", "m"),
    ("Hamid", "Rahimi", "m"),
    ("Oskar", "Nilsson", "m"),
    ("Tariq", "Mahmood", "m"),
    ("Callum", "Reid", "m"),
    ("Duc", "Tran", "m"),
    ("Santiago", "López", "m"),
    ("Adebayo", "Adeyemi", "m"),
    ("Mikael", "Virtanen", "m"),
    ("Rohan", "Desai", "m"),
    ("Felipe", "Rocha", "m"),
    ("Gareth", "Evans", "m"),
    ("Nikos", "Papadopoulos", "m"),
    ("Ibrahim", "Diallo", "m"),
    ("Marcus", "Wright", "m"),
    ("Haruto", "Suzuki", "m"),
    ("Vikram", "Singh", "m"),
    ("Lars", "Eriksen", "m"),
    ("Paolo", "Conti", "m"),
    ("Kofi", "Boateng", "m"),
    ("Bogdan", "Horvat", "m"),
    ("Aziz", "Karimov", "m"),
    ("Tevita", "Fifita", "m"),
    ("Matthias", "Weber", "m"),
    ("Jamal", "Carter", "m"),
    ("Dong-hyun", "Choi", "m"),
    ("Teodor", "Georgiev", "m"),
    ("Ethan", "Walsh", "m"),
    ("Hugo", "Lefèvre", "m"),
    ("Ali", "Rezaei", "m"),
    ("Nuno", "Pereira", "m"),
    ("Sebastián", "Castro", "m"),
    ("Olumide", "Bakare", "m"),
    ("Anton", "Kovalenko", "m"),
    ("Gustavo", "Lima", "m"),
    ("Sanjay", "Gupta", "m"),
    ("Thabo", "Molefe", "m"),
    ("Connor", "Hughes", "m"),
    ("Ramin", "Tehrani", "m"),
    ("Yerlan", "Abenov", "m"),
    ("Moshe", "Katz", "m"),
    ("Kenta", "Mori", "m"),
    ("Efe", "Akpan", "m"),
]

# Personas behind the "I" items (only used to build plausible e-mail handles).
I_PERSONAS = [
    ("Sam", "Rivera"),
    ("Jess", "Moyo"),
    ("Dan", "Kowal"),
    ("Leah", "Brandt"),
    ("Kit", "Hollis"),
    ("Rob", "Achebe"),
    ("Nat", "Sorensen"),
    ("Beth", "Carvalho"),
    ("Jon", "Mwale"),
    ("Lou", "Fontaine"),
    ("Ash", "Kapoor"),
    ("Pip", "Donnelly"),
    ("Viv", "Okoro"),
    ("Gabe", "Lindahl"),
    ("Cass", "Romero"),
    ("Mo", "Rahman"),
]

RELATIONS = [
    "colleague",
    "friend",
    "old school friend",
    "old friend",
    "neighbour",
    "coworker",
    "former colleague",
]

PRONOUNS = {
    "f": {"S": "she", "O": "her", "P": "her", "Sc": "She", "Pc": "Her"},
    "m": {"S": "he", "O": "him", "P": "his", "Sc": "He", "Pc": "His"},
}

PARTNER_NAMES = [
    "Alex",
    "Sam",
    "Jordan",
    "Marco",
    "Elena",
    "Dario",
    "Noor",
    "Kai",
    "Tom",
    "Rosie",
    "Matteo",
    "Inés",
    "Farid",
    "Lena",
    "Ollie",
    "Theo",
    "Zara",
    "Nico",
    "Beatriz",
    "Jamie",
    "Malik",
    "Ruby",
    "Ezra",
    "Yara",
    "Felix",
    "Clara",
    "Rahul",
    "Simone",
    "Hamza",
    "Bea",
    "Luis",
    "Ida",
    "Oscar",
    "Rhea",
    "Dev",
    "Maya",
    "Idris",
    "Lotte",
    "Andrés",
    "Joel",
    "Frida",
    "Kaito",
    "Nia",
    "Max",
    "Leon",
    "Amelie",
    "Rory",
    "Esme",
    "Tobias",
    "Suki",
]

MANAGER_NAMES = [
    "Priya Raman",
    "Greg Holloway",
    "Sarah Okoye",
    "David Lindqvist",
    "Helen Marsh",
    "Rebecca Stone",
    "Martin Kowalczyk",
    "Yvonne Achterberg",
    "Joanna Pike",
    "Carlos Mendes",
    "Naomi Fischer",
    "Stuart Bell",
    "Grace Mwangi",
    "Kevin O'Neill",
    "Julia Hartmann",
    "Raj Malhotra",
    "Elena Vasquez",
    "Mark Fletcher",
    "Susan Li",
    "Victor Almeida",
    "Hannah Brooks",
    "Adrian Cole",
    "Fiona Grant",
    "Tunde Bakare",
    "Ming Zhao",
    "Laura Kessler",
    "Patrick Dunne",
    "Sunil Menon",
    "Inès Moreau",
    "Oliver Strand",
    "Akiko Hayashi",
    "Brian Kerr",
    "Catherine Yeo",
    "Hassan Jaber",
    "Maria Lindgren",
    "Nathan Price",
    "Rachel Adler",
    "Deepa Nair",
    "Tom Whitaker",
    "Ewa Zielińska",
]

OTHER_SURNAMES = [
    "Bellini",
    "Okeke",
    "Hansen",
    "Moreau",
    "Tan",
    "Ribeiro",
    "Walsh",
    "Kaur",
    "Novak",
    "Schulz",
    "Mendoza",
    "Ito",
]

# ---------------------------------------------------------------------------
# Value pools
# ---------------------------------------------------------------------------

CITIES = [
    "Lisbon",
    "Porto",
    "Leeds",
    "Manchester",
    "Bristol",
    "Edinburgh",
    "Glasgow",
    "Cardiff",
    "Dublin",
    "Berlin",
    "Hamburg",
    "Munich",
    "Amsterdam",
    "Rotterdam",
    "Barcelona",
    "Valencia",
    "Madrid",
    "Milan",
    "Turin",
    "Lyon",
    "Marseille",
    "Copenhagen",
    "Stockholm",
    "Oslo",
    "Vienna",
    "Prague",
    "Kraków",
    "Warsaw",
    "Toronto",
    "Vancouver",
    "Montreal",
    "Chicago",
    "Denver",
    "Austin",
    "Seattle",
    "Boston",
    "Melbourne",
    "Sydney",
    "Brisbane",
    "Auckland",
    "Wellington",
    "Singapore",
    "Osaka",
    "Seoul",
    "Bangalore",
    "Pune",
    "Nairobi",
    "Cape Town",
    "Mexico City",
    "Buenos Aires",
    "São Paulo",
    "Bologna",
    "Ghent",
    "Galway",
]

NEIGHBOURHOODS = {
    "London": [
        "Clapham",
        "Hackney",
        "Peckham",
        "Islington",
        "Walthamstow",
        "Brixton",
        "Stoke Newington",
        "Ealing",
    ],
    "Berlin": [
        "Kreuzberg",
        "Neukölln",
        "Prenzlauer Berg",
        "Friedrichshain",
        "Moabit",
        "Schöneberg",
    ],
    "New York": ["Astoria", "Park Slope", "Bushwick", "Harlem", "Williamsburg", "Jackson Heights"],
    "Dublin": ["Rathmines", "Drumcondra", "Ranelagh", "Phibsborough", "Stoneybatter"],
    "Manchester": ["Didsbury", "Chorlton", "Ancoats", "Levenshulme", "Prestwich"],
}

COMPANIES = [
    "Stripe",
    "Shopify",
    "Spotify",
    "Siemens",
    "Deloitte",
    "Accenture",
    "IKEA",
    "Infosys",
    "Airbus",
    "Unilever",
    "Monzo",
    "Zalando",
    "Booking.com",
    "Atlassian",
    "Canva",
    "Ocado",
    "Rolls-Royce",
    "Philips",
    "Bosch",
    "Nestlé",
    "Wipro",
    "Salesforce",
    "Adobe",
    "HubSpot",
    "Revolut",
    "Klarna",
    "Deliveroo",
    "Arup",
    "KPMG",
    "PwC",
    "Mercado Libre",
    "Rakuten",
    "Samsung",
    "Sony",
    "LEGO",
    "Novo Nordisk",
    "Ericsson",
    "Nokia",
    "Heineken",
    "Vodafone",
    "Santander",
    "Zendesk",
    "Figma",
    "Datadog",
    "Octopus Energy",
    "John Lewis",
    "Brightwave Analytics",
    "Northpoint Logistics",
    "Halcyon Health",
    "Kestrel Labs",
    "Fern & Finch",
]

WORK_DOMAINS = [
    "brightwave.io",
    "northpoint-logistics.com",
    "halcyonhealth.org",
    "kestrel-labs.com",
    "fernandfinch.co.uk",
    "bluecrane.de",
    "tidewater.com.au",
    "lumenworks.ca",
]

BUDGET_THINGS = [
    # (phrase used in sentences, bare noun phrase, low GBP, high GBP)
    ("the kitchen renovation", "kitchen renovation", 6000, 20000),
    ("the wedding", "wedding", 8000, 30000),
    ("a new laptop", "new laptop", 600, 2000),
    ("the trip to Japan", "trip to Japan", 2000, 6000),
    ("the birthday party", "birthday party", 150, 800),
    ("a new sofa", "new sofa", 400, 2000),
    ("the honeymoon", "honeymoon", 2000, 8000),
    ("a road bike", "road bike", 500, 2500),
    ("the garden redesign", "garden redesign", 1500, 8000),
    ("Christmas presents", "Christmas presents", 200, 900),
    ("the bathroom refit", "bathroom refit", 3000, 10000),
    ("the anniversary dinner", "anniversary dinner", 80, 300),
    ("a new camera", "new camera", 400, 2000),
    ("the family holiday", "family holiday", 1500, 5000),
    ("the home office setup", "home office setup", 300, 1500),
    ("a new mattress", "new mattress", 300, 1200),
    ("the engagement ring", "engagement ring", 1000, 6000),
    ("a new TV", "new TV", 300, 1500),
    ("the stag weekend", "stag weekend", 200, 700),
    ("the monthly food shop", "monthly food shop", 250, 700),
]

CURRENCIES = [
    # (format, factor vs GBP, weight)
    ("£{}", 1.0, 35),
    ("${}", 1.25, 25),
    ("€{}", 1.15, 25),
    ("₹{}", 105.0, 4),
    ("A${}", 1.9, 4),
    ("C${}", 1.7, 3),
    ("CHF {}", 1.1, 2),
    ("¥{}", 190.0, 2),
]

DIETS = [
    "vegetarian",
    "vegan",
    "pescatarian",
    "keto",
    "paleo",
    "gluten-free",
    "dairy-free",
    "low-carb",
    "flexitarian",
    "plant-based",
]
CUT_OUT = {
    "vegetarian": "meat",
    "vegan": "all animal products",
    "pescatarian": "red meat and poultry",
    "keto": "carbs",
    "low-carb": "bread, pasta and rice",
    "dairy-free": "dairy",
    "gluten-free": "gluten",
    "plant-based": "meat and dairy",
}

CARS = [
    # (make and model, tier 1..3)
    ("Ford Fiesta", 1),
    ("Renault Clio", 1),
    ("Vauxhall Corsa", 1),
    ("Peugeot 208", 1),
    ("Fiat 500", 1),
    ("Suzuki Swift", 1),
    ("Seat Ibiza", 1),
    ("Citroën C3", 1),
    ("Honda Jazz", 1),
    ("Dacia Duster", 1),
    ("VW Golf", 2),
    ("Toyota Corolla", 2),
    ("Skoda Octavia", 2),
    ("Honda Civic", 2),
    ("Ford Focus", 2),
    ("Kia Niro", 2),
    ("Kia Sportage", 2),
    ("Nissan Leaf", 2),
    ("MG4", 2),
    ("Toyota Prius", 2),
    ("Mini Cooper", 2),
    ("Toyota RAV4", 2),
    ("Mazda CX-5", 2),
    ("Hyundai Tucson", 2),
    ("Volkswagen ID.3", 2),
    ("Tesla Model 3", 3),
    ("BMW 3 Series", 3),
    ("Audi A3", 3),
    ("Mercedes C-Class", 3),
    ("Volvo XC40", 3),
    ("Polestar 2", 3),
    ("Hyundai Ioniq 5", 3),
    ("Land Rover Defender", 3),
    ("Ford Mustang Mach-E", 3),
    ("Subaru Outback", 3),
]
CAR_TIER = dict(CARS)

TEAM_GROUPS = {
    "england": [
        "Arsenal",
        "Chelsea",
        "Liverpool",
        "Tottenham",
        "Manchester United",
        "Manchester City",
        "Newcastle",
        "Aston Villa",
        "Everton",
        "West Ham",
        "Brighton",
        "Leeds United",
        "Sunderland",
        "Nottingham Forest",
        "Wolves",
    ],
    "scotland": ["Celtic", "Rangers", "Hibs", "Hearts", "Aberdeen", "Dundee United"],
    "spain": [
        "Real Madrid",
        "Barcelona",
        "Atlético Madrid",
        "Sevilla",
        "Real Betis",
        "Athletic Bilbao",
        "Real Sociedad",
    ],
    "italy": ["Juventus", "Inter", "AC Milan", "Napoli", "Roma", "Lazio", "Fiorentina"],
    "germany": [
        "Bayern Munich",
        "Borussia Dortmund",
        "Bayer Leverkusen",
        "Schalke",
        "St. Pauli",
        "Werder Bremen",
        "Eintracht Frankfurt",
    ],
    "south_america": [
        "Boca Juniors",
        "River Plate",
        "Flamengo",
        "Palmeiras",
        "Corinthians",
        "Racing Club",
    ],
    "portugal_nl": ["Benfica", "Sporting", "Ajax", "PSV", "Feyenoord"],
    "ipl": [
        "Mumbai Indians",
        "Chennai Super Kings",
        "Royal Challengers Bengaluru",
        "Kolkata Knight Riders",
        "Rajasthan Royals",
        "Delhi Capitals",
    ],
    "turkey": ["Galatasaray", "Fenerbahçe", "Beşiktaş", "Trabzonspor"],
    "mexico": ["Club América", "Chivas", "Tigres", "Cruz Azul", "Monterrey"],
}

EMAIL_DOMAINS = [
    "gmail.com",
    "outlook.com",
    "proton.me",
    "icloud.com",
    "hotmail.com",
    "yahoo.com",
    "fastmail.com",
    "gmx.de",
    "hey.com",
    "mail.com",
    "yahoo.co.uk",
    "outlook.fr",
    "web.de",
    "zoho.com",
]
SPAM_ADDRESSES = [
    "security-alert@acc0unt-verify.net",
    "no-reply@parcel-redelivery.info",
    "billing@app1e-support.co",
    "winner@prize-claims-global.biz",
    "hr-update@payroll-docs.live",
    "support@bank-secure-login.org",
]
CLUB_ADDRESSES = [
    "northside.bookclub@gmail.com",
    "thursdaybooks@outlook.com",
    "pageturners.club@gmail.com",
    "elmroad.readers@proton.me",
]

# ---------------------------------------------------------------------------
# Templates.  Every template is a pair (I-form, named-form); budget update
# templates carry a third element, the direction of the change.  Negative
# templates may carry a third element naming the generator for {x}.
# Tokens: {v} value, {av} value with article, {old} previous value,
# {x}/{ax} fresh value, {o}/{ao} older chain value, {N} the person's name,
# {S} {O} {P} {Sc} {Pc} pronouns, {thing} {bare} {thing2} budget target,
# {since} a date, {cut} what was cut out (diet).
# ---------------------------------------------------------------------------

K = {}

K["residence"] = {
    "families": [
        {  # 0: "moved to"
            "first": [
                (
                    "I live in {v}, in case that's useful for any recommendations.",
                    "{N} lives in {v}, by the way.",
                ),
                ("For context, I'm based in {v}.", "For context, {N} is based in {v}."),
            ],
            "upd": [
                (
                    "I moved to {v} last weekend. Still surrounded by boxes.",
                    "{N} moved to {v} last weekend, so {S}'s finally out of {old}.",
                ),
                (
                    "Big change: I've moved to {v}. The {old} flat is someone else's problem now.",
                    "Big news from {N}: {S}'s moved to {v} and left {old} behind.",
                ),
                (
                    "Moved to {v} on Saturday. Goodbye {old}, I'll miss you!",
                    "{N} moved to {v} over the weekend.",
                ),
            ],
        },
        {  # 1: "relocated" (cities only)
            "cities_only": True,
            "first": [
                (
                    "I'm living in {v} at the moment, been here about two years.",
                    "{N} has lived in {v} for about two years.",
                ),
                ("Home for me is {v}.", "{N}'s place is in {v}."),
            ],
            "upd": [
                (
                    "Work relocated me to {v} after the reorg, so that's home now.",
                    "{N}'s company relocated {O} to {v} after the reorg, so that's where {S} lives now.",
                ),
                (
                    "I've relocated to {v}. New job, new city, new everything.",
                    "{N} has relocated to {v} for good.",
                ),
                (
                    "Relocated to {v} this week. {old} already feels like ages ago, I must say.",
                    "{N} relocated from {old} to {v} this week.",
                ),
            ],
        },
        {  # 2: "we're in X now"
            "first": [
                ("My partner and I have a flat in {v}.", "{N} and {P} partner rent a flat in {v}."),
                (
                    "We live in {v}, just the two of us and the cat.",
                    "{N} lives in {v} with {P} family.",
                ),
            ],
            "upd": [
                (
                    "We're in {v} now! The move went fine, only one broken mug.",
                    "{N} and {P} family are in {v} now. The move went smoothly.",
                ),
                (
                    "Quick update: we're in {v} now, not {old}.",
                    "Quick update on {N}: {S}'s in {v} now, not {old}.",
                ),
                (
                    "We've been living in {v} since {since}. Should have mentioned it sooner.",
                    "{N} and {P} partner have been living in {v} since {since}.",
                ),
            ],
        },
        {  # 3: "just got the keys"
            "first": [
                ("I rent a room in {v}.", "{N} rents a small place in {v}."),
                ("I'm in {v}, renting for now.", "{N} is renting in {v} for now."),
            ],
            "upd": [
                (
                    "Just got the keys to a place in {v}! I'm moving the last boxes in tonight.",
                    "{N} just got the keys to a place in {v} and has already moved in.",
                ),
                (
                    "Got the keys to my new flat in {v} today. Officially out of {old}.",
                    "{N} got the keys to {P} new flat in {v} today, so {S}'s officially out of {old}.",
                ),
                (
                    "We completed on the house in {v} and moved in yesterday.",
                    "{N} completed on a house in {v} and moved in yesterday.",
                ),
            ],
        },
        {  # 4: "has been living in X since" / "settled in"
            "first": [
                (
                    "I grew up in {v} and still live there.",
                    "{N} grew up in {v} and still lives there.",
                ),
                (
                    "I've been in {v} for the last five years.",
                    "{N} has been in {v} for the last five years.",
                ),
            ],
            "upd": [
                (
                    "I've been living in {v} since {since}, forgot to mention it.",
                    "{N} has been living in {v} since {since}. I forgot to mention that.",
                ),
                (
                    "I'm settled in {v} now. The {old} chapter is over.",
                    "{N} is settled in {v} now; {S} left {old} for good.",
                ),
                (
                    "I've been in {v} since {since} and it already feels like home.",
                    "{N}'s been in {v} since {since}, and {S} loves it.",
                ),
            ],
        },
        {  # 5: "home is X now" / "my address changed"
            "first": [
                (
                    "My address is in {v}, if you need it for the form.",
                    "{N}'s address is in {v}, for the invitation list.",
                ),
                ("I'm {av} local, born and raised.", "{N} is {av} local, born and raised."),
            ],
            "upd": [
                (
                    "Home is {v} now. We took the plunge after the wedding.",
                    "Home for {N} is {v} now; {S} moved there after the wedding.",
                ),
                (
                    "My address has changed, I'm in {v} now.",
                    "{N}'s address has changed. {Sc} lives in {v} now.",
                ),
                (
                    "Finally made the move to {v}. {old} is in my rear-view mirror.",
                    "{N} finally made the move from {old} to {v}.",
                ),
            ],
        },
    ],
    "neg_fresh": [
        (
            "I spent last week in {x} for work. Nice city, but good to be home.",
            "{N} spent last week in {x} for a conference and is back home now.",
        ),
        (
            "I'm seriously thinking about moving to {x} next year. Nothing decided though.",
            "{N} keeps saying {S}'ll move to {x} one day, but {S} hasn't done anything about it.",
        ),
        (
            "If I ever move again, it'll be to {x}.",
            "{N} says if {S} ever moves again, it'll be to {x}.",
        ),
        (
            "My sister lives in {x}; I'm visiting her next month.",
            "{N}'s sister lives in {x}, and {S} visits her a lot.",
        ),
        (
            "I viewed a flat in {x} today. Way too expensive, so that's not happening.",
            "{N} viewed a flat in {x} but decided against it.",
        ),
        (
            "What's the food scene like in {x}? My cousin is moving there.",
            "{N}'s best friend just moved to {x}, so {S}'ll be visiting a lot.",
        ),
        ("We had a lovely weekend away in {x}.", "{N} had a lovely weekend away in {x}."),
        (
            "Got offered a transfer to {x}, but I said no. Not moving.",
            "{N} was offered a transfer to {x} but turned it down.",
        ),
        ("My parents retired to {x} last year.", "{N}'s parents retired to {x} last year."),
        (
            "Is {x} a nice place to live? Just curious, I have no plans to move.",
            "{N} asked me whether {x} is nice to live in. Just curious, {S} said.",
        ),
    ],
    "neg_older": [
        (
            "I miss {o} sometimes, especially the coffee place on my old street.",
            "{N} says {S} misses {o}, mostly the friends {S} left there.",
        ),
        (
            "I'm heading back to {o} this weekend to see old friends.",
            "{N} is going back to {o} this weekend to catch up with old friends.",
        ),
        (
            "Ran into my old landlord from {o} at the station. Small world.",
            "{N} bumped into {P} old neighbour from {o} last night.",
        ),
        (
            "Still getting post for the {o} flat forwarded to me. So annoying.",
            "{N} still gets post forwarded from {P} old place in {o}.",
        ),
        (
            "Do you think I was wrong to leave {o}? Sometimes I wonder.",
            "{N} sometimes wonders whether leaving {o} was a mistake.",
        ),
        (
            "Spent a nostalgic day wandering around {o}. Glad I visited, glad I don't live there anymore.",
            "{N} spent a day back in {o} and said it felt strange being a visitor.",
        ),
    ],
    "q_newest": {
        "now": [("Where do I live now?", "Where does {Q} live now?")],
        "currently": [("Where am I currently living?", "Where is {Q} currently living?")],
        "these_days": [("Where am I living these days?", "Where is {Q} living these days?")],
        "at_moment": [("Where's home for me at the moment?", "Where's {Q} living at the moment?")],
        "present": [
            ("Where do I live?", "Where does {Q} live?"),
            ("Where is home for me?", "Where is {Q}'s home?"),
        ],
        "still": [
            ("Do I still live in {ref}?", "Does {Q} still live in {ref}?"),
            ("Am I still in {ref}?", "Is {Q} still living in {ref}?"),
        ],
    },
    "q_first": [
        ("Where did I live originally?", "Where did {Q} live originally?"),
        ("Where was I living at first?", "Where was {Q} living at first?"),
        ("Where did I live to begin with?", "Where did {Q} live to begin with?"),
    ],
    "q_before": [
        ("Where did I live before {last}?", "Where did {Q} live before moving to {last}?"),
        (
            "Before I moved to {last}, where was I living?",
            "Before {Q} moved to {last}, where was {S} living?",
        ),
    ],
    "q_prev": [
        ("Where did I use to live?", "Where did {Q} use to live?"),
        ("Where was I living previously?", "Where was {Q} living previously?"),
    ],
}

K["employer"] = {
    "families": [
        {  # 0: "started at"
            "first": [
                ("I work at {v}, on the data team.", "{N} works at {v}."),
                ("I'm at {v}, been there a few years now.", "{N} has been at {v} for a few years."),
            ],
            "upd": [
                (
                    "I started at {v} on Monday! Left {old} on good terms.",
                    "{N} started at {v} on Monday after leaving {old}.",
                ),
                (
                    "First week at {v} done. Very different from {old}, I can tell you.",
                    "{N} has just finished {P} first week at {v}.",
                ),
                ("Started my new job at {v} today.", "{N} started {P} new job at {v} today."),
            ],
        },
        {  # 1: "took a job with"
            "first": [
                (
                    "I've worked for {v} since I graduated.",
                    "{N} has worked for {v} since graduating.",
                ),
                ("I work for {v} in their finance team.", "{N} works for {v} in finance."),
            ],
            "upd": [
                (
                    "I took a job with {v}. Handed in my notice at {old} and started this week.",
                    "{N} took a job with {v} and has left {old}.",
                ),
                (
                    "Took the job with {v}! I'm officially their newest employee.",
                    "{N} took a job with {v}; {S} started this week.",
                ),
                (
                    "I've taken a job with {v}, so I'm no longer at {old}.",
                    "{N} has taken a job with {v}, so {S}'s no longer at {old}.",
                ),
            ],
        },
        {  # 2: "joined"
            "first": [
                ("I'm an engineer at {v}.", "{N} is an engineer at {v}."),
                ("I'm a project manager at {v}.", "{N} is a project manager at {v}."),
            ],
            "upd": [
                (
                    "I joined {v} last week. After the reorg at {old} I'd had enough.",
                    "{N} joined {v} last week; after the reorg at {old}, {S}'d had enough.",
                ),
                ("Joined {v} on Monday, so I'm still settling in.", "{N} joined {v} on Monday."),
                (
                    "I've joined {v}! Same kind of role, much better team.",
                    "{N} has joined {v} in a similar role.",
                ),
            ],
        },
        {  # 3: "accepted an offer from"
            "first": [
                ("I'm currently employed at {v}.", "{N} is currently employed at {v}."),
                (
                    "I've been with {v} for almost four years.",
                    "{N} has been with {v} for almost four years.",
                ),
            ],
            "upd": [
                (
                    "I accepted an offer from {v} and started there this week.",
                    "{N} accepted an offer from {v} and started there this week.",
                ),
                (
                    "Accepted {v}'s offer, and I've already done my induction there.",
                    "{N} accepted {v}'s offer and has already done {P} induction there.",
                ),
                (
                    "Said yes to {v}'s offer. I'm working there now, and {old} is behind me.",
                    "{N} said yes to {v}'s offer; {S} works there now and {old} is behind {O}.",
                ),
            ],
        },
        {  # 4: "has been with X since"
            "first": [
                ("I work at {v}. Mostly remote.", "{N} works at {v}, mostly remotely."),
                ("My employer is {v}.", "{N}'s employer is {v}."),
            ],
            "upd": [
                (
                    "I've been with {v} since {since}. Forgot to tell you I left {old}.",
                    "{N} has been with {v} since {since}; {S} left {old}.",
                ),
                (
                    "Been at {v} since {since} and I'm loving it.",
                    "{N}'s been at {v} since {since}.",
                ),
                (
                    "I've been working for {v} since {since} now.",
                    "{N} has been working for {v} since {since}.",
                ),
            ],
        },
        {  # 5: "switched jobs" / "left X and went to"
            "first": [
                ("I work in marketing at {v}.", "{N} works in marketing at {v}."),
                ("My job's at {v}. Nothing glamorous.", "{N} has an admin job at {v}."),
            ],
            "upd": [
                ("I switched jobs. I'm at {v} now.", "{N} switched jobs and is at {v} now."),
                (
                    "I left {old} and went to {v}. Best decision this year.",
                    "{N} left {old} and went to {v}.",
                ),
                (
                    "New job for me: {v}. Same commute, better pay.",
                    "{N}'s new job is at {v}. Better pay, same commute.",
                ),
            ],
        },
    ],
    "neg_fresh": [
        (
            "I had an interview at {x} but turned the offer down.",
            "{N} had an interview at {x} but turned the offer down.",
        ),
        (
            "A recruiter from {x} messaged me on LinkedIn. Not interested.",
            "A recruiter from {x} reached out to {N}, but {S} isn't interested.",
        ),
        ("My partner works at {x}.", "{N}'s partner works at {x}."),
        (
            "If {x} ever offered me a job I'd take it in a heartbeat.",
            "{N} says {S}'d jump at a job at {x} if one came up.",
        ),
        (
            "I've got a big meeting with a client from {x} tomorrow.",
            "{N} has a big meeting with {x} tomorrow; they're a client.",
        ),
        (
            "I applied to {x} on a whim. Probably won't hear back.",
            "{N} sent an application to {x}, just to see what happens.",
        ),
        (
            "I'm giving a guest talk at {x}'s office next week.",
            "{N} is giving a guest talk at {x} next week.",
        ),
        (
            "Is {x} a good place to work? A friend of mine is thinking of applying.",
            "{N} asked if I know anyone at {x}. Just curious about the company, apparently.",
        ),
        ("My brother just started at {x}.", "{N}'s brother just started at {x}."),
        (
            "I went to a careers evening at {x}, mostly for the free pizza.",
            "{N} went to a careers evening at {x}, mostly for the free pizza.",
        ),
    ],
    "neg_older": [
        (
            "Had lunch with my old team from {o} today. I do miss them.",
            "{N} had lunch with {P} old team from {o}.",
        ),
        (
            "Got a letter from {o} about my pension. Still sorting that out.",
            "{N} is still sorting out {P} pension from {o}.",
        ),
        (
            "Still have my {o} hoodie. Wore it today out of habit.",
            "{N} still wears {P} old {o} hoodie around the house.",
        ),
        (
            "Sometimes I miss {o}. The canteen was amazing.",
            "{N} says {S} misses the people at {o}.",
        ),
        ("{o} asked if I'd come back. I said no.", "{o} tried to tempt {N} back, but {S} said no."),
        (
            "My old manager at {o} asked me to be a reference for someone.",
            "{N}'s old boss from {o} called {O} about a reference.",
        ),
    ],
    "q_newest": {
        "now": [("Where do I work now?", "Where does {Q} work now?")],
        "currently": [("Who's my current employer?", "Who is {Q}'s current employer?")],
        "these_days": [
            ("Which company am I with these days?", "Which company is {Q} with these days?")
        ],
        "at_moment": [
            ("Who am I working for at the moment?", "Who is {Q} working for at the moment?")
        ],
        "present": [
            ("Which company do I work for?", "Which company does {Q} work for?"),
            ("Where do I work?", "Where does {Q} work?"),
        ],
        "still": [
            ("Am I still at {ref}?", "Is {Q} still working at {ref}?"),
            ("Do I still work for {ref}?", "Does {Q} still work for {ref}?"),
        ],
    },
    "q_first": [
        ("Where did I work originally?", "Where did {Q} work originally?"),
        ("Which company was I with at first?", "Which company was {Q} with at first?"),
        ("Where was I working to begin with?", "Where was {Q} working to begin with?"),
    ],
    "q_before": [
        ("Where did I work before {last}?", "Where did {Q} work before {last}?"),
        (
            "Which company was I with before I went to {last}?",
            "Which company was {Q} with before joining {last}?",
        ),
    ],
    "q_prev": [
        ("Where did I use to work?", "Where did {Q} use to work?"),
        ("Who was my previous employer?", "Who was {Q}'s previous employer?"),
    ],
}

K["budget"] = {
    "families": [
        {  # 0: "budget is" / "raised to"
            "first": [
                ("My budget for {thing} is {v}.", "{N}'s budget for {thing} is {v}."),
                ("I've set aside {v} for {thing}.", "{N} has set aside {v} for {thing}."),
            ],
            "upd": [
                (
                    "I've raised my budget for {thing} to {v}. Prices are just higher than I expected.",
                    "{N} has raised {P} budget for {thing} to {v}.",
                    "up",
                ),
                (
                    "My budget for {thing} is going up to {v} now the bonus has come through.",
                    "{N}'s budget for {thing} went up to {v} after {P} bonus came in.",
                    "up",
                ),
                (
                    "Okay, I'm bumping the budget for {thing} up to {v}.",
                    "{N} bumped {P} budget for {thing} up to {v}.",
                    "up",
                ),
            ],
        },
        {  # 1: "can spend up to"
            "first": [
                (
                    "I can spend up to {v} on {thing}, no more.",
                    "{N} can spend up to {v} on {thing}.",
                ),
                (
                    "The most I can put towards {thing} is {v}.",
                    "The most {N} can put towards {thing} is {v}.",
                ),
            ],
            "upd": [
                (
                    "Change of plan: I can spend up to {v} on {thing} now.",
                    "Change of plan for {N}: {S} can now spend up to {v} on {thing}.",
                    "any",
                ),
                (
                    "Went through my finances again, and I can go up to {v} for {thing}.",
                    "{N} went through {P} finances again and can now go up to {v} for {thing}.",
                    "up",
                ),
                (
                    "New limit for {thing}: {v}. I've run the numbers again.",
                    "{N}'s new limit for {thing} is {v}; {S} ran the numbers again.",
                    "any",
                ),
            ],
        },
        {  # 2: "capped at"
            "first": [
                (
                    "We're planning to spend around {v} on {thing}.",
                    "{N} is planning to spend around {v} on {thing}.",
                ),
                (
                    "Our budget for {thing} is {v}.",
                    "{N} and {P} partner have budgeted {v} for {thing}.",
                ),
            ],
            "upd": [
                (
                    "We've capped spending on {thing} at {v}. The boiler died and ate into our savings.",
                    "{N} has capped spending on {thing} at {v} after {P} boiler broke down.",
                    "down",
                ),
                (
                    "Our spending on {thing} is capped at {v} from now on.",
                    "{N}'s spending on {thing} is capped at {v} from now on.",
                    "down",
                ),
                (
                    "We've put a hard cap on {thing}: {v}. Not going over that.",
                    "{N} has put a hard cap of {v} on {thing}.",
                    "down",
                ),
            ],
        },
        {  # 3: "cut to"
            "first": [
                ("I've budgeted {v} for {thing}.", "{N} has budgeted {v} for {thing}."),
                (
                    "The plan is for me to spend {v} on {thing}.",
                    "{N} plans to spend {v} on {thing}.",
                ),
            ],
            "upd": [
                (
                    "I had to cut my budget for {thing} to {v}. My hours got reduced.",
                    "{N} had to cut {P} budget for {thing} to {v} because {P} hours were reduced.",
                    "down",
                ),
                (
                    "My budget for {thing} has been cut to {v}, sadly.",
                    "{N}'s budget for {thing} has been cut to {v}.",
                    "down",
                ),
                (
                    "Cutting back: I'll spend {v} on {thing}, tops.",
                    "{N} is cutting back and will spend {v} on {thing}, tops.",
                    "down",
                ),
            ],
        },
        {  # 4: "increased" / "found extra"
            "first": [
                ("I'm working with {v} for {thing}.", "{N} is working with {v} for {thing}."),
                ("My budget for {thing}: {v}.", "{N} is allowing {v} for {thing}."),
            ],
            "upd": [
                (
                    "Found some extra money, so my budget for {thing} is {v} now.",
                    "{N} found some extra money; {P} budget for {thing} is now {v}.",
                    "up",
                ),
                (
                    "My parents chipped in, so I can spend {v} on {thing} now.",
                    "{N}'s parents chipped in, so {S} can spend {v} on {thing} now.",
                    "up",
                ),
                (
                    "I've increased the budget for {thing} to {v}.",
                    "{N} has increased {P} budget for {thing} to {v}.",
                    "up",
                ),
            ],
        },
        {  # 5: "revised" / "changed from X to Y"
            "first": [
                (
                    "I'm allowing myself {v} for {thing}.",
                    "{N} is allowing {O}self {v} for {thing}.",
                ),
                ("Budget-wise, I'm giving {thing} {v}.", "Budget-wise, {N} has {v} for {thing}."),
            ],
            "upd": [
                (
                    "Revised the numbers: my budget for {thing} is {v} now.",
                    "{N} revised the numbers, and {P} budget for {thing} is {v} now.",
                    "any",
                ),
                (
                    "Scrap the old figure. I'm working to {v} for {thing} now.",
                    "{N} scrapped the old figure and is working to {v} for {thing} now.",
                    "any",
                ),
                (
                    "I've changed my budget for {thing} from {old} to {v}.",
                    "{N} changed {P} budget for {thing} from {old} to {v}.",
                    "any",
                ),
            ],
        },
    ],
    "neg_fresh": [
        (
            "Got a quote today: {x} for {thing}. Not what I'm spending, just a data point.",
            "{N} got a quote of {x} for {thing}, but {S}'s not going with it.",
        ),
        (
            "My sister spent {x} on her {bare}. I'm not doing that.",
            "{N}'s sister spent {x} on her {bare}.",
        ),
        (
            "If I get the promotion I could maybe stretch to {x} for {thing}, but that's a big if.",
            "If {N} gets the promotion {S} might stretch to {x} for {thing}. Big if.",
            "above",
        ),
        (
            "Is {x} realistic for {thing}? Just asking, I'm not changing anything.",
            "{N} asked me whether {x} is realistic for {thing}.",
        ),
        (
            "Separately, my budget for {thing2} is {x}.",
            "Separately, {N}'s budget for {thing2} is {x}.",
            "thing2",
        ),
        (
            "Apparently the average spend on {thing} is {x}. I read it somewhere.",
            "{N} read that people spend {x} on average on {thing}.",
        ),
        (
            "My partner thinks we should spend {x} on {thing}. I disagree.",
            "{N}'s partner wants to spend {x} on {thing}, but {N} hasn't agreed.",
        ),
        (
            "A friend told me {x} is the bare minimum for {thing}. Ignoring that.",
            "A friend told {N} that {x} is the bare minimum for {thing}.",
        ),
    ],
    "neg_older": [
        (
            "Remember when my budget for {thing} was {o}? Feels like ages ago.",
            "{N} was joking about when {P} budget for {thing} was {o}.",
        ),
        (
            "The spreadsheet still says {o} for {thing}. I should update it.",
            "{N}'s spreadsheet still shows {o} for {thing}; {S} hasn't updated it.",
        ),
        (
            "My mum still thinks I'm spending {o} on {thing}.",
            "{N}'s mum still thinks {S}'s spending {o} on {thing}.",
        ),
        (
            "I keep saying {o} when people ask about {thing}. Old habit, I need to stop.",
            "{N} keeps saying {o} when people ask about {thing}, out of old habit.",
        ),
        (
            "Looking back, my old figure of {o} for {thing} was never realistic.",
            "{N} says {P} old figure of {o} for {thing} was never realistic.",
        ),
    ],
    "q_newest": {
        "now": [("What's my budget for {thing} now?", "What's {Q}'s budget for {thing} now?")],
        "currently": [
            (
                "How much am I currently planning to spend on {thing}?",
                "How much is {Q} currently planning to spend on {thing}?",
            )
        ],
        "these_days": [
            (
                "What's my budget for {thing} these days?",
                "What's {Q} budgeting for {thing} these days?",
            )
        ],
        "at_moment": [
            (
                "How much can I spend on {thing} at the moment?",
                "How much can {Q} spend on {thing} at the moment?",
            )
        ],
        "present": [
            ("What is my budget for {thing}?", "What is {Q}'s budget for {thing}?"),
            (
                "How much have I got to spend on {thing}?",
                "How much has {Q} got to spend on {thing}?",
            ),
        ],
        "still": [
            ("Is my budget for {thing} still {ref}?", "Is {Q}'s budget for {thing} still {ref}?")
        ],
    },
    "q_first": [
        (
            "What was my budget for {thing} originally?",
            "What was {Q}'s budget for {thing} originally?",
        ),
        (
            "How much did I plan to spend on {thing} at first?",
            "How much did {Q} plan to spend on {thing} at first?",
        ),
        (
            "What was my budget for {thing} to begin with?",
            "What was {Q}'s budget for {thing} to begin with?",
        ),
    ],
    "q_before": [
        (
            "What was my budget for {thing} before it changed to {last}?",
            "What was {Q}'s budget for {thing} before it changed to {last}?",
        )
    ],
    "q_prev": [
        ("What was my previous budget for {thing}?", "What was {Q}'s previous budget for {thing}?"),
        (
            "What did I use to have as my budget for {thing}?",
            "What budget did {Q} previously have for {thing}?",
        ),
    ],
}

K["partner"] = {
    "families": [
        {  # 0: "is seeing"
            "first": [
                (
                    "I'm seeing someone called {v}. It's going well.",
                    "{N} is seeing someone called {v}.",
                ),
                (
                    "I've been seeing {v} for a few months.",
                    "{N} has been seeing {v} for a few months.",
                ),
            ],
            "upd": [
                (
                    "I'm seeing {v} now. Things with {old} fizzled out.",
                    "{N} is seeing {v} now; things with {old} fizzled out.",
                ),
                (
                    "Update on my love life: {old} and I are done, and I'm seeing {v}.",
                    "{N} and {old} are done. {Sc}'s seeing {v} now.",
                ),
                (
                    "I've started seeing {v}. {old} is firmly in the past.",
                    "{N} has started seeing {v}, and {old} is firmly in the past.",
                ),
            ],
        },
        {  # 1: "got together with"
            "first": [
                ("My partner is {v}.", "{N}'s partner is {v}."),
                (
                    "{v} and I have been together since uni.",
                    "{N} and {v} have been together since uni.",
                ),
            ],
            "upd": [
                (
                    "{old} and I broke up, and I got together with {v} last week.",
                    "{N} broke up with {old} and got together with {v} last week.",
                ),
                (
                    "I got together with {v} at a festival. Nothing going on with {old} anymore.",
                    "{N} got together with {v} at a festival and is no longer with {old}.",
                ),
                (
                    "I'm with {v} now. We got together after {old} and I called it quits.",
                    "{N} got together with {v} after {S} and {old} called it quits.",
                ),
            ],
        },
        {  # 2: "split up with X, now with Y"
            "first": [
                ("I'm in a relationship with {v}.", "{N} is in a relationship with {v}."),
                ("Me and {v} are pretty serious these days.", "{N} and {v} are pretty serious."),
            ],
            "upd": [
                (
                    "Split up with {old}. I'm with {v} now, and honestly it feels right.",
                    "{N} split up with {old} and is with {v} now.",
                ),
                (
                    "{old} and I split up. I'm with {v} these days.",
                    "{N} and {old} split up; {S}'s with {v} these days.",
                ),
                (
                    "I split up with {old}, and yes, I'm already with {v}. Don't judge.",
                    "{N} split up with {old} and is already with {v}.",
                ),
            ],
        },
        {  # 3: "is dating"
            "first": [
                ("I'm dating {v}.", "{N} is dating {v}."),
                (
                    "I've been dating {v} since last year.",
                    "{N} has been dating {v} since last year.",
                ),
            ],
            "upd": [
                (
                    "I'm dating {v} now. We met at a friend's wedding.",
                    "{N} is dating {v} now; they met at a friend's wedding.",
                ),
                ("New relationship alert: I'm dating {v}.", "{N} is dating {v} now, after {old}."),
                (
                    "I ended things with {old} and I'm dating {v}.",
                    "{N} ended things with {old} and is dating {v}.",
                ),
            ],
        },
        {  # 4: "my other half is"
            "first": [
                (
                    "My other half is {v}. We met at work.",
                    "{N}'s other half is {v}; they met at work.",
                ),
                (
                    "My partner, {v}, is the best cook I know.",
                    "{N}'s partner, {v}, is a brilliant cook.",
                ),
            ],
            "upd": [
                (
                    "My other half is {v} now. {old} and I parted ways recently.",
                    "{N}'s other half is {v} now; {S} and {old} parted ways.",
                ),
                (
                    "Since the breakup with {old}, I've been with {v}.",
                    "Since {P} breakup with {old}, {N} has been with {v}.",
                ),
                (
                    "{v} and I made it official this week. {old} is history.",
                    "{N} and {v} made it official this week.",
                ),
            ],
        },
        {  # 5: "moved in with" / "got engaged to"
            "first": [
                ("I live with my partner, {v}.", "{N} lives with {P} partner, {v}."),
                (
                    "{v} and I have been a couple for two years.",
                    "{N} and {v} have been a couple for two years.",
                ),
            ],
            "upd": [
                (
                    "{old} moved out, and I've since moved in with {v}.",
                    "{N} and {old} broke up, and {N} has since moved in with {v}.",
                ),
                (
                    "I'm with {v} now. We moved in together last weekend.",
                    "{N} is with {v} now; they moved in together last weekend.",
                ),
                (
                    "Got engaged to {v}! After everything with {old}, I didn't see that coming.",
                    "{N} got engaged to {v}, not long after splitting from {old}.",
                ),
            ],
        },
    ],
    "neg_fresh": [
        (
            "{x} from work asked me out. I told them I'm taken.",
            "{x} from {N}'s office asked {O} out, but {S} said {S}'s taken.",
        ),
        (
            "My sister has started seeing someone called {x}.",
            "{N}'s sister has started seeing someone called {x}.",
        ),
        (
            "Had dinner with {x} last night. We're just friends, always have been.",
            "{N} had dinner with {P} old friend {x}. Just friends.",
        ),
        (
            "A friend keeps trying to set me up with {x}. Not interested.",
            "A friend tried to set {N} up with {x}, but {S} isn't interested.",
        ),
        (
            "I danced with {x} at the work party. Fun, nothing more to it.",
            "{N} danced with {x} at the work party, nothing more to it.",
        ),
        ("My brother is marrying {x} next spring.", "{N}'s brother is marrying {x} next spring."),
        (
            "My flatmate has a huge crush on {x}. I'm staying out of it.",
            "{N}'s flatmate has a huge crush on {x}.",
        ),
        (
            "{x} is my plus-one for the wedding, purely as a friend.",
            "{N} is taking {x} to the wedding as a friend, nothing romantic.",
        ),
    ],
    "neg_older": [
        (
            "{o} texted me happy birthday. Nice of them, but that's all it was.",
            "{N}'s ex, {o}, texted {O} happy birthday. That's all it was.",
        ),
        (
            "Saw {o}'s new haircut on Instagram. We're still friendly, nothing more.",
            "{N} and {o} are still friendly, nothing more.",
        ),
        (
            "Still have a box of {o}'s stuff in my cupboard. Need to give it back.",
            "{N} still has a box of {o}'s things to give back.",
        ),
        (
            "Sometimes I miss {o}. Doesn't mean I want to get back together.",
            "{N} admits {S} misses {o} sometimes, but doesn't want to get back together.",
        ),
        (
            "Bumped into {o} at a party. We had a civil chat, that's it.",
            "{N} bumped into {o} at a party; they had a civil chat, that's it.",
        ),
    ],
    "q_newest": {
        "now": [("Who am I seeing now?", "Who is {Q} seeing now?")],
        "currently": [("Who's my partner currently?", "Who is {Q}'s partner currently?")],
        "these_days": [("Who am I with these days?", "Who is {Q} with these days?")],
        "at_moment": [("Who am I dating at the moment?", "Who is {Q} dating at the moment?")],
        "present": [
            ("Who is my partner?", "Who is {Q}'s partner?"),
            ("Who am I in a relationship with?", "Who is {Q} in a relationship with?"),
        ],
        "still": [
            ("Am I still with {ref}?", "Is {Q} still with {ref}?"),
            ("Am I still seeing {ref}?", "Is {Q} still seeing {ref}?"),
        ],
    },
    "q_first": [
        ("Who was I with originally?", "Who was {Q} with originally?"),
        ("Who was I seeing at first?", "Who was {Q} seeing at first?"),
        ("Who was my partner to begin with?", "Who was {Q}'s partner to begin with?"),
    ],
    "q_before": [
        ("Who was I with before {last}?", "Who was {Q} with before {last}?"),
        (
            "Who was I seeing before I got together with {last}?",
            "Who was {Q} seeing before {last}?",
        ),
    ],
    "q_prev": [
        ("Who was my previous partner?", "Who was {Q}'s previous partner?"),
        ("Who did I use to go out with?", "Who did {Q} use to go out with?"),
    ],
}

K["diet"] = {
    "families": [
        {  # 0: "went vegan"
            "first": [
                (
                    "I'm {v}, just so you know for recipe ideas.",
                    "{N} is {v}, so keep that in mind for the dinner party.",
                ),
                ("I've followed a {v} diet for years.", "{N} has followed a {v} diet for years."),
            ],
            "upd": [
                ("I went {v} this week. Feeling good so far.", "{N} went {v} this week."),
                (
                    "I've gone {v}! That documentary finally got to me.",
                    "{N} has gone {v} after watching some documentary.",
                ),
                (
                    "Went {v} last week and I'm sticking with it.",
                    "{N} went {v} last week and is sticking with it.",
                ),
            ],
        },
        {  # 1: "cut out meat"
            "upd_pool": sorted(CUT_OUT),
            "first": [
                ("I'm on a {v} diet at the moment.", "{N} is on a {v} diet."),
                ("Diet-wise, I'm {v}.", "Diet-wise, {N} is {v}."),
            ],
            "upd": [
                (
                    "I've cut out {cut} completely, so I'm {v} now.",
                    "{N} has cut out {cut} completely; {S}'s {v} now.",
                ),
                (
                    "Cut out {cut} after my check-up, so it's {v} from here on.",
                    "{N} cut out {cut} after a check-up and is {v} now.",
                ),
                (
                    "I've dropped {cut} from my diet. Properly {v} now.",
                    "{N} has dropped {cut} from {P} diet and is properly {v} now.",
                ),
            ],
        },
        {  # 2: "switched to"
            "first": [
                ("I've been {v} since my twenties.", "{N} has been {v} since {P} twenties."),
                ("My diet's {v}, for what it's worth.", "{N}'s diet is {v}, for what it's worth."),
            ],
            "upd": [
                (
                    "I switched to a {v} diet after the wedding.",
                    "{N} switched to a {v} diet after the wedding.",
                ),
                (
                    "Switched from {old} to {v}. My doctor suggested it.",
                    "{N} switched from {old} to {v} on {P} doctor's advice.",
                ),
                (
                    "I've switched to {v}; being {old} just wasn't working for me.",
                    "{N} has switched to {v}; being {old} wasn't working for {O}.",
                ),
            ],
        },
        {  # 3: "I'm X now"
            "first": [
                ("Just so you know, I'm {v}.", "Just so you know, {N} is {v}."),
                ("I'm {v}, for the record.", "{N} is {v}, for the record."),
            ],
            "upd": [
                ("I'm {v} now, not {old} anymore.", "{N} is {v} now, not {old} anymore."),
                (
                    "These days I'm {v}. It started as an experiment and stuck.",
                    "These days {N} is {v}; it started as an experiment and stuck.",
                ),
                (
                    "Heads up for meal plans: I'm {v} now.",
                    "Heads up for the meal plans: {N} is {v} now.",
                ),
            ],
        },
        {  # 4: "started a X diet" / "has been X since"
            "first": [
                ("I've been {v} for about a year.", "{N} has been {v} for about a year."),
                (
                    "I stick to a {v} diet, mostly for health reasons.",
                    "{N} sticks to a {v} diet for health reasons.",
                ),
            ],
            "upd": [
                (
                    "I started a {v} diet last week and I'm actually enjoying it.",
                    "{N} started a {v} diet last week and is enjoying it.",
                ),
                (
                    "Doing {v} properly now. I cleared out the cupboards and everything.",
                    "{N} is doing {v} properly now; {S} cleared out the cupboards and everything.",
                ),
                (
                    "I've been {v} since {since}, forgot to update you.",
                    "{N} has been {v} since {since}.",
                ),
            ],
        },
        {  # 5: "gave up X" / "no longer X"
            "first": [
                ("I've been {v} since uni.", "{N} has been {v} since uni."),
                ("Food-wise, I'm {v}.", "Food-wise, {N} is {v}."),
            ],
            "upd": [
                (
                    "Gave up on {old} and moved to {v}. Much easier for me to stick to.",
                    "{N} gave up on {old} and moved to {v}.",
                ),
                (
                    "I'm no longer {old}. I'm {v} these days.",
                    "{N} is no longer {old}; {S}'s {v} these days.",
                ),
                (
                    "I've stopped being {old}; {v} suits me better.",
                    "{N} stopped being {old} and is {v} now.",
                ),
            ],
        },
    ],
    "neg_fresh": [
        (
            "My partner is {x}, which makes cooking interesting.",
            "{N}'s partner is {x}, which makes their dinners interesting.",
        ),
        (
            "I'm thinking about going {x}, but not yet.",
            "{N} keeps talking about going {x}, but hasn't.",
        ),
        (
            "Can you give me some {x} recipes? They're for my flatmate.",
            "{N} asked me for some {x} recipes for {P} flatmate.",
        ),
        (
            "If my doctor told me to go {x}, I'd do it. She hasn't.",
            "{N} says {S}'d only go {x} if a doctor told {O} to.",
        ),
        ("My sister has been {x} for a decade.", "{N}'s sister has been {x} for a decade."),
        (
            "Tried a {x} meal kit as a one-off. I'm not converting.",
            "{N} tried a {x} meal kit as a one-off.",
        ),
        (
            "Is {x} actually healthy, or just a fad? I'm only curious.",
            "{N} asked whether {x} is healthy or just a fad.",
        ),
        (
            "My colleague went {x} and won't stop talking about it.",
            "{N}'s colleague went {x} and won't stop talking about it.",
        ),
        (
            "Had a cheat day at my mate's barbecue. Back to normal tomorrow.",
            "{N} had a cheat day at a barbecue but is back to normal now.",
            "none",
        ),
        (
            "I ate a huge slice of cake at the office party. One-off, don't tell anyone.",
            "{N} had a huge slice of cake at the office party, a one-off.",
            "none",
        ),
    ],
    "neg_older": [
        ("I miss being {o} sometimes. It was simpler.", "{N} says {S} misses being {o} sometimes."),
        (
            "Found my old {o} cookbook while tidying. Keeping it for nostalgia.",
            "{N} found {P} old {o} cookbook while tidying.",
        ),
        (
            "Someone at work still thinks I'm {o}. I haven't corrected them.",
            "{N}'s coworkers still think {S}'s {o}.",
        ),
        (
            "Being {o} was a good phase. No regrets, but I'm not going back.",
            "{N} says being {o} was a good phase, but {S}'s not going back.",
        ),
        (
            "My mum still buys {o} snacks for me when I visit. Sweet of her.",
            "{N}'s mum still buys {o} snacks for {O} out of habit.",
        ),
    ],
    "q_newest": {
        "now": [("What diet am I following now?", "What diet is {Q} following now?")],
        "currently": [("What's my current diet?", "What's {Q}'s current diet?")],
        "these_days": [("How am I eating these days?", "How is {Q} eating these days?")],
        "at_moment": [("What diet am I on at the moment?", "What diet is {Q} on at the moment?")],
        "present": [
            ("What diet do I follow?", "What diet does {Q} follow?"),
            ("What kind of diet do I stick to?", "What kind of diet does {Q} stick to?"),
        ],
        "still": [("Am I still {ref}?", "Is {Q} still {ref}?")],
    },
    "q_first": [
        ("What diet was I on originally?", "What diet was {Q} on originally?"),
        ("Which diet did I follow at first?", "Which diet did {Q} follow at first?"),
        ("What was my diet to begin with?", "What was {Q}'s diet to begin with?"),
    ],
    "q_before": [
        ("What diet was I on before going {last}?", "What diet was {Q} on before going {last}?"),
        (
            "What did I eat before I became {last}?",
            "What diet did {Q} follow before becoming {last}?",
        ),
    ],
    "q_prev": [
        ("What diet did I use to follow?", "What diet did {Q} use to follow?"),
        ("What was my previous diet?", "What was {Q}'s previous diet?"),
    ],
}

K["phone"] = {
    "families": [
        {  # 0: "new number is"
            "first": [
                ("My mobile number is {v}.", "{N}'s mobile number is {v}."),
                (
                    "You can save my number as {v}.",
                    "{N}'s number is {v}, if you need it for the list.",
                ),
            ],
            "upd": [
                (
                    "My new number is {v}. The old one's been cancelled.",
                    "{N}'s new number is {v}; the old one's been cancelled.",
                ),
                (
                    "New number is {v}, please update it wherever you've got my details.",
                    "{N} has a new number: {v}.",
                ),
                (
                    "Got a new phone number: {v}. Save it and bin my old one, please.",
                    "{N} got a new phone number, it's {v}.",
                ),
            ],
        },
        {  # 1: "can be reached on"
            "first": [
                ("I can be reached on {v}.", "{N} can be reached on {v}."),
                ("Best number for me is {v}.", "The best number for {N} is {v}."),
            ],
            "upd": [
                (
                    "I can be reached on {v} from now on. {old} won't work anymore.",
                    "{N} can be reached on {v} from now on; {old} no longer works.",
                ),
                ("From today, I can be reached on {v}.", "From today, {N} can be reached on {v}."),
                (
                    "You can reach me on {v} now. I switched networks.",
                    "{N} switched networks, so {S}'s on {v} now.",
                ),
            ],
        },
        {  # 2: "changed my number"
            "first": [
                ("For the form: my phone is {v}.", "For the form, {N}'s phone is {v}."),
                ("Here's my number for the records: {v}.", "{N}'s number for the records is {v}."),
            ],
            "upd": [
                (
                    "I changed my number after getting too many spam calls. It's {v} now.",
                    "{N} changed {P} number after too many spam calls; it's {v} now.",
                ),
                ("Changed my number to {v}.", "{N} changed {P} number to {v}."),
                (
                    "I've changed numbers: {old} is gone, {v} is the new one.",
                    "{N} has changed numbers: {old} is gone, {v} is the new one.",
                ),
            ],
        },
        {  # 3: "please use X from now on"
            "first": [
                (
                    "Phone: {v}. That's the one I always have on me.",
                    "{N}'s phone is {v}, the one {S} always has on {O}.",
                ),
                (
                    "If anyone needs to call me, I'm on {v}.",
                    "If anyone needs to call {N}, {S}'s on {v}.",
                ),
            ],
            "upd": [
                (
                    "Please use {v} from now on, I've ditched the old SIM.",
                    "{N} asked everyone to use {v} from now on.",
                ),
                ("Please use {v} for me from now on.", "Please use {v} for {N} from now on."),
                (
                    "Use {v} for me from now on, not {old}.",
                    "For {N}, use {v} from now on, not {old}.",
                ),
            ],
        },
        {  # 4: "got a local SIM since the move" (country changes)
            "country_change": True,
            "first": [
                (
                    "My number is {v}, I've had it for years.",
                    "{N}'s had the same number for years: {v}.",
                ),
                ("I'm on {v}, and WhatsApp works too.", "{N} is on {v}, and WhatsApp works too."),
            ],
            "upd": [
                (
                    "Got a local SIM since moving abroad, so my number is {v} now.",
                    "{N} got a local SIM after moving abroad, so {P} number is {v} now.",
                ),
                (
                    "My number's changed to {v} now that I've moved countries.",
                    "{N}'s number has changed to {v} since {S} moved countries.",
                ),
                (
                    "New country, new number: I'm on {v} these days.",
                    "New country, new number for {N}: {S}'s on {v} these days.",
                ),
            ],
        },
        {  # 5: "switched to a new number" / "call me on"
            "first": [
                ("My contact number is {v}.", "{N}'s contact number is {v}."),
                ("Call me on {v} if anything comes up.", "Call {N} on {v} if anything comes up."),
            ],
            "upd": [
                (
                    "I've switched to a new number, {v}. Text me there.",
                    "{N} has switched to a new number, {v}.",
                ),
                (
                    "Call me on {v} now. My old phone died and I took the chance to get a new number.",
                    "{N}'s old phone died and {S} got a new number: {v}.",
                ),
                ("My contact number is now {v}.", "{N}'s contact number is now {v}."),
            ],
        },
    ],
    "neg_fresh": [
        (
            "My work phone is {x}, but that's only for office stuff.",
            "{N}'s work line is {x}, only for office hours.",
            "local",
        ),
        (
            "I stayed at the Hotel Miramar last week, and the room phone was {x}.",
            "{N} stayed at a hotel last week; the front desk number was {x}.",
            "foreign",
        ),
        (
            "I had a temporary SIM for the trip last week: {x}. Back on my usual number now.",
            "{N} used a temporary SIM, {x}, on {P} trip last week. {Sc}'s back on {P} usual number.",
            "foreign",
        ),
        ("My mum's number is {x}, in case of emergencies.", "{N}'s mum's number is {x}.", "local"),
        (
            "The landline at my parents' place is {x}, but nobody ever answers it.",
            "The landline at {N}'s parents' place is {x}.",
            "landline",
        ),
        (
            "Is {x} a scam number? It keeps calling me.",
            "{N} keeps getting calls from {x}, probably a scam.",
            "local",
        ),
        ("My partner's number is {x}.", "{N}'s partner's number is {x}.", "local"),
        (
            "The clinic's number is {x}. Can you remind me to call them on Monday?",
            "{N} needs to call the clinic on {x} on Monday.",
            "landline",
        ),
        (
            "Our office reception number is {x}.",
            "{N}'s office reception number is {x}.",
            "landline",
        ),
    ],
    "neg_older": [
        (
            "Someone else has my old number, {o}, and keeps getting my dentist's reminders.",
            "Whoever has {N}'s old number, {o}, keeps getting {P} dentist's reminders.",
        ),
        (
            "Someone tried calling me on {o} today. I really need to tell people it's changed.",
            "Someone tried to call {N} on {o} today; {S} needs to tell people it's changed.",
        ),
        (
            "My bank still had {o} on file. Fixed that today.",
            "{N}'s bank still had {o} on file until today.",
        ),
        (
            "I still know {o} by heart. Funny how that works.",
            "{N} still knows {o} by heart, out of habit.",
        ),
        (
            "Found an old business card of mine with {o} on it.",
            "{N} found an old business card with {o} on it.",
        ),
    ],
    "q_newest": {
        "now": [("What's my phone number now?", "What's {Q}'s phone number now?")],
        "currently": [("What's my current phone number?", "What's {Q}'s current phone number?")],
        "these_days": [
            (
                "What number can I be reached on these days?",
                "What number can {Q} be reached on these days?",
            )
        ],
        "at_moment": [
            (
                "What's the best number for me at the moment?",
                "What's the best number for {Q} at the moment?",
            )
        ],
        "present": [
            ("What is my mobile number?", "What is {Q}'s mobile number?"),
            ("Which number should people call me on?", "Which number should people call {Q} on?"),
        ],
        "still": [
            ("Is my number still {ref}?", "Is {Q}'s number still {ref}?"),
            ("Can I still be reached on {ref}?", "Can {Q} still be reached on {ref}?"),
        ],
    },
    "q_first": [
        ("What was my number originally?", "What was {Q}'s number originally?"),
        ("Which number did I have at first?", "Which number did {Q} have at first?"),
        ("What was my phone number to begin with?", "What was {Q}'s phone number to begin with?"),
    ],
    "q_before": [
        ("What number did I have before {last}?", "What number did {Q} have before {last}?")
    ],
    "q_prev": [
        ("What was my previous phone number?", "What was {Q}'s previous phone number?"),
        ("What number did I use to have?", "What number did {Q} use to have?"),
    ],
}

K["car"] = {
    "families": [
        {  # 0: "switched to"
            "first": [
                ("I drive {av}.", "{N} drives {av}."),
                ("My car is {av}.", "{N}'s car is {av}."),
            ],
            "upd": [
                (
                    "I've switched to {av}. Sold the {old} last week.",
                    "{N} switched to {av} and sold the {old}.",
                ),
                ("Switched cars: I drive {av} now.", "{N} switched cars and drives {av} now."),
                (
                    "I switched from the {old} to {av} last week.",
                    "{N} switched from the {old} to {av} last week.",
                ),
            ],
        },
        {  # 1: "upgraded to" (tier goes up)
            "upgrade": True,
            "first": [
                ("I've had {av} since 2019.", "{N} has had {av} since 2019."),
                ("I get around in {av}.", "{N} gets around in {av}."),
            ],
            "upd": [
                (
                    "I upgraded to {av}! Said goodbye to the {old} on Saturday.",
                    "{N} upgraded to {av} and said goodbye to the {old}.",
                ),
                (
                    "Finally upgraded to {av}. I'm very pleased with myself.",
                    "{N} finally upgraded to {av}.",
                ),
                (
                    "I upgraded from the {old} to {av} this weekend.",
                    "{N} upgraded from the {old} to {av} this weekend.",
                ),
            ],
        },
        {  # 2: "traded in ... for"
            "first": [
                ("I drive {av} at the moment.", "{N} drives {av} at the moment."),
                ("My daily driver is {av}.", "{N}'s daily driver is {av}."),
            ],
            "upd": [
                (
                    "Traded in the {old} for {av}. I'm thrilled.",
                    "{N} traded in the {old} for {av}.",
                ),
                (
                    "I traded in my {old} for {av}, and the dealer gave me a decent price.",
                    "{N} traded in {P} {old} for {av} and got a decent price.",
                ),
                (
                    "The {old} is gone! I traded it in for {av} yesterday.",
                    "{N} traded the {old} in for {av} yesterday.",
                ),
            ],
        },
        {  # 3: "bought" / "picked up"
            "first": [
                ("I have {av}.", "{N} has {av}."),
                ("Our family car is {av}.", "{N}'s family car is {av}."),
            ],
            "upd": [
                (
                    "Bought {av} last week and picked it up on Friday. My first new car in ages.",
                    "{N} bought {av} and picked it up on Friday.",
                ),
                (
                    "Picked up my new car today, {av}! The {old} went to my nephew.",
                    "{N} picked up {P} new car, {av}. The {old} went to {P} nephew.",
                ),
                ("We bought {av} to replace the {old}.", "{N} bought {av} to replace the {old}."),
            ],
        },
        {  # 4: "is driving X now" / "new car"
            "first": [
                ("I'm driving {av} these days.", "{N} is driving {av} these days."),
                ("I drive {av} to work every day.", "{N} drives {av} to work every day."),
            ],
            "upd": [
                (
                    "I'm driving {av} now, since the {old} got written off.",
                    "{N} is driving {av} now; the {old} got written off.",
                ),
                ("New car for me! It's {av}.", "{N} has a new car: {av}."),
                (
                    "My car now is {av}. The {old} is sold.",
                    "{N}'s car is {av} now, and the {old} is sold.",
                ),
            ],
        },
        {  # 5: "new lease"
            "first": [
                ("I lease {av} through work.", "{N} leases {av} through work."),
                ("My car's {av} on a three-year lease.", "{N} has {av} on a three-year lease."),
            ],
            "upd": [
                (
                    "My lease on the {old} ended and I've got {av} now.",
                    "{N}'s lease on the {old} ended, and {S}'s got {av} now.",
                ),
                (
                    "I've taken out a new lease on {av}. Handed the {old} back on Monday.",
                    "{N} has a new lease on {av}; the {old} went back on Monday.",
                ),
                (
                    "Said goodbye to the {old} and picked up my new lease car, {av}.",
                    "{N} said goodbye to the {old} and picked up {av}.",
                ),
            ],
        },
    ],
    "neg_fresh": [
        (
            "Had a rental on holiday last week, {ax}. Nice, but I'm not buying one.",
            "{N} had {ax} as a rental on holiday last week.",
        ),
        (
            "Test drove {ax} today. Lovely, but way over my budget.",
            "{N} test drove {ax} but decided against it.",
        ),
        (
            "The garage lent me {ax} while mine was in for repairs. Got my own back yesterday.",
            "The garage gave {N} {ax} as a courtesy car while {P} own was being fixed.",
        ),
        ("My brother drives {ax}.", "{N}'s brother drives {ax}."),
        (
            "If I ever get a pay rise, I'm getting {ax}.",
            "{N} says {S}'ll get {ax} if {S} ever gets a pay rise.",
        ),
        (
            "Is {ax} reliable? My neighbour's selling one.",
            "{N} asked whether {ax} is reliable, because {P} neighbour is selling one.",
        ),
        ("Borrowed my dad's {x} for the weekend.", "{N} borrowed {P} dad's {x} for the weekend."),
        (
            "My partner wants us to get {ax}. We haven't decided anything.",
            "{N}'s partner wants to get {ax}, but nothing's decided.",
        ),
        (
            "I sat in {ax} at the motor show. Just browsing.",
            "{N} sat in {ax} at the motor show, just browsing.",
        ),
    ],
    "neg_older": [
        ("I miss my old {o}. It had so much character.", "{N} misses {P} old {o}."),
        (
            "Saw {ao} exactly like my old one today. Made me nostalgic.",
            "{N} saw {ao} exactly like {P} old one and got nostalgic.",
        ),
        (
            "Still have the spare key for the {o} in my drawer.",
            "{N} still has the spare key for the {o} in a drawer.",
        ),
        (
            "The new owner of my old {o} sent me a photo. It looks great.",
            "The new owner of {N}'s old {o} sent {O} a photo.",
        ),
        (
            "Found a parking ticket from when I had the {o}. Ha.",
            "{N} found an old parking ticket from the {o} days.",
        ),
    ],
    "q_newest": {
        "now": [("What car do I drive now?", "What car does {Q} drive now?")],
        "currently": [("What am I currently driving?", "What is {Q} currently driving?")],
        "these_days": [("What car have I got these days?", "What car has {Q} got these days?")],
        "at_moment": [
            ("Which car am I driving at the moment?", "Which car is {Q} driving at the moment?")
        ],
        "present": [
            ("What car do I have?", "What car does {Q} have?"),
            ("What do I drive?", "What does {Q} drive?"),
        ],
        "still": [
            ("Do I still drive the {ref}?", "Does {Q} still drive the {ref}?"),
            ("Have I still got the {ref}?", "Has {Q} still got the {ref}?"),
        ],
    },
    "q_first": [
        ("What car did I have originally?", "What car did {Q} have originally?"),
        ("What was I driving at first?", "What was {Q} driving at first?"),
        ("Which car did I have to begin with?", "Which car did {Q} have to begin with?"),
    ],
    "q_before": [("What did I drive before the {last}?", "What did {Q} drive before the {last}?")],
    "q_prev": [
        ("What car did I use to drive?", "What car did {Q} use to drive?"),
        ("What was my previous car?", "What was {Q}'s previous car?"),
    ],
}

K["team"] = {
    "families": [
        {  # 0: "supports"
            "first": [
                ("I support {v}. Have done since I was a kid.", "{N} supports {v}."),
                ("I'm {av} supporter.", "{N} is {av} supporter."),
            ],
            "upd": [
                (
                    "I support {v} now. My partner converted me.",
                    "{N} supports {v} now; {P} partner converted {O}.",
                ),
                (
                    "Since the move I've started supporting {v}. Local club and all that.",
                    "Since moving, {N} has started supporting {v}, the local side.",
                ),
                (
                    "I've gone over to {v}. Don't tell my dad.",
                    "{N} has gone over to {v}. {Pc} dad is not impressed.",
                ),
            ],
        },
        {  # 1: "follows"
            "first": [
                ("I follow {v} religiously.", "{N} follows {v} religiously."),
                ("The team I follow is {v}.", "The team {N} follows is {v}."),
            ],
            "upd": [
                (
                    "I follow {v} these days. Lost interest in {old} after the takeover.",
                    "{N} follows {v} these days; {S} lost interest in {old} after the takeover.",
                ),
                (
                    "I've started following {v} instead of {old}.",
                    "{N} has started following {v} instead of {old}.",
                ),
                (
                    "I only follow {v} now. {old} broke my heart one too many times.",
                    "{N} only follows {v} now; {old} broke {P} heart one too many times.",
                ),
            ],
        },
        {  # 2: "is a fan of"
            "first": [
                ("I'm a big fan of {v}.", "{N} is a big fan of {v}."),
                ("Huge {v} fan here, for my sins.", "{N} is a huge {v} fan."),
            ],
            "upd": [
                (
                    "I'm {av} fan now, properly. Got the shirt and everything.",
                    "{N} is {av} fan now, properly; shirt and everything.",
                ),
                (
                    "Turns out I'm a fan of {v} now. The kids dragged me to a match and I'm hooked.",
                    "{N} is a fan of {v} now, after {P} kids dragged {O} to a match.",
                ),
                (
                    "I've been {av} fan since the wedding. Married into a family of them.",
                    "{N} has been {av} fan since the wedding; {S} married into a family of them.",
                ),
            ],
        },
        {  # 3: "switched allegiance" / "season ticket"
            "first": [
                (
                    "I've had {av} season ticket for years.",
                    "{N} has had {av} season ticket for years.",
                ),
                ("I support {v}, always have.", "{N} supports {v}, always has."),
            ],
            "upd": [
                (
                    "I switched allegiance to {v}. Yes, really.",
                    "{N} switched allegiance to {v}, believe it or not.",
                ),
                (
                    "Gave up my {old} season ticket and got one for {v} instead.",
                    "{N} gave up {P} {old} season ticket and got one for {v} instead.",
                ),
                ("My team is {v} now. I know, I know.", "{N}'s team is {v} now."),
            ],
        },
        {  # 4: "cheers for" / "roots for"
            "first": [
                ("I cheer for {v}.", "{N} cheers for {v}."),
                (
                    "Every weekend I'm watching {v}. They're my team.",
                    "{N} watches {v} every weekend; they're {P} team.",
                ),
            ],
            "upd": [
                (
                    "I cheer for {v} now. Moved cities and adopted the local side.",
                    "{N} cheers for {v} now; {S} adopted the local side after moving.",
                ),
                ("These days I root for {v}.", "These days {N} roots for {v}."),
                (
                    "I've been cheering for {v} since {since}. {old} can manage without me.",
                    "{N} has been cheering for {v} since {since}, not {old}.",
                ),
            ],
        },
        {  # 5: "converted" / "turned my back on"
            "first": [
                ("I'm {v} through and through.", "{N} is {v} through and through."),
                ("My club is {v}.", "{N}'s club is {v}."),
            ],
            "upd": [
                (
                    "My nephew converted me. I'm supporting {v} now.",
                    "{N}'s nephew converted {O}, so {S} supports {v} now.",
                ),
                (
                    "I've turned my back on {old}. {v} all the way now.",
                    "{N} has turned {P} back on {old} and supports {v} now.",
                ),
                ("Changed teams: I support {v} now.", "{N} changed teams and supports {v} now."),
            ],
        },
    ],
    "neg_fresh": [
        (
            "I've got tickets to see {x} play next month. Just a day out.",
            "{N} got tickets to see {x} play; it's just a day out.",
        ),
        (
            "Bought {ax} shirt for my nephew's birthday.",
            "{N} bought {ax} shirt as a present for {P} nephew.",
        ),
        (
            "My dad supports {x}, so Sunday lunch gets tense.",
            "{N}'s dad supports {x}, so family lunches get tense.",
        ),
        (
            "Watched the {x} game at the pub with my friends. Good match.",
            "{N} watched the {x} game at the pub with friends.",
        ),
        (
            "I put a tenner on {x} to win. Purely a bet.",
            "{N} put a bet on {x} to win, purely for fun.",
        ),
        (
            "If {x} win the title this year, I'll eat my hat.",
            "{N} jokes that {S}'ll eat {P} hat if {x} win the title.",
        ),
        (
            "What time do {x} play on Saturday? My partner wants to watch.",
            "{N} wanted to know when {x} play this weekend, for {P} partner.",
        ),
        ("My flatmate is a massive {x} fan.", "{N}'s flatmate is a massive {x} fan."),
        (
            "I did the stadium tour at {x}. Great day, still not a fan.",
            "{N} did the stadium tour at {x}, but {S}'s still not a fan.",
        ),
    ],
    "neg_older": [
        (
            "Still have my old {o} scarf. Can't bring myself to bin it.",
            "{N} still has {P} old {o} scarf.",
        ),
        (
            "I felt a bit sad seeing {o} lose on Saturday. Old habits.",
            "{N} admitted feeling a bit sad when {o} lost. Old habits.",
        ),
        (
            "My mates still tease me about my {o} days.",
            "{N}'s friends still tease {O} about {P} {o} days.",
        ),
        (
            "Got an email from {o} about renewing my membership. Ignored it.",
            "{o} emailed {N} about renewing {P} membership, and {S} ignored it.",
        ),
        (
            "Would I ever go back to {o}? Never say never, but no.",
            "{N} says {S} won't be going back to {o}.",
        ),
    ],
    "q_newest": {
        "now": [("Which team do I support now?", "Which team does {Q} support now?")],
        "currently": [
            ("Which team am I currently a fan of?", "Which team is {Q} currently a fan of?")
        ],
        "these_days": [("Who do I follow these days?", "Which team does {Q} follow these days?")],
        "at_moment": [
            (
                "Which club am I supporting at the moment?",
                "Which club is {Q} supporting at the moment?",
            )
        ],
        "present": [
            ("What team do I support?", "What team does {Q} support?"),
            ("Who's my team?", "Who is {Q}'s team?"),
        ],
        "still": [("Do I still support {ref}?", "Does {Q} still support {ref}?")],
    },
    "q_first": [
        ("Which team did I support originally?", "Which team did {Q} support originally?"),
        ("Who did I support at first?", "Who did {Q} support at first?"),
        ("Which team was I a fan of to begin with?", "Which team was {Q} a fan of to begin with?"),
    ],
    "q_before": [
        ("Which team did I support before {last}?", "Which team did {Q} support before {last}?")
    ],
    "q_prev": [
        ("Which team did I use to support?", "Which team did {Q} use to support?"),
        ("Who did I support previously?", "Who did {Q} support previously?"),
    ],
}

K["email"] = {
    "families": [
        {  # 0: "changed my email to"
            "first": [
                ("My email is {v}.", "{N}'s email is {v}."),
                ("You can reach me at {v}.", "You can reach {N} at {v}."),
            ],
            "upd": [
                (
                    "I changed my email to {v}. The old inbox was drowning in spam.",
                    "{N} changed {P} email to {v} because of all the spam.",
                ),
                ("Changed my email address to {v}.", "{N} has changed {P} email address to {v}."),
                (
                    "I've changed my email to {v}, so {old} is retired.",
                    "{N} has changed {P} email to {v}; {old} is retired.",
                ),
            ],
        },
        {  # 1: "please use X from now on"
            "first": [
                ("For anything official, use {v} for me.", "For anything official, {N} uses {v}."),
                ("My personal email is {v}.", "{N}'s personal email is {v}."),
            ],
            "upd": [
                (
                    "Please use {v} from now on. I'm closing the old account.",
                    "{N} asked me to use {v} from now on.",
                ),
                ("From now on, please email me at {v}.", "From now on, email {N} at {v}."),
                (
                    "Please use {v} for me going forward, not {old}.",
                    "Please use {v} for {N} going forward, not {old}.",
                ),
            ],
        },
        {  # 2: "new email address"
            "first": [
                ("Email-wise, I'm {v}.", "Email-wise, {N} is {v}."),
                ("The best email for me is {v}.", "The best email for {N} is {v}."),
            ],
            "upd": [
                ("New email address for me: {v}.", "{N} has a new email address: {v}."),
                (
                    "My new email is {v}. Moved everything over this weekend.",
                    "{N}'s new email is {v}; {S} moved everything over this weekend.",
                ),
                (
                    "I've got a new address, {v}. The old {old} one is being shut down.",
                    "{N} has a new address, {v}, and {old} is being shut down.",
                ),
            ],
        },
        {  # 3: "switched providers" / "moved my email over"
            "first": [
                ("I use {v} for email.", "{N} uses {v} for email."),
                ("My main inbox is {v}.", "{N}'s main inbox is {v}."),
            ],
            "upd": [
                (
                    "Switched email providers, so I'm {v} now.",
                    "{N} switched email providers; {S}'s {v} now.",
                ),
                (
                    "Moved my email over to {v}. Much less clutter.",
                    "{N} has moved {P} email over to {v}.",
                ),
                (
                    "I've ditched {old} and I'm using {v} now.",
                    "{N} ditched {old} and uses {v} now.",
                ),
            ],
        },
        {  # 4: "contact me at" / "using X since"
            "first": [
                ("Contact me at {v}.", "Contact {N} at {v}."),
                (
                    "Send the invoice to {v}, that's my email.",
                    "Send {N}'s invoice to {v}; that's {P} email.",
                ),
            ],
            "upd": [
                ("Contact me at {v} now.", "{N} can be contacted at {v} now."),
                (
                    "I've been using {v} since {since}, so please send things there.",
                    "{N} has been using {v} since {since}.",
                ),
                ("Use {v} to contact me these days.", "Use {v} to contact {N} these days."),
            ],
        },
        {  # 5: "updated my email" / "set up a new email"
            "first": [
                (
                    "I check {v} every day, so that's the one to use.",
                    "{N} checks {v} every day, so use that one.",
                ),
                ("Put {v} down as my email.", "Put {v} down as {N}'s email."),
            ],
            "upd": [
                (
                    "Updated my email after the wedding. It's {v} now.",
                    "{N} updated {P} email after the wedding; it's {v} now.",
                ),
                (
                    "I set up a new email, {v}, and I'm using it for everything.",
                    "{N} set up a new email, {v}, and uses it for everything.",
                ),
                (
                    "My email is {v} now. Please bin {old}.",
                    "{N}'s email is {v} now. Please bin {old}.",
                ),
            ],
        },
    ],
    "neg_fresh": [
        (
            "My work email is {x}, but please don't send personal stuff there.",
            "{N}'s work email is {x}, strictly for work.",
            "work",
        ),
        (
            "I use {x} only for newsletters and shopping sign-ups.",
            "{N} has a junk address, {x}, just for sign-ups.",
            "junk",
        ),
        (
            "My partner's email is {x}, in case you need to send them the booking.",
            "{N}'s partner's email is {x}.",
            "other",
        ),
        (
            "I got a weird message from {x}. Phishing, right?",
            "{N} got a suspicious email from {x}.",
            "spam",
        ),
        (
            "Thinking of setting up {x}, but I haven't got round to it.",
            "{N} keeps meaning to set up {x}, but hasn't yet.",
            "self",
        ),
        (
            "The shared family inbox is {x}. We only use it for bills.",
            "{N}'s family has a shared inbox, {x}, just for bills.",
            "family",
        ),
        ("I run the book club's email, {x}.", "{N} runs the book club's email, {x}.", "club"),
    ],
    "neg_older": [
        (
            "My old address, {o}, still gets the odd newsletter. I'm ignoring them.",
            "Newsletters still trickle into {N}'s old address, {o}.",
        ),
        (
            "Just found some old photos in {o}. Glad I didn't delete it.",
            "{N} found some old photos in {P} {o} account.",
        ),
        (
            "My bank was still emailing {o}. Sorted now.",
            "{N}'s bank was still emailing {o} until {S} sorted it.",
        ),
        (
            "Someone sent an invite to {o} and I nearly missed it.",
            "Someone sent {N} an invite at {o}, and {S} nearly missed it.",
        ),
        (
            "I still remember the password for {o}, weirdly.",
            "{N} still remembers {P} password for {o}.",
        ),
    ],
    "q_newest": {
        "now": [("What's my email now?", "What's {Q}'s email now?")],
        "currently": [("What's my current email address?", "What's {Q}'s current email address?")],
        "these_days": [
            (
                "What email should people use for me these days?",
                "What email should people use for {Q} these days?",
            )
        ],
        "at_moment": [
            (
                "What's the right email for me at the moment?",
                "What's the right email for {Q} at the moment?",
            )
        ],
        "present": [("What is my email address?", "What is {Q}'s email address?")],
        "still": [("Is {ref} still my email?", "Is {ref} still {Q}'s email?")],
    },
    "q_first": [
        (
            "What email address did I have originally?",
            "What email address did {Q} have originally?",
        ),
        ("Which email did I use at first?", "Which email did {Q} use at first?"),
        ("What was my email to begin with?", "What was {Q}'s email to begin with?"),
    ],
    "q_before": [("What email did I use before {last}?", "What email did {Q} use before {last}?")],
    "q_prev": [
        ("What was my previous email address?", "What was {Q}'s previous email address?"),
        ("What email did I use to have?", "What email did {Q} use to have?"),
    ],
}

K["manager"] = {
    "families": [
        {  # 0: "reports to"
            "first": [
                ("I report to {v}.", "{N} reports to {v}."),
                (
                    "At work I report to {v}, who runs the analytics team.",
                    "{N} reports to {v} at work.",
                ),
            ],
            "upd": [
                ("After the reorg I report to {v}.", "After the reorg, {N} reports to {v}."),
                ("I report to {v} now, not {old}.", "{N} reports to {v} now, not {old}."),
                (
                    "I'm reporting to {v} as of this week.",
                    "{N} is reporting to {v} as of this week.",
                ),
            ],
        },
        {  # 1: "X is my boss now"
            "first": [
                ("My boss is {v}.", "{N}'s boss is {v}."),
                (
                    "{v} is my manager. Pretty hands-off.",
                    "{N}'s manager is {v}, who's pretty hands-off.",
                ),
            ],
            "upd": [
                (
                    "{v} is my boss now. {old} moved to another department.",
                    "{v} is {N}'s boss now; {old} moved to another department.",
                ),
                ("I've got a new boss: {v}. Seems nice so far.", "{N} has a new boss, {v}."),
                ("{old} left, so {v} is my boss now.", "{old} left, so {v} is {N}'s boss now."),
            ],
        },
        {  # 2: "got moved under"
            "first": [
                ("I'm on {v}'s team.", "{N} is on {v}'s team."),
                ("My line manager is {v}.", "{N}'s line manager is {v}."),
            ],
            "upd": [
                (
                    "I got moved under {v} in the restructure.",
                    "{N} got moved under {v} in the restructure.",
                ),
                (
                    "They've moved me under {v}. Didn't see that coming.",
                    "{N} has been moved under {v}.",
                ),
                (
                    "Got moved under {v} this week. Bye {old}, I guess.",
                    "{N} got moved under {v} this week, away from {old}.",
                ),
            ],
        },
        {  # 3: "new manager" / "line manager changed"
            "first": [
                ("My manager is {v}.", "{N}'s manager is {v}."),
                ("I work directly for {v}.", "{N} works directly for {v}."),
            ],
            "upd": [
                (
                    "My line manager changed. It's {v} now.",
                    "{N}'s line manager changed; it's {v} now.",
                ),
                ("I have a new manager, {v}.", "{N} has a new manager, {v}."),
                (
                    "My manager is {v} now that {old} has moved into a new role.",
                    "{N}'s manager is {v} now that {old} has moved into a new role.",
                ),
            ],
        },
        {  # 4: "transferred teams" / "reporting to X since"
            "first": [
                ("I'm in {v}'s group.", "{N} is in {v}'s group."),
                ("{v} manages me and two others.", "{N} is one of three people {v} manages."),
            ],
            "upd": [
                (
                    "I transferred teams, and {v} is my manager now.",
                    "{N} transferred teams, and {v} is {P} manager now.",
                ),
                (
                    "I'm on {v}'s team now, since the reorg.",
                    "{N} has been on {v}'s team since the reorg.",
                ),
                (
                    "I've been reporting to {v} since {since}.",
                    "{N} has been reporting to {v} since {since}.",
                ),
            ],
        },
        {  # 5: "took over as my manager"
            "first": [
                ("{v} is my team lead.", "{N}'s team lead is {v}."),
                ("I'm managed by {v}.", "{N} is managed by {v}."),
            ],
            "upd": [
                (
                    "{v} took over as my manager when {old} retired.",
                    "{v} took over as {N}'s manager when {old} retired.",
                ),
                ("{v} has been made my manager.", "{v} has been made {N}'s manager."),
                (
                    "I'm managed by {v} now, after the team merge.",
                    "{N} is managed by {v} now, after the team merge.",
                ),
            ],
        },
    ],
    "neg_fresh": [
        (
            "Had a mentoring session with {x}. Not my manager, just someone I learn from.",
            "{N} has a mentor, {x}, who isn't {P} manager.",
        ),
        ("My skip-level is {x}. I hardly ever talk to them.", "{N}'s skip-level manager is {x}."),
        (
            "{x} covered my approvals while my manager was on holiday. Just for two weeks.",
            "{x} covered {N}'s approvals for two weeks while {P} manager was away.",
        ),
        (
            "If the reorg goes ahead I might end up under {x}. Nothing's confirmed.",
            "{N} might end up under {x} if the reorg goes ahead; nothing's confirmed.",
        ),
        ("My partner's boss is {x}.", "{N}'s partner's boss is {x}."),
        (
            "Interviewed for a role on {x}'s team, but I withdrew.",
            "{N} interviewed for a role on {x}'s team but withdrew.",
        ),
        ("{x} runs the team next to mine.", "{x} manages the team next to {N}'s."),
        (
            "I'm presenting to {x}, our department head, on Thursday.",
            "{N} is presenting to {x}, the department head, on Thursday.",
        ),
    ],
    "neg_older": [
        (
            "Had lunch with my old boss, {o}. Still a great person to talk to.",
            "{N} had lunch with {P} old boss, {o}.",
        ),
        (
            "{o} wrote me a lovely LinkedIn recommendation.",
            "{o} wrote {N} a lovely LinkedIn recommendation.",
        ),
        (
            "Still cc'ing {o} on emails out of habit. I must stop.",
            "{N} keeps cc'ing {o} on emails out of habit.",
        ),
        (
            "Bumped into {o} in the lift. Weird that I don't work for them anymore.",
            "{N} bumped into {o}, {P} old manager, in the lift.",
        ),
        (
            "Sometimes I miss having {o} as my manager.",
            "{N} sometimes misses having {o} as {P} manager.",
        ),
    ],
    "q_newest": {
        "now": [("Who do I report to now?", "Who does {Q} report to now?")],
        "currently": [("Who's my manager currently?", "Who is {Q}'s manager currently?")],
        "these_days": [("Who's my boss these days?", "Who is {Q}'s boss these days?")],
        "at_moment": [
            ("Who am I reporting to at the moment?", "Who is {Q} reporting to at the moment?")
        ],
        "present": [
            ("Who is my manager?", "Who is {Q}'s manager?"),
            ("Who do I report to?", "Who does {Q} report to?"),
        ],
        "still": [("Do I still report to {ref}?", "Does {Q} still report to {ref}?")],
    },
    "q_first": [
        ("Who did I report to originally?", "Who did {Q} report to originally?"),
        ("Who was my manager at first?", "Who was {Q}'s manager at first?"),
        ("Who was my boss to begin with?", "Who was {Q}'s boss to begin with?"),
    ],
    "q_before": [("Who did I report to before {last}?", "Who did {Q} report to before {last}?")],
    "q_prev": [
        ("Who was my previous manager?", "Who was {Q}'s previous manager?"),
        ("Who did I use to report to?", "Who did {Q} use to report to?"),
    ],
}

# ---------------------------------------------------------------------------
# Distractors: unrelated everyday chat.  Second element lists kinds for which
# the line is withheld because it brushes against that topic.
# ---------------------------------------------------------------------------

DISTRACTORS = [
    ("Can you suggest a quick pasta recipe for tonight?", "diet"),
    ("What's a good name for a grey kitten?", ""),
    ("How do I get red wine out of a carpet?", ""),
    ("Any tips for falling asleep faster?", ""),
    ("My neighbour's dog had six puppies this week.", ""),
    ("I finally finished that 1,000-piece puzzle.", ""),
    ("Can you explain how compound interest works?", "budget"),
    ("What should I watch tonight? Something funny, please.", ""),
    ("Help me write a thank-you note to my aunt for the scarf.", ""),
    ("Is it normal for a sourdough starter to smell like nail polish?", "diet"),
    ("The weather has been miserable all week.", ""),
    ("Give me a 20-minute bodyweight workout.", ""),
    ("What's the difference between affect and effect?", ""),
    ("Can you recommend a fantasy book series for a 12-year-old?", ""),
    ("My tomato plants finally have flowers on them.", ""),
    ("How do I convert Celsius to Fahrenheit in my head?", ""),
    ("Write a haiku about Mondays.", ""),
    ("What's a polite way to decline a meeting invite?", "manager employer"),
    ("How often should I water a snake plant?", ""),
    ("Is it worth learning Excel pivot tables?", "employer"),
    ("Can you help me plan a board game night for six people?", ""),
    ("My printer keeps saying it's offline. Any ideas?", ""),
    ("Summarise the plot of Hamlet in three sentences.", ""),
    ("I've started learning the ukulele.", ""),
    ("What are some good stretches for lower back pain?", ""),
    ("How do I politely ask my flatmate to do the dishes?", ""),
    ("Suggest a playlist for a long train ride.", ""),
    ("What's the best way to learn Spanish vocab?", ""),
    ("The cat knocked my coffee over the keyboard again.", ""),
    ("What's a good gift for a ten-year-old who likes space?", "budget"),
    ("Can you proofread this: 'Their going to the park later.'", ""),
    ("How do I reset my router?", ""),
    ("I need a name for my pub quiz team.", "team"),
    ("Give me three ideas for a rainy Sunday.", ""),
    ("What's the difference between baking soda and baking powder?", "diet"),
    ("How many hours of sleep does a teenager need?", ""),
    ("Explain black holes like I'm five.", ""),
    ("Our smoke alarm keeps chirping. What does that mean?", ""),
    ("Can you write a limerick about a lazy dog?", ""),
    ("My best friend is turning forty next week.", ""),
    ("How do I stop my houseplants getting so leggy?", ""),
    ("What should I pack for a weekend camping trip?", ""),
    ("I keep forgetting to drink water. Any tricks?", ""),
    ("Is there a trick to folding fitted sheets?", ""),
    ("Recommend a podcast about history.", ""),
    ("How do I stop my glasses fogging up in the cold?", ""),
    ("My son wants to learn chess. Where should we start?", ""),
    ("I burnt the toast again and set the smoke alarm off.", "diet"),
    ("Give me a word that means 'very happy' but isn't 'ecstatic'.", ""),
    ("The new season of that baking show starts on Friday.", ""),
    ("How do you say 'thank you' in Korean?", ""),
    ("Can you help me draft a birthday message for my grandad?", ""),
    ("My laptop fan has been really loud lately.", "budget"),
    ("Quick question: is a tomato a fruit or a vegetable?", "diet"),
    ("What are some fun facts about octopuses?", ""),
    ("I'm trying to read more this year. Any short novels?", ""),
    ("How long does it take to walk 5 km?", ""),
    ("What's the best way to clean a cast-iron pan?", "diet"),
    ("Can you explain the offside rule?", "team"),
    ("Any ideas for a primary school science fair project?", ""),
    ("What does 'per se' actually mean?", ""),
    ("I've had hiccups for twenty minutes. Help.", ""),
    ("My daughter lost her first tooth today!", ""),
    ("How do I keep basil alive indoors?", ""),
    ("Tell me a joke about penguins.", ""),
    ("What's the rule for 'fewer' versus 'less'?", ""),
    ("We're having a film marathon this weekend. Any good trilogies?", ""),
    ("Can you give me a simple explanation of inflation?", "budget"),
    ("How do I write a good cover letter?", "employer manager"),
    ("Is it weird to nap at 6pm?", ""),
    ("What are the rules of pickleball?", "team"),
    ("I'm knitting a scarf and it's taking forever.", ""),
    ("What's a nice flower to plant in a shady corner?", ""),
    ("Help me come up with a name for a book club.", "email"),
    ("Can you recommend a good crime drama series?", ""),
    ("My grandma turns ninety on Sunday.", ""),
    ("What's the quickest way to defrost a windscreen?", "car"),
    ("How do I get my toddler to eat vegetables?", "diet"),
    ("Any tips for staying focused while working from home?", "employer manager"),
    ("I finally cleaned out the garage.", "car"),
    ("How do I make a paper aeroplane that actually flies?", ""),
    ("What's the longest river in Europe?", "residence"),
    ("What's the best way to memorise a speech?", ""),
    ("Give me a riddle to ask my niece.", ""),
    ("How do I fix a squeaky door hinge?", ""),
    ("The courgettes on my allotment have gone wild this year.", "diet"),
    ("Can you think of a theme for a fancy dress party?", ""),
    ("Do goldfish really have a three-second memory?", ""),
    ("The power went out for two hours last night.", ""),
    ("My brother-in-law has taken up pottery.", ""),
    ("Which planet has the most moons?", ""),
    ("How do I write a formal complaint letter?", ""),
    ("What's a good recipe for banana bread?", "diet"),
    ("I'm trying to cut down on screen time. Ideas?", "phone"),
    ("Is it true you shouldn't wake a sleepwalker?", ""),
    ("We adopted a rescue greyhound called Pickle.", ""),
    ("What's the best way to remove a splinter?", ""),
    ("Can you help me pick a font for a poster?", ""),
    ("How do I stop procrastinating?", ""),
    ("Give me a fun fact about Saturn.", ""),
    ("My niece just started primary school.", ""),
    ("What's the difference between a crocodile and an alligator?", ""),
    ("Can you suggest a short morning meditation?", ""),
    ("How do I get sticker residue off glass?", ""),
    ("What's the best way to learn touch typing?", ""),
    ("Our street is having a bake-off next weekend.", "diet"),
    ("How many teaspoons are in a tablespoon?", ""),
    ("Can you translate 'good luck' into Italian?", ""),
    ("My friend's band is playing at a pub on Friday.", ""),
    ("What's a good way to organise my wardrobe?", ""),
    ("My phone screen cracked when I dropped it.", "phone"),
    ("Recommend a card game for two players.", ""),
    ("What's the origin of the word 'robot'?", ""),
    ("How do I take a better photo of the moon?", ""),
    ("Any advice for a first-time half marathon?", ""),
    ("The kids want a treehouse. Where would I even start?", ""),
    ("Is it safe to leave a candle burning overnight?", ""),
    ("Can you explain what an index fund is in plain English?", "budget"),
    ("What are some easy houseplants for a dark bathroom?", ""),
    ("My friend Bex is learning to sail.", ""),
    ("My old school friend Dara just had twins.", ""),
    ("Why do cats knead blankets?", ""),
    ("How do I back up the photos on my laptop?", ""),
    ("I want to start journaling. Any prompts?", ""),
    ("What's the best way to store fresh herbs?", "diet"),
    ("Our washing machine is making a grinding noise.", ""),
    ("Can you help me write a short speech for a leaving do?", "employer manager"),
    ("How many bones are in the human hand?", ""),
    ("What's a good board game for a family of four?", ""),
    ("I've been getting into birdwatching. Saw a goldfinch today!", ""),
    ("Is it better to stretch before or after a run?", ""),
    ("What rhymes with orange? Asking for a poem.", ""),
    ("How do I stop the bathroom mirror steaming up?", ""),
    ("My nephew wants a dinosaur cake for his birthday.", "diet"),
    ("Can you help me name a sourdough starter? It needs a silly name.", ""),
]

# ---------------------------------------------------------------------------
# Helpers
# ---------------------------------------------------------------------------

ARTICLE_AN_EXCEPTIONS = ("MG4", "Urawa")


def with_article(word):
    if word.startswith(ARTICLE_AN_EXCEPTIONS) or word[0] in "AEIOÖ":
        return "an " + word
    return "a " + word


def slug(text):
    norm = unicodedata.normalize("NFKD", text)
    norm = "".join(ch for ch in norm if not unicodedata.combining(ch))
    norm = norm.replace("ı", "i").replace("ł", "l")
    return re.sub(r"[^a-z]", "", norm.lower())


def digits(rng, n):
    return "".join(str(rng.randint(0, 9)) for _ in range(n))


def mobile_number(rng, country):
    d = lambda n: digits(rng, n)  # noqa: E731
    if country == "UK":
        return rng.choice([f"+44 7700 900{d(3)}", f"07700 900{d(3)}"])
    if country == "US":
        ac = rng.choice(["212", "415", "312", "617", "206", "512", "303"])
        return rng.choice([f"({ac}) 555-01{d(2)}", f"+1 {ac} 555 01{d(2)}"])
    if country == "Canada":
        ac = rng.choice(["604", "416", "514", "403"])
        return f"+1 {ac} 555 01{d(2)}"
    if country == "Australia":
        return rng.choice([f"04{d(2)} {d(3)} {d(3)}", f"+61 4{d(2)} {d(3)} {d(3)}"])
    if country == "Germany":
        return f"+49 15{rng.choice('1279')} {d(4)} {d(4)}"
    if country == "France":
        return rng.choice([f"+33 6 {d(2)} {d(2)} {d(2)} {d(2)}", f"06 {d(2)} {d(2)} {d(2)} {d(2)}"])
    if country == "Spain":
        return f"+34 6{d(2)} {d(3)} {d(3)}"
    if country == "Italy":
        return f"+39 3{d(2)} {d(3)} {d(4)}"
    if country == "Netherlands":
        return f"+31 6 {d(4)} {d(4)}"
    if country == "India":
        return f"+91 9{d(4)} {d(5)}"
    if country == "Japan":
        return f"0{rng.choice('89')}0-{d(4)}-{d(4)}"
    if country == "Brazil":
        return f"+55 11 9{d(4)}-{d(4)}"
    if country == "Mexico":
        return f"+52 55 {d(4)} {d(4)}"
    if country == "Ireland":
        return f"08{rng.choice('35679')} {d(3)} {d(4)}"
    if country == "South Africa":
        return f"+27 8{rng.choice('234')} {d(3)} {d(4)}"
    if country == "Nigeria":
        return f"+234 80{rng.choice('3569')} {d(3)} {d(4)}"
    if country == "Poland":
        return f"+48 5{d(2)} {d(3)} {d(3)}"
    if country == "Sweden":
        return f"07{rng.choice('0236')}-{d(3)} {d(2)} {d(2)}"
    if country == "Singapore":
        return f"+65 9{d(3)} {d(4)}"
    if country == "Kenya":
        return f"+254 7{d(2)} {d(3)} {d(3)}"
    raise ValueError(country)


def landline_number(rng, country):
    d = lambda n: digits(rng, n)  # noqa: E731
    table = {
        "UK": lambda: rng.choice([f"020 7946 0{d(3)}", f"0161 496 0{d(3)}"]),
        "US": lambda: f"({rng.choice(['212', '415', '617'])}) 555-01{d(2)}",
        "France": lambda: f"01 {d(2)} {d(2)} {d(2)} {d(2)}",
        "Germany": lambda: f"030 {d(7)}",
        "Spain": lambda: f"91 {d(3)} {d(2)} {d(2)}",
        "Italy": lambda: f"06 {d(4)} {d(4)}",
        "Netherlands": lambda: f"020 {d(3)} {d(4)}",
        "India": lambda: f"080 {d(4)} {d(4)}",
        "Japan": lambda: f"03-{d(4)}-{d(4)}",
        "Australia": lambda: f"(02) {d(4)} {d(4)}",
        "Ireland": lambda: f"01 {d(3)} {d(4)}",
    }
    if country in table:
        return table[country]()
    return mobile_number(rng, country)


COUNTRIES = [
    "UK",
    "US",
    "Canada",
    "Australia",
    "Germany",
    "France",
    "Spain",
    "Italy",
    "Netherlands",
    "India",
    "Japan",
    "Brazil",
    "Mexico",
    "Ireland",
    "South Africa",
    "Nigeria",
    "Poland",
    "Sweden",
    "Singapore",
    "Kenya",
]


def nice_amount(a):
    if a < 100:
        return max(5, round(a / 5.0) * 5)
    p = 10 ** (math.floor(math.log10(a)) - 1)
    return round(a / p) * p


def fmt_amount(cur_fmt, n):
    if cur_fmt.startswith("₹"):
        s = str(n)
        if len(s) > 3:
            head, tail = s[:-3], s[-3:]
            groups = []
            while len(head) > 2:
                groups.insert(0, head[-2:])
                head = head[:-2]
            if head:
                groups.insert(0, head)
            s = ",".join(groups) + "," + tail
        return cur_fmt.format(s)
    return cur_fmt.format(f"{n:,}")


def fmt_since(rng, d):
    if rng.random() < 0.5:
        return f"{d:%B} {d.day}"
    return f"{d.day} {d:%B}"


def fix_caps(text):
    return re.sub(r"(^|[.!?]\s+)my ", lambda m: m.group(1) + "My ", text)


FIRST_PERSON = re.compile(
    r"\b(I|I'm|I've|I'd|I'll|my|My|me|Me|mine|myself|we|We|we're|We're|"
    r"we've|We've|our|Our|us)\b"
)


def word_in(word, text):
    return re.search(r"(?<![\w@.])" + re.escape(word) + r"(?![\w@])", text) is not None


# ---------------------------------------------------------------------------
# Item construction
# ---------------------------------------------------------------------------


class ItemCtx:
    """Per-item state: subject, value pools and everything already used."""

    def __init__(self, rng, kind, fam, is_i, person):
        self.rng = rng
        self.kind = kind
        self.fam = fam
        self.is_i = is_i
        self.person = person  # (first, last, gender) for named; persona for I
        self.used = set()
        self.names_used = set()
        if person is not None:
            self.names_used.add(person[0])
            self.names_used.add(person[1])
        # kind specific setup
        if kind == "residence":
            if fam.get("cities_only") or rng.random() < 0.7:
                self.pool = list(CITIES)
            else:
                self.pool = list(NEIGHBOURHOODS[rng.choice(sorted(NEIGHBOURHOODS))])
        elif kind == "budget":
            self.thing = rng.choice(BUDGET_THINGS)
            fmts = list(CURRENCIES)
            weights = [c[2] for c in fmts]
            self.cur = rng.choices(fmts, weights=weights, k=1)[0]
        elif kind == "phone":
            self.country = rng.choice(COUNTRIES)
        elif kind == "team":
            self.group = rng.choice(sorted(TEAM_GROUPS))
        elif kind == "email":
            if is_i:
                self.ef, self.el = rng.choice(I_PERSONAS)
            else:
                self.ef, self.el = person[0], person[1]

    # -- budget helpers ------------------------------------------------------
    def amount_in(self, thing):
        _, _, lo, hi = thing
        return nice_amount(self.rng.uniform(lo, hi) * self.cur[1])

    def fmt(self, n):
        return fmt_amount(self.cur[0], n)

    # -- email helpers -------------------------------------------------------
    def personal_email(self):
        rng = self.rng
        f, lname = slug(self.ef), slug(self.el)
        handles = [
            f"{f}.{lname}",
            f"{f}{lname}",
            f"{f}_{lname}",
            f"{f[0]}{lname}",
            f"{lname}.{f}",
            f"{f}.{lname}{digits(rng, 2)}",
            f"{f}{lname}{digits(rng, 2)}",
            f"{f[0]}.{lname}",
            f"{f}.{lname[0]}",
            f"{lname}{f[0]}",
        ]
        if rng.random() < 0.12:
            return rng.choice(
                [f"hello@{f}{lname}.com", f"{f}@{f}{lname}.dev", f"me@{f}{lname}.co.uk"]
            )
        return f"{rng.choice(handles)}@{rng.choice(EMAIL_DOMAINS)}"

    # -- chain ---------------------------------------------------------------
    def chain(self, n, upd_templates):
        kind = self.kind
        for _ in range(200):
            vals = self._chain_once(n, upd_templates)
            if len(set(vals)) == n:
                self.used.update(vals)
                if kind == "partner":
                    self.names_used.update(vals)
                if kind == "manager":
                    for v in vals:
                        self.names_used.update(v.split())
                return vals
        raise RuntimeError("could not build chain")

    def _chain_once(self, n, upd_templates):
        rng = self.rng
        kind = self.kind
        if kind == "residence":
            return rng.sample(self.pool, n)
        if kind == "employer":
            return rng.sample(COMPANIES, n)
        if kind == "partner":
            pool = [p for p in PARTNER_NAMES if p not in self.names_used]
            return rng.sample(pool, n)
        if kind == "manager":
            pool = [m for m in MANAGER_NAMES if not set(m.split()) & self.names_used]
            return rng.sample(pool, n)
        if kind == "diet":
            first = rng.choice(DIETS)
            pool = self.fam.get("upd_pool", DIETS)
            rest = rng.sample([d for d in pool if d != first], n - 1)
            return [first, *rest]
        if kind == "car":
            if self.fam.get("upgrade"):
                tiers = (
                    sorted(rng.sample([1, 2, 3], n)) if n == 3 else sorted(rng.sample([1, 2, 3], 2))
                )
                return [rng.choice([c for c, t in CARS if t == tier]) for tier in tiers]
            return [c for c, _ in rng.sample(CARS, n)]
        if kind == "team":
            return rng.sample(TEAM_GROUPS[self.group], n)
        if kind == "phone":
            country = self.country
            vals = [mobile_number(rng, country)]
            countries = [country]
            for _ in range(n - 1):
                if self.fam.get("country_change"):
                    country = rng.choice([c for c in COUNTRIES if c not in countries])
                vals.append(mobile_number(rng, country))
                countries.append(country)
            self.countries = countries
            return vals
        if kind == "email":
            return [self.personal_email() for _ in range(n)]
        if kind == "budget":
            a = self.amount_in(self.thing)
            amounts = [a]
            for t in upd_templates:
                direction = t[2]
                if direction == "any":
                    direction = rng.choice(["up", "down"])
                prev = amounts[-1]
                if direction == "up":
                    b = nice_amount(prev * rng.uniform(1.15, 1.6))
                    if b <= prev:
                        b = nice_amount(prev * 1.3)
                else:
                    b = nice_amount(prev * rng.uniform(0.55, 0.85))
                    if b >= prev:
                        b = nice_amount(prev * 0.7)
                amounts.append(b)
            ok = all(
                (b > a2) if t[2] == "up" else (b < a2) if t[2] == "down" else True
                for a2, b, t in zip(amounts, amounts[1:], upd_templates, strict=False)
            )
            if not ok:
                return [None] * n
            self.amounts_num = amounts
            return [self.fmt(x) for x in amounts]
        raise ValueError(kind)

    # -- fresh values for hard negatives ------------------------------------
    def fresh(self, xgen):
        kind = self.kind
        extra = {}
        for _ in range(200):
            x = self._fresh_once(xgen, extra)
            if x is not None and x not in self.used:
                self.used.add(x)
                if kind == "partner":
                    self.names_used.add(x)
                if kind == "manager":
                    self.names_used.update(x.split())
                return x, extra
        raise RuntimeError(f"no fresh value for {kind}/{xgen}")

    def _fresh_once(self, xgen, extra):
        rng = self.rng
        kind = self.kind
        if kind == "residence":
            return rng.choice(CITIES)
        if kind == "employer":
            return rng.choice(COMPANIES)
        if kind == "partner":
            return rng.choice([p for p in PARTNER_NAMES if p not in self.names_used])
        if kind == "manager":
            return rng.choice([m for m in MANAGER_NAMES if not set(m.split()) & self.names_used])
        if kind == "diet":
            return rng.choice(DIETS)
        if kind == "car":
            return rng.choice(CARS)[0]
        if kind == "team":
            same = [t for t in TEAM_GROUPS[self.group] if t not in self.used]
            if same and rng.random() < 0.8:
                return rng.choice(same)
            return rng.choice(TEAM_GROUPS[rng.choice(sorted(TEAM_GROUPS))])
        if kind == "phone":
            here = self.countries[self.cur_idx]  # where the subject lives at this point
            if xgen == "foreign":
                return mobile_number(rng, rng.choice([c for c in COUNTRIES if c != here]))
            if xgen == "landline":
                return landline_number(rng, here)
            return mobile_number(rng, here)
        if kind == "email":
            f, lname = slug(self.ef), slug(self.el)
            if xgen == "work":
                return (
                    f"{rng.choice([f + '.' + lname, f[0] + lname, f])}@{rng.choice(WORK_DOMAINS)}"
                )
            if xgen == "junk":
                return rng.choice(
                    [
                        f"{f}{lname}.deals@gmail.com",
                        f"{f}.shopping@outlook.com",
                        f"{f}.signups{digits(rng, 2)}@yahoo.com",
                        f"junk.{f}{lname[0]}@gmail.com",
                    ]
                )
            if xgen == "other":
                pn = slug(rng.choice([p for p in PARTNER_NAMES if p not in self.names_used]))
                return f"{pn}.{slug(rng.choice(OTHER_SURNAMES))}@{rng.choice(EMAIL_DOMAINS)}"
            if xgen == "spam":
                return rng.choice(SPAM_ADDRESSES)
            if xgen == "self":
                return self.personal_email()
            if xgen == "family":
                return rng.choice(
                    [
                        f"the{lname}s@gmail.com",
                        f"{lname}.family@outlook.com",
                        f"{lname}household@icloud.com",
                    ]
                )
            if xgen == "club":
                return rng.choice(CLUB_ADDRESSES)
            raise ValueError(xgen)
        if kind == "budget":
            if xgen == "thing2":
                other = rng.choice([t for t in BUDGET_THINGS if t != self.thing])
                extra["thing2"] = other[0]
                return self.fmt(self.amount_in(other))
            base = self.amounts_num[self.cur_idx]
            if xgen == "above":
                x = nice_amount(base * rng.uniform(1.2, 1.6))
            else:
                x = nice_amount(
                    base * rng.choice([rng.uniform(0.55, 0.88), rng.uniform(1.12, 1.9)])
                )
            if abs(x - base) < 0.1 * base:
                return None
            return self.fmt(x)
        raise ValueError(kind)


def render(tpl, is_i, tokens):
    text = tpl[0] if is_i else tpl[1]
    text = text.format(**tokens)
    return fix_caps(text)


def plan_sequence(rng, c, n_neg, n_dist, last_neg_type):
    """Return the ordered roles of an item.

    ("value", i) is the i-th chain value, ("neg", slot, type) a hard negative
    placed after value `slot` (1-based), ("dist",) a distractor.
    """
    slots = {i: [] for i in range(1, c + 1)}
    if last_neg_type:
        others = n_neg - 1
        allowed = list(range(1, c + 1))
    else:
        others = n_neg
        allowed = list(range(1, c))
    for _ in range(others):
        s = rng.choice(allowed)
        t = "older" if s >= 2 and rng.random() < 0.45 else "fresh"
        slots[s].append(("neg", s, t))
    if last_neg_type:
        slots[c].append(("neg", c, last_neg_type, "designated"))
    seq = []
    for i in range(1, c + 1):
        seq.append(("value", i - 1))
        seq.extend(slots[i])
    for _ in range(n_dist):
        seq.insert(rng.randint(0, len(seq)), ("dist",))
    return seq


def assign_times(rng, seq, start):
    """Days and timestamps, strictly increasing; values come 10-20 days apart."""
    out = []
    day = 0
    minute = None
    for idx, entry in enumerate(seq):
        if idx == 0:
            day = 0
            minute = rng.randint(7 * 60 + 5, 22 * 60)
        else:
            if entry[0] == "value":
                gap = rng.randint(10, 20)
            else:
                gap = rng.choice([0, 0, 1, 1, 2, 2, 3, 4, 5, 6])
            if gap == 0:
                nm = minute + rng.randint(12, 200)
                if nm > 23 * 60 + 40:
                    gap = 1
                else:
                    minute = nm
            if gap > 0:
                day += gap
                minute = rng.randint(7 * 60 + 5, 23 * 60 + 20)
        ts = start + timedelta(days=day, minutes=minute, seconds=rng.randint(0, 59))
        out.append((day, ts))
    return out


def build_item(
    rng,
    kind,
    p,
    j,
    c,
    asks,
    older_mode,
    newest_style,
    is_i,
    person,
    last_neg_type,
    n_neg,
    n_dist,
    start,
):
    spec = K[kind]
    fam = spec["families"][p]
    ctx = ItemCtx(rng, kind, fam, is_i, person)

    # templates for the value statements
    first_tpl = fam["first"][(j + p) % len(fam["first"])]
    start_u = (2 * j + p) % len(fam["upd"])
    upd_tpls = [fam["upd"][(start_u + k) % len(fam["upd"])] for k in range(c - 1)]
    values = ctx.chain(c, upd_tpls)

    seq = plan_sequence(rng, c, n_neg, n_dist, last_neg_type)
    times = assign_times(rng, seq, start)

    base_tokens = {}
    if not is_i:
        base_tokens.update(PRONOUNS[person[2]])
    if kind == "budget":
        base_tokens["thing"] = ctx.thing[0]
        base_tokens["bare"] = ctx.thing[1]

    fresh_pool = list(spec["neg_fresh"])
    older_pool = list(spec["neg_older"])
    rng.shuffle(fresh_pool)
    rng.shuffle(older_pool)

    dist_pool = [d for d in DISTRACTORS if kind not in d[1].split()]
    rng.shuffle(dist_pool)

    statements = []
    meta = []  # parallel: dict(role, value_index, neg_type, ref)
    last_subject_date = None
    for entry, (day, ts) in zip(seq, times, strict=False):
        role = entry[0]
        tokens = dict(base_tokens)
        if not is_i:
            tokens["N"] = person[0]
        if role == "value":
            i = entry[1]
            ctx.cur_idx = i
            v = values[i]
            tokens["v"] = v
            tokens["av"] = with_article(v)
            if i == 0:
                tpl = first_tpl
                if not is_i:
                    full = f"{person[0]} {person[1]}"
                    if tpl[1].startswith("{N}") and rng.random() < 0.65:
                        tokens["N"] = f"my {rng.choice(RELATIONS)} {full}"
                    else:
                        tokens["N"] = full
            else:
                tpl = upd_tpls[i - 1]
                tokens["old"] = values[i - 1]
                lo = (last_subject_date + timedelta(days=1)) if last_subject_date else ts.date()
                hi = ts.date() - timedelta(days=1)
                lo = min(lo, hi)
                span = (hi - lo).days
                tokens["since"] = fmt_since(rng, lo + timedelta(days=rng.randint(0, span)))
            if kind == "diet":
                tokens["cut"] = CUT_OUT.get(v, "")
            text = render(tpl, is_i, tokens)
            statements.append(
                {"text": text, "day": day, "at": ts.isoformat(), "role": "value", "value": v}
            )
            meta.append({"role": "value", "index": i})
            last_subject_date = ts.date()
        elif role == "neg":
            slot, ntype = entry[1], entry[2]
            if ntype == "older":
                tpl = older_pool.pop()
                o = rng.choice(values[: slot - 1])
                tokens["o"] = o
                tokens["ao"] = with_article(o)
                ref = o
            else:
                tpl = fresh_pool.pop()
                xgen = tpl[2] if len(tpl) > 2 else "default"
                if xgen == "none":
                    ref = None
                else:
                    x, extra = ctx.fresh(xgen)
                    tokens.update(extra)
                    tokens["x"] = x
                    tokens["ax"] = with_article(x)
                    ref = x
            text = render(tpl, is_i, tokens)
            statements.append({"text": text, "day": day, "at": ts.isoformat(), "role": "negative"})
            meta.append(
                {"role": "negative", "type": ntype, "ref": ref, "designated": len(entry) > 3}
            )
            last_subject_date = ts.date()
        else:
            while True:
                d = dist_pool.pop()
                words = set(re.findall(r"[A-Z][\w'-]+", d[0]))
                if not words & ctx.names_used:
                    break
            statements.append(
                {"text": d[0], "day": day, "at": ts.isoformat(), "role": "distractor"}
            )
            meta.append({"role": "distractor"})

    # question
    qtok = {}
    if not is_i:
        qtok.update(PRONOUNS[person[2]])
        qtok["Q"] = f"{person[0]} {person[1]}" if rng.random() < 0.6 else person[0]
    if kind == "budget":
        qtok["thing"] = ctx.thing[0]
    if asks == "newest":
        target = c - 1
        opts = spec["q_newest"][newest_style]
        if newest_style == "still":
            qtok["ref"] = values[c - 2] if rng.random() < 0.75 else values[c - 1]
    elif older_mode == "first":
        target, opts = 0, spec["q_first"]
    elif older_mode == "middle":
        target, opts = 1, spec["q_before"]
        qtok["last"] = values[2]
    elif older_mode == "before":
        target, opts = 0, spec["q_before"]
        qtok["last"] = values[1]
    else:  # prev / used to
        target, opts = 0, spec["q_prev"]
    qt = opts[rng.randrange(len(opts))]
    question = render(qt, is_i, qtok)

    value_rows = [s for s in statements if s["role"] == "value"]
    expected = value_rows[target]["text"]
    candidates = [s["text"] for s in statements if s["role"] in ("value", "negative")]
    row = {
        "id": None,
        "kind": kind,
        "phrasing": p,
        "split": SPLIT,
        "asks": asks,
        "subject": "I" if is_i else f"{person[0]} {person[1]}",
        "question": question,
        "expected": expected,
        "candidates": candidates,
        "statements": statements,
    }
    info = {
        "values": values,
        "meta": meta,
        "target": target,
        "older_mode": older_mode,
        "newest_style": newest_style,
        "last_neg_type": last_neg_type,
        "start": start,
        "first_name": None if is_i else person[0],
    }
    return row, info


# ---------------------------------------------------------------------------
# Validation
# ---------------------------------------------------------------------------

FIELDS = [
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


def check_row(row, info):
    assert list(row.keys()) == FIELDS, row.keys()
    assert re.fullmatch(r"q\d{3}", row["id"])
    assert row["kind"] in KIND_ORDER
    assert isinstance(row["phrasing"], int)
    assert 0 <= row["phrasing"] <= 5
    assert row["split"] == SPLIT
    assert row["asks"] in ("newest", "older")
    sts = row["statements"]
    assert 8 <= len(sts) <= 14, len(sts)
    texts = [s["text"] for s in sts]
    assert len(set(texts)) == len(texts), "duplicate text in item " + row["id"]
    prev_ts = None
    start = info["start"]
    for s in sts:
        keys = set(s)
        if s["role"] == "value":
            assert keys == {"text", "day", "at", "role", "value"}, keys
            assert s["value"] in s["text"], (s["value"], s["text"])
        else:
            assert keys == {"text", "day", "at", "role"}, keys
        assert s["role"] in ("value", "negative", "distractor")
        assert isinstance(s["day"], int)
        assert s["day"] >= 0
        assert s["at"].endswith("+00:00")
        ts = datetime.fromisoformat(s["at"])
        assert ts.utcoffset() == timedelta(0)
        assert (ts.date() - start.date()).days == s["day"]
        if prev_ts is not None:
            assert ts > prev_ts, (row["id"], s["at"])
        prev_ts = ts
        assert s["text"][0].isupper() or s["text"][0] in "+(0123456789", s["text"]
        assert "{" not in s["text"] and "}" not in s["text"], s["text"]  # noqa: PT018
        assert "  " not in s["text"]
    assert sts[0]["day"] == 0
    assert "{" not in row["question"]
    assert row["question"].endswith("?")
    roles = Counter(s["role"] for s in sts)
    assert roles["value"] in (2, 3)
    assert 1 <= roles["negative"] <= 3
    assert 2 <= roles["distractor"] <= 5
    cands = [s["text"] for s in sts if s["role"] in ("value", "negative")]
    assert row["candidates"] == cands
    assert row["expected"] in cands
    exp_st = next(s for s in sts if s["text"] == row["expected"])
    assert exp_st["role"] == "value"
    vals = [s["value"] for s in sts if s["role"] == "value"]
    assert vals == info["values"]
    assert len(set(vals)) == len(vals)
    assert exp_st["value"] == vals[info["target"]]
    if row["asks"] == "newest":
        assert info["target"] == len(vals) - 1
    else:
        assert info["target"] < len(vals) - 1
    # subject mention and value hygiene
    fn = info["first_name"]
    for s, m in zip(sts, info["meta"], strict=False):
        if s["role"] == "distractor":
            if fn:
                assert not word_in(fn, s["text"]), s["text"]
            for v in vals:
                assert not word_in(v, s["text"]), (v, s["text"])
            continue
        if fn:
            assert fn in s["text"], (fn, s["text"])
        else:
            assert FIRST_PERSON.search(s["text"]), s["text"]
        if s["role"] == "negative":
            later_or_current = []
            if m["type"] == "older":
                assert m["ref"] in vals and word_in(m["ref"], s["text"]), s["text"]  # noqa: PT018
                idx = vals.index(m["ref"])
                # the referenced value must already be superseded
                n_before = sum(1 for x in sts[: sts.index(s)] if x["role"] == "value")
                assert idx < n_before - 1, s["text"]
                later_or_current = [v for v in vals if v != m["ref"]]
            else:
                later_or_current = vals
            for v in later_or_current:
                assert not word_in(v, s["text"]), (v, s["text"])
    # the last subject statement
    subj = [(s, m) for s, m in zip(sts, info["meta"], strict=False) if s["role"] != "distractor"]
    last_s, last_m = subj[-1]
    if info["last_neg_type"]:
        assert last_s["role"] == "negative"
        assert last_m["type"] == info["last_neg_type"]
    else:
        assert last_s["role"] == "value"
        assert last_s["value"] == vals[-1]
    if row["subject"] != "I":
        assert row["subject"].split()[0] == fn
        assert fn in row["question"]
    else:
        assert FIRST_PERSON.search(row["question"]), row["question"]


# ---------------------------------------------------------------------------
# Main
# ---------------------------------------------------------------------------


def main():
    rng = random.Random(SEED)
    first_names = [p[0] for p in NAMED_PEOPLE]
    assert len(set(first_names)) == len(first_names) >= 144
    assert not set(first_names) & set(PARTNER_NAMES)
    assert not set(first_names) & {m.split()[0] for m in MANAGER_NAMES}
    for kind in KIND_ORDER:
        fams = K[kind]["families"]
        assert len(fams) == 6
        for fam in fams:
            assert len(fam["first"]) >= 2
            assert len(fam["upd"]) >= 2
            for tpl in fam["first"] + fam["upd"]:
                assert "{N}" in tpl[1]
                assert "{N}" not in tpl[0]
        for tpl in K[kind]["neg_fresh"] + K[kind]["neg_older"]:
            assert "{N}" in tpl[1] and "{N}" not in tpl[0], tpl  # noqa: PT018
        assert set(K[kind]["q_newest"]) == set(NEWEST_STYLES)

    people = list(NAMED_PEOPLE)
    rng.shuffle(people)
    people = people[:144]

    # --- allocation -------------------------------------------------------
    plan = []
    lastneg_counter = 0
    older3_counter = 0
    older2_counter = 0
    for k, kind in enumerate(KIND_ORDER):
        n_i = 10 if k < 6 else 9
        slots = [(p, j) for p in range(6) for j in range(4)]
        i_slots = set()
        for p in range(6):
            i_slots.add((p, rng.randrange(4)))
        rest = [s for s in slots if s not in i_slots]
        i_slots.update(rng.sample(rest, n_i - 6))
        newest_counter = k  # rotate styles, offset per kind
        for p in range(6):
            older_chain = 3 if (k + p) % 2 == 0 else 2
            ln_j = (k + p) % 4
            for j in range(4):
                asks = "older" if j == 3 else "newest"
                if j == 3:
                    c = older_chain
                elif j == 2:
                    c = 2 if older_chain == 3 else 3
                else:
                    c = 2 + j  # j=0 -> 2, j=1 -> 3
                older_mode = None
                newest_style = None
                if asks == "older":
                    if c == 3:
                        older_mode = "first" if older3_counter % 2 == 0 else "middle"
                        older3_counter += 1
                    else:
                        older_mode = "before" if older2_counter % 2 == 0 else "prev"
                        older2_counter += 1
                else:
                    newest_style = NEWEST_STYLES[newest_counter % 6]
                    newest_counter += 1
                last_neg_type = None
                if j == ln_j:
                    last_neg_type = "older" if lastneg_counter % 2 == 0 else "fresh"
                    lastneg_counter += 1
                plan.append(
                    {
                        "kind": kind,
                        "p": p,
                        "j": j,
                        "c": c,
                        "asks": asks,
                        "older_mode": older_mode,
                        "newest_style": newest_style,
                        "is_i": (p, j) in i_slots,
                        "last_neg_type": last_neg_type,
                    }
                )

    rows = []
    infos = []
    person_iter = iter(people)
    base = datetime(2024, 1, 8, tzinfo=UTC)
    for it in plan:
        c = it["c"]
        n_neg = rng.choices([1, 2, 3], weights=[3, 4, 3], k=1)[0]
        min_total_other = 6 if c == 2 else 5
        n_dist = rng.randint(max(2, min_total_other - n_neg), 5)
        person = None if it["is_i"] else next(person_iter)
        start = base + timedelta(days=rng.randint(0, 540))
        row, info = build_item(
            rng,
            it["kind"],
            it["p"],
            it["j"],
            c,
            it["asks"],
            it["older_mode"],
            it["newest_style"],
            it["is_i"],
            person,
            it["last_neg_type"],
            n_neg,
            n_dist,
            start,
        )
        rows.append(row)
        infos.append(info)

    for n, row in enumerate(rows, 1):
        row["id"] = f"q{n:03d}"
    for row, info in zip(rows, infos, strict=False):
        check_row(row, info)

    # --- global counts ----------------------------------------------------
    assert len(rows) == 240
    kp = Counter((r["kind"], r["phrasing"]) for r in rows)
    assert len(kp) == 60
    assert set(kp.values()) == {4}
    kpa = Counter((r["kind"], r["phrasing"], r["asks"]) for r in rows)
    assert all(
        kpa[(k, p, "newest")] == 3 and kpa[(k, p, "older")] == 1
        for k in KIND_ORDER
        for p in range(6)
    )
    chain_len = Counter(len(i["values"]) for i in infos)
    assert chain_len == {2: 120, 3: 120}
    subj = Counter("I" if r["subject"] == "I" else "named" for r in rows)
    assert subj == {"I": 96, "named": 144}
    named = [r["subject"] for r in rows if r["subject"] != "I"]
    assert len(set(named)) == 144
    older_modes = Counter(i["older_mode"] for i in infos if i["older_mode"])
    assert older_modes == {"first": 15, "middle": 15, "before": 15, "prev": 15}
    last_neg = Counter(i["last_neg_type"] for i in infos if i["last_neg_type"])
    assert last_neg == {"older": 30, "fresh": 30}

    os.makedirs(OUT_DIR, exist_ok=True)
    with open(OUT_PATH, "w", encoding="utf-8") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")

    # --- report -----------------------------------------------------------
    print(f"wrote {len(rows)} rows to {OUT_PATH}")
    print("by kind:", dict(Counter(r["kind"] for r in rows)))
    print("by asks:", dict(Counter(r["asks"] for r in rows)))
    print("by chain length:", dict(sorted(chain_len.items())))
    print("by subject:", dict(subj))
    print("older question targets:", dict(older_modes))
    print(
        "newest question styles:",
        dict(Counter(i["newest_style"] for i in infos if i["newest_style"])),
    )
    print(
        "last subject statement is a negative:",
        sum(last_neg.values()),
        f"(older value {last_neg['older']}, fresh value {last_neg['fresh']})",
    )
    print("statements per item:", dict(sorted(Counter(len(r["statements"]) for r in rows).items())))
    print("roles:", dict(Counter(s["role"] for r in rows for s in r["statements"])))
    print(
        "span in days: min",
        min(r["statements"][-1]["day"] for r in rows),
        "max",
        max(r["statements"][-1]["day"] for r in rows),
    )


if __name__ == "__main__":
    main()
