#pragma once

#include <QByteArray>
#include <QCoreApplication>

#include "net/goodsresources.h"

// A purchase order as a document to send to the supplier: CSV (RFC 4180, UTF-8 with a byte
// order mark so spreadsheets read Cyrillic; one line per title: code, title, quantity, cost).
// Printing (PDF) belongs to the console's printing layer: the Orders pane hands the order to
// its print handler.
class OrderExport final
{
    Q_DECLARE_TR_FUNCTIONS(OrderExport)
public:
    static QByteArray toCsv(const PurchaseOrder &order);
    // The order's status for people.
    static QString statusText(const QString &status);
};
