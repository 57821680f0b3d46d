#include "ui/statusindicators.h"

#include <QHBoxLayout>
#include <QLabel>

#include "models/connectionmonitor.h"
#include "models/consolesession.h"
#include "net/apiclient.h"
#include "net/etagcache.h"
#include "net/outbox.h"
#include "net/ratepacer.h"

using namespace Qt::StringLiterals;

StatusIndicators::StatusIndicators(ConsoleSession *session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_connection(new QLabel(this))
    , m_rate(new QLabel(this))
    , m_cache(new QLabel(this))
    , m_outbox(new QLabel(this))
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(14);
    for (QLabel *label : { m_connection, m_rate, m_cache, m_outbox })
        layout->addWidget(label);
    m_connection->setToolTip(tr("Connection to the catalog server"));
    m_rate->setToolTip(tr("Requests left in this second / minute for this key"));
    m_cache->setToolTip(tr("Share of requests answered “not modified” from the local cache"));
    m_outbox->setToolTip(
        tr("Scans waiting to be sent: stock changes, counts, deliveries and returns"));

    connect(session->monitor(), &ConnectionMonitor::stateChanged, this,
        &StatusIndicators::updateConnection);
    connect(session->monitor(), &ConnectionMonitor::textChanged, this,
        &StatusIndicators::updateConnection);
    connect(session, &ConsoleSession::profileChanged, this, &StatusIndicators::updateConnection);
    RatePacer *pacer = session->client()->pacer();
    connect(pacer, &RatePacer::remainingChanged, this, &StatusIndicators::updateRate);
    connect(pacer, &RatePacer::waitingChanged, this, [this](bool waiting, int seconds) {
        m_waiting = waiting;
        m_waitSeconds = seconds;
        updateRate();
    });
    connect(
        session->client()->cache(), &EtagCache::statsChanged, this, &StatusIndicators::updateCache);
    connect(session->outbox(), &Outbox::pendingCountChanged, this, &StatusIndicators::updateOutbox);
    updateConnection();
    updateRate();
    updateCache();
    updateOutbox(session->outbox()->pendingCount());
}

void StatusIndicators::updateConnection()
{
    const ConnectionMonitor *monitor = m_session->monitor();
    QString text = monitor->stateText();
    if (!m_session->currentProfileName().isEmpty())
        text = tr("%1 — %2").arg(m_session->currentProfileName(), text);
    QString color = u"#555"_s;
    switch (monitor->state()) {
    case ConnectionMonitor::State::Online:
        color = u"#1d7a1d"_s;
        break;
    case ConnectionMonitor::State::Offline:
    case ConnectionMonitor::State::Refused:
        color = u"#b02020"_s;
        break;
    default:
        break;
    }
    m_connection->setText(u"<span style='color:%1'>●</span> "_s.arg(color) + text.toHtmlEscaped());
    m_connection->setToolTip(
        monitor->detail().isEmpty() ? tr("Connection to the catalog server") : monitor->detail());
}

void StatusIndicators::updateRate()
{
    const RatePacer *pacer = m_session->client()->pacer();
    if (m_waiting) {
        m_rate->setText(tr("Rate limit: waiting %n s", "", m_waitSeconds));
        return;
    }
    const int second = pacer->remainingSecond();
    const int minute = pacer->remainingMinute();
    if (second < 0 && minute < 0)
        m_rate->setText(tr("Rate limit: %1/s, %2/min")
                            .arg(pacer->limitPerSecond())
                            .arg(pacer->limitPerMinute()));
    else
        m_rate->setText(tr("Left: %1/s, %2/min").arg(std::max(0, second)).arg(std::max(0, minute)));
}

void StatusIndicators::updateCache()
{
    const EtagCache *cache = m_session->client()->cache();
    const qint64 all = cache->hits() + cache->misses();
    if (all == 0)
        m_cache->setText(tr("Cache: –"));
    else
        m_cache->setText(
            tr("Cache: %1% hits").arg(qRound(100.0 * double(cache->hits()) / double(all))));
}

void StatusIndicators::updateOutbox(int count)
{
    m_outbox->setText(tr("Outbox: %n waiting", "", count));
    m_outbox->setStyleSheet(count > 0 ? u"color:#8a5a00; font-weight:bold"_s : QString());
}

QString StatusIndicators::connectionText() const
{
    return m_connection->text();
}

QString StatusIndicators::rateText() const
{
    return m_rate->text();
}

QString StatusIndicators::cacheText() const
{
    return m_cache->text();
}

QString StatusIndicators::outboxText() const
{
    return m_outbox->text();
}
