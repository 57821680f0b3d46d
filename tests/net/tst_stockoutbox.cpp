// The persistent stock outbox over a fake QNetworkAccessManager: stored before the first send,
// one key for every resend, applied / rejected / retried by the server's answer, and pending
// entries surviving the destruction of the outbox.
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

#include "net/apiclient.h"
#include "net/etagcache.h"
#include "net/stockoutbox.h"
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

} // namespace

class tst_StockOutbox : public QObject
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

private:
    void makeOutbox();
    StockOutbox *m_outbox = nullptr;
    ApiClient *m_client = nullptr;
    FakeNetworkAccessManager *m_nam = nullptr;
    QTemporaryDir m_dir;
    QString m_path;
};

void tst_StockOutbox::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
}

void tst_StockOutbox::init()
{
    static int n = 0;
    m_path = m_dir.filePath(u"outbox-%1.sqlite"_s.arg(++n));
    m_nam = new FakeNetworkAccessManager;
    m_client = new ApiClient(m_nam, new EtagCache(EtagCache::Persistence::MemoryOnly, {}, m_nam));
    m_client->setServer(QUrl(u"http://catalog.test/api/v1/client"_s), u"app-1"_s, u"s3cret"_s);
    makeOutbox();
}

void tst_StockOutbox::makeOutbox()
{
    delete m_outbox;
    m_outbox = new StockOutbox(m_client, m_path);
    m_outbox->setRetryPolicy(RetryPolicy(0, 20, 100));
    QVERIFY2(m_outbox->isOpen(), qPrintable(m_outbox->lastError()));
}

void tst_StockOutbox::cleanup()
{
    delete m_outbox;
    m_outbox = nullptr;
    delete m_client;
    m_client = nullptr;
    delete m_nam;
    m_nam = nullptr;
}

void tst_StockOutbox::storedBeforeFirstSend()
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
                QSqlQuery q(u"SELECT id, state, idempotency_key FROM stock_outbox"_s, db);
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

void tst_StockOutbox::resendsWithSameKeyUntilAnswered()
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
    connect(m_outbox, &StockOutbox::entryChanged, this,
        [&states](const OutboxEntry &e) { states << e.state; });
    QSignalSpy pending(m_outbox, &StockOutbox::pendingCountChanged);
    const qint64 id = m_outbox->enqueue(StockChange::set(u"978"_s, 12));
    QTRY_COMPARE_WITH_TIMEOUT(m_outbox->entry(id)->state, OutboxEntry::State::Applied, 10000);
    QCOMPARE(m_outbox->entry(id)->resultStock, 12);
    QVERIFY(m_nam->requests.size() >= 4);
    const QByteArray key = m_nam->requests[0].request.rawHeader("Idempotency-Key");
    for (const auto &sent : std::as_const(m_nam->requests)) {
        QCOMPARE(sent.request.rawHeader("Idempotency-Key"), key);
        QCOMPARE(sent.body, R"({"code":"978","stock":12})"_ba);
    }
    using S = OutboxEntry::State;
    QCOMPARE(states.first(), S::Pending);
    QVERIFY(states.contains(S::Sending));
    QCOMPARE(states.last(), S::Applied);
    QCOMPARE(m_outbox->pendingCount(), 0);
    QCOMPARE(pending.last().at(0).toInt(), 0);
}

void tst_StockOutbox::rejectedAndRequeued()
{
    m_nam->handler = [](const auto &, int index) {
        if (index == 0)
            return envelope(403, "forbidden");
        return applied(3);
    };
    const qint64 id = m_outbox->enqueue(StockChange::delta(u"978"_s, -1));
    QTRY_COMPARE(m_outbox->entry(id)->state, OutboxEntry::State::Rejected);
    QCOMPARE(m_outbox->entry(id)->errorCode, u"forbidden"_s);
    QCOMPARE(m_outbox->entry(id)->httpStatus, 403);
    QVERIFY(!m_outbox->entry(id)->errorMessage.isEmpty());
    QCOMPARE(m_nam->requests.size(), 1);

    QVERIFY(m_outbox->requeue(id));
    QTRY_COMPARE(m_outbox->entry(id)->state, OutboxEntry::State::Applied);
    QCOMPARE(m_nam->requests[1].request.rawHeader("Idempotency-Key"),
        m_nam->requests[0].request.rawHeader("Idempotency-Key"));
    QVERIFY(!m_outbox->requeue(id)); // only rejected entries
}

void tst_StockOutbox::inProgressIsRetried()
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
    QCOMPARE(m_nam->requests.last().body, R"({"code":"978","expected_stock":4,"stock":5})"_ba);
}

void tst_StockOutbox::survivesDestruction()
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

void tst_StockOutbox::onlyForItsServer()
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

QTEST_GUILESS_MAIN(tst_StockOutbox)
#include "tst_stockoutbox.moc"
