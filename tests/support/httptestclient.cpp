#include "tests/support/httptestclient.h"

#include <QBuffer>
#include <QEventLoop>
#include <QJsonObject>
#include <QNetworkReply>
#include <QTimer>

using namespace Qt::StringLiterals;

QByteArray HttpTestClient::Reply::header(const QByteArray &name) const
{
    for (const auto &[key, value] : headers) {
        if (key.compare(name, Qt::CaseInsensitive) == 0)
            return value;
    }
    return {};
}

QString HttpTestClient::Reply::errorCode() const
{
    return json().object().value(u"error"_s).toObject().value(u"code"_s).toString();
}

HttpTestClient::HttpTestClient(QString baseUrl)
    : m_baseUrl(std::move(baseUrl))
{ }

void HttpTestClient::setCredentials(const QString &appId, const QString &secret)
{
    m_credentials = { { "X-App-ID", appId.toUtf8() }, { "X-App-Secret", secret.toUtf8() } };
}

HttpTestClient::Reply HttpTestClient::get(const QString &path, const Headers &headers)
{
    return send("GET", m_baseUrl + path, {}, headers);
}

HttpTestClient::Reply HttpTestClient::post(
    const QString &path, const QByteArray &body, const Headers &headers)
{
    return send("POST", m_baseUrl + path, body, headers);
}

HttpTestClient::Reply HttpTestClient::send(
    const QByteArray &method, const QString &url, const QByteArray &body, const Headers &headers)
{
    QNetworkRequest request { QUrl(url) };
    request.setAttribute(
        QNetworkRequest::CacheLoadControlAttribute, QNetworkRequest::AlwaysNetwork);
    request.setRawHeader("Accept", "application/json");
    for (const auto &[name, value] : m_credentials)
        request.setRawHeader(name, value);
    for (const auto &[name, value] : headers)
        request.setRawHeader(name, value);
    QBuffer *payload = nullptr;
    if (!body.isNull()) {
        payload = new QBuffer;
        payload->setData(body);
    }
    // QNetworkAccessManager knows HEAD has no body only through head().
    QNetworkReply *reply = method == "HEAD" ? m_manager.head(request)
                                            : m_manager.sendCustomRequest(request, method, payload);
    if (payload)
        payload->setParent(reply);
    QEventLoop loop;
    QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    QTimer::singleShot(30'000, &loop, &QEventLoop::quit);
    loop.exec();
    Reply result;
    if (!reply->isFinished()) {
        reply->abort();
        reply->deleteLater();
        return result;
    }
    result.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    result.body = reply->readAll();
    result.headers = reply->rawHeaderPairs();
    reply->deleteLater();
    return result;
}
