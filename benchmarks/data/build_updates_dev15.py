#!/usr/bin/env python3
# ruff: noqa: E741, N806, PT018, SIM102 (a blind helper's data builder; formatted and auto-fixed by ruff, output byte-identical)
"""Build updates_dev15.jsonl: attribute-update benchmark items (dev15 split).

Deterministic: random.Random(15015), stdlib only, no network, no clock.
Writes updates_dev15.jsonl next to this file.

Template tokens
  mentions : {S} subject  {P} possessive  {O} object  {L} note label ("" for I, "Ana: ")
  pronouns : {he} {his} {him} {self} {we} {us}
  agreement: {am} {'m} {have} {'ve} {do} {don't} {s} {es}
  values   : {V} value  {OLD} previous value  {F} fresh value  {OV} older chain value  {T} budget item
  question : {Do} {Am} {was} {X} {Y}
Template tags (prefix "TAG|"): I = only for "I" subjects, N = only for named subjects,
  UP / DN = budget change direction, T = temporary value (never used in `older` items),
  NO = negative that presupposes the older value is out of date (newest items only,
  placed after that value was replaced).
"""

import itertools
import json
import os
import random
import re
import unicodedata
from collections import Counter
from datetime import UTC, datetime, timedelta

RNG = random.Random(15015)
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "updates_dev15.jsonl")

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
PERSONAS = {
    0: "storyteller",
    1: "corrector",
    2: "relayer",
    3: "note-taker",
    4: "requester",
    5: "understated",
}

# ----------------------------------------------------------------------------
# value pools
# ----------------------------------------------------------------------------
PLACES = [
    "Leeds",
    "York",
    "Hackney",
    "Walthamstow",
    "Bristol",
    "Glasgow",
    "Cardiff",
    "Brighton",
    "Sheffield",
    "Norwich",
    "Manchester",
    "Didsbury",
    "Peckham",
    "Clapham",
    "Edinburgh",
    "Leith",
    "Cork",
    "Galway",
    "Dublin",
    "Belfast",
    "Nottingham",
    "Exeter",
    "Oxford",
    "Cambridge",
    "Margate",
    "Whitstable",
    "Harrogate",
    "Stockport",
    "Swansea",
    "Aberdeen",
    "Dundee",
    "Derby",
    "Leicester",
    "Coventry",
    "Reading",
    "Kendal",
    "Hove",
    "Stroud",
    "Frome",
    "Lewes",
    "Ilkley",
    "Salford",
    "Tooting",
    "Crouch End",
    "Brixton",
    "Deptford",
    "Limerick",
    "Kilkenny",
]
COMPANIES = [
    "Deloitte",
    "Ocado",
    "Monzo",
    "Arup",
    "Rolls-Royce",
    "Accenture",
    "Unilever",
    "Siemens",
    "Atlassian",
    "Spotify",
    "Bupa",
    "Aviva",
    "Greggs",
    "Dyson",
    "Lidl",
    "Capita",
    "Vodafone",
    "Jacobs",
    "Halfords",
    "Octopus Energy",
    "Deliveroo",
    "Nationwide",
    "Boots",
    "Waitrose",
    "Tesco",
    "KPMG",
    "Experian",
    "Channel 4",
    "Pret",
    "Marks & Spencer",
    "Airbus",
    "AstraZeneca",
    "GSK",
    "Kainos",
    "Ryanair",
    "Aer Lingus",
    "Stripe",
    "Revolut",
    "Wise",
    "Lloyds",
    "Barclays",
    "Santander",
]
BUDGET_THINGS = [
    "the kitchen refit",
    "the wedding",
    "the Japan trip",
    "the new sofa",
    "the garden makeover",
    "the honeymoon",
    "the bathroom",
    "the fortieth birthday party",
    "the new laptop",
    "the loft conversion",
    "the Christmas presents",
    "the summer holiday",
    "the driveway",
]
AMOUNTS = [
    300,
    450,
    600,
    750,
    900,
    1200,
    1500,
    1800,
    2000,
    2500,
    3000,
    3500,
    4000,
    5000,
    6000,
    7500,
    9000,
    12000,
    15000,
    20000,
]
PARTNERS = [
    "Tom",
    "Maya",
    "Sam",
    "Jonno",
    "Ellie",
    "Marcus",
    "Beth",
    "Ollie",
    "Nina",
    "Kieran",
    "Rosa",
    "Felix",
    "Hannah",
    "Dan",
    "Isla",
    "Omar",
    "Gemma",
    "Theo",
    "Lucy",
    "Raj",
    "Clara",
    "Finn",
    "Zara",
    "Will",
]
DIETS = [
    "vegan",
    "vegetarian",
    "keto",
    "pescatarian",
    "gluten-free",
    "halal",
    "dairy-free",
    "paleo",
    "low-FODMAP",
    "kosher",
    "flexitarian",
    "low-carb",
]
CARS = [
    "VW Golf",
    "Toyota Corolla",
    "Ford Fiesta",
    "Kia Niro",
    "Skoda Octavia",
    "Tesla Model 3",
    "Nissan Leaf",
    "Mini Cooper",
    "Honda Jazz",
    "Vauxhall Corsa",
    "Volvo XC40",
    "Hyundai Kona",
    "Renault Clio",
    "BMW 3 Series",
    "Mazda MX-5",
    "Fiat 500",
    "Peugeot 208",
    "Dacia Sandero",
    "Citroen C3",
    "Seat Leon",
    "Toyota Yaris",
    "Ford Focus",
    "Kia Picanto",
    "Land Rover Defender",
    "Subaru Outback",
    "Volvo V60",
    "Nissan Qashqai",
    "Suzuki Swift",
    "Honda Civic",
]
TEAMS = [
    "Arsenal",
    "Spurs",
    "Leeds United",
    "Celtic",
    "Rangers",
    "Liverpool",
    "Everton",
    "Man City",
    "Man United",
    "Newcastle",
    "Aston Villa",
    "Brighton",
    "Wrexham",
    "Sunderland",
    "Hibs",
    "Hearts",
    "Leinster",
    "Munster",
    "Saracens",
    "Chelsea",
    "West Ham",
    "Crystal Palace",
    "Nottingham Forest",
    "Bohemians",
    "Shamrock Rovers",
    "Cardiff City",
    "Swansea City",
    "Fulham",
    "Wolves",
]
MANAGERS = [
    "Helen Marsh",
    "Graham Pike",
    "Sunita Rao",
    "Mark Ellison",
    "Joanne Pritchard",
    "Declan Rooney",
    "Wei Zhang",
    "Bronwen Hughes",
    "Stefan Kraus",
    "Abimbola Ade",
    "Rachel Stein",
    "Gareth Lloyd",
    "Farah Qureshi",
    "Colin Baxter",
    "Tobias Lang",
    "Yvonne Clarke",
    "Martin Holm",
    "Deepa Nair",
    "Patrick Quinn",
    "Lorna McBride",
    "Viktor Hale",
    "Samira Aziz",
]
PROVIDERS = [
    "gmail.com",
    "outlook.com",
    "proton.me",
    "yahoo.co.uk",
    "icloud.com",
    "hotmail.co.uk",
    "fastmail.com",
    "eircom.net",
    "btinternet.com",
]
HANDLES = [
    "kit.marlowe",
    "sunnyside.k",
    "bramble.fox",
    "r.whitlock",
    "mossy.hollow",
    "lena.k",
    "j.brennan",
    "owl.and.kettle",
    "p.ashdown",
    "m.quarrie",
    "teacup.tess",
    "d.oyelaran",
    "hazel.moor",
    "c.finnegan",
]
EMAIL_WORDS = ["hello", "post", "mail", "inbox", "notes", "letters", "home", "contact"]
# (full name, gender)
PEOPLE = [
    ("Ana Silva", "f"),
    ("Tomasz Nowak", "m"),
    ("Priya Raman", "f"),
    ("Kwame Mensah", "m"),
    ("Siobhan Murphy", "f"),
    ("Hiroshi Tanaka", "m"),
    ("Fatima Al-Sayed", "f"),
    ("Lars Eriksen", "m"),
    ("Chiara Rossi", "f"),
    ("Dmitri Volkov", "m"),
    ("Aoife Byrne", "f"),
    ("Mateo García", "m"),
    ("Nkechi Okafor", "f"),
    ("Ravi Menon", "m"),
    ("Ingrid Berg", "f"),
    ("Yusuf Demir", "m"),
    ("Mei Chen", "f"),
    ("Zofia Kowalska", "f"),
    ("Callum Fraser", "m"),
    ("Leila Haddad", "f"),
    ("Jonas Weber", "m"),
    ("Marisol Vega", "f"),
    ("Eamon Doyle", "m"),
    ("Hana Novak", "f"),
    ("Arjun Patel", "m"),
    ("Sofia Lindqvist", "f"),
    ("Kofi Boateng", "m"),
    ("Elif Yilmaz", "f"),
    ("Niamh Kelly", "f"),
    ("Rhys Morgan", "m"),
    ("Amara Diallo", "f"),
    ("Giulia Bianchi", "f"),
    ("Tariq Hussain", "m"),
    ("Freya Lindsay", "f"),
    ("Bogdan Ionescu", "m"),
    ("Ayesha Khan", "f"),
    ("Pedro Alves", "m"),
    ("Maeve Gallagher", "f"),
    ("Ji-woo Park", "f"),
    ("Dev Sharma", "m"),
    ("Olga Petrova", "f"),
    ("Luca Moretti", "m"),
    ("Nadia Rahman", "f"),
    ("Seun Adeyemi", "m"),
]

DISTRACTORS = [
    "Any tips for a sourdough starter that keeps going flat?",
    "What's a good substitute for buttermilk in pancakes?",
    "Can you recommend a podcast for a long train journey?",
    "Ben's daughter has just started piano lessons and practises at 7am",
    "How do you get candle wax out of a tablecloth?",
    "The tomatoes on the windowsill have finally gone red",
    "What's the difference between baking soda and baking powder?",
    "Kate finished her first marathon on Sunday, in the rain",
    "Is it worth descaling the kettle with vinegar?",
    "Can you suggest a board game for six people?",
    "Jamal's been learning Portuguese on his lunch breaks",
    "How long should an egg boil for a runny yolk?",
    "The neighbour's cat has started sleeping on the shed roof",
    "Ruth says the new library café does excellent scones",
    "What's a good houseplant that survives being ignored?",
    "Is there a trick to folding fitted sheets?",
    "Sasha's book club is reading something enormous and Russian this month",
    "How do you stop a cast-iron pan from rusting?",
    "Any ideas for a rainy-day activity with a five-year-old?",
    "Uncle Pete has taken up birdwatching and bought enormous binoculars",
    "What's the best way to store fresh herbs?",
    "The bluebells in the park are out early this year",
    "Is it normal for a sourdough loaf to be dense in the middle?",
    "Rosie's learning to juggle and has broken two mugs",
    "What's a good film for a quiet Sunday afternoon?",
    "How do you make a proper cup of chai?",
    "Hamid's allotment produced about forty courgettes this summer",
    "Can you suggest a name for a pet tortoise?",
    "What's the capital of Mongolia again?",
    "Is it better to water plants in the morning or the evening?",
    "Gwen just got back from a yoga retreat and won't stop stretching",
    "How do you get rid of fruit flies in the kitchen?",
    "Any recommendations for a crime novel that isn't too gory?",
    "Can you give a quick recipe for flapjacks?",
    "Why does bread go stale faster in the fridge?",
    "The local bakery has started doing cardamom buns on Fridays",
    "How many spoons of coffee go in a cafetière?",
    "Otto's kid has lost another front tooth",
    "Can you summarise the rules of cribbage?",
    "What's the best way to clean a suede jacket?",
    "Tilly finally finished knitting that jumper, three years in",
    "Is a pressure cooker worth the cupboard space?",
    "What's a good stretch for a stiff lower back?",
    "How do you keep basil alive indoors?",
    "Any tips for getting a toddler to sleep past 6am?",
    "What rhymes with orange, honestly?",
    "The heron was back on the canal this morning",
    "How do you revive a wilted lettuce?",
    "What's a good gift for a retiring teacher?",
    "Is it too late in the year to plant garlic?",
    "Fergus has started baking bread in his garage to sell at the market",
    "How do you fix a squeaky door hinge?",
    "What's the best way to learn touch typing?",
    "Can you recommend a card game for two?",
    "Maud's choir is singing at the cathedral next month",
    "How do you tell if an avocado is ripe?",
    "Why do cats knock things off tables?",
    "Is it safe to freeze cooked rice?",
]

# ----------------------------------------------------------------------------
# statement templates: TPL[kind][persona] = dict(init, chg, negf, nego)
# ----------------------------------------------------------------------------
TPL = {k: {} for k in KINDS}

TPL["residence"][0] = {
    "init": [
        "After months of flat viewings in the rain, {S} finally signed for a little place in {V} with a view of the railway, and that's home",
        "{S}{'ve} been living in {V} for a couple of years now, ever since the landlord at the last place sold up",
        "Every morning {S} walk{s} the same loop around {V} before work, which is the best part of living there",
        "When people ask where home is, {S} say{s} {V}, and {he} mean{s} it, the flat there is the first place that's felt like home",
        "The neighbours in {V} have more or less adopted {O} since {he} moved in, bringing round soup whenever there's a cold going",
        "It took a while, but {S}{'m} properly settled in {V}, with the allotment and the pub quiz and all of it",
    ],
    "chg": [
        "After three years of the night bus {S} finally gave up on {OLD} and found a place in {V}",
        "The lease ran out in the spring and, rather than renew, {S} packed everything into a borrowed van and moved to {V}",
        "It started with a job ad and ended with a removal van: {S}{'ve} moved to {V}, and the boxes are still everywhere",
        "{S} spent the whole of last weekend carrying boxes up three flights of stairs, but {he}{'m} finally living in {V} now",
        "When the rent went up again {S} said enough, left {OLD} behind and moved into a terrace in {V}",
        "The first night in the new flat in {V} the boiler broke, but {S}{'m} not moving again, {V} is home now",
    ],
    "negf": [
        "{S} spent a long weekend in {F} and came back half-convinced {he} should move there one day",
        "{P} sister has just bought a place in {F}, so there'll be a lot of visits this year",
        "There was a moment, over a second bottle of wine, when {S} nearly put in an offer on a cottage in {F}, but the sensible voice won",
        "{S} grew up dreaming about living in {F}, though it never actually happened",
    ],
    "nego": [
        "{P} best friend has a flat in {OV} and keeps insisting there's a sofa bed going spare",
        "A work trip took {O} to {OV} for two days, mostly conference rooms and a terrible hotel breakfast",
    ],
}
TPL["residence"][1] = {
    "init": [
        "For the record, {S} live{s} in {V}. Not near it, in it",
        "Sorry, I wasn't clear before: home for {O} is {V}",
        "To be precise, {P} address is in {V}",
        "Just so you have it right: {S}{'m} based in {V}",
        "{S} live{s} in {V}, if I didn't already say, I lose track of what I've told you",
        "Correcting myself: when I said 'home' I meant {V}, that's where {S} live{s}",
    ],
    "chg": [
        "Scratch that, {S}{'m} in {V} now",
        "Update on the flat thing: {S} moved, {he}{'m} in {V}",
        "Not {OLD} anymore btw, {S} moved to {V}",
        "Ignore what I said about {OLD}, that's out of date, {S} live{s} in {V} now",
        "Correction: {P} address has changed, it's {V} now",
        "Small update, {S} moved to {V} a couple of weeks ago, I forgot to say",
    ],
    "negf": [
        "Wait, to be clear, {S} only viewed a flat in {F}, nothing came of it",
        "Correction to my last message: it's {P} cousin who moved to {F}, not {O}",
        "{S} might move to {F} next year, might, I stress, nothing's decided",
        "T|Actually the {F} place was a holiday let, {S} just stayed there for a week",
    ],
    "nego": [
        "Side note: {P} brother has a flat in {OV}, handy for the odd weekend visit",
        "{S} popped over to {OV} for the match on Saturday and came back the same night, for what it's worth",
    ],
}
TPL["residence"][2] = {
    "init": [
        "Mum was telling the neighbours that {S} live{s} in {V} and how lovely it is up there",
        "Gran keeps sending letters to {P} flat in {V}, bless her, always with a tenner inside",
        "The estate agent who found {O} the flat in {V} rang to check everything's fine with the place",
        "Dad's planning a visit to see {O} in {V}, where {S} live{s}",
        "Auntie Carol says {S} live{s} in {V} and she's planning to drop in unannounced",
        "A friend of {P} says {S}{'ve} become a total local in {V}, knows every barista on the high street",
    ],
    "chg": [
        "Mum's been telling the whole street that {S}{'ve} moved to {V}",
        "The family group chat is full of photos of {P} new place in {V}",
        "Dad helped move the last boxes out of {OLD} on Saturday, so {S}{'m} officially living in {V}",
        "N|Heard through {P} sister that {he}{'ve} left {OLD}, the new place is in {V}",
        "Gran's already asked for the new address in {V} so she can post birthday cards to {O}",
        "N|Somebody at the school gate said {S} had moved to {V}, and it turns out that's right",
        "{S} told everyone at work about the move to {V} and now they all want a housewarming",
    ],
    "negf": [
        "Mum says {P} cousin has moved to {F}, which is news to everyone",
        "Dad keeps sending {O} listings for houses in {F}, as if that's ever going to happen",
        "A friend of {P} is trying to talk {him} into moving to {F}, good luck to her",
        "Gran's just moved into a home in {F}, so {S} will be doing a lot of trips up there",
    ],
    "nego": [
        "Mum met up with {P} old uni mate, who lives in {OV} these days",
        "Heard from Dad that house prices in {OV} have gone through the roof, according to {P} uncle",
    ],
}
TPL["residence"][3] = {
    "init": [
        "{L}home = {V}",
        "{L}address -> {V} (current)",
        "{L}based in {V}. Flat, 2-bed, rented",
        "Contacts > {P} address: {V}",
        "{L}lives: {V}",
        "{L}residence: {V} [confirmed]",
    ],
    "chg": [
        "{L}address -> {V} (new)",
        "{L}moved: {OLD} -> {V}",
        "{L}home: {OLD} (left) / {V}",
        "Note: {P} address changed to {V}",
        "{L}new place, {V}. Keys collected",
        "{L}residence update [{V}]",
        "{L}now living in {V}, moved in at the weekend",
    ],
    "negf": [
        "{L}idea: move to {F}? (not decided)",
        "{L}visiting {F}, 3 nights, hotel",
        "{L}sister's address -> {F}",
        "{L}viewing booked, {F}, Sat 10am (just looking)",
    ],
    "nego": [
        "{L}friend in {OV} - call re: spare room for the festival",
        "{L}trip: {OV}, 2 days, work",
    ],
}
TPL["residence"][4] = {
    "init": [
        "Can you note that {S} live{s} in {V}? It'll help with the local recommendations",
        "Please save {P} home city as {V}",
        "Could you find a decent plumber near {O} in {V}? That's where {S} live{s}",
        "Remind me that {P} address is in {V} when I fill in the forms tomorrow",
        "Can you suggest some walks near {V}? {S} live{s} there and I've run out of ideas",
        "Set {P} home location to {V} for the weather updates, please, that's where {S} live{s}",
    ],
    "chg": [
        "Can you update {P} address to {V}? {S} moved on Friday",
        "Please change {P} home city from {OLD} to {V}, the move's done",
        "Remind me to tell the bank {P} new address is in {V}",
        "Could you find a GP surgery in {V}? {S}{'ve} just moved there",
        "I|Can you swap the {OLD} weather for {V}? I live there now",
        "Please add a reminder to redirect the post for {O} to {V}, {S}{'ve} moved",
    ],
    "negf": [
        "Can you find me train times to {F}? {S}{'m} only going for the weekend",
        "Could you look up rents in {F}? Just curious, {S}{'m} not actually planning to move",
        "Please remind me to send {P} sister a card at her new place in {F}",
        "Can you tell me what living in {F} would cost {O}, purely hypothetically?",
    ],
    "nego": [
        "Can you recommend a restaurant in {OV}? {S}{'m} meeting an old friend there for lunch",
        "Please remind me to post {P} nephew's birthday present to {OV}",
    ],
}
TPL["residence"][5] = {
    "init": [
        "{V}'s home, for {P} sins",
        "{S}{'m} not exactly living the high life in {V}, but it does the job",
        "{S} live{s} in {V}, which is grand, apart from the weather and the parking and the people",
        "Can't complain about living in {V}, well, {S} can, and frequently do{es}, but it's home",
        "{V} it is, for {O}, and there are worse places to be stuck",
        "{S}{'ve} ended up living in {V}, as you do, and it's not half bad",
    ],
    "chg": [
        "Not exactly heartbroken to see the back of {OLD}; {S}{'m} in {V} now",
        "{V}'s home now, for {P} sins, the move's done and dusted",
        "Well, that's that: {S}{'ve} upped sticks and moved to {V}",
        "{S}{'ve} flitted to {V}, as they say up north, and nobody's cried about it yet",
        "So {OLD} has finally lost {O} to {V}, and {OLD} will survive",
        "{S} moved to {V}, and I use the word 'moved' loosely, it was more of a controlled collapse",
    ],
    "negf": [
        "{S} could murder a week in {F}, but that's about as far as the moving plans go",
        "{P} brother's gone and moved to {F}, more fool him",
        "Not that {S} would ever actually move to {F}, but a person can dream",
        "{S} spent a wet fortnight in {F} on a course, and that was plenty, thanks",
    ],
    "nego": [
        "{P} aunt's still in {OV}, of course, and will be until the end of time",
        "Someone in the pub was banging on about {OV} for an hour and {S} just nodded along",
    ],
}

TPL["employer"][0] = {
    "init": [
        "Most days {S} cycle{s} along the canal to the {V} office, which is the only part of the job {he} actually enjoy{s}",
        "{S}{'ve} been at {V} for a few years now, slowly working up from the graduate scheme",
        "It still surprises people that {S} work{s} at {V}, given how much {he} used to complain about corporate life",
        "Between the commute and the canteen, {S} reckon{s} working at {V} is about as good as it gets",
        "{S} landed a job at {V} straight out of college and has been there ever since",
        "The lanyard, the hot desks, the quarterly town halls: {S}{'m} a {V} lifer, and {he} know{s} it",
    ],
    "chg": [
        "After a long winter of interviews, {S} handed in {his} notice at {OLD} and started at {V} on Monday",
        "It began with a coffee with an old colleague and ended with a contract: {S}{'ve} joined {V}",
        "The restructure was the last straw, so {S} walked out of {OLD} and into a new role at {V}",
        "Three rounds of interviews and one very awkward presentation later, {S}{'m} now working at {V}",
        "{S} spent the first week at {V} just learning everyone's names, but the new job is going well",
        "When the offer from {V} came through, {S} accepted before {he} could talk {self} out of it, and started this month",
    ],
    "negf": [
        "{S} had a final interview at {F} but turned the offer down in the end",
        "{P} brother has just started at {F}, and won't stop talking about the free lunches",
        "There was a headhunter from {F} sniffing around, and {S} let the conversation go nowhere",
        "{S} spent one afternoon at {F} for a careers talk, then went straight back to the day job",
    ],
    "nego": [
        "{P} best friend works at {OV} and keeps sending screenshots of the office dog",
        "There was a piece about {OV} in the paper this morning, all about their new headquarters, and {S} read it over breakfast",
    ],
}
TPL["employer"][1] = {
    "init": [
        "For the record, {S} work{s} at {V}",
        "Correction: {P} employer is {V}, not the agency, the agency just did the hiring",
        "Just to be clear, {S}{'m} employed by {V}",
        "{S} work{s} for {V}, I think I put it wrong before",
        "To be precise, {P} job is at {V}, in the finance team",
        "Sorry, forgot to mention: {S}{'m} at {V}, full time",
    ],
    "chg": [
        "Scratch that, {S}{'m} at {V} now",
        "Update on the job thing: {S} started at {V} last week",
        "Not at {OLD} anymore btw, {S} moved to {V}",
        "Ignore what I said about {OLD}, {S} left, it's {V} now",
        "Correction: {P} employer changed, it's {V} as of this month",
        "Small update, {S} switched jobs and {he}{'m} with {V} now",
    ],
    "negf": [
        "Wait, to be clear, {S} only interviewed at {F}, {he} didn't take it",
        "Correction to my last message: it's {P} sister who works at {F}, not {O}",
        "{S} might apply to {F}, might, nothing's sent yet",
        "Actually {F} is just a client, {S} had a meeting with them, nothing more",
    ],
    "nego": [
        "Side note: {P} cousin has been at {OV} for ages, she loves it",
        "Just so you know, {OV} are recruiting again, saw it on LinkedIn, not that {S}{'m} looking",
    ],
}
TPL["employer"][2] = {
    "init": [
        "Mum's telling everyone {S} work{s} at {V} like it's the royal household",
        "Gran asked if {V} is treating {O} well, since that's where {S} work{s}",
        "Dad still can't pronounce {V}, even though {S}{'ve} worked there for years",
        "Someone at the barbecue recognised {P} {V} lanyard and asked about the job there",
        "The recruiter who placed {O} at {V} rang to check in on how the job's going",
        "Auntie Carol's convinced {S} run{s} {V}; {S} just work{s} there",
    ],
    "chg": [
        "Mum's been telling the whole street that {S}{'ve} started at {V}",
        "The family group chat went wild when {S} announced the new job at {V}",
        "N|Heard through {P} sister that {he}{'ve} left {OLD} for a job at {V}",
        "Dad cut the {V} logo out of a magazine and stuck it on the fridge, that's how proud he is of {P} new job there",
        "Got a card from the old team at {OLD} wishing {O} luck at {V}",
        "The leaving do at the old place was last night, so {S}{'m} officially a {V} employee from Monday",
        "N|Got a text from {S}: the contract at {V} is signed and {he} started this week",
    ],
    "negf": [
        "Mum says {P} cousin's got a job at {F}, which is news to everyone",
        "Dad keeps forwarding {O} job ads from {F}, as if that's ever going to happen",
        "A friend of {P} at {F} tried to get {him} to apply, but {S} wasn't interested",
        "Gran's neighbour has just retired from {F} after forty years, and told {O} all about it",
    ],
    "nego": [
        "Mum bumped into someone from {OV} at the shops and they had a long chat about {P} cousin's wedding",
        "Heard from Dad that {OV} have opened a new office by the station near {P} old school",
    ],
}
TPL["employer"][3] = {
    "init": [
        "{L}employer = {V}",
        "{L}job: {V} (permanent)",
        "{L}work -> {V}, hybrid, 3 days in",
        "Contacts > {P} employer: {V}",
        "{L}at {V}. Analyst. Since grad scheme",
        "{L}company: {V} [current]",
    ],
    "chg": [
        "{L}employer -> {V} (new)",
        "{L}job: {OLD} -> {V}",
        "{L}work: {OLD} (left) / {V}",
        "Note: {P} employer changed to {V}",
        "{L}new job, {V}. Started Mon",
        "{L}employment update [{V}]",
    ],
    "negf": [
        "{L}idea: apply to {F}? (not decided)",
        "{L}interview @ {F}, Thu 2pm (declined offer)",
        "{L}sister's new job -> {F}",
        "{L}{F} recruiter call, ignore",
    ],
    "nego": [
        "{L}friend at {OV} - ask about the charity run",
        "{L}meeting with {OV} (as client), Tues",
    ],
}
TPL["employer"][4] = {
    "init": [
        "Can you note that {S} work{s} at {V}? It matters for the expenses forms",
        "Please save {P} employer as {V}",
        "Could you draft a LinkedIn summary for {O}? {S} work{s} at {V}, in operations",
        "Remind me that {P} employer is {V} when I do the mortgage paperwork",
        "Can you find a lunch spot near the {V} office? That's where {S} work{s}",
        "Set {P} work details to {V}, please",
    ],
    "chg": [
        "Can you update {P} employer to {V}? {S} started on Monday",
        "Please change {P} job from {OLD} to {V}, the switch is done",
        "Remind me to tell the bank {S} work{s} at {V} now",
        "Could you redo {P} CV header? {S}{'ve} just joined {V}",
        "I|Can you stop mentioning {OLD} in my email signature? I work at {V} now",
        "Please add a reminder: send {P} first {V} payslip to the letting agent",
    ],
    "negf": [
        "Can you help prep {O} for an interview at {F}? Only a first round, nothing's certain",
        "Could you look up salaries at {F}? Just curious, {S}{'m} not actually leaving",
        "Please remind me to congratulate {P} brother on the new job at {F}",
        "Can you draft a polite no-thanks to the recruiter from {F}? {S}{'m} staying put",
    ],
    "nego": [
        "Can you find {OV}'s head office address? {P} uncle needs it for a letter",
        "Please remind me that {P} friend at {OV} is running the half marathon on Sunday",
    ],
}
TPL["employer"][5] = {
    "init": [
        "{V} pays the bills, for {P} sins",
        "{S}{'m} not exactly living the dream at {V}, but the pension's decent",
        "{S} work{s} at {V}, which is grand, if you like fluorescent lighting",
        "{S}{'ve} done a fair stretch at {V} now; the coffee hasn't improved",
        "{V} has had the pleasure of {P} company, nine to five, for a good while",
        "{S} landed at {V}, as you do, and it's not half bad",
    ],
    "chg": [
        "Not exactly heartbroken to see the back of {OLD}; {S}{'m} at {V} now",
        "Well, that's that: {S}{'ve} jumped ship to {V}",
        "{S}{'ve} been poached by {V}, if you can believe it, and took the bait",
        "So {OLD} has finally lost {O} to {V}, and {OLD} will cope",
        "{S} started at {V}, and I use the word 'started' loosely, it's been mostly IT inductions",
        "{V} have taken {O} on, God help them, and the new job's underway",
    ],
    "negf": [
        "{S} could be tempted by {F}, in theory, if pigs flew",
        "{P} brother's gone and joined {F}, more fool him",
        "Not that {S} would ever actually work at {F}, but the canteen looked nice",
        "{S} went to a careers fair and came back with a tote bag from {F}, that was the extent of it",
    ],
    "nego": [
        "{P} neighbour's still at {OV}, of course, and will be until they carry her out",
        "Someone on the train was giving out about {OV} for the whole journey, and {S} just nodded along",
    ],
}

TPL["budget"][0] = {
    "init": [
        "After a long evening with a spreadsheet and a bottle of red, {S} settled on {V} as the budget for {T}",
        "The figure {S} keep{s} coming back to for {T} is {V}, and that's what {he}{'m} working to",
        "{S} sat down with the bank app on Sunday and decided {T} gets {V}, not a penny more",
        "When someone asked what {S} wanted to spend on {T}, {he} said {V}, and meant it",
        "It took three drafts of the household budget, but {T} now has {V} earmarked, courtesy of {P} careful saving",
        "{S}{'ve} been putting money aside for months, and the budget for {T} is {V}",
    ],
    "chg": [
        "UP|After the quotes came back higher than anyone expected, {S} bumped the budget for {T} from {OLD} to {V}",
        "UP|A bonus at work changed everything, and {S} decided {T} could have {V} after all",
        "DN|Once the boiler went, {S} had to cut the budget for {T} right back to {V}",
        "It started with a long talk at the kitchen table and ended with a new number: {S}{'m} budgeting {V} for {T} now",
        "UP|The old figure of {OLD} went out the window when {S} saw the prices, so the budget for {T} is now {V}",
        "{S} went through the spreadsheet again last night and reset the budget for {T} to {V}",
    ],
    "negf": [
        "{P} sister's budget for her own big project was {F}, which seems mad",
        "The first quote for {T} came in at {F}, which {S} laughed off",
        "If {S} went for the fancy option, {T} would run to {F}, but that's just a daydream",
        "{S} read an article saying the average spend on something like {T} is {F}",
    ],
    "nego": [
        "{P} friend mentioned spending {OV} on a weekend away, which {S} thought was steep",
        "{S} saw a second-hand piano going for {OV} and very nearly asked about it",
    ],
}
TPL["budget"][1] = {
    "init": [
        "For the record, {P} budget for {T} is {V}",
        "Correction: the number for {T} is {V}, that's {P} budget, I typed it wrong before",
        "Just to be clear, {S}{'m} working to {V} for {T}",
        "{P} cap for {T} is {V}, I think I left that out",
        "To be precise, {S} budgeted {V} for {T}, including extras",
        "Sorry, forgot to say: {S} set {V} aside for {T}",
    ],
    "chg": [
        "Scratch that, {P} budget for {T} is {V} now",
        "Update on {T}: {S} changed the budget, it's {V}",
        "Not {OLD} anymore btw, {P} budget for {T} went to {V}",
        "Ignore the {OLD} figure, {S} revised the budget for {T} to {V}",
        "Correction: {P} budget for {T} has changed, it's {V} as of this week",
        "Small update, {S} moved the budget for {T} to {V}",
    ],
    "negf": [
        "Wait, to be clear, {F} was just the builder's estimate for {T}, not {P} budget",
        "Correction to my last message: {F} is what {P} neighbour spent, not {P} number",
        "{S} might go to {F} for {T}, might, nothing's decided",
        "Actually the {F} figure was for something else entirely, a loan for {P} brother",
    ],
    "nego": [
        "Side note: {P} cousin paid {OV} for her holiday, bless her",
        "Side note: flights for a friend's trip came to {OV}, {S} looked them up for her",
    ],
}
TPL["budget"][2] = {
    "init": [
        "Mum's telling everyone {S}{'ve} put {V} aside for {T}",
        "Gran was impressed to hear {P} budget for {T} is {V}",
        "Dad thinks {V} for {T} is too much, but it's {P} money and {P} budget",
        "{P} sister says {V} for {T} sounds sensible, which is rare praise from her",
        "The bank lady who helped {O} set up the savings pot said a budget of {V} for {T} was very doable",
        "Auntie Carol nearly fainted when she heard {S} had budgeted {V} for {T}",
    ],
    "chg": [
        "UP|Mum's been telling the whole street that {S}{'ve} upped the budget for {T} to {V}",
        "The family group chat had opinions when {S} announced the new {V} budget for {T}",
        "DN|Dad talked {O} down from {OLD}, so the budget for {T} is {V} now",
        "N|DN|Heard through {P} sister that {he}{'ve} cut the budget for {T} from {OLD} to {V}",
        "UP|Gran offered to chip in, so {P} budget for {T} has gone up to {V}",
        "After {P} partner had a word, the budget for {T} is {V} now",
    ],
    "negf": [
        "Mum says {P} cousin blew {F} on a hot tub, which is news to everyone",
        "Dad keeps saying {T} should cost {F}, as if he'd know, but {S} ignore{s} him",
        "A friend of {P} quoted {F} for the same thing, but {S} went with {his} own figures",
        "Gran's told {O} she spent {F} on her new mobility scooter",
    ],
    "nego": [
        "Mum paid {OV} for the new fence, apparently, and {S} had to hear all about it",
        "Heard from Dad that {P} neighbours put {OV} into their garden, more money than sense",
    ],
}
TPL["budget"][3] = {
    "init": [
        "{L}budget, {T}: {V}",
        "{L}{T} -> {V} (max)",
        "{L}budget for {T} = {V}",
        "{L}{T}, budget {V}, incl. VAT",
        "{L}spend cap {T}: {V}",
        "{L}allocated to {T}: {V}",
    ],
    "chg": [
        "{L}budget, {T}: {V} (revised)",
        "{L}{T}: {OLD} -> {V}",
        "{L}budget for {T}: {OLD} (old) / {V}",
        "Note: {P} budget for {T} changed to {V}",
        "{L}new cap for {T}, {V}",
        "{L}budget update [{T}: {V}]",
    ],
    "negf": [
        "{L}quote for {T}: {F} (too high, rejected)",
        "{L}sister's budget for her garden: {F}",
        "{L}idea: {T} at {F}? (no)",
        "{L}avg spend online for {T}: {F}, ignore",
    ],
    "nego": [
        "{L}lent {OV} to brother, repay by summer",
        "{L}friend's car repair came to {OV}, ouch",
    ],
}
TPL["budget"][4] = {
    "init": [
        "Can you note that {P} budget for {T} is {V}?",
        "Please save {V} as {P} budget for {T}",
        "Could you find options for {T} within {V}? That's {P} limit",
        "Remind me that {P} budget for {T} is {V} before I start browsing",
        "Can you keep a running total for {T}? {S}{'ve} got a budget of {V}",
        "Set {P} spending cap for {T} to {V}, please",
    ],
    "chg": [
        "Can you update {P} budget for {T} to {V}? {S} rejigged things",
        "Please change {P} budget for {T} from {OLD} to {V}",
        "Remind me that {P} budget for {T} is {V} now, not the old figure",
        "Could you redo the shortlist for {T} with {V} as the limit? {S} changed the budget",
        "I|Can you re-run the sums for {T}? I've moved my budget to {V}",
        "UP|Please add a note that {P} budget for {T} is now {V}, since the bonus came in",
    ],
    "negf": [
        "Can you show {O} what {F} would get for {T}, purely hypothetically?",
        "Could you check if {F} is a normal price for {T}? A friend of {P} paid that",
        "Please remind me that {P} brother lent {F} to his mate, and wants it back",
        "Can you draft a reply to the supplier saying {F} for {T} is way over what {S} can do?",
    ],
    "nego": [
        "Can you work out the monthly payments on {OV} over a year? It's for {P} friend's loan",
        "Please remind me {P} sister owes {OV} for the festival tickets",
    ],
}
TPL["budget"][5] = {
    "init": [
        "{V} for {T}, and not a penny more, for {P} sins",
        "{S}{'m} not exactly throwing money at {T}: {V}, and that's the lot",
        "{T} gets {V} from {O}, which is generous, frankly",
        "{S}{'ve} allowed {V} for {T}, which won't buy miracles but it'll do",
        "The purse strings for {T} are set at {V}, and {S}{'m} not budging",
        "{V}'s the budget for {T}, {S} reckon{s}, give or take nothing",
    ],
    "chg": [
        "DN|Not exactly thrilled about it, but {S}{'ve} had to trim {T} to {V}",
        "DN|Well, that's that: {P} budget for {T} is {V} now, the bank manager can breathe again",
        "So much for {OLD}: {P} budget for {T} is {V} now, after the usual carry-on",
        "UP|{S} threw caution to the wind and put the budget for {T} up to {V}",
        "DN|{OLD} was a nice thought while it lasted; {P} budget for {T} is {V} now",
        "UP|In a fit of madness, {S} raised the pot for {T} to {V}",
        "{S}{'ve} had a rethink, as one does, and the budget for {T} is {V} now",
    ],
    "negf": [
        "{S} could be tempted to spend {F} on {T}, in theory, if money grew on trees",
        "{P} brother's gone and spent {F} on a drum kit, more fool him",
        "Not that {S} would ever actually spend {F} on {T}, but the brochure was lovely",
        "{S} looked at a {F} version of {T}, once, and that was plenty, thanks",
    ],
    "nego": [
        "{P} neighbour's still going on about the {OV} she lost at the races, of course",
        "Someone at work was banging on about the {OV} they spent on a bike, and {S} just nodded along",
    ],
}

TPL["partner"][0] = {
    "init": [
        "Ever since that rainy open mic night, {S}{'ve} been going out with {V}",
        "{V} and {S} spend Sunday mornings at the market together, which is how you know it's serious",
        "{S} met {V} at a friend's wedding and {we}'ve been a couple ever since",
        "{S}{'m} seeing {V}, and the two of {us} are already planning a trip to the coast",
        "Whenever there's a quiz night, {V} is right there beside {O}, ever since {we} started dating",
        "{S} fell for {V} over a shared love of terrible horror films, and {we}'re still going strong",
    ],
    "chg": [
        "After things fizzled out with {OLD} over the winter, {S} met {V} at a pottery class and it's serious now",
        "It started with a lost umbrella on the tram and ended with a new relationship: {S}{'m} with {V} now",
        "The break-up with {OLD} was hard, but a few months later {S} started seeing {V}",
        "By the time spring came round, {S} had moved on and was properly going out with {V}",
        "{S} spent the whole of the festival holding hands with {V}, and it's official now, {we}'re together",
        "A friend set {O} up with {V}, and against all odds {we}'re a couple now",
    ],
    "negf": [
        "{S} went on one date with {F} but it went nowhere",
        "{P} brother has just got engaged to {F}, and the wedding's already a saga",
        "There was a moment at the Christmas party when {S} could have kissed {F}, but {he} didn't",
        "{S} spent an evening being chatted up by {F} at the bar and came home alone",
    ],
    "nego": [
        "{P} cousin has started seeing someone called {OV}, and the whole family's curious",
        "There's a new barista called {OV} at {P} local café, always chatty in the mornings",
    ],
}
TPL["partner"][1] = {
    "init": [
        "For the record, {S}{'m} with {V}",
        "Correction: {P} partner is {V}, not the one I mentioned from work",
        "Just to be clear, {V} is {P} partner",
        "{S}{'m} going out with {V}, I think I got the name wrong before",
        "To be precise, {S}{'ve} been seeing {V} since the spring",
        "Sorry, forgot to say: {S}{'m} dating {V}",
    ],
    "chg": [
        "Scratch that, {S}{'m} with {V} now",
        "Update on the dating thing: {S}{'m} seeing {V}",
        "Not with {OLD} anymore btw, {S}{'m} with {V}",
        "Ignore what I said about {OLD}, that's over, {P} partner is {V}",
        "Correction: {P} relationship status changed, it's {V} now",
        "Small update, {S} started going out with {V} a few weeks ago",
    ],
    "negf": [
        "Wait, to be clear, {S} only went for one drink with {F}, nothing happened",
        "Correction to my last message: {F} is going out with {P} sister, not with {O}",
        "{S} might ask {F} out, might, I stress",
        "Actually {F} is just a friend from climbing, nothing romantic with {O}",
    ],
    "nego": [
        "Just so you know, {P} new dentist is called {OV}",
        "{S} had to sit next to a very chatty stranger called {OV} on the train",
    ],
}
TPL["partner"][2] = {
    "init": [
        "Mum's telling everyone {S}{'m} going out with {V}",
        "Gran keeps asking when she gets to meet {V}, {P} partner",
        "Dad's already roped {V} into the fantasy league, which is what happens when you date {O}",
        "{P} sister says dating {V} suits {O}",
        "The whole office knows {S}{'m} with {V}, thanks to Dave",
        "Auntie Carol was thrilled to hear {S}{'m} seeing {V}",
    ],
    "chg": [
        "Mum's been telling the whole street that {S}{'m} with {V} now",
        "The family group chat went wild when {S} posted a photo with {V}, the new partner",
        "N|Got a text from {S}: {he}{'m} with {V} now, and {OLD} is history",
        "N|Heard through {P} sister that {he} and {OLD} split and {he}{'m} seeing {V}",
        "Gran's already knitting {V} a scarf, so I think {P} new relationship is official",
        "{P} flatmate says {V} is round every night now, so it's clearly serious between {V} and {O}",
    ],
    "negf": [
        "Mum says {P} cousin is seeing {F}, which is news to everyone",
        "Dad keeps trying to set {O} up with {F}, his mate's kid, as if that's ever going to happen",
        "A friend of {P} fancies {F}, and won't stop talking about it",
        "Gran's decided {F} from church would be perfect for {O}, which is not happening",
    ],
    "nego": [
        "Mum met someone called {OV} at her book club and keeps telling {O} how lovely they are",
        "Heard from Dad that {P} cousin has named the new puppy {OV}",
    ],
}
TPL["partner"][3] = {
    "init": [
        "{L}partner = {V}",
        "{L}dating: {V}",
        "{L}with {V} (together since spring)",
        "{L}other half -> {V}",
        "Contacts > {P} partner: {V}",
        "{L}seeing {V}. Serious",
    ],
    "chg": [
        "{L}partner -> {V} (new)",
        "{L}dating: {OLD} (over) / {V}",
        "{L}relationship: {OLD} -> {V}",
        "Note: {P} partner is now {V}",
        "{L}new relationship, {V}",
        "{L}relationship update [{V}]",
    ],
    "negf": [
        "{L}date w/ {F}, one-off, no",
        "{L}sister engaged to {F}",
        "{L}{F}? (crush, nothing happened)",
        "{L}set-up w/ {F} suggested by Mum, declined",
    ],
    "nego": ["{L}cousin's baby named {OV}", "{L}new colleague: {OV} (work only)"],
}
TPL["partner"][4] = {
    "init": [
        "Can you note that {S}{'m} with {V}? Useful for the dinner plans",
        "Please save {V} as {P} partner in the contacts",
        "Could you suggest a birthday gift for {V}? They're {P} partner",
        "Remind me that {P} partner is {V} when I do the wedding invites",
        "Can you find a restaurant for {V} and {O} for date night?",
        "Set {V} as {P} emergency contact, since {we}'re together",
    ],
    "chg": [
        "Can you update {P} partner to {V}? Long story",
        "Please change {P} partner in the contacts from {OLD} to {V}",
        "Remind me to tell Mum {S}{'m} with {V} now",
        "Could you find somewhere nice for {V} and {O}? {we}'ve just started going out",
        "I|Can you stop suggesting gifts for {OLD}? I'm with {V} now",
        "Please add {V} to {P} plus-one list, {we}'re a couple now",
    ],
    "negf": [
        "Can you help {O} write a polite no to {F}? {S}{'m} really not interested",
        "Please remind me to congratulate {P} brother on getting engaged to {F}",
        "Can you help {O} plan a blind date with {F}? Only the first one, who knows",
        "Can you find a leaving gift for {F}, {P} colleague?",
    ],
    "nego": [
        "Can you remind me that {P} godchild {OV} has a recital on Sunday?",
        "Please add {OV} from {P} running club to the group email",
    ],
}
TPL["partner"][5] = {
    "init": [
        "{V}'s the other half, for {P} sins",
        "{V} puts up with {O}, which makes {V} either a saint or {P} partner, and it's both",
        "{S}{'m} going out with {V}, which is grand, apart from the snoring",
        "{V}'s stuck with {O}, poor thing, {we}'ve been together a while now",
        "{S}{'ve} been walking out with {V}, as Gran would put it",
        "{S} could do a lot worse than {V}, and frankly {have}, so the relationship is staying put",
    ],
    "chg": [
        "Not exactly heartbroken to see the back of {OLD}; {S}{'m} with {V} now",
        "Well, that's that: {S}{'ve} taken up with {V}",
        "{S}{'ve} gone and fallen for {V}, of all people, and {we}'re an item",
        "So {OLD} is off the scene and {V} is very much on it, {P} partner now",
        "{S} started seeing {V}, and I use the word 'seeing' loosely, {we}'re practically living in each other's pockets",
        "{V}'s {P} new other half, God help them",
    ],
    "negf": [
        "{S} could be tempted by {F}, in theory, if {he} were twenty years younger",
        "{P} brother's gone and got engaged to {F}, more fool him",
        "Not that {S} would ever actually go out with {F}, but the flirting at the party was something",
        "{S} went on a date with {F}, once, and that was plenty, thanks",
    ],
    "nego": [
        "{P} neighbour's still banging on about her nephew {OV}, of course",
        "There's a {OV} in {P} pottery class who never stops talking, bless them",
    ],
}

TPL["diet"][0] = {
    "init": [
        "Ever since a long chat with a dietitian, {S}{'ve} stuck to a {V} diet",
        "Sunday dinners have changed a lot since {S} went {V}, but the gravy survives",
        "Every packed lunch {S} make{s} is {V}, because that's how {he} eat{s}",
        "The first thing the waiter hears from {O} is that {S}{'m} {V}, before anyone's even sat down",
        "{S}{'ve} been {V} for years, long before it was on every menu",
        "Half the cookbooks on {P} shelf are {V}, which makes sense given that's how {S} eat{s}",
    ],
    "chg": [
        "After a rough few months with {his} stomach, {S} gave up on being {OLD} and switched to {V}",
        "It started with a bet at a barbecue and ended with {S} going {V} for good",
        "A month of reading labels later, {S}{'m} fully {V} now",
        "When the doctor suggested a change, {S} left {OLD} behind and went {V}",
        "{S} cleared out the whole kitchen cupboard last weekend and restocked it for a {V} diet, so that's the new regime",
        "By the end of the winter {S} had quietly switched to eating {V}, and the shopping list changed with it",
    ],
    "negf": [
        "{S} tried a {F} menu for one night at a friend's supper club, then went back to normal",
        "{P} sister has just gone {F}, and family meals are now a logistics exercise",
        "There was a moment, flicking through a {F} cookbook in a café, when {S} almost considered it",
        "{S} cooked a {F} dinner for some guests on Saturday, which was a first",
    ],
    "nego": [
        "{P} best friend is {OV} and always brings her own snacks to parties",
        "{S} picked up a {OV} recipe book for a colleague's birthday present",
    ],
}
TPL["diet"][1] = {
    "init": [
        "For the record, {S}{'m} {V}",
        "Correction: {S} eat{s} {V}, not just 'healthy', I wasn't clear",
        "Just to be clear, {P} diet is {V}",
        "{S}{'m} {V}, I think I left that out when we did the meal plan",
        "To be precise, {S} follow{s} a {V} diet, strictly",
        "Sorry, forgot to say: {S} only eat{s} {V}",
    ],
    "chg": [
        "Scratch that, {S}{'m} {V} now",
        "Update on the food thing: {S} switched, {he}{'m} {V}",
        "Not {OLD} anymore btw, {S}{'ve} gone {V}",
        "Ignore what I said about {OLD}, {P} diet is {V} now",
        "Correction: {P} diet has changed, it's {V} as of this month",
        "Small update, {S} went {V} a couple of weeks ago",
    ],
    "negf": [
        "Wait, to be clear, {S} only tried one {F} recipe, it's not a diet change",
        "Correction to my last message: it's {P} flatmate who's {F}, not {O}",
        "{S} might try {F}, might, I said, it's just an idea",
        "Actually the {F} meals were for a visiting friend, {S} didn't eat them",
    ],
    "nego": [
        "Side note: {P} cousin has been {OV} for years, so family dinners are fun",
        "Just so you know, the café near {P} office does a good {OV} menu now",
    ],
}
TPL["diet"][2] = {
    "init": [
        "Mum's telling everyone {S}{'m} {V}, so expect a special plate at Christmas",
        "Gran still forgets that {S}{'m} {V} and piles the wrong things on the plate",
        "Dad's bought a whole {V} cookbook to cook for {O} on visits",
        "{P} sister says being {V} suits {O}",
        "The whole office knows {S}{'m} {V}, thanks to the lunch order spreadsheet",
        "Auntie Carol rang the restaurant ahead to make sure they could do {V} for {O}",
    ],
    "chg": [
        "Mum's been telling the whole street that {S}{'ve} gone {V}",
        "The family group chat had a lot of questions when {S} announced going {V}",
        "Dad grumbled about having to cook {V} for {O} now, after years of {OLD}",
        "N|Heard through {P} sister that {he}{'ve} dropped {OLD} and gone {V}",
        "Gran's already swapped her recipes so they're {V}, now that's how {S} eat{s}",
        "{P} flatmate says the fridge is all {V} stuff now, since the switch",
    ],
    "negf": [
        "Mum says {P} cousin has gone {F}, which is news to everyone",
        "Dad keeps sending {O} articles about {F} diets, as if that's ever going to happen",
        "A friend of {P} is doing {F}, and won't stop talking about it",
        "Gran's doctor has put her on a {F} diet, and {S} got the full report",
    ],
    "nego": [
        "Mum tried a {OV} restaurant in town and told {O} it was lovely",
        "Heard from Dad that the pub near {P} old school now has a {OV} section on the menu",
    ],
}
TPL["diet"][3] = {
    "init": [
        "{L}diet = {V}",
        "{L}food: {V} (strict)",
        "{L}dietary req: {V}",
        "{L}eats {V}. No exceptions",
        "Contacts > {P} dietary needs: {V}",
        "{L}{V}, note for bookings",
    ],
    "chg": [
        "{L}diet -> {V} (new)",
        "{L}diet: {OLD} -> {V}",
        "{L}food: {OLD} (stopped) / {V}",
        "Note: {P} diet changed to {V}",
        "{L}switched to {V}, from this month",
        "{L}dietary update [{V}]",
    ],
    "negf": [
        "{L}idea: try {F}? (not decided)",
        "{L}guests Sat: cook {F} for them",
        "{L}sister now {F}",
        "{L}{F} cookbook, borrowed, return",
    ],
    "nego": [
        "{L}friend is {OV} - pick restaurant accordingly",
        "{L}{OV} options at the café on high st, for colleague's leaving do",
    ],
}
TPL["diet"][4] = {
    "init": [
        "Can you note that {S}{'m} {V}? It matters for the meal plans",
        "Please save {P} diet as {V}",
        "Could you find {V} recipes for {O}? That's how {S} eat{s}",
        "Remind me that {S}{'m} {V} when booking the restaurant",
        "Can you build a weekly shopping list for {O}? {S}{'m} {V}",
        "Set {P} dietary preference to {V}, please",
    ],
    "chg": [
        "Can you update {P} diet to {V}? {S} switched last week",
        "Please change {P} diet from {OLD} to {V}",
        "Remind me to tell the caterers {S}{'m} {V} now",
        "Could you redo the meal plan for {O}? {S}{'ve} just gone {V}",
        "I|Can you stop suggesting {OLD} recipes? I'm {V} now",
        "Please add a note for the wedding that {S}{'m} {V} these days",
    ],
    "negf": [
        "Can you find some {F} recipes for a guest {S}{'m} hosting?",
        "Could you explain what {F} involves? Just curious, {S}{'m} not switching",
        "Please remind me that {P} brother is {F} before the barbecue",
        "Can you plan a {F} menu for {P} colleague's leaving lunch?",
    ],
    "nego": [
        "Can you find a café near the office that does {OV} food? It's for {P} friend's birthday",
        "Please remind me {P} aunt is {OV} when I book Sunday lunch",
    ],
}
TPL["diet"][5] = {
    "init": [
        "{S}{'m} {V}, for {his} sins, and dinner parties suffer for it",
        "{S}{'m} not exactly easy to feed, being {V}",
        "{S} eat{s} {V}, which is grand, apart from every wedding buffet ever",
        "{S}{'ve} been {V} a good while now; the novelty wore off, the diet didn't",
        "{V} it is, for {O}, and there's no talking {him} out of it",
        "{S}{'m} {V}, as you do, and it's not half as hard as people make out",
    ],
    "chg": [
        "Not exactly heartbroken to say goodbye to {OLD}; {S}{'m} {V} now",
        "Well, that's that: {S}{'ve} gone {V}, heaven help the dinner hosts",
        "{S}{'ve} been converted to {V}, if you can believe it",
        "So {OLD} is out and {V} is in, as far as {P} plate goes",
        "{S} went {V}, and I use the word 'went' loosely, it was more of a stumble",
        "{V} has claimed {O}, God help us all, that's the diet now",
    ],
    "negf": [
        "{S} could be tempted by {F}, in theory, if cake didn't exist",
        "{P} brother's gone and turned {F}, more fool him",
        "Not that {S} would ever actually go {F}, but the recipes looked nice",
        "{S} tried {F} for a single lunch, and that was plenty, thanks",
    ],
    "nego": [
        "{P} neighbour's still {OV}, of course, and tells everyone about it",
        "Someone at the wedding went on about being {OV} for an hour, and {S} just nodded along",
    ],
}

TPL["phone"][0] = {
    "init": [
        "The mobile number {S}{'ve} had since {P} first job is {V}, and {he} know{s} it better than {his} own birthday",
        "Every form {S} fill{s} in gets the same mobile, {V}, and it's never let {him} down",
        "{S} finally memorised {his} own mobile number, {V}, after years of reading it off a sticky note",
        "When people ask how to reach {O}, the answer is {his} mobile, {V}",
        "{P} phone number, {V}, has been the same through three handsets and two networks",
        "{S} got {V} as {his} mobile number years ago and never bothered changing it",
    ],
    "chg": [
        "After months of spam calls {S} finally ditched {OLD} and got a new mobile number, {V}",
        "It started with a phone dropped in the canal and ended with a new SIM: {P} number is {V} now",
        "The network went bust, so {S} had to get a new mobile number, {V}",
        "{S} spent a whole afternoon in the phone shop and came out with a new number, {V}",
        "When the old contract finally ran out {S} let {OLD} go and got {V}",
        "{S} switched networks last week and couldn't keep the old number, so it's {V} now",
    ],
    "negf": [
        "{S} was given a work phone, {F}, but it stays in the drawer at weekends",
        "{P} brother has a new number, {F}, and has texted it to everyone",
        "There was a moment at the shop when {S} nearly took a new number, {F}, but kept the old one",
        "T|{S} used a pay-as-you-go SIM, {F}, for the festival weekend and then binned it",
    ],
    "nego": [
        "NO|{S} found the old SIM card in a drawer, the one for {OV}, and finally cut it in half",
        "NO|The dentist's reminders still go to {OV}, which {S} really must sort out",
    ],
}
TPL["phone"][1] = {
    "init": [
        "For the record, {P} mobile is {V}",
        "Correction: {P} number is {V}, I think I transposed two digits before",
        "Just to be clear, the best number for {O} is {V}, the mobile",
        "{P} mobile number is {V}, I forgot to give it you earlier",
        "To be precise, {S} can be reached on {V}, that's the mobile",
        "Sorry, forgot to mention: {P} personal number is {V}",
    ],
    "chg": [
        "Scratch that, {P} number is {V} now",
        "Update on the phone thing: {S} got a new number, {V}",
        "Not {OLD} anymore btw, {P} mobile is {V}",
        "Ignore the {OLD} number, {S} changed it, it's {V}",
        "Correction: {P} mobile has changed, it's {V} as of this week",
        "Small update, {S} switched to a new number, {V}, a few days ago",
    ],
    "negf": [
        "Wait, to be clear, {F} is {P} work phone, not the personal one",
        "Correction to my last message: {F} is {P} sister's number, not one for {O}",
        "The shop offered {O} a new number, {F}, but {S} said no thanks",
        "T|Actually {F} was just a temporary SIM from the trip, {S} binned it",
    ],
    "nego": [
        "NO|To clarify, {OV} is dead now, don't use it for {O}",
        "NO|Just so you know, the bank still has {OV} for {O}, I need to fix that",
    ],
}
TPL["phone"][2] = {
    "init": [
        "Mum's written {P} mobile, {V}, on the fridge calendar in big letters",
        "Gran rings {O} on {V} every Sunday without fail, that's the mobile",
        "Dad keeps {P} number, {V}, under 'Favourites' and nobody else",
        "{P} sister gave {P} mobile number, {V}, to the school as a backup contact",
        "The whole office has {P} mobile, {V}, thanks to the team WhatsApp",
        "Auntie Carol texted {O} on {V} to check it was the right mobile number, and it is",
    ],
    "chg": [
        "Mum's been telling the whole family that {P} new number is {V}",
        "The family group chat got a message from {V} saying 'new number, save it', from {O}",
        "Dad finally deleted {OLD} from his phone and saved {P} new one, {V}",
        "N|Got a text from {S} from {V}: new number, {OLD} is gone",
        "Gran's already rung {P} new mobile, {V}, three times to test it",
        "{P} flatmate says the number changed and it's {V} now, for {O}",
    ],
    "negf": [
        "Mum says {P} cousin has a new number, {F}, which is news to everyone",
        "Dad keeps ringing {F} thinking it's {O}, but that's the plumber",
        "A friend of {P} handed out {F} at the party, which is her own new number",
        "Gran's got her first mobile, {F}, and wants {O} to ring it every day",
    ],
    "nego": [
        "NO|Mum still has {OV} saved for {O} and keeps wondering why nobody answers",
        "NO|Heard from Dad that a stranger answers when he rings {OV} now, so that's definitely not {P} number anymore",
    ],
}
TPL["phone"][3] = {
    "init": [
        "{L}mobile = {V}",
        "{L}phone: {V} (personal)",
        "{L}tel (mob): {V}",
        "{L}number -> {V}",
        "Contacts > {P} mobile: {V}",
        "{L}mob {V}, best number, texts ok",
    ],
    "chg": [
        "{L}mobile -> {V} (new)",
        "{L}number: {OLD} -> {V}",
        "{L}phone: {OLD} (dead) / {V}",
        "Note: {P} mobile changed to {V}",
        "{L}new SIM, {V}. Active",
        "{L}contact update [mob {V}]",
    ],
    "negf": [
        "{L}work phone: {F} (office hours only)",
        "{L}sister's new number: {F}",
        "T|{L}holiday SIM {F} (expired)",
        "{L}unknown caller {F}, blocked",
    ],
    "nego": [
        "NO|{L}old number {OV}, tell bank to remove",
        "NO|{L}{OV} still on the gym account, fix",
    ],
}
TPL["phone"][4] = {
    "init": [
        "Can you note that {P} mobile is {V}?",
        "Please save {V} as {P} personal number",
        "Could you add {V} to the contact card for {O}? That's the mobile",
        "Remind me that {P} number is {V} when I fill in the school form",
        "Can you text the restaurant confirmation to {V}? It's {P} mobile",
        "Set {P} contact number to {V}, please",
    ],
    "chg": [
        "Can you update {P} mobile to {V}? {S} changed networks",
        "Please change {P} number from {OLD} to {V}",
        "Remind me to give the dentist {P} new number, {V}",
        "Could you update the contact card for {O}? The new mobile is {V}",
        "I|Can you stop sending reminders to {OLD}? My number's {V} now",
        "Please add a note that {P} mobile is now {V}, since the old one went",
    ],
    "negf": [
        "Can you save {F} as {P} work phone? Office stuff only",
        "Could you look up who owns {F}? It keeps ringing {O}",
        "Please remind me to ring {P} brother on his new number, {F}",
        "Can you add {F} to {P} contacts as the taxi firm?",
    ],
    "nego": [
        "NO|Can you delete {OV} from {P} contacts? That number's dead",
        "NO|Please remind me to take {OV} off the doctor's records for {O}",
    ],
}
TPL["phone"][5] = {
    "init": [
        "{V}'s the number, for {P} sins, and it's not changing any time soon",
        "{S}{'m} not exactly hard to reach: {V}, day or night, more's the pity",
        "{P} mobile's {V}, which is grand, apart from the calls about accidents nobody had",
        "{S}{'ve} had {V} as a mobile so long it's practically a family heirloom",
        "{V} it is, for {O}, and the cold callers all know it too",
        "{S} can be got on {V}, as they say round here, that's the mobile",
    ],
    "chg": [
        "Not exactly heartbroken to see the back of {OLD}; {P} number's {V} now",
        "Well, that's that: {S}{'ve} got a new number, {V}, after the phone met the canal",
        "{S}{'ve} been issued with a shiny new mobile number, {V}, if you can believe it",
        "So {OLD} is off to the great network in the sky and {P} mobile is {V} now",
        "{S} changed {P} number to {V}, and I use the word 'changed' loosely, the network did it for {him}",
        "{V}'s {P} new number, God help anyone who had the old one memorised",
    ],
    "negf": [
        "{S} could have had a vanity number, {F}, in theory, for a small fortune",
        "{P} brother's gone and got a new number, {F}, more fool him, nobody will ring it",
        "Not that {S} would ever actually answer it, but {his} work mobile is {F}",
        "T|{S} had a burner SIM, {F}, for a week in Spain, and that was plenty, thanks",
    ],
    "nego": [
        "NO|{P} aunt's still ringing {OV}, of course, and getting a very confused stranger",
        "NO|Someone was asking after {OV} at the pub, and {S} had to explain it's long gone",
    ],
}

TPL["car"][0] = {
    "init": [
        "Every weekend {S} load{s} the bikes onto the back of {P} {V} and head{s} for the hills",
        "{S}{'ve} driven a {V} for years, and it's done more miles than anyone cares to count",
        "{P} {V} sits on the drive looking battered but loyal, and {S} wouldn't part with it",
        "When {S} passed {P} test, the {V} was the first car {he} bought, and it's still going",
        "Road trips always mean {P} {V}, a flask of tea and too many snacks",
        "{S} drive{s} a {V}, which has survived two house moves and a hedge",
    ],
    "chg": [
        "After the clutch went for the third time {S} finally got rid of the {OLD} and bought a {V}",
        "It started with a test drive on a whim and ended with {S} signing for a {V}",
        "The garage said the repairs would cost more than the car was worth, so {S} traded the {OLD} in for a {V}",
        "{S} spent a whole Saturday on the forecourt haggling, and drove home in a {V}",
        "By the time the new plates came out {S} had picked up a {V}, and the old car was gone",
        "{S} collected a {V} from the dealer on Friday, and it's {P} car now",
    ],
    "negf": [
        "T|{S} had a rental {F} for the week in Portugal, and handed it back at the airport",
        "{P} brother has just bought a {F}, and won't stop sending photos",
        "There was a moment at the dealership when {S} nearly signed for a {F}, but walked away",
        "{S} took a {F} for a test drive on Saturday, just for fun",
    ],
    "nego": [
        "{P} best friend drives a {OV} and gives everyone lifts to the pub",
        "{S} saw a vintage {OV} at a car show and took a few photos",
    ],
}
TPL["car"][1] = {
    "init": [
        "For the record, {S} drive{s} a {V}",
        "Correction: {P} car is a {V}, I think I just said 'the car' before",
        "Just to be clear, the {V} is {P} car",
        "{S} own{s} a {V}, I left that out of the insurance stuff",
        "To be precise, {P} car's a {V}, the older model",
        "Sorry, forgot to mention: {S} drive{s} a {V}",
    ],
    "chg": [
        "Scratch that, {S} drive{s} a {V} now",
        "Update on the car thing: {S} bought a {V}",
        "Not the {OLD} anymore btw, {S}{'ve} got a {V}",
        "Ignore what I said about the {OLD}, it's sold, {P} car is a {V}",
        "Correction: {P} car has changed, it's a {V} as of this month",
        "Small update, {S} swapped cars, {he}{'ve} got a {V} now",
    ],
    "negf": [
        "Wait, to be clear, {S} only test-drove the {F}, {he} didn't buy it",
        "Correction to my last message: the {F} belongs to {P} dad, not to {O}",
        "{S} might get a {F} next year, might, I said",
        "T|Actually the {F} was a courtesy car while the garage had {P} own car, it's gone back",
    ],
    "nego": [
        "Side note: {P} cousin has had a {OV} for ages, it's on its last legs",
        "Side note: a neighbour has just parked a gleaming {OV} outside {P} house",
    ],
}
TPL["car"][2] = {
    "init": [
        "Mum's telling everyone {S} drive{s} a {V}, like it's a Ferrari",
        "Gran always asks for a lift in {P} {V} because it's easy to get into",
        "Dad checks the tyres on {P} {V} every time there's a visit",
        "{P} sister borrows {P} {V} for the school run at least once a week",
        "The whole street knows {P} {V} by the dent in the bumper",
        "Auntie Carol refuses to get into {P} {V}, says it smells of dog",
    ],
    "chg": [
        "Mum's been telling the whole street that {S}{'ve} got a {V}",
        "The family group chat got a photo of {P} new {V} with a big bow on it",
        "Dad helped sell the {OLD} on Saturday, so {S}{'m} officially driving a {V}",
        "N|Heard through {P} sister that {he}{'ve} swapped the {OLD} for a {V}",
        "Gran's already asked for a spin in {P} new {V}",
        "{P} flatmate says there's a {V} on the drive now, {P} new car",
    ],
    "negf": [
        "Mum says {P} cousin has bought a {F}, which is news to everyone",
        "Dad keeps sending {O} adverts for a {F}, as if that's ever going to happen",
        "T|A friend of {P} lent {him} a {F} for the day when the trains were off",
        "Gran's neighbour has a {F} and parks it across {P} drive, apparently",
    ],
    "nego": [
        "Mum got a lift home in a friend's {OV} and told {O} it was very comfy",
        "Heard from Dad that {P} uncle's {OV} failed its MOT again",
    ],
}
TPL["car"][3] = {
    "init": [
        "{L}car = {V}",
        "{L}vehicle: {V} (owned)",
        "{L}car -> {V}, reg on the V5",
        "{L}drives: {V}",
        "Contacts > {P} car: {V}",
        "{L}{V}, insurance renews soon",
    ],
    "chg": [
        "{L}car -> {V} (new)",
        "{L}car: {OLD} (sold) / {V}",
        "{L}vehicle: {OLD} -> {V}",
        "Note: {P} car changed to a {V}",
        "{L}new car, {V}. Collected Fri",
        "{L}vehicle update [{V}]",
    ],
    "negf": [
        "{L}test drive {F}, Sat, not buying",
        "T|{L}hire car {F}, returned",
        "{L}dad's car: {F}",
        "{L}idea: {F}? (too pricey)",
    ],
    "nego": [
        "{L}friend's {OV} - borrow roof box",
        "{L}{OV} recall notice in the news, for the neighbour",
    ],
}
TPL["car"][4] = {
    "init": [
        "Can you note that {S} drive{s} a {V}? It's for the insurance quotes",
        "Please save {P} car as a {V}",
        "Could you find a service centre for a {V}? That's {P} car",
        "Remind me that {P} car is a {V} when I book the MOT",
        "Can you check the tyre size for a {V}? It's {P} car",
        "Set {P} vehicle to {V} in the parking app notes, please",
    ],
    "chg": [
        "Can you update {P} car to a {V}? {S} bought it on Friday",
        "Please change {P} car from the {OLD} to the {V}",
        "Remind me to tell the insurers {S} drive{s} a {V} now",
        "Could you find a garage that services the {V}? {S}{'ve} just bought one",
        "I|Can you stop reminding me about the {OLD}'s MOT? I've got a {V} now",
        "Please add a note that {P} car is now a {V}",
    ],
    "negf": [
        "Can you compare a {F} with an electric one for {O}? Just browsing",
        "Could you book {O} a test drive in a {F}? Just for fun, nothing serious",
        "Please remind me that {P} brother's new {F} needs a parking permit",
        "T|Can you check the hire company charged {O} right for the {F} from last week?",
    ],
    "nego": [
        "Can you find parts for a {OV}? It's for {P} friend's project car",
        "Please remind me {P} uncle is selling his {OV}, in case anyone asks",
    ],
}
TPL["car"][5] = {
    "init": [
        "The {V}'s the car, for {P} sins",
        "{S}{'m} not exactly turning heads in the {V}, but it starts every morning",
        "{S} drive{s} a {V}, which is grand, apart from the cupholders",
        "{S}{'ve} had the {V} so long it's basically a member of the family",
        "A {V} it is, for {O}, rust and all",
        "{S} potter{s} about in a {V}, as you do",
    ],
    "chg": [
        "Not exactly heartbroken to see the back of the {OLD}; {S}{'ve} got a {V} now",
        "Well, that's that: {S}{'ve} bought a {V}, and the bank balance is in mourning",
        "{S}{'ve} gone and got a {V}, of all things",
        "So the {OLD} has gone to the great scrapyard in the sky and {S} drive{s} a {V} now",
        "{S} upgraded to a {V}, and I use the word 'upgraded' loosely",
        "A {V} has joined the household as {P} new car, God help the neighbours' parking",
    ],
    "negf": [
        "{S} could be tempted by a {F}, in theory, if money grew on trees",
        "{P} brother's gone and bought a {F}, more fool him",
        "Not that {S} would ever actually buy a {F}, but the test drive was a laugh",
        "T|{S} had a hire {F} for a wet week in Kerry, and that was plenty, thanks",
    ],
    "nego": [
        "{P} neighbour's still driving her ancient {OV}, of course",
        "Someone at work was banging on about the {OV} for an hour, and {S} just nodded along",
    ],
}

TPL["team"][0] = {
    "init": [
        "Every other Saturday {S} catch{es} the early train to watch {V}, win or lose, mostly lose",
        "{S}{'ve} supported {V} since childhood, when {P} grandad first took {him} to a match",
        "The scarf on {P} coat hook is in {V} colours, and it goes to every game",
        "When {V} scored in the last minute last season, {S} nearly lost {his} voice, that's how much {he} care{s}",
        "Match days mean {P} {V} shirt, a pie and a lot of shouting",
        "{S} follow{s} {V} religiously, through every relegation scare",
    ],
    "chg": [
        "After one too many humiliating defeats, {S} finally gave up on {OLD} and started following {V}",
        "It started with free tickets from a colleague and ended with a season ticket: {S} support{s} {V} now",
        "When {OLD} sold their best player, {S} switched allegiance to {V}, much to the family's disgust",
        "{S} spent a whole season going to games with friends and came home a {V} fan",
        "By the end of the year {S} had bought the {V} shirt and meant it, {he}{'m} a convert",
        "{S} went to one {V} match last spring and never looked back, that's {P} team now",
    ],
    "negf": [
        "{S} went to watch {F} once with a mate, purely for the day out",
        "{P} brother has just become a {F} season-ticket holder, and won't shut up about it",
        "There was a moment in the pub when {S} nearly cheered for {F}, but caught {self} in time",
        "{S} bought a {F} scarf as a present for a friend",
    ],
    "nego": [
        "{P} best friend supports {OV} and the group chat suffers for it",
        "{S} watched highlights of {OV} with {P} nephew, who's obsessed",
    ],
}
TPL["team"][1] = {
    "init": [
        "For the record, {S} support{s} {V}",
        "Correction: {P} team is {V}, I think I said it wrong earlier",
        "Just to be clear, {S}{'m} a {V} fan",
        "{S} follow{s} {V}, forgot to put that in the profile",
        "To be precise, {P} club is {V}, home and away",
        "Sorry, forgot to say: {S} support{s} {V}, through thick and thin",
    ],
    "chg": [
        "Scratch that, {S} support{s} {V} now",
        "Update on the football thing: {S} switched to {V}",
        "Not {OLD} anymore btw, {S} follow{s} {V}",
        "Ignore what I said about {OLD}, {P} team is {V} now",
        "Correction: {P} club has changed, it's {V} these days",
        "Small update, {S} started supporting {V} this season",
    ],
    "negf": [
        "Wait, to be clear, {S} only went to a {F} game because of free tickets",
        "Correction to my last message: it's {P} dad who supports {F}, not {O}",
        "{S} might get a {F} membership for the kids, might, I said",
        "Actually the {F} shirt was a joke present, {S} {don't} support them",
    ],
    "nego": [
        "Side note: {P} cousin is mad about {OV}, has been since she was small",
        "Just so you know, {OV} are on telly tonight, in case {P} brother wants to come over",
    ],
}
TPL["team"][2] = {
    "init": [
        "Mum's telling everyone {S} support{s} {V}, like it's a personality",
        "Gran knits {O} a {V} hat every winter, without being asked",
        "Dad still can't believe {S} support{s} {V}",
        "{P} sister got {O} tickets to see {V}, since that's {P} team",
        "The whole office knows {S}{'m} a {V} fan, thanks to the mug",
        "Auntie Carol sends {O} a commiserating text every time {V} lose, which is often",
    ],
    "chg": [
        "Mum's been telling the whole street that {S} support{s} {V} now",
        "The family group chat erupted when {S} posted a photo in a {V} shirt, the new team",
        "Dad's disowned {O}, jokingly, for switching from {OLD} to {V}",
        "N|Heard through {P} sister that {he}{'ve} ditched {OLD} and started supporting {V}",
        "Gran's already knitting a new hat in {V} colours, since {S} switched",
        "{P} flatmate says there's a {V} flag on the wall now, new team",
    ],
    "negf": [
        "Mum says {P} cousin has started following {F}, which is news to everyone",
        "Dad keeps trying to get {O} into {F}, as if that's ever going to happen",
        "A friend of {P} took {him} to a {F} match as a birthday treat",
        "Gran's neighbour is a {F} nut and tried to convert {O} at the garden party",
    ],
    "nego": [
        "Mum was given two tickets to {OV} by a colleague and offered them to {P} cousin",
        "Heard from Dad that {OV} have a new manager again, he told {O} all about it",
    ],
}
TPL["team"][3] = {
    "init": [
        "{L}team = {V}",
        "{L}supports: {V}",
        "{L}football: {V} (season ticket)",
        "{L}club -> {V}",
        "Contacts > {P} team: {V}",
        "{L}{V} fan. Don't mention the derby",
    ],
    "chg": [
        "{L}team -> {V} (new)",
        "{L}supports: {OLD} (dropped) / {V}",
        "{L}allegiance: {OLD} -> {V}",
        "Note: {P} team changed to {V}",
        "{L}switched to {V}, this season",
        "{L}club update [{V}]",
    ],
    "negf": [
        "{L}{F} game w/ work, free tix, not a fan",
        "{L}dad supports {F}",
        "{L}idea: {F} tickets for nephew?",
        "{L}{F} scarf = gift for friend",
    ],
    "nego": ["{L}cousin supports {OV}", "{L}{OV} match on TV Sat, for the neighbours' party"],
}
TPL["team"][4] = {
    "init": [
        "Can you note that {S} support{s} {V}? It's for the sports updates",
        "Please save {P} team as {V}",
        "Could you find {V} fixtures for this month? That's {P} team",
        "Remind me that {S} support{s} {V} when we pick the birthday cake",
        "Can you check when {V} play next? {S} never miss{es} a game",
        "Set {P} favourite team to {V}, please",
    ],
    "chg": [
        "Can you update {P} team to {V}? {S} switched",
        "Please change {P} team from {OLD} to {V}",
        "Remind me to tell the lads {S} support{s} {V} now",
        "Could you find {V} fixtures instead? {S}{'ve} just switched teams",
        "I|Can you stop sending me {OLD} scores? I support {V} now",
        "Please add a note that {P} team is now {V}",
    ],
    "negf": [
        "Can you find {F} tickets for {P} nephew? He's the fan, not {O}",
        "Could you explain why {P} dad loves {F} so much?",
        "Please remind me to congratulate {P} brother, {F} won the cup",
        "Can you find a {F} shirt as a gift? It's for {P} colleague",
    ],
    "nego": [
        "Can you find out when {OV} play at home? {P} uncle wants to go",
        "Please remind me {P} friend's stag do is at the {OV} ground",
    ],
}
TPL["team"][5] = {
    "init": [
        "{S} support{s} {V}, for {his} sins, every Saturday",
        "{S}{'m} not exactly a glory hunter, supporting {V}",
        "{S} support{s} {V}, which is grand, apart from the football",
        "{S}{'ve} followed {V} so long the heartbreak's become a hobby",
        "{V} it is, for {O}, and they've never once made it easy",
        "{S} suffer{s} for {V}, as is traditional",
    ],
    "chg": [
        "Not exactly heartbroken to see the back of {OLD}; {S} support{s} {V} now",
        "Well, that's that: {S}{'ve} defected to {V}",
        "{S}{'ve} gone and switched to {V}, of all teams",
        "So {OLD} have lost a fan and {V} have gained one, as far as {S} {am} concerned",
        "{S} converted to {V}, and I use the word 'converted' loosely, it was the free pies",
        "{V} have a new fan in {O}, God help them",
    ],
    "negf": [
        "{S} could be tempted by {F}, in theory, if they ever won anything",
        "{P} brother's gone and bought a {F} season ticket, more fool him",
        "Not that {S} would ever actually support {F}, but the stadium tour was decent",
        "{S} sat through a {F} match, once, and that was plenty, thanks",
    ],
    "nego": [
        "{P} neighbour's still {OV} mad, of course, and the flag is still up",
        "Someone at the pub was going on about {OV} for an hour and {S} just nodded along",
    ],
}

TPL["email"][0] = {
    "init": [
        "Everything from the bank to the book club goes to {P} personal email, {V}, which is why the inbox is a disaster",
        "{S} set up {V} years ago and it's still {P} personal address for everything",
        "When the newsletter people ask for an email, {S} give{s} them {V}, the personal one",
        "All the holiday confirmations land in {V}, {P} personal inbox",
        "{P} personal email is {V}, and {S} check{s} it far too often",
        "{S} use{s} {V} for all personal stuff, and {have} for years",
    ],
    "chg": [
        "After years of spam {S} finally abandoned {OLD} and set up {V}",
        "It started with a hacked account and ended with a fresh inbox: {P} personal email is {V} now",
        "The old provider shut down, so {S} moved everything over to {V}",
        "{S} spent a whole evening updating accounts to the new personal address, {V}",
        "When the storage filled up {S} left {OLD} behind and switched to {V}",
        "{S} started using {V} as {P} personal email last week",
    ],
    "negf": [
        "{S} was given a work address, {F}, but it never gets used for personal things",
        "{P} brother has a new email, {F}, and has sent it to everyone",
        "There was a moment when {S} nearly signed up for {F}, but the name felt silly",
        "T|{S} made a throwaway address, {F}, for one competition entry",
    ],
    "nego": [
        "NO|{S} logged into {OV} one last time to grab some old photos",
        "NO|Old receipts keep turning up in {OV}, which {S} no longer use{s}",
    ],
}
TPL["email"][1] = {
    "init": [
        "For the record, {P} personal email is {V}",
        "Correction: {P} email is {V}, I spelled it wrong before",
        "Just to be clear, the best email for {O} is {V}",
        "{P} email address is {V}, forgot to give it you",
        "To be precise, {S} use{s} {V} for personal mail",
        "Sorry, forgot to mention: {P} personal address is {V}",
    ],
    "chg": [
        "Scratch that, {P} email is {V} now",
        "Update on the email thing: {S} set up a new one, {V}",
        "Not {OLD} anymore btw, {P} email is {V}",
        "Ignore the {OLD} address, {S} changed it, it's {V}",
        "Correction: {P} personal email has changed, it's {V} as of this week",
        "Small update, {S} switched to a new address, {V}, a few days ago",
    ],
    "negf": [
        "Wait, to be clear, {F} is {P} work email, not the personal one",
        "Correction to my last message: {F} is {P} sister's email, not one for {O}",
        "{S} might set up {F}, might, nothing's done",
        "Actually {F} is the shared family inbox, {S} hardly look{s} at it",
    ],
    "nego": [
        "NO|To clarify, {OV} is dead now, don't send anything for {O} there",
        "NO|Just so you know, the bank still emails {OV} for {O}, I need to fix that",
    ],
}
TPL["email"][2] = {
    "init": [
        "Mum's written {P} email, {V}, on a Post-it by the computer",
        "Gran emails {O} at {V} every Sunday, in capitals",
        "Dad forwards every joke he finds to {P} personal email, {V}",
        "{P} sister signed {O} up to the school newsletter with {V}, the personal address",
        "The whole club sends stuff to {P} email, {V}, thanks to the mailing list",
        "Auntie Carol emailed {V} to check it was right, and it is {P} address",
    ],
    "chg": [
        "Mum's been telling the whole family that {P} new email is {V}",
        "The family group chat got a message from {O} saying the new email is {V}",
        "Dad finally deleted {OLD} from his contacts and saved {P} new one, {V}",
        "N|Got an email from {S} from {V}: new address, {OLD} is gone",
        "Gran's already sent three test emails to {P} new address, {V}",
        "{P} flatmate says the email changed and it's {V} now",
    ],
    "negf": [
        "Mum says {P} cousin has a new email, {F}, which is news to everyone",
        "Dad keeps emailing {F} thinking it's {O}, but that's a stranger",
        "A friend of {P} gave out {F} at the party, her own new address",
        "Gran's got her first email, {F}, and wants {O} to write to it",
    ],
    "nego": [
        "NO|Mum still has {OV} saved for {O} and wonders why nobody replies",
        "NO|Heard from Dad that his emails to {OV} bounce now, so that's definitely not {P} address anymore",
    ],
}
TPL["email"][3] = {
    "init": [
        "{L}email = {V}",
        "{L}email (personal): {V}",
        "{L}e: {V}",
        "{L}address (email) -> {V}",
        "Contacts > {P} email: {V}",
        "{L}personal, main: {V}",
    ],
    "chg": [
        "{L}email -> {V} (new)",
        "{L}email: {OLD} -> {V}",
        "{L}email: {OLD} (closed) / {V}",
        "Note: {P} email changed to {V}",
        "{L}new inbox, {V}. Active",
        "{L}contact update [email {V}]",
    ],
    "negf": [
        "{L}work email: {F} (office only)",
        "{L}sister's email: {F}",
        "T|{L}throwaway {F} (deleted)",
        "{L}phishing from {F}, reported",
    ],
    "nego": [
        "NO|{L}old email {OV}, remove from bank",
        "NO|{L}{OV} linked to old shopping acct, unlink",
    ],
}
TPL["email"][4] = {
    "init": [
        "Can you note that {P} personal email is {V}?",
        "Please save {V} as {P} email",
        "Could you add {V} to the contact card for {O}? That's the personal email",
        "Remind me that {P} email is {V} when I fill in the school form",
        "Can you send the booking confirmation to {V}? It's {P} email",
        "Set {P} contact email to {V}, please",
    ],
    "chg": [
        "Can you update {P} email to {V}? {S} changed providers",
        "Please change {P} email from {OLD} to {V}",
        "Remind me to give the dentist {P} new email, {V}",
        "Could you update the contact card for {O}? The new email is {V}",
        "I|Can you stop sending things to {OLD}? My email's {V} now",
        "Please add a note that {P} personal email is now {V}",
    ],
    "negf": [
        "Can you save {F} as {P} work email? Office stuff only",
        "Could you check if {F} is a scam? It keeps emailing {O}",
        "Please remind me to email {P} brother at his new address, {F}",
        "Can you add {F} to {P} contacts as the landlord?",
    ],
    "nego": [
        "NO|Can you delete {OV} from {P} contacts? That address is dead",
        "NO|Please remind me to take {OV} off the doctor's records for {O}",
    ],
}
TPL["email"][5] = {
    "init": [
        "The address is {V}, for {P} sins",
        "{S}{'m} not exactly hard to find: {V}, and the spam knows it too",
        "{P} email's {V}, which is grand, apart from the newsletters",
        "{S}{'ve} had {V} since before emojis were a thing",
        "{V} it is, for {O}, and the inbox is a bin fire",
        "{S} can be emailed at {V}, if you must",
    ],
    "chg": [
        "Not exactly heartbroken to see the back of {OLD}; {P} email's {V} now",
        "Well, that's that: {S}{'ve} got a new address, {V}, after the hacking business",
        "{S}{'ve} been talked into a shiny new email, {V}, if you can believe it",
        "So {OLD} is off to the great server in the sky and {P} email is {V} now",
        "{S} changed {P} email to {V}, and I use the word 'changed' loosely, the old one just died",
        "{P} new address is {V}, God help anyone still writing to the old one",
    ],
    "negf": [
        "{S} could have a fancy address, {F}, in theory, if {he} paid for the domain",
        "{P} brother's gone and got a new email, {F}, more fool him",
        "Not that {S} would ever actually read it, but {his} work email is {F}",
        "T|{S} had a throwaway address, {F}, for one competition, and that was plenty",
    ],
    "nego": [
        "NO|{P} aunt's still writing to {OV}, of course, and getting nothing back",
        "NO|Someone was asking after {OV} at the reunion, and {S} had to explain it's long gone",
    ],
}

TPL["manager"][0] = {
    "init": [
        "Most Monday mornings {S} sit{s} down with {V}, {P} manager, to plan the week",
        "{S}{'ve} reported to {V} ever since the team was set up",
        "It still surprises people that {S} report{s} to {V}, given they started as interns together",
        "When {S} joined, {V} became {P} manager, and has been ever since",
        "Appraisal season means a long chat with {V}, who {S} report{s} to",
        "{P} line manager is {V}, who runs a tight ship but bakes a mean brownie",
    ],
    "chg": [
        "After the reorganisation went through, {S} stopped reporting to {OLD} and now answer{s} to {V}",
        "It started with a rumour in the kitchen and ended with an email: {P} new manager is {V}",
        "When {OLD} left for another company, {S} got moved under {V}",
        "{S} spent the first week with {V} as {P} new boss just learning how they like things done",
        "By the end of the restructure {S} was reporting to {V}",
        "{S} was moved into a different team last month and now report{s} to {V}",
    ],
    "negf": [
        "{S} had a chat with {F} about a role in their team, but stayed put",
        "{P} brother has just started reporting to {F}, and likes them",
        "There was a moment when {S} nearly moved under {F}, but the transfer fell through",
        "{S} spent a day shadowing {F} for a training course, then went back to the usual team",
    ],
    "nego": [
        "{P} best friend works for {OV} now and says they're great",
        "{S} sat next to {OV} at the all-hands, and they talked about gardening",
    ],
}
TPL["manager"][1] = {
    "init": [
        "For the record, {S} report{s} to {V}",
        "Correction: {P} manager is {V}, not the director, I mixed them up",
        "Just to be clear, {V} is {P} line manager",
        "{S} report{s} to {V}, forgot to put that in",
        "To be precise, {P} direct boss is {V}",
        "Sorry, forgot to say: {S}{'m} managed by {V}",
    ],
    "chg": [
        "Scratch that, {S} report{s} to {V} now",
        "Update on the work thing: {P} manager is {V}",
        "Not {OLD} anymore btw, {S} report{s} to {V}",
        "Ignore what I said about {OLD}, {P} manager is {V} now",
        "Correction: {P} line manager has changed, it's {V} as of this month",
        "Small update, {S} moved teams and report{s} to {V}",
    ],
    "negf": [
        "Wait, to be clear, {F} is only {P} mentor, not the manager",
        "Correction to my last message: it's {P} colleague who reports to {F}, not {O}",
        "{S} might move under {F} next year, might, nothing's agreed",
        "Actually {F} is the skip-level, {S} {don't} report to them directly",
    ],
    "nego": [
        "Side note: {P} cousin works for {OV}, small world",
        "Just so you know, {OV} is giving the keynote at the conference {S}{'m} going to",
    ],
}
TPL["manager"][2] = {
    "init": [
        "Mum's telling everyone {S} report{s} to {V}, as if she knows what that means",
        "Gran asked if {V} is a good boss to {O}, and apparently yes",
        "Dad met {V}, {P} manager, at the work barbecue",
        "{P} sister went to school with {V}, who's {P} manager",
        "The whole office knows {S} report{s} to {V}, thanks to the org chart",
        "Auntie Carol is convinced {V}, {P} manager, is a secret millionaire",
    ],
    "chg": [
        "Mum's been telling the whole street that {P} new boss is {V}",
        "The family group chat had opinions when {S} announced the new reporting line to {V}",
        "Dad met {P} new manager, {V}, at the open day, and liked them",
        "N|Heard through {P} sister that {he}{'ve} moved from {OLD}'s team to {V}'s",
        "Got a leaving card from {OLD} wishing {O} luck in {V}'s team",
        "{P} flatmate says the new boss is {V}, after the shake-up",
    ],
    "negf": [
        "Mum says {P} cousin reports to {F}, which is news to everyone",
        "Dad keeps saying {S} should work for {F}, his old mate, as if that's ever going to happen",
        "A friend of {P} works under {F} and says they're terrifying",
        "Gran's neighbour turns out to be {F}'s mum, and she told {O} all about it",
    ],
    "nego": [
        "Mum met {OV} at a wedding and told {O} they were lovely company",
        "Heard from Dad that {OV} is running the charity quiz near {P} old school this year",
    ],
}
TPL["manager"][3] = {
    "init": [
        "{L}manager = {V}",
        "{L}reports to: {V}",
        "{L}line mgr -> {V}",
        "{L}boss: {V} (1:1 Tues)",
        "Contacts > {P} manager: {V}",
        "{L}manager {V}, sign-off for leave",
    ],
    "chg": [
        "{L}manager -> {V} (new)",
        "{L}reports to: {OLD} -> {V}",
        "{L}line mgr: {OLD} (left) / {V}",
        "Note: {P} manager changed to {V}",
        "{L}new boss, {V}. From Mon",
        "{L}reporting line update [{V}]",
    ],
    "negf": [
        "{L}mentor: {F} (not manager)",
        "{L}skip-level: {F}",
        "{L}idea: transfer to {F}'s team? (no)",
        "{L}sister's boss: {F}",
    ],
    "nego": ["{L}{OV}, book club host this month", "{L}cousin works for {OV}"],
}
TPL["manager"][4] = {
    "init": [
        "Can you note that {S} report{s} to {V}? It's for the leave forms",
        "Please save {V} as {P} manager",
        "Could you draft an update email to {V}? They're {P} manager",
        "Remind me that {P} manager is {V} when I do the expenses",
        "Can you book a 1:1 with {V} for {O}? {S} report{s} to them",
        "Set {P} line manager to {V} in the notes, please",
    ],
    "chg": [
        "Can you update {P} manager to {V}? The restructure went through",
        "Please change {P} manager from {OLD} to {V}",
        "Remind me to tell HR {P} new manager is {V}",
        "Could you send the leave request to {V} instead? {S} report{s} to them now",
        "I|Can you stop cc'ing {OLD}? I report to {V} now",
        "Please add a note that {P} manager is now {V}",
    ],
    "negf": [
        "Can you prep {O} for a chat with {F} about their team? Just exploring",
        "Could you look up {F} on LinkedIn? {S} might meet them at the conference",
        "Please remind me that {P} brother's boss is {F}",
        "Can you draft a thank-you to {F}? They mentored {O} on the course",
    ],
    "nego": [
        "Can you find {OV}'s talk from the conference? {P} friend recommended it",
        "Please remind me {P} neighbour is having {OV} round for dinner",
    ],
}
TPL["manager"][5] = {
    "init": [
        "{V}'s the boss, for {P} sins",
        "{S}{'m} not exactly thrilled with every decision {V} makes, but {he} report{s} to them all the same",
        "{S} report{s} to {V}, which is grand, apart from the 8am meetings",
        "{S}{'ve} answered to {V} so long they finish each other's spreadsheets",
        "{V} it is, for {O}, as line managers go",
        "{S}{'m} managed by {V}, as much as anyone can manage {him}",
    ],
    "chg": [
        "Not exactly heartbroken to see the back of {OLD}; {S} report{s} to {V} now",
        "Well, that's that: {S}{'ve} got a new boss, {V}",
        "{S}{'ve} been handed over to {V}, if you can believe it",
        "So {OLD} has gone off to pastures new and {S} answer{s} to {V} now",
        "{S} got reassigned to {V}, and I use the word 'reassigned' loosely, it was a game of musical chairs",
        "{V}'s {P} new manager, God help them",
    ],
    "negf": [
        "{S} could be tempted to work under {F}, in theory, if they stopped the 8am meetings",
        "{P} brother's gone and got {F} as a boss, more fool him",
        "Not that {S} would ever actually want {F} as a manager, but the offer was flattering",
        "{S} sat in on one of {F}'s team meetings, once, and that was plenty, thanks",
    ],
    "nego": [
        "{P} neighbour's still going on about {OV}, of course, they were at school together",
        "Someone at the pub was going on about {OV} for an hour and {S} just nodded along",
    ],
}

# ----------------------------------------------------------------------------
# question templates
# ----------------------------------------------------------------------------
QNEW = {
    "residence": {
        "now": "Where {do} {S} live now?",
        "currently": "Where {am} {S} currently based?",
        "these days": "Where {do} {S} live these days?",
        "at the moment": "Where {am} {S} living at the moment?",
        "still": "{Do} {S} still live in {X}?",
        "plain": "Where {do} {S} live?",
    },
    "employer": {
        "now": "Where {do} {S} work now?",
        "currently": "Who {am} {S} currently employed by?",
        "these days": "Which company {do} {S} work for these days?",
        "at the moment": "Where {am} {S} working at the moment?",
        "still": "{Am} {S} still at {X}?",
        "plain": "Who {do} {S} work for?",
    },
    "budget": {
        "now": "What's {P} budget for {T} now?",
        "currently": "What is {P} current budget for {T}?",
        "these days": "What's {P} budget for {T} these days?",
        "at the moment": "How much {have} {S} got budgeted for {T} at the moment?",
        "still": "{Am} {S} still working to a budget of {X} for {T}?",
        "plain": "What's {P} budget for {T}?",
    },
    "partner": {
        "now": "Who {am} {S} dating now?",
        "currently": "Who {am} {S} currently seeing?",
        "these days": "Who {am} {S} with these days?",
        "at the moment": "Who's {P} partner at the moment?",
        "still": "{Am} {S} still with {X}?",
        "plain": "Who is {P} partner?",
    },
    "diet": {
        "now": "What diet {am} {S} on now?",
        "currently": "What diet {do} {S} currently follow?",
        "these days": "What {do} {S} eat these days, diet-wise?",
        "at the moment": "What diet {am} {S} following at the moment?",
        "still": "{Am} {S} still {X}?",
        "plain": "What diet {do} {S} follow?",
    },
    "phone": {
        "now": "What's {P} mobile number now?",
        "currently": "What's {P} current personal mobile number?",
        "these days": "Which personal mobile number {do} {S} use these days?",
        "at the moment": "What number is {P} personal mobile on at the moment?",
        "still": "Is {P} mobile number still {X}?",
        "plain": "What's {P} mobile number?",
    },
    "car": {
        "now": "What car {do} {S} drive now?",
        "currently": "What car {do} {S} currently own?",
        "these days": "What {am} {S} driving these days?",
        "at the moment": "What's {P} car at the moment?",
        "still": "{Do} {S} still drive the {X}?",
        "plain": "What car {do} {S} have?",
    },
    "team": {
        "now": "Which team {do} {S} support now?",
        "currently": "Who {do} {S} currently support?",
        "these days": "Who {am} {S} cheering for these days?",
        "at the moment": "Which club {do} {S} follow at the moment?",
        "still": "{Do} {S} still support {X}?",
        "plain": "What team {do} {S} support?",
    },
    "email": {
        "now": "What's {P} personal email now?",
        "currently": "What's {P} current personal email address?",
        "these days": "Which personal email {do} {S} use these days?",
        "at the moment": "What's {P} personal email address at the moment?",
        "still": "Is {P} personal email still {X}?",
        "plain": "What's {P} personal email address?",
    },
    "manager": {
        "now": "Who {do} {S} report to now?",
        "currently": "Who is {P} manager currently?",
        "these days": "Who's {P} boss these days?",
        "at the moment": "Who {am} {S} reporting to at the moment?",
        "still": "{Do} {S} still report to {X}?",
        "plain": "Who is {P} line manager?",
    },
}
QOLD = {
    "residence": {
        "before": "Where did {S} live before {X}?",
        "used": "Where did {S} use to live?",
        "previously": "Where {was} {S} living previously?",
        "originally": "Where did {S} live originally?",
        "first": "What was the first place {S} lived, of the ones I've mentioned?",
        "between": "Where did {S} live between {X} and {Y}?",
    },
    "employer": {
        "before": "Where did {S} work before {X}?",
        "used": "Where did {S} use to work?",
        "previously": "Which company {was} {S} at previously?",
        "originally": "Where did {S} originally work?",
        "first": "Which company was {S} working for when I first mentioned {P} job?",
        "between": "Where did {S} work between {X} and {Y}?",
    },
    "budget": {
        "before": "What was {P} budget for {T} before it became {X}?",
        "used": "How much did {S} use to have budgeted for {T}?",
        "previously": "What was {P} budget for {T} previously?",
        "originally": "What was {P} original budget for {T}?",
        "first": "What was the first budget {S} set for {T}?",
        "between": "What was {P} budget for {T} between {X} and {Y}?",
    },
    "partner": {
        "before": "Who {was} {S} with before {X}?",
        "used": "Who did {S} use to go out with?",
        "previously": "Who {was} {S} seeing previously?",
        "originally": "Who {was} {S} dating originally?",
        "first": "Who was the first partner {S} had, of those I've mentioned?",
        "between": "Who {was} {S} with between {X} and {Y}?",
    },
    "diet": {
        "before": "What diet {was} {S} on before going {X}?",
        "used": "What diet did {S} use to follow?",
        "previously": "What {was} {S} eating previously, diet-wise?",
        "originally": "What diet did {S} originally follow?",
        "first": "What was the first diet {S} followed, of the ones I've mentioned?",
        "between": "What diet {was} {S} on between {X} and {Y}?",
    },
    "phone": {
        "before": "What was {P} mobile number before {X}?",
        "used": "What mobile number did {S} use to have?",
        "previously": "What was {P} previous mobile number?",
        "originally": "What was {P} original mobile number?",
        "first": "Which mobile number did {S} have first?",
        "between": "What was {P} mobile number between {X} and {Y}?",
    },
    "car": {
        "before": "What car did {S} have before the {X}?",
        "used": "What car did {S} use to drive?",
        "previously": "What {was} {S} driving previously?",
        "originally": "What car did {S} originally have?",
        "first": "Which car did {S} have first?",
        "between": "What car did {S} drive between the {X} and the {Y}?",
    },
    "team": {
        "before": "Who did {S} support before {X}?",
        "used": "Which team did {S} use to support?",
        "previously": "Who did {S} follow previously?",
        "originally": "Which team did {S} originally support?",
        "first": "Which team did {S} support first?",
        "between": "Who did {S} support between {X} and {Y}?",
    },
    "email": {
        "before": "What was {P} personal email before {X}?",
        "used": "What email address did {S} use to have?",
        "previously": "What was {P} previous personal email?",
        "originally": "What was {P} original email address?",
        "first": "Which personal email did {S} have first?",
        "between": "What was {P} personal email between {X} and {Y}?",
    },
    "manager": {
        "before": "Who did {S} report to before {X}?",
        "used": "Who did {S} use to report to?",
        "previously": "Who was {P} manager previously?",
        "originally": "Who was {P} original manager?",
        "first": "Who was the first manager {S} had, of those I've mentioned?",
        "between": "Who did {S} report to between {X} and {Y}?",
    },
}
NEW_STYLES = ["now", "currently", "these days", "at the moment", "still", "plain"]

# ----------------------------------------------------------------------------
# helpers
# ----------------------------------------------------------------------------
TAGS = {"I", "N", "UP", "DN", "T", "NO"}


def parse(t):
    tags = set()
    while True:
        m = re.match(r"^([A-Z]{1,2})\|", t)
        if m and m.group(1) in TAGS:
            tags.add(m.group(1))
            t = t[m.end() :]
        else:
            return tags, t


def ascii_slug(s):
    s = unicodedata.normalize("NFKD", s)
    s = "".join(c for c in s if not unicodedata.combining(c))
    return re.sub(r"[^a-z]", "", s.lower())


class Subj:
    def __init__(self, full, gender):
        self.full = full
        self.is_i = full is None
        self.first = None if self.is_i else full.split()[0]
        self.gender = gender
        self.mentioned = False

    def mention(self, k, question=False):
        if self.is_i:
            return {"S": "I", "P": "my", "O": "me", "L": ""}[k]
        if question:
            name = self.first
        else:
            name = self.first if self.mentioned else self.full
            self.mentioned = True
        return {"S": name, "P": name + "'s", "O": name, "L": name + ": "}[k]

    def tok(self, k):
        i = self.is_i
        f = self.gender == "f"
        table = {
            "he": "I" if i else ("she" if f else "he"),
            "his": "my" if i else ("her" if f else "his"),
            "him": "me" if i else ("her" if f else "him"),
            "self": "myself" if i else ("herself" if f else "himself"),
            "we": "we" if i else "they",
            "us": "us" if i else "them",
            "am": "am" if i else "is",
            "'m": "'m" if i else "'s",
            "have": "have" if i else "has",
            "'ve": "'ve" if i else "'s",
            "do": "do" if i else "does",
            "don't": "don't" if i else "doesn't",
            "s": "" if i else "s",
            "es": "" if i else "es",
            "Do": "Do" if i else "Does",
            "Am": "Am" if i else "Is",
            "was": "was",
        }
        return table[k]


def capitalise(text):
    """Upper-case the first letter of each sentence, never touching an e-mail address."""

    def up(m):
        nxt = text[m.start(2) :].split(" ", 1)[0]
        return m.group(0) if "@" in nxt else m.group(1) + m.group(2).upper()

    text = re.sub(r"(^|[.?!]\s+)([a-z])", up, text)
    return text


def render(tpl, subj, vals, question=False):
    def rep(m):
        k = m.group(1)
        if k in ("S", "P", "O", "L"):
            return subj.mention(k, question)
        if k in vals:
            return vals[k]
        return subj.tok(k)

    out = re.sub(r"\{([^{}]+)\}", rep, tpl)
    assert "{" not in out and "}" not in out, out
    for k in ("V", "OLD", "F", "OV", "X", "Y"):  # a -> an before vowel-initial values
        v = vals.get(k)
        if v and v[0] in "AEIOU":
            out = re.sub(r"\b([Aa]) (?=" + re.escape(v) + ")", lambda m: m.group(1) + "n ", out)
    return capitalise(out)


def fmt_amount(cur, n):
    return f"{cur}{n:,}"


# ----------------------------------------------------------------------------
# value generation per kind
# ----------------------------------------------------------------------------
def gen_values(kind, n, subj, rng):
    """Return (chain values, list of fresh values (4), extra dict)."""
    extra = {}
    if kind == "residence":
        pool = rng.sample(PLACES, n + 4)
    elif kind == "employer":
        pool = rng.sample(COMPANIES, n + 4)
    elif kind == "partner":
        pool = rng.sample(PARTNERS, n + 4)
    elif kind == "diet":
        pool = rng.sample(DIETS, n + 4)
    elif kind == "car":
        pool = rng.sample(CARS, n + 4)
    elif kind == "team":
        pool = rng.sample(TEAMS, n + 4)
    elif kind == "manager":
        pool = rng.sample(MANAGERS, n + 4)
    elif kind == "phone":
        nums = rng.sample(range(0, 1000), n + 4)
        pool = [f"07700 900{x:03d}" for x in nums]
    elif kind == "email":
        addrs = []
        if subj.is_i:
            handles = rng.sample(HANDLES, n)
            for h in handles:
                addrs.append(f"{h}@{rng.choice(PROVIDERS)}")
        else:
            f = ascii_slug(subj.first)
            l = ascii_slug(subj.full.split()[-1])
            fmts = [
                f"{f}.{l}",
                f"{f}{l}{rng.randint(10, 99)}",
                f"{f[0]}{l}",
                f"{l}.{f}",
                f"{f}_{l}",
                f"{EMAIL_WORDS[rng.randrange(len(EMAIL_WORDS))]}.{f}{l[0]}",
                f"{f}.{l}.{rng.randint(1, 9)}",
            ]
            rng.shuffle(fmts)
            provs = rng.sample(PROVIDERS, n)
            for i in range(n):
                addrs.append(f"{fmts[i]}@{provs[i]}")
        while len(addrs) < n + 4:
            a = f"{rng.choice(['jess', 'mo', 'pip', 'arlo', 'bea', 'kit', 'noor', 'cal'])}.{rng.choice(EMAIL_WORDS)}{rng.randint(1, 99)}@{rng.choice(PROVIDERS)}"
            if a not in addrs:
                addrs.append(a)
        pool = addrs
    elif kind == "budget":
        cur = rng.choices(["£", "€", "$"], weights=[6, 3, 2])[0]
        idx = rng.sample(range(0, 14), n)
        hi = max(idx)
        fidx = rng.sample(range(hi + 1, len(AMOUNTS)), min(4, len(AMOUNTS) - hi - 1))
        while len(fidx) < 4:  # not reached with the ranges above
            fidx.append(fidx[-1])
        pool = [fmt_amount(cur, AMOUNTS[i]) for i in idx + fidx]
        extra["T"] = rng.choice(BUDGET_THINGS)
        extra["amounts"] = {fmt_amount(cur, AMOUNTS[i]): AMOUNTS[i] for i in idx + fidx}
    else:
        raise ValueError(kind)
    assert len(set(pool)) == len(pool)
    return pool[:n], pool[n:], extra


# ----------------------------------------------------------------------------
# build
# ----------------------------------------------------------------------------
def usable(tags, subj, older_item):
    if "I" in tags and not subj.is_i:
        return False
    if "N" in tags and subj.is_i:
        return False
    return not ("T" in tags and older_item)


def word_in(word, text):
    return re.search(r"(?<![A-Za-z0-9])" + re.escape(word) + r"(?![A-Za-z0-9])", text) is not None


def build():
    rng = RNG
    # --- global plan ----------------------------------------------------------
    plan = []
    for ki, kind in enumerate(KINDS):
        for p in range(6):
            older_len = 2 if (ki + p) % 2 == 0 else 3
            older_pos = (ki * 6 + p) % 4
            lens_new = [2, 3, 2, 3]
            lens_new.remove(older_len)
            rng.shuffle(lens_new)
            for q in range(4):
                if q == older_pos:
                    plan.append({"kind": kind, "persona": p, "asks": "older", "n": older_len})
                else:
                    plan.append({"kind": kind, "persona": p, "asks": "newest", "n": lens_new.pop()})
    assert len(plan) == 240
    # newest styles: 30 each
    styles = NEW_STYLES * 30
    rng.shuffle(styles)
    # older types, balanced over chain lengths
    old2 = ["before", "used", "previously", "originally", "first"] * 6
    old3 = ["before_last", "between", "originally", "first", "before_mid", "between"] * 5
    rng.shuffle(old2)
    rng.shuffle(old3)
    si = 0
    for it in plan:
        if it["asks"] == "newest":
            it["qtype"] = styles[si]
            si += 1
        else:
            it["qtype"] = old2.pop() if it["n"] == 2 else old3.pop()
    # subjects: exactly 96 "I"
    flags = [True] * 96 + [False] * 144
    rng.shuffle(flags)
    for it, fl in zip(plan, flags, strict=False):
        it["is_i"] = fl
    # forced last-negative items
    idxs = list(range(240))
    rng.shuffle(idxs)
    forced_old, forced_fresh = [], []
    for i in idxs:
        it = plan[i]
        ok_old = not (it["asks"] == "older" and it["kind"] in ("phone", "email"))
        if len(forced_old) < 30 and ok_old:
            forced_old.append(i)
        elif len(forced_fresh) < 30:
            forced_fresh.append(i)
        if len(forced_old) == 30 and len(forced_fresh) == 30:
            break
    for i in forced_old:
        plan[i]["forced"] = "old"
    for i in forced_fresh:
        plan[i]["forced"] = "fresh"

    rows = []
    for num, it in enumerate(plan, 1):
        kind, persona, asks, n = it["kind"], it["persona"], it["asks"], it["n"]
        older_item = asks == "older"
        forced = it.get("forced")
        if it["is_i"]:
            subj = Subj(None, None)
        else:
            full, g = rng.choice(PEOPLE)
            subj = Subj(full, g)
        chain, fresh, extra = gen_values(kind, n, subj, rng)
        cell = TPL[kind][persona]

        # --- value statements -------------------------------------------------
        inits = [t for t in cell["init"] if usable(parse(t)[0], subj, older_item)]
        vstmts = [
            {
                "tpl": parse(rng.choice(inits))[1],
                "vals": {"V": chain[0]},
                "role": "value",
                "value": chain[0],
            }
        ]
        used_chg = set()
        for j in range(1, n):
            cands = []
            for t in cell["chg"]:
                tags, body = parse(t)
                if not usable(tags, subj, older_item) or t in used_chg:
                    continue
                if older_item and "{OLD}" in body:
                    continue
                if kind == "budget":
                    up = extra["amounts"][chain[j]] > extra["amounts"][chain[j - 1]]
                    if ("UP" in tags and not up) or ("DN" in tags and up):
                        continue
                cands.append(t)
            assert cands, (kind, persona, older_item)
            t = rng.choice(cands)
            used_chg.add(t)
            vstmts.append(
                {
                    "tpl": parse(t)[1],
                    "vals": {"V": chain[j], "OLD": chain[j - 1]},
                    "role": "value",
                    "value": chain[j],
                }
            )

        # --- negatives ----------------------------------------------------------
        negf = [t for t in cell["negf"] if usable(parse(t)[0], subj, older_item)]
        nego_all = [t for t in cell["nego"] if usable(parse(t)[0], subj, older_item)]
        nego_neutral = [t for t in nego_all if "NO" not in parse(t)[0]]
        nego_no = [t for t in nego_all if "NO" in parse(t)[0]]
        rng.shuffle(negf)
        rng.shuffle(nego_neutral)
        rng.shuffle(nego_no)
        fresh_vals = list(fresh)
        rng.shuffle(fresh_vals)
        n_neg = rng.choice([2, 3, 4])
        negs = []  # dict(tpl, vals, seg, older)

        def take_old(after_last):
            # returns (template, OV, min_seg) or None
            options = []
            if nego_neutral:
                options.append("neutral")
            if nego_no and not older_item:
                # NO-type needs OV replaced before the negative is placed
                if after_last or n == 3:
                    options.append("no")
            if not options:
                return None
            kindsel = rng.choice(options)
            if kindsel == "neutral":
                t = nego_neutral.pop()
                ov = rng.choice(chain[:-1])
                return t, ov, 0
            t = nego_no.pop()
            i = rng.randrange(n - 1) if after_last else 0
            return t, chain[i], i + 2

        if forced == "old":
            r = take_old(True)
            assert r, (kind, persona)
            t, ov, _ = r
            negs.append(
                {
                    "tpl": parse(t)[1],
                    "vals": {"OV": ov},
                    "seg": n,
                    "older": True,
                    "ov": ov,
                    "no": "NO" in parse(t)[0],
                }
            )
        elif forced == "fresh":
            t = negf.pop()
            negs.append(
                {"tpl": parse(t)[1], "vals": {"F": fresh_vals.pop()}, "seg": n, "older": False}
            )
        while len(negs) < n_neg:
            want_old = rng.random() < 0.18
            r = take_old(False) if want_old else None
            if r:
                t, ov, minseg = r
                seg = rng.randint(minseg, n - 1)
                negs.append(
                    {
                        "tpl": parse(t)[1],
                        "vals": {"OV": ov},
                        "seg": seg,
                        "older": True,
                        "ov": ov,
                        "no": "NO" in parse(t)[0],
                    }
                )
            elif negf:
                t = negf.pop()
                negs.append(
                    {
                        "tpl": parse(t)[1],
                        "vals": {"F": fresh_vals.pop()},
                        "seg": rng.randint(0, n - 1),
                        "older": False,
                    }
                )
            else:
                r = take_old(False)
                if not r:
                    break
                t, ov, minseg = r
                negs.append(
                    {
                        "tpl": parse(t)[1],
                        "vals": {"OV": ov},
                        "seg": rng.randint(minseg, n - 1),
                        "older": True,
                        "ov": ov,
                        "no": "NO" in parse(t)[0],
                    }
                )
        assert 2 <= len(negs) <= 4, (kind, persona, len(negs))

        # --- order subject statements ----------------------------------------------
        # seg semantics: seg k (<n) = before value k; seg n = after last value.
        # rebuild so that seg k negatives precede value k
        seq = []
        for seg in range(n + 1):
            bucket = [x for x in negs if x["seg"] == seg]
            rng.shuffle(bucket)
            for x in bucket:
                x["role"] = "negative"
                seq.append(x)
            if seg < n:
                seq.append(vstmts[seg])

        # --- distractors -----------------------------------------------------------
        all_vals = set(chain) | set(fresh)
        banned = set(all_vals)
        if not subj.is_i:
            banned.add(subj.first)
        dpool = [d for d in DISTRACTORS if not any(word_in(b, d) for b in banned)]
        n_d = rng.randint(3, 5)
        dsel = rng.sample(dpool, n_d)
        for d in dsel:
            pos = rng.randint(0, len(seq))
            seq.insert(pos, {"text": d, "role": "distractor"})

        # --- render in time order --------------------------------------------------
        for x in seq:
            if x["role"] == "distractor":
                continue
            vals = dict(x["vals"])
            if kind == "budget":
                vals["T"] = extra["T"]
            x["text"] = render(x["tpl"], subj, vals)

        start = datetime(2024, 1, 1, tzinfo=UTC) + timedelta(days=rng.randint(0, 640))
        day = 0
        statements = []
        for i, x in enumerate(seq):
            if i > 0:
                day += rng.randint(1, 9)
            at = start + timedelta(days=day, hours=rng.randint(7, 22), minutes=rng.randint(0, 59))
            st = {"text": x["text"], "day": day, "at": at.isoformat(), "role": x["role"]}
            if x["role"] == "value":
                st["value"] = x["value"]
            statements.append(st)

        # --- question ----------------------------------------------------------------
        qt = it["qtype"]
        qvals = {}
        if kind == "budget":
            qvals["T"] = extra["T"]
        if asks == "newest":
            target = n - 1
            if qt == "still":
                qvals["X"] = chain[rng.randrange(n - 1)] if rng.random() < 0.75 else chain[-1]
            qtpl = QNEW[kind][qt]
        else:
            if n == 2:
                target = 0
                if qt == "before":
                    qvals["X"] = chain[1]
                qtpl = QOLD[kind][qt]
            else:
                if qt == "before_last":
                    target, qvals["X"], qtpl = 1, chain[2], QOLD[kind]["before"]
                elif qt == "before_mid":
                    target, qvals["X"], qtpl = 0, chain[1], QOLD[kind]["before"]
                elif qt == "between":
                    target, qvals["X"], qvals["Y"], qtpl = (
                        1,
                        chain[0],
                        chain[2],
                        QOLD[kind]["between"],
                    )
                else:
                    target, qtpl = 0, QOLD[kind][qt]
        question = render(qtpl, subj, qvals, question=True)
        expected = vstmts[target]["text"]

        row = {
            "id": f"r{num:03d}",
            "kind": kind,
            "phrasing": persona,
            "split": "dev15",
            "asks": asks,
            "subject": "I" if subj.is_i else subj.full,
            "question": question,
            "expected": expected,
            "candidates": [s["text"] for s in statements if s["role"] in ("value", "negative")],
            "statements": statements,
        }
        meta = {
            "qtype": qt,
            "n": n,
            "forced": forced,
            "negs": negs,
            "chain": chain,
            "fresh": fresh,
            "target": target,
        }
        check_row(row, meta, subj)
        rows.append((row, meta))
    return rows


ISO = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+00:00$")


def check_row(row, meta, subj):
    keys = {
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
    }
    assert set(row) == keys, row.keys()
    assert re.fullmatch(r"r\d{3}", row["id"])
    assert row["kind"] in KINDS
    assert row["phrasing"] in PERSONAS
    assert row["split"] == "dev15"
    assert row["asks"] in ("newest", "older")
    assert isinstance(row["question"], str)
    assert row["question"].endswith("?")
    sts = row["statements"]
    texts = [s["text"] for s in sts]
    assert len(set(texts)) == len(texts), texts
    days = [s["day"] for s in sts]
    assert days[0] == 0
    assert all(b > a for a, b in itertools.pairwise(days))
    d0 = datetime.fromisoformat(sts[0]["at"]).date()
    for s in sts:
        assert ISO.match(s["at"]), s["at"]
        assert (datetime.fromisoformat(s["at"]).date() - d0).days == s["day"]
        assert s["role"] in ("value", "negative", "distractor")
        assert set(s) == (
            {"text", "day", "at", "role", "value"}
            if s["role"] == "value"
            else {"text", "day", "at", "role"}
        )
    vals = [s for s in sts if s["role"] == "value"]
    negs = [s for s in sts if s["role"] == "negative"]
    dis = [s for s in sts if s["role"] == "distractor"]
    assert len(vals) == meta["n"]
    assert [v["value"] for v in vals] == meta["chain"]
    assert 2 <= len(negs) <= 4
    assert 3 <= len(dis) <= 5
    for v in vals:
        assert v["value"].lower() in v["text"].lower(), v
    assert row["expected"] in texts
    assert row["expected"] == vals[meta["target"]]["text"]
    assert row["candidates"] == [s["text"] for s in sts if s["role"] in ("value", "negative")]
    if row["asks"] == "newest":
        assert row["expected"] == vals[-1]["text"]
    subj_sts = [s for s in sts if s["role"] != "distractor"]
    if meta["forced"]:
        assert subj_sts[-1]["role"] == "negative"
    else:
        assert subj_sts[-1]["role"] == "value"
    if not subj.is_i:
        first = next(iter(subj_sts))["text"]
        assert subj.full in first, first
        for s in subj_sts:
            assert word_in(subj.first, s["text"]), s["text"]
        for s in subj_sts[1:]:
            assert subj.full not in s["text"], s["text"]
        for s in dis:
            assert not word_in(subj.first, s["text"])
    for s in dis:
        for v in meta["chain"] + meta["fresh"]:
            assert not word_in(v, s["text"]), (v, s["text"])
        assert not re.search(r"\b(I|my|me|we|our|us)\b", s["text"]), s["text"]
    # negatives must not contain the asked-for value unless they are older-value negatives
    for s in negs:
        for v in meta["chain"]:
            if v.lower() in s["text"].lower():
                assert any(x.get("older") and x.get("ov") == v for x in meta["negs"]), (
                    v,
                    s["text"],
                )
    # "old value in passing" negatives come after that value was replaced, and never in older items
    for x in meta["negs"]:
        if x.get("no"):
            assert row["asks"] == "newest"
            pos_neg = texts.index(x["text"])
            i = meta["chain"].index(x["ov"])
            assert pos_neg > texts.index(vals[i + 1]["text"]), x["text"]
    if row["asks"] == "older":
        for v in vals:  # change statements in older items never name the previous value
            others = [c for c in meta["chain"] if c != v["value"]]
            assert not any(word_in(o, v["text"]) for o in others), v["text"]


def self_check_templates():
    for kind in KINDS:
        assert set(TPL[kind]) == set(range(6)), kind
        for p in range(6):
            c = TPL[kind][p]
            assert (
                len(c["init"]) >= 6
                and len(c["chg"]) >= 6
                and len(c["negf"]) >= 4
                and len(c["nego"]) >= 2
            ), (kind, p)
            for sub_i in (True, False):
                noold = [
                    t
                    for t in c["chg"]
                    if "{OLD}" not in parse(t)[1]
                    and not ("I" in parse(t)[0] and not sub_i)
                    and not ("N" in parse(t)[0] and sub_i)
                ]
                assert len(noold) >= 3, (kind, p, sub_i)
            for t in c["init"] + c["chg"] + c["negf"] + c["nego"]:
                tags, body = parse(t)
                assert "I" in tags or re.search(r"\{(S|P|O|L)\}", body), (kind, p, t)
            for t in c["init"] + c["chg"]:
                assert "{V}" in parse(t)[1], t
            for t in c["negf"]:
                assert "{F}" in parse(t)[1] and "{V}" not in t and "{OLD}" not in t, t
            for t in c["nego"]:
                assert "{OV}" in parse(t)[1] and "{V}" not in t, t
    # all templates distinct across personas
    seen = {}
    for kind in KINDS:
        for p in range(6):
            for part in ("init", "chg", "negf", "nego"):
                for t in TPL[kind][p][part]:
                    key = (kind, parse(t)[1])
                    assert key not in seen, (key, seen.get(key), p)
                    seen[key] = p
    firsts = {full.split()[0] for full, _ in PEOPLE}
    assert not firsts & set(PARTNERS)
    assert not firsts & {m.split()[0] for m in MANAGERS}


def main():
    self_check_templates()
    rows = build()
    with open(OUT, "w", encoding="utf-8") as fh:
        for row, _ in rows:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    # --- counts ----------------------------------------------------------------
    R = [r for r, _ in rows]
    M = [m for _, m in rows]
    print("items:", len(R))
    print("per kind:", dict(Counter(r["kind"] for r in R)))
    print("per persona:", dict(sorted(Counter(r["phrasing"] for r in R).items())))
    print("per asks:", dict(Counter(r["asks"] for r in R)))
    print("chain lengths:", dict(Counter(m["n"] for m in M)))
    print(
        "subject I:",
        sum(r["subject"] == "I" for r in R),
        " named:",
        sum(r["subject"] != "I" for r in R),
    )
    print(
        "question types (newest):",
        dict(Counter(m["qtype"] for r, m in zip(R, M, strict=False) if r["asks"] == "newest")),
    )
    print(
        "question types (older):",
        dict(Counter(m["qtype"] for r, m in zip(R, M, strict=False) if r["asks"] == "older")),
    )
    nneg = sum(len(m["negs"]) for m in M)
    nold = sum(sum(1 for x in m["negs"] if x["older"]) for m in M)
    ndis = sum(sum(1 for s in r["statements"] if s["role"] == "distractor") for r in R)
    print("negatives:", nneg, " naming an older value:", nold, f"({nold / nneg:.1%})")
    print(
        "  of which 'old value in passing' (newest items only):",
        sum(sum(1 for x in m["negs"] if x.get("no")) for m in M),
    )
    print("distractors:", ndis)
    print(
        "last subject statement is a negative:",
        sum(1 for m in M if m["forced"]),
        " (older value:",
        sum(1 for m in M if m["forced"] == "old"),
        ", fresh value:",
        sum(1 for m in M if m["forced"] == "fresh"),
        ")",
    )
    print("statements:", sum(len(r["statements"]) for r in R))
    print("wrote", OUT)


if __name__ == "__main__":
    main()
