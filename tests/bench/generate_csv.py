#!/usr/bin/env python3
"""Writes a CSV catalog (contract §2.1) of ROWS products to stdout, for the import memory
benchmark (issue 24 item 5; never part of the demo). Deterministic: the same arguments give
the same bytes. 70 % books (valid ISBN-13 with check digit, author, publisher, category) and
30 % stationery (EAN-13 barcode, brand tags, a supplier), spread over 250 sellers; codes are
unique per seller, so every row imports. About 125 bytes a row (1,000,000 rows: ~123 MB).

Usage: generate_csv.py [--rows N] [--sellers S] > catalog.csv
"""
import argparse
import random
import sys

parser = argparse.ArgumentParser()
parser.add_argument("--rows", type=int, default=1_000_000)
parser.add_argument("--sellers", type=int, default=250)
args = parser.parse_args()

rng = random.Random(20261125)
WORDS = ("river night garden stone letter winter silver road house morning city sea "
         "mountain story journey secret light shadow window bridge").split()
BRANDS = ["Erich Krause", "Faber-Castell", "Stabilo", "Pilot", "Bic", "Hatber", "Brauberg"]
ITEMS = ["Pen", "Notebook 96 sheets", "Pencil HB", "Marker", "Eraser", "Ruler 30 cm"]
CATEGORIES = ["Fiction", "Science", "History", "Children", "Poetry", "School"]


def check_digit(twelve):
    total = sum(int(d) * (3 if i % 2 else 1) for i, d in enumerate(twelve))
    return str((10 - total % 10) % 10)


out = sys.stdout
out.write("type,seller_id,code,name,author,publisher,category,price,stock,pages,tags,"
          "supplier,description\n")
for n in range(args.rows):
    seller = 1 + n % args.sellers
    if n % 10 < 7:
        # 978 + 9 digits from n: distinct per row, so distinct per seller.
        twelve = "978" + f"{(n * 7919 + 123457) % 10**9:09d}"
        code = twelve + check_digit(twelve)
        title = f"The {rng.choice(WORDS).title()} {rng.choice(WORDS)} {n}"
        author = f"Author {rng.randrange(40000)}"
        publisher = f"Publisher {rng.randrange(300)}"
        category = rng.choice(CATEGORIES)
        out.write(f"book,{seller},{code},{title},{author},{publisher},{category},"
                  f"{rng.randrange(15, 250) * 1000},{rng.randrange(0, 50)},"
                  f"{rng.randrange(48, 900)},,,\"A {rng.choice(WORDS)} book, row {n}\"\n")
    else:
        twelve = "478" + f"{(n * 7919 + 4242) % 10**9:09d}"
        code = twelve + check_digit(twelve)
        brand = rng.choice(BRANDS)
        out.write(f"stationery,{seller},{code},{brand} {rng.choice(ITEMS)} {n},,,Office,"
                  f"{rng.randrange(2, 300) * 500},{rng.randrange(0, 50)},,"
                  f"\"{brand.lower()};office\",Supplier {rng.randrange(5)},{brand} item {n}\n")
