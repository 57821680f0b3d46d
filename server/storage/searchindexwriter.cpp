#include "server/storage/searchindexwriter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <QSqlQuery>
#include <QVariant>

#include "server/domain/searchtext.h"
#include "server/storage/sqlhelpers.h"

using namespace Qt::StringLiterals;

namespace {

// Autocomplete keeps a product's name, author and first tags (the key has room for 16).
constexpr qint64 maxTextsPerProduct = 16;

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

// FTS5 writes its pending terms out as a new segment at the end of every statement that
// touches it inside a transaction (its savepoint methods sync), so one INSERT per row makes a
// segment per row and endless merging. Rows therefore go in multi-row statements: one
// segment per batch (a 1,000,000-product import spent a third of its time in those syncs).
constexpr qsizetype batchRows = 500;

} // namespace

void SearchIndexWriter::runRows(
    const QString &head, const QString &tail, int columns, const QVariantList &values)
{
    const qsizetype rows = values.size() / columns;
    QString tuple = u"("_s;
    for (int i = 0; i < columns; ++i)
        tuple += i == 0 ? u"?"_s : u", ?"_s;
    tuple += u')';
    for (qsizetype from = 0; from < rows; from += batchRows) {
        const qsizetype count = std::min(batchRows, rows - from);
        QString sql = head;
        for (qsizetype i = 0; i < count; ++i)
            sql += (i == 0 ? QString() : u", "_s) + tuple;
        sql += tail;
        // Full batches reuse their statement: preparing 500 rows' worth of SQL costs.
        auto cached = m_batches.find(sql);
        if (cached == m_batches.end())
            cached = m_batches.emplace(sql, Sql::prepare(m_db, sql)).first;
        QSqlQuery &query = cached->second;
        for (qsizetype i = from * columns; i < (from + count) * columns; ++i)
            query.addBindValue(values.at(i));
        Sql::exec(query);
        query.finish();
        if (count != batchRows)
            m_batches.erase(cached);
    }
}

void SearchIndexWriter::reindex(const QList<qint64> &productPks)
{
    if (productPks.isEmpty())
        return;
    loadCategories();
    QSqlQuery product = Sql::prepare(m_db,
        u"SELECT p.name, COALESCE(a.name, ''), COALESCE(p.category_id, 0), p.type, p.tags, "
        "p.active, p.popularity, p.search_key "
        "FROM products p LEFT JOIN authors a ON a.id = p.author_id WHERE p.pk = ?"_s);
    QSqlQuery removeIndex = Sql::prepare(m_db, u"DELETE FROM product_search WHERE rowid = ?"_s);
    QSqlQuery removeTexts
        = Sql::prepare(m_db, u"DELETE FROM suggestion_texts WHERE product_pk = ?"_s);
    QSqlQuery clearKey
        = Sql::prepare(m_db, u"UPDATE products SET search_key = NULL WHERE pk = ?"_s);

    QVariantList keys, index, texts; // rows of the batched statements below
    for (const qint64 pk : productPks) {
        product.addBindValue(pk);
        Sql::exec(product);
        if (!product.next()) {
            product.finish();
            removeTexts.addBindValue(pk);
            Sql::exec(removeTexts);
            continue;
        }
        const QString name = product.value(0).toString();
        const QString author = product.value(1).toString();
        const qint64 categoryId = product.value(2).toLongLong();
        const bool book = product.value(3).toString() == "book"_L1;
        const QJsonArray tags = QJsonDocument::fromJson(product.value(4).toByteArray()).array();
        const bool active = product.value(5).toBool();
        const qint64 popularity = product.value(6).toLongLong();
        const QVariant oldKey = product.value(7);
        product.finish();

        // A product indexed before has its rows removed first; a new one has none (its texts
        // exist only while it has a key).
        if (!oldKey.isNull()) {
            removeIndex.addBindValue(oldKey);
            Sql::exec(removeIndex);
            removeTexts.addBindValue(pk);
            Sql::exec(removeTexts);
        }
        if (!active) {
            if (!oldKey.isNull()) {
                clearKey.addBindValue(pk);
                Sql::exec(clearKey);
            }
            continue;
        }
        const qint64 key = searchKey(popularity, pk);
        keys << pk << key;
        index << key << SearchText::foldApostrophes(name) << SearchText::foldApostrophes(author)
              << SearchText::foldApostrophes(categoryWords(categoryId))
              << (book ? u"book books"_s : u"stationery"_s) << pk;

        QStringList words { name };
        if (!author.isEmpty())
            words << author;
        for (const QJsonValue &tag : tags) {
            if (!tag.toString().isEmpty())
                words << tag.toString();
        }
        words.removeDuplicates();
        for (qsizetype n = 0; n < std::min<qsizetype>(words.size(), maxTextsPerProduct); ++n) {
            texts << searchKey(popularity, pk * maxTextsPerProduct + n) << pk << words.at(n)
                  << SearchText::foldApostrophes(words.at(n));
        }
    }
    // search_key = the key of each (pk, key) pair.
    runRows(u"UPDATE products SET search_key = k.column2 FROM (VALUES "_s,
        u") AS k WHERE products.pk = k.column1"_s, 2, keys);
    runRows(u"INSERT INTO product_search (rowid, name, author, categories, kinds, pk) VALUES "_s,
        {}, 6, index);
    runRows(u"INSERT INTO suggestion_texts (id, product_pk, text, search_text) VALUES "_s, {}, 4,
        texts);
}
