// Proxy trust (contract §6): behind `--trust-proxy`, the client is the right-most
// X-Forwarded-For entry that is not a trusted proxy; entries a client wrote are never used,
// for allowlists as for the failed-login throttle. Also the deeplink origin on IPv6.
#include <QJsonObject>
#include <QTest>

#include "tests/e2e/catalogfixture.h"
#include "tests/support/httptestclient.h"
#include "tests/support/testserver.h"

using namespace Qt::StringLiterals;

class TestProxyTrust : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void allowlistSeesTheRealClient_data();
    void allowlistSeesTheRealClient();
    void untrustedPeerHeaderIgnored();
    void spoofedAddressesDoNotEscapeThrottle();
    void badTrustProxyIsAUsageError();
    void deeplinkOnIpv6();

private:
    HttpTestClient::Reply getAs(
        const TestServer &server, const TestServer::Key &key, const QByteArray &forwardedFor);

    TestServer m_behindProxy; // --trust-proxy 127.0.0.1/32
    TestServer::Key m_onlyRealClient; // --allow-ip 203.0.113.7
};

HttpTestClient::Reply TestProxyTrust::getAs(
    const TestServer &server, const TestServer::Key &key, const QByteArray &forwardedFor)
{
    HttpTestClient http(server.baseUrl());
    http.setCredentials(key.appId, key.secret);
    HttpTestClient::Headers headers;
    if (!forwardedFor.isNull())
        headers.append({ "X-Forwarded-For", forwardedFor });
    return http.get(u"/search/categories"_s, headers);
}

void TestProxyTrust::initTestCase()
{
    QVERIFY(CatalogFixture::importInto(m_behindProxy));
    m_onlyRealClient = m_behindProxy.createKey(u"read"_s,
        { u"--allow-ip"_s, u"203.0.113.7"_s, u"--rate-per-second"_s, u"1000"_s,
            u"--rate-per-minute"_s, u"100000"_s });
    QVERIFY(m_behindProxy.start({ u"--trust-proxy"_s, u"127.0.0.1/32"_s }));
}

void TestProxyTrust::allowlistSeesTheRealClient_data()
{
    QTest::addColumn<QByteArray>("forwardedFor");
    QTest::addColumn<int>("status");
    // nginx appends the address it saw: the last entry is the real client.
    QTest::newRow("real client") << QByteArray("203.0.113.7") << 200;
    QTest::newRow("client wrote a fake entry before it")
        << QByteArray("10.9.9.9, 203.0.113.7") << 200;
    QTest::newRow("client wrote the allowed address")
        << QByteArray("203.0.113.7, 198.51.100.20") << 403;
    QTest::newRow("no header: the proxy itself") << QByteArray() << 403;
}

void TestProxyTrust::allowlistSeesTheRealClient()
{
    QFETCH(QByteArray, forwardedFor);
    QFETCH(int, status);
    const auto reply = getAs(m_behindProxy, m_onlyRealClient, forwardedFor);
    QCOMPARE(reply.status, status);
    if (status == 403)
        QCOMPARE(reply.errorCode(), u"ip_not_allowed"_s);
}

void TestProxyTrust::untrustedPeerHeaderIgnored()
{
    TestServer direct;
    QVERIFY(CatalogFixture::importInto(direct));
    const auto key = direct.createKey(u"read"_s, { u"--allow-ip"_s, u"203.0.113.7"_s });
    QVERIFY(direct.start({ u"--trust-proxy"_s, u"10.0.0.0/8"_s })); // 127.0.0.1 not trusted
    const auto reply = getAs(direct, key, "203.0.113.7");
    QCOMPARE(reply.status, 403);
    QCOMPARE(reply.errorCode(), u"ip_not_allowed"_s);
}

// Each guess comes with a new spoofed left-most address; the proxy's entry names the same
// real client every time, so the 31st guess is throttled. Other clients are not.
void TestProxyTrust::spoofedAddressesDoNotEscapeThrottle()
{
    const TestServer::Key wrong { m_onlyRealClient.appId, u"wrong-secret"_s };
    for (int i = 0; i < 30; ++i) {
        const QByteArray spoofed = "10.7.0." + QByteArray::number(i) + ", 198.51.100.50";
        QCOMPARE(getAs(m_behindProxy, wrong, spoofed).status, 403);
    }
    const auto throttled = getAs(m_behindProxy, wrong, "10.7.1.1, 198.51.100.50");
    QCOMPARE(throttled.status, 429);
    QVERIFY(throttled.header("Retry-After").toInt() >= 1);
    QCOMPARE(getAs(m_behindProxy, m_onlyRealClient, "203.0.113.7").status, 200);
}

void TestProxyTrust::badTrustProxyIsAUsageError()
{
    TestServer server;
    const auto result = server.run({ u"serve"_s, u"--trust-proxy"_s, u"127.0.0.1/99"_s });
    QCOMPARE(result.exitCode, 2);
    QVERIFY(result.err.contains("--trust-proxy"));
}

void TestProxyTrust::deeplinkOnIpv6()
{
    TestServer server;
    QVERIFY(CatalogFixture::importInto(server));
    const auto key = server.createKey(u"read"_s);
    if (!server.start({ u"--listen"_s, u"[::1]:0"_s }))
        QSKIP("no IPv6 loopback on this machine");
    QVERIFY(server.baseUrl().startsWith(u"http://[::1]:"_s));
    HttpTestClient http(server.baseUrl());
    http.setCredentials(key.appId, key.secret);
    const auto reply = http.get(u"/deeplink?type=book&id=1"_s);
    QCOMPARE(reply.status, 200);
    const QString webUrl = reply.json()[u"data"_s][u"web_url"_s].toString();
    QCOMPARE(webUrl, u"http://[::1]:%1/book/1"_s.arg(server.port()));
}

QTEST_GUILESS_MAIN(TestProxyTrust)
#include "tst_proxytrust.moc"
