#pragma once

#include <QHash>
#include <QJsonObject>
#include <QSet>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>
#include <optional>

#include "server/services/listpage.h"
#include "server/services/scanrequest.h"

struct StockDocument;
struct StockDocumentLine;

// Receipts and returns as stock documents (contract §11): opened (a receipt against a
// supplier's order or without one, a return to a supplier), filled by scans from any number
// of devices, then posted in one transaction that writes one movement per line, or cancelled.
// parse*() run on the request's thread; the rest inside the write queue's transaction.
class StockDocumentService final
{
public:
    struct CreateRequest
    {
        std::optional<qint64> supplierId;
        std::optional<qint64> orderId;
        QString reference, note; // null: none
    };
    struct Posted
    {
        QJsonObject document;
        QStringList changedTags;
    };
    static constexpr qint64 maximumOpenDocuments = 20;
    static constexpr qint64 maximumLines = 5000;

    // kind: "receipt" or "return" (a return needs supplier_id). Throw DomainError 422.
    static CreateRequest parseCreate(const QString &kind, const QJsonObject &body);

    StockDocumentService(QSqlDatabase db, QString appId, qint64 sellerId, QString kind);

    QJsonObject create(const CreateRequest &request) const;
    QJsonObject scan(qint64 id, const ScanRequest &request) const;
    // The document with one page of its lines and (a receipt against an order) `missing`.
    QJsonObject read(qint64 id, qint64 page, int perPage, qint64 *lineTotal) const;
    Posted post(qint64 id, const QString &idempotencyKey) const;
    QJsonObject cancel(qint64 id) const;
    // The seller's documents of this kind with their totals (meta A); status empty: any.
    ListPage list(
        const QString &status, std::optional<qint64> supplierId, qint64 page, int perPage) const;

private:
    struct Expected
    {
        qint64 outstanding = 0; // ordered − received
        std::optional<qint64> cost;
    };
    StockDocument open(qint64 id) const;
    StockDocument existing(qint64 id) const;
    // The document's id when posted: the order's lines are read as they were at its post.
    static std::optional<qint64> postedAs(const StockDocument &document);
    // The order's lines by (product pk, variant id or 0); empty without an order.
    QHash<std::pair<qint64, qint64>, Expected> expectations(const StockDocument &document) const;
    static QJsonObject lineJson(const StockDocumentLine &line, const StockDocument &document,
        const QHash<std::pair<qint64, qint64>, Expected> &expected);
    // stockTags: adds the cache tags of the stock each non-zero line changes (a post's).
    QJsonObject withAllLines(
        const StockDocument &document, QSet<QString> *stockTags = nullptr) const;

    QSqlDatabase m_db;
    QString m_appId;
    qint64 m_sellerId;
    QString m_kind;
};
