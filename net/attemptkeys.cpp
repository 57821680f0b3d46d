#include "net/attemptkeys.h"

#include "net/apiclient.h"
#include "net/apirequest.h"
#include "net/apiresult.h"

using namespace Qt::StringLiterals;

QByteArray AttemptKeys::keyFor(const QString &scope, const QString &path, const QByteArray &body)
{
    const QString id = scope + u' ' + path;
    const auto found = m_attempts.constFind(id);
    if (found != m_attempts.cend() && found->body == body)
        return found->key;
    // Another content for the same path (e.g. "zero" instead of "keep"): a new attempt.
    const QByteArray key = ApiClient::newIdempotencyKey();
    m_attempts.insert(id, Attempt { body, key });
    return key;
}

void AttemptKeys::track(ApiRequest *request, const QString &scope, const QString &path)
{
    const QString id = scope + u' ' + path;
    const QByteArray key = request->idempotencyKey();
    connect(request, &ApiRequest::finished, this, [this, id, key](const ApiResult &result) {
        const auto found = m_attempts.constFind(id);
        // Only the attempt that still holds the key decides (a newer content replaced it).
        if (found != m_attempts.cend() && found->key == key && isAnswered(result))
            m_attempts.remove(id);
    });
}

bool AttemptKeys::isAnswered(const ApiResult &result)
{
    const int status = result.httpStatus();
    if (status >= 200 && status < 300)
        return true;
    if (status < 400 || status >= 500)
        return false; // no answer, or the server could not serve it: nothing stored
    // Contract §7: 408, 429 and the in-flight 409 are not stored; 401 and 403 neither, but they
    // are answers about the key, and a new key after them is harmless.
    if (status == 408 || status == 429)
        return false;
    return !(status == 409 && result.errorCode() == "idempotency_in_progress"_L1);
}
