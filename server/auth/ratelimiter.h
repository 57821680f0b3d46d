#pragma once

#include <QHash>
#include <QString>
#include <deque>
#include <mutex>

class QSqlDatabase;

#include "server/auth/spinmutex.h"

// Exact sliding windows per API key (contract §6): at most perSecond accepted requests in
// any 1 s and perMinute in any 60 s. Rejected requests use no quota. Thread-safe: one
// instance is shared by every worker thread.
class RateLimiter final
{
public:
    struct Limits
    {
        int perSecond = 8;
        int perMinute = 240;
    };
    struct Decision
    {
        bool accepted = false;
        Limits limits;
        int remainingSecond = 0; // after this request
        int remainingMinute = 0;
        int retryAfterSeconds = 0; // when rejected: whole seconds until one would be accepted
        int secondResetSeconds = 0; // until the oldest request leaves each window
        int minuteResetSeconds = 0;
    };
    using Clock = qint64 (*)(); // milliseconds, monotonic

    explicit RateLimiter(Clock clock = nullptr);

    Decision acquire(const QString &key, Limits limits);
    // The decision of --shared-rate-limit, from the windows kept in the database
    // (RateWindowRepository): the same answer and headers as acquire() gives from its own.
    static Decision fromSharedWindows(
        const QList<qint64> &times, qint64 now, Limits limits, bool accepted);
    // --shared-rate-limit (contract §6 across instances): acquire() on the key's windows kept
    // in the database, and the 304 refund of refundMinute() there.
    static Decision acquireShared(const QSqlDatabase &db, const QString &key, Limits limits);
    static void refundShared(const QSqlDatabase &db, const QString &key);
    // A 304 keeps its place in the per-second window but gives its per-minute quota back.
    void refundMinute(const QString &key);

private:
    struct Windows
    {
        std::deque<qint64> second; // times of accepted requests in the last 1 s
        std::deque<qint64> minute; // ... in the last 60 s
        qint64 lastUse = 0;
    };
    void forgetIdleKeys(qint64 now);
    static Decision describe(const std::deque<qint64> &second, const std::deque<qint64> &minute,
        qint64 now, Limits limits, bool accepted);

    Clock m_clock;
    SpinMutex m_mutex;
    QHash<QString, Windows> m_windows;
    qint64 m_lastSweep = 0;
};
