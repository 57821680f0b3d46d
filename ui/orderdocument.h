#pragma once

#include <QCoreApplication>
#include <QLocale>
#include <QString>

#include "net/goodsresources.h"
#include "ui/printing/tabledocument.h"

// A purchase order as the document sent to the supplier:
// the shop's name (the key's seller, GET /key `seller_name`, contract §6), the supplier with
// the phone and e-mail the shop keeps for it, the order's number, reference and date, one row
// per title
// (code, title, quantity, unit cost, line total) and the totals, printed by the printing
// layer's TableDocument (print preview, PDF) with page numbers.
class OrderDocument final
{
    Q_DECLARE_TR_FUNCTIONS(OrderDocument)
public:
    enum Column { Code, Title, Quantity, Cost, Amount, ColumnCount };

    static TableDocument of(const PurchaseOrder &order, const QString &shopName,
        const QLocale &locale = QLocale(), const Supplier &supplier = {});
};
