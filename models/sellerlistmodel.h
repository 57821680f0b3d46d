#pragma once

#include <QAbstractListModel>
#include <QList>
#include <QPointer>

#include "net/resources.h"

class ApiClient;
class ApiRequest;
class ImageCache;

// Sellers with logo, rating and latest products (GET /products/sellers/list), 20 a page,
// paged in with fetchMore until a short page.
class SellerListModel final : public QAbstractListModel
{
    Q_OBJECT
public:
    enum Role { IdRole = Qt::UserRole + 1, RatingRole, LatestRole, LogoRole };

    explicit SellerListModel(ApiClient *client, QObject *parent = nullptr);

    void setImageCache(ImageCache *cache);
    void reload();
    bool isLoading() const { return !m_request.isNull(); }
    const Seller &seller(int row) const { return m_items.at(row); }

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;

Q_SIGNALS:
    void loadFailed(const QString &message);

private:
    ApiClient *m_client;
    QPointer<ImageCache> m_images;
    QList<Seller> m_items;
    QPointer<ApiRequest> m_request;
    int m_nextPage = 1;
    bool m_atEnd = false;
};
