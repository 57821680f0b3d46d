#include "server/domain/searchtext.h"

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

} // namespace SearchText
