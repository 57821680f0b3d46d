#pragma once

#include <QString>
#include <atomic>
#include <chrono>
#include <functional>
#include <memory>
#include <mutex>

class QObject;
class QThread;
class QTimer;

// The one runtime of everything that follows the database in the background
// (docs/architecture.md): webhook planning and sending, the shop's push and pull, waking up
// what waits for upstream. A thread of its own with an event loop (so a step may run
// asynchronous sockets, or a blocking request in a nested loop), running one small step at a
// time; each step says when it wants to run again. wake() — from any thread, cheap, coalesced —
// runs the next step now instead, so a commit reaches a follower without waiting for a tick;
// a step may ask that wakes not cut its wait short (a backoff: a peer that is away is not
// asked again at every sale). stop() ends the thread: a request in flight in a nested event
// loop is abandoned (its step sees a failure and tries again at the next start), then
// finish() runs on the thread. A step that throws is logged and runs again a second later
// (not sooner for a wake).
class Follower final
{
public:
    struct Next
    {
        std::chrono::milliseconds after; // until the next step, unless woken
        bool wakeable = true; // false: a wake waits for `after` too (a backoff)
    };
    struct Steps
    {
        std::function<Next()> step;
        std::function<void()> finish; // on the thread, after its last step (may be empty)
    };

    Follower(QString name, Steps steps);
    ~Follower();

    void start();
    void wake();
    void stop();
    // On the follower's thread: true once stop() was called (a long step may end early).
    bool stopping() const { return m_stopping.load(); }

private:
    void run();
    void runStep();

    const QString m_name;
    const Steps m_steps;
    std::unique_ptr<QThread> m_thread;
    std::mutex m_mutex; // guards m_context
    QObject *m_context = nullptr; // lives on the thread while it runs
    QTimer *m_timer = nullptr; // the thread's
    std::atomic<bool> m_stopping { false };
    std::atomic<bool> m_woken { false };
    bool m_inStep = false; // the thread's: a step's nested event loop may see a wake
    bool m_wakeable = true;
};
