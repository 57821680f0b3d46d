#pragma once

#include <QTimer>
#include <QWidget>

class ConsoleSession;
class MessageBanner;
class QLabel;
class QPushButton;
class QTableView;
class WebhookClient;
class WebhookDeliveryModel;
class WebhookListModel;
struct Webhook;

// Integrations (contract §13): the key's webhooks with their state; add one (its secret shown
// once, with Copy), disable or enable, rotate the secret, delete; the selected webhook's
// delivery log (status, time, answer) with Redeliver. Only for keys with the ability
// `webhooks` (availabilityChanged tells the window whether to list the pane).
class IntegrationsPane final : public QWidget
{
    Q_OBJECT
public:
    explicit IntegrationsPane(ConsoleSession *session, QWidget *parent = nullptr);

    bool isAvailable() const { return m_available; }
    WebhookListModel *webhooks() const { return m_webhooks; }
    WebhookDeliveryModel *deliveries() const { return m_deliveries; }
    QTableView *webhookView() const { return m_webhookView; }
    QTableView *deliveryView() const { return m_deliveryView; }
    QPushButton *addButton() const { return m_add; }
    QPushButton *toggleButton() const { return m_toggle; }
    QPushButton *rotateButton() const { return m_rotate; }
    QPushButton *deleteButton() const { return m_delete; }
    QPushButton *redeliverButton() const { return m_redeliver; }
    MessageBanner *banner() const { return m_banner; }
    // How often the shown webhook's delivery log is read again while the pane is visible.
    void setDeliveryRefreshInterval(int milliseconds) { m_deliveryTimer.setInterval(milliseconds); }

public Q_SLOTS:
    void reload();
    // Asks the server what the current key may do (GET /key).
    void checkAvailability();
    void addWebhook();
    void toggleSelected();
    void rotateSelected();
    void deleteSelected();
    void redeliverSelected();

Q_SIGNALS:
    void availabilityChanged(bool available);
    // A secret to show (after add or rotate): the pane opens a WebhookSecretDialog.
    void secretShown(const QString &secret);

protected:
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    void setAvailable(bool available);
    qint64 selectedId() const;
    void updateButtons();
    void showSecret(const QString &url, const QString &secret);
    void failed(const QString &what, const QString &message);

    ConsoleSession *m_session;
    WebhookClient *m_client;
    WebhookListModel *m_webhooks;
    WebhookDeliveryModel *m_deliveries;
    MessageBanner *m_banner;
    QLabel *m_unavailable;
    QWidget *m_content;
    QTableView *m_webhookView;
    QTableView *m_deliveryView;
    QPushButton *m_add;
    QPushButton *m_toggle;
    QPushButton *m_rotate;
    QPushButton *m_delete;
    QPushButton *m_redeliver;
    bool m_available = false;
    bool m_sellerKey = false;
    bool m_loadedOnce = false;
    QTimer m_deliveryTimer;
    qint64 m_keptDelivery = 0; // the delivery selected before a read of the log
};
