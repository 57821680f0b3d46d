#include "ui/localserverpane.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTcpServer>
#include <QUrl>
#include <QVBoxLayout>
#include <memory>

#include "models/consolesession.h"
#include "models/databasefile.h"
#include "models/keylistmodel.h"
#include "models/localserver.h"
#include "models/servercommand.h"
#include "net/apiclient.h"
#include "net/connectionprofiles.h"
#include "net/credentialstore.h"
#include "net/requestengine.h"
#include "ui/csvimportdialog.h"
#include "ui/messagebanner.h"
#include "ui/qrcodeimage.h"

using namespace Qt::StringLiterals;

namespace {
// "120 books" for the import summary; the server names its record kinds in English.
QString writtenText(const QString &kind, int n)
{
    if (kind == "authors"_L1)
        return LocalServerPane::tr("%n author(s)", "", n);
    if (kind == "publishers"_L1)
        return LocalServerPane::tr("%n publisher(s)", "", n);
    if (kind == "sellers"_L1)
        return LocalServerPane::tr("%n seller(s)", "", n);
    if (kind == "categories"_L1)
        return LocalServerPane::tr("%n category(s)", "", n);
    if (kind == "books"_L1)
        return LocalServerPane::tr("%n book(s)", "", n);
    if (kind == "stationery"_L1)
        return LocalServerPane::tr("%n stationery item(s)", "", n);
    if (kind == "variants"_L1)
        return LocalServerPane::tr("%n variant(s)", "", n);
    if (kind == "searches"_L1)
        return LocalServerPane::tr("%n search(es)", "", n);
    return u"%1 %2"_s.arg(n).arg(kind);
}
} // namespace

LocalServerPane::LocalServerPane(LocalServer *server, ConsoleSession *session, QWidget *parent)
    : QWidget(parent)
    , m_server(server)
    , m_session(session)
    , m_keys(new KeyListModel(this))
    , m_banner(new MessageBanner(this))
    , m_db(new QLineEdit(this))
    , m_port(new QSpinBox(this))
    , m_start(new QPushButton(tr("S&tart"), this))
    , m_stop(new QPushButton(tr("St&op"), this))
    , m_connect(new QPushButton(tr("Connect the &console to it"), this))
    , m_state(new QLabel(this))
    , m_network(new QCheckBox(tr("Serve the other tills on this &network"), this))
    , m_networkNote(new QLabel(this))
    , m_tillRow(new QWidget(this))
    , m_tillAddress(new QLineEdit(m_tillRow))
    , m_qr(new QLabel(m_tillRow))
    , m_log(new QPlainTextEdit(this))
    , m_demoSize(new QSpinBox(this))
    , m_progress(new QProgressBar(this))
    , m_cancel(new QPushButton(tr("Cancel"), this))
    , m_keyName(new QLineEdit(this))
    , m_stockWrite(new QCheckBox(tr("may change stock"), this))
    , m_keySeller(new QSpinBox(this))
    , m_secret(new QLineEdit(this))
    , m_keyView(new QTableView(this))
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

    auto *serverBox = new QGroupBox(tr("Server"), this);
    auto *serverLayout = new QVBoxLayout(serverBox);
    auto *row = new QHBoxLayout;
    row->addWidget(new QLabel(tr("Database file:"), this));
    QSettings settings;
    const QString defaultDb
        = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + u"/shop.db"_s;
    m_db->setText(settings.value(u"localServer/database"_s, defaultDb).toString());
    row->addWidget(m_db, 1);
    auto *browse = new QPushButton(tr("Choose…"), this);
    row->addWidget(browse);
    row->addWidget(new QLabel(tr("Port:"), this));
    m_port->setRange(0, 65535);
    m_port->setSpecialValueText(tr("any free"));
    m_port->setValue(settings.value(u"localServer/port"_s, 8080).toInt());
    row->addWidget(m_port);
    row->addWidget(m_start);
    row->addWidget(m_stop);
    serverLayout->addLayout(row);
    auto *stateRow = new QHBoxLayout;
    stateRow->addWidget(m_state, 1);
    stateRow->addWidget(m_connect);
    serverLayout->addLayout(stateRow);
    // The tills on other computers: the server listens on the network too, and the pane shows
    // the address they use (text to copy, and a QR code for phones and scanners).
    m_network->setChecked(settings.value(u"localServer/network"_s, false).toBool());
    m_server->setServeNetwork(m_network->isChecked());
    serverLayout->addWidget(m_network);
    m_networkNote->setWordWrap(true);
    m_networkNote->setText(
        tr("The server then answers every device that reaches this computer on its networks. "
           "Each device still needs an API key, but anyone on the network can try: use it "
           "only on the shop's own network (not on public or guest Wi-Fi), give each till its "
           "own key and revoke the key of a lost till."));
    m_networkNote->setVisible(m_network->isChecked());
    serverLayout->addWidget(m_networkNote);
    auto *tillLayout = new QHBoxLayout(m_tillRow);
    tillLayout->setContentsMargins(0, 0, 0, 0);
    auto *tillText = new QVBoxLayout;
    tillText->addWidget(new QLabel(tr("The tills connect to:"), m_tillRow));
    m_tillAddress->setReadOnly(true);
    m_tillAddress->setAccessibleName(tr("Address for the tills"));
    tillText->addWidget(m_tillAddress);
    auto *copyAddress = new QPushButton(tr("Copy the &address"), m_tillRow);
    tillText->addWidget(copyAddress, 0, Qt::AlignLeft);
    tillText->addStretch(1);
    tillLayout->addLayout(tillText, 1);
    m_qr->setAccessibleName(tr("QR code of the address for the tills"));
    tillLayout->addWidget(m_qr, 0, Qt::AlignTop);
    m_tillRow->hide();
    serverLayout->addWidget(m_tillRow);
    layout->addWidget(serverBox);

    auto *dataBox = new QGroupBox(tr("Catalog data"), this);
    auto *dataRows = new QVBoxLayout(dataBox);
    auto *dataLayout = new QHBoxLayout;
    dataRows->addLayout(dataLayout);
    auto *saveRow = new QHBoxLayout;
    auto *backup = new QPushButton(tr("&Back up…"), this);
    backup->setToolTip(tr("A consistent copy of the database, also while the server runs"));
    m_restoreButton = new QPushButton(tr("Restore from a backu&p…"), this);
    m_restoreButton->setToolTip(tr("Only while the server is stopped"));
    auto *exportButton = new QPushButton(tr("E&xport catalog…"), this);
    exportButton->setToolTip(tr("The whole catalog as a catalog document (JSON) or as CSV"));
    saveRow->addWidget(backup);
    saveRow->addWidget(m_restoreButton);
    saveRow->addWidget(exportButton);
    saveRow->addStretch(1);
    dataRows->addLayout(saveRow);
    dataLayout->addWidget(new QLabel(tr("Demo catalog of"), this));
    m_demoSize->setRange(10, 2'000'000);
    m_demoSize->setValue(2000);
    m_demoSize->setSuffix(tr(" products"));
    dataLayout->addWidget(m_demoSize);
    auto *demo = new QPushButton(tr("Create &demo data"), this);
    dataLayout->addWidget(demo);
    auto *import = new QPushButton(tr("&Import catalog…"), this);
    import->setToolTip(tr("A catalog document (JSON) or a spreadsheet saved as CSV"));
    dataLayout->addWidget(import);
    m_progress->setRange(0, 100);
    m_progress->setValue(0);
    m_progress->hide();
    dataLayout->addWidget(m_progress, 1);
    m_cancel->hide();
    dataLayout->addWidget(m_cancel);
    dataLayout->addStretch();
    layout->addWidget(dataBox);

    auto *keyBox = new QGroupBox(tr("API keys"), this);
    auto *keyLayout = new QVBoxLayout(keyBox);
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
    auto *copy = new QPushButton(tr("Cop&y"), this);
    secretRow->addWidget(copy);
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
    layout->addWidget(keyBox);

    layout->addWidget(new QLabel(tr("Log"), this));
    m_log->setReadOnly(true);
    m_log->setMaximumBlockCount(3000);
    m_log->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    layout->addWidget(m_log, 1);
    scroll->setWidget(content);
    outer->addWidget(scroll, 1);

    connect(browse, &QPushButton::clicked, this, [this] {
        auto *dialog = new QFileDialog(this, tr("Database file"), m_db->text(),
            tr("SQLite databases (*.db *.sqlite);;All files (*)"));
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->setAcceptMode(QFileDialog::AcceptSave);
        dialog->setOption(QFileDialog::DontConfirmOverwrite);
        connect(dialog, &QFileDialog::fileSelected, this, [this](const QString &file) {
            m_db->setText(file);
            databaseChanged();
        });
        dialog->open();
    });
    connect(import, &QPushButton::clicked, this, [this] {
        auto *dialog = new QFileDialog(this, tr("Import a catalog"), QString(),
            tr("Catalogs (*.json *.csv);;Catalog JSON (*.json);;CSV spreadsheets (*.csv);;All "
               "files (*)"));
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->setFileMode(QFileDialog::ExistingFile);
        // By the extension, as catalog-server chooses the format.
        connect(dialog, &QFileDialog::fileSelected, this, [this](const QString &path) {
            if (path.endsWith(u".csv"_s, Qt::CaseInsensitive))
                importCsv(path);
            else
                importFile(path);
        });
        dialog->open();
    });
    connect(m_network, &QCheckBox::toggled, this, [this](bool on) {
        m_server->setServeNetwork(on);
        QSettings().setValue(u"localServer/network"_s, on);
        m_networkNote->setVisible(on);
    });
    connect(copyAddress, &QPushButton::clicked, this, [this] {
        if (!m_tillAddress->text().isEmpty())
            QApplication::clipboard()->setText(m_tillAddress->text());
    });
    connect(backup, &QPushButton::clicked, this, [this] {
        const QString suggested
            = QDir(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
                  .filePath(u"shop-backup-%1.db"_s.arg(
                      QDateTime::currentDateTime().toString(u"yyyyMMdd-HHmm"_s)));
        auto *dialog = new QFileDialog(this, tr("Back up the database"), suggested,
            tr("SQLite databases (*.db *.sqlite);;All files (*)"));
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->setAcceptMode(QFileDialog::AcceptSave);
        connect(dialog, &QFileDialog::fileSelected, this, &LocalServerPane::backupTo);
        dialog->open();
    });
    connect(m_restoreButton, &QPushButton::clicked, this, [this] {
        auto *dialog = new QFileDialog(this, tr("Restore from a backup"), QString(),
            tr("SQLite databases (*.db *.sqlite);;All files (*)"));
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->setFileMode(QFileDialog::ExistingFile);
        connect(dialog, &QFileDialog::fileSelected, this, [this](const QString &path) {
            auto *box = new QMessageBox(QMessageBox::Question, tr("Restore from a backup"),
                tr("Replace everything in %1 with the backup %2?\n\nThe current data is kept "
                   "as %1.before-restore.")
                    .arg(m_db->text(), path),
                QMessageBox::NoButton, this);
            box->setAttribute(Qt::WA_DeleteOnClose);
            QPushButton *restore = box->addButton(tr("&Restore"), QMessageBox::AcceptRole);
            box->addButton(QMessageBox::Cancel);
            box->setDefaultButton(QMessageBox::Cancel);
            connect(
                box, &QMessageBox::buttonClicked, this, [this, restore, path](QAbstractButton *b) {
                    if (b == restore)
                        restoreFrom(path);
                });
            box->open();
        });
        dialog->open();
    });
    connect(exportButton, &QPushButton::clicked, this, [this] {
        auto *dialog = new QFileDialog(this, tr("Export the catalog"), QString(),
            tr("Catalog JSON (*.json);;CSV spreadsheets (*.csv)"));
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->setAcceptMode(QFileDialog::AcceptSave);
        connect(dialog, &QFileDialog::fileSelected, this, [this, dialog](const QString &file) {
            QString path = file;
            const bool csv = dialog->selectedNameFilter().contains(u"*.csv"_s);
            if (!path.endsWith(u".json"_s, Qt::CaseInsensitive)
                && !path.endsWith(u".csv"_s, Qt::CaseInsensitive))
                path += csv ? u".csv"_s : u".json"_s;
            exportTo(path);
        });
        dialog->open();
    });
    connect(m_start, &QPushButton::clicked, this, &LocalServerPane::start);
    connect(m_stop, &QPushButton::clicked, this, &LocalServerPane::stop);
    connect(m_connect, &QPushButton::clicked, this, &LocalServerPane::connectConsole);
    connect(demo, &QPushButton::clicked, this, &LocalServerPane::createDemo);
    connect(create, &QPushButton::clicked, this, &LocalServerPane::createKey);
    connect(refresh, &QPushButton::clicked, this, &LocalServerPane::refreshKeys);
    connect(revoke, &QPushButton::clicked, this, &LocalServerPane::revokeSelected);
    connect(m_cancel, &QPushButton::clicked, this, [this] {
        if (m_command)
            m_command->cancel();
    });
    connect(copy, &QPushButton::clicked, this, [this] {
        if (!m_secret->text().isEmpty())
            QApplication::clipboard()->setText(m_secret->text());
    });
    connect(server, &LocalServer::stateChanged, this, &LocalServerPane::updateState);
    connect(server, &LocalServer::stateChanged, this, [this](LocalServer::State state) {
        if (state == LocalServer::State::Running)
            refreshKeysQuietly();
        // The console may be connected to it: say "offline" now, not after the next request.
        if (state == LocalServer::State::Stopped && !m_session->client()->baseUrl().isEmpty())
            m_session->client()->engine()->probeReachability();
    });
    // The database path is remembered as soon as it is chosen, and the key list follows it.
    connect(m_db, &QLineEdit::editingFinished, this, &LocalServerPane::databaseChanged);
    connect(server, &LocalServer::logLine, this, &LocalServerPane::appendLog);
    connect(server, &LocalServer::failed, this, [this](const QString &message) {
        m_banner->showMessage(MessageBanner::Kind::Error, message);
    });
    for (const QString &line : server->log())
        appendLog(line);
    updateState();
}

void LocalServerPane::appendLog(const QString &line)
{
    m_log->appendPlainText(line);
}

void LocalServerPane::updateState()
{
    const LocalServer::State state = m_server->state();
    switch (state) {
    case LocalServer::State::Stopped:
        m_state->setText(m_server->binary().isEmpty()
                ? tr("catalog-server was not found next to the console or on PATH.")
                : tr("Stopped."));
        break;
    case LocalServer::State::Starting:
        m_state->setText(tr("Starting…"));
        break;
    case LocalServer::State::Running:
        // A background server found at start may serve another file than the one last chosen:
        // keys and imports go to the database it serves.
        if (m_server->databaseFile() != m_db->text()) {
            m_db->setText(m_server->databaseFile());
            databaseChanged();
        }
        m_state->setText(m_server->isDetached()
                ? tr("Running in the background at %1 (it keeps running when the console "
                     "closes).")
                      .arg(m_server->baseUrl())
                : tr("Running at %1").arg(m_server->baseUrl()));
        break;
    case LocalServer::State::Stopping:
        m_state->setText(tr("Stopping…"));
        break;
    }
    m_start->setEnabled(state == LocalServer::State::Stopped && !m_server->binary().isEmpty());
    m_stop->setEnabled(
        state == LocalServer::State::Running || state == LocalServer::State::Starting);
    m_connect->setEnabled(state == LocalServer::State::Running);
    m_db->setEnabled(state == LocalServer::State::Stopped);
    m_port->setEnabled(state == LocalServer::State::Stopped);
    m_network->setEnabled(state == LocalServer::State::Stopped);
    m_restoreButton->setEnabled(state == LocalServer::State::Stopped);
    if (state == LocalServer::State::Running
        && m_network->isChecked() != m_server->servesNetwork()) {
        const QSignalBlocker block(m_network); // a background server found as it runs
        m_network->setChecked(m_server->servesNetwork());
        m_networkNote->setVisible(m_server->servesNetwork());
    }
    updateTillAddress();
}

void LocalServerPane::updateTillAddress()
{
    const bool shown
        = m_server->state() == LocalServer::State::Running && m_server->servesNetwork();
    m_tillRow->setVisible(shown);
    if (!shown)
        return;
    const QStringList urls = m_server->networkUrls();
    if (urls.isEmpty()) {
        m_tillAddress->setText(QString());
        m_tillAddress->setPlaceholderText(
            tr("no network address: is this computer connected to the shop's network?"));
        m_qr->clear();
        return;
    }
    m_tillAddress->setText(urls.constFirst());
    m_tillAddress->setToolTip(urls.join(u'\n'));
    m_qr->setPixmap(QPixmap::fromImage(QrCodeImage::of(urls.constFirst(), 3)));
}

void LocalServerPane::showBusy(ServerCommand *command)
{
    m_progress->setRange(0, 0);
    m_progress->show();
    m_cancel->show();
    connect(command, &ServerCommand::finished, this, [this] {
        m_progress->hide();
        m_cancel->hide();
    });
}

void LocalServerPane::backupTo(const QString &path)
{
    if (path.isEmpty())
        return;
    ServerCommand *command = run({ u"backup"_s, path }, tr("backup"));
    if (!command)
        return;
    showBusy(command);
    connect(command, &ServerCommand::finished, this, [this, command, path](int code) {
        if (code == 0)
            m_banner->showMessage(MessageBanner::Kind::Positive,
                tr("The database was backed up to %1.").arg(path), {}, 8000);
        else if (command->wasCancelled())
            m_banner->showMessage(MessageBanner::Kind::Information,
                tr("Backup cancelled; no copy was written."), {}, 6000);
        else
            m_banner->showMessage(MessageBanner::Kind::Error,
                tr("The backup failed: %1").arg(command->errorLines().join(u' ')));
    });
}

void LocalServerPane::restoreFrom(const QString &path)
{
    if (path.isEmpty())
        return;
    if (m_server->state() != LocalServer::State::Stopped) {
        m_banner->showMessage(MessageBanner::Kind::Information,
            tr("Stop the server first: a database in use cannot be restored."), {}, 6000);
        return;
    }
    ServerCommand *command = run({ u"restore"_s, path }, tr("restore"));
    if (!command)
        return;
    showBusy(command);
    const QString db = m_db->text();
    connect(command, &ServerCommand::finished, this, [this, command, path, db](int code) {
        if (code == 0) {
            m_banner->showMessage(MessageBanner::Kind::Positive,
                tr("%1 was restored from %2. The data it held is kept as %1.before-restore.")
                    .arg(db, path));
            m_keys->setFromJsonLines({}); // the keys are those of the restored data
            m_secret->clear();
            m_lastSecret.clear();
            m_lastAppId.clear();
            refreshKeysQuietly();
        } else if (command->wasCancelled()) {
            m_banner->showMessage(
                MessageBanner::Kind::Information, tr("Restore cancelled."), {}, 6000);
        } else {
            m_banner->showMessage(MessageBanner::Kind::Error,
                tr("The restore failed; the database is unchanged: %1")
                    .arg(command->errorLines().join(u' ')));
        }
    });
}

void LocalServerPane::exportTo(const QString &path)
{
    if (path.isEmpty())
        return;
    const bool csv = path.endsWith(u".csv"_s, Qt::CaseInsensitive);
    ServerCommand *command
        = run({ u"export"_s, u"--format"_s, csv ? u"csv"_s : u"json"_s }, tr("export"), path);
    if (!command)
        return;
    showBusy(command);
    connect(command, &ServerCommand::finished, this, [this, command, path](int code) {
        if (code == 0) {
            m_banner->showMessage(MessageBanner::Kind::Positive,
                tr("The catalog was exported to %1.").arg(path), {}, 8000);
            return;
        }
        QFile::remove(path); // never half a catalog left behind
        if (command->wasCancelled())
            m_banner->showMessage(MessageBanner::Kind::Information,
                tr("Export cancelled; no file was written."), {}, 6000);
        else
            m_banner->showMessage(MessageBanner::Kind::Error,
                tr("The export failed: %1").arg(command->errorLines().join(u' ')));
    });
}

void LocalServerPane::start()
{
    QSettings settings;
    settings.setValue(u"localServer/database"_s, m_db->text());
    settings.setValue(u"localServer/port"_s, m_port->value());
    m_banner->dismiss();
    const quint16 port = quint16(m_port->value());
    if (port != 0) {
        // A port another program holds would end the server with only "exit code 1": said
        // here in words, with a free port to use instead (binding is instant, not blocking).
        QTcpServer probe;
        if (!probe.listen(QHostAddress::LocalHost, port)
            && probe.serverError() == QAbstractSocket::AddressInUseError) {
            QTcpServer any;
            const quint16 free = any.listen(QHostAddress::LocalHost, 0) ? any.serverPort() : 0;
            any.close();
            QList<MessageBanner::Action> actions;
            if (free != 0)
                actions.append({ tr("Use port %1").arg(free), [this, free] {
                                    m_port->setValue(free);
                                    start();
                                } });
            m_banner->showMessage(MessageBanner::Kind::Warning,
                free != 0 ? tr("Port %1 is already in use by another program. Port %2 is free: "
                               "use it instead?")
                                .arg(port)
                                .arg(free)
                          : tr("Port %1 is already in use by another program. Choose another "
                               "port.")
                                .arg(port),
                actions);
            return;
        }
    }
    m_server->start(m_db->text(), port);
}

void LocalServerPane::stop()
{
    m_server->stop();
}

ServerCommand *LocalServerPane::run(
    const QStringList &arguments, const QString &what, const QString &outputFile)
{
    if (m_command) {
        m_banner->showMessage(MessageBanner::Kind::Information,
            tr("Wait until “%1” has finished, or cancel it.").arg(what), {}, 4000);
        return nullptr;
    }
    if (m_server->binary().isEmpty()) {
        m_banner->showMessage(MessageBanner::Kind::Error,
            tr("catalog-server was not found next to the console or on PATH."));
        return nullptr;
    }
    QStringList all = arguments;
    const int at = all.value(0) == "keys"_L1 ? 2 : 1;
    all.insert(at, u"--db"_s);
    all.insert(at + 1, LocalServer::dbUrl(m_db->text()));
    auto *command = new ServerCommand(m_server->binary(), all, this);
    m_command = command;
    appendLog(u"$ catalog-server "_s + all.join(u' '));
    connect(command, &ServerCommand::line, this, &LocalServerPane::appendLog);
    connect(command, &ServerCommand::finished, command, &QObject::deleteLater);
    if (!outputFile.isEmpty())
        command->setOutputFile(outputFile);
    command->start();
    return command;
}

void LocalServerPane::createDemo()
{
    ServerCommand *command
        = run({ u"demo"_s, u"--size"_s, QString::number(m_demoSize->value()) }, tr("demo data"));
    if (!command)
        return;
    m_progress->setRange(0, 0);
    m_progress->show();
    m_cancel->show();
    connect(command, &ServerCommand::progress, this, [this](int percent) {
        m_progress->setRange(0, 100);
        m_progress->setValue(percent);
    });
    connect(command, &ServerCommand::finished, this, [this, command](int code) {
        m_progress->hide();
        m_cancel->hide();
        if (code == 0) {
            m_banner->showMessage(MessageBanner::Kind::Positive,
                tr("The demo catalog was written to %1.").arg(m_db->text()), {}, 6000);
            refreshKeysQuietly();
        } else if (command->wasCancelled())
            m_banner->showMessage(MessageBanner::Kind::Information,
                tr("Demo data cancelled; nothing was written."), {}, 6000);
        else
            m_banner->showMessage(MessageBanner::Kind::Error,
                tr("Demo data could not be created: %1").arg(command->errorLines().join(u' ')));
    });
}

void LocalServerPane::importFile(const QString &path)
{
    if (path.isEmpty())
        return;
    ServerCommand *command = run({ u"import"_s, path }, tr("import"));
    if (!command)
        return;
    m_progress->setRange(0, 100);
    m_progress->setValue(0);
    m_progress->show();
    m_cancel->show();
    connect(command, &ServerCommand::progress, m_progress, &QProgressBar::setValue);
    connect(command, &ServerCommand::finished, this, [this, command, path](int code) {
        m_progress->hide();
        m_cancel->hide();
        if (code == 0) {
            const QJsonObject written = QJsonDocument::fromJson(command->standardOutput())
                                            .object()
                                            .value("written"_L1)
                                            .toObject();
            QStringList parts;
            for (auto it = written.begin(); it != written.end(); ++it)
                parts << writtenText(it.key(), int(it.value().toInteger()));
            m_banner->showMessage(MessageBanner::Kind::Positive,
                tr("Imported %1: %2.").arg(path, parts.join(u", "_s)));
        } else if (command->wasCancelled()) {
            m_banner->showMessage(MessageBanner::Kind::Information,
                tr("Import cancelled; nothing was written."), {}, 6000);
        } else if (!command->issues().isEmpty()) {
            const QStringList issues = command->issues();
            // The file's ids name records that already exist as something else (e.g. the demo
            // data): say so, rather than only the record-level complaint.
            const bool clash = std::any_of(issues.cbegin(), issues.cend(),
                [](const QString &issue) { return issue.contains(u"belongs to"_s); });
            QString text = tr("Nothing was imported: %n record(s) were rejected. Fix them in "
                              "the file and import it again:",
                "", int(issues.size()));
            QList<MessageBanner::Action> actions;
            if (clash) {
                // A catalog file updates the records with its ids: on top of another catalog
                // it would overwrite some of them and refuse others, never add to it.
                text = tr("Nothing was imported: the file's ids are already used by other "
                          "records in %1 (for example the demo catalog). A catalog file "
                          "updates the records with its own ids, so it cannot be added on top "
                          "of another catalog. Replace the data with the file (the current "
                          "database is kept as a copy), or import it into a new, empty "
                          "database file.")
                           .arg(m_db->text());
                actions.append({ tr("Replace the data with this file…"),
                    [this, path] { replaceDataWith(path); } });
            }
            m_banner->showMessage(
                MessageBanner::Kind::Error, text + u'\n' + issues.mid(0, 12).join(u'\n'), actions);
        } else {
            m_banner->showMessage(MessageBanner::Kind::Error,
                tr("The import failed: %1").arg(command->errorLines().join(u' ')));
        }
    });
}

CsvImportDialog *LocalServerPane::importCsv(const QString &path)
{
    if (m_command) {
        m_banner->showMessage(MessageBanner::Kind::Information,
            tr("Wait until the running command has finished, or cancel it."), {}, 4000);
        return nullptr;
    }
    if (m_server->binary().isEmpty()) {
        m_banner->showMessage(MessageBanner::Kind::Error,
            tr("catalog-server was not found next to the console or on PATH."));
        return nullptr;
    }
    auto *dialog = new CsvImportDialog(m_server->binary(), LocalServer::dbUrl(m_db->text()), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setFile(path);
    connect(dialog, &CsvImportDialog::imported, this, [this](const QString &summary) {
        appendLog(summary);
        m_banner->showMessage(MessageBanner::Kind::Positive, summary);
        refreshKeysQuietly();
    });
    dialog->open();
    return dialog;
}

void LocalServerPane::createKey()
{
    const QString name
        = m_keyName->text().trimmed().isEmpty() ? u"console"_s : m_keyName->text().trimmed();
    QStringList args { u"keys"_s, u"create"_s, u"--name"_s, name, u"--abilities"_s,
        m_stockWrite->isChecked() ? u"read,stock:write"_s : u"read"_s, u"--seller"_s,
        QString::number(m_keySeller->value()) };
    ServerCommand *command = run(args, tr("key creation"));
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
        m_secret->setText(m_lastSecret);
        m_banner->showMessage(MessageBanner::Kind::Warning,
            tr("Key %1 created. Copy its secret now: it is shown only this once.")
                .arg(m_lastAppId));
        QMetaObject::invokeMethod(this, &LocalServerPane::refreshKeys, Qt::QueuedConnection);
    });
}

void LocalServerPane::refreshKeys()
{
    ServerCommand *command = run({ u"keys"_s, u"list"_s }, tr("key list"));
    if (!command)
        return;
    connect(command, &ServerCommand::finished, this, [this, command](int code) {
        if (code == 0)
            m_keys->setFromJsonLines(command->standardOutput());
        else
            m_banner->showMessage(MessageBanner::Kind::Error,
                tr("The keys could not be listed: %1").arg(command->errorLines().join(u' ')));
    });
}

void LocalServerPane::revokeSelected()
{
    const QModelIndexList rows = m_keyView->selectionModel()->selectedRows();
    if (rows.isEmpty())
        return;
    const QString appId = m_keys->appId(rows.first().row());
    ServerCommand *command = run({ u"keys"_s, u"revoke"_s, appId }, tr("revoking"));
    if (!command)
        return;
    connect(command, &ServerCommand::finished, this, [this, appId](int code) {
        if (code == 0)
            m_banner->showMessage(MessageBanner::Kind::Information,
                tr("Key %1 was revoked; its next request is refused.").arg(appId), {}, 6000);
        QMetaObject::invokeMethod(this, &LocalServerPane::refreshKeys, Qt::QueuedConnection);
    });
}

void LocalServerPane::connectConsole()
{
    if (m_server->state() != LocalServer::State::Running)
        return;
    if (!m_lastSecret.isEmpty()) {
        connectWith(m_lastAppId, m_lastSecret, m_lastSeller);
        return;
    }
    // The key this console made before (its profile and kept secret): reused, not a new key
    // on every click.
    const std::optional<ConnectionProfile> saved
        = m_session->profiles() ? m_session->profiles()->profile(tr("Local server")) : std::nullopt;
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

void LocalServerPane::createKeyAndConnect()
{
    // One click: a seller key for this console, then connect with it.
    m_stockWrite->setChecked(true);
    if (m_keyName->text().trimmed().isEmpty())
        m_keyName->setText(u"console"_s);
    createKey();
    if (m_command)
        connect(m_command, &ServerCommand::finished, this, [this](int code) {
            if (code == 0 && !m_lastSecret.isEmpty())
                connectWith(m_lastAppId, m_lastSecret, m_lastSeller);
        });
}

void LocalServerPane::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_keys->rowCount() == 0)
        refreshKeysQuietly();
}

void LocalServerPane::databaseChanged()
{
    QSettings settings;
    if (settings.value(u"localServer/database"_s).toString() == m_db->text())
        return;
    settings.setValue(u"localServer/database"_s, m_db->text());
    m_keys->setFromJsonLines({}); // another database: its own keys
    m_secret->clear();
    m_lastSecret.clear();
    m_lastAppId.clear();
    refreshKeysQuietly();
}

void LocalServerPane::refreshKeysQuietly()
{
    if (m_server->binary().isEmpty() || !QFileInfo::exists(m_db->text()))
        return;
    auto *command = new ServerCommand(m_server->binary(),
        { u"keys"_s, u"list"_s, u"--db"_s, LocalServer::dbUrl(m_db->text()) }, this);
    const QString db = m_db->text();
    connect(command, &ServerCommand::finished, command, &QObject::deleteLater);
    connect(command, &ServerCommand::finished, this, [this, command, db](int code) {
        if (code == 0 && db == m_db->text())
            m_keys->setFromJsonLines(command->standardOutput());
    });
    command->start();
}

void LocalServerPane::connectWith(const QString &appId, const QString &secret, qint64 seller)
{
    ConnectionProfile profile;
    profile.name = tr("Local server");
    profile.baseUrl = QUrl(m_server->baseUrl());
    profile.appId = appId;
    m_session->setSellerId(profile.name, seller);
    m_session->connectWith(profile, secret, true);
    Q_EMIT connectRequested();
}

void LocalServerPane::replaceDataWith(const QString &path)
{
    const QString db = m_db->text();
    auto *box = new QMessageBox(QMessageBox::Question, tr("Replace the data"),
        tr("Replace everything in %1 with the catalog in %2?\n\nThe current database "
           "(products, stock, history and API keys) is kept as a copy next to it. The tills and "
           "this console need a new key afterwards (“Connect the console to it” makes one).")
            .arg(db, path),
        QMessageBox::NoButton, this);
    box->setObjectName(u"ReplaceDataBox"_s);
    box->setAttribute(Qt::WA_DeleteOnClose);
    QPushButton *replace = box->addButton(tr("&Replace"), QMessageBox::AcceptRole);
    box->addButton(QMessageBox::Cancel);
    box->setDefaultButton(QMessageBox::Cancel);
    connect(box, &QMessageBox::buttonClicked, this, [this, replace, path](QAbstractButton *b) {
        if (b != replace)
            return;
        if (m_server->state() == LocalServer::State::Stopped) {
            replaceStoppedDataWith(path, 0, false);
            return;
        }
        // The file cannot be swapped under a running server: stopped, then started again on
        // the same port so the tills' address stays right.
        const quint16 port = quint16(std::max(0, QUrl(m_server->baseUrl()).port()));
        const bool background = m_server->isDetached();
        auto done = std::make_shared<QMetaObject::Connection>();
        *done = connect(m_server, &LocalServer::stateChanged, this,
            [this, done, path, port, background](LocalServer::State state) {
                if (state != LocalServer::State::Stopped)
                    return;
                disconnect(*done);
                replaceStoppedDataWith(path, port, background);
            });
        m_server->stop();
    });
    box->open();
}

void LocalServerPane::replaceStoppedDataWith(
    const QString &path, quint16 restartPort, bool background)
{
    const QString db = m_db->text();
    const QString aside = DatabaseFile::asideName(db);
    QString error;
    if (!DatabaseFile::moveAside(db, aside, &error)) {
        m_banner->showMessage(MessageBanner::Kind::Error,
            tr("The data could not be replaced: %1 could not be moved aside (%2).").arg(db, error));
        return;
    }
    appendLog(tr("%1 moved aside to %2.").arg(db, aside));
    importFile(path);
    if (!m_command) {
        DatabaseFile::putBack(aside, db);
        return;
    }
    // After importFile's own report.
    connect(m_command, &ServerCommand::finished, this,
        [this, db, aside, path, restartPort, background](int code) {
            if (code == 0) {
                m_banner->showMessage(MessageBanner::Kind::Positive,
                    tr("%1 now holds the catalog of %2. The previous data is kept in %3.")
                        .arg(db, path, aside));
            } else {
                DatabaseFile::putBack(aside, db);
                m_banner->showMessage(MessageBanner::Kind::Error,
                    m_banner->text() + u'\n'
                        + tr("Nothing was replaced: the previous data is back in %1.").arg(db));
            }
            m_keys->setFromJsonLines({}); // the keys are those of the database now in place
            m_secret->clear();
            m_lastSecret.clear();
            m_lastAppId.clear();
            if (restartPort == 0)
                return;
            if (background) {
                auto again = std::make_shared<QMetaObject::Connection>();
                *again = connect(m_server, &LocalServer::stateChanged, this,
                    [this, again](LocalServer::State state) {
                        if (state == LocalServer::State::Running) {
                            disconnect(*again);
                            m_server->keepRunningInBackground();
                        } else if (state == LocalServer::State::Stopped) {
                            disconnect(*again);
                        }
                    });
            }
            m_server->start(db, restartPort);
        });
}
