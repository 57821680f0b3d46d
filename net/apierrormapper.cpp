#include "net/apierrormapper.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QTimeZone>
#include <cmath>

using namespace Qt::StringLiterals;

namespace {

ApiResult::Kind kindForNetworkError(QNetworkReply::NetworkError error)
{
    switch (error) {
    case QNetworkReply::TimeoutError:
        return ApiResult::Kind::Timeout;
    case QNetworkReply::OperationCanceledError:
        return ApiResult::Kind::Cancelled;
    default:
        return ApiResult::Kind::Network;
    }
}

ApiResult::Kind kindForStatus(int status, const QString &code)
{
    if (status >= 200 && status < 300)
        return ApiResult::Kind::Ok;
    if (status == 304)
        return ApiResult::Kind::NotModified;
    if (status == 401)
        return ApiResult::Kind::Unauthorized;
    if (status == 403)
        return code == "ip_not_allowed"_L1 ? ApiResult::Kind::IpNotAllowed
                                           : ApiResult::Kind::Forbidden;
    if (status == 404 || status == 410)
        return ApiResult::Kind::NotFound;
    if (status == 409)
        return ApiResult::Kind::Conflict;
    if (status == 429)
        return ApiResult::Kind::RateLimited;
    if (status == 408)
        return ApiResult::Kind::Timeout;
    if (status >= 500)
        return ApiResult::Kind::Server;
    if (status >= 400)
        return ApiResult::Kind::Validation;
    // 1xx or 3xx other than 304 that reached us: not an answer the contract knows.
    return ApiResult::Kind::Parse;
}

} // namespace

int ApiErrorMapper::parseRetryAfter(const QByteArray &value)
{
    const QByteArray trimmed = value.trimmed();
    if (trimmed.isEmpty())
        return -1;
    bool ok = false;
    const qlonglong seconds = trimmed.toLongLong(&ok);
    if (ok)
        return seconds < 0 ? -1 : int(std::min<qlonglong>(seconds, 24 * 3600));
    const QDateTime when = QLocale::c().toDateTime(
        QString::fromLatin1(trimmed), u"ddd, dd MMM yyyy HH:mm:ss 'GMT'"_s);
    if (!when.isValid())
        return -1;
    QDateTime utc = when;
    utc.setTimeZone(QTimeZone::utc());
    const qint64 delta = QDateTime::currentDateTimeUtc().secsTo(utc);
    return int(std::clamp<qint64>(delta, 0, 24 * 3600));
}

ApiResult ApiErrorMapper::map(int httpStatus, QNetworkReply::NetworkError error,
    const QByteArray &body, const HeaderLookup &header, Abort abort)
{
    ApiResult result;
    result.setHttpStatus(httpStatus);
    result.setNetworkError(error);
    if (abort == Abort::Cancelled) {
        result.setKind(ApiResult::Kind::Cancelled);
        return result;
    }
    if (abort == Abort::TimedOut) {
        result.setKind(ApiResult::Kind::Timeout);
        return result;
    }

    result.setEtag(header("ETag"_ba));
    result.setServerCache(QString::fromLatin1(header("X-API-Cache"_ba)).trimmed().toUpper());
    result.setRetryAfter(parseRetryAfter(header("Retry-After"_ba)));
    result.setReplayed(header("Idempotent-Replayed"_ba).trimmed().toLower() == "true");

    if (httpStatus == 0) {
        // No HTTP answer at all: the transport failed.
        result.setKind(error == QNetworkReply::NoError ? ApiResult::Kind::Network
                                                       : kindForNetworkError(error));
        result.setDetail(u"network error %1"_s.arg(int(error)));
        return result;
    }

    QString code;
    if (httpStatus >= 400) {
        // The contract's error envelope; anything else (an HTML 404 of a web server that is not
        // a catalog server) keeps the kind of its status, without a code.
        const QJsonDocument doc = QJsonDocument::fromJson(body);
        const QJsonObject envelope = doc.object();
        if (envelope.value("status"_L1).toString() == "error"_L1) {
            const QJsonObject err = envelope.value("error"_L1).toObject();
            code = err.value("code"_L1).toString();
            result.setErrorCode(code);
            result.setServerMessage(err.value("message"_L1).toString());
            const QJsonObject fields = err.value("fields"_L1).toObject();
            QMap<QString, QString> map;
            for (auto it = fields.constBegin(); it != fields.constEnd(); ++it)
                map.insert(it.key(), it.value().toVariant().toString());
            result.setFields(map);
            const QJsonValue stock = err.value("current_stock"_L1);
            if (stock.isDouble() && stock.toDouble() == std::floor(stock.toDouble()))
                result.setCurrentStock(qint64(stock.toDouble()));
            // Contract §11: a refused post names its lines {code, name, quantity, current_stock}.
            QList<ApiProblemLine> lines;
            for (const QJsonValue &value : err.value("lines"_L1).toArray()) {
                const QJsonObject line = value.toObject();
                const QJsonValue current = line.value("current_stock"_L1);
                lines.append(ApiProblemLine { line.value("code"_L1).toString(),
                    line.value("name"_L1).toString(), line.value("quantity"_L1).toInteger(),
                    current.isDouble() ? std::optional<qint64>(current.toInteger())
                                       : std::nullopt });
            }
            result.setLines(lines);
            QStringList variants;
            for (const QJsonValue &value : err.value("variants"_L1).toArray())
                variants << (value.isObject() ? value.toObject().value("barcode"_L1).toString()
                                              : value.toString());
            variants.removeAll(QString());
            result.setVariants(variants);
        }
    }
    result.setKind(kindForStatus(httpStatus, code));
    if (result.kind() == ApiResult::Kind::Parse)
        result.setDetail(u"unexpected HTTP status %1"_s.arg(httpStatus));
    return result;
}

ApiResult ApiErrorMapper::fromReply(const QNetworkReply &reply, const QByteArray &body, Abort abort)
{
    const int status = reply.attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    return map(
        status, reply.error(), body,
        [&reply](const QByteArray &name) { return reply.rawHeader(name); }, abort);
}
