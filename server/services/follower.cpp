#include "server/services/follower.h"

#include <QEventLoop>
#include <QLoggingCategory>
#include <QThread>
#include <QTimer>
#include <exception>

#include "server/domain/domainerror.h"

Q_LOGGING_CATEGORY(lcFollower, "catalog.follower")

namespace {
constexpr std::chrono::milliseconds stepFailureDelay { 1000 };
} // namespace

Follower::Follower(QString name, Steps steps)
    : m_name(std::move(name))
    , m_steps(std::move(steps))
{ }

Follower::~Follower()
{
    stop();
}

void Follower::start()
{
    if (m_thread)
        return;
    m_stopping = false;
    m_thread.reset(QThread::create([this] { run(); }));
    m_thread->setObjectName(m_name);
    m_thread->start();
}

void Follower::run()
{
    QObject context;
    QTimer timer;
    timer.setSingleShot(true);
    QObject::connect(&timer, &QTimer::timeout, &context, [this] { runStep(); });
    {
        const std::lock_guard lock(m_mutex);
        m_context = &context;
        m_timer = &timer;
    }
    timer.start(0); // the first step at once
    QEventLoop loop;
    // stop() quits the thread, which ends this loop (and a step's nested one) even before it
    // started.
    loop.exec();
    {
        const std::lock_guard lock(m_mutex);
        m_context = nullptr;
        m_timer = nullptr;
    }
    if (m_steps.finish)
        m_steps.finish();
}

void Follower::runStep()
{
    if (m_stopping)
        return;
    if (m_inStep) {
        // A wake seen by the step's own nested event loop: the step ends first, then runs again.
        m_woken = true;
        return;
    }
    m_inStep = true;
    m_woken = false; // what commits from now on is seen by this step or the next
    Next next { stepFailureDelay, false };
    try {
        next = m_steps.step();
    } catch (const std::exception &error) {
        // A step's own failures are its to handle (a lost connection is a failed round);
        // anything else escaping it must not end the whole server: logged, tried again later.
        qCWarning(lcFollower).noquote() << m_name << "step failed:" << error.what();
    } catch (const DomainError &error) {
        qCWarning(lcFollower).noquote() << m_name << "step failed:" << error.code << error.message;
    } catch (...) {
        qCWarning(lcFollower).noquote() << m_name << "step failed";
    }
    m_inStep = false;
    m_wakeable = next.wakeable;
    if (m_stopping)
        return;
    m_timer->start(m_wakeable && m_woken ? std::chrono::milliseconds(0) : next.after);
}

void Follower::wake()
{
    if (m_woken.exchange(true))
        return; // one wake is enough until a step begins
    const std::lock_guard lock(m_mutex);
    if (!m_context)
        return; // not started (its first step runs at once) or stopped
    QMetaObject::invokeMethod(
        m_context,
        [this] {
            if (!m_inStep && m_wakeable && !m_stopping)
                m_timer->start(0);
        },
        Qt::QueuedConnection);
}

void Follower::stop()
{
    if (!m_thread)
        return;
    m_stopping = true;
    m_thread->quit();
    m_thread->wait();
    m_thread.reset();
}
