#pragma once

#include <QList>
#include <QObject>
#include <QStringList>
#include <functional>

#include "net/resources.h"
#include "ui/printing/labeldata.h"

class ApiClient;
class MineModel;
class QWidget;
class TableDocument;

// Builds label jobs from what the panes show (the printing layer knows no pane and no API):
// the own products of the Stock pane, products found elsewhere (their codes come from the
// product's detail), a seller's counter sign.
class LabelSources final
{
public:
    // The rows of the Stock pane's list: one label each, or as many as are in stock.
    static LabelJob fromMine(const MineModel *model, const QList<int> &rows, bool byStock);
    // A seller's counter sign: the name, "Rating 4.7" and the QR code of the token.
    static LabelJob sellerSign(const Seller &seller, const QString &token);

    using Done = std::function<void(const LabelJob &job, const QStringList &failures)>;
    // Products of a list (search result, a seller's products): asks each product's detail
    // for its code (a book's ISBN; one label per stationery variant, with its barcode), one
    // label each. done() runs once, after the last answer; failures name what is left out.
    static void fromProducts(ApiClient *client, const QList<ProductSummary> &products,
        QObject *context, const Done &done);

    // Opens the print dialog for `job` (nothing to print: says so).
    static void print(const LabelJob &job, const QString &profileName, QWidget *parent);
};
