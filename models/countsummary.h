#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

#include "net/countresources.h"

// What applying a count does (contract §10), in numbers and in the words of the confirmation:
// every counted line changes by its difference (counted − on record when counted); with
// "zero", every item never scanned is set to 0. Computed from all lines, not one page.
struct CountSummary
{
    Q_DECLARE_TR_FUNCTIONS(CountSummary)

public:
    qint64 itemsCounted = 0;
    qint64 unitsCounted = 0;
    qint64 itemsChanged = 0; // counted lines with a non-zero difference
    qint64 netChange = 0; // the sum of the counted lines' differences
    qint64 itemsNotScanned = 0;
    qint64 unitsNotScanned = 0; // on record now, over the items never scanned
    bool zero = false;

    static CountSummary of(
        const QList<CountLine> &lines, const QList<CountLine> &notScanned, bool zero);
    // The whole change to the stock, both parts.
    qint64 totalChange() const { return netChange - (zero ? unitsNotScanned : 0); }
    // The apply confirmation, one sentence a line.
    QString confirmation(const QString &countName) const;
};
