#include "server/storage/adminproductrepository.h"

#include <QHash>
#include <QSqlQuery>
#include <QVariant>

#include "server/storage/sqlhelpers.h"

using namespace Qt::StringLiterals;

namespace {

const QString selectSql
    = u"SELECT p.pk, p.id, p.type, p.name, COALESCE(p.code, ''), p.seller_id, s.name, "
      "p.category_id, c.name, a.name, pb.name, p.price, p.old_price, p.stock, "
      "COALESCE(p.own_active, p.active), p.image, p.description, p.pages, p.completeness, "
      "p.issues, COALESCE(p.updated_at, p.created_at) "
      "FROM products p JOIN sellers s ON s.id = p.seller_id "
      "LEFT JOIN categories c ON c.id = p.category_id "
      "LEFT JOIN authors a ON a.id = p.author_id "
      "LEFT JOIN publishers pb ON pb.id = p.publisher_id"_s;

// Contract §15's sorts; ties by type and id so a page never repeats or skips a row.
QString orderBy(const QString &sort)
{
    static const QHash<QString, QString> orders {
        { u"id"_s, u"p.id, p.type"_s },
        { u"-id"_s, u"p.id DESC, p.type DESC"_s },
        { u"name"_s, u"p.name, p.type, p.id"_s },
        { u"price"_s, u"p.price, p.type, p.id"_s },
        { u"-price"_s, u"p.price DESC, p.type, p.id"_s },
        { u"completeness"_s, u"p.completeness, p.type, p.id"_s },
        { u"-completeness"_s, u"p.completeness DESC, p.type, p.id"_s },
        { u"updated"_s, u"COALESCE(p.updated_at, p.created_at), p.type, p.id"_s },
        { u"-updated"_s, u"COALESCE(p.updated_at, p.created_at) DESC, p.type, p.id"_s },
    };
    return u" ORDER BY "_s + orders.value(sort, orders.value(u"id"_s));
}

AdminProductRepository::Row rowOf(const QSqlQuery &query)
{
    AdminProductRepository::Row row;
    row.pk = query.value(0).toLongLong();
    row.id = query.value(1).toLongLong();
    row.type = query.value(2).toString();
    row.name = query.value(3).toString();
    row.code = query.value(4).toString();
    row.sellerId = query.value(5).toLongLong();
    row.sellerName = query.value(6).toString();
    if (!query.value(7).isNull())
        row.categoryId = query.value(7).toLongLong();
    row.categoryName = query.value(8).toString();
    if (!query.value(9).isNull())
        row.author = query.value(9).toString();
    if (!query.value(10).isNull())
        row.publisher = query.value(10).toString();
    row.price = query.value(11).toLongLong();
    row.oldPrice = query.value(12).toLongLong();
    row.stock = query.value(13).toLongLong();
    row.active = query.value(14).toLongLong() != 0;
    row.image = query.value(15).toString();
    row.description = query.value(16).toString();
    row.pages = query.value(17).toLongLong();
    row.completeness = query.value(18).toInt();
    row.issues = query.value(19).toLongLong();
    row.updatedAt = query.value(20).toString();
    return row;
}

} // namespace

AdminProductRepository::AdminProductRepository(QSqlDatabase db)
    : m_db(std::move(db))
{ }

QString AdminProductRepository::where(const Filter &filter, QVariantList *values) const
{
    QStringList terms;
    if (!filter.type.isEmpty()) {
        terms << u"p.type = ?"_s;
        *values << filter.type;
    }
    if (filter.sellerId) {
        terms << u"p.seller_id = ?"_s;
        *values << *filter.sellerId;
    }
    if (!filter.categoryIds.isEmpty()) {
        terms << Sql::inIdList(m_db, u"p.category_id"_s);
        *values << Sql::idList(m_db, filter.categoryIds);
    }
    if (filter.active) {
        terms << u"COALESCE(p.own_active, p.active) = ?"_s;
        *values << (*filter.active ? 1 : 0);
    }
    if (filter.issueMask != 0) {
        // The sets of issues that hold them, from the totals the writes keep (a few), each
        // looked up in products_issues: no scan of the products for a rare issue. Read first
        // and bound as a list, so the planner knows them (as a subquery, PostgreSQL planned a
        // parallel scan of the products even when no set held the issues).
        QList<qint64> issueSets;
        QSqlQuery &sets = Sql::runCached(m_db,
            u"SELECT DISTINCT issues FROM quality_totals "
            "WHERE issues <> 0 AND (issues & ?) = ? AND products > 0"_s,
            { filter.issueMask, filter.issueMask });
        while (sets.next())
            issueSets << sets.value(0).toLongLong();
        sets.finish();
        terms << Sql::inIdList(m_db, u"p.issues"_s);
        *values << Sql::idList(m_db, issueSets);
    }
    if (!filter.q.isEmpty()) {
        QStringList any;
        for (const QString &part : filter.nameFilters) {
            any << (Sql::isPostgres(m_db) ? u"strpos(p.name_folded, ?) > 0"_s
                                          : u"instr(p.name_folded, ?) > 0"_s);
            *values << part;
        }
        any << u"p.code = ?"_s;
        *values << (filter.code.isEmpty() ? filter.q : filter.code);
        terms << u"("_s + any.join(u" OR "_s) + u")"_s;
    }
    return terms.isEmpty() ? QString() : u" WHERE "_s + terms.join(u" AND "_s);
}

qint64 AdminProductRepository::count(const Filter &filter) const
{
    QVariantList values;
    const QString condition = where(filter, &values);
    return Sql::scalar(m_db, u"SELECT COUNT(*) FROM products p"_s + condition, values).toLongLong();
}

void AdminProductRepository::list(const Filter &filter, qint64 page, int perPage,
    const std::function<void(const Row &)> &visit) const
{
    QVariantList values;
    QString sql = selectSql + where(filter, &values) + orderBy(filter.sort);
    if (perPage > 0) {
        sql += u" LIMIT ? OFFSET ?"_s;
        values << perPage << Sql::offsetOf(page, perPage);
    }
    QSqlQuery query = Sql::run(m_db, sql, values);
    while (query.next())
        visit(rowOf(query));
}

std::optional<AdminProductRepository::Row> AdminProductRepository::find(
    const QString &type, qint64 id) const
{
    QSqlQuery query = Sql::run(m_db, selectSql + u" WHERE p.type = ? AND p.id = ?"_s, { type, id });
    if (!query.next())
        return std::nullopt;
    return rowOf(query);
}

std::optional<AdminProductRepository::Row> AdminProductRepository::findByPk(qint64 pk) const
{
    QSqlQuery query = Sql::run(m_db, selectSql + u" WHERE p.pk = ?"_s, { pk });
    if (!query.next())
        return std::nullopt;
    return rowOf(query);
}

QList<qint64> AdminProductRepository::subtree(qint64 categoryId) const
{
    QHash<qint64, QList<qint64>> children;
    QSqlQuery query = Sql::run(m_db, u"SELECT id, parent_id FROM categories"_s);
    bool known = false;
    while (query.next()) {
        const qint64 id = query.value(0).toLongLong();
        known = known || id == categoryId;
        if (!query.value(1).isNull())
            children[query.value(1).toLongLong()].append(id);
    }
    if (!known)
        return {};
    QList<qint64> result { categoryId };
    for (qsizetype i = 0; i < result.size() && result.size() <= 100'000; ++i)
        result += children.value(result.at(i));
    return result;
}
