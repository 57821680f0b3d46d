#include "ui/orderdocument.h"

#include <QStringList>
#include <QTimeZone>

using namespace Qt::StringLiterals;

TableDocument OrderDocument::of(const PurchaseOrder &order, const QString &shopName,
    const QLocale &locale, const Supplier &supplier)
{
    TableDocument doc;
    doc.shopName = shopName;
    doc.title = order.reference.isEmpty()
        ? tr("Purchase order %1").arg(order.id)
        : tr("Purchase order %1 (%2)").arg(QString::number(order.id), order.reference);
    QStringList about;
    about << tr("Supplier: %1").arg(order.supplierName);
    for (const QString &contact : { supplier.phone, supplier.email }) {
        if (!contact.trimmed().isEmpty())
            about << contact.trimmed();
    }
    if (!order.note.isEmpty())
        about << order.note;
    doc.subtitle = about.join(u" · "_s);
    if (order.createdAt.isValid())
        doc.date = order.createdAt.toLocalTime().date();
    doc.headers = { tr("Code"), tr("Title"), tr("Quantity"), tr("Unit cost"), tr("Amount") };
    doc.numericColumns = { Quantity, Cost, Amount };
    qint64 units = 0;
    qint64 total = 0;
    int withoutCost = 0;
    for (const OrderLine &line : order.lines) {
        units += line.ordered;
        QString cost;
        QString amount;
        if (line.cost) {
            cost = locale.toString(*line.cost);
            amount = locale.toString(*line.cost * line.ordered);
            total += *line.cost * line.ordered;
        } else {
            ++withoutCost;
        }
        doc.rows.append({ line.code, line.name, locale.toString(line.ordered), cost, amount });
    }
    QString totals = tr("Total: %n title(s), %1 unit(s)", nullptr, int(order.lines.size()))
                         .arg(locale.toString(units));
    if (withoutCost < order.lines.size())
        totals += u"; "_s + tr("cost %1").arg(locale.toString(total));
    if (withoutCost > 0)
        totals += u" ("_s + tr("%n title(s) without a cost", nullptr, withoutCost) + u')';
    doc.footnote = totals + u'.';
    return doc;
}
