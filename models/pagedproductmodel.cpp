#include "models/pagedproductmodel.h"

#include <QColor>
#include <QLocale>

#include "models/imagecache.h"

using namespace Qt::StringLiterals;

PagedProductModel::PagedProductModel(QObject *parent)
    : PagedTableModel(parent)
{ }

bool PagedProductModel::hasOldPrice(const ProductSummary &p)
{
    return p.oldPrice && *p.oldPrice > 0;
}

bool PagedProductModel::oldPriceNotAbove(const ProductSummary &p)
{
    return hasOldPrice(p) && *p.oldPrice <= p.price;
}

void PagedProductModel::setImageCache(ImageCache *cache)
{
    m_images = cache;
    const auto changed = [this](const QString &url) {
        for (int row = 0; row < m_items.size(); ++row) {
            if (m_items.at(row).image == url)
                Q_EMIT dataChanged(index(row, Name), index(row, Name), { Qt::DecorationRole });
        }
    };
    connect(cache, &ImageCache::imageReady, this, changed);
    connect(cache, &ImageCache::imageFailed, this, changed); // now drawn as a broken picture
}

void PagedProductModel::setFetcher(Fetcher fetcher)
{
    m_fetcher = std::move(fetcher);
    reload();
}

void PagedProductModel::clear()
{
    m_fetcher = nullptr;
    reload();
}

void PagedProductModel::reload()
{
    ++m_generation;
    restartPaging();
    beginResetModel();
    m_items.clear();
    m_atEnd = !m_fetcher;
    m_firstPageMs = -1;
    endResetModel();
    Q_EMIT totalChanged(total());
    m_clock.start();
    fetchMore({});
}

int PagedProductModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_items.size());
}

int PagedProductModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant PagedProductModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const ProductSummary &p = m_items.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case Name:
            return p.name;
        case Type:
            return p.type == "book"_L1 ? tr("book") : tr("stationery");
        case Price:
            return QLocale().toString(p.price);
        case OldPrice:
            // Any old price set is shown, also one at or below the price: that is a listing
            // error an admin looks for (contract §15 old_price_below_price), not nothing.
            return hasOldPrice(p) ? QLocale().toString(*p.oldPrice) : QString();
        case InStock:
            if (!p.inStockKnown)
                return QString(); // the list does not say (books by author or publisher)
            return p.inStock ? tr("yes") : tr("no");
        }
        return {};
    case Qt::ToolTipRole:
        // Long names are elided in the column; similar titles stay tellable apart.
        if (index.column() == Name)
            return p.name;
        if (index.column() == OldPrice && oldPriceNotAbove(p))
            return tr("The old price is not above the price: the discount shown to buyers is "
                      "wrong.");
        if (index.column() == InStock && !p.inStockKnown)
            return tr("This list does not say; open the product to see its stock.");
        return {};
    case Qt::DecorationRole:
        // No picture where the list says nothing of pictures, rather than a placeholder that
        // reads as "this product has none".
        if (index.column() == Name && m_images && p.imageKnown)
            return m_images->thumbnail(p.image);
        return {};
    case Qt::ForegroundRole:
        if (index.column() == InStock && p.inStockKnown && !p.inStock)
            return QColor(0xa0, 0x30, 0x30);
        if (index.column() == OldPrice)
            return oldPriceNotAbove(p) ? QColor(0xb0, 0x20, 0x20) : QColor(0x80, 0x80, 0x80);
        return {};
    case SortRole:
        switch (index.column()) {
        case Name:
            return p.name.toCaseFolded();
        case Type:
            return p.type;
        case Price:
            return p.price;
        case OldPrice:
            return hasOldPrice(p) ? *p.oldPrice : qint64(-1);
        case InStock:
            return p.inStockKnown ? int(p.inStock) : -1;
        }
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == Price || index.column() == OldPrice)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case IdRole:
        return p.id;
    case TypeRole:
        return p.type;
    case ImageRole:
        return p.image;
    case SellerIdRole:
        return p.sellerId ? QVariant(*p.sellerId) : QVariant();
    default:
        return {};
    }
}

QVariant PagedProductModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Name:
        return tr("Name");
    case Type:
        return tr("Type");
    case Price:
        return tr("Price");
    case OldPrice:
        return tr("Old price");
    case InStock:
        return tr("In stock");
    }
    return {};
}

bool PagedProductModel::canFetchMore(const QModelIndex &parent) const
{
    return !parent.isValid() && m_fetcher && !isLoading() && !m_atEnd;
}

void PagedProductModel::fetchMore(const QModelIndex &parent)
{
    if (!canFetchMore(parent))
        return;
    const int generation = m_generation;
    pageRequested(m_fetcher(
        nextPage(), this,
        [this, generation](const ApiResult &result, const Paged<ProductSummary> &data) {
            if (generation != m_generation || !pageArrived(result))
                return;
            const bool hasTotal = data.meta.total > 0 || data.items.isEmpty();
            appendRows(m_items, data.items);
            if (hasTotal)
                setTotal(std::max<qint64>(data.meta.total, m_items.size()));
            else
                setTotal(m_items.size());
            // Shape C says the last page; shapes A/B say the total; lists without meta end
            // with a short or empty page.
            if (data.meta.shape == PageMeta::Shape::C && data.meta.lastPage > 0)
                m_atEnd = nextPage() > data.meta.lastPage;
            else if (data.meta.total > 0)
                m_atEnd = m_items.size() >= data.meta.total;
            else
                m_atEnd = data.items.isEmpty() || data.items.size() < 20;
            if (m_firstPageMs < 0) {
                m_firstPageMs = m_clock.elapsed();
                Q_EMIT firstPageLoaded(m_firstPageMs);
            }
            Q_EMIT totalChanged(total());
        },
        pageOptions()));
}
