#include "server/storage/postgrestext.h"

#include "server/domain/searchtext.h"

using namespace Qt::StringLiterals;

namespace PostgresText {

namespace {

// FTS5's remove_diacritics folds letters of the Latin script; other scripts keep their marks.
QString foldDiacritics(const QString &word)
{
    const QString decomposed = word.normalized(QString::NormalizationForm_D);
    QString folded;
    folded.reserve(decomposed.size());
    for (const QChar c : decomposed) {
        const bool latinMark = c.category() == QChar::Mark_NonSpacing && !folded.isEmpty()
            && folded.back().unicode() < 0x0250;
        if (!latinMark)
            folded += c;
    }
    return folded.normalized(QString::NormalizationForm_C);
}

// A lexeme in quotes: quotes doubled, backslashes escaped (tsvector/tsquery input syntax).
QString quoted(const QString &word)
{
    QString escaped = word;
    escaped.replace(u'\\', u"\\\\"_s).replace(u'\'', u"''"_s);
    return u'\'' + escaped + u'\'';
}

constexpr int maximumPosition = 16383; // tsvector's limit

} // namespace

QStringList indexWords(const QString &text)
{
    QStringList words;
    for (const QString &word : SearchText::words(text)) {
        const QString folded = foldDiacritics(word);
        if (!folded.isEmpty())
            words << folded;
    }
    return words;
}

QString tsvector(const QList<Part> &parts)
{
    QStringList lexemes;
    int position = 0;
    for (const Part &part : parts) {
        for (const QString &word : indexWords(part.text)) {
            position = std::min(position + 1, maximumPosition);
            lexemes
                << u"%1:%2%3"_s.arg(quoted(word)).arg(position).arg(QChar::fromLatin1(part.weight));
        }
    }
    return lexemes.join(u' ');
}

QString tsquery(const QStringList &words, char weight)
{
    QStringList terms;
    for (qsizetype i = 0; i < words.size(); ++i) {
        const QString folded = foldDiacritics(words.at(i));
        if (folded.isEmpty())
            continue;
        QString flags = i == words.size() - 1 ? u"*"_s : QString();
        if (weight)
            flags += QChar::fromLatin1(weight);
        terms << (flags.isEmpty() ? quoted(folded) : quoted(folded) + u':' + flags);
    }
    return terms.join(u" & "_s);
}

} // namespace PostgresText
