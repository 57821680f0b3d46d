#include "ui/printing/labeltext.h"

using namespace Qt::StringLiterals;

const QChar LabelText::ellipsis = QChar(0x2026);

QString LabelText::cutWord(const QString &word, double maxWidth, const WidthOf &widthOf)
{
    // The longest start of the word that fits together with the ellipsis (at least one letter).
    qsizetype keep = word.size() - 1;
    while (keep > 1 && widthOf(word.left(keep) + ellipsis) > maxWidth)
        --keep;
    return word.left(qMax<qsizetype>(1, keep)) + ellipsis;
}

QStringList LabelText::fitTitle(
    const QString &title, int maxLines, double maxWidth, const WidthOf &widthOf, bool *shortened)
{
    const QStringList words = title.simplified().split(u' ', Qt::SkipEmptyParts);
    QStringList lines;
    bool cut = false;
    qsizetype next = 0;
    while (next < words.size() && lines.size() < maxLines) {
        QString line;
        while (next < words.size()) {
            const QString candidate = line.isEmpty() ? words[next] : line + u' ' + words[next];
            if (widthOf(candidate) <= maxWidth) {
                line = candidate;
                ++next;
            } else {
                break;
            }
        }
        if (line.isEmpty()) {
            // One word wider than a whole line: cut it, visibly, and stop there.
            lines.append(cutWord(words[next], maxWidth, widthOf));
            cut = true;
            next = words.size();
            break;
        }
        lines.append(line);
    }
    if (next < words.size() && !cut) {
        // Words left over: the last line ends with "…", dropping whole words to make room.
        cut = true;
        QString last = lines.isEmpty() ? QString() : lines.takeLast();
        QStringList lastWords = last.split(u' ', Qt::SkipEmptyParts);
        while (!lastWords.isEmpty() && widthOf(lastWords.join(u' ') + ellipsis) > maxWidth)
            lastWords.removeLast();
        if (lastWords.isEmpty())
            lines.append(cutWord(
                last.isEmpty() ? words[next] : last.section(u' ', 0, 0), maxWidth, widthOf));
        else
            lines.append(lastWords.join(u' ') + ellipsis);
    }
    if (shortened)
        *shortened = cut;
    return lines;
}

QString LabelText::price(qint64 amount, const QLocale &locale, const QString &currency)
{
    const QString number = locale.toString(amount);
    return currency.trimmed().isEmpty() ? number : number + QChar(0x00A0) + currency.trimmed();
}
