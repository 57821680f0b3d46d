#include "net/outboxmigration.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>

#include "net/outboxstore.h"

using namespace Qt::StringLiterals;

namespace {

std::optional<qint64> optionalInt(const QVariant &value)
{
    return value.isNull() ? std::nullopt : std::optional<qint64>(value.toLongLong());
}

QString stamp()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
}

// The files of the outboxes this one replaces (one per kind, before there was one outbox).
const QStringList olderFiles { u"stock-outbox.sqlite"_s, u"count-scans.sqlite"_s,
    u"receipt-scans.sqlite"_s, u"return-scans.sqlite"_s };

} // namespace

OutboxMigration::OutboxMigration(OutboxStore *store, const QString &path, const QString &connection)
    : m_store(store)
    , m_path(path)
    , m_connectionName(connection)
{ }

bool OutboxMigration::exec(QSqlQuery &query, const char *what)
{
    if (query.exec())
        return true;
    m_lastError = query.lastError().text();
    qWarning("outbox: cannot %s: %s", what, qPrintable(m_lastError));
    return false;
}

bool OutboxMigration::run()
{
    QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
    // The stock outbox's own table, when this is the file it used.
    if (db.tables().contains(u"stock_outbox"_s) && !migrateStockTable(db, true))
        return false;
    const QDir folder = QFileInfo(m_path).absoluteDir();
    for (const QString &name : olderFiles) {
        const QString file = folder.absoluteFilePath(name);
        if (!QFileInfo::exists(file) || QFileInfo(file) == QFileInfo(m_path))
            continue;
        QSqlQuery done(db);
        done.prepare(u"SELECT 1 FROM outbox_migrations WHERE source = ?"_s);
        done.addBindValue(file);
        if (!exec(done, "read the migrations"))
            return false;
        if (done.next())
            continue;
        const QString connection = m_connectionName + u"-older"_s;
        bool ok = false;
        {
            QSqlDatabase older = QSqlDatabase::addDatabase(u"QSQLITE"_s, connection);
            older.setDatabaseName(file);
            older.setConnectOptions(u"QSQLITE_BUSY_TIMEOUT=5000"_s);
            if (!older.open()) {
                m_lastError = older.lastError().text();
                qWarning("outbox: cannot open the older %s: %s", qPrintable(file),
                    qPrintable(m_lastError));
            } else if (!db.transaction()) {
                m_lastError = db.lastError().text();
            } else {
                const QStringList tables = older.tables();
                ok = (!tables.contains(u"stock_outbox"_s) || migrateStockTable(older, false))
                    && (!tables.contains(u"count_scans"_s)
                        || migrateScanTable(older,
                            name.startsWith("receipt"_L1)      ? u"receipts"_s
                                : name.startsWith("return"_L1) ? u"returns"_s
                                                               : u"counts"_s));
                QSqlQuery mark(db);
                mark.prepare(
                    u"INSERT INTO outbox_migrations (source, migrated_at) VALUES (?, ?)"_s);
                mark.addBindValue(file);
                mark.addBindValue(stamp());
                ok = ok && exec(mark, "record a migration") && db.commit();
                if (!ok)
                    db.rollback();
            }
            older.close();
        }
        QSqlDatabase::removeDatabase(connection);
        if (!ok)
            return false;
        // Handed over and committed (synchronous=FULL): the older file goes.
        for (const char *suffix : { "", "-wal", "-shm", "-journal" })
            QFile::remove(file + QLatin1StringView(suffix));
    }
    return true;
}

// Pending entries of a stock_outbox table of any earlier version (columns were added over
// time: each is read only when present). sameFile: the table is in this file and goes in the
// same transaction.
bool OutboxMigration::migrateStockTable(QSqlDatabase &from, bool sameFile)
{
    QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
    if (sameFile && !db.transaction()) {
        m_lastError = db.lastError().text();
        return false;
    }
    const auto fail = [&] {
        if (sameFile)
            db.rollback();
        return false;
    };
    const QSqlRecord columns = from.record(u"stock_outbox"_s);
    QSqlQuery read(from);
    // Older versions rejected a change the server refused for the key (401/403): the server
    // keeps no such answer, so the same key still applies it once.
    read.prepare(u"SELECT * FROM stock_outbox WHERE state IN ('pending', 'sending')"
                 " OR (state = 'rejected' AND http_status IN (401, 403)) ORDER BY id"_s);
    if (!exec(read, "read the older stock outbox"))
        return fail();
    while (read.next()) {
        const auto value = [&](const char *name) {
            const QString column = QLatin1StringView(name);
            return columns.contains(column) ? read.value(column) : QVariant();
        };
        OutboxEntry e;
        e.kind = OutboxEntry::Kind::Stock;
        e.idempotencyKey = value("idempotency_key").toString().toLatin1();
        e.server = value("server").toString();
        e.appId = value("app_id").toString();
        e.change.code = value("code").toString();
        e.change.mode = value("mode").toString() == "set"_L1 ? StockChange::Mode::Set
                                                             : StockChange::Mode::Delta;
        e.change.value = value("value").toLongLong();
        e.change.expectedStock = optionalInt(value("expected_stock"));
        e.change.reason = value("reason").toString();
        e.change.note = value("note").toString();
        // Sent without a scan time before the column existed: a resend must be the same request.
        e.omitScanTime
            = !columns.contains(u"omit_scanned_at"_s) || value("omit_scanned_at").toInt();
        e.createdAt = QDateTime::fromString(value("created_at").toString(), Qt::ISODateWithMs);
        e.attempts = value("attempts").toInt();
        if (m_store->insert(e) < 0)
            return fail();
    }
    if (sameFile) {
        QSqlQuery drop(db);
        drop.prepare(u"DROP TABLE stock_outbox"_s);
        if (!exec(drop, "drop the older stock outbox") || !db.commit())
            return fail();
    }
    return true;
}

// Pending scans of a count_scans table (the count, receipt and return outboxes): state 0.
bool OutboxMigration::migrateScanTable(QSqlDatabase &from, const QString &fallbackKind)
{
    const bool hasKind = from.record(u"count_scans"_s).contains(u"kind"_s);
    QSqlQuery read(from);
    read.prepare(u"SELECT * FROM count_scans WHERE state = 0 ORDER BY id"_s);
    if (!exec(read, "read an older scan outbox"))
        return false;
    while (read.next()) {
        OutboxEntry e;
        const QString kind = hasKind ? read.value(u"kind"_s).toString() : fallbackKind;
        e.kind = OutboxEntry::kindFrom(kind).value_or(OutboxEntry::Kind::Count);
        e.documentId = read.value(u"count_id"_s).toLongLong();
        e.idempotencyKey = read.value(u"idempotency_key"_s).toString().toLatin1();
        // Those files kept the base URL as typed; this one without a trailing slash.
        QString server = read.value(u"server"_s).toString();
        while (server.endsWith(u'/'))
            server.chop(1);
        e.server = server;
        e.appId = read.value(u"app_id"_s).toString();
        e.change = StockChange::delta(
            read.value(u"code"_s).toString(), read.value(u"quantity"_s).toLongLong());
        e.omitScanTime = true;
        if (m_store->insert(e) < 0)
            return false;
    }
    return true;
}
