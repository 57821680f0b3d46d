#pragma once

#include <QElapsedTimer>
#include <QTimer>
#include <algorithm>
#include <ctime>

// How late a 1 ms timer fires: the longest stretch the GUI thread's event loop was busy
// elsewhere (a stall the user feels as a frozen window). Only meaningful while the event loop
// runs (QEventLoop::exec, not QTest::qWait, which sleeps 10 ms between its rounds). With the
// worst stall it keeps the CPU time the GUI thread used meanwhile: far less than the stall
// means it waited (a disk's fsync, a busy machine's scheduler), not computed.
class StallMeter final
{
public:
    StallMeter()
    {
        m_timer.setTimerType(Qt::PreciseTimer);
        m_timer.setInterval(1);
        QObject::connect(&m_timer, &QTimer::timeout, &m_timer, [this] {
            const qint64 now = m_clock.nsecsElapsed();
            const double cpuNow = threadCpuMs();
            const double lateMs = double(now - m_last) / 1e6 - 1.0;
            m_last = now;
            if (lateMs > m_worst) {
                m_worst = lateMs;
                m_worstCpu = cpuNow - m_lastCpu;
            }
            m_lastCpu = cpuNow;
            if (lateMs > 16.0)
                ++m_over16;
            if (lateMs > 50.0)
                ++m_over50;
        });
    }
    // Starts a new measurement: the figures of the previous one are dropped.
    void start()
    {
        m_worst = 0;
        m_worstCpu = 0;
        m_over16 = 0;
        m_over50 = 0;
        m_clock.start();
        m_last = 0;
        m_lastCpu = threadCpuMs();
        m_timer.start();
    }
    void stop() { m_timer.stop(); }
    double worstMs() const { return m_worst; }
    // The GUI thread's CPU time during the worst stall.
    double worstCpuMs() const { return m_worstCpu; }
    int over16() const { return m_over16; }
    int over50() const { return m_over50; }

private:
    static double threadCpuMs()
    {
        timespec now {};
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
        return double(now.tv_sec) * 1e3 + double(now.tv_nsec) / 1e6;
    }

    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_last = 0;
    double m_worst = 0;
    double m_worstCpu = 0;
    double m_lastCpu = 0;
    int m_over16 = 0;
    int m_over50 = 0;
};
