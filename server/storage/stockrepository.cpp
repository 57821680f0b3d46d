#include "server/storage/stockrepository.h"

#include <QDateTime>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlQuery>
#include <QVariant>

#include "server/domain/domainerror.h"
#include "server/storage/codematches.h"
#include "server/storage/lockordercache.h"
#include "server/storage/sqlhelpers.h"
#include "server/storage/storageerror.h"

using namespace Qt::StringLiterals;

StockRepository::StockRepository(QSqlDatabase db)
    : m_db(std::move(db))
{ }

std::optional<StockRepository::Target> StockRepository::find(qint64 sellerId,
    const std::optional<QString> &isbn13, const std::optional<QString> &barcode) const
{
    // Several items with the code (data older than contract §11) throw 409 ambiguous_code:
    // a stock change never silently picks one of them.
    const auto match = CodeMatches(m_db).findOne(sellerId, isbn13, barcode);
    if (!match)
        return std::nullopt;
    return Target { match->productPk, match->id, match->type, match->name, match->variantId };
}

QStringList StockRepository::variantBarcodes(qint64 productPk) const
{
    QSqlQuery rows = Sql::run(
        m_db, u"SELECT barcode FROM variants WHERE product_pk = ? ORDER BY id"_s, { productPk });
    QStringList barcodes;
    while (rows.next())
        barcodes << rows.value(0).toString();
    return barcodes;
}

StockRepository::Change StockRepository::apply(const Target &target, std::optional<qint64> setTo,
    qint64 delta, std::optional<qint64> expected, bool allowNegative) const
{
    // The table and key column are chosen here, never taken from input.
    const QString table = target.variantId ? u"variants"_s : u"products"_s;
    const QString keyColumn = target.variantId ? u"id"_s : u"pk"_s;
    const qint64 key = target.variantId ? *target.variantId : target.productPk;

    // The row is locked before it is read, and every decision below is made from that one
    // row version: PostgreSQL instances write concurrently, so a value read without the lock
    // (or re-read after a refused UPDATE) may belong to another transaction's change. SQLite
    // holds the database's write lock for the whole transaction (BEGIN IMMEDIATE). A variant's
    // product is locked first, as stock_apply() does (docs/locking.md).
    if (target.variantId && Sql::isPostgres(m_db)) {
        Sql::run(
            m_db, u"SELECT pk FROM products WHERE pk = ? FOR NO KEY UPDATE"_s, { target.productPk })
            .finish();
    }
    // Both statements are prepared once per connection: preparing the UPDATE below compiles
    // every UPDATE trigger of its table (the change feed's among them, contract §13), which
    // costs far more than running them (docs/changefeed.md, "What a write costs").
    QSqlQuery &locked = Sql::runCached(m_db,
        u"SELECT stock FROM "_s + table + u" WHERE "_s + keyColumn + u" = ?"_s
            + (Sql::isPostgres(m_db) ? u" FOR UPDATE"_s : QString()),
        { key });
    Change change;
    change.before = locked.next() ? locked.value(0).toLongLong() : 0;
    change.after = change.before;
    locked.finish();
    if (expected && *expected != change.before) {
        change.outcome = Outcome::Conflict;
        return change;
    }
    const qint64 wanted = setTo ? *setTo : change.before + delta;
    // Below 0 only by a sale that happened (allow_negative); a change that raises an oversold
    // stock towards 0 is a change like any other (contract §14).
    if ((wanted < 0 && wanted < change.before && !(allowNegative && !setTo))
        || wanted < minimumStock) {
        change.outcome = Outcome::WouldBeNegative;
        return change;
    }
    if (wanted > maximumStock) {
        change.outcome = Outcome::OutOfRange;
        return change;
    }
    // The database still computes a delta itself: under the lock it is the same value, and it
    // keeps "no read-modify-write in C++" true even if a caller forgot the transaction.
    QSqlQuery &update = Sql::runCached(m_db,
        u"UPDATE "_s + table + u" SET stock = "_s + (setTo ? u"?"_s : u"stock + ?"_s) + u" WHERE "_s
            + keyColumn + u" = ? RETURNING stock"_s,
        { setTo ? *setTo : delta, key });
    change.after = update.next() ? update.value(0).toLongLong() : wanted;
    update.finish();
    return change;
}

void StockRepository::lockProducts(const QString &condition, const QVariantList &values) const
{
    // ORDER BY under the lock: PostgreSQL locks the rows as the sort returns them. NO KEY
    // UPDATE: it excludes every stock change (FOR UPDATE, UPDATE) and count scan (FOR SHARE),
    // but not a scan's line being inserted (its foreign key takes KEY SHARE of the product),
    // which would otherwise wait for this post while the post waits for that scan.
    if (Sql::isPostgres(m_db)) {
        Sql::run(m_db,
            u"SELECT p.pk FROM products p WHERE "_s + condition
                + u" ORDER BY p.pk FOR NO KEY UPDATE"_s,
            values)
            .finish();
    }
}

void StockRepository::recordMovement(const QString &appId, const Target &target,
    const Change &change, const QString &idempotencyKey, const Cause &cause) const
{
    const QVariant variantId
        = target.variantId ? QVariant(*target.variantId) : QVariant(QMetaType::fromType<qint64>());
    // The price is read in the same transaction: a report values the movement at the price the
    // item had when it was made (contract §12), not at a later one. Cached: preparing it also
    // compiles the schema's triggers on stock_movements (the history's day counts, the reports'
    // daily sales), which costs more than running them.
    QSqlQuery &inserted = Sql::runCached(m_db,
        u"INSERT INTO stock_movements (app_id, product_pk, variant_id, stock_before, stock_after, "
        "delta, at, idempotency_key, reason, note, count_id, scanned_at, movement_id, price) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, COALESCE("
        "(SELECT price FROM variants WHERE id = ?), (SELECT price FROM products WHERE pk = ?)))"_s,
        { appId, target.productPk, variantId, change.before, change.after,
            change.after - change.before,
            QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs),
            Sql::nullable(idempotencyKey.isEmpty() ? QString() : idempotencyKey), cause.reason,
            Sql::nullable(cause.note),
            cause.countId ? QVariant(*cause.countId) : QVariant(QMetaType::fromType<qint64>()),
            Sql::nullable(cause.scannedAt), Sql::nullable(cause.movementId), variantId,
            target.productPk });
    inserted.finish();
}

StockRepository::Applied StockRepository::applyByCode(
    const Update &update, const BatchedUpdate *batched) const
{
    if (!Sql::isPostgres(m_db)) {
        // SQLite: the same steps in the process, under the transaction's write lock.
        if (auto replay = replayOf(update))
            return *replay;
        Applied applied;
        const auto target = find(update.sellerId, update.isbn13, update.barcode);
        if (!target) {
            applied.change.outcome = Outcome::NotFound;
            return applied;
        }
        applied.target = *target;
        if (!target->variantId && target->type == "stationery"_L1
            && !variantBarcodes(target->productPk).isEmpty()) {
            applied.change.outcome = Outcome::HasVariants;
            return applied;
        }
        applied.change
            = apply(*target, update.setTo, update.delta, update.expected, update.allowNegative);
        if (applied.change.outcome == Outcome::Applied) {
            recordMovement(
                update.appId, *target, applied.change, update.idempotencyKey, update.cause);
            if (!update.cause.movementId.isEmpty())
                rememberMovementId(update, applied);
        }
        return applied;
    }
    if (batched && batched->result)
        return finishApplied(update, batched->result->first, batched->result->second);
    const auto [outcome, applied] = runStockApply(update);
    return finishApplied(update, outcome, applied);
}

std::pair<QString, StockRepository::Applied> StockRepository::runStockApply(
    const Update &update) const
{
    QSqlQuery &row = Sql::runCached(m_db,
        u"SELECT outcome, item_pk, item_id, item_type, item_name, item_variant, stock_was, "
        "stock_now FROM stock_apply(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"_s,
        { update.sellerId, Sql::nullable(update.isbn13), Sql::nullable(update.barcode),
            Sql::nullable(update.setTo), update.delta, Sql::nullable(update.expected), update.appId,
            Sql::nullable(update.idempotencyKey.isEmpty() ? QString() : update.idempotencyKey),
            update.cause.reason, Sql::nullable(update.cause.note),
            Sql::nullable(update.cause.scannedAt),
            QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs),
            Sql::nullable(update.cause.movementId), Sql::nullable(update.fingerprint),
            update.allowNegative });
    if (!row.next()) {
        row.finish();
        throw StorageError(u"stock_apply() answered no row"_s);
    }
    auto answer = decodeApplied(row);
    row.finish();
    return answer;
}

std::optional<StockRepository::Applied> StockRepository::replayOf(const Update &update) const
{
    if (update.cause.movementId.isEmpty())
        return std::nullopt;
    QSqlQuery &stored = Sql::runCached(m_db,
        u"SELECT seller_id, fingerprint, item_pk, item_id, item_type, item_name, item_variant, "
        "stock_before, stock_after FROM stock_movement_ids WHERE movement_id = ?"_s,
        { update.cause.movementId });
    if (!stored.next()) {
        stored.finish();
        return std::nullopt;
    }
    Applied replay;
    if (stored.value(0).toLongLong() != update.sellerId
        || stored.value(1).toString() != update.fingerprint) {
        replay.change.outcome = Outcome::Reused;
    } else {
        replay.change.outcome = Outcome::Replayed;
        replay.target = { stored.value(2).toLongLong(), stored.value(3).toLongLong(),
            stored.value(4).toString(), stored.value(5).toString(),
            stored.value(6).isNull() ? std::nullopt
                                     : std::optional<qint64>(stored.value(6).toLongLong()) };
        replay.change.before = stored.value(7).toLongLong();
        replay.change.after = stored.value(8).toLongLong();
    }
    stored.finish();
    return replay;
}

void StockRepository::rememberMovementId(const Update &update, const Applied &applied) const
{
    const QVariant variant = applied.target.variantId ? QVariant(*applied.target.variantId)
                                                      : QVariant(QMetaType::fromType<qint64>());
    QSqlQuery &inserted = Sql::runCached(m_db,
        u"INSERT INTO stock_movement_ids (movement_id, seller_id, fingerprint, movement_pk, "
        "item_pk, item_id, item_type, item_name, item_variant, stock_before, stock_after) "
        "VALUES (?, ?, ?, (SELECT id FROM stock_movements WHERE movement_id = ?), "
        "?, ?, ?, ?, ?, ?, ?)"_s,
        { update.cause.movementId, update.sellerId, update.fingerprint, update.cause.movementId,
            applied.target.productPk, applied.target.id, applied.target.type, applied.target.name,
            variant, applied.change.before, applied.change.after });
    inserted.finish();
}

std::pair<QString, StockRepository::Applied> StockRepository::decodeApplied(const QSqlQuery &row)
{
    Applied applied;
    applied.target = { row.value(1).toLongLong(), row.value(2).toLongLong(),
        row.value(3).toString(), row.value(4).toString(),
        row.value(5).isNull() ? std::nullopt : std::optional<qint64>(row.value(5).toLongLong()) };
    applied.change.before = row.value(6).toLongLong();
    applied.change.after = row.value(7).toLongLong();
    return { row.value(0).toString(), applied };
}

StockRepository::Applied StockRepository::finishApplied(
    const Update &update, const QString &outcome, Applied applied) const
{
    // The rows this code locked, for ordering its next updates' batches (lockOrder()).
    if (applied.target.productPk != 0)
        LockOrderCache::instance().remember(m_db, update.sellerId, update.isbn13, update.barcode,
            { applied.target.productPk, applied.target.variantId.value_or(0) });
    if (outcome == "ambiguous"_L1) {
        // Several items have the code (data older than contract §11): the error names them.
        // If an edit left one meanwhile, it is looked up (and locked) again.
        const CodeMatches matches(m_db);
        const QList<CodeMatches::Item> items
            = matches.find(update.sellerId, update.isbn13, update.barcode);
        if (items.size() > 1)
            throw CodeMatches::ambiguity(
                update.isbn13.value_or(update.barcode.value_or(QString())), items);
        // Once: stock_items() and CodeMatches::find apply the same rules (tst_codelookup pins
        // both); should they ever disagree, that is an error, not an endless retry.
        const auto [again, retried] = runStockApply(update);
        if (again == "ambiguous"_L1) {
            qCritical("stock_apply() finds several items with a code where CodeMatches finds %d",
                int(items.size()));
            throw DomainError::internal();
        }
        return finishApplied(update, again, retried);
    }
    static const QHash<QString, Outcome> outcomes { { u"applied"_s, Outcome::Applied },
        { u"not_found"_s, Outcome::NotFound }, { u"has_variants"_s, Outcome::HasVariants },
        { u"conflict"_s, Outcome::Conflict }, { u"negative"_s, Outcome::WouldBeNegative },
        { u"out_of_range"_s, Outcome::OutOfRange }, { u"replayed"_s, Outcome::Replayed },
        { u"reused"_s, Outcome::Reused } };
    const auto known = outcomes.constFind(outcome);
    if (known == outcomes.cend())
        throw StorageError(u"stock_apply() answered %1"_s.arg(outcome));
    applied.change.outcome = *known;
    return applied;
}

void StockRepository::applyBatched(const std::vector<BatchedUpdate *> &updates) const
{
    // The updates as one JSON array of argument arrays (no parameter limit, nulls kept): each
    // element's stock_apply() runs in the array's order (a nested loop over its elements),
    // so the rows are locked in the order the batch gave.
    QJsonArray arguments;
    const QString now = QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
    const auto text = [](const std::optional<QString> &value) {
        return value ? QJsonValue(*value) : QJsonValue();
    };
    const auto number = [](const std::optional<qint64> &value) {
        return value ? QJsonValue(*value) : QJsonValue();
    };
    for (const BatchedUpdate *batched : updates) {
        const Update &update = batched->update;
        arguments.append(QJsonArray { update.sellerId, text(update.isbn13), text(update.barcode),
            number(update.setTo), update.delta, number(update.expected), update.appId,
            update.idempotencyKey.isEmpty() ? QJsonValue() : QJsonValue(update.idempotencyKey),
            update.cause.reason, update.cause.note.isNull() ? QJsonValue() : update.cause.note,
            update.cause.scannedAt.isNull() ? QJsonValue() : update.cause.scannedAt, now,
            update.cause.movementId.isEmpty() ? QJsonValue() : update.cause.movementId,
            update.fingerprint.isEmpty() ? QJsonValue() : update.fingerprint,
            update.allowNegative });
    }
    QSqlQuery &rows = Sql::runCached(m_db,
        u"SELECT a.outcome, a.item_pk, a.item_id, a.item_type, a.item_name, a.item_variant, "
        "a.stock_was, a.stock_now "
        "FROM jsonb_array_elements(CAST(? AS jsonb)) WITH ORDINALITY AS u(arg, n) "
        "CROSS JOIN LATERAL stock_apply(CAST(u.arg->>0 AS BIGINT), u.arg->>1, u.arg->>2, "
        "CAST(u.arg->>3 AS BIGINT), CAST(u.arg->>4 AS BIGINT), CAST(u.arg->>5 AS BIGINT), "
        "u.arg->>6, u.arg->>7, u.arg->>8, u.arg->>9, u.arg->>10, u.arg->>11, u.arg->>12, "
        "u.arg->>13, CAST(u.arg->>14 AS BOOLEAN)) AS a "
        "ORDER BY u.n"_s,
        { QString::fromUtf8(QJsonDocument(arguments).toJson(QJsonDocument::Compact)) });
    for (BatchedUpdate *batched : updates) {
        if (!rows.next()) {
            rows.finish();
            throw StorageError(u"stock_apply() answered fewer rows than updates"_s);
        }
        batched->result = decodeApplied(rows);
    }
    rows.finish();
}

std::optional<std::pair<qint64, qint64>> StockRepository::lockOrder(qint64 sellerId,
    const std::optional<QString> &isbn13, const std::optional<QString> &barcode) const
{
    if (!Sql::isPostgres(m_db))
        return std::nullopt;
    LockOrderCache &remembered = LockOrderCache::instance();
    if (const auto known = remembered.find(m_db, sellerId, isbn13, barcode))
        return known;
    QSqlQuery &rows
        = Sql::runCached(m_db, u"SELECT item_pk, item_variant FROM stock_items(?, ?, ?)"_s,
            { sellerId, Sql::nullable(isbn13), Sql::nullable(barcode) });
    std::optional<std::pair<qint64, qint64>> order;
    int items = 0;
    while (rows.next()) {
        if (++items == 1)
            order = std::pair(rows.value(0).toLongLong(), rows.value(1).toLongLong());
    }
    rows.finish();
    if (items != 1)
        return std::nullopt;
    remembered.remember(m_db, sellerId, isbn13, barcode, *order);
    return order;
}
