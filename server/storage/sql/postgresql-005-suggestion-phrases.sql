-- Schema 5: autocomplete without autocomplete's duplicates. suggestion_texts holds a row per
-- product and text, and a text many products share (an author's name on 9,000 books) made
-- autocomplete step over thousands of copies to find ten distinct texts. suggestion_phrases
-- holds each text once, keyed (and so ordered) by the largest suggestion_texts id of the text:
-- that of its most popular product. SearchIndexWriter keeps it in step. A seller's
-- autocomplete still reads suggestion_texts (the order of a seller's texts is its own).
CREATE INDEX suggestion_texts_text ON suggestion_texts (text, id);;
CREATE TABLE suggestion_phrases (
    id       BIGINT PRIMARY KEY,
    text     TEXT COLLATE "C" NOT NULL UNIQUE,
    document TSVECTOR NOT NULL
);;
CREATE INDEX suggestion_phrases_document ON suggestion_phrases USING GIN (document);;
INSERT INTO suggestion_phrases (id, text, document)
    SELECT t.id, t.text, t.document FROM suggestion_texts t
    WHERE t.id IN (SELECT MAX(id) FROM suggestion_texts GROUP BY text);;
