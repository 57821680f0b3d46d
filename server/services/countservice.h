#pragma once

#include <QJsonObject>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>
#include <optional>

#include "server/services/listpage.h"
#include "server/services/scanrequest.h"

struct StockCount;
struct StockCountLine;

// Count sessions (contract §10): the rules of opening, scanning, reading, applying and
// cancelling a stocktake. parse*() validate bodies on the request's thread; the rest runs on
// the writer's thread inside the batch's transaction (reads on the request's connection).
class CountService final
{
public:
    static constexpr int maximumOpenCounts = 5;

    struct CreateRequest
    {
        QString name;
        QString type; // null: any
        std::optional<qint64> categoryId;
    };
    struct Applied
    {
        QJsonObject count;
        QStringList changedTags;
    };

    // Throw DomainError 422 (validation_failed).
    static CreateRequest parseCreate(const QJsonObject &body);
    static bool parseApplyZero(const QJsonObject &body); // true: "zero", false: "keep"

    CountService(QSqlDatabase db, QString appId, qint64 sellerId);

    QJsonObject create(const CreateRequest &request) const;
    QJsonObject scan(qint64 countId, const ScanRequest &request) const;
    // The count with one page of its lines (or of the items not scanned yet).
    QJsonObject read(
        qint64 countId, bool notScanned, qint64 page, int perPage, qint64 *totalLines) const;
    Applied apply(qint64 countId, bool zeroNotScanned, const QString &idempotencyKey) const;
    QJsonObject cancel(qint64 countId) const;
    // The seller's counts (meta A); status empty: any.
    ListPage list(const QString &status, qint64 page, int perPage) const;

private:
    StockCount openCountOrThrow(qint64 countId) const;
    StockCount countOrThrow(qint64 countId) const;
    QJsonObject detail(const StockCount &count, const QList<StockCountLine> &lines) const;

    QSqlDatabase m_db;
    QString m_appId;
    qint64 m_sellerId;
};
