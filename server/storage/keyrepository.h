#pragma once

#include <QList>
#include <QSqlDatabase>
#include <optional>

#include "server/domain/apikey.h"

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
    // SQLite's PRAGMA data_version of this connection: it changes whenever another connection
    // (of any process) committed a change to the database, whatever it changed and however.
    // On PostgreSQL: how many key changes this process has heard of (noteChangedElsewhere).
    std::optional<qint64> dataVersion() const;
    // Another process changed keys (PostgreSQL: its CacheBus message arrived): every
    // thread reads its keys again.
    static void noteChangedElsewhere();
    // The CacheBus tag of key changes.
    static QString changeTag() { return QStringLiteral("keys"); }

private:
    QSqlDatabase m_db;
};
