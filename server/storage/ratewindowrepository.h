#pragma once

#include <QList>
#include <QSqlDatabase>
#include <QString>

// The per-key request windows of --shared-rate-limit, kept in PostgreSQL so every instance
// counts against the same ones (rate_acquire in the schema: one round trip per request).
class RateWindowRepository final
{
public:
    struct Windows
    {
        bool accepted = false;
        qint64 nowMs = 0; // the database's clock
        QList<qint64> times; // accepted requests of the last 60 s, oldest first, this one too
    };

    explicit RateWindowRepository(QSqlDatabase db);

    Windows acquire(const QString &appId, int perSecond, int perMinute) const;
    // Gives back the newest request's place in the minute (a 304).
    void refundLatest(const QString &appId) const;

private:
    QSqlDatabase m_db;
};
