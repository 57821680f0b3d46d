#pragma once

#include <QByteArray>
#include <QString>
#include <optional>

#include "server/http/httpresponse.h"

struct RequestContext;

// Idempotency-Key handling for POSTs (contract §7): validates the key, refuses a key whose
// first request is still in flight (409), replays a stored result, refuses a key reused for
// another request (422), and stores the new result. Release happens on destruction.
class IdempotencyScope final
{
public:
    explicit IdempotencyScope(const RequestContext &context);
    ~IdempotencyScope();

    // A response to send instead of processing the request, if any.
    std::optional<HttpResponse> begin();
    const QString &key() const { return m_key; }
    bool active() const { return !m_key.isEmpty(); }
    // Stores a result; call inside the write transaction for successful changes.
    void store(int status, const QByteArray &body) const;

private:
    const RequestContext &m_context;
    QString m_key;
    QString m_fingerprint;
    bool m_claimed = false;
    Q_DISABLE_COPY_MOVE(IdempotencyScope)
};
