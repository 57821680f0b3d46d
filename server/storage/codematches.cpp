#include "server/storage/codematches.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QSqlQuery>
#include <QVariant>

#include "server/domain/domainerror.h"
#include "server/storage/sqlhelpers.h"

using namespace Qt::StringLiterals;

CodeMatches::CodeMatches(QSqlDatabase db)
    : m_db(std::move(db))
{ }

QList<CodeMatches::Item> CodeMatches::find(qint64 sellerId, const std::optional<QString> &isbn13,
    const std::optional<QString> &barcode, int limit) const
{
    // By (seller, code): left to itself SQLite's planner walks the (type, id) index, i.e. every
    // product of the type (tens of milliseconds on a 100k catalog). PostgreSQL picks the
    // index by itself and has no INDEXED BY.
    const QString hint = Sql::isPostgres(m_db) ? QString() : u"INDEXED BY products_code"_s;
    const QString productPart
        = u"SELECT pk, id, type, name, CAST(NULL AS BIGINT) AS variant_id, %1 AS kind "
          "FROM products %2 WHERE seller_id = ? AND type = '%3' AND code = ? AND active = 1"_s;
    QStringList parts;
    QVariantList values;
    // The parts are fixed text; only the seller and the codes are input, and they are bound.
    if (isbn13) {
        parts << productPart.arg(u"0"_s, hint, u"book"_s);
        values << sellerId << *isbn13;
    }
    if (barcode) {
        parts << productPart.arg(u"1"_s, hint, u"stationery"_s);
        parts << u"SELECT p.pk, p.id, p.type, p.name, v.id, 2 FROM variants v "
                 "JOIN products p ON p.pk = v.product_pk "
                 "WHERE p.seller_id = ? AND v.barcode = ? AND p.active = 1"_s;
        values << sellerId << *barcode << sellerId << *barcode;
    }
    QList<Item> items;
    if (parts.isEmpty())
        return items;
    values << limit;
    QSqlQuery rows
        = Sql::run(m_db, parts.join(u" UNION ALL "_s) + u" ORDER BY 6, 2, 5 LIMIT ?"_s, values);
    while (rows.next()) {
        items.append({ rows.value(0).toLongLong(), rows.value(1).toLongLong(),
            rows.value(2).toString(), rows.value(3).toString(),
            rows.value(4).isNull() ? std::nullopt
                                   : std::optional<qint64>(rows.value(4).toLongLong()) });
    }
    return items;
}

std::optional<CodeMatches::Item> CodeMatches::findOne(qint64 sellerId,
    const std::optional<QString> &isbn13, const std::optional<QString> &barcode) const
{
    const QList<Item> items = find(sellerId, isbn13, barcode);
    if (items.size() > 1)
        throw ambiguity(isbn13.value_or(barcode.value_or(QString())), items);
    if (items.isEmpty())
        return std::nullopt;
    return items.constFirst();
}

DomainError CodeMatches::ambiguity(const QString &code, const QList<Item> &items)
{
    QJsonArray candidates;
    for (const Item &item : items) {
        QJsonObject candidate { { u"id"_s, item.id }, { u"type"_s, item.type },
            { u"name"_s, item.name } };
        if (item.variantId)
            candidate.insert(u"variant_id"_s, *item.variantId);
        candidates.append(candidate);
    }
    return { DomainError::Kind::Conflict, u"ambiguous_code"_s,
        u"%1 items of this seller have the code %2; use a code that names one of them (or "
        "give the others their own codes)."_s.arg(items.size())
            .arg(code),
        {}, { { u"candidates"_s, candidates } }, {} };
}
