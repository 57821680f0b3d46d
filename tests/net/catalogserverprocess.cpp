#include "tests/net/catalogserverprocess.h"

#include <QDeadlineTimer>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

CatalogServerProcess::CatalogServerProcess(const QString &dbUrl)
    : m_db(dbUrl)
{ }

CatalogServerProcess::~CatalogServerProcess()
{
    stop();
}

QString CatalogServerProcess::binary()
{
    return qEnvironmentVariable("CATALOG_SERVER_BIN");
}

QByteArray CatalogServerProcess::run(const QStringList &arguments, QString *error) const
{
    QProcess process;
    QStringList args = arguments;
    args.insert(arguments.startsWith(u"keys"_s) ? 2 : 1, u"--db"_s);
    args.insert(arguments.startsWith(u"keys"_s) ? 3 : 2, m_db);
    process.start(binary(), args);
    if (!process.waitForFinished(120000) || process.exitStatus() != QProcess::NormalExit
        || process.exitCode() != 0) {
        if (error)
            *error = u"%1 %2 failed: %3"_s.arg(
                binary(), args.join(u' '), QString::fromUtf8(process.readAllStandardError()));
        return {};
    }
    return process.readAllStandardOutput();
}

QJsonObject CatalogServerProcess::createKey(const QStringList &extraArguments, QString *error) const
{
    const QByteArray out = run(QStringList { u"keys"_s, u"create"_s } + extraArguments, error);
    return QJsonDocument::fromJson(out.trimmed()).object();
}

bool CatalogServerProcess::start(const QString &listen, QString *error)
{
    stop();
    m_process.setProgram(binary());
    m_process.setArguments({ u"serve"_s, u"--db"_s, m_db, u"--listen"_s, listen });
    m_process.setProcessChannelMode(QProcess::SeparateChannels);
    m_process.start();
    QDeadlineTimer deadline(20000);
    QByteArray out;
    while (!deadline.hasExpired() && m_process.state() != QProcess::NotRunning) {
        m_process.waitForReadyRead(200);
        out += m_process.readAllStandardOutput();
        const qsizetype at = out.indexOf("listening on ");
        const qsizetype end = out.indexOf('\n', at);
        if (at >= 0 && end > at) {
            m_baseUrl = QUrl(QString::fromUtf8(out.mid(at + 13, end - at - 13).trimmed()));
            return true;
        }
    }
    if (error)
        *error = u"serve did not start: "_s + QString::fromUtf8(m_process.readAllStandardError());
    m_process.kill();
    m_process.waitForFinished(5000);
    return false;
}

void CatalogServerProcess::stop()
{
    if (m_process.state() == QProcess::NotRunning)
        return;
    m_process.terminate(); // SIGTERM: finish requests in flight, exit 0
    if (!m_process.waitForFinished(10000)) {
        m_process.kill();
        m_process.waitForFinished(5000);
    }
}
