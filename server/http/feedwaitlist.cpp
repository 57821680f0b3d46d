#include "server/http/feedwaitlist.h"

#include <QLoggingCategory>

#include "server/http/apierror.h"
#include "server/http/deferredresponse.h"
#include "server/storage/database.h"
#include "server/storage/storageerror.h"

Q_LOGGING_CATEGORY(lcFeedWait, "catalog.feed")

FeedWaitList::FeedWaitList(const Database &database)
    : m_database(database)
{ }

FeedWaitList::~FeedWaitList()
{
    stop();
}

void FeedWaitList::start()
{
    m_thread = std::thread([this] { run(); });
}

void FeedWaitList::stop()
{
    {
        std::lock_guard lock(m_mutex);
        if (m_stopping)
            return;
        m_stopping = true;
    }
    m_wake.notify_all();
    if (m_thread.joinable())
        m_thread.join();
    else
        pollAll(nullptr, true); // never started: answer what was added
}

bool FeedWaitList::add(const QString &appId, std::chrono::steady_clock::time_point deadline,
    Poll poll, std::shared_ptr<DeferredResponse> answer)
{
    {
        std::lock_guard lock(m_mutex);
        if (!m_stopping) {
            int &waiting = m_perKey[appId];
            if (waiting >= maximumPerKey)
                return false;
            ++waiting;
            m_waiters.push_back({ appId, deadline, std::move(poll), answer });
            m_woken = true; // a commit may have come between its read and now
            m_wake.notify_all();
            return true;
        }
    }
    // Stopping: answered at once, as at its deadline.
    answer->resolve(HttpResponse::fromError(ApiError::databaseUnavailable()));
    return true;
}

void FeedWaitList::wake()
{
    {
        std::lock_guard lock(m_mutex);
        m_woken = true;
    }
    m_wake.notify_all();
}

void FeedWaitList::run()
{
    for (;;) {
        bool stopping = false;
        {
            std::unique_lock lock(m_mutex);
            auto until = std::chrono::steady_clock::now() + recheck;
            for (const Waiter &waiter : m_waiters)
                until = std::min(until, waiter.deadline);
            if (m_waiters.empty()) {
                m_wake.wait(lock, [this] { return m_stopping || !m_waiters.empty(); });
            } else {
                m_wake.wait_until(lock, until, [this] { return m_stopping || m_woken; });
            }
            m_woken = false;
            stopping = m_stopping;
        }
        try {
            const QSqlDatabase db = m_database.connection();
            pollAll(&db, stopping);
        } catch (const StorageError &error) {
            qCWarning(lcFeedWait) << "feed wait: no connection:" << error.what();
            pollAll(nullptr, stopping);
        }
        if (stopping)
            break;
    }
    m_database.closeConnection();
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
        if (!db) {
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
