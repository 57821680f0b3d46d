#pragma once

#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>

// Turns result rows into JSON objects: the SELECT's columns, in order, become the named
// fields with the given JSON types. Keeps column lists and field names side by side.
class RowMapper final
{
public:
    // MediaUrl: text that may be a path on this server (image, logo): see MediaUrl.
    enum class Kind { Integer, Text, Boolean, Number, NullableInteger, MediaUrl };
    struct Field
    {
        QString name;
        Kind kind;
    };

    RowMapper(std::initializer_list<Field> fields);
    // The fields of `head`, then these in the columns after them.
    RowMapper(const RowMapper &head, std::initializer_list<Field> more);

    QJsonObject object(const QSqlQuery &row, int firstColumn = 0) const;
    QJsonArray all(QSqlQuery &query) const;
    // The rows of `selectFrom` ("SELECT id, ... FROM table", id first) whose id is one of
    // `ids`, by id; ids without a row are absent.
    QHash<qint64, QJsonObject> byIds(
        const QSqlDatabase &db, const QString &selectFrom, const QList<qint64> &ids) const;
    qsizetype columnCount() const { return m_fields.size(); }

private:
    QList<Field> m_fields;
};
