// HTTP/1.1 framing against the real server over raw sockets (contract §3 "HTTP framing"):
// ambiguous framing is refused and closes the connection, bodies stay bounded in memory
// whatever the framing trick, Connection: close / HTTP/1.0 / Upgrade / 304 / HEAD are
// handled as RFC 9112 says, and connections are capped per client address.
#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QFile>
#include <QHostAddress>
#include <QRegularExpression>
#include <QTcpSocket>
#include <QTest>

#include "tests/e2e/catalogfixture.h"
#include "tests/support/httptestclient.h"
#include "tests/support/testserver.h"

#include <sys/socket.h>

using namespace Qt::StringLiterals;

namespace {

struct Exchange
{
    QByteArray answer;
    bool closed = false;
    qint64 closedAfterMs = -1; // from the end of sending
    int responses() const
    {
        static const QRegularExpression statusLine(u"HTTP/1\\.1 \\d{3} "_s);
        return int(QString::fromLatin1(answer).count(statusLine));
    }
};

// Body bytes that look like a stream of small requests to anything that scans for heads
// instead of parsing the framing (how both reproductions got past the old guard).
QByteArray headLike(qsizetype size)
{
    const QByteArray request = "GET /x HTTP/1.1\r\nHost: t\r\n\r\n";
    QByteArray bytes;
    bytes.reserve(size + request.size());
    while (bytes.size() < size)
        bytes += request;
    bytes.truncate(size);
    return bytes;
}

// The header block of the first response only.
QByteArray headBlock(const QByteArray &answer)
{
    return answer.left(answer.indexOf("\r\n\r\n") + 2);
}

} // namespace

class TestHttpFraming : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void refusedFraming_data();
    void refusedFraming();
    void chunkDataLookingLikeTheEndIsCounted();
    void duplicateContentLengthIsRefusedUnread();
    void connectionCloseIsHonoured_data();
    void connectionCloseIsHonoured();
    void notModifiedHasNoContentLength();
    void headHasTheGetHeadersButNoBody();
    void upgradeGetsExactlyOneAnswer();
    void pipelinedRequestsAreAnsweredInOrder();
    void halfClosedClientIsAnswered();
    void traceIsMethodNotAllowed();
    void encodedSlashIsNotARoute();
    void expectContinueIsAnswered();
    void halfAHeadTimesOut();
    void connectionsAreCappedPerAddress();

private:
    QByteArray credentials() const;
    Exchange exchange(
        const QByteArray &request, int waitMs = 3000, const QHostAddress &source = QHostAddress());
    // Sends head, then body pieces from next() until the server closes or total is sent.
    qint64 streamBody(const QByteArray &head, const std::function<QByteArray()> &next, qint64 total,
        QByteArray *answer);
    bool othersAreServed();

    TestServer m_server;
    TestServer::Key m_key;
};

void TestHttpFraming::initTestCase()
{
    TestServer::raiseOpenFileLimit();

    QVERIFY(CatalogFixture::importInto(m_server));
    m_key = m_server.createKey(u"read,stock:write"_s, TestServer::seller1Unthrottled);
    QVERIFY(m_server.start());
}

QByteArray TestHttpFraming::credentials() const
{
    return "X-App-ID: " + m_key.appId.toUtf8() + "\r\nX-App-Secret: " + m_key.secret.toUtf8()
        + "\r\n";
}

Exchange TestHttpFraming::exchange(
    const QByteArray &request, int waitMs, const QHostAddress &source)
{
    Exchange result;
    QTcpSocket socket;
    if (!source.isNull() && !socket.bind(source))
        return result;
    socket.connectToHost(QHostAddress::LocalHost, m_server.port());
    if (!socket.waitForConnected(5000))
        return result;
    socket.write(request);
    socket.waitForBytesWritten(5000);
    QElapsedTimer sent;
    sent.start();
    const QDeadlineTimer deadline(waitMs);
    while (!deadline.hasExpired() && socket.state() == QAbstractSocket::ConnectedState) {
        socket.waitForReadyRead(20);
        result.answer += socket.readAll();
    }
    result.answer += socket.readAll();
    result.closed = socket.state() != QAbstractSocket::ConnectedState;
    if (result.closed)
        result.closedAfterMs = sent.elapsed();
    return result;
}

qint64 TestHttpFraming::streamBody(const QByteArray &head, const std::function<QByteArray()> &next,
    qint64 total, QByteArray *answer)
{
    QTcpSocket socket;
    socket.connectToHost(QHostAddress::LocalHost, m_server.port());
    if (!socket.waitForConnected(5000))
        return -1;
    socket.write(head);
    // The head arrives in a read of its own: a byte scanner then sees it end there.
    socket.waitForBytesWritten(1000);
    QTest::qWait(200);
    qint64 sent = 0;
    while (sent < total && socket.state() == QAbstractSocket::ConnectedState) {
        const QByteArray piece = next();
        socket.write(piece);
        sent += piece.size();
        socket.waitForBytesWritten(1000);
        socket.waitForReadyRead(1);
        *answer += socket.readAll();
    }
    socket.waitForReadyRead(1000);
    *answer += socket.readAll();
    return sent;
}

bool TestHttpFraming::othersAreServed()
{
    HttpTestClient client(m_server.baseUrl());
    client.setCredentials(m_key.appId, m_key.secret);
    return client.get(u"/products/books"_s, { { "Cache-Control", "no-cache" } }).status == 200;
}

void TestHttpFraming::refusedFraming_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QByteArray>("status");
    QTest::addColumn<QByteArray>("code");

    const QByteArray get = "GET /api/v1/client/products/books HTTP/1.1\r\nHost: test\r\n";
    const QByteArray post = "POST /api/v1/client/products/stock/by-code HTTP/1.1\r\nHost: test\r\n"
                            "Content-Type: application/json\r\n";
    QByteArray fields;
    for (int i = 0; i < 101; ++i)
        fields += "X-F" + QByteArray::number(i) + ": v\r\n";

    QTest::newRow("101 header fields") << get + fields + "\r\n"
                                       << QByteArray("431") << QByteArray("header_too_large");
    QTest::newRow("header line without colon") << get + "NoColon\r\n\r\n"
                                               << QByteArray("400") << QByteArray("bad_request");
    QTest::newRow("two Content-Length values")
        << post + "Content-Length: 2\r\nContent-Length: 3\r\n\r\n{}" << QByteArray("400")
        << QByteArray("bad_request");
    QTest::newRow("Content-Length and chunked")
        << post + "Content-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n"
        << QByteArray("400") << QByteArray("bad_request");
    QTest::newRow("bad chunk size") << post + "Transfer-Encoding: chunked\r\n\r\nxyz\r\n{}\r\n"
                                    << QByteArray("400") << QByteArray("bad_request");
    QTest::newRow("NUL in a header") << get + QByteArray("X-A: a\0b\r\n\r\n", 11)
                                     << QByteArray("400") << QByteArray("bad_request");
    QTest::newRow("obsolete line folding") << get + "X-A: a\r\n b\r\n\r\n"
                                           << QByteArray("400") << QByteArray("bad_request");
    QTest::newRow("HTTP/1.1 without Host")
        << "GET /api/v1/client/products/books HTTP/1.1\r\n" + credentials() + "\r\n"
        << QByteArray("400") << QByteArray("bad_request");
    QTest::newRow("unknown method") << QByteArray("BREW /api/v1/client/products/books HTTP/1.1\r\n"
                                                  "Host: test\r\n\r\n")
                                    << QByteArray("405") << QByteArray("BREW");
    QTest::newRow("17 KiB head") << get + "X-Pad: " + QByteArray(17 * 1024, 'a') + "\r\n\r\n"
                                 << QByteArray("431") << QByteArray("header_too_large");
}

void TestHttpFraming::refusedFraming()
{
    QFETCH(QByteArray, request);
    QFETCH(QByteArray, status);
    QFETCH(QByteArray, code);
    const Exchange result = exchange(request);
    QVERIFY2(result.answer.startsWith(QByteArray("HTTP/1.1 " + status + ' ')),
        result.answer.constData());
    QVERIFY2(result.answer.contains(code), result.answer.constData());
    QVERIFY(headBlock(result.answer).contains("\r\nConnection: close\r\n"));
    QVERIFY2(result.closed && result.closedAfterMs < 1000, "the server kept the connection");
    QCOMPARE(result.responses(), 1);
}

// The old guard took a chunk whose data is "0\r\n" for the end of the body and let the rest
// through to the HTTP library behind it (QHttpServer then), which buffered it all.
void TestHttpFraming::chunkDataLookingLikeTheEndIsCounted()
{
    const qint64 rssBefore = m_server.rssKiB();
    const QByteArray head = "POST /api/v1/client/products/stock/by-code HTTP/1.1\r\nHost: test\r\n"
                            "Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n"
        + credentials() + "\r\n3\r\n0\r\n\r\n";
    const QByteArray chunk = "100000\r\n" + headLike(1024 * 1024) + "\r\n";
    QByteArray answer;
    const qint64 total = 150LL * 1024 * 1024;
    const qint64 sent = streamBody(
        head, [&] { return chunk; }, total, &answer);
    QVERIFY2(answer.isEmpty() || answer.startsWith("HTTP/1.1 413"), answer.left(200).constData());
    QVERIFY2(sent < total, "the server read a 150 MB chunked body to the end");
    const qint64 rssAfter = m_server.rssKiB();
    QVERIFY2(rssAfter - rssBefore < 20 * 1024,
        qPrintable(u"server memory grew from %1 KiB to %2 KiB"_s.arg(rssBefore).arg(rssAfter)));
    QVERIFY(othersAreServed());
}

void TestHttpFraming::duplicateContentLengthIsRefusedUnread()
{
    const qint64 rssBefore = m_server.rssKiB();
    const QByteArray head = "POST /api/v1/client/products/stock/by-code HTTP/1.1\r\nHost: test\r\n"
                            "Content-Type: application/json\r\nContent-Length: 209715200\r\n"
                            "Content-Length: 0\r\n\r\n";
    const QByteArray piece = headLike(1024 * 1024);
    QByteArray answer;
    const qint64 total = 100LL * 1024 * 1024;
    const qint64 sent = streamBody(
        head, [&] { return piece; }, total, &answer);
    QVERIFY2(answer.isEmpty() || answer.startsWith("HTTP/1.1 400"), answer.left(200).constData());
    QVERIFY2(sent < total, "the server read 100 MiB after an ambiguous Content-Length");
    const qint64 rssAfter = m_server.rssKiB();
    QVERIFY2(rssAfter - rssBefore < 20 * 1024,
        qPrintable(u"server memory grew from %1 KiB to %2 KiB"_s.arg(rssBefore).arg(rssAfter)));
    QVERIFY(othersAreServed());
}

void TestHttpFraming::connectionCloseIsHonoured_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<bool>("closes");
    QTest::addColumn<QByteArray>("connectionHeader");
    QTest::newRow("1.1 Connection: close")
        << QByteArray("GET /healthz HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n") << true
        << QByteArray("close");
    QTest::newRow("1.0") << QByteArray("GET /healthz HTTP/1.0\r\n\r\n") << true
                         << QByteArray("close");
    QTest::newRow("1.0 keep-alive")
        << QByteArray("GET /healthz HTTP/1.0\r\nConnection: keep-alive\r\n\r\n") << false
        << QByteArray("keep-alive");
    QTest::newRow("1.1") << QByteArray("GET /healthz HTTP/1.1\r\nHost: test\r\n\r\n") << false
                         << QByteArray();
}

void TestHttpFraming::connectionCloseIsHonoured()
{
    QFETCH(QByteArray, request);
    QFETCH(bool, closes);
    QFETCH(QByteArray, connectionHeader);
    const Exchange result = exchange(request, 1500);
    QVERIFY2(result.answer.startsWith("HTTP/1.1 200"), result.answer.constData());
    QCOMPARE(result.responses(), 1);
    QCOMPARE(result.closed, closes);
    if (closes)
        QVERIFY(result.closedAfterMs < 1000);
    const QByteArray head = headBlock(result.answer);
    if (connectionHeader.isEmpty())
        QVERIFY(!head.contains("Connection:"));
    else
        QVERIFY(head.contains(QByteArray("\r\nConnection: " + connectionHeader + "\r\n")));
}

void TestHttpFraming::notModifiedHasNoContentLength()
{
    const QByteArray request = "GET /api/v1/client/products/books HTTP/1.1\r\nHost: test\r\n"
        + credentials() + "If-None-Match: *\r\nConnection: close\r\n\r\n";
    const Exchange result = exchange(request);
    QVERIFY2(result.answer.startsWith("HTTP/1.1 304"), result.answer.constData());
    QVERIFY(!result.answer.contains("Content-Length"));
    QVERIFY(!result.answer.contains("Content-Type"));
    QVERIFY(result.answer.endsWith("\r\n\r\n")); // no body
    QVERIFY(result.closed);
}

void TestHttpFraming::headHasTheGetHeadersButNoBody()
{
    const QByteArray target = "/api/v1/client/products/books?per_page=3";
    const QByteArray rest = " HTTP/1.1\r\nHost: test\r\n" + credentials() + "\r\n";
    const Exchange get = exchange("GET " + target + rest, 1000);
    const Exchange head = exchange("HEAD " + target + rest, 1000);
    QVERIFY2(head.answer.startsWith("HTTP/1.1 200"), head.answer.constData());
    const auto contentLength = [](const QByteArray &answer) {
        const qsizetype at = answer.indexOf("\r\nContent-Length: ");
        return answer.mid(at + 18, answer.indexOf("\r\n", at + 2) - at - 18);
    };
    QVERIFY(!contentLength(get.answer).isEmpty());
    QCOMPARE(contentLength(head.answer), contentLength(get.answer));
    QVERIFY(head.answer.endsWith("\r\n\r\n"));
    QCOMPARE(head.responses(), 1);
}

void TestHttpFraming::upgradeGetsExactlyOneAnswer()
{
    const QByteArray request = "GET /api/v1/client/products/books HTTP/1.1\r\nHost: test\r\n"
                               "Upgrade: websocket\r\nConnection: Upgrade\r\n"
                               "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
                               "Sec-WebSocket-Version: 13\r\n"
        + credentials() + "\r\n";
    const Exchange result = exchange(request, 1500);
    QVERIFY2(result.answer.startsWith("HTTP/1.1 200"), result.answer.constData());
    QCOMPARE(result.responses(), 1);
}

void TestHttpFraming::pipelinedRequestsAreAnsweredInOrder()
{
    const QByteArray request = "GET /api/v1/client/products/books?per_page=1 HTTP/1.1\r\n"
                               "Host: test\r\n"
        + credentials() + "\r\nGET /api/v1/client/nowhere HTTP/1.1\r\nHost: test\r\n"
        + credentials() + "\r\nGET /healthz HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n";
    const Exchange result = exchange(request);
    QCOMPARE(result.responses(), 3);
    const qsizetype first = result.answer.indexOf("HTTP/1.1 200");
    const qsizetype second = result.answer.indexOf("HTTP/1.1 404");
    const qsizetype third = result.answer.lastIndexOf("HTTP/1.1 200");
    QVERIFY(first == 0 && first < second && second < third);
    QVERIFY(result.answer.endsWith("{\"status\":\"ok\"}"));
    QVERIFY(result.closed);
}

// A client may shut its sending side after the requests (RFC 9112 §9.6): still answered.
void TestHttpFraming::halfClosedClientIsAnswered()
{
    QTcpSocket socket;
    socket.connectToHost(QHostAddress::LocalHost, m_server.port());
    QVERIFY(socket.waitForConnected(5000));
    socket.write("GET /healthz HTTP/1.1\r\nHost: test\r\n\r\n"
                 "GET /healthz HTTP/1.1\r\nHost: test\r\n\r\n");
    QVERIFY(socket.waitForBytesWritten(3000));
    QCOMPARE(::shutdown(int(socket.socketDescriptor()), SHUT_WR), 0);
    QByteArray answer;
    QTRY_VERIFY_WITH_TIMEOUT((answer += socket.readAll()).count("HTTP/1.1 200") == 2, 3000);
}

void TestHttpFraming::traceIsMethodNotAllowed()
{
    const Exchange result = exchange(
        "TRACE /api/v1/client/products/books HTTP/1.1\r\nHost: test\r\n" + credentials() + "\r\n");
    QVERIFY2(result.answer.startsWith("HTTP/1.1 405"), result.answer.constData());
    QVERIFY(result.answer.contains("TRACE"));
    QVERIFY(result.answer.contains("\r\nAllow: GET, HEAD\r\n"));
}

void TestHttpFraming::encodedSlashIsNotARoute()
{
    for (const QByteArray &path : { QByteArray("/api/v1/client/products%2Fbooks"),
             QByteArray("/api/v1/client%2fproducts/books") }) {
        const Exchange result = exchange("GET " + path + " HTTP/1.1\r\nHost: test\r\n"
            + credentials() + "Connection: close\r\n\r\n");
        QVERIFY2(result.answer.startsWith("HTTP/1.1 404"), result.answer.constData());
        QVERIFY(result.answer.contains("not_found"));
    }
}

void TestHttpFraming::expectContinueIsAnswered()
{
    QTcpSocket socket;
    socket.connectToHost(QHostAddress::LocalHost, m_server.port());
    QVERIFY(socket.waitForConnected(5000));
    socket.write("POST /api/v1/client/products/stock/by-code HTTP/1.1\r\nHost: test\r\n"
                 "Content-Type: application/json\r\nExpect: 100-continue\r\nContent-Length: 2\r\n"
        + credentials() + "\r\n");
    QTRY_VERIFY_WITH_TIMEOUT(socket.bytesAvailable() > 0, 3000);
    QCOMPARE(socket.readAll(), QByteArray("HTTP/1.1 100 Continue\r\n\r\n"));
    socket.write("{}");
    QTRY_VERIFY_WITH_TIMEOUT(socket.bytesAvailable() > 0, 3000);
    QVERIFY(socket.readAll().startsWith("HTTP/1.1 422"));
}

void TestHttpFraming::halfAHeadTimesOut()
{
    QTcpSocket slow;
    slow.connectToHost(QHostAddress::LocalHost, m_server.port());
    QVERIFY(slow.waitForConnected(5000));
    QElapsedTimer timer;
    timer.start();
    slow.write("GET /api/v1/client/products/books HTTP/1.1\r\nHost: te");
    slow.flush();
    QVERIFY(othersAreServed());
    QTRY_VERIFY_WITH_TIMEOUT(slow.state() == QAbstractSocket::UnconnectedState, 13000);
    QVERIFY2(timer.elapsed() >= 9000, "closed before the 10 s request timeout");
    const QByteArray answer = slow.readAll();
    QVERIFY2(answer.startsWith("HTTP/1.1 408"), answer.constData());
    QVERIFY(answer.contains("request_timeout"));
}

void TestHttpFraming::connectionsAreCappedPerAddress()
{
    TestServer capped;
    QVERIFY(CatalogFixture::importInto(capped));
    QVERIFY(capped.start({ u"--max-connections-per-address"_s, u"20"_s }));
    const auto open = [&](const QHostAddress &source) {
        auto socket = std::make_unique<QTcpSocket>();
        if (!source.isNull())
            socket->bind(source);
        socket->connectToHost(QHostAddress::LocalHost, capped.port());
        socket->waitForConnected(5000);
        return socket;
    };
    const QByteArray request = "GET /healthz HTTP/1.1\r\nHost: test\r\n\r\n";
    const auto answerOf = [&](QTcpSocket &socket) {
        socket.write(request);
        QDeadlineTimer deadline(3000);
        while (!deadline.hasExpired() && !socket.canReadLine())
            socket.waitForReadyRead(50);
        return socket.readAll();
    };
    std::vector<std::unique_ptr<QTcpSocket>> held;
    for (int i = 0; i < 20; ++i) {
        held.push_back(open(QHostAddress(u"127.0.0.1"_s)));
        // Served: each holds its place (the answer proves the server counted it).
        QVERIFY(answerOf(*held.back()).startsWith("HTTP/1.1 200"));
    }
    auto refused = open(QHostAddress(u"127.0.0.1"_s));
    QTRY_VERIFY_WITH_TIMEOUT(refused->bytesAvailable() > 0, 3000);
    const QByteArray overloaded = refused->readAll();
    QVERIFY2(overloaded.startsWith("HTTP/1.1 503"), overloaded.constData());
    QVERIFY(overloaded.contains("overloaded"));

    auto other = open(QHostAddress(u"127.0.0.2"_s));
    QVERIFY(answerOf(*other).startsWith("HTTP/1.1 200"));

    // A closed connection gives its place back, once.
    held.front()->disconnectFromHost();
    held.erase(held.begin());
    QTest::qWait(300);
    auto next = open(QHostAddress(u"127.0.0.1"_s));
    QVERIFY(answerOf(*next).startsWith("HTTP/1.1 200"));
    auto over = open(QHostAddress(u"127.0.0.1"_s));
    QTRY_VERIFY_WITH_TIMEOUT(over->bytesAvailable() > 0, 3000);
    QVERIFY(over->readAll().startsWith("HTTP/1.1 503"));
    QCOMPARE(capped.stop(), 0);
}

QTEST_GUILESS_MAIN(TestHttpFraming)
#include "tst_httpframing.moc"
