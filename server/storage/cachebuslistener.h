#pragma once

#include <QElapsedTimer>
#include <QStringList>
#include <chrono>
#include <functional>
#include <memory>

#include "server/storage/databaselocation.h"

class QSocketNotifier;
struct pg_conn;

// Hears the other instances' change messages (CacheBus) on a PostgreSQL connection of its
// own, with libpq directly: Qt's QPSQL notifications need the connection's thread to spin an
// event loop and spin on a dead socket. It owns no thread: a Follower runs its steps
// (docs/architecture.md), and the connection's socket wakes the follower when a message comes.
// A second without one, the connection is checked (a query whose answer is due within 3 s);
// when it is lost the listener says so at once and connects again (every 500 ms) until
// PostgreSQL answers.
class CacheBusListener final
{
public:
    struct Callbacks
    {
        std::function<void(const QStringList &tags)> changed; // tags of another instance's write
        std::function<void()> lost; // nothing is heard any more
        std::function<void()> subscribed; // listening (again): anything may have changed
    };

    CacheBusListener(DatabaseLocation location, Callbacks callbacks);
    ~CacheBusListener();

    // One step, always on the same thread, which runs an event loop: listens when it does not
    // (connecting first), else hands over what arrived and, after a quiet second, checks the
    // connection. `readable` is called on that thread when the connection has something to
    // read (run a step soon). Returns the wait before the next step.
    std::chrono::milliseconds step(const std::function<void()> &readable);
    // Closes the connection, on the steps' thread (a follower's finish).
    void close();

private:
    bool listen(const std::function<void()> &readable);
    bool alive();

    const DatabaseLocation m_location;
    const Callbacks m_callbacks;
    pg_conn *m_connection = nullptr;
    std::unique_ptr<QSocketNotifier> m_readable;
    QElapsedTimer m_lastHeard; // from the connection: a message or an answer
    QElapsedTimer m_pingSent; // valid while a check waits for its answer
};
