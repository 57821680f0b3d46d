#include "ui/integrationspane.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>
#include <utility>

#include "models/consolesession.h"
#include "models/webhookdeliverymodel.h"
#include "models/webhooklistmodel.h"
#include "net/apiclient.h"
#include "net/webhookclient.h"
#include "ui/messagebanner.h"
#include "ui/webhookdialog.h"
#include "ui/webhooksecretdialog.h"

using namespace Qt::StringLiterals;

namespace {

QTableView *tableFor(QAbstractItemModel *model, QWidget *parent)
{
    auto *view = new QTableView(parent);
    view->setModel(model);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->setWordWrap(false);
    view->verticalHeader()->hide();
    view->horizontalHeader()->setStretchLastSection(true);
    return view;
}

} // namespace

IntegrationsPane::IntegrationsPane(ConsoleSession *session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_client(new WebhookClient(session->client(), this))
    , m_webhooks(new WebhookListModel(m_client, this))
    , m_deliveries(new WebhookDeliveryModel(m_client, this))
    , m_banner(new MessageBanner(this))
    , m_unavailable(new QLabel(this))
    , m_content(new QWidget(this))
    , m_add(new QPushButton(tr("&Add…"), this))
    , m_toggle(new QPushButton(tr("D&isable"), this))
    , m_rotate(new QPushButton(tr("R&otate Secret"), this))
    , m_delete(new QPushButton(tr("&Delete"), this))
    , m_redeliver(new QPushButton(tr("Re&deliver"), this))
{
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_banner);
    m_unavailable->setText(tr("This key cannot manage webhooks. A key with the ability "
                              "\"webhooks\" lets partners here be told when the catalog changes."));
    m_unavailable->setWordWrap(true);
    m_unavailable->setAlignment(Qt::AlignCenter);
    layout->addWidget(m_unavailable, 1);
    layout->addWidget(m_content, 1);

    auto *content = new QVBoxLayout(m_content);
    content->setContentsMargins(0, 0, 0, 0);
    auto *intro = new QLabel(tr("Webhooks tell partner systems that the catalog changed; they "
                                "then read the changes. Select one to see its deliveries."),
        m_content);
    intro->setWordWrap(true);
    content->addWidget(intro);
    auto *splitter = new QSplitter(Qt::Vertical, m_content);
    auto *top = new QWidget(splitter);
    auto *topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    m_webhookView = tableFor(m_webhooks, top);
    m_webhookView->horizontalHeader()->setSectionResizeMode(
        WebhookListModel::Url, QHeaderView::Stretch);
    m_webhookView->horizontalHeader()->setSectionResizeMode(
        WebhookListModel::Types, QHeaderView::ResizeToContents);
    topLayout->addWidget(m_webhookView, 1);
    auto *buttons = new QHBoxLayout;
    auto *refresh = new QPushButton(tr("&Refresh"), top);
    for (QPushButton *button : { m_add, m_toggle, m_rotate, m_delete })
        buttons->addWidget(button);
    buttons->addStretch(1);
    buttons->addWidget(refresh);
    topLayout->addLayout(buttons);

    auto *bottom = new QWidget(splitter);
    auto *bottomLayout = new QVBoxLayout(bottom);
    bottomLayout->setContentsMargins(0, 0, 0, 0);
    bottomLayout->addWidget(new QLabel(tr("Deliveries of the last 7 days"), bottom));
    m_deliveryView = tableFor(m_deliveries, bottom);
    m_deliveryView->horizontalHeader()->setSectionResizeMode(
        WebhookDeliveryModel::Status, QHeaderView::ResizeToContents);
    m_deliveryView->horizontalHeader()->setSectionResizeMode(
        WebhookDeliveryModel::Time, QHeaderView::ResizeToContents);
    bottomLayout->addWidget(m_deliveryView, 1);
    auto *deliveryButtons = new QHBoxLayout;
    deliveryButtons->addStretch(1);
    deliveryButtons->addWidget(m_redeliver);
    bottomLayout->addLayout(deliveryButtons);
    splitter->addWidget(top);
    splitter->addWidget(bottom);
    content->addWidget(splitter, 1);
    m_content->hide();

    connect(m_add, &QPushButton::clicked, this, &IntegrationsPane::addWebhook);
    connect(m_toggle, &QPushButton::clicked, this, &IntegrationsPane::toggleSelected);
    connect(m_rotate, &QPushButton::clicked, this, &IntegrationsPane::rotateSelected);
    connect(m_delete, &QPushButton::clicked, this, &IntegrationsPane::deleteSelected);
    connect(m_redeliver, &QPushButton::clicked, this, &IntegrationsPane::redeliverSelected);
    connect(refresh, &QPushButton::clicked, this, &IntegrationsPane::reload);
    connect(m_webhookView->selectionModel(), &QItemSelectionModel::selectionChanged, this, [this] {
        m_deliveries->load(selectedId());
        updateButtons();
    });
    connect(m_deliveryView->selectionModel(), &QItemSelectionModel::selectionChanged, this,
        &IntegrationsPane::updateButtons);
    connect(m_webhooks, &WebhookListModel::loadFailed, this,
        [this](const QString &message) { failed(tr("Webhooks could not be loaded"), message); });
    connect(m_deliveries, &WebhookDeliveryModel::loadFailed, this,
        [this](const QString &message) { failed(tr("Deliveries could not be loaded"), message); });
    connect(m_webhooks, &WebhookListModel::loaded, this, [this] {
        if (m_webhooks->rowCount() > 0 && !m_webhookView->currentIndex().isValid())
            m_webhookView->selectRow(0);
        m_deliveries->load(selectedId());
        updateButtons();
    });
    // The log changes by itself (deliveries and retries happen on the server, contract §13):
    // read again every few seconds while the pane is shown, the selected delivery kept.
    m_deliveryTimer.setInterval(5000);
    connect(&m_deliveryTimer, &QTimer::timeout, this, [this] {
        if (!m_available || m_deliveries->webhookId() == 0 || m_deliveries->isLoading())
            return;
        const QModelIndexList rows = m_deliveryView->selectionModel()->selectedRows();
        m_keptDelivery = rows.isEmpty()
            ? 0
            : rows.constFirst().data(WebhookDeliveryModel::IdRole).toLongLong();
        m_deliveries->reload();
    });
    connect(m_deliveries, &WebhookDeliveryModel::loaded, this, [this] {
        if (const qint64 kept = std::exchange(m_keptDelivery, 0)) {
            for (int row = 0; row < m_deliveries->rowCount(); ++row) {
                if (m_deliveries->deliveryAt(row).id == kept)
                    m_deliveryView->selectRow(row);
            }
        }
        updateButtons();
    });
    connect(session, &ConsoleSession::profileChanged, this, [this] {
        m_loadedOnce = false;
        checkAvailability();
    });
    updateButtons();
}

void IntegrationsPane::hideEvent(QHideEvent *event)
{
    m_deliveryTimer.stop();
    QWidget::hideEvent(event);
}

void IntegrationsPane::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    m_deliveryTimer.start();
    if (!m_loadedOnce && m_available)
        reload();
}

void IntegrationsPane::checkAvailability()
{
    if (m_session->client()->baseUrl().isEmpty()) {
        setAvailable(false);
        return;
    }
    m_session->client()->key(this, [this](const ApiResult &result, const KeyInfo &key) {
        if (!result.isSuccess())
            return; // offline: what was known stays
        m_sellerKey = key.sellerId.has_value();
        setAvailable(key.abilities.contains(u"webhooks"_s));
    });
}

void IntegrationsPane::setAvailable(bool available)
{
    m_unavailable->setVisible(!available);
    m_content->setVisible(available);
    if (available && isVisible() && !m_loadedOnce)
        reload();
    if (available != m_available) {
        m_available = available;
        Q_EMIT availabilityChanged(available);
    }
}

void IntegrationsPane::reload()
{
    m_loadedOnce = true;
    m_banner->dismiss();
    m_webhooks->reload();
}

qint64 IntegrationsPane::selectedId() const
{
    const QModelIndex current = m_webhookView->selectionModel()->currentIndex();
    const QModelIndexList rows = m_webhookView->selectionModel()->selectedRows();
    if (rows.isEmpty() && !current.isValid())
        return 0;
    return (rows.isEmpty() ? current : rows.constFirst())
        .data(WebhookListModel::IdRole)
        .toLongLong();
}

void IntegrationsPane::updateButtons()
{
    const qint64 id = selectedId();
    const int row = m_webhooks->rowOf(id);
    const bool selected = row >= 0;
    const bool active = selected && m_webhooks->webhookAt(row).active;
    m_toggle->setEnabled(selected);
    m_toggle->setText(selected && !active ? tr("&Enable") : tr("D&isable"));
    m_rotate->setEnabled(selected);
    m_delete->setEnabled(selected);
    m_redeliver->setEnabled(active && !m_deliveryView->selectionModel()->selectedRows().isEmpty());
}

void IntegrationsPane::failed(const QString &what, const QString &message)
{
    m_banner->showMessage(MessageBanner::Kind::Warning, tr("%1: %2").arg(what, message),
        { { tr("Try again"), [this] { reload(); } } });
}

void IntegrationsPane::showSecret(const QString &url, const QString &secret)
{
    Q_EMIT secretShown(secret);
    WebhookSecretDialog dialog(url, secret, this);
    dialog.exec();
}

void IntegrationsPane::addWebhook()
{
    WebhookDialog dialog(m_sellerKey, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QString url = dialog.url();
    m_client->create(url, dialog.types(), dialog.description(), this,
        [this, url](const ApiResult &result, const WebhookWithSecret &created) {
            if (!result.isSuccess()) {
                m_banner->showMessage(MessageBanner::Kind::Error,
                    tr("The webhook was not added: %1").arg(result.message()));
                return;
            }
            reload();
            showSecret(url, created.secret);
        });
}

void IntegrationsPane::toggleSelected()
{
    const int row = m_webhooks->rowOf(selectedId());
    if (row < 0)
        return;
    const Webhook webhook = m_webhooks->webhookAt(row);
    m_client->setActive(
        webhook.id, !webhook.active, this, [this](const ApiResult &result, const Webhook &) {
            if (!result.isSuccess()) {
                m_banner->showMessage(MessageBanner::Kind::Error,
                    tr("The webhook was not changed: %1").arg(result.message()));
                return;
            }
            reload();
        });
}

void IntegrationsPane::rotateSelected()
{
    const int row = m_webhooks->rowOf(selectedId());
    if (row < 0)
        return;
    const Webhook webhook = m_webhooks->webhookAt(row);
    const auto answer = QMessageBox::question(this, tr("Rotate Secret"),
        tr("Make a new secret for %1? For 24 hours every call is signed with the old and the "
           "new one, so the receiver can switch over.")
            .arg(webhook.url));
    if (answer != QMessageBox::Yes)
        return;
    m_client->rotate(webhook.id, this,
        [this, url = webhook.url](const ApiResult &result, const WebhookWithSecret &rotated) {
            if (!result.isSuccess()) {
                m_banner->showMessage(MessageBanner::Kind::Error,
                    tr("The secret was not rotated: %1").arg(result.message()));
                return;
            }
            reload();
            showSecret(url, rotated.secret);
        });
}

void IntegrationsPane::deleteSelected()
{
    const int row = m_webhooks->rowOf(selectedId());
    if (row < 0)
        return;
    const Webhook webhook = m_webhooks->webhookAt(row);
    const auto answer = QMessageBox::question(this, tr("Delete Webhook"),
        tr("Delete the webhook to %1 and its delivery log? The receiver is no longer told of "
           "changes.")
            .arg(webhook.url));
    if (answer != QMessageBox::Yes)
        return;
    m_client->remove(webhook.id, this, [this](const ApiResult &result, bool) {
        if (!result.isSuccess()) {
            m_banner->showMessage(MessageBanner::Kind::Error,
                tr("The webhook was not deleted: %1").arg(result.message()));
            return;
        }
        m_webhookView->clearSelection();
        m_deliveries->load(0);
        reload();
    });
}

void IntegrationsPane::redeliverSelected()
{
    const QModelIndexList rows = m_deliveryView->selectionModel()->selectedRows();
    const qint64 id = m_deliveries->webhookId();
    if (rows.isEmpty() || id == 0)
        return;
    const qint64 deliveryId = rows.constFirst().data(WebhookDeliveryModel::IdRole).toLongLong();
    m_client->redeliver(
        id, deliveryId, this, [this](const ApiResult &result, const WebhookDelivery &) {
            if (!result.isSuccess()) {
                m_banner->showMessage(MessageBanner::Kind::Error,
                    tr("The delivery was not sent again: %1").arg(result.message()));
                return;
            }
            m_banner->showMessage(MessageBanner::Kind::Positive,
                tr("The delivery is sent again within a few seconds."), {}, 5000);
            m_deliveries->reload();
        });
}
