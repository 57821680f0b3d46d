#include "ui/localserverbox.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTcpServer>
#include <QVBoxLayout>

#include "models/localserver.h"
#include "ui/messagebanner.h"
#include "ui/qrcodeimage.h"

using namespace Qt::StringLiterals;

LocalServerBox::LocalServerBox(LocalServer *server, MessageBanner *banner, QWidget *parent)
    : QGroupBox(tr("Server"), parent)
    , m_server(server)
    , m_banner(banner)
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
{
    auto *serverLayout = new QVBoxLayout(this);
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

    connect(browse, &QPushButton::clicked, this, [this] {
        auto *dialog = new QFileDialog(this, tr("Database file"), m_db->text(),
            tr("SQLite databases (*.db *.sqlite);;All files (*)"));
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->setAcceptMode(QFileDialog::AcceptSave);
        dialog->setOption(QFileDialog::DontConfirmOverwrite);
        connect(dialog, &QFileDialog::fileSelected, this, &LocalServerBox::setDatabaseFile);
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
    connect(m_start, &QPushButton::clicked, this, &LocalServerBox::start);
    connect(m_stop, &QPushButton::clicked, this, &LocalServerBox::stop);
    connect(m_connect, &QPushButton::clicked, this, &LocalServerBox::connectClicked);
    // The database path is remembered as soon as it is chosen, and the key list follows it.
    connect(m_db, &QLineEdit::editingFinished, this, &LocalServerBox::rememberDatabase);
    connect(server, &LocalServer::stateChanged, this, &LocalServerBox::updateState);
    updateState();
}

QString LocalServerBox::databaseFile() const
{
    return m_db->text();
}

void LocalServerBox::setDatabaseFile(const QString &file)
{
    m_db->setText(file);
    rememberDatabase();
}

void LocalServerBox::rememberDatabase()
{
    QSettings settings;
    if (settings.value(u"localServer/database"_s).toString() == m_db->text())
        return;
    settings.setValue(u"localServer/database"_s, m_db->text());
    Q_EMIT databaseChanged();
}

void LocalServerBox::updateState()
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
        if (m_server->databaseFile() != m_db->text())
            setDatabaseFile(m_server->databaseFile());
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
    if (state == LocalServer::State::Running
        && m_network->isChecked() != m_server->servesNetwork()) {
        const QSignalBlocker block(m_network); // a background server found as it runs
        m_network->setChecked(m_server->servesNetwork());
        m_networkNote->setVisible(m_server->servesNetwork());
    }
    updateTillAddress();
}

void LocalServerBox::updateTillAddress()
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

void LocalServerBox::start()
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
    const QString db = m_db->text();
    const auto go = [this, db, port] { m_server->start(db, port); };
    if (m_beforeStart)
        m_beforeStart(go);
    else
        go();
}

void LocalServerBox::stop()
{
    m_server->stop();
}
