#pragma once

#include <QAbstractTableModel>
#include <QList>
#include <QPointer>

#include "net/webhookresources.h"

class ApiRequest;
class WebhookClient;

// The key's webhooks (contract §13, GET /webhooks) with their state.
class WebhookListModel final : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Url, Types, State, ColumnCount };
    enum Role { IdRole = Qt::UserRole + 1, ActiveRole };

    explicit WebhookListModel(WebhookClient *client, QObject *parent = nullptr);

    void reload();
    bool isLoading() const { return !m_request.isNull(); }
    Webhook webhookAt(int row) const { return m_items.value(row); }
    int rowOf(qint64 id) const;
    // The types as people read them, in the current language.
    static QString typesText(const QStringList &types);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

Q_SIGNALS:
    void loaded();
    void loadFailed(const QString &message);

private:
    WebhookClient *m_client;
    QList<Webhook> m_items;
    QPointer<ApiRequest> m_request;
};
