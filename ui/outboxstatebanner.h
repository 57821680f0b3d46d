#pragma once

#include <QObject>

class ConsoleSession;
class MessageBanner;
class ScanLogModel;

// Keeps the Stock pane's connection banner true to where its scans stand: not connected
// (connect, or start a local server), scans waiting for credentials (enter the secret),
// scans stranded under a key the connection no longer uses (send them with the current key
// or discard them), offline (keep scanning, they wait in the outbox); gone once none holds,
// also while the pane is hidden.
class OutboxStateBanner final : public QObject
{
    Q_OBJECT
public:
    OutboxStateBanner(
        ConsoleSession *session, ScanLogModel *log, MessageBanner *banner, QObject *parent);

public Q_SLOTS:
    void update();

Q_SIGNALS:
    void connectRequested();
    void localServerRequested();
    void credentialsRequested();
    // The server answers again while scans wait: they are being sent.
    void backOnline(int pending);

private:
    ConsoleSession *m_session;
    ScanLogModel *m_log;
    MessageBanner *m_banner;
};
