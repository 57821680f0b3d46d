#pragma once

#include <QByteArray>
#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QList>
#include <QObject>
#include <QSet>
#include <QTimer>
#include <deque>
#include <functional>

#include "net/requestoptions.h"

// Client-side pacing of one API key (spec §8, contract §6): sends never faster than the key's
// limits. A request counts in both windows from the moment it is sent; once its answer arrives
// it counts from the arrival of the answer on. The server saw it at some moment between the two,
// so "a full second after the answer" is a full second in the server's clock too, whatever the
// latency or its jitter (a busy machine delays sends by tens of milliseconds; stamping send
// times alone then lets two requests land closer together at the server than intended). Limits are
// learned from X-RateLimit-Limit-Second/Minute; X-RateLimit-Remaining-* correct the windows when
// the server counted more than we sent (another console with the same key, a restart). After a 429
// everything waits Retry-After. Two queues: interactive before background.
//
// The pacer only sees ticket ids; RequestEngine maps them to requests. Waiting is a single-shot
// timer for the moment a slot frees up, never a busy loop.
class RatePacer final : public QObject
{
    Q_OBJECT
public:
    using Priority = RequestOptions::Priority;

    explicit RatePacer(QObject *parent = nullptr);

    // Spec §8 defaults until the server says otherwise.
    static constexpr int DefaultPerSecond = 8;
    static constexpr int DefaultPerMinute = 240;

    void setLimits(int perSecond, int perMinute);
    int limitPerSecond() const { return m_limitSecond; }
    int limitPerMinute() const { return m_limitMinute; }
    int remainingSecond() const { return m_remainingSecond; }
    int remainingMinute() const { return m_remainingMinute; }
    // Extra milliseconds added to each window, so that jitter between our clock and the
    // server's arrival times never puts one request too many into a server window.
    void setSafetyMarginMs(int ms) { m_marginMs = ms; }
    // At most this many requests in flight (QNetworkAccessManager opens 6 connections per
    // host; a request it queued internally would be sent later than we counted it).
    void setMaxInFlight(int count) { m_maxInFlight = count; }

    void enqueue(quint64 ticket, Priority priority, bool front = false);
    // Drops a queued ticket; false when it was not queued.
    bool remove(quint64 ticket);
    // A dispatched ticket got its answer (or was aborted): frees its in-flight slot. counted:
    // the server used quota for it (false for a 429, which uses none).
    void release(quint64 ticket, bool counted = true);
    // Learns from one response's headers.
    void observe(const std::function<QByteArray(const QByteArray &)> &header);
    // After a 429: nothing is sent for this long. Also widens the safety margin (up to
    // 500 ms): a 429 we did not expect means arrival jitter is larger than we allowed for.
    void blockFor(int seconds);
    int safetyMarginMs() const { return m_marginMs; }

    int queued() const { return int(m_interactive.size() + m_background.size()); }
    int inFlight() const { return int(m_inFlight.size()); }
    bool isWaiting() const { return m_waiting; }
    // Requests counted in the current one-second window, in flight included.
    int sentInLastSecond();

Q_SIGNALS:
    // Send this ticket now.
    void ready(quint64 ticket);
    // The queue is held back (by a 429 or an exhausted window) for at least a second;
    // secondsLeft counts down once a second while waiting.
    void waitingChanged(bool waiting, int secondsLeft);
    void remainingChanged(int second, int minute);
    void limitsChanged(int perSecond, int perMinute);

private:
    void schedulePump();
    void pump();
    void prune(qint64 now);
    qint64 waitMs(qint64 now) const;
    void setWaiting(bool waiting, qint64 waitMs);
    void addPhantoms(std::deque<qint64> &window, int count, qint64 now);

    QElapsedTimer m_clock;
    std::deque<qint64> m_secondWindow; // answer times (ms on m_clock), oldest first
    std::deque<qint64> m_minuteWindow;
    std::deque<quint64> m_interactive;
    std::deque<quint64> m_background;
    QSet<quint64> m_inFlight;
    QDeadlineTimer m_blockedUntil;
    QTimer m_wakeTimer;
    QTimer m_countdown;
    int m_limitSecond = DefaultPerSecond;
    int m_limitMinute = DefaultPerMinute;
    int m_remainingSecond = -1;
    int m_remainingMinute = -1;
    int m_marginMs = 10;
    int m_maxInFlight = 6;
    bool m_waiting = false;
    int m_waitSeconds = 0;
    bool m_pumpScheduled = false;
    qint64 m_waitEndsAt = 0;
};
