#pragma once

#include <QObject>
#include <QPointer>
#include <QTimer>

#include "net/syncresources.h"

class ApiRequest;
class ConsoleSession;
class SyncClient;

// The shop server's sync with the marketplace as the connected server tells it (contract §14
// GET /sync): at once on a new connection; while it follows a marketplace, with wait= and the
// version shown, so the server answers as soon as the state changes (the status bar is never
// more than 2 s behind, issue 41); every 1.5 s without waiting when the key's waiting requests
// are taken; every 15 s from a server without versions, every 2 min while it follows none (a
// server started with --upstream later). A server without GET /sync (404) is asked again only
// on the next connection.
class SyncMonitor final : public QObject
{
    Q_OBJECT
public:
    explicit SyncMonitor(ConsoleSession *session, QObject *parent = nullptr);

    SyncClient *client() const { return m_client; }
    // Whether the last answer was a state (false before, and when the server has no /sync).
    bool isKnown() const { return m_known; }
    SyncState state() const { return m_state; }
    bool follows() const { return m_known && m_state.follows(); }

    void setIntervals(int followingMs, int idleMs);
    // How long the server may hold a request (1–30 s; 0: never wait).
    void setWaitSeconds(int seconds) { m_waitSeconds = seconds; }

public Q_SLOTS:
    // Asks now (a resolution, F5); the next poll is from now.
    void refresh();

Q_SIGNALS:
    void changed();

private:
    void answered(bool known, const SyncState &state);

    ConsoleSession *m_session;
    SyncClient *m_client;
    QTimer m_poll;
    QPointer<ApiRequest> m_request;
    SyncState m_state;
    bool m_known = false;
    bool m_unsupported = false;
    static constexpr int NoWaitMs = 1500;
    static constexpr int ChangedGapMs = 300;
    bool m_noWait = false;
    int m_waitSeconds = 25;
    int m_followingMs = 15000;
    int m_idleMs = 120000;
};
