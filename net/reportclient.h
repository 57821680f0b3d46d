#pragma once

#include <QByteArray>
#include <QDate>
#include <QList>
#include <QObject>
#include <functional>

#include "net/apiresult.h"
#include "net/reportresources.h"

class ApiClient;
class ApiRequest;

// The console's calls of contract §12 (reports), through the ApiClient's request engine like
// CountClient: shared pacing, ETag cache and retries. Callbacks run on `context`'s thread and
// are dropped when `context` is gone.
class ReportClient final : public QObject
{
    Q_OBJECT
public:
    template<typename T> using Callback = std::function<void(const ApiResult &, const T &)>;
    struct SlowPage
    {
        QList<SlowSeller> items;
        qint64 total = 0;
    };

    explicit ReportClient(ApiClient *client, QObject *parent = nullptr);

    // group: day, week or month.
    ApiRequest *sales(QDate from, QDate until, const QString &group, QObject *context,
        Callback<QList<SalesPeriod>> callback);
    // by: units or revenue; limit 1–100.
    ApiRequest *top(QDate from, QDate until, const QString &by, int limit, QObject *context,
        Callback<QList<TopSeller>> callback);
    ApiRequest *slow(
        int days, int page, int perPage, QObject *context, Callback<SlowPage> callback);
    ApiRequest *value(QObject *context, Callback<StockValue> callback);
    // How many products the reorder suggestions list (contract §11, GET /products/stock/reorder:
    // its meta.total). A server without goods in answers 404.
    ApiRequest *reorderCount(QObject *context, Callback<qint64> callback);

    static bool parseSales(const QByteArray &body, QList<SalesPeriod> *periods);
    static bool parseTop(const QByteArray &body, QList<TopSeller> *items);
    static bool parseSlow(const QByteArray &body, SlowPage *page);
    static bool parseValue(const QByteArray &body, StockValue *value);
    static bool parseTotal(const QByteArray &body, qint64 *total);

private:
    ApiClient *m_client;
};
