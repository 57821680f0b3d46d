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

QList<SearchRepository::Hit> SearchRepository::codeMatches(
    const QStringList &codes, const QString &wordExpression) const
{
    QList<Hit> hits;
    if (codes.isEmpty())
        return hits;
    const QString marks = QStringList(codes.size(), u"?"_s).join(u", "_s);
    QVariantList values;
    for (int round = 0; round < 2; ++round) {
        for (const QString &code : codes)
            values << code;
    }
    QSqlQuery rows = Sql::run(m_db,
        u"SELECT pk, id, type, name, price, image FROM products WHERE active = 1 AND pk IN ("
        "SELECT pk FROM products WHERE active = 1 AND code IN ("_s
            + marks + u") UNION SELECT v.product_pk FROM variants v WHERE v.barcode IN ("_s + marks
            + u")) ORDER BY popularity DESC, pk"_s,
        values);
    QList<qint64> pks;
    while (rows.next()) {
        pks << rows.value(0).toLongLong();
        hits.append({ rows.value(1).toLongLong(), rows.value(2).toString(),
            rows.value(3).toString(), rows.value(4).toLongLong(), rows.value(5).toString() });
    }
    rows.finish();
    if (hits.isEmpty() || wordExpression.isEmpty())
        return hits;
    // A product that also matches the words is listed once, among the word matches.
    for (qsizetype i = hits.size() - 1; i >= 0; --i) {
        QSqlQuery both = Sql::run(m_db,
            u"SELECT 1 FROM product_search WHERE product_search MATCH ? AND pk = ?"_s,
            { wordExpression, pks.at(i) });
        if (both.next())
            hits.removeAt(i);
    }
    return hits;
}

SearchRepository::Page SearchRepository::search(
    const QStringList &words, qint64 page, int pageSize, const QStringList &codes) const
{
    Page result;
    const QString all = words.isEmpty() ? QString() : matchExpression(words);
    const QList<Hit> byCode = codeMatches(codes, all);
    const qint64 offset = Sql::offsetOf(page, pageSize);
    for (qint64 i = offset; i < byCode.size() && result.items.size() < pageSize; ++i)
        result.items.append(byCode.at(i));
    result.total = byCode.size();
    if (words.isEmpty())
        return result;
    // Relevance in two tiers: products whose name holds all the words, then the others
    // (author, category, type words); popularity within each tier.
    const QString inName = u"name : ("_s + all + u')';
    const QString elsewhere = u'(' + all + u") NOT ("_s + inName + u')';
    // The index holds active products only (SearchIndexWriter), so counting needs no join.
    const qint64 wordTotal = countMatches(all);
    result.total += wordTotal;
    if (wordTotal == 0)
        return result;
    const qint64 nameTotal = countMatches(inName);
    const qint64 wordOffset = std::max<qint64>(0, offset - byCode.size());
    qint64 missing = pageSize - result.items.size();
    if (missing > 0 && wordOffset < nameTotal)
        appendMatches(inName, wordOffset, missing, &result.items);
    missing = pageSize - result.items.size();
    if (missing > 0 && wordTotal > nameTotal)
        appendMatches(
            elsewhere, std::max<qint64>(0, wordOffset - nameTotal), missing, &result.items);
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
