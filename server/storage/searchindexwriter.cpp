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

void SearchIndexWriter::reindex(const QList<qint64> &productPks)
{
    if (productPks.isEmpty())
        return;
    loadCategories();
    QSqlQuery product = Sql::prepare(m_db,
        u"SELECT p.name, COALESCE(a.name, ''), COALESCE(p.category_id, 0), p.type, p.tags, "
        "p.active, p.popularity, p.search_key "
        "FROM products p LEFT JOIN authors a ON a.id = p.author_id WHERE p.pk = ?"_s);
    const SearchDialect dialect(m_db);
    QSqlQuery removeIndex = Sql::prepare(m_db, dialect.deleteProductEntry());
    QSqlQuery removeTexts
        = Sql::prepare(m_db, u"DELETE FROM suggestion_texts WHERE product_pk = ?"_s);
    QSqlQuery setKey = Sql::prepare(m_db, u"UPDATE products SET search_key = ? WHERE pk = ?"_s);
    QSqlQuery insertIndex = Sql::prepare(m_db, dialect.insertProductEntry());
    QSqlQuery insertText = Sql::prepare(m_db, dialect.insertSuggestion());

    for (const qint64 pk : productPks) {
        removeTexts.addBindValue(pk);
        Sql::exec(removeTexts);

        product.addBindValue(pk);
        Sql::exec(product);
        if (!product.next()) {
            product.finish();
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

        if (!oldKey.isNull()) {
            removeIndex.addBindValue(oldKey);
            Sql::exec(removeIndex);
        }
        const qint64 key = searchKey(popularity, pk);
        setKey.addBindValue(active ? QVariant(key) : QVariant(QMetaType::fromType<qint64>()));
        setKey.addBindValue(pk);
        Sql::exec(setKey);
        if (!active)
            continue;

        const QString categories = categoryWords(categoryId);
        const QString kinds = book ? u"book books"_s : u"stationery"_s;
        insertIndex.addBindValue(key);
        insertIndex.addBindValue(pk);
        if (dialect.postgres()) {
            using PostgresText::Part;
            insertIndex.addBindValue(PostgresText::tsvector({ { name, PostgresText::nameWeight },
                { author, PostgresText::otherWeight }, { categories, PostgresText::otherWeight },
                { kinds, PostgresText::otherWeight } }));
        } else {
            insertIndex.addBindValue(SearchText::foldApostrophes(name));
            insertIndex.addBindValue(SearchText::foldApostrophes(author));
            insertIndex.addBindValue(SearchText::foldApostrophes(categories));
            insertIndex.addBindValue(kinds);
        }
        Sql::exec(insertIndex);

        QStringList texts { name };
        if (!author.isEmpty())
            texts << author;
        for (const QJsonValue &tag : tags) {
            if (!tag.toString().isEmpty())
                texts << tag.toString();
        }
        texts.removeDuplicates();
        for (qsizetype n = 0; n < std::min<qsizetype>(texts.size(), maxTextsPerProduct); ++n) {
            insertText.addBindValue(searchKey(popularity, pk * maxTextsPerProduct + n));
            insertText.addBindValue(pk);
            insertText.addBindValue(texts.at(n));
            insertText.addBindValue(SearchText::foldApostrophes(texts.at(n)));
            if (dialect.postgres())
                insertText.addBindValue(PostgresText::tsvector({ { texts.at(n) } }));
            Sql::exec(insertText);
        }
    }
}
