#pragma once

#include <QElapsedTimer>
#include <QList>
#include <QPointer>
#include <functional>

#include "models/pagedtablemodel.h"
#include "net/apiclient.h"
#include "net/resources.h"

class ImageCache;

// A list of product summaries that pages in asynchronously with canFetchMore/fetchMore (as
// Qt's fetchmore example), for every paged endpoint: /products/{col}, /search, category
// products, seller profiles, books by author or publisher. What to fetch is a function of
// the page number, so one model serves them all.
class PagedProductModel final : public PagedTableModel
{
    Q_OBJECT
public:
    enum Column { Name, Type, Price, OldPrice, InStock, ColumnCount };
    // SortRole: the column's value to order by (numbers as numbers), for a view's local sort.
    enum Role { IdRole = Qt::UserRole + 1, TypeRole, ImageRole, SellerIdRole, SortRole };

    using Fetcher = std::function<ApiRequest *(int page, QObject *context,
        ApiCallback<Paged<ProductSummary>> callback, const ApiClient::Options &options)>;

    explicit PagedProductModel(QObject *parent = nullptr);

    // Replaces the list: aborts what is loading, clears, fetches page 1.
    void setFetcher(Fetcher fetcher);
    void clear();
    void reload();
    void setImageCache(ImageCache *cache);

    const ProductSummary &product(int row) const { return m_items.at(row); }
    // An old price is set when above 0 (contract §15); at or below the price it is an error.
    static bool hasOldPrice(const ProductSummary &p);
    static bool oldPriceNotAbove(const ProductSummary &p);
    // Milliseconds from setFetcher() to the first page's rows (-1 before).
    qint64 firstPageMs() const { return m_firstPageMs; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;

Q_SIGNALS:
    void firstPageLoaded(qint64 ms);

private:
    Fetcher m_fetcher;
    QList<ProductSummary> m_items;
    QPointer<ImageCache> m_images;
    bool m_atEnd = true;
    int m_generation = 0;
    QElapsedTimer m_clock;
    qint64 m_firstPageMs = -1;
};
