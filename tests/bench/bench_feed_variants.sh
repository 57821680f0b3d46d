#!/usr/bin/env bash
# Contract §13 / docs/changefeed.md "What a write costs", PostgreSQL only: what the change
# feed adds to a stock update, measured on stock_apply() alone (pgbench, no HTTP server, so
# the database's share is not diluted), for the schema's design and for designs considered
# instead. Each variant is a copy of the same migrated demo database; rounds alternate so the
# machine's noise falls on all of them. Per round: calls per second, the cluster's CPU per
# call, and at the end, on a fixed number of calls, the WAL bytes per call and how many of the
# products' updates were HOT (a HOT update writes no index entry) — these two do not depend on
# the load.
#   feed         the schema as it is (schema 20: a stock_apply() update writes no feed row)
#   nofeed       the feed's triggers dropped
#   product_row  the private position on the product row: a BEFORE trigger sets own_xid and
#                own_seq, an index (seller_id, own_xid, own_seq) on products for the reader
#   log          a private change appended to a table with one index (seller_id, xid, seq),
#                no key (a reader would need a fold of it into feed_entries: not measured)
#   heap_log     the same log without an index (a reader would scan it: only viable if a fold
#                keeps it to the last seconds' changes)
# Not part of CTest. Usage: [BENCH_SIZE=N] [VARIANTS=...] bench_feed_variants.sh [seconds] [clients] [rounds]
source "$(dirname "$0")/common.sh"
duration="${1:-10}"
clients="${2:-8}"
rounds="${3:-3}"
variants="${VARIANTS:-feed nofeed product_row log heap_log}"
loadavg() { cut -d' ' -f1-3 /proc/loadavg; }

pg_state="$work/pg-feed-variants"
bash "$root/tests/postgres/pg-cluster.sh" start "$pg_state" >&2
trap "bash '$root/tests/postgres/pg-cluster.sh' stop '$pg_state' >&2 || true" EXIT
# shellcheck disable=SC1091
source "$pg_state/pg.env"
pg_server=$CATALOG_TEST_PG_URL
pg_base=${pg_server%/postgres}
pg_data=$(psql -tAq "$pg_server" -c "SHOW data_directory")

# The demo as bench_changefeed.sh keeps it (build/bench/bench-<size>.pgdump), migrated by this
# build (starting the server once).
pg_dump_file="$work/bench-$size_name.pgdump"
psql -q "$pg_server" -c "CREATE DATABASE feed" >/dev/null
db="$pg_base/feed"
if [[ -f "$pg_dump_file" ]]; then
    pg_restore --no-owner -d "$db" "$pg_dump_file"
else
    "$server_bin" demo --db "$db" --size "$size" >/dev/null 2>"$work/demo-pg.log"
fi
start_server
stop_server
echo "schema $(psql -tAq "$db" -c "SELECT value FROM meta WHERE key = 'schema_version'"), $(psql -tAq "$db" -c "SELECT count(*) FROM products") products"

# 200 books of seller 1 with stock far from 0 (no update flips in_stock: every one is a
# private change), as bench_changefeed.sh updates.
psql -q "$db" -c "CREATE TABLE bench_codes AS SELECT row_number() OVER () AS n, code FROM (
        SELECT code FROM products WHERE seller_id = 1 AND type = 'book' AND active = 1
        AND code IS NOT NULL LIMIT 200) c" \
    -c "UPDATE products SET stock = stock + 1000000 WHERE seller_id = 1
        AND code IN (SELECT code FROM bench_codes)" >/dev/null
call="$work/feed-variants.pgbench"
cat >"$call" <<'SQL'
\set i random(1, 200)
SELECT outcome FROM stock_apply(1, (SELECT code FROM bench_codes WHERE n = :i), NULL, NULL, 1,
    NULL, 'bench', NULL, 'correction', NULL, NULL, '2026-01-01T00:00:00.000Z', NULL, NULL, false);
SQL

# The private WHEN of schema 19: a private field differs and no public one does.
private_when="(OLD.stock, OLD.reorder_level, OLD.reorder_quantity, OLD.supplier_id, OLD.last_cost)
    IS DISTINCT FROM (NEW.stock, NEW.reorder_level, NEW.reorder_quantity, NEW.supplier_id,
        NEW.last_cost)
    AND (OLD.name, OLD.price, OLD.old_price, OLD.image, OLD.images, OLD.description, OLD.pages,
        OLD.code, OLD.author_id, OLD.publisher_id, OLD.seller_id, OLD.category_id, OLD.active,
        OLD.stock > 0, OLD.type, OLD.id)
    IS NOT DISTINCT FROM (NEW.name, NEW.price, NEW.old_price, NEW.image, NEW.images,
        NEW.description, NEW.pages, NEW.code, NEW.author_id, NEW.publisher_id, NEW.seller_id,
        NEW.category_id, NEW.active, NEW.stock > 0, NEW.type, NEW.id)"
for variant in $variants; do
    [[ $variant == feed ]] && continue
    psql -q "$pg_server" -c "CREATE DATABASE $variant TEMPLATE feed" >/dev/null
    case $variant in
    nofeed)
        psql -q "$pg_base/$variant" -c "DO \$\$ DECLARE t record; BEGIN
            FOR t IN SELECT tgname, tgrelid::regclass AS rel FROM pg_trigger
                WHERE NOT tgisinternal AND tgname LIKE '%\\_feed\\_%' LOOP
                EXECUTE format('DROP TRIGGER %I ON %s', t.tgname, t.rel);
            END LOOP; END \$\$" >/dev/null
        ;;
    product_row)
        psql -q "$pg_base/$variant" >/dev/null <<SQL
ALTER TABLE products ADD COLUMN own_xid xid8, ADD COLUMN own_seq BIGINT;
UPDATE products p SET own_xid = f.own_xid, own_seq = f.own_seq FROM feed_entries f
    WHERE f.kind = p.type AND f.object_id = p.id;
CREATE INDEX products_own ON products (seller_id, own_xid, own_seq);
CREATE FUNCTION products_own_position() RETURNS trigger LANGUAGE plpgsql AS \$\$
BEGIN
    NEW.own_xid := pg_current_xact_id();
    NEW.own_seq := nextval('feed_seq');
    RETURN NEW;
END \$\$;
DROP TRIGGER products_feed_private ON products;
CREATE TRIGGER products_feed_own_position BEFORE UPDATE ON products FOR EACH ROW
    WHEN ($private_when) EXECUTE FUNCTION products_own_position();
SQL
        ;;
    log | heap_log)
        log_index=""
        [[ $variant == log ]] &&
            log_index="CREATE INDEX feed_own_log_position ON feed_own_log (seller_id, xid, seq);"
        psql -q "$pg_base/$variant" >/dev/null <<SQL
CREATE TABLE feed_own_log (seller_id BIGINT NOT NULL, xid xid8 NOT NULL, seq BIGINT NOT NULL,
    kind TEXT NOT NULL, object_id BIGINT NOT NULL);
$log_index
CREATE OR REPLACE FUNCTION products_feed_own() RETURNS trigger LANGUAGE plpgsql AS \$\$
BEGIN
    INSERT INTO feed_own_log VALUES (NEW.seller_id, pg_current_xact_id(), nextval('feed_seq'),
        NEW.type, NEW.id);
    RETURN NULL;
END \$\$;
SQL
        ;;
    *) echo "unknown variant $variant" >&2; exit 2 ;;
    esac
done
for variant in $variants; do
    psql -q "$pg_base/$variant" -c "VACUUM ANALYZE" >/dev/null
    echo "$variant: $(psql -tAq "$pg_base/$variant" -c "SELECT string_agg(tablename || ' ' ||
        count, ', ') FROM (SELECT tablename, count(*) FROM pg_indexes WHERE tablename IN
        ('products', 'feed_entries', 'feed_own_log') GROUP BY tablename) i") indexes;" \
        "$(psql -tAq "$pg_base/$variant" -c "SELECT count(*) FROM pg_trigger WHERE NOT tgisinternal
        AND tgname LIKE '%\_feed\_%'") feed triggers"
done

# cluster_ticks: the cluster's CPU time so far (the postmaster with the children it reaped,
# plus those still running).
cluster_ticks() {
    local pid
    pid=$(head -1 "$pg_data/postmaster.pid")
    {
        awk '{ print $14 + $15 + $16 + $17 }' "/proc/$pid/stat"
        for child in $(pgrep -P "$pid"); do awk '{ print $14 + $15 }' "/proc/$child/stat" 2>/dev/null || true; done
    } | awk '{ total += $1 } END { print total }'
}

echo "== stock_apply() by pgbench: ${rounds} rounds of ${duration} s, ${clients} clients, alternating (load average $(loadavg); $(nproc) cores)"
results="$work/feed-variants.results"
: >"$results"
read -ra order <<<"$variants"
for round in $(seq "$rounds"); do
    for variant in "${order[@]}"; do
        before=$(cluster_ticks)
        out=$(pgbench -n -c "$clients" -j 2 -T "$duration" -f "$call" "$pg_base/$variant" 2>&1)
        sleep 0.5 # the backends end and are reaped
        ticks=$(($(cluster_ticks) - before))
        calls=$(sed -nE 's/.*processed: ([0-9]+).*/\1/p' <<<"$out")
        tps=$(sed -nE 's/^tps = ([0-9.]+).*/\1/p' <<<"$out" | head -1)
        cpu=$(python3 -c "print(f'{$ticks * 1000 / $(getconf CLK_TCK) / max($calls, 1):.3f}')")
        echo "$variant $tps $cpu" >>"$results"
        echo "round $round $variant: $tps calls/s, cluster CPU $cpu ms/call (load average $(loadavg))"
    done
    # Each round starts with another variant: none always runs first.
    order=("${order[@]:1}" "${order[0]}")
done
python3 - "$results" <<'PY'
import collections, statistics, sys
rate, cpu = collections.defaultdict(list), collections.defaultdict(list)
for line in open(sys.argv[1]):
    name, tps, ms = line.split()
    rate[name].append(float(tps))
    cpu[name].append(float(ms))
base_rate, base_cpu = statistics.median(rate["nofeed"]), statistics.median(cpu["nofeed"])
for name in rate:
    r, c = statistics.median(rate[name]), statistics.median(cpu[name])
    print(f"{name:12} median {r:7.0f} calls/s ({r / base_rate:.2f}x nofeed), "
          f"cluster CPU {c:.3f} ms/call (+{c - base_cpu:.3f})")
PY

echo "== WAL bytes per call and HOT updates of products, 4,000 calls each"
for variant in $variants; do
    lsn=$(psql -tAq "$pg_base/$variant" -c "SELECT pg_current_wal_lsn()")
    psql -tAq "$pg_base/$variant" -c "SELECT pg_stat_reset()" >/dev/null
    pgbench -n -c "$clients" -j 2 -t $((4000 / clients)) -f "$call" "$pg_base/$variant" >/dev/null 2>&1
    sleep 1 # the statistics reach the collector
    psql -tAq "$pg_base/$variant" -c "SELECT '$variant: ' || round((pg_current_wal_lsn() - '$lsn') / 4000) || ' B WAL/call; products: ' || n_tup_upd || ' updates, ' || n_tup_hot_upd || ' HOT' FROM pg_stat_user_tables WHERE relname = 'products'"
done
