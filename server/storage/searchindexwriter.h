#pragma once

#include <QHash>
#include <QList>
#include <QSqlDatabase>

// Keeps the search index (product_search) and the autocomplete texts (suggestion_texts) in
// step with the products. Called inside the writer's transaction after products, authors or
// categories change. Inactive products are removed from both.
class SearchIndexWriter final
{
public:
    explicit SearchIndexWriter(QSqlDatabase db);

    void reindex(const QList<qint64> &productPks);
    void reindexAll();

private:
    void reindexChunk(const QList<qint64> &pks);
    void loadCategories();
    QString categoryWords(qint64 categoryId) const;

    QSqlDatabase m_db;
    QHash<qint64, std::pair<QString, qint64>> m_categories; // id -> (name, parent id or 0)
};
