#include "models/webhooklistmodel.h"

#include "net/apirequest.h"
#include "net/webhookclient.h"

using namespace Qt::StringLiterals;

WebhookListModel::WebhookListModel(WebhookClient *client, QObject *parent)
    : QAbstractTableModel(parent)
    , m_client(client)
{ }

void WebhookListModel::reload()
{
    if (m_request)
        m_request->abort();
    m_request = m_client->list(this, [this](const ApiResult &result, const QList<Webhook> &items) {
        // Cancelled: replaced by a newer reload (or the model went away), no failure.
        if (result.kind() == ApiResult::Kind::Cancelled)
            return;
        if (!result.isSuccess()) {
            Q_EMIT loadFailed(result.message());
            return;
        }
        beginResetModel();
        m_items = items;
        endResetModel();
        Q_EMIT loaded();
    });
}

int WebhookListModel::rowOf(qint64 id) const
{
    for (int row = 0; row < m_items.size(); ++row) {
        if (m_items.at(row).id == id)
            return row;
    }
    return -1;
}

QString WebhookListModel::typesText(const QStringList &types)
{
    QStringList words;
    for (const QString &type : types) {
        words << (type == "product"_L1  ? tr("products")
                : type == "category"_L1 ? tr("categories")
                : type == "seller"_L1   ? tr("sellers")
                : type == "stock"_L1    ? tr("stock movements")
                                        : type);
    }
    return words.join(u", "_s);
}

int WebhookListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_items.size());
}

int WebhookListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant WebhookListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_items.size())
        return {};
    const Webhook &webhook = m_items.at(index.row());
    if (role == IdRole)
        return webhook.id;
    if (role == ActiveRole)
        return webhook.active;
    if (role == Qt::ToolTipRole) {
        return webhook.description.isEmpty() ? webhook.url
                                             : webhook.url + u"\n"_s + webhook.description;
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case Url:
        return webhook.url;
    case Types:
        return typesText(webhook.types);
    case State:
        if (webhook.active)
            return tr("Active");
        return webhook.disabledReason.isEmpty() ? tr("Disabled")
                                                : tr("Disabled: %1").arg(webhook.disabledReason);
    default:
        return {};
    }
}

QVariant WebhookListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Url:
        return tr("Address");
    case Types:
        return tr("Announces");
    case State:
        return tr("State");
    default:
        return {};
    }
}
