#pragma once

#include <QJsonObject>
#include <QMutex>
#include <QQueue>
#include <QWaitCondition>
#include <exception>
#include <functional>
#include <memory>
#include <optional>

class QThread;

// Runs a producer of document parts on a thread of its own, at most `ahead` parts ahead of
// the one who takes them: the demo's next part is built while the database writes the one
// before (on two cores, the build and the write no longer take turns). The producer must
// not touch the taker's database connection. Parts come out in the order they were made;
// what the producer throws is thrown by next() after the parts made before it.
class DocumentPrefetch final
{
public:
    using Producer = std::function<void(const std::function<void(const QJsonObject &)> &)>;

    explicit DocumentPrefetch(Producer produce, qsizetype ahead = 1);
    // Stops the producer at its next part and waits for it: a taker that gives up (a cancel,
    // a storage error) leaves no thread behind.
    ~DocumentPrefetch();
    Q_DISABLE_COPY_MOVE(DocumentPrefetch)

    // The next part; nothing after the last.
    std::optional<QJsonObject> next();

private:
    void run();

    const Producer m_produce;
    const qsizetype m_ahead;
    QMutex m_mutex;
    QWaitCondition m_taken;
    QWaitCondition m_made;
    QQueue<QJsonObject> m_parts;
    std::exception_ptr m_error;
    bool m_finished = false;
    bool m_stopping = false;
    std::unique_ptr<QThread> m_thread;
};
