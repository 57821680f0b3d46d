#include "server/http/httpresponse.h"

#include <QJsonDocument>

#include "server/domain/jsonwriter.h"
#include "server/http/apierror.h"
#include "server/http/deferredresponse.h"

using namespace Qt::StringLiterals;

void HttpResponse::setHeader(const QByteArray &name, const QByteArray &value)
{
    for (auto &header : headers) {
        if (header.first.compare(name, Qt::CaseInsensitive) == 0) {
            header.second = value;
            return;
        }
    }
    headers.append({ name, value });
}

QByteArray HttpResponse::header(const QByteArray &name) const
{
    for (const auto &header : headers) {
        if (header.first.compare(name, Qt::CaseInsensitive) == 0)
            return header.second;
    }
    return {};
}

HttpResponse HttpResponse::json(const QJsonObject &object, int status)
{
    HttpResponse response;
    response.status = status;
    response.body = QJsonDocument(object).toJson(QJsonDocument::Compact);
    return response;
}

HttpResponse HttpResponse::success(const QJsonValue &data, const QJsonObject &meta)
{
    QJsonObject envelope { { u"status"_s, u"success"_s }, { u"data"_s, data } };
    if (!meta.isEmpty())
        envelope.insert(u"meta"_s, meta);
    return json(envelope);
}

HttpResponse HttpResponse::fromError(const ApiError &error)
{
    QJsonObject details { { u"code"_s, error.code }, { u"message"_s, error.message } };
    if (!error.fields.isEmpty())
        details.insert(u"fields"_s, error.fields);
    for (auto it = error.extra.begin(); it != error.extra.end(); ++it)
        details.insert(it.key(), it.value());
    HttpResponse response
        = json(QJsonObject { { u"status"_s, u"error"_s }, { u"error"_s, details } }, error.status);
    for (const auto &header : error.headers)
        response.setHeader(header.first, header.second);
    return response;
}

HttpResponse HttpResponse::fromError(const DomainError &error)
{
    return fromError(ApiError::fromDomain(error));
}

HttpResponse HttpResponse::successJson(QByteArrayView data, const QJsonObject &meta)
{
    // Keys in QJsonObject's order (data, meta, status): the bytes success() would write.
    JsonWriter envelope;
    envelope.reserve(data.size() + 256);
    envelope.beginObject();
    envelope.key("data"_L1);
    envelope.raw(data);
    if (!meta.isEmpty()) {
        envelope.key("meta"_L1);
        envelope.value(meta);
    }
    envelope.key("status"_L1);
    envelope.value("success"_L1);
    envelope.endObject();
    HttpResponse response;
    response.body = envelope.take();
    return response;
}

void HttpResponse::finish(const std::function<void(HttpResponse &)> &step)
{
    if (deferred)
        deferred->addStep(step);
    else
        step(*this);
}
