#pragma once

#include <QByteArray>
#include <QSqlDatabase>
#include <QString>
#include <optional>

#include "server/domain/idempotentanswer.h"

// Stored results of POSTs that carried an Idempotency-Key, per app id, kept 24 hours
// (contract §7). Written in the same transaction as the change they describe.
class IdempotencyRepository final
{
public:
    using Stored = IdempotentAnswer;

    explicit IdempotencyRepository(QSqlDatabase db);

    std::optional<Stored> find(const QString &appId, const QString &key) const;
    // Stores a result and ends the key's claim, in the caller's write transaction.
    void store(const QString &appId, const QString &key, const Stored &result) const;

    // Claims a key for a request in flight on every instance (PostgreSQL: a row under a
    // unique key, committed at once; a claim whose database session has ended — its instance
    // died — or older than 10 s is abandoned and taken over).
    // False when another request holds it. SQLite has one serving process, whose in-memory
    // claims suffice: always true there.
    bool claim(const QString &appId, const QString &key) const;
    // Ends a claim whose request stored nothing (its write failed).
    void release(const QString &appId, const QString &key) const;
    // Removes records older than 24 hours (inside the caller's write transaction).
    void prune() const;

private:
    QSqlDatabase m_db;
};
