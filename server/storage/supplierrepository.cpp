#include "server/storage/supplierrepository.h"

#include <QSqlQuery>
#include <QVariant>

#include "server/storage/pagedselect.h"
#include "server/storage/sqlhelpers.h"

using namespace Qt::StringLiterals;

namespace {

const QString columns = u"id, name, phone, email, note"_s;

QJsonValue jsonOf(const QVariant &value)
{
    return value.isNull() ? QJsonValue() : QJsonValue(value.toString());
}

QJsonObject supplierOf(const QSqlQuery &row)
{
    return { { u"id"_s, row.value(0).toLongLong() }, { u"name"_s, row.value(1).toString() },
        { u"phone"_s, jsonOf(row.value(2)) }, { u"email"_s, jsonOf(row.value(3)) },
        { u"note"_s, jsonOf(row.value(4)) } };
}

QVariant nullable(const QString &text)
{
    return text.isNull() ? QVariant(QMetaType::fromType<QString>()) : QVariant(text);
}

// LIKE's wildcards in a search text, taken literally (ESCAPE '!').
QString likePattern(const QString &text)
{
    QString escaped = text;
    escaped.replace(u'!', u"!!"_s).replace(u'%', u"!%"_s).replace(u'_', u"!_"_s);
    return u'%' + escaped + u'%';
}

} // namespace

SupplierRepository::SupplierRepository(QSqlDatabase db)
    : m_db(std::move(db))
{ }

QString SupplierRepository::nameKey(const QString &name)
{
    return name.simplified().toCaseFolded();
}

SupplierRepository::Page SupplierRepository::list(
    qint64 sellerId, const QString &nameFilter, qint64 page, int perPage) const
{
    PagedSelect select(u" FROM suppliers"_s, u"seller_id = ?"_s, { sellerId });
    if (!nameFilter.isEmpty())
        select.where(u"name_key LIKE ? ESCAPE '!'"_s, likePattern(nameFilter));
    Page result;
    result.total = select.total(m_db);
    QSqlQuery rows = select.rows(m_db, columns, u"id"_s, page, perPage);
    while (rows.next())
        result.items.append(supplierOf(rows));
    return result;
}

std::optional<QJsonObject> SupplierRepository::find(qint64 sellerId, qint64 id) const
{
    QSqlQuery row = Sql::run(m_db,
        u"SELECT "_s + columns + u" FROM suppliers WHERE id = ? AND seller_id = ?"_s,
        { id, sellerId });
    if (!row.next())
        return std::nullopt;
    return supplierOf(row);
}

std::optional<qint64> SupplierRepository::idNamed(qint64 sellerId, const QString &name) const
{
    QSqlQuery row
        = Sql::run(m_db, u"SELECT id FROM suppliers WHERE seller_id = ? AND name_key = ?"_s,
            { sellerId, nameKey(name) });
    if (!row.next())
        return std::nullopt;
    return row.value(0).toLongLong();
}

qint64 SupplierRepository::create(qint64 sellerId, const Fields &fields) const
{
    QSqlQuery row = Sql::run(m_db,
        u"INSERT INTO suppliers (seller_id, name, name_key, phone, email, note) "
        "VALUES (?, ?, ?, ?, ?, ?) RETURNING id"_s,
        { sellerId, fields.name.simplified(), nameKey(fields.name),
            nullable(fields.phone.value_or(QString())), nullable(fields.email.value_or(QString())),
            nullable(fields.note.value_or(QString())) });
    row.next();
    return row.value(0).toLongLong();
}

void SupplierRepository::update(qint64 id, const Fields &fields) const
{
    // The column names are fixed text; the values are bound.
    QStringList sets;
    QVariantList values;
    if (!fields.name.isNull()) {
        sets << u"name = ?"_s << u"name_key = ?"_s;
        values << fields.name.simplified() << nameKey(fields.name);
    }
    const std::pair<QString, const std::optional<QString> *> optional[]
        = { { u"phone"_s, &fields.phone }, { u"email"_s, &fields.email },
              { u"note"_s, &fields.note } };
    for (const auto &[column, value] : optional) {
        if (*value) {
            sets << column + u" = ?"_s;
            values << nullable(**value);
        }
    }
    if (sets.isEmpty())
        return;
    Sql::run(
        m_db, u"UPDATE suppliers SET "_s + sets.join(u", "_s) + u" WHERE id = ?"_s, values << id);
}
