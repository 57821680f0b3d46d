#include "models/webhookdeliverymodel.h"

#include <QLocale>

#include "net/apirequest.h"
#include "net/webhookclient.h"

using namespace Qt::StringLiterals;

WebhookDeliveryModel::WebhookDeliveryModel(WebhookClient *client, QObject *parent)
    : QAbstractTableModel(parent)
    , m_client(client)
{ }

void WebhookDeliveryModel::load(qint64 webhookId)
{
    if (m_request)
        m_request->abort();
    if (webhookId != m_webhookId || webhookId == 0) {
        beginResetModel();
        m_items.clear();
        m_total = 0;
        endResetModel();
    }
    m_webhookId = webhookId;
    if (webhookId == 0)
        return;
    m_request = m_client->deliveries(webhookId, {}, 1, this,
        [this, webhookId](const ApiResult &result, const WebhookClient::DeliveryPage &page) {
            // Cancelled: replaced by a newer load (or the model went away), no failure.
            if (webhookId != m_webhookId || result.kind() == ApiResult::Kind::Cancelled)
                return;
            if (!result.isSuccess()) {
                Q_EMIT loadFailed(result.message());
                return;
            }
            beginResetModel();
            m_items = page.items;
            m_total = page.total;
            endResetModel();
            Q_EMIT loaded();
        });
}

int WebhookDeliveryModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_items.size());
}

int WebhookDeliveryModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString WebhookDeliveryModel::statusText(const WebhookDelivery &delivery) const
{
    if (delivery.status == "ok"_L1)
        return tr("Delivered");
    // pending: waiting for its first attempt or a redelivery, or for the retry of a failed
    // attempt; failed: given up.
    const bool lastFailed = delivery.attempts > 0
        && !(delivery.statusCode && *delivery.statusCode >= 200 && *delivery.statusCode <= 299);
    if (delivery.status == "pending"_L1 && !lastFailed)
        return tr("Waiting");
    if (delivery.nextAttemptAt.isValid()) {
        return tr("Failed, next try %1")
            .arg(QLocale().toString(delivery.nextAttemptAt.toLocalTime(), QLocale::ShortFormat));
    }
    return tr("Failed");
}

QString WebhookDeliveryModel::answerText(const WebhookDelivery &delivery) const
{
    const QString body = delivery.response.simplified();
    if (delivery.statusCode) {
        return body.isEmpty() ? QString::number(*delivery.statusCode)
                              : u"%1 %2"_s.arg(*delivery.statusCode).arg(body);
    }
    return delivery.error.isEmpty() ? tr("No answer yet") : delivery.error;
}

QVariant WebhookDeliveryModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_items.size())
        return {};
    const WebhookDelivery &delivery = m_items.at(index.row());
    if (role == IdRole)
        return delivery.id;
    if (role == Qt::ToolTipRole && index.column() == Answer) {
        return tr("Attempts: %1, %2 ms\nwebhook-id: %3\n%4")
            .arg(delivery.attempts)
            .arg(delivery.durationMs)
            .arg(delivery.messageId, answerText(delivery));
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case Status:
        return statusText(delivery);
    case Time: {
        const QDateTime at
            = delivery.lastAttemptAt.isValid() ? delivery.lastAttemptAt : delivery.createdAt;
        return QLocale().toString(at.toLocalTime(), QLocale::ShortFormat);
    }
    case Answer:
        return answerText(delivery);
    default:
        return {};
    }
}

QVariant WebhookDeliveryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Status:
        return tr("Status");
    case Time:
        return tr("Time");
    case Answer:
        return tr("Answer");
    default:
        return {};
    }
}
