#pragma once

#include <QCoreApplication>
#include <QString>

#include "net/goodsresources.h"

// What posting a receipt or a return does, in numbers and in one text for the confirmation:
// lines and units, and for a receipt against an order the units over and short of it, the
// lines not on it, and the new titles created at the till while receiving.
class DocumentSummary final
{
    Q_DECLARE_TR_FUNCTIONS(DocumentSummary)
public:
    static DocumentSummary of(const StockDocument &document, int newTitles);

    QString text() const;

    StockDocument::Kind kind = StockDocument::Kind::Receipt;
    QString name; // the document as people name it: "receipt 12 INV-2291"
    qint64 lines = 0;
    qint64 units = 0;
    qint64 over = 0; // units beyond what the order expected
    qint64 shortUnits = 0; // units the order expected that did not come
    qint64 notOnOrder = 0; // lines not on the order
    int newTitles = 0;
    bool againstOrder = false;
};
