#include "server/http/idempotency.h"

#include <QCryptographicHash>
#include <QJsonDocument>
#include <QMutex>
#include <QSet>

#include "server/http/apierror.h"
#include "server/http/canonicaljson.h"
#include "server/http/requestcontext.h"
#include "server/services/idempotencystore.h"

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

// A body that is no JSON object (answered 400) is compared byte for byte.
QByteArray comparableBody(const QByteArray &body)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(body, &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        return "raw:" + body;
    return "json:" + canonicalJson(document.object());
}

HttpResponse inProgress()
{
    return HttpResponse::fromError({ 409, u"idempotency_in_progress"_s,
        u"A request with this Idempotency-Key is still being processed; retry shortly."_s, {}, {},
        { { "Retry-After", "1" } } });
}

} // namespace

IdempotencyScope::IdempotencyScope(const RequestContext &context)
    : m_context(context)
{ }

IdempotencyScope::~IdempotencyScope()
{
    if (!m_claimId.isEmpty())
        inFlight().release(m_claimId);
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
    hash.addData(comparableBody(m_context.body));
    m_fingerprint = QString::fromLatin1(hash.result().toHex());

    const QString claimId = scopedId(m_context, m_key);
    if (!inFlight().claim(claimId))
        return inProgress();
    m_claimId = claimId;

    if (auto answer = answerFromRecord())
        return answer;
    // Claimed in the database too, so another instance's request with this key waits (409).
    const IdempotencyStore records(m_context.db);
    if (!records.claim(m_context.key->appId, m_key))
        return inProgress();
    // The request that held it may have stored its result between the look-up and the claim.
    if (auto answer = answerFromRecord()) {
        records.release(m_context.key->appId, m_key);
        return answer;
    }
    return std::nullopt;
}

std::optional<HttpResponse> IdempotencyScope::answerFromRecord() const
{
    // Expired records are pruned by the write queue (CatalogServer); find() ignores them.
    const auto stored = IdempotencyStore(m_context.db).find(m_context.key->appId, m_key);
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

IdempotencyScope::Recorder IdempotencyScope::recorder() const
{
    return { active() ? m_context.key->appId : QString(), m_key, m_fingerprint };
}

void IdempotencyScope::Recorder::store(
    const QSqlDatabase &db, int status, const QByteArray &body) const
{
    if (key.isEmpty())
        return;
    IdempotencyStore(db).store(appId, key, { fingerprint, status, body });
}

void IdempotencyScope::Recorder::release(const QSqlDatabase &db) const
{
    if (!key.isEmpty())
        IdempotencyStore(db).release(appId, key);
}
