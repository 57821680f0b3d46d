#pragma once

#include <QHash>
#include <QHostAddress>
#include <QMutex>
#include <QString>
#include <functional>
#include <list>

// Security events (failed authentication, throttling, refused framing and limits, webhook
// URLs refused as internal addresses) as rate-limited one-line summaries on stderr, for people
// and for fail2ban (packaging/fail2ban/catalog-server.conf):
//
//   catalog.security: auth_failed from 203.0.113.7 count=31 reason=wrong_secret
//   catalog.security: url_not_allowed from 203.0.113.7 count=1 reason=webhook_registration
//   catalog.security: url_not_allowed from 127.0.0.1 count=2 reason=webhook_delivery
//
// (A registration names the client that asked; a delivery the internal address it was refused
// for: contract §13.)
// At most one line per (address, event, reason) per interval, counts aggregated: the first
// event of a quiet pair is written at once (count=1); later ones are counted and written as
// one line once the interval since that pair's last line has passed (at the pair's next event
// or at flush(), which the server calls every interval). At most maxTracked pairs are kept
// (the least recently seen is written out and dropped first) and at most maxLinesPerInterval
// lines are written per interval; events beyond that are summed into one "not itemised"
// line. The line never carries a secret or a header value, only the address and fixed words.
// Thread-safe.
class SecurityLog final
{
public:
    using Sink = std::function<void(const QString &line)>;
    // The default sink writes through the Qt log category catalog.security (stderr).
    explicit SecurityLog(int intervalSeconds = 60, Sink sink = {}, int maxTracked = 4096,
        int maxLinesPerInterval = 600);

    // event and reason are fixed words (auth_failed, throttled, refused; wrong_secret, ...).
    void record(const QHostAddress &client, QLatin1StringView event, QLatin1StringView reason);
    void record(const QHostAddress &client, QLatin1StringView event, QLatin1StringView reason,
        qint64 nowMs);
    // Writes the counts whose interval has passed (all of them when everything is true) and
    // forgets quiet pairs.
    void flush(bool everything = false);
    void flush(qint64 nowMs, bool everything);

    int intervalSeconds() const { return m_intervalSeconds; }
    qsizetype trackedPairs() const;
    // An address as a bare token: IPv4-mapped IPv6 as IPv4, no IPv6 scope.
    static QString addressText(const QHostAddress &address);
    static qint64 nowMs();

private:
    struct Pair
    {
        QString address;
        QString event;
        QString reason;
        qint64 pending = 0; // events not written yet
        qint64 lastLineMs = 0;
        bool written = false; // a line was written for this pair
        qint64 lastSeenMs = 0;
        std::list<QString>::iterator age; // position in m_byAge
    };
    // Writes the pair's pending count if the line budget allows; false if it did not.
    bool writeLine(Pair &pair, qint64 nowMs);
    void startWindowIfDue(qint64 nowMs);

    const int m_intervalSeconds;
    const int m_maxTracked;
    const int m_maxLinesPerInterval;
    const Sink m_sink;
    mutable QMutex m_mutex;
    QHash<QString, Pair> m_pairs;
    std::list<QString> m_byAge; // front = most recently seen
    qint64 m_windowStartMs = 0;
    int m_linesInWindow = 0;
    qint64 m_unitemised = 0; // events of dropped pairs whose line the budget did not allow
};
