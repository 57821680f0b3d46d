#include "server/storage/movementrepository.h"

#include <QSqlQuery>
#include <QVariant>

#include "server/storage/rowmapper.h"
#include "server/storage/sqlhelpers.h"

using namespace Qt::StringLiterals;
using Kind = RowMapper::Kind;

namespace {
// Stored times are UTC with milliseconds ("…T12:00:00.000Z"), so they compare as text.
QString storedForm(const QDateTime &at)
{
    return at.toUTC().toString(Qt::ISODateWithMs);
}
} // namespace

MovementRepository::MovementRepository(QSqlDatabase db)
    : m_db(std::move(db))
{ }

MovementRepository::Page MovementRepository::list(
    qint64 sellerId, const Filter &filter, qint64 page, int perPage) const
{
    // Conditions are fixed text; every value is bound.
    QString where = u" WHERE p.seller_id = ?"_s;
    QVariantList values { sellerId };
    if (filter.productPk) {
        where += u" AND m.product_pk = ?"_s;
        values << *filter.productPk;
    }
    if (filter.variantId) {
        where += u" AND m.variant_id = ?"_s;
        values << *filter.variantId;
    }
    if (!filter.reason.isEmpty()) {
        where += u" AND m.reason = ?"_s;
        values << filter.reason;
    }
    if (filter.since) {
        where += u" AND m.at >= ?"_s;
        values << storedForm(*filter.since);
    }
    if (filter.until) {
        where += u" AND m.at <= ?"_s;
        values << storedForm(*filter.until);
    }
    const QString from = u" FROM stock_movements m JOIN products p ON p.pk = m.product_pk "
                         "LEFT JOIN variants v ON v.id = m.variant_id "
                         "LEFT JOIN api_keys k ON k.app_id = m.app_id"_s;
    Page result;
    QSqlQuery total = Sql::run(m_db, u"SELECT COUNT(*)"_s + from + where, values);
    result.total = total.next() ? total.value(0).toLongLong() : 0;

    static const RowMapper mapper { { u"id"_s, Kind::Integer }, { u"at"_s, Kind::Text },
        { u"type"_s, Kind::Text }, { u"product_id"_s, Kind::Integer }, { u"name"_s, Kind::Text },
        { u"code"_s, Kind::Text }, { u"variant_id"_s, Kind::NullableInteger },
        { u"before"_s, Kind::Integer }, { u"after"_s, Kind::Integer },
        { u"delta"_s, Kind::Integer }, { u"reason"_s, Kind::Text } };
    QSqlQuery rows = Sql::run(m_db,
        u"SELECT m.id, m.at, p.type, p.id, p.name, COALESCE(v.barcode, p.code, ''), "
        "m.variant_id, m.stock_before, m.stock_after, m.delta, m.reason, m.note, m.app_id, "
        "COALESCE(k.name, ''), m.scanned_at, m.price"_s
            + from + where + u" ORDER BY m.id DESC LIMIT ? OFFSET ?"_s,
        values + QVariantList { perPage, Sql::offsetOf(page, perPage) });
    while (rows.next()) {
        QJsonObject item = mapper.object(rows);
        const QVariant note = rows.value(11);
        item.insert(u"note"_s, note.isNull() ? QJsonValue() : QJsonValue(note.toString()));
        item.insert(u"app_id"_s, rows.value(12).toString());
        item.insert(u"key_name"_s, rows.value(13).toString());
        // An idempotent replay answers from its stored result and appends no movement, so no
        // movement is ever a replay of another.
        item.insert(u"replayed_of"_s, QJsonValue());
        const QVariant scannedAt = rows.value(14);
        item.insert(
            u"scanned_at"_s, scannedAt.isNull() ? QJsonValue() : QJsonValue(scannedAt.toString()));
        const QVariant price = rows.value(15);
        item.insert(u"price"_s, price.isNull() ? QJsonValue() : QJsonValue(price.toLongLong()));
        result.items.append(item);
    }
    return result;
}
