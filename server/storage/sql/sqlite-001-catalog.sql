-- Catalog schema, version 1 (SQLite). Each statement ends with a doubled semicolon
-- because trigger bodies contain semicolons.
CREATE TABLE authors (
    id   INTEGER PRIMARY KEY,
    name TEXT NOT NULL CHECK (name <> '')
);;
CREATE TABLE publishers (
    id   INTEGER PRIMARY KEY,
    name TEXT NOT NULL CHECK (name <> '')
);;
CREATE TABLE sellers (
    id       INTEGER PRIMARY KEY,
    name     TEXT NOT NULL CHECK (name <> ''),
    logo     TEXT NOT NULL DEFAULT '',
    rating   REAL NOT NULL DEFAULT 0,
    qr_token TEXT UNIQUE
);;
CREATE TABLE categories (
    id        INTEGER PRIMARY KEY,
    name      TEXT NOT NULL CHECK (name <> ''),
    type      TEXT NOT NULL,
    parent_id INTEGER REFERENCES categories (id)
);;
CREATE INDEX categories_parent ON categories (parent_id);;
-- Books and stationery share one table; each kind has its own id space (UNIQUE (type, id)).
-- pk is internal: it is the rowid of the search index.
CREATE TABLE products (
    pk           INTEGER PRIMARY KEY,
    type         TEXT NOT NULL CHECK (type IN ('book', 'stationery')),
    id           INTEGER NOT NULL,
    name         TEXT NOT NULL CHECK (name <> ''),
    name_folded  TEXT NOT NULL,
    price        INTEGER NOT NULL CHECK (price >= 0),
    old_price    INTEGER NOT NULL DEFAULT 0 CHECK (old_price >= 0),
    image        TEXT NOT NULL DEFAULT '',
    images       TEXT NOT NULL DEFAULT '[]',
    description  TEXT NOT NULL DEFAULT '',
    pages        INTEGER NOT NULL DEFAULT 0,
    code         TEXT,
    author_id    INTEGER REFERENCES authors (id),
    publisher_id INTEGER REFERENCES publishers (id),
    seller_id    INTEGER NOT NULL REFERENCES sellers (id),
    category_id  INTEGER REFERENCES categories (id),
    stock        INTEGER NOT NULL DEFAULT 0 CHECK (stock >= 0),
    active       INTEGER NOT NULL DEFAULT 1,
    tags         TEXT NOT NULL DEFAULT '[]',
    popularity   INTEGER NOT NULL DEFAULT 0,
    created_at   TEXT NOT NULL,
    search_key   INTEGER, -- this product's rowid in product_search (see below), NULL if none
    UNIQUE (type, id)
);;
CREATE INDEX products_popular ON products (type, active, popularity DESC, id);;
CREATE INDEX products_new ON products (type, active, created_at DESC, id);;
CREATE INDEX products_price ON products (type, active, price, id);;
CREATE INDEX products_price_desc ON products (type, active, price DESC, id);;
CREATE INDEX products_seller ON products (seller_id, type, active, created_at DESC);;
CREATE INDEX products_author ON products (author_id, active);;
CREATE INDEX products_publisher ON products (publisher_id, active);;
CREATE INDEX products_category ON products (category_id, type, active);;
CREATE INDEX products_code ON products (seller_id, code);;
-- Active products per type, kept by triggers: list pages need the total on every request and
-- counting 70k index entries each time would cost more than the page itself.
CREATE TABLE product_counts (
    type  TEXT PRIMARY KEY,
    total INTEGER NOT NULL DEFAULT 0
);;
INSERT INTO product_counts (type, total) VALUES ('book', 0), ('stationery', 0);;
CREATE TRIGGER products_count_insert AFTER INSERT ON products WHEN NEW.active = 1 BEGIN
    UPDATE product_counts SET total = total + 1 WHERE type = NEW.type;
END;;
CREATE TRIGGER products_count_delete AFTER DELETE ON products WHEN OLD.active = 1 BEGIN
    UPDATE product_counts SET total = total - 1 WHERE type = OLD.type;
END;;
CREATE TRIGGER products_count_update AFTER UPDATE OF active, type ON products
WHEN OLD.active <> NEW.active OR OLD.type <> NEW.type BEGIN
    UPDATE product_counts SET total = total - 1 WHERE type = OLD.type AND OLD.active = 1;
    UPDATE product_counts SET total = total + 1 WHERE type = NEW.type AND NEW.active = 1;
END;;
CREATE TABLE variants (
    id         INTEGER PRIMARY KEY,
    product_pk INTEGER NOT NULL REFERENCES products (pk) ON DELETE CASCADE,
    name       TEXT NOT NULL CHECK (name <> ''),
    barcode    TEXT NOT NULL,
    price      INTEGER NOT NULL CHECK (price >= 0),
    stock      INTEGER NOT NULL DEFAULT 0 CHECK (stock >= 0)
);;
CREATE INDEX variants_product ON variants (product_pk);;
CREATE INDEX variants_barcode ON variants (barcode);;
-- A stationery item with variants keeps stock = the sum of its variants' stock.
CREATE TRIGGER variants_sum_insert AFTER INSERT ON variants BEGIN
    UPDATE products SET stock = (SELECT COALESCE(SUM(stock), 0) FROM variants WHERE product_pk = NEW.product_pk)
    WHERE pk = NEW.product_pk;
END;;
CREATE TRIGGER variants_sum_update AFTER UPDATE OF stock, product_pk ON variants BEGIN
    UPDATE products SET stock = (SELECT COALESCE(SUM(stock), 0) FROM variants WHERE product_pk = NEW.product_pk)
    WHERE pk = NEW.product_pk;
    UPDATE products SET stock = (SELECT COALESCE(SUM(stock), 0) FROM variants WHERE product_pk = OLD.product_pk)
    WHERE pk = OLD.product_pk AND OLD.product_pk <> NEW.product_pk;
END;;
CREATE TRIGGER variants_sum_delete AFTER DELETE ON variants BEGIN
    UPDATE products SET stock = (SELECT COALESCE(SUM(stock), 0) FROM variants WHERE product_pk = OLD.product_pk)
    WHERE pk = OLD.product_pk;
END;;
-- Search index. Words are runs of letters, digits and apostrophes; the text written here is
-- already normalized by the writer (all apostrophe forms folded to U+0027).
-- Its rowid is popularity * 2^32 + pk, so "ORDER BY rowid DESC LIMIT n" streams the most
-- popular matches first without sorting every match of a broad prefix (qt64-notes).
CREATE VIRTUAL TABLE product_search USING fts5 (
    name, author, categories, kinds, pk UNINDEXED,
    tokenize = "unicode61 remove_diacritics 2 tokenchars ''''",
    prefix = '1 2 3'
);;
-- Autocomplete candidates: product names, author names and tags, one row per product and text.
CREATE TABLE suggestion_texts (
    id         INTEGER PRIMARY KEY,
    product_pk  INTEGER NOT NULL REFERENCES products (pk) ON DELETE CASCADE,
    text        TEXT NOT NULL,
    search_text TEXT NOT NULL -- text with apostrophes folded, as indexed
);;
CREATE INDEX suggestion_texts_product ON suggestion_texts (product_pk);;
CREATE VIRTUAL TABLE suggestion_search USING fts5 (
    search_text, content = 'suggestion_texts', content_rowid = 'id',
    tokenize = "unicode61 remove_diacritics 2 tokenchars ''''",
    prefix = '1 2 3'
);;
CREATE TRIGGER suggestion_texts_ai AFTER INSERT ON suggestion_texts BEGIN
    INSERT INTO suggestion_search (rowid, search_text) VALUES (NEW.id, NEW.search_text);
END;;
CREATE TRIGGER suggestion_texts_ad AFTER DELETE ON suggestion_texts BEGIN
    INSERT INTO suggestion_search (suggestion_search, rowid, search_text)
    VALUES ('delete', OLD.id, OLD.search_text);
END;;
CREATE TABLE searches (
    id          INTEGER PRIMARY KEY,
    text        TEXT NOT NULL,
    result_name TEXT,
    at          TEXT NOT NULL
);;
CREATE INDEX searches_at ON searches (at);;
CREATE INDEX searches_text ON searches (text, at);;
CREATE TABLE api_keys (
    app_id          TEXT PRIMARY KEY,
    name            TEXT NOT NULL,
    secret_salt     BLOB NOT NULL,
    secret_hash     BLOB NOT NULL,
    abilities       TEXT NOT NULL,
    seller_id       INTEGER REFERENCES sellers (id),
    allow_ip        TEXT NOT NULL DEFAULT '',
    rate_per_second INTEGER NOT NULL DEFAULT 8,
    rate_per_minute INTEGER NOT NULL DEFAULT 240,
    active          INTEGER NOT NULL DEFAULT 1,
    created_at      TEXT NOT NULL
);;
CREATE TABLE stock_movements (
    id              INTEGER PRIMARY KEY,
    app_id          TEXT NOT NULL,
    product_pk      INTEGER NOT NULL REFERENCES products (pk),
    variant_id      INTEGER,
    stock_before    INTEGER NOT NULL,
    stock_after     INTEGER NOT NULL,
    delta           INTEGER NOT NULL,
    at              TEXT NOT NULL,
    idempotency_key TEXT
);;
CREATE TABLE idempotency_keys (
    app_id      TEXT NOT NULL,
    key         TEXT NOT NULL,
    fingerprint TEXT NOT NULL,
    status      INTEGER NOT NULL,
    body        BLOB NOT NULL,
    created_at  TEXT NOT NULL,
    PRIMARY KEY (app_id, key)
);;
CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);;
