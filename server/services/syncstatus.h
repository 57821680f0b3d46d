#pragma once

#include <QDateTime>
#include <QMutex>
#include <QString>

// What the shop's sync loop knows now and GET /sync shows (contract §14), one per server:
// made by ServerRuntime, written by the SyncLoop, read by the route: whether upstream
// answers, since when it does not, the last error. The counts (pending, conflicts) and the
// times that must survive a restart are in the database (SyncRepository).
class SyncStatus final
{
public:
    enum class State { Ok, Offline, Error, AuthFailed };
    struct Snapshot
    {
        QString upstream; // empty: this server follows no upstream
        State state = State::Ok;
        QDateTime offlineSince; // invalid unless offline or failing
        QString lastError; // for people; never a secret
    };

    Snapshot snapshot() const;
    void setUpstream(const QString &url);
    void setOk();
    // Offline: upstream did not answer (network, 5xx); AuthFailed: it refused the key
    // (401/403: revoked, wrong secret), read again from its file before each try; Error: another
    // refusal that waiting alone does not fix (a bad answer, a database that is not empty).
    void setFailing(State state, const QString &error);
    static QString name(State state);

private:
    mutable QMutex m_mutex;
    Snapshot m_snapshot;
};
