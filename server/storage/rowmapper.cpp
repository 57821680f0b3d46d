#include "server/storage/rowmapper.h"

#include <QJsonDocument>
#include <QVariant>
#include <algorithm>

#include "server/domain/jsonwriter.h"
#include "server/domain/mediaurl.h"
#include "server/storage/sqlhelpers.h"

using namespace Qt::StringLiterals;

namespace {

int widthOf(RowMapper::Kind kind)
{
    return kind == RowMapper::Kind::Reference || kind == RowMapper::Kind::MediaUrlList ? 2 : 1;
}

// Kind::MediaUrlList: the first URL, then those of the JSON array after it.
QStringList mediaUrls(const QSqlQuery &row, int column)
{
    QStringList urls { MediaUrl::forClient(row.value(column).toString()) };
    const QByteArray more = row.value(column + 1).toByteArray();
    if (more.isEmpty() || more == "[]")
        return urls;
    for (const QJsonValue &extra : QJsonDocument::fromJson(more).array())
        urls << MediaUrl::forClient(extra.toString());
    return urls;
}

} // namespace

RowMapper::RowMapper(std::initializer_list<Field> fields)
    : m_fields(fields)
{
    index();
}

RowMapper::RowMapper(const RowMapper &base, std::initializer_list<Field> more)
    : m_fields(base.m_fields)
{
    m_fields.append(QList<Field>(more));
    index();
}

void RowMapper::index()
{
    for (const Field &field : m_fields) {
        m_columns << m_columnCount;
        m_columnCount += widthOf(field.kind);
        m_keys << field.name.toLatin1();
        m_sorted << m_sorted.size();
    }
    // QJsonObject's order: by the keys' UTF-16 code units, for these ASCII names their bytes.
    std::sort(m_sorted.begin(), m_sorted.end(),
        [this](qsizetype a, qsizetype b) { return m_keys.at(a) < m_keys.at(b); });
}

QJsonObject RowMapper::object(const QSqlQuery &row, int firstColumn) const
{
    QJsonObject object;
    for (qsizetype i = 0; i < m_fields.size(); ++i) {
        const Field &field = m_fields.at(i);
        const int column = firstColumn + m_columns.at(i);
        const QVariant value = row.value(column);
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
        case Kind::Reference:
            object.insert(field.name,
                value.isNull() ? QJsonValue()
                               : QJsonObject { { u"id"_s, value.toLongLong() },
                                   { u"name"_s, row.value(column + 1).toString() } });
            break;
        case Kind::MediaUrlList:
            object.insert(field.name, QJsonArray::fromStringList(mediaUrls(row, column)));
            break;
        }
    }
    return object;
}

void RowMapper::write(JsonWriter &out, const QSqlQuery &row, int firstColumn) const
{
    out.beginObject();
    writeFields(out, row, firstColumn);
    out.endObject();
}

void RowMapper::writeFields(JsonWriter &out, const QSqlQuery &row, int firstColumn) const
{
    for (const qsizetype i : m_sorted) {
        const int column = firstColumn + m_columns.at(i);
        const QVariant value = row.value(column);
        out.key(QLatin1StringView(m_keys.at(i)));
        switch (m_fields.at(i).kind) {
        case Kind::Integer:
            out.value(value.toLongLong());
            break;
        case Kind::NullableInteger:
            if (value.isNull())
                out.null();
            else
                out.value(value.toLongLong());
            break;
        case Kind::Text:
            out.value(value.toString());
            break;
        case Kind::MediaUrl:
            out.value(MediaUrl::forClient(value.toString()));
            break;
        case Kind::Boolean:
            out.value(value.toLongLong() != 0);
            break;
        case Kind::Number:
            out.value(QJsonValue(value.toDouble()));
            break;
        case Kind::Reference:
            if (value.isNull()) {
                out.null();
            } else {
                out.beginObject();
                out.key("id"_L1);
                out.value(value.toLongLong());
                out.key("name"_L1);
                out.value(row.value(column + 1).toString());
                out.endObject();
            }
            break;
        case Kind::MediaUrlList:
            out.beginArray();
            for (const QString &url : mediaUrls(row, column))
                out.value(url);
            out.endArray();
            break;
        }
    }
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
