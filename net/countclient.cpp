#include "net/countclient.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUrl>
#include <QUrlQuery>

#include "net/apiclient.h"
#include "net/apirequest.h"
#include "net/envelopejson.h"
#include "net/parsedreply.h"
#include "net/requestengine.h"

using namespace Qt::StringLiterals;

namespace {

QString encoded(const QString &value)
{
    return QString::fromLatin1(QUrl::toPercentEncoding(value));
}

CountLine lineOf(const QJsonObject &o)
{
    CountLine line;
    line.code = o.value(u"code"_s).toString();
    line.productId = o.value(u"product_id"_s).toInteger();
    line.variantId = EnvelopeJson::optionalInteger(o.value(u"variant_id"_s));
    line.name = o.value(u"name"_s).toString();
    line.expected = o.value(u"expected"_s).toInteger();
    line.stockWhenCounted = o.value(u"stock_when_counted"_s).toInteger();
    line.counted = o.value(u"counted"_s).toInteger();
    line.movedSinceCounted = o.value(u"moved_since_counted"_s).toInteger();
    line.variance = o.value(u"variance"_s).toInteger();
    return line;
}

StockCount countOf(const QJsonObject &o)
{
    StockCount count;
    count.id = o.value(u"id"_s).toInteger();
    count.name = o.value(u"name"_s).toString();
    count.type = o.value(u"type"_s).toString();
    count.categoryId = EnvelopeJson::optionalInteger(o.value(u"category_id"_s));
    count.status = o.value(u"status"_s).toString();
    count.startedAt = EnvelopeJson::time(o.value(u"started_at"_s));
    count.closedAt = EnvelopeJson::time(o.value(u"closed_at"_s));
    const QJsonValue lines = o.value(u"lines"_s);
    if (lines.isArray()) {
        for (const QJsonValue &line : lines.toArray())
            count.lines.append(lineOf(line.toObject()));
        count.lineCount = count.lines.size();
    } else {
        count.lineCount = lines.toInteger();
    }
    count.notScanned = o.value(u"not_scanned"_s).toInteger();
    return count;
}

bool parseScan(const QByteArray &body, CountScanResult *scan)
{
    const QJsonObject data = EnvelopeJson::data(body).toObject();
    scan->code = data.value(u"code"_s).toString();
    scan->name = data.value(u"name"_s).toString();
    scan->counted = data.value(u"counted"_s).toInteger();
    return data.contains(u"counted"_s);
}

QByteArray keyOr(const QByteArray &key)
{
    return key.isEmpty() ? ApiClient::newIdempotencyKey() : key;
}

} // namespace

CountClient::CountClient(ApiClient *client, QObject *parent)
    : QObject(parent)
    , m_client(client)
{ }

bool CountClient::parseMovements(const QByteArray &body, MovementPage *page)
{
    QJsonObject meta;
    const QJsonValue data = EnvelopeJson::data(body, &meta);
    if (!data.isArray())
        return false;
    for (const QJsonValue &value : data.toArray()) {
        const QJsonObject o = value.toObject();
        Movement m;
        m.id = o.value(u"id"_s).toInteger();
        m.at = EnvelopeJson::time(o.value(u"at"_s));
        m.type = o.value(u"type"_s).toString();
        m.productId = o.value(u"product_id"_s).toInteger();
        m.name = o.value(u"name"_s).toString();
        m.code = o.value(u"code"_s).toString();
        m.variantId = EnvelopeJson::optionalInteger(o.value(u"variant_id"_s));
        m.before = o.value(u"before"_s).toInteger();
        m.after = o.value(u"after"_s).toInteger();
        m.delta = o.value(u"delta"_s).toInteger();
        m.reason = o.value(u"reason"_s).toString();
        m.note = o.value(u"note"_s).toString();
        m.appId = o.value(u"app_id"_s).toString();
        m.keyName = o.value(u"key_name"_s).toString();
        m.scannedAt = EnvelopeJson::time(o.value(u"scanned_at"_s));
        page->items.append(m);
    }
    page->total = meta.value(u"total"_s).toInteger();
    return true;
}

bool CountClient::parseCount(const QByteArray &body, StockCount *count)
{
    QJsonObject meta;
    const QJsonValue data = EnvelopeJson::data(body, &meta);
    if (!data.isObject())
        return false;
    *count = countOf(data.toObject());
    count->total = meta.value(u"total"_s).toInteger();
    return count->id > 0;
}

bool CountClient::parseCounts(const QByteArray &body, QList<StockCount> *counts)
{
    const QJsonValue data = EnvelopeJson::data(body);
    if (!data.isArray())
        return false;
    for (const QJsonValue &value : data.toArray())
        counts->append(countOf(value.toObject()));
    return true;
}

ApiRequest *CountClient::movements(const MovementFilter &filter, int page, int perPage,
    QObject *context, Callback<MovementPage> callback)
{
    QUrlQuery query;
    if (!filter.code.trimmed().isEmpty())
        query.addQueryItem(u"code"_s, encoded(filter.code.trimmed()));
    if (!filter.reason.isEmpty())
        query.addQueryItem(u"reason"_s, encoded(filter.reason));
    if (filter.since.isValid())
        query.addQueryItem(u"since"_s, encoded(filter.since.toUTC().toString(Qt::ISODate)));
    if (filter.until.isValid())
        query.addQueryItem(u"until"_s, encoded(filter.until.toUTC().toString(Qt::ISODate)));
    query.addQueryItem(u"page"_s, QString::number(std::max(1, page)));
    query.addQueryItem(u"per_page"_s, QString::number(perPage));
    return deliverParsed<MovementPage>(this,
        m_client->engine()->get(u"/products/stock/movements"_s, query, {}), context,
        &CountClient::parseMovements, std::move(callback));
}

ApiRequest *CountClient::counts(
    const QString &status, QObject *context, Callback<QList<StockCount>> callback)
{
    QUrlQuery query;
    if (!status.isEmpty())
        query.addQueryItem(u"status"_s, encoded(status));
    query.addQueryItem(u"per_page"_s, u"100"_s);
    return deliverParsed<QList<StockCount>>(this,
        m_client->engine()->get(u"/products/stock/counts"_s, query, {}), context,
        &CountClient::parseCounts, std::move(callback));
}

ApiRequest *CountClient::count(qint64 id, bool notScanned, int page, int perPage, QObject *context,
    Callback<StockCount> callback)
{
    QUrlQuery query;
    if (notScanned)
        query.addQueryItem(u"not_scanned"_s, u"true"_s);
    query.addQueryItem(u"page"_s, QString::number(std::max(1, page)));
    query.addQueryItem(u"per_page"_s, QString::number(perPage));
    return deliverParsed<StockCount>(this,
        m_client->engine()->get(u"/products/stock/counts/%1"_s.arg(id), query, {}), context,
        &CountClient::parseCount, std::move(callback));
}

ApiRequest *CountClient::openCount(const QString &name, const QString &type, qint64 categoryId,
    QObject *context, Callback<StockCount> callback)
{
    const QJsonObject body { { u"name"_s, name },
        { u"type"_s, type.isEmpty() ? QJsonValue() : QJsonValue(type) },
        { u"category_id"_s, categoryId > 0 ? QJsonValue(categoryId) : QJsonValue() } };
    return deliverParsed<StockCount>(this,
        m_client->engine()->post(u"/products/stock/counts"_s, EnvelopeJson::compact(body),
            ApiClient::newIdempotencyKey(), {}),
        context, &CountClient::parseCount, std::move(callback));
}

ApiRequest *CountClient::scan(qint64 countId, const QString &code, qint64 quantity,
    const QByteArray &idempotencyKey, QObject *context, Callback<CountScanResult> callback,
    const RequestOptions &options)
{
    const QJsonObject body { { u"code"_s, code }, { u"quantity"_s, quantity } };
    return deliverParsed<CountScanResult>(this,
        m_client->engine()->post(u"/products/stock/counts/%1/scans"_s.arg(countId),
            EnvelopeJson::compact(body), keyOr(idempotencyKey), options),
        context, &parseScan, std::move(callback));
}

ApiRequest *CountClient::apply(
    qint64 countId, bool zeroNotScanned, QObject *context, Callback<StockCount> callback)
{
    const QJsonObject body { { u"not_scanned"_s, zeroNotScanned ? u"zero"_s : u"keep"_s } };
    return deliverParsed<StockCount>(this,
        m_client->postAttempt(
            u"/products/stock/counts/%1/apply"_s.arg(countId), EnvelopeJson::compact(body)),
        context, &CountClient::parseCount, std::move(callback));
}

ApiRequest *CountClient::cancel(qint64 countId, QObject *context, Callback<StockCount> callback)
{
    return deliverParsed<StockCount>(this,
        m_client->postAttempt(u"/products/stock/counts/%1/cancel"_s.arg(countId), "{}"), context,
        &CountClient::parseCount, std::move(callback));
}
