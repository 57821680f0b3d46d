#pragma once

#include <QAbstractTableModel>
#include <QList>
#include <QPointer>

#include "net/webhookresources.h"

class ApiRequest;
class WebhookClient;

// One webhook's delivery log (contract §13, kept 7 days), newest first: status, time, the
// receiver's answer.
class WebhookDeliveryModel final : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Status, Time, Answer, ColumnCount };
    enum Role { IdRole = Qt::UserRole + 1 };

    explicit WebhookDeliveryModel(WebhookClient *client, QObject *parent = nullptr);

    // webhookId 0: empty.
    void load(qint64 webhookId);
    void reload() { load(m_webhookId); }
    qint64 webhookId() const { return m_webhookId; }
    bool isLoading() const { return !m_request.isNull(); }
    WebhookDelivery deliveryAt(int row) const { return m_items.value(row); }
    qint64 total() const { return m_total; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

Q_SIGNALS:
    void loaded();
    void loadFailed(const QString &message);

private:
    QString statusText(const WebhookDelivery &delivery) const;
    QString answerText(const WebhookDelivery &delivery) const;

    WebhookClient *m_client;
    qint64 m_webhookId = 0;
    QList<WebhookDelivery> m_items;
    qint64 m_total = 0;
    QPointer<ApiRequest> m_request;
};
