#pragma once

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <QVariantList>

// One page of a filtered listing (contract §4: meta.total and one page): the same FROM and
// WHERE are counted and read. Conditions are fixed text; every value is bound.
class PagedSelect final
{
public:
    // from: " FROM table alias [JOIN ...]"; condition: the first condition, with its values.
    PagedSelect(QString from, const QString &condition, QVariantList values);

    // Adds " AND condition" and its value (conditions without a value: the other overload).
    PagedSelect &where(const QString &condition, const QVariant &value);
    PagedSelect &where(const QString &condition);

    qint64 total(const QSqlDatabase &db) const;
    // SELECT columns … ORDER BY orderBy LIMIT perPage OFFSET of page (1-based).
    QSqlQuery rows(const QSqlDatabase &db, const QString &columns, const QString &orderBy,
        qint64 page, int perPage) const;

private:
    QString m_from;
    QString m_where;
    QVariantList m_values;
};
