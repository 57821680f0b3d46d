#include "server/http/securitylog.h"

#include <QDeadlineTimer>
#include <QLoggingCategory>

using namespace Qt::StringLiterals;

Q_LOGGING_CATEGORY(lcSecurity, "catalog.security")

SecurityLog::SecurityLog(int intervalSeconds, Sink sink, int maxTracked, int maxLinesPerInterval)
    : m_intervalSeconds(intervalSeconds)
    , m_maxTracked(maxTracked)
    , m_maxLinesPerInterval(maxLinesPerInterval)
    , m_sink(sink ? std::move(sink)
                  : Sink([](const QString &line) { qCWarning(lcSecurity).noquote() << line; }))
{ }

qint64 SecurityLog::nowMs()
{
    return QDeadlineTimer::current().deadline();
}

QString SecurityLog::addressText(const QHostAddress &address)
{
    bool ipv4 = false;
    const quint32 v4 = address.toIPv4Address(&ipv4);
    if (ipv4)
        return QHostAddress(v4).toString();
    QHostAddress plain(address);
    plain.setScopeId(QString());
    return plain.toString();
}

void SecurityLog::record(
    const QHostAddress &client, QLatin1StringView event, QLatin1StringView reason)
{
    record(client, event, reason, nowMs());
}

void SecurityLog::record(
    const QHostAddress &client, QLatin1StringView event, QLatin1StringView reason, qint64 nowMs)
{
    const QString address = addressText(client);
    const QString key = address + u' ' + event + u' ' + reason;
    const QMutexLocker lock(&m_mutex);
    startWindowIfDue(nowMs);
    auto it = m_pairs.find(key);
    if (it == m_pairs.end()) {
        if (m_pairs.size() >= m_maxTracked && !m_byAge.empty()) {
            const auto oldest = m_pairs.find(m_byAge.back());
            if (oldest->pending > 0 && !writeLine(*oldest, nowMs))
                m_unitemised += oldest->pending;
            m_byAge.pop_back();
            m_pairs.erase(oldest);
        }
        m_byAge.push_front(key);
        Pair pair;
        pair.address = address;
        pair.event = QString(event);
        pair.reason = QString(reason);
        pair.age = m_byAge.begin();
        it = m_pairs.insert(key, pair);
    } else {
        m_byAge.splice(m_byAge.begin(), m_byAge, it->age);
    }
    ++it->pending;
    it->lastSeenMs = nowMs;
    if (!it->written || nowMs - it->lastLineMs >= qint64(m_intervalSeconds) * 1000)
        writeLine(*it, nowMs);
}

void SecurityLog::startWindowIfDue(qint64 nowMs)
{
    if (nowMs - m_windowStartMs >= qint64(m_intervalSeconds) * 1000) {
        m_windowStartMs = nowMs;
        m_linesInWindow = 0;
    }
}

bool SecurityLog::writeLine(Pair &pair, qint64 nowMs)
{
    if (m_linesInWindow >= m_maxLinesPerInterval)
        return false;
    ++m_linesInWindow;
    m_sink(u"%1 from %2 count=%3 reason=%4"_s.arg(pair.event, pair.address)
               .arg(pair.pending)
               .arg(pair.reason));
    pair.pending = 0;
    pair.lastLineMs = nowMs;
    pair.written = true;
    return true;
}

void SecurityLog::flush(bool everything)
{
    flush(nowMs(), everything);
}

void SecurityLog::flush(qint64 nowMs, bool everything)
{
    const qint64 intervalMs = qint64(m_intervalSeconds) * 1000;
    const QMutexLocker lock(&m_mutex);
    startWindowIfDue(nowMs);
    if (everything)
        m_linesInWindow = 0; // the last lines before the server stops
    // The oldest events first: those of pairs dropped while no line was allowed.
    if (m_unitemised > 0 && m_linesInWindow < m_maxLinesPerInterval) {
        ++m_linesInWindow;
        m_sink(u"%1 more events not itemised (log limit of %2 lines per %3 s)"_s.arg(m_unitemised)
                   .arg(m_maxLinesPerInterval)
                   .arg(m_intervalSeconds));
        m_unitemised = 0;
    }
    for (auto it = m_pairs.begin(); it != m_pairs.end();) {
        if (it->pending > 0 && (everything || nowMs - it->lastLineMs >= intervalMs))
            writeLine(*it, nowMs);
        if (it->pending == 0 && nowMs - it->lastSeenMs >= intervalMs
            && nowMs - it->lastLineMs >= intervalMs) {
            m_byAge.erase(it->age);
            it = m_pairs.erase(it);
        } else {
            ++it;
        }
    }
}

qsizetype SecurityLog::trackedPairs() const
{
    const QMutexLocker lock(&m_mutex);
    return m_pairs.size();
}
