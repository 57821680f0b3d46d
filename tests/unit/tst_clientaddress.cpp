// Who the client is: allowlist networks (Cidr) and proxy trust (ClientAddress), contract §6.
#include <QTest>

#include "server/auth/clientaddress.h"
#include "server/domain/cidr.h"

using namespace Qt::StringLiterals;

class TestClientAddress : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cidrContains_data();
    void cidrContains();
    void cidrRejects();
    void resolve_data();
    void resolve();
};

void TestClientAddress::cidrContains_data()
{
    QTest::addColumn<QString>("network");
    QTest::addColumn<QString>("address");
    QTest::addColumn<bool>("contained");
    QTest::newRow("v4 in") << u"10.0.0.0/8"_s << u"10.20.30.40"_s << true;
    QTest::newRow("v4 out") << u"10.0.0.0/8"_s << u"11.0.0.1"_s << false;
    QTest::newRow("v4 host") << u"192.0.2.7"_s << u"192.0.2.7"_s << true;
    QTest::newRow("v4 other host") << u"192.0.2.7"_s << u"192.0.2.8"_s << false;
    QTest::newRow("mapped peer, v4 net") << u"10.0.0.0/8"_s << u"::ffff:10.1.2.3"_s << true;
    QTest::newRow("mapped net, v4 peer") << u"::ffff:10.0.0.0/104"_s << u"10.1.2.3"_s << true;
    QTest::newRow("mapped net, other v4") << u"::ffff:10.0.0.0/104"_s << u"11.1.2.3"_s << false;
    QTest::newRow("mapped host, v4 peer") << u"::ffff:192.0.2.7"_s << u"192.0.2.7"_s << true;
    QTest::newRow("mapped net, mapped peer")
        << u"::ffff:10.0.0.0/104"_s << u"::ffff:10.9.9.9"_s << true;
    QTest::newRow("v6 in") << u"2001:db8::/32"_s << u"2001:db8:1::5"_s << true;
    QTest::newRow("v6 out") << u"2001:db8::/32"_s << u"2001:db9::5"_s << false;
    QTest::newRow("v6 net, v4 peer") << u"2001:db8::/32"_s << u"10.0.0.1"_s << false;
}

void TestClientAddress::cidrContains()
{
    QFETCH(QString, network);
    QFETCH(QString, address);
    QFETCH(bool, contained);
    const auto cidr = Cidr::parse(network);
    QVERIFY(cidr);
    QCOMPARE(cidr->contains(QHostAddress(address)), contained);
}

void TestClientAddress::cidrRejects()
{
    for (const QString &bad : { u""_s, u"10.0.0.0/33"_s, u"10.0.0.0/255.0.0.0"_s, u"nonsense"_s,
             u"10.0.0.0/x"_s, u"2001:db8::/129"_s })
        QVERIFY2(!Cidr::parse(bad), qPrintable(bad));
}

void TestClientAddress::resolve_data()
{
    QTest::addColumn<QString>("peer");
    QTest::addColumn<QByteArrayList>("forwardedFor");
    QTest::addColumn<QString>("trusted");
    QTest::addColumn<QString>("client");
    const QString local = u"127.0.0.1/32"_s;
    QTest::newRow("no trust: header ignored")
        << u"127.0.0.1"_s << QByteArrayList { "10.9.9.9" } << QString() << u"127.0.0.1"_s;
    QTest::newRow("untrusted peer: header ignored")
        << u"192.0.2.1"_s << QByteArrayList { "10.9.9.9" } << local << u"192.0.2.1"_s;
    QTest::newRow("trusted peer, one hop")
        << u"127.0.0.1"_s << QByteArrayList { "203.0.113.7" } << local << u"203.0.113.7"_s;
    QTest::newRow("spoofed left entry is never used")
        << u"127.0.0.1"_s << QByteArrayList { "10.9.9.9, 203.0.113.7" } << local
        << u"203.0.113.7"_s;
    QTest::newRow("chain of trusted proxies")
        << u"127.0.0.1"_s << QByteArrayList { "198.51.100.4, 10.0.0.5" }
        << u"127.0.0.1/32,10.0.0.0/8"_s << u"198.51.100.4"_s;
    QTest::newRow("several headers count as one list")
        << u"127.0.0.1"_s << QByteArrayList { "10.9.9.9", "198.51.100.4" } << local
        << u"198.51.100.4"_s;
    QTest::newRow("garbage stops the walk at the proxy")
        << u"127.0.0.1"_s << QByteArrayList { "not-an-ip" } << local << u"127.0.0.1"_s;
    QTest::newRow("v6 client with brackets and port")
        << u"127.0.0.1"_s << QByteArrayList { "[2001:db8::1]:5555" } << local << u"2001:db8::1"_s;
    QTest::newRow("v4 with port") << u"127.0.0.1"_s << QByteArrayList { "203.0.113.7:80" } << local
                                  << u"203.0.113.7"_s;
    QTest::newRow("every hop trusted: left-most")
        << u"127.0.0.1"_s << QByteArrayList { "10.0.0.1, 10.0.0.2" } << u"127.0.0.1/32,10.0.0.0/8"_s
        << u"10.0.0.1"_s;
    QTest::newRow("no header") << u"127.0.0.1"_s << QByteArrayList {} << local << u"127.0.0.1"_s;
    QTest::newRow("mapped peer is trusted as v4")
        << u"::ffff:127.0.0.1"_s << QByteArrayList { "203.0.113.7" } << local << u"203.0.113.7"_s;
}

void TestClientAddress::resolve()
{
    QFETCH(QString, peer);
    QFETCH(QByteArrayList, forwardedFor);
    QFETCH(QString, trusted);
    QFETCH(QString, client);
    QList<Cidr> proxies;
    for (const QString &text : trusted.split(u',', Qt::SkipEmptyParts))
        proxies.append(*Cidr::parse(text));
    QCOMPARE(
        ClientAddress::resolve(QHostAddress(peer), forwardedFor, proxies), QHostAddress(client));
}

QTEST_GUILESS_MAIN(TestClientAddress)
#include "tst_clientaddress.moc"
