#include "server/domain/domainerror.h"

using namespace Qt::StringLiterals;

DomainError DomainError::notFound(const QString &message)
{
    return { Kind::NotFound, u"not_found"_s, message.isEmpty() ? u"Not found."_s : message, {}, {},
        0 };
}

DomainError DomainError::validation(const QString &field, const QString &problem)
{
    return validation(QJsonObject { { field, problem } });
}

DomainError DomainError::validation(const QJsonObject &fields)
{
    return { Kind::Invalid, u"validation_failed"_s, u"Some parameters are invalid; see fields."_s,
        fields, {}, 0 };
}

DomainError DomainError::forbidden(const QString &message)
{
    return { Kind::Forbidden, u"forbidden"_s, message, {}, {}, 0 };
}

DomainError DomainError::badRequest(const QString &code, const QString &message)
{
    return { Kind::BadRequest, code, message, {}, {}, 0 };
}

DomainError DomainError::conflict(
    const QString &code, const QString &message, const QJsonObject &extra)
{
    return { Kind::Conflict, code, message, {}, extra, 0 };
}

DomainError DomainError::invalid(
    const QString &code, const QString &message, const QJsonObject &extra)
{
    return { Kind::Invalid, code, message, {}, extra, 0 };
}

DomainError DomainError::gone(const QString &code, const QString &message)
{
    return { Kind::Gone, code, message, {}, {}, 0 };
}

DomainError DomainError::tooMany(const QString &code, const QString &message, int retryAfterSeconds)
{
    return { Kind::TooMany, code, message, {}, {}, retryAfterSeconds };
}

DomainError DomainError::internal()
{
    return { Kind::Internal, u"internal"_s, u"Internal server error."_s, {}, {}, 0 };
}

DomainError DomainError::databaseUnavailable()
{
    return { Kind::Unavailable, u"database_unavailable"_s,
        u"The database is not answering; nothing was changed. Retry shortly."_s, {}, {}, 2 };
}
