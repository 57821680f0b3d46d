#pragma once

#include <QHash>
#include <QSqlDatabase>
#include <QString>
#include <chrono>
#include <functional>
#include <list>
#include <memory>
#include <mutex>
#include <optional>

#include "server/http/httpresponse.h"
#include "server/services/follower.h"

class Database;
class DeferredResponse;

// The change feeds' long polls (contract §13, `wait=`): requests that found nothing after
// their cursor wait here, on a Follower of their own (server/services/follower.h) with its own
// connection, never on a worker. Each is read again when a commit is announced (this instance's
// writer; another instance's NOTIFY) and at least every 250 ms, since a commit on PostgreSQL may be
// held behind the snapshot's xmin until an older transaction ends; it is answered as soon as its
// read finds something, or with the empty page at its deadline.
class FeedWaitList final
{
public:
    // Reads again: an answer, or nullopt to keep waiting. last: the deadline has come (or the
    // server stops), so it must answer.
    using Poll = std::function<std::optional<HttpResponse>(const QSqlDatabase &db, bool last)>;

    static constexpr int maximumPerKey = 2;
    static constexpr std::chrono::milliseconds recheck { 250 };

    explicit FeedWaitList(const Database &database);
    ~FeedWaitList();

    void start();
    // Answers every waiting request now (as at its deadline) and ends the thread.
    void stop();

    // false: the key already has maximumPerKey requests waiting (nothing added). clientGone
    // (may be empty): a request whose client has closed its connection stops waiting at the
    // next read, so a reconnecting client gets its key's place back (contract §13).
    bool add(const QString &appId, std::chrono::steady_clock::time_point deadline, Poll poll,
        std::shared_ptr<DeferredResponse> answer, std::function<bool()> clientGone = {});
    // Thread-safe, cheap: something committed, read again now.
    void wake();

private:
    struct Waiter
    {
        QString appId;
        std::chrono::steady_clock::time_point deadline;
        Poll poll;
        std::shared_ptr<DeferredResponse> answer;
        std::function<bool()> clientGone;
    };
    // One step of the follower: reads each waiter once; waits until the next recheck or
    // deadline.
    Follower::Next step();
    // pollAll with the thread's connection (without one when the database does not answer).
    void pollAllConnected(bool stopping);
    // Reads each waiter once; answers and removes those that are done.
    void pollAll(const QSqlDatabase *db, bool stopping);

    const Database &m_database;
    std::mutex m_mutex;
    std::list<Waiter> m_waiters;
    QHash<QString, int> m_perKey;
    bool m_started = false;
    bool m_stopping = false;
    Follower m_follower;
};
