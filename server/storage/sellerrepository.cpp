#include "server/storage/sellerrepository.h"

#include <QSqlQuery>
#include <QVariant>

#include "server/storage/rowmapper.h"
#include "server/storage/sqlhelpers.h"

using namespace Qt::StringLiterals;
using Kind = RowMapper::Kind;

namespace {
// Any constant shared by every instance: the class of the per-seller limit locks (two-key
// advisory locks, a key space apart from the one-key locks of codes and migrations).
constexpr int limitsLockClass = 0x6c696d74; // "limt"

// Product items inside seller resources: {id, name, price, image, type, in_stock}.
const RowMapper &productItem()
{
    static const RowMapper mapper { { u"id"_s, Kind::Integer }, { u"name"_s, Kind::Text },
        { u"price"_s, Kind::Integer }, { u"image"_s, Kind::MediaUrl }, { u"type"_s, Kind::Text },
        { u"in_stock"_s, Kind::Boolean } };
    return mapper;
}
} // namespace

SellerRepository::SellerRepository(QSqlDatabase db)
    : m_db(std::move(db))
{ }

void SellerRepository::lockLimits(qint64 sellerId) const
{
    // Two sellers whose ids meet modulo 2^31 - 1 only share a lock: they wait, never miscount.
    if (Sql::isPostgres(m_db))
        Sql::run(m_db,
            u"SELECT pg_advisory_xact_lock(CAST(? AS INTEGER), "
            "CAST(CAST(? AS BIGINT) % 2147483647 AS INTEGER))"_s,
            { limitsLockClass, sellerId });
}

QJsonArray SellerRepository::list(qint64 page, int perPage, int latestCount) const
{
    static const RowMapper mapper { { u"id"_s, Kind::Integer }, { u"name"_s, Kind::Text },
        { u"logo"_s, Kind::MediaUrl }, { u"rating"_s, Kind::Number } };
    QSqlQuery sellers = Sql::run(m_db,
        u"SELECT id, name, logo, rating FROM sellers ORDER BY id LIMIT ? OFFSET ?"_s,
        { perPage, Sql::offsetOf(page, perPage) });
    QJsonArray result;
    while (sellers.next())
        result.append(mapper.object(sellers));
    sellers.finish();

    QSqlQuery latest = Sql::prepare(m_db,
        u"SELECT id, name, price, image, type, stock > 0 FROM products "
        "WHERE seller_id = ? AND active = 1 ORDER BY created_at DESC, type, id LIMIT ?"_s);
    for (qsizetype i = 0; i < result.size(); ++i) {
        QJsonObject seller = result.at(i).toObject();
        latest.addBindValue(seller.value(u"id"_s).toInteger());
        latest.addBindValue(latestCount);
        Sql::exec(latest);
        seller.insert(u"latest_products"_s, productItem().all(latest));
        result.replace(i, seller);
    }
    return result;
}

std::optional<QJsonObject> SellerRepository::byQrToken(const QString &token) const
{
    static const RowMapper mapper { { u"id"_s, Kind::Integer }, { u"name"_s, Kind::Text },
        { u"rating"_s, Kind::Number } };
    QSqlQuery row
        = Sql::run(m_db, u"SELECT id, name, rating FROM sellers WHERE qr_token = ?"_s, { token });
    if (!row.next())
        return std::nullopt;
    return mapper.object(row);
}

bool SellerRepository::exists(qint64 sellerId) const
{
    return Sql::run(m_db, u"SELECT 1 FROM sellers WHERE id = ?"_s, { sellerId }).next();
}

QString SellerRepository::name(qint64 sellerId) const
{
    return Sql::scalar(m_db, u"SELECT name FROM sellers WHERE id = ?"_s, { sellerId }).toString();
}

std::optional<QJsonObject> SellerRepository::profile(
    qint64 sellerId, qint64 page, int perPage) const
{
    QSqlQuery seller = Sql::run(m_db, u"SELECT id, name FROM sellers WHERE id = ?"_s, { sellerId });
    if (!seller.next())
        return std::nullopt;
    QJsonObject profile { { u"id"_s, seller.value(0).toLongLong() },
        { u"name"_s, seller.value(1).toString() } };
    seller.finish();
    QSqlQuery total = Sql::run(
        m_db, u"SELECT COUNT(*) FROM products WHERE seller_id = ? AND active = 1"_s, { sellerId });
    total.next();
    const qint64 totalCount = total.value(0).toLongLong();
    total.finish();
    QSqlQuery products = Sql::run(m_db,
        u"SELECT id, name, price, image, type, stock > 0 FROM products "
        "WHERE seller_id = ? AND active = 1 ORDER BY id, type LIMIT ? OFFSET ?"_s,
        { sellerId, perPage, Sql::offsetOf(page, perPage) });
    profile.insert(u"products"_s, productItem().all(products));
    profile.insert(u"meta"_s, QJsonObject { { u"page"_s, page }, { u"total"_s, totalCount } });
    return profile;
}

QHash<qint64, QJsonObject> SellerRepository::cards(const QList<qint64> &ids) const
{
    static const RowMapper mapper { { u"id"_s, RowMapper::Kind::Integer },
        { u"name"_s, RowMapper::Kind::Text }, { u"logo"_s, RowMapper::Kind::MediaUrl },
        { u"rating"_s, RowMapper::Kind::Number } };
    return mapper.byIds(m_db, u"SELECT id, name, logo, rating FROM sellers"_s, ids);
}
