#include "server/storage/postgrestext.h"

#include "server/domain/searchtext.h"

using namespace Qt::StringLiterals;

namespace PostgresText {

namespace {

// A lexeme in quotes: quotes doubled, backslashes escaped (tsvector/tsquery input syntax).
QString quoted(const QString &word)
{
    QString escaped = word;
    escaped.replace(u'\\', u"\\\\"_s).replace(u'\'', u"''"_s);
    return u'\'' + escaped + u'\'';
}

constexpr int maximumPosition = 16383; // tsvector's limit

} // namespace

QString tsvector(const QList<Part> &parts)
{
    QStringList lexemes;
    int position = 0;
    for (const Part &part : parts) {
        for (const QString &word : SearchText::indexWords(part.text)) {
            position = std::min(position + 1, maximumPosition);
            lexemes
                << u"%1:%2%3"_s.arg(quoted(word)).arg(position).arg(QChar::fromLatin1(part.weight));
        }
    }
    // A text without a letter or digit ("...", "★★★", an emoji) has no words: the empty
    // document, never a null value (the columns refuse NULL).
    return lexemes.isEmpty() ? QString(0, QChar()) : lexemes.join(u' ');
}

} // namespace PostgresText
