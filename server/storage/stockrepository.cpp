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
    const auto currentStock = [&] {
        QSqlQuery current = Sql::run(
            m_db, u"SELECT stock FROM "_s + table + u" WHERE "_s + keyColumn + u" = ?"_s, { key });
        return current.next() ? current.value(0).toLongLong() : 0;
    };

    Change change;
    // Setting needs the old value for the movement row; the caller holds the write lock, so
    // it cannot change before the UPDATE.
    if (setTo)
        change.before = currentStock();
    // The new value is computed and range-checked by the database in the same statement: no
    // read-modify-write here, so concurrent deltas are never lost.
    QString statement = u"UPDATE "_s + table + u" SET stock = "_s
        + (setTo ? u"?"_s : u"stock + ?"_s) + u" WHERE "_s + keyColumn + u" = ?"_s;
    QVariantList values { setTo ? *setTo : delta, key };
    if (!setTo) {
        statement += u" AND stock + ? BETWEEN 0 AND ?"_s;
        values << delta << maximumStock;
    }
    if (expected) {
        statement += u" AND stock = ?"_s;
        values << *expected;
    }
    QSqlQuery update = Sql::run(m_db, statement + u" RETURNING stock"_s, values);
    if (update.next()) {
        change.after = update.value(0).toLongLong();
        if (!setTo)
            change.before = change.after - delta;
        return change;
    }
    update.finish();
    change.before = currentStock();
    change.after = change.before;
    if (expected && *expected != change.before)
        change.outcome = Outcome::Conflict;
    else if (change.before + delta < 0)
        change.outcome = Outcome::WouldBeNegative;
    else
        change.outcome = Outcome::OutOfRange;
    return change;
}

void StockRepository::recordMovement(const QString &appId, const Target &target,
    const Change &change, const QString &idempotencyKey, const Cause &cause) const
{
    Sql::run(m_db,
        u"INSERT INTO stock_movements (app_id, product_pk, variant_id, stock_before, stock_after, "
        "delta, at, idempotency_key, reason, note, count_id) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"_s,
        { appId, target.productPk,
            target.variantId ? QVariant(*target.variantId)
                             : QVariant(QMetaType::fromType<qint64>()),
            change.before, change.after, change.after - change.before,
            QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs),
            idempotencyKey.isEmpty() ? QVariant(QMetaType::fromType<QString>())
                                     : QVariant(idempotencyKey),
            cause.reason,
            cause.note.isNull() ? QVariant(QMetaType::fromType<QString>()) : QVariant(cause.note),
            cause.countId ? QVariant(*cause.countId) : QVariant(QMetaType::fromType<qint64>()) });
}
