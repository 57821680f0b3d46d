-- Schema 9: goods in and out (contract §11): suppliers and the products' purchasing fields.
-- Codes stay unique per seller by the code that writes them (imports, product creation,
-- reactivation): older data may hold duplicates, which the migration reports (Database) and
-- lookups answer with 409 ambiguous_code, so no unique index can be asked of it here.
CREATE TABLE suppliers (
    id        INTEGER PRIMARY KEY,
    seller_id INTEGER NOT NULL REFERENCES sellers (id),
    name      TEXT NOT NULL CHECK (name <> ''),
    -- The name case-folded with single spaces: one supplier per name and seller.
    name_key  TEXT NOT NULL,
    phone     TEXT,
    email     TEXT,
    note      TEXT,
    UNIQUE (seller_id, name_key)
);;
-- The product's usual supplier (checked by the code, so that a column with a foreign key
-- need not be rebuilt into the table).
ALTER TABLE products ADD COLUMN supplier_id INTEGER;;
ALTER TABLE products ADD COLUMN reorder_quantity INTEGER CHECK (reorder_quantity >= 1);;
-- The cost of the last posted delivery's line (integer, like prices); NULL: unknown.
ALTER TABLE products ADD COLUMN last_cost INTEGER CHECK (last_cost >= 0);;
