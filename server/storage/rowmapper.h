#pragma once

#include <QByteArray>
#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>

class JsonWriter;

// Turns result rows into JSON objects: the SELECT's columns, in order, become the named
// fields with the given JSON types. Keeps column lists and field names side by side. Two
// renderings of the same fields: a QJsonObject (object) and JSON text written straight into a
// JsonWriter (write), byte for byte what QJsonDocument writes for the object — the second for
// answers of many objects, where building the objects first was most of the work (a feed page
// of 1,000 products, contract §13).
class RowMapper final
{
public:
    // MediaUrl: text that may be a path on this server (image, logo): see MediaUrl.
    // Reference: two columns, an id and a name: {"id", "name"}, or null when the id is NULL.
    // MediaUrlList: two columns, a first URL and a JSON array (text) of more: all of them in
    // one array, each a MediaUrl (a book's images).
    enum class Kind {
        Integer,
        Text,
        Boolean,
        Number,
        NullableInteger,
        MediaUrl,
        Reference,
        MediaUrlList
    };
    struct Field
    {
        QString name;
        Kind kind;
    };

    RowMapper(std::initializer_list<Field> fields);
    // The fields of `base` and then `more` (the columns of `more` follow those of `base`).
    RowMapper(const RowMapper &base, std::initializer_list<Field> more);

    QJsonObject object(const QSqlQuery &row, int firstColumn = 0) const;
    QJsonArray all(QSqlQuery &query) const;
    // The rows of `selectFrom` ("SELECT id, ... FROM table", id first) whose id is one of
    // `ids`, by id; ids without a row are absent.
    QHash<qint64, QJsonObject> byIds(
        const QSqlDatabase &db, const QString &selectFrom, const QList<qint64> &ids) const;

    // The row as object() gives it, written as JSON (keys sorted, as QJsonObject orders them).
    void write(JsonWriter &out, const QSqlQuery &row, int firstColumn = 0) const;
    // Its fields alone, for an object that goes on with fields whose names sort after these.
    void writeFields(JsonWriter &out, const QSqlQuery &row, int firstColumn = 0) const;
    // The columns the fields read.
    int columnCount() const { return m_columnCount; }

private:
    void index();

    QList<Field> m_fields;
    QList<int> m_columns; // each field's first column, from the row's first column
    QList<QByteArray> m_keys; // each field's name as written
    QList<qsizetype> m_sorted; // the fields in the order of their names
    int m_columnCount = 0;
};
