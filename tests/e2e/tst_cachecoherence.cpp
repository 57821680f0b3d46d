// The response cache never serves what an acknowledged write changed, and keeps what it did
// not change (contract §7), end to end and under concurrent readers.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <atomic>
#include <thread>

#include "tests/e2e/catalogfixture.h"
#include "tests/support/blockinghttp.h"
#include "tests/support/httptestclient.h"
#include "tests/support/testserver.h"

using namespace Qt::StringLiterals;

namespace {

// Book 1 of the fixture (seller 1).
const QByteArray bookCode = QByteArrayLiteral("9789943012349");

qint64 stockOfBook1In(const QByteArray &mineBody)
{
    const QJsonArray items = QJsonDocument::fromJson(mineBody)[u"data"_s].toArray();
    for (const QJsonValue &item : items) {
        if (item[u"id"_s].toInteger() == 1)
            return item[u"stock"_s].toInteger(-1);
    }
    return -1;
}

} // namespace

class TestCacheCoherence : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void noStaleReadAfterAcknowledgedWrite();
    void writeKeepsUnrelatedEntries();

private:
    std::unique_ptr<HttpTestClient> client(const TestServer::Key &key) const;

    TestServer m_server;
    TestServer::Key m_seller1;
    TestServer::Key m_seller2;
};

std::unique_ptr<HttpTestClient> TestCacheCoherence::client(const TestServer::Key &key) const
{
    auto result = std::make_unique<HttpTestClient>(m_server.baseUrl());
    result->setCredentials(key.appId, key.secret);
    return result;
}

void TestCacheCoherence::initTestCase()
{
    QVERIFY(CatalogFixture::importInto(m_server));
    const QStringList generous { u"--rate-per-second"_s, u"100000"_s, u"--rate-per-minute"_s,
        u"10000000"_s };
    m_seller1 = m_server.createKey(
        u"read,stock:write"_s, QStringList { u"--seller"_s, u"1"_s } + generous);
    m_seller2 = m_server.createKey(
        u"read,stock:write"_s, QStringList { u"--seller"_s, u"2"_s } + generous);
    QVERIFY(m_server.start());
}

// Two clients refresh /products/mine (no-cache) while a third sets the stock and, after each
// acknowledged write, reads it plainly: the plain read must show the written value. A read
// that began before the write must not store its older body after it (the reported race:
// ~6 % stale answers served as HIT for up to 120 s).
void TestCacheCoherence::noStaleReadAfterAcknowledgedWrite()
{
    std::atomic<bool> done { false };
    std::atomic<int> refreshes { 0 };
    const auto refresher = [&] {
        BlockingHttp http(m_server.baseUrl(), m_seller1.appId, m_seller1.secret);
        while (!done) {
            if (http.get(u"/products/mine"_s, { { "Cache-Control", "no-cache" } }).status == 200)
                ++refreshes;
        }
    };
    std::thread first(refresher);
    std::thread second(refresher);

    BlockingHttp writer(m_server.baseUrl(), m_seller1.appId, m_seller1.secret);
    BlockingHttp reader(m_server.baseUrl(), m_seller1.appId, m_seller1.secret);
    int writes = 0;
    QStringList stale;
    QElapsedTimer timer;
    timer.start();
    for (int stock = 1; timer.elapsed() < 6000 && stale.size() < 5; ++stock) {
        const auto write = writer.post(u"/products/stock/by-code"_s,
            QByteArray(
                R"({"code":")" + bookCode + R"(","stock":)" + QByteArray::number(stock) + "}"));
        if (write.status != 200)
            break;
        ++writes;
        const auto read = reader.get(u"/products/mine"_s);
        const qint64 seen = stockOfBook1In(read.body);
        if (seen != stock) {
            stale << u"wrote %1, read %2 (%3)"_s.arg(stock).arg(seen).arg(
                QString::fromLatin1(read.header("X-API-Cache")));
        }
    }
    done = true;
    first.join();
    second.join();
    qInfo("%d writes, %d concurrent refreshes", writes, refreshes.load());
    QVERIFY2(writes > 100, "too few writes to show the race");
    QVERIFY2(refreshes > 100, "too few concurrent refreshes to show the race");
    QVERIFY2(stale.isEmpty(), qPrintable(stale.join(u"; "_s)));
}

// A stock write drops what it can change and nothing else.
void TestCacheCoherence::writeKeepsUnrelatedEntries()
{
    auto seller1 = client(m_seller1);
    auto seller2 = client(m_seller2);
    const QStringList changed { u"/products/book/1"_s, u"/products/books"_s,
        u"/products/recommendation/books"_s, u"/products/mine"_s, u"/products/sellers/list"_s,
        u"/products/sellers/profile/1/1"_s,
        u"/products/sellers/1/code/"_s + QString::fromLatin1(bookCode) };
    const QStringList unrelated { u"/products/book/2"_s, u"/products/stationery"_s,
        u"/products/stationery/2"_s, u"/search/categories"_s, u"/search?q=harry"_s,
        u"/products/sellers/2/code/9789943012356"_s, u"/products/sellers/profile/2/1"_s };
    for (const QString &path : changed + unrelated) {
        seller1->get(path);
        QCOMPARE(seller1->get(path).header("X-API-Cache"), QByteArray("HIT"));
    }
    seller2->get(u"/products/mine"_s);
    QCOMPARE(seller2->get(u"/products/mine"_s).header("X-API-Cache"), QByteArray("HIT"));

    const auto write = seller1->post(u"/products/stock/by-code"_s,
        QByteArray(R"({"code":")" + bookCode + R"(","delta":1})"),
        { { "Content-Type", "application/json" } });
    QCOMPARE(write.status, 200);

    for (const QString &path : changed)
        QVERIFY2(seller1->get(path).header("X-API-Cache") == "MISS", qPrintable(path));
    for (const QString &path : unrelated)
        QVERIFY2(seller1->get(path).header("X-API-Cache") == "HIT", qPrintable(path));
    QCOMPARE(seller2->get(u"/products/mine"_s).header("X-API-Cache"), QByteArray("HIT"));
}

QTEST_GUILESS_MAIN(TestCacheCoherence)
#include "tst_cachecoherence.moc"
