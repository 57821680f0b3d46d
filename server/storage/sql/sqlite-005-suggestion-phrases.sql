-- Schema 5: autocomplete without autocomplete's duplicates. suggestion_texts holds a row per
-- product and text, and a text many products share (an author's name on 9,000 books) made
-- autocomplete step over thousands of copies to find ten distinct texts. suggestion_phrases
-- holds each text once, keyed (and so ordered) by the largest suggestion_texts id of the text:
-- that of its most popular product. SearchIndexWriter keeps it in step. A seller's
-- autocomplete still reads suggestion_texts (the order of a seller's texts is its own).
CREATE INDEX suggestion_texts_text ON suggestion_texts (text, id);;
CREATE TABLE suggestion_phrases (
    id          INTEGER PRIMARY KEY,
    text        TEXT NOT NULL UNIQUE,
    search_text TEXT NOT NULL
);;
CREATE VIRTUAL TABLE suggestion_phrase_search USING fts5 (
    search_text, content = 'suggestion_phrases', content_rowid = 'id',
    tokenize = "unicode61 remove_diacritics 2 tokenchars ''''",
    prefix = '1 2 3'
);;
CREATE TRIGGER suggestion_phrases_ai AFTER INSERT ON suggestion_phrases BEGIN
    INSERT INTO suggestion_phrase_search (rowid, search_text) VALUES (NEW.id, NEW.search_text);
END;;
CREATE TRIGGER suggestion_phrases_ad AFTER DELETE ON suggestion_phrases BEGIN
    INSERT INTO suggestion_phrase_search (suggestion_phrase_search, rowid, search_text)
    VALUES ('delete', OLD.id, OLD.search_text);
END;;
INSERT INTO suggestion_phrases (id, text, search_text)
    SELECT t.id, t.text, t.search_text FROM suggestion_texts t
    WHERE t.id IN (SELECT MAX(id) FROM suggestion_texts GROUP BY text)
    ORDER BY t.id;;
