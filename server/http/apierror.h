#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QPair>
#include <QString>

#include "server/domain/domainerror.h"

class StorageError;

// An error as HTTP answers it: routes and middleware throw it, services and storage throw
// DomainError (mapped by fromDomain, the one place that knows which status each kind is),
// and HttpResponse::fromError turns either into the contract's error envelope.
struct ApiError
{
    int status = 500;
    QString code;
    QString message;
    QJsonObject fields; // 422: parameter -> what is wrong
    QJsonObject extra; // merged into the error object (e.g. current_stock)
    QList<QPair<QByteArray, QByteArray>> headers; // e.g. Allow, Retry-After

    static ApiError fromDomain(const DomainError &error);
    static ApiError notFound(const QString &message = QString());
    static ApiError validation(const QString &field, const QString &problem);
    static ApiError validation(const QJsonObject &fields);
    static ApiError forbidden(const QString &message);
    static ApiError badRequest(const QString &code, const QString &message);
    static ApiError internal();
    // 410: the thing named is gone for good (a change-feed cursor of another database).
    static ApiError gone(const QString &code, const QString &message);
    // 429 with Retry-After and retry_after (a limit other than the rate limit).
    static ApiError tooMany(const QString &code, const QString &message, int retryAfterSeconds);
    // 503 with Retry-After: the database did not answer (gone, failing); nothing was changed.
    static ApiError databaseUnavailable();
    // 503 with Retry-After: the database answers, but the rows (SQLite: the write lock) this
    // write needs stayed locked by another transaction for 5 s; nothing was changed, and the
    // instance is healthy (contract §3).
    static ApiError busy();
    // A failed statement's answer: busy when another transaction held what it needed
    // (StorageError::transient), else databaseUnavailable. Logs it (server side only).
    static ApiError fromStorage(const StorageError &error);
};
