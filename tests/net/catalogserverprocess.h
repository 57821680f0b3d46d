#pragma once

#include <QJsonObject>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QUrl>

// The real catalog-server for end-to-end tests (CATALOG_SERVER_BIN): one-shot commands
// (demo, keys create, import) and `serve` on loopback, started and stopped at will.
class CatalogServerProcess final
{
public:
    // dbUrl: the --db URL (sqlite:FILE, or a TestDatabase's URL on either engine).
    explicit CatalogServerProcess(const QString &dbUrl);
    ~CatalogServerProcess();

    static QString binary();
    // Runs a one-shot command with --db; returns stdout, empty (and *error) on failure.
    QByteArray run(const QStringList &arguments, QString *error = nullptr) const;
    // {"app_id", "app_secret"} of a new key.
    QJsonObject createKey(const QStringList &extraArguments, QString *error = nullptr) const;

    // listen "127.0.0.1:0" picks a free port. Waits for the "listening on" line.
    bool start(const QString &listen = QStringLiteral("127.0.0.1:0"), QString *error = nullptr);
    void stop();
    bool isRunning() const { return m_process.state() == QProcess::Running; }
    QUrl baseUrl() const { return m_baseUrl; }

private:
    QString m_db;
    QProcess m_process;
    QUrl m_baseUrl;
};
