#include "models/trendingmodel.h"

#include "net/apiclient.h"

TrendingModel::TrendingModel(ApiClient *client, QObject *parent)
    : QAbstractTableModel(parent)
    , m_client(client)
{ }

void TrendingModel::reload()
{
    if (m_request)
        m_request->abort();
    m_request = m_client->trending(
        this, [this](const ApiResult &result, const QList<TrendingQuery> &items) {
            m_request = nullptr;
            if (!result.isSuccess()) {
                if (result.kind() != ApiResult::Kind::Cancelled)
                    Q_EMIT loadFailed(result.message());
                return;
            }
            beginResetModel();
            m_items = items;
            m_max = 0;
            for (const TrendingQuery &q : items)
                m_max = std::max(m_max, q.totalCount);
            endResetModel();
            Q_EMIT loaded();
        });
}

int TrendingModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_items.size());
}

int TrendingModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant TrendingModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const TrendingQuery &q = m_items.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case Text:
            return q.text;
        case ResultName:
            return q.resultName;
        case TotalCount:
            return q.totalCount;
        }
        return {};
    case Qt::ToolTipRole:
        return tr(
            "Searched %n time(s) in the last 7 days. Click to search it.", "", int(q.totalCount));
    case MaxCountRole:
        return m_max;
    case QueryRole:
        return q.text;
    default:
        return {};
    }
}

QVariant TrendingModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Text:
        return tr("Query");
    case ResultName:
        return tr("Top result");
    case TotalCount:
        return tr("Searches (7 days)");
    }
    return {};
}
