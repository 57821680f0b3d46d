#include "server/services/documentprefetch.h"

#include <QThread>
#include <algorithm>
#include <utility>

namespace {

// Thrown into the producer to unwind it when the taker is gone.
struct Stopped
{
};

} // namespace

DocumentPrefetch::DocumentPrefetch(Producer produce, qsizetype ahead)
    : m_produce(std::move(produce))
    , m_ahead(std::max<qsizetype>(1, ahead))
    , m_thread(QThread::create([this] { run(); }))
{
    m_thread->start();
}

DocumentPrefetch::~DocumentPrefetch()
{
    {
        const QMutexLocker lock(&m_mutex);
        m_stopping = true;
        m_taken.wakeAll();
    }
    m_thread->wait();
}

std::optional<QJsonObject> DocumentPrefetch::next()
{
    QMutexLocker lock(&m_mutex);
    while (m_parts.isEmpty() && !m_finished)
        m_made.wait(&m_mutex);
    if (!m_parts.isEmpty()) {
        QJsonObject part = m_parts.dequeue();
        m_taken.wakeAll();
        return part;
    }
    if (m_error)
        std::rethrow_exception(std::exchange(m_error, nullptr));
    return std::nullopt;
}

void DocumentPrefetch::run()
{
    std::exception_ptr error;
    try {
        m_produce([this](const QJsonObject &part) {
            QMutexLocker lock(&m_mutex);
            while (m_parts.size() >= m_ahead && !m_stopping)
                m_taken.wait(&m_mutex);
            if (m_stopping)
                throw Stopped {};
            m_parts.enqueue(part);
            m_made.wakeAll();
        });
    } catch (const Stopped &) {
        // The taker is gone; nothing to report.
    } catch (...) {
        error = std::current_exception();
    }
    const QMutexLocker lock(&m_mutex);
    m_error = error;
    m_finished = true;
    m_made.wakeAll();
}
