#pragma once

#include <QList>
#include <QString>
#include <QStringList>

// PostgreSQL full-text values written by us, not by a text-search configuration: the words
// are SearchText::indexWords of the tokens SQLite's FTS5 index holds, so both engines match the
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

} // namespace PostgresText
