// Security events leave a trace: failed logins, throttling and refused
// framing are logged on stderr as rate-limited one-line summaries that name the client
// address and a count, never a secret; packaging/fail2ban's filter reads them.
#include <QDateTime>
#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <memory>
#include <vector>

#include "tests/support/httptestclient.h"
#include "tests/support/testserver.h"

using namespace Qt::StringLiterals;

namespace {

struct Summary
{
    int lines = 0;
    qint64 total = 0;
    qint64 largest = 0;
};

// The lines "<event> from <address> count=N reason=<reason>" of a log, summed.
Summary summaryOf(const QByteArray &log, const QString &event, const QString &reason)
{
    const QRegularExpression line(u"catalog\\.security: %1 from 127\\.0\\.0\\.1 count=(\\d+) "
                                  "reason=%2$"_s.arg(event, reason),
        QRegularExpression::MultilineOption);
    Summary summary;
    auto matches = line.globalMatch(QString::fromUtf8(log));
    while (matches.hasNext()) {
        const qint64 count = matches.next().captured(1).toLongLong();
        ++summary.lines;
        summary.total += count;
        summary.largest = std::max(summary.largest, count);
    }
    return summary;
}

QByteArray rawExchange(quint16 port, const QByteArray &request)
{
    QTcpSocket socket;
    socket.connectToHost(QHostAddress::LocalHost, port);
    if (!socket.waitForConnected(5000))
        return {};
    socket.write(request);
    socket.waitForBytesWritten(5000);
    QByteArray answer;
    const QDeadlineTimer deadline(5000);
    while (!deadline.hasExpired() && socket.state() == QAbstractSocket::ConnectedState
        && !answer.contains("\r\n\r\n")) {
        socket.waitForReadyRead(50);
        answer += socket.readAll();
    }
    return answer;
}

} // namespace

class TestSecurityLog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void failedLoginsAreSummarised();
    void refusedFramingIsLogged();
    void limitsAreLogged();
    void fail2banFilterMatches();

private:
    TestServer m_server;
    TestServer::Key m_key, m_slowKey;
    QByteArray m_log; // of the whole run, once the server stopped
    const QString m_guess = u"guessed-secret-3f9a1c"_s;
    int m_limited = 0;
};

void TestSecurityLog::initTestCase()
{
    m_key = m_server.createKey(u"read"_s);
    m_slowKey = m_server.createKey(u"read"_s, { u"--rate-per-second"_s, u"2"_s });
    QVERIFY(!m_key.appId.isEmpty() && !m_slowKey.appId.isEmpty());
    QVERIFY(m_server.start({ u"--security-log-interval"_s, u"1"_s, u"--request-timeout"_s, u"1"_s,
        u"--max-connections-per-address"_s, u"4"_s }));

    // A key over its own rate limit (before the failed logins lock this address out).
    HttpTestClient slow(m_server.baseUrl());
    slow.setCredentials(m_slowKey.appId, m_slowKey.secret);
    int limited = 0;
    for (int i = 0; i < 5; ++i)
        limited += slow.get(u"/products/books"_s).status == 429 ? 1 : 0;
    QVERIFY(limited >= 1);
    m_limited = limited;

    // A request head that never ends (408), and more connections than one address may hold
    // (503 overloaded).
    QCOMPARE(rawExchange(m_server.port(), "GET /healthz HTTP/1.1\r\nHost: x\r\n").left(12),
        "HTTP/1.1 408"_ba);
    {
        std::vector<std::unique_ptr<QTcpSocket>> held;
        QByteArray refusedAnswer;
        for (int i = 0; i < 8 && refusedAnswer.isEmpty(); ++i) {
            auto socket = std::make_unique<QTcpSocket>();
            socket->connectToHost(QHostAddress::LocalHost, m_server.port());
            QVERIFY(socket->waitForConnected(5000));
            if (socket->waitForReadyRead(300))
                refusedAnswer = socket->readAll();
            held.push_back(std::move(socket));
        }
        QVERIFY2(refusedAnswer.startsWith("HTTP/1.1 503"), refusedAnswer.constData());
    }

    HttpTestClient client(m_server.baseUrl());
    client.setCredentials(m_key.appId, m_guess);
    int refused = 0, throttled = 0;
    for (int i = 0; i < 40; ++i) {
        const int status = client.get(u"/products/books"_s).status;
        refused += status == 403 ? 1 : 0;
        throttled += status == 429 ? 1 : 0;
    }
    // contract §6: 30 failures a minute, then the address waits.
    QCOMPARE(refused, 30);
    QCOMPARE(throttled, 10);
    // Framing refused before any credentials are read.
    QCOMPARE(rawExchange(m_server.port(), "NONSENSE\r\n\r\n").left(12), "HTTP/1.1 400"_ba);
    QCOMPARE(
        rawExchange(m_server.port(),
            "GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: " + QByteArray(17 * 1024, 'a') + "\r\n\r\n")
            .left(12),
        "HTTP/1.1 431"_ba);
    // The counts after the first line come out once the interval (1 s) has passed.
    QTest::qWait(2500);
    QCOMPARE(m_server.stop(), 0);
    m_log = m_server.serverLog();
}

void TestSecurityLog::failedLoginsAreSummarised()
{
    const Summary failed = summaryOf(m_log, u"auth_failed"_s, u"wrong_secret"_s);
    QVERIFY2(failed.total == 30, m_log.constData());
    // Summarised: the first at once, the rest in one line or a few, not one line each.
    QVERIFY2(failed.lines >= 2 && failed.lines <= 4, m_log.constData());
    QVERIFY2(failed.largest >= 20, m_log.constData());
    const Summary throttled = summaryOf(m_log, u"throttled"_s, u"auth_failures"_s);
    QVERIFY2(throttled.total == 10, m_log.constData());
    QVERIFY2(throttled.lines <= 3, m_log.constData());
    QVERIFY(!m_log.contains(m_guess.toUtf8()));
}

void TestSecurityLog::refusedFramingIsLogged()
{
    QVERIFY2(summaryOf(m_log, u"refused"_s, u"bad_request"_s).total == 1, m_log.constData());
    QVERIFY2(summaryOf(m_log, u"refused"_s, u"header_too_large"_s).total == 1, m_log.constData());
    QVERIFY(!m_log.contains("aaaaaaaa"));
}

void TestSecurityLog::limitsAreLogged()
{
    QVERIFY2(
        summaryOf(m_log, u"throttled"_s, u"rate_limited"_s).total == m_limited, m_log.constData());
    QVERIFY2(summaryOf(m_log, u"refused"_s, u"request_timeout"_s).total == 1, m_log.constData());
    QVERIFY2(summaryOf(m_log, u"refused"_s, u"overloaded"_s).total >= 1, m_log.constData());
}

// packaging/fail2ban/catalog-server.conf finds the address in these lines as journald or
// syslog hands them to fail2ban ("<date> <host> catalog-server[<pid>]: <line>").
void TestSecurityLog::fail2banFilterMatches()
{
    const QString regex = QStandardPaths::findExecutable(u"fail2ban-regex"_s);
    if (regex.isEmpty())
        QSKIP("fail2ban-regex is not installed (packaging/install-deps.sh --tests installs it)");
    QTemporaryDir dir;
    QFile log(dir.filePath(u"catalog-server.log"_s));
    QVERIFY(log.open(QIODevice::WriteOnly));
    const QString stamp = QDateTime::currentDateTime().toString(u"MMM dd HH:mm:ss"_s);
    int expected = 0;
    for (const QByteArray &line : m_log.split('\n')) {
        if (line.isEmpty())
            continue;
        log.write(stamp.toLatin1() + " shop catalog-server[4242]: " + line + '\n');
        // The filter matches failed logins, their throttling and malformed requests.
        expected += line.contains("security: auth_failed from ")
                || line.contains("reason=auth_failures") || line.contains("reason=bad_request")
                || line.contains("reason=header_too_large")
            ? 1
            : 0;
    }
    log.close();
    QVERIFY(expected >= 4);
    // The filter includes fail2ban's common.conf from its own folder, as in /etc/fail2ban.
    const QString common = u"/etc/fail2ban/filter.d/common.conf"_s;
    if (!QFile::exists(common))
        QSKIP("fail2ban's filter.d/common.conf is not installed");
    QVERIFY(QDir(dir.path()).mkpath(u"filter.d"_s));
    const QString filter = dir.filePath(u"filter.d/catalog-server.conf"_s);
    QVERIFY(QFile::copy(common, dir.filePath(u"filter.d/common.conf"_s)));
    QVERIFY(QFile::copy(
        QStringLiteral(CATALOG_SOURCE_DIR) + u"/packaging/fail2ban/catalog-server.conf"_s, filter));
    QProcess process;
    process.start(regex, { u"--print-all-matched"_s, log.fileName(), filter });
    QVERIFY(process.waitForFinished(60'000));
    const QString out = QString::fromUtf8(process.readAllStandardOutput());
    QVERIFY2(process.exitCode() == 0,
        qPrintable(out + QString::fromUtf8(process.readAllStandardError())));
    const QRegularExpression matched(
        u"^Lines: \\d+ lines, \\d+ ignored, (\\d+) matched"_s, QRegularExpression::MultilineOption);
    const auto found = matched.match(out);
    QVERIFY2(found.hasMatch(), qPrintable(out));
    QVERIFY2(found.captured(1).toInt() == expected, qPrintable(out));
    QVERIFY2(out.contains(u"127.0.0.1"_s), qPrintable(out));
}

QTEST_GUILESS_MAIN(TestSecurityLog)
#include "tst_securitylog.moc"
