#pragma once

#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <optional>

struct DomainError;

// The active items (products and variants) of one seller that carry a code. Contract §11
// keeps a code to one item per seller; data older than that rule may hold several, and then
// a lookup answers 409 ambiguous_code naming them instead of choosing one.
class CodeMatches final
{
public:
    struct Item
    {
        qint64 productPk = 0;
        qint64 id = 0; // the product's id (a variant's parent)
        QString type;
        QString name;
        std::optional<qint64> variantId;
    };

    explicit CodeMatches(QSqlDatabase db);

    // Books by normalized ISBN-13, stationery and variants by barcode; books first, then
    // stationery, then variants, each by id. At most `limit`.
    QList<Item> find(qint64 sellerId, const std::optional<QString> &isbn13,
        const std::optional<QString> &barcode, int limit = 10) const;
    // Every item using a stored code (either type, or a variant's barcode): for creating or
    // reactivating an item with that code.
    QList<Item> users(qint64 sellerId, const QString &code, int limit = 10) const
    {
        return find(sellerId, code, code, limit);
    }
    // The one item with the code, or nullopt; throws ambiguity() when several have it.
    std::optional<Item> findOne(qint64 sellerId, const std::optional<QString> &isbn13,
        const std::optional<QString> &barcode) const;

    // 409 ambiguous_code with "candidates": [{id, type, name, variant_id?}].
    static DomainError ambiguity(const QString &code, const QList<Item> &items);

private:
    QSqlDatabase m_db;
};
