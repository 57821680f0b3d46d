#include "server/domain/searchtext.h"

#include <algorithm>

namespace SearchText {

QString foldApostrophes(QString text)
{
    for (QChar &c : text) {
        const char16_t u = c.unicode();
        if (u == 0x2019 || u == 0x02BC || u == 0x2018)
            c = u'\'';
    }
    return text;
}

QString normalizedQuery(const QString &text)
{
    return foldApostrophes(text.simplified().toLower());
}

QStringList words(const QString &text)
{
    const QString folded = foldApostrophes(text).toLower();
    QStringList result;
    QString current;
    for (const QChar c : folded) {
        if (c.isLetterOrNumber() || c.category() == QChar::Mark_NonSpacing || c == u'\'') {
            current += c;
        } else if (!current.isEmpty()) {
            result << current;
            current.clear();
        }
    }
    if (!current.isEmpty())
        result << current;
    return result;
}

QString foldDiacritics(const QString &word)
{
    // Most words (ASCII, Cyrillic) have nothing to fold: skip the two normalizations, which a
    // bulk load of a million products would otherwise pay tens of millions of times.
    const bool plain = std::all_of(word.cbegin(), word.cend(), [](QChar c) {
        return c.unicode() < 0x00C0 || (c.unicode() >= 0x0400 && c.unicode() <= 0x04FF);
    });
    if (plain)
        return word;
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

QStringList indexWords(const QString &text)
{
    QStringList result;
    for (const QString &word : words(text)) {
        const QString folded = foldDiacritics(word);
        if (!folded.isEmpty())
            result << folded;
    }
    return result;
}

} // namespace SearchText
