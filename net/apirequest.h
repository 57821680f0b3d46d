#pragma once

#include <QByteArray>
#include <QObject>
#include <QPointer>
#include <QTimer>
#include <QUrl>

#include "net/apierrormapper.h"
#include "net/apiresult.h"
#include "net/requestoptions.h"

class QNetworkReply;
class RequestEngine;

// The handle of one API call: queued in the pacer, in flight, waiting for a retry, finished.
// Owned by the client, deleted (deleteLater) after finished(); hold it in a QPointer.
// abort() ends it with a Cancelled result at any stage.
class ApiRequest final : public QObject
{
    Q_OBJECT
public:
    enum class Method { Get, Post, Patch, Delete };
    enum class State { Queued, InFlight, WaitingRetry, Finished };
    Q_ENUM(State)

    Method method() const { return m_method; }
    QUrl url() const { return m_url; }
    State state() const { return m_state; }
    bool isFinished() const { return m_state == State::Finished; }
    const RequestOptions &options() const { return m_options; }
    QByteArray idempotencyKey() const { return m_idempotencyKey; }
    // Attempts sent so far (a retry or a wait after 429 adds one).
    int attempts() const { return m_attempts; }
    // Valid once finished.
    const ApiResult &result() const { return m_result; }
    QByteArray body() const { return m_body; }

public Q_SLOTS:
    void abort();

Q_SIGNALS:
    void stateChanged(ApiRequest::State state);
    // Emitted exactly once; body() holds the response body (the cached one after a 304).
    void finished(const ApiResult &result);

private:
    friend class RequestEngine;
    ApiRequest(RequestEngine *engine, quint64 ticket, QObject *parent);
    void setState(State state);

    RequestEngine *m_engine;
    quint64 m_ticket;
    Method m_method = Method::Get;
    QUrl m_url;
    QByteArray m_requestBody;
    QByteArray m_idempotencyKey;
    QString m_cacheKey;
    RequestOptions m_options;
    State m_state = State::Queued;
    int m_attempts = 0;
    int m_retries = 0;
    int m_rateLimitWaits = 0;
    bool m_skipEtag = false;
    ApiErrorMapper::Abort m_abort = ApiErrorMapper::Abort::None;
    QPointer<QNetworkReply> m_reply;
    QTimer m_timeout;
    QTimer m_retryTimer;
    ApiResult m_result;
    QByteArray m_body;
};
