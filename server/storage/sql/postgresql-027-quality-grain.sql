-- Schema 27: GET /admin/quality's totals at the grain of its answer (contract §15, issue 40).
-- Statements end with a doubled semicolon. SQLite keeps them as tables its triggers update
-- (sqlite-027-quality-grain.sql). Here they are views over schema 25's quality_totals, which
-- the same trigger keeps: a row per seller, per issue code and per category, summed by
-- PostgreSQL from a few tens of thousands of quality_totals rows at a million products,
-- instead of sent row by row to the server as before.
--
-- Not tables: a load is one transaction (docs/search.md, "Bulk load"), and PostgreSQL cannot
-- prune the versions a still-open transaction leaves of a row it updates again and again.
-- A row per issue or per category, updated for every product written, would carry hundreds
-- of thousands of versions by the end of a million-product load (each update walking them:
-- quadratic), and would make every concurrent writer wait on the same few rows;
-- quality_totals' rows (seller, category, issue set) each take a few dozen products.
-- `active_products` counts the products' own flag, `issue_count` the issue occurrences (a
-- product's set bits), as on SQLite.
DROP VIEW IF EXISTS quality_seller_totals;;
CREATE VIEW quality_seller_totals AS
    SELECT seller_id, SUM(products)::bigint AS products,
        SUM(active_products)::bigint AS active_products,
        SUM(completeness_sum)::bigint AS completeness_sum,
        SUM(products * bit_count(issues::bit(32)))::bigint AS issue_count
    FROM quality_totals GROUP BY seller_id;;
-- One row per issue bit (AdminIssues: the contract's ten codes, bit 0 first).
DROP VIEW IF EXISTS quality_issue_totals;;
CREATE VIEW quality_issue_totals AS
    SELECT b.bit, COALESCE(SUM(s.products), 0)::bigint AS products
    FROM generate_series(0, 9) AS b (bit)
    LEFT JOIN (SELECT issues, SUM(products) AS products FROM quality_totals GROUP BY issues) s
        ON (s.issues >> b.bit) & 1 = 1
    GROUP BY b.bit;;
-- Products directly in a category (0: none); the answer adds the descendants' from the
-- category tree (a few hundred rows).
DROP VIEW IF EXISTS quality_category_totals;;
CREATE VIEW quality_category_totals AS
    SELECT category_id, SUM(products)::bigint AS products FROM quality_totals
    GROUP BY category_id;;
