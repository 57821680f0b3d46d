#pragma once

#include <QByteArray>
#include <QSqlDatabase>
#include <QString>
#include <optional>

#include "server/http/httpresponse.h"

struct RequestContext;

// Idempotency-Key handling for POSTs (contract §7): validates the key, refuses a key whose
// first request is still in flight (409), replays a stored result, refuses a key reused for
// another request (422), and stores the new result. Two requests are the same when method,
// path and the canonical form of the JSON body match (canonicalJson). The in-flight claim is
// released on destruction; after begin() and recorder() the scope no longer reads the
// context, so it may outlive it (kept until an asynchronous write has answered).
class IdempotencyScope final
{
public:
    explicit IdempotencyScope(const RequestContext &context);
    ~IdempotencyScope();

    // A response to send instead of processing the request, if any.
    std::optional<HttpResponse> begin();
    const QString &key() const { return m_key; }
    bool active() const { return !m_key.isEmpty(); }

    // What storing the result needs, copied so the write queue's thread can use it.
    struct Recorder
    {
        QString appId;
        QString key; // empty: nothing to store
        QString fingerprint;
        // Stores a result on db (the writer's connection, inside its transaction).
        void store(const QSqlDatabase &db, int status, const QByteArray &body) const;
        // Ends the claim of a request whose write failed (nothing stored).
        void release(const QSqlDatabase &db) const;
    };
    Recorder recorder() const;

private:
    std::optional<HttpResponse> answerFromRecord() const;

    const RequestContext &m_context;
    QString m_key;
    QString m_fingerprint;
    QString m_claimId; // set while this request holds the in-flight claim
    Q_DISABLE_COPY_MOVE(IdempotencyScope)
};
