#include "server/storage/searchindexwriter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <QSqlQuery>
#include <QVariant>

#include "server/domain/searchtext.h"
#include "server/storage/postgrestext.h"
#include "server/storage/searchdialect.h"
#include "server/storage/sqlhelpers.h"

using namespace Qt::StringLiterals;

namespace {

// Autocomplete keeps a product's name, author and first tags (the key has room for 16).
constexpr qint64 maxTextsPerProduct = 16;

// (SearchDialect::searchKeyOfProduct is the same in SQL.)
// Index rowids sort by popularity, then by the smaller pk: the search streams matches in
// rowid order (descending) instead of ranking them all (schema comment, qt64-notes).
qint64 searchKey(qint64 popularity, qint64 ordinal)
{
    const qint64 clamped = std::clamp<qint64>(popularity, 0, 0x7FFFFFFF);
    return (clamped << 32) | (0xFFFFFFFFLL - (ordinal & 0xFFFFFFFFLL));
}

} // namespace

SearchIndexWriter::SearchIndexWriter(QSqlDatabase db)
    : m_db(std::move(db))
{ }

void SearchIndexWriter::loadCategories()
{
    m_categories.clear();
    QSqlQuery query = Sql::run(m_db, u"SELECT id, name, COALESCE(parent_id, 0) FROM categories"_s);
    while (query.next()) {
        m_categories.insert(query.value(0).toLongLong(),
            { query.value(1).toString(), query.value(2).toLongLong() });
    }
}

QString SearchIndexWriter::categoryWords(qint64 categoryId) const
{
    QStringList names;
    QSet<qint64> seen; // guards against a cycle in bad data
    for (qint64 id = categoryId; id != 0 && !seen.contains(id);) {
        seen.insert(id);
        const auto it = m_categories.constFind(id);
        if (it == m_categories.cend())
            break;
        names << it->first;
        id = it->second;
    }
    return names.join(u' ');
}

void SearchIndexWriter::reindexAll()
{
    Sql::run(m_db, u"DELETE FROM product_search"_s);
    Sql::run(m_db, u"DELETE FROM suggestion_texts"_s);
    Sql::run(m_db, u"UPDATE products SET search_key = NULL WHERE search_key IS NOT NULL"_s);
    QList<qint64> pks;
    QSqlQuery query = Sql::run(m_db, u"SELECT pk FROM products WHERE active = 1"_s);
    while (query.next())
        pks << query.value(0).toLongLong();
    reindex(pks);
}

namespace {

// Products per round of statements, and rows per multi-row INSERT: a bulk import runs a few
// statements per chunk instead of several per product (each a round trip on PostgreSQL).
constexpr qsizetype chunkSize = 500;
constexpr qsizetype rowsPerInsert = 100;

QString placeholders(qsizetype count)
{
    return QStringList(count, u"?"_s).join(u", "_s);
}

// Runs "INSERT ... VALUES" with rows of `width` values each, rowsPerInsert rows at a time.
void insertRows(const QSqlDatabase &db, const QString &head, const QString &row, int width,
    const QVariantList &values)
{
    for (qsizetype from = 0; from < values.size(); from += rowsPerInsert * width) {
        const QVariantList part = values.mid(from, rowsPerInsert * width);
        const QStringList rows(part.size() / width, row);
        Sql::runCached(db, head + rows.join(u", "_s), part).finish();
    }
}

} // namespace

void SearchIndexWriter::reindex(const QList<qint64> &productPks)
{
    if (productPks.isEmpty())
        return;
    loadCategories();
    for (qsizetype from = 0; from < productPks.size(); from += chunkSize)
        reindexChunk(productPks.mid(from, chunkSize));
}

void SearchIndexWriter::reindexChunk(const QList<qint64> &pks)
{
    const SearchDialect dialect(m_db);
    const QString marks = placeholders(pks.size());
    QVariantList pkValues;
    for (const qint64 pk : pks)
        pkValues << pk;

    Sql::run(m_db, u"DELETE FROM suggestion_texts WHERE product_pk IN (%1)"_s.arg(marks), pkValues);
    QSqlQuery product = Sql::run(m_db,
        u"SELECT p.pk, p.name, COALESCE(a.name, ''), COALESCE(p.category_id, 0), p.type, p.tags, "
        "p.active, p.popularity, p.search_key "
        "FROM products p LEFT JOIN authors a ON a.id = p.author_id WHERE p.pk IN (%1)"_s.arg(marks),
        pkValues);
    QVariantList oldKeys, entries, texts;
    while (product.next()) {
        const qint64 pk = product.value(0).toLongLong();
        const QString name = product.value(1).toString();
        const QString author = product.value(2).toString();
        const qint64 categoryId = product.value(3).toLongLong();
        const bool book = product.value(4).toString() == "book"_L1;
        const QJsonArray tags = QJsonDocument::fromJson(product.value(5).toByteArray()).array();
        const bool active = product.value(6).toBool();
        const qint64 popularity = product.value(7).toLongLong();
        if (!product.value(8).isNull())
            oldKeys << product.value(8);
        if (!active)
            continue;
        const qint64 key = searchKey(popularity, pk);

        const QString categories = categoryWords(categoryId);
        const QString kinds = book ? u"book books"_s : u"stationery"_s;
        entries << key << pk;
        if (dialect.postgres()) {
            entries << PostgresText::tsvector({ { name, PostgresText::nameWeight },
                { author, PostgresText::otherWeight }, { categories, PostgresText::otherWeight },
                { kinds, PostgresText::otherWeight } });
        } else {
            entries << SearchText::foldApostrophes(name) << SearchText::foldApostrophes(author)
                    << SearchText::foldApostrophes(categories) << kinds;
        }

        QStringList candidates { name };
        if (!author.isEmpty())
            candidates << author;
        for (const QJsonValue &tag : tags) {
            if (!tag.toString().isEmpty())
                candidates << tag.toString();
        }
        candidates.removeDuplicates();
        const qsizetype kept = std::min<qsizetype>(candidates.size(), maxTextsPerProduct);
        for (qsizetype n = 0; n < kept; ++n) {
            const QString &text = candidates.at(n);
            texts << searchKey(popularity, pk * maxTextsPerProduct + n) << pk << text
                  << SearchText::foldApostrophes(text);
            if (dialect.postgres())
                texts << PostgresText::tsvector({ { text } });
        }
    }
    product.finish();

    if (!oldKeys.isEmpty())
        Sql::run(m_db, dialect.deleteProductEntries(placeholders(oldKeys.size())), oldKeys);
    // The key is computed by the database as searchKey() does: one statement per chunk.
    Sql::run(m_db,
        u"UPDATE products SET search_key = CASE WHEN active = 1 THEN %1 END WHERE pk IN (%2)"_s.arg(
            dialect.searchKeyOfProduct(), marks),
        pkValues);
    insertRows(m_db, dialect.insertProductEntries(), dialect.productEntryRow(),
        dialect.productEntryWidth(), entries);
    insertRows(m_db, dialect.insertSuggestions(), dialect.suggestionRow(),
        dialect.suggestionWidth(), texts);
}
