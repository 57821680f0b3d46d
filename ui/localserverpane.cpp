#include "ui/localserverpane.h"

#include <QFontDatabase>
#include <QLabel>
#include <QPlainTextEdit>
#include <QScrollArea>
#include <QShortcut>
#include <QVBoxLayout>

#include "models/consolesession.h"
#include "models/keylistmodel.h"
#include "models/localserver.h"
#include "models/syncmonitor.h"
#include "net/apiclient.h"
#include "net/requestengine.h"
#include "ui/apikeysbox.h"
#include "ui/catalogdatabox.h"
#include "ui/localserverbox.h"
#include "ui/marketplacebox.h"
#include "ui/messagebanner.h"
#include "ui/servertaskrunner.h"
#include "ui/syncconflictsbox.h"

using namespace Qt::StringLiterals;

LocalServerPane::LocalServerPane(
    LocalServer *server, ConsoleSession *session, QWidget *parent, SyncMonitor *monitor)
    : QWidget(parent)
    , m_server(server)
    , m_session(session)
    , m_monitor(monitor ? monitor : new SyncMonitor(session, this))
    , m_banner(new MessageBanner(this))
    , m_log(new QPlainTextEdit(this))
{
    auto *outer = new QVBoxLayout(this);
    outer->addWidget(m_banner);
    // Scrolls on a small screen (1024x600) instead of raising the window's minimum height.
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *content = new QWidget(scroll);
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 0, 0);

    m_serverBox = new LocalServerBox(server, m_banner, content);
    const auto databaseFile = [box = m_serverBox] { return box->databaseFile(); };
    m_tasks = new ServerTaskRunner(server, m_banner, databaseFile, this);
    m_marketplace = new MarketplaceBox(server, session, m_tasks, m_banner, databaseFile, content);
    m_marketplace->setSyncMonitor(m_monitor);
    m_conflicts = new SyncConflictsBox(m_monitor, m_banner, content);
    m_data = new CatalogDataBox(server, m_tasks, m_banner, databaseFile, content);
    m_keys = new ApiKeysBox(server, session, m_tasks, m_banner, databaseFile, content);
    layout->addWidget(m_serverBox);
    layout->addWidget(m_marketplace);
    layout->addWidget(m_conflicts);
    layout->addWidget(m_data);
    layout->addWidget(m_keys);
    layout->addWidget(new QLabel(tr("Log"), content));
    m_log->setReadOnly(true);
    m_log->setMaximumBlockCount(3000);
    m_log->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    layout->addWidget(m_log, 1);
    scroll->setWidget(content);
    outer->addWidget(scroll, 1);
    // Progress and Cancel of the running command stay in sight however far the boxes scroll.
    outer->addWidget(m_tasks);

    m_serverBox->setBeforeStart(
        [this](const std::function<void()> &go) { m_marketplace->prepareStart(go); });
    connect(m_serverBox, &LocalServerBox::connectClicked, this, &LocalServerPane::connectConsole);
    connect(m_serverBox, &LocalServerBox::databaseChanged, this, [this] {
        m_keys->forgetKeys(); // another database: its own keys
        m_keys->refreshKeysQuietly();
        m_marketplace->updateState();
    });
    connect(m_data, &CatalogDataBox::dataWritten, m_keys, &ApiKeysBox::refreshKeysQuietly);
    connect(m_data, &CatalogDataBox::dataWritten, m_marketplace, &MarketplaceBox::updateState);
    connect(m_data, &CatalogDataBox::dataReplaced, this, [this] {
        m_keys->forgetKeys(); // the keys are those of the data now in place
        m_keys->refreshKeysQuietly();
        m_marketplace->updateState();
    });
    connect(m_keys, &ApiKeysBox::connectRequested, this, &LocalServerPane::connectRequested);
    connect(m_tasks, &ServerTaskRunner::logLine, this, &LocalServerPane::appendLog);
    connect(m_data, &CatalogDataBox::logLine, this, &LocalServerPane::appendLog);
    connect(server, &LocalServer::stateChanged, this, [this](LocalServer::State state) {
        if (state == LocalServer::State::Running)
            m_keys->refreshKeysQuietly();
        // The console may be connected to it: say "offline" now, not after the next request.
        if (state == LocalServer::State::Stopped && !m_session->client()->baseUrl().isEmpty())
            m_session->client()->engine()->probeReachability();
        if (state == LocalServer::State::Running)
            m_monitor->refresh();
    });
    connect(server, &LocalServer::logLine, this, &LocalServerPane::appendLog);
    connect(server, &LocalServer::failed, this, [this](const QString &message) {
        m_banner->showMessage(MessageBanner::Kind::Error, message);
    });
    auto *f5 = new QShortcut(QKeySequence::Refresh, this);
    f5->setContext(Qt::WidgetWithChildrenShortcut);
    connect(f5, &QShortcut::activated, this, &LocalServerPane::reload);
    for (const QString &line : server->log())
        appendLog(line);
}

QLineEdit *LocalServerPane::databaseField() const
{
    return m_serverBox->databaseField();
}

QSpinBox *LocalServerPane::portBox() const
{
    return m_serverBox->portBox();
}

QPushButton *LocalServerPane::startButton() const
{
    return m_serverBox->startButton();
}

QPushButton *LocalServerPane::stopButton() const
{
    return m_serverBox->stopButton();
}

KeyListModel *LocalServerPane::keys() const
{
    return m_keys->keys();
}

QLineEdit *LocalServerPane::secretField() const
{
    return m_keys->secretField();
}

QLabel *LocalServerPane::stateLabel() const
{
    return m_serverBox->stateLabel();
}

QCheckBox *LocalServerPane::networkBox() const
{
    return m_serverBox->networkBox();
}

QLineEdit *LocalServerPane::tillAddressField() const
{
    return m_serverBox->tillAddressField();
}

QLabel *LocalServerPane::qrLabel() const
{
    return m_serverBox->qrLabel();
}

QPushButton *LocalServerPane::restoreButton() const
{
    return m_data->restoreButton();
}

bool LocalServerPane::isBusy() const
{
    return m_tasks->isBusy();
}

void LocalServerPane::start()
{
    m_serverBox->start();
}

void LocalServerPane::stop()
{
    m_serverBox->stop();
}

void LocalServerPane::createDemo()
{
    m_data->createDemo();
}

void LocalServerPane::importFile(const QString &path)
{
    m_data->importFile(path);
}

CsvImportDialog *LocalServerPane::importCsv(const QString &path)
{
    return m_data->importCsv(path);
}

void LocalServerPane::replaceDataWith(const QString &path)
{
    m_data->replaceDataWith(path);
}

void LocalServerPane::createKey()
{
    m_keys->createKey();
}

void LocalServerPane::refreshKeys()
{
    m_keys->refreshKeys();
}

void LocalServerPane::revokeSelected()
{
    m_keys->revokeSelected();
}

void LocalServerPane::connectConsole()
{
    m_keys->connectConsole();
}

void LocalServerPane::backupTo(const QString &path)
{
    m_data->backupTo(path);
}

void LocalServerPane::restoreFrom(const QString &path)
{
    m_data->restoreFrom(path);
}

void LocalServerPane::exportTo(const QString &path)
{
    m_data->exportTo(path);
}

void LocalServerPane::reload()
{
    m_keys->refreshKeysQuietly();
    m_marketplace->updateState();
    m_monitor->refresh();
    m_conflicts->reload();
}

void LocalServerPane::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_keys->keys()->rowCount() == 0)
        m_keys->refreshKeysQuietly();
    m_conflicts->reload();
}

void LocalServerPane::appendLog(const QString &line)
{
    m_log->appendPlainText(line);
}
