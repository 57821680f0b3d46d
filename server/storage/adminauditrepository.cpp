#include "server/storage/adminauditrepository.h"

#include <QSqlQuery>
#include <QVariant>

#include "server/storage/sqlhelpers.h"

using namespace Qt::StringLiterals;

AdminAuditRepository::AdminAuditRepository(QSqlDatabase db)
    : m_db(std::move(db))
{ }

void AdminAuditRepository::record(const Entry &entry) const
{
    Sql::runCached(m_db,
        u"INSERT INTO admin_audit (at, app_id, key_name, request_id, action, object_type, "
        "object_id, before, after) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"_s,
        { entry.at, entry.appId, entry.keyName, entry.requestId, entry.action, entry.objectType,
            entry.objectId, Sql::nullable(entry.before), Sql::nullable(entry.after) })
        .finish();
}

QString AdminAuditRepository::entryWhere(const EntryFilter &filter, QVariantList *values) const
{
    QStringList terms;
    if (!filter.since.isEmpty()) {
        terms << u"at >= ?"_s;
        *values << filter.since;
    }
    if (!filter.appId.isEmpty()) {
        terms << u"app_id = ?"_s;
        *values << filter.appId;
    }
    if (!filter.objectType.isEmpty()) {
        terms << u"object_type = ?"_s;
        *values << filter.objectType;
    }
    if (filter.objectId) {
        terms << u"object_id = ?"_s;
        *values << *filter.objectId;
    }
    return terms.isEmpty() ? QString() : u" WHERE "_s + terms.join(u" AND "_s);
}

qint64 AdminAuditRepository::count(const EntryFilter &filter) const
{
    QVariantList values;
    const QString condition = entryWhere(filter, &values);
    return Sql::scalar(m_db, u"SELECT COUNT(*) FROM admin_audit"_s + condition, values)
        .toLongLong();
}

void AdminAuditRepository::list(const EntryFilter &filter, qint64 page, int perPage,
    const std::function<void(const Entry &)> &visit) const
{
    QVariantList values;
    QString sql = u"SELECT at, app_id, key_name, request_id, action, object_type, object_id, "
                  "before, after FROM admin_audit"_s
        + entryWhere(filter, &values) + u" ORDER BY id DESC"_s;
    if (perPage > 0) {
        sql += u" LIMIT ? OFFSET ?"_s;
        values << perPage << Sql::offsetOf(page, perPage);
    }
    QSqlQuery query = Sql::run(m_db, sql, values);
    while (query.next()) {
        visit({ query.value(0).toString(), query.value(1).toString(), query.value(2).toString(),
            query.value(3).toString(), query.value(4).toString(), query.value(5).toString(),
            query.value(6).toLongLong(), query.value(7).toString(), query.value(8).toString() });
    }
}

QString AdminAuditRepository::searchWhere(const SearchFilter &filter, QVariantList *values) const
{
    QStringList terms;
    if (!filter.since.isEmpty()) {
        terms << u"at >= ?"_s;
        *values << filter.since;
    }
    if (!filter.until.isEmpty()) {
        terms << u"at <= ?"_s;
        *values << filter.until;
    }
    return terms.isEmpty() ? QString() : u" WHERE "_s + terms.join(u" AND "_s);
}

namespace {

// One row per text: its count, its latest time and whether its latest search found anything
// (the latest row of the text, by time then id).
QString searchGroupsSql(const QString &where, bool zeroResultsOnly)
{
    QString sql = u"SELECT g.text, g.n, g.last_at, "
                  "(SELECT CASE WHEN l.result_name IS NULL THEN 0 ELSE 1 END FROM searches l "
                  "WHERE l.text = g.text AND l.at = g.last_at ORDER BY l.id DESC LIMIT 1) AS found "
                  "FROM (SELECT text, COUNT(*) AS n, MAX(at) AS last_at FROM searches"_s
        + where + u" GROUP BY text) g"_s;
    if (zeroResultsOnly)
        sql = u"SELECT * FROM ("_s + sql + u") z WHERE z.found = 0"_s;
    return sql;
}

} // namespace

qint64 AdminAuditRepository::countSearches(const SearchFilter &filter) const
{
    QVariantList values;
    const QString where = searchWhere(filter, &values);
    return Sql::scalar(m_db,
        u"SELECT COUNT(*) FROM ("_s + searchGroupsSql(where, filter.zeroResultsOnly) + u") c"_s,
        values)
        .toLongLong();
}

void AdminAuditRepository::searches(const SearchFilter &filter, qint64 page, int perPage,
    const std::function<void(const SearchRow &)> &visit) const
{
    QVariantList values;
    const QString where = searchWhere(filter, &values);
    QString sql = u"SELECT * FROM ("_s + searchGroupsSql(where, filter.zeroResultsOnly)
        + u") s ORDER BY 2 DESC, 3 DESC, 1"_s;
    if (perPage > 0) {
        sql += u" LIMIT ? OFFSET ?"_s;
        values << perPage << Sql::offsetOf(page, perPage);
    }
    QSqlQuery query = Sql::run(m_db, sql, values);
    while (query.next()) {
        visit({ query.value(0).toString(), query.value(1).toLongLong(), query.value(2).toString(),
            query.value(3).toLongLong() });
    }
}
