#pragma once

#include <QByteArray>
#include <QHostAddress>
#include <QSqlDatabase>
#include <QStringList>
#include <QUrlQuery>
#include <optional>

#include "server/domain/apikey.h"

class FeedWaitList;
class ResponseCache;
class SearchRecorder;
class SecurityLog;
class SyncStatus;
class WriteQueue;
struct ServerSettings;

// What a route handler sees of one request: the parsed request, the authenticated key, the
// path arguments its pattern captured and the calling thread's database connection.
struct RequestContext
{
    QByteArray method;
    QString path; // relative to the base path, no leading slash
    QUrlQuery query;
    QByteArray body;
    QHostAddress peer;
    std::function<QByteArray(const QByteArray &)> header; // case-insensitive lookup
    std::function<bool(const QByteArray &)> hasHeader;
    std::function<bool()> clientGone; // HttpRequest::clientGone (may be empty)
    std::optional<ApiKey> key;
    QStringList args; // captured path segments, in order
    qsizetype maxBodyBytes = 64 * 1024; // the route's (Router::Route::maxBodyBytes)
    QSqlDatabase db;
    const ServerSettings *settings = nullptr;
    ResponseCache *cache = nullptr; // for writes that must invalidate cached reads
    WriteQueue *writes = nullptr; // the only writer of the serve path (group commit)
    SearchRecorder *searchLog = nullptr; // /search records, written in the background
    FeedWaitList *feedWaits = nullptr; // the change feeds' long polls (contract §13)
    SecurityLog *securityLog = nullptr; // security events a route refuses (contract §13 SSRF)
    const SyncStatus *syncStatus = nullptr; // the shop's sync as GET /sync shows it (§14)

    qint64 intArg(int index) const { return args.at(index).toLongLong(); }
    // The trimmed value of a query parameter, or a null QString when it is absent.
    QString param(const QString &name) const;
};
