#pragma once

#include <QDateTime>
#include <QList>
#include <QString>
#include <QVariantList>
#include <optional>

#include "net/outboxentry.h"

class ApiResult;
class QSqlDatabase;
class QSqlQuery;
struct OutboxAnswer;

// The Outbox's file: one SQLite table of every kind of scan, in WAL with synchronous=FULL (an
// entry is on disk before its first send) and a busy timeout. Every statement is checked; a
// failure is logged and kept in lastError(). Knows nothing of sending: Outbox decides.
class OutboxStore final
{
public:
    explicit OutboxStore(const QString &path);
    ~OutboxStore();
    Q_DISABLE_COPY_MOVE(OutboxStore)

    // Creates or upgrades the file; entries left "sending" by a run that ended go back to
    // pending; the older outbox files in the same folder hand over their waiting scans.
    bool open();
    bool isOpen() const { return m_open; }
    QString lastError() const { return m_lastError; }
    QString path() const { return m_path; }

    // A new pending entry (kind, documentId, key, server, appId, change, createdAt); its id or -1.
    qint64 insert(const OutboxEntry &entry);
    std::optional<OutboxEntry> entry(qint64 id) const;
    QList<OutboxEntry> newest(int limit) const;
    // Pending or sending entries of `server`, oldest first; kind / documentId narrow it down
    // (documentId 0: every document of the kind).
    QList<OutboxEntry> waiting(
        const QString &server, std::optional<OutboxEntry::Kind> kind, qint64 documentId) const;
    // Pending or sending entries of `server`; with exceptAppId only those under another key.
    int countWaiting(const QString &server, const QString &exceptAppId,
        std::optional<OutboxEntry::Kind> kind, qint64 documentId) const;
    QList<qint64> waitingIds(const QString &server, const QString &appId) const;
    // The oldest pending or sending entry of this server and key.
    std::optional<OutboxEntry> next(const QString &server, const QString &appId) const;

    bool markSending(qint64 id);
    // The answer: state and what it said (answer null: nothing applied).
    bool record(
        qint64 id, OutboxEntry::State state, const ApiResult &result, const OutboxAnswer *answer);
    bool setAppId(qint64 id, const QString &server, const QString &appId);
    bool discard(qint64 id, const QString &message);
    // A rejected entry back to pending; newKey non-empty: under that key.
    bool requeue(qint64 id, const QByteArray &newKey);
    // A pending entry under a new key, without its scan time (the server refused the time).
    bool withoutScanTime(qint64 id, const QByteArray &newKey);
    int purgeFinished(const QDateTime &before);
    // Entries in flight when the outbox closes: never answered, resent by the next one.
    void releaseSending();

private:
    bool exec(QSqlQuery &query, const char *what) const;
    // One UPDATE; oneRow: true only when it changed exactly one row.
    bool change(const QString &sql, const QVariantList &binds, const char *what, bool oneRow);
    bool createSchema();
    bool addSaleColumns();
    QList<OutboxEntry> select(const QString &where, const QVariantList &binds) const;

    QString m_path;
    QString m_connectionName;
    bool m_open = false;
    mutable QString m_lastError;
};
