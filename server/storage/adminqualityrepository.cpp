#include "server/storage/adminqualityrepository.h"

#include <QSqlQuery>
#include <QVariant>

#include "server/storage/sqlhelpers.h"

using namespace Qt::StringLiterals;

AdminQualityRepository::AdminQualityRepository(QSqlDatabase db)
    : m_db(std::move(db))
{ }

QList<AdminQualityRepository::SellerTotal> AdminQualityRepository::sellerTotals() const
{
    QList<SellerTotal> rows;
    QSqlQuery query = Sql::run(m_db,
        u"SELECT seller_id, products, active_products, completeness_sum, issue_count "
        "FROM quality_seller_totals WHERE products <> 0"_s);
    while (query.next()) {
        rows.append(
            { query.value(0).toLongLong(), query.value(1).toLongLong(), query.value(2).toLongLong(),
                query.value(3).toLongLong(), query.value(4).toLongLong() });
    }
    return rows;
}

QList<qint64> AdminQualityRepository::issueTotals(qsizetype bits) const
{
    QList<qint64> counts(bits, 0);
    QSqlQuery query = Sql::run(
        m_db, u"SELECT bit, products FROM quality_issue_totals WHERE bit < ?"_s, { bits });
    while (query.next()) {
        const qint64 bit = query.value(0).toLongLong();
        if (bit >= 0 && bit < bits)
            counts[bit] = query.value(1).toLongLong();
    }
    return counts;
}

QHash<qint64, qint64> AdminQualityRepository::categoryTotals() const
{
    QHash<qint64, qint64> counts;
    QSqlQuery query = Sql::run(
        m_db, u"SELECT category_id, products FROM quality_category_totals WHERE products <> 0"_s);
    while (query.next())
        counts.insert(query.value(0).toLongLong(), query.value(1).toLongLong());
    return counts;
}

QList<AdminQualityRepository::Seller> AdminQualityRepository::sellers() const
{
    QList<Seller> rows;
    QSqlQuery query = Sql::run(m_db, u"SELECT id, name, active FROM sellers ORDER BY id"_s);
    while (query.next()) {
        rows.append({ query.value(0).toLongLong(), query.value(1).toString(),
            query.value(2).toLongLong() != 0 });
    }
    return rows;
}

QList<AdminQualityRepository::Category> AdminQualityRepository::categories() const
{
    QList<Category> rows;
    QSqlQuery query = Sql::run(m_db, u"SELECT id, name, parent_id FROM categories ORDER BY id"_s);
    while (query.next()) {
        Category category { query.value(0).toLongLong(), query.value(1).toString(), {} };
        if (!query.value(2).isNull())
            category.parentId = query.value(2).toLongLong();
        rows.append(category);
    }
    return rows;
}

namespace {

const QString conflictingCodesSql
    = u"SELECT d.code, (SELECT COUNT(*) FROM products o WHERE o.code = d.code) AS listings "
      "FROM (SELECT DISTINCT code FROM products WHERE (issues & ?) <> 0 AND code IS NOT NULL) d"_s;

} // namespace

qint64 AdminQualityRepository::countConflictingCodes(qint64 conflictMask) const
{
    return Sql::scalar(m_db,
        u"SELECT COUNT(DISTINCT code) FROM products WHERE (issues & ?) <> 0 AND code IS NOT NULL"_s,
        { conflictMask })
        .toLongLong();
}

QStringList AdminQualityRepository::conflictingCodes(
    qint64 conflictMask, qint64 page, int perPage) const
{
    QString sql = conflictingCodesSql + u" ORDER BY listings DESC, d.code"_s;
    QVariantList values { conflictMask };
    if (perPage > 0) {
        sql += u" LIMIT ? OFFSET ?"_s;
        values << perPage << Sql::offsetOf(page, perPage);
    }
    QStringList codes;
    QSqlQuery query = Sql::run(m_db, sql, values);
    while (query.next())
        codes << query.value(0).toString();
    return codes;
}

QList<AdminQualityRepository::Listing> AdminQualityRepository::listings(
    const QStringList &codes) const
{
    QList<Listing> rows;
    if (codes.isEmpty())
        return rows;
    QVariantList values;
    for (const QString &code : codes)
        values << code;
    QSqlQuery query = Sql::run(m_db,
        u"SELECT p.code, p.type, p.id, p.seller_id, s.name, p.name, a.name, p.price, "
        "COALESCE(p.own_active, p.active) FROM products p JOIN sellers s ON s.id = p.seller_id "
        "LEFT JOIN authors a ON a.id = p.author_id WHERE p.code IN ("_s
            + Sql::placeholders(values.size()) + u") ORDER BY p.code, p.seller_id, p.type, p.id"_s,
        values);
    while (query.next()) {
        Listing listing { query.value(0).toString(), query.value(1).toString(),
            query.value(2).toLongLong(), query.value(3).toLongLong(), query.value(4).toString(),
            query.value(5).toString(), std::nullopt, query.value(7).toLongLong(),
            query.value(8).toLongLong() != 0 };
        if (!query.value(6).isNull())
            listing.author = query.value(6).toString();
        rows.append(listing);
    }
    return rows;
}
