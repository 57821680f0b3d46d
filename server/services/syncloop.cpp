#include "server/services/syncloop.h"

#include <QJsonArray>
#include <QLoggingCategory>
#include <future>

#include "server/services/backoff.h"
#include "server/services/follower.h"
#include "server/services/logcategories.h"
#include "server/services/movementsync.h"
#include "server/services/syncinit.h"
#include "server/services/syncstatus.h"
#include "server/storage/database.h"
#include "server/storage/storageerror.h"
#include "server/storage/syncrepository.h"
#include "server/storage/writequeue.h"

using namespace Qt::StringLiterals;

SyncLoop::SyncLoop(const Database &database, WriteQueue &writes,
    UpstreamClient::Credentials credentials, SyncStatus &status, Invalidate invalidate)
    : m_database(database)
    , m_writes(writes)
    , m_credentials(std::move(credentials))
    , m_status(status)
    , m_invalidate(std::move(invalidate))
    , m_sync(u"catalog-sync"_s,
          { [this] { return round(); },
              [this] {
                  m_movements.reset();
                  m_products.reset();
                  m_upstream.reset();
                  m_database.closeConnection();
              } })
    , m_watch(u"catalog-sync-watch"_s,
          { [this] { return watch(); },
              [this] {
                  m_watchClient.reset();
                  m_database.closeConnection();
              } })
{
    m_status.setUpstream(m_credentials.baseUrl);
}

SyncLoop::~SyncLoop()
{
    stop();
}

void SyncLoop::start()
{
    m_sync.start();
    m_watch.start();
}

void SyncLoop::stop()
{
    m_watch.stop();
    m_sync.stop();
}

void SyncLoop::wake()
{
    m_sync.wake();
}

void SyncLoop::write(const std::function<void(const QSqlDatabase &db)> &job)
{
    std::promise<void> done;
    std::future<void> finished = done.get_future();
    m_writes.submit([&job](const QSqlDatabase &db) { job(db); },
        [&done](std::exception_ptr error) {
            if (error)
                done.set_exception(error);
            else
                done.set_value();
        });
    finished.get();
}

void SyncLoop::failed(const UpstreamClient::Reply &reply, const QString &what)
{
    if (reply.status == 429) {
        // Not a failure: the key's limit. Exactly as long as upstream says.
        m_nextWait = std::chrono::seconds(std::max(1, reply.retryAfterSeconds));
        return;
    }
    // An answer refused (too large, too slow, not JSON, breaking a rule of what comes down,
    // contract §14) is an error: waiting alone does not change what upstream sends.
    const bool offline = reply.refused.isEmpty() && (reply.status == 0 || reply.status >= 500);
    m_authFailed = reply.status == 401 || reply.status == 403;
    // The upstream's own words for a refused key ("key revoked"), never the secret.
    const QString message = reply.body[u"error"_s][u"message"_s].toString();
    const QString error = reply.status == 0
        ? u"%1: %2"_s.arg(what, reply.networkError)
        : u"%1: %2 %3%4"_s.arg(what)
              .arg(reply.status)
              .arg(reply.body[u"error"_s][u"code"_s].toString(),
                  message.isEmpty() ? QString() : u" ("_s + message + u')');
    m_status.setFailing(offline ? SyncStatus::State::Offline
            : m_authFailed      ? SyncStatus::State::AuthFailed
                                : SyncStatus::State::Error,
        error);
    // The followers' one retry rule (Backoff::sync(), contract §14); a 503's Retry-After is
    // the shortest wait.
    ++m_failures;
    m_nextWait = Backoff::sync().delay(m_failures,
        reply.retryAfterSeconds > 0 ? std::optional(std::chrono::seconds(reply.retryAfterSeconds))
                                    : std::nullopt);
    qCWarning(lcSync).noquote() << u"upstream unavailable (%1); next try in %2 ms"_s.arg(error).arg(
        m_nextWait.count());
}

SyncLoop::Step SyncLoop::stepOf(const ProductSync::Result &result, const QString &what)
{
    if (result.changed && m_invalidate)
        m_invalidate();
    if (result.failed) {
        failed(result.reply, result.what.isEmpty() ? what : result.what);
        return Step::Failed;
    }
    return result.more ? Step::More : Step::Idle;
}

bool SyncLoop::reloadKey(UpstreamClient &upstream)
{
    QString problem;
    const UpstreamClient::Credentials fresh
        = UpstreamClient::reloaded(upstream.credentials(), &problem);
    if (!problem.isEmpty()) {
        m_status.setFailing(SyncStatus::State::AuthFailed, problem);
        return false;
    }
    if (fresh.appId == upstream.credentials().appId
        && fresh.secret == upstream.credentials().secret)
        return false;
    qCInfo(lcSync).noquote()
        << u"the upstream key was read again from its source (app id %1)"_s.arg(fresh.appId);
    upstream.setCredentials(fresh);
    return true;
}

Follower::Next SyncLoop::round()
{
    using namespace std::chrono;
    if (!m_upstream) {
        m_upstream = std::make_unique<UpstreamClient>(m_credentials);
        m_upstream->setBudget(m_budget, RequestBudget::Use::Work);
        const SyncStep::Write write
            = [this](const std::function<void(const QSqlDatabase &db)> &job) { this->write(job); };
        m_products = std::make_unique<ProductSync>(m_database, *m_upstream, write);
        m_movements = std::make_unique<MovementSync>(
            m_database, *m_upstream, write, [this](const QString &key, qint64 stock) {
                const std::lock_guard lock(m_ownMutex);
                if (m_ownStock.size() >= ownStockLimit)
                    m_ownStock.clear(); // the watch is not answered: it only wakes more
                m_ownStock[key] = stock;
            });
    }
    UpstreamClient &upstream = *m_upstream;
    if (m_authFailed && steady_clock::now() < m_authRetryAt) {
        // Waits its backoff, but a new key written meanwhile is tried at once.
        if (!reloadKey(upstream)) {
            return { std::min<milliseconds>(seconds(1),
                         duration_cast<milliseconds>(m_authRetryAt - steady_clock::now())),
                false };
        }
    } else if (m_authFailed) {
        reloadKey(upstream);
    }
    m_nextWait = milliseconds(0);
    bool more = false;
    try {
        if (!SyncRepository(m_database.connection()).following()) {
            qCInfo(lcSync).noquote() << u"copying the seller's data from "_s + upstream.baseUrl();
            SyncInit(m_database, upstream).run([](const QString &line) {
                qCInfo(lcSync).noquote() << line;
            });
            if (m_invalidate)
                m_invalidate();
        }
        // Products before movements each way: a product made at the shop exists upstream
        // before its first stock goes up, one made upstream exists here before its stock
        // comes down.
        const Step pushedProducts = stepOf(m_products->push(), u"product push"_s);
        const Step pushed = pushedProducts == Step::Failed ? Step::Failed
                                                           : stepOf(m_movements->push(), u"push"_s);
        // Pushed first, then pulled: the shop's own movements come back as known ones, and
        // no pulled edit lands on one of the shop's own still waiting to go up. While a
        // backlog drains, the pull waits for its end: every request of the key's limits
        // then pushes 100 movements. A round woken by a local commit pulls only when the
        // watch saw upstream change or the poll interval is over: the sync's own commits
        // wake it too, and must not make a request each.
        const bool drained = pushedProducts == Step::Idle && pushed == Step::Idle;
        const auto now = steady_clock::now();
        // Read by the clock every pollInterval, or every watchedPollInterval while the watch
        // is answered (asked at each round: a watch that fails makes it short again at once).
        const auto interval
            = m_watching ? duration_cast<milliseconds>(watchedPollInterval) : pollInterval;
        const bool pullDue
            = drained && (m_upstreamChanged.exchange(false) || now >= m_lastPull + interval);
        const bool productsDue = now >= m_nextProductPull;
        const Step pulledProducts = pushed == Step::Failed ? Step::Failed
            : !pullDue || !productsDue                     ? Step::Idle
                                       : stepOf(m_products->pull(), u"product pull"_s);
        if (productsDue && pulledProducts == Step::Idle && pullDue)
            m_nextProductPull = steady_clock::now() + productPollInterval;
        const Step pulled = pulledProducts == Step::Failed ? Step::Failed
            : !pullDue                                     ? Step::Idle
                       : stepOf(m_movements->pull(*m_products), u"pull"_s);
        if (pullDue)
            m_lastPull = steady_clock::now();
        if (pushed != Step::Failed && pulled != Step::Failed && pulledProducts != Step::Failed) {
            m_status.setOk();
            m_failures = 0;
            m_authFailed = false;
        }
        more = pushedProducts == Step::More || pushed == Step::More || pulledProducts == Step::More
            || pulled == Step::More;
        if (more)
            m_lastPull = {}; // a backlog in either direction: the next round reads on at once
    } catch (const SyncInit::Failure &failure) {
        if (failure.reply.status == 0 && failure.reply.networkError.isEmpty())
            failed(UpstreamClient::Reply::refusal(failure.message), u"sync init"_s);
        else
            failed(failure.reply, failure.message);
    } catch (const std::exception &error) {
        const auto *storage = dynamic_cast<const StorageError *>(&error);
        if (storage && storage->refused()) {
            // The local database refused what upstream sent (a delta out of the stock's
            // range, a value a constraint refuses): the peer's fault, shown as an error
            // (contract §14), never as the database's (WriteQueue::failing ignores it).
            qCWarning(lcSync) << "upstream data refused:" << error.what();
            failed(UpstreamClient::Reply::refusal(QString::fromUtf8(error.what())),
                u"upstream data"_s);
        } else {
            // The local database failed (busy, full disk): tried again like an outage.
            qCWarning(lcSync) << "sync round failed:" << error.what();
            UpstreamClient::Reply local;
            local.networkError = QString::fromUtf8(error.what());
            failed(local, u"local database"_s);
        }
    }
    if (m_nextWait.count() > 0 && m_authFailed) {
        m_authRetryAt = steady_clock::now() + m_nextWait;
        return { std::min<milliseconds>(seconds(1), m_nextWait), false };
    }
    if (m_nextWait.count() > 0)
        return { m_nextWait, false };
    m_backlog = more;
    // Under binding limits each request waits for its slot (RequestBudget): what queues
    // meanwhile goes up as one batch (contract §14: 100 a request), never into a 429.
    if (more)
        return { milliseconds(0), true };
    const auto interval
        = m_watching ? duration_cast<milliseconds>(watchedPollInterval) : pollInterval;
    return { std::max(milliseconds(0),
                 duration_cast<milliseconds>(m_lastPull + interval - steady_clock::now())),
        true };
}

Follower::Next SyncLoop::watch()
{
    using namespace std::chrono;
    if (!m_watchClient) {
        m_watchClient = std::make_unique<UpstreamClient>(m_credentials);
        m_watchClient->setBudget(m_budget, RequestBudget::Use::Spare);
    }
    if (m_watchCursor.isEmpty()) {
        // From where the product pull stands: before the first copy there is nothing to
        // watch (the feed from its start is the whole catalog).
        const std::optional<QString> cursor
            = SyncRepository(m_database.connection()).value(u"products_cursor"_s);
        if (!cursor || cursor->isEmpty())
            return { seconds(1), false };
        m_watchCursor = *cursor;
    }
    // The key the sync uses now (read again from its file after a refusal).
    if (m_authFailed)
        return { seconds(1), false };
    const auto asked = steady_clock::now();
    const UpstreamClient::Reply reply = m_watchClient->get(u"/products/mine/changes"_s,
        { { u"after"_s, m_watchCursor }, { u"limit"_s, u"100"_s },
            { u"wait"_s, QString::number(watchWaitSeconds) } });
    if (m_watch.stopping())
        return { seconds(1), false };
    const QString next = reply.body[u"meta"_s][u"next"_s].toString();
    if (!reply.ok() || next.isEmpty()) {
        // The sync itself says what is wrong with upstream; the watch only waits. A cursor
        // upstream no longer knows (400, 410) is taken again from the product pull's.
        if (reply.status == 400 || reply.status == 410)
            m_watchCursor.clear();
        if (reply.status == 401 || reply.status == 403)
            m_watchClient->setCredentials(UpstreamClient::reloaded(m_watchClient->credentials()));
        ++m_watchFailures;
        if (m_watching.exchange(false))
            m_sync.wake(); // its clock reads the movement feed every pollInterval again
        return { Backoff::sync().delay(m_watchFailures,
                     reply.retryAfterSeconds > 0 ? std::optional(seconds(reply.retryAfterSeconds))
                                                 : std::nullopt),
            false };
    }
    m_watchFailures = 0;
    m_watchCursor = next;
    const auto took = duration_cast<milliseconds>(steady_clock::now() - asked);
    const bool changed = !reply.body[u"data"_s].toArray().isEmpty();
    if (!changed && took < seconds(1)) {
        // Nothing, at once: upstream does not hold long polls, so the watch wakes nothing and
        // the movement feed is read by the clock as often as before.
        if (m_watching.exchange(false))
            m_sync.wake();
        return { watchPause, false };
    }
    m_watching = true;
    const bool own = changed && ownChanges(reply.body[u"data"_s].toArray());
    if (changed && !own) {
        m_upstreamChanged = true;
        m_sync.wake();
    }
    // Only this shop's pushes coming back, under binding limits: the next poll waits a
    // moment, so one request answers for the pushes made meanwhile instead of one each.
    if (own && m_budget->binding())
        return { ownPause, false };
    // A backlog being drained (the sync reads on by itself): the wake-ups leave the requests
    // to the pushes. Otherwise the key's budget paces the watch (RequestBudget::Use::Spare).
    if (m_backlog)
        return { watchPause, false };
    // Under a stream of changes at most one long poll per watchGap.
    return { std::max(milliseconds(0), watchGap - took), false };
}

bool SyncLoop::ownChanges(const QJsonArray &entries)
{
    const std::lock_guard lock(m_ownMutex);
    for (const QJsonValue &entry : entries) {
        const auto own = m_ownStock.find(
            entry[u"type"_s].toString() + u':' + entry[u"id"_s].toVariant().toString());
        if (entry[u"deleted"_s].toBool() || own == m_ownStock.end()
            || !entry[u"data"_s][u"stock"_s].isDouble()
            || entry[u"data"_s][u"stock"_s].toInteger() != own->second)
            return false;
    }
    // Each seen once: a later entry of the same product is someone else's change.
    for (const QJsonValue &entry : entries)
        m_ownStock.erase(
            entry[u"type"_s].toString() + u':' + entry[u"id"_s].toVariant().toString());
    return true;
}
