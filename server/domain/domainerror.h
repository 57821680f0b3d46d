#pragma once

#include <QJsonObject>
#include <QString>

// The one error of the server's rules and storage: what went wrong, in words of the domain.
// It knows no HTTP; exactly one place (ApiError::fromDomain in http/) turns its kind into a
// status and the contract's error envelope (§3).
struct DomainError
{
    enum class Kind {
        BadRequest, // the request as a whole is unusable (400)
        Forbidden, // the key may not do this (403)
        NotFound, // no such object for this key (404)
        Conflict, // the object's state does not allow it now (409)
        Gone, // it existed but is no more (410)
        Invalid, // a parameter or field breaks a rule (422)
        TooMany, // a per-key limit on concurrent work (429)
        Unavailable, // the database did not answer; nothing was changed (503)
        Internal, // a bug (500)
    };

    Kind kind = Kind::Internal;
    QString code;
    QString message;
    QJsonObject fields; // Invalid: parameter -> what is wrong
    QJsonObject extra; // merged into the error object (e.g. current_stock)
    int retryAfterSeconds = 0; // Unavailable, TooMany: when to try again (0: not said)

    static DomainError notFound(const QString &message = QString());
    static DomainError validation(const QString &field, const QString &problem);
    static DomainError validation(const QJsonObject &fields);
    static DomainError forbidden(const QString &message);
    static DomainError badRequest(const QString &code, const QString &message);
    static DomainError conflict(
        const QString &code, const QString &message, const QJsonObject &extra = {});
    // A rule with its own code (422), e.g. stock_would_be_negative.
    static DomainError invalid(
        const QString &code, const QString &message, const QJsonObject &extra = {});
    // A position or object that existed but is no more (e.g. a cursor of another database).
    static DomainError gone(const QString &code, const QString &message);
    static DomainError tooMany(const QString &code, const QString &message, int retryAfterSeconds);
    static DomainError internal();
    static DomainError databaseUnavailable();
};
