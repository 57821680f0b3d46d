#include "tests/support/testserver.h"

#include <QDeadlineTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUrl>
#include <csignal>

#include "common/productcodes.h"

#include <sys/resource.h>

using namespace Qt::StringLiterals;

bool TestServer::raiseOpenFileLimit()
{
    rlimit limit {};
    if (::getrlimit(RLIMIT_NOFILE, &limit) != 0)
        return false;
    limit.rlim_cur = limit.rlim_max;
    return ::setrlimit(RLIMIT_NOFILE, &limit) == 0;
}

const QStringList TestServer::seller1Unthrottled { u"--seller"_s, u"1"_s, u"--rate-per-second"_s,
    u"1000"_s, u"--rate-per-minute"_s, u"100000"_s };

TestServer::TestServer()
    : TestServer(std::make_shared<TestDatabase>())
{ }

TestServer::TestServer(std::shared_ptr<TestDatabase> database)
    : m_database(std::move(database))
{
    // CATALOG_TEST_SERVER_STDERR=1 shows the server's log while debugging a failure (then
    // serverLog() stays empty).
    m_process.setProcessChannelMode(qEnvironmentVariableIntValue("CATALOG_TEST_SERVER_STDERR")
            ? QProcess::ForwardedErrorChannel
            : QProcess::SeparateChannels);
}

TestServer::~TestServer()
{
    if (isRunning())
        stop();
}

QString TestServer::binary()
{
    const QString path = qEnvironmentVariable("CATALOG_SERVER_BIN");
    if (path.isEmpty())
        qFatal("CATALOG_SERVER_BIN is not set (run the tests through ctest)");
    return path;
}

TestServer::CliResult TestServer::run(const QStringList &arguments, bool withDb) const
{
    QProcess process;
    QStringList all = arguments;
    if (withDb) {
        // Options go after the subcommand words ("keys create").
        int insertAt = 1;
        if (all.value(0) == "keys"_L1 || all.value(0) == "sync"_L1)
            insertAt = 2;
        all.insert(std::min<qsizetype>(insertAt, all.size()), u"--db"_s);
        all.insert(std::min<qsizetype>(insertAt + 1, all.size()), dbUrl());
    }
    process.start(binary(), all);
    CliResult result;
    if (!process.waitForFinished(120'000)) {
        process.kill();
        process.waitForFinished();
        result.err = "timed out";
        return result;
    }
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    result.out = process.readAllStandardOutput();
    result.err = process.readAllStandardError();
    return result;
}

bool TestServer::importFile(const QString &path) const
{
    const CliResult result = run({ u"import"_s, path });
    if (result.exitCode != 0)
        qWarning("import failed: %s", result.err.constData());
    return result.exitCode == 0;
}

QByteArray TestServer::stationeryBarcode(int n)
{
    const QString digits = u"478"_s + QString::number(n).rightJustified(9, u'0');
    return (digits + QString::number(ProductCodes::gs1CheckDigit(digits))).toLatin1();
}

bool TestServer::importStationery(int count, qint64 stock, const QString &namePrefix) const
{
    QJsonArray items;
    for (int n = 1; n <= count; ++n) {
        items.append(QJsonObject { { u"id"_s, n }, { u"name"_s, u"%1 %2"_s.arg(namePrefix).arg(n) },
            { u"price"_s, 1000 }, { u"barcode"_s, QString::fromLatin1(stationeryBarcode(n)) },
            { u"seller_id"_s, 1 }, { u"category_id"_s, 10 }, { u"stock"_s, stock },
            { u"created_at"_s, u"2026-11-01T09:00:00Z"_s } });
    }
    const QJsonObject catalog { { u"authors"_s, QJsonArray() }, { u"publishers"_s, QJsonArray() },
        { u"sellers"_s, QJsonArray { QJsonObject { { u"id"_s, 1 }, { u"name"_s, u"Shop"_s } } } },
        { u"categories"_s,
            QJsonArray { QJsonObject { { u"id"_s, 10 }, { u"name"_s, u"Stationery"_s },
                { u"type"_s, u"stationery"_s }, { u"parent_id"_s, QJsonValue() } } } },
        { u"books"_s, QJsonArray() }, { u"stationery"_s, items } };
    const QString path = folder() + u"/stationery.json"_s;
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return false;
    file.write(QJsonDocument(catalog).toJson(QJsonDocument::Compact));
    file.close();
    return importFile(path);
}

bool TestServer::demo(int size) const
{
    const CliResult result = run({ u"demo"_s, u"--size"_s, QString::number(size) });
    if (result.exitCode != 0)
        qWarning("demo failed: %s", result.err.constData());
    return result.exitCode == 0;
}

TestServer::Key TestServer::createKey(const QString &abilities, const QStringList &extra) const
{
    const CliResult result = run(
        QStringList { u"keys"_s, u"create"_s, u"--name"_s, u"test"_s, u"--abilities"_s, abilities }
        + extra);
    const QJsonObject key = QJsonDocument::fromJson(result.out).object();
    if (result.exitCode != 0)
        qWarning("keys create failed: %s", result.err.constData());
    return { key.value(u"app_id"_s).toString(), key.value(u"app_secret"_s).toString() };
}

bool TestServer::start(const QStringList &extra, quint16 port)
{
    m_log.clear();
    m_killed = false;
    m_process.start(binary(),
        QStringList { u"serve"_s, u"--db"_s, dbUrl(), u"--listen"_s, u"127.0.0.1:%1"_s.arg(port) }
            + extra);
    if (!m_process.waitForStarted(10'000))
        return false;
    QByteArray out;
    QDeadlineTimer deadline(20'000);
    while (!out.contains('\n') && !deadline.hasExpired() && isRunning()) {
        m_process.waitForReadyRead(200);
        out += m_process.readAllStandardOutput();
    }
    m_log += m_process.readAllStandardError();
    const QByteArray line = out.left(out.indexOf('\n')).trimmed();
    if (!line.startsWith("listening on ")) {
        qWarning("server did not start: %s %s", out.constData(), m_log.constData());
        return false;
    }
    m_baseUrl = QString::fromUtf8(line.mid(13));
    m_port = quint16(QUrl(m_baseUrl).port());
    return true;
}

int TestServer::stop()
{
    if (!isRunning()) {
        m_log += m_process.readAllStandardError();
        if (m_process.exitStatus() != QProcess::NormalExit && !m_killed)
            reportLastWords("had crashed before it was stopped");
        return m_process.exitCode();
    }
    ::kill(pid_t(m_process.processId()), SIGTERM);
    if (!m_process.waitForFinished(20'000)) {
        m_process.kill();
        m_process.waitForFinished();
        m_log += m_process.readAllStandardError();
        reportLastWords("did not stop within 20 s of SIGTERM");
        return -1;
    }
    m_log += m_process.readAllStandardError();
    if (m_process.exitStatus() != QProcess::NormalExit) {
        reportLastWords("crashed while it stopped");
        return -1;
    }
    return m_process.exitCode();
}

void TestServer::reportLastWords(const char *what) const
{
    // A crash is rare and seldom repeats: what the server wrote last (an uncaught exception's
    // message, a Qt fatal) is all there is to go on.
    constexpr qsizetype lastBytes = 4000;
    qWarning("catalog-server %s (exit code %d); its last output:\n%s", what, m_process.exitCode(),
        m_log.right(lastBytes).constData());
}

qint64 TestServer::rssKiB() const
{
    QFile status(u"/proc/%1/status"_s.arg(pid()));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').first().toLongLong();
    }
    return -1;
}

void TestServer::kill()
{
    m_killed = true;
    ::kill(pid_t(m_process.processId()), SIGKILL);
    m_process.waitForFinished(10'000);
}
