#include "models/orderexport.h"

#include <QStringList>

#include "common/csvwriter.h"

using namespace Qt::StringLiterals;

QByteArray OrderExport::toCsv(const PurchaseOrder &order)
{
    // Supplier, reference, code and title are typed by people: CsvWriter neutralises a cell
    // that starts like a formula (contract §2.1) and quotes it; the numbers are ours.
    const auto field = [](const QString &text) { return CsvWriter::field(text); };
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
