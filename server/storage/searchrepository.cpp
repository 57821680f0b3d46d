#include "server/storage/searchrepository.h"

#include <QSet>
#include <QSqlQuery>
#include <QVariant>

#include "server/storage/sqlhelpers.h"

using namespace Qt::StringLiterals;

namespace {

// An FTS5 query in which every word must match, the last one as a prefix. Words are runs of
// letters, digits and apostrophes (SearchText::words), quoted as FTS5 strings.
QString matchExpression(const QStringList &words)
{
    QStringList terms;
    for (qsizetype i = 0; i < words.size(); ++i) {
        QString term = u'"' + QString(words.at(i)).replace(u'"', u"\"\""_s) + u'"';
        if (i == words.size() - 1)
            term += u'*';
        terms << term;
    }
    return terms.join(u' ');
}

QString timestamp(const QDateTime &at)
{
    return at.toUTC().toString(Qt::ISODateWithMs);
}

} // namespace

SearchRepository::SearchRepository(QSqlDatabase db)
    : m_db(std::move(db))
{ }

qint64 SearchRepository::countMatches(const QString &expression) const
{
    QSqlQuery total = Sql::run(m_db,
        u"SELECT COUNT(*) FROM product_search WHERE product_search MATCH ?"_s, { expression });
    return total.next() ? total.value(0).toLongLong() : 0;
}

void SearchRepository::appendMatches(
    const QString &expression, qint64 offset, qint64 limit, QList<Hit> *hits) const
{
    // Streams matches in rowid order (popularity first, see the schema) and stops at the
    // page: no sort of every match of a broad prefix.
    QSqlQuery rows = Sql::run(m_db,
        u"SELECT p.id, p.type, p.name, p.price, p.image FROM product_search s "
        "JOIN products p ON p.pk = s.pk WHERE product_search MATCH ? "
        "ORDER BY s.rowid DESC LIMIT ? OFFSET ?"_s,
        { expression, limit, offset });
    while (rows.next()) {
        hits->append({ rows.value(0).toLongLong(), rows.value(1).toString(),
            rows.value(2).toString(), rows.value(3).toLongLong(), rows.value(4).toString() });
    }
}

SearchRepository::Page SearchRepository::search(
    const QStringList &words, int page, int pageSize) const
{
    Page result;
    if (words.isEmpty())
        return result;
    // Relevance in two tiers: products whose name holds all the words, then the others
    // (author, category, type words); popularity within each tier.
    const QString all = matchExpression(words);
    const QString inName = u"name : ("_s + all + u')';
    const QString elsewhere = u'(' + all + u") NOT ("_s + inName + u')';
    // The index holds active products only (SearchIndexWriter), so counting needs no join.
    result.total = countMatches(all);
    if (result.total == 0)
        return result;
    const qint64 nameTotal = countMatches(inName);
    const qint64 offset = qint64(page - 1) * pageSize;
    if (offset < nameTotal)
        appendMatches(inName, offset, pageSize, &result.items);
    const qint64 missing = pageSize - result.items.size();
    if (missing > 0 && result.total > nameTotal)
        appendMatches(elsewhere, std::max<qint64>(0, offset - nameTotal), missing, &result.items);
    return result;
}

QStringList SearchRepository::suggestions(
    const QStringList &words, std::optional<qint64> sellerId, int limit) const
{
    QStringList result;
    if (words.isEmpty())
        return result;
    // Texts stream most popular first (their ids are keyed like the search index); distinct
    // ones are kept until the limit. The scan is bounded for very broad prefixes.
    QString statement = u"SELECT t.text FROM suggestion_search f "
                        "JOIN suggestion_texts t ON t.id = f.rowid "_s;
    QVariantList values;
    if (sellerId) {
        statement += u"JOIN products p ON p.pk = t.product_pk AND p.seller_id = ? "_s;
        values << *sellerId;
    }
    statement += u"WHERE suggestion_search MATCH ? ORDER BY f.rowid DESC LIMIT 5000"_s;
    values << matchExpression(words);
    QSqlQuery rows = Sql::run(m_db, statement, values);
    QSet<QString> seen;
    while (result.size() < limit && rows.next()) {
        const QString text = rows.value(0).toString();
        if (!seen.contains(text)) {
            seen.insert(text);
            result << text;
        }
    }
    return result;
}

void SearchRepository::recordSearch(
    const QString &text, const std::optional<QString> &resultName, const QDateTime &at) const
{
    // Prepared once per connection: the search log appends in batches.
    QSqlQuery &insert
        = Sql::cached(m_db, u"INSERT INTO searches (text, result_name, at) VALUES (?, ?, ?)"_s);
    insert.addBindValue(text);
    insert.addBindValue(
        resultName ? QVariant(*resultName) : QVariant(QMetaType::fromType<QString>()));
    insert.addBindValue(timestamp(at));
    Sql::exec(insert);
    insert.finish();
}

void SearchRepository::prune(const QDateTime &before) const
{
    Sql::run(m_db, u"DELETE FROM searches WHERE at < ?"_s, { timestamp(before) });
}

QList<SearchRepository::TrendingEntry> SearchRepository::trending(
    const QDateTime &since, int limit) const
{
    const QString from = timestamp(since);
    QSqlQuery rows = Sql::run(m_db,
        u"SELECT s.text, COUNT(*) AS total, MAX(s.at) AS latest, "
        "(SELECT l.result_name FROM searches l WHERE l.text = s.text AND l.at >= ? "
        " AND l.result_name IS NOT NULL ORDER BY l.at DESC, l.id DESC LIMIT 1) "
        "FROM searches s WHERE s.at >= ? AND s.result_name IS NOT NULL "
        "GROUP BY s.text ORDER BY total DESC, latest DESC, s.text LIMIT ?"_s,
        { from, from, limit });
    QList<TrendingEntry> entries;
    while (rows.next()) {
        entries.append(
            { rows.value(0).toString(), rows.value(3).toString(), rows.value(1).toLongLong() });
    }
    return entries;
}
