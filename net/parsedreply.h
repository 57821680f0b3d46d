#pragma once

#include <QByteArray>
#include <QObject>
#include <QPointer>
#include <functional>

#include "net/apirequest.h"

// The stock-work clients (counts, goods, reports) answer each call once with the reply's body
// parsed as T: a body that does not parse turns a success into a Parse error with default
// data. Delivered on `context`'s thread (`owner`'s without one); nothing once `context` is gone.
template<typename T>
ApiRequest *deliverParsed(QObject *owner, ApiRequest *request, QObject *context,
    bool (*parse)(const QByteArray &, T *),
    std::function<void(const ApiResult &, const T &)> callback)
{
    const QPointer<QObject> guard(context);
    QObject::connect(request, &ApiRequest::finished, context ? context : owner,
        [request, parse, guard, hasContext = context != nullptr, callback = std::move(callback)](
            const ApiResult &finished) {
            if (hasContext && !guard)
                return;
            ApiResult result = finished;
            T data {};
            if (result.isSuccess() && !parse(request->body(), &data)) {
                result.setKind(ApiResult::Kind::Parse);
                data = T {};
            }
            callback(result, data);
        });
    return request;
}
