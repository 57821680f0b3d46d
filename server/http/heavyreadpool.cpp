#include "server/http/heavyreadpool.h"

#include <QObject>
#include <QThread>

#include "server/storage/database.h"

HeavyReadPool::HeavyReadPool(const Database &database, int threads)
    : m_database(database)
{
    for (int i = 0; i < std::max(1, threads); ++i) {
        auto *thread = new QThread;
        thread->setObjectName(QStringLiteral("heavy-reads-%1").arg(i));
        auto *receiver = new QObject;
        receiver->moveToThread(thread);
        QObject::connect(thread, &QThread::finished, receiver, &QObject::deleteLater);
        thread->start();
        m_threads << thread;
        m_receivers << receiver;
    }
}

HeavyReadPool::~HeavyReadPool()
{
    stop();
}

void HeavyReadPool::run(std::function<void()> job)
{
    if (m_receivers.isEmpty()) {
        job(); // stopped: the caller's thread
        return;
    }
    QObject *receiver = m_receivers.at(m_next++ % m_receivers.size());
    QMetaObject::invokeMethod(receiver, std::move(job), Qt::QueuedConnection);
}

void HeavyReadPool::stop()
{
    for (qsizetype i = 0; i < m_threads.size(); ++i) {
        // Queued behind the jobs still waiting: they run first.
        const Database &database = m_database;
        QMetaObject::invokeMethod(
            m_receivers.at(i), [&database] { database.closeConnection(); },
            Qt::BlockingQueuedConnection);
        m_threads.at(i)->quit();
        m_threads.at(i)->wait();
    }
    qDeleteAll(m_threads);
    m_threads.clear();
    m_receivers.clear();
}
