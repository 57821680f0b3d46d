#pragma once

#include <QSqlDatabase>
#include <QString>

class OutboxStore;

// The waiting scans of the outboxes that came before the one Outbox (a stock outbox table, and
// one file each for count, receipt and return scans) move into it on its first open, with their
// Idempotency-Keys, in one transaction per source that also records the source, so nothing is
// lost or handed over twice; a moved file is then deleted. Finished entries stay behind.
class OutboxMigration final
{
public:
    // connection: the open connection of the store's file at `path`.
    OutboxMigration(OutboxStore *store, const QString &path, const QString &connection);

    bool run();
    QString lastError() const { return m_lastError; }

private:
    bool exec(QSqlQuery &query, const char *what);
    bool migrateStockTable(QSqlDatabase &from, bool sameFile);
    bool migrateScanTable(QSqlDatabase &from, const QString &fallbackKind);

    OutboxStore *m_store;
    QString m_path;
    QString m_connectionName;
    QString m_lastError;
};
