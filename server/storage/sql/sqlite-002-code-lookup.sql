-- Schema 2: /search finds a product by its full ISBN or barcode (contract §5) across sellers,
-- which the (seller_id, code) index cannot serve.
CREATE INDEX products_code_any_seller ON products (code) WHERE active = 1;;
