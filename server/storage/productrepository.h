#pragma once

#include <QByteArray>
#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <optional>

#include "server/domain/jsonwriter.h"

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

    // A product's detail (contract §4) as JSON text: the detail endpoints and the change
    // feed's pages (§13) write the same bytes, and a page of 1,000 never builds QJsonObjects.
    std::optional<QByteArray> bookDetail(qint64 id) const;
    std::optional<QByteArray> stationeryDetail(qint64 id) const;
    // The details of several active products at once, by id (the change feed's pages).
    QHash<qint64, QByteArray> bookDetails(const QList<qint64> &ids) const;
    QHash<qint64, QByteArray> stationeryDetails(const QList<qint64> &ids) const;
    // type: "book" or "stationery"; nameFilter: q as typed (a substring of the name in the
    // normal form, either script: SearchText::nameFilters) or empty.
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
    // The seller's change feed items (contract §13; §14: a shop copies its products from them),
    // active or not, by id, as JSON text: the /products/mine item and what a copy keeps beyond
    // it as the detail shows it — description, image, images (first = image), category
    // ({id, name} or null; stationery too: the seller's own view), and for a book pages, author
    // and publisher, for stationery its variants.
    QHash<qint64, QByteArray> mineChangeItems(
        qint64 sellerId, const QString &type, const QList<qint64> &ids) const;
    // isbn13: the code as a normalized ISBN-13 if it is one; barcode: the code as given.
    std::optional<QJsonObject> findByCode(qint64 sellerId, const std::optional<QString> &isbn13,
        const std::optional<QString> &barcode) const;

private:
    // Ends each open stationery object (by pk) with its "variants", the name that sorts after
    // all the others, and puts it in `items` by id.
    void closeWithVariants(QHash<qint64, JsonWriter> &open, const QHash<qint64, qint64> &idOfPk,
        QHash<qint64, QByteArray> &items) const;
    std::optional<Page> byOwner(const QString &ownerTable, const QString &ownerColumn,
        qint64 ownerId, qint64 page, int perPage) const;

    QSqlDatabase m_db;
};
