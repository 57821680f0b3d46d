#include "server/http/apierror.h"

#include <QLoggingCategory>

#include "server/storage/storageerror.h"

using namespace Qt::StringLiterals;

namespace {
Q_LOGGING_CATEGORY(lcStorageAnswers, "catalog.http.storage")
}

ApiError ApiError::fromDomain(const DomainError &error)
{
    int status = 500;
    switch (error.kind) {
    case DomainError::Kind::BadRequest:
        status = 400;
        break;
    case DomainError::Kind::Forbidden:
        status = 403;
        break;
    case DomainError::Kind::NotFound:
        status = 404;
        break;
    case DomainError::Kind::Conflict:
        status = 409;
        break;
    case DomainError::Kind::Gone:
        status = 410;
        break;
    case DomainError::Kind::Invalid:
        status = 422;
        break;
    case DomainError::Kind::TooMany:
        status = 429;
        break;
    case DomainError::Kind::Unavailable:
        status = 503;
        break;
    case DomainError::Kind::Internal:
        status = 500;
        break;
    }
    ApiError answer { status, error.code, error.message, error.fields, error.extra, {} };
    if (error.retryAfterSeconds > 0)
        answer.headers.append({ "Retry-After", QByteArray::number(error.retryAfterSeconds) });
    return answer;
}

ApiError ApiError::notFound(const QString &message)
{
    return { 404, u"not_found"_s, message.isEmpty() ? u"Not found."_s : message, {}, {}, {} };
}

ApiError ApiError::validation(const QString &field, const QString &problem)
{
    return validation(QJsonObject { { field, problem } });
}

ApiError ApiError::validation(const QJsonObject &fields)
{
    return { 422, u"validation_failed"_s, u"Some parameters are invalid; see fields."_s, fields, {},
        {} };
}

ApiError ApiError::forbidden(const QString &message)
{
    return { 403, u"forbidden"_s, message, {}, {}, {} };
}

ApiError ApiError::badRequest(const QString &code, const QString &message)
{
    return { 400, code, message, {}, {}, {} };
}

ApiError ApiError::gone(const QString &code, const QString &message)
{
    return { 410, code, message, {}, {}, {} };
}

ApiError ApiError::tooMany(const QString &code, const QString &message, int retryAfterSeconds)
{
    return { 429, code, message, {}, { { u"retry_after"_s, retryAfterSeconds } },
        { { "Retry-After", QByteArray::number(retryAfterSeconds) } } };
}

ApiError ApiError::internal()
{
    return { 500, u"internal"_s, u"Internal server error."_s, {}, {}, {} };
}

ApiError ApiError::databaseUnavailable()
{
    return { 503, u"database_unavailable"_s,
        u"The database is not answering; nothing was changed. Retry shortly."_s, {}, {},
        { { "Retry-After", "2" } } };
}

ApiError ApiError::busy()
{
    return { 503, u"busy"_s,
        u"The items this change needs are being changed by another request; nothing was "
        "changed. Retry shortly."_s,
        {}, {}, { { "Retry-After", "1" } } };
}

ApiError ApiError::fromStorage(const StorageError &error)
{
    if (error.transient()) {
        // Not an outage: the database answered, another transaction held the rows.
        qCWarning(lcStorageAnswers) << "rows stayed locked, answered 503 busy:" << error.what();
        return busy();
    }
    qCCritical(lcStorageAnswers) << "storage failure, answered 503:" << error.what();
    return databaseUnavailable();
}
