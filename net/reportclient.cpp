#include "net/reportclient.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUrlQuery>

#include "net/apiclient.h"
#include "net/apirequest.h"
#include "net/parsedreply.h"
#include "net/requestengine.h"

using namespace Qt::StringLiterals;

namespace {

// The success envelope's data array; false for anything else.
bool dataArray(const QByteArray &body, QJsonArray *data, QJsonObject *meta = nullptr)
{
    const QJsonDocument document = QJsonDocument::fromJson(body);
    const QJsonObject root = document.object();
    if (!document.isObject() || root.value(u"status"_s) != u"success"_s
        || !root.value(u"data"_s).isArray())
        return false;
    *data = root.value(u"data"_s).toArray();
    if (meta)
        *meta = root.value(u"meta"_s).toObject();
    return true;
}

QUrlQuery rangeQuery(QDate from, QDate until)
{
    QUrlQuery query;
    query.addQueryItem(u"from"_s, from.toString(Qt::ISODate));
    query.addQueryItem(u"until"_s, until.toString(Qt::ISODate));
    return query;
}

} // namespace

ReportClient::ReportClient(ApiClient *client, QObject *parent)
    : QObject(parent)
    , m_client(client)
{ }

bool ReportClient::parseSales(const QByteArray &body, QList<SalesPeriod> *periods)
{
    QJsonArray data;
    if (!dataArray(body, &data))
        return false;
    for (const QJsonValue &value : std::as_const(data)) {
        SalesPeriod period;
        period.period = QDate::fromString(value[u"period"_s].toString(), Qt::ISODate);
        period.units = value[u"units"_s].toInteger();
        period.revenue = value[u"revenue"_s].toInteger();
        period.returns = value[u"returns"_s].toInteger();
        if (!period.period.isValid())
            return false;
        periods->append(period);
    }
    return true;
}

bool ReportClient::parseTop(const QByteArray &body, QList<TopSeller> *items)
{
    QJsonArray data;
    if (!dataArray(body, &data))
        return false;
    for (const QJsonValue &value : std::as_const(data)) {
        TopSeller item;
        item.productId = value[u"product_id"_s].toInteger();
        item.type = value[u"type"_s].toString();
        item.code = value[u"code"_s].toString();
        item.name = value[u"name"_s].toString();
        item.units = value[u"units"_s].toInteger();
        item.revenue = value[u"revenue"_s].toInteger();
        items->append(item);
    }
    return true;
}

bool ReportClient::parseSlow(const QByteArray &body, SlowPage *page)
{
    QJsonArray data;
    QJsonObject meta;
    if (!dataArray(body, &data, &meta))
        return false;
    for (const QJsonValue &value : std::as_const(data)) {
        SlowSeller item;
        item.productId = value[u"product_id"_s].toInteger();
        item.type = value[u"type"_s].toString();
        item.code = value[u"code"_s].toString();
        item.name = value[u"name"_s].toString();
        item.stock = value[u"stock"_s].toInteger();
        if (value[u"last_sold_at"_s].isString()) {
            item.lastSoldAt
                = QDateTime::fromString(value[u"last_sold_at"_s].toString(), Qt::ISODateWithMs)
                      .toUTC();
        }
        page->items.append(item);
    }
    page->total = meta.value(u"total"_s).toInteger();
    return true;
}

bool ReportClient::parseValue(const QByteArray &body, StockValue *value)
{
    const QJsonDocument document = QJsonDocument::fromJson(body);
    const QJsonObject data = document.object().value(u"data"_s).toObject();
    if (document.object().value(u"status"_s) != u"success"_s || !data.contains(u"products"_s))
        return false;
    value->products = data.value(u"products"_s).toInteger();
    value->units = data.value(u"units"_s).toInteger();
    value->retailValue = data.value(u"retail_value"_s).toInteger();
    value->costValue = data.value(u"cost_value"_s).toInteger();
    value->productsWithoutCost = data.value(u"products_without_cost"_s).toInteger();
    return true;
}

bool ReportClient::parseTotal(const QByteArray &body, qint64 *total)
{
    QJsonArray data;
    QJsonObject meta;
    if (!dataArray(body, &data, &meta) || !meta.value(u"total"_s).isDouble())
        return false;
    *total = meta.value(u"total"_s).toInteger();
    return true;
}

ApiRequest *ReportClient::sales(QDate from, QDate until, const QString &group, QObject *context,
    Callback<QList<SalesPeriod>> callback)
{
    QUrlQuery query = rangeQuery(from, until);
    query.addQueryItem(u"group"_s, group);
    return deliverParsed<QList<SalesPeriod>>(this,
        m_client->engine()->get(u"/products/stock/report/sales"_s, query, {}), context,
        &ReportClient::parseSales, std::move(callback));
}

ApiRequest *ReportClient::top(QDate from, QDate until, const QString &by, int limit,
    QObject *context, Callback<QList<TopSeller>> callback)
{
    QUrlQuery query = rangeQuery(from, until);
    query.addQueryItem(u"by"_s, by);
    query.addQueryItem(u"limit"_s, QString::number(std::clamp(limit, 1, 100)));
    return deliverParsed<QList<TopSeller>>(this,
        m_client->engine()->get(u"/products/stock/report/top"_s, query, {}), context,
        &ReportClient::parseTop, std::move(callback));
}

ApiRequest *ReportClient::slow(
    int days, int page, int perPage, QObject *context, Callback<SlowPage> callback)
{
    QUrlQuery query;
    query.addQueryItem(u"days"_s, QString::number(std::clamp(days, 1, 3650)));
    query.addQueryItem(u"page"_s, QString::number(std::max(1, page)));
    query.addQueryItem(u"per_page"_s, QString::number(std::clamp(perPage, 1, 100)));
    return deliverParsed<SlowPage>(this,
        m_client->engine()->get(u"/products/stock/report/slow"_s, query, {}), context,
        &ReportClient::parseSlow, std::move(callback));
}

ApiRequest *ReportClient::value(QObject *context, Callback<StockValue> callback)
{
    return deliverParsed<StockValue>(this,
        m_client->engine()->get(u"/products/stock/report/value"_s, QUrlQuery(), {}), context,
        &ReportClient::parseValue, std::move(callback));
}

ApiRequest *ReportClient::reorderCount(QObject *context, Callback<qint64> callback)
{
    QUrlQuery query;
    query.addQueryItem(u"per_page"_s, u"1"_s);
    return deliverParsed<qint64>(this,
        m_client->engine()->get(u"/products/stock/reorder"_s, query, {}), context,
        &ReportClient::parseTotal, std::move(callback));
}
