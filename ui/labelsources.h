#pragma once

#include <QList>
#include <QObject>
#include <QStringList>
#include <functional>
#include <optional>

#include "net/goodsresources.h"
#include "net/resources.h"
#include "ui/printing/labeldata.h"

class ApiClient;
class MineModel;
class QWidget;
class TableDocument;

// Builds label jobs from what the panes show (the printing layer knows no pane and no API):
// the own products of the Stock pane, products found elsewhere (their codes come from the
// product's detail), the lines of a posted delivery and the Reports pane's slow sellers (their
// prices come from the shop's product by code), a seller's counter sign.
class LabelSources final
{
public:
    // The rows of the Stock pane's list: one label each, or as many as are in stock (the
    // model's live copy with its waiting scans, when it follows one).
    static LabelJob fromMine(const MineModel *model, const QList<int> &rows, bool byStock);
    // A seller's counter sign: the name, "Rating 4.7" and the QR code of the token.
    static LabelJob sellerSign(const Seller &seller, const QString &token);

    using Done = std::function<void(const LabelJob &job, const QStringList &failures)>;

    // A code of the shop's own and how many labels it gets.
    struct Counted
    {
        QString code;
        QString name;
        int copies = 1;
    };
    // A posted delivery: one label per unit received (lines taken back to 0 get none).
    static QList<Counted> received(const StockDocument &document);
    // Codes of the key's seller, each with its price and old price, in the given order and
    // with the given copies, the seller's name (GET /key) on every label. Read from the
    // seller's own list 100 items a request (GET /products/mine), the few codes it lacks by
    // GET /products/sellers/{seller}/code/{code}: never one request per code of a long
    // delivery at the key's rate limit (contract §6). done() runs once; failures name the codes
    // left out.
    static void fromCodes(
        ApiClient *client, const QList<Counted> &items, QObject *context, const Done &done);
    // Products of a list (search result, a seller's products): asks each product's detail
    // for its code (a book's ISBN; one label per stationery variant, with its barcode), one
    // label each. done() runs once, after the last answer; failures name what is left out.
    static void fromProducts(ApiClient *client, const QList<ProductSummary> &products,
        QObject *context, const Done &done);

    // Opens the print dialog for `job` (nothing to print: says so).
    static void print(const LabelJob &job, const QString &profileName, QWidget *parent);
};
