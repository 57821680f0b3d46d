#include "server/storage/searchindexwriter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <QSqlQuery>
#include <QVariant>

#include "server/domain/searchtext.h"
#include "server/storage/sqlhelpers.h"

using namespace Qt::StringLiterals;

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
        u"p.active "
        "FROM products p LEFT JOIN authors a ON a.id = p.author_id WHERE p.pk = ?"_s);
    QSqlQuery removeIndex = Sql::prepare(m_db, u"DELETE FROM product_search WHERE rowid = ?"_s);
    QSqlQuery removeTexts
        = Sql::prepare(m_db, u"DELETE FROM suggestion_texts WHERE product_pk = ?"_s);
    QSqlQuery insertIndex = Sql::prepare(m_db,
        u"INSERT INTO product_search (rowid, name, author, categories, kinds) "
        "VALUES (?, ?, ?, ?, ?)"_s);
    QSqlQuery insertText = Sql::prepare(
        m_db, u"INSERT INTO suggestion_texts (product_pk, text, search_text) VALUES (?, ?, ?)"_s);

    for (const qint64 pk : productPks) {
        removeIndex.addBindValue(pk);
        Sql::exec(removeIndex);
        removeTexts.addBindValue(pk);
        Sql::exec(removeTexts);

        product.addBindValue(pk);
        Sql::exec(product);
        if (!product.next() || !product.value(5).toBool()) {
            product.finish();
            continue;
        }
        const QString name = product.value(0).toString();
        const QString author = product.value(1).toString();
        const qint64 categoryId = product.value(2).toLongLong();
        const bool book = product.value(3).toString() == "book"_L1;
        const QJsonArray tags = QJsonDocument::fromJson(product.value(4).toByteArray()).array();
        product.finish();

        insertIndex.addBindValue(pk);
        insertIndex.addBindValue(SearchText::foldApostrophes(name));
        insertIndex.addBindValue(SearchText::foldApostrophes(author));
        insertIndex.addBindValue(SearchText::foldApostrophes(categoryWords(categoryId)));
        insertIndex.addBindValue(book ? u"book books"_s : u"stationery"_s);
        Sql::exec(insertIndex);

        QStringList texts { name };
        if (!author.isEmpty())
            texts << author;
        for (const QJsonValue &tag : tags) {
            if (!tag.toString().isEmpty())
                texts << tag.toString();
        }
        texts.removeDuplicates();
        for (const QString &text : std::as_const(texts)) {
            insertText.addBindValue(pk);
            insertText.addBindValue(text);
            insertText.addBindValue(SearchText::foldApostrophes(text));
            Sql::exec(insertText);
        }
    }
}
