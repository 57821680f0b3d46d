#pragma once

#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QSqlDatabase>
#include <optional>

// The category tree and the products filed under a category's subtree.
class CategoryRepository final
{
public:
    struct Page
    {
        QJsonArray items;
        qint64 total = 0;
    };

    explicit CategoryRepository(QSqlDatabase db);

    // Root categories, each node {id, name, type, children}, children by id.
    QJsonArray tree() const;
    bool exists(qint64 categoryId) const;
    // Categories by id as the change feed shows them: {id, name, type, parent_id (or null)}.
    QHash<qint64, QJsonObject> nodes(const QList<qint64> &ids) const;
    // Active products of `type` in the category and its descendants, by id; nullopt when
    // the category does not exist.
    std::optional<Page> products(
        qint64 categoryId, const QString &type, qint64 page, int perPage) const;

private:
    QSqlDatabase m_db;
};
