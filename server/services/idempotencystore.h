#pragma once

#include <QSqlDatabase>
#include <QString>
#include <optional>

#include "server/domain/idempotentanswer.h"

// The stored answers of contract §7's Idempotency-Key, per app id, kept 24 hours: what the HTTP
// layer's IdempotencyScope reads, claims and writes, so it names no repository
// (architecture.md: routes and middleware reach storage only through services).
class IdempotencyStore final
{
public:
    explicit IdempotencyStore(QSqlDatabase db);

    std::optional<IdempotentAnswer> find(const QString &appId, const QString &key) const;
    // Stores a result and ends the key's claim, in the caller's write transaction.
    void store(const QString &appId, const QString &key, const IdempotentAnswer &answer) const;
    // Claims the key for a request in flight on any instance; false when another holds it.
    bool claim(const QString &appId, const QString &key) const;
    // Ends a claim whose request stored nothing (its write failed).
    void release(const QString &appId, const QString &key) const;

private:
    QSqlDatabase m_db;
};
