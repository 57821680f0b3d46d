#pragma once

#include <QJsonObject>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>
#include <memory>
#include <optional>
#include <utility>

struct BatchedStockUpdate;

// The seller's stock update (contract §8) in two steps: parse() validates the body without
// the database (on the request's thread); apply() finds the product by code, changes the stock
// in one statement and records a movement, inside the caller's write transaction (the write
// queue's batch).
class StockService final
{
public:
    struct Request
    {
        QString code; // separators stripped
        std::optional<QString> isbn13; // the code as a normalized ISBN, if it is one
        std::optional<qint64> setTo; // "stock"
        qint64 delta = 0; // "delta" (when setTo is empty)
        std::optional<qint64> expected; // "expected_stock"
        QString reason; // contract §10; empty: the default of the change's kind
        QString note; // null when absent
        QString type; // "book" or "stationery" limits the lookup (contract §8); empty: any
        QString scannedAt; // the device's scan time, stored form (contract §8); null: not sent
        QString movementId; // the client's permanent id of this change (§14), lower case
        bool allowNegative = false; // a sale that happened may take stock below 0 (§14)
        // Of the request's body (the caller sets it): the same movement_id with another body
        // is refused (§14).
        QString fingerprint;
    };
    // A note's limit (contract §10).
    static constexpr qsizetype maximumNoteLength = 200;
    // The reasons a movement may carry (contract §10).
    static const QStringList &reasons();
    // The reason of a change without one: received (+), sold (-), correction (set or 0).
    static QString defaultReason(const Request &request);
    // Throws DomainError 422 (validation_failed, with fields).
    static Request parse(const QJsonObject &body);

    StockService(QSqlDatabase db, QString appId, qint64 sellerId);

    // Returns the result object (spec 2.10, fields at top level). Throws DomainError for an
    // unknown code (404), a product with variants (422 has_variants), a conflict (409) or a
    // result out of range (422) — always before anything is written, so the caller may still
    // commit other work of its transaction.
    // batched: the same update made by the writer together with its batch's others
    // (WriteQueue::Options::stockUpdate); its result, when it has one, is this one's.
    // replayed (when given) tells whether the answer is a movement_id's stored one (§14:
    // nothing changed; the route adds Idempotent-Replayed).
    QJsonObject apply(const Request &request, const QString &idempotencyKey,
        const BatchedStockUpdate *batched = nullptr, bool *replayed = nullptr) const;
    // The update apply() makes, for the writer to make with its batch's others
    // (WriteQueue::Options::stockUpdate); its idempotency key is set by setIdempotencyKey()
    // once the request's key is known (JsonWrite).
    std::shared_ptr<BatchedStockUpdate> batched(const Request &request) const;
    static void setIdempotencyKey(BatchedStockUpdate &batched, const QString &idempotencyKey);
    // The rows apply() will lock, read beforehand on any connection (PostgreSQL; nullopt on
    // SQLite or when the code names no one item): the write queue runs its batches in this
    // order (WriteQueue::Options::lockOrder).
    static std::optional<std::pair<qint64, qint64>> lockOrder(
        const QSqlDatabase &db, qint64 sellerId, const Request &request);

private:
    QSqlDatabase m_db;
    QString m_appId;
    qint64 m_sellerId;
};
