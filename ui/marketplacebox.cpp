#include "ui/marketplacebox.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QUrl>

#include "models/consolesession.h"
#include "models/databasefile.h"
#include "models/localserver.h"
#include "models/servercommand.h"
#include "models/syncmonitor.h"
#include "models/upstreamsetup.h"
#include "net/connectionprofile.h"
#include "net/connectiontester.h"
#include "ui/messagebanner.h"
#include "ui/servertaskrunner.h"
#include "ui/syncstatuslabel.h"

using namespace Qt::StringLiterals;

MarketplaceBox::MarketplaceBox(LocalServer *server, ConsoleSession *session,
    ServerTaskRunner *tasks, MessageBanner *banner, std::function<QString()> databaseFile,
    QWidget *parent)
    : QGroupBox(tr("Marketplace"), parent)
    , m_server(server)
    , m_session(session)
    , m_tasks(tasks)
    , m_banner(banner)
    , m_databaseFile(std::move(databaseFile))
    , m_setup(new UpstreamSetup(session->credentials(), this))
    , m_url(new QLineEdit(this))
    , m_appId(new QLineEdit(this))
    , m_secret(new QLineEdit(this))
    , m_save(new QPushButton(tr("Sa&ve"), this))
    , m_test(new QPushButton(tr("Test conn&ection"), this))
    , m_copy(new QPushButton(tr("Copy the catalog &from the marketplace"), this))
    , m_forget(new QPushButton(tr("Forget"), this))
    , m_result(new QLabel(this))
    , m_state(new QLabel(this))
    , m_sync(new QLabel(this))
{
    auto *layout = new QGridLayout(this);
    m_url->setPlaceholderText(u"https://market.example/api/v1/client"_s);
    m_url->setAccessibleName(tr("Marketplace address"));
    m_appId->setAccessibleName(tr("App ID at the marketplace"));
    m_secret->setEchoMode(QLineEdit::Password);
    m_secret->setAccessibleName(tr("Secret of the key at the marketplace"));
    auto *urlLabel = new QLabel(tr("&Web address:"), this);
    urlLabel->setBuddy(m_url);
    auto *appIdLabel = new QLabel(tr("App ID:"), this);
    appIdLabel->setBuddy(m_appId);
    auto *secretLabel = new QLabel(tr("&Secret:"), this);
    secretLabel->setBuddy(m_secret);
    layout->addWidget(urlLabel, 0, 0);
    layout->addWidget(m_url, 0, 1, 1, 3);
    layout->addWidget(appIdLabel, 1, 0);
    layout->addWidget(m_appId, 1, 1);
    layout->addWidget(secretLabel, 1, 2);
    layout->addWidget(m_secret, 1, 3);
    layout->setColumnStretch(1, 1);
    layout->setColumnStretch(3, 1);
    auto *buttons = new QHBoxLayout;
    m_save->setToolTip(tr("The secret is kept in the system keychain, never in a file"));
    m_copy->setToolTip(tr("Only into an empty database, with the server stopped"));
    for (QPushButton *button : { m_save, m_test, m_copy, m_forget })
        buttons->addWidget(button);
    buttons->addStretch(1);
    layout->addLayout(buttons, 2, 0, 1, 4);
    for (QLabel *label : { m_result, m_state, m_sync }) {
        label->setWordWrap(true);
        label->setTextFormat(Qt::PlainText);
    }
    layout->addWidget(m_result, 3, 0, 1, 4);
    layout->addWidget(m_sync, 4, 0, 1, 4);
    layout->addWidget(m_state, 5, 0, 1, 4);
    m_result->hide();
    m_sync->hide();

    m_url->setText(m_setup->url());
    m_appId->setText(m_setup->appId());
    connect(m_save, &QPushButton::clicked, this, &MarketplaceBox::save);
    connect(m_test, &QPushButton::clicked, this, &MarketplaceBox::testConnection);
    connect(m_copy, &QPushButton::clicked, this, &MarketplaceBox::copyCatalog);
    connect(m_forget, &QPushButton::clicked, this, [this] {
        m_setup->clear(this, [this](const QString &error) {
            m_url->clear();
            m_appId->clear();
            m_secret->clear();
            showResult(error.isEmpty(),
                error.isEmpty() ? tr("The marketplace was forgotten; the server serves this "
                                     "shop only from its next start.")
                                : error);
        });
    });
    connect(m_setup, &UpstreamSetup::changed, this, &MarketplaceBox::updateState);
    connect(server, &LocalServer::stateChanged, this, &MarketplaceBox::updateState);
    connect(server, &LocalServer::stateChanged, this, &MarketplaceBox::showSync);
    updateState();
}

void MarketplaceBox::setSyncMonitor(SyncMonitor *monitor)
{
    m_monitor = monitor;
    connect(monitor, &SyncMonitor::changed, this, &MarketplaceBox::showSync);
    showSync();
}

void MarketplaceBox::showSync()
{
    // The same words as the status bar; what the owner must see at once is the colour: red
    // while the marketplace cannot be reached or refuses the shop (issue 41 item 4).
    const bool shown
        = m_monitor && m_monitor->follows() && m_server->state() != LocalServer::State::Stopped;
    m_sync->setVisible(shown);
    if (!shown)
        return;
    const SyncState state = m_monitor->state();
    m_sync->setText(SyncStatusLabel::describe(state));
    m_sync->setStyleSheet(state.state == "ok"_L1 ? u"color:#1d7a1d"_s : u"color:#b02020"_s);
}

void MarketplaceBox::showResult(bool good, const QString &text)
{
    m_result->setText(text);
    m_result->setStyleSheet(good ? u"color:#1d7a1d"_s : u"color:#b02020"_s);
    m_result->show();
}

void MarketplaceBox::updateState()
{
    showState();
    refreshContent();
}

void MarketplaceBox::refreshContent(const std::function<void()> &then)
{
    // Asked of the server's own command, which knows its schema, rather than read from its
    // file here (contract §14).
    const int asked = ++m_contentAsked;
    const bool asking = m_tasks->query(
        { u"sync"_s, u"status"_s }, [this, asked, then](int code, const QByteArray &output) {
            const auto content = DatabaseFile::contentOfStatus(output);
            if (asked == m_contentAsked && code == 0 && content) {
                m_content = *content;
                showState();
            }
            if (then)
                then();
        });
    if (!asking && then)
        then(); // no catalog-server: what follows says so
}

void MarketplaceBox::showState()
{
    const bool stopped = m_server->state() == LocalServer::State::Stopped;
    const bool set = m_setup->isSet();
    m_test->setEnabled(!m_url->text().trimmed().isEmpty() || set);
    m_forget->setEnabled(set);
    const DatabaseFile::Content content = m_content;
    m_copy->setEnabled(set && stopped && content != DatabaseFile::Content::FollowsMarketplace);
    QString text;
    if (!set)
        text = tr("Not set up: the server serves this shop only. Enter the marketplace's "
                  "address and the seller's key there to keep the stock in step with it.");
    else if (content == DatabaseFile::Content::FollowsMarketplace)
        text = tr("This database follows %1: the server pushes the shop's stock changes there "
                  "and takes the ones made there whenever it runs.")
                   .arg(m_setup->url());
    else if (content == DatabaseFile::Content::OwnCatalog)
        text = tr("This database holds a catalog of its own. A shop that follows the marketplace "
                  "starts from an empty database (the ids are the marketplace's): choose a new "
                  "database file above, then copy the catalog from the marketplace.");
    else
        text = tr("The database is empty: copy the catalog from the marketplace (or just start "
                  "the server, which copies it first).");
    m_state->setText(text);
}

void MarketplaceBox::withSecret(const std::function<void(const QString &secret)> &then)
{
    if (!m_secret->text().isEmpty()) {
        then(m_secret->text());
        return;
    }
    m_setup->readSecret(this, [this, then](const QString &secret, const QString &error) {
        if (secret.isEmpty()) {
            showResult(false, error.isEmpty() ? tr("Enter the key's secret.") : error);
            return;
        }
        then(secret);
    });
}

void MarketplaceBox::save()
{
    const QString problem = UpstreamSetup::urlProblem(m_url->text());
    if (!problem.isEmpty()) {
        showResult(false, problem);
        m_url->setFocus();
        return;
    }
    if (m_appId->text().trimmed().isEmpty()) {
        showResult(false, tr("Enter the app ID of the seller's key at the marketplace."));
        m_appId->setFocus();
        return;
    }
    m_save->setEnabled(false);
    m_setup->save(
        m_url->text(), m_appId->text(), m_secret->text(), this, [this](const QString &error) {
            m_save->setEnabled(true);
            if (!error.isEmpty()) {
                showResult(false, tr("Not saved: %1").arg(error));
                return;
            }
            m_url->setText(m_setup->url());
            m_secret->clear();
            m_secret->setPlaceholderText(tr("kept in the keychain"));
            showResult(true,
                m_server->state() == LocalServer::State::Stopped
                    ? tr("Saved; the secret is in the system keychain. The server follows the "
                         "marketplace from its next start.")
                    : tr("Saved; the secret is in the system keychain. Stop and start the "
                         "server to follow the marketplace with this key."));
        });
}

void MarketplaceBox::testConnection()
{
    const QString url = m_url->text().trimmed().isEmpty() ? m_setup->url() : m_url->text();
    const QString problem = UpstreamSetup::urlProblem(url);
    if (!problem.isEmpty()) {
        showResult(false, problem);
        return;
    }
    const QString appId
        = m_appId->text().trimmed().isEmpty() ? m_setup->appId() : m_appId->text().trimmed();
    withSecret([this, url, appId](const QString &secret) {
        ConnectionProfile profile;
        profile.baseUrl = QUrl(UpstreamSetup::normalized(url));
        profile.appId = appId;
        m_test->setEnabled(false);
        showResult(true, tr("Asking the marketplace…"));
        ConnectionTester::testKey(nullptr, profile, secret, this,
            [this](const ConnectionTester::Report &report, const KeyInfo &key) {
                m_test->setEnabled(true);
                if (report.outcome != ConnectionTester::Outcome::Ok) {
                    showResult(false, report.message);
                    return;
                }
                if (!key.sellerId) {
                    showResult(false,
                        tr("The marketplace answers, but this key belongs to no seller. The shop "
                           "needs the seller's own key there, with stock changes allowed."));
                    return;
                }
                if (!key.abilities.contains(u"stock:write"_s)) {
                    showResult(false,
                        tr("The marketplace answers, but this key of %1 may not change stock. "
                           "Ask for a key with stock changes allowed.")
                            .arg(key.sellerName));
                    return;
                }
                showResult(true,
                    tr("Connected: the key of seller “%1” (no. %2) may change stock at the "
                       "marketplace.")
                        .arg(key.sellerName)
                        .arg(*key.sellerId));
            });
    });
}

void MarketplaceBox::copyCatalog()
{
    if (!m_setup->isSet()) {
        showResult(false, tr("Save the marketplace's address and key first."));
        return;
    }
    if (m_server->state() != LocalServer::State::Stopped) {
        m_banner->showMessage(MessageBanner::Kind::Information,
            tr("Stop the server first: the running server copies the catalog itself when it "
               "follows the marketplace."),
            {}, 6000);
        return;
    }
    m_setup->readSecret(this, [this](const QString &secret, const QString &error) {
        if (secret.isEmpty()) {
            showResult(false,
                error.isEmpty() ? tr("No secret is kept for this key: enter it and save.") : error);
            return;
        }
        refreshContent([this, secret] {
            if (m_content != DatabaseFile::Content::OwnCatalog) {
                runCopy(secret);
                return;
            }
            // An interrupted copy leaves the marketplace's own products: copying again is
            // safe. A catalog of the shop's own would mix with the marketplace's ids.
            m_banner->showMessage(MessageBanner::Kind::Warning,
                tr("%1 already holds products. Copy into it only if they came from this "
                   "marketplace (a copy that was interrupted); otherwise choose a new, empty "
                   "database file.")
                    .arg(m_databaseFile()),
                { { tr("Copy anyway"), [this, secret] { runCopy(secret); } } });
        });
    });
}

void MarketplaceBox::runCopy(const QString &secret)
{
    ServerTaskRunner::Task task;
    task.arguments = { u"sync"_s, u"init"_s, u"--upstream"_s, m_setup->url(),
        u"--upstream-app-id"_s, m_setup->appId() };
    task.what = tr("copy from the marketplace");
    task.progress = ServerTaskRunner::Progress::Busy;
    task.environment = QProcessEnvironment::systemEnvironment();
    task.environment.insert(u"CATALOG_UPSTREAM_SECRET"_s, secret);
    task.outcome = { tr("The seller's catalog was copied from the marketplace into %1. Start the "
                        "server: it follows the marketplace from now on.")
                         .arg(m_databaseFile()),
        tr("The copy was cancelled. Copying again is safe: it starts over."),
        tr("The catalog could not be copied from the marketplace: %1"), 0 };
    if (ServerCommand *command = m_tasks->run(task))
        connect(command, &ServerCommand::finished, this, &MarketplaceBox::updateState);
}

void MarketplaceBox::prepareStart(const std::function<void()> &go)
{
    if (!m_setup->isSet()) {
        m_server->setUpstream(std::nullopt);
        go();
        return;
    }
    // What the database holds now, not at the last look (another file may have been chosen).
    refreshContent([this, go] { startWithMarketplace(go); });
}

void MarketplaceBox::startWithMarketplace(const std::function<void()> &go)
{
    const auto withoutMarketplace = [this, go] {
        m_server->setUpstream(std::nullopt);
        go();
    };
    if (m_content == DatabaseFile::Content::OwnCatalog) {
        m_banner->showMessage(MessageBanner::Kind::Warning,
            tr("%1 holds a catalog of its own, so the server cannot follow the marketplace "
               "with it (the ids are the marketplace's). Choose a new, empty database file to "
               "follow the marketplace.")
                .arg(m_databaseFile()),
            { { tr("Start without the marketplace"), withoutMarketplace } });
        return;
    }
    m_setup->readSecret(
        this, [this, go, withoutMarketplace](const QString &secret, const QString &error) {
            if (secret.isEmpty()) {
                m_banner->showMessage(MessageBanner::Kind::Error,
                    tr("The marketplace's secret could not be read from the keychain, so the "
                       "server "
                       "was not started: %1")
                        .arg(error.isEmpty() ? tr("No secret is kept for this key: enter it in "
                                                  "Marketplace and save.")
                                             : error),
                    { { tr("Start without the marketplace"), withoutMarketplace } });
                return;
            }
            m_server->setUpstream(
                LocalServer::Upstream { m_setup->url(), m_setup->appId(), secret });
            go();
        });
}
