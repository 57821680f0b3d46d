// The server's HTTP/1.1 framing without sockets: HttpRequestParser fed raw bytes (whole, and
// one byte at a time), the response serialization and the connection caps.
#include <QTest>

#include "server/http/connectionlimiter.h"
#include "server/http/httprequestparser.h"
#include "server/http/httpresponse.h"
#include "server/http/httpresponsewriter.h"

using namespace Qt::StringLiterals;

namespace {

struct Outcome
{
    QList<HttpRequest> requests;
    int failureStatus = 0; // 0: no failure
    QString failureMessage;
    HttpRequestParser::State state = HttpRequestParser::State::Idle;
};

// Feeds input in pieces of pieceSize bytes (all at once when 0), like reads from a socket.
Outcome parse(const QByteArray &input, qsizetype pieceSize)
{
    HttpRequestParser parser;
    Outcome outcome;
    qsizetype at = 0;
    QByteArray pending;
    while (at < input.size() || !pending.isEmpty()) {
        if (pending.isEmpty()) {
            const qsizetype take
                = pieceSize > 0 ? std::min(pieceSize, input.size() - at) : input.size() - at;
            pending = input.mid(at, take);
            at += take;
        }
        const qsizetype used = parser.feed(pending);
        pending.remove(0, used);
        if (parser.state() == HttpRequestParser::State::Complete) {
            outcome.requests << parser.takeRequest();
        } else if (parser.state() == HttpRequestParser::State::Failed) {
            outcome.failureStatus = parser.failure().status;
            outcome.failureMessage = parser.failure().message;
            break;
        } else if (used == 0) {
            break; // took nothing and not done: the counts below then fail
        }
    }
    outcome.state = parser.state();
    return outcome;
}

QByteArray headerFields(int count)
{
    QByteArray fields;
    for (int i = 0; i < count; ++i)
        fields += "X-Field-" + QByteArray::number(i) + ": " + QByteArray::number(i) + "\r\n";
    return fields;
}

QByteArray chunked(const QByteArray &data, int chunkSize)
{
    QByteArray out;
    for (qsizetype at = 0; at < data.size(); at += chunkSize) {
        const QByteArray piece = data.mid(at, chunkSize);
        out += QByteArray::number(piece.size(), 16) + "\r\n" + piece + "\r\n";
    }
    return out + "0\r\n\r\n";
}

} // namespace

class TestHttpFraming : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void framing_data();
    void framing();
    void keepAlive_data();
    void keepAlive();
    void requestFields();
    void expectContinue();
    void bodyLimitCountsReceivedBytes();
    void serializeResponses();
    void connectionCaps();
    void connectionReserve();
    void limiterKeys_data();
    void limiterKeys();
};

void TestHttpFraming::framing_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<int>("requests"); // complete requests before any failure
    QTest::addColumn<int>("failure"); // status, 0 = none
    QTest::addColumn<QByteArray>("lastBody");

    const QByteArray get = "GET /api/v1/client/products/books HTTP/1.1\r\nHost: t\r\n";
    const QByteArray post = "POST /api/v1/client/products/stock/by-code HTTP/1.1\r\nHost: t\r\n";

    QTest::newRow("valid GET") << get + "\r\n" << 1 << 0 << QByteArray();
    QTest::newRow("pipelined two") << get + "\r\n" + get + "X-A: 1\r\n\r\n"
                                   << 2 << 0 << QByteArray();
    QTest::newRow("empty lines before a request") << "\r\n" + get + "\r\n"
                                                  << 1 << 0 << QByteArray();
    QTest::newRow("content-length body")
        << post + "Content-Length: 5\r\n\r\nhello" << 1 << 0 << QByteArray("hello");
    QTest::newRow("chunk data 0 CRLF is data")
        << post + "Transfer-Encoding: chunked\r\n\r\n3\r\n0\r\n\r\n5\r\nhello\r\n0\r\n\r\n"
        << 1 << 0 << QByteArray("0\r\nhello");
    QTest::newRow("chunk data 0 CRLF then 100 KiB")
        << post + "Transfer-Encoding: chunked\r\n\r\n3\r\n0\r\n\r\n"
            + chunked(QByteArray(100 * 1024, 'x'), 4096)
        << 0 << 413 << QByteArray();
    QTest::newRow("duplicate content-length, different")
        << post + "Content-Length: 209715200\r\nContent-Length: 0\r\n\r\n"
        << 0 << 400 << QByteArray();
    QTest::newRow("duplicate content-length, same")
        << post + "Content-Length: 5\r\nContent-Length: 5\r\n\r\nhello" << 0 << 400 << QByteArray();
    QTest::newRow("content-length list")
        << post + "Content-Length: 5, 6\r\n\r\nhello" << 0 << 400 << QByteArray();
    QTest::newRow("content-length and chunked")
        << post + "Content-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n"
        << 0 << 400 << QByteArray();
    QTest::newRow("two transfer-encoding fields")
        << post + "Transfer-Encoding: chunked\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n"
        << 0 << 400 << QByteArray();
    QTest::newRow("transfer-encoding not chunked") << post + "Transfer-Encoding: gzip\r\n\r\n"
                                                   << 0 << 400 << QByteArray();
    QTest::newRow("bad chunk size") << post + "Transfer-Encoding: chunked\r\n\r\nzz\r\nab\r\n"
                                    << 0 << 400 << QByteArray();
    QTest::newRow("chunk size overflow")
        << post + "Transfer-Encoding: chunked\r\n\r\nffffffffffffffffffff\r\n"
        << 0 << 400 << QByteArray();
    QTest::newRow("NUL in header value")
        << get + QByteArray("X-A: a\0b\r\n\r\n", 11) << 0 << 400 << QByteArray();
    QTest::newRow("CR inside header value") << get + "X-A: a\rb\r\n\r\n"
                                            << 0 << 400 << QByteArray();
    QTest::newRow("bare LF line end") << get + "X-A: a\n\r\n" << 0 << 400 << QByteArray();
    QTest::newRow("head ends CR, no LF") << get + "\rX" << 0 << 400 << QByteArray();
    QTest::newRow("obsolete line folding") << get + "X-A: a\r\n b\r\n\r\n"
                                           << 0 << 400 << QByteArray();
    QTest::newRow("header line without colon") << get + "NoColon\r\n\r\n"
                                               << 0 << 400 << QByteArray();
    QTest::newRow("space before colon")
        << post + "Content-Length : 5\r\n\r\nhello" << 0 << 400 << QByteArray();
    QTest::newRow("space in field name") << get + "X A: 1\r\n\r\n" << 0 << 400 << QByteArray();
    QTest::newRow("100 header fields") << "GET / HTTP/1.1\r\nHost: t\r\n" + headerFields(99)
            + "\r\n" << 1 << 0 << QByteArray();
    QTest::newRow("101 header fields") << "GET / HTTP/1.1\r\nHost: t\r\n" + headerFields(100)
            + "\r\n" << 0 << 431 << QByteArray();
    QTest::newRow("HTTP/1.1 without Host")
        << QByteArray("GET / HTTP/1.1\r\nX-A: 1\r\n\r\n") << 0 << 400 << QByteArray();
    QTest::newRow("two Host fields") << get + "Host: u\r\n\r\n" << 0 << 400 << QByteArray();
    QTest::newRow("HTTP/1.0 without Host")
        << QByteArray("GET / HTTP/1.0\r\n\r\n") << 1 << 0 << QByteArray();
    QTest::newRow("HTTP/2.0") << QByteArray("GET / HTTP/2.0\r\nHost: t\r\n\r\n") << 0 << 400
                              << QByteArray();
    QTest::newRow("17 KiB header") << get + "X-Pad: " + QByteArray(17 * 1024, 'a') + "\r\n\r\n"
                                   << 0 << 431 << QByteArray();
    QTest::newRow("16 KiB head exactly")
        << get + "X-Pad: " + QByteArray(16 * 1024 - get.size() - 11, 'a') + "\r\n\r\n"
        << 1 << 0 << QByteArray();
    QTest::newRow("declared body over 64 KiB") << post + "Content-Length: 65537\r\n\r\n"
                                               << 0 << 413 << QByteArray();
    QTest::newRow("body of 64 KiB")
        << post + "Content-Length: 65536\r\n\r\n" + QByteArray(65536, 'b') << 1 << 0
        << QByteArray(65536, 'b');
    QTest::newRow("chunked body over 64 KiB")
        << post + "Transfer-Encoding: chunked\r\n\r\n" + chunked(QByteArray(65537, 'c'), 8000) << 0
        << 413 << QByteArray();
    QTest::newRow("TRACE is a request") << "TRACE" + get.mid(3) + "\r\n" << 1 << 0 << QByteArray();
    QTest::newRow("unknown method") << "FOO" + get.mid(3) + "\r\n" << 0 << 405 << QByteArray();
    QTest::newRow("method not a token")
        << QByteArray("G{T / HTTP/1.1\r\nHost: t\r\n\r\n") << 0 << 400 << QByteArray();
    QTest::newRow("upgrade, then another request")
        << get + "Upgrade: websocket\r\nConnection: Upgrade\r\n\r\n" + get + "\r\n"
        << 2 << 0 << QByteArray();
    QTest::newRow("upgrade with a body") << post
            + "Upgrade: websocket\r\nConnection: Upgrade\r\nContent-Length: 2\r\n\r\nhi" + get
            + "\r\n" << 2 << 0 << QByteArray();
    QTest::newRow("request after a failure is not parsed") << get + "X A: 1\r\n\r\n" + get + "\r\n"
                                                           << 0 << 400 << QByteArray();
}

void TestHttpFraming::framing()
{
    QFETCH(QByteArray, input);
    QFETCH(int, requests);
    QFETCH(int, failure);
    QFETCH(QByteArray, lastBody);
    for (const qsizetype pieceSize : { qsizetype(0), qsizetype(1), qsizetype(7) }) {
        const Outcome outcome = parse(input, pieceSize);
        const QByteArray context = "piece size " + QByteArray::number(pieceSize) + ": "
            + outcome.failureMessage.toUtf8();
        QVERIFY2(outcome.requests.size() == requests, context.constData());
        QVERIFY2(outcome.failureStatus == failure, context.constData());
        if (failure == 0) {
            QCOMPARE(outcome.state, HttpRequestParser::State::Idle);
            QCOMPARE(outcome.requests.constLast().body, lastBody);
        }
    }
}

void TestHttpFraming::keepAlive_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<bool>("keepAlive");
    QTest::newRow("1.1") << QByteArray("GET / HTTP/1.1\r\nHost: t\r\n\r\n") << true;
    QTest::newRow("1.1 close") << QByteArray(
        "GET / HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n")
                               << false;
    QTest::newRow("1.0") << QByteArray("GET / HTTP/1.0\r\n\r\n") << false;
    QTest::newRow("1.0 keep-alive")
        << QByteArray("GET / HTTP/1.0\r\nConnection: keep-alive\r\n\r\n") << true;
}

void TestHttpFraming::keepAlive()
{
    QFETCH(QByteArray, input);
    QFETCH(bool, keepAlive);
    const Outcome outcome = parse(input, 0);
    QCOMPARE(outcome.requests.size(), 1);
    QCOMPARE(outcome.requests.first().keepAlive, keepAlive);
}

void TestHttpFraming::requestFields()
{
    const Outcome outcome = parse("PUT /api/v1/client/a%2Fb?q=o%27tkan&x=1 HTTP/1.1\r\nHost: t\r\n"
                                  "x-app-id:  abc  \r\nX-Empty:\r\nContent-Length: 2\r\n\r\nhi",
        3);
    QCOMPARE(outcome.requests.size(), 1);
    const HttpRequest &request = outcome.requests.first();
    QCOMPARE(request.method, QByteArray("PUT"));
    QCOMPARE(request.target, QByteArray("/api/v1/client/a%2Fb?q=o%27tkan&x=1"));
    QCOMPARE(request.url().path(QUrl::FullyEncoded), u"/api/v1/client/a%2Fb"_s);
    QCOMPARE(request.header("X-App-ID"), QByteArray("abc"));
    QVERIFY(request.hasHeader("x-empty"));
    QVERIFY(!request.hasHeader("x-missing"));
    QCOMPARE(request.headers.size(), 4);
    QCOMPARE(request.httpMinor, 1);
    QCOMPARE(request.body, QByteArray("hi"));
}

void TestHttpFraming::expectContinue()
{
    HttpRequestParser parser;
    const QByteArray head = "POST / HTTP/1.1\r\nHost: t\r\nExpect: 100-continue\r\n"
                            "Content-Length: 2\r\n\r\n";
    QCOMPARE(parser.feed(head), head.size());
    QCOMPARE(parser.state(), HttpRequestParser::State::Body);
    QVERIFY(parser.expectsContinue());
    QCOMPARE(parser.feed("hi"), 2);
    QCOMPARE(parser.state(), HttpRequestParser::State::Complete);
}

// The parser stops taking bytes at the limit: what it keeps stays bounded however much is
// sent (the old byte scanner took a chunk of data "0\r\n" for the end of the body).
void TestHttpFraming::bodyLimitCountsReceivedBytes()
{
    HttpRequestParser parser;
    QByteArray input = "POST / HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: chunked\r\n\r\n"
                       "3\r\n0\r\n\r\n";
    parser.feed(input);
    QCOMPARE(parser.state(), HttpRequestParser::State::Body);
    const QByteArray chunk = "1000\r\n" + QByteArray(4096, 'x') + "\r\n";
    int fed = 0;
    while (parser.state() == HttpRequestParser::State::Body && fed < 1000) {
        parser.feed(chunk);
        ++fed;
    }
    QCOMPARE(parser.state(), HttpRequestParser::State::Failed);
    QCOMPARE(parser.failure().status, 413);
    QVERIFY(fed <= 17);
}

void TestHttpFraming::serializeResponses()
{
    HttpResponse response;
    response.body = "{\"a\":1}";
    response.addHeader("ETag", "\"x\"");
    using Connection = HttpResponseWriter::Connection;

    const QByteArray get = HttpResponseWriter::serialize(response, false, Connection::KeepAlive);
    QVERIFY(get.startsWith("HTTP/1.1 200 OK\r\n"));
    QVERIFY(get.contains("\r\nContent-Length: 7\r\n"));
    QVERIFY(get.endsWith("\r\n\r\n{\"a\":1}"));
    QVERIFY(!get.contains("Connection:"));

    const QByteArray head = HttpResponseWriter::serialize(response, true, Connection::Close);
    QVERIFY(head.contains("\r\nContent-Length: 7\r\n"));
    QVERIFY(head.contains("\r\nConnection: close\r\n"));
    QVERIFY(head.endsWith("\r\n\r\n"));

    response.status = 304;
    response.body.clear();
    const QByteArray notModified
        = HttpResponseWriter::serialize(response, false, Connection::KeepAliveHttp10);
    QVERIFY(notModified.startsWith("HTTP/1.1 304 Not Modified\r\n"));
    QVERIFY(!notModified.contains("Content-Length"));
    QVERIFY(notModified.contains("\r\nConnection: keep-alive\r\n"));
    QVERIFY(notModified.endsWith("\r\n\r\n"));
}

void TestHttpFraming::connectionCaps()
{
    ConnectionLimiter limiter(5, 3);
    const QHostAddress a(u"10.0.0.1"_s);
    const QHostAddress b(u"10.0.0.2"_s);
    QVERIFY(limiter.tryAcquire(a));
    QVERIFY(limiter.tryAcquire(a));
    QVERIFY(limiter.tryAcquire(a));
    QVERIFY(!limiter.tryAcquire(a)); // per address
    QVERIFY(limiter.tryAcquire(b));
    QVERIFY(limiter.tryAcquire(b));
    QVERIFY(!limiter.tryAcquire(QHostAddress(u"10.0.0.3"_s))); // total
    limiter.release(a);
    QVERIFY(limiter.tryAcquire(QHostAddress(u"10.0.0.3"_s)));
    QVERIFY(!limiter.tryAcquire(a));
    limiter.release(b);
    QVERIFY(limiter.tryAcquire(a));
}

// The last connections are kept for addresses under their fair share (contract §3): a flood
// from several addresses, each under its own cap, leaves room for the others.
void TestHttpFraming::connectionReserve()
{
    ConnectionLimiter limiter(10, 5, 2, 4); // 6 for anyone, 4 kept for addresses under 2
    const QHostAddress flood(u"10.0.0.1"_s);
    const QHostAddress other(u"10.0.0.2"_s);
    for (int i = 0; i < 5; ++i)
        QVERIFY(limiter.tryAcquire(flood));
    QVERIFY(!limiter.tryAcquire(flood)); // its own cap
    QVERIFY(limiter.tryAcquire(other));
    QVERIFY(limiter.tryAcquire(other)); // the 6th: still the open part
    QVERIFY(!limiter.tryAcquire(other)); // at its fair share, and the open part is full
    const QHostAddress fresh(u"10.0.0.3"_s);
    QVERIFY(limiter.tryAcquire(fresh));
    QVERIFY(limiter.tryAcquire(fresh));
    QVERIFY(!limiter.tryAcquire(fresh));
    QVERIFY(limiter.tryAcquire(QHostAddress(u"10.0.0.4"_s))); // the 10th
    QVERIFY(!limiter.tryAcquire(QHostAddress(u"10.0.0.5"_s))); // the total
    limiter.release(flood);
    QVERIFY(!limiter.tryAcquire(flood)); // over its share: the reserve is not for it
    QVERIFY(limiter.tryAcquire(QHostAddress(u"10.0.0.5"_s)));
}

void TestHttpFraming::limiterKeys_data()
{
    QTest::addColumn<QString>("peer");
    QTest::addColumn<QString>("key");
    QTest::newRow("IPv4") << u"127.0.0.2"_s << u"127.0.0.2"_s;
    QTest::newRow("IPv4-mapped") << u"::ffff:192.0.2.7"_s << u"192.0.2.7"_s;
    QTest::newRow("IPv6 /64") << u"2001:db8:1:2:aaaa:bbbb:cccc:dddd"_s << u"2001:db8:1:2::"_s;
}

void TestHttpFraming::limiterKeys()
{
    QFETCH(QString, peer);
    QFETCH(QString, key);
    QCOMPARE(ConnectionLimiter::keyOf(QHostAddress(peer)), QHostAddress(key));
}

QTEST_APPLESS_MAIN(TestHttpFraming)
#include "tst_httpframing.moc"
