#include "models/connectionmonitor.h"

#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>

#include "net/apiclient.h"
#include "net/apiresult.h"
#include "net/requestengine.h"
#include "net/stockoutbox.h"

using namespace Qt::StringLiterals;

ConnectionMonitor::ConnectionMonitor(ApiClient *client, StockOutbox *outbox, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_outbox(outbox)
{
    m_probe.setInterval(2000);
    connect(&m_probe, &QTimer::timeout, this, &ConnectionMonitor::probe);
    connect(client->engine(), &RequestEngine::requestFinished, this, &ConnectionMonitor::observe);
}

QString ConnectionMonitor::stateText() const
{
    switch (m_state) {
    case State::Disconnected:
        return tr("Not connected");
    case State::Connecting:
        return tr("Connecting…");
    case State::Online:
        return tr("Online");
    case State::Offline:
        return tr("Offline");
    case State::Refused:
        return tr("Key refused");
    }
    return {};
}

void ConnectionMonitor::setState(State state, const QString &detail)
{
    const bool changed = state != m_state || detail != m_detail;
    const bool cameOnline = state == State::Online && m_state != State::Online;
    m_state = state;
    m_detail = detail;
    if (state == State::Offline) {
        if (!m_probe.isActive())
            m_probe.start();
    } else {
        m_probe.stop();
    }
    if (cameOnline && m_outbox)
        m_outbox->resume();
    if (changed)
        Q_EMIT stateChanged(state);
}

void ConnectionMonitor::start()
{
    if (!m_client->baseUrl().isValid() || m_client->baseUrl().isEmpty()) {
        setState(State::Disconnected);
        return;
    }
    setState(State::Connecting);
    // A cheap GET every key may call; its answer goes through observe().
    m_client->trending(this, [](const ApiResult &, const QList<TrendingQuery> &) {});
}

void ConnectionMonitor::stop()
{
    setState(State::Disconnected);
}

void ConnectionMonitor::observe(const ApiResult &result)
{
    using Kind = ApiResult::Kind;
    if (m_state == State::Disconnected)
        return;
    switch (result.kind()) {
    case Kind::Cancelled:
        return;
    case Kind::Network:
    case Kind::Timeout:
        setState(State::Offline, result.message());
        return;
    case Kind::Unauthorized:
    case Kind::Forbidden:
    case Kind::IpNotAllowed:
        // A missing ability on one endpoint is not a refused key; only the first check says so.
        if (m_state == State::Connecting)
            setState(State::Refused, result.message());
        return;
    default:
        if (m_state != State::Online)
            setState(State::Online);
        return;
    }
}

void ConnectionMonitor::probe()
{
    if (m_probeReply)
        return;
    QUrl url = m_client->baseUrl();
    url.setPath(u"/healthz"_s);
    url.setQuery(QString());
    QNetworkRequest request(url);
    request.setTransferTimeout(1500);
    QNetworkReply *reply = m_client->engine()->networkAccessManager()->get(request);
    m_probeReply = reply;
    connect(reply, &QNetworkReply::finished, this, [this, reply] {
        reply->deleteLater();
        const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        if (m_state == State::Offline && status == 200)
            setState(State::Online);
    });
}
