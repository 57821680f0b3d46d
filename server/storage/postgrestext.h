#pragma once

#include <QList>
#include <QString>
#include <QStringList>

// PostgreSQL full-text values written by us, not by a text-search configuration: the words
// are SearchText::indexWords (the ones SQLite's FTS5 index holds), so both engines match the
// same products. Values are tsvector / tsquery literals, cast in SQL (?::tsvector), never
// built into SQL text.
namespace PostgresText {

constexpr char nameWeight = 'A';
constexpr char otherWeight = 'B';

struct Part
{
    QString text;
    char weight = otherWeight;
};

// A tsvector literal of the parts' words, each with its part's weight.
QString tsvector(const QList<Part> &parts);
// A tsquery literal: every word (already SearchText::words), the last as a prefix; with a
// weight, every word must occur in a part of that weight.
QString tsquery(const QStringList &words, char weight);

} // namespace PostgresText
