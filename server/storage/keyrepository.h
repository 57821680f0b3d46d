#pragma once

#include <QList>
#include <QSqlDatabase>
#include <optional>

#include "server/auth/apikey.h"

// API keys in the database. Only salt and hash of a secret are stored.
class KeyRepository final
{
public:
    explicit KeyRepository(QSqlDatabase db);

    void insert(const ApiKey &key) const;
    std::optional<ApiKey> find(const QString &appId) const;
    QList<ApiKey> list() const;
    // Returns false when no such key exists.
    bool revoke(const QString &appId) const;
    bool sellerExists(qint64 sellerId) const;
    // A number that changes whenever another connection commits (SQLite's data_version);
    // nullopt where the dialect has none, so callers must not cache.
    std::optional<qint64> changeStamp() const;

private:
    QSqlDatabase m_db;
};
