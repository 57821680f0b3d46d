#pragma once

#include <QList>
#include <atomic>
#include <functional>

class Database;
class QObject;
class QThread;

// Threads of their own, each with its own database connection, for the reads whose cost
// grows with a seller's data (a page of years of stock history): the worker threads hand
// them over and go on answering every other request, so no client's heavy reads delay other
// clients (contract §10). Jobs run in order on each thread; with one thread, heavy reads
// never take more than one core however many arrive.
class HeavyReadPool final
{
    Q_DISABLE_COPY_MOVE(HeavyReadPool)

public:
    HeavyReadPool(const Database &database, int threads);
    ~HeavyReadPool();

    // Any thread. The job runs later on one of the pool's threads.
    void run(std::function<void()> job);
    // Runs what is queued, closes the threads' database connections and ends them.
    void stop();

private:
    const Database &m_database;
    QList<QThread *> m_threads;
    QList<QObject *> m_receivers; // one per thread, living in it
    std::atomic<qsizetype> m_next { 0 };
};
