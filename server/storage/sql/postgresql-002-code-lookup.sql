-- Schema 2 (PostgreSQL), as sqlite-002-code-lookup.sql: /search by a full ISBN or barcode.
CREATE INDEX products_code_any_seller ON products (code) WHERE active = 1;;
