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
-- Purchase orders: open -> partially_received -> received as deliveries are posted; closed
-- (the rest will not come) or cancelled (nothing received).
CREATE TABLE purchase_orders (
    id          INTEGER PRIMARY KEY,
    seller_id   INTEGER NOT NULL REFERENCES sellers (id),
    supplier_id INTEGER NOT NULL REFERENCES suppliers (id),
    reference   TEXT,
    note        TEXT,
    status      TEXT NOT NULL CHECK (status IN ('open', 'partially_received', 'received',
                    'closed', 'cancelled')),
    created_at  TEXT NOT NULL,
    closed_at   TEXT
);;
CREATE INDEX purchase_orders_seller ON purchase_orders (seller_id, status, id);;
-- One line per item; variant_id 0 for a product without variants (a key column).
CREATE TABLE purchase_order_lines (
    id         INTEGER PRIMARY KEY,
    order_id   INTEGER NOT NULL REFERENCES purchase_orders (id),
    product_pk INTEGER NOT NULL REFERENCES products (pk),
    variant_id INTEGER NOT NULL DEFAULT 0,
    ordered    INTEGER NOT NULL CHECK (ordered >= 1),
    received   INTEGER NOT NULL DEFAULT 0 CHECK (received >= 0),
    cost       INTEGER CHECK (cost >= 0),
    UNIQUE (order_id, product_pk, variant_id)
);;
-- What is on order for an item (reorder suggestions).
CREATE INDEX purchase_order_lines_item ON purchase_order_lines (product_pk, variant_id);;
-- Stock documents (receipts and returns; counts could live here too): filled by scans from
-- any number of devices, then posted in one transaction that writes one movement per line.
CREATE TABLE stock_documents (
    id          INTEGER PRIMARY KEY,
    seller_id   INTEGER NOT NULL REFERENCES sellers (id),
    kind        TEXT NOT NULL CHECK (kind IN ('receipt', 'return')),
    status      TEXT NOT NULL CHECK (status IN ('open', 'posted', 'cancelled')),
    supplier_id INTEGER REFERENCES suppliers (id),
    order_id    INTEGER REFERENCES purchase_orders (id),
    reference   TEXT,
    note        TEXT,
    created_at  TEXT NOT NULL,
    posted_at   TEXT,
    closed_at   TEXT
);;
CREATE INDEX stock_documents_seller ON stock_documents (seller_id, kind, status, id);;
-- One line per item; variant_id 0 for a product without variants (a key column). Scans add
-- to quantity in one statement, so two devices scanning at once lose nothing.
CREATE TABLE stock_document_lines (
    id          INTEGER PRIMARY KEY,
    document_id INTEGER NOT NULL REFERENCES stock_documents (id),
    product_pk  INTEGER NOT NULL REFERENCES products (pk),
    variant_id  INTEGER NOT NULL DEFAULT 0,
    quantity    INTEGER NOT NULL CHECK (quantity >= 0),
    UNIQUE (document_id, product_pk, variant_id)
);;
