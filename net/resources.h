#pragma once

// The typed resources of Catalog API v1 (spec §2, contract §5). Plain aggregates without
// behaviour, kept together in one header on purpose: they are the vocabulary of the API and
// read best side by side. ResourceParser builds them from JSON.

#include <QList>
#include <QString>
#include <QStringList>
#include <QUrl>
#include <optional>

// An {id, name} reference: author, publisher, seller or category of a product.
struct IdName
{
    qint64 id = 0;
    QString name;
};

// Spec §2.11: shape A {page, per_page, total}, B {page, total},
// C {current_page, per_page, total, last_page}. Fields a shape lacks stay 0.
struct PageMeta
{
    enum class Shape { A, B, C };
    Shape shape = Shape::A;
    int page = 1;
    int perPage = 0;
    qint64 total = 0;
    int lastPage = 0;
};

// A product in a list (spec §2.1). Which fields an endpoint sends differs (spec §4); absent
// optional fields stay empty. variantId is set by a code lookup that matched a variant.
struct ProductSummary
{
    qint64 id = 0;
    QString name;
    qint64 price = 0;
    std::optional<qint64> oldPrice;
    QString image;
    QString type; // "book" or "stationery"
    bool inStock = false;
    std::optional<qint64> sellerId;
    std::optional<qint64> variantId;
    // Whether the endpoint said these at all: books by author or publisher are listed as
    // {id, name, price, type} (spec), which says nothing of stock or pictures.
    bool inStockKnown = true;
    bool imageKnown = true;
};

// What the detail of a book and of a stationery item share (spec §2.2, §2.3).
struct ProductDetail
{
    qint64 id = 0;
    QString name;
    qint64 price = 0;
    std::optional<qint64> oldPrice;
    QString image;
    QString type;
    bool inStock = false;
    QString description;
};

// Spec §2.2 plus contract §5 (publisher, category, images).
struct BookDetail : ProductDetail
{
    qint64 pages = 0;
    QString isbn;
    std::optional<IdName> author; // null: a book imported without one
    IdName seller;
    std::optional<IdName> publisher;
    std::optional<IdName> category;
    QStringList images; // first = image
};

struct StationeryVariant
{
    qint64 id = 0;
    QString name;
    QString barcode;
    qint64 price = 0;
    qint64 stock = 0;
    bool inStock = false;
};

// Spec §2.3 plus contract §5 (old_price, image, description, variants).
struct StationeryDetail : ProductDetail
{
    IdName seller;
    // Sent by servers that have them (contract §5); empty / none when not.
    QString barcode;
    std::optional<IdName> category;
    QList<StationeryVariant> variants;
};

// Spec §2.4. The seller found by QR token has only id, name and rating.
struct Seller
{
    qint64 id = 0;
    QString name;
    QString logo;
    double rating = 0;
    QList<ProductSummary> latestProducts;
};

// Spec §2.5.
struct SellerProfile
{
    qint64 id = 0;
    QString name;
    QList<ProductSummary> products;
    PageMeta meta; // shape B
};

// Spec §2.6: a node of the category forest.
struct Category
{
    qint64 id = 0;
    QString name;
    QString type;
    QList<Category> children;
};

// Spec §2.7.
struct TrendingQuery
{
    QString text;
    QString resultName;
    qint64 totalCount = 0;
};

// Spec §2.9: one product of the key's seller with its stock.
struct MineItem
{
    qint64 id = 0;
    QString type;
    QString name;
    QString code; // ISBN for books, barcode for stationery
    qint64 price = 0;
    qint64 stock = 0;
    bool inStock = false;
    std::optional<qint64> reorderLevel; // contract §10; null: none set
    // Contract §11 (absent from older servers: 0, none and true).
    qint64 oldPrice = 0;
    std::optional<qint64> reorderQuantity;
    std::optional<qint64> supplierId; // null or missing: no supplier
    std::optional<qint64> lastCost; // null or missing: unknown
    bool active = true;
    // Contract §14: a sale that happened took the stock below 0 (allow_negative); true until a
    // receipt or count brings it back to 0 or above.
    bool oversold = false;
    // A stationery item's variants with their stock, as the seller's change feed carries them
    // (contract §13, schema MineChangeItem); empty for a book, or where a list leaves them out.
    QList<StationeryVariant> variants;

    // At or below its reorder level (the server's low_stock=true rule).
    bool isLow() const { return reorderLevel && stock <= *reorderLevel; }
};

// Contract §13 GET /products/mine/changes: one entry, a product of the key's seller as
// /products/mine shows it now; deleted (a tombstone): item holds nothing but type and id.
struct MineChange
{
    QString type;
    qint64 id = 0;
    bool deleted = false;
    MineItem item;
};

// One page of that feed: meta {next, has_more}; the client asks again with after=next.
struct MineChangesPage
{
    QList<MineChange> entries;
    QString next;
    bool hasMore = false;
};

// Contract §6 GET /key: the calling key as the server knows it.
struct KeyInfo
{
    QString appId;
    QString name;
    QStringList abilities;
    std::optional<qint64> sellerId; // null: not a seller key
    QString sellerName;
    int ratePerSecond = 0;
    int ratePerMinute = 0;
};

// Spec §2.10 (fields at top level, contract §3).
struct StockUpdateResult
{
    bool success = false;
    QString type;
    qint64 id = 0;
    QString name;
    qint64 stock = 0;
    bool inStock = false;
    std::optional<qint64> variantId;
};

// Contract §5: /deeplink. id is empty for a search link.
struct Deeplink
{
    QString type;
    std::optional<qint64> id;
    QUrl webUrl;
    QUrl appUrl;
};

// A list with its pagination meta.
template<typename T> struct Paged
{
    QList<T> items;
    PageMeta meta;
};
