#pragma once

#include <QHash>
#include <QSet>
#include <QSslConfiguration>
#include <atomic>
#include <functional>
#include <memory>
#include <mutex>

#include "server/services/follower.h"
#include "server/services/webhookaddresspolicy.h"
#include "server/services/webhookrequest.h"
#include "server/storage/webhookdeliveryrepository.h"
#include "server/storage/webhookrepository.h"

class Database;
class QObject;
class WriteQueue;

// Sends webhooks (contract §13), one Follower per instance (server/services/follower.h), a step
// run on every commit of this or another instance (wake()), when a retry is due, and once a
// second (for what other processes wrote without telling):
// 1. plans: for each active webhook of a key not revoked (contract §6) with no delivery
//    pending, reads the feeds after its positions; when its types changed, one write (through
//    the write queue) adds the delivery and advances its positions together, so a kill at any
//    moment loses no change and announces none twice. Changes are coalesced only while a
//    delivery is in flight or waiting for its retry: a quiet receiver hears at once.
//    PostgreSQL: the webhook row is locked with SKIP LOCKED and its positions compared, so two
//    instances never plan it twice.
// 2. sends: claims due deliveries (SKIP LOCKED on PostgreSQL: each is sent by one instance),
//    at most one in flight per webhook, checks the URL's address again (SSRF), POSTs it signed,
//    and records the answer: 2xx ok; 410 disables the webhook; anything else is retried with
//    backoff until 3 days are over, then the webhook is disabled. Requests run side by side on
//    asynchronous sockets, each bounded by WebhookRequest::timeoutMs, so a receiver that never
//    answers holds its own webhook only, never another's delivery.
class WebhookDispatcher final
{
public:
    // Deliveries in flight per instance. A webhook has at most one, and a key at most 10
    // webhooks: the bound is far above what hanging receivers of a few keys can hold.
    static constexpr int maxSending = 512;
    static constexpr qint64 claimMs = 25'000; // DNS + the 10 s request, with room to spare
    static constexpr qint64 tickMs = 1000;
    // Told of each internal address a delivery was refused for (the security log).
    using Refused = std::function<void(const QHostAddress &address)>;

    // caCertificates: trusted for HTTPS receivers beside the system's (serve --webhook-ca).
    WebhookDispatcher(const Database &database, WriteQueue &writes, WebhookAddressPolicy policy,
        const QList<QSslCertificate> &caCertificates = {});
    ~WebhookDispatcher();

    // Before start().
    void onRefused(Refused refused) { m_refused = std::move(refused); }
    void start();
    // Aborts what is in flight and releases its claims (through the write queue, which must
    // still run); waits for the thread.
    void stop();
    // Something committed (any thread): plan and send now rather than at the next tick.
    void wake();
    Q_DISABLE_COPY_MOVE(WebhookDispatcher)

private:
    struct Link
    {
        std::mutex mutex;
        WebhookDispatcher *target = nullptr;
        QObject *context = nullptr; // on the follower's thread while it runs
    };
    // Runs f on the dispatcher's thread, unless it has stopped (from a writer's completion).
    static void post(const std::shared_ptr<Link> &link, std::function<void(WebhookDispatcher *)> f);

    // One step of the follower: plans and claims; when to run again.
    Follower::Next step();
    void shutDown(); // the follower's finish
    void plan(qint64 now);
    void claim(qint64 now);
    void send(const WebhookDeliveryRepository::Claimed &delivery);
    void sendTo(const WebhookDeliveryRepository::Claimed &delivery, const QHostAddress &address);
    void record(
        const WebhookDeliveryRepository::Claimed &delivery, const WebhookRequest::Result &result);

    const Database &m_database;
    WriteQueue &m_writes;
    const WebhookAddressPolicy m_policy;
    const QSslConfiguration m_tls;
    const QString m_instance;
    std::shared_ptr<Link> m_link;
    // The follower's thread's: the parent of the requests in flight and of their lookups.
    std::unique_ptr<QObject> m_context;
    bool m_stopped = false;
    qint64 m_nextDue = 0; // the earliest retry this instance scheduled (0: none)
    Refused m_refused;
    QSet<qint64> m_planning; // webhooks whose planning write is queued
    QSet<qint64> m_sending; // deliveries in flight
    bool m_claiming = false;
    Follower m_follower; // last: stopped first
};
