#include "models/countsummary.h"

#include "models/countmodel.h"

using namespace Qt::StringLiterals;

CountSummary CountSummary::of(
    const QList<CountLine> &lines, const QList<CountLine> &notScanned, bool zero)
{
    CountSummary s;
    s.zero = zero;
    s.itemsCounted = lines.size();
    for (const CountLine &line : lines) {
        s.unitsCounted += line.counted;
        if (line.variance != 0) {
            ++s.itemsChanged;
            s.netChange += line.variance;
        }
    }
    s.itemsNotScanned = notScanned.size();
    for (const CountLine &line : notScanned)
        s.unitsNotScanned += std::max<qint64>(0, line.stockNow());
    return s;
}

QString CountSummary::confirmation(const QString &countName) const
{
    // One number per plural sentence: Russian has three forms, Uzbek one.
    QStringList text;
    text << tr("Count “%1”: %2 (%3).")
                .arg(countName, tr("%n item(s) counted", "", int(itemsCounted)),
                    tr("%n unit(s)", "", int(unitsCounted)));
    text << tr("Apply changes the stock of %n counted item(s)", "", int(itemsChanged)) + u' '
            + tr("by %1 unit(s) in all (the differences shown).")
                  .arg(CountModel::signedNumber(netChange));
    if (zero) {
        text << tr("It sets %n item(s) not scanned to 0,", "", int(itemsNotScanned)) + u' '
                + tr("taking off %n unit(s).", "", int(unitsNotScanned));
        text << tr("In all the stock changes by %1 unit(s).")
                    .arg(CountModel::signedNumber(totalChange()));
    } else {
        text << tr("%n item(s) not scanned will be kept as they are.", "", int(itemsNotScanned));
    }
    text << tr("Sales and deliveries made after an item was counted are kept.");
    return text.join(u'\n');
}
