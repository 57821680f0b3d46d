#include "server/storage/stockrepository.h"

#include <QDateTime>
#include <QSqlQuery>
#include <QVariant>

#include "server/storage/sqlhelpers.h"

using namespace Qt::StringLiterals;

StockRepository::StockRepository(QSqlDatabase db)
    : m_db(std::move(db))
{ }

std::optional<StockRepository::Target> StockRepository::find(qint64 sellerId,
    const std::optional<QString> &isbn13, const std::optional<QString> &barcode) const
{
    // By (seller, code): left to itself the planner walks the (type, id) index for the ORDER
    // BY, i.e. every product of the type (tens of milliseconds on a 100k catalog).
    // (PostgreSQL's planner picks that index by itself and has no INDEXED BY.)
    const QString productQuery
        = u"SELECT pk, id, type, name FROM products %1 WHERE seller_id = ? "
          "AND type = ? AND code = ? AND active = 1 ORDER BY id LIMIT 1"_s.arg(
              Sql::isPostgres(m_db) ? QString() : u"INDEXED BY products_code"_s);
    const auto lookup = [&](const QString &type, const QString &code) -> std::optional<Target> {
        QSqlQuery row = Sql::run(m_db, productQuery, { sellerId, type, code });
        if (!row.next())
            return std::nullopt;
        return Target { row.value(0).toLongLong(), row.value(1).toLongLong(),
            row.value(2).toString(), row.value(3).toString(), std::nullopt };
    };
    if (isbn13) {
        if (auto book = lookup(u"book"_s, *isbn13))
            return book;
    }
    if (!barcode)
        return std::nullopt;
    if (auto item = lookup(u"stationery"_s, *barcode))
        return item;
    QSqlQuery variant = Sql::run(m_db,
        u"SELECT p.pk, p.id, p.type, p.name, v.id FROM variants v "
        "JOIN products p ON p.pk = v.product_pk "
        "WHERE p.seller_id = ? AND v.barcode = ? AND p.active = 1 ORDER BY v.id LIMIT 1"_s,
        { sellerId, *barcode });
    if (!variant.next())
        return std::nullopt;
    return Target { variant.value(0).toLongLong(), variant.value(1).toLongLong(),
        variant.value(2).toString(), variant.value(3).toString(), variant.value(4).toLongLong() };
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
