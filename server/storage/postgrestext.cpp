#include "server/storage/postgrestext.h"

#include "server/domain/searchtext.h"

using namespace Qt::StringLiterals;

namespace PostgresText {

namespace {

// A lexeme in quotes: quotes doubled, backslashes escaped (tsvector/tsquery input syntax).
void appendQuoted(QString &out, const QString &word)
{
    out += u'\'';
    if (!word.contains(u'\\') && !word.contains(u'\'')) {
        out += word;
    } else {
        for (const QChar c : word) {
            if (c == u'\\' || c == u'\'')
                out += c; // doubled
            out += c;
        }
    }
    out += u'\'';
}

constexpr int maximumPosition = 16383; // tsvector's limit

} // namespace

QString tsvector(const QList<Part> &parts)
{
    // Appended in place: a bulk load writes a million of these, and arg() chains and a list
    // joined at the end were a sixth of its client's CPU.
    QString lexemes;
    int position = 0;
    for (const Part &part : parts) {
        for (const QString &word : SearchText::indexWords(part.text)) {
            position = std::min(position + 1, maximumPosition);
            if (!lexemes.isEmpty())
                lexemes += u' ';
            appendQuoted(lexemes, word);
            lexemes += u':';
            lexemes += QString::number(position);
            lexemes += QChar::fromLatin1(part.weight);
        }
    }
    // A text without a letter or digit ("...", "★★★", an emoji) has no words: the empty
    // document, never a null value (the columns refuse NULL).
    return lexemes.isEmpty() ? QString(0, QChar()) : lexemes;
}

} // namespace PostgresText
