#include "net/apiresult.h"

#include <QCoreApplication>
#include <QStringList>

using namespace Qt::StringLiterals;

QString ApiResult::kindText(Kind kind)
{
    switch (kind) {
    case Kind::Ok:
        return QCoreApplication::translate("ApiResult", "OK");
    case Kind::NotModified:
        return QCoreApplication::translate("ApiResult", "Not modified");
    case Kind::RateLimited:
        return QCoreApplication::translate("ApiResult", "Rate limited");
    case Kind::Unauthorized:
        return QCoreApplication::translate("ApiResult", "Unauthorized");
    case Kind::Forbidden:
        return QCoreApplication::translate("ApiResult", "Forbidden");
    case Kind::IpNotAllowed:
        return QCoreApplication::translate("ApiResult", "Address not allowed");
    case Kind::NotFound:
        return QCoreApplication::translate("ApiResult", "Not found");
    case Kind::Validation:
        return QCoreApplication::translate("ApiResult", "Invalid request");
    case Kind::Conflict:
        return QCoreApplication::translate("ApiResult", "Conflict");
    case Kind::Network:
        return QCoreApplication::translate("ApiResult", "Network error");
    case Kind::Timeout:
        return QCoreApplication::translate("ApiResult", "Timed out");
    case Kind::Server:
        return QCoreApplication::translate("ApiResult", "Server error");
    case Kind::Parse:
        return QCoreApplication::translate("ApiResult", "Unexpected answer");
    case Kind::Cancelled:
        return QCoreApplication::translate("ApiResult", "Cancelled");
    }
    return {};
}

QString ApiResult::message() const
{
    switch (m_kind) {
    case Kind::Ok:
        return QCoreApplication::translate("ApiResult", "Done.");
    case Kind::NotModified:
        return QCoreApplication::translate(
            "ApiResult", "Up to date (served from the local cache).");
    case Kind::RateLimited:
        if (m_retryAfter >= 0)
            return QCoreApplication::translate("ApiResult",
                "Too many requests. Try again in %n second(s).", nullptr, m_retryAfter);
        return QCoreApplication::translate("ApiResult", "Too many requests. Try again later.");
    case Kind::Unauthorized:
        return QCoreApplication::translate(
            "ApiResult", "The server did not receive credentials. Enter the app ID and secret.");
    case Kind::Forbidden:
        return QCoreApplication::translate("ApiResult",
            "The server refused the key: it is wrong, revoked, or lacks the needed permission.");
    case Kind::IpNotAllowed:
        return QCoreApplication::translate(
            "ApiResult", "This key may not be used from this computer's network address.");
    case Kind::NotFound:
        return QCoreApplication::translate("ApiResult", "Not found on the server.");
    case Kind::Validation: {
        QStringList parts;
        for (auto it = m_fields.cbegin(); it != m_fields.cend(); ++it)
            parts << it.key() % u": "_s % it.value();
        if (parts.isEmpty())
            return QCoreApplication::translate("ApiResult", "The server rejected the request.");
        return QCoreApplication::translate("ApiResult", "The server rejected the request: %1")
            .arg(parts.join(u"; "_s));
    }
    case Kind::Conflict:
        if (m_currentStock)
            return QCoreApplication::translate(
                "ApiResult", "The stock was changed meanwhile; it is now %1.")
                .arg(*m_currentStock);
        return QCoreApplication::translate(
            "ApiResult", "The same change is still being processed. It will be retried.");
    case Kind::Network:
        return QCoreApplication::translate("ApiResult", "Cannot reach the server.");
    case Kind::Timeout:
        return QCoreApplication::translate("ApiResult", "The server did not answer in time.");
    case Kind::Server:
        return QCoreApplication::translate(
            "ApiResult", "The server had a problem (HTTP %1). Try again later.")
            .arg(m_httpStatus);
    case Kind::Parse:
        return QCoreApplication::translate(
            "ApiResult", "The server's answer was not understood. Is this a catalog server?");
    case Kind::Cancelled:
        return QCoreApplication::translate("ApiResult", "The request was cancelled.");
    }
    return {};
}
