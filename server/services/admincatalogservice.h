#pragma once

#include <QJsonObject>
#include <QSqlDatabase>
#include <QString>
#include <optional>

#include "server/services/adminactor.h"

// The admin's sellers and categories (contract §15): a seller's name and active flag (its
// products leave and come back with it, schema 25), categories created, renamed, moved and
// merged. Each write keeps the search index in step and is audited; run in the write queue.
class AdminCatalogService final
{
public:
    struct SellerChanges
    {
        std::optional<QString> name;
        std::optional<bool> active;
    };
    struct CategoryChanges
    {
        std::optional<QString> name;
        std::optional<std::optional<qint64>> parentId; // set: moved (null: to the roots)
    };
    struct NewCategory
    {
        QString name;
        QString type;
        std::optional<qint64> parentId;
    };

    static SellerChanges parseSeller(const QJsonObject &body);
    static NewCategory parseNewCategory(const QJsonObject &body);
    static CategoryChanges parseCategory(const QJsonObject &body);
    static qint64 parseMerge(const QJsonObject &body);

    AdminCatalogService(QSqlDatabase db, AdminActor actor);

    // {id, name, active}; 404 unknown.
    QJsonObject updateSeller(qint64 id, const SellerChanges &changes) const;
    // {id, name, type, parent_id}; 422 for an unknown parent or one of another type.
    QJsonObject createCategory(const NewCategory &category) const;
    // 404 unknown; 422 a cycle (a category under itself) or a parent of another type.
    QJsonObject updateCategory(qint64 id, const CategoryChanges &changes) const;
    // Moves its products and children into `into`, removes it; the category merged into.
    QJsonObject mergeCategory(qint64 id, qint64 into) const;

private:
    // 422 unless the parent exists, is of the type and is not the category or below it.
    void checkParent(const QString &type, qint64 parentId, std::optional<qint64> self,
        const QString &field = QStringLiteral("parent_id")) const;
    void reindexCategory(qint64 categoryId) const;

    QSqlDatabase m_db;
    AdminActor m_actor;
};
