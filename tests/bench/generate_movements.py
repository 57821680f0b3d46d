#!/usr/bin/env python3
"""Appends a long stock history to one seller of an SQLite catalog (issue 19 item 5's
benchmark; never part of the demo): COUNT movements of the seller's products, one every
YEARS*365*86400/COUNT seconds up to now (ids in time order, as one server writes them),
reasons mixed like a shop's (mostly sales), under one key of the seller.

Usage: generate_movements.py DB_FILE [--seller ID] [--count N] [--years Y]
The database must be migrated (schema with stock_movement_days): run any catalog-server
command on it first. Schema 8's trigger fills seller_id and the day counts, and schema 12's
the reports' daily sales, exactly as for movements the server writes; each movement keeps its
product's price, as the server's do. 1,000,000 movements: about two minutes on a 2-core machine.

The movements already there (the demo's or an import's, all dated the day the catalog was
made) are dated one second before the generated history (schema 12's update trigger moves
them in the summaries): a shop imports its catalog and then trades. Left on today they would
put one UTC day at both ends of the id order, which one server's clock never writes (ids and
times rise together), and no page of the history could skip whole days
(MovementRepository::startOf).
"""
import argparse
import datetime
import random
import sqlite3
import sys

parser = argparse.ArgumentParser()
parser.add_argument("db")
parser.add_argument("--seller", type=int, default=1)
parser.add_argument("--count", type=int, default=1_000_000)
parser.add_argument("--years", type=float, default=2.0)
args = parser.parse_args()

db = sqlite3.connect(args.db)
prices = dict(db.execute(
    "SELECT pk, price FROM products WHERE seller_id = ? AND active = 1 ORDER BY pk", (args.seller,)))
products = sorted(prices)
if not products:
    sys.exit(f"seller {args.seller} has no active products")
key = db.execute("SELECT app_id FROM api_keys WHERE seller_id = ? ORDER BY created_at LIMIT 1",
                 (args.seller,)).fetchone()
app_id = key[0] if key else "history-bench"
reasons = ["sold"] * 14 + ["received"] * 4 + ["returned", "damaged", "correction"]
rng = random.Random(19)
now = datetime.datetime.now(datetime.timezone.utc)
step = datetime.timedelta(seconds=args.years * 365 * 86400 / args.count)
at = now - step * args.count
stock = {pk: 1000 for pk in products}


def stored(moment):
    return moment.strftime("%Y-%m-%dT%H:%M:%S.") + f"{moment.microsecond // 1000:03d}Z"


def rows():
    global at
    for _ in range(args.count):
        at += step
        pk = products[rng.randrange(len(products))]
        reason = reasons[rng.randrange(len(reasons))]
        delta = -rng.randint(1, 3) if reason in ("sold", "damaged") else rng.randint(1, 20)
        before = stock[pk]
        after = max(0, before + delta)
        stock[pk] = after
        yield (app_id, pk, before, after, after - before,
               stored(at), reason, prices[pk])


db.execute("PRAGMA journal_mode = WAL")
db.execute("PRAGMA cache_size = -262144")
with db:
    db.execute("UPDATE stock_movements SET at = ?", (stored(at - datetime.timedelta(seconds=1)),))
    db.executemany("INSERT INTO stock_movements (app_id, product_pk, variant_id, stock_before, "
                   "stock_after, delta, at, reason, price) VALUES (?, ?, NULL, ?, ?, ?, ?, ?, ?)", rows())
    for pk, value in stock.items():  # the stock the history ends at
        db.execute("UPDATE products SET stock = ? WHERE pk = ?", (value, pk))
# No ANALYZE: a served database has no planner statistics either.
print(f"{args.count} movements for seller {args.seller} over {len(products)} products, "
      f"{args.years} years up to now")
