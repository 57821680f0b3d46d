#pragma once

#include <QLocale>
#include <QString>
#include <QStringList>
#include <functional>

// The words on a label: titles shortened to fit and prices in the chosen language's format.
class LabelText final
{
public:
    using WidthOf = std::function<double(const QString &)>;
    static const QChar ellipsis; // U+2026

    // Wraps `title` into at most maxLines lines no wider than maxWidth (as widthOf measures).
    // What does not fit is dropped at a word boundary and the last line ends with "…"; a word
    // is cut only when it alone is wider than a line, and then always with "…". *shortened
    // tells whether anything was dropped.
    static QStringList fitTitle(const QString &title, int maxLines, double maxWidth,
        const WidthOf &widthOf, bool *shortened = nullptr);

    // "45 000" (ru, uz) or "45,000" (en) and the currency after it when one is set.
    static QString price(qint64 amount, const QLocale &locale, const QString &currency);

private:
    static QString cutWord(const QString &word, double maxWidth, const WidthOf &widthOf);
};
