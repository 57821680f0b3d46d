#include "models/orderexport.h"

#include <QStringList>

using namespace Qt::StringLiterals;

namespace {

QString field(const QString &value)
{
    if (!value.contains(u',') && !value.contains(u'"') && !value.contains(u'\n')
        && !value.contains(u'\r'))
        return value;
    QString quoted = value;
    quoted.replace(u"\""_s, u"\"\""_s);
    return u"\""_s + quoted + u"\""_s;
}

} // namespace

QByteArray OrderExport::toCsv(const PurchaseOrder &order)
{
    QStringList lines { u"order,supplier,reference,code,title,quantity,cost"_s };
    for (const OrderLine &line : order.lines) {
        lines << QStringList { QString::number(order.id), field(order.supplierName),
            field(order.reference), field(line.code), field(line.name),
            QString::number(line.ordered), line.cost ? QString::number(*line.cost) : QString() }
                     .join(u',');
    }
    return QByteArray("\xEF\xBB\xBF") + lines.join(u"\r\n"_s).toUtf8() + "\r\n";
}

QString OrderExport::statusText(const QString &status)
{
    if (status == "open"_L1)
        return tr("open");
    if (status == "partially_received"_L1)
        return tr("partially received");
    if (status == "received"_L1)
        return tr("received");
    if (status == "closed"_L1)
        return tr("closed");
    if (status == "cancelled"_L1)
        return tr("cancelled");
    return status;
}
