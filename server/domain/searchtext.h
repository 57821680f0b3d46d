#pragma once

#include <QString>
#include <QStringList>

// How the catalog splits text into words for search, suggestions and trending, shared by
// the index writer and the query side so both see the same words.
namespace SearchText {

// Folds the apostrophe look-alikes (’ ʼ ‘) to U+0027, so O’zbek and O'zbek match.
QString foldApostrophes(QString text);
// Trims, lower-cases and collapses inner whitespace: the form trending counts by.
QString normalizedQuery(const QString &text);
// Words: runs of letters, digits and apostrophes, apostrophes folded, lower-case.
QStringList words(const QString &text);
// A word as SQLite's index holds it: the diacritics of Latin letters removed (café → cafe), as
// FTS5's remove_diacritics does; other scripts keep their marks.
QString foldDiacritics(const QString &word);
// words() folded as the index holds them (words that were only marks dropped).
QStringList indexWords(const QString &text);

} // namespace SearchText
