#pragma once

#include <QByteArray>
#include <QHash>
#include <QObject>
#include <QString>

class ApiRequest;
class ApiResult;

// Idempotency-Keys of the one-off writes a person starts (post or cancel a document, apply or
// cancel a count; contract §7, §10, §11). A key belongs to one attempt of one content: the
// same write sent again after no answer (network failure, timeout, 5xx, 429, 409
// idempotency_in_progress) keeps its key, so the server applies it once and replays its
// result; once the server answered (2xx or a 4xx, which it stores under the key), the next
// attempt gets a new key, so a refusal is not replayed for ever after its cause is fixed.
// Keys are per server, app id, path and body.
class AttemptKeys final : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;

    // The key for this write: the one of the unanswered attempt of the same content, else new.
    QByteArray keyFor(const QString &scope, const QString &path, const QByteArray &body);
    // Watches the request: its answer decides whether its key is kept for the next attempt.
    void track(ApiRequest *request, const QString &scope, const QString &path);
    // Whether an answer ends the attempt (its key is not sent again).
    static bool isAnswered(const ApiResult &result);

private:
    struct Attempt
    {
        QByteArray body;
        QByteArray key;
    };
    QHash<QString, Attempt> m_attempts; // by scope + path
};
