#include "server/storage/coverrepository.h"

#include <QSqlQuery>
#include <QVariant>

#include "server/storage/sqlhelpers.h"

using namespace Qt::StringLiterals;

CoverRepository::CoverRepository(QSqlDatabase db)
    : m_db(std::move(db))
{ }

std::optional<CoverRepository::Product> CoverRepository::product(
    const QString &type, qint64 id) const
{
    QSqlQuery row = Sql::run(m_db,
        u"SELECT p.name, a.name, c.name, s.name FROM products p "
        "JOIN sellers s ON s.id = p.seller_id "
        "LEFT JOIN authors a ON a.id = p.author_id "
        "LEFT JOIN categories c ON c.id = p.category_id "
        "WHERE p.type = ? AND p.id = ? AND p.active = 1"_s,
        { type, id });
    if (!row.next())
        return std::nullopt;
    return Product { row.value(0).toString(), row.value(1).toString(), row.value(2).toString(),
        row.value(3).toString() };
}

std::optional<QString> CoverRepository::sellerName(qint64 id) const
{
    QSqlQuery row = Sql::run(m_db, u"SELECT name FROM sellers WHERE id = ?"_s, { id });
    if (!row.next())
        return std::nullopt;
    return row.value(0).toString();
}
