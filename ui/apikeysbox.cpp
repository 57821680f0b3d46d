#include "ui/apikeysbox.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableView>
#include <QUrl>
#include <QVBoxLayout>

#include "models/consolesession.h"
#include "models/keylistmodel.h"
#include "models/localserver.h"
#include "models/servercommand.h"
#include "net/connectionprofiles.h"
#include "net/credentialstore.h"
#include "ui/messagebanner.h"
#include "ui/servertaskrunner.h"

using namespace Qt::StringLiterals;

ApiKeysBox::ApiKeysBox(LocalServer *server, ConsoleSession *session, ServerTaskRunner *tasks,
    MessageBanner *banner, std::function<QString()> databaseFile, QWidget *parent)
    : QGroupBox(tr("API keys"), parent)
    , m_server(server)
    , m_session(session)
    , m_tasks(tasks)
    , m_banner(banner)
    , m_databaseFile(std::move(databaseFile))
    , m_keys(new KeyListModel(this))
    , m_keyName(new QLineEdit(this))
    , m_stockWrite(new QCheckBox(tr("may change stock"), this))
    , m_keySeller(new QSpinBox(this))
    , m_secret(new QLineEdit(this))
    , m_countdown(new QLabel(this))
    , m_copy(new QPushButton(tr("Cop&y"), this))
    , m_keyView(new QTableView(this))
{
    auto *keyLayout = new QVBoxLayout(this);
    auto *keyRow = new QHBoxLayout;
    m_keyName->setPlaceholderText(tr("key name, e.g. till-1"));
    m_stockWrite->setChecked(true);
    keyRow->addWidget(m_keyName, 1);
    keyRow->addWidget(m_stockWrite);
    keyRow->addWidget(new QLabel(tr("for seller"), this));
    m_keySeller->setRange(1, 999'999'999);
    keyRow->addWidget(m_keySeller);
    auto *create = new QPushButton(tr("Create &key"), this);
    keyRow->addWidget(create);
    keyLayout->addLayout(keyRow);
    auto *secretRow = new QHBoxLayout;
    m_secret->setReadOnly(true);
    m_secret->setPlaceholderText(tr("the new key's secret appears here once"));
    secretRow->addWidget(new QLabel(tr("Secret:"), this));
    secretRow->addWidget(m_secret, 1);
    secretRow->addWidget(m_countdown);
    secretRow->addWidget(m_copy);
    m_tick.setInterval(1000);
    connect(&m_tick, &QTimer::timeout, this, [this] {
        if (--m_secondsLeft <= 0)
            hideSecret();
        else
            updateCountdown();
    });
    keyLayout->addLayout(secretRow);
    m_keyView->setModel(m_keys);
    m_keyView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_keyView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_keyView->verticalHeader()->hide();
    // Headers and values whole in every language ("Права" was cut); the app id takes the rest.
    m_keyView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_keyView->horizontalHeader()->setSectionResizeMode(KeyListModel::AppId, QHeaderView::Stretch);
    m_keyView->setMaximumHeight(150);
    keyLayout->addWidget(m_keyView);
    auto *keyButtons = new QHBoxLayout;
    auto *refresh = new QPushButton(tr("Refresh list"), this);
    auto *revoke = new QPushButton(tr("&Revoke selected"), this);
    keyButtons->addStretch();
    keyButtons->addWidget(refresh);
    keyButtons->addWidget(revoke);
    keyLayout->addLayout(keyButtons);

    connect(create, &QPushButton::clicked, this, &ApiKeysBox::createKey);
    connect(refresh, &QPushButton::clicked, this, &ApiKeysBox::refreshKeys);
    connect(revoke, &QPushButton::clicked, this, &ApiKeysBox::revokeSelected);
    connect(m_copy, &QPushButton::clicked, this, [this] {
        if (m_secret->text().isEmpty())
            return;
        QApplication::clipboard()->setText(m_secret->text());
        hideSecret(); // copied: no reason left to show it
    });
}

void ApiKeysBox::showSecret(const QString &secret)
{
    m_secret->setText(secret);
    m_secondsLeft = m_shownFor;
    m_tick.start();
    updateCountdown();
}

void ApiKeysBox::hideSecret()
{
    // Off the screen only: "Connect the console to it" still uses the key just made.
    m_tick.stop();
    m_secondsLeft = 0;
    if (!m_secret->text().isEmpty())
        m_secret->setPlaceholderText(tr("hidden; a secret is shown only once"));
    m_secret->clear();
    m_countdown->clear();
}

void ApiKeysBox::updateCountdown()
{
    m_countdown->setText(tr("hidden in %n s", nullptr, m_secondsLeft));
}

void ApiKeysBox::hideEvent(QHideEvent *event)
{
    hideSecret(); // the pane was left (or the window minimised)
    QGroupBox::hideEvent(event);
}

void ApiKeysBox::createKey()
{
    const QString name
        = m_keyName->text().trimmed().isEmpty() ? u"console"_s : m_keyName->text().trimmed();
    ServerTaskRunner::Task task;
    task.arguments = { u"keys"_s, u"create"_s, u"--name"_s, name, u"--abilities"_s,
        m_stockWrite->isChecked() ? u"read,stock:write"_s : u"read"_s, u"--seller"_s,
        QString::number(m_keySeller->value()) };
    task.what = tr("key creation");
    ServerCommand *command = m_tasks->run(task);
    if (!command)
        return;
    const qint64 seller = m_keySeller->value();
    connect(command, &ServerCommand::finished, this, [this, command, seller](int code) {
        const QJsonObject key = QJsonDocument::fromJson(command->standardOutput()).object();
        if (code != 0 || key.value("app_secret"_L1).toString().isEmpty()) {
            m_banner->showMessage(MessageBanner::Kind::Error,
                tr("The key could not be created: %1").arg(command->errorLines().join(u' ')));
            return;
        }
        m_lastAppId = key.value("app_id"_L1).toString();
        m_lastSecret = key.value("app_secret"_L1).toString();
        m_lastSeller = seller;
        showSecret(m_lastSecret);
        m_banner->showMessage(MessageBanner::Kind::Warning,
            tr("Key %1 created. Copy its secret now: it is shown only this once.")
                .arg(m_lastAppId));
        QMetaObject::invokeMethod(this, &ApiKeysBox::refreshKeys, Qt::QueuedConnection);
    });
}

void ApiKeysBox::refreshKeys()
{
    ServerTaskRunner::Task task;
    task.arguments = { u"keys"_s, u"list"_s };
    task.what = tr("key list");
    task.outcome.failed = tr("The keys could not be listed: %1");
    if (ServerCommand *command = m_tasks->run(task))
        connect(command, &ServerCommand::finished, this, [this, command](int code) {
            if (code == 0)
                m_keys->setFromJsonLines(command->standardOutput());
        });
}

void ApiKeysBox::revokeSelected()
{
    const QModelIndexList rows = m_keyView->selectionModel()->selectedRows();
    if (rows.isEmpty())
        return;
    const QString appId = m_keys->appId(rows.first().row());
    ServerTaskRunner::Task task;
    task.arguments = { u"keys"_s, u"revoke"_s, appId };
    task.what = tr("revoking");
    task.outcome.done = tr("Key %1 was revoked; its next request is refused.").arg(appId);
    task.outcome.doneTimeoutMs = 6000;
    if (ServerCommand *command = m_tasks->run(task))
        connect(command, &ServerCommand::finished, this, [this] {
            QMetaObject::invokeMethod(this, &ApiKeysBox::refreshKeys, Qt::QueuedConnection);
        });
}

void ApiKeysBox::connectConsole()
{
    if (m_server->state() != LocalServer::State::Running)
        return;
    if (!m_lastSecret.isEmpty()) {
        connectWith(m_lastAppId, m_lastSecret, m_lastSeller);
        return;
    }
    // The key this console made before (its profile and kept secret): reused, not a new key
    // on every click.
    const QString profileName = tr("Local server");
    const std::optional<ConnectionProfile> saved
        = m_session->profiles() ? m_session->profiles()->profile(profileName) : std::nullopt;
    if (saved && m_keys->hasActiveKey(saved->appId) && m_session->credentials()) {
        const ConnectionProfile p = *saved;
        m_session->credentials()->read(p.baseUrl.toString(QUrl::StripTrailingSlash), p.appId, this,
            [this, p](const QString &secret, const QString &) {
                if (!secret.isEmpty()) {
                    connectWith(p.appId, secret, m_session->sellerIdOf(p.name).value_or(1));
                    return;
                }
                m_banner->showMessage(MessageBanner::Kind::Information,
                    tr("The secret of the earlier key %1 could not be read, so a new key is "
                       "created for this console. Revoke the old one in the list if it is not "
                       "used elsewhere.")
                        .arg(p.appId));
                createKeyAndConnect();
            });
        return;
    }
    createKeyAndConnect();
}

void ApiKeysBox::createKeyAndConnect()
{
    // One click: a seller key for this console, then connect with it.
    m_stockWrite->setChecked(true);
    if (m_keyName->text().trimmed().isEmpty())
        m_keyName->setText(u"console"_s);
    createKey();
    if (ServerCommand *command = m_tasks->current())
        connect(command, &ServerCommand::finished, this, [this](int code) {
            if (code == 0 && !m_lastSecret.isEmpty())
                connectWith(m_lastAppId, m_lastSecret, m_lastSeller);
        });
}

void ApiKeysBox::forgetKeys()
{
    m_keys->setFromJsonLines({});
    hideSecret();
    m_lastSecret.clear();
    m_lastAppId.clear();
}

void ApiKeysBox::refreshKeysQuietly()
{
    if (!QFileInfo::exists(m_databaseFile()))
        return;
    m_tasks->query({ u"keys"_s, u"list"_s }, [this](int code, const QByteArray &output) {
        if (code == 0)
            m_keys->setFromJsonLines(output);
    });
}

void ApiKeysBox::connectWith(const QString &appId, const QString &secret, qint64 seller)
{
    ConnectionProfile profile;
    profile.name = tr("Local server");
    profile.baseUrl = QUrl(m_server->baseUrl());
    profile.appId = appId;
    m_session->setSellerId(profile.name, seller);
    m_session->connectWith(profile, secret, true);
    Q_EMIT connectRequested();
}
