#include "net/syncclient.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUrlQuery>

#include "net/apiclient.h"
#include "net/apirequest.h"
#include "net/envelopejson.h"
#include "net/parsedreply.h"
#include "net/requestengine.h"

using namespace Qt::StringLiterals;

namespace {

bool conflictOf(const QJsonObject &object, SyncConflict *conflict)
{
    if (!object.value(u"id"_s).isDouble() || !object.value(u"kind"_s).isString())
        return false;
    conflict->id = object.value(u"id"_s).toInteger();
    conflict->kind = object.value(u"kind"_s).toString();
    conflict->code = object.value(u"code"_s).toString();
    conflict->message = object.value(u"message"_s).toString();
    conflict->type = object.value(u"type"_s).toString();
    conflict->productId = EnvelopeJson::optionalInteger(object.value(u"product_id"_s));
    conflict->name = object.value(u"name"_s).toString();
    conflict->variantId = EnvelopeJson::optionalInteger(object.value(u"variant_id"_s));
    conflict->movementId = object.value(u"movement_id"_s).toString();
    const QJsonObject detail = object.value(u"detail"_s).toObject();
    conflict->delta = EnvelopeJson::optionalInteger(detail.value(u"delta"_s));
    conflict->reason = detail.value(u"reason"_s).toString();
    conflict->upstreamStock = EnvelopeJson::optionalInteger(detail.value(u"upstream_stock"_s));
    if (detail.value(u"http_status"_s).isDouble())
        conflict->httpStatus = detail.value(u"http_status"_s).toInt();
    conflict->errorCode = detail.value(u"error"_s).toObject().value(u"code"_s).toString();
    // The push it holds (GET /sync/conflicts' `push`): product_create, product_update.
    const QString push = object.value(u"push"_s).toString();
    if (push.startsWith("product_"_L1))
        conflict->productAction = push.mid(8);
    conflict->upstreamId = EnvelopeJson::optionalInteger(detail.value(u"upstream_id"_s));
    conflict->createdAt = EnvelopeJson::time(object.value(u"created_at"_s));
    conflict->resolvedAt = EnvelopeJson::time(object.value(u"resolved_at"_s));
    conflict->resolution = object.value(u"resolution"_s).toString();
    for (const QJsonValue &action : object.value(u"actions"_s).toArray())
        conflict->actions << action.toString();
    return true;
}

RequestOptions fresh()
{
    RequestOptions options = RequestOptions::background();
    options.useEtag = false;
    options.noCache = true;
    options.maxRetries = 0; // polled again soon anyway
    options.maxRateLimitRetries = 0;
    return options;
}

} // namespace

SyncClient::SyncClient(ApiClient *client, QObject *parent)
    : QObject(parent)
    , m_client(client)
{ }

bool SyncClient::parseState(const QByteArray &body, SyncState *state)
{
    const QJsonValue data = EnvelopeJson::data(body);
    if (!data.isObject())
        return false;
    const QJsonObject object = data.toObject();
    if (!object.value(u"state"_s).isString() || !object.value(u"pending"_s).isDouble())
        return false;
    state->upstream = object.value(u"upstream"_s).toString();
    state->state = object.value(u"state"_s).toString();
    state->pending = object.value(u"pending"_s).toInteger();
    state->oldestPendingAt = EnvelopeJson::time(object.value(u"oldest_pending_at"_s));
    state->lastPushAt = EnvelopeJson::time(object.value(u"last_push_at"_s));
    state->lastPullAt = EnvelopeJson::time(object.value(u"last_pull_at"_s));
    state->lagSeconds = object.value(u"lag_seconds"_s).toInteger();
    state->conflicts = object.value(u"conflicts"_s).toInteger();
    state->offlineSince = EnvelopeJson::time(object.value(u"offline_since"_s));
    state->lastError = object.value(u"last_error"_s).toString();
    state->version = object.value(u"version"_s).toString();
    return true;
}

bool SyncClient::parseConflicts(const QByteArray &body, QList<SyncConflict> *conflicts)
{
    const QJsonValue data = EnvelopeJson::data(body);
    if (!data.isArray())
        return false;
    for (const QJsonValue &value : data.toArray()) {
        SyncConflict conflict;
        if (!conflictOf(value.toObject(), &conflict))
            return false;
        conflicts->append(conflict);
    }
    return true;
}

ApiRequest *SyncClient::state(QObject *context, Callback<SyncState> callback)
{
    return deliverParsed<SyncState>(this, m_client->engine()->get(u"/sync"_s, {}, fresh()), context,
        &SyncClient::parseState, std::move(callback));
}

ApiRequest *SyncClient::stateChange(
    const QString &known, int waitSeconds, QObject *context, Callback<SyncState> callback)
{
    QUrlQuery query;
    query.addQueryItem(u"wait"_s, QString::number(waitSeconds));
    query.addQueryItem(u"known"_s, QString::fromLatin1(QUrl::toPercentEncoding(known)));
    RequestOptions options = fresh();
    options.timeoutMs = (waitSeconds + 15) * 1000; // the server holds it up to waitSeconds
    return deliverParsed<SyncState>(this, m_client->engine()->get(u"/sync"_s, query, options),
        context, &SyncClient::parseState, std::move(callback));
}

ApiRequest *SyncClient::conflicts(QObject *context, Callback<QList<SyncConflict>> callback)
{
    RequestOptions options = fresh();
    options.priority = RequestOptions::Priority::Interactive;
    options.maxRetries = -1;
    return deliverParsed<QList<SyncConflict>>(this,
        m_client->engine()->get(u"/sync/conflicts"_s, {}, options), context,
        &SyncClient::parseConflicts, std::move(callback));
}

ApiRequest *SyncClient::resolve(
    qint64 id, const QString &action, QObject *context, Callback<bool> callback)
{
    const QByteArray body
        = QJsonDocument(QJsonObject { { u"action"_s, action } }).toJson(QJsonDocument::Compact);
    return deliverParsed<bool>(
        this,
        m_client->engine()->post(
            u"/sync/conflicts/%1/resolve"_s.arg(id), body, ApiClient::newIdempotencyKey(), {}),
        context,
        [](const QByteArray &reply, bool *done) {
            *done = EnvelopeJson::data(reply).toObject().value(u"resolution"_s).isString();
            return *done;
        },
        std::move(callback));
}
