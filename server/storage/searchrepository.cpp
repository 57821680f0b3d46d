#include "server/storage/searchrepository.h"

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

SearchRepository::Page SearchRepository::search(
    const QStringList &words, int page, int pageSize) const
{
    Page result;
    if (words.isEmpty())
        return result;
    const QString expression = matchExpression(words);
    // The index holds active products only (SearchIndexWriter), so counting needs no join.
    QSqlQuery total = Sql::run(m_db,
        u"SELECT COUNT(*) FROM product_search WHERE product_search MATCH ?"_s, { expression });
    total.next();
    result.total = total.value(0).toLongLong();
    total.finish();
    if (result.total == 0)
        return result;
    // Relevance without bm25 (whose cost grows with every match, qt64-notes): products whose
    // name holds all the words rank first, then popularity.
    QSqlQuery rows = Sql::run(m_db,
        u"SELECT p.id, p.type, p.name, p.price, p.image FROM product_search s "
        "JOIN products p ON p.pk = s.rowid "
        "WHERE product_search MATCH ? AND p.active = 1 "
        "ORDER BY s.rowid IN (SELECT rowid FROM product_search WHERE product_search MATCH ?) DESC, "
        "p.popularity DESC, p.type, p.id LIMIT ? OFFSET ?"_s,
        { expression, QString(u"name : ("_s + expression + u')'), pageSize,
            qint64(page - 1) * pageSize });
    while (rows.next()) {
        result.items.append({ rows.value(0).toLongLong(), rows.value(1).toString(),
            rows.value(2).toString(), rows.value(3).toLongLong(), rows.value(4).toString() });
    }
    return result;
}

QStringList SearchRepository::suggestions(
    const QStringList &words, std::optional<qint64> sellerId, int limit) const
{
    QStringList result;
    if (words.isEmpty())
        return result;
    QString statement = u"SELECT t.text, MAX(p.popularity) AS rank FROM suggestion_search f "
                        "JOIN suggestion_texts t ON t.id = f.rowid "
                        "JOIN products p ON p.pk = t.product_pk "
                        "WHERE suggestion_search MATCH ? AND p.active = 1"_s;
    QVariantList values { matchExpression(words) };
    if (sellerId) {
        statement += u" AND p.seller_id = ?"_s;
        values << *sellerId;
    }
    statement += u" GROUP BY t.text ORDER BY rank DESC, t.text LIMIT ?"_s;
    values << limit;
    QSqlQuery rows = Sql::run(m_db, statement, values);
    while (rows.next())
        result << rows.value(0).toString();
    return result;
}

void SearchRepository::recordSearch(
    const QString &text, const std::optional<QString> &resultName, const QDateTime &at) const
{
    Sql::run(m_db, u"INSERT INTO searches (text, result_name, at) VALUES (?, ?, ?)"_s,
        { text, resultName ? QVariant(*resultName) : QVariant(QMetaType::fromType<QString>()),
            timestamp(at) });
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
