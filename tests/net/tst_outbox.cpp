// The persistent stock outbox over a fake QNetworkAccessManager: stored before the first send,
// one key for every resend, applied / rejected / retried by the server's answer, and pending
// entries surviving the destruction of the outbox.
#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

#include "net/apiclient.h"
#include "net/etagcache.h"
#include "net/outbox.h"
#include "net/requestengine.h"
#include "tests/net/fakenetworkaccessmanager.h"

using namespace Qt::StringLiterals;

namespace {

FakeResponse applied(qint64 stock)
{
    return FakeResponse::json(200,
        QByteArray(R"({"status":"success","success":true,"type":"book","id":1,"name":"A","stock":)")
            + QByteArray::number(stock) + R"(,"in_stock":true})");
}

FakeResponse envelope(
    int status, const char *code, QList<QPair<QByteArray, QByteArray>> headers = {})
{
    return FakeResponse::json(status,
        QByteArray(R"({"status":"error","error":{"code":")") + code + R"(","message":"m"}})",
        std::move(headers));
}

// The stock outbox table of earlier consoles' own file, up to its last column in the oldest
// version; later versions added more.
const QString olderStockTable = u"CREATE TABLE stock_outbox (id INTEGER PRIMARY KEY"
                                " AUTOINCREMENT, idempotency_key TEXT NOT NULL UNIQUE, server"
                                " TEXT NOT NULL, app_id TEXT NOT NULL, code TEXT NOT NULL, mode"
                                " TEXT NOT NULL, value INTEGER NOT NULL, expected_stock INTEGER,"
                                " state TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0,"
                                " created_at TEXT NOT NULL, updated_at TEXT NOT NULL,"
                                " result_stock INTEGER, error_code TEXT, error_message TEXT,"
                                " http_status INTEGER"_s;

// One statement for runOnFile(): SQL and the values bound to its placeholders.
struct Statement
{
    QString sql;
    QVariantList values;
};

// Runs statements on an SQLite file through a connection of its own, the way another program
// (an older console, a run killed midway) would have left the file: the rows the last one
// changed, or -1 at the first that fails.
int runOnFile(const QString &path, const QList<Statement> &statements)
{
    const QString connection = u"run-on-file"_s;
    int changed = -1;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, connection);
        db.setDatabaseName(path);
        if (db.open()) {
            QSqlQuery q(db);
            for (const Statement &statement : statements) {
                changed = -1;
                if (!q.prepare(statement.sql))
                    break;
                for (const QVariant &value : statement.values)
                    q.addBindValue(value);
                if (!q.exec())
                    break;
                changed = q.numRowsAffected();
            }
            db.close();
        }
    }
    QSqlDatabase::removeDatabase(connection);
    return changed;
}

} // namespace

class tst_Outbox : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void storedBeforeFirstSend();
    void resendsWithSameKeyUntilAnswered();
    void rejectedAndRequeued();
    void inProgressIsRetried();
    void survivesDestruction();
    void onlyForItsServer();
    void answerDetailsStored();
    void olderFileUpgraded();
    void resumesWhenReachableAgain();
    void keyRefusedPausesUntilNewCredentials_data();
    void keyRefusedPausesUntilNewCredentials();
    void olderKeyRejectionsRequeued();
    void offlineScanKeepsItsScanTime();
    void refusedScanTimeSentWithoutIt();
    void newKeyOfTheConnectionTakesOver();
    void strandedAreCountedAndDecided();
    void sendingRecoveredAfterCrash();
    void finishedEntriesPruned();
    void everyKindCountedAndListed();
    void keyRefusedPausesEveryKind();
    void olderStockFileHandedOver();

private:
    void makeOutbox();
    Outbox *m_outbox = nullptr;
    ApiClient *m_client = nullptr;
    FakeNetworkAccessManager *m_nam = nullptr;
    QTemporaryDir m_dir;
    QString m_path;
};

void tst_Outbox::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
}

void tst_Outbox::init()
{
    static int n = 0;
    m_path = m_dir.filePath(u"outbox-%1.sqlite"_s.arg(++n));
    m_nam = new FakeNetworkAccessManager;
    m_client = new ApiClient(m_nam, new EtagCache(EtagCache::Persistence::MemoryOnly, {}, m_nam));
    m_client->setServer(QUrl(u"http://catalog.test/api/v1/client"_s), u"app-1"_s, u"s3cret"_s);
    makeOutbox();
}

void tst_Outbox::makeOutbox()
{
    delete m_outbox;
    m_outbox = new Outbox(m_client, m_path);
    m_outbox->setRetryPolicy(RetryPolicy(0, 20, 100));
    QVERIFY2(m_outbox->isOpen(), qPrintable(m_outbox->lastError()));
}

void tst_Outbox::cleanup()
{
    delete m_outbox;
    m_outbox = nullptr;
    delete m_client;
    m_client = nullptr;
    delete m_nam;
    m_nam = nullptr;
}

void tst_Outbox::storedBeforeFirstSend()
{
    struct Seen
    {
        qint64 id = 0;
        QString state;
        QByteArray key;
    };
    std::optional<Seen> seenAtSend;
    m_nam->handler = [&](const FakeNetworkAccessManager::Sent &, int) {
        // A separate reader of the file sees the entry while the request is on the wire.
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"reader"_s);
            db.setDatabaseName(m_path);
            if (db.open()) {
                QSqlQuery q(u"SELECT id, state, idempotency_key FROM outbox"_s, db);
                if (q.next())
                    seenAtSend = Seen { q.value(0).toLongLong(), q.value(1).toString(),
                        q.value(2).toString().toLatin1() };
            }
        }
        QSqlDatabase::removeDatabase(u"reader"_s);
        return applied(5);
    };
    const qint64 id = m_outbox->enqueue(StockChange::delta(u"978"_s, 1));
    QVERIFY(id > 0);
    QTRY_COMPARE(m_outbox->entry(id)->state, OutboxEntry::State::Applied);
    QVERIFY(seenAtSend);
    QCOMPARE(seenAtSend->id, id);
    QCOMPARE(seenAtSend->state, u"sending"_s);
    QCOMPARE(m_nam->requests.first().request.rawHeader("Idempotency-Key"), seenAtSend->key);
    QVERIFY(!QUuid::fromString(QString::fromLatin1(seenAtSend->key)).isNull());
    QCOMPARE(m_outbox->entry(id)->resultStock, 5);
}

void tst_Outbox::resendsWithSameKeyUntilAnswered()
{
    m_nam->handler = [](const auto &, int index) {
        if (index == 0)
            return FakeResponse::failure(QNetworkReply::ConnectionRefusedError);
        if (index == 1)
            return envelope(503, "internal");
        if (index == 2)
            return envelope(429, "rate_limited", { { "Retry-After", "1" } });
        return applied(12);
    };
    QList<OutboxEntry::State> states;
    connect(m_outbox, &Outbox::entryChanged, this,
        [&states](const OutboxEntry &e) { states << e.state; });
    QSignalSpy pending(m_outbox, &Outbox::pendingCountChanged);
    const qint64 id = m_outbox->enqueue(StockChange::set(u"978"_s, 12));
    QTRY_COMPARE_WITH_TIMEOUT(m_outbox->entry(id)->state, OutboxEntry::State::Applied, 10000);
    QCOMPARE(m_outbox->entry(id)->resultStock, 12);
    QVERIFY(m_nam->requests.size() >= 4);
    const QByteArray key = m_nam->requests[0].request.rawHeader("Idempotency-Key");
    // The same request every time (contract §7: same key, same body), its scan time included.
    const QString scannedAt = m_outbox->entry(id)->createdAt.toUTC().toString(Qt::ISODate);
    const QByteArray body
        = R"({"code":"978","scanned_at":")" + scannedAt.toLatin1() + R"(","stock":12})";
    for (const auto &sent : std::as_const(m_nam->requests)) {
        QCOMPARE(sent.request.rawHeader("Idempotency-Key"), key);
        QCOMPARE(sent.body, body);
    }
    using S = OutboxEntry::State;
    QCOMPARE(states.first(), S::Pending);
    QVERIFY(states.contains(S::Sending));
    QCOMPARE(states.last(), S::Applied);
    QCOMPARE(m_outbox->pendingCount(), 0);
    QCOMPARE(pending.last().at(0).toInt(), 0);
}

void tst_Outbox::rejectedAndRequeued()
{
    m_nam->handler = [](const auto &, int index) {
        if (index == 0)
            return envelope(404, "not_found");
        return applied(3);
    };
    const qint64 id = m_outbox->enqueue(StockChange::delta(u"978"_s, -1));
    QTRY_COMPARE(m_outbox->entry(id)->state, OutboxEntry::State::Rejected);
    QCOMPARE(m_outbox->entry(id)->errorCode, u"not_found"_s);
    QCOMPARE(m_outbox->entry(id)->httpStatus, 404);
    QVERIFY(!m_outbox->entry(id)->errorMessage.isEmpty());
    QCOMPARE(m_nam->requests.size(), 1);

    QVERIFY(m_outbox->requeue(id));
    QTRY_COMPARE(m_outbox->entry(id)->state, OutboxEntry::State::Applied);
    // The server stored its 404 under the first key (contract §7): that key would replay the
    // refusal, so the attempt after it is a new one.
    QVERIFY(m_nam->requests[1].request.rawHeader("Idempotency-Key")
        != m_nam->requests[0].request.rawHeader("Idempotency-Key"));
    QCOMPARE(m_nam->requests[1].body, m_nam->requests[0].body);
    QVERIFY(!m_outbox->requeue(id)); // only rejected entries
}

void tst_Outbox::inProgressIsRetried()
{
    m_nam->handler = [](const auto &, int index) {
        if (index == 0)
            return envelope(409, "idempotency_in_progress", { { "Retry-After", "1" } });
        return applied(4);
    };
    const qint64 id = m_outbox->enqueue(StockChange::delta(u"978"_s, 1));
    QTRY_COMPARE_WITH_TIMEOUT(m_outbox->entry(id)->state, OutboxEntry::State::Applied, 5000);
    QCOMPARE(m_nam->requests.size(), 2);

    // A stock conflict is an answer: rejected, with the current stock in the message.
    m_nam->handler = [](const auto &, int) {
        return FakeResponse::json(409,
            R"({"status":"error","error":{"code":"stock_conflict","message":"m","current_stock":9}})");
    };
    StockChange guarded = StockChange::set(u"978"_s, 5);
    guarded.expectedStock = 4;
    const qint64 conflict = m_outbox->enqueue(guarded);
    QTRY_COMPARE(m_outbox->entry(conflict)->state, OutboxEntry::State::Rejected);
    QCOMPARE(m_outbox->entry(conflict)->errorCode, u"stock_conflict"_s);
    QVERIFY(m_outbox->entry(conflict)->errorMessage.contains(u'9'));
    const QJsonObject sentBody = QJsonDocument::fromJson(m_nam->requests.last().body).object();
    QCOMPARE(sentBody.value("expected_stock"_L1).toInteger(), 4);
    QCOMPARE(sentBody.value("stock"_L1).toInteger(), 5);
}

void tst_Outbox::survivesDestruction()
{
    m_nam->handler = [](const auto &, int) {
        return FakeResponse::failure(QNetworkReply::ConnectionRefusedError);
    };
    QList<qint64> ids;
    for (int i = 0; i < 3; ++i)
        ids << m_outbox->enqueue(StockChange::delta(u"978"_s, 1));
    QTRY_VERIFY(m_nam->requests.size() >= 2);
    QCOMPARE(m_outbox->pendingCount(), 3);
    const QByteArray firstKey = m_outbox->entry(ids[0])->idempotencyKey;

    // The console goes away while a send may be in flight, then comes back.
    m_nam->handler = [](const auto &, int) {
        FakeResponse r;
        r.hang = true;
        return r;
    };
    QTest::qWait(150);
    delete m_outbox;
    m_outbox = nullptr;
    const int before = int(m_nam->requests.size());
    m_nam->handler = [](const auto &, int) { return applied(1); };
    makeOutbox();
    QCOMPARE(m_outbox->pendingCount(), 3);
    for (qint64 id : ids)
        QTRY_COMPARE(m_outbox->entry(id)->state, OutboxEntry::State::Applied);
    QCOMPARE(m_outbox->pendingCount(), 0);
    QCOMPARE(m_nam->requests[before].request.rawHeader("Idempotency-Key"), firstKey);
    QCOMPARE(int(m_nam->requests.size()) - before, 3); // each applied once, in order
}

void tst_Outbox::onlyForItsServer()
{
    m_nam->handler = [](const auto &, int) {
        return FakeResponse::failure(QNetworkReply::ConnectionRefusedError);
    };
    const qint64 forA = m_outbox->enqueue(StockChange::delta(u"111"_s, 1));
    QTRY_VERIFY(!m_nam->requests.isEmpty());

    // Another profile: A's change must never go to B.
    m_nam->handler = [](const auto &, int) { return applied(1); };
    m_client->setServer(QUrl(u"http://other.test/api/v1/client"_s), u"app-9"_s, u"x"_s);
    m_outbox->resume();
    const qint64 forB = m_outbox->enqueue(StockChange::delta(u"222"_s, 1));
    QTRY_COMPARE(m_outbox->entry(forB)->state, OutboxEntry::State::Applied);
    QTest::qWait(200);
    QCOMPARE(m_outbox->entry(forA)->state, OutboxEntry::State::Pending);
    QCOMPARE(m_outbox->entry(forA)->server, u"http://catalog.test/api/v1/client"_s);
    for (const auto &sent : std::as_const(m_nam->requests)) {
        if (sent.request.url().host() == u"other.test"_s)
            QVERIFY(!sent.body.contains("111"));
    }
    QCOMPARE(m_outbox->pendingCount(), 0); // of the current profile
}

void tst_Outbox::answerDetailsStored()
{
    m_nam->handler = [](const auto &, int index) {
        if (index == 0)
            return FakeResponse::json(200,
                R"({"status":"success","success":true,"type":"stationery","id":4,)"
                R"("name":"Pen «Ink»","stock":6,"in_stock":true,"variant_id":41})");
        if (index == 1)
            return FakeResponse::json(422,
                R"({"status":"error","error":{"code":"stock_would_be_negative","message":"m",)"
                R"("current_stock":2}})");
        return FakeResponse::json(409,
            R"({"status":"error","error":{"code":"stock_conflict","message":"m",)"
            R"("current_stock":9}})");
    };
    const qint64 applied = m_outbox->enqueue(StockChange::delta(u"460"_s, 1));
    const qint64 negative = m_outbox->enqueue(StockChange::delta(u"460"_s, -5));
    StockChange guarded = StockChange::set(u"460"_s, 1);
    guarded.expectedStock = 6;
    const qint64 conflict = m_outbox->enqueue(guarded);
    QTRY_COMPARE(m_outbox->entry(conflict)->state, OutboxEntry::State::Rejected);

    // Read back by a new outbox on the same file: the details are stored, not only announced.
    makeOutbox();
    const OutboxEntry a = *m_outbox->entry(applied);
    QCOMPARE(a.state, OutboxEntry::State::Applied);
    QCOMPARE(a.productName, u"Pen «Ink»"_s);
    QCOMPARE(a.variantId, 41);
    QCOMPARE(a.resultStock, 6);
    QVERIFY(!a.currentStock);
    const OutboxEntry n = *m_outbox->entry(negative);
    QCOMPARE(n.state, OutboxEntry::State::Rejected);
    QCOMPARE(n.errorCode, u"stock_would_be_negative"_s);
    QCOMPARE(n.httpStatus, 422);
    QCOMPARE(n.currentStock, 2);
    QVERIFY(n.productName.isEmpty());
    QVERIFY(!n.resultStock);
    const OutboxEntry c = *m_outbox->entry(conflict);
    QCOMPARE(c.errorCode, u"stock_conflict"_s);
    QCOMPARE(c.currentStock, 9);
}

void tst_Outbox::olderFileUpgraded()
{
    delete m_outbox;
    m_outbox = nullptr;
    const QString path = m_dir.filePath(u"outbox-v1.sqlite"_s);
    {
        // The first release's table, with one change that was never answered.
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"v1"_s);
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(q.exec(u"CREATE TABLE stock_outbox ("
                       " id INTEGER PRIMARY KEY AUTOINCREMENT,"
                       " idempotency_key TEXT NOT NULL UNIQUE,"
                       " server TEXT NOT NULL, app_id TEXT NOT NULL,"
                       " code TEXT NOT NULL, mode TEXT NOT NULL CHECK (mode IN ('set', 'delta')),"
                       " value INTEGER NOT NULL, expected_stock INTEGER,"
                       " state TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0,"
                       " created_at TEXT NOT NULL, updated_at TEXT NOT NULL,"
                       " result_stock INTEGER, error_code TEXT, error_message TEXT,"
                       " http_status INTEGER)"_s));
        QVERIFY(q.exec(u"INSERT INTO stock_outbox (idempotency_key, server, app_id, code, mode,"
                       " value, state, created_at, updated_at) VALUES ('k-1',"
                       " 'http://catalog.test/api/v1/client', 'app-1', '978', 'delta', 1,"
                       " 'sending', '2024-01-01T00:00:00.000Z', '2024-01-01T00:00:00.000Z')"_s));
        db.close();
    }
    QSqlDatabase::removeDatabase(u"v1"_s);

    m_nam->handler = [](const auto &, int) { return applied(8); };
    m_path = path;
    makeOutbox();
    QTRY_COMPARE(m_outbox->entry(1)->state, OutboxEntry::State::Applied);
    QCOMPARE(m_nam->requests.first().request.rawHeader("Idempotency-Key"), "k-1"_ba);
    QCOMPARE(m_outbox->entry(1)->productName, u"A"_s);
    QCOMPARE(m_outbox->entry(1)->resultStock, 8);
    // An old entry has no reason: the server's default for the mode applies.
    QVERIFY(m_outbox->entry(1)->change.reason.isEmpty());
    QVERIFY(!m_nam->requests.first().body.contains("reason"));
    // Nor a scan time: its earlier sends had none, and a resend must be the same request.
    QVERIFY(!m_nam->requests.first().body.contains("scanned_at"));
    // Opening it again finds nothing left to add.
    makeOutbox();
    QCOMPARE(m_outbox->entry(1)->productName, u"A"_s);

    // The upgraded file keeps a new change's reason and note (contract §10) and sends them.
    StockChange writeOff = StockChange::delta(u"978"_s, -1);
    writeOff.reason = u"damaged"_s;
    writeOff.note = u"wet"_s;
    const qint64 id = m_outbox->enqueue(writeOff);
    QVERIFY(id > 0);
    QTRY_COMPARE(m_outbox->entry(id)->state, OutboxEntry::State::Applied);
    makeOutbox();
    QCOMPARE(m_outbox->entry(id)->change.reason, u"damaged"_s);
    QCOMPARE(m_outbox->entry(id)->change.note, u"wet"_s);
    const QJsonObject body = QJsonDocument::fromJson(m_nam->requests.last().body).object();
    QCOMPARE(body.value("reason"_L1).toString(), u"damaged"_s);
    QCOMPARE(body.value("note"_L1).toString(), u"wet"_s);
    QCOMPARE(body.value("delta"_L1).toInteger(), -1);
}

void tst_Outbox::resumesWhenReachableAgain()
{
    // A long backoff: only the engine's "reachable again" can make it send soon.
    m_outbox->setRetryPolicy(RetryPolicy(0, 60000, 60000));
    bool up = false;
    m_nam->handler = [&up](const FakeNetworkAccessManager::Sent &sent, int) {
        if (!up)
            return FakeResponse::failure(QNetworkReply::ConnectionRefusedError);
        if (sent.request.url().path() == u"/healthz"_s)
            return FakeResponse::json(200, R"({"ok":true})");
        return applied(2);
    };
    QSignalSpy reachability(m_client->engine(), &RequestEngine::reachabilityChanged);
    const qint64 id = m_outbox->enqueue(StockChange::delta(u"978"_s, 1));
    QTRY_COMPARE(reachability.size(), 1);
    QTRY_COMPARE(m_outbox->entry(id)->state, OutboxEntry::State::Pending);
    const int sent = int(m_nam->requests.size());
    QTest::qWait(100);
    QCOMPARE(int(m_nam->requests.size()), sent); // waiting out its backoff

    up = true;
    m_client->engine()->probeReachability();
    QTRY_COMPARE_WITH_TIMEOUT(m_outbox->entry(id)->state, OutboxEntry::State::Applied, 2000);
    QCOMPARE(reachability.last().at(0).toBool(), true);
}

void tst_Outbox::keyRefusedPausesUntilNewCredentials_data()
{
    QTest::addColumn<int>("status");
    QTest::addColumn<QByteArray>("code");
    QTest::newRow("401") << 401 << "unauthorized"_ba;
    QTest::newRow("403") << 403 << "forbidden"_ba;
    QTest::newRow("403 ip") << 403 << "ip_not_allowed"_ba;
}

void tst_Outbox::keyRefusedPausesUntilNewCredentials()
{
    QFETCH(int, status);
    QFETCH(QByteArray, code);
    bool refuse = true;
    m_nam->handler = [&](const auto &, int) {
        return refuse ? envelope(status, code.constData()) : applied(7);
    };
    QSignalSpy paused(m_outbox, &Outbox::pausedChanged);
    const qint64 a = m_outbox->enqueue(StockChange::delta(u"978"_s, 1));
    const qint64 b = m_outbox->enqueue(StockChange::delta(u"979"_s, 1));
    QTRY_VERIFY(m_outbox->isPaused());
    QCOMPARE(paused.size(), 1);
    QVERIFY(!m_outbox->pauseReason().isEmpty());
    QTest::qWait(300); // a retry would have happened by now (backoff 20..100 ms)
    QCOMPARE(m_nam->requests.size(), 1); // paused: the second is not tried with the same key
    QCOMPARE(m_outbox->entry(a)->state, OutboxEntry::State::Pending);
    QCOMPARE(m_outbox->entry(a)->httpStatus, status);
    QCOMPARE(m_outbox->entry(b)->state, OutboxEntry::State::Pending);
    QCOMPARE(m_outbox->pendingCount(), 2);

    // Reachability coming back does not end the pause, new credentials do.
    m_outbox->resume();
    QTest::qWait(100);
    QCOMPARE(m_nam->requests.size(), 1);
    refuse = false;
    m_outbox->credentialsChanged();
    QTRY_COMPARE(m_outbox->pendingCount(), 0);
    QVERIFY(!m_outbox->isPaused());
    QCOMPARE(m_outbox->entry(a)->state, OutboxEntry::State::Applied);
    QCOMPARE(m_outbox->entry(b)->state, OutboxEntry::State::Applied);
    QCOMPARE(m_nam->requests[1].request.rawHeader("Idempotency-Key"),
        m_nam->requests[0].request.rawHeader("Idempotency-Key"));
}

void tst_Outbox::olderKeyRejectionsRequeued()
{
    // A file written by an older console that rejected entries on 401: the server stored no
    // answer for them, so they are sent again with their keys; a 404 stays rejected.
    delete m_outbox;
    m_outbox = nullptr;
    m_path = m_dir.filePath(u"older-401.sqlite"_s);
    const QString insert
        = u"INSERT INTO stock_outbox (idempotency_key, server, app_id, code, mode,"
          " value, state, created_at, updated_at, http_status) VALUES (?,"
          " 'http://catalog.test/api/v1/client', 'app-1', '978', 'delta', 1,"
          " 'rejected', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z', ?)"_s;
    QCOMPARE(runOnFile(m_path,
                 { { olderStockTable + u")"_s, {} }, { insert, { u"k-401"_s, 401 } },
                     { insert, { u"k-404"_s, 404 } } }),
        1);
    m_nam->handler = [](const auto &, int) { return applied(2); };
    makeOutbox();
    QTRY_COMPARE(m_nam->requests.size(), 1);
    QTRY_COMPARE(m_outbox->pendingCount(), 0);
    QCOMPARE(m_nam->requests.first().request.rawHeader("Idempotency-Key"), "k-401"_ba);
    QTest::qWait(50);
    QCOMPARE(m_nam->requests.size(), 1);
}

// Offline for a while: the change reaches the server with the time it was scanned (contract §8
// scanned_at, RFC 3339 UTC), not the time it was sent.
void tst_Outbox::offlineScanKeepsItsScanTime()
{
    bool online = false;
    m_nam->handler = [&](const auto &, int) {
        return online ? applied(3) : FakeResponse::failure(QNetworkReply::ConnectionRefusedError);
    };
    const QDateTime before = QDateTime::currentDateTimeUtc();
    const qint64 id = m_outbox->enqueue(StockChange::delta(u"978"_s, -1));
    QTRY_VERIFY(m_nam->requests.size() >= 1);
    QTest::qWait(1200);
    online = true;
    m_outbox->resume();
    QTRY_COMPARE(m_outbox->entry(id)->state, OutboxEntry::State::Applied);
    const QJsonObject body = QJsonDocument::fromJson(m_nam->requests.last().body).object();
    const QString sent = body.value("scanned_at"_L1).toString();
    QVERIFY2(sent.endsWith(u'Z'), qPrintable(sent));
    const QDateTime scannedAt = QDateTime::fromString(sent, Qt::ISODate);
    QVERIFY(scannedAt.isValid());
    QVERIFY(qAbs(scannedAt.secsTo(before)) <= 1); // when it was scanned, not a second later
    QCOMPARE(m_nam->requests.first().body, m_nam->requests.last().body);
}

// A device clock far ahead: the server refuses the time alone (422 on scanned_at, nothing
// applied). The change goes again without it, under a new key, and is applied once.
void tst_Outbox::refusedScanTimeSentWithoutIt()
{
    m_nam->handler = [](const FakeNetworkAccessManager::Sent &sent, int) {
        if (sent.body.contains("scanned_at"))
            return FakeResponse::json(422,
                R"({"status":"error","error":{"code":"validation_failed","message":"m",)"
                R"("fields":{"scanned_at":"is more than 5 minutes in the future"}}})");
        return applied(6);
    };
    const qint64 id = m_outbox->enqueue(StockChange::delta(u"978"_s, 1));
    QTRY_COMPARE(m_outbox->entry(id)->state, OutboxEntry::State::Applied);
    QCOMPARE(m_nam->requests.size(), 2);
    QVERIFY(!m_nam->requests[1].body.contains("scanned_at"));
    QVERIFY(m_nam->requests[0].request.rawHeader("Idempotency-Key")
        != m_nam->requests[1].request.rawHeader("Idempotency-Key"));
    QVERIFY(m_outbox->entry(id)->omitScanTime);
    // Any other refusal stays a refusal.
    m_nam->handler = [](const auto &, int) { return envelope(404, "not_found"); };
    const qint64 unknown = m_outbox->enqueue(StockChange::delta(u"979"_s, 1));
    QTRY_COMPARE(m_outbox->entry(unknown)->state, OutboxEntry::State::Rejected);
}

// The key was revoked and a new one entered for the same connection: the waiting changes are
// sent with it, with their own Idempotency-Keys, and the counter is right all along.
void tst_Outbox::newKeyOfTheConnectionTakesOver()
{
    bool refuse = true;
    m_nam->handler
        = [&](const auto &, int) { return refuse ? envelope(403, "forbidden") : applied(7); };
    const qint64 a = m_outbox->enqueue(StockChange::delta(u"978"_s, 1));
    const qint64 b = m_outbox->enqueue(StockChange::delta(u"979"_s, 1));
    QTRY_VERIFY(m_outbox->isPaused());
    const QByteArray keyA = m_outbox->entry(a)->idempotencyKey;
    refuse = false;
    m_client->setServer(QUrl(u"http://catalog.test/api/v1/client"_s), u"app-2"_s, u"new"_s);
    QCOMPARE(m_outbox->pendingCount(), 2); // under the old key, but waiting: counted
    QCOMPARE(m_outbox->strandedCount(), 2);
    QCOMPARE(m_outbox->adoptFrom(u"app-1"_s), 2);
    QCOMPARE(m_outbox->strandedCount(), 0);
    m_outbox->credentialsChanged();
    QTRY_COMPARE(m_outbox->pendingCount(), 0);
    QCOMPARE(m_outbox->entry(a)->state, OutboxEntry::State::Applied);
    QCOMPARE(m_outbox->entry(b)->state, OutboxEntry::State::Applied);
    QCOMPARE(m_outbox->entry(a)->appId, u"app-2"_s);
    QCOMPARE(m_nam->requests[1].request.rawHeader("Idempotency-Key"), keyA);
    QCOMPARE(m_nam->requests[1].request.rawHeader("X-App-ID"), "app-2"_ba);
}

// Waiting under a key the connection no longer uses (another profile's key on this server):
// counted after a restart, listed, and each sent with the current key or discarded.
void tst_Outbox::strandedAreCountedAndDecided()
{
    m_nam->handler = [](const auto &, int) { return envelope(401, "unauthorized"); };
    const qint64 a = m_outbox->enqueue(StockChange::delta(u"978"_s, 1));
    const qint64 b = m_outbox->enqueue(StockChange::delta(u"979"_s, 1));
    QTRY_VERIFY(m_outbox->isPaused());
    m_nam->handler = [](const auto &, int) { return applied(2); };
    m_client->setServer(QUrl(u"http://catalog.test/api/v1/client"_s), u"app-3"_s, u"x"_s);
    makeOutbox(); // a restart with the other key
    QCOMPARE(m_outbox->pendingCount(), 2);
    QCOMPARE(m_outbox->strandedCount(), 2);
    QCOMPARE(m_outbox->waiting().size(), 2);
    QTest::qWait(200);
    const int sentBefore = int(m_nam->requests.size());
    QCOMPARE(sentBefore, 1); // paused at the first refusal; nothing sent under the other key

    QVERIFY(m_outbox->discard(b));
    QCOMPARE(m_outbox->entry(b)->state, OutboxEntry::State::Rejected);
    QCOMPARE(m_outbox->entry(b)->errorCode, u"discarded"_s);
    QVERIFY(m_outbox->sendWithCurrentKey(a));
    QTRY_COMPARE(m_outbox->entry(a)->state, OutboxEntry::State::Applied);
    QCOMPARE(m_outbox->pendingCount(), 0);
    QCOMPARE(m_nam->requests.size(), sentBefore + 1);
    QVERIFY(!m_outbox->discard(a)); // applied: nothing to discard
}

// A console killed while a scan was on the wire leaves it "sending": the next outbox on the
// file sends it again with its key, before the ones after it.
void tst_Outbox::sendingRecoveredAfterCrash()
{
    delete m_outbox;
    m_outbox = nullptr;
    m_nam->handler = [](const auto &, int) { return applied(4); };
    const QByteArray key = "crash-key-1";
    {
        makeOutbox();
        // Stored as a killed run leaves it: state "sending", attempts 1.
        const qint64 id = m_outbox->enqueueScan(OutboxEntry::Kind::Count, 3, u"978"_s, 2);
        QVERIFY(id > 0);
        delete m_outbox; // before the queued first send
        m_outbox = nullptr;
        QCOMPARE(runOnFile(m_path,
                     { { u"UPDATE outbox SET state = 'sending', attempts = 1,"
                         " idempotency_key = ? WHERE id = ?"_s,
                         { QString::fromLatin1(key), id } } }),
            1);
    }
    QVERIFY(m_nam->requests.isEmpty());
    makeOutbox();
    const QList<OutboxEntry> waiting = m_outbox->waiting();
    QCOMPARE(waiting.size(), 1);
    QCOMPARE(waiting.first().state, OutboxEntry::State::Pending);
    QTRY_COMPARE(m_outbox->pendingCount(), 0);
    QCOMPARE(m_nam->requests.size(), 1);
    QCOMPARE(m_nam->requests.first().request.rawHeader("Idempotency-Key"), key);
    QVERIFY(
        m_nam->requests.first().request.url().path().endsWith(u"/products/stock/counts/3/scans"_s));
}

// Finished entries do not pile up: pruned after the retention period, on open; waiting ones
// never.
void tst_Outbox::finishedEntriesPruned()
{
    m_nam->handler = [](const auto &, int index) {
        return index == 0 ? applied(1)
                          : FakeResponse::failure(QNetworkReply::ConnectionRefusedError);
    };
    const qint64 done = m_outbox->enqueue(StockChange::delta(u"978"_s, 1));
    QTRY_COMPARE(m_outbox->entry(done)->state, OutboxEntry::State::Applied);
    const qint64 waiting = m_outbox->enqueueScan(OutboxEntry::Kind::Receipt, 2, u"978"_s, 1);
    QTRY_VERIFY(m_nam->requests.size() >= 2);
    QCOMPARE(m_outbox->purgeFinished(QDateTime::currentDateTimeUtc().addDays(-1)), 0);
    // Finished 20 days ago.
    QCOMPARE(runOnFile(m_path,
                 { { u"UPDATE outbox SET updated_at = ? WHERE id IN (?, ?)"_s,
                     { QDateTime::currentDateTimeUtc().addDays(-20).toString(Qt::ISODateWithMs),
                         done, waiting } } }),
        2);
    makeOutbox(); // prunes on open (default: 14 days)
    QTRY_VERIFY(!m_outbox->entry(done));
    QVERIFY(m_outbox->entry(waiting));
    QCOMPARE(m_outbox->pendingCount(), 1);
}

// Every waiting scan is counted (the status bar's "Outbox: N waiting") and listed for the pane
// and document it was made in, offline too.
void tst_Outbox::everyKindCountedAndListed()
{
    m_nam->handler = [](const auto &, int) {
        return FakeResponse::failure(QNetworkReply::ConnectionRefusedError);
    };
    QSignalSpy pending(m_outbox, &Outbox::pendingCountChanged);
    QVERIFY(m_outbox->enqueue(StockChange::delta(u"111"_s, 1)) > 0);
    QVERIFY(m_outbox->enqueueScan(OutboxEntry::Kind::Count, 4, u"222"_s, 1) > 0);
    QVERIFY(m_outbox->enqueueScan(OutboxEntry::Kind::Receipt, 5, u"333"_s, 2) > 0);
    QVERIFY(m_outbox->enqueueScan(OutboxEntry::Kind::Receipt, 6, u"444"_s, 1) > 0);
    QVERIFY(m_outbox->enqueueScan(OutboxEntry::Kind::Return, 7, u"555"_s, -1) > 0);
    QCOMPARE(m_outbox->pendingCount(), 5);
    QCOMPARE(pending.last().first().toInt(), 5);
    QCOMPARE(m_outbox->pendingCount(OutboxEntry::Kind::Stock), 1);
    QCOMPARE(m_outbox->pendingCount(OutboxEntry::Kind::Count), 1);
    QCOMPARE(m_outbox->pendingCount(OutboxEntry::Kind::Receipt), 2);
    QCOMPARE(m_outbox->pendingCount(OutboxEntry::Kind::Receipt, 6), 1);
    QCOMPARE(m_outbox->pendingCount(OutboxEntry::Kind::Return, 7), 1);
    const QList<OutboxEntry> receipt = m_outbox->waiting(OutboxEntry::Kind::Receipt, 5);
    QCOMPARE(receipt.size(), 1);
    QCOMPARE(receipt.first().change.code, u"333"_s);
    QCOMPARE(receipt.first().quantity(), 2);
    QCOMPARE(receipt.first().documentId, 5);
    QCOMPARE(m_outbox->waiting().size(), 5);
    // Kept through a restart, still listed.
    makeOutbox();
    QCOMPARE(m_outbox->waiting(OutboxEntry::Kind::Return).size(), 1);
    QCOMPARE(m_outbox->pendingCount(), 5);
}

// A refused key (401/403) pauses the whole outbox, whatever kind is first; the new
// credentials send every kind with the same keys.
void tst_Outbox::keyRefusedPausesEveryKind()
{
    bool refused = true;
    m_nam->handler = [&refused](const FakeNetworkAccessManager::Sent &sent, int) {
        if (refused)
            return envelope(403, "forbidden");
        if (sent.request.url().path().contains(u"/counts/"_s))
            return FakeResponse::json(
                200, R"({"status":"success","data":{"code":"9","name":"n","counted":1}})");
        return applied(1);
    };
    QSignalSpy paused(m_outbox, &Outbox::pausedChanged);
    QVERIFY(m_outbox->enqueueScan(OutboxEntry::Kind::Count, 4, u"9"_s, 1) > 0);
    QVERIFY(m_outbox->enqueue(StockChange::delta(u"978"_s, 1)) > 0);
    QTRY_VERIFY(m_outbox->isPaused());
    QVERIFY(!m_outbox->pauseReason().isEmpty());
    QTest::qWait(100);
    QCOMPARE(m_nam->requests.size(), 1);
    QCOMPARE(m_outbox->pendingCount(), 2);
    refused = false;
    m_outbox->credentialsChanged();
    QTRY_COMPARE(m_outbox->pendingCount(), 0);
    QVERIFY(!m_outbox->isPaused());
    QCOMPARE(m_nam->requests.size(), 3);
    QCOMPARE(m_nam->requests[1].request.rawHeader("Idempotency-Key"),
        m_nam->requests[0].request.rawHeader("Idempotency-Key"));
}

// The stock outbox file of earlier versions, next to the one outbox, hands over its waiting
// changes (same keys, reason, scan time rule) and is gone.
void tst_Outbox::olderStockFileHandedOver()
{
    QDir folder(m_dir.filePath(u"upgrade"_s));
    QVERIFY(folder.mkpath(u"."_s));
    const QString insert
        = u"INSERT INTO stock_outbox (idempotency_key, server, app_id, code, mode,"
          " value, state, created_at, updated_at, reason, omit_scanned_at)"
          " VALUES (?, 'http://catalog.test/api/v1/client', 'app-1', '978', 'delta',"
          " -1, ?, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z',"
          " 'damaged', 0)"_s;
    QCOMPARE(
        runOnFile(folder.filePath(u"stock-outbox.sqlite"_s),
            { { olderStockTable
                      + u", reason TEXT, note TEXT, omit_scanned_at INTEGER NOT NULL DEFAULT 1)"_s,
                  {} },
                { insert, { u"k-a"_s, u"sending"_s } }, { insert, { u"k-b"_s, u"applied"_s } },
                { insert, { u"k-c"_s, u"pending"_s } } }),
        1);
    m_nam->handler = [](const auto &, int) { return applied(2); };
    delete m_outbox;
    m_outbox = nullptr;
    m_path = folder.filePath(u"outbox.sqlite"_s);
    makeOutbox();
    QCOMPARE(m_outbox->pendingCount(OutboxEntry::Kind::Stock), 2);
    QTRY_COMPARE(m_outbox->pendingCount(), 0);
    QVERIFY(!folder.exists(u"stock-outbox.sqlite"_s));
    QCOMPARE(m_nam->requests.size(), 2);
    QCOMPARE(m_nam->requests[0].request.rawHeader("Idempotency-Key"), "k-a"_ba);
    QCOMPARE(m_nam->requests[1].request.rawHeader("Idempotency-Key"), "k-c"_ba);
    const QJsonObject body = QJsonDocument::fromJson(m_nam->requests[0].body).object();
    QCOMPARE(body.value("reason"_L1).toString(), u"damaged"_s);
    QCOMPARE(body.value("scanned_at"_L1).toString(), u"2026-01-01T00:00:00Z"_s);
}

QTEST_GUILESS_MAIN(tst_Outbox)
#include "tst_outbox.moc"
