// HTTPS webhook receivers (contract §13: "HTTPS certificates are verified") against the real
// server on both engines. A receiver on 127.0.0.1 with a certificate of a private CA made here
// with the openssl CLI: refused (a certificate error in the delivery log, retried) until the
// server trusts the CA with `serve --webhook-ca`, then the signed delivery arrives; a
// certificate of the same CA for another host name is refused all the same.
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QProcess>
#include <QSslCertificate>
#include <QSslKey>
#include <QSslSocket>
#include <QTemporaryDir>
#include <QTest>

#include "tests/e2e/webhooktestcase.h"
#include "tests/support/httptestclient.h"
#include "tests/support/testserver.h"
#include "tests/support/webhookreceiver.h"

using namespace Qt::StringLiterals;

class TestWebhooksTls : public WebhookTestCase
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void untrustedCaFailsAndIsRetried();
    void trustedCaDeliversSigned();
    void otherHostNameRefused();
    void unreadableCaFileRefusedAtStart();

private:
    bool openssl(const QStringList &arguments);
    // A key and a certificate signed by the test CA for these subjectAltName entries.
    bool makeLeaf(const QString &name, const QString &commonName, const QString &altNames);
    QSslConfiguration serverTls(const QString &leaf) const;
    // (Re)starts the server allowing loopback receivers, with these arguments too.
    void restartServer(const QStringList &extra);
    // A product webhook to m_receiver: its id (0 on failure) and *secret.
    qint64 createReceiverWebhook(QString *secret = nullptr);

    QTemporaryDir m_dir;
    std::unique_ptr<WebhookReceiver> m_receiver;
};

bool TestWebhooksTls::openssl(const QStringList &arguments)
{
    QProcess process;
    process.setWorkingDirectory(m_dir.path());
    process.start(u"openssl"_s, arguments);
    if (!process.waitForFinished(30000) || process.exitStatus() != QProcess::NormalExit
        || process.exitCode() != 0) {
        qWarning().noquote() << "openssl" << arguments.join(u' ')
                             << "failed:" << process.readAllStandardError();
        return false;
    }
    return true;
}

bool TestWebhooksTls::makeLeaf(
    const QString &name, const QString &commonName, const QString &altNames)
{
    QFile extensions(m_dir.filePath(name + u".ext"_s));
    if (!extensions.open(QIODevice::WriteOnly))
        return false;
    extensions.write("basicConstraints = CA:FALSE\nkeyUsage = critical, digitalSignature\n"
                     "extendedKeyUsage = serverAuth\nsubjectAltName = "
        + altNames.toLatin1() + '\n');
    extensions.close();
    return openssl({ u"req"_s, u"-new"_s, u"-newkey"_s, u"ec"_s, u"-pkeyopt"_s,
               u"ec_paramgen_curve:prime256v1"_s, u"-nodes"_s, u"-keyout"_s, name + u".key"_s,
               u"-out"_s, name + u".csr"_s, u"-subj"_s, u"/CN="_s + commonName })
        && openssl({ u"x509"_s, u"-req"_s, u"-in"_s, name + u".csr"_s, u"-CA"_s, u"ca.pem"_s,
            u"-CAkey"_s, u"ca.key"_s, u"-CAcreateserial"_s, u"-days"_s, u"2"_s, u"-extfile"_s,
            name + u".ext"_s, u"-out"_s, name + u".pem"_s });
}

void TestWebhooksTls::initTestCase()
{
    QVERIFY(m_dir.isValid());
    // The CA, and leaves for 127.0.0.1 (and localhost) and for another host, both signed by it.
    QVERIFY(openssl({ u"req"_s, u"-x509"_s, u"-newkey"_s, u"ec"_s, u"-pkeyopt"_s,
        u"ec_paramgen_curve:prime256v1"_s, u"-nodes"_s, u"-keyout"_s, u"ca.key"_s, u"-out"_s,
        u"ca.pem"_s, u"-days"_s, u"2"_s, u"-subj"_s, u"/CN=Webhook Test CA"_s, u"-addext"_s,
        u"basicConstraints=critical,CA:TRUE"_s, u"-addext"_s,
        u"keyUsage=critical,keyCertSign,cRLSign"_s }));
    QVERIFY(makeLeaf(u"loopback"_s, u"127.0.0.1"_s, u"IP:127.0.0.1, DNS:localhost"_s));
    QVERIFY(makeLeaf(u"other"_s, u"receiver.example"_s, u"DNS:receiver.example"_s));
}

QSslConfiguration TestWebhooksTls::serverTls(const QString &leaf) const
{
    QSslConfiguration tls = QSslConfiguration::defaultConfiguration();
    QFile key(m_dir.filePath(leaf + u".key"_s));
    if (!key.open(QIODevice::ReadOnly))
        return tls;
    tls.setPrivateKey(QSslKey(key.readAll(), QSsl::Ec));
    tls.setLocalCertificateChain(QSslCertificate::fromPath(m_dir.filePath(leaf + u".pem"_s))
        + QSslCertificate::fromPath(m_dir.filePath(u"ca.pem"_s)));
    tls.setPeerVerifyMode(QSslSocket::VerifyNone); // the client presents no certificate
    return tls;
}

void TestWebhooksTls::init()
{
    prepareServer();
    m_receiver = std::make_unique<WebhookReceiver>();
}

void TestWebhooksTls::cleanup()
{
    m_http.reset();
    m_server.reset();
    m_receiver.reset();
}

void TestWebhooksTls::restartServer(const QStringList &extra)
{
    if (m_server->isRunning())
        QCOMPARE(m_server->stop(), 0);
    startServer(allowLoopback + extra);
}

qint64 TestWebhooksTls::createReceiverWebhook(QString *secret)
{
    const auto created = createWebhook(
        { { u"url"_s, m_receiver->url() }, { u"types"_s, QJsonArray { u"product"_s } } });
    if (created.status != 201) {
        qWarning() << created.status << created.body;
        return 0;
    }
    if (secret)
        *secret = created.json()[u"data"_s][u"secret"_s].toString();
    return created.json()[u"data"_s][u"id"_s].toInteger();
}

void TestWebhooksTls::untrustedCaFailsAndIsRetried()
{
    QVERIFY(m_receiver->listenTls(serverTls(u"loopback"_s)));
    QVERIFY(m_receiver->url().startsWith(u"https://127.0.0.1:"_s));
    restartServer({});
    QString secret;
    const qint64 id = createReceiverWebhook(&secret);
    QVERIFY(id > 0);
    changePrice(1, 45201);
    QTRY_VERIFY_WITH_TIMEOUT(
        !deliveries(id).isEmpty() && deliveries(id).at(0)[u"attempts"_s].toInt() >= 1, 15000);
    const QJsonObject failed = deliveries(id).at(0).toObject();
    QCOMPARE(failed[u"status"_s].toString(), u"pending"_s); // the attempt failed, retried
    // The connection was made and the handshake refused for the certificate: the private CA
    // is not among the system's.
    const QString error = failed[u"error"_s].toString();
    qInfo().noquote() << "delivery log, CA not trusted:" << error;
    QVERIFY2(error.startsWith(u"TLS: "_s) && error.contains(u"certificate"_s), qPrintable(error));
    QVERIFY(failed[u"status_code"_s].isNull());
    QVERIFY(!failed[u"next_attempt_at"_s].isNull()); // retried
    QVERIFY(m_receiver->handshakesStarted() >= 1);
    QCOMPARE(m_receiver->requests().size(), 0);

    // The same server told to trust the CA: the retry of that delivery (same webhook-id)
    // arrives, signed.
    restartServer({ u"--webhook-ca"_s, m_dir.filePath(u"ca.pem"_s) });
    QTRY_COMPARE_WITH_TIMEOUT(m_receiver->requests().size(), 1, 30000);
    const WebhookReceiver::Request request = m_receiver->requests().constFirst();
    QVERIFY(WebhookReceiver::verifies(request, secret));
    QVERIFY(request.json()[u"ids"_s][u"book"_s].toArray().contains(1));
    QTRY_VERIFY_WITH_TIMEOUT(!deliveries(id, u"?status=ok"_s).isEmpty(), 5000);
    const QJsonObject ok = deliveries(id, u"?status=ok"_s).at(0).toObject();
    QCOMPARE(ok[u"id"_s], failed[u"id"_s]);
    QVERIFY(ok[u"attempts"_s].toInt() >= 2);
    QCOMPARE(ok[u"status_code"_s].toInt(), 200);
}

void TestWebhooksTls::trustedCaDeliversSigned()
{
    QVERIFY(m_receiver->listenTls(serverTls(u"loopback"_s)));
    restartServer({ u"--webhook-ca"_s, m_dir.filePath(u"ca.pem"_s) });
    QString secret;
    const qint64 id = createReceiverWebhook(&secret);
    QVERIFY(id > 0);
    changePrice(3, 45301);
    QTRY_COMPARE_WITH_TIMEOUT(m_receiver->requests().size(), 1, 15000);
    const WebhookReceiver::Request request = m_receiver->requests().constFirst();
    QVERIFY(WebhookReceiver::verifies(request, secret));
    QVERIFY(!WebhookReceiver::verifies(
        request, u"whsec_"_s + QString::fromLatin1(QByteArray(32, 'x').toBase64())));
    QCOMPARE(request.target, QByteArray("/hook"));
    QCOMPARE(request.header("host"), u"127.0.0.1:%1"_s.arg(m_receiver->port()).toLatin1());
    QCOMPARE(request.json()[u"type"_s].toString(), u"changes"_s);
    QVERIFY(request.json()[u"ids"_s][u"book"_s].toArray().contains(3));
    QTRY_VERIFY_WITH_TIMEOUT(!deliveries(id, u"?status=ok"_s).isEmpty(), 5000);
    const QJsonObject ok = deliveries(id, u"?status=ok"_s).at(0).toObject();
    QCOMPARE(ok[u"attempts"_s].toInt(), 1);
    QCOMPARE(ok[u"status_code"_s].toInt(), 200);
    QCOMPARE(m_receiver->handshakesFailed(), 0);
}

void TestWebhooksTls::otherHostNameRefused()
{
    // Signed by the trusted CA, but for receiver.example: the URL's host is 127.0.0.1.
    QVERIFY(m_receiver->listenTls(serverTls(u"other"_s)));
    restartServer({ u"--webhook-ca"_s, m_dir.filePath(u"ca.pem"_s) });
    const qint64 id = createReceiverWebhook();
    QVERIFY(id > 0);
    changePrice(7, 45701);
    QTRY_VERIFY_WITH_TIMEOUT(
        !deliveries(id).isEmpty() && deliveries(id).at(0)[u"attempts"_s].toInt() >= 1, 15000);
    const QJsonObject failed = deliveries(id).at(0).toObject();
    QCOMPARE(failed[u"status"_s].toString(), u"pending"_s); // the attempt failed, retried
    const QString error = failed[u"error"_s].toString();
    qInfo().noquote() << "delivery log, another host's certificate:" << error;
    QVERIFY2(error.startsWith(u"TLS: "_s) && error.contains(u"host name"_s), qPrintable(error));
    QVERIFY(!failed[u"next_attempt_at"_s].isNull());
    QVERIFY(m_receiver->handshakesStarted() >= 1);
    QCOMPARE(m_receiver->requests().size(), 0);
}

void TestWebhooksTls::unreadableCaFileRefusedAtStart()
{
    const QString missing = m_dir.filePath(u"missing.pem"_s);
    const QString notPem = m_dir.filePath(u"loopback.ext"_s);
    for (const QString &file : { missing, notPem }) {
        QProcess serve;
        serve.start(TestServer::binary(),
            { u"serve"_s, u"--db"_s, m_server->dbUrl(), u"--listen"_s, u"127.0.0.1:0"_s,
                u"--webhook-ca"_s, file });
        QVERIFY(serve.waitForFinished(30000));
        QVERIFY(serve.exitCode() != 0);
        const QByteArray error = serve.readAllStandardError();
        QVERIFY2(
            error.contains("--webhook-ca") && error.contains(file.toUtf8()), error.constData());
    }
}

QTEST_GUILESS_MAIN(TestWebhooksTls)
#include "tst_webhookstls.moc"
