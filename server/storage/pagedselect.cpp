#include "server/storage/pagedselect.h"

#include "server/storage/sqlhelpers.h"

using namespace Qt::StringLiterals;

PagedSelect::PagedSelect(QString from, const QString &condition, QVariantList values)
    : m_from(std::move(from))
    , m_where(u" WHERE "_s + condition)
    , m_values(std::move(values))
{ }

PagedSelect &PagedSelect::where(const QString &condition, const QVariant &value)
{
    where(condition);
    m_values << value;
    return *this;
}

PagedSelect &PagedSelect::where(const QString &condition)
{
    m_where += u" AND "_s + condition;
    return *this;
}

qint64 PagedSelect::total(const QSqlDatabase &db) const
{
    return Sql::scalar(db, u"SELECT COUNT(*)"_s + m_from + m_where, m_values).toLongLong();
}

QSqlQuery PagedSelect::rows(const QSqlDatabase &db, const QString &columns, const QString &orderBy,
    qint64 page, int perPage) const
{
    return Sql::run(db,
        u"SELECT "_s + columns + m_from + m_where + u" ORDER BY "_s + orderBy
            + u" LIMIT ? OFFSET ?"_s,
        m_values + QVariantList { perPage, Sql::offsetOf(page, perPage) });
}
