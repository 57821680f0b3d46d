#include "models/documentsummary.h"

#include <algorithm>

using namespace Qt::StringLiterals;

DocumentSummary DocumentSummary::of(const StockDocument &document, int newTitles)
{
    DocumentSummary summary;
    summary.kind = document.kind;
    const bool receipt = document.kind == StockDocument::Kind::Receipt;
    summary.name = (receipt ? tr("receipt %1") : tr("return %1")).arg(document.id);
    if (!document.reference.isEmpty())
        summary.name += u' ' + document.reference;
    summary.againstOrder = receipt && document.orderId.has_value();
    summary.newTitles = newTitles;
    for (const DocumentLine &line : document.lines) {
        if (line.quantity <= 0)
            continue; // taken back to nothing: posts nothing
        ++summary.lines;
        summary.units += line.quantity;
        if (line.state == "not_on_order"_L1)
            ++summary.notOnOrder;
        if (line.expected) {
            summary.over += std::max<qint64>(0, line.quantity - *line.expected);
            summary.shortUnits += std::max<qint64>(0, *line.expected - line.quantity);
        }
    }
    for (const MissingLine &line : document.missing)
        summary.shortUnits += line.expected;
    return summary;
}

QString DocumentSummary::text() const
{
    // One number per plural sentence: Russian has three forms, Uzbek one.
    QStringList parts;
    parts << tr("Post %1?").arg(name);
    parts << tr("%1, %2.").arg(tr("%n line(s)", "", int(lines)), tr("%n unit(s)", "", int(units)));
    if (kind == StockDocument::Kind::Return) {
        parts << tr("The stock of every line goes down by the units returned to the supplier.");
        return parts.join(u'\n');
    }
    if (againstOrder) {
        parts << tr("Over the order: %n unit(s).", "", int(over));
        parts << tr(
            "Short of the order: %n unit(s) (the order stays open for them).", "", int(shortUnits));
    }
    if (notOnOrder > 0 || againstOrder)
        parts << tr("Not on the order: %n line(s).", "", int(notOnOrder));
    if (newTitles > 0)
        parts << tr("New titles added while receiving: %n.", "", newTitles);
    parts << tr("The stock of every line goes up by the units received.");
    return parts.join(u'\n');
}
