#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <functional>

#include "net/apiresult.h"
#include "net/goodsresources.h"
#include "net/requestoptions.h"

class ApiClient;
class ApiRequest;

// The console's calls of contract §11 (suppliers, purchase orders, reorder suggestions,
// receipts and returns, the seller's own products), through the ApiClient's request engine
// like CountClient. Every write carries an Idempotency-Key (a new one when none is given).
// Callbacks run on `context`'s thread and are dropped when `context` is gone.
class GoodsClient final : public QObject
{
    Q_OBJECT
public:
    template<typename T> using Callback = std::function<void(const ApiResult &, const T &)>;
    using Kind = StockDocument::Kind;

    explicit GoodsClient(ApiClient *client, QObject *parent = nullptr);

    // Suppliers (q empty: all, by name; the first 100).
    ApiRequest *suppliers(const QString &q, QObject *context, Callback<QList<Supplier>> callback);
    ApiRequest *createSupplier(
        const Supplier &supplier, QObject *context, Callback<Supplier> callback);
    ApiRequest *updateSupplier(
        const Supplier &supplier, QObject *context, Callback<Supplier> callback);

    // Purchase orders (status empty: any; supplierId 0: any; the newest 100).
    ApiRequest *orders(const QString &status, qint64 supplierId, QObject *context,
        Callback<QList<PurchaseOrder>> callback);
    ApiRequest *order(qint64 id, QObject *context, Callback<PurchaseOrder> callback);
    ApiRequest *createOrder(
        const PurchaseOrder &order, QObject *context, Callback<PurchaseOrder> callback);
    ApiRequest *closeOrder(qint64 id, QObject *context, Callback<PurchaseOrder> callback);
    ApiRequest *cancelOrder(qint64 id, QObject *context, Callback<PurchaseOrder> callback);
    ApiRequest *reorder(
        qint64 supplierId, QObject *context, Callback<QList<ReorderSuggestion>> callback);

    // Receipts and returns.
    ApiRequest *documents(Kind kind, const QString &status, QObject *context,
        Callback<QList<StockDocument>> callback);
    ApiRequest *document(Kind kind, qint64 id, int page, int perPage, QObject *context,
        Callback<StockDocument> callback);
    // supplierId / orderId 0: none.
    ApiRequest *openDocument(Kind kind, qint64 supplierId, qint64 orderId, const QString &reference,
        QObject *context, Callback<StockDocument> callback);
    ApiRequest *scan(Kind kind, qint64 documentId, const QString &code, qint64 quantity,
        const QByteArray &idempotencyKey, QObject *context, Callback<DocumentScanResult> callback,
        const RequestOptions &options = {});
    // Post and cancel: a retry after no answer reuses the attempt's key and gets the first
    // result; after an answer the next attempt has a new key (ApiClient::postAttempt).
    ApiRequest *post(
        Kind kind, qint64 documentId, QObject *context, Callback<StockDocument> callback);
    ApiRequest *cancel(
        Kind kind, qint64 documentId, QObject *context, Callback<StockDocument> callback);

    // The seller's own products.
    ApiRequest *createProduct(
        const NewProduct &product, QObject *context, Callback<OwnProduct> callback);
    // Changing one is ApiClient::updateMine() (contract §11 PATCH /products/mine/{type}/{id}).

    static bool parseSupplier(const QByteArray &body, Supplier *supplier);
    static bool parseSuppliers(const QByteArray &body, QList<Supplier> *suppliers);
    static bool parseOrder(const QByteArray &body, PurchaseOrder *order);
    static bool parseOrders(const QByteArray &body, QList<PurchaseOrder> *orders);
    static bool parseReorder(const QByteArray &body, QList<ReorderSuggestion> *items);
    static bool parseDocument(const QByteArray &body, StockDocument *document);
    static bool parseDocuments(const QByteArray &body, QList<StockDocument> *documents);
    static bool parseScan(const QByteArray &body, DocumentScanResult *scan);
    static bool parseProduct(const QByteArray &body, OwnProduct *product);
    static QByteArray productBody(const NewProduct &product);

private:
    ApiClient *m_client;
};
