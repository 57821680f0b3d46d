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
    // Identifies the current state of the keys: it changes whenever insert() or revoke()
    // runs, in any process (a stamp file next to an SQLite database, replaced on every change;
    // one stat() to read). nullopt where there is no such file (in-memory, PostgreSQL):
    // callers must not cache then.
    std::optional<QByteArray> changeStamp() const;

private:
    QString stampPath() const;
    void touchStamp() const;

    QSqlDatabase m_db;
};
