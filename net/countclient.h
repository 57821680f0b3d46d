#pragma once

#include <QByteArray>
#include <QList>
#include <QObject>
#include <functional>

#include "net/apiresult.h"
#include "net/countresources.h"
#include "net/requestoptions.h"

class ApiClient;
class ApiRequest;

// The console's calls of contract §10 (history and counts), through the ApiClient's request
// engine, so they share its pacing, ETag cache and retries. Callbacks run on `context`'s
// thread and are dropped when `context` is gone.
class CountClient final : public QObject
{
    Q_OBJECT
public:
    template<typename T> using Callback = std::function<void(const ApiResult &, const T &)>;
    struct MovementPage
    {
        QList<Movement> items;
        qint64 total = 0;
    };

    explicit CountClient(ApiClient *client, QObject *parent = nullptr);

    ApiRequest *movements(const MovementFilter &filter, int page, int perPage, QObject *context,
        Callback<MovementPage> callback);
    // status empty: every count.
    ApiRequest *counts(
        const QString &status, QObject *context, Callback<QList<StockCount>> callback);
    ApiRequest *count(qint64 id, bool notScanned, int page, int perPage, QObject *context,
        Callback<StockCount> callback);
    // type empty: any; categoryId 0: any.
    ApiRequest *openCount(const QString &name, const QString &type, qint64 categoryId,
        QObject *context, Callback<StockCount> callback);
    // Always with an Idempotency-Key (a new one when empty): a resend applies once.
    ApiRequest *scan(qint64 countId, const QString &code, qint64 quantity,
        const QByteArray &idempotencyKey, QObject *context, Callback<CountScanResult> callback,
        const RequestOptions &options = {});
    // Apply and cancel: a retry after no answer reuses the attempt's key and gets the first
    // result; after an answer the next attempt has a new key (ApiClient::postAttempt).
    ApiRequest *apply(
        qint64 countId, bool zeroNotScanned, QObject *context, Callback<StockCount> callback);
    ApiRequest *cancel(qint64 countId, QObject *context, Callback<StockCount> callback);

    static bool parseMovements(const QByteArray &body, MovementPage *page);
    static bool parseCount(const QByteArray &body, StockCount *count);
    static bool parseCounts(const QByteArray &body, QList<StockCount> *counts);

private:
    ApiClient *m_client;
};
