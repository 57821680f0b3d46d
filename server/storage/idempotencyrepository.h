#pragma once

#include <QByteArray>
#include <QSqlDatabase>
#include <QString>
#include <optional>

// Stored results of POSTs that carried an Idempotency-Key, per app id, kept 24 hours
// (contract §7). Written in the same transaction as the change they describe.
class IdempotencyRepository final
{
public:
    struct Stored
    {
        QString fingerprint;
        int status = 200;
        QByteArray body;
    };

    explicit IdempotencyRepository(QSqlDatabase db);

    std::optional<Stored> find(const QString &appId, const QString &key) const;
    void store(const QString &appId, const QString &key, const Stored &result) const;
    // Removes records older than 24 hours (inside the caller's write transaction).
    void prune() const;

private:
    QSqlDatabase m_db;
};
