#include "server/http/feedwaitlist.h"

#include <QLoggingCategory>

#include "server/http/apierror.h"
#include "server/http/deferredresponse.h"
#include "server/storage/database.h"
#include "server/storage/storageerror.h"

Q_LOGGING_CATEGORY(lcFeedWait, "catalog.feed")

FeedWaitList::FeedWaitList(const Database &database)
    : m_database(database)
    , m_follower(QStringLiteral("feed-waits"),
          { [this] { return step(); },
              [this] {
                  // Stopping: every request still waiting is answered now, as at its
                  // deadline.
                  pollAllConnected(true);
                  m_database.closeConnection();
              } })
{ }

FeedWaitList::~FeedWaitList()
{
    stop();
}

void FeedWaitList::start()
{
    m_started = true;
    m_follower.start();
}

void FeedWaitList::stop()
{
    {
        std::lock_guard lock(m_mutex);
        if (m_stopping)
            return;
        m_stopping = true;
    }
    if (m_started)
        m_follower.stop();
    else
        pollAll(nullptr, true); // never started: answer what was added
}

bool FeedWaitList::add(const QString &appId, std::chrono::steady_clock::time_point deadline,
    Poll poll, std::shared_ptr<DeferredResponse> answer, std::function<bool()> clientGone)
{
    bool added = false;
    {
        std::lock_guard lock(m_mutex);
        if (!m_stopping) {
            int &waiting = m_perKey[appId];
            if (waiting >= maximumPerKey)
                return false;
            ++waiting;
            m_waiters.push_back(
                { appId, deadline, std::move(poll), answer, std::move(clientGone) });
            added = true;
        }
    }
    if (added) {
        m_follower.wake(); // a commit may have come between its read and now
        return true;
    }
    // Stopping: answered at once, as at its deadline.
    answer->resolve(HttpResponse::fromError(ApiError::databaseUnavailable()));
    return true;
}

void FeedWaitList::wake()
{
    m_follower.wake();
}

void FeedWaitList::pollAllConnected(bool stopping)
{
    try {
        const QSqlDatabase db = m_database.connection();
        pollAll(&db, stopping);
    } catch (const StorageError &error) {
        qCWarning(lcFeedWait) << "feed wait: no connection:" << error.what();
        pollAll(nullptr, stopping);
    }
}

Follower::Next FeedWaitList::step()
{
    pollAllConnected(false);
    // Read again at least every recheck: a commit on PostgreSQL may be held behind the
    // snapshot's xmin until an older transaction ends, and no second wake comes for it.
    const auto now = std::chrono::steady_clock::now();
    auto until = now + std::chrono::hours(1); // nobody waits: add() wakes the follower
    {
        std::lock_guard lock(m_mutex);
        if (!m_waiters.empty())
            until = now + recheck;
        for (const Waiter &waiter : m_waiters)
            until = std::min(until, waiter.deadline);
    }
    return { std::max(std::chrono::milliseconds(0),
                 std::chrono::duration_cast<std::chrono::milliseconds>(until - now)),
        true };
}

void FeedWaitList::pollAll(const QSqlDatabase *db, bool stopping)
{
    std::list<Waiter> waiting;
    {
        std::lock_guard lock(m_mutex);
        waiting.swap(m_waiters);
    }
    const auto now = std::chrono::steady_clock::now();
    std::list<Waiter> kept;
    for (auto it = waiting.begin(); it != waiting.end();) {
        const bool last = stopping || now >= it->deadline;
        std::optional<HttpResponse> answer;
        if (it->clientGone && it->clientGone()) {
            // Nobody reads this answer any more (the connection drops it); the key's place is
            // free again.
            answer = HttpResponse();
        } else if (!db) {
            if (last)
                answer = HttpResponse::fromError(ApiError::databaseUnavailable());
        } else {
            try {
                answer = it->poll(*db, last);
            } catch (const ApiError &error) {
                answer = HttpResponse::fromError(error);
            } catch (const StorageError &error) {
                qCWarning(lcFeedWait) << "feed wait: storage failure:" << error.what();
                answer = HttpResponse::fromError(ApiError::databaseUnavailable());
            }
        }
        auto next = std::next(it);
        if (answer) {
            {
                std::lock_guard lock(m_mutex);
                if (--m_perKey[it->appId] <= 0)
                    m_perKey.remove(it->appId);
            }
            it->answer->resolve(std::move(*answer));
        } else {
            kept.splice(kept.end(), waiting, it);
        }
        it = next;
    }
    std::lock_guard lock(m_mutex);
    m_waiters.splice(m_waiters.begin(), kept);
}
