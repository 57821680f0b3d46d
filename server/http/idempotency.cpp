#include "server/http/idempotency.h"

#include <QCryptographicHash>
#include <QMutex>
#include <QSet>
#include <atomic>

#include "server/http/apierror.h"
#include "server/http/requestcontext.h"
#include "server/storage/idempotencyrepository.h"

using namespace Qt::StringLiterals;

namespace {

// Keys whose first request is being processed by this process, per app id.
class InFlightKeys
{
public:
    bool claim(const QString &id)
    {
        QMutexLocker locker(&m_mutex);
        if (m_keys.contains(id))
            return false;
        m_keys.insert(id);
        return true;
    }
    void release(const QString &id)
    {
        QMutexLocker locker(&m_mutex);
        m_keys.remove(id);
    }

private:
    QMutex m_mutex;
    QSet<QString> m_keys;
};

InFlightKeys &inFlight()
{
    static InFlightKeys keys;
    return keys;
}

bool isPrintableAscii(const QByteArray &text)
{
    return std::all_of(text.begin(), text.end(), [](char c) { return c >= 0x20 && c <= 0x7e; });
}

QString scopedId(const RequestContext &context, const QString &key)
{
    return context.key->appId + u'\n' + key;
}

} // namespace

IdempotencyScope::IdempotencyScope(const RequestContext &context)
    : m_context(context)
{ }

IdempotencyScope::~IdempotencyScope()
{
    if (m_claimed)
        inFlight().release(scopedId(m_context, m_key));
}

std::optional<HttpResponse> IdempotencyScope::begin()
{
    if (!m_context.hasHeader("Idempotency-Key"))
        return std::nullopt;
    const QByteArray raw = m_context.header("Idempotency-Key");
    if (raw.isEmpty() || raw.size() > 255 || !isPrintableAscii(raw)) {
        return HttpResponse::fromError(ApiError::badRequest(u"invalid_idempotency_key"_s,
            u"Idempotency-Key must be 1 to 255 printable ASCII characters."_s));
    }
    m_key = QString::fromLatin1(raw);
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(QByteArray(m_context.method + ' ' + m_context.path.toUtf8() + '\n'));
    hash.addData(m_context.body);
    m_fingerprint = QString::fromLatin1(hash.result().toHex());

    if (!inFlight().claim(scopedId(m_context, m_key))) {
        ApiError error { 409, u"idempotency_in_progress"_s,
            u"A request with this Idempotency-Key is still being processed; retry shortly."_s, {},
            {}, { { "Retry-After", "1" } } };
        return HttpResponse::fromError(error);
    }
    m_claimed = true;

    // Old records go now and then, so the table stays small without a timer.
    static std::atomic<int> requests { 0 };
    const IdempotencyRepository repository(m_context.db);
    if (requests.fetch_add(1) % 500 == 0)
        repository.prune();

    const auto stored = repository.find(m_context.key->appId, m_key);
    if (!stored)
        return std::nullopt;
    if (stored->fingerprint != m_fingerprint) {
        return HttpResponse::fromError({ 422, u"idempotency_key_reused"_s,
            u"This Idempotency-Key was used for a different request."_s, {}, {}, {} });
    }
    HttpResponse replay;
    replay.status = stored->status;
    replay.body = stored->body;
    replay.setHeader("Idempotent-Replayed", "true");
    return replay;
}

void IdempotencyScope::store(int status, const QByteArray &body) const
{
    if (!active())
        return;
    IdempotencyRepository(m_context.db)
        .store(m_context.key->appId, m_key, { m_fingerprint, status, body });
}
