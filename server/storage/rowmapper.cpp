#include "server/storage/rowmapper.h"

#include <QVariant>

#include "server/domain/mediaurl.h"
#include "server/storage/sqlhelpers.h"

using namespace Qt::StringLiterals;

RowMapper::RowMapper(std::initializer_list<Field> fields)
    : m_fields(fields)
{ }

RowMapper::RowMapper(const RowMapper &head, std::initializer_list<Field> more)
    : m_fields(head.m_fields + QList<Field>(more))
{ }

QJsonObject RowMapper::object(const QSqlQuery &row, int firstColumn) const
{
    QJsonObject object;
    int column = firstColumn;
    for (const Field &field : m_fields) {
        const QVariant value = row.value(column++);
        switch (field.kind) {
        case Kind::Integer:
            object.insert(field.name, value.toLongLong());
            break;
        case Kind::NullableInteger:
            object.insert(
                field.name, value.isNull() ? QJsonValue() : QJsonValue(value.toLongLong()));
            break;
        case Kind::Text:
            object.insert(field.name, value.toString());
            break;
        case Kind::MediaUrl:
            object.insert(field.name, MediaUrl::forClient(value.toString()));
            break;
        case Kind::Boolean:
            object.insert(field.name, value.toLongLong() != 0);
            break;
        case Kind::Number:
            object.insert(field.name, value.toDouble());
            break;
        }
    }
    return object;
}

QJsonArray RowMapper::all(QSqlQuery &query) const
{
    QJsonArray rows;
    while (query.next())
        rows.append(object(query));
    return rows;
}

QHash<qint64, QJsonObject> RowMapper::byIds(
    const QSqlDatabase &db, const QString &selectFrom, const QList<qint64> &ids) const
{
    QHash<qint64, QJsonObject> objects;
    if (ids.isEmpty())
        return objects;
    QSqlQuery &rows = Sql::runCached(
        db, selectFrom + u" WHERE "_s + Sql::inIdList(db, u"id"_s), { Sql::idList(db, ids) });
    while (rows.next())
        objects.insert(rows.value(0).toLongLong(), object(rows));
    rows.finish();
    return objects;
}
