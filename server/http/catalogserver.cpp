#include "server/http/catalogserver.h"

#include <QHostAddress>
#include <QHostInfo>
#include <QTcpServer>
#include <QThread>
#include <QTimer>
#include <algorithm>
#include <future>

#include "server/auth/keycache.h"
#include "server/http/connectionlimiter.h"
#include "server/http/feedwaitlist.h"
#include "server/http/heavyreadpool.h"
#include "server/http/httpworker.h"
#include "server/http/listensocket.h"
#include "server/http/requestpipeline.h"
#include "server/http/routes/routes.h"
#include "server/services/follower.h"
#include "server/services/upkeep.h"
#include "server/storage/cachebus.h"
#include "server/storage/cachebuslistener.h"
#include "server/storage/database.h"
#include "server/storage/searchrecorder.h"
#include "server/storage/writequeue.h"

#include <malloc.h>
#include <sys/resource.h>

using namespace Qt::StringLiterals;

CatalogServer::CatalogServer(const Database &database, ServerSettings settings, QObject *parent)
    : QObject(parent)
    , m_database(database)
    , m_settings(std::move(settings))
{
    Routes::registerAll(m_router);
}

CatalogServer::~CatalogServer()
{
    stop();
}

namespace {

// Accepts in the thread that owns it and passes each descriptor on.
class ConnectionDispatcher final : public QTcpServer
{
public:
    ConnectionDispatcher(std::function<void(qintptr)> dispatch, QObject *parent)
        : QTcpServer(parent)
        , m_dispatch(std::move(dispatch))
    { }

protected:
    void incomingConnection(qintptr descriptor) override { m_dispatch(descriptor); }

private:
    std::function<void(qintptr)> m_dispatch;
};

// Idle keep-alive connections hold a descriptor each; 1024 would run out long before the
// connection cap does. Returns the limit now in force.
rlim_t raiseDescriptorLimit()
{
    rlimit limit {};
    if (::getrlimit(RLIMIT_NOFILE, &limit) != 0)
        return 1024;
    if (limit.rlim_cur < limit.rlim_max) {
        limit.rlim_cur = limit.rlim_max;
        ::setrlimit(RLIMIT_NOFILE, &limit);
        ::getrlimit(RLIMIT_NOFILE, &limit);
    }
    return limit.rlim_cur;
}
} // namespace

bool CatalogServer::start(QString *error)
{
    // Some descriptors stay for the database, logs and connections being refused.
    const rlim_t descriptors = raiseDescriptorLimit();
    const int maxConnections = int(std::min<rlim_t>(
        rlim_t(m_settings.maxConnections), descriptors > 256 ? descriptors - 128 : 128));
    QHostAddress address;
    if (m_settings.listenHost == "localhost"_L1)
        address = QHostAddress::LocalHost;
    else if (!address.setAddress(m_settings.listenHost)) {
        *error = u"cannot listen on '%1': not an IP address"_s.arg(m_settings.listenHost);
        return false;
    }
    quint16 port = 0;
    const qintptr listening = ListenSocket::open(address, m_settings.listenPort, &port, error);
    if (listening < 0) {
        *error = u"cannot listen on %1:%2: %3"_s.arg(m_settings.listenHost)
                     .arg(m_settings.listenPort)
                     .arg(*error);
        return false;
    }
    m_port = port;
    if (m_settings.webBaseUrl.isEmpty())
        m_settings.webBaseUrl = origin();
    m_writes = std::make_unique<WriteQueue>(m_database, m_settings.databaseWriters);
    m_feedWaits = std::make_unique<FeedWaitList>(m_database);
    // A commit wakes what follows the database: the feeds' long polls here, the runtime's
    // followers (webhooks: a quiet receiver hears at once, contract §13; the shop's sync).
    m_writes->onCommit([waits = m_feedWaits.get(), committed = m_committed] {
        waits->wake();
        if (committed)
            committed();
    });
    m_searchLog = std::make_unique<SearchRecorder>(*m_writes);
    // Upkeep off the request path: searches older than trending's window, expired
    // idempotency records.
    using namespace std::chrono_literals;
    m_writes->schedule([](const QSqlDatabase &db) { Upkeep::prune(db); }, 30s, 10min);
    if (m_database.dialect() == DatabaseLocation::Dialect::Postgresql) {
        m_writes->schedule(
            [](const QSqlDatabase &db) { Upkeep::compactMovementDays(db); }, 1min, 1min);
    }
    m_writes->start();
    m_pipeline = std::make_unique<RequestPipeline>(m_database, m_router, m_settings);
    m_pipeline->setWriters(m_writes.get(), m_searchLog.get());
    // Counts of security events that came after their address's last line are written once
    // the interval has passed, also when that address has gone quiet.
    m_securityFlush = new QTimer(this);
    connect(m_securityFlush, &QTimer::timeout, this, [this] { m_pipeline->securityLog().flush(); });
    m_securityFlush->start(std::max(1, m_settings.securityLogIntervalSeconds / 4) * 1000);
    // One thread: heavy reads, however many arrive, never take more than one core.
    m_heavyReads = std::make_unique<HeavyReadPool>(m_database, 1);
    m_pipeline->setHeavyReads(m_heavyReads.get());
    m_feedWaits->start();
    m_pipeline->setFeedWaits(m_feedWaits.get());
    m_pipeline->setSyncStatus(m_syncStatus);
    if (m_database.dialect() == DatabaseLocation::Dialect::Postgresql)
        listenToOtherInstances();
    m_limiter
        = std::make_unique<ConnectionLimiter>(maxConnections, m_settings.maxConnectionsPerAddress);

    for (int i = 0; i < workerCount(m_settings); ++i) {
        auto *thread = new QThread(this);
        auto *worker = new HttpWorker(*m_pipeline, m_database, *m_limiter);
        worker->moveToThread(thread);
        connect(thread, &QThread::finished, worker, &QObject::deleteLater);
        thread->start();
        m_threads << thread;
        m_workers << worker;
    }
    m_dispatcher = new ConnectionDispatcher(
        [this](qintptr descriptor) {
            HttpWorker *worker = m_workers.at(m_nextWorker++ % m_workers.size());
            QMetaObject::invokeMethod(
                worker, [worker, descriptor] { worker->adopt(descriptor); }, Qt::QueuedConnection);
        },
        this);
    m_dispatcher->setSocketDescriptor(listening);
    m_memoryTimer = new QTimer(this);
    connect(m_memoryTimer, &QTimer::timeout, this, &CatalogServer::releaseFreedMemory);
    m_memoryTimer->start(1000);
    return true;
}

int CatalogServer::workerCount(const ServerSettings &settings)
{
    // One per core: a cache hit is answered on its worker without ever waiting, so more
    // threads than cores only add switches. At least two, so that one request that does
    // wait (a first read of a key, a miss) never holds up every connection.
    if (settings.workerThreads > 0)
        return settings.workerThreads;
    return std::max(2, QThread::idealThreadCount());
}

void CatalogServer::releaseFreedMemory()
{
    // glibc keeps what thousands of closed connections freed in its arenas (the worker
    // threads' among them) for reuse, so resident memory stayed at a flood's peak for good;
    // malloc_trim hands the free pages of every arena back. Once per burst, off the workers.
    if (m_limiter && m_limiter->takeBurstEnded())
        ::malloc_trim(0);
}

void CatalogServer::listenToOtherInstances()
{
    // Nothing is served from the cache until the listener hears every other instance's writes.
    ResponseCache &cache = m_pipeline->cache();
    cache.suspend();
    CacheBusListener::Callbacks callbacks;
    callbacks.changed
        = [&cache, waits = m_feedWaits.get(), committed = m_committed](const QStringList &tags) {
              waits->wake(); // another instance committed: the feeds' long polls read again
              if (committed)
                  committed(); // and the runtime's followers (the webhooks plan what it wrote)
              if (tags.contains(CacheBus::everything)) {
                  cache.invalidateAll();
                  KeyCache::noteChangedElsewhere();
              } else if (tags.contains(KeyCache::changeTag())) {
                  KeyCache::noteChangedElsewhere(); // a revocation: refused from now on
              } else {
                  cache.invalidate(tags);
              }
          };
    callbacks.lost = [&cache] { cache.suspend(); };
    // Serving starts once the listener listens (or after 3 s, with the cache bypassed until
    // it does), so a fresh instance caches from its first request.
    auto firstSubscription = std::make_shared<std::promise<void>>();
    std::future<void> subscribed = firstSubscription->get_future();
    callbacks.subscribed = [&cache, firstSubscription]() mutable {
        KeyCache::noteChangedElsewhere(); // a revocation may have gone unheard
        cache.resume();
        if (firstSubscription) {
            firstSubscription->set_value();
            firstSubscription.reset();
        }
    };
    m_changes = std::make_unique<CacheBusListener>(m_database.location(), std::move(callbacks));
    Follower::Steps steps;
    steps.step = [this] {
        const std::chrono::milliseconds after
            = m_changes->step([follower = m_changesFollower.get()] { follower->wake(); });
        return Follower::Next { after };
    };
    steps.finish = [listener = m_changes.get()] { listener->close(); };
    m_changesFollower = std::make_unique<Follower>(u"changes"_s, std::move(steps));
    m_changesFollower->start();
    subscribed.wait_for(std::chrono::seconds(3));
}

void CatalogServer::stop()
{
    if (m_memoryTimer)
        m_memoryTimer->stop();
    m_changesFollower.reset(); // before the pipeline (and its cache) it calls into
    m_changes.reset();
    if (m_feedWaits)
        m_feedWaits->stop(); // long polls answered now: the workers wait for their answers
    if (m_dispatcher) {
        m_dispatcher->close(); // stop accepting first
        delete m_dispatcher;
        m_dispatcher = nullptr;
    }
    for (qsizetype i = 0; i < m_threads.size(); ++i) {
        QMetaObject::invokeMethod(
            m_workers.at(i), &HttpWorker::shutdown, Qt::BlockingQueuedConnection);
        m_threads.at(i)->quit();
        m_threads.at(i)->wait();
    }
    qDeleteAll(m_threads);
    m_threads.clear();
    m_workers.clear();
    if (m_heavyReads)
        m_heavyReads->stop(); // the workers waited for its answers
    // No request is left that could submit; write what is queued (searches included).
    if (m_writes)
        m_writes->stop();
    if (m_securityFlush) {
        delete m_securityFlush;
        m_securityFlush = nullptr;
        m_pipeline->securityLog().flush(true);
    }
}

QString CatalogServer::origin() const
{
    QString host = m_settings.listenHost;
    if (host.contains(u':'))
        host = u'[' + host + u']'; // an IPv6 literal in a URL
    return u"http://%1:%2"_s.arg(host).arg(m_port);
}

SecurityLog &CatalogServer::securityLog()
{
    return m_pipeline->securityLog();
}

void CatalogServer::invalidateCache()
{
    if (m_pipeline)
        m_pipeline->cache().invalidateAll();
}

QString CatalogServer::baseUrl() const
{
    return origin() + RequestPipeline::basePath;
}
