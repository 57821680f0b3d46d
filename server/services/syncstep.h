#pragma once

#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QString>
#include <functional>

#include "server/services/upstreamclient.h"

// What one step of the shop sync (a push or a pull of movements or products, contract §14)
// tells the loop, and how it writes: the steps decide what the upstream's answers mean
// (SyncPolicy) and record it; the loop (SyncLoop) schedules, backs off and reports.
namespace SyncStep {

// Runs a job in the write queue's next transaction and waits for it.
using Write = std::function<void(const std::function<void(const QSqlDatabase &db)> &job)>;

struct Result
{
    bool failed = false; // `reply` says why (the loop's backoff, 429, 401/403)
    bool more = false; // another page or batch waits
    bool changed = false; // local data changed (cached answers may show it)
    UpstreamClient::Reply reply;
    QString what;

    static Result failure(const UpstreamClient::Reply &reply, const QString &what)
    {
        Result result;
        result.failed = true;
        result.reply = reply;
        result.what = what;
        return result;
    }
};

// An upstream answer as the queues keep it.
inline QString compact(const QJsonObject &object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

} // namespace SyncStep
