#include "server/services/webhookdispatcher.h"

#include <QDateTime>
#include <QHostInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLoggingCategory>
#include <QObject>
#include <algorithm>

#include "server/services/backoff.h"
#include "server/services/logcategories.h"
#include "server/services/webhookfeed.h"
#include "server/services/webhooksigner.h"
#include "server/storage/cachebus.h"
#include "server/storage/database.h"
#include "server/storage/storageerror.h"
#include "server/storage/writequeue.h"

using namespace Qt::StringLiterals;

namespace {

qint64 nowMs()
{
    return QDateTime::currentMSecsSinceEpoch();
}

// The delivery's body (contract §13): "read the feed from your stored cursor".
QByteArray payloadOf(const WebhookFeed::Announcement &announcement, const QStringList &types)
{
    const bool catalog = types.contains(u"product"_s) || types.contains(u"category"_s)
        || types.contains(u"seller"_s);
    QJsonObject payload { { u"type"_s, u"changes"_s },
        { u"types"_s, QJsonArray::fromStringList(announcement.types) },
        { u"cursor"_s, catalog ? announcement.feedPosition : announcement.movementPosition },
        { u"ids"_s, announcement.ids } };
    if (types.contains(u"stock"_s))
        payload.insert(u"movement_cursor"_s, announcement.movementPosition);
    return QJsonDocument(payload).toJson(QJsonDocument::Compact);
}

// The system's trust store, plus the extra CAs when there are any. Set as one list, read
// once: a configuration given CA certificates no longer loads the system's on demand.
QSslConfiguration tlsWith(const QList<QSslCertificate> &caCertificates)
{
    QSslConfiguration tls = QSslConfiguration::defaultConfiguration();
    if (!caCertificates.isEmpty())
        tls.setCaCertificates(QSslConfiguration::systemCaCertificates() + caCertificates);
    return tls;
}
} // namespace

WebhookDispatcher::WebhookDispatcher(const Database &database, WriteQueue &writes,
    WebhookAddressPolicy policy, const QList<QSslCertificate> &caCertificates)
    : m_database(database)
    , m_writes(writes)
    , m_policy(std::move(policy))
    , m_tls(tlsWith(caCertificates))
    , m_instance(CacheBus::instanceId())
    , m_link(std::make_shared<Link>())
    , m_follower(u"webhooks"_s, { [this] { return step(); }, [this] { shutDown(); } })
{ }

WebhookDispatcher::~WebhookDispatcher()
{
    stop();
}

void WebhookDispatcher::post(
    const std::shared_ptr<Link> &link, std::function<void(WebhookDispatcher *)> f)
{
    const std::lock_guard lock(link->mutex);
    if (WebhookDispatcher *target = link->target) {
        QMetaObject::invokeMethod(
            link->context, [target, f = std::move(f)] { f(target); }, Qt::QueuedConnection);
    }
}

void WebhookDispatcher::start()
{
    m_follower.start();
}

void WebhookDispatcher::wake()
{
    m_follower.wake();
}

void WebhookDispatcher::stop()
{
    m_follower.stop();
}

void WebhookDispatcher::shutDown()
{
    {
        const std::lock_guard lock(m_link->mutex);
        m_link->target = nullptr;
        m_link->context = nullptr;
    }
    m_stopped = true;
    // The requests in flight end here; their deliveries are sent again by whoever claims them.
    m_context.reset();
    // Also the claims of a claim still queued: the next start sends them at once.
    const QString instance = m_instance;
    m_writes.submit([instance](const QSqlDatabase &db) {
        WebhookDeliveryRepository(db).releaseClaims(instance);
    });
    m_sending.clear();
    m_planning.clear();
    m_claiming = false;
    m_database.closeConnection();
}

Follower::Next WebhookDispatcher::step()
{
    if (!m_context) {
        m_context = std::make_unique<QObject>();
        m_stopped = false;
        const std::lock_guard lock(m_link->mutex);
        m_link->target = this;
        m_link->context = m_context.get();
    }
    const qint64 now = nowMs();
    try {
        plan(now);
        claim(now);
    } catch (const StorageError &error) {
        qCWarning(lcWebhooks) << "webhooks: the database did not answer:" << error.what();
    }
    // The earliest retry runs when it is due, not up to a tick later (about 5 s, contract
    // §13); later ones, and what other processes wrote, are found by the ticks.
    qint64 wait = tickMs;
    if (m_nextDue > now)
        wait = std::min(wait, m_nextDue - now);
    else
        m_nextDue = 0;
    return { std::chrono::milliseconds(wait), true };
}

void WebhookDispatcher::plan(qint64)
{
    const QSqlDatabase db = m_database.connection();
    const QList<WebhookRepository::Webhook> ready = WebhookRepository(db).readyToPlan();
    for (const WebhookRepository::Webhook &webhook : ready) {
        if (m_planning.contains(webhook.id))
            continue;
        const WebhookFeed::Announcement announcement = WebhookFeed::read(db, webhook);
        // Nothing of its types: its positions stay (a later read of its kinds' index ranges
        // costs the same), so no write is made for other types' changes.
        if (announcement.empty())
            continue;
        m_planning.insert(webhook.id);
        const QByteArray payload = payloadOf(announcement, webhook.types);
        const qint64 id = webhook.id;
        const QString readFeed = webhook.feedPosition;
        const QString readMovements = webhook.movementPosition;
        const QString cursor
            = QJsonDocument::fromJson(payload).object().value(u"cursor"_s).toString();
        m_writes.submit(
            [=](const QSqlDatabase &writer) {
                const WebhookRepository webhooks(writer);
                const auto locked = webhooks.lockForPlanning(id);
                // Another instance planned it since it was read (or holds it now), or a
                // delivery is pending: the next tick reads again.
                if (!locked || locked->feedPosition != readFeed
                    || locked->movementPosition != readMovements || webhooks.hasPending(id))
                    return;
                const qint64 at = nowMs();
                WebhookDeliveryRepository(writer).insert(
                    id, WebhookSigner::newMessageId(), payload, cursor, at);
                webhooks.advance(id, announcement.feedPosition, announcement.movementPosition, at);
            },
            [link = m_link, id](std::exception_ptr error) {
                if (error) {
                    try {
                        std::rethrow_exception(error);
                    } catch (const std::exception &failure) {
                        qCWarning(lcWebhooks) << "webhooks: planning failed:" << failure.what();
                    }
                }
                // Sent at once, not at the next run (a quiet receiver hears at once, §13).
                post(link, [id](WebhookDispatcher *target) {
                    target->m_planning.remove(id);
                    if (target->m_stopped)
                        return;
                    try {
                        target->claim(nowMs());
                    } catch (const StorageError &failure) {
                        qCWarning(lcWebhooks)
                            << "webhooks: the database did not answer:" << failure.what();
                    }
                });
            });
    }
}

void WebhookDispatcher::claim(qint64 now)
{
    const int free = maxSending - int(m_sending.size());
    if (m_claiming || free <= 0 || !WebhookDeliveryRepository(m_database.connection()).anyDue(now))
        return;
    m_claiming = true;
    auto claimed = std::make_shared<QList<WebhookDeliveryRepository::Claimed>>();
    const QString instance = m_instance;
    m_writes.submit(
        [claimed, instance, free](const QSqlDatabase &db) {
            const qint64 at = nowMs();
            *claimed = WebhookDeliveryRepository(db).claimDue(at, free, instance, at + claimMs);
        },
        [link = m_link, claimed](std::exception_ptr error) {
            post(link, [claimed, failed = bool(error)](WebhookDispatcher *target) {
                target->m_claiming = false;
                if (failed || target->m_stopped)
                    return;
                for (const auto &delivery : std::as_const(*claimed))
                    target->send(delivery);
            });
        });
}

void WebhookDispatcher::send(const WebhookDeliveryRepository::Claimed &delivery)
{
    m_sending.insert(delivery.id);
    // The address is checked again before every connect (DNS may have changed), and the
    // connection goes to the address checked (contract §13).
    const QUrl url(delivery.url, QUrl::StrictMode);
    // An internal address is a security event too (contract §13), logged by that address.
    const auto refuse = [this, delivery](const QString &problem, const QHostAddress &address) {
        if (!address.isNull() && m_refused)
            m_refused(address);
        WebhookRequest::Result result;
        result.error = u"url_not_allowed: "_s + problem;
        record(delivery, result);
    };
    if (const QString problem = WebhookAddressPolicy::urlProblem(url); !problem.isEmpty()) {
        refuse(problem, QHostAddress());
        return;
    }
    if (QHostAddress literal; literal.setAddress(url.host())) {
        if (m_policy.allows(literal))
            sendTo(delivery, literal);
        else
            refuse(u"%1 is an internal address"_s.arg(literal.toString()), literal);
        return;
    }
    QHostInfo::lookupHost(
        url.host(), m_context.get(), [this, delivery, refuse](const QHostInfo &info) {
            if (m_stopped)
                return;
            if (info.error() != QHostInfo::NoError || info.addresses().isEmpty()) {
                WebhookRequest::Result result;
                result.error = u"the host does not resolve: "_s + info.errorString();
                record(delivery, result);
                return;
            }
            for (const QHostAddress &address : info.addresses()) {
                if (!m_policy.allows(address)) {
                    refuse(
                        u"the host resolves to an internal address (%1)"_s.arg(address.toString()),
                        address);
                    return;
                }
            }
            sendTo(delivery, info.addresses().constFirst());
        });
}

void WebhookDispatcher::sendTo(
    const WebhookDeliveryRepository::Claimed &delivery, const QHostAddress &address)
{
    const qint64 timestamp = QDateTime::currentSecsSinceEpoch();
    const QByteArray messageId = delivery.messageId.toLatin1();
    const QList<QPair<QByteArray, QByteArray>> headers {
        { "webhook-id", messageId },
        { "webhook-timestamp", QByteArray::number(timestamp) },
        { "webhook-signature",
            WebhookSigner::header({ delivery.secret, delivery.previousSecret }, messageId,
                timestamp, delivery.payload) },
    };
    auto *request = new WebhookRequest(
        QUrl(delivery.url), address, headers, delivery.payload, m_tls, m_context.get());
    QObject::connect(request, &WebhookRequest::finished, m_context.get(),
        [this, request, delivery](const WebhookRequest::Result &result) {
            request->deleteLater();
            record(delivery, result);
        });
    request->start();
}

void WebhookDispatcher::record(
    const WebhookDeliveryRepository::Claimed &delivery, const WebhookRequest::Result &result)
{
    m_sending.remove(delivery.id);
    WebhookDeliveryRepository::Attempt attempt;
    attempt.statusCode = result.statusCode;
    attempt.durationMs = result.durationMs;
    attempt.answer = QString::fromUtf8(result.answer);
    attempt.error = result.error;
    attempt.at = nowMs();
    const int status = result.statusCode;
    QString disableReason;
    std::optional<qint64> next;
    if (status < 200 || status > 299) {
        if (status == 410) {
            disableReason = u"the receiver answered 410 Gone"_s;
        } else {
            const auto retryAfter = result.retryAfterSeconds
                ? std::optional(std::chrono::seconds(*result.retryAfterSeconds))
                : std::nullopt;
            next = Backoff::webhook().nextAttemptAt(
                delivery.failures + 1, attempt.at, delivery.retryFrom, retryAfter);
            if (!next)
                disableReason = u"deliveries failed for 3 days"_s;
        }
    }
    // The step after it is woken now and waits for the earliest retry (about 5 s, contract §13).
    if (next && (m_nextDue == 0 || *next < m_nextDue)) {
        m_nextDue = *next;
        m_follower.wake();
    }
    if (!disableReason.isEmpty()) {
        qCWarning(lcWebhooks).noquote()
            << u"webhooks: webhook %1 disabled: %2"_s.arg(delivery.webhookId).arg(disableReason);
    }
    m_writes.submit([delivery, attempt, status, next, disableReason](const QSqlDatabase &db) {
        const WebhookDeliveryRepository deliveries(db);
        if (status >= 200 && status <= 299) {
            deliveries.succeeded(delivery.id, attempt);
        } else if (next) {
            deliveries.retryLater(delivery.id, attempt, *next);
        } else {
            deliveries.gaveUp(delivery.id, attempt);
            WebhookRepository(db).disable(delivery.webhookId, disableReason, attempt.at);
        }
    });
}
