// The webhook rules that need no server (contract §13): which addresses a webhook may call
// (SSRF), Standard Webhooks 1.0 signatures against the specification's own test vector, and
// the retry schedule.
#include <QTest>

#include "server/services/webhookaddresspolicy.h"
#include "server/services/webhooksigner.h"

using namespace Qt::StringLiterals;

class TestWebhookRules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void addresses_data();
    void addresses();
    void allowedNetworks();
    void urls_data();
    void urls();
    void standardWebhooksVector();
    void rotationSignsWithBoth();
};

void TestWebhookRules::addresses_data()
{
    QTest::addColumn<QString>("address");
    QTest::addColumn<bool>("callable");
    QTest::newRow("public v4") << u"93.184.216.34"_s << true;
    QTest::newRow("public v6") << u"2606:2800:220:1:248:1893:25c8:1946"_s << true;
    QTest::newRow("loopback") << u"127.0.0.1"_s << false;
    QTest::newRow("loopback /8") << u"127.200.0.1"_s << false;
    QTest::newRow("10/8") << u"10.1.2.3"_s << false;
    QTest::newRow("172.16/12") << u"172.31.255.255"_s << false;
    QTest::newRow("172.32 is public") << u"172.32.0.1"_s << true;
    QTest::newRow("192.168/16") << u"192.168.0.1"_s << false;
    QTest::newRow("cgnat") << u"100.100.0.1"_s << false;
    QTest::newRow("100.128 is public") << u"100.128.0.1"_s << true;
    QTest::newRow("metadata") << u"169.254.169.254"_s << false;
    QTest::newRow("multicast") << u"239.1.1.1"_s << false;
    QTest::newRow("broadcast") << u"255.255.255.255"_s << false;
    QTest::newRow("unspecified") << u"0.0.0.0"_s << false;
    QTest::newRow("v6 loopback") << u"::1"_s << false;
    QTest::newRow("v6 unspecified") << u"::"_s << false;
    QTest::newRow("unique local") << u"fd12:3456::1"_s << false;
    QTest::newRow("v6 link-local") << u"fe80::1"_s << false;
    QTest::newRow("v6 multicast") << u"ff02::1"_s << false;
    QTest::newRow("mapped loopback") << u"::ffff:127.0.0.1"_s << false;
    QTest::newRow("mapped metadata") << u"::ffff:169.254.169.254"_s << false;
    QTest::newRow("mapped public") << u"::ffff:93.184.216.34"_s << true;
    QTest::newRow("nat64 private") << u"64:ff9b::10.0.0.1"_s << false;
    // Every IPv6 form that embeds an IPv4 address is judged by that address (contract §13).
    QTest::newRow("mapped private") << u"::ffff:10.1.2.3"_s << false;
    QTest::newRow("mapped link-local") << u"::ffff:169.254.0.1"_s << false;
    QTest::newRow("compatible loopback") << u"::127.0.0.1"_s << false;
    QTest::newRow("compatible private") << u"::192.168.0.1"_s << false;
    QTest::newRow("compatible metadata") << u"::169.254.169.254"_s << false;
    QTest::newRow("compatible public") << u"::93.184.216.34"_s << true;
    QTest::newRow("nat64 loopback") << u"64:ff9b::127.0.0.1"_s << false;
    QTest::newRow("nat64 link-local") << u"64:ff9b::a9fe:a9fe"_s << false;
    QTest::newRow("nat64 public") << u"64:ff9b::93.184.216.34"_s << true;
    QTest::newRow("nat64 local-use private") << u"64:ff9b:1::c0a8:1"_s << false;
    QTest::newRow("6to4 loopback") << u"2002:7f00:1::1"_s << false;
    QTest::newRow("6to4 loopback /8") << u"2002:7f01:203::"_s << false;
    QTest::newRow("6to4 private 10") << u"2002:a00:1::1"_s << false;
    QTest::newRow("6to4 private 172.16") << u"2002:ac10:1:2::5"_s << false;
    QTest::newRow("6to4 private 192.168") << u"2002:c0a8:101::1"_s << false;
    QTest::newRow("6to4 link-local") << u"2002:a9fe:a9fe::1"_s << false;
    QTest::newRow("6to4 cgnat") << u"2002:6440:1::1"_s << false;
    QTest::newRow("6to4 unspecified") << u"2002::1"_s << false;
    QTest::newRow("6to4 public") << u"2002:5db8:d822::1"_s << true;
    QTest::newRow("teredo loopback client") << u"2001:0:4136:e378:8000:63bf:80ff:fffe"_s << false;
    QTest::newRow("teredo private client") << u"2001:0:4136:e378:8000:63bf:f5ff:fffe"_s << false;
    QTest::newRow("teredo public client") << u"2001:0:4136:e378:8000:63bf:a247:27dd"_s << true;
}

void TestWebhookRules::addresses()
{
    QFETCH(QString, address);
    QFETCH(bool, callable);
    QCOMPARE(WebhookAddressPolicy().allows(QHostAddress(address)), callable);
}

void TestWebhookRules::allowedNetworks()
{
    const WebhookAddressPolicy policy(
        { *Cidr::parse(u"127.0.0.1/32"_s), *Cidr::parse(u"192.168.1.0/24"_s) });
    QVERIFY(policy.allows(QHostAddress(u"127.0.0.1"_s)));
    QVERIFY(policy.allows(QHostAddress(u"::ffff:127.0.0.1"_s)));
    QVERIFY(policy.allows(QHostAddress(u"192.168.1.77"_s)));
    QVERIFY(!policy.allows(QHostAddress(u"127.0.0.2"_s)));
    QVERIFY(!policy.allows(QHostAddress(u"192.168.2.1"_s)));
    QVERIFY(!policy.allows(QHostAddress(u"169.254.169.254"_s)));
    QVERIFY(!policy.allows(QHostAddress()));
    // The forms that reach the IPv4 host itself match by it; 6to4 reaches a tunnel's site.
    QVERIFY(policy.allows(QHostAddress(u"::127.0.0.1"_s)));
    QVERIFY(policy.allows(QHostAddress(u"64:ff9b::127.0.0.1"_s)));
    QVERIFY(!policy.allows(QHostAddress(u"2002:7f00:1::1"_s)));
    QVERIFY(!policy.allows(QHostAddress(u"2002:c0a8:14d::1"_s)));
}

void TestWebhookRules::urls_data()
{
    QTest::addColumn<QString>("url");
    QTest::addColumn<bool>("acceptable");
    QTest::newRow("https") << u"https://partner.example/hooks?x=1"_s << true;
    QTest::newRow("http with port") << u"http://partner.example:8080/h"_s << true;
    QTest::newRow("ftp") << u"ftp://partner.example/h"_s << false;
    QTest::newRow("file") << u"file:///etc/passwd"_s << false;
    QTest::newRow("relative") << u"/hooks"_s << false;
    QTest::newRow("user info") << u"https://user:pw@partner.example/"_s << false;
    QTest::newRow("fragment") << u"https://partner.example/#x"_s << false;
}

void TestWebhookRules::urls()
{
    QFETCH(QString, url);
    QFETCH(bool, acceptable);
    QCOMPARE(WebhookAddressPolicy::urlProblem(QUrl(url, QUrl::StrictMode)).isEmpty(), acceptable);
}

void TestWebhookRules::standardWebhooksVector()
{
    // The test vector of the Standard Webhooks reference libraries.
    const QString secret = u"whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"_s;
    QCOMPARE(WebhookSigner::sign(
                 secret, "msg_p5jXN8AQM9LWM0D4loKWxJek", 1614265330, R"({"test": 2432232314})"),
        QByteArray("v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE="));
    const QString id = WebhookSigner::newMessageId();
    QVERIFY(id.startsWith(u"msg_"_s));
    QCOMPARE(id.size(), 4 + 22);
    QVERIFY(id != WebhookSigner::newMessageId());
}

void TestWebhookRules::rotationSignsWithBoth()
{
    const QString newSecret = u"whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"_s;
    const QString oldSecret = u"whsec_"_s + QString::fromLatin1(QByteArray(32, 'o').toBase64());
    const QByteArray both = WebhookSigner::header({ newSecret, oldSecret }, "msg_1", 1, "{}");
    const QList<QByteArray> signatures = both.split(' ');
    QCOMPARE(signatures.size(), 2);
    QCOMPARE(signatures.at(0), WebhookSigner::sign(newSecret, "msg_1", 1, "{}"));
    QCOMPARE(signatures.at(1), WebhookSigner::sign(oldSecret, "msg_1", 1, "{}"));
    // No previous secret: one signature.
    QCOMPARE(WebhookSigner::header({ newSecret, QString() }, "msg_1", 1, "{}"),
        WebhookSigner::sign(newSecret, "msg_1", 1, "{}"));
}

QTEST_GUILESS_MAIN(TestWebhookRules)
#include "tst_webhookrules.moc"
