#include "server/services/upstreamclient.h"

#include <QEventLoop>
#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QUrl>

using namespace Qt::StringLiterals;

UpstreamClient::UpstreamClient(Credentials credentials)
    : m_credentials(std::move(credentials))
    , m_network(std::make_unique<QNetworkAccessManager>())
{
    while (m_credentials.baseUrl.endsWith(u'/'))
        m_credentials.baseUrl.chop(1);
}

UpstreamClient::~UpstreamClient() = default;

UpstreamClient::Reply UpstreamClient::get(const QString &path, const QUrlQuery &query)
{
    return send("GET", path, query, {});
}

UpstreamClient::Reply UpstreamClient::post(const QString &path, const QJsonObject &body)
{
    return send("POST", path, {}, QJsonDocument(body).toJson(QJsonDocument::Compact));
}

UpstreamClient::Reply UpstreamClient::patch(const QString &path, const QJsonObject &body)
{
    return send("PATCH", path, {}, QJsonDocument(body).toJson(QJsonDocument::Compact));
}

UpstreamClient::Reply UpstreamClient::send(
    const QByteArray &method, const QString &path, const QUrlQuery &query, const QByteArray &body)
{
    QUrl url(m_credentials.baseUrl + path);
    if (!query.isEmpty())
        url.setQuery(query);
    QNetworkRequest request(url);
    request.setRawHeader("X-App-ID", m_credentials.appId.toUtf8());
    request.setRawHeader("X-App-Secret", m_credentials.secret.toUtf8());
    request.setRawHeader("Accept", "application/json");
    // The sync reads what upstream has now, never a cached copy.
    request.setRawHeader("Cache-Control", "no-cache");
    if (!body.isEmpty())
        request.setHeader(QNetworkRequest::ContentTypeHeader, "application/json"_ba);
    request.setTransferTimeout(timeoutSeconds * 1000);
    // A redirect is not followed: the key's secret goes only to the configured origin.
    request.setAttribute(
        QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);

    // Deleted here, once finished: the sync's thread runs no event loop of its own between
    // requests, so deleteLater() would never run.
    const std::unique_ptr<QNetworkReply> reply(m_network->sendCustomRequest(request, method, body));
    QEventLoop loop;
    QObject::connect(reply.get(), &QNetworkReply::finished, &loop, &QEventLoop::quit);
    if (!reply->isFinished())
        loop.exec(QEventLoop::ExcludeUserInputEvents);

    Reply result;
    result.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const QByteArray data = reply->readAll();
    result.body = QJsonDocument::fromJson(data).object();
    result.retryAfterSeconds = reply->rawHeader("Retry-After").toInt();
    if (reply->hasRawHeader("X-RateLimit-Remaining-Second"))
        result.remainingSecond = reply->rawHeader("X-RateLimit-Remaining-Second").toInt();
    if (reply->hasRawHeader("X-RateLimit-Remaining-Minute"))
        result.remainingMinute = reply->rawHeader("X-RateLimit-Remaining-Minute").toInt();
    if (result.status == 0)
        result.networkError = reply->errorString();
    return result;
}
