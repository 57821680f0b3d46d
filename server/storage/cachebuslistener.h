#pragma once

#include <QStringList>
#include <atomic>
#include <functional>
#include <thread>

#include "server/storage/databaselocation.h"

// Listens to the other instances' change messages (CacheBus) on a PostgreSQL connection of
// its own, on its own thread, with libpq directly: Qt's QPSQL notifications need an event
// loop and spin on a dead socket. The connection is checked every second; when it is lost the
// listener says so at once and reconnects (every 500 ms) until PostgreSQL answers again.
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

    void start();
    void stop();

private:
    void run();
    bool listenOnce(); // one connection's life; false when stopping

    const DatabaseLocation m_location;
    const Callbacks m_callbacks;
    std::thread m_thread;
    std::atomic<bool> m_stopping { false };
    int m_wakeFd = -1; // an eventfd that interrupts poll() on stop
};
