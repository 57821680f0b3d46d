#pragma once

#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <optional>

// Read queries over products (contract §4–§5). Results carry the API's field names.
class ProductRepository final
{
public:
    enum class Sort { Popular, New, PriceAscending, PriceDescending };
    struct Page
    {
        QJsonArray items;
        qint64 total = 0;
    };

    explicit ProductRepository(QSqlDatabase db);

    std::optional<QJsonObject> bookDetail(qint64 id) const;
    std::optional<QJsonObject> stationeryDetail(qint64 id) const;
    // The details of several active products at once, by id (the change feed's pages).
    QHash<qint64, QJsonObject> bookDetails(const QList<qint64> &ids) const;
    QHash<qint64, QJsonObject> stationeryDetails(const QList<qint64> &ids) const;
    // type: "book" or "stationery"; nameFilter: case-folded substring or empty.
    Page list(
        const QString &type, const QString &nameFilter, Sort sort, qint64 page, int perPage) const;
    // nullopt when the author (publisher) does not exist.
    std::optional<Page> byAuthor(qint64 authorId, qint64 page, int perPage) const;
    std::optional<Page> byPublisher(qint64 publisherId, qint64 page, int perPage) const;
    QJsonArray recommendations(const QString &type, int limit) const;
    // lowStock: only items with stock <= reorder_level (contract §10).
    Page mine(qint64 sellerId, const QString &type, bool lowStock, qint64 page, int perPage) const;
    // One product as /products/mine lists it (also an inactive one: PATCH answers with it).
    std::optional<QJsonObject> mineItem(qint64 productPk) const;
    // Several of the seller's products of a type (active or not) as /products/mine lists
    // them, by id.
    QHash<qint64, QJsonObject> mineItems(
        qint64 sellerId, const QString &type, const QList<qint64> &ids) const;
    // What a copy of the seller's products needs beyond the /products/mine item (the seller's
    // change feed, contract §13/§14), active or not, by id: description, image, images (first =
    // image), category ({id, name} or null; stationery too: the seller's own view), and for a
    // book pages, author and publisher, for stationery its variants (as the detail shows them).
    QHash<qint64, QJsonObject> mineDetails(
        qint64 sellerId, const QString &type, const QList<qint64> &ids) const;
    // isbn13: the code as a normalized ISBN-13 if it is one; barcode: the code as given.
    std::optional<QJsonObject> findByCode(qint64 sellerId, const std::optional<QString> &isbn13,
        const std::optional<QString> &barcode) const;

private:
    std::optional<Page> byOwner(const QString &ownerTable, const QString &ownerColumn,
        qint64 ownerId, qint64 page, int perPage) const;

    QSqlDatabase m_db;
};
