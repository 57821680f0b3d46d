// Heavy reads apart (contract §10): a history read whose cost grows with the
// seller's data runs on a thread of its own, so another key's cached GET is answered at once
// even by a server with one worker thread that is flooded with such reads.
#include <QElapsedTimer>
#include <QSqlError>
#include <QSqlQuery>
#include <QTest>
#include <vector>

#include "tests/support/httptestclient.h"
#include "tests/support/testserver.h"

#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace {
const QString pen = u"4781000000011"_s; // tests/e2e/fixtures/counts.json, seller 1
constexpr int movements = 200'000;
constexpr int heavyReads = 8;

int connectTo(quint16 port)
{
    sockaddr_in address {};
    address.sin_family = AF_INET;
    address.sin_port = htons(port);
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    if (fd >= 0
        && ::connect(fd, reinterpret_cast<const sockaddr *>(&address), sizeof address) != 0) {
        ::close(fd);
        return -1;
    }
    return fd;
}

QByteArray requestOf(const QString &path, const TestServer::Key &key, bool noCache)
{
    return "GET /api/v1/client" + path.toUtf8() + " HTTP/1.1\r\nHost: 127.0.0.1\r\nX-App-ID: "
        + key.appId.toLatin1() + "\r\nX-App-Secret: " + key.secret.toLatin1() + "\r\n"
        + (noCache ? "Cache-Control: no-cache\r\n" : "") + "\r\n";
}

// Whether a whole answer (head and Content-Length bytes of body) is in buffer.
bool complete(const QByteArray &buffer)
{
    const qsizetype headEnd = buffer.indexOf("\r\n\r\n");
    if (headEnd < 0)
        return false;
    const QByteArray head = buffer.left(headEnd).toLower();
    const qsizetype at = head.indexOf("content-length:");
    if (at < 0)
        return true;
    const qsizetype lineEnd = head.indexOf("\r\n", at);
    const qint64 length
        = head.mid(at + 15, lineEnd < 0 ? -1 : lineEnd - at - 15).trimmed().toLongLong();
    return buffer.size() >= headEnd + 4 + length;
}
} // namespace

class TestHeavyReads : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cachedGetsAreNotQueuedBehindHeavyReads();
};

void TestHeavyReads::cachedGetsAreNotQueuedBehindHeavyReads()
{
    TestServer server;
    QVERIFY(server.importFile(QStringLiteral(CATALOG_COUNTS_FIXTURE)));
    const QStringList generous { u"--rate-per-second"_s, u"10000"_s, u"--rate-per-minute"_s,
        u"1000000"_s };
    const auto till
        = server.createKey(u"read,stock:write"_s, QStringList { u"--seller"_s, u"1"_s } + generous);
    const auto other
        = server.createKey(u"read"_s, QStringList { u"--seller"_s, u"2"_s } + generous);
    // A long history of one product: its code's history is read through the product's index,
    // every movement of it checked against the time (none is that late), on both engines.
    {
        QSqlDatabase db = server.openDatabase(u"seed"_s);
        QVERIFY2(db.isOpen(), qPrintable(db.lastError().text()));
        {
            QSqlQuery insert(db);
            const QString select = u"SELECT 'seed', p.pk, 1, 2, 1, '2026-01-01T00:00:00.000Z', "
                                   "'received' FROM products p"_s;
            const QString statement = TestServer::isPostgreSql()
                ? u"INSERT INTO stock_movements (app_id, product_pk, stock_before, stock_after, "
                  "delta, at, reason) "_s
                    + select + u", generate_series(1, %1) WHERE p.code = '%2'"_s
                : u"WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < %1) "
                  "INSERT INTO stock_movements (app_id, product_pk, stock_before, stock_after, "
                  "delta, at, reason) "_s
                    + select + u", n WHERE p.code = '%2'"_s;
            QVERIFY2(insert.exec(statement.arg(movements).arg(pen)),
                qPrintable(insert.lastError().text()));
            QCOMPARE(insert.numRowsAffected(), movements);
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(u"seed"_s);
    QVERIFY(server.start({ u"--workers"_s, u"1"_s }));

    HttpTestClient client(server.baseUrl());
    client.setCredentials(other.appId, other.secret);
    const QString cached = u"/products/mine?per_page=5"_s;
    QCOMPARE(client.get(cached).status, 200);
    QCOMPARE(client.get(cached).header("X-API-Cache"), QByteArray("HIT"));

    // Heavy reads on connections of their own, then the cached GET of the other key.
    const QByteArray heavy = requestOf(
        u"/products/stock/movements?code=%1&since=2099-01-01T00:00:00Z"_s.arg(pen), till, true);
    std::vector<int> sockets;
    for (int i = 0; i < heavyReads; ++i) {
        const int fd = connectTo(server.port());
        QVERIFY(fd >= 0);
        sockets.push_back(fd);
        QCOMPARE(::send(fd, heavy.constData(), size_t(heavy.size()), MSG_NOSIGNAL), heavy.size());
    }
    QTest::qWait(5);
    const int light = connectTo(server.port());
    QVERIFY(light >= 0);
    sockets.push_back(light);
    const QByteArray lightRequest = requestOf(cached, other, false);
    QCOMPARE(::send(light, lightRequest.constData(), size_t(lightRequest.size()), MSG_NOSIGNAL),
        lightRequest.size());

    // Answers in the order they complete.
    std::vector<QByteArray> buffers(sockets.size());
    std::vector<bool> done(sockets.size(), false);
    QList<int> order; // indexes into sockets
    QElapsedTimer clock;
    clock.start();
    while (order.size() < qsizetype(sockets.size()) && clock.elapsed() < 60'000) {
        std::vector<pollfd> polls;
        for (const int fd : sockets)
            polls.push_back({ fd, POLLIN, 0 });
        QVERIFY(::poll(polls.data(), polls.size(), 1000) >= 0);
        for (size_t i = 0; i < polls.size(); ++i) {
            if (done[i] || !(polls[i].revents & POLLIN))
                continue;
            char chunk[16384];
            const ssize_t read = ::recv(sockets[i], chunk, sizeof chunk, 0);
            QVERIFY2(read > 0, "a connection closed without its answer");
            buffers[i].append(chunk, read);
            if (complete(buffers[i])) {
                done[i] = true;
                order << int(i);
            }
        }
    }
    for (const int fd : sockets)
        ::close(fd);
    QCOMPARE(order.size(), qsizetype(sockets.size()));
    for (const QByteArray &answer : buffers)
        QVERIFY2(answer.startsWith("HTTP/1.1 200"), answer.left(200).constData());
    QVERIFY(buffers.back().contains("X-API-Cache: HIT"));
    // The cached GET came before most heavy reads had been answered (in one worker thread
    // it waited behind all of them).
    const qsizetype lightAt = order.indexOf(heavyReads);
    qInfo("the cached GET came after %lld of %d heavy reads, all answered in %lld ms",
        qint64(lightAt), heavyReads, clock.elapsed());
    QVERIFY2(lightAt <= 2,
        qPrintable(u"the cached GET was answered after %1 of %2 heavy reads"_s.arg(lightAt).arg(
            heavyReads)));
    QCOMPARE(server.stop(), 0);
}

QTEST_GUILESS_MAIN(TestHeavyReads)
#include "tst_heavyreads.moc"
