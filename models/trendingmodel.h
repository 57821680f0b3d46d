#pragma once

#include <QAbstractTableModel>
#include <QList>
#include <QPointer>

#include "net/resources.h"

class ApiClient;
class ApiRequest;

// The 7-day trending searches (GET /search/trending).
class TrendingModel final : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Text, ResultName, TotalCount, ColumnCount };
    enum Role { MaxCountRole = Qt::UserRole + 1, QueryRole };

    explicit TrendingModel(ApiClient *client, QObject *parent = nullptr);

    void reload();
    bool isLoading() const { return !m_request.isNull(); }
    qint64 maxCount() const { return m_max; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

Q_SIGNALS:
    void loaded();
    void loadFailed(const QString &message);

private:
    ApiClient *m_client;
    QList<TrendingQuery> m_items;
    qint64 m_max = 0;
    QPointer<ApiRequest> m_request;
};
