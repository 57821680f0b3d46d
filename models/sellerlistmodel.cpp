#include "models/sellerlistmodel.h"

#include <QLocale>

#include "models/imagecache.h"
#include "net/apiclient.h"

using namespace Qt::StringLiterals;

SellerListModel::SellerListModel(ApiClient *client, QObject *parent)
    : QAbstractListModel(parent)
    , m_client(client)
{ }

void SellerListModel::setImageCache(ImageCache *cache)
{
    m_images = cache;
    connect(cache, &ImageCache::imageReady, this, [this](const QString &url) {
        for (int row = 0; row < m_items.size(); ++row) {
            if (m_items.at(row).logo == url)
                Q_EMIT dataChanged(index(row), index(row), { Qt::DecorationRole });
        }
    });
}

void SellerListModel::reload()
{
    if (m_request)
        m_request->abort();
    beginResetModel();
    m_items.clear();
    m_nextPage = 1;
    m_atEnd = false;
    endResetModel();
    fetchMore({});
}

int SellerListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_items.size());
}

QVariant SellerListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Seller &s = m_items.at(index.row());
    switch (role) {
    case Qt::DisplayRole: {
        QStringList latest;
        for (const ProductSummary &p : s.latestProducts)
            latest << p.name;
        return tr("%1 — ★ %2\nLatest: %3")
            .arg(s.name, QLocale().toString(s.rating, 'f', 1),
                latest.isEmpty() ? tr("no products yet") : latest.join(u", "_s));
    }
    case Qt::ToolTipRole:
        return s.name;
    case Qt::DecorationRole:
        return m_images ? QVariant(m_images->thumbnail(s.logo)) : QVariant();
    case IdRole:
        return s.id;
    case RatingRole:
        return s.rating;
    case LogoRole:
        return s.logo;
    case LatestRole: {
        QStringList latest;
        for (const ProductSummary &p : s.latestProducts)
            latest << p.name;
        return latest;
    }
    default:
        return {};
    }
}

bool SellerListModel::canFetchMore(const QModelIndex &parent) const
{
    return !parent.isValid() && !m_request && !m_atEnd && !m_client->baseUrl().isEmpty();
}

void SellerListModel::fetchMore(const QModelIndex &parent)
{
    if (!canFetchMore(parent))
        return;
    ApiClient::Options options;
    if (m_nextPage > 1)
        options.priority = ApiClient::Options::Priority::Background;
    m_request = m_client->sellers(
        m_nextPage, this,
        [this](const ApiResult &result, const QList<Seller> &sellers) {
            m_request = nullptr;
            if (!result.isSuccess()) {
                if (result.kind() != ApiResult::Kind::Cancelled)
                    Q_EMIT loadFailed(result.message());
                return;
            }
            ++m_nextPage;
            m_atEnd = sellers.size() < 20; // the contract's fixed page size
            if (sellers.isEmpty())
                return;
            const int first = int(m_items.size());
            beginInsertRows({}, first, first + int(sellers.size()) - 1);
            m_items.append(sellers);
            endInsertRows();
        },
        options);
}
