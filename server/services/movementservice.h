#pragma once

#include <QDateTime>
#include <QSqlDatabase>
#include <QString>
#include <optional>

#include "server/services/listpage.h"

// The seller's stock history (contract §10), newest first: filtered by a product's code, a
// reason and a time range, paged by number or after a movement (keyset). Reads only.
class MovementService final
{
public:
    struct Query
    {
        QString code; // separators stripped; empty: every product
        QString reason; // empty: any
        std::optional<QDateTime> since, until; // inclusive, UTC
        std::optional<qint64> before; // the page after this movement; page is then ignored
        qint64 page = 1;
        int perPage = 20;
    };

    MovementService(QSqlDatabase db, qint64 sellerId);

    // total: the whole filtered history. An unknown code has no movements: an empty page, like
    // any filter matching nothing.
    ListPage list(const Query &query) const;

private:
    QSqlDatabase m_db;
    qint64 m_sellerId;
};
