#include <QCloseEvent>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSplitter>
#include <memory>

#include "models/consolesession.h"
#include "models/localserver.h"
#include "net/outbox.h"
#include "ui/mainwindow.h"
#include "ui/messagebanner.h"

using namespace Qt::StringLiterals;

// Closing the console: what it asks first (scans still waiting in the outbox, the shop's
// server other tills use) and the window state it keeps for the next start.

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (const int waiting = waitingScans(); waiting > 0 && !m_quitWithWaitingConfirmed) {
        event->ignore();
        askQuitWithWaitingScans(waiting);
        return;
    }
    // A background server outlives the console by design: only a child of this window asks.
    if (m_localServer && m_localServer->state() != LocalServer::State::Stopped
        && !m_localServer->isDetached() && !m_closeConfirmed) {
        event->ignore();
        askStopLocalServer();
        return;
    }
    saveWindow();
    event->accept();
}

int MainWindow::waitingScans() const
{
    // Every kind of scan waits in the one outbox.
    return m_session->outbox()->pendingCount();
}

void MainWindow::askQuitWithWaitingScans(int waiting)
{
    if (findChild<QMessageBox *>(u"QuitWithWaitingScansBox"_s))
        return;
    auto *box = new QMessageBox(QMessageBox::Warning, tr("Scans wait to be sent"),
        tr("%n scan(s) have not reached the server yet. They stay on this computer and are sent "
           "when the console runs again and the server can be reached. Quit anyway?",
            "", waiting),
        QMessageBox::NoButton, this);
    box->setObjectName(u"QuitWithWaitingScansBox"_s);
    box->setAttribute(Qt::WA_DeleteOnClose);
    QPushButton *quit = box->addButton(tr("&Quit"), QMessageBox::AcceptRole);
    box->setDefaultButton(box->addButton(tr("Keep working"), QMessageBox::RejectRole));
    connect(box, &QMessageBox::buttonClicked, this, [this, quit](QAbstractButton *button) {
        if (button != quit)
            return;
        m_quitWithWaitingConfirmed = true;
        close();
    });
    box->open();
}

void MainWindow::askStopLocalServer()
{
    if (findChild<QMessageBox *>(u"StopLocalServerBox"_s))
        return;
    auto *box = new QMessageBox(QMessageBox::Question, tr("The shop's server is running"),
        tr("The local catalog server (%1) serves the other tills. Keep it running in the "
           "background after the console closes (the console finds it again when it starts), "
           "or stop it: the tills connected to it go offline. To run it without any console, "
           "even after a restart of the computer, install it as the system service (see the "
           "README).")
            .arg(m_localServer->baseUrl()),
        QMessageBox::NoButton, this);
    box->setObjectName(u"StopLocalServerBox"_s);
    box->setAttribute(Qt::WA_DeleteOnClose);
    QPushButton *keep
        = box->addButton(tr("Keep it running in the &background"), QMessageBox::ActionRole);
    keep->setObjectName(u"KeepRunningButton"_s);
    QPushButton *stopAndQuit
        = box->addButton(tr("Stop the server and quit"), QMessageBox::AcceptRole);
    box->addButton(tr("Keep working"), QMessageBox::RejectRole);
    box->setDefaultButton(keep);
    connect(
        box, &QMessageBox::buttonClicked, this, [this, stopAndQuit, keep](QAbstractButton *button) {
            if (button == keep) {
                keepLocalServerAndQuit();
                return;
            }
            if (button != stopAndQuit)
                return;
            m_closeConfirmed = true;
            if (m_localServer->state() == LocalServer::State::Stopped) {
                close();
                return;
            }
            connect(
                m_localServer, &LocalServer::stateChanged, this, [this](LocalServer::State state) {
                    if (state == LocalServer::State::Stopped)
                        close();
                });
            m_localServer->stop();
        });
    box->open();
}

void MainWindow::keepLocalServerAndQuit()
{
    // Closes once the server runs detached; on failure the window stays and says why.
    auto connection = std::make_shared<QMetaObject::Connection>();
    auto failure = std::make_shared<QMetaObject::Connection>();
    *connection
        = connect(m_localServer, &LocalServer::stateChanged, this, [this, connection, failure] {
              if (m_localServer->state() == LocalServer::State::Running
                  && m_localServer->isDetached()) {
                  disconnect(*connection);
                  disconnect(*failure);
                  close();
              }
          });
    *failure = connect(m_localServer, &LocalServer::failed, this,
        [this, connection, failure](const QString &message) {
            disconnect(*connection);
            disconnect(*failure);
            m_banner->showMessage(MessageBanner::Kind::Error, message);
            showPane(Pane::LocalServer);
        });
    m_localServer->keepRunningInBackground();
}

void MainWindow::saveWindow()
{
    QSettings settings;
    settings.setValue(u"window/geometry"_s, saveGeometry());
    settings.setValue(u"window/state"_s, saveState());
    if (auto *splitter = findChild<QSplitter *>(u"MainSplitter"_s))
        settings.setValue(u"window/splitter"_s, splitter->saveState());
    settings.setValue(u"window/pane"_s, m_sidebar->currentRow());
}
