#include "tests/support/blockinghttp.h"

#include <QUrl>

namespace {
constexpr int timeoutMs = 10'000;
}

QByteArray BlockingHttp::Reply::header(const QByteArray &name) const
{
    for (const auto &[key, value] : headers) {
        if (key.compare(name, Qt::CaseInsensitive) == 0)
            return value;
    }
    return {};
}

BlockingHttp::BlockingHttp(const QString &baseUrl, const QString &appId, const QString &secret)
{
    const QUrl url(baseUrl);
    m_host = url.host();
    m_port = quint16(url.port());
    m_basePath = url.path().toUtf8();
    m_credentials
        = "X-App-ID: " + appId.toLatin1() + "\r\nX-App-Secret: " + secret.toLatin1() + "\r\n";
}

BlockingHttp::~BlockingHttp() = default;

bool BlockingHttp::ensureConnected()
{
    if (m_socket && m_socket->state() == QAbstractSocket::ConnectedState)
        return true;
    m_socket = std::make_unique<QTcpSocket>();
    m_socket->connectToHost(m_host, m_port);
    return m_socket->waitForConnected(timeoutMs);
}

BlockingHttp::Reply BlockingHttp::get(const QString &path, const Headers &headers)
{
    return send("GET", path, {}, headers);
}

BlockingHttp::Reply BlockingHttp::post(
    const QString &path, const QByteArray &json, const Headers &headers)
{
    Headers all = headers;
    all.append(std::pair<QByteArray, QByteArray>("Content-Type", "application/json"));
    return send("POST", path, json, all);
}

BlockingHttp::Reply BlockingHttp::patch(const QString &path, const QByteArray &json)
{
    return send("PATCH", path, json, { { "Content-Type", "application/json" } });
}

BlockingHttp::Reply BlockingHttp::send(
    const QByteArray &method, const QString &path, const QByteArray &body, const Headers &headers)
{
    Reply reply;
    if (!ensureConnected())
        return reply;
    QByteArray request = method + ' ' + m_basePath + path.toUtf8()
        + " HTTP/1.1\r\nHost: " + m_host.toLatin1() + "\r\n" + m_credentials;
    for (const auto &[name, value] : headers)
        request += name + ": " + value + "\r\n";
    request += "Content-Length: " + QByteArray::number(body.size()) + "\r\n\r\n" + body;
    m_socket->write(request);

    QByteArray buffer;
    qsizetype headerEnd = -1;
    while ((headerEnd = buffer.indexOf("\r\n\r\n")) < 0) {
        if (!m_socket->waitForReadyRead(timeoutMs))
            return reply;
        buffer += m_socket->readAll();
    }
    const QList<QByteArray> lines = buffer.left(headerEnd).split('\n');
    reply.status = lines.value(0).split(' ').value(1).toInt();
    qsizetype length = 0;
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QByteArray line = lines.at(i).trimmed();
        const qsizetype colon = line.indexOf(':');
        if (colon <= 0)
            continue;
        reply.headers.append(std::pair(line.left(colon).trimmed(), line.mid(colon + 1).trimmed()));
        if (reply.headers.last().first.compare("Content-Length", Qt::CaseInsensitive) == 0)
            length = reply.headers.last().second.toLongLong();
    }
    buffer.remove(0, headerEnd + 4);
    while (buffer.size() < length) {
        if (!m_socket->waitForReadyRead(timeoutMs)) {
            reply.status = 0;
            return reply;
        }
        buffer += m_socket->readAll();
    }
    reply.body = buffer.left(length);
    return reply;
}
