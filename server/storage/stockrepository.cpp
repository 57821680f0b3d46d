#include "server/storage/stockrepository.h"

#include <QDateTime>
#include <QSqlQuery>
#include <QVariant>

#include "server/storage/codematches.h"
#include "server/storage/sqlhelpers.h"

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
    qint64 delta, std::optional<qint64> expected) const
{
    // The table and key column are chosen here, never taken from input.
    const QString table = target.variantId ? u"variants"_s : u"products"_s;
    const QString keyColumn = target.variantId ? u"id"_s : u"pk"_s;
    const qint64 key = target.variantId ? *target.variantId : target.productPk;

    // The row is locked before it is read, and every decision below is made from that one
    // row version: PostgreSQL instances write concurrently, so a value read without the lock
    // (or re-read after a refused UPDATE) may belong to another transaction's change. SQLite
    // holds the database's write lock for the whole transaction (BEGIN IMMEDIATE).
    QSqlQuery locked = Sql::run(m_db,
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
    if (wanted < 0) {
        change.outcome = Outcome::WouldBeNegative;
        return change;
    }
    if (wanted > maximumStock) {
        change.outcome = Outcome::OutOfRange;
        return change;
    }
    // The database still computes a delta itself: under the lock it is the same value, and it
    // keeps "no read-modify-write in C++" true even if a caller forgot the transaction.
    QSqlQuery update = Sql::run(m_db,
        u"UPDATE "_s + table + u" SET stock = "_s + (setTo ? u"?"_s : u"stock + ?"_s) + u" WHERE "_s
            + keyColumn + u" = ? RETURNING stock"_s,
        { setTo ? *setTo : delta, key });
    change.after = update.next() ? update.value(0).toLongLong() : wanted;
    return change;
}

void StockRepository::recordMovement(const QString &appId, const Target &target,
    const Change &change, const QString &idempotencyKey, const Cause &cause) const
{
    const QVariant variantId
        = target.variantId ? QVariant(*target.variantId) : QVariant(QMetaType::fromType<qint64>());
    const auto nullableText = [](const QString &text) {
        return text.isNull() ? QVariant(QMetaType::fromType<QString>()) : QVariant(text);
    };
    // The price is read in the same transaction: a report values the movement at the price the
    // item had when it was made (contract §12), not at a later one. Cached: preparing it also
    // compiles the schema's triggers on stock_movements (the history's day counts, the reports'
    // daily sales), which costs more than running them.
    QSqlQuery &inserted = Sql::runCached(m_db,
        u"INSERT INTO stock_movements (app_id, product_pk, variant_id, stock_before, stock_after, "
        "delta, at, idempotency_key, reason, note, count_id, scanned_at, price) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, COALESCE("
        "(SELECT price FROM variants WHERE id = ?), (SELECT price FROM products WHERE pk = ?)))"_s,
        { appId, target.productPk, variantId, change.before, change.after,
            change.after - change.before,
            QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs),
            nullableText(idempotencyKey.isEmpty() ? QString() : idempotencyKey), cause.reason,
            nullableText(cause.note),
            cause.countId ? QVariant(*cause.countId) : QVariant(QMetaType::fromType<qint64>()),
            nullableText(cause.scannedAt), variantId, target.productPk });
    inserted.finish();
}
