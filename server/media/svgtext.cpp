#include "server/media/svgtext.h"

using namespace Qt::StringLiterals;

namespace {

bool allowedInXml(char32_t c)
{
    return c == 0x9 || c == 0xA || c == 0xD || (c >= 0x20 && c <= 0xD7FF)
        || (c >= 0xE000 && c <= 0xFFFD) || (c >= 0x10000 && c <= 0x10FFFF);
}

QString ellipsized(QString line, int maxChars)
{
    while (!line.isEmpty() && line.size() + 1 > maxChars)
        line.chop(1);
    return line.trimmed() + u'…';
}

} // namespace

QString SvgText::escaped(const QString &text)
{
    QString out;
    out.reserve(text.size() + 16);
    for (const char32_t c : text.toUcs4()) {
        switch (c) {
        case U'&':
            out += "&amp;"_L1;
            break;
        case U'<':
            out += "&lt;"_L1;
            break;
        case U'>':
            out += "&gt;"_L1;
            break;
        case U'"':
            out += "&quot;"_L1;
            break;
        case U'\'':
            out += "&apos;"_L1;
            break;
        default:
            if (allowedInXml(c))
                out += QString::fromUcs4(&c, 1);
        }
    }
    return out;
}

QStringList SvgText::wrapped(const QString &text, int maxChars, int maxLines)
{
    QStringList words;
    for (const QString &word : text.simplified().split(u' ', Qt::SkipEmptyParts)) {
        for (qsizetype at = 0; at < word.size(); at += maxChars)
            words << word.mid(at, maxChars);
    }
    QStringList lines;
    QString line;
    for (qsizetype i = 0; i < words.size(); ++i) {
        const QString &word = words.at(i);
        if (!line.isEmpty() && line.size() + 1 + word.size() > maxChars) {
            if (lines.size() + 1 == maxLines) {
                lines << ellipsized(line + u' ' + word, maxChars);
                return lines;
            }
            lines << line;
            line.clear();
        }
        line += (line.isEmpty() ? QString() : u" "_s) + word;
    }
    if (!line.isEmpty())
        lines << line;
    return lines;
}
