#include "ui/outboxstatebanner.h"

#include <QTimer>

#include "models/connectionmonitor.h"
#include "models/consolesession.h"
#include "models/scanlogmodel.h"
#include "net/apiclient.h"
#include "net/outbox.h"
#include "ui/messagebanner.h"

OutboxStateBanner::OutboxStateBanner(
    ConsoleSession *session, ScanLogModel *log, MessageBanner *banner, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_log(log)
    , m_banner(banner)
{
    m_banner->setClosable(false);
    connect(session->monitor(), &ConnectionMonitor::stateChanged, this, &OutboxStateBanner::update);
    connect(session->outbox(), &Outbox::pendingCountChanged, this, &OutboxStateBanner::update);
    connect(session->outbox(), &Outbox::pausedChanged, this, &OutboxStateBanner::update);
}

void OutboxStateBanner::update()
{
    Outbox *outbox = m_session->outbox();
    const int pending = outbox->pendingCount();
    if (m_session->client()->baseUrl().isEmpty()) {
        m_banner->showMessage(MessageBanner::Kind::Information,
            tr("Not connected. Connect to your shop's catalog server to see your products and "
               "count stock, or run a server on this computer in the Local server pane."),
            { { tr("Connect…"),
                  [this] {
                      Q_EMIT connectRequested();
                      QTimer::singleShot(0, this, &OutboxStateBanner::update);
                  } },
                { tr("Local server"), [this] {
                     Q_EMIT localServerRequested();
                     QTimer::singleShot(0, this, &OutboxStateBanner::update);
                 } } });
    } else if (outbox->isPaused() && pending > 0) {
        m_banner->showMessage(MessageBanner::Kind::Error,
            // The reason says what is wrong (no secret sent, or the key refused) and what to do.
            tr("%n scan(s) wait for credentials. %1 Nothing is lost: they are sent once the key "
               "is accepted.",
                "", pending)
                .arg(outbox->pauseReason()),
            { { tr("Enter the secret…"), [this] {
                   Q_EMIT credentialsRequested();
                   // Still waiting (e.g. the dialog was cancelled): the banner stays.
                   QTimer::singleShot(0, this, &OutboxStateBanner::update);
               } } });
    } else if (const int stranded = outbox->strandedCount(); stranded > 0) {
        m_banner->showMessage(MessageBanner::Kind::Error,
            tr("%n scan(s) wait under a key this connection no longer uses. Send them with the "
               "current key, or discard them (the scan log lists them).",
                "", stranded),
            { { tr("Send with the current key"),
                  [this] {
                      for (int row = 0; row < m_log->rowCount(); ++row)
                          m_log->sendWithCurrentKey(row);
                  } },
                { tr("Discard them"), [this] {
                     for (int row = 0; row < m_log->rowCount(); ++row) {
                         if (m_log->isStranded(row))
                             m_log->discard(row);
                     }
                 } } });
    } else if (m_session->monitor()->state() == ConnectionMonitor::State::Offline) {
        m_banner->showMessage(MessageBanner::Kind::Warning,
            tr("Offline: the server cannot be reached. Keep scanning — %n scan(s) wait in the "
               "outbox and are sent when the server is back.",
                "", pending));
    } else if (!m_banner->isHidden()) { // also while the pane is hidden
        const bool wasOffline = m_banner->kind() == MessageBanner::Kind::Warning;
        m_banner->dismiss();
        if (wasOffline && pending > 0)
            Q_EMIT backOnline(pending);
    }
}
