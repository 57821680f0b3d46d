#pragma once

#include <QByteArray>
#include <QObject>
#include <QString>
#include <functional>
#include <memory>

#include "net/apirequest.h"

// Every client answers each call once with the reply's body parsed as T: a body that does not
// parse turns a success into a Parse error with default data. Delivered on `context`'s thread
// (`owner`'s without one), never once `context` is being destroyed. ~QWidget emits destroyed()
// before ~QObject clears QPointers, so a guard set from destroyed() is what keeps a pane half
// torn down from being called back.
enum class OnContextDestroyed { KeepRunning, Abort };

template<typename T>
ApiRequest *deliverParsed(QObject *owner, ApiRequest *request, QObject *context,
    std::function<bool(const QByteArray &, T *, QString *)> parse,
    std::function<void(const ApiResult &, const T &)> callback,
    OnContextDestroyed onDestroyed = OnContextDestroyed::KeepRunning)
{
    const auto contextGone = std::make_shared<bool>(false);
    QObject::connect(request, &ApiRequest::finished, context ? context : owner,
        [request, contextGone, parse = std::move(parse), callback = std::move(callback)](
            const ApiResult &finished) {
            if (*contextGone)
                return;
            ApiResult result = finished;
            T data {};
            if (result.isSuccess()) {
                QString error;
                if (!parse(request->body(), &data, &error)) {
                    result.setKind(ApiResult::Kind::Parse);
                    if (!error.isEmpty())
                        result.setDetail(error);
                    data = T {};
                }
            }
            if (callback)
                callback(result, data);
        });
    if (context) {
        QObject::connect(
            context, &QObject::destroyed, request, [request, contextGone, onDestroyed] {
                *contextGone = true;
                if (onDestroyed == OnContextDestroyed::Abort)
                    request->abort();
            });
    }
    return request;
}

// The stock-work clients' parsers report no detail.
template<typename T>
ApiRequest *deliverParsed(QObject *owner, ApiRequest *request, QObject *context,
    bool (*parse)(const QByteArray &, T *),
    std::function<void(const ApiResult &, const T &)> callback)
{
    return deliverParsed<T>(
        owner, request, context,
        [parse](const QByteArray &body, T *data, QString *) { return parse(body, data); },
        std::move(callback));
}
