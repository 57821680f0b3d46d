#include "server/storage/syncrepository.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QSqlQuery>
#include <QVariant>

#include "server/storage/database.h"
#include "server/storage/sqlhelpers.h"
#include "server/storage/stockrepository.h"
#include "server/storage/storageerror.h"
#include "server/storage/syncqueue.h"

using namespace Qt::StringLiterals;

namespace {
QVariant nullableId(const std::optional<qint64> &id)
{
    return Sql::nullable(id);
}
} // namespace

SyncRepository::Content SyncRepository::contentOf(const Database &database)
{
    Content content;
    const int version = database.schemaVersion();
    if (version == 0)
        return content; // nothing created yet
    const QSqlDatabase db = database.connection();
    QSqlQuery counts = Sql::run(
        db, u"SELECT (SELECT COUNT(*) FROM products), (SELECT COUNT(*) FROM stock_movements)"_s);
    if (counts.next()) {
        content.products = counts.value(0).toLongLong();
        content.movements = counts.value(1).toLongLong();
    }
    counts.finish();
    if (!db.tables().contains(u"sync_state"_s, Qt::CaseInsensitive))
        return content;
    const SyncRepository sync(db);
    content.upstream = sync.value(u"upstream"_s);
    content.initializedAt = sync.value(u"initialized_at"_s);
    return content;
}

SyncRepository::SyncRepository(QSqlDatabase db)
    : m_db(std::move(db))
{ }

std::optional<QString> SyncRepository::value(const QString &key) const
{
    QSqlQuery row = Sql::run(m_db, u"SELECT value FROM sync_state WHERE key = ?"_s, { key });
    if (!row.next())
        return std::nullopt;
    return row.value(0).toString();
}

void SyncRepository::setValue(const QString &key, const QString &value) const
{
    Sql::run(m_db,
        u"INSERT INTO sync_state (key, value) VALUES (?, ?) "
        "ON CONFLICT (key) DO UPDATE SET value = excluded.value"_s,
        { key, value });
}

QList<SyncRepository::Pending> SyncRepository::pending(int limit) const
{
    QSqlQuery rows = Sql::run(m_db,
        u"SELECT q.id, q.movement_id, p.type, COALESCE(v.barcode, p.code, ''), m.delta, m.reason, "
        "m.note, m.scanned_at, m.product_pk, m.variant_id FROM sync_push_queue q "
        "JOIN stock_movements m ON m.id = q.movement_pk JOIN products p ON p.pk = m.product_pk "
        "LEFT JOIN variants v ON v.id = m.variant_id "
        "WHERE q.state = 'pending' AND NOT EXISTS (SELECT 1 FROM sync_product_queue pq "
        "WHERE pq.product_pk = m.product_pk AND pq.action = 'create' "
        "AND pq.state IN ('pending', 'conflict', 'dropped')) ORDER BY q.id LIMIT ?"_s,
        { limit });
    QList<Pending> result;
    while (rows.next()) {
        Pending item;
        item.queueId = rows.value(0).toLongLong();
        item.movementId = rows.value(1).toString();
        item.type = rows.value(2).toString();
        item.code = rows.value(3).toString();
        item.delta = rows.value(4).toLongLong();
        item.reason = rows.value(5).toString();
        item.note = rows.value(6).isNull() ? QString() : rows.value(6).toString();
        item.scannedAt = rows.value(7).isNull() ? QString() : rows.value(7).toString();
        item.productPk = rows.value(8).toLongLong();
        if (!rows.value(9).isNull())
            item.variantId = rows.value(9).toLongLong();
        result.append(item);
    }
    return result;
}

qint64 SyncRepository::pendingCount() const
{
    // Movements and product pushes (schema 18) alike.
    // Those of a product that stays this shop's own are held, not waiting.
    return Sql::scalar(m_db,
        u"SELECT (SELECT COUNT(*) FROM sync_push_queue q JOIN stock_movements m "
        "ON m.id = q.movement_pk WHERE q.state = 'pending' AND NOT "_s
            + SyncQueue::localOnly(u"m.product_pk"_s)
            + u") + (SELECT COUNT(*) FROM sync_product_queue q WHERE q.state = 'pending' AND NOT "_s
            + SyncQueue::localOnly(u"q.product_pk"_s) + u")"_s)
        .toLongLong();
}

QString SyncRepository::oldestPendingAt() const
{
    QString oldest;
    const QStringList statements {
        u"SELECT q.queued_at FROM sync_push_queue q JOIN stock_movements m "
        "ON m.id = q.movement_pk WHERE q.state = 'pending' AND NOT "_s
            + SyncQueue::localOnly(u"m.product_pk"_s) + u" ORDER BY q.id LIMIT 1"_s,
        u"SELECT q.queued_at FROM sync_product_queue q WHERE q.state = 'pending' AND NOT "_s
            + SyncQueue::localOnly(u"q.product_pk"_s) + u" ORDER BY q.id LIMIT 1"_s
    };
    for (const QString &statement : statements) {
        QSqlQuery row = Sql::run(m_db, statement);
        if (row.next() && (oldest.isEmpty() || row.value(0).toString() < oldest))
            oldest = row.value(0).toString();
    }
    return oldest;
}

void SyncRepository::markSent(qint64 queueId, const QString &answer) const
{
    SyncQueue::markSent(m_db, u"sync_push_queue"_s, queueId, answer);
}

void SyncRepository::markConflict(qint64 queueId, const QString &answer) const
{
    SyncQueue::markConflict(m_db, u"sync_push_queue"_s, queueId, answer);
}

void SyncRepository::addConflict(const SyncConflict &conflict) const
{
    Sql::run(m_db,
        u"INSERT INTO sync_conflicts (kind, queue_id, product_queue_id, product_pk, variant_id, "
        "code, message, detail, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"_s,
        { SyncConflict::name(conflict.kind), nullableId(conflict.movementQueueId),
            nullableId(conflict.productQueueId), conflict.productPk, nullableId(conflict.variantId),
            conflict.code, conflict.message,
            QString::fromUtf8(QJsonDocument(conflict.detail).toJson(QJsonDocument::Compact)),
            SyncQueue::now() });
}

qint64 SyncRepository::openConflictCount() const
{
    return Sql::scalar(m_db, u"SELECT COUNT(*) FROM sync_conflicts WHERE resolved_at IS NULL"_s)
        .toLongLong();
}

QJsonArray SyncRepository::conflicts() const
{
    QSqlQuery rows = Sql::run(m_db,
        u"SELECT c.id, c.kind, c.code, c.message, c.detail, c.created_at, c.resolved_at, "
        "c.resolution, p.type, p.id, p.name, c.variant_id, q.movement_id, c.queue_id, "
        "pq.action FROM sync_conflicts c "
        "LEFT JOIN products p ON p.pk = c.product_pk "
        "LEFT JOIN sync_push_queue q ON q.id = c.queue_id "
        "LEFT JOIN sync_product_queue pq ON pq.id = c.product_queue_id "
        "WHERE c.resolved_at IS NULL OR c.id IN (SELECT id FROM sync_conflicts "
        "WHERE resolved_at IS NOT NULL ORDER BY id DESC LIMIT 100) "
        "ORDER BY CASE WHEN c.resolved_at IS NULL THEN 0 ELSE 1 END, c.id DESC"_s);
    QJsonArray result;
    const auto text = [](const QVariant &value) {
        return value.isNull() ? QJsonValue() : QJsonValue(value.toString());
    };
    while (rows.next()) {
        QJsonArray actions;
        const auto kind = SyncConflict::kindNamed(rows.value(1).toString());
        for (const SyncConflict::Action action :
            SyncConflict::actionsOf(kind.value_or(SyncConflict::Kind::Refused)))
            actions.append(SyncConflict::name(action));
        // Which push the conflict holds: a movement's, a product's create or update.
        QJsonValue push;
        if (!rows.value(14).isNull())
            push = QString(u"product_"_s + rows.value(14).toString());
        else if (!rows.value(13).isNull())
            push = u"movement"_s;
        result.append(QJsonObject {
            { u"id"_s, rows.value(0).toLongLong() },
            { u"kind"_s, rows.value(1).toString() },
            { u"code"_s, rows.value(2).toString() },
            { u"message"_s, rows.value(3).toString() },
            { u"detail"_s, QJsonDocument::fromJson(rows.value(4).toByteArray()).object() },
            { u"created_at"_s, rows.value(5).toString() },
            { u"resolved_at"_s, text(rows.value(6)) },
            { u"resolution"_s, text(rows.value(7)) },
            { u"type"_s, text(rows.value(8)) },
            { u"product_id"_s,
                rows.value(9).isNull() ? QJsonValue() : QJsonValue(rows.value(9).toLongLong()) },
            { u"name"_s, text(rows.value(10)) },
            { u"variant_id"_s,
                rows.value(11).isNull() ? QJsonValue() : QJsonValue(rows.value(11).toLongLong()) },
            { u"movement_id"_s, text(rows.value(12)) },
            { u"push"_s, push },
            { u"actions"_s, actions },
        });
    }
    return result;
}

std::optional<SyncRepository::OpenConflict> SyncRepository::openConflict(qint64 id) const
{
    QSqlQuery row = Sql::run(m_db,
        u"SELECT c.kind, c.queue_id, c.product_queue_id, c.product_pk, c.variant_id, c.code, "
        "m.id, m.product_pk, m.variant_id, m.delta, q.movement_id "
        "FROM sync_conflicts c LEFT JOIN sync_push_queue q ON q.id = c.queue_id "
        "LEFT JOIN stock_movements m ON m.id = q.movement_pk "
        "WHERE c.id = ? AND c.resolved_at IS NULL"_s,
        { id });
    if (!row.next())
        return std::nullopt;
    const auto optionalId = [](const QVariant &value) {
        return value.isNull() ? std::nullopt : std::optional<qint64>(value.toLongLong());
    };
    OpenConflict open;
    open.conflict.kind
        = SyncConflict::kindNamed(row.value(0).toString()).value_or(SyncConflict::Kind::Refused);
    open.conflict.movementQueueId = optionalId(row.value(1));
    open.conflict.productQueueId = optionalId(row.value(2));
    open.conflict.productPk = row.value(3).toLongLong();
    open.conflict.variantId = optionalId(row.value(4));
    open.conflict.code = row.value(5).toString();
    if (!row.value(6).isNull()) {
        open.movementProductPk = row.value(7).toLongLong();
        open.movementVariantId = optionalId(row.value(8));
        open.movementDelta = row.value(9).toLongLong();
        open.movementId = row.value(10).toString();
    }
    return open;
}

void SyncRepository::sendMovementAgain(qint64 queueId) const
{
    // Back in the queue; local order is kept by its queue id.
    Sql::run(m_db, u"UPDATE sync_push_queue SET state = 'pending' WHERE id = ?"_s, { queueId });
}

void SyncRepository::setProductPushHeld(qint64 productQueueId, bool sendAgain) const
{
    // A product whose create is dropped stays this shop's own, with its stock and history:
    // its movements and edits, those queued and those to come, are held (not sent, not
    // waiting) until the marketplace gets a product with its code, which links the two and
    // sends them then (docs/sync.md).
    Sql::run(m_db, u"UPDATE sync_product_queue SET state = ? WHERE id = ? AND state = 'conflict'"_s,
        { sendAgain ? u"pending"_s : u"dropped"_s, productQueueId });
}

void SyncRepository::undoMovement(const OpenConflict &open, bool goesUp) const
{
    // The undo (contract §10: a new movement naming the undone one). A refused push never
    // reached upstream, so its undo stays local; an oversold sale did, so its undo goes up.
    QSqlQuery item = Sql::run(m_db, u"SELECT p.id, p.type, p.name FROM products p WHERE p.pk = ?"_s,
        { open.movementProductPk });
    if (!item.next())
        throw StorageError(u"a conflict's product is gone"_s);
    const StockRepository::Target target { open.movementProductPk, item.value(0).toLongLong(),
        item.value(1).toString(), item.value(2).toString(), open.movementVariantId };
    item.finish();
    const StockRepository stock(m_db);
    const StockRepository::Change change
        = stock.apply(target, std::nullopt, -open.movementDelta, std::nullopt, true);
    if (change.outcome != StockRepository::Outcome::Applied)
        throw StorageError(u"the undo of a conflict could not be applied"_s);
    stock.recordMovement(goesUp ? undoAppId : droppedAppId, target, change, QString(),
        { u"correction"_s, u"undo of movement %1"_s.arg(open.movementId), std::nullopt, QString(),
            QString() });
    if (!goesUp && open.conflict.movementQueueId)
        Sql::run(m_db, u"UPDATE sync_push_queue SET state = 'dropped' WHERE id = ?"_s,
            { *open.conflict.movementQueueId });
}

void SyncRepository::markResolved(qint64 id, SyncConflict::Action action) const
{
    Sql::run(m_db, u"UPDATE sync_conflicts SET resolved_at = ?, resolution = ? WHERE id = ?"_s,
        { SyncQueue::now(), SyncConflict::name(action), id });
}

bool SyncRepository::rememberPulled(qint64 upstreamId) const
{
    QSqlQuery row = Sql::run(m_db,
        u"INSERT INTO sync_pulled_movements (upstream_id, pulled_at) VALUES (?, ?) "
        "ON CONFLICT (upstream_id) DO NOTHING RETURNING upstream_id"_s,
        { upstreamId, SyncQueue::now() });
    return row.next();
}

void SyncRepository::rememberPulled(const QList<qint64> &upstreamIds) const
{
    constexpr qsizetype perStatement = 500;
    const QString at = SyncQueue::now();
    for (qsizetype from = 0; from < upstreamIds.size(); from += perStatement) {
        const qsizetype count = std::min(perStatement, upstreamIds.size() - from);
        QStringList rows;
        QVariantList values;
        for (qsizetype i = from; i < from + count; ++i) {
            rows << u"(?, ?)"_s;
            values << upstreamIds.at(i) << at;
        }
        // Placeholders only: the statement's text holds no input.
        Sql::run(m_db,
            u"INSERT INTO sync_pulled_movements (upstream_id, pulled_at) VALUES "_s
                + rows.join(u", "_s) + u" ON CONFLICT (upstream_id) DO NOTHING"_s,
            values);
    }
}

SyncRepository::Pulled SyncRepository::applyPulled(const QJsonObject &movement) const
{
    const QString movementId = movement.value(u"movement_id"_s).toString();
    if (!movementId.isEmpty()) {
        QSqlQuery known = Sql::run(
            m_db, u"SELECT 1 FROM stock_movements WHERE movement_id = ?"_s, { movementId });
        if (known.next())
            return Pulled::Known;
    }
    QSqlQuery item
        = Sql::run(m_db, u"SELECT pk, id, type, name FROM products WHERE type = ? AND id = ?"_s,
            { movement.value(u"type"_s).toString(), movement.value(u"product_id"_s).toInteger() });
    if (!item.next())
        return Pulled::NoProduct;
    // Its upstream id, remembered in this transaction: a feed that repeats itself never
    // applies it twice.
    if (!rememberPulled(movement.value(u"id"_s).toInteger())) {
        item.finish();
        return Pulled::Known;
    }
    const QJsonValue variant = movement.value(u"variant_id"_s);
    if (variant.isDouble()) {
        // The variant must be this product's: the stock of another item never moves by a
        // movement that names this one (contract §14, ids are checked).
        QSqlQuery own = Sql::run(m_db, u"SELECT 1 FROM variants WHERE id = ? AND product_pk = ?"_s,
            { variant.toInteger(), item.value(0).toLongLong() });
        if (!own.next())
            throw StorageError(u"upstream movement %1 names variant %2, which product %3 here "
                               "does not have"_s.arg(movement.value(u"id"_s).toInteger())
                                   .arg(variant.toInteger())
                                   .arg(movement.value(u"product_id"_s).toInteger()),
                StorageError::Cause::Refused);
    }
    const StockRepository::Target target { item.value(0).toLongLong(), item.value(1).toLongLong(),
        item.value(2).toString(), item.value(3).toString(),
        variant.isDouble() ? std::optional<qint64>(variant.toInteger()) : std::nullopt };
    item.finish();
    const StockRepository stock(m_db);
    // A sale made elsewhere happened: it is recorded even when it takes the stock here below 0.
    const StockRepository::Change change = stock.apply(
        target, std::nullopt, movement.value(u"delta"_s).toInteger(), std::nullopt, true);
    if (change.outcome != StockRepository::Outcome::Applied)
        throw StorageError(u"upstream movement %1: its delta %2 takes the stock out of range"_s
                               .arg(movement.value(u"id"_s).toInteger())
                               .arg(movement.value(u"delta"_s).toInteger()),
            StorageError::Cause::Refused);
    const auto text = [&](const QString &key) {
        const QJsonValue value = movement.value(key);
        return value.isString() ? value.toString() : QString();
    };
    stock.recordMovement(pulledAppId, target, change, QString(),
        { text(u"reason"_s).isEmpty() ? u"correction"_s : text(u"reason"_s), text(u"note"_s),
            std::nullopt, text(u"scanned_at"_s), movementId });
    return Pulled::Applied;
}

void SyncRepository::setInitialStock(
    const QString &type, qint64 productId, std::optional<qint64> variantId, qint64 stock) const
{
    QSqlQuery item
        = Sql::run(m_db, u"SELECT pk, id, type, name FROM products WHERE type = ? AND id = ?"_s,
            { type, productId });
    if (!item.next())
        return;
    const StockRepository::Target target { item.value(0).toLongLong(), item.value(1).toLongLong(),
        item.value(2).toString(), item.value(3).toString(), variantId };
    item.finish();
    // Recorded like every stock change (the history adds up to the stock), as the sync's own.
    const StockRepository repository(m_db);
    StockRepository::Change change = repository.apply(target, std::nullopt, 0, std::nullopt);
    const qint64 delta = stock - change.before;
    if (delta == 0)
        return;
    change = repository.apply(target, std::nullopt, delta, std::nullopt, true);
    if (change.outcome != StockRepository::Outcome::Applied)
        throw StorageError(u"the copied stock is out of range"_s, StorageError::Cause::Refused);
    repository.recordMovement(pulledAppId, target, change, QString(),
        { u"correction"_s, u"sync init"_s, std::nullopt, QString(), QString() });
}
