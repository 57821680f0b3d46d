#pragma once

#include <QList>
#include <QObject>
#include <functional>

#include "net/apiresult.h"
#include "net/syncresources.h"

class ApiClient;
class ApiRequest;

// The console's calls of contract §14 on the shop server it is connected to: the sync's state,
// its conflicts and their resolution, through the ApiClient's request engine (shared pacing
// and retries). Callbacks run on `context`'s thread and are dropped when `context` is gone.
class SyncClient final : public QObject
{
    Q_OBJECT
public:
    template<typename T> using Callback = std::function<void(const ApiResult &, const T &)>;

    explicit SyncClient(ApiClient *client, QObject *parent = nullptr);

    // Never from the cache: the state changes by the second.
    ApiRequest *state(QObject *context, Callback<SyncState> callback);
    // The state once its version differs from `known` (GET /sync?wait=&known=): held by the
    // server up to waitSeconds (1–30), answered at once when it differs already.
    ApiRequest *stateChange(
        const QString &known, int waitSeconds, QObject *context, Callback<SyncState> callback);
    ApiRequest *conflicts(QObject *context, Callback<QList<SyncConflict>> callback);
    // action: retry or drop (a drop records a movement that undoes the change).
    ApiRequest *resolve(
        qint64 id, const QString &action, QObject *context, Callback<bool> callback);

    static bool parseState(const QByteArray &body, SyncState *state);
    static bool parseConflicts(const QByteArray &body, QList<SyncConflict> *conflicts);

private:
    ApiClient *m_client;
};
